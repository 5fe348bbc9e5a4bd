/**
 * Signals: three detectors that decide, from a series' observations alone, whether a notable condition
 * holds at its latest observation; the interval state machine that turns repeated evaluations into
 * intervals [valid_from, valid_to); and the words shown with them (glyph, label, tone, sentence).
 * Everything here is pure: no I/O and no clock (the caller passes `now`).
 *
 * A detector returns null (no condition, or too little data) or a detection: `strength` ("weak",
 * "neutral" or "strong"), `direction` ("up" or "down"), `start` (the date of the period in which the
 * current condition began; it becomes the interval's valid_from), `score` (the statistic the strength
 * is read from) and `evidence` (the intermediate numbers, for display and debugging).
 *
 * Settings per frequency (counts are observations; k is the pace span):
 *
 * | frequency    | k | level window | min. history | break window | break age ≤ | min. side | hold-out |
 * |--------------|---|--------------|--------------|--------------|-------------|-----------|----------|
 * | daily        | 7 | 3650         | 1095         | 180          | 90          | 15        | 7        |
 * | weekly       | 4 | 520          | 156          | 104          | 52          | 8         | 4        |
 * | monthly      | 3 | 120          | 36           | 60           | 36          | 6         | 3        |
 * | quarterly    | 2 | 40           | 12           | 24           | 16          | 4         | 2        |
 * | annual       | 1 | 12           | 8            | 25           | 15          | 5         | 1        |
 * | quinquennial | 1 | 12           | 8            | 15           | 10          | 4         | 1        |
 * | decennial    | 1 | 12           | 8            | 15           | 10          | 4         | 1        |
 *
 * Thresholds (weak / neutral / strong): acceleration |z| ≥ 3 / 4 / 6; extreme |z| ≥ 3 / 4.5 / 7;
 * trend_break adjusted F ≥ 10 / 20 / 40. Below the weak threshold there is no signal.
 *
 * ACCELERATION: the pace of change is shifting now.
 *   1. Scale: log values when every value is positive and the period-on-period changes are more alike in
 *      size between the first and second half of the series on the log scale than on the level scale
 *      (growth in proportion to the level, as in prices or output); otherwise the values themselves.
 *   2. Changes d_t = y_t − y_{t−1}. An isolated jump (a change more than 4 robust σ from the median
 *      change whose neighbouring changes are each less than half as far out) is left out of the paces
 *      below: a one-off jump moves the level (see EXTREME) without changing the pace. Runs of large
 *      changes are kept; they are a new pace.
 *   3. Recent pace r_t = median of the last k changes; earlier pace e_t = median of the 2k changes
 *      before those. Acceleration a_t = r_t − e_t.
 *   4. Robust z_t = (a_t − median(a)) / (1.4826 · MAD(a)), over every a in the series' history.
 *   5. Strength from |z| at the latest period; direction = sign of z ("down" = the pace fell: a rise
 *      slowing or reversing, or a fall steepening).
 *   6. start = first period of the current unbroken run with |z| ≥ 3 and the same sign.
 *   A single change of pace stays visible for about 2k periods, then the earlier pace catches up; an
 *   older change of direction is a trend break. Needs 3k + 12 observations. With k = 1 or 2 a block is
 *   one or two changes, so a jump there does count as a change of pace.
 *
 * EXTREME: the level is far outside its recent norm.
 *   1. Each period t is compared with the level window before it (up to "level window" observations,
 *      t excluded; at least "min. history" of them): z_t = (y_t − median) / (1.4826 · MAD) of that
 *      window (mean absolute deviation × 1.2533 when the MAD is 0).
 *   2. The same window judged against its own dynamics (issue #18: a trending or wandering series makes the
 *      flat median meaningless): on the log scale when `prefersLogScale` says so, a robust line (slope =
 *      median of the changes over half the window, level = median of the values carried along it to t),
 *      its residuals r, and the share φ of a deviation from the line that carries over to the next period,
 *      from the size of the changes against that of the residuals (Var Δr = 2(1 − φ) Var r; φ ≈ 0 for
 *      noise around a line, ≈ 1 for a random walk). The prediction for t is the line plus φ · r_{t−1};
 *      z'_t = (r_t − φ · r_{t−1}) / scale of the window's one-step errors (innovations), the scale being
 *      the larger of 1.4826 · MAD and q95(|error|) / 1.96 so that heavy tails widen it. A random walk's
 *      wandering level is thus judged by its steps, not by its distance from the line. z'_t is used only
 *      when that scale is under 0.7 × the level's scale (the dynamics clearly explain the window better),
 *      the window has at least 30 points, and |z'_t| > |z_t|; evidence `model` says which ("level";
 *      "trend" for φ < 0.5, "change" otherwise). For a persistent series (φ ≥ 0.5) the move over a few
 *      periods (MOVE_PERIODS) is also scored against the window's moves over as many ("move"), so a slide
 *      of ordinary steps is seen. `evaluateSignals` leaves to a same-direction acceleration or trend break
 *      an extreme of the dynamics alone (|level z| under the weak threshold): that change is theirs.
 *   3. Strength from |z| at the latest period; direction "up" for a high, "down" for a low.
 *   4. start = first period of the current unbroken run with |z_t| ≥ 3 and the same sign, each
 *      earlier period judged against its own trailing window.
 *   A steady trend does not trigger this: the top value of a window that rises evenly sits at z ≈ 1.35.
 *   "Highest in N years" alone is deliberately not a trigger, because in a trending series (prices,
 *   population) nearly every print is a multi-year high; record highs and lows are the watermark insight
 *   facts. The evidence still gives `record_since`: the last earlier date with a value at least as high
 *   (as low), or null with `record` = "highest_on_record" / "lowest_on_record".
 *
 * TREND_BREAK: the line the series follows changed recently.
 *   1. Fit the last "break window" observations (x = position), on the log scale when a line fits the logs
 *      clearly better than the values (steady proportional growth is then straight). Candidate breaks b are
 *      at most "break age" periods old with at least "min. side" points on each side. A break older than
 *      that inside the window, significant by itself (adjusted F ≥ the weak threshold) and fitting better
 *      than every recent candidate, would bend the old line the recent ones are judged against (a step
 *      leaving the candidates' reach used to open a phantom break the other way): the window then starts
 *      at that older break.
 *   2. Two break models, each compared with one straight line: a kink (the line bends at b and stays
 *      continuous: y = α + βx + γ·max(0, x − b)) and two lines (separate intercept and slope from b on:
 *      a jump as well as a bend). For each model the b with the smallest residual sum of squares is
 *      kept, with its F = ((RSS_line − RSS_model) / extra) / (RSS_model / (n − 2 − extra)), extra = 1 or 2.
 *   3. Serial correlation inflates F (a wandering series fits bends by chance), so every F is divided by
 *      (1 + φ) / (1 − φ), where φ = 1 + 2·r₁ is the AR(1) coefficient implied by the lag-1
 *      autocorrelation r₁ of the period-on-period changes over the last two level windows (changes
 *      clipped to median ± 3 robust σ first), φ clamped to [0, 0.95].
 *   4. Two lines are preferred only when they beat the kink clearly: adjusted partial F of the extra
 *      parameter, (RSS_kink − RSS_two) / (RSS_two / (n − 4)) / inflation, ≥ 6. Otherwise the kink.
 *   5. Hold-out: the same search runs with the latest "hold-out" periods withheld, and the score is the
 *      smaller of the two adjusted F of the chosen model. A spike or a turn in the last few periods (an
 *      extreme or an acceleration) therefore cannot pass as a change of trend.
 *   6. Direction = sign of the gap at the window's end between the new line and the old one extended
 *      (the series now runs above or below where its earlier trend pointed). start = the first period
 *      off the old line: the period after a kink's vertex, or the first period of the second line.
 *
 * Calibration (monthly, 240 points, 1000 series each): share of pure-noise series (AR(1) around a flat
 * or sloped line, normal innovations) flagged at all: acceleration 0.2–0.8 %, extreme 0–0.7 % for
 * φ ≤ 0.8, trend_break 0.1–0.5 % for φ ≤ 0.3, 1.5 % at φ = 0.6, 3–4.5 % at φ = 0.8–1 (random walks
 * wander into real-looking bends and levels: extreme 6–7 % at φ = 1). Heavy-tailed noise (Student t, 4 df)
 * raises the extreme rate on flat series to about 2.5 %. On planted events (bench/signal-quality.ts,
 * 520 series per run, seeds 1–6) precision was 0.96–1.00 / 0.98–1.00 / 0.93–0.95 and recall
 * 0.81–0.92 / 0.98–0.99 / 0.87–0.95 for acceleration / extreme / trend_break.
 *
 * Limits: the detectors expect seasonally adjusted data. On a raw seasonal series (daily temperatures)
 * each seasonal turn looks like a bend and each summer like a high against a mixed-season window, so
 * such series should be adjusted, or compared year on year, before they are evaluated. Irregular gaps
 * are not modelled: observations are taken as consecutive periods.
 *
 * INTERVALS: `nextIntervalState(open, detection, now)` for one (series, signal type):
 *   no interval,   no detection           → nothing
 *   no interval,   detection              → open: valid_from = detection.start, detected_at = last_seen_at = now
 *   open interval, no detection           → close: valid_to = now
 *   open interval, same direction         → update: last_seen_at = now, evidence refreshed (with the
 *                                           detection's own strength as current_strength), strength the
 *                                           strongest reached while open; valid_from and detected_at never
 *                                           change while it stays open
 *   open interval, direction flipped      → close (valid_to = now) and open a new interval whose
 *                                           valid_from is the start of the new run (detection.start)
 *
 * VOCABULARY: glyphs follow the direction (acceleration ▲ / ▼, extreme ⇑ / ⇓, trend break ↗ / ↘). Tone
 * combines direction with the indicator's polarity: up on "higher_is_better" or down on
 * "higher_is_worse" is positive, the opposite negative, and a "neutral" indicator is always neutral.
 * Labels read "<indicator> accelerating upward (worsening)", "<indicator> at an extreme low
 * (improving)", "<indicator> breaking above its trend"; the parenthesis is left out for neutral tone.
 */

import {
  type Frequency,
  type Point,
  type Polarity,
  MAD_TO_SD,
  linearFit,
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
  if (!(score >= weak)) return null;
  if (score >= strong) return "strong";
  if (score >= neutral) return "neutral";
  return "weak";
}

function finite(points: readonly Point[]): Point[] {
  return points.filter((p) => Number.isFinite(p.value));
}

/** Median of values[from, to), sorted in `buf` (insertion sort for short spans, else the built-in sort). */
function sliceMedian(values: ArrayLike<number>, from: number, to: number, buf: Float64Array): number {
  const n = to - from;
  if (n > 32) {
    const view = buf.subarray(0, n);
    for (let i = 0; i < n; i++) view[i] = values[from + i]!;
    view.sort();
  } else {
    for (let i = 0; i < n; i++) {
      const v = values[from + i]!;
      let j = i - 1;
      while (j >= 0 && buf[j]! > v) {
        buf[j + 1] = buf[j]!;
        j--;
      }
      buf[j + 1] = v;
    }
  }
  return medianOfSorted(buf, n);
}

/** Median of the first n values of an ascending array. */
function medianOfSorted(sorted: ArrayLike<number>, n: number): number {
  const h = n >> 1;
  return n % 2 === 1 ? sorted[h]! : (sorted[h - 1]! + sorted[h]!) / 2;
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

/** Share of the expected scale a dynamic model's must come under to be used instead of the level's (extreme). */
const EXTREME_MODEL_GAIN = 0.7;

/**
 * Robust scale of `dev[0..m)` (deviations from a model's prediction, overwritten): the larger of
 * 1.4826 × MAD and the 95th percentile of |dev| / 1.96, so that heavy tails widen it; NaN when both are 0.
 */
function tailAwareScale(dev: Float64Array, m: number): number {
  const view = dev.subarray(0, m);
  for (let i = 0; i < m; i++) view[i] = Math.abs(view[i]!);
  view.sort();
  const madValue = medianOfSorted(view, m);
  const q95 = view[Math.min(m - 1, Math.floor(0.95 * (m - 1)))]!;
  const s = Math.max(MAD_TO_SD * madValue, q95 / 1.96);
  return s > 0 ? s : Number.NaN;
}

/** Fewest window points for judging a value against the series' dynamics (extreme). */
const EXTREME_MIN_DYNAMIC = 30;

type ExtremeModel = "level" | "trend" | "change" | "move";

/** Periods over which a persistent series' move is judged besides its last step (extreme). */
const MOVE_PERIODS: Record<Frequency, readonly number[]> = {
  daily: [5, 20],
  weekly: [4, 13],
  monthly: [3, 6],
  quarterly: [2, 4],
  annual: [2, 3],
  quinquennial: [2],
  decennial: [2],
};

interface ExtremeFit {
  z: number;
  model: ExtremeModel;
  /** The value the chosen model expected at t (on the values' own scale). */
  expected: number;
  /** The level window's median and robust scale (the level model). */
  center: number;
  scale: number;
  /** The chosen model's scale (on the log scale when `log`). */
  modelScale: number;
  /** The share of the previous period's deviation from the line carried into the prediction (0 for "level"). */
  phi: number;
  from: number;
}

export function detectExtreme(points: readonly Point[], frequency: Frequency): SignalDetection | null {
  const pts = finite(points);
  const { levelWindow, minHistory } = SETTINGS[frequency];
  const n = pts.length;
  if (n < minHistory + 1) return null;
  const y = pts.map((p) => p.value);
  const log = prefersLogScale(y);
  const u = log ? y.map(Math.log) : y;
  const buf = new Float64Array(levelWindow);
  const dev = new Float64Array(levelWindow);
  const res = new Float64Array(levelWindow + 1);

  const zAt = (t: number): ExtremeFit | null => {
    if (t < minHistory) return null;
    const from = Math.max(0, t - levelWindow);
    const w = t - from;
    // Level: robust z against the window's median.
    const center = sliceMedian(y, from, t, buf);
    const view = buf.subarray(0, w);
    for (let i = 0; i < w; i++) view[i] = Math.abs(y[from + i]! - center);
    view.sort();
    const madValue = medianOfSorted(view, w);
    let scale = MAD_TO_SD * madValue;
    if (!(scale > 0)) {
      let s = 0;
      for (let i = from; i < t; i++) s += Math.abs(y[i]! - center);
      scale = (s / w) * 1.2533;
    }
    if (!(scale > 0)) return null;
    const level: ExtremeFit = { z: (y[t]! - center) / scale, model: "level", expected: center, center, scale, modelScale: scale, phi: 0, from };
    // The level's scale on the scale the dynamic models use (log: relative to the median level).
    const levelScale = log ? scale / Math.abs(center) : scale;

    // Too few innovations for a trustworthy scale: the level alone.
    if (w < EXTREME_MIN_DYNAMIC) return level;
    // Trend: a robust line through the window (slope = median of the changes over half the window), and
    // the residuals r around it, r[w] being the latest value's.
    const lag = w >> 1;
    let slope = 0;
    if (lag >= 1) {
      for (let i = 0; i < w - lag; i++) dev[i] = (u[from + i + lag]! - u[from + i]!) / lag;
      slope = sliceMedian(dev, 0, w - lag, buf);
    }
    for (let i = 0; i < w; i++) dev[i] = u[from + i]! + slope * (w - i);
    const trendAt = sliceMedian(dev, 0, w, buf);
    const r = res;
    for (let i = 0; i <= w; i++) r[i] = u[from + i]! + slope * (w - i) - trendAt;
    for (let i = 0; i < w; i++) dev[i] = r[i]!;
    const trendScale = tailAwareScale(dev, w);
    // How much of a deviation from the line carries over to the next period, from the size of the changes
    // against the size of the residuals (Var Δr = 2 (1 − φ) Var r for AR(1) residuals): 0 for noise around
    // the line, near 1 for a random walk, whose next value is its last one plus the drift.
    for (let i = 1; i < w; i++) dev[i - 1] = r[i]! - r[i - 1]!;
    const changeScale = tailAwareScale(dev, w - 1);
    const ratio = changeScale / trendScale;
    const phi = Number.isFinite(ratio) ? Math.min(1, Math.max(0, 1 - (ratio * ratio) / 2)) : 0;
    // One-step prediction errors (innovations) of that model over the window, and their scale.
    for (let i = 1; i < w; i++) dev[i - 1] = r[i]! - phi * r[i - 1]!;
    const innovScale = tailAwareScale(dev, w - 1);
    if (!(innovScale > 0) || !(innovScale < EXTREME_MODEL_GAIN * levelScale)) return level;
    let z = (r[w]! - phi * r[w - 1]!) / innovScale;
    let predicted = u[t]! - (r[w]! - phi * r[w - 1]!);
    let model: ExtremeModel = phi >= 0.5 ? "change" : "trend";
    let modelScale = innovScale;
    // A persistent series can make an extreme in several steps none of which is one on its own (a slide
    // over months): its move over a few periods, against the window's moves over as many periods.
    if (phi >= 0.5) {
      for (const h of MOVE_PERIODS[frequency]) {
        if (w - h < EXTREME_MIN_DYNAMIC) continue;
        for (let i = h; i < w; i++) dev[i - h] = r[i]! - r[i - h]!;
        const moveScale = tailAwareScale(dev, w - h);
        if (!(moveScale > 0)) continue;
        const zh = (r[w]! - r[w - h]!) / moveScale;
        if (Math.abs(zh) > Math.abs(z)) {
          z = zh;
          predicted = u[t]! - (r[w]! - r[w - h]!);
          model = "move";
          modelScale = moveScale;
        }
      }
    }
    if (!(Math.abs(z) > Math.abs(level.z))) return level;
    return { z, model, expected: log ? Math.exp(predicted) : predicted, center, scale, modelScale, phi, from };
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
      method: METHOD_TEXT[last.model],
      model: last.model,
      scale_kind: last.model !== "level" && log ? "log" : "level",
      z: roundSig(last.z),
      value: latest,
      expected: roundSig(last.expected),
      model_scale: roundSig(last.modelScale),
      carryover: roundSig(last.phi, 3),
      level_z: roundSig((latest - last.center) / last.scale),
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

const METHOD_TEXT: Record<ExtremeModel, string> = {
  level: "robust z of the level against the trailing window",
  trend: "robust z of the level against the trailing window's robust trend line, scaled by its one-step errors",
  change: "robust z of the latest step against the trailing window's steps (trend line with carry-over)",
  move: "robust z of the move over the last few periods against the trailing window's moves over as many",
};

// ---------------------------------------------------------------------------------------------------
// Trend break

type BreakModel = "kink" | "two_lines";

/** The best break of one model in one window. `b` is 0-based within the window. */
interface ModelFit {
  /** F against one line (not yet adjusted for serial correlation). */
  f: number;
  b: number;
  rss: number;
}

interface BreakSearch {
  kink: ModelFit;
  two_lines: ModelFit;
}

/**
 * For y[0..n) against x = 0..n−1, the best candidate break b in [lo, hi] (smallest residual sum of
 * squares) of each model: the kink (y = α + βx + γ·max(0, x − b), one parameter more than a line) and
 * two lines (separate intercept and slope from b on, two more), with each one's F against one straight
 * line. Running sums make each candidate O(1).
 */
function searchBreaks(y: Float64Array, n: number, lo: number, hi: number): BreakSearch | null {
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
  let kink: ModelFit | null = null;
  let two: ModelFit | null = null;
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
    if (!kink || kinkRss < kink.rss) kink = { f: 0, b, rss: kinkRss };
    const twoRss = segRss(0, b) + segRss(b, n);
    if (!two || twoRss < two.rss) two = { f: 0, b, rss: twoRss };
  }
  if (!kink || !two) return null;
  const fOf = (rss: number, extra: number) => {
    const gain = Math.max(0, rssOne - rss);
    return rss > 0 ? gain / extra / (rss / (n - 2 - extra)) : gain > 0 ? Infinity : 0;
  };
  kink.f = fOf(kink.rss, 1);
  two.f = fOf(two.rss, 2);
  return { kink, two_lines: two };
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
function describeBreak(y: Float64Array, model: BreakModel, b: number) {
  const n = y.length;
  const one = new Float64Array(n).fill(1);
  const x = Float64Array.from({ length: n }, (_, t) => t);
  if (model === "kink") {
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

/** Adjusted partial F the two-lines model needs over the kink to be preferred (trend_break). */
const TWO_LINES_MIN_F = 6;

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
  return Math.min(0.95, Math.max(0, phi));
}

/**
 * Whether a window is straighter on the log scale: every value positive, and a line fits the logs clearly
 * better than the values. Steady proportional growth then bends no "old line" a break is judged against.
 */
function growsInProportion(values: readonly number[]): boolean {
  if (values.length < 8 || values.some((v) => !(v > 0))) return false;
  const x = values.map((_, i) => i);
  // clearly straighter: a fifth less of the variance left unexplained
  return 1 - linearFit(x, values.map(Math.log)).r2 < 0.8 * (1 - linearFit(x, values).r2);
}

export function detectTrendBreak(points: readonly Point[], frequency: Frequency): SignalDetection | null {
  const pts = finite(points);
  const { breakWindow, breakRecent, breakMinSide, breakHoldout, levelWindow } = SETTINGS[frequency];
  const n = pts.length;
  let w = Math.min(breakWindow, n);
  if (w < 2 * breakMinSide + breakHoldout) return null;
  let from = n - w;
  // growth in proportion to the level (prices, output) is a straight line on the log scale
  const log = growsInProportion(pts.slice(from).map((p) => p.value));
  const valueAt = (i: number) => (log ? Math.log(pts[i]!.value) : pts[i]!.value);
  const noiseFrom = Math.max(0, n - 1 - 2 * levelWindow);
  const phi = impliedAr1(pts.slice(noiseFrom).map((p, i) => valueAt(noiseFrom + i)));
  const inflation = (1 + phi) / (1 - phi);
  const centred = (start: number) => {
    let mean = 0;
    for (let i = start; i < n; i++) mean += valueAt(i);
    mean /= n - start;
    const out = new Float64Array(n - start);
    for (let i = start; i < n; i++) out[i - start] = valueAt(i) - mean;
    return out;
  };
  let y = centred(from);

  // A break older than the candidates' reach would bend the "old line" the recent ones are judged against
  // (and a step leaving the reach would open a phantom break the other way): the window starts after it.
  // It must be a break by itself and fit better than any recent candidate (a recent bend also tilts the fit
  // of an older candidate, which must not cut the window short).
  const older = searchBreaks(y, w, breakMinSide, w - breakRecent - 1);
  const recent = searchBreaks(y, w, Math.max(breakMinSide, w - breakRecent), w - breakMinSide);
  if (older) {
    const [weak] = SIGNAL_THRESHOLDS.trend_break;
    const best = older.two_lines.f >= older.kink.f / 2 ? older.two_lines : older.kink;
    const recentBest = recent ? Math.max(recent.kink.f, recent.two_lines.f) : 0;
    if (best.f / inflation >= weak && best.f > recentBest) {
      from += best.b;
      w = n - from;
      if (w < 2 * breakMinSide + breakHoldout) return null;
      y = centred(from);
    }
  }

  // Candidate breaks: at most `breakRecent` periods old, at least `breakMinSide` points on each side.
  const lo = Math.max(breakMinSide, w - breakRecent);
  const full = searchBreaks(y, w, lo, w - breakMinSide);
  const held = searchBreaks(y, w - breakHoldout, lo, w - breakHoldout - breakMinSide);
  if (!full || !held) return null;

  // Two lines (a jump as well as a bend) only when they beat the best kink clearly.
  const extraFit = (full.kink.rss - full.two_lines.rss) / (full.two_lines.rss / (w - 4)) / inflation;
  const model: BreakModel = extraFit >= TWO_LINES_MIN_F ? "two_lines" : "kink";
  const fFull = full[model].f / inflation;
  const fHeld = held[model].f / inflation;
  const score = Math.min(fFull, fHeld);
  const strength = strengthOf("trend_break", score);
  if (!strength) return null;

  const { b } = full[model];
  const shape = describeBreak(y, model, b);
  // The first period off the old line: the one after a kink's vertex, or the first of the second line.
  const breakIndex = from + (model === "kink" ? b + 1 : b);
  const up = shape.gapAtEnd !== 0 ? shape.gapAtEnd > 0 : shape.slopeAfter > shape.slopeBefore;
  return {
    type: "trend_break",
    strength,
    direction: up ? "up" : "down",
    start: pts[breakIndex]!.date,
    score: roundSig(score),
    evidence: {
      method: "best kink or two-lines break against one line (F test), AR(1)-adjusted, with hold-out",
      model,
      scale_kind: log ? "log" : "level",
      break_date: pts[breakIndex]!.date,
      window_start: pts[from]!.date,
      window_end: pts[n - 1]!.date,
      window_periods: w,
      periods_since_break: n - breakIndex,
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
  // An extreme judged against the series' own dynamics alone (a step or a move out of character, the level
  // itself inside the window's usual range) that a change of pace or a trend break in the same direction
  // explains is that change: those detectors name it. An extreme of the level stands beside them.
  const [weak] = SIGNAL_THRESHOLDS.extreme;
  const explained = (e: SignalDetection) =>
    e.type === "extreme" &&
    e.evidence.model !== "level" &&
    Math.abs(Number(e.evidence.level_z)) < weak &&
    out.some((d) => d.type !== "extreme" && d.direction === e.direction);
  return out.filter((d) => !explained(d));
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

const STRENGTH_ORDER: readonly SignalStrength[] = ["weak", "neutral", "strong"];

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
    evidence: { ...d.evidence, current_strength: d.strength },
  });
  if (!open) return detection ? { open: opened(detection) } : {};
  if (!detection) return { close: { valid_to: now } };
  if (detection.type === open.type && detection.direction === open.direction) {
    // an interval keeps the strongest strength it reached, so a condition that peaked and is fading is still
    // listed at that strength; the strength of this evaluation rides in the evidence
    const strength = STRENGTH_ORDER.indexOf(detection.strength) > STRENGTH_ORDER.indexOf(open.strength) ? detection.strength : open.strength;
    return { update: { last_seen_at: now, strength, evidence: { ...detection.evidence, current_strength: detection.strength } } };
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
