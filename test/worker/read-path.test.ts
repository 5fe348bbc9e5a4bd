/// <reference types="@cloudflare/vitest-plugin/types" />
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ShimRequestLog } from "../../scripts/neon-http-shim.js";

// Round trips per request from a warm isolate, counted by the stand-ins the Worker talks to: the Neon
// SQL-over-HTTP shim (every database call) and the Upstash REST shim (every rate-limit call; present when
// the machine has Redis, as CI does). Other test files may be talking to the same shims at the same time,
// which can only add calls: each figure is the smallest of several sequential requests.

const bindings = env as unknown as { NEON_HTTP_ENDPOINT: string; UPSTASH_REDIS_REST_URL?: string };
const shimBase = bindings.NEON_HTTP_ENDPOINT.replace(/\/sql$/, "");

const databaseRequests = async () => (await (await fetch(`${shimBase}/__requests`)).json()) as ShimRequestLog;
const redisRequests = async () =>
  bindings.UPSTASH_REDIS_REST_URL ? ((await (await fetch(`${bindings.UPSTASH_REDIS_REST_URL}/__requests`)).json()) as { requests: number }).requests : 0;

/** Database and Redis calls made while `send` ran, the fewest of `tries` runs, with the statements of that run. */
async function fewestCalls(send: () => Promise<Response>, tries = 5) {
  let best = { database: Number.POSITIVE_INFINITY, redis: Number.POSITIVE_INFINITY, statements: [] as string[], status: 0 };
  for (let i = 0; i < tries; i++) {
    const [db0, r0] = [(await databaseRequests()).count, await redisRequests()];
    const res = await send();
    await res.arrayBuffer();
    const after = await databaseRequests();
    const database = after.count - db0;
    const redis = (await redisRequests()) - r0;
    if (database < best.database || (database === best.database && redis < best.redis)) {
      best = { database, redis, statements: database > 0 ? after.recent.slice(-database).flatMap((r) => r.statements) : [], status: res.status };
    }
  }
  return best;
}

describe("worker: one round trip per read", () => {
  let headers: Record<string, string>;

  beforeAll(async () => {
    const res = await SELF.fetch("https://api.test/v1/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "round-trips@example.com" }),
    });
    expect(res.status).toBe(201);
    headers = { Authorization: `Bearer ${((await res.json()) as { data: { key: string } }).data.key}` };
  });

  it("keyed latest on a warm isolate: exactly 1 database call (one statement: the read, with the data version beside it), at most 1 Redis call", async () => {
    const latest = () => SELF.fetch("https://api.test/v1/observations/latest?indicator=ces.nonfarm", { headers });
    // warm: the key, the indicator, the region and "is stored" come into the isolate's caches
    for (let i = 0; i < 2; i++) expect((await latest()).status).toBe(200);
    const calls = await fewestCalls(latest);
    expect(calls.status).toBe(200);
    expect(calls.database).toBe(1);
    expect(calls.statements).toEqual([expect.stringMatching(/^SELECT d\.version, s\.\* FROM data_version d .*FROM observations o/s)]);
    if (bindings.UPSTASH_REDIS_REST_URL) expect(calls.redis).toBe(1);
    else expect(calls.redis).toBe(0);
  });

  it("a read sent with the data version beside it keeps its rows, their order, and an empty answer", async () => {
    const page = (query: string) => SELF.fetch(`https://api.test/v1/observations?indicator=ces.nonfarm&${query}`, { headers });
    const dates = async (res: Response) => ((await res.json()) as { data: { period_start: string }[] }).data.map((o) => o.period_start);
    expect((await page("limit=1")).status).toBe(200);
    const ascending = await dates(await page("start=2010-01-01&end=2010-12-01"));
    expect(ascending).toHaveLength(12);
    const descending = await fewestCalls(() => page("start=2010-01-01&end=2010-12-01&sort=desc"));
    // the page's one statement went out with the version read wrapped around it
    expect(descending.database).toBe(1);
    expect(descending.statements).toEqual([expect.stringMatching(/^SELECT d\.version, s\.\* FROM data_version d /)]);
    expect(await dates(await page("start=2010-01-01&end=2010-12-01&sort=desc"))).toEqual([...ascending].reverse());
    const none = await page("start=1800-01-01&end=1800-12-01");
    expect(none.status).toBe(200);
    expect(await dates(none)).toEqual([]);
  });

  it("an anonymous catalog read on a warm isolate: 1 database call (the committed data version), the answer from the Cache API", async () => {
    const detail = () => SELF.fetch("https://api.test/v1/indicators/ces.nonfarm");
    expect((await detail()).status).toBe(200);
    const calls = await fewestCalls(detail);
    expect(calls.status).toBe(200);
    expect(calls.database).toBe(1);
    expect(calls.statements).toEqual(["SELECT version FROM data_version"]);
    expect(calls.redis).toBe(0);
  });
});
