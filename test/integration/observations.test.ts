import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../src/db/client.js";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { insertObservations } from "../../src/db/queries/observations.js";
import { PREMIUM_GRANT } from "../../src/http/auth.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";
import { createTestSeries, dropTestSource } from "../support/test-series.js";

type Json = Record<string, any>;

describe.each(testDatabases())("observations on $name", (kind) => {
  let api: TestServer;
  let headers: Record<string, string>;
  const tag = `o${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  let testIndicatorId = "";

  const get = async (path: string, h = headers) => {
    const res = await api.get(path, { headers: h });
    return { status: res.status, body: (await res.json()) as Json, res };
  };

  beforeAll(async () => {
    api = await startTestServer(kind);
    const { key } = await insertKey(api.deps.db, { name: "obs", plan: "free", rateLimitPerMinute: 100_000, monthlyQuota: null });
    headers = { Authorization: `Bearer ${key}` };
    // a series of our own whose rows the tests may change: 24 months, plus a projection series
    testIndicatorId = await createTestSeries(api.deps.db, tag, {
      code: `${tag}.series`,
      frequency: "monthly",
      points: Array.from({ length: 24 }, (_, i) => ({ date: new Date(Date.UTC(2020, i, 1)).toISOString().slice(0, 10), value: i + 1 })),
    });
    const nextYear = new Date().getUTCFullYear() + 1;
    await createTestSeries(api.deps.db, tag, {
      code: `${tag}.projection`,
      frequency: "annual",
      projection: true,
      points: [nextYear - 3, nextYear - 2, nextYear - 1, nextYear, nextYear + 1].map((y, i) => ({
        date: `${y}-01-01`,
        periodEnd: `${y}-12-31`,
        value: 100 + i,
      })),
    });
  });
  afterAll(async () => {
    await dropTestSource(api.deps.db, tag);
    await api.close();
  });

  describe("GET /v1/observations", () => {
    it("answers the history with the spec's fields and meta", async () => {
      const { status, body, res } = await get("/v1/observations?indicator=ces.nonfarm&limit=2");
      expect(status).toBe(200);
      expect(res.headers.get("x-ratelimit-limit")).toBe("100000");
      expect(res.headers.get("x-request-id")).toBeTruthy();
      expect(body.data).toEqual([
        { period_start: "2006-01-01", period_end: "2006-01-31", period_type: "monthly", value: 135450, revision: 1, is_preliminary: false, source_updated_at: "2018-11-11T00:00:00Z" },
        { period_start: "2006-02-01", period_end: "2006-02-28", period_type: "monthly", value: 135762, revision: 1, is_preliminary: false, source_updated_at: "2018-11-11T00:00:00Z" },
      ]);
      expect(body.meta).toMatchObject({ indicator: "ces.nonfarm", region: "US", unit: "thousands of persons", frequency: "monthly", count: 2, limit: 2 });
      expect(typeof body.meta.next_cursor).toBe("string");
    });

    it("filters by start/end, sorts desc and resolves regions by slug or postal code", async () => {
      const { body } = await get("/v1/observations?indicator=ces.nonfarm&start=2008-01-01&end=2008-03-01&sort=desc");
      expect(body.data.map((o: Json) => o.period_start)).toEqual(["2008-03-01", "2008-02-01", "2008-01-01"]);
      expect(body.meta.next_cursor).toBeUndefined();
      const la = await get("/v1/observations?indicator=laus.unemployment_rate&region=los-angeles-county-ca");
      expect(la.body.meta.region).toBe("06037");
      expect(la.body.data[0].value).toBe(12.7);
      const canada = await get("/v1/observations?indicator=gapminder.population&region=CA&limit=1");
      expect(canada.body.meta.region).toBe("CA");
    });

    it("reads a code that names a country and a state as the kind of region the indicator is about", async () => {
      // by state, loaded from FRED on demand (not configured here): CA and DE are California and Delaware
      for (const [postal, fips] of [["CA", "06"], ["DE", "10"]]) {
        const state = await get(`/v1/observations?indicator=laus.state_unemployment_rate&region=${postal}`);
        expect(state.status, postal).toBe(404);
        expect(state.body.error.details, postal).toMatchObject({ region: fips, reason: "the fred source is not configured on this server" });
      }
      // stored for one state only (Iowa): CA is a state too, which has no data
      const iowa = await get("/v1/observations?indicator=eia.iowa_net_generation.renewables&region=CA");
      expect(iowa.status).toBe(404);
      expect(iowa.body.error.details.region).toBe("06");
      // by country: Canada and Germany, which have data
      expect((await get("/v1/observations?indicator=gapminder.population&region=CA&limit=1")).body.meta.region).toBe("CA");
      expect((await get("/v1/observations?indicator=wb.population&region=DE&limit=1")).body.meta.region).toBe("DE");
    });

    it("resolves a country's ISO alpha-3 code (as the World Bank writes countries) to the stored code", async () => {
      const germany = await get("/v1/observations?indicator=wb.population&region=DEU&limit=1");
      expect(germany.status).toBe(200);
      expect(germany.body.meta.region).toBe("DE");
      const lower = await get("/v1/observations/latest?indicator=wb.population&region=deu");
      expect(lower.body.data.region).toBe("DE");
      // Kosovo has no ISO code: XKX is its World Bank code, stored as XK
      expect((await get("/v1/observations/latest?indicator=wb.population&region=XKX")).body.data.region).toBe("XK");
      // an aggregate's own three-letter code is its stored code, and a three-letter word that is no country is no region
      expect((await get("/v1/observations/latest?indicator=wb.population&region=EMU")).body.data.region).toBe("EMU");
      const unknown = await get("/v1/observations?indicator=wb.population&region=QQQ");
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe("RESOURCE_NOT_FOUND");
    });

    it("pages with a cursor that never skips or repeats, even when periods arrive between pages", async () => {
      const all = (await get(`/v1/observations?indicator=${tag}.series&limit=10000`)).body.data.map((o: Json) => o.period_start);
      expect(all).toHaveLength(24);
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const { body } = await get(`/v1/observations?indicator=${tag}.series&limit=5${cursor ? `&cursor=${cursor}` : ""}`);
        seen.push(...body.data.map((o: Json) => o.period_start));
        cursor = body.meta.next_cursor;
        if (++pages === 2) {
          // a new period at the end and one in the middle of a later page arrive between reads
          await insertObservations(
            api.deps.db,
            new Map([[`${tag}.series`, testIndicatorId]]),
            [{ indicator: `${tag}.series`, region: "US", periodStart: "2022-01-01", periodEnd: null, periodType: "monthly", value: 99 }],
            null,
          );
        }
      } while (cursor);
      expect(seen).toEqual([...all, "2022-01-01"]);
      expect(new Set(seen).size).toBe(seen.length);
    });

    it("keeps revisions and answers as_of from them", async () => {
      const db = api.deps.db;
      const ids = new Map([[`${tag}.series`, testIndicatorId]]);
      const changed = [{ indicator: `${tag}.series`, region: "US", periodStart: "2020-03-01", periodEnd: null, periodType: "monthly" as const, value: 33 }];
      expect(await insertObservations(db, ids, changed, null)).toBe(1);
      expect(await insertObservations(db, ids, changed, null)).toBe(0);
      // backdate the first revision so as_of can tell the two apart
      await db.execute(sql`UPDATE observations SET recorded_at = '2021-01-01T00:00:00Z' WHERE indicator_id = ${testIndicatorId} AND revision = 1`);
      const rows = rowsOf<Json>(await db.execute(sql`SELECT revision, value FROM observations WHERE indicator_id = ${testIndicatorId} AND period_start = '2020-03-01' ORDER BY revision`));
      expect(rows.map((r) => [Number(r.revision), r.value])).toEqual([[1, 3], [2, 33]]);

      const now = (await get(`/v1/observations?indicator=${tag}.series&start=2020-03-01&end=2020-03-01`)).body.data[0];
      expect(now).toMatchObject({ value: 33, revision: 2 });
      const then = (await get(`/v1/observations?indicator=${tag}.series&start=2020-03-01&end=2020-03-01&as_of=2021-06-30`)).body.data[0];
      expect(then).toMatchObject({ value: 3, revision: 1 });
      const before = await get(`/v1/observations?indicator=${tag}.series&as_of=2020-12-31`);
      expect(before.body.data).toEqual([]);
    });

    it("marks exactly the highest revision of each period current, through any number of revisions", async () => {
      const db = api.deps.db;
      const ids = new Map([[`${tag}.series`, testIndicatorId]]);
      for (const value of [40, 41, 40, 42]) {
        const row = { indicator: `${tag}.series`, region: "US", periodStart: "2020-04-01", periodEnd: null, periodType: "monthly" as const, value };
        expect(await insertObservations(db, ids, [row], null)).toBe(1);
      }
      const revisions = rowsOf<Json>(
        await db.execute(sql`SELECT revision, value, is_current FROM observations WHERE indicator_id = ${testIndicatorId} AND period_start = '2020-04-01' ORDER BY revision`),
      );
      expect(revisions.map((r) => [Number(r.revision), r.value, r.is_current])).toEqual([[1, 4], [2, 40], [3, 41], [4, 40], [5, 42]].map(([rev, v], i, all) => [rev, v, i === all.length - 1]));
      // across the whole table: one current row per period, and it is the highest revision
      const wrong = rowsOf<Json>(
        await db.execute(sql`SELECT indicator_id, region_code, period_start FROM observations GROUP BY 1, 2, 3
          HAVING count(*) FILTER (WHERE is_current) <> 1 OR max(revision) <> max(revision) FILTER (WHERE is_current) LIMIT 5`),
      );
      expect(wrong).toEqual([]);
      expect((await get(`/v1/observations?indicator=${tag}.series&start=2020-04-01&end=2020-04-01`)).body.data[0]).toMatchObject({ value: 42, revision: 5 });
      const desc = (await get(`/v1/observations?indicator=${tag}.series&sort=desc&limit=3`)).body.data.map((o: Json) => o.period_start);
      expect(desc).toEqual([...desc].sort().reverse());
    });

    it.each([
      ["", "indicator"],
      ["indicator=ces.nonfarm&limit=0", "limit"],
      ["indicator=ces.nonfarm&limit=10001", "limit"],
      ["indicator=ces.nonfarm&sort=up", "sort"],
      ["indicator=ces.nonfarm&start=2020-13-01", "start"],
      ["indicator=ces.nonfarm&start=2010-01-01&end=2009-01-01", "start"],
      ["indicator=ces.nonfarm&as_of=yesterday", "as_of"],
      ["indicator=ces.nonfarm&cursor=garbage", "cursor"],
      ["indicator=laus.unemployment_rate", "region"],
      // spaces alone name nothing: refused, not looked up as a region or code that is not found
      ["indicator=ces.nonfarm&region=%20%20", "region"],
      ["indicator=%20", "indicator"],
    ])("rejects %s with 400 on %s", async (query, parameter) => {
      const { status, body } = await get(`/v1/observations?${query}`);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: "INVALID_PARAMETER", details: { parameter } });
    });

    it("refuses a cursor from another query", async () => {
      const first = await get("/v1/observations?indicator=ces.nonfarm&limit=1");
      const { status, body } = await get(`/v1/observations?indicator=ces.construction&limit=1&cursor=${first.body.meta.next_cursor}`);
      expect(status).toBe(400);
      expect(body.error.details.parameter).toBe("cursor");
    });

    it("refuses a cursor whose contents were altered, whatever date it was given, with 400 (was a 500 from the database)", async () => {
      const first = await get("/v1/observations?indicator=ces.nonfarm&limit=1");
      const issued = JSON.parse(Buffer.from(first.body.meta.next_cursor, "base64url").toString("utf8"));
      for (const p of ["2020-13-45", "0000-01-01", "x", "2021-02-29", 20200101]) {
        const forged = Buffer.from(JSON.stringify({ ...issued, p }), "utf8").toString("base64url");
        const { status, body } = await get(`/v1/observations?indicator=ces.nonfarm&limit=1&cursor=${forged}`);
        expect(status).toBe(400);
        expect(body.error).toMatchObject({ code: "INVALID_PARAMETER", details: { parameter: "cursor" } });
      }
    });

    it("says which parameter was repeated, and that a list went where one code goes", async () => {
      for (const [q, parameter, reason] of [
        ["indicator=ces.nonfarm&indicator=sp500.close", "indicator", /given more than once/],
        ["indicator=ces.nonfarm&limit=5&limit=6", "limit", /given more than once/],
        // a choice or a yes/no given twice said "Invalid option: expected one of …"
        ["indicator=ces.nonfarm&sort=asc&sort=desc", "sort", /given more than once/],
        ["indicator=ces.nonfarm&frequency=annual&frequency=annual", "frequency", /given more than once/],
        ["sort=asc", "indicator", /^is required$/],
        ["indicator=ces.nonfarm,sp500.close", "indicator", /one indicator.*indicators=/],
        // the validator's own wording ("Invalid option: expected one of …", "Too big: expected int to be
        // <=9007199254740991") is said in the API's
        ["indicator=ces.nonfarm&sort=up", "sort", /^must be one of: asc, desc$/],
        ["indicator=ces.nonfarm&limit=99999999999999999999", "limit", /^is too large$/],
      ] as const) {
        const { status, body } = await get(`/v1/observations?${q}`);
        expect(status).toBe(400);
        expect(body.error).toMatchObject({ code: "INVALID_PARAMETER", details: { parameter } });
        expect(body.error.details.reason).toMatch(reason);
      }
      // a list that may be repeated, repeated past its limit, says its limit
      const repeated = await get(`/v1/observations/latest?${Array.from({ length: 21 }, (_, i) => `indicators=s${i}`).join("&")}`);
      expect(repeated.status).toBe(400);
      expect(repeated.body.error.details).toEqual({ parameter: "indicators", reason: "at most 20 items (got 21)" });
      const batchAsOne = await get("/v1/observations/latest?indicator=ces.nonfarm,sp500.close");
      expect(batchAsOne.status).toBe(400);
      expect(batchAsOne.body.error.details.reason).toMatch(/indicators=a,b/);
    });

    it("says what is wrong with a text parameter: missing, empty or too long", async () => {
      for (const [path, parameter, reason] of [
        ["/v1/observations", "indicator", "is required"],
        ["/v1/observations?indicator=", "indicator", "must not be empty"],
        [`/v1/observations?indicator=${"x".repeat(201)}`, "indicator", "must be at most 200 characters"],
        [`/v1/insights?indicator=${"x".repeat(201)}`, "indicator", "must be at most 200 characters"],
        [`/v1/ask?q=${"what+".repeat(150)}`, "q", "must be at most 500 characters"],
        [`/v1/observations?indicator=ces.nonfarm&region=${"x".repeat(121)}`, "region", "must be at most 120 characters"],
      ] as const) {
        const { status, body } = await get(path);
        expect(status, path).toBe(400);
        expect(body.error, path).toMatchObject({ code: "INVALID_PARAMETER", details: { parameter, reason } });
      }
    });

    it("reads an indicator code as a client may type it: in any case, with spaces around it, on every route that takes one", async () => {
      // the rule holds only while the catalog's own codes are lower case (FRED's ids aside)
      const codes: string[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = (await get(`/v1/indicators?limit=100&offset=${offset}&include_inactive=true`)).body.data as { code: string }[];
        codes.push(...page.map((i) => i.code));
        if (page.length < 100) break;
      }
      expect(codes.length).toBeGreaterThan(50);
      expect(codes.filter((code) => !code.startsWith("fred.") && code !== code.toLowerCase())).toEqual([]);
      const plain = await get("/v1/observations/latest?indicator=ces.nonfarm");
      expect(plain.status).toBe(200);
      for (const typed of [" CES.NONFARM", "Ces.Nonfarm ", "%20ces.nonfarm%20"]) {
        const q = encodeURIComponent(decodeURIComponent(typed));
        const latest = await get(`/v1/observations/latest?indicator=${q}`);
        expect(latest.status, typed).toBe(200);
        expect(latest.body.data, typed).toEqual(plain.body.data);
        const batch = await get(`/v1/observations/latest?indicators=${q},cpi.us`);
        expect(batch.body.meta, typed).toMatchObject({ count: 2, missing: [] });
        expect((await get(`/v1/observations?indicator=${q}&limit=1`)).status, typed).toBe(200);
        expect((await get(`/v1/indicators/${q}`)).body.data, typed).toMatchObject({ code: "ces.nonfarm" });
      }
    });

    it("answers 404 for an unknown indicator, an unknown region and a region without data", async () => {
      for (const q of ["indicator=no.such", "indicator=ces.nonfarm&region=atlantis", "indicator=ces.nonfarm&region=06"]) {
        const { status, body } = await get(`/v1/observations?${q}`);
        expect(status).toBe(404);
        expect(body.error.code).toBe("RESOURCE_NOT_FOUND");
      }
    });

    it("needs a key (401) and svc-premium for premium series (403)", async () => {
      expect((await get("/v1/observations?indicator=ces.nonfarm", {})).status).toBe(401);
      const denied = await get("/v1/observations?indicator=stock.aapl.close");
      expect(denied.status).toBe(403);
      expect(denied.body.error.code).toBe("CATEGORY_NOT_ALLOWED");
      const { key } = await insertKey(api.deps.db, { name: "p", plan: "pro", grants: [PREMIUM_GRANT], rateLimitPerMinute: 600, monthlyQuota: null });
      expect((await get("/v1/observations?indicator=stock.aapl.close&limit=1", { Authorization: `Bearer ${key}` })).status).toBe(200);
    });

    it("keeps a region-restricted key to its regions", async () => {
      const { key } = await insertKey(api.deps.db, { name: "r", plan: "pro", allowedRegions: ["06037"], rateLimitPerMinute: 600, monthlyQuota: null });
      const h = { Authorization: `Bearer ${key}` };
      expect((await get("/v1/observations?indicator=laus.unemployment_rate&region=06037", h)).status).toBe(200);
      const refused = await get("/v1/observations?indicator=laus.unemployment_rate&region=36061", h);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe("REGION_NOT_ALLOWED");
    });
  });

  describe("GET /v1/observations/latest", () => {
    it("answers one LatestObservation with exactly its fields", async () => {
      const { status, body } = await get("/v1/observations/latest?indicator=ces.nonfarm");
      expect(status).toBe(200);
      expect(body).toEqual({
        data: {
          indicator: "ces.nonfarm",
          region: "US",
          period_start: "2015-12-01",
          period_end: "2015-12-31",
          period_type: "monthly",
          value: 143093,
          revision: 1,
          is_preliminary: false,
          source_updated_at: "2018-11-11T00:00:00Z",
          unit: "thousands of persons",
        },
      });
    });

    it("answers a batch (comma-separated or repeated) with meta.missing", async () => {
      const { body } = await get("/v1/observations/latest?indicators=ces.nonfarm,sp500.close&indicators=no.such&indicators=co2.mauna_loa");
      expect(body.meta).toEqual({ count: 3, missing: ["no.such"] });
      expect(body.data.map((d: Json) => [d.indicator, d.region])).toEqual([
        ["ces.nonfarm", "US"],
        ["sp500.close", "US"],
        ["co2.mauna_loa", "WLD"],
      ]);
      expect(body.data[1]).toMatchObject({ period_start: "2010-03-01", value: 1140.45 });
    });

    it("answers a projection series with its latest period that is not in the future", async () => {
      const { body } = await get(`/v1/observations/latest?indicator=${tag}.projection`);
      const thisYear = new Date().getUTCFullYear();
      expect(body.data.period_start).toBe(`${thisYear}-01-01`);
    });

    it("answers a batch in one read, each series with its own bound (a projection stops at today) and missing codes in the order asked", async () => {
      const { body } = await get(`/v1/observations/latest?indicators=no.such,${tag}.projection,also.missing,${tag}.series`);
      expect(body.meta).toEqual({ count: 2, missing: ["no.such", "also.missing"] });
      expect(body.data.map((d: Json) => d.indicator)).toEqual([`${tag}.projection`, `${tag}.series`]);
      expect(body.data[0].period_start).toBe(`${new Date().getUTCFullYear()}-01-01`);
      const single = (await get(`/v1/observations/latest?indicator=${tag}.series`)).body.data;
      expect(body.data[1]).toEqual(single);
    });

    it("refuses a batch that lists one series twice, in any case or form, as the panel does", async () => {
      for (const q of ["indicators=ces.nonfarm,ces.nonfarm", "indicators=ces.nonfarm,sp500.close&indicators=%20CES.NONFARM"]) {
        for (const route of ["/v1/observations/latest", "/v1/panel"]) {
          const { status, body } = await get(`${route}?${q}`);
          expect(status, `${route}?${q}`).toBe(400);
          expect(body.error, `${route}?${q}`).toMatchObject({ code: "INVALID_PARAMETER", details: { parameter: "indicators", reason: "lists ces.nonfarm twice" } });
        }
      }
    });

    it("refuses more than 20, both forms at once, or neither", async () => {
      const many = Array.from({ length: 21 }, (_, i) => `x${i}`).join(",");
      for (const [q, p] of [[`indicators=${many}`, "indicators"], ["indicator=a&indicators=b", "indicators"], ["", "indicator"]]) {
        const { status, body } = await get(`/v1/observations/latest?${q}`);
        expect(status).toBe(400);
        expect(body.error.details.parameter).toBe(p);
      }
    });
  });
});
