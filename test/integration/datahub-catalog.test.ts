/**
 * The catalog once the data pack is loaded next to the vega-datasets copies it supersedes: searches find
 * the current series first, the superseded copies are retired (and still served), and the detail states
 * seasonal adjustment. Everything here is read over HTTP from a fresh load of the bundled data.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { RETIRED } from "../../src/sources/vega-datasets.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";

type Json = Record<string, any>;

/** The five vega-datasets series the pack replaces, and their replacements. */
const REPLACED: Record<string, string> = {
  "sp500.close": "shiller.sp500",
  "co2.mauna_loa": "noaa.co2_mauna_loa",
  "co2.mauna_loa_adjusted": "noaa.co2_mauna_loa_sa",
  "temperature.global_anomaly": "temperature.gistemp_monthly",
  "gapminder.population": "wb.population",
};

describe.each(testDatabases())("data pack catalog on $name", (kind) => {
  let api: TestServer;
  let headers: Record<string, string>;
  const get = async (path: string, h: Record<string, string> = {}) => {
    const res = await api.get(path, { headers: h });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const search = async (words: string) => {
    const { status, body } = await get(`/v1/indicators?search=${encodeURIComponent(words)}&limit=100`);
    expect(status).toBe(200);
    return (body.data as { code: string }[]).map((i) => i.code);
  };
  /** Every retired match is listed after every current one. */
  const retiredLast = (codes: string[]) => {
    const firstRetired = codes.findIndex((c) => c in REPLACED);
    if (firstRetired >= 0) expect(codes.slice(firstRetired).every((c) => c in REPLACED), codes.join(", ")).toBe(true);
  };

  beforeAll(async () => {
    api = await startTestServer(kind);
    const { key } = await insertKey(api.deps.db, { name: "pack", plan: "free", rateLimitPerMinute: 100_000, monthlyQuota: null });
    headers = { Authorization: `Bearer ${key}` };
  });
  afterAll(async () => {
    await api.close();
  });

  describe("search finds the current series", () => {
    it("oil: the WTI and Brent spot prices are the first two", async () => {
      const codes = await search("oil");
      expect(codes.slice(0, 2).sort()).toEqual(["eia.brent", "eia.wti"]);
    });

    it("inflation: the US CPI and the World Bank consumer price inflation", async () => {
      const codes = await search("inflation");
      expect(codes).toContain("wb.inflation_consumer");
      expect(codes.includes("cpi.us") || codes.includes("cpi.us_monthly_change")).toBe(true);
      // the headline national series comes first
      expect(codes[0]).toBe("cpi.us");
    });

    it("house prices (and home prices, real estate): the Case-Shiller indices", async () => {
      for (const words of ["house prices", "home prices", "real estate"]) {
        const codes = await search(words);
        expect(codes[0], words).toBe("caseshiller.national_sa");
        expect(codes, words).toEqual(
          expect.arrayContaining(["caseshiller.national", "caseshiller.national_sa"]),
        );
      }
    });

    it("s&p 500 and sp500: Shiller's series first, the retired copy after every current match", async () => {
      for (const words of ["s&p 500", "sp500", "S&P 500 index"]) {
        const codes = await search(words);
        expect(codes[0], words).toBe("shiller.sp500");
        expect(codes, words).toContain("sp500.close");
        retiredLast(codes);
      }
    });

    it("stocks and stock market: the S&P 500 first", async () => {
      for (const words of ["stocks", "stock market"]) {
        const codes = await search(words);
        expect(codes[0], words).toBe("shiller.sp500");
        expect(codes, words).toContain("stock.aapl.close");
        retiredLast(codes);
      }
    });

    it("population: the World Bank series before Gapminder's", async () => {
      const codes = await search("population");
      expect(codes[0]).toBe("wb.population");
      expect(codes).toContain("gapminder.population");
      expect(codes).toContain("ipums.us_population");
      retiredLast(codes);
    });

    it("co2 and mauna loa: NOAA's Mauna Loa record first", async () => {
      for (const words of ["co2", "mauna loa", "carbon dioxide"]) {
        const codes = await search(words);
        expect(codes[0], words).toBe("noaa.co2_mauna_loa");
        expect(codes, words).toContain("co2.mauna_loa");
        retiredLast(codes);
      }
      expect((await search("co2 seasonally adjusted"))[0]).toBe("noaa.co2_mauna_loa_sa");
    });

    it("temperature: the current monthly series before the retired annual copy", async () => {
      const codes = await search("global temperature");
      expect(codes.slice(0, 2).sort()).toEqual(["temperature.gcag_monthly", "temperature.gistemp_monthly"]);
      expect(codes).toContain("temperature.global_anomaly");
      retiredLast(codes);
    });

    it("interest rates, fx, exchange rate, currency: the Treasury yield and the H.10 rates", async () => {
      expect(await search("interest rates")).toContain("h15.treasury_10y");
      expect((await search("interest rates"))[0]).toBe("h15.treasury_10y");
      for (const words of ["fx", "exchange rate", "currency", "exchange rates"]) expect((await search(words))[0], words).toBe("fx.currency_per_usd");
    });

    it("a phrase synonym needs its words next to each other; each word still has to match", async () => {
      // "prices house" is not the phrase: "house" expands to home/housing, "prices" to price, so Case-Shiller still matches
      expect(await search("prices house")).toContain("caseshiller.national_sa");
      // every term must match: a phrase does not excuse an unrelated word
      expect(await search("house prices zebra")).toEqual([]);
    });
  });

  describe("retired vega-datasets series", () => {
    it.each(Object.entries(REPLACED))("%s is retired in favour of %s, which is current", async (code, replacement) => {
      const { status, body } = await get(`/v1/indicators/${code}`);
      expect(status).toBe(200);
      expect(body.data.retired).toEqual({ retired_at: "2026-11-24", reason: expect.any(String), replaced_by: replacement });
      expect(body.data.retired.reason).toBe(RETIRED[code]!.reason);
      expect(body.data.date_range.end).not.toBeNull();
      const current = await get(`/v1/indicators/${replacement}`);
      expect(current.status).toBe(200);
      expect(current.body.data.retired).toBeUndefined();
    });

    it("lists no other retired indicator", async () => {
      const { body } = await get("/v1/indicators?limit=100&offset=0");
      const all: string[] = [];
      for (let offset = 0; offset < body.meta.total; offset += 100) {
        all.push(...((await get(`/v1/indicators?limit=100&offset=${offset}`)).body.data as { code: string }[]).map((i) => i.code));
      }
      const retired: string[] = [];
      for (const code of all.filter((c) => !c.startsWith("fred."))) {
        if ((await get(`/v1/indicators/${code}`)).body.data.retired) retired.push(code);
      }
      // and of the pack's own series, Shiller's long rate, which his file stopped carrying in September 2023
      expect(retired.sort()).toEqual([...Object.keys(REPLACED), "shiller.long_rate"].sort());
      expect((await get("/v1/indicators/shiller.long_rate")).body.data.retired).toMatchObject({ retired_at: "2026-11-29", replaced_by: "h15.treasury_10y" });
    });

    it("still serves their stored observations and latest values", async () => {
      const sp = await get("/v1/observations?indicator=sp500.close&limit=1", headers);
      expect(sp.status).toBe(200);
      expect(sp.body.data[0]).toMatchObject({ period_start: "2000-01-01", value: 1394.46 });
      const latest = await get("/v1/observations/latest?indicators=sp500.close,co2.mauna_loa,temperature.global_anomaly", headers);
      expect(latest.status).toBe(200);
      expect(latest.body.data.map((o: Json) => [o.indicator, o.period_start, o.value])).toEqual([
        ["sp500.close", "2010-03-01", 1140.45],
        ["co2.mauna_loa", "2020-04-01", 416.18],
        ["temperature.global_anomaly", "2023-01-01", 1.17],
      ]);
      const canada = await get("/v1/observations?indicator=gapminder.population&region=CA&sort=desc&limit=1", headers);
      expect(canada.status).toBe(200);
      expect(canada.body.data[0].period_start).toBe("2005-01-01");
    });
  });

  describe("exchange rates, each in its region's own currency", () => {
    it("leaves peer_rank out of the insights and says why: yen and won per dollar do not rank", async () => {
      const { status, body } = await get("/v1/insights?indicator=fx.currency_per_usd&region=JP", headers);
      expect(status).toBe(200);
      expect(body.data.facts.map((f: Json) => f.kind)).not.toContain("peer_rank");
      expect(body.meta.omitted).toContainEqual({
        fact: "peer_rank",
        reason: "the unit (national currency units per US dollar) is each region's own: values of different regions do not compare",
      });
      // a series in one unit everywhere still ranks its peers
      const inflation = await get("/v1/insights?indicator=wb.inflation_consumer&region=JP", headers);
      expect(inflation.body.data.facts.map((f: Json) => f.kind)).toContain("peer_rank");
    });
  });

  describe("seasonal_adjustment on the detail", () => {
    it.each([
      ["cpi.us", "NSA"],
      ["caseshiller.national", "NSA"],
      ["caseshiller.national_sa", "SA"],
      ["bea.gdp_real_growth", "SAAR"],
      ["noaa.co2_mauna_loa_sa", "SA"],
      ["ces.nonfarm", "SA"],
      ["wb.population", null],
      ["eia.wti", null],
    ])("%s: %s", async (code, expected) => {
      const { status, body } = await get(`/v1/indicators/${code}`);
      expect(status).toBe(200);
      expect(body.data).toHaveProperty("seasonal_adjustment", expected);
    });
  });
});
