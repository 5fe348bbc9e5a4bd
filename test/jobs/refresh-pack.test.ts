/**
 * The data pack's scheduled refresh against a fake upstream (never the internet): unchanged files write
 * nothing, a revised value becomes revision 2 while as_of before the refresh still answers revision 1, a
 * new period shows in latest, and a malformed, failing or hanging file leaves its series exactly as it was.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../src/db/client.js";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { refreshData } from "../../src/jobs/index.js";
import { refreshPack, type RefreshPackDeps } from "../../src/jobs/refresh-pack.js";
import { insertObservations } from "../../src/db/queries/observations.js";
import { sha256Hex } from "../../src/domain/api-keys.js";
import { readPackFile } from "../../src/sources/datahub-files.js";
import { quarterPeriod } from "../../src/sources/periods.js";
import { startFakePackUpstream, type FakePackUpstream } from "../support/fake-pack-upstream.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";

const CPI = "cpi-us-monthly.csv";
const WTI = "oil-wti-daily.csv";
const BRENT = "oil-brent-daily.csv";
const GOLD = "gold-monthly.csv";

// PGlite only: each test server gets its own copy of the loaded snapshot, so the revisions written here
// cannot reach other test files (the PostgreSQL database is shared by the whole run).
describe("data pack refresh (fake upstream)", () => {
  let upstream: FakePackUpstream;
  let api: TestServer;
  let deps: RefreshPackDeps;

  const count = async (where = sql`true`) =>
    Number(rowsOf<{ n: string }>(await api.deps.db.execute(sql`SELECT count(*) AS n FROM observations o JOIN indicators i ON i.id = o.indicator_id WHERE ${where}`))[0]!.n);
  const seriesRows = async (code: string) =>
    rowsOf<{ period_start: string; revision: number; value: number }>(
      await api.deps.db.execute(sql`SELECT o.period_start::text, o.revision, o.value FROM observations o JOIN indicators i ON i.id = o.indicator_id WHERE i.code = ${code} ORDER BY 1, 2`),
    );
  let key: string;
  const json = async (path: string) => (await (await api.get(path, { headers: { Authorization: `Bearer ${key}` } })).json()) as { data: Record<string, unknown> & Record<string, unknown>[] };

  beforeAll(async () => {
    upstream = await startFakePackUpstream();
    api = await startTestServer(testDatabases()[0]!, { config: { pack: { upstreamUrl: upstream.base, refreshHours: 6 } } });
    ({ key } = await insertKey(api.deps.db, { name: "refresh@example.com", plan: "pro", rateLimitPerMinute: 1_000_000, monthlyQuota: null }));
    deps = { db: api.deps.db, log: api.deps.log, now: () => new Date(), upstreamBase: upstream.base, retryDelayMs: 5, timeoutMs: 500 };
  });
  afterAll(async () => {
    await api?.close();
    await upstream?.close();
  });

  it("writes nothing when upstream has the bundled files, then asks conditionally and gets 304s", async () => {
    const before = await count();
    const first = await refreshPack(deps);
    expect(first.files.every((f) => f.outcome === "unchanged")).toBe(true);
    expect(first.rowsWritten).toBe(0);
    const second = await refreshPack(deps);
    expect(second.files.map((f) => f.outcome)).toEqual(second.files.map(() => "not_modified"));
    expect(await count()).toBe(before);
  });

  it("applies a revised value as revision 2 and a new period, and leaves malformed, failing and hanging files' series as they were", async () => {
    const cpi = readPackFile(CPI);
    expect(cpi).toContain("2026-04-01,333.02,0.85\n");
    upstream.set(CPI, { text: cpi.replace("2026-04-01,333.02,0.85\n", "2026-04-01,333.1,0.85\n") + "2026-06-01,336.2,0.32\n" });
    upstream.set(WTI, { text: readPackFile(WTI).replace("2026-08-18,86.48", "2026-08-18,eighty-six") });
    upstream.set(BRENT, { status: 500 });
    upstream.set(GOLD, { hangMs: 2_000 });
    const wtiBefore = await seriesRows("eia.wti");
    const brentBefore = await seriesRows("eia.brent");
    const goldBefore = await seriesRows("gold.price");
    const total = await count();
    const dayBefore = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    // the bundled rows were recorded at load time; backdate them so as_of can tell the revisions apart
    await api.deps.db.execute(sql`UPDATE observations SET recorded_at = recorded_at - interval '2 days' WHERE indicator_id = (SELECT id FROM indicators WHERE code = 'cpi.us')`);

    const report = await refreshPack(deps);
    const outcome = Object.fromEntries(report.files.map((f) => [f.file, f]));
    expect(outcome[CPI]).toMatchObject({ outcome: "applied", rowsWritten: 3 }); // one revision, two new rows
    expect(outcome[WTI]!.outcome).toBe("failed");
    expect(outcome[WTI]!.error).toMatch(/not a number/);
    expect(outcome[BRENT]).toMatchObject({ outcome: "failed", error: "upstream answered 500" });
    expect(outcome[GOLD]!.outcome).toBe("failed");
    expect(await count()).toBe(total + 3);
    expect(await seriesRows("eia.wti")).toEqual(wtiBefore);
    expect(await seriesRows("eia.brent")).toEqual(brentBefore);
    expect(await seriesRows("gold.price")).toEqual(goldBefore);
    // three tries for a failing file
    expect(upstream.requests.filter((r) => r.path.endsWith("brent-daily.csv") && r.status === 500)).toHaveLength(3);

    const april = await json("/v1/observations?indicator=cpi.us&region=US&start=2026-04-01&end=2026-04-01");
    expect(april.data[0]).toMatchObject({ period_start: "2026-04-01", value: 333.1, revision: 2 });
    const known = await json(`/v1/observations?indicator=cpi.us&region=US&start=2026-04-01&end=2026-04-01&as_of=${dayBefore}`);
    expect(known.data[0]).toMatchObject({ period_start: "2026-04-01", value: 333.02, revision: 1 });
    const latest = await json("/v1/observations/latest?indicator=cpi.us&region=US");
    expect(latest.data).toMatchObject({ period_start: "2026-06-01", value: 336.2 });
    const wtiLatest = await json("/v1/observations/latest?indicator=eia.wti&region=US");
    expect(wtiLatest.data).toMatchObject({ period_start: "2026-08-18", value: 86.48 });

    // the failures are on record for the operator
    const failures = rowsOf<{ file: string; last_error: string | null }>(await api.deps.db.execute(sql`SELECT file, last_error FROM upstream_files WHERE last_error IS NOT NULL ORDER BY file`));
    expect(failures.map((f) => f.file)).toEqual([GOLD, BRENT, WTI].sort());
  });

  it("writes no row on a second refresh with nothing new, and clears the failures once upstream is good again", async () => {
    upstream.set(WTI, undefined);
    upstream.set(BRENT, undefined);
    upstream.set(GOLD, undefined);
    const total = await count();
    const report = await refreshPack(deps);
    expect(report.rowsWritten).toBe(0);
    expect(report.files.find((f) => f.file === CPI)!.outcome).toBe("not_modified");
    expect(report.files.filter((f) => f.outcome === "failed")).toEqual([]);
    expect(await count()).toBe(total);
    const failures = rowsOf(await api.deps.db.execute(sql`SELECT file FROM upstream_files WHERE last_error IS NOT NULL`));
    expect(failures).toEqual([]);
  });

  it("reads again a copy stored by an earlier parser: fetched whole despite its ETag, its values put right as new revisions", async () => {
    const GDP = "gdp-us-quarterly.csv";
    const textHash = await sha256Hex(readPackFile(GDP));
    // what an install loaded before the change dating GDP growth holds: the fall into 2020 Q2 dated 2020 Q1,
    // recorded under the bare text hash of the first parser
    const [{ id }] = rowsOf<{ id: string }>(await api.deps.db.execute(sql`SELECT id FROM indicators WHERE code = 'bea.gdp_real_growth'`)) as [{ id: string }];
    await insertObservations(api.deps.db, new Map([["bea.gdp_real_growth", id]]), [{ indicator: "bea.gdp_real_growth", region: "US", ...quarterPeriod(2020, 1), value: -28.1 }], null);
    // the ETag the upstream gave with that copy stays: asked with it, the upstream would answer 304
    await api.deps.db.execute(sql`UPDATE upstream_files SET content_hash = ${textHash} WHERE file = ${GDP} AND etag IS NOT NULL`);
    const current = async () => (await json("/v1/observations?indicator=bea.gdp_real_growth&start=2020-01-01&end=2020-01-01")).data[0]!;
    expect(await current()).toMatchObject({ value: -28.1, revision: 2 });

    upstream.requests.length = 0;
    const report = await refreshPack(deps);
    expect(report.files.find((f) => f.file === GDP)).toMatchObject({ outcome: "applied", rowsWritten: 1 });
    expect(upstream.requests.find((r) => r.path.endsWith("/quarter.csv"))!.status).toBe(200);
    expect(await current()).toMatchObject({ value: -5.5, revision: 3 });
    // stored under this parser now: the next check is conditional again
    upstream.requests.length = 0;
    expect((await refreshPack(deps)).files.find((f) => f.file === GDP)!.outcome).toBe("not_modified");
  });

  it("stops trying further files in a run once the upstream host does not answer at all", async () => {
    const total = await count();
    const report = await refreshPack({ ...deps, upstreamBase: "http://127.0.0.1:9" });
    expect(report.files[0]).toMatchObject({ outcome: "failed", error: expect.stringMatching(/^fetch failed/) });
    expect(report.files.slice(1).every((f) => f.outcome === "failed" && f.error!.startsWith("not tried"))).toBe(true);
    expect(await count()).toBe(total);
  });

  it("runs from the scheduled jobs at most once per PACK_REFRESH_HOURS, and reports last_checked_at on /v1/sources", async () => {
    upstream.requests.length = 0;
    const first = await refreshData(api.deps);
    const second = await refreshData(api.deps);
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(upstream.requests.length).toBeGreaterThan(0);
    const sources = (await json("/v1/sources")).data as unknown as { slug: string; last_checked_at?: string; last_changed_at?: string | null }[];
    const bls = sources.find((s) => s.slug === "bls-cpi")!;
    expect(Date.parse(bls.last_checked_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(bls.last_changed_at).not.toBeNull();
    expect(sources.find((s) => s.slug === "eia-spot-prices")!.last_checked_at).toBeDefined();
  });
});
