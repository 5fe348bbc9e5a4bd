import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  FLOW_MEASURES,
  FLOW_UNITS,
  IRS_MIGRATION_SOURCE,
  SKIP_REASONS,
  parseIrsMigrationCsv,
  parseIrsMigrationFileName,
  summaryReason,
  type FlowRecord,
} from "../../src/sources/irs-migration.js";

// Fixtures follow the published layout. The numbers are made up by hand; the code rows
// (96/97/98 totals, 57/58/59 other flows, non-migrants, -1) follow the IRS users guides.

const dir = mkdtempSync(join(tmpdir(), "irs-migration-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a file the way the IRS publishes it, reads it back and parses it. */
function parseFile(fileName: string, content: string) {
  const path = join(dir, fileName);
  writeFileSync(path, content, "utf8");
  return parseIrsMigrationCsv(readFileSync(path, "utf8"), { fileName: path });
}

function lines(rows: string[], eol = "\n"): string {
  return rows.join(eol) + eol;
}

function skippedAsObject(skipped: { reason: string; count: number }[]): Record<string, number> {
  return Object.fromEntries(skipped.map((s) => [s.reason, s.count]));
}

// Inflow, 2021-2022: bare codes (as in the 2021 and 2122 files), quoted names, a BOM, LF.
const INFLOW_2122 =
  "\uFEFF" +
  lines([
    "y2_statefips,y2_countyfips,y1_statefips,y1_countyfips,y1_state,y1_countyname,n1,n2,agi",
    '1,0,96,0,AL,"Total Migration-US and Foreign",80346,163579,3387101',
    '1,1,96,0,AL,"Autauga County Total Migration-US and Foreign",2105,4580,133082',
    '1,1,97,0,AL,"Autauga County Total Migration-US",2076,4489,130188',
    '1,1,97,1,AL,"Autauga County Total Migration-Same State",1315,2612,69328',
    '1,1,97,3,AL,"Autauga County Total Migration-Different State",761,1877,60861',
    '1,1,98,0,AL,"Autauga County Total Migration-Foreign",29,91,2894',
    '1,1,1,1,AL,"Autauga County Non-migrants",19346,41562,1413939',
    '1,1,1,51,AL,"Elmore County",475,935,23050',
    '1,1,1,101,AL,"Montgomery County",400,800,20000',
    '1,1,13,121,GA,"Fulton County, Georgia",30,55,2100',
    '1,1,58,0,SS,"Other flows - Same State",224,409,12147',
    '1,1,59,0,DS,"Other flows - Diff State",300,600,15000',
    '1,1,59,5,DS,"Other flows - South",150,300,7000',
    '1,1,57,9,FR,"Foreign - Other flows",-1,-1,-1',
    '1,1,12,86,FL,"Miami-Dade County",-1,-1,-1',
    '1,51,1,1,AL,"Autauga County",463,909,25789',
  ]);

// Outflow, 2021-2022: zero-padded codes (as in the 1516 and 2223 files), CRLF line ends,
// some names unquoted, an exact repeat, a negative AGI.
const OUTFLOW_2122 = lines(
  [
    "y1_statefips,y1_countyfips,y2_statefips,y2_countyfips,y2_state,y2_countyname,n1,n2,agi",
    "01,000,96,000,AL,Total Migration-US and Foreign,100784,205077,4994641",
    '01,001,96,000,AL,"Autauga County Total Migration-US and Foreign",1945,4124,123796',
    '01,001,97,000,AL,"Autauga County Total Migration-US",1923,4040,121248',
    '01,001,01,001,AL,"Autauga County Non-migrants",19346,41562,1413939',
    '01,001,01,051,AL,"Elmore County",463,909,25789',
    "01,001,48,453,TX,Travis County,25,40,3100",
    '01,001,57,001,FR,"Foreign - Overseas",22,84,2547',
    '01,001,59,007,DS,"Other flows - West",60,110,4000',
    '01,001,06,037,CA,"Los Angeles County",-1,-1,-1',
    '01,051,01,001,AL,"Autauga County",475,935,23050',
    '01,051,01,001,AL,"Autauga County",475,935,23050',
    '01,051,12,086,FL,"Miami-Dade County",21,30,-250',
  ],
  "\r\n",
);

describe("parseIrsMigrationCsv: inflow file", () => {
  const result = parseFile("countyinflow2122.csv", INFLOW_2122);

  it("reads direction and period from the header and file name", () => {
    expect(result.direction).toBe("inflow");
    expect(result.period).toBe("2021-01-01");
  });

  it("keeps the county-to-county flows, origin = y1 and destination = y2, with the origin's name", () => {
    const expected: FlowRecord[] = [
      {
        origin: "01051", destination: "01001", originName: "Elmore County", destinationName: null,
        period: "2021-01-01", returns: 475, individuals: 935, agiThousands: 23050,
      },
      {
        origin: "01101", destination: "01001", originName: "Montgomery County", destinationName: null,
        period: "2021-01-01", returns: 400, individuals: 800, agiThousands: 20000,
      },
      {
        origin: "13121", destination: "01001", originName: "Fulton County, Georgia", destinationName: null,
        period: "2021-01-01", returns: 30, individuals: 55, agiThousands: 2100,
      },
      {
        origin: "01001", destination: "01051", originName: "Autauga County", destinationName: null,
        period: "2021-01-01", returns: 463, individuals: 909, agiThousands: 25789,
      },
    ];
    expect(result.flows).toEqual(expected);
  });

  it("counts every skipped row under its documented reason", () => {
    expect(skippedAsObject(result.skipped)).toEqual({
      [SKIP_REASONS.stateTotal]: 1,
      "summary 96/000: total migration, US and foreign": 1,
      "summary 97/000: total migration, US": 1,
      "summary 97/001: total migration, same state": 1,
      "summary 97/003: total migration, different state": 1,
      "summary 98/000: total migration, foreign": 1,
      [SKIP_REASONS.nonMigrant]: 1,
      "summary 58/000: other flows, same state (county pairs under the disclosure threshold, aggregated)": 1,
      "summary 59/000: other flows, different state (county pairs under the disclosure threshold, aggregated)": 1,
      "summary 59/005: other flows, different state, South region": 1,
      "summary 57/009: foreign, other flows (small foreign flows aggregated)": 1,
      [SKIP_REASONS.suppressed]: 1,
    });
    // 16 data rows = 4 flows + 12 skipped.
    expect(result.skipped.reduce((sum, s) => sum + s.count, 0)).toBe(12);
  });

  it("lists reasons in the order they were first met", () => {
    expect(result.skipped[0]!.reason).toBe(SKIP_REASONS.stateTotal);
    expect(result.skipped[1]!.reason).toBe(summaryReason(96, 0));
  });
});

describe("parseIrsMigrationCsv: outflow file", () => {
  const result = parseFile("countyoutflow2122.csv", OUTFLOW_2122);

  it("reads direction and period", () => {
    expect(result.direction).toBe("outflow");
    expect(result.period).toBe("2021-01-01");
  });

  it("keeps the flows, origin = y1 and destination = y2, with the destination's name", () => {
    expect(result.flows).toEqual([
      {
        origin: "01001", destination: "01051", originName: null, destinationName: "Elmore County",
        period: "2021-01-01", returns: 463, individuals: 909, agiThousands: 25789,
      },
      {
        origin: "01001", destination: "48453", originName: null, destinationName: "Travis County",
        period: "2021-01-01", returns: 25, individuals: 40, agiThousands: 3100,
      },
      {
        origin: "01051", destination: "01001", originName: null, destinationName: "Autauga County",
        period: "2021-01-01", returns: 475, individuals: 935, agiThousands: 23050,
      },
      {
        origin: "01051", destination: "12086", originName: null, destinationName: "Miami-Dade County",
        period: "2021-01-01", returns: 21, individuals: 30, agiThousands: -250,
      },
    ]);
  });

  it("counts the skipped rows, including an exact repeat", () => {
    expect(skippedAsObject(result.skipped)).toEqual({
      [SKIP_REASONS.stateTotal]: 1,
      "summary 96/000: total migration, US and foreign": 1,
      "summary 97/000: total migration, US": 1,
      [SKIP_REASONS.nonMigrant]: 1,
      "summary 57/001: foreign, overseas": 1,
      "summary 59/007: other flows, different state, West region": 1,
      [SKIP_REASONS.suppressed]: 1,
      [SKIP_REASONS.duplicate]: 1,
    });
  });

  it("agrees with the inflow file on the pairs both files print", () => {
    const inflow = parseFile("countyinflow2122.csv", INFLOW_2122).flows;
    const key = (f: FlowRecord) => `${f.origin}>${f.destination}|${f.returns}|${f.individuals}|${f.agiThousands}`;
    const inflowKeys = new Set(inflow.map(key));
    expect(result.flows.filter((f) => inflowKeys.has(key(f))).map((f) => `${f.origin}>${f.destination}`)).toEqual([
      "01001>01051",
      "01051>01001",
    ]);
  });
});

describe("parseIrsMigrationCsv: other vintages and details", () => {
  it("reads the years of countyinflow1920.csv and an upper-case AGI column", () => {
    const r = parseFile(
      "countyinflow1920.csv",
      lines([
        "y2_statefips,y2_countyfips,y1_statefips,y1_countyfips,y1_state,y1_countyname,n1,n2,AGI",
        "06,037,06,059,CA,Orange County,5000,9000,400000",
      ]),
    );
    expect(r.period).toBe("2019-01-01");
    expect(r.flows).toEqual([
      {
        origin: "06059", destination: "06037", originName: "Orange County", destinationName: null,
        period: "2019-01-01", returns: 5000, individuals: 9000, agiThousands: 400000,
      },
    ]);
    expect(r.skipped).toEqual([]);
  });

  it("maps 99-00 to 1999-2000", () => {
    expect(parseIrsMigrationFileName("/data/countyoutflow9900.csv")).toEqual({ direction: "outflow", y1: 1999, y2: 2000 });
  });

  it("handles a header-only file", () => {
    const r = parseFile("countyoutflow2223.csv", "y1_statefips,y1_countyfips,y2_statefips,y2_countyfips,y2_state,y2_countyname,n1,n2,agi\r\n");
    expect(r).toEqual({ direction: "outflow", period: "2022-01-01", flows: [], skipped: [] });
  });

  it("skips a state code outside the 50 states and DC, naming it", () => {
    const r = parseFile(
      "countyinflow2122.csv",
      lines([
        "y2_statefips,y2_countyfips,y1_statefips,y1_countyfips,y1_state,y1_countyname,n1,n2,agi",
        "12,86,72,127,PR,San Juan Municipio,40,90,1200",
      ]),
    );
    expect(r.flows).toEqual([]);
    expect(r.skipped).toEqual([{ reason: "unrecognized state code 72 (not one of the 50 states or DC)", count: 1 }]);
  });

  it("keeps counting lines correctly after a quoted name that spans two lines", () => {
    const text = lines([
      "y2_statefips,y2_countyfips,y1_statefips,y1_countyfips,y1_state,y1_countyname,n1,n2,agi",
      '1,1,1,51,AL,"Elmore\nCounty",475,935,23050',
      "1,1,1,101,AL,Montgomery County,4x0,800,20000",
    ]);
    expect(() => parseFile("countyinflow2122.csv", text)).toThrow(/line 4: n1 "4x0" is not an integer/);
  });

  it("unescapes doubled quotes inside a quoted name", () => {
    const r = parseFile(
      "countyinflow2122.csv",
      lines([
        "y2_statefips,y2_countyfips,y1_statefips,y1_countyfips,y1_state,y1_countyname,n1,n2,agi",
        '1,1,1,51,AL,"The ""Elmore"" County",475,935,23050',
      ]),
    );
    expect(r.flows[0]!.originName).toBe('The "Elmore" County');
  });

  it("ignores blank lines", () => {
    const r = parseFile(
      "countyinflow2122.csv",
      "y2_statefips,y2_countyfips,y1_statefips,y1_countyfips,y1_state,y1_countyname,n1,n2,agi\n\n1,1,1,51,AL,Elmore County,475,935,23050\n\n\n",
    );
    expect(r.flows).toHaveLength(1);
    expect(r.skipped).toEqual([]);
  });
});

describe("parseIrsMigrationCsv: errors", () => {
  const INFLOW_HEADER = "y2_statefips,y2_countyfips,y1_statefips,y1_countyfips,y1_state,y1_countyname,n1,n2,agi";

  it("rejects a header missing a column, naming line 1", () => {
    expect(() =>
      parseFile("countyinflow2122.csv", lines(["y2_statefips,y2_countyfips,y1_statefips,y1_countyfips,y1_state,y1_countyname,n1,n2", "1,1,1,51,AL,Elmore County,475,935"])),
    ).toThrow(/countyinflow2122\.csv line 1: unrecognized header/);
  });

  it("rejects the state-to-state header", () => {
    expect(() =>
      parseFile("countyoutflow2122.csv", lines(["y1_statefips,y2_statefips,y2_state,y2_state_name,n1,n2,AGI"])),
    ).toThrow(/line 1: unrecognized header/);
  });

  it("rejects a header that contradicts the file name", () => {
    expect(() => parseFile("countyoutflow2122.csv", lines([INFLOW_HEADER]))).toThrow(
      /line 1: the header is the inflow layout but the file name says outflow/,
    );
  });

  it("rejects an empty file", () => {
    expect(() => parseFile("countyinflow2122.csv", "")).toThrow(/line 1: empty file/);
  });

  it("rejects a row with the wrong number of columns, naming its line (BOM and CRLF file)", () => {
    const text = "\uFEFF" + lines([INFLOW_HEADER, "1,1,1,51,AL,Elmore County,475,935,23050", "1,1,1,101,AL,Montgomery County,400,800"], "\r\n");
    expect(() => parseFile("countyinflow2122.csv", text)).toThrow(/line 3: expected 9 columns, found 8/);
  });

  it("rejects an unquoted name containing a comma (too many columns)", () => {
    const text = lines([INFLOW_HEADER, "1,1,13,121,GA,Fulton County, Georgia,30,55,2100"]);
    expect(() => parseFile("countyinflow2122.csv", text)).toThrow(/line 2: expected 9 columns, found 10/);
  });

  it("rejects a non-numeric count, naming the line and column", () => {
    const text = lines([INFLOW_HEADER, "1,1,1,51,AL,Elmore County,475,935,23050", "1,1,1,101,AL,Montgomery County,400,n/a,20000"]);
    expect(() => parseFile("countyinflow2122.csv", text)).toThrow(/line 3: n2 "n\/a" is not an integer/);
  });

  it("rejects an empty or decimal AGI", () => {
    expect(() => parseFile("countyinflow2122.csv", lines([INFLOW_HEADER, "1,1,1,51,AL,Elmore County,475,935,"]))).toThrow(
      /line 2: agi "" is not an integer/,
    );
    expect(() => parseFile("countyinflow2122.csv", lines([INFLOW_HEADER, "1,1,1,51,AL,Elmore County,475,935,2.5"]))).toThrow(
      /line 2: agi "2.5" is not an integer/,
    );
  });

  it("rejects a non-numeric FIPS code", () => {
    expect(() => parseFile("countyinflow2122.csv", lines([INFLOW_HEADER, "1,1,AL,51,AL,Elmore County,475,935,23050"]))).toThrow(
      /line 2: y1_statefips "AL" is not a state code/,
    );
    expect(() => parseFile("countyinflow2122.csv", lines([INFLOW_HEADER, "1,1001,1,51,AL,Elmore County,475,935,23050"]))).toThrow(
      /line 2: y2_countyfips "1001" is not a county code/,
    );
  });

  it("rejects a negative count other than -1", () => {
    expect(() => parseFile("countyinflow2122.csv", lines([INFLOW_HEADER, "1,1,1,51,AL,Elmore County,-5,935,23050"]))).toThrow(
      /line 2: n1 is negative \(-5\)/,
    );
  });

  it("rejects two rows for one pair with different numbers, naming both lines", () => {
    const text = lines([INFLOW_HEADER, "1,1,1,51,AL,Elmore County,475,935,23050", "1,1,1,51,AL,Elmore County,476,935,23050"]);
    expect(() => parseFile("countyinflow2122.csv", text)).toThrow(
      /line 3: county pair 01051 -> 01001 already appeared on line 2 with different values/,
    );
  });

  it("rejects an unterminated quote", () => {
    expect(() => parseFile("countyinflow2122.csv", lines([INFLOW_HEADER, '1,1,1,51,AL,"Elmore County,475,935,23050']))).toThrow(
      /line 2: unterminated quoted field/,
    );
  });

  it("rejects file names without a county direction and year pair", () => {
    expect(() => parseIrsMigrationCsv(INFLOW_HEADER, { fileName: "stateinflow2122.csv" })).toThrow(/does not look like countyinflowYYZZ/);
    expect(() => parseIrsMigrationCsv(INFLOW_HEADER, { fileName: "countyinflow.csv" })).toThrow(/does not look like/);
    expect(() => parseIrsMigrationCsv(INFLOW_HEADER, { fileName: "countyinflow2124.csv" })).toThrow(/2021 and 2024 are not consecutive/);
  });
});

describe("measures and source description", () => {
  it("lists the three measures with units", () => {
    expect(FLOW_MEASURES).toEqual(["agi", "returns", "individuals"]);
    expect(FLOW_UNITS).toEqual({ agi: "USD, thousands", returns: "count", individuals: "count" });
  });

  it("describes the IRS SOI source", () => {
    expect(IRS_MIGRATION_SOURCE).toMatchObject({
      slug: "irs-soi-migration",
      provider: "Internal Revenue Service, Statistics of Income",
      category: "demographics",
      docsUrl: "https://www.irs.gov/statistics/soi-tax-stats-migration-data",
    });
    expect(IRS_MIGRATION_SOURCE.description).toContain("countyinflowYYZZ.csv");
    expect(IRS_MIGRATION_SOURCE.description).toContain("U.S. Population Migration Data");
  });
});
