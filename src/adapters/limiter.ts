/**
 * The limiter port: a sliding one-minute window per key, and a per-key monthly request counter.
 * Implementations: in-memory (embedded default), Redis over TCP (self-host, REDIS_URL) and Upstash REST (edge).
 */
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
