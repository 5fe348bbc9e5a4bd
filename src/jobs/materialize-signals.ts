/**
 * Signal materialization: turns the pure detectors of src/domain/signals.ts into stored intervals
 * (`signal_intervals`), one series at a time, so the signals routes only read.
 *
 * Which series. Every (indicator, region) in series_coverage of an active indicator with a known
 * frequency and at least as many periods as the most lenient detector needs (monthly 15, quarterly 10,
 * annual and longer 9, weekly 20, daily 33: shorter series can never be flagged, so they are not even
 * loaded). Indicators in the "weather" category are left out: they are raw daily observations with a
 * strong seasonal cycle, and the detectors expect seasonally adjusted data (each seasonal turn reads as
 * a trend break and each summer as an extreme; replaying the bundled weather series flags hundreds of
 * such "signals"). Other series that happen to be seasonal are evaluated as they are; on the bundled
 * raw CO2 record the seasonal swings only widen the detectors' noise estimates, so nothing is flagged
 * there (its seasonally adjusted twin carries the signals). Periods dated after today (projections)
 * are not evaluated.
 *
 * History replay. The first time a series is materialized, its history is replayed: the detectors run
 * at every period t on the observations up to t, and the interval state machine (nextIntervalState) is
 * fed each result with the period's start date (00:00Z) as its clock, the latest period included. That
 * gives a record of past episodes in data time: valid_from is when a condition began, detected_at the
 * period whose data first showed it, last_seen_at the last period that still showed it and valid_to the
 * first period that no longer did. (Without the replay, a series would only ever show the condition at
 * the end of its data: the 2008–2009 recession would be invisible in series that end in 2015.) A replay
 * makes at most REPLAY_POINT_BUDGET / n evaluations (replayIndices): every period of a series up to about
 * 2,000 points (every bundled monthly series; the 741-point CO2 record takes about 0.4 s), and for longer
 * ones (the daily prices) their latest periods one by one and older ones every k-th period. The series is
 * read, and a replay walked, before its transaction (readAhead); the transaction keeps that work if nothing
 * it read has changed meanwhile, and does it again otherwise.
 *
 * Later runs. Once replayed, a series is evaluated at its latest period only, with the run's wall clock
 * (`now`) as the clock: an open interval that still holds gets last_seen_at = now (and fresh strength and
 * evidence), one that no longer holds is closed with valid_to = now, a flipped direction closes it and
 * opens a new one whose valid_from is the start of the new run (00:00Z), and a new condition opens with
 * detected_at = last_seen_at = now, so a client polling for new signals sees them as new. Several
 * periods arriving between two runs are judged at the newest one only. Running twice in a row therefore
 * changes nothing but last_seen_at. The series' history is replayed again (its intervals are deleted
 * and rebuilt, so their ids change, and its timestamps go back to data time) when observations up to the
 * last evaluated period were revised or removed, or when DETECTOR_VERSION changes.
 *
 * Bookkeeping in `job_cursors`: "materialize-signals" holds the last series processed (indicator id and
 * region), so a run stopped by its time budget continues there next time; it is reset when a run
 * reaches the end. "materialize-signals/series/<indicator id>/<region>" holds, per series, the last
 * period evaluated, how many observation rows existed up to it (a changed count means a revision) and
 * the detector version. Each series is handled in one transaction: its state row is locked first (so
 * two overlapping runs take turns on a series), then its interval changes, its state and the run's
 * cursor are written together.
 */

import type { Database } from "../db/client.js";
import { seriesPoints } from "../db/queries/observations.js";
import {
  closeInterval,
  deleteSeriesIntervals,
  insertIntervals,
  listSignalSeries,
  lockJobCursor,
  observationRowCounts,
  openIntervalsForUpdate,
  readJobCursor,
  updateInterval,
  writeJobCursor,
  type NewInterval,
  type SignalSeriesRow,
  type StoredOpenInterval,
} from "../db/queries/signals.js";
import type { Frequency, Point } from "../domain/series.js";
import {
  evaluateSignals,
  nextIntervalState,
  signalSettings,
  type SignalDirection,
  type SignalStrength,
  type SignalType,
} from "../domain/signals.js";
import type { Log } from "../log.js";
import { utcSeconds } from "../domain/time.js";

export const MATERIALIZE_JOB = "materialize-signals";
/** Bump when the detectors or the replay change in a way that should rebuild every stored history. */
export const DETECTOR_VERSION = 21;
/** Categories whose series are never evaluated (raw seasonal observations; see the file comment). */
export const SKIPPED_CATEGORIES = ["weather"] as const;
/** Upper bound of points × evaluated periods of one history replay (replayIndices). */
export const REPLAY_POINT_BUDGET = 4_000_000;

const SIGNAL_TYPES: readonly SignalType[] = ["acceleration", "extreme", "trend_break"];
const FREQUENCIES: readonly Frequency[] = ["daily", "weekly", "monthly", "quarterly", "annual", "quinquennial", "decennial"];

export interface MaterializeDeps {
  db: Database;
  log: Log;
  now: () => Date;
}

export interface MaterializeOptions {
  /** Stop starting new series once this much time has passed (default 25 s); at least one series runs. */
  budgetMs?: number;
  /** Series listed per query (default 200). */
  batchSize?: number;
  /**
   * Only these indicators (tests, or an operator re-running a few). Such a run keeps its place under
   * its own cursor name so it never moves the scheduled run's cursor.
   */
  indicatorIds?: string[];
}

export interface MaterializeResult {
  /** Series processed by this run. */
  series: number;
  /** Intervals inserted (a replay inserts past, already closed episodes too). */
  opened: number;
  /** Stored open intervals refreshed (last_seen_at, strength, evidence). */
  updated: number;
  /** Intervals closed (valid_to set) by this run, past episodes of a replay included. */
  closed: number;
  /** Whether the run reached the last series (the cursor is reset). */
  done: boolean;
  /** Series whose transaction failed (logged and skipped until the next pass). */
  failed: number;
}

/** The fewest points any detector needs at this frequency: shorter series cannot be flagged at all. */
export function minimumPoints(frequency: Frequency): number {
  const s = signalSettings(frequency);
  return Math.min(3 * s.k + 12, s.minHistory + 1, 2 * s.breakMinSide + s.breakHoldout);
}

const isFrequency = (f: string | null): f is Frequency => f !== null && (FREQUENCIES as readonly string[]).includes(f);

/** A period's first day as an RFC 3339 UTC time. */
const periodStamp = (date: string) => `${date}T00:00:00Z`;

// ---------------------------------------------------------------------------------------------------
// The walk over a series (pure)

/** An interval while the job works on it: a stored open one (storedId) or one this run creates. */
export interface Episode {
  storedId: string | null;
  type: SignalType;
  direction: string | null;
  strength: SignalStrength;
  validFrom: string;
  detectedAt: string;
  lastSeenAt: string;
  evidence: Record<string, unknown>;
  validTo: string | null;
  /** A stored interval whose last_seen_at, strength and evidence were refreshed. */
  refreshed: boolean;
}

/** The indices from..n−1, ascending: a walk that evaluates every period from `from` on. */
export function everyPeriodFrom(from: number, n: number): number[] {
  const start = Math.max(0, from);
  return Array.from({ length: Math.max(0, n - start) }, (_, i) => start + i);
}

/**
 * The periods a history replay of n points evaluates, ascending, the latest always among them. Every period
 * from the first a detector can judge while that fits the budget (REPLAY_POINT_BUDGET / n evaluations: every
 * bundled monthly and quarterly series). A longer series (the daily prices since 1986) spends a quarter of
 * its evaluations on its latest periods, one each, and the rest on every k-th period before them (k, the
 * pace span: 7 trading days), so its older years, 2020 included, are replayed too, with dates up to k − 1
 * periods late.
 */
export function replayIndices(n: number, frequency: Frequency): number[] {
  const first = minimumPoints(frequency) - 1;
  const evaluations = Math.max(1, Math.floor(REPLAY_POINT_BUDGET / n));
  if (n - first <= evaluations) return everyPeriodFrom(first, n);
  const dense = Math.max(1, Math.floor(evaluations / 4));
  const { k } = signalSettings(frequency);
  const sparse: number[] = [];
  for (let t = n - dense - k, left = evaluations - dense; t >= first && left > 0; t -= k, left--) sparse.push(t);
  return [...sparse.reverse(), ...everyPeriodFrom(n - dense, n)];
}

/**
 * The interval state machine fed one evaluated period at a time, starting from the given open intervals.
 * `wallClock` is the time of a later run's evaluation; null replays the history in data time (each period
 * evaluated at its own date). `episodes` holds every interval touched or created, in creation order.
 */
export class SeriesWalk {
  readonly episodes: Episode[];
  private readonly current = new Map<SignalType, Episode>();
  // In a replay, valid_to of the interval of each type and direction closed last: a new one in the same
  // direction never starts before it. A run of extremes hidden for a few periods behind a stronger change
  // (evaluateSignals) reappears with the start of the whole run, part of which the closed interval already
  // covers. (The other direction may overlap: a break above the slump's line can begin while the series is
  // still below the line before the slump. A later run closes in wall-clock time, not comparable with a
  // period's date.)
  private readonly closedAt = new Map<string, string>();

  constructor(
    private readonly points: readonly Point[],
    private readonly frequency: Frequency,
    open: Episode[],
    private readonly wallClock: string | null,
  ) {
    for (const e of open) this.current.set(e.type, e);
    this.episodes = [...open];
  }

  /** Evaluates period t (periods are fed in ascending order). */
  step(t: number): void {
    const { current, closedAt, wallClock } = this;
    const now = wallClock ?? periodStamp(this.points[t]!.date);
    const detections = evaluateSignals(this.points.slice(0, t + 1), this.frequency);
    for (const type of SIGNAL_TYPES) {
      const detection = detections.find((d) => d.type === type) ?? null;
      const episode = current.get(type) ?? null;
      const step = nextIntervalState(
        episode
          ? {
              type,
              direction: episode.direction,
              valid_from: episode.validFrom,
              detected_at: episode.detectedAt,
              last_seen_at: episode.lastSeenAt,
              strength: episode.strength,
            }
          : null,
        detection,
        now,
      );
      if (step.update && episode) {
        episode.lastSeenAt = step.update.last_seen_at;
        episode.strength = step.update.strength;
        episode.evidence = step.update.evidence;
        if (episode.storedId) episode.refreshed = true;
      }
      if (step.close && episode) {
        episode.validTo = step.close.valid_to;
        if (wallClock === null) closedAt.set(`${type}/${episode.direction}`, step.close.valid_to);
        current.delete(type);
      }
      if (step.open) {
        const lastClosed = closedAt.get(`${type}/${step.open.direction}`);
        const startsAt = periodStamp(step.open.valid_from);
        const fresh: Episode = {
          storedId: null,
          type,
          direction: step.open.direction,
          strength: step.open.strength,
          validFrom: lastClosed !== undefined && lastClosed > startsAt ? lastClosed : startsAt,
          detectedAt: step.open.detected_at,
          lastSeenAt: step.open.last_seen_at,
          evidence: step.open.evidence,
          validTo: null,
          refreshed: false,
        };
        this.episodes.push(fresh);
        current.set(type, fresh);
      }
    }
  }
}

/** A SeriesWalk over the given periods (ascending indices), at once; its episodes. */
export function walkSeries(
  points: readonly Point[],
  frequency: Frequency,
  open: Episode[],
  periods: readonly number[],
  wallClock: string | null,
): Episode[] {
  const walk = new SeriesWalk(points, frequency, open, wallClock);
  for (const t of periods) walk.step(t);
  return walk.episodes;
}

// ---------------------------------------------------------------------------------------------------
// One series

interface SeriesState {
  v: number;
  /** Last period evaluated. */
  through: string;
  /** Observation rows (all revisions) up to `through` when it was evaluated. */
  rows: number;
}

const seriesStateName = (s: { indicator_id: string; region_code: string }) => `${MATERIALIZE_JOB}/series/${s.indicator_id}/${s.region_code}`;

function parseState(position: string | null): SeriesState | null {
  if (!position) return null;
  try {
    const v = JSON.parse(position) as Partial<SeriesState>;
    if (typeof v.v === "number" && typeof v.through === "string" && typeof v.rows === "number") return v as SeriesState;
  } catch {
    // an unreadable state is treated as none: the series is replayed
  }
  return null;
}

const storedEpisode = (r: StoredOpenInterval): Episode | null =>
  (SIGNAL_TYPES as readonly string[]).includes(r.type)
    ? {
        storedId: r.id,
        type: r.type as SignalType,
        direction: r.direction,
        strength: r.strength as SignalStrength,
        validFrom: r.valid_from,
        detectedAt: r.detected_at,
        lastSeenAt: r.last_seen_at,
        evidence: {},
        validTo: null,
        refreshed: false,
      }
    : null;

interface SeriesOutcome {
  opened: number;
  updated: number;
  closed: number;
  replayed: boolean;
}

/** The stored points of a series up to today, the finite ones. */
async function readSeriesPoints(db: Database, s: SignalSeriesRow, today: string): Promise<Point[]> {
  return (await seriesPoints(db, s.indicator_id, s.region_code, { end: today })).filter(
    (p): p is Point => p.value !== null && Number.isFinite(p.value),
  );
}

/** What a series' run read before its transaction, and the replay walked on it when one was due. */
interface SeriesReadAhead {
  stateText: string | null;
  points: Point[];
  /** Observation rows up to the state's last evaluated period and up to the last point (null: no points). */
  counts: { previous: number; current: number } | null;
  /** The replay's intervals when one was due, else null. */
  replayed: Episode[] | null;
}

/** Whether the series' history must be replayed: never materialized, another detector version, or revised. */
const replayDue = (state: SeriesState | null, counts: { previous: number }) =>
  !state || state.v !== DETECTOR_VERSION || counts.previous !== state.rows;

/** Milliseconds a replay walked ahead computes before it lets the event loop serve requests. */
const WALK_SLICE_MS = 20;

/** Observation rows of the series up to the state's last evaluated period and up to its last point; null without points. */
const rowCounts = (db: Database, s: SignalSeriesRow, state: SeriesState | null, points: Point[]) => {
  const last = points.at(-1);
  return last ? observationRowCounts(db, s.indicator_id, s.region_code, { previous: state?.through ?? null, current: last.date }) : Promise.resolve(null);
};

const sameCounts = (a: SeriesReadAhead["counts"], b: SeriesReadAhead["counts"]) => a?.previous === b?.previous && a?.current === b?.current;

/**
 * Reads a series outside any transaction and, when its history is due for a replay, walks it there, in slices:
 * on a long daily series the walk takes seconds, during which an embedded database (one connection) would
 * answer no request if a transaction waited on it, and Node's event loop none at all.
 */
async function readAhead(db: Database, s: SignalSeriesRow & { frequency: Frequency }, today: string): Promise<SeriesReadAhead> {
  const stateText = await readJobCursor(db, seriesStateName(s));
  const state = parseState(stateText);
  const points = await readSeriesPoints(db, s, today);
  const counts = await rowCounts(db, s, state, points);
  if (!counts || !replayDue(state, counts)) return { stateText, points, counts, replayed: null };
  const walk = new SeriesWalk(points, s.frequency, [], null);
  let sliceStart = Date.now();
  for (const t of replayIndices(points.length, s.frequency)) {
    walk.step(t);
    if (Date.now() - sliceStart >= WALK_SLICE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      sliceStart = Date.now();
    }
  }
  return { stateText, points, counts, replayed: walk.episodes };
}

async function materializeSeries(
  db: Database,
  s: SignalSeriesRow & { frequency: Frequency },
  clock: { now: string; today: string },
  cursor: { name: string; position: string },
): Promise<SeriesOutcome> {
  const ahead = await readAhead(db, s, clock.today);
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const stateName = seriesStateName(s);
    const stateText = await lockJobCursor(tx, stateName);
    const state = parseState(stateText);
    // what was read ahead stands while nothing in it has changed since: the series' state (no other run got
    // here first) and its observations up to the last point read (no row added, revised or removed)
    const unchanged = stateText === ahead.stateText && sameCounts(await rowCounts(tx, s, state, ahead.points), ahead.counts);
    const points = unchanged ? ahead.points : await readSeriesPoints(tx, s, clock.today);
    const outcome: SeriesOutcome = { opened: 0, updated: 0, closed: 0, replayed: false };
    const last = points.at(-1);
    const counts = unchanged ? ahead.counts : await rowCounts(tx, s, state, points);
    if (last && counts) {
      const replay = replayDue(state, counts);
      let open: Episode[] = [];
      if (replay) await deleteSeriesIntervals(tx, s.indicator_id, s.region_code);
      else open = (await openIntervalsForUpdate(tx, s.indicator_id, s.region_code)).map(storedEpisode).filter((e): e is Episode => e !== null);

      const n = points.length;
      // a replay reconstructs in data time; a later run observes in wall-clock time
      const episodes = !replay
        ? walkSeries(points, s.frequency, open, [n - 1], clock.now)
        : ((unchanged ? ahead.replayed : null) ?? walkSeries(points, s.frequency, open, replayIndices(n, s.frequency), null));

      const inserts: NewInterval[] = [];
      for (const e of episodes) {
        if (e.storedId) {
          if (e.refreshed) {
            await updateInterval(tx, e.storedId, { lastSeenAt: e.lastSeenAt, strength: e.strength, evidence: e.evidence, validTo: e.validTo });
            outcome.updated++;
          } else if (e.validTo) {
            await closeInterval(tx, e.storedId, e.validTo);
          }
          if (e.validTo) outcome.closed++;
        } else {
          inserts.push({
            indicatorId: s.indicator_id,
            region: s.region_code,
            type: e.type,
            strength: e.strength,
            direction: e.direction as SignalDirection,
            validFrom: e.validFrom,
            validTo: e.validTo,
            detectedAt: e.detectedAt,
            lastSeenAt: e.lastSeenAt,
            evidence: e.evidence,
          });
          outcome.opened++;
          if (e.validTo) outcome.closed++;
        }
      }
      // closes before opens: a flip frees the one open slot per type before the new interval takes it
      await insertIntervals(tx, inserts);
      await writeJobCursor(tx, stateName, JSON.stringify({ v: DETECTOR_VERSION, through: last.date, rows: counts.current } satisfies SeriesState));
      outcome.replayed = replay;
    }
    await writeJobCursor(tx, cursor.name, cursor.position);
    return outcome;
  });
}

// ---------------------------------------------------------------------------------------------------
// The run

const positionOf = (s: { indicator_id: string; region_code: string }) => `${s.indicator_id}|${s.region_code}`;

function parsePosition(position: string | null): { indicatorId: string; region: string } | null {
  if (!position) return null;
  const bar = position.indexOf("|");
  if (bar <= 0) return null;
  const indicatorId = position.slice(0, bar);
  if (!/^[0-9a-f-]{36}$/i.test(indicatorId)) return null;
  return { indicatorId, region: position.slice(bar + 1) };
}

/**
 * Evaluates stored series and writes their signal intervals, resuming where the previous run stopped;
 * see the file comment. Stops starting new series once `budgetMs` has passed.
 */
export async function materializeSignals(deps: MaterializeDeps, opts: MaterializeOptions = {}): Promise<MaterializeResult> {
  const { db, log } = deps;
  const budgetMs = opts.budgetMs ?? 25_000;
  const batchSize = Math.max(1, opts.batchSize ?? 200);
  const cursorName = opts.indicatorIds ? `${MATERIALIZE_JOB}:selected` : MATERIALIZE_JOB;
  const startedAt = Date.now();
  const nowDate = deps.now();
  const clock = { now: utcSeconds(nowDate), today: nowDate.toISOString().slice(0, 10) };
  const minPoints = Object.fromEntries(FREQUENCIES.map((f) => [f, minimumPoints(f)]));
  const result: MaterializeResult = { series: 0, opened: 0, updated: 0, closed: 0, done: false, failed: 0 };
  let replayed = 0;

  let after = parsePosition(await readJobCursor(db, cursorName));
  run: for (;;) {
    const batch = await listSignalSeries(db, {
      after,
      limit: batchSize,
      minPoints,
      skipCategories: SKIPPED_CATEGORIES,
      indicatorIds: opts.indicatorIds,
    });
    for (const s of batch) {
      if (result.series > 0 && Date.now() - startedAt >= budgetMs) break run;
      const position = positionOf(s);
      if (isFrequency(s.frequency)) {
        try {
          const outcome = await materializeSeries(db, { ...s, frequency: s.frequency }, clock, { name: cursorName, position });
          result.opened += outcome.opened;
          result.updated += outcome.updated;
          result.closed += outcome.closed;
          if (outcome.replayed) replayed++;
        } catch (err) {
          result.failed++;
          log.warn("signal materialization failed for a series; it is retried on the next pass", {
            indicator: s.code,
            region: s.region_code,
            error: err instanceof Error ? err.message : String(err),
          });
          await writeJobCursor(db, cursorName, position);
        }
      }
      result.series++;
      after = { indicatorId: s.indicator_id, region: s.region_code };
      // let requests waiting on the event loop (and on an embedded database's one connection) go first
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (batch.length < batchSize) {
      await writeJobCursor(db, cursorName, null);
      result.done = true;
      break;
    }
  }
  log.info("signals materialized", { ...result, replayed, ms: Date.now() - startedAt });
  return result;
}
