/**
 * The limiter port: a sliding one-minute window per key, and a per-key monthly request counter.
 * Implementations: in-memory (embedded default), Redis over TCP (self-host, REDIS_URL) and Upstash REST (edge).
 */
/** Length of the sliding window, in milliseconds. */
export const WINDOW_MS = 60_000;

export interface RateLimitDecision {
  success: boolean;
  limit: number;
  remaining: number;
  /** Unix time in milliseconds when the window frees a slot (for X-RateLimit-Reset and Retry-After). */
  reset: number;
}

export interface Limiter {
  /** Counts one request for `identifier` in its sliding one-minute window, refusing it past `limit`. */
  limit(identifier: string, limit: number, now: Date): Promise<RateLimitDecision>;
  /** Adds one to `identifier`'s counter for `month` (YYYY-MM, UTC) and returns the new count. */
  incrementMonthly(identifier: string, month: string, now: Date): Promise<number>;
  /** The current count, without adding. */
  monthlyCount(identifier: string, month: string): Promise<number>;
}

/** Shared by the Redis and Upstash adapters: monthly counters outlive their month by a few days. */
export const MONTHLY_TTL_SECONDS = 35 * 24 * 60 * 60;

/** INCR the monthly counter and give it a TTL if it has none: one round trip, atomic, never without expiry. */
export const MONTHLY_INCR_LUA = `
local count = redis.call('INCR', KEYS[1])
if redis.call('TTL', KEYS[1]) < 0 then
  redis.call('EXPIRE', KEYS[1], tonumber(ARGV[1]))
end
return count
`;
