import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadRegions } from "../../src/sources/regions.js";
import type { BundledDataset } from "../../src/sources/types.js";
import { PACK_FILES } from "../../src/sources/datahub.js";
import { bundledDataVersion, loadBundledDatasets } from "../../src/sources/vega-datasets.js";

const datasets = loadBundledDatasets();
const regionCodes = new Set(loadRegions().map((r) => r.code));
const bySlug = new Map(datasets.map((d) => [d.source.slug, d]));

function dataset(slug: string): BundledDataset {
  const d = bySlug.get(slug);
  if (!d) throw new Error(`no dataset ${slug}`);
  return d;
}

function value(slug: string, indicator: string, region: string, periodStart: string): number | null | undefined {
  return dataset(slug).observations.find(
    (o) => o.indicator === indicator && o.region === region && o.periodStart === periodStart,
  )?.value;
}

function lastDayOfMonth(isoDate: string): string {
  const [y, m] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
}

describe("bundled datasets: invariants", () => {
  it("has the eleven sources with unique slugs", () => {
    expect([...bySlug.keys()]).toEqual([
      "bls-ces", "bls-cps-industry", "bls-laus-county", "sp500", "stocks", "scripps-co2",
      "nasa-gistemp", "gapminder", "ipums-usa", "eia-iowa", "noaa-weather",
    ]);
  });

  it.each(datasets.map((d) => [d.source.slug, d] as const))("%s: observations are consistent", (_slug, d) => {
    const indicators = new Map(d.indicators.map((i) => [i.code, i]));
    expect(indicators.size).toBe(d.indicators.length);
    expect(d.observations.length).toBeGreaterThan(0);
    const keys = new Set<string>();
    for (const o of d.observations) {
      const ind = indicators.get(o.indicator);
      expect(ind, o.indicator).toBeDefined();
      expect(regionCodes.has(o.region), `region ${o.region}`).toBe(true);
      const key = `${o.indicator}|${o.region}|${o.periodStart}`;
      expect(keys.has(key), `duplicate ${key}`).toBe(false);
      keys.add(key);
      expect(o.value === null || Number.isFinite(o.value)).toBe(true);
      expect(o.periodStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(o.periodType).toBe(ind!.frequency);
      const start = o.periodStart;
      switch (o.periodType) {
        case "daily":
          expect(o.periodEnd).toBe(start);
          break;
        case "monthly":
          expect(start.endsWith("-01")).toBe(true);
          expect(o.periodEnd).toBe(lastDayOfMonth(start));
          break;
        default: // annual, quinquennial, decennial: one calendar year
          expect(start.endsWith("-01-01")).toBe(true);
          expect(o.periodEnd).toBe(`${start.slice(0, 4)}-12-31`);
      }
    }
    // every indicator has data
    for (const code of indicators.keys()) expect(d.observations.some((o) => o.indicator === code), code).toBe(true);
  });

  it("indicators are well-formed", () => {
    const allCodes = datasets.flatMap((d) => d.indicators.map((i) => i.code));
    expect(new Set(allCodes).size).toBe(allCodes.length);
    for (const d of datasets) {
      for (const i of d.indicators) {
        expect(i.code).toMatch(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/);
        expect(i.sourceSlug).toBe(d.source.slug);
        expect(["labor", "markets", "environment", "demographics", "energy", "weather"]).toContain(i.category);
        expect(i.unit).toBeTruthy();
        expect(i.name).toBeTruthy();
        expect(i.description).toBeTruthy();
        if (i.defaultRegion !== null) expect(regionCodes.has(i.defaultRegion)).toBe(true);
      }
    }
  });

  it("reads source metadata from the datapackage", () => {
    expect(dataset("bls-ces").source).toMatchObject({
      provider: "U.S. Bureau of Labor Statistics Current Employment Statistics",
      docsUrl: "https://www.bls.gov/ces/",
      license: "U.S. Government Dataset",
      category: "labor",
      sourceUpdatedAt: "2018-11-11T00:00:00Z",
    });
    expect(dataset("eia-iowa").source.sourceUpdatedAt).toBe("2018-05-06T00:00:00Z");
    expect(dataset("scripps-co2").source.license).toBe("Creative Commons Attribution 4.0");
    for (const slug of ["sp500", "stocks"]) {
      const s = dataset(slug).source;
      expect(s.provider).toBeNull();
      expect(s.docsUrl).toBeNull();
      expect(s.description).toBeTruthy();
    }
    expect(dataset("nasa-gistemp").source.sourceUpdatedAt).toBeNull();
  });

  it("marks only the five stock series premium", () => {
    const premium = datasets.flatMap((d) => d.indicators).filter((i) => i.accessTier === "premium").map((i) => i.code);
    expect(premium.sort()).toEqual(["stock.aapl.close", "stock.amzn.close", "stock.goog.close", "stock.ibm.close", "stock.msft.close"]);
  });

  it("bundledDataVersion names the package versions and loader version", () => {
    expect(bundledDataVersion()).toBe("vega-datasets@3.2.1+us-atlas@3.0.1+i18n-iso-countries@7.14.0+world-countries@5.1.0+loader@4");
  });

  it("retires exactly the five copies the data pack replaces, each for a current pack series", () => {
    const all = datasets.flatMap((d) => d.indicators);
    const retired = all.filter((i) => i.retired);
    expect(Object.fromEntries(retired.map((i) => [i.code, i.retired!.replacedBy]))).toEqual({
      "sp500.close": "shiller.sp500",
      "co2.mauna_loa": "noaa.co2_mauna_loa",
      "co2.mauna_loa_adjusted": "noaa.co2_mauna_loa_sa",
      "temperature.global_anomaly": "temperature.gistemp_monthly",
      "gapminder.population": "wb.population",
    });
    const pack = new Map(PACK_FILES.flatMap((f) => f.indicators).map((i) => [i.code, i]));
    for (const i of retired) {
      expect(i.retired!.at).toBe("2026-11-24");
      expect(i.retired!.reason.length).toBeGreaterThan(20);
      expect(i.isHeadline, i.code).toBe(false);
      // the replacement measures the same thing, in the same default region, and is itself current
      const replacement = pack.get(i.retired!.replacedBy!);
      expect(replacement, i.retired!.replacedBy).toBeDefined();
      expect(replacement!.retired).toBeUndefined();
      expect(replacement!.category).toBe(i.category);
      expect(replacement!.defaultRegion === i.defaultRegion || i.code === "gapminder.population").toBe(true);
    }
    // the series no pack series replaces stay current
    for (const code of ["ipums.us_population", "gapminder.life_expectancy", "gapminder.fertility", "ces.nonfarm", "stock.aapl.close"]) {
      expect(all.find((i) => i.code === code)?.retired, code).toBeUndefined();
    }
  });

  it("parses the files once and answers the same records after", () => {
    expect(loadBundledDatasets()).toBe(loadBundledDatasets());
    expect(loadRegions()).toBe(loadRegions());
  });
});

describe("bundled datasets: values read from the files", () => {
  it("BLS CES employment", () => {
    const d = dataset("bls-ces");
    expect(d.indicators).toHaveLength(22);
    expect(d.observations).toHaveLength(22 * 120);
    expect(d.indicators.find((i) => i.code === "ces.nonfarm")).toMatchObject({
      name: "All employees, total nonfarm", isHeadline: true, unit: "thousands of persons",
      frequency: "monthly", defaultRegion: "US", polarity: "higher_is_better", seasonalAdjustment: "SA",
    });
    expect(d.indicators.filter((i) => i.isHeadline)).toHaveLength(1);
    expect(d.indicators.some((i) => i.code === "ces.nonfarm_change")).toBe(false);
    expect(value("bls-ces", "ces.nonfarm", "US", "2006-01-01")).toBe(135450);
    expect(value("bls-ces", "ces.nonfarm", "US", "2015-12-01")).toBe(143093);
    expect(value("bls-ces", "ces.trade_transportation_utilities", "US", "2006-01-01")).toBe(26162);
    expect(value("bls-ces", "ces.wholesale_trade", "US", "2006-01-01")).toBe(5840.4);
    const feb2008 = d.observations.find((o) => o.indicator === "ces.nonfarm" && o.periodStart === "2008-02-01");
    expect(feb2008).toMatchObject({ periodEnd: "2008-02-29", value: 138338 });
  });

  it("CPS unemployment by industry", () => {
    const d = dataset("bls-cps-industry");
    expect(d.indicators).toHaveLength(28);
    expect(d.observations).toHaveLength(14 * 122 * 2);
    expect(value("bls-cps-industry", "cps.unemployed.government", "US", "2000-01-01")).toBe(430);
    expect(value("bls-cps-industry", "cps.unemployment_rate.government", "US", "2000-01-01")).toBe(2.1);
    expect(d.indicators.find((i) => i.code === "cps.unemployment_rate.self_employed")?.unit).toBe("percent");
    expect(d.indicators.every((i) => !i.isHeadline)).toBe(true);
  });

  it("CPS unemployment by industry is not seasonally adjusted: the file's January means stand far above July's", () => {
    // unemployment-across-industries.json, full years 2000-2009: construction's rate averages 11.73 in January
    // and 7.35 in July, agriculture's 13.01 and 7.01 (an adjusted series would hardly differ by month)
    const rows = JSON.parse(readFileSync(new URL("../../node_modules/vega-datasets/data/unemployment-across-industries.json", import.meta.url), "utf8")) as { series: string; year: number; month: number; rate: number }[];
    const mean = (series: string, month: number) => {
      const v = rows.filter((r) => r.series === series && r.month === month && r.year <= 2009).map((r) => r.rate);
      expect(v).toHaveLength(10);
      return v.reduce((a, b) => a + b, 0) / v.length;
    };
    expect(mean("Construction", 1)).toBeCloseTo(11.73, 2);
    expect(mean("Construction", 7)).toBeCloseTo(7.35, 2);
    expect(mean("Agriculture", 1) - mean("Agriculture", 7)).toBeGreaterThan(5);
    const d = dataset("bls-cps-industry");
    for (const i of d.indicators) {
      expect(i.seasonalAdjustment, i.code).toBe("NSA");
      expect(i.description, i.code).toContain("not seasonally adjusted");
    }
  });

  it("county unemployment (LAUS), percent for 2009", () => {
    const d = dataset("bls-laus-county");
    expect(d.observations).toHaveLength(3218 - 6);
    expect(d.indicators[0]).toMatchObject({ unit: "percent", frequency: "annual", defaultRegion: null });
    expect(value("bls-laus-county", "laus.unemployment_rate", "01001", "2009-01-01")).toBe(9.7);
    expect(value("bls-laus-county", "laus.unemployment_rate", "06037", "2009-01-01")).toBe(12.7);
    expect(value("bls-laus-county", "laus.unemployment_rate", "72151", "2009-01-01")).toBe(24.1);
    expect(d.observations.every((o) => o.periodEnd === "2009-12-31")).toBe(true);
  });

  it("S&P 500 and stocks", () => {
    expect(dataset("sp500").observations).toHaveLength(123);
    expect(value("sp500", "sp500.close", "US", "2000-01-01")).toBe(1394.46);
    expect(value("sp500", "sp500.close", "US", "2010-03-01")).toBe(1140.45);
    expect(dataset("stocks").observations).toHaveLength(4 * 123 + 68);
    expect(value("stocks", "stock.msft.close", "US", "2000-01-01")).toBe(39.81);
    expect(value("stocks", "stock.aapl.close", "US", "2010-03-01")).toBe(223.02);
    expect(dataset("stocks").observations.filter((o) => o.indicator === "stock.goog.close")).toHaveLength(68);
  });

  it("Mauna Loa CO2", () => {
    expect(dataset("scripps-co2").observations).toHaveLength(741 * 2);
    expect(value("scripps-co2", "co2.mauna_loa", "WLD", "1958-03-01")).toBe(315.7);
    expect(value("scripps-co2", "co2.mauna_loa_adjusted", "WLD", "1958-03-01")).toBe(314.44);
    expect(value("scripps-co2", "co2.mauna_loa", "WLD", "2020-04-01")).toBe(416.18);
  });

  it("GISTEMP global temperature anomaly", () => {
    expect(dataset("nasa-gistemp").observations).toHaveLength(144);
    expect(value("nasa-gistemp", "temperature.global_anomaly", "WLD", "1880-01-01")).toBe(-0.17);
    expect(value("nasa-gistemp", "temperature.global_anomaly", "WLD", "2023-01-01")).toBe(1.17);
  });

  it("Gapminder", () => {
    const d = dataset("gapminder");
    expect(d.observations).toHaveLength(682 * 3);
    expect(d.indicators.every((i) => i.defaultRegion === "US" && i.frequency === "quinquennial")).toBe(true);
    expect(value("gapminder", "gapminder.population", "AF", "1955-01-01")).toBe(7971931);
    expect(value("gapminder", "gapminder.life_expectancy", "AF", "1955-01-01")).toBe(43.88);
    expect(value("gapminder", "gapminder.fertility", "AF", "1955-01-01")).toBe(7.42);
    expect(value("gapminder", "gapminder.population", "US", "2005-01-01")).toBe(296842670);
    expect(value("gapminder", "gapminder.life_expectancy", "HK", "2005-01-01")).toBe(81.77);
  });

  it("IPUMS US population", () => {
    const d = dataset("ipums-usa");
    expect(d.observations.map((o) => o.periodStart.slice(0, 4))).toEqual([
      "1850", "1860", "1870", "1880", "1900", "1910", "1920", "1930", "1940", "1950", "1960", "1970", "1980", "1990", "2000",
    ]);
    expect(value("ipums-usa", "ipums.us_population", "US", "1850-01-01")).toBe(19987559);
    expect(value("ipums-usa", "ipums.us_population", "US", "2000-01-01")).toBe(281420717);
    expect(d.indicators[0]!.description).toContain("1890");
  });

  it("IPUMS US population: 1850 and 1860 are the free population, enslaved people left out, as the description says", () => {
    // population.json summed by hand against the census: 1850's total was 23,191,876 with 3,204,313 enslaved,
    // 1860's 31,443,321 with 3,953,760; the file's sums are the free population within 0.01 %
    const census = { 1850: { total: 23191876, enslaved: 3204313 }, 1860: { total: 31443321, enslaved: 3953760 } };
    for (const [year, { total, enslaved }] of Object.entries(census)) {
      const sum = value("ipums-usa", "ipums.us_population", "US", `${year}-01-01`)!;
      expect(Math.abs(sum / (total - enslaved) - 1), year).toBeLessThan(1e-4);
      expect(sum / total, year).toBeLessThan(0.9);
    }
    // 1870 on: the whole population (2000's 281,421,906 at the census)
    expect(value("ipums-usa", "ipums.us_population", "US", "2000-01-01")! / 281421906).toBeCloseTo(1, 4);
    const description = dataset("ipums-usa").indicators[0]!.description!;
    expect(description).toContain("For 1850 and 1860 it is the free population only");
    expect(description).not.toMatch(/^Total U\.S\. population/);
  });

  it("Iowa electricity", () => {
    expect(dataset("eia-iowa").observations).toHaveLength(51);
    expect(dataset("eia-iowa").indicators.map((i) => i.code).sort()).toEqual([
      "eia.iowa_net_generation.fossil_fuels", "eia.iowa_net_generation.nuclear_energy", "eia.iowa_net_generation.renewables",
    ]);
    expect(value("eia-iowa", "eia.iowa_net_generation.fossil_fuels", "19", "2001-01-01")).toBe(35361);
    expect(value("eia-iowa", "eia.iowa_net_generation.nuclear_energy", "19", "2001-01-01")).toBe(3853);
    expect(value("eia-iowa", "eia.iowa_net_generation.renewables", "19", "2017-01-01")).toBe(21933);
  });

  it("NOAA weather", () => {
    const d = dataset("noaa-weather");
    expect(d.observations).toHaveLength(2922 * 4);
    expect(d.indicators.map((i) => i.code)).toEqual(["weather.precipitation", "weather.temp_max", "weather.temp_min", "weather.wind"]);
    expect(value("noaa-weather", "weather.temp_max", "53033", "2012-01-01")).toBe(12.8);
    expect(value("noaa-weather", "weather.precipitation", "53033", "2012-01-02")).toBe(10.9);
    expect(value("noaa-weather", "weather.precipitation", "36061", "2015-12-31")).toBe(1.5);
    expect(value("noaa-weather", "weather.wind", "36061", "2015-12-31")).toBe(5.5);
  });
});
