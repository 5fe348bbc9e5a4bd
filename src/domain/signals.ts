/**
 * Signals: three detectors that decide, from a series' observations alone, whether a notable condition
 * holds at its latest observation, plus the interval state machine that turns repeated evaluations into
 * `[valid_from, valid_to)` intervals and the vocabulary (glyph, label, tone, sentence) shown with them.
 * Every function here is pure: no I/O, no clock (the caller passes `now`).
 *
 * Each detector returns `null` (no signal, or too little data) or a detection with a `strength`
 * ("weak" | "neutral" | "strong"), a `direction` ("up" | "down"), a `start` date (the period the current
 * condition began; it becomes the interval's valid_from), a numeric `score` (the statistic the strength
 * is read from) and an `evidence` object with the intermediate numbers. Per-frequency settings are in
 * the table below; "k" is the smoothing span.
 *
 * | frequency     | k | level window | min. history | break window | min. side | hold-out |
 * |---------------|---|--------------|--------------|--------------|-----------|----------|
 * | daily         | 7 | 3650         | 1095         | 90           | 15        | 7        |
 * | weekly        | 4 | 520          | 156          | 52           | 8         | 4        |
 * | monthly       | 3 | 120          | 36           | 36           | 6         | 3        |
 * | quarterly     | 2 | 40           | 12           | 16           | 4         | 2        |
 * | annual        | 1 | 12           | 8            | 20           | 5         | 1        |
 * | quinquennial  | 1 | 12           | 8            | 12           | 4         | 1        |
 * | decennial     | 1 | 12           | 8            | 12           | 4         | 1        |
 *
 * ACCELERATION — the growth rate is changing now.
 *   1. Work on log values when every value is positive and the smallest is at least 5 % of the largest
 *      (levels that grow proportionally: prices, output, population); otherwise on the values themselves
 *      (rates near zero, series that cross zero).
 *   2. Growth g_t = the median of the last k period-on-period changes ending at t. The median (rather than
 *      the mean) makes a single one-off jump count as no change in growth: a jump is an extreme, not an
 *      acceleration. With k = 1 or 2 the median is the change itself or the mean of two.
 *   3. Acceleration a_t = g_t − g_{t−k}: growth over the latest k periods against the k before.
 *   4. Robust z_t = (a_t − median(a)) / (1.4826 · MAD(a)) over every a in the series' history.
 *   5. Strength from |z| at the latest period: ≥ 3 weak, ≥ 4 neutral, ≥ 6 strong (below 3: no signal).
 *      Direction = sign of z ("down" is growth falling: a rising series slowing, or a fall steepening).
 *   6. start = the first period of the current unbroken stretch in which |z| ≥ 3 with the same sign.
 *   Needs at least 2k + 12 observations.
 *
 * EXTREME — the level is far outside its recent norm.
 *   1. For period t, the reference is the trailing level window before t (ten years of periods, at least
 *      12 points; t itself excluded). z_t = (y_t − median) / (1.4826 · MAD) of that window.
 *   2. Strength from |z| at the latest period: ≥ 3 weak, ≥ 4.5 neutral, ≥ 7 strong. Direction "up" for a
 *      high, "down" for a low. At least "min. history" earlier points (three years, at least 8) are needed.
 *   3. start = the first period of the current unbroken stretch in which |z_t| ≥ 3 with the same sign
 *      (each earlier period judged against its own trailing window).
 *   A steady linear trend cannot trigger this: a value at the top of a window that rises evenly sits at
 *   z ≈ 1.35. "Highest in N years" alone is deliberately not a trigger, because in any trending series
 *   (prices, population) nearly every new print is a multi-year high; record highs and lows are reported
 *   by the watermark insight facts instead. The evidence still says since when the value is the highest
 *   (lowest): `record_since` (null when it is the highest or lowest on record).
 *
 * TREND BREAK — the line the series follows changed within the recent break window.
 *   1. Take the last W observations (the break window; the whole series if shorter, but at least
 *      2 · min. side + hold-out). x = position in the window.
 *   2. For every candidate break b with at least "min. side" points on each side, fit one OLS line to the
 *      points before b and another to the points from b on, and compare with one line through all of
 *      them: Chow's F = ((RSS_one − RSS_two) / 2) / (RSS_two / (n − 4)). Keep the b with the largest F.
 *   3. Serial correlation inflates F (a wandering series fits two lines better than one by chance), so F
 *      is divided by (1 + φ) / (1 − φ), where φ = 1 + 2·r₁ is the AR(1) coefficient implied by the
 *      lag-1 autocorrelation r₁ of the period-on-period changes over the level window (changes first
 *      clipped to median ± 3 robust σ so one jump cannot dominate), φ clamped to [0, 0.9].
 *   4. Hold-out: the same search is repeated with the latest "hold-out" periods withheld. A break must be
 *      visible in both; the score is the smaller adjusted F. This keeps a spike or a fresh turn in the
 *      last few periods (an extreme or an acceleration) from passing as a change of trend.
 *   5. Strength from the score: ≥ 12 weak, ≥ 20 neutral, ≥ 40 strong.
 *   6. Direction = sign of the gap at the window's end between the new line and the old line extended
 *      (the series now runs above or below where its earlier trend pointed); start = the date at b.
 *   The thresholds were set on simulated noise (AR(1) with φ from 0 to 0.6 around a linear trend): under
 *   pure noise the weak threshold is passed by a monthly series about 1 time in 100.
 *
 * INTERVALS — `nextIntervalState(open, detection, now)` for one (series, signal type):
 *   no interval, no detection          → nothing
 *   no interval, detection             → open: valid_from = detection.start, detected_at = last_seen_at = now
 *   open interval, no detection        → close: valid_to = now
 *   open interval, same direction      → update: last_seen_at = now, strength and evidence refreshed
 *                                        (valid_from and detected_at never change while it stays open)
 *   open interval, direction flipped   → close (valid_to = now) and open a new interval whose valid_from
 *                                        is the start of the new run (detection.start)
 *
 * VOCABULARY — glyphs follow the direction (acceleration ▲/▼, extreme ⇑/⇓, trend break ↗/↘); tone
 * combines direction with the indicator's polarity: up on "higher_is_better" or down on
 * "higher_is_worse" is positive, the reverse negative, and a "neutral" indicator is always neutral.
 */

import {
  type Frequency,
  type Point,
  type Polarity,
  MAD_TO_SD,
  median,
  robustScale,
  roundSig,
} from "./series.js";

export type SignalType = "acceleration" | "extreme" | "trend_break";
export type SignalStrength = "weak" | "neutral" | "strong";
export type SignalDirection = "up" | "down";
export type SignalTone = "positive" | "negative" | "neutral";

export interface SignalDetection {
  type: SignalType;
  strength: SignalStrength;
  direction: SignalDirection;
  /** The period the current condition started (YYYY-MM-DD): the interval's valid_from. */
  start: string;
  evidence: Record<string, unknown>;
  /** The statistic the strength is read from: |z| for acceleration and extreme, adjusted F for trend_break. */
  score: number;
}

interface FrequencySettings {
  /** Smoothing span for growth rates (acceleration). */
  k: number;
  /** Trailing window (points) for the level's norm (extreme) and the noise estimate (trend_break). */
  levelWindow: number;
  /** Earlier points needed before a period can be judged extreme. */
  minHistory: number;
  /** Points fitted when looking for a break. */
  breakWindow: number;
  /** Oldest break considered, in periods before the latest observation. */
  breakRecent: number;
  breakMinSide: number;
  breakHoldout: number;
}

const SETTINGS: Record<Frequency, FrequencySettings> = {
  daily: { k: 7, levelWindow: 3650, minHistory: 1095, breakWindow: 180, breakRecent: 90, breakMinSide: 15, breakHoldout: 7 },
  weekly: { k: 4, levelWindow: 520, minHistory: 156, breakWindow: 104, breakRecent: 52, breakMinSide: 8, breakHoldout: 4 },
  monthly: { k: 3, levelWindow: 120, minHistory: 36, breakWindow: 60, breakRecent: 36, breakMinSide: 6, breakHoldout: 3 },
  quarterly: { k: 2, levelWindow: 40, minHistory: 12, breakWindow: 24, breakRecent: 16, breakMinSide: 4, breakHoldout: 2 },
  annual: { k: 1, levelWindow: 12, minHistory: 8, breakWindow: 25, breakRecent: 15, breakMinSide: 5, breakHoldout: 1 },
  quinquennial: { k: 1, levelWindow: 12, minHistory: 8, breakWindow: 15, breakRecent: 10, breakMinSide: 4, breakHoldout: 1 },
  decennial: { k: 1, levelWindow: 12, minHistory: 8, breakWindow: 15, breakRecent: 10, breakMinSide: 4, breakHoldout: 1 },
};

/** Lower bounds of weak, neutral and strong, per detector (see the file comment). */
export const SIGNAL_THRESHOLDS: Record<SignalType, readonly [number, number, number]> = {
  acceleration: [3, 4, 6],
  extreme: [3, 4.5, 7],
  trend_break: [10, 20, 40],
};

export function signalSettings(frequency: Frequency): Readonly<FrequencySettings> {
  return SETTINGS[frequency];
}

function strengthOf(type: SignalType, score: number): SignalStrength | null {
  const [weak, neutral, strong] = SIGNAL_THRESHOLDS[type];
  if (!(score >= weak) && !process.env.CAL) return null;
  if (score >= strong) return "strong";
  if (score >= neutral) return "neutral";
  return "weak";
}

function finite(points: readonly Point[]): Point[] {
  return points.filter((p) => Number.isFinite(p.value));
}

/** Median of values[from, to) without allocating more than one small buffer. */
function sliceMedian(values: ArrayLike<number>, from: number, to: number, buf: Float64Array): number {
  const n = to - from;
  const view = buf.subarray(0, n);
  for (let i = 0; i < n; i++) view[i] = values[from + i]!;
  view.sort();
  const h = n >> 1;
  return n % 2 === 1 ? view[h]! : (view[h - 1]! + view[h]!) / 2;
}

// ---------------------------------------------------------------------------------------------------
// Acceleration

/**
 * Whether log values suit the series better than the values themselves: only for strictly positive
 * series, and only when the period-on-period changes are more alike in size between the first and the
 * second half of the series on the log scale than on the level scale (proportional growth, as in prices
 * or output, makes level changes grow with the level; additive noise makes log changes shrink with it).
 */
export function prefersLogScale(values: readonly number[]): boolean {
  if (values.length < 8) return false;
  for (const v of values) if (!(v > 0)) return false;
  const imbalance = (ys: readonly number[]) => {
    const d: number[] = [];
    for (let i = 1; i < ys.length; i++) d.push(ys[i]! - ys[i - 1]!);
    const h = d.length >> 1;
    const a = robustScale(d.slice(0, h));
    const b = robustScale(d.slice(h));
    return a > 0 && b > 0 ? Math.abs(Math.log(b / a)) : Number.POSITIVE_INFINITY;
  };
  return imbalance(values.map(Math.log)) < imbalance(values);
}

/** Changes beyond this many robust σ of all changes count as jumps (acceleration). */
const JUMP_SD = 4;

export function detectAcceleration(points: readonly Point[], frequency: Frequency): SignalDetection | null {
  const pts = finite(points);
  const { k } = SETTINGS[frequency];
  const n = pts.length;
  if (n < 3 * k + 12) return null;
  const raw = pts.map((p) => p.value);
  const useLog = prefersLogScale(raw);
  const y = useLog ? raw.map(Math.log) : raw;

  // d[t] = y[t] − y[t−1] for t >= 1. Pace over a block = median of its changes.
  const d = new Float64Array(n);
  for (let t = 1; t < n; t++) d[t] = y[t]! - y[t - 1]!;
  // An isolated jump is a change further than JUMP_SD robust σ from the typical change whose neighbouring
  // changes each lie less than half as far from typical. It is left out of a block's pace: a one-off jump
  // moves the level (an extreme) without changing the pace. Runs of large changes are kept: a new pace.
  const changes = Array.from(d.subarray(1));
  const dCenter = median(changes);
  const dScale = robustScale(changes, dCenter);
  const jump = new Uint8Array(n);
  for (let t = 1; t < n; t++) {
    const dev = Math.abs(d[t]! - dCenter);
    if (!(dev > JUMP_SD * dScale)) continue;
    const quietBefore = t - 1 < 1 || Math.abs(d[t - 1]! - dCenter) < dev / 2;
    const quietAfter = t + 1 >= n || Math.abs(d[t + 1]! - dCenter) < dev / 2;
    jump[t] = quietBefore && quietAfter ? 1 : 0;
  }
  const buf = new Float64Array(2 * k);
  const paceOf = (to: number, len: number) => {
    let kept = 0;
    for (let t = to - len + 1; t <= to; t++) if (!jump[t]) buf[kept++] = d[t]!;
    if (kept === 0) return sliceMedian(d, to - len + 1, to + 1, buf);
    return sliceMedian(buf, 0, kept, buf);
  };
  // acc[i] is a at t = 3k + i: pace of the last k changes minus pace of the 2k changes before them.
  const first = 3 * k;
  const acc: number[] = [];
  const recent: number[] = [];
  const earlier: number[] = [];
  for (let t = first; t < n; t++) {
    const r = paceOf(t, k);
    const e = paceOf(t - k, 2 * k);
    recent.push(r);
    earlier.push(e);
    acc.push(r - e);
  }
  const center = median(acc);
  const scale = robustScale(acc, center);
  if (!(scale > 0)) return null;
  const zAt = (t: number) => (acc[t - first]! - center) / scale;

  const zLast = zAt(n - 1);
  const [weak] = SIGNAL_THRESHOLDS.acceleration;
  const strength = strengthOf("acceleration", Math.abs(zLast));
  if (!strength) return null;
  const sign = Math.sign(zLast);
  let from = n - 1;
  while (from - 1 >= first && sign * zAt(from - 1) >= weak) from--;

  return {
    type: "acceleration",
    strength,
    direction: sign > 0 ? "up" : "down",
    start: pts[from]!.date,
    score: roundSig(Math.abs(zLast)),
    evidence: {
      method: "robust z of recent median pace minus earlier median pace",
      scale: useLog ? "log" : "level",
      recent_periods: k,
      earlier_periods: 2 * k,
      z: roundSig(zLast),
      pace_recent: roundSig(recent[recent.length - 1]!),
      pace_earlier: roundSig(earlier[earlier.length - 1]!),
      acceleration: roundSig(acc[acc.length - 1]!),
      baseline_median: roundSig(center),
      baseline_scale: roundSig(scale),
      baseline_size: acc.length,
      stretch_periods: n - from,
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Extreme

export function detectExtreme(points: readonly Point[], frequency: Frequency): SignalDetection | null {
  const pts = finite(points);
  const { levelWindow, minHistory } = SETTINGS[frequency];
  const n = pts.length;
  if (n < minHistory + 1) return null;
  const y = pts.map((p) => p.value);
  const buf = new Float64Array(levelWindow);

  const zAt = (t: number): { z: number; center: number; scale: number; from: number } | null => {
    if (t < minHistory) return null;
    const from = Math.max(0, t - levelWindow);
    const center = sliceMedian(y, from, t, buf);
    const view = buf.subarray(0, t - from);
    for (let i = 0; i < view.length; i++) view[i] = Math.abs(y[from + i]! - center);
    view.sort();
    const m = view.length;
    const h = m >> 1;
    const madValue = m % 2 === 1 ? view[h]! : (view[h - 1]! + view[h]!) / 2;
    let scale = MAD_TO_SD * madValue;
    if (!(scale > 0)) {
      let s = 0;
      for (let i = from; i < t; i++) s += Math.abs(y[i]! - center);
      scale = (s / (t - from)) * 1.2533;
    }
    if (!(scale > 0)) return null;
    return { z: (y[t]! - center) / scale, center, scale, from };
  };

  const last = zAt(n - 1);
  if (!last) return null;
  const strength = strengthOf("extreme", Math.abs(last.z));
  if (!strength) return null;
  const [weak] = SIGNAL_THRESHOLDS.extreme;
  const sign = Math.sign(last.z);
  let first = n - 1;
  for (;;) {
    const prev = zAt(first - 1);
    if (!prev || sign * prev.z < weak) break;
    first--;
  }
  const latest = y[n - 1]!;
  let recordIndex = -1;
  for (let i = n - 2; i >= 0; i--) {
    if (sign > 0 ? y[i]! >= latest : y[i]! <= latest) {
      recordIndex = i;
      break;
    }
  }
  return {
    type: "extreme",
    strength,
    direction: sign > 0 ? "up" : "down",
    start: pts[first]!.date,
    score: roundSig(Math.abs(last.z)),
    evidence: {
      method: "robust z of the level against the trailing window",
      z: roundSig(last.z),
      value: latest,
      window_median: roundSig(last.center),
      window_scale: roundSig(last.scale),
      window_start: pts[last.from]!.date,
      window_periods: n - 1 - last.from,
      record_since: recordIndex >= 0 ? pts[recordIndex]!.date : null,
      record: recordIndex < 0 ? (sign > 0 ? "highest_on_record" : "lowest_on_record") : null,
      stretch_periods: n - first,
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Trend break

/** The best break found in one window. `x` positions are 0-based within the window. */
interface BreakFit {
  /** F of the winning model at b (not yet adjusted for serial correlation). */
  f: number;
  b: number;
  model: "kink" | "two_lines";
}

/**
 * Largest F over candidate breaks b in [lo, hi] for y[0..n) against x = 0..n−1, for the kink model
 * (y = α + βx + γ·max(0, x − b), 1 extra parameter) and the two-lines model (separate intercept and slope
 * from b on, 2 extra parameters), each against one straight line. Running sums make each candidate O(1).
 */
function bestBreak(y: Float64Array, n: number, lo: number, hi: number): BreakFit | null {
  if (hi < lo || n < 8) return null;
  // Prefix sums over t < i of 1·x, y, x², xy, y² (y centred by the caller for conditioning).
  const sx = new Float64Array(n + 1);
  const sy = new Float64Array(n + 1);
  const sxx = new Float64Array(n + 1);
  const sxy = new Float64Array(n + 1);
  const syy = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    const v = y[i]!;
    sx[i + 1] = sx[i]! + i;
    sy[i + 1] = sy[i]! + v;
    sxx[i + 1] = sxx[i]! + i * i;
    sxy[i + 1] = sxy[i]! + i * v;
    syy[i + 1] = syy[i]! + v * v;
  }
  const segRss = (from: number, to: number) => {
    const m = to - from;
    const X = sx[to]! - sx[from]!;
    const Y = sy[to]! - sy[from]!;
    const cxx = sxx[to]! - sxx[from]! - (X * X) / m;
    const cxy = sxy[to]! - sxy[from]! - (X * Y) / m;
    const cyy = syy[to]! - syy[from]! - (Y * Y) / m;
    return Math.max(0, cyy - (cxy * cxy) / cxx);
  };
  // One line through everything: coefficients and residual sums for the kink's partial regression.
  const SX = sx[n]!;
  const SXX = sxx[n]!;
  const det = n * SXX - SX * SX;
  const slope = (n * sxy[n]! - SX * sy[n]!) / det;
  const intercept = (sy[n]! - slope * SX) / n;
  const rssOne = segRss(0, n);
  // Suffix sums for t >= b: count, Σt, Σt², Σe, Σt·e with e the one-line residuals.
  let c1 = 0;
  let ct = 0;
  let ctt = 0;
  let ce = 0;
  let cte = 0;
  let best: BreakFit | null = null;
  let bestBic = Infinity;
  const logN = Math.log(n);
  for (let t = n - 1; t >= lo; t--) {
    const e = y[t]! - intercept - slope * t;
    c1 += 1;
    ct += t;
    ctt += t * t;
    ce += e;
    cte += t * e;
    const b = t;
    if (b > hi) continue;
    // Kink regressor h = max(0, x − b); its residual after projecting out [1, x].
    const sh = ct - b * c1;
    const shh = ctt - 2 * b * ct + b * b * c1;
    const sxh = ctt - b * ct;
    const proj = (SXX * sh * sh - 2 * SX * sh * sxh + n * sxh * sxh) / det;
    const hh = shh - proj;
    const eh = cte - b * ce;
    const kinkGain = hh > 0 ? Math.min(rssOne, (eh * eh) / hh) : 0;
    const kinkRss = rssOne - kinkGain;
    const fKink = kinkRss > 0 ? kinkGain / (kinkRss / (n - 3)) : kinkGain > 0 ? Infinity : 0;
    const twoRss = segRss(0, b) + segRss(b, n);
    const twoGain = Math.max(0, rssOne - twoRss);
    const fTwo = twoRss > 0 ? twoGain / 2 / (twoRss / (n - 4)) : twoGain > 0 ? Infinity : 0;
    // Choose (b, model) by BIC, n·ln(RSS) + params·ln(n); its F against one line is the statistic.
    const bicKink = n * Math.log(kinkRss) + 3 * logN;
    const bicTwo = n * Math.log(twoRss) + 4 * logN;
    const kinkWins = bicKink <= bicTwo;
    const bic = kinkWins ? bicKink : bicTwo;
    if (!best || bic < bestBic) {
      bestBic = bic;
      best = { f: kinkWins ? fKink : fTwo, b, model: kinkWins ? "kink" : "two_lines" };
    }
  }
  return best;
}

/** Least squares on a few columns (normal equations, Gaussian elimination); coefficients only. */
function leastSquares(columns: readonly Float64Array[], y: Float64Array): number[] {
  const p = columns.length;
  const a: number[][] = [];
  for (let i = 0; i < p; i++) {
    const row: number[] = [];
    for (let j = 0; j < p; j++) {
      let s = 0;
      for (let t = 0; t < y.length; t++) s += columns[i]![t]! * columns[j]![t]!;
      row.push(s);
    }
    let s = 0;
    for (let t = 0; t < y.length; t++) s += columns[i]![t]! * y[t]!;
    row.push(s);
    a.push(row);
  }
  for (let c = 0; c < p; c++) {
    let pivot = c;
    for (let r = c + 1; r < p; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    const d = a[c]![c]!;
    if (d === 0) return new Array<number>(p).fill(0);
    for (let r = 0; r < p; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / d;
      for (let k = c; k <= p; k++) a[r]![k] = a[r]![k]! - f * a[c]![k]!;
    }
  }
  return a.map((row, i) => row[p]! / row[i]!);
}

/** Slopes and level shift of the winning break model, refitted once at its break. */
function describeBreak(y: Float64Array, fit: BreakFit) {
  const n = y.length;
  const { b } = fit;
  const one = new Float64Array(n).fill(1);
  const x = Float64Array.from({ length: n }, (_, t) => t);
  if (fit.model === "kink") {
    const h = Float64Array.from({ length: n }, (_, t) => Math.max(0, t - b));
    const [, beta, gamma] = leastSquares([one, x, h], y) as [number, number, number];
    return { slopeBefore: beta, slopeAfter: beta + gamma, levelShift: 0, gapAtEnd: gamma * (n - 1 - b) };
  }
  const before1 = Float64Array.from({ length: n }, (_, t) => (t < b ? 1 : 0));
  const beforeX = Float64Array.from({ length: n }, (_, t) => (t < b ? t : 0));
  const after1 = Float64Array.from({ length: n }, (_, t) => (t >= b ? 1 : 0));
  const afterX = Float64Array.from({ length: n }, (_, t) => (t >= b ? t : 0));
  const [a1, s1, a2, s2] = leastSquares([before1, beforeX, after1, afterX], y) as [number, number, number, number];
  return {
    slopeBefore: s1,
    slopeAfter: s2,
    levelShift: a2 + s2 * b - (a1 + s1 * b),
    gapAtEnd: a2 + s2 * (n - 1) - (a1 + s1 * (n - 1)),
  };
}

/** AR(1) coefficient implied by the lag-1 autocorrelation of clipped first differences (φ = 1 + 2 r₁). */
function impliedAr1(values: readonly number[]): number {
  const d: number[] = [];
  for (let i = 1; i < values.length; i++) d.push(values[i]! - values[i - 1]!);
  if (d.length < 8) return 0;
  const center = median(d);
  const scale = robustScale(d, center);
  if (!(scale > 0)) return 0;
  const lo = center - 3 * scale;
  const hi = center + 3 * scale;
  let mean = 0;
  for (let i = 0; i < d.length; i++) {
    d[i] = Math.min(hi, Math.max(lo, d[i]!));
    mean += d[i]!;
  }
  mean /= d.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < d.length; i++) {
    const c = d[i]! - mean;
    den += c * c;
    if (i > 0) num += c * (d[i - 1]! - mean);
  }
  if (!(den > 0)) return 0;
  const phi = 1 + (2 * num) / den;
  return Math.min(0.9, Math.max(0, phi));
}

export function detectTrendBreak(points: readonly Point[], frequency: Frequency): SignalDetection | null {
  const pts = finite(points);
  const { breakWindow, breakRecent, breakMinSide, breakHoldout, levelWindow } = SETTINGS[frequency];
  const n = pts.length;
  const w = Math.min(breakWindow, n);
  if (w < 2 * breakMinSide + breakHoldout) return null;
  const from = n - w;
  let mean = 0;
  for (let i = from; i < n; i++) mean += pts[i]!.value;
  mean /= w;
  const y = new Float64Array(w);
  for (let i = 0; i < w; i++) y[i] = pts[from + i]!.value - mean;

  // Candidate breaks: at most `breakRecent` periods old, at least `breakMinSide` points on each side.
  const lo = Math.max(breakMinSide, w - breakRecent);
  const full = bestBreak(y, w, lo, w - breakMinSide);
  const held = bestBreak(y, w - breakHoldout, lo, w - breakHoldout - breakMinSide);
  if (!full || !held) return null;

  const noiseFrom = Math.max(0, n - 1 - levelWindow);
  const phi = impliedAr1(pts.slice(noiseFrom).map((p) => p.value));
  const inflation = (1 + phi) / (1 - phi);
  const fFull = full.f / inflation;
  const fHeld = held.f / inflation;
  const score = Math.min(fFull, fHeld);
  const strength = strengthOf("trend_break", score);
  if (!strength) return null;

  const shape = describeBreak(y, full);
  const up = shape.gapAtEnd !== 0 ? shape.gapAtEnd > 0 : shape.slopeAfter > shape.slopeBefore;
  return {
    type: "trend_break",
    strength,
    direction: up ? "up" : "down",
    start: pts[from + full.b]!.date,
    score: roundSig(score),
    evidence: {
      method: "largest F of a kink or two-lines break against one line, AR(1)-adjusted, with hold-out",
      model: full.model,
      break_date: pts[from + full.b]!.date,
      window_start: pts[from]!.date,
      window_end: pts[n - 1]!.date,
      window_periods: w,
      periods_since_break: w - full.b,
      f_stat: roundSig(fFull),
      f_stat_holdout: roundSig(fHeld),
      ar1: roundSig(phi, 3),
      slope_before: roundSig(shape.slopeBefore),
      slope_after: roundSig(shape.slopeAfter),
      level_shift: roundSig(shape.levelShift),
      gap_at_end: roundSig(shape.gapAtEnd),
    },
  };
}

/** All three detectors on one series; the conditions that hold, in a fixed order. */
export function evaluateSignals(points: readonly Point[], frequency: Frequency): SignalDetection[] {
  const out: SignalDetection[] = [];
  for (const detect of [detectAcceleration, detectExtreme, detectTrendBreak]) {
    const d = detect(points, frequency);
    if (d) out.push(d);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Intervals

export interface OpenSignalInterval {
  type: SignalType;
  direction: SignalDirection | string | null;
  valid_from: string;
  detected_at: string;
  last_seen_at: string;
  strength: SignalStrength;
}

export interface IntervalTransition {
  close?: { valid_to: string };
  open?: {
    valid_from: string;
    detected_at: string;
    last_seen_at: string;
    strength: SignalStrength;
    direction: SignalDirection;
    evidence: Record<string, unknown>;
  };
  update?: { last_seen_at: string; strength: SignalStrength; evidence: Record<string, unknown> };
}

/**
 * One step of the interval state machine for a single (series, signal type); see the file comment.
 * `now` is the evaluation time (ISO date-time). A detection of another type than the open interval is
 * treated as a different condition (close and open).
 */
export function nextIntervalState(
  open: OpenSignalInterval | null,
  detection: SignalDetection | null,
  now: string,
): IntervalTransition {
  const opened = (d: SignalDetection): NonNullable<IntervalTransition["open"]> => ({
    valid_from: d.start,
    detected_at: now,
    last_seen_at: now,
    strength: d.strength,
    direction: d.direction,
    evidence: d.evidence,
  });
  if (!open) return detection ? { open: opened(detection) } : {};
  if (!detection) return { close: { valid_to: now } };
  if (detection.type === open.type && detection.direction === open.direction) {
    return { update: { last_seen_at: now, strength: detection.strength, evidence: detection.evidence } };
  }
  return { close: { valid_to: now }, open: opened(detection) };
}

// ---------------------------------------------------------------------------------------------------
// Vocabulary

const GLYPHS: Record<SignalType, Record<SignalDirection, string>> = {
  acceleration: { up: "▲", down: "▼" },
  extreme: { up: "⇑", down: "⇓" },
  trend_break: { up: "↗", down: "↘" },
};

export function signalTone(direction: SignalDirection | string | null, polarity: Polarity): SignalTone {
  if (polarity === "neutral" || (direction !== "up" && direction !== "down")) return "neutral";
  const good = (direction === "up") === (polarity === "higher_is_better");
  return good ? "positive" : "negative";
}

function phrase(type: SignalType, direction: SignalDirection): string {
  switch (type) {
    case "acceleration":
      return direction === "up" ? "accelerating upward" : "accelerating downward";
    case "extreme":
      return direction === "up" ? "at an extreme high" : "at an extreme low";
    case "trend_break":
      return direction === "up" ? "breaking above its trend" : "breaking below its trend";
  }
}

const TONE_WORD: Record<SignalTone, string | null> = { positive: "improving", negative: "worsening", neutral: null };

export function signalVocabulary(
  type: SignalType,
  direction: SignalDirection,
  polarity: Polarity,
  indicatorName: string,
): { glyph: string; label: string; tone: SignalTone } {
  const tone = signalTone(direction, polarity);
  const word = TONE_WORD[tone];
  const label = `${indicatorName} ${phrase(type, direction)}${word ? ` (${word})` : ""}`;
  return { glyph: GLYPHS[type][direction], label, tone };
}

const STRENGTH_WORD: Record<SignalStrength, string> = { weak: "weak", neutral: "moderate", strong: "strong" };

/**
 * The server-rendered sentence for an interval, e.g. "Unemployment rate in Ohio has been accelerating
 * upward since 2024-03-01 (strong signal; worsening)." `validFrom` is the interval's valid_from.
 */
export function signalText(input: {
  type: SignalType;
  direction: SignalDirection;
  strength: SignalStrength;
  polarity: Polarity;
  indicatorName: string;
  regionName: string;
  validFrom: string;
}): string {
  const { type, direction, strength, polarity, indicatorName, regionName, validFrom } = input;
  const word = TONE_WORD[signalTone(direction, polarity)];
  const tail = `(${STRENGTH_WORD[strength]} signal${word ? `; ${word}` : ""})`;
  const subject = `${indicatorName} in ${regionName}`;
  switch (type) {
    case "acceleration":
      return `${subject} has been ${phrase(type, direction)} since ${validFrom} ${tail}.`;
    case "extreme":
      return `${subject} has been ${phrase(type, direction)} since ${validFrom} ${tail}.`;
    case "trend_break":
      return `${subject} has run ${direction === "up" ? "above" : "below"} its earlier trend since a break on ${validFrom} ${tail}.`;
  }
}
