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

/** A key request's count: its window's decision and, when it was accepted and a month was given, the month's count. */
export type RequestCount = RateLimitDecision & { monthly?: number };

export interface Limiter {
  /** Counts one request for `identifier` in its sliding one-minute window, refusing it past `limit`. */
  limit(identifier: string, limit: number, now: Date): Promise<RateLimitDecision>;
  /**
   * A key's request: counted in its window and, when the window accepts it and `month` is given, in that
   * month's counter; one round trip to a shared store.
   */
  countRequest(identifier: string, limit: number, now: Date, month: string | null): Promise<RequestCount>;
  /** Adds one to `identifier`'s counter for `month` (YYYY-MM, UTC) and returns the new count. */
  incrementMonthly(identifier: string, month: string, now: Date): Promise<number>;
  /** The current count, without adding. */
  monthlyCount(identifier: string, month: string): Promise<number>;
}

/**
 * The sliding window of the Redis and Upstash adapters, run atomically inside Redis on one sorted set per
 * identifier whose members are accepted requests scored by their time in ms; with a second key, an
 * accepted request also counts in that month's counter (INCR, with a TTL when it has none).
 *
 * KEYS[1] the identifier's sorted set   KEYS[2] (optional) the month's counter
 * ARGV[1] now (ms)   ARGV[2] window (ms)   ARGV[3] limit   ARGV[4] a member unique to this request
 * ARGV[5] the monthly counter's TTL (s)
 *
 * Returns { accepted (1|0), count after this call, score of the entry whose expiry frees the next slot,
 * the month's count (-1 when not counted) }. An entry scored `t` counts while now < t + window, the same
 * rule as the in-memory limiter.
 */
export const SLIDING_WINDOW_LUA = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])

redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local accepted = 0
if count < limit then
  redis.call('ZADD', key, ARGV[1], ARGV[4])
  count = count + 1
  accepted = 1
end

local freeing = now
if count > 0 then
  local index = 0
  if accepted == 0 then
    index = count - limit
    if index < 0 then index = 0 end
    if index > count - 1 then index = count - 1 end
  end
  local entry = redis.call('ZRANGE', key, index, index, 'WITHSCORES')
  if entry[2] then freeing = tonumber(entry[2]) end
  redis.call('PEXPIRE', key, window)
end

local monthly = -1
if accepted == 1 and KEYS[2] then
  monthly = redis.call('INCR', KEYS[2])
  if redis.call('TTL', KEYS[2]) < 0 then
    redis.call('EXPIRE', KEYS[2], tonumber(ARGV[5]))
  end
end
return { accepted, count, freeing, monthly }
`;

/** The script's reply as a count (shared by the adapters that run it). */
export function requestCountOf(reply: unknown, limit: number): RequestCount {
  if (!Array.isArray(reply) || reply.length < 4) throw new Error(`unexpected reply from the rate-limit script: ${JSON.stringify(reply)}`);
  const [accepted, count, freeing, monthly] = reply.map(Number) as [number, number, number, number];
  return {
    success: accepted === 1,
    limit,
    remaining: Math.max(0, limit - count),
    reset: freeing + WINDOW_MS,
    ...(monthly >= 0 ? { monthly } : {}),
  };
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
