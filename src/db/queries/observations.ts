import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { ObservationRecord } from "../../sources/types.js";
import { preparedRead, rowsOf, type Database } from "../client.js";

/*
 * Which revision is current: every revision of a period is kept (so `as_of` reads can answer what was known
 * then), and the highest one carries `is_current`. insertObservations below is the only writer of
 * observations and moves the flag in the same statement that adds a revision; readers of current values
 * filter on CURRENT, which the partial index observations_current_idx serves in period order, so their
 * cost does not grow with a series' history or its number of revisions.
 */
const CURRENT = sql`o.is_current`;

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

/** The revisions recorded by the end of the `as_of` UTC day: all an `as_of` read may answer from. */
const knownBy = (asOf: Placeholder) => sql`o.recorded_at < (${asOf}::date + 1)::timestamptz`;

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
  const variant = `page_${q.sort}_${q.asOf ? "asof" : "current"}_${q.start ? "s" : ""}${q.end ? "e" : ""}${q.after ? "a" : ""}`;
  const read = preparedRead(db, variant, () => {
    const bounds: SQL[] = [];
    if (q.start) bounds.push(sql`AND o.period_start >= ${sql.placeholder("start")}::date`);
    if (q.end) bounds.push(sql`AND o.period_start <= ${sql.placeholder("end")}::date`);
    if (q.after) {
      const after = sql.placeholder("after");
      bounds.push(q.sort === "asc" ? sql`AND o.period_start > ${after}::date` : sql`AND o.period_start < ${after}::date`);
    }
    const direction = q.sort === "asc" ? sql`ASC` : sql`DESC`;
    const series = sql`o.indicator_id = ${sql.placeholder("indicatorId")}::uuid AND o.region_code = ${sql.placeholder("region")} ${sql.join(bounds, sql` `)}`;
    // as_of: walk the revisions in period order and keep each period's newest one known by then (the primary
    // key's order, so a page reads about limit × revisions rows); otherwise the current rows directly
    return q.asOf
      ? sql`SELECT DISTINCT ON (o.period_start) ${COLUMNS} FROM observations o
            WHERE ${series} AND ${knownBy(sql.placeholder("asOf"))}
            ORDER BY o.period_start ${direction}, o.revision DESC LIMIT ${sql.placeholder("limit")}`
      : sql`SELECT ${COLUMNS} FROM observations o
            WHERE ${series} AND ${CURRENT}
            ORDER BY o.period_start ${direction} LIMIT ${sql.placeholder("limit")}`;
  });
  return rowsOf<ObservationRow>(await read(q));
}

/**
 * Writes the observations that are new or changed: revision 1 for a new period, latest revision + 1 for
 * a changed value (which becomes the current one); an unchanged value writes nothing. Returns the number of
 * rows written. One statement, so the flag and the new revision move together.
 */
export async function insertObservations(
  db: Database,
  indicatorIds: Map<string, string>,
  rows: ObservationRecord[],
  sourceUpdatedAt: string | null,
): Promise<number> {
  if (rows.length === 0) return 0;
  const ids = rows.map((r) => {
    const id = indicatorIds.get(r.indicator);
    if (!id) throw new Error(`observation for unknown indicator ${r.indicator}`);
    return id;
  });
  const result = rowsOf<{ n: string | number }>(
    await db.execute(sql`
      WITH incoming AS (
        SELECT * FROM unnest(
          ${sql.param(ids)}::uuid[], ${sql.param(rows.map((r) => r.region))}::text[],
          ${sql.param(rows.map((r) => r.periodStart))}::date[], ${sql.param(rows.map((r) => r.periodEnd))}::date[],
          ${sql.param(rows.map((r) => r.periodType))}::text[], ${sql.param(rows.map((r) => r.value))}::float8[],
          ${sql.param(rows.map((r) => r.isPreliminary ?? false))}::boolean[]
        ) AS t(indicator_id, region_code, period_start, period_end, period_type, value, is_preliminary)
      ), changed AS (
        SELECT i.*, c.revision AS replaced_revision
        FROM incoming i
        LEFT JOIN observations c ON c.indicator_id = i.indicator_id AND c.region_code = i.region_code
                                AND c.period_start = i.period_start AND c.is_current
        WHERE c.revision IS NULL OR c.value IS DISTINCT FROM i.value
      ), superseded AS (
        UPDATE observations o SET is_current = false
        FROM changed c
        WHERE c.replaced_revision IS NOT NULL AND o.indicator_id = c.indicator_id AND o.region_code = c.region_code
          AND o.period_start = c.period_start AND o.revision = c.replaced_revision
        RETURNING 1
      ), inserted AS (
        INSERT INTO observations (indicator_id, region_code, period_start, revision, period_end, period_type, value,
                                  is_preliminary, source_updated_at, is_current)
        SELECT indicator_id, region_code, period_start, coalesce(replaced_revision, 0) + 1, period_end, period_type,
               value, is_preliminary, ${sourceUpdatedAt}::timestamptz, true
        FROM changed
        RETURNING 1
      )
      SELECT count(*) AS n FROM inserted`),
  );
  return Number(result[0]?.n ?? 0);
}

/**
 * For each series, in one statement, the latest period with a non-null value, not after its `notAfter`
 * (projection series stop at today).
 */
export async function latestObservations(
  db: Database,
  series: { indicatorId: string; region: string; notAfter?: string | null }[],
): Promise<(ObservationRow & { indicator_id: string; region_code: string; n: number })[]> {
  if (series.length === 0) return [];
  // The bound is an index condition even in PostgreSQL's generic plan of the prepared statement (which it
  // settles on after five runs): `($3 IS NULL OR period_start <= $3)` is not, and the generic plan then
  // read every row of the series through observations_region_idx and sorted them, O(history) per read.
  const latestOf = (indicatorId: SQL, region: SQL, notAfter: SQL) => sql`
        SELECT ${COLUMNS}
        FROM observations o
        WHERE o.indicator_id = ${indicatorId} AND o.region_code = ${region}
          AND o.period_start <= COALESCE(${notAfter}, 'infinity'::date)
          AND ${CURRENT} AND o.value IS NOT NULL
        ORDER BY o.period_start DESC
        LIMIT 1`;
  // one series (the common read) takes the plain form, which plans faster than the batch's
  if (series.length === 1) {
    const [one] = series as [(typeof series)[0]];
    const read = preparedRead(db, "latest_one", () =>
      latestOf(sql`${sql.placeholder("indicatorId")}::uuid`, sql`${sql.placeholder("region")}`, sql`${sql.placeholder("notAfter")}::date`),
    );
    const [row] = rowsOf<ObservationRow>(await read({ indicatorId: one.indicatorId, region: one.region, notAfter: one.notAfter ?? null }));
    return row ? [{ ...row, indicator_id: one.indicatorId, region_code: one.region, n: 1 }] : [];
  }
  const read = preparedRead(db, "latest_many", () => sql`
      SELECT s.n, s.indicator_id::text AS indicator_id, s.region_code, latest.*
      FROM unnest(${sql.placeholder("indicatorIds")}::uuid[], ${sql.placeholder("regions")}::text[], ${sql.placeholder("notAfter")}::date[])
        WITH ORDINALITY AS s(indicator_id, region_code, not_after, n)
      CROSS JOIN LATERAL (${latestOf(sql`s.indicator_id`, sql`s.region_code`, sql`s.not_after`)}) latest
      ORDER BY s.n`);
  const rows = rowsOf<ObservationRow & { indicator_id: string; region_code: string; n: string | number }>(
    await read({
      indicatorIds: series.map((s) => s.indicatorId),
      regions: series.map((s) => s.region),
      notAfter: series.map((s) => s.notAfter ?? null),
    }),
  );
  // n: the position (from 1) in `series` each row answers; series without a value have no row
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** Current values of one series, ascending by period. */
export async function seriesPoints(
  db: Database,
  indicatorId: string,
  region: string,
  bounds: { start?: string | undefined; end?: string | undefined },
): Promise<{ date: string; value: number | null }[]> {
  return (await seriesPointsMany(db, [{ indicatorId, region }], bounds))[0]!;
}

/** Current values of several series in one statement (a panel), each ascending by period, in the order asked. */
export async function seriesPointsMany(
  db: Database,
  series: { indicatorId: string; region: string }[],
  bounds: { start?: string | undefined; end?: string | undefined } = {},
): Promise<{ date: string; value: number | null }[][]> {
  const out = series.map(() => [] as { date: string; value: number | null }[]);
  if (series.length === 0) return out;
  const read = preparedRead(db, `points_${bounds.start ? "s" : ""}${bounds.end ? "e" : ""}`, () => sql`
      SELECT s.n AS series, to_char(o.period_start, 'YYYY-MM-DD') AS date, o.value
      FROM unnest(${sql.placeholder("indicatorIds")}::uuid[], ${sql.placeholder("regions")}::text[])
        WITH ORDINALITY AS s(indicator_id, region_code, n)
      JOIN observations o ON o.indicator_id = s.indicator_id AND o.region_code = s.region_code AND ${CURRENT}
      ${bounds.start ? sql`AND o.period_start >= ${sql.placeholder("start")}::date` : sql``}
      ${bounds.end ? sql`AND o.period_start <= ${sql.placeholder("end")}::date` : sql``}
      ORDER BY s.n, o.period_start`);
  const rows = rowsOf<{ series: string | number; date: string; value: number | null }>(
    await read({ indicatorIds: series.map((s) => s.indicatorId), regions: series.map((s) => s.region), start: bounds.start, end: bounds.end }),
  );
  for (const r of rows) out[Number(r.series) - 1]!.push({ date: r.date, value: r.value === null ? null : Number(r.value) });
  return out;
}

export async function hasCoverage(db: Database, indicatorId: string, region: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`SELECT 1 FROM series_coverage WHERE indicator_id = ${indicatorId} AND region_code = ${region} LIMIT 1`),
  );
  return rows.length > 0;
}

/** Recomputes series_coverage for these indicators from the stored observations. */
export async function refreshCoverage(db: Database, indicatorIds: string[]) {
  if (indicatorIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO series_coverage (indicator_id, region_code, first_period, last_period, periods)
    SELECT indicator_id, region_code, min(period_start), max(period_start), count(DISTINCT period_start)
    FROM observations WHERE indicator_id = ANY(${sql.param(indicatorIds)}::uuid[])
    GROUP BY indicator_id, region_code
    ON CONFLICT (indicator_id, region_code) DO UPDATE SET
      first_period = excluded.first_period, last_period = excluded.last_period, periods = excluded.periods
    WHERE (series_coverage.first_period, series_coverage.last_period, series_coverage.periods)
      IS DISTINCT FROM (excluded.first_period, excluded.last_period, excluded.periods)`);
}

/**
 * Peers of a region for one indicator and period: the regions of the same type under the same parent
 * (for a county, its state's counties; for a state, every state; for a country, every country), the
 * region itself included, each with its current value for that period when it has one.
 */
export async function peerValues(
  db: Database,
  q: { indicatorId: string; regionType: string; parentCode: string | null; periodStart: string },
): Promise<{ region_code: string; region_name: string; value: number }[]> {
  return rowsOf(
    await db.execute(sql`
      SELECT r.code AS region_code, r.name AS region_name, v.value
      FROM regions r
      CROSS JOIN LATERAL (
        SELECT o.value FROM observations o
        WHERE o.indicator_id = ${q.indicatorId} AND o.region_code = r.code AND o.period_start = ${q.periodStart}::date AND ${CURRENT}
      ) v
      WHERE r.type = ${q.regionType} AND r.parent_code IS NOT DISTINCT FROM ${q.parentCode}::text AND v.value IS NOT NULL
      ORDER BY r.code`),
  );
}

/**
 * A ranking's rows: every region of a type (under a parent, when given) with its current value at one
 * period, the latest period in [start, end] at which any region of that type has a value (bounds optional).
 */
export async function regionValuesAtLatestPeriod(
  db: Database,
  q: { indicatorId: string; regionType: string; parentCode: string | null; start?: string | undefined; end?: string | undefined },
): Promise<{ region_code: string; date: string; value: number }[]> {
  const rows = rowsOf<{ region_code: string; date: string; value: number | string }>(
    await db.execute(sql`
      WITH peers AS (
        SELECT r.code FROM regions r
        WHERE r.type = ${q.regionType} AND (${q.parentCode}::text IS NULL OR r.parent_code = ${q.parentCode}::text)
      ), at AS (
        SELECT max(c.last_period) AS last FROM series_coverage c JOIN peers p ON p.code = c.region_code
        WHERE c.indicator_id = ${q.indicatorId}
      ), period AS (
        SELECT max(o.period_start) AS d FROM observations o JOIN peers p ON p.code = o.region_code
        WHERE o.indicator_id = ${q.indicatorId} AND ${CURRENT} AND o.value IS NOT NULL
          AND o.period_start <= coalesce(${q.end ?? null}::date, (SELECT last FROM at))
          ${q.start ? sql`AND o.period_start >= ${q.start}::date` : sql``}
      )
      SELECT o.region_code, to_char(o.period_start, 'YYYY-MM-DD') AS date, o.value
      FROM observations o JOIN peers p ON p.code = o.region_code
      WHERE o.indicator_id = ${q.indicatorId} AND ${CURRENT} AND o.value IS NOT NULL AND o.period_start = (SELECT d FROM period)`),
  );
  return rows.map((r) => ({ region_code: r.region_code, date: r.date, value: Number(r.value) }));
}

/**
 * The last `limit` current values (not null; every one when `limit` is null) of a series named by its
 * indicator code, from `from` to `until` (either open), oldest first; of several indicators under the code,
 * the one of `sourceSlug` first, then an active one.
 */
export async function recentPointsOfCode(
  db: Database,
  q: { code: string; sourceSlug: string | undefined; region: string; from?: string; until?: string; limit: number | null },
): Promise<{ date: string; value: number }[]> {
  const rows = rowsOf<{ date: string; value: number | string }>(
    await db.execute(sql`
      SELECT date, value FROM (
        SELECT to_char(o.period_start, 'YYYY-MM-DD') AS date, o.value
        FROM observations o
        WHERE o.region_code = ${q.region} AND ${CURRENT} AND o.value IS NOT NULL
          AND o.period_start >= COALESCE(${q.from ?? null}::date, '-infinity') AND o.period_start <= COALESCE(${q.until ?? null}::date, 'infinity')
          AND o.indicator_id = (
            SELECT i.id FROM indicators i JOIN sources s ON s.id = i.source_id
            WHERE i.code = ${q.code}
            ORDER BY (s.slug = ${q.sourceSlug ?? ""}) DESC, i.is_active DESC
            LIMIT 1)
        ORDER BY o.period_start DESC
        LIMIT ${q.limit}
      ) recent
      ORDER BY date ASC`),
  );
  return rows.map((r) => ({ date: r.date, value: Number(r.value) }));
}
