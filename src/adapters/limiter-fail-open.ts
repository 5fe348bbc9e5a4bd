import { throttledWarning } from "../log.js";
import type { Limiter, RateLimitDecision, RequestCount } from "./limiter.js";

export interface FailOpenOptions {
  /** How long a call to the primary may take before the fallback answers instead. Default 250 ms. */
  timeoutMs?: number;
  /** Where the "unreachable" warning goes (a log's `warn`). */
  log: (msg: string, fields?: Record<string, unknown>) => void;
  /** At most one warning per this many ms. Default 30 000. */
  warnEveryMs?: number;
  /** After a failure, calls skip the primary for this many ms. Default 1 000. */
  restAfterFailureMs?: number;
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
 * answered by `fallback`, a process-local limiter, and a warning is logged (at most once per `warnEveryMs`,
 * with the error text and how many failures went unreported since the last line).
 *
 * The fallback also sees every request the primary admits (a request passes only when both admit it), so
 * its window always holds what this process let through in the last minute. That gives the bound on
 * over-admission: one process never admits more than the limit in any minute, whether the store is up,
 * down or just back; with N processes sharing the store, a key gets at most its limit while the store
 * answers and at most N × its limit in a minute that an outage touches. Monthly counts answered by the
 * fallback are local and are not written back to the store afterwards; a primary call that answers after
 * its deadline may still have counted the request there (the store then errs on the strict side).
 */
export function failOpen(primary: Limiter, fallback: Limiter, opts: FailOpenOptions): Limiter {
  const timeoutMs = opts.timeoutMs ?? 250;
  const warnEveryMs = opts.warnEveryMs ?? 30_000;
  const warnUnreachable = throttledWarning(opts.log, FAIL_OPEN_MESSAGE, warnEveryMs);
  const warn = (operation: string, error: unknown) =>
    warnUnreachable({ operation, error: error instanceof Error ? error.message : String(error) });

  // after a failure the primary rests this long, so an outage does not cost every request the deadline
  const restMs = opts.restAfterFailureMs ?? 1_000;
  let restingUntil = 0;

  /** The primary's answer, or a rejection when it fails, misses the deadline or is resting after a failure. */
  async function withDeadline<T>(viaPrimary: () => Promise<T>): Promise<T> {
    if (Date.now() < restingUntil) throw new Error("the rate limit store failed moments ago");
    let timer: ReturnType<typeof setTimeout> | undefined;
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
    try {
      return await Promise.race([pending, deadline]);
    } catch (error) {
      restingUntil = Date.now() + restMs;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function guarded<T>(operation: string, viaPrimary: () => Promise<T>, viaFallback: () => Promise<T>): Promise<T> {
    try {
      return await withDeadline(viaPrimary);
    } catch (error) {
      warn(operation, error);
      return viaFallback();
    }
  }

  /** The store's count when it answers in time, else the fallback's; either way the fallback's window must admit it too. */
  async function counted<T extends RateLimitDecision>(operation: string, viaPrimary: () => Promise<T>, viaFallback: () => Promise<T>, identifier: string, limit: number, now: Date): Promise<T | RateLimitDecision> {
    let shared: T;
    try {
      shared = await withDeadline(viaPrimary);
    } catch (error) {
      warn(operation, error);
      return viaFallback();
    }
    if (!shared.success) return shared;
    const local = await fallback.limit(identifier, limit, now);
    return local.success ? { ...shared, remaining: Math.min(shared.remaining, local.remaining) } : local;
  }

  return {
    limit(identifier: string, limit: number, now: Date): Promise<RateLimitDecision> {
      return counted("limit", () => primary.limit(identifier, limit, now), () => fallback.limit(identifier, limit, now), identifier, limit, now);
    },
    countRequest(identifier: string, limit: number, now: Date, month: string | null): Promise<RequestCount> {
      return counted(
        "countRequest",
        () => primary.countRequest(identifier, limit, now, month),
        () => fallback.countRequest(identifier, limit, now, month),
        identifier,
        limit,
        now,
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
