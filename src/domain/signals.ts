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
 * | monthly      | 3 | 120          | 36           | 72           | 36          | 6         | 3        |
 * | quarterly    | 2 | 40           | 12           | 40           | 16          | 4         | 2        |
 * | annual       | 1 | 12           | 8            | 25           | 15          | 5         | 1        |
 * | quinquennial | 1 | 12           | 8            | 15           | 10          | 4         | 1        |
 * | decennial    | 1 | 12           | 8            | 15           | 10          | 4         | 1        |
 *
 * Thresholds (weak / neutral / strong): acceleration |z| ≥ 3 / 4 / 6; extreme |z| ≥ 2.8 / 3.6 / 5;
 * trend_break adjusted F ≥ 10 / 20 / 40. Below the weak threshold there is no signal.
 *
 * A monthly or quarterly series with a calendar pattern (unadjusted prices, CO2) is handed to all three with that
 * pattern taken out (`withoutCalendarPattern`; evidence.calendar_adjusted says so).
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
 *      before those. Acceleration a_t = r_t − e_t; for daily and weekly series, divided by the standard
 *      deviation of the 9k changes before those 3k (jumps left out): markets have spells of high and low
 *      volatility, and against the whole history's spread a volatile month read as a string of new paces
 *      (WTI: 28 accelerations of neutral strength or more in 2022, 6–11 a year in 2023–2025; now 3, then
 *      none). Needs 12k + 12 observations there.
 *   4. Robust z_t = (a_t − median(a)) / (1.4826 · MAD(a)), over every a in the series' history. That scale is
 *      itself an estimate, from few a's in a short history: z is read as Student's t with 0.37 × (number of a's)
 *      degrees of freedom (the MAD's efficiency on normal data) and replaced by the normal deviate as rare
 *      (Wallace's approximation). With 70 a's a raw 4 counts as 3.5; with 1,000, as 3.96.
 *   5. A pace that changed k + 1 to 2k periods ago: the median of all the changes since then against the
 *      median of the 2k before it, z on the same scale as in 4. Past k periods the earlier block of step 3
 *      holds some of the new pace and its z fades (a 10 σ-a-month ramp six months old read as neutral); this
 *      reads it whole. It replaces step 4's z when larger and at least neutral (k more tests of one series
 *      would otherwise add weak noise).
 *   6. A pace that changed 2 to 2k periods ago (k ≥ 2), read on the levels: the errors e_j of its values off
 *      the least-squares line through the 6k periods before it should grow like 1, 2, …; the ramp
 *      γ̂ = Σ j·e_j / Σ j², times √Σj², over the spread of those periods' changes / √2, is z-scored (and read as a
 *      t, as in 4) against the same statistic at every earlier period. Differencing doubles the noise of a
 *      level around a line, so a new pace is plainer here than in the medians of changes of steps 4 and 5
 *      (white noise with a new pace of 4 σ a month for two months, 200 seeds: neutral or stronger in 24 % by
 *      step 4 alone, 61 % with this step). Kept only when the ramp leaves less unexplained than a step over
 *      the same periods, by 4 squared residual sds of the line for a shift from the first of them and by 9
 *      for a jump from a later one (from the last, a jump of the last value alone, which is an extreme), and
 *      when at least neutral and larger than the z so far. Evidence then gives the line's slope and
 *      slope + γ̂ as the paces.
 *   7. Strength from the larger |z| at the latest period; direction = sign of z ("down" = the pace fell: a
 *      rise slowing or reversing, or a fall steepening).
 *   8. start = the first period of the new pace (steps 5 and 6), or of the current unbroken run with |z| ≥ 3
 *      and the same sign (step 4).
 *   A single change of pace stays visible for about 2k periods, then the earlier pace catches up; an
 *   older change of direction is a trend break. Needs 3k + 12 observations. With k = 1 or 2 a block is
 *   one or two changes, so a jump there does count as a change of pace.
 *
 * EXTREME: the latest value is a shock: far from what the periods just before it predicted.
 *   1. Scale: log values when `prefersLogScale` says so (prices, output) or a line fits the logs clearly
 *      better than the values (`growsInProportion`, as for trend breaks), else the values. The window is the
 *      "level window" before t, at least 100 periods where the series has them (t excluded).
 *   2. Prediction for period s from the periods before it: φ · c_{s−1} + (1 − φ) · median of the last m
 *      values (m = 20 daily, 8 weekly, 12 monthly, 8 quarterly, 5 annual), plus the drift (the median change
 *      over half the window, per period) over the periods it carries forward. c_{s−1} is the last value,
 *      unless that value was itself an outlier (an error beyond 5 typical errors): then the local median, so
 *      the return to normal after an outlier is not a second shock. φ is chosen from 0, ¼, ½, ¾, 1 as the one
 *      whose errors over the window are typically smallest (1.4826 · MAD, so that a few shocks in the window
 *      do not choose it): 0 for noise around a level or a line, 1 for a random walk, between for persistent
 *      noise.
 *   3. z_t = error at t / the tail-aware scale of the window's errors: the mean of the middle two of four
 *      estimates (1.4826 · MAD, and the 95th, 98th and 99th percentiles of |error| over their normal
 *      values), so heavy tails widen it. At least 30 errors are needed. When the errors' 95th percentile is
 *      over 3.5 times their median (2.9 for normal errors), the error is also read against the Student's t
 *      of that tail, as the normal deviate equally rare, and the smaller |z| kept, lowered by at most half
 *      (errorZ): on t3 noise 4σ draws come every couple of hundred periods.
 *   4. For a persistent series (φ ≥ ½) the move over a few periods net of the drift (MOVE_PERIODS, outliers
 *      replaced as in 2) is also scored against the window's moves over as many, discounted by 0.85 for the
 *      extra tries; the larger |z| is kept ("move"), so a slide of ordinary steps is seen.
 *   5. Strength from |z|; direction "up" for a high, "down" for a low; start = first period of the current
 *      unbroken run with |z| ≥ the weak threshold, each judged against its own window.
 *   A level shift or a bend older than the last few periods is not an extreme: the periods just before t
 *   have moved with it, so the prediction follows (issue #18: the flat median of a ten-year window called
 *   every value after a shift, a bend or a slide of a trending series extreme, and missed a drop below a
 *   rising line). The evidence still gives the level against the window's median (`level_z`) and
 *   `record_since`: the last earlier date with a value at least as high (as low), or null with `record` =
 *   "highest_on_record" / "lowest_on_record". `evaluateSignals` leaves an extreme run of several periods to
 *   a same-direction acceleration, or to a same-direction trend break at least as strong (a weaker break
 *   never hides it), and a one-period shock only to a change that began earlier and is at least as strong.
 *
 * TREND_BREAK: the line the series follows changed recently. A daily or weekly series is judged from two years
 * of data on, once its annual cycle can be told from it (see Limits below).
 *   1. Fit the last "break window" observations (x = position), on the log scale when a line fits the logs
 *      clearly better than the values over the span the noise is estimated from (two level windows; steady
 *      proportional growth is then straight), without the hold-out periods, so neither a jump of the newest
 *      values nor a break inside the window chooses the scale. Candidate breaks b are
 *      at most "break age" periods old with at least "min. side" points on each side. A break older than
 *      that inside the window, significant by itself (adjusted F ≥ the weak threshold) and saying more
 *      than every recent candidate (F times its extra parameters, less ln(window) for each, as Schwarz's
 *      criterion), would bend the old line the recent ones are judged against (a step leaving the
 *      candidates' reach used to open a phantom break the other way): the window then starts at that older
 *      break.
 *   2. Three break models, each compared with one straight line: a kink (the line bends at b and stays
 *      continuous: y = α + βx + γ·max(0, x − b)), a shift (the same slope, the level jumps at b:
 *      y = α + βx + δ·[x ≥ b]) and two lines (separate intercept and slope from b on: a jump and a bend).
 *      For each model the b with the smallest residual sum of squares is kept, with its
 *      F = ((RSS_line − RSS_model) / extra) / (RSS_model / (n − 2 − extra)), extra = 1, 1 or 2. A pure jump
 *      tested as a shift spends one parameter, not two, so its F is about twice the two lines' F.
 *   3. Serial correlation inflates F (a wandering series fits bends by chance), so every F is divided by
 *      (1 + φ) / (1 − φ), where φ = 1 + 2·r₁ is the AR(1) coefficient implied by the lag-1
 *      autocorrelation r₁ of the period-on-period changes over the last two level windows (changes
 *      clipped to median ± 3 robust σ first), φ clamped to [0, 0.95]. From φ 0.5 on, r₁ is taken half a
 *      standard error (0.5/√n) higher: near 1 the inflation is steep, and a random walk drawing a low r₁ was
 *      judged as if it barely wandered.
 *   3b. A persistent series (that φ ≥ 0.8: random walks, prices, smooth aggregates such as payrolls) is also
 *      tested in its changes: a bend of its path is a step in the mean of its period-on-period changes. The
 *      best step (vertex b in the same range) gets its F against one mean, divided by (1 + φ_d) / (1 − φ_d)
 *      with φ_d the lag-1 autocorrelation of the changes around the two means, and with the same hold-out.
 *      When that score beats the levels' one it is the break (a kink; evidence.tested_on "changes"): the
 *      levels' adjustment, sized for a wandering level, hid every bend of such a series (issue #18:
 *      payrolls' 2008 turn was found only in January 2009; now in July 2008, dated February). When the
 *      window holds an earlier step, the vertex is also tested as a further step beyond it (F against the
 *      one-step model, as in Bai and Perron's sequential test): payrolls' recovery, which shares its window
 *      with the 2008 turn, is found in May 2010, dated November 2009 (July 2012 before).
 *   3c. Such a series' level shift is one step of its path: the largest lasting jump among its changes (far
 *      outside the others on their tail-aware scale, its neighbouring changes ordinary, the level after it
 *      staying at least half the jump away), scored as its squared z less 2·ln of the candidates searched
 *      (Bonferroni for the largest), with the same hold-out. It is the break (a shift; tested_on "changes")
 *      when it scores higher, unless a change of drift after it is a break by itself.
 *   3d. A series with AR(1) noise short of persistent (0.2 ≤ φ < 0.8) whose levels fit a step better than a bend
 *      is also searched for a level shift on its prewhitened values y_t − φ·y_{t−1} (feasible GLS, as
 *      Prais–Winsten): a line stays a line there and a shift becomes a pulse of its full size followed by
 *      (1 − φ) of it, so its F needs no inflation and the shift's first period, which the levels' test reads only
 *      against a wandering level, counts whole. A pulse the next period takes back (an outlier) is no shift,
 *      nor one whose level does not last (as in 3c). It is the break (a shift; tested_on "prewhitened") when it
 *      scores higher than the levels' test.
 *   4. Of the kink and the shift, the one with the smaller RSS; two lines are preferred only when they beat
 *      it clearly: adjusted partial F of the extra parameter, (RSS_one − RSS_two) / (RSS_two / (n − 4)) /
 *      inflation, ≥ 6.
 *   5. Hold-out: the same search runs with the latest "hold-out" periods withheld, and the score is the
 *      smaller of the two adjusted F of the chosen model. A spike or a turn in the last few periods (an
 *      extreme or an acceleration) therefore cannot pass as a change of trend.
 *   6. Direction = sign of the gap at the window's end between the new line and the old one extended
 *      (the series now runs above or below where its earlier trend pointed). start = the first period
 *      off the old line: the period after a kink's vertex, or the first period after a shift or of the
 *      second line.
 *   7. `evaluateSignals` leaves a break that began with a same-direction change of pace (at most 2k periods
 *      before the new pace shows) to the acceleration while that one is listed (neutral or stronger) or at
 *      least as strong: a fresh ramp is named once; once its pace is the normal one the break stands alone.
 *
 * Calibration (monthly, 240 points, 1000 series each): share of pure-noise series (AR(1) around a flat
 * or sloped line, normal innovations) flagged at all: acceleration 0.2–0.8 %, trend_break 0.1–0.5 % for
 * φ ≤ 0.3, 1.5 % at φ = 0.6, 3–4.5 % at φ = 0.8–1 (random walks wander into real-looking bends). Extreme
 * (the shock model, 2026-11-26): flagged at all (weak) 0.6–1.5 % on white noise, a line, AR(1) φ 0.7 and a
 * random walk, 2.2 % with Student t3 noise; at neutral or stronger 0–0.2 %, t3 0.6 %; a 4 sd shock on the
 * last value is found at neutral or stronger in 62–71 % of those series, 79 % with t3 noise. On planted
 * events (bench/signal-quality.ts, 520 series, seed 1) precision / recall: acceleration 0.97 / 0.97,
 * extreme 0.96 / 0.99, trend_break 0.92 / 0.92. The broader evaluation is bench/signal-eval.
 *
 * Limits: the detectors expect seasonally adjusted data. For trend_break a series with a clear annual
 * cycle is judged with that cycle taken out: a year-long sine and its first multiple (quarterly: the sine
 * alone) fitted with a line over three years of a daily or weekly series, six of a monthly one, ten of a
 * quarterly one, ending where the break candidates begin (so a recent break neither hides the cycle nor is
 * taken for part of it; at the latest period while the history before them is under two years), kept when it explains a fifth of what the line leaves and stands 1.5 times above
 * the rest. So the seasonal turns of a raw temperature series are not breaks (issue #18: 57 % of such null
 * series showed one), and an unadjusted monthly count's recession is (CPS construction unemployment,
 * 2008–09). Before two years of a daily or weekly series there is no break at all: its cycle cannot be told
 * from it yet, and a year and a half of temperatures is one long swing. The other detectors take the values
 * as they are. Irregular gaps are not modelled: observations are taken as consecutive periods.
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
  chiSquareSurvival,
  dayNumber,
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
  daily: { k: 7, levelWindow: 3650, minHistory: 365, breakWindow: 180, breakRecent: 90, breakMinSide: 15, breakHoldout: 7 },
  weekly: { k: 4, levelWindow: 520, minHistory: 156, breakWindow: 104, breakRecent: 52, breakMinSide: 8, breakHoldout: 4 },
  monthly: { k: 3, levelWindow: 120, minHistory: 36, breakWindow: 72, breakRecent: 36, breakMinSide: 6, breakHoldout: 3 },
  quarterly: { k: 2, levelWindow: 40, minHistory: 12, breakWindow: 40, breakRecent: 16, breakMinSide: 4, breakHoldout: 2 },
  annual: { k: 1, levelWindow: 12, minHistory: 8, breakWindow: 25, breakRecent: 15, breakMinSide: 5, breakHoldout: 1 },
  quinquennial: { k: 1, levelWindow: 12, minHistory: 8, breakWindow: 15, breakRecent: 10, breakMinSide: 4, breakHoldout: 1 },
  decennial: { k: 1, levelWindow: 12, minHistory: 8, breakWindow: 15, breakRecent: 10, breakMinSide: 4, breakHoldout: 1 },
};

/** Lower bounds of weak, neutral and strong, per detector (see the file comment). */
export const SIGNAL_THRESHOLDS: Record<SignalType, readonly [number, number, number]> = {
  acceleration: [3, 4, 6],
  extreme: [2.8, 3.6, 5],
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
 * Where the level hardly moves between the halves the two scales are alike and the comparison is a coin
 * toss, so there the log scale must win by LOG_MARGIN.
 */
export function prefersLogScale(values: readonly number[]): boolean {
  if (values.length < 8) return false;
  for (const v of values) if (!(v > 0)) return false;
  const h = (values.length - 1) >> 1;
  const imbalance = (ys: readonly number[]) => {
    const d: number[] = [];
    for (let i = 1; i < ys.length; i++) d.push(ys[i]! - ys[i - 1]!);
    const a = robustScale(d.slice(0, h));
    const b = robustScale(d.slice(h));
    return a > 0 && b > 0 ? Math.abs(Math.log(b / a)) : Number.POSITIVE_INFINITY;
  };
  const levelMoved = Math.abs(Math.log(median(values.slice(h + 1)) / median(values.slice(0, h + 1)))) >= Math.LN2;
  return imbalance(values.map(Math.log)) + (levelMoved ? 0 : LOG_MARGIN) < imbalance(values);
}

/** How much closer in size (log ratio of the halves' scales) the log changes must be where the level hardly moves (prefersLogScale). */
const LOG_MARGIN = 0.1;

/**
 * The MAD's efficiency as a scale estimate on normal data: a robust scale taken from m values is about as
 * uncertain as a standard deviation from 0.37·m (acceleration).
 */
const MAD_EFFICIENCY = 0.37;

/**
 * The normal deviate as rare as Student's t with `nu` degrees of freedom (Wallace's approximation, within
 * 0.03 for nu ≥ 4 in the range the thresholds use): a z whose scale was estimated from few values is
 * read as the t it is.
 */
function normalOfT(t: number, nu: number): number {
  return Math.sign(t) * Math.sqrt(nu * Math.log1p((t * t) / nu)) * ((8 * nu + 1) / (8 * nu + 3));
}

/** Changes beyond this many robust σ of all changes count as jumps (acceleration). */
const JUMP_SD = 4;

/** Periods, in pace spans k, whose changes' spread scales a daily or weekly pace shift (acceleration): 63 trading days. */
const VOLATILITY_SPAN = 9;

/** Pace spans k of history the line a new pace (step 6) is judged against is fitted to (acceleration). */
const RAMP_BASE = 6;

/**
 * What a new pace's ramp (step 6) must explain beyond a shift from its first period, and beyond a jump from
 * a later one, in squared residual sds of the line (acceleration): an extreme is the likelier reading of a
 * late jump.
 */
const RAMP_SHIFT_MARGIN = 4;
const RAMP_JUMP_MARGIN = 9;

/**
 * New paces read on the levels (acceleration step 6) of y: for a pace begun `age` periods before the end,
 * the errors e_j of y[s+j−1] (s = n − age, j = 1..age) off the least-squares line through y[s−base..s) and
 * the ramp through them, γ̂ = Σ j·e_j / Σ j². `ramp(s, age)` is γ̂·√Σj² over the spread of the window's changes / √2 (a level's
 * noise where the level is noise around a line), in O(age) from prefix sums, so it can be taken at every
 * period of the history; `fitsAtEnd(age)` says whether at the end the ramp leaves enough squared residual
 * sds of the line less unexplained than a shift from the first of its periods (RAMP_SHIFT_MARGIN) and than a
 * step from a later one (RAMP_JUMP_MARGIN; from the last, a jump of the last value alone).
 */
function levelRamps(y: readonly number[], base: number) {
  const n = y.length;
  const p0 = new Float64Array(n + 1);
  const p1 = new Float64Array(n + 1);
  const c1 = new Float64Array(n + 1);
  const c2 = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    p0[i + 1] = p0[i]! + y[i]!;
    p1[i + 1] = p1[i]! + i * y[i]!;
    const d = i > 0 ? y[i]! - y[i - 1]! : 0;
    c1[i + 1] = c1[i]! + d;
    c2[i + 1] = c2[i]! + d * d;
  }
  const xMean = (base - 1) / 2;
  const sxx = (base * (base * base - 1)) / 12;
  const line = (s: number) => {
    const from = s - base;
    const sy = p0[s]! - p0[from]!;
    const sxy = p1[s]! - p1[from]! - from * sy;
    const slope = (sxy - xMean * sy) / sxx;
    return { from, slope, intercept: sy / base - slope * xMean };
  };
  return {
    ramp(s: number, age: number) {
      const { from, slope, intercept } = line(s);
      let sje = 0, sjj = 0;
      for (let j = 1; j <= age; j++) {
        sje += j * (y[s + j - 1]! - intercept - slope * (s + j - 1 - from));
        sjj += j * j;
      }
      const gamma = sje / sjj;
      const m = base - 1;
      const mean = (c1[s]! - c1[s - m]!) / m;
      const sd = Math.sqrt(Math.max(0, (c2[s]! - c2[s - m]!) / m - mean * mean) / 2);
      return { t: sd > 0 ? (gamma * Math.sqrt(sjj)) / sd : 0, gamma, slope };
    },
    fitsAtEnd(age: number) {
      const s = n - age;
      const { from, slope, intercept } = line(s);
      let rss = 0;
      for (let i = from; i < s; i++) rss += (y[i]! - intercept - slope * (i - from)) ** 2;
      const e = Array.from({ length: age }, (_, j) => y[s + j]! - intercept - slope * (s + j - from));
      let sje = 0, sjj = 0, see = 0;
      for (let j = 1; j <= age; j++) {
        sje += j * e[j - 1]!;
        sjj += j * j;
        see += e[j - 1]! ** 2;
      }
      const rssRamp = see - (sje / sjj) * sje;
      // the best step: from the first of the ramp's periods (a shift), or from a later one, the last alone (a jump)
      let rssShift = Number.POSITIVE_INFINITY;
      let rssJump = Number.POSITIVE_INFINITY;
      for (let at = 0; at < age; at++) {
        let before = 0, sum = 0, squares = 0;
        for (let j = 0; j < age; j++) {
          if (j < at) before += e[j]! ** 2;
          else {
            sum += e[j]!;
            squares += e[j]! ** 2;
          }
        }
        const rssStep = before + squares - (sum * sum) / (age - at);
        if (at === 0) rssShift = rssStep;
        else rssJump = Math.min(rssJump, rssStep);
      }
      const variance = rss / (base - 2);
      return rssShift - rssRamp > RAMP_SHIFT_MARGIN * variance && rssJump - rssRamp > RAMP_JUMP_MARGIN * variance;
    },
  };
}

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
  // Daily and weekly series (market prices) have spells of high and low volatility: there a pace shift is
  // measured in the spread of the changes over the VOLATILITY_SPAN·k periods before the two blocks compared
  // (isolated jumps left out; a new pace inside the blocks would widen it), so a volatile month does not read
  // as a string of new paces.
  const volatilitySpan = frequency === "daily" || frequency === "weekly" ? VOLATILITY_SPAN * k : 0;
  const sums = volatilitySpan ? n + 1 : 0;
  const c1 = new Float64Array(sums);
  const c2 = new Float64Array(sums);
  const cn = new Float64Array(sums);
  for (let t = 1; t < sums - 1; t++) {
    const kept = jump[t] ? 0 : 1;
    c1[t + 1] = c1[t]! + kept * d[t]!;
    c2[t + 1] = c2[t]! + kept * d[t]! * d[t]!;
    cn[t + 1] = cn[t]! + kept;
  }
  const localSd = (to: number) => {
    const from = to - volatilitySpan;
    const m = cn[to]! - cn[from]!;
    const mean = (c1[to]! - c1[from]!) / m;
    return Math.sqrt(Math.max(0, (c2[to]! - c2[from]!) / m - mean * mean));
  };
  // acc[i] is a at t = first + i: pace of the last k changes minus pace of the 2k changes before them (over
  // the local spread when volatilitySpan > 0).
  const first = 3 * k + volatilitySpan;
  if (n - first < 12) return null;
  const acc: number[] = [];
  const recent: number[] = [];
  const earlier: number[] = [];
  for (let t = first; t < n; t++) {
    const r = paceOf(t, k);
    const e = paceOf(t - k, 2 * k);
    recent.push(r);
    earlier.push(e);
    const sd = volatilitySpan ? localSd(t - 3 * k + 1) : 1;
    acc.push(sd > 0 ? (r - e) / sd : 0);
  }
  const center = median(acc);
  const scale = robustScale(acc, center);
  if (!(scale > 0)) return null;
  // the scale comes from the series' own history, short at first: z is read as a t with the MAD's degrees
  // of freedom (issue #18: a quarterly series' first years opened most of the accelerations on null series)
  const nu = MAD_EFFICIENCY * acc.length;
  const zAt = (t: number) => normalOfT((acc[t - first]! - center) / scale, nu);

  // the comparison the strength is read from: the last period's (step 4), start −1 until step 5 or 6 replaces it
  let read = {
    z: zAt(n - 1),
    acc: acc[acc.length - 1]!,
    recent: recent[recent.length - 1]!,
    earlier: earlier[earlier.length - 1]!,
    start: -1,
    onLevels: false,
    earlierPeriods: 2 * k,
    baseline: { center, scale, size: acc.length, nu },
  };
  // A new pace that has held for more than k periods (up to 2k): all its changes against the 2k before it
  // began, on the same scale (a longer block's median is less noisy, so this errs on the quiet side). Only a
  // listed one (neutral or stronger) counts: k more tests of one series would otherwise add weak noise.
  const [weak, neutral] = SIGNAL_THRESHOLDS.acceleration;
  for (let age = k + 1; age <= 2 * k; age++) {
    const s = n - age;
    if (s - 2 * k - volatilitySpan < 1) break;
    const sd = volatilitySpan ? localSd(s - 2 * k) : 1;
    if (!(sd > 0)) continue;
    const r = paceOf(n - 1, age);
    const e = paceOf(s - 1, 2 * k);
    const a = (r - e) / sd;
    const z = normalOfT((a - center) / scale, nu);
    if (Math.abs(z) >= neutral && Math.abs(z) > Math.abs(read.z)) read = { ...read, z, acc: a, recent: r, earlier: e, start: s };
  }
  // A new pace 2 to 2k periods old: read on the levels, where it is plainer than in the changes
  // (differencing doubles the noise of a level around a line), against the same statistic at every earlier
  // period (a wandering series' line errors are large there too). Only a ramp that fits its errors clearly
  // better than a step over the same periods (a shift; from a later period, a jump: an extreme) counts,
  // and only when at least neutral, as in step 5.
  const base = RAMP_BASE * k;
  const ramps = k >= 2 && n > base + 2 * k + 12 ? levelRamps(y, base) : null;
  for (let age = 2; ramps && age <= 2 * k; age++) {
    if (!ramps.fitsAtEnd(age)) continue;
    const stats: number[] = [];
    for (let s = base; s + age < n; s++) stats.push(ramps.ramp(s, age).t);
    const latest = ramps.ramp(n - age, age);
    stats.push(latest.t);
    const c = median(stats);
    const sc = robustScale(stats, c);
    if (!(sc > 0)) continue;
    const z = normalOfT((latest.t - c) / sc, MAD_EFFICIENCY * stats.length);
    if (Math.abs(z) >= neutral && Math.abs(z) > Math.abs(read.z)) {
      const { gamma, slope } = latest;
      const baseline = { center: c, scale: sc, size: stats.length, nu: MAD_EFFICIENCY * stats.length };
      read = { z, acc: gamma, recent: slope + gamma, earlier: slope, start: n - age, onLevels: true, earlierPeriods: base, baseline };
    }
  }
  const strength = strengthOf("acceleration", Math.abs(read.z));
  if (!strength) return null;
  const sign = Math.sign(read.z);
  let from = read.start;
  if (from < 0) {
    from = n - 1;
    while (from - 1 >= first && sign * zAt(from - 1) >= weak) from--;
  }

  return {
    type: "acceleration",
    strength,
    direction: sign > 0 ? "up" : "down",
    start: pts[from]!.date,
    score: roundSig(Math.abs(read.z)),
    evidence: {
      method: read.onLevels
        ? "robust z of a new pace read on the levels: the ramp of the last periods off the line through the periods before them, against the same at every earlier period"
        : "robust z of recent median pace minus earlier median pace",
      scale: useLog ? "log" : "level",
      // the new pace's whole length when step 5 or 6 read it, else k
      recent_periods: read.start >= 0 ? n - read.start : k,
      earlier_periods: read.earlierPeriods,
      z: roundSig(read.z),
      pace_recent: roundSig(read.recent),
      pace_earlier: roundSig(read.earlier),
      // in units of the local spread of the changes when that scales it (daily, weekly; not step 6's)
      acceleration: roundSig(read.acc),
      ...(volatilitySpan ? { local_sd: roundSig(localSd(n - 3 * k)), local_sd_periods: volatilitySpan } : {}),
      baseline_median: roundSig(read.baseline.center),
      baseline_scale: roundSig(read.baseline.scale),
      baseline_size: read.baseline.size,
      baseline_df: roundSig(read.baseline.nu),
      stretch_periods: n - from,
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Extreme

/**
 * Scales of `dev[0..m)` (prediction errors, overwritten): `typical`, 1.4826 × MAD; and `tail`, the mean of
 * the middle two of that and the 95th, 98th and 99th percentiles of |dev| over their normal values (1.96,
 * 2.326, 2.576), so that heavy tails widen it and a shock is judged against the shocks the series has
 * already had; NaN when it is 0.
 */
function errorScales(dev: Float64Array, m: number): ErrorScales {
  const view = dev.subarray(0, m);
  for (let i = 0; i < m; i++) view[i] = Math.abs(view[i]!);
  view.sort();
  const at = (q: number) => view[Math.min(m - 1, Math.floor(q * (m - 1)))]!;
  const median = medianOfSorted(view, m);
  const typical = MAD_TO_SD * median;
  const [, b, c] = [typical, at(0.95) / 1.96, at(0.98) / 2.326, at(0.99) / 2.576].sort((x, y) => x - y);
  const tail = (b! + c!) / 2;
  return { typical, tail: tail > 0 ? tail : Number.NaN, median, tailRatio: median > 0 ? at(0.95) / median : Number.NaN };
}

interface ErrorScales {
  typical: number;
  tail: number;
  /** Median of |error|. */
  median: number;
  /** 95th percentile of |error| over its median: 2.91 for normal errors, 4.16 for Student's t with 3 degrees of freedom. */
  tailRatio: number;
}

/**
 * The tail ratio above which the errors are read as heavier-tailed than normal (2.9 is normal errors' median
 * ratio; t3's is 3.8 in a window of 100). Normal errors exceed 3.5 in about one window of 100 in ten, one of
 * 40–80 in seven, one of 200 in forty: a threshold set for each window length at normal errors' 95th
 * percentile (3.7 at 100, 4.0 at 40) kept more Student t3 extremes on replay (0.40 against 0.37 intervals per
 * 100 periods, dev) for no shock found on a flat base, so the reading errs this way.
 */
const HEAVY_TAIL_RATIO = 3.5;

/** The |T| of Student's t with `nu` degrees of freedom as rare as the normal |Z| = zOfP (bisection on `normalOfT`). */
function absTQuantile(zOfP: number, nu: number): number {
  let lo = 0;
  let hi = 1e4;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (normalOfT(mid, nu) < zOfP) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Degrees of freedom tried for a heavy tail, and the tail ratio of |T| (95th percentile over median) of each. */
const TAIL_NU = [2, 2.5, 3, 4, 5, 7, 10, 15, 25, 50] as const;
const TAIL_NU_MEDIAN = TAIL_NU.map((nu) => absTQuantile(0.6745, nu));
const TAIL_NU_RATIO = TAIL_NU.map((nu, i) => absTQuantile(1.96, nu) / TAIL_NU_MEDIAN[i]!);

/**
 * z of an error against the window's errors. Normally the error over the tail-aware scale. When the errors'
 * tail is clearly heavy (HEAVY_TAIL_RATIO), also the error read against the Student's t whose tail ratio
 * matches (degrees of freedom interpolated in 1/ν, scale from the median), as the normal deviate equally
 * rare; the smaller |z| of the two is kept. A t3 series' 4σ errors happen every couple of hundred periods:
 * against a normal reading they were extremes about one period in a hundred on replay.
 */
function errorZ(error: number, scales: ErrorScales): { z: number; dof: number | null } {
  const z = error / scales.tail;
  if (!(scales.tailRatio > HEAVY_TAIL_RATIO) || Math.abs(z) < SIGNAL_THRESHOLDS.extreme[0]) return { z, dof: null };
  const i = TAIL_NU_RATIO.findIndex((ratio) => scales.tailRatio >= ratio);
  if (i < 0) return { z, dof: null }; // lighter than the lightest t tried: read as normal
  let nu: number = TAIL_NU[i]!;
  let median = TAIL_NU_MEDIAN[i]!;
  if (i > 0) {
    const f = (scales.tailRatio - TAIL_NU_RATIO[i]!) / (TAIL_NU_RATIO[i - 1]! - TAIL_NU_RATIO[i]!);
    nu = 1 / (1 / TAIL_NU[i]! + f * (1 / TAIL_NU[i - 1]! - 1 / TAIL_NU[i]!));
    median = absTQuantile(0.6745, nu);
  }
  const zT = Math.abs(normalOfT(error / (scales.median / median), nu));
  if (zT >= Math.abs(z)) return { z, dof: null };
  return { z: Math.sign(z) * Math.max(zT, Math.abs(z) * HEAVY_TAIL_FLOOR), dof: nu };
}

/**
 * The heavy-tail reading lowers a z by at most this share: a t fitted to a window of about a hundred errors
 * says how rare a value a few times their size is, not one of fifty times (on t3 even 100 scales would be
 * only moderately rare).
 */
const HEAVY_TAIL_FLOOR = 0.5;

type ExtremeModel = "local" | "move";

/** An error beyond this many typical errors marks an outlier, whose value is not carried into the next prediction (extreme). */
const OUTLIER_ERRORS = 5;

/** Fewest one-step errors a scale is taken from (extreme). */
const EXTREME_MIN_ERRORS = 30;

/** Fewest periods of the window a value is judged against, where the series has them (extreme). */
const EXTREME_MIN_WINDOW = 100;

/** Points the local level of the prediction is the median of (extreme). */
const LOCAL_SPAN: Record<Frequency, number> = { daily: 20, weekly: 8, monthly: 12, quarterly: 8, annual: 5, quinquennial: 4, decennial: 4 };

/** Shares of the last value in the prediction that are tried (the rest is the local median): 0 for noise around a level, 1 for a random walk. */
const CARRY_OVER = [0, 0.25, 0.5, 0.75, 1] as const;

/**
 * A move's z is discounted by this much before it is compared with the step's: testing the last step and two
 * moves is three chances at a random walk's last point, and each alone is calibrated for one.
 */
const MOVE_DISCOUNT = 0.85;

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
  /** The value the model expected at t (on the values' own scale). */
  expected: number;
  /** The model's error scale (on the log scale when `log`). */
  modelScale: number;
  /** The share of the last value carried into the prediction. */
  phi: number;
  from: number;
  /** Degrees of freedom of the t the error was read against, when the window's errors have a heavy tail (errorZ). */
  tailDof?: number | null;
}

export function detectExtreme(points: readonly Point[], frequency: Frequency): SignalDetection | null {
  const pts = finite(points);
  const { minHistory } = SETTINGS[frequency];
  // a shock is judged against at least EXTREME_MIN_WINDOW periods where the series has them: the scale of the
  // errors, and its tail, need many (a quarterly level window of 40 left about 30)
  const levelWindow = Math.max(SETTINGS[frequency].levelWindow, EXTREME_MIN_WINDOW);
  const n = pts.length;
  if (n < minHistory + 1) return null;
  const y = pts.map((p) => p.value);
  // proportional noise, or proportional growth: on the values an exponential series' latest errors outgrow the
  // window's, and its drift outruns the window's median change (up "extremes" early in a replay)
  const log = prefersLogScale(y) || growsInProportion(y);
  const u = log ? y.map(Math.log) : y;
  const local = new Float64Array(levelWindow + 1);
  const cleaned = new Float64Array(levelWindow + 1);
  const small = new Float64Array(LOCAL_SPAN[frequency]);
  const buf = new Float64Array(levelWindow);
  const dev = new Float64Array(levelWindow);

  // The value at t against a prediction from the periods just before it: a share φ of the last value and the
  // rest the median of the last m, carried forward by the window's median change (its drift). φ is the share
  // whose one-step errors over the window are typically smallest (0 for noise around a level or a line, 1 for
  // a random walk), and z is t's error over the tail-aware scale of those errors. A level shift or a bend
  // inside the window is thus not an extreme once the values just before t have moved with it.
  const zAt = (t: number): ExtremeFit | null => {
    if (t < minHistory) return null;
    const from = Math.max(0, t - levelWindow);
    const m = Math.max(1, Math.min(LOCAL_SPAN[frequency], (t - from) >> 2));
    // the drift: the median change over half the window, per period (a slope robust to noise and to jumps)
    const lag = (t - from) >> 1;
    for (let i = from; i + lag < t; i++) dev[i - from] = (u[i + lag]! - u[i]!) / lag;
    const drift = sliceMedian(dev, 0, t - from - lag, buf);
    const first = from + m;
    const count = t - first;
    if (count < EXTREME_MIN_ERRORS) return null;
    // the local level before s: the median of the last m values, so an outlier neither moves it nor makes
    // the return to normal after it look like a shock
    for (let s = first; s <= t; s++) local[s - first] = sliceMedian(u, s - m, s, small);
    const level = (s: number) => local[s - first]!;
    // The prediction for s with the value carried over from s − 1 (`carried`, see below).
    const predictFrom = (s: number, phi: number, carried: number) => phi * carried + (1 - phi) * level(s) + drift * (phi + ((1 - phi) * (m + 1)) / 2);
    // The errors over the window, carrying over each value unless it was itself far off its own prediction
    // (beyond OUTLIER_ERRORS typical errors): the local level is carried instead, so the return to normal
    // after an outlier is not a second shock. Writes the errors to dev[0..count] (dev[count] is t's) and the
    // carried values to `cleaned`.
    const errors = (phi: number, typical: number) => {
      let carried = u[first - 1]!;
      for (let s = first; s <= t; s++) {
        const e = u[s]! - predictFrom(s, phi, carried);
        dev[s - first] = e;
        carried = typical > 0 && Math.abs(e) > OUTLIER_ERRORS * typical ? level(Math.min(s + 1, t)) : u[s]!;
        cleaned[s - first] = carried;
      }
    };
    // the value carried over from i: an outlier's is the local level after it
    const cleanAt = (i: number) => (i >= first && i < t ? cleaned[i - first]! : u[i]!);
    // φ by the typical error (MAD): a few shocks in the window, which a carried-over last value answers
    // better, do not choose it; z by the tail-aware scale of the chosen prediction's errors
    let best: { phi: number; rough: number; error: number; scales: ErrorScales } | null = null;
    for (const phi of CARRY_OVER) {
      errors(phi, 0);
      const rough = errorScales(dev, count).typical; // dev is written again just below
      errors(phi, rough);
      const error = dev[count]!;
      const scales = errorScales(dev, count);
      if (scales.tail > 0 && (!best || scales.typical < best.scales.typical)) best = { phi, rough, error, scales };
    }
    if (!best) return null;
    let fit: ExtremeFit = { z: best.error / best.scales.tail, model: "local", expected: u[t]! - best.error, modelScale: best.scales.tail, phi: best.phi, from };
    // A persistent series can make an extreme in several steps none of which is one on its own (a slide over
    // months): its move over a few periods, net of the drift, against the window's moves over as many.
    if (best.phi >= 0.5) {
      errors(best.phi, best.rough); // the carried values of the chosen prediction, for cleanAt
      for (const h of MOVE_PERIODS[frequency]) {
        const start = from + h;
        if (t - start < EXTREME_MIN_ERRORS) continue;
        for (let s = start; s < t; s++) dev[s - start] = cleanAt(s) - cleanAt(s - h) - h * drift;
        const scale = errorScales(dev, t - start).tail;
        if (!(scale > 0)) continue;
        const zh = MOVE_DISCOUNT * ((u[t]! - cleanAt(t - h) - h * drift) / scale);
        if (Math.abs(zh) > Math.abs(fit.z)) fit = { z: zh, model: "move", expected: cleanAt(t - h) + h * drift, modelScale: scale, phi: best.phi, from };
      }
    }
    // a one-step error is read against a heavy tail when the window's errors have one (errorZ); a move's
    // scale is taken from overlapping moves, whose tail says little about the tail of one step
    if (fit.model === "local") {
      const read = errorZ(best.error, best.scales);
      fit = { ...fit, z: read.z, tailDof: read.dof };
    }
    return { ...fit, expected: log ? Math.exp(fit.expected) : fit.expected };
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
  // the level against the window's median, for display: how unusual the value is as a level
  const center = sliceMedian(y, last.from, n - 1, buf);
  const spread = MAD_TO_SD * median(y.slice(last.from, n - 1).map((v) => Math.abs(v - center)));
  return {
    type: "extreme",
    strength,
    direction: sign > 0 ? "up" : "down",
    start: pts[first]!.date,
    score: roundSig(Math.abs(last.z)),
    evidence: {
      method: METHOD_TEXT[last.model],
      model: last.model,
      scale_kind: log ? "log" : "level",
      z: roundSig(last.z),
      value: latest,
      expected: roundSig(last.expected),
      model_scale: roundSig(last.modelScale),
      carryover: roundSig(last.phi, 3),
      heavy_tail_dof: last.tailDof ? roundSig(last.tailDof, 2) : null,
      level_z: spread > 0 ? roundSig((latest - center) / spread) : null,
      window_median: roundSig(center),
      window_scale: roundSig(spread),
      window_start: pts[last.from]!.date,
      window_periods: n - 1 - last.from,
      record_since: recordIndex >= 0 ? pts[recordIndex]!.date : null,
      record: recordIndex < 0 ? (sign > 0 ? "highest_on_record" : "lowest_on_record") : null,
      stretch_periods: n - first,
    },
  };
}

const METHOD_TEXT: Record<ExtremeModel, string> = {
  local: "robust z of the value against a prediction from the periods just before it (local level, last value and drift), scaled by the window's one-step errors",
  move: "robust z of the move over the last few periods, net of the drift, against the window's moves over as many",
};

// ---------------------------------------------------------------------------------------------------
// Trend break

type BreakModel = "kink" | "shift" | "two_lines";

/** The best break of one model in one window. `b` is 0-based within the window. */
interface ModelFit {
  /** F against one line (not yet adjusted for serial correlation). */
  f: number;
  b: number;
  rss: number;
}

interface BreakSearch {
  kink: ModelFit;
  shift: ModelFit;
  two_lines: ModelFit;
}

/**
 * For y[0..n) against x = 0..n−1, the best candidate break b in [lo, hi] (smallest residual sum of
 * squares) of each model: the kink (y = α + βx + γ·max(0, x − b), one parameter more than a line), the
 * shift (y = α + βx + δ·[x ≥ b], one more) and two lines (separate intercept and slope from b on, two
 * more), with each one's F against one straight line. Running sums make each candidate O(1).
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
  let shift: ModelFit | null = null;
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
    // Step regressor s = [x ≥ b]; its residual after projecting out [1, x].
    const ss = c1 - (SXX * c1 * c1 - 2 * SX * c1 * ct + n * ct * ct) / det;
    const shiftGain = ss > 0 ? Math.min(rssOne, (ce * ce) / ss) : 0;
    const shiftRss = rssOne - shiftGain;
    if (!shift || shiftRss < shift.rss) shift = { f: 0, b, rss: shiftRss };
    const twoRss = segRss(0, b) + segRss(b, n);
    if (!two || twoRss < two.rss) two = { f: 0, b, rss: twoRss };
  }
  if (!kink || !shift || !two) return null;
  const fOf = (rss: number, extra: number) => {
    const gain = Math.max(0, rssOne - rss);
    return rss > 0 ? gain / extra / (rss / (n - 2 - extra)) : gain > 0 ? Infinity : 0;
  };
  kink.f = fOf(kink.rss, 1);
  shift.f = fOf(shift.rss, 1);
  two.f = fOf(two.rss, 2);
  return { kink, shift, two_lines: two };
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

/** The columns of a break model at `b` over x = 0..n−1 (kink: 1, x, max(0, x − b); shift: 1, x, [x ≥ b]; two lines: each side's 1 and x). */
function breakColumns(model: BreakModel, b: number, n: number): Float64Array[] {
  const col = (f: (t: number) => number) => Float64Array.from({ length: n }, (_, t) => f(t));
  if (model === "kink") return [col(() => 1), col((t) => t), col((t) => Math.max(0, t - b))];
  if (model === "shift") return [col(() => 1), col((t) => t), col((t) => (t >= b ? 1 : 0))];
  return [col((t) => (t < b ? 1 : 0)), col((t) => (t < b ? t : 0)), col((t) => (t >= b ? 1 : 0)), col((t) => (t >= b ? t : 0))];
}

/**
 * Whether the newest `h` of y[0..n) follow the break model fitted at `b` without them: their errors against
 * its extrapolation, over the fit's residual scale widened for AR(1) noise (`inflation`), each within
 * NEWEST_MAX_Z and together within chi-square's 99th percentile with h degrees of freedom. A spike or a
 * new pace among them does not; the bend's own continuation does.
 */
function newestFollow(y: Float64Array, n: number, h: number, model: BreakModel, b: number, inflation: number): boolean {
  const m = n - h;
  if (b >= m - 2) return false;
  const columns = breakColumns(model, b, n);
  const head = y.subarray(0, m);
  const coef = leastSquares(columns.map((c) => c.subarray(0, m)), head);
  const fitted = (t: number) => columns.reduce((s, c, j) => s + coef[j]! * c[t]!, 0);
  let rss = 0;
  for (let t = 0; t < m; t++) rss += (head[t]! - fitted(t)) ** 2;
  const scale2 = (rss / (m - columns.length)) * inflation;
  if (!(scale2 > 0)) return false;
  let q = 0;
  for (let t = m; t < n; t++) {
    const z2 = (y[t]! - fitted(t)) ** 2 / scale2;
    if (z2 > NEWEST_MAX_Z * NEWEST_MAX_Z) return false;
    q += z2;
  }
  return chiSquareSurvival(q, h) >= 0.01;
}

/** Largest error of one newest point against a break's extrapolation for the hold-out to be waived (trend_break). */
const NEWEST_MAX_Z = 3;

/** Slopes and level shift of the winning break model, refitted once at its break. */
function describeBreak(y: Float64Array, model: BreakModel, b: number) {
  const n = y.length;
  const coef = leastSquares(breakColumns(model, b, n), y);
  if (model === "kink") {
    const [, beta, gamma] = coef as [number, number, number];
    return { slopeBefore: beta, slopeAfter: beta + gamma, levelShift: 0, gapAtEnd: gamma * (n - 1 - b) };
  }
  if (model === "shift") {
    const [, beta, delta] = coef as [number, number, number];
    return { slopeBefore: beta, slopeAfter: beta, levelShift: delta, gapAtEnd: delta };
  }
  const [a1, s1, a2, s2] = coef as [number, number, number, number];
  return {
    slopeBefore: s1,
    slopeAfter: s2,
    levelShift: a2 + s2 * b - (a1 + s1 * b),
    gapAtEnd: a2 + s2 * (n - 1) - (a1 + s1 * (n - 1)),
  };
}

/** Implied AR(1) from which a level shift is also searched on the prewhitened values (trend_break). */
const PREWHITEN_MIN_AR1 = 0.2;

/** Adjusted partial F the two-lines model needs over the kink to be preferred (trend_break). */
const TWO_LINES_MIN_F = 6;

/** An implied AR(1) from this on is persistent: its r₁ is taken PERSISTENCE_MARGIN standard errors higher (trend_break). */
const PERSISTENT_AR1 = 0.5;
const PERSISTENCE_MARGIN = 0.5;

/**
 * AR(1) coefficient implied by the lag-1 autocorrelation of clipped first differences (φ = 1 + 2 r₁), clamped
 * to [0, 0.95]. Near 1 the inflation (1 + φ) / (1 − φ) is steep, and r₁ from n changes is uncertain by about
 * 1/√n: a random walk drawing a low r₁ had its F divided by 6 instead of 39 and showed bends. A persistent
 * series is judged with r₁ + PERSISTENCE_MARGIN/√n (a whole standard error held the 2008 turns of the
 * unadjusted CPS unemployment rates back by 5 to 10 months).
 */
function impliedAr1(values: ArrayLike<number>): number {
  const d: number[] = [];
  for (let i = 1; i < values.length; i++) d.push(values[i]! - values[i - 1]!);
  const r1 = clippedLag1(d);
  if (r1 === null) return 0;
  const phiOf = (r: number) => Math.min(0.95, Math.max(0, 1 + 2 * r));
  return phiOf(phiOf(r1) >= PERSISTENT_AR1 ? r1 + PERSISTENCE_MARGIN / Math.sqrt(d.length) : r1);
}

/** Lag-1 autocorrelation of values clipped to their median ± 3 robust σ first (null when too few or all alike). */
function clippedLag1(values: number[]): number | null {
  if (values.length < 8) return null;
  const center = median(values);
  const scale = robustScale(values, center);
  if (!(scale > 0)) return null;
  const d = values.map((v) => Math.min(center + 3 * scale, Math.max(center - 3 * scale, v)));
  let mean = 0;
  for (const v of d) mean += v;
  mean /= d.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < d.length; i++) {
    const c = d[i]! - mean;
    den += c * c;
    if (i > 0) num += c * (d[i - 1]! - mean);
  }
  return den > 0 ? num / den : null;
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

/** Days of history an annual cycle is fitted over, by frequency (trend_break; none for annual and coarser series). */
const CYCLE_DAYS: Partial<Record<Frequency, number>> = { daily: 3 * 365, weekly: 3 * 365, monthly: 6 * 365, quarterly: 10 * 365 };

/** Days of history an annual cycle needs before it is fitted (trend_break). */
const CYCLE_MIN_DAYS = 2 * 365;

/** Share of the variance a line leaves that the annual cycle must explain to be taken out (trend_break). */
const CYCLE_MIN_SHARE = 0.2;

/** The cycle's amplitude must be at least this many times the sd of what the line and the cycle leave (trend_break). */
const CYCLE_MIN_AMPLITUDE = 1.5;

/**
 * The annual cycle over the last `spanDays` days before the break candidates (from index `candidatesFrom`;
 * up to the latest period while fewer than CYCLE_MIN_DAYS precede them), when it is clear: sines and
 * cosines of one year and of its `harmonics` − 1 first multiples (on the dates' day numbers, so gaps are
 * respected; a second harmonic follows winter peaks sharper than one sine) fitted together with a line,
 * kept when the fitted span covers CYCLE_MIN_DAYS, they explain at least CYCLE_MIN_SHARE of what the line alone
 * leaves, and the cycle's amplitude is at least CYCLE_MIN_AMPLITUDE times the sd of what is left.
 * Returns the cycle at a day number, or null.
 */
function annualCycle(
  pts: readonly Point[],
  valueAt: (i: number) => number,
  spanDays: number,
  candidatesFrom: number,
  harmonics: number,
): ((day: number) => number) | null {
  // before the candidates, so a recent break neither hides the cycle nor is taken for part of it
  const fitsBefore = candidatesFrom > 0 && dayNumber(pts[candidatesFrom - 1]!.date) - dayNumber(pts[0]!.date) >= CYCLE_MIN_DAYS;
  const n = fitsBefore ? candidatesFrom : pts.length;
  const lastDay = dayNumber(pts[n - 1]!.date);
  const days: number[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const day = dayNumber(pts[i]!.date);
    if (lastDay - day > spanDays) break;
    days.push(day);
  }
  days.reverse();
  const m = days.length;
  if (lastDay - days[0]! < CYCLE_MIN_DAYS) return null;
  const from = n - m;
  const omega = (2 * Math.PI) / 365.25;
  const one = new Float64Array(m).fill(1);
  const x = Float64Array.from(days, (day) => (day - lastDay) / 365.25);
  const waves: Float64Array[] = [];
  for (let h = 1; h <= harmonics; h++) {
    waves.push(Float64Array.from(days, (day) => Math.sin(h * omega * day)));
    waves.push(Float64Array.from(days, (day) => Math.cos(h * omega * day)));
  }
  const y = Float64Array.from(days, (_, i) => valueAt(from + i));
  const rss = (columns: Float64Array[]) => {
    const beta = leastSquares(columns, y);
    let sum = 0;
    for (let i = 0; i < m; i++) {
      let fit = 0;
      for (let c = 0; c < columns.length; c++) fit += beta[c]! * columns[c]![i]!;
      sum += (y[i]! - fit) ** 2;
    }
    return { beta, sum };
  };
  const line = rss([one, x]);
  const full = rss([one, x, ...waves]);
  if (!(line.sum > 0) || (line.sum - full.sum) / line.sum < CYCLE_MIN_SHARE) return null;
  const coef = full.beta.slice(2);
  // and it must stand out of what is left: a wandering series (a price) can fit a year-long wave by chance,
  // but not one larger than its own wandering around it
  if (Math.hypot(...coef) < CYCLE_MIN_AMPLITUDE * Math.sqrt(full.sum / (m - 2 - coef.length))) return null;
  return (day) => {
    let v = 0;
    for (let h = 1; h <= harmonics; h++) v += coef[2 * h - 2]! * Math.sin(h * omega * day) + coef[2 * h - 1]! * Math.cos(h * omega * day);
    return v;
  };
}

/** Level-side AR(1) from which a series counts as persistent and its slope changes are tested in its changes (trend_break). */
const DRIFT_TEST_MIN_AR1 = 0.8;

interface DriftChange {
  /** Index in the window of the kink's vertex: the changes d[b..] (d[i] = y[i+1] − y[i]) follow the new drift. */
  b: number;
  f: number;
  before: number;
  after: number;
  /** An earlier step the change was tested beyond: the changes before d[a] have the mean `prior`. */
  earlier?: { a: number; prior: number };
}

/**
 * The best change of drift in y[0..n): the mean of the period-on-period changes d[i] = y[i+1] − y[i] steps at
 * a vertex b in [lo, hi] (the changes from d[b] on have the new mean), with its F against one mean. A change
 * of slope of a random walk is a step in the mean of its steps, whose noise is the steps' own: the level-side
 * adjustment, sized for a wandering level, would hide it.
 * Sequentially, as in Bai and Perron's test of two breaks against one: when the window holds an earlier step
 * (the best single step over the whole window, at least `minSide` changes before b), b is also tested as a
 * further step beyond it, with F against the one-step model, and that test is kept when it says more. A turn
 * and the recovery after it (payrolls 2008 and 2010) share a window: against one mean the recovery hardly
 * differs from the years before the turn, against the slump it is plain.
 */
function searchDriftChange(y: Float64Array, n: number, lo: number, hi: number, minSide: number): DriftChange | null {
  const m = n - 1;
  if (hi < lo || m < 8) return null;
  const s = new Float64Array(m + 1);
  let ss = 0;
  for (let i = 0; i < m; i++) {
    const d = y[i + 1]! - y[i]!;
    s[i + 1] = s[i]! + d;
    ss += d * d;
  }
  // (segment sum)² / length: the part of Σd² a segment's mean explains
  const seg = (from: number, to: number) => {
    const sum = s[to]! - s[from]!;
    return (sum * sum) / (to - from);
  };
  const meanOf = (from: number, to: number) => (s[to]! - s[from]!) / (to - from);
  // the vertex b in [from, to] whose step splits the changes from `after` on best, with what the split explains
  const bestStep = (from: number, to: number, after: number) => {
    let best: { b: number; e: number } | null = null;
    for (let b = Math.max(from, after + 2); b <= Math.min(to, m - 2); b++) {
      const e = seg(after, b) + seg(b, m);
      if (!best || e > best.e) best = { b, e };
    }
    return best;
  };
  const fOf = (gain: number, rss: number, params: number) => (rss > 0 ? gain / (rss / (m - params)) : gain > 0 ? Infinity : 0);

  const rssOne = ss - seg(0, m);
  const one = bestStep(lo, hi, 0);
  if (!one) return null;
  const gainOne = one.e - seg(0, m);
  let best: DriftChange = { b: one.b, f: fOf(gainOne, rssOne - gainOne, 2), before: meanOf(0, one.b), after: meanOf(one.b, m) };
  const first = bestStep(2, hi - minSide, 0);
  const beyond = first ? bestStep(Math.max(lo, first.b + minSide), hi, first.b) : null;
  if (first && beyond) {
    const rssFirst = rssOne - (first.e - seg(0, m));
    const gain = beyond.e - seg(first.b, m);
    const f = fOf(gain, rssFirst - gain, 3);
    if (f > best.f) {
      best = { b: beyond.b, f, before: meanOf(first.b, beyond.b), after: meanOf(beyond.b, m), earlier: { a: first.b, prior: meanOf(0, first.b) } };
    }
  }
  return best;
}

/** AR(1) of the changes of y[0..n) around the two means of a drift change, clamped to [0, 0.95]: its F is divided by (1 + φ) / (1 − φ) as in the levels' test. */
function driftNoiseAr1(y: Float64Array, n: number, change: DriftChange): number {
  const residuals: number[] = [];
  const { earlier } = change;
  for (let i = 0; i + 1 < n; i++) {
    residuals.push(y[i + 1]! - y[i]! - (earlier && i < earlier.a ? earlier.prior : i < change.b ? change.before : change.after));
  }
  return Math.min(0.95, Math.max(0, clippedLag1(residuals) ?? 0));
}

/** Whether a shift of `size` into period b lasts: the mean of the `minSide` values from b is at least half of it away from the mean of the `minSide` before, its way. */
function lasts(y: Float64Array, b: number, size: number, minSide: number): boolean {
  let after = 0;
  let before = 0;
  for (let i = 0; i < minSide; i++) {
    after += y[b + i]!;
    before += y[b - minSide + i]!;
  }
  return (after - before) / minSide / size >= 0.5;
}

interface Jump {
  /** Index in the window of the first period at the new level (the jump is y[b] − y[b−1]). */
  b: number;
  /**
   * (jump / the changes' tail-aware scale)², less 2·ln of the candidates searched (as Bonferroni's correction
   * moves a normal z² for the largest of them), read on the F scale of the other break models.
   */
  f: number;
  /** The jump beyond the changes' typical (median) change. */
  size: number;
  /** That typical change: the pace before the jump and after it. */
  pace: number;
}

/**
 * The largest lasting jump of a persistent series into a period b in [lo, hi]: one change of y[0..n) far
 * outside the others, its neighbours ordinary (a run of large changes is a new pace, a jump and its reversal
 * an outlier), and the level of the `minSide` periods after it at least half the jump away from the
 * `minSide` before it. A level shift of a random walk is one such step: the levels' tests read it against
 * the walk's own wandering, where even 10 σ of its steps is lost.
 */
function searchJump(y: Float64Array, n: number, lo: number, hi: number, minSide: number): Jump | null {
  const m = n - 1;
  if (m < 8 || hi < lo) return null;
  const d = new Float64Array(m);
  for (let i = 0; i < m; i++) d[i] = y[i + 1]! - y[i]!;
  const center = median(Array.from(d));
  const dev = Float64Array.from(d, (v) => v - center);
  const { tail } = errorScales(Float64Array.from(dev), m);
  if (!(tail > 0)) return null;
  const first = Math.max(lo, minSide, 2);
  const last = Math.min(hi, n - minSide);
  let best: { b: number; size: number } | null = null;
  for (let b = first; b <= last; b++) {
    const size = dev[b - 1]!;
    const reach = Math.abs(size);
    if (best && reach <= Math.abs(best.size)) continue;
    if (Math.abs(dev[b - 2]!) >= reach / 2 || (b < m && Math.abs(dev[b]!) >= reach / 2)) continue;
    if (!lasts(y, b, size, minSide)) continue;
    best = { b, size };
  }
  return best && { ...best, pace: center, f: Math.max(0, (best.size / tail) ** 2 - 2 * Math.log(last - first + 1)) };
}

interface PrewhitenedShift {
  /** Index in the window of the first period at the new level. */
  b: number;
  f: number;
  /** The level shift's estimate. */
  size: number;
}

/**
 * The best level shift into a period b in [lo, hi] of y[0..n) with AR(1) noise of coefficient phi, by
 * least squares on the prewhitened series y[t] − phi·y[t−1] (feasible GLS, as Prais–Winsten): a line
 * stays a line there, and a shift becomes a pulse of its full size at b followed by (1 − phi) of it on
 * every later period. Its F against the line needs no inflation (the noise left is white), and the pulse
 * carries the evidence the levels' test, which reads a shift only against the long-run variance of a
 * wandering level, leaves out. A candidate whose pulse the next period takes back (a single outlier) is
 * skipped, and so is the taking back, and so is a shift that does not last (`lasts`).
 */
function searchPrewhitenedShift(y: Float64Array, n: number, phi: number, lo: number, hi: number, minSide: number): PrewhitenedShift | null {
  const m = n - 1;
  // `lasts` reads `minSide` values on each side of b
  const first = Math.max(lo, minSide, 1);
  const last = Math.min(hi, n - minSide);
  if (m < 8 || last < first) return null;
  // the prewhitened values at t = 1..n−1, then their residuals off a line in t
  let s1 = 0, st = 0, stt = 0, sv = 0, stv = 0;
  for (let t = 1; t < n; t++) {
    const z = y[t]! - phi * y[t - 1]!;
    s1 += 1;
    st += t;
    stt += t * t;
    sv += z;
    stv += t * z;
  }
  const det = s1 * stt - st * st;
  const slope = (s1 * stv - st * sv) / det;
  const intercept = (sv - slope * st) / s1;
  const e = new Float64Array(n);
  let rssLine = 0;
  for (let t = 1; t < n; t++) {
    e[t] = y[t]! - phi * y[t - 1]! - intercept - slope * t;
    rssLine += e[t]! * e[t]!;
  }
  if (!(rssLine > 0)) return null;
  const q = 1 - phi;
  let c1 = 0, ct = 0, ce = 0;
  let best: PrewhitenedShift | null = null;
  let bestGain = 0;
  for (let t = n - 1; t >= first; t--) {
    c1 += 1;
    ct += t;
    ce += e[t]!;
    const b = t;
    if (b > last) continue;
    // the regressor: 1 at b, q after it
    const er = q * (ce - e[b]!) + e[b]!;
    const r0 = q * (c1 - 1) + 1;
    const r1 = q * (ct - b) + b;
    const rr = q * q * (c1 - 1) + 1;
    const resid = rr - (stt * r0 * r0 - 2 * st * r0 * r1 + s1 * r1 * r1) / det;
    if (!(resid > 0)) continue;
    const gain = (er * er) / resid;
    if (gain <= bestGain) continue;
    // an outlier is a pulse taken back the next period: neither its pulse nor the taking back is a shift
    const pulse = e[b]!;
    if (b + 1 < n && -Math.sign(pulse) * e[b + 1]! >= (phi * Math.abs(pulse)) / 2) continue;
    if (b >= 2 && -Math.sign(pulse) * e[b - 1]! >= Math.abs(pulse) / 2) continue;
    const size = er / resid;
    if (!lasts(y, b, size, minSide)) continue;
    bestGain = gain;
    best = { b, f: 0, size };
  }
  if (!best) return null;
  const rss = Math.max(0, rssLine - bestGain);
  best.f = rss > 0 ? bestGain / (rss / (m - 3)) : Infinity;
  return best;
}

export function detectTrendBreak(points: readonly Point[], frequency: Frequency): SignalDetection | null {
  const pts = finite(points);
  const { breakWindow, breakRecent, breakMinSide, breakHoldout, levelWindow } = SETTINGS[frequency];
  const [weak] = SIGNAL_THRESHOLDS.trend_break;
  const n = pts.length;
  let w = Math.min(breakWindow, n);
  if (w < 2 * breakMinSide + breakHoldout) return null;
  // A daily or weekly series is not judged before its annual cycle can be told from it (a year and a half
  // of temperatures is one long swing, a break by every test of a line)
  if ((frequency === "daily" || frequency === "weekly") && dayNumber(pts[n - 1]!.date) - dayNumber(pts[0]!.date) < CYCLE_MIN_DAYS) return null;
  let from = n - w;
  // growth in proportion to the level (prices, output) is a straight line on the log scale. Judged over the
  // noise span, not the window: a step inside the window bends both lines, and the scale chosen then flipped
  // from one period to the next (an exponential series' fall read on the values as a bend upwards). Without
  // the held-out newest points, so a jump there (an extreme) does not choose the scale either.
  const noiseFrom = Math.max(0, n - 1 - 2 * levelWindow);
  const log = growsInProportion(pts.slice(noiseFrom, n - breakHoldout).map((p) => p.value));
  const scaled = (i: number) => (log ? Math.log(pts[i]!.value) : pts[i]!.value);
  // a series with a clear annual cycle (temperatures, energy use, unadjusted monthly counts) is judged
  // without it: its seasonal turns are not breaks of its trend
  const cycleDays = CYCLE_DAYS[frequency];
  const cycle = cycleDays ? annualCycle(pts, scaled, cycleDays, n - breakRecent, frequency === "quarterly" ? 1 : 2) : null;
  // the values every fit below reads, from the noise estimate's start (the earliest) on, computed once
  const values = new Float64Array(n - noiseFrom);
  for (let i = noiseFrom; i < n; i++) values[i - noiseFrom] = scaled(i) - (cycle ? cycle(dayNumber(pts[i]!.date)) : 0);
  const valueAt = (i: number) => values[i - noiseFrom]!;
  const phi = impliedAr1(values);
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
  // It must be a break by itself and say more than any recent candidate (a recent bend also tilts the fit
  // of an older candidate, which must not cut the window short). What a model says is what it explains, in
  // noise variances (its F times its extra parameters), less ln(window) per parameter, as Schwarz's
  // criterion charges: F alone is per parameter, and read so two lines (a step and a bend) counted half.
  const older = searchBreaks(y, w, breakMinSide, w - breakRecent - 1);
  const recent = searchBreaks(y, w, Math.max(breakMinSide, w - breakRecent), w - breakMinSide);
  if (older) {
    const oneExtra = older.shift.f > older.kink.f ? older.shift : older.kink;
    const useTwo = older.two_lines.f >= oneExtra.f / 2;
    const best = useTwo ? older.two_lines : oneExtra;
    const says = (f: number, extra: number) => extra * (f - Math.log(w));
    const recentSays = recent ? Math.max(says(recent.kink.f, 1), says(recent.shift.f, 1), says(recent.two_lines.f, 2)) : -Infinity;
    if (best.f / inflation >= weak && says(best.f, useTwo ? 2 : 1) > recentSays) {
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

  // A bend or a jump, whichever fits better; two lines (a jump and a bend) only when they beat it clearly.
  const single: BreakModel = full.shift.rss < full.kink.rss ? "shift" : "kink";
  const extraFit = (full[single].rss - full.two_lines.rss) / (full.two_lines.rss / (w - 4)) / inflation;
  let model: BreakModel = extraFit >= TWO_LINES_MIN_F ? "two_lines" : single;
  let fFull = full[model].f / inflation;
  let fHeld = held[model].f / inflation;
  let b = full[model].b;
  let ar1 = phi;
  let drift: DriftChange | null = null;
  let jump: Jump | null = null;
  let prewhitened: PrewhitenedShift | null = null;

  // A persistent series (a random walk, a price, a smooth aggregate) bends when the mean of its changes steps:
  // tested there, against the changes' own noise, when that says more than the levels' test.
  if (phi >= DRIFT_TEST_MIN_AR1) {
    const driftFull = searchDriftChange(y, w, lo, w - breakMinSide, breakMinSide);
    const driftHeld = searchDriftChange(y, w - breakHoldout, lo, w - breakHoldout - breakMinSide, breakMinSide);
    if (driftFull && driftHeld) {
      const driftAr1 = driftNoiseAr1(y, w, driftFull);
      const driftInflation = (1 + driftAr1) / (1 - driftAr1);
      if (Math.min(driftFull.f, driftHeld.f) / driftInflation > Math.min(fFull, fHeld)) {
        fFull = driftFull.f / driftInflation;
        fHeld = driftHeld.f / driftInflation;
        model = "kink";
        b = driftFull.b;
        ar1 = driftAr1;
        drift = driftFull;
      }
    }
    // A lasting jump, unless a change of drift after it is a break by itself: the later change is the news
    // (the S&P 500's drawdown jumped in October 2008 and recovered from April 2009).
    const jumpFull = searchJump(y, w, lo, w - breakMinSide, breakMinSide);
    const jumpHeld = searchJump(y, w - breakHoldout, lo, w - breakHoldout - breakMinSide, breakMinSide);
    const laterDrift = drift !== null && jumpFull !== null && drift.b >= jumpFull.b && Math.min(fFull, fHeld) >= weak;
    if (jumpFull && jumpHeld && !laterDrift && Math.min(jumpFull.f, jumpHeld.f) > Math.min(fFull, fHeld)) {
      fFull = jumpFull.f;
      fHeld = jumpHeld.f;
      model = "shift";
      b = jumpFull.b;
      ar1 = 0;
      drift = null;
      jump = jumpFull;
    }
  } else if (phi >= PREWHITEN_MIN_AR1 && single === "shift") {
    // A level shift of a series with AR(1) noise short of persistent, read on its prewhitened values (feasible
    // GLS), when that says more. A persistent series' prewhitened values are nearly its changes, whose lasting
    // jump is read above on a scale that knows heavy tails (a price's crash month is no level shift); and
    // where the levels fit a bend better than a step, a slope change read as a shift would be dated late.
    const pwFull = searchPrewhitenedShift(y, w, phi, lo, w - breakMinSide, breakMinSide);
    const pwHeld = searchPrewhitenedShift(y, w - breakHoldout, phi, lo, w - breakHoldout - breakMinSide, breakMinSide);
    if (pwFull && pwHeld && Math.min(pwFull.f, pwHeld.f) > Math.min(fFull, fHeld)) {
      fFull = pwFull.f;
      fHeld = pwHeld.f;
      model = "shift";
      b = pwFull.b;
      prewhitened = pwFull;
    }
  }
  // The hold-out keeps a spike or a fresh pace among the newest points from reading as a bend. When the fit
  // without them is a break by itself, dated where the full fit dates it, and the newest points sit where it
  // says they would, the hold-out only cost the evidence they add (much of a young bend's): the full fit is
  // the score. Not for a persistent series, whose levels wander and so follow any line for a few periods.
  const heldAgrees =
    phi < PERSISTENT_AR1 &&
    !drift &&
    !jump &&
    !prewhitened &&
    fHeld >= weak &&
    fHeld < fFull &&
    Math.abs(held[model].b - b) <= 1 &&
    newestFollow(y, w, breakHoldout, model, b, inflation);
  const score = heldAgrees ? fFull : Math.min(fFull, fHeld);
  const strength = strengthOf("trend_break", score);
  if (!strength) return null;

  const shape = drift
    ? { slopeBefore: drift.before, slopeAfter: drift.after, levelShift: 0, gapAtEnd: (drift.after - drift.before) * (w - 1 - b) }
    : jump
      ? { slopeBefore: jump.pace, slopeAfter: jump.pace, levelShift: jump.size, gapAtEnd: jump.size }
      : prewhitened
        ? { ...describeBreak(y, model, b), levelShift: prewhitened.size, gapAtEnd: prewhitened.size }
        : describeBreak(y, model, b);

  // The first period off the old line: the one after a kink's vertex, or the first after a shift or of the second line.
  const breakIndex = from + (model === "kink" ? b + 1 : b);
  const up = shape.gapAtEnd !== 0 ? shape.gapAtEnd > 0 : shape.slopeAfter > shape.slopeBefore;
  return {
    type: "trend_break",
    strength,
    direction: up ? "up" : "down",
    start: pts[breakIndex]!.date,
    score: roundSig(score),
    evidence: {
      method: "best kink, shift or two-lines break against one line (F test), AR(1)-adjusted, with hold-out",
      model,
      tested_on: drift || jump ? "changes" : prewhitened ? "prewhitened" : "levels",
      scale_kind: log ? "log" : "level",
      break_date: pts[breakIndex]!.date,
      window_start: pts[from]!.date,
      window_end: pts[n - 1]!.date,
      window_periods: w,
      periods_since_break: n - breakIndex,
      f_stat: roundSig(fFull),
      f_stat_holdout: roundSig(fHeld),
      ar1: roundSig(ar1, 3),
      slope_before: roundSig(shape.slopeBefore),
      slope_after: roundSig(shape.slopeAfter),
      level_shift: roundSig(shape.levelShift),
      gap_at_end: roundSig(shape.gapAtEnd),
      // a break found beyond an earlier one (the changes' sequential test): where that one began, and the slope before it
      ...(drift?.earlier ? { earlier_break_date: pts[from + drift.earlier.a + 1]!.date, slope_earlier: roundSig(drift.earlier.prior) } : {}),
    },
  };
}

/** All three detectors on one series; the conditions that hold, in a fixed order. */
export function evaluateSignals(points: readonly Point[], frequency: Frequency): SignalDetection[] {
  const out: SignalDetection[] = [];
  // a monthly series that follows the calendar is judged without its calendar pattern; the evidence's
  // values are then those of the adjusted series, and say so (with the latest value as published)
  const calendar = withoutCalendarPattern(points, frequency);
  for (const detect of [detectAcceleration, detectExtreme, detectTrendBreak]) {
    const d = detect(calendar?.points ?? points, frequency);
    if (d) out.push(calendar ? { ...d, evidence: { ...d.evidence, calendar_adjusted: calendar.evidence } } : d);
  }
  // An extreme run of several periods beside a change of pace in its direction is that change: the
  // acceleration names it. A trend break names an older bend, and takes over an extreme run only when at least
  // as strong: a weaker one never hides it (the S&P 500's strong low of winter 2008-09 beside a weak break of
  // its drift). A shock of the latest value alone stays an extreme unless a change begun before it is at least
  // as strong: so oil's -$37 close on a weakly falling line is an extreme, and a one-period jump stays one
  // whatever a short pace (k = 1) makes of it.
  const dates = finite(points).map((p) => p.date);
  const latest = dates.at(-1) ?? "";
  const rank = (d: SignalDetection) => STRENGTH_ORDER.indexOf(d.strength);
  const explained = (e: SignalDetection) =>
    e.type === "extreme" &&
    out.some((d) => {
      if (d.type === "extreme" || d.direction !== e.direction) return false;
      const asStrong = rank(d) >= rank(e);
      if (e.start < latest) return d.type === "acceleration" || asStrong;
      return d.start < latest && asStrong;
    });
  // A trend break that began with a change of pace in its direction (at most 2k periods before the new pace
  // shows) is that fresh change: the acceleration names it while it lasts, if listed or as strong; once the
  // new pace is the normal one, the break is reported on its own, dated where it began.
  const { k } = SETTINGS[frequency];
  const position = (date: string) => dates.lastIndexOf(date);
  const freshPace = (b: SignalDetection) =>
    b.type === "trend_break" &&
    out.some(
      (d) =>
        d.type === "acceleration" &&
        d.direction === b.direction &&
        rank(d) >= Math.min(rank(b), STRENGTH_ORDER.indexOf("neutral")) &&
        position(b.start) >= position(d.start) - 2 * k,
    );
  return out.filter((d) => !explained(d) && !freshPace(d));
}

// ---------------------------------------------------------------------------------------------------
// Calendar pattern

/** Complete calendar years, before the latest observation's, that a calendar pattern is read from. */
const CALENDAR_YEARS = 8;
/**
 * The frequencies a calendar pattern is looked for in: periods a year, and the Kruskal–Wallis H over them from
 * which it is taken out (chi-square with periods − 1 degrees of freedom at p = 0.001).
 */
const CALENDAR: Partial<Record<Frequency, { periods: number; minH: number }>> = {
  monthly: { periods: 12, minH: 31.26 },
  quarterly: { periods: 4, minH: 16.27 },
};

/**
 * A monthly or quarterly series that follows the calendar (unadjusted consumer prices rise faster early in the
 * year; CO2 at Mauna Loa peaks in May; unadjusted quarterly output dips every winter) is judged with each
 * month's (quarter's) typical deviation taken out: otherwise the pattern is noise the detectors must rise
 * above, so every spring reads as a new pace and a real turn (prices in April 2020) drowns in it. As in the
 * classical ratio-to-moving-average decomposition, each value is compared with the centred year-long average
 * around it (a 2×12 moving average, 2×4 for quarters, so the trend and the wandering are left out); the
 * pattern is each period's median deviation over the CALENDAR_YEARS complete calendar years before the latest
 * observation's year (so it moves only while last year's second half gets its centred average, and what
 * happens now is neither hidden by it nor taken for part of it), centred to sum to nothing over a year, and
 * it is taken out only when the periods differ beyond chance by a Kruskal–Wallis test on the ranks of the
 * deviations (p < 0.001; ranks, so a year of large swings neither makes nor hides a pattern). On the log
 * scale for a series that grows in proportion. Consecutive periods are assumed, as by the detectors. Returns
 * the adjusted points and what evidence says of the pattern (with the latest value
 * as published), or null.
 */
export function withoutCalendarPattern(
  points: readonly Point[],
  frequency: Frequency,
): {
  points: Point[];
  evidence: { years: string; kruskal_wallis_h: number; scale: "log" | "level"; monthly_effect?: number[]; quarterly_effect?: number[]; observed_value: number };
} | null {
  const calendar = CALENDAR[frequency];
  if (!calendar) return null;
  const { periods } = calendar;
  const half = periods / 2;
  const pts = finite(points);
  const n = pts.length;
  if (n < 2 * periods + 1) return null;
  const lastYear = Number(pts[n - 1]!.date.slice(0, 4)) - 1;
  const firstYear = lastYear - CALENDAR_YEARS + 1;
  const raw = pts.map((p) => p.value);
  const log = prefersLogScale(raw);
  const y = log ? raw.map(Math.log) : raw;
  // the period of the year: the month, or the quarter (from its first month)
  const periodOf = (date: string) => Math.floor((Number(date.slice(5, 7)) - 1) / (12 / periods));
  const deviations: { period: number; d: number }[] = [];
  for (let t = n - 1 - half; t >= half; t--) {
    const year = Number(pts[t]!.date.slice(0, 4));
    if (year > lastYear) continue;
    if (year < firstYear) break;
    const period = periodOf(pts[t]!.date);
    if (!(period >= 0 && period < periods)) return null;
    let sum = (y[t - half]! + y[t + half]!) / 2;
    for (let k = t - half + 1; k <= t + half - 1; k++) sum += y[k]!;
    deviations.push({ period, d: y[t]! - sum / periods });
  }
  const byPeriod: number[][] = Array.from({ length: periods }, () => []);
  for (const c of deviations) byPeriod[c.period]!.push(c.d);
  if (byPeriod.some((ds) => ds.length < CALENDAR_YEARS - 2)) return null;
  // Kruskal–Wallis: the periods' mean ranks against the overall mean rank (ties share their mean rank)
  const m = deviations.length;
  const order = deviations.map((c, i) => ({ d: c.d, i })).sort((a, b) => a.d - b.d);
  const rank = new Float64Array(m);
  for (let a = 0; a < m; ) {
    let b = a;
    while (b + 1 < m && order[b + 1]!.d === order[a]!.d) b++;
    for (let k = a; k <= b; k++) rank[order[k]!.i] = (a + b) / 2 + 1;
    a = b + 1;
  }
  const rankSum = new Float64Array(periods);
  for (let i = 0; i < m; i++) rankSum[deviations[i]!.period] = rankSum[deviations[i]!.period]! + rank[i]!;
  let h = 0;
  for (let period = 0; period < periods; period++) h += rankSum[period]! ** 2 / byPeriod[period]!.length;
  h = (12 / (m * (m + 1))) * h - 3 * (m + 1);
  if (!(h >= calendar.minH)) return null;
  const medians = byPeriod.map((ds) => median(ds));
  const mean = medians.reduce((a, b) => a + b, 0) / periods;
  const effect = medians.map((v) => v - mean);
  const effects = effect.map((v) => roundSig(v));
  const adjusted = pts.map((p, t) => {
    const v = y[t]! - effect[periodOf(p.date)]!;
    return { ...p, value: log ? Math.exp(v) : v };
  });
  return {
    points: adjusted,
    evidence: {
      years: `${firstYear}-${lastYear}`,
      kruskal_wallis_h: roundSig(h),
      scale: log ? "log" : "level",
      ...(periods === 4 ? { quarterly_effect: effects } : { monthly_effect: effects }),
      observed_value: raw[n - 1]!,
    },
  };
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
 * upward since 2024-03-01 (strong signal; worsening)." `validFrom` is the interval's valid_from; a closed
 * interval (`validTo`, its exclusive end) is told in the past: "… was at an extreme low from 2020-03-01
 * until 2020-05-01 (…)".
 */
export function signalText(input: {
  type: SignalType;
  direction: SignalDirection;
  strength: SignalStrength;
  polarity: Polarity;
  indicatorName: string;
  regionName: string;
  validFrom: string;
  validTo?: string | null;
}): string {
  const { type, direction, strength, polarity, indicatorName, regionName, validFrom, validTo } = input;
  const word = TONE_WORD[signalTone(direction, polarity)];
  const tail = `(${STRENGTH_WORD[strength]} signal${word ? `; ${word}` : ""})`;
  const subject = `${indicatorName} in ${regionName}`;
  const state = type === "trend_break" ? `${direction === "up" ? "above" : "below"} its earlier trend` : phrase(type, direction);
  if (validTo) return `${subject} ${type === "trend_break" ? "ran" : "was"} ${state} from ${validFrom} until ${validTo} ${tail}.`;
  return `${subject} ${type === "trend_break" ? "has run" : "has been"} ${state} since ${validFrom} ${tail}.`;
}
