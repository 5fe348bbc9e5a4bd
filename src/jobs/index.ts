import type { AppDeps } from "../deps.js";
import { runDueBriefings } from "./briefings.js";
import { materializeSignals } from "./materialize-signals.js";
import { computeOriginalSeries } from "./original-series.js";
import { runProvisioningJob, type ProvisioningMessage } from "./provisioning.js";
import { readJobCursor, writeJobCursor } from "../db/queries/signals.js";
import { refreshPack, type RefreshPackReport } from "./refresh-pack.js";
import { refreshFredSeries, type RefreshFredResult } from "./refresh-fred.js";

/**
 * Entry points for work that runs outside a request: the cron trigger and the provisioning queue.
 * Both runtimes call these: the Worker's cron and queue handlers, and timers and the in-process queue in Node.
 */

/**
 * Runs whatever is due: the original `svc:` series are recomputed from their inputs (a no-op write when
 * nothing changed), signal intervals are materialized for up to the job's time budget (a run cut short
 * continues where it stopped on the next trigger), and due briefings run (once per briefing and slot).
 */
export async function runScheduledJobs(deps: AppDeps, trigger: string): Promise<void> {
  deps.log.info("scheduled run", { trigger, at: deps.clock.now().toISOString() });
  try {
    await refreshData(deps);
  } catch (err) {
    deps.log.error("data refresh failed; the other scheduled jobs still run", { error: String(err) });
  }
  await computeOriginalSeries(deps);
  const signals = await materializeSignals({ db: deps.db, log: deps.log, now: () => deps.clock.now() });
  const briefings = await runDueBriefings({ db: deps.db, dataVersion: deps.dataVersion, clock: deps.clock, log: deps.log }, deps.answer, { now: deps.clock.now() });
  deps.log.info("scheduled run done", { trigger, signals, briefings });
}

/**
 * Handles a batch from the provisioning queue: each message runs its job; a job that failed in a way that
 * may pass later is handed to `retry` (Cloudflare: message.retry with backoff; the Node queue redelivers).
 */
export async function consumeProvisioningMessages(
  deps: AppDeps,
  messages: readonly { body: unknown; attempts?: number; ack?: () => void; retry?: (o?: { delaySeconds?: number }) => void }[],
): Promise<void> {
  for (const message of messages) {
    const jobId = (message.body as Partial<ProvisioningMessage> | null)?.jobId;
    if (typeof jobId !== "string") {
      deps.log.warn("provisioning queue: message without a job id, dropped", { body: message.body });
      message.ack?.();
      continue;
    }
    try {
      await runProvisioningJob({ ...deps, now: () => deps.clock.now() }, jobId);
      message.ack?.();
    } catch (err) {
      deps.log.warn("provisioning attempt failed; will retry", { job: jobId, error: String(err) });
      if (!message.retry) throw err;
      message.retry({ delaySeconds: Math.min(300, 2 ** (message.attempts ?? 1)) });
    }
  }
}

const REFRESH_CURSOR = "refresh-pack";

/**
 * Refreshes the data pack from upstream (and the FRED series provisioned on demand) when the last refresh is older than PACK_REFRESH_HOURS (or at once
 * with `force`, as `npm run refresh` does), then recomputes what depends on the series that changed: the
 * original `svc:` series and the signal intervals of those indicators (coverage is kept by the writer;
 * insights are computed from the stored rows when read).
 */
export async function refreshData(deps: Pick<AppDeps, "db" | "config" | "log" | "clock">, opts: { force?: boolean; files?: string[] } = {}): Promise<(RefreshPackReport & { fred: RefreshFredResult | null }) | null> {
  const now = deps.clock.now();
  if (!opts.force) {
    const hours = deps.config.pack.refreshHours;
    if (hours <= 0) return null;
    const last = await readJobCursor(deps.db, REFRESH_CURSOR);
    if (last && now.getTime() - Date.parse(last) < hours * 3_600_000) return null;
  }
  // marked before the run, so a second trigger while this one runs does not start another
  await writeJobCursor(deps.db, REFRESH_CURSOR, now.toISOString());
  const report = await refreshPack({ db: deps.db, log: deps.log, now: () => deps.clock.now(), upstreamBase: deps.config.pack.upstreamUrl }, opts.files);
  const changed = new Set(report.changedIndicators);
  // FRED series provisioned on demand are kept current in the same run (only with FRED_API_KEY)
  const fred = opts.files ? null : await refreshFredSeries(deps).catch((err) => {
    deps.log.warn("FRED refresh failed; stored FRED series stay as they were", { error: String(err) });
    return null;
  });
  for (const id of fred?.changedIndicators ?? []) changed.add(id);
  if (changed.size > 0) {
    await computeOriginalSeries(deps);
    await materializeSignals({ db: deps.db, log: deps.log, now: () => deps.clock.now() }, { indicatorIds: [...changed] });
  }
  deps.log.info("data refreshed", {
    rowsWritten: report.rowsWritten,
    files: Object.fromEntries(report.files.map((f) => [f.file, f.outcome])),
    ...(fred && !fred.skipped ? { fred: { checked: fred.checked, reread: fred.reread, rowsWritten: fred.observationsWritten, failed: fred.failed.length } } : {}),
  });
  return { ...report, fred };
}
