/**
 * Faults degrade, then recover. The database and Redis are reached through a TCP proxy the test cuts and
 * restores (the real servers keep running for the other tests): requests during the cut get 503 with
 * Retry-After or fail open, never 500; afterwards the service answers again by itself and nothing that was
 * acknowledged is lost.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openNodeDatabase } from "../../src/adapters/database-node.js";
import { failOpen } from "../../src/adapters/limiter-fail-open.js";
import { createMemoryLimiter } from "../../src/adapters/limiter-memory.js";
import { createRedisLimiter } from "../../src/adapters/limiter-redis.js";
import { rowsOf } from "../../src/db/client.js";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { sha256Hex } from "../../src/domain/api-keys.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps asking until `ok` holds (the service recovers by itself; no restart, no reconnect call). */
async function eventually(ask: () => Promise<boolean>, tries = 50, gapMs = 100) {
  for (let i = 0; i < tries; i++) {
    if (await ask()) return true;
    await sleep(gapMs);
  }
  return false;
}

describe.runIf(inject("postgresUrl"))("the database goes away mid-load (PostgreSQL through a proxy)", () => {
  let proxy: TcpProxy;
  let api: TestServer;
  let key: string;

  beforeAll(async () => {
    const url = new URL(inject("postgresUrl"));
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    api = await startTestServer(
      { name: "postgres", open: () => openNodeDatabase({ databaseUrl: url.toString(), dataDir: "unused" }) },
      // a fresh key read every request, and signups told apart by forwarded address
      { config: { authCacheTtlMs: 0, readCacheBytes: 0, trustProxy: true } },
    );
    ({ key } = await insertKey(api.deps.db, { name: "faults@example.com", plan: "pro", rateLimitPerMinute: 1_000_000, monthlyQuota: null }));
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => {});
    await api?.close();
    await proxy?.close();
  });

  it("answers 503 with Retry-After during the cut, recovers by itself, and loses no acknowledged signup", async () => {
    const statuses = new Map<number, number>();
    const breaches: string[] = [];
    const signedUp: string[] = [];
    let stop = false;
    const count = (s: number) => statuses.set(s, (statuses.get(s) ?? 0) + 1);

    const reader = async () => {
      while (!stop) {
        const res = await api.get("/v1/observations/latest?indicator=ces.nonfarm", { headers: { Authorization: `Bearer ${key}` } });
        count(res.status);
        const body = (await res.json()) as { error?: { code: string; details?: { reason?: string } } };
        if (res.status === 503) {
          if (!res.headers.get("retry-after") || body.error?.details?.reason !== "database_unavailable") breaches.push(`503 without Retry-After/reason: ${JSON.stringify(body)}`);
        } else if (res.status !== 200) breaches.push(`latest answered ${res.status}: ${JSON.stringify(body)}`);
      }
    };
    const signer = async () => {
      while (!stop) {
        const res = await api.fetch("/v1/signup", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
          body: JSON.stringify({ email: `fault-${randomUUID()}@example.com` }),
        });
        count(res.status);
        const body = (await res.json()) as { data?: { key: string } };
        if (res.status === 201) signedUp.push(body.data!.key);
        else if (res.status !== 503 && res.status !== 429) breaches.push(`signup answered ${res.status}: ${JSON.stringify(body)}`);
      }
    };
    const load = Promise.all([reader(), reader(), reader(), reader(), signer(), signer()]);

    await sleep(400);
    await proxy.cut();
    await sleep(800);
    await proxy.restore();
    const recovered = await eventually(async () => (await api.get("/v1/observations/latest?indicator=ces.nonfarm", { headers: { Authorization: `Bearer ${key}` } })).status === 200);
    await sleep(300);
    stop = true;
    await load;

    expect(breaches).toEqual([]);
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(recovered).toBe(true);
    // every key the service said it issued exists
    expect(signedUp.length).toBeGreaterThan(0);
    for (const issued of signedUp) {
      const rows = rowsOf<{ n: string }>(await api.deps.db.execute(sql`SELECT count(*) AS n FROM api_keys WHERE key_hash = ${await sha256Hex(issued)}`));
      expect(Number(rows[0]!.n), `signup ${issued.slice(-4)} answered 201 but is not stored`).toBe(1);
    }
  });
});

describe.runIf(process.env.REDIS_URL)("Redis goes away under keyed traffic (through a proxy)", () => {
  let proxy: TcpProxy;
  let api: TestServer;
  let closeRedis: () => Promise<void>;

  beforeAll(async () => {
    const url = new URL(process.env.REDIS_URL!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
    const redis = createRedisLimiter(`redis://127.0.0.1:${proxy.port}`, { prefix: `svc-test-faults-${randomUUID().slice(0, 8)}:` });
    closeRedis = () => redis.close();
    const limiter = failOpen(redis, createMemoryLimiter(), { timeoutMs: 250, log: () => {} });
    api = await startTestServer(testDatabases()[0]!, { limiter });
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => {});
    await api?.close();
    await closeRedis?.();
    await proxy?.close();
  });

  it("fails open without a 5xx and still admits no more than the key's limit in the minute around the outage", async () => {
    const { key } = await insertKey(api.deps.db, { name: "redis-fault", plan: "free", rateLimitPerMinute: 20, monthlyQuota: null });
    const ping = async () => (await api.get("/v1/ping", { headers: { Authorization: `Bearer ${key}` } })).status;
    const burst = async (n: number) => Promise.all(Array.from({ length: n }, ping));

    const before = await burst(8);
    await proxy.cut();
    const during = await burst(30);
    await proxy.restore();
    await sleep(1_200); // the limiter rests the store a second after a failure, then uses it again
    const after = await burst(30);

    const all = [...before, ...during, ...after];
    expect(all.every((s) => s === 200 || s === 429)).toBe(true);
    expect(before.filter((s) => s === 200)).toHaveLength(8);
    // one process: never past the limit in the minute, whichever store answered
    expect(all.filter((s) => s === 200)).toHaveLength(20);
  });
});
