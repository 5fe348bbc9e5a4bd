import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema.js";

/** A drizzle Postgres database on any of the drivers (PGlite, node-postgres, Neon). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of a `db.execute` result, whichever driver produced it. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
