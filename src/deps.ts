import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import type { Log } from "./log.js";

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The ports createApp needs; each entry file builds them from its runtime. */
export interface AppDeps {
  db: Database;
  config: Config;
  log: Log;
  clock: Clock;
}
