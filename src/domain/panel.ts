/**
 * Panel alignment for `GET /v1/panel`: several time series put side by side on one regular date grid.
 *
 * Pure and synchronous. Dates are 'YYYY-MM-DD' strings; all calendar arithmetic is done on integers
 * (proleptic Gregorian, no time zones, no `Date`), so nothing depends on the host's local time.
 *
 * How a panel is built:
 *
 * 1. Every series is mapped onto buckets of the target frequency. A bucket is identified by its period
 *    start: the day itself (daily), the 1st of the month (monthly), Jan 1 / Apr 1 / Jul 1 / Oct 1
 *    (quarterly) or Jan 1 (annual). All non-null points falling in one bucket are combined with the
 *    `resample` method — mean, last by date, or sum. For a series already at the target frequency a
 *    bucket holds one point, so every method returns it unchanged. A bucket with no non-null point is
 *    null. Weekly points are bucketed by the week's period start.
 *    Quinquennial and decennial series are annual samples with gaps (stored at Jan 1 of their year):
 *    their finest target is annual, and at annual they are kept as-is, so they are not reported
 *    under `resample.sources` (nothing was aggregated). A target finer than a series' grain is refused.
 *
 *    With `units`, each bucketed series is then transformed (src/domain/units.ts) on its own non-null
 *    periods, aggregated first as FRED does; a period whose result is null counts as missing.
 *
 * 2. The grid is continuous: every period at the target step from the first to the last bucket that
 *    holds a non-null value in any series (looking at all input, not only the window), then clipped to
 *    [start, end]. The bounds apply to period starts: a bucket is in the window when
 *    start <= period start <= end, so a partial period is never averaged (start=2020-01-15 with a
 *    monthly target begins at 2020-02-01). Because the extent is taken before clipping, a bounded panel
 *    is exactly the matching slice of the unbounded one, for both missing policies.
 *
 * 3. `missing`:
 *    - "drop": rows where any series is null are removed; no null remains.
 *    - "ffill": each series carries its last known level forward over the periods it has no value for
 *      (weekends, holidays, a month never published). A level known before the first grid row (including
 *      before `start`) is carried into the window, so narrowing the window never changes a value inside
 *      it. Rows before a series' first value stay null, and so do rows after its last: a series that
 *      ended (ces.nonfarm in December 2015) or has not published a period yet is not extended. Only
 *      levels are carried (units lin, and log, a function of the level alone): a change (chg, ch1, pch,
 *      pc1, pca, cch, cca) is between two observations, and a carried level has no change of its own, so
 *      a period without an observation, or whose predecessor is missing, stays null.
 *
 * 4. The number of dates the answer would hold (`gridPoints`: with "drop", only the complete periods;
 *    with "ffill", the whole continuous grid) is checked against `maxGridPoints` before any column is
 *    built; "drop" never builds the continuous grid at all.
 *
 * Values that are null or not finite count as missing. Input points are expected in ascending date
 * order; unsorted input is sorted (stably) first, so "last" still means "latest date".
 */

import { withoutDecimalNoise } from "./series.js";
import { needsPredecessor, transformValues, type Units } from "./units.js";

export type NativeFrequency = "daily" | "weekly" | "monthly" | "quarterly" | "annual";
/** Catalog frequencies sampled every 5 or 10 years; handled as annual series with gaps. */
export type SparseFrequency = "quinquennial" | "decennial";
export type InputFrequency = NativeFrequency | SparseFrequency;
export type TargetFrequency = "daily" | "monthly" | "quarterly" | "annual";
export type MissingPolicy = "drop" | "ffill";
export type ResampleMethod = "mean" | "last" | "sum";

export interface PanelPoint {
  /** period_start, YYYY-MM-DD */
  date: string;
  value: number | null;
}

export interface PanelSeriesInput {
  code: string;
  /** Native frequency as stored in the catalog. */
  frequency: string;
  /** Ascending by date. */
  points: PanelPoint[];
}

export interface PanelOptions {
  /** Default: the coarsest native frequency among the series (see `coarsestFrequency`). */
  frequency?: TargetFrequency;
  missing: MissingPolicy;
  resample: ResampleMethod;
  /** Inclusive lower bound on the grid's period starts. */
  start?: string;
  /** Inclusive upper bound on the grid's period starts. */
  end?: string;
  /** Default 5000. */
  maxGridPoints?: number;
  /** A units transformation applied to each series at the target frequency, before alignment. Default "lin". */
  units?: Units;
}

export interface PanelResult {
  dates: string[];
  series: Record<string, (number | null)[]>;
  frequency: TargetFrequency;
  gridPoints: number;
  /** Present only when at least one series was aggregated from a finer native frequency. */
  resample?: {
    method: ResampleMethod;
    sources: Record<string, NativeFrequency>;
    /** Per resampled series, the grid dates whose value is built from fewer native periods than they span (`incompletePeriods`). */
    incomplete: Record<string, string[]>;
  };
}

/** A request the panel cannot satisfy; the route maps it to 400 INVALID_PARAMETER. */
export class PanelError extends Error {
  readonly parameter: string;
  readonly reason: string;
  readonly details?: Record<string, unknown>;

  constructor(parameter: string, reason: string, details?: Record<string, unknown>) {
    super(`Invalid parameter '${parameter}': ${reason}`);
    this.name = "PanelError";
    this.parameter = parameter;
    this.reason = reason;
    if (details) this.details = details;
  }
}

export const DEFAULT_MAX_GRID_POINTS = 5000;

/** Coarseness order of every frequency the catalog stores (higher = coarser). */
export const FREQUENCY_RANK: Readonly<Record<InputFrequency, number>> = {
  daily: 0,
  weekly: 1,
  monthly: 2,
  quarterly: 3,
  annual: 4,
  quinquennial: 5,
  decennial: 6,
};

const TARGET_FREQUENCIES: readonly TargetFrequency[] = ["daily", "monthly", "quarterly", "annual"];

/** The finest target a series of each native frequency can be shown at. */
const GRAIN: Readonly<Record<InputFrequency, TargetFrequency>> = {
  daily: "daily",
  weekly: "monthly",
  monthly: "monthly",
  quarterly: "quarterly",
  annual: "annual",
  quinquennial: "annual",
  decennial: "annual",
};

function isInputFrequency(value: string): value is InputFrequency {
  return Object.prototype.hasOwnProperty.call(FREQUENCY_RANK, value);
}

function isTargetFrequency(value: unknown): value is TargetFrequency {
  return typeof value === "string" && (TARGET_FREQUENCIES as readonly string[]).includes(value);
}

function nativeOf(frequency: string, code?: string): InputFrequency {
  if (isInputFrequency(frequency)) return frequency;
  const who = code === undefined ? "" : `series ${code} has `;
  throw new PanelError("frequency", `${who}unknown frequency "${frequency}"`, code === undefined ? undefined : { series: code });
}

/**
 * The target frequency a panel of these native frequencies defaults to: the coarsest grain among them
 * (weekly -> monthly, quinquennial/decennial -> annual). With no frequencies nothing constrains the
 * choice, so the finest target, "daily", is returned.
 */
export function coarsestFrequency(frequencies: string[]): TargetFrequency {
  let best: TargetFrequency = "daily";
  for (const f of frequencies) {
    const grain = GRAIN[nativeOf(f)];
    if (FREQUENCY_RANK[grain] > FREQUENCY_RANK[best]) best = grain;
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------
// Calendar arithmetic on integers

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Inverse of `daysFromCivil`, formatted as YYYY-MM-DD. */
function civilFromDays(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return formatYmd(yoe + era * 400 + (month <= 2 ? 1 : 0), month, day);
}

function formatYmd(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The two-digit number at `at`, or -1 when either character is not a digit (or is past the end). */
function twoDigits(s: string, at: number): number {
  const a = s.charCodeAt(at) - 48;
  const b = s.charCodeAt(at + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** The four-digit year at the start of `s`, or -1. */
function yearOf(s: string): number {
  const hi = twoDigits(s, 0);
  const lo = twoDigits(s, 2);
  return hi < 0 || lo < 0 ? -1 : hi * 100 + lo;
}

/** Whether a YYYY-MM-DD string names a real calendar date, given the parts read from it. */
function validDate(s: string, year: number, month: number, day: number): boolean {
  if (typeof s !== "string" || s.length !== 10 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return false;
  if (year < 0 || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeap(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0));
}

/** Parses a real calendar date written YYYY-MM-DD; null when it is not one. */
function parseYmd(s: string): [number, number, number] | null {
  if (typeof s !== "string") return null;
  const year = yearOf(s);
  const month = twoDigits(s, 5);
  const day = twoDigits(s, 8);
  return validDate(s, year, month, day) ? [year, month, day] : null;
}

/**
 * Integer id of the target bucket a date falls in; consecutive buckets have consecutive ids
 * (days since epoch, months since year 0, quarters since year 0, or the year).
 */
function bucketId(year: number, month: number, day: number, target: TargetFrequency): number {
  switch (target) {
    case "daily":
      return daysFromCivil(year, month, day);
    case "monthly":
      return year * 12 + month - 1;
    case "quarterly":
      return year * 4 + Math.floor((month - 1) / 3);
    case "annual":
      return year;
  }
}

/** Period start of a bucket id, YYYY-MM-DD. */
function bucketStart(id: number, target: TargetFrequency): string {
  switch (target) {
    case "daily":
      return civilFromDays(id);
    case "monthly": {
      const year = Math.floor(id / 12);
      return formatYmd(year, id - year * 12 + 1, 1);
    }
    case "quarterly": {
      const year = Math.floor(id / 4);
      return formatYmd(year, (id - year * 4) * 3 + 1, 1);
    }
    case "annual":
      return formatYmd(id, 1, 1);
  }
}

/** First bucket whose period start is on or after `date`. */
function firstBucketFrom(ymd: [number, number, number], target: TargetFrequency): number {
  const id = bucketId(ymd[0], ymd[1], ymd[2], target);
  return bucketStart(id, target) < formatYmd(ymd[0], ymd[1], ymd[2]) ? id + 1 : id;
}

// ---------------------------------------------------------------------------------------------------
// Alignment

/** A series reduced to its non-null buckets: the first `length` entries, ids ascending. */
interface SparseSeries {
  ids: Int32Array;
  values: Float64Array;
  length: number;
}

/**
 * Buckets the non-null points of an ascending series. Returns null as soon as a non-null point is
 * dated before the previous one, so the caller can sort and try again.
 */
function bucketAscending(
  code: string,
  points: readonly PanelPoint[],
  target: TargetFrequency,
  method: ResampleMethod,
): SparseSeries | null {
  // At most one bucket per point; typed arrays avoid growing and boxing in the hot loop.
  const ids = new Int32Array(points.length);
  const values = new Float64Array(points.length);
  let length = 0;
  let current = Number.NaN;
  let sum = 0;
  let absSum = 0;
  let count = 0;
  let last = 0;
  let previousKey = -1;
  // Days-since-epoch of the 1st of the month last seen, for the daily target's hot path.
  let cachedMonth = -1;
  let cachedMonthStart = 0;
  for (let i = 0; i < points.length; i++) {
    const point = points[i] as PanelPoint;
    const value = point.value;
    if (value === null || !Number.isFinite(value)) continue;
    const date = point.date;
    if (typeof date !== "string") throw new Error(`series ${code}: date ${String(date)} is not a YYYY-MM-DD string`);
    const year = yearOf(date);
    const month = twoDigits(date, 5);
    const day = twoDigits(date, 8);
    // Stored data, not a request parameter: a malformed date is a server-side fault.
    if (!validDate(date, year, month, day)) throw new Error(`series ${code}: "${String(date)}" is not a YYYY-MM-DD date`);
    const key = year * 10000 + month * 100 + day;
    if (key < previousKey) return null;
    previousKey = key;

    let id: number;
    if (target === "daily") {
      const monthKey = year * 12 + month;
      if (monthKey !== cachedMonth) {
        cachedMonth = monthKey;
        cachedMonthStart = daysFromCivil(year, month, 1);
      }
      id = cachedMonthStart + day - 1;
    } else {
      id = bucketId(year, month, day, target);
    }

    if (id !== current) {
      if (count > 0) {
        ids[length] = current;
        values[length++] = binValue(method, sum, absSum, count, last);
      }
      current = id;
      sum = value; // starting from the value itself keeps a lone -0 as -0
      absSum = Math.abs(value);
      count = 1;
    } else {
      sum += value;
      absSum += Math.abs(value);
      count++;
    }
    last = value;
  }
  if (count > 0) {
    ids[length] = current;
    values[length++] = binValue(method, sum, absSum, count, last);
  }
  return { ids, values, length };
}

/**
 * One bin's value. A sum of several decimal values, and their mean, are cleared of the binary noise of the
 * additions (1514.8500000000001 → 1514.85; the mean 60.03699999999999 → 60.037), which keeps 12
 * significant digits (withoutDecimalNoise); one value is itself.
 */
function binValue(method: ResampleMethod, sum: number, absSum: number, count: number, last: number): number {
  if (method === "last") return last;
  if (count === 1) return sum;
  const total = withoutDecimalNoise(sum, absSum);
  return method === "sum" ? total : withoutDecimalNoise(total / count, absSum / count);
}

function bucketSeries(series: PanelSeriesInput, target: TargetFrequency, method: ResampleMethod): SparseSeries {
  const inOrder = bucketAscending(series.code, series.points, target, method);
  if (inOrder) return inOrder;
  // Array.prototype.sort is stable, so points sharing a date keep their input order.
  const sorted = [...series.points].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return bucketAscending(series.code, sorted, target, method) as SparseSeries;
}

/** The start of the `target` period a date falls in, and of the periods `steps` before or after it. */
export function periodStart(date: string, target: TargetFrequency, steps = 0): string {
  const ymd = parseYmd(date);
  if (!ymd) throw new Error(`"${date}" is not a YYYY-MM-DD date`);
  return bucketStart(bucketId(ymd[0], ymd[1], ymd[2], target) + steps, target);
}

/**
 * Refuses a target finer than a series' grain, as the panel does (PanelError on `frequency`); true when
 * the series is stored at a finer frequency and is aggregated, false when it is already at the target.
 * `onGrid` false (one series' own observations, not a grid shared with others): a five- or ten-yearly
 * series has no annual grain, and annual is refused as finer than it.
 */
export function checkAggregation(code: string, frequency: string, target: TargetFrequency, onGrid = true): boolean {
  const native = nativeOf(frequency, code);
  if (FREQUENCY_RANK[onGrid ? GRAIN[native] : native] > FREQUENCY_RANK[target]) {
    throw new PanelError("frequency", `${target} is finer than the ${native} frequency of ${code}`, {
      series: code,
      native_frequency: native,
      requested: target,
    });
  }
  return native !== target && !((native === "quinquennial" || native === "decennial") && target === "annual");
}

/** One series at a coarser frequency, on the panel's periods and with its methods: each period's start and combined value. */
export function aggregateSeries(series: PanelSeriesInput, target: TargetFrequency, method: ResampleMethod): PanelPoint[] {
  checkAggregation(series.code, series.frequency, target);
  const { ids, values, length } = bucketSeries(series, target, method);
  const out: PanelPoint[] = [];
  for (let k = 0; k < length; k++) out.push({ date: bucketStart(ids[k] as number, target), value: values[k] as number });
  return out;
}

/** Native periods one target period spans, for the frequencies whose count is fixed by the calendar. */
const PERIODS_SPANNED: Partial<Record<InputFrequency, Partial<Record<TargetFrequency, number>>>> = {
  monthly: { quarterly: 3, annual: 12 },
  quarterly: { annual: 4 },
};

/**
 * The starts of the `target` periods (ascending) whose aggregate is built from fewer native periods than
 * the period spans: a month missing from a quarter (CPI's October 2025 was never published), a quarter from a
 * year, a series that begins or ends inside a period. `dates` are the native periods that hold a value.
 * Judged for monthly and quarterly series only: how many days a daily or weekly series holds in a month is
 * its own calendar's (trading days, holidays), so a short count there is no gap.
 */
export function incompletePeriods(frequency: string, dates: readonly string[], target: TargetFrequency): string[] {
  const spanned = PERIODS_SPANNED[nativeOf(frequency)]?.[target];
  if (spanned === undefined) return [];
  const counts = new Map<number, number>();
  for (const date of dates) {
    const ymd = parseYmd(date);
    if (!ymd) continue;
    const id = bucketId(ymd[0], ymd[1], ymd[2], target);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count < spanned)
    .map(([id]) => id)
    .sort((a, b) => a - b)
    .map((id) => bucketStart(id, target));
}

/** A sparse series under a units transformation, periods whose result is null dropped. */
function transformSparse(series: SparseSeries, target: TargetFrequency, units: Units, frequency: InputFrequency): SparseSeries {
  const points: PanelPoint[] = [];
  for (let k = 0; k < series.length; k++) points.push({ date: bucketStart(series.ids[k] as number, target), value: series.values[k] as number });
  const values = transformValues(points, units, frequency);
  const ids = new Int32Array(series.length);
  const kept = new Float64Array(series.length);
  let length = 0;
  values.forEach((v, k) => {
    if (v === null) return;
    ids[length] = series.ids[k] as number;
    kept[length++] = v;
  });
  return { ids, values: kept, length };
}

function boundDate(name: "start" | "end", value: string | undefined): [number, number, number] | undefined {
  if (value === undefined) return undefined;
  const ymd = parseYmd(value);
  if (!ymd) throw new PanelError(name, `"${String(value)}" is not a valid YYYY-MM-DD date`);
  return ymd;
}

/** The periods in [lo, hi] where every series has a value (ascending ids): the rows `missing=drop` keeps. */
function completePeriods(sparse: readonly SparseSeries[], lo: number, hi: number): number[] {
  if (sparse.length === 0 || lo > hi) return [];
  const [first, ...rest] = sparse as [SparseSeries, ...SparseSeries[]];
  const at = rest.map(() => 0);
  const kept: number[] = [];
  for (let k = 0; k < first.length; k++) {
    const id = first.ids[k] as number;
    if (id < lo) continue;
    if (id > hi) break;
    let everywhere = true;
    for (let j = 0; j < rest.length && everywhere; j++) {
      const other = rest[j]!;
      let i = at[j]!;
      while (i < other.length && (other.ids[i] as number) < id) i++;
      at[j] = i;
      everywhere = i < other.length && other.ids[i] === id;
    }
    if (everywhere) kept.push(id);
  }
  return kept;
}

/** A series' values at the given ascending period ids, each of which it holds. */
function valuesAt({ ids, values, length }: SparseSeries, wanted: readonly number[]): number[] {
  const out: number[] = [];
  let k = 0;
  for (const id of wanted) {
    while (k < length && (ids[k] as number) < id) k++;
    out.push(values[k] as number);
  }
  return out;
}

export function alignPanel(series: PanelSeriesInput[], options: PanelOptions): PanelResult {
  // Options first, so a bad request is reported the same way whatever data it hit.
  if (options.frequency !== undefined && !isTargetFrequency(options.frequency)) {
    throw new PanelError(
      "frequency",
      `"${String(options.frequency)}" is not a panel frequency; use one of ${TARGET_FREQUENCIES.join(", ")}`,
    );
  }
  if (options.missing !== "drop" && options.missing !== "ffill") {
    throw new PanelError("missing", `"${String(options.missing)}" is not one of drop, ffill`);
  }
  if (options.resample !== "mean" && options.resample !== "last" && options.resample !== "sum") {
    throw new PanelError("resample", `"${String(options.resample)}" is not one of mean, last, sum`);
  }
  const startYmd = boundDate("start", options.start);
  const endYmd = boundDate("end", options.end);
  if (options.start !== undefined && options.end !== undefined && options.start > options.end) {
    throw new PanelError("start", `start ${options.start} is after end ${options.end}`);
  }
  const max = options.maxGridPoints ?? DEFAULT_MAX_GRID_POINTS;
  if (!(max >= 0)) throw new RangeError(`maxGridPoints must be a non-negative number, got ${String(max)}`);

  const seen = new Set<string>();
  const natives: InputFrequency[] = [];
  for (const s of series) {
    if (seen.has(s.code)) throw new PanelError("series", `series ${s.code} is listed more than once`, { series: s.code });
    seen.add(s.code);
    natives.push(nativeOf(s.frequency, s.code));
  }

  const target = options.frequency ?? coarsestFrequency(natives);
  const sources: [string, NativeFrequency][] = [];
  series.forEach((s, i) => {
    // Quinquennial/decennial points are kept as annual samples, not aggregated, so they are not listed.
    if (checkAggregation(s.code, s.frequency, target)) sources.push([s.code, natives[i] as NativeFrequency]);
  });

  const method = options.resample;
  const units = options.units ?? "lin";
  const sparse = series.map((s, i) => {
    const bucketed = bucketSeries(s, target, method);
    // aggregated first, then transformed (as FRED does), on the series' own non-null periods
    const aggregated = checkAggregation(s.code, s.frequency, target);
    return units === "lin" ? bucketed : transformSparse(bucketed, target, units, aggregated ? target : (natives[i] as InputFrequency));
  });

  // Extent over all data, then clipped to the window.
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const { ids, length } of sparse) {
    if (length === 0) continue;
    lo = Math.min(lo, ids[0] as number);
    hi = Math.max(hi, ids[length - 1] as number);
  }
  if (startYmd) lo = Math.max(lo, firstBucketFrom(startYmd, target));
  if (endYmd) hi = Math.min(hi, bucketId(endYmd[0], endYmd[1], endYmd[2], target));
  const size = lo <= hi ? hi - lo + 1 : 0;
  // the periods answered: with drop only those where every series has a value, so the dense grid is never built
  const rows = options.missing === "drop" ? completePeriods(sparse, lo, hi) : null;
  const points = rows ? rows.length : size;
  if (points > max) {
    throw new PanelError(
      "frequency",
      `the panel would have ${points} ${target} dates, more than the maximum of ${max}; choose a coarser frequency or a narrower start/end`,
      { grid_points: points, max },
    );
  }

  const carries = !needsPredecessor(units);
  const columns: (number | null)[][] = rows
    ? sparse.map((s) => valuesAt(s, rows))
    : sparse.map(({ ids, values, length }) => {
        const column: (number | null)[] = new Array<number | null>(size).fill(null);
        let known: number | null = null;
        for (let k = 0; k < length; k++) {
          const id = ids[k] as number;
          if (id < lo) {
            known = values[k] as number;
            continue;
          }
          if (id > hi) break;
          column[id - lo] = values[k] as number;
        }
        // ffill: a level known before the window is carried into it, and on up to the series' last value;
        // a change (pch, chg, ...) is between two observations and a carried level has none
        if (!carries) return column;
        const last = length > 0 ? (ids[length - 1] as number) : lo - 1;
        for (let i = 0; i < size && lo + i <= last; i++) {
          const v = column[i] as number | null;
          if (v === null) column[i] = known;
          else known = v;
        }
        return column;
      });

  const dates: string[] = [];
  if (rows) for (const id of rows) dates.push(bucketStart(id, target));
  else for (let i = 0; i < size; i++) dates.push(bucketStart(lo + i, target));

  // fromEntries defines own properties, so any code (even "__proto__") is a plain key.
  const out = Object.fromEntries(series.map((s, n) => [s.code, columns[n] as (number | null)[]]));

  const result: PanelResult = { dates, series: out, frequency: target, gridPoints: dates.length };
  if (sources.length > 0) {
    const shown = new Set(dates);
    const incomplete = sources.map(([code]) => {
      const { frequency, points } = series.find((s) => s.code === code)!;
      const held = points.filter((p) => p.value !== null).map((p) => p.date);
      return [code, incompletePeriods(frequency, held, target).filter((date) => shown.has(date))];
    });
    result.resample = { method, sources: Object.fromEntries(sources), incomplete: Object.fromEntries(incomplete) };
  }
  return result;
}
