/**
 * Synthetic series for the signal evaluation (see README.md beside this file): nine base families at three
 * frequencies, with at most one planted event each. Everything is built in units of σ, the sd of the
 * noise's innovation (for random walks, of the increments), then put on a random scale. Each series is
 * generated from its own seed, a hash of its key (part, purpose, family, frequency, event, effect, index),
 * so a series is the same whatever the counts of the run (the quick mode uses the first ones of each cell).
 *
 * This file knows nothing of the detectors' settings: the planting ranges below are the evaluation's own
 * constants, so the evaluation does not move when the detectors are retuned.
 */
import { addDays, addMonths, type Point } from "../../src/domain/series.js";
import { mulberry32 } from "../../test/support/seeded-random.js";

export type Part = "dev" | "heldout";
export type EvalFrequency = "monthly" | "quarterly" | "daily";
export type Family =
  | "white"
  | "ar1_mid"
  | "ar1_high"
  | "random_walk"
  | "random_walk_drift"
  | "seasonal"
  | "student_t3"
  | "exp_growth"
  | "trend";
export type EventKind = "none" | "level_shift" | "slope_change" | "spike_flat" | "spike_trend" | "pace_change" | "outlier";

export const FAMILIES: readonly Family[] = [
  "white",
  "ar1_mid",
  "ar1_high",
  "random_walk",
  "random_walk_drift",
  "seasonal",
  "student_t3",
  "exp_growth",
  "trend",
];
export const FREQUENCIES: readonly EvalFrequency[] = ["monthly", "quarterly", "daily"];
export const EFFECTS: readonly number[] = [1, 2, 3, 4, 6, 8, 10];
/** Planted events of the last-point part; `outlier` is a negative (nothing should report it as a break). */
export const EVENTS: readonly Exclude<EventKind, "none">[] = ["level_shift", "slope_change", "spike_flat", "spike_trend", "pace_change", "outlier"];

/** Bases without a deterministic trend ("flat" for the last-value spike) and with one ("trending"). */
export const FLAT_FAMILIES: readonly Family[] = ["white", "ar1_mid", "ar1_high", "random_walk", "seasonal", "student_t3"];
export const TRENDING_FAMILIES: readonly Family[] = ["random_walk_drift", "exp_growth", "trend"];
/** Bases whose noise neither wanders nor cycles: a detector has a fair chance on them at small effects. */
export const TAME_FAMILIES: readonly Family[] = ["white", "ar1_mid", "student_t3", "trend"];

export function familiesFor(event: EventKind): readonly Family[] {
  if (event === "spike_flat") return FLAT_FAMILIES;
  if (event === "spike_trend") return TRENDING_FAMILIES;
  return FAMILIES;
}

interface FrequencyPlan {
  /** Series length range (inclusive). */
  length: [number, number];
  /** First date and step. */
  first: string;
  step: (date: string, i: number) => string;
  periodsPerYear: number;
  /** Seasonal period of the seasonal family. */
  season: number;
  /** Seasonal amplitude range in σ. */
  seasonAmplitude: [number, number];
  /** Slope range of the trend family, σ per period (random sign). */
  trendSlope: [number, number];
  /** Start-date tolerance of a true positive, in periods. */
  tolerance: number;
  /** Periods before the end (n − at) of a recent level shift, slope change or outlier. */
  breakAge: [number, number];
  /** Periods before the end (n − at) of a pace change. */
  paceAge: [number, number];
  /** Periods after a mid-series event that a replay follows (well past the break window, so a late phantom break is seen). */
  followUp: number;
}

export const PLANS: Record<EvalFrequency, FrequencyPlan> = {
  monthly: {
    length: [120, 480],
    first: "1980-01-01",
    step: (d, i) => addMonths(d, i),
    periodsPerYear: 12,
    season: 12,
    seasonAmplitude: [1, 3],
    trendSlope: [0.05, 0.5],
    tolerance: 3,
    breakAge: [12, 33],
    paceAge: [2, 6],
    followUp: 130,
  },
  quarterly: {
    length: [80, 80],
    first: "1990-01-01",
    step: (d, i) => addMonths(d, 3 * i),
    periodsPerYear: 4,
    season: 4,
    seasonAmplitude: [1, 3],
    trendSlope: [0.1, 1],
    tolerance: 3,
    breakAge: [7, 14],
    // from 2: a pace one period old is one value off the line, the very series spike_flat plants
    paceAge: [2, 4],
    followUp: 50,
  },
  daily: {
    length: [1000, 2000],
    first: "2015-01-01",
    step: (d, i) => addDays(d, i),
    periodsPerYear: 365.25,
    season: 365.25,
    seasonAmplitude: [2, 6],
    trendSlope: [0.005, 0.05],
    tolerance: 10,
    breakAge: [25, 85],
    paceAge: [4, 14],
    followUp: 190,
  },
};

const DATES: Record<EvalFrequency, string[]> = {
  monthly: Array.from({ length: PLANS.monthly.length[1] }, (_, i) => PLANS.monthly.step(PLANS.monthly.first, i)),
  quarterly: Array.from({ length: PLANS.quarterly.length[1] }, (_, i) => PLANS.quarterly.step(PLANS.quarterly.first, i)),
  daily: Array.from({ length: PLANS.daily.length[1] }, (_, i) => PLANS.daily.step(PLANS.daily.first, i)),
};
const INDEX: Record<EvalFrequency, Map<string, number>> = {
  monthly: new Map(DATES.monthly.map((d, i) => [d, i])),
  quarterly: new Map(DATES.quarterly.map((d, i) => [d, i])),
  daily: new Map(DATES.daily.map((d, i) => [d, i])),
};

/** Position of a date (YYYY-MM-DD, or an RFC 3339 stamp at 00:00Z) in a series of this frequency; −1 if unknown. */
export function indexOfDate(frequency: EvalFrequency, date: string): number {
  return INDEX[frequency].get(date.slice(0, 10)) ?? -1;
}

export interface SeriesSpec {
  part: Part;
  /** What the series is for: "last" (last-point detection) or "replay" (history replay). */
  purpose: "last" | "replay";
  family: Family;
  frequency: EvalFrequency;
  event: EventKind;
  /** Effect size in σ (0 for none). */
  effect: number;
  /** "recent" (last-point part: where the detectors look at the end) or "mid" (replay part). */
  placement: "recent" | "mid";
  /** Forced direction (+1 up, −1 down); random when absent. */
  sign?: 1 | -1;
  /** Index within its cell. */
  index: number;
}

export interface SyntheticSeries {
  spec: SeriesSpec;
  points: Point[];
  /** Index of the planted event's date (first period off the old line; the spike's or outlier's period); −1 for none. */
  at: number;
  direction: "up" | "down" | null;
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function seriesKey(spec: SeriesSpec): string {
  return [spec.part, spec.purpose, spec.family, spec.frequency, spec.event, spec.effect, spec.placement, spec.sign ?? "", spec.index].join("|");
}

export function makeSeries(spec: SeriesSpec): SyntheticSeries {
  const rand = mulberry32(hash(seriesKey(spec)));
  const uniform = (a: number, b: number) => a + (b - a) * rand();
  const integer = (a: number, b: number) => Math.floor(uniform(a, b + 1));
  const normal = () => {
    const u = 1 - rand();
    const v = rand();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const plan = PLANS[spec.frequency];
  const n = integer(plan.length[0], plan.length[1]);

  // The base, in σ units: u[t].
  const u = new Float64Array(n);
  switch (spec.family) {
    case "white":
      for (let t = 0; t < n; t++) u[t] = normal();
      break;
    case "ar1_mid":
    case "ar1_high": {
      const phi = spec.family === "ar1_mid" ? uniform(0.3, 0.7) : uniform(0.8, 0.95);
      u[0] = normal() / Math.sqrt(1 - phi * phi);
      for (let t = 1; t < n; t++) u[t] = phi * u[t - 1]! + normal();
      break;
    }
    case "random_walk":
    case "random_walk_drift": {
      const drift = spec.family === "random_walk_drift" ? (rand() < 0.5 ? -1 : 1) * uniform(0.1, 0.5) : 0;
      u[0] = normal();
      for (let t = 1; t < n; t++) u[t] = u[t - 1]! + drift + normal();
      break;
    }
    case "seasonal": {
      const amplitude = uniform(plan.seasonAmplitude[0], plan.seasonAmplitude[1]);
      const phase = uniform(0, 2 * Math.PI);
      for (let t = 0; t < n; t++) u[t] = amplitude * Math.sin((2 * Math.PI * t) / plan.season + phase) + normal();
      break;
    }
    case "student_t3":
      // t with 3 degrees of freedom, scaled to sd 1 (its robust sd is then about 0.65)
      for (let t = 0; t < n; t++) {
        const z = normal();
        const chi2 = normal() ** 2 + normal() ** 2 + normal() ** 2;
        u[t] = z / Math.sqrt(chi2 / 3) / Math.sqrt(3);
      }
      break;
    case "exp_growth":
      // handled below on the log scale: u is log(y) in units of the log noise's sd
      break;
    case "trend": {
      const slope = (rand() < 0.5 ? -1 : 1) * uniform(plan.trendSlope[0], plan.trendSlope[1]);
      for (let t = 0; t < n; t++) u[t] = slope * t + normal();
      break;
    }
  }
  let logNoise = 0;
  if (spec.family === "exp_growth") {
    const growth = uniform(0.1, 0.25); // a year
    logNoise = uniform(0.005, 0.03);
    const perPeriod = Math.log(1 + growth) / plan.periodsPerYear / logNoise;
    for (let t = 0; t < n; t++) u[t] = perPeriod * t + normal();
  }

  // The event, in σ units.
  const sign: 1 | -1 = spec.sign ?? (rand() < 0.5 ? -1 : 1);
  let at = -1;
  const E = spec.effect;
  const age = (range: [number, number]) => (spec.placement === "mid" ? n - Math.floor(n / 2) : integer(range[0], range[1]));
  switch (spec.event) {
    case "none":
      break;
    case "level_shift":
      at = n - age(plan.breakAge);
      for (let t = at; t < n; t++) u[t]! += sign * E;
      break;
    case "slope_change": {
      // the gap at the series' end between the new line and the old one is E
      at = n - age(plan.breakAge);
      const span = n - at;
      for (let t = at; t < n; t++) u[t]! += (sign * E * (t - at + 1)) / span;
      break;
    }
    case "spike_flat":
    case "spike_trend":
      at = n - 1;
      u[at]! += sign * E;
      break;
    case "pace_change":
      at = n - age(plan.paceAge);
      for (let t = at; t < n; t++) u[t]! += sign * E * (t - at + 1);
      break;
    case "outlier":
      at = n - age(plan.breakAge);
      u[at]! += sign * E;
      break;
  }

  // Onto a random scale: additive families y = scale·(offset + u); exponential growth y = L·exp(σ_log·u).
  const points: Point[] = new Array(n);
  const dates = DATES[spec.frequency];
  if (spec.family === "exp_growth") {
    const level = 10 ** uniform(0, 3);
    for (let t = 0; t < n; t++) points[t] = { date: dates[t]!, value: level * Math.exp(logNoise * u[t]!) };
  } else {
    const scale = 10 ** uniform(-1, 2);
    const offset = uniform(-20, 100);
    for (let t = 0; t < n; t++) points[t] = { date: dates[t]!, value: scale * (offset + u[t]!) };
  }
  return { spec, points, at, direction: spec.event === "none" ? null : sign > 0 ? "up" : "down" };
}

/** Series counts per cell; the quick mode keeps the first ones of each cell (same seeds). */
export interface Counts {
  /** Null series per family × frequency (last-point part). */
  nullLast: number;
  /** Planted series per event × effect × frequency (last-point part), spread over the event's base families. */
  plantedLast: number;
  /** Null series replayed per family, by frequency. */
  nullReplay: Record<EvalFrequency, number>;
  /** Trailing periods replayed on daily null series (monthly and quarterly replay their whole history). */
  dailyReplayPeriods: number;
  /** Mid-series level shifts (6 σ) and outliers (+10 σ) replayed per frequency, spread over the families. */
  midReplay: Record<EvalFrequency, number>;
}

export const FULL_COUNTS: Counts = {
  nullLast: 120,
  plantedLast: 54,
  nullReplay: { monthly: 6, quarterly: 20, daily: 2 },
  dailyReplayPeriods: 200,
  midReplay: { monthly: 54, quarterly: 54, daily: 18 },
};

export const QUICK_COUNTS: Counts = {
  nullLast: 40,
  plantedLast: 18,
  nullReplay: { monthly: 3, quarterly: 6, daily: 1 },
  dailyReplayPeriods: 100,
  midReplay: { monthly: 18, quarterly: 18, daily: 9 },
};

export const MID_SHIFT_EFFECT = 6;
export const MID_OUTLIER_EFFECT = 10;

/** Every series spec of one part, grouped by use. */
export function plannedSeries(part: Part, counts: Counts) {
  const nullLast: SeriesSpec[] = [];
  const plantedLast: SeriesSpec[] = [];
  const nullReplay: SeriesSpec[] = [];
  const shiftReplay: SeriesSpec[] = [];
  const outlierReplay: SeriesSpec[] = [];
  for (const frequency of FREQUENCIES) {
    for (const family of FAMILIES) {
      for (let index = 0; index < counts.nullLast; index++)
        nullLast.push({ part, purpose: "last", family, frequency, event: "none", effect: 0, placement: "recent", index });
      for (let index = 0; index < counts.nullReplay[frequency]; index++)
        nullReplay.push({ part, purpose: "replay", family, frequency, event: "none", effect: 0, placement: "mid", index });
    }
    for (const event of EVENTS) {
      const bases = familiesFor(event);
      for (const effect of EFFECTS)
        for (let index = 0; index < counts.plantedLast; index++)
          plantedLast.push({ part, purpose: "last", family: bases[index % bases.length]!, frequency, event, effect, placement: "recent", index });
    }
    for (let index = 0; index < counts.midReplay[frequency]; index++) {
      const family = FAMILIES[index % FAMILIES.length]!;
      shiftReplay.push({ part, purpose: "replay", family, frequency, event: "level_shift", effect: MID_SHIFT_EFFECT, placement: "mid", index });
      outlierReplay.push({ part, purpose: "replay", family, frequency, event: "outlier", effect: MID_OUTLIER_EFFECT, placement: "mid", sign: 1, index });
    }
  }
  return { nullLast, plantedLast, nullReplay, shiftReplay, outlierReplay };
}
