/**
 * Parser for the IRS Statistics of Income (SOI) county-to-county migration files
 * (`countyinflowYYZZ.csv`, `countyoutflowYYZZ.csv`). Pure: it takes the file's text and
 * name and returns records; reading and storing are the caller's job.
 *
 * What the layout is, and where that comes from
 * ---------------------------------------------
 * No internet here, and the users guide PDFs themselves could not be read. Everything
 * below comes from public transcriptions of them plus samples of the published files:
 *
 * - The index page that hosts the files and guides:
 *   https://www.irs.gov/statistics/soi-tax-stats-migration-data ("SOI Tax Stats -
 *   Migration Data"); each year pair has a page such as .../soi-tax-stats-migration-data-2021-2022
 *   with "Migration Data Users Guide and Record Layouts" plus the county CSVs, which are
 *   served as https://www.irs.gov/pub/irs-soi/countyinflow2122.csv and countyoutflow2122.csv.
 *   The guides are https://www.irs.gov/pub/irs-soi/<YYZZ>inpublicmigdoc.pdf
 *   (e.g. 1516inpublicmigdoc.pdf, 2021inpublicmigdoc.pdf, 2223inpublicmigdoc.pdf).
 * - The 2012-2013 users guide text (https://studylib.net/doc/8210595/documentation---stats-indiana):
 *   the data come from year-to-year address changes on individual returns; inflows are
 *   new residents of a county and where they came from, outflows are residents who left
 *   and where they went; the files also tabulate non-migrant returns. Since the 2011-2012
 *   file the data cover returns filed (received) from January 1 to December 31 of each
 *   calendar year, so "2021-2022" means returns filed in 2021 matched to returns filed in
 *   2022. Sections E.3/E.4 describe the county outflow/inflow files and E.6 lists the
 *   "special summary level records".
 * - The charlesreid1 wiki (https://charlesreid1.com/wiki/Tax_Migration_Data) quotes the
 *   guide and prints the head of countyoutflow1516.csv: columns
 *   `y1_statefips,y1_countyfips,y2_statefips,y2_countyfips,y2_state,y2_countyname,n1,n2,agi`;
 *   year 1 is the origin, year 2 the destination.
 * - The special-code table of the 2011-2013 guides, transcribed in the GitHub repository
 *   rdinter/NOAA-migration (1-tidy/1-Migration_Tidy.md), and the 2005-2006 county
 *   documentation (county_migration0506.txt inside https://www.irs.gov/pub/irs-soi/county0506.zip).
 *
 * Layout. Inflow file: `y2_statefips,y2_countyfips,y1_statefips,y1_countyfips,y1_state,
 * y1_countyname,n1,n2,agi` — keyed by the destination (year-2) county; the name and state
 * abbreviation are the origin's. Outflow file: `y1_statefips,y1_countyfips,y2_statefips,
 * y2_countyfips,y2_state,y2_countyname,n1,n2,agi` — keyed by the origin (year-1) county;
 * the name is the destination's. n1 = number of returns (about households), n2 = number
 * of exemptions, i.e. individuals (about people), agi = aggregate adjusted gross income
 * in thousands of dollars.
 *
 * Samples show the codes zero-padded in some vintages (`01,001,96,000,...` in 1516 and
 * 2223) and bare in others (`1,1,96,0,...`, reported for 2021 and 2122), and the name
 * sometimes quoted ("Autauga County Total Migration-US and Foreign"). Both are accepted;
 * codes are re-padded to a 5-digit county FIPS.
 *
 * Special rows (the partner side's state/county code; the guide calls them summary level
 * records):
 *   96/000 Total migration, US and foreign    97/000 Total migration, US
 *   97/001 Total migration, same state        97/003 Total migration, different state
 *   98/000 Total migration, foreign
 *   57/001 Foreign - overseas   57/003 Foreign - Puerto Rico   57/005 Foreign - APO/FPO ZIPs
 *   57/007 Foreign - U.S. Virgin Islands      57/009 Foreign - other flows
 *   58/000 Other flows - same state           59/000 Other flows - different state
 *   59/001, 003, 005, 007 Other flows - Northeast, Midwest, South, West region
 * "Other flows" aggregate the county pairs too small to publish on their own: the
 * threshold was 10 returns (2005-2006 documentation) and was raised to 20 returns for
 * the county files from 2012-2013 (IRS note soi-a-inmig-id1509.pdf, as quoted in
 * rdinter/NOAA-migration). Rows whose partner is the key county itself are the
 * non-migrants (returns filed from the same county both years). Rows whose key county
 * code is 000 are state-level totals (e.g. `01,000,96,000,AL,Total Migration-US and
 * Foreign`). A value of -1 marks a suppressed cell (seen in the files since 2004, e.g.
 * `1,1,57,9,FR,Foreign - Other flows,-1,-1,-1`); the guides say cells are suppressed for
 * disclosure protection, but the exact -1 convention is documented here from the data,
 * not from guide text.
 *
 * What the parser keeps: only rows whose two ends are real counties (state FIPS of the 50
 * states or DC, county code not 000) that are different counties and carry published
 * numbers. Everything else is skipped and counted by reason. A -1 anywhere in a kept-kind
 * row skips it as "suppressed" (the numbers are unknown, not zero); a summary row with -1
 * is counted under its summary reason. Other negative AGI values are kept (aggregate AGI
 * can be negative); negative return or exemption counts other than -1 are errors.
 *
 * Period. The files pair filing years y1 and y2 (2021 and 2022 for `...2122.csv`). A
 * move is seen between the year-1 filing and the year-2 filing, so it happened, for
 * nearly all returns, during calendar year y1; and the money on a return filed in y2 is
 * the income of tax year y1 (one third-party analysis of these files says the AGI comes
 * from the year-2 return). So the flows are dated by the first year: period =
 * `${y1}-01-01`, the start of the year the moves and the income belong to.
 */
import type { SourceRecord } from "./types.js";

export const FLOW_MEASURES = ["agi", "returns", "individuals"] as const;
export type FlowMeasure = (typeof FLOW_MEASURES)[number];

export const FLOW_UNITS: { readonly [M in FlowMeasure]: string } = {
  agi: "USD, thousands",
  returns: "count",
  individuals: "count",
} as const;

export const IRS_MIGRATION_SOURCE: SourceRecord = {
  slug: "irs-soi-migration",
  name: "IRS SOI U.S. Population Migration Data (county-to-county)",
  provider: "Internal Revenue Service, Statistics of Income",
  category: "demographics",
  docsUrl: "https://www.irs.gov/statistics/soi-tax-stats-migration-data",
  description:
    "Year-to-year county-to-county migration of individual income tax filers, from address changes " +
    "on returns filed in two consecutive calendar years: number of returns (about households), " +
    "number of exemptions (about individuals) and their adjusted gross income in thousands of dollars. " +
    "Download the files from the IRS SOI \"U.S. Population Migration Data\" page " +
    "(https://www.irs.gov/statistics/soi-tax-stats-migration-data): pick a year pair, then the " +
    "County-to-County Inflow and Outflow CSVs (countyinflowYYZZ.csv and countyoutflowYYZZ.csv, e.g. " +
    "https://www.irs.gov/pub/irs-soi/countyinflow2122.csv); each year's Users Guide explains the layout. " +
    "County pairs below the disclosure threshold (20 returns in recent years) are published only inside " +
    "\"Other flows\" totals, so pair-level flows do not add up to the county totals.",
  license: "Public domain (U.S. Government work)",
  sourceUpdatedAt: null,
};

export interface FlowRecord {
  /** Origin county, 5-digit FIPS (year-1 address). */
  origin: string;
  /** Destination county, 5-digit FIPS (year-2 address). */
  destination: string;
  /** The inflow file names the origin (y1_countyname); the outflow file does not. */
  originName: string | null;
  /** The outflow file names the destination; the inflow file does not. */
  destinationName: string | null;
  /** `${y1}-01-01`: the first filing year of the pair (see the header comment). */
  period: string;
  /** n1: number of returns. */
  returns: number;
  /** n2: number of exemptions (individuals). */
  individuals: number;
  /** agi: aggregate adjusted gross income, thousands of USD. */
  agiThousands: number;
}

export type FlowDirection = "inflow" | "outflow";

export interface IrsMigrationParseResult {
  direction: FlowDirection;
  /** `${y1}-01-01`, the same value as every flow's `period`. */
  period: string;
  flows: FlowRecord[];
  /** Rows left out, by reason, in the order each reason was first met. */
  skipped: { reason: string; count: number }[];
}

// ---------------------------------------------------------------------------
// Layout constants

const INFLOW_HEADER = [
  "y2_statefips", "y2_countyfips", "y1_statefips", "y1_countyfips", "y1_state", "y1_countyname", "n1", "n2", "agi",
] as const;
const OUTFLOW_HEADER = [
  "y1_statefips", "y1_countyfips", "y2_statefips", "y2_countyfips", "y2_state", "y2_countyname", "n1", "n2", "agi",
] as const;
const COLUMN_COUNT = INFLOW_HEADER.length;

/** State FIPS codes of the 50 states and DC. */
const REAL_STATES = new Set([
  1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34,
  35, 36, 37, 38, 39, 40, 41, 42, 44, 45, 46, 47, 48, 49, 50, 51, 53, 54, 55, 56,
]);

/** Summary level records, keyed `state/county` of the partner side (3-digit county). */
const SUMMARY_CODES: ReadonlyMap<string, string> = new Map([
  ["96/000", "total migration, US and foreign"],
  ["97/000", "total migration, US"],
  ["97/001", "total migration, same state"],
  ["97/003", "total migration, different state"],
  ["98/000", "total migration, foreign"],
  ["57/001", "foreign, overseas"],
  ["57/003", "foreign, Puerto Rico"],
  ["57/005", "foreign, APO/FPO ZIP codes"],
  ["57/007", "foreign, U.S. Virgin Islands"],
  ["57/009", "foreign, other flows (small foreign flows aggregated)"],
  ["58/000", "other flows, same state (county pairs under the disclosure threshold, aggregated)"],
  ["59/000", "other flows, different state (county pairs under the disclosure threshold, aggregated)"],
  ["59/001", "other flows, different state, Northeast region"],
  ["59/003", "other flows, different state, Midwest region"],
  ["59/005", "other flows, different state, South region"],
  ["59/007", "other flows, different state, West region"],
]);
const SUMMARY_STATES = new Set([57, 58, 59, 96, 97, 98]);

/** Reasons that are not tied to one code. Exported so callers and tests can match on them. */
export const SKIP_REASONS = {
  stateTotal: "state-level total (county code 000 on the file's own county)",
  nonMigrant: "non-migrants (origin county equals destination county)",
  suppressed: "suppressed (-1: withheld for disclosure protection)",
  duplicate: "duplicate of an earlier identical row",
  emptyRow: "empty row",
} as const;

/** Reason for a summary level record with the given partner code (exported for tests and callers). */
export function summaryReason(state: number, county: number): string {
  const key = `${pad(state, 2)}/${pad(county, 3)}`;
  const meaning = SUMMARY_CODES.get(key);
  return meaning
    ? `summary ${key}: ${meaning}`
    : `summary ${key}: undocumented code in a summary-level state (${pad(state, 2)})`;
}

// ---------------------------------------------------------------------------
// File name

const FILE_NAME = /county(inflow|outflow)(\d{2})(\d{2})(?:\.csv)?$/i;

/** Reads direction and filing years from a name like `countyinflow2122.csv` (a path is fine). */
export function parseIrsMigrationFileName(fileName: string): { direction: FlowDirection; y1: number; y2: number } {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const m = FILE_NAME.exec(base.trim());
  if (!m) {
    throw new Error(
      `IRS migration file name "${fileName}" does not look like countyinflowYYZZ.csv or countyoutflowYYZZ.csv ` +
        `(YYZZ = the two filing years, e.g. 2122 for 2021-2022)`,
    );
  }
  const y1 = century(Number(m[2]));
  const y2 = century(Number(m[3]));
  if (y2 !== y1 + 1) {
    throw new Error(`IRS migration file name "${fileName}": years ${y1} and ${y2} are not consecutive`);
  }
  return { direction: m[1]!.toLowerCase() as FlowDirection, y1, y2 };
}

/** The series starts with 1990-1991, so 90-99 are 19xx and the rest 20xx. */
function century(yy: number): number {
  return yy >= 90 ? 1900 + yy : 2000 + yy;
}

// ---------------------------------------------------------------------------
// CSV reading

interface CsvRow {
  /** 1-based physical line on which the row starts. */
  line: number;
  fields: string[];
}

/**
 * Splits CSV text into rows: comma separated, double-quoted fields may hold commas, line
 * breaks and doubled quotes; lines end in LF, CRLF or CR; a leading UTF-8 BOM is dropped.
 * Blank lines are dropped.
 */
function readCsv(text: string, fileName: string): CsvRow[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const n = src.length;

  const endField = () => {
    fields.push(field);
    field = "";
  };
  const endRow = () => {
    endField();
    if (!(fields.length === 1 && fields[0]!.trim() === "")) rows.push({ line: rowLine, fields });
    fields = [];
  };

  while (i < n) {
    const ch = src[i]!;
    if (ch === '"' && field.trim() === "") {
      // Quoted field (leading blanks before the quote are tolerated and dropped).
      field = "";
      const openLine = line;
      i++;
      for (;;) {
        if (i >= n) throw new Error(`${fileName} line ${openLine}: unterminated quoted field`);
        const c = src[i]!;
        if (c === '"') {
          if (src[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === "\r" || c === "\n") {
          line++;
          if (c === "\r" && src[i + 1] === "\n") {
            field += "\n";
            i += 2;
            continue;
          }
        }
        field += c;
        i++;
      }
      // Only blanks may sit between the closing quote and the next separator.
      while (i < n && (src[i] === " " || src[i] === "\t")) i++;
      if (i < n && src[i] !== "," && src[i] !== "\r" && src[i] !== "\n") {
        throw new Error(`${fileName} line ${line}: unexpected character ${JSON.stringify(src[i])} after a closing quote`);
      }
      continue;
    }
    if (ch === ",") {
      endField();
      i++;
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      endRow();
      i += ch === "\r" && src[i + 1] === "\n" ? 2 : 1;
      line++;
      rowLine = line;
      continue;
    }
    field += ch;
    i++;
  }
  if (field !== "" || fields.length > 0) endRow();
  return rows;
}

// ---------------------------------------------------------------------------
// Parsing

/**
 * Parses one county inflow or outflow CSV. Throws an Error naming the line on a header
 * that is not one of the two published layouts, a header that contradicts the file
 * name's direction, a row without 9 columns, a code or count that is not an integer,
 * and two rows for the same county pair with different numbers.
 */
export function parseIrsMigrationCsv(text: string, opts: { fileName: string }): IrsMigrationParseResult {
  const { fileName } = opts;
  const named = parseIrsMigrationFileName(fileName);
  const period = `${named.y1}-01-01`;
  const rows = readCsv(text, fileName);

  const header = rows[0];
  if (!header) throw new Error(`${fileName} line 1: empty file, expected a header row`);
  const cols = header.fields.map((f) => f.trim().toLowerCase());
  const direction: FlowDirection | null = sameColumns(cols, INFLOW_HEADER)
    ? "inflow"
    : sameColumns(cols, OUTFLOW_HEADER)
      ? "outflow"
      : null;
  if (!direction) {
    throw new Error(
      `${fileName} line ${header.line}: unrecognized header "${header.fields.join(",")}"; expected ` +
        `"${INFLOW_HEADER.join(",")}" (inflow) or "${OUTFLOW_HEADER.join(",")}" (outflow)`,
    );
  }
  if (direction !== named.direction) {
    throw new Error(
      `${fileName} line ${header.line}: the header is the ${direction} layout but the file name says ${named.direction}`,
    );
  }

  const flows: FlowRecord[] = [];
  const skipped = new Map<string, number>();
  const skip = (reason: string) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
  /** Pair key -> line and values of the first row seen, to catch repeats. */
  const seen = new Map<string, { line: number; values: string }>();

  for (const row of rows.slice(1)) {
    const { line, fields } = row;
    const where = `${fileName} line ${line}`;
    if (fields.every((f) => f.trim() === "")) {
      skip(SKIP_REASONS.emptyRow);
      continue;
    }
    if (fields.length !== COLUMN_COUNT) {
      throw new Error(`${where}: expected ${COLUMN_COUNT} columns, found ${fields.length}`);
    }
    // Column positions are the same in both layouts: key county, partner county, state, name, n1, n2, agi.
    const keyState = code(fields[0]!, "state", where, cols[0]!);
    const keyCounty = code(fields[1]!, "county", where, cols[1]!);
    const partnerState = code(fields[2]!, "state", where, cols[2]!);
    const partnerCounty = code(fields[3]!, "county", where, cols[3]!);
    const name = fields[5]!.trim();
    const returns = integer(fields[6]!, where, cols[6]!);
    const individuals = integer(fields[7]!, where, cols[7]!);
    const agi = integer(fields[8]!, where, cols[8]!);
    if (returns < -1) throw new Error(`${where}: ${cols[6]} is negative (${returns})`);
    if (individuals < -1) throw new Error(`${where}: ${cols[7]} is negative (${individuals})`);

    if (keyCounty === 0) {
      skip(SKIP_REASONS.stateTotal);
      continue;
    }
    if (SUMMARY_STATES.has(partnerState) || SUMMARY_STATES.has(keyState)) {
      const [s, c] = SUMMARY_STATES.has(partnerState) ? [partnerState, partnerCounty] : [keyState, keyCounty];
      skip(summaryReason(s, c));
      continue;
    }
    if (!REAL_STATES.has(keyState) || !REAL_STATES.has(partnerState)) {
      const bad = REAL_STATES.has(keyState) ? partnerState : keyState;
      skip(`unrecognized state code ${pad(bad, 2)} (not one of the 50 states or DC)`);
      continue;
    }
    if (partnerCounty === 0) {
      skip(`state-level partner (county code 000 on the ${direction === "inflow" ? "origin" : "destination"} side)`);
      continue;
    }
    const key = fips(keyState, keyCounty);
    const partner = fips(partnerState, partnerCounty);
    if (key === partner) {
      skip(SKIP_REASONS.nonMigrant);
      continue;
    }
    if (returns === -1 || individuals === -1 || agi === -1) {
      skip(SKIP_REASONS.suppressed);
      continue;
    }

    const origin = direction === "inflow" ? partner : key;
    const destination = direction === "inflow" ? key : partner;
    const pairKey = `${origin}>${destination}`;
    const values = `${returns},${individuals},${agi}`;
    const earlier = seen.get(pairKey);
    if (earlier) {
      if (earlier.values === values) {
        skip(SKIP_REASONS.duplicate);
        continue;
      }
      throw new Error(
        `${where}: county pair ${origin} -> ${destination} already appeared on line ${earlier.line} ` +
          `with different values (${earlier.values} vs ${values})`,
      );
    }
    seen.set(pairKey, { line, values });

    flows.push({
      origin,
      destination,
      originName: direction === "inflow" ? name || null : null,
      destinationName: direction === "outflow" ? name || null : null,
      period,
      returns,
      individuals,
      agiThousands: agi,
    });
  }

  return {
    direction,
    period,
    flows,
    skipped: [...skipped].map(([reason, count]) => ({ reason, count })),
  };
}

function sameColumns(cols: string[], expected: readonly string[]): boolean {
  return cols.length === expected.length && expected.every((c, i) => cols[i] === c);
}

function code(raw: string, kind: "state" | "county", where: string, column: string): number {
  const s = raw.trim();
  const max = kind === "state" ? 2 : 3;
  if (!new RegExp(`^\\d{1,${max}}$`).test(s)) {
    throw new Error(`${where}: ${column} ${JSON.stringify(raw)} is not a ${kind} code of 1-${max} digits`);
  }
  return Number(s);
}

function integer(raw: string, where: string, column: string): number {
  const s = raw.trim();
  if (!/^-?\d+$/.test(s)) throw new Error(`${where}: ${column} ${JSON.stringify(raw)} is not an integer`);
  const v = Number(s);
  if (!Number.isSafeInteger(v)) throw new Error(`${where}: ${column} ${JSON.stringify(raw)} is out of range`);
  return v;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

function fips(state: number, county: number): string {
  return pad(state, 2) + pad(county, 3);
}
