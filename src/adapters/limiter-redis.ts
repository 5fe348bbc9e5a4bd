import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { MONTHLY_INCR_LUA, MONTHLY_TTL_SECONDS, requestCountOf, SLIDING_WINDOW_LUA, WINDOW_MS, type Limiter, type RateLimitDecision, type RequestCount } from "./limiter.js";


export interface RedisLimiterOptions {
  /** Prepended to every key this limiter writes. Default "svc:". */
  prefix?: string;
  /** How long to wait for the TCP connection, in ms. Default 500. */
  connectTimeoutMs?: number;
  /** Receives connection errors (ioredis emits them on every failed reconnect). Default: ignored. */
  onError?: (error: Error) => void;
}

interface ScriptCommands {
  svcSlidingWindow(...keysThenArgs: (string | number)[]): Promise<unknown>;
  svcMonthlyIncr(key: string, ttlSeconds: number): Promise<unknown>;
}

/**
 * Limiter over a Redis server reached by TCP (self-host, REDIS_URL).
 *
 * The client is set up to fail fast rather than queue: commands issued while the connection is down are
 * rejected at once (no offline queue, at most one retry), so the `failOpen` wrapper can answer from the
 * process-local limiter. Only the very first connection is waited for (bounded by the connect timeout),
 * so requests arriving while the process starts are not refused needlessly.
 */
export function createRedisLimiter(
  redisUrl: string,
  opts: RedisLimiterOptions = {},
): Limiter & { close(): Promise<void> } {
  const prefix = opts.prefix ?? "svc:";
  const connectTimeout = opts.connectTimeoutMs ?? 500;
  const redis = new Redis(redisUrl, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout,
    // RESP2 keeps this working against any Redis version; the replies used here look the same in both.
    protocol: 2,
  });
  redis.on("error", (error: Error) => opts.onError?.(error));
  // one or two keys (the window; the month's counter when the request also counts against a quota)
  redis.defineCommand("svcSlidingWindow", { lua: SLIDING_WINDOW_LUA });
  redis.defineCommand("svcMonthlyIncr", { numberOfKeys: 1, lua: MONTHLY_INCR_LUA });
  const scripted = redis as unknown as ScriptCommands;

  // Settles when the first connection attempt has either succeeded or failed.
  let firstAttemptOver = false;
  const firstAttempt = new Promise<void>((resolve) => {
    const settle = () => {
      firstAttemptOver = true;
      for (const event of ["ready", "error", "close", "end"]) redis.off(event, settle);
      resolve();
    };
    for (const event of ["ready", "error", "close", "end"]) redis.once(event, settle);
  });

  /**
   * While the very first connection attempt is under way, waits for it (up to the connect timeout), so
   * requests arriving as the process starts are not failed needlessly. From then on returns at once: the
   * command is sent and, without a connection, fails fast.
   */
  async function connected(): Promise<void> {
    if (firstAttemptOver || redis.status === "ready") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        firstAttempt,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, connectTimeout);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  const windowKey = (identifier: string) => `${prefix}rl:${identifier}`;
  const monthKey = (identifier: string, month: string) => `${prefix}quota:${identifier}:${month}`;

  async function countRequest(identifier: string, limit: number, now: Date, month: string | null): Promise<RequestCount> {
    await connected();
    const nowMs = now.getTime();
    const member = `${nowMs}:${randomUUID()}`;
    const keys = month === null ? [windowKey(identifier)] : [windowKey(identifier), monthKey(identifier, month)];
    const reply = await scripted.svcSlidingWindow(keys.length, ...keys, nowMs, WINDOW_MS, limit, member, MONTHLY_TTL_SECONDS);
    return requestCountOf(reply, limit);
  }

  return {
    limit: (identifier: string, limit: number, now: Date): Promise<RateLimitDecision> => countRequest(identifier, limit, now, null),
    countRequest,

    async incrementMonthly(identifier: string, month: string, _now: Date): Promise<number> {
      await connected();
      const key = monthKey(identifier, month);
      return Number(await scripted.svcMonthlyIncr(key, MONTHLY_TTL_SECONDS));
    },

    async monthlyCount(identifier: string, month: string): Promise<number> {
      await connected();
      const value = await redis.get(monthKey(identifier, month));
      return value === null ? 0 : Number(value);
    },

    async close(): Promise<void> {
      if (redis.status === "end") return;
      if (redis.status === "ready") {
        try {
          await redis.quit();
          return;
        } catch {
          // fall through to a hard disconnect
        }
      }
      redis.disconnect();
    },
  };
}
