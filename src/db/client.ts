import type { SQL } from "drizzle-orm";
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

interface Internals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(values: Record<string, unknown>): Promise<unknown> };
  };
}

export type PreparedRead = (values: Record<string, unknown>) => Promise<unknown>;

const preparedByDatabase = new WeakMap<object, Map<string, PreparedRead>>();
/** The text of each named read: one per name whatever the database object (every driver speaks PostgreSQL). */
const builtByName = new Map<string, { sql: string; params: unknown[] }>();

/**
 * A hot read as a named prepared statement, its SQL built once per process (or isolate): PostgreSQL parses
 * and plans it once per connection instead of on every call, and drizzle does not rebuild its text, not
 * even for the database object a Worker makes per request (on PGlite and over Neon's HTTP the name is
 * simply unused). `build` writes the statement with `sql.placeholder`s, and `name` must stand for exactly
 * one text: name every variant of a statement apart.
 */
export function preparedRead(db: Database, name: string, build: () => SQL): PreparedRead {
  let statements = preparedByDatabase.get(db);
  if (!statements) preparedByDatabase.set(db, (statements = new Map()));
  let run = statements.get(name);
  if (!run) {
    const internals = db as unknown as Internals;
    let query = builtByName.get(name);
    if (!query) builtByName.set(name, (query = internals.dialect.sqlToQuery(build())));
    const statement = internals.session.prepareQuery(query, undefined, `svc_${name}`, false);
    statements.set(name, (run = (values) => statement.execute(values)));
  }
  return run;
}
