import { inArray, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "../client.js";
import { searchSynonyms } from "../schema.js";
import type { Aggregation } from "../../sources/types.js";

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
  /** Every row of search_synonyms, when the caller already holds them (the answer engine's catalog); else read. */
  synonyms?: readonly SearchSynonym[] | undefined;
}

export interface SearchSynonym {
  term: string;
  expansion: string;
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
  seasonal_adjustment: string | null;
  aggregation: Aggregation | null;
}

const SELECT_INDICATOR = sql`
  SELECT i.id, i.code, i.name, i.description, s.slug AS source_slug, s.name AS source_name, i.category,
         i.subcategory, i.access_tier, i.unit, i.frequency, i.is_active, i.is_headline, i.projection, i.display,
         i.default_region, r.name AS default_region_name, to_char(i.retired_at, 'YYYY-MM-DD') AS retired_at,
         i.retired_reason, i.replaced_by, i.polarity, i.upstream, i.seasonal_adjustment, i.aggregation
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

/** Longest run of words a synonym entry may name as one phrase ("stock market", "consumer price index"). */
const MAX_PHRASE_WORDS = 3;

/** Terms grouped left to right into the longest phrase (up to MAX_PHRASE_WORDS words) `isPhrase` knows, else single words. */
export function termGroups(terms: readonly string[], isPhrase: (key: string) => boolean): string[] {
  const groups: string[] = [];
  for (let i = 0; i < terms.length; ) {
    let n = Math.min(MAX_PHRASE_WORDS, terms.length - i);
    while (n > 1 && !isPhrase(terms.slice(i, i + n).join(" "))) n--;
    groups.push(terms.slice(i, i + n).join(" "));
    i += n;
  }
  return groups;
}

/**
 * The tsquery for a search: every term must match (AND); a term matches itself or any of its curated
 * synonyms (OR). A run of two or three words that the synonyms name as a phrase ("house prices",
 * "interest rates") counts as one term: it matches its own words together or any of its expansions.
 * English stemming makes "prices" match "price"; a stop word alone adds nothing.
 */
async function searchQuery(db: Database, terms: string[], known: readonly SearchSynonym[] | undefined): Promise<SQL> {
  const phrases: string[] = [];
  for (let n = 2; n <= MAX_PHRASE_WORDS; n++) {
    for (let i = 0; i + n <= terms.length; i++) phrases.push(terms.slice(i, i + n).join(" "));
  }
  const keys = [...new Set([...terms, ...phrases])];
  const synonyms = known
    ? known.filter((s) => keys.includes(s.term))
    : await db.select().from(searchSynonyms).where(inArray(searchSynonyms.term, keys));
  const expansions = (key: string) => synonyms.filter((s) => s.term === key).map((s) => s.expansion);
  const perGroup = termGroups(terms, (key) => expansions(key).length > 0).map((g) => {
    const alternatives = [g, ...expansions(g)];
    return sql`(${sql.join(
      alternatives.map((a) => sql`plainto_tsquery('english', ${a})`),
      sql` || `,
    )})`;
  });
  return sql.join(perGroup, sql` && `);
}

/**
 * In a search, a retired indicator (it keeps serving its stored data, but no longer updates) ranks after
 * every current match, whatever its relevance: it stays findable, and the series to use comes first.
 */
const RETIRED_LAST = sql`(i.retired_at IS NOT NULL)`;

export async function listIndicators(db: Database, f: IndicatorListFilter) {
  const where: SQL[] = [];
  if (!f.includeInactive) where.push(sql`i.is_active AND s.is_active`);
  if (f.source) where.push(sql`s.slug = ${f.source}`);
  if (f.category) where.push(sql`lower(i.category) = lower(${f.category})`);
  if (f.frequency) where.push(sql`lower(i.frequency) = lower(${f.frequency})`);
  if (f.code) where.push(sql`i.code = ${f.code}`);
  if (f.codes?.length) where.push(sql`i.code = ANY(${sql.param(f.codes)}::text[])`);

  const terms = f.search ? searchTerms(f.search) : [];
  const query = terms.length ? await searchQuery(db, terms, f.synonyms) : null;
  if (query) where.push(sql`numnode(q.query) > 0 AND i.search_vector @@ q.query`);

  const whereSql = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const queryCte = query ? sql`CROSS JOIN (SELECT ${query} AS query) q` : sql``;
  const national = sql`(i.is_headline AND i.default_region IN ('US', 'WLD'))`;
  const order = query
    ? sql`ORDER BY ${RETIRED_LAST}, ${national} DESC, ts_rank_cd(i.search_vector, q.query) DESC, i.is_headline DESC, i.code, s.slug`
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

/**
 * For each row, the series to use in its place: a retired indicator whose replacement (`replaced_by`,
 * followed through further retirements) is in the catalog and active gives that replacement; any other
 * row gives itself. The answer engine picks its series through this, so it never answers from a retired
 * series when a current one replaces it.
 */
export async function currentSeries(db: Database, rows: IndicatorRow[]): Promise<IndicatorRow[]> {
  const replacements = new Map<string, IndicatorRow | null>();
  let wanted = [...new Set(rows.filter((r) => r.retired_at && r.replaced_by).map((r) => r.replaced_by!))];
  // follow chains of replacements a few steps (a cycle or a dangling code ends the walk)
  for (let step = 0; step < 5 && wanted.length > 0; step++) {
    const found = rowsOf<IndicatorRow>(
      await db.execute(sql`${SELECT_INDICATOR}
        WHERE i.code = ANY(${sql.param(wanted)}::text[]) AND i.is_active AND s.is_active
        ORDER BY i.is_headline DESC, s.slug`),
    );
    for (const code of wanted) replacements.set(code, found.find((f) => f.code === code) ?? null);
    wanted = [...new Set(found.filter((f) => f.retired_at && f.replaced_by && !replacements.has(f.replaced_by)).map((f) => f.replaced_by!))];
  }
  return rows.map((row) => {
    const seen = new Set<string>();
    let use = row;
    while (use.retired_at && use.replaced_by && !seen.has(use.code)) {
      seen.add(use.code);
      const next = replacements.get(use.replaced_by);
      if (!next) break;
      use = next;
    }
    return use;
  });
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
