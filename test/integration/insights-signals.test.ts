import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { App } from "../../src/app.js";
import { rowsOf, type Database } from "../../src/db/client.js";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { PREMIUM_GRANT } from "../../src/http/auth.js";
import { insertObservations, refreshCoverage } from "../../src/db/queries/observations.js";
import { MATERIALIZE_JOB, materializeSignals, type MaterializeOptions } from "../../src/jobs/materialize-signals.js";
import { computeOriginalSeries } from "../../src/jobs/original-series.js";
import { createConsoleLog } from "../../src/log.js";
import { insightsRouter } from "../../src/routes/insights/index.js";
import { signalsRouter } from "../../src/routes/signals/index.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";

type Json = Record<string, any>;

const log = createConsoleLog("silent");
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BUNDLED_SOURCES = ["bls-ces", "bls-cps-industry", "bls-laus-county", "sp500", "stocks", "scripps-co2", "nasa-gistemp", "gapminder", "ipums-usa", "eia-iowa", "noaa-weather"];

/** The lead registers these routers in createApp; until then (or if not), the test adds them. */
function withRouters(app: App) {
  if (!app.routes.some((r) => r.path === "/v1/signals")) app.route("/", signalsRouter);
  if (!app.routes.some((r) => r.path === "/v1/insights")) app.route("/", insightsRouter);
}

const month = (i: number) => new Date(Date.UTC(2015, i, 1)).toISOString().slice(0, 10);
/** Small deterministic wiggle around 100 (no trend, no outliers). */
const quiet = (i: number) => 100 + (((i * 7919) % 13) - 6) / 12;

describe.each(testDatabases())("insights and signals on $name", (kind) => {
  let api: TestServer;
  let db: Database;
  let premium: Record<string, string>;
  let plain: Record<string, string>;
  const tag = `sg${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const ids: Record<string, string> = {};
  let bundledScope: string[] = [];

  const get = async (path: string, h = premium) => {
    const res = await api.get(path, { headers: h });
    return { status: res.status, body: (await res.json()) as Json, res };
  };
  const rows = async <T = Json>(q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q));
  const run = (now: string, opts: MaterializeOptions) => materializeSignals({ db, log, now: () => new Date(now) }, { budgetMs: 600_000, ...opts });

  async function addIndicator(name: string, polarity = "higher_is_worse", frequency = "monthly", category: string | null = "test") {
    const [row] = await rows<{ id: string }>(sql`
      INSERT INTO indicators (code, source_id, name, unit, frequency, polarity, category, default_region)
      SELECT ${`${tag}.${name}`}, id, ${`Test ${name}`}, 'index', ${frequency}, ${polarity}, ${category}, 'US' FROM sources WHERE slug = ${tag}
      RETURNING id`);
    ids[name] = row!.id;
    return row!.id;
  }
  async function setValues(name: string, values: [number, number][]) {
    await insertObservations(
      db,
      new Map([[`${tag}.${name}`, ids[name]!]]),
      values.map(([i, value]) => ({ indicator: `${tag}.${name}`, region: "US", periodStart: month(i), periodEnd: null, periodType: "monthly" as const, value })),
      null,
    );
    await refreshCoverage(db, [ids[name]!]);
  }
  async function interval(name: string, v: { region?: string; type: string; strength: string; direction: string; from: string; to?: string | null }) {
    await db.execute(sql`
      INSERT INTO signal_intervals (indicator_id, region_code, type, strength, direction, valid_from, valid_to, detected_at, last_seen_at, evidence)
      VALUES (${ids[name]!}, ${v.region ?? "US"}, ${v.type}, ${v.strength}, ${v.direction}, ${v.from}::timestamptz, ${v.to ?? null}::timestamptz,
              ${v.from}::timestamptz, coalesce(${v.to ?? null}::timestamptz, '2026-01-31T12:00:00Z'), ${JSON.stringify({ z: 5.5 })}::jsonb)`);
  }
  const intervalsOf = (name: string) =>
    rows<Json>(sql`
      SELECT id::text AS id, type, strength, direction, evidence,
             to_char(valid_from AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS valid_from,
             to_char(valid_to AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS valid_to,
             to_char(detected_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS detected_at,
             to_char(last_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_seen_at
      FROM signal_intervals WHERE indicator_id = ${ids[name]!} ORDER BY valid_from, type, id`);

  beforeAll(async () => {
    api = await startTestServer(kind, { extend: withRouters });
    db = api.deps.db;
    premium = { Authorization: `Bearer ${(await insertKey(db, { name: "sig-p", plan: "pro", grants: [PREMIUM_GRANT], rateLimitPerMinute: 100_000, monthlyQuota: null })).key}` };
    plain = { Authorization: `Bearer ${(await insertKey(db, { name: "sig-f", plan: "free", rateLimitPerMinute: 100_000, monthlyQuota: null })).key}` };

    // the original series and the signals of every bundled series (never other test files' series)
    await computeOriginalSeries({ db, log });
    bundledScope = (
      await rows<{ id: string }>(sql`SELECT i.id::text AS id FROM indicators i JOIN sources s ON s.id = i.source_id
        WHERE s.slug = ANY(${sql.param([...BUNDLED_SOURCES, "svc"])}::text[])`)
    ).map((r) => r.id);
    const seeded = await run("2026-01-31T12:00:00Z", { indicatorIds: bundledScope });
    expect(seeded.done).toBe(true);

    await db.execute(sql`INSERT INTO sources (slug, name) VALUES (${tag}, 'Signal test source')`);
    for (const name of ["a", "b", "c", "walk", "history", "short"]) await addIndicator(name);
    await setValues("a", [[0, 1], [1, 2], [2, 4]]); // insights need a stored series
    // hand-made intervals with known strengths, directions and dates
    await interval("a", { type: "extreme", strength: "strong", direction: "up", from: "2020-01-01T00:00:00Z" });
    await interval("a", { type: "acceleration", strength: "weak", direction: "down", from: "2020-02-01T00:00:00Z" });
    await interval("a", { type: "trend_break", strength: "neutral", direction: "up", from: "2019-01-01T00:00:00Z", to: "2019-06-01T00:00:00Z" });
    await interval("b", { type: "extreme", strength: "neutral", direction: "down", from: "2021-03-01T00:00:00Z" });
    await interval("b", { region: "06", type: "trend_break", strength: "strong", direction: "up", from: "2018-01-01T00:00:00Z", to: "2018-12-01T00:00:00Z" });
    // seven for paging, with ties on valid_from
    for (const [from, type, open] of [
      ["2015-01-01", "extreme", true],
      ["2015-01-01", "trend_break", false],
      ["2014-01-01", "trend_break", false],
      ["2014-01-01", "extreme", false],
      ["2013-01-01", "acceleration", false],
      ["2012-01-01", "acceleration", false],
      ["2011-01-01", "extreme", false],
    ] as const) {
      await interval("c", { type, strength: "weak", direction: "down", from: `${from}T00:00:00Z`, to: open ? null : `${from.slice(0, 4)}-06-01T00:00:00Z` });
    }
  });

  afterAll(async () => {
    const mine = sql`(SELECT i.id FROM indicators i JOIN sources s ON s.id = i.source_id WHERE s.slug IN (${tag}, 'svc'))`;
    await db.execute(sql`DELETE FROM signal_intervals WHERE indicator_id = ANY(${sql.param(bundledScope)}::uuid[]) OR indicator_id IN ${mine}`);
    await db.execute(sql`DELETE FROM job_cursors WHERE name LIKE ${`${MATERIALIZE_JOB}%`}`);
    await db.execute(sql`DELETE FROM series_coverage WHERE indicator_id IN ${mine}`);
    await db.execute(sql`DELETE FROM observations WHERE indicator_id IN ${mine}`);
    await db.execute(sql`DELETE FROM indicators WHERE source_id IN (SELECT id FROM sources WHERE slug IN (${tag}, 'svc'))`);
    await db.execute(sql`DELETE FROM sources WHERE slug IN (${tag}, 'svc')`);
    await api.close();
  });

  describe("original series", () => {
    it("stores the svc: series under the svc source, idempotently", async () => {
      const again = await computeOriginalSeries({ db, log });
      expect(again).toEqual({ series: 4, written: 0, skipped: [] });
      const [source] = await rows(sql`SELECT name, provider, category FROM sources WHERE slug = 'svc'`);
      expect(source).toEqual({ name: "Time-Series Data Service (original series)", provider: "Time-Series Data Service", category: "original" });
      const indicators = await rows(sql`SELECT i.code, i.frequency, i.default_region, i.is_headline, i.polarity, i.unit
        FROM indicators i JOIN sources s ON s.id = i.source_id WHERE s.slug = 'svc' ORDER BY i.code`);
      expect(indicators).toEqual([
        { code: "svc:co2_yoy", frequency: "monthly", default_region: "WLD", is_headline: false, polarity: "higher_is_worse", unit: "ppm" },
        { code: "svc:employment_diffusion", frequency: "monthly", default_region: "US", is_headline: false, polarity: "higher_is_better", unit: "percent" },
        { code: "svc:sp500_drawdown", frequency: "monthly", default_region: "US", is_headline: false, polarity: "higher_is_worse", unit: "percent" },
        { code: "svc:unemployment_dispersion", frequency: "monthly", default_region: "US", is_headline: false, polarity: "higher_is_worse", unit: "percentage points" },
      ]);
    });

    it("computes the employment diffusion index as checked by hand from us-employment.csv", async () => {
      // 2006-02 vs 2006-01: 13 of the 15 industries rose, information was unchanged (3052 → 3052) and
      // nondurable goods fell (5228 → 5223): (13 + ½) / 15 = 90.
      // 2008-10 vs 2008-09: only utilities, education and health, other services and government rose: 4 / 15.
      const { status, body } = await get("/v1/observations?indicator=svc:employment_diffusion&start=2006-01-01&end=2006-02-01");
      expect(status).toBe(200);
      expect(body.data.map((o: Json) => [o.period_start, o.period_end, o.value])).toEqual([["2006-02-01", "2006-02-28", 90]]);
      const oct = await get("/v1/observations?indicator=svc:employment_diffusion&start=2008-10-01&end=2008-10-01");
      expect(oct.body.data[0].value).toBeCloseTo(26.6667, 4);
    });

    it("computes the dispersion, the drawdown and the CO2 year-on-year change", async () => {
      const value = async (code: string, date: string) =>
        (await get(`/v1/observations?indicator=${code}&start=${date}&end=${date}`)).body.data[0]?.value;
      // March 2009 rates of the 13 industries: 2.8 12.6 21.1 12.2 9 9 7.8 6.8 11.4 4.5 11.6 6 19 → population σ 5.0717
      expect(await value("svc:unemployment_dispersion", "2009-03-01")).toBe(5.0717);
      // Shiller's February 2009 level 805.23 against the October 2007 high of 1539.66 (sp500-shiller-monthly.csv)
      expect(await value("svc:sp500_drawdown", "2009-02-01")).toBe(47.7008);
      expect(await value("svc:sp500_drawdown", "2007-10-01")).toBe(0);
      // Mauna Loa monthly means (co2-mauna-loa-monthly.csv): June 2026 431.44, June 2025 429.61; June 2010 392.38, June 2009 389.70
      expect(await value("svc:co2_yoy", "2026-06-01")).toBeCloseTo(1.83, 4);
      expect(await value("svc:co2_yoy", "2010-06-01")).toBeCloseTo(2.68, 4);
    });
  });

  describe("GET /v1/insights", () => {
    it("answers the facts of a headline series with sentences and saliences in 0..1", async () => {
      const { status, body } = await get("/v1/insights?indicator=ces.nonfarm", plain);
      expect(status).toBe(200);
      expect(body.data.indicator).toBe("ces.nonfarm");
      expect(body.data.region).toBe("US");
      // no other country has the series, so there is no peer ranking; the other five kinds are there
      expect(body.data.facts.map((f: Json) => f.kind)).toEqual(["trend", "latest_delta", "watermark_high_distance", "watermark_low_distance", "longest_run"]);
      for (const f of body.data.facts) {
        expect(Object.keys(f).sort()).toEqual(["humanTemplate", "kind", "params", "salience", "text"]);
        expect(f.salience).toBeGreaterThanOrEqual(0);
        expect(f.salience).toBeLessThanOrEqual(1);
        expect(typeof f.text).toBe("string");
        expect(f.text).toContain("All employees, total nonfarm in United States");
      }
      expect(body.data.facts[1].params).toMatchObject({ latest_date: "2015-12-01", latest_value: 143093, previous_value: 142859, direction: "up" });
      expect(Array.isArray(body.data.signals)).toBe(true);
      expect(body.meta.as_of_period).toBe("2015-12-01");
      expect(body.meta.generated_at).toMatch(STAMP);
    });

    it("ranks a county among its state's counties (Los Angeles among California's 58)", async () => {
      const { status, body } = await get("/v1/insights?indicator=laus.unemployment_rate&region=06037");
      expect(status).toBe(200);
      const peer = body.data.facts.find((f: Json) => f.kind === "peer_rank");
      // 23 California counties had a higher 2009 rate than Los Angeles' 12.7 %
      expect(peer.params).toMatchObject({ rank: 24, rank_ordinal: "24th", peer_count: 58, value: 12.7, highest_region: "Imperial County", highest_value: 30.1 });
      expect(peer.text).toBeNull(); // not a curated indicator
    });

    it("writes sentences for the original series and none for an ordinary one", async () => {
      const svc = await get("/v1/insights?indicator=svc:employment_diffusion");
      expect(svc.body.data.facts.length).toBeGreaterThan(0);
      expect(svc.body.data.facts.every((f: Json) => typeof f.text === "string")).toBe(true);
      const construction = await get("/v1/insights?indicator=ces.construction");
      expect(construction.body.data.facts.every((f: Json) => f.text === null)).toBe(true);
    });

    it("lists the series' open signal intervals to a key with premium access only", async () => {
      // signals are premium, as on /v1/signals: a key without the grant gets the facts and an empty list, and is told why
      const free = await get(`/v1/insights?indicator=${tag}.a&region=US`, plain);
      expect(free.status).toBe(200);
      expect(free.body.data.signals).toEqual([]);
      expect(free.body.meta.omitted).toEqual([{ fact: "signals", reason: "signals need premium access (the svc-premium grant) or payment" }]);
      expect((await get(`/v1/signals/active?indicator=${tag}.a`, plain)).body.error.code).toBe("CATEGORY_NOT_ALLOWED");
      const { body } = await get(`/v1/insights?indicator=${tag}.a&region=US`);
      expect(body.meta.omitted).toEqual([]);
      const signals = body.data.signals as Json[];
      expect(signals.map((s) => [s.kind, s.strength, s.direction]).sort()).toEqual([
        ["acceleration", "weak", "down"],
        ["extreme", "strong", "up"],
      ]);
      const extreme = signals.find((s) => s.kind === "extreme")!;
      expect(extreme).toMatchObject({
        indicator: `${tag}.a`,
        region: "US",
        salience: 1,
        summary: `Test a at an extreme high (worsening)`,
        observed_at: "2026-01-31T12:00:00Z",
        evidence: { z: 5.5 },
        vocabulary: { glyph: "⇑", label: "Test a at an extreme high (worsening)", tone: "negative" },
        text: "Test a in United States has been at an extreme high since 2020-01-01 (strong signal; worsening).",
      });
      expect(extreme.id).toMatch(UUID);
    });

    it("refuses bad input and premium series without the grant", async () => {
      expect((await get("/v1/insights")).body.error).toMatchObject({ code: "INVALID_PARAMETER", details: { parameter: "indicator" } });
      expect((await get("/v1/insights?indicator=no.such")).status).toBe(404);
      expect((await get("/v1/insights?indicator=ces.nonfarm&region=atlantis")).status).toBe(404);
      const denied = await get("/v1/insights?indicator=stock.aapl.close", plain);
      expect(denied.status).toBe(403);
      expect(denied.body.error.code).toBe("CATEGORY_NOT_ALLOWED");
      expect((await get("/v1/insights?indicator=ces.nonfarm", {})).status).toBe(401);
    });
  });

  describe("GET /v1/insights for a region-restricted key", () => {
    const restrictedTo = async (allowedRegions: string[]) => ({
      Authorization: `Bearer ${(await insertKey(db, { name: "ins-r", plan: "pro", allowedRegions, rateLimitPerMinute: 600, monthlyQuota: null })).key}`,
    });

    it("ranks only among the peers the key may read", async () => {
      const { status, body } = await get("/v1/insights?indicator=laus.unemployment_rate&region=06037", await restrictedTo(["06037", "06001"]));
      expect(status).toBe(200);
      const rank = body.data.facts.find((f: Json) => f.kind === "peer_rank");
      expect(rank.params).toMatchObject({ rank: 1, peer_count: 2, highest_region: "Los Angeles County", lowest_region: "Alameda County", lowest_value: 11.3 });
      expect(body.meta.omitted.filter((o: Json) => o.fact === "peer_rank")).toEqual([]);
    });

    it("leaves peer_rank out, and says so, when the key may read fewer than two peers", async () => {
      const { body } = await get("/v1/insights?indicator=laus.unemployment_rate&region=06037", await restrictedTo(["06037"]));
      expect(body.data.facts.map((f: Json) => f.kind)).not.toContain("peer_rank");
      expect(body.meta.omitted.filter((o: Json) => o.fact === "peer_rank")).toEqual([
        { fact: "peer_rank", reason: "this key may read 1 of the 58 peer regions; a rank needs at least 2" },
      ]);
      // an unrestricted key ranks among all 58 counties of California
      const open = await get("/v1/insights?indicator=laus.unemployment_rate&region=06037");
      expect(open.body.data.facts.find((f: Json) => f.kind === "peer_rank").params.peer_count).toBe(58);
    });
  });

  describe("GET /v1/signals and /v1/signals/active", () => {
    it("needs a key with svc-premium", async () => {
      for (const path of ["/v1/signals", "/v1/signals/active"]) {
        expect((await get(path, {})).status).toBe(401);
        const denied = await get(path, plain);
        expect(denied.status).toBe(403);
        expect(denied.body.error).toMatchObject({ code: "CATEGORY_NOT_ALLOWED", details: { required_grant: "svc-premium" } });
        expect((await get(path)).status).toBe(200);
      }
    });

    it("answers open signals with the Signal fields, hiding weak ones by default", async () => {
      const { body } = await get(`/v1/signals/active?indicator=${tag}.a,${tag}.b`);
      expect(body.data.map((s: Json) => [s.indicator.code, s.type, s.strength])).toEqual([
        [`${tag}.b`, "extreme", "neutral"],
        [`${tag}.a`, "extreme", "strong"],
      ]);
      expect(body.meta).toEqual({ count: 2, limit: 100, filters: { indicator: [`${tag}.a`, `${tag}.b`], region: null, strength: "neutral", active: true } });
      const s = body.data[1];
      expect(Object.keys(s).sort()).toEqual(
        ["detected_at", "direction", "evidence", "id", "indicator", "last_seen_at", "region", "strength", "text", "type", "valid_from", "valid_to", "vocabulary"],
      );
      expect(s).toMatchObject({
        indicator: { code: `${tag}.a`, name: "Test a", category: "test", unit: "index", frequency: "monthly", source: { slug: tag, name: "Signal test source" } },
        region: { code: "US", name: "United States" },
        direction: "up",
        valid_from: "2020-01-01T00:00:00Z",
        valid_to: null,
        detected_at: "2020-01-01T00:00:00Z",
        last_seen_at: "2026-01-31T12:00:00Z",
        evidence: { z: 5.5 },
        vocabulary: { glyph: "⇑", tone: "negative" },
      });
      expect(s.id).toMatch(UUID);
    });

    it("combines filters: indicators comma-separated and repeated, type, strength, region", async () => {
      const repeated = await get(`/v1/signals/active?indicator=${tag}.a&indicator=${tag}.b&strength=weak`);
      expect(repeated.body.data.map((s: Json) => [s.indicator.code, s.type])).toEqual([
        [`${tag}.b`, "extreme"],
        [`${tag}.a`, "acceleration"],
        [`${tag}.a`, "extreme"],
      ]);
      const strong = await get(`/v1/signals/active?indicator=${tag}.a,${tag}.b&strength=strong`);
      expect(strong.body.data.map((s: Json) => s.strength)).toEqual(["strong"]);
      const accel = await get(`/v1/signals/active?indicator=${tag}.a,${tag}.b&type=acceleration&strength=weak`);
      expect(accel.body.data.map((s: Json) => [s.indicator.code, s.type])).toEqual([[`${tag}.a`, "acceleration"]]);
      expect(accel.body.meta.filters).toEqual({ indicator: [`${tag}.a`, `${tag}.b`], region: null, strength: "weak", active: true, type: "acceleration" });
      const california = await get(`/v1/signals?indicator=${tag}.b&region=california`);
      expect(california.body.data.map((s: Json) => [s.region.code, s.type])).toEqual([["06", "trend_break"]]);
      expect(california.body.meta.filters.region).toBe("06");
      expect((await get(`/v1/signals?indicator=${tag}.b&region=US`)).body.data.map((s: Json) => s.region.code)).toEqual(["US"]);
    });

    it("keeps a region-restricted key to its regions", async () => {
      const { key } = await insertKey(db, { name: "sig-r", plan: "pro", grants: [PREMIUM_GRANT], allowedRegions: ["06"], rateLimitPerMinute: 600, monthlyQuota: null });
      const h = { Authorization: `Bearer ${key}` };
      const { body } = await get(`/v1/signals?indicator=${tag}.a,${tag}.b&strength=weak`, h);
      expect(body.data.map((s: Json) => s.region.code)).toEqual(["06"]);
      const refused = await get(`/v1/signals?indicator=${tag}.b&region=US`, h);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe("REGION_NOT_ALLOWED");
    });

    it("filters open (active=true), closed (active=false) or both", async () => {
      const q = `indicator=${tag}.a&strength=weak`;
      const types = async (extra: string) => (await get(`/v1/signals?${q}${extra}`)).body.data.map((s: Json) => s.type);
      expect(await types("")).toEqual(["acceleration", "extreme", "trend_break"]);
      expect(await types("&active=true")).toEqual(["acceleration", "extreme"]);
      expect(await types("&active=false")).toEqual(["trend_break"]);
      expect((await get(`/v1/signals?${q}`)).body.meta.filters.active).toBeNull();
      expect((await get(`/v1/signals?${q}&active=0`)).body.meta.filters.active).toBe(false);
    });

    it("keeps intervals overlapping from/to", async () => {
      // a: trend_break [2019-01-01, 2019-06-01), extreme from 2020-01-01 and acceleration from 2020-02-01, both open
      const types = async (range: string) =>
        (await get(`/v1/signals?indicator=${tag}.a&strength=weak&${range}`)).body.data.map((s: Json) => s.type).sort();
      expect(await types("from=2019-06-01")).toEqual(["acceleration", "extreme", "trend_break"]);
      expect(await types("from=2019-06-02")).toEqual(["acceleration", "extreme"]);
      expect(await types("to=2019-12-31")).toEqual(["trend_break"]);
      expect(await types("to=2020-01-01")).toEqual(["extreme", "trend_break"]);
      expect(await types("from=2019-02-01&to=2019-03-01")).toEqual(["trend_break"]);
      expect(await types("from=2019-07-01&to=2019-12-31")).toEqual([]);
      const { body } = await get(`/v1/signals?indicator=${tag}.a&from=2019-07-01&to=2020-12-31`);
      expect(body.meta.filters).toEqual({ indicator: [`${tag}.a`], region: null, strength: "neutral", active: null, from: "2019-07-01", to: "2020-12-31" });
    });

    it("pages with a cursor that neither skips nor repeats under the same filters", async () => {
      const base = `/v1/signals?indicator=${tag}.c&strength=weak`;
      const all = (await get(`${base}&limit=100`)).body;
      expect(all.meta.next_cursor).toBeUndefined();
      expect(all.data).toHaveLength(7);
      const starts = all.data.map((s: Json) => s.valid_from);
      expect(starts).toEqual([...starts].sort().reverse());
      const seen: string[] = [];
      const sizes: number[] = [];
      let cursor: string | undefined;
      do {
        const { status, body } = await get(`${base}&limit=3${cursor ? `&cursor=${cursor}` : ""}`);
        expect(status).toBe(200);
        seen.push(...body.data.map((s: Json) => s.id));
        sizes.push(body.data.length);
        cursor = body.meta.next_cursor;
      } while (cursor);
      expect(sizes).toEqual([3, 3, 1]);
      expect(seen).toEqual(all.data.map((s: Json) => s.id));

      const first = await get(`${base}&limit=3`);
      const other = await get(`/v1/signals?indicator=${tag}.c&strength=neutral&limit=3&cursor=${first.body.meta.next_cursor}`);
      expect(other.status).toBe(400);
      expect(other.body.error.details.parameter).toBe("cursor");
      // a cursor altered by hand is refused, never read into the database (an impossible date was a 500)
      const issued = JSON.parse(Buffer.from(first.body.meta.next_cursor, "base64url").toString("utf8"));
      for (const forged of [{ f: "2020-02-30T00:00:00.000000Z" }, { f: "99999" }, { f: "+275760-09-13T00:00:00.000Z" }, { i: "------------------------------------" }]) {
        const cursor = Buffer.from(JSON.stringify({ ...issued, ...forged }), "utf8").toString("base64url");
        const refused = await get(`${base}&limit=3&cursor=${cursor}`);
        expect(refused.status).toBe(400);
        expect(refused.body.error.details.parameter).toBe("cursor");
      }
      // /active answers one page and never a cursor
      const active = await get(`/v1/signals/active?indicator=${tag}.a&strength=weak&limit=1`);
      expect(active.body.data).toHaveLength(1);
      expect(active.body.meta.next_cursor).toBeUndefined();
    });

    it.each([
      ["type=bogus", "type"],
      ["strength=medium", "strength"],
      ["limit=0", "limit"],
      ["limit=501", "limit"],
      ["limit=ten", "limit"],
      ["active=maybe", "active"],
      ["from=2020-13-01", "from"],
      ["to=someday", "to"],
      ["from=2021-01-01&to=2020-01-01", "from"],
      ["cursor=garbage", "cursor"],
      // empty is refused as on every route (`indicator=` was no filter at all)
      ["indicator=", "indicator", "must not be empty"],
      ["indicator=,", "indicator", "must not be empty"],
      ["cursor=", "cursor", "must not be empty"],
    ])("rejects %s with 400 on %s", async (query, parameter, reason?: string) => {
      const { status, body } = await get(`/v1/signals?${query}`);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: "INVALID_PARAMETER", details: { parameter, ...(reason ? { reason } : {}) } });
    });

    it("answers 404 for an unknown indicator or region", async () => {
      const unknown = await get(`/v1/signals/active?indicator=${tag}.a,no.such`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toMatchObject({ code: "RESOURCE_NOT_FOUND", details: { parameter: "indicator", value: "no.such" } });
      const region = await get("/v1/signals?region=atlantis");
      expect(region.status).toBe(404);
      expect(region.body.error.details.parameter).toBe("region");
    });

    it("lists no signal of a retired series, which no longer updates (its open interval would stay open for ever), and never evaluates one", async () => {
      await addIndicator("retired");
      await setValues("retired", Array.from({ length: 60 }, (_, i): [number, number] => [i, i === 59 ? 40 : 10 + (i % 3)]));
      await interval("retired", { type: "extreme", strength: "strong", direction: "up", from: "2022-06-01T00:00:00Z" });
      const listed = async () => ({
        signals: (await get(`/v1/signals?indicator=${tag}.retired&strength=weak`)).body.data.length,
        active: (await get(`/v1/signals/active?indicator=${tag}.retired`)).body.data.length,
        insights: (await get(`/v1/insights?indicator=${tag}.retired&region=US`)).body.data.signals.length,
      });
      expect(await listed()).toEqual({ signals: 1, active: 1, insights: 1 });
      await db.execute(sql`UPDATE indicators SET retired_at = '2024-01-31', retired_reason = 'test', replaced_by = ${`${tag}.a`} WHERE id = ${ids.retired!}`);
      expect(await listed()).toEqual({ signals: 0, active: 0, insights: 0 });
      const r = await run("2026-06-01T00:00:00Z", { indicatorIds: [ids.retired!] });
      expect(r).toMatchObject({ series: 0, done: true });
      expect(await intervalsOf("retired")).toHaveLength(1);
    });

    it("shows the 2008–2009 recession in total nonfarm employment (the worked example)", async () => {
      const { body } = await get("/v1/signals?indicator=ces.nonfarm&from=2008-01-01&to=2010-12-31&strength=weak");
      const found = body.data.map((s: Json) => [s.type, s.direction, s.valid_from.slice(0, 10), s.valid_to?.slice(0, 10) ?? null]);
      // the downturn is a break below the trend (a bend in the mean of the monthly changes), dated February 2008;
      // the slide that followed was made of ordinary steps along it, so it is not an extreme (issue #18); the
      // recovery is a break above the slump's line from November 2009, seen in May 2010
      expect(found).toContainEqual(["trend_break", "down", "2008-02-01", "2010-05-01"]);
      expect(found).toContainEqual(["trend_break", "up", "2009-11-01", "2011-11-01"]);
      const brk = body.data.find((s: Json) => s.type === "trend_break" && s.direction === "down");
      // history replay: detected with July 2008's data (five months after the date it gives the break; January
      // 2009 before the changes were tested, issue #18), last seen with the period before it ended
      expect(brk).toMatchObject({ detected_at: "2008-07-01T00:00:00Z", last_seen_at: "2010-04-01T00:00:00Z" });
      // the strongest it reached while open, so the default history (strength ≥ neutral) keeps it
      expect(brk.strength).toBe("strong");
      const defaults = await get("/v1/signals?indicator=ces.nonfarm&from=2008-01-01&to=2010-12-31");
      expect(defaults.body.data.map((s: Json) => [s.type, s.valid_from.slice(0, 10)])).toContainEqual(["trend_break", "2008-02-01"]);
    });
  });

  describe("materialization job", () => {
    it("walks an interval through open → refreshed → closed, and a direction flip", async () => {
      const scope = { indicatorIds: [ids.walk!] };
      await setValues("walk", Array.from({ length: 60 }, (_, i) => [i, quiet(i)]));
      await run("2026-02-01T00:00:00Z", scope);
      expect((await intervalsOf("walk")).filter((r) => r.type === "extreme")).toEqual([]);

      await setValues("walk", [[60, 130]]);
      await run("2026-02-02T00:00:00Z", scope);
      let extremes = (await intervalsOf("walk")).filter((r) => r.type === "extreme");
      expect(extremes).toEqual([
        expect.objectContaining({
          direction: "up",
          valid_from: `${month(60)}T00:00:00Z`,
          valid_to: null,
          detected_at: "2026-02-02T00:00:00Z",
          last_seen_at: "2026-02-02T00:00:00Z",
        }),
      ]);
      const opened = extremes[0]!;

      await setValues("walk", [[61, 131]]);
      await run("2026-02-03T00:00:00Z", scope);
      extremes = (await intervalsOf("walk")).filter((r) => r.type === "extreme");
      expect(extremes).toEqual([{ ...opened, strength: extremes[0]!.strength, evidence: extremes[0]!.evidence, last_seen_at: "2026-02-03T00:00:00Z" }]);

      // nothing new: only last_seen_at moves
      const before = await intervalsOf("walk");
      const again = await run("2026-02-04T00:00:00Z", scope);
      expect(again).toMatchObject({ series: 1, opened: 0, closed: 0 });
      const after = await intervalsOf("walk");
      expect(after.map((r) => ({ ...r, last_seen_at: null }))).toEqual(before.map((r) => ({ ...r, last_seen_at: null })));
      expect(after.filter((r) => r.valid_to === null).every((r) => r.last_seen_at === "2026-02-04T00:00:00Z")).toBe(true);

      await setValues("walk", [[62, quiet(62)]]);
      await run("2026-02-05T00:00:00Z", scope);
      extremes = (await intervalsOf("walk")).filter((r) => r.type === "extreme");
      expect(extremes).toEqual([expect.objectContaining({ id: opened.id, valid_from: opened.valid_from, valid_to: "2026-02-05T00:00:00Z", last_seen_at: "2026-02-04T00:00:00Z" })]);

      // a high, then at once a low: the up interval closes and a down one opens from the low's period
      await setValues("walk", [[63, 130]]);
      await run("2026-02-06T00:00:00Z", scope);
      await setValues("walk", [[64, 70]]);
      const flip = await run("2026-02-07T00:00:00Z", scope);
      expect(flip.opened).toBeGreaterThanOrEqual(1);
      extremes = (await intervalsOf("walk")).filter((r) => r.type === "extreme");
      expect(extremes.map((r) => [r.direction, r.valid_from, r.valid_to, r.detected_at])).toEqual([
        ["up", `${month(60)}T00:00:00Z`, "2026-02-05T00:00:00Z", "2026-02-02T00:00:00Z"],
        ["up", `${month(63)}T00:00:00Z`, "2026-02-07T00:00:00Z", "2026-02-06T00:00:00Z"],
        ["down", `${month(64)}T00:00:00Z`, null, "2026-02-07T00:00:00Z"],
      ]);
      expect(extremes[2]!.last_seen_at).toBe("2026-02-07T00:00:00Z");
    });

    it("replays a new series' history, and rebuilds it when a past value is revised", async () => {
      const scope = { indicatorIds: [ids.history!] };
      // two months 30 above the quiet pattern (riding it, so their own step is an ordinary one)
      await setValues("history", Array.from({ length: 80 }, (_, i) => [i, i === 50 || i === 51 ? quiet(i) + 30 : quiet(i)]));
      const first = await run("2026-03-01T00:00:00Z", scope);
      expect(first.series).toBe(1);
      const extremes = (await intervalsOf("history")).filter((r) => r.type === "extreme");
      // the spike of months 50–51 in data time: found with month 50's data, last seen in 51, over in 52
      expect(extremes).toContainEqual(
        expect.objectContaining({
          direction: "up",
          valid_from: `${month(50)}T00:00:00Z`,
          detected_at: `${month(50)}T00:00:00Z`,
          last_seen_at: `${month(51)}T00:00:00Z`,
          valid_to: `${month(52)}T00:00:00Z`,
        }),
      );

      await setValues("history", [[50, quiet(50)], [51, quiet(51)]]);
      await run("2026-03-02T00:00:00Z", scope);
      expect((await intervalsOf("history")).filter((r) => r.type === "extreme" && r.valid_from === `${month(50)}T00:00:00Z`)).toEqual([]);
    });

    it("walks a replay again inside its transaction when the series changed after the walk ahead", async () => {
      await addIndicator("raced");
      await setValues("raced", Array.from({ length: 80 }, (_, i) => [i, i === 50 || i === 51 ? quiet(i) + 30 : quiet(i)]));
      // the replay is walked before the series' transaction; a load revises months 50–51 in between
      let revised = false;
      const racing = new Proxy(db, {
        get(target, prop) {
          if (prop === "transaction" && !revised) {
            return async (...args: Parameters<Database["transaction"]>) => {
              revised = true;
              await setValues("raced", [[50, quiet(50)], [51, quiet(51)]]);
              return target.transaction(...args);
            };
          }
          const value = Reflect.get(target, prop, target) as unknown;
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      await materializeSignals({ db: racing, log, now: () => new Date("2026-03-01T00:00:00Z") }, { budgetMs: 600_000, indicatorIds: [ids.raced!] });
      expect(revised).toBe(true);
      // stored from the revised values: the spike the walk ahead saw is gone
      expect((await intervalsOf("raced")).filter((r) => r.type === "extreme" && r.valid_from === `${month(50)}T00:00:00Z`)).toEqual([]);
      expect(await rows(sql`SELECT 1 FROM job_cursors WHERE name LIKE ${`%/series/${ids.raced}/US`}`)).toHaveLength(1);
    });

    it("changes nothing but last_seen_at when run twice over the bundled series", async () => {
      const snapshot = () =>
        rows<Json>(sql`SELECT id::text AS id, indicator_id::text AS i, region_code, type, strength, direction, valid_from::text AS vf,
                              valid_to::text AS vt, detected_at::text AS da, evidence
                       FROM signal_intervals WHERE indicator_id = ANY(${sql.param(bundledScope)}::uuid[]) ORDER BY id`);
      // the svc: series are computed from the data pack, whose months run past the seed run's date: a first
      // run on the day takes in the periods that became visible since (later periods stay unseen, as
      // periods after today always are), so the second run on the same day sees exactly the same data
      await run("2026-04-01T00:00:00Z", { indicatorIds: bundledScope });
      const before = await snapshot();
      expect(before.length).toBeGreaterThan(100);
      const result = await run("2026-04-01T12:00:00Z", { indicatorIds: bundledScope });
      expect(result).toMatchObject({ opened: 0, closed: 0, failed: 0, done: true });
      expect(result.updated).toBeGreaterThan(0);
      expect(await snapshot()).toEqual(before);
      const open = await rows<{ seen: string }>(sql`SELECT DISTINCT to_char(last_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS seen
        FROM signal_intervals WHERE indicator_id = ANY(${sql.param(bundledScope)}::uuid[]) AND valid_to IS NULL`);
      expect(open).toEqual([{ seen: "2026-04-01T12:00:00Z" }]);
    });

    it("resumes where its time budget stopped it and resets its cursor at the end", async () => {
      const svc = (await rows<{ id: string }>(sql`SELECT i.id::text AS id FROM indicators i JOIN sources s ON s.id = i.source_id WHERE s.slug = 'svc'`)).map((r) => r.id);
      const scope = [ids.walk!, ids.history!, ...svc];
      const results = [];
      for (let i = 0; i < 10; i++) {
        const r = await run("2026-05-01T00:00:00Z", { indicatorIds: scope, budgetMs: 0, batchSize: 2 });
        results.push(r);
        if (r.done) break;
        const [cursor] = await rows<{ position: string | null }>(sql`SELECT position FROM job_cursors WHERE name = ${`${MATERIALIZE_JOB}:selected`}`);
        expect(cursor?.position).toBeTruthy();
      }
      expect(results.map((r) => r.series)).toEqual([1, 1, 1, 1, 1, 1]);
      expect(results.map((r) => r.done)).toEqual([false, false, false, false, false, true]);
      const [cursor] = await rows<{ position: string | null }>(sql`SELECT position FROM job_cursors WHERE name = ${`${MATERIALIZE_JOB}:selected`}`);
      expect(cursor?.position).toBeNull();
    });

    it("leaves out series too short to flag and raw weather series", async () => {
      await setValues("short", Array.from({ length: 10 }, (_, i) => [i, i * 3]));
      const [weather] = await rows<{ id: string }>(sql`SELECT id::text AS id FROM indicators WHERE code = 'weather.temp_max'`);
      const r = await run("2026-06-01T00:00:00Z", { indicatorIds: [ids.short!, weather!.id] });
      expect(r).toMatchObject({ series: 0, done: true });
    });
  });
});
