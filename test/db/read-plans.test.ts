import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf, type Database } from "../../src/db/client.js";
import { latestObservations, observationPage, seriesPointsMany } from "../../src/db/queries/observations.js";
import type { NodeDatabase } from "../../src/adapters/database-node.js";
import { testDatabases } from "../support/harness.js";

/**
 * The reads of current values are prepared statements, and PostgreSQL runs a prepared statement with a
 * generic plan (one for any parameters) once it judges that plan no worse than the custom ones. A generic
 * plan that cannot use the bounds as index conditions falls back to reading the whole series and sorting
 * it: correct answers, but a cost that grows with the series' history. Each read is planned here with
 * plan_cache_mode = force_generic_plan and must walk observations_current_idx in period order. PostgreSQL
 * only: the PGlite driver sends unnamed statements, planned afresh each time.
 */
const postgres = testDatabases().find((k) => k.name === "postgres");

describe.skipIf(!postgres)("generic plans of the current-value reads on PostgreSQL", () => {
  let database: NodeDatabase;
  let series: { indicatorId: string; region: string };

  beforeAll(async () => {
    database = await postgres!.open();
    const [row] = rowsOf<{ id: string }>(await database.db.execute(sql`SELECT id FROM indicators WHERE code = 'ces.nonfarm' LIMIT 1`));
    series = { indicatorId: row!.id, region: "US" };
  });
  afterAll(async () => {
    await database.close();
  });

  /** The generic plan of the statement `read` prepares, as EXPLAIN prints it, on one connection. */
  async function genericPlan(statement: string, args: string, read: (tx: Database) => Promise<unknown>): Promise<string> {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
      await read(tx as unknown as Database); // prepares the statement on this connection (or finds it there)
      const rows = rowsOf<{ "QUERY PLAN": string }>(await tx.execute(sql.raw(`EXPLAIN EXECUTE svc_${statement}(${args})`)));
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
  }

  const walksTheCurrentIndex = (plan: string) => {
    expect(plan).toContain("observations_current_idx");
    expect(plan).not.toMatch(/Sort|Seq Scan on observations|observations_region_idx/);
  };

  it("latest of one series", async () => {
    const args = `'${series.indicatorId}', 'US', NULL`;
    walksTheCurrentIndex(await genericPlan("latest_one", args, (tx) => latestObservations(tx, [series])));
  });

  it("latest of several series", async () => {
    const args = `ARRAY['${series.indicatorId}', '${series.indicatorId}']::uuid[], ARRAY['US', 'US'], ARRAY[NULL, NULL]::date[]`;
    const plan = await genericPlan("latest_many", args, (tx) => latestObservations(tx, [series, series]));
    expect(plan).toContain("observations_current_idx");
    // the one sort allowed is of the answers by their position in the request, not of observations
    expect(plan).not.toMatch(/Seq Scan on observations|observations_region_idx/);
  });

  it("a page, newest first, and the next page after a cursor", async () => {
    const page = { ...series, sort: "desc" as const, limit: 10 };
    walksTheCurrentIndex(await genericPlan("page_desc_current_", `'${series.indicatorId}', 'US', 10`, (tx) => observationPage(tx, page)));
    const next = { ...page, sort: "asc" as const, after: "2005-01-01" };
    walksTheCurrentIndex(
      await genericPlan("page_asc_current_a", `'${series.indicatorId}', 'US', '2005-01-01', 10`, (tx) => observationPage(tx, next)),
    );
  });

  it("every point of a series", async () => {
    const plan = await genericPlan("points_", `ARRAY['${series.indicatorId}']::uuid[], ARRAY['US']`, (tx) => seriesPointsMany(tx, [series]));
    expect(plan).toContain("observations_current_idx");
    expect(plan).not.toMatch(/Seq Scan on observations|observations_region_idx/);
  });
});
