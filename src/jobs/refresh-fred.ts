import { sql } from "drizzle-orm";
import { describeFredSeries, fetchFredSeries, fredTimestamp } from "../adapters/upstream-fred.js";
import type { Config } from "../config.js";
import { rowsOf, type Database } from "../db/client.js";
import type { Log } from "../log.js";
import { createFredClient, FRED_CODE_PREFIX, fredSeriesIdOfCode, type FredClient } from "../sources/fred.js";
import { FRED_SOURCE_SLUG } from "../sources/fred-catalog.js";
import { insertObservations, refreshCoverage } from "../db/queries/observations.js";
import { markSourceUpdated, registerOnDemandIndicator } from "./provisioning.js";

export interface RefreshFredDeps {
  db: Database;
  log: Log;
  /** Where the FRED key comes from; without config.fred there is nothing to do. */
  config: Pick<Config, "fred">;
  /** A client to use instead of one built from config.fred (tests, or a caller sharing one). */
  fredClient?: FredClient;
}

export interface RefreshFredResult {
  /** True when FRED is not configured: nothing was checked. */
  skipped: boolean;
  /** Stored fred.<ID> series whose fred/series metadata was read. */
  checked: number;
  /** Series FRED had updated since they were stored, whose observations were read again. */
  reread: number;
  /** Observation rows written: new periods, and changed values as the next revision. */
  observationsWritten: number;
  /** Ids of the indicators that got rows, for whatever is recomputed from them (signals, svc: series). */
  changedIndicators: string[];
  failed: { code: string; error: string }[];
}

interface StoredSeries {
  id: string;
  code: string;
  /** Epoch milliseconds of the newest source_updated_at among its rows; null when none says. */
  stored_ms: string | number | null;
}

/**
 * Keeps the provisioned fred.<SERIES_ID> series current. For each one that is stored (has rows), asks
 * fred/series for its last_updated and compares it with the newest source_updated_at of its stored rows.
 * When FRED's is newer (or either is unknown), the metadata is brought up to date and the whole history is
 * read again and written through insertObservations: a new period becomes revision 1, a changed value
 * revision + 1 with the old row kept (so `as_of` reads still answer what was known before), an unchanged
 * value writes nothing. Coverage and the source's freshness follow in the same transaction. A period FRED
 * no longer lists is left as stored. One series failing is logged and does not stop the others.
 *
 * FRED's own vintages (ALFRED) are not requested: the revisions recorded here start with the first load.
 */
export async function refreshFredSeries(deps: RefreshFredDeps): Promise<RefreshFredResult> {
  const result: RefreshFredResult = { skipped: false, checked: 0, reread: 0, observationsWritten: 0, changedIndicators: [], failed: [] };
  const client = deps.fredClient ?? (deps.config.fred ? createFredClient({ apiKey: deps.config.fred.apiKey, baseUrl: deps.config.fred.baseUrl }) : null);
  if (!client) return { ...result, skipped: true };
  const { db, log } = deps;

  const stored = rowsOf<StoredSeries>(
    await db.execute(sql`
      SELECT i.id::text, i.code,
             (SELECT extract(epoch FROM max(o.source_updated_at)) * 1000 FROM observations o WHERE o.indicator_id = i.id) AS stored_ms
      FROM indicators i JOIN sources s ON s.id = i.source_id
      WHERE s.slug = ${FRED_SOURCE_SLUG} AND starts_with(i.code, ${FRED_CODE_PREFIX}) AND i.is_active
        AND EXISTS (SELECT 1 FROM series_coverage c WHERE c.indicator_id = i.id)
      ORDER BY i.code`),
  );

  for (const series of stored) {
    const seriesId = fredSeriesIdOfCode(series.code);
    if (seriesId === null) continue;
    try {
      const info = await client.fetchSeriesInfo(seriesId);
      result.checked++;
      const upstreamMs = Date.parse(fredTimestamp(info.lastUpdated) ?? "");
      const storedMs = series.stored_ms === null ? Number.NaN : Number(series.stored_ms);
      if (!Number.isNaN(upstreamMs) && !Number.isNaN(storedMs) && upstreamMs <= storedMs) continue;

      const described = describeFredSeries(info);
      if (described) await registerOnDemandIndicator(db, described);
      const { records, sourceUpdatedAt } = await fetchFredSeries(client, series.code, seriesId, info);
      result.reread++;
      const written = await db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const n = await insertObservations(tx, new Map([[series.code, series.id]]), records, sourceUpdatedAt);
        if (n > 0) await refreshCoverage(tx, [series.id]);
        await markSourceUpdated(tx, series.id, sourceUpdatedAt);
        return n;
      });
      result.observationsWritten += written;
      if (written > 0) result.changedIndicators.push(series.id);
      if (written > 0) log.info("fred series refreshed", { indicator: series.code, observations_written: written, last_updated: info.lastUpdated });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      result.failed.push({ code: series.code, error });
      log.warn("fred series refresh failed", { indicator: series.code, error });
    }
  }
  return result;
}
