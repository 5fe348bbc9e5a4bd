/**
 * Insight facts: short, checkable statements about one series in one region, each with the numbers
 * behind it (`params`), a sentence template with named placeholders (`humanTemplate`), a salience in
 * [0, 1] for ordering, and for curated indicators the filled-in sentence (`text`; null otherwise).
 * `computeInsightFacts` is pure; points arrive in ascending date order without nulls.
 *
 * A kind is left out when the data cannot support it. Every placeholder in a template is a key of the
 * fact's params (`unit` among them: the series' unit as written after a number) or one of {indicator}, {region}.
 * Changes and distances in params are magnitudes (never negative); their sign is carried by a `direction`
 * field ("up" / "down" / "unchanged"), so a template reads "rose {change_abs}" or "fell {change_abs}"
 * without a stray minus sign. The trend's fitted line is the exception: its slopes and change_over_window
 * are signed, as a line's are (rate_per_year is the magnitude its sentence uses). Percentages are
 * in percent (2.5 means 2.5 %) and are given only on a ratio scale: they are null when the unit has no
 * true zero (temperatures, anomalies, levels counted from a base year) or any value of the series is zero
 * or negative (balances: a percent change has no meaning there); a rate's are in params but not in the
 * sentence (units.ts: tellsPercentChange). Differences are written in `change_unit` (units.ts: changeUnit):
 * "percentage points" for a rate in percent, "points" for an index, else the unit. Dates are YYYY-MM-DD in
 * params and are written per frequency in `text` ("March 2024",
 * "2024 Q1", "2024", "4 March 2024").
 *
 * Numbers. In params, a stored value is as stored, and what exact arithmetic gives from stored values (a
 * change, a distance from a record, a median of peers) is its decimal result, cleared of binary noise only
 * (withoutDecimalNoise): Germany's population is 10,701,693 above its 1960 low, not 10,701,700. Estimates
 * (slopes, the fitted change, r2, t, z, percentages, percentile, distances in moves, salience) are rounded
 * to 6 significant digits. In a sentence (writeNumber) an estimate follows "about" in the template and is
 * rounded for reading; any other number is written exactly (in full up to 4 decimals), or, when it has more
 * (a source's own average, 3726.050952380952), rounded for reading after "about".
 *
 * trend: OLS line through the trailing window: the last 90 observations for daily series, 52 weekly,
 *   24 monthly, 8 quarterly, 10 annual, 5 quinquennial or decennial (fewer if the series is shorter;
 *   at least 3 are needed). x is the period's place on the calendar (periodsBetween: days, weeks, months,
 *   quarters, years since the window's first period), so a period without a value counts as time: CPI's
 *   24 monthly values up to May 2026 span 25 months, October 2025 never having been published, and a
 *   daily series' weekends count as days. Params: window_periods (values fitted), period_unit ("daily
 *   values" for a daily series: 90 of them span about 130 calendar days of a market's), span_periods and
 *   span_unit (calendar periods from start to end, both included), missing_periods (those of them without
 *   a value; null for daily series, whose calendar is the market's), start, end (first and last
 *   dates in the window), slope_per_period (per day for daily), slope_per_year (slope × periods per
 *   year: 365, 52, 12, 4, 1, 0.2, 0.1), rate_per_year (|slope_per_year|), r2, t_stat (slope / its
 *   standard error; null for an exact line), change_over_window (the fitted line's rise from start to
 *   end), change_size (its magnitude) and direction: "flat" when |t| < 2 (the slope is within about two
 *   standard errors of zero), else "up" or "down". An exact non-flat line counts as |t| = ∞. The sentence
 *   names the window by its calendar span, with how many of its periods have no value when some have none,
 *   and gives the rate a year, or for a window under half a year (a daily series' 90 values) the change
 *   over it. Salience = r2 × min(1, |t| / 6).
 *
 * latest_delta: the latest observation against the previous one: latest_date, latest_value,
 *   previous_date, previous_value, change_abs, change_pct, direction. When the frequency allows, also
 *   against a year earlier (yoy_date, yoy_value, yoy_change_abs, yoy_change_pct, yoy_direction; null
 *   otherwise): monthly and quarterly, the observation dated 12 months earlier (within 15 days); weekly,
 *   the one 364 days earlier (within 3 days); daily, the last observation on or up to 6 days before the
 *   same calendar date a year earlier (29 February → 28 February). Annual and longer frequencies have
 *   no separate year-on-year comparison (the previous period is already a year or more back).
 *   z = robust z of the latest change against the earlier changes of about the last ten years
 *   (DELTA_WINDOW; gold's fixed-price nineteenth century says nothing of a move now), (Δ − median) / (1.4826 · MAD),
 *   with changes in proportion (log differences) where a percent change means something (prices, counts),
 *   needing at least 5 earlier changes (null otherwise; when the MAD is 0 the scale is the mean absolute
 *   deviation × 1.2533, and when that is 0 too z is 0 for a typical change and ±10 otherwise). Salience = 1 / (1 + e^(−1.5 (|z| − 2))):
 *   about 0.05 for an ordinary change, 0.5 at |z| = 2, 0.95 at |z| = 4; 0.25 when z is null.
 *
 * watermark_high_distance / watermark_low_distance: how far the latest value is from the series'
 *   highest (lowest) value, over all the data and over the trailing five years. All data:
 *   all_time_high / all_time_low, its first date (all_time_high_date / all_time_low_date),
 *   all_time_distance_abs and all_time_distance_pct (of the record), at_record (the latest value equals
 *   the record), series_start. Trailing window: the observations dated after the latest date minus
 *   5 years (the whole series if it is shorter): window_high / window_low, its date, window_distance_abs,
 *   window_distance_pct, at_window_extreme, window_periods, window_years = 5; null when the window holds
 *   fewer than 3 observations. The sentence names the window's extreme only when it is not the record.
 *   distance_in_moves = all-time distance / typical move, where the typical move is 1.4826 × MAD of the
 *   period-on-period changes (mean absolute change from the median × 1.2533 when the MAD is 0);
 *   window_distance_in_moves likewise. Needs 3 observations.
 *   A latest value that ties an earlier record carries record_last_reached, the last earlier date at that
 *   value, and its salience is the share of the series since then (a dry day after a dry day: about 0).
 *   Salience = 1 at a new record; otherwise max(e^(−m / 3), 0.7 · e^(−w / 3)), m and w the all-time
 *   and window distances in moves (so a new five-year high scores at least 0.7, one typical move short
 *   of the record about 0.72, three moves short about 0.37).
 *
 * longest_run: the current run of consecutive rises (falls): periods whose value is strictly above
 *   (below) the previous one; an unchanged value ends a run, and so does a period without a value (a daily
 *   series' rows are its periods: trading days). No fact when the latest change is zero or spans a gap.
 *   Params: direction, length (number of consecutive rises or falls), start (the first period of the
 *   run that rose or fell), end, run_change_abs and run_change_pct (from the value before the run to the
 *   latest), rank among all runs of the same direction in the series (1 + the number of earlier runs
 *   strictly longer) and rank_ordinal ("2nd"), runs_count (runs of that direction, this one included),
 *   record_length, record_start (first run of that length), is_record (rank 1), ties_record (rank 1
 *   shared with an earlier run), period_unit and record_period_unit (singular or plural to match).
 *   Salience = (1 − (rank − 1) / runs_count) × min(1, (length − 1) / 4).
 *
 * peer_rank: where the latest value stands among peers for the same period (siblings of the same region
 *   type, this region included; it is added from the latest point if missing). rank_by = "value_desc":
 *   rank 1 is the highest value whatever the indicator's polarity; ties share the better rank. Params:
 *   rank, rank_ordinal, peer_count, percentile = (peers below + ½ · peers tied) / (peer_count − 1), so
 *   1 = highest and 0 = lowest, value, date, polarity, highest_region, highest_value, lowest_region,
 *   lowest_value, median_value. Needs at least 2 peers. Salience = 2 · |percentile − 0.5|.
 *
 * Example sentences (curated indicator "Unemployment rate", unit "percent", region "Ohio"; a rate's percent
 * changes are not told, an index's would be, after "about"):
 *   trend         Unemployment rate in Ohio has trended up over the last 24 months (February 2022 to
 *                 January 2024), by about 0.97 percentage points a year (R² of about 0.59).
 *   latest_delta  Unemployment rate in Ohio rose 0.2 percentage points to 6.1 percent in January 2024
 *                 from December 2023, 1.1 percentage points above a year earlier (January 2023).
 *   watermark     Unemployment rate in Ohio, at 6.1 percent in January 2024, is 1.3 percentage points
 *                 above its record low of 4.8 percent (June 2019) and 0.9 percentage points above its
 *                 5-year low of 5.2 percent (June 2023).
 *   longest_run   Unemployment rate in Ohio has risen for 3 months in a row (since November 2023), the
 *                 2nd longest of 9 runs of rises; the record is 5 months (from March 2020).
 *   peer_rank     Unemployment rate in Ohio was 6.1 percent in January 2024, the 3rd highest of 5
 *                 comparable regions (highest: Michigan, 7 percent).
 */

import {
  type Frequency,
  type Point,
  type Polarity,
  addDays,
  addMonths,
  dayNumber,
  formatPeriod,
  linearFit,
  median,
  periodNoun,
  periodsBetween,
  stepsBetween,
  periodsPerYear,
  pctChange,
  robustScale,
  roundSig,
  withoutDecimalNoise,
} from "./series.js";
import { changeUnit, hasTrueZero, tellsPercentChange, unitAfterNumber } from "./units.js";

export type InsightKind =
  | "trend"
  | "latest_delta"
  | "watermark_high_distance"
  | "watermark_low_distance"
  | "longest_run"
  | "peer_rank";

export type ParamValue = string | number | boolean | null;

export interface InsightFact {
  kind: InsightKind;
  params: Record<string, ParamValue>;
  humanTemplate: string;
  salience: number;
  text: string | null;
}

export interface InsightInput {
  indicator: {
    code: string;
    name: string;
    unit: string | null;
    frequency: Frequency;
    polarity: Polarity;
    curated: boolean;
  };
  region: { code: string; name: string };
  points: Point[];
  peers?: { regionCode: string; regionName: string; value: number }[];
}

/** Trailing window of the trend fact, in observations. */
export const TREND_WINDOW: Record<Frequency, number> = {
  daily: 90,
  weekly: 52,
  monthly: 24,
  quarterly: 8,
  annual: 10,
  quinquennial: 5,
  decennial: 5,
};

/** How many earlier changes latest_delta judges the latest one against: about ten years of them. */
const DELTA_WINDOW: Record<Frequency, number> = { daily: 2520, weekly: 520, monthly: 120, quarterly: 40, annual: 30, quinquennial: 12, decennial: 12 };

const WATERMARK_WINDOW_YEARS = 5;

// ---------------------------------------------------------------------------------------------------
// Rendering

/**
 * A number for a sentence: integers with thousands separators; otherwise 0 decimals from 1000 up,
 * 1 from 100, 2 from 1, and 3 significant digits below 1, with trailing zeros dropped.
 */
export function formatNumber(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  const abs = Math.abs(x);
  let digits: number;
  if (Number.isInteger(x) || abs >= 1000) digits = 0;
  else if (abs >= 100) digits = 1;
  else if (abs >= 1) digits = 2;
  else digits = Math.min(20, Math.max(0, 2 - Math.floor(Math.log10(abs))));
  const out = x.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  return out === "-0" ? "0" : out;
}

/** Decimals a value of the data is written with in full: as many as sources publish (exchange rates have 4). */
const FULL_DECIMALS = 4;

/**
 * A number as a sentence writes it, the one rule of the insight texts. An estimate (a fitted rate, a percent,
 * R²: the template says "about" before it) is rounded for reading (formatNumber). Any other number is a value
 * of the data, or exact arithmetic on such values, and is written exactly: rounded for reading when that
 * loses nothing, else in full up to 4 decimals; one with more (a source's own average, 3726.050952380952) is
 * rounded for reading and written after "about".
 */
export function writeNumber(x: number, estimate = false): string {
  const shown = formatNumber(x);
  if (estimate || !Number.isFinite(x) || Number(shown.replace(/,/g, "")) === x) return shown;
  const full = x.toLocaleString("en-US", { maximumFractionDigits: FULL_DECIMALS });
  return Number(full.replace(/,/g, "")) === x ? full : `about ${shown}`;
}

/**
 * Fills `{name}` placeholders from `values` (numbers through writeNumber, null as empty). Placeholders
 * without a value are left as they are. Then tidies spacing: runs of spaces collapse, and no space is
 * left before , . ; : ) or % or after (.
 */
export function renderTemplate(template: string, values: Record<string, unknown>): string {
  const filled = template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, key: string, at: number) => {
    if (!Object.prototype.hasOwnProperty.call(values, key)) return whole;
    const v = values[key];
    if (v === null || v === undefined) return "";
    if (typeof v === "number") return writeNumber(v, /\babout $/i.test(template.slice(0, at)));
    return String(v);
  });
  return filled
    .replace(/[ \t]+/g, " ")
    .replace(/ ([,.;:)%])/g, "$1")
    .replace(/\( /g, "(")
    .trim();
}

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function sentence(template: string, params: Record<string, ParamValue>, input: InsightInput): string {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    values[key] = typeof value === "string" && DATE_PATTERN.test(value) ? formatPeriod(value, input.indicator.frequency) : value;
  }
  values.indicator = input.indicator.name;
  values.region = input.region.name;
  return renderTemplate(template, values);
}

// ---------------------------------------------------------------------------------------------------
// Helpers

// Estimates (a fitted slope, a percent, z, R²) are rounded to 6 significant digits; what exact arithmetic
// gives from stored values (a difference, a median) keeps its value, cleared of binary noise only.
const r6 = (x: number) => roundSig(x, 6);
const r6n = (x: number | null) => (x === null ? null : roundSig(x, 6));

/** |b − a| as the decimals give it: 83,516,593 − 72,814,900 is 10,701,693 (86.48 − 86.04 is 0.44). */
const gap = (a: number, b: number) => Math.abs(withoutDecimalNoise(b - a, Math.max(Math.abs(a), Math.abs(b))));

/** The median as the decimals give it: a middle value, or the mean of the two middle ones. */
function exactMedian(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const h = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[h]!;
  const [a, b] = [sorted[h - 1]!, sorted[h]!];
  return withoutDecimalNoise((a + b) / 2, Math.max(Math.abs(a), Math.abs(b)));
}
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const directionOf = (delta: number): "up" | "down" | "unchanged" => (delta > 0 ? "up" : delta < 0 ? "down" : "unchanged");

/** Percent change from `from` to `to`, only on a ratio scale (see onRatioScale). */
function ratioPct(ratioScale: boolean, from: number, to: number): number | null {
  return ratioScale ? pctChange(from, to) : null;
}

/** Whether a percent change of the series means something: a unit with a true zero, and every value positive. */
const onRatioScale = (unit: string | null, values: readonly number[]) => hasTrueZero(unit) && values.every((v) => v > 0);

/** Typical size of one period's move: 1.4826 × MAD of the changes (σ-equivalent), with fallbacks. */
function typicalMove(values: readonly number[]): number {
  const d: number[] = [];
  for (let i = 1; i < values.length; i++) d.push(values[i]! - values[i - 1]!);
  if (d.length === 0) return 0;
  return robustScale(d);
}

/** The point nearest `target` within `toleranceDays` (the earlier one on a tie), or null. */
function nearestPoint(points: readonly Point[], target: string, toleranceDays: number): Point | null {
  const goal = dayNumber(target);
  let best: Point | null = null;
  let bestGap = Infinity;
  for (const p of points) {
    const gap = Math.abs(dayNumber(p.date) - goal);
    if (gap <= toleranceDays && gap < bestGap) {
      best = p;
      bestGap = gap;
    }
  }
  return best;
}

/** The year-earlier observation used by latest_delta, or null when the frequency has none. */
export function yearEarlierPoint(points: readonly Point[], frequency: Frequency): Point | null {
  const latest = points[points.length - 1];
  if (!latest) return null;
  const earlier = points.slice(0, -1);
  switch (frequency) {
    case "monthly":
    case "quarterly":
      return nearestPoint(earlier, addMonths(latest.date, -12), 15);
    case "weekly":
      return nearestPoint(earlier, addDays(latest.date, -364), 3);
    case "daily": {
      const target = dayNumber(addMonths(latest.date, -12));
      let found: Point | null = null;
      for (const p of earlier) {
        const day = dayNumber(p.date);
        if (day <= target && day >= target - 6) found = p;
      }
      return found;
    }
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------------
// Facts

function trendFact(input: InsightInput): InsightFact | null {
  const { points } = input;
  const { frequency } = input.indicator;
  const w = Math.min(TREND_WINDOW[frequency], points.length);
  if (w < 3) return null;
  const win = points.slice(points.length - w);
  // x is where each period sits on the calendar, so a period without a value still counts as time
  const x = win.map((p) => periodsBetween(win[0]!.date, p.date, frequency));
  const span = x[w - 1]!;
  const fit = linearFit(
    x,
    win.map((p) => p.value),
  );
  let t: number;
  if (fit.slopeStdErr > 0) t = fit.slope / fit.slopeStdErr;
  else t = fit.slope === 0 ? 0 : fit.slope > 0 ? Infinity : -Infinity;
  const direction = Math.abs(t) < 2 ? "flat" : t > 0 ? "up" : "down";
  const slopePerYear = fit.slope * periodsPerYear(frequency);
  // a daily series' values are its trading (or reporting) days: the days between them are no missing values
  const spanPeriods = Math.round(span) + 1;
  const missing = frequency === "daily" ? null : Math.max(0, spanPeriods - w);
  const params: Record<string, ParamValue> = {
    window_periods: w,
    period_unit: frequency === "daily" ? "daily values" : periodNoun(frequency, w),
    span_periods: spanPeriods,
    span_unit: periodNoun(frequency, spanPeriods),
    missing_periods: missing,
    start: win[0]!.date,
    end: win[w - 1]!.date,
    slope_per_period: r6(fit.slope),
    slope_per_year: r6(slopePerYear),
    rate_per_year: r6(Math.abs(slopePerYear)),
    r2: r6(fit.r2),
    t_stat: Number.isFinite(t) ? r6(t) : null,
    change_over_window: r6(fit.slope * span),
    change_size: r6(Math.abs(fit.slope * span)),
    change_unit: changeUnit(input.indicator.unit),
    direction,
  };
  // a window of a few months (a daily series' 90 values) says what the line moved over it: scaled to a year,
  // an autumn's cooling would read as tens of degrees a year
  const size = span / periodsPerYear(frequency) < 0.5 ? "by about {change_size} {change_unit} over that span" : "by about {rate_per_year} {change_unit} a year";
  const window = missing
    ? "over the last {span_periods} {span_unit} ({start} to {end}, {missing_periods} of them without a value)"
    : "over the last {window_periods} {period_unit} ({start} to {end})";
  const humanTemplate =
    direction === "flat"
      ? `{indicator} in {region} has shown no clear trend ${window}.`
      : `{indicator} in {region} has trended ${direction} ${window}, ${size} (R² of about {r2}).`;
  const salience = clamp01(fit.r2 * Math.min(1, Math.abs(t) / 6));
  return { kind: "trend", params, humanTemplate, salience: r6(salience), text: null };
}

function latestDeltaFact(input: InsightInput): InsightFact | null {
  const { points } = input;
  const n = points.length;
  if (n < 2) return null;
  const latest = points[n - 1]!;
  const previous = points[n - 2]!;
  const change = latest.value - previous.value;
  const ratio = onRatioScale(input.indicator.unit, points.map((p) => p.value));
  const pct = ratioPct(ratio, previous.value, latest.value);
  const direction = directionOf(change);
  const tellPct = tellsPercentChange(input.indicator.unit);

  const yoy = yearEarlierPoint(points, input.indicator.frequency);
  const yoyChange = yoy ? latest.value - yoy.value : null;
  const yoyPct = yoy ? ratioPct(ratio, yoy.value, latest.value) : null;

  // Robust z of the latest change against the earlier changes of the window, in proportion where that means something
  const moveOf = ratio && tellPct ? (a: number, b: number) => Math.log(b / a) : (a: number, b: number) => b - a;
  const move = moveOf(previous.value, latest.value);
  const earlier: number[] = [];
  for (let i = Math.max(1, n - 1 - DELTA_WINDOW[input.indicator.frequency]); i < n - 1; i++) earlier.push(moveOf(points[i - 1]!.value, points[i]!.value));
  let z: number | null = null;
  if (earlier.length >= 5) {
    const center = median(earlier);
    const scale = robustScale(earlier, center);
    if (scale > 0) z = (move - center) / scale;
    else z = move === center ? 0 : Math.sign(move - center) * 10;
  }
  const params: Record<string, ParamValue> = {
    latest_date: latest.date,
    latest_value: latest.value,
    previous_date: previous.date,
    previous_value: previous.value,
    change_abs: gap(previous.value, latest.value),
    change_pct: pct === null ? null : r6(Math.abs(pct)),
    direction,
    change_unit: changeUnit(input.indicator.unit),
    yoy_date: yoy ? yoy.date : null,
    yoy_value: yoy ? yoy.value : null,
    yoy_change_abs: yoy ? gap(yoy.value, latest.value) : null,
    yoy_change_pct: yoyPct === null ? null : r6(Math.abs(yoyPct)),
    yoy_direction: yoyChange === null ? null : directionOf(yoyChange),
    z: r6n(z),
  };
  let humanTemplate: string;
  if (direction === "unchanged") {
    humanTemplate = "{indicator} in {region} was unchanged at {latest_value} {unit} in {latest_date} from {previous_date}";
  } else {
    const verb = direction === "up" ? "rose" : "fell";
    const pctPart = tellPct && pct !== null ? " (about {change_pct}%)" : "";
    humanTemplate = `{indicator} in {region} ${verb} {change_abs} {change_unit}${pctPart} to {latest_value} {unit} in {latest_date} from {previous_date}`;
  }
  if (yoy && yoyChange !== null) {
    if (yoyChange === 0) humanTemplate += ", the same as a year earlier ({yoy_date})";
    else {
      const side = yoyChange > 0 ? "above" : "below";
      humanTemplate +=
        !tellPct || yoyPct === null
          ? `, {yoy_change_abs} {change_unit} ${side} a year earlier ({yoy_date})`
          : `, {yoy_change_abs} {change_unit} (about {yoy_change_pct}%) ${side} a year earlier ({yoy_date})`;
    }
  }
  humanTemplate += ".";
  const salience = z === null ? 0.25 : 1 / (1 + Math.exp(-1.5 * (Math.abs(z) - 2)));
  return { kind: "latest_delta", params, humanTemplate, salience: r6(salience), text: null };
}

function watermarkFact(input: InsightInput, side: "high" | "low"): InsightFact | null {
  const { points } = input;
  const n = points.length;
  if (n < 3) return null;
  const latest = points[n - 1]!;
  const better = (a: number, b: number) => (side === "high" ? a > b : a < b);
  const extremeOf = (list: readonly Point[]) => {
    let best = list[0]!;
    for (const p of list) if (better(p.value, best.value)) best = p;
    return best;
  };
  const record = extremeOf(points);
  const cutoff = addMonths(latest.date, -12 * WATERMARK_WINDOW_YEARS);
  const windowPoints = points.filter((p) => p.date > cutoff);
  const windowExtreme = windowPoints.length >= 3 ? extremeOf(windowPoints) : null;

  const ratio = onRatioScale(input.indicator.unit, points.map((p) => p.value));
  const distance = Math.abs(record.value - latest.value);
  const finite = (x: number) => (Number.isFinite(x) ? x : null);
  const pct = ratio ? finite((distance / record.value) * 100) : null;
  const windowDistance = windowExtreme ? Math.abs(windowExtreme.value - latest.value) : null;
  const windowPct = ratio && windowExtreme && windowDistance !== null ? finite((windowDistance / windowExtreme.value) * 100) : null;
  const move = typicalMove(points.map((p) => p.value));
  const inMoves = (d: number) => (d === 0 ? 0 : move > 0 ? d / move : Infinity);
  const m = inMoves(distance);
  const wm = windowDistance === null ? null : inMoves(windowDistance);
  const atRecord = distance === 0;
  const atWindow = windowDistance === 0;
  // a record the latest value only ties (a dry day among hundreds, a rate back at its floor) is news in
  // proportion to how long ago it was last reached
  const tiedAt = atRecord ? points.findLastIndex((p, i) => i < n - 1 && p.value === record.value) : -1;

  const word = side === "high" ? "high" : "low";
  const params: Record<string, ParamValue> = {
    latest_date: latest.date,
    latest_value: latest.value,
    series_start: points[0]!.date,
    [`all_time_${word}`]: record.value,
    [`all_time_${word}_date`]: record.date,
    all_time_distance_abs: gap(record.value, latest.value),
    all_time_distance_pct: r6n(pct),
    change_unit: changeUnit(input.indicator.unit),
    at_record: atRecord,
    window_years: WATERMARK_WINDOW_YEARS,
    window_periods: windowPoints.length,
    [`window_${word}`]: windowExtreme ? windowExtreme.value : null,
    [`window_${word}_date`]: windowExtreme ? windowExtreme.date : null,
    window_distance_abs: windowExtreme ? gap(windowExtreme.value, latest.value) : null,
    window_distance_pct: r6n(windowPct),
    at_window_extreme: windowExtreme ? atWindow : null,
    distance_in_moves: Number.isFinite(m) ? r6(m) : null,
    window_distance_in_moves: wm === null || !Number.isFinite(wm) ? null : r6(wm),
    ...(tiedAt >= 0 ? { record_last_reached: points[tiedAt]!.date } : {}),
  };
  const superlative = side === "high" ? "highest" : "lowest";
  const relation = side === "high" ? "below" : "above";
  const pctPart = pct !== null && tellsPercentChange(input.indicator.unit) ? " (about {all_time_distance_pct}%)" : "";
  let humanTemplate: string;
  if (atRecord && tiedAt >= 0) {
    humanTemplate = `{indicator} in {region}, at {latest_value} {unit} in {latest_date}, equals its record ${word} (last reached {record_last_reached}).`;
  } else if (atRecord) {
    humanTemplate = `{indicator} in {region} is at its ${superlative} since the series began in {series_start}: {latest_value} {unit} in {latest_date}.`;
  } else if (windowExtreme && atWindow) {
    humanTemplate =
      `{indicator} in {region}, at {latest_value} {unit} in {latest_date}, is at a {window_years}-year ${word}, ` +
      `{all_time_distance_abs} {change_unit}${pctPart} ${relation} its record of {all_time_${word}} {unit} set in {all_time_${word}_date}.`;
  } else {
    humanTemplate =
      `{indicator} in {region}, at {latest_value} {unit} in {latest_date}, is {all_time_distance_abs} {change_unit}` +
      `${pctPart} ${relation} its record ${word} of {all_time_${word}} {unit} ({all_time_${word}_date})` +
      (windowExtreme && windowExtreme !== record ? ` and {window_distance_abs} {change_unit} ${relation} its {window_years}-year ${word} of {window_${word}} {unit} ({window_${word}_date})` : "") +
      ".";
  }
  let salience: number;
  if (atRecord) salience = tiedAt >= 0 ? (n - 1 - tiedAt) / (n - 1) : 1;
  else {
    const all = Number.isFinite(m) ? Math.exp(-m / 3) : 0;
    const win = wm === null || !Number.isFinite(wm) ? 0 : 0.7 * Math.exp(-wm / 3);
    salience = Math.max(all, win);
  }
  return {
    kind: side === "high" ? "watermark_high_distance" : "watermark_low_distance",
    params,
    humanTemplate,
    salience: r6(clamp01(salience)),
    text: null,
  };
}

interface Run {
  sign: 1 | -1;
  /** Index of the first point that rose (fell). */
  from: number;
  /** Index of the last point of the run. */
  to: number;
}

/**
 * Maximal runs of strictly rising or strictly falling consecutive values. `follows(i)` says whether value i
 * comes in the period right after value i − 1: a change across a missing period spans more than one, so it
 * neither starts nor continues a run.
 */
export function runsOf(values: readonly number[], follows: (i: number) => boolean = () => true): Run[] {
  const runs: Run[] = [];
  let current: Run | null = null;
  for (let i = 1; i < values.length; i++) {
    const d = values[i]! - values[i - 1]!;
    const sign = !follows(i) ? 0 : d > 0 ? 1 : d < 0 ? -1 : 0;
    if (sign !== 0 && current && current.sign === sign && current.to === i - 1) {
      current.to = i;
      continue;
    }
    if (sign !== 0) {
      current = { sign, from: i, to: i };
      runs.push(current);
    } else current = null;
  }
  return runs;
}

function longestRunFact(input: InsightInput): InsightFact | null {
  const { points } = input;
  const n = points.length;
  if (n < 2) return null;
  const values = points.map((p) => p.value);
  const frequency = input.indicator.frequency;
  const runs = runsOf(values, (i) => stepsBetween(points[i - 1]!.date, points[i]!.date, frequency) === 1);
  const current = runs[runs.length - 1];
  if (!current || current.to !== n - 1) return null;
  const length = current.to - current.from + 1;
  const same = runs.filter((r) => r.sign === current.sign);
  const lengthOf = (r: Run) => r.to - r.from + 1;
  const others = same.filter((r) => r !== current);
  const rank = 1 + others.filter((r) => lengthOf(r) > length).length;
  let record = current;
  for (const r of same) if (lengthOf(r) > lengthOf(record)) record = r;
  // The earliest run holding the record length (the current one if none before it reached it).
  const firstRecord = same.find((r) => lengthOf(r) === lengthOf(record))!;
  const recordLength = lengthOf(record);
  const base = values[current.from - 1]!;
  const runPct = ratioPct(onRatioScale(input.indicator.unit, values), base, values[n - 1]!);
  const direction = current.sign > 0 ? "up" : "down";
  const params: Record<string, ParamValue> = {
    direction,
    length,
    period_unit: periodNoun(frequency, length),
    start: points[current.from]!.date,
    end: points[n - 1]!.date,
    run_change_abs: gap(base, values[n - 1]!),
    run_change_pct: runPct === null ? null : r6(Math.abs(runPct)),
    rank,
    rank_ordinal: ordinal(rank),
    runs_count: same.length,
    record_length: recordLength,
    record_period_unit: periodNoun(frequency, recordLength),
    record_start: points[firstRecord.from]!.date,
    is_record: rank === 1,
    ties_record: rank === 1 && others.some((r) => lengthOf(r) === length),
  };
  const verb = direction === "up" ? "risen" : "fallen";
  const what = direction === "up" ? "rises" : "falls";
  const opening =
    length === 1
      ? `{indicator} in {region} ${direction === "up" ? "rose" : "fell"} in the latest {period_unit} ({start})`
      : `{indicator} in {region} has ${verb} for {length} {period_unit} in a row (since {start})`;
  let tail: string;
  if (length === 1) tail = ".";
  else if (rank === 1 && !params.ties_record && same.length > 1)
    tail = `, the longest run of ${what} in the series.`;
  else if (rank === 1 && params.ties_record) tail = `, equal to the longest run of ${what} in the series.`;
  else if (rank === 1) tail = ".";
  else tail = `, the {rank_ordinal} longest of {runs_count} runs of ${what}; the record is {record_length} {record_period_unit} (from {record_start}).`;
  const salience = (1 - (rank - 1) / same.length) * Math.min(1, (length - 1) / 4);
  return { kind: "longest_run", params, humanTemplate: opening + tail, salience: r6(clamp01(salience)), text: null };
}

function peerRankFact(input: InsightInput): InsightFact | null {
  const { points, peers, region } = input;
  const latest = points[points.length - 1];
  if (!peers || !latest) return null;
  const list = peers.filter((p) => Number.isFinite(p.value));
  let own = list.find((p) => p.regionCode === region.code);
  if (!own) {
    own = { regionCode: region.code, regionName: region.name, value: latest.value };
    list.push(own);
  }
  const count = list.length;
  if (count < 2) return null;
  const value = own.value;
  let above = 0;
  let below = 0;
  for (const p of list) {
    if (p === own) continue;
    if (p.value > value) above++;
    else if (p.value < value) below++;
  }
  const tied = count - 1 - above - below;
  const rank = above + 1;
  const percentile = (below + 0.5 * tied) / (count - 1);
  // Stable choice of highest and lowest: the first listed among equal values.
  let highest = list[0]!;
  let lowest = list[0]!;
  for (const p of list) {
    if (p.value > highest.value) highest = p;
    if (p.value < lowest.value) lowest = p;
  }
  const params: Record<string, ParamValue> = {
    rank,
    rank_ordinal: ordinal(rank),
    peer_count: count,
    percentile: r6(percentile),
    rank_by: "value_desc",
    value,
    date: latest.date,
    polarity: input.indicator.polarity,
    highest_region: highest.regionName,
    highest_value: highest.value,
    lowest_region: lowest.regionName,
    lowest_value: lowest.value,
    median_value: exactMedian(list.map((p) => p.value)),
  };
  let humanTemplate: string;
  const lead = "{indicator} in {region} was {value} {unit} in {date}";
  if (rank === 1) humanTemplate = `${lead}, the highest of {peer_count} comparable regions.`;
  else if (above === count - 1) humanTemplate = `${lead}, the lowest of {peer_count} comparable regions.`;
  else
    humanTemplate = `${lead}, the {rank_ordinal} highest of {peer_count} comparable regions (highest: {highest_region}, {highest_value} {unit}).`;
  return {
    kind: "peer_rank",
    params,
    humanTemplate,
    salience: r6(clamp01(2 * Math.abs(percentile - 0.5))),
    text: null,
  };
}

/** The insight facts the data supports, in the fixed order of the kinds above. */
export function computeInsightFacts(input: InsightInput): InsightFact[] {
  const points = input.points.filter((p) => Number.isFinite(p.value));
  const clean: InsightInput = { ...input, points };
  const facts = [
    trendFact(clean),
    latestDeltaFact(clean),
    watermarkFact(clean, "high"),
    watermarkFact(clean, "low"),
    longestRunFact(clean),
    peerRankFact(clean),
  ].filter((f): f is InsightFact => f !== null);
  // the unit rides in params, so a client fills every placeholder but {indicator} and {region} from the fact alone
  const unit = input.indicator.unit ? unitAfterNumber(input.indicator.unit) : "";
  // the templates date a period "in {latest_date}": a day is "on" one, a week "in the week of" one
  const dated = { daily: "on", weekly: "in the week of" }[input.indicator.frequency as string];
  for (const f of facts) {
    f.params.unit = unit;
    if (dated) f.humanTemplate = f.humanTemplate.replace(/\bin (\{(?:\w+_date|date|series_start)\})/g, (_, slot: string) => `${dated} ${slot}`);
    if (input.indicator.curated) f.text = sentence(f.humanTemplate, f.params, clean);
  }
  return facts;
}
