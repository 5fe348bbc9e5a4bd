import { createFredClient, FRED_SERIES, FredError, toObservationRecords, type FredClientOptions } from "../sources/fred.js";
import { UpstreamFailure, type UpstreamConnector } from "../jobs/provisioning.js";

/**
 * FRED as a provisioning upstream: the per-indicator series-id mapping declared in FRED_SERIES.
 * One fetch is one job attempt, so it must stay well inside the job lease: each HTTP request has the
 * client's timeout (10 s), and a Retry-After longer than 5 s ends the attempt at once instead of sleeping
 * through it (the job's own retries and backoff take over).
 */
export function createFredUpstream(opts: FredClientOptions): UpstreamConnector {
  const client = createFredClient({ maxRetryWaitMs: 5_000, ...opts });
  const mapping = (indicator: string) => FRED_SERIES.find((m) => m.indicator === indicator);
  return {
    publishes: (indicator, region) => mapping(indicator)?.seriesFor(region) != null,
    async fetchSeries(indicator, region) {
      const map = mapping(indicator);
      const seriesId = map?.seriesFor(region);
      if (!map || !seriesId) throw new UpstreamFailure(`FRED publishes no series for ${indicator} in ${region.code}`, "no_data");
      try {
        const observations = await client.fetchObservations(seriesId);
        return toObservationRecords(indicator, region.code, map.frequency ?? "monthly", observations);
      } catch (err) {
        if (!(err instanceof FredError)) throw err;
        if (err.kind === "not_found") throw new UpstreamFailure(`FRED has no series ${seriesId}`, "no_data");
        // bad_request too: FRED refused this server's request (a key it does not know, say), which says
        // nothing about whether the series exists, and may pass once the configuration is fixed.
        throw new UpstreamFailure(`FRED request failed (${err.kind})`, "unavailable");
      }
    },
  };
}
