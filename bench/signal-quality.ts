/**
 * Signal quality and materialization speed on synthetic monthly series (seeded, so every run is the same).
 *
 * 520 series of 240 monthly points: 130 for each planted event and 130 of pure noise. Each is a base
 * (level + linear trend + AR(1) noise) plus at most one event that makes exactly one of the three
 * conditions true at the series' end. All sizes are in units of σ, the noise's standard deviation.
 *
 *   base          y_t = level + s·t + u_t,  u_t = φ·u_{t−1} + e_t,  e_t ~ N(0, σ²(1 − φ²)) so sd(u) = σ;
 *                 φ ~ U(0, 0.6); |s| ~ U(0.25, 0.75)·σ a month with a random sign (a quarter of the
 *                 pure-noise series are flat, s = 0); level and σ on random scales.
 *   acceleration  the monthly change steps by δ, |δ| ~ U(3, 6)·σ with a random sign, from period T0,
 *                 1 to 3 months before the last one: the new pace is current. Planted date: T0.
 *   extreme       the last 1 to 3 months jump outside the trailing ten-year range: the noise-free end
 *                 value moves to top + c·range or bottom − c·range (range = noise-free ten-year range
 *                 + 4σ), c ~ U(0.6, 1.5), up or down at random. Planted date: the first moved month.
 *   trend_break   9 to 30 months before the end, half the series kink (the slope turns to s' = −ρ·s,
 *                 ρ ~ U(0.25, 1.25): from flattening to a steeper reversal) and half shift level against
 *                 the trend by U(3, 8)·σ. Planted date: the first month off the old line.
 *
 * Each shape satisfies one definition only: a fresh change of pace is an acceleration and not yet a
 * trend break (too few points after it); a bend or shift against the trend keeps the level inside its
 * range (not an extreme); a jump of the last few points is not a sustained change of pace. So a
 * detection of type X is a true positive only on a series planted with X, in the planted direction,
 * with its start within ±3 periods of the planted date; any other detection of X is a false positive.
 * Precision = true positives / detections of X; recall = true positives / series planted with X.
 *
 * Speed: `evaluateSignals` (all three detectors) over 1000 such series on one core, after a warm-up
 * pass; the best of three timed passes is reported as series per second.
 *
 * `npx tsx bench/signal-quality.ts [seed]` prints the figures; the default seed is 1.
 */
import { evaluateSignals, type SignalDetection, type SignalType } from "../src/domain/signals.js";
import { addMonths, type Point } from "../src/domain/series.js";
import { mulberry32 } from "../test/support/seeded-random.js";

const LENGTH = 240;
const SERIES_PER_GROUP = 130;
const SPEED_SERIES = 1000;
const TOLERANCE = 3;


function gaussian(rand: () => number): () => number {
  return () => {
    const u = 1 - rand();
    const v = rand();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
}

type Group = SignalType | "noise";
interface Synthetic {
  points: Point[];
  group: Group;
  /** Index of the planted event's date, and its direction. */
  at: number;
  direction: "up" | "down";
  /** The planted shape: "kink" or "shift" for trend breaks, otherwise the group. */
  shape: string;
}

const DATES = Array.from({ length: LENGTH }, (_, i) => addMonths("2005-01-01", i));

export function syntheticSeries(group: Group, seed: number): Synthetic {
  const rand = mulberry32(seed);
  const normal = gaussian(rand);
  const uniform = (a: number, b: number) => a + (b - a) * rand();
  const sigma = 10 ** uniform(-1, 2);
  const level = uniform(-50, 200) * sigma;
  const phi = uniform(0, 0.6);
  const flat = group === "noise" && rand() < 0.25;
  const s = flat ? 0 : (rand() < 0.5 ? -1 : 1) * uniform(0.25, 0.75) * sigma;

  const clean = new Float64Array(LENGTH);
  for (let t = 0; t < LENGTH; t++) clean[t] = level + s * t;
  let at = -1;
  let direction: "up" | "down" = "up";
  let shape: string = group;
  const end = LENGTH - 1;

  if (group === "acceleration") {
    at = end - Math.floor(uniform(1, 4));
    const delta = (rand() < 0.5 ? -1 : 1) * uniform(3, 6) * sigma;
    direction = delta > 0 ? "up" : "down";
    for (let t = at; t < LENGTH; t++) clean[t]! += delta * (t - at + 1);
  } else if (group === "trend_break") {
    at = end - Math.floor(uniform(9, 31));
    shape = rand() < 0.5 ? "kink" : "shift";
    if (shape === "kink") {
      const newSlope = -uniform(0.25, 1.25) * s;
      direction = newSlope - s > 0 ? "up" : "down";
      for (let t = at; t < LENGTH; t++) clean[t] = clean[at - 1]! + newSlope * (t - at + 1);
    } else {
      const shift = -Math.sign(s) * uniform(3, 8) * sigma;
      direction = shift > 0 ? "up" : "down";
      for (let t = at; t < LENGTH; t++) clean[t]! += shift;
    }
  } else if (group === "extreme") {
    const span = Math.floor(uniform(1, 4));
    at = LENGTH - span;
    let lo = Infinity;
    let hi = -Infinity;
    for (let t = at - 120; t < at; t++) {
      lo = Math.min(lo, clean[t]!);
      hi = Math.max(hi, clean[t]!);
    }
    const range = hi - lo + 4 * sigma;
    const c = uniform(0.6, 1.5);
    direction = rand() < 0.5 ? "up" : "down";
    const target = direction === "up" ? hi + c * range : lo - c * range;
    const jump = target - clean[end]!;
    for (let t = at; t < LENGTH; t++) clean[t]! += jump;
  }

  const points: Point[] = [];
  let u = normal() * sigma;
  const innovation = sigma * Math.sqrt(1 - phi * phi);
  for (let t = 0; t < LENGTH; t++) {
    if (t > 0) u = phi * u + innovation * normal();
    points.push({ date: DATES[t]!, value: clean[t]! + u });
  }
  return { points, group, at, direction, shape };
}

function isTruePositive(series: Synthetic, d: SignalDetection): boolean {
  if (series.group !== d.type || d.direction !== series.direction) return false;
  const startIndex = DATES.indexOf(d.start);
  return Math.abs(startIndex - series.at) <= TOLERANCE;
}

export interface SignalQuality {
  perDetector: Record<string, { precision: number; recall: number; planted: number; detected: number }>;
  seriesPerSecond: number;
  points: number;
}

/** `seed` moves every generated series (the figures in the README use the default, 1). */
export function benchSignalQuality(options: { seed?: number } = {}): SignalQuality {
  const base = options.seed ?? 1;
  const groups: Group[] = ["acceleration", "extreme", "trend_break", "noise"];
  const types: SignalType[] = ["acceleration", "extreme", "trend_break"];
  const tally = Object.fromEntries(types.map((t) => [t, { tp: 0, detected: 0, planted: 0 }])) as Record<
    SignalType,
    { tp: number; detected: number; planted: number }
  >;
  let seed = base * 1_000_003;
  for (const group of groups) {
    for (let i = 0; i < SERIES_PER_GROUP; i++) {
      const series = syntheticSeries(group, seed++);
      if (group !== "noise") tally[group].planted++;
      for (const d of evaluateSignals(series.points, "monthly")) {
        tally[d.type].detected++;
        if (isTruePositive(series, d)) tally[d.type].tp++;
      }
    }
  }
  const perDetector: SignalQuality["perDetector"] = {};
  for (const t of types) {
    const { tp, detected, planted } = tally[t];
    perDetector[t] = { precision: detected ? tp / detected : 1, recall: planted ? tp / planted : 1, planted, detected };
  }

  // Speed: one warm-up pass (JIT), then the best of three timed passes over the same 1000 series.
  const speedSet: Point[][] = [];
  for (let i = 0; i < SPEED_SERIES; i++) speedSet.push(syntheticSeries(groups[i % 4]!, seed++).points);
  for (const points of speedSet) evaluateSignals(points, "monthly");
  let best = Infinity;
  for (let pass = 0; pass < 3; pass++) {
    const started = performance.now();
    for (const points of speedSet) evaluateSignals(points, "monthly");
    best = Math.min(best, (performance.now() - started) / 1000);
  }
  return { perDetector, seriesPerSecond: SPEED_SERIES / best, points: LENGTH };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seed = process.argv[2] ? Number(process.argv[2]) : undefined;
  console.log(JSON.stringify(benchSignalQuality(seed === undefined ? {} : { seed }), null, 2));
}
