import type { Context } from "hono";
import type { IndicatorRow } from "../db/queries/indicators.js";
import type { RegionRow } from "../db/queries/regions.js";
import { hasCoverage } from "../db/queries/observations.js";
import { requestProvisioning } from "../jobs/provisioning.js";
import { notFound, serviceUnavailable } from "./errors.js";
import type { AppEnv } from "./router.js";

/** The 202 answer while a series is being loaded (not an error: `onError` answers it with the body). */
export class ProvisioningPending extends Error {
  constructor(
    readonly body: { status: "provisioning"; indicator: string; region: string; retry_after_seconds: number; request_ref: string },
  ) {
    super("provisioning");
  }
}

/**
 * Makes sure the series is stored before a read. When it is not: a series the indicator's upstream source
 * publishes for this region starts (or joins) a provisioning job and answers 202 while the job is young;
 * 503 upstream_unavailable once the upstream has failed or the job runs past the patience bound; 404 when
 * the source has no such series, or the series is not published at all.
 */
export async function ensureSeriesStored(c: Context<AppEnv>, indicator: IndicatorRow, region: RegionRow): Promise<void> {
  const { db, upstreams, queue, clock } = c.get("deps");
  // a stored series stays stored, so only "yes" is remembered
  const stored = await c.get("lookups").coverage.get(`${indicator.id}:${region.code}`, () => hasCoverage(db, indicator.id, region.code), (yes) => yes);
  if (stored) return;
  const connector = indicator.upstream ? upstreams[indicator.upstream] : undefined;
  if (!connector || !connector.publishes(indicator.code, region)) {
    throw notFound(`No data is stored for '${indicator.code}' in region '${region.code}'`, {
      indicator: indicator.code,
      region: region.code,
      reason: indicator.upstream ? `the ${indicator.upstream} source is not configured on this server` : "not published for this region",
    });
  }
  const state = await requestProvisioning(db, queue, indicator.id, region.code, clock.now());
  switch (state.state) {
    case "done":
      return;
    case "failed":
      throw notFound(`The source had no data for '${indicator.code}' in region '${region.code}'`, {
        indicator: indicator.code,
        region: region.code,
        reason: state.reason,
      });
    case "unavailable":
      throw serviceUnavailable(
        "upstream_unavailable",
        `The upstream source (${indicator.upstream}) is unavailable, so '${indicator.code}' for region '${region.code}' could not be loaded yet; try again in ${state.retryAfterSeconds} s`,
        state.retryAfterSeconds,
        { indicator: indicator.code, region: region.code, request_ref: state.jobId },
      );
    case "pending":
      throw new ProvisioningPending({
        status: "provisioning",
        indicator: indicator.code,
        region: region.code,
        retry_after_seconds: state.retryAfterSeconds,
        request_ref: state.jobId,
      });
  }
}
