import type { RouteHandler } from "@hono/zod-openapi";
import {
  findIndicatorsByCode,
  indicatorCoverage,
  listIndicators,
  type IndicatorRow,
} from "../../db/queries/indicators.js";
import { notFound } from "../../http/errors.js";
import type { AppEnv } from "../../http/router.js";
import type { getIndicatorRoute, listIndicatorsRoute } from "./indicators.routes.js";

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

export const listIndicatorsHandler: RouteHandler<typeof listIndicatorsRoute, AppEnv> = async (c) => {
  const q = c.req.valid("query");
  const codes = q.codes
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const { rows, total } = await listIndicators(c.get("deps").db, {
    source: q.source,
    category: q.category,
    frequency: q.frequency,
    search: q.search,
    code: q.code,
    codes,
    includeInactive: q.include_inactive,
    limit: q.limit,
    offset: q.offset,
  });
  return c.json({ data: rows.map(toIndicatorResource), meta: { total, limit: q.limit, offset: q.offset } }, 200);
};

export const getIndicatorHandler: RouteHandler<typeof getIndicatorRoute, AppEnv> = async (c) => {
  const { code } = c.req.valid("param");
  const { source, include_inactive } = c.req.valid("query");
  const { db } = c.get("deps");
  const matches = await findIndicatorsByCode(db, code, include_inactive);
  const chosen = source ? matches.find((m) => m.source_slug === source) : matches[0];
  if (!chosen) {
    throw notFound(
      source ? `Indicator '${code}' was not found in source '${source}'` : `Indicator '${code}' was not found`,
      { code, ...(source ? { source } : {}) },
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
  return c.json({ data, ...(others.length ? { meta: { ambiguous_with: others } } : {}) }, 200);
};
