import { createFredClient, FRED_SERIES, FredError, toObservationRecords, type FredClientOptions } from "../sources/fred.js";
import { UpstreamFailure, type UpstreamConnector } from "../jobs/provisioning.js";

/** FRED as a provisioning upstream: the per-indicator series-id mapping declared in FRED_SERIES. */
export function createFredUpstream(opts: FredClientOptions): UpstreamConnector {
  const client = createFredClient(opts);
  const mapping = (indicator: string) => FRED_SERIES.find((m) => m.indicator === indicator);
  return {
    publishes: (indicator, region) => mapping(indicator)?.seriesFor(region) != null,
    async fetchSeries(indicator, region) {
      const map = mapping(indicator);
      const seriesId = map?.seriesFor(region);
      if (!map || !seriesId) throw new UpstreamFailure(`FRED publishes no series for ${indicator} in ${region.code}`, false);
      try {
        const observations = await client.fetchObservations(seriesId);
        return toObservationRecords(indicator, region.code, map.frequency ?? "monthly", observations);
      } catch (err) {
        if (err instanceof FredError) {
          const retryable = err.kind === "rate_limited" || err.kind === "upstream" || err.kind === "network";
          const reason = err.kind === "not_found" ? `FRED has no series ${seriesId}` : `FRED request failed (${err.kind})`;
          throw new UpstreamFailure(reason, retryable);
        }
        throw err;
      }
    },
  };
}
