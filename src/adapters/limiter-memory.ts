import { WINDOW_MS, type Limiter, type RateLimitDecision } from "./limiter.js";

/** After this many `limit` calls the limiter sweeps out windows and monthly counters nobody needs any more. */
const SWEEP_EVERY = 1_000;

/**
 * The accepted requests of one identifier in the last minute, as a queue of (millisecond, count) runs:
 * exact to the millisecond (the clock's own resolution), expired from the front in time proportional to
 * what expires, and never more than one entry per millisecond of the window however high the limit.
 */
class Window {
  private times: number[] = [];
  private counts: number[] = [];
  private head = 0;
  total = 0;

  get empty() {
    return this.total === 0;
  }

  /** Drops the requests that fell out of the window ending at `nowMs` (a time `t` counts while `now < t + 60 s`). */
  expire(nowMs: number) {
    const cutoff = nowMs - WINDOW_MS;
    while (this.head < this.times.length && this.times[this.head]! <= cutoff) this.total -= this.counts[this.head++]!;
    if (this.head > 1_024 && this.head * 2 > this.times.length) {
      this.times = this.times.slice(this.head);
      this.counts = this.counts.slice(this.head);
      this.head = 0;
    }
  }

  add(nowMs: number) {
    this.total++;
    let i = this.times.length;
    // times nearly always arrive in order: the same millisecond as the last run, or a later one
    while (i > this.head && this.times[i - 1]! > nowMs) i--;
    if (i > this.head && this.times[i - 1] === nowMs) this.counts[i - 1]!++;
    else {
      this.times.splice(i, 0, nowMs);
      this.counts.splice(i, 0, 1);
    }
  }

  /** The time of the oldest request still counted. */
  oldest(): number | undefined {
    return this.times[this.head];
  }

  /** The time of the request whose ageing out brings the count below `limit`. */
  freeingAt(limit: number): number | undefined {
    let toAge = this.total - limit;
    for (let i = this.head; i < this.times.length; i++) {
      toAge -= this.counts[i]!;
      if (toAge < 0) return this.times[i];
    }
    return this.times[this.times.length - 1];
  }
}

/**
 * Process-local limiter: the embedded default, and the fallback that `failOpen` answers from when the
 * shared store cannot be reached.
 *
 * The window is exact: for every identifier it remembers when the requests it accepted during the last
 * minute came (measured from the `now` argument, so tests can move time), and it accepts a request only
 * while fewer than `limit` of those remain.
 *
 * Memory stays bounded by the traffic of the last minute (at most one entry per millisecond per
 * identifier): every SWEEP_EVERY calls, windows whose requests have all expired are deleted, and so are
 * monthly counters older than the previous month.
 */
export function createMemoryLimiter(): Limiter {
  const windows = new Map<string, Window>();
  /** Monthly counters keyed `${month}\u0000${identifier}`. */
  const monthly = new Map<string, number>();
  let callsSinceSweep = 0;
  let latestMonthSeen = "";

  const monthKey = (identifier: string, month: string) => `${month}\u0000${identifier}`;

  function sweep(nowMs: number): void {
    callsSinceSweep = 0;
    for (const [identifier, window] of windows) {
      window.expire(nowMs);
      if (window.empty) windows.delete(identifier);
    }
    // Keep the latest month seen and the one before it (month-end reporting may still read it).
    if (latestMonthSeen) {
      const keepFrom = previousMonth(latestMonthSeen);
      for (const key of monthly.keys()) {
        if (key.slice(0, key.indexOf("\u0000")) < keepFrom) monthly.delete(key);
      }
    }
  }

  const limiter: Limiter = {
    async countRequest(identifier, limit, now, month) {
      const decision = await limiter.limit(identifier, limit, now);
      return decision.success && month !== null ? { ...decision, monthly: await limiter.incrementMonthly(identifier, month, now) } : decision;
    },

    async limit(identifier: string, limit: number, now: Date): Promise<RateLimitDecision> {
      const nowMs = now.getTime();
      if (++callsSinceSweep >= SWEEP_EVERY) sweep(nowMs);

      let window = windows.get(identifier);
      if (!window) {
        window = new Window();
        windows.set(identifier, window);
      }
      window.expire(nowMs);

      if (window.total >= limit) {
        // Refused. The next slot opens once enough of the kept requests have aged out for the count to
        // drop below the limit: normally just the oldest one (more if the limit was lowered meanwhile).
        const freeing = window.freeingAt(limit);
        const reset = freeing === undefined ? nowMs + WINDOW_MS : freeing + WINDOW_MS;
        if (window.empty) windows.delete(identifier);
        return { success: false, limit, remaining: 0, reset };
      }

      window.add(nowMs);
      return {
        success: true,
        limit,
        remaining: limit - window.total,
        reset: window.oldest()! + WINDOW_MS,
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
  return limiter;
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
