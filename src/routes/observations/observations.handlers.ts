import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { IndicatorRow } from "../../db/queries/indicators.js";
import type { ObservationRow } from "../../db/queries/observations.js";
import { decodeCursor, encodeCursor } from "../../http/cursor.js";
import { isCalendarDate, utcToday } from "../../http/dates.js";
import { invalidParameter, notFound } from "../../http/errors.js";
import { ensureSeriesStored } from "../../http/provisioning.js";
import { readLatest, readPage, readPredecessors } from "../../http/reads.js";
import { csvFileName, csvResponse, wantsCsv } from "../../http/csv.js";
import { addDays, dayNumber } from "../../domain/series.js";
import { aggregateSeries, checkAggregation, incompletePeriods, periodStart, type ResampleMethod, type TargetFrequency } from "../../domain/panel.js";
import { comparesYearAgo, LOGARITHMIC_UNITS, observationsPerYear, transformedUnit, transformValues, UNITS_DESCRIPTION, type Units } from "../../domain/units.js";
import type { AppEnv } from "../../http/router.js";
import { distinctIndicatorCodes, findIndicatorForBatch, resolveDateRange, resolveIndicator, resolveSeriesRegion } from "../../http/resolve.js";
import type { latestRoute, observationsRoute } from "./observations.routes.js";
import { json } from "../../http/answer.js";


type ObservationCursor = { v: 1; i: string; r: string; s: "asc" | "desc"; p: string; f?: string };
const isObservationCursor = (v: Record<string, unknown>): v is ObservationCursor =>
  v.v === 1 && typeof v.i === "string" && typeof v.r === "string" && (v.s === "asc" || v.s === "desc") && typeof v.p === "string" && isCalendarDate(v.p) &&
  (v.f === undefined || typeof v.f === "string");

/** An observation as answered: the stored row, or a period aggregated from several. */
type Observation = ObservationRow;

const toObservation = (r: ObservationRow): Observation => ({
  period_start: r.period_start,
  period_end: r.period_end,
  period_type: r.period_type,
  value: r.value,
  revision: Number(r.revision),
  is_preliminary: r.is_preliminary,
  source_updated_at: r.source_updated_at,
});

const OBSERVATION_COLUMNS = ["period_start", "period_end", "period_type", "value", "revision", "is_preliminary", "source_updated_at"] as const;

/** FRED's aggregation names, as the panel's resampling methods. */
const AGGREGATION_METHOD = { avg: "mean", sum: "sum", eop: "last" } as const satisfies Record<string, ResampleMethod>;

/** Most native rows one aggregated page reads; a page that would need more holds fewer periods (and a cursor). */
const MAX_AGGREGATED_ROWS = 100_000;
/** Longest and shortest span of a period in days, to size the native read of an aggregated page. */
const LONGEST_DAYS: Record<TargetFrequency, number> = { daily: 1, monthly: 31, quarterly: 92, annual: 366 };
const SHORTEST_DAYS: Record<string, number> = { daily: 1, weekly: 7, monthly: 28, quarterly: 90, annual: 365, quinquennial: 1826, decennial: 3652 };
/** An aggregated period whose data stop this many days before its end is still being filled. */
const FILLING_DAYS = 7;

const dayBefore = (date: string) => addDays(date, -1);

/** Native rows grouped into `target` periods, with the panel's aggregation, newest revision and provenance of each. */
function aggregateRows(code: string, frequency: string, ascending: ObservationRow[], target: TargetFrequency, method: ResampleMethod): Observation[] {
  const values = aggregateSeries({ code, frequency, points: ascending.map((r) => ({ date: r.period_start, value: r.value })) }, target, method);
  const groups = new Map<string, ObservationRow[]>();
  for (const r of ascending) {
    const key = periodStart(r.period_start, target);
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return values.map(({ date, value }) => {
    const rows = (groups.get(date) ?? []).filter((r) => r.value !== null);
    const periodEnd = dayBefore(periodStart(date, target, 1));
    const lastDay = rows.reduce((max, r) => ((r.period_end ?? r.period_start) > max ? (r.period_end ?? r.period_start) : max), "");
    const filling = dayNumber(periodEnd) - dayNumber(lastDay) > FILLING_DAYS;
    const updated = rows.reduce<string | null>((max, r) => (r.source_updated_at && (!max || r.source_updated_at > max) ? r.source_updated_at : max), null);
    return {
      period_start: date,
      period_end: periodEnd,
      period_type: target,
      value,
      revision: Math.max(...rows.map((r) => Number(r.revision))),
      is_preliminary: filling || rows.some((r) => r.is_preliminary),
      source_updated_at: updated,
    };
  });
}

export const observationsHandler: RouteHandler<typeof observationsRoute, AppEnv> = async (c) => {
  const q = c.req.valid("query");
  const { start, end } = resolveDateRange(q);
  const indicator = await resolveIndicator(c, "indicator", q.indicator);
  const region = await resolveSeriesRegion(c, indicator, q.region);
  const frequency = indicator.frequency ?? "";
  // a frequency the series is already at reads the stored periods; a finer one is refused
  const target = q.frequency && checkAggregation(indicator.code, frequency, q.frequency, false) ? q.frequency : undefined;
  await ensureSeriesStored(c, indicator, region);

  let after: string | undefined;
  if (q.cursor) {
    const cursor = decodeCursor(q.cursor, isObservationCursor);
    if (cursor.i !== indicator.id || cursor.r !== region.code || cursor.s !== q.sort || cursor.f !== target) {
      throw invalidParameter("cursor", "belongs to another indicator, region, sort order or frequency");
    }
    after = cursor.p;
  }
  const series = { indicatorId: indicator.id, region: region.code, asOf: q.as_of };
  // most stored rows one aggregated period can hold
  const rowsPerPeriod = target ? Math.ceil(LONGEST_DAYS[target] / (SHORTEST_DAYS[frequency] ?? 1)) : 1;

  let page: Observation[];
  let more: boolean;
  // the page's aggregated periods that miss one of their native periods
  let incomplete: string[] = [];
  if (!target) {
    const rows = await readPage(c, { ...series, start, end, sort: q.sort, limit: q.limit + 1, after });
    page = rows.slice(0, q.limit).map(toObservation);
    more = rows.length > q.limit;
  } else {
    // whole periods whose period_start is within [start, end], as for stored rows (and the panel): from the
    // first period starting on or after `start` to the end of the one holding `end`
    const method = AGGREGATION_METHOD[q.aggregation];
    let from = start ? (periodStart(start, target) === start ? start : periodStart(start, target, 1)) : undefined;
    const to = end ? dayBefore(periodStart(end, target, 1)) : undefined;
    if (after && q.sort === "asc") from = periodStart(after, target, 1);
    const limit = Math.min(MAX_AGGREGATED_ROWS, (q.limit + 1) * rowsPerPeriod + 1);
    const rows = await readPage(c, { ...series, start: from, end: to, sort: q.sort, limit, ...(after && q.sort === "desc" ? { after } : {}) });
    const ascending = q.sort === "asc" ? rows : [...rows].reverse();
    let periods = aggregateRows(indicator.code, frequency, ascending, target, method);
    // a read cut short by its limit may have cut the period at its far end: that one starts the next page
    const truncated = rows.length === limit;
    if (truncated) periods = q.sort === "asc" ? periods.slice(0, -1) : periods.slice(1);
    if (q.sort === "desc") periods.reverse();
    page = periods.slice(0, q.limit);
    more = truncated || periods.length > q.limit;
    const onPage = new Set(page.map((o) => o.period_start));
    const held = ascending.filter((r) => r.value !== null).map((r) => r.period_start);
    incomplete = incompletePeriods(frequency, held, target).filter((date) => onPage.has(date));
    if (q.sort === "desc") incomplete.reverse();
  }

  if (q.units !== "lin" && page.length > 0) {
    const ascending = q.sort === "asc" ? page : [...page].reverse();
    const first = ascending[0]!.period_start;
    let history: { date: string; value: number | null }[];
    if (!target) {
      history = (await readPredecessors(c, series, first, q.units)).map((r) => ({ date: r.period_start, value: r.value }));
    } else {
      const back = comparesYearAgo(q.units) ? Math.ceil(observationsPerYear(target) ?? 1) : 1;
      const rows = await readPage(c, { ...series, start: periodStart(first, target, -back), sort: "asc", end: dayBefore(first), limit: back * rowsPerPeriod + 1 });
      history = aggregateRows(indicator.code, frequency, rows, target, AGGREGATION_METHOD[q.aggregation]).map((o) => ({ date: o.period_start, value: o.value }));
    }
    const values = transformValues(ascending.map((o) => ({ date: o.period_start, value: o.value })), q.units, target ?? frequency, history);
    const transformed = ascending.map((o, i) => ({ ...o, value: values[i]! }));
    page = q.sort === "asc" ? transformed : transformed.reverse();
  }

  const last = page.at(-1);
  const nextCursor =
    more && last ? encodeCursor({ v: 1, i: indicator.id, r: region.code, s: q.sort, p: last.period_start, ...(target ? { f: target } : {}) } satisfies ObservationCursor) : undefined;
  if (wantsCsv(c, q.format)) {
    const name = csvFileName(indicator.code, region.code, ...(target ? [target] : []), ...(q.units !== "lin" ? [q.units] : []));
    return csvResponse(c, name, [...OBSERVATION_COLUMNS], page.map((o) => OBSERVATION_COLUMNS.map((k) => o[k])), nextCursor);
  }
  return json(c,
    {
      data: page,
      meta: {
        indicator: indicator.code,
        region: region.code,
        unit: transformedUnit(q.units, indicator.unit),
        frequency: target ?? indicator.frequency,
        count: page.length,
        limit: q.limit,
        ...(q.units !== "lin" ? { units: { code: q.units, name: UNITS_DESCRIPTION[q.units].name } } : {}),
        ...(target ? { aggregation: { method: q.aggregation, native_frequency: frequency, incomplete_periods: incomplete } } : {}),
        ...(nextCursor ? { next_cursor: nextCursor } : {}),
      },
    },
    200,
  );
};

function toLatest(indicator: IndicatorRow, region: string, r: ObservationRow, units: Units, value: number) {
  return {
    indicator: indicator.code,
    region,
    period_start: r.period_start,
    period_end: r.period_end,
    period_type: r.period_type,
    value,
    revision: Number(r.revision),
    is_preliminary: r.is_preliminary,
    source_updated_at: r.source_updated_at,
    unit: transformedUnit(units, indicator.unit),
  };
}

const LATEST_COLUMNS = ["indicator", "region", "period_start", "period_end", "period_type", "value", "unit", "revision", "is_preliminary", "source_updated_at"] as const;

/** Projection series answer the latest period that is not in the future. */
const notAfterFor = (c: Context<AppEnv>, indicator: IndicatorRow) =>
  indicator.projection ? utcToday(c.get("deps").clock.now()) : null;

/** The latest value under a units transformation; null when it has no predecessor or leaves the domain. */
async function latestValue(c: Context<AppEnv>, indicator: IndicatorRow, region: string, row: ObservationRow, units: Units): Promise<number | null> {
  if (units === "lin") return row.value;
  const history = await readPredecessors(c, { indicatorId: indicator.id, region }, row.period_start, units);
  const points = history.map((r) => ({ date: r.period_start, value: r.value }));
  return transformValues([{ date: row.period_start, value: row.value }], units, indicator.frequency, points)[0] ?? null;
}

export const latestHandler: RouteHandler<typeof latestRoute, AppEnv> = async (c) => {
  const q = c.req.valid("query");
  const batch = q.indicators;
  if (q.indicator && batch.length) throw invalidParameter("indicators", "give either indicator or indicators, not both");
  const asCsv = wantsCsv(c, q.format);
  const csv = (name: string, rows: ReturnType<typeof toLatest>[]) =>
    csvResponse(c, name, [...LATEST_COLUMNS], rows.map((l) => LATEST_COLUMNS.map((k) => l[k])));

  if (q.indicator) {
    const indicator = await resolveIndicator(c, "indicator", q.indicator);
    const region = await resolveSeriesRegion(c, indicator, q.region);
    await ensureSeriesStored(c, indicator, region);
    const [row] = await readLatest(c, [{ indicatorId: indicator.id, region: region.code, notAfter: notAfterFor(c, indicator) }]);
    const value = row ? await latestValue(c, indicator, region.code, row, q.units) : null;
    if (!row || value === null) {
      const why = row && row.value !== null && row.value <= 0 && LOGARITHMIC_UNITS.has(q.units) ? `the latest value, ${row.value}, is not above zero` : "no earlier value it can be computed from";
      const what = q.units === "lin" ? "no value" : `no ${UNITS_DESCRIPTION[q.units].name} (${why})`;
      throw notFound(`'${indicator.code}' has ${what} for region '${region.code}'`, { indicator: indicator.code, region: region.code });
    }
    const latest = toLatest(indicator, region.code, row, q.units, value);
    if (asCsv) return csv(csvFileName(indicator.code, region.code, "latest", ...(q.units !== "lin" ? [q.units] : [])), [latest]);
    return json(c, { data: latest }, 200);
  }

  if (batch.length === 0) throw invalidParameter("indicator", "is required (or indicators, a comma-separated list)");
  // the batch reads stored series only (no provisioning), under each code's canonical form (fred.dgs10 → fred.DGS10)
  const codes = distinctIndicatorCodes("indicators", batch);
  const missing: string[] = [];
  const wanted: { code: string; indicator: IndicatorRow; region: string }[] = [];
  for (const code of codes) {
    const indicator = await findIndicatorForBatch(c, code);
    if (!indicator || (q.region === undefined && !indicator.default_region)) {
      missing.push(code);
      continue;
    }
    wanted.push({ code, indicator, region: (await resolveSeriesRegion(c, indicator, q.region)).code });
  }
  // every series' latest value in one statement; a series not stored (or without a transformed value) is listed missing
  const rows = await readLatest(c, wanted.map((w) => ({ indicatorId: w.indicator.id, region: w.region, notAfter: notAfterFor(c, w.indicator) })));
  const found = new Map(rows.map((r) => [r.n - 1, r]));
  const values = await Promise.all(wanted.map((w, i) => {
    const row = found.get(i);
    return row ? latestValue(c, w.indicator, w.region, row, q.units) : null;
  }));
  const data: ReturnType<typeof toLatest>[] = [];
  wanted.forEach((w, i) => {
    const row = found.get(i);
    const value = values[i];
    if (row && value !== null && value !== undefined) data.push(toLatest(w.indicator, w.region, row, q.units, value));
    else missing.push(w.code);
  });
  missing.sort((a, b) => codes.indexOf(a) - codes.indexOf(b));
  if (asCsv) return csv(csvFileName("latest", ...(q.units !== "lin" ? [q.units] : [])), data);
  return json(c, { data, meta: { count: data.length, missing } }, 200);
};
