import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sql } from "drizzle-orm";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { importFlows } from "../../src/jobs/import-flows.js";
import { parseIrsMigrationCsv } from "../../src/sources/irs-migration.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";
import { createTestSeries, dropTestSource } from "../support/test-series.js";

type Json = Record<string, any>;

// Two tiny files in the published IRS layout, for years this test owns (1990 and 1991 pairs).
const INFLOW_9091 = [
  "y2_statefips,y2_countyfips,y1_statefips,y1_countyfips,y1_state,y1_countyname,n1,n2,agi",
  '06,037,96,000,CA,"Los Angeles County Total Migration-US and Foreign",9000,18000,500000',
  '06,037,06,037,CA,"Los Angeles County Non-migrants",3000000,6000000,90000000',
  '06,037,06,059,CA,"Orange County",5000,9000,400000',
  '06,037,06,073,CA,"San Diego County",2000,3500,150000',
  '06,037,36,061,NY,"New York County",800,1100,210000',
  '06,037,58,000,SS,"Other flows - Same State",224,409,12147',
].join("\n");
const OUTFLOW_9192 = [
  "y1_statefips,y1_countyfips,y2_statefips,y2_countyfips,y2_state,y2_countyname,n1,n2,agi",
  '06,037,06,059,CA,"Orange County",5100,9100,410000',
  '06,037,04,013,AZ,"Maricopa County",3000,5200,160000',
].join("\r\n");

describe.each(testDatabases())("flows and panel on $name", (kind) => {
  let api: TestServer;
  let headers: Record<string, string>;
  const tag = `p${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const get = async (p: string) => {
    const res = await api.get(p, { headers });
    return { status: res.status, body: (await res.json()) as Json };
  };

  beforeAll(async () => {
    api = await startTestServer(kind);
    const { key } = await insertKey(api.deps.db, { name: "flows", plan: "free", rateLimitPerMinute: 10_000, monthlyQuota: null });
    headers = { Authorization: `Bearer ${key}` };
    // a daily series of 6000 days (value 1 each) to cross the grid limit
    await createTestSeries(api.deps.db, tag, {
      code: `${tag}.daily`,
      frequency: "daily",
      unit: "count",
      points: Array.from({ length: 6000 }, (_, i) => ({ date: new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10), value: 1 })),
    });
  });
  afterAll(async () => {
    await dropTestSource(api.deps.db, tag);
    await api.deps.db.execute(sql`DELETE FROM flows WHERE period_start IN ('1990-01-01', '1991-01-01')`);
    await api.close();
  });

  describe("IRS migration import", () => {
    it("imports inflow and outflow files idempotently", async () => {
      const inflow = parseIrsMigrationCsv(INFLOW_9091, { fileName: "countyinflow9091.csv" });
      expect((await importFlows(api.deps.db, inflow.flows)).written).toBe(3);
      expect((await importFlows(api.deps.db, inflow.flows)).written).toBe(0);
      const outflow = parseIrsMigrationCsv(OUTFLOW_9192, { fileName: "countyoutflow9192.csv" });
      expect(await importFlows(api.deps.db, outflow.flows)).toEqual({ received: 2, written: 2, unknownCounties: 0 });
    });

    // the test's PGlite copies live in memory, so the command itself is run against the PostgreSQL server
    it.runIf(kind.name === "postgres")("runs as `npm run import -- irs-migration <file>`", async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "irs-"));
      const file = path.join(dir, "countyinflow9091.csv");
      writeFileSync(file, INFLOW_9091);
      const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/import.ts", "irs-migration", file], {
        env: { ...process.env, DATABASE_URL: inject("postgresUrl"), LOG_LEVEL: "silent" },
      });
      expect(stdout).toMatch(/3 county-to-county flows, 0 written/);
    });
  });

  describe("GET /v1/flows", () => {
    it("answers the latest period, largest first, with units, filters and attribution", async () => {
      const { status, body } = await get("/v1/flows?destination=06037&measure=returns");
      expect(status).toBe(200);
      expect(body.meta).toMatchObject({
        count: 3,
        limit: 100,
        period: "1990-01-01",
        filters: { destination: "06037", measure: "returns" },
        units: { agi: "USD, thousands", returns: "count", individuals: "count" },
      });
      expect(body.meta.source_attribution).toMatch(/Internal Revenue Service/);
      expect(body.data.map((f: Json) => [f.origin.code, f.value])).toEqual([
        ["06059", 5000],
        ["06073", 2000],
        ["36061", 800],
      ]);
      expect(body.data[0]).toEqual({
        origin: { code: "06059", name: "Orange County" },
        destination: { code: "06037", name: "Los Angeles County" },
        measure: "returns",
        period_start: "1990-01-01",
        value: 5000,
      });
    });

    it("filters by origin and period, orders every measure together, and honours limit", async () => {
      const { body } = await get("/v1/flows?origin=los-angeles-county-ca&period=1991&limit=2");
      expect(body.meta.period).toBe("1991-01-01");
      expect(body.data.map((f: Json) => [f.destination.code, f.measure, f.value])).toEqual([
        ["06059", "agi", 410000],
        ["04013", "agi", 160000],
      ]);
      const empty = await get("/v1/flows?origin=06037&period=1980");
      expect(empty.body.data).toEqual([]);
      expect(empty.body.meta.source_attribution).toBeUndefined();
    });

    it.each([
      ["measure=people", "measure"],
      ["limit=501", "limit"],
      ["period=90", "period"],
      ["period=0000", "period"],
      ["period=0000-01-01", "period"],
    ])("rejects %s", async (q, parameter) => {
      const { status, body } = await get(`/v1/flows?${q}`);
      expect(status).toBe(400);
      expect(body.error.details.parameter).toBe(parameter);
    });

    it("answers 404 for an origin that is not a county", async () => {
      expect((await get("/v1/flows?origin=06")).status).toBe(404);
    });
  });

  describe("GET /v1/panel", () => {
    it("aligns monthly series on their native grid", async () => {
      const { status, body } = await get("/v1/panel?indicators=ces.nonfarm,ces.construction&start=2008-01-01&end=2008-03-01");
      expect(status).toBe(200);
      expect(body.dates).toEqual(["2008-01-01", "2008-02-01", "2008-03-01"]);
      expect(body.series["ces.nonfarm"]).toEqual([138419, 138338, 138283]);
      expect(body.series["ces.construction"]).toEqual([7476, 7453, 7406]);
      expect(body.meta).toEqual({
        units: { "ces.nonfarm": "thousands of persons", "ces.construction": "thousands of persons" },
        alignment: { missing: "drop", grid_points: 3 },
        region: "US",
        regions: { "ces.nonfarm": "US", "ces.construction": "US" },
        frequency: "monthly",
      });
    });

    it("resamples daily weather to monthly and reports the native frequency", async () => {
      const { body } = await get("/v1/panel?indicators=weather.precipitation&region=53033&frequency=monthly&resample=sum&start=2012-01-01&end=2012-01-01");
      expect(body.dates).toEqual(["2012-01-01"]);
      expect(body.series["weather.precipitation"][0]).toBeCloseTo(173.3, 5);
      expect(body.meta.resample).toEqual({ method: "sum", sources: { "weather.precipitation": "daily" }, incomplete: { "weather.precipitation": [] } });
      expect(body.meta.region).toBe("53033");
    });

    it("mixes regions with each indicator's default, says region null and names each series' region", async () => {
      const { body } = await get("/v1/panel?indicators=ces.nonfarm,co2.mauna_loa&frequency=annual&start=2010-01-01&end=2011-01-01&resample=last");
      expect(body.meta.region).toBeNull();
      expect(body.meta.regions).toEqual({ "ces.nonfarm": "US", "co2.mauna_loa": "WLD" });
      expect(body.dates).toEqual(["2010-01-01", "2011-01-01"]);
    });

    it("refuses a finer frequency than native, a grid over 5000 points, and bad lists", async () => {
      const finer = await get("/v1/panel?indicators=ces.nonfarm&frequency=daily");
      expect(finer.status).toBe(400);
      expect(finer.body.error.details.parameter).toBe("frequency");
      const tooMany = await get(`/v1/panel?indicators=${Array.from({ length: 21 }, (_, i) => `c${i}`).join(",")}`);
      expect(tooMany.body.error.details.parameter).toBe("indicators");
      // the same code twice, in any case, is one refusal with one message
      for (const list of ["ces.nonfarm,ces.nonfarm", "ces.nonfarm,%20CES.NONFARM"]) {
        const twice = await get(`/v1/panel?indicators=${list}`);
        expect(twice.status).toBe(400);
        expect(twice.body.error.details).toMatchObject({ parameter: "indicators", reason: "lists ces.nonfarm twice" });
      }
      expect((await get("/v1/panel")).status).toBe(400);
      expect((await get("/v1/panel?indicators=ces.nonfarm&missing=zero")).body.error.details.parameter).toBe("missing");
    });

    it("counts daily grid points, and refuses a grid over 5000 with details.grid_points and max", async () => {
      const { status, body } = await get("/v1/panel?indicators=weather.temp_max,weather.temp_min&region=53033&frequency=daily&missing=ffill");
      // Seattle's daily weather spans 2012–2015: 1461 days
      expect(status).toBe(200);
      expect(body.meta.alignment.grid_points).toBe(1461);
      const big = await get(`/v1/panel?indicators=${tag}.daily&frequency=daily`);
      expect(big.status).toBe(400);
      expect(big.body.error).toMatchObject({ code: "INVALID_PARAMETER", details: { parameter: "frequency", grid_points: 6000, max: 5000 } });
      const monthly = await get(`/v1/panel?indicators=${tag}.daily&frequency=monthly&resample=sum`);
      expect(monthly.status).toBe(200);
      expect(monthly.body.series[`${tag}.daily`][0]).toBe(31);
    });
  });
});

