/**
 * Grading of the signal evaluation: what each planted event should be reported as, when a detection is a
 * true positive, and what a history replay amounts to. Detections below "neutral" are ignored throughout
 * (a weak signal is not listed by default).
 */
import type { SignalDetection, SignalType } from "../../src/domain/signals.js";
import { PLANS, indexOfDate, type EvalFrequency, type EventKind, type SyntheticSeries } from "./generate.js";

export const TYPES: readonly SignalType[] = ["acceleration", "extreme", "trend_break"];

/** The detector that should report each planted event at the series' end; null: nothing should. */
export const EXPECTED: Record<EventKind, SignalType | null> = {
  none: null,
  level_shift: "trend_break",
  slope_change: "trend_break",
  spike_flat: "extreme",
  spike_trend: "extreme",
  pace_change: "acceleration",
  outlier: null,
};

export const atLeastNeutral = (strength: string) => strength === "neutral" || strength === "strong";

/**
 * What one detection on one series is, for precision. Every verdict but "tp" is a false positive.
 * "fp_co_extreme" is the one arguable kind: an extreme in the planted direction on a level shift, slope
 * change or pace change, whose level has really moved far from its recent norm (a 10 sd shift is both a
 * break and an extreme). It counts against precision as the issue defines it; the tables also give the
 * precision without it.
 */
export type Verdict = "tp" | "fp_null" | "fp_co_extreme" | "fp_other_event" | "fp_wrong_direction" | "fp_wrong_date";

const MOVES_THE_LEVEL: readonly EventKind[] = ["level_shift", "slope_change", "pace_change"];

export function judge(series: SyntheticSeries, d: SignalDetection): Verdict {
  const expected = EXPECTED[series.spec.event];
  if (series.spec.event === "none") return "fp_null";
  if (expected !== d.type) {
    return d.type === "extreme" && MOVES_THE_LEVEL.includes(series.spec.event) && d.direction === series.direction ? "fp_co_extreme" : "fp_other_event";
  }
  if (d.direction !== series.direction) return "fp_wrong_direction";
  return Math.abs(startError(series, d)) <= PLANS[series.spec.frequency].tolerance ? "tp" : "fp_wrong_date";
}

/** Detected start minus planted date, in periods. */
export function startError(series: SyntheticSeries, d: SignalDetection): number {
  const i = indexOfDate(series.spec.frequency, d.start);
  return i < 0 ? Number.POSITIVE_INFINITY : i - series.at;
}

/** A replayed interval, with positions instead of stamps. */
export interface ReplayedInterval {
  type: SignalType;
  direction: string | null;
  strength: string;
  /** Period whose data first showed it. */
  detectedAt: number;
  /** First period that no longer showed it (exclusive end); the number of points when still open. */
  end: number;
}

export interface ReplaySummary {
  /** Periods evaluated. */
  periods: number;
  /** Intervals at ≥ neutral opened during the replay, per type. */
  opened: Record<SignalType, number>;
  /** Periods covered by an interval at ≥ neutral, per type (union over types in `any`). */
  alarm: Record<SignalType | "any", number>;
}

export function summarizeReplay(intervals: readonly ReplayedInterval[], from: number, n: number): ReplaySummary {
  const opened = { acceleration: 0, extreme: 0, trend_break: 0 };
  const cover: Record<SignalType | "any", Uint8Array> = {
    acceleration: new Uint8Array(n),
    extreme: new Uint8Array(n),
    trend_break: new Uint8Array(n),
    any: new Uint8Array(n),
  };
  for (const i of intervals) {
    if (!atLeastNeutral(i.strength) || i.detectedAt < from) continue;
    opened[i.type]++;
    for (let t = i.detectedAt; t < i.end; t++) {
      cover[i.type][t] = 1;
      cover.any[t] = 1;
    }
  }
  const sum = (a: Uint8Array) => a.reduce((s, v) => s + v, 0);
  return {
    periods: n - from,
    opened,
    alarm: { acceleration: sum(cover.acceleration), extreme: sum(cover.extreme), trend_break: sum(cover.trend_break), any: sum(cover.any) },
  };
}

/** Trend breaks at ≥ neutral (and at any strength) first shown at or after `from` in the given direction. */
export function breaksAfter(intervals: readonly ReplayedInterval[], from: number, direction: "up" | "down" | "any") {
  let neutral = false;
  let any = false;
  for (const i of intervals) {
    if (i.type !== "trend_break" || i.detectedAt < from) continue;
    if (direction !== "any" && i.direction !== direction) continue;
    any = true;
    if (atLeastNeutral(i.strength)) neutral = true;
  }
  return { neutral, any };
}

export const TOLERANCE: Record<EvalFrequency, number> = {
  monthly: PLANS.monthly.tolerance,
  quarterly: PLANS.quarterly.tolerance,
  daily: PLANS.daily.tolerance,
};
