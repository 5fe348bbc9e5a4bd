import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "../client.js";

/**
 * Reads and writes of `signal_intervals` (the signals routes and the materialization job), the job's
 * cursors in `job_cursors`, and the peer values the insights route ranks a region against.
 * Date-times come back as RFC 3339 UTC text without fractions ("2026-01-31T12:00:00Z").
 */

const STAMP = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export const STRENGTH_ORDER = ["weak", "neutral", "strong"] as const;
export type StrengthName = (typeof STRENGTH_ORDER)[number];

const strengthRank = sql`CASE si.strength WHEN 'weak' THEN 1 WHEN 'neutral' THEN 2 WHEN 'strong' THEN 3 ELSE 0 END`;

/** One interval with what the API shows of its indicator and region. */
export interface SignalIntervalRow {
  id: string;
  indicator_id: string;
  indicator_code: string;
  indicator_name: string;
  category: string | null;
  unit: string | null;
  frequency: string | null;
  polarity: string;
  source_slug: string;
  source_name: string;
  region_code: string;
  region_name: string;
  type: string;
  strength: string;
  direction: string | null;
  valid_from: string;
  valid_to: string | null;
  detected_at: string;
  last_seen_at: string;
  evidence: Record<string, unknown>;
  /** valid_from to the microsecond, for the keyset cursor. */
  valid_from_key: string;
}

const SELECT_INTERVAL = sql`
  SELECT si.id::text AS id, si.indicator_id::text AS indicator_id, i.code AS indicator_code, i.name AS indicator_name,
         i.category, i.unit, i.frequency, i.polarity, s.slug AS source_slug, s.name AS source_name,
         si.region_code, r.name AS region_name, si.type, si.strength, si.direction,
         ${STAMP(sql`si.valid_from`)} AS valid_from, ${STAMP(sql`si.valid_to`)} AS valid_to,
         ${STAMP(sql`si.detected_at`)} AS detected_at, ${STAMP(sql`si.last_seen_at`)} AS last_seen_at,
         si.evidence,
         to_char(si.valid_from AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS valid_from_key
  FROM signal_intervals si
  JOIN indicators i ON i.id = si.indicator_id
  JOIN sources s ON s.id = i.source_id
  JOIN regions r ON r.code = si.region_code`;

export interface SignalListFilter {
  indicatorIds?: string[] | undefined;
  /** Only these regions (the region filter, or the regions a restricted key may read). */
  regionCodes?: string[] | undefined;
  type?: string | undefined;
  /** Minimum strength: weak answers all, neutral hides weak, strong only strong. */
  minStrength: StrengthName;
  /** true: open intervals only; false: closed only; null: both. */
  active: boolean | null;
  /** Intervals still running on or after this date (valid_to null or ≥ from). */
  from?: string | undefined;
  /** Intervals that started on or before the end of this date. */
  to?: string | undefined;
  /** Keyset: rows strictly after this one in the order valid_from desc, id asc. */
  after?: { validFrom: string; id: string } | undefined;
  limit: number;
}

/**
 * The series signals are about: active and still updated. A retired series keeps serving its stored values but no
 * longer moves, so an interval open at its last value would stay open for ever; its replacement carries the signals.
 */
const SIGNALLED_SERIES = sql`i.is_active AND i.retired_at IS NULL`;

/** Intervals under the filters, newest start first (ties by id), of the series signals are about (SIGNALLED_SERIES). */
export async function listSignalIntervals(db: Database, f: SignalListFilter): Promise<SignalIntervalRow[]> {
  const where: SQL[] = [SIGNALLED_SERIES, sql`${strengthRank} >= ${STRENGTH_ORDER.indexOf(f.minStrength) + 1}`];
  if (f.indicatorIds?.length) where.push(sql`si.indicator_id = ANY(${sql.param(f.indicatorIds)}::uuid[])`);
  if (f.regionCodes) where.push(sql`si.region_code = ANY(${sql.param(f.regionCodes)}::text[])`);
  if (f.type) where.push(sql`si.type = ${f.type}`);
  if (f.active === true) where.push(sql`si.valid_to IS NULL`);
  if (f.active === false) where.push(sql`si.valid_to IS NOT NULL`);
  if (f.from) where.push(sql`(si.valid_to IS NULL OR si.valid_to >= ${f.from}::date::timestamptz)`);
  if (f.to) where.push(sql`si.valid_from < (${f.to}::date + 1)::timestamptz`);
  if (f.after) {
    where.push(sql`(si.valid_from < ${f.after.validFrom}::timestamptz
      OR (si.valid_from = ${f.after.validFrom}::timestamptz AND si.id > ${f.after.id}::uuid))`);
  }
  return rowsOf<SignalIntervalRow>(
    await db.execute(sql`${SELECT_INTERVAL}
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY si.valid_from DESC, si.id ASC
      LIMIT ${f.limit}`),
  );
}

/** The open intervals of one series (at most one per type), for the insights route. */
export async function openSignalIntervals(db: Database, indicatorId: string, region: string): Promise<SignalIntervalRow[]> {
  return rowsOf<SignalIntervalRow>(
    await db.execute(sql`${SELECT_INTERVAL}
      WHERE si.indicator_id = ${indicatorId} AND si.region_code = ${region} AND si.valid_to IS NULL AND ${SIGNALLED_SERIES}
      ORDER BY si.valid_from DESC, si.id ASC`),
  );
}

// ---------------------------------------------------------------------------------------------------
// The materialization job

/** An open interval as the job tracks it. */
export interface StoredOpenInterval {
  id: string;
  type: string;
  strength: string;
  direction: string | null;
  valid_from: string;
  detected_at: string;
  last_seen_at: string;
}

/** Open intervals of one series, locked for the rest of the transaction. */
export async function openIntervalsForUpdate(db: Database, indicatorId: string, region: string): Promise<StoredOpenInterval[]> {
  return rowsOf<StoredOpenInterval>(
    await db.execute(sql`
      SELECT id::text AS id, type, strength, direction, ${STAMP(sql`valid_from`)} AS valid_from,
             ${STAMP(sql`detected_at`)} AS detected_at, ${STAMP(sql`last_seen_at`)} AS last_seen_at
      FROM signal_intervals
      WHERE indicator_id = ${indicatorId} AND region_code = ${region} AND valid_to IS NULL
      FOR UPDATE`),
  );
}

export interface NewInterval {
  indicatorId: string;
  region: string;
  type: string;
  strength: string;
  direction: string;
  validFrom: string;
  validTo: string | null;
  detectedAt: string;
  lastSeenAt: string;
  evidence: Record<string, unknown>;
}

/** Inserts intervals in one statement. */
export async function insertIntervals(db: Database, rows: NewInterval[]): Promise<void> {
  if (rows.length === 0) return;
  const payload = JSON.stringify(
    rows.map((r) => ({
      indicator_id: r.indicatorId,
      region_code: r.region,
      type: r.type,
      strength: r.strength,
      direction: r.direction,
      valid_from: r.validFrom,
      valid_to: r.validTo,
      detected_at: r.detectedAt,
      last_seen_at: r.lastSeenAt,
      evidence: r.evidence,
    })),
  );
  await db.execute(sql`
    INSERT INTO signal_intervals (indicator_id, region_code, type, strength, direction, valid_from, valid_to,
                                  detected_at, last_seen_at, evidence)
    SELECT indicator_id, region_code, type, strength, direction, valid_from, valid_to, detected_at, last_seen_at,
           coalesce(evidence, '{}'::jsonb)
    FROM jsonb_to_recordset(${payload}::jsonb) AS t(
      indicator_id uuid, region_code text, type text, strength text, direction text, valid_from timestamptz,
      valid_to timestamptz, detected_at timestamptz, last_seen_at timestamptz, evidence jsonb)`);
}

/** Refreshes an open interval (last_seen_at, strength, evidence), and closes it when validTo is given. */
export async function updateInterval(
  db: Database,
  id: string,
  patch: { lastSeenAt: string; strength: string; evidence: Record<string, unknown>; validTo: string | null },
): Promise<void> {
  await db.execute(sql`
    UPDATE signal_intervals
    SET last_seen_at = ${patch.lastSeenAt}::timestamptz, strength = ${patch.strength},
        evidence = ${JSON.stringify(patch.evidence)}::jsonb,
        valid_to = ${patch.validTo}::timestamptz
    WHERE id = ${id}::uuid`);
}

/** Closes an open interval without touching anything else. */
export async function closeInterval(db: Database, id: string, validTo: string): Promise<void> {
  await db.execute(sql`UPDATE signal_intervals SET valid_to = ${validTo}::timestamptz WHERE id = ${id}::uuid AND valid_to IS NULL`);
}

/** Every interval of one series (before its history is rebuilt). Returns how many were removed. */
export async function deleteSeriesIntervals(db: Database, indicatorId: string, region: string): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`DELETE FROM signal_intervals WHERE indicator_id = ${indicatorId} AND region_code = ${region} RETURNING id`),
  );
  return rows.length;
}

/** A stored series the job may evaluate. */
export interface SignalSeriesRow {
  indicator_id: string;
  region_code: string;
  code: string;
  frequency: string;
  periods: number;
}

/**
 * The next batch of series to evaluate, in (indicator id, region) order after `after`: the series signals are
 * about (SIGNALLED_SERIES) with a known frequency and at least `minPoints[frequency]` stored periods, leaving out `skipCategories`.
 */
export async function listSignalSeries(
  db: Database,
  q: {
    after: { indicatorId: string; region: string } | null;
    limit: number;
    minPoints: Record<string, number>;
    skipCategories: readonly string[];
    indicatorIds?: string[] | undefined;
  },
): Promise<SignalSeriesRow[]> {
  const minimum = sql`CASE i.frequency ${sql.join(
    Object.entries(q.minPoints).map(([frequency, n]) => sql`WHEN ${frequency} THEN ${n}::int`),
    sql` `,
  )} END`;
  const where: SQL[] = [
    SIGNALLED_SERIES,
    sql`c.periods >= ${minimum}`,
    sql`coalesce(i.category, '') <> ALL(${sql.param([...q.skipCategories])}::text[])`,
  ];
  if (q.indicatorIds) where.push(sql`c.indicator_id = ANY(${sql.param(q.indicatorIds)}::uuid[])`);
  if (q.after) where.push(sql`(c.indicator_id, c.region_code) > (${q.after.indicatorId}::uuid, ${q.after.region})`);
  return rowsOf<SignalSeriesRow>(
    await db.execute(sql`
      SELECT c.indicator_id::text AS indicator_id, c.region_code, i.code, i.frequency, c.periods
      FROM series_coverage c JOIN indicators i ON i.id = c.indicator_id
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY c.indicator_id, c.region_code
      LIMIT ${q.limit}`),
  );
}

/**
 * How many observation rows (every revision, null values included) the series holds up to each of two
 * dates. A count that changed for periods already evaluated means their history was revised.
 */
export async function observationRowCounts(
  db: Database,
  indicatorId: string,
  region: string,
  through: { previous: string | null; current: string },
): Promise<{ previous: number; current: number }> {
  const [row] = rowsOf<{ previous: string | number; current: string | number }>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE period_start <= ${through.previous ?? "0001-01-01"}::date) AS previous,
             count(*) FILTER (WHERE period_start <= ${through.current}::date) AS current
      FROM observations WHERE indicator_id = ${indicatorId} AND region_code = ${region}`),
  );
  return { previous: Number(row?.previous ?? 0), current: Number(row?.current ?? 0) };
}

export async function readJobCursor(db: Database, name: string): Promise<string | null> {
  const [row] = rowsOf<{ position: string | null }>(await db.execute(sql`SELECT position FROM job_cursors WHERE name = ${name}`));
  return row?.position ?? null;
}

/** Reads a cursor row, creating it empty first if needed, and locks it for the rest of the transaction. */
export async function lockJobCursor(db: Database, name: string): Promise<string | null> {
  await db.execute(sql`INSERT INTO job_cursors (name, position) VALUES (${name}, NULL) ON CONFLICT (name) DO NOTHING`);
  const [row] = rowsOf<{ position: string | null }>(
    await db.execute(sql`SELECT position FROM job_cursors WHERE name = ${name} FOR UPDATE`),
  );
  return row?.position ?? null;
}

export async function writeJobCursor(db: Database, name: string, position: string | null): Promise<void> {
  await db.execute(sql`
    INSERT INTO job_cursors (name, position, updated_at) VALUES (${name}, ${position}, now())
    ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at`);
}

// ---------------------------------------------------------------------------------------------------
// Insights

