import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { rowsOf } from "../db/client.js";
import { provisioningJobs } from "../db/schema.js";
import type { Log } from "../log.js";
import type { ObservationRecord } from "../sources/types.js";
import { insertObservations, refreshCoverage } from "./load-bundled-data.js";

/** An upstream source that can load one series for one region on demand. */
export interface UpstreamConnector {
  /** Whether the source publishes this indicator for this region (a mapping exists). */
  publishes(indicatorCode: string, region: { code: string; type: string; postal: string | null }): boolean;
  /** All observations of that series; an empty array when the source has none. Throws UpstreamFailure. */
  fetchSeries(indicatorCode: string, region: { code: string; type: string; postal: string | null }): Promise<ObservationRecord[]>;
}

/**
 * no_data: the source has no such series (final, the read answers 404).
 * unavailable: the source could not be asked or gave no usable answer (unreachable, timed out, 5xx, 429, a
 * garbled body, a refused request); a later attempt may succeed.
 */
export type UpstreamFailureKind = "no_data" | "unavailable";

export class UpstreamFailure extends Error {
  constructor(
    message: string,
    readonly kind: UpstreamFailureKind,
  ) {
    super(message);
  }
}

export interface ProvisioningMessage {
  jobId: string;
}

/** The queue port: Cloudflare Queues on Workers, an in-process queue in Node. */
export interface ProvisioningQueue {
  send(message: ProvisioningMessage): Promise<void>;
}

/** Retry-After of the 202 while a job is pending. */
const PROVISIONING_RETRY_AFTER_SECONDS = 5;
/** A client is answered 202 this long after the current round was requested; later, 503 upstream_unavailable. */
export const PROVISIONING_PATIENCE_MS = 30_000;
/** Retry-After of that 503 while the round is still trying in the background. */
const PROVISIONING_OVERDUE_RETRY_AFTER_SECONDS = 30;
/** Attempts (queue deliveries) in one round; after the last one the job backs off. */
export const MAX_PROVISIONING_ATTEMPTS = 5;
/**
 * A queued or running job not touched for this long has lost its message or its worker, and the next
 * identical request (or a redelivered message) takes it over. Well above one attempt, which the FRED
 * connector bounds to well under a minute per page (src/adapters/upstream-fred.ts); a worker that
 * overruns it anyway only loses its fence, it cannot write over its successor.
 */
export const PROVISIONING_LEASE_MS = 2 * 60_000;
/** Wait after the n-th consecutive failed round: first · 2^(n-1), at most max (30 s, 1, 2, 4, 8, 15 min). */
const PROVISIONING_BACKOFF = { firstMs: 30_000, maxMs: 15 * 60_000 };

function provisioningBackoffMs(failedRounds: number): number {
  return Math.min(PROVISIONING_BACKOFF.maxMs, PROVISIONING_BACKOFF.firstMs * 2 ** Math.max(0, failedRounds - 1));
}

export type ProvisioningState =
  | { state: "pending"; jobId: string; retryAfterSeconds: number }
  /** The upstream failed this round, or the round is taking longer than a client should wait. */
  | { state: "unavailable"; jobId: string; retryAfterSeconds: number }
  | { state: "failed"; jobId: string; reason: string }
  | { state: "done"; jobId: string };

type JobStatus = "queued" | "running" | "done" | "failed" | "backoff";
const status = (s: JobStatus) => eq(provisioningJobs.status, s);

const leaseCutoff = (now: Date) => new Date(now.getTime() - PROVISIONING_LEASE_MS).toISOString();

/**
 * Records that a series is wanted and says where it stands. The unique (indicator, region) row makes
 * identical misses share one job. A message is sent only by the request that created the row or that won
 * the conditional UPDATE starting a new round (a backoff that has run out, or a queued/running job whose
 * lease expired), so concurrent identical requests start each round once.
 */
export async function requestProvisioning(
  db: Database,
  queue: ProvisioningQueue,
  indicatorId: string,
  regionCode: string,
  now: Date,
): Promise<ProvisioningState> {
  const at = now.toISOString();
  const created = await db
    .insert(provisioningJobs)
    .values({ indicatorId, regionCode, createdAt: at, requestedAt: at, updatedAt: at })
    .onConflictDoNothing({ target: [provisioningJobs.indicatorId, provisioningJobs.regionCode] })
    .returning({ id: provisioningJobs.id });
  const series = and(eq(provisioningJobs.indicatorId, indicatorId), eq(provisioningJobs.regionCode, regionCode));
  const started =
    created[0] ??
    (
      await db
        .update(provisioningJobs)
        .set({ status: "queued", roundAttempts: 0, nextAttemptAt: null, requestedAt: at, updatedAt: at })
        .where(
          and(
            series,
            or(
              and(status("backoff"), or(isNull(provisioningJobs.nextAttemptAt), lte(provisioningJobs.nextAttemptAt, at))),
              and(inArray(provisioningJobs.status, ["queued", "running"] satisfies JobStatus[]), lte(provisioningJobs.updatedAt, leaseCutoff(now))),
            ),
          ),
        )
        .returning({ id: provisioningJobs.id })
    )[0];
  if (started) {
    await queue.send({ jobId: started.id });
    return { state: "pending", jobId: started.id, retryAfterSeconds: PROVISIONING_RETRY_AFTER_SECONDS };
  }

  const [job] = await db.select().from(provisioningJobs).where(series);
  if (!job) throw new Error("provisioning job vanished");
  switch (job.status as JobStatus) {
    case "done":
      return { state: "done", jobId: job.id };
    case "failed":
      return { state: "failed", jobId: job.id, reason: job.lastError ?? "the source returned no data" };
    case "backoff": {
      const waitMs = Date.parse(job.nextAttemptAt ?? at) - now.getTime();
      return { state: "unavailable", jobId: job.id, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    default:
      return now.getTime() - Date.parse(job.requestedAt) < PROVISIONING_PATIENCE_MS
        ? { state: "pending", jobId: job.id, retryAfterSeconds: PROVISIONING_RETRY_AFTER_SECONDS }
        : { state: "unavailable", jobId: job.id, retryAfterSeconds: PROVISIONING_OVERDUE_RETRY_AFTER_SECONDS };
  }
}

interface JobRow {
  indicator_id: string;
  indicator_code: string;
  upstream: string | null;
  region_code: string;
  region_type: string;
  postal: string | null;
}

/** Thrown inside the storing transaction when another worker took the job over meanwhile. */
class LostLease extends Error {}

/**
 * Runs one attempt of a provisioning job. The attempt first claims the job (queued, or running with an
 * expired lease → running, attempts + 1) in one conditional UPDATE, so one worker at a time works on it;
 * every later write must still match that attempt number, so a worker that lost its lease changes nothing.
 * The fetched series is stored and the job marked done in ONE transaction: a crash mid-job leaves no partial
 * series, and a redelivered message finds the job done and does nothing.
 * Throws when the attempt failed but the round has attempts left, so the queue redelivers it with backoff;
 * the round's last failure puts the job in backoff instead (a later request starts a new round).
 */
export async function runProvisioningJob(
  deps: { db: Database; log: Log; upstreams: Record<string, UpstreamConnector>; now: () => Date },
  jobId: string,
): Promise<"done" | "failed" | "backoff" | "skipped"> {
  const { db, log } = deps;
  const claimedAt = deps.now();
  const [claim] = await db
    .update(provisioningJobs)
    .set({
      status: "running",
      attempts: sql`${provisioningJobs.attempts} + 1`,
      roundAttempts: sql`${provisioningJobs.roundAttempts} + 1`,
      updatedAt: claimedAt.toISOString(),
    })
    .where(
      and(
        eq(provisioningJobs.id, jobId),
        or(status("queued"), and(status("running"), lte(provisioningJobs.updatedAt, leaseCutoff(claimedAt)))),
      ),
    )
    .returning({ attempts: provisioningJobs.attempts, roundAttempts: provisioningJobs.roundAttempts, failedRounds: provisioningJobs.failedRounds });
  if (!claim) return "skipped";
  const held = and(eq(provisioningJobs.id, jobId), status("running"), eq(provisioningJobs.attempts, claim.attempts));

  const [job] = rowsOf<JobRow>(
    await db.execute(sql`
      SELECT j.indicator_id::text, i.code AS indicator_code, i.upstream, j.region_code, r.type AS region_type, r.postal
      FROM provisioning_jobs j JOIN indicators i ON i.id = j.indicator_id JOIN regions r ON r.code = j.region_code
      WHERE j.id = ${jobId}`),
  );
  if (!job) return "skipped";
  const connector = job.upstream ? deps.upstreams[job.upstream] : undefined;
  const region = { code: job.region_code, type: job.region_type, postal: job.postal };
  const about = { job: jobId, indicator: job.indicator_code, region: job.region_code, attempt: claim.roundAttempts };

  try {
    if (!connector || !connector.publishes(job.indicator_code, region)) {
      throw new UpstreamFailure("no upstream source is configured for this series", "no_data");
    }
    const records = await connector.fetchSeries(job.indicator_code, region);
    if (records.length === 0) throw new UpstreamFailure("the source has no observations for this series", "no_data");
    await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const marked = await tx
        .update(provisioningJobs)
        .set({ status: "done", lastError: null, failedRounds: 0, nextAttemptAt: null, updatedAt: deps.now().toISOString() })
        .where(held)
        .returning({ id: provisioningJobs.id });
      if (!marked[0]) throw new LostLease();
      await insertObservations(tx, new Map([[job.indicator_code, job.indicator_id]]), records, null);
      await refreshCoverage(tx, [job.indicator_id]);
    });
    log.info("provisioned", { ...about, observations: records.length });
    return "done";
  } catch (err) {
    if (err instanceof LostLease) return "skipped";
    const reason = err instanceof Error ? err.message : String(err);
    const failedAt = deps.now();
    const record = async (values: Partial<typeof provisioningJobs.$inferInsert>) =>
      (await db.update(provisioningJobs).set({ ...values, lastError: reason, updatedAt: failedAt.toISOString() }).where(held).returning({ id: provisioningJobs.id }))
        .length > 0;

    if (err instanceof UpstreamFailure && err.kind === "no_data") {
      if (!(await record({ status: "failed" }))) return "skipped";
      log.warn("provisioning failed: the source has no such series", { ...about, reason });
      return "failed";
    }
    if (claim.roundAttempts < MAX_PROVISIONING_ATTEMPTS) {
      if (!(await record({ status: "queued" }))) return "skipped";
      throw err;
    }
    const failedRounds = claim.failedRounds + 1;
    const nextAttemptAt = new Date(failedAt.getTime() + provisioningBackoffMs(failedRounds));
    if (!(await record({ status: "backoff", failedRounds, nextAttemptAt: nextAttemptAt.toISOString() }))) return "skipped";
    log.warn("provisioning round failed; the upstream is unavailable", { ...about, reason, failed_rounds: failedRounds, next_attempt_at: nextAttemptAt.toISOString() });
    return "backoff";
  }
}
