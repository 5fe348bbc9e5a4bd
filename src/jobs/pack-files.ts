/**
 * Writing one data-pack file into the database: the one place that decides whether a copy of a file (the
 * bundled one, or one fetched from upstream) is applied, and how. Used by the first-start load and by the
 * scheduled refresh, so both follow the same current-revision rule.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { sha256Hex } from "../domain/api-keys.js";
import { upstreamFiles } from "../db/schema.js";
import { fingerprintTextHash, packFingerprint, packSource, type PackFile } from "../sources/datahub.js";
import type { ObservationRecord } from "../sources/types.js";
import { upsertIndicators, upsertSource } from "./load-bundled-data.js";
import { insertObservations, refreshCoverage } from "../db/queries/observations.js";

const BATCH = 20_000;

export type PackOrigin =
  /** The copy shipped in data/datahub/, published upstream at `publishedAt`. */
  | { kind: "bundle"; url: string; publishedAt: string | null }
  /** A copy just fetched from `url`. */
  | { kind: "upstream"; url: string; etag: string | null; fetchedAt: string };

export interface PackFileResult {
  file: string;
  /** applied: rows were compared and written where new or changed; unchanged: same content as last applied;
   * superseded: a bundled copy older than what the refresh already applied (never written back over it). */
  outcome: "applied" | "unchanged" | "superseded";
  rowsWritten: number;
  /** Indicators (ids) that got at least one new row: what downstream recomputation needs to touch. */
  changedIndicators: string[];
}

/**
 * Applies one file's text. Parsing happens first, so a malformed file writes nothing; the writes (source,
 * indicators, observations, coverage, the file's state) are one transaction, so a failure halfway leaves
 * the series exactly as they were. A new period is a new row, a changed value the next revision, an
 * unchanged value nothing.
 */
export async function applyPackFile(db: Database, pack: PackFile, text: string, origin: PackOrigin): Promise<PackFileResult> {
  const textHash = await sha256Hex(text);
  const hash = packFingerprint(pack, textHash);
  const [state] = await db.select().from(upstreamFiles).where(eq(upstreamFiles.file, pack.file));
  const none = { file: pack.file, rowsWritten: 0, changedIndicators: [] };
  // another text than the refresh last applied; the same text under a newer parser is applied again
  if (origin.kind === "bundle" && state?.lastChangedAt && state.contentHash && fingerprintTextHash(state.contentHash) !== textHash) {
    return { ...none, outcome: "superseded" };
  }
  if (state?.contentHash === hash) {
    if (origin.kind === "upstream") await recordPackCheck(db, pack.file, origin.fetchedAt, origin.etag);
    // a new release of the code may say more of the series (a name, an aggregation) though the file is the same
    else await upsertIndicators(db, await upsertSource(db, packSource(pack.source)), pack.indicators);
    return { ...none, outcome: "unchanged" };
  }

  const records = pack.parse(text);
  const sourceUpdatedAt = origin.kind === "bundle" ? origin.publishedAt : origin.fetchedAt;
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const sourceId = await upsertSource(tx, packSource(pack.source));
    const ids = await upsertIndicators(tx, sourceId, pack.indicators);
    let written = 0;
    const changed = new Set<string>();
    for (let i = 0; i < records.length; i += BATCH) {
      const batch = records.slice(i, i + BATCH);
      const n = await insertObservations(tx, ids, batch, sourceUpdatedAt);
      if (n > 0) for (const code of changedCodes(batch)) changed.add(ids.get(code)!);
      written += n;
    }
    if (written > 0) await refreshCoverage(tx, [...ids.values()]);
    await recordApplied(tx, pack, origin, hash, sourceId);
    return { file: pack.file, outcome: "applied" as const, rowsWritten: written, changedIndicators: written > 0 ? [...changed] : [] };
  });
}

/** Indicators in a batch that wrote rows; narrowing to the exact ones would need a second query per batch. */
function changedCodes(batch: ObservationRecord[]): Set<string> {
  return new Set(batch.map((r) => r.indicator));
}

/** Records the copy just applied: its content hash and, for an upstream copy, its ETag and when it changed. */
async function recordApplied(db: Database, pack: PackFile, origin: PackOrigin, hash: string, sourceId: string) {
  const now = origin.kind === "upstream" ? origin.fetchedAt : null;
  const etag = origin.kind === "upstream" ? origin.etag : null;
  await db.execute(sql`
    INSERT INTO upstream_files (file, source_id, url, etag, content_hash, last_checked_at, last_changed_at, last_error, last_error_at)
    VALUES (${pack.file}, ${sourceId}, ${origin.url}, ${etag}, ${hash}, ${now}, ${now}, NULL, NULL)
    ON CONFLICT (file) DO UPDATE SET source_id = excluded.source_id, url = excluded.url, etag = excluded.etag,
      content_hash = excluded.content_hash, last_checked_at = excluded.last_checked_at,
      last_changed_at = excluded.last_changed_at, last_error = NULL, last_error_at = NULL`);
}

/** Records a successful check that found nothing new (and the ETag to ask with next time, when one came). */
export async function recordPackCheck(db: Database, file: string, at: string, etag: string | null) {
  await db.update(upstreamFiles).set({ lastCheckedAt: at, lastError: null, lastErrorAt: null, ...(etag ? { etag } : {}) }).where(eq(upstreamFiles.file, file));
}

/** Records a failed check of a file (upstream down, or a file that does not parse); its data stays as it was. */
export async function recordPackFailure(db: Database, file: string, error: string, at: string) {
  await db.update(upstreamFiles).set({ lastCheckedAt: at, lastError: error.slice(0, 500), lastErrorAt: at }).where(eq(upstreamFiles.file, file));
}
