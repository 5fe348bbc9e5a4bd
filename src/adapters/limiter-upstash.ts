// The Cloudflare build is plain fetch with no Node-only code, so it runs on the edge and in Node alike.
import { Redis } from "@upstash/redis/cloudflare";
import { MONTHLY_INCR_LUA, MONTHLY_TTL_SECONDS, requestCountOf, SLIDING_WINDOW_LUA, WINDOW_MS, type Limiter, type RequestCount } from "./limiter.js";

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
 * It runs the same exact sliding-window script as the TCP Redis adapter (SLIDING_WINDOW_LUA), through
 * @upstash/redis (EVALSHA, EVAL when the server does not know the script yet): a key's request is one
 * REST call, its monthly quota counted in the same script. @upstash/ratelimit would take one call for the
 * window and a second for the quota, and its window is an approximation of the last minute.
 *
 * The client makes no HTTP retries and sends no telemetry: a slow or failed call surfaces as such, and
 * `failOpen` decides what to answer and says so in the log.
 */
export function createUpstashLimiter(opts: UpstashLimiterOptions): Limiter & { close?(): Promise<void> } {
  const prefix = opts.prefix ?? "svc:";
  const redis = new Redis({ url: opts.url, token: opts.token, retry: false, enableTelemetry: false });
  const slidingWindow = redis.createScript<unknown>(SLIDING_WINDOW_LUA);
  const monthlyIncr = redis.createScript<number>(MONTHLY_INCR_LUA);
  const windowKey = (identifier: string) => `${prefix}rl:${identifier}`;
  const monthKey = (identifier: string, month: string) => `${prefix}quota:${identifier}:${month}`;

  async function countRequest(identifier: string, limit: number, now: Date, month: string | null): Promise<RequestCount> {
    const nowMs = now.getTime();
    const keys = month === null ? [windowKey(identifier)] : [windowKey(identifier), monthKey(identifier, month)];
    const member = `${nowMs}:${crypto.randomUUID()}`;
    const reply = await slidingWindow.exec(keys, [String(nowMs), String(WINDOW_MS), String(limit), member, String(MONTHLY_TTL_SECONDS)]);
    return requestCountOf(reply, limit);
  }

  return {
    limit: (identifier, limit, now) => countRequest(identifier, limit, now, null),
    countRequest,

    async incrementMonthly(identifier: string, month: string, _now: Date): Promise<number> {
      return Number(await monthlyIncr.exec([monthKey(identifier, month)], [String(MONTHLY_TTL_SECONDS)]));
    },

    async monthlyCount(identifier: string, month: string): Promise<number> {
      const value = await redis.get<number | string>(monthKey(identifier, month));
      return value === null ? 0 : Number(value);
    },
  };
}
