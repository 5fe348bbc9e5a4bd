/**
 * The public-domain series pack: files from the DataHub core datasets (github.com/datasets, ODC-PDDL-1.0),
 * bundled in data/datahub/ as published and refreshed from the same upstream files.
 *
 * Each `PackFile` says where a file comes from, which source and indicators it feeds, and how to read it.
 * Parsers are pure (text in, records out) so the bundled load in Node and the scheduled refresh on either
 * runtime read a file the same way. Columns are read by header name, never by position, except where a
 * file's rows carry more values than its header names (the Mauna Loa CO2 file; see there).
 */
import { csvParseRows } from "d3-dsv";
import { dayPeriod, isoYear, isoYearMonth, monthPeriod, quarterPeriod, yearPeriod } from "./periods.js";
import { countryCodeOfAlpha3 } from "../domain/regions.js";
import { addMonths } from "../domain/series.js";
import type { BundledDataset, IndicatorRecord, ObservationRecord, RegionRecord, SourceRecord } from "./types.js";

export const PACK_LICENSE = "ODC-PDDL-1.0 (Open Data Commons Public Domain Dedication and License), via the DataHub core datasets";
export const DEFAULT_PACK_UPSTREAM = "https://raw.githubusercontent.com";

export interface PackFile {
  /** Name of the bundled copy in data/datahub/. */
  file: string;
  /** GitHub repository the file is published in ("datasets/<name>") and its path there. */
  repository: string;
  path: string;
  source: string;
  indicators: IndicatorRecord[];
  parse(text: string): ObservationRecord[];
  /** Raised when `parse` reads the same text differently, so copies stored by the parser before are applied again. */
  parserVersion?: number;
}

/**
 * What the store records of an applied copy: the text's SHA-256, with the parser's version after a `+` once
 * the file has had a second parser. The same text read by another parser is another copy.
 */
export function packFingerprint(f: PackFile, textHash: string): string {
  return (f.parserVersion ?? 1) > 1 ? `${textHash}+parser${f.parserVersion}` : textHash;
}

/** The text's SHA-256 in a stored fingerprint. */
export const fingerprintTextHash = (fingerprint: string) => fingerprint.split("+")[0]!;

/** Where the scheduled refresh fetches a file: `<base>/<repository>/main/<path>`. */
export function upstreamUrl(base: string, f: PackFile): string {
  return `${base.replace(/\/+$/, "")}/${f.repository}/main/${f.path}`;
}

// ---------------------------------------------------------------------------
// Reading

/** Rows keyed by header name; a missing header is an error naming the file's actual header. */
export function readTable(text: string, required: string[]): { rows: Record<string, string>[]; extra: string[][] } {
  const all = csvParseRows(text.replace(/^\uFEFF/, ""));
  const header = (all.shift() ?? []).map((h) => h.trim());
  const missing = required.filter((name) => !header.includes(name));
  if (missing.length) throw new Error(`missing column(s) ${missing.join(", ")}; header is ${header.join(",")}`);
  const rows: Record<string, string>[] = [];
  const extra: string[][] = [];
  for (const cells of all) {
    if (cells.length === 1 && cells[0]!.trim() === "") continue;
    const row: Record<string, string> = {};
    header.forEach((name, i) => (row[name] = (cells[i] ?? "").trim()));
    rows.push(row);
    extra.push(cells.slice(header.length).map((c) => c.trim()));
  }
  if (rows.length === 0) throw new Error("no data rows");
  return { rows, extra };
}

/** A numeric cell: empty is missing (null); anything else that is not a finite number is an error. */
export function cell(text: string | undefined, where: string): number | null {
  if (text === undefined || text === "") return null;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`${where}: not a number: "${text}"`);
  return value;
}

type Point = Omit<ObservationRecord, "indicator" | "region" | "value">;

/** Observations for one indicator from one column; rows where the cell is missing are left out. */
function column(rows: Record<string, string>[], name: string, indicator: string, region: string, period: (row: Record<string, string>) => Point, missing: (v: number) => boolean = () => false) {
  const out: ObservationRecord[] = [];
  for (const row of rows) {
    const value = cell(row[name], name);
    if (value === null || missing(value)) continue;
    out.push({ indicator, region, ...period(row), value });
  }
  return out;
}

/** Two rows for one period would make the stored value depend on row order. */
function assertUniquePeriods(rows: ObservationRecord[]): ObservationRecord[] {
  const seen = new Set<string>();
  for (const r of rows) {
    const key = `${r.indicator}|${r.region}|${r.periodStart}`;
    if (seen.has(key)) throw new Error(`two values for ${r.indicator} ${r.region} ${r.periodStart}`);
    seen.add(key);
  }
  return rows;
}

const monthOf = (name: string) => (row: Record<string, string>) => monthPeriod(...isoYearMonth(row[name]!));
const yearOf = (name: string) => (row: Record<string, string>) => yearPeriod(isoYear(row[name]!));
const dayOf = (name: string) => (row: Record<string, string>) => dayPeriod(row[name]!);
const quarterOf = (name: string) => (row: Record<string, string>) => {
  const [year, month] = isoYearMonth(row[name]!);
  if ((month - 1) % 3 !== 0) throw new Error(`${row[name]} is not the first day of a quarter`);
  return quarterPeriod(year, (month + 2) / 3);
};

// ---------------------------------------------------------------------------
// Sources

export const PACK_SOURCES: SourceRecord[] = [
  {
    slug: "shiller-sp500",
    name: "S&P 500 prices, dividends, earnings and CAPE (Robert J. Shiller)",
    provider: "Robert J. Shiller, Yale University (S&P 500 index from S&P Dow Jones Indices)",
    category: "markets",
    docsUrl: "http://www.econ.yale.edu/~shiller/data.htm",
    description:
      "Monthly S&P 500 index level (average of daily closes), dividends and earnings per share, CPI, long-term interest rate, real values (in dollars of the file's last CPI month) and the cyclically adjusted P/E ratio (CAPE), since 1871, to September 2023, whose index value is a single day's close; before 1926 dividends and earnings, and before April 1953 the long rate, are yearly figures interpolated monthly. DataHub extends the index alone with monthly averages of FRED's daily closes. Published as DataHub core dataset s-and-p-500.",
    license: PACK_LICENSE,
    sourceUpdatedAt: null,
  },
  {
    slug: "bls-cpi",
    name: "US Consumer Price Index, CPI-U (BLS)",
    provider: "U.S. Bureau of Labor Statistics",
    category: "prices",
    docsUrl: "https://www.bls.gov/cpi/",
    description: "Consumer Price Index for All Urban Consumers, U.S. city average, all items, 1982-84=100, not seasonally adjusted, monthly since 1913. Published as DataHub core dataset cpi-us.",
    license: PACK_LICENSE,
    sourceUpdatedAt: null,
  },
  {
    slug: "bls-cps-annual",
    name: "US employment status of the civilian population, annual (BLS CPS)",
    provider: "U.S. Bureau of Labor Statistics, Current Population Survey",
    category: "labor",
    docsUrl: "https://www.bls.gov/cps/cpsaat01.htm",
    description:
      "Annual averages of the employment status of the civilian noninstitutional population 16 years and over (14 and over before 1947), since 1941 (CPS table A-1). Published as DataHub core dataset employment-us.",
    license: PACK_LICENSE,
    sourceUpdatedAt: null,
  },
  {
    slug: "bea-gdp",
    name: "US gross domestic product (BEA)",
    provider: "U.S. Bureau of Economic Analysis",
    category: "economy",
    docsUrl: "https://www.bea.gov/data/gdp/gross-domestic-product",
    description: "US GDP in current and chained dollars and its percent change, quarterly since 1947 and annual since 1929 (NIPA table 1.1). Published as DataHub core dataset gdp-us.",
    license: PACK_LICENSE,
    sourceUpdatedAt: null,
  },
  {
    slug: "world-bank-wdi",
    name: "World Bank World Development Indicators: population, GDP, consumer price inflation",
    provider: "World Bank",
    category: "economy",
    docsUrl: "https://data.worldbank.org/",
    description:
      "Total population (SP.POP.TOTL), GDP in current US dollars (NY.GDP.MKTP.CD) and consumer price inflation (FP.CPI.TOTL.ZG), annual, for every country and for World Bank aggregates (regions, income groups). Published as DataHub core datasets population, gdp and inflation.",
    license: PACK_LICENSE,
    sourceUpdatedAt: null,
  },
  {
    slug: "fed-h15",
    name: "US 10-year Treasury yield (Federal Reserve H.15)",
    provider: "Board of Governors of the Federal Reserve System, statistical release H.15",
    category: "rates",
    docsUrl: "https://www.federalreserve.gov/releases/h15/",
    description: "Market yield on US Treasury securities at 10-year constant maturity, monthly average, since 1953. Published as DataHub core dataset bond-yields-us-10y.",
    license: PACK_LICENSE,
    sourceUpdatedAt: null,
  },
  {
    slug: "fed-h10",
    name: "Foreign exchange rates (Federal Reserve H.10)",
    provider: "Board of Governors of the Federal Reserve System, statistical release H.10 (via FRED)",
    category: "markets",
    docsUrl: "https://www.federalreserve.gov/releases/h10/",
    description: "Monthly averages of noon buying rates in New York for 33 currencies and the euro against the US dollar, as units of currency per US dollar, since 1971. Published as DataHub core dataset exchange-rates.",
    license: PACK_LICENSE,
    sourceUpdatedAt: null,
  },
  {
    slug: "eia-spot-prices",
    name: "Crude oil and natural gas spot prices (EIA)",
    provider: "U.S. Energy Information Administration",
    category: "energy",
    docsUrl: "https://www.eia.gov/dnav/pet/pet_pri_spt_s1_d.htm",
    description: "Daily spot prices: WTI crude at Cushing, Oklahoma and Europe Brent crude (US dollars per barrel, FOB), and natural gas at Henry Hub (US dollars per million Btu). Published as DataHub core datasets oil-prices and natural-gas.",
    license: PACK_LICENSE,
    sourceUpdatedAt: null,
  },
  {
    slug: "gold-prices",
    name: "Gold price, monthly (World Bank commodity prices; Timothy Green before 1960)",
    provider: "World Bank Commodity Price Data (Pink Sheet); Timothy Green, Historical Gold Prices 1833-",
    category: "markets",
    docsUrl: "https://www.worldbank.org/en/research/commodity-markets",
    description: "Gold price in US dollars per troy ounce, monthly since 1960; for 1833-1959 the year's average, repeated for each month. Published as DataHub core dataset gold-prices.",
    license: PACK_LICENSE,
    sourceUpdatedAt: null,
  },
  {
    slug: "case-shiller",
    name: "S&P CoreLogic Case-Shiller home price indices",
    provider: "S&P Dow Jones Indices LLC (S&P CoreLogic Case-Shiller), via FRED",
    category: "housing",
    docsUrl: "https://www.spglobal.com/spdji/en/index-family/indicators/sp-corelogic-case-shiller/",
    description:
      "Repeat-sales home price index for the United States, monthly since 1975: not seasonally adjusted (January 2000 = 100) and seasonally adjusted (on the same base; 100.552 in January 2000). The repository's 20-city file is not served: its columns do not hold what their names say. Published as DataHub core dataset house-prices-us.",
    license: PACK_LICENSE,
    sourceUpdatedAt: null,
  },
  {
    slug: "noaa-gml-co2",
    name: "Atmospheric CO2, Mauna Loa and global (NOAA Global Monitoring Laboratory)",
    provider: "NOAA Global Monitoring Laboratory (Scripps Institution of Oceanography before 1974)",
    category: "environment",
    docsUrl: "https://gml.noaa.gov/ccgg/trends/",
    description: "Monthly mean CO2 mole fraction at Mauna Loa Observatory since March 1958 and its deseasonalized value; global annual mean from marine surface sites since 1979. Published as DataHub core dataset co2-ppm.",
    license: PACK_LICENSE,
    sourceUpdatedAt: null,
  },
  {
    slug: "global-temp",
    name: "Global temperature anomalies (Met Office HadCRUT5 and NASA GISTEMP)",
    provider: "Met Office Hadley Centre and Climatic Research Unit, University of East Anglia (HadCRUT5); NASA Goddard Institute for Space Studies (GISTEMP)",
    category: "environment",
    docsUrl: "https://www.metoffice.gov.uk/hadobs/hadcrut5/",
    description:
      "Monthly global land and ocean surface temperature anomalies in degrees Celsius: HadCRUT5 (Met Office Hadley Centre and CRU) relative to 1961-1990, NASA's GISTEMP relative to 1951-1980. The file labels HadCRUT5 \"gcag\" and DataHub's description calls it NOAA's Climate at a Glance, but the repository's script downloads HadCRUT 5.0.2.0. Published as DataHub core dataset global-temp.",
    license: PACK_LICENSE,
    sourceUpdatedAt: null,
  },
  {
    slug: "epa-sea-level",
    name: "Global average absolute sea level change (EPA)",
    provider: "U.S. Environmental Protection Agency (CSIRO reconstruction; NOAA satellite altimetry)",
    category: "environment",
    docsUrl: "https://www.epa.gov/climate-indicators/climate-change-indicators-sea-level",
    description: "Cumulative change in global mean sea level since 1880, in inches, annual: CSIRO's adjusted series (tide gauges and satellites) and NOAA's adjusted satellite series. Published as DataHub core dataset sea-level-rise.",
    license: PACK_LICENSE,
    sourceUpdatedAt: null,
  },
];

// ---------------------------------------------------------------------------
// Indicators

type Spec = Omit<IndicatorRecord, "sourceSlug" | "accessTier" | "isHeadline" | "polarity" | "subcategory" | "projection" | "upstream"> &
  Partial<Pick<IndicatorRecord, "accessTier" | "isHeadline" | "polarity" | "subcategory">>;
const ind = (sourceSlug: string, s: Spec): IndicatorRecord => ({
  sourceSlug,
  accessTier: "free",
  isHeadline: false,
  polarity: "neutral",
  subcategory: null,
  ...s,
});

// --- S&P 500 (Shiller)
/**
 * The month whose dollars Shiller's real columns are in: the file's last CPI month, where real and nominal
 * agree (September 2023: 4515.77 both; January 2000's real price 2585.38 is 1425.59 × 306.13 / 168.8). The
 * package's field descriptions say January 2000 dollars, which the values contradict; the loader's test
 * checks this name against the file.
 */
export const SHILLER_REAL_BASE = "September 2023";
/**
 * Where Shiller's own data ends and DataHub's extension begins. His last month, September 2023 (the real
 * columns' base), has 4515.77 for the index: the close of 1 September 2023 (FRED SP500), not the month's
 * average of daily closes (4409.09), as July's and August's are; his real price and CAPE of that month rest on
 * it. The file's later rows are written by the repository's scripts/update_from_fred.py: the mean of FRED's
 * daily SP500 closes for each month, with 0.0 in every other column.
 */
const SHILLER_ENDS = `Shiller's data ends in ${SHILLER_REAL_BASE}, whose index value is a single day's close (1 September), not the month's average; the months after hold only the index, DataHub's averages of FRED's daily closes.`;
/**
 * Before 1926 Shiller's dividends and earnings are yearly figures: every month of 1871-1925 lies on the straight
 * line from one December's value to the next. His long rate is yearly until FRED's GS10 begins in April 1953:
 * every month from 1871 to March 1953 lies on the line from one January's value to the next. The loader's test
 * checks both against the file.
 */
const YEARLY_BEFORE_1926 = (what: string) => `Before 1926 ${what} yearly figures, the months between interpolated on straight lines.`;
const SHILLER: { column: string; code: string; name: string; unit: string; what: string; cpi?: boolean; since?: string; yearly?: string }[] = [
  { column: "SP500", code: "shiller.sp500", name: "S&P 500 index, monthly", unit: "index points", what: "Level of the S&P 500 stock index, the average of the month's daily closes" },
  { column: "Dividend", code: "shiller.dividend", name: "S&P 500 dividends per share", unit: "US dollars per share, annualized", what: "Dividends per share of the S&P 500, annualized", yearly: YEARLY_BEFORE_1926("dividends are") },
  { column: "Earnings", code: "shiller.earnings", name: "S&P 500 earnings per share", unit: "US dollars per share, annualized", what: "Earnings per share of the S&P 500, annualized", yearly: YEARLY_BEFORE_1926("earnings are") },
  { column: "Consumer Price Index", code: "shiller.cpi", name: "Consumer price index (Shiller series)", unit: "index", what: "Consumer price index (CPI-U; before 1913 spliced from the Warren and Pearson price index) used to deflate the S&P 500 series", cpi: true },
  { column: "Long Interest Rate", code: "shiller.long_rate", name: "Long-term interest rate (10-year government bond, Shiller series)", unit: "percent", what: "Long-term interest rate: 10-year US government bond yield", yearly: "Before April 1953 the rate is a yearly figure, the months between interpolated on straight lines." },
  { column: "Real Price", code: "shiller.real_price", name: "S&P 500 real price", unit: `index points, ${SHILLER_REAL_BASE} dollars`, what: `S&P 500 level deflated by the CPI to ${SHILLER_REAL_BASE} dollars` },
  { column: "Real Dividend", code: "shiller.real_dividend", name: "S&P 500 real dividends per share", unit: `${SHILLER_REAL_BASE} US dollars per share`, what: `S&P 500 dividends per share deflated by the CPI to ${SHILLER_REAL_BASE} dollars`, yearly: YEARLY_BEFORE_1926("the dividends it deflates are") },
  { column: "Real Earnings", code: "shiller.real_earnings", name: "S&P 500 real earnings per share", unit: `${SHILLER_REAL_BASE} US dollars per share`, what: `S&P 500 earnings per share deflated by the CPI to ${SHILLER_REAL_BASE} dollars`, yearly: YEARLY_BEFORE_1926("the earnings it deflates are") },
  { column: "PE10", code: "shiller.cape", name: "S&P 500 cyclically adjusted price-earnings ratio (CAPE, P/E10)", unit: "ratio", what: "Real price divided by the 10-year average of real earnings (CAPE or P/E10)", since: "1881, once ten years of earnings are at hand", yearly: YEARLY_BEFORE_1926("the earnings it averages are") },
];

/**
 * Shiller's long rate is FRED's GS10: equal to the H.15 file's value in 843 of the 846 months both hold since
 * April 1953 (June and July 2019 differ, 2.06 and 1.63 against 2.07 and 2.06). His file has carried none since
 * September 2023, whose 4.09 was a partial month (the month's average is 4.38): the H.15 series, current and
 * from the publisher, answers for it.
 */
const LONG_RATE_RETIRED = {
  at: "2026-11-29",
  reason:
    "Robert Shiller's file has carried no long rate since September 2023 (that month's 4.09 was a partial average; the full month's is 4.38). The same yield, the 10-year Treasury at constant maturity, monthly average (FRED GS10), runs on in the Federal Reserve's H.15 series.",
  replacedBy: "h15.treasury_10y",
};

const sp500: PackFile = {
  file: "sp500-shiller-monthly.csv",
  repository: "datasets/s-and-p-500",
  path: "data/data.csv",
  source: "shiller-sp500",
  indicators: SHILLER.map((c) =>
    ind("shiller-sp500", {
      code: c.code,
      name: c.name,
      description: `${c.what}, monthly since ${c.since ?? "1871"}, from Robert J. Shiller's data.${c.yearly ? ` ${c.yearly}` : ""} ${SHILLER_ENDS}`,
      category: c.code === "shiller.long_rate" ? "rates" : c.cpi ? "prices" : "markets",
      subcategory: c.cpi ? "consumer prices" : c.code === "shiller.long_rate" ? "bond yields" : "equity index",
      unit: c.unit,
      frequency: "monthly",
      isHeadline: c.code === "shiller.sp500",
      defaultRegion: "US",
      ...(c.cpi ? { seasonalAdjustment: "NSA" } : {}),
      ...(c.code === "shiller.long_rate" ? { retired: LONG_RATE_RETIRED } : {}),
    }),
  ),
  // Shiller writes 0.0 where a value is not published yet (the latest months, and CAPE before 1881):
  // no column here can truly be zero, so 0.0 is a missing value, not an observation.
  parse: (text) => {
    const { rows } = readTable(text, ["Date", ...SHILLER.map((c) => c.column)]);
    return assertUniquePeriods(SHILLER.flatMap((c) => column(rows, c.column, c.code, "US", monthOf("Date"), (v) => v === 0)));
  },
};

// --- US CPI
const cpi: PackFile = {
  file: "cpi-us-monthly.csv",
  repository: "datasets/cpi-us",
  path: "data/cpiai.csv",
  source: "bls-cpi",
  indicators: [
    ind("bls-cpi", {
      code: "cpi.us",
      name: "US consumer price index (CPI-U, all items)",
      description: "Consumer Price Index for All Urban Consumers (CPI-U), U.S. city average, all items, index 1982-84=100, not seasonally adjusted, monthly since 1913 (BLS series CUUR0000SA0).",
      category: "prices",
      subcategory: "consumer prices",
      unit: "index 1982-84=100",
      frequency: "monthly",
      isHeadline: true,
      defaultRegion: "US",
      polarity: "higher_is_worse",
      seasonalAdjustment: "NSA",
    }),
    ind("bls-cpi", {
      code: "cpi.us_monthly_change",
      name: "US consumer price inflation, month over month (CPI-U)",
      description: "Percent change of the CPI-U (all items, U.S. city average, not seasonally adjusted) from the previous month. October 2025 was never published, so November 2025 has no value (the file's figure for it is a change over two months).",
      category: "prices",
      subcategory: "inflation",
      unit: "percent change from previous month",
      frequency: "monthly",
      defaultRegion: "US",
      polarity: "higher_is_worse",
      seasonalAdjustment: "NSA",
    }),
  ],
  // October 2025 was never published, and the file's change for November is the change over two months:
  // a change after a missing month is stored as no value, as the service computes `pch` itself
  parserVersion: 2,
  parse: (text) => {
    const { rows } = readTable(text, ["Date", "Index", "Inflation"]);
    const months = new Set(rows.map((r) => monthOf("Date")(r).periodStart));
    const changes = column(rows, "Inflation", "cpi.us_monthly_change", "US", monthOf("Date")).map((o) => (months.has(addMonths(o.periodStart, -1)) ? o : { ...o, value: null }));
    return assertUniquePeriods([...column(rows, "Index", "cpi.us", "US", monthOf("Date")), ...changes]);
  },
};

// --- US employment, annual (CPS table A-1); persons in thousands
const CPS: { column: string; code: string; name: string; unit: string; polarity?: IndicatorRecord["polarity"] }[] = [
  { column: "population", code: "cps.annual.civilian_population", name: "US civilian noninstitutional population, annual", unit: "thousands of persons" },
  { column: "labor_force", code: "cps.annual.labor_force", name: "US civilian labor force, annual", unit: "thousands of persons" },
  { column: "population_percent", code: "cps.annual.participation_rate", name: "US labor force participation rate, annual", unit: "percent of population", polarity: "higher_is_better" },
  { column: "employed_total", code: "cps.annual.employed", name: "US employed persons, annual", unit: "thousands of persons", polarity: "higher_is_better" },
  { column: "employed_percent", code: "cps.annual.employment_population_ratio", name: "US employment-population ratio, annual", unit: "percent of population", polarity: "higher_is_better" },
  { column: "agrictulture_ratio", code: "cps.annual.employed_agriculture", name: "US employed in agriculture, annual", unit: "thousands of persons" },
  { column: "nonagriculture_ratio", code: "cps.annual.employed_nonagriculture", name: "US employed in nonagricultural industries, annual", unit: "thousands of persons" },
  { column: "unemployed", code: "cps.annual.unemployed", name: "US unemployed persons, annual", unit: "thousands of persons", polarity: "higher_is_worse" },
  { column: "unemployed_percent", code: "cps.annual.unemployment_rate", name: "US unemployment rate, annual average", unit: "percent of labor force", polarity: "higher_is_worse" },
  { column: "not_in_labor", code: "cps.annual.not_in_labor_force", name: "US persons not in the labor force, annual", unit: "thousands of persons" },
];
const employment: PackFile = {
  file: "us-employment-annual.csv",
  repository: "datasets/employment-us",
  path: "data/aat1.csv",
  source: "bls-cps-annual",
  indicators: CPS.map((c) =>
    ind("bls-cps-annual", {
      code: c.code,
      name: c.name,
      description: `${c.name.replace(/, annual.*$/, "")}: annual average of the Current Population Survey, civilian noninstitutional population 16 years and over (14 and over before 1947), since 1941 (BLS CPS table A-1; the agriculture column is spelt "agrictulture_ratio" upstream).`,
      category: "labor",
      subcategory: c.code.includes("unemploy") ? "unemployment" : "employment",
      unit: c.unit,
      frequency: "annual",
      defaultRegion: "US",
      polarity: c.polarity ?? "neutral",
      // the most current national unemployment rate the bundle has (monthly state rates come from FRED on demand)
      isHeadline: c.code === "cps.annual.unemployment_rate",
    }),
  ),
  // 1947 is listed twice: first on the 14-and-over basis of the years before it, then on the 16-and-over
  // basis of the years after. The later row is kept, so the series is on one basis from 1947 on.
  parse: (text) => {
    const byYear = new Map(readTable(text, ["year", ...CPS.map((c) => c.column)]).rows.map((row) => [row.year, row]));
    const rows = [...byYear.values()];
    return assertUniquePeriods(CPS.flatMap((c) => column(rows, c.column, c.code, "US", yearOf("year"))));
  },
};

// --- US GDP (BEA), quarterly and annual
const GDP_COLUMNS = [
  { column: "level-current", code: "gdp", name: "US GDP", unit: "billions of current US dollars", polarity: "higher_is_better" as const },
  { column: "level-chained", code: "gdp_real", name: "US real GDP", unit: "billions of chained 2017 US dollars", polarity: "higher_is_better" as const },
  { column: "change-current", code: "gdp_growth", name: "US GDP growth", unit: "percent change", polarity: "higher_is_better" as const },
  { column: "change-chained", code: "gdp_real_growth", name: "US real GDP growth", unit: "percent change", polarity: "higher_is_better" as const },
];
/** Largest median gap, in percentage points, between a change column and the change its levels imply. */
const GDP_CHANGE_TOLERANCE = 0.1;

/**
 * Which row's level a GDP change belongs to: 0, its own, or 1, the next. DataHub's gdp-us files list each
 * change one row early (the 2020-01-01 row holds the fall into 2020 Q2: its levels give (19,056.6 /
 * 20,693.2)^4 − 1 = −28.1 %), so the alignment is read off the levels rather than assumed, and a file put
 * right upstream is read as it is; a change column that fits neither refuses the file.
 */
function gdpChangeOffset(level: (number | null)[], change: (number | null)[], periodsPerYear: number, name: string): 0 | 1 {
  const misfit = (offset: number) => {
    const gaps: number[] = [];
    for (let i = 0; i + offset < level.length; i++) {
      const [before, after, pct] = [level[i + offset - 1], level[i + offset], change[i]];
      if (before == null || after == null || pct == null || !(before > 0)) continue;
      gaps.push(Math.abs(((after / before) ** periodsPerYear - 1) * 100 - pct));
    }
    gaps.sort((a, b) => a - b);
    return gaps.length ? gaps[gaps.length >> 1]! : Number.POSITIVE_INFINITY;
  };
  const [own, next] = [misfit(0), misfit(1)];
  if (Math.min(own, next) > GDP_CHANGE_TOLERANCE) {
    throw new Error(`${name} fits its levels at neither alignment (median gaps ${own.toFixed(2)} and ${next.toFixed(2)} points)`);
  }
  return own <= next ? 0 : 1;
}

/** The period after a quarter or a year. */
function periodAfter(p: Point): Point {
  const [year, month] = isoYearMonth(p.periodStart);
  if (p.periodType === "quarterly") return month === 10 ? quarterPeriod(year + 1, 1) : quarterPeriod(year, (month + 5) / 3);
  return yearPeriod(year + 1);
}

function gdpUs(kind: "quarterly" | "annual"): PackFile {
  const quarterly = kind === "quarterly";
  const file = quarterly ? "gdp-us-quarterly.csv" : "gdp-us-annual.csv";
  return {
    file,
    // 2: each change dated by the period it ends in (gdpChangeOffset)
    parserVersion: 2,
    repository: "datasets/gdp-us",
    path: quarterly ? "data/quarter.csv" : "data/year.csv",
    source: "bea-gdp",
    indicators: GDP_COLUMNS.map((c) =>
      ind("bea-gdp", {
        code: `bea.${c.code}${quarterly ? "" : "_annual"}`,
        name: `${c.name}, ${kind}`,
        description:
          (c.column.startsWith("level")
            ? `${c.name}, in ${c.unit}${quarterly ? ", seasonally adjusted at annual rates" : ""}`
            : `${c.name}: percent change from the preceding ${quarterly ? "quarter at a seasonally adjusted annual rate" : "year"}, dated by the ${quarterly ? "quarter" : "year"} it ends in (DataHub's file lists each change one row early; the levels show which ${quarterly ? "quarter" : "year"} it belongs to)`) +
          ` (BEA NIPA table 1.1), ${quarterly ? "quarterly since 1947" : "annual since 1929"}.` +
          (c.column.endsWith("chained") ? " The DataHub description says chained 2009 dollars; the values are BEA's current chained (2017) dollar series." : ""),
        category: "economy",
        subcategory: "gdp",
        unit: quarterly && c.column.startsWith("level") ? `${c.unit}, seasonally adjusted annual rate` : quarterly ? "percent change at annual rate" : c.unit,
        frequency: kind,
        isHeadline: quarterly && c.code === "gdp_real_growth",
        defaultRegion: "US",
        polarity: c.polarity,
        ...(quarterly ? { seasonalAdjustment: "SAAR" } : {}),
        // a year's output at an annual rate is the mean of its quarters', as BEA's annual figure is
        ...(quarterly && c.column.startsWith("level") ? { aggregation: "mean" as const } : {}),
      }),
    ),
    parse: (text) => {
      const { rows } = readTable(text, ["date", ...GDP_COLUMNS.map((c) => c.column)]);
      const periods = rows.map(quarterly ? quarterOf("date") : yearOf("date"));
      const values = (name: string) => rows.map((row) => cell(row[name], name));
      return assertUniquePeriods(
        GDP_COLUMNS.flatMap((c) => {
          const indicator = `bea.${c.code}${quarterly ? "" : "_annual"}`;
          const cells = values(c.column);
          // a change's levels: the column of the same dollars
          const offset = c.column.startsWith("change")
            ? gdpChangeOffset(values(c.column.replace("change", "level")), cells, quarterly ? 4 : 1, `${file} ${c.column}`)
            : 0;
          return cells.flatMap((value, i) => (value === null ? [] : [{ indicator, region: "US", ...(offset ? periodAfter(periods[i]!) : periods[i]!), value }]));
        }),
      );
    },
  };
}

// --- World Bank, by country and aggregate
function worldBank(spec: { file: string; repository: string; path: string; code: string; name: string; wdi: string; description: string; unit: string; nameColumn: string; valueColumn: string; category: string; subcategory: string; polarity: IndicatorRecord["polarity"]; headline: boolean }): PackFile {
  return {
    file: spec.file,
    repository: spec.repository,
    path: spec.path,
    source: "world-bank-wdi",
    indicators: [
      ind("world-bank-wdi", {
        code: spec.code,
        name: spec.name,
        description: `${spec.description} World Bank indicator ${spec.wdi}, annual, for every country (ISO 3166-1 alpha-2 region codes) and for World Bank aggregates (region type "aggregate", World Bank codes such as HIC or EUU; the world is WLD).`,
        category: spec.category,
        subcategory: spec.subcategory,
        unit: spec.unit,
        frequency: "annual",
        isHeadline: spec.headline,
        defaultRegion: "WLD",
        polarity: spec.polarity,
      }),
    ],
    parse: (text) => {
      const { rows } = readTable(text, [spec.nameColumn, "Country Code", "Year", spec.valueColumn]);
      const out: ObservationRecord[] = [];
      for (const row of rows) {
        const value = cell(row[spec.valueColumn], spec.valueColumn);
        if (value === null) continue;
        out.push({ indicator: spec.code, region: worldBankRegionCode(row["Country Code"]!), ...yearPeriod(isoYear(row.Year!)), value });
      }
      return assertUniquePeriods(out);
    },
  };
}

/**
 * The region code for a World Bank country code: ISO alpha-2 for a country (src/domain/regions.ts), the World
 * Bank code itself for an aggregate (WLD is the world).
 */
export function worldBankRegionCode(code: string): string {
  if (code === "WLD") return "WLD";
  return countryCodeOfAlpha3(code) ?? code;
}

/** Every entity named in the World Bank files: countries (ISO alpha-2) and aggregates (World Bank codes). */
export function worldBankEntities(texts: string[]): { code: string; worldBankCode: string; name: string; aggregate: boolean }[] {
  const found = new Map<string, { code: string; worldBankCode: string; name: string; aggregate: boolean }>();
  for (const text of texts) {
    const header = csvParseRows(text.slice(0, text.indexOf("\n")))[0] ?? [];
    const nameColumn = header.includes("Country Name") ? "Country Name" : "Country";
    for (const row of readTable(text, [nameColumn, "Country Code"]).rows) {
      const wb = row["Country Code"]!;
      if (found.has(wb)) continue;
      const code = worldBankRegionCode(wb);
      found.set(wb, { code, worldBankCode: wb, name: row[nameColumn]!, aggregate: code === wb && code !== "WLD" });
    }
  }
  return [...found.values()];
}

const population = worldBank({
  file: "population-by-country-annual.csv",
  repository: "datasets/population",
  path: "data/population.csv",
  code: "wb.population",
  name: "Population, total",
  wdi: "SP.POP.TOTL",
  description: "Total population: all residents regardless of legal status or citizenship, midyear estimates.",
  unit: "persons",
  nameColumn: "Country Name",
  valueColumn: "Value",
  category: "demographics",
  subcategory: "population",
  polarity: "neutral",
  headline: true,
});
const gdp = worldBank({
  file: "gdp-by-country-annual.csv",
  repository: "datasets/gdp",
  path: "data/gdp.csv",
  code: "wb.gdp",
  name: "GDP (current US dollars), by country",
  wdi: "NY.GDP.MKTP.CD",
  description: "Gross domestic product at purchasers' prices, in current US dollars (converted from national currencies at official exchange rates).",
  unit: "current US dollars",
  nameColumn: "Country Name",
  valueColumn: "Value",
  category: "economy",
  subcategory: "gdp",
  polarity: "higher_is_better",
  headline: false,
});
const inflation = worldBank({
  file: "inflation-consumer-by-country-annual.csv",
  repository: "datasets/inflation",
  // the repository's two files are swapped: consumer prices (FP.CPI.TOTL.ZG) are in inflation-gdp.csv
  // (data/datahub/README.md)
  path: "data/inflation-gdp.csv",
  code: "wb.inflation_consumer",
  name: "Consumer price inflation, annual, by country",
  wdi: "FP.CPI.TOTL.ZG",
  description: "Inflation, consumer prices: annual percent change in the cost to the average consumer of a basket of goods and services.",
  unit: "percent change from previous year",
  nameColumn: "Country",
  valueColumn: "Inflation",
  category: "prices",
  subcategory: "inflation",
  polarity: "higher_is_worse",
  headline: false,
});

// --- Federal Reserve H.15 and H.10
const yield10y: PackFile = {
  file: "us-10y-yield-monthly.csv",
  repository: "datasets/bond-yields-us-10y",
  path: "data/monthly.csv",
  source: "fed-h15",
  indicators: [
    ind("fed-h15", {
      code: "h15.treasury_10y",
      name: "US 10-year Treasury yield",
      description: "Market yield on US Treasury securities at 10-year constant maturity, quoted on an investment basis, monthly average, percent per year, since April 1953 (Federal Reserve H.15; FRED GS10).",
      category: "rates",
      subcategory: "bond yields",
      unit: "percent per year",
      frequency: "monthly",
      isHeadline: true,
      defaultRegion: "US",
    }),
  ],
  parse: (text) => assertUniquePeriods(column(readTable(text, ["Date", "Rate"]).rows, "Rate", "h15.treasury_10y", "US", monthOf("Date"))),
};

/** The H.10 file's country names and the region each is stored under (the euro: the euro area, EMU). */
export const H10_REGIONS: Record<string, { code: string; name: string }> = Object.fromEntries(
  (
    [
      ["Australia", "AU"], ["Austria", "AT"], ["Belgium", "BE"], ["Brazil", "BR"], ["Canada", "CA"], ["China", "CN"],
      ["Denmark", "DK"], ["Euro", "EMU"], ["Finland", "FI"], ["France", "FR"], ["Germany", "DE"], ["Greece", "GR"],
      ["Hong Kong", "HK"], ["India", "IN"], ["Ireland", "IE"], ["Italy", "IT"], ["Japan", "JP"], ["Malaysia", "MY"],
      ["Mexico", "MX"], ["Netherlands", "NL"], ["New Zealand", "NZ"], ["Norway", "NO"], ["Portugal", "PT"],
      ["Singapore", "SG"], ["South Africa", "ZA"], ["South Korea", "KR"], ["Spain", "ES"], ["Sri Lanka", "LK"],
      ["Sweden", "SE"], ["Switzerland", "CH"], ["Taiwan", "TW"], ["Thailand", "TH"], ["United Kingdom", "GB"],
      ["Venezuela", "VE"],
    ] as const
  ).map(([name, code]) => [name, { code, name }]),
);

export function h10RegionCode(name: string): string {
  const region = H10_REGIONS[name];
  if (!region) throw new Error(`no region for H.10 country "${name}"`);
  return region.code;
}

/** The file's national currencies, the euro aside (34 series in all). */
const H10_CURRENCIES = Object.keys(H10_REGIONS).length - 1;
/**
 * Venezuela's bolívar was redenominated twice, and the file gives each month in the bolívar of its date:
 * 2018-08 2,495,016.15 then 2018-09 61.4953 (the bolívar soberano, 100,000 bolívares fuertes), 2021-10
 * 4,191,337.21 then 2021-11 4.4848 (the bolívar digital, a million soberanos); before 2008 it already has the
 * old bolívar restated in fuertes. A change across those months would be the redenomination, not a move of
 * the rate (and a phantom signal), so the series is restated in today's bolívar throughout, as the IMF and the
 * World Bank restate a redenominated currency. Each step applies only where the file still shows it (the rate
 * falling a thousandfold into that month): a copy already restated upstream is read as it is.
 */
const VENEZUELA_REDENOMINATIONS = [
  { periodStart: "2018-09-01", digits: 5 },
  { periodStart: "2021-11-01", digits: 6 },
] as const;

const VENEZUELA_UNITS =
  "Venezuela's rates are restated in bolívares digitales (the bolívar since November 2021 in this file) throughout, as the IMF and the World Bank restate a redenominated currency: the file gives each month in the bolívar of its date, bolívares fuertes to August 2018 (the years before 2008 restated from the old bolívar at 1,000 to one), bolívares soberanos (100,000 fuertes each) from September 2018 and bolívares digitales (a million soberanos each) from November 2021, so its values before September 2018 are divided here by 100,000,000,000 and those from September 2018 to October 2021 by 1,000,000 (August 2018: 2,495,016.15 fuertes in the file, 0.0000249502 here).";

function restateVenezuela(rows: ObservationRecord[]): void {
  const ve = rows.filter((r) => r.region === "VE").sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  const shifts = new Map<ObservationRecord, number>();
  for (const { periodStart, digits } of VENEZUELA_REDENOMINATIONS) {
    const at = ve.findIndex((r) => r.periodStart === periodStart);
    if (at < 1 || !(ve[at - 1]!.value! / ve[at]!.value! > 1000)) continue;
    for (const r of ve.slice(0, at)) shifts.set(r, (shifts.get(r) ?? 0) + digits);
  }
  // the decimal point moved in the file's own digits, so 2,495,016.1501 is 0.000024950161501 with no binary noise
  for (const [r, digits] of shifts) r.value = Number(`${r.value}e-${digits}`);
}

const exchangeRates: PackFile = {
  file: "exchange-rates-monthly.csv",
  repository: "datasets/exchange-rates",
  path: "data/monthly.csv",
  source: "fed-h10",
  // 2: Venezuela restated in today's bolívar; 3: by moving the decimal point (2 divided, leaving binary noise)
  parserVersion: 3,
  indicators: [
    ind("fed-h10", {
      code: "fx.currency_per_usd",
      name: "Exchange rate, currency units per US dollar",
      description:
        `Units of the region's currency per US dollar, monthly average of noon buying rates in New York (Federal Reserve H.10), for the currencies of ${H10_CURRENCIES} countries and the euro (region EMU); the euro-area legacy currencies end in December 2001, Greece's drachma in December 2000. H.10 quotes the euro, the pound, the Australian and New Zealand dollars and the Irish pound the other way round (US dollars per unit); this file has them inverted like the rest, whatever its description says (euro, January 1999: 0.8627 here, 1/1.1591). ${VENEZUELA_UNITS}`,
      category: "markets",
      subcategory: "exchange rates",
      unit: "national currency units per US dollar",
      frequency: "monthly",
      defaultRegion: "EMU",
    }),
  ],
  parse: (text) => {
    const { rows } = readTable(text, ["Date", "Country", "Exchange rate"]);
    const out: ObservationRecord[] = [];
    for (const row of rows) {
      const value = cell(row["Exchange rate"], "Exchange rate");
      if (value === null) continue;
      out.push({ indicator: "fx.currency_per_usd", region: h10RegionCode(row.Country!), ...monthOf("Date")(row), value });
    }
    restateVenezuela(out);
    return assertUniquePeriods(out);
  },
};

// --- EIA spot prices, daily
function eiaDaily(spec: { file: string; repository: string; path: string; code: string; name: string; description: string; unit: string; region: string }): PackFile {
  return {
    file: spec.file,
    repository: spec.repository,
    path: spec.path,
    source: "eia-spot-prices",
    indicators: [
      ind("eia-spot-prices", {
        code: spec.code,
        name: spec.name,
        description: spec.description,
        category: "energy",
        subcategory: spec.code === "eia.henry_hub" ? "natural gas" : "oil",
        unit: spec.unit,
        frequency: "daily",
        isHeadline: spec.code !== "eia.henry_hub",
        defaultRegion: spec.region,
      }),
    ],
    parse: (text) => assertUniquePeriods(column(readTable(text, ["Date", "Price"]).rows, "Price", spec.code, spec.region, dayOf("Date"))),
  };
}
const wti = eiaDaily({
  file: "oil-wti-daily.csv",
  repository: "datasets/oil-prices",
  path: "data/wti-daily.csv",
  code: "eia.wti",
  name: "WTI crude oil spot price, Cushing, Oklahoma",
  description: "West Texas Intermediate crude oil spot price at Cushing, Oklahoma, FOB, daily trading days since 1986 (EIA series RWTC).",
  unit: "US dollars per barrel",
  region: "US",
});
const brent = eiaDaily({
  file: "oil-brent-daily.csv",
  repository: "datasets/oil-prices",
  path: "data/brent-daily.csv",
  code: "eia.brent",
  name: "Brent crude oil spot price, Europe",
  description: "Europe Brent crude oil spot price, FOB, daily trading days since May 1987 (EIA series RBRTE). A world benchmark, served for the region WLD.",
  unit: "US dollars per barrel",
  region: "WLD",
});
const henryHub = eiaDaily({
  file: "natural-gas-henry-hub-daily.csv",
  repository: "datasets/natural-gas",
  path: "data/daily.csv",
  code: "eia.henry_hub",
  name: "Henry Hub natural gas spot price",
  description: "Natural gas spot price at the Henry Hub, Louisiana, daily trading days since 1997 (EIA series RNGWHHD).",
  unit: "US dollars per million Btu",
  region: "US",
});

// --- Gold
// Monthly prices begin in 1960 (World Bank); every year 1833-1959 (Timothy Green) has one value, its annual
// average, written in all twelve months, as DataHub's descriptor says, so a month's change before 1960 is 0 and
// the January-December change is that of the year's average: the description says so.
const gold: PackFile = {
  file: "gold-monthly.csv",
  repository: "datasets/gold-prices",
  path: "data/monthly.csv",
  source: "gold-prices",
  indicators: [
    ind("gold-prices", {
      code: "gold.price",
      name: "Gold price, monthly",
      description:
        "Price of gold in US dollars per troy ounce, monthly since 1960 (World Bank commodity price data); for 1833-1959 the year's average repeated for each month (Timothy Green's historical series), so those months do not move within a year.",
      category: "markets",
      subcategory: "commodities",
      unit: "US dollars per troy ounce",
      frequency: "monthly",
      defaultRegion: "WLD",
    }),
  ],
  parse: (text) => assertUniquePeriods(column(readTable(text, ["Date", "Price"]).rows, "Price", "gold.price", "WLD", monthOf("Date"))),
};

// --- Case-Shiller
/*
 * Only the national file. The same repository's 20-city file (`data/cities-month-SA.csv`) is not bundled: its
 * columns do not hold what their names say. Every city's index is 100 in January 2000 by construction, yet 8 of
 * its 20 city columns stand far from it that month (San Diego 68.9, San Francisco 148.3), "Composite-20" runs
 * from 1987 though that composite begins in 2000, "San Francisco" peaks at 331 in July 2011 and "Charlotte" at
 * 302 in June 2009, and "National-US" is 224.6 in July 2006 where the national file's seasonally adjusted index
 * is 184.6. Which column is which cannot be told from the file, so its series were withdrawn (2026-11-29,
 * migration 0014) rather than served under names they do not match.
 */
// The base is the unadjusted index's: it is 100.000 in January 2000, the adjusted one 100.552 (FRED labels both
// "Index Jan 2000=100"), so the unit stays and the adjusted series' description says whose base it is.
const caseShillerCommon = { category: "housing", subcategory: "home prices", frequency: "monthly" as const, unit: "index January 2000=100", polarity: "neutral" as const };
const caseShillerNational: PackFile = {
  file: "case-shiller-national-monthly.csv",
  // 2: each column read as the series it holds (see parse)
  parserVersion: 2,
  repository: "datasets/house-prices-us",
  path: "data/national-month.csv",
  source: "case-shiller",
  indicators: [
    ind("case-shiller", {
      ...caseShillerCommon,
      code: "caseshiller.national",
      name: "S&P CoreLogic Case-Shiller US national home price index",
      description: "S&P CoreLogic Case-Shiller U.S. National Home Price Index, January 2000 = 100, not seasonally adjusted, monthly since 1975 (FRED CSUSHPINSA).",
      defaultRegion: "US",
      seasonalAdjustment: "NSA",
    }),
    ind("case-shiller", {
      ...caseShillerCommon,
      code: "caseshiller.national_sa",
      name: "S&P CoreLogic Case-Shiller US national home price index, seasonally adjusted",
      description:
        "S&P CoreLogic Case-Shiller U.S. National Home Price Index, seasonally adjusted, monthly since 1975 (FRED CSUSHPISA), on the unadjusted index's base, January 2000 = 100: the adjusted index itself stands at 100.552 that month.",
      defaultRegion: "US",
      isHeadline: true,
      seasonalAdjustment: "SA",
    }),
  ],
  /*
   * The file's two columns hold each other's series: "National-US-SA" is the one with the calendar pattern
   * (its mean month-on-month change over 1990–2019 runs from −0.14 % in December to +0.87 % in May, a spread of
   * 1.0 point) and "National-US" the one without (0.19–0.34 % every month). Its July 2024 values, 325.784 and
   * 321.556, are FRED's CSUSHPINSA and CSUSHPISA of that month. So each column is read as the series it holds.
   */
  parse: (text) => {
    const { rows } = readTable(text, ["Date", "National-US", "National-US-SA"]);
    return assertUniquePeriods([...column(rows, "National-US-SA", "caseshiller.national", "US", monthOf("Date")), ...column(rows, "National-US", "caseshiller.national_sa", "US", monthOf("Date"))]);
  },
};
// --- CO2
const co2Common = { category: "environment", subcategory: "greenhouse gases", unit: "parts per million (ppm)", defaultRegion: "WLD", polarity: "higher_is_worse" as const };
const co2Monthly: PackFile = {
  file: "co2-mauna-loa-monthly.csv",
  repository: "datasets/co2-ppm",
  path: "data/co2-mm-mlo.csv",
  source: "noaa-gml-co2",
  indicators: [
    ind("noaa-gml-co2", {
      ...co2Common,
      code: "noaa.co2_mauna_loa",
      name: "Atmospheric CO2 concentration, Mauna Loa, monthly",
      description: "Monthly mean CO2 mole fraction in dry air at Mauna Loa Observatory, Hawaii, in ppm (WMO X2019 scale), since March 1958 (NOAA GML and Scripps).",
      frequency: "monthly",
      isHeadline: true,
      seasonalAdjustment: "NSA",
      // a year's concentration is the mean of its months, as NOAA's annual mean at Mauna Loa is
      aggregation: "mean",
    }),
    ind("noaa-gml-co2", {
      ...co2Common,
      code: "noaa.co2_mauna_loa_sa",
      name: "Atmospheric CO2 concentration, Mauna Loa, deseasonalized",
      description: "Monthly CO2 mole fraction at Mauna Loa with the average seasonal cycle removed, in ppm, since March 1958 (NOAA GML).",
      frequency: "monthly",
      seasonalAdjustment: "SA",
      aggregation: "mean",
    }),
  ],
  // The header names six columns (Date, Decimal Date, Average, Interpolated, Trend, Number of Days) but
  // rows carry seven values: NOAA's current layout, date, decimal date, monthly average, deseasonalized,
  // days, standard deviation of the days, uncertainty. So "Average" is read by name, and the deseasonalized
  // value is the column after it (the one headed "Interpolated"), checked by the count of values per row.
  parse: (text) => {
    const { rows, extra } = readTable(text, ["Date", "Average", "Interpolated"]);
    const out: ObservationRecord[] = [];
    rows.forEach((row, i) => {
      if (extra[i]!.length !== 1) throw new Error(`row ${i + 1}: expected 7 values (NOAA's layout under a 6-name header), got ${6 + extra[i]!.length}`);
      const period = monthOf("Date")(row);
      const average = cell(row.Average, "Average");
      const deseasonalized = cell(row.Interpolated, "Interpolated");
      // NOAA marks a month without data -99.99
      if (average !== null && average > 0) out.push({ indicator: "noaa.co2_mauna_loa", region: "WLD", ...period, value: average });
      if (deseasonalized !== null && deseasonalized > 0) out.push({ indicator: "noaa.co2_mauna_loa_sa", region: "WLD", ...period, value: deseasonalized });
    });
    return assertUniquePeriods(out);
  },
};
const co2Global: PackFile = {
  file: "co2-global-annual.csv",
  repository: "datasets/co2-ppm",
  path: "data/co2-annmean-gl.csv",
  source: "noaa-gml-co2",
  indicators: [
    ind("noaa-gml-co2", {
      ...co2Common,
      code: "noaa.co2_global",
      name: "Atmospheric CO2 concentration, global annual mean",
      description: "Global annual mean CO2 mole fraction from marine surface sites, in ppm, since 1979 (NOAA GML).",
      frequency: "annual",
    }),
  ],
  parse: (text) => assertUniquePeriods(column(readTable(text, ["Year", "Mean"]).rows, "Mean", "noaa.co2_global", "WLD", yearOf("Year"))),
};

// --- Global temperature
/*
 * The file's "gcag" rows are not NOAA's Climate at a Glance, whatever the label and DataHub's descriptor say: the
 * repository's scripts/process.py (at the bundled commit) downloads the Met Office's HadCRUT.5.0.2.0 analysis
 * global monthly series and writes it under that label. Its anomalies are HadCRUT's, from 1961-1990 (they average
 * 0.008 over those years and -0.10 over 1901-2000, which a 20th-century base would make 0). The code keeps the
 * label, as every code here follows the file's: codes are stable identifiers; name, description and source say
 * what the series is.
 */
const TEMPERATURE_SERIES: Record<string, string> = { gcag: "temperature.gcag_monthly", GISTEMP: "temperature.gistemp_monthly" };
const globalTemp: PackFile = {
  file: "global-temp-monthly.csv",
  repository: "datasets/global-temp",
  path: "data/monthly.csv",
  source: "global-temp",
  indicators: [
    ind("global-temp", {
      code: "temperature.gcag_monthly",
      name: "Global land and ocean temperature anomaly, monthly (HadCRUT5)",
      description:
        "Global land and ocean surface temperature anomaly, monthly since 1850, in degrees Celsius relative to the 1961-1990 average (HadCRUT5, Met Office Hadley Centre and the University of East Anglia's Climatic Research Unit, analysis version 5.0.2.0). The file labels it \"gcag\", hence the code, and DataHub's description calls it NOAA's Climate at a Glance relative to the 20th-century average, but the repository's script downloads HadCRUT5, and its values average 0 over 1961-1990.",
      category: "environment",
      subcategory: "climate",
      unit: "degrees Celsius (anomaly)",
      frequency: "monthly",
      isHeadline: true,
      defaultRegion: "WLD",
      polarity: "higher_is_worse",
      // a year's anomaly is the mean of its months, as both publishers' annual figures are
      aggregation: "mean",
    }),
    ind("global-temp", {
      code: "temperature.gistemp_monthly",
      name: "Global land-ocean temperature anomaly, monthly (NASA GISTEMP)",
      description: "Global land-ocean temperature index, monthly since 1880, in degrees Celsius relative to the 1951-1980 average (NASA GISS GISTEMP).",
      category: "environment",
      subcategory: "climate",
      unit: "degrees Celsius (anomaly)",
      frequency: "monthly",
      defaultRegion: "WLD",
      polarity: "higher_is_worse",
      aggregation: "mean",
    }),
  ],
  parse: (text) => {
    const { rows } = readTable(text, ["Source", "Year", "Mean"]);
    const out: ObservationRecord[] = [];
    for (const row of rows) {
      const code = TEMPERATURE_SERIES[row.Source!];
      if (!code) throw new Error(`unknown temperature source "${row.Source}"`);
      const value = cell(row.Mean, "Mean");
      if (value !== null) out.push({ indicator: code, region: "WLD", ...monthOf("Year")(row), value });
    }
    return assertUniquePeriods(out);
  },
};

// --- Sea level
const seaLevel: PackFile = {
  file: "sea-level-epa-annual.csv",
  repository: "datasets/sea-level-rise",
  path: "data/epa-sea-level.csv",
  source: "epa-sea-level",
  indicators: [
    ind("epa-sea-level", {
      code: "epa.sea_level_csiro",
      name: "Global mean sea level change since 1880 (CSIRO, adjusted)",
      description: "Cumulative change in global mean sea level since 1880, in inches, annual, from CSIRO's reconstruction of tide-gauge and satellite measurements (EPA climate indicators). Its uncertainty bounds are not served.",
      category: "environment",
      subcategory: "climate",
      unit: "inches (cumulative since 1880)",
      frequency: "annual",
      defaultRegion: "WLD",
      polarity: "higher_is_worse",
    }),
    ind("epa-sea-level", {
      code: "epa.sea_level_noaa",
      name: "Global mean sea level change (NOAA satellite altimetry, adjusted)",
      description: "Cumulative change in global mean sea level in inches, annual since 1993, from NOAA's satellite altimetry, adjusted to match CSIRO's series (EPA climate indicators).",
      category: "environment",
      subcategory: "climate",
      unit: "inches (cumulative since 1880)",
      frequency: "annual",
      defaultRegion: "WLD",
      polarity: "higher_is_worse",
    }),
  ],
  parse: (text) => {
    const { rows } = readTable(text, ["Year", "CSIRO Adjusted Sea Level", "NOAA Adjusted Sea Level"]);
    return assertUniquePeriods([
      ...column(rows, "CSIRO Adjusted Sea Level", "epa.sea_level_csiro", "WLD", yearOf("Year")),
      ...column(rows, "NOAA Adjusted Sea Level", "epa.sea_level_noaa", "WLD", yearOf("Year")),
    ]);
  },
};

export const PACK_FILES: PackFile[] = [
  sp500,
  cpi,
  employment,
  gdpUs("quarterly"),
  gdpUs("annual"),
  population,
  gdp,
  inflation,
  yield10y,
  exchangeRates,
  wti,
  brent,
  henryHub,
  gold,
  caseShillerNational,
  co2Monthly,
  co2Global,
  globalTemp,
  seaLevel,
];

export const WORLD_BANK_FILES = [population.file, gdp.file, inflation.file];

export function packSource(slug: string): SourceRecord {
  const s = PACK_SOURCES.find((x) => x.slug === slug);
  if (!s) throw new Error(`no pack source ${slug}`);
  return s;
}

/** The pack as datasets, one per source, from the files' texts. */
export function packDatasets(read: (file: string) => string): BundledDataset[] {
  return PACK_SOURCES.map((source) => {
    const files = PACK_FILES.filter((f) => f.source === source.slug);
    return {
      source,
      indicators: files.flatMap((f) => f.indicators),
      observations: files.flatMap((f) => {
        try {
          return f.parse(read(f.file));
        } catch (err) {
          throw new Error(`${f.file}: ${(err as Error).message}`, { cause: err });
        }
      }),
    };
  });
}

/** Regions the pack needs beyond the countries: the World Bank aggregates (the Case-Shiller metro areas were withdrawn with their series). */
export function packRegions(worldBankTexts: string[]): { countries: { code: string; name: string }[]; extra: Omit<RegionRecord, "slug">[] } {
  const none = { fipsState: null, fipsCounty: null, postal: null };
  const entities = worldBankEntities(worldBankTexts);
  return {
    countries: [
      ...entities.filter((e) => !e.aggregate && e.code !== "WLD").map((e) => ({ code: e.code, name: e.name })),
      ...Object.values(H10_REGIONS).filter((r) => r.code !== "EMU"),
    ],
    extra: [
      ...entities.filter((e) => e.aggregate).map((e) => ({ code: e.code, type: "aggregate" as const, name: e.name, parentCode: "WLD", ...none })),
    ],
  };
}
