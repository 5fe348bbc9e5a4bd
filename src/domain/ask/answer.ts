/**
 * Writes the answer to a parsed question from the observations the engine fetched. Pure.
 *
 * Number rules (the answer's contract): every quantity in the answer text is either a cited observation
 * value, the difference / percent change between two cited values of the same series, or a mean, a total or
 * a standard deviation declared in `facts` with the path of the values it reads. Values are written by `formatValue`: at most two
 * decimals (none from a million up, four under 1), thousands grouped with commas, so a bare four-digit integer in an
 * answer is always a year; a difference of two values no more finely than the coarser of them. Dates are written "March 2009", "2009" or
 * "4 March 2012". Ranks are ordinals ("3rd"); they are positions, not measurements.
 */
import { addDays, addMonths, atPeriod, dayNumber, formatPeriod, kruskalWallis, linearFit, median as medianOf, MONTH_NAMES, periodEnd, periodsBetween, periodsPerYear, robustScale, shiftBack, stepsBetween, weekStart, withoutDecimalNoise, yearsBetween, type Frequency } from "../series.js";
import { changeUnit, comparableAcrossRegions, dollarsKind, hasTrueZero, isConcentration, isPercentRate, isRatio, observationsPerYear, tellsPercentChange, unitAfterNumber, withoutDollarsKind } from "../units.js";
import { ordinal } from "../insights.js";
import { prefersLogScale } from "../signals.js";
import { aggregateSeries, checkAggregation, coarsestFrequency, periodStart, type TargetFrequency } from "../panel.js";
import type { Aggregation } from "../../sources/types.js";
import { FREQUENCY_OF_UNIT, PERIOD_OF_FREQUENCY, scaleOfWord, type AskIntent, type AskWindow, type ParsedQuestion, type PeriodUnit, type RankedPeriod } from "./parse.js";

export interface AskSeriesInfo {
  code: string;
  name: string;
  unit: string | null;
  frequency: string | null;
  sourceSlug: string;
  sourceName: string;
  /** How a longer period is made of its values (IndicatorRecord.aggregation); absent for a level read at a point. */
  aggregation?: Aggregation | null;
}

export interface AskRegionInfo {
  code: string;
  name: string;
  type: string;
}

/** One place's values of a series. */
export interface PlacePoints {
  region: AskRegionInfo;
  points: AskPoint[];
}

/** A series' values at one place. */
export interface SeriesPoints extends PlacePoints {
  series: AskSeriesInfo;
}

/** One series at two places, set against each other (a cross rate, an overtaking), in a window if any. */
interface TwoPlaces {
  series: AskSeriesInfo;
  window: AskWindow | null;
  first: PlacePoints;
  second: PlacePoints;
}

export interface AskPoint {
  date: string;
  value: number;
}

export interface Citation {
  indicator: string;
  region: string;
  period_start: string;
  value: number;
  unit: string | null;
  source: { slug: string; name: string };
  path: string;
}

export interface Fact {
  kind: string;
  text: string;
  params: Record<string, unknown>;
}

export interface ComputedAnswer {
  status: "answered" | "no_data";
  answer: string;
  facts: Fact[];
  citations: Citation[];
  steps: { step: string; detail: string }[];
}

/** One formatter per number of decimals: toLocaleString with options builds a new one on every call. */
const FORMATTERS = new Map<number, Intl.NumberFormat>();

/**
 * Decimals a value is written with: two, none from a million up (a GDP's cents are noise), and four under 1
 * (exchange rates such as 0.8684 euros a dollar and their changes: two would tell 0.8670 and 0.8684 alike),
 * or as many as keep two significant digits under 0.001 (a ratio of billions of dollars to persons is no 0).
 */
const decimalsFor = (v: number) => (Math.abs(v) >= 1e6 ? 0 : Math.abs(v) < 1 && v !== 0 ? Math.min(15, Math.max(4, 1 - Math.floor(Math.log10(Math.abs(v))))) : 2);

/** A value as answers write it: rounded (see decimalsFor), commas between thousands. */
export function formatNumber(v: number, maxDecimals = decimalsFor(v)): string {
  const rounded = Math.round(v * 10 ** maxDecimals) / 10 ** maxDecimals;
  let format = FORMATTERS.get(maxDecimals);
  if (!format) FORMATTERS.set(maxDecimals, (format = new Intl.NumberFormat("en-US", { maximumFractionDigits: maxDecimals, useGrouping: true })));
  return format.format(Object.is(rounded, -0) ? 0 : rounded);
}

/** A percent change to one decimal, or to its first digit where one decimal would write it as 0 ("fell 0.03%"). */
export function formatPercentChange(v: number): string {
  return v === 0 || Math.abs(v) >= 0.05 ? formatNumber(v, 1) : formatNumber(v, Math.min(4, -Math.floor(Math.log10(Math.abs(v)))));
}

export function formatValue(v: number, unit: string | null): string {
  const n = formatNumber(v);
  if (!unit || unit === "index" || isRatio(unit)) return n;
  if (unit === "percent") return `${n}%`;
  if (unit === "USD") return `$${n}`;
  return `${n} ${unitAfterNumber(unit)}`;
}

/**
 * Decimals of a difference of two values: its own (decimalsFor), but never more than the coarser of the two
 * values is written with (1.1 less 0.3311 is 0.77, not 0.7692; two rates of 0.9175 and 0.9549 keep 0.0374).
 */
const deltaDecimals = (d: number, between: readonly [number, number]) => Math.min(decimalsFor(d), decimalsFor(between[0]), decimalsFor(between[1]));

/**
 * A difference with its unit (changeUnit): "0.3 percentage points", "2.81 points", "$5"; `between`, the two
 * values it is the difference of (deltaDecimals), absent for one that is not (a mean of differences).
 */
function formatDelta(v: number, unit: string | null, between?: readonly [number, number]): string {
  const n = formatNumber(Math.abs(v), between ? deltaDecimals(v, between) : decimalsFor(v));
  if (unit === "USD") return `$${n}`;
  return `${n} ${changeUnit(unit) || "points"}`;
}

/** The observations route that returns the periods from `start` to `end` (one period by default). */
export function citationPath(indicator: string, region: string, start: string, end = start): string {
  const q = new URLSearchParams({ indicator, region, start, end });
  return `/v1/observations?${q.toString()}`;
}

export function cite(series: AskSeriesInfo, region: AskRegionInfo, p: AskPoint): Citation {
  return {
    indicator: series.code,
    region: region.code,
    period_start: p.date,
    value: p.value,
    unit: series.unit,
    source: { slug: series.sourceSlug, name: series.sourceName },
    path: citationPath(series.code, region.code, p.date),
  };
}

/** "Total nonfarm employment" style label from the catalog name ("All employees, construction"). */
export function seriesLabel(series: AskSeriesInfo): string {
  return series.name;
}

const pct = (from: number, to: number) => (from > 0 && to >= 0 ? ((to - from) / from) * 100 : null);
/** Whether a change of the unit is told in percent too: a level with a true zero whose percent changes mean something (not a rate in percent). */
const tellsPercent = (unit: string | null) => hasTrueZero(unit) && tellsPercentChange(unit);
/** The percent change from a to b, when the unit tells one. */
const percentChangeOf = (unit: string | null, from: number, to: number) => (tellsPercent(unit) ? pct(from, to) : null);
/** " (12.3%)" after a change as written; nothing when there is no percent to tell or nothing moved. */
const percentText = (pc: number | null) => (pc === null || pc === 0 ? "" : ` (${formatNumber(Math.abs(pc), 1)}%)`);

/**
 * The first day after the latest point's period, its length read from the step before it: a month, a quarter
 * or a year on, or for a daily or weekly series the step plus a weekend's grace (Friday's close still stands
 * on Sunday).
 */
function nextPeriodStart(points: readonly AskPoint[]): string {
  const last = points.at(-1)!.date;
  const before = points.at(-2)?.date;
  if (!before) return addDays(last, 1);
  const step = dayNumber(last) - dayNumber(before);
  return step >= 28 ? addMonths(last, Math.round(step / 30.44)) : addDays(last, step + 2);
}

/** The points of the series inside the window (relative windows count back from the last point). */
/**
 * The periods a window's values are averaged (or added) over: "the last 10 years" of a yearly series are ten, for
 * the period the span is counted back to starts it, the base a change over it is measured from, not one of its periods.
 */
function periodsOfSpan(inWindow: AskPoint[], window: AskWindow | null): AskPoint[] {
  const counted = window?.kind === "relative" && window.relative && inWindow.length >= 2 && inWindow[0]!.date === shiftBack(inWindow.at(-1)!.date, window.relative);
  return counted ? inWindow.slice(1) : inWindow;
}

export function pointsInWindow(points: AskPoint[], window: AskWindow | null): AskPoint[] {
  if (!window || window.kind === "all" || points.length === 0) return points;
  let start = window.start;
  let end = window.end;
  if (window.kind === "ago" && window.relative) {
    // the period the day that far back falls in (counted from today, or else from the last point): the last
    // one starting on or before it, so long as it still holds that day
    const back = window.start ?? shiftBack(points.at(-1)!.date, window.relative);
    const i = points.findLastIndex((p) => p.date <= back);
    if (i < 0 || (i === points.length - 1 && back >= nextPeriodStart(points))) return [];
    return [points[i]!];
  }
  if (window.kind === "relative" && window.relative) {
    end = points.at(-1)!.date;
    start = shiftBack(end, window.relative);
  }
  const inside = points.filter((p) => (!start || p.date >= start) && (!end || p.date <= end));
  // a day asked of a monthly (or coarser) series: the period that holds it, when the series has it; a span
  // shorter than a period ("during the 2001 recession", March to November, of a yearly series) likewise
  if (inside.length === 0 && start && ((window.kind === "point" && window.granularity === "day") || (window.kind === "range" && end))) {
    const holding = points.filter((p) => p.date <= start!).at(-1);
    const next = points.find((p) => p.date > start!);
    if (holding && next && dayNumber(next.date) - dayNumber(holding.date) > 7 && (!end || next.date > end)) return [holding];
  }
  return inside;
}

export interface SeriesAnswerInput {
  intent: AskIntent;
  window: AskWindow | null;
  series: AskSeriesInfo;
  region: AskRegionInfo;
  /** Every point of the series for the region, ascending, no nulls. */
  points: AskPoint[];
  /** The regions the series holds values for, named, when this one holds none (the no-data answer says where to look). */
  storedIn?: readonly string[];
  /**
   * A period longer than the series' own that the question compares ("the wettest month" of daily rain): of a
   * series whose periods add up or average out, the highest or lowest is among those periods' totals or means.
   */
  per?: LongerPeriod | null;
  /** "Which year had the highest average oil price": those periods compared by their means, whatever the series' aggregation. */
  perMean?: boolean;
  /** "The median gold price in 2020": a window's middle value, not its mean. */
  median?: boolean;
  /** A change asked to go one way ("how much did Brent fall during covid"): its largest move that way is told too when it is the bigger one. */
  swing?: "rise" | "fall" | "either" | null;
  /** "The annual growth rate of gold since 2000": the change is told as a compound rate a year too. */
  annualRate?: boolean;
  /** "Over the last 3 months, annualized": with `annualRate`, a span shorter than a year is compounded to one too. */
  annualized?: boolean;
  /** "Sea level rise per decade": with `annualRate`, the pace told a decade (ten times the mean change a year, or ten years compounded). */
  perDecade?: boolean;
  /** "The five hottest years": with highest or lowest, how many periods to list. */
  topPeriods?: number | null;
  /** "How many times bigger is India's economy in 2023 than in 2000": the change is told as the end's value over the start's. */
  times?: boolean;
  /** "How many basis points": a change of a rate in percent is told in basis points as well. */
  basisPoints?: boolean;
  /** "Which decade was the warmest": with highest or lowest, whole decades compared by their means (totals). */
  byDecade?: boolean;
  /** "The z-score of the CAPE": a value against its average is told in standard deviations of the values too. */
  zScore?: boolean;
  /** "Inflation now vs its 1970s average": the window is the span averaged, and the value set against it the latest. */
  latestAgainstSpan?: boolean;
  /** "Natural gas price history", "an overview of gold": the span held, its ends and its extremes (`answerOverview`). */
  overview?: boolean;
}

/**
 * The compound rate a year, in percent, that takes `from` to `to` over the years between their dates
 * (365.25-day years); null unless both values are positive and at least a year apart. Answers write it and
 * `isTraceable` checks it with this one function.
 */
export function compoundAnnualRate(from: Pick<AskPoint, "date" | "value">, to: Pick<AskPoint, "date" | "value">, shorterThanAYear = false): number | null {
  const years = yearsBetween(from.date, to.date);
  if (!(from.value > 0 && to.value > 0) || !(shorterThanAYear ? years > 0 : years >= 1)) return null;
  return ((to.value / from.value) ** (1 / years) - 1) * 100;
}

/**
 * The mean change a year, in the series' own unit, between `from` and `to`: their difference over the years between
 * their dates (365.25-day years, as the compound rate's); null unless they are at least a year apart. What a rate a
 * year is of a level whose moves are compared in its own unit (a concentration: CO2's ppm a year) or that has no
 * true zero (a temperature anomaly, sea level counted from a base year). Answers write it and `isTraceable` checks it
 * with this one function.
 */
/** Ten years of a compound rate a year, in percent: what "per decade" tells of one (answers and the citation check). */
export const decadeRateOf = (annualPct: number) => ((1 + annualPct / 100) ** 10 - 1) * 100;

export function meanAnnualChange(from: Pick<AskPoint, "date" | "value">, to: Pick<AskPoint, "date" | "value">): number | null {
  const years = yearsBetween(from.date, to.date);
  return years < 1 ? null : (to.value - from.value) / years;
}

/** Whether a rate a year of the unit is its mean change a year (meanAnnualChange) rather than a compound percent. */
const changesByTheYear = (unit: string | null) => !isPercentRate(unit) && (isConcentration(unit) || !hasTrueZero(unit));

/** "United States", "Texas and Ohio", "3,212 regions". */
function regionList(names: readonly string[]): string {
  if (names.length > 3) return `${names.length.toLocaleString("en-US")} regions`;
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

/** One period of a frequency, as a span to count back by. */
const ONE_PERIOD: Record<string, { amount: number; unit: "d" | "m" | "y" }> = {
  daily: { amount: 1, unit: "d" },
  weekly: { amount: 7, unit: "d" },
  monthly: { amount: 1, unit: "m" },
  quarterly: { amount: 3, unit: "m" },
  annual: { amount: 1, unit: "y" },
  quinquennial: { amount: 5, unit: "y" },
  decennial: { amount: 10, unit: "y" },
};

/**
 * How far back "the period before" one may lie: one period, or for a daily series the last trading day
 * before a weekend and a holiday.
 */
const PREVIOUS_PERIOD_REACH: Record<string, { amount: number; unit: "d" | "m" | "y" }> = { ...ONE_PERIOD, daily: { amount: 4, unit: "d" } };

/** The stored point of the period just before `p` (no gap between them), if any. */
function periodBefore(points: readonly AskPoint[], p: AskPoint, frequency: string | null): AskPoint | undefined {
  const reach = PREVIOUS_PERIOD_REACH[frequency ?? ""];
  const before = points[points.indexOf(p) - 1];
  return reach && before && before.date >= shiftBack(p.date, reach) ? before : undefined;
}

/**
 * The value a change over a window is measured from: the stored point of the period before its first one, or, of a
 * window beginning with a month (a year, "ytd", a month, an event), the last value before the window's start
 * however many days back within the month before it: a daily series' close of 31 December is the base of "ytd"
 * although its first value of the year comes five days later (New Year, a weekend, a day with no trading).
 */
export function valueBeforeWindow(points: readonly AskPoint[], first: AskPoint, frequency: string | null, window: AskWindow | null): AskPoint | undefined {
  const before = periodBefore(points, first, frequency);
  if (before || !window?.start || window.granularity === "day" || !window.start.endsWith("-01")) return before;
  const previous = points[points.indexOf(first) - 1];
  return previous && previous.date < window.start && previous.date >= shiftBack(window.start, MONTH_BEFORE_WINDOW) ? previous : undefined;
}
/**
 * The period of a coarser series that a span begins inside ("during the Great Depression", August 1929 on, of a
 * yearly series; the Great Recession, December 2007 on, of a quarterly one): the base a change across the span
 * is measured from, the level the fall began at (1929, the fourth quarter of 2007: the NBER's peak). It is not
 * one of the span's own periods: the quarters of a recession are counted from the next.
 */
function periodHoldingStart(points: readonly AskPoint[], inWindow: readonly AskPoint[], window: AskWindow): AskPoint | undefined {
  const first = inWindow[0]!;
  const at = points.indexOf(first);
  const holding = points[at - 1];
  if (!holding || !window.start || first.date <= window.start) return undefined;
  // (the series' own step, so that a year missing before the span does not pass for the one holding its start)
  const step = inWindow.length > 1 ? dayNumber(inWindow[1]!.date) - dayNumber(first.date) : at > 1 ? dayNumber(holding.date) - dayNumber(points[at - 2]!.date) : 0;
  return step > 7 && dayNumber(window.start) - dayNumber(holding.date) < step ? holding : undefined;
}

/** How far before a window beginning with a month its base value may lie: the month before it. */
const MONTH_BEFORE_WINDOW = { amount: 1, unit: "m" } as const;

/**
 * Whether `a` holds the period just before `b`'s, with no gap between them: of the series' own periods (a daily
 * one's across a weekend and a holiday, as `periodBefore` reaches), or of the longer periods `per` gathers them by.
 */
function inRow(a: AskPoint, b: AskPoint, frequency: string | null, per: LongerPeriod | null): boolean {
  if (per) return periodKey(a.date, LONGER_PERIOD_WORD[per]) === periodKey(addMonths(b.date, -MONTHS_IN[per]), LONGER_PERIOD_WORD[per]);
  const reach = PREVIOUS_PERIOD_REACH[frequency ?? ""];
  return reach !== undefined && a.date >= shiftBack(b.date, reach);
}
const MONTHS_IN = { monthly: 1, quarterly: 3, annual: 12 } as const;

/**
 * The earliest period `answerSeries` reads for this intent and window, given the series' latest period, or
 * undefined when it reads the whole history (averages, records, a trend without a window). A window's
 * answer reads from the period before its start (the period holding a day asked of a monthly series, the
 * period a change of the window's only period is measured from) to the latest. The answer is the same
 * from those points as from the whole history unless it finds nothing there: its "stored from … to …"
 * then needs the whole history, which the caller reads again.
 */
export function earliestPeriodNeeded(intent: AskIntent, window: AskWindow | null, latest: string, frequency: string | null): string | undefined {
  if (!window || window.kind === "all") return !window && (intent === "latest" || intent === "rank" || intent === "compare") ? latest : undefined;
  const period = PREVIOUS_PERIOD_REACH[frequency ?? ""];
  if (intent === "vs_average" || !period) return undefined;
  // a span counted back: from the week before its first day (a first day with no value is measured from the last before it)
  // (and from the period before the latest: a span shorter than one period tells that period's change)
  if (window.kind === "relative" && window.relative) {
    const counted = shiftBack(shiftBack(latest, window.relative), { amount: 7, unit: "d" });
    const periodBefore = shiftBack(shiftBack(latest, period), period);
    return counted < periodBefore ? counted : periodBefore;
  }
  if (window.kind === "ago" && window.relative) return shiftBack(window.start ?? shiftBack(latest, window.relative), period);
  // the period before the one holding the start: a span inside one period is measured from the period before it
  // (a daily series' base may lie up to the month before the start: valueBeforeWindow)
  if (!window.start) return undefined;
  const twoBack = shiftBack(shiftBack(window.start, period), period);
  const monthBack = shiftBack(window.start, MONTH_BEFORE_WINDOW);
  return monthBack < twoBack ? monthBack : twoBack;
}

/**
 * "The total return of the S&P 500 since 2000", "with dividends reinvested": a price's change told (`computed`)
 * followed by its change with dividends reinvested over the same months, cut to the months the dividends are
 * stored for. Each month grows by the price's move plus a twelfth of the annualized dividend over the price before
 * it (Shiller's reading of his monthly data); the result is declared with the paths of both series.
 */
export function withTotalReturn(input: {
  computed: ComputedAnswer;
  series: AskSeriesInfo;
  region: AskRegionInfo;
  prices: AskPoint[];
  dividends: { series: AskSeriesInfo; points: AskPoint[] };
}): ComputedAnswer {
  const { computed, series, region, prices, dividends } = input;
  const change = computed.status === "answered" ? computed.facts.find((f) => f.kind === "change")?.params : undefined;
  if (!change) return computed;
  const when = (date: string) => formatPeriod(date, series.frequency);
  const paid = new Map(dividends.points.filter((p) => p.value > 0).map((p) => [p.date, p.value]));
  const heldTo = dividends.points.findLast((p) => p.value > 0)?.date;
  const start = prices.findIndex((p) => p.date === change.from_date);
  // the months after the start, each with its dividend, up to the change's end
  let growth = 1;
  let end = start;
  for (let k = start + 1; start >= 0 && k < prices.length && prices[k]!.date <= (change.to_date as string) && paid.has(prices[k]!.date); k++) {
    growth *= (prices[k]!.value + paid.get(prices[k]!.date)! / 12) / prices[k - 1]!.value;
    end = k;
  }
  const stored = heldTo ? ` Its dividends (${seriesLabel(dividends.series)}) are stored to ${when(heldTo)}.` : "";
  if (start < 0 || end === start) return { ...computed, answer: `${computed.answer} No dividends are stored for the months told, so no return with them is told.${stored}` };
  const [from, to] = [prices[start]!, prices[end]!];
  const totalPct = (growth - 1) * 100;
  const years = yearsBetween(from.date, to.date);
  // (a rate a year only over spans of several years: over one it is the return itself)
  const annualized = years >= 2 ? (growth ** (1 / years) - 1) * 100 : null;
  const pricePct = (to.value / from.value - 1) * 100;
  const cut = to.date < (change.to_date as string) ? stored : "";
  const sentence =
    ` With dividends reinvested, it returned ${formatNumber(totalPct, 1)}% from ${when(from.date)} to ${when(to.date)}` +
    `${annualized === null ? "" : ` (${formatNumber(annualized, 1)}% a year, compounded)`}, against ${riseOrFallOf(pricePct)} for the price alone over those months.${cut}`;
  const fact: Fact = {
    kind: "total_return",
    text: "the price's change with each month's dividend (a twelfth of the annualized rate) reinvested at that month's price, compounded (paths: the prices and the dividends)",
    params: {
      total_return_pct: totalPct,
      ...(annualized === null ? {} : { annualized }),
      from_date: from.date,
      to_date: to.date,
      paths: [citationPath(series.code, region.code, from.date, to.date), citationPath(dividends.series.code, region.code, prices[start + 1]!.date, to.date)],
    },
  };
  const cited = computed.citations.some((c) => c.indicator === series.code && c.period_start === to.date) ? [] : [cite(series, region, to)];
  return { ...computed, answer: `${computed.answer}${sentence}`, facts: [...computed.facts, fact], citations: [...computed.citations, ...cited] };
}

/**
 * Inflation over the twelve months to a price index's latest month: the index's percent change from the same
 * month a year before, as a change fact citing both values (withPriceIndexChange in src/ask/engine.ts).
 */
export function answerTwelveMonthChange(input: { series: AskSeriesInfo; region: AskRegionInfo; from: AskPoint; to: AskPoint }): ComputedAnswer | null {
  const { series, region, from: a, to: b } = input;
  const pc = pct(a.value, b.value);
  if (pc === null) return null;
  const when = (p: AskPoint) => formatPeriod(p.date, series.frequency);
  const at = (p: AskPoint) => atPeriod(p.date, series.frequency);
  return {
    status: "answered",
    answer:
      `Prices in ${region.name} ${pc >= 0 ? "rose" : "fell"} ${formatPercentChange(Math.abs(pc))}% in the twelve months to ${when(b)}: ` +
      `${seriesLabel(series)} went from ${formatNumber(a.value)} ${at(a)} to ${formatNumber(b.value)}.`,
    facts: [changeFact(a, b, "difference of the two cited values (last − first) and its percent of the first: the inflation of the twelve months")],
    citations: [cite(series, region, a), cite(series, region, b)],
    steps: [{ step: "compute", detail: `12-month change = ${b.value} (${b.date}) / ${a.value} (${a.date}) − 1 = ${pc}%` }],
  };
}

/** The price index's changes over the twelve months to each month that has its value a year before. */
function twelveMonthChanges(points: readonly AskPoint[]): { from: AskPoint; to: AskPoint; pct: number }[] {
  const byDate = new Map(points.map((p) => [p.date, p]));
  return points.flatMap((to) => {
    const from = byDate.get(addMonths(to.date, -12));
    const pc = from ? pct(from.value, to.value) : null;
    return from && pc !== null ? [{ from, to, pct: pc }] : [];
  });
}

/**
 * "Is inflation trending down", "how has inflation trended since 2020": inflation told as it is, the price index's
 * change over the twelve months to a month, at the first month of the window, its middle month and its last (with no
 * window, the last year: the latest month, the one a year before and the middle one between), each of its two cited values; the
 * trend is the last against the first. Null with fewer than three such months.
 */
export function answerTwelveMonthTrend(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; window: AskWindow | null }): ComputedAnswer | null {
  const { series, region, window } = input;
  const changes = twelveMonthChanges(input.points);
  const inWindow = window ? new Set(pointsInWindow(changes.map((c) => c.to), window)) : null;
  const yearBefore = changes.length ? addMonths(changes.at(-1)!.to.date, -12) : "";
  const asked = inWindow ? changes.filter((c) => inWindow.has(c.to)) : changes.filter((c) => c.to.date >= yearBefore);
  if (asked.length < 3) return null;
  const [first, middle, last] = [asked[0]!, asked[Math.floor((asked.length - 1) / 2)]!, asked.at(-1)!];
  const when = (c: (typeof asked)[number]) => formatPeriod(c.to.date, series.frequency);
  const moved = (c: (typeof asked)[number]) => `${c.pct >= 0 ? "rose" : "fell"} ${formatPercentChange(Math.abs(c.pct))}%`;
  const same = formatPercentChange(last.pct) === formatPercentChange(first.pct);
  const trend = same ? "held steady" : last.pct > first.pct ? "trended up" : "trended down";
  return {
    status: "answered",
    answer:
      `Inflation in ${region.name}, told as the change of ${seriesLabel(series)} over twelve months, has ${trend}: prices ${moved(first)} in the twelve months to ${when(first)}, ` +
      `${moved(middle)} in those to ${when(middle)} and ${moved(last)} in those to ${when(last)}.`,
    facts: [first, middle, last].map((c) => changeFact(c.from, c.to, `the price index's change over the twelve months to ${c.to.date} (difference of the two cited values and its percent of the first)`)),
    citations: [first, middle, last].flatMap((c) => [cite(series, region, c.from), cite(series, region, c.to)]),
    steps: [{ step: "compute", detail: `twelve-month changes of ${series.code} to ${first.to.date}, ${middle.to.date}, ${last.to.date}: ${first.pct}%, ${middle.pct}%, ${last.pct}%` }],
  };
}

/**
 * "Average inflation in the first half of 2022": inflation told as it is, the price index's change over the twelve
 * months to each month of the window, and the mean of those changes; each month's change a fact citing its two
 * values. Null with fewer than two such months.
 */
export function answerTwelveMonthMean(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; window: AskWindow }): ComputedAnswer | null {
  const { series, region, window } = input;
  const changes = twelveMonthChanges(input.points);
  const inWindow = new Set(pointsInWindow(changes.map((c) => c.to), window));
  const asked = changes.filter((c) => inWindow.has(c.to));
  if (asked.length < 2) return null;
  const mean = asked.reduce((sum, c) => sum + c.pct, 0) / asked.length;
  const [first, last] = [asked[0]!, asked.at(-1)!];
  const when = (c: (typeof asked)[number]) => formatPeriod(c.to.date, series.frequency);
  const listed = asked.length <= 12 ? ` (${asked.map((c) => `${when(c)} ${c.pct >= 0 ? "up" : "down"} ${formatPercentChange(Math.abs(c.pct))}%`).join(", ")})` : "";
  return {
    status: "answered",
    answer:
      `Inflation in ${region.name} ${windowPhrase(window)}, told as the change of ${seriesLabel(series)} over twelve months, averaged ${formatPercentChange(mean)}%: ` +
      `the mean of its changes over the twelve months to each of the ${formatNumber(asked.length)} months from ${when(first)} to ${when(last)}${listed}.`,
    facts: [
      {
        kind: "mean",
        text: "the mean of the price index's changes over the twelve months to each month of the window, in percent (each change a fact of its own)",
        params: { average: mean, periods: asked.length, from_date: first.to.date, to_date: last.to.date },
      },
      ...(listed ? asked : [first, last]).map((c) => changeFact(c.from, c.to, `the price index's change over the twelve months to ${c.to.date} (difference of the two cited values and its percent of the first)`)),
    ],
    citations: (listed ? asked : [first, last]).flatMap((c) => [cite(series, region, c.from), cite(series, region, c.to)]),
    steps: [{ step: "compute", detail: `mean of ${asked.length} twelve-month changes of ${series.code} to ${first.to.date}..${last.to.date} = ${mean}%` }],
  };
}

/** How many months either side of a month asked are read to judge whether its inflation was the peak (or the trough). */
const PEAK_REACH_MONTHS = 12;

/**
 * The highest (lowest) inflation over a window, told as inflation is: the price index's change over the twelve months
 * to each month of the window, and the month it was highest (lowest) in, both index values cited. A window of one
 * month ("was June 2022 the peak of US inflation") is judged instead: its twelve-month change against those of the
 * twelve months before and after it (the peak is the highest of them), and the last month before it with a change
 * as high (as low), the first after it, or none since. Each change is told by answerTwelveMonthChange, its percent
 * recomputed by the citation check from its two cited values.
 */
export function answerTwelveMonthExtreme(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; window: AskWindow; intent: "highest" | "lowest" }): ComputedAnswer {
  const { series, region, points, window, intent } = input;
  const changes = twelveMonthChanges(points);
  type TwelveMonths = (typeof changes)[number];
  const inWindow = new Set(pointsInWindow(changes.map((c) => c.to), window));
  const asked = changes.filter((c) => inWindow.has(c.to));
  if (asked.length === 0) {
    return { status: "no_data", answer: `No month ${forWindowText(window)} holds ${seriesLabel(series)} in ${region.name} and its value a year before.`, facts: [], citations: [], steps: [] };
  }
  const beyond = (x: TwelveMonths, y: TwelveMonths) => (intent === "highest" ? x.pct > y.pct : x.pct < y.pct);
  const when = (c: TwelveMonths) => formatPeriod(c.to.date, series.frequency);
  const moved = (c: TwelveMonths) => `${c.pct >= 0 ? "a rise" : "a fall"} of ${formatNumber(Math.abs(c.pct), 1)}%`;
  const valuesOf = (c: TwelveMonths) => `${formatNumber(c.from.value)} ${atPeriod(c.from.date, series.frequency)} to ${formatNumber(c.to.value)}`;
  const other = (c: TwelveMonths, text: string) => ({
    fact: changeFact(c.from, c.to, `${text}: the price index's change over the twelve months to ${c.to.date} (difference of the two cited values and its percent of the first)`),
    citations: [cite(series, region, c.from), cite(series, region, c.to)],
  });
  const single = window.kind === "point" && window.granularity === "month" && asked.length === 1;
  if (!single) {
    const pick = asked.reduce((e, c) => (beyond(c, e) ? c : e));
    const told = answerTwelveMonthChange({ series, region, from: pick.from, to: pick.to })!;
    const [first, last] = [asked[0]!, asked.at(-1)!];
    return {
      ...told,
      answer: `The ${intent} twelve-month change of prices in ${region.name}, of the months from ${when(first)} to ${when(last)}, was in ${when(pick)}. ${told.answer}`,
      steps: [{ step: "compute", detail: `${intent} of ${asked.length} twelve-month changes of ${series.code} to ${first.to.date}..${last.to.date}: ${pick.pct}% to ${pick.to.date}` }, ...told.steps],
    };
  }
  const judged = asked[0]!;
  const told = answerTwelveMonthChange({ series, region, from: judged.from, to: judged.to })!;
  const monthOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  const near = changes.filter((c) => Math.abs(monthOf(c.to.date) - monthOf(judged.to.date)) <= PEAK_REACH_MONTHS);
  const top = near.reduce((e, c) => (beyond(c, e) ? c : e), judged);
  const [extreme, more] = intent === "highest" ? ["peak", "higher"] : ["trough", "lower"];
  const parts: { fact: Fact; citations: Citation[] }[] = [];
  let sentence: string;
  if (top !== judged) {
    parts.push(other(top, `the ${intent} of the months within ${PEAK_REACH_MONTHS} of the month asked`));
    sentence = `It was not the ${extreme}: within a year of it, the twelve months to ${when(top)} saw ${moved(top)} (${seriesLabel(series)} from ${valuesOf(top)}).`;
  } else {
    // as high (low) or more: the months the one asked does not stand above (below)
    const asFar = (c: TwelveMonths) => c !== judged && !beyond(judged, c);
    const before = changes.filter((c) => c.to.date < judged.to.date && asFar(c)).at(-1);
    const after = changes.find((c) => c.to.date > judged.to.date && asFar(c));
    const latest = changes.at(-1)!;
    if (before) parts.push(other(before, `the last month before the one asked with a change as ${intent === "highest" ? "high" : "low"}`));
    if (after) parts.push(other(after, `the first month after the one asked with a change as ${intent === "highest" ? "high" : "low"}`));
    const asMuch = intent === "highest" ? "high" : "low";
    sentence =
      `It was the ${extreme}: no month within a year of it, before or after, saw a ${more} twelve-month change. ` +
      (before ? `The last month before it with one as ${asMuch} was ${when(before)}, ${moved(before)} (from ${valuesOf(before)})` : `No month before it, back to ${when(changes[0]!)}, saw one as ${asMuch}`) +
      (after ? `; the first after it was ${when(after)}, ${moved(after)} (from ${valuesOf(after)}).` : latest === judged ? "." : `; no month since, to ${when(latest)}, has.`);
  }
  return {
    status: "answered",
    answer: `${told.answer} ${sentence}`,
    facts: [...told.facts, ...parts.map((p) => p.fact)],
    citations: [...told.citations, ...parts.flatMap((p) => p.citations)],
    steps: [...told.steps, { step: "compute", detail: `${judged.to.date}: ${judged.pct}%; ${intent} within ${PEAK_REACH_MONTHS} months either side: ${top.to.date} (${top.pct}%)` }],
  };
}

/**
 * A rate in real terms: the rate of a month less the rise of a price index over the twelve months to that month, in
 * percent. The answer and the citation check compute it with this one function.
 */
export const realRateOf = (rate: number, indexFrom: number, indexTo: number) => rate - pct(indexFrom, indexTo)!;

/**
 * "The real yield", "10-year yield minus CPI inflation": a rate (of the last month in the window that holds one,
 * the latest without one) less the price index's rise over the twelve months to that month; the last such month
 * both series hold. A fact of `kind` `real_rate` names the three cited values, the inflation and the real rate.
 */
export function answerRealRate(input: {
  window: AskWindow | null;
  rate: SeriesPoints;
  index: SeriesPoints;
  /** "The highest real yield": the month of the window (of the history) where the real rate stood highest (lowest). */
  extreme?: "highest" | "lowest" | undefined;
}): ComputedAnswer {
  const { window, rate, index, extreme } = input;
  const prices = new Map(index.points.map((p) => [p.date, p.value]));
  const yearBefore = (date: string) => `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
  const held = pointsInWindow(rate.points, window).filter((p) => prices.get(p.date)! > 0 && prices.get(yearBefore(p.date))! > 0);
  const realAt = (p: AskPoint) => realRateOf(p.value, prices.get(yearBefore(p.date))!, prices.get(p.date)!);
  // the latest of equals, as every extreme here
  const month = extreme
    ? held.reduce<AskPoint | undefined>((e, p) => (!e || (extreme === "highest" ? realAt(p) >= realAt(e) : realAt(p) <= realAt(e)) ? p : e), undefined)
    : held.at(-1);
  if (!month) {
    const when = window ? ` ${forWindowText(window)}` : "";
    return { status: "no_data", answer: `No month${when} holds both ${seriesLabel(rate.series)} and the rise of ${seriesLabel(index.series)} over the twelve months to it.`, facts: [], citations: [], steps: [] };
  }
  const from = { date: yearBefore(month.date), value: prices.get(yearBefore(month.date))! };
  const to = { date: month.date, value: prices.get(month.date)! };
  const inflation = pct(from.value, to.value)!;
  const real = realRateOf(month.value, from.value, to.value);
  const when = formatPeriod(month.date, rate.series.frequency);
  return {
    status: "answered",
    answer:
      `In real terms, ${seriesLabel(rate.series)} stood at ${extreme ? `its ${extreme} ${window ? windowPhrase(window) : `since ${formatPeriod(held[0]!.date, rate.series.frequency)}`}, ${formatNumber(real, 2)}%, in ${when}` : `${formatNumber(real, 2)}% in ${when}`}: its ${formatNumber(month.value)}% ${inflation >= 0 ? "less" : "plus"} the ${formatNumber(Math.abs(inflation), 2)}% ` +
      `that consumer prices ${inflation >= 0 ? "rose" : "fell"} over the twelve months to then (${seriesLabel(index.series)}: ${formatNumber(from.value)} in ${formatPeriod(from.date, index.series.frequency)}, ${formatNumber(to.value)} in ${when}).`,
    facts: [
      {
        kind: "real_rate",
        text: "the cited rate less the percent change of the cited price index over the twelve months to the same month",
        params: { date: month.date, rate: month.value, rate_indicator: rate.series.code, index_indicator: index.series.code, index_from_date: from.date, index_from: from.value, index_to: to.value, inflation_pct: inflation, real_rate: real },
      },
    ],
    citations: [cite(rate.series, rate.region, month), cite(index.series, index.region, from), cite(index.series, index.region, to)],
    steps: [{ step: "compute", detail: `real rate = ${month.value} (${month.date}) − (${to.value} / ${from.value} − 1) × 100 = ${real}` }],
  };
}

/**
 * "The best 10-year period for gold", "the largest 5-year gain in the S&P 500": every value against the one the span's
 * length before it (the same day of the month, a month's or a quarter's start exactly; a daily series' last value
 * within a week before that day), in percent when every value is positive, and the best or worst of those changes
 * as the series' polarity reads a rise (the largest rise or fall when one is said). With a window, both ends lie in it.
 */
export function answerRollingBest(input: {
  series: AskSeriesInfo;
  region: AskRegionInfo;
  points: AskPoint[];
  window: AskWindow | null;
  best: boolean;
  move?: "rise" | "fall" | undefined;
  amount: number;
  unit: "year" | "quarter" | "month" | "week" | "day";
  polarity: string;
}): ComputedAnswer {
  const { series, region, amount, unit } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const length = `${amount}-${unit}`;
  const points = pointsInWindow(input.points, input.window);
  const months = unit === "year" ? 12 * amount : unit === "quarter" ? 3 * amount : unit === "month" ? amount : 0;
  const startOf = (date: string) => (months ? addMonths(date, -months) : addDays(date, -(unit === "week" ? 7 : 1) * amount));
  // (a daily or weekly series' value may fall on a day the market was shut: the last one within a week before)
  const tolerance = series.frequency === "daily" || series.frequency === "weekly" ? 7 : 0;
  const inPercent = tellsPercentChange(series.unit) && !isConcentration(series.unit) && points.every((p) => p.value > 0);
  const spans: { a: AskPoint; b: AskPoint; change: number }[] = [];
  let k = 0;
  for (const b of points) {
    const target = startOf(b.date);
    while (k + 1 < points.length && points[k + 1]!.date <= target) k++;
    const a = points[k]!;
    if (a.date > target || dayNumber(target) - dayNumber(a.date) > tolerance) continue;
    spans.push({ a, b, change: inPercent ? pct(a.value, b.value)! : difference(b, a) });
  }
  if (spans.length === 0) {
    return { status: "no_data", answer: `${label} holds no two values ${length} apart${input.window ? ` ${windowPhrase(input.window)}` : ""}, or is not stored finely enough to tell.`, facts: [], citations: [], steps: [] };
  }
  const rising = input.move ? input.move === "rise" : input.polarity === "higher_is_worse" ? !input.best : input.best;
  const pick = spans.reduce((x, y) => (rising ? (y.change > x.change ? y : x) : y.change < x.change ? y : x));
  const delta = difference(pick.b, pick.a);
  const moved = delta > 0 ? "rose" : delta < 0 ? "fell" : "was unchanged";
  const by = delta === 0 ? "" : ` ${inPercent ? `${formatPercentChange(Math.abs(pick.change))}%` : formatDelta(Math.abs(delta), series.unit, [pick.a.value, pick.b.value])}`;
  const which = input.move ? `largest ${length} ${input.move}` : `${input.best ? "best" : "worst"} ${length} span`;
  const searched = `${formatPeriod(spans[0]!.a.date, series.frequency)} to ${formatPeriod(spans.at(-1)!.b.date, series.frequency)}`;
  return {
    status: "answered",
    answer: `The ${which} of ${label} over ${searched} ran from ${formatPeriod(pick.a.date, series.frequency)} to ${formatPeriod(pick.b.date, series.frequency)}: it ${moved}${by}, from ${formatValue(pick.a.value, series.unit)} to ${formatValue(pick.b.value, series.unit)}.`,
    facts: [
      changeFact(pick.a, pick.b, `the ${rising ? "largest" : "smallest"} of the changes over every span of the length asked, each value against the one that length before it (path: the values searched)`, {
        spans: spans.length,
        length: `${amount} ${unit}${amount > 1 ? "s" : ""}`,
        path: citationPath(series.code, region.code, spans[0]!.a.date, spans.at(-1)!.b.date),
      }),
    ],
    citations: [cite(series, region, pick.a), cite(series, region, pick.b)],
    steps: [{ step: "compute", detail: `${spans.length} spans of ${amount} ${unit}(s) ${spans[0]!.a.date}..${spans.at(-1)!.b.date}; ${rising ? "largest" : "smallest"} ${inPercent ? "percent " : ""}change ${pick.change} from ${pick.a.date} to ${pick.b.date}` }],
  };
}

/**
 * "The worst year for the S&P 500": each calendar period's change from the last value of the period before
 * it to its own last value (December to December for a monthly series), in percent when every value is
 * positive, and the best or worst of them as the series' polarity reads a rise (up is better unless higher
 * is worse). Only periods that follow one another are compared; a window keeps the periods ending in it.
 */
export function answerBestPeriod(input: {
  series: AskSeriesInfo;
  region: AskRegionInfo;
  points: AskPoint[];
  window: AskWindow | null;
  best: boolean;
  unit: RankedPeriod;
  /** The largest move this way, whatever the series' polarity ("the biggest drop"); else the best or worst period as its polarity reads a rise. */
  move?: "rise" | "fall" | undefined;
  polarity: string;
  /** "Was 2008 the worst year for the S&P 500": the period asked, ranked among every period of the history. */
  judged?: AskWindow | undefined;
  /** "The 3 worst years for the S&P 500": how many to list, best (worst) first. */
  count?: number | undefined;
}): ComputedAnswer {
  const { series, region, points, best, unit, move } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const at = (p: AskPoint) => atPeriod(p.date, series.frequency);
  const keyOf = (date: string) => periodKey(date, unit);
  const sequence = (key: string) =>
    unit === "year"
      ? Number(key)
      : unit === "decade"
        ? Number(key) / 10
        : unit === "month"
          ? Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7))
          : unit === "week"
            ? dayNumber(key) / 7
            : Number(key.slice(0, 4)) * 4 + Number(key.slice(5));
  // days follow one another across a weekend or a holiday (periodBefore's reach); other periods by number
  const follows = (prevKey: string, key: string) => (unit === "day" ? shiftBack(key, PREVIOUS_PERIOD_REACH.daily!) <= prevKey : sequence(key) === sequence(prevKey) + 1);
  const lastOf = new Map<string, AskPoint>();
  for (const p of points) lastOf.set(keyOf(p.date), p);
  const ends = [...lastOf.entries()];
  // the period still under way at the latest value is no whole one to rank ("2026" to June beside whole years)
  if (series.frequency && ends.length > 0 && stillUnderWay(ends.at(-1)![1], series.frequency as Frequency, unit)) ends.pop();
  if (ends.length < 2 || (periodsPerYear(series.frequency as Frequency) ?? 1) < ({ decade: 1, year: 1, quarter: 4, month: 12, week: 52, day: 250 } as const)[unit]) {
    return { status: "no_data", answer: `${label} is not stored finely enough to compare one ${unit} with another.`, facts: [], citations: [], steps: [] };
  }
  // a rate's change is told in points (see the change answer), a concentration's in its own unit
  const inPercent = tellsPercentChange(series.unit) && !isConcentration(series.unit) && points.every((p) => p.value > 0);
  const rising = move ? move === "rise" : input.polarity === "higher_is_worse" ? !best : best;
  const window = input.judged ? null : input.window;
  const inWindow = new Set(pointsInWindow(points, window).map((p) => p.date));
  const changes: { a: AskPoint; b: AskPoint; change: number }[] = [];
  for (let k = 1; k < ends.length; k++) {
    const [prevKey, a] = ends[k - 1]!;
    const [key, b] = ends[k]!;
    if (!follows(prevKey, key)) continue;
    if (!inWindow.has(b.date)) continue;
    changes.push({ a, b, change: inPercent ? pct(a.value, b.value)! : difference(b, a) });
  }
  const ranked = changes.sort((x, y) => (rising ? y.change - x.change : x.change - y.change));
  const pick = ranked[0];
  const compared = ranked.length;
  if (!pick) return { status: "no_data", answer: `${label} holds no two ${unit}s in a row${window ? ` ${windowPhrase(window)}` : ""}.`, facts: [], citations: [], steps: [] };
  const periodOf = (b: AskPoint) => calendarPeriodName(b.date, unit);
  // with no window asked, the span searched is said: a series that stops years ago must not read as all time
  const span = window ? windowPhrase(window) : `over ${periodOf(ends[0]![1])} to ${periodOf(ends.at(-1)![1])}`;
  const moveText = ({ a, b, change }: (typeof ranked)[number]) => {
    const delta = difference(b, a);
    const moved = delta > 0 ? "rose" : delta < 0 ? "fell" : "was unchanged";
    const by = inPercent ? `${formatNumber(Math.abs(change), 1)}%` : formatDelta(Math.abs(delta), series.unit, [a.value, b.value]);
    return `it ${moved}${delta === 0 ? "" : ` ${by}`}, from ${formatValue(a.value, series.unit)} ${at(a)} to ${formatValue(b.value, series.unit)} ${at(b)}`;
  };
  const which = move ? `largest one-${unit} ${move}` : `${best ? "best" : "worst"} ${unit}`;
  const factOf = (c: (typeof ranked)[number], rank?: number) =>
    changeFact(c.a, c.b, `the ${move ? `largest ${move}` : best ? "best" : "worst"} of the ${unit}s' changes, each from the last value of the ${unit} before it to its own last value`, {
      periods: compared,
      ...(rank === undefined ? {} : { rank }),
    });
  const judgedKey = input.judged?.start ? periodKey(input.judged.start, unit) : null;
  if (judgedKey !== null) {
    // the period asked against every one of the history: its rank, and the record when it is not that
    const asked = ranked.find((c) => periodKey(c.b.date, unit) === judgedKey);
    const since = `since ${periodOf(ranked.reduce((e, c) => (c.b.date < e.b.date ? c : e)).b)}`;
    const recordText = `The ${which} for ${label} ${since} was ${periodOf(pick.b)}: ${moveText(pick)}.`;
    if (!asked) return { status: "no_data", answer: `${label} holds no change for ${formatWindowText(input.judged!)}. ${recordText}`, facts: [factOf(pick, 1)], citations: [cite(series, region, pick.a), cite(series, region, pick.b)], steps: [] };
    const rank = ranked.indexOf(asked) + 1;
    return {
      status: "answered",
      answer:
        rank === 1
          ? `Yes: ${periodOf(asked.b)} was the ${which} for ${label} ${since}: ${moveText(asked)}.`
          : `No: ${periodOf(asked.b)} ranks ${ordinal(rank)} ${since}: ${moveText(asked)}. ${recordText}`,
      facts: rank === 1 ? [factOf(asked, 1)] : [factOf(asked, rank), factOf(pick, 1)],
      citations: [asked, ...(rank === 1 ? [] : [pick])].flatMap((c) => [cite(series, region, c.a), cite(series, region, c.b)]),
      steps: [{ step: "compute", detail: `${judgedKey} ranks ${rank} of ${compared} ${unit}s (${inPercent ? "percent" : "absolute"} change, ${rising ? "largest rise" : "largest fall"} first)` }],
    };
  }
  if (input.count && input.count > 1) {
    const listed = ranked.slice(0, input.count);
    // ("the five largest monthly declines": the largest one-month falls)
    const heading = move ? `largest one-${unit} ${move === "rise" ? "rises" : "falls"} of` : `${best ? "best" : "worst"} ${unit}s for`;
    return {
      status: "answered",
      answer:
        `The ${listed.length} ${heading} ${label} ${span}, of ${formatNumber(compared, 0)}: ` +
        `${listed.map((c, i) => `${i + 1}. ${periodOf(c.b)}: ${moveText(c)}`).join("; ")}.`,
      facts: [
        {
          kind: "ranking",
          text: `the ${unit}s' changes ranked, ${move ? `largest ${move}` : best ? "best" : "worst"} first: how many are listed of how many compared (path: the values compared)`,
          params: { count: listed.length, periods: compared, path: citationPath(series.code, region.code, changes[0]!.a.date, changes.reduce((e, c) => (c.b.date > e ? c.b.date : e), changes[0]!.b.date)) },
        },
        ...listed.map((c, i) => factOf(c, i + 1)),
      ],
      citations: listed.flatMap((c) => [cite(series, region, c.a), cite(series, region, c.b)]),
      steps: [{ step: "compute", detail: `${compared} ${unit}s compared (${inPercent ? "percent" : "absolute"} change, ${rising ? "largest rise" : "largest fall"} first): ${listed.map((c) => c.b.date).join(", ")}` }],
    };
  }
  return {
    status: "answered",
    answer: `The ${which} ${move ? "of" : "for"} ${label} ${span} was ${periodOf(pick.b)}: ${moveText(pick)}.`,
    facts: [factOf(pick)],
    citations: [cite(series, region, pick.a), cite(series, region, pick.b)],
    steps: [{ step: "compute", detail: `${compared} ${unit}s compared (${inPercent ? "percent" : "absolute"} change, ${rising ? "largest rise" : "largest fall"}): ${pick.a.date} → ${pick.b.date}` }],
  };
}

/** How much larger than the change across a window its largest move the asked way must be to be told as well. */
const SWING_WORTH_TELLING = 1.25;

/**
 * The largest move one way within `points` (ascending): a fall from a value to the lowest after it, or a rise to
 * the highest; `size` is the move in the series' unit. With `inPercent` (a positive level, such as a price) the
 * largest is in percent of where it started: over a long history the points of recent years would otherwise
 * outweigh 1929's crash.
 */
function largestSwing(points: readonly AskPoint[], way: "rise" | "fall", inPercent = false): { from: AskPoint; to: AskPoint; size: number } | null {
  const sign = way === "rise" ? 1 : -1;
  let start = points[0];
  let best: { from: AskPoint; to: AskPoint; size: number; score: number } | null = null;
  for (const p of points) {
    if (!start || sign * (p.value - start.value) < 0) start = p;
    const size = sign * (p.value - start.value);
    const score = inPercent ? size / start.value : size;
    if (size > 0 && (!best || score > best.score)) best = { from: start, to: p, size, score };
  }
  return best && { from: best.from, to: best.to, size: best.size };
}

/** Most values of a window a mean cites one by one (a year of a monthly series: all twelve). */
const MAX_CITED_VALUES = 36;

/**
 * One cited value over another (of one series at two periods, or of two series): a fact of `kind` `series_ratio`,
 * which the citation check recomputes from the two cited values.
 */
function seriesRatioFact(series: AskSeriesInfo, top: AskPoint, bottom: AskPoint, bottomSeries: AskSeriesInfo = series, scale?: number): Fact {
  const ratio = top.value / bottom.value;
  return {
    kind: "series_ratio",
    text: scale ? `the first cited value over the second, times ${scale}` : "the first cited value over the second",
    params: {
      numerator_indicator: series.code,
      numerator_date: top.date,
      numerator: top.value,
      denominator_indicator: bottomSeries.code,
      denominator_date: bottom.date,
      denominator: bottom.value,
      ratio,
      ...(scale ? { scale, scaled: ratio * scale } : {}),
    },
  };
}

/** A window that runs over a span of time (since a date, between two, counted back), not one period or none. */
export const spansTime = (window: AskWindow | null) => window?.kind === "since" || window?.kind === "range" || window?.kind === "relative";

/**
 * "What percentage of jobs are in manufacturing": one part of a breakdown over the whole it is part of, at the
 * latest period both hold in the window, or over a span at its first and last (each a fact of `kind` `series_ratio`
 * times 100, recomputed from the two cited values, and how far the share moved).
 */
export function answerShareOfWhole(input: { part: SeriesPoints; whole: SeriesPoints; window: AskWindow | null }): ComputedAnswer {
  const { part, whole, window } = input;
  const wholeAt = new Map(whole.points.map((p) => [p.date, p]));
  const held = pointsInWindow(part.points, window).filter((x) => (wholeAt.get(x.date)?.value ?? 0) > 0);
  if (held.length === 0) {
    return { status: "no_data", answer: `${seriesLabel(part.series)} and ${seriesLabel(whole.series)} share no period${windowPhraseOrNothing(window)}.`, facts: [], citations: [], steps: [] };
  }
  const spanned = spansTime(window) && held.length > 1;
  const ends = (spanned ? [held[0]!, held.at(-1)!] : [held.at(-1)!]).map((p) => ({ p, w: wholeAt.get(p.date)!, share: (p.value / wholeAt.get(p.date)!.value) * 100 }));
  const at = (e: (typeof ends)[number]) => `${formatValue(e.p.value, part.series.unit)} ${atPeriod(e.p.date, part.series.frequency)}, ${formatNumber(e.share, 2)}% of`;
  const [first, last] = [ends[0]!, ends.at(-1)!];
  const moved = Math.abs(last.share - first.share);
  const answer =
    ends.length === 1
      ? `${seriesLabel(part.series)} in ${part.region.name} was ${at(last)} ${seriesLabel(whole.series)} (${formatValue(last.w.value, whole.series.unit)}).`
      : `${seriesLabel(part.series)} in ${part.region.name} was ${at(first)} ${seriesLabel(whole.series)} (${formatValue(first.w.value, whole.series.unit)}), and ${at(last)} it (${formatValue(last.w.value, whole.series.unit)}): ` +
        `${last.share === first.share ? "unchanged" : `${last.share > first.share ? "up" : "down"} ${formatNumber(moved, 2)} percentage points`}.`;
  return {
    status: "answered",
    answer,
    facts: ends.map((e) => seriesRatioFact(part.series, e.p, e.w, whole.series, 100)),
    citations: ends.flatMap((e) => [cite(part.series, part.region, e.p), cite(whole.series, whole.region, e.w)]),
    steps: ends.map((e) => ({ step: "compute", detail: `${part.series.code} over ${whole.series.code} at ${e.p.date}: ${e.p.value} / ${e.w.value}` })),
  };
}

/**
 * "Total electricity generation in Iowa in 2017", "what share of Iowa's electricity came from renewables": the parts
 * of a breakdown that has no total series of its own, summed at the latest period of the window that every part holds,
 * each told with its share of the sum (the part asked first, when one is). The sum is of the parts stored and says so.
 */
export function answerPartsSummed(input: {
  /** The measure the parts break down, as its series name it ("Iowa net electricity generation"). */
  measure: string;
  parts: (SeriesPoints & { part: string })[];
  window: AskWindow | null;
  /** The code of the part a share is asked of, or null for the sum. */
  asked: string | null;
}): ComputedAnswer {
  const { measure, parts } = input;
  const region = parts[0]!.region;
  const held = parts.map((side) => new Map(pointsInWindow(side.points, input.window).map((p) => [p.date, p])));
  const date = [...held[0]!.keys()].filter((d) => held.every((m) => m.has(d))).at(-1);
  const label = `${measure} in ${region.name}`;
  if (!date) return { status: "no_data", answer: `The ${parts.length} parts of ${label} share no period${windowPhraseOrNothing(input.window)}.`, facts: [], citations: [], steps: [] };
  const values = parts.map((side, k) => ({ side, point: held[k]!.get(date)! })).sort((a, b) => b.point.value - a.point.value);
  const total = withoutDecimalNoise(values.reduce((a, v) => a + v.point.value, 0), Math.max(...values.map((v) => Math.abs(v.point.value))));
  const { unit, frequency } = parts[0]!.series;
  const share = (v: number) => `${formatNumber((v / total) * 100, 1)}%`;
  const told = (v: (typeof values)[number]) => `${v.side.part} ${formatValue(v.point.value, unit)} (${share(v.point.value)})`;
  const asked = values.find((v) => v.side.series.code === input.asked);
  const sum = `the sum of its ${parts.length} parts stored`;
  const answer = asked
    ? `${asked.side.part[0]!.toUpperCase()}${asked.side.part.slice(1)} made ${share(asked.point.value)} of ${label} ${atPeriod(date, frequency)}: ${formatValue(asked.point.value, unit)} of ${formatValue(total, unit)}, ` +
      `${sum} (${values.filter((v) => v !== asked).map(told).join(", ")}).`
    : `${label}, ${sum}, was ${formatValue(total, unit)} ${atPeriod(date, frequency)}: ${values.map(told).join(", ")}.`;
  return {
    status: "answered",
    answer,
    facts: [
      {
        kind: "parts_sum",
        text: "the sum of the cited parts at one period, and each part's share of it in percent",
        params: { date, total, parts: values.map((v) => ({ indicator: v.side.series.code, value: v.point.value })) },
      },
    ],
    citations: values.map((v) => cite(v.side.series, v.side.region, v.point)),
    steps: [{ step: "compute", detail: `${values.map((v) => `${v.side.series.code} ${v.point.value}`).join(" + ")} = ${total} at ${date}` }],
  };
}

/** b − a, as the decimal difference of the two stored values (12.7 to 5.5 is −7.2, not −7.199999999999999). */
const difference = (b: Pick<AskPoint, "value">, a: Pick<AskPoint, "value">) => withoutDecimalNoise(b.value - a.value, Math.max(Math.abs(a.value), Math.abs(b.value)));

/** The change from a to b as a fact over its two cited values: the difference and its percent of a (null when a is not positive). */
function changeFact(a: AskPoint, b: AskPoint, text: string, extra: Record<string, unknown> = {}): Fact {
  const params = { from_date: a.date, from_value: a.value, to_date: b.date, to_value: b.value, change_abs: difference(b, a), change_pct: pct(a.value, b.value) };
  return { kind: "change", text, params: { ...params, ...extra } };
}

/**
 * "Natural gas price history", "an overview of gold", "oil prices since 2020, in brief": the periods held (of the
 * window asked, else the whole history), the first and the latest and the change between them, and the highest and
 * the lowest.
 */
function answerOverview(input: SeriesAnswerInput, inWindow: AskPoint[], steps: ComputedAnswer["steps"]): ComputedAnswer {
  const { series, region } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const at = (p: AskPoint) => atPeriod(p.date, series.frequency);
  const val = (p: AskPoint) => formatValue(p.value, series.unit);
  const [first, last] = [inWindow[0]!, inWindow.at(-1)!];
  const highest = inWindow.reduce((best, p) => (p.value > best.value ? p : best));
  const lowest = inWindow.reduce((best, p) => (p.value < best.value ? p : best));
  steps.push({ step: "compute", detail: `overview of ${inWindow.length} periods: first ${first.value} (${first.date}), last ${last.value} (${last.date}), highest ${highest.value} (${highest.date}), lowest ${lowest.value} (${lowest.date})` });
  const held = `${label} is stored for ${inWindow.length.toLocaleString("en-US")} ${series.frequency ?? ""} periods ${input.window ? `${windowPhrase(input.window)}, ` : ""}from ${formatPeriod(first.date, series.frequency)} to ${formatPeriod(last.date, series.frequency)}.`.replace(/\s+/g, " ");
  if (inWindow.length === 1) {
    return { status: "answered", answer: `${held} It was ${val(first)} ${at(first)}.`, facts: [{ kind: "value", text: "the one value held", params: { date: first.date, value: first.value } }], citations: [cite(series, region, first)], steps };
  }
  const delta = difference(last, first);
  const moved =
    delta === 0
      ? `It was ${val(last)} ${at(last)}, as ${at(first)}.`
      : `It went from ${val(first)} ${at(first)} to ${val(last)} ${at(last)}, ${delta > 0 ? "up" : "down"} ${formatDelta(delta, series.unit, [first.value, last.value]).replace(/^[-+]/, "")}${percentText(percentChangeOf(series.unit, first.value, last.value))}.`;
  const extremes = `Its highest was ${val(highest)} ${at(highest)}; its lowest, ${val(lowest)} ${at(lowest)}.`;
  const pc = hasTrueZero(series.unit) ? pct(first.value, last.value) : null;
  const points = [first, last, highest, lowest].filter((p, k, all) => all.findIndex((q) => q.date === p.date) === k);
  return {
    status: "answered",
    answer: `${held} ${moved} ${extremes}`,
    facts: [
      { kind: "count", text: "the periods stored in the span told (path: its values)", params: { periods: inWindow.length, from_date: first.date, to_date: last.date, path: citationPath(series.code, region.code, first.date, last.date) } },
      changeFact(first, last, `difference of the first and the latest values told${pc === null ? "" : " and its percent of the first"}`, { change_pct: pc }),
      { kind: "highest", text: "highest of the span told", params: { date: highest.date, value: highest.value, periods: inWindow.length } },
      { kind: "lowest", text: "lowest of the span told", params: { date: lowest.date, value: lowest.value, periods: inWindow.length } },
    ],
    citations: points.map((p) => cite(series, region, p)),
    steps,
  };
}

/** The calendar period of `unit` a date falls in, as a sentence names it: "4 March 2020", "the week of 16 March 2020", "March 2020", "2020 Q1", "2020", "the 2020s". */
const calendarPeriodName = (date: string, unit: RankedPeriod) =>
  unit === "year"
    ? date.slice(0, 4)
    : unit === "decade"
      ? `the ${periodKey(date, unit)}s`
      : unit === "week"
        ? `the week of ${formatPeriod(periodKey(date, unit), "daily")}`
        : formatPeriod(date, ({ day: "daily", month: "monthly", quarter: "quarterly" } as const)[unit]);

/** The calendar period of `unit` a date falls in: "2020-03-04", "2020-03-02" (its week's Monday), "2020-03", "2020Q0" (quarters from 0), "2020", "2020" (its decade). */
const periodKey = (date: string, unit: RankedPeriod) =>
  unit === "day"
    ? date
    : unit === "week"
      ? weekStart(date)
      : unit === "year"
        ? date.slice(0, 4)
        : unit === "decade"
          ? `${date.slice(0, 3)}0`
          : unit === "month"
            ? date.slice(0, 7)
            : `${date.slice(0, 4)}Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3)}`;

/**
 * Whether the period of `unit` that holds a series' latest value is still under way: the value's own period ends more
 * than a weekend and a holiday (4 days) before it does ("2026" of a monthly series whose latest month is June).
 */
const stillUnderWay = (last: AskPoint, own: Frequency, unit: RankedPeriod) => periodKey(addDays(periodEnd(last.date, own), 4), unit) === periodKey(last.date, unit);

const sumOf = (points: readonly AskPoint[]) => points.reduce((sum, x) => sum + x.value, 0);
const meanOf = (points: readonly AskPoint[]) => sumOf(points) / points.length;
/** A sum of decimal values without the float's last-digit noise (0.1 + 0.2 is 0.3). */
const roundedSum = (points: readonly AskPoint[]) => {
  const sum = sumOf(points);
  return withoutDecimalNoise(sum, Math.abs(sum));
};
/** Several periods made one as the series' aggregation says: their total or their mean. */
export const aggregate = (points: readonly AskPoint[], how: Aggregation) => (how === "sum" ? roundedSum(points) : meanOf(points));

/** Periods of its own a series' value in a window lists one by one, past which the last (and first) stand for them. */
const FEW_PERIODS = 4;

/** A place the series holds no values for, whatever was asked of it there, and the places it is held for (those the reader may read). */
export function answerNotStored(series: AskSeriesInfo, region: AskRegionInfo, storedIn: readonly string[]): ComputedAnswer {
  const elsewhere = storedIn.length ? `; it is stored for ${regionList(storedIn)}` : "";
  return { status: "no_data", answer: `No values of ${seriesLabel(series)} in ${region.name} are stored${elsewhere}.`, facts: [], citations: [], steps: [] };
}

/** The answer for one series in one region. */
export function answerSeries(input: SeriesAnswerInput): ComputedAnswer {
  const { series, region, points, window } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const when = (p: AskPoint) => formatPeriod(p.date, series.frequency);
  const at = (p: AskPoint) => atPeriod(p.date, series.frequency);
  const val = (p: AskPoint) => formatValue(p.value, series.unit);
  const steps: ComputedAnswer["steps"] = [];
  if (points.length === 0) return answerNotStored(series, region, input.storedIn ?? []);
  const first = points[0]!;
  const last = points.at(-1)!;
  const inWindow = pointsInWindow(points, window);
  const coverage = first.date === last.date ? `${label} is stored for ${when(first)} only.` : `${label} is stored from ${when(first)} to ${when(last)}.`;
  // a day a daily series has no value for (a weekend, Christmas): the last value before it, within the reach of
  // one trading period, answers what the day's value was, and the answer says so
  const dayBefore =
    window && inWindow.length === 0 && window.kind === "point" && window.granularity === "day" && series.frequency === "daily" && window.start && input.intent === "value_at"
      ? points.filter((p) => p.date < window.start! && p.date >= shiftBack(window.start!, PREVIOUS_PERIOD_REACH.daily!)).at(-1)
      : undefined;
  if (dayBefore) {
    steps.push({ step: "compute", detail: `no value on ${window!.start}; the last before it, ${dayBefore.date}` });
    return {
      status: "answered",
      answer: `No value of ${label} is stored for ${formatPeriod(window!.start!, "daily")}; the last before it was ${val(dayBefore)} ${at(dayBefore)}.`,
      facts: [{ kind: "value", text: `the last value before the day asked (${window!.start}), which has none`, params: { date: dayBefore.date, value: dayBefore.value, asked_date: window!.start } }],
      citations: [cite(series, region, dayBefore)],
      steps,
    };
  }
  /** The period the series holds one value for ("year" of an annual series). */
  const storedBy = series.frequency ? PERIOD_OF_FREQUENCY[series.frequency] : undefined;
  // a month, quarter or day asked of a series stored by longer periods ("the unemployment rate in April 2020" of
  // annual averages): the value of the period that holds it, said as such
  // (also when the period holding it is in the window: "the S&P 500 on 23 March 2020" of monthly values)
  const finer = !!window?.granularity && !!series.frequency && periodsPerYear(FREQUENCY_OF_UNIT[window.granularity]) > periodsPerYear(series.frequency as Frequency);
  const holding =
    storedBy && window && (inWindow.length === 0 || (finer && inWindow.length === 1)) && window.kind === "point" && window.start && window.granularity && window.granularity !== "year" && (input.intent === "value_at" || input.intent === "change")
      ? points.find((p) => p.date <= window.start! && periodEnd(p.date, series.frequency as Frequency) >= (window.end ?? window.start!))
      : undefined;
  // ("how many jobs were lost in April 2020" of yearly counts: the change over the year that holds the month)
  const holdingBefore = holding && input.intent === "change" ? points[points.indexOf(holding) - 1] : undefined;
  if (holding && holdingBefore) {
    const asked = formatPeriod(window!.start!, FREQUENCY_OF_UNIT[window!.granularity!]);
    const delta = difference(holding, holdingBefore);
    const pc = percentChangeOf(series.unit, holdingBefore.value, holding.value);
    steps.push({ step: "compute", detail: `no value for ${asked}; the ${storedBy} of ${holding.date} holds it: change from ${holdingBefore.date} = ${delta}` });
    return {
      status: "answered",
      answer:
        `${label} is stored by the ${storedBy}, with no value for ${asked} alone; over ${when(holding)}, the ${storedBy} that holds it, it ${delta < 0 ? "fell" : delta > 0 ? "rose" : "was unchanged"}` +
        `${delta === 0 ? "" : ` by ${formatDelta(Math.abs(delta), series.unit, [holdingBefore.value, holding.value])}${pc === null || Math.abs(pc) < 0.05 ? "" : ` (${formatNumber(Math.abs(pc), 1)}%)`}`}, from ${val(holdingBefore)} ${at(holdingBefore)} to ${val(holding)}.`,
      facts: [changeFact(holdingBefore, holding, `the change over the ${storedBy} that holds the period asked (${window!.start}), which the series does not store apart`, { change_pct: pc })],
      citations: [cite(series, region, holdingBefore), cite(series, region, holding)],
      steps,
    };
  }
  if (holding && input.intent === "value_at") {
    const asked = formatPeriod(window!.start!, FREQUENCY_OF_UNIT[window!.granularity!]);
    steps.push({ step: "compute", detail: `no value for ${asked}; the ${storedBy} of ${holding.date} holds it` });
    return {
      status: "answered",
      answer: `${label} is stored by the ${storedBy}, with no value for ${asked} alone; for ${when(holding)}, the ${storedBy} that holds it, it was ${val(holding)}.`,
      facts: [{ kind: "value", text: `the value of the ${storedBy} that holds the period asked (${window!.start}), which the series does not store apart`, params: { date: holding.date, value: holding.value, asked_date: window!.start } }],
      citations: [cite(series, region, holding)],
      steps,
    };
  }
  if (window && inWindow.length === 0) {
    steps.push({ step: "compute", detail: `no point between ${window.start ?? "the start"} and ${window.end ?? "the end"}` });
    // ("oil price yesterday", "gold in 2030": a time after the latest value stored is answered with that value)
    if (window.start && window.start > last.date) {
      return {
        status: "no_data",
        answer: `There is no value of ${label} ${forWindowText(window)}: the latest stored is ${val(last)} ${at(last)}.`,
        facts: [{ kind: "latest", text: `latest value ${last.value} (${last.date}), before the time asked`, params: { date: last.date, value: last.value } }],
        citations: [cite(series, region, last)],
        steps,
      };
    }
    return {
      status: "no_data",
      answer: `There is no value of ${label} ${forWindowText(window)}. ${coverage}`,
      facts: [],
      citations: [],
      steps,
    };
  }

  let intent = input.intent;
  if (intent === "vs_average") return answerVsAverage(input);
  if (input.overview) return answerOverview(input, inWindow, steps);
  if (intent === "rank") intent = window ? "value_at" : "latest";
  // a change asked of one named period ("how did unemployment change in 2020" of an annual series, "how much
  // did the S&P 500 fall in 2008" of a monthly one), of this year so far or of an event ("jobs lost during
  // covid") is the change from the last value before it, when the series has that one (December 2007 to
  // December 2008, as a year's return is told); otherwise its value, or the change across its own values
  // a span counted back from the latest value ("over the past month") whose first day has no value (a weekend,
  // a holiday) is measured from the last value before that day, the price then, not from the first after it
  const countedBackTo = window?.kind === "relative" && window.relative && inWindow.length ? shiftBack(inWindow.at(-1)!.date, window.relative) : undefined;
  const lastBefore = countedBackTo && inWindow[0]!.date > countedBackTo ? points.filter((p) => p.date < countedBackTo).at(-1) : undefined;
  // "gold over the last week" of a monthly series: a span shorter than one of its periods holds no change of its
  // own; the latest period's change is told, and the answer says why
  const perYear = periodsPerYear((series.frequency ?? "daily") as Frequency);
  const spanDays = window?.kind === "relative" && window.relative ? window.relative.amount * { d: 1, m: 30.44, y: 365.25 }[window.relative.unit] : undefined;
  const shorterThanPeriod = intent === "change" && spanDays !== undefined && perYear > 0 && spanDays < 365.25 / perYear && inWindow.length === 1 && points.length >= 2;
  const changeFrom = shorterThanPeriod
    ? points.at(-2)
    : intent === "change" && lastBefore && dayNumber(countedBackTo!) - dayNumber(lastBefore.date) <= 7
      ? lastBefore
      : intent === "change" && inWindow.length >= 1 && (inWindow.length === 1 || window?.kind === "point" || window?.fromBefore)
        ? valueBeforeWindow(points, inWindow[0]!, series.frequency, window ?? null)
        : intent === "change" && window?.kind === "range"
          ? periodHoldingStart(points, inWindow, window)
          : undefined;
  // (a span asked of which the series holds one period, none before it: that value, and that a move needs two)
  const loneInSpan = (intent === "change" || intent === "trend") && inWindow.length === 1 && !changeFrom && window?.kind === "range" && window.start !== undefined && window.end !== undefined;
  if ((intent === "change" || intent === "trend" || intent === "mean") && inWindow.length < 2 && !changeFrom) intent = "value_at";
  if (intent === "compare") intent = window ? (window.kind === "point" ? "value_at" : "change") : "latest";
  // the value over a period of a series whose periods add up (a year's rain) or average out (a month's
  // temperature) is their total or mean, not the last one
  // "at the start of 2020": the first value of its month (a daily series' first trading day); "at the end of
  // 2019": the last period of the year
  const opening = window?.edge === "first";
  const closing = window?.edge === "last";
  const over = intent === "value_at" && inWindow.length > 1 && !opening && !closing ? series.aggregation : null;
  if (over) steps.push({ step: "intent", detail: `${over === "sum" ? "total" : "mean"}: a longer period of ${series.code} is the ${over} of its values` });

  const asked = over === "sum" ? "total" : over === "mean" ? "mean" : intent;
  // "Henry Hub 2025 vs 2024", "oil in 2022 compared to 2021" of a finer series: each year by itself, side by side
  // (a series with one value a year or fewer compares its two values: a "mean" of one value is that value)
  const sideBySide =
    window?.sides === "decade" ||
    (window?.baseline !== undefined && window.sides === "year") ||
    (window?.sides === "year" && periodsPerYear(series.frequency as Frequency) > 1) ||
    (window?.sides === "month" && periodsPerYear(series.frequency as Frequency) > 12);
  if (sideBySide && !input.median && (asked === "change" || asked === "mean" || asked === "total")) {
    return answerPeriodsSideBySide(input, inWindow, steps);
  }
  switch (asked) {
    case "latest": {
      steps.push({ step: "compute", detail: `latest stored period ${last.date}` });
      return {
        status: "answered",
        answer: `${label} was ${val(last)} ${at(last)}, the latest period stored.`,
        facts: [{ kind: "latest", text: `latest value ${last.value} (${last.date})`, params: { date: last.date, value: last.value } }],
        citations: [cite(series, region, last)],
        steps,
      };
    }
    case "value_at": {
      const p = opening ? inWindow[0]! : inWindow.at(-1)!;
      const several = inWindow.length > 1;
      // a few months or quarters of a series that neither adds up nor averages out ("quarterly GDP growth in 2020"):
      // each one (a daily series' few days in a month are gaps, not the month)
      if (several && inWindow.length <= FEW_PERIODS && (storedBy === "month" || storedBy === "quarter") && !opening && !closing && window?.kind !== "range") {
        const listed = answerList({ series, region, points, window, list: { per: storedBy, plural: true } });
        if (listed) return { ...listed, steps: [...steps, ...listed.steps] };
      }
      steps.push({
        step: "compute",
        detail: several ? `${inWindow.length} periods in ${window?.text}; the ${opening ? "first" : "last"} one (${p.date}) is answered` : `value of ${p.date}`,
      });
      // "before covid": the last value before it (the first stored, decades earlier, says nothing of it)
      const before = window?.kind === "range" && !window.start;
      // "GDP growth in 2025" of quarters that end in its first: that quarter is all of the year stored, said so
      const partOfLatest = !several && p === points.at(-1) && (window?.granularity === "year" || window?.granularity === "quarter") && isLonger(FREQUENCY_OF_UNIT[window.granularity], series.frequency);
      // "the unemployment rate at the end of 2009" of a series whose one value a year is the year's mean ("annual
      // average"): that mean is no value of the year's end or start, and is told as what it is
      const yearsMean = (opening || closing) && !several && series.frequency === "annual" && (series.aggregation === "mean" || /\baverage\b/i.test(series.name));
      const answer = before
        ? `${label} was ${val(p)} ${at(p)}, the last period ${formatWindowText(window)}.`
        : yearsMean
          ? `${label} was ${val(p)} ${at(p)}, the mean of the whole year: the series holds one value a year, none for the ${formatWindowText(window)} alone.`
          : opening || closing
          ? `${label} was ${val(p)} ${at(p)}, at the ${formatWindowText(window)}.`
          : several
          ? `${label} was ${val(p)} ${at(p)}, the last period of ${formatWindowText(window)} (from ${val(inWindow[0]!)} ${at(inWindow[0]!)}).`
          : loneInSpan
          ? `${label} was ${val(p)} ${at(p)}, the one period stored ${formatWindowText(window)}: no change can be told from one value. ${coverage}`
          : partOfLatest
          ? `${label} was ${val(p)} ${at(p)}, the latest period stored and the only one of ${formatWindowText(window)}.`
          : `${label} was ${val(p)} ${at(p)}.`;
      const citations = several && !before && !opening && !closing ? [cite(series, region, p), cite(series, region, inWindow[0]!)] : [cite(series, region, p)];
      const fact = { kind: "value", text: `value ${p.value} (${p.date})`, params: { date: p.date, value: p.value } };
      // a named period's several values (oil in 2008, the euro in 2008): its mean too, what an annual figure of the
      // series is (FRED's and the BLS's annual averages), beside its last value and its first
      if (several && !opening && !closing && window?.kind === "point") {
        const mean = aggregate(inWindow, "mean");
        const a = inWindow[0]!;
        const b = inWindow.at(-1)!;
        steps.push({ step: "compute", detail: `mean of ${inWindow.length} periods ${a.date}..${b.date} = ${mean}` });
        return {
          status: "answered",
          answer: `${answer} Its mean ${windowPhrase(window)} was ${formatValue(mean, series.unit)}, of ${formatNumber(inWindow.length)} ${periodWord(series.frequency, inWindow.length)}.`,
          facts: [
            fact,
            {
              kind: "mean",
              text: "the mean of the series' values in the period asked (path: the values averaged)",
              params: { average: mean, periods: inWindow.length, from_date: a.date, to_date: b.date, path: citationPath(series.code, region.code, a.date, b.date) },
            },
          ],
          citations: inWindow.length <= MAX_CITED_VALUES ? [cite(series, region, p), ...inWindow.slice(0, -1).map((q) => cite(series, region, q))] : citations,
          steps,
        };
      }
      return { status: "answered", answer, facts: [fact], citations, steps };
    }
    case "mean":
    case "total": {
      const counted = periodsOfSpan(inWindow, window);
      const a = counted[0]!;
      const b = counted.at(-1)!;
      const path = citationPath(series.code, region.code, a.date, b.date);
      const summed = over === "sum";
      if (input.median && !summed) {
        const median = medianOf(counted.map((p) => p.value));
        steps.push({ step: "compute", detail: `median of ${counted.length} periods ${a.date}..${b.date} = ${median}` });
        return {
          status: "answered",
          answer:
            `The median of ${label} ${windowPhrase(window)} was ${formatValue(median, series.unit)}, ` +
            `the middle of ${formatNumber(counted.length)} periods from ${when(a)} to ${when(b)}.`,
          facts: [
            {
              kind: "median",
              text: "the median of the series' values in the window: the middle one, or the mean of the middle two (path: the values)",
              params: { median, periods: counted.length, from_date: a.date, to_date: b.date, path },
            },
          ],
          citations: (counted.length <= MAX_CITED_VALUES ? counted : [a, b]).map((p) => cite(series, region, p)),
          steps,
        };
      }
      const figure = aggregate(counted, summed ? "sum" : "mean");
      steps.push({ step: "compute", detail: `${summed ? "sum" : "mean"} of ${counted.length} periods ${a.date}..${b.date} = ${figure}` });
      return {
        status: "answered",
        answer:
          `${label} ${summed ? "totalled" : "averaged"} ${formatValue(figure, series.unit)} ${windowPhrase(window)}, ` +
          (counted.length === 1 ? `its one period: ${when(a)}.` : `the ${summed ? "sum" : "mean"} of ${formatNumber(counted.length)} periods from ${when(a)} to ${when(b)}.`),
        facts: [
          summed
            ? {
                kind: "total",
                text: "the sum of the series' values in the window (path: the values added)",
                params: { total: figure, periods: counted.length, from_date: a.date, to_date: b.date, path },
              }
            : {
                kind: "mean",
                text: "the mean of the series' values in the window (path: the values averaged)",
                params: { average: figure, periods: counted.length, from_date: a.date, to_date: b.date, path },
              },
        ],
        // each value averaged or added, or for a long window (a year of a daily series) its ends; the path holds them all
        citations: (counted.length <= MAX_CITED_VALUES ? counted : [a, b]).map((p) => cite(series, region, p)),
        steps,
      };
    }
    case "change": {
      // a pace a year asked of the whole history ("how fast is CO2 rising per year") also tells the last ten
      // years', from the first value at or after ten years before the latest: a long average hides today's pace
      const lastDecadeOf = (from: AskPoint, to: AskPoint) => {
        if (window?.kind !== "all" || yearsBetween(from.date, to.date) < 30) return null;
        const start = shiftBack(to.date, { amount: 10, unit: "y" });
        return inWindow.find((p) => p.date >= start && p.date < to.date) ?? null;
      };
      const a = changeFrom ?? inWindow[0]!;
      const b = inWindow.at(-1)!;
      const delta = difference(b, a);
      const pc = hasTrueZero(series.unit) ? pct(a.value, b.value) : null;
      const dir = delta > 0 ? "rose" : delta < 0 ? "fell" : "was unchanged";
      steps.push({ step: "compute", detail: `change = ${b.value} (${b.date}) − ${a.value} (${a.date}) = ${delta}` });
      // a span counted back from the latest value ("last month") says so: the series may stop years ago
      const latestNote = window?.kind === "relative" && b.date === last.date ? ", the latest period stored" : "";
      // "since 2000" of a series stored from 2006: the change is from its first value in the span, and says so
      const reach = PREVIOUS_PERIOD_REACH[series.frequency ?? ""];
      const startNote =
        !changeFrom && window?.start && reach && shiftBack(a.date, reach) > window.start
          ? ` (nothing is stored from ${formatPeriod(window.start, series.frequency)} until then)`
          : "";
      // "from 2001 to 2020" of a series stored to 2017: the change is to its last value in the span, and says so
      const endNote =
        window?.kind === "range" &&
        window.end &&
        reach &&
        (reach.unit === "d" ? shiftBack(window.end, reach) > b.date : formatPeriod(window.end, series.frequency) !== formatPeriod(b.date, series.frequency))
          ? ` (nothing is stored after it through ${formatPeriod(window.end, series.frequency)})`
          : "";
      const percentOf = (from: AskPoint, to: AskPoint) => percentText(percentChangeOf(series.unit, from.value, to.value));
      const inBasisPoints = input.basisPoints === true && isPercentRate(series.unit);
      const across =
        delta === 0
          ? `was unchanged at ${val(b)} from ${when(a)} to ${when(b)}${latestNote}`
          : `${dir} by ${formatDelta(delta, series.unit, [a.value, b.value])}${inBasisPoints ? ` (${formatNumber(Math.round(Math.abs(delta) * 100))} basis points)` : ""}${percentOf(a, b)}, from ${val(a)} ${at(a)}${startNote} to ${val(b)} ${at(b)}${endNote}${latestNote}`;
      const facts = [
        changeFact(a, b, `difference of the two cited values (last − first)${pc === null ? "" : " and its percent of the first"}${inBasisPoints ? "; in basis points, 100 times it" : ""}`, {
          change_pct: pc,
          ...(inBasisPoints ? { in_basis_points: true } : {}),
        }),
      ];
      const citations = [cite(series, region, a), cite(series, region, b)];
      // "how many times bigger … in 2023 than in 2000": the later value over the earlier, of a level with a true zero
      if (input.times && hasTrueZero(series.unit) && a.value > 0 && b.value >= 0) {
        const ratio = b.value / a.value;
        steps.push({ step: "compute", detail: `ratio = ${b.value} (${b.date}) / ${a.value} (${a.date}) = ${ratio}` });
        facts.push(seriesRatioFact(series, b, a));
        const answer = `${label} was ${formatNumber(ratio)} times as ${b.value >= a.value ? "large" : "small"} ${at(b)} as ${at(a)}${latestNote}: ${val(b)} against ${val(a)}${pc === null || pc === 0 ? "" : `, ${pc > 0 ? "a rise" : "a fall"} of ${formatNumber(Math.abs(pc), 1)}%`}.`;
        return { status: "answered", answer, facts, citations, steps };
      }
      // a concentration (CO2's ppm) or a level with no true zero moves by so much of its own unit a year
      const byTheYear = input.annualRate && changesByTheYear(series.unit) ? meanAnnualChange(a, b) : null;
      if (byTheYear !== null) {
        const years = yearsBetween(a.date, b.date);
        steps.push({ step: "compute", detail: `mean change a year = (${b.value} − ${a.value}) / ${years.toFixed(2)} years = ${byTheYear}` });
        const told = input.perDecade ? byTheYear * 10 : byTheYear;
        facts.push({
          kind: "annual_change",
          text: `the mean change a year between the two cited values: (to_value − from_value) / years, years from from_date to to_date in 365.25-day years${input.perDecade ? "; change_per_decade is ten times it" : ""}`,
          params: { from_date: a.date, from_value: a.value, to_date: b.date, to_value: b.value, years, change_per_year: byTheYear, ...(input.perDecade ? { change_per_decade: told } : {}) },
        });
        const recent = lastDecadeOf(a, b);
        const recentPace = recent && meanAnnualChange(recent, b);
        let recentText = "";
        if (recent && recentPace !== null) {
          const recentTold = input.perDecade ? recentPace * 10 : recentPace;
          steps.push({ step: "compute", detail: `mean change a year over the last ten years = (${b.value} − ${recent.value}) / ${yearsBetween(recent.date, b.date).toFixed(2)} years = ${recentPace}` });
          facts.push({
            kind: "annual_change",
            text: `the mean change a year over the last ten years: the same rule from from_date to the latest cited value${input.perDecade ? "; change_per_decade is ten times it" : ""}`,
            params: { from_date: recent.date, from_value: recent.value, to_date: b.date, to_value: b.value, years: yearsBetween(recent.date, b.date), change_per_year: recentPace, ...(input.perDecade ? { change_per_decade: recentTold } : {}) },
          });
          citations.push(cite(series, region, recent));
          recentText = `; over its last ten years, from ${val(recent)} ${at(recent)}, ${formatDelta(recentTold, series.unit, [recent.value, b.value])} a ${input.perDecade ? "decade" : "year"}${recentPace < 0 ? " down" : ""}`;
        }
        const answer = `${label} ${across}: an average of ${formatDelta(told, series.unit, [a.value, b.value])} a ${input.perDecade ? "decade" : "year"}${byTheYear < 0 ? " down" : ""}${recentText}.`;
        return { status: "answered", answer, facts, citations, steps };
      }
      // compounding needs a level whose percent changes mean something (not a rate in percent, nor a concentration)
      const perYear = input.annualRate && tellsPercent(series.unit) ? compoundAnnualRate(a, b, input.annualized) : null;
      if (perYear !== null) {
        steps.push({ step: "compute", detail: `compound rate a year = (${b.value} / ${a.value})^(1 / ${yearsBetween(a.date, b.date).toFixed(2)} years) − 1 = ${perYear}%` });
        const perDecade = input.perDecade ? decadeRateOf(perYear) : null;
        facts.push({
          kind: "annual_rate",
          text: `the compound rate a year between the two cited values: (to_value / from_value)^(1 / years) − 1, years from from_date to to_date in 365.25-day years${perDecade === null ? "" : "; decade_rate_pct is ten such years compounded"}`,
          params: { from_date: a.date, from_value: a.value, to_date: b.date, to_value: b.value, years: yearsBetween(a.date, b.date), annual_rate_pct: perYear, ...(perDecade === null ? {} : { decade_rate_pct: perDecade }) },
        });
        const short = yearsBetween(a.date, b.date) < 1;
        const recent = lastDecadeOf(a, b);
        const recentRate = recent && compoundAnnualRate(recent, b);
        let recentText = "";
        if (recent && recentRate !== null) {
          const recentDecade = input.perDecade ? decadeRateOf(recentRate) : null;
          steps.push({ step: "compute", detail: `compound rate a year over the last ten years = (${b.value} / ${recent.value})^(1 / ${yearsBetween(recent.date, b.date).toFixed(2)} years) − 1 = ${recentRate}%` });
          facts.push({
            kind: "annual_rate",
            text: `the compound rate a year over the last ten years: the same rule from from_date to the latest cited value${recentDecade === null ? "" : "; decade_rate_pct is ten such years compounded"}`,
            params: { from_date: recent.date, from_value: recent.value, to_date: b.date, to_value: b.value, years: yearsBetween(recent.date, b.date), annual_rate_pct: recentRate, ...(recentDecade === null ? {} : { decade_rate_pct: recentDecade }) },
          });
          citations.push(cite(series, region, recent));
          recentText = `; over its last ten years, from ${val(recent)} ${at(recent)}, ${formatNumber(recentDecade ?? recentRate, 1)}% a ${recentDecade === null ? "year" : "decade"}`;
        }
        const answer = short
          ? `${label} ${across}: ${formatNumber(perYear, 1)}% at an annual rate, compounded (annualized).`
          : `${label} ${across}: an average of ${formatNumber(perDecade ?? perYear, 1)}% a ${perDecade === null ? "year" : "decade"}, compounded${recentText}.`;
        return { status: "answered", answer, facts, citations, steps };
      }
      // "how much did Brent fall during covid": the change across the span may be a rise, or a small part of
      // the fall within it; the largest move the way asked is then the answer's first figure or its second
      const swingPoints = changeFrom ? [a, ...inWindow] : inWindow;
      const inPercent = tellsPercent(series.unit) && swingPoints.every((p) => p.value > 0);
      // no way asked ("what happened to oil in April 2020"): the move against the change across the span when it
      // is worth telling (the fall a year's small rise hides), else the larger of the two
      const [rise, fall] = input.swing === "either" ? [largestSwing(swingPoints, "rise", inPercent), largestSwing(swingPoints, "fall", inPercent)] : [null, null];
      const against = delta >= 0 ? fall : rise;
      const way =
        input.swing !== "either"
          ? input.swing
          : against && against.size >= SWING_WORTH_TELLING * Math.abs(delta)
            ? delta >= 0
              ? "fall"
              : "rise"
            : (rise?.size ?? 0) >= (fall?.size ?? 0)
              ? "rise"
              : "fall";
      const swing = way ? (input.swing === "either" ? (way === "rise" ? rise : fall) : largestSwing(swingPoints, way, inPercent)) : null;
      const netThatWay = way === "fall" ? -delta : delta;
      if (swing && swing.size >= SWING_WORTH_TELLING * Math.max(netThatWay, 0)) {
        // a move within the window: its steps, fact and citations recorded, its words returned
        const toldSwing = ({ from, to }: { from: AskPoint; to: AskPoint }, which: "rise" | "fall") => {
          steps.push({ step: "compute", detail: `largest ${which} within the window: ${from.value} (${from.date}) to ${to.value} (${to.date})` });
          facts.push(changeFact(from, to, `the largest ${which} within the window: the ${which === "fall" ? "highest value to the lowest after it" : "lowest value to the highest after it"}`, { swing: which }));
          citations.push(cite(series, region, from), cite(series, region, to));
          return `${formatDelta(difference(to, from), series.unit, [from.value, to.value]).replace(/^[+−-]/, "")}${percentOf(from, to)}, from ${val(from)} ${at(from)} to ${val(to)} ${at(to)}`;
        };
        const moved = toldSwing(swing, way!);
        // no way asked, and the move along the change is as much worth telling ("how did Brent react to the invasion
        // of Ukraine": the spike to March's high, then the fall from it, across a span that rose less than either)
        const other = input.swing === "either" ? (way === "fall" ? rise : fall) : null;
        const otherWay = way === "fall" ? "rise" : "fall";
        const otherText = other && other.size >= SWING_WORTH_TELLING * Math.abs(delta) ? `; its largest ${otherWay} within it was ${toldSwing(other, otherWay)}` : "";
        const answer =
          netThatWay > 0
            ? `${label} ${across}. Its largest ${way} within that span was ${moved}.`
            : `The largest ${way} of ${label} ${windowPhrase(window)} was ${moved}; across the whole span it ${across}${otherText}.`;
        return { status: "answered", answer, facts, citations, steps };
      }
      // (so too a named span inside one period: "the week after Lehman" of monthly prices is its month's change)
      const inOnePeriod =
        window?.kind === "range" && window.start && window.end && inWindow.length === 1 && dayNumber(window.end) - dayNumber(window.start) + 1 < 365.25 / periodsPerYear((series.frequency ?? "daily") as Frequency);
      const shorterNote = shorterThanPeriod
        ? ` ${seriesLabel(series)} is stored by the ${periodWord(series.frequency, 1)}: ${windowPhrase(window!)} holds no change of its own, so its latest ${periodWord(series.frequency, 1)}'s is told.`
        : inOnePeriod
          ? ` ${seriesLabel(series)} is stored by the ${periodWord(series.frequency, 1)}: the span asked lies within ${formatPeriod(inWindow[0]!.date, series.frequency)}, whose change is told.`
          : "";
      return { status: "answered", answer: `${label} ${across}.${shorterNote}`, facts, citations, steps };
    }
    case "highest":
    case "lowest": {
      const aggregation = input.perMean ? "mean" : series.aggregation;
      const longer = aggregation && input.per && isLonger(input.per, series.frequency) ? input.per : null;
      // a list of longer periods than the series' own ("the top 5 years" of a monthly price) ranks their means
      const listedPer = input.per && isLonger(input.per, series.frequency) ? input.per : null;
      if (input.topPeriods && input.topPeriods > 1) {
        return answerTopPeriods({ ...input, intent: intent === "highest" ? "highest" : "lowest", inWindow, per: listedPer, aggregation: listedPer ? (aggregation ?? "mean") : null, count: input.topPeriods }, steps);
      }
      if (input.byDecade) return answerExtremeDecade({ ...input, intent: intent === "highest" ? "highest" : "lowest", inWindow, aggregation: aggregation === "sum" ? "sum" : "mean" }, steps);
      if (longer) return answerExtremePeriod({ ...input, intent: intent === "highest" ? "highest" : "lowest", inWindow, per: longer, aggregation: aggregation! }, steps);
      const pick = inWindow.reduce((best, p) => (intent === "highest" ? (p.value > best.value ? p : best) : p.value < best.value ? p : best));
      const span = window ? windowPhrase(window) : `over ${when(first)} to ${when(last)}`;
      steps.push({ step: "compute", detail: `${intent} of ${inWindow.length} periods: ${pick.value} (${pick.date})` });
      const atLatest = pick.date === last.date;
      const answer =
        `The ${intent} value of ${label} ${span} was ${val(pick)} ${at(pick)}` +
        (atLatest ? ", the latest period stored." : `; the latest, ${when(last)}, is ${val(last)}.`);
      const citations = [cite(series, region, pick)];
      if (!atLatest) citations.push(cite(series, region, last));
      return {
        status: "answered",
        answer,
        facts: [{ kind: intent, text: `${intent} of the window`, params: { date: pick.date, value: pick.value, periods: inWindow.length } }],
        citations,
        steps,
      };
    }
    case "trend": {
      // compare the change over the later half of the window with the earlier half: halves of as many periods
      // each (the window's first period left out when their number is odd), or a rise over five years would
      // be set against one over four
      const trailing = window ? inWindow : points.slice(-Math.min(points.length, trailingPeriods(series.frequency) + 1));
      const pts = trailing.length > 2 && trailing.length % 2 === 0 ? trailing.slice(1) : trailing;
      const a = pts[0]!;
      const mid = pts[Math.floor((pts.length - 1) / 2)]!;
      const b = pts.at(-1)!;
      const early = difference(mid, a);
      const late = difference(b, mid);
      const overall = difference(b, a);
      const direction = overall > 0 ? "up" : overall < 0 ? "down" : "flat";
      const pace =
        Math.sign(early) === Math.sign(late) && Math.abs(late) > Math.abs(early)
          ? "accelerating"
          : Math.sign(early) === Math.sign(late) && Math.abs(late) < Math.abs(early)
            ? "slowing"
            : Math.sign(early) !== Math.sign(late) && early !== 0 && late !== 0
              ? // (a turn of less than a tenth of the move before it is no reversal yet)
                Math.abs(late) < Math.abs(early) / 10
                ? "levelling off"
                : "reversing"
              : "steady";
      steps.push({ step: "compute", detail: `first half change ${early}, second half change ${late}: ${pace}` });
      const verb = (d: number) => (d > 0 ? "rose" : d < 0 ? "fell" : "was unchanged");
      const answer =
        `${label} has trended ${direction} from ${val(a)} ${at(a)} to ${val(b)} ${at(b)}. ` +
        `It ${verb(early)}${early ? ` by ${formatDelta(early, series.unit, [a.value, mid.value])}` : ""} to ${val(mid)} by ${when(mid)}, then ${verb(late)}` +
        `${late ? ` by ${formatDelta(late, series.unit, [mid.value, b.value])}` : ""}: the movement is ${pace}.`;
      return {
        status: "answered",
        answer,
        facts: [
          {
            kind: "trend",
            text: "differences of the cited values: first to middle, middle to last",
            params: { start: a.date, middle: mid.date, end: b.date, first_half_change: early, second_half_change: late, direction, pace },
          },
        ],
        citations: [cite(series, region, a), cite(series, region, mid), cite(series, region, b)],
        steps,
      };
    }
  }
  throw new Error(`unhandled intent ${intent}`);
}

/**
 * A value set against the series' own mean over everything stored for the region: the value of the period
 * asked (or the latest) and the mean, declared in a fact with the path whose values it averages.
 */
function answerVsAverage(input: SeriesAnswerInput): ComputedAnswer {
  const { series, region, points, window } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const when = (p: AskPoint) => formatPeriod(p.date, series.frequency);
  const at = (p: AskPoint) => atPeriod(p.date, series.frequency);
  // a span counted back ("its 20-year average") is what the latest value is set against; another time ("gold in
  // 2008 against its average") is when the value is read, against every value stored
  // (as is any time asked of the latest value: "inflation now vs its 1970s average")
  const spanAveraged = (window?.kind === "relative" || (input.latestAgainstSpan === true && window !== null)) && pointsInWindow(points, window!).length > 1;
  const averaged = spanAveraged ? periodsOfSpan(pointsInWindow(points, window), window) : points;
  const p = (window && window.kind !== "all" && !spanAveraged ? pointsInWindow(points, window) : points).at(-1)!;
  const first = averaged[0]!;
  const last = averaged.at(-1)!;
  const average = meanOf(averaged);
  const side = p.value > average ? "above" : p.value < average ? "below" : "at";
  const path = citationPath(series.code, region.code, first.date, last.date);
  // its percentile rank: the share of the values averaged below it
  const shareBelow = (averaged.filter((x) => x.value < p.value).length / averaged.length) * 100;
  // with "z-score", how many sample standard deviations of those values it stands from their mean
  const stdev = input.zScore && averaged.length > 2 ? standardDeviation(averaged.map((x) => x.value)) : 0;
  const zScore = stdev > 0 ? (p.value - average) / stdev : null;
  const zText = zScore === null ? "" : `, ${formatNumber(Math.abs(zScore), 2)} standard deviations (${formatValue(stdev, series.unit)}) ${side} it (a z-score of ${formatNumber(zScore, 2)})`;
  return {
    status: "answered",
    answer:
      `${label} was ${formatValue(p.value, series.unit)} ${at(p)}, ${side} its average of ${formatValue(average, series.unit)} ` +
      `over the ${formatNumber(averaged.length, 0)} periods ${spanAveraged ? "" : "stored "}from ${when(first)} to ${when(last)}${zText}; ${formatNumber(shareBelow)}% of them were lower.`,
    facts: [
      {
        kind: "vs_average",
        text: `the cited value against the mean of ${spanAveraged ? "the series' values over the span asked" : "every stored value of the series"} in the region, and the share of those values below it, its percentile rank${zScore === null ? "" : "; its distance from the mean in sample standard deviations of the values (z_score)"} (path: the values)`,
        params: { date: p.date, value: p.value, average, share_below: shareBelow, periods: averaged.length, from_date: first.date, to_date: last.date, side, path, ...(zScore === null ? {} : { stdev, z_score: zScore }) },
      },
    ],
    citations: [cite(series, region, p)],
    steps: [{ step: "compute", detail: `mean of ${averaged.length} periods ${first.date}..${last.date} = ${average}; ${p.date} = ${p.value}` }],
  };
}

/** The regions of one type ranked by their value at one period (top `count` named, at least the first). */
/** How many of the regions counted stood beyond a level: "none", "all 7", "6". */
const howManyOf = (count: number, of: number) => (count === 0 ? "none" : count === of && of > 1 ? `all ${formatNumber(count)}` : formatNumber(count));
/** The regions named that were not beyond the level, after those that were (all of them, when none was). */
const othersLabel = (beyondCount: number, others: number) => (beyondCount === 0 ? "Their values" : others === 1 ? "The other" : "The others");

export function answerRanking(input: {
  series: AskSeriesInfo;
  direction: "highest" | "lowest";
  count: number;
  /** "counties of California", "countries" */
  peerKind: string;
  date: string;
  /** With `population`, each row's value is ranked per person: over its `people` at the same period. */
  rows: { region: AskRegionInfo; value: number; people?: number }[];
  population?: AskSeriesInfo;
  /** Count the regions at or beyond this level (the question's number and scale word) instead of ranking them all. */
  beyond?: { cross: "above" | "below"; threshold: number; inclusive?: true; scale?: number; upTo?: number; share?: true } | undefined;
  /** The regions' values summed up by their mean (median), each region once, with the highest and the lowest. */
  summary?: "mean" | "median" | undefined;
  /** "The second largest economy": the region at this rank is the answer, those above it told after it. */
  nth?: number | undefined;
  /** With `beyond`, "higher … than the US": the region whose value (per person, with `population`) is the level, when it is one of `rows`. */
  than?: AskRegionInfo;
  /** With `beyond`, the regions were named in the question: those not beyond the level are told too. */
  named?: boolean;
}): ComputedAnswer {
  const { series, direction, date, population, beyond } = input;
  const per = perPersonOf(series);
  const rows = input.rows.filter((r) => !population || (r.people ?? 0) > 0).map((r) => ({ ...r, ranked: population ? (r.value * per.scale) / r.people! : r.value }));
  if (rows.length === 0) return { status: "no_data", answer: `No ${input.peerKind} hold both ${series.name} and ${population?.name ?? "a value"} ${atPeriod(date, series.frequency)}.`, facts: [], citations: [], steps: [] };
  const sorted = rows.sort((a, b) => (direction === "highest" ? b.ranked - a.ranked : a.ranked - b.ranked));
  const at = atPeriod(date, series.frequency);
  const measure = population ? perPersonLabel(series) : series.name;
  const val = (r: (typeof sorted)[number]) =>
    population ? `${formatNumber(r.ranked, perPersonDecimals(r.ranked))} ${per.unit} (${formatValue(r.value, series.unit)} over ${formatValue(r.people!, population.unit)})` : formatValue(r.value, series.unit);
  if (input.summary && !beyond) {
    const values = sorted.map((r) => r.ranked);
    const average = values.reduce((a, v) => a + v, 0) / values.length;
    const median = medianOf(values);
    const [top, bottom] = direction === "highest" ? [sorted[0]!, sorted.at(-1)!] : [sorted.at(-1)!, sorted[0]!];
    const [lead, other] = input.summary === "median" ? [`had a median of ${formatValue(median, series.unit)}`, `mean ${formatValue(average, series.unit)}`] : [`averaged ${formatValue(average, series.unit)}`, `median ${formatValue(median, series.unit)}`];
    return {
      status: "answered",
      answer:
        `Across the ${sorted.length.toLocaleString("en-US")} ${input.peerKind} with a value ${at}, ${measure} ${lead} (${other}; each counted once, unweighted): ` +
        `the highest ${top.region.name}, ${val(top)}; the lowest ${bottom.region.name}, ${val(bottom)}.`,
      facts: [
        {
          kind: "cross_section",
          text: `the mean and the median of the regions' values at one period, each region counted once (the highest and the lowest cited)`,
          params: { date, regions_ranked: sorted.length, average, median },
        },
      ],
      citations: [top, bottom].map((r) => cite(series, r.region, { date, value: r.value })),
      steps: [{ step: "compute", detail: `${sorted.length} ${input.peerKind} at ${date}: mean ${average}, median ${median}` }],
    };
  }
  if (beyond) {
    // the level in the series' unit ("100 million" of persons; per person, as said); at or beyond it counts,
    // as a level crossed does
    // (a place named as the level: its own value, strictly beyond it)
    const than = input.than ? sorted.find((r) => r.region.code === input.than!.code) : undefined;
    if (input.than && !than) {
      const answer = `${input.than.name} is not among the ${input.peerKind} with a value of ${series.name}${population ? " per person" : ""} in ${formatPeriod(date, series.frequency)}, the period they are compared at.`;
      return { status: "no_data", answer, facts: [], citations: [], steps: [] };
    }
    const inUnit = (threshold: number) => (population ? threshold * (beyond.scale ?? 1) : levelInUnit({ ...beyond, threshold }, series.unit, rows.map((r) => r.value)));
    const level = than ? than.ranked : inUnit(beyond.threshold);
    const ceiling = beyond.upTo === undefined ? undefined : inUnit(beyond.upTo);
    const beyondIt = sorted.filter((r) => (than ? r !== than && (beyond.cross === "above" ? r.ranked > level : r.ranked < level) : isBeyond(beyond, level, r.ranked, ceiling)));
    const named = beyondIt.slice(0, input.count);
    const side = sideOf(beyond);
    const asked = placeOfLevel(beyond);
    const list = named.map((r, i) => `${i + 1}. ${r.region.name} ${val(r)}`).join("; ");
    const sharePct = (beyondIt.length / sorted.length) * 100;
    const levelSaid = than ? `${than.region.name}${than.region.name.endsWith("s") ? "'" : "'s"} ${val(than)}` : "the level asked";
    const others = input.named ? sorted.filter((r) => r !== than && !beyondIt.includes(r)) : [];
    return {
      status: "answered",
      answer:
        `Of the ${formatNumber(sorted.length)} ${input.peerKind} with a value ${at}, ${howManyOf(beyondIt.length, sorted.length)}${beyond.share ? ` (${formatNumber(sharePct, 1)}%)` : ""} had ${measure} ${than ? `${side} ${levelSaid}` : asked}` +
        (named.length === 0 ? "." : named.length < beyondIt.length ? `; the ${direction === "highest" ? "highest" : "lowest"} of them: ${list}.` : `: ${list}.`) +
        (others.length ? ` ${othersLabel(beyondIt.length, others.length)}: ${others.map((r) => `${r.region.name} ${val(r)}`).join(", ")}.` : ""),
      facts: [
        {
          kind: "count",
          text: than
            ? `regions whose value ${at} is ${side} the value of params.than_region (params.level), ${direction} first`
            : `regions whose value ${at} is ${asked} (the question's number in the series' unit), ${direction} first`,
          params: {
            date,
            cross: beyond.cross,
            threshold: than ? level : beyond.threshold,
            level,
            ...(ceiling !== undefined ? { up_to: beyond.upTo, ceiling } : {}),
            count: beyondIt.length,
            regions_ranked: sorted.length,
            ...(beyond.share ? { share_pct: sharePct } : {}),
            ...(than ? { than_region: than.region.code } : {}),
            order: named.map((r) => r.region.code),
          },
        },
        ...(population ? [...(than ? [than] : []), ...named].map((r) => perCapitaFact(series, population, r.region, date, r.value, r.people!)) : []),
      ],
      citations: [...(than ? [than] : []), ...named, ...others].flatMap((r) => [cite(series, r.region, { date, value: r.value }), ...(population ? [cite(population, r.region, { date, value: r.people! })] : [])]),
      steps: [{ step: "rank", detail: `${beyondIt.length} of ${sorted.length} ${input.peerKind} at ${date} ${side} ${level}` }],
    };
  }
  const named = sorted.slice(0, Math.max(1, input.count));
  const top = named[0]!;
  const nth = input.nth && named.length === input.nth ? named.at(-1)! : undefined;
  const answer = nth
    ? `Of the ${formatNumber(sorted.length)} ${input.peerKind} with a value ${at}, ${nth.region.name} had the ${ordinal(input.nth!)} ${direction} ${measure}: ${val(nth)}. ` +
      `Above it: ${named.slice(0, -1).map((r, i) => `${i + 1}. ${r.region.name} ${val(r)}`).join("; ")}.`
    : named.length === 1
      ? `Of the ${formatNumber(sorted.length)} ${input.peerKind} with a value ${at}, ${top.region.name} had the ${direction} ${measure}: ${val(top)}.`
      : `Of the ${formatNumber(sorted.length)} ${input.peerKind} with a value ${at}, the ${named.length} with the ${direction} ${measure}: ` +
        `${named.map((r, i) => `${i + 1}. ${r.region.name} ${val(r)}`).join("; ")}.`;
  return {
    status: "answered",
    answer,
    facts: [
      {
        kind: "ranking",
        text: `regions ordered by value${population ? " per person" : ""} at one period, ${direction} first`,
        params: { date, direction, regions_ranked: sorted.length, order: named.map((r) => r.region.code) },
      },
      ...(population ? named.map((r) => perCapitaFact(series, population, r.region, date, r.value, r.people!)) : []),
    ],
    citations: named.flatMap((r) => [cite(series, r.region, { date, value: r.value }), ...(population ? [cite(population, r.region, { date, value: r.people! })] : [])]),
    steps: [{ step: "rank", detail: `${sorted.length} ${input.peerKind} at ${date}; ${direction}: ${top.region.code} ${top.ranked}${nth ? `; number ${input.nth}: ${nth.region.code} ${nth.ranked}` : ""}` }],
  };
}

/**
 * "Which country had the highest inflation ever": each region's own record over everything it holds (its highest, or
 * lowest, value and when), the regions ranked by it (top `count` named, at least the first), every record named cited.
 */
export function answerRecordsRanked(input: {
  series: AskSeriesInfo;
  direction: "highest" | "lowest";
  count: number;
  peerKind: string;
  perRegion: { region: AskRegionInfo; points: AskPoint[] }[];
}): ComputedAnswer {
  const { series, direction } = input;
  const records = input.perRegion.flatMap(({ region, points }) => {
    const record = points.reduce<AskPoint | null>((best, p) => (best === null || (direction === "highest" ? p.value > best.value : p.value < best.value) ? p : best), null);
    return record ? [{ region, record, first: points[0]!.date, last: points.at(-1)!.date }] : [];
  });
  if (records.length < 2) return { status: "no_data", answer: `Fewer than two ${input.peerKind} hold ${series.name}.`, facts: [], citations: [], steps: [] };
  records.sort((a, b) => (direction === "highest" ? b.record.value - a.record.value : a.record.value - b.record.value));
  const named = records.slice(0, Math.max(1, input.count));
  const first = records.map((r) => r.first).sort()[0]!;
  const last = records.map((r) => r.last).sort().at(-1)!;
  const told = (r: (typeof named)[number]) => `${r.region.name} ${formatValue(r.record.value, series.unit)} ${atPeriod(r.record.date, series.frequency)}`;
  const span = first === last ? atPeriod(first, series.frequency) : `from ${formatPeriod(first, series.frequency)} to ${formatPeriod(last, series.frequency)}`;
  const answer =
    named.length === 1
      ? `Of the ${formatNumber(records.length)} ${input.peerKind} with values ${span}, the ${direction} ${series.name} any of them holds is ${told(named[0]!)}.`
      : `Of the ${formatNumber(records.length)} ${input.peerKind} with values ${span}, the ${named.length} with the ${direction} ${series.name} on record (each its own ${direction === "highest" ? "highest" : "lowest"}): ${named.map((r, i) => `${i + 1}. ${told(r)}`).join("; ")}.`;
  return {
    status: "answered",
    answer,
    facts: [
      {
        kind: "ranking",
        text: `regions ordered by their own ${direction} value over everything stored (each record cited with its period), ${direction} first`,
        params: { from_date: first, to_date: last, direction, regions_ranked: records.length, order: named.map((r) => r.region.code), dates: named.map((r) => r.record.date) },
      },
    ],
    citations: named.map((r) => cite(series, r.region, r.record)),
    steps: [{ step: "rank", detail: `${records.length} ${input.peerKind}, each one's ${direction} value ${first}..${last}; first: ${named[0]!.region.code} ${named[0]!.record.value} (${named[0]!.record.date})` }],
  };
}

/** The share of the most countries that ever held a value at one period that a period must hold to be summed unasked (all but one always will). */
const AREA_TOTAL_MIN_SHARE = 0.95;

/**
 * "The population of Africa", "GDP of Europe": a total its countries share, summed over the countries of a part of
 * the world (`members`, each with its history) at one period: the latest in the window asked, else the latest at
 * which nearly as many of them hold a value as ever did (all but one, or AREA_TOTAL_MIN_SHARE of them: the newest
 * year often holds only the first countries to report, and a country may have stopped reporting years ago). Every
 * value added is cited; those with none then are named.
 */
export function answerAreaTotal(input: { series: AskSeriesInfo; area: string; members: PlacePoints[]; window: AskWindow | null }): ComputedAnswer {
  const { series, area, members, window } = input;
  const sum = areaSum(members, window);
  const label = `${seriesLabel(series)} in ${area}`;
  if (!sum) return { status: "no_data", answer: `No country of ${area} holds a value of ${seriesLabel(series)} ${window ? forWindowText(window) : "stored"}.`, facts: [], citations: [], steps: [] };
  const { date, at, total, none } = sum;
  const largest = [...at].sort((a, b) => b.value - a.value).slice(0, 3);
  const when = atPeriod(date, series.frequency);
  const missing = notCountedText(none.map((m) => m.region.name), "no value");
  return {
    status: "answered",
    answer:
      `${label} was ${formatValue(total, series.unit)} ${when}: the sum of the values of its ${at.length} countries with one (as the UN's M49 standard groups them), each cited.${missing} ` +
      `The largest: ${largest.map((r, k) => `${k + 1}. ${r.region.name} ${formatValue(r.value, series.unit)}`).join("; ")}.`,
    facts: [{ kind: "total", text: `the sum of the countries' values at one period (each value added is cited)`, params: { total, regions: at.length, date, not_counted: none.length } }],
    citations: at.map((r) => cite(series, r.region, { date, value: r.value })),
    steps: [{ step: "compute", detail: `sum of ${at.length} of ${members.length} countries of ${area} at ${date} = ${total}` }],
  };
}

/** An area's countries summed at the period areaPeriod takes: those with a value then, their sum, and those without one. */
function areaSum(members: PlacePoints[], window: AskWindow | null) {
  const date = areaPeriod(members.map((m) => m.points), window);
  if (!date) return null;
  const at = members.flatMap((m) => {
    const p = m.points.find((q) => q.date === date);
    return p ? [{ region: m.region, value: p.value }] : [];
  });
  return { date, at, total: at.reduce((sum, r) => sum + r.value, 0), none: members.filter((m) => !m.points.some((q) => q.date === date)) };
}

/**
 * "What share of the world's population lives in Africa": an area's sum (answerAreaTotal's countries and period) as a
 * percent of the whole's value at that period. The sum is a `combined` fact, so the citation check recomputes it and
 * its share of the whole's cited value.
 */
export function answerAreaShare(input: { series: AskSeriesInfo; area: string; members: PlacePoints[]; whole: PlacePoints; window: AskWindow | null }): ComputedAnswer {
  const { series, area, members, whole, window } = input;
  const sum = areaSum(members, window);
  if (!sum) return { status: "no_data", answer: `No country of ${area} holds a value of ${seriesLabel(series)} ${window ? forWindowText(window) : "stored"}.`, facts: [], citations: [], steps: [] };
  const { date, at, total, none } = sum;
  const of = whole.points.find((p) => p.date === date);
  const when = atPeriod(date, series.frequency);
  if (!of || !(of.value > 0)) return { status: "no_data", answer: `No value of ${seriesLabel(series)} in ${whole.region.name} is stored ${when}, the period ${area}'s countries are summed at.`, facts: [], citations: [], steps: [] };
  const share = (total / of.value) * 100;
  return {
    status: "answered",
    answer:
      `${series.name} ${when}: ${area} ${formatValue(total, series.unit)}, the sum of the values of its ${at.length} countries with one (as the UN's M49 standard groups them), each cited, ` +
      `against ${whole.region.name} ${formatValue(of.value, series.unit)}; ${area} is ${formatNumber(share, 1)}% of ${whole.region.name}.${notCountedText(none.map((m) => m.region.name), "no value")}`,
    facts: [{ kind: "combined", text: "the sum of the cited values of the area's countries, at one period", params: { date, regions: at.map((r) => r.region.code), values: at.map((r) => r.value), sum: total } }],
    citations: [...at.map((r) => cite(series, r.region, { date, value: r.value })), cite(series, whole.region, of)],
    steps: [{ step: "compute", detail: `sum of ${at.length} of ${members.length} countries of ${area} at ${date} = ${total}; over ${whole.region.code} ${of.value} = ${share}%` }],
  };
}

/** The period an area's countries are summed at: the latest in the window asked, else the latest that nearly as many of them hold as ever did (see answerAreaTotal). */
function areaPeriod(histories: AskPoint[][], window: AskWindow | null): string | undefined {
  const held = new Map<string, number>();
  for (const points of histories) for (const p of points) held.set(p.date, (held.get(p.date) ?? 0) + 1);
  const dates = [...held.keys()].sort();
  if (window && window.kind !== "all") return pointsInWindow(dates.map((date) => ({ date, value: 0 })), window).at(-1)?.date;
  const most = Math.max(0, ...held.values());
  return dates.filter((d) => held.get(d)! >= Math.min(AREA_TOTAL_MIN_SHARE * most, most - 1)).at(-1);
}

/**
 * "How fast is Africa's population growing", "how has Europe's GDP changed since 2000": the change of an area's sum
 * (answerAreaTotal's) between two periods, over the countries holding a value at both, so that a country that
 * reports only later adds nothing that is not growth. The later period is the one the total's rule takes when the
 * window asked holds it, else the window's last; the earlier the window's first, or with no window (or one period)
 * the one before the later. Both sums' values are cited.
 */
export function answerAreaChange(input: { series: AskSeriesInfo; area: string; members: { region: AskRegionInfo; points: AskPoint[] }[]; window: AskWindow | null }): ComputedAnswer {
  const { series, area, members, window } = input;
  const histories = members.map((m) => m.points);
  const dates = [...new Set(histories.flat().map((p) => p.date))].sort();
  const byRule = areaPeriod(histories, null);
  const windowed = window && window.kind !== "all" ? pointsInWindow(dates.map((date) => ({ date, value: 0 })), window).map((p) => p.date) : dates;
  const to = byRule && windowed.includes(byRule) ? byRule : windowed.at(-1);
  const first = window && window.kind !== "all" ? windowed[0] : undefined;
  const from = first && first !== to ? first : to ? dates[dates.indexOf(to) - 1] : undefined;
  const label = `${seriesLabel(series)} in ${area}`;
  if (!to || !from) return { status: "no_data", answer: `No two periods of ${seriesLabel(series)} are held by countries of ${area} ${window ? forWindowText(window) : "stored"}.`, facts: [], citations: [], steps: [] };
  const both = members.flatMap((m) => {
    const [a, b] = [m.points.find((p) => p.date === from), m.points.find((p) => p.date === to)];
    return a && b ? [{ region: m.region, from: a, to: b }] : [];
  });
  if (both.length === 0) return { status: "no_data", answer: `No country of ${area} holds ${seriesLabel(series)} both ${atPeriod(from, series.frequency)} and ${atPeriod(to, series.frequency)}.`, facts: [], citations: [], steps: [] };
  const sumOf = (which: "from" | "to") => both.reduce((sum, r) => sum + r[which].value, 0);
  const [a, b] = [sumOf("from"), sumOf("to")];
  const d = b - a;
  const moved = d === 0 ? "did not change" : `${d > 0 ? "rose" : "fell"} by ${formatDelta(Math.abs(d), series.unit, [a, b])}${a > 0 ? percentText((d / a) * 100) : ""}`;
  const missing = notCountedText(members.filter((m) => !both.some((r) => r.region.code === m.region.code)).map((m) => m.region.name), "no value at both");
  const combined = (date: string, which: "from" | "to", sum: number): Fact => ({
    kind: "combined",
    text: `the sum of the countries' values at ${date} (each value added is cited)`,
    params: { date, regions: both.map((r) => r.region.code), values: both.map((r) => r[which].value), sum },
  });
  return {
    status: "answered",
    answer:
      `${label} ${moved}, from ${formatValue(a, series.unit)} ${atPeriod(from, series.frequency)} to ${formatValue(b, series.unit)} ${atPeriod(to, series.frequency)}: ` +
      `the sums over its ${both.length} countries holding a value at both (as the UN's M49 standard groups them), each value cited.${missing}`,
    facts: [combined(from, "from", a), combined(to, "to", b)],
    citations: both.flatMap((r) => [cite(series, r.region, r.from), cite(series, r.region, r.to)]),
    steps: [{ step: "compute", detail: `sums of ${both.length} countries of ${area}: ${from} ${a} → ${to} ${b}` }],
  };
}

/** The countries of an area left out of its sum, named (the first eight). */
const notCountedText = (names: string[], lacking: string) =>
  names.length === 0 ? "" : ` Not counted, holding ${lacking} then: ${[...names].sort().slice(0, 8).join(", ")}${names.length > 8 ? ", and others" : ""}.`;

/**
 * "GDP per capita of Africa", "the average income per person in Europe": a total its countries share per person of
 * the area, the sum of their values over the sum of their populations (not the mean of their values per person,
 * which would count Malta as much as Germany), at the period answerAreaTotal takes, over the countries holding
 * both then. Every value added is cited, each population too.
 */
export function answerAreaPerPerson(input: {
  series: AskSeriesInfo;
  population: AskSeriesInfo;
  area: string;
  members: { region: AskRegionInfo; points: AskPoint[]; population: AskPoint[] }[];
  window: AskWindow | null;
}): ComputedAnswer {
  const { series, population, area, window } = input;
  const members = input.members.map((m) => {
    const people = new Map(m.population.filter((p) => p.value > 0).map((p) => [p.date, p]));
    return { region: m.region, both: m.points.flatMap((p) => (people.has(p.date) ? [{ value: p, people: people.get(p.date)! }] : [])) };
  });
  const date = areaPeriod(members.map((m) => m.both.map((b) => b.value)), window);
  if (!date) return { status: "no_data", answer: `No country of ${area} holds both ${seriesLabel(series)} and ${population.name} ${window ? forWindowText(window) : "at one period"}.`, facts: [], citations: [], steps: [] };
  const at = members.flatMap((m) => {
    const b = m.both.find((x) => x.value.date === date);
    return b ? [{ region: m.region, ...b }] : [];
  });
  const per = perPersonOf(series);
  const total = at.reduce((sum, r) => sum + r.value.value, 0);
  const people = at.reduce((sum, r) => sum + r.people.value, 0);
  const perPerson = (total * per.scale) / people;
  const missing = notCountedText(members.filter((m) => !m.both.some((x) => x.value.date === date)).map((m) => m.region.name), "no value of both");
  return {
    status: "answered",
    answer:
      `${perPersonLabel(series)} in ${area} was ${formatNumber(perPerson, perPersonDecimals(perPerson))} ${per.unit} ${atPeriod(date, series.frequency)}: ` +
      `${formatValue(total, series.unit)} over ${formatValue(people, population.unit)} (${population.name}), the sums over its ${at.length} countries holding both (as the UN's M49 standard groups them), each value cited.${missing}`,
    facts: [
      {
        kind: "combined_per_capita",
        text: "the sum of the countries' values (params.sum, times params.scale) over the sum of their populations (params.population_sum) at one period; every value added is cited",
        params: {
          date,
          regions: at.map((r) => r.region.code),
          values: at.map((r) => r.value.value),
          populations: at.map((r) => r.people.value),
          population_indicator: population.code,
          scale: per.scale,
          sum: total,
          population_sum: people,
          per_capita: perPerson,
        },
      },
    ],
    citations: at.flatMap((r) => [cite(series, r.region, r.value), cite(population, r.region, r.people)]),
    steps: [{ step: "compute", detail: `sum of ${at.length} countries of ${area} at ${date}: ${total} × ${per.scale} / ${people} = ${perPerson}` }],
  };
}

/**
 * "When did China become the second largest economy", "when did India become the most populous country": the
 * place's rank among its peers at each period both hold, and the first period of the latest run in which it
 * ranked `nth` or better, with the peer it passed then (the one at that rank the period before, now below it).
 */
export function answerRankReached(input: {
  series: AskSeriesInfo;
  place: AskRegionInfo;
  nth: number;
  direction: "highest" | "lowest";
  peerKind: string;
  /** Every peer's values (the place's among them), ascending. */
  peers: { region: AskRegionInfo; points: AskPoint[] }[];
}): ComputedAnswer {
  const { series, place, nth, direction, peerKind } = input;
  const at = (date: string) => atPeriod(date, series.frequency);
  const period = (date: string) => formatPeriod(date, series.frequency);
  const val = (v: number) => formatValue(v, series.unit);
  const byDate = new Map<string, { region: AskRegionInfo; value: number }[]>();
  for (const peer of input.peers) {
    for (const p of peer.points) {
      const rows = byDate.get(p.date) ?? byDate.set(p.date, []).get(p.date)!;
      rows.push({ region: peer.region, value: p.value });
    }
  }
  const better = (a: number, b: number) => (direction === "highest" ? a > b : a < b);
  const ranks = [...byDate.entries()]
    .filter(([, rows]) => rows.some((r) => r.region.code === place.code))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, rows]) => {
      const ordered = [...rows].sort((a, b) => (direction === "highest" ? b.value - a.value : a.value - b.value));
      const own = rows.find((r) => r.region.code === place.code)!;
      return { date, rank: 1 + rows.filter((r) => better(r.value, own.value)).length, own, ordered, count: rows.length };
    });
  const ranked = `ranked ${ordinal(nth)}${nth > 1 ? " or higher" : ""} among ${peerKind} in ${seriesLabel(series)}${direction === "lowest" ? " (lowest first)" : ""}`;
  if (ranks.length === 0) return { status: "no_data", answer: `No values of ${seriesLabel(series)} in ${place.name} are stored to rank it among ${peerKind}.`, facts: [], citations: [], steps: [] };
  const latest = ranks.at(-1)!;
  let runStart = -1;
  for (let i = 0; i < ranks.length; i++) if (ranks[i]!.rank <= nth && (i === 0 || ranks[i - 1]!.rank > nth)) runStart = i;
  const rankFact = (r: (typeof ranks)[number], text: string): Fact => ({ kind: "peer_rank", text, params: { date: r.date, rank: r.rank, peer_count: r.count, path: citationPath(series.code, place.code, r.date) } });
  const steps = [{ step: "rank", detail: `${place.code} ranked at ${ranks.length} periods; ${runStart < 0 ? "never" : `from ${ranks[runStart]!.date}`} at ${nth} or better; latest ${latest.rank} of ${latest.count}` }];
  if (runStart < 0) {
    const best = ranks.reduce((a, b) => (b.rank < a.rank ? b : a));
    return {
      status: "answered",
      answer: `${place.name} has not ${ranked} at any period stored (${period(ranks[0]!.date)} to ${period(latest.date)}): its best rank was ${ordinal(best.rank)}, ${at(best.date)}, at ${val(best.own.value)}; it ranks ${ordinal(latest.rank)} of the ${latest.count} ${peerKind} ${at(latest.date)}.`,
      facts: [rankFact(best, "the place's best rank among its peers"), rankFact(latest, "the place's rank at the latest period")],
      citations: [cite(series, place, { date: best.date, value: best.own.value }), cite(series, place, { date: latest.date, value: latest.own.value })],
      steps,
    };
  }
  const reached = ranks[runStart]!;
  const before = runStart > 0 ? ranks[runStart - 1]! : undefined;
  // the peer it passed: the one at that rank the period before, now below it
  const passed = before ? before.ordered.slice(0, nth).find((r) => { const now = reached.ordered.find((x) => x.region.code === r.region.code); return r.region.code !== place.code && now !== undefined && better(reached.own.value, now.value); }) : undefined;
  const passedNow = passed ? reached.ordered.find((r) => r.region.code === passed.region.code)! : undefined;
  const still = runStart === ranks.length - 1 || ranks.slice(runStart).every((r) => r.rank <= nth);
  const first = before ? "" : `, the first period ranked (they are stored from ${period(ranks[0]!.date)})`;
  const lead =
    `${place.name} ${still ? "has" : "had"} ${ranked} ${still ? "since" : "from"} ${period(reached.date)}${first}` +
    (still ? `: ${ordinal(reached.rank)} then at ${val(reached.own.value)}` : ` until ${period(ranks.slice(runStart).find((r) => r.rank > nth)!.date)}; it ranks ${ordinal(latest.rank)} ${at(latest.date)}. It was ${ordinal(reached.rank)} ${at(reached.date)} at ${val(reached.own.value)}`) +
    (passed && passedNow ? `, passing ${passed.region.name} (${val(passedNow.value)}), which ranked above it ${at(before!.date)}: ${val(passed.value)} against ${val(before!.own.value)}.` : ".");
  return {
    status: "answered",
    answer: `${lead}${still && latest !== reached ? ` It ranks ${ordinal(latest.rank)} of the ${latest.count} ${peerKind} ${at(latest.date)}, at ${val(latest.own.value)}.` : ""}`,
    facts: [rankFact(reached, `the first period of the latest run in which the place ranked ${ordinal(nth)} or better`), ...(before ? [rankFact(before, "the place's rank the period before")] : []), rankFact(latest, "the place's rank at the latest period")],
    citations: [
      cite(series, place, { date: reached.date, value: reached.own.value }),
      ...(passed && passedNow ? [cite(series, passed.region, { date: reached.date, value: passedNow.value }), cite(series, passed.region, { date: before!.date, value: passed.value }), cite(series, place, { date: before!.date, value: before!.own.value })] : []),
      ...(latest !== reached ? [cite(series, place, { date: latest.date, value: latest.own.value })] : []),
    ],
    steps,
  };
}

/**
 * "Which metro area had the biggest increase in home prices since 2010": the regions holding a value at both
 * periods, ranked by their change between them (in percent for a level with a true zero, else in the unit),
 * the largest move the way asked first (the smallest for `direction` lowest). Each named region's two values
 * are cited; the change is their difference or percent change.
 */
/**
 * "Which G7 country had the lowest average inflation over the last decade", "which country had the highest average
 * inflation from 2015 to 2024": each place's mean over the span's periods, ranked. A span counted back ("the last
 * 10 years") is the latest periods any place holds, that many years of them; a place is ranked when it holds every
 * period of the span that any place holds, and those that do not are counted as left out.
 */
export function answerMeansRanked(input: {
  series: AskSeriesInfo;
  direction: "highest" | "lowest";
  count: number;
  peerKind: string;
  /** What the places are, as a count of them is written ("countries", "counties"). */
  kind: string;
  window: AskWindow;
  perRegion: PlacePoints[];
}): ComputedAnswer {
  const { series, direction, window } = input;
  const latest = input.perRegion.flatMap((r) => (r.points.length ? [r.points.at(-1)!.date] : [])).sort().at(-1);
  if (!latest) return { status: "no_data", answer: `No ${input.peerKind} hold a value of ${series.name}.`, facts: [], citations: [], steps: [] };
  // (counted back whole: "the last 10 years" of yearly values are the latest ten)
  const after = window.kind === "relative" && window.relative ? shiftBack(latest, window.relative) : undefined;
  const inSpan = (p: AskPoint) => (after ? p.date > after && p.date <= latest : pointsInWindow([p], window).length === 1);
  const held = input.perRegion.map((r) => ({ region: r.region, points: r.points.filter(inSpan) })).filter((r) => r.points.length > 0);
  const periods = [...new Set(held.flatMap((r) => r.points.map((p) => p.date)))].sort();
  const whole = held.filter((r) => r.points.length === periods.length);
  if (whole.length < 2 || periods.length < 2) {
    return { status: "no_data", answer: `Fewer than two ${input.peerKind} hold every period of ${series.name} ${windowPhrase(window)}.`, facts: [], citations: [], steps: [] };
  }
  const ranked = whole.map((r) => ({ ...r, mean: meanOf(r.points) })).sort((a, b) => (direction === "highest" ? b.mean - a.mean : a.mean - b.mean));
  const told = ranked.slice(0, Math.max(1, input.count));
  const [from, to] = [periods[0]!, periods.at(-1)!];
  const span = `from ${formatPeriod(from, series.frequency)} to ${formatPeriod(to, series.frequency)}`;
  const leftOut = held.length - whole.length;
  const leftOutNote = leftOut > 0 ? ` Left out, lacking some of those periods: ${formatNumber(leftOut)} ${input.kind}.` : "";
  const val = (v: number) => formatValue(v, series.unit);
  const answer =
    told.length === 1
      ? `Of the ${formatNumber(ranked.length)} ${input.peerKind} with a value in each of the ${formatNumber(periods.length)} periods ${span}, ${told[0]!.region.name} had the ${direction} mean of ${series.name}: ${val(told[0]!.mean)}.`
      : `Of the ${formatNumber(ranked.length)} ${input.peerKind} with a value in each of the ${formatNumber(periods.length)} periods ${span}, the ${formatNumber(told.length)} with the ${direction} mean of ${series.name}: ${told.map((r, k) => `${k + 1}. ${r.region.name} ${val(r.mean)}`).join("; ")}.`;
  return {
    status: "answered",
    answer: answer + leftOutNote,
    facts: [
      ...told.map((r) => ({
        kind: "mean",
        text: `the mean of ${r.region.name}'s values over the span (path: the values averaged)`,
        params: { region: r.region.code, average: r.mean, periods: r.points.length, from_date: from, to_date: to, path: citationPath(series.code, r.region.code, from, to) },
      })),
      { kind: "ranking", text: `the ${input.peerKind} holding every period of the span, ordered by their means, ${direction} first`, params: { direction, regions_ranked: ranked.length, left_out: leftOut, order: ranked.map((r) => r.region.code) } },
    ],
    citations: told.flatMap((r) => [r.points[0]!, r.points.at(-1)!].map((p) => cite(series, r.region, p))),
    steps: [{ step: "rank_means", detail: `${ranked.length} ${input.peerKind} by their mean over ${from}..${to} (${periods.length} periods); ${leftOut} left out` }],
  };
}

export function answerRankingByChange(input: {
  series: AskSeriesInfo;
  direction: "highest" | "lowest";
  way: "rise" | "fall";
  count: number;
  peerKind: string;
  from: string;
  to: string;
  rows: { region: AskRegionInfo; from: number; to: number }[];
  /**
   * "Which countries had population growth above 3% in 2024": the regions whose change (in percent, of a level
   * that tells one; else in the unit) is beyond the level are counted, those named the first of them as ranked.
   */
  beyond?: { cross: "above" | "below"; threshold: number; inclusive?: true; upTo?: number; share?: true } | undefined;
  /** "In absolute terms": the changes in the unit, though it tells a percent. */
  absolute?: boolean;
  /** With `beyond`, the regions were named in the question: those not beyond the level are told too. */
  named?: boolean;
}): ComputedAnswer {
  const { series, direction, way, from, to, beyond } = input;
  const inPercent = !input.absolute && tellsPercent(series.unit) && input.rows.every((r) => r.from > 0);
  const rows = input.rows.map((r) => ({ ...r, change: inPercent ? pct(r.from, r.to)! : withoutDecimalNoise(r.to - r.from, Math.max(Math.abs(r.from), Math.abs(r.to))) }));
  const when = (date: string) => formatPeriod(date, series.frequency);
  if (rows.length === 0 || from >= to) {
    const ends = from && to ? ` at both ${when(from)} (or the last period before it) and ${when(to)}` : " at two periods to compare";
    return { status: "no_data", answer: `No ${input.peerKind} hold values of ${series.name}${ends}.`, facts: [], citations: [], steps: [] };
  }
  // the largest rise first; the largest fall (most negative) first; "smallest" turns either
  const descending = (way === "rise") === (direction === "highest");
  const sorted = rows.sort((a, b) => (descending ? b.change - a.change : a.change - b.change));
  const moved = (r: (typeof sorted)[number]) =>
    `${r.change > 0 ? "rose" : r.change < 0 ? "fell" : "was unchanged"}${r.change === 0 ? "" : inPercent ? ` ${formatPercentChange(Math.abs(r.change))}%` : ` ${formatDelta(Math.abs(r.change), series.unit, [r.from, r.to])}`}, from ${formatValue(r.from, series.unit)} to ${formatValue(r.to, series.unit)}`;
  const span = `from ${when(from)} to ${when(to)}`;
  if (beyond) {
    const beyondIt = sorted.filter((r) => isBeyond(beyond, beyond.threshold, r.change));
    const named = beyondIt.slice(0, input.count);
    const side = sideOf(beyond);
    const asked = placeOfLevel(beyond);
    const list = named.map((r, i) => `${i + 1}. ${r.region.name} ${moved(r)}`).join("; ");
    const others = input.named ? sorted.filter((r) => !beyondIt.includes(r)) : [];
    const sharePct = (beyondIt.length / sorted.length) * 100;
    // ("how many countries' population fell": a change below zero is a fall, said so)
    const moveSaid =
      beyond.threshold === 0 && !beyond.inclusive
        ? `saw a ${beyond.cross === "below" ? "fall" : "rise"} in ${series.name}`
        : `had a change in ${series.name} ${asked}${inPercent ? " (in percent)" : ""}`;
    return {
      status: "answered",
      answer:
        `Of the ${formatNumber(sorted.length)} ${input.peerKind} with values ${span}, ${howManyOf(beyondIt.length, sorted.length)}${beyond.share ? ` (${formatNumber(sharePct, 1)}%)` : ""} ${moveSaid}` +
        (named.length === 0 ? "." : named.length < beyondIt.length ? `; the first of them: ${list}.` : `: ${list}.`) +
        (others.length ? ` ${othersLabel(beyondIt.length, others.length)}: ${others.map((r) => `${r.region.name} ${moved(r)}`).join("; ")}.` : ""),
      facts: [
        {
          kind: "count",
          text: `the regions whose ${inPercent ? "percent " : ""}change between two periods is ${side} params.threshold, counted; those named ordered by their change`,
          params: {
            from_date: from,
            to_date: to,
            cross: beyond.cross,
            threshold: beyond.threshold,
            count: beyondIt.length,
            regions_ranked: sorted.length,
            ...(beyond.share ? { share_pct: sharePct } : {}),
            order: named.map((r) => r.region.code),
            changes: named.map((r) => r.change),
          },
        },
      ],
      citations: [...named, ...others].flatMap((r) => [cite(series, r.region, { date: from, value: r.from }), cite(series, r.region, { date: to, value: r.to })]),
      steps: [{ step: "rank", detail: `${beyondIt.length} of ${sorted.length} ${input.peerKind}, ${inPercent ? "percent" : "absolute"} change ${from} → ${to} ${side} ${beyond.threshold}` }],
    };
  }
  const named = sorted.slice(0, Math.max(1, input.count));
  const what = `${direction === "highest" ? "largest" : "smallest"} ${way}`;
  return {
    status: "answered",
    answer:
      named.length === 1
        ? `Of the ${formatNumber(sorted.length)} ${input.peerKind} with values ${span}, ${named[0]!.region.name} had the ${what} in ${series.name}: it ${moved(named[0]!)}.`
        : `Of the ${formatNumber(sorted.length)} ${input.peerKind} with values ${span}, those with the ${what} in ${series.name}: ${named.map((r, i) => `${i + 1}. ${r.region.name} ${moved(r)}`).join("; ")}.`,
    facts: [
      {
        kind: "ranking",
        text: `regions ordered by their ${inPercent ? "percent " : ""}change between two periods, the ${what} first`,
        params: { from_date: from, to_date: to, direction, way, regions_ranked: sorted.length, order: named.map((r) => r.region.code), changes: named.map((r) => r.change) },
      },
    ],
    citations: named.flatMap((r) => [cite(series, r.region, { date: from, value: r.from }), cite(series, r.region, { date: to, value: r.to })]),
    steps: [{ step: "rank", detail: `${sorted.length} ${input.peerKind}, ${inPercent ? "percent" : "absolute"} change ${from} → ${to}; ${what} first: ${named[0]!.region.code} ${named[0]!.change}` }],
  };
}

/** The two cited values of an answered change and the last over the first, or null unless both are positive. */
function changeRatioOf(computed: ComputedAnswer): { from_date: string; from_value: number; to_date: string; to_value: number; ratio: number } | null {
  const change = computed.facts.find((f) => f.kind === "change");
  if (computed.status !== "answered" || !change) return null;
  const { from_date, from_value, to_date, to_value } = change.params as { from_date: string; from_value: number; to_date: string; to_value: number };
  return from_value > 0 && to_value > 0 ? { from_date, from_value, to_date, to_value, ratio: to_value / from_value } : null;
}

/**
 * "What is a dollar from 1990 worth today", "$100 in 1990": to the change of a price index since the year, what
 * the sum in dollars of its first period buys at its last, the sum times the ratio of the two cited values (a fact
 * of `kind` `purchasing_power` with the ratio, the sum asked and what it comes to, which the citation check
 * recomputes). Null when the answer holds no change of the index to build on.
 */
export function withPurchasingPower(computed: ComputedAnswer, series: AskSeriesInfo, amount = 1, lost = false): ComputedAnswer | null {
  const change = changeRatioOf(computed);
  if (!change) return null;
  const { from_date, from_value, to_date, to_value, ratio } = change;
  const [from, to] = [formatPeriod(from_date, series.frequency), formatPeriod(to_date, series.frequency)];
  const sum = amount === 1 ? "a dollar" : `${formatNumber(amount, Number.isInteger(amount) ? 0 : 2)} dollars`;
  const cost = `what cost ${sum} in ${from} cost ${formatNumber(amount * ratio, 2)} dollars in ${to}, by ${series.name}`;
  const lostShare = 1 - 1 / ratio;
  const told = lost
    ? ` So the dollar ${lostShare >= 0 ? "lost" : "gained"} ${formatNumber(Math.abs(lostShare) * 100, 1)}% of its purchasing power: a dollar in ${to} buys what ${formatNumber(1 / ratio, 2)} dollars bought in ${from} (${cost}).`
    : ` So ${cost}.`;
  return {
    ...computed,
    answer: `${computed.answer}${told}`,
    facts: [
      ...computed.facts,
      {
        kind: "purchasing_power",
        text:
          "dollars at the last period that buy what the sum asked bought at the first: the sum times the ratio of the index's two cited values" +
          (lost ? "; the share of its purchasing power the dollar lost, one less the first cited value over the last (`lost_share`)" : ""),
        params: { from_date, from_value, to_date, to_value, ratio, amount, worth: amount * ratio, ...(lost ? { lost_share: lostShare } : {}) },
      },
    ],
  };
}

/**
 * "How much would $10,000 invested in the S&P 500 in 2000 be worth today": to the change of a price since the year,
 * what the sum put in at its first value makes at its last, the sum times the ratio of the two cited values (a fact
 * of `kind` `investment`, which the citation check recomputes as it does a purchasing power). The price alone:
 * dividends and costs are not in it. Null when the answer holds no change of positive values to build on.
 */
export function withInvestment(computed: ComputedAnswer, series: AskSeriesInfo, amount: number): ComputedAnswer | null {
  const change = changeRatioOf(computed);
  if (!change) return null;
  const { from_date, from_value, to_date, to_value, ratio } = change;
  const [from, to] = [atPeriod(from_date, series.frequency), formatPeriod(to_date, series.frequency)];
  return {
    ...computed,
    answer:
      `${computed.answer} So ${amount === 1 ? "a dollar" : `${formatNumber(amount, Number.isInteger(amount) ? 0 : 2)} dollars`} put into it ${from} made ${formatNumber(amount * ratio, 2)} dollars by ${to}, ` +
      `following its value alone (no dividends, interest or costs).`,
    facts: [
      ...computed.facts,
      {
        kind: "investment",
        text: "what the sum put in at the first cited value makes at the last: the sum times the ratio of the two (the value alone, no dividends, interest or costs)",
        params: { from_date, from_value, to_date, to_value, ratio, amount, worth: amount * ratio },
      },
    ],
  };
}

/** A value at the prices of another month: times the price index's cited `indexTo` over its cited `indexFrom` (answers and the citation check). */
export const atPricesOf = (value: number, indexFrom: number, indexTo: number) => (value * indexTo) / indexFrom;

/**
 * A price in current US dollars told in real terms ("the gold price in real terms", "oil in 2008 in today's dollars"):
 * a value times the consumer price index's latest month over the index of its own month (the last month the index
 * holds at or before it), so at the prices of that latest month. The time asked is answered by its last value (the
 * latest, with no time), and the highest in real terms of the time asked (of the whole history, with none) is told
 * beside it; each real value is a fact of `kind` `real_value` naming its three cited values, which the citation check
 * recomputes (atPricesOf). With `change` ("the real price of gold today compared to 1980"), the first and last
 * values of the time asked are told at those prices and the move between them (the difference and the percent
 * change of two real values, which the check recomputes too).
 */
export function answerInRealTerms(input: SeriesPoints & { window: AskWindow | null; index: SeriesPoints; change?: boolean; highest?: boolean; pricesOfYear?: number | null }): ComputedAnswer {
  const { series, region, points, window, index } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const at = (p: AskPoint, s: AskSeriesInfo = series) => atPeriod(p.date, s.frequency);
  const val = (p: AskPoint) => formatValue(p.value, series.unit);
  const inWindow = window ? pointsInWindow(points, window) : points;
  // the prices told at: the index's latest month, or its mean over the year asked ("in 1980 dollars")
  const year = input.pricesOfYear ?? null;
  const target = year === null ? index.points.slice(-1) : index.points.filter((p) => p.date.startsWith(`${year}-`));
  const fullYear = year === null || (target.length > 0 && target.length === observationsPerYear(index.series.frequency));
  if (inWindow.length === 0 || target.length === 0 || !fullYear) {
    const none =
      inWindow.length === 0
        ? `There is no value of ${label} ${forWindowText(window)}.`
        : year === null
          ? `No values of ${seriesLabel(index.series)} are stored to tell it in real terms.`
          : `${seriesLabel(index.series)} does not hold the whole of ${year} to tell ${label} at ${year} prices by; it is stored from ${at(index.points[0]!, index.series)} to ${at(index.points.at(-1)!, index.series)}.`;
    return { status: "no_data", answer: none, facts: [], citations: [], steps: [] };
  }
  const indexTo = year === null ? target[0]!.value : meanOf(target);
  const indexToSaid = year === null ? `${formatNumber(indexTo)} ${at(target[0]!, index.series)}` : `${formatNumber(indexTo)} on average over ${year}`;
  // each value with the index of its month (or the last month before it the index holds), walked in date order
  let k = -1;
  const real = inWindow.flatMap((p) => {
    const month = `${p.date.slice(0, 7)}-01`;
    while (k + 1 < index.points.length && index.points[k + 1]!.date <= month) k++;
    const from = index.points[k];
    return from && from.value > 0 ? [{ p, from, real: atPricesOf(p.value, from.value, indexTo) }] : [];
  });
  const asked = real.at(-1);
  if (!asked) return { status: "no_data", answer: `${seriesLabel(index.series)} holds no month before ${at(inWindow.at(-1)!)} to tell ${label} in real terms by.`, facts: [], citations: [], steps: [] };
  const prices = year === null ? `${formatPeriod(target[0]!.date, index.series.frequency)} prices` : `${year} prices`;
  const already = (r: (typeof real)[number]) => year === null && r.from.date === target[0]!.date;
  const fact = (r: (typeof real)[number]): Fact => ({
    kind: "real_value",
    text:
      year === null
        ? `the cited value at ${prices}: times the cited ${index.series.code} of ${target[0]!.date} over its cited value of the value's month`
        : `the cited value at ${prices}: times the mean of the cited ${index.series.code} over ${year} over its cited value of the value's month`,
    params: {
      indicator: series.code,
      date: r.p.date,
      value: r.p.value,
      index_indicator: index.series.code,
      index_from_date: r.from.date,
      index_from: r.from.value,
      index_to_date: target[0]!.date,
      index_to: indexTo,
      ...(year === null ? {} : { index_to_mean_of: target.map((p) => ({ date: p.date, value: p.value })) }),
      real_value: r.real,
    },
  });
  const indexSaid = (r: (typeof real)[number]) => `${formatNumber(r.from.value)} ${at(r.from, index.series)}`;
  const atPrices = (r: (typeof real)[number]) =>
    already(r) ? `${val(r.p)} ${at(r.p)}, already at ${prices}` : `${val(r.p)} ${at(r.p)}, ${formatValue(r.real, series.unit)} at ${prices} (the index ${indexSaid(r)})`;
  const targetCited = target.map((p) => cite(index.series, index.region, p));
  const computeStep = (r: (typeof real)[number]) => ({ step: "compute", detail: `${r.p.value} (${r.p.date}) × ${indexTo} (${year ?? target[0]!.date}) / ${r.from.value} (${r.from.date}) = ${r.real}` });
  if (input.change && real.length >= 2) {
    const [from, to] = [real[0]!, asked];
    const d = to.real - from.real;
    const moved = d === 0 ? "did not change" : `${d > 0 ? "rose" : "fell"} by ${formatDelta(d, series.unit, [from.real, to.real])}${percentText((d / from.real) * 100)}`;
    return {
      status: "answered",
      answer: `In real terms, at ${prices} by ${seriesLabel(index.series)} (${indexToSaid}), ${label} ${moved}: ` + `from ${atPrices(from)}, to ${atPrices(to)}.`,
      facts: [from, to].map(fact),
      citations: [...[from, to].flatMap((r) => [cite(series, region, r.p), cite(index.series, index.region, r.from)]), ...targetCited],
      steps: [from, to].map(computeStep),
    };
  }
  const first = already(asked)
    ? `${label} was ${val(asked.p)} ${at(asked.p)}, already at ${prices}, the latest month of ${seriesLabel(index.series)}.`
    : `${label} was ${val(asked.p)} ${at(asked.p)}: ${formatValue(asked.real, series.unit)} at ${prices}, by ${seriesLabel(index.series)} (${indexSaid(asked)}, ${indexToSaid}).`;
  const high = real.reduce((e, r) => (r.real > e.real ? r : e));
  const span = window && inWindow.length > 1 ? windowPhrase(window) : !window ? `since ${formatPeriod(real[0]!.p.date, series.frequency)}` : null;
  // "oil in real terms at its 2008 peak": the highest in real terms leads (the nominal peak may fall elsewhere)
  if (input.highest && span) {
    return {
      status: "answered",
      answer: `At ${prices}, by ${seriesLabel(index.series)} (${indexToSaid}), the highest of ${label} ${span} was ${formatValue(high.real, series.unit)} ${at(high.p)} (${val(high.p)} then, the index ${indexSaid(high)}).`,
      facts: [fact(high)],
      citations: [cite(series, region, high.p), cite(index.series, index.region, high.from), ...targetCited],
      steps: [computeStep(high)],
    };
  }
  const highSaid = span && high !== asked ? ` At ${prices}, its highest ${span} was ${formatValue(high.real, series.unit)} ${at(high.p)} (${val(high.p)} then, the index ${indexSaid(high)}).` : "";
  const told = highSaid ? [asked, high] : [asked];
  return {
    status: "answered",
    answer: first + highSaid,
    facts: told.map(fact),
    citations: [...told.flatMap((r) => [cite(series, region, r.p), cite(index.series, index.region, r.from)]), ...targetCited],
    steps: told.map(computeStep),
  };
}

/**
 * "How many dollars per pound", "EUR/USD", "how much has the pound weakened": a rate stored as currency units
 * per US dollar, asked the other way round. The value of one period, or the move between the two periods an
 * answer cites, is told first in US dollars per unit of the currency, each value the inverse of a citation (a
 * fact of `kind` `inverse`, which the citation check recomputes, as it does the move between two of them).
 * Null for any other answer.
 */
export function withDollarsPerUnit(computed: ComputedAnswer, series: AskSeriesInfo, region: AskRegionInfo, points: AskPoint[] = []): ComputedAnswer | null {
  // "EUR/USD 2024 average", "the euro to dollar rate in 2008" (a year's values, told with their mean): the mean of each
  // period's inverse (one over the mean rate is not it)
  const mean = computed.facts.find((f) => f.kind === "mean")?.params ?? null;
  if (computed.status === "answered" && mean) {
    const averaged = points.filter((p) => p.date >= String(mean.from_date) && p.date <= String(mean.to_date));
    if (averaged.length !== mean.periods || !averaged.every((p) => p.value > 0)) return null;
    const inverse = averaged.reduce((sum, p) => sum + 1 / p.value, 0) / averaged.length;
    return {
      ...computed,
      answer: `One unit of ${region.name}'s currency was worth ${formatNumber(inverse, 4)} US dollars on average from ${formatPeriod(String(mean.from_date), series.frequency)} to ${formatPeriod(String(mean.to_date), series.frequency)}, the mean of the inverses of the ${averaged.length} rates stored. ${computed.answer}`,
      facts: [...computed.facts, { kind: "inverse_mean", text: "US dollars per unit of the currency: the mean of one over each value averaged (path: those values)", params: { average: inverse, periods: averaged.length, path: mean.path } }],
    };
  }
  const cited = [...computed.citations].sort((a, b) => a.period_start.localeCompare(b.period_start));
  const oneSeries = cited.every((c) => c.indicator === cited[0]?.indicator && c.region === cited[0]?.region);
  if (computed.status !== "answered" || !oneSeries || !cited.every((c) => c.value > 0)) return null;
  const inverseFact = (c: Citation): Fact => ({
    kind: "inverse",
    text: "US dollars per unit of the currency: one over the cited value in currency units per US dollar",
    params: { date: c.period_start, value: c.value, inverse: 1 / c.value },
  });
  const worth = (c: Citation) => `${formatNumber(1 / c.value, 4)} US dollars in ${formatPeriod(c.period_start, series.frequency)}`;
  const currency = `${region.name}'s currency`;
  if (cited.length === 1) {
    return {
      ...computed,
      answer: `One unit of ${currency} was worth ${worth(cited[0]!)}, the inverse of the rate stored. ${computed.answer}`,
      facts: [...computed.facts, inverseFact(cited[0]!)],
    };
  }
  if (cited.length !== 2 || cited[0]!.period_start === cited[1]!.period_start) return null;
  const [from, to] = cited as [Citation, Citation];
  const [a, b] = [1 / from.value, 1 / to.value];
  const move = a === b ? "kept its value" : `${b > a ? "strengthened" : "weakened"} against the US dollar by ${formatNumber(Math.abs(b - a), 4)} US dollars${percentText(((b - a) / a) * 100)}`;
  return {
    ...computed,
    answer: `One unit of ${currency} was worth ${worth(from)} and ${worth(to)}, the inverses of the rates stored: it ${move}. ${computed.answer}`,
    facts: [...computed.facts, inverseFact(from), inverseFact(to)],
  };
}

/** A value per person of a series: what its unit counts in, multiplied out, and the unit it is told in. */
function perPersonOf(series: AskSeriesInfo): { scale: number; unit: string } {
  return { scale: unitScale(series.unit), unit: `${unitWithoutScale(series.unit)} per person` };
}
function perCapitaFact(series: AskSeriesInfo, population: AskSeriesInfo, region: AskRegionInfo, date: string, value: number, people: number): Fact {
  const scale = unitScale(series.unit);
  return {
    kind: "per_capita",
    text: "the series' value (params.value, times params.scale) divided by the population at the same period",
    params: { region: region.code, date, value, scale, population: people, population_indicator: population.code, per_capita: (value * scale) / people },
  };
}
/** "GDP (current US dollars) per person": the series' name without the places it is given by. */
const perPersonLabel = (series: AskSeriesInfo) => `${seriesLabel(series).replace(/, by (?:country|state|county|region)$/, "")} per person`;
/** A value per person is written whole from 100 on ("53,503"), else to two decimals; the citation check reads it so. */
const perPersonDecimals = (v: number) => (Math.abs(v) >= 100 ? 0 : 2);

/**
 * "The average high temperature in August across all years", "rainfall in November in all the years": each year's value of
 * the calendar month (its mean, or its total of a series that adds up), and their mean over the years stored. With no
 * month ("average rainfall in Seattle", "how much rain a year"), each whole year's: only years stored from January to
 * December count. Each year's value is a fact with the path of its values; up to twelve years are told one by one.
 */
export function answerAcrossYears(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; month: number | null; perMonth?: boolean }): ComputedAnswer {
  const { series, region, month } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const monthName = month === null ? null : MONTH_NAMES[month - 1]!;
  const summed = series.aggregation === "sum";
  const byYear = new Map<string, AskPoint[]>();
  for (const p of input.points) {
    if (month !== null && Number(p.date.slice(5, 7)) !== month) continue;
    const year = p.date.slice(0, 4);
    const held = byYear.get(year);
    if (held) held.push(p);
    else byYear.set(year, [p]);
  }
  const whole = (points: AskPoint[]) => month !== null || (points[0]!.date.slice(5, 7) === "01" && points.at(-1)!.date.slice(5, 7) === "12");
  const years = [...byYear].filter(([, points]) => whole(points)).map(([year, points]) => ({ year, points, value: aggregate(points, summed ? "sum" : "mean") }));
  const span = monthName ?? "a whole year";
  if (years.length === 0) return { status: "no_data", answer: `No value of ${label} ${monthName ? `in ${monthName}` : "over a whole calendar year"} is stored.`, facts: [], citations: [], steps: [] };
  // "the average monthly rainfall": a month's total, averaged over the months of the whole years (so a twelfth of the
  // years' mean total)
  const perMonth = input.perMonth === true && summed && month === null;
  const mean = years.reduce((a, y) => a + y.value, 0) / years.length / (perMonth ? 12 : 1);
  const [first, last] = [years[0]!, years.at(-1)!];
  const told = years.length <= 12;
  const each = told ? `${perMonth ? "; the years' totals" : ""}: ${years.map((y) => `${y.year} ${formatValue(y.value, series.unit)}`).join(", ")}` : "";
  const counted = monthName ? (years.length === 1 ? monthName : `${monthName}s`) : perMonth ? `months of the ${years.length === 1 ? "whole year" : `${years.length} whole years`}` : years.length === 1 ? "whole year" : "whole years";
  const yearFact = (y: (typeof years)[number]): Fact => {
    const path = citationPath(series.code, region.code, y.points[0]!.date, y.points.at(-1)!.date);
    const params = { periods: y.points.length, from_date: y.points[0]!.date, to_date: y.points.at(-1)!.date, path };
    const when = monthName ? `${monthName} ${y.year}` : y.year;
    return summed
      ? { kind: "total", text: `the sum of the series' values in ${when} (path: the values added)`, params: { total: y.value, ...params } }
      : { kind: "mean", text: `the mean of the series' values in ${when} (path: the values averaged)`, params: { average: y.value, ...params } };
  };
  return {
    status: "answered",
    answer:
      `${label} ${summed ? "totalled" : "averaged"} ${formatValue(mean, series.unit)} ${monthName ? `in ${monthName}` : perMonth ? "a month" : "a year"}${summed ? " on average" : ""} across the ` +
      `${perMonth ? "" : `${years.length} `}${counted} stored (${first.year === last.year ? first.year : `${first.year} to ${last.year}`})${each}.`,
    facts: [
      {
        kind: "mean",
        text: perMonth
          ? `a month's total on average: the whole years' totals added, over their months (each year's a fact with its path${told ? "" : ": the first and the last year's"})`
          : `the mean over the years of each year's ${monthName ? `${monthName} ` : ""}${summed ? "total" : "mean"} (each a fact with its path${told ? "" : ": the first and the last year's"})`,
        params: { average: mean, periods: perMonth ? years.length * 12 : years.length, ...(month === null ? {} : { month }) },
      },
      ...(told ? years : [first, last]).map(yearFact),
    ],
    citations: (told ? years : [first, last]).flatMap((y) => [y.points[0]!, ...(y.points.length > 1 ? [y.points.at(-1)!] : [])]).map((p) => cite(series, region, p)),
    steps: [{ step: "compute", detail: `${span} of ${years.length} years, each one's ${summed ? "sum" : "mean"}; their mean = ${mean}` }],
  };
}

/** What the parts of a breakdown ranked are, as answers name them. */
export type BreakdownParts = "industries" | "companies" | "sources";

/**
 * "Which industry has the highest unemployment rate": the breakdowns of one measure at one period, ranked;
 * the first and the last are named and cited (every one, in order, with `listAll`: "the unemployment rate by industry").
 */
export function answerBreakdownRanking(input: {
  /** The measure its series name, in lower case ("unemployment rate"). */
  measure: string;
  direction: "highest" | "lowest";
  date: string;
  region: AskRegionInfo;
  /**
   * Each part's value at `date`; with `over`, its mean (total) over the year that begins at `date`, of the periods
   * given, each of which it holds.
   */
  rows: { series: AskSeriesInfo; part: string; value: number; over?: { points: AskPoint[]; how: "mean" | "sum" } }[];
  /** How many series the measure is broken down into that were left out as sums of others (supersectors). */
  leftOut?: number;
  /** Every breakdown told, in order ("the unemployment rate by industry"), not only the first and the last. */
  listAll?: boolean;
  /** What the parts are: industries (by default), companies (their share prices), or sources (of electricity). */
  partKind?: BreakdownParts;
}): ComputedAnswer {
  const { direction, date, region } = input;
  const kind = input.partKind ?? "industries";
  const sorted = [...input.rows].sort((a, b) => (direction === "highest" ? b.value - a.value : a.value - b.value));
  const [top, bottom] = [sorted[0]!, sorted.at(-1)!];
  const { frequency, unit } = top.series;
  const val = (v: number) => formatValue(v, unit);
  const without = input.leftOut ? " (leaving out totals and those that are sums of others)" : "";
  const over = top.over;
  if (over) {
    const told = input.listAll ? sorted : [top, bottom];
    const [from, to] = [over.points[0]!.date, over.points.at(-1)!.date];
    const what = over.how === "sum" ? "total" : "mean";
    return {
      status: "answered",
      answer:
        `Of the ${formatNumber(sorted.length)} ${kind} with a value of ${input.measure} in ${region.name} in each ${periodWord(frequency, 1)} of ${date.slice(0, 4)}${without}, by their ${what} over the year, ` +
        (input.listAll
          ? `from the ${direction}: ${sorted.map((r, k) => `${k + 1}. ${r.part} ${val(r.value)}`).join("; ")}.`
          : `${top.part} had the ${direction}: ${val(top.value)}; ${bottom.part} the ${direction === "highest" ? "lowest" : "highest"}: ${val(bottom.value)}.`),
      facts: [
        {
          kind: "ranking",
          text: `series of one measure broken down by ${kind === "sources" ? "source" : kind === "companies" ? "company" : "industry"}, ordered by their ${what} over one year, ${direction} first`,
          params: { date, direction, series_ranked: sorted.length, order: sorted.map((r) => r.series.code) },
        },
        ...told.map((r) => ({
          kind: what,
          text: `the ${what} of ${r.series.code}'s values over the year (path: the values ${what === "total" ? "added" : "averaged"})`,
          params: { indicator: r.series.code, [what === "total" ? "total" : "average"]: r.value, periods: r.over!.points.length, from_date: from, to_date: to, path: citationPath(r.series.code, region.code, from, to) },
        })),
      ],
      citations: told.flatMap((r) => [r.over!.points[0]!, r.over!.points.at(-1)!].map((p) => cite(r.series, region, p))),
      steps: [{ step: "rank", detail: `${sorted.length} ${kind} by their ${what} over ${from}..${to}; ${direction}: ${top.series.code} ${top.value}` }],
    };
  }
  return {
    status: "answered",
    answer:
      `Of the ${formatNumber(sorted.length)} ${kind} with a value of ${input.measure} in ${region.name} ${atPeriod(date, frequency)}${without}, ` +
      (input.listAll
        ? `from the ${direction}: ${sorted.map((r, k) => `${k + 1}. ${r.part} ${val(r.value)}`).join("; ")}.`
        : `${top.part} had the ${direction}: ${val(top.value)}; ${bottom.part} the ${direction === "highest" ? "lowest" : "highest"}: ${val(bottom.value)}.`),
    facts: [
      {
        kind: "ranking",
        text: `series of one measure ${kind === "companies" ? "for each company" : `broken down by ${kind === "sources" ? "source" : "industry"}`}, ordered by value at one period, ${direction} first`,
        params: { date, direction, series_ranked: sorted.length, order: sorted.map((r) => r.series.code) },
      },
    ],
    citations: (input.listAll ? sorted : [top, bottom]).map((r) => cite(r.series, region, { date, value: r.value })),
    steps: [{ step: "rank", detail: `${sorted.length} ${kind} at ${date}; ${direction}: ${top.series.code} ${top.value}` }],
  };
}

/**
 * "Which sector added the most jobs between January 2006 and December 2015": the parts of one measure broken down
 * by industry, ranked by their change over the window (from each one's first value in it to its last), the
 * largest rise (fall) first. The first two are told and cited at both ends; each change is a fact the citation
 * check recomputes from its two cited values.
 */
export function answerBreakdownChangeRanking(input: {
  measure: string;
  direction: "highest" | "lowest";
  way: "rise" | "fall";
  region: AskRegionInfo;
  /** How many series the measure is broken down into that were left out as sums of others (totals, supersectors). */
  leftOut: number;
  /** What the parts are; companies are ranked by the percent change of their share prices (a $500 share moves more dollars). */
  partKind?: BreakdownParts;
  /** Parts left out for being stored only from later in the window than the others (their first value in it). */
  startedLater?: { series: AskSeriesInfo; part: string; from: AskPoint }[];
  /** "Which sectors lost jobs": every part that moved the way asked is listed, largest move first, not the first two. */
  listWay?: boolean;
  rows: { series: AskSeriesInfo; part: string; from: AskPoint; to: AskPoint }[];
}): ComputedAnswer {
  const { direction, way, region } = input;
  const kind = input.partKind ?? "industries";
  const companies = kind === "companies";
  const moveOf = (r: (typeof input.rows)[number]) => (companies ? (pct(r.from.value, r.to.value) ?? 0) : difference(r.to, r.from));
  const score = (r: (typeof input.rows)[number]) => (way === "rise" ? 1 : -1) * moveOf(r);
  const sorted = [...input.rows].sort((a, b) => (direction === "highest" ? score(b) - score(a) : score(a) - score(b)));
  const [top, next] = [sorted[0]!, sorted[1]!];
  const { frequency, unit } = top.series;
  const moved = (r: (typeof input.rows)[number]) => {
    const d = difference(r.to, r.from);
    const pc = percentChangeOf(unit, r.from.value, r.to.value);
    return `${d === 0 ? "unchanged" : `${d > 0 ? "up" : "down"} ${formatDelta(d, unit, [r.from.value, r.to.value]).replace(/^[-+−]/, "")}${percentText(pc)}`}, from ${formatValue(r.from.value, unit)} ${atPeriod(r.from.date, frequency)} to ${formatValue(r.to.value, unit)} ${atPeriod(r.to.date, frequency)}`;
  };
  // "added the most jobs" of counts of people; a rate or a price rose. The first moved the other way when every one
  // did ("which stock rose the most in 2008": the one that fell the least)
  const topMove = moveOf(top);
  const wentUp = topMove > 0 || (topMove === 0 && way === "rise");
  const most = (direction === "highest") === (wentUp === (way === "rise")) ? "most" : "least";
  const verb = /\bpersons\b/i.test(unit ?? "") ? (wentUp ? "added" : "lost") : wentUp ? "rose" : "fell";
  const without = input.leftOut > 0 ? " (leaving out those that are sums of others)" : "";
  const later = input.startedLater ?? [];
  const laterNote = later.length
    ? ` Left out, as stored only from later: ${later.map((r) => `${r.part} (from ${formatPeriod(r.from.date, r.series.frequency)})`).join(", ")}.`
    : "";
  if (input.listWay) {
    const movedWay = sorted.filter((r) => (way === "rise" ? moveOf(r) > 0 : moveOf(r) < 0));
    const [from, to] = [sorted.map((r) => r.from.date).sort()[0]!, sorted.map((r) => r.to.date).sort().at(-1)!];
    const others = sorted.length - movedWay.length;
    return {
      status: "answered",
      answer:
        `Of the ${formatNumber(sorted.length)} ${kind} ${companies ? "with a" : "of"} ${input.measure} in ${region.name}${without}, ${howManyOf(movedWay.length, sorted.length)} ${movedWay.length === 1 ? "was" : "were"} ${way === "rise" ? "higher" : "lower"} in ${formatPeriod(to, frequency)} than in ${formatPeriod(from, frequency)}` +
        (movedWay.length ? `, the largest ${way} first: ${movedWay.map((r, k) => `${k + 1}. ${r.part}, ${moved(r)}`).join("; ")}.` : ".") +
        (others && movedWay.length ? ` The other ${others === 1 ? "one" : formatNumber(others)} did not.` : "") +
        laterNote,
      facts: [
        {
          kind: "count",
          text: `series of one measure broken down by ${kind === "sources" ? "source" : kind === "companies" ? "company" : "industry"} whose change over the window (last value less first) is ${way === "rise" ? "above" : "below"} zero, the largest first`,
          params: { count: movedWay.length, series_ranked: sorted.length, way, left_out: input.leftOut, order: movedWay.map((r) => r.series.code) },
        },
        ...movedWay.map((r) => changeFact(r.from, r.to, `change of ${r.series.code}: difference of its two cited values (last − first)`, { indicator: r.series.code })),
      ],
      citations: movedWay.flatMap((r) => [cite(r.series, region, r.from), cite(r.series, region, r.to)]),
      steps: [{ step: "rank", detail: `${sorted.length} ${kind} by change; ${movedWay.length} ${way === "rise" ? "rose" : "fell"}: ${movedWay.map((r) => `${r.series.code} ${moveOf(r)}`).join(", ")}` }],
    };
  }
  return {
    status: "answered",
    answer:
      `Of the ${formatNumber(sorted.length)} ${kind} ${companies ? "with a" : "of"} ${input.measure} in ${region.name}${without}, ${top.part} ${verb} the ${most}${companies ? " in percent" : ""}: ${moved(top)}. ` +
      `Next was ${next.part}: ${moved(next)}.${laterNote}`,
    facts: [
      {
        kind: "ranking",
        text: `series of one measure ${companies ? "for each company, ordered by their percent change over the window (last value over first)" : `broken down by ${kind === "sources" ? "source" : "industry"}, ordered by their change over the window (last value less first)`}, the ${direction === "highest" ? "largest" : "smallest"} ${way} first`,
        params: { direction, way, series_ranked: sorted.length, left_out: input.leftOut, order: sorted.map((r) => r.series.code) },
      },
      ...[top, next].map((r) => changeFact(r.from, r.to, `change of ${r.series.code}: difference of its two cited values (last − first)`, { indicator: r.series.code })),
    ],
    citations: [top, next].flatMap((r) => [cite(r.series, region, r.from), cite(r.series, region, r.to)]),
    steps: [{ step: "rank", detail: `${sorted.length} ${kind} by change; ${direction} ${way}: ${top.series.code} ${moveOf(top)}, then ${next.series.code} ${moveOf(next)}` }],
  };
}

function trailingPeriods(frequency: string | null): number {
  switch (frequency) {
    case "daily":
      return 90;
    case "weekly":
      return 52;
    case "monthly":
      return 24;
    case "quarterly":
      return 8;
    case "annual":
      return 10;
    default:
      return 5;
  }
}

const MONTH_WORD = new RegExp(`\\b(?:${MONTH_NAMES.map((m) => m.toLowerCase()).join("|")})\\b`, "g");

/** "in 2008", "since 2020", "between 2000 and 2010": a window after a noun. */
function inWindowText(window: AskWindow): string {
  const text = formatWindowText(window);
  return /^(?:in|on|during|since|from|after|before|between|until|till|through|to|over)\b/.test(text) ? text : `in ${text}`;
}

/** "for 2024", "for the last 5 years", but "since 2024", "between 2019 and 2023": the window after "no value". */
function forWindowText(window: AskWindow | null): string {
  const text = formatWindowText(window);
  return /^(?:since|from|after|before|between|until|till|through|to)\b/.test(text) ? text : `for ${text}`;
}
function formatWindowText(window: AskWindow | null): string {
  if (!window) return "the stored history";
  // the window parameter as given ("5y"), in words
  const param = /^(\d+)([dmy])$/.exec(window.text);
  if (param) {
    const unit = { d: "day", m: "month", y: "year" }[param[2] as "d" | "m" | "y"];
    return param[1] === "1" ? `the last ${unit}` : `the last ${param[1]} ${unit}s`;
  }
  // the question's own words, read in lower case: month names get their capital back ("March 2020")
  return window.text
    .replace(/^(in|during|over|of)\s+/, "")
    .replace(/^(?:last|previous)\b/, "the last")
    .replace(/^(?:so far )?(?:ytd|year[- ]to[- ]date)$/, "the year to date")
    .replace(/^(?:(quarter|month|week)[- ]to[- ]date|([qmw])td)$/, (_, unit: string | undefined, letter: string | undefined) => `the ${unit ?? { q: "quarter", m: "month", w: "week" }[letter as "q" | "m" | "w"]} to date`)
    .replace(MONTH_WORD, (m) => m[0]!.toUpperCase() + m.slice(1));
}

/** The window after a verb: "over 2020", "over the past 5 years", "since 2020", "between 2010 and 2015", "during covid". */
function windowPhrase(window: AskWindow | null): string {
  const text = formatWindowText(window);
  if (window && /^during\b/.test(window.text)) return `during ${text}`;
  return /^(?:since|between|from|before|after|until|through)\b/.test(text) ? text : `over ${text}`;
}

/**
 * Whether a value is beyond a level asked (`threshold`, in the series' unit): strictly above or below it ("above 5%",
 * "exceed", "less than"), or at it too when the question said so ("reach", "hit", "at least"). A range ("between 4 and
 * 5%") is also at or below its upper level, `ceiling` in the series' unit (the question's own `upTo` unless given).
 */
export function isBeyond(level: { cross: "above" | "below"; inclusive?: true; upTo?: number }, threshold: number, value: number, ceiling = level.upTo): boolean {
  if (ceiling !== undefined && value > ceiling) return false;
  if (level.inclusive) return level.cross === "above" ? value >= threshold : value <= threshold;
  return level.cross === "above" ? value > threshold : value < threshold;
}

/**
 * "How long did it take gold to go from $1,000 to $2,000": the first period the series reached the first level (the
 * first at or above it of a series that began below it, else the first at or below it), then the first period from
 * there on at or beyond the second level (`lastTime`'s threshold, the way it lies from the first), and the time
 * between the two. Both levels are the question's own numbers, not written.
 */
function answerLevelToLevel(input: {
  series: AskSeriesInfo;
  region: AskRegionInfo;
  points: AskPoint[];
  lastTime: Extract<NonNullable<ParsedQuestion["lastTime"]>, { cross: "above" | "below" }> & { from: { threshold: number; scale?: number } };
}): ComputedAnswer {
  const { series, region, points, lastTime } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const at = (p: AskPoint) => atPeriod(p.date, series.frequency);
  const val = (p: AskPoint) => formatValue(p.value, series.unit);
  const values = points.map((p) => p.value);
  const [from, to] = [levelInUnit(lastTime.from, series.unit, values), levelInUnit(lastTime, series.unit, values)];
  const rising = to >= from;
  const beganBelow = points[0]!.value < from;
  const j = points.findIndex((p) => (beganBelow ? p.value >= from : p.value <= from));
  const k = j < 0 ? -1 : points.findIndex((p, i) => i >= j && (rising ? p.value >= to : p.value <= to));
  const params = { cross: rising ? "above" : "below", threshold: to, from_threshold: from, which: "first", found: k >= 0, ...(j >= 0 ? { from_date: points[j]!.date, from_value: points[j]!.value } : {}), ...(k >= 0 ? { date: points[k]!.date, value: points[k]!.value } : {}) };
  const fact = { kind: "crossing", text: "the first period at or beyond the first level asked (params.from_threshold), then the first from there on at or beyond the second (params.threshold), and the time between them", params };
  const steps = [{ step: "compute", detail: `first at ${from}: ${j >= 0 ? points[j]!.date : "none"}; then first at ${to}: ${k >= 0 ? points[k]!.date : "none"}` }];
  const first = points[0]!;
  if (j < 0) {
    const extreme = points.reduce((e, p) => ((beganBelow ? p.value > e.value : p.value < e.value) ? p : e));
    return {
      status: "answered",
      answer: `${label} has never reached the first level asked since the series began ${at(first)}; its ${beganBelow ? "highest" : "lowest"} was ${val(extreme)} ${at(extreme)}.`,
      facts: [fact],
      citations: [cite(series, region, extreme)],
      steps,
    };
  }
  const pA = points[j]!;
  const reachedA = j === 0 ? `already stood at the first level asked when the series began ${at(pA)}, at ${val(pA)}` : `first reached the first level asked ${at(pA)}, at ${val(pA)}`;
  if (k < 0) {
    const after = points.slice(j);
    const extreme = after.reduce((e, p) => ((rising ? p.value > e.value : p.value < e.value) ? p : e));
    return {
      status: "answered",
      answer: `${label} ${reachedA}, and has not reached the second since; its ${rising ? "highest" : "lowest"} from then on was ${val(extreme)} ${at(extreme)}.`,
      facts: [fact],
      citations: [cite(series, region, pA), ...(extreme === pA ? [] : [cite(series, region, extreme)])],
      steps,
    };
  }
  const pB = points[k]!;
  return {
    status: "answered",
    answer:
      k === j
        ? `${label} ${reachedA}, already beyond the second level asked as well.`
        : `${label} ${reachedA}, and first reached the second level asked ${at(pB)}, at ${val(pB)}: ${elapsedLater(pA.date, pB.date, series.frequency)}${j === 0 ? " (at least that long: the series begins at the first level)" : ""}.`,
    facts: [fact],
    citations: [cite(series, region, pA), ...(k === j ? [] : [cite(series, region, pB)])],
    steps,
  };
}

/**
 * A level asked from either side ("when was inflation last at 2%") as the side the latest value is not on: at or
 * below it when the latest stands above it, else at or above it. Any other crossing as asked.
 */
export function crossingOfLatest<T extends { cross: "above" | "below"; either?: true }>(level: T, threshold: number, latest: number): T {
  return level.either ? { ...level, cross: latest > threshold ? "below" : "above", inclusive: true } : level;
}

/** The words for the side of a level that `isBeyond` counts. */
const sideOf = (level: { cross: "above" | "below"; inclusive?: true }) => (level.inclusive ? `at or ${level.cross}` : level.cross);
/** The words for where `isBeyond` counts a value: "at or above the level asked", "between the two levels asked". */
const placeOfLevel = (level: { cross: "above" | "below"; inclusive?: true; upTo?: number }) =>
  level.upTo !== undefined ? "between the two levels asked" : `${sideOf(level)} the level asked`;

/**
 * The level a question names, in the series' own unit: one said with a scale word ("20 trillion") is divided by
 * the scale the unit is counted in ("billion current US dollars", "thousands of persons"), and so is one written
 * out in full ("$1,500,000,000,000") that is over a hundred times every value of such a series: no one asks
 * when GDP passed 1.5 trillion billion.
 */
function levelInUnit(level: { threshold: number; scale?: number }, unit: string | null, values: readonly number[]): number {
  const scale = unitScale(unit);
  if (level.scale) return (level.threshold * level.scale) / scale;
  const largest = values.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  return scale > 1 && largest > 0 && Math.abs(level.threshold) > 100 * largest ? level.threshold / scale : level.threshold;
}

/** A range's upper level (`upTo`) in the series' own unit, as levelInUnit reads its lower one; undefined of a level alone. */
function ceilingInUnit(level: { upTo?: number; scale?: number }, unit: string | null, values: readonly number[]): number | undefined {
  return level.upTo === undefined ? undefined : levelInUnit({ threshold: level.upTo, ...(level.scale ? { scale: level.scale } : {}) }, unit, values);
}

/** What a unit counts in ("billion current US dollars": 1e9, "thousands of persons": 1e3), else 1. */
function unitScale(unit: string | null): number {
  const word = /\b(thousand|million|billion|trillion)s?\b/.exec((unit ?? "").toLowerCase())?.[1];
  return (word && scaleOfWord(word)) || 1;
}
/** A unit without its scale word: "billion current US dollars" counts "current US dollars". */
const unitWithoutScale = (unit: string | null) => (unit ?? "").replace(/\b(?:thousands?|millions?|billions?|trillions?)(?: of)?\s+/i, "").trim();

/**
 * "When did CPI last fall": the latest period that moved that way from the one before it. "When was gold
 * last this high": the latest period before the latest value that stood at least as high (low) as it.
 */
/**
 * "How far is gold from $5,000": the latest value (the last in the window asked) against a level the question names,
 * in the series' own unit (levelInUnit): how far below or above it stands, and of a level with a true zero the percent
 * move that would reach it. The level is "the level asked" in the answer (the question holds it); a fact of kind
 * `level_gap` declares the cited value, the level, the gap and the move, recomputed by the citation check.
 */
export function answerLevelGap(input: {
  series: AskSeriesInfo;
  region: AskRegionInfo;
  points: AskPoint[];
  level: NonNullable<ParsedQuestion["levelGap"]>;
  window: AskWindow | null;
  /** Of a price index, inflation asked: its change over the twelve months to its latest month, against the level in percent. */
  overTwelveMonths?: boolean;
}): ComputedAnswer {
  const { series, region } = input;
  const p = pointsInWindow(input.points, input.window).at(-1);
  const label = `${seriesLabel(series)} in ${region.name}`;
  if (!p) return { status: "no_data", answer: `No value of ${label} is stored ${input.window ? forWindowText(input.window) : ""}.`.replace(/ \.$/, "."), facts: [], citations: [], steps: [] };
  if (input.overTwelveMonths) {
    const before = input.points.find((q) => q.date === shiftBack(p.date, { amount: 1, unit: "y" }));
    if (!before || !(before.value > 0)) return { status: "no_data", answer: `${label} holds no value twelve months before ${formatPeriod(p.date, series.frequency)}.`, facts: [], citations: [], steps: [] };
    const rate = (p.value / before.value - 1) * 100;
    const gap = input.level.threshold - rate;
    const month = formatPeriod(p.date, series.frequency);
    return {
      status: "answered",
      answer:
        `Inflation in ${region.name}, the change of ${seriesLabel(series)} over the twelve months to ${month} (${formatNumber(before.value)} to ${formatNumber(p.value)}), was ${formatNumber(rate, 1)}%` +
        (Math.abs(gap) < 0.05 ? `, at the level asked.` : `: ${formatNumber(Math.abs(gap), 1)} percentage points ${gap > 0 ? "below" : "above"} the level asked.`),
      facts: [
        {
          kind: "level_gap",
          text: "the level asked (params.level, in percent) less the change of the cited index over twelve months (params.value, from params.from_value to params.to_value)",
          params: { date: p.date, value: rate, level: input.level.threshold, gap, move_pct: null, from_date: before.date, from_value: before.value, to_value: p.value },
        },
      ],
      citations: [cite(series, region, before), cite(series, region, p)],
      steps: [{ step: "compute", detail: `twelve-month change = ${p.value} / ${before.value} − 1 = ${rate}%; gap = ${input.level.threshold} − ${rate} = ${gap}` }],
    };
  }
  const level = levelInUnit(input.level, series.unit, input.points.map((q) => q.value));
  const gap = level - p.value;
  const move = hasTrueZero(series.unit) && !isPercentRate(series.unit) && p.value > 0 && level >= 0 ? (gap / p.value) * 100 : null;
  const when = atPeriod(p.date, series.frequency);
  const latestNote = p.date === input.points.at(-1)!.date ? ", the latest period stored" : "";
  const answer =
    gap === 0
      ? `${label} stood at the level asked, ${formatValue(p.value, series.unit)}, ${when}${latestNote}.`
      : `${label} was ${formatValue(p.value, series.unit)} ${when}${latestNote}: ${formatDelta(Math.abs(gap), series.unit, [p.value, level]).replace(/^[+−-]/, "")} ${gap > 0 ? "below" : "above"} the level asked` +
        (move === null ? "." : `, which a ${gap > 0 ? "rise" : "fall"} of ${formatNumber(Math.abs(move), 1)}% would reach.`);
  return {
    status: "answered",
    answer,
    facts: [
      {
        kind: "level_gap",
        text: "the level asked (params.level, in the series' unit) less the cited value, and that gap as a percent of the value (the move that would reach the level)",
        params: { date: p.date, value: p.value, level, gap, move_pct: move },
      },
    ],
    citations: [cite(series, region, p)],
    steps: [{ step: "compute", detail: `gap = ${level} (the level asked) − ${p.value} (${p.date}) = ${gap}${move === null ? "" : `; ${move}% of the value`}` }],
  };
}

export function answerLastTime(input: {
  series: AskSeriesInfo;
  region: AskRegionInfo;
  points: AskPoint[];
  lastTime: NonNullable<ParsedQuestion["lastTime"]>;
  /**
   * The window a count or a first (last) crossing is taken over ("how many months since 2000 …", "ever … after
   * 2010"); the whole history without one.
   */
  window?: AskWindow | null;
  /** A longer period a count is in ("how many months" of a daily series): see answerCount. */
  per?: LongerPeriod | null;
}): ComputedAnswer {
  const { series, region, points, lastTime } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const at = (p: AskPoint) => atPeriod(p.date, series.frequency);
  const val = (p: AskPoint) => formatValue(p.value, series.unit);
  const first = points[0];
  const latest = points.at(-1);
  if (!first || !latest || points.length < 2) return { status: "no_data", answer: `${label} holds too few values to tell.`, facts: [], citations: [], steps: [] };
  if ("cross" in lastTime && lastTime.which === "count") return answerCount({ ...input, lastTime: { ...lastTime, which: "count" } });
  if ("cross" in lastTime && lastTime.from) return answerLevelToLevel({ ...input, lastTime: { ...lastTime, from: lastTime.from } });
  if ("cross" in lastTime) {
    // the level asked is the question's own number: it is not written, only the values on either side of it
    const threshold = levelInUnit(lastTime, series.unit, points.map((p) => p.value));
    const ceiling = ceilingInUnit(lastTime, series.unit, points.map((p) => p.value));
    const level = crossingOfLatest(lastTime, threshold, latest.value);
    const { cross } = level;
    const beyond = (p: AskPoint) => isBeyond(level, threshold, p.value, ceiling);
    const side = sideOf(level);
    const asked = placeOfLevel(level);
    // "how long has it been below 5%": the spell the latest value is in, from its first period; so too "when did it
    // last cross 4%" (when it was last above) of a series above it now, which crossed at that spell's start
    if ((lastTime.which === "since" || (lastTime.which === "last" && !(input.window && input.window.kind !== "all"))) && beyond(latest)) {
      const k = points.findLastIndex((p) => !beyond(p)) + 1;
      const p = points[k]!;
      const periods = points.length - k;
      return {
        status: "answered",
        answer:
          `${label} has stood ${asked} since ${formatPeriod(p.date, series.frequency)}${k === 0 ? ", when the series began" : ""} (${val(p)} then), ` +
          `${formatNumber(periods)} ${periodWord(series.frequency, periods)} to the latest, ${val(latest)} ${at(latest)}.`,
        facts: [
          {
            kind: "crossing",
            text: `the spell ${asked} (params.threshold) that holds the latest period: its first period and its length in periods`,
            params: { cross, threshold, ...(ceiling !== undefined ? { up_to: ceiling } : {}), which: "since", found: true, date: p.date, value: p.value, count: periods, path: citationPath(series.code, region.code, p.date, latest.date) },
          },
        ],
        citations: [cite(series, region, p), ...(p === latest ? [] : [cite(series, region, latest)])],
        steps: [{ step: "compute", detail: `latest spell ${side} ${threshold}: ${p.date}..${latest.date} (${periods} periods)` }],
      };
    }
    const which = lastTime.which === "since" ? "last" : lastTime.which;
    // "was the S&P 500 ever below 1000 after 2010", "when did unemployment last pass 9% before 2000": within the window
    const window = input.window && input.window.kind !== "all" ? input.window : null;
    const searched = window ? pointsInWindow(points, window) : points;
    if (!searched.length) return { status: "no_data", answer: `There is no value of ${label} ${windowPhrase(window)}.`, facts: [], citations: [], steps: [] };
    const k = which === "first" ? searched.findIndex(beyond) : searched.findLastIndex(beyond);
    const params = { cross, threshold, ...(ceiling !== undefined ? { up_to: ceiling } : {}), which, found: k >= 0, ...(k >= 0 ? { date: searched[k]!.date, value: searched[k]!.value } : {}) };
    const fact = { kind: "crossing", text: `the ${which} period ${asked} (params.threshold)`, params };
    const steps = [{ step: "compute", detail: `${which} period ${side} ${threshold}${window ? ` ${windowPhrase(window)}` : ""}: ${k >= 0 ? searched[k]!.date : "none"}` }];
    if (k < 0) {
      const extreme = searched.reduce((e, p) => (cross === "above" ? (p.value > e.value ? p : e) : p.value < e.value ? p : e));
      return {
        status: "answered",
        answer: `${label} ${window ? `did not stand ${asked} ${windowPhrase(window)}` : `has never stood ${asked} since the series began ${at(first)}`}; its ${cross === "above" ? "highest" : "lowest"} was ${val(extreme)} ${at(extreme)}.`,
        facts: [fact],
        citations: [cite(series, region, extreme)],
        steps,
      };
    }
    const p = searched[k]!;
    if (which === "first") {
      const before = searched[k - 1];
      // beyond it from the start ("when did the yen hit 160", 358 yen a dollar in 1971): also when it first came back
      // beyond it from the other side, and when it last did, which is the crossing such a question most often means
      const entries = searched.flatMap((q, j) => (j > k && beyond(q) && !beyond(searched[j - 1]!) ? [j] : []));
      const crossings = before ? [] : entries;
      const crossed = [...new Set([crossings[0], crossings.at(-1)])].flatMap((j) => (j === undefined ? [] : [{ again: searched[j]!, from: searched[j - 1]! }]));
      const crossingSaid = (c: (typeof crossed)[number]) => `${at(c.again)}, at ${val(c.again)}, from ${val(c.from)} ${at(c.from)}`;
      // (and when it first reached the level from the side it began on: "when did the yen hit 80", its 2011 low)
      const leftAt = before ? -1 : searched.findIndex((q, j) => j > k && !beyond(q));
      const left = leftAt > 0 ? { again: searched[leftAt]!, from: searched[leftAt - 1]! } : null;
      const leftSaid = left ? ` It first went ${cross === "above" ? "below" : "above"} it ${crossingSaid(left)}.` : "";
      const backSaid =
        crossed.length === 0
          ? ""
          : `${leftSaid} It came back ${side} it after leaving it first ${crossingSaid(crossed[0]!)}${crossed.length > 1 ? `, and most recently ${crossingSaid(crossed[1]!)}` : ""}.`;
      // the latest time it went beyond the level too, when that is another ("when did unemployment fall below 4%")
      const lastEntry = before && lastTime.latestToo ? entries.at(-1) : undefined;
      const latestCrossing = lastEntry !== undefined ? { again: searched[lastEntry]!, from: searched[lastEntry - 1]! } : null;
      return {
        status: "answered",
        answer: before
          ? `${label} first stood ${asked} ${at(p)}, at ${val(p)}, from ${val(before)} ${at(before)}.` +
            (latestCrossing ? ` It last went ${side} it ${crossingSaid(latestCrossing)}.` : "")
          : window
            ? `${label} already stood ${asked} ${at(p)}, the first period ${windowPhrase(window)}, at ${val(p)}.${backSaid}`
            : `${label} already stood ${asked} when the series began ${at(p)}, at ${val(p)}.${backSaid}`,
        facts: [
          fact,
          ...crossed.map((c, n) => ({
            kind: "crossing",
            text: `the ${n === 0 ? "first" : "last"} period ${asked} (params.threshold) after one that was not`,
            params: { cross, threshold, which: n === 0 ? "first_return" : "last_return", found: true, date: c.again.date, value: c.again.value },
          })),
          ...(left && crossed.length
            ? [{ kind: "crossing", text: "the first period no longer on the side of the level asked (params.threshold) that the series began on", params: { cross, threshold, which: "first_left", found: true, date: left.again.date, value: left.again.value } }]
            : []),
          ...(latestCrossing
            ? [{ kind: "crossing", text: `the last period ${asked} (params.threshold) after one that was not`, params: { cross, threshold, which: "last_return", found: true, date: latestCrossing.again.date, value: latestCrossing.again.value } }]
            : []),
        ],
        citations: [
          cite(series, region, p),
          ...(before ? [cite(series, region, before)] : []),
          ...(left && crossed.length ? [cite(series, region, left.from), cite(series, region, left.again)] : []),
          ...crossed.flatMap((c) => [cite(series, region, c.from), cite(series, region, c.again)]),
          ...(latestCrossing ? [cite(series, region, latestCrossing.from), cite(series, region, latestCrossing.again)] : []),
        ],
        steps,
      };
    }
    return {
      status: "answered",
      answer:
        p === latest
          ? `${label} stands ${asked} ${windowPhrase(window)}: ${val(p)} ${at(p)}, the latest period stored.`
          : `${label} last stood ${asked} ${at(p)}, at ${val(p)}; the latest, ${formatPeriod(latest.date, series.frequency)}, ${elapsedLater(p.date, latest.date, series.frequency)}, is ${val(latest)}.`,
      facts: [p === latest ? fact : { ...fact, params: { ...params, latest_date: latest.date } }],
      citations: [cite(series, region, p), ...(p === latest ? [] : [cite(series, region, latest)])],
      steps,
    };
  }
  if ("move" in lastTime && lastTime.count) {
    const { minPct, minSize, not, list } = lastTime.count;
    return answerMoveCount({ ...input, move: lastTime.move, minPct, minSize, not, list, per: input.per ?? null });
  }
  if ("move" in lastTime && lastTime.streak) return answerStreak({ ...input, move: lastTime.move, which: lastTime.streak });
  if ("move" in lastTime) {
    const fell = lastTime.move === "fall";
    let k = points.length - 1;
    while (k > 0 && !(fell ? points[k]!.value < points[k - 1]!.value : points[k]!.value > points[k - 1]!.value)) k--;
    const verb = fell ? "fell" : "rose";
    if (k === 0) {
      return {
        status: "answered",
        answer: `${label} has not ${fell ? "fallen" : "risen"} from one period to the next since the series began ${at(first)}.`,
        facts: [{ kind: "last_time", text: `no period ${verb} from the one before it`, params: { move: lastTime.move, found: false, from_date: first.date, to_date: latest.date } }],
        citations: [cite(series, region, first), cite(series, region, latest)],
        steps: [{ step: "compute", detail: `no ${lastTime.move} among ${points.length} periods` }],
      };
    }
    const [a, b] = [points[k - 1]!, points[k]!];
    const delta = difference(b, a);
    const pc = percentChangeOf(series.unit, a.value, b.value);
    const since = b === latest ? ", the latest period stored" : `; the latest, ${formatPeriod(latest.date, series.frequency)}, is ${val(latest)}`;
    return {
      status: "answered",
      answer:
        `${label} last ${verb} ${at(b)}, by ${formatDelta(Math.abs(delta), series.unit, [a.value, b.value])}${pc === null || Math.abs(pc) < 0.05 ? "" : ` (${formatNumber(Math.abs(pc), 1)}%)`}, ` +
        `from ${val(a)} ${at(a)} to ${val(b)}${since}.`,
      facts: [changeFact(a, b, `the latest period that ${verb} from the one before it`, { change_pct: pc })],
      citations: [cite(series, region, a), cite(series, region, b), ...(b === latest ? [] : [cite(series, region, latest)])],
      steps: [{ step: "compute", detail: `latest ${lastTime.move}: ${a.date} → ${b.date} (${delta})` }],
    };
  }
  const high = lastTime.level === "high";
  let k = points.length - 2;
  while (k >= 0 && !(high ? points[k]!.value >= latest.value : points[k]!.value <= latest.value)) k--;
  const word = high ? "high" : "low";
  if (k < 0) {
    return {
      status: "answered",
      answer: `${label}, ${val(latest)} ${at(latest)}, is the ${high ? "highest" : "lowest"} since the series began ${at(first)}: it was never this ${word} before.`,
      facts: [{ kind: "last_time", text: `no earlier period as ${word}`, params: { level: lastTime.level, found: false, date: latest.date, value: latest.value } }],
      citations: [cite(series, region, latest)],
      steps: [{ step: "compute", detail: `no earlier period at or ${high ? "above" : "below"} ${latest.value}` }],
    };
  }
  const p = points[k]!;
  return {
    status: "answered",
    answer: `${label}, ${val(latest)} ${at(latest)}, was last this ${word} ${at(p)}, at ${val(p)}.`,
    facts: [{ kind: "last_time", text: `the latest earlier period at or ${high ? "above" : "below"} the latest value`, params: { level: lastTime.level, found: true, date: p.date, value: p.value, latest_date: latest.date } }],
    citations: [cite(series, region, latest), cite(series, region, p)],
    steps: [{ step: "compute", detail: `latest value ${latest.value}; last at or ${high ? "above" : "below"} it on ${p.date} (${p.value})` }],
  };
}

/**
 * "When did US inflation last exceed 5%", told from a monthly price index as inflation is told (see
 * answerTwelveMonthChange): the latest month of the window whose change over the twelve months to it stood beyond
 * the level asked (February 2023's 6.0 % for the CPI-U above 5 %), that change told with its two cited values,
 * and the twelve months to the index's latest month after it when that is another. Null for a first crossing, a
 * level with a scale, or when no month with a value a year before it stood beyond the level.
 */
export function answerTwelveMonthCrossing(input: {
  series: AskSeriesInfo;
  region: AskRegionInfo;
  points: AskPoint[];
  lastTime: NonNullable<ParsedQuestion["lastTime"]>;
  window?: AskWindow | null;
}): ComputedAnswer | null {
  const { series, region, points, lastTime } = input;
  if (!("cross" in lastTime) || lastTime.which === "first" || lastTime.scale || lastTime.list) return null;
  const byDate = new Map(points.map((p) => [p.date, p]));
  const yearBefore = (p: AskPoint) => byDate.get(`${Number(p.date.slice(0, 4)) - 1}${p.date.slice(4)}`);
  const window = input.window && input.window.kind !== "all" ? input.window : null;
  const months = (window ? pointsInWindow(points, window) : points).filter((p) => yearBefore(p) !== undefined);
  const latest = points.at(-1)!;
  const changeTo = (p: AskPoint) => pct(yearBefore(p)!.value, p.value);
  const changeNow = yearBefore(latest) ? changeTo(latest) : null;
  const level = changeNow === null ? lastTime : crossingOfLatest(lastTime, lastTime.threshold, changeNow);
  const beyond = (p: AskPoint) => {
    const change = changeTo(p);
    return change !== null && isBeyond(level, lastTime.threshold, change);
  };
  const side = sideOf(level);
  const asked = placeOfLevel(level);
  const told = `Inflation in ${region.name}, told as the change of ${seriesLabel(series)} over twelve months,`;
  const twelveMonthsTo = (p: AskPoint) => answerTwelveMonthChange({ series, region, from: yearBefore(p)!, to: p })!;
  // "how long has inflation been above 2%", "is inflation above 2%": the spell of months that holds the latest
  if (lastTime.which === "since" && months.at(-1) === latest && beyond(latest)) {
    const k = months.findLastIndex((p) => !beyond(p)) + 1;
    const start = twelveMonthsTo(months[k]!);
    const count = months.length - k;
    const latestChange = months[k] === latest ? null : twelveMonthsTo(latest);
    return {
      status: "answered",
      answer:
        `${told} has stood ${asked} since ${formatPeriod(months[k]!.date, series.frequency)}${k === 0 ? ", the first month it can be told for" : ""}, ` +
        `${formatNumber(count, 0)} ${periodWord(series.frequency, count)} to the latest. ${start.answer}${latestChange ? ` ${latestChange.answer}` : ""}`,
      facts: [
        {
          kind: "crossing",
          text: `the spell of months whose change over the twelve months to each stood ${asked} (params.threshold), in percent, that holds the latest`,
          params: { cross: level.cross, threshold: lastTime.threshold, which: "since", found: true, date: months[k]!.date, count, path: citationPath(series.code, region.code, yearBefore(months[k]!)!.date, latest.date), of: "twelve_month_change" },
        },
        ...start.facts,
        ...(latestChange?.facts ?? []),
      ],
      citations: [...start.citations, ...(latestChange?.citations ?? [])],
      steps: [{ step: "compute", detail: `spell of 12-month changes ${side} ${lastTime.threshold}% holding the latest: ${months[k]!.date}..${latest.date}` }],
    };
  }
  // "how many months has inflation been above 3%": the months beyond the level, and the separate spells they form
  if (lastTime.which === "count") {
    if (months.length === 0) return null;
    const spells = runsWhere(months, beyond);
    const count = spells.reduce((n, spell) => n + spell.length, 0);
    const lastSpell = spells.at(-1);
    const ends = lastSpell ? [twelveMonthsTo(lastSpell[0]!), ...(lastSpell.length > 1 ? [twelveMonthsTo(lastSpell.at(-1)!)] : [])] : [];
    const span = `${formatPeriod(months[0]!.date, series.frequency)} to ${formatPeriod(months.at(-1)!.date, series.frequency)}`;
    const spellText = lastSpell
      ? `, in ${formatNumber(spells.length, 0)} ${spells.length === 1 ? "spell" : "separate spells"}: the latest ${formatPeriod(lastSpell[0]!.date, series.frequency)}${lastSpell.length > 1 ? ` to ${formatPeriod(lastSpell.at(-1)!.date, series.frequency)}` : ""}. ${ends.map((e) => e.answer).join(" ")}`
      : ".";
    return {
      status: "answered",
      answer: `${told} stood ${asked} in ${formatNumber(count, 0)} of ${formatNumber(months.length, 0)} months from ${span}${spellText}`,
      facts: [
        {
          kind: "count",
          text: `the months whose change over the twelve months to each stood ${asked} (params.threshold), in percent, and the separate spells they form`,
          params: { cross: level.cross, threshold: lastTime.threshold, count, periods: months.length, spells: spells.length, path: citationPath(series.code, region.code, yearBefore(months[0]!)!.date, months.at(-1)!.date), of: "twelve_month_change" },
        },
        ...ends.flatMap((e) => e.facts),
      ],
      citations: ends.flatMap((e) => e.citations),
      steps: [{ step: "compute", detail: `months with a 12-month change ${side} ${lastTime.threshold}%: ${count} of ${months.length}, ${spells.length} spells` }],
    };
  }
  const k = months.findLastIndex(beyond);
  if (k < 0) return null;
  const month = months[k]!;
  const then = answerTwelveMonthChange({ series, region, from: yearBefore(month)!, to: month });
  const now = latest !== month && yearBefore(latest) ? answerTwelveMonthChange({ series, region, from: yearBefore(latest)!, to: latest }) : null;
  if (!then) return null;
  return {
    status: "answered",
    answer:
      `${told} ` +
      `${month === latest ? "stands" : "last stood"} ${asked} ${atPeriod(month.date, series.frequency)}${month === latest ? ", the latest month stored" : ""}. ` +
      `${then.answer}${now ? ` ${now.answer}` : ""}`,
    facts: [
      {
        kind: "crossing",
        text: `the last month whose change over the twelve months to it stood ${asked} (params.threshold), in percent`,
        params: { cross: level.cross, threshold: lastTime.threshold, which: "last", found: true, date: month.date, of: "twelve_month_change" },
      },
      ...then.facts,
      ...(now?.facts ?? []),
    ],
    citations: [...then.citations, ...(now?.citations ?? [])],
    steps: [{ step: "compute", detail: `last month whose change over 12 months was ${side} ${lastTime.threshold}%: ${month.date}` }],
  };
}

/**
 * "When was the last time inflation was this high", told from a monthly price index as inflation is told: the change
 * over the twelve months to the latest month, and the latest earlier month whose change over its own twelve months
 * stood at least as high (low), each with its two cited values. Null when the latest month has no value a year before it.
 */
export function answerTwelveMonthLastAsHigh(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; level: "high" | "low" }): ComputedAnswer | null {
  const { series, region, level } = input;
  const changes = twelveMonthChanges(input.points);
  const latest = changes.at(-1);
  if (!latest || latest.to !== input.points.at(-1)) return null;
  const high = level === "high";
  const earlier = changes.slice(0, -1);
  const k = earlier.findLastIndex((c) => (high ? c.pct >= latest.pct : c.pct <= latest.pct));
  const now = answerTwelveMonthChange({ series, region, from: latest.from, to: latest.to })!;
  const told = `Inflation in ${region.name}, told as the change of ${seriesLabel(series)} over twelve months,`;
  const month = (c: { to: AskPoint }) => formatPeriod(c.to.date, series.frequency);
  if (k < 0) {
    return {
      status: "answered",
      answer: `${told} ${formatPercentChange(latest.pct)}% to ${month(latest)}, is the ${high ? "highest" : "lowest"} since it can first be told, ${month(changes[0]!)}: it was never this ${level} before. ${now.answer}`,
      facts: [{ kind: "last_time", text: `no earlier month whose change over twelve months was as ${level}`, params: { level, found: false, date: latest.to.date, of: "twelve_month_change" } }, ...now.facts],
      citations: now.citations,
      steps: [{ step: "compute", detail: `no earlier 12-month change at or ${high ? "above" : "below"} ${latest.pct}%` }],
    };
  }
  const then = answerTwelveMonthChange({ series, region, from: earlier[k]!.from, to: earlier[k]!.to })!;
  return {
    status: "answered",
    answer: `${told} ${formatPercentChange(latest.pct)}% to ${month(latest)}, was last this ${level} in the twelve months to ${month(earlier[k]!)}. ${now.answer} ${then.answer}`,
    facts: [
      { kind: "last_time", text: `the latest earlier month whose change over twelve months was at or ${high ? "above" : "below"} the latest month's`, params: { level, found: true, date: earlier[k]!.to.date, latest_date: latest.to.date, of: "twelve_month_change" } },
      ...now.facts,
      ...then.facts,
    ],
    citations: [...now.citations, ...then.citations],
    steps: [{ step: "compute", detail: `latest 12-month change ${latest.pct}% (${latest.to.date}); last at or ${high ? "above" : "below"} it: ${earlier[k]!.to.date} (${earlier[k]!.pct}%)` }],
  };
}

/**
 * "How far is gold below its record": the latest value against the highest (for "above its low", the lowest)
 * over the window or the whole history, as the difference and percent of those two cited values.
 */
export function answerFromRecord(input: {
  series: AskSeriesInfo;
  region: AskRegionInfo;
  points: AskPoint[];
  window: AskWindow | null;
  record: "high" | "low";
  rule?: "bear market" | "correction" | null;
}): ComputedAnswer {
  const { series, region, record } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const at = (p: AskPoint) => atPeriod(p.date, series.frequency);
  const val = (p: AskPoint) => formatValue(p.value, series.unit);
  const points = input.window ? pointsInWindow(input.points, input.window) : input.points;
  const latest = points.at(-1);
  if (!latest) return { status: "no_data", answer: `There is no value of ${label} ${forWindowText(input.window)}.`, facts: [], citations: [], steps: [] };
  const high = record === "high";
  // the earliest period at the extreme, so a tie with the latest still counts as standing at the record
  const extreme = points.reduce((e, p) => (high ? (p.value > e.value ? p : e) : p.value < e.value ? p : e));
  const span = input.window ? ` ${windowPhrase(input.window)}` : ` since the series began ${at(points[0]!)}`;
  // (a window that ends before the latest value is told by its own last period, never as the latest stored)
  const whichLast = latest.date === input.points.at(-1)!.date ? "the latest period stored" : `the last period${span.replace(/^ over /, " of ")}`;
  if (extreme.value === latest.value) {
    return {
      status: "answered",
      answer:
        `${label} stands at its ${high ? "highest" : "lowest"}${span}: ${val(latest)} ${at(latest)}, ${whichLast}.` +
        (input.rule ? ` It is not below its high at all, so not in what is commonly called a ${input.rule}.` : ""),
      facts: [{ kind: high ? "highest" : "lowest", text: `the latest value is the ${high ? "highest" : "lowest"} of the window`, params: { date: latest.date, value: latest.value, periods: points.length } }],
      citations: [cite(series, region, latest)],
      steps: [{ step: "compute", detail: `latest ${latest.value} (${latest.date}) is the ${record} of ${points.length} periods` }],
    };
  }
  const delta = difference(latest, extreme);
  const pc = percentChangeOf(series.unit, extreme.value, latest.value);
  // "is it in a bear market": the fall from the high against the rule of thumb, a fifth (a tenth for a correction)
  const share = input.rule === "bear market" ? { part: 0.2, words: "a fifth" } : input.rule === "correction" ? { part: 0.1, words: "a tenth" } : null;
  const verdict =
    share && pc !== null
      ? ` That is ${-pc >= share.part * 100 ? "more" : "less"} than ${share.words} below the high, ${-pc >= share.part * 100 ? "" : "short of "}what is commonly called a ${input.rule}.`
      : "";
  return {
    status: "answered",
    answer:
      `${label} was ${val(latest)} ${at(latest)}, ${whichLast}: ${formatDelta(Math.abs(delta), series.unit, [extreme.value, latest.value])}${percentText(pc)} ` +
      `${high ? "below" : "above"} its ${high ? "highest" : "lowest"}${span}, ${val(extreme)} ${at(extreme)}.${verdict}`,
    facts: [changeFact(extreme, latest, `difference of the latest value from the ${record} of the window (latest − ${record}) and its percent of the ${record}`, { change_pct: pc, from_record: record })],
    citations: [cite(series, region, latest), cite(series, region, extreme)],
    steps: [{ step: "compute", detail: `${record} ${extreme.value} (${extreme.date}); latest ${latest.value} (${latest.date}); latest − ${record} = ${delta}` }],
  };
}

/**
 * "Is gold in a bull market", "when did the current bull market start": the rule of thumb read as markets read
 * it, a rise of a fifth from a low starts a bull market and a fall of a fifth from a high ends it (a bear market).
 * The values are walked once: in a bull market the highest since it began is followed, in a bear market the
 * lowest, and a move of a fifth against it turns the market. The answer tells the market the latest value
 * stands in, the low (high) it began at, how far the latest value is from it and how long it has lasted.
 */
export function answerMarketRegime(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; window: AskWindow | null }): ComputedAnswer {
  const { series, region } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const points = input.window ? pointsInWindow(input.points, input.window) : input.points;
  if (points.length === 0) return { status: "no_data", answer: `There is no value of ${label} ${forWindowText(input.window)}.`, facts: [], citations: [], steps: [] };
  if (!tellsPercent(series.unit) || points.some((p) => p.value <= 0)) {
    return { status: "no_data", answer: `${label} is measured in ${series.unit}: a rise or fall in percent is not read from it.`, facts: [], citations: [], steps: [] };
  }
  const SHARE = 0.2;
  // `began`: the low a bull market rose from (the high a bear market fell from); null while no turn has been
  // seen, when the series is read as rising from its first value until it first falls a fifth
  const swings = swingsOf(points, (extreme, p, rising) => (rising ? p.value <= extreme.value * (1 - SHARE) : p.value >= extreme.value * (1 + SHARE)));
  const market = swings.rising ? "bull" : "bear";
  const { began } = swings;
  const turns = swings.turns.length;
  const latest = points.at(-1)!;
  const when = (p: AskPoint) => atPeriod(p.date, series.frequency);
  const val = (p: AskPoint) => formatValue(p.value, series.unit);
  const unitOf = (n: number) => periodsSaid(n, series.frequency);
  const coarse = series.frequency && series.frequency !== "daily" && series.frequency !== "weekly" ? ` Read on ${series.frequency} values: a move made and undone within one period does not show.` : "";
  const rule = "a rise of a fifth from a low not since followed by a fall of a fifth from a high";
  const path = citationPath(series.code, region.code, points[0]!.date, latest.date);
  const steps = [{ step: "compute", detail: `${turns} turns of a fifth over ${points.length} values; the latest in a ${market} market since ${began?.date ?? points[0]!.date}` }];
  if (!began) {
    const low = points.reduce((a, b) => (b.value < a.value ? b : a));
    return {
      status: "answered",
      answer:
        `${label} has not fallen a fifth from any high since the series began ${when(points[0]!)}, so by the rule of thumb (${rule}) it has been in what is commonly called a bull market throughout: ` +
        `${val(latest)} ${when(latest)}, ${formatDelta(Math.abs(latest.value - low.value), series.unit, [low.value, latest.value])}${percentText(percentChangeOf(series.unit, low.value, latest.value))} above its lowest, ${val(low)} ${when(low)}.${coarse}`,
      facts: [changeFact(low, latest, "change from the lowest value of the path to the latest", { market: "bull", turns, path })],
      citations: [cite(series, region, low), cite(series, region, latest)],
      steps,
    };
  }
  const lasted = periodsBetween(began.date, latest.date, series.frequency as Frequency);
  const pc = percentChangeOf(series.unit, began.value, latest.value);
  const moved = `${formatDelta(Math.abs(latest.value - began.value), series.unit, [began.value, latest.value])}${percentText(pc)} ${latest.value >= began.value ? "above" : "below"}`;
  const fact = changeFact(began, latest, `change from the ${market === "bull" ? "low the bull market rose from" : "high the bear market fell from"} to the latest value`, { market, turns, path });
  const duration: Fact = { kind: "duration", text: `periods of the series from the ${market === "bull" ? "low" : "high"} to the latest value`, params: { count: lasted, path: citationPath(series.code, region.code, began.date, latest.date) } };
  if (market === "bull") {
    const top = points.filter((p) => p.date >= began.date).reduce((a, b) => (b.value > a.value ? b : a));
    const high = points.reduce((a, b) => (b.value > a.value ? b : a));
    const below = high.value > latest.value && 1 - latest.value / high.value >= SHARE ? ` It still stands ${formatNumber((1 - latest.value / high.value) * 100, 1)}% below its highest, ${val(high)} ${when(high)}.` : "";
    return {
      status: "answered",
      answer:
        `Yes: by the rule of thumb (${rule}), ${label} is in what is commonly called a bull market, begun at its low of ${val(began)} ${when(began)}, ${unitOf(lasted)} before the latest value. ` +
        `${val(latest)} ${when(latest)} is ${moved} that low${top === latest ? ", the highest since" : `; the highest since was ${val(top)} ${when(top)}`}.${below}${coarse}`,
      facts: [fact, duration],
      citations: [cite(series, region, began), cite(series, region, latest), ...(top === latest ? [] : [cite(series, region, top)])],
      steps,
    };
  }
  const bottom = points.filter((p) => p.date >= began.date).reduce((a, b) => (b.value < a.value ? b : a));
  const rise = percentChangeOf(series.unit, bottom.value, latest.value);
  return {
    status: "answered",
    answer:
      `No: by the rule of thumb (${rule}), ${label} is in what is commonly called a bear market, begun at its high of ${val(began)} ${when(began)}, ${unitOf(lasted)} before the latest value. ` +
      `${val(latest)} ${when(latest)} is ${moved} that high; its lowest since was ${val(bottom)} ${when(bottom)}${bottom === latest ? ", the latest value" : `, and it has risen ${formatNumber(rise ?? 0, 1)}% from there, short of a fifth`}.${coarse}`,
    facts: [fact, duration],
    citations: [cite(series, region, began), cite(series, region, latest), ...(bottom === latest ? [] : [cite(series, region, bottom)])],
    steps,
  };
}

/**
 * The values walked as swings: a move one way lasts until `reverses` finds a value turned back far enough from
 * the extreme the move reached, which then begins the move the other way. The walk starts rising from the first
 * value. `began` is the extreme the move now under way turned at (null before any turn); `turns` every such extreme.
 */
function swingsOf(points: readonly AskPoint[], reverses: (extreme: AskPoint, p: AskPoint, rising: boolean) => boolean) {
  let rising = true;
  let began: AskPoint | null = null;
  let extreme = points[0]!;
  const turns: AskPoint[] = [];
  for (const p of points) {
    if (rising ? p.value > extreme.value : p.value < extreme.value) extreme = p;
    else if (reverses(extreme, p, rising)) {
      turns.push(extreme);
      [rising, began, extreme] = [!rising, extreme, p];
    }
  }
  return { rising, began, extreme, turns };
}

/** How many times the typical change of one period a move must be undone by to end, at least (a yearly series' year is one period). */
const TURN_MIN_MULTIPLE = 2;

/**
 * How a turn's values are told: the series' own (a value and its period), or another reading of them, as inflation
 * is read from a price index (answerInflationTurn).
 */
interface TurnReading {
  /** Who moves: "Gold price, monthly in World", at a sentence's start, and inside one where that differs ("inflation in …"). */
  label: string;
  labelInside?: string;
  /** The value and its period, as the answer writes them. */
  at(p: AskPoint): string;
  /** The size of the move from `a` to `b` as written, or null where the reading writes none. */
  moveOf(a: AskPoint, b: AskPoint): string | null;
  /** The facts a move from `from` to `to` rests on; `swing` (the rule's params) joins the first. */
  facts(from: AskPoint, to: AskPoint, text: string, swing: Record<string, unknown>): Fact[];
  cites(p: AskPoint): Citation[];
  /** The unit the values move in ("percent" of a rate) and the decimals the rule's size is written to. */
  unit: string | null;
  sizeDecimals(size: number): number;
  /** The series whose periods a move's length is counted on. */
  path(from: AskPoint, to: AskPoint): string;
}

/** The most decimals the values are written with (formatNumber drops a whole number's). */
const writtenDecimals = (values: readonly number[]) => Math.max(0, ...values.map((v) => formatNumber(v).split(".")[1]?.length ?? 0));

/** A series' values told as themselves (`recent`: those the rule's size is written beside). */
function seriesReading(series: AskSeriesInfo, region: AskRegionInfo, recent: readonly AskPoint[]): TurnReading {
  const decimals = writtenDecimals(recent.map((p) => p.value));
  return {
    label: `${seriesLabel(series)} in ${region.name}`,
    at: (p) => `${formatValue(p.value, series.unit)} ${atPeriod(p.date, series.frequency)}`,
    moveOf: (a, b) => `${formatDelta(Math.abs(b.value - a.value), series.unit, [a.value, b.value])}${percentText(percentChangeOf(series.unit, a.value, b.value))}`,
    facts: (from, to, text, swing) => [changeFact(from, to, text, swing)],
    cites: (p) => [cite(series, region, p)],
    unit: series.unit,
    // (in the unit, to no more decimals than the values are written with: "468,502 persons", not "468,501.6")
    sizeDecimals: (size) => Math.min(decimalsFor(size), decimals),
    path: (from, to) => citationPath(series.code, region.code, from.date, to.date),
  };
}

/**
 * "When did gold start rising", "how long has the 10-year yield been falling": the values walked as swings
 * (swingsOf), a move ending when the series turns back by more than its own typical movement over a year: the
 * robust spread of its changes over a year in the ten years up to the time asked (at least twice that of one
 * period's), read on the log scale for a series that moves in proportion to its level. The
 * answer tells when the move now under way began, and, if it runs the other way, when the last move the way
 * asked began and ended.
 */
export function answerTurn(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; asked: "rise" | "fall"; window?: AskWindow | null }): ComputedAnswer {
  const { series, region, points } = input;
  if (points.length < 3) return { status: "no_data", answer: `${seriesLabel(series)} in ${region.name} holds too few values to tell a rise from a fall.`, facts: [], citations: [], steps: [] };
  return turnOf({ ...input, reading: seriesReading(series, region, points.slice(-120)) });
}

/**
 * "When did inflation start rising", "has inflation peaked": inflation told as it is, the price index's change over
 * the twelve months to each month, walked as swings as answerTurn walks a series' values; each change cited by the
 * index's two values.
 */
export function answerInflationTurn(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; asked: "rise" | "fall"; window?: AskWindow | null }): ComputedAnswer {
  const { series, region } = input;
  const changes = twelveMonthChanges(input.points);
  const whose = `in ${region.name} (the change of ${seriesLabel(series)} over twelve months)`;
  const [label, labelInside] = [`Inflation ${whose}`, `inflation ${whose}`];
  if (changes.length < 3) return { status: "no_data", answer: `${label} holds too few values to tell a rise from a fall.`, facts: [], citations: [], steps: [] };
  const rates = changes.map((c) => ({ date: c.to.date, value: c.pct }));
  const of = new Map(rates.map((r, k) => [r, changes[k]!]));
  const ofRate = (r: AskPoint) => of.get(r)!;
  const reading: TurnReading = {
    label,
    labelInside,
    at: (r) => `${formatPercentChange(r.value)}% in the twelve months to ${formatPeriod(r.date, series.frequency)}`,
    moveOf: () => null,
    facts: (from, to, text, swing) => [
      changeFact(ofRate(from).from, ofRate(from).to, `${text}: the twelve-month change it starts at (difference of the two cited values and its percent of the first)`, swing),
      changeFact(ofRate(to).from, ofRate(to).to, `${text}: the twelve-month change it ends at (difference of the two cited values and its percent of the first)`),
    ],
    cites: (r) => [cite(series, region, ofRate(r).from), cite(series, region, ofRate(r).to)],
    unit: "percent",
    sizeDecimals: () => 1,
    path: (from, to) => citationPath(series.code, region.code, ofRate(from).from.date, to.date),
  };
  return turnOf({ ...input, series: { ...series, unit: "percent" }, points: rates, reading });
}

/** The swing walk of answerTurn and answerInflationTurn, its values told by `reading`. */
function turnOf(input: { series: AskSeriesInfo; points: AskPoint[]; asked: "rise" | "fall"; window?: AskWindow | null; reading: TurnReading }): ComputedAnswer {
  const { series, points, asked, reading } = input;
  const { label } = reading;
  const logScale = prefersLogScale(points.map((p) => p.value));
  const level = (p: AskPoint) => (logScale ? Math.log(p.value) : p.value);
  // the ten years up to the time asked, else the latest (the scale of a long series' moves changes over it), and
  // the values a year they hold (a market's trading days, not the calendar's)
  const inAsked = input.window && input.window.kind !== "all" ? pointsInWindow(points, input.window) : null;
  const upTo = inAsked?.length ? points.indexOf(inAsked.at(-1)!) + 1 : points.length;
  const calendarPerYear = periodsPerYear((series.frequency ?? "annual") as Frequency);
  const recent = points.slice(Math.max(0, upTo - Math.max(24, 10 * calendarPerYear)), upTo);
  const spanYears = (dayNumber(recent.at(-1)!.date) - dayNumber(recent[0]!.date)) / 365.25;
  const perYear = calendarPerYear > 12 && spanYears > 0 ? (recent.length - 1) / spanYears : calendarPerYear;
  // (a year's changes read directly, not one period's scaled up: a smooth series' months move together)
  const yearSteps = Math.max(1, Math.round(perYear));
  const changesOver = (k: number) => recent.slice(k).map((p, i) => level(p) - level(recent[i]!));
  const size = Math.max(robustScale(changesOver(yearSteps)), TURN_MIN_MULTIPLE * robustScale(changesOver(1)));
  const latest = points.at(-1)!;
  const at = reading.at;
  const moved = (a: AskPoint, b: AskPoint, way: string, lead: string) => {
    const m = reading.moveOf(a, b);
    return m === null ? "" : `${lead}${way} ${m}`;
  };
  const unitOf = (n: number) => periodsSaid(n, series.frequency);
  if (!(size > 0)) {
    return { status: "answered", answer: `${label} has hardly moved: its values over the last ten years change too little to tell a rise from a fall.`, facts: [], citations: reading.cites(latest), steps: [] };
  }
  const swings = swingsOf(points, (extreme, p, rising) => (rising ? level(extreme) - level(p) : level(p) - level(extreme)) >= size);
  const sizeWritten = formatNumber(size, reading.sizeDecimals(size));
  const sizeShown = Number(sizeWritten.replace(/,/g, ""));
  const sizeSaid = logScale ? `${formatNumber((Math.exp(size) - 1) * 100, 1)}%` : reading.unit === "USD" ? `$${sizeWritten}` : `${sizeWritten} ${changeUnit(reading.unit) || "points"}`;
  const rule = `a move lasts until the values turn back by more than ${sizeSaid}, the typical spread of their changes over a year${yearSteps === 1 ? " (at least twice that of one period's)" : ""}`;
  const steps = [{ step: "compute", detail: `${swings.turns.length} turns of ${size} (${logScale ? "log " : ""}scale; the robust spread of ${yearSteps}-period changes over ${recent.length} values); now ${swings.rising ? "rising" : "falling"} since ${swings.began?.date ?? points[0]!.date}` }];
  const swing = { swing: size, ...(logScale ? { swing_pct: (Math.exp(size) - 1) * 100 } : { swing_shown: sizeShown }), log_scale: logScale, turns: swings.turns.length, path: reading.path(points[0]!, latest) };
  const turnFacts = (from: AskPoint, to: AskPoint, text: string): Fact[] => reading.facts(from, to, text, swing);
  const cites = (...ps: AskPoint[]) => ps.flatMap((p) => reading.cites(p));
  const durationOf = (from: AskPoint, to: AskPoint, text: string): Fact => ({
    kind: "duration",
    text: `periods of the series ${text}`,
    params: { count: periodsBetween(from.date, to.date, series.frequency as Frequency), path: reading.path(from, to) },
  });
  // a time asked ("when did the S&P 500 start falling in 2008"): the move that way under way in it, from its turn to the next
  if (inAsked) {
    const starts = [points[0]!, ...swings.turns];
    const allMoves = starts.map((from, k) => ({ from, to: swings.turns[k] ?? swings.extreme, rising: k % 2 === 0, ended: k < swings.turns.length })).filter((m) => m.from !== m.to);
    const moves = allMoves.filter((m) => (m.rising ? "rise" : "fall") === asked);
    const first = inAsked[0]?.date;
    const last = inAsked.at(-1)?.date;
    if (!first || !last) return { status: "no_data", answer: `There is no value of ${label} ${forWindowText(input.window!)}.`, facts: [], citations: [], steps };
    const overlaps = (m: (typeof allMoves)[number]) => m.from.date <= last && m.to.date >= first;
    const move = moves.find(overlaps);
    if (!move) {
      // the move the other way under way then, and the next one the way asked after it
      const other = allMoves.find(overlaps);
      const next = moves.find((m) => m.from.date > last);
      const otherSaid = other ? `: it was ${other.rising ? "rising" : "falling"} then, from ${at(other.from)} to ${at(other.to)}` : "";
      const nextSaid = next ? ` Its next ${asked} began at ${at(next.from)} and ${next.ended ? "ran" : "has run so far"} to ${at(next.to)}${moved(next.from, next.to, asked === "rise" ? "up" : "down", ", ")}.` : "";
      return {
        status: "answered",
        answer: `${label} made no ${asked} of that size ${inWindowText(input.window!)}${otherSaid}.${nextSaid} (Read as swings: ${rule}.)`,
        facts: [...(other ? turnFacts(other.from, other.to, `the ${other.rising ? "rise" : "fall"} under way in the time asked`) : []), ...(next ? turnFacts(next.from, next.to, `the next ${asked} after the time asked`) : [])],
        citations: [...(other ? cites(other.from, other.to) : []), ...(next ? cites(next.from, next.to) : [])],
        steps,
      };
    }
    const turned = move.from === points[0] && !swings.turns.includes(move.from) ? `from the series' first value, ${at(move.from)}` : `when it turned ${asked === "rise" ? "up from a low" : "down from a high"} of ${at(move.from)}`;
    const ran = move.ended ? `and ran to ${at(move.to)}` : `and is still under way: its ${asked === "rise" ? "high" : "low"} so far ${at(move.to)}`;
    return {
      status: "answered",
      answer: `The ${asked} of ${reading.labelInside ?? label} under way ${inWindowText(input.window!)} began ${turned}, ${ran}${moved(move.from, move.to, asked === "rise" ? "up" : "down", ", ")} over ${unitOf(periodsBetween(move.from.date, move.to.date, series.frequency as Frequency))}. (Read as swings: ${rule}.)`,
      facts: [...turnFacts(move.from, move.to, `the ${asked} under way in the time asked: from the turn it began at to ${move.ended ? "the turn it ended at" : `its ${asked === "rise" ? "high" : "low"} so far`}`), durationOf(move.from, move.to, "from the turn the move began at to its end")],
      citations: cites(move.from, move.to),
      steps,
    };
  }
  const began = swings.began ?? points[0]!;
  const nowWay = swings.rising ? "rise" : "fall";
  const duration = durationOf(began, latest, "from the turn to the latest value");
  const lasted = unitOf(periodsBetween(began.date, latest.date, series.frequency as Frequency));
  const sinceTurn = swings.began ? `since it ${swings.rising ? "turned up from a low" : "turned down from a high"} of ${at(began)}` : `since the series began at ${at(began)}, with no turn of that size`;
  const backBy = reading.moveOf(swings.extreme, latest);
  const backSince = swings.extreme === latest ? "" : ` Its ${swings.rising ? "high" : "low"} since was ${at(swings.extreme)}; it has moved back${backBy === null ? "" : ` ${backBy}`} from there, short of a turn.`;
  const extremeCited = swings.extreme === latest ? [] : cites(swings.extreme);
  if (nowWay === asked) {
    return {
      status: "answered",
      answer: `${label} has been ${swings.rising ? "rising" : "falling"} ${sinceTurn}, ${lasted} before the latest value: ${at(latest)}${moved(began, latest, swings.rising ? "up" : "down", ", ")}.${backSince} (Read as swings: ${rule}.)`,
      facts: [...turnFacts(began, latest, `change from the turn the ${nowWay} now under way began at to the latest value`), duration],
      citations: [...cites(began, latest), ...extremeCited],
      steps,
    };
  }
  // moving the other way now: that move, then the last one the way asked (from the turn before to the turn it ended at)
  const lastStart = swings.turns.at(-2) ?? (swings.turns.length === 1 ? points[0]! : undefined);
  const lastOne = lastStart ? ` Its last ${asked} ran from ${at(lastStart)} to ${at(began)}${moved(lastStart, began, asked === "rise" ? "up" : "down", ", ")}.` : "";
  const nowMoved = reading.moveOf(began, latest);
  return {
    status: "answered",
    answer: `${label} is not ${asked === "rise" ? "rising" : "falling"} now: it has been ${swings.rising ? "rising" : "falling"} ${sinceTurn}, ${lasted} before the latest value, ${at(latest)}${nowMoved === null ? "" : ` (${swings.rising ? "up" : "down"} ${nowMoved})`}.${backSince}${lastOne} (Read as swings: ${rule}.)`,
    facts: [...turnFacts(began, latest, `change from the turn the ${nowWay} now under way began at to the latest value`), duration, ...(lastStart ? turnFacts(lastStart, began, `the last ${asked}: from the turn it began at to the turn it ended at`) : [])],
    citations: [...cites(began, latest), ...extremeCited, ...(lastStart ? cites(lastStart) : [])],
    steps,
  };
}

/** One signal interval as an answer tells it (GET /v1/signals holds the same). */
export interface AskSignal {
  type: string;
  direction: string | null;
  strength: string;
  validFrom: string;
  validTo: string | null;
}

const SIGNAL_NAMES: Record<string, string> = { trend_break: "a trend break", extreme: "an extreme value", acceleration: "a change of pace" };
const SIGNAL_PLURALS: Record<string, string> = { trend_break: "trend breaks", extreme: "extreme values", acceleration: "changes of pace" };

/** A window signals are listed over: the intervals open at some time between `from` and `to` (either may be open). */
export interface SignalSpan {
  window: AskWindow;
  from?: string;
  to?: string;
}

/** "At some time in 2008", "at some time since March 2020", "a year ago (…)": when the intervals of a span were open. */
function spanPhrase(span: SignalSpan): string {
  const text = formatWindowText(span.window);
  if (span.window.kind === "ago") return text;
  if (/^during\b/.test(span.window.text)) return `at some time during ${text}`;
  return /^(?:since|between|from|before|after|until|through|this|today)\b/.test(text) ? `at some time ${text}` : `at some time in ${text}`;
}

/** The call of a signals route that lists the same intervals. */
function signalsPath(route: "/v1/signals" | "/v1/signals/active", span: SignalSpan | null, filters: (string | null)[], minStrength: string, limit: number): string {
  const query = [...filters, `strength=${minStrength}`, span?.from ? `from=${span.from}` : null, span?.to ? `to=${span.to}` : null, `limit=${limit}`].filter(Boolean).join("&");
  return `${route}?${query}`;
}

/**
 * "Any unusual movements in oil prices", "signals for gold", "trend breaks in oil in 2008": the latest signals
 * detected on the series (of one kind, when asked; open at some time in the window asked, when one is) at neutral
 * strength or more (strong only, when asked), the latest first as GET /v1/signals lists them, each with its
 * direction, strength and span, the latest value beside them.
 */
export function answerSignals(input: {
  series: AskSeriesInfo;
  region: AskRegionInfo;
  points: AskPoint[];
  signals: AskSignal[];
  type: string | null;
  minStrength: "neutral" | "strong";
  span: SignalSpan | null;
  limit: number;
}): ComputedAnswer {
  const { series, region, signals, type, minStrength, span } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const latest = input.points.at(-1);
  if (!latest) return { status: "no_data", answer: `No values of ${label} are stored.`, facts: [], citations: [], steps: [] };
  const day = (stamp: string) => formatPeriod(stamp.slice(0, 10), series.frequency);
  const told = signals.map((g) => `${type ? "" : `${SIGNAL_NAMES[g.type] ?? g.type}${g.direction ? " " : ""}`}${g.direction ?? ""} (${g.strength}) ${g.validTo ? `from ${day(g.validFrom)} until ${day(g.validTo)}` : `since ${day(g.validFrom)}, still open`}`.trim());
  const kinds = type ? (SIGNAL_PLURALS[type] ?? type) : "signals";
  const strength = minStrength === "strong" ? "strong ones only" : "neutral strength or more";
  const when = span ? ` ${spanPhrase(span)}` : "";
  const now = `The latest value, ${formatPeriod(latest.date, series.frequency)}, is ${formatValue(latest.value, series.unit)}.`;
  const answer = signals.length
    ? `The latest ${kinds} detected on ${label}${span ? `, open${when}` : ""} (${strength}, newest first): ${told.join("; ")}.${span || signals.some((g) => !g.validTo) ? "" : " None is open now."} ${now}`
    : `No ${minStrength === "strong" ? "strong " : ""}${type ? (SIGNAL_NAMES[type] ?? type).replace(/^an? /, "") : "signal"}${minStrength === "strong" ? "" : " at neutral strength or more"} ${span ? `was open on ${label}${when}` : `has been detected on ${label}`}. ${now}`;
  const filters = [`indicator=${encodeURIComponent(series.code)}`, `region=${encodeURIComponent(region.code)}`, type ? `type=${type}` : null];
  return {
    status: "answered",
    answer,
    facts: [
      {
        kind: "signals",
        text: `the signal intervals detected on the series at ${minStrength} strength${minStrength === "strong" ? "" : " or more"}, newest first (path: the same list from the signals route)`,
        params: {
          count: signals.length,
          signals: signals.map((g) => ({ type: g.type, direction: g.direction, strength: g.strength, valid_from: g.validFrom, valid_to: g.validTo })),
          path: signalsPath("/v1/signals", span, filters, minStrength, input.limit),
        },
      },
    ],
    citations: [cite(series, region, latest)],
    steps: [{ step: "compute", detail: `${signals.length} signal intervals at ${minStrength} or stronger; latest value ${latest.value} (${latest.date})` }],
  };
}

/** One signal interval across the series, as an answer tells it (the signals routes hold the same). */
export interface AskOpenSignal extends AskSignal {
  indicator: string;
  indicatorName: string;
  frequency: Frequency;
  region: string;
  regionName: string;
}

/** Most signals across the series an answer names one by one, "the ten most recently begun" (the fact holds them all). */
const SIGNALS_TOLD = 10;

/**
 * "What signals are open", "which series show trend breaks in the US", "what signals were open in 2008": the
 * signals across the series the reader may read (of one kind, in one place, when asked) at neutral strength or
 * more (strong only, when asked), the most recently begun first: those open now, as GET /v1/signals/active lists
 * them, or with a window those open at some time in it, as GET /v1/signals lists them with `from` and `to`.
 * `more` when the list stopped at `limit`.
 */
export function answerSignalsAcross(input: {
  signals: AskOpenSignal[];
  type: string | null;
  minStrength: "neutral" | "strong";
  region: { code: string; name: string } | null;
  /** The kind of place asked ("which countries"): the places of that type only (under `region`, when one is named). */
  placeKind: { type: string; name: string } | null;
  limit: number;
  more: boolean;
  span: SignalSpan | null;
}): ComputedAnswer {
  const { signals, type, region, placeKind, minStrength, span, more } = input;
  const strong = minStrength === "strong" ? "strong " : "";
  const kind = `${strong}${type ? (SIGNAL_NAMES[type] ?? type).replace(/^an? /, "") : "signal"}`;
  const kinds = `${strong}${type ? (SIGNAL_PLURALS[type] ?? type) : "signals"}`;
  const least = minStrength === "strong" ? "" : " at neutral strength or more";
  const where = placeKind ? ` in ${placeKind.name}${region ? ` of ${region.name}` : ""}` : region ? ` in ${region.name}` : "";
  // the places' own names are told when more than one place is listed
  const onePlace = region !== null && placeKind === null;
  const when = span ? ` ${spanPhrase(span)}` : "";
  const period = (g: AskOpenSignal, stamp: string) => formatPeriod(stamp.slice(0, 10), g.frequency);
  const told = signals
    .slice(0, SIGNALS_TOLD)
    .map(
      (g) =>
        `${type ? "" : `${SIGNAL_NAMES[g.type] ?? g.type} `}${g.direction ? `${g.direction} ` : ""}(${g.strength}) in ${g.indicatorName}${onePlace ? "" : ` (${g.regionName})`} ` +
        (g.validTo ? `from ${period(g, g.validFrom)} until ${period(g, g.validTo)}` : `since ${period(g, g.validFrom)}${span ? ", still open" : ""}`),
    );
  const first = more
    ? `; the fact lists the ${input.limit} most recently begun, and here are the first ten`
    : signals.length > SIGNALS_TOLD
      ? ", the ten most recently begun (the fact lists them all)"
      : signals.length > 1
        ? ", the most recently begun first"
        : "";
  const count = more ? `More than ${input.limit}` : `${signals.length}`;
  const one = signals.length === 1 && !more;
  const verb = span ? (one ? "was open" : "were open") : one ? "is open" : "are open";
  const answer = signals.length
    ? `${count} ${one ? kind : kinds} ${verb}${where}${when}${least}${first}: ${told.join("; ")}.`
    : `No ${kind} ${span ? "was" : "is"} open${where}${when}${least}.`;
  const filters = [onePlace ? `region=${encodeURIComponent(region.code)}` : null, type ? `type=${type}` : null];
  // (the routes take one region: the places of a kind are the route's list kept to those regions_path lists)
  const regionsPath = placeKind ? `/v1/regions?type=${placeKind.type}${region ? `&parent=${encodeURIComponent(region.code)}` : ""}` : null;
  return {
    status: "answered",
    answer,
    facts: [
      {
        kind: "signals",
        text:
          `the signal intervals ${span ? `open${when}` : "open now"} across the series, at ${minStrength} strength${minStrength === "strong" ? "" : " or more"}, the most recently begun first ` +
          `(path: the same list from the ${span ? "signals" : "active signals"} route${regionsPath ? ", kept to the regions regions_path lists" : ""})`,
        params: {
          count: signals.length,
          ...(more ? { more: true } : {}),
          ...(regionsPath ? { regions_path: regionsPath } : {}),
          signals: signals.map((g) => ({ indicator: g.indicator, region: g.region, type: g.type, direction: g.direction, strength: g.strength, valid_from: g.validFrom, ...(span ? { valid_to: g.validTo } : {}) })),
          path: signalsPath(span ? "/v1/signals" : "/v1/signals/active", span, filters, minStrength, input.limit),
        },
      },
    ],
    citations: [],
    steps: [{ step: "compute", detail: `${signals.length}${more ? "+" : ""} signal intervals at ${minStrength} or stronger${span ? ` open${when}` : " open now"}${region ? ` in ${region.code}` : ""}${type ? ` of type ${type}` : ""}` }],
  };
}

/**
 * "How much did gold fall from its 2011 peak": from the highest value of the window (of the history without
 * one) to the low of the fall that followed. When the series later stood above that high again, the low is
 * the lowest value before it did. When it has not, the fall ends once the series wins back more than half of
 * it, counted only after the fall has reached half its deepest: oil's 2008 fall ends in December 2008, not
 * at the prices of April 2020, and a wiggle just after the peak ends nothing. With `worseUp` (a recovery asked
 * of a series where higher is worse: "how long did unemployment take to recover after 2008"), mirrored: from
 * the lowest to the high of the rise that followed, until it stood below that low again.
 */
export function answerPeakFall(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; window: AskWindow | null; worseUp?: boolean }): ComputedAnswer {
  const { series, region, points } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const at = (p: AskPoint) => atPeriod(p.date, series.frequency);
  const val = (p: AskPoint) => formatValue(p.value, series.unit);
  // the value as the good direction reads it: up, or down where higher is worse
  const good = (p: AskPoint) => (input.worseUp ? -p.value : p.value);
  const [move, fell, rose, highest, lowest, above, high] = input.worseUp
    ? ["rise", "rose", "fell", "lowest", "highest", "below", "low"]
    : ["fall", "fell", "rose", "highest", "lowest", "above", "high"];
  const inWindow = input.window ? pointsInWindow(points, input.window) : points;
  if (inWindow.length === 0) return { status: "no_data", answer: `There is no value of ${label} ${forWindowText(input.window)}.`, facts: [], citations: [], steps: [] };
  const peak = inWindow.reduce((e, p) => (good(p) > good(e) ? p : e));
  const span = input.window ? ` ${windowPhrase(input.window)}` : "";
  const after = points.slice(points.indexOf(peak) + 1);
  const regainedAt = after.findIndex((p) => good(p) > good(peak));
  const regained = regainedAt < 0 ? undefined : after[regainedAt];
  const until = regained ? after.slice(0, regainedAt) : after;
  const lowestUntil = until.length ? until.reduce((e, p) => (good(p) < good(e) ? p : e)) : undefined;
  if (!lowestUntil || good(lowestUntil) >= good(peak)) {
    const next = after[0];
    return {
      status: "answered",
      answer: next
        ? `${label} did not ${move} from its ${highest}${span}, ${val(peak)} ${at(peak)}: it ${rose} past it ${at(next)}, to ${val(next)}.`
        : `${label} stands at its ${highest}${span}: ${val(peak)} ${at(peak)}, the latest period stored.`,
      facts: [{ kind: highest, text: `the ${highest} of the window, with no ${input.worseUp ? "higher" : "lower"} value after it`, params: { date: peak.date, value: peak.value } }],
      citations: [cite(series, region, peak), ...(next ? [cite(series, region, next)] : [])],
      steps: [{ step: "compute", detail: `${highest} ${peak.value} (${peak.date}); no ${move} after it` }],
    };
  }
  let low = lowestUntil;
  let halfBack: AskPoint | undefined;
  if (!regained) {
    const deepest = good(peak) - good(low);
    let running: AskPoint | undefined;
    for (const p of until) {
      if (!running || good(p) < good(running)) running = p;
      else if (good(peak) - good(running) >= deepest / 2 && good(p) - good(running) > (good(peak) - good(running)) / 2) {
        [low, halfBack] = [running, p];
        break;
      }
    }
  }
  const latest = points.at(-1)!;
  const pc = percentChangeOf(series.unit, peak.value, low.value);
  const ending = regained
    ? `, its ${lowest} before it stood ${above} that ${high} again ${at(regained)} (${val(regained)}), ${elapsedText(peak.date, regained.date)} after the ${high}`
    : halfBack
      ? `, the ${lowest} of that ${move}: it had won back more than half of it ${at(halfBack)} (${val(halfBack)}), and has not stood ${above} the ${high} since`
      : low === latest
        ? ", the latest period stored"
        : `, its ${lowest} since; the latest, ${formatPeriod(latest.date, series.frequency)}, is ${val(latest)}`;
  const later = regained ?? halfBack ?? (low === latest ? undefined : latest);
  return {
    status: "answered",
    answer: `${label} ${fell} ${formatDelta(Math.abs(difference(low, peak)), series.unit, [peak.value, low.value])}${percentText(pc)} from its ${highest}${span}, ${val(peak)} ${at(peak)}, to ${val(low)} ${at(low)}${ending}.`,
    facts: [
      changeFact(peak, low, `the ${move} from the ${highest} of the window to the ${lowest} that followed (difference of the two cited values and its percent of the first)`, {
        change_pct: pc,
        peak_fall: true,
        regained_date: regained?.date ?? null,
        half_regained_date: halfBack?.date ?? null,
      }),
    ],
    citations: [cite(series, region, peak), cite(series, region, low), ...(later ? [cite(series, region, later)] : [])],
    steps: [{ step: "compute", detail: `${highest} ${peak.value} (${peak.date}); ${lowest} of the ${move} ${low.value} (${low.date}); ${above} the ${high} again ${regained?.date ?? "not yet"}; half won back ${halfBack?.date ?? "-"}` }],
  };
}

/** The whole years and months from one date to a later one (the days, within a month). */
function elapsedBetween(from: string, to: string): { years: number; months: number; days: number } {
  let months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
  if (Number(to.slice(8, 10)) < Number(from.slice(8, 10))) months -= 1;
  return { years: Math.floor(months / 12), months: months % 12, days: months < 1 ? dayNumber(to) - dayNumber(from) : 0 };
}

/** "208 days later" (of days or weeks: "how many days since oil was last below $60"), "7 months later", "5 years later". */
function elapsedLater(from: string, to: string, frequency: string | null): string {
  const days = dayNumber(to) - dayNumber(from);
  return frequency === "daily" || frequency === "weekly" ? `${formatNumber(days)} day${days === 1 ? "" : "s"} later` : `${elapsedText(from, to)} later`;
}

/** "6 years and 4 months", "11 years", "23 days": the time from one date to a later one, as `elapsedBetween` counts it. */
function elapsedText(from: string, to: string): string {
  const { years, months, days } = elapsedBetween(from, to);
  const part = (n: number, unit: string) => (n ? [`${formatNumber(n)} ${unit}${n === 1 ? "" : "s"}`] : []);
  return [...part(years, "year"), ...part(months, "month"), ...part(days, "day")].join(" and ");
}

/**
 * "The S&P 500's maximum drawdown in 2020", "gold's largest drawdown": the largest fall within the window (the history
 * without one) from a high to a later low, each high the highest value up to it. A level with a true zero is
 * measured in percent of the high, as a drawdown is; another (a rate, an anomaly), by the difference.
 */
export function answerMaxDrawdown(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; window: AskWindow | null }): ComputedAnswer {
  const { series, region } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const at = (p: AskPoint) => atPeriod(p.date, series.frequency);
  const val = (p: AskPoint) => formatValue(p.value, series.unit);
  const points = input.window ? pointsInWindow(input.points, input.window) : input.points;
  if (points.length === 0) return { status: "no_data", answer: `There is no value of ${label} ${forWindowText(input.window)}.`, facts: [], citations: [], steps: [] };
  const when = (p: AskPoint) => formatPeriod(p.date, series.frequency);
  const span = input.window ? ` ${windowPhrase(input.window)}` : ` from ${when(points[0]!)} to ${when(points.at(-1)!)}`;
  const inPercent = tellsPercent(series.unit) && points.every((p) => p.value > 0);
  const depth = (high: AskPoint, low: AskPoint) => (inPercent ? 1 - low.value / high.value : high.value - low.value);
  let high = points[0]!;
  let worst: { high: AskPoint; low: AskPoint } | null = null;
  for (const p of points) {
    if (p.value > high.value) high = p;
    else if (p.value < high.value && (!worst || depth(high, p) > depth(worst.high, worst.low))) worst = { high, low: p };
  }
  if (!worst) {
    return {
      status: "answered",
      answer: `${label} never fell below an earlier high${span}: each value stood at or above every one before it.`,
      facts: [],
      citations: [cite(series, region, points[0]!), cite(series, region, points.at(-1)!)],
      steps: [{ step: "compute", detail: `no value below the running high over ${points.length} values` }],
    };
  }
  const { high: peak, low } = worst;
  const pc = percentChangeOf(series.unit, peak.value, low.value);
  return {
    status: "answered",
    answer: `The largest fall of ${label} from a high to a later low${span} (its maximum drawdown) was ${formatDelta(peak.value - low.value, series.unit, [peak.value, low.value])}${percentText(pc)}: from ${val(peak)} ${at(peak)} to ${val(low)} ${at(low)}.`,
    facts: [changeFact(peak, low, "the largest fall of the window from a high to a later low (difference of the two cited values and its percent of the first)", { change_pct: pc, max_drawdown: true })],
    citations: [cite(series, region, peak), cite(series, region, low)],
    steps: [{ step: "compute", detail: `running high ${peak.value} (${peak.date}) to ${low.value} (${low.date}), ${inPercent ? "in percent" : "by difference"}` }],
  };
}

/** Most spells of a fall below a high told one by one; beyond, the deepest and the latest. */
const MAX_SPELLS_TOLD = 8;

/**
 * "How many bear markets has the S&P 500 had", "how many times has gold fallen 30% from its high": the spells in
 * which the series stood at least `threshold` percent below its running high within the window, each from that
 * high to the lowest value before the high was regained (a spell still open at the latest value is told as such).
 * Each spell's high and low are cited and its fall declared; the count is declared beside them.
 */
export function answerDrawdownSpells(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; window: AskWindow | null; threshold: number; latest: boolean; during?: number }): ComputedAnswer {
  const { series, region, threshold } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const points = input.window ? pointsInWindow(input.points, input.window) : input.points;
  if (points.length === 0) return { status: "no_data", answer: `There is no value of ${label} ${forWindowText(input.window)}.`, facts: [], citations: [], steps: [] };
  if (!tellsPercent(series.unit) || points.some((p) => p.value <= 0)) {
    return { status: "no_data", answer: `${label} is measured in ${series.unit}: a fall in percent below a high is not read from it.`, facts: [], citations: [], steps: [] };
  }
  const when = (p: AskPoint) => formatPeriod(p.date, series.frequency);
  const val = (p: AskPoint) => formatValue(p.value, series.unit);
  const spells: { high: AskPoint; low: AskPoint; regained: AskPoint | null }[] = [];
  let high = points[0]!;
  let low: AskPoint | null = null;
  let deep = false;
  for (const p of points) {
    if (p.value >= high.value) {
      if (deep && low) spells.push({ high, low, regained: p });
      [high, low, deep] = [p, null, false];
      continue;
    }
    if (!low || p.value < low.value) low = p;
    if ((1 - low.value / high.value) * 100 >= threshold) deep = true;
  }
  if (deep && low) spells.push({ high, low, regained: null });
  const share = threshold === 20 ? "a fifth" : threshold === 10 ? "a tenth" : `${formatNumber(threshold)}%`;
  const named = threshold === 20 ? " (what is commonly called a bear market)" : threshold === 10 ? " (a correction)" : "";
  const span = input.window ? windowPhrase(input.window) : `from ${when(points[0]!)} to ${when(points.at(-1)!)}`;
  // a monthly (quarterly) series shows no fall that was made and undone within one of its periods
  const coarse = series.frequency && series.frequency !== "daily" && series.frequency !== "weekly" ? ` Read on ${series.frequency} values: a fall undone within one period does not show.` : "";
  const path = citationPath(series.code, region.code, points[0]!.date, points.at(-1)!.date);
  const countFact: Fact = { kind: "count", text: `spells of a fall of at least ${threshold}% below the running high among the values of the path, each until the high was regained`, params: { count: spells.length, spells: spells.length, periods: points.length, threshold, path } };
  const steps = [{ step: "compute", detail: `${spells.length} spells at least ${threshold}% below the running high over ${points.length} values` }];
  if (spells.length === 0) {
    return {
      status: "answered",
      answer: `${label} never stood ${share} or more below an earlier high${named} ${span}.${coarse}`,
      facts: [countFact],
      citations: [cite(series, region, points[0]!), cite(series, region, points.at(-1)!)],
      steps,
    };
  }
  const fall = (s: (typeof spells)[number]) => (1 - s.low.value / s.high.value) * 100;
  const told = (s: (typeof spells)[number]) =>
    `${val(s.high)} ${atPeriod(s.high.date, series.frequency)} to ${val(s.low)} ${atPeriod(s.low.date, series.frequency)} (down ${formatNumber(fall(s), 1)}%${s.regained ? `, the high regained ${atPeriod(s.regained.date, series.frequency)}` : ", not yet regained"})`;
  const deepest = spells.reduce((a, b) => (fall(b) > fall(a) ? b : a));
  // how long a spell took: from the high to the low, and to the high regained (periods of the series apart)
  const lasted = (s: (typeof spells)[number]) => {
    // (a daily series' calendar days, not its trading days)
    const apart = (a: AskPoint, b: AskPoint) => periodsBetween(a.date, b.date, series.frequency as Frequency);
    const unitOf = (n: number) => periodsSaid(n, series.frequency);
    const [down, back] = [apart(s.high, s.low), s.regained ? apart(s.high, s.regained) : null];
    const facts: Fact[] = [{ kind: "duration", text: "periods of the series from the high to the low (path: its values)", params: { count: down, path: citationPath(series.code, region.code, s.high.date, s.low.date) } }];
    if (back !== null) facts.push({ kind: "duration", text: "periods of the series from the high to its regaining (path: its values)", params: { count: back, path: citationPath(series.code, region.code, s.high.date, s.regained!.date) } });
    return { said: ` It took ${unitOf(down)} from the high to the low${back === null ? ", and the high is not yet regained" : `, and ${unitOf(back)} to regain the high`}.`, facts, cited: s.regained ? [cite(series, region, s.regained)] : [] };
  };
  // "the 2008 bear market": the spell under way in that year (from its high to the high regained, or to now)
  if (input.during !== undefined) {
    const year = String(input.during);
    const inYear = spells.filter((s) => s.high.date.slice(0, 4) <= year && (s.regained?.date ?? points.at(-1)!.date).slice(0, 4) >= year);
    if (inYear.length === 0) {
      return { status: "answered", answer: `${label} did not stand ${share} or more below an earlier high${named} in ${year}.${coarse}`, facts: [countFact], citations: [cite(series, region, points[0]!), cite(series, region, points.at(-1)!)], steps };
    }
    const lead = inYear.reduce((a, b) => (fall(b) > fall(a) ? b : a));
    const duration = lasted(lead);
    return {
      status: "answered",
      answer: `In ${year}, ${label} was in a fall of ${share} or more below an earlier high${named}: from ${told(lead)}.${duration.said}${coarse}`,
      facts: [changeFact(lead.high, lead.low, `the spell's fall from the running high to its lowest value before the high was regained`, { regained_date: lead.regained?.date ?? null }), ...duration.facts],
      citations: [cite(series, region, lead.high), cite(series, region, lead.low), ...duration.cited],
      steps,
    };
  }
  const shown = spells.length <= MAX_SPELLS_TOLD ? spells : [...new Set([deepest, spells.at(-1)!])];
  const latestLasted = input.latest ? lasted(spells.at(-1)!) : null;
  const listed =
    spells.length <= MAX_SPELLS_TOLD
      ? spells.map((s, i) => `${i + 1}. ${told(s)}`).join("; ")
      : `the deepest from ${told(deepest)}${deepest === spells.at(-1) ? "" : `; the latest from ${told(spells.at(-1)!)}`}`;
  const word = spells.length === 1 ? "spell" : "spells";
  return {
    status: "answered",
    answer:
      (latestLasted ? `The latest time ${label} fell ${share} or more below an earlier high${named} was from ${told(spells.at(-1)!)}.${latestLasted.said} ` : "") +
      `${input.latest ? "It did so" : `${label} fell ${share} or more below an earlier high${named}`} in ${formatNumber(spells.length, 0)} ${word} ${span}, each told from the high to its lowest value before the high was regained: ${listed}.${coarse}`,
    facts: [
      countFact,
      ...shown.map((s) => changeFact(s.high, s.low, `a spell's fall from the running high to its lowest value before the high was regained`, { regained_date: s.regained?.date ?? null })),
      ...(latestLasted?.facts ?? []),
    ],
    citations: shown.flatMap((s) => [cite(series, region, s.high), cite(series, region, s.low)]),
    steps,
  };
}

/**
 * "Was the 2008 crash worse than 2020": each year's fall below a running high told as answerDrawdownSpells tells the
 * spell under way in a year (a bear market's fifth, or else a correction's tenth), then which fall went deeper and
 * how long each took from the high to the low.
 */
export function answerCrashesSideBySide(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; years: [number, number] }): ComputedAnswer {
  let sides = input.years.map((year) => {
    const bear = answerDrawdownSpells({ ...input, window: null, threshold: 20, latest: false, during: year });
    const told = spellOf(bear) ? bear : answerDrawdownSpells({ ...input, window: null, threshold: 10, latest: false, during: year });
    return { year, told, spell: spellOf(told) };
  });
  const sentences: string[] = [];
  // both years within one spell (oil has not regained its 2008 high): each year told by its own largest fall
  if (sides[0]!.spell && sides[0]!.spell.from === sides[1]!.spell?.from) {
    sentences.push(`Both ${input.years[0]} and ${input.years[1]} fall within one spell below the high ${atPeriod(sides[0]!.spell.from, input.series.frequency)}, so each is told by its largest fall from a high to a later low within the year.`);
    sides = input.years.map((year) => {
      const told = answerMaxDrawdown({ ...input, window: { text: String(year), kind: "range", start: `${year}-01-01`, end: `${year}-12-31` } });
      const fall = told.facts.find((f) => f.kind === "change");
      if (!fall) return { year, told, spell: null };
      const [from, to] = [String(fall.params.from_date), String(fall.params.to_date)];
      const periods = periodsBetween(from, to, input.series.frequency as Frequency);
      const duration: Fact = { kind: "duration", text: "periods of the series from the high to the low (path: its values)", params: { count: periods, path: citationPath(input.series.code, input.region.code, from, to) } };
      return { year, told: { ...told, facts: [...told.facts, duration] }, spell: { from, pct: Number(fall.params.change_pct), periods } };
    });
  }
  sentences.push(...sides.map((side) => side.told.answer));
  const [a, b] = sides as [(typeof sides)[number], (typeof sides)[number]];
  if (a.spell && b.spell) {
    const [deeper, milder] = a.spell.pct <= b.spell.pct ? [a, b] : [b, a];
    const lasted = (n: number) => periodsSaid(n, input.series.frequency);
    const took = deeper.spell!.periods !== null && milder.spell!.periods !== null ? ` It took ${lasted(deeper.spell!.periods)} from the high to the low, against ${lasted(milder.spell!.periods)}.` : "";
    sentences.push(
      Math.abs(a.spell.pct - b.spell.pct) < 0.05
        ? `The two falls were as deep, ${formatNumber(-a.spell.pct, 1)}%.`
        : `The fall of ${deeper.year} went deeper: ${formatNumber(-deeper.spell!.pct, 1)}% below its high, against ${formatNumber(-milder.spell!.pct, 1)}% in ${milder.year}.${took}`,
    );
  } else if (a.spell || b.spell) {
    const fell = a.spell ? a : b;
    sentences.push(`Only in ${fell.year} did it stand a tenth or more below an earlier high.`);
  }
  return {
    status: sides.some((side) => side.told.status === "answered") ? "answered" : "no_data",
    answer: sentences.join(" "),
    facts: sides.flatMap((side) => side.told.facts),
    citations: sides.flatMap((side) => side.told.citations),
    steps: sides.flatMap((side) => side.told.steps),
  };
}

/** The spell a year's answerDrawdownSpells told: when its high was, its fall in percent, and the periods to its low. */
function spellOf(told: ComputedAnswer): { from: string; pct: number; periods: number | null } | null {
  const fall = told.facts.find((f) => f.kind === "change");
  if (!fall) return null;
  const duration = told.facts.find((f) => f.kind === "duration");
  return { from: String(fall.params.from_date), pct: Number(fall.params.change_pct), periods: duration ? Number(duration.params.count) : null };
}

/** A count of a series' periods as said: "17 months", "1 day". */
const periodsSaid = (n: number, frequency: string | null | undefined) => `${formatNumber(n, 0)} ${PERIOD_OF_FREQUENCY[frequency ?? ""] ?? "period"}${n === 1 ? "" : "s"}`;

/** The frequency whose neighbouring values are one period of `unit` apart. */
const FREQUENCY_OF_PERIOD = { day: "daily", week: "weekly", month: "monthly", quarter: "quarterly" } as const;

/**
 * "The average monthly change in CPI in 2022": the mean of the changes from one period of `unit` to the next whose
 * later period falls in the window (the whole history without one), not the change across the window; in the
 * series' unit and, for a level whose values are all positive, the mean of the percent changes too. A series finer
 * than the period asked is read by each month's (quarter's) last value, save the one still under way at its latest
 * value; only neighbouring periods are compared, none across a gap. The means and their count are declared in facts with the path of the values read;
 * the values at either end are cited.
 */
export function answerMeanChange(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; window: AskWindow | null; unit: keyof typeof FREQUENCY_OF_PERIOD }): ComputedAnswer {
  const { series, region, unit, window } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const asked = FREQUENCY_OF_PERIOD[unit];
  const own = (series.frequency ?? "") as Frequency;
  const ownPerYear = periodsPerYear(own) ?? 0;
  const per = ownPerYear > periodsPerYear(asked) && (asked === "monthly" || asked === "quarterly") ? asked : null;
  if (ownPerYear < periodsPerYear(asked) || (ownPerYear > periodsPerYear(asked) && !per)) {
    return { status: "no_data", answer: `${label} is stored ${own || "at no set frequency"}: a change from one ${unit} to the next is not computed from it.`, facts: [], citations: [], steps: [] };
  }
  // (trading days: a month whose latest value is within a weekend and a holiday of its end is over)
  const lasts = per ? [...pointsByPeriod(input.points, unit as PeriodUnit).values()].map((g) => g.at(-1)!) : input.points;
  const underWay = per && lasts.length > 0 && stillUnderWay(lasts.at(-1)!, own, unit as PeriodUnit);
  const values = underWay ? lasts.slice(0, -1) : lasts;
  const inWindow = new Set(window ? pointsInWindow(values, window) : values);
  // a span back from now or on from a date holds its first value as the base, as a change over it does ("the last
  // year": twelve changes from a year ago); a year, a range of dates or "since 2020" also holds the change into its
  // first period
  const fromItsStart = (window?.kind === "relative" || window?.kind === "since") && !window.fromBefore;
  const pairs = values.flatMap((b, i) =>
    i > 0 && inWindow.has(b) && (!fromItsStart || inWindow.has(values[i - 1]!)) && inRow(values[i - 1]!, b, own, per) ? [{ a: values[i - 1]!, b }] : [],
  );
  if (pairs.length === 0) {
    const none = inWindow.size === 0 ? `There is no value of ${label}` : `${label} holds no two ${unit}s in a row`;
    return { status: "no_data", answer: `${none}${window ? ` ${windowPhrase(window)}` : ""}.`, facts: [], citations: [], steps: [] };
  }
  const meanOfPairs = (f: (p: (typeof pairs)[number]) => number) => pairs.reduce((sum, p) => sum + f(p), 0) / pairs.length;
  const meanDiff = meanOfPairs(({ a, b }) => b.value - a.value);
  const inPercent = tellsPercent(series.unit) && pairs.every(({ a, b }) => pct(a.value, b.value) !== null);
  const meanPct = inPercent ? meanOfPairs(({ a, b }) => pct(a.value, b.value)!) : null;
  const [first, last] = [pairs[0]!.a, pairs.at(-1)!.b];
  const at = (p: AskPoint) => atPeriod(p.date, series.frequency);
  const path = citationPath(series.code, region.code, first.date, last.date);
  const fact = (average: number, measure: string, text: string): Fact => ({
    kind: "mean_change",
    text,
    params: { average, measure, per: unit, count: pairs.length, from_date: first.date, to_date: last.date, path },
  });
  const changes = `${formatNumber(pairs.length)} changes from one ${unit} to the next${per ? ` (each ${unit}'s last value)` : ""}`;
  return {
    status: "answered",
    answer:
      `On average${window ? ` ${windowPhrase(window)}` : ""}, ${label} changed by ${formatNumber(meanDiff)} ${changeUnit(series.unit)} a ${unit}` +
      `${meanPct === null ? "" : ` (${formatNumber(meanPct)}%)`}: the mean of the ${changes}, from ${formatValue(first.value, series.unit)} ${at(first)} to ${formatValue(last.value, series.unit)} ${at(last)}.`,
    facts: [
      fact(meanDiff, "difference", `mean of the ${changes} of the path, each the value less the one before`),
      ...(meanPct === null ? [] : [fact(meanPct, "percent change", `mean of the percent changes of the same ${unit}s, each of the value before`)]),
    ],
    citations: [cite(series, region, first), cite(series, region, last)],
    steps: [{ step: "compute", detail: `mean of ${pairs.length} ${unit}-to-${unit} changes ${first.date}..${last.date}: ${meanDiff}${meanPct === null ? "" : ` (${meanPct}%)`}` }],
  };
}

/** With no window, volatility is judged over a recent span holding enough changes: a year of days, five of months. */
const RECENT_SPAN: Readonly<Record<string, { amount: number; unit: "y" }>> = {
  daily: { amount: 1, unit: "y" },
  weekly: { amount: 2, unit: "y" },
  monthly: { amount: 5, unit: "y" },
  quarterly: { amount: 10, unit: "y" },
  annual: { amount: 30, unit: "y" },
};

/** The sample standard deviation. */
function standardDeviation(xs: readonly number[]): number {
  const mean = xs.reduce((a, x) => a + x, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1));
}

/**
 * "How volatile is the S&P 500", "the standard deviation of oil prices in 2020": the sample standard deviation
 * of the changes from one period to the next over the window (percent changes of a level with a true zero,
 * else differences in its unit, percentage points for a rate), set beside the same over the whole history.
 * A series whose values are themselves changes ("percent change from previous month") spreads its values, as
 * does any series when `of` is "values" ("the standard deviation of the 10-year yield in 2023"); a level's values
 * are not set beside its whole history, whose spread mostly tells how far it trended; the mean of values spread is told.
 * With no window, a recent span (`RECENT_SPAN`). A percent change's deviation is also told a year, times the
 * square root of the periods in a year. Both deviations and their counts are declared in facts with the path
 * of the values read; the first and last values of each span are cited.
 */
export function answerVolatility(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; window: AskWindow | null; of?: "values" | "changes" }): ComputedAnswer {
  const { series, region, points } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const recent = RECENT_SPAN[series.frequency ?? ""];
  const window: AskWindow | null = input.window ?? (recent ? { text: `last ${recent.amount}y`, kind: "relative", relative: recent } : null);
  const inWindow = new Set(pointsInWindow(points, window).map((p) => p.date));
  const valuesAreChanges = /\bchange\b/i.test(series.unit ?? "");
  const ofValues = valuesAreChanges || input.of === "values";
  const levels = ofValues && !valuesAreChanges;
  const inPercent = !ofValues && tellsPercent(series.unit);
  // what is spread: the values, or the changes into each period from the one before (a span counted back from
  // the latest starts at its first value, so no change leads into it; a percent change from a value at or below
  // zero, to or from WTI's in April 2020, has no meaning and is left out)
  const indexes = points.map((_, i) => i);
  const spanOf = (test: (i: number) => boolean) => indexes.filter((i) => (ofValues || (i > 0 && (!inPercent || (points[i - 1]!.value > 0 && points[i]!.value > 0)))) && test(i));
  const askedIndexes = spanOf((i) => inWindow.has(points[i]!.date));
  if (!ofValues && window?.kind === "relative" && askedIndexes.length > 0 && !inWindow.has(points[askedIndexes[0]! - 1]!.date)) askedIndexes.shift();
  if (askedIndexes.length < 3) {
    return { status: "no_data", answer: `Too few values of ${label} are stored ${windowPhrase(window)} to measure how much it moves (at least 4 are needed).`, facts: [], citations: [], steps: [] };
  }
  const perYear = observationsPerYear(series.frequency);
  const spans = [askedIndexes, spanOf(() => true)].map((span) => {
    const xs = span.map((i) => (ofValues ? points[i]!.value : inPercent ? ((points[i]!.value - points[i - 1]!.value) / points[i - 1]!.value) * 100 : points[i]!.value - points[i - 1]!.value));
    const sd = standardDeviation(xs);
    return { sd, from: points[ofValues ? span[0]! : span[0]! - 1]!, to: points[span.at(-1)!]!, count: span.length, annualized: inPercent && perYear !== null && perYear > 1 ? sd * Math.sqrt(perYear) : null };
  });
  const [asked, history] = spans as [(typeof spans)[number], (typeof spans)[number]];
  const wholeHistory = asked.count === history.count || levels;
  const mean = ofValues ? askedIndexes.reduce((sum, i) => sum + points[i]!.value, 0) / askedIndexes.length : null;
  const unitText = (v: number) => (inPercent ? `${formatNumber(v)}%` : `${formatNumber(v)} ${changeUnit(series.unit)}`.trim());
  const every = periodWord(series.frequency, 1);
  const what = ofValues ? `${series.frequency ?? ""} values`.trim() : `changes from one ${every} to the next${inPercent ? ", in percent," : ""}`;
  const yearly = (s: (typeof spans)[number]) => (s.annualized === null ? "" : ` (${formatNumber(s.annualized)}% a year, annualized)`);
  const at = (p: AskPoint) => formatPeriod(p.date, series.frequency);
  const ratio = asked.sd / history.sd;
  const against = wholeHistory
    ? ""
    : `: ${ratio > 1.15 ? "more volatile than" : ratio < 0.87 ? "less volatile than" : "about as volatile as"} over its whole stored history, ` +
      `${at(history.from)} to ${at(history.to)} (${formatNumber(history.count, 0)} ${ofValues ? "values" : "changes"}), at ${unitText(history.sd)}${yearly(history)}`;
  const measure = ofValues ? "value" : inPercent ? "percent change" : "difference";
  const fact = (s: (typeof spans)[number], text: string): Fact => ({
    kind: "volatility",
    text,
    params: {
      path: citationPath(series.code, region.code, s.from.date, s.to.date),
      count: s.count,
      stdev: s.sd,
      ...(s.annualized === null ? {} : { annualized: s.annualized, periods_a_year: perYear }),
      ...(mean === null ? {} : { average: mean }),
      measure,
    },
  });
  return {
    status: "answered",
    answer:
      `From ${at(asked.from)} to ${at(asked.to)}, the ${formatNumber(asked.count, 0)} ${what} of ${label} had a ${levels ? "sample " : ""}standard deviation of ` +
      `${unitText(asked.sd)}${yearly(asked)}${mean === null ? "" : ` around their mean of ${formatValue(mean, series.unit)}`}${against}.`,
    facts: [
      fact(asked, `sample standard deviation of the ${what} over the window`),
      ...(wholeHistory ? [] : [fact(history, `sample standard deviation of the ${what} over the whole stored history`)]),
    ],
    citations: [cite(series, region, asked.from), cite(series, region, asked.to), ...(wholeHistory ? [] : [cite(series, region, history.from)])],
    steps: [{ step: "compute", detail: `standard deviation of ${asked.count} ${measure}s ${asked.from.date}..${asked.to.date}: ${asked.sd}; whole history (${history.count}): ${history.sd}` }],
  };
}

/**
 * A volatility fact's spread as set against another series': its own, or, when their periods differ (gold by the
 * month, oil by the day), a year's (annualized; a yearly series' own), never a month's spread against a day's.
 */
function comparableSpread(params: Fact["params"], frequency: string | null, periodsDiffer: boolean): number | undefined {
  const spread = !periodsDiffer || frequency === "annual" ? params.stdev : params.annualized;
  return typeof spread === "number" ? spread : undefined;
}

/** Most contenders a volatility ranking names (five at least, whatever the count asked). */
const VOLATILITY_RANKED_TOLD = 10;

/**
 * "Which country has the most volatile inflation", "which stock was most volatile in 2008": each contender's
 * volatility over the window, as answerVolatility measures it (the spread of its changes, or of its values for a
 * series of changes; with no window, the recent span of each one's own latest values), ranked most volatile first
 * (least, for `lowest`). The first `count` (five at least, ten at most) are named with their standard deviations,
 * and the other end of the ranking after them; each one named has the fact of kind `volatility` its own answer
 * declares, and a fact of kind `volatility_ranking` holds the order and how many were ranked.
 */
export function answerVolatilityRanking(input: {
  contenders: { name: string; series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[] }[];
  /** What is measured, as the answer names it ("Consumer price inflation, annual, by country", "stock price"). */
  measure: string;
  window: AskWindow | null;
  direction: "highest" | "lowest";
  count: number;
  kind: string;
}): ComputedAnswer {
  const measured = input.contenders.flatMap((c) => {
    const told = answerVolatility({ series: c.series, region: c.region, points: c.points, window: input.window });
    const fact = told.status === "answered" ? told.facts[0] : undefined;
    return fact && typeof fact.params.stdev === "number" ? [{ ...c, fact, sd: fact.params.stdev, citations: told.citations.slice(0, 2) }] : [];
  });
  if (measured.length < 2) {
    return { status: "no_data", answer: `Fewer than two of the ${input.kind} hold values enough ${windowPhrase(input.window)} to measure how much each moves (at least 4 are needed).`, facts: [], citations: [], steps: [] };
  }
  const first = measured[0]!;
  // series of different periods compare their percent changes a year (comparableSpread)
  const yearly = new Set(measured.map((m) => m.series.frequency)).size > 1;
  // one way of measuring for all: the changes in percent, in the unit, or the values (a series of changes)
  const measure = yearly ? "percent change" : first.fact.params.measure;
  const same = measured.flatMap((m) => {
    const spread = comparableSpread(m.fact.params, m.series.frequency, yearly);
    return m.fact.params.measure === measure && spread !== undefined ? [{ ...m, spread }] : [];
  });
  if (same.length < 2) return { status: "no_data", answer: `Fewer than two of the ${input.kind} move in ways that compare (their changes in percent a year).`, facts: [], citations: [], steps: [] };
  same.sort((a, b) => (input.direction === "highest" ? b.spread - a.spread : a.spread - b.spread) || a.name.localeCompare(b.name));
  const named = same.slice(0, Math.min(VOLATILITY_RANKED_TOLD, Math.max(5, input.count)));
  const other = same.length > named.length ? same.at(-1)! : null;
  const sdText = (m: (typeof same)[number]) =>
    yearly ? `${formatNumber(m.spread)}% a year` : measure === "percent change" ? `${formatNumber(m.spread)}%` : `${formatNumber(m.spread)} ${changeUnit(m.series.unit)}`.trim();
  const every = periodWord(first.series.frequency, 1);
  const what = yearly
    ? `the changes of ${input.measure} from one period to the next in percent, a year (annualized)`
    : measure === "value"
      ? `the ${first.series.frequency ?? ""} values of ${input.measure}`.replace(/\s+/g, " ")
      : `the changes of ${input.measure} from one ${every} to the next${measure === "percent change" ? " in percent" : ""}`;
  // the span each was measured over: one for all, or each one's own (in its fact)
  const spans = new Set(named.map((m) => { const q = new URL(String(m.fact.params.path), "http://x").searchParams; return `${q.get("start")}|${q.get("end")}`; }));
  const [start, end] = [...spans][0]!.split("|") as [string, string];
  const when = spans.size === 1 ? `from ${formatPeriod(start, first.series.frequency)} to ${formatPeriod(end, first.series.frequency)}` : input.window ? windowPhrase(input.window) : "over each one's recent span (in its fact)";
  const most = input.direction === "highest" ? "most" : "least";
  const answer =
    `Ranked by the standard deviation of ${what} ${when}, the ${most} volatile of the ${same.length} ${input.kind} with values enough ${named.length === 1 ? "is" : "are"} ` +
    `${named.map((m) => `${m.name} at ${sdText(m)}`).join(", ")}` +
    (other ? `; the ${input.direction === "highest" ? "least" : "most"} volatile is ${other.name} at ${sdText(other)}` : "") +
    (measured.length > same.length ? `; ${measured.length - same.length} measured otherwise are left out` : "") +
    ".";
  const told = other ? [...named, other] : named;
  return {
    status: "answered",
    answer,
    facts: [
      {
        kind: "volatility_ranking",
        text: `the ${input.kind} ranked by the sample standard deviation of ${what}, the ${most} volatile first (params.count of them ranked)`,
        params: {
          count: same.length,
          direction: input.direction,
          measure,
          ...(yearly ? { annualized: true } : {}),
          order: same.map((m) => ({ name: m.name, indicator: m.series.code, region: m.region.code, stdev: m.sd, ...(yearly ? { annualized: m.spread } : {}) })),
          paths: told.map((m) => String(m.fact.params.path)),
        },
      },
      ...told.map((m) => m.fact),
    ],
    citations: told.flatMap((m) => m.citations),
    steps: [{ step: "compute", detail: `standard deviations${yearly ? " a year" : ""} of ${same.length} ${input.kind}, ${most} volatile first: ${named.map((m) => `${m.series.code}/${m.region.code} ${m.spread}`).join("; ")}` }],
  };
}

/** The calendar months (0 for January) of each season, the northern hemisphere's (winter from December). */
const SEASON_CALENDAR_MONTHS: Readonly<Record<string, readonly [number, number, number]>> = { winter: [11, 0, 1], spring: [2, 3, 4], summer: [5, 6, 7], autumn: [8, 9, 10] };

/** With no window, the seasons are read over the last 30 years: today's calendar, not that of the gold standard's fixed price. */
const SEASONAL_SPAN = { amount: 30, unit: "y" } as const;
/** Fewest values of a daily (weekly) series that make a month's mean for the seasons. */
const DAYS_FOR_A_MONTH: Readonly<Record<string, number>> = { daily: 10, weekly: 3 };

/** A p-value as answers write it: "< 0.001", else to two decimals (three under 0.01); `isTraceable` reads it back. */
export function formatPValue(p: number): string {
  return p < 0.001 ? "< 0.001" : `= ${formatNumber(p, p < 0.01 ? 3 : 2)}`;
}

/**
 * "Which month is gold usually strongest", "is there seasonality in natural gas prices", "what time of year is CO2
 * highest": each calendar month's (quarter's) mean over the window (by default the last 30 years), of a daily or
 * weekly series its months' means. With `of` "changes", the mean change from the period before (in percent for a
 * level with a true zero, else in its unit; a series of changes, its values); with "levels", the mean standing
 * against the centred average of the year around it (a 2×12 or 2×4 moving average). Whether the calendar matters
 * is Kruskal and Wallis's test of the changes grouped by calendar period (the changes, not the levels: a random
 * walk's changes are independent, its levels are not). Each period's mean, the count of years behind it and the
 * test are declared in facts with the path of the values read; the span's first and last values are cited.
 */
export function answerSeasonality(input: {
  series: AskSeriesInfo;
  region: AskRegionInfo;
  points: AskPoint[];
  window: AskWindow | null;
  of: "changes" | "levels";
  toward: "highest" | "lowest" | null;
  /** The catalog says its seasons were taken out (SA, SAAR): the answer says so. */
  seasonallyAdjusted: boolean;
  /** One calendar month asked (0 for January): told first, with its rank among the twelve and the mean of all. */
  month?: number;
  /** A span of calendar months asked (first and last, 0 for January): its change each year against the rest of the year's. */
  months?: readonly [number, number];
  /** Seasons asked ("winter", "summer"; the northern hemisphere's): each one's months told together. */
  seasons?: readonly string[];
}): ComputedAnswer {
  const { series, region } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const frequency = series.frequency ?? "";
  const noData = (answer: string): ComputedAnswer => ({ status: "no_data", answer, facts: [], citations: [], steps: [] });
  const perYear = frequency === "quarterly" ? 4 : ["monthly", "weekly", "daily"].includes(frequency) ? 12 : null;
  if (perYear === null) return noData(`${label} is ${frequency || "not dated by period"}: each value spans every season, so no pattern of the seasons can be read from it.`);
  const window: AskWindow = input.window ?? { text: `last ${SEASONAL_SPAN.amount}y`, kind: "relative", relative: SEASONAL_SPAN };
  const read = pointsInWindow(input.points, window);
  // a daily (weekly) series is read by its months' means; each calendar period is numbered on from year 0
  const months = new Map<number, number[]>();
  for (const p of read) {
    const [year, month] = [Number(p.date.slice(0, 4)), Number(p.date.slice(5, 7))];
    const at = perYear === 4 ? year * 4 + Math.floor((month - 1) / 3) : year * 12 + month - 1;
    const held = months.get(at);
    if (held) held.push(p.value);
    else months.set(at, [p.value]);
  }
  const fewest = DAYS_FOR_A_MONTH[frequency] ?? 1;
  const periods = new Map([...months].filter(([, vs]) => vs.length >= fewest).map(([at, vs]) => [at, vs.reduce((a, v) => a + v, 0) / vs.length]));
  const valuesAreChanges = /\bchange\b/i.test(series.unit ?? "");
  const inPercent = !valuesAreChanges && tellsPercent(series.unit) && [...periods.values()].every((v) => v > 0);
  if (input.months) return seasonSpanAnswer({ ...input, window, read, periods, inPercent, perYear, months: input.months });
  const byCalendar = () => Array.from({ length: perYear }, () => [] as number[]);
  // the change into each period from the one before (a series of changes: its values)
  const changes = byCalendar();
  for (const [at, v] of periods) {
    const before = periods.get(at - 1);
    if (valuesAreChanges) changes[at % perYear]!.push(v);
    else if (before !== undefined) changes[at % perYear]!.push(inPercent ? (v / before - 1) * 100 : v - before);
  }
  // the standing against the centred average of the year around it
  const standings = byCalendar();
  const half = perYear / 2;
  for (const [at, v] of periods) {
    const around = Array.from({ length: perYear + 1 }, (_, k) => periods.get(at - half + k));
    if (around.some((x) => x === undefined)) continue;
    const average = (around as number[]).reduce((sum, x, k) => sum + x * (k === 0 || k === perYear ? 0.5 : 1), 0) / perYear;
    standings[at % perYear]!.push(inPercent ? (v / average - 1) * 100 : v - average);
  }
  const of = valuesAreChanges ? "changes" : input.of;
  const told = of === "changes" ? changes : standings;
  if (told.some((g) => g.length < 3) || changes.some((g) => g.length < 3)) {
    return noData(`Too few years of ${label} are stored ${windowPhrase(window)} to read a pattern of the seasons (at least 3 of each calendar ${perYear === 4 ? "quarter" : "month"} are needed).`);
  }
  const test = kruskalWallis(changes);
  const first = read[0]!;
  const last = read.at(-1)!;
  const path = citationPath(series.code, region.code, first.date, last.date);
  const calendarName = (k: number) => (perYear === 4 ? `Q${k + 1}` : MONTH_NAMES[k]!);
  const means = told.map((g, k) => ({ k, mean: g.reduce((a, x) => a + x, 0) / g.length, above: g.filter((x) => x > 0).length, years: g.length }));
  const ranked = [...means].sort((a, b) => b.mean - a.mean);
  const [top, bottom] = [ranked[0]!, ranked.at(-1)!];
  // means to two decimals, whatever their size (`isTraceable` reads a calendar period's mean so)
  const amount = (v: number) =>
    inPercent || (valuesAreChanges && /^percent\b/i.test(series.unit ?? "")) ? `${formatNumber(Math.abs(v), 2)}%` : `${formatNumber(Math.abs(v), 2)} ${changeUnit(series.unit) || "points"}`;
  const unitPeriod = perYear === 4 ? "quarter" : "month";
  const before = (k: number) => (perYear === 4 ? `Q${((k + 3) % 4) + 1}` : MONTH_NAMES[(k + 11) % 12]!);
  const tell = (m: (typeof means)[number]) =>
    valuesAreChanges
      ? `${calendarName(m.k)}, ${m.mean < 0 ? "-" : ""}${amount(m.mean)} on average (above 0 in ${m.above} of ${m.years} years)`
      : of === "changes"
        ? `${calendarName(m.k)}, ${m.mean < 0 ? "down" : "up"} ${amount(m.mean)} from ${before(m.k)} on average (up in ${m.above} of ${m.years} years)`
        : `${calendarName(m.k)}, ${amount(m.mean)} ${m.mean < 0 ? "below" : "above"} it on average (above it in ${m.above} of ${m.years} years)`;
  // the end asked first: "stood highest … and lowest", "rose most … and fell most"
  const verb = of === "levels" ? "stood " : valuesAreChanges ? "was " : "";
  const [highest, lowest] = of === "changes" && !valuesAreChanges ? ["rose most", bottom.mean < 0 ? "fell most" : "rose least"] : ["highest", "lowest"];
  const ends = input.toward === "lowest" ? [{ m: bottom, word: lowest }, { m: top, word: highest }] : [{ m: top, word: highest }, { m: bottom, word: lowest }];
  const against = of === "levels" ? ` against the centred ${perYear === 4 ? "four-quarter" : "12-month"} average around each ${unitPeriod}` : "";
  // (a level's swing through the year: the highest month's standing less the lowest's)
  const swing = of === "levels" ? `: a swing of ${amount(top.mean - bottom.mean)} through the year` : "";
  const leading = `${verb}${ends[0]!.word}${against} in ${tell(ends[0]!.m)}, and ${ends[1]!.word} in ${tell(ends[1]!.m)}${swing}`;
  // one month asked ("does gold do well in September"): it, its rank among the twelve, and the mean of all months
  const asked = input.month !== undefined && perYear === 12 ? means[input.month] : undefined;
  const allValues = told.flat();
  const allMean = allValues.reduce((a, x) => a + x, 0) / allValues.length;
  const signed = (v: number) => (valuesAreChanges ? `${v < 0 ? "-" : ""}${amount(v)}` : `${v < 0 ? "down" : "up"} ${amount(v)}`);
  // (the standings against the year around them average about nought by their making: no mean of them is told)
  const askedSaid = asked ? `in ${tell(asked)}: ${ordinal(ranked.indexOf(asked) + 1)} of the twelve calendar months${of === "levels" ? "" : `, whose mean is ${signed(allMean)}`}` : null;
  const changesCount = changes.reduce((a, g) => a + g.length, 0);
  const periodsName = perYear === 4 ? "quarters" : "months";
  const verdict =
    test.p < 0.01
      ? `The calendar ${periodsName} differ clearly, more than chance would make them: a seasonal pattern`
      : test.p < 0.05
        ? `The calendar ${periodsName} differ somewhat more than chance would make them: a weak seasonal pattern`
        : `The calendar ${periodsName} differ no more than chance would make them: no clear seasonal pattern`;
  // the seasons asked, each its months' values pooled (the northern hemisphere's: winter from December)
  const seasons = perYear === 12 ? (input.seasons ?? []).filter((name) => name in SEASON_CALENDAR_MONTHS) : [];
  // (of a level with no true zero, a temperature, also the season's own mean: the mean of its months' values)
  const levelToo = of === "levels" && !inPercent;
  const seasonMeans = seasons.map((name) => {
    const months = SEASON_CALENDAR_MONTHS[name]!;
    const values = months.flatMap((k) => told[k]!);
    const levels = [...periods].filter(([at]) => months.includes(at % 12)).map(([, v]) => v);
    const level = levels.length ? { mean: levels.reduce((a, x) => a + x, 0) / levels.length, count: levels.length } : null;
    return { name, months, mean: values.reduce((a, x) => a + x, 0) / values.length, count: values.length, level };
  });
  const seasonName = (m: (typeof seasonMeans)[number]) => `${m.name} (${MONTH_NAMES[m.months[0]!]}–${MONTH_NAMES[m.months[2]!]})`;
  const seasonTold = (m: (typeof seasonMeans)[number]) =>
    of === "levels"
      ? `${seasonName(m)} stood ${levelToo && m.level ? `at ${formatNumber(m.level.mean, 2)} ${series.unit}, ` : ""}${amount(m.mean)} ${m.mean < 0 ? "below" : "above"} that average`
      : `the months of ${seasonName(m)} moved ${signed(m.mean)}`;
  const seasonsSaid = seasonMeans.length ? ` On average, ${seasonMeans.map(seasonTold).join(", and ")}.` : "";
  const adjusted = input.seasonallyAdjusted ? ` The series is seasonally adjusted: the seasons' pattern has been taken out of it.` : "";
  const monthsOf = frequency in DAYS_FOR_A_MONTH ? ` (its months' means)` : "";
  const at = (p: AskPoint) => formatPeriod(p.date, series.frequency);
  return {
    status: "answered",
    answer:
      `From ${at(first)} to ${at(last)}, ${label}${monthsOf} ${askedSaid ? `${of === "levels" ? `stood${against}` : valuesAreChanges ? "was" : "moved"} ${askedSaid}` : leading}.${seasonsSaid} ${verdict} (Kruskal–Wallis test on the ${formatNumber(changesCount, 0)} changes from one ${unitPeriod} to the next, ` +
      `p ${formatPValue(test.p)}).${adjusted}`,
    facts: [
      ...means.map((m): Fact => ({
        kind: "seasonal_mean",
        text: of === "changes" ? `mean ${inPercent ? "percent change" : "change"} into ${calendarName(m.k)} from the ${unitPeriod} before` : `mean ${inPercent ? "percent " : ""}standing of ${calendarName(m.k)} against the centred average of the year around it`,
        params: { calendar_period: calendarName(m.k), average: m.mean, count: m.years, path },
      })),
      ...(asked ? [asked] : ends.map((end) => end.m)).map((m): Fact => ({ kind: "count", text: `years in which ${calendarName(m.k)} ${of === "changes" && !valuesAreChanges ? "rose" : "stood above"}`, params: { count: m.above, periods: m.years, path } })),
      ...(asked && of === "changes" ? [{ kind: "seasonal_mean", text: "mean over every calendar month", params: { calendar_period: "all", average: allMean, count: allValues.length, path } }] : []),
      ...seasonMeans.flatMap((m): Fact[] => [
        { kind: "seasonal_mean", text: `mean over the months of ${seasonName(m)}, each ${of === "changes" ? "month's change" : "month's standing"} as above`, params: { calendar_period: m.name, average: m.mean, count: m.count, path } },
        ...(levelToo && m.level ? [{ kind: "seasonal_mean", text: `mean of the values of the months of ${seasonName(m)}`, params: { calendar_period: `${m.name} values`, average: m.level.mean, count: m.level.count, path } }] : []),
      ]),
      { kind: "seasonality_test", text: `Kruskal–Wallis test of the ${unitPeriod}-to-${unitPeriod} changes grouped by calendar ${unitPeriod}`, params: { statistic: test.h, df: test.df, p_value: test.p, count: changesCount, path } },
    ],
    citations: [cite(series, region, first), cite(series, region, last)],
    steps: [{ step: "compute", detail: `${of} by calendar ${unitPeriod} ${first.date}..${last.date}: ${means.map((m) => `${calendarName(m.k)} ${m.mean}`).join(", ")}; Kruskal–Wallis H ${test.h} (df ${test.df}), p ${test.p}` }],
  };
}

/**
 * "Does the S&P 500 do worse from May to October" ("sell in May and go away"): each year's change over the span of
 * calendar months, from the month before its first to its last, against the change over the rest of the year, to
 * the next year's month before the span; their means, the years each rose, and Kruskal and Wallis's test of the two
 * groups (with two groups, Mann and Whitney's). Monthly values (a daily series' months' means).
 */
function seasonSpanAnswer(input: {
  series: AskSeriesInfo;
  region: AskRegionInfo;
  window: AskWindow;
  read: AskPoint[];
  periods: Map<number, number>;
  inPercent: boolean;
  perYear: number;
  months: readonly [number, number];
}): ComputedAnswer {
  const { series, region, periods, inPercent } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  if (input.perYear !== 12) return { status: "no_data", answer: `${label} is quarterly: a span of calendar months is not read from it.`, facts: [], citations: [], steps: [] };
  const [firstMonth, lastMonth] = input.months;
  const before = (firstMonth + 11) % 12;
  const length = (lastMonth - before + 12) % 12 || 12;
  if (length === 12) return { status: "no_data", answer: `The months asked span the whole year: there is no rest of the year to set them against.`, facts: [], citations: [], steps: [] };
  const change = (from: number, to: number) => (inPercent ? (to / from - 1) * 100 : to - from);
  const spans: number[] = [];
  const rests: number[] = [];
  for (const at of periods.keys()) {
    if (at % 12 !== before) continue;
    const [start, end, next] = [periods.get(at)!, periods.get(at + length), periods.get(at + 12)];
    if (end === undefined) continue;
    spans.push(change(start, end));
    if (next !== undefined) rests.push(change(end, next));
  }
  const name = (k: number) => MONTH_NAMES[k]!;
  const spanName = `${name(firstMonth)}–${name(lastMonth)}`;
  const restName = `${name((lastMonth + 1) % 12)}–${name(before)}`;
  if (spans.length < 3 || rests.length < 3) {
    return { status: "no_data", answer: `Too few years of ${label} are stored ${windowPhrase(input.window)} to set ${spanName} against the rest of the year (at least 3 of each are needed).`, facts: [], citations: [], steps: [] };
  }
  const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
  const [spanMean, restMean] = [mean(spans), mean(rests)];
  const [spanUp, restUp] = [spans.filter((x) => x > 0).length, rests.filter((x) => x > 0).length];
  const test = kruskalWallis([spans, rests]);
  const amount = (v: number) => (inPercent ? `${formatNumber(Math.abs(v), 2)}%` : `${formatNumber(Math.abs(v), 2)} ${changeUnit(series.unit) || "points"}`);
  const signed = (v: number) => `${v < 0 ? "down" : "up"} ${amount(v)}`;
  const [first, last] = [input.read[0]!, input.read.at(-1)!];
  const path = citationPath(series.code, region.code, first.date, last.date);
  const at = (p: AskPoint) => formatPeriod(p.date, series.frequency);
  const monthsOf = series.frequency === "daily" || series.frequency === "weekly" ? " (its months' means)" : "";
  const better = spanMean > restMean ? "better" : "worse";
  const verdict =
    test.p < 0.05
      ? `The two differ more than chance would make them`
      : `The two differ no more than chance would make them: no clear pattern`;
  return {
    status: "answered",
    answer:
      `From ${at(first)} to ${at(last)}, ${label}${monthsOf} moved ${signed(spanMean)} on average from ${name(before)} to ${name(lastMonth)} (${spanName}, up in ${spanUp} of ${spans.length} years), ` +
      `against ${signed(restMean)} over the rest of the year, from ${name(lastMonth)} to the next ${name(before)} (${restName}, up in ${restUp} of ${rests.length} years): ${spanName} did ${better} on average. ` +
      `${verdict} (Kruskal–Wallis test of the ${spans.length} and ${rests.length} changes, p ${formatPValue(test.p)}).`,
    facts: [
      { kind: "seasonal_mean", text: `mean ${inPercent ? "percent change" : "change"} over ${spanName}, from the value of ${name(before)} to that of ${name(lastMonth)}`, params: { calendar_period: spanName, average: spanMean, count: spans.length, path } },
      { kind: "seasonal_mean", text: `mean ${inPercent ? "percent change" : "change"} over ${restName}, from the value of ${name(lastMonth)} to that of the next ${name(before)}`, params: { calendar_period: restName, average: restMean, count: rests.length, path } },
      { kind: "count", text: `years in which ${spanName} rose`, params: { count: spanUp, periods: spans.length, path } },
      { kind: "count", text: `years in which ${restName} rose`, params: { count: restUp, periods: rests.length, path } },
      { kind: "seasonality_test", text: `Kruskal–Wallis test of the changes over ${spanName} against those over ${restName}`, params: { statistic: test.h, df: test.df, p_value: test.p, count: spans.length + rests.length, path } },
    ],
    citations: [cite(series, region, first), cite(series, region, last)],
    steps: [{ step: "compute", detail: `${spanName} ${spanMean} over ${spans.length} years; ${restName} ${restMean} over ${rests.length}; Kruskal–Wallis H ${test.h}, p ${test.p}` }],
  };
}

/** How many times `to` doubled `from`, the years between, and the years each doubling took (null unless both are positive and it grew). */
export function doublingsOf(from: Pick<AskPoint, "date" | "value">, to: Pick<AskPoint, "date" | "value">): { doublings: number; years: number; doublingYears: number } | null {
  if (!(from.value > 0 && to.value > from.value)) return null;
  const doublings = Math.log2(to.value / from.value);
  const years = yearsBetween(from.date, to.date);
  return { doublings, years, doublingYears: years / doublings };
}

/**
 * "The doubling time of gold since 2000", "how many times has CPI doubled since 1970", "how long did it take the
 * S&P 500 to double": from the window's first value to its last (the whole history without one), how many times
 * the value doubled and the years one doubling took on average (as the compound rate a year would), and the last
 * period the value stood at half the latest or below, the years its latest doubling took. Both ends and that
 * period are cited; the figures are recomputed from them (`kind` `doubling`).
 */
export function answerDoubling(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; window: AskWindow | null }): ComputedAnswer {
  const { series, region } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  // a doubling "from its 2005 level" runs from that time on
  const window: AskWindow | null = input.window?.kind === "point" && input.window.start ? { text: `since ${input.window.text}`, kind: "since", start: input.window.start } : input.window;
  const points = pointsInWindow(input.points, window).filter((p) => p.value > 0);
  const [first, last] = [points[0], points.at(-1)];
  const whole = first && last ? doublingsOf(first, last) : null;
  if (!first || !last || !whole || whole.years < 1) {
    const why = whole ? "spans less than a year" : "did not grow";
    return { status: "no_data", answer: `${label} ${why}${windowPhraseOrNothing(window)}, so it has no doubling to tell.`, facts: [], citations: [], steps: [] };
  }
  const at = (p: AskPoint) => atPeriod(p.date, series.frequency);
  const val = (p: AskPoint) => formatValue(p.value, series.unit);
  const half = points.findLast((p) => p.value <= last.value / 2);
  const latest = half ? doublingsOf(half, last) : null;
  // from a start asked ("how long did it take gold to double from 2005"), the first period at twice its value
  const doubled = window ? points.find((p) => p.value >= 2 * first.value) : undefined;
  const firstDoubling = doubled ? yearsBetween(first.date, doubled.date) : null;
  const rate = compoundAnnualRate(first, last);
  const answer =
    `${label} went from ${val(first)} ${at(first)} to ${val(last)} ${at(last)}: ${formatNumber(whole.doublings, 2)} doublings in ${formatNumber(whole.years, 1)} years, ` +
    `one every ${formatNumber(whole.doublingYears, 1)} years on average${rate === null ? "" : ` (${formatNumber(rate, 1)}% a year, compounded)`}. ` +
    (doubled && firstDoubling !== null
      ? `It first stood at twice its value ${at(first)} (${val({ ...first, value: 2 * first.value })}) or more ${at(doubled)}, at ${val(doubled)}: ${formatNumber(firstDoubling, 1)} years after. `
      : "") +
    (half && latest
      ? `It last stood at half its latest value or below ${at(half)}, at ${val(half)}: its latest doubling took ${formatNumber(latest.years, 1)} years.`
      : `It has not doubled within that span.`);
  return {
    status: "answered",
    answer,
    facts: [
      {
        kind: "doubling",
        text: "doublings from the first cited value to the last (log2 of their ratio), the years between their dates, and the years per doubling; with half_date, the last period at half the latest value or below, and the years from it to the latest",
        params: {
          from_date: first.date,
          from_value: first.value,
          to_date: last.date,
          to_value: last.value,
          doublings: whole.doublings,
          years: whole.years,
          doubling_years: whole.doublingYears,
          ...(half && latest ? { half_date: half.date, half_value: half.value, latest_doubling_years: latest.years } : {}),
          ...(doubled && firstDoubling !== null ? { doubled_date: doubled.date, doubled_value: doubled.value, first_doubling_years: firstDoubling } : {}),
        },
      },
      ...(rate === null
        ? []
        : [{ kind: "annual_rate", text: "compound rate a year between the two cited values", params: { annual_rate_pct: rate, from_date: first.date, from_value: first.value, to_date: last.date, to_value: last.value, years: whole.years } }]),
    ],
    citations: [cite(series, region, first), ...[doubled, half].flatMap((p) => (p && p !== first && p !== last ? [cite(series, region, p)] : [])), cite(series, region, last)],
    steps: [{ step: "compute", detail: `log2(${last.value}/${first.value}) = ${whole.doublings} over ${whole.years} years; first at twice or more: ${doubled?.date ?? "none"}; last at half or below: ${half?.date ?? "none"}` }],
  };
}

/**
 * "How many months did CPI fall in 2020", "how often did the S&P 500 fall more than 10% in a month": the
 * periods of the window (the whole history without one) that moved that way from the period before (by more
 * than `minPct` percent of it), counted; the count is declared in facts with the path of the values read,
 * and up to six of those periods are named and cited (else the latest). "Which years did gold not rise": with
 * `not` the periods that did not move that way (the other way, or not at all) are counted, and with `list`
 * every one of them is named (the most recent MAX_LISTED).
 */
function answerMoveCount(input: {
  series: AskSeriesInfo;
  region: AskRegionInfo;
  points: AskPoint[];
  window?: AskWindow | null;
  move: "rise" | "fall";
  minPct: number | null;
  /** The size a move must pass in the series' unit ("rose more than 250 thousand": levelInUnit), where no percent is asked. */
  minSize?: { threshold: number; scale?: number } | undefined;
  not?: boolean | undefined;
  list?: boolean | undefined;
  per?: LongerPeriod | null;
}): ComputedAnswer {
  const { series, region, move, minPct } = input;
  const not = input.not === true;
  // "how often does the S&P 500 fall more than 10% in a year": each whole year's last value against the year
  // before's, of a series finer than a year
  const per = input.per && isLonger(input.per, series.frequency) ? input.per : null;
  const points = per ? longerPeriods(input.points, per, null).map((g) => g.last) : input.points;
  const frequency = per ?? series.frequency;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const when = (p: AskPoint) => formatPeriod(p.date, frequency);
  const inWindow = new Set(input.window ? pointsInWindow(points, input.window) : points);
  // each period with the one just before it (a change needs both), the first of the window against the last before
  // it; none across a gap (CPI's October 2025 was never published: September to November is no month's change)
  const pairs = points.flatMap((p, i) => (i > 0 && inWindow.has(p) && inRow(points[i - 1]!, p, frequency, per) ? [{ from: points[i - 1]!, to: p }] : []));
  if (pairs.length === 0) return { status: "no_data", answer: `${label} holds too few values to tell.`, facts: [], citations: [], steps: [] };
  // a size in percent is of the period before, which must be positive for it to mean anything; one in the unit is
  // read in the series' own scale ("250 thousand" of thousands of persons: 250)
  const sizeable = minPct !== null;
  const minMove = !sizeable && input.minSize ? levelInUnit(input.minSize, series.unit, points.map((p) => p.value)) : null;
  const moved = pairs.filter(({ from, to }) => {
    const change = move === "fall" ? from.value - to.value : to.value - from.value;
    return (change > 0 && (!sizeable || (from.value > 0 && (change / from.value) * 100 > minPct)) && (minMove === null || change > minMove)) !== not;
  });
  const verb = not ? `did not ${move}` : move === "fall" ? "fell" : "rose";
  // the size asked is the question's own number: kept in facts, not written (every number written is cited)
  const by = sizeable ? " by more than the percent asked" : minMove !== null ? " by more than the amount asked" : "";
  const [a, b] = [pairs[0]!.to, pairs.at(-1)!.to];
  const span = input.window ? windowPhrase(input.window) : `from ${when(a)} to ${when(b)}`;
  const named = input.list ? moved.slice(-MAX_LISTED) : moved.length <= 6 ? moved : moved.slice(-1);
  const names = named.map((m) => when(m.to)).join(", ");
  const listed =
    moved.length === 0 ? "" : named.length === moved.length ? `: ${names}` : named.length === 1 ? `; the latest ${names}` : `; the most recent: ${names}`;
  const unit = periodWord(frequency, pairs.length);
  const otherWay = not ? ` (${move === "rise" ? "fell" : "rose"} or stayed the same)` : "";
  const sharePct = (moved.length / pairs.length) * 100;
  return {
    status: "answered",
    answer: `${label} ${verb}${by} from one ${periodWord(frequency, 1)} to the next${otherWay} in ${formatNumber(moved.length)} of ${formatNumber(pairs.length)} ${unit} (${formatNumber(sharePct, 1)}%) ${span}${listed}.`,
    facts: [
      {
        kind: "count",
        text: `the periods whose value ${verb} from the one before${sizeable ? " by more than params.min_pct percent of it" : minMove !== null ? " by more than params.min_change in the series' unit" : ""}${not ? " (params.not: moved the other way or not at all)" : ""}, among the values of the path${per ? " (each whole period's last value, of params.per)" : ""}`,
        params: {
          move,
          ...(not ? { not: true } : {}),
          min_pct: sizeable ? minPct : null,
          ...(minMove !== null ? { min_change: minMove } : {}),
          per,
          count: moved.length,
          periods: pairs.length,
          share_pct: sharePct,
          from_date: pairs[0]!.from.date,
          to_date: b.date,
          path: citationPath(series.code, region.code, pairs[0]!.from.date, b.date),
        },
      },
    ],
    citations: named.flatMap((m) => [cite(series, region, m.from), cite(series, region, m.to)]),
    steps: [{ step: "compute", detail: `${moved.length} of ${pairs.length} periods ${verb}${sizeable ? ` by > ${minPct}%` : minMove !== null ? ` by > ${minMove}` : ""}` }],
  };
}

/**
 * "How many record highs did the S&P 500 set in 2025", "how many times did gold hit an all-time high": the periods of
 * the window (the whole history without one) whose value stood above (below) every value stored before it, counted;
 * the count is declared with the path from the first value stored to the window's end (every earlier value is what a
 * record is judged against), the latest record and the record that stood before the window cited.
 */
export function answerRecordsCounted(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; window: AskWindow | null; which: "high" | "low" }): ComputedAnswer {
  const { series, region, points, window, which } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const inWindow = new Set(window ? pointsInWindow(points, window) : points.slice(1));
  const searched = points.filter((p) => inWindow.has(p));
  if (searched.length === 0 || points.length < 2) return { status: "no_data", answer: `There is no value of ${label} ${window ? forWindowText(window) : "stored"}.`, facts: [], citations: [], steps: [] };
  const beyond = (a: number, b: number) => (which === "high" ? a > b : a < b);
  const last = searched.at(-1)!;
  // the record standing before each value, over everything stored before it
  const records: AskPoint[] = [];
  let standing: AskPoint | null = null;
  let before: AskPoint | null | undefined;
  for (const p of points) {
    if (inWindow.has(p) && before === undefined) before = standing;
    if (standing !== null && beyond(p.value, standing.value) && inWindow.has(p)) records.push(p);
    if (standing === null || beyond(p.value, standing.value)) standing = p;
    if (p === last) break;
  }
  const when = (p: AskPoint) => formatPeriod(p.date, series.frequency);
  const span = window ? windowPhrase(window) : `from ${when(searched[0]!)} to ${when(last)}`;
  const unit = periodWord(series.frequency, searched.length);
  const word = which === "high" ? "above" : "below";
  const latest = records.at(-1);
  const answer =
    `${label} stood ${word} every earlier value stored (a new record ${which}) in ${records.length === 0 ? "none" : formatNumber(records.length)} of ${records.length === 0 ? "the " : ""}${formatNumber(searched.length)} ${unit} ${span}` +
    (latest ? `; the latest ${when(latest)}, at ${formatValue(latest.value, series.unit)}` : "") +
    (before ? `. The record standing before the span: ${formatValue(before.value, series.unit)} ${atPeriod(before.date, series.frequency)}.` : ".");
  return {
    status: "answered",
    answer,
    facts: [
      {
        kind: "count",
        text: `the periods searched whose value stood ${word} every value before it on the path (which runs from the first value stored, the earlier values being what a record is judged against)`,
        params: { which, count: records.length, periods: searched.length, from_date: searched[0]!.date, to_date: last.date, path: citationPath(series.code, region.code, points[0]!.date, last.date) },
      },
    ],
    citations: [...(before ? [before] : []), ...(latest ? [latest] : [])].map((p) => cite(series, region, p)),
    steps: [{ step: "compute", detail: `${records.length} of ${searched.length} periods ${searched[0]!.date}..${last.date} set a record ${which} over the values from ${points[0]!.date}` }],
  };
}

/**
 * "How many months in a row has CPI risen", "how long has gold been rising": the run of periods that each moved
 * that way from the one before and holds the latest; "the longest streak of monthly gains", or a run asked of
 * a window that ends before the latest value ("in 2008"): the longest such run in the window (the whole
 * history without one; the latest of equals). The run's length is declared in
 * facts with the path of its values; its first value (before the first move) and its last are cited.
 */
function answerStreak(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; window?: AskWindow | null; move: "rise" | "fall"; which: "current" | "longest" }): ComputedAnswer {
  const { series, region, points, move, which } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const at = (p: AskPoint) => atPeriod(p.date, series.frequency);
  const val = (p: AskPoint) => formatValue(p.value, series.unit);
  const inWindow = new Set(input.window ? pointsInWindow(points, input.window) : points);
  const pairs = points.flatMap((p, i) => (i > 0 && inWindow.has(p) ? [{ from: points[i - 1]!, to: p }] : []));
  if (pairs.length === 0) return { status: "no_data", answer: `${label} holds too few values to tell.`, facts: [], citations: [], steps: [] };
  // a move across a period without a value spans more than one period: it neither starts nor continues a run
  const steps = (pair: (typeof pairs)[number]) => stepsBetween(pair.from.date, pair.to.date, series.frequency as Frequency | null);
  const follows = (pair: (typeof pairs)[number]) => steps(pair) === 1;
  const movedThatWay = (pair: (typeof pairs)[number]) => follows(pair) && (move === "rise" ? pair.to.value > pair.from.value : pair.to.value < pair.from.value);
  const runs = runsWhere(pairs, movedThatWay);
  const verb = move === "rise" ? "rose" : "fell";
  const every = periodWord(series.frequency, 1);
  const told = (run: (typeof pairs)[number][]) => {
    const [a, b] = [run[0]!.from, run.at(-1)!.to];
    return {
      text: `${formatNumber(run.length)} ${periodWord(series.frequency, run.length)} in a row, from ${val(a)} ${at(a)} to ${val(b)} ${at(b)}`,
      fact: {
        kind: "count",
        text: `a run of periods that each ${verb} from the one before (params.count of them), among the values of the path`,
        params: { move, count: run.length, from_date: a.date, to_date: b.date, path: citationPath(series.code, region.code, a.date, b.date) },
      } satisfies Fact,
      citations: [cite(series, region, a), cite(series, region, b)],
    };
  };
  const latestPair = pairs.at(-1)!;
  // a window that ends before the latest value holds no current run: its longest is asked ("in 2008")
  if (which === "current" && latestPair.to === points.at(-1)) {
    if (movedThatWay(latestPair)) {
      const run = told(runs.at(-1)!);
      return { status: "answered", answer: `${label} has ${verb === "rose" ? "risen" : "fallen"} ${run.text}, the latest period stored.`, facts: [run.fact], citations: run.citations, steps: [{ step: "compute", detail: `current run of ${move}s: ${runs.at(-1)!.length}` }] };
    }
    const last = runs.at(-1);
    const did = !follows(latestPair)
      ? `came after ${steps(latestPair) === 2 ? `a ${every}` : `${every}s`} without a value`
      : latestPair.to.value === latestPair.from.value
        ? "was unchanged"
        : move === "rise"
          ? "fell"
          : "rose";
    const before = last ? told(last) : null;
    return {
      status: "answered",
      answer:
        `${label} ${did} ${at(latestPair.to)}, the latest period stored (${val(latestPair.from)} to ${val(latestPair.to)}), so it is on no run of ${move}s` +
        (before ? `; its last one ${verb} ${before.text}.` : `; it never ${verb} from one ${every} to the next ${input.window ? windowPhrase(input.window) : "in the stored history"}.`),
      facts: before ? [before.fact] : [],
      citations: [cite(series, region, latestPair.from), cite(series, region, latestPair.to), ...(before?.citations ?? [])],
      steps: [{ step: "compute", detail: `latest period did not ${move}; last run: ${last?.length ?? 0}` }],
    };
  }
  if (runs.length === 0) return { status: "answered", answer: `${label} never ${verb} from one ${every} to the next ${input.window ? windowPhrase(input.window) : "in the stored history"}.`, facts: [], citations: [cite(series, region, pairs[0]!.from), cite(series, region, latestPair.to)], steps: [] };
  const longest = runs.reduce((e, r) => (r.length >= e.length ? r : e));
  const run = told(longest);
  const span = input.window ? ` ${windowPhrase(input.window)}` : ` since ${formatPeriod(pairs[0]!.to.date, series.frequency)}`;
  return {
    status: "answered",
    answer: `The longest run of ${move}s of ${label}${span}: it ${verb} ${run.text}.`,
    facts: [run.fact],
    citations: run.citations,
    steps: [{ step: "compute", detail: `${runs.length} runs of ${move}s; longest ${longest.length}` }],
  };
}

/** Most periods a list of them names ("which days did oil fall"): the most recent ones. */
const MAX_LISTED = 24;

/** "months", "a year": what a count of a series' periods is in. */
function periodWord(frequency: string | null, n: number): string {
  const word = { daily: "day", weekly: "week", monthly: "month", quarterly: "quarter", annual: "year", quinquennial: "five-year period", decennial: "decade" }[frequency ?? ""] ?? "period";
  return n === 1 ? word : `${word}s`;
}

/**
 * "How many months was unemployment above 9%", "how often has CO2 been below 320 ppm since 1970": the
 * periods at or beyond the level asked within the window, and the separate spells they form. The counts are
 * declared in facts with the path of the values counted; each spell's first and last values are cited.
 */
function answerCount(input: {
  series: AskSeriesInfo;
  region: AskRegionInfo;
  points: AskPoint[];
  /** With `list` ("which years was unemployment above 8%"), the periods beyond the level are named one by one. */
  lastTime: { cross: "above" | "below"; threshold: number; which: "count"; inclusive?: true; scale?: number; upTo?: number; list?: true; longest?: true };
  window?: AskWindow | null;
  per?: LongerPeriod | null;
}): ComputedAnswer {
  const { series, region, lastTime } = input;
  const { cross } = lastTime;
  const threshold = levelInUnit(lastTime, series.unit, input.points.map((p) => p.value));
  const ceiling = ceilingInUnit(lastTime, series.unit, input.points.map((p) => p.value));
  const label = `${seriesLabel(series)} in ${region.name}`;
  const inWindow = input.window ? pointsInWindow(input.points, input.window) : input.points;
  // "how many months was oil above $100" of a daily price: its months are counted, each by its value
  const per = input.per && isLonger(input.per, series.frequency) ? input.per : null;
  const how = per ? (series.aggregation === "sum" ? "total" : series.aggregation === "mean" ? "mean" : "last value") : null;
  const units: LongerPeriodValue[] = per ? longerPeriods(inWindow, per, series.aggregation) : inWindow.map((p) => ({ first: p, last: p, value: p.value, size: 1 }));
  const frequency = per ?? series.frequency;
  const when = (u: LongerPeriodValue) => formatPeriod(u.first.date, frequency);
  const first = units[0];
  const last = units.at(-1);
  if (!first || !last) {
    // (of a span the series does not reach, the span it does: the CPS industry rates end in February 2010)
    const [held0, held1] = [input.points[0], input.points.at(-1)];
    const held = input.window && held0 && held1 ? `: it is stored from ${formatPeriod(held0.date, series.frequency)} to ${formatPeriod(held1.date, series.frequency)}` : "";
    return { status: "no_data", answer: `There is no ${per ? `whole ${LONGER_PERIOD_WORD[per]} of ` : ""}${label} ${input.window ? formatWindowText(input.window) : "stored"}${held}.`, facts: [], citations: [], steps: [] };
  }
  const beyond = (u: LongerPeriodValue) => isBeyond(lastTime, threshold, u.value, ceiling);
  const spells = runsWhere(units, beyond).map((r) => ({ from: r[0]!, to: r.at(-1)! }));
  const count = units.filter(beyond).length;
  const side = sideOf(lastTime);
  const asked = placeOfLevel(lastTime);
  // whole longer periods may start after the series does: they are named
  const span = input.window ? windowPhrase(input.window) : per ? `from ${when(first)} to ${when(last)}` : `since the series began ${atPeriod(first.first.date, series.frequency)}`;
  const counted = `${formatNumber(units.length)} ${periodWord(frequency, units.length)}${how ? ` (each ${LONGER_PERIOD_WORD[per!]}'s ${how})` : ""}`;
  const spellText = (s: { from: LongerPeriodValue; to: LongerPeriodValue }) => (s.from === s.to ? when(s.from) : `${when(s.from)} to ${when(s.to)}`);
  // "the longest period of unemployment above 7%": the spell of the most periods (the latest of those tied)
  const sizeOf = (s: { from: LongerPeriodValue; to: LongerPeriodValue }) => units.indexOf(s.to) - units.indexOf(s.from) + 1;
  const longest = lastTime.longest && spells.length ? spells.reduce((a, b) => (sizeOf(b) >= sizeOf(a) ? b : a)) : null;
  const listed = longest
    ? `${spells.length > 1 ? "the longest " : ""}${spellText(longest)}, ${formatNumber(sizeOf(longest))} ${periodWord(frequency, sizeOf(longest))}${spells.at(-1) === longest ? "" : `; the latest ${spellText(spells.at(-1)!)}`}`
    : spells.length <= 3
      ? spells.map(spellText).join("; ")
      : `the latest ${spellText(spells.at(-1)!)}`;
  const named = lastTime.list ? units.filter(beyond).slice(-MAX_LISTED) : [];
  const sharePct = (count / units.length) * 100;
  const answer =
    count === 0
      ? `${label} has not stood ${asked} ${span}, in ${counted}${per && !input.window ? "" : ` from ${when(first)} to ${when(last)}`}.`
      : lastTime.list
        ? `${label} stood ${asked} in ${formatNumber(count)} of ${counted} ${span}${named.length === count ? ":" : "; the most recent:"} ${named.map(when).join(", ")}.`
        : `${label} stood ${asked} in ${formatNumber(count)} of ${counted} ${span} (${formatNumber(sharePct, 1)}%), ` +
          `in ${formatNumber(spells.length)} ${spells.length === 1 ? "spell" : "separate spells"}: ${listed}.`;
  // a period's last value is a stored one; a total or a mean is cited by the values at either end of what it spans
  const citeSpan = (a: LongerPeriodValue, b: LongerPeriodValue) => [...new Set(how === "last value" ? [a.last, b.last] : [a.first, b.last])].map((p) => cite(series, region, p));
  const cited = lastTime.list ? named.map((u) => ({ from: u, to: u })) : longest ? [...new Set([longest, spells.at(-1)!])] : spells.length <= 3 ? spells : spells.slice(-1);
  const [fromDate, toDate] = [first.first.date, last.last.date];
  return {
    status: "answered",
    answer,
    facts: [
      {
        kind: "count",
        text:
          `the periods ${asked} (params.threshold) among the values of the path, and the runs of consecutive ones (spells)` +
          (per ? `; the path's values are counted by whole ${LONGER_PERIOD_WORD[per]} (params.per), each by its ${how} (params.per_value)` : ""),
        params: {
          cross,
          threshold,
          ...(ceiling !== undefined ? { up_to: ceiling } : {}),
          count,
          spells: spells.length,
          periods: units.length,
          share_pct: sharePct,
          ...(per ? { per, per_value: how } : {}),
          from_date: fromDate,
          to_date: toDate,
          path: citationPath(series.code, region.code, fromDate, toDate),
        },
      },
      ...(longest
        ? [
            {
              kind: "count",
              text: `the longest spell ${asked}: consecutive periods of the path, each counted, and none of them in a longer run of counted periods`,
              params: { count: sizeOf(longest), from_date: longest.from.first.date, to_date: longest.to.last.date, path: citationPath(series.code, region.code, longest.from.first.date, longest.to.last.date) },
            },
          ]
        : []),
    ],
    citations: count === 0 ? citeSpan(first, last) : cited.flatMap((s) => citeSpan(s.from, s.to)),
    steps: [{ step: "compute", detail: `${count} of ${units.length} ${per ? `${per} ${how}s` : "periods"} ${side} ${threshold}, in ${spells.length} spells` }],
  };
}

/** The runs of consecutive items that pass the test, in order. */
function runsWhere<T>(items: readonly T[], test: (item: T) => boolean): T[][] {
  const runs: T[][] = [];
  items.forEach((item, i) => {
    if (!test(item)) return;
    if (i > 0 && test(items[i - 1]!)) runs.at(-1)!.push(item);
    else runs.push([item]);
  });
  return runs;
}

type LongerPeriod = "monthly" | "quarterly" | "annual";
/** One longer period of a series: its first and last values and the value it counts as. */
interface LongerPeriodValue {
  first: AskPoint;
  last: AskPoint;
  value: number;
  /** How many of the series' values it holds. */
  size: number;
}

const isLonger = (per: LongerPeriod, frequency: string | null) => periodsPerYear(per) < (periodsPerYear((frequency ?? "") as Frequency) ?? 0);

/**
 * A series' values gathered by a longer period ("the wettest month" of daily rain, "how many months" of a daily
 * price): each period's total or mean where the series' periods add up or average out, else its last value (a
 * level read at a point: a price, an index). Only whole periods are kept: one the series (or the window) holds
 * in part would win, lose or count on the values it lacks. A period is whole when its values reach from its
 * start to its end, give or take a weekend and a holiday (a month of trading days opened on the 4th), and it
 * holds at least half as many values as the fullest (a gap in the data is no whole month): an April of 19
 * trading days beside March's 23 is whole.
 */
function longerPeriods(points: readonly AskPoint[], per: LongerPeriod, aggregation: Aggregation | null | undefined): LongerPeriodValue[] {
  const groups = [...pointsByPeriod(points, LONGER_PERIOD_WORD[per]).values()];
  const most = Math.max(0, ...groups.map((g) => g.length));
  // the days one value stands for (the series' usual step), and the slack at either end of a period: a weekend and
  // a holiday for days and weeks (a week dated by its start may open a month on the 7th), half a step for months
  // and quarters (a year of months lacking its December is not whole)
  const step = points.length > 1 ? medianOf(points.slice(1).map((p, i) => dayNumber(p.date) - dayNumber(points[i]!.date))) : 1;
  const slack = step <= 7 ? step + 3 : step / 2;
  const spans = (g: AskPoint[]) => {
    const start = periodStart(g[0]!.date, per);
    const end = periodEnd(start, per);
    return dayNumber(g[0]!.date) - dayNumber(start) <= slack && dayNumber(end) - (dayNumber(g.at(-1)!.date) + step - 1) <= slack;
  };
  return groups
    .filter((g) => g.length >= 0.5 * most && spans(g))
    .map((g) => ({ first: g[0]!, last: g.at(-1)!, value: aggregation ? aggregate(g, aggregation) : g.at(-1)!.value, size: g.length }));
}

const LONGER_PERIOD_WORD = { monthly: "month", quarterly: "quarter", annual: "year" } as const;

/** A series' values gathered by the calendar period of `unit` they fall in, in order. */
function pointsByPeriod(points: readonly AskPoint[], unit: PeriodUnit): Map<string, AskPoint[]> {
  const groups = new Map<string, AskPoint[]>();
  for (const p of points) {
    const key = periodKey(p.date, unit);
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  return groups;
}

/**
 * The highest or lowest total or mean of a longer period ("the wettest month": the month whose days' rain adds
 * up to most). Only whole periods compete: one the series holds in part (where it or the window starts or
 * ends) would win or lose on the days it lacks. The figure is declared in facts with the path of its values.
 */
function answerExtremePeriod(
  input: SeriesAnswerInput & { intent: "highest" | "lowest"; inWindow: AskPoint[]; per: LongerPeriod; aggregation: Aggregation },
  steps: ComputedAnswer["steps"],
): ComputedAnswer {
  const { series, region, window, inWindow, per, aggregation, intent } = input;
  const whole = longerPeriods(inWindow, per, aggregation);
  const pick = whole.reduce((best, g) => ((intent === "highest" ? g.value > best.value : g.value < best.value) ? g : best));
  const [a, b] = [pick.first, pick.last];
  const figure = pick.value;
  const what = aggregation === "sum" ? "total" : "mean";
  const span = window ? windowPhrase(window) : `from ${formatPeriod(whole[0]!.first.date, per)} to ${formatPeriod(whole.at(-1)!.first.date, per)}`;
  const when = (p: AskPoint) => formatPeriod(p.date, series.frequency);
  steps.push({ step: "compute", detail: `${intent} ${what} of ${whole.length} whole ${LONGER_PERIOD_WORD[per]}s: ${figure} (${periodKey(a.date, LONGER_PERIOD_WORD[per])})` });
  return {
    status: "answered",
    answer:
      `The ${intent} ${LONGER_PERIOD_WORD[per]}ly ${what} of ${seriesLabel(series)} in ${region.name} ${span} was ${formatValue(figure, series.unit)} ` +
      `${atPeriod(a.date, per)}, the ${aggregation === "sum" ? "sum" : "mean"} of ${formatNumber(pick.size)} periods from ${when(a)} to ${when(b)}.`,
    facts: [
      {
        kind: intent,
        text: `${intent} ${what} of the whole ${LONGER_PERIOD_WORD[per]}s in the window (path: the values ${aggregation === "sum" ? "added" : "averaged"})`,
        params: {
          date: a.date,
          value: figure,
          [aggregation === "sum" ? "total" : "average"]: figure,
          periods: whole.length,
          from_date: a.date,
          to_date: b.date,
          path: citationPath(series.code, region.code, a.date, b.date),
        },
      },
    ],
    citations: [a, b].map((p) => cite(series, region, p)),
    steps,
  };
}

/**
 * "Which decade was the warmest", "the decade with the highest inflation": the decade (1990-1999, …) whose values'
 * mean (total, for a series that adds up) is highest or lowest, among the whole decades of the window: a decade the
 * series holds in part (the one under way, the first of a series begun mid-decade) would win or lose on what it
 * lacks. A decade is whole when it holds as many values as the fullest one, less 5 % (a missing month or two).
 */
function answerExtremeDecade(
  input: SeriesAnswerInput & { intent: "highest" | "lowest"; inWindow: AskPoint[]; aggregation: "sum" | "mean" },
  steps: ComputedAnswer["steps"],
): ComputedAnswer {
  const { series, region, window, inWindow, aggregation, intent } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const groups = new Map<number, AskPoint[]>();
  for (const p of inWindow) {
    const decade = Math.floor(Number(p.date.slice(0, 4)) / 10) * 10;
    const group = groups.get(decade);
    if (group) group.push(p);
    else groups.set(decade, [p]);
  }
  const most = Math.max(0, ...[...groups.values()].map((g) => g.length));
  const wholeYears = (g: AskPoint[]) => new Set(g.map((p) => p.date.slice(0, 4))).size === 10;
  const whole = [...groups.entries()].filter(([, g]) => g.length >= 0.95 * most && wholeYears(g)).map(([decade, g]) => ({ decade, points: g, value: aggregation === "sum" ? roundedSum(g) : meanOf(g) }));
  if (whole.length < 2) return { status: "no_data", answer: `${label} holds fewer than two whole decades${window ? ` ${windowPhrase(window)}` : ""} to compare.`, facts: [], citations: [], steps };
  const pick = whole.reduce((best, d) => ((intent === "highest" ? d.value > best.value : d.value < best.value) ? d : best));
  const [a, b] = [pick.points[0]!, pick.points.at(-1)!];
  const when = (p: AskPoint) => formatPeriod(p.date, series.frequency);
  const what = aggregation === "sum" ? "total" : "mean";
  const span = window ? windowPhrase(window) : `among the whole decades from the ${whole[0]!.decade}s to the ${whole.at(-1)!.decade}s`;
  steps.push({ step: "compute", detail: `${intent} ${what} of ${whole.length} whole decades: ${pick.value} (${pick.decade}s)` });
  return {
    status: "answered",
    answer:
      `The ${intent} decade ${what} of ${label} ${span} was ${formatValue(pick.value, series.unit)} in the ${pick.decade}s, ` +
      `the ${what === "total" ? "sum" : "mean"} of ${formatNumber(pick.points.length, 0)} periods from ${when(a)} to ${when(b)}.`,
    facts: [
      {
        kind: intent,
        text: `${intent} ${what} of the whole decades in the window (path: the values ${aggregation === "sum" ? "added" : "averaged"})`,
        params: {
          date: a.date,
          value: pick.value,
          [aggregation === "sum" ? "total" : "average"]: pick.value,
          periods: pick.points.length,
          decades: whole.length,
          from_date: a.date,
          to_date: b.date,
          path: citationPath(series.code, region.code, a.date, b.date),
        },
      },
    ],
    citations: [a, b].map((p) => cite(series, region, p)),
    steps,
  };
}

/**
 * "The five hottest years on record", "the top 10 months for CO2": the `count` highest (lowest) periods of the
 * window, each a value of the series or, for a longer period of a series that adds up or averages out, its whole
 * periods' totals or means (each declared in a fact with the path of its values). Ties keep the earlier period first.
 */
function answerTopPeriods(
  input: SeriesAnswerInput & { intent: "highest" | "lowest"; inWindow: AskPoint[]; per: LongerPeriod | null; aggregation: Aggregation | null; count: number },
  steps: ComputedAnswer["steps"],
): ComputedAnswer {
  const { series, region, window, inWindow, per, aggregation, intent, count } = input;
  const whole = per ? longerPeriods(inWindow, per, aggregation) : inWindow.map((p) => ({ first: p, last: p, value: p.value, size: 1 }));
  const ranked = [...whole].sort((a, b) => (intent === "highest" ? b.value - a.value : a.value - b.value)).slice(0, count);
  const word = per ? LONGER_PERIOD_WORD[per] : periodWord(series.frequency, 1);
  const what = !per ? "values" : `${word}ly ${aggregation === "sum" ? "totals" : "means"}`;
  const span = window ? windowPhrase(window) : `from ${formatPeriod(whole[0]!.first.date, per ?? series.frequency)} to ${formatPeriod(whole.at(-1)!.first.date, per ?? series.frequency)}`;
  const told = ranked.map((g, i) => `${i + 1}. ${formatPeriod(g.first.date, per ?? series.frequency)} ${formatValue(g.value, series.unit)}`);
  steps.push({ step: "compute", detail: `${intent} ${ranked.length} of ${whole.length} ${what}: ${ranked.map((g) => `${g.first.date} ${g.value}`).join(", ")}` });
  const fewer = ranked.length < count ? ` (only ${ranked.length} ${word}s are held)` : "";
  return {
    status: "answered",
    answer: `The ${ranked.length} ${intent} ${what} of ${seriesLabel(series)} in ${region.name} ${span}${fewer}, of ${formatNumber(whole.length, 0)}: ${told.join("; ")}.`,
    facts: [
      {
        kind: intent,
        text: `the ${intent} ${what} of the window, in order${per ? ` (each ${aggregation === "sum" ? "total" : "mean"} declared with the path of its values)` : ""}`,
        params: {
          count: ranked.length,
          periods: whole.length,
          order: ranked.map((g) => g.first.date),
          values: ranked.map((g) => g.value),
          path: citationPath(series.code, region.code, whole[0]!.first.date, whole.at(-1)!.last.date),
        },
      },
      ...(per
        ? ranked.map((g) => ({
            kind: aggregation === "sum" ? "total" : "mean",
            text: `the ${aggregation === "sum" ? "sum" : "mean"} of the ${word}'s values (path: the values)`,
            params: {
              [aggregation === "sum" ? "total" : "average"]: g.value,
              periods: g.size,
              from_date: g.first.date,
              to_date: g.last.date,
              path: citationPath(series.code, region.code, g.first.date, g.last.date),
            },
          }))
        : []),
    ],
    citations: ranked.flatMap((g) => (per ? [g.first, g.last] : [g.first])).map((p) => cite(series, region, p)),
    steps,
  };
}

/**
 * "Was 2024 the hottest year on record", "was 1983's unemployment rate the highest ever", "was March 2009 the
 * lowest month": the period asked set among every period of its length in the whole history. A period is a
 * value of the series when it is that long; a longer one is the total or mean of its values where they add up
 * or average out (whole periods only, `longerPeriods`), else the highest (lowest) value it holds. Says whether
 * it holds the record and, when not, its rank and the record; a period the series holds only in part is not
 * ranked. Totals and means are declared in facts with the path of their values.
 */
export function answerOnRecord(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; window: AskWindow; intent: "highest" | "lowest" }): ComputedAnswer {
  const { series, region, points, window, intent } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const unit: PeriodUnit = window.granularity ?? "year";
  const per = ({ year: "annual", quarter: "quarterly", month: "monthly" } as const)[unit as "year"] as LongerPeriod | undefined;
  const longer = per && isLonger(per, series.frequency) ? per : null;
  const higher = intent === "highest";
  const beats = (a: number, b: number) => (higher ? a > b : a < b);
  type Period = { key: string; first: AskPoint; last: AskPoint; value: number; at: AskPoint | null };
  let periods: Period[];
  if (longer) {
    if (series.aggregation) {
      periods = longerPeriods(points, longer, series.aggregation).map((g) => ({ ...g, key: periodKey(g.first.date, unit), at: null }));
    } else {
      // a level read at a point (a price, a rate): the period's highest (lowest) value
      periods = [...pointsByPeriod(points, unit)].map(([key, g]) => {
        const top = g.reduce((e, p) => (beats(p.value, e.value) ? p : e));
        return { key, first: g[0]!, last: g.at(-1)!, value: top.value, at: top };
      });
    }
  } else {
    periods = points.map((p) => ({ key: periodKey(p.date, unit), first: p, last: p, value: p.value, at: p }));
  }
  const askedKey = periodKey(window.start!, unit);
  const asked = periods.find((q) => q.key === askedKey);
  const ranked = [...periods].sort((a, b) => (higher ? b.value - a.value : a.value - b.value));
  const record = ranked[0];
  const periodName = (q: Period) => calendarPeriodName(q.first.date, unit);
  const measure = longer && series.aggregation ? `${LONGER_PERIOD_WORD[longer]}ly ${series.aggregation === "sum" ? "total" : "mean"}` : "value";
  const citeOf = (q: Period) => (q.at ? [cite(series, region, q.at)] : [cite(series, region, q.first), cite(series, region, q.last)]);
  const figure = (q: Period) =>
    q.at ? `${formatValue(q.value, series.unit)} ${atPeriod(q.at.date, series.frequency)}` : `${formatValue(q.value, series.unit)}, the ${series.aggregation === "sum" ? "sum" : "mean"} of its values from ${formatPeriod(q.first.date, series.frequency)} to ${formatPeriod(q.last.date, series.frequency)}`;
  const factOf = (q: Period, rank: number): Fact => ({
    kind: intent,
    text: `the ${measure} of ${q.key} and its rank among the ${unit}s of the whole history, ${intent} first`,
    params: {
      date: q.first.date,
      value: q.value,
      rank,
      ...(q.at ? {} : { [series.aggregation === "sum" ? "total" : "average"]: q.value, from_date: q.first.date, to_date: q.last.date, path: citationPath(series.code, region.code, q.first.date, q.last.date) }),
    },
  });
  const word = intent === "highest" ? "highest" : "lowest";
  const span = ranked.length ? `since ${periodName(periods[0]!)}` : "";
  if (!record) return { status: "no_data", answer: `No values of ${label} are stored.`, facts: [], citations: [], steps: [] };
  const recordText = `The ${word} ${measure} of ${label} ${span} is ${periodName(record)}'s: ${figure(record)}.`;
  if (!asked) {
    const held = points.filter((p) => periodKey(p.date, unit) === askedKey);
    const why = held.length
      ? `holds ${formatWindowText(window)} only in part (to ${formatPeriod(held.at(-1)!.date, series.frequency)}), so it is not ranked`
      : `holds no value for ${formatWindowText(window)}`;
    return { status: held.length ? "answered" : "no_data", answer: `${label} ${why}. ${recordText}`, facts: [factOf(record, 1)], citations: citeOf(record), steps: [{ step: "compute", detail: `${askedKey} not among ${periods.length} whole ${unit}s` }] };
  }
  const rank = ranked.indexOf(asked) + 1;
  const tied = asked.value === record.value && asked !== record;
  const answer =
    rank === 1 || tied
      ? `Yes: ${periodName(asked)} ${tied ? `ties ${periodName(record)} for` : "holds"} the ${word} ${measure} of ${label} ${span}, ${figure(asked)}.`
      : `No: ${periodName(asked)} ranks ${ordinal(rank)} ${word} ${span}, at ${figure(asked)}. ${recordText}`;
  return {
    status: "answered",
    answer,
    facts: rank === 1 || tied ? [factOf(asked, rank)] : [factOf(asked, rank), factOf(record, 1)],
    citations: rank === 1 || tied ? citeOf(asked) : [...citeOf(asked), ...citeOf(record)],
    steps: [{ step: "compute", detail: `${askedKey} ranks ${rank} of ${periods.length} ${unit}s by ${measure} (${intent} first)` }],
  };
}

/** Several regions of one series side by side at their latest common period (or the asked one). */
export function answerCompare(input: {
  series: AskSeriesInfo;
  window: AskWindow | null;
  perRegion: PlacePoints[];
  /**
   * "Seattle vs NYC average high temperature": each place's mean over the periods of the window they all hold
   * (over every period they share, with no window), not one period's values.
   */
  mean?: boolean;
  /** With `mean`, "the median inflation of the G7 in 2022": the middle of the places' values rather than their mean. */
  median?: boolean;
  /** With `mean`, the mean across the places at one period (their latest shared), whatever the window holds. */
  acrossPlaces?: boolean;
}): ComputedAnswer {
  const { series, window } = input;
  const steps: ComputedAnswer["steps"] = [];
  const withData = input.perRegion
    // (a mean over a span counted back takes its periods whole: "the last 10 years" are ten years' values)
    .map((r) => ({ ...r, inWindow: periodsOfSpan(pointsInWindow(r.points, input.mean || window?.kind === "point" ? window : null), input.mean ? window : null) }))
    .filter((r) => r.inWindow.length > 0);
  if (withData.length === 0) {
    // ("China vs India population 2050": the places are held, the time asked is not)
    const held = input.perRegion.filter((r) => r.points.length > 0);
    if (held.length === 0 || !window) return { status: "no_data", answer: `No values of ${series.name} are stored for these regions.`, facts: [], citations: [], steps };
    const when = (date: string) => formatPeriod(date, series.frequency);
    const first = held.map((r) => r.points[0]!.date).sort()[0]!;
    const last = held.map((r) => r.points.at(-1)!.date).sort().at(-1)!;
    return {
      status: "no_data",
      answer: `${regionList(held.map((r) => r.region.name))} ${held.length === 1 ? "holds" : "hold"} no value of ${seriesLabel(series)} ${forWindowText(window)}; it is stored from ${when(first)} to ${when(last)}.`,
      facts: [],
      citations: [],
      steps,
    };
  }
  // the periods every region has; of a series whose periods add up or average out, a longer period asked is
  // compared by its total or mean over them ("rain in Seattle vs New York in 2015")
  const common = withData.map((r) => new Set(r.inWindow.map((p) => p.date)));
  const shared = withData[0]!.inWindow.map((p) => p.date).filter((d) => common.every((s) => s.has(d)));
  if (input.mean && !input.acrossPlaces && shared.length > 1 && withData.length > 1) return compareOverPeriod(series, window, withData, shared, steps, "mean");
  if (series.aggregation && window?.kind === "point" && shared.length > 1 && withData.length > 1) return compareOverPeriod(series, window, withData, shared, steps, series.aggregation);
  const date = shared.at(-1) ?? null;
  const rows = withData.map((r) => ({ region: r.region, point: date ? r.inWindow.find((p) => p.date === date)! : r.inWindow.at(-1)! }));
  // (values in each place's own unit, a currency's per dollar, do not order against each other: told by place name,
  // with nothing said of which is highest)
  const ordered = comparableAcrossRegions(series.unit);
  rows.sort(ordered ? (a, b) => b.point.value - a.point.value : (a, b) => a.region.name.localeCompare(b.region.name));
  steps.push({ step: "compute", detail: `compared ${rows.length} regions at ${date ?? "their latest periods"}` });
  // (in each place's own unit, the unit is said once, before the places)
  const parts = rows.map((r) => `${r.region.name} ${ordered ? formatValue(r.point.value, series.unit) : formatNumber(r.point.value)}`);
  // two regions: by how much the first is above the second ("how much bigger is the US economy than China's")
  const [first, second] = rows;
  const above =
    ordered && rows.length === 2 && first!.point.value > second!.point.value
      ? { difference: difference(first!.point, second!.point), percent: percentChangeOf(series.unit, second!.point.value, first!.point.value) }
      : null;
  const gap = above
    ? `${first!.region.name} is ${formatDelta(above.difference, series.unit, [first!.point.value, second!.point.value]).replace(/^[+−-]/, "")}${percentText(above.percent)} above ${second!.region.name}`
    : `${first!.region.name} is highest`;
  // a region asked that the series holds nothing for is said, not silently dropped
  const missing = input.perRegion.filter((r) => !withData.some((w) => w.region.code === r.region.code));
  const lacking = missing.length ? ` No values are stored for ${missing.map((r) => r.region.name).join(" or ")}.` : "";
  // "the average inflation of the G7 in 2022": one period of several places, their mean (median) across them
  const values = rows.map((r) => r.point.value);
  const across = input.mean && date && rows.length >= 2 ? (input.median ? medianOf(values) : values.reduce((a, v) => a + v, 0) / values.length) : null;
  const acrossText = across === null ? "" : `; their ${input.median ? "median" : "mean"} is ${formatValue(across, series.unit)}`;
  const answer =
    (date
      ? `${series.name} ${atPeriod(date, series.frequency)}${ordered ? "" : `, in ${series.unit}`}: ${parts.join(", ")}${rows.length === 1 ? "; the only one of the places asked with a value" : ordered ? `; ${gap}` : ""}${acrossText}.`
      : `${series.name}, latest values: ${rows.map((r) => `${r.region.name} ${formatValue(r.point.value, series.unit)} (${formatPeriod(r.point.date, series.frequency)})`).join(", ")}.`) + lacking;
  return {
    status: "answered",
    answer,
    facts: [
      {
        kind: "compare",
        text: above ? "values side by side, highest first, and how far the first is above the second" : ordered ? "values side by side, highest first" : "values side by side, by place name (each in its own unit)",
        params: { date, order: rows.map((r) => r.region.code), ...(above ? { difference: above.difference } : {}), ...(above?.percent != null ? { difference_pct: above.percent } : {}) },
      },
      ...(across === null
        ? []
        : [{ kind: input.median ? "median" : "mean", text: `the ${input.median ? "median" : "mean"} of the places' cited values of one period`, params: { [input.median ? "median" : "average"]: across, date, regions: rows.map((r) => r.region.code) } }]),
    ],
    citations: rows.map((r) => cite(series, r.region, r.point)),
    steps,
  };
}

/**
 * "US population vs Indonesia and Pakistan combined": two groups of places, each told by its places' values at one
 * period (the latest every place holds, or the last in the window) and a group of several by their sum (`kind`
 * `combined`: `params.sum` of the cited `params.values` of `params.regions` at `params.date`, recomputed by the
 * citation check), then the first group against the second: the difference and the first as a percent of the second.
 * With the second group empty ("the GDP of the G7 combined") the first group's sum is the answer.
 */
export function answerCombined(input: { series: AskSeriesInfo; window: AskWindow | null; groups: [PlacePoints[], PlacePoints[]] }): ComputedAnswer {
  const { series, window } = input;
  const all = [...input.groups[0], ...input.groups[1]];
  const inWindow = all.map((r) => pointsInWindow(r.points, window?.kind === "point" ? window : null));
  const held = inWindow.map((ps) => new Set(ps.map((p) => p.date)));
  const date = inWindow[0]!.map((p) => p.date).filter((d) => held.every((h) => h.has(d))).at(-1);
  if (!date) {
    const when = window ? ` ${formatWindowText(window)}` : "";
    return { status: "no_data", answer: `No period${when} holds values of ${series.name} for every one of ${all.map((r) => r.region.name).join(", ")}.`, facts: [], citations: [], steps: [] };
  }
  const facts: Fact[] = [];
  const citations: Citation[] = [];
  const told = input.groups.filter((group) => group.length > 0).map((group) => {
    const points = group.map((r) => r.points.find((p) => p.date === date)!);
    citations.push(...group.map((r, k) => cite(series, r.region, points[k]!)));
    const names = group.map((r) => r.region.name);
    const total = points.reduce((a, p) => a + p.value, 0);
    if (group.length === 1) return { total, said: `${names[0]} ${formatValue(total, series.unit)}`, name: names[0]! };
    facts.push({ kind: "combined", text: "the sum of the cited values of the places named, at one period", params: { date, regions: group.map((r) => r.region.code), values: points.map((p) => p.value), sum: total } });
    const name = `${names.slice(0, -1).join(", ")} and ${names.at(-1)} combined`;
    return { total, said: `${name} ${formatValue(total, series.unit)} (${group.map((r, k) => `${r.region.name} ${formatNumber(points[k]!.value)}`).join(", ")})`, name };
  });
  const [a, b] = told as [(typeof told)[0], (typeof told)[0] | undefined];
  if (!b) {
    // every place named on one side: their sum alone
    return { status: "answered", answer: `${series.name} ${atPeriod(date, series.frequency)}: ${a.said}.`, facts, citations, steps: [{ step: "compute", detail: `at ${date}: ${a.name} ${a.total}` }] };
  }
  const gap = a.total === b.total ? `the same as ${b.name}` : `${formatDelta(a.total - b.total, series.unit, [a.total, b.total]).replace(/^[+−-]/, "")} ${a.total > b.total ? "above" : "below"} ${b.name}`;
  const share = b.total > 0 && a.total >= 0 ? `, ${formatNumber((a.total / b.total) * 100, 1)}% of it` : "";
  return {
    status: "answered",
    answer: `${series.name} ${atPeriod(date, series.frequency)}: ${a.said} against ${b.said}; ${a.name} is ${gap}${share}.`,
    facts,
    citations,
    steps: [{ step: "compute", detail: `at ${date}: ${a.name} ${a.total}; ${b.name} ${b.total}` }],
  };
}

/**
 * "What share of world GDP is the US" (`as` "share": the part's value as a percent of the whole's) or "how many
 * times bigger is the US economy than India's" (`as` "times": the first's over the second's), at the latest
 * period both hold in the window (the window's, or the latest). A fact of kind `ratio` declares the two cited
 * values it is taken of, so the citation check recomputes it.
 */
export function answerRatio(input: {
  series: AskSeriesInfo;
  window: AskWindow | null;
  /** "ratio": the first over the second in the order asked, as a percent under 1 and as times from 1 up. */
  as: "share" | "times" | "ratio";
  numerator: PlacePoints;
  denominator: PlacePoints;
}): ComputedAnswer {
  const { series, numerator: top, denominator: bottom, window } = input;
  const theirs = new Map(bottom.points.map((p) => [p.date, p]));
  const held = top.points.filter((p) => theirs.has(p.date) && theirs.get(p.date)!.value > 0 && p.value >= 0);
  // "China's share of world GDP since 2000": the ratio at the span's first period both hold and at its last
  const span = spansTime(window);
  const shared = pointsInWindow(held, window && (window.kind === "point" || span) ? window : null);
  const ends = span && shared.length > 1 ? [shared[0]!, shared.at(-1)!] : shared.slice(-1);
  if (ends.length === 0) {
    const when = window ? ` ${formatWindowText(window)}` : "";
    return { status: "no_data", answer: `No period${when} holds positive values of ${series.name} for both ${top.region.name} and ${bottom.region.name}.`, facts: [], citations: [], steps: [] };
  }
  const ratios = ends.map((a) => {
    const b = theirs.get(a.date)!;
    return { a, b, ratio: a.value / b.value };
  });
  const as = input.as === "ratio" ? (ratios.at(-1)!.ratio < 1 ? "share" : "times") : input.as;
  const told = (ratio: number) => (as === "share" ? `${formatNumber(ratio * 100, 1)}% of` : `${formatNumber(ratio, 2)} times`);
  const at = (date: string) => atPeriod(date, series.frequency);
  const both = (r: (typeof ratios)[number]) => `${top.region.name} ${formatValue(r.a.value, series.unit)}, ${bottom.region.name} ${formatValue(r.b.value, series.unit)}`;
  const [first, last] = [ratios[0]!, ratios.at(-1)!];
  const moved = as === "share" ? `${formatNumber(Math.abs(last.ratio - first.ratio) * 100, 1)} percentage points` : `${formatNumber(Math.abs(last.ratio - first.ratio), 2)} times`;
  const answer =
    ratios.length === 1
      ? `${series.name} ${at(last.a.date)}: ${both(last)}; ${top.region.name} is ${told(last.ratio)} ${bottom.region.name}.`
      : `${series.name}: ${top.region.name} was ${told(first.ratio)} ${bottom.region.name} ${at(first.a.date)} (${both(first)}) and ${told(last.ratio)} it ${at(last.a.date)} (${both(last)}), ` +
        `${last.ratio === first.ratio ? "unchanged" : `${last.ratio > first.ratio ? "up" : "down"} ${moved}`}.`;
  return {
    status: "answered",
    answer,
    facts: ratios.map(({ a, b, ratio }) => ({
      kind: "ratio",
      text: as === "share" ? "the first cited value as a percent of the second (× 100)" : "the first cited value over the second",
      params: { date: a.date, numerator_region: top.region.code, numerator: a.value, denominator_region: bottom.region.code, denominator: b.value, ratio },
    })),
    citations: ratios.flatMap(({ a, b }) => [cite(series, top.region, a), cite(series, bottom.region, b)]),
    steps: ratios.map(({ a, b, ratio }) => ({ step: "compute", detail: `${top.region.code} / ${bottom.region.code} at ${a.date} = ${a.value} / ${b.value} = ${ratio}` })),
  };
}

/** Decimals of a cross rate: as values are written, and six under a hundredth (a yen is 0.005426 euros, not 0.0054). */
const crossRateDecimals = (v: number) => (v < 0.01 ? 6 : decimalsFor(v));

/**
 * Two currencies' rates against the US dollar set against each other ("the yuan to euro rate"): at the latest
 * period both hold (or the last in the window), one unit of the second in units of the first and the other way
 * round, each the quotient of the two cited rates (facts of `kind` `ratio`, recomputed by the citation check).
 */
export function answerCrossRate(input: TwoPlaces): ComputedAnswer {
  const { series, first, second } = input;
  const theirs = new Map(second.points.map((p) => [p.date, p]));
  const shared = first.points.filter((p) => theirs.has(p.date));
  const a = (input.window && input.window.kind !== "all" ? pointsInWindow(shared, input.window) : shared).at(-1);
  const b = a && theirs.get(a.date);
  if (!a || !b || !(a.value > 0) || !(b.value > 0)) {
    const when = input.window ? ` ${formatWindowText(input.window)}` : "";
    return { status: "no_data", answer: `No period${when} holds the rates of both ${first.region.name} and ${second.region.name}.`, facts: [], citations: [], steps: [] };
  }
  const currency = (r: AskRegionInfo) => `${r.name}'s currency`;
  const ratio = (top: typeof first, over: typeof first, x: AskPoint, y: AskPoint): Fact => ({
    kind: "ratio",
    text: "units of the first currency per unit of the second: the first cited rate over the second (both per US dollar)",
    params: { date: x.date, numerator_region: top.region.code, numerator: x.value, denominator_region: over.region.code, denominator: y.value, ratio: x.value / y.value },
  });
  return {
    status: "answered",
    answer:
      `In ${formatPeriod(a.date, series.frequency)} one unit of ${currency(second.region)} was worth ${formatNumber(a.value / b.value, crossRateDecimals(a.value / b.value))} units of ${currency(first.region)}, ` +
      `and one unit of ${currency(first.region)} ${formatNumber(b.value / a.value, crossRateDecimals(b.value / a.value))} units of ${currency(second.region)}: ` +
      `${formatValue(a.value, series.unit)} (${first.region.name}) and ${formatValue(b.value, series.unit)} (${second.region.name}).`,
    facts: [ratio(first, second, a, b), ratio(second, first, b, a)],
    citations: [cite(series, first.region, a), cite(series, second.region, b)],
    steps: [{ step: "compute", detail: `${first.region.code} / ${second.region.code} at ${a.date} = ${a.value} / ${b.value}` }],
  };
}

/**
 * An amount of one currency in another, of rates stored in units per US dollar: the amount over the rate of the
 * currency it is in, times the rate of the one asked (a US dollar's own rate is 1, given as null). The answer and
 * the citation check compute it with this one function.
 */
export const convertAmount = (amount: number, fromRate: number | null, toRate: number | null) => (amount / (fromRate ?? 1)) * (toRate ?? 1);

/**
 * "Convert 100 dollars to yen", "100 euros in dollars", "100 euros to yen": an amount converted at the rates of one
 * period, the last in the window asked that every currency involved holds (the latest without one). `from` and
 * `to` are the places whose currencies are converted from and to; null for the US dollar. A fact of `kind`
 * `conversion` names the amount asked, the cited rates and the amount they make.
 */
export function answerConversion(input: { series: AskSeriesInfo; window: AskWindow | null; amount: number; from: PlacePoints | null; to: PlacePoints | null }): ComputedAnswer {
  const { series, window, amount, from, to } = input;
  const sides = [from, to].filter((side): side is PlacePoints => side !== null);
  const rates = sides.map((side) => new Map(pointsInWindow(side.points, window).map((p) => [p.date, p.value])));
  const date = [...rates[0]!.keys()].filter((d) => rates.every((r) => r.get(d)! > 0)).at(-1);
  if (!date) {
    const when = window ? ` ${forWindowText(window)}` : "";
    return { status: "no_data", answer: `No period${when} holds the exchange rate of ${regionList(sides.map((side) => side.region.name))} to convert with.`, facts: [], citations: [], steps: [] };
  }
  const rateOf = (side: PlacePoints | null) => (side ? side.points.find((p) => p.date === date)!.value : null);
  const [fromRate, toRate] = [rateOf(from), rateOf(to)];
  const converted = convertAmount(amount, fromRate, toRate);
  if (!Number.isFinite(converted)) return { status: "no_data", answer: "The amount asked is too large to convert.", facts: [], citations: [], steps: [] };
  const money = (side: PlacePoints | null, v: number) => `${formatNumber(v)} ${side ? `units of ${side.region.name}'s currency` : "US dollars"}`;
  const at = sides.map((side) => `${formatValue(rateOf(side)!, series.unit)}${sides.length > 1 ? ` (${side.region.name})` : ""}`).join(" and ");
  const latest = window ? "" : sides.length > 1 ? ", the latest period both hold" : ", the latest period stored";
  return {
    status: "answered",
    answer: `${money(from, amount)} were worth ${money(to, converted)} ${atPeriod(date, series.frequency)}, at ${at}${latest}.`,
    facts: [
      {
        kind: "conversion",
        text: "the amount asked (from the question) over the cited rate of the currency it is in, times the cited rate of the one asked (rates in units per US dollar; the dollar's is 1, given as null)",
        params: { amount, date, from_region: from?.region.code ?? null, from_rate: fromRate, to_region: to?.region.code ?? null, to_rate: toRate, converted },
      },
    ],
    citations: sides.map((side) => cite(series, side.region, { date, value: rateOf(side)! })),
    steps: [{ step: "compute", detail: `${amount} / ${fromRate ?? 1} × ${toRate ?? 1} = ${converted} (rates of ${date})` }],
  };
}

/**
 * "When did India's population overtake China's", "has China's GDP passed Japan's": over the periods both places
 * hold (in the window, if any), the last period in which the first went from at or below the second to above
 * it; or, when it is not above now, the last period it was.
 */
export function answerOvertake(input: TwoPlaces): ComputedAnswer {
  const { series, first, second } = input;
  const [a, b] = [first.region.name, second.region.name];
  const other = new Map(second.points.map((p) => [p.date, p]));
  const pairs = pointsInWindow(
    first.points.filter((p) => other.has(p.date)),
    input.window,
  ).map((p) => ({ date: p.date, mine: p, theirs: other.get(p.date)! }));
  if (pairs.length === 0) {
    const when = input.window ? ` ${formatWindowText(input.window)}` : "";
    return { status: "no_data", answer: `No period${when} holds values of ${series.name} for both ${a} and ${b}.`, facts: [], citations: [], steps: [] };
  }
  type Pair = (typeof pairs)[number];
  const above = (x: Pair) => x.mine.value > x.theirs.value;
  const both = (x: Pair) => `${a} ${formatValue(x.mine.value, series.unit)}, ${b} ${formatValue(x.theirs.value, series.unit)}`;
  const at = (x: Pair) => atPeriod(x.date, series.frequency);
  const latest = pairs.at(-1)!;
  const since = formatPeriod(pairs[0]!.date, series.frequency);
  let told: Pair[];
  let answer: string;
  let crossed: string | null = null;
  if (above(latest)) {
    const k = pairs.findLastIndex((x) => !above(x));
    if (k < 0) {
      told = [pairs[0]!, latest];
      answer = `${a} has been above ${b} in ${series.name} in every period both hold since ${since}: ${both(pairs[0]!)} ${at(pairs[0]!)}; ${both(latest)} ${at(latest)}.`;
    } else {
      const [before, after] = [pairs[k]!, pairs[k + 1]!];
      crossed = after.date;
      told = after === latest ? [before, after] : [before, after, latest];
      answer =
        `${a} went above ${b} in ${series.name} ${at(after)}: ${both(after)}, from ${both(before)} ${at(before)}.` +
        (after === latest ? "" : ` ${at(latest)[0]!.toUpperCase()}${at(latest).slice(1)}: ${both(latest)}.`);
    }
  } else {
    const k = pairs.findLastIndex(above);
    told = k < 0 ? [latest] : [pairs[k]!, latest];
    answer =
      `${a} is not above ${b} in ${series.name} ${at(latest)}: ${both(latest)}` +
      (k < 0 ? `; it has not been above it in any period both hold since ${since}.` : `; it was last above it ${at(pairs[k]!)} (${both(pairs[k]!)}).`);
  }
  return {
    status: "answered",
    answer,
    facts: [
      {
        kind: "overtake",
        text: "the last period in which the first place went from at or below the second to above it, over the periods both hold",
        params: { first: first.region.code, second: second.region.code, crossed, latest: latest.date, above_now: above(latest) },
      },
    ],
    citations: told.flatMap((x) => [cite(series, first.region, x.mine), cite(series, second.region, x.theirs)]),
    steps: [{ step: "compute", detail: `${first.region.code} against ${second.region.code} over ${pairs.length} shared periods; crossed above ${crossed ?? "in none"}` }],
  };
}

/**
 * "Compare GDP growth of India and China", "which economy is growing faster, India or China": of a level with a
 * true zero, each region's percent change over the window (over the last year without one), between the
 * window's first and last periods that every region holds, fastest first. Of a rate ("compare inflation in the
 * US and the UK between 2020 and 2023"), each one's difference in its unit, largest rise first.
 */
export function answerCompareGrowth(input: {
  series: AskSeriesInfo;
  window: AskWindow;
  perRegion: PlacePoints[];
  /** "The average GDP growth of the G7", "median population growth across EU countries": the places' changes' mean (median) told too. */
  across?: "mean" | "median" | undefined;
}): ComputedAnswer {
  const { series, window } = input;
  const inPercent = growthComparable(series.unit);
  const byDate = input.perRegion.map((r) => ({ region: r.region, at: new Map(r.points.map((p) => [p.date, p])) }));
  const sharedPoints = input.perRegion[0]!.points.filter((p) => byDate.every((r) => r.at.has(p.date)));
  const span = pointsInWindow(sharedPoints, window);
  // one period asked ("in 2020"): from the last shared value before it, as a year's change is told
  const before = window.kind === "point" && span[0] ? sharedPoints[sharedPoints.indexOf(span[0]) - 1] : undefined;
  const [a, b] = [before ?? span[0], span.at(-1)];
  if (!a || !b || a === b) {
    return { status: "no_data", answer: `${series.name} holds no two periods ${formatWindowText(window)} for every one of these regions to compare their growth.`, facts: [], citations: [], steps: [] };
  }
  const rows = byDate
    .map((r) => ({ region: r.region, from: r.at.get(a.date)!, to: r.at.get(b.date)! }))
    .map((r) => ({ ...r, change: inPercent ? pct(r.from.value, r.to.value) : r.to.value - r.from.value }))
    .sort((x, y) => (y.change ?? -Infinity) - (x.change ?? -Infinity));
  const [fromText, toText] = [formatPeriod(a.date, series.frequency), formatPeriod(b.date, series.frequency)];
  const by = (r: (typeof rows)[number], c: number) => (inPercent ? `${formatPercentChange(c)}%` : formatDelta(c, series.unit, [r.from.value, r.to.value]));
  const moved = (r: (typeof rows)[number]) => {
    const c = r.change;
    return c === null ? "changed" : c > 0 ? `rose ${by(r, c)}` : c < 0 ? `fell ${by(r, -c)}` : "did not change";
  };
  const parts = rows.map((r) => `${r.region.name} ${moved(r)} (${formatValue(r.from.value, series.unit)} to ${formatValue(r.to.value, series.unit)})`);
  const [top, next] = rows;
  // when every one fell, the first is the one that fell least, not one that grew; a rate rose most, not grew
  const two = rows.length === 2;
  const ahead = (c: number) =>
    c > 0 ? `${inPercent ? "grew" : "rose"} ${inPercent ? (two ? "faster" : "fastest") : two ? "more" : "most"}` : `fell ${two ? "less" : "least"}`;
  const verdict = top!.change !== null && next!.change !== null && top!.change > next!.change ? `; ${top!.region.name} ${ahead(top!.change)}` : "";
  const changes = rows.flatMap((r) => (r.change === null ? [] : [r.change]));
  const across = input.across && changes.length === rows.length ? (input.across === "median" ? medianOf(changes) : changes.reduce((t, c) => t + c, 0) / changes.length) : null;
  const acrossText = across === null ? "" : `; their ${input.across} ${inPercent ? "change" : "difference"} is ${inPercent ? `${formatPercentChange(across)}%` : formatDelta(across, series.unit, [across, across])}`;
  return {
    status: "answered",
    answer: `${series.name}, from ${fromText} to ${toText}: ${parts.join(", ")}${verdict}${acrossText}.`,
    facts: [
      {
        kind: "compare",
        text: `each region's ${inPercent ? "percent change" : "difference"} between the two cited periods, ${inPercent ? "fastest" : "largest rise"} first`,
        params: {
          from_date: a.date,
          to_date: b.date,
          order: rows.map((r) => r.region.code),
          [inPercent ? "change_pct" : "change"]: Object.fromEntries(rows.map((r) => [r.region.code, r.change])),
        },
      },
      ...(across === null
        ? []
        : [
            {
              kind: input.across!,
              text: `the ${input.across} of the places' ${inPercent ? "percent changes" : "differences"} above (each one recomputed from its two cited values)`,
              params: { [input.across === "median" ? "median" : "average"]: across, of_changes: true, in_percent: inPercent, from_date: a.date, to_date: b.date, regions: rows.map((r) => r.region.code) },
            },
          ]),
    ],
    citations: rows.flatMap((r) => [cite(series, r.region, r.from), cite(series, r.region, r.to)]),
    steps: [{ step: "compute", detail: `${inPercent ? "percent change" : "difference"} ${a.date}..${b.date} of ${rows.length} regions` }],
  };
}

/**
 * "GDP per capita of Germany", "GDP per person in Japan and Brazil in 2010": each region's value of a series
 * divided by its population at the same period (the year asked, else the latest both hold), the series' unit
 * scale ("billion …") multiplied out. Both values are cited; the quotient is declared in facts (`per_capita`)
 * with them, and the citation check recomputes it.
 */
export function answerPerCapita(input: {
  series: AskSeriesInfo;
  population: AskSeriesInfo;
  window: AskWindow | null;
  perRegion: { region: AskRegionInfo; points: AskPoint[]; population: AskPoint[] }[];
}): ComputedAnswer {
  const { series, population, window } = input;
  const per = perPersonOf(series);
  const rows = input.perRegion.flatMap((r) => {
    const people = new Map(r.population.map((p) => [p.date, p]));
    const at = pointsInWindow(r.points, window).filter((p) => (people.get(p.date)?.value ?? 0) > 0).at(-1);
    return at ? [{ region: r.region, value: at, people: people.get(at.date)!, perPerson: (at.value * per.scale) / people.get(at.date)!.value }] : [];
  });
  const places = input.perRegion.map((r) => r.region.name);
  if (rows.length === 0) {
    return { status: "no_data", answer: `${series.name} and ${population.name} share no period ${window ? formatWindowText(window) : "stored"} for ${places.join(" or ")}.`, facts: [], citations: [], steps: [] };
  }
  rows.sort((a, b) => b.perPerson - a.perPerson);
  const perPerson = (r: (typeof rows)[number]) => `${formatNumber(r.perPerson, perPersonDecimals(r.perPerson))} ${per.unit}`;
  const parts = (r: (typeof rows)[number]) => `${formatValue(r.value.value, series.unit)} over ${formatValue(r.people.value, population.unit)}`;
  const missing = places.filter((name) => !rows.some((r) => r.region.name === name));
  const only = rows.length === 1 ? rows[0]! : null;
  const answer =
    (only
      ? `${perPersonLabel(series)} in ${only.region.name} was ${perPerson(only)} ${atPeriod(only.value.date, series.frequency)}: ${parts(only)} (${population.name}).`
      : `${perPersonLabel(series)} (${population.name} the divisor): ` +
        `${rows.map((r) => `${r.region.name} ${perPerson(r)} ${atPeriod(r.value.date, series.frequency)} (${parts(r)})`).join("; ")}; ${rows[0]!.region.name} is highest.`) +
    (missing.length ? ` No period of both is stored for ${missing.join(" or ")}.` : "");
  return {
    status: "answered",
    answer,
    facts: rows.map((r) => perCapitaFact(series, population, r.region, r.value.date, r.value.value, r.people.value)),
    citations: rows.flatMap((r) => [cite(series, r.region, r.value), cite(population, r.region, r.people)]),
    steps: rows.map((r) => ({ step: "compute", detail: `${r.region.code} ${r.value.date}: ${r.value.value} × ${per.scale} / ${r.people.value} = ${r.perPerson}` })),
  };
}

/**
 * "How has US GDP per capita changed since 2000": the value per person (answerPerCapita's) at the first and the last
 * period of the window that the series and the population both hold, and the move between them: their difference
 * and percent change, which the citation check recomputes from the two per-person facts.
 */
export function answerPerCapitaChange(input: { series: AskSeriesInfo; populationSeries: AskSeriesInfo; window: AskWindow; region: AskRegionInfo; points: AskPoint[]; population: AskPoint[] }): ComputedAnswer {
  const { series, populationSeries, window, region } = input;
  const per = perPersonOf(series);
  const people = new Map(input.population.map((p) => [p.date, p]));
  const held = pointsInWindow(input.points, window).filter((p) => (people.get(p.date)?.value ?? 0) > 0);
  const [a, b] = [held[0], held.at(-1)];
  if (!a || !b || a === b) {
    return { status: "no_data", answer: `${series.name} and ${populationSeries.name} share no two periods ${formatWindowText(window)} for ${region.name}.`, facts: [], citations: [], steps: [] };
  }
  const ends = [a, b].map((p) => ({ value: p, people: people.get(p.date)!, perPerson: (p.value * per.scale) / people.get(p.date)!.value }));
  const [from, to] = ends as [(typeof ends)[number], (typeof ends)[number]];
  const told = (e: (typeof ends)[number]) =>
    `${formatNumber(e.perPerson, perPersonDecimals(e.perPerson))} ${per.unit} ${atPeriod(e.value.date, series.frequency)} (${formatValue(e.value.value, series.unit)} over ${formatValue(e.people.value, populationSeries.unit)})`;
  const d = to.perPerson - from.perPerson;
  const moved = d === 0 ? "did not change" : `${d > 0 ? "rose" : "fell"} by ${formatNumber(Math.abs(d), perPersonDecimals(Math.abs(d)))} ${per.unit}${percentText((d / from.perPerson) * 100)}`;
  return {
    status: "answered",
    answer: `${perPersonLabel(series)} in ${region.name} ${moved}, from ${told(from)} to ${told(to)}.`,
    facts: ends.map((e) => perCapitaFact(series, populationSeries, region, e.value.date, e.value.value, e.people.value)),
    citations: ends.flatMap((e) => [cite(series, region, e.value), cite(populationSeries, region, e.people)]),
    steps: ends.map((e) => ({ step: "compute", detail: `${region.code} ${e.value.date}: ${e.value.value} × ${per.scale} / ${e.people.value} = ${e.perPerson}` })),
  };
}

/**
 * "When was the last recession", "how many recessions since 1980", "was there a recession in 2008": the spells of
 * two or more periods in a row of a growth rate below zero (real GDP falling), the rule of thumb for a recession.
 * The answer says so: the NBER dates recessions by a broader judgement, which no series here holds. The spells
 * and the periods searched are declared in facts with the path of the values; each spell named is cited at its
 * first and last period.
 */
export function answerRecessions(input: {
  series: AskSeriesInfo;
  region: AskRegionInfo;
  points: AskPoint[];
  window: AskWindow | null;
  nowAsked?: boolean;
  lengthAsked?: boolean;
  /** Of the US, the NBER's recessions (peak month to trough month): those begun in the window are counted first. */
  nberRecessions?: readonly (readonly [string, string])[];
}): ComputedAnswer {
  const { series, region, points } = input;
  const searched = pointsInWindow(points, input.window);
  const label = `${seriesLabel(series)} in ${region.name}`;
  const [first, last] = [searched[0], searched.at(-1)];
  if (!first || !last) return { status: "no_data", answer: `There is no value of ${label} ${input.window ? formatWindowText(input.window) : "stored"}.`, facts: [], citations: [], steps: [] };
  // spells are found over the whole history, so one that runs past the window's edge is told whole
  const runs = runsWhere(points, (p) => p.value < 0);
  const inWindow = new Set(searched);
  const spells = runs.filter((r) => r.length >= 2 && r.some((p) => inWindow.has(p)));
  const when = (p: AskPoint) => formatPeriod(p.date, series.frequency);
  const unit = periodWord(series.frequency, searched.length);
  const span = input.window ? windowPhrase(input.window) : `from ${when(first)} to ${when(last)}`;
  const rule = `two or more ${periodWord(series.frequency, 2)} in a row of falling output (a rule of thumb; the NBER dates recessions by a broader judgement)`;
  const named = spells.length <= 4 ? spells : spells.slice(-1);
  const spellText = (r: AskPoint[]) => `${when(r[0]!)} to ${when(r.at(-1)!)}`;
  // of the whole history, where the latest period stands
  const latest = input.window ? null : last;
  const latestText = !latest ? "" : spells.at(-1)?.includes(latest) ? `; the newest ${periodWord(series.frequency, 1)}, ${when(latest)}, is in it` : `; the newest ${periodWord(series.frequency, 1)}, ${when(latest)}, is ${formatValue(latest.value, series.unit)}`;
  // asked of now: yes or no first, by the same rule
  const newest = latest && periodWord(series.frequency, 1);
  const inSpell = latest && spells.at(-1)?.includes(latest) ? spells.at(-1)! : null;
  const now =
    !input.nowAsked || !latest
      ? ""
      : inSpell
        ? `Yes, by the rule of thumb: output has fallen in each ${newest} since ${when(inSpell[0]!)}, the newest ${when(latest)}. `
        : latest.value < 0
          ? `Not by the rule of thumb: output fell in the newest ${newest}, ${when(latest)}, but not in the one before. `
          : `No: output grew in the newest ${newest}, ${when(latest)}. `;
  const answer =
    now +
    (spells.length === 0
      ? `${label} shows no spell of ${rule} ${span}, in ${formatNumber(searched.length)} ${unit} searched${latestText}.`
      : `${label} shows ${formatNumber(spells.length)} ${spells.length === 1 ? "spell" : "spells"} of ${rule} ${span}, in ${formatNumber(searched.length)} ${unit} searched: ` +
        `${spells.length <= 4 ? named.map(spellText).join("; ") : `the latest ${spellText(named[0]!)}`}${latestText}.`);
  // "how many recessions since 1950": the NBER's count goes first, the rule of thumb on the data after it
  const window = input.window;
  const began = (input.nowAsked ? [] : (input.nberRecessions ?? [])).filter(([start]) => !window || ((!window.start || start >= window.start) && (!window.end || start <= window.end)));
  const month = (date: string) => formatPeriod(date, "monthly");
  const datedSaid =
    input.nberRecessions && !input.nowAsked
      ? `The NBER dates ${began.length === 0 ? "no" : formatNumber(began.length)} US ${began.length === 1 ? "recession" : "recessions"} (peak month to trough month) ${window ? windowPhrase(window) : `since ${input.nberRecessions[0]![0].slice(0, 4)}`}` +
        (began.length === 0 ? ". " : `${began.length === 1 ? ":" : ", the latest"} from ${month(began.at(-1)![0])} to ${month(began.at(-1)![1])}. `)
      : "";
  const datedFacts: Fact[] = datedSaid
    ? [{ kind: "chronology", text: "the NBER's US business-cycle recessions (peak month to trough month) begun in the span asked, as the engine holds the NBER's chronology", params: { source: "NBER", count: began.length, spans: began.map((span) => [...span]) } }]
    : [];
  const cited = spells.length === 0 ? [first, last] : named.flatMap((r) => [r[0]!, r.at(-1)!]);
  if (latest && !cited.includes(latest)) cited.push(latest);
  // "how long do recessions last": the spells' mean length, and the shortest and longest (each cited)
  const lengths = input.lengthAsked && spells.length > 0 ? spells.map((r) => r.length) : null;
  const [shortest, longest] = lengths ? [spells[lengths.indexOf(Math.min(...lengths))]!, spells[lengths.indexOf(Math.max(...lengths))]!] : [null, null];
  const meanLength = lengths ? lengths.reduce((a, n) => a + n, 0) / lengths.length : null;
  const lengthSaid =
    lengths && shortest && longest && meanLength !== null
      ? ` They lasted ${formatNumber(meanLength)} ${periodWord(series.frequency, 2)} on average, the shortest ${formatNumber(shortest.length)} (${spellText(shortest)}) and the longest ${formatNumber(longest.length)} (${spellText(longest)}).`
      : "";
  if (shortest && longest) for (const p of [shortest[0]!, shortest.at(-1)!, longest[0]!, longest.at(-1)!]) if (!cited.includes(p)) cited.push(p);
  return {
    status: "answered",
    answer: datedSaid + answer + lengthSaid,
    facts: [
      ...(lengths && shortest && longest
        ? [
            { kind: "mean", text: "mean length of the spells, in periods of the series", params: { average: meanLength, periods: lengths.length } },
            { kind: "duration", text: "periods of the shortest spell (path: its values)", params: { count: shortest.length, path: citationPath(series.code, region.code, shortest[0]!.date, shortest.at(-1)!.date) } },
            { kind: "duration", text: "periods of the longest spell (path: its values)", params: { count: longest.length, path: citationPath(series.code, region.code, longest[0]!.date, longest.at(-1)!.date) } },
          ]
        : []),
      {
        kind: "count",
        text: "the spells of two or more consecutive periods below zero that hold a period of the path (params.count), of the periods searched (params.periods)",
        params: { cross: "below", threshold: 0, min_run: 2, count: spells.length, periods: searched.length, from_date: first.date, to_date: last.date, path: citationPath(series.code, region.code, first.date, last.date) },
      },
      ...datedFacts,
    ],
    citations: [...new Set(cited)].map((p) => cite(series, region, p)),
    steps: [{ step: "compute", detail: `${spells.length} runs of >= 2 periods below 0 touching ${searched.length} periods (${runs.length} runs of any length in the history)` }],
  };
}

/** Whether growth can be compared as percent changes of the unit (a level with a true zero, not a rate in percent). */
export const growthComparable = (unit: string | null) => tellsPercent(unit);

/** Regions compared by their totals or means over the periods of a window they all hold, each declared in facts. */
function compareOverPeriod(
  series: AskSeriesInfo,
  window: AskWindow | null,
  withData: { region: AskRegionInfo; inWindow: AskPoint[] }[],
  shared: string[],
  steps: ComputedAnswer["steps"],
  how: Aggregation,
): ComputedAnswer {
  const dates = new Set(shared);
  const summed = how === "sum";
  const [from, to] = [shared[0]!, shared.at(-1)!];
  const rows = withData
    .map((r) => {
      const points = r.inWindow.filter((p) => dates.has(p.date));
      return { region: r.region, points, figure: aggregate(points, how) };
    })
    .sort((a, b) => b.figure - a.figure);
  const what = summed ? "total" : "mean";
  steps.push({ step: "compute", detail: `${what} of each region's ${shared.length} periods ${from}..${to}` });
  // two places: how far the first stands above the second (the difference of the two declared figures)
  const [first, second] = rows;
  const gap = rows.length === 2 && first!.figure !== second!.figure ? `${first!.region.name} is ${formatDelta(first!.figure - second!.figure, series.unit, [first!.figure, second!.figure]).replace(/^[+−-]/, "")} above ${second!.region.name}` : `${first!.region.name} is highest`;
  return {
    status: "answered",
    answer:
      `${series.name}${window ? ` ${windowPhrase(window)}` : ""}, the ${summed ? "sum" : "mean"} of ${formatNumber(shared.length)} periods ${window ? "" : rows.length === 2 ? "both hold " : "all hold "}from ${formatPeriod(from, series.frequency)} ` +
      `to ${formatPeriod(to, series.frequency)}: ${rows.map((r) => `${r.region.name} ${formatValue(r.figure, series.unit)}`).join(", ")}; ${gap}.`,
    facts: [
      ...rows.map((r) => ({
        kind: what,
        text: `the ${what} of ${r.region.name}'s values in the window (path: the values ${summed ? "added" : "averaged"})`,
        params: { region: r.region.code, [summed ? "total" : "average"]: r.figure, periods: r.points.length, from_date: from, to_date: to, path: citationPath(series.code, r.region.code, from, to) },
      })),
      { kind: "compare", text: `${what}s side by side, highest first`, params: { date: null, order: rows.map((r) => r.region.code) } },
    ],
    citations: rows.flatMap((r) => [r.points[0]!, r.points.at(-1)!].map((p) => cite(series, r.region, p))),
    steps,
  };
}

/** One series of a side-by-side answer, answered on its own. */
export interface SideAnswer {
  series: AskSeriesInfo;
  computed: ComputedAnswer;
  /** The series' values, given where its answer is a mean: the gap of two means is read on the periods both hold. */
  points?: AskPoint[];
}

/**
 * Two series asked side by side ("Brent vs WTI"), each already answered on its own: their answers in the
 * order asked, and, when both are one value of one unit at one period, how far the first stands from the
 * second; with `ratio` ("the gold to oil ratio"), also the first's value over the second's.
 */
export function answerSideBySide(
  a: SideAnswer,
  b: SideAnswer,
  opts: { ratio?: boolean; deflatorAsked?: boolean; priceYield?: "dividend" | "earnings" | null; miseryIndex?: boolean; whichIsHigher?: boolean } = {},
): ComputedAnswer {
  const sentences = [a.computed.answer, b.computed.answer];
  const facts = [...a.computed.facts, ...b.computed.facts];
  // "the misery index": the unemployment rate plus inflation, of the latest period both sides cite of their own series
  if (opts.miseryIndex) {
    const own = (p: SideAnswer) => (p.computed.status === "answered" ? p.computed.citations.filter((c) => c.indicator === p.series.code) : []);
    const ofB = new Map(own(b).map((c) => [c.period_start, c]));
    const pairs = own(a).flatMap((x) => (ofB.has(x.period_start) ? [[x, ofB.get(x.period_start)!] as const] : []));
    const latest = pairs.sort((p, q) => q[0].period_start.localeCompare(p[0].period_start))[0];
    if (latest) {
      const [x, y] = latest;
      const misery = miseryIndexOf(x.period_start, { indicator: x.indicator, value: x.value }, { indicator: y.indicator, value: y.value });
      sentences.unshift(
        `The misery index, the unemployment rate plus inflation, was ${formatNumber(misery.total)} ${atPeriod(x.period_start, a.series.frequency)}: ` +
          `${formatValue(x.value, x.unit)} plus ${formatValue(y.value, y.unit)}.`,
      );
      facts.push(misery.fact);
    } else {
      sentences.unshift("The misery index, the unemployment rate plus inflation, needs both rates of one period, and the values answered share none.");
    }
  }
  const one = (p: SideAnswer) => (p.computed.status === "answered" && p.computed.citations.length === 1 ? p.computed.citations[0]! : null);
  const [ca, cb] = [one(a), one(b)];
  // two spreads of the same measure ("which is more volatile, gold or the S&P 500"): which moved more (a year, when
  // their periods differ: comparableSpread)
  const [va, vb] = [a, b].map((p) => (p.computed.status === "answered" && p.computed.facts[0]?.kind === "volatility" ? p.computed.facts[0].params : null));
  const periodsDiffer = a.series.frequency !== b.series.frequency;
  const [sa, sb] = va && vb ? [comparableSpread(va, a.series.frequency, periodsDiffer), comparableSpread(vb, b.series.frequency, periodsDiffer)] : [undefined, undefined];
  if (va?.measure === "percent change" && vb?.measure === "percent change" && sa !== undefined && sb !== undefined && sa !== sb) {
    const [more, less] = sa > sb ? [a, b] : [b, a];
    sentences.push(`In percent${periodsDiffer ? " a year" : ""}, ${seriesLabel(more.series)} moved more than ${seriesLabel(less.series)} over those spans.`);
  }
  // two changes in percent ("has gold outperformed the S&P 500 since 2000"): which rose more (fell less)
  const [pa, pb] = [a, b].map(toldChangePct);
  if (pa != null && pb != null && formatNumber(pa, 1) !== formatNumber(pb, 1)) {
    const [ahead, behind] = pa > pb ? [a, b] : [b, a];
    const [x, y] = pa > pb ? [pa, pb] : [pb, pa];
    sentences.push(`In percent, ${seriesLabel(ahead.series)} did better than ${seriesLabel(behind.series)} over those spans (${riseOrFallOf(x)} against ${riseOrFallOf(y)}).`);
  }
  // two means over the span asked, in one unit ("Brent against WTI on average in 2023"): how far apart they stood
  const [ma, mb] = [a, b].map((p) => {
    const means = p.computed.status === "answered" ? p.computed.facts.filter((f) => f.kind === "mean") : [];
    return means.length === 1 && typeof means[0]!.params.average === "number" ? (means[0]!.params.average as number) : null;
  });
  const shared = ma != null && mb != null && a.series.unit === b.series.unit ? meanGapOnSharedPeriods(a, b) : null;
  if (shared) {
    // the two series hold different periods ("Brent against WTI in 2023": days one market was shut): the gap is the
    // mean of the differences on the periods both hold, not the difference of two means over different days
    const gap = shared.average;
    sentences.push(
      `On the ${formatNumber(shared.periods)} periods both hold, ${seriesLabel(a.series)} stood on average ${formatDelta(gap, a.series.unit)} ${gap > 0 ? "above" : "below"} ${seriesLabel(b.series)}.`,
    );
    facts.push({ kind: "mean_difference", text: "mean of the first series less the second, over the periods both hold in the window (paths: the two series' values)", params: shared });
  } else if (ma != null && mb != null && a.series.unit === b.series.unit && formatNumber(ma) !== formatNumber(mb)) {
    const gap = ma - mb;
    // a gap between two rates is in percentage points, not a percent of anything
    sentences.push(`On average ${seriesLabel(a.series)} stood ${formatDelta(gap, a.series.unit, [ma, mb])} ${gap > 0 ? "above" : "below"} ${seriesLabel(b.series)}.`);
  }
  // "the gold to oil ratio": the first cited value over the second
  // (of each side's value at the end of what it answered: the month's last day of a daily series asked a month)
  const last = (p: SideAnswer) => (p.computed.status === "answered" ? p.computed.citations.reduce<Citation | null>((x, c) => (!x || c.period_start > x.period_start ? c : x), null) : null);
  const [ra, rb] = opts.ratio ? [last(a), last(b)] : [null, null];
  if (ra && rb && rb.value !== 0) {
    const ratio = ra.value / rb.value;
    const when = (c: Citation, s: SideAnswer) => atPeriod(c.period_start, s.series.frequency);
    const sameTime = ra.period_start === rb.period_start;
    const time = sameTime ? when(ra, a) : `(the first ${when(ra, a)}, the second ${when(rb, b)})`;
    // "the dividend yield": the quotient as a percent, told first; two counts of one thing in different scales
    // (thousands of persons over persons): the quotient of the amounts, not of the numbers written
    const yieldOf = opts.priceYield ? 100 : undefined;
    const scales = unitWithoutScale(ra.unit) === unitWithoutScale(rb.unit) ? unitScale(ra.unit) / unitScale(rb.unit) : 1;
    const scale = yieldOf ?? (scales !== 1 ? scales : undefined);
    if (yieldOf) sentences.unshift(`The ${opts.priceYield} yield, ${seriesLabel(a.series)} as a percent of ${seriesLabel(b.series)}, was ${formatNumber(ratio * yieldOf)}% ${time}.`);
    else sentences.push(`The ratio of ${seriesLabel(a.series)} to ${seriesLabel(b.series)} was ${formatNumber(ratio * (scale ?? 1))} ${time}${scale ? `, counting ${unitWithoutScale(ra.unit)} in each` : ""}.`);
    facts.push(seriesRatioFact(a.series, { date: ra.period_start, value: ra.value }, { date: rb.period_start, value: rb.value }, b.series, scale));
  }
  // (nominal and real values of one measure, "GDP vs real GDP", count dollars of another kind: their gap is in dollars)
  const oneUnit = ca && cb && withoutDollarsKind(ca.unit) === withoutDollarsKind(cb.unit);
  if (ca && cb && oneUnit && ca.period_start === cb.period_start && ca.value !== cb.value) {
    const gap = difference(ca, cb);
    const unit = ca.unit === cb.unit ? ca.unit : withoutDollarsKind(ca.unit);
    const [by, side, when] = [formatDelta(gap, unit, [ca.value, cb.value]), gap > 0 ? "above" : "below", atPeriod(ca.period_start, a.series.frequency)];
    // (a unit that says more after a comma, "…, seasonally adjusted annual rate", ends the sentence)
    sentences.push(
      by.includes(",", by.indexOf(" ")) ? `${seriesLabel(a.series)} was ${side} ${seriesLabel(b.series)} ${when}, by ${by}.` : `${seriesLabel(a.series)} was ${by} ${side} ${seriesLabel(b.series)} ${when}.`,
    );
    facts.push({ kind: "difference", text: "first series minus second, same unit (or dollars of another kind) and period", params: { date: ca.period_start, difference: gap } });
  } else if (opts.whichIsHigher && ca && cb && ca.value !== cb.value && (ca.unit === cb.unit || (isPercentRate(ca.unit) && isPercentRate(cb.unit)))) {
    // "which was higher in 2024, unemployment or inflation": two rates in percent (or two values of one unit at
    // different periods), the higher named, each with its period
    const [hi, lo] = ca.value > cb.value ? [{ c: ca, s: a }, { c: cb, s: b }] : [{ c: cb, s: b }, { c: ca, s: a }];
    const valueOf = (x: typeof hi) => `${formatValue(x.c.value, x.c.unit)} ${atPeriod(x.c.period_start, x.s.series.frequency)}`;
    sentences.push(`Of the two, ${seriesLabel(hi.s.series)} was the higher: ${valueOf(hi)}, against ${valueOf(lo)} (${seriesLabel(lo.s.series)}).`);
    facts.push({ kind: "compare", text: "the two values cited, the higher first", params: { date: null, order: [hi.c.indicator, lo.c.indicator] } });
  }
  // nominal over real of one measure at one period, as a percent: the implicit price deflator ("the GDP deflator")
  const kinds = ca && cb ? [dollarsKind(ca.unit), dollarsKind(cb.unit)] : [];
  if (ca && cb && oneUnit && ca.period_start === cb.period_start && kinds.includes("current") && kinds.includes("constant") && cb.value !== 0 && ca.value !== 0) {
    const [nominal, real] = kinds[0] === "current" ? [ca, cb] : [cb, ca];
    const [nominalSeries, realSeries] = kinds[0] === "current" ? [a.series, b.series] : [b.series, a.series];
    const fact = seriesRatioFact(nominalSeries, { date: nominal.period_start, value: nominal.value }, { date: real.period_start, value: real.value }, realSeries, 100);
    const what = /\bGDP\b/.test(nominalSeries.name) && /\bGDP\b/.test(realSeries.name) ? "The GDP deflator" : "The implicit price deflator";
    const told = `${what}, ${seriesLabel(nominalSeries)} as a percent of ${seriesLabel(realSeries)}, was ${formatNumber(fact.params.scaled as number)} ${atPeriod(nominal.period_start, nominalSeries.frequency)}.`;
    if (opts.deflatorAsked) sentences.unshift(told);
    else sentences.push(told);
    facts.push(fact);
  }
  return {
    status: a.computed.status === "answered" || b.computed.status === "answered" ? "answered" : "no_data",
    answer: sentences.join(" "),
    facts,
    citations: [...a.computed.citations, ...b.computed.citations],
    steps: [...a.computed.steps, ...b.computed.steps],
  };
}

/**
 * Three or more series asked side by side ("how did gold, oil and the S&P 500 do in 2024"), each already answered
 * on its own: their answers in the order asked, then, of those whose answer is one change told in percent, the
 * changes ranked from the largest rise to the largest fall.
 */
export function answerSeveral(sides: SideAnswer[]): ComputedAnswer {
  const sentences = sides.map((p) => p.computed.answer);
  const changes = sides.flatMap((p) => {
    const pct = toldChangePct(p);
    return pct === null ? [] : [{ side: p, pct }];
  });
  if (changes.length >= 2) {
    const ranked = [...changes].sort((x, y) => y.pct - x.pct);
    const told = ranked.map(({ side, pct }) => `${seriesLabel(side.series)} (${upOrDownOf(pct)})`);
    sentences.push(`In percent, from the best to the worst over those spans: ${told.join(", ")}.`);
  }
  return joinedAnswers(sides.map((p) => p.computed), sentences);
}

/**
 * "The S&P 500 under Obama vs Trump", "inflation under Carter vs Reagan", "the S&P 500 in the 1990s vs the 2000s":
 * one series answered over two spans, each told under its name ("under Obama", "in the 1990s"), then which saw it
 * rise more in percent (two changes) or stand higher on average (two means). With `ranked` ("which president had
 * the best stock market"), every span answered is ranked from the end asked (`asked`, the best or worst read by
 * the series' polarity), and the spans left out (`left`: not held whole, or still under way) are named.
 */
export function answerSpansSideBySide(
  series: AskSeriesInfo,
  sides: { during: string; computed: ComputedAnswer }[],
  ranked: { asked: "highest" | "lowest" | "best" | "worst"; polarity: string | null; left: { name: string; why: "not held whole" | "under way" }[]; absolute?: boolean } | null,
): ComputedAnswer {
  const pcts = sides.map((side) => toldChangePct({ series, computed: side.computed }));
  const means = sides.map((side) => {
    const found = side.computed.status === "answered" ? side.computed.facts.filter((f) => f.kind === "mean") : [];
    return found.length === 1 && typeof found[0]!.params.average === "number" ? (found[0]!.params.average as number) : null;
  });
  if (ranked) return answerSpansRanked(series, sides, means, ranked);
  const sentences = sides.map((side) => `${side.during[0]!.toUpperCase()}${side.during.slice(1)}: ${side.computed.answer}`);
  const [a, b] = sides;
  if (a && b && pcts[0] != null && pcts[1] != null && formatNumber(pcts[0], 1) !== formatNumber(pcts[1], 1)) {
    const [more, less] = pcts[0] > pcts[1] ? [0, 1] : [1, 0];
    sentences.push(`In percent, it did better ${sides[more]!.during} than ${sides[less]!.during} (${riseOrFallOf(pcts[more]!)} against ${riseOrFallOf(pcts[less]!)}).`);
  } else if (a && b && means[0] != null && means[1] != null && formatNumber(means[0]) !== formatNumber(means[1])) {
    const [higher, lower] = means[0] > means[1] ? [0, 1] : [1, 0];
    sentences.push(`On average it stood higher ${sides[higher]!.during} than ${sides[lower]!.during}.`);
  }
  return joinedAnswers(sides.map((side) => side.computed), sentences);
}

/**
 * The spans of `answerSpansSideBySide` ranked: a level's by the compound rate a year of its change across each (terms
 * run four years or eight, or less), a rate's by its mean over each.
 */
function answerSpansRanked(
  series: AskSeriesInfo,
  sides: { during: string; computed: ComputedAnswer }[],
  means: (number | null)[],
  ranked: { asked: "highest" | "lowest" | "best" | "worst"; polarity: string | null; left: { name: string; why: "not held whole" | "under way" }[]; absolute?: boolean },
): ComputedAnswer {
  const name = (during: string) => during.replace(/^under /, "");
  const told = sides.flatMap((side, k) => {
    const pct = toldChangePct({ series, computed: side.computed });
    const change = pct === null ? undefined : side.computed.facts.find((f) => f.kind === "change")!.params;
    const from = change && { date: change.from_date as string, value: change.from_value as number };
    const to = change && { date: change.to_date as string, value: change.to_value as number };
    const rate = from && to ? compoundAnnualRate(from, to) : null;
    // "which president created the most jobs": the change in the unit across each term
    if (ranked.absolute && from && to) {
      const moved = to.value - from.value;
      return [{ side, figure: moved, said: `${moved >= 0 ? "up" : "down"} ${formatValue(Math.abs(moved), series.unit)} (from ${formatValue(from.value, series.unit)} ${atPeriod(from.date, series.frequency)} to ${formatValue(to.value, series.unit)} ${atPeriod(to.date, series.frequency)})`, facts: [], absolute: true }];
    }
    if (rate !== null) {
      const fact: Fact = { kind: "annual_rate", text: "compound rate a year between the two cited values", params: { annual_rate_pct: rate, from_date: from!.date, from_value: from!.value, to_date: to!.date, to_value: to!.value, years: yearsBetween(from!.date, to!.date) } };
      const span = `${formatPeriod(from!.date, series.frequency)} to ${formatPeriod(to!.date, series.frequency)}`;
      return [{ side, figure: rate, said: `${formatNumber(rate, 1)}% a year (${upOrDownOf(pct!)} from ${span})`, facts: [fact], absolute: false }];
    }
    if (means[k] == null || pct !== null) return [];
    const dates = side.computed.citations.map((c) => c.period_start).sort();
    return [{ side, figure: means[k]!, said: `${formatNumber(means[k]!)} (${formatPeriod(dates[0]!, series.frequency)} to ${formatPeriod(dates.at(-1)!, series.frequency)})`, facts: [], absolute: false }];
  });
  const label = seriesLabel(series);
  const steps = sides.flatMap((s) => s.computed.steps);
  if (told.length < 2) return { status: "no_data", answer: `${label} is not held over enough of the terms to rank them.`, facts: [], citations: [], steps };
  const absolute = told.every((t) => t.absolute);
  const byChange = told[0]!.facts.length > 0;
  // the best of a series where higher is worse (inflation, unemployment) is its lowest
  const highestFirst = ranked.asked === "highest" ? true : ranked.asked === "lowest" ? false : (ranked.asked === "best") === (ranked.polarity !== "higher_is_worse");
  const order = [...told].sort((x, y) => (highestFirst ? y.figure - x.figure : x.figure - y.figure));
  const top = order[0]!;
  const how = absolute
    ? highestFirst === top.figure >= 0
      ? `${highestFirst ? "rose" : "fell"} the most`
      : `${highestFirst ? "fell" : "rose"} the least`
    : byChange
    ? highestFirst === top.figure >= 0
      ? `${highestFirst ? "rose" : "fell"} fastest`
      : `${highestFirst ? "fell" : "rose"} slowest`
    : `stood ${highestFirst ? "highest" : "lowest"} on average`;
  const sentences = [
    `Of the presidential terms that ${label} holds, it ${how} under ${name(top.side.during)}: ${absolute ? top.said : byChange ? `${top.said.replace(" a year", " a year, compounded")}` : `${formatValue(top.figure, series.unit)} ${top.said.replace(/^\S+ /, "")}`}.`,
    `${absolute ? "Its change across each term" : byChange ? "Its compound rate a year across each term" : `Its mean over each term (${series.unit})`}, from the ${highestFirst ? "highest" : "lowest"}: ${order.map((t) => `${name(t.side.during)} ${t.said}`).join("; ")}.`,
  ];
  // terms not held whole (any the series has no figure for among them) and one under way
  const left = [...ranked.left, ...sides.filter((side) => !told.some((t) => t.side === side)).map((side) => ({ name: name(side.during), why: "not held whole" as const }))];
  const leftFor = (why: string) => left.filter((l) => l.why === why).map((l) => l.name);
  const leftSaid = (["not held whole", "under way"] as const).flatMap((why) => (leftFor(why).length ? [`${leftFor(why).join(", ")} (${why})`] : []));
  if (leftSaid.length) sentences.push(`Left out: ${leftSaid.join("; ")}.`);
  const joined = joinedAnswers(told.map((t) => t.side.computed), sentences);
  return { ...joined, status: "answered", facts: [...joined.facts, ...told.flatMap((t) => t.facts)], steps };
}

/** Answers told one after the other (`sentences`, theirs and any said of them together), with all their facts and citations. */
function joinedAnswers(answers: ComputedAnswer[], sentences: string[]): ComputedAnswer {
  return {
    status: answers.some((a) => a.status === "answered") ? "answered" : "no_data",
    answer: sentences.join(" "),
    facts: answers.flatMap((a) => a.facts),
    citations: answers.flatMap((a) => a.citations),
    steps: answers.flatMap((a) => a.steps),
  };
}

/** A change in percent as a comparison tells it: "a rise of 7.2%", "a fall of 4%". */
const riseOrFallOf = (v: number) => (v >= 0 ? `a rise of ${formatNumber(v, 1)}%` : `a fall of ${formatNumber(-v, 1)}%`);
/** The same as a ranking lists it: "up 7.2%", "down 4%". */
const upOrDownOf = (v: number) => `${v >= 0 ? "up" : "down"} ${formatNumber(Math.abs(v), 1)}%`;

/** The change in percent a side's answer told, when it told one change and its unit is told in percent. */
function toldChangePct(p: SideAnswer): number | null {
  const facts = p.computed.status === "answered" ? p.computed.facts.filter((f) => f.kind === "change") : [];
  return facts.length === 1 && typeof facts[0]!.params.change_pct === "number" && tellsPercent(p.series.unit) ? (facts[0]!.params.change_pct as number) : null;
}

/**
 * Two means side by side whose periods differ: the mean of the first less the second on the periods both hold
 * within both windows; null where they hold the same periods (the difference of the means says it) or none.
 */
function meanGapOnSharedPeriods(a: SideAnswer, b: SideAnswer): { average: number; periods: number; from_date: string; to_date: string; paths: string[] } | null {
  const span = (p: SideAnswer) => p.computed.facts.find((f) => f.kind === "mean")?.params as { from_date?: unknown; to_date?: unknown } | undefined;
  const [sa, sb] = [span(a), span(b)];
  if (!a.points || !b.points || typeof sa?.from_date !== "string" || typeof sa.to_date !== "string" || typeof sb?.from_date !== "string" || typeof sb.to_date !== "string") return null;
  const from = sa.from_date > sb.from_date ? sa.from_date : sb.from_date;
  const to = sa.to_date < sb.to_date ? sa.to_date : sb.to_date;
  const inSpan = (p: AskPoint) => p.date >= from && p.date <= to;
  const first = new Map(a.points.filter(inSpan).map((p) => [p.date, p.value]));
  const second = b.points.filter(inSpan);
  if (first.size !== second.length || second.some((p) => !first.has(p.date))) {
    const gaps = second.flatMap((p) => (first.has(p.date) ? [first.get(p.date)! - p.value] : []));
    if (gaps.length === 0) return null;
    const both = second.filter((p) => first.has(p.date));
    const [from_date, to_date] = [both[0]!.date, both.at(-1)!.date];
    // the two series' values over those dates, as the means' own paths give theirs
    const regions = [a, b].map((p) => p.computed.citations[0]?.region);
    if (!regions[0] || !regions[1]) return null;
    const paths = [a, b].map((p, k) => citationPath(p.series.code, regions[k]!, from_date, to_date));
    return { average: gaps.reduce((x, y) => x + y, 0) / gaps.length, periods: gaps.length, from_date, to_date, paths };
  }
  return null;
}

/** Pearson's r of two lists of one length, the signed root of the least-squares line's r² (null when either does not vary). */
function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const varies = (v: readonly number[]) => v.some((x) => x !== v[0]);
  if (!varies(xs) || !varies(ys)) return null;
  const fit = linearFit(xs, ys);
  return Math.sign(fit.slope) * Math.sqrt(fit.r2);
}

/** How strongly two series moved together, in words, by the size of their correlation. */
function correlationWords(r: number): string {
  const size = Math.abs(r);
  if (size < 0.2) return "little or no relation";
  return `${size >= 0.7 ? "strong" : size >= 0.4 ? "moderate" : "weak"} ${r > 0 ? "positive" : "negative"}`;
}

/** Fewest periods both series must hold for a correlation to be told. */
const CORRELATION_MIN_PERIODS = 8;

/**
 * "The correlation between gold and the S&P 500", "how closely do Brent and WTI move together": Pearson's r of the
 * two series on the periods both hold in the window (the finer one averaged over the coarser one's periods, as the
 * panel aggregates), of their levels and of their changes from one period to the next (each side's in percent when
 * its unit tells one, else its difference). Two trending levels correlate whatever ties them, so the changes are told
 * first, except of two rates (unemployment and inflation), whose levels are what is compared. Each r is declared in
 * facts with the paths of the values read; the first and last values of each series in the span are cited.
 */
export function answerCorrelation(input: { a: SeriesPoints; b: SeriesPoints; window: AskWindow | null }): ComputedAnswer {
  const { a, b } = input;
  const noData = (why: string): ComputedAnswer => ({ status: "no_data", answer: why, facts: [], citations: [], steps: [] });
  const frequencies = [a.series.frequency, b.series.frequency];
  if (frequencies.some((f) => f === null)) return noData(`${seriesLabel(a.series)} and ${seriesLabel(b.series)} cannot be set on one calendar.`);
  const grid: TargetFrequency = coarsestFrequency(frequencies as string[]);
  const inWindow = [a, b].map((side) => pointsInWindow(side.points, input.window));
  const binned = [a, b].map((side, k) => new Map(aggregateSeries({ code: side.series.code, frequency: side.series.frequency!, points: inWindow[k]! }, grid, "mean").map((p) => [p.date, p.value])));
  const dates = [...binned[0]!.keys()].filter((d) => binned[1]!.has(d)).sort();
  const periods = periodWord(grid, 2);
  if (dates.length < CORRELATION_MIN_PERIODS) {
    return noData(`${seriesLabel(a.series)} and ${seriesLabel(b.series)} share too few ${periods}${windowPhraseOrNothing(input.window)} to correlate (at least ${CORRELATION_MIN_PERIODS} are needed).`);
  }
  const levels = [dates.map((d) => binned[0]!.get(d)!), dates.map((d) => binned[1]!.get(d)!)] as const;
  // each side's change as its unit tells one: a price's in percent, a rate's or an anomaly's as a difference
  const inPercent = [tellsPercent(a.series.unit), tellsPercent(b.series.unit)];
  // a change is taken between neighbouring periods only (of days, the next day either series holds: markets close at
  // weekends), and a percent one from positive values only
  const ranks = binned.map((m) => new Map([...m.keys()].sort().map((d, k) => [d, k])));
  const neighbours = (from: string, to: string) =>
    grid === "daily" ? ranks.every((rank) => rank.get(to)! === rank.get(from)! + 1) : periodStart(from, grid, 1) === to;
  const changes: [number[], number[]] = [[], []];
  for (let i = 1; i < dates.length; i++) {
    if (!neighbours(dates[i - 1]!, dates[i]!)) continue;
    const moves = levels.map((side, k) => (inPercent[k] ? (side[i - 1]! > 0 ? ((side[i]! - side[i - 1]!) / side[i - 1]!) * 100 : null) : side[i]! - side[i - 1]!));
    if (moves[0] === null || moves[1] === null) continue;
    changes[0].push(moves[0]!);
    changes[1].push(moves[1]!);
  }
  const levelR = pearson(levels[0], levels[1]);
  const changeR = changes[0].length >= CORRELATION_MIN_PERIODS ? pearson(changes[0], changes[1]) : null;
  if (levelR === null && changeR === null) return noData(`${seriesLabel(a.series)} or ${seriesLabel(b.series)} does not vary${windowPhraseOrNothing(input.window)}, so no correlation can be told.`);
  const [from, to] = [dates[0]!, dates.at(-1)!];
  // each series' own values in the span compared, whose first and last are cited
  const spans = inWindow.map((values) => values.filter((p) => periodStart(p.date, grid) >= from && periodStart(p.date, grid) <= to));
  const paths = [a, b].map((side, k) => citationPath(side.series.code, side.region.code, spans[k]![0]!.date, spans[k]!.at(-1)!.date));
  const every = periodWord(grid, 1);
  const changeWhat =
    inPercent[0] === inPercent[1]
      ? `${inPercent[0] ? "percent changes" : "changes"} from one ${every} to the next`
      : `changes from one ${every} to the next (${seriesLabel((inPercent[0] ? a : b).series)}'s in percent)`;
  const changeMeasure = inPercent[0] === inPercent[1] ? (inPercent[0] ? "percent change" : "difference") : inPercent[0] ? "percent change, difference" : "difference, percent change";
  const told = [
    ...(levelR === null ? [] : [{ what: "levels", r: levelR, count: dates.length, measure: "level" }]),
    ...(changeR === null ? [] : [{ what: changeWhat, r: changeR, count: changes[0].length, measure: changeMeasure }]),
  ];
  // levels first only for two rates; otherwise the changes lead
  const bothRates = isPercentRate(a.series.unit) && isPercentRate(b.series.unit);
  if (!bothRates) told.reverse();
  const [lead, other] = told as [(typeof told)[number], (typeof told)[number] | undefined];
  const names = `${seriesLabel(a.series)} in ${a.region.name} and ${seriesLabel(b.series)} in ${b.region.name}`;
  const averaged = [a, b].some((side) => checkAggregation(side.series.code, side.series.frequency!, grid)) ? ` (${grid} means)` : "";
  const answer =
    `From ${formatPeriod(from, grid)} to ${formatPeriod(to, grid)}, on the ${formatNumber(dates.length, 0)} ${periods} both hold${averaged}, the ${lead.what} of ${names} ` +
    `had a correlation of ${formatNumber(lead.r, 2)} (${correlationWords(lead.r)})` +
    (other ? `; their ${other.what}, ${formatNumber(other.r, 2)} (${correlationWords(other.r)})` : "") +
    `. A correlation tells how the two moved together, not that one moves the other.`;
  return {
    status: "answered",
    answer,
    facts: told.map((t) => ({
      kind: "correlation",
      text: `Pearson correlation of the two series' ${t.what}${averaged}`,
      params: { paths, frequency: grid, measure: t.measure, periods: t.count, correlation: t.r },
    })),
    citations: [a, b].flatMap((side, k) => [cite(side.series, side.region, spans[k]![0]!), cite(side.series, side.region, spans[k]!.at(-1)!)]),
    steps: [{ step: "compute", detail: `Pearson r on ${dates.length} ${grid} periods ${from}..${to}: levels ${levelR}, ${changeWhat} ${changeR}` }],
  };
}

/** The periods of the window both series hold, in order, each with the first's value less the second's. */
function sharedGaps(a: SeriesPoints, b: SeriesPoints, window: AskWindow | null) {
  const second = new Map(b.points.map((p) => [p.date, p]));
  return pointsInWindow(a.points, window).flatMap((p) => {
    const q = second.get(p.date);
    return q ? [{ first: p, second: q, gap: p.value - q.value }] : [];
  });
}

/**
 * "The Brent-WTI spread history", "brent minus wti over time": the first less the second told as a story over the
 * periods both hold (of the span asked), as one series' story is told: the latest gap, the mean gap, the widest each
 * way, and on how many periods the first stood above.
 */
export function answerGapStory(input: { a: SeriesPoints; b: SeriesPoints; window: AskWindow | null }): ComputedAnswer {
  const { a, b, window } = input;
  const both = sharedGaps(a, b, window);
  const [la, lb] = [seriesLabel(a.series), seriesLabel(b.series)];
  const span = window ? ` ${windowPhrase(window)}` : "";
  if (both.length === 0) return { status: "no_data", answer: `${la} and ${lb} hold no period in common${span}.`, facts: [], citations: [], steps: [] };
  type Gap = (typeof both)[number];
  const latest = both.at(-1)!;
  // (the latest of equals, as the gap's extreme asked alone is)
  const widest = both.reduce((x, y) => (y.gap >= x.gap ? y : x));
  const narrowest = both.reduce((x, y) => (y.gap <= x.gap ? y : x));
  const average = both.reduce((sum, x) => sum + x.gap, 0) / both.length;
  const above = both.filter((x) => x.gap > 0).length;
  const [from_date, to_date] = [both[0]!.first.date, latest.first.date];
  const paths = [citationPath(a.series.code, a.region.code, from_date, to_date), citationPath(b.series.code, b.region.code, from_date, to_date)];
  const apart = (gap: number, between?: readonly [number, number]) => (gap === 0 ? "level" : `${formatDelta(gap, a.series.unit, between)} ${gap > 0 ? "above" : "below"}`);
  const at = (x: Gap) =>
    `${apart(x.gap, [x.first.value, x.second.value])} ${atPeriod(x.first.date, a.series.frequency)} (${formatValue(x.first.value, a.series.unit)} against ${formatValue(x.second.value, b.series.unit)})`;
  const shared = `the ${formatNumber(both.length, 0)} ${periodWord(a.series.frequency, both.length)} both hold${span || ` (${formatPeriod(from_date, a.series.frequency)} to ${formatPeriod(to_date, a.series.frequency)})`}`;
  return {
    status: "answered",
    answer:
      `${la} against ${lb}, over ${shared}: ${at(latest)}, the latest; on average ${apart(average)}; furthest above, ${at(widest)}; ` +
      `furthest below, ${at(narrowest)}. ${la} stood above ${lb} on ${formatNumber(above, 0)} of them (${formatNumber((above / both.length) * 100, 1)}%).`,
    facts: [
      { kind: "mean_difference", text: "mean of the first series less the second, over the periods both hold (paths: the two series' values)", params: { average, periods: both.length, from_date, to_date, paths } },
      {
        kind: "count",
        text: "periods in which the first series stood above the second, of those both hold (paths: the two series' values)",
        params: { count: above, periods: both.length, share_pct: (above / both.length) * 100, from_date, to_date, paths },
      },
    ],
    citations: [latest, widest, narrowest].flatMap((x) => [cite(a.series, a.region, x.first), cite(b.series, b.region, x.second)]),
    steps: [{ step: "compute", detail: `${a.series.code} − ${b.series.code} over ${both.length} shared periods: latest ${latest.gap}, mean ${average}, widest ${widest.gap} (${widest.first.date}), narrowest ${narrowest.gap} (${narrowest.first.date})` }],
  };
}

/**
 * "The largest gap between Brent and WTI", "the lowest Brent-WTI spread in 2020": the first measure less the
 * second on every period both hold (in the window asked), and the period where that stood highest (lowest; the
 * latest of equals). Both values of that period are cited, and the gap is their difference.
 */
export function answerGapExtreme(input: { a: SeriesPoints; b: SeriesPoints; window: AskWindow | null; direction: "highest" | "lowest" }): ComputedAnswer {
  const { a, b, window, direction } = input;
  const both = sharedGaps(a, b, window);
  const [la, lb] = [seriesLabel(a.series), seriesLabel(b.series)];
  const span = window ? ` ${windowPhrase(window)}` : "";
  if (both.length === 0) return { status: "no_data", answer: `${la} and ${lb} hold no period in common${span}.`, facts: [], citations: [], steps: [] };
  const pick = both.reduce((best, x) => ((direction === "highest" ? x.gap >= best.gap : x.gap <= best.gap) ? x : best));
  const when = atPeriod(pick.first.date, a.series.frequency);
  const [from_date, to_date] = [both[0]!.first.date, both.at(-1)!.first.date];
  const by = formatDelta(pick.gap, a.series.unit, [pick.first.value, pick.second.value]);
  return {
    status: "answered",
    answer:
      `Of the ${formatNumber(both.length)} periods both hold${span}, ${la} less ${lb} was ${direction} ${when}: ` +
      `${formatValue(pick.first.value, a.series.unit)} against ${formatValue(pick.second.value, b.series.unit)}, ${pick.gap === 0 ? "level" : `${by} ${pick.gap > 0 ? "above" : "below"}`}.`,
    facts: [
      {
        kind: "difference",
        text: `the ${direction} of the first series less the second over the periods both hold (params.periods; paths: the two series' values), at params.date`,
        params: {
          date: pick.first.date,
          difference: pick.gap,
          periods: both.length,
          from_date,
          to_date,
          paths: [citationPath(a.series.code, a.region.code, from_date, to_date), citationPath(b.series.code, b.region.code, from_date, to_date)],
        },
      },
    ],
    citations: [cite(a.series, a.region, pick.first), cite(b.series, b.region, pick.second)],
    steps: [{ step: "compute", detail: `${direction} of ${a.series.code} − ${b.series.code} over ${both.length} shared periods: ${pick.gap} on ${pick.first.date}` }],
  };
}

/** The first measure over the second on every period both hold (of the window), paired as their gaps are. */
function sharedRatios(a: SeriesPoints, b: SeriesPoints, window: AskWindow | null) {
  return sharedGaps(a, b, window).flatMap((x) => (x.second.value !== 0 ? [{ ...x, ratio: x.first.value / x.second.value }] : []));
}

/**
 * "The highest S&P 500 to gold ratio", "the S&P 500 to gold ratio history": the first measure over the second on every
 * period both hold (of the window asked), at its highest or lowest (the latest of equals), or told as a story: the
 * latest, the highest and the lowest. Each ratio's two values are cited and declared (`series_ratio`); the periods
 * searched with the paths of both series. Null when the two hold no period in common (a monthly price and a daily one).
 */
export function answerRatioOverTime(input: {
  a: SeriesPoints;
  b: SeriesPoints;
  window: AskWindow | null;
  asked: "highest" | "lowest" | "story";
  /** "The highest dividend yield": the quotient told as a percent, under this name. */
  yieldName?: string;
}): ComputedAnswer | null {
  const { a, b, window, asked, yieldName } = input;
  // (a monthly value and a daily one share only the days that fall on a month's first: no pairing of like with like)
  if (a.series.frequency !== b.series.frequency) return null;
  const both = sharedRatios(a, b, window);
  if (both.length === 0) return null;
  type Ratio = (typeof both)[number];
  const latest = both.at(-1)!;
  const highest = both.reduce((x, y) => (y.ratio >= x.ratio ? y : x));
  const lowest = both.reduce((x, y) => (y.ratio <= x.ratio ? y : x));
  const [la, lb] = [seriesLabel(a.series), seriesLabel(b.series)];
  const [from_date, to_date] = [both[0]!.first.date, latest.first.date];
  const paths = [citationPath(a.series.code, a.region.code, from_date, to_date), citationPath(b.series.code, b.region.code, from_date, to_date)];
  const span = window ? ` ${windowPhrase(window)}` : ` (${formatPeriod(from_date, a.series.frequency)} to ${formatPeriod(to_date, a.series.frequency)})`;
  const shared = `the ${formatNumber(both.length, 0)} ${periodWord(a.series.frequency, both.length)} both hold${span}`;
  const scale = yieldName ? 100 : undefined;
  const at = (x: Ratio) =>
    `${scale ? `${formatNumber(x.ratio * scale)}%` : formatNumber(x.ratio)} ${atPeriod(x.first.date, a.series.frequency)} (${formatValue(x.first.value, a.series.unit)} over ${formatValue(x.second.value, b.series.unit)})`;
  const named = yieldName ? `the ${yieldName} yield, ${la} as a percent of ${lb}` : `the ratio of ${la} to ${lb}`;
  const told = asked === "story" ? [latest, highest, lowest] : [asked === "highest" ? highest : lowest, latest];
  const unique = told.filter((x, k) => told.indexOf(x) === k);
  const answer =
    asked === "story"
      ? `${named[0]!.toUpperCase()}${named.slice(1)}, over ${shared}: ${at(latest)}, the latest; its highest ${at(highest)}; its lowest ${at(lowest)}.`
      : `Of ${shared}, ${named}${yieldName ? "," : ""} was ${asked} ${at(told[0]!)}${told[0] === latest ? ", the latest period both hold." : `; the latest, ${at(latest)}.`}`;
  return {
    status: "answered",
    answer,
    facts: [
      { kind: "count", text: "the periods both series hold, on which the ratio is read (paths: the two series' values)", params: { periods: both.length, from_date, to_date, paths } },
      ...unique.map((x) => seriesRatioFact(a.series, x.first, x.second, b.series, scale)),
    ],
    citations: unique.flatMap((x) => [cite(a.series, a.region, x.first), cite(b.series, b.region, x.second)]),
    steps: [{ step: "compute", detail: `${a.series.code} / ${b.series.code} over ${both.length} shared periods: latest ${latest.ratio}, highest ${highest.ratio} (${highest.first.date}), lowest ${lowest.ratio} (${lowest.first.date})` }],
  };
}

/** The misery index of one period: the two cited rates' sum, and the `parts_sum` fact the citation check recomputes. */
function miseryIndexOf(date: string, unemployment: { indicator: string; value: number }, inflation: { indicator: string; value: number }) {
  const total = withoutDecimalNoise(unemployment.value + inflation.value, Math.max(Math.abs(unemployment.value), Math.abs(inflation.value)));
  const fact: Fact = { kind: "parts_sum", text: "the misery index: the sum of the two cited rates at one period", params: { date, total, parts: [unemployment, inflation] } };
  return { total, fact };
}

/**
 * "The highest misery index": the unemployment rate plus inflation at its highest (lowest) over the periods both
 * hold, the two rates of that period cited and their sum declared (`parts_sum`), with the count of periods searched.
 */
export function answerMiseryExtreme(input: { a: SeriesPoints; b: SeriesPoints; window: AskWindow | null; direction: "highest" | "lowest" }): ComputedAnswer {
  const { a, b, window, direction } = input;
  const both = sharedGaps(a, b, window).map((x) => ({ ...x, misery: miseryIndexOf(x.first.date, { indicator: a.series.code, value: x.first.value }, { indicator: b.series.code, value: x.second.value }) }));
  const span = window ? ` ${windowPhrase(window)}` : "";
  if (both.length === 0) return { status: "no_data", answer: `${seriesLabel(a.series)} and ${seriesLabel(b.series)} hold no period in common${span}.`, facts: [], citations: [], steps: [] };
  const pick = both.reduce((best, x) => ((direction === "highest" ? x.misery.total > best.misery.total : x.misery.total < best.misery.total) ? x : best));
  const [from_date, to_date] = [both[0]!.first.date, both.at(-1)!.first.date];
  return {
    status: "answered",
    answer:
      `Of the ${formatNumber(both.length)} periods ${seriesLabel(a.series)} and ${seriesLabel(b.series)} both hold${span}, the misery index (the first plus the second) was ${direction} ` +
      `${atPeriod(pick.first.date, a.series.frequency)}, at ${formatNumber(pick.misery.total)}: ${formatValue(pick.first.value, a.series.unit)} plus ${formatValue(pick.second.value, b.series.unit)}.`,
    facts: [
      pick.misery.fact,
      {
        kind: "sum_extreme",
        text: `the ${direction} sum of the two series over the periods both hold (params.periods; paths: the two series' values)`,
        params: { date: pick.first.date, periods: both.length, from_date, to_date, paths: [citationPath(a.series.code, a.region.code, from_date, to_date), citationPath(b.series.code, b.region.code, from_date, to_date)] },
      },
    ],
    citations: [cite(a.series, a.region, pick.first), cite(b.series, b.region, pick.second)],
    steps: [{ step: "compute", detail: `${direction} of ${a.series.code} + ${b.series.code} over ${both.length} shared periods: ${pick.misery.total} on ${pick.first.date}` }],
  };
}

/**
 * "How many days was WTI above Brent in 2024", "when was WTI last above Brent", "was WTI ever above Brent": one series
 * beyond another (strictly) on the periods both hold within the window. A count tells the periods, their share and
 * the separate spells they form, with the latest; "last" and "first" the period; "ever" the count, said yes or no.
 * Counts are declared with both series' paths; the periods told are cited on both sides.
 */
export function answerPairSide(input: { a: SeriesPoints; b: SeriesPoints; window: AskWindow | null; cross: "above" | "below"; which: "count" | "last" | "first" | "ever" | "overtake" }): ComputedAnswer {
  const { a, b, window, cross, which } = input;
  const both = sharedGaps(a, b, window);
  const [la, lb] = [seriesLabel(a.series), seriesLabel(b.series)];
  const span = window ? ` ${windowPhrase(window)}` : "";
  if (both.length === 0) return { status: "no_data", answer: `${la} and ${lb} hold no period in common${span}.`, facts: [], citations: [], steps: [] };
  const beyond = (x: (typeof both)[number]) => (cross === "above" ? x.first.value > x.second.value : x.first.value < x.second.value);
  const hits = both.filter(beyond);
  const spells = both.filter((x, i) => beyond(x) && (i === 0 || !beyond(both[i - 1]!))).length;
  const [from_date, to_date] = [both[0]!.first.date, both.at(-1)!.first.date];
  const paths = [citationPath(a.series.code, a.region.code, from_date, to_date), citationPath(b.series.code, b.region.code, from_date, to_date)];
  const unit = periodWord(a.series.frequency, both.length);
  const at = (x: (typeof both)[number]) => atPeriod(x.first.date, a.series.frequency);
  const pair = (x: (typeof both)[number]) => `${formatValue(x.first.value, a.series.unit)} against ${formatValue(x.second.value, b.series.unit)}`;
  const told = which === "first" ? hits[0] : hits.at(-1);
  const countFact: Fact = {
    kind: "count",
    text: `periods in which the first series stood ${cross} the second, of those both hold (paths: the two series' values), and the separate spells they form`,
    params: { count: hits.length, periods: both.length, spells, share_pct: (hits.length / both.length) * 100, from_date, to_date, paths },
  };
  const citations = told ? [cite(a.series, a.region, told.first), cite(b.series, b.region, told.second)] : [cite(a.series, a.region, both.at(-1)!.first), cite(b.series, b.region, both.at(-1)!.second)];
  const steps = [{ step: "compute", detail: `${a.series.code} ${cross} ${b.series.code} on ${hits.length} of ${both.length} shared periods ${from_date}..${to_date}, ${spells} spells` }];
  const shared = `the ${formatNumber(both.length, 0)} ${unit} both hold${span || ` (${formatPeriod(from_date, a.series.frequency)} to ${formatPeriod(to_date, a.series.frequency)})`}`;
  if (!told) {
    return {
      status: "answered",
      answer: `${which === "ever" ? "No: " : ""}${la} did not stand ${cross} ${lb} on any of ${shared}; the latest, ${at(both.at(-1)!)}, ${pair(both.at(-1)!)}.`,
      facts: [countFact],
      citations,
      steps,
    };
  }
  if (which === "overtake") {
    // "when did renewables overtake nuclear": the start of the spell beyond that holds the latest period, as places
    // overtake one another (answerOvertake); not beyond now, the last period it was
    const latest = both.at(-1)!;
    const k = both.findLastIndex((x) => !beyond(x));
    const [before, after] = [both[k], both[k + 1]];
    const answer = !beyond(latest)
      ? `${la} is not ${cross} ${lb} ${at(latest)}: ${pair(latest)}; it was last ${cross} it ${at(told)} (${pair(told)}).`
      : k < 0
        ? `${la} has stood ${cross} ${lb} in each of ${shared}: ${pair(latest)} ${at(latest)}.`
        : `${la} went ${cross} ${lb} ${at(after!)}: ${pair(after!)}, from ${pair(before!)} ${at(before!)}, and has stayed ${cross} it since.` +
          (after === latest ? "" : ` ${at(latest)[0]!.toUpperCase()}${at(latest).slice(1)}: ${pair(latest)}.`);
    const shown = !beyond(latest) ? [told, latest] : k < 0 ? [latest] : after === latest ? [before!, after!] : [before!, after!, latest];
    return {
      status: "answered",
      answer,
      facts: [countFact],
      citations: shown.flatMap((x) => [cite(a.series, a.region, x.first), cite(b.series, b.region, x.second)]),
      steps,
    };
  }
  if (which === "last" || which === "first") {
    const now = which === "last" && told === both.at(-1);
    return {
      status: "answered",
      answer: now
        ? `${la} stands ${cross} ${lb} ${at(told)}, the latest period both hold: ${pair(told)}.`
        : `${la} ${which === "first" ? "first" : "last"} stood ${cross} ${lb}${span} ${at(told)}: ${pair(told)}. It did so on ${formatNumber(hits.length, 0)} of ${shared}.`,
      facts: [countFact],
      citations,
      steps,
    };
  }
  return {
    status: "answered",
    answer:
      `${which === "ever" ? "Yes: " : ""}${la} stood ${cross} ${lb} on ${formatNumber(hits.length, 0)} of ${shared} (${formatNumber((hits.length / both.length) * 100, 1)}%), ` +
      `in ${formatNumber(spells, 0)} separate ${spells === 1 ? "spell" : "spells"}; the latest ${at(told)}: ${pair(told)}.`,
    facts: [countFact],
    citations,
    steps,
  };
}

/** Where a region stands among its peers at one period (rank 1 = highest value). */
export function answerPeerRank(input: {
  series: AskSeriesInfo;
  region: AskRegionInfo;
  peerKind: string;
  date: string;
  peers: { region: AskRegionInfo; value: number }[];
}): ComputedAnswer | null {
  const { series, region, date, peers } = input;
  const me = peers.find((p) => p.region.code === region.code);
  if (!me || peers.length < 3) return null;
  const sorted = [...peers].sort((a, b) => b.value - a.value);
  const rank = 1 + sorted.filter((p) => p.value > me.value).length;
  const top = sorted[0]!;
  const bottom = sorted.at(-1)!;
  const at = atPeriod(date, series.frequency);
  const answer =
    `Among the ${peers.length} ${input.peerKind} ${at}, ${region.name} ranks ${ordinal(rank)} highest at ${formatValue(me.value, series.unit)}; ` +
    `the highest is ${top.region.name} (${formatValue(top.value, series.unit)}) and the lowest ${bottom.region.name} (${formatValue(bottom.value, series.unit)}).`;
  return {
    status: "answered",
    answer,
    facts: [
      {
        kind: "peer_rank",
        text: "rank among regions of the same type and parent at the same period (1 = highest value)",
        params: { rank, peer_count: peers.length, date, highest_region: top.region.code, lowest_region: bottom.region.code },
      },
    ],
    citations: [
      cite(series, region, { date, value: me.value }),
      cite(series, top.region, { date, value: top.value }),
      cite(series, bottom.region, { date, value: bottom.value }),
    ],
    steps: [{ step: "peer_rank", detail: `${region.code} ranks ${rank} of ${peers.length} ${input.peerKind} at ${date}` }],
  };
}

/**
 * The numbers an answer states, for checking: dates, years and ordinals are left out (see the rules at
 * the top of this file), and peer counts ("62 countries").
 */
export function numbersInAnswer(text: string): number[] {
  const cleaned = text
    // numbers that are part of a series name: "S&P 500", "CO2", "10-year Treasury yield", "20-city composite"
    .replace(/S&P 500/g, " ")
    .replace(/\b\d+-(?:year|month|week|day|city)\b/g, " ")
    // the span the question asked, counted back ("over the last 50 days"), not a number read from the data
    .replace(/\b(?:last|past|previous) \d+ (?:days|weeks|months|quarters|years)\b/g, " ")
    .replace(/[A-Za-z]\d+/g, " ")
    .replace(/\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/gi, " ")
    .replace(/\b\d{4} Q[1-4]\b/g, " ")
    .replace(/\b\d+(st|nd|rd|th)\b/g, " ")
    .replace(/\b\d[\d,]* (countries|states|counties|metro areas|World Bank regions|periods|industries|companies|sources)\b/g, " ")
    // the parts of a breakdown summed ("the sum of its 3 parts stored")
    .replace(/(?<![\d.,])\d+ parts stored\b/g, " ")
    // the years a calendar month (a whole year) is stored for ("across the 4 Augusts stored", "the 4 whole years stored")
    .replace(new RegExp(`\\b\\d[\\d,]* (?:${MONTH_NAMES.join("|")}|whole year)s? stored\\b`, "g"), " ")
    // the count of a ranked list's entries ("the 10 with the highest"), which the list itself shows
    .replace(/\bthe \d+ with the\b/g, " ")
    // the fall a question asked a count of spells of ("fallen 30% from its high"), not a number read from the data
    .replace(/\b\d+(?:\.\d+)?% or more below an earlier high\b/g, " ")
    .replace(/(^|[:;] )\d+\. /g, "$1")
    // a year (a value of four digits or more is written with a comma): "2100" asked of data that end before it too
    .replace(/(^|[^\d.,])(1[89]\d{2}|2[01]\d{2})(?![\d,.]\d)/g, "$1 ");
  const out: number[] = [];
  for (const m of cleaned.matchAll(/-?\d[\d,]*(\.\d+)?/g)) out.push(Number(m[0].replace(/,/g, "")));
  return out;
}

/** Whether a value of one period is among the citations. */
const isCitedAt = (citations: readonly Citation[], date: string, value: number) => citations.some((c) => c.period_start === date && c.value === value);
/** The same, of one indicator's values. */
const isCitedOf = (citations: readonly Citation[], indicator: string, date: string, value: number) =>
  citations.some((c) => c.indicator === indicator && c.period_start === date && c.value === value);
/** The same, of one place's values. */
const isCitedIn = (citations: readonly Citation[], region: string, date: string, value: number | null) =>
  citations.some((c) => c.region === region && c.period_start === date && c.value === value);

/**
 * "Henry Hub 2025 vs 2024" of a finer series, "WTI in January 2020 and January 2021" of a daily one, "inflation
 * in the 1970s vs the 2010s": each year's (month's, decade's) mean
 * (its total, for a series whose periods add up), side by side, and the change from the earlier one's to the later one's.
 */
function answerPeriodsSideBySide(input: SeriesAnswerInput, inWindow: AskPoint[], steps: ComputedAnswer["steps"]): ComputedAnswer {
  const { series, region, window } = input;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const summed = series.aggregation === "sum";
  // two years ("2019"), two months of a daily series ("2020-01"), or two decades ("the 1970s", the dates that
  // begin with "197")
  const decades = window!.sides === "decade";
  const months = window!.sides === "month";
  const length = decades ? 3 : months ? 7 : 4;
  const prefixes = [window!.start!.slice(0, length), window!.end!.slice(0, length)];
  // (a baseline of several years, "pre-industrial" 1850–1900, set against the latest year: its mean is the first side)
  const base = window!.baseline;
  const sides = prefixes.map((prefix, k) => {
    const points = base && k === 0 ? inWindow.filter((p) => p.date >= base.start && p.date <= base.end) : inWindow.filter((p) => p.date.startsWith(prefix));
    const year = base && k === 0 ? `${base.start.slice(0, 4)}–${base.end.slice(0, 4)}` : decades ? `the ${prefix}0s` : months ? formatPeriod(`${prefix}-01`, "monthly") : prefix;
    return { year, points, value: points.length ? aggregate(points, summed ? "sum" : "mean") : null };
  });
  const missing = sides.find((side) => side.value === null);
  if (missing) return { status: "no_data", answer: `There is no value of ${label} in ${missing.year}.`, facts: [], citations: [], steps };
  // a decade or a year the series holds only in part is said with the span it holds (a year held to July is no year)
  const inPart = (side: { year: string; points: AskPoint[] }) =>
    base && side === sides[0]
      ? side.points[0]!.date.slice(0, 4) !== base.start.slice(0, 4) || side.points.at(-1)!.date.slice(0, 4) !== base.end.slice(0, 4)
      : decades
      ? new Set(side.points.map((p) => p.date.slice(0, 4))).size < 10
      : !months && (side.points[0]!.date > `${side.year}-01-31` || periodEnd(side.points.at(-1)!.date, series.frequency as Frequency) < `${side.year}-12-01`);
  const held = (side: { year: string; points: AskPoint[] }) =>
    inPart(side) ? ` (${formatPeriod(side.points[0]!.date, series.frequency)} to ${formatPeriod(side.points.at(-1)!.date, series.frequency)} only)` : "";
  type Side = { year: string; points: AskPoint[]; value: number };
  const [a, b] = sides as [Side, Side];
  const delta = b.value - a.value;
  const how = summed ? "totalled" : "averaged";
  steps.push({ step: "compute", detail: `${summed ? "sum" : "mean"} of ${a.year} (${a.points.length} periods) = ${a.value}; of ${b.year} (${b.points.length} periods) = ${b.value}` });
  const change =
    delta === 0 ? "the same" : `${delta > 0 ? "up" : "down"} ${formatDelta(delta, series.unit, [a.value, b.value]).replace(/^[-+]/, "")}${percentText(percentChangeOf(series.unit, a.value, b.value))}`;
  // "how many times higher was gold in 2020 than in 2000": the later year's mean (total) over the earlier's
  const times = input.times && hasTrueZero(series.unit) && a.value > 0 && b.value >= 0 ? b.value / a.value : null;
  const timesFacts: Fact[] =
    times === null
      ? []
      : [{ kind: "ratio_of_means", text: `the ${b.year} ${summed ? "total" : "mean"} over the ${a.year} one (both declared above)`, params: { numerator: b.value, denominator: a.value, ratio: times } }];
  const timesSaid = times === null ? "" : `, ${formatNumber(times)} times as ${summed ? "much" : "high"}`;
  return {
    status: "answered",
    answer: `${label} ${how} ${formatValue(b.value, series.unit)} in ${b.year}${held(b)} against ${formatValue(a.value, series.unit)} in ${a.year}${held(a)}: ${change}${timesSaid}.`,
    facts: [...[a, b].map((side): Fact => {
      const from = side.points[0]!.date;
      const to = side.points.at(-1)!.date;
      const path = citationPath(series.code, region.code, from, to);
      return summed
        ? { kind: "total", text: `the sum of the series' values in ${side.year} (path: the values added)`, params: { total: side.value, periods: side.points.length, from_date: from, to_date: to, path } }
        : { kind: "mean", text: `the mean of the series' values in ${side.year} (path: the values averaged)`, params: { average: side.value, periods: side.points.length, from_date: from, to_date: to, path } };
    }), ...timesFacts],
    // each year's ends; the paths hold every value
    citations: [a, b].flatMap((side) => [side.points[0]!, side.points.at(-1)!]).map((p) => cite(series, region, p)),
    steps,
  };
}

/**
 * Whether a number written in an answer traces to the citations: a cited value, the difference between
 * two cited values of one unit, the percent change between two of one series, a mean, a total or a standard
 * deviation a fact declares with the path of the values it reads, a count of a path's periods a fact declares,
 * the compound rate a year between two cited values of one series, after the formatting rules above, or a
 * number of a cited unit ("index 1982-84=100").
 */
export function isTraceable(n: number, citations: Citation[], facts: Fact[] = []): boolean {
  const same = (v: number, decimals?: number) => Math.abs(Number(formatNumber(v, decimals).replace(/,/g, "")) - n) < 1e-9;
  // a percent change as answers write it: to one decimal, or to its first digits when smaller than 0.05
  const samePercent = (v: number) => Math.abs(Number(formatPercentChange(v).replace(/,/g, "")) - n) < 1e-9;
  // the difference (written to `decimals` of it) or the percent change between two of `values`
  const movedBetween = (values: readonly number[], decimals: (d: number, a: number, b: number) => number) =>
    values.some((a) => values.some((b) => a !== b && (same(Math.abs(b - a), decimals(b - a, a, b)) || (a > 0 && samePercent(Math.abs(((b - a) / a) * 100))))));
  for (const f of facts) for (const declared of [f.params.average, f.params.median, f.params.total, f.params.stdev, f.params.annualized, f.params.share_below]) if (typeof declared === "number" && same(declared)) return true;
  // a mean gap is told by its size and a side ("16.52 below"): read as its absolute value
  for (const f of facts) if (f.kind === "mean_difference" && typeof f.params.average === "number" && same(Math.abs(f.params.average))) return true;
  // the median of each period's change, told by its size and a way as a change is (answerMedianChange); so too the
  // mean (median) of places' changes (answerCompareGrowth)
  for (const f of facts) {
    const m = f.kind === "median_change" ? f.params.median : f.params.of_changes === true ? (f.params.median ?? f.params.average) : undefined;
    if (typeof m !== "number") continue;
    if (f.params.in_percent === true ? samePercent(Math.abs(m)) : same(Math.abs(m), deltaDecimals(m, [0, m]))) return true;
  }
  // a calendar month's mean, told by its size and a side ("down 0.36%", to two decimals: answerSeasonality), and the
  // swing between two of them
  const seasonalMeans = facts.flatMap((f) => (f.kind === "seasonal_mean" && typeof f.params.average === "number" ? [f.params.average] : []));
  if (seasonalMeans.some((m) => same(Math.abs(m), 2)) || seasonalMeans.some((a) => seasonalMeans.some((b) => same(Math.abs(a - b), 2)))) return true;
  // the size a swing must reach to end (answerTurn), in percent to one decimal or in the unit as the answer wrote it
  for (const f of facts) {
    if (typeof f.params.swing_pct === "number" ? same(f.params.swing_pct, 1) : typeof f.params.swing_shown === "number" && same(f.params.swing_shown)) return true;
  }
  // a test's p-value as written (formatPValue)
  for (const f of facts) if (typeof f.params.p_value === "number" && Number(formatPValue(f.params.p_value).replace(/^[<=] /, "")) === n) return true;
  // a return with dividends and its compound rate a year, in percent to one decimal, as declared with their paths
  for (const f of facts) if (f.kind === "total_return") for (const declared of [f.params.total_return_pct, f.params.annualized]) if (typeof declared === "number" && same(declared, 1)) return true;
  // doublings between two cited values, the years between their dates and the years a doubling took, recomputed
  for (const f of facts) {
    if (f.kind !== "doubling") continue;
    const { from_date, from_value, to_date, to_value, half_date, half_value } = f.params as { from_date: string; from_value: number; to_date: string; to_value: number; half_date?: string; half_value?: number };
    const whole = isCitedAt(citations, from_date, from_value) && isCitedAt(citations, to_date, to_value) ? doublingsOf({ date: from_date, value: from_value }, { date: to_date, value: to_value }) : null;
    if (whole && (same(whole.doublings, 2) || same(whole.years, 1) || same(whole.doublingYears, 1))) return true;
    const latest = whole && half_date && half_value !== undefined && isCitedAt(citations, half_date, half_value) ? doublingsOf({ date: half_date, value: half_value }, { date: to_date, value: to_value }) : null;
    if (latest && same(latest.years, 1)) return true;
    // the first period at twice the first value: that twice, and the years to it
    const { doubled_date, doubled_value } = f.params as { doubled_date?: string; doubled_value?: number };
    if (whole && doubled_date && doubled_value !== undefined && isCitedAt(citations, doubled_date, doubled_value) && doubled_value >= 2 * from_value) {
      if (same(2 * from_value) || same(yearsBetween(from_date, doubled_date), 1)) return true;
    }
  }
  // a z-score: the cited value less the declared mean, over the declared standard deviation
  for (const f of facts) {
    const { value, average, stdev, z_score } = f.params as { value?: unknown; average?: unknown; stdev?: unknown; z_score?: unknown };
    if (f.kind !== "vs_average" || typeof z_score !== "number" || typeof value !== "number" || typeof average !== "number" || typeof stdev !== "number" || stdev <= 0) continue;
    if (!citations.some((c) => c.value === value)) continue;
    const z = (value - average) / stdev;
    if (same(z, 2) || same(Math.abs(z), 2)) return true;
  }
  for (const f of facts) if (f.kind === "correlation" && typeof f.params.correlation === "number" && (same(f.params.correlation, 2) || same(Math.abs(f.params.correlation), 2))) return true;
  // the number of signal intervals listed, counted from the list itself
  for (const f of facts) if (f.kind === "signals" && Array.isArray(f.params.signals) && same(f.params.signals.length)) return true;
  // a number of the catalog's description of a series, which the answer quotes
  for (const f of facts) if (f.kind === "catalog" && typeof f.params.description === "string" && numbersInAnswer(f.params.description).includes(n)) return true;
  // the regions counted beyond a level, and those with a value ("6 had", "all 7 had"), as a count of regions is
  // written beside its kind elsewhere ("175 countries"), which no rule recomputes either
  for (const f of facts) if (f.kind === "count" && typeof f.params.regions_ranked === "number" && (same(f.params.regions_ranked) || (typeof f.params.count === "number" && same(f.params.count)))) return true;
  // the parts of a breakdown that moved the way asked, and the others ("6 lost …; the other 9 did not"), counted from its list
  for (const f of facts) {
    const { count, series_ranked, order } = f.params as { count?: unknown; series_ranked?: unknown; order?: unknown };
    if (f.kind === "count" && typeof count === "number" && typeof series_ranked === "number" && Array.isArray(order) && order.length === count && (same(count) || same(series_ranked - count))) return true;
  }
  // the share counted, to one decimal: the count over the regions with a value, or over the periods compared
  for (const f of facts) {
    const { count, regions_ranked, periods, share_pct } = f.params as { count?: unknown; regions_ranked?: unknown; periods?: unknown; share_pct?: unknown };
    const of = typeof regions_ranked === "number" ? regions_ranked : periods;
    if (f.kind === "count" && typeof share_pct === "number" && typeof count === "number" && typeof of === "number" && of > 0 && same((count / of) * 100, 1)) return true;
  }
  // the change between two declared means (or totals) of one series, two periods set side by side, recomputed
  const declared = facts.flatMap((f) => [f.params.average, f.params.total].filter((v): v is number => typeof v === "number"));
  if (movedBetween(declared, (d, a, b) => deltaDecimals(d, [a, b]))) return true;
  // one declared mean (or total) over another, recomputed
  for (const f of facts) {
    if (f.kind !== "ratio_of_means") continue;
    const { numerator, denominator } = f.params as { numerator: number; denominator: number };
    if (declared.includes(numerator) && declared.includes(denominator) && denominator > 0 && same(numerator / denominator)) return true;
  }
  // a cited value told in the scale asked (withScaleAsked)
  for (const f of facts) {
    if (f.kind !== "in_scale") continue;
    const { value, unit_factor, scale_factor } = f.params as { value: number; unit_factor: number; scale_factor: number };
    // (or a value converted to another currency, itself recomputed by its conversion fact)
    const converted = facts.some((c) => c.kind === "conversion" && c.params.converted === value);
    if ((converted || declared.includes(value) || citations.some((c) => c.value === value)) && [1, 2, 4].some((d) => same((value * unit_factor) / scale_factor, d))) return true;
  }
  // the gap from a cited value to the level asked, and the percent move that closes it
  for (const f of facts) {
    if (f.kind !== "level_gap") continue;
    const { date, value, level, move_pct, from_date, from_value, to_value } = f.params as { date: string; value: number; level: number; move_pct: number | null; from_date?: string; from_value?: number; to_value?: number };
    // (a twelve-month change of two cited index values, against the level in percent)
    if (from_date !== undefined && from_value !== undefined && to_value !== undefined) {
      if (!isCitedAt(citations, from_date, from_value) || !isCitedAt(citations, date, to_value) || !(from_value > 0)) continue;
      const rate = (to_value / from_value - 1) * 100;
      if (same(rate, 1) || same(Math.abs(level - rate), 1)) return true;
      continue;
    }
    if (!isCitedAt(citations, date, value)) continue;
    if (same(Math.abs(level - value), deltaDecimals(level - value, [value, level])) || (move_pct !== null && same(Math.abs(((level - value) / value) * 100), 1))) return true;
  }
  // a compound rate a year between two cited values of one series
  for (const f of facts) {
    if (f.kind !== "annual_rate") continue;
    const { from_date, from_value, to_date, to_value } = f.params as { from_date: string; from_value: number; to_date: string; to_value: number };
    const rate = isCitedAt(citations, from_date, from_value) && isCitedAt(citations, to_date, to_value) ? compoundAnnualRate({ date: from_date, value: from_value }, { date: to_date, value: to_value }, true) : null;
    if (rate !== null && (same(rate, 1) || (f.params.decade_rate_pct !== undefined && same(decadeRateOf(rate), 1)))) return true;
  }
  // a change of a rate in percent told in basis points: the difference of two cited values times 100
  for (const f of facts) {
    if (f.kind !== "change" || f.params.in_basis_points !== true) continue;
    const { from_date, from_value, to_date, to_value } = f.params as { from_date: string; from_value: number; to_date: string; to_value: number };
    if (isCitedAt(citations, from_date, from_value) && isCitedAt(citations, to_date, to_value) && same(Math.round(Math.abs(to_value - from_value) * 100))) return true;
  }
  // a mean change a year between two cited values of one series
  for (const f of facts) {
    if (f.kind !== "annual_change") continue;
    const { from_date, from_value, to_date, to_value } = f.params as { from_date: string; from_value: number; to_date: string; to_value: number };
    const perYear = isCitedAt(citations, from_date, from_value) && isCitedAt(citations, to_date, to_value) ? meanAnnualChange({ date: from_date, value: from_value }, { date: to_date, value: to_value }) : null;
    if (perYear !== null && same(Math.abs(perYear), deltaDecimals(perYear, [from_value, to_value]))) return true;
    if (perYear !== null && f.params.change_per_decade !== undefined && same(Math.abs(perYear * 10), deltaDecimals(perYear * 10, [from_value, to_value]))) return true;
  }
  // a value at the prices of the index's latest month, of three cited values, recomputed
  const reals: number[] = [];
  for (const f of facts) {
    if (f.kind !== "real_value") continue;
    const { indicator, date, value, index_indicator, index_from_date, index_from, index_to_date, index_to } = f.params as {
      indicator: string;
      date: string;
      value: number;
      index_indicator: string;
      index_from_date: string;
      index_from: number;
      index_to_date: string;
      index_to: number;
    };
    // (at a year's prices: the index's mean over that year, each of its values cited)
    const { index_to_mean_of: yearOfIndex } = f.params as { index_to_mean_of?: AskPoint[] };
    const indexTo = yearOfIndex?.length ? meanOf(yearOfIndex) : index_to;
    const indexCited = yearOfIndex?.length ? yearOfIndex.every((p) => isCitedOf(citations, index_indicator, p.date, p.value)) : isCitedOf(citations, index_indicator, index_to_date, index_to);
    const cited = isCitedOf(citations, indicator, date, value) && isCitedOf(citations, index_indicator, index_from_date, index_from) && indexCited;
    if (yearOfIndex?.length && indexCited && same(indexTo)) return true;
    if (cited && index_from > 0) reals.push(atPricesOf(value, index_from, indexTo));
  }
  // each of them, and the move between two of them (a change in real terms)
  if (reals.some((a) => same(a)) || movedBetween(reals, (d, a, b) => deltaDecimals(d, [a, b]))) return true;
  // what a dollar of one period buys of the next (or a sum put into a price makes): the ratio of two cited values, recomputed
  for (const f of facts) {
    if (f.kind !== "purchasing_power" && f.kind !== "investment") continue;
    const { from_date, from_value, to_date, to_value } = f.params as { from_date: string; from_value: number; to_date: string; to_value: number };
    const { amount = 1 } = f.params as { amount?: number };
    if (!(isCitedAt(citations, from_date, from_value) && isCitedAt(citations, to_date, to_value) && from_value > 0)) continue;
    // the ratio, the sum the question asked about, and what that sum comes to; what a later dollar bought
    // earlier, and the share of its purchasing power lost (in percent)
    if (same(to_value / from_value, 2) || same(amount) || same((amount * to_value) / from_value, 2)) return true;
    if (same(from_value / to_value, 2) || same(Math.abs(1 - from_value / to_value) * 100, 1)) return true;
  }
  // a rate told the other way round: one over a cited value, and the move between two of those
  const inverses = facts.flatMap((f) => {
    const { date, value } = f.params as { date: string; value: number };
    return f.kind === "inverse" && isCitedAt(citations, date, value) && value > 0 ? [1 / value] : [];
  });
  // and their mean over a span, to four decimals as declared with the path of the values (withDollarsPerUnit)
  for (const f of facts) if (f.kind === "inverse_mean" && typeof f.params.average === "number" && same(f.params.average, 4)) return true;
  for (const a of inverses) {
    if (same(a, 4)) return true;
    for (const b of inverses) if (a !== b && (same(Math.abs(b - a), 4) || same(Math.abs(((b - a) / a) * 100), 1))) return true;
  }
  // a breakdown's parts summed, of cited values, and each part's share of the sum in percent, recomputed
  for (const f of facts) {
    if (f.kind !== "parts_sum") continue;
    const { date, parts } = f.params as { date: string; parts: { indicator: string; value: number }[] };
    if (!parts.every((p) => isCitedOf(citations, p.indicator, date, p.value))) continue;
    const total = parts.reduce((a, p) => a + p.value, 0);
    if (same(total) || (total > 0 && parts.some((p) => same((p.value / total) * 100, 1)))) return true;
  }
  // one series' value over another's, of two cited values, recomputed; and how far two of them moved apart
  const seriesRatios: number[] = [];
  for (const f of facts) {
    if (f.kind !== "series_ratio") continue;
    const { numerator_indicator, numerator_date, numerator, denominator_indicator, denominator_date, denominator, scale = 1 } = f.params as {
      numerator_indicator: string;
      numerator_date: string;
      numerator: number;
      denominator_indicator: string;
      denominator_date: string;
      denominator: number;
      scale?: number;
    };
    const cited = isCitedOf(citations, numerator_indicator, numerator_date, numerator) && isCitedOf(citations, denominator_indicator, denominator_date, denominator);
    if (cited && denominator !== 0 && same((numerator / denominator) * scale)) return true;
    if (cited && denominator !== 0) seriesRatios.push((numerator / denominator) * scale);
  }
  if (movedBetween(seriesRatios, () => 2)) return true;
  // a rate less the rise of a price index over twelve months, of three cited values, recomputed
  for (const f of facts) {
    if (f.kind !== "real_rate") continue;
    const { date, rate, rate_indicator, index_indicator, index_from_date, index_from, index_to } = f.params as {
      date: string;
      rate: number;
      rate_indicator: string;
      index_indicator: string;
      index_from_date: string;
      index_from: number;
      index_to: number;
    };
    const cited = isCitedOf(citations, rate_indicator, date, rate) && isCitedOf(citations, index_indicator, index_from_date, index_from) && isCitedOf(citations, index_indicator, date, index_to);
    if (!cited || !(index_from > 0)) continue;
    if (same(realRateOf(rate, index_from, index_to), 2) || same(Math.abs(pct(index_from, index_to)!), 2)) return true;
  }
  // an amount asked, and what it makes in another currency at cited rates, recomputed
  for (const f of facts) {
    if (f.kind !== "conversion") continue;
    const { amount, date, from_region, from_rate, to_region, to_rate, to_dates, to_rates } = f.params as {
      amount: number;
      date: string;
      from_region: string | null;
      from_rate: number | null;
      to_region: string | null;
      to_rate: number | null;
      to_dates?: string[];
      to_rates?: number[];
    };
    // (a rate that is the mean of several months' cited rates, a year's or a quarter's: recomputed from them)
    const meanCited =
      to_region !== null && Array.isArray(to_dates) && Array.isArray(to_rates) && to_dates.length === to_rates.length && to_rates.length > 0 && to_dates.every((d, k) => isCitedIn(citations, to_region, d, to_rates[k]!))
        ? to_rates.reduce((a, r) => a + r, 0) / to_rates.length
        : null;
    if (meanCited !== null && to_rate !== null && Math.abs(meanCited - to_rate) <= 1e-12 * Math.max(1, Math.abs(to_rate))) {
      if (same(meanCited) || [2, 4].some((d) => same(meanCited, d)) || [undefined, 1, 2, 4].some((d) => same(convertAmount(amount, null, meanCited), d))) return true;
      continue;
    }
    const cited = (region: string | null, rate: number | null) => (region === null ? rate === null : isCitedIn(citations, region, date, rate));
    // (a converted value is written as formatDerived writes it: none from a million up, one from 100, two from 1, four below)
    if (cited(from_region, from_rate) && cited(to_region, to_rate) && (same(amount) || [undefined, 1, 2, 4].some((d) => same(convertAmount(amount, from_rate, to_rate), d)))) return true;
  }
  // the sum of places' cited values at one period, and it set against another cited value or sum of that period
  const sums = facts.flatMap((f) => {
    if (f.kind !== "combined") return [];
    const { date, regions, values, sum } = f.params as { date: string; regions: string[]; values: number[]; sum: number };
    const cited = regions.length === values.length && regions.every((r, k) => isCitedIn(citations, r, date, values[k]!));
    const total = values.reduce((a, v) => a + v, 0);
    return cited && Math.abs(total - sum) <= 1e-9 * Math.max(1, Math.abs(sum)) ? [{ date, regions, total }] : [];
  });
  // (the move between two such sums: an area's change over a span)
  if (movedBetween(sums.map((s) => s.total), (d, a, b) => deltaDecimals(d, [a, b]))) return true;
  for (const s of sums) {
    if (same(s.total)) return true;
    const others = [...citations.filter((c) => c.period_start === s.date && !s.regions.includes(c.region)).map((c) => c.value), ...sums.filter((o) => o !== s && o.date === s.date).map((o) => o.total)];
    for (const v of others) {
      if (same(Math.abs(s.total - v), deltaDecimals(s.total - v, [s.total, v]))) return true;
      if ((s.total > 0 && same((v / s.total) * 100, 1)) || (v > 0 && same((s.total / v) * 100, 1))) return true;
    }
  }
  // one place's value over another's (a share in percent, or so many times), of two cited values, recomputed; and
  // of two such ratios of the same places at two periods ("China's share of world GDP since 2000"), how far it moved
  const ratios = facts.flatMap((f) => {
    if (f.kind !== "ratio") return [];
    const { date, numerator_region, numerator, denominator_region, denominator } = f.params as { date: string; numerator_region: string; numerator: number; denominator_region: string; denominator: number };
    return isCitedIn(citations, numerator_region, date, numerator) && isCitedIn(citations, denominator_region, date, denominator) && denominator > 0 ? [{ key: `${numerator_region}/${denominator_region}`, ratio: numerator / denominator }] : [];
  });
  if (ratios.some(({ ratio }) => same(ratio * 100, 1) || same(ratio, 2) || same(ratio, crossRateDecimals(ratio)))) return true;
  for (const x of ratios) for (const y of ratios) if (x !== y && x.key === y.key && (same(Math.abs(x.ratio - y.ratio) * 100, 1) || same(Math.abs(x.ratio - y.ratio), 2))) return true;
  // a value per person: a cited value over a cited population, recomputed
  const perPersons: number[] = [];
  for (const f of facts) {
    if (f.kind !== "per_capita") continue;
    const { region, date, value, scale, population, population_indicator } = f.params as { region: string; date: string; value: number; scale: number; population: number; population_indicator: string };
    const isCited = citations.some((c) => c.region === region && c.period_start === date && c.value === value && c.indicator !== population_indicator);
    const peopleCited = citations.some((c) => c.region === region && c.period_start === date && c.value === population && c.indicator === population_indicator);
    if (isCited && peopleCited && population > 0) {
      const perPerson = (value * scale) / population;
      if (same(perPerson, perPersonDecimals(perPerson))) return true;
      perPersons.push(perPerson);
    }
  }
  // the move between two of them (a change per person over a span)
  if (movedBetween(perPersons, (d) => perPersonDecimals(Math.abs(d)))) return true;
  // an area's value per person: the sum of its countries' cited values over the sum of their cited populations, recomputed
  for (const f of facts) {
    if (f.kind !== "combined_per_capita") continue;
    const { date, regions, values, populations, population_indicator, scale } = f.params as { date: string; regions: string[]; values: number[]; populations: number[]; population_indicator: string; scale: number };
    const citedAs = (region: string, value: number, ofPopulation: boolean) =>
      citations.some((c) => c.region === region && c.period_start === date && c.value === value && (c.indicator === population_indicator) === ofPopulation);
    if (regions.length !== values.length || regions.length !== populations.length) continue;
    if (!regions.every((r, k) => citedAs(r, values[k]!, false) && citedAs(r, populations[k]!, true))) continue;
    const total = values.reduce((a, v) => a + v, 0);
    const people = populations.reduce((a, v) => a + v, 0);
    if (same(total) || same(people)) return true;
    if (people > 0 && same((total * scale) / people, perPersonDecimals((total * scale) / people))) return true;
  }
  // the time from a high to the period the series stood above it again ("6 years and 4 months after the high"), of
  // two cited values
  for (const f of facts) {
    const { from_date, from_value, regained_date } = f.params as { from_date?: string; from_value?: number; regained_date?: string | null };
    if (f.params.peak_fall !== true || !from_date || from_value === undefined || !regained_date || !isCitedAt(citations, from_date, from_value)) continue;
    if (!citations.some((c) => c.period_start === regained_date)) continue;
    const elapsed = elapsedBetween(from_date, regained_date);
    if ([elapsed.years, elapsed.months, elapsed.days].includes(n)) return true;
  }
  // the time from the last period beyond a level to the latest ("208 days later"), and from the first period at one
  // level to the first at another after it, both cited
  for (const f of facts) {
    const { date, latest_date, from_date } = f.params as { date?: string; latest_date?: string; from_date?: string };
    const [start, end] = from_date ? [from_date, date] : [date, latest_date];
    if (f.kind !== "crossing" || !start || !end || !citations.some((c) => c.period_start === start) || !citations.some((c) => c.period_start === end)) continue;
    const elapsed = elapsedBetween(start, end);
    if ([elapsed.years, elapsed.months, elapsed.days, dayNumber(end) - dayNumber(start)].includes(n)) return true;
  }
  // a count of a chronology the engine holds, each span declared beside it ("the NBER dates 11 US recessions")
  for (const f of facts) if (f.kind === "chronology" && Array.isArray(f.params.spans) && f.params.count === f.params.spans.length && n === f.params.count) return true;
  // counts of the periods of a path (or of the paths) a fact declares ("in 26 of 77 years", "in 2 separate spells")
  for (const f of facts) {
    if (typeof f.params.path !== "string" && !Array.isArray(f.params.paths)) continue;
    for (const declared of [f.params.count, f.params.spells, f.params.periods]) if (typeof declared === "number" && declared === n) return true;
  }
  for (const c of citations) if (same(c.value) || same(Math.abs(c.value))) return true;
  // a number of the unit as cited ("index 1982-84=100")
  for (const c of citations) for (const u of c.unit?.match(/-?\d[\d,]*(?:\.\d+)?/g) ?? []) if (Number(u.replace(/,/g, "")) === n) return true;
  for (const a of citations) {
    for (const b of citations) {
      if (a === b || withoutDollarsKind(a.unit) !== withoutDollarsKind(b.unit)) continue;
      const d = difference(b, a);
      if (same(Math.abs(d), deltaDecimals(d, [a.value, b.value]))) return true;
      if (a.indicator !== b.indicator) continue;
      if (a.value > 0 && samePercent(Math.abs(((b.value - a.value) / a.value) * 100))) return true;
    }
  }
  return false;
}

/** Days a daily or weekly series may start after (stop before) a period's bounds and still hold it whole: a week of trading. */
const PERIOD_EDGE_DAYS: Record<string, number> = { daily: 7, weekly: 13 };
const windowPhraseOrNothing = (window: AskWindow | null) => (window ? ` ${windowPhrase(window)}` : "");

/**
 * A list asked (`ParsedQuestion.listAsked`): the last values stored, or one figure for each period of the window
 * (each the period's total or mean, as the series adds up or averages out), the latest MAX_LISTED at most.
 * Null when the list does not fit the series: periods finer than its own, or a list said in the singular ("yearly
 * avg … in 2020") over a window of one period, which the mean answers.
 */
export function answerList(input: {
  series: AskSeriesInfo;
  region: AskRegionInfo;
  points: AskPoint[];
  window: AskWindow | null;
  list: NonNullable<ParsedQuestion["listAsked"]>;
  /**
   * The change from the first whole period listed to the last told after the list, with how few years that is: the
   * trend of a day's weather, read on whole years.
   */
  acrossWhole?: boolean;
}): ComputedAnswer | null {
  const { series, region, window, list } = input;
  const points = window ? pointsInWindow(input.points, window) : input.points;
  if (points.length === 0) return null;
  const label = `${seriesLabel(series)} in ${region.name}`;
  if ("last" in list) {
    const listed = points.slice(-Math.min(list.last, MAX_LISTED));
    const a = listed[0]!;
    const b = listed.at(-1)!;
    const latest = b.date === input.points.at(-1)!.date ? ", the latest period stored" : "";
    const shorter = listed.length < list.last ? ` (${listed.length === points.length ? "all that are stored" : `at most ${MAX_LISTED} are listed`})` : "";
    return {
      status: "answered",
      answer: `${label}, the last ${listed.length} values${windowPhraseOrNothing(window)}${shorter}: ${listed.map((p) => `${formatValue(p.value, series.unit)} ${atPeriod(p.date, series.frequency)}`).join(", ")}${latest}.`,
      facts: [{ kind: "values", text: `the last ${listed.length} values stored${window ? " in the window" : ""} (path: the values)`, params: { count: listed.length, from_date: a.date, to_date: b.date, path: citationPath(series.code, region.code, a.date, b.date) } }],
      citations: listed.map((p) => cite(series, region, p)),
      steps: [{ step: "compute", detail: `last ${listed.length} values ${a.date}..${b.date}` }],
    };
  }
  if ("decades" in list) return answerDecadesListed(input, list.mean);
  const { per } = list;
  const perYear = periodsPerYear(FREQUENCY_OF_UNIT[per]);
  const ownPerYear = periodsPerYear((series.frequency ?? "daily") as Frequency);
  if (perYear > ownPerYear) return null;
  if (list.changes) return answerChangesListed(input, per, list.median === true, list.overYear === true && (per === "month" || per === "quarter"));
  const groups = new Map<string, AskPoint[]>();
  for (const p of points) {
    const key = periodKey(p.date, per);
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  // no window: the latest ten periods; a span counted back from the latest ("the last 12 months of CPI"): the periods
  // after the day it starts on, so that the 13th month back, which only ends on that day, is left out
  const all = [...groups.values()];
  const spanStart = window?.kind === "relative" && window.relative ? shiftBack(points.at(-1)!.date, window.relative) : null;
  const periods = spanStart !== null ? all.filter((g) => g[0]!.date > spanStart) : window ? all : all.slice(-10);
  if (periods.length < 2 && !list.plural) return null;
  const one = perYear === ownPerYear;
  // "monthly average Brent price 2023" of daily prices lists the months (and tells the year's mean too, the other
  // reading of the singular); of a series stored by the month, the singular is the mean alone
  if (!list.plural && per !== "year" && (one || !window)) return null;
  const shown = periods.slice(-MAX_LISTED);
  const summed = series.aggregation === "sum";
  const edge = PERIOD_EDGE_DAYS[series.frequency ?? ""];
  // whether a period's values reach its first day (its last), within the days a market is shut
  const reaches = (pts: AskPoint[], side: "start" | "end") => {
    const start = periodStart(pts[0]!.date, FREQUENCY_OF_UNIT[per]);
    const day = side === "start" ? start : periodEnd(start, FREQUENCY_OF_UNIT[per]);
    const held = side === "start" ? pts[0]!.date : pts.at(-1)!.date;
    if (edge !== undefined) return Math.abs(dayNumber(day) - dayNumber(held)) <= edge;
    const own = PERIOD_OF_FREQUENCY[series.frequency ?? ""] ?? per;
    return periodKey(held, own) === periodKey(day, own);
  };
  const whole = (pts: AskPoint[]) => reaches(pts, "start") && reaches(pts, "end");
  const rows = shown.map((pts) => {
    const figure = one ? pts[0]!.value : aggregate(pts, summed ? "sum" : "mean");
    return { pts, figure, whole: one || whole(pts), name: calendarPeriodName(pts[0]!.date, per) };
  });
  const wordOf = { year: "annual", quarter: "quarterly", month: "monthly", day: "daily" }[per];
  const what = one ? `${wordOf} values` : `${wordOf} ${summed ? "totals" : "means"}`;
  // a period between the first listed and the last with no value stored (October 2025's CPI, never published) is
  // said, not skipped in silence
  const stepMonths = one ? ({ month: 1, quarter: 3, year: 12 } as Partial<Record<PeriodUnit, number>>)[per] : undefined;
  const listedKeys = new Set(rows.map((r) => periodKey(r.pts[0]!.date, per)));
  const unlisted: string[] = [];
  const lastListed = rows.at(-1)!.pts[0]!.date;
  if (stepMonths) {
    for (let d = addMonths(rows[0]!.pts[0]!.date, stepMonths); d < lastListed && unlisted.length <= MAX_LISTED; d = addMonths(d, stepMonths)) {
      if (!listedKeys.has(periodKey(d, per))) unlisted.push(calendarPeriodName(d, per));
    }
  }
  const gaps = unlisted.length ? `; no value is stored for ${unlisted.length > 3 ? `some of the ${per}s between them` : unlisted.join(", ").replace(/, ([^,]+)$/, " or $1")}` : "";
  const partial = (r: (typeof rows)[number]) => (r.whole ? "" : ` (${formatPeriod(r.pts[0]!.date, series.frequency)} to ${formatPeriod(r.pts.at(-1)!.date, series.frequency)} only)`);
  const cut = periods.length > shown.length ? ` (the latest ${shown.length} of ${periods.length})` : "";
  const cutFact = cut
    ? [{ kind: "listed", text: "the periods listed of those in the window (path: the window's values)", params: { count: shown.length, periods: periods.length, path: citationPath(series.code, region.code, periods[0]![0]!.date, periods.at(-1)!.at(-1)!.date) } }]
    : [];
  // "at the end of each year": each period's last value (its first, at the start), one value a period, as when the
  // series is stored by that period
  if (list.edge && !one) {
    const edgeOf = (pts: AskPoint[]) => (list.edge === "end" ? pts.at(-1)! : pts[0]!);
    const held = shown.filter((pts) => reaches(pts, list.edge!)).map(edgeOf);
    if (held.length === 0) return null;
    const said = list.edge === "end" ? "end" : "start";
    const [a, b] = [held[0]!, held.at(-1)!];
    return {
      status: "answered",
      answer: `${label}, at the ${said} of each ${per}${windowPhraseOrNothing(window)}${cut}: ${held.map((p) => `${calendarPeriodName(p.date, per)} ${formatValue(p.value, series.unit)} ${atPeriod(p.date, series.frequency)}`).join(", ")}.`,
      facts: [...cutFact, { kind: "values", text: `the ${said === "end" ? "last" : "first"} value of each ${per} held to its ${said} (path: the values)`, params: { count: held.length, from_date: a.date, to_date: b.date, path: citationPath(series.code, region.code, a.date, b.date) } }],
      citations: held.map((p) => cite(series, region, p)),
      steps: [{ step: "compute", detail: `the ${said === "end" ? "last" : "first"} value of each of ${held.length} ${per}s ${a.date}..${b.date}` }],
    };
  }
  const cited = rows.flatMap((r) => r.pts).length <= MAX_CITED_VALUES ? rows.flatMap((r) => r.pts) : rows.flatMap((r) => (r.pts.length > 1 ? [r.pts[0]!, r.pts.at(-1)!] : r.pts));
  const [from, to] = [rows[0]!.pts[0]!.date, rows.at(-1)!.pts[0]!.date];
  const periodFacts: Fact[] = one
    ? [{ kind: "values", text: `one value for each ${per} (path: the values)`, params: { count: rows.length, from_date: from, to_date: to, path: citationPath(series.code, region.code, from, to) } }]
    : rows.map((r) => {
        const [a, b] = [r.pts[0]!, r.pts.at(-1)!];
        const params = { periods: r.pts.length, from_date: a.date, to_date: b.date, path: citationPath(series.code, region.code, a.date, b.date) };
        return summed
          ? { kind: "total", text: `the sum of the series' values in ${r.name} (path: the values added)`, params: { total: r.figure, ...params } }
          : { kind: "mean", text: `the mean of the series' values in ${r.name} (path: the values averaged)`, params: { average: r.figure, ...params } };
      });
  const closingFacts: Fact[] = [];
  let closing = "";
  // "is Seattle getting warmer": from the first whole period to the last (their means declared above), and how few
  // years that is to tell a trend by
  const wholeRows = rows.filter((r) => r.whole);
  if (input.acrossWhole && wholeRows.length >= 2) {
    const [a, b] = [wholeRows[0]!, wholeRows.at(-1)!];
    const d = b.figure - a.figure;
    const moved = d > 0 ? `rose by ${formatDelta(d, series.unit, [a.figure, b.figure])}` : d < 0 ? `fell by ${formatDelta(d, series.unit, [a.figure, b.figure])}` : "was unchanged";
    const few = per === "year" && wholeRows.length < 10 ? `: ${wholeRows.length} whole years, too few to tell a lasting trend from one year's weather` : "";
    const [from, to] = [a.pts[0]!.date, b.pts.at(-1)!.date];
    closingFacts.push({ kind: "listed", text: `the whole ${per}s listed, the first to the last (path: their values)`, params: { count: wholeRows.length, from_date: from, to_date: to, path: citationPath(series.code, region.code, from, to) } });
    closing = `. From the first whole ${per} to the last, the ${per}'s ${summed ? "total" : "mean"} ${moved}, from ${formatValue(a.figure, series.unit)} in ${a.name} to ${formatValue(b.figure, series.unit)} in ${b.name}${few}`;
  }
  if (!list.plural && per !== "year" && window) {
    const [a, b] = [points[0]!, points.at(-1)!];
    const figure = aggregate(points, summed ? "sum" : "mean");
    const params = { periods: points.length, from_date: a.date, to_date: b.date, path: citationPath(series.code, region.code, a.date, b.date) };
    closingFacts.push(
      summed
        ? { kind: "total", text: "the sum of the series' values in the window (path: the values added)", params: { total: figure, ...params } }
        : { kind: "mean", text: "the mean of the series' values in the window (path: the values averaged)", params: { average: figure, ...params } },
    );
    closing = `; the ${summed ? "total" : "mean"} of all ${formatNumber(points.length, 0)} values ${windowPhrase(window)} is ${formatValue(figure, series.unit)}`;
  }
  // a span counted back from the latest ends where the series does, which may be long before today
  const latestNote = window?.kind === "relative" && rows.at(-1)!.pts.at(-1)!.date === input.points.at(-1)!.date ? ", the latest period stored" : "";
  return {
    status: "answered",
    answer: `${label}, ${what}${windowPhraseOrNothing(window)}${cut}: ${rows.map((r) => `${r.name} ${formatValue(r.figure, series.unit)}${partial(r)}`).join(", ")}${latestNote}${gaps}${closing}.`,
    facts: [...cutFact, ...periodFacts, ...closingFacts],
    citations: cited.map((p) => cite(series, region, p)),
    steps: [{ step: "compute", detail: `${what} of ${rows.length} ${per}s ${rows[0]!.name}..${rows.at(-1)!.name}` }],
  };
}

/**
 * "Inflation by decade", "the S&P 500 by decade": each decade the window holds, in order. A level with a true zero is
 * told by its change over each decade in percent, from the last value before the decade to its last (as a year's is),
 * unless an average is asked; a rate, an anomaly or a series whose periods add up by each decade's mean (total). A
 * decade held in part says the span it holds.
 */
function answerDecadesListed(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; window: AskWindow | null }, mean: boolean): ComputedAnswer | null {
  const { series, region, window } = input;
  const points = window ? pointsInWindow(input.points, window) : input.points;
  const decadeOf = (p: AskPoint) => Math.floor(Number(p.date.slice(0, 4)) / 10) * 10;
  const groups = new Map<number, AskPoint[]>();
  for (const p of points) groups.set(decadeOf(p), [...(groups.get(decadeOf(p)) ?? []), p]);
  const summed = series.aggregation === "sum";
  const changes = !mean && !summed && !isPercentRate(series.unit) && hasTrueZero(series.unit);
  const all = [...groups.entries()].map(([decade, pts]) => ({ decade, pts, name: `the ${decade}s` }));
  // (the whole decade held: values in its first year and its last)
  const partial = (pts: AskPoint[], decade: number) =>
    pts[0]!.date.startsWith(String(decade)) && pts.at(-1)!.date.startsWith(String(decade + 9)) ? "" : ` (${formatPeriod(pts[0]!.date, series.frequency)} to ${formatPeriod(pts.at(-1)!.date, series.frequency)} only)`;
  const reach = PREVIOUS_PERIOD_REACH[series.frequency ?? ""];
  const rows = changes
    ? all.flatMap(({ decade, pts, name }) => {
        const base = input.points.findLast((p) => p.date < `${decade}-01-01`);
        if (!base || (reach && shiftBack(shiftBack(`${decade}-01-01`, reach), reach) > base.date)) return [];
        const end = pts.at(-1)!;
        const pc = pct(base.value, end.value);
        if (pc === null) return [];
        // (a decade still under way, or one the data stop in, says where its change runs to)
        const to = end.date.startsWith(String(decade + 9)) ? "" : ` (to ${formatPeriod(end.date, series.frequency)})`;
        const told = `${pc === 0 ? "unchanged" : `${pc > 0 ? "up" : "down"} ${formatPercentChange(Math.abs(pc))}%`}${to}`;
        return [{ name, pts: [base, end], told, fact: changeFact(base, end, `the change over ${name}: from the last value before it to its last`) }];
      })
    : all.map(({ decade, pts, name }) => {
        const figure = aggregate(pts, summed ? "sum" : "mean");
        const [a, b] = [pts[0]!, pts.at(-1)!];
        const params = { periods: pts.length, from_date: a.date, to_date: b.date, path: citationPath(series.code, region.code, a.date, b.date) };
        const fact: Fact = summed
          ? { kind: "total", text: `the sum of the series' values in ${name} (path: the values added)`, params: { total: figure, ...params } }
          : { kind: "mean", text: `the mean of the series' values in ${name} (path: the values averaged)`, params: { average: figure, ...params } };
        return { name, pts: [a, b], told: `${formatValue(figure, series.unit)}${partial(pts, decade)}`, fact };
      });
  if (rows.length < 2) return null;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const what = changes ? "changes in percent, each from the last value before the decade" : summed ? "totals" : "means";
  return {
    status: "answered",
    answer: `${label}${windowPhraseOrNothing(window)}, decade ${what}: ${rows.map((r) => `${r.name} ${r.told}`).join(", ")}.`,
    facts: rows.map((r) => r.fact),
    citations: [...new Map(rows.flatMap((r) => r.pts).map((p) => [p.date, p])).values()].map((p) => cite(series, region, p)),
    steps: [{ step: "compute", detail: `decade ${what} of ${rows.length} decades ${rows[0]!.name}..${rows.at(-1)!.name}` }],
  };
}

/**
 * "The S&P 500's yearly returns since 2015", "how did gold do each month in 2022": each period's change, from the
 * last value before it to its own last (December to December, as a year's return is told), in percent for a level
 * with a true zero and in the unit otherwise; the latest MAX_LISTED (with no window, ten) at most, a period still
 * under way said with the value it runs to. Null when the window holds no period with a value before it.
 */
function answerChangesListed(input: { series: AskSeriesInfo; region: AskRegionInfo; points: AskPoint[]; window: AskWindow | null }, per: PeriodUnit, median = false, overYear = false): ComputedAnswer | null {
  const { series, region } = input;
  // ("2024, year over year": the span's own name, the changes saying over the year themselves)
  const window = overYear && input.window ? { ...input.window, text: input.window.text.replace(/, year over year$/, ""), fromBefore: undefined } : input.window;
  const label = `${seriesLabel(series)} in ${region.name}`;
  const inWindow = window ? pointsInWindow(input.points, window) : input.points;
  const ends = new Map<string, AskPoint>();
  for (const p of inWindow) ends.set(periodKey(p.date, per), p);
  // each period's base: the last value before it, within the reach of one period of the series; over the year,
  // the last value of the same period a year before
  const reach = PREVIOUS_PERIOD_REACH[series.frequency ?? ""];
  // the same period a year before, to the same point in it for one under way ("2026 Q2 (to May)": from May 2025)
  const yearBefore = (start: string, end: AskPoint) => {
    const base = input.points.findLast((p) => p.date <= addMonths(end.date, -12));
    return base && periodKey(base.date, per) === periodKey(addMonths(start, -12), per) ? base : undefined;
  };
  const rows = [...ends.values()].flatMap((end) => {
    const start = periodStart(end.date, FREQUENCY_OF_UNIT[per]);
    const base = overYear ? yearBefore(start, end) : input.points.findLast((p) => p.date < start);
    if (!base || (!overYear && reach && shiftBack(shiftBack(start, reach), reach) > base.date)) return [];
    // (the latest period is under way when the series' own period of its last value ends before the period's)
    const underWay = end.date === input.points.at(-1)!.date && periodEnd(end.date, (series.frequency ?? "daily") as Frequency) < periodEnd(start, FREQUENCY_OF_UNIT[per]);
    return [{ base, end, name: calendarPeriodName(end.date, per), underWay }];
  });
  if (median) return answerMedianChange(input, per, rows.filter((r) => !r.underWay));
  const all = window ? rows : rows.slice(-10);
  const shown = all.slice(-MAX_LISTED);
  if (shown.length < 2) return null;
  const inPercent = tellsPercent(series.unit);
  const moved = (r: (typeof rows)[number]) => {
    if (inPercent) {
      const pc = pct(r.base.value, r.end.value)!;
      return pc === 0 ? "unchanged" : `${pc > 0 ? "up" : "down"} ${formatPercentChange(Math.abs(pc))}%`;
    }
    const delta = r.end.value - r.base.value;
    return delta === 0 ? "unchanged" : `${delta > 0 ? "up" : "down"} ${formatDelta(delta, series.unit, [r.base.value, r.end.value]).replace(/^[-+]/, "")}`;
  };
  const wordOf = overYear ? "year-over-year" : { year: "annual", quarter: "quarterly", month: "monthly", day: "daily" }[per];
  const cut = all.length > shown.length ? ` (the latest ${shown.length} of ${all.length})` : "";
  const said = shown.map((r) => `${r.name} ${moved(r)}${r.underWay ? ` (to ${formatPeriod(r.end.date, series.frequency)})` : ""}`);
  const points = [...new Map(shown.flatMap((r) => [r.base, r.end]).map((p) => [p.date, p])).values()];
  const from = overYear ? `the same ${per} a year before` : `the last value before the ${per}`;
  return {
    status: "answered",
    answer: `${label}, ${wordOf} changes${inPercent ? " in percent" : ""}${windowPhraseOrNothing(window)}${cut}, each from ${from}: ${said.join(", ")}.`,
    facts: [
      ...(cut
        ? [{ kind: "listed", text: "the periods listed of those in the window (path: the window's values)", params: { count: shown.length, periods: all.length, path: citationPath(series.code, region.code, all[0]!.base.date, all.at(-1)!.end.date) } }]
        : []),
      ...shown.map((r) => changeFact(r.base, r.end, overYear ? `the change over the year to ${r.name}: from the same ${per} a year before` : `the change over ${r.name}: from the last value before it to its last`)),
    ],
    citations: points.map((p) => cite(series, region, p)),
    steps: [{ step: "compute", detail: `${wordOf} changes of ${shown.length} ${per}s ${shown[0]!.name}..${shown.at(-1)!.name}` }],
  };
}

/**
 * "The median annual return of the S&P 500": the middle one of each whole period's change (in percent, or in the
 * unit of a rate), each from the last value before the period; of an even number, halfway between the two middle
 * ones, both cited.
 */
function answerMedianChange(input: { series: AskSeriesInfo; region: AskRegionInfo; window: AskWindow | null }, per: PeriodUnit, rows: { base: AskPoint; end: AskPoint; name: string }[]): ComputedAnswer | null {
  const { series, region, window } = input;
  if (rows.length < 2) return null;
  const inPercent = tellsPercent(series.unit);
  const moveOf = (r: (typeof rows)[number]) => (inPercent ? pct(r.base.value, r.end.value)! : difference(r.end, r.base));
  const sorted = rows.map((r) => ({ r, move: moveOf(r) })).sort((a, b) => a.move - b.move);
  const half = Math.floor(sorted.length / 2);
  const middle = sorted.length % 2 ? [sorted[half]!] : [sorted[half - 1]!, sorted[half]!];
  const value = middle.reduce((a, m) => a + m.move, 0) / middle.length;
  const told = (move: number) => {
    if (move === 0) return "unchanged";
    const size = inPercent ? `${formatPercentChange(Math.abs(move))}%` : formatDelta(move, series.unit, [0, move]).replace(/^[-+]/, "");
    return `${move > 0 ? "up" : "down"} ${size}`;
  };
  const wordOf = { year: "annual", quarter: "quarterly", month: "monthly", day: "daily" }[per];
  const rises = rows.filter((r) => moveOf(r) > 0).length;
  const [first, last] = [rows[0]!, rows.at(-1)!];
  const span = window ? windowPhrase(window) : `from ${first.name} to ${last.name}`;
  const path = citationPath(series.code, region.code, first.base.date, last.end.date);
  const which =
    middle.length === 1
      ? `, ${middle[0]!.r.name}'s`
      : `, halfway between ${middle[0]!.r.name}'s ${told(middle[0]!.move)} and ${middle[1]!.r.name}'s ${told(middle[1]!.move)}`;
  return {
    status: "answered",
    answer: `The median of the ${formatNumber(rows.length)} ${wordOf} changes of ${seriesLabel(series)} in ${region.name} ${span}, each from the last value before the ${per}, was ${told(value)}${which}; ${formatNumber(rises)} of the ${formatNumber(rows.length)} were rises.`,
    facts: [
      {
        kind: "median_change",
        text: `the middle of the ${wordOf} changes${inPercent ? " in percent" : ""} (params.periods of them), each from the last value before the ${per} to its last; of an even number, the mean of the middle two (path: the values they are measured from)`,
        params: { median: value, in_percent: inPercent, periods: rows.length, from_date: first.base.date, to_date: last.end.date, path },
      },
      { kind: "count", text: `the ${wordOf} changes that were rises (params.count) of those measured (params.periods)`, params: { count: rises, periods: rows.length, path } },
      ...middle.map((m) => changeFact(m.r.base, m.r.end, `the change over ${m.r.name}: from the last value before it to its last`)),
    ],
    citations: middle.flatMap((m) => [cite(series, region, m.r.base), cite(series, region, m.r.end)]),
    steps: [{ step: "compute", detail: `median of ${rows.length} ${wordOf} changes ${first.name}..${last.name}: ${value}` }],
  };
}

/** A cited value told again in another unit or scale: one decimal from 100 up, two from 1, four below. */
const formatDerived = (v: number) => formatNumber(v, Math.abs(v) >= 1e6 ? 0 : Math.abs(v) >= 100 ? 1 : Math.abs(v) >= 1 ? 2 : 4);

/** A unit in US dollars said in another currency ("US dollars per troy ounce" in euros: "euros per troy ounce"). */
export function unitInCurrency(unit: string | null, currencyWord: string): string {
  return (unit ?? "").replace(/(?:current )?US dollars/, currencyWord);
}

/**
 * The value of a one-value answer in US dollars told again in the currency asked ("the gold price in euros"), at
 * the cited rate of the currency's place (units per US dollar) of the month that holds the value's period: a fact
 * of `kind` `conversion` the citation check recomputes, as for an amount asked. The answer unchanged when it holds
 * more than one value or no rate of that month is given.
 */
export function withValueInCurrency(
  computed: ComputedAnswer,
  unit: string | null,
  currency: { word: string; rates: AskSeriesInfo; place: AskRegionInfo; points: readonly AskPoint[] },
  frequency: string | null,
): ComputedAnswer {
  // (in dollars, or in so many of them: "billion current US dollars")
  const dollars = /^(?:(?:thousand|million|billion|trillion)s? (?:of )?)?(?:current )?US dollars\b/;
  if (computed.status !== "answered" || computed.citations.length !== 1 || !dollars.test(unit ?? "")) return computed;
  const { value, period_start } = computed.citations[0]!;
  if (value === null) return computed;
  // a value of a month or less at that month's rate; of a quarter or a year, at the mean of its months' rates
  const first = periodStart(period_start, "monthly");
  const months = frequency === "annual" ? 12 : frequency === "quarterly" ? 3 : 1;
  const rates = Array.from({ length: months }, (_, k) => currency.points.find((p) => p.date === addMonths(first, k)));
  if (rates.some((r) => !r || !(r.value > 0))) return computed;
  const held = rates as AskPoint[];
  const rate = held.reduce((a, r) => a + r.value, 0) / held.length;
  const converted = convertAmount(value, null, rate);
  const told = `${formatDerived(converted)} ${unitInCurrency(unit, currency.word)}`;
  const when = months === 1 ? formatPeriod(first, "monthly") : `the mean of the months from ${formatPeriod(first, "monthly")} to ${formatPeriod(held.at(-1)!.date, "monthly")}`;
  return {
    ...computed,
    answer: `${computed.answer.replace(/\.$/, "")}: ${told}, at ${formatValue(rate, currency.rates.unit)} (${currency.place.name}, ${when}).`,
    facts: [
      ...computed.facts,
      {
        kind: "conversion",
        text:
          months === 1
            ? "the cited value (in US dollars) times the cited rate of the currency asked, in units per US dollar, of the month that holds its period"
            : "the cited value (in US dollars) times the mean of the cited rates of the currency asked (params.to_rates of the months params.to_dates, in units per US dollar) over the months of its period",
        params: {
          amount: value,
          date: first,
          from_region: null,
          from_rate: null,
          to_region: currency.place.code,
          to_rate: rate,
          converted,
          ...(months === 1 ? {} : { to_dates: held.map((r) => r.date), to_rates: held.map((r) => r.value) }),
        },
      },
    ],
    citations: [...computed.citations, ...held.map((r) => cite(currency.rates, currency.place, r))],
  };
}

/** Grams in a troy ounce (exactly 31.1034768, by the international definition of 1959). */
const GRAMS_PER_TROY_OUNCE = 31.1034768;

/** The one value an answer tells: the only one cited, or the one a value answer names beside the window's first; null for several. */
function oneValueTold(computed: ComputedAnswer): number | null {
  const told = computed.facts.filter((f) => f.kind === "latest" || f.kind === "value");
  return computed.citations.length === 1 ? computed.citations[0]!.value : told.length === 1 ? (told[0]!.params.value as number) : null;
}

/**
 * "Gold per gram", "a kilo of gold": the one price per troy ounce an answer tells also told per gram (kilogram), declared as the
 * cited value over the grams (troy ounces) in it, so the citation check recomputes it as it does a scale asked.
 */
export function withMassAsked(computed: ComputedAnswer, unit: string | null, mass: "gram" | "kilogram"): ComputedAnswer {
  // told in another currency ("gold per gram in euros"): the converted value, in the unit it was told in
  const conversion = computed.facts.find((f) => f.kind === "conversion");
  const value = conversion ? (conversion.params.converted as number) : oneValueTold(computed);
  if (computed.status !== "answered" || value === null || !/\bper troy ounce$/i.test(unit ?? "")) return computed;
  // per gram: the value over the grams in an ounce; per kilogram: times the ounces in a kilogram
  const [unitFactor, scaleFactor] = mass === "gram" ? [1, GRAMS_PER_TROY_OUNCE] : [1000, GRAMS_PER_TROY_OUNCE];
  const scaled = (value * unitFactor) / scaleFactor;
  const per = unit!.replace(/\s*\bper troy ounce$/i, "");
  return {
    ...computed,
    answer: `${computed.answer} ${mass === "gram" ? "A gram" : "A kilogram"} cost ${formatDerived(scaled)} ${per} at that price.`,
    facts: [...computed.facts, { kind: "in_scale", text: `the cited value per ${mass}: times ${unitFactor} grams, over the ${GRAMS_PER_TROY_OUNCE} grams of a troy ounce`, params: { value, unit_factor: unitFactor, scale_factor: scaleFactor, scaled } }],
  };
}

/** US gallons and litres in a barrel of oil (42 gallons of 231 cubic inches). */
const PER_BARREL = { gallon: 42, liter: 158.987294928 } as const;

/**
 * "WTI per gallon", "oil price per liter": one value of a price per barrel also told for that volume, a fact of kind
 * `in_scale` recomputed by the citation check (the value over the gallons or litres in a barrel).
 */
export function withVolumeAsked(computed: ComputedAnswer, unit: string | null, volume: "gallon" | "liter"): ComputedAnswer {
  const value = oneValueTold(computed);
  if (computed.status !== "answered" || value === null || !/\bper barrel$/i.test(unit ?? "")) return computed;
  const scaleFactor = PER_BARREL[volume];
  const scaled = value / scaleFactor;
  const per = unit!.replace(/\s*\bper barrel$/i, "");
  return {
    ...computed,
    answer: `${computed.answer} A ${volume} of it cost ${formatDerived(scaled)} ${per} at that price.`,
    facts: [...computed.facts, { kind: "in_scale", text: `the cited value per ${volume}: over the ${scaleFactor} ${volume}s of a barrel`, params: { value, unit_factor: 1, scale_factor: scaleFactor, scaled } }],
  };
}

/**
 * The value of a one-value answer told again in the scale asked ("US GDP 2023 in trillions": 27,720.7 billion
 * current US dollars is 27.72 trillion current US dollars), with a fact `isTraceable` recomputes. A mean or a
 * total over a span ("US GDP in 2024 in trillions", the mean of four quarterly rates) is the answer's one value
 * when it is its only derived one. The answer is unchanged when it holds more than one value or its unit has no
 * true zero to scale (an index, a percent).
 */
export function withScaleAsked(computed: ComputedAnswer, unit: string | null, scale: NonNullable<ParsedQuestion["scaleAsked"]>): ComputedAnswer {
  if (computed.status !== "answered" || !hasTrueZero(unit) || /percent|index|ratio|rate\b/i.test((unit ?? "").replace(/,? seasonally adjusted annual rate$/i, ""))) return computed;
  const own = unitScale(unit);
  if (own === scale.factor) return computed;
  const declared = computed.facts.flatMap((f) => (f.kind === "mean" || f.kind === "total" ? [f.params.average ?? f.params.total] : [])).filter((v): v is number => typeof v === "number");
  const value = computed.citations.length === 1 ? computed.citations[0]!.value : computed.facts.length === 1 && declared.length === 1 ? declared[0]! : undefined;
  if (value === undefined) return computed;
  const scaled = (value * own) / scale.factor;
  const text = `${formatDerived(scaled)} ${scale.word} ${unitWithoutScale(unit)}`;
  return {
    ...computed,
    answer: `${computed.answer.replace(/\.$/, "")} (${text}).`,
    facts: [...computed.facts, { kind: "in_scale", text: `the cited value in ${scale.word}s`, params: { value, unit_factor: own, scale_factor: scale.factor, scaled } }],
  };
}
