/**
 * Parsers for the time series bundled in the vega-datasets npm package.
 * Each function reads one data file plus its datapackage.json entry and returns
 * normalized source, indicator and observation records. No I/O beyond reading
 * files from node_modules.
 */
import type { BundledDataset, IndicatorRecord, ObservationRecord, SourceRecord } from "./types.js";
import { packageVersion, parseDelimited, readPackageJson, readPackageText } from "./package-files.js";
import { countryCodeForGapminderName, loadRegions, slugify } from "./regions.js";
import { dayPeriod, isoYearMonth, monthPeriod, yearPeriod } from "./periods.js";

/**
 * Bump whenever a loader's output changes, so stored copies are refreshed.
 * 2: five series retired in favour of the data pack's current ones (RETIRED); seasonal adjustment stated.
 * 3: countries carry their other names and demonyms (region_aliases).
 * 4: the daily weather states how a longer period is made of its days (aggregation).
 */
const LOADER_VERSION = "4";

/** Identifies the bundled data: the three package versions plus the loader version. */
export function bundledDataVersion(): string {
  return [
    `vega-datasets@${packageVersion("vega-datasets")}`,
    `us-atlas@${packageVersion("us-atlas")}`,
    `i18n-iso-countries@${packageVersion("i18n-iso-countries")}`,
    `world-countries@${packageVersion("world-countries")}`,
    `loader@${LOADER_VERSION}`,
  ].join("+");
}

// ---------------------------------------------------------------------------
// datapackage.json and source records

interface DataResource {
  path: string;
  description?: string;
  licenses?: { title?: string; path?: string }[];
  sources?: { title?: string; path?: string }[];
}

let resources: Map<string, DataResource> | undefined;

function resource(file: string): DataResource {
  if (!resources) {
    const pkg = readPackageJson<{ resources: DataResource[] }>("vega-datasets", "datapackage.json");
    resources = new Map(pkg.resources.map((r) => [r.path, r]));
  }
  const found = resources.get(file);
  if (!found) throw new Error(`vega-datasets datapackage.json has no entry for ${file}`);
  return found;
}

/** Source record whose provider, docs URL, license and description come from datapackage.json. */
function sourceFor(
  file: string,
  slug: string,
  name: string,
  category: string,
  sourceUpdatedAt: string | null = null,
): SourceRecord {
  const r = resource(file);
  const description = r.description
    ? r.description
        .split("\n")
        .map((line) => line.trimEnd())
        .join("\n")
        .trim()
    : null;
  return {
    slug,
    name,
    provider: r.sources?.[0]?.title ?? null,
    category,
    docsUrl: r.sources?.[0]?.path ?? null,
    description,
    license: r.licenses?.[0]?.title ?? null,
    sourceUpdatedAt,
  };
}

function readCsv(file: string, delimiter = ","): Record<string, string>[] {
  return parseDelimited(readPackageText("vega-datasets", `data/${file}`), delimiter);
}

function readJson<T>(file: string): T {
  return readPackageJson<T>("vega-datasets", `data/${file}`);
}

// ---------------------------------------------------------------------------
// small helpers

type IndicatorInput = Omit<IndicatorRecord, "accessTier" | "isHeadline" | "subcategory" | "polarity"> &
  Partial<Pick<IndicatorRecord, "accessTier" | "isHeadline" | "subcategory" | "polarity">>;

/** The day these frozen copies were retired from the catalog in favour of the data pack (src/sources/datahub.ts). */
const RETIRED_AT = "2026-11-24";

/**
 * Series of this package that a current, refreshed series of the data pack replaces. They stay in the catalog
 * and keep serving their stored observations, but are no longer headline series: search lists them after the
 * current ones and /v1/ask answers from the replacement (src/db/queries/indicators.ts).
 * Left current on purpose: ipums.us_population (census counts back to 1850, which no pack series has),
 * gapminder.life_expectancy and gapminder.fertility (nothing in the pack measures them), and every other series.
 */
export const RETIRED: Record<string, { replacedBy: string; reason: string }> = {
  "sp500.close": {
    replacedBy: "shiller.sp500",
    reason:
      "Frozen copy (vega-datasets) ending March 2010; replaced by Robert Shiller's S&P 500 series, monthly since 1871 and refreshed. Note that Shiller's value is the month's average of daily closes, not the month-end close.",
  },
  "co2.mauna_loa": {
    replacedBy: "noaa.co2_mauna_loa",
    reason: "Frozen copy (vega-datasets) ending April 2020; replaced by NOAA's current Mauna Loa monthly record, refreshed monthly.",
  },
  "co2.mauna_loa_adjusted": {
    replacedBy: "noaa.co2_mauna_loa_sa",
    reason: "Frozen copy (vega-datasets) ending April 2020; replaced by NOAA's current deseasonalized Mauna Loa record, refreshed monthly.",
  },
  "temperature.global_anomaly": {
    replacedBy: "temperature.gistemp_monthly",
    reason: "Frozen annual copy (vega-datasets) of NASA GISTEMP ending 2023; replaced by the current monthly GISTEMP series, refreshed from upstream.",
  },
  "gapminder.population": {
    replacedBy: "wb.population",
    reason:
      "Frozen copy (vega-datasets) with one value every five years, 1955-2005, for 62 countries; replaced by the World Bank's annual population of every country, refreshed from upstream.",
  },
};

function indicator(input: IndicatorInput): IndicatorRecord {
  const record: IndicatorRecord = { accessTier: "free", isHeadline: false, subcategory: null, polarity: "neutral", ...input };
  const retired = RETIRED[record.code];
  // a retired series is never the headline one: its replacement is
  return retired ? { ...record, isHeadline: false, retired: { at: RETIRED_AT, reason: retired.reason, replacedBy: retired.replacedBy } } : record;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Jan 1 2000" -> [2000, 1] */
function textYearMonth(text: string): [number, number] {
  const [mon, , year] = text.split(" ");
  const month = MONTHS.indexOf(mon ?? "") + 1;
  if (month === 0 || !year) throw new Error(`cannot parse date "${text}"`);
  return [Number(year), month];
}

/** Numeric cell; empty means missing. Anything else non-numeric is an error. */
function num(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined || text === "") return null;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`not a number: ${text}`);
  return value;
}

const underscoreSlug = (text: string) => slugify(text).replace(/-/g, "_");

// ---------------------------------------------------------------------------
// 1. us-employment.csv: BLS Current Employment Statistics

/** Supersector columns and how to say them in a name. */
const CES_COLUMNS: Record<string, string> = {
  nonfarm: "total nonfarm",
  private: "total private",
  goods_producing: "goods-producing",
  service_providing: "service-providing",
  private_service_providing: "private service-providing",
  mining_and_logging: "mining and logging",
  construction: "construction",
  manufacturing: "manufacturing",
  durable_goods: "durable goods",
  nondurable_goods: "nondurable goods",
  trade_transportation_utilties: "trade, transportation, and utilities", // column name misspelt upstream
  wholesale_trade: "wholesale trade",
  retail_trade: "retail trade",
  transportation_and_warehousing: "transportation and warehousing",
  utilities: "utilities",
  information: "information",
  financial_activities: "financial activities",
  professional_and_business_services: "professional and business services",
  education_and_health_services: "education and health services",
  leisure_and_hospitality: "leisure and hospitality",
  other_services: "other services",
  government: "government",
};

export function loadUsEmployment(): BundledDataset {
  const file = "us-employment.csv";
  // datapackage: "Downloaded and reformatted on Nov. 11, 2018."
  const source = sourceFor(file, "bls-ces", "BLS Current Employment Statistics (via vega-datasets)", "labor", "2018-11-11T00:00:00Z");
  const rows = readCsv(file);
  const columns = Object.keys(rows[0] ?? {}).filter((c) => c !== "month" && c !== "nonfarm_change");
  const unknown = columns.filter((c) => !(c in CES_COLUMNS));
  if (unknown.length > 0) throw new Error(`unexpected us-employment.csv columns: ${unknown.join(", ")}`);

  const codeFor = (column: string) =>
    `ces.${column === "trade_transportation_utilties" ? "trade_transportation_utilities" : column}`;

  const indicators = columns.map((column) => {
    const label = CES_COLUMNS[column]!;
    const isNonfarm = column === "nonfarm";
    return indicator({
      code: codeFor(column),
      sourceSlug: source.slug,
      name: `All employees, ${label}`,
      description:
        `Employment: number of employees on ${label} payrolls in the United States, in thousands of persons, ` +
        `seasonally adjusted, monthly, from the BLS Current Employment Statistics (CES) establishment survey.` +
        (isNonfarm ? " Total nonfarm payroll employment is the usual headline measure of U.S. jobs." : ""),
      category: "labor",
      subcategory: "employment",
      unit: "thousands of persons",
      frequency: "monthly",
      isHeadline: isNonfarm,
      defaultRegion: "US",
      polarity: "higher_is_better",
      seasonalAdjustment: "SA",
    });
  });

  const observations: ObservationRecord[] = [];
  for (const row of rows) {
    const [year, month] = isoYearMonth(row.month!);
    const period = monthPeriod(year, month);
    for (const column of columns) {
      observations.push({ indicator: codeFor(column), region: "US", ...period, value: num(row[column]) });
    }
  }
  return { source, indicators, observations };
}

// ---------------------------------------------------------------------------
// 2. unemployment-across-industries.json: CPS unemployment by industry

interface IndustryRow {
  series: string;
  year: number;
  month: number;
  count: number | null;
  rate: number | null;
}

/*
 * Not seasonally adjusted: the package's script (scripts/make-unemployment-across-industries.py in
 * vega/vega-datasets) fetches BLS's LNU series (LNU04032231, construction's rate; LNU03… the counts), the
 * unadjusted ones (the adjusted are LNS), and the file shows the calendar: over 2000-2009 construction's rate
 * averages 11.7 % in January and 7.4 % in July.
 */
// no industry is named in it: every series of the group carries it, and a question's industry word would match them all
const CPS_INDUSTRY_NSA = "not seasonally adjusted (BLS's LNU series): the months keep their seasonal swings.";

export function loadUnemploymentByIndustry(): BundledDataset {
  const file = "unemployment-across-industries.json";
  const source = sourceFor(file, "bls-cps-industry", "BLS Current Population Survey unemployment by industry (via vega-datasets)", "labor");
  const rows = readJson<IndustryRow[]>(file);
  const industries = [...new Set(rows.map((r) => r.series))].sort();

  const indicators: IndicatorRecord[] = [];
  for (const industry of industries) {
    const slug = underscoreSlug(industry);
    const common = {
      sourceSlug: source.slug,
      category: "labor",
      subcategory: "unemployment",
      frequency: "monthly" as const,
      defaultRegion: "US",
      polarity: "higher_is_worse" as const,
      seasonalAdjustment: "NSA",
    };
    const group = `the "${industry}" group of the Current Population Survey (CPS) industry and class-of-worker breakdown (BLS Table A-31 layout)`;
    indicators.push(
      indicator({
        ...common,
        code: `cps.unemployed.${slug}`,
        name: `Unemployed persons, ${industry.toLowerCase()}`,
        description: `Unemployment: number of unemployed persons in ${group}, United States, monthly, in thousands of persons, ${CPS_INDUSTRY_NSA}`,
        unit: "thousands of persons",
      }),
      indicator({
        ...common,
        code: `cps.unemployment_rate.${slug}`,
        name: `Unemployment rate, ${industry.toLowerCase()}`,
        description: `Unemployment rate, in percent, for ${group}, United States, monthly, ${CPS_INDUSTRY_NSA}`,
        unit: "percent",
      }),
    );
  }

  const observations: ObservationRecord[] = [];
  for (const row of rows) {
    const slug = underscoreSlug(row.series);
    const period = monthPeriod(row.year, row.month);
    observations.push(
      { indicator: `cps.unemployed.${slug}`, region: "US", ...period, value: num(row.count) },
      { indicator: `cps.unemployment_rate.${slug}`, region: "US", ...period, value: num(row.rate) },
    );
  }
  return { source, indicators, observations };
}

// ---------------------------------------------------------------------------
// 3. unemployment.tsv: county unemployment rates (LAUS)

export function loadCountyUnemployment(): BundledDataset {
  const file = "unemployment.tsv";
  const source = sourceFor(file, "bls-laus-county", "BLS Local Area Unemployment Statistics, county unemployment rates (via vega-datasets)", "labor");
  const counties = new Set(loadRegions().filter((r) => r.type === "county").map((r) => r.code));
  // The datapackage describes the values as "generally consistent with levels reported in 2009".
  const period = yearPeriod(2009, "annual");

  const observations: ObservationRecord[] = [];
  const dropped: string[] = [];
  for (const row of readCsv(file, "\t")) {
    const fips = row.id!.padStart(5, "0");
    if (!counties.has(fips)) {
      dropped.push(fips);
      continue;
    }
    const fraction = num(row.rate);
    const value = fraction === null ? null : Math.round(fraction * 1000) / 10;
    observations.push({ indicator: "laus.unemployment_rate", region: fips, ...period, value });
  }

  const indicators = [
    indicator({
      code: "laus.unemployment_rate",
      sourceSlug: source.slug,
      name: "Unemployment rate by county",
      description:
        "Unemployment rate for U.S. counties: unemployed persons as a percent of the labor force, from the BLS " +
        "Local Area Unemployment Statistics (LAUS) program. vega-datasets describes the figures as generally consistent " +
        "with levels reported in 2009, so they are stored as one 2009 value per county. The file gives fractions; " +
        "they are converted to percent rounded to one decimal." +
        (dropped.length > 0
          ? ` ${dropped.length} county codes that are not in the us-atlas county list are left out (${dropped.join(", ")}).`
          : ""),
      category: "labor",
      subcategory: "unemployment",
      unit: "percent",
      frequency: "annual",
      defaultRegion: null,
      polarity: "higher_is_worse",
    }),
  ];
  return { source, indicators, observations };
}

// ---------------------------------------------------------------------------
// 4. sp500.csv

export function loadSp500(): BundledDataset {
  const file = "sp500.csv";
  const source = sourceFor(file, "sp500", "S&P 500 index, monthly (via vega-datasets)", "markets");
  const indicators = [
    indicator({
      code: "sp500.close",
      sourceSlug: source.slug,
      name: "S&P 500 index, monthly close",
      description: "Monthly closing value of the S&P 500 U.S. stock market index, in index points.",
      category: "markets",
      subcategory: "equity index",
      unit: "index",
      frequency: "monthly",
      defaultRegion: "US",
    }),
  ];
  const observations = readCsv(file).map((row): ObservationRecord => {
    const [year, month] = textYearMonth(row.date!);
    return { indicator: "sp500.close", region: "US", ...monthPeriod(year, month), value: num(row.price) };
  });
  return { source, indicators, observations };
}

// ---------------------------------------------------------------------------
// 5. stocks.csv

/** Company behind each ticker in the file (the datapackage only says "five companies"). */
const COMPANIES: Record<string, string> = {
  AAPL: "Apple",
  AMZN: "Amazon",
  GOOG: "Google",
  IBM: "IBM",
  MSFT: "Microsoft",
};

export function loadStocks(): BundledDataset {
  const file = "stocks.csv";
  const source = sourceFor(file, "stocks", "Monthly stock prices of five companies (via vega-datasets)", "markets");
  const rows = readCsv(file);
  const symbols = [...new Set(rows.map((r) => r.symbol!))].sort();
  const indicators = symbols.map((symbol) => {
    const company = COMPANIES[symbol] ?? symbol;
    return indicator({
      code: `stock.${symbol.toLowerCase()}.close`,
      sourceSlug: source.slug,
      name: `${company} (${symbol}) stock price, monthly`,
      description: `Monthly share price of ${company} (ticker ${symbol}) in U.S. dollars, one value per month as given by vega-datasets.`,
      category: "markets",
      subcategory: "stocks",
      unit: "USD",
      frequency: "monthly",
      accessTier: "premium",
      defaultRegion: "US",
    });
  });
  const observations = rows.map((row): ObservationRecord => {
    const [year, month] = textYearMonth(row.date!);
    return {
      indicator: `stock.${row.symbol!.toLowerCase()}.close`,
      region: "US",
      ...monthPeriod(year, month),
      value: num(row.price),
    };
  });
  return { source, indicators, observations };
}

// ---------------------------------------------------------------------------
// 6. co2-concentration.csv: Mauna Loa CO2

export function loadCo2(): BundledDataset {
  const file = "co2-concentration.csv";
  const source = sourceFor(file, "scripps-co2", "Scripps CO2 Program, Mauna Loa record (via vega-datasets)", "environment");
  const common = {
    sourceSlug: source.slug,
    category: "environment",
    subcategory: "greenhouse gases",
    unit: "ppm",
    frequency: "monthly" as const,
    defaultRegion: "WLD",
    polarity: "higher_is_worse" as const,
  };
  const indicators = [
    indicator({
      ...common,
      code: "co2.mauna_loa",
      name: "Atmospheric CO2 concentration, Mauna Loa",
      description:
        "Monthly atmospheric carbon dioxide (CO2) mole fraction measured at Mauna Loa Observatory, Hawaii, in parts " +
        "per million (2012 SIO manometric scale), from the Scripps CO2 Program.",
      seasonalAdjustment: "NSA",
    }),
    indicator({
      ...common,
      code: "co2.mauna_loa_adjusted",
      name: "Atmospheric CO2 concentration, Mauna Loa, seasonally adjusted",
      description:
        "Monthly atmospheric carbon dioxide (CO2) at Mauna Loa Observatory in parts per million, with the seasonal " +
        "cycle removed (a 4-harmonic fit with linear gain factor subtracted), from the Scripps CO2 Program.",
      seasonalAdjustment: "SA",
    }),
  ];
  const observations: ObservationRecord[] = [];
  for (const row of readCsv(file)) {
    const [year, month] = isoYearMonth(row.Date!);
    const period = monthPeriod(year, month);
    observations.push(
      { indicator: "co2.mauna_loa", region: "WLD", ...period, value: num(row.CO2) },
      { indicator: "co2.mauna_loa_adjusted", region: "WLD", ...period, value: num(row["adjusted CO2"]) },
    );
  }
  return { source, indicators, observations };
}

// ---------------------------------------------------------------------------
// 7. global-temp.csv: NASA GISTEMP

export function loadGlobalTemperature(): BundledDataset {
  const file = "global-temp.csv";
  const source = sourceFor(file, "nasa-gistemp", "NASA GISTEMP global temperature anomalies (via vega-datasets)", "environment");
  const indicators = [
    indicator({
      code: "temperature.global_anomaly",
      sourceSlug: source.slug,
      name: "Global surface temperature anomaly",
      description:
        "Annual global mean temperature anomaly from NASA GISS (GISTEMP Land-Ocean Temperature Index: combined " +
        "land-surface air and sea-surface water temperatures), in degrees Celsius relative to the GISTEMP base period " +
        "(the package does not state which).",
      category: "environment",
      subcategory: "climate",
      unit: "degrees Celsius",
      frequency: "annual",
      defaultRegion: "WLD",
      polarity: "higher_is_worse",
    }),
  ];
  const observations = readCsv(file).map(
    (row): ObservationRecord => ({
      indicator: "temperature.global_anomaly",
      region: "WLD",
      ...yearPeriod(Number(row.year), "annual"),
      value: num(row.temp),
    }),
  );
  return { source, indicators, observations };
}

// ---------------------------------------------------------------------------
// 8. gapminder.json

interface GapminderRow {
  year: number;
  country: string;
  pop: number | null;
  life_expect: number | null;
  fertility: number | null;
}

export function loadGapminder(): BundledDataset {
  const file = "gapminder.json";
  const source = sourceFor(file, "gapminder", "Gapminder population, life expectancy and fertility (via vega-datasets)", "demographics");
  const rows = readJson<GapminderRow[]>(file);
  const codes = rows.map((r) => countryCodeForGapminderName(r.country));
  const defaultRegion = codes.includes("US") ? "US" : null;
  const common = {
    sourceSlug: source.slug,
    category: "demographics",
    frequency: "quinquennial" as const,
    defaultRegion,
  };
  const sample = "Gapminder estimate for the country, one value every five years (1955-2005).";
  const indicators = [
    indicator({
      ...common,
      code: "gapminder.population",
      name: "Population (Gapminder)",
      description: `Total population, in persons. ${sample}`,
      subcategory: "population",
      unit: "persons",
    }),
    indicator({
      ...common,
      code: "gapminder.life_expectancy",
      name: "Life expectancy at birth (Gapminder)",
      description: `Life expectancy at birth, in years. ${sample}`,
      subcategory: "health",
      unit: "years",
      polarity: "higher_is_better",
    }),
    indicator({
      ...common,
      code: "gapminder.fertility",
      name: "Fertility rate, births per woman (Gapminder)",
      description: `Fertility rate: average number of babies per woman. ${sample}`,
      subcategory: "fertility",
      unit: "births per woman",
    }),
  ];
  const observations: ObservationRecord[] = [];
  rows.forEach((row, i) => {
    const region = codes[i]!;
    const period = yearPeriod(row.year, "quinquennial");
    observations.push(
      { indicator: "gapminder.population", region, ...period, value: num(row.pop) },
      { indicator: "gapminder.life_expectancy", region, ...period, value: num(row.life_expect) },
      { indicator: "gapminder.fertility", region, ...period, value: num(row.fertility) },
    );
  });
  return { source, indicators, observations };
}

// ---------------------------------------------------------------------------
// 9. population.json: IPUMS USA

interface PopulationRow {
  year: number;
  age: number;
  sex: number;
  people: number;
}

/**
 * IPUMS's 1850 and 1860 samples are drawn from the census's schedule of free inhabitants; enslaved people were
 * enumerated on separate slave schedules, which IPUMS publishes as other samples. So the file's sums for those
 * years, 19,987,559 and 27,488,452, are the free population (the census's totals, 23,191,876 and 31,443,321,
 * less 3,204,313 and 3,953,760 enslaved people), not the total the other years give.
 */
const ENSLAVED_LEFT_OUT =
  "For 1850 and 1860 it is the free population only: enslaved people, counted on the census's separate slave schedules (3.2 million in 1850, 4.0 million in 1860), are not in IPUMS's samples of those years, so the totals there fall short of the census's (23,191,876 and 31,443,321). From 1870 it is the whole population.";

export function loadUsPopulation(): BundledDataset {
  const file = "population.json";
  const source = sourceFor(file, "ipums-usa", "IPUMS USA population by census year (via vega-datasets)", "demographics");
  const rows = readJson<PopulationRow[]>(file);

  const totals = new Map<number, number>();
  const groups = new Map<number, Set<string>>();
  const allGroups = new Set<string>();
  for (const row of rows) {
    const group = `${row.age}/${row.sex}`;
    totals.set(row.year, (totals.get(row.year) ?? 0) + row.people);
    if (!groups.has(row.year)) groups.set(row.year, new Set());
    groups.get(row.year)!.add(group);
    allGroups.add(group);
  }
  const years = [...totals.keys()].sort((a, b) => a - b);

  // Say in the description which census years are absent or lack an age/sex group.
  const notes: string[] = [];
  const incomplete = years.filter((y) => groups.get(y)!.size < allGroups.size);
  if (incomplete.length > 0) {
    notes.push(`These years lack at least one age/sex group, so their totals are incomplete: ${incomplete.join(", ")}.`);
  } else {
    notes.push(`Every year included has all ${allGroups.size} age/sex groups.`);
  }
  const missingYears: number[] = [];
  for (let y = years[0]!; y <= years[years.length - 1]!; y += 10) if (!totals.has(y)) missingYears.push(y);
  if (missingYears.length > 0) notes.push(`The file has no data for ${missingYears.join(", ")}.`);

  const indicators = [
    indicator({
      code: "ipums.us_population",
      sourceSlug: source.slug,
      name: "U.S. population (IPUMS USA census samples)",
      description:
        "U.S. population in persons for each census year, the sum of IPUMS USA person weights over all " +
        `5-year age groups and both sexes. ${ENSLAVED_LEFT_OUT} ${notes.join(" ")}`,
      category: "demographics",
      subcategory: "population",
      unit: "persons",
      frequency: "decennial",
      // not retired (no current series has census counts before 1960), but no longer the headline population
      // series: wb.population is, and covers the US every year since 1960
      isHeadline: false,
      defaultRegion: "US",
    }),
  ];
  const observations = years.map(
    (year): ObservationRecord => ({
      indicator: "ipums.us_population",
      region: "US",
      ...yearPeriod(year, "decennial"),
      value: totals.get(year)!,
    }),
  );
  return { source, indicators, observations };
}

// ---------------------------------------------------------------------------
// 10. iowa-electricity.csv: EIA net generation in Iowa

export function loadIowaElectricity(): BundledDataset {
  const file = "iowa-electricity.csv";
  // datapackage: "U.S. EIA data downloaded on May 6, 2018."
  const source = sourceFor(file, "eia-iowa", "EIA net electricity generation in Iowa (via vega-datasets)", "energy", "2018-05-06T00:00:00Z");
  const rows = readCsv(file);
  const generators = [...new Set(rows.map((r) => r.source!))].sort();
  const indicators = generators.map((generator) =>
    indicator({
      code: `eia.iowa_net_generation.${underscoreSlug(generator)}`,
      sourceSlug: source.slug,
      name: `Iowa net electricity generation, ${generator.toLowerCase()}`,
      description: `Annual net generation of electricity in Iowa from ${generator.toLowerCase()}, in thousand megawatthours, from the U.S. Energy Information Administration (EIA).`,
      category: "energy",
      subcategory: "electricity",
      unit: "thousand megawatthours",
      frequency: "annual",
      defaultRegion: "19",
    }),
  );
  const observations = rows.map((row): ObservationRecord => {
    const [year] = isoYearMonth(row.year!);
    return {
      indicator: `eia.iowa_net_generation.${underscoreSlug(row.source!)}`,
      region: "19",
      ...yearPeriod(year, "annual"),
      value: num(row.net_generation),
    };
  });
  return { source, indicators, observations };
}

// ---------------------------------------------------------------------------
// 11. weather.csv: NOAA daily weather for Seattle and New York

/** Each city is stored under the county that contains it. */
const WEATHER_REGIONS: Record<string, string> = {
  Seattle: "53033", // King County, WA
  "New York": "36061", // New York County, NY
};

export function loadWeather(): BundledDataset {
  const file = "weather.csv";
  const source = sourceFor(file, "noaa-weather", "NOAA daily weather for Seattle and New York (via vega-datasets)", "weather");
  const where = "Observed in Seattle (stored under King County, WA) and New York (stored under New York County, NY), 2012-2015, from NOAA Climate Data Online.";
  // a month's rain is the sum of its days; its temperature or wind, their mean
  const fields = [
    { column: "precipitation", code: "weather.precipitation", name: "Daily precipitation", what: "Daily precipitation", unit: "millimeters", aggregation: "sum" },
    { column: "temp_max", code: "weather.temp_max", name: "Daily maximum temperature", what: "Daily maximum air temperature", unit: "degrees Celsius", aggregation: "mean" },
    { column: "temp_min", code: "weather.temp_min", name: "Daily minimum temperature", what: "Daily minimum air temperature", unit: "degrees Celsius", aggregation: "mean" },
    // The datapackage's field description says "Wind speed in kilometers per hour", but the package's own
    // transform (scripts/weather.py in vega/vega-datasets) divides NOAA's AWND, tenths of meters per second, by 10.
    {
      column: "wind",
      code: "weather.wind",
      name: "Daily wind speed",
      what: "Average daily wind speed (NOAA's AWND)",
      unit: "meters per second",
      aggregation: "mean",
      caveat:
        "The vega-datasets package describes this column as kilometers per hour, but its transform script divides NOAA's AWND (tenths of meters per second) by 10, so the values are meters per second (Seattle's days average about 3, the windiest about 9.5).",
    },
  ] as const;
  const indicators = fields.map((f) =>
    indicator({
      code: f.code,
      sourceSlug: source.slug,
      name: f.name,
      description: `${f.what}, in ${f.unit}. ${where}${"caveat" in f ? ` ${f.caveat}` : ""}`,
      category: "weather",
      subcategory: null,
      unit: f.unit,
      frequency: "daily",
      defaultRegion: "53033",
      aggregation: f.aggregation,
    }),
  );
  const observations: ObservationRecord[] = [];
  for (const row of readCsv(file)) {
    const region = WEATHER_REGIONS[row.location!];
    if (!region) throw new Error(`weather.csv: unknown location ${row.location}`);
    const period = dayPeriod(row.date!);
    for (const f of fields) observations.push({ indicator: f.code, region, ...period, value: num(row[f.column]) });
  }
  return { source, indicators, observations };
}

// ---------------------------------------------------------------------------

let all: BundledDataset[] | undefined;

/** Every bundled dataset, parsed once per process. Treat the result as read-only. */
export function loadBundledDatasets(): BundledDataset[] {
  all ??= [
    loadUsEmployment(),
    loadUnemploymentByIndustry(),
    loadCountyUnemployment(),
    loadSp500(),
    loadStocks(),
    loadCo2(),
    loadGlobalTemperature(),
    loadGapminder(),
    loadUsPopulation(),
    loadIowaElectricity(),
    loadWeather(),
  ];
  return all;
}
