/**
 * The signal evaluation (README.md beside this file): last-point detection and history replay of the three
 * detectors on seeded synthetic series, in a dev part and a held-out part.
 *
 * CLI: `npm run signal-eval [-- --part dev|heldout] [-- --quick]` prints the tables and the goals.
 * From code: `runSignalEval({ part: "dev", quick: true })` returns the figures (about 15 s) for tuning;
 * tune on the dev part only.
 *
 * The detectors are called only through their exported entry points (`evaluateSignals`, and `walkSeries`,
 * which the materialization job uses to replay a history), so the evaluation follows them as they change.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { evaluateSignals, type SignalType } from "../../src/domain/signals.js";
import { everyPeriodFrom, minimumPoints, walkSeries } from "../../src/jobs/materialize-signals.js";
import {
  EFFECTS,
  EVENTS,
  FAMILIES,
  FREQUENCIES,
  FULL_COUNTS,
  MID_OUTLIER_EFFECT,
  MID_SHIFT_EFFECT,
  PLANS,
  QUICK_COUNTS,
  TAME_FAMILIES,
  indexOfDate,
  makeSeries,
  plannedSeries,
  type Counts,
  type EvalFrequency,
  type EventKind,
  type Family,
  type Part,
  type SeriesSpec,
  type SyntheticSeries,
} from "./generate.js";
import {
  EXPECTED,
  TYPES,
  atLeastNeutral,
  breaksAfter,
  judge,
  startError,
  summarizeReplay,
  type ReplayedInterval,
  type ReplaySummary,
  type Verdict,
} from "./grade.js";

// ---------------------------------------------------------------------------------------------------
// Raw records

export interface DetectionRecord {
  type: SignalType;
  strength: string;
  direction: string;
  /** Detected start minus planted date, in periods (NaN on null series). */
  startError: number;
  verdict: Verdict;
}

export interface LastPointRecord {
  family: Family;
  frequency: EvalFrequency;
  event: EventKind;
  effect: number;
  index: number;
  length: number;
  /** Detections at ≥ neutral at the series' end. */
  detections: DetectionRecord[];
}

export interface NullReplayRecord extends ReplaySummary {
  family: Family;
  frequency: EvalFrequency;
}

export interface MidReplayRecord {
  family: Family;
  frequency: EvalFrequency;
  event: "level_shift" | "outlier";
  /** A trend break against the event's direction (level shift) or "down" (the +10 σ outlier), first shown after the event. */
  againstNeutral: boolean;
  againstAny: boolean;
  /** A trend break of either direction first shown after the event, at ≥ neutral. */
  anyBreakNeutral: boolean;
}

export interface PartFigures {
  part: Part;
  /** Which detectors were measured (see detectorVersion). */
  detectors: string;
  quick: boolean;
  counts: Counts;
  seconds: number;
  /** Time spent on the last-point series, the null replays and the mid-series replays. */
  stageSeconds: { lastPoint: number; nullReplay: number; midReplay: number };
  lastPoint: LastPointRecord[];
  nullReplay: NullReplayRecord[];
  midReplay: MidReplayRecord[];
}

// ---------------------------------------------------------------------------------------------------
// Running one part

function lastPoint(spec: SeriesSpec): LastPointRecord {
  const series = makeSeries(spec);
  const detections: DetectionRecord[] = [];
  for (const d of evaluateSignals(series.points, spec.frequency)) {
    if (!atLeastNeutral(d.strength)) continue;
    detections.push({
      type: d.type,
      strength: d.strength,
      direction: d.direction,
      startError: series.at >= 0 ? startError(series, d) : Number.NaN,
      verdict: judge(series, d),
    });
  }
  return { family: spec.family, frequency: spec.frequency, event: spec.event, effect: spec.effect, index: spec.index, length: series.points.length, detections };
}

/** Replays points[from..] through walkSeries (the materialization job's walk) with data-time clocks. */
function replay(series: SyntheticSeries, from: number, upTo: number): ReplayedInterval[] {
  const { frequency } = series.spec;
  const points = series.points.slice(0, upTo);
  const episodes = walkSeries(points, frequency, [], everyPeriodFrom(from, points.length), null);
  return episodes.map((e) => ({
    type: e.type,
    direction: e.direction,
    strength: e.strength,
    detectedAt: indexOfDate(frequency, e.detectedAt),
    end: e.validTo ? indexOfDate(frequency, e.validTo) : points.length,
  }));
}

function nullReplay(spec: SeriesSpec, counts: Counts): NullReplayRecord {
  const series = makeSeries(spec);
  const n = series.points.length;
  // as the job does for series up to ~1,700 points: every period from the first a detector could flag;
  // daily series only over their trailing periods (a replay costs one evaluation per period)
  const from = spec.frequency === "daily" ? n - counts.dailyReplayPeriods : minimumPoints(spec.frequency) - 1;
  return { family: spec.family, frequency: spec.frequency, ...summarizeReplay(replay(series, from, n), from, n) };
}

function midReplay(spec: SeriesSpec): MidReplayRecord {
  const series = makeSeries(spec);
  const { at } = series;
  // from a little before the event to one break window (plus a margin) after it: as long as the event can
  // weigh on a trend break
  const upTo = Math.min(series.points.length, at + PLANS[spec.frequency].followUp);
  const from = Math.max(minimumPoints(spec.frequency) - 1, at - 10);
  const intervals = replay(series, from, upTo);
  const against = spec.event === "outlier" ? "down" : series.direction === "up" ? "down" : "up";
  const a = breaksAfter(intervals, at, against);
  return {
    family: spec.family,
    frequency: spec.frequency,
    event: spec.event as "level_shift" | "outlier",
    againstNeutral: a.neutral,
    againstAny: a.any,
    anyBreakNeutral: breaksAfter(intervals, at, "any").neutral,
  };
}

/**
 * Which detectors the figures belong to: the commit, whether src/domain/signals.ts differs from it, and a
 * hash of that file as loaded (the detectors are edited while the evaluation is used for tuning).
 */
export const detectorVersion: string = (() => {
  const file = fileURLToPath(new URL("../../src/domain/signals.ts", import.meta.url));
  let text = "";
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return "unknown";
  }
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 10);
  let commit = "no git";
  try {
    const cwd = fileURLToPath(new URL("../..", import.meta.url));
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const changed = execFileSync("git", ["status", "--porcelain", "--", "src/domain/signals.ts"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    commit = `commit ${head}${changed ? " + uncommitted changes" : ""}`;
  } catch {
    // not a git checkout
  }
  return `src/domain/signals.ts sha256 ${hash} (${commit})`;
})();

export function runSignalEvalPart(part: Part, quick = false): PartFigures {
  const counts = quick ? QUICK_COUNTS : FULL_COUNTS;
  const started = performance.now();
  const plan = plannedSeries(part, counts);
  const lastPointRecords = [...plan.nullLast, ...plan.plantedLast].map(lastPoint);
  const t1 = performance.now();
  const nullReplayRecords = plan.nullReplay.map((s) => nullReplay(s, counts));
  const t2 = performance.now();
  const midReplayRecords = [...plan.shiftReplay, ...plan.outlierReplay].map(midReplay);
  const t3 = performance.now();
  return {
    part,
    detectors: detectorVersion,
    quick,
    counts,
    seconds: (t3 - started) / 1000,
    stageSeconds: { lastPoint: (t1 - started) / 1000, nullReplay: (t2 - t1) / 1000, midReplay: (t3 - t2) / 1000 },
    lastPoint: lastPointRecords,
    nullReplay: nullReplayRecords,
    midReplay: midReplayRecords,
  };
}

export interface SignalEvalResult {
  dev?: PartFigures;
  heldout?: PartFigures;
  goals: GoalRow[];
}

/** Runs one part or both (default). `quick`: about a third of the series per cell (10–15 s for the dev part). */
export function runSignalEval(options: { part?: Part | "both"; quick?: boolean } = {}): SignalEvalResult {
  const part = options.part ?? "both";
  const quick = options.quick ?? false;
  const dev = part === "heldout" ? undefined : runSignalEvalPart("dev", quick);
  const heldout = part === "dev" ? undefined : runSignalEvalPart("heldout", quick);
  return { dev, heldout, goals: goalRows(dev, heldout) };
}

// ---------------------------------------------------------------------------------------------------
// Figures

const SHORT: Record<SignalType, string> = { acceleration: "acc", extreme: "ext", trend_break: "brk" };
const F1: Record<EvalFrequency, string> = { monthly: "M", quarterly: "Q", daily: "D" };
const pct = (a: number, b: number, digits = 1) => (b === 0 ? "–" : `${((100 * a) / b).toFixed(digits)}%`);
const medianOf = (xs: number[]) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const h = s.length >> 1;
  return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
};

const fired = (r: LastPointRecord, type: SignalType) => r.detections.some((d) => d.type === type);
/** The expected type in the planted direction, dated anywhere ("fp_wrong_date" is such a detection dated off the tolerance). */
const found = (r: LastPointRecord) => r.detections.some((d) => d.verdict === "tp" || d.verdict === "fp_wrong_date");
const dated = (r: LastPointRecord) => r.detections.some((d) => d.verdict === "tp");
const calledBreak = (r: LastPointRecord) => fired(r, "trend_break");

/** Null fire share per family × frequency × type. */
export function nullFireRates(f: PartFigures) {
  const out: { family: Family; frequency: EvalFrequency; type: SignalType; fired: number; series: number }[] = [];
  for (const family of FAMILIES)
    for (const frequency of FREQUENCIES) {
      const rs = f.lastPoint.filter((r) => r.event === "none" && r.family === family && r.frequency === frequency);
      for (const type of TYPES) out.push({ family, frequency, type, fired: rs.filter((r) => fired(r, type)).length, series: rs.length });
    }
  return out;
}

/**
 * Recall of one planted event, optionally restricted: `hits` found (the expected type in the planted
 * direction), `dated` of those also dated within the tolerance (true positives).
 */
export function recallOf(f: PartFigures, event: EventKind, filter: { effect?: number; frequency?: EvalFrequency; families?: readonly Family[] } = {}) {
  const rs = f.lastPoint.filter(
    (r) =>
      r.event === event &&
      (filter.effect === undefined || r.effect === filter.effect) &&
      (filter.frequency === undefined || r.frequency === filter.frequency) &&
      (filter.families === undefined || filter.families.includes(r.family)),
  );
  if (event === "outlier") {
    const called = rs.filter(calledBreak).length;
    return { hits: called, dated: called, series: rs.length };
  }
  return { hits: rs.filter(found).length, dated: rs.filter(dated).length, series: rs.length };
}

export function precisionOf(f: PartFigures, type: SignalType, frequency: EvalFrequency) {
  const tally: Record<Verdict, number> = { tp: 0, fp_null: 0, fp_co_extreme: 0, fp_other_event: 0, fp_wrong_direction: 0, fp_wrong_date: 0 };
  for (const r of f.lastPoint) if (r.frequency === frequency) for (const d of r.detections) if (d.type === type) tally[d.verdict]++;
  const detections = Object.values(tally).reduce((a, b) => a + b, 0);
  const withoutCo = detections - tally.fp_co_extreme;
  return {
    ...tally,
    detections,
    precision: detections ? tally.tp / detections : Number.NaN,
    /** Precision with the co-occurring extremes (see grade.ts) left out of the detections. */
    precisionWithoutCo: withoutCo ? tally.tp / withoutCo : Number.NaN,
  };
}

/** Among detections of the event's expected type: wrong direction, and timing of the right-direction ones. */
export function directionAndTiming(f: PartFigures, event: EventKind, frequency: EvalFrequency) {
  const type = EXPECTED[event]!;
  const ds = f.lastPoint.filter((r) => r.event === event && r.frequency === frequency).flatMap((r) => r.detections.filter((d) => d.type === type));
  const right = ds.filter((d) => d.verdict !== "fp_wrong_direction");
  const errors = right.map((d) => Math.abs(d.startError));
  return {
    detections: ds.length,
    wrongDirection: ds.length - right.length,
    medianTimingError: medianOf(errors),
    withinTolerance: right.filter((d) => d.verdict === "tp").length,
    right: right.length,
  };
}

export function nullReplayRates(f: PartFigures, filter: { frequency?: EvalFrequency; family?: Family } = {}) {
  const rs = f.nullReplay.filter((r) => (!filter.frequency || r.frequency === filter.frequency) && (!filter.family || r.family === filter.family));
  const periods = rs.reduce((s, r) => s + r.periods, 0);
  const per100 = (type: SignalType | "all") =>
    periods ? (100 * rs.reduce((s, r) => s + (type === "all" ? r.opened.acceleration + r.opened.extreme + r.opened.trend_break : r.opened[type]), 0)) / periods : Number.NaN;
  const alarm = (type: SignalType | "any") => (periods ? rs.reduce((s, r) => s + r.alarm[type], 0) / periods : Number.NaN);
  return {
    series: rs.length,
    periods,
    per100: { acceleration: per100("acceleration"), extreme: per100("extreme"), trend_break: per100("trend_break"), all: per100("all") },
    alarm: { acceleration: alarm("acceleration"), extreme: alarm("extreme"), trend_break: alarm("trend_break"), any: alarm("any") },
  };
}

export function midReplayRates(f: PartFigures, event: "level_shift" | "outlier", filter: { frequency?: EvalFrequency; family?: Family } = {}) {
  const rs = f.midReplay.filter((r) => r.event === event && (!filter.frequency || r.frequency === filter.frequency) && (!filter.family || r.family === filter.family));
  return {
    series: rs.length,
    againstNeutral: rs.filter((r) => r.againstNeutral).length,
    againstAny: rs.filter((r) => r.againstAny).length,
    anyBreakNeutral: rs.filter((r) => r.anyBreakNeutral).length,
  };
}

// ---------------------------------------------------------------------------------------------------
// Goals

export interface GoalRow {
  goal: string;
  target: string;
  dev?: string;
  "dev met"?: string;
  "held-out"?: string;
  "held-out met"?: string;
}

interface GoalValue {
  value: string;
  met: string;
}

type GoalFn = (f: PartFigures) => GoalValue;

const yes = (ok: boolean) => (ok ? "yes" : "NO");

function nullGoal(type: SignalType): GoalFn {
  return (f) => {
    const cells = nullFireRates(f).filter((c) => c.type === type);
    const pooledFired = cells.reduce((s, c) => s + c.fired, 0);
    const pooledSeries = cells.reduce((s, c) => s + c.series, 0);
    const adjusted = cells.filter((c) => c.family !== "seasonal");
    const adjustedShare = pct(
      adjusted.reduce((s, c) => s + c.fired, 0),
      adjusted.reduce((s, c) => s + c.series, 0),
    );
    const worst = [...cells].sort((a, b) => b.fired / b.series - a.fired / a.series)[0]!;
    const failing = cells.filter((c) => c.fired / c.series > 0.02);
    return {
      value: `pooled ${pct(pooledFired, pooledSeries)} (w/o seasonal ${adjustedShare}); worst ${pct(worst.fired, worst.series)} (${worst.family} ${worst.frequency})`,
      met: failing.length === 0 ? "yes" : `NO in ${failing.length}/${cells.length} cells`,
    };
  };
}

function replayGoal(type: SignalType | "all"): GoalFn {
  return (f) => {
    const pooled = nullReplayRates(f).per100[type];
    const cells = FAMILIES.flatMap((family) => FREQUENCIES.map((frequency) => ({ family, frequency, r: nullReplayRates(f, { family, frequency }).per100[type] })));
    const worst = [...cells].sort((a, b) => b.r - a.r)[0]!;
    const failing = cells.filter((c) => c.r > 0.5);
    return {
      value: `pooled ${pooled.toFixed(2)}; worst ${worst.r.toFixed(2)} (${worst.family} ${worst.frequency})`,
      met: (pooled <= 0.5 ? "pooled yes" : "pooled NO") + (failing.length ? `; ${failing.length}/${cells.length} cells over` : ""),
    };
  };
}

function recallGoal(event: EventKind, effect: number, target: number): GoalFn {
  return (f) => {
    const all = recallOf(f, event, { effect });
    const tame = recallOf(f, event, { effect, families: TAME_FAMILIES });
    const perFrequency = FREQUENCIES.map((frequency) => ({ frequency, ...recallOf(f, event, { effect, frequency }) }));
    const worst = [...perFrequency].sort((a, b) => a.hits / a.series - b.hits / b.series)[0]!;
    const tameBases = TAME_FAMILIES.some((fam) => recallOf(f, event, { effect, families: [fam] }).series > 0);
    return {
      value:
        `all bases ${pct(all.hits, all.series, 0)}, dated ${pct(all.dated, all.series, 0)} (worst ${worst.frequency} ${pct(worst.hits, worst.series, 0)})` +
        (tameBases ? `; tame bases ${pct(tame.hits, tame.series, 0)}, dated ${pct(tame.dated, tame.series, 0)}` : ""),
      met: `${yes(all.hits / all.series >= target)}` + (tameBases ? ` (tame: ${yes(tame.hits / tame.series >= target)})` : ""),
    };
  };
}

function precisionGoal(withoutCo: boolean): GoalFn {
  return (f) => {
    const cells = TYPES.flatMap((type) => FREQUENCIES.map((frequency) => ({ type, frequency, ...precisionOf(f, type, frequency) })));
    const p = (c: (typeof cells)[number]) => (withoutCo ? c.precisionWithoutCo : c.precision);
    const failing = cells.filter((c) => !(p(c) >= 0.9));
    return {
      value: cells.map((c) => `${SHORT[c.type]} ${F1[c.frequency]} ${Number.isNaN(p(c)) ? "–" : p(c).toFixed(2)}`).join(", "),
      met: failing.length === 0 ? "yes" : `NO in ${failing.length}/${cells.length}`,
    };
  };
}

const phantomGoal: GoalFn = (f) => {
  const r = midReplayRates(f, "level_shift");
  const perFrequency = FREQUENCIES.map((frequency) => `${F1[frequency]} ${pct(midReplayRates(f, "level_shift", { frequency }).againstNeutral, midReplayRates(f, "level_shift", { frequency }).series, 0)}`);
  return { value: `${pct(r.againstNeutral, r.series)} of ${r.series} (${perFrequency.join(", ")})`, met: yes(r.againstNeutral / r.series <= 0.02) };
};

const GOALS: { goal: string; target: string; fn: GoalFn }[] = [
  { goal: "null series fire: acceleration", target: "≤ 2% at ≥ neutral", fn: nullGoal("acceleration") },
  { goal: "null series fire: extreme", target: "≤ 2% at ≥ neutral", fn: nullGoal("extreme") },
  { goal: "null series fire: trend_break", target: "≤ 2% at ≥ neutral", fn: nullGoal("trend_break") },
  { goal: "null replay: intervals per 100 periods, all types", target: "≤ 0.5", fn: replayGoal("all") },
  { goal: "null replay: intervals per 100 periods, trend_break", target: "≤ 0.5", fn: replayGoal("trend_break") },
  { goal: "recall: slope change (kink), 4 sd gap", target: "≥ 80%", fn: recallGoal("slope_change", 4, 0.8) },
  { goal: "recall: level shift, 3 sd", target: "≥ 80%", fn: recallGoal("level_shift", 3, 0.8) },
  { goal: "recall: last-value shock 4 sd, flat base", target: "≥ 90%", fn: recallGoal("spike_flat", 4, 0.9) },
  { goal: "recall: last-value shock 4 sd, trending base", target: "≥ 90%", fn: recallGoal("spike_trend", 4, 0.9) },
  { goal: "precision, every type × frequency", target: "≥ 0.9", fn: precisionGoal(false) },
  { goal: "  (the same, co-occurring extremes not counted)", target: "context", fn: precisionGoal(true) },
  { goal: "opposite-direction break after a 6 sd level shift", target: "≤ 2%", fn: phantomGoal },
];

export function goalRows(dev?: PartFigures, heldout?: PartFigures): GoalRow[] {
  return GOALS.map(({ goal, target, fn }) => {
    const row: GoalRow = { goal, target };
    if (dev) {
      const v = fn(dev);
      row.dev = v.value;
      row["dev met"] = v.met;
    }
    if (heldout) {
      const v = fn(heldout);
      row["held-out"] = v.value;
      row["held-out met"] = v.met;
    }
    return row;
  });
}

// ---------------------------------------------------------------------------------------------------
// Printing

const EVENT_LABEL: Record<EventKind, string> = {
  none: "none",
  level_shift: "level shift",
  slope_change: "slope change",
  spike_flat: "last-value spike, flat",
  spike_trend: "last-value spike, trending",
  pace_change: "pace change",
  outlier: "outlier (→ break, want 0)",
};

export function printPart(f: PartFigures) {
  const name = f.part === "dev" ? "dev" : "held-out";
  const c = f.counts;
  console.log(
    `\n### Signal evaluation, ${name} part${f.quick ? " (quick)" : ""}: ${f.lastPoint.length} series at their last point, ` +
      `${f.nullReplay.length + f.midReplay.length} replayed, ${f.seconds.toFixed(1)} s ` +
      `(${f.stageSeconds.lastPoint.toFixed(1)} + ${f.stageSeconds.nullReplay.toFixed(1)} + ${f.stageSeconds.midReplay.toFixed(1)}); detectors: ${f.detectors}`,
  );

  console.log(`\nnull series firing at ≥ neutral at their last point (${c.nullLast} per family × frequency; M monthly, Q quarterly, D daily)`);
  const nf = nullFireRates(f);
  const nullRow = (label: string, cells: typeof nf) => {
    const row: Record<string, string> = { family: label };
    for (const frequency of FREQUENCIES)
      for (const type of TYPES) {
        const cs = cells.filter((x) => x.frequency === frequency && x.type === type);
        row[`${F1[frequency]} ${SHORT[type]}`] = pct(
          cs.reduce((s, x) => s + x.fired, 0),
          cs.reduce((s, x) => s + x.series, 0),
        );
      }
    return row;
  };
  console.table([...FAMILIES.map((family) => nullRow(family, nf.filter((x) => x.family === family))), nullRow("all", nf)]);

  console.log(
    `\nrecall at ≥ neutral by effect size (sd of the innovations): the expected type in the right direction, and in brackets also dated within ±${PLANS.monthly.tolerance} periods (daily ±${PLANS.daily.tolerance}); ` +
      `${c.plantedLast} series per cell; the outlier rows give the share called a trend break instead`,
  );
  const recallRows: Record<string, string>[] = [];
  for (const event of EVENTS)
    for (const frequency of FREQUENCIES) {
      const row: Record<string, string> = { event: `${EVENT_LABEL[event]} ${F1[frequency]}` };
      for (const effect of EFFECTS) {
        const r = recallOf(f, event, { effect, frequency });
        row[`${effect} sd`] = event === "outlier" ? pct(r.hits, r.series, 0) : `${pct(r.hits, r.series, 0)} (${pct(r.dated, r.series, 0)})`;
      }
      recallRows.push(row);
    }
  console.table(recallRows);

  // the drill-downs by base family are for tuning: printed for the dev part only
  const detail = f.part === "dev";
  if (detail) console.log("\nrecall by base family at the goals' effect sizes (all frequencies pooled; spike: flat or trending spike by base)");
  const byFamily: [string, EventKind, number][] = [
    ["shift 3 sd", "level_shift", 3],
    ["shift 6 sd", "level_shift", 6],
    ["kink 4 sd", "slope_change", 4],
    ["kink 8 sd", "slope_change", 8],
    ["spike 4 sd", "spike_flat", 4],
    ["pace 4 sd", "pace_change", 4],
    ["outlier 10 sd→brk", "outlier", 10],
  ];
  if (detail) console.table(
    FAMILIES.map((family) => {
      const row: Record<string, string> = { family };
      for (const [label, event, effect] of byFamily) {
        const ev = event === "spike_flat" && !recallOf(f, "spike_flat", { families: [family] }).series ? "spike_trend" : event;
        const r = recallOf(f, ev, { effect, families: [family] });
        row[label] = pct(r.hits, r.series, 0);
      }
      return row;
    }),
  );

  console.log(
    "\nprecision at ≥ neutral over every last-point series above (null and planted, all effect sizes); false positives by source " +
      "(co-extreme: an extreme in the planted direction on a level shift, slope change or pace change)",
  );
  console.table(
    TYPES.flatMap((type) =>
      FREQUENCIES.map((frequency) => {
        const p = precisionOf(f, type, frequency);
        return {
          type,
          frequency,
          detections: p.detections,
          precision: Number.isNaN(p.precision) ? "–" : p.precision.toFixed(3),
          "w/o co-extremes": Number.isNaN(p.precisionWithoutCo) ? "–" : p.precisionWithoutCo.toFixed(3),
          "fp: null series": p.fp_null,
          "fp: co-extreme": p.fp_co_extreme,
          "fp: other event": p.fp_other_event,
          "fp: wrong direction": p.fp_wrong_direction,
          "fp: start off": p.fp_wrong_date,
        };
      }),
    ),
  );

  if (detail) {
    console.log("\nfalse positives at ≥ neutral by the series they were found on (all frequencies and effect sizes)");
    console.table(
      TYPES.map((type) => {
        const row: Record<string, string | number> = { type };
        for (const event of ["none", ...EVENTS] as EventKind[])
          row[event === "none" ? "null" : EVENT_LABEL[event].replace(" (→ break, want 0)", "")] = f.lastPoint
            .filter((r) => r.event === event)
            .reduce((n, r) => n + r.detections.filter((d) => d.type === type && d.verdict !== "tp").length, 0);
        return row;
      }),
    );
  }

  console.log("\ndirection and timing of the expected type's detections at ≥ neutral (all effect sizes)");
  console.table(
    EVENTS.filter((e) => EXPECTED[e]).flatMap((event) =>
      FREQUENCIES.map((frequency) => {
        const d = directionAndTiming(f, event, frequency);
        return {
          event: `${EVENT_LABEL[event]} ${F1[frequency]}`,
          detections: d.detections,
          "direction wrong": pct(d.wrongDirection, d.detections),
          "median |start − planted|": Number.isNaN(d.medianTimingError) ? "–" : d.medianTimingError,
          "start within tolerance": pct(d.withinTolerance, d.right),
        };
      }),
    ),
  );

  console.log(
    `\nnull replay (walkSeries at every period; monthly and quarterly whole histories, daily the last ${c.dailyReplayPeriods} periods; ` +
      `${c.nullReplay.monthly}/${c.nullReplay.quarterly}/${c.nullReplay.daily} series per family M/Q/D): intervals at ≥ neutral per 100 periods, and share of periods in alarm`,
  );
  const replayRow = (label: string, filter: { frequency?: EvalFrequency; family?: Family }) => {
    const r = nullReplayRates(f, filter);
    return {
      [filter.family ? "family" : "frequency"]: label,
      periods: r.periods,
      "acc /100": r.per100.acceleration.toFixed(2),
      "ext /100": r.per100.extreme.toFixed(2),
      "brk /100": r.per100.trend_break.toFixed(2),
      "all /100": r.per100.all.toFixed(2),
      "acc alarm": pct(r.alarm.acceleration, 1),
      "ext alarm": pct(r.alarm.extreme, 1),
      "brk alarm": pct(r.alarm.trend_break, 1),
      "any alarm": pct(r.alarm.any, 1),
    };
  };
  console.table([...FREQUENCIES.map((frequency) => replayRow(frequency, { frequency })), replayRow("all", {})]);
  if (detail) console.table(
    FAMILIES.map((family) => {
      const row: Record<string, string> = { family };
      for (const frequency of FREQUENCIES) {
        const r = nullReplayRates(f, { family, frequency });
        row[`${F1[frequency]} all /100`] = r.per100.all.toFixed(2);
        row[`${F1[frequency]} brk /100`] = r.per100.trend_break.toFixed(2);
        row[`${F1[frequency]} any alarm`] = pct(r.alarm.any, 1);
      }
      return row;
    }),
  );

  console.log(
    `\nreplay after a mid-series event (every family): a ${MID_SHIFT_EFFECT} sd level shift followed by a trend break the other way (phantom break); ` +
      `a single +${MID_OUTLIER_EFFECT} sd outlier followed by a "down" trend break (and by any break)`,
  );
  const midRow = (label: string, frequency?: EvalFrequency) => {
    const s = midReplayRates(f, "level_shift", frequency ? { frequency } : {});
    const o = midReplayRates(f, "outlier", frequency ? { frequency } : {});
    return {
      frequency: label,
      "shift series": s.series,
      "phantom ≥ neutral": pct(s.againstNeutral, s.series),
      "phantom any strength": pct(s.againstAny, s.series),
      "outlier series": o.series,
      "down break ≥ neutral": pct(o.againstNeutral, o.series),
      "down break any": pct(o.againstAny, o.series),
      "any break ≥ neutral": pct(o.anyBreakNeutral, o.series),
    };
  };
  console.table([...FREQUENCIES.map((frequency) => midRow(frequency, frequency)), midRow("all")]);
}

export function printGoals(goals: GoalRow[], extra: { seriesPerSecond?: number } = {}) {
  console.log("\n### Signal evaluation goals (issue #18); tame bases = white, AR(1) φ 0.3–0.7, Student t3, trend line");
  console.table(goals);
  if (extra.seriesPerSecond !== undefined)
    console.log(`materialization speed (bench/signal-quality.ts): ${Math.round(extra.seriesPerSecond)} series of 240 points per second on one core (goal ≥ 1000)`);
  else console.log("materialization speed: measured by bench/signal-quality.ts (`npm run bench`), goal ≥ 1000 series of 240 points per second");
}

export function printSignalEval(result: SignalEvalResult, extra: { seriesPerSecond?: number } = {}) {
  if (result.dev) printPart(result.dev);
  if (result.heldout) printPart(result.heldout);
  printGoals(result.goals, extra);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const partArg = args.find((a) => a.startsWith("--part="))?.slice(7) ?? (args.includes("--part") ? args[args.indexOf("--part") + 1] : undefined);
  if (partArg !== undefined && partArg !== "dev" && partArg !== "heldout" && partArg !== "both") {
    console.error("usage: npm run signal-eval [-- --part dev|heldout|both] [--quick]");
    process.exit(2);
  }
  const started = performance.now();
  const result = runSignalEval({ part: partArg as Part | "both" | undefined, quick: args.includes("--quick") });
  printSignalEval(result);
  console.log(`signal evaluation: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
