/**
 * FRED's units transformations, applied to one series' values in period order. Pure.
 *
 * x(t) is a period's value and x(t-1) the previous observation's; "a year ago" is the latest observation
 * dated on or before the same day one year earlier and at most 7 days before it (for monthly, quarterly and
 * annual series that is the same period a year earlier, as in FRED; for daily and weekly series it is the
 * observation of that date, or of the last business day before it, where FRED counts 260 or 52
 * observations back). n is the number of observations per year of the series' frequency, as FRED sets it
 * (daily 260, weekly 52, monthly 12, quarterly 4, annual 1; a quinquennial series 0.2, a decennial 0.1).
 * For a series of calendar periods (monthly and coarser) x(t-1) is the previous period's value, as in FRED:
 * a period after a gap (October 2025's CPI was never published) has no predecessor. A daily or weekly series
 * counts observations, so Monday follows Friday. A period whose predecessor is missing, or whose result is
 * outside the function's domain (the log of a value ≤ 0, a ratio to 0), is null: never an error.
 */

import { addDays, addMonths, withoutDecimalNoise } from "./series.js";

export const UNITS = ["lin", "chg", "ch1", "pch", "pc1", "pca", "cch", "cca", "log"] as const;
export type Units = (typeof UNITS)[number];

/** What each transformation is called, and the unit that results from it (`{unit}`: the series' own unit). */
export const UNITS_DESCRIPTION: Readonly<Record<Units, { name: string; unit: string }>> = {
  lin: { name: "levels", unit: "{unit}" },
  chg: { name: "change", unit: "change, {unit}" },
  ch1: { name: "change from a year ago", unit: "change from a year ago, {unit}" },
  pch: { name: "percent change", unit: "percent change" },
  pc1: { name: "percent change from a year ago", unit: "percent change from a year ago" },
  pca: { name: "compounded annual rate of change", unit: "percent, compounded annual rate" },
  cch: { name: "continuously compounded rate of change", unit: "percent, continuously compounded" },
  cca: { name: "continuously compounded annual rate of change", unit: "percent, continuously compounded annual rate" },
  log: { name: "natural log", unit: "natural log of {unit}" },
};

/** The unit a transformed series is in. */
export function transformedUnit(units: Units, unit: string | null): string | null {
  if (units === "lin") return unit;
  return UNITS_DESCRIPTION[units].unit.replace("{unit}", unit ?? "units");
}

/** A rate in percent ("percent", "percent of labor force", "percent per year"): its changes are percentage points. */
export const isPercentRate = (unit: string | null) => unit !== null && /^(percent|per cent|percentage)\b|^%$/i.test(unit.trim());

/**
 * Whether the unit's zero means none of the thing, so that a change can be a percent of where it started:
 * not a temperature, an anomaly or a level counted from a base year (sea level "rose 691.6 %" since 1900).
 */
export const hasTrueZero = (unit: string | null) => !(unit && /\b(degrees|anomaly|cumulative)\b/i.test(unit));

/**
 * A concentration ("parts per million (ppm)"): a proportion of a whole, like a rate in percent, whose moves from
 * one period to the next are compared in its own unit (CO2's 3.44 ppm of 2024 is its largest yearly rise, though
 * 2016's 3.42 ppm was a larger percent of a lower level).
 */
export const isConcentration = (unit: string | null) => unit !== null && /\b(?:parts per (?:million|billion|trillion)|ppm|ppb|ppt)\b/i.test(unit);

/**
 * Whether a value in this unit is a total its population shares (money, people, energy), so that it has a value
 * per person, and the values of several places add up to theirs together; a price, a rate, an index, a
 * concentration or a level has none.
 */
export const sharedPerPerson = (unit: string | null) => unit !== null && /\b(?:dollars|persons|megawatthours)\b/i.test(unit) && !/\bper\b/i.test(unit);

/**
 * Whether values of different regions are in one unit and so can be ranked against each other: not a unit
 * that is each region's own currency (yen per dollar and won per dollar are not larger or smaller than each
 * other). Their percent changes still compare.
 */
export const comparableAcrossRegions = (unit: string | null) => !(unit && /\b(?:national|local) currency\b/i.test(unit));

/**
 * The kind of dollars a unit counts: "current" (nominal, the prices of each period) or "constant" (chained or constant
 * dollars of a base year: real); null for a unit of no dollars or that does not say.
 */
export function dollarsKind(unit: string | null): "current" | "constant" | null {
  if (!unit) return null;
  if (/\bcurrent (?:US |U\.S\. )?dollars\b/i.test(unit)) return "current";
  return /\b(?:chained|constant)(?: \d{4})? (?:US |U\.S\. )?dollars\b/i.test(unit) ? "constant" : null;
}

/**
 * The unit with the kind of its dollars taken out ("billions of chained 2017 US dollars" → "billions of US dollars"):
 * nominal and real values of one measure count the same dollars' worth, and their gap is in dollars.
 */
export const withoutDollarsKind = (unit: string | null) => unit?.replace(/\b(?:current|(?:chained|constant)(?: \d{4})?) (?=(?:US |U\.S\. )?dollars\b)/gi, "") ?? null;

/** Whether a change is told with its percent of where it started: not a rate's (3.7 % to 8.1 % is not "118.9 %"). */
export const tellsPercentChange = (unit: string | null) => hasTrueZero(unit) && !isPercentRate(unit);

/** A unit as it reads after a number: "143,093 thousand persons", not "143,093 thousands of persons". */
export const unitAfterNumber = (unit: string) => unit.replace(/^(thousand|million|billion|trillion)s of /i, "$1 ");

/** Whether the unit is a bare ratio (a price-earnings ratio): its values are written with no unit. */
export const isRatio = (unit: string | null) => unit !== null && /^ratio$/i.test(unit.trim());

/**
 * The unit a difference is written in: percentage points for a rate, points for an index (whatever its base),
 * none for a ratio (as its values are written), else the unit without what its parenthesis says of the level
 * ("inches (cumulative since 1880)").
 */
export function changeUnit(unit: string | null): string {
  if (!unit || isRatio(unit)) return "";
  if (isPercentRate(unit)) return "percentage points";
  if (/^index\b/i.test(unit)) return "points";
  return unitAfterNumber(unit).replace(/\s*\([^)]*\)$/, "");
}

const OBSERVATIONS_PER_YEAR: Readonly<Record<string, number>> = {
  daily: 260,
  weekly: 52,
  monthly: 12,
  quarterly: 4,
  annual: 1,
  quinquennial: 0.2,
  decennial: 0.1,
};

export function observationsPerYear(frequency: string | null): number | null {
  return frequency === null ? null : (OBSERVATIONS_PER_YEAR[frequency] ?? null);
}

/** Whether the transformation compares with the value a year earlier rather than the previous one. */
export const comparesYearAgo = (units: Units) => units === "ch1" || units === "pc1";
/** Whether the transformation needs a predecessor at all. */
export const needsPredecessor = (units: Units) => units !== "lin" && units !== "log";

const YEAR_AGO_TOLERANCE_DAYS = 7;

export interface DatedValue {
  date: string;
  value: number | null;
}

/** The same calendar day a year earlier; 29 February goes to the 28th. */
export const yearEarlier = (date: string): string => addMonths(date, -12);

/** The earliest date whose year-ago value a transformation of `date` may use (for reading just enough history). */
export const yearAgoWindowStart = (date: string): string => addDays(yearEarlier(date), -YEAR_AGO_TOLERANCE_DAYS);

/** Transformations that take the logarithm of the value itself, so have none of a value at or below zero. */
export const LOGARITHMIC_UNITS: ReadonlySet<string> = new Set<Units>(["log", "cch", "cca"]);

const finite = (x: number) => (Number.isFinite(x) ? x : null);

function apply(units: Units, x: number, prior: number | null, n: number | null): number | null {
  switch (units) {
    case "lin":
      return x;
    case "log":
      return x > 0 ? Math.log(x) : null;
    default:
      break;
  }
  if (prior === null) return null;
  switch (units) {
    case "chg":
    case "ch1":
      return finite(withoutDecimalNoise(x - prior, Math.max(Math.abs(x), Math.abs(prior))));
    case "pch":
    case "pc1":
      return prior === 0 ? null : finite((x / prior - 1) * 100);
    case "pca":
      return prior === 0 || n === null || x / prior < 0 ? null : finite(((x / prior) ** n - 1) * 100);
    case "cch":
      return x > 0 && prior > 0 ? finite((Math.log(x) - Math.log(prior)) * 100) : null;
    case "cca":
      return x > 0 && prior > 0 && n !== null ? finite((Math.log(x) - Math.log(prior)) * 100 * n) : null;
  }
}

/**
 * The transformed value of every point, in the order given (ascending by date). `history` holds the
 * points just before the first one (ascending too), read only to serve as predecessors.
 */
export function transformValues(points: readonly DatedValue[], units: Units, frequency: string | null, history: readonly DatedValue[] = []): (number | null)[] {
  if (units === "lin") return points.map((p) => p.value);
  const n = observationsPerYear(frequency);
  const all = [...history, ...points];
  const offset = history.length;
  const out: (number | null)[] = [];
  let lo = 0; // year-ago search: the first point that may still be a year-ago match
  for (let i = offset; i < all.length; i++) {
    const { date, value } = all[i]!;
    if (value === null) {
      out.push(null);
      continue;
    }
    let prior: number | null = null;
    if (comparesYearAgo(units)) {
      const target = yearEarlier(date);
      const earliest = yearAgoWindowStart(date);
      while (lo < i && all[lo]!.date < earliest) lo++;
      let match: DatedValue | undefined;
      for (let k = lo; k < i && all[k]!.date <= target; k++) match = all[k];
      prior = match?.value ?? null;
    } else if (needsPredecessor(units) && i > 0) {
      const previous = all[i - 1]!;
      prior = n !== null && n <= 12 && previous.date !== addMonths(date, -12 / n) ? null : previous.value;
    }
    out.push(apply(units, value, prior, n));
  }
  return out;
}
