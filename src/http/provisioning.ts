import type { Context } from "hono";
import { findIndicatorsByCode, type IndicatorRow } from "../db/queries/indicators.js";
import type { RegionRow } from "../db/queries/regions.js";
import { hasCoverage } from "../db/queries/observations.js";
import { registerOnDemandIndicator, requestProvisioning, UpstreamFailure, type ProvisioningState } from "../jobs/provisioning.js";
import { canonicalIndicatorCode, FRED_CODE_PREFIX, fredPublishes, fredSeriesIdOfCode } from "../sources/fred.js";
import { ApiError, notFound, serviceUnavailable } from "./errors.js";
import { knownDataVersion } from "./reads.js";
import type { AppEnv } from "./router.js";

/** Retry-After of the 503 when an upstream could not be asked to describe an on-demand indicator. */
const DESCRIBE_RETRY_AFTER_SECONDS = 30;

/**
 * The indicators stored under a code, the headline one first. The code is read in its canonical form
 * (fred.dgs10 is fred.DGS10). A code in the namespace of an upstream that creates indicators on demand
 * (fred.<ID> with FRED configured) that is not stored yet is described by that upstream and stored first,
 * so from then on it is an indicator like any other; its series is loaded by the usual provisioning.
 * `reason` says why nothing was found, when there is more to say than "unknown code".
 * `memo` reads through the in-process lookup memo (data routes; active indicators only).
 * Throws 503 upstream_unavailable when the upstream could not be asked.
 */
export async function findIndicators(
  c: Context<AppEnv>,
  code: string,
  opts: { includeInactive?: boolean; memo?: boolean } = {},
): Promise<{ code: string; rows: IndicatorRow[]; reason?: string }> {
  const { db, upstreams } = c.get("deps");
  const wanted = canonicalIndicatorCode(code);
  const catalog = Object.values(upstreams).find((u) => u.catalog?.claims(wanted))?.catalog;
  const includeInactive = opts.includeInactive ?? false;
  const load = () => findIndicatorsByCode(db, wanted, includeInactive);
  // an on-demand code's "nothing yet" is not memoized, so its first read registers it
  const rows =
    opts.memo && !includeInactive
      ? await c.get("caches").indicators.get(wanted, knownDataVersion(c), load, (r) => r.length > 0 || !catalog)
      : await load();
  if (rows.length > 0) return { code: wanted, rows };
  if (!catalog) {
    if (!wanted.startsWith(FRED_CODE_PREFIX)) return { code: wanted, rows };
    return fredSeriesIdOfCode(wanted) === null
      ? { code: wanted, rows, reason: `FRED series codes are ${FRED_CODE_PREFIX}<SERIES_ID>, the id made of letters, digits and underscores` }
      : { code: wanted, rows, reason: "FRED series are loaded on demand only where the server is set up for FRED (FRED_API_KEY), and this one is not" };
  }

  await allowNewUpstreamSeries(c, wanted);
  let described;
  try {
    described = await catalog.describe(wanted);
  } catch (err) {
    if (!(err instanceof UpstreamFailure)) throw err;
    if (err.kind === "unavailable") {
      throw serviceUnavailable(
        "upstream_unavailable",
        `The upstream source could not be asked about '${wanted}' right now; try again in ${DESCRIBE_RETRY_AFTER_SECONDS} s`,
        DESCRIBE_RETRY_AFTER_SECONDS,
        { indicator: wanted },
      );
    }
    described = null;
  }
  if (!described) return { code: wanted, rows, reason: `the upstream source has no series '${wanted}'` };
  await registerOnDemandIndicator(db, described);
  return { code: wanted, rows: await load() };
}

/**
 * Describing a new on-demand series costs an upstream call (FRED allows about 120 a minute per key, shared
 * by every client) and adds a catalog row, and the lookup needs no key: so each client address may
 * register at most ON_DEMAND_NEW_SERIES_PER_CLIENT_PER_MINUTE new series a minute.
 */
async function allowNewUpstreamSeries(c: Context<AppEnv>, code: string) {
  const { limiter, clientAddress, clock, config } = c.get("deps");
  const now = clock.now();
  const limit = config.onDemandNewSeriesPerClientPerMinute;
  const allowance = await limiter.limit(`on-demand-new-series:${clientAddress(c) ?? "unknown"}`, limit, now);
  if (allowance.success) return;
  const retryAfter = Math.max(1, Math.ceil((allowance.reset - now.getTime()) / 1000));
  throw new ApiError(
    429,
    "RATE_LIMIT_EXCEEDED",
    `At most ${limit} series new to the catalog may be requested per minute from one address; '${code}' can be asked for again in ${retryAfter} s`,
    { reason: "new_series_limit", limit, retry_after_seconds: retryAfter },
    { "Retry-After": String(retryAfter) },
  );
}

/** The 202 answer while a series is being loaded (not an error: `onError` answers it with the body). */
export class ProvisioningPending extends Error {
  constructor(
    readonly body: { status: "provisioning"; indicator: string; region: string; retry_after_seconds: number; request_ref: string },
  ) {
    super("provisioning");
  }
}

/**
 * A series that is not stored, asked for: when the indicator's upstream source is configured here and
 * publishes it for this region, its loading is started (or joined) and where it stands is returned;
 * otherwise why it cannot be loaded. The one rule for loading a series on demand (data routes and ask).
 */
export async function loadOnDemand(
  deps: OnDemandDeps,
  indicator: IndicatorRow,
  region: OnDemandRegion,
): Promise<ProvisioningState | { state: "not_published"; reason: string }> {
  if (!publishedOnDemand(deps, indicator, region)) {
    return { state: "not_published", reason: indicator.upstream && !connectorOf(deps, indicator) ? `the ${indicator.upstream} source is not configured on this server` : "not published for this region" };
  }
  return requestProvisioning(deps.db, deps.queue, indicator.id, region.code, deps.clock.now());
}

type OnDemandDeps = Pick<AppEnv["Variables"]["deps"], "db" | "upstreams" | "queue" | "clock">;
type OnDemandRegion = { code: string; type: string; postal: string | null };

/** Whether the indicator's upstream source is configured here and publishes it for this region. */
export function publishedOnDemand(deps: Pick<OnDemandDeps, "upstreams">, indicator: IndicatorRow, region: OnDemandRegion): boolean {
  return connectorOf(deps, indicator)?.publishes(indicator.code, region) ?? false;
}

const connectorOf = (deps: Pick<OnDemandDeps, "upstreams">, indicator: IndicatorRow) => (indicator.upstream ? deps.upstreams[indicator.upstream] : undefined);

/** What each upstream source publishes by its own mapping, known whether or not it is configured here. */
const DECLARED_PUBLISHES: Readonly<Record<string, (indicator: string, region: OnDemandRegion) => boolean>> = { fred: fredPublishes };

/**
 * Whether the indicator's upstream source publishes it for this region, configured here or not: the kind
 * of region an on-demand indicator is about (laus.state_unemployment_rate: the states and the US).
 */
export function publishedUpstream(deps: Pick<OnDemandDeps, "upstreams">, indicator: IndicatorRow, region: OnDemandRegion): boolean {
  if (!indicator.upstream) return false;
  const publishes = connectorOf(deps, indicator)?.publishes ?? DECLARED_PUBLISHES[indicator.upstream];
  return publishes?.(indicator.code, region) ?? false;
}

/**
 * Makes sure the series is stored before a read. When it is not: a series the indicator's upstream source
 * publishes for this region starts (or joins) a provisioning job and answers 202 while the job is young;
 * 503 upstream_unavailable once the upstream has failed or the job runs past the patience bound; 404 when
 * the source has no such series, or the series is not published at all.
 */
export async function ensureSeriesStored(c: Context<AppEnv>, indicator: IndicatorRow, region: RegionRow): Promise<void> {
  const { db } = c.get("deps");
  // a stored series stays stored, so only "yes" is remembered
  const stored = await c.get("caches").coverage.get(`${indicator.id}:${region.code}`, knownDataVersion(c), () => hasCoverage(db, indicator.id, region.code), (yes) => yes);
  if (stored) return;
  const state = await loadOnDemand(c.get("deps"), indicator, region);
  switch (state.state) {
    case "not_published":
      throw notFound(`No data is stored for '${indicator.code}' in region '${region.code}'`, { indicator: indicator.code, region: region.code, reason: state.reason });
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
