import { eq, sql } from "drizzle-orm";
import { rowsOf, type Database } from "../db/client.js";
import { bundledDataState, searchSynonyms } from "../db/schema.js";
import { synonymRows } from "../domain/search-synonyms.js";
import type { PackFile } from "../sources/datahub.js";
import type { BundledDataset, RegionRecord } from "../sources/types.js";
import { applyPackFile, type PackOrigin } from "./pack-files.js";
import { insertObservations, refreshCoverage } from "../db/queries/observations.js";

export interface LoadProgress {
  /** Called with a step label and the rows done so far out of the total. */
  (step: string, done: number, total: number): void;
}

export interface LoadResult {
  skipped: boolean;
  version: string;
  regions: number;
  sources: number;
  indicators: number;
  /** Observation rows written by this run (new periods and revisions); 0 when nothing changed. */
  observationsWritten: number;
}

const BATCH = 20_000;

export async function storedBundledVersion(db: Database): Promise<string | null> {
  const rows = await db.select().from(bundledDataState).where(eq(bundledDataState.id, 1));
  return rows[0]?.version ?? null;
}

/**
 * Loads the bundled regions and datasets. Idempotent: rows are upserted, an observation is written only
 * when its period is new or its value changed (as the next revision), so a second run writes nothing.
 * Each source (and each pack file) loads in its own transaction: a failure leaves earlier ones loaded and
 * that one untouched.
 */
export async function loadBundledData(
  db: Database,
  input: {
    version: string;
    regions: () => RegionRecord[];
    datasets: () => BundledDataset[];
    /** The data pack's bundled files, applied one transaction per file (see applyPackFile). */
    pack?: { files: PackFile[]; read(file: string): string; origin(file: PackFile): PackOrigin };
    force?: boolean;
  },
  progress: LoadProgress = () => {},
): Promise<LoadResult> {
  if (!input.force && (await storedBundledVersion(db)) === input.version) {
    return { skipped: true, version: input.version, regions: 0, sources: 0, indicators: 0, observationsWritten: 0 };
  }
  const regions = input.regions();
  const datasets = input.datasets();
  // rows of a pack file are counted as its lines, close enough for a progress bar
  const packTexts = (input.pack?.files ?? []).map((file) => {
    const text = input.pack!.read(file.file);
    return { file, text, lines: text.split("\n").length };
  });
  const packRows = packTexts.reduce((n, p) => n + p.lines, 0);
  const total = regions.length + datasets.reduce((n, d) => n + d.observations.length, 0) + packRows;
  let done = 0;

  progress("regions", done, total);
  await db.transaction(async (tx) => {
    await upsertRegions(tx as unknown as Database, regions);
    await tx.delete(searchSynonyms);
    await tx.insert(searchSynonyms).values(synonymRows());
  });
  done += regions.length;
  progress("regions", done, total);

  let written = 0;
  let indicatorCount = 0;
  for (const dataset of datasets) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const sourceId = await upsertSource(tx, dataset.source);
      const ids = await upsertIndicators(tx, sourceId, dataset.indicators);
      indicatorCount += ids.size;
      for (let i = 0; i < dataset.observations.length; i += BATCH) {
        const batch = dataset.observations.slice(i, i + BATCH);
        written += await insertObservations(tx, ids, batch, dataset.source.sourceUpdatedAt);
        done += batch.length;
        progress(dataset.source.slug, done, total);
      }
      await refreshCoverage(tx, [...ids.values()]);
    });
  }

  for (const { file, text, lines } of packTexts) {
    const result = await applyPackFile(db, file, text, input.pack!.origin(file));
    progress(file.source, (done += lines), total);
    written += result.rowsWritten;
    indicatorCount += file.indicators.length;
  }

  await db
    .insert(bundledDataState)
    .values({ id: 1, version: input.version })
    .onConflictDoUpdate({ target: bundledDataState.id, set: { version: input.version, loadedAt: sql`now()` } });

  return {
    skipped: false,
    version: input.version,
    regions: regions.length,
    sources: datasets.length + new Set(packTexts.map((p) => p.file.source)).size,
    indicators: indicatorCount,
    observationsWritten: written,
  };
}

async function upsertRegions(db: Database, regions: RegionRecord[]) {
  const col = <K extends keyof RegionRecord>(k: K) => sql.param(regions.map((r) => r[k]));
  await db.execute(sql`
    INSERT INTO regions (code, type, name, slug, parent_code, fips_state, fips_county, postal)
    SELECT * FROM unnest(${col("code")}::text[], ${col("type")}::text[], ${col("name")}::text[], ${col("slug")}::text[],
                         ${col("parentCode")}::text[], ${col("fipsState")}::text[], ${col("fipsCounty")}::text[], ${col("postal")}::text[])
    ON CONFLICT (code) DO UPDATE SET
      type = excluded.type, name = excluded.name, slug = excluded.slug, parent_code = excluded.parent_code,
      fips_state = excluded.fips_state, fips_county = excluded.fips_county, postal = excluded.postal
    WHERE (regions.type, regions.name, regions.slug, regions.parent_code, regions.fips_state, regions.fips_county, regions.postal)
      IS DISTINCT FROM (excluded.type, excluded.name, excluded.slug, excluded.parent_code, excluded.fips_state, excluded.fips_county, excluded.postal)`);
  const aliases = regions.flatMap((r) => (r.aliases ?? []).map((a) => ({ ...a, code: r.code })));
  await db.execute(sql`DELETE FROM region_aliases`);
  if (aliases.length === 0) return;
  await db.execute(sql`
    INSERT INTO region_aliases (alias, region_code, kind)
    SELECT * FROM unnest(${sql.param(aliases.map((a) => a.alias))}::text[], ${sql.param(aliases.map((a) => a.code))}::text[],
                         ${sql.param(aliases.map((a) => a.kind))}::text[])
    ON CONFLICT DO NOTHING`);
}

export async function upsertSource(db: Database, s: BundledDataset["source"]): Promise<string> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO sources (slug, name, provider, category, docs_url, description, license, source_updated_at)
      VALUES (${s.slug}, ${s.name}, ${s.provider}, ${s.category}, ${s.docsUrl}, ${s.description}, ${s.license}, ${s.sourceUpdatedAt})
      ON CONFLICT (slug) DO UPDATE SET
        name = excluded.name, provider = excluded.provider, category = excluded.category, docs_url = excluded.docs_url,
        description = excluded.description, license = excluded.license, source_updated_at = excluded.source_updated_at
      RETURNING id`),
  );
  return rows[0]!.id;
}

export async function upsertIndicators(db: Database, sourceId: string, indicators: BundledDataset["indicators"]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const i of indicators) {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        INSERT INTO indicators (code, source_id, name, description, category, subcategory, unit, frequency,
                                access_tier, polarity, is_headline, projection, default_region, upstream, seasonal_adjustment,
                                retired_at, retired_reason, replaced_by, aggregation)
        VALUES (${i.code}, ${sourceId}, ${i.name}, ${i.description}, ${i.category}, ${i.subcategory}, ${i.unit},
                ${i.frequency}, ${i.accessTier}, ${i.polarity}, ${i.isHeadline}, ${i.projection ?? false}, ${i.defaultRegion}, ${i.upstream ?? null},
                ${i.seasonalAdjustment ?? null}, ${i.retired?.at ?? null}, ${i.retired?.reason ?? null}, ${i.retired?.replacedBy ?? null},
                ${i.aggregation ?? null})
        ON CONFLICT (source_id, code) DO UPDATE SET
          name = excluded.name, description = excluded.description, category = excluded.category,
          subcategory = excluded.subcategory, unit = excluded.unit, frequency = excluded.frequency,
          access_tier = excluded.access_tier, polarity = excluded.polarity, is_headline = excluded.is_headline,
          projection = excluded.projection, default_region = excluded.default_region, upstream = excluded.upstream,
          seasonal_adjustment = excluded.seasonal_adjustment, retired_at = excluded.retired_at,
          retired_reason = excluded.retired_reason, replaced_by = excluded.replaced_by, aggregation = excluded.aggregation
        RETURNING id`),
    );
    ids.set(i.code, rows[0]!.id);
  }
  return ids;
}
