/**
 * A data-pack file applied twice from the bundle: the second time its text is unchanged and no row is
 * written, but what the code says of its series (name, aggregation) is written again, so a release that
 * describes a series better reaches a database loaded by an earlier one.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type NodeDatabase } from "../../src/adapters/database-node.js";
import { rowsOf } from "../../src/db/client.js";
import { applyPackFile } from "../../src/jobs/pack-files.js";
import { PACK_FILES } from "../../src/sources/datahub.js";
import { readPackFile } from "../../src/sources/datahub-files.js";

describe("applyPackFile from the bundle", () => {
  let database: NodeDatabase;
  beforeAll(async () => {
    database = await openPglite("memory://");
    await database.migrate();
    await database.db.execute(sql`INSERT INTO regions (code, type, name, slug) VALUES ('WLD', 'world', 'World', 'world')`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("writes the series' description again when the file is unchanged", async () => {
    const pack = PACK_FILES.find((f) => f.file === "global-temp-monthly.csv")!;
    const origin = { kind: "bundle" as const, url: "https://example.invalid/monthly.csv", publishedAt: null };
    const described = async () =>
      rowsOf<{ name: string; aggregation: string | null }>(
        await database.db.execute(sql`SELECT name, aggregation FROM indicators WHERE code = 'temperature.gcag_monthly'`),
      )[0];
    expect((await applyPackFile(database.db, pack, readPackFile(pack.file), origin)).outcome).toBe("applied");
    expect(await described()).toEqual({ name: "Global land and ocean temperature anomaly, monthly (HadCRUT5)", aggregation: "mean" });
    // as an earlier release stored it
    await database.db.execute(sql`UPDATE indicators SET name = 'Global temperature', aggregation = NULL WHERE code = 'temperature.gcag_monthly'`);
    const again = await applyPackFile(database.db, pack, readPackFile(pack.file), origin);
    expect(again).toMatchObject({ outcome: "unchanged", rowsWritten: 0 });
    expect(await described()).toEqual({ name: "Global land and ocean temperature anomaly, monthly (HadCRUT5)", aggregation: "mean" });
  });
});
