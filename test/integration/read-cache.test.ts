import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { readDataVersion } from "../../src/db/queries/data-version.js";
import { insertObservations } from "../../src/db/queries/observations.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";
import { createTestSeries, dropTestSource } from "../support/test-series.js";

type Json = Record<string, any>;

/**
 * The read caches are keyed by the data version: a write by this process or by another connection moves
 * it, and the very next request answers the new data (latest, pages, panels, catalog answers).
 */
describe.each(testDatabases())("read caches on $name", (kind) => {
  let api: TestServer;
  let headers: Record<string, string>;
  const tag = `rc${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const code = `${tag}.series`;
  let indicatorId = "";
  let other: pg.Client | undefined;

  const get = async (path: string) => {
    const res = await api.get(path, { headers });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const writeRevision = (db: Parameters<typeof insertObservations>[0], value: number) =>
    insertObservations(db, new Map([[code, indicatorId]]), [{ indicator: code, region: "US", periodStart: "2021-12-01", periodEnd: null, periodType: "monthly", value }], null);

  beforeAll(async () => {
    api = await startTestServer(kind);
    const { key } = await insertKey(api.deps.db, { name: "cache", plan: "free", rateLimitPerMinute: 100_000, monthlyQuota: null });
    headers = { Authorization: `Bearer ${key}` };
    indicatorId = await createTestSeries(api.deps.db, tag, {
      code,
      frequency: "monthly",
      points: Array.from({ length: 24 }, (_, i) => ({ date: new Date(Date.UTC(2020, i, 1)).toISOString().slice(0, 10), value: i + 1 })),
    });
    if (kind.name === "postgres") {
      other = new pg.Client({ connectionString: inject("postgresUrl") });
      await other.connect();
    }
  });
  afterAll(async () => {
    await other?.end();
    await dropTestSource(api.deps.db, tag);
    await api.close();
  });

  it("knows the committed data version, and a write moves it before the writer goes on", async () => {
    const before = api.deps.dataVersion!.known();
    expect(before).toBe(await readDataVersion(api.deps.db));
    await writeRevision(api.deps.db, 24);
    // unchanged value: nothing written, version unchanged
    expect(api.deps.dataVersion!.known()).toBe(before);
    await writeRevision(api.deps.db, 240);
    expect(api.deps.dataVersion!.known()).toBeGreaterThan(before!);
  });

  it("answers a new revision on the very next request after a write in this process", async () => {
    const latest = `/v1/observations/latest?indicator=${code}`;
    const page = `/v1/observations?indicator=${code}&sort=desc&limit=1`;
    const panel = `/v1/panel?indicators=${code}&start=2021-12-01`;
    // twice each: the second answer comes from the cache
    for (let i = 0; i < 2; i++) {
      expect((await get(latest)).body.data.value).toBe(240);
      expect((await get(page)).body.data[0].value).toBe(240);
      expect((await get(panel)).body.series[code]).toEqual([240]);
    }
    await writeRevision(api.deps.db, 241);
    expect((await get(latest)).body.data).toMatchObject({ value: 241, revision: 3 });
    expect((await get(page)).body.data[0]).toMatchObject({ value: 241, revision: 3 });
    expect((await get(panel)).body.series[code]).toEqual([241]);
    // as_of still answers what was known then
    const asOf = await get(`/v1/observations?indicator=${code}&as_of=2000-01-01`);
    expect(asOf.body.data).toEqual([]);
  });

  it("answers a changed catalog entry on the next request", async () => {
    const path = `/v1/indicators/${code}`;
    const first = await get(path);
    expect(first.body.data.name).toBe(`Test ${code}`);
    expect((await get(path)).body.data.name).toBe(`Test ${code}`);
    await api.deps.db.execute(sql`UPDATE indicators SET name = ${`Renamed ${code}`} WHERE id = ${indicatorId}`);
    expect((await get(path)).body.data.name).toBe(`Renamed ${code}`);
  });

  it.runIf(kind.name === "postgres")("hears a write committed by another connection (another process)", async () => {
    const latest = `/v1/observations/latest?indicator=${code}`;
    const before = (await get(latest)).body.data.value as number;
    // what another process's load does: the old revision stops being current, the new one is, in one transaction
    await other!.query("BEGIN");
    await other!.query("UPDATE observations SET is_current = false WHERE indicator_id = $1 AND period_start = '2021-12-01' AND is_current", [indicatorId]);
    await other!.query(
      `INSERT INTO observations (indicator_id, region_code, period_start, revision, period_type, value, is_current)
       SELECT $1, 'US', '2021-12-01', max(revision) + 1, 'monthly', $2::float8, true FROM observations WHERE indicator_id = $1 AND period_start = '2021-12-01'`,
      [indicatorId, before + 1],
    );
    await other!.query("COMMIT");
    // the NOTIFY is sent to the server's listening connections as the COMMIT completes; give the socket a moment
    await new Promise((r) => setTimeout(r, 20));
    expect((await get(latest)).body.data.value).toBe(before + 1);
  });
});
