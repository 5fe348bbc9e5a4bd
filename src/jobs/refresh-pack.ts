/**
 * Scheduled refresh of the data pack: each file is fetched from its upstream address conditionally (the
 * stored ETag as If-None-Match; a content hash when the server gives none), parsed, and written through
 * applyPackFile, one transaction per file. An upstream that is down, slow or sends something that does not
 * parse changes nothing for that file: the last good data stays served and the failure is recorded and
 * reported. Runs on both runtimes (global fetch and Web Crypto only).
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { upstreamFiles } from "../db/schema.js";
import type { Log } from "../log.js";
import { fingerprintTextHash, PACK_FILES, packFingerprint, upstreamUrl, type PackFile } from "../sources/datahub.js";
import { applyPackFile, recordPackCheck, recordPackFailure } from "./pack-files.js";

export interface RefreshPackDeps {
  db: Database;
  log: Log;
  now: () => Date;
  /** Base of the upstream addresses (`<base>/<repository>/main/<path>`). */
  upstreamBase: string;
  fetch?: typeof fetch;
  /** Per attempt; a slower answer counts as a failed attempt. */
  timeoutMs?: number;
  /** Attempts per file, with doubling waits between them starting at `retryDelayMs`. */
  attempts?: number;
  retryDelayMs?: number;
}

export type FileOutcome = "applied" | "unchanged" | "not_modified" | "failed";

export interface RefreshPackReport {
  files: { file: string; outcome: FileOutcome; rowsWritten: number; error?: string }[];
  rowsWritten: number;
  /** Indicator ids that got new rows, for the recomputation that follows. */
  changedIndicators: string[];
}

/** Upstream files are a few hundred kilobytes; anything far larger is not the file. */
const MAX_FILE_BYTES = 50 * 1024 * 1024;

class FetchFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** No answer at all (connection refused, DNS, timeout), as opposed to an answer that was an error. */
    readonly unreachable = false,
  ) {
    super(message);
  }
}

export async function refreshPack(deps: RefreshPackDeps, only?: string[]): Promise<RefreshPackReport> {
  const report: RefreshPackReport = { files: [], rowsWritten: 0, changedIndicators: [] };
  const changed = new Set<string>();
  // once the host has not answered at all, the other files are not tried in this run: a machine without
  // network would otherwise spend every file's attempts and timeouts before the next scheduled job
  let unreachable: string | null = null;
  for (const pack of PACK_FILES.filter((f) => !only || only.includes(f.file))) {
    if (unreachable) {
      report.files.push({ file: pack.file, outcome: "failed", rowsWritten: 0, error: `not tried: the upstream did not answer (${unreachable})` });
      continue;
    }
    const entry = await refreshFile(deps, pack);
    if (entry.unreachable) unreachable = entry.summary.error ?? "no answer";
    report.files.push(entry.summary);
    report.rowsWritten += entry.summary.rowsWritten;
    for (const id of entry.changedIndicators) changed.add(id);
  }
  report.changedIndicators = [...changed];
  const failed = report.files.filter((f) => f.outcome === "failed");
  if (failed.length) deps.log.warn("data pack refresh: some files could not be refreshed; their last good data stays served", { failed: failed.map((f) => `${f.file}: ${f.error}`) });
  return report;
}

async function refreshFile(deps: RefreshPackDeps, pack: PackFile) {
  const url = upstreamUrl(deps.upstreamBase, pack);
  const at = deps.now().toISOString();
  const [state] = await deps.db.select().from(upstreamFiles).where(eq(upstreamFiles.file, pack.file));
  try {
    // a copy stored by an older parser is fetched whole, so this parser reads it (a 304 would keep it as it is)
    const storedByThisParser = state?.contentHash != null && state.contentHash === packFingerprint(pack, fingerprintTextHash(state.contentHash));
    const fetched = await fetchWithRetries(deps, url, storedByThisParser ? (state.etag ?? null) : null);
    if (fetched.notModified) {
      await recordPackCheck(deps.db, pack.file, at, null);
      return { summary: { file: pack.file, outcome: "not_modified" as const, rowsWritten: 0 }, changedIndicators: [], unreachable: false };
    }
    const result = await applyPackFile(deps.db, pack, fetched.text, { kind: "upstream", url, etag: fetched.etag, fetchedAt: at });
    const outcome: FileOutcome = result.outcome === "applied" ? "applied" : "unchanged";
    return { summary: { file: pack.file, outcome, rowsWritten: result.rowsWritten }, changedIndicators: result.changedIndicators, unreachable: false };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await recordPackFailure(deps.db, pack.file, error, at).catch(() => {});
    return { summary: { file: pack.file, outcome: "failed" as const, rowsWritten: 0, error }, changedIndicators: [], unreachable: err instanceof FetchFailure && err.unreachable };
  }
}

async function fetchWithRetries(deps: RefreshPackDeps, url: string, etag: string | null): Promise<{ notModified: true } | { notModified: false; text: string; etag: string | null }> {
  const attempts = Math.max(1, deps.attempts ?? 3);
  let wait = deps.retryDelayMs ?? 1_000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchOnce(deps, url, etag);
    } catch (err) {
      const retryable = !(err instanceof FetchFailure) || err.retryable;
      if (!retryable || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait *= 2;
    }
  }
}

async function fetchOnce(deps: RefreshPackDeps, url: string, etag: string | null) {
  const doFetch = deps.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(url, { headers: etag ? { "If-None-Match": etag } : {}, signal: AbortSignal.timeout(deps.timeoutMs ?? 30_000) });
  } catch (err) {
    throw new FetchFailure(`fetch failed: ${err instanceof Error ? err.message : String(err)}`, true, true);
  }
  if (res.status === 304) return { notModified: true as const };
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new FetchFailure(`upstream answered ${res.status}`, res.status >= 500 || res.status === 429 || res.status === 408);
  }
  const declared = Number(res.headers.get("content-length") ?? 0);
  if (declared > MAX_FILE_BYTES) {
    await res.body?.cancel().catch(() => {});
    throw new FetchFailure(`upstream file of ${declared} bytes is larger than ${MAX_FILE_BYTES}`, false);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    throw new FetchFailure(`reading the body failed: ${err instanceof Error ? err.message : String(err)}`, true);
  }
  if (text.length > MAX_FILE_BYTES) throw new FetchFailure(`upstream file is larger than ${MAX_FILE_BYTES} bytes`, false);
  return { notModified: false as const, text, etag: res.headers.get("etag") };
}
