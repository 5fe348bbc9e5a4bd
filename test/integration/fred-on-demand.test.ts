import type { Config } from "../../src/config.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createFredUpstream } from "../../src/adapters/upstream-fred.js";
import { createApp } from "../../src/app.js";
import { rowsOf } from "../../src/db/client.js";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { refreshFredSeries } from "../../src/jobs/refresh-fred.js";
import type { Log } from "../../src/log.js";
import { createFredClient } from "../../src/sources/fred.js";
import { FAKE_FRED_DEMO_KEY, startFakeFred, type FakeFred, type FakeFredObservation } from "../support/fake-fred.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";

type Json = Record<string, any>;

/** 150,000 consecutive days from 1800-01-01 (FRED serves nothing before 1776-07-04): more than one FRED page (100,000). */
const BIG_POINTS = 150_000;
const bigSeries = (): FakeFredObservation[] =>
  Array.from({ length: BIG_POINTS }, (_, i) => ({
    date: new Date(Date.UTC(1800, 0, 1 + i)).toISOString().slice(0, 10),
    value: String((i % 1000) / 10),
  }));

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())("any FRED series on demand on $name", (kind) => {
  let fred: FakeFred;
  let api: TestServer;
  let config: Partial<Config>;
  let headers: Record<string, string>;

  const get = async (path: string) => {
    const res = await api.get(path, { headers });
    return { status: res.status, body: (await res.json()) as Json, res };
  };
  const calls = (path: string, seriesId?: string) =>
    fred.requests.filter((r) => r.path === path && (seriesId === undefined || r.query.series_id === seriesId)).length;
  const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await api.deps.db.execute(q));
  const indicatorRows = (code: string) =>
    query<{ id: string; name: string; unit: string; frequency: string; seasonal_adjustment: string | null; description: string | null; upstream: string; default_region: string }>(
      sql`SELECT i.id::text, i.name, i.unit, i.frequency, i.seasonal_adjustment, i.description, i.upstream, i.default_region
          FROM indicators i WHERE i.code = ${code}`,
    );
  const storedRows = async (code: string) =>
    Number(
      (await query<{ n: string }>(sql`SELECT count(*) AS n FROM observations o JOIN indicators i ON i.id = o.indicator_id WHERE i.code = ${code}`))[0]!.n,
    );
  const refresh = () =>
    refreshFredSeries({ db: api.deps.db, log: api.deps.log, config: api.deps.config, fredClient: createFredClient({ apiKey: FAKE_FRED_DEMO_KEY, baseUrl: fred.url }) });
  /** 202 on the first read, then (once the job has run) the answer. */
  const provision = async (path: string) => {
    const first = await get(path);
    expect(first.status).toBe(202);
    await api.queue.idle();
    return get(path);
  };

  beforeAll(async () => {
    fred = await startFakeFred({
      series: {
        DGS10: [
          { date: "2024-01-02", value: "3.95" },
          { date: "2024-01-03", value: "3.91" },
          { date: "2024-01-04", value: "." },
          { date: "2024-01-05", value: "4.05" },
        ],
        T10Y2YW: [
          { date: "2024-01-05", value: "-0.35" },
          { date: "2024-01-12", value: "-0.30" },
        ],
        BIGDAILY: bigSeries(),
        GDPREV: [
          { date: "2023-07-01", value: "100.0" },
          { date: "2023-10-01", value: "101.0" },
        ],
        SEMIAN: [
          { date: "2023-01-01", value: "7" },
          { date: "2023-07-01", value: "8" },
        ],
        ZORBLAX1: [{ date: "2024-01-01", value: "1" }],
        ZORBLAX2: [{ date: "2024-01-01", value: "2" }],
        ZORBLAX3: [{ date: "2024-01-01", value: "3" }],
        OUTAGE1: [{ date: "2024-01-01", value: "1" }],
      },
      info: {
        DGS10: {
          title: "Market Yield on U.S. Treasury Securities at 10-Year Constant Maturity, Quoted on an Investment Basis",
          frequency: "Daily",
          frequency_short: "D",
          units: "Percent",
          seasonal_adjustment_short: "NSA",
          notes: "For further information regarding treasury constant maturity data, please refer to the Board of Governors.",
          last_updated: "2024-01-08 15:17:02-06",
        },
        T10Y2YW: { title: "10-Year minus 2-Year Treasury spread", frequency: "Weekly, Ending Friday", frequency_short: "W", seasonal_adjustment_short: "NA" },
        BIGDAILY: { title: "A very long daily series", frequency: "Daily, 7-Day", frequency_short: "D", units: "Index" },
        GDPREV: { title: "Revised quarterly output", frequency: "Quarterly", frequency_short: "Q", units: "Billions of Dollars", seasonal_adjustment_short: "SAAR", last_updated: "2024-01-25 07:31:01-06" },
        SEMIAN: { title: "A semiannual survey", frequency: "Semiannual", frequency_short: "SA" },
        ZORBLAX1: { title: "Zorblax widget output", frequency_short: "M", units: "Widgets" },
        ZORBLAX2: { title: "Zorblax widget prices", frequency_short: "Q", units: "Index 2017=100" },
        ZORBLAX3: { title: "Zorblax widget exports", frequency_short: "A", units: "Units" },
      },
    });
    config = { fred: { apiKey: FAKE_FRED_DEMO_KEY, baseUrl: fred.url }, onDemandNewSeriesPerClientPerMinute: 1_000 };
    // the jobs get a patient client (the 150,000-point pages); the catalog an impatient one, so "FRED hangs" is quick
    const jobs = createFredUpstream({ apiKey: FAKE_FRED_DEMO_KEY, baseUrl: fred.url, maxAttempts: 1 });
    const catalog = createFredUpstream({ apiKey: FAKE_FRED_DEMO_KEY, baseUrl: fred.url, maxAttempts: 1, timeoutMs: 300 }).catalog!;
    api = await startTestServer(kind, { config, upstreams: { fred: { ...jobs, catalog } } });
    const { key } = await insertKey(api.deps.db, { name: "fred-on-demand", plan: "free", rateLimitPerMinute: 100_000, monthlyQuota: null });
    headers = { Authorization: `Bearer ${key}` };
  });

  afterAll(async () => {
    const db = api.deps.db;
    const ofFred = sql`(SELECT i.id FROM indicators i JOIN sources s ON s.id = i.source_id WHERE s.slug = 'fred')`;
    await db.execute(sql`DELETE FROM provisioning_jobs WHERE indicator_id IN ${ofFred}`);
    await db.execute(sql`DELETE FROM series_coverage WHERE indicator_id IN ${ofFred}`);
    await db.execute(sql`DELETE FROM observations WHERE indicator_id IN ${ofFred}`);
    await db.execute(sql`DELETE FROM indicators WHERE id IN ${ofFred}`);
    await db.execute(sql`DELETE FROM sources WHERE slug = 'fred'`);
    await api.close();
    await fred.close();
  });

  afterEach(async () => {
    await api.queue.idle();
    fred.setMode("healthy");
  });

  it("answers 202 for a fred.<ID> the catalog does not hold, then serves its data under the FRED metadata", async () => {
    expect(await indicatorRows("fred.DGS10")).toEqual([]);
    const first = await get("/v1/observations?indicator=fred.DGS10");
    expect(first.status).toBe(202);
    const retryAfter = Number(first.res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(first.body).toEqual({ status: "provisioning", indicator: "fred.DGS10", region: "US", retry_after_seconds: retryAfter, request_ref: expect.any(String) });
    // the row exists from the first request on, with FRED's metadata
    expect(await indicatorRows("fred.DGS10")).toEqual([
      {
        id: expect.any(String),
        name: "Market Yield on U.S. Treasury Securities at 10-Year Constant Maturity, Quoted on an Investment Basis",
        unit: "Percent",
        frequency: "daily",
        seasonal_adjustment: "NSA",
        description: "For further information regarding treasury constant maturity data, please refer to the Board of Governors.",
        upstream: "fred",
        default_region: "US",
      },
    ]);
    await api.queue.idle();

    const { status, body } = await get("/v1/observations?indicator=fred.DGS10");
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({ indicator: "fred.DGS10", region: "US", unit: "Percent", frequency: "daily", count: 4 });
    expect(body.data.map((o: Json) => [o.period_start, o.period_end, o.period_type, o.value, o.revision])).toEqual([
      ["2024-01-02", "2024-01-02", "daily", 3.95, 1],
      ["2024-01-03", "2024-01-03", "daily", 3.91, 1],
      ["2024-01-04", "2024-01-04", "daily", null, 1],
      ["2024-01-05", "2024-01-05", "daily", 4.05, 1],
    ]);
    // FRED's last_updated is the rows' source_updated_at and the source's freshness
    expect(Date.parse(body.data[0].source_updated_at)).toBe(Date.parse("2024-01-08T15:17:02-06:00"));
    const [source] = await query<{ name: string; provider: string; docs_url: string; license: string; updated: string }>(
      sql`SELECT name, provider, docs_url, license, to_char(source_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS updated FROM sources WHERE slug = 'fred'`,
    );
    expect(source).toEqual({
      name: "FRED, Federal Reserve Bank of St. Louis",
      provider: "Federal Reserve Bank of St. Louis",
      docs_url: "https://fred.stlouisfed.org/",
      license: "Series-specific; see FRED terms of use (https://fred.stlouisfed.org/legal/)",
      updated: "2024-01-08 21:17:02",
    });

    // the id part is case-insensitive: fred.dgs10 is the same indicator
    const latest = await get("/v1/observations/latest?indicator=fred.dgs10");
    expect(latest.status).toBe(200);
    expect(latest.body.data).toMatchObject({ indicator: "fred.DGS10", region: "US", period_start: "2024-01-05", value: 4.05, unit: "Percent" });
    const detail = await api.get("/v1/indicators/fred.DGS10");
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as Json).data).toMatchObject({
      code: "fred.DGS10",
      source: { slug: "fred", name: "FRED, Federal Reserve Bank of St. Louis" },
      access_tier: "free",
      available_regions: ["US"],
      date_range: { start: "2024-01-02", end: "2024-01-05" },
      default_region: { code: "US" },
    });
    expect(calls("/fred/series/observations", "DGS10")).toBe(1);
  });

  it("adds a series to the catalog on GET /v1/indicators/fred.<ID>, without loading its history", async () => {
    const res = await api.get("/v1/indicators/fred.t10y2yw");
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).data).toMatchObject({
      code: "fred.T10Y2YW",
      name: "10-Year minus 2-Year Treasury spread",
      frequency: "weekly",
      unit: "Percent",
      available_regions: [],
      date_range: { start: null, end: null },
    });
    expect(await indicatorRows("fred.T10Y2YW")).toMatchObject([{ seasonal_adjustment: null }]);
    expect(calls("/fred/series/observations", "T10Y2YW")).toBe(0);
    // the data route then loads it: weeks dated by their last day
    const { status, body } = await provision("/v1/observations?indicator=fred.T10Y2YW");
    expect(status).toBe(200);
    expect(body.data.map((o: Json) => [o.period_start, o.period_end, o.value])).toEqual([
      ["2023-12-30", "2024-01-05", -0.35],
      ["2024-01-06", "2024-01-12", -0.3],
    ]);
  });

  it("serves a semiannual series as quarterly with half-year periods", async () => {
    const { status, body } = await provision("/v1/observations?indicator=fred.SEMIAN");
    expect(status).toBe(200);
    expect(body.meta.frequency).toBe("quarterly");
    expect(body.data.map((o: Json) => [o.period_start, o.period_end, o.period_type])).toEqual([
      ["2023-01-01", "2023-06-30", "quarterly"],
      ["2023-07-01", "2023-12-31", "quarterly"],
    ]);
  });

  it("answers 404 for an id FRED does not know, stores nothing, and does not ask FRED again soon", async () => {
    for (const path of ["/v1/observations?indicator=fred.NOSUCHSERIES", "/v1/observations/latest?indicator=fred.NOSUCHSERIES"]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body.error.code).toBe("RESOURCE_NOT_FOUND");
      expect(body.error.details).toMatchObject({ parameter: "indicator", value: "fred.NOSUCHSERIES", reason: expect.stringMatching(/no series/) });
    }
    const detail = await api.get("/v1/indicators/fred.NOSUCHSERIES");
    expect(detail.status).toBe(404);
    expect(((await detail.json()) as Json).error.code).toBe("RESOURCE_NOT_FOUND");
    expect(calls("/fred/series", "NOSUCHSERIES")).toBe(1);
    expect(await indicatorRows("fred.NOSUCHSERIES")).toEqual([]);
  });

  it("lets one address add at most ON_DEMAND_NEW_SERIES_PER_CLIENT_PER_MINUTE new series a minute (anonymous lookups cost FRED calls)", async () => {
    const strict = await startTestServer(kind, { config: { ...config, onDemandNewSeriesPerClientPerMinute: 2 }, upstreams: api.deps.upstreams });
    try {
      const statuses = [];
      for (const id of ["CAPTESTA", "CAPTESTB", "CAPTESTC"]) statuses.push((await strict.get(`/v1/indicators/fred.${id}`)).status);
      expect(statuses).toEqual([404, 404, 429]);
      const refused = await strict.get("/v1/indicators/fred.CAPTESTD");
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await refused.json()) as Json).error).toMatchObject({ code: "RATE_LIMIT_EXCEEDED", details: { reason: "new_series_limit", limit: 2 } });
      expect(calls("/fred/series", "CAPTESTD")).toBe(0);
      // only series new to the catalog count: stored ones still answer
      expect((await strict.get("/v1/indicators/cpi.us")).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it("refuses a malformed fred code and a region other than US with 404, without asking FRED", async () => {
    const before = fred.requests.length;
    for (const code of ["fred.DGS-10", "fred.", "fred.DGS10.x"]) {
      const { status, body } = await get(`/v1/observations?indicator=${encodeURIComponent(code)}`);
      expect(status, code).toBe(404);
      expect(body.error.code).toBe("RESOURCE_NOT_FOUND");
      expect(body.error.details.reason).toMatch(/letters, digits and underscores/);
    }
    const elsewhere = await get("/v1/observations?indicator=fred.DGS10&region=CA");
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.code).toBe("RESOURCE_NOT_FOUND");
    expect(fred.requests.length).toBe(before);
  });

  it("answers 503 upstream_unavailable when FRED cannot describe the series, and registers it once FRED is back", async () => {
    fred.setMode("error_500");
    const down = await get("/v1/observations?indicator=fred.OUTAGE1");
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe("INTERNAL_ERROR");
    expect(down.body.error.details.reason).toBe("upstream_unavailable");
    expect(Number(down.res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await indicatorRows("fred.OUTAGE1")).toEqual([]);
    fred.setMode("healthy");
    expect((await provision("/v1/observations?indicator=fred.OUTAGE1")).status).toBe(200);
  });

  it("without FRED configured, a fred.<ID> that is not stored is a 404 saying why and a stored one still answers", async () => {
    const plain = createApp({ ...api.deps, upstreams: {} });
    const before = fred.requests.length;
    const missing = await plain.request("/v1/indicators/fred.GDPREV");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as Json).error).toEqual({
      code: "RESOURCE_NOT_FOUND",
      message: "Indicator 'fred.GDPREV' was not found",
      details: { code: "fred.GDPREV", reason: "FRED series are loaded on demand only where the server is set up for FRED (FRED_API_KEY), and this one is not" },
    });
    const data = await plain.request("/v1/observations?indicator=fred.GDPREV", { headers });
    expect(data.status).toBe(404);
    expect((await plain.request("/v1/indicators/fred.dgs10")).status).toBe(200);
    const search = await plain.request("/v1/indicators?search=zorblax%20widget");
    expect(((await search.json()) as Json).data.filter((i: Json) => i.provisionable)).toEqual([]);
    expect(fred.requests.length).toBe(before);
  });

  it("loads a series of more than 100,000 observations completely, over two pages", async () => {
    const { status, body } = await provision("/v1/observations?indicator=fred.BIGDAILY&sort=desc&limit=1");
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ period_start: "2210-09-08", value: (149_999 % 1000) / 10 });
    expect(await storedRows("fred.BIGDAILY")).toBe(BIG_POINTS);
    const pages = fred.requests.filter((r) => r.path === "/fred/series/observations" && r.query.series_id === "BIGDAILY");
    expect(pages.map((r) => [r.query.limit, r.query.offset])).toEqual([
      ["100000", "0"],
      ["100000", "100000"],
    ]);
    const [coverage] = await query<{ periods: number; first: string; last: string }>(
      sql`SELECT c.periods, to_char(c.first_period, 'YYYY-MM-DD') AS first, to_char(c.last_period, 'YYYY-MM-DD') AS last
          FROM series_coverage c JOIN indicators i ON i.id = c.indicator_id WHERE i.code = 'fred.BIGDAILY'`,
    );
    expect(coverage).toEqual({ periods: BIG_POINTS, first: "1800-01-01", last: "2210-09-08" });
  });

  it("refresh records FRED's revisions as new revisions, keeps as_of reads on the old value, and writes nothing when nothing changed", async () => {
    expect((await provision("/v1/observations?indicator=fred.GDPREV")).status).toBe(200);
    // the first load happened "two days ago", so as_of yesterday can tell it from today's refresh
    await api.deps.db.execute(sql`UPDATE observations SET recorded_at = recorded_at - interval '2 days'
      WHERE indicator_id = (SELECT id FROM indicators WHERE code = 'fred.GDPREV')`);

    // FRED has not updated the series: one metadata call per stored series, no observation reads, no rows
    const observationReads = calls("/fred/series/observations");
    const unchanged = await refresh();
    expect(unchanged.skipped).toBe(false);
    expect(unchanged.failed).toEqual([]);
    expect(unchanged.checked).toBeGreaterThanOrEqual(1);
    expect(unchanged).toMatchObject({ reread: 0, observationsWritten: 0 });
    expect(calls("/fred/series/observations")).toBe(observationReads);

    // FRED revises 2023-10-01, adds 2024-01-01 and renames the series
    fred.update("GDPREV", {
      observations: [
        { date: "2023-07-01", value: "100.0" },
        { date: "2023-10-01", value: "101.5" },
        { date: "2024-01-01", value: "102.0" },
      ],
      info: { last_updated: "2024-02-28 07:31:01-06", title: "Revised quarterly output (second estimate)" },
    });
    const revised = await refresh();
    expect(revised).toMatchObject({ reread: 1, observationsWritten: 2, failed: [] });
    expect(revised.changedIndicators).toEqual((await indicatorRows("fred.GDPREV")).map((r) => r.id));
    expect(await indicatorRows("fred.GDPREV")).toMatchObject([{ name: "Revised quarterly output (second estimate)", seasonal_adjustment: "SAAR" }]);

    const now = await get("/v1/observations?indicator=fred.GDPREV");
    expect(now.body.data.map((o: Json) => [o.period_start, o.value, o.revision])).toEqual([
      ["2023-07-01", 100, 1],
      ["2023-10-01", 101.5, 2],
      ["2024-01-01", 102, 1],
    ]);
    expect(Date.parse(now.body.data[1].source_updated_at)).toBe(Date.parse("2024-02-28T07:31:01-06:00"));
    const then = await get(`/v1/observations?indicator=fred.GDPREV&as_of=${isoDay(-1)}`);
    expect(then.body.data.map((o: Json) => [o.period_start, o.value, o.revision])).toEqual([
      ["2023-07-01", 100, 1],
      ["2023-10-01", 101, 1],
    ]);
    const [{ periods }] = (await query<{ periods: number }>(
      sql`SELECT c.periods FROM series_coverage c JOIN indicators i ON i.id = c.indicator_id WHERE i.code = 'fred.GDPREV'`,
    )) as [{ periods: number }];
    expect(periods).toBe(3);

    // a second refresh with nothing new: no observation read, no row
    const rows = await storedRows("fred.GDPREV");
    const again = await refresh();
    expect(again).toMatchObject({ reread: 0, observationsWritten: 0, changedIndicators: [], failed: [] });
    expect(await storedRows("fred.GDPREV")).toBe(rows);

    // FRED touches the series (newer last_updated) without changing a value: read again, still no row
    fred.update("GDPREV", { info: { last_updated: "2024-03-01 07:31:01-06" } });
    const touched = await refresh();
    expect(touched).toMatchObject({ reread: 1, observationsWritten: 0, failed: [] });
    expect(await storedRows("fred.GDPREV")).toBe(rows);
  });

  it("refresh does nothing without FRED configured, and reports a series FRED fails on without stopping", async () => {
    expect(await refreshFredSeries({ db: api.deps.db, log: api.deps.log, config: { fred: undefined } })).toEqual({
      skipped: true,
      checked: 0,
      reread: 0,
      observationsWritten: 0,
      changedIndicators: [],
      failed: [],
    });
    fred.setMode("error_500");
    const failing = await refreshFredSeries({
      db: api.deps.db,
      log: api.deps.log,
      config: api.deps.config,
      fredClient: createFredClient({ apiKey: FAKE_FRED_DEMO_KEY, baseUrl: fred.url, maxAttempts: 1 }),
    });
    expect(failing.checked).toBe(0);
    expect(failing.failed.length).toBeGreaterThanOrEqual(1);
    expect(failing.failed.map((f) => f.code)).toContain("fred.DGS10");
  });

  describe("search fallback", () => {
    it("lists FRED's matches as provisionable when nothing stored matches, and a read then stores that very id", async () => {
      const res = await api.get("/v1/indicators?search=zorblax%20widget&limit=2");
      expect(res.status).toBe(200);
      const body = (await res.json()) as Json;
      expect(body.meta).toEqual({ total: 3, limit: 2, offset: 0 });
      expect(body.data).toEqual([
        {
          id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
          code: "fred.ZORBLAX1",
          name: "Zorblax widget output",
          description: "Served by the test fake.",
          source: "fred",
          category: null,
          subcategory: null,
          access_tier: "free",
          unit: "Widgets",
          frequency: "monthly",
          is_active: true,
          provisionable: true,
        },
        expect.objectContaining({ code: "fred.ZORBLAX2", frequency: "quarterly", provisionable: true }),
      ]);
      expect(calls("/fred/series/search")).toBe(1);
      expect(fred.requests.filter((r) => r.path === "/fred/series/search").at(-1)!.query).toMatchObject({ search_text: "zorblax widget", limit: "2", offset: "0" });
      // the same search again is answered from the process's cache
      await api.get("/v1/indicators?search=zorblax%20widget&limit=2");
      expect(calls("/fred/series/search")).toBe(1);
      // an empty page still tells FRED's total
      expect(await (await api.get("/v1/indicators?search=zorblax%20widget&limit=0")).json()).toEqual({ data: [], meta: { total: 3, limit: 0, offset: 0 } });
      expect(calls("/fred/series/search")).toBe(2);

      const detail = await api.get("/v1/indicators/fred.ZORBLAX1");
      expect(detail.status).toBe(200);
      expect(((await detail.json()) as Json).data.id).toBe(body.data[0].id);
      // now stored: the local search finds it and FRED is not asked
      const local = (await (await api.get("/v1/indicators?search=zorblax")).json()) as Json;
      expect(local.data.map((i: Json) => [i.code, i.provisionable])).toEqual([["fred.ZORBLAX1", undefined]]);
      expect(calls("/fred/series/search")).toBe(2);
    });

    it("does not ask FRED when something stored matches, nor for a search with other filters", async () => {
      const before = calls("/fred/series/search");
      const local = (await (await api.get("/v1/indicators?search=unemployment")).json()) as Json;
      expect(local.data.length).toBeGreaterThan(0);
      expect(local.data.some((i: Json) => i.provisionable)).toBe(false);
      const filtered = (await (await api.get("/v1/indicators?search=qwertyfoo&category=labor")).json()) as Json;
      expect(filtered).toMatchObject({ data: [], meta: { total: 0 } });
      expect(calls("/fred/series/search")).toBe(before);
    });

    it("answers 200 with the empty local result, uncached and logged once, when FRED is down or hangs", async () => {
      const warnings: string[] = [];
      const log: Log = { debug() {}, info() {}, warn: (m) => void warnings.push(m), error() {} };
      const silent = api.deps.log;
      api.deps.log = log;
      try {
        for (const [mode, text] of [
          ["error_500", "gizmoid"],
          ["hang", "sprocketron"],
        ] as const) {
          fred.setMode(mode);
          const res = await api.get(`/v1/indicators?search=${text}`);
          expect(res.status, mode).toBe(200);
          expect(await res.json()).toEqual({ data: [], meta: { total: 0, limit: 50, offset: 0 } });
          expect(res.headers.get("cache-control")).toBe("no-store");
        }
      } finally {
        api.deps.log = silent;
      }
      expect(warnings).toEqual(["upstream catalog search failed; answering the local result only"]);
      // a healthy answer is cacheable again
      fred.setMode("healthy");
      const ok = await api.get("/v1/indicators?search=zorblax%20prices");
      expect(ok.headers.get("cache-control")).toMatch(/max-age/);
      expect(((await ok.json()) as Json).data.map((i: Json) => i.code)).toEqual(["fred.ZORBLAX2"]);
    });
  });
});
