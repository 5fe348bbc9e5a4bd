import { Ratelimit } from "@upstash/ratelimit";
// The Cloudflare build is plain fetch with no Node-only code, so it runs on the edge and in Node alike.
import { Redis } from "@upstash/redis/cloudflare";
import { MONTHLY_INCR_LUA, MONTHLY_TTL_SECONDS, type Limiter, type RateLimitDecision } from "./limiter.js";



export interface UpstashLimiterOptions {
  /** The database's REST URL (UPSTASH_REDIS_REST_URL). */
  url: string;
  /** Its REST token (UPSTASH_REDIS_REST_TOKEN). */
  token: string;
  /** Prepended to every key this limiter writes. Default "svc:". */
  prefix?: string;
}

/**
 * Limiter over Upstash Redis's REST API, for the edge build (no TCP sockets there).
 *
 * Differences from the TCP and in-memory limiters, both inherent to @upstash/ratelimit:
 * - `now` is ignored: the library reads its own clock (Date.now()) when it picks the window.
 * - Its "sliding window" is an approximation: it keeps one counter per fixed one-minute bucket and adds
 *   the previous bucket's count weighted by how much of it still overlaps the last minute. A burst inside
 *   one bucket still gets exactly `limit` acceptances; around bucket edges the weighting can let slightly
 *   more or fewer through than an exact log of request times would. `reset` is the end of the current
 *   bucket.
 *
 * Settings chosen on purpose:
 * - one Ratelimit per distinct limit value (the limit is fixed when the algorithm is built), kept in a Map;
 * - `ephemeralCache: false`: no per-isolate memory of blocked identifiers, so every isolate sees the
 *   same, exact counts in Redis;
 * - `analytics: false`, and no telemetry headers;
 * - `timeout: 0`: the library's own timeout would answer "success" with limit 0 and no log line; instead
 *   a slow or failed call surfaces as such, and `failOpen` decides what to answer and says so in the log;
 * - no HTTP retries in the client, for the same reason (a retry would outlast the fail-open timeout).
 */
export function createUpstashLimiter(opts: UpstashLimiterOptions): Limiter & { close?(): Promise<void> } {
  const prefix = opts.prefix ?? "svc:";
  const redis = new Redis({
    url: opts.url,
    token: opts.token,
    retry: false,
    enableTelemetry: false,
  });
  const byLimit = new Map<number, Ratelimit>();
  // EVALSHA first, EVAL when the server does not know the script yet.
  const monthlyIncr = redis.createScript<number>(MONTHLY_INCR_LUA);

  function ratelimitFor(limit: number): Ratelimit {
    let ratelimit = byLimit.get(limit);
    if (!ratelimit) {
      ratelimit = new Ratelimit({
        redis,
        limiter: Ratelimit.slidingWindow(limit, "1 m"),
        prefix: `${prefix}rl`,
        ephemeralCache: false,
        analytics: false,
        timeout: 0,
        enableTelemetry: false,
      });
      byLimit.set(limit, ratelimit);
    }
    return ratelimit;
  }

  const monthKey = (identifier: string, month: string) => `${prefix}quota:${identifier}:${month}`;

  return {
    async limit(identifier: string, limit: number, _now: Date): Promise<RateLimitDecision> {
      // `_now` is deliberately unused: the library always works from its own clock.
      const result = await ratelimitFor(limit).limit(identifier);
      return {
        success: result.success,
        limit: result.limit,
        remaining: result.remaining,
        reset: result.reset,
      };
    },

    async incrementMonthly(identifier: string, month: string, _now: Date): Promise<number> {
      return Number(await monthlyIncr.exec([monthKey(identifier, month)], [String(MONTHLY_TTL_SECONDS)]));
    },

    async monthlyCount(identifier: string, month: string): Promise<number> {
      const value = await redis.get<number | string>(monthKey(identifier, month));
      return value === null ? 0 : Number(value);
    },
  };
}
