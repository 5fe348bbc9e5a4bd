/**
 * Small numeric helpers shared by the insight facts and the signal detectors: the point type, how many
 * periods make a year for each frequency, an ordinary least-squares line, robust location and spread
 * (median, MAD), percent changes and calendar arithmetic on `YYYY-MM-DD` dates. Pure: no I/O, no clock.
 */

/** One observation. `date` is the period's start as `YYYY-MM-DD`; `value` is never null here. */
export type Point = { date: string; value: number };

export type Frequency = "daily" | "weekly" | "monthly" | "quarterly" | "annual" | "quinquennial" | "decennial";
export type Polarity = "higher_is_better" | "higher_is_worse" | "neutral";

/** Scales a MAD to the standard deviation of a normal distribution with that MAD. */
export const MAD_TO_SD = 1.4826;

const PERIODS_PER_YEAR: Record<Frequency, number> = {
  daily: 365,
  weekly: 52,
  monthly: 12,
  quarterly: 4,
  annual: 1,
  quinquennial: 0.2,
  decennial: 0.1,
};

/** Periods in one year (daily counts 365 calendar days; a quinquennial period is 0.2 of a year's worth). */
export function periodsPerYear(frequency: Frequency): number {
  return PERIODS_PER_YEAR[frequency];
}

/** The last day of the period starting on `start`: a year's value holds the whole year, a day's only its day. */
export function periodEnd(start: string, frequency: Frequency): string {
  if (frequency === "daily") return start;
  if (frequency === "weekly") return addDays(start, 6);
  return addDays(addMonths(start, Math.round(12 / PERIODS_PER_YEAR[frequency])), -1);
}

export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A YYYY-MM-DD period as a sentence names it: "4 March 2012" (daily, weekly), "March 2009", "2009 Q1", "2009". */
export function formatPeriod(date: string, frequency: Frequency | string | null): string {
  const year = date.slice(0, 4);
  const month = Number(date.slice(5, 7));
  switch (frequency) {
    case "daily":
    case "weekly":
      return `${Number(date.slice(8, 10))} ${MONTH_NAMES[month - 1]} ${year}`;
    case "monthly":
      return `${MONTH_NAMES[month - 1]} ${year}`;
    case "quarterly":
      return `${year} Q${Math.floor((month - 1) / 3) + 1}`;
    default:
      return year;
  }
}

/** The period with its preposition: "on 4 March 2012", "in the week of 4 March 2012", "in March 2009". */
export function atPeriod(date: string, frequency: Frequency | string | null): string {
  const name = formatPeriod(date, frequency);
  if (frequency === "daily") return `on ${name}`;
  if (frequency === "weekly") return `in the week of ${name}`;
  return `in ${name}`;
}

/** The plural noun for one period of this frequency, as used in sentences ("months", "five-year periods"). */
export function periodNoun(frequency: Frequency, count = 2): string {
  const one = count === 1;
  switch (frequency) {
    case "daily":
      return one ? "day" : "days";
    case "weekly":
      return one ? "week" : "weeks";
    case "monthly":
      return one ? "month" : "months";
    case "quarterly":
      return one ? "quarter" : "quarters";
    case "annual":
      return one ? "year" : "years";
    case "quinquennial":
      return one ? "five-year period" : "five-year periods";
    case "decennial":
      return one ? "decade" : "decades";
  }
}

export interface LinearFit {
  n: number;
  slope: number;
  intercept: number;
  /** Share of the variance the line explains; 0 when y does not vary. */
  r2: number;
  /** Standard error of the slope (residual variance over n − 2 degrees of freedom); NaN when n < 3. */
  slopeStdErr: number;
  /** Residual sum of squares. */
  rss: number;
}

/** Ordinary least squares of y on x. Needs at least two distinct x values. */
export function linearFit(x: readonly number[], y: readonly number[]): LinearFit {
  const n = Math.min(x.length, y.length);
  if (n < 2) throw new RangeError("linearFit needs at least two points");
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i]!;
    my += y[i]!;
  }
  mx /= n;
  my /= n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  if (sxx === 0) throw new RangeError("linearFit needs at least two distinct x values");
  const slope = sxy / sxx;
  const intercept = my - slope * mx;
  let rss = 0;
  for (let i = 0; i < n; i++) {
    const r = y[i]! - (intercept + slope * x[i]!);
    rss += r * r;
  }
  // Guard against rounding leaving a tiny positive residual on an exact line.
  if (rss < 1e-24 * Math.max(1, syy)) rss = 0;
  const r2 = syy === 0 ? 0 : Math.max(0, Math.min(1, 1 - rss / syy));
  const slopeStdErr = n > 2 ? Math.sqrt(rss / (n - 2) / sxx) : Number.NaN;
  return { n, slope, intercept, r2, slopeStdErr, rss };
}

/** Median of the values (mean of the middle two for an even count); NaN for an empty list. */
export function median(values: readonly number[]): number {
  const n = values.length;
  if (n === 0) return Number.NaN;
  const s = Float64Array.from(values).sort();
  const h = n >> 1;
  return n % 2 === 1 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
}

/** Median absolute deviation from the median (unscaled; multiply by MAD_TO_SD for a σ-equivalent). */
export function mad(values: readonly number[], center: number = median(values)): number {
  if (values.length === 0) return Number.NaN;
  const dev = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) dev[i] = Math.abs(values[i]! - center);
  dev.sort();
  const n = dev.length;
  const h = n >> 1;
  return n % 2 === 1 ? dev[h]! : (dev[h - 1]! + dev[h]!) / 2;
}

/**
 * A robust scale (σ-equivalent) of the values: 1.4826 × MAD, or when more than half the values are equal
 * (MAD = 0) the mean absolute deviation × 1.2533 (also σ-equivalent for a normal), or 0 for a constant list.
 */
export function robustScale(values: readonly number[], center: number = median(values)): number {
  const m = mad(values, center);
  if (m > 0) return MAD_TO_SD * m;
  if (values.length === 0) return Number.NaN;
  let s = 0;
  for (const v of values) s += Math.abs(v - center);
  return (s / values.length) * 1.2533;
}

/**
 * The chance that a chi-square variable of `df` degrees of freedom is at least `x`: the regularized upper
 * incomplete gamma function Q(df/2, x/2), by its series below a + 1 and by its continued fraction above (Lentz's
 * method). Γ(df/2) is exact, df being whole: a half-integer's gamma steps up from Γ(1/2) = √π.
 */
export function chiSquareSurvival(x: number, df: number): number {
  if (!(x > 0)) return 1;
  const a = df / 2;
  const z = x / 2;
  let logGamma = df % 2 === 0 ? 0 : Math.log(Math.PI) / 2;
  for (let k = df % 2 === 0 ? 1 : 0.5; k < a; k++) logGamma += Math.log(k);
  const scale = Math.exp(-z + a * Math.log(z) - logGamma);
  if (z < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= z / (a + n);
      sum += term;
    }
    return Math.max(0, 1 - sum * scale);
  }
  const tiny = 1e-300;
  let b = z + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return Math.min(1, scale * h);
}

/**
 * Kruskal and Wallis's test that groups of values come from one distribution: H from the pooled ranks (ties
 * ranked by their mean rank, H divided by the ties' correction) and its chance under that hypothesis, read as
 * chi-square with one degree of freedom fewer than the groups. Empty groups are left out.
 */
export function kruskalWallis(groups: readonly (readonly number[])[]): { h: number; df: number; p: number } {
  const held = groups.filter((g) => g.length > 0);
  const pooled = held.flatMap((g, k) => g.map((value) => ({ value, k }))).sort((a, b) => a.value - b.value);
  const n = pooled.length;
  const rankSums = new Array<number>(held.length).fill(0);
  let ties = 0;
  for (let i = 0; i < n; ) {
    let j = i;
    while (j + 1 < n && pooled[j + 1]!.value === pooled[i]!.value) j++;
    const rank = (i + j) / 2 + 1;
    for (let t = i; t <= j; t++) rankSums[pooled[t]!.k]! += rank;
    const tied = j - i + 1;
    ties += tied ** 3 - tied;
    i = j + 1;
  }
  const df = held.length - 1;
  const correction = n > 1 ? 1 - ties / (n ** 3 - n) : 0;
  if (df < 1 || correction <= 0) return { h: 0, df: Math.max(df, 0), p: 1 };
  const h = ((12 / (n * (n + 1))) * held.reduce((sum, g, k) => sum + rankSums[k]! ** 2 / g.length, 0) - 3 * (n + 1)) / correction;
  return { h, df, p: chiSquareSurvival(h, df) };
}

/** Percent change from `from` to `to` (2.5 means +2.5 %); null when `from` is zero. */
export function pctChange(from: number, to: number): number | null {
  if (from === 0) return null;
  const pct = ((to - from) / Math.abs(from)) * 100;
  // a base near zero (e.g. 5e-324) overflows: no meaningful percentage exists then
  return Number.isFinite(pct) ? pct : null;
}

/** First differences y[i] − y[i−1], length n − 1. */
export function diffs(values: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < values.length; i++) out.push(values[i]! - values[i - 1]!);
  return out;
}

/**
 * x, the result of adding or subtracting decimal values at most `scale` in magnitude, without the binary
 * noise of that arithmetic: kept to 12 significant digits of `scale`, more than any source publishes
 * (86.48 − 86.04 = 0.4399999999999977 → 0.44; a sum 1514.8500000000001 → 1514.85).
 */
export function withoutDecimalNoise(x: number, scale: number): number {
  if (!Number.isFinite(x) || x === 0 || !(scale > 0) || !Number.isFinite(scale)) return x;
  // the decimal place of scale's 12th significant digit; x is rounded there by an integer and an exact
  // power of ten, which gives the double nearest the decimal (as parsing its text would, several times
  // faster). Below 1e-11 powers of ten are inexact: there the text is parsed. All noise (0.1 + 0.2 − 0.3) is 0.
  const decimals = 11 - Math.floor(Math.log10(scale));
  if (decimals > 22) {
    const digits = decimals + 1 + Math.floor(Math.log10(Math.abs(x)));
    return digits < 1 ? 0 : digits > 16 ? x : Number.parseFloat(x.toPrecision(digits));
  }
  const q = 10 ** Math.abs(decimals);
  const n = decimals >= 0 ? Math.round(x * q) : Math.round(x / q);
  // beyond 2^53 the integer holds no decimals to clear
  if (Math.abs(n) >= 2 ** 53) return x;
  return (decimals >= 0 ? n / q : n * q) || 0;
}

/** Rounds to `digits` significant digits so stored parameters carry no binary noise (0.30000000000000004). */
export function roundSig(x: number, digits = 6): number {
  if (!Number.isFinite(x) || x === 0) return x;
  return Number.parseFloat(x.toPrecision(digits));
}

// ---- calendar arithmetic on YYYY-MM-DD (UTC, no time zones) ----

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  return Math.round(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS);
}

export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** The Monday of the week a date falls in: a calendar week runs Monday to Sunday (1970-01-01, day 0, was a Thursday). */
export function weekStart(date: string): string {
  const day = dayNumber(date);
  return fromDayNumber(day - ((((day + 3) % 7) + 7) % 7));
}

/** The first day a date of this service can name (years 0001–9999, as PostgreSQL's dates have no year 0). */
const FIRST_DAY = "0001-01-01";
const FIRST_DAY_MS = Date.parse(`${FIRST_DAY}T00:00:00Z`);

/** Subtracts a relative window from a date (ISO); a window reaching further back than year 1 ("9999y") starts there. */
export function shiftBack(date: string, rel: { amount: number; unit: "d" | "m" | "y" }): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (rel.unit === "y") d.setUTCFullYear(d.getUTCFullYear() - rel.amount);
  else if (rel.unit === "m") d.setUTCMonth(d.getUTCMonth() - rel.amount);
  else d.setUTCDate(d.getUTCDate() - rel.amount);
  return d.getTime() >= FIRST_DAY_MS ? d.toISOString().slice(0, 10) : FIRST_DAY;
}

/** The same day of the month `months` later (earlier when negative), clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const y = +date.slice(0, 4);
  const m = +date.slice(5, 7) - 1 + months;
  const d = +date.slice(8, 10);
  const ty = y + Math.floor(m / 12);
  const tm = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(ty, tm + 1, 0)).getUTCDate();
  return new Date(Date.UTC(ty, tm, Math.min(d, last))).toISOString().slice(0, 10);
}

/** Years between two dates (365.25-day years). */
export function yearsBetween(from: string, to: string): number {
  return (dayNumber(to) - dayNumber(from)) / 365.25;
}

/**
 * How many periods of the frequency lie from one period start to another, on the calendar: days, weeks, or
 * months counted per period (a quarter is 3, a five-year period 60), so a period missing between two values
 * counts. Whole numbers for starts on the frequency's own grid.
 */
export function periodsBetween(from: string, to: string, frequency: Frequency): number {
  if (frequency === "daily") return dayNumber(to) - dayNumber(from);
  if (frequency === "weekly") return (dayNumber(to) - dayNumber(from)) / 7;
  const months = (+to.slice(0, 4) - +from.slice(0, 4)) * 12 + (+to.slice(5, 7) - +from.slice(5, 7));
  return months / Math.round(12 / PERIODS_PER_YEAR[frequency]);
}

/**
 * Periods from one value to the next, as a run of moves counts them: on the calendar (a period without a value
 * between them makes 2), except a daily series', whose rows are its periods (trading days: a weekend is no gap),
 * and a series of no known frequency's.
 */
export function stepsBetween(from: string, to: string, frequency: Frequency | null): number {
  return !frequency || frequency === "daily" ? 1 : periodsBetween(from, to, frequency);
}
