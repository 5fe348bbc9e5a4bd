import type { Context } from "hono";
import type { IndicatorRow } from "../db/queries/indicators.js";
import { findRegionCandidates, type RegionRow } from "../db/queries/regions.js";
import { rowsOf } from "../db/client.js";
import { sql } from "drizzle-orm";
import { assertMayRead } from "./access.js";
import { invalidParameter, notFound } from "./errors.js";
import { findIndicators } from "./provisioning.js";
import { knownDataVersion } from "./reads.js";
import type { AppEnv } from "./router.js";

/**
 * An active indicator by code (the headline one when several sources share it) that the reader may read;
 * an on-demand code (fred.<ID>) is registered on its first read (see findIndicators).
 */
export async function resolveIndicator(c: Context<AppEnv>, parameter: string, code: string): Promise<IndicatorRow> {
  const {
    rows: [indicator],
    reason,
  } = await findIndicators(c, code, { memo: true });
  if (!indicator) throw notFound(`Indicator '${code}' was not found`, { parameter, value: code, ...(reason ? { reason } : {}) });
  assertMayRead(c, { tier: indicator.access_tier });
  return indicator;
}

/**
 * The region a series read is for: the given code, slug or postal abbreviation, or the indicator's default
 * region. When the text names several regions (`CA`), the one this indicator has data for wins, then one
 * its upstream source publishes. The reader must be allowed the (indicator, region) pair.
 */
export async function resolveSeriesRegion(
  c: Context<AppEnv>,
  indicator: IndicatorRow,
  input: string | undefined,
): Promise<RegionRow> {
  const { db } = c.get("deps");
  let region: RegionRow | undefined;
  if (input === undefined) {
    if (!indicator.default_region) {
      throw invalidParameter("region", `is required: '${indicator.code}' has no default region`);
    }
    [region] = await regionCandidates(c, indicator.default_region);
  } else {
    const candidates = await regionCandidates(c, input);
    if (candidates.length > 1) {
      const covered = new Set(
        rowsOf<{ region_code: string }>(
          await db.execute(sql`SELECT region_code FROM series_coverage
            WHERE indicator_id = ${indicator.id} AND region_code = ANY(${sql.param(candidates.map((r) => r.code))}::text[])`),
        ).map((r) => r.region_code),
      );
      const upstream = indicator.upstream ? c.get("deps").upstreams[indicator.upstream] : undefined;
      region =
        candidates.find((r) => covered.has(r.code)) ??
        candidates.find((r) => upstream?.publishes(indicator.code, r)) ??
        candidates[0];
    } else {
      region = candidates[0];
    }
    if (!region) throw notFound(`Region '${input}' was not found`, { parameter: "region", value: input });
  }
  if (!region) throw notFound(`Region '${input ?? indicator.default_region}' was not found`, { parameter: "region" });
  assertMayRead(c, { tier: indicator.access_tier, region: region.code });
  return region;
}

/** Every region the text may mean (code, slug, postal abbreviation), from the catalog cache. */
export const regionCandidates = (c: Context<AppEnv>, text: string) =>
  c.get("caches").regions.get(text, knownDataVersion(c), () => findRegionCandidates(c.get("deps").db, text));
