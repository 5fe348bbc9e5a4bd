import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { indicatorCoverage, listIndicators, searchTerms, type IndicatorRow } from "../../db/queries/indicators.js";
import { invalidParameter, notFound } from "../../http/errors.js";
import { findIndicators } from "../../http/provisioning.js";
import { canonicalIndicatorCode } from "../../sources/fred.js";
import type { AppEnv } from "../../http/router.js";
import { onDemandIndicatorId, type OnDemandIndicator } from "../../jobs/provisioning.js";
import { throttledWarning, type Log } from "../../log.js";
import type { getIndicatorRoute, listIndicatorsRoute } from "./indicators.routes.js";
import { json, setHeader } from "../../http/answer.js";

function toIndicatorResource(r: IndicatorRow) {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    source: r.source_slug,
    category: r.category,
    subcategory: r.subcategory,
    access_tier: r.access_tier,
    unit: r.unit,
    frequency: r.frequency,
    is_active: r.is_active,
    ...(r.display ? { display: r.display } : {}),
    ...(r.projection ? { projection: true as const } : {}),
  };
}

/** A series an upstream offers but that is not stored yet, in the list item shape, flagged `provisionable`. */
async function toProvisionableResource(d: OnDemandIndicator) {
  const i = d.indicator;
  return {
    id: await onDemandIndicatorId(i.code),
    code: i.code,
    name: i.name,
    description: i.description,
    source: d.source.slug,
    category: i.category,
    subcategory: i.subcategory,
    access_tier: i.accessTier,
    unit: i.unit,
    frequency: i.frequency,
    is_active: true,
    provisionable: true as const,
  };
}

export const listIndicatorsHandler: RouteHandler<typeof listIndicatorsRoute, AppEnv> = async (c) => {
  const q = c.req.valid("query");
  // codes are read as every route reads them: in any case, without spaces around them
  const codes = q.codes
    ?.split(",")
    .filter((s) => s.trim())
    .map(canonicalIndicatorCode);
  // a filter that names nothing would match everything: `codes=,,` or a search of symbols alone (`%`, `☃`)
  if (codes?.length === 0) throw invalidParameter("codes", "names no indicator codes");
  // spaces alone are refused by the schema
  const code = q.code === undefined ? undefined : canonicalIndicatorCode(q.code);
  if (q.search !== undefined && searchTerms(q.search).length === 0) throw invalidParameter("search", "has no words to search for (letters or digits)");
  const { db } = c.get("deps");
  const { rows, total } = await listIndicators(db, {
    source: q.source,
    category: q.category,
    frequency: q.frequency,
    search: q.search,
    code,
    codes,
    includeInactive: q.include_inactive,
    limit: q.limit,
    offset: q.offset,
  });
  // a search that finds nothing here asks an upstream catalog (FRED) and lists what it could load
  if (total === 0 && q.search && !q.category && !q.frequency && !code && !codes?.length) {
    const found = await searchUpstreams(c, q.search, q.limit, q.offset, q.source);
    if (found && found.total > 0) {
      const stored = await listIndicators(db, { codes: found.items.map((d) => d.indicator.code), includeInactive: false, limit: 100, offset: 0 });
      const storedByCode = new Map(stored.rows.map((r) => [r.code, r]));
      const data = await Promise.all(
        found.items.map((d) => {
          const row = storedByCode.get(d.indicator.code);
          return row ? toIndicatorResource(row) : toProvisionableResource(d);
        }),
      );
      return json(c, { data, meta: { total: found.total, limit: q.limit, offset: q.offset } }, 200);
    }
  }
  return json(c, { data: rows.map(toIndicatorResource), meta: { total, limit: q.limit, offset: q.offset } }, 200);
};

/** One warning line per outage (at most one a minute) per log, not one per search. */
const searchWarnings = new WeakMap<Log, ReturnType<typeof throttledWarning>>();

/**
 * The first upstream catalog's matches for a search, or null when no upstream has a catalog, the `source`
 * filter names another source, or the upstream failed. A failure never fails the list: it is logged, and
 * the answer (the empty local result) is marked no-store so no cache keeps it.
 */
async function searchUpstreams(c: Context<AppEnv>, text: string, limit: number, offset: number, source: string | undefined) {
  const { upstreams, log } = c.get("deps");
  const catalog = Object.values(upstreams).find((u) => u.catalog)?.catalog;
  if (!catalog) return null;
  try {
    const found = await catalog.search(text, { limit, offset });
    // an upstream's answer is kept as long as the upstream adapter keeps it, not for a data version
    setHeader(c, "Cache-Control", "public, max-age=600");
    return source === undefined || found.items.every((d) => d.source.slug === source) ? found : null;
  } catch (err) {
    let warn = searchWarnings.get(log);
    if (!warn) searchWarnings.set(log, (warn = throttledWarning((m, f) => log.warn(m, f), "upstream catalog search failed; answering the local result only", 60_000)));
    warn({ error: err instanceof Error ? err.message : String(err) });
    setHeader(c, "Cache-Control", "no-store");
    return null;
  }
}

export const getIndicatorHandler: RouteHandler<typeof getIndicatorRoute, AppEnv> = async (c) => {
  const { code } = c.req.valid("param");
  const { source, include_inactive } = c.req.valid("query");
  const { db } = c.get("deps");
  const { rows: matches, reason } = await findIndicators(c, code, { includeInactive: include_inactive });
  const chosen = source ? matches.find((m) => m.source_slug === source) : matches[0];
  if (!chosen) {
    throw notFound(
      source ? `Indicator '${code}' was not found in source '${source}'` : `Indicator '${code}' was not found`,
      { code, ...(source ? { source } : {}), ...(reason ? { reason } : {}) },
    );
  }
  const coverage = await indicatorCoverage(db, chosen.id);
  const data = {
    id: chosen.id,
    code: chosen.code,
    name: chosen.name,
    description: chosen.description,
    category: chosen.category,
    subcategory: chosen.subcategory,
    access_tier: chosen.access_tier,
    unit: chosen.unit,
    frequency: chosen.frequency,
    source: { slug: chosen.source_slug, name: chosen.source_name },
    default_region:
      chosen.default_region && chosen.default_region_name
        ? { code: chosen.default_region, name: chosen.default_region_name }
        : null,
    available_regions: coverage.regions,
    date_range: { start: coverage.start, end: coverage.end },
    seasonal_adjustment: chosen.seasonal_adjustment,
    aggregation: chosen.aggregation,
    ...(chosen.projection ? { projection: true as const } : {}),
    ...(chosen.retired_at
      ? {
          retired: {
            retired_at: chosen.retired_at,
            reason: chosen.retired_reason ?? "retired",
            ...(chosen.replaced_by ? { replaced_by: chosen.replaced_by } : {}),
          },
        }
      : {}),
  };
  const others = source ? [] : matches.filter((m) => m.id !== chosen.id).map((m) => m.source_slug);
  return json(c, { data, ...(others.length ? { meta: { ambiguous_with: others } } : {}) }, 200);
};
