import type { Context } from "hono";
import type { Limiter } from "./adapters/limiter.js";
import type { Mailer } from "./adapters/mailer.js";
import type { Config } from "./config.js";
import type { PaymentRails } from "./http/payment.js";
import type { Database } from "./db/client.js";
import type { AskEngine } from "./ask/engine.js";
import type { ProvisioningQueue, UpstreamConnector } from "./jobs/provisioning.js";
import type { Log } from "./log.js";

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The data version as this process knows it (src/db/schema.ts `dataVersion`): caches key their entries by
 * it. `known()` is null while the process cannot be sure it would hear of a change (its listener is down,
 * or not up yet); caches are bypassed then.
 */
export interface DataVersion {
  known(): number | null;
  /**
   * The version committed now, read from the database: for a runtime whose `known` may lag behind (an edge
   * isolate hears of no change by itself). Whole answers (catalog, public pages) are looked up by it.
   */
  current?(): Promise<number | null>;
}

/**
 * A followed data version: it only moves forward, and is known only while the runtime is sure to hear of
 * every change. `raise` with a version heard of, `resume` with one read from the database (knowing it from
 * then on), `forget` when the way of hearing is lost.
 */
export class FollowedDataVersion implements DataVersion {
  private following = false;
  private highest = 0;
  known() {
    return this.following ? this.highest : null;
  }
  raise(version: number) {
    if (Number.isFinite(version) && version > this.highest) this.highest = version;
  }
  resume(version: number) {
    this.raise(version);
    this.following = true;
  }
  forget() {
    this.following = false;
  }
}

/** The ports createApp needs; each entry file builds them from its runtime. */
export interface AppDeps {
  db: Database;
  /** What the read caches key by; absent, they are off. */
  dataVersion?: DataVersion;
  config: Config;
  log: Log;
  clock: Clock;
  limiter: Limiter;
  mailer: Mailer;
  /** Where just-in-time provisioning jobs go. */
  queue: ProvisioningQueue;
  /** Upstream connectors by name (an indicator's `upstream` column), for provisioning. */
  upstreams: Record<string, UpstreamConnector>;
  /** The answer engine behind /v1/ask and briefing runs (src/ask/engine.ts). */
  answer: AskEngine;
  /** Anonymous pay-per-request rails (x402, L402); absent: data routes need a key. */
  payments?: PaymentRails;
  /** The client's network address as this runtime knows it (socket in Node, CF-Connecting-IP on Workers). */
  clientAddress(c: Context): string | null;
}
