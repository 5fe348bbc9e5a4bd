import type { Limiter, RateLimitDecision } from "./limiter.js";

export interface FailOpenOptions {
  /** How long a call to the primary may take before the fallback answers instead. Default 250 ms. */
  timeoutMs?: number;
  /** Where the "unreachable" warning goes (a log's `warn`). */
  log: (msg: string, fields?: Record<string, unknown>) => void;
  /** At most one warning per this many ms. Default 30 000. */
  warnEveryMs?: number;
}

export const FAIL_OPEN_MESSAGE = "rate limiter unreachable; failing open to the process-local limiter";

class PrimaryTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = "PrimaryTimeout";
  }
}

/**
 * Wraps a remote limiter (Redis, Upstash) so that an unreachable or slow store never refuses requests.
 *
 * Every call goes to `primary` with a deadline. When it throws or misses the deadline, the same call is
 * answered by `fallback`, a process-local limiter, so limits still hold per process while the store is
 * down, and a warning is logged (at most once per `warnEveryMs`, with the error text and how many
 * failures went unreported since the last line).
 *
 * Consequences worth knowing: during an outage each process enforces the limit on its own (so the
 * service as a whole may accept up to N times the limit with N processes); monthly counts answered by
 * the fallback are local and are not written back to the store afterwards; and a primary call that
 * answers after its deadline may still have counted the request there.
 */
export function failOpen(primary: Limiter, fallback: Limiter, opts: FailOpenOptions): Limiter {
  const timeoutMs = opts.timeoutMs ?? 250;
  const warnEveryMs = opts.warnEveryMs ?? 30_000;
  let lastWarnAt = Number.NEGATIVE_INFINITY;
  let unreported = 0;

  function warn(operation: string, error: unknown): void {
    const at = Date.now();
    if (at - lastWarnAt < warnEveryMs) {
      unreported++;
      return;
    }
    const fields: Record<string, unknown> = {
      operation,
      error: error instanceof Error ? error.message : String(error),
    };
    if (unreported > 0) fields.failuresSinceLastWarning = unreported;
    lastWarnAt = at;
    unreported = 0;
    opts.log(FAIL_OPEN_MESSAGE, fields);
  }

  async function guarded<T>(operation: string, viaPrimary: () => Promise<T>, viaFallback: () => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      let pending: Promise<T>;
      try {
        pending = viaPrimary();
      } catch (error) {
        pending = Promise.reject(error);
      }
      // A late rejection after the deadline has nobody listening; keep it from being "unhandled".
      pending.catch(() => {});
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PrimaryTimeout(timeoutMs)), timeoutMs);
      });
      return await Promise.race([pending, deadline]);
    } catch (error) {
      warn(operation, error);
      return viaFallback();
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    limit(identifier: string, limit: number, now: Date): Promise<RateLimitDecision> {
      return guarded(
        "limit",
        () => primary.limit(identifier, limit, now),
        () => fallback.limit(identifier, limit, now),
      );
    },
    incrementMonthly(identifier: string, month: string, now: Date): Promise<number> {
      return guarded(
        "incrementMonthly",
        () => primary.incrementMonthly(identifier, month, now),
        () => fallback.incrementMonthly(identifier, month, now),
      );
    },
    monthlyCount(identifier: string, month: string): Promise<number> {
      return guarded(
        "monthlyCount",
        () => primary.monthlyCount(identifier, month),
        () => fallback.monthlyCount(identifier, month),
      );
    },
  };
}
