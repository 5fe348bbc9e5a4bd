import type { AppDeps } from "../deps.js";

/**
 * Entry points for work that runs outside a request: the cron trigger and the provisioning queue.
 * Both runtimes call these; the jobs themselves arrive with later issues, so today they only say so.
 */

/** Runs whatever is due for this cron expression (signal materialization and due briefings arrive with their issues). */
export async function runScheduledJobs(deps: AppDeps, cron: string): Promise<void> {
  deps.log.info("scheduled run: no jobs are registered yet", { cron, at: deps.clock.now().toISOString() });
}

/** Handles a batch from the provisioning queue (just-in-time loads of a series for a region that is not stored yet). */
export async function consumeProvisioningMessages(deps: AppDeps, messages: readonly { body: unknown }[]): Promise<void> {
  deps.log.info("provisioning queue: no consumer is implemented yet; acknowledging", { messages: messages.length });
}
