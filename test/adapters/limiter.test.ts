import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Limiter } from "../../src/adapters/limiter.js";
import { FAIL_OPEN_MESSAGE, failOpen } from "../../src/adapters/limiter-fail-open.js";
import { createMemoryLimiter } from "../../src/adapters/limiter-memory.js";
import { createRedisLimiter } from "../../src/adapters/limiter-redis.js";
import { createUpstashLimiter } from "../../src/adapters/limiter-upstash.js";
import { startUpstashRestShim } from "../support/upstash-rest-shim.js";

const REDIS_URL = process.env.REDIS_URL;
/** Keys written by this run start with this, away from anything else; they are deleted afterwards. */
const PREFIX = `svc-test:${randomUUID().slice(0, 8)}:`;

type Kind = "memory" | "redis" | "upstash";
const kinds: Kind[] = REDIS_URL ? ["memory", "redis", "upstash"] : ["memory"];

const uniqueId = (label: string) => `${label}-${randomUUID()}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function open(kind: Kind): Promise<{ limiter: Limiter; close: () => Promise<void> }> {
  if (kind === "memory") return { limiter: createMemoryLimiter(), close: async () => {} };
  if (kind === "redis") {
    const limiter = createRedisLimiter(REDIS_URL!, { prefix: PREFIX });
    return { limiter, close: () => limiter.close() };
  }
  const token = randomUUID();
  const shim = await startUpstashRestShim({ redisUrl: REDIS_URL!, token });
  return { limiter: createUpstashLimiter({ url: shim.url, token, prefix: PREFIX }), close: () => shim.close() };
}

afterAll(async () => {
  if (!REDIS_URL) return;
  const redis = new Redis(REDIS_URL, { protocol: 2 });
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${PREFIX}*`, count: 500 })) keys.push(...(batch as string[]));
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
});

describe.each(kinds)("%s limiter", (kind) => {
  let limiter: Limiter;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ limiter, close } = await open(kind));
  });
  afterAll(async () => {
    await close?.();
  });

  it("counts a key's request in its window and its month in one call, and a refused one in neither", async () => {
    const id = uniqueId("quota");
    const now = new Date();
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push(await limiter.countRequest(id, 2, now, "2031-02"));
    expect(counts.map((c) => [c.success, c.monthly])).toEqual([
      [true, 1],
      [true, 2],
      [false, undefined],
    ]);
    expect(await limiter.monthlyCount(id, "2031-02")).toBe(2);
    // without a month, only the window
    expect(await limiter.countRequest(uniqueId("quota"), 2, now, null)).toMatchObject({ success: true, remaining: 1 });
  });

  it("lets exactly `limit` of 100 concurrent requests through", async () => {
    const id = uniqueId("burst");
    const now = new Date();
    const decisions = await Promise.all(Array.from({ length: 100 }, () => limiter.limit(id, 60, now)));

    const accepted = decisions.filter((d) => d.success);
    const refused = decisions.filter((d) => !d.success);
    expect(accepted).toHaveLength(60);
    expect(refused).toHaveLength(40);

    // Each accepted request saw one slot fewer: remaining takes every value from 59 down to 0 once.
    expect(accepted.map((d) => d.remaining).sort((a, b) => b - a)).toEqual(
      Array.from({ length: 60 }, (_, i) => 59 - i),
    );
    expect(refused.every((d) => d.remaining === 0)).toBe(true);
    expect(decisions.every((d) => d.limit === 60)).toBe(true);

    const after = Date.now();
    for (const d of decisions) {
      expect(d.reset).toBeGreaterThan(after);
      expect(d.reset).toBeLessThanOrEqual(after + 60_000);
    }

    // Still refused right afterwards.
    expect((await limiter.limit(id, 60, new Date(now.getTime() + 1))).success).toBe(false);
  });

  it("keeps limits per identifier", async () => {
    const a = uniqueId("a");
    const b = uniqueId("b");
    const now = new Date();
    expect((await limiter.limit(a, 1, now)).success).toBe(true);
    expect((await limiter.limit(a, 1, now)).success).toBe(false);
    expect((await limiter.limit(b, 1, now)).success).toBe(true);
  });

  it.skipIf(kind === "upstash")("slides the window with the injected time", async () => {
    const t0 = Date.UTC(2030, 0, 1, 12, 0, 0);
    const at = (ms: number) => new Date(t0 + ms);

    // 60 at t0 fill the window; half a minute later it is still full; just past a minute it has room.
    const id = uniqueId("slide");
    for (let i = 0; i < 60; i++) expect((await limiter.limit(id, 60, at(0))).success).toBe(true);
    const full = await limiter.limit(id, 60, at(30_000));
    expect(full).toMatchObject({ success: false, remaining: 0, reset: t0 + 60_000 });
    expect((await limiter.limit(id, 60, at(59_999))).success).toBe(false);
    const again = await limiter.limit(id, 60, at(60_001));
    expect(again).toMatchObject({ success: true, remaining: 59, reset: t0 + 60_001 + 60_000 });

    // Staggered: a fixed one-minute window would forget both halves at once; a sliding one frees the
    // early half only, and reports when the later half frees up.
    const staggered = uniqueId("staggered");
    for (let i = 0; i < 30; i++) expect((await limiter.limit(staggered, 60, at(0))).success).toBe(true);
    for (let i = 0; i < 30; i++) expect((await limiter.limit(staggered, 60, at(20_000))).success).toBe(true);
    expect(await limiter.limit(staggered, 60, at(40_000))).toMatchObject({ success: false, reset: t0 + 60_000 });
    const freed = await limiter.limit(staggered, 60, at(60_000));
    expect(freed).toMatchObject({ success: true, remaining: 29 });
    for (let i = 0; i < 29; i++) expect((await limiter.limit(staggered, 60, at(60_000))).success).toBe(true);
    expect(await limiter.limit(staggered, 60, at(60_000))).toMatchObject({
      success: false,
      remaining: 0,
      reset: t0 + 20_000 + 60_000,
    });
  });

  it("counts per month, independently, and reads without counting", async () => {
    const id = uniqueId("monthly");
    const now = new Date();
    expect(await limiter.monthlyCount(id, "2030-01")).toBe(0);
    expect(await limiter.incrementMonthly(id, "2030-01", now)).toBe(1);
    expect(await limiter.incrementMonthly(id, "2030-01", now)).toBe(2);
    expect(await limiter.monthlyCount(id, "2030-01")).toBe(2);
    expect(await limiter.monthlyCount(id, "2030-01")).toBe(2);

    expect(await limiter.monthlyCount(id, "2030-02")).toBe(0);
    expect(await limiter.incrementMonthly(id, "2030-02", now)).toBe(1);
    expect(await limiter.monthlyCount(id, "2030-01")).toBe(2);
    expect(await limiter.monthlyCount(uniqueId("other"), "2030-01")).toBe(0);

    const counts = await Promise.all(Array.from({ length: 20 }, () => limiter.incrementMonthly(id, "2030-03", now)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it.skipIf(kind === "memory")("stores monthly counters under the prefix with an expiry of about 35 days", async () => {
    const id = uniqueId("ttl");
    await limiter.incrementMonthly(id, "2030-01", new Date());
    const redis = new Redis(REDIS_URL!, { protocol: 2 });
    try {
      const key = `${PREFIX}quota:${id}:2030-01`;
      expect(await redis.get(key)).toBe("1");
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(34 * 24 * 3600);
      expect(ttl).toBeLessThanOrEqual(35 * 24 * 3600);
    } finally {
      await redis.quit();
    }
  });
});

describe("failOpen", () => {
  const month = "2030-01";

  function throwing(): Limiter {
    return {
      limit: async () => {
        throw new Error("connect ECONNREFUSED 10.0.0.9:6379");
      },
      countRequest: async () => {
        throw new Error("connect ECONNREFUSED 10.0.0.9:6379");
      },
      incrementMonthly: async () => {
        throw new Error("connect ECONNREFUSED 10.0.0.9:6379");
      },
      // A synchronous throw must be handled too.
      monthlyCount: () => {
        throw new Error("connect ECONNREFUSED 10.0.0.9:6379");
      },
    };
  }

  function hanging(): Limiter {
    const never = () => new Promise<never>(() => {});
    return { limit: never, countRequest: never, incrementMonthly: never, monthlyCount: never };
  }

  it("answers from the fallback when the primary throws, logging once", async () => {
    const log = vi.fn();
    const limiter = failOpen(throwing(), createMemoryLimiter(), { timeoutMs: 250, log });
    const id = uniqueId("throws");
    const now = new Date();

    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push(await limiter.limit(id, 2, now));
    // The fallback still enforces the limit (per process).
    expect(decisions.map((d) => d.success)).toEqual([true, true, false, false, false]);
    expect(await limiter.incrementMonthly(id, month, now)).toBe(1);
    expect(await limiter.incrementMonthly(id, month, now)).toBe(2);
    expect(await limiter.monthlyCount(id, month)).toBe(2);

    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe(FAIL_OPEN_MESSAGE);
    expect(log.mock.calls[0]![0]).toMatch(/unreachable; failing open/);
    expect(String(log.mock.calls[0]![1]?.error)).toContain("ECONNREFUSED");
  });

  it("answers from the fallback within the timeout when the primary hangs, logging once", async () => {
    const log = vi.fn();
    const limiter = failOpen(hanging(), createMemoryLimiter(), { timeoutMs: 100, log });
    const id = uniqueId("hangs");
    const started = Date.now();

    const decisions = await Promise.all(Array.from({ length: 10 }, () => limiter.limit(id, 3, new Date())));
    expect(decisions.filter((d) => d.success)).toHaveLength(3);
    expect(await limiter.incrementMonthly(id, month, new Date())).toBe(1);
    expect(await limiter.monthlyCount(id, month)).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);

    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![1]?.error)).toMatch(/100 ms/);
  });

  it("logs again only after the quiet period, reporting the failures it kept quiet about", async () => {
    const log = vi.fn();
    const limiter = failOpen(throwing(), createMemoryLimiter(), { timeoutMs: 250, log, warnEveryMs: 200 });
    const id = uniqueId("quiet");
    await limiter.limit(id, 10, new Date());
    await limiter.limit(id, 10, new Date());
    await limiter.limit(id, 10, new Date());
    expect(log).toHaveBeenCalledTimes(1);
    await sleep(250);
    await limiter.limit(id, 10, new Date());
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[1]![1]).toMatchObject({ unreported_since_last_warning: 2 });
  });

  it("uses the primary while it answers, without logging", async () => {
    const log = vi.fn();
    const primary = createMemoryLimiter();
    const limiter = failOpen(primary, createMemoryLimiter(), { timeoutMs: 250, log });
    const id = uniqueId("healthy");
    const now = new Date();
    expect((await limiter.limit(id, 1, now)).success).toBe(true);
    expect((await limiter.limit(id, 1, now)).success).toBe(false);
    expect(await limiter.incrementMonthly(id, month, now)).toBe(1);
    // The primary holds the state, so it really was the one answering.
    expect((await primary.limit(id, 1, now)).success).toBe(false);
    expect(await primary.monthlyCount(id, month)).toBe(1);
    expect(log).not.toHaveBeenCalled();
  });

  /** A shared store that can be taken down and brought back. */
  function switchable(store: Limiter) {
    const state = { down: false };
    const guard = <T>(f: () => Promise<T>) => (state.down ? Promise.reject(new Error("connect ECONNREFUSED")) : f());
    const limiter: Limiter = {
      limit: (id, limit, now) => guard(() => store.limit(id, limit, now)),
      countRequest: (id, limit, now, month) => guard(() => store.countRequest(id, limit, now, month)),
      incrementMonthly: (id, month, now) => guard(() => store.incrementMonthly(id, month, now)),
      monthlyCount: (id, month) => guard(() => store.monthlyCount(id, month)),
    };
    return { limiter, state };
  }
  const admitted = async (limiter: Limiter, id: string, n: number, now: Date) => {
    let ok = 0;
    for (let i = 0; i < n; i++) if ((await limiter.limit(id, 10, now)).success) ok++;
    return ok;
  };

  it("never lets one process past the limit in a minute an outage touches (before, during and after)", async () => {
    const store = switchable(createMemoryLimiter());
    const limiter = failOpen(store.limiter, createMemoryLimiter(), { timeoutMs: 250, log: () => {}, restAfterFailureMs: 0 });
    const id = uniqueId("outage");
    const t0 = Date.now();
    expect(await admitted(limiter, id, 6, new Date(t0))).toBe(6);
    store.state.down = true;
    expect(await admitted(limiter, id, 10, new Date(t0 + 10_000))).toBe(4);
    store.state.down = false;
    expect(await admitted(limiter, id, 10, new Date(t0 + 20_000))).toBe(0);
    // the window slides as usual: a minute after the first requests, their slots free up again
    expect(await admitted(limiter, id, 10, new Date(t0 + 60_001))).toBe(6);
  });

  it("bounds a key at N × its limit with N processes sharing a store that goes down", async () => {
    const store = switchable(createMemoryLimiter());
    const processes = [1, 2, 3].map(() => failOpen(store.limiter, createMemoryLimiter(), { timeoutMs: 250, log: () => {}, restAfterFailureMs: 0 }));
    const id = uniqueId("cluster");
    const t0 = Date.now();
    // while the store answers, the three processes share one limit
    const before = await Promise.all(processes.map((p) => admitted(p, id, 5, new Date(t0))));
    expect(before.reduce((a, b) => a + b)).toBe(10);
    store.state.down = true;
    const during = await Promise.all(processes.map((p) => admitted(p, id, 20, new Date(t0 + 1_000))));
    store.state.down = false;
    const after = await Promise.all(processes.map((p) => admitted(p, id, 20, new Date(t0 + 2_000))));
    const total = [...before, ...during, ...after].reduce((a, b) => a + b);
    expect(total).toBeLessThanOrEqual(3 * 10);
    // and no single process went past the limit
    for (let k = 0; k < 3; k++) expect(before[k]! + during[k]! + after[k]!).toBeLessThanOrEqual(10);
  });

  it("skips a failed primary for a moment instead of paying its deadline on every request", async () => {
    let calls = 0;
    const primary: Limiter = {
      limit: async () => {
        calls++;
        throw new Error("down");
      },
      countRequest: async () => {
        throw new Error("down");
      },
      incrementMonthly: async () => 0,
      monthlyCount: async () => 0,
    };
    const limiter = failOpen(primary, createMemoryLimiter(), { timeoutMs: 250, log: () => {}, restAfterFailureMs: 60_000 });
    for (let i = 0; i < 20; i++) await limiter.limit(uniqueId("rest"), 10, new Date());
    expect(calls).toBe(1);
  });

  it("fails open quickly around a Redis limiter whose server is unreachable", async () => {
    const log = vi.fn();
    const remote = createRedisLimiter("redis://127.0.0.1:1", { prefix: PREFIX });
    try {
      const limiter = failOpen(remote, createMemoryLimiter(), { timeoutMs: 250, log });
      const id = uniqueId("down");
      const started = Date.now();
      const first = await limiter.limit(id, 60, new Date());
      expect(first.success).toBe(true);
      expect(first.remaining).toBe(59);
      const second = await limiter.limit(id, 60, new Date());
      expect(second).toMatchObject({ success: true, remaining: 58 });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]![0]).toBe(FAIL_OPEN_MESSAGE);
    } finally {
      await remote.close();
    }
  });
});
