import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { rowsOf } from "../db/client.js";
import { provisioningJobs } from "../db/schema.js";
import type { Log } from "../log.js";
import type { IndicatorRecord, ObservationRecord, SourceRecord } from "../sources/types.js";
import { insertObservations, refreshCoverage } from "../db/queries/observations.js";

/** One series as an upstream hands it over. */
export interface UpstreamSeries {
  /** Every observation; empty when the source has none. */
  records: ObservationRecord[];
  /** When the source last changed the series (RFC 3339), stored as the rows' source_updated_at; null if it does not say. */
  sourceUpdatedAt: string | null;
}

/** An upstream source that can load one series for one region on demand. */
export interface UpstreamConnector {
  /** Whether the source publishes this indicator for this region (a mapping exists). */
  publishes(indicatorCode: string, region: { code: string; type: string; postal: string | null }): boolean;
  /** All observations of that series. Throws UpstreamFailure. */
  fetchSeries(indicatorCode: string, region: { code: string; type: string; postal: string | null }): Promise<UpstreamSeries>;
  /** Present when the upstream can also add indicators to the catalog on demand (FRED: any series as fred.<ID>). */
  catalog?: UpstreamCatalog;
}

/** An indicator an upstream describes but that need not be stored yet. */
export interface OnDemandIndicator {
  source: SourceRecord;
  /** `upstream` is the connector's name; `seasonalAdjustment` as the publisher states it (SA, NSA, SAAR) or null. */
  indicator: IndicatorRecord & { seasonalAdjustment: string | null };
  /** When the upstream last changed the series (RFC 3339), or null. */
  updatedAt: string | null;
}

/**
 * The catalog side of an upstream: indicator codes in its own namespace exist as soon as the upstream
 * knows the series, and are stored on the first request for them (registerOnDemandIndicator).
 */
export interface UpstreamCatalog {
  /** Whether this code (in canonical form) is in the upstream's namespace. No I/O. */
  claims(code: string): boolean;
  /** The indicator, or null when the upstream has no such series. Throws UpstreamFailure("unavailable"). */
  describe(code: string): Promise<OnDemandIndicator | null>;
  /** Indicators matching plain words, best first, and how many match in all. Throws UpstreamFailure("unavailable"). */
  search(text: string, page: { limit: number; offset: number }): Promise<{ total: number; items: OnDemandIndicator[] }>;
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
    const { records, sourceUpdatedAt } = await connector.fetchSeries(job.indicator_code, region);
    if (records.length === 0) throw new UpstreamFailure("the source has no observations for this series", "no_data");
    await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const marked = await tx
        .update(provisioningJobs)
        .set({ status: "done", lastError: null, failedRounds: 0, nextAttemptAt: null, updatedAt: deps.now().toISOString() })
        .where(held)
        .returning({ id: provisioningJobs.id });
      if (!marked[0]) throw new LostLease();
      await insertObservations(tx, new Map([[job.indicator_code, job.indicator_id]]), records, sourceUpdatedAt);
      await refreshCoverage(tx, [job.indicator_id]);
      await markSourceUpdated(tx, job.indicator_id, sourceUpdatedAt);
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

// ---------------------------------------------------------------------------
// Indicators created on demand

/** Fixed namespace of the name-based ids below; changing it would change every on-demand indicator's id. */
const ON_DEMAND_ID_NAMESPACE = "a76f7f70-878f-4805-b393-4eba42417846";

/**
 * The id an on-demand indicator has (or will have once stored): a name-based UUID (version 5, RFC 9562)
 * of its code, so a search can list a series that is not stored yet under the id it will keep.
 */
export async function onDemandIndicatorId(code: string): Promise<string> {
  const namespace = ON_DEMAND_ID_NAMESPACE.replace(/-/g, "").match(/../g)!.map((h) => parseInt(h, 16));
  const name = new TextEncoder().encode(code);
  const input = new Uint8Array(namespace.length + name.length);
  input.set(namespace);
  input.set(name, namespace.length);
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-1", input)).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Stores (or brings up to date) an on-demand indicator and its source, and returns the indicator's id.
 * Safe to run concurrently for one code: both writers upsert the same row under the same id. The
 * source's source_updated_at only moves forward (it is the newest update of any of its series).
 */
export async function registerOnDemandIndicator(db: Database, d: OnDemandIndicator): Promise<string> {
  const s = d.source;
  const i = d.indicator;
  await db.execute(sql`
    INSERT INTO sources (slug, name, provider, category, docs_url, description, license, source_updated_at)
    VALUES (${s.slug}, ${s.name}, ${s.provider}, ${s.category}, ${s.docsUrl}, ${s.description}, ${s.license}, ${d.updatedAt}::timestamptz)
    ON CONFLICT (slug) DO UPDATE SET
      name = excluded.name, provider = excluded.provider, category = excluded.category, docs_url = excluded.docs_url,
      description = excluded.description, license = excluded.license,
      source_updated_at = greatest(sources.source_updated_at, excluded.source_updated_at)
    WHERE (sources.name, sources.provider, sources.category, sources.docs_url, sources.description, sources.license)
        IS DISTINCT FROM (excluded.name, excluded.provider, excluded.category, excluded.docs_url, excluded.description, excluded.license)
      OR excluded.source_updated_at > coalesce(sources.source_updated_at, '-infinity')`);
  await db.execute(sql`
    INSERT INTO indicators (id, code, source_id, name, description, category, subcategory, unit, frequency, access_tier,
                            polarity, is_headline, projection, default_region, upstream, seasonal_adjustment)
    SELECT ${await onDemandIndicatorId(i.code)}, ${i.code}, s.id, ${i.name}, ${i.description}, ${i.category}, ${i.subcategory},
           ${i.unit}, ${i.frequency}, ${i.accessTier}, ${i.polarity}, ${i.isHeadline}, ${i.projection ?? false},
           ${i.defaultRegion}, ${i.upstream ?? null}, ${i.seasonalAdjustment}
    FROM sources s WHERE s.slug = ${s.slug}
    ON CONFLICT (source_id, code) DO UPDATE SET
      name = excluded.name, description = excluded.description, unit = excluded.unit, frequency = excluded.frequency,
      seasonal_adjustment = excluded.seasonal_adjustment, upstream = excluded.upstream
    WHERE (indicators.name, indicators.description, indicators.unit, indicators.frequency, indicators.seasonal_adjustment, indicators.upstream)
      IS DISTINCT FROM (excluded.name, excluded.description, excluded.unit, excluded.frequency, excluded.seasonal_adjustment, excluded.upstream)`);
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT i.id FROM indicators i JOIN sources s ON s.id = i.source_id WHERE s.slug = ${s.slug} AND i.code = ${i.code}`),
  );
  if (!row) throw new Error(`on-demand indicator ${i.code} was not stored`);
  return row.id;
}

/** Moves the indicator's source's source_updated_at forward to `at` (never back); nothing when `at` is null. */
export async function markSourceUpdated(db: Database, indicatorId: string, at: string | null): Promise<void> {
  if (at === null) return;
  await db.execute(sql`
    UPDATE sources SET source_updated_at = ${at}::timestamptz
    WHERE id = (SELECT source_id FROM indicators WHERE id = ${indicatorId})
      AND (source_updated_at IS NULL OR source_updated_at < ${at}::timestamptz)`);
}
