import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "../db/client.js";
import { IRS_MIGRATION_SOURCE, type FlowRecord } from "../sources/irs-migration.js";

export interface FlowImportResult {
  received: number;
  /** Rows new or changed by this import (an identical re-import writes 0). */
  written: number;
  /** Flows whose origin or destination is not a stored county, left out. */
  unknownCounties: number;
}

/**
 * Stores IRS county-to-county flows in one transaction. Upserts by (origin, destination, period):
 * importing the inflow and outflow files of one year, or the same file twice, keeps one row per pair.
 */
export async function importFlows(db: Database, flows: FlowRecord[]): Promise<FlowImportResult> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const s = IRS_MIGRATION_SOURCE;
    const [source] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        INSERT INTO sources (slug, name, provider, category, docs_url, description, license)
        VALUES (${s.slug}, ${s.name}, ${s.provider}, ${s.category}, ${s.docsUrl}, ${s.description}, ${s.license})
        ON CONFLICT (slug) DO UPDATE SET name = excluded.name, provider = excluded.provider, docs_url = excluded.docs_url,
          description = excluded.description, license = excluded.license
        RETURNING id`),
    );
    const known = new Set(
      rowsOf<{ code: string }>(
        await tx.execute(sql`SELECT code FROM regions WHERE type = 'county' AND code = ANY(${sql.param([
          ...new Set(flows.flatMap((f) => [f.origin, f.destination])),
        ])}::text[])`),
      ).map((r) => r.code),
    );
    const kept = flows.filter((f) => known.has(f.origin) && known.has(f.destination));
    let written = 0;
    for (let i = 0; i < kept.length; i += 20_000) {
      const batch = kept.slice(i, i + 20_000);
      const col = <T>(pick: (f: FlowRecord) => T) => sql.param(batch.map(pick));
      const [counted] = rowsOf<{ n: string }>(
        await tx.execute(sql`
          WITH written AS (
            INSERT INTO flows (source_id, origin_code, destination_code, period_start, returns, individuals, agi_thousands)
            SELECT ${source!.id}::uuid, * FROM unnest(${col((f) => f.origin)}::text[], ${col((f) => f.destination)}::text[],
              ${col((f) => f.period)}::date[], ${col((f) => f.returns)}::float8[], ${col((f) => f.individuals)}::float8[],
              ${col((f) => f.agiThousands)}::float8[])
            ON CONFLICT (origin_code, destination_code, period_start) DO UPDATE SET
              returns = excluded.returns, individuals = excluded.individuals, agi_thousands = excluded.agi_thousands
            WHERE (flows.returns, flows.individuals, flows.agi_thousands)
              IS DISTINCT FROM (excluded.returns, excluded.individuals, excluded.agi_thousands)
            RETURNING 1
          ) SELECT count(*) AS n FROM written`),
      );
      written += Number(counted?.n ?? 0);
    }
    return { received: flows.length, written, unknownCounties: flows.length - kept.length };
  });
}
