/**
 * The truth the evaluation grades against, read from the bundled source files with parsing of its own
 * (d3-dsv and JSON.parse): not through the project's loaders, not from the database, never from the engine.
 * Each series is { code, region, points ascending } with the catalog's code and region conventions
 * (ISO alpha-2 countries, 5-digit county FIPS, periods as their first day).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { csvParse, tsvParse } from "d3-dsv";

export interface Point {
  date: string;
  value: number;
}
export type SeriesKey = `${string}|${string}`;

const require = createRequire(import.meta.url);
const ROOT = new URL("../../", import.meta.url);
const pack = (file: string) => readFileSync(new URL(`data/datahub/${file}`, ROOT), "utf8");
const vega = (file: string) => readFileSync(new URL(`node_modules/vega-datasets/data/${file}`, ROOT), "utf8");
const countries = require("i18n-iso-countries") as typeof import("i18n-iso-countries");
countries.registerLocale(require("i18n-iso-countries/langs/en.json"));

const num = (s: string | undefined) => (s === undefined || s.trim() === "" ? null : Number(s));

export class Truth {
  readonly series = new Map<SeriesKey, Point[]>();
  /** Region code → the kind of region the source file says it is (country, county). */
  readonly regionKind = new Map<string, string>();

  add(code: string, region: string, date: string, value: number | null) {
    if (value === null || !Number.isFinite(value)) return;
    const key: SeriesKey = `${code}|${region}`;
    const list = this.series.get(key) ?? [];
    list.push({ date, value });
    this.series.set(key, list);
  }

  points(code: string, region: string): Point[] {
    return this.series.get(`${code}|${region}`) ?? [];
  }

  regionsOf(code: string): string[] {
    return [...this.series.keys()].filter((k) => k.startsWith(`${code}|`)).map((k) => k.split("|")[1]!);
  }

  finish() {
    for (const list of this.series.values()) list.sort((a, b) => a.date.localeCompare(b.date));
    return this;
  }
}

export function readTruth(): Truth {
  const t = new Truth();
  // World Bank files: countries by ISO alpha-3, aggregates (no alpha-2) left out; Kosovo, which has no ISO
  // code, is a country the World Bank writes XKX and the service XK (the code the EU and the Bank's API use)
  const wb = (file: string, code: string, column: string) => {
    for (const row of csvParse(pack(file))) {
      const a2 = row["Country Code"] === "XKX" ? "XK" : countries.alpha3ToAlpha2(row["Country Code"]!);
      if (!a2) continue;
      t.regionKind.set(a2, "country");
      t.add(code, a2, `${row.Year}-01-01`, num(row[column]));
    }
  };
  wb("population-by-country-annual.csv", "wb.population", "Value");
  wb("gdp-by-country-annual.csv", "wb.gdp", "Value");
  wb("inflation-consumer-by-country-annual.csv", "wb.inflation_consumer", "Inflation");
  for (const row of csvParse(pack("cpi-us-monthly.csv"))) t.add("cpi.us", "US", row.Date!, num(row.Index));
  for (const row of csvParse(pack("oil-wti-daily.csv"))) t.add("eia.wti", "US", row.Date!, num(row.Price));
  for (const row of csvParse(pack("oil-brent-daily.csv"))) t.add("eia.brent", "WLD", row.Date!, num(row.Price));
  for (const row of csvParse(pack("gold-monthly.csv"))) t.add("gold.price", "WLD", `${row.Date}-01`, num(row.Price));
  for (const row of csvParse(pack("us-10y-yield-monthly.csv"))) t.add("h15.treasury_10y", "US", row.Date!, num(row.Rate));
  // Shiller writes 0.0 for a month not yet published
  for (const row of csvParse(pack("sp500-shiller-monthly.csv"))) {
    const v = num(row.SP500);
    t.add("shiller.sp500", "US", row.Date!, v === 0 ? null : v);
  }
  const fxRegion: Record<string, string> = { Japan: "JP", "United Kingdom": "GB", Canada: "CA", Switzerland: "CH", China: "CN", India: "IN", Mexico: "MX", Australia: "AU", Sweden: "SE" };
  for (const row of csvParse(pack("exchange-rates-monthly.csv"))) {
    const region = fxRegion[row.Country!];
    if (region) t.add("fx.currency_per_usd", region, row.Date!, num(row["Exchange rate"]));
  }
  // vega-datasets: county unemployment as a fraction for 2009 (stored in percent), CES employment, weather, Gapminder
  for (const row of tsvParse(vega("unemployment.tsv"))) {
    const fips = row.id!.padStart(5, "0");
    t.regionKind.set(fips, "county");
    const rate = num(row.rate);
    t.add("laus.unemployment_rate", fips, "2009-01-01", rate === null ? null : Math.round(rate * 1000) / 10);
  }
  const employment = csvParse(vega("us-employment.csv"));
  for (const column of employment.columns.filter((c) => c !== "month")) {
    for (const row of employment) t.add(`ces.${column}`, "US", row.month!, num(row[column]));
  }
  const weatherRegion: Record<string, string> = { Seattle: "53033", "New York": "36061" };
  for (const row of csvParse(vega("weather.csv"))) {
    const region = weatherRegion[row.location!]!;
    t.add("weather.temp_max", region, row.date!, num(row.temp_max));
    t.add("weather.temp_min", region, row.date!, num(row.temp_min));
    t.add("weather.precipitation", region, row.date!, num(row.precipitation));
    t.add("weather.wind", region, row.date!, num(row.wind));
  }
  const gapminder = JSON.parse(vega("gapminder.json")) as { year: number; country: string; life_expect: number; fertility: number }[];
  for (const row of gapminder) {
    const a2 = row.country === "Hong Kong, China" ? "HK" : countries.getAlpha2Code(row.country, "en");
    if (!a2) continue;
    t.add("gapminder.life_expectancy", a2, `${row.year}-01-01`, row.life_expect);
    t.add("gapminder.fertility", a2, `${row.year}-01-01`, row.fertility);
  }
  return t.finish();
}
