import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "../client.js";

export interface ObservationRow {
  period_start: string;
  period_end: string | null;
  period_type: string | null;
  value: number | null;
  revision: number;
  is_preliminary: boolean;
  source_updated_at: string | null;
}

const COLUMNS = sql`to_char(o.period_start, 'YYYY-MM-DD') AS period_start, to_char(o.period_end, 'YYYY-MM-DD') AS period_end,
  o.period_type, o.value, o.revision, o.is_preliminary,
  to_char(o.source_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS source_updated_at`;

/**
 * The current value of each period (its highest revision), or, with `asOf`, the highest revision that
 * had been recorded by the end of that UTC day.
 */
function currentRevisions(indicatorId: string, region: string, asOf: string | undefined, extra: SQL = sql``): SQL {
  return sql`
    SELECT DISTINCT ON (o.period_start) ${COLUMNS}
    FROM observations o
    WHERE o.indicator_id = ${indicatorId} AND o.region_code = ${region}
      ${asOf ? sql`AND o.recorded_at < (${asOf}::date + 1)::timestamptz` : sql``}
      ${extra}
    ORDER BY o.period_start, o.revision DESC`;
}

export async function observationPage(
  db: Database,
  q: {
    indicatorId: string;
    region: string;
    start?: string | undefined;
    end?: string | undefined;
    asOf?: string | undefined;
    sort: "asc" | "desc";
    limit: number;
    /** Keyset: only periods strictly after (asc) or before (desc) this one. */
    after?: string | undefined;
  },
): Promise<ObservationRow[]> {
  const bounds: SQL[] = [];
  if (q.start) bounds.push(sql`AND o.period_start >= ${q.start}::date`);
  if (q.end) bounds.push(sql`AND o.period_start <= ${q.end}::date`);
  if (q.after) bounds.push(q.sort === "asc" ? sql`AND o.period_start > ${q.after}::date` : sql`AND o.period_start < ${q.after}::date`);
  const inner = currentRevisions(q.indicatorId, q.region, q.asOf, sql.join(bounds, sql` `));
  return rowsOf<ObservationRow>(
    await db.execute(sql`
      SELECT * FROM (${inner}) cur
      ORDER BY period_start ${q.sort === "asc" ? sql`ASC` : sql`DESC`}
      LIMIT ${q.limit}`),
  );
}

/** The latest period with a non-null value, not after `notAfter` (projection series stop at today). */
export async function latestObservations(
  db: Database,
  series: { indicatorId: string; region: string }[],
  notAfter: string | null,
): Promise<(ObservationRow & { indicator_id: string; region_code: string })[]> {
  if (series.length === 0) return [];
  return rowsOf(
    await db.execute(sql`
      SELECT s.indicator_id::text AS indicator_id, s.region_code, latest.*
      FROM unnest(${sql.param(series.map((s) => s.indicatorId))}::uuid[], ${sql.param(series.map((s) => s.region))}::text[])
        AS s(indicator_id, region_code)
      CROSS JOIN LATERAL (
        SELECT ${COLUMNS}
        FROM observations o
        WHERE o.indicator_id = s.indicator_id AND o.region_code = s.region_code
          ${notAfter ? sql`AND o.period_start <= ${notAfter}::date` : sql``}
          AND o.revision = (SELECT max(revision) FROM observations m
                            WHERE m.indicator_id = o.indicator_id AND m.region_code = o.region_code AND m.period_start = o.period_start)
          AND o.value IS NOT NULL
        ORDER BY o.period_start DESC
        LIMIT 1
      ) latest`),
  );
}

/** Current values of several series for a panel, ascending by period. */
export async function seriesPoints(
  db: Database,
  indicatorId: string,
  region: string,
  bounds: { start?: string | undefined; end?: string | undefined },
): Promise<{ date: string; value: number | null }[]> {
  const rows = await observationPage(db, { indicatorId, region, start: bounds.start, end: bounds.end, sort: "asc", limit: 1_000_000 });
  return rows.map((r) => ({ date: r.period_start, value: r.value }));
}

export async function hasCoverage(db: Database, indicatorId: string, region: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`SELECT 1 FROM series_coverage WHERE indicator_id = ${indicatorId} AND region_code = ${region} LIMIT 1`),
  );
  return rows.length > 0;
}
