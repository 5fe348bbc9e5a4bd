import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../src/db/client.js";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { createFredUpstream } from "../../src/adapters/upstream-fred.js";
import { consumeProvisioningMessages } from "../../src/jobs/index.js";
import type { UpstreamConnector } from "../../src/jobs/provisioning.js";
import { FAKE_FRED_DEMO_KEY, startFakeFred, type FakeFred } from "../support/fake-fred.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";

type Json = Record<string, any>;
const INDICATOR = "laus.state_unemployment_rate";

/**
 * Each database kind gets its own fresh copy here: PGlite files restore from the snapshot; on PostgreSQL
 * the rows this file writes are removed afterwards so reruns start clean.
 */
describe.each(testDatabases())("just-in-time provisioning on $name", (kind) => {
  let fred: FakeFred;
  let api: TestServer;
  let headers: Record<string, string>;
  let flaky: { calls: number; seenRowsOnRetry: number | null };

  const get = async (path: string) => {
    const res = await api.get(path, { headers });
    return { status: res.status, body: (await res.json()) as Json, res };
  };
  const storedRows = async (region: string) =>
    Number(
      rowsOf<{ n: string }>(
        await api.deps.db.execute(sql`SELECT count(*) AS n FROM observations o JOIN indicators i ON i.id = o.indicator_id
          WHERE i.code = ${INDICATOR} AND o.region_code = ${region}`),
      )[0]!.n,
    );

  beforeAll(async () => {
    fred = await startFakeFred({
      series: {
        CAUR: [
          { date: "2024-01-01", value: "5.2" },
          { date: "2024-02-01", value: "." },
          { date: "2024-03-01", value: "5.3" },
        ],
        TXUR: [{ date: "2024-01-01", value: "4.0" }],
      },
    });
    const fredUpstream = createFredUpstream({ apiKey: FAKE_FRED_DEMO_KEY, baseUrl: fred.url, retryBaseMs: 1, sleep: async () => {} });
    flaky = { calls: 0, seenRowsOnRetry: null };
    // fails mid-job on its first delivery (a row the database refuses), then behaves
    const flakyUpstream: UpstreamConnector = {
      publishes: (_i, region) => region.code === "48",
      async fetchSeries(indicator, region) {
        flaky.calls++;
        if (flaky.calls > 1) flaky.seenRowsOnRetry = await storedRows("48");
        const good = await fredUpstream.fetchSeries(indicator, region);
        return flaky.calls === 1 ? [...good, { ...good[0]!, periodStart: "2024-02-01", region: "no-such-region" }] : good;
      },
    };
    api = await startTestServer(kind, {
      upstreams: {
        fred: {
          publishes: (i, r) => (r.code === "48" ? flakyUpstream.publishes(i, r) : fredUpstream.publishes(i, r)),
          fetchSeries: (i, r) => (r.code === "48" ? flakyUpstream.fetchSeries(i, r) : fredUpstream.fetchSeries(i, r)),
        },
      },
    });
    const { key } = await insertKey(api.deps.db, { name: "prov", plan: "free", rateLimitPerMinute: 10_000, monthlyQuota: null });
    headers = { Authorization: `Bearer ${key}` };
  });
  afterAll(async () => {
    const db = api.deps.db;
    await db.execute(sql`DELETE FROM observations WHERE indicator_id IN (SELECT id FROM indicators WHERE code = ${INDICATOR})`);
    await db.execute(sql`DELETE FROM series_coverage WHERE indicator_id IN (SELECT id FROM indicators WHERE code = ${INDICATOR})`);
    await db.execute(sql`DELETE FROM provisioning_jobs WHERE indicator_id IN (SELECT id FROM indicators WHERE code = ${INDICATOR})`);
    await api.close();
    await fred.close();
  });

  it("answers 202 to identical concurrent misses, creates one job and fetches once, then serves the data", async () => {
    const path = `/v1/observations?indicator=${INDICATOR}&region=CA`;
    const all = await Promise.all(Array.from({ length: 5 }, () => get(path)));
    // the job may finish while the later requests are still being answered: those then get the data
    const first = all.filter((r) => r.status === 202);
    expect(first.length).toBeGreaterThanOrEqual(1);
    expect(all.every((r) => r.status === 202 || r.status === 200)).toBe(true);
    for (const r of first) {
      expect(Number(r.res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(r.body).toEqual({
        status: "provisioning",
        indicator: INDICATOR,
        region: "06",
        retry_after_seconds: Number(r.res.headers.get("retry-after")),
        request_ref: first[0]!.body.request_ref,
      });
    }
    const jobs = rowsOf<{ n: string }>(
      await api.deps.db.execute(sql`SELECT count(*) AS n FROM provisioning_jobs j JOIN indicators i ON i.id = j.indicator_id
        WHERE i.code = ${INDICATOR} AND j.region_code = '06'`),
    );
    expect(Number(jobs[0]!.n)).toBe(1);
    await api.queue.idle();
    expect(fred.requests.filter((r) => r.query.series_id === "CAUR")).toHaveLength(1);

    const { status, body } = await get(path);
    expect(status).toBe(200);
    expect(body.data.map((o: Json) => [o.period_start, o.value, o.period_end])).toEqual([
      ["2024-01-01", 5.2, "2024-01-31"],
      ["2024-02-01", null, "2024-02-29"],
      ["2024-03-01", 5.3, "2024-03-31"],
    ]);
    const latest = await get(`/v1/observations/latest?indicator=${INDICATOR}&region=california`);
    expect(latest.body.data).toMatchObject({ region: "06", period_start: "2024-03-01", value: 5.3, unit: "percent" });
  });

  it("answers 404 with details.reason when the source has nothing", async () => {
    expect((await get(`/v1/observations?indicator=${INDICATOR}&region=NY`)).status).toBe(202);
    await api.queue.idle();
    const { status, body } = await get(`/v1/observations?indicator=${INDICATOR}&region=NY`);
    expect(status).toBe(404);
    expect(body.error.code).toBe("RESOURCE_NOT_FOUND");
    expect(body.error.details.reason).toMatch(/NYUR/);
  });

  it("answers 404 without a job for a region the source does not publish", async () => {
    const { status, body } = await get(`/v1/observations?indicator=${INDICATOR}&region=66`);
    expect(status).toBe(404);
    expect(body.error.details.reason).toBeTruthy();
  });

  it("leaves no partial series when the job dies mid-way, and a redelivery writes nothing twice", async () => {
    expect((await get(`/v1/observations?indicator=${INDICATOR}&region=TX`)).status).toBe(202);
    await api.queue.idle();
    expect(flaky.calls).toBe(2);
    expect(flaky.seenRowsOnRetry).toBe(0);
    expect(await storedRows("48")).toBe(1);
    const [job] = rowsOf<{ id: string; status: string; attempts: number }>(
      await api.deps.db.execute(sql`SELECT j.id, j.status, j.attempts FROM provisioning_jobs j WHERE j.region_code = '48'`),
    );
    expect(job).toMatchObject({ status: "done", attempts: 2 });
    // the same message delivered again
    await consumeProvisioningMessages(api.deps, [{ body: { jobId: job!.id } }, { body: { jobId: job!.id } }]);
    expect(await storedRows("48")).toBe(1);
    expect((await get(`/v1/observations?indicator=${INDICATOR}&region=TX`)).body.data).toHaveLength(1);
  });
});
