import type { Database } from "../db/client.js";
import type { DataVersion } from "../deps.js";
import type { KeyActor } from "../db/queries/api-keys.js";
import { briefingOwner, claimRun, claimRunAs, dueBriefings, finishRun, type BriefingRow, type BriefingRunRow } from "../db/queries/briefings.js";
import { AccessRefused, keyStanding, readerOfKey, type Reader } from "../domain/access.js";

/** One cited value in an answer, as the ask engine returns it. */
export interface AnswerCitation {
  indicator: string;
  region: string;
  period_start: string;
  value: number | null;
  unit: string | null;
  source: { slug: string; name: string };
  path: string;
}

export interface AnswerInput {
  q: string;
  region?: string;
  window?: string;
  depth: "briefing";
}

export interface AnswerResult {
  question: string;
  status: "answered" | "no_data" | "unresolved";
  answer: string;
  facts: unknown;
  citations: AnswerCitation[];
  trace: unknown;
  interpreted: unknown;
}

/**
 * The shape of the ask engine's `answerQuestion`; injected so briefings do not depend on where it lives.
 * `access` is the owning key's reader; the engine throws AccessRefused for a read it does not allow.
 */
export type AnswerFn = (deps: { db: Database; access: Reader; dataVersion?: number | null }, input: AnswerInput) => Promise<AnswerResult>;

export type RunSlot = string | null;

/** The slot a scheduled run belongs to: the UTC day for daily briefings, the ISO week for weekly ones. */
export function slotFor(cadence: string, now: Date): string {
  if (cadence !== "weekly") return now.toISOString().slice(0, 10);
  // ISO 8601: the week belongs to the year of its Thursday
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** Whether a thrown value is the engine saying it cannot answer right now (rather than a failure). */
function isUnavailable(err: unknown): boolean {
  if (!err || typeof err !== "object") return false;
  const e = err as { code?: unknown; name?: unknown; status?: unknown; message?: unknown };
  if (e.code === "ASK_UNAVAILABLE" || e.code === "unavailable") return true;
  return [e.name, e.code].some((v) => typeof v === "string" && /unavailable/i.test(v)) ||
    (typeof e.message === "string" && /\bunavailable\b/i.test(e.message));
}

export interface RunBriefingDeps {
  db: Database;
  dataVersion?: DataVersion | undefined;
  clock?: { now(): Date };
  log?: { warn(message: string, fields?: Record<string, unknown>): void };
}

/**
 * Answers a briefing's question once and records the attempt. With a slot, the attempt is claimed
 * first. When another trigger already claimed that slot, or the briefing is deleted meanwhile, nothing
 * is recorded and the result is undefined. A run a request asked for is claimed as its key (`as`): a key
 * that can no longer act (revoked, rotated or expired since the request's key check) throws KeyCannotAct,
 * and nothing is recorded.
 *
 * The answer is read with the owning key's access as it is at run time (the key row is read afresh:
 * status, expiry, grants, allowed regions). A revoked or expired key's briefing does not run: the attempt
 * is recorded as `error` saying so (and, being a run, moves the briefing to its next slot). A question that
 * reads a series or region the key may not read is recorded as `error` naming the refusal
 * (`REGION_NOT_ALLOWED: …` or `CATEGORY_NOT_ALLOWED: …`), never as `success` with the values. A question the
 * engine cannot resolve to a series is an `error` too, its message the engine's answer.
 */
export async function runBriefing(
  deps: RunBriefingDeps,
  briefing: BriefingRow,
  answer: AnswerFn,
  opts: { slot?: RunSlot; now?: Date; as?: KeyActor } = {},
): Promise<BriefingRunRow | undefined> {
  const startedAt = opts.now ?? deps.clock?.now() ?? new Date();
  const run = opts.as ? await claimRunAs(deps.db, opts.as, briefing.id, startedAt) : await claimRun(deps.db, briefing.id, opts.slot ?? null, startedAt);
  if (!run) return undefined;
  const began = Date.now();
  const input: AnswerInput = {
    q: briefing.question,
    depth: "briefing",
    ...(briefing.region ? { region: briefing.region } : {}),
    ...(briefing.window ? { window: briefing.window } : {}),
  };
  const completedAt = () => new Date(startedAt.getTime() + (Date.now() - began));
  const refused = (error: string) =>
    finishRun(deps.db, run, { status: "error", result: null, error, usage: { citations: 0, duration_ms: Date.now() - began }, completedAt: completedAt() });
  try {
    const owner = await briefingOwner(deps.db, briefing.apiKeyId);
    const standing = owner ? keyStanding(owner, startedAt) : "inactive";
    if (!owner || standing !== "active") {
      return await refused(`The key that owns this briefing ${standing === "expired" ? "has expired" : `is ${owner?.status ?? "gone"}`}; the briefing does not run`);
    }
    const result = await answer({ db: deps.db, access: readerOfKey(owner), dataVersion: deps.dataVersion?.known() ?? null }, input);
    // a question that names nothing this service holds has no answer: an error saying why (the engine's own
    // words), with the result kept for its trace
    const unresolved = result.status === "unresolved";
    return await finishRun(deps.db, run, {
      status: unresolved ? "error" : result.status === "no_data" ? "no_data" : "success",
      result: result as unknown as Record<string, unknown>,
      error: unresolved ? result.answer : null,
      usage: { citations: Array.isArray(result.citations) ? result.citations.length : 0, duration_ms: Date.now() - began },
      completedAt: completedAt(),
    });
  } catch (err) {
    if (err instanceof AccessRefused) return refused(`${err.refusal.code}: ${err.message}`);
    const unavailable = isUnavailable(err);
    deps.log?.warn("briefing run failed", { briefing: briefing.id, unavailable, error: err instanceof Error ? err.message : String(err) });
    return finishRun(deps.db, run, {
      status: unavailable ? "unavailable" : "error",
      result: null,
      error: unavailable ? "The answer engine is unavailable; the briefing will be retried" : "The briefing could not be answered",
      usage: { citations: 0, duration_ms: Date.now() - began },
      completedAt: completedAt(),
    });
  }
}

/** Active briefings that are due at `now` (a cadence since their last run, or never run). */
export function findDueBriefings(db: Database, now: Date, limit = 1000): Promise<BriefingRow[]> {
  return dueBriefings(db, now, limit);
}

export interface DueRunCounts {
  due: number;
  ran: number;
  skipped: number;
  success: number;
  no_data: number;
  unavailable: number;
  error: number;
}

/**
 * Runs up to `batchSize` due briefings (a few at a time), each claiming its slot for `now`, so a repeated
 * trigger in the same slot runs nothing twice. A failure is recorded on its run; the next slot retries it.
 */
export async function runDueBriefings(
  deps: RunBriefingDeps,
  answer: AnswerFn,
  opts: { now: Date; batchSize?: number; concurrency?: number },
): Promise<DueRunCounts> {
  const batchSize = opts.batchSize ?? 20;
  const concurrency = Math.max(1, opts.concurrency ?? 4);
  const due = await findDueBriefings(deps.db, opts.now, batchSize);
  const counts: DueRunCounts = { due: due.length, ran: 0, skipped: 0, success: 0, no_data: 0, unavailable: 0, error: 0 };
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const briefing = due[next++]!;
      try {
        const run = await runBriefing(deps, briefing, answer, { slot: slotFor(briefing.cadence, opts.now), now: opts.now });
        if (!run) {
          counts.skipped++;
          continue;
        }
        counts.ran++;
        const status = run.status as keyof DueRunCounts;
        if (status in counts && status !== "due" && status !== "ran" && status !== "skipped") counts[status]++;
      } catch (err) {
        // the database itself failed; leave the slot to the next trigger
        counts.error++;
        deps.log?.warn("briefing could not be scheduled", { briefing: briefing.id, error: String(err) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, worker));
  return counts;
}
