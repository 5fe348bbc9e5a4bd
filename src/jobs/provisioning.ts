import { and, eq, sql } from "drizzle-orm";
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

export class UpstreamFailure extends Error {
  constructor(
    message: string,
    /** A retry may succeed (rate limit, 5xx, network); false for "no such series". */
    readonly retryable: boolean,
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

export const PROVISIONING_RETRY_AFTER_SECONDS = 5;
export const MAX_PROVISIONING_ATTEMPTS = 5;

export type ProvisioningState =
  | { state: "pending"; jobId: string }
  | { state: "failed"; jobId: string; reason: string }
  | { state: "done"; jobId: string };

/**
 * Records that a series is wanted. The unique (indicator, region) row makes identical misses, concurrent
 * or not, share one job; only the request that created it enqueues the message.
 */
export async function requestProvisioning(
  db: Database,
  queue: ProvisioningQueue,
  indicatorId: string,
  regionCode: string,
): Promise<ProvisioningState> {
  const created = await db
    .insert(provisioningJobs)
    .values({ indicatorId, regionCode })
    .onConflictDoNothing({ target: [provisioningJobs.indicatorId, provisioningJobs.regionCode] })
    .returning({ id: provisioningJobs.id });
  if (created[0]) {
    await queue.send({ jobId: created[0].id });
    return { state: "pending", jobId: created[0].id };
  }
  const [job] = await db
    .select()
    .from(provisioningJobs)
    .where(and(eq(provisioningJobs.indicatorId, indicatorId), eq(provisioningJobs.regionCode, regionCode)));
  if (!job) throw new Error("provisioning job vanished");
  if (job.status === "failed") return { state: "failed", jobId: job.id, reason: job.lastError ?? "the source returned no data" };
  if (job.status === "done") return { state: "done", jobId: job.id };
  return { state: "pending", jobId: job.id };
}

interface JobRow {
  id: string;
  indicator_id: string;
  indicator_code: string;
  upstream: string | null;
  region_code: string;
  region_type: string;
  postal: string | null;
  status: string;
  attempts: number;
}

/**
 * Runs one provisioning job. The fetched series is stored and the job marked done in ONE transaction, so a
 * crash mid-job leaves no partial series; a redelivered message finds the job done and does nothing, and
 * re-inserting is idempotent anyway (unchanged values write no row).
 * Throws when the attempt failed but may succeed later, so the queue redelivers it with backoff.
 */
export async function runProvisioningJob(
  deps: { db: Database; log: Log; upstreams: Record<string, UpstreamConnector>; now: () => Date },
  jobId: string,
): Promise<"done" | "failed" | "skipped"> {
  const { db, log } = deps;
  const [job] = rowsOf<JobRow>(
    await db.execute(sql`
      SELECT j.id, j.indicator_id::text, i.code AS indicator_code, i.upstream, j.region_code, r.type AS region_type,
             r.postal, j.status, j.attempts
      FROM provisioning_jobs j JOIN indicators i ON i.id = j.indicator_id JOIN regions r ON r.code = j.region_code
      WHERE j.id = ${jobId}`),
  );
  if (!job || job.status === "done" || job.status === "failed") return "skipped";

  const connector = job.upstream ? deps.upstreams[job.upstream] : undefined;
  const region = { code: job.region_code, type: job.region_type, postal: job.postal };
  const attempt = job.attempts + 1;
  await db.update(provisioningJobs).set({ status: "running", attempts: attempt, updatedAt: deps.now().toISOString() }).where(eq(provisioningJobs.id, jobId));

  const fail = async (reason: string) => {
    await db.update(provisioningJobs).set({ status: "failed", lastError: reason, updatedAt: deps.now().toISOString() }).where(eq(provisioningJobs.id, jobId));
    log.warn("provisioning failed", { job: jobId, indicator: job.indicator_code, region: job.region_code, reason });
    return "failed" as const;
  };

  if (!connector || !connector.publishes(job.indicator_code, region)) {
    return fail("no upstream source is configured for this series");
  }
  let records: ObservationRecord[];
  try {
    records = await connector.fetchSeries(job.indicator_code, region);
  } catch (err) {
    const retryable = err instanceof UpstreamFailure ? err.retryable : true;
    const reason = err instanceof Error ? err.message : String(err);
    if (!retryable || attempt >= MAX_PROVISIONING_ATTEMPTS) return fail(reason);
    await db
      .update(provisioningJobs)
      .set({ status: "queued", lastError: reason, updatedAt: deps.now().toISOString() })
      .where(eq(provisioningJobs.id, jobId));
    throw err;
  }
  if (records.length === 0) return fail("the source has no observations for this series");

  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await insertObservations(tx, new Map([[job.indicator_code, job.indicator_id]]), records, null);
    await refreshCoverage(tx, [job.indicator_id]);
    await tx
      .update(provisioningJobs)
      .set({ status: "done", lastError: null, updatedAt: deps.now().toISOString() })
      .where(eq(provisioningJobs.id, jobId));
  });
  log.info("provisioned", { job: jobId, indicator: job.indicator_code, region: job.region_code, observations: records.length });
  return "done";
}
