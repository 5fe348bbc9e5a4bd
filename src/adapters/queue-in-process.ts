import { MAX_PROVISIONING_ATTEMPTS, type ProvisioningMessage, type ProvisioningQueue } from "../jobs/provisioning.js";
import type { Log } from "../log.js";

export interface InProcessQueue extends ProvisioningQueue {
  /** The function that handles each message; throwing asks for a redelivery with backoff. */
  consume(handler: (message: ProvisioningMessage) => Promise<unknown>): void;
  /** Resolves when no message is waiting or running (for tests and shutdown). */
  idle(): Promise<void>;
}

/**
 * The Node stand-in for Cloudflare Queues: delivers each message on the next tick and redelivers a failed
 * one after 1 s, 2 s, 4 s … up to `maxDeliveries` (by default the attempts of one provisioning round).
 * Messages live in memory: a job left `queued` or `running` by a restart is re-queued by the next identical
 * read once its lease has run out (the job row, not the message, is the record).
 */
export function createInProcessQueue(log: Log, opts: { maxDeliveries?: number; retryBaseMs?: number } = {}): InProcessQueue {
  const maxDeliveries = opts.maxDeliveries ?? MAX_PROVISIONING_ATTEMPTS;
  const retryBaseMs = opts.retryBaseMs ?? 1000;
  let handler: ((m: ProvisioningMessage) => Promise<unknown>) | undefined;
  let inFlight = 0;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (--inFlight === 0) {
      for (const w of waiters) w();
      waiters = [];
    }
  };
  const deliver = (message: ProvisioningMessage, delivery: number, delayMs: number) => {
    inFlight++;
    setTimeout(async () => {
      try {
        if (!handler) throw new Error("no consumer attached");
        await handler(message);
      } catch (err) {
        if (delivery < maxDeliveries) {
          deliver(message, delivery + 1, retryBaseMs * 2 ** (delivery - 1));
        } else {
          log.error("queue message dropped after retries", { message, error: String(err) });
        }
      } finally {
        settle();
      }
    }, delayMs);
  };

  return {
    async send(message) {
      deliver(message, 1, 0);
    },
    consume(h) {
      handler = h;
    },
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
  };
}
