import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "../../src/db/client.js";
import { insertObservations, refreshCoverage } from "../../src/db/queries/observations.js";
import type { Frequency } from "../../src/sources/types.js";

/**
 * Series a test owns, under a source of its own (`slug`), so it may change their rows freely on a database
 * other test files share; `dropTestSource` removes everything under that source afterwards.
 */
export async function createTestSeries(
  db: Database,
  slug: string,
  spec: {
    code: string;
    frequency: Frequency;
    unit?: string;
    projection?: boolean;
    points: { date: string; value: number; periodEnd?: string }[];
  },
): Promise<string> {
  await db.execute(sql`INSERT INTO sources (slug, name) VALUES (${slug}, 'Test source') ON CONFLICT (slug) DO NOTHING`);
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO indicators (code, source_id, name, unit, frequency, default_region, projection)
      SELECT ${spec.code}, id, ${`Test ${spec.code}`}, ${spec.unit ?? "index"}, ${spec.frequency}, 'US', ${spec.projection ?? false}
      FROM sources WHERE slug = ${slug} RETURNING id`),
  );
  const id = row!.id;
  const records = spec.points.map((p) => ({
    indicator: spec.code,
    region: "US",
    periodStart: p.date,
    periodEnd: p.periodEnd ?? null,
    periodType: spec.frequency,
    value: p.value,
  }));
  await insertObservations(db, new Map([[spec.code, id]]), records, null);
  await refreshCoverage(db, [id]);
  return id;
}

export async function dropTestSource(db: Database, slug: string) {
  const ofSource = sql`(SELECT i.id FROM indicators i JOIN sources s ON s.id = i.source_id WHERE s.slug = ${slug})`;
  await db.execute(sql`DELETE FROM series_coverage WHERE indicator_id IN ${ofSource}`);
  await db.execute(sql`DELETE FROM observations WHERE indicator_id IN ${ofSource}`);
  await db.execute(sql`DELETE FROM indicators WHERE source_id IN (SELECT id FROM sources WHERE slug = ${slug})`);
  await db.execute(sql`DELETE FROM sources WHERE slug = ${slug}`);
}
