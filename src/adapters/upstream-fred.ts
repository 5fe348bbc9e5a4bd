import { TtlCache } from "../http/caches.js";
import {
  createFredClient,
  FRED_MAX_SEARCH_LIMIT,
  FRED_SERIES,
  FredError,
  FRED_SERIES_REGION,
  fredPublishes,
  fredSeriesIdOfCode,
  toObservationRecords,
  type FredClient,
  type FredClientOptions,
  type FredSeriesInfo,
} from "../sources/fred.js";
import { FRED_SOURCE, fredIndicatorRecord } from "../sources/fred-catalog.js";
import { UpstreamFailure, type OnDemandIndicator, type UpstreamConnector } from "../jobs/provisioning.js";

/** Catalog calls answer a waiting HTTP request: one try, this long at most, whatever the jobs' client allows. */
const CATALOG_TIMEOUT_MS = 3_000;
/** How long a search answer, or FRED's "no such series", is reused in this process. */
const CATALOG_CACHE_MS = 10 * 60_000;

/**
 * FRED as a provisioning upstream, for two kinds of indicator:
 *  - the mapped ones declared in FRED_SERIES (laus.state_unemployment_rate for a state → <STATE>UR);
 *  - any FRED series as `fred.<SERIES_ID>` (region US only), whose catalog entry the connector's
 *    `catalog` describes from fred/series and finds with fred/series/search.
 * One fetch is one job attempt, so it must stay well inside the job lease: each HTTP request has the
 * client's timeout (10 s), and a Retry-After longer than 5 s ends the attempt at once instead of sleeping
 * through it (the job's own retries and backoff take over). Catalog calls are made while a client waits,
 * so they get one try of at most 3 s.
 */
export function createFredUpstream(opts: FredClientOptions): UpstreamConnector {
  const client = createFredClient({ maxRetryWaitMs: 5_000, ...opts });
  const catalogClient = createFredClient({
    ...opts,
    maxAttempts: 1,
    timeoutMs: Math.min(opts.timeoutMs ?? CATALOG_TIMEOUT_MS, CATALOG_TIMEOUT_MS),
  });
  const mapping = (indicator: string) => FRED_SERIES.find((m) => m.indicator === indicator);

  return {
    publishes: fredPublishes,
    async fetchSeries(indicator, region) {
      const directId = fredSeriesIdOfCode(indicator);
      if (directId !== null) {
        if (region.code !== FRED_SERIES_REGION) throw new UpstreamFailure(`${indicator} is served for region ${FRED_SERIES_REGION} only`, "no_data");
        return fetchFredSeries(client, indicator, directId);
      }
      const map = mapping(indicator);
      const seriesId = map?.seriesFor(region);
      if (!map || !seriesId) throw new UpstreamFailure(`FRED publishes no series for ${indicator} in ${region.code}`, "no_data");
      const observations = await failuresAsUpstream(seriesId, () => client.fetchObservations(seriesId));
      return { records: toObservationRecords(indicator, region.code, map.frequency ?? "monthly", observations), sourceUpdatedAt: null };
    },
    catalog: createFredCatalog(catalogClient),
  };
}

/**
 * The whole current history of one fred.<ID> series: fred/series (frequency, last_updated) unless its
 * metadata is already at hand, then fred/series/observations (paged by the client). Shared by
 * provisioning and the refresh job (src/jobs/refresh-fred.ts). Throws UpstreamFailure.
 */
export async function fetchFredSeries(client: FredClient, code: string, seriesId: string, known?: FredSeriesInfo) {
  const info = known ?? (await failuresAsUpstream(seriesId, () => client.fetchSeriesInfo(seriesId)));
  if (info.frequency === null) throw new UpstreamFailure(`FRED series ${seriesId} has a frequency this service cannot serve (${info.frequencyShort || "none"})`, "no_data");
  const observations = await failuresAsUpstream(seriesId, () => client.fetchObservations(seriesId));
  return {
    records: toObservationRecords(code, FRED_SERIES_REGION, info.frequencyShort, observations),
    sourceUpdatedAt: fredTimestamp(info.lastUpdated),
  };
}

/** The on-demand description of a FRED series, or null when this service cannot serve its frequency. */
export function describeFredSeries(info: FredSeriesInfo): OnDemandIndicator | null {
  const indicator = fredIndicatorRecord(info);
  return indicator ? { source: FRED_SOURCE, indicator, updatedAt: fredTimestamp(info.lastUpdated) } : null;
}

function createFredCatalog(client: FredClient): NonNullable<UpstreamConnector["catalog"]> {
  // only "no such series" is remembered, so repeated reads of a wrong id do not each cost a FRED call
  const described = new TtlCache<OnDemandIndicator | null>(CATALOG_CACHE_MS, 10_000);
  const searches = new TtlCache<{ total: number; items: OnDemandIndicator[] }>(CATALOG_CACHE_MS, 500);
  return {
    claims: (code) => fredSeriesIdOfCode(code) !== null,
    async describe(code) {
      const seriesId = fredSeriesIdOfCode(code);
      if (seriesId === null) return null;
      return described.get(
        seriesId,
        async () => {
          try {
            return describeFredSeries(await client.fetchSeriesInfo(seriesId));
          } catch (err) {
            if (err instanceof FredError && err.kind === "not_found") return null;
            throw asUpstreamFailure(seriesId, err);
          }
        },
        (d) => d === null,
      );
    },
    async search(text, page) {
      // FRED wants 1..1000; a page of 0 still asks for one match to learn the total
      const limit = Math.max(1, Math.min(FRED_MAX_SEARCH_LIMIT, page.limit));
      const key = JSON.stringify([text.trim().toLowerCase(), limit, page.offset]);
      const found = await searches.get(key, async () => {
        try {
          const result = await client.searchSeries(text, { limit, offset: page.offset });
          const items = result.series.map(describeFredSeries).filter((d): d is OnDemandIndicator => d !== null);
          return { total: result.count, items };
        } catch (err) {
          throw asUpstreamFailure("search", err);
        }
      });
      return { total: found.total, items: found.items.slice(0, page.limit) };
    },
  };
}

async function failuresAsUpstream<T>(seriesId: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw asUpstreamFailure(seriesId, err);
  }
}

function asUpstreamFailure(seriesId: string, err: unknown): unknown {
  if (!(err instanceof FredError)) return err;
  if (err.kind === "not_found") return new UpstreamFailure(`FRED has no series ${seriesId}`, "no_data");
  // bad_request too: FRED refused this server's request (a key it does not know, say), which says
  // nothing about whether the series exists, and may pass once the configuration is fixed.
  return new UpstreamFailure(`FRED request failed (${err.kind})`, "unavailable");
}

/** FRED's last_updated as an RFC 3339 time the database can store, or null for anything else FRED might write. */
export function fredTimestamp(text: string): string | null {
  return text !== "" && !Number.isNaN(Date.parse(text)) ? text : null;
}
