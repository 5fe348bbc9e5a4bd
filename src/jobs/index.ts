import type { AppDeps } from "../deps.js";
import { runProvisioningJob, type ProvisioningMessage } from "./provisioning.js";

/**
 * Entry points for work that runs outside a request: the cron trigger and the provisioning queue.
 * Both runtimes call these; the scheduled jobs arrive with later issues.
 */

/** Runs whatever is due for this cron expression (signal materialization and due briefings arrive with their issues). */
export async function runScheduledJobs(deps: AppDeps, cron: string): Promise<void> {
  deps.log.info("scheduled run: no jobs are registered yet", { cron, at: deps.clock.now().toISOString() });
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
