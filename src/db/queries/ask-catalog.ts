import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "../client.js";
import type { SearchSynonym } from "./indicators.js";

/** What the answer engine reads questions against: every region and its other names, the active indicators' names, the search synonyms, coverage. */
export async function readAskCatalog(db: Database) {
  const regions = rowsOf<{ code: string; type: string; name: string; slug: string; postal: string | null; parent_code: string | null }>(
    await db.execute(sql`SELECT code, type, name, slug, postal, parent_code FROM regions`),
  );
  const aliases = rowsOf<{ alias: string; region_code: string; kind: string }>(
    await db.execute(sql`SELECT alias, region_code, kind FROM region_aliases`),
  );
  const indicatorNames = rowsOf<{ code: string; name: string; category: string | null; access_tier: "free" | "premium"; frequency: string }>(
    await db.execute(sql`SELECT code, name, category, access_tier, frequency FROM indicators WHERE is_active`),
  );
  const synonyms = rowsOf<SearchSynonym>(await db.execute(sql`SELECT term, expansion FROM search_synonyms`));
  const coverage = rowsOf<{ code: string; region_code: string; first: string; last: string }>(
    await db.execute(sql`
      SELECT i.code, c.region_code, to_char(c.first_period, 'YYYY-MM-DD') AS first, to_char(c.last_period, 'YYYY-MM-DD') AS last
      FROM series_coverage c JOIN indicators i ON i.id = c.indicator_id`),
  );
  return { regions, aliases, indicatorNames, synonyms, coverage };
}

/** The codes of the indicators with data stored for a region. */
export async function indicatorCodesCovering(db: Database, region: string): Promise<string[]> {
  return rowsOf<{ code: string }>(
    await db.execute(sql`SELECT i.code FROM series_coverage c JOIN indicators i ON i.id = c.indicator_id WHERE c.region_code = ${region}`),
  ).map((r) => r.code);
}
