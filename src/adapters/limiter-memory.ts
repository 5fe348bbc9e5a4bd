import { WINDOW_MS, type Limiter, type RateLimitDecision } from "./limiter.js";

/** After this many `limit` calls the limiter sweeps out windows and monthly counters nobody needs any more. */
const SWEEP_EVERY = 1_000;

/**
 * Process-local limiter: the embedded default, and the fallback that `failOpen` answers from when the
 * shared store cannot be reached.
 *
 * The window is exact: for every identifier it remembers the time of each request it accepted during the
 * last minute (measured from the `now` argument, so tests can move time), and it accepts a request only
 * while fewer than `limit` of those remain. A timestamp `t` counts while `now < t + 60 s`.
 *
 * Memory stays bounded by the traffic of the last minute: every SWEEP_EVERY calls, windows whose
 * timestamps have all expired are deleted, and so are monthly counters older than the previous month.
 */
export function createMemoryLimiter(): Limiter {
  /** Accepted-request times per identifier, oldest first. */
  const windows = new Map<string, number[]>();
  /** Monthly counters keyed `${month}\u0000${identifier}`. */
  const monthly = new Map<string, number>();
  let callsSinceSweep = 0;
  let latestMonthSeen = "";

  const monthKey = (identifier: string, month: string) => `${month}\u0000${identifier}`;

  /** Removes the timestamps at the front that fell out of the window ending at `nowMs`. */
  function expire(stamps: number[], nowMs: number): void {
    const cutoff = nowMs - WINDOW_MS;
    let drop = 0;
    while (drop < stamps.length && stamps[drop]! <= cutoff) drop++;
    if (drop > 0) stamps.splice(0, drop);
  }

  function sweep(nowMs: number): void {
    callsSinceSweep = 0;
    for (const [identifier, stamps] of windows) {
      expire(stamps, nowMs);
      if (stamps.length === 0) windows.delete(identifier);
    }
    // Keep the latest month seen and the one before it (month-end reporting may still read it).
    if (latestMonthSeen) {
      const keepFrom = previousMonth(latestMonthSeen);
      for (const key of monthly.keys()) {
        if (key.slice(0, key.indexOf("\u0000")) < keepFrom) monthly.delete(key);
      }
    }
  }

  return {
    async limit(identifier: string, limit: number, now: Date): Promise<RateLimitDecision> {
      const nowMs = now.getTime();
      if (++callsSinceSweep >= SWEEP_EVERY) sweep(nowMs);

      let stamps = windows.get(identifier);
      if (!stamps) {
        stamps = [];
        windows.set(identifier, stamps);
      }
      expire(stamps, nowMs);

      if (stamps.length >= limit) {
        // Refused. The next slot opens once enough of the kept requests have aged out for the count to
        // drop below the limit: normally just the oldest one (more if the limit was lowered meanwhile).
        const freeing = stamps[Math.max(0, Math.min(stamps.length - limit, stamps.length - 1))];
        const reset = freeing === undefined ? nowMs + WINDOW_MS : freeing + WINDOW_MS;
        if (stamps.length === 0) windows.delete(identifier);
        return { success: false, limit, remaining: 0, reset };
      }

      insertSorted(stamps, nowMs);
      return {
        success: true,
        limit,
        remaining: limit - stamps.length,
        reset: stamps[0]! + WINDOW_MS,
      };
    },

    async incrementMonthly(identifier: string, month: string, _now: Date): Promise<number> {
      if (month > latestMonthSeen) latestMonthSeen = month;
      const key = monthKey(identifier, month);
      const next = (monthly.get(key) ?? 0) + 1;
      monthly.set(key, next);
      return next;
    },

    async monthlyCount(identifier: string, month: string): Promise<number> {
      return monthly.get(monthKey(identifier, month)) ?? 0;
    },
  };
}

/** Appends `value` keeping the array ascending (times are nearly always appended at the end). */
function insertSorted(values: number[], value: number): void {
  let i = values.length;
  while (i > 0 && values[i - 1]! > value) i--;
  values.splice(i, 0, value);
}

/** "2026-01" → "2025-12". */
function previousMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  if (!Number.isFinite(year) || !Number.isFinite(m)) return "";
  const prevYear = m === 1 ? year - 1 : year;
  const prevMonth = m === 1 ? 12 : m - 1;
  return `${String(prevYear).padStart(4, "0")}-${String(prevMonth).padStart(2, "0")}`;
}
