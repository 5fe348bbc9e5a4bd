/**
 * The question-answering engine: reads a question, finds the series in the catalog, picks the region,
 * fetches the observations and writes a cited answer. I/O lives here; reading and writing are pure
 * (src/domain/ask/parse.ts and answer.ts).
 *
 * The engine reads on behalf of a reader (`deps.access`, src/domain/access.ts): a series and region the
 * reader may not read is refused with AccessRefused before anything is fetched (the default region of a
 * question that names none included), and at briefing depth the related series and the peer ranking use
 * only pairs the reader may read.
 */
import type { Database } from "../db/client.js";
import { systemClock, type Clock } from "../deps.js";
import { mayRead, PREMIUM_GRANT, regionScope, requireReadable, SIGNALS_REFUSED, SIGNALS_TARGET, type Reader } from "../domain/access.js";
import { countriesOfArea, WORLD_BANK_REGIONS } from "../domain/regions.js";
import { currentSeries, findIndicatorsByCode, listIndicators, listSources, searchTerms, termGroups, type IndicatorRow, type SearchSynonym } from "../db/queries/indicators.js";
import { peerValues, regionValuesAtLatestPeriod, seriesPoints, seriesPointsMany } from "../db/queries/observations.js";
import { indicatorCodesCovering, readAskCatalog } from "../db/queries/ask-catalog.js";
import { listSignalIntervals, type SignalIntervalRow } from "../db/queries/signals.js";
import {
  answerBestPeriod,
  answerRollingBest,
  answerDrawdownSpells,
  answerCrashesSideBySide,
  answerMarketRegime,
  answerAreaChange,
  answerAreaPerPerson,
  answerAreaShare,
  answerAreaTotal,
  answerInflationTurn,
  answerRecordsRanked,
  answerTurn,
  answerRankReached,
  answerFromRecord,
  answerList,
  withMassAsked,
  unitInCurrency,
  withVolumeAsked,
  withScaleAsked,
  withValueInCurrency,
  answerMeanChange,
  answerMaxDrawdown,
  answerPeakFall,
  answerSignalsAcross,
  answerVolatilityRanking,
  answerSignals,
  answerBreakdownChangeRanking,
  valueBeforeWindow,
  answerBreakdownRanking,
  answerLastTime,
  answerLevelGap,
  answerCompareGrowth,
  answerPerCapitaChange,
  answerPerCapita,
  answerRecessions,
  answerRecordsCounted,
  answerPairSide,
  answerSeasonality,
  answerNotStored,
  answerVolatility,
  formatNumber,
  answerOnRecord,
  answerRankingByChange,
  aggregate,
  answerMeansRanked,
  withInvestment,
  withPurchasingPower,
  withDollarsPerUnit,
  growthComparable,
  answerCompare,
  answerOvertake,
  answerRatio,
  answerCrossRate,
  answerConversion,
  answerRealRate,
  answerPeerRank,
  answerRanking,
  answerSeries,
  answerCombined,
  answerSeveral,
  answerSideBySide,
  answerSpansSideBySide,
  withTotalReturn,
  answerCorrelation,
  answerShareOfWhole,
  spansTime,
  answerPartsSummed,
  answerDoubling,
  answerGapExtreme,
  answerMiseryExtreme,
  answerRatioOverTime,
  answerGapStory,
  answerAcrossYears,
  type BreakdownParts,
  answerTwelveMonthChange,
  answerTwelveMonthExtreme,
  answerTwelveMonthTrend,
  answerTwelveMonthMean,
  answerInRealTerms,
  answerTwelveMonthCrossing,
  answerTwelveMonthLastAsHigh,
  earliestPeriodNeeded,
  isBeyond,
  type AskPoint,
  type AskRegionInfo,
  type AskSeriesInfo,
  type AskSignal,
  type SignalSpan,
  type Citation,
  type ComputedAnswer,
  type Fact,
  type SeriesPoints,
  type SideAnswer,
} from "../domain/ask/answer.js";
import { CONTINENTS, countOf, CROSSING_AHEAD, extractWindow, FREQUENCY_OF_UNIT, isCommonWord, lastCompletePeriod, latestRecessionHeld, MEDIAN_WORD, NBER_RECESSIONS, OVER_THE_LAST_YEAR, parseQuestion, REGION_ALIASES, type AskWindow, type GazetteerEntry, type ParsedQuestion, PERIOD_OF_FREQUENCY, questionAsked, REGION_CODE_SHAPE } from "../domain/ask/parse.js";
import { addDays, addMonths, dayNumber, formatPeriod, periodEnd, periodsPerYear, shiftBack, type Frequency } from "../domain/series.js";
import { comparableAcrossRegions, dollarsKind, isPercentRate, isRatio, sharedPerPerson } from "../domain/units.js";
import { MAJOR_COUNTIES } from "../domain/ask/places.js";
import { unstoredMeasure } from "../domain/ask/unstored.js";
import { ORIGINAL_SOURCE } from "../jobs/original-series.js";
import type { ProvisioningState } from "../jobs/provisioning.js";

export interface AskDeps {
  db: Database;
  /** The data version the engine's catalog may be kept by (src/deps.ts); absent or unknown, it is read per question. */
  dataVersion?: number | null;
  /** Who the answer is for: its values come only from pairs this reader may read. */
  access: Reader;
  /** Today, for "this year" and "year to date"; the system clock when absent. */
  clock?: Clock;
  /**
   * Series this server loads on demand from an upstream source (src/http/provisioning.ts): a place the
   * catalog describes but does not hold yet ("unemployment rate in Texas" with FRED configured) is asked
   * for, and the answer says it is on its way. Absent: only what is stored answers.
   */
  onDemand?: {
    publishes(indicator: IndicatorRow, region: OnDemandRegion): boolean;
    /** Whether the upstream source publishes it for this region, whether or not this server is set up to reach it. */
    declares(indicator: IndicatorRow, region: OnDemandRegion): boolean;
    /** Whether this server is set up to load from the upstream source named ("fred": its key is set). */
    reaches(upstream: string): boolean;
    load(indicator: IndicatorRow, region: OnDemandRegion): Promise<ProvisioningState | { state: "not_published"; reason: string }>;
  };
}

type OnDemandRegion = { code: string; type: string; postal: string | null };

export interface AskInput {
  q: string;
  /** A region code (the routes resolve a `region` parameter's code, slug or postal abbreviation to it). */
  region?: string | undefined;
  window?: string | undefined;
  depth: "standard" | "briefing";
}

export interface AskResult {
  question: string;
  status: "answered" | "no_data" | "unresolved";
  answer: string;
  facts: Fact[];
  citations: Citation[];
  trace: { step: string; detail: string }[];
  interpreted: { indicators: string[]; region: string | null; window: string | null };
}

interface Catalog {
  gazetteer: GazetteerEntry[];
  byCode: Map<string, GazetteerEntry>;
  bySlug: Map<string, GazetteerEntry>;
  vocabulary: string[];
  /** The active series' names, for the parser to read a word by the series the question's other words name. */
  seriesNames: string[];
  /** Series code → name: a question naming a series by its code ("ces.nonfarm latest"). */
  nameOfCode: Map<string, string>;
  /** Every word of those names, stemmed: a word outside it names no series (it may name a source). */
  nameVocabulary: Set<string>;
  /** The series' categories by their names' stems ("demographic" → "demographics"). */
  categoryOfStem: Map<string, string>;
  /** Series code → its access tier: who may read it. */
  tierOfCode: Map<string, "free" | "premium">;
  /** Series code → its frequency: how a period of it is written. */
  frequencyOfCode: Map<string, Frequency>;
  /** Region code → the codes of the regions directly under it. */
  children: Map<string, string[]>;
  /** Per series code, per region: the first and last stored period (YYYY-MM-DD). */
  coverage: Map<string, Map<string, { first: string; last: string }>>;
  /** Every row of search_synonyms: the series search expands its words with them without reading them again. */
  synonyms: SearchSynonym[];
  /** The same rows by term: what each word the catalog gives a meaning of its own expands to. */
  expansions: Map<string, string[]>;
}

const catalogs = new WeakMap<object, Catalog & { version: number }>();

/** The catalog questions are read against, kept while the data version stays the same (read afresh when it is not known). */
async function loadCatalog(db: Database, version: number | null): Promise<Catalog> {
  const cached = catalogs.get(db);
  if (cached && version !== null && cached.version === version) return cached;
  const { regions, aliases, indicatorNames: names, synonyms, coverage: cov } = await readAskCatalog(db);
  const otherNames = new Map<string, string[]>();
  const addName = (code: string, alias: string) => otherNames.set(code, [...(otherNames.get(code) ?? []), alias]);
  for (const a of aliases) addName(a.region_code, a.alias);
  for (const c of MAJOR_COUNTIES) for (const city of c.cities) addName(c.fips, city);
  const gazetteer: GazetteerEntry[] = regions.map((r) => ({
    code: r.code,
    type: r.type,
    name: r.name,
    postal: r.postal,
    parentCode: r.parent_code,
    aliases: otherNames.get(r.code) ?? [],
  }));
  const words = new Set<string>();
  // (words of three letters are no typo's target, but "oilprice" is split into two words of the catalog)
  for (const n of names) for (const w of searchTerms(`${n.name} ${n.code.replace(/[._]/g, " ")}`)) if (w.length >= 3) words.add(w);
  const expansions = synonyms.reduce((m, s) => m.set(s.term, [...(m.get(s.term) ?? []), s.expansion]), new Map<string, string[]>());
  for (const term of expansions.keys()) for (const w of searchTerms(term)) if (w.length >= 4) words.add(w);
  for (const g of gazetteer) {
    if (g.type !== "county") for (const w of searchTerms(g.name)) if (w.length >= 5) words.add(w);
    for (const a of g.aliases ?? []) for (const w of searchTerms(a)) if (w.length >= 5) words.add(w);
  }
  const coverage = new Map<string, Map<string, { first: string; last: string }>>();
  for (const c of cov) {
    const byRegion = coverage.get(c.code) ?? new Map<string, { first: string; last: string }>();
    // the same code in two sources: the widest span
    const had = byRegion.get(c.region_code);
    byRegion.set(c.region_code, had ? { first: had.first < c.first ? had.first : c.first, last: had.last > c.last ? had.last : c.last } : { first: c.first, last: c.last });
    coverage.set(c.code, byRegion);
  }
  const catalog: Catalog = {
    gazetteer,
    byCode: new Map(gazetteer.map((g) => [g.code, g])),
    bySlug: new Map(regions.map((r, k) => [r.slug, gazetteer[k]!])),
    children: gazetteer.reduce((m, g) => (g.parentCode ? m.set(g.parentCode, [...(m.get(g.parentCode) ?? []), g.code]) : m), new Map<string, string[]>()),
    vocabulary: [...words],
    seriesNames: names.map((n) => n.name),
    nameOfCode: new Map(names.map((n) => [n.code, n.name])),
    nameVocabulary: new Set(names.flatMap((n) => searchTerms(n.name).map(stem))),
    tierOfCode: new Map(names.map((n) => [n.code, n.access_tier])),
    frequencyOfCode: new Map(names.map((n) => [n.code, n.frequency as Frequency])),
    categoryOfStem: new Map(names.flatMap((n) => (n.category ? [[stem(n.category.toLowerCase()), n.category] as const] : []))),
    coverage,
    synonyms,
    expansions,
  };
  if (version !== null) catalogs.set(db, { ...catalog, version });
  return catalog;
}

const toSeries = (i: IndicatorRow): AskSeriesInfo => ({
  code: i.code,
  name: i.name,
  unit: i.unit,
  frequency: i.frequency,
  sourceSlug: i.source_slug,
  sourceName: i.source_name,
  aggregation: i.aggregation,
});

const toRegion = (g: GazetteerEntry): AskRegionInfo => ({ code: g.code, name: g.name, type: g.type });

/** Words naming a group of people: a series that does not name the group is not an answer about it. */
const POPULATION_GROUPS = new Set(
  "women woman men man female females male males teen teens teenage teenagers youth young black white hispanic latino latinos asian veterans disabled graduates children kids seniors elderly immigrants".split(" "),
);

/**
 * Stemming light enough to compare question words with series names ("jobs" ~ "job", "taxes" ~ "tax"); "es" goes
 * only after a hissing sound, so "temperatures" and "prices" meet "temperature" and "price".
 */
const stem = (w: string) => w.replace(/ies$/, "y").replace(/(ch|sh|ss|x|z)es$/, "$1").replace(/(?<!s)s$/, "");

/** The stemmed words of a series' name and code, which question words are compared with. */
const nameWordsOf = (row: Pick<IndicatorRow, "name" | "code">) => new Set(searchTerms(`${row.name} ${row.code.replace(/[._]/g, " ")}`).map(stem));

/** Whether a word is in the name (or code) of one to three series: a word that names a series of its own. */
function namesFewSeries(catalog: Catalog, word: string): boolean {
  const w = stem(word);
  let count = 0;
  for (const [code, name] of catalog.nameOfCode) if (nameWordsOf({ name, code }).has(w)) count++;
  return count >= 1 && count <= 3;
}

/** A compound of lowercase words ("employment-population"; not "CPI-U"). */
const COMPOUND = /\b[a-z]{3,}(?:-[a-z]{3,})+\b/g;

/** The stemmed words of a series' name found only inside a compound: there they qualify what the series measures rather than name it. */
const compoundOnlyWordsOf = (row: IndicatorRow) => {
  const inCompounds = new Set((row.name.match(COMPOUND) ?? []).flatMap((c) => searchTerms(c.replace(/-/g, " ")).map(stem)));
  const elsewhere = new Set(searchTerms(row.name.replace(COMPOUND, " ")).map(stem));
  return new Set([...inCompounds].filter((w) => !elsewhere.has(w)));
};

/** A word of the question names a series when it, or one of the catalog's synonyms for it, is in the series' name. */
const namesSeries = (term: string, nameWords: Set<string>, expansions: Map<string, string[]>) =>
  nameWords.has(stem(term)) || (expansions.get(term) ?? []).some((e) => searchTerms(e).every((w) => nameWords.has(stem(w))));

/**
 * A word's synonym that is in the name as a word of its own ("jobs": the "employees" of "all employees, total
 * nonfarm"), not only as the qualifier of a compound ("employment" in "employment-population ratio", a ratio
 * and no count of jobs).
 */
const synonymNamesOwnWord = (term: string, nameWords: Set<string>, qualifiers: Set<string>, expansions: Map<string, string[]>) =>
  (expansions.get(term) ?? []).some((e) => searchTerms(e).every((w) => nameWords.has(stem(w)) && !qualifiers.has(stem(w))));

/** Words in series' names that tell no series from its siblings ("what was total retail employment"). */
const PLAIN_NAME_WORDS = new Set(["total"]);
/** Words with a synonym entry that name a statistic of a series, not what it is about ("average": "mean"). */
const STATISTIC_WORDS = new Set(["average"]);

/** Words of output growing or falling, which GDP tells in real terms when no kind is named (`realFits`). */
const OUTPUT_MOVED = /\b(?:gr[oe]w(?:th|s|n|ing)?|shr[aiu]nk(?:s|ing|en)?|contract(?:ed|s|ing|ion)?|f[ae]ll(?:s|en|ing)?|drop(?:ped|s)?|declin(?:e|ed|es|ing)|plung(?:e|ed|es)|tumbl(?:e|ed|es))\b/;

interface Candidate {
  row: IndicatorRow;
  matched: number;
  /** Words of the question in the series' name (a word only through a synonym: half). */
  nameHits: number;
  /** Every word of the question is in the series' name, itself or through a synonym. */
  namesAll: boolean;
  /** Words of the question that name the series' source and no series ("Scripps"). */
  sourceHits: number;
  order: number;
  /** The retired series this one stands in for, when the search found that one (see currentSeries). */
  replaces: string | null;
}

/** What follows the comma of a name that only says the series' frequency ("US real GDP, annual"). */
const FREQUENCY_SUFFIX = /^\s*(?:annual|quarterly|monthly|weekly|daily)\s*$/i;

/** A name without a trailing frequency: "US real GDP growth" for "US real GDP growth, annual". */
const nameWithoutFrequency = (row: IndicatorRow) => {
  const comma = row.name.lastIndexOf(",");
  return comma >= 0 && FREQUENCY_SUFFIX.test(row.name.slice(comma + 1)) ? row.name.slice(0, comma) : row.name;
};
/** The same in lower case: the measure the series is of, as series are compared by it. */
const measureOf = (row: IndicatorRow) => nameWithoutFrequency(row).toLowerCase();

/**
 * The measure a breakdown belongs to and its part ("Unemployment rate, construction" → unemployment rate,
 * construction); null for a series that is no breakdown. "US real GDP, annual" and "…, quarterly" are one
 * measure at two frequencies, not a breakdown (measureOf drops the frequency).
 */
function familyOf(row: IndicatorRow): { measure: string; part: string } | null {
  const measure = measureOf(row);
  const comma = measure.indexOf(",");
  return comma < 0 ? null : { measure: measure.slice(0, comma), part: measure.slice(comma + 1).trim() };
}

/**
 * A company's share price among its peers ("Apple (AAPL) stock price, monthly" → stock price, Apple (AAPL)): the
 * companies are ranked as the parts of a breakdown are ("which stock rose the most"), and are no breakdown
 * anywhere else (their prices add up to nothing).
 */
function companyOf(row: IndicatorRow): { measure: string; part: string } | null {
  const company = /^(.+? \([A-Z][A-Z.]{0,5}\)) (stock price)$/.exec(nameWithoutFrequency(row));
  return company ? { measure: company[2]!, part: company[1]! } : null;
}

/** A part ranked among its family's: an industry of a breakdown, or a company among the others. */
const rankedPartOf = (row: IndicatorRow) => familyOf(row) ?? companyOf(row);

/**
 * The series of `row`'s category that `kinOf` keeps (its breakdown's members), and of those the ones of its unit and
 * frequency held in the region that the asker may read, with a reader of their values there.
 */
async function membersOfBreakdown(deps: AskDeps, catalog: Catalog, row: IndicatorRow, region: string, kinOf: (r: IndicatorRow) => boolean) {
  const listed = await listIndicators(deps.db, { category: row.category ?? undefined, includeInactive: false, limit: 200, offset: 0 });
  const kin = listed.rows.filter(kinOf);
  const readable = kin.filter((r) => r.unit === row.unit && r.frequency === row.frequency && catalog.coverage.get(r.code)?.has(region) && mayRead(deps.access, { tier: r.access_tier, region }));
  const read = async () => {
    const sides: SeriesPoints[] = [];
    for (const member of readable) sides.push({ series: toSeries(member), region: regionInfoOf(catalog, region), points: await valuesOf(deps.db, member.id, region) });
    return sides;
  };
  return { kin, readable, read };
}

/**
 * The whole a part of a breakdown is part of ("All employees, manufacturing" → "All employees, total nonfarm"): of
 * the family's totals (parts named "total …") in the same unit and place, the one whose latest value is largest
 * (every part is in it), with the part's own values. Null for a series of no breakdown, a family with no total,
 * or a part that is itself that total.
 */
async function wholeOfBreakdown(deps: AskDeps, catalog: Catalog, row: IndicatorRow, region: string | undefined): Promise<(SeriesPoints & { part: SeriesPoints }) | null> {
  const family = familyOf(row);
  // ("US employed in agriculture" is a part of "US employed persons": a measure "in" a part, beside the measure's own series)
  const within = family ? null : /^(.+?) in (.+)$/.exec(measureOf(row));
  if ((!family && !within) || !region) return null;
  const isWhole = (r: IndicatorRow) =>
    family ? /^total\b/.test(familyOf(r)?.part ?? "") && familyOf(r)?.measure === family.measure : [within![1], `${within![1]} persons`].includes(measureOf(r));
  const sides = await (await membersOfBreakdown(deps, catalog, row, region, (r) => r.code === row.code || isWhole(r))).read();
  const latestOf = (side: SeriesPoints) => side.points.at(-1)?.value ?? -Infinity;
  const whole = sides.reduce<SeriesPoints | null>((best, side) => (!best || latestOf(side) > latestOf(best) ? side : best), null);
  const part = sides.find((side) => side.series.code === row.code);
  if (!whole || !part || whole === part) return null;
  requireReadable(deps.access, { tier: row.access_tier, region });
  return { ...whole, part };
}

/** A unit of an amount that adds up across the parts of a whole (people, energy), not a level, a price or a rate. */
const ADDITIVE_UNIT = /\b(?:persons|people|jobs|workers|megawatt ?hours|megawatthours|kilowatt ?hours|barrels|tonnes|tons)\b(?!.*\bper\b)/i;

/**
 * The parts of a breakdown that has no total series of its own ("Iowa net electricity generation, renewables" and
 * its fossil and nuclear siblings), each with its values in the region: what answerPartsSummed adds up. Null for a
 * series of no such breakdown, one whose family holds a total (wholeOfBreakdown answers from it), or one whose
 * unit does not add up.
 */
async function partsOfBreakdown(deps: AskDeps, catalog: Catalog, row: IndicatorRow, region: string | undefined) {
  const family = familyOf(row);
  if (!family || !region || !ADDITIVE_UNIT.test(row.unit ?? "")) return null;
  const { kin, readable, read } = await membersOfBreakdown(deps, catalog, row, region, (r) => familyOf(r)?.measure === family.measure);
  if (kin.some((r) => /^total\b/.test(familyOf(r)!.part))) return null;
  if (readable.length < 2 || !readable.some((r) => r.code === row.code)) return null;
  const parts = (await read()).map((side, k) => ({ ...side, part: familyOf(readable[k]!)!.part }));
  return { measure: nameWithoutFrequency(row).split(",")[0]!.trim(), parts };
}

/** "How much did prices rise", "how much did the cost of living go up": a rise of prices asked (not of a rate). */
const PRICES_ROSE = /\b(?:prices?|cost of living)\b.*\b(?:rise|rose|risen|increase[sd]?|go up|went up|gone up|climb(?:ed)?|grow|grew)\b/i;
/** A series that is itself a rate of growth ("US real GDP growth"). */
const measuresGrowth = (row: IndicatorRow) => /\bgrowth\b/i.test(row.name);
/** A series whose values are themselves changes: a growth rate, or a unit of change ("percent change from previous month"). */
const isItselfAChange = (row: IndicatorRow) => /\bchange\b/i.test(row.unit ?? "") || measuresGrowth(row);

/** A series whose values are themselves averages by name ("average hourly earnings", "annual average"): "average" names it. */
const NAMED_AN_AVERAGE = /\b(?:average|mean)\b/i;

/**
 * Series for the search words: every word is searched on its own (with the catalog's synonyms); a series
 * scores by how many words it matches, then by how many appear in its name or code, then headline first.
 * A retired series whose replacement is in the catalog is never a candidate: the replacement takes its
 * place with the better of the two scores (currentSeries), so questions worded after an old series'
 * name are answered from the series that is kept current.
 */
async function searchSeries(
  db: Database,
  catalog: Catalog,
  text: string,
  prefer: Pick<ParsedQuestion, "lean" | "nominal" | "frequency" | "growthIsValue" | "growthFrequency" | "intent" | "window" | "lastTime" | "meanAsked" | "adjustment" | "seasonality" | "question" | "correlationAsked"> & {
    preferFine?: boolean;
    broad: ((row: IndicatorRow) => boolean) | null;
    /** The words that named the places asked ("global"): a series whose own name says one is about it. */
    placeWords?: string[];
    /** The first place asked, by code: where a series' latest value is looked up for "now". */
    askedRegion?: string;
  },
): Promise<Candidate[]> {
  const words = searchTerms(text);
  const terms = [...new Set(words)];
  if (terms.length === 0) return [];
  const groups = [...new Set(termGroups(words, (key) => catalog.expansions.has(key)))];
  const { synonyms } = catalog;
  const all = await listIndicators(db, { search: text, includeInactive: false, limit: 50, offset: 0, synonyms });
  const scores = new Map<string, Candidate>();
  all.rows.forEach((row, k) => scores.set(row.code, { row, matched: terms.length, nameHits: 0, namesAll: false, sourceHits: 0, order: k, replaces: null }));
  if (all.rows.length === 0) {
    for (const t of terms) {
      const hit = await listIndicators(db, { search: t, includeInactive: false, limit: 100, offset: 0, synonyms });
      hit.rows.forEach((row, k) => {
        const c = scores.get(row.code) ?? { row, matched: 0, nameHits: 0, namesAll: false, sourceHits: 0, order: 1000 + k, replaces: null };
        c.matched += 1;
        c.order = Math.min(c.order, 1000 + k);
        scores.set(row.code, c);
      });
    }
  }
  for (const c of scores.values()) {
    const nameWords = nameWordsOf(c.row);
    const qualifiers = compoundOnlyWordsOf(c.row);
    // a word in the name counts fully, one whose synonym is in the name or that only qualifies the measure
    // inside a compound by half ("cpi" is CPI's name before it is a synonym of inflation's; "employment"
    // names nonfarm employment as much as the employment-population ratio). A phrase the catalog gives a
    // meaning ("stock market": the S&P 500) counts as its words together, as the search reads it: "stock"
    // alone would make any company's "stock price" a better match than the index.
    c.nameHits = groups
      .filter((g) => !PLAIN_NAME_WORDS.has(g))
      .reduce((hits, g) => {
        const words = searchTerms(g).map(stem);
        const named = words.every((w) => nameWords.has(w) && !qualifiers.has(w));
        const weight = named
          ? 1
          : namesSeries(g, nameWords, catalog.expansions)
            ? words.some((w) => nameWords.has(w)) || synonymNamesOwnWord(g, nameWords, qualifiers, catalog.expansions)
              ? 0.5
              : 0.25
            : 0;
        return hits + words.length * weight;
      }, 0);
    c.namesAll = groups
      .filter((g) => !PLAIN_NAME_WORDS.has(g))
      .every((g) => searchTerms(g).every((w) => nameWords.has(stem(w))) || namesSeries(g, nameWords, catalog.expansions));
  }
  // a source named ("the Scripps CO2 reading", "Gapminder population") by a word that is in no series' name
  // tells apart series that measure the same; only a name counts, not a common word of a source's title
  // ("prices", "record")
  const sourceWordsOf = (row: IndicatorRow) => new Set(searchTerms(row.source_name).map(stem));
  const namesSource = (t: string) => t.length >= 4 && !isCommonWord(t);
  const sourceTerms = terms.filter((t) => namesSource(t) && !catalog.nameVocabulary.has(stem(t))).map(stem);
  for (const c of scores.values()) {
    const own = sourceWordsOf(c.row);
    c.sourceHits = sourceTerms.filter((t) => own.has(t)).length;
  }
  const found = [...scores.values()];
  const current = await currentSeries(db, found.map((c) => c.row));
  // a retired series whose source the question names, and its replacement's name and source do not, is the
  // one asked: its replacement comes from elsewhere and holds other values
  const namesRetiredSource = (row: IndicatorRow, use: IndicatorRow) => {
    const own = sourceWordsOf(row);
    const other = new Set([...sourceWordsOf(use), ...nameWordsOf(use)]);
    return terms.some((t) => namesSource(t) && own.has(stem(t)) && !other.has(stem(t)));
  };
  const merged = new Map<string, Candidate>();
  found.forEach((c, k) => {
    const use = current[k]!.id !== c.row.id && namesRetiredSource(c.row, current[k]!) ? c.row : current[k]!;
    const replaces = use.id === c.row.id ? null : c.row.code;
    const m = merged.get(use.id);
    if (!m) {
      merged.set(use.id, { ...c, row: use, replaces });
      return;
    }
    if (c.matched > m.matched || (c.matched === m.matched && c.nameHits > m.nameHits)) {
      m.matched = c.matched;
      m.nameHits = c.nameHits;
      m.namesAll = c.namesAll;
      m.sourceHits = c.sourceHits;
      m.replaces = replaces;
    }
    m.order = Math.min(m.order, c.order);
  });
  // a frequency named ("day"), a nation-wide series when no place is named, and words that lean to one of
  // two siblings ("hottest": maximum temperature) settle between series that match the words equally well
  const leans = (c: Candidate) => Number(prefer.lean !== null && c.row.name.toLowerCase().includes(prefer.lean));
  // "nominal GDP growth": not the real growth series that heads the measure ("nominal" itself is no search word)
  const nominalFits = (c: Candidate) => Number(prefer.nominal && !/\breal\b/i.test(c.row.name));
  // "GDP growth over the last 4 quarters", "how much did GDP shrink in 2020", no kind named: the growth or fall of
  // output is told in real terms, as it is reported (of output only: earnings' growth is in dollars of the day)
  const realFits = (c: Candidate) => Number(!prefer.nominal && OUTPUT_MOVED.test(prefer.question) && /\breal\b/i.test(c.row.name) && /\bGDP\b/.test(c.row.name));
  // with no place named, a series of a nation or the world before one whose home is a county
  const broad = (c: Candidate) => Number(prefer.broad?.(c.row) ?? false);
  // a growth rate's frequency counts only among growth series ("employment growth in 2021" is no annual ratio)
  const inFrequency = (c: Candidate) =>
    Number(
      (prefer.frequency !== null && c.row.frequency === prefer.frequency) ||
        (prefer.growthFrequency !== null && measuresGrowth(c.row) && c.row.frequency === prefer.growthFrequency),
    );
  // a move asked over a bounded span is told by the finest series: the quarters show a fall the years hide
  const fineness = (c: Candidate) => (prefer.preferFine ? (periodsPerYear(c.row.frequency as Frequency) ?? 0) : 0);
  // "GDP growth in 2020" is the growth series' value; "GDP", "how much did GDP grow" are the level
  const growthFits = (c: Candidate) => Number(measuresGrowth(c.row) === prefer.growthIsValue);
  // among equals, the measure a headline series is of, at another frequency ("real GDP growth, annual")
  const headlineMeasures = new Set([...merged.values()].filter((c) => c.row.is_headline).map((c) => measureOf(c.row)));
  const headlineKin = (c: Candidate) => Number(c.row.is_headline || headlineMeasures.has(measureOf(c.row)));
  // a series this service computes from others (a diffusion index of employment) answers only the words that
  // name it over those of the series it is computed from: "employment in 2009" is not the diffusion index
  const computedHere = (c: Candidate) => Number(c.row.source_slug === ORIGINAL_SOURCE.slug);
  // "global CO2": the place's word is taken for the place, yet it names the global series, not Mauna Loa's.
  // Words only: an abbreviation ("US") prefixes the names of most of a country's series and tells none apart.
  const placeTerms = (prefer.placeWords ?? []).flatMap((w) => searchTerms(w).filter((t) => t.length >= 4).map(stem));
  const placeNamed = new Set(
    placeTerms.length ? [...merged.values()].filter((c) => placeTerms.every((t) => nameWordsOf(c.row).has(t))).map((c) => c.row.code) : [],
  );
  const namesPlace = (c: Candidate) => Number(placeNamed.has(c.row.code));
  // "not seasonally adjusted", "seasonally adjusted": the adjustment asked (an annual rate is adjusted too)
  const adjustedAsAsked = (c: Candidate) =>
    Number(prefer.adjustment !== null && (prefer.adjustment === "NSA" ? c.row.seasonal_adjustment === "NSA" : isSeasonallyAdjusted(c.row)));
  // "is there seasonality in CO2": of equals, a series whose periods are shorter than a year, with its seasons left in
  const showsSeasons = (c: Candidate) =>
    prefer.seasonality ? 2 * Number(["daily", "weekly", "monthly", "quarterly"].includes(c.row.frequency ?? "")) + Number(c.row.seasonal_adjustment === "NSA") : 0;
  const compareFit = (a: Candidate, b: Candidate) =>
    b.matched - a.matched ||
    computedHere(a) - computedHere(b) ||
    b.nameHits - a.nameHits ||
    b.sourceHits - a.sourceHits ||
    adjustedAsAsked(b) - adjustedAsAsked(a) ||
    namesPlace(b) - namesPlace(a) ||
    growthFits(b) - growthFits(a) ||
    inFrequency(b) - inFrequency(a) ||
    fineness(b) - fineness(a) ||
    broad(b) - broad(a) ||
    showsSeasons(b) - showsSeasons(a) ||
    leans(b) - leans(a) ||
    nominalFits(b) - nominalFits(a) ||
    realFits(b) - realFits(a) ||
    headlineKin(b) - headlineKin(a) ||
    Number(b.row.is_headline) - Number(a.row.is_headline);
  const sorted = [...merged.values()].sort((a, b) => compareFit(a, b) || a.row.name.length - b.row.name.length || a.order - b.order);
  // "what is the inflation rate", no place or time named: of equal matches measuring one subject, the one whose
  // data runs later tells the present (the CPI-U's latest month over the World Bank's world rate of years back);
  // a place named, the same measure at another frequency (US GDP's latest quarter over its latest year). So too a
  // change or trend asked of no time, which is the recent one ("how fast is sea level rising": NOAA's to 2023, not
  // CSIRO's to 2013)
  if (["latest", "compare", "change", "trend"].includes(prefer.intent) && !prefer.window && !prefer.lastTime && sorted[0]) {
    const lead = sorted[0];
    const place = prefer.askedRegion;
    const lastStored = (c: Candidate) => catalog.coverage.get(c.row.code)?.get(place ?? c.row.default_region ?? "")?.last ?? "";
    const fresher = sorted.filter(
      (c) =>
        compareFit(lead, c) === 0 &&
        c.row.subcategory === lead.row.subcategory &&
        (place === undefined ? prefer.broad !== null : measureOf(c.row) === measureOf(lead.row)) &&
        lastStored(c) > lastStored(lead) &&
        // (a change or trend of inflation is told from the yearly rate, or as the CPI's over twelve months, never
        // from a month's own change)
        (prefer.intent === "latest" || prefer.intent === "compare" || !MONTH_ON_MONTH_NAME.test(c.row.name)),
    );
    const freshest = fresher.sort((a, b) => lastStored(b).localeCompare(lastStored(a)))[0];
    if (freshest) sorted.unshift(...sorted.splice(sorted.indexOf(freshest), 1));
  }
  // one of a family of breakdowns ("Unemployment rate, construction", "…, other"), none of them named (by the
  // search words, or by the word of the place asked: "global CO2"), is no answer about the measure as a whole:
  // a headline series that matches the words as well goes first, whatever its frequency, else one that is no
  // breakdown ("US unemployed persons, annual")
  const top = sorted[0];
  const family = (c: Candidate) => familyOf(c.row)?.measure ?? null;
  if (top && !top.row.is_headline && family(top) !== null && !namesPlace(top)) {
    // (and as adjusted as asked: "deseasonalized CO2" is the deseasonalized one of its family, not the headline)
    const asGood = (c: Candidate) =>
      c.matched === top.matched && c.nameHits === top.nameHits && c.sourceHits === top.sourceHits && adjustedAsAsked(c) === adjustedAsAsked(top);
    const siblings = sorted.filter((c) => asGood(c) && !c.row.is_headline && family(c) === family(top)).length;
    const ofFamily = sorted.findIndex((c) => asGood(c) && c.row.is_headline && family(c) === family(top));
    const headline = ofFamily >= 0 ? ofFamily : sorted.findIndex((c) => asGood(c) && c.row.is_headline);
    const whole = headline >= 0 ? headline : sorted.findIndex((c) => asGood(c) && family(c) === null);
    if (siblings >= 2 && whole > 0) sorted.unshift(...sorted.splice(whole, 1));
  } else if (top && !top.row.is_headline) {
    // several series that are no breakdowns tie on the words, none of them a headline ("stocks": five
    // companies' stock prices), and a headline series matches every word too, if only through a synonym (the
    // S&P 500): one company is no answer about stocks as a whole. Breakdowns tied with the whole they break
    // down ("unemployed": US unemployed persons and the unemployed of each industry) leave the whole first.
    const tied = sorted.filter((c) => c.matched === top.matched && c.nameHits === top.nameHits && c.sourceHits === top.sourceHits);
    // the headline must name every word as well: "annual GDP" is one of the annual series, not the quarterly headline
    const headline = sorted.findIndex((c) => c.matched === top.matched && c.nameHits > 0 && c.namesAll && c.row.is_headline);
    if (tied.filter((c) => family(c) === null).length >= 3 && !tied.some((c) => c.row.is_headline) && headline > 0) sorted.unshift(...sorted.splice(headline, 1));
  }
  // a month's own change is inflation as people tell it only of a month or of now (both told as the twelve
  // months to it, asInflationIsTold); a level reached ("when was inflation last above 3%"), an average, or a
  // year or span of years ("average CPI inflation in the 2010s"), or a correlation ("the 10-year yield and
  // inflation": a month's change is mostly noise) asks the year-on-year rate: a rate of the same subject matching
  // as many words goes before it, unless the words ask month on month
  const lead = sorted[0];
  const window = prefer.window;
  const wholeYears =
    window !== null &&
    (window.kind === "point" ? window.granularity === "year" : (window.kind === "range" || window.kind === "since") && window.start?.endsWith("-01-01") === true && (window.end ?? "-12-31").endsWith("-12-31"));
  const yearOnYearAsked = ((prefer.lastTime !== null && "cross" in prefer.lastTime) || prefer.meanAsked || wholeYears || prefer.correlationAsked) && !MONTH_ON_MONTH.test(prefer.question);
  const monthsOwnChange = (c: Candidate) => MONTH_ON_MONTH_NAME.test(c.row.name);
  if (lead && yearOnYearAsked && monthsOwnChange(lead)) {
    const rate = sorted.findIndex((c) => c.matched === lead.matched && c.row.subcategory === lead.row.subcategory && !monthsOwnChange(c));
    if (rate > 0) sorted.unshift(...sorted.splice(rate, 1));
  }
  return sorted;
}

/**
 * Where a series holds data for a place it has none for, at the level next to it: the one region under it
 * the series covers (New York state → New York County for the daily weather), else a county's state. Never
 * further up: a nation's figure is not an answer about one of its states.
 */
function otherLevel(catalog: Catalog, series: string, code: string): { code: string; why: string } | null {
  const covered = catalog.coverage.get(series);
  if (!covered || covered.has(code)) return null;
  const entry = catalog.byCode.get(code);
  // (not the world's, nor a group of countries': one country's series does not stand for them)
  const under = entry?.type === "world" || entry?.type === "aggregate" ? [] : (catalog.children.get(code) ?? []).filter((c) => covered.has(c));
  if (under.length === 1) return { code: under[0]!, why: "the one region under it that has data" };
  if (entry?.type === "county" && entry.parentCode && covered.has(entry.parentCode)) return { code: entry.parentCode, why: "its state, which has data" };
  return null;
}

/** What an unresolved answer says, by what could not be read. */
const UNRESOLVED = {
  series: (why: string) => `I could not tell which series the question is about (${why}). Try naming the measure, e.g. "unemployment rate" or "nonfarm employment".`,
  place: (why: string) => `I could not tell which place the question is about (${why}). Try a country, a US state or county, or a world region as the catalog names it.`,
  date: (why: string) => `I could not read the date in the question (${why}). Try writing it as "March 2009", "4 March 2009", "Q1 2009" or "2009".`,
  advice: (why: string) => `I answer with the values stored, and give no advice or judgement of what is best (${why}). Try asking for a value, e.g. "the gold price now" or "life expectancy in Japan".`,
  future: (why: string) => `I answer from the values stored, and make no forecasts (${why}). Try asking for the latest value, or how it changed over the last year.`,
  statistic: (why: string) => `I could not compute the statistic asked (${why}). Try one series over a span, e.g. "the median gold price in 2020".`,
  premium: (why: string) => `I could not answer with what the question asks (${why}). Try the series' values, e.g. "how did gold change over the last year", or a key with the ${PREMIUM_GRANT} grant.`,
  catalog: (held: string) => `The question asks which series are stored, not for a value: ${held}. Ask about one of them, e.g. "the latest unemployment rate", or list them all with GET /v1/indicators.`,
  help: (why: string) =>
    `I answer questions about the series stored, from their values, each number cited (${why}). Ask e.g. "the gold price now", "US inflation in 2022" or "which country has the largest population"; browse the series with GET /v1/indicators, and get a free key with POST /v1/signup.`,
  sources: (held: string) => `The question asks where the data come from, not for a value: ${held}. Ask for one series' source, e.g. "where does the gold price come from", or list them with GET /v1/sources.`,
};

/** A stored signal interval as an answer tells it. */
const askSignalOf = (r: SignalIntervalRow): AskSignal => ({ type: r.type, direction: r.direction, strength: r.strength, validFrom: r.valid_from, validTo: r.valid_to });

/** Most signal intervals one answer across the series reads (the signals routes' own most a page). */
const SIGNALS_LISTED_LIMIT = 500;
/** Most signal intervals an answer on one series reads, the newest first. */
const SERIES_SIGNALS_LIMIT = 5;

/**
 * The dates a window asks signals over, as the signals route's `from` and `to` read them (the intervals open at
 * some time between): one counted back is counted back from today. Null for no window or the whole history;
 * undefined when the window gives no date.
 */
function signalSpan(window: AskWindow | null, today: string): SignalSpan | null | undefined {
  if (!window || window.kind === "all") return null;
  if (window.relative?.amount === 0) return undefined;
  const from = window.kind === "relative" && window.relative ? shiftBack(today, window.relative) : window.start;
  if ((!from && !window.end) || (from && window.end && from > window.end)) return undefined;
  return { window, ...(from ? { from } : {}), ...(window.end ? { to: window.end } : {}) };
}
const NO_SIGNAL_DATES = (window: AskWindow | null) => `"${window?.text}" gives no span of dates to list signals over`;

/** The stored series of `codes` this reader may read, offered where a measure asked is not stored: "; the nearest held: …". */
function nearestHeld(catalog: Catalog, access: AskDeps["access"], codes: readonly string[]): string {
  const held = codes.filter((code) => {
    const tier = catalog.tierOfCode.get(code);
    return tier && [...(catalog.coverage.get(code)?.keys() ?? [])].some((region) => mayRead(access, { tier, region }));
  });
  return held.length ? `; the nearest held: ${held.map((code) => `${catalog.nameOfCode.get(code)} (${code})`).join(", ")}` : "";
}

/** What the catalog holds, as a catalog question is told: the series stored for a place this reader may read, or the categories. */
function catalogHeld(catalog: Catalog, access: AskDeps["access"], region: string | undefined): string {
  if (!region) return `series in these categories: ${[...new Set(catalog.categoryOfStem.values())].sort().join(", ")}`;
  const place = catalog.byCode.get(region)!;
  const names = [...catalog.coverage]
    .filter(([code, byRegion]) => byRegion.has(region) && catalog.nameOfCode.has(code) && mayRead(access, { tier: catalog.tierOfCode.get(code)!, region }))
    .map(([code]) => catalog.nameOfCode.get(code)!)
    .sort();
  if (names.length === 0) return `no series is stored for ${place.name} that this key may read`;
  return `for ${place.name}, ${names.slice(0, MAX_CATALOG_NAMES).join("; ")}${names.length > MAX_CATALOG_NAMES ? "; and more" : ""}`;
}
const MAX_CATALOG_NAMES = 12;

/** The places some series the reader may read is stored for, counted by kind ("what regions do you cover"). */
function placesHeld(catalog: Catalog, access: AskDeps["access"], kind: NonNullable<ParsedQuestion["placesAsked"]>): string {
  const held = new Set<string>();
  for (const [code, byRegion] of catalog.coverage) {
    if (!catalog.nameOfCode.has(code)) continue;
    for (const region of byRegion.keys()) if (mayRead(access, { tier: catalog.tierOfCode.get(code)!, region })) held.add(region);
  }
  const places = [...held].map((code) => catalog.byCode.get(code)).filter((p) => p !== undefined);
  // (a few places of a kind are named: "1 US state (California)")
  const told = (type: string, one: string, many: string) => {
    const ofType = places.filter((p) => p.type === type);
    const named = ofType.length <= 3 ? ` (${ofType.map((p) => p.name).sort().join(", ")})` : "";
    return `${formatNumber(ofType.length, 0)} ${ofType.length === 1 ? one : many}${named}`;
  };
  const counted = (
    [
      ["country", "country", "countries"],
      ["state", "US state or territory", "US states and territories"],
      ["county", "US county", "US counties"],
      ["aggregate", "group of countries", "groups of countries (World Bank regions, income and lending groups)"],
      ["world", "", ""],
    ] as const
  ).filter(([type]) => places.some((p) => p.type === type) && (kind === "region" || type === kind));
  const listed = `GET /v1/regions lists them${kind === "region" ? " (type=country, state, county or aggregate for one kind)" : ` (type=${kind})`}`;
  if (counted.length === 0) return `no series this key may read is stored for any ${kind}; ${listed}`;
  return `series are stored for ${counted.map(([type, one, many]) => (type === "world" ? "the world as a whole" : told(type, one, many))).join(", ")}; ${listed}`;
}

/**
 * The series the reader may read (a question of the catalog): by the first period stored in any place, the oldest
 * first, or by the end of the latest period stored, the newest first (a month's value ends with the month).
 */
function heldByReach(catalog: Catalog, access: AskDeps["access"], which: "oldest" | "newest"): string {
  const spans = [...catalog.coverage]
    .filter(([code]) => catalog.nameOfCode.has(code) && mayRead(access, { tier: catalog.tierOfCode.get(code)! }))
    .map(([code, byRegion]) => {
      const frequency = catalog.frequencyOfCode.get(code) ?? "annual";
      const first = [...byRegion.values()].reduce((a, c) => (c.first < a ? c.first : a), "9999");
      const last = [...byRegion.values()].reduce((a, c) => (c.last > a ? c.last : a), "");
      return { code, frequency, first, last, ends: periodEnd(last, frequency) };
    });
  if (which === "oldest") {
    const told = spans.sort((a, b) => a.first.localeCompare(b.first) || a.code.localeCompare(b.code)).slice(0, 5);
    return `the series stored from the earliest: ${told.map((s) => `${catalog.nameOfCode.get(s.code)} (${s.code}) from ${formatPeriod(s.first, s.frequency)}`).join("; ")}`;
  }
  const told = spans.sort((a, b) => b.ends.localeCompare(a.ends) || a.code.localeCompare(b.code)).slice(0, MAX_CATALOG_NAMES);
  return `the series whose stored values reach latest: ${told.map((s) => `${catalog.nameOfCode.get(s.code)} (${s.code}) to ${formatPeriod(s.last, s.frequency)}`).join("; ")}`;
}

/**
 * "The highest inflation in the world", "the world's lowest fertility rate", "the 5 highest inflation rates in the
 * world": of a measure held by country, the countries ranked (groups: a count, the superlative and the measure, or
 * the superlative of "the world's").
 */
const WORLD_SUPERLATIVE =
  /\b(?:the )?(?:top )?(?:(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twenty) )?(highest|lowest|largest|biggest|smallest|most|least|fewest) (.+?) in the world\b|\bthe world'?s (highest|lowest|largest|biggest|smallest|most|least|fewest) /i;
/** A ranking of places the question words itself ("the three largest economies in the world", "which country …"). */
const PLACES_RANKED = /\b(?:countr(?:y|ies)|nations?|econom(?:y|ies))\b/i;

/** A list's pieces: "a, b and c", "a and b", "a, b, c". */
const LIST_SEPARATOR = /\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+/;
/** What may open a question before the measures listed ("what were the", "compare", "show me"). */
const LIST_OPENING = /^(?:(?:what|how) (?:is|are|was|were|did|do|does) (?:the )?|(?:show|give|tell) me (?:the )?|compare (?:the )?|the )/i;
/** A time after the places ("in 2022", "since 2000", "over the last 5 years", "now"). */
const PLACES_THEN = /\s+(?:(?:in|for|during|since|from|over|between|after|before|by|as of|through|until) (?=.*\d)|(?:now|today|currently|latest|this year|last year)\b)/i;

/**
 * "GDP and population of China and India": measures listed, then the places they are asked of, also listed; each
 * measure with the places as it would be asked alone ("GDP of China and India"). Null unless both sides are lists.
 */
function measuresOverPlaces(q: string): { before: string; measures: string[]; places: string } | null {
  const text = q.trim().replace(/[?.!]+$/, "");
  for (const m of text.matchAll(/\s(for|of|in|across)\s/gi)) {
    const opening = LIST_OPENING.exec(text.slice(0, m.index))?.[0] ?? "";
    const measures = text.slice(opening.length, m.index).split(LIST_SEPARATOR).map((piece) => piece.trim());
    const after = text.slice(m.index! + m[0].length);
    const then = PLACES_THEN.exec(after);
    const places = (then ? after.slice(0, then.index) : after).split(LIST_SEPARATOR).map((piece) => piece.trim());
    const short = (pieces: string[], words: number) => pieces.every((piece) => piece.length > 0 && piece.split(/\s+/).length <= words);
    // (years or decades listed are times, "gold and oil in 2020 and 2021", not places)
    const placesListed = places.length >= 2 && short(places, 4) && !places.some((piece) => /\d/.test(piece));
    if (measures.length >= 2 && short(measures, 4) && placesListed) return { before: opening, measures, places: `${m[1]} ${after}` };
  }
  return null;
}

/** "Japan's population in 1990, 2000 and 2010", "unemployment 2000 2010 2020", "gold 2024 vs 2025 vs 2026": three or more years listed. */
const YEARS_LISTED = /\b(?:(?:in|for) )?(?:18|19|20)\d{2}(?:(?:\s*,\s*|\s+)(?:(?:and|&|vs\.?|versus|or|and in|in)\s+)?(?:18|19|20)\d{2}\b){2,9}/;

/**
 * "The unemployment rate when the S&P 500 bottomed in 2009", "gold price when stocks peaked in 2000": one measure's
 * value at the period another reached its extreme (groups: the measure asked, the other, the extreme said, a year said
 * in it, "hit its 2008 high", and the rest).
 */
const WHEN_EXTREME =
  /^(?:what (?:was|were|is) |how (?:high|low|much) (?:was|were) )?(?:the )?(.+?),?\s+(?:when|at the time)\s+(?:the\s+)?(.+?)\s+(peaked|topped(?: out)?|bottomed(?: out)?|(?:hit|reached|was at|were at|stood at|made|set) (?:its|their|a|the) (?:((?:18|19|20)\d{2}) )?(?:record |all[- ]time )?(?:peak|high|top|highest|low|bottom|trough|lowest)(?: point| level| value)?)\b(.*?)\??$/i;

/** The value asked at the period another measure's extreme came (WHEN_EXTREME): both answers told, the extreme's first. */
async function answerAtOthersExtreme(deps: AskDeps, input: AskInput, m: RegExpExecArray): Promise<AskResult | null> {
  const [, asked, other, extreme, year, said] = m;
  const lowest = /bottom|low|trough/i.test(extreme!);
  const rest = `${year ? ` in ${year}` : ""}${said}`;
  const found = await answerAsked(deps, { ...input, q: `${lowest ? "lowest" : "highest"} ${other}${rest}` });
  if (found.status !== "answered") return found.status === "unresolved" ? null : { ...found, question: input.q };
  // the period of the extreme: a highest's (lowest's) own, or the end of the twelve months of the highest inflation
  const at = found.facts.find((f) => f.kind === (lowest ? "lowest" : "highest"))?.params.date ?? found.facts.find((f) => f.kind === "change")?.params.to_date;
  const cited = typeof at === "string" ? found.citations.find((c) => c.period_start === at) : undefined;
  const frequency = cited && (await loadCatalog(deps.db, deps.dataVersion ?? null)).frequencyOfCode.get(cited.indicator);
  if (!cited || !frequency) return null;
  const when = `${frequency === "daily" ? "on" : "in"} ${formatPeriod(cited.period_start, frequency)}`;
  const value = await answerAsked(deps, { ...input, q: `${asked} ${when}` });
  const trace = [{ step: "reword", detail: `"${asked}" asked at ${other}'s ${lowest ? "lowest" : "highest"}${rest}: ${when.slice(3)}` }, ...found.trace, ...value.trace];
  if (value.status !== "answered") return { ...value, question: input.q, trace };
  return {
    question: input.q,
    status: "answered",
    answer: `${found.answer} ${value.answer}`,
    facts: [...found.facts, ...value.facts],
    citations: [...found.citations, ...value.citations],
    trace,
    interpreted: { ...value.interpreted, indicators: [...new Set([...found.interpreted.indicators, ...value.interpreted.indicators])] },
  };
}

/**
 * "How many of the 10 hottest years were after 2010", "how many of the 5 best years for the S&P 500 came before
 * 1950": a count of the ranked periods that fall in a time (groups: the count ranked, if said, the ranking's words,
 * the time).
 */
const RANKED_WITHIN =
  /^how many of (?:the )?(?:top )?(?:(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty) )?(.+?(?:years?|months?|quarters?|days?|decades?)\b.*?)\s+(?:were|was|are|came|come|occurred|happened|fell|took place|have (?:been|come|occurred|happened))\s+((?:after|since|before|in|during|between|from)\s+.+?)\??$/i;

/** The first day of the last `amount` whole years (months; days) to `today`'s, today's own included. */
function countedBack(today: string, span: { amount: number; unit: "d" | "m" | "y" }): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  if (span.unit === "y") return `${y - span.amount + 1}-01-01`;
  if (span.unit === "m") return new Date(Date.UTC(y, m - span.amount, 1)).toISOString().slice(0, 10);
  return new Date(Date.UTC(y, m - 1, d - span.amount + 1)).toISOString().slice(0, 10);
}

/** "How many of the last 10 years were (among) the 10 warmest on record": RANKED_WITHIN said the other way round (groups: the years, the count, the ranking). */
const LAST_YEARS_RANKED =
  /^how many of the (?:last|past) (\d{1,2}|five|ten|twenty) years (?:were|have been|rank(?:ed)? among) (?:among )?the (?:(\d{1,2}|five|ten|twenty) )?(warmest|hottest|coldest|coolest|best|worst|highest|lowest)(?: years)?(?: on record| ever)?\??$/i;

/** The ranked periods (RANKED_WITHIN) that fall in the time said, counted, with the ranking they come from told after. */
async function answerRankedWithin(deps: AskDeps, input: AskInput, m: RegExpExecArray): Promise<AskResult | null> {
  // ("how many of the hottest years": the ten, as a ranking of records is usually told)
  const [, count = "10", ranking, time] = m;
  const today = (deps.clock ?? systemClock).now().toISOString().slice(0, 10);
  const read = extractWindow(time!.toLowerCase(), today).window;
  // "in the last 10 years": the whole years (months, days) counted back from today's, today's included
  const window = read?.kind === "relative" && read.relative ? { ...read, start: countedBack(today, read.relative) } : read;
  if (!window || (!window.start && !window.end)) return null;
  const ranked = await answerAsked(deps, { ...input, q: `the ${count} ${ranking}` });
  if (ranked.status !== "answered") return null;
  // the periods in rank order: a ranking of values lists them in its fact; one of moves ranks each move by the period it ends
  const listed = ranked.facts.find((f) => Array.isArray(f.params.order))?.params.order as string[] | undefined;
  const periods =
    listed ??
    ranked.facts
      .filter((f) => f.kind === "change" && typeof f.params.rank === "number")
      .sort((a, b) => (a.params.rank as number) - (b.params.rank as number))
      .map((f) => f.params.to_date as string);
  if (periods.length !== countOf(count!.toLowerCase())) return null;
  const within = periods.filter((date) => (!window.start || date >= window.start) && (!window.end || date <= window.end));
  const frequency = (await loadCatalog(deps.db, deps.dataVersion ?? null)).frequencyOfCode.get(ranked.citations[0]?.indicator ?? "");
  const unit = /\b(year|month|quarter|day|decade)s?\b/i.exec(ranking!)![1]!.toLowerCase();
  const named = within.map((date) => (unit === "year" ? date.slice(0, 4) : unit === "decade" ? `the ${date.slice(0, 3)}0s` : formatPeriod(date, frequency ?? "monthly")));
  const said = `${within.length ? within.length : "None"} of the ${count} ${ranking} came ${time}${named.length ? ` (${named.join(", ")})` : ""}.`;
  const path = ranked.facts.find((f) => typeof f.params.path === "string")?.params.path;
  return {
    ...ranked,
    question: input.q,
    answer: `${said} ${ranked.answer}`,
    facts: [
      {
        kind: "count",
        text: `the ranked periods that fall ${window.text}, of those ranked`,
        params: { count: within.length, of: periods.length, periods: within, path, ...(window.start ? { from_date: window.start } : {}), ...(window.end ? { to_date: window.end } : {}) },
      },
      ...ranked.facts,
    ],
    trace: [{ step: "reword", detail: `the ${count} ${ranking} ranked over the whole series, then those ${window.text} counted` }, ...ranked.trace],
    interpreted: { ...ranked.interpreted, window: window.text },
  };
}

/** The question reworded where a wording asks what another reading answers, or null to read it as said. */
async function answerReworded(deps: AskDeps, input: AskInput): Promise<AskResult | null> {
  const atExtreme = WHEN_EXTREME.exec(input.q.trim());
  if (atExtreme) {
    const composed = await answerAtOthersExtreme(deps, input, atExtreme);
    if (composed) return composed;
  }
  const rankedWithin = RANKED_WITHIN.exec(input.q.trim().replace(LAST_YEARS_RANKED, (_, years: string, count: string | undefined, how: string) => `how many of the ${count ?? years} ${how} years were in the last ${years} years`));
  if (rankedWithin) {
    const composed = await answerRankedWithin(deps, input, rankedWithin);
    if (composed) return composed;
  }
  const worldwide = input.region || PLACES_RANKED.test(input.q) ? null : WORLD_SUPERLATIVE.exec(input.q);
  if (worldwide) {
    // ranked by country when the measure is held by country; else ("the highest CO2 in the world") the world's own
    const [, count, superlative, measure, ofTheWorld] = worldwide;
    const said = ofTheWorld ? `which country has the ${ofTheWorld} ` : count ? `the ${count} countries with the ${superlative} ${measure}` : `which country has the ${superlative} ${measure}`;
    const ranked = await answerAsked(deps, { ...input, q: input.q.slice(0, worldwide.index) + said + input.q.slice(worldwide.index + worldwide[0].length) });
    if (ranked.status === "answered" && ranked.facts.some((f) => f.kind === "ranking")) {
      return { ...ranked, question: input.q, trace: [{ step: "reword", detail: `"${worldwide[0].trim()}" read as the countries ranked` }, ...ranked.trace] };
    }
    // read as said, an answer of no place but the world's own is no answer for the world ("the highest unemployment
    // rate in the world" is not the US rate's highest)
    const literal = await answerAsked(deps, input);
    const catalog = await loadCatalog(deps.db, deps.dataVersion ?? null);
    const places = [...new Set(literal.citations.map((c) => c.region))];
    if (literal.status !== "answered" || places.length === 0 || places.some((code) => catalog.byCode.get(code)?.type === "world")) return literal;
    return withdrawn(literal, "series", `"${worldwide[0].trim()}" asks across the world's countries, and ${literal.interpreted.indicators.join(", ")} is stored only for ${places.map((code) => catalog.byCode.get(code)?.name ?? code).join(", ")}`);
  }
  // "GDP and population of China and India", "inflation, unemployment and GDP growth in the US, Japan and Germany in
  // 2022": each measure asked of all the places, when each reads one series of its own set across them
  const grid = measuresOverPlaces(input.q);
  if (grid) {
    const each: AskResult[] = [];
    for (const measure of grid.measures) each.push(await answerAsked(deps, { ...input, q: `${grid.before}${measure} ${grid.places}` }));
    const series = each.map((r) => r.interpreted.indicators);
    // (a measure held in one of the places says so of the others)
    const acrossPlaces = (r: AskResult) => new Set(r.citations.map((c) => c.region)).size >= 2;
    if (
      each.every(answeredOrEmpty) &&
      each.some(acrossPlaces) &&
      series.every((codes) => codes.length === 1) &&
      new Set(series.map((codes) => codes[0])).size === each.length
    ) {
      return answeredInParts(input.q, each, `${grid.measures.length} measures of ${grid.places}: each one asked of all the places`, {
        ...each[0]!.interpreted,
        indicators: series.map((codes) => codes[0]!),
      });
    }
  }
  // each year listed asked on its own, when every one reads the same series (a year it does not hold says so)
  const listed = YEARS_LISTED.exec(input.q);
  if (listed) {
    const years = listed[0].match(/(?:18|19|20)\d{2}/g)!;
    const each: AskResult[] = [];
    for (const year of years) each.push(await answerAsked(deps, { ...input, q: `${input.q.slice(0, listed.index)} in ${year} ${input.q.slice(listed.index + listed[0].length)}` }));
    const oneSeries = new Set(each.map((r) => `${r.interpreted.indicators.join()} ${r.interpreted.region}`)).size === 1;
    if (oneSeries && each.some((r) => r.status === "answered") && each.every(answeredOrEmpty)) {
      return answeredInParts(input.q, each, `years listed (${years.join(", ")}): each one asked on its own`, { ...each[0]!.interpreted, window: years.join(", ") });
    }
  }
  return null;
}

/** A part of a question asked on its own that answered, or said it holds nothing then. */
const answeredOrEmpty = (r: AskResult) => r.status === "answered" || r.status === "no_data";

/** One question answered in parts, each asked on its own: their answers told one after another, `why` traced first. */
function answeredInParts(question: string, each: AskResult[], why: string, interpreted: AskResult["interpreted"]): AskResult {
  return {
    question,
    status: "answered",
    answer: each.map((r) => r.answer).join(" "),
    facts: each.flatMap((r) => r.facts),
    citations: each.flatMap((r) => r.citations),
    trace: [{ step: "reword", detail: why }, ...each.flatMap((r) => r.trace)],
    interpreted,
  };
}

export async function answerQuestion(deps: AskDeps, asked: AskInput): Promise<AskResult> {
  // (a request written as JSON or parameters, a question corrected as it was typed: read as questionAsked says,
  // and echoed as it was sent)
  const input = { ...asked, q: questionAsked(asked.q) };
  const result = { ...((await answerReworded(deps, input)) ?? (await answerAsked(deps, input))), question: asked.q };
  // a median is computed of one series' values over a window, or of the regions' values at one period; any other
  // answer would be a mean or a single value told to someone who asked for the middle one
  if (result.status === "answered" && MEDIAN_WORD.test(input.q) && !result.facts.some((f) => f.kind === "median" || typeof f.params.median === "number")) {
    return withdrawn(result, "statistic", "a median is computed only of one series' values over a span of time");
  }
  if (result.status === "answered" && CROSSING_AHEAD.test(input.q)) return crossingAheadTold(result);
  return result;
}

/**
 * A crossing asked of the future ("when will India's population pass China's"), answered as when it happened: the
 * answer first says whether it has, in the values stored; what has not happened is not forecast.
 */
function crossingAheadTold(result: AskResult): AskResult {
  const happened = result.facts.some((f) => (f.kind === "crossing" && f.params.found === true) || (f.kind === "overtake" && typeof f.params.crossed === "string" && f.params.above_now === true));
  const lead = happened ? "It already has, in the values stored:" : "Not in the values stored, and I make no forecasts:";
  return { ...result, answer: `${lead} ${result.answer}`, trace: [...result.trace, { step: "compute", detail: `a crossing asked of the future: ${happened ? "it has happened" : "it has not happened"}` }] };
}

/** An answer that does not answer what was asked, taken back: unresolved, saying why, with nothing cited. */
function withdrawn(result: AskResult, what: keyof typeof UNRESOLVED, why: string): AskResult {
  return {
    ...result,
    status: "unresolved",
    answer: UNRESOLVED[what](why),
    facts: [],
    citations: [],
    trace: [...result.trace, { step: "resolve", detail: why }],
    interpreted: { ...result.interpreted, indicators: [] },
  };
}

/** The catalog entry an answer quotes the description of (its source, its definition): the numbers in it trace there. */
function catalogFacts(about: NonNullable<ParsedQuestion["aboutAsked"]>, indicator: IndicatorRow): Fact[] {
  if (!(about === "source" || about === "definition") || !indicator.description) return [];
  return [
    {
      kind: "catalog",
      text: "the catalog's entry for the series, whose description the answer quotes",
      params: { indicator: indicator.code, catalog_path: `/v1/indicators/${indicator.code}`, description: indicator.description },
    },
  ];
}

/** Whether a series' stated seasonal adjustment is one (FRED's codes SA, SAAR, SSA, SAAREM, …); NSA and none stated are not. */
const isSeasonallyAdjusted = (row: IndicatorRow) => /^S?SA/.test(row.seasonal_adjustment ?? "");

/** What the catalog says of a series that a question asks about it (`aboutAsked`): a sentence told before its value. */
function aboutTheSeries(about: NonNullable<ParsedQuestion["aboutAsked"]>, indicator: IndicatorRow, region: AskRegionInfo, catalog: Catalog): string {
  const name = indicator.name;
  const coverage = catalog.coverage.get(indicator.code);
  const stored = coverage?.get(region.code);
  const covered = [...(coverage?.keys() ?? [])];
  const description = indicator.description ? indicator.description.trim().replace(/(?<![.!?])$/, ".") : null;
  switch (about) {
    case "source":
      return `The source of ${name} is ${indicator.source_name}.${description ? ` ${description}` : ""}`;
    case "definition":
      return `${name}${indicator.unit ? ` (${indicator.unit})` : ""}: ${description ?? "the catalog holds no description of it."} Source: ${indicator.source_name}.`;
    case "adjustment":
      return isSeasonallyAdjusted(indicator)
        ? `${name} is seasonally adjusted${indicator.seasonal_adjustment === "SAAR" ? ", at an annual rate" : ""}.`
        : indicator.seasonal_adjustment === "NSA"
          ? `${name} is not seasonally adjusted.`
          : `${name} is ${indicator.frequency ?? "stored"} and has no seasonal adjustment stated.`;
    case "frequency":
      return `${name} is ${indicator.frequency ? `${/^[aeiou]/i.test(indicator.frequency) ? "an" : "a"} ${indicator.frequency} series` : "stored with no frequency stated"}.`;
    case "regions": {
      const types = new Map<string, number>();
      for (const code of covered) {
        const type = catalog.byCode.get(code)?.type ?? "other";
        types.set(type, (types.get(type) ?? 0) + 1);
      }
      const kinds = [...types].sort((a, b) => b[1] - a[1]).map(([type, n]) => `${n.toLocaleString("en-US")} ${n === 1 ? type : (PEER_KIND[type] ?? `${type}s`)}`);
      // "how many counties are in Texas": those under the place named (its counties, a country's states)
      const placeNamed = catalog.byCode.get(region.code)?.type;
      const under = placeNamed === "state" || placeNamed === "country" ? covered.filter((code) => catalog.byCode.get(code)?.parentCode === region.code) : [];
      if (under.length > 0 && under.length < covered.length) {
        const type = catalog.byCode.get(under[0]!)!.type;
        return `${name} is stored for ${under.length.toLocaleString("en-US")} ${under.length === 1 ? type : (PEER_KIND[type] ?? `${type}s`)} of ${region.name} (of ${kinds.join(", ")} in all).`;
      }
      if (covered.length === 0) return `${name} holds no stored values yet.`;
      return kinds.length === 1
        ? `${name} is stored for ${kinds[0]}.`
        : `${name} is stored for ${covered.length.toLocaleString("en-US")} ${covered.length === 1 ? "region" : "regions"} (${kinds.join(", ")}).`;
    }
    case "start":
      return stored
        ? `${name} is stored for ${region.name} from ${formatPeriod(stored.first, indicator.frequency)} to ${formatPeriod(stored.last, indicator.frequency)}.`
        : `${name} holds no values for ${region.name}.`;
  }
}

/**
 * A series code as the catalog writes them, words joined by dots or underscores ("ces.nonfarm",
 * "fx.currency_per_usd"), and the word after it (or after "for", "of", "at"), which may be a region code
 * ("fx.currency_per_usd JP 2024-06", "wb.gdp for DE"; not the start of another code: "ces.nonfarm ces.manufacturing").
 */
const SERIES_CODE = /(?<![\w.])([a-z][a-z0-9]*(?:[._][a-z0-9]+)+)(?!\w|\.\w)(?:(["',\s]+(?:(?:for|of|at)\s+)?)([a-z]{2,3}|(?:\d{2}|\d{5})(?!\s*-?\s*(?:days?|weeks?|months?|years?|yrs?|quarters?|periods?|d|w|m|y|q|mo|%|percent)\b))(?![\w-]|\.\w))?/gi;
/** "region=IN", "region: 06037", `"region": "JP"` (an agent's parameter written into the question). */
const REGION_WRITTEN = /\bregion\s*["']?\s*[=:]\s*["']?([A-Za-z0-9-]+)["']?/i;
/** The keys and punctuation around the values of a query an agent pastes as JSON or as parameters ("year": 2020, period=2023, GET …). */
const PARAMETER_KEYS = /["{}]|\b(?:indicator|series|code|date|period|year|as_of)\s*["']?\s*[=:]|^\s*get\b/gi;
/** An MCP tool call an agent writes as its question ("get_latest(indicator=\"cpi.us\")"): the words the tool's answer is asked by. */
const TOOL_CALLED = /\b(get_latest|get_observations|get_insights|get_indicator|list_signals|list_active_signals)\s*\(/gi;
const TOOL_AS_WORDS: Record<string, string> = {
  get_latest: "latest",
  get_observations: "history of",
  get_insights: "insights on",
  get_indicator: "about",
  list_signals: "signals of",
  list_active_signals: "signals of",
};

/** Words of a series' name the question reader would take for something asked: a frequency, a statistic, a change, a span. */
const NAME_WORDS_READ_AS_ASKED = /\b(?:daily|weekly|monthly|quarterly|annual|yearly|maximum|minimum|average|mean|median|change)\b|\bsince (?:18|19|20)\d{2}\b/gi;

/**
 * A series' name as the question reader is given it where the question names the series itself (by its code or
 * its full name, so that series answers whatever the search makes of the words): without the words the reader
 * would take for something asked ("Daily maximum temperature" asks no maximum, "US unemployment rate, annual
 * average" no list of yearly means) and without a place it names that the series is not stored for ("WTI crude
 * oil spot price, Cushing, Oklahoma" is the United States' series, "Brent …, Europe" the world's).
 */
function nameToRead(catalog: Catalog, code: string, name: string): string {
  const held = catalog.coverage.get(code);
  const placeNamed = (segment: string) => catalog.gazetteer.find((g) => g.name.toLowerCase() === segment.toLowerCase());
  // (a proper name after the measure is where it is measured, "Brent crude oil spot price, Europe", "…, Cushing,
  // Oklahoma": kept only when it is a place the series is stored for)
  const kept = name.split(",").filter((segment, i) => {
    if (i === 0) return true;
    const place = placeNamed(segment.trim());
    return place ? held?.has(place.code) === true : !/^[A-Z]/.test(segment.trim());
  });
  const read = kept.join(" ").replace(NAME_WORDS_READ_AS_ASKED, " ").replace(/[()]/g, " ").replace(/\s+/g, " ").trim();
  return read || name;
}

const fullNames = new WeakMap<Catalog, { code: string; name: string; pattern: RegExp }[]>();
/** Each series' name of two words or more as a pattern matching it written out (any case and spacing), longest first. */
function fullNamesOf(catalog: Catalog) {
  let names = fullNames.get(catalog);
  if (!names) {
    const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    names = [...catalog.nameOfCode]
      .filter(([, name]) => name.trim().split(/\s+/).length >= 2)
      .sort((a, b) => b[1].length - a[1].length)
      .map(([code, name]) => ({ code, name, pattern: new RegExp(`(?<![\\w])${name.trim().split(/\s+/).map(escape).join("\\s+")}(?![\\w])`, "i") }));
    fullNames.set(catalog, names);
  }
  return names;
}

/**
 * A question naming series by the catalog's own codes, as an agent writes it ("ces.nonfarm latest",
 * "fx.currency_per_usd JP 2024-06", `{"indicator": "wb.population", "region": "IN", "year": 2020}`): each code
 * is replaced by its series' name (as nameToRead gives it), for the question reader, and kept to be chosen before
 * the search's best match; so is a series' full name written out; a region code after a code (or written as
 * `region=`) is the region asked.
 */
function readCatalogCodes(q: string, catalog: Catalog): { q: string; indicators: string[]; region: string | null } {
  const indicators: string[] = [];
  let region: string | null = null;
  const regionOf = (code: string) => catalog.byCode.get(code.toUpperCase())?.code ?? catalog.byCode.get(code)?.code ?? null;
  // (where the last code read ended: two codes written side by side, "correlation eia.brent eia.wti", are two series)
  let lastEnd = -1;
  // (its dates as the routes name them: "start=2024-01-01" is since then, "end=…" up to then)
  const called = q.replace(TOOL_CALLED, (_, tool: string) => `${TOOL_AS_WORDS[tool.toLowerCase()]} `);
  if (called !== q) q = called.replace(/\b(start|end)\s*["']?\s*[=:]\s*/gi, (_, key: string) => (key.toLowerCase() === "start" ? " since " : " to "));
  let text = q.replace(SERIES_CODE, (whole: string, code: string, gap: string | undefined, after: string | undefined, offset: number) => {
    const name = catalog.nameOfCode.get(code.toLowerCase());
    if (!name) return whole;
    const beside = indicators.length > 0 && /^[\s,]*$/.test(q.slice(lastEnd, offset));
    lastEnd = offset + whole.length;
    indicators.push(code.toLowerCase());
    // (a code names one series, not a ranking: its name's "by country" is where it is held)
    const read = `${beside ? "and " : ""}${nameToRead(catalog, code.toLowerCase(), name).replace(/\bby (?:country|county|state)\b/gi, " ")}`;
    const afterRegion = after && REGION_CODE_SHAPE.test(after) && !region ? regionOf(after) : null;
    if (afterRegion) {
      region = afterRegion;
      return read;
    }
    return `${read}${gap ?? ""}${after ?? ""}`;
  });
  // a series' name written out as the catalog writes it, commas and all ("what is the latest WTI crude oil spot
  // price, Cushing, Oklahoma"), names that series as its code does (at most two: two series side by side)
  for (const { code, name, pattern } of fullNamesOf(catalog)) {
    if (indicators.length >= 2) break;
    // (as the question writes it: the name a code was read as is not the name of a second series written out)
    if (indicators.includes(code) || !pattern.test(q) || !pattern.test(text)) continue;
    indicators.push(code);
    text = text.replace(pattern, ` ${nameToRead(catalog, code, name)} `);
  }
  const written = REGION_WRITTEN.exec(text);
  const writtenRegion = written ? regionOf(written[1]!) : null;
  if (written && writtenRegion) {
    region ??= writtenRegion;
    text = text.replace(written[0], " ");
  }
  if (!indicators.length) return { q: writtenRegion ? text.replace(/\s+/g, " ").trim() : q, indicators, region };
  return { q: text.replace(PARAMETER_KEYS, " ").replace(/[,\s]+/g, " ").trim(), indicators, region };
}

async function answerAsked(deps: AskDeps, asked: AskInput): Promise<AskResult> {
  const { db, access } = deps;
  const catalog = await loadCatalog(db, deps.dataVersion ?? null);
  const trace: AskResult["trace"] = [];
  const today = (deps.clock ?? systemClock).now().toISOString().slice(0, 10);
  const coded = readCatalogCodes(asked.q, catalog);
  if (coded.indicators.length || coded.region) trace.push({ step: "codes", detail: `series named by code or full name: ${coded.indicators.join(", ")}${coded.region ? `; region ${coded.region}` : ""}; read as "${coded.q}"` });
  const input: AskInput = { ...asked, q: coded.q, ...(coded.region && !asked.region ? { region: coded.region } : {}) };
  let parsed = parseQuestion(input.q, {
    gazetteer: catalog.gazetteer,
    vocabulary: catalog.vocabulary,
    seriesNames: catalog.seriesNames,
    aliases: REGION_ALIASES,
    windowParam: input.window,
    today,
  });
  trace.push({
    step: "parse",
    detail:
      `intent ${parsed.intent}${parsed.ranking ? ` (${parsed.ranking.direction} ${parsed.ranking.regionType}${parsed.ranking.count > 1 ? `, top ${parsed.ranking.count}` : ""})` : ""}; window ${parsed.window ? `"${parsed.window.text}"` : "none"}; regions ${parsed.regions.map((r) => `${r.code} ("${r.text}")`).join(", ") || "none"}; ` +
      `search words "${parsed.searchText}"` +
      (parsed.corrections.length ? `; typos mended: ${parsed.corrections.join(", ")}` : ""),
  });

  // a measure the question names that no series holds, said when the series cannot be told
  const notStored = unstoredMeasure(asked.q);
  const unresolved = (why: string, what: keyof typeof UNRESOLVED = "series"): AskResult => {
    trace.push({ step: "resolve", detail: why });
    if (notStored && what === "series") why += `; no series of ${notStored.name} is stored${nearestHeld(catalog, access, notStored.near)}${fredHolds(deps, notStored.fred)}`;
    return {
      question: asked.q,
      status: "unresolved",
      answer: UNRESOLVED[what](why),
      facts: [],
      citations: [],
      trace,
      interpreted: { indicators: [], region: null, window: parsed.window?.text ?? null },
    };
  };
  if (parsed.invalidDate) return unresolved(`"${parsed.invalidDate}" is no date of the calendar`, "date");
  if (parsed.unreadDateWords.length) return unresolved(`"${parsed.unreadDateWords.join('", "')}" left over once the dates were read`, "date");
  if (parsed.forecast) return unresolved("the question asks about what has not happened yet", "future");
  // a value told as if it were the advice asked would mislead: "should I buy gold" is not the gold price
  if (parsed.advice) return unresolved("the question asks for advice or a judgement, not a value", "advice");
  if (notStored?.whole) return unresolved("the question asks for a measure no stored series holds");
  if (parsed.helpAsked) return unresolved("the question asks how to use the service, not for a value", "help");
  if (parsed.recessionsTogether) return unresolved(`every recession is asked at once, and each is a window of its own; ask of one, e.g. "during the great recession", "during the 2001 recession" or "during the covid recession"`, "date");
  if (parsed.statisticNotComputed) return unresolved(`"${parsed.statisticNotComputed}" is a statistic this service does not compute`, "statistic");
  if (parsed.ambiguousPlaces.length && parsed.regions.length === 0 && !input.region) {
    return unresolved(`${parsed.ambiguousPlaces.join(", ")} may name either place; name it in full`, "place");
  }
  // ("how often is this data updated", no series named: how recent each series' latest value is)
  const byReach = parsed.seriesByReachAsked ?? (parsed.aboutAsked === "frequency" ? "newest" : null);
  if (byReach && !parsed.searchText) return unresolved(heldByReach(catalog, deps.access, byReach), "catalog");
  if (parsed.catalogAsked && !parsed.searchText) return unresolved(catalogHeld(catalog, deps.access, parsed.regions[0]?.code ?? (input.region ? catalog.byCode.get(input.region)?.code : undefined)), "catalog");
  if (parsed.placesAsked) return unresolved(placesHeld(catalog, deps.access, parsed.placesAsked), "catalog");
  if (parsed.sourcesAsked && !parsed.searchText) {
    const sources = (await listSources(db, false)).filter((source) => Number(source.indicator_count) > 0);
    return unresolved(`the series come from ${sources.map((source) => source.name).join("; ")}`, "sources");
  }
  // "what signals are open", "trend breaks in the US": the signals open now across the series, which are premium
  // (as on /v1/signals/active); in the place asked, else in every place the reader may read
  if (parsed.signalsAcross && parsed.signalsAsked) {
    if (!mayRead(access, SIGNALS_TARGET)) return unresolved(SIGNALS_REFUSED, "premium");
    if (parsed.regions.length > 1) return unresolved("signals are listed for one place at a time", "place");
    const span = signalSpan(parsed.window, today);
    if (span === undefined) return unresolved(NO_SIGNAL_DATES(parsed.window), "date");
    const placeAsked = parsed.regions[0]?.code ?? input.region ?? null;
    if (placeAsked) requireReadable(access, { region: placeAsked });
    const scope = regionScope(access);
    // "which countries have trend breaks", "which states in the US have open signals": the places of that kind
    // (under the place named), as GET /v1/regions?type= lists them, not the place itself
    const placeKind = parsed.ranking && PEER_KIND[parsed.ranking.regionType] && parsed.ranking.regionType !== "aggregate" ? parsed.ranking.regionType : null;
    const ofKind = placeKind ? [...catalog.byCode.values()].filter((g) => g.type === placeKind && (!placeAsked || g.parentCode === placeAsked)).map((g) => g.code) : null;
    const { type, strongOnly } = parsed.signalsAsked;
    const minStrength = strongOnly ? "strong" : "neutral";
    const rows = await listSignalIntervals(db, {
      regionCodes: ofKind ? ofKind.filter((code) => !scope || scope.includes(code)) : placeAsked ? [placeAsked] : scope ? [...scope] : undefined,
      type: type ?? undefined,
      minStrength,
      ...(span ? { active: null, from: span.from, to: span.to } : { active: true }),
      limit: SIGNALS_LISTED_LIMIT + 1,
    });
    const more = rows.length > SIGNALS_LISTED_LIMIT;
    trace.push({
      step: "signals",
      detail: `${more ? `more than ${SIGNALS_LISTED_LIMIT}` : rows.length} ${span ? `signal intervals open at some time${span.from ? ` from ${span.from}` : ""}${span.to ? ` to ${span.to}` : ""}` : "open signal intervals"} at ${minStrength} or stronger${placeAsked ? ` in ${placeAsked}` : ""}${type ? ` of type ${type}` : ""}`,
    });
    const signals = rows.slice(0, SIGNALS_LISTED_LIMIT).map((r) => ({
      ...askSignalOf(r),
      indicator: r.indicator_code,
      indicatorName: r.indicator_name,
      frequency: r.frequency as Frequency,
      region: r.region_code,
      regionName: r.region_name,
    }));
    const place = placeAsked ? { code: placeAsked, name: catalog.byCode.get(placeAsked)?.name ?? placeAsked } : null;
    const kindOfPlace = placeKind ? { type: placeKind, name: PEER_KIND[placeKind]! } : null;
    const { steps, ...told } = answerSignalsAcross({ signals, type, minStrength, region: place, placeKind: kindOfPlace, limit: SIGNALS_LISTED_LIMIT, more, span });
    trace.push(...steps);
    return { question: asked.q, ...told, trace, interpreted: { indicators: [...new Set(signals.map((g) => g.indicator))], region: placeAsked, window: parsed.window?.text ?? null } };
  }
  // "China", "tell me about Japan": a place named alone, no measure
  const placeAlone = !parsed.searchText && !parsed.ranking && parsed.regions.length === 1 && ["latest", "value_at", "change"].includes(parsed.intent) ? parsed.regions[0]!.code : null;
  if (placeAlone) {
    const listed = await answerPlaceAlone(deps, catalog, parsed, placeAlone, trace);
    if (listed) return { question: asked.q, ...listed, trace };
    // (more measures than can be told at once: which are stored, as "what data do you have on …" is answered)
    return unresolved(catalogHeld(catalog, deps.access, placeAlone), "catalog");
  }
  if (!parsed.searchText) return unresolved("no words left to search the catalog with");

  // region: from the parameter first (a region code, resolved by the caller as every route resolves one), then the question
  let regionCodes = parsed.regions.map((r) => r.code);
  if (input.region) {
    const hit = catalog.byCode.get(input.region);
    if (hit) regionCodes = [hit.code, ...regionCodes.filter((c) => c !== hit.code)];
    trace.push({ step: "region_param", detail: hit ? `region parameter ${hit.code} (${hit.name})` : `region parameter ${input.region} is no region code; ignored` });
  }

  const found = await searchSeries(db, catalog, parsed.searchText, {
    ...parsed,
    broad: regionCodes.length ? null : (row) => isBroad(catalog, row),
    placeWords: parsed.regions.map((r) => r.text),
    ...(regionCodes[0] ? { askedRegion: regionCodes[0] } : {}),
  });
  // a series named by its code comes first, whatever the search's scores
  const candidates = coded.indicators.length ? [...found].sort((a, b) => Number(coded.indicators.includes(b.row.code)) - Number(coded.indicators.includes(a.row.code))) : found;
  trace.push({
    step: "search",
    detail: candidates.length
      ? `candidates: ${candidates
          .slice(0, 5)
          .map((c) => `${c.row.code} (${c.matched} words, ${c.nameHits} in name${c.row.is_headline ? ", headline" : ""}${c.replaces ? `, in place of the retired ${c.replaces}` : ""})`)
          .join("; ")}`
      : `no series matched "${parsed.searchText}"`,
  });
  const terms = [...new Set(searchTerms(parsed.searchText))];
  const termCount = terms.length;
  // "what data do you have on stocks", "which currencies do you have": the series the words find, named
  if (parsed.catalogAsked) {
    const readable = candidates.filter((c) => mayRead(access, { tier: c.row.access_tier }));
    if (readable.length) {
      const names = readable.slice(0, MAX_CATALOG_NAMES).map((c) => `${c.row.name} (${c.row.code})`);
      return unresolved(`the series "${parsed.searchText}" finds: ${names.join("; ")}${readable.length > MAX_CATALOG_NAMES ? "; and more" : ""}`, "catalog");
    }
  }
  // "the gold price in real terms", "oil in 2008 in today's dollars": no series carries "real" with the other words
  // (real GDP, the S&P 500's real price would, and answer); the one that carries them, a price in current US dollars,
  // is told at the consumer price index's latest prices
  // (one that does, but stops more than a year before the series it deflates, is passed over: the S&P 500's real
  // price ends in September 2023, its price and the consumer price index run years past it)
  const realNamed = candidates[0]?.matched === termCount && nameWordsOf(candidates[0].row).has("real") ? candidates[0].row : null;
  if (parsed.realTermsAsked && !parsed.ranking) {
    const realLast = realNamed ? [...(catalog.coverage.get(realNamed.code)?.values() ?? [])].map((span) => span.last).sort().at(-1) ?? null : null;
    const real = !realNamed || realLast ? await answerInTodaysDollars(deps, catalog, parsed, regionCodes, trace, realLast) : null;
    if (real) return { question: asked.q, ...real, trace };
  }
  // no one series carries every word: two measures may be asked side by side
  // (or one carries them all but the two sides differ in what they prefer: "real GDP vs nominal GDP")
  const sidesDiffer = parsed.partsNominal != null && parsed.partsNominal[0] !== parsed.partsNominal[1];
  // (a ratio asked of two measures, "S&P 500 dividends to price", whatever one series carries besides in its description)
  const ratioOfTwo = parsed.partsRatio === true && !!candidates[0] && !nameWordsOf(candidates[0].row).has("ratio");
  // a place the catalog does not hold; a continent beside a measure is no second measure ("US inflation compared
  // to Europe"), so it is told before two measures are looked for
  const unknownPlace = candidates[0] ? placeNotHeld(catalog, parsed, candidates[0], termCount) : null;
  // "the population of Africa", "GDP of Europe": a total its countries share, summed over them; "how fast is Africa's
  // population growing": its change (a value or a plain change asked of a measure named: not "how many countries are
  // in Africa", nor a record, a list or a turn)
  const plainlyAsked =
    !parsed.lastTime && !parsed.listAsked && !parsed.bestPeriod && !parsed.swing && !parsed.turnAsked && !parsed.meanAsked && !parsed.annualRate && !parsed.volatility && !parsed.correlationAsked && !parsed.fromRecord && !parsed.overview;
  const valueAsked = plainlyAsked && (parsed.intent === "latest" || parsed.intent === "value_at");
  const changeAsked = plainlyAsked && parsed.intent === "change" && !parsed.perCapita;
  // ("what share of the world's population lives in Africa": its sum against the world's)
  const shareOfWorld = parsed.shareAsked && valueAsked && regionCodes.length === 1 && catalog.byCode.get(regionCodes[0]!)?.type === "world" ? regionCodes[0]! : undefined;
  const areaWord =
    unknownPlace && (valueAsked || changeAsked) && !parsed.ranking && (regionCodes.length === 0 || shareOfWorld) ? parsed.unknownNames.find((w) => countriesOfArea(w) !== undefined) : undefined;
  const areaNamed = areaWord && terms.some((t) => t !== areaWord && !/^(?:countr(?:y|ies)|nations?)$/.test(t)) ? areaWord : undefined;
  const areaTotal = areaNamed ? await totalOfArea(deps, catalog, parsed, areaNamed, candidates.filter((c) => c.matched >= termCount - 1), changeAsked, shareOfWorld, trace) : null;
  if (areaTotal) return { question: asked.q, ...areaTotal, trace };
  if (unknownPlace && parsed.unknownNames.some((w) => CONTINENTS.has(w))) return unresolved(unknownPlace, "place");
  // several series named by code and not set against each other ("latest values for cpi.us, gold.price and eia.wti",
  // "cpi.us gold.price latest"): each one told, as measures listed are
  if (coded.indicators.length >= 3 || (coded.indicators.length === 2 && !parsed.searchParts)) {
    const rows = (await Promise.all(coded.indicators.map(async (code) => (await findIndicatorsByCode(db, code, false))[0]))).filter((row): row is IndicatorRow => row !== undefined);
    // (each in its own region unless one is given: the places its name reads, "US consumer price index", are its own)
    const given = input.region ? catalog.byCode.get(input.region)?.code : undefined;
    const regions = rows.map((row) => given ?? unnamedRegionOf(catalog, row));
    if (rows.length === coded.indicators.length && regions.every((region) => region !== undefined)) {
      rows.forEach((row, k) => trace.push({ step: "choose_series", detail: `${row.code} in ${regions[k]}: one of ${rows.length} series named by code` }));
      const listed = await answerMeasuresListed(deps, catalog, parsed, rows, regions as string[], trace);
      if (listed) return { question: asked.q, ...listed, trace };
    }
  }
  if (parsed.searchList && !(candidates[0]?.matched === termCount)) {
    const listed = await answerSeriesList(deps, catalog, parsed, parsed.searchList, regionCodes, trace);
    if (listed && "unknownWord" in listed) return unresolved(`"${listed.unknownWord}" names no series, and the question lists it beside others`);
    if (listed) return { question: asked.q, ...listed, trace };
  }
  if (parsed.searchParts && !parsed.ranking && (sidesDiffer || ratioOfTwo || parsed.correlationAsked || !(candidates[0]?.matched === termCount))) {
    const pair = await answerSeriesPair(deps, catalog, parsed, parsed.searchParts, regionCodes, trace);
    if (pair && "unknownWord" in pair) return unresolved(`"${pair.unknownWord}" names no series, and the question asks it beside another`);
    if (pair) return { question: asked.q, ...pair, trace };
  }
  // "the weather in Seattle": a category's name that names no series
  const categoryNamed = termCount === 1 && !catalog.nameVocabulary.has(stem(terms[0]!)) ? catalog.categoryOfStem.get(stem(terms[0]!)) : undefined;
  if (categoryNamed && regionCodes.length === 1 && !parsed.ranking) {
    const listed = await answerCategory(deps, catalog, parsed, categoryNamed, regionCodes[0]!, trace);
    if (listed) return { question: asked.q, ...listed, trace };
  }
  if (candidates.length === 0) return unresolved(`no series matches "${parsed.searchText}"`);
  const top = candidates[0]!;
  const bestNameWords = nameWordsOf(top.row);
  // ("the price of bitcoin": a measure not stored, said after "of" as a place is, is told as the measure it is)
  if (unknownPlace) return unresolved(unknownPlace, notStored ? "series" : "place");
  if (top.matched * 2 <= termCount && termCount > 1) {
    // "brent wti latest": two words, each the name of a series of its own and none carrying both, are the two
    // measures side by side, as "brent vs wti" is (not two words that name many series, or none but through a
    // synonym: "mortgage rate" is no house price beside a yield)
    if (termCount === 2 && !parsed.searchParts && !parsed.ranking && terms.every((t) => namesFewSeries(catalog, t))) {
      const pair = await answerSeriesPair(deps, catalog, parsed, [terms[0]!, terms[1]!], regionCodes, trace);
      if (pair && !("unknownWord" in pair)) return { question: asked.q, ...pair, trace };
    }
    return unresolved("most of the search words match no series");
  }
  // no word of the question in the best series' name, and others found as well on the same words: each was
  // found by its description or unit alone, and choosing among them is a guess ("dollar index" is no S&P 500
  // price in dollars of the day)
  const tiedUnnamed = top.nameHits === 0 && !coded.indicators.length ? candidates.filter((c) => c.matched === top.matched && c.nameHits === 0) : [];
  if (tiedUnnamed.length > 1) {
    return unresolved(`no series carries "${terms.join('", "')}" in its name, and ${tiedUnnamed.slice(0, 4).map((c) => c.row.code).join(", ")} match them only in their descriptions`);
  }
  // Calibration: a word of the question that the best series does not match is a guess waiting to happen
  // when that series won only on weak ground: on words found in descriptions rather than names, or tied
  // with other series that differ only in what the missing word would have said ("tesla stock price").
  // A group of people the series is not about ("unemployment rate of women") is never left out silently.
  const missing = top.matched < termCount ? terms.filter((t) => !PLAIN_NAME_WORDS.has(t) && !namesSeries(t, bestNameWords, catalog.expansions)) : [];
  if (missing.length) {
    const group = missing.find((t) => POPULATION_GROUPS.has(t));
    if (group) return unresolved(`no series is about "${group}" alone`);
    // a word the catalog gives a meaning of its own (a synonym entry: "mortgage", "housing", "market") names
    // a subject; a series that carries none of the question's subjects and won on its plain words answers
    // another question ("average mortgage rate" is not the unemployment rate, an annual average)
    const subjects = terms.filter((t) => catalog.expansions.has(t) && !STATISTIC_WORDS.has(t));
    if (subjects.length && subjects.every((t) => missing.includes(t))) return unresolved(`no series that fits is about "${subjects.join('", "')}"`);
    if (terms.length - missing.length < top.matched) return unresolved(`"${missing.join('", "')}" is in the name of no series that fits, and the other words only in descriptions`);
    const tied = candidates.filter((c) => c.matched === top.matched && c.nameHits === top.nameHits && c.row.is_headline === top.row.is_headline);
    if (tied.length > 1) {
      return unresolved(`"${missing.join('", "')}" is in the name of no series that fits, and ${tied.slice(0, 4).map((c) => c.row.code).join(", ")} match the rest equally`);
    }
    // a word that no series of the catalog holds anywhere, set before a word of the best series' name ("methane
    // concentration at Mauna Loa", "30y Treasury yield"), says which of its kind is asked, one the catalog lacks:
    // the best series would answer another question (Mauna Loa's CO2, the ten-year yield)
    const said = searchTerms(parsed.searchText);
    for (const t of parsed.shareAsked ? [] : missing) {
      const next = said[said.indexOf(t) + 1];
      if (next && namesSeries(next, bestNameWords, catalog.expansions) && (await searchSeries(db, catalog, t, { ...parsed, broad: null })).length === 0) {
        return unresolved(`"${t}" is in no series the catalog holds`);
      }
    }
  }
  // a ranking across regions, or across a measure's breakdowns by industry, is the whole answer
  if (parsed.perCapita && parsed.breakdownRank) return unresolved("a ranking of industries per person is not computed");
  // "the top 10 economies in 2000 vs 2023": each year ranked by itself, one after the other (not a change across them)
  const yearsRanked = parsed.ranking && !parsed.ranking.byChange ? twoYearsSetSideBySide(parsed) : null;
  const ranked = yearsRanked
    ? await rankedInEachYear(yearsRanked, (year) => rankRegions(deps, catalog, { ...parsed, window: yearWindow(year) }, parsed.ranking!, candidates, regionCodes, trace))
    : parsed.ranking
    ? await rankRegions(deps, catalog, parsed, parsed.ranking, candidates, regionCodes, trace)
    : parsed.breakdownRank
      ? await rankBreakdowns(deps, catalog, parsed, parsed.breakdownRank, candidates, regionCodes, trace)
      : null;
  if (typeof ranked === "string") return unresolved(ranked);
  if (ranked && "placeUnresolved" in ranked) return unresolved(ranked.placeUnresolved, "place");
  const rankedResult = (r: { computed: ComputedAnswer; indicators: string[]; region: string | null }): AskResult => ({
    question: asked.q,
    status: r.computed.status,
    answer: r.computed.answer,
    facts: r.computed.facts,
    citations: r.computed.citations,
    trace: [...trace, ...r.computed.steps],
    interpreted: { indicators: r.indicators, region: r.region, window: parsed.window?.text ?? null },
  });
  if (ranked && "notRankedAmongNamed" in ranked) parsed = { ...parsed, ranking: null, intent: "compare" };
  else if (ranked) return rankedResult(ranked);

  // among the best text matches, a series that has data where the question asks wins over one that does
  // not; and a match measuring the same thing (same category, subcategory and unit, in the same place) that
  // holds clearly more of the time asked wins over the best one (when no region is named: where each series
  // itself would answer, unnamedRegionOf): "sea level since 1993" is the satellite series that runs to
  // 2023, not the reconstruction that stops in 2013
  const mentioned = parsed.regions;
  const home = regionCodes.length ? undefined : homeOf(catalog, candidates);
  const unnamed = (c: Candidate) => unnamedRegionOf(catalog, c.row, home);
  const span = (c: Candidate, code: string) => catalog.coverage.get(c.row.code)?.get(code);
  const covers = (c: Candidate, code: string) => span(c, code) !== undefined;
  const regionOptions = (k: number) => [mentioned[k]!.code, ...mentioned[k]!.alternatives];
  const places = (c: Candidate): string[] =>
    regionCodes.length
      ? [regionCodes[0]!, ...(mentioned[0] ? regionOptions(0) : [])]
      : unnamed(c) !== undefined
        ? [unnamed(c)!]
        : [...(catalog.coverage.get(c.row.code)?.keys() ?? [])];
  const hasData = (c: Candidate) => places(c).some((r) => span(c, r) !== undefined);
  const timeAsked = spanAsked(parsed.window, today);
  // days of the time asked a series holds (its last period counted as a day)
  const heldOfTimeAsked = (c: Candidate) =>
    Math.max(
      0,
      ...places(c).map((r) => {
        const s = span(c, r);
        if (!s || !timeAsked) return 0;
        // to the end of its last period: 2025's annual value holds all of 2025, as December's monthly one ends it
        const lastEnd = periodEnd(s.last, (c.row.frequency ?? "daily") as Frequency);
        const from = s.first > timeAsked.start ? s.first : timeAsked.start;
        const to = lastEnd < timeAsked.end ? lastEnd : timeAsked.end;
        return to >= from ? daysBetween(from, to) + 1 : 0;
      }),
    );
  const best = candidates[0]!;
  const peers = candidates.filter((c) => c.matched === best.matched);
  // a series that lacks a word of the question the best one has in its name or source ("the CSIRO data") is
  // not asked, however more of the time or the record it holds
  const namedByBest = terms.filter((t) => nameWordsOf(best.row).has(stem(t)));
  const rivals = peers.filter((c) => namedByBest.every((t) => nameWordsOf(c.row).has(stem(t))) && c.sourceHits >= best.sourceHits);
  const sameMeasure = (c: Candidate) => measuresTheSame(c.row, best.row) && (regionCodes.length > 0 || unnamed(c) === unnamed(best));
  const bestHeld = timeAsked ? heldOfTimeAsked(best) : 0;
  // (with no place named, a sibling stored for another place stands in where the best holds none of the time:
  // "oil prices in 1986" are WTI's, Brent's daily prices starting in May 1987)
  const siblingInTime = (c: Candidate) =>
    regionCodes.length === 0 && bestHeld === 0 && c.row.subcategory === best.row.subcategory && c.row.unit === best.row.unit && /\breal\b/i.test(c.row.name) === /\breal\b/i.test(best.row.name);
  const inTime = timeAsked
    ? rivals
        .filter((c) => c !== best && (sameMeasure(c) || siblingInTime(c)))
        .map((c) => ({ c, held: heldOfTimeAsked(c) }))
        .filter(({ held }) => held > bestHeld * CLEARLY_MORE_OF_THE_TIME)
        .sort((a, b) => b.held - a.held)[0]?.c
    : undefined;
  // "when did oil go negative", "the lowest oil price ever", no place named: of the best matches measuring the
  // same (Brent and WTI), the first whose history reaches the level asked, or the one holding the record asked,
  // answers it, not the first by name (Brent never went below zero; WTI closed at -36.98). A series adjusted
  // another way is the same measure told differently, not a rival: its calendar swings are not the record asked.
  // Nor is one that matches the question less well ("payrolls": total nonfarm in its name, utilities only in its
  // description): it would win a record of its own.
  const level = parsed.lastTime && "cross" in parsed.lastTime && !parsed.lastTime.scale && ["first", "last"].includes(parsed.lastTime.which) ? parsed.lastTime : null;
  const record =
    (parsed.intent === "highest" || parsed.intent === "lowest") && !parsed.ranking && !parsed.breakdownRank && !parsed.bestPeriod && !parsed.recordAsked && !parsed.meanPerPeriod
      ? parsed.intent
      : null;
  const alike =
    (level || record) && regionCodes.length === 0
      ? rivals.filter(
          (c) =>
            c.row.subcategory === best.row.subcategory &&
            c.row.unit === best.row.unit &&
            c.row.seasonal_adjustment === best.row.seasonal_adjustment &&
            // (real and nominal are two measures: "the strongest GDP growth" is real's, as GDP growth is)
            /\breal\b/i.test(c.row.name) === /\breal\b/i.test(best.row.name) &&
            c.matched >= best.matched &&
            c.nameHits >= best.nameHits &&
            unnamed(c) !== undefined &&
            mayRead(access, { tier: c.row.access_tier, region: unnamed(c)! }),
        )
      : [];
  let holdsAsked: Candidate | undefined;
  if (alike.length > 1) {
    // their histories (over the time asked, for a record) in one statement
    const histories = await seriesPointsMany(
      db,
      alike.map((c) => ({ indicatorId: c.row.id, region: unnamed(c)! })),
      record && timeAsked ? timeAsked : {},
    );
    if (level) {
      const reaches = (v: number | null) => v !== null && isBeyond(level, level.threshold, v);
      holdsAsked = alike.find((_, k) => histories[k]!.some((p) => reaches(p.value)));
    } else {
      const sign = record === "highest" ? 1 : -1;
      const extremes = histories.map((h) => Math.max(...h.flatMap((p) => (p.value === null ? [] : [sign * p.value]))));
      const top = Math.max(...extremes);
      if (Number.isFinite(top)) holdsAsked = alike[extremes.indexOf(top)];
    }
  }
  // "how much did the Case-Shiller index fall from its 2006 peak", no adjustment asked: of one measure stored with
  // and without seasonal adjustment, the peak the question names is the high of the time asked that began the
  // deeper fall (the adjusted index's 2006 high, in March, was passed again in January 2007 after a dip of 1%; the
  // unadjusted one's, in July, began the fall to 2012)
  const askedPlaceOf = (c: Candidate) => regionCodes[0] ?? unnamed(c);
  // the same measure, in the same place, stored with another seasonal adjustment
  const otherAdjustment = (c: Candidate) =>
    c !== best &&
    c.row.seasonal_adjustment !== best.row.seasonal_adjustment &&
    c.row.subcategory === best.row.subcategory &&
    c.row.unit === best.row.unit &&
    c.row.frequency === best.row.frequency &&
    askedPlaceOf(c) !== undefined &&
    askedPlaceOf(c) === askedPlaceOf(best) &&
    covers(c, askedPlaceOf(c)!) &&
    mayRead(access, { tier: c.row.access_tier, region: askedPlaceOf(c)! });
  const adjustedOtherwise = parsed.peakFall && parsed.window && parsed.adjustment === null ? rivals.filter(otherAdjustment) : [];
  // "when did CO2 start rising", "has it peaked", no adjustment asked: the measure with its seasons taken out, where
  // it is stored so (a season's swing is no turn)
  const withoutSeasons =
    parsed.turnAsked && parsed.adjustment === null && best.row.seasonal_adjustment === "NSA" ? rivals.find((c) => otherAdjustment(c) && c.row.seasonal_adjustment === "SA") : undefined;
  let deeperFall: { c: Candidate; pct: number; bestPct: number } | undefined;
  if (adjustedOtherwise.length && covers(best, askedPlaceOf(best)!)) {
    const fallOf = async (c: Candidate) => {
      const region = askedPlaceOf(c)!;
      const fall = answerPeakFall({ series: toSeries(c.row), region: regionInfoOf(catalog, region), points: await valuesOf(db, c.row.id, region), window: parsed.window });
      const pct = fall.facts.find((f) => f.params.peak_fall === true)?.params.change_pct;
      return typeof pct === "number" ? pct : 0;
    };
    const bestPct = await fallOf(best);
    for (const c of adjustedOtherwise) {
      const pct = await fallOf(c);
      if (pct < (deeperFall?.pct ?? bestPct)) deeperFall = { c, pct, bestPct };
    }
  }
  // "how much did real GDP shrink in 2009": a move asked of one calendar year prefers the quarters, where a fall
  // within the year shows (2020's); when the measure's annual series moved that way by more, the year against the
  // year before is the bigger story (real GDP: -2.6% in 2009, where the quarters of 2009 fell at most 1.3% and
  // ended above 2008's last) and the annual series tells it
  const wayAsked = parsed.swing === "rise" || parsed.swing === "fall" ? parsed.swing : null;
  const yearAsked = parsed.window?.kind === "point" && parsed.window.granularity === "year" ? parsed.window : null;
  const annualKin =
    wayAsked && yearAsked && best.row.frequency !== "annual" && askedPlaceOf(best) !== undefined && covers(best, askedPlaceOf(best)!)
      ? rivals.find(
          (c) =>
            c.row.frequency === "annual" &&
            measureOf(c.row) === measureOf(best.row) &&
            askedPlaceOf(c) === askedPlaceOf(best) &&
            covers(c, askedPlaceOf(c)!) &&
            mayRead(access, { tier: c.row.access_tier, region: askedPlaceOf(c)! }),
        )
      : undefined;
  let yearsMove: { c: Candidate; pct: number; finePct: number } | undefined;
  if (annualKin) {
    // the largest move the way asked among a series' answer's changes (in percent), or 0
    const moveOf = async (c: Candidate) => {
      const region = askedPlaceOf(c)!;
      const told = answerSeries({ intent: "change", window: yearAsked, swing: wayAsked, series: toSeries(c.row), region: regionInfoOf(catalog, region), points: await valuesOf(db, c.row.id, region) });
      const pcts = told.facts.flatMap((f) => (f.kind === "change" && typeof f.params.change_pct === "number" ? [f.params.change_pct] : []));
      return Math.max(0, ...pcts.map((pct) => (wayAsked === "fall" ? -pct : pct)));
    };
    const [pct, finePct] = [await moveOf(annualKin), await moveOf(best)];
    if (pct > finePct) yearsMove = { c: annualKin, pct, finePct };
  }
  // "how much did the US economy grow in 2024": a year's change of an annual level whose series does not hold the
  // year yet is the annual growth rate's value for it, where that series holds it (both are the year's mean against
  // the year before's); the quarters would tell another measure, the fourth quarter against the last one's
  const yearsGrowth =
    parsed.intent === "change" && yearAsked && !wayAsked && best.row.frequency === "annual" && !measuresGrowth(best.row) && bestHeld === 0
      ? rivals.find((c) => c.row.frequency === "annual" && measuresGrowth(c.row) && c.row.subcategory === best.row.subcategory && heldOfTimeAsked(c) > 0)
      : undefined;
  // "the annual real GDP growth rate for each year from 2015 through 2024": the years' growth listed from the growth
  // rate's own series where it holds more of the span than the level does (the level's changes end a year sooner)
  // ("quarterly real GDP growth from Q1 2024 to Q1 2025": the quarters' growth, likewise)
  const listedPeriods = parsed.listAsked && "per" in parsed.listAsked && FREQUENCY_OF_UNIT[parsed.listAsked.per] === best.row.frequency ? parsed.listAsked : null;
  const periodsGrowthListed =
    listedPeriods && (parsed.growthIsValue || listedPeriods.changes) && !measuresGrowth(best.row)
      ? rivals.find((c) => c.row.frequency === best.row.frequency && measuresGrowth(c.row) && c.row.subcategory === best.row.subcategory && heldOfTimeAsked(c) > bestHeld)
      : undefined;
  const atOtherLevel = (c: Candidate) => regionCodes.length > 0 && otherLevel(catalog, c.row.code, regionCodes[0]!) !== null;
  // a series that holds the place goes before the best match only when its name carries the question's words as
  // well: one matching them in its description answers another question ("the Argentine peso" is not Argentina's GDP)
  // (a frequency the question says, "annual population growth in Nigeria", tells how often, not what is measured: a
  // best match whose name holds it alone is no better named for it)
  const frequencyNamed = (c: Candidate) => (parsed.searchText.match(FREQUENCY_WORD) ?? []).filter((w) => c.row.name.toLowerCase().includes(w)).length;
  const namedAsWell = (holds: (c: Candidate) => boolean) => (c: Candidate) => holds(c) && c.nameHits - frequencyNamed(c) >= best.nameHits - frequencyNamed(best);
  // several places named (a comparison): a series that holds every one of them
  const coversAll = regionCodes.length > 1 && !regionCodes.every((code) => covers(best, code)) ? peers.find((c) => regionCodes.every((code) => covers(c, code))) : undefined;
  // a series not stored for the place asked that this server loads on demand for it (a state's unemployment
  // rate from FRED) goes before one that holds the place's country or county
  const askedPlace = regionCodes.length ? onDemandRegionOf(catalog, regionCodes[0]!) : undefined;
  const loadable = (c: Candidate) => askedPlace !== undefined && (deps.onDemand?.publishes(c.row, askedPlace) ?? false);
  // one this server would load on demand had it been set up for its source: named when nothing answers
  const unreachable = () => (askedPlace && deps.onDemand ? peers.find((c) => c.row.upstream && !hasData(c) && !deps.onDemand!.reaches(c.row.upstream) && deps.onDemand!.declares(c.row, askedPlace)) : undefined);
  // "historical inflation", "inflation over time", "inflation by decade", "the average inflation rate", "inflation
  // since its 2022 peak": a rate's story (its history's mean, a year's extreme) is told by its change from the year
  // before (a rival named as well, with values for the place), not by each month's own change, unless that is asked
  const fromPreviousMonth = /\bfrom previous month\b/i.test(best.row.unit ?? "");
  const yearsStory =
    (parsed.overview || (parsed.listAsked !== null && "decades" in parsed.listAsked) || parsed.averageUntimed === "average" || parsed.sinceExtreme) && fromPreviousMonth && !MONTH_ON_MONTH.test(parsed.question)
      ? rivals.find((c) => c !== best && c.row.subcategory === best.row.subcategory && /\bfrom previous year\b/i.test(c.row.unit ?? "") && hasData(c))
      : undefined;
  // none holds the place asked: the no-data answer names a series held for places of its kind (GDP by country for
  // Taiwan, the two counties' weather for Chicago), not the best text match that holds another kind only (US GDP,
  // the world's temperature); one place of the kind is a series of that place alone
  const askedKind = regionCodes.length === 1 ? catalog.byCode.get(regionCodes[0]!)?.type : undefined;
  const holdsItsKind = (c: Candidate) => [...(catalog.coverage.get(c.row.code)?.keys() ?? [])].filter((code) => catalog.byCode.get(code)?.type === askedKind).length >= 2;
  const heldForItsKind = askedKind && !peers.some(hasData) && !holdsItsKind(best) ? peers.find(holdsItsKind) : undefined;
  // "us gdp ranking": a place's rank is read on a series held for places of its kind (GDP by country), where one
  // named as well holds the place, not on its own country's series (US GDP, quarterly)
  const rankedAmongItsKind = parsed.placeRankAsked && askedKind && !holdsItsKind(best) ? peers.find((c) => holdsItsKind(c) && namedAsWell(hasData)(c)) : undefined;
  // "uk cpi": no series named as well holds the place, and one of the same category that the words find in part
  // does (consumer price inflation by country): it answers, and the answer says first what it stands in for
  // (not for a series loaded on demand place by place: "us unemployment rate by state" asks for the states)
  const nearestMeasureHeld =
    regionCodes.length === 1 && !best.row.upstream && !peers.some(namedAsWell(hasData)) && !peers.some(loadable)
      ? peers.find((c) => c.nameHits > 0 && c.row.category === best.row.category && hasData(c))
      : undefined;
  const chosen =
    deeperFall?.c ??
    withoutSeasons ??
    yearsMove?.c ??
    yearsGrowth ??
    periodsGrowthListed ??
    yearsStory ??
    rankedAmongItsKind ??
    (holdsAsked !== best ? holdsAsked : undefined) ??
    inTime ??
    coversAll ??
    (regionCodes.length ? (peers.find(namedAsWell(hasData)) ?? peers.find(loadable) ?? peers.find(atOtherLevel)) : undefined) ??
    nearestMeasureHeld ??
    heldForItsKind ??
    best;
  const why =
    chosen === best
      ? "best match"
      : chosen === deeperFall?.c
        ? `is ${best.row.code} stored with another seasonal adjustment, whose high of "${parsed.window!.text}" began the deeper fall (${deeperFall.pct.toFixed(1)}% against ${deeperFall.bestPct.toFixed(1)}%)`
        : chosen === withoutSeasons
          ? `is ${best.row.code} with its seasons taken out: a season's swing is no turn`
        : chosen === yearsMove?.c
          ? `is ${best.row.code} by the year, whose ${wayAsked} over "${yearAsked!.text}" against the year before was the larger (${yearsMove.pct.toFixed(1)}% against at most ${yearsMove.finePct.toFixed(1)}% within the year)`
        : chosen === yearsStory
          ? `measures the change from the year before, which tells the story asked (best text match ${best.row.code} is each month's own change)`
        : chosen === yearsGrowth
          ? `is the growth of ${best.row.code} from the year before, which holds the year asked (${best.row.code} does not yet)`
        : chosen === periodsGrowthListed
          ? `is the growth of ${best.row.code} from the period before, which holds more of the periods asked`
        : chosen === rankedAmongItsKind
          ? `is held for places of the kind asked, so the place ranks among them (best text match ${best.row.code} holds too few of that kind)`
      : chosen === holdsAsked
        ? level
          ? `measures the same and its history reaches the level asked (best text match ${best.row.code} never did)`
          : `measures the same and holds the ${record} value asked (best text match ${best.row.code} does not)`
        : chosen === inTime
        ? `measures the same and holds more of the time asked (best text match ${best.row.code} ${bestHeld > 0 ? "holds less of it" : "holds none of it"})`
        : chosen === coversAll
          ? `has data for every region asked (best text match ${best.row.code} does not)`
          : !hasData(chosen) && loadable(chosen)
            ? `is loaded on demand for the region asked (best text match ${best.row.code} has no data there)`
          : chosen === nearestMeasureHeld
            ? `is the nearest measure held for the region asked, in the same category (best text match ${best.row.code} has no data there)`
          : chosen === heldForItsKind
            ? `is held for places of the kind asked, though not for this one (best text match ${best.row.code} holds none of that kind)`
            : `has data for the region asked (best text match ${best.row.code} does not)`;
  const indicator = chosen.row;
  // (the growth rate's value is the change asked)
  if (chosen === yearsGrowth) parsed = { ...parsed, growthIsValue: true };
  // (its values are the years' growth, listed as they are)
  if (chosen === periodsGrowthListed && listedPeriods) parsed = { ...parsed, listAsked: { per: listedPeriods.per, plural: listedPeriods.plural } };
  // "how much did prices rise in Britain in 2022", of a rate of change from the year before (no price index held
  // there): the rate that year is how much they rose, not the rate's own change from the year before
  if (parsed.intent === "change" && !parsed.growthIsValue && /\bfrom previous year\b/i.test(indicator.unit ?? "") && parsed.window?.kind === "point" && parsed.window.granularity === "year" && PRICES_ROSE.test(parsed.question)) {
    parsed = { ...parsed, intent: "value_at" };
    trace.push({ step: "intent", detail: `value_at: ${indicator.code} is a rate of change from the year before, so its value for the year is how much prices rose` });
  }
  trace.push({
    step: "choose_series",
    detail: `${indicator.code}: ${why}` + (chosen.replaces ? `; it replaces ${chosen.replaces}, which is retired and no longer updated` : ""),
  });
  // the parts of the chosen series' breakdown, summed (the part asked told by its share)
  const answerBreakdownSummed = async (shareOf: string | null): Promise<AskResult | null> => {
    const breakdown = await partsOfBreakdown(deps, catalog, indicator, regionCodes[0] ?? unnamedRegionOf(catalog, indicator, homeOf(catalog, candidates)));
    if (!breakdown) return null;
    trace.push({ step: "parts_summed", detail: `${breakdown.parts.map((p) => p.series.code).join(" + ")}: the parts of ${breakdown.measure}, which has no total series` });
    const computed = answerPartsSummed({ ...breakdown, window: parsed.window, asked: shareOf });
    trace.push(...computed.steps);
    const { status, answer, facts, citations } = computed;
    return { question: asked.q, status, answer, facts, citations, trace, interpreted: { indicators: breakdown.parts.map((p) => p.series.code), region: breakdown.parts[0]!.region.code, window: parsed.window?.text ?? null } };
  };
  if (parsed.shareAsked && !parsed.ratioAsked && !parsed.combined && !isPercentRate(indicator.unit)) {
    // "what percentage of jobs are in manufacturing": a part of a breakdown over its whole, the family's total
    const whole = await wholeOfBreakdown(deps, catalog, indicator, regionCodes[0] ?? unnamedRegionOf(catalog, indicator, homeOf(catalog, candidates)));
    if (whole) {
      trace.push({ step: "share_of_whole", detail: `${indicator.code} over ${whole.series.code}: a part of the breakdown over the whole` });
      const computed = answerShareOfWhole({ part: whole.part, whole, window: parsed.window });
      trace.push(...computed.steps);
      const { status, answer, facts, citations } = computed;
      return { question: asked.q, status, answer, facts, citations, trace, interpreted: { indicators: [indicator.code, whole.series.code], region: whole.region.code, window: parsed.window?.text ?? null } };
    }
    const summed = await answerBreakdownSummed(indicator.code);
    if (summed) return summed;
    return unresolved(`the question asks a share, and ${indicator.code} is counted in ${indicator.unit ?? "no unit"}, not in percent`);
  }
  // "total electricity generation in Iowa in 2017": no part named, and the parts of a breakdown with no total of its
  // own match alike; their sum is the value asked, not one part's
  const family = familyOf(indicator);
  const tiedParts = family ? candidates.filter((c) => c.matched === chosen.matched && c.nameHits === chosen.nameHits && familyOf(c.row)?.measure === family.measure) : [];
  if (tiedParts.length >= 2 && !parsed.ranking && !parsed.perCapita && (parsed.intent === "latest" || parsed.intent === "value_at") && (parsed.window === null || parsed.window.kind === "point")) {
    const summed = await answerBreakdownSummed(null);
    if (summed) return summed;
  }
  // "Americans aged 65 and over": no series counts people by age, and a count of everyone is no answer to it
  if (parsed.agesAsked && !/\bage/i.test(indicator.name)) {
    return unresolved(`the question asks about people of some ages, and ${indicator.code} is not broken down by age`);
  }
  // the series is chosen from the question alone; a reader who may not read it is refused, as on the data routes
  requireReadable(access, { tier: indicator.access_tier });
  // "the highest annual home price growth", "the lowest yearly S&P 500 growth": growth asked of a level that no
  // growth rate is stored for is its largest move over a period of the length said (a year when none is)
  if ((parsed.intent === "highest" || parsed.intent === "lowest") && parsed.growthIsValue && !parsed.bestPeriod && !parsed.ranking && !measuresGrowth(indicator) && !isPercentRate(indicator.unit)) {
    const unit = (parsed.growthFrequency && PERIOD_OF_FREQUENCY[parsed.growthFrequency]) || "year";
    trace.push({ step: "intent", detail: `the ${parsed.intent} growth of ${indicator.code}, a level: its largest ${parsed.intent === "highest" ? "rise" : "fall"} over a ${unit}` });
    parsed = { ...parsed, bestPeriod: { best: parsed.intent === "highest", unit, move: parsed.intent === "highest" ? "rise" : "fall" } };
  }
  // "the highest life expectancy in 2005", no place named, of one period of a series held for many countries: the
  // countries ranked at that period (one place's one value is no highest); not inflation, whose highest in a year
  // is told by the home place's months (asInflationIsTold)
  const coarserThanAYear = indicator.frequency === "quinquennial" || indicator.frequency === "decennial";
  const onePeriodHeld =
    onePeriodExtreme(parsed, indicator) || ((parsed.intent === "highest" || parsed.intent === "lowest") && parsed.window?.kind === "point" && parsed.window.granularity === "year" && coarserThanAYear);
  if (onePeriodHeld && regionCodes.length === 0 && !parsed.ranking && indicator.subcategory !== "inflation") {
    const countries = [...(catalog.coverage.get(indicator.code)?.keys() ?? [])].filter((code) => catalog.byCode.get(code)?.type === "country").length;
    if (countries >= MANY_COUNTRIES) {
      trace.push({ step: "intent", detail: `rank: the ${parsed.intent} of one ${indicator.frequency} period of ${indicator.code}, held for ${countries} countries, is the country ranked ${parsed.intent === "highest" ? "first" : "last"} then` });
      const byCountry = await rankRegions(deps, catalog, parsed, { direction: parsed.intent === "highest" ? "highest" : "lowest", regionType: "country", count: 1 }, [chosen], regionCodes, trace);
      if (typeof byCountry === "object" && "computed" in byCountry && byCountry.computed.status === "answered") return rankedResult(byCountry);
    }
  }
  const intent = intentFor(parsed, indicator);
  if (intent === "mean") trace.push({ step: "intent", detail: `mean: "average" asks the mean of the window's values` });
  else if (onePeriodExtreme(parsed, indicator)) trace.push({ step: "intent", detail: `value_at: the ${parsed.intent} of one ${indicator.frequency} period of ${indicator.code} is its value` });
  else if (intent !== parsed.intent) trace.push({ step: "intent", detail: `${intent}: ${indicator.code} is itself a growth rate, so "growth" asks its value` });

  // settle each mentioned region: an alternative the series covers beats one it does not; then a place
  // at another level that holds the data: the one region under it the series covers (New York state →
  // New York County for the daily weather), else the nearest region above it that the series covers
  const settle = (code: string, k: number | null): string => {
    if (covers(chosen, code)) return code;
    const alternative = k === null ? undefined : regionOptions(k).find((r) => covers(chosen, r));
    if (alternative) return alternative;
    const level = otherLevel(catalog, chosen.row.code, code);
    if (!level) return code;
    trace.push({
      step: "region_level",
      detail: `${indicator.code} has no data for ${code}; using ${level.code} (${catalog.byCode.get(level.code)?.name ?? level.code}), ${level.why}`,
    });
    return level.code;
  };
  let regions = regionCodes.map((code, k) => settle(code, input.region ? (k === 0 ? null : k - 1) : k));
  if (regions.length === 0) {
    // a series of many places and no default one (county unemployment) needs the place asked
    const fallback = unnamedRegionOf(catalog, indicator, home);
    if (!fallback) return unresolved(`${indicator.code} needs a region and the question names none`);
    regions = [fallback];
    trace.push({ step: "region", detail: `no region named; using ${fallback}, ${fallback === indicator.default_region ? "the series' default" : "the default of the best matches' series kept most current"}` });
  } else {
    trace.push({ step: "region", detail: `region ${regions.join(", ")}` });
  }
  regions = [...new Set(regions)];
  for (const code of regions) requireReadable(access, { tier: indicator.access_tier, region: code });
  const series = toSeries(indicator);
  const regionInfo = (code: string) => regionInfoOf(catalog, code);
  // every place asked, with the series' whole history in it (comparisons between places)
  const valuesPerRegion = () => Promise.all(regions.map(async (code) => ({ region: regionInfo(code), points: await valuesOf(db, indicator.id, code) })));

  // not stored here yet but loaded on demand: start (or join) the loading; the answer says it is on its way
  const place = regions.length === 1 && !covers(chosen, regions[0]!) ? onDemandRegionOf(catalog, regions[0]!) : undefined;
  if (place && deps.onDemand) {
    const loading = await deps.onDemand.load(indicator, place);
    trace.push({ step: "on_demand", detail: `${indicator.code} in ${place.code}: ${loading.state}${"reason" in loading ? ` (${loading.reason})` : ""}` });
    const waiting = onDemandAnswer(loading, indicator, regionInfo(place.code));
    if (waiting) return { question: asked.q, ...waiting, trace, interpreted: { indicators: [indicator.code], region: place.code, window: parsed.window?.text ?? null } };
  }

  let computed: ComputedAnswer;
  // one place the series holds nothing for ("which month is hottest in Chicago" of Seattle's and New York's weather):
  // that, and where it is held, whatever was asked of it there
  // (a value per person says first why the series has none, whatever the place)
  const heldElsewhere = regions.length === 1 && !perPersonAsked(parsed, indicator) ? storedElsewhere(catalog, access, indicator, regions[0]!) : undefined;
  // "the last 5 values of …", "annual averages of … 2015-2020": a list, when it fits the series (else the question's other reading)
  // "job growth by year" of a level (not a growth rate's series): each year's change
  // "month over month inflation last 3 months": of a series that is itself a change by the month or quarter, its periods
  // (inflation over a year, "cpi inflation over the last 12 months", is the price index's change over it unless the
  // words ask the months' own changes)
  const overAYearOfInflation = parsed.window?.kind === "relative" && isOneYear(parsed.window.relative) && indicator.subcategory === "inflation" && !MONTH_ON_MONTH.test(parsed.question);
  const periodsOfAChange =
    !parsed.listAsked && parsed.shortSpanAsAPeriod && !overAYearOfInflation && isItselfAChange(indicator) && (indicator.frequency === "monthly" || indicator.frequency === "quarterly")
      ? { per: PERIOD_OF_FREQUENCY[indicator.frequency]!, plural: true }
      : null;
  if (periodsOfAChange) trace.push({ step: "intent", detail: `${indicator.code} is itself a change: over a short span with no word of change, its ${indicator.frequency} values are listed` });
  // "median GDP growth in Japan since 1990" of a level no growth rate is stored for: the middle one of its changes by
  // the period of the growth asked (a year when none is), as "the median annual change" asks
  const medianGrowthOfLevel =
    !parsed.listAsked && parsed.median && parsed.growthIsValue && regions.length === 1 && !measuresGrowth(indicator) && !isPercentRate(indicator.unit)
      ? { per: (parsed.growthFrequency && PERIOD_OF_FREQUENCY[parsed.growthFrequency]) || "year", plural: true, changes: true as const, median: true as const }
      : null;
  if (medianGrowthOfLevel) trace.push({ step: "intent", detail: `median growth of ${indicator.code}, a level: the median of its changes by the ${medianGrowthOfLevel.per}` });
  const listAsked =
    parsed.listAsked && "per" in parsed.listAsked && parsed.growthIsValue && !measuresGrowth(indicator) && !parsed.meanAsked
      ? { ...parsed.listAsked, changes: true as const }
      : (parsed.listAsked ?? periodsOfAChange ?? medianGrowthOfLevel);
  const listed =
    listAsked && regions.length === 1
      ? answerList({ series, region: regionInfo(regions[0]!), points: await valuesOf(db, indicator.id, regions[0]!), window: parsed.window, list: listAsked })
      : null;
  // "convert 100 dollars to yen", "100 euros to yen": a rate per dollar for each currency other than the dollar
  const conversion = parsed.conversion;
  const converting = conversion && /\bper US dollar\b/i.test(indicator.unit ?? "") && regions.length === [conversion.from, conversion.to].filter((s) => s === "place").length;
  // places compared over a span ("compare Germany and France GDP since 2010"): how each level moved across it, or
  // each rate's mean over it, not the last values
  const comparedOverSpan = intent === "compare" && spansTime(parsed.window) && !parsed.meanAsked && !parsed.median;
  // a rate per dollar asked in another currency ("the euro in yen"): the place of that currency, where the series holds it
  const currencyPlace = parsed.currencyAsked ? currencyPlaceOf(parsed.currencyAsked) : undefined;
  const crossCurrency =
    regions.length === 1 && currencyPlace && currencyPlace !== regions[0] && /\bper US dollar\b/i.test(indicator.unit ?? "") && covers(chosen, currencyPlace) && mayRead(access, { tier: indicator.access_tier, region: currencyPlace })
      ? currencyPlace
      : undefined;
  if (heldElsewhere) {
    computed = answerNotStored(series, regionInfo(regions[0]!), heldElsewhere);
  } else if (parsed.signalsAsked && regions.length === 1) {
    // "any unusual movements in oil prices", "trend breaks in oil in 2008": the signals the materialization job
    // detected on the series, which are premium (as on /v1/signals and in insights)
    if (!mayRead(access, SIGNALS_TARGET)) return unresolved(SIGNALS_REFUSED, "premium");
    const span = signalSpan(parsed.window, today);
    if (span === undefined) return unresolved(NO_SIGNAL_DATES(parsed.window), "date");
    const region = regionInfo(regions[0]!);
    const { type, strongOnly } = parsed.signalsAsked;
    const minStrength = strongOnly ? "strong" : "neutral";
    const intervals = await listSignalIntervals(db, {
      indicatorIds: [indicator.id],
      regionCodes: [region.code],
      type: type ?? undefined,
      minStrength,
      active: null,
      ...(span ? { from: span.from, to: span.to } : {}),
      limit: SERIES_SIGNALS_LIMIT,
    });
    trace.push({ step: "signals", detail: `${intervals.length} signal intervals of ${indicator.code} in ${region.code} at ${minStrength} or stronger${type ? ` of type ${type}` : ""}${span ? ` open at some time${span.from ? ` from ${span.from}` : ""}${span.to ? ` to ${span.to}` : ""}` : ""}` });
    const signals = intervals.map(askSignalOf);
    computed = answerSignals({ series, region, points: await valuesOf(db, indicator.id, region.code), signals, type, minStrength, span, limit: SERIES_SIGNALS_LIMIT });
  } else if (converting) {
    const [first, second] = await valuesPerRegion();
    computed = answerConversion({ series, window: parsed.window, amount: conversion.amount, from: conversion.from === "place" ? first! : null, to: conversion.to === "place" ? (second ?? first!) : null });
  } else if (parsed.realRate) {
    // "the real yield": the rate less consumer prices' rise over the twelve months to the same month
    if (!isPercentRate(indicator.unit)) return unresolved(`a real rate is a rate in percent less inflation, and ${indicator.code} is counted in ${indicator.unit ?? "no unit"}`);
    const region = regionInfo(regions[0]!);
    const index = await freshestPriceIndex(db, catalog, access, region, "");
    if (!index) return unresolved(`no monthly consumer price index of ${region.name} to take inflation from`);
    trace.push({ step: "real_rate", detail: `${indicator.code} less the 12-month change of ${index.row.code}` });
    computed = answerRealRate({
      window: parsed.window,
      rate: { series, region, points: await valuesOf(db, indicator.id, region.code) },
      index: { series: toSeries(index.row), region, points: await valuesOf(db, index.row.id, region.code) },
      extreme: parsed.intent === "highest" || parsed.intent === "lowest" ? parsed.intent : undefined,
    });
  } else if (parsed.recordsCounted && regions.length === 1) {
    computed = answerRecordsCounted({ series, region: regionInfo(regions[0]!), points: await valuesOf(db, indicator.id, regions[0]!), window: parsed.window, which: parsed.recordsCounted });
  } else if (parsed.recession) {
    // read from a growth rate of output only: spells of it below zero
    if (!measuresGrowth(indicator) || !/\bgdp\b/i.test(indicator.name)) return unresolved(`a recession is read from GDP growth, and ${indicator.code} is not GDP growth`);
    // ("is the US in a recession right now": whether the newest period is in a spell, said first)
    computed = answerRecessions({
      series,
      region: regionInfo(regions[0]!),
      points: await valuesOf(db, indicator.id, regions[0]!),
      window: parsed.window,
      nowAsked: parsed.recessionNow,
      lengthAsked: parsed.recessionLength,
      ...(regions[0] === "US" ? { nberRecessions: NBER_RECESSIONS } : {}),
    });
  } else if (parsed.seasonality) {
    // "which month is gold usually strongest", "is there seasonality in natural gas prices": the calendar's pattern
    const region = regionInfo(regions[0]!);
    computed = answerSeasonality({ series, region, points: await valuesOf(db, indicator.id, region.code), window: parsed.window, ...parsed.seasonality, seasonallyAdjusted: isSeasonallyAdjusted(indicator) });
  } else if (parsed.volatility) {
    // "how volatile is gold", "which was more volatile, oil in the US or in Europe": each place's spread of changes
    const of = parsed.spreadOfValues ? "values" : "changes";
    // "how volatile was oil in 2020 compared to 2019": each year's spread, then which moved more
    const years = regions.length === 1 ? twoYearsSetSideBySide(parsed) : null;
    const measured = years
      ? years.map((year) => ({ code: regions[0]!, window: { text: `in ${year}`, kind: "range", start: `${year}-01-01`, end: `${year}-12-31` } as AskWindow }))
      : regions.map((code) => ({ code, window: parsed.window }));
    const points = new Map(await Promise.all([...new Set(measured.map((m) => m.code))].map(async (code) => [code, await valuesOf(db, indicator.id, code)] as const)));
    const each = measured.map((m) => answerVolatility({ series, region: regionInfo(m.code), points: points.get(m.code)!, window: m.window, of }));
    const answered = each.filter((a) => a.status === "answered");
    const spreads = years && answered.length === 2 ? each.map((a) => a.facts[0]!.params.stdev as number) : null;
    const which = spreads && formatNumber(spreads[0]!) !== formatNumber(spreads[1]!) ? (spreads[1]! > spreads[0]! ? [1, 0] : [0, 1]) : null;
    const verdict = which ? [`It was more volatile in ${years![which[0]!]} than in ${years![which[1]!]}.`] : [];
    computed =
      answered.length === 0
        ? each[0]!
        : { status: "answered", answer: [...answered.map((a) => a.answer), ...verdict].join(" "), facts: answered.flatMap((a) => a.facts), citations: answered.flatMap((a) => a.citations), steps: answered.flatMap((a) => a.steps) };
  } else if (perPersonAsked(parsed, indicator)) {
    // "GDP per capita of Germany": the value over the population, at one period; "how has US GDP per capita
    // changed since 2000": at the span's two ends, of one place
    // ("GDP per capita in the US over time", "how has it changed", no span said: over every year both hold)
    const wholeHistory = regions.length === 1 && !parsed.window && (parsed.overview || intent === "change");
    const spanned = (intent === "change" && regions.length === 1 && spansTime(parsed.window)) || wholeHistory;
    if (!(spanned || intent === "latest" || intent === "value_at" || intent === "compare")) return unresolved("a value per person is computed at one period (the latest, or a year asked), or as its change over a span of one place");
    if (!sharedPerPerson(indicator.unit)) return unresolved(NO_PER_PERSON(indicator));
    const population = await populationSeries(db, catalog, access, regions);
    if (!population) return unresolved(`no population series covers ${regions.map((code) => regionInfo(code).name).join(", ")} to divide ${indicator.code} by`);
    trace.push({ step: "per_capita", detail: `${indicator.code} divided by ${population.code}` });
    const perRegion = await Promise.all(
      regions.map(async (code) => ({ region: regionInfo(code), points: await valuesOf(db, indicator.id, code), population: await valuesOf(db, population.id, code) })),
    );
    const sharedFrom = (held: (typeof perRegion)[number]) => {
      const people = new Set(held.population.map((p) => p.date));
      return held.points.find((p) => people.has(p.date))?.date;
    };
    const firstShared = wholeHistory ? sharedFrom(perRegion[0]!) : undefined;
    const window: AskWindow | null = wholeHistory ? (firstShared ? { text: "over the years stored", kind: "since", start: firstShared } : null) : parsed.window;
    computed = spanned && window
      ? answerPerCapitaChange({ series, populationSeries: toSeries(population), window, ...perRegion[0]! })
      : answerPerCapita({ series, population: toSeries(population), window: parsed.window, perRegion });
  } else if (parsed.combined && !input.region && regions.length === parsed.regions.length && (intent === "compare" || intent === "latest" || intent === "value_at")) {
    // "US population vs Indonesia and Pakistan combined": a side of several places is their sum
    if (isPercentRate(indicator.unit)) return unresolved(`${indicator.code} is a rate in percent: places' rates do not add up`);
    const perRegion = await valuesPerRegion();
    const cut = parsed.combined.firstCount;
    computed = answerCombined({ series, window: parsed.window, groups: [perRegion.slice(0, cut), perRegion.slice(cut)] });
  } else if (regions.length >= 2 && (parsed.growthIsValue || intent === "change" || comparedOverSpan) && !measuresGrowth(indicator) && growthComparable(indicator.unit) && !(regions.length === 2 && parsed.ratioAsked)) {
    // "compare GDP growth of India and China", "how did the population of India and China change since 2000":
    // the growth of a level, each region's over the same span
    const perRegion = await valuesPerRegion();
    computed = answerCompareGrowth({ series, window: parsed.window ?? OVER_THE_LAST_YEAR, perRegion, across: parsed.median ? "median" : parsed.meanAsked ? "mean" : undefined });
    const note = computed.status === "answered" ? currentDollarGrowthNote(parsed, indicator, "all of these places") : null;
    if (note) computed = { ...computed, answer: `${computed.answer} ${note}` };
  } else if (regions.length >= 2 && intent === "change" && parsed.window && !growthComparable(indicator.unit) && !(regions.length === 2 && parsed.ratioAsked)) {
    // "compare inflation in the US and the UK between 2020 and 2023": each rate's difference over the span
    computed = answerCompareGrowth({ series, window: parsed.window, perRegion: await valuesPerRegion() });
  } else if (regions.length === 2 && /\bper US dollar\b/i.test(indicator.unit ?? "") && (intent === "latest" || intent === "value_at" || intent === "compare")) {
    // two currencies' rates per dollar: each in the other, not the gap between two counts of different units
    const [first, second] = await valuesPerRegion();
    computed = answerCrossRate({ series, window: parsed.window, first: first!, second: second! });
  } else if (crossCurrency && (intent === "latest" || intent === "value_at" || intent === "compare")) {
    // "the euro in yen": one currency's rate per dollar told in another's, as two currencies named are
    // (told as "how many yen is one euro" is: one unit of the second in the first)
    const [asked] = await valuesPerRegion();
    computed = answerCrossRate({ series, window: parsed.window, first: { region: regionInfo(crossCurrency), points: await valuesOf(db, indicator.id, crossCurrency) }, second: asked! });
  } else if (regions.length === 2 && parsed.ratioAsked) {
    if (isPercentRate(indicator.unit)) return unresolved(`${indicator.code} is a rate in percent: one place's rate is no share of another's`);
    const [first, second] = await valuesPerRegion();
    // a share is of the place written after "share of" ("what percent of US GDP was China's"), else of the
    // wider place ("the US's share of the world"); "times" keeps the order asked
    const wider = (r: AskRegionInfo) => REGION_BREADTH[r.type] ?? 0;
    const ofFirst = parsed.ratioAsked === "share" && (parsed.shareOf ? parsed.shareOf === first!.region.code : wider(first!.region) > wider(second!.region));
    const [numerator, denominator] = ofFirst ? [second!, first!] : [first!, second!];
    computed = answerRatio({ series, window: parsed.window, as: parsed.ratioAsked, numerator, denominator });
  } else if (regions.length === 2 && parsed.overtake) {
    const [first, second] = await valuesPerRegion();
    computed = answerOvertake({ series, window: parsed.window, first: first!, second: second! });
  } else if (regions.length >= 2 && (intent === "compare" || intent === "latest" || intent === "value_at" || (intent === "mean" && (parsed.intent === "compare" || parsed.intent === "change")))) {
    // (places asked the average over a span, "average inflation in China vs India from 2010 to 2020": each one's mean)
    const perRegion = await valuesPerRegion();
    // (daily weather compared with no time said, "does it rain more in Seattle or New York", "is Seattle hotter":
    // rain by its total over the latest whole year every place holds, the rest by their means over the days all
    // hold, not on one day)
    const climate = !parsed.window && indicator.category === "weather" && indicator.frequency === "daily";
    const window = climate && indicator.aggregation === "sum" && !parsed.meanAsked ? latestWholeYearOfAll(perRegion.map((r) => r.points)) : parsed.window;
    // (a rate compared over a span, "compare inflation in Germany and France since 2010", by its mean over it)
    const mean = parsed.meanAsked || parsed.median || comparedOverSpan || (climate && window === null);
    computed = answerCompare({ series, window, perRegion, mean, median: parsed.median, acrossPlaces: parsed.acrossPlaces });
  } else if (listed) {
    computed = listAsked && "per" in listAsked && listAsked.per === "year" ? await withYearsPastYearlyRate(deps, catalog, parsed, indicator, regionInfo(regions[0]!), listed) : listed;
  } else if (parsed.meanChange) {
    // "the average monthly change": of a series that is itself a change, the mean of its values
    if (isItselfAChange(indicator)) {
      trace.push({ step: "intent", detail: `mean: ${indicator.code} is itself a change, so its average change is the mean of its values` });
      computed = await answerOneSeries(db, access, catalog, { ...parsed, intent: "value_at", meanAsked: true }, indicator, regions[0]!, trace);
    } else {
      computed = answerMeanChange({ series, region: regionInfo(regions[0]!), points: await valuesOf(db, indicator.id, regions[0]!), window: parsed.window, unit: parsed.meanChange });
    }
  } else if (parsed.sinceExtreme) {
    // "since the 2020 low": the change from that year's lowest value (highest) to the latest
    // ("since its peak before March 2020": the extreme of every period before then)
    const { year, which, before } = parsed.sinceExtreme;
    const points = await valuesOf(db, indicator.id, regions[0]!);
    const extremeOf = (among: AskPoint[], w: "lowest" | "highest") =>
      among.length ? among.reduce((e, p) => ((w === "lowest" ? p.value < e.value : p.value > e.value) ? p : e)) : undefined;
    const extremeIn = (y: number, w: "lowest" | "highest") => extremeOf(points.filter((p) => p.date.startsWith(`${y}-`)), w);
    const from = before ? extremeOf(points.filter((p) => p.date < before), which) : extremeIn(year, which);
    // "from its 2020 low to its 2022 high": to that year's extreme; "from its 2006 peak to 2024": to the end
    // asked, when it is after that year
    const toExtreme = parsed.sinceExtreme.to ? extremeIn(parsed.sinceExtreme.to.year, parsed.sinceExtreme.to.which) : undefined;
    const to = toExtreme?.date ?? (parsed.window?.end && parsed.window.end > (before ?? `${year}-12-31`) ? parsed.window.end : undefined);
    const extremeSaid = (y: number, w: "lowest" | "highest") => `its ${y} ${w === "lowest" ? "low" : "high"}`;
    const extreme = before ? `its ${which === "lowest" ? "low" : "high"} before ${formatPeriod(before, before.endsWith("-01-01") ? "annual" : "monthly")}` : extremeSaid(year, which);
    const toSaid = toExtreme ? extremeSaid(parsed.sinceExtreme.to!.year, parsed.sinceExtreme.to!.which) : to ? formatPeriod(to, "annual") : "";
    const window: AskWindow = !from
      ? yearWindow(year)
      : parsed.sinceExtreme.to && !toExtreme
        ? yearWindow(parsed.sinceExtreme.to.year)
        : to
          ? { text: `from ${extreme} to ${toSaid}`, kind: "range", start: from.date, end: to }
          : { text: `since ${extreme}`, kind: "since", start: from.date };
    trace.push({
      step: "window",
      detail:
        (from ? `${which} ${before ? `before ${before}` : `of ${year}`}: ${from.value} (${from.date})` : `no value ${before ? `before ${before}` : `in ${year}`}`) +
        (toExtreme ? `; ${parsed.sinceExtreme.to!.which} of ${parsed.sinceExtreme.to!.year}: ${toExtreme.value} (${toExtreme.date})` : parsed.sinceExtreme.to ? `; no value in ${parsed.sinceExtreme.to.year}` : ""),
    });
    // ("when did the S&P 500 double from its 2009 low": its doubling from that low)
    computed = parsed.doubling ? answerDoubling({ series, region: regionInfo(regions[0]!), points, window }) : answerSeries({ intent: "change", window, series, region: regionInfo(regions[0]!), points });
  } else if (parsed.turnAsked) {
    // inflation's moves are those of its rate over twelve months, read from the place's monthly price index where
    // one is stored ("when did inflation start rising": not a month's own change, which is mostly noise)
    const region = regionInfo(regions[0]!);
    const index = indicator.subcategory === "inflation" && !MONTH_ON_MONTH.test(parsed.question) ? await freshestPriceIndex(db, catalog, access, region, "", indicator.category) : undefined;
    if (index) trace.push({ step: "intent", detail: `turn of inflation: ${index.row.code}'s change over the 12 months to each month, not ${indicator.code}` });
    // "when did the yen start falling": a rate quoted per dollar moves against the currency's own value
    const perDollar = parsed.turnOfCurrency && QUOTED_PER_DOLLAR.test(indicator.unit ?? "");
    const asked = perDollar ? (parsed.turnAsked === "rise" ? "fall" : "rise") : parsed.turnAsked;
    computed = index
      ? answerInflationTurn({ series: toSeries(index.row), region, points: await valuesOf(db, index.row.id, region.code), asked, window: parsed.window })
      : answerTurn({ series, region, points: await valuesOf(db, indicator.id, regions[0]!), asked, window: parsed.window });
    if (perDollar && computed.status === "answered") {
      computed = { ...computed, answer: `${computed.answer} The rate counts ${region.name}'s currency per US dollar and falls as the currency gains: a ${parsed.turnAsked} of the currency is a ${asked} of the rate.` };
    }
  } else if (parsed.doubling) {
    computed = answerDoubling({ series, region: regionInfo(regions[0]!), points: await valuesOf(db, indicator.id, regions[0]!), window: parsed.window });
  } else if (parsed.crashesCompared) {
    const points = await valuesOf(db, indicator.id, regions[0]!);
    computed = answerCrashesSideBySide({ series, region: regionInfo(regions[0]!), points, years: parsed.crashesCompared });
  } else if (parsed.drawdownSpells) {
    const points = await valuesOf(db, indicator.id, regions[0]!);
    computed = answerDrawdownSpells({ series, region: regionInfo(regions[0]!), points, window: parsed.window, ...parsed.drawdownSpells });
  } else if (parsed.maxDrawdown) {
    computed = answerMaxDrawdown({ series, region: regionInfo(regions[0]!), points: await valuesOf(db, indicator.id, regions[0]!), window: parsed.window });
  } else if (parsed.peakFall) {
    // (a recovery of a measure where higher is worse is its fall back below a low; "how much did unemployment fall
    // from its 2020 peak" asks the fall itself)
    const fallAsked = /\b(?:fall|fell|fallen|drop(?:ped)?|declin(?:e|ed)|sink|sank|slid(?:e)?)\b.*\b(?:peak|high|top)\b/i.test(parsed.question);
    const worseUp = parsed.recovery && indicator.polarity === "higher_is_worse" && !fallAsked;
    computed = answerPeakFall({ series, region: regionInfo(regions[0]!), points: await valuesOf(db, indicator.id, regions[0]!), window: parsed.window, worseUp });
  } else if (parsed.fromRecord) {
    const points = await valuesOf(db, indicator.id, regions[0]!);
    // "is the yen at a record low" of yen per dollar: the currency's low is the rate's high
    const ownRecord = parsed.againstDollar && QUOTED_PER_DOLLAR.test(indicator.unit ?? "");
    const record = ownRecord ? (parsed.fromRecord === "high" ? "low" : "high") : parsed.fromRecord;
    if (ownRecord) trace.push({ step: "intent", detail: `the currency's record ${parsed.fromRecord}: ${indicator.code} is quoted in units per US dollar, whose record ${record} it is` });
    computed =
      parsed.drawdownRule === "bull market"
        ? answerMarketRegime({ series, region: regionInfo(regions[0]!), points, window: parsed.window })
        : answerFromRecord({ series, region: regionInfo(regions[0]!), points, window: parsed.window, record, rule: parsed.drawdownRule });
    if (ownRecord && computed.status === "answered") {
      const place = regionInfo(regions[0]!).name;
      computed = { ...computed, answer: `${computed.answer} The rate counts ${place}'s currency per US dollar: its record ${record} is the currency's record ${parsed.fromRecord}.` };
    }
  } else if (parsed.levelGap) {
    // ("how far is inflation from 2%": of a rate of inflation, its place's consumer price index over twelve months,
    // as inflation now is told, unless a month's own change is asked)
    const region = regionInfo(regions[0]!);
    const index = indicator.subcategory === "inflation" && !MONTH_ON_MONTH.test(parsed.question) && !parsed.window ? await freshestPriceIndex(db, catalog, access, region, "0000", indicator.category) : undefined;
    if (index) trace.push({ step: "intent", detail: `inflation against a level: ${index.row.code}'s change over the twelve months to its latest month` });
    const gapOf = index ? index.row : indicator;
    computed = answerLevelGap({ series: toSeries(gapOf), region, points: await valuesOf(db, gapOf.id, region.code), level: parsed.levelGap, window: parsed.window, overTwelveMonths: index !== undefined });
  } else if (parsed.lastTime) {
    const points = await valuesOf(db, indicator.id, regions[0]!);
    // "how many rainy days in Seattle in July" of data that end before this July: the latest whole July stored
    const frequency = indicator.frequency as Frequency;
    const latest = points.at(-1)?.date;
    const held = latestOfYearUnsaid(parsed.window, latest, frequency, trace);
    // "how many days did it rain last year" of a daily series: its latest whole year, as a value asked of it is read
    const wholePeriod =
      finerThanAskedOf(parsed, indicator) && latest ? lastCompletePeriod(latest, periodEnd(latest, frequency), parsed.lastPeriodAsked!, frequency === "daily" || frequency === "weekly") : null;
    if (wholePeriod) trace.push({ step: "window", detail: `"${parsed.window?.text}" of a ${indicator.frequency} series whose latest value is of ${latest}: ${wholePeriod.text.replace(/^in /, "")}` });
    // "when did the euro fall below 1 dollar" of euros per dollar: the currency's worth in dollars below a level
    // is the rate stored above its inverse
    const lastTime = inDollarsOfRate(parsed, indicator, points);
    if (lastTime !== parsed.lastTime && "cross" in lastTime) {
      trace.push({ step: "intent", detail: `${indicator.code} is quoted in units per US dollar: the currency's worth in US dollars asked is the rate ${lastTime.cross} ${lastTime.threshold}` });
    }
    computed = answerLastTime({
      series,
      region: regionInfo(regions[0]!),
      points,
      lastTime,
      window: held?.window ?? wholePeriod ?? parsed.window,
      per: parsed.frequency === "daily" ? null : parsed.frequency,
    });
    if (held && computed.status === "answered") computed = { ...computed, answer: `${computed.answer} ${latestHeldSaid(held, latest!, frequency)}` };
    computed = await withTwelveMonthCrossing(deps, catalog, parsed, indicator, regionInfo(regions[0]!), computed);
  } else if (parsed.termsCompared || decadesOfALevel(parsed, indicator) || yearsPerformed(parsed, indicator)) {
    // "the S&P 500 under Obama vs Trump", "the S&P 500 in the 1990s vs the 2000s", "which president had the best
    // stock market": each span a window of its own; a rate's mean over each ("inflation under Carter vs Reagan"),
    // a level's change across each
    const rate = isPercentRate(indicator.unit);
    const spans = parsed.termsCompared
      ? parsed.termsCompared.map((term) =>
          term.event
            ? { during: `during ${term.name}`, text: term.name, start: term.start, end: term.end }
            : { during: `under ${term.name}${term.end ? "" : " so far"}`, text: / term$/.test(term.name) ? term.name : `${term.name}'s term`, start: term.start, end: term.end },
        )
      : (twoYearsSetSideBySide(parsed)?.map((year) => ({ during: `in ${year}`, text: year, start: `${year}-01-01`, end: `${year}-12-31` })) ??
        [parsed.window!.start!, parsed.window!.end!].map((day) => {
          const decade = `${day.slice(0, 3)}0`;
          return { during: `in the ${decade}s`, text: `the ${decade}s`, start: `${decade}-01-01`, end: `${day.slice(0, 3)}9-12-31` };
        }));
    // a ranking of every term holds only those the series covers from start to end
    const points = spans.length > 2 ? await valuesOf(db, indicator.id, regions[0]!) : [];
    // (a term still under way, from its start to the latest value)
    const heldWhole = (span: { start: string; end: string | null }) =>
      points.length > 0 && points[0]!.date <= span.start && points.at(-1)!.date >= (span.end ?? span.start).slice(0, 7);
    const sides = [];
    const left: { name: string; why: "not held whole" | "under way" }[] = [];
    for (const span of spans) {
      // (a term still under way is not set against whole ones)
      if (spans.length > 2 && (span.end === null || !heldWhole(span))) {
        left.push({ name: span.during.replace(/^under /, "").replace(/ so far$/, ""), why: span.end === null ? "under way" : "not held whole" });
        continue;
      }
      // (a decade's change runs from the last value before it, as a year's does; a term's from its first month)
      const window: AskWindow = span.end
        ? { text: span.text, kind: "range", start: span.start, end: span.end, ...(parsed.termsCompared ? {} : { fromBefore: true as const }) }
        : { text: span.text, kind: "since", start: span.start };
      trace.push({ step: "window", detail: `${span.during}: ${span.start} to ${span.end ?? "the latest value"}` });
      const asked: ParsedQuestion = { ...parsed, window, intent: "change", meanAsked: rate, swing: null };
      sides.push({ during: span.during, computed: await answerOneSeries(db, access, catalog, asked, indicator, regions[0]!, trace) });
    }
    computed = answerSpansSideBySide(series, sides, parsed.termsRanked ? { asked: parsed.termsRanked, polarity: indicator.polarity, left, absolute: parsed.termsByAbsoluteChange === true } : null);
  } else if (parsed.recordAsked && parsed.window) {
    // one period against every period of its length: its change (a best or worst year), or its level (a rate's
    // worst year is when it stood worst, as below)
    const points = await valuesOf(db, indicator.id, regions[0]!);
    const region = regionInfo(regions[0]!);
    const best = parsed.bestPeriod;
    if (parsed.recordAsked !== "change" || !best) computed = answerOnRecord({ series, region, points, window: parsed.window, intent: parsed.recordAsked === "change" ? "highest" : parsed.recordAsked });
    else if (!isPercentRate(indicator.unit)) computed = answerBestPeriod({ series, region, points, window: null, judged: parsed.window, ...best, unit: best.unit!, polarity: indicator.polarity });
    else {
      const intent = best.best === (indicator.polarity !== "higher_is_worse") ? "highest" : "lowest";
      computed =
        best.unit === "decade"
          ? // a rate's worst decade is where its decade mean stood worst, found among every whole decade
            await answerOneSeries(db, access, catalog, { ...parsed, intent, window: null, recordAsked: null }, indicator, regions[0]!, trace)
          : answerOnRecord({ series, region, points, window: parsed.window, intent });
    }
  } else if (parsed.rollingBest) {
    const points = await valuesOf(db, indicator.id, regions[0]!);
    computed = answerRollingBest({ series, region: regionInfo(regions[0]!), points, window: parsed.window, ...parsed.rollingBest, polarity: indicator.polarity });
  } else if (parsed.bestPeriod && (parsed.bestPeriod.move || !isPercentRate(indicator.unit))) {
    const points = await valuesOf(db, indicator.id, regions[0]!);
    // a move asked without its period ("the biggest drop") is over the series' own period
    const unit = parsed.bestPeriod.unit ?? PERIOD_OF_FREQUENCY[indicator.frequency ?? ""] ?? "year";
    const bestOf = (best: boolean) => answerBestPeriod({ series, region: regionInfo(regions[0]!), points, window: parsed.window, ...parsed.bestPeriod!, best, unit, polarity: indicator.polarity });
    computed = bestOf(parsed.bestPeriod.best);
    // "the best and worst years": the other end told after
    if (parsed.bestAndWorst && computed.status === "answered") computed = toldAfter(computed, bestOf(!parsed.bestPeriod.best));
  } else if (parsed.bestPeriod) {
    // a rate's worst year is when it stood worst (unemployment's highest), not when it moved most
    const highest = parsed.bestPeriod.best === (indicator.polarity !== "higher_is_worse");
    trace.push({ step: "intent", detail: `${highest ? "highest" : "lowest"}: the ${parsed.bestPeriod.best ? "best" : "worst"} ${parsed.bestPeriod.unit} of a rate is its ${highest ? "highest" : "lowest"} value` });
    // ("the five worst years for unemployment": its five highest)
    const ranked = { ...parsed, topPeriods: parsed.bestPeriod.count ?? parsed.topPeriods };
    computed = await answerOneSeries(db, access, catalog, { ...ranked, intent: highest ? "highest" : "lowest" }, indicator, regions[0]!, trace);
    if (parsed.bestAndWorst && computed.status === "answered") {
      computed = toldAfter(computed, await answerOneSeries(db, access, catalog, { ...ranked, intent: highest ? "lowest" : "highest" }, indicator, regions[0]!, trace));
    }
  } else {
    computed = await answerOneSeries(db, access, catalog, parsed, indicator, regions[0]!, trace);
    computed = await asInflationIsTold(deps, catalog, parsed, indicator, regionInfo(regions[0]!), computed, trace);
    if (intent === "latest" && !parsed.window) computed = await withNewerOfItsKind(deps, catalog, indicator, regions[0]!, today, computed, trace);
    if (parsed.dividendsIncluded) computed = await withDividends(deps, indicator, regionInfo(regions[0]!), computed, trace);
    // "the highest and lowest": the other extreme told after the one read first
    if (parsed.bothExtremes && (intent === "highest" || intent === "lowest") && computed.status === "answered") {
      computed = toldAfter(computed, await answerOneSeries(db, access, catalog, { ...parsed, intent: intent === "highest" ? "lowest" : "highest" }, indicator, regions[0]!, trace));
    }
  }
  if (parsed.scaleAsked) computed = withScaleAsked(computed, indicator.unit, parsed.scaleAsked);
  if (parsed.worthAsked !== null && /\bprice index\b/i.test(indicator.name)) computed = withPurchasingPower(computed, series, parsed.worthAsked.amount, parsed.worthAsked.lost) ?? computed;
  if (parsed.investedAsked && !isPercentRate(indicator.unit)) computed = withInvestment(computed, series, parsed.investedAsked) ?? computed;
  if (parsed.dollarsPerUnitAsked && /\bper us dollar\b/i.test(indicator.unit ?? "")) {
    const averaged = computed.facts.some((f) => f.kind === "mean") ? await valuesOf(db, indicator.id, regions[0]!) : [];
    computed = withDollarsPerUnit(computed, series, regionInfo(regions[0]!), averaged) ?? computed;
  }
  // "gas prices" in American use are gasoline's at the pump, which is not stored: the natural gas answered says so
  if (indicator.code === "eia.henry_hub" && computed.status === "answered" && GAS_UNQUALIFIED.test(parsed.question)) {
    computed = { ...computed, answer: `${computed.answer} That is natural gas at the Henry Hub; gasoline prices at the pump are not stored.` };
  }
  if (chosen === nearestMeasureHeld && computed.status === "answered") {
    computed = { ...computed, answer: `${best.row.name} is not stored for ${regionInfo(regions[0]!).name}; the nearest measure stored there is ${indicator.name.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase())}. ${computed.answer}` };
  }
  if (parsed.unitAsked && computed.status === "answered") {
    computed = { ...computed, answer: `${indicator.name} is measured in ${indicator.unit ?? "no unit the source states"}. ${computed.answer}` };
  }
  if (parsed.aboutAsked && computed.status === "answered") {
    const told = aboutTheSeries(parsed.aboutAsked, indicator, regionInfo(regions[0]!), catalog);
    computed = { ...computed, answer: `${told} ${computed.answer}`, facts: [...computed.facts, ...catalogFacts(parsed.aboutAsked, indicator)] };
    trace.push({ step: "about", detail: `the catalog's ${parsed.aboutAsked === "start" ? "span stored" : parsed.aboutAsked} of ${indicator.code}, told first` });
  } else if (parsed.aboutAsked && parsed.aboutAsked !== "start" && computed.status === "no_data") {
    // what is asked of the series itself ("how many US counties have unemployment data") is answered by the
    // catalog, though the place read from the question holds no value of it
    computed = { status: "answered", answer: aboutTheSeries(parsed.aboutAsked, indicator, regionInfo(regions[0]!), catalog), facts: catalogFacts(parsed.aboutAsked, indicator), citations: [], steps: computed.steps };
    trace.push({ step: "about", detail: `the catalog's ${parsed.aboutAsked} of ${indicator.code}; no value of it is stored for ${regions[0]}` });
  }
  // another currency asked of a value in dollars ("the gold price in euros"): one value told at the month's exchange
  // rate of the currency's place; anything else stays in the unit stored, and the answer says so first
  let toldUnit = indicator.unit;
  if (parsed.currencyAsked && computed.status === "answered" && /\bUS dollars\b/i.test(indicator.unit ?? "") && !/\bper US dollar\b/i.test(indicator.unit ?? "")) {
    const rates = await exchangeRatesOf(deps, catalog, parsed.currencyAsked);
    const told = rates ? withValueInCurrency(computed, indicator.unit, rates, indicator.frequency) : computed;
    if (told !== computed) {
      trace.push({ step: "compute", detail: `the cited value in ${parsed.currencyAsked}: times ${rates!.rates.code} of ${rates!.place.code}` });
      computed = told;
      toldUnit = unitInCurrency(indicator.unit, rates!.word);
    } else {
      computed = { ...computed, answer: `${indicator.name} is stored in ${indicator.unit}, and is told in ${parsed.currencyAsked} only as one value of a period whose exchange rates are stored. ${computed.answer}` };
    }
  }
  // (after the currency, which tells the value stored again in its own unit)
  if (parsed.massAsked) computed = withMassAsked(computed, toldUnit, parsed.massAsked);
  if (parsed.volumeAsked) computed = withVolumeAsked(computed, indicator.unit, parsed.volumeAsked);
  // "last year" asked of data that end before it ("Seattle rain last year" of a file that stops in 2015): the latest
  // period stored answers, and says so, as an annual series' latest value is told as "the latest period stored"
  if (parsed.lastPeriodAsked && computed.status === "answered" && !/\bthe latest period stored\b/.test(computed.answer)) {
    const stale = stalePeriod(parsed.lastPeriodAsked, indicator, catalog.coverage.get(indicator.code)?.get(regions[0]!)?.last, today, finerThanAskedOf(parsed, indicator));
    if (stale) {
      computed = { ...computed, answer: `${computed.answer} ${stale.text}` };
      trace.push({ step: "window", detail: stale.detail });
    }
  }
  const notLoaded = computed.status === "no_data" ? unreachable() : undefined;
  if (notLoaded) {
    const source = notLoaded.row.upstream!.toUpperCase();
    computed = { ...computed, answer: `${computed.answer} ${notLoaded.row.name} (${notLoaded.row.code}) is loaded on demand from ${source}, which this server is not set up to reach.` };
    trace.push({ step: "on_demand", detail: `${notLoaded.row.code} would be loaded from ${source}; no connector is configured for it` });
  }
  trace.push(...computed.steps);

  let answer = computed.answer;
  const facts = [...computed.facts];
  const citations = [...computed.citations];

  // a briefing adds related series and the place's rank among its peers; "what is Brazil's GDP rank" the rank alone
  const briefing = input.depth === "briefing" && computed.status === "answered";
  const rankAsked = parsed.placeRankAsked && !parsed.perCapita && computed.status === "answered" && regions.length === 1;
  if (briefing || rankAsked) {
    const paragraphs = [answer];
    const region = regionInfo(regions[0]!);
    // one or two related series of the same subcategory (or category) with data for the region
    const related = briefing ? await relatedSeries(db, access, indicator, region.code) : [];
    for (const rel of related) {
      const pts = await valuesOf(db, rel.id, region.code);
      const relAnswer = answerSeries({
        intent: intent === "compare" ? "latest" : intent,
        window: parsed.window,
        series: toSeries(rel),
        region,
        points: pts,
      });
      if (relAnswer.status !== "answered") continue;
      paragraphs.push(`Related: ${relAnswer.answer}`);
      facts.push(...relAnswer.facts.map((f) => ({ ...f, params: { ...f.params, indicator: rel.code } })));
      citations.push(...relAnswer.citations);
      trace.push({ step: "briefing_related", detail: `${rel.code} (same ${rel.subcategory === indicator.subcategory ? "subcategory" : "category"})` });
    }
    // the region among its peers, at the last period the main answer cites of the series (not of a price index
    // told before a yearly rate of inflation)
    if (!comparableAcrossRegions(indicator.unit)) {
      trace.push({ step: "peer_rank", detail: `left out: the unit (${indicator.unit}) is each region's own, so regions do not rank against each other` });
    } else if (["county", "state", "country"].includes(region.type)) {
      const own = computed.citations.filter((c) => c.indicator === indicator.code);
      const date = (own.length ? own : computed.citations).map((c) => c.period_start).sort().at(-1)!;
      const entry = catalog.byCode.get(region.code)!;
      const allPeers = (await peerValues(db, { indicatorId: indicator.id, regionType: entry.type, parentCode: entry.parentCode ?? null, periodStart: date })).map((p) => ({
        code: p.region_code,
        value: Number(p.value),
      }));
      const peers = allPeers.filter((p) => mayRead(access, { tier: indicator.access_tier, region: p.code }));
      if (peers.length < allPeers.length) {
        trace.push({
          step: "peer_rank_access",
          detail: `${allPeers.length - peers.length} of ${allPeers.length} peer regions left out: this key may not read them`,
        });
      }
      const siblings = region.type === "county" ? `counties of ${catalog.byCode.get(catalog.byCode.get(region.code)?.parentCode ?? "")?.name ?? "the state"}` : region.type === "state" ? "states" : "countries";
      const peerKind = peers.length < allPeers.length ? `${siblings} (those this key may read)` : siblings;
      const rank = answerPeerRank({
        series,
        region,
        peerKind,
        date,
        peers: peers.map((p) => ({ region: regionInfo(p.code), value: p.value })),
      });
      if (rank) {
        paragraphs.push(rank.answer);
        facts.push(...rank.facts);
        citations.push(...rank.citations);
        trace.push(...rank.steps);
      } else if (peers.length < allPeers.length) {
        trace.push({ step: "peer_rank", detail: `left out: only ${peers.length} of the peer regions may be read by this key, too few to rank among` });
      } else if (rankAsked) {
        // the rank asked and none told: say why, rather than the value alone
        paragraphs.push(`${indicator.name} is not stored for enough other ${siblings} to rank ${region.name} among them.`);
        trace.push({ step: "peer_rank", detail: `left out: ${allPeers.length} ${siblings} hold ${indicator.code} in the period, too few to rank among` });
      }
    }
    answer = paragraphs.join(briefing ? "\n\n" : " ");
  }

  return {
    question: asked.q,
    status: computed.status,
    answer,
    facts,
    citations: dedupeCitations(citations),
    trace,
    // the series chosen, then every other one the answer cites (the index inflation is told from, related series)
    interpreted: { indicators: [...new Set([indicator.code, ...citations.map((c) => c.indicator)])], region: regions[0] ?? null, window: parsed.window?.text ?? null },
  };
}

/** The period "last year" (quarter, month) names, and its length in months. */
const LAST_PERIOD = { annual: { word: "year", months: 12 }, quarterly: { word: "quarter", months: 3 }, monthly: { word: "month", months: 1 } } as const;

/**
 * "Last year" asked of a series whose data end before it: the period answered (the latest whole one stored, for a
 * finer series; its latest, for one that fine or coarser) and the sentence that says it is not the one asked.
 * Null when the period answered is the calendar's last one, or later.
 */
function stalePeriod(
  asked: NonNullable<ParsedQuestion["lastPeriodAsked"]>,
  row: IndicatorRow,
  last: string | undefined,
  today: string,
  finer: boolean,
): { text: string; detail: string } | null {
  if (!last) return null;
  const frequency = row.frequency as Frequency;
  const answered = finer ? lastCompletePeriod(last, periodEnd(last, frequency), asked, frequency === "daily" || frequency === "weekly").start! : last;
  // the start of the calendar period before today's ("last year" asked in November 2026 is 2025)
  const { word, months } = LAST_PERIOD[asked];
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const before = y * 12 + Math.floor((m - 1) / months) * months - months;
  const calendar = `${Math.floor(before / 12)}-${String((before % 12) + 1).padStart(2, "0")}-01`;
  if (answered >= calendar) return null;
  return {
    text: `${formatPeriod(answered, asked)} is the latest ${finer ? "whole " : ""}${word} stored, not last ${word} (${formatPeriod(calendar, asked)}): the data end ${/^(?:daily|weekly)$/.test(frequency) ? "on" : "in"} ${formatPeriod(last, frequency)}.`,
    detail: `last ${word} (${calendar}) is after the data's end (${last}); answered ${answered}, the latest ${word} stored`,
  };
}

/** "last year" asked of a series finer than a year: it reads the year before its latest value's (answerOneSeries). */
const finerThanAskedOf = (parsed: ParsedQuestion, row: IndicatorRow) =>
  parsed.lastPeriodAsked !== null && periodsPerYear(row.frequency as Frequency) > periodsPerYear(parsed.lastPeriodAsked);

/**
 * What is asked of one series: "GDP growth in 2020" of a series that is a growth rate is its value then, not
 * how much the rate changed; "average" over a window is the mean of its values unless the series is named
 * an average and the window is one period ("the average unemployment rate in 2009"), or "last year" is asked
 * of a series that fine or coarser (its latest period: a mean of that one period is its value); a rate asked of a
 * decade with no word of change ("inflation in the 1970s") is its mean over it, and so is a rate of price change
 * asked over any span so ("inflation in Japan over the last 10 years").
 */
function intentFor(parsed: ParsedQuestion, row: IndicatorRow): ParsedQuestion["intent"] | "mean" {
  if (onePeriodExtreme(parsed, row)) return "value_at";
  if (parsed.growthIsValue && measuresGrowth(row) && !parsed.meanAsked && !["vs_average", "highest", "lowest"].includes(parsed.intent)) return parsed.window?.kind === "point" || parsed.window?.kind === "ago" ? "value_at" : "latest";
  // a series named an average ("annual average") is still averaged over a span of its periods ("the 2010s")
  if (parsed.decadeAsAPeriod && isPercentRate(row.unit) && row.aggregation !== "sum") return "mean";
  if (parsed.spanAsAPeriod && row.subcategory === "inflation" && isPercentRate(row.unit)) return "mean";
  // "average GDP growth in Japan in 2023" of a level: one period's growth is its change over that period, not a mean
  if (parsed.meanAsked && parsed.growthIsValue && !measuresGrowth(row) && !isPercentRate(row.unit) && parsed.window?.kind === "point" && parsed.window.granularity !== undefined && FREQUENCY_OF_UNIT[parsed.window.granularity] === row.frequency) return "change";
  if (parsed.meanAsked && (spansTime(parsed.window) || parsed.historyAveraged || !NAMED_AN_AVERAGE.test(row.name)) && (parsed.lastPeriodAsked === null || finerThanAskedOf(parsed, row))) return "mean";
  // "the average wind speed in Seattle": one day's value is no average, so with no time said the history is averaged
  if (parsed.averageUntimed === "average" && row.frequency === "daily" && row.aggregation === "mean") return "mean";
  // "the average CAPE ratio", "the average 10-year yield": a rate or a ratio is no amount one pays or counts now, so
  // its average with no time said is its history's (a series named an average, "the unemployment rate, annual
  // average", is its latest value)
  if (parsed.averageUntimed === "average" && (isPercentRate(row.unit) || isRatio(row.unit)) && !NAMED_AN_AVERAGE.test(row.name)) return "mean";
  return parsed.intent;
}


/**
 * "What was CPI inflation in June 2022 and was it the peak", "the highest cpi in June 2022": a highest or lowest
 * asked of one period of the series' own length holds one value, the period's own (of a rate of price change
 * then told as inflation is, asInflationIsTold), not "the highest of June 2022".
 */
const onePeriodExtreme = (parsed: ParsedQuestion, row: IndicatorRow) =>
  (parsed.intent === "highest" || parsed.intent === "lowest") &&
  !parsed.meanPerPeriod &&
  parsed.window?.kind === "point" &&
  parsed.window.granularity !== undefined &&
  FREQUENCY_OF_UNIT[parsed.window.granularity] === row.frequency;

/** How many countries a series must hold for "the highest … in 2005", no place named, to rank them. */
const MANY_COUNTRIES = 10;

/** How much more of the time asked a series measuring the same as the best match must hold to answer instead. */
const CLEARLY_MORE_OF_THE_TIME = 1.25;

/**
 * Two series of one measure, told at different frequencies: a quarter's value at an annual rate measures what a
 * year's value does ("US GDP in the second half of 2024"), and so does its growth at an annual rate (the Great
 * Depression's output, before the quarterly series begins, is read on the annual one).
 */
const measuresTheSame = (a: IndicatorRow, b: IndicatorRow) => {
  const yearly = (unit: string | null) => (unit ?? "").replace(/,\s*seasonally adjusted annual rate$|\s+at annual rate$/i, "");
  return a.category === b.category && a.subcategory === b.subcategory && yearly(a.unit) === yearly(b.unit);
};

/**
 * "Nominal and real GDP in 2024": a side of a pair whose series holds none of the time asked gives way to the best
 * match of its words measuring the same that does (the quarterly series, where the annual ones end in 2023), as a
 * series asked alone does.
 */
function heldOverTimeAsked(
  rows: (IndicatorRow | null)[],
  founds: Candidate[][],
  window: AskWindow | null,
  catalog: Catalog,
  regionOf: (row: IndicatorRow, k: number) => string | undefined,
  trace: AskResult["trace"],
): (IndicatorRow | null)[] {
  if (!window?.start || window.kind === "all") return rows;
  const [start, end] = [window.start, window.end ?? window.start];
  const holds = (row: IndicatorRow, k: number) => {
    const region = regionOf(row, k);
    const span = region ? catalog.coverage.get(row.code)?.get(region) : undefined;
    return span !== undefined && periodEnd(span.last, row.frequency as Frequency) >= start && span.first <= end;
  };
  return rows.map((row, k) => {
    if (!row || holds(row, k)) return row;
    const peer = founds[k]!.find((c) => c.row !== row && measuresTheSame(c.row, row) && holds(c.row, k))?.row;
    if (peer) trace.push({ step: "choose_series", detail: `${peer.code} instead of ${row.code}, which holds none of ${window.text}` });
    return peer ?? row;
  });
}

const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/**
 * The days a question asks about, for choosing between series that measure the same: a window open at its end
 * runs to today, and one counted back ("the last 10 years", "a year ago") is counted back from today, whatever
 * the series' own latest period. Null for no window or the whole history.
 */
function spanAsked(window: AskWindow | null, today: string): { start: string; end: string } | null {
  if (!window || window.kind === "all") return null;
  if (window.kind === "relative" && window.relative) return { start: shiftBack(today, window.relative), end: today };
  return { start: window.start ?? "0001-01-01", end: window.end ?? today };
}

/** A span counted back that is one year: "over the last year", "the past 12 months", `window=1y` or `12m`. */
const isOneYear = (rel: { amount: number; unit: "d" | "m" | "y" } | undefined) =>
  rel !== undefined && ((rel.unit === "y" && rel.amount === 1) || (rel.unit === "m" && rel.amount === 12));

/** A series whose home is a nation or the world (with no place named, one goes before a county's). */
const isBroad = (catalog: Catalog, row: IndicatorRow) => ["world", "country"].includes(catalog.byCode.get(row.default_region ?? "")?.type ?? "");

/**
 * Where a question that names no place is answered, whatever time it names: the default region of the series
 * kept most current among those that match its words best (with the same words in their names). "Inflation"
 * is asked of the United States, whose CPI-U runs to last spring, in "what is inflation" and in "inflation in
 * 2022" alike, though the World Bank's rate, whose default is the world, matches the words as well and answers
 * the year (for the United States, which it holds too).
 */
function homeOf(catalog: Catalog, candidates: Candidate[]): string | undefined {
  const top = candidates.reduce<Candidate | undefined>((a, c) => (!a || c.matched > a.matched || (c.matched === a.matched && c.nameHits > a.nameHits) ? c : a), undefined);
  const lastStored = (c: Candidate) => catalog.coverage.get(c.row.code)?.get(c.row.default_region ?? "")?.last ?? "";
  const best = candidates.filter((c) => c.matched === top?.matched && c.nameHits === top.nameHits && c.row.default_region);
  return best.reduce<Candidate | undefined>((a, c) => (!a || lastStored(c) > lastStored(a) ? c : a), undefined)?.row.default_region ?? undefined;
}

/**
 * The region a series answers for when the question names none: the question's home (homeOf) when the series
 * holds it, else the series' default, else the one region it holds.
 */
function unnamedRegionOf(catalog: Catalog, row: IndicatorRow, home?: string): string | undefined {
  if (home && catalog.coverage.get(row.code)?.has(home)) return home;
  const covered = [...(catalog.coverage.get(row.code)?.keys() ?? [])];
  return row.default_region ?? (covered.length === 1 ? covered[0] : undefined);
}

/** Why a ranking has fewer than two regions: nothing in the time asked, and the span the regions do hold. */
function tooFewToRank(indicator: IndicatorRow, spans: { first: string; last: string }[], peerKind: string, asked: AskWindow | null): string {
  const when = asked ? ` ${asked.text.replace(/^(?:in|on|during|for) /, "in ")}` : "";
  if (spans.length === 0) return `${indicator.name} holds too few ${peerKind}${when} to rank.`;
  const first = spans.reduce((a, s) => (s.first < a ? s.first : a), spans[0]!.first);
  const last = spans.reduce((a, s) => (s.last > a ? s.last : a), spans[0]!.last);
  const held = first === last ? `${formatPeriod(first, indicator.frequency)} only` : `from ${formatPeriod(first, indicator.frequency)} to ${formatPeriod(last, indicator.frequency)}`;
  return `${indicator.name} holds too few ${peerKind}${when} to rank; its ${spans.length.toLocaleString("en-US")} ${peerKind} are stored for ${held}.`;
}

/**
 * "How did the S&P 500 do in the 1990s vs the 2000s": two decades of a level are told by its change across each, as
 * two terms in office are; a rate's, a total's, an anomaly's ("how much warmer were the 2010s than the 1980s", as its
 * years are) or a mean asked ("the average S&P 500 in …") by each decade's mean.
 */
const decadesOfALevel = (parsed: ParsedQuestion, indicator: IndicatorRow) =>
  parsed.window?.sides === "decade" &&
  !parsed.meanAsked &&
  (parsed.intent === "change" || parsed.intent === "compare") &&
  !isPercentRate(indicator.unit) &&
  indicator.aggregation !== "sum" &&
  !ANOMALY_UNIT.test(indicator.unit ?? "");

/**
 * "How did the S&P 500 do in 2008 vs 2020", "which was worse for stocks, 2008 or 2022": two years of a level asked how
 * it did are told by its change across each, as two decades are (two years set side by side with no word of how it
 * did stay each year's value or mean, and a range written as two years, "between 2008 and 2010", the change across it).
 */
const yearsPerformed = (parsed: ParsedQuestion, indicator: IndicatorRow) =>
  twoYearsSetSideBySide(parsed) !== null && !parsed.meanAsked && PERFORMED.test(parsed.question.toLowerCase()) && !isPercentRate(indicator.unit) && indicator.aggregation !== "sum" && !ANOMALY_UNIT.test(indicator.unit ?? "");
/** The whole of one calendar year, "in 2020". */
const yearWindow = (year: string | number): AskWindow => ({ text: `in ${year}`, kind: "point", granularity: "year", start: `${year}-01-01`, end: `${year}-12-31` });

/** Two years' rankings told one after the other, each with its facts and citations; a refusal of either is the answer. */
async function rankedInEachYear<R extends { computed: ComputedAnswer }>(
  years: [string, string],
  rank: (year: string) => Promise<R | string | { placeUnresolved: string } | { notRankedAmongNamed: true }>,
) {
  const [a, b] = [await rank(years[0]), await rank(years[1])];
  if (typeof a === "string" || !("computed" in a)) return a;
  if (typeof b === "string" || !("computed" in b)) return b;
  return {
    ...b,
    computed: {
      status: [a, b].some((r) => r.computed.status === "answered") ? "answered" : a.computed.status,
      answer: `${a.computed.answer} ${b.computed.answer}`,
      facts: [...a.computed.facts, ...b.computed.facts],
      citations: [...a.computed.citations, ...b.computed.citations],
      steps: [...a.computed.steps, ...b.computed.steps],
    },
  };
}

/** "2008 vs 2020", "2008 or 2020": the two years set side by side, or null (a range written as two years, "between 2008 and 2010", is one span). */
function twoYearsSetSideBySide(parsed: ParsedQuestion): [string, string] | null {
  const w = parsed.window;
  return w?.sides === "year" && !w.bareYears ? [w.start!.slice(0, 4), w.end!.slice(0, 4)] : null;
}
const PERFORMED = /\b(?:do|did|does|done|doing|perform(?:ed|ance|s)?|fare[ds]?|returns?|gains?|worse|better|worst|best|crash(?:es|ed)?)\b/;

/** "Gas prices", "the price of gas" with no word of natural gas or of oil beside it (what Americans call gasoline). */
const GAS_UNQUALIFIED = /^(?!.*\b(?:natural|henry hub|lng|oil|btu|mmbtu)\b).*\bgas(?: prices?)?\b/i;

/** The latest calendar year that every one of the daily series holds from its first day to its last, as a window. */
function latestWholeYearOfAll(series: { date: string }[][]): AskWindow | null {
  if (series.some((points) => points.length === 0)) return null;
  const first = series.map((points) => points[0]!.date).sort().at(-1)!;
  const last = series.map((points) => points.at(-1)!.date).sort()[0]!;
  const year = Number(last.slice(0, 4)) - (last.slice(5) === "12-31" ? 0 : 1);
  return `${year}-01-01` >= first ? { text: String(year), kind: "point", start: `${year}-01-01`, end: `${year}-12-31`, granularity: "year" } : null;
}

const regionInfoOf = (catalog: Catalog, code: string, type = "unknown") => toRegion(catalog.byCode.get(code) ?? { code, type, name: code });

/** One period of each frequency, back from the latest value: what "the latest change" spans. */
const LATEST_PERIOD_SPAN: Record<string, { period: string; span: { amount: number; unit: "d" | "m" | "y" } }> = {
  daily: { period: "day", span: { amount: 1, unit: "d" } },
  weekly: { period: "week", span: { amount: 7, unit: "d" } },
  monthly: { period: "month", span: { amount: 1, unit: "m" } },
  quarterly: { period: "quarter", span: { amount: 3, unit: "m" } },
  annual: { period: "year", span: { amount: 1, unit: "y" } },
};

/**
 * The places a series is stored for when it holds no values for `code`, among those this reader may read (a key kept
 * to its counties learns of no other); undefined when it holds values there.
 */
function storedElsewhere(catalog: Catalog, access: AskDeps["access"], row: IndicatorRow, code: string): string[] | undefined {
  const held = catalog.coverage.get(row.code);
  if (held?.has(code)) return undefined;
  return [...(held?.keys() ?? [])].filter((c) => mayRead(access, { tier: row.access_tier, region: c })).map((c) => regionInfoOf(catalog, c).name);
}

/**
 * One series in one region, as the question asks it: only the periods the answer reads (a latest value of a
 * daily series is one row, not its whole history); the whole history decides when the catalog's latest
 * period is not the last value read or the answer finds nothing in the periods read.
 */
async function answerOneSeries(
  db: Database,
  access: Reader,
  catalog: Catalog,
  parsed: ParsedQuestion,
  row: IndicatorRow,
  code: string,
  trace: AskResult["trace"],
): Promise<ComputedAnswer> {
  // a currency's own value asked (against the dollar, or in dollars: "EUR/USD all time high", "how much has the pound
  // fallen") of a rate stored in its units per dollar: its highs are the rate's lows, its rises the rate's falls
  const quotedPerDollar = (parsed.againstDollar || parsed.dollarsPerUnitAsked) && QUOTED_PER_DOLLAR.test(row.unit ?? "");
  // "the pound's lowest against the dollar" of pounds per dollar: the most pounds a dollar bought
  const strength = parsed.currencyStrength;
  const asked = quotedPerDollar && strength && parsed.intent !== "highest" && parsed.intent !== "lowest" ? strength : intentFor(parsed, row);
  const intent = quotedPerDollar && (asked === "highest" || asked === "lowest") ? (asked === "highest" ? "lowest" : "highest") : asked;
  if (intent !== asked) trace.push({ step: "intent", detail: `${intent}: ${row.code} is quoted in units per US dollar, which fall as the currency gains against the dollar` });
  const swing = quotedPerDollar && (parsed.swing === "rise" || parsed.swing === "fall") ? (parsed.swing === "rise" ? "fall" : "rise") : parsed.swing;
  if (swing !== parsed.swing) trace.push({ step: "intent", detail: `a ${swing} of ${row.code}: the currency's ${parsed.swing} against the dollar` });
  const latest = catalog.coverage.get(row.code)?.get(code)?.last;
  // "the oil price last year" of a daily series: its latest whole year (its mean with "average", its change
  // with "how did … do")
  const frequency = row.frequency as Frequency;
  const periodBefore =
    finerThanAskedOf(parsed, row) && latest ? lastCompletePeriod(latest, periodEnd(latest, frequency), parsed.lastPeriodAsked!, frequency === "daily" || frequency === "weekly") : null;
  if (periodBefore) {
    trace.push({ step: "window", detail: `"${parsed.window?.text}" of a ${row.frequency} series whose latest value is of ${latest}: ${periodBefore.text.replace(/^in /, "")}` });
  }
  // "population growth", "how fast is the population growing", at no time, of a series that is no growth
  // rate: its growth over the last year (over its whole history, from 1960, it answers no one)
  const lastYear = intent === "change" && parsed.growthIsValue && !parsed.window && !measuresGrowth(row) ? OVER_THE_LAST_YEAR : null;
  if (lastYear) trace.push({ step: "window", detail: `growth of ${row.code}, which is no growth rate, at no time: over the last year` });
  // "the latest change in CPI": over the series' own latest period
  const ownPeriod = intent === "change" && parsed.latestChange && !parsed.window ? LATEST_PERIOD_SPAN[frequency] : undefined;
  const latestPeriod: AskWindow | null = ownPeriod ? { text: `over the last ${ownPeriod.period}`, kind: "relative", relative: ownPeriod.span } : null;
  if (latestPeriod) trace.push({ step: "window", detail: `the latest change of ${row.code}, stored ${row.frequency}: ${latestPeriod.text}` });
  // "the average GDP growth of China", at no time, of a series that is no growth rate: its compound rate a year
  // over its whole history, as "average annual growth" asks (the mean of its levels answers no one)
  const averageGrowth = intent === "mean" && parsed.growthIsValue && !parsed.window && !measuresGrowth(row);
  if (averageGrowth) trace.push({ step: "window", detail: `average growth of ${row.code}, which is no growth rate: its compound rate a year over the whole history` });
  // "the average temperature in Seattle in July" of data that end before this July: the latest whole July stored
  const unsaidYearHeld = latestOfYearUnsaid(parsed.window, latest, frequency, trace);
  // "how did construction jobs change during the recession" of a series that ends before the latest recession: the
  // latest one it holds
  const span = catalog.coverage.get(row.code)?.get(code);
  const recessionHeld = parsed.window?.latestRecession && span && span.last < parsed.window.start! ? latestRecessionHeld(parsed.window, span.first, span.last, frequency) : null;
  if (recessionHeld) trace.push({ step: "window", detail: `"${parsed.window!.text}" of ${row.code}, which ends in ${span!.last}: ${recessionHeld.text}, the latest recession it holds` });
  // "over the last 20 trading days", "the 200-day moving average": so many of the series' own values back (trading
  // days of a daily series only), the span from the value before them, as "the last 10 years" counts from the value
  // ten years back
  const observations = parsed.window?.observations;
  // (a series of longer periods holds no trading days: the calendar days they span, five to the week)
  const counted =
    !observations || !latest
      ? null
      : observations.endingAt
        ? await valuesEndingWindow(db, row.id, code, parsed.window!, observations.of === "values" || frequency === "daily" ? observations.count : null, observations.endingAt)
        : observations.of === "values" || frequency === "daily"
          ? await lastValuesWindow(db, row.id, code, parsed.window!, observations.count, latest)
          : { ...parsed.window!, text: `over the last ${parsed.window!.relative!.amount} days (${observations.count} trading days)` };
  if (counted) {
    const span = counted.kind === "range" ? `${counted.start} to ${counted.end}` : `from ${shiftBack(latest!, counted.relative!)} to ${latest}`;
    trace.push({ step: "window", detail: `${observations!.endingAt ? "the" : "the last"} ${observations!.count} ${observations!.of} of ${row.code} in ${code}: ${span}` });
  }
  // "the first value of the S&P 500", "when does the Google data start": the value of the first period stored
  const first = parsed.aboutAsked === "start" && intent === "latest" && !parsed.window ? span?.first : undefined;
  const firstPeriod: AskWindow | null = first ? { text: "the first period stored", kind: "point", start: first, end: periodEnd(first, frequency), granularity: PERIOD_OF_FREQUENCY[frequency] } : null;
  if (firstPeriod) trace.push({ step: "window", detail: `the first period stored of ${row.code} in ${code}: ${first}` });
  const [oneIntent, window] = periodBefore
    ? ([intent === "mean" || intent === "change" ? intent : "value_at", periodBefore] as const)
    : firstPeriod
      ? (["value_at", firstPeriod] as const)
    : averageGrowth
      ? (["change", { text: "all", kind: "all" }] as const)
      : [intent, unsaidYearHeld?.window ?? recessionHeld ?? counted ?? parsed.window ?? lastYear ?? latestPeriod];
  // "how much warmer is the earth than in 1900", "how much has the planet warmed since 1880": an anomaly read month by
  // month moves by tenths of a degree from one month to the next, so its change since a year is the year's mean
  // against the latest year's, as "1900 vs 2024" is, not one January against the latest month (and so is a place's
  // temperature, which moves with the seasons: "has Seattle warmed since 2012")
  // ("how much has the world warmed since pre-industrial times": the 1850–1900 mean against the latest year's, at any
  // frequency and whatever the words of the comparison)
  const sinceYear = /^since (\d{4})$/.exec(window?.text ?? "");
  const baseline = window?.baseline && latest && ANOMALY_UNIT.test(row.unit ?? "") && !parsed.annualRate ? window.baseline : undefined;
  const yearsSideBySide: AskWindow | null = baseline
    ? { text: `${window!.text} to ${latest!.slice(0, 4)}`, kind: "range", start: baseline.start, end: `${latest!.slice(0, 4)}-12-31`, sides: "year", baseline }
    : sinceYear && latest && oneIntent === "change" && !parsed.annualRate && window?.kind === "since" && WARMTH_UNIT.test(row.unit ?? "") && periodsPerYear(frequency) > 1
      ? { text: `from ${sinceYear[1]} to ${latest.slice(0, 4)}`, kind: "range", start: `${sinceYear[1]}-01-01`, end: `${latest.slice(0, 4)}-12-31`, sides: "year" }
      : null;
  if (yearsSideBySide) {
    const base = baseline ? `the ${baseline.start.slice(0, 4)}–${baseline.end.slice(0, 4)} mean` : `${sinceYear![1]}'s mean`;
    trace.push({ step: "window", detail: `${window!.text} of ${row.code}, an anomaly stored ${row.frequency}: ${base} against ${latest!.slice(0, 4)}'s` });
  }
  const storedIn = storedElsewhere(catalog, access, row, code);
  const per = parsed.frequency === "daily" ? null : parsed.frequency;
  // a story asked ("natural gas price history") reads every period of the span (of a year or a month asked, "brent
  // price chart 2024", its periods when the series holds several in it)
  const finerThanWindow = window?.kind === "point" && window.granularity !== undefined && (periodsPerYear(frequency) ?? 0) > (periodsPerYear(FREQUENCY_OF_UNIT[window.granularity]) ?? 0);
  // (not the month a ratio's two values are aligned on: "the gold to oil ratio history")
  const overview = parsed.overview === true && (oneIntent === "latest" || oneIntent === "change" || (oneIntent === "value_at" && finerThanWindow && !parsed.partsRatio));
  const input = { overview, intent: baseline ? ("change" as const) : oneIntent, window: yearsSideBySide ?? window, series: toSeries(row), region: regionInfoOf(catalog, code), per, perMean: parsed.meanPerPeriod, median: parsed.median, swing, annualRate: parsed.annualRate || averageGrowth, annualized: parsed.annualized, perDecade: parsed.perDecade, byDecade: parsed.byDecade, topPeriods: parsed.topPeriods, times: parsed.timesOverTime, basisPoints: parsed.basisPoints, zScore: parsed.zScore === true, latestAgainstSpan: parsed.latestAgainstSpan === true, ...(storedIn ? { storedIn } : {}) };
  const start = latest && !overview ? earliestPeriodNeeded(oneIntent, window, latest, row.frequency) : undefined;
  // "the average high temperature in August across all years": each year's August, averaged over the years;
  // "average rainfall in Seattle", "how much rain a year", no time said, of a series that adds up: each whole
  // year's total, averaged over the years
  const yearTotals = parsed.averageUntimed !== null && row.aggregation === "sum" && periodsPerYear(frequency) > 1;
  if ((parsed.monthAcrossYears !== null || yearTotals) && (oneIntent === "mean" || oneIntent === "value_at" || oneIntent === "latest")) {
    const month = parsed.monthAcrossYears;
    trace.push({ step: "window", detail: `${month === null ? "each whole year" : `month ${month} of every year`} stored: each year's value of it, averaged over the years` });
    return answerAcrossYears({ series: input.series, region: input.region, points: await valuesOf(db, row.id, code), month, perMonth: parsed.frequency === "monthly" });
  }
  // "is Seattle getting warmer", no time said: the seasons of a day's weather are no trend, so its whole years are
  // compared (each one's mean, or total)
  if (oneIntent === "trend" && !window && frequency === "daily" && row.category === "weather") {
    trace.push({ step: "window", detail: `the trend of ${row.code}, a day's weather, read on its whole years` });
    const years = answerList({ series: input.series, region: input.region, points: await valuesOf(db, row.id, code), window: null, list: { per: "year", plural: true }, acrossWhole: true });
    if (years) return years;
  }
  const read = async () => {
    if (start) {
      const points = await valuesOf(db, row.id, code, start);
      const answered = points.at(-1)?.date === latest ? answerSeries({ ...input, points }) : null;
      if (answered && answered.status !== "no_data") return answered;
    }
    return answerSeries({ ...input, points: await valuesOf(db, row.id, code) });
  };
  const told = await read();
  // (said only of a series that holds such months or quarters: a year's value is told as the year holding it)
  const holdsSuchPeriods = (periodsPerYear(frequency) ?? 0) >= (parsed.window?.granularity === "quarter" ? 4 : 12);
  const answered =
    unsaidYearHeld && holdsSuchPeriods && told.status === "answered"
      ? { ...told, answer: `${told.answer} ${latestHeldSaid(unsaidYearHeld, latest!, frequency)}` }
      : told;
  if (quotedPerDollar && answered.status === "answered") return withDollarReading(answered, input.region.name, intent !== asked);
  // "China's GDP growth in 2010", "how fast did China's GDP grow in the 2000s", "how much did Russia's GDP fall in 2022"
  // where only GDP in current dollars is stored for the place: growth (or a fall) asked, and what it is not (a real
  // growth series is chosen first wherever one is stored)
  const realStored = () => [...catalog.nameOfCode].some(([c, name]) => /\breal\b/i.test(name) && /\bGDP\b/.test(name) && catalog.coverage.get(c)?.has(code));
  const growthAsked = parsed.growthIsValue || /\b(?:grow|grows|grew|grown|growing|growth|shrink|shrank|shrunk|contract(?:ed|ion)?|fall|fell|fallen|decline[ds]?|drop(?:ped)?)\b/i.test(parsed.question);
  const note = answered.status === "answered" && oneIntent === "change" && growthAsked ? currentDollarGrowthNote(parsed, row, input.region.name) : null;
  return note && !realStored() ? { ...answered, answer: `${answered.answer} ${note}` } : answered;
}

/**
 * "The highest and lowest", "the best and worst years": the other end's answer told after the first, the latest
 * value (which each tells after its extreme) once. The first alone when the other found nothing.
 */
function toldAfter(first: ComputedAnswer, other: ComputedAnswer): ComputedAnswer {
  if (other.status !== "answered") return first;
  const cited = new Set(first.citations.map((c) => c.path));
  return {
    ...first,
    answer: `${first.answer.replace(/; the latest, [^;]*\.$/, ".")} ${other.answer}`,
    facts: [...first.facts, ...other.facts],
    citations: [...first.citations, ...other.citations.filter((c) => !cited.has(c.path))],
    steps: [...first.steps, ...other.steps],
  };
}

/** The dividends per share paid on a price the catalog holds, by the price's code. */
const DIVIDENDS_OF: Record<string, string> = { "shiller.sp500": "shiller.dividend" };

/**
 * "The total return of the S&P 500 since 2000": a price's change told, then with its dividends reinvested
 * (withTotalReturn); a price with no dividends stored says that its change is the price's alone.
 */
async function withDividends({ db, access }: AskDeps, row: IndicatorRow, region: AskRegionInfo, computed: ComputedAnswer, trace: AskResult["trace"]): Promise<ComputedAnswer> {
  if (computed.status !== "answered") return computed;
  const code = DIVIDENDS_OF[row.code];
  const paid = code ? (await findIndicatorsByCode(db, code, false))[0] : undefined;
  if (!paid) return { ...computed, answer: `${computed.answer} No dividends are stored for ${row.name}: the change told is its price's alone.` };
  requireReadable(access, { tier: paid.access_tier, region: region.code });
  trace.push({ step: "dividends", detail: `${paid.code}: each month's dividend reinvested in ${row.code}` });
  const [prices, dividends] = [await valuesOf(db, row.id, region.code), await valuesOf(db, paid.id, region.code)];
  return withTotalReturn({ computed, series: toSeries(row), region, prices, dividends: { series: toSeries(paid), points: dividends } });
}

/**
 * "China's GDP growth in 2010", "which grew faster, India or China": growth told from GDP in current US dollars
 * (where no GDP adjusted for inflation is stored for the places): the note that says what this growth is not.
 * Null when the question asked nominal growth, or the series is no GDP in current dollars.
 */
function currentDollarGrowthNote(parsed: ParsedQuestion, row: IndicatorRow, places: string): string | null {
  if (parsed.nominal || !/\bGDP\b/.test(row.name) || dollarsKind(row.unit) !== "current") return null;
  return `That is growth in current US dollars, which also moves with prices and with the exchange rate: GDP adjusted for inflation is not stored for ${places}.`;
}

/**
 * A month or quarter named without a year ("in July", "Q3") of a series whose data end before the latest such one:
 * the latest such month or quarter it holds whole, traced (null when none is named so, or it holds the one asked).
 */
function latestOfYearUnsaid(
  window: AskWindow | null,
  latest: string | undefined,
  frequency: Frequency,
  trace: AskResult["trace"],
): { window: AskWindow; said: string; which: string } | null {
  if (!window?.yearUnsaid || !latest || !window.start || !window.end) return null;
  const reached = periodEnd(latest, frequency);
  if (reached >= window.end) return null;
  const quarter = window.granularity === "quarter";
  const month = Number(window.start.slice(5, 7));
  const endOf = (y: number) => new Date(Date.UTC(y, month - 1 + (quarter ? 3 : 1), 0)).toISOString().slice(0, 10);
  // held whole: the data reach the period's last day (a monthly series' value of it covers it)
  const year = reached >= endOf(Number(latest.slice(0, 4))) ? Number(latest.slice(0, 4)) : Number(latest.slice(0, 4)) - 1;
  const start = `${year}-${String(month).padStart(2, "0")}-01`;
  const said = formatPeriod(start, quarter ? "quarterly" : "monthly");
  trace.push({ step: "window", detail: `"${window.text}" is after the data's end (${latest}): ${said}, the latest such ${window.granularity} stored` });
  return { window: { text: `in ${said}`, kind: "point", granularity: quarter ? "quarter" : "month", start, end: endOf(year) }, said, which: quarter ? said.replace(/^\d{4} /, "") : said.replace(/ \d{4}$/, "") };
}

/** "July 2015 is the latest July stored: the data end on 31 December 2015." */
const latestHeldSaid = (held: { said: string; which: string }, latest: string, frequency: Frequency) =>
  `${held.said} is the latest ${held.which} stored: the data end ${/^(?:daily|weekly)$/.test(frequency) ? "on" : "in"} ${formatPeriod(latest, frequency)}.`;

/** A unit of departures from a base period's mean (a temperature anomaly). */
const ANOMALY_UNIT = /\banomaly\b/i;
/** A temperature or its anomaly: within a year it moves with the seasons, so a change since a year is year against year. */
const WARMTH_UNIT = /\banomaly\b|\bdegrees (?:celsius|fahrenheit)\b/i;

/** Whole years a series' latest value may lag today before a newer series of its kind is named beside it. */
const STALE_YEARS = 3;
/** Whole years later a series of its kind must run to be named beside a stale one. */
const NEWER_BY_YEARS = 2;

/**
 * "How is the labor market", told from payrolls whose values end in 2015: the series of the same category and
 * subcategory and unit held for the place that runs latest (at least NEWER_BY_YEARS later, readable by the key) is
 * named after the answer, so that the stale latest is not taken for today's. Of several, the one whose name is nearest
 * (words sharing their first five letters), then the shortest name. Nothing is read from it.
 */
async function withNewerOfItsKind(deps: AskDeps, catalog: Catalog, row: IndicatorRow, region: string, today: string, computed: ComputedAnswer, trace: AskResult["trace"]): Promise<ComputedAnswer> {
  const last = catalog.coverage.get(row.code)?.get(region)?.last;
  const year = (date: string) => Number(date.slice(0, 4));
  if (computed.status !== "answered" || !last || !row.category || !row.subcategory || year(today) - year(last) < STALE_YEARS) return computed;
  const listed = await listIndicators(deps.db, { category: row.category, includeInactive: false, limit: 500, offset: 0 });
  const prefixes = (r: IndicatorRow) => new Set([...nameWordsOf(r)].filter((w) => w.length >= 5).map((w) => w.slice(0, 5)));
  const own = prefixes(row);
  const nearness = (r: IndicatorRow) => [...prefixes(r)].filter((p) => own.has(p)).length;
  // (one part of a breakdown, manufacturing's jobs, is not newer in the whole's figures: only the same part is)
  const part = familyOf(row)?.part;
  const samePart = (r: IndicatorRow) => part === undefined || /^total\b/.test(part) || familyOf(r)?.part === part;
  const newer = listed.rows
    .filter((r) => r.subcategory === row.subcategory && r.unit === row.unit && r.code !== row.code && samePart(r) && mayRead(deps.access, { tier: r.access_tier, region }))
    .flatMap((r) => {
      const until = catalog.coverage.get(r.code)?.get(region)?.last;
      return until && year(until) - year(last) >= NEWER_BY_YEARS ? [{ r, until }] : [];
    })
    .sort(
      (a, b) =>
        b.until.slice(0, 4).localeCompare(a.until.slice(0, 4)) ||
        nearness(b.r) - nearness(a.r) ||
        a.r.name.length - b.r.name.length ||
        a.r.code.localeCompare(b.r.code),
    )[0];
  if (!newer) return computed;
  trace.push({ step: "newer_of_kind", detail: `${row.code} ends in ${last}; ${newer.r.code}, of the same ${row.category} / ${row.subcategory}, runs to ${newer.until}` });
  return {
    ...computed,
    answer: `${computed.answer} Newer figures of its kind: ${newer.r.name} (${newer.r.code}), to ${formatPeriod(newer.until, newer.r.frequency)}.`,
  };
}

/** A rate quoted in units of a currency per US dollar (the exchange-rate series): it falls as the currency gains. */
const QUOTED_PER_DOLLAR = /\bper US dollar$/i;

/**
 * A level of a currency's worth in dollars crossed, as the level its rate in units per dollar crosses (the other
 * way). Parity is a dollar on the side of it the currency stood on more rarely: the euro's spells below a dollar.
 */
function inDollarsOfRate(parsed: ParsedQuestion, row: IndicatorRow, points: AskPoint[]): NonNullable<ParsedQuestion["lastTime"]> {
  const asked = parsed.lastTime!;
  if (!parsed.dollarsPerUnitAsked || !QUOTED_PER_DOLLAR.test(row.unit ?? "") || !("cross" in asked) || !(asked.threshold > 0) || asked.scale) return asked;
  const dearer = points.filter((p) => p.value <= 1).length;
  const side = asked.parity ? (dearer <= points.length - dearer ? "above" : "below") : asked.cross;
  return { ...asked, cross: side === "above" ? "below" : "above", threshold: 1 / asked.threshold };
}

/**
 * What an answer in units per dollar says of the currency asked about against the dollar: the highest or lowest
 * turned (`turned`), or which way a change moved it. No number is added, only the reading of the ones cited.
 */
function withDollarReading(answer: ComputedAnswer, place: string, turned: boolean): ComputedAnswer {
  const currency = `${place}'s currency`;
  const kind = answer.facts[0]?.kind;
  let note: string | null = null;
  if (turned && (kind === "highest" || kind === "lowest")) {
    note = `A dollar buying the most units is ${currency} at its weakest against the dollar; the fewest, at its strongest.`;
  } else if (kind === "change" && typeof answer.facts[0]!.params.change_abs === "number" && answer.facts[0]!.params.change_abs !== 0) {
    const fewer = answer.facts[0]!.params.change_abs < 0;
    note = `A dollar buying ${fewer ? "fewer" : "more"} units means ${currency} ${fewer ? "rose" : "fell"} against the dollar.`;
  } else if (kind === "trend" && (answer.facts[0]!.params.direction === "up" || answer.facts[0]!.params.direction === "down")) {
    const fewer = answer.facts[0]!.params.direction === "down";
    note = `A dollar buying ${fewer ? "fewer" : "more"} units over the span means ${currency} ${fewer ? "gained" : "lost ground"} against the dollar.`;
  }
  return note ? { ...answer, answer: `${answer.answer} ${note}` } : answer;
}

/**
 * A ranking's series that this server loads on demand, one place at a time, for places of the kind ranked (a
 * state's unemployment rate from FRED): the note that says so, and how to ask of one place. Undefined when
 * no candidate is such a series.
 */
function onDemandOneByOne(deps: AskDeps, catalog: Catalog, candidates: Candidate[], searchText: string, regionType: string): string | undefined {
  const onDemand = deps.onDemand;
  if (!onDemand) return undefined;
  const places = [...catalog.byCode.values()].filter((g) => g.type === regionType).map((g) => onDemandRegionOf(catalog, g.code)!);
  // published for several places of the kind ranked, not for one (a state series is also published for the US)
  const series = candidates.find((c) => c.row.upstream && places.filter((place) => onDemand.declares(c.row, place)).length >= 3);
  const sample = series && catalog.byCode.get(places.find((place) => onDemand.declares(series.row, place))!.code)!;
  if (!series || !sample) return undefined;
  const source = series.row.upstream!.toUpperCase();
  const reach = onDemand.reaches(series.row.upstream!) ? "" : ", which this server is not set up to reach";
  return `; ${series.row.name} (${series.row.code}) is loaded on demand from ${source} one place at a time${reach}, so it is not ranked: ask of one place, e.g. "${searchText} in ${sample.name}"`;
}

/**
 * Where FRED holds a measure not stored: its code here, read on demand where the server reaches FRED (said of this
 * server only when the caller says what it reaches: a briefing's run does not).
 */
function fredHolds(deps: AskDeps, id: string | undefined): string {
  if (!id) return "";
  const reached = deps.onDemand?.reaches("fred");
  return `; FRED holds it as ${id}, which the data routes read as fred.${id}${reached === true ? "" : ` where FRED_API_KEY is set${reached === false ? " (this server has none)" : ""}`}`;
}

const onDemandRegionOf = (catalog: Catalog, code: string) => {
  const entry = catalog.byCode.get(code);
  return entry ? { code: entry.code, type: entry.type, postal: entry.postal ?? null } : undefined;
};

/**
 * The answer while a series is being loaded on demand, or after its loading failed; null once it is
 * stored (the question is answered from it) or when it cannot be loaded (the usual no-data answer). No
 * number is written: the wait is in `facts`.
 */
function onDemandAnswer(
  loading: ProvisioningState | { state: "not_published" },
  indicator: IndicatorRow,
  region: { name: string },
): Pick<AskResult, "status" | "answer" | "facts" | "citations"> | null {
  const what = `${indicator.name} in ${region.name}`;
  const source = indicator.upstream?.toUpperCase();
  const from = source ? ` from ${source}` : "";
  switch (loading.state) {
    case "done":
    case "not_published":
      return null;
    case "failed":
      return { status: "no_data", answer: `${what} was asked${from}, which has no data for it.`, facts: [{ kind: "on_demand", text: "the upstream source has no such series", params: { state: "failed", reason: loading.reason, request_ref: loading.jobId } }], citations: [] };
    case "pending":
    case "unavailable":
      return {
        status: "no_data",
        answer:
          loading.state === "pending"
            ? `${what} is not stored yet; it is being loaded${from} now. Ask again in a few seconds.`
            : `${what} is not stored yet, and ${source ?? "its source"} cannot be reached just now. Ask again later.`,
        facts: [{ kind: "on_demand", text: "the series is being loaded from its upstream source", params: { state: loading.state, retry_after_seconds: loading.retryAfterSeconds, request_ref: loading.jobId } }],
        citations: [],
      };
  }
}

/** A window of the last `count` values stored (`AskWindow.observations`), as the days back to the value before them. */
async function lastValuesWindow(db: Database, indicatorId: string, region: string, window: AskWindow, count: number, latest: string): Promise<AskWindow | null> {
  const points = await valuesUpTo(db, indicatorId, region, latest, count + 1);
  const base = points.at(-count - 1) ?? points[0];
  if (!base) return null;
  return { ...window, relative: { amount: dayNumber(points.at(-1)!.date) - dayNumber(base.date), unit: "d" } };
}

/**
 * "The 30-day moving average of WTI at the end of 2024": the last `count` values on or before `end` (of a series of
 * longer periods asked in trading days, `count` null: the calendar days they span, five to the week), as a span whose
 * change is measured from the value before it, as the last values' is.
 */
async function valuesEndingWindow(db: Database, indicatorId: string, region: string, window: AskWindow, count: number | null, end: string): Promise<AskWindow | null> {
  const points = await valuesUpTo(db, indicatorId, region, end, count ?? 1);
  if (points.length === 0) return null;
  if (count === null) {
    // (the calendar days back from the last period on or before the end, as the last values' are from the latest)
    const days = window.relative!.amount;
    const text = window.text.replace(/^over the (\d+) .+? to /, `over the ${days} days ($1 trading days) to `);
    return { ...window, text, kind: "range", start: addDays(points.at(-1)!.date, 1 - days), end, fromBefore: true };
  }
  return { ...window, kind: "range", start: points.slice(-count)[0]!.date, end, fromBefore: true };
}

/**
 * A series' values on or before `end`, at least the last `needed` of them where it holds them: a daily series' last
 * weeks hold them, not its whole history; a longer period's are read whole.
 */
async function valuesUpTo(db: Database, indicatorId: string, region: string, end: string, needed: number): Promise<AskPoint[]> {
  const recent = (await valuesOf(db, indicatorId, region, shiftBack(end, { amount: needed * 2 + 14, unit: "d" }))).filter((p) => p.date <= end);
  return recent.length >= needed ? recent : (await valuesOf(db, indicatorId, region)).filter((p) => p.date <= end);
}

/** A series' stored values in one region from `start` (all when absent), empty periods left out. */
async function valuesOf(db: Database, indicatorId: string, region: string, start?: string): Promise<AskPoint[]> {
  return (await seriesPoints(db, indicatorId, region, { start }))
    .filter((p): p is { date: string; value: number } => p.value !== null)
    .map((p) => ({ date: p.date, value: Number(p.value) }));
}

/**
 * "Unemployment rates in construction and manufacturing": the measure is said once, on one side; a side whose
 * words name no more than the part of a breakdown ("manufacturing") is that part of the measure of the series
 * another side named (`other`) when the measure has it, not whichever measure of the part the search ranked
 * first (employment).
 */
function partOfMeasureSaid(row: IndicatorRow | null, words: string, found: Candidate[], other: IndicatorRow | null): IndicatorRow | null {
  const measure = other ? familyOf(other)?.measure : undefined;
  if (!row || !measure || familyOf(row)?.measure === measure) return row;
  const stems = searchTerms(words).map(stem);
  const namesOnlyPart = (r: IndicatorRow) => {
    const family = familyOf(r);
    const part = family ? new Set(searchTerms(family.part).map(stem)) : null;
    return !!part && stems.every((w) => part.has(w));
  };
  const sibling = found.find((c) => familyOf(c.row)?.measure === measure && namesOnlyPart(c.row));
  if (!sibling) return row;
  // ("government or manufacturing jobs": "government" matches the Treasury yield as well as it matches government
  // jobs, and the other piece says which measure is meant)
  const chosen = found.find((c) => c.row.id === row.id);
  return namesOnlyPart(row) || !chosen || sibling.matched >= chosen.matched ? sibling.row : row;
}

/**
 * Two measures named, of different frequencies, one a rate at the finer one where the search found a rate as well
 * named at the coarser ("how does unemployment relate to inflation": the annual unemployment rate beside annual
 * inflation, not the month-over-month rate averaged by the year): that rate, so that the two are set side by side
 * period by period. A series is never moved to a finer frequency, nor a level to a rate.
 */
function withFrequencyMatched(rows: (IndicatorRow | null)[], founds: Candidate[][]): (IndicatorRow | null)[] {
  const [a, b] = rows;
  if (!a || !b || a.frequency === b.frequency) return rows;
  const perYear = (row: IndicatorRow) => periodsPerYear(row.frequency as Frequency);
  const finer = perYear(a) > perYear(b) ? 0 : 1;
  const row = rows[finer]!;
  const coarser = rows[1 - finer]!.frequency;
  const top = founds[finer]!.find((c) => c.row === row);
  const peer =
    top && isPercentRate(row.unit)
      ? founds[finer]!.find((c) => c.row.frequency === coarser && isPercentRate(c.row.unit) && c.matched === top.matched && c.nameHits === top.nameHits && c.namesAll === top.namesAll)?.row
      : undefined;
  return peer ? rows.map((r, k) => (k === finer ? peer : r)) : rows;
}

/**
 * "How did gold, oil and the S&P 500 do in 2024": three or more measures listed, no one series fitting the
 * words, each piece naming one series (every word matched, some in its name). Each is answered as a question of
 * its own, in the place named (else its own default region), one after the other, their changes in percent
 * ranked (answerSeveral). Null when a piece names no series surely or two name the same one; the piece when a
 * word of it is in no series at all ("gold, silver and oil").
 */
async function answerSeriesList(
  deps: AskDeps,
  catalog: Catalog,
  parsed: ParsedQuestion,
  items: string[],
  regionCodes: string[],
  trace: AskResult["trace"],
): Promise<Omit<AskResult, "question" | "trace"> | { unknownWord: string } | null> {
  const { db } = deps;
  const prefer = { ...parsed, broad: regionCodes.length ? null : (row: IndicatorRow) => isBroad(catalog, row) };
  const founds: Candidate[][] = [];
  for (const item of items) founds.push(await searchSeries(db, catalog, item, prefer));
  // a place named: of the matches as good as the best, one that holds the place ("temperature, precipitation and
  // wind in Seattle": the county's daily high, not the world's anomaly)
  const holdsPlace = (c: Candidate) => regionCodes.length === 0 || catalog.coverage.get(c.row.code)?.has(regionCodes[0]!) === true;
  const named = founds.map((found, k) => {
    const top = found[0];
    if (!(top && top.matched >= new Set(searchTerms(items[k]!)).size && top.nameHits > 0)) return null;
    return (found.find((c) => c.matched === top.matched && c.nameHits >= top.nameHits && holdsPlace(c)) ?? top).row;
  });
  for (const [k, row] of named.entries()) {
    if (row) continue;
    for (const word of new Set(searchTerms(items[k]!))) if ((await searchSeries(db, catalog, word, prefer)).length === 0) return { unknownWord: word };
    return null;
  }
  // a piece naming only a part of a breakdown takes the measure another piece names
  const rows = named.map((row, k) => partOfMeasureSaid(row, items[k]!, founds[k]!, named.find((r, j) => j !== k && r && familyOf(r)) ?? null)!);
  if (new Set(rows.map((row) => row.code)).size < rows.length) return null;
  const regions = rows.map((row, k) => regionCodes[0] ?? unnamedRegionOf(catalog, row, homeOf(catalog, founds[k]!)));
  if (regions.some((region) => !region)) return null;
  rows.forEach((row, k) => trace.push({ step: "choose_series", detail: `"${items[k]}" → ${row.code} in ${regions[k]}: one of ${rows.length} measures listed` }));
  return answerMeasuresListed(deps, catalog, parsed, rows, regions as string[], trace);
}

/**
 * "The population of Africa", "GDP of Europe": of the series found (by every word but the place's), the first whose
 * unit is a total its population shares (so one that adds up over countries) and that holds countries of the part
 * of the world named, summed over them (answerAreaTotal); its change over a span when `changeAsked`
 * (answerAreaChange), or per person when that is asked (answerAreaPerPerson, over the same countries' populations);
 * null when no such series is readable.
 */
async function totalOfArea(
  deps: AskDeps,
  catalog: Catalog,
  parsed: ParsedQuestion,
  key: string,
  candidates: Candidate[],
  changeAsked: boolean,
  shareOf: string | undefined,
  trace: AskResult["trace"],
) {
  const area = countriesOfArea(key)!;
  const membersOf = (row: IndicatorRow) =>
    [...(catalog.coverage.get(row.code)?.keys() ?? [])].filter((code) => area.countries.has(code) && mayRead(deps.access, { tier: row.access_tier, region: code }));
  const holdsWhole = (row: IndicatorRow) => !shareOf || (catalog.coverage.get(row.code)?.has(shareOf) === true && mayRead(deps.access, { tier: row.access_tier, region: shareOf }));
  const chosen = candidates
    .filter((c) => sharedPerPerson(c.row.unit) && mayRead(deps.access, { tier: c.row.access_tier }) && holdsWhole(c.row))
    .map((c) => ({ row: c.row, codes: membersOf(c.row) }))
    .find((c) => c.codes.length >= 2);
  if (!chosen) return null;
  const { row, codes } = chosen;
  trace.push({ step: "choose_series", detail: `${row.code}: a total by country, summed over the ${codes.length} countries of ${area.name} (UN M49) it holds` });
  // per person asked: over the sum of the same countries' populations
  const perPerson = perPersonAsked(parsed, row);
  const population = perPerson ? await populationSeries(deps.db, catalog, deps.access, []) : undefined;
  if (perPerson && !population) return null;
  // (a country whose population the key may not read has none here, and is named as not counted)
  const peopleOf = population ? codes.filter((code) => mayRead(deps.access, { tier: population.access_tier, region: code })) : [];
  const histories = await seriesPointsMany(deps.db, [
    ...codes.map((region) => ({ indicatorId: row.id, region })),
    ...peopleOf.map((region) => ({ indicatorId: population!.id, region })),
    ...(shareOf ? [{ indicatorId: row.id, region: shareOf }] : []),
  ]);
  const valuesOf = (k: number) => (k < 0 ? [] : histories[k]!.filter((p): p is AskPoint => p.value !== null));
  const members = codes.map((code, k) => {
    const people = peopleOf.indexOf(code);
    return { region: regionInfoOf(catalog, code, "country"), points: valuesOf(k), population: valuesOf(people < 0 ? -1 : codes.length + people) };
  });
  if (population) trace.push({ step: "per_capita", detail: `${row.code} summed over the countries of ${area.name} divided by ${population.code} summed over the same countries` });
  const computed = shareOf
    ? answerAreaShare({ series: toSeries(row), area: area.name, members, whole: { region: regionInfoOf(catalog, shareOf), points: valuesOf(histories.length - 1) }, window: parsed.window })
    : population
    ? answerAreaPerPerson({ series: toSeries(row), population: toSeries(population), area: area.name, members, window: parsed.window })
    : changeAsked
      ? answerAreaChange({ series: toSeries(row), area: area.name, members, window: parsed.window })
      : answerAreaTotal({ series: toSeries(row), area: area.name, members, window: parsed.window });
  // (GDP's growth in current dollars says what it is not, as a country's does)
  const note = changeAsked && computed.status === "answered" && parsed.growthIsValue ? currentDollarGrowthNote(parsed, row, area.name) : null;
  return {
    status: computed.status,
    answer: note ? `${computed.answer} ${note}` : computed.answer,
    facts: computed.facts,
    citations: computed.citations,
    interpreted: { indicators: [row.code, ...(population ? [population.code] : [])], region: null, window: parsed.window?.text ?? null },
  };
}

/**
 * "The weather in Seattle", "Japan's demographics": a word that names a category of the catalog and no series asks
 * for every measure of that category held for the place (one of each subcategory, the one that runs latest), when
 * they are few enough to tell side by side.
 */
async function answerCategory(deps: AskDeps, catalog: Catalog, parsed: ParsedQuestion, category: string, region: string, trace: AskResult["trace"]) {
  const listed = await listIndicators(deps.db, { category, includeInactive: false, limit: 200, offset: 0 });
  // each where it is stored: the place asked, or the one level that holds it (New York State's one county with weather)
  const placeOf = (row: IndicatorRow) => otherLevel(catalog, row.code, region)?.code ?? region;
  const lastIn = (row: IndicatorRow) => catalog.coverage.get(row.code)?.get(placeOf(row))?.last;
  const held = listed.rows.filter((row) => lastIn(row) !== undefined && mayRead(deps.access, { tier: row.access_tier, region: placeOf(row) }));
  const rows = bestOfEachSubcategory(held, (a, b) => lastIn(a)! > lastIn(b)!);
  if (rows.length < 2 || rows.length > MAX_CATEGORY_MEASURES) return null;
  trace.push({ step: "category", detail: `"${category}" names the category of ${rows.length} measures held for ${region}: ${rows.map((r) => `${r.code} in ${placeOf(r)}`).join(", ")}` });
  return answerMeasuresListed(deps, catalog, parsed, rows, rows.map(placeOf), trace);
}
const MAX_CATEGORY_MEASURES = 6;

/** The series no other of their subcategory is `better` than (each series with no subcategory kept). */
const bestOfEachSubcategory = (rows: IndicatorRow[], better: (a: IndicatorRow, b: IndicatorRow) => boolean) =>
  rows.filter((row) => row.subcategory === null || !rows.some((other) => other !== row && other.subcategory === row.subcategory && better(other, row)));
/** The order a place's measures are told in: its economy first, the others after by their category's name. */
const PLACE_CATEGORY_ORDER = ["economy", "prices", "labor", "demographics"];

/**
 * "China", "tell me about Japan": a place named with no measure asks what is stored for it, told as the measures
 * of a category are (one of each subcategory, the one that runs latest, a headline series before its siblings), when
 * they are few enough to tell side by side; else null (the caller names what is stored for it).
 */
async function answerPlaceAlone(deps: AskDeps, catalog: Catalog, parsed: ParsedQuestion, region: string, trace: AskResult["trace"]) {
  const listed = await listIndicators(deps.db, { includeInactive: false, limit: 500, offset: 0 });
  const span = (row: IndicatorRow) => catalog.coverage.get(row.code)?.get(region);
  const lastIn = (row: IndicatorRow) => span(row)?.last ?? "";
  // (of a time asked, "Germany in 2020", the measures that hold some of it)
  const { start, end } = parsed.window ?? {};
  const inTime = (row: IndicatorRow) => (!start || lastIn(row) >= start) && (!end || span(row)!.first <= end);
  const held = listed.rows.filter((row) => lastIn(row) !== "" && inTime(row) && mayRead(deps.access, { tier: row.access_tier, region }));
  // (one of a subcategory's series however they tie: the latest, then a headline one, then by code)
  const before = (a: IndicatorRow, b: IndicatorRow) => lastIn(b).localeCompare(lastIn(a)) || Number(b.is_headline) - Number(a.is_headline) || a.code.localeCompare(b.code);
  const rank = (row: IndicatorRow) => {
    const k = PLACE_CATEGORY_ORDER.indexOf(row.category ?? "");
    return k < 0 ? PLACE_CATEGORY_ORDER.length : k;
  };
  const rows = bestOfEachSubcategory(held, (a, b) => before(a, b) < 0)
    .sort((a, b) => rank(a) - rank(b) || (a.category ?? "").localeCompare(b.category ?? "") || a.name.localeCompare(b.name));
  if (rows.length === 0 || rows.length > MAX_CATEGORY_MEASURES) return null;
  trace.push({ step: "place", detail: `${region} named with no measure: the ${rows.length} measures held for it, ${rows.map((r) => r.code).join(", ")}` });
  return answerMeasuresListed(deps, catalog, parsed, rows, rows.map(() => region), trace);
}

/** Several measures, each in its place, answered one after another as the question asks each. */
async function answerMeasuresListed(deps: AskDeps, catalog: Catalog, parsed: ParsedQuestion, rows: IndicatorRow[], regions: string[], trace: AskResult["trace"]) {
  const { db, access } = deps;
  // "real GDP growth, unemployment and inflation (in 2020)": a growth said as a measure's name asks its value, and so
  // the latest of each (or each one's value in the period asked), not every one's change
  const valuesAsked = parsed.intent === "change" && parsed.growthIsValue && (!parsed.window || parsed.window.kind === "point");
  let asked: ParsedQuestion = { ...parsed, swing: null, ...(valuesAsked ? { intent: parsed.window ? ("value_at" as const) : ("latest" as const) } : {}) };
  // a change with no time asked: over the span every one holds, so that the changes ranked are of one time
  if (asked.intent === "change" && !parsed.window) {
    const spans = rows.map((row, k) => catalog.coverage.get(row.code)?.get(regions[k]!));
    const [from, to] = [spans.map((s) => s?.first ?? "").sort().at(-1)!, spans.map((s) => s?.last ?? "").sort()[0]!];
    if (from && to && from < to) {
      asked = { ...asked, window: { text: "over the span every series holds", kind: "range", start: from, end: to } };
      trace.push({ step: "window", detail: `the change of ${rows.length} measures with no time: the span all hold, ${from} to ${to}` });
    }
  }
  // "which was most volatile: gold, brent or wti": ranked by their volatility
  if (parsed.volatility) {
    for (const [k, row] of rows.entries()) requireReadable(access, { tier: row.access_tier, region: regions[k]! });
    const contenders = rows.map((row, k) => ({ row, region: regions[k]!, name: `${row.name} (${regionInfoOf(catalog, regions[k]!).name})` }));
    const { computed } = await rankByVolatility(deps, parsed, { direction: parsed.intent === "lowest" ? "lowest" : "highest", count: rows.length, kind: "series listed", measure: "each" }, contenders, (code) => regionInfoOf(catalog, code), regions[0]!, trace);
    return measuresAnswered(computed, rows, regions[0]!, parsed.window, trace);
  }
  const answered: SideAnswer[] = [];
  for (const [k, row] of rows.entries()) {
    const region = regions[k]!;
    requireReadable(access, { tier: row.access_tier, region });
    const computed = await answerOneSeries(db, access, catalog, asked, row, region, trace);
    answered.push({ series: toSeries(row), computed: await asInflationIsTold(deps, catalog, asked, row, regionInfoOf(catalog, region), computed, trace) });
  }
  return measuresAnswered(answerSeveral(answered), rows, regions[0]!, asked.window, trace);
}

/** Measures answered side by side, as the ask result tells them: their steps traced, each value cited once. */
function measuresAnswered(computed: ComputedAnswer, rows: IndicatorRow[], region: string, window: AskWindow | null, trace: AskResult["trace"]): Omit<AskResult, "question" | "trace"> {
  trace.push(...computed.steps);
  return {
    status: computed.status,
    answer: computed.answer,
    facts: computed.facts,
    citations: dedupeCitations(computed.citations),
    interpreted: { indicators: rows.map((row) => row.code), region, window: window?.text ?? null },
  };
}

/**
 * "Brent vs WTI", "gold and the S&P 500 since 2020": no one series fits the words, but the words on each
 * side of the word joining them each name one series, every word matched and some in its name. Each series
 * is answered as a question of its own, in the place named (else its own default region), side by side
 * (answerSideBySide). Null when neither side names a series surely, or both name the same one; the word
 * no series has when one side names a series and the other holds such a word.
 */
async function answerSeriesPair(
  deps: AskDeps,
  catalog: Catalog,
  parsed: ParsedQuestion,
  parts: [string, string],
  regionCodes: string[],
  trace: AskResult["trace"],
): Promise<Omit<AskResult, "question" | "trace"> | { unknownWord: string } | null> {
  const { db, access } = deps;
  const prefer = { ...parsed, broad: regionCodes.length ? null : (row: IndicatorRow) => isBroad(catalog, row) };
  const named: (IndicatorRow | null)[] = [];
  const homes: (string | undefined)[] = [];
  const founds: Candidate[][] = [];
  for (const [k, part] of parts.entries()) {
    // "real GDP vs nominal GDP": each side's own "nominal"
    const found = await searchSeries(db, catalog, part, parsed.partsNominal ? { ...prefer, nominal: parsed.partsNominal[k]! } : prefer);
    const top = found[0];
    named.push(top && top.matched >= new Set(searchTerms(part)).size && top.nameHits > 0 ? top.row : null);
    homes.push(homeOf(catalog, found));
    founds.push(found);
  }
  const matched = withFrequencyMatched(named.map((row, k) => partOfMeasureSaid(row, parts[k]!, founds[k]!, named[1 - k] ?? null)), founds);
  // the place named, for both; a world price ("gold and the euro's exchange rate") stays the world's
  const placeOf = (row: IndicatorRow, k: number) => {
    const named = regionCodes[0];
    const held = catalog.coverage.get(row.code);
    const worldOnly = held !== undefined && held.size > 0 && [...held.keys()].every((code) => catalog.byCode.get(code)?.type === "world");
    return named && !(worldOnly && !held.has(named)) ? named : unnamedRegionOf(catalog, row, homes[k]);
  };
  const [first, second] = heldOverTimeAsked(matched, founds, parsed.window, catalog, placeOf, trace);
  if (!first && !second) return parsed.correlationAsked ? { unknownWord: parts[0] } : null;
  if (!first || !second) {
    // one measure named and a word beside it that no series has: "gold and silver prices" is not gold alone
    for (const word of new Set(searchTerms(parts[first ? 1 : 0]))) if ((await searchSeries(db, catalog, word, prefer)).length === 0) return { unknownWord: word };
    // a correlation needs both: one series alone is no answer to it
    return parsed.correlationAsked ? { unknownWord: parts[first ? 1 : 0]! } : null;
  }
  if (first.code === second.code) return null;
  const rows = [first, second];
  const regions = rows.map(placeOf);
  if (!regions[0] || !regions[1]) return null;
  // no place named and each series of its own (US real GDP, the world's population): both of the place of the
  // series held for fewer places, where the other holds it too, so that the two are of one place (not when that
  // is the world: a world price, gold's, says nothing of where the other measure is asked)
  if (!regionCodes[0] && regions[0] !== regions[1]) {
    const held = (k: number) => catalog.coverage.get(rows[k]!.code);
    const anchor = (held(0)?.size ?? 0) <= (held(1)?.size ?? 0) ? 0 : 1;
    if (catalog.byCode.get(regions[anchor]!)?.type !== "world" && held(1 - anchor)?.has(regions[anchor]!)) {
      regions[1 - anchor] = regions[anchor]!;
      trace.push({ step: "region", detail: `no place named: both series in ${regions[anchor]}, the place of ${rows[anchor]!.code}` });
    }
  }
  // one answer computed of both series' whole values, each at its place (the gap's extreme, their correlation)
  const readBoth = async (): Promise<[SeriesPoints, SeriesPoints]> => {
    const sides: SeriesPoints[] = [];
    for (const [k, row] of rows.entries()) {
      requireReadable(access, { tier: row.access_tier, region: regions[k]! });
      sides.push({ series: toSeries(row), region: regionInfoOf(catalog, regions[k]!), points: await valuesOf(db, row.id, regions[k]!) });
    }
    return [sides[0]!, sides[1]!];
  };
  const toldOfBoth = (computed: ComputedAnswer) => {
    trace.push(...computed.steps);
    const { status, answer, facts, citations } = computed;
    return { status, answer, facts, citations, interpreted: { indicators: [first.code, second.code], region: regions[0]!, window: parsed.window?.text ?? null } };
  };
  // "the correlation between gold and the S&P 500": how the two moved together over the periods both hold
  if (parsed.correlationAsked) {
    // the dollar itself is no series: it is stored as each currency's rate against it
    const dollarOnly = parts.find((part) => searchTerms(part).every((w) => /^(?:us|usd|dollars?|greenback)$/.test(w)));
    if (dollarOnly) return { unknownWord: dollarOnly };
    trace.push({ step: "choose_series", detail: `${first.code} and ${second.code}: their correlation on the periods both hold` });
    // a series not stored at the place taken for it ("unemployment and inflation in Germany" of US unemployment) is
    // said to be, and where it is, not counted as too few shared periods
    for (const [k, row] of rows.entries()) {
      const storedIn = storedElsewhere(catalog, access, row, regions[k]!);
      if (storedIn) return toldOfBoth({ ...answerNotStored(toSeries(row), regionInfoOf(catalog, regions[k]!), storedIn), steps: [] });
    }
    const [a, b] = await readBoth();
    return toldOfBoth(answerCorrelation({ a, b, window: parsed.window }));
  }
  // "how many days was WTI above Brent in 2024", "when was WTI last above Brent": one beyond the other, of one unit
  if (parsed.pairSide && first.unit === second.unit) {
    trace.push({ step: "choose_series", detail: `${first.code} ${parsed.pairSide.cross} ${second.code}: on the periods both hold (${parsed.pairSide.which})` });
    const [a, b] = await readBoth();
    return toldOfBoth(answerPairSide({ a, b, window: parsed.window, ...parsed.pairSide }));
  }
  // "average Brent vs WTI", "has gold beaten inflation", no time asked: each one's mean (change) over the span both
  // hold, so that the two are of one time (gold's prices from 1833 set against consumer prices from 1913 said nothing)
  const spans = rows.map((row, k) => catalog.coverage.get(row.code)?.get(regions[k]!));
  const [from, to] = [spans.map((s) => s?.first ?? "").sort().at(-1)!, spans.map((s) => s?.last ?? "").sort()[0]!];
  const overBoth = (parsed.meanAsked || parsed.intent === "change") && !parsed.window && !parsed.volatility;
  const shared: AskWindow | null = overBoth && from && to && from <= to ? { text: "over the span both series hold", kind: "range", start: from, end: to } : null;
  if (shared) trace.push({ step: "window", detail: `${parsed.meanAsked ? '"average"' : "the change"} of two measures with no time: the span both hold, ${from} to ${to}` });
  // "the gold to oil ratio", no time asked: both of the latest period of the coarser series (a month of gold),
  // when the finer one holds it, so that the two values are of one time and not of the dates each ends on
  let aligned: AskWindow | null = null;
  const lasts = spans.map((s) => s?.last ?? "");
  if (parsed.partsRatio && parsed.intent === "latest" && !parsed.window && lasts[0] && lasts[1] && lasts[0] !== lasts[1]) {
    const k = lasts[0] < lasts[1] ? 0 : 1;
    const [own, other] = [rows[k]!.frequency as Frequency | null, rows[1 - k]!.frequency as Frequency | null];
    const granularity = own ? PERIOD_OF_FREQUENCY[own] : undefined;
    if (own && other && granularity && periodsPerYear(own) <= periodsPerYear(other)) {
      const start = lasts[k]!;
      aligned = { text: formatPeriod(start, own), kind: "point", start, end: periodEnd(start, own), granularity };
      trace.push({ step: "window", detail: `a ratio of two measures ending at different times: both of ${start}, the latest ${granularity} of ${rows[k]!.code}` });
    }
  }
  // "the difference between Brent and WTI in 2022": over a time of several periods of each, the gap asked is how
  // far apart they stood on average (each one's mean, and the mean gap on the periods both hold), not the gap of
  // each one's last value
  const gapOverTime = parsed.partsGap === true && parsed.intent === "value_at" && first.unit === second.unit && !!parsed.window && rows.every((row) => spansSeveral(parsed.window!, row));
  if (gapOverTime) trace.push({ step: "intent", detail: `the gap of two measures over "${parsed.window!.text}": each one's mean over it` });
  const asked: ParsedQuestion = shared
    ? { ...parsed, window: shared }
    : aligned
      ? { ...parsed, window: aligned, intent: "value_at" }
      : gapOverTime
        ? { ...parsed, meanAsked: true }
        : parsed;
  // "the Brent-WTI spread history": the first less the second told as one series' story is
  if (parsed.partsGap && parsed.overview && first.unit === second.unit) {
    trace.push({ step: "choose_series", detail: `${first.code} less ${second.code}: the story of their gap on the periods both hold` });
    const [a, b] = await readBoth();
    return toldOfBoth(answerGapStory({ a, b, window: parsed.window }));
  }
  // "the largest gap between Brent and WTI": the highest (lowest) of the first less the second, one measure of its own
  if (parsed.partsGap && (parsed.intent === "highest" || parsed.intent === "lowest") && first.unit === second.unit) {
    trace.push({ step: "choose_series", detail: `${first.code} less ${second.code}: the ${parsed.intent} of their gap on the periods both hold` });
    const [a, b] = await readBoth();
    return toldOfBoth(answerGapExtreme({ a, b, window: parsed.window, direction: parsed.intent }));
  }
  // "the highest S&P 500 to gold ratio", "the S&P 500 to gold ratio history", "the highest dividend yield": the quotient
  // on every period both hold (not each one's own extreme), where they are of one frequency
  if ((parsed.partsRatio || parsed.priceYield) && (parsed.intent === "highest" || parsed.intent === "lowest" || parsed.overview)) {
    const [a, b] = await readBoth();
    const asked = parsed.intent === "highest" || parsed.intent === "lowest" ? parsed.intent : "story";
    const told = answerRatioOverTime({ a, b, window: parsed.window, asked, ...(parsed.priceYield ? { yieldName: parsed.priceYield } : {}) });
    if (told) {
      trace.push({ step: "choose_series", detail: `${first.code} over ${second.code}: ${asked === "story" ? "the story" : `the ${asked}`} of their ratio on the periods both hold` });
      return toldOfBoth(told);
    }
  }
  // "the highest misery index": the largest (smallest) sum of the two rates
  if (parsed.miseryIndex && (parsed.intent === "highest" || parsed.intent === "lowest")) {
    trace.push({ step: "choose_series", detail: `${first.code} plus ${second.code}: the ${parsed.intent} of their sum on the periods both hold` });
    const [a, b] = await readBoth();
    return toldOfBoth(answerMiseryExtreme({ a, b, window: parsed.window, direction: parsed.intent }));
  }
  const answered: SideAnswer[] = [];
  for (const [k, row] of rows.entries()) {
    const region = regions[k]!;
    trace.push({ step: "choose_series", detail: `"${parts[k]}" → ${row.code} in ${region}: one of two measures asked side by side` });
    requireReadable(access, { tier: row.access_tier, region });
    // side by side, the changes across the window are what is compared: each side's largest move would only crowd them
    const computed = parsed.volatility
      ? answerVolatility({ series: toSeries(row), region: regionInfoOf(catalog, region), points: await valuesOf(db, row.id, region), window: parsed.window })
      : await asInflationIsTold(deps, catalog, asked, row, regionInfoOf(catalog, region), await answerOneSeries(db, access, catalog, { ...asked, swing: null }, row, region, trace), trace);
    // a mean's values go with it: two means are set apart on the periods both hold
    answered.push({ series: toSeries(row), computed, ...(computed.facts.some((f) => f.kind === "mean") ? { points: await valuesOf(db, row.id, region) } : {}) });
  }
  const computed = answerSideBySide(answered[0]!, answered[1]!, {
    ratio: parsed.partsRatio === true,
    deflatorAsked: parsed.deflatorAsked === true,
    priceYield: parsed.priceYield ?? null,
    miseryIndex: parsed.miseryIndex,
    whichIsHigher: parsed.whichIsHigher,
  });
  return measuresAnswered(computed, rows, regions[0]!, asked.window, trace);
}

/** Whether a window holds several periods of the series: a span, or a point written coarser than its periods ("2022" of a daily series). */
function spansSeveral(window: AskWindow, row: IndicatorRow): boolean {
  if (window.kind === "range" || window.kind === "since" || window.kind === "relative") return true;
  return window.kind === "point" && !!window.start && !!window.end && !!row.frequency && periodEnd(window.start, row.frequency as Frequency) < window.end;
}

/** A unit of current US dollars (a price, a value): not chained or constant dollars, a base year's, nor a rate per dollar. */
const inCurrentUsDollars = (unit: string | null) => unit !== null && /\bUS dollars\b/i.test(unit) && dollarsKind(unit) !== "constant" && !/\b(?:18|19|20)\d{2}\b|\bper US dollar\b/i.test(unit);

/**
 * "The gold price in real terms", "oil in 2008 in today's dollars": the series the words name but "real", when it is in
 * current US dollars, in the place asked (its own, with none), told at the latest prices of the United States'
 * consumer price index (answerInRealTerms). Null when no such series answers every other word, or the question asks
 * what this does not tell (a change, a ranking): the question is then read as any other.
 */
async function answerInTodaysDollars(
  deps: AskDeps,
  catalog: Catalog,
  parsed: ParsedQuestion,
  regionCodes: string[],
  trace: AskResult["trace"],
  /** The last period of a series named real with the other words: told so only when the price runs more than a year past it. */
  realEndsIn: string | null = null,
): Promise<Omit<AskResult, "question" | "trace"> | null> {
  const { db, access } = deps;
  // a change over a span ("the real price of gold today compared to 1980"): between its first and last values
  const change = parsed.intent === "change" && spansTime(parsed.window);
  if (!(change || ["latest", "value_at", "highest"].includes(parsed.intent)) || parsed.meanAsked) return null;
  const words = parsed.searchText.split(" ").filter((w) => w !== "real").join(" ");
  const found = words ? await searchSeries(db, catalog, words, { ...parsed, broad: regionCodes.length ? null : (row) => isBroad(catalog, row) }) : [];
  const top = found[0];
  // (a price in current US dollars, a US home price index, or a market index in points: "home prices adjusted for
  // inflation", "the inflation-adjusted S&P 500")
  const deflatable = (row: IndicatorRow) => inCurrentUsDollars(row.unit) || row.subcategory === "home prices" || (row.category === "markets" && /^index points$/i.test(row.unit ?? ""));
  if (!top || top.matched < new Set(searchTerms(words)).size || top.nameHits === 0 || !deflatable(top.row)) return null;
  const code = regionCodes[0] ?? unnamedRegionOf(catalog, top.row, homeOf(catalog, found));
  const span = code ? catalog.coverage.get(top.row.code)?.get(code) : undefined;
  if (!code || !span) return null;
  if (realEndsIn && span.last <= addMonths(realEndsIn, 12)) return null;
  const us = regionInfoOf(catalog, "US");
  const index = await freshestPriceIndex(db, catalog, access, us, "");
  if (!index) return null;
  requireReadable(access, { tier: top.row.access_tier, region: code });
  trace.push({ step: "choose_series", detail: `${top.row.code}: in current prices, told in real terms by ${index.row.code} (no series is named real with the other words)` });
  const computed = answerInRealTerms({
    series: toSeries(top.row),
    region: regionInfoOf(catalog, code),
    points: await valuesOf(db, top.row.id, code),
    window: parsed.window,
    index: { series: toSeries(index.row), region: us, points: await valuesOf(db, index.row.id, us.code) },
    change,
    highest: parsed.intent === "highest",
    pricesOfYear: parsed.pricesOfYear ?? null,
  });
  trace.push(...computed.steps);
  return {
    status: computed.status,
    answer: computed.answer,
    facts: computed.facts,
    citations: dedupeCitations(computed.citations),
    interpreted: { indicators: [top.row.code, index.row.code], region: code, window: parsed.window?.text ?? null },
  };
}

/** How wide a place of each type is: of two places, a share is taken of the wider. */
const REGION_BREADTH: Record<string, number> = { world: 4, aggregate: 3, country: 2, state: 1 };

const RANK_PARENT_TYPE: Record<string, string> = { county: "state", state: "country", country: "world" };
const PEER_KIND: Record<string, string> = { county: "counties", state: "states", country: "countries", metro: "metro areas", aggregate: "World Bank regions" };

/** The level (county, state, country, metro) at which the first candidate holding several regions holds the most. */
function mostRegionsLevel(catalog: Catalog, candidates: Candidate[]): string | undefined {
  for (const c of candidates) {
    const byType = new Map<string, number>();
    for (const code of catalog.coverage.get(c.row.code)?.keys() ?? []) {
      const type = catalog.byCode.get(code)?.type;
      if (type && type in PEER_KIND) byType.set(type, (byType.get(type) ?? 0) + 1);
    }
    const [level, count] = [...byType].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (level && count! >= 3) return level;
  }
  return undefined;
}

/**
 * "Which industry has the highest unemployment rate": the best-matching measure that the candidates hold broken
 * down by industry (three or more series "<measure>, <part>" of one unit and frequency, none a total), each
 * read in one region (the one named, else their default) at the latest period they all hold (in the window
 * asked, if any), and ranked.
 */
async function rankBreakdowns(
  deps: AskDeps,
  catalog: Catalog,
  parsed: ParsedQuestion,
  direction: "highest" | "lowest",
  candidates: Candidate[],
  regionCodes: string[],
  trace: AskResult["trace"],
): Promise<{ computed: ComputedAnswer; indicators: string[]; region: string } | string> {
  // the candidates grouped by breakdown family: one measure, unit and frequency
  const familyKey = (row: IndicatorRow) => {
    const family = rankedPartOf(row);
    return family ? `${family.measure}|${row.unit}|${row.frequency}` : null;
  };
  const families = new Map<string, IndicatorRow[]>();
  for (const { row } of candidates) {
    const key = familyKey(row);
    if (key) families.set(key, [...(families.get(key) ?? []), row]);
  }
  const membersOf = (row: IndicatorRow) => families.get(familyKey(row) ?? "") ?? [];
  // a family with totals is ranked among its other parts (those that are no sum of others)
  const byChange = parsed.breakdownByChange;
  const isTotal = (r: IndicatorRow) => /^total\b/.test(rankedPartOf(r)!.part);
  const lead = candidates.find(({ row }) => membersOf(row).filter((r) => !isTotal(r)).length >= 3);
  if (!lead) return `no series matching "${parsed.searchText}" is broken down by industry`;
  const { measure } = rankedPartOf(lead.row)!;
  // (what the parts are, as the answer names them: a generation's parts are its sources)
  const partKind: BreakdownParts = companyOf(lead.row) !== null ? "companies" : /\b(?:generation|electricity|energy)\b/i.test(measure) ? "sources" : "industries";
  const region = regionCodes[0] ?? unnamedRegionOf(catalog, lead.row, homeOf(catalog, candidates));
  if (!region) return `${lead.row.code} has no default region`;
  const members = membersOf(lead.row).filter((r) => catalog.coverage.get(r.code)?.has(region) && !isTotal(r));
  if (members.length < 3) return `fewer than three breakdowns of ${measure} are stored for ${region}`;
  // refused as the data routes refuse a series or region the key may not read
  for (const r of members) requireReadable(deps.access, { tier: r.access_tier, region });
  trace.push({ step: "choose_series", detail: `${members.length} breakdowns of ${measure}: ${members.map((r) => r.code).join(", ")}` });
  // "which stock was most volatile in 2008": each part's spread of changes
  if (parsed.volatility) return rankByVolatility(deps, parsed, { direction, count: 1, kind: partKind, measure }, members.map((row) => ({ row, region, name: rankedPartOf(row)!.part })), (code) => regionInfoOf(catalog, code), region, trace);
  // a family with a total adds up (its parts' counts make it): only there are parts that are sums of others left out
  const additive = membersOf(lead.row).some(isTotal);
  if (byChange) return rankBreakdownsByChange(deps, catalog, parsed, { direction, way: byChange, measure, region, members, additive, partKind }, trace);
  // "the unemployment rate by industry in 2009" of monthly values: each part's mean (total, of values that add up) over
  // the year, when every part holds each of its periods, as a year's figure is told (a December of values not
  // seasonally adjusted is no year's); a company's share price "in 2009" stays its price then
  const year = parsed.window?.kind === "point" && parsed.window.granularity === "year" ? parsed.window : null;
  const perYear = periodsPerYear(lead.row.frequency as Frequency);
  if (year && perYear > 1 && partKind === "industries") {
    const whole = await Promise.all(members.map(async (row) => ({ row, points: (await valuesOf(deps.db, row.id, region, year.start)).filter((p) => p.date <= year.end!) })));
    if (whole.every((x) => x.points.length === perYear)) {
      const sums = additive ? sumsOfOthers(whole.map((x) => [x.points[0]!.value, x.points.at(-1)!.value] as const)) : new Set<number>();
      if (sums.size) trace.push({ step: "breakdown", detail: `left out as sums of other parts: ${whole.filter((_, k) => sums.has(k)).map((x) => x.row.code).join(", ")}` });
      const parts = whole.filter((_, k) => !sums.has(k));
      const how = lead.row.aggregation === "sum" ? "sum" : "mean";
      const rows = parts.map((x) => ({ series: toSeries(x.row), part: rankedPartOf(x.row)!.part, value: aggregate(x.points, how), over: { points: x.points, how } as const }));
      const computed = answerBreakdownRanking({ measure, direction, date: year.start!, region: regionInfoOf(catalog, region), rows, leftOut: sums.size, listAll: parsed.breakdownListed, partKind });
      return { computed, indicators: rows.map((r) => r.series.code), region };
    }
  }
  // the latest period every one of them holds, within the window asked
  const lastHeld = members.map((r) => catalog.coverage.get(r.code)!.get(region)!.last).sort()[0]!;
  const upTo = parsed.window?.end && parsed.window.end < lastHeld ? parsed.window.end : lastHeld;
  const yearBefore = shiftBack(upTo, { amount: 1, unit: "y" });
  const read = await Promise.all(
    members.map(async (r) => {
      const points = (await valuesOf(deps.db, r.id, region, yearBefore)).filter((p) => p.date <= upTo);
      return { row: r, point: points.at(-1), earlier: points[0] };
    }),
  );
  const date = read.map((x) => x.point?.date ?? "").sort().at(-1)!;
  // a time asked after the breakdowns stop is not answered with their last period
  if (parsed.window?.start && date < parsed.window.start) {
    const answer = `No breakdown of ${measure} by industry is stored in ${regionInfoOf(catalog, region).name} ${parsed.window.text.replace(/^(?:in|on|during) /, "in ")}; the breakdowns stop in ${formatPeriod(lastHeld, lead.row.frequency)}.`;
    return { computed: { status: "no_data", answer, facts: [], citations: [], steps: [] }, indicators: members.map((r) => r.code), region };
  }
  // of a family that adds up, a part that is the sum of others at this period and a year before (a supersector) is
  // left out, as a ranking by change leaves it out: the industries ranked count each job once
  const atDate = read.filter((x) => x.point?.date === date);
  const earlierDate = atDate.map((x) => x.earlier?.date ?? "").sort().at(-1)!;
  const sums = additive && atDate.every((x) => x.earlier?.date === earlierDate) ? sumsOfOthers(atDate.map((x) => [x.earlier!.value, x.point!.value] as const)) : new Set<number>();
  if (sums.size) trace.push({ step: "breakdown", detail: `left out as sums of other parts: ${atDate.filter((_, k) => sums.has(k)).map((x) => x.row.code).join(", ")}` });
  const rows = atDate.filter((_, k) => !sums.has(k)).map((x) => ({ series: toSeries(x.row), part: rankedPartOf(x.row)!.part, value: x.point!.value }));
  if (rows.length < 3) return `fewer than three breakdowns of ${measure} hold a value at one period`;
  const ranked = answerBreakdownRanking({ measure, direction, date, region: regionInfoOf(catalog, region), rows, leftOut: sums.size, listAll: parsed.breakdownListed, partKind });
  // (a year asked that the parts do not all hold whole: its latest period they do, said)
  const computed = year && perYear > 1 && ranked.status === "answered" ? { ...ranked, answer: `${ranked.answer} ${formatPeriod(date, lead.row.frequency)} is the last period of ${year.start!.slice(0, 4)} they all hold.` } : ranked;
  return { computed, indicators: rows.map((r) => r.series.code), region };
}

/**
 * Series (one measure's regions, or a breakdown's parts) ranked by their volatility over the window asked
 * (answerVolatilityRanking), their values read in one statement.
 */
async function rankByVolatility<Region extends string | null>(
  deps: AskDeps,
  parsed: ParsedQuestion,
  asked: { direction: "highest" | "lowest"; count: number; kind: string; measure: string },
  contenders: { row: IndicatorRow; region: string; name: string }[],
  regionInfo: (code: string) => AskRegionInfo,
  region: Region,
  trace: AskResult["trace"],
): Promise<{ computed: ComputedAnswer; indicators: string[]; region: Region }> {
  const histories = await seriesPointsMany(deps.db, contenders.map((c) => ({ indicatorId: c.row.id, region: c.region })));
  trace.push({ step: "rank_volatility", detail: `${contenders.length} ${asked.kind} read for their volatility` });
  const computed = answerVolatilityRanking({
    contenders: contenders.map((c, k) => ({
      name: c.name,
      series: toSeries(c.row),
      region: regionInfo(c.region),
      points: histories[k]!.filter((p): p is AskPoint => p.value !== null),
    })),
    window: parsed.window,
    ...asked,
  });
  return { computed, indicators: [...new Set(contenders.map((c) => c.row.code))], region };
}

/**
 * Breakdowns ranked by their change over the window asked (over the last year without one): each from its first
 * value in the window to its last, at the same two periods for all. Of a family that adds up (one with a total),
 * a part that is the sum of two or more other parts at both periods (a supersector of its industries:
 * manufacturing of durable and nondurable goods) is left out, so that what is ranked does not count the same jobs
 * twice; rates (unemployment by industry) add up to nothing and are all ranked.
 */
async function rankBreakdownsByChange(
  deps: AskDeps,
  catalog: Catalog,
  parsed: ParsedQuestion,
  asked: { direction: "highest" | "lowest"; way: "rise" | "fall"; measure: string; region: string; members: IndicatorRow[]; additive: boolean; partKind: BreakdownParts },
  trace: AskResult["trace"],
): Promise<{ computed: ComputedAnswer; indicators: string[]; region: string } | string> {
  const { members, region } = asked;
  const lastHeld = members.map((r) => catalog.coverage.get(r.code)!.get(region)!.last).sort()[0]!;
  const window = parsed.window ?? OVER_THE_LAST_YEAR;
  const end = window.end && window.end < lastHeld ? window.end : lastHeld;
  const start = window.start ?? (window.relative ? shiftBack(lastHeld, window.relative) : undefined);
  if (!start) return `a change of each breakdown of ${asked.measure} needs a span with a start`;
  // a change over a named period ("in 2009") or an event is measured from the last value before it, as one series' is
  const fromBefore = window.kind === "point" || window.fromBefore === true;
  const read = await Promise.all(
    members.map(async (r) => {
      const points = (await valuesOf(deps.db, r.id, region, fromBefore ? shiftBack(start, { amount: 1, unit: "y" }) : start)).filter((p) => p.date <= end);
      const inWindow = points.filter((p) => p.date >= start);
      const first = inWindow[0];
      return { row: r, from: first && fromBefore ? (valueBeforeWindow(points, first, r.frequency, window) ?? first) : first, to: inWindow.at(-1) };
    }),
  );
  // the two periods every part holds: the latest first one and the earliest last one; a part stored only from
  // later in the span (a company listed since) is left out and named, so long as two others hold the whole span
  const holding = read.filter((x) => x.from && x.to && x.from.date < x.to.date);
  const earliestFrom = holding.map((x) => x.from!.date).sort()[0];
  const wholeSpan = holding.filter((x) => x.from!.date === earliestFrom);
  const held = wholeSpan.length >= 2 ? wholeSpan : holding;
  const startedLater = holding.filter((x) => !held.includes(x)).map((x) => ({ series: toSeries(x.row), part: rankedPartOf(x.row)!.part, from: x.from! }));
  const fromDate = held.map((x) => x.from!.date).sort().at(-1);
  const toDate = held.map((x) => x.to!.date).sort()[0];
  if (!fromDate || !toDate || fromDate >= toDate) {
    // (with the span they are stored for, so that the asker knows which times would be answered)
    const spans = members.flatMap((r) => catalog.coverage.get(r.code)?.get(region) ?? []);
    const [first, last] = [spans.map((x) => x.first).sort()[0], spans.map((x) => x.last).sort().at(-1)];
    const stored = first && last ? ` They are stored from ${formatPeriod(first, members[0]!.frequency as Frequency)} to ${formatPeriod(last, members[0]!.frequency as Frequency)}.` : "";
    const answer = `No two periods ${window.text.replace(/^(?:in|on|during) /, "in ")} hold values of the breakdowns of ${asked.measure} in ${regionInfoOf(catalog, region).name}.${stored}`;
    return { computed: { status: "no_data", answer, facts: [], citations: [], steps: [] }, indicators: members.map((r) => r.code), region };
  }
  const points = await Promise.all(held.map(async (x) => ({ row: x.row, all: (await valuesOf(deps.db, x.row.id, region, fromDate)).filter((p) => p.date <= toDate) })));
  const rows = points.flatMap(({ row, all }) => {
    const [from, to] = [all.find((p) => p.date === fromDate), all.find((p) => p.date === toDate)];
    return from && to ? [{ row, from, to }] : [];
  });
  const sums = asked.additive ? sumsOfOthers(rows.map((r) => [r.from.value, r.to.value] as const)) : new Set<number>();
  const parts = rows.filter((_, k) => !sums.has(k));
  if (sums.size) trace.push({ step: "breakdown", detail: `left out as sums of other parts: ${rows.filter((_, k) => sums.has(k)).map((r) => r.row.code).join(", ")}` });
  if (parts.length < 2) return `fewer than two breakdowns of ${asked.measure} hold values at ${fromDate} and ${toDate}`;
  const computed = answerBreakdownChangeRanking({
    measure: asked.measure,
    direction: asked.direction,
    way: asked.way,
    region: regionInfoOf(catalog, region),
    leftOut: sums.size,
    partKind: asked.partKind,
    startedLater,
    listWay: parsed.breakdownListed,
    rows: parts.map((r) => ({ series: toSeries(r.row), part: rankedPartOf(r.row)!.part, from: r.from, to: r.to })),
  });
  return { computed, indicators: parts.map((r) => r.row.code), region };
}

/**
 * Which of the rows (each a part's values at two periods) are the sum of two or more of the others at both periods,
 * to a rounding of the published figures (half a unit, or 2 in 100,000 of the value). Each is tested by meeting
 * in the middle: the sums of the subsets of one half of the smaller rows against those of the other half, sorted,
 * so that 24 rows take thousands of steps, not millions.
 */
export function sumsOfOthers(rows: readonly (readonly [number, number])[]): Set<number> {
  const found = new Set<number>();
  rows.forEach(([a, b], k) => {
    if (!(a > 0 && b > 0)) return;
    const smaller = rows.filter(([x, y], j) => j !== k && x > 0 && y > 0 && x < a && y < b);
    if (smaller.length < 2 || smaller.length > 24) return;
    const tolerance = Math.max(0.5, 2e-5 * Math.max(a, b));
    const half = Math.floor(smaller.length / 2);
    const subsets = (items: readonly (readonly [number, number])[]) => {
      const out: { x: number; y: number; n: number }[] = [{ x: 0, y: 0, n: 0 }];
      for (const [x, y] of items) for (const s of out.slice()) out.push({ x: s.x + x, y: s.y + y, n: s.n + 1 });
      return out;
    };
    const left = subsets(smaller.slice(0, half));
    const right = subsets(smaller.slice(half)).sort((p, q) => p.x - q.x);
    const firstAtLeast = (v: number) => {
      let [lo, hi] = [0, right.length];
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (right[mid]!.x < v) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    outer: for (const l of left) {
      for (let i = firstAtLeast(a - l.x - tolerance); i < right.length && right[i]!.x <= a - l.x + tolerance; i++) {
        const r = right[i]!;
        if (l.n + r.n >= 2 && Math.abs(l.y + r.y - b) <= tolerance) {
          found.add(k);
          break outer;
        }
      }
    }
  });
  return found;
}

/**
 * "Which county had the highest …": the best-matching series that has values for at least three regions of
 * the type asked (under the region named, when it is the type's parent: counties of a state), ranked at
 * the period asked or the latest period any of them has. A reason string when it cannot be answered.
 */
async function rankRegions(
  deps: AskDeps,
  catalog: Catalog,
  parsed: ParsedQuestion,
  ranking: NonNullable<ParsedQuestion["ranking"]>,
  candidates: Candidate[],
  regionCodes: string[],
  trace: AskResult["trace"],
): Promise<{ computed: ComputedAnswer; indicators: string[]; region: string | null } | { placeUnresolved: string } | { notRankedAmongNamed: true } | string> {
  const named = regionCodes[0] ? catalog.byCode.get(regionCodes[0]) : undefined;
  if (ranking.regionType === "any") {
    // "where": the level under the place named (counties of a state), else the level the best-matching series
    // holds the most regions at
    // the places named, when several of one kind are ("which of the US, Germany and Japan grew fastest")
    const kinds = new Set(regionCodes.map((code) => catalog.byCode.get(code)?.type));
    const shared = regionCodes.length >= 2 && kinds.size === 1 ? [...kinds][0] : undefined;
    const under = shared ? undefined : named ? Object.keys(RANK_PARENT_TYPE).find((type) => RANK_PARENT_TYPE[type] === named.type) : undefined;
    const level = shared ?? under ?? mostRegionsLevel(catalog, candidates);
    if (!level) return `no series matching "${parsed.searchText}" has values for several regions`;
    trace.push({ step: "rank_level", detail: `"where" ranked by ${level}` });
    ranking = { ...ranking, regionType: level };
  }
  // "which continent has the most people": the World Bank's geographic regions, stored as aggregates
  const continents = ranking.regionType === "continent";
  if (continents) ranking = { ...ranking, regionType: "aggregate" };
  const parent = named && named.type === RANK_PARENT_TYPE[ranking.regionType] ? named.code : null;
  // "the largest economy in Africa", "which country in Latin America": the countries of that part of the world, as
  // the UN groups them; a group of countries whose members are not known here is not ranked as if it were the world
  const areaKey = ranking.regionType !== "country" || regionCodes.length > 1 ? undefined : named?.type === "aggregate" ? named.code : ranking.area;
  const area = areaKey ? countriesOfArea(areaKey) : undefined;
  if (areaKey && !area) {
    const said = named?.name ?? CONTINENTS.get(areaKey)?.name ?? areaKey;
    return { placeUnresolved: `which countries make up ${said} is not recorded here, so its countries are not ranked; a continent's are, as the UN groups them ("the largest economy in Europe"), and so are countries named ("which of Germany, France and Italy")` };
  }
  // "which G7 country has the highest inflation": several places named are the ones ranked
  const among = continents ? new Set(WORLD_BANK_REGIONS) : area ? area.countries : regionCodes.length >= 2 ? new Set(regionCodes) : null;
  const inScope = (code: string) => {
    const g = catalog.byCode.get(code);
    return g?.type === ranking.regionType && (parent === null || g.parentCode === parent) && (among === null || among.has(code));
  };
  const chosen = candidates.find((c) => [...(catalog.coverage.get(c.row.code)?.keys() ?? [])].filter(inScope).length >= (among ? 2 : 3));
  // (places named that no series ranks, "which of the G7 had the highest unemployment" of US unemployment alone:
  // each one is answered as places compared are, saying which hold no value)
  if (!chosen && regionCodes.length >= 2 && !area && !continents) return { notRankedAmongNamed: true };
  if (!chosen) {
    const held = `no series matching "${parsed.searchText}" has values for several ${PEER_KIND[ranking.regionType] ?? ranking.regionType}`;
    return held + (onDemandOneByOne(deps, catalog, candidates, parsed.searchText, ranking.regionType) ?? "");
  }
  const indicator = chosen.row;
  trace.push({ step: "choose_series", detail: `${indicator.code}: the best match with values by ${ranking.regionType}` });
  requireReadable(deps.access, { tier: indicator.access_tier });
  const kind = PEER_KIND[ranking.regionType] ?? ranking.regionType;
  // (the world holds every country: "countries of World" would say nothing)
  const parentNamed = parent !== null && RANK_PARENT_TYPE[ranking.regionType] !== "world";
  const peerKind = area ? `${kind} of ${area.name} (as the UN's M49 standard groups them)` : among ? `${kind} asked` : parentNamed ? `${kind} of ${catalog.byCode.get(parent)?.name ?? parent}` : kind;
  const regionInfo = (code: string) => regionInfoOf(catalog, code, ranking.regionType);
  // the regions ranked that hold the series and the key may read
  const readableInScope = () => [...(catalog.coverage.get(indicator.code)?.keys() ?? [])].filter((code) => inScope(code) && mayRead(deps.access, { tier: indicator.access_tier, region: code }));
  // "which country has the most volatile inflation": each region's spread of changes (of values, for a rate of change)
  if (parsed.volatility) {
    const readable = readableInScope();
    const contenders = readable.map((code) => ({ row: indicator, region: code, name: regionInfo(code).name }));
    return rankByVolatility(deps, parsed, { direction: ranking.direction, count: ranking.count, kind: peerKind, measure: indicator.name }, contenders, regionInfo, parent, trace);
  }
  // levels in each region's own currency do not rank; their percent changes do. Asked by place with no superlative
  // ("exchange rates by country"), each place's value is told, of those holding the series' latest period
  if (!ranking.byChange && !comparableAcrossRegions(indicator.unit) && ranking.listed) {
    const spans = catalog.coverage.get(indicator.code)!;
    // (a currency area stored as a group of countries, the euro area, is a place of its own currency too)
    const groups = ranking.regionType === "country" && parent === null && among === null ? [...spans.keys()].filter((code) => catalog.byCode.get(code)?.type === "aggregate" && mayRead(deps.access, { tier: indicator.access_tier, region: code })) : [];
    const held = [...readableInScope(), ...groups];
    const latest = held.map((code) => spans.get(code)!.last).sort().at(-1);
    // (with no time asked; a time asked is read of every place holding it)
    const current = parsed.window ? held : held.filter((code) => spans.get(code)!.last === latest);
    trace.push({ step: "list_regions", detail: `${indicator.code} is in each region's own unit: ${parsed.window ? `the ${kind} holding it ${parsed.window.text}` : `the ${current.length} of ${held.length} ${kind} holding its latest period (${latest})`}, told by name, not ranked` });
    const histories = await seriesPointsMany(deps.db, current.map((region) => ({ indicatorId: indicator.id, region })));
    const computed = answerCompare({
      series: toSeries(indicator),
      window: parsed.window,
      perRegion: current.map((code, k) => ({ region: regionInfo(code), points: histories[k]!.filter((p): p is AskPoint => p.value !== null) })),
    });
    const ended = held.filter((code) => !current.includes(code)).map((code) => regionInfo(code).name).sort();
    const note = ended.length > 0 && computed.status === "answered" ? ` Values end earlier for ${ended.slice(0, 8).join(", ")}${ended.length > 8 ? ", and others" : ""}.` : "";
    return { computed: { ...computed, answer: computed.answer + note }, indicators: [indicator.code], region: parent };
  }
  if (!ranking.byChange && !comparableAcrossRegions(indicator.unit)) return `${indicator.code} is in each region's own unit (${indicator.unit}): its values do not rank across ${kind}, though its change over a period does`;
  // (places named: those short of a level asked are told too)
  const namedPlaces = among !== null && !area && !continents;
  if (ranking.byChange) {
    const ranked = await rankRegionsByChange(deps, catalog, parsed, { ...ranking, byChange: ranking.byChange }, indicator, { parent, inScope, peerKind, namedPlaces }, trace);
    // (rates quoted per dollar: which way a currency moved, said)
    if (!QUOTED_PER_DOLLAR.test(indicator.unit ?? "") || ranked.computed.status !== "answered") return ranked;
    return { ...ranked, computed: { ...ranked.computed, answer: `${ranked.computed.answer} The rate counts each currency per US dollar: a rise of it is a fall of the currency against the dollar.` } };
  }
  // "when did China become the second largest economy": the place's rank at every period, read from every peer's values
  if (parsed.rankBecame && named && inScope(named.code) && comparableAcrossRegions(indicator.unit)) {
    const readable = readableInScope();
    const histories = await seriesPointsMany(deps.db, readable.map((code) => ({ indicatorId: indicator.id, region: code })));
    trace.push({ step: "rank_history", detail: `${named.code} ranked among ${readable.length} ${peerKind} at every period of ${indicator.code}` });
    const computed = answerRankReached({
      series: toSeries(indicator),
      place: regionInfo(named.code),
      nth: ranking.nth ?? 1,
      direction: ranking.direction,
      peerKind,
      peers: readable.map((code, k) => ({ region: regionInfo(code), points: histories[k]!.flatMap((p) => (p.value === null ? [] : [{ date: p.date, value: p.value }])) })),
    });
    return { computed, indicators: [indicator.code], region: null };
  }
  // "which country had the highest inflation ever": each region's own record over all it holds, ranked
  if (ranking.ever && !ranking.nth && !perPersonAsked(parsed, indicator)) {
    const readable = readableInScope();
    const histories = await seriesPointsMany(deps.db, readable.map((code) => ({ indicatorId: indicator.id, region: code })));
    trace.push({ step: "rank_records", detail: `each of ${readable.length} ${peerKind}'s ${ranking.direction} value of ${indicator.code} over all it holds` });
    const computed = answerRecordsRanked({
      series: toSeries(indicator),
      direction: ranking.direction,
      count: ranking.count,
      peerKind,
      perRegion: readable.map((code, k) => ({ region: regionInfo(code), points: histories[k]!.filter((p): p is AskPoint => p.value !== null) })),
    });
    return { computed, indicators: [indicator.code], region: parent };
  }
  // "which G7 country had the lowest average inflation over the last decade": each place's mean over a span, ranked
  const span = parsed.window;
  if (span && (span.kind === "range" || span.kind === "relative" || span.kind === "since") && !span.sides && MEAN_OVER_SPAN.test(parsed.question) && !ranking.beyond && !ranking.summary && !ranking.nth && !perPersonAsked(parsed, indicator)) {
    const readable = readableInScope();
    const histories = await seriesPointsMany(deps.db, readable.map((code) => ({ indicatorId: indicator.id, region: code })));
    const computed = answerMeansRanked({
      series: toSeries(indicator),
      direction: ranking.direction,
      count: ranking.count,
      peerKind,
      kind,
      window: span,
      perRegion: readable.map((code, k) => ({ region: regionInfo(code), points: histories[k]!.filter((p): p is AskPoint => p.value !== null) })),
    });
    return { computed, indicators: [indicator.code], region: parent };
  }
  const asked = parsed.window?.kind === "point" || parsed.window?.kind === "range" ? parsed.window : null;
  const all = await regionValuesAtLatestPeriod(deps.db, {
    indicatorId: indicator.id,
    regionType: ranking.regionType,
    parentCode: parent,
    start: asked?.start,
    end: asked?.end,
  });
  const scoped = all.filter((r) => inScope(r.region_code));
  const rows = scoped.filter((r) => mayRead(deps.access, { tier: indicator.access_tier, region: r.region_code }));
  if (rows.length < scoped.length) trace.push({ step: "rank_access", detail: `${scoped.length - rows.length} of ${scoped.length} regions left out: this key may not read them` });
  const series = toSeries(indicator);
  if (rows.length < 2) {
    const spans = [...(catalog.coverage.get(indicator.code)?.entries() ?? [])].filter(([code]) => inScope(code)).map(([, span]) => span);
    // "the largest economies in 2024" of yearly values that end in 2023 (a year's lag in publishing): the latest
    // ranking stored, said as such; a later year ("in 2019" of values that end in 2009) has none
    const lastHeld = spans.map((span) => span.last).sort().at(-1);
    if (asked && lastHeld && lastHeld < asked.start! && Number(asked.start!.slice(0, 4)) <= Number(lastHeld.slice(0, 4)) + 1) {
      const latest = await rankRegions(deps, catalog, { ...parsed, window: null }, ranking, candidates, regionCodes, trace);
      if (typeof latest === "object" && "computed" in latest && latest.computed.status === "answered") {
        const note = `${indicator.name} holds no values for ${asked.text.replace(/^(?:in|during|for) /, "")}: its latest are of ${formatPeriod(lastHeld, indicator.frequency)}. `;
        return { ...latest, computed: { ...latest.computed, answer: note + latest.computed.answer } };
      }
    }
    return {
      computed: {
        status: "no_data",
        answer: tooFewToRank(indicator, spans, peerKind, asked),
        facts: [],
        citations: [],
        steps: [],
      },
      indicators: [indicator.code],
      region: parent,
    };
  }
  const date = rows[0]!.date;
  // "the highest GDP per capita": each region's value over its population in the same period
  const perPerson = perPersonAsked(parsed, indicator);
  if (perPerson && !sharedPerPerson(indicator.unit)) return NO_PER_PERSON(indicator);
  const population = perPerson ? await populationSeries(deps.db, catalog, deps.access, []) : undefined;
  if (perPerson && !population) return `no population series to divide ${indicator.code} by`;
  const people = population
    ? new Map((await regionValuesAtLatestPeriod(deps.db, { indicatorId: population.id, regionType: ranking.regionType, parentCode: parent, start: date, end: date })).map((p) => [p.region_code, p.value]))
    : null;
  if (population) trace.push({ step: "per_capita", detail: `${indicator.code} divided by ${population.code} at ${date}` });
  // "which countries have higher inflation than the US": the place named is the level, at the same period
  const than = ranking.beyond?.than;
  if (than) trace.push({ step: "rank_level", detail: `the level: ${than}'s value of ${indicator.code} at ${date}` });
  const computed = answerRanking({
    series,
    direction: ranking.direction,
    count: ranking.count,
    peerKind,
    date,
    rows: rows
      .filter((r) => !people || (people.has(r.region_code) && mayRead(deps.access, { tier: population!.access_tier, region: r.region_code })))
      .map((r) => ({ region: regionInfo(r.region_code), value: r.value, ...(people ? { people: people.get(r.region_code)! } : {}) })),
    ...(population ? { population: toSeries(population) } : {}),
    ...(than ? { than: regionInfo(than) } : {}),
    beyond: ranking.beyond,
    named: namedPlaces,
    summary: ranking.summary,
    nth: ranking.nth,
  });
  return { computed, indicators: population ? [indicator.code, population.code] : [indicator.code], region: parent };
}

/** The words that name how often a series is told. */
const FREQUENCY_WORD = /\b(?:annual|yearly|quarterly|monthly|weekly|daily)\b/g;

/** "The highest average inflation", "lowest inflation on average", "the highest mean": a place's mean over a span is ranked. */
const MEAN_OVER_SPAN = /\b(?:average|avg|mean)\b|\bon average\b/i;

/**
 * The regions ranked by their change over the window (the last year without one): from the latest period at
 * or before its start (for one period asked, "in 2020", the last before it) to the latest in it, among the
 * regions holding both that the key may read.
 */
async function rankRegionsByChange(
  deps: AskDeps,
  catalog: Catalog,
  parsed: ParsedQuestion,
  ranking: NonNullable<ParsedQuestion["ranking"]> & { byChange: "rise" | "fall" },
  indicator: IndicatorRow,
  scope: { parent: string | null; inScope: (code: string) => boolean; peerKind: string; namedPlaces: boolean },
  trace: AskResult["trace"],
): Promise<{ computed: ComputedAnswer; indicators: string[]; region: string | null }> {
  const { parent, inScope, peerKind } = scope;
  const window = parsed.window ?? OVER_THE_LAST_YEAR;
  const readable = (rows: { region_code: string; date: string; value: number }[]) =>
    rows.filter((r) => inScope(r.region_code) && mayRead(deps.access, { tier: indicator.access_tier, region: r.region_code }));
  const at = (end: string | undefined) => regionValuesAtLatestPeriod(deps.db, { indicatorId: indicator.id, regionType: ranking.regionType, parentCode: parent, end }).then(readable);
  const last = await at(window.kind === "since" || window.kind === "relative" || window.kind === "all" ? undefined : window.end);
  const to = last[0]?.date;
  const fromEnd = !to
    ? undefined
    : window.kind === "relative" && window.relative
      ? shiftBack(to, window.relative)
      : window.kind === "point"
        ? addDays(window.start!, -1)
        : window.start;
  const first = fromEnd ? await at(fromEnd) : [];
  const start = new Map(first.map((r) => [r.region_code, r.value]));
  trace.push({ step: "rank_change", detail: `${indicator.code} by ${ranking.regionType}: change from ${first[0]?.date ?? "none"} to ${to ?? "none"}` });
  const computed = answerRankingByChange({
    series: toSeries(indicator),
    direction: ranking.direction,
    way: ranking.byChange,
    count: ranking.count,
    peerKind,
    from: first[0]?.date ?? fromEnd ?? "",
    to: to ?? "",
    rows: last.filter((r) => start.has(r.region_code)).map((r) => ({ region: regionInfoOf(catalog, r.region_code, ranking.regionType), from: start.get(r.region_code)!, to: r.value })),
    beyond: ranking.beyond,
    named: scope.namedPlaces,
    absolute: ranking.absolute === true,
  });
  // "which country grew fastest in 2023" of GDP in current dollars: what this growth is not
  const note = computed.status === "answered" ? currentDollarGrowthNote(parsed, indicator, `these ${peerKind}`) : null;
  return { computed: note ? { ...computed, answer: `${computed.answer} ${note}` } : computed, indicators: [indicator.code], region: parent };
}

function dedupeCitations(list: Citation[]): Citation[] {
  const seen = new Set<string>();
  return list.filter((c) => {
    const k = `${c.indicator}|${c.region}|${c.period_start}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** One or two series of the same subcategory (or category) with data for the region, that the reader may read there. */
async function relatedSeries(db: Database, access: Reader, indicator: IndicatorRow, region: string): Promise<IndicatorRow[]> {
  const listed = await listIndicators(db, { category: indicator.category ?? undefined, includeInactive: false, limit: 200, offset: 0 });
  // a retired series is never related: its replacement stands in for it (once), as in the search
  const rows = [...new Map((await currentSeries(db, listed.rows)).map((r) => [r.id, r])).values()];
  const covered = new Set(await indicatorCodesCovering(db, region));
  const others = rows.filter((r) => r.code !== indicator.code && covered.has(r.code) && mayRead(access, { tier: r.access_tier, region }));
  others.sort(
    (a, b) =>
      Number(b.subcategory === indicator.subcategory) - Number(a.subcategory === indicator.subcategory) ||
      Number(b.is_headline) - Number(a.is_headline) ||
      a.code.localeCompare(b.code),
  );
  return others.slice(0, 2);
}


/**
 * "Inflation each year since 2019", listed from a yearly rate that ends before the price index's last whole year: the
 * years after the rate's last, told after its list, each by the index's twelve months to its December. The list
 * unchanged otherwise.
 */
async function withYearsPastYearlyRate({ db, access }: AskDeps, catalog: Catalog, parsed: ParsedQuestion, rate: IndicatorRow, region: AskRegionInfo, listed: ComputedAnswer): Promise<ComputedAnswer> {
  const rateLast = catalog.coverage.get(rate.code)?.get(region.code)?.last;
  if (listed.status !== "answered" || rate.subcategory !== "inflation" || rate.frequency !== "annual" || !rateLast || MONTH_ON_MONTH.test(parsed.question)) return listed;
  const lastYear = Number((parsed.window?.end ?? "9999").slice(0, 4));
  const firstYear = Number(rateLast.slice(0, 4)) + 1;
  // (one index for every year, found once: the freshest that holds the first December)
  const index = await freshestPriceIndex(db, catalog, access, region, `${firstYear}-12-01`, rate.category);
  if (!index) return listed;
  const after: { index: IndicatorRow; change: ComputedAnswer }[] = [];
  for (let y = firstYear; y <= lastYear; y++) {
    const change = await twelveMonthChangeTo(db, catalog, access, rate, region, `${y}-12-01`, index);
    if (!change) break;
    after.push(change);
  }
  if (after.length === 0) return listed;
  return afterRateEnds(listed, rateLast, after, `${rate.code} ends in ${rateLast.slice(0, 4)}; the years after it are ${after[0]!.index.code}'s twelve months to each December`);
}

/** A yearly rate's answer, then what the price index's twelve-month changes (`after`) tell past the rate's last year. */
function afterRateEnds(rateAnswer: ComputedAnswer, rateLast: string, after: { change: ComputedAnswer }[], why: string): ComputedAnswer {
  return {
    ...rateAnswer,
    answer: `${rateAnswer.answer} After ${rateLast.slice(0, 4)}, where it ends: ${after.map((a) => a.change.answer).join(" ")}`,
    facts: [...rateAnswer.facts, ...after.flatMap((a) => a.change.facts)],
    citations: [...rateAnswer.citations, ...after.flatMap((a) => a.change.citations)],
    steps: [...rateAnswer.steps, { step: "fresher_index", detail: why }, ...after.flatMap((a) => a.change.steps)],
  };
}

/**
 * A rate of price change as inflation is told: with the consumer price index's change over the twelve months
 * (withPriceIndexChange) when the question asks it now, over a year, or in a month; the answer unchanged
 * otherwise.
 */
async function asInflationIsTold(
  { db, access }: AskDeps,
  catalog: Catalog,
  parsed: ParsedQuestion,
  rate: IndicatorRow,
  region: AskRegionInfo,
  computed: ComputedAnswer,
  trace: AskResult["trace"],
): Promise<ComputedAnswer> {
  const intent = intentFor(parsed, rate);
  // "inflation for each month of 2024", "US inflation by quarter since 2023" of a yearly rate: each month's (quarter's)
  // inflation as it is told, the price index's change from the same month a year before, in place of the rate's value
  const list = parsed.listAsked;
  if (list && "per" in list && (list.per === "month" || list.per === "quarter") && rate.subcategory === "inflation" && rate.frequency === "annual" && !MONTH_ON_MONTH.test(parsed.question)) {
    const index = await freshestPriceIndex(db, catalog, access, region, parsed.window?.end ?? "", rate.category);
    const listed =
      index && answerList({ series: toSeries(index.row), region, points: await valuesOf(db, index.row.id, region.code), window: parsed.window, list: { ...list, changes: true, overYear: true } });
    if (listed?.status === "answered") return indexAnswerFirst(listed, computed, `inflation asked ${list.per} by ${list.per}: ${index!.row.code}'s change from the same ${list.per} a year before, each`, false);
  }
  // "was June 2022 the peak of US inflation", "when did 12-month CPI inflation peak in 2021-2023", "the highest
  // inflation in 2022": an extreme of inflation over months (or within one period of the rate), told as inflation is,
  // by the price index's change over the twelve months to each month; the rate's own answer after it
  const extreme = parsed.intent === "highest" || parsed.intent === "lowest" ? parsed.intent : null;
  const asked = parsed.window;
  const withinOnePeriod =
    asked?.kind === "point" && (asked.granularity === "month" || (rate.frequency === "annual" && (asked.granularity === "quarter" || asked.granularity === "year")));
  // ("which month had the highest inflation since 2020": months said, over a span of years)
  const monthsSaid = /\bmonths?\b/i.test(parsed.question);
  if (extreme && asked && rate.subcategory === "inflation" && !MONTH_ON_MONTH.test(parsed.question) && (parsed.twelveMonth || withinOnePeriod || monthsSaid)) {
    const index = await freshestPriceIndex(db, catalog, access, region, asked.start ?? "", rate.category);
    const told = index && answerTwelveMonthExtreme({ series: toSeries(index.row), region, points: await valuesOf(db, index.row.id, region.code), window: asked, intent: extreme });
    if (told?.status === "answered") {
      return indexAnswerFirst(told, computed, `the ${extreme} of inflation ${asked.text}: ${index!.row.code}'s change over the 12 months to each month goes first`);
    }
  }
  // "the highest inflation ever in the US", "the highest inflation since 1913" of a yearly rate that begins after the
  // time asked (1960): the twelve-month changes of a monthly price index that reaches back before it go first
  // (years asked, "which year", "the 5 highest inflation years", "year-over-year", are the rate's own, and so are
  // the periods ranked: "the three lowest inflation rates")
  const rateFirst = catalog.coverage.get(rate.code)?.get(region.code)?.first;
  const beforeRateBegins = !asked || asked.kind === "all" || (asked.start !== undefined && rateFirst !== undefined && asked.start < rateFirst);
  const yearsAsked = /\b(?:years?|yearly|annual(?:ly)?)\b/i.test(parsed.question);
  if (extreme && rateFirst && beforeRateBegins && !yearsAsked && !parsed.byDecade && parsed.topPeriods === null && rate.subcategory === "inflation" && rate.frequency === "annual" && !MONTH_ON_MONTH.test(parsed.question)) {
    const index = await freshestPriceIndex(db, catalog, access, region, "", rate.category, rateFirst);
    const whole: AskWindow = asked ?? { text: "all", kind: "all" };
    const told = index && answerTwelveMonthExtreme({ series: toSeries(index.row), region, points: await valuesOf(db, index.row.id, region.code), window: whole, intent: extreme });
    if (told?.status === "answered") {
      // (the rate's own extreme after it, unless a time it does not reach was asked: "since 1913" of a rate from 1960)
      const why = `${rate.code} begins in ${rateFirst.slice(0, 4)}; ${index!.row.code} reaches back before it: the ${extreme} of its changes over the 12 months to each month goes first`;
      return indexAnswerFirst(told, computed, why, computed.status === "answered" && whole.kind === "all");
    }
  }
  // "is inflation trending down", "how has inflation trended since 2020" of a yearly rate that stops before a monthly
  // price index of the place: the index's change over twelve months at the window's ends and middle goes first
  if (intent === "trend" && rate.subcategory === "inflation" && rate.frequency === "annual" && !MONTH_ON_MONTH.test(parsed.question)) {
    const past = await indexPastYearlyRate(db, catalog, access, rate, region);
    const told = past && answerTwelveMonthTrend({ series: toSeries(past.index.row), region, points: await valuesOf(db, past.index.row.id, region.code), window: asked });
    if (told) return indexAnswerFirst(told, computed, `${rate.code} ends in ${past!.rateLast.slice(0, 4)}; ${past!.index.row.code} runs to ${past!.index.last}: its twelve-month changes go first`);
  }
  // "US inflation in 2025", "inflation so far this year" of a yearly rate that stops before the time asked:
  // the consumer price index's change over that time (from the December before a year), the rate's own
  // answer (that it holds no value then) after it
  // ("US inflation in 1918" of a yearly rate that begins in 1960 likewise, from an index that reaches back to it)
  const rateSpan = catalog.coverage.get(rate.code)?.get(region.code);
  const rateLast = rateSpan?.last;
  const from = parsed.window?.start;
  const beforeRate = rateSpan !== undefined && parsed.window?.end !== undefined && parsed.window.end < rateSpan.first;
  if (computed.status === "no_data" && rate.subcategory === "inflation" && rate.frequency === "annual" && rateLast && from && (from > rateLast || beforeRate)) {
    const index = (await freshestPriceIndex(db, catalog, access, region, beforeRate ? "" : from, rate.category, beforeRate ? from : undefined))?.row;
    const change = index && (await answerOneSeries(db, access, catalog, { ...parsed, intent: "change" }, index, region.code, trace));
    if (change?.status === "answered") {
      const why = beforeRate ? `${rate.code} begins in ${rateSpan!.first.slice(0, 4)}` : `${rate.code} ends in ${rateLast.slice(0, 4)}`;
      // (the rate's own answer may name its latest value, cited after the index's)
      return {
        ...change,
        answer: `${change.answer} ${computed.answer}`,
        facts: [...change.facts, ...computed.facts],
        citations: [...change.citations, ...computed.citations],
        steps: [...computed.steps, { step: "fresher_index", detail: `${why}; ${index!.code}'s change over the time asked answers` }, ...change.steps],
      };
    }
  }
  // "US inflation last year" of a yearly rate whose latest year is before the last whole year of a monthly
  // price index of the place: that year is the last one, told as the index's change over it (December to
  // December) ahead of the rate's own latest year
  if (computed.status === "answered" && parsed.lastPeriodAsked === "annual" && rate.subcategory === "inflation" && rate.frequency === "annual" && rateLast) {
    const index = await freshestPriceIndex(db, catalog, access, region, `${Number(rateLast.slice(0, 4)) + 1}-12-01`, rate.category);
    if (index) {
      const year = lastCompletePeriod(index.last, periodEnd(index.last, "monthly"), "annual", false);
      const change = await answerOneSeries(db, access, catalog, { ...parsed, intent: "change", window: year, lastPeriodAsked: null, meanAsked: false }, index.row, region.code, trace);
      if (change.status === "answered") {
        return indexAnswerFirst(change, computed, `${rate.code} ends in ${rateLast.slice(0, 4)}; ${index.row.code} holds all of ${year.text.replace(/^in /, "")}, the last whole year: its change over it goes first`);
      }
    }
  }
  // months of a yearly rate: a window that is not whole years ("the first half of 2022", "Jan 2021 to June 2021")
  const inMonths = (w: AskWindow | null): w is AskWindow & { start: string; end: string } =>
    w !== null && w.start !== undefined && w.end !== undefined && (w.kind === "range" || w.kind === "point") && (w.start.slice(5) !== "01-01" || w.end.slice(5) !== "12-31");
  const yearlyInflation = rate.subcategory === "inflation" && rate.frequency === "annual" && !MONTH_ON_MONTH.test(parsed.question);
  // "average inflation in the first half of 2022", "average CPI inflation from January to March 2021" of a yearly
  // rate: the mean of the price index's changes over the twelve months to each month of the window
  if (intent === "mean" && yearlyInflation && inMonths(asked)) {
    const index = await freshestPriceIndex(db, catalog, access, region, asked.start, rate.category);
    const told = index && answerTwelveMonthMean({ series: toSeries(index.row), region, points: await valuesOf(db, index.row.id, region.code), window: asked });
    if (told) return indexAnswerFirst(told, computed, `the mean of inflation ${asked.text} of a yearly rate: ${index!.row.code}'s changes over the 12 months to each month, averaged`);
  }
  // "CPI inflation Dec 2022 vs Dec 2021": two months set side by side, each one's inflation as it is told, the
  // price index's change over the twelve months to it; not the change from one month's own change to the
  // other's, nor a yearly rate's two years; unless the words ask month on month
  // (so too a change of a yearly rate between two months: "how did inflation change between March 2021 and March 2022")
  // (and two years of a yearly rate that stops before the later one, "inflation in 2024 and 2025": the twelve months
  // to each December, one measure for both)
  const yearsPastRate = asked?.kind === "range" && asked.sides === "year" && yearlyInflation && rateLast !== undefined && asked.end!.slice(0, 4) > rateLast.slice(0, 4);
  const sides =
    asked?.kind === "range" && (asked.sides === "month" || (yearlyInflation && !asked.fromBefore && inMonths(asked) && intent === "change"))
      ? [asked.start!, `${asked.end!.slice(0, 7)}-01`]
      : yearsPastRate
        ? [`${asked.start!.slice(0, 4)}-12-01`, `${asked.end!.slice(0, 4)}-12-01`]
        : null;
  if (sides && rate.subcategory === "inflation" && (intent === "change" || intent === "compare" || intent === "value_at") && !MONTH_ON_MONTH.test(parsed.question)) {
    const changes = [];
    for (const month of sides) changes.push(await twelveMonthChangeTo(db, catalog, access, rate, region, month));
    const [a, b] = changes;
    if (a && b) {
      return {
        status: "answered",
        answer: `${a.change.answer} ${b.change.answer}`,
        facts: [...a.change.facts, ...b.change.facts],
        citations: [...a.change.citations, ...b.change.citations],
        steps: [
          ...computed.steps,
          { step: "fresher_index", detail: `two months set side by side: each one's inflation is ${a.index.code}'s change over the 12 months to it` },
          ...a.change.steps,
          ...b.change.steps,
        ],
      };
    }
  }
  if (computed.status !== "answered") return computed;
  // "has inflation come down since 2022" of a yearly rate that stops before the price index does: the rate's change
  // to its last year, then the index's change over the twelve months to its latest month
  if (intent === "change" && asked?.kind === "since" && yearlyInflation) {
    const past = await indexPastYearlyRate(db, catalog, access, rate, region);
    const latest = past && (await twelveMonthChangeTo(db, catalog, access, rate, region, past.index.last, past.index));
    if (latest) return afterRateEnds(computed, past.rateLast, [latest], `${rate.code} ends in ${past.rateLast.slice(0, 4)}; ${past.index.row.code} runs to ${past.index.last}: its change over the 12 months to then follows`);
  }
  // ("is inflation higher than the historical average", "today's inflation against the 1970s": now, set against a span)
  const now = (intent === "latest" && !parsed.window && parsed.lastPeriodAsked === null) || (intent === "vs_average" && parsed.lastPeriodAsked === null);
  // "cpi inflation over the last 12 months": a rate's change over a year is asked, and so, as most mean it,
  // is the prices' own change over the twelve months; the index's goes first, the rate's after it
  const overAYear = intent === "change" && parsed.window?.kind === "relative" && isOneYear(parsed.window.relative);
  // "the inflation rate in May 2026": the twelve months to that month, as inflation is told, unless the
  // month's own change is what the words ask ("month over month", "monthly inflation"); "the CPI inflation
  // rate" of a monthly rate, now: the twelve months to its latest month
  // (of months written as a span, "H2 2021", "the summer of 2022": the twelve months to the span's last month)
  // (a quarter of a yearly rate, "inflation in Q1 2021", likewise: the twelve months to its last month)
  const monthAsked =
    intent === "value_at" && parsed.window?.kind === "point" && (parsed.window.granularity === "month" || (parsed.window.granularity === "quarter" && rate.frequency === "annual"))
      ? parsed.window.end
        ? `${parsed.window.end.slice(0, 7)}-01`
        : parsed.window.start
      : undefined;
  // ("the inflation rate last month": the latest month's twelve months, as now)
  const monthNow = (now || parsed.lastPeriodAsked === "monthly") && rate.frequency === "monthly" ? catalog.coverage.get(rate.code)?.get(region.code)?.last : undefined;
  const month = MONTH_ON_MONTH.test(parsed.question) ? undefined : (monthAsked ?? monthNow);
  if (!(now || overAYear || month)) return computed;
  const how = overAYear ? { overAYear } : month ? { month } : {};
  const told = await withPriceIndexChange(db, catalog, access, rate, region, computed, how);
  // set against the average asked, the twelve months' change too
  const average = computed.facts.find((f) => f.kind === "vs_average")?.params.average;
  const twelve = told?.facts.find((f) => f.kind === "change")?.params.change_pct;
  if (told && intent === "vs_average" && typeof average === "number" && typeof twelve === "number") {
    const side = twelve > average ? "above" : twelve < average ? "below" : "at";
    return { ...told, answer: `${told.answer} The twelve months to the latest month stand ${side} that average.` };
  }
  return told ?? computed;
}

/**
 * "When did US inflation last exceed 5%" of a yearly inflation rate whose latest year is before the last month of
 * a monthly consumer price index of the place (the World Bank's 2024, the CPI-U's May 2026): the last month the
 * index's change over twelve months stood beyond the level, as inflation is told (answerTwelveMonthCrossing),
 * goes first (February 2023, where the yearly rate says 2022), the rate's own answer after it. Unchanged when
 * the words ask a month's own change, or no month stood beyond the level.
 */
async function withTwelveMonthCrossing(
  { db, access }: AskDeps,
  catalog: Catalog,
  parsed: ParsedQuestion,
  rate: IndicatorRow,
  region: AskRegionInfo,
  computed: ComputedAnswer,
): Promise<ComputedAnswer> {
  const level = parsed.lastTime;
  if (!level || rate.subcategory !== "inflation" || rate.frequency !== "annual" || MONTH_ON_MONTH.test(parsed.question)) return computed;
  // "when was inflation last this high": the latest month's change over twelve months, and the last earlier month as high
  if ("level" in level && !parsed.window) {
    const past = await indexPastYearlyRate(db, catalog, access, rate, region);
    const told = past && answerTwelveMonthLastAsHigh({ series: toSeries(past.index.row), region, points: await valuesOf(db, past.index.row.id, region.code), level: level.level });
    return told ? indexAnswerFirst(told, computed, `${rate.code} ends in ${past.rateLast.slice(0, 4)}; ${past.index.row.code} runs to ${past.index.last}: its change over the 12 months to then, and the last month as ${level.level}, go first`) : computed;
  }
  if (!("cross" in level)) return computed;
  // a count is of months when months are asked ("how many months …"; "how many years" stays the yearly rate's)
  if (level.which === "first" || (level.which === "count" && !/\bmonths?\b/i.test(parsed.question))) return computed;
  const past = await indexPastYearlyRate(db, catalog, access, rate, region);
  if (!past) return computed;
  const { rateLast, index } = past;
  const crossing = answerTwelveMonthCrossing({ series: toSeries(index.row), region, points: await valuesOf(db, index.row.id, region.code), lastTime: level, window: parsed.window });
  if (!crossing) return computed;
  const what = { last: "the last month", since: "the spell of months up to the latest", count: "the months" }[level.which];
  return indexAnswerFirst(crossing, computed, `${rate.code} ends in ${rateLast.slice(0, 4)}; ${index.row.code} runs to ${index.last}: ${what} its change over 12 months stood beyond the level goes first`);
}

/**
 * "Inflation now" of a yearly inflation rate (the World Bank's, whose latest year is two or three years back)
 * where a monthly consumer price index of the same place runs past that year (the CPI-U, to last spring):
 * the index's change over the twelve months to its latest month is the inflation of now, and goes first;
 * the rate's own latest year follows it. With `overAYear` ("cpi inflation over the last 12 months"), a rate of
 * any frequency was asked over a year: the index's twelve-month change goes first, then `rateAnswer`, the
 * rate's change (left out for a monthly rate: its change from one month's pace to another's a year later is
 * no inflation). With `month` ("inflation in May 2026", of a monthly rate, the month's own change), the
 * index's change over the twelve months to that month goes first, the month's rate after it. Null when there
 * is no such index, or it has no value twelve months before the month it ends in.
 */
async function withPriceIndexChange(
  db: Database,
  catalog: Catalog,
  access: Reader,
  rate: IndicatorRow,
  region: AskRegionInfo,
  rateAnswer: ComputedAnswer,
  { overAYear = false, month }: { overAYear?: boolean; month?: string } = {},
): Promise<ComputedAnswer | null> {
  // now: a yearly rate that stops before the index does; over a year: a rate of any frequency, and an index as
  // recent; a month: a monthly or a yearly rate (a quarter's last month), and an index that holds that month
  if (rate.subcategory !== "inflation") return null;
  if (month ? rate.frequency !== "monthly" && rate.frequency !== "annual" : !overAYear && rate.frequency !== "annual") return null;
  const rateLast = month ?? catalog.coverage.get(rate.code)?.get(region.code)?.last;
  if (!rateLast) return null;
  const freshest = await freshestPriceIndex(db, catalog, access, region, overAYear || month ? rateLast : `${rateLast.slice(0, 4)}-12-02`, rate.category);
  if (!freshest) return null;
  const end = month ?? freshest.last;
  const twelve = await twelveMonthChangeTo(db, catalog, access, rate, region, end, freshest);
  if (!twelve) return null;
  const { index, change } = twelve;
  const withRate = !(overAYear && rate.frequency === "monthly");
  const why = overAYear
    ? `${rate.code} is a rate of price change asked over a year; ${index.code}'s change over the 12 months to ${end} ${withRate ? "goes first" : "answers (the monthly rate's own change over a year is no inflation)"}`
    : month
      ? `${rate.code} is ${rate.frequency === "annual" ? "a yearly rate" : "the month's own change"}; inflation in ${end.slice(0, 7)} is told as ${index.code}'s change over the 12 months to then, which goes first`
      : `${rate.code} ends in ${rateLast.slice(0, 4)}; ${index.code} runs to ${end}: its change over the 12 months to then goes first`;
  return indexAnswerFirst(change, rateAnswer, why, withRate);
}

/**
 * Inflation told from a price index ahead of an inflation rate's own answer: `lead` (the index's answer) first, then
 * the rate's when `withRate` (by default, when it answered), and the step saying why the index went first.
 */
function indexAnswerFirst(lead: ComputedAnswer, rateAnswer: ComputedAnswer, why: string, withRate = rateAnswer.status === "answered"): ComputedAnswer {
  return {
    status: "answered",
    answer: withRate ? `${lead.answer} ${rateAnswer.answer}` : lead.answer,
    facts: [...lead.facts, ...(withRate ? rateAnswer.facts : [])],
    citations: [...lead.citations, ...(withRate ? rateAnswer.citations : [])],
    steps: [...rateAnswer.steps, { step: "fresher_index", detail: why }, ...lead.steps],
  };
}

/**
 * Inflation over the twelve months to `end` (a month's first day) as it is told: the change of the place's
 * monthly consumer price index (`index`, else the most recent that holds that month) from the same month a year
 * before. Null when there is no such index, or it lacks either month.
 */
async function twelveMonthChangeTo(
  db: Database,
  catalog: Catalog,
  access: Reader,
  rate: IndicatorRow,
  region: AskRegionInfo,
  end: string,
  index?: { row: IndicatorRow },
): Promise<{ index: IndicatorRow; change: ComputedAnswer } | null> {
  const row = (index ?? (await freshestPriceIndex(db, catalog, access, region, end, rate.category)))?.row;
  if (!row) return null;
  const start = `${Number(end.slice(0, 4)) - 1}${end.slice(4)}`;
  const points = (await valuesOf(db, row.id, region.code, start)).filter((p) => p.date <= end);
  const [from, to] = [points[0], points.at(-1)];
  if (from?.date !== start || to?.date !== end) return null;
  const change = answerTwelveMonthChange({ series: toSeries(row), region, from, to });
  return change ? { index: row, change } : null;
}

/** A yearly inflation rate's last period stored, and the place's monthly price index that runs past that year; null without either. */
async function indexPastYearlyRate(db: Database, catalog: Catalog, access: Reader, rate: IndicatorRow, region: AskRegionInfo) {
  const rateLast = catalog.coverage.get(rate.code)?.get(region.code)?.last;
  const index = rateLast ? await freshestPriceIndex(db, catalog, access, region, `${rateLast.slice(0, 4)}-12-02`, rate.category) : undefined;
  return rateLast && index ? { rateLast, index } : null;
}

/**
 * The monthly consumer price index of a place that it holds, whose last month there is `atLeast` or later, the most
 * recent first, with that last month; looked for among the series of `category` (a rate of inflation's own), else
 * among all.
 */
async function freshestPriceIndex(
  db: Database,
  catalog: Catalog,
  access: Reader,
  region: AskRegionInfo,
  atLeast: string,
  category: string | null = null,
  /** Only an index whose values begin by then (a time asked before a yearly rate begins). */
  firstBy?: string,
): Promise<{ row: IndicatorRow; last: string } | undefined> {
  const listed = await listIndicators(db, { category: category ?? undefined, frequency: "monthly", includeInactive: false, limit: 200, offset: 0 });
  return (await currentSeries(db, listed.rows))
    .filter((r) => r.subcategory === "consumer prices" && r.frequency === "monthly" && /^index\b/i.test(r.unit ?? "") && mayRead(access, { tier: r.access_tier, region: region.code }))
    .map((row) => ({ row, span: catalog.coverage.get(row.code)?.get(region.code) }))
    .filter(({ span }) => span !== undefined && span.last >= atLeast && (firstBy === undefined || span.first <= firstBy))
    .map(({ row, span }) => ({ row, last: span?.last ?? "" }))
    .sort((a, b) => b.last.localeCompare(a.last) || Number(b.row.is_headline) - Number(a.row.is_headline))[0];
}

/** The place whose exchange rate against the dollar tells a value in each currency a question may ask for. */
const CURRENCY_PLACES: Record<string, string> = {
  euro: "EMU",
  yen: "JP",
  pound: "GB",
  yuan: "CN",
  renminbi: "CN",
  rupee: "IN",
  franc: "CH",
  "canadian dollar": "CA",
  "australian dollar": "AU",
  peso: "MX",
};
/** The place whose rate per dollar is the currency asked ("euros", "pounds sterling"). */
const currencyPlaceOf = (currency: string): string | undefined => CURRENCY_PLACES[currency.replace(/s$|s? sterling$/, "")];

/**
 * The monthly exchange-rate series (units per US dollar) of the currency asked ("euros"), with its values in the
 * currency's place, when the reader may read it; undefined when no series holds that place.
 */
async function exchangeRatesOf(deps: AskDeps, catalog: Catalog, currency: string) {
  const place = currencyPlaceOf(currency);
  if (!place) return undefined;
  const listed = await listIndicators(deps.db, { frequency: "monthly", includeInactive: false, limit: 200, offset: 0 });
  const row = (await currentSeries(deps.db, listed.rows)).find(
    (r) => QUOTED_PER_DOLLAR.test(r.unit ?? "") && catalog.coverage.get(r.code)?.has(place) && mayRead(deps.access, { tier: r.access_tier, region: place }),
  );
  if (!row) return undefined;
  return { word: currency.replace(/s? sterling$/, "s").replace(/^(?:canadian|australian) /, (w) => w[0]!.toUpperCase() + w.slice(1)), rates: toSeries(row), place: regionInfoOf(catalog, place), points: await valuesOf(deps.db, row.id, place) };
}

/** "Per capita" asked of a series not already counted per person (its name or unit would say so). */
const perPersonAsked = (parsed: ParsedQuestion, row: IndicatorRow) => parsed.perCapita && !/\bper (?:capita|person|head)\b/i.test(`${row.name} ${row.unit ?? ""}`);
const NO_PER_PERSON = (row: IndicatorRow) => `${row.code} is measured in ${row.unit ?? "no unit the source states"}, no total its population shares, so it has no value per person`;

/** The annual population series (persons) that holds every one of these regions, the headline one first. */
async function populationSeries(db: Database, catalog: Catalog, access: Reader, regions: string[]): Promise<IndicatorRow | undefined> {
  const listed = await listIndicators(db, { category: "demographics", includeInactive: false, limit: 200, offset: 0 });
  return (await currentSeries(db, listed.rows))
    .filter((r) => r.subcategory === "population" && r.unit === "persons" && r.frequency === "annual")
    .filter((r) => regions.every((code) => catalog.coverage.get(r.code)?.has(code) && mayRead(access, { tier: r.access_tier, region: code })))
    .sort((a, b) => Number(b.is_headline) - Number(a.is_headline) || a.code.localeCompare(b.code))[0];
}

/**
 * A word of the question taken for a place that the catalog does not hold, said in the reason an answer is
 * `unresolved`, or null. A capitalised word the best series does not carry in its name ("London"), when that
 * series misses some words of the question: the places with the word in their name are offered (regions of the
 * world first, the shortest names first: "Europe" offers Europe & Central Asia and the European Union). A
 * continent, even when the best series carries it ("GDP of Europe" is no Brent crude, "Europe" in its name):
 * the regions across it are offered.
 */
function placeNotHeld(catalog: Catalog, parsed: ParsedQuestion, top: Candidate, termCount: number): string | null {
  const bestNameWords = nameWordsOf(top.row);
  const unknownNames = parsed.unknownNames.filter((w) => CONTINENTS.has(w) || !bestNameWords.has(stem(w)));
  if (!unknownNames.length || top.matched >= termCount) return null;
  const continent = unknownNames.map((w) => CONTINENTS.get(w)).find((c) => c !== undefined);
  const near = continent
    ? continent.offered.flatMap((code) => catalog.gazetteer.filter((g) => g.code === code))
    : catalog.gazetteer
        .filter((g) => unknownNames.some((w) => g.name.toLowerCase().includes(w.slice(0, Math.max(4, w.length - 1)))))
        .sort((a, b) => Number(a.type !== "aggregate") - Number(b.type !== "aggregate") || a.name.length - b.name.length)
        .slice(0, 4);
  const said = unknownNames.map((w) => CONTINENTS.get(w)?.name ?? w);
  const offered = near.length ? `; ${continent ? "the catalog's regions across it" : "places with a name like it"}: ${near.map((g) => `${g.name} (${g.code})`).join(", ")}` : "";
  return `"${said.join('", "')}" names no place or series the catalog holds${offered}`;
}

/** A series that is a month's own change ("US consumer price inflation, month over month"), by its name. */
const MONTH_ON_MONTH_NAME = /\bmonth over month\b/i;
/** Words that ask a month's own change of prices, not the twelve months to it. */
const MONTH_ON_MONTH = /\bmonth[- ]?(?:over|on|to)[- ]?month\b|\bm\/m\b|\bmom\b|\bmonthly\b|\bfrom (?:the )?(?:previous|prior|last) month\b/i;

/** The answer engine port: /v1/ask and briefing runs call it through AppDeps. */
export type AskEngine = typeof answerQuestion;

/** Raised when the answer engine is switched off (ASK_ENABLED=false): /v1/ask answers 503, briefing runs record `unavailable`. */
export class AskUnavailableError extends Error {
  override readonly name = "AskUnavailableError";
  readonly code = "ASK_UNAVAILABLE";
}

/** The engine to use: the real one, or one that always reports itself unavailable. */
export function askEngineFor(enabled: boolean): AskEngine {
  return enabled
    ? answerQuestion
    : async () => {
        throw new AskUnavailableError("The answer engine is switched off on this server");
      };
}
