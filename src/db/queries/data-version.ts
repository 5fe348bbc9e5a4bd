import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "../client.js";

/** The channel the data version triggers NOTIFY on (migration 0010); the payload is the new version. */
export const DATA_VERSION_CHANNEL = "data_version";

/** The statement that reads it, as text: the edge's driver sends it beside a request's first statement. */
export const DATA_VERSION_STATEMENT = "SELECT version FROM data_version";

/**
 * A read (`select …`, given as text) that also returns the data version in the same statement and
 * snapshot: the read as a lateral subquery of the one-row data_version table. Its columns are the version,
 * then `present` (null only when the read has no row: the outer join keeps the version's row), then the
 * read's own columns in their order; its rows keep the read's order (one outer row, joined in a loop).
 */
export const withDataVersion = (read: string) =>
  `SELECT d.version, s.* FROM data_version d LEFT JOIN LATERAL (SELECT true AS present, r.* FROM (${read}) r) s ON true`;

/** The data version as committed now (see `dataVersion` in src/db/schema.ts). */
export async function readDataVersion(db: Database): Promise<number> {
  const [row] = rowsOf<{ version: string | number }>(await db.execute(sql.raw(DATA_VERSION_STATEMENT)));
  if (!row) throw new Error("data_version has no row: the migrations have not been applied");
  return Number(row.version);
}
