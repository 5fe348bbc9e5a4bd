import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { IndicatorRow } from "../../db/queries/indicators.js";
import type { ObservationRow } from "../../db/queries/observations.js";
import { decodeCursor, encodeCursor } from "../../http/cursor.js";
import { utcToday } from "../../http/dates.js";
import { invalidParameter, notFound } from "../../http/errors.js";
import { ensureSeriesStored } from "../../http/provisioning.js";
import { readLatest, readPage } from "../../http/reads.js";
import type { AppEnv } from "../../http/router.js";
import { findIndicatorForBatch, resolveDateRange, resolveIndicator, resolveSeriesRegion } from "../../http/resolve.js";
import { canonicalIndicatorCode } from "../../sources/fred.js";
import type { latestRoute, observationsRoute } from "./observations.routes.js";


type ObservationCursor = { v: 1; i: string; r: string; s: "asc" | "desc"; p: string };
const isObservationCursor = (v: Record<string, unknown>): v is ObservationCursor =>
  v.v === 1 && typeof v.i === "string" && typeof v.r === "string" && (v.s === "asc" || v.s === "desc") && typeof v.p === "string";

const toObservation = (r: ObservationRow) => ({
  period_start: r.period_start,
  period_end: r.period_end,
  period_type: r.period_type,
  value: r.value,
  revision: Number(r.revision),
  is_preliminary: r.is_preliminary,
  source_updated_at: r.source_updated_at,
});

export const observationsHandler: RouteHandler<typeof observationsRoute, AppEnv> = async (c) => {
  const q = c.req.valid("query");
  const { start, end } = resolveDateRange(q);
  const indicator = await resolveIndicator(c, "indicator", q.indicator);
  const region = await resolveSeriesRegion(c, indicator, q.region);
  await ensureSeriesStored(c, indicator, region);

  let after: string | undefined;
  if (q.cursor) {
    const cursor = decodeCursor(q.cursor, isObservationCursor);
    if (cursor.i !== indicator.id || cursor.r !== region.code || cursor.s !== q.sort) {
      throw invalidParameter("cursor", "belongs to another indicator, region or sort order");
    }
    after = cursor.p;
  }
  const rows = await readPage(c, {
    indicatorId: indicator.id,
    region: region.code,
    start,
    end,
    asOf: q.as_of,
    sort: q.sort,
    limit: q.limit + 1,
    after,
  });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > q.limit && last
      ? encodeCursor({ v: 1, i: indicator.id, r: region.code, s: q.sort, p: last.period_start } satisfies ObservationCursor)
      : undefined;
  return c.json(
    {
      data: page.map(toObservation),
      meta: {
        indicator: indicator.code,
        region: region.code,
        unit: indicator.unit,
        frequency: indicator.frequency,
        count: page.length,
        limit: q.limit,
        ...(nextCursor ? { next_cursor: nextCursor } : {}),
      },
    },
    200,
  );
};

function toLatest(indicator: IndicatorRow, region: string, r: ObservationRow) {
  return {
    indicator: indicator.code,
    region,
    period_start: r.period_start,
    period_end: r.period_end,
    period_type: r.period_type,
    value: r.value as number,
    revision: Number(r.revision),
    is_preliminary: r.is_preliminary,
    source_updated_at: r.source_updated_at,
    unit: indicator.unit,
  };
}

/** Projection series answer the latest period that is not in the future. */
const notAfterFor = (c: Context<AppEnv>, indicator: IndicatorRow) =>
  indicator.projection ? utcToday(c.get("deps").clock.now()) : null;

export const latestHandler: RouteHandler<typeof latestRoute, AppEnv> = async (c) => {
  const q = c.req.valid("query");
  const batch = q.indicators;
  if (q.indicator && batch.length) throw invalidParameter("indicators", "give either indicator or indicators, not both");

  if (q.indicator) {
    const indicator = await resolveIndicator(c, "indicator", q.indicator);
    const region = await resolveSeriesRegion(c, indicator, q.region);
    await ensureSeriesStored(c, indicator, region);
    const [row] = await readLatest(c, [{ indicatorId: indicator.id, region: region.code, notAfter: notAfterFor(c, indicator) }]);
    if (!row) throw notFound(`'${indicator.code}' has no value for region '${region.code}'`, { indicator: indicator.code, region: region.code });
    return c.json({ data: toLatest(indicator, region.code, row) }, 200);
  }

  if (batch.length === 0) throw invalidParameter("indicator", "is required (or indicators, a comma-separated list)");
  // the batch reads stored series only (no provisioning), under each code's canonical form (fred.dgs10 → fred.DGS10)
  const codes = [...new Set(batch.map(canonicalIndicatorCode))];
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
  // every series' latest value in one statement; a series not stored has no row and is listed missing
  const rows = await readLatest(c, wanted.map((w) => ({ indicatorId: w.indicator.id, region: w.region, notAfter: notAfterFor(c, w.indicator) })));
  const found = new Map(rows.map((r) => [r.n - 1, r]));
  const data: ReturnType<typeof toLatest>[] = [];
  wanted.forEach((w, i) => {
    const row = found.get(i);
    if (row) data.push(toLatest(w.indicator, w.region, row));
    else missing.push(w.code);
  });
  missing.sort((a, b) => codes.indexOf(a) - codes.indexOf(b));
  return c.json({ data, meta: { count: data.length, missing } }, 200);
};
