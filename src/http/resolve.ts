import type { Context } from "hono";
import { findIndicatorsByCode, type IndicatorRow } from "../db/queries/indicators.js";
import { coveredRegions, coveredRegionTypes, findRegionCandidates, type RegionRow } from "../db/queries/regions.js";
import { pickRegion } from "../domain/regions.js";
import { assertMayRead } from "./access.js";
import { invalidParameter, notFound } from "./errors.js";
import { findIndicators, publishedUpstream } from "./provisioning.js";
import { canonicalIndicatorCode } from "../sources/fred.js";
import { knownDataVersion } from "./reads.js";
import type { AppEnv } from "./router.js";

/*
 * The resolve step of every route: the text of a request's parameters becomes catalog rows (indicators,
 * regions, a date range), each read through the catalog cache, and the reader's access to what was named
 * is checked here, before any data is read.
 */

/** Every region the text may mean (code, slug, postal abbreviation, alpha-3 code), from the catalog cache. */
export const regionCandidates = (c: Context<AppEnv>, text: string) =>
  c.get("caches").regions.get(text, knownDataVersion(c), () => findRegionCandidates(c.get("deps").db, text));

/** The region a parameter names (src/domain/regions.ts pickRegion), or 404 naming the parameter. */
export async function resolveRegion(
  c: Context<AppEnv>,
  parameter: string,
  input: string,
  prefer?: (region: RegionRow) => boolean,
): Promise<RegionRow> {
  return pickCandidate(await regionCandidates(c, input), parameter, input, prefer);
}

function pickCandidate(candidates: RegionRow[], parameter: string, input: string, ...prefer: (((region: RegionRow) => boolean) | undefined)[]): RegionRow {
  const region = pickRegion(candidates, ...prefer);
  if (!region) throw notFound(`Region '${input}' was not found`, { parameter, value: input });
  return region;
}

/** `start` and `end` as given, refused when they are the wrong way round. */
export function resolveDateRange(q: { start?: string | undefined; end?: string | undefined }) {
  if (q.start && q.end && q.start > q.end) throw invalidParameter("start", "must not be after end");
  return { start: q.start, end: q.end };
}

/**
 * The codes of a list of series (`indicators` of latest and panel) in their canonical form (fred.dgs10 is
 * fred.DGS10), refused when one series is listed twice, in any case: an answer holds one place per series.
 */
export function distinctIndicatorCodes(parameter: string, codes: string[]): string[] {
  const canonical = codes.map(canonicalIndicatorCode);
  const twice = canonical.find((code, i) => canonical.indexOf(code) !== i);
  if (twice !== undefined) throw invalidParameter(parameter, `lists ${twice} twice`);
  return canonical;
}

/**
 * An active indicator by code (the headline one when several sources share it) that the reader may read;
 * an on-demand code (fred.<ID>) is registered on its first read (see findIndicators).
 */
export async function resolveIndicator(c: Context<AppEnv>, parameter: string, code: string): Promise<IndicatorRow> {
  // no code holds a comma: `indicator=a,b` is a list given where one code goes
  if (code.includes(",")) {
    throw invalidParameter(parameter, "names one indicator (codes have no commas); the latest and panel routes take several as indicators=a,b");
  }
  const {
    rows: [indicator],
    reason,
  } = await findIndicators(c, code, { memo: true });
  if (!indicator) throw notFound(`Indicator '${code}' was not found`, { parameter, value: code, ...(reason ? { reason } : {}) });
  assertMayRead(c, { tier: indicator.access_tier });
  return indicator;
}

/**
 * The region a series read is for: the given code, slug, postal abbreviation or alpha-3 code, or the indicator's default
 * region. When the text names several regions (`CA`), the kind the indicator is about wins (pickRegion): the one
 * it has data for, then one its upstream source publishes, then one of a type it has data for. The reader must be
 * allowed the (indicator, region) pair.
 */
export async function resolveSeriesRegion(
  c: Context<AppEnv>,
  indicator: IndicatorRow,
  input: string | undefined,
): Promise<RegionRow> {
  let region: RegionRow;
  if (input === undefined) {
    if (!indicator.default_region) {
      throw invalidParameter("region", `is required: '${indicator.code}' has no default region`);
    }
    region = await resolveRegion(c, "region", indicator.default_region);
  } else {
    // one lookup of the candidates: a write between two lookups would hand back new rows
    const candidates = await regionCandidates(c, input);
    if (candidates.length > 1) {
      const { db } = c.get("deps");
      const [covered, types] = await Promise.all([
        coveredRegions(db, indicator.id, candidates.map((r) => r.code)).then((codes) => new Set(codes)),
        coveredRegionTypes(db, indicator.id).then((list) => new Set(list)),
      ]);
      region = pickCandidate(
        candidates,
        "region",
        input,
        (r) => covered.has(r.code),
        (r) => publishedUpstream(c.get("deps"), indicator, r),
        (r) => types.has(r.type),
      );
    } else region = pickCandidate(candidates, "region", input);
  }
  assertMayRead(c, { tier: indicator.access_tier, region: region.code });
  return region;
}

/**
 * For a batch read that lists what it cannot answer instead of failing: the stored, active indicator
 * under this code (already in its canonical form), or null; the reader must be allowed its tier.
 */
export async function findIndicatorForBatch(c: Context<AppEnv>, code: string): Promise<IndicatorRow | null> {
  const [indicator] = await c
    .get("caches")
    .indicators.get(code, knownDataVersion(c), () => findIndicatorsByCode(c.get("deps").db, code, false));
  if (!indicator) return null;
  assertMayRead(c, { tier: indicator.access_tier });
  return indicator;
}
