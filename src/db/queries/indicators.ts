import { inArray, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "../client.js";
import { searchSynonyms } from "../schema.js";

export interface IndicatorListFilter {
  source?: string | undefined;
  category?: string | undefined;
  frequency?: string | undefined;
  search?: string | undefined;
  code?: string | undefined;
  codes?: string[] | undefined;
  includeInactive: boolean;
  limit: number;
  offset: number;
}

export interface IndicatorRow {
  id: string;
  code: string;
  name: string;
  description: string | null;
  source_slug: string;
  source_name: string;
  category: string | null;
  subcategory: string | null;
  access_tier: "free" | "premium";
  unit: string | null;
  frequency: string | null;
  is_active: boolean;
  is_headline: boolean;
  projection: boolean;
  display: Record<string, unknown> | null;
  default_region: string | null;
  default_region_name: string | null;
  retired_at: string | null;
  retired_reason: string | null;
  replaced_by: string | null;
  polarity: string;
  upstream: string | null;
}

const SELECT_INDICATOR = sql`
  SELECT i.id, i.code, i.name, i.description, s.slug AS source_slug, s.name AS source_name, i.category,
         i.subcategory, i.access_tier, i.unit, i.frequency, i.is_active, i.is_headline, i.projection, i.display,
         i.default_region, r.name AS default_region_name, to_char(i.retired_at, 'YYYY-MM-DD') AS retired_at,
         i.retired_reason, i.replaced_by, i.polarity, i.upstream
  FROM indicators i
  JOIN sources s ON s.id = i.source_id
  LEFT JOIN regions r ON r.code = i.default_region`;

/** Words of a search, lowercased, split on anything that is not a letter or digit. */
export function searchTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

/**
 * The tsquery for a search: every term must match (AND); a term matches itself or any of its curated
 * synonyms (OR). English stemming makes "prices" match "price"; a stop word alone adds nothing.
 */
async function searchQuery(db: Database, terms: string[]): Promise<SQL> {
  const synonyms = await db
    .select()
    .from(searchSynonyms)
    .where(inArray(searchSynonyms.term, terms));
  const perTerm = terms.map((t) => {
    const alternatives = [t, ...synonyms.filter((s) => s.term === t).map((s) => s.expansion)];
    return sql`(${sql.join(
      alternatives.map((a) => sql`plainto_tsquery('english', ${a})`),
      sql` || `,
    )})`;
  });
  return sql.join(perTerm, sql` && `);
}

export async function listIndicators(db: Database, f: IndicatorListFilter) {
  const where: SQL[] = [];
  if (!f.includeInactive) where.push(sql`i.is_active AND s.is_active`);
  if (f.source) where.push(sql`s.slug = ${f.source}`);
  if (f.category) where.push(sql`lower(i.category) = lower(${f.category})`);
  if (f.frequency) where.push(sql`lower(i.frequency) = lower(${f.frequency})`);
  if (f.code) where.push(sql`i.code = ${f.code}`);
  if (f.codes?.length) where.push(sql`i.code = ANY(${sql.param(f.codes)}::text[])`);

  const terms = f.search ? searchTerms(f.search) : [];
  const query = terms.length ? await searchQuery(db, terms) : null;
  if (query) where.push(sql`numnode(q.query) > 0 AND i.search_vector @@ q.query`);

  const whereSql = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const queryCte = query ? sql`CROSS JOIN (SELECT ${query} AS query) q` : sql``;
  const national = sql`(i.is_headline AND i.default_region IN ('US', 'WLD'))`;
  const order = query
    ? sql`ORDER BY ${national} DESC, ts_rank_cd(i.search_vector, q.query) DESC, i.is_headline DESC, i.code, s.slug`
    : sql`ORDER BY ${national} DESC, i.code, s.slug`;

  const rows = rowsOf<IndicatorRow & { total: string | number }>(
    await db.execute(sql`
      WITH matched AS (${SELECT_INDICATOR} ${queryCte} ${whereSql} ${order})
      SELECT m.*, count(*) OVER () AS total FROM matched m
      LIMIT ${f.limit} OFFSET ${f.offset}`),
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0) {
    const counted = rowsOf<{ n: string | number }>(
      await db.execute(sql`SELECT count(*) AS n FROM (${SELECT_INDICATOR} ${queryCte} ${whereSql}) m`),
    );
    total = Number(counted[0]?.n ?? 0);
  }
  return { rows: rows as IndicatorRow[], total };
}

/** Every indicator with this code, the headline one first (then by source slug). */
export async function findIndicatorsByCode(db: Database, code: string, includeInactive: boolean) {
  return rowsOf<IndicatorRow>(
    await db.execute(sql`${SELECT_INDICATOR}
      WHERE i.code = ${code} ${includeInactive ? sql`` : sql`AND i.is_active AND s.is_active`}
      ORDER BY i.is_headline DESC, s.slug`),
  );
}

/** The regions an indicator has stored data for, and the span of its periods. */
export async function indicatorCoverage(db: Database, indicatorId: string) {
  const rows = rowsOf<{ region_code: string; start: string | null; end: string | null }>(
    await db.execute(sql`
      SELECT region_code, to_char(first_period, 'YYYY-MM-DD') AS start, to_char(last_period, 'YYYY-MM-DD') AS "end"
      FROM series_coverage WHERE indicator_id = ${indicatorId}
      ORDER BY region_code`),
  );
  const starts = rows.map((r) => r.start).filter((d): d is string => d !== null);
  const ends = rows.map((r) => r.end).filter((d): d is string => d !== null);
  return {
    regions: rows.map((r) => r.region_code),
    start: starts.length ? starts.reduce((a, b) => (a < b ? a : b)) : null,
    end: ends.length ? ends.reduce((a, b) => (a > b ? a : b)) : null,
  };
}

export async function listSources(db: Database, includeInactive: boolean) {
  return rowsOf<{
    slug: string;
    name: string;
    provider: string | null;
    category: string | null;
    docs_url: string | null;
    license: string | null;
    indicator_count: string | number;
    last_checked_at: string | null;
    last_changed_at: string | null;
    refreshed: boolean;
  }>(
    await db.execute(sql`
      SELECT s.slug, s.name, s.provider, s.category, s.docs_url, s.license,
             (SELECT count(*) FROM indicators i WHERE i.source_id = s.id AND ${includeInactive ? sql`true` : sql`i.is_active`}) AS indicator_count,
             to_char(f.last_checked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_checked_at,
             to_char(f.last_changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_changed_at,
             f.source_id IS NOT NULL AS refreshed
      FROM sources s
      LEFT JOIN (SELECT source_id, max(last_checked_at) AS last_checked_at, max(last_changed_at) AS last_changed_at
                 FROM upstream_files GROUP BY source_id) f ON f.source_id = s.id
      ${includeInactive ? sql`` : sql`WHERE s.is_active`}
      ORDER BY s.slug`),
  );
}
