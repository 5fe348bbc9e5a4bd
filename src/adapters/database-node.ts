import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "../db/schema.js";
import type { Database } from "../db/client.js";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

export interface NodeDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  /** Where the data lives, for people reading the start-up line (no password). */
  location: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded instance, when it is one (tests snapshot it). */
  pglite?: PGlite;
}

/** Postgres over the network when a URL is given, otherwise PGlite embedded in `dataDir` ("memory://" for none). */
export async function openNodeDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<NodeDatabase> {
  if (opts.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
      throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL");
    }
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const url = new URL(opts.databaseUrl);
    return {
      db,
      kind: "postgres",
      location: `${url.hostname}:${url.port || "5432"}${url.pathname}`,
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  return openPglite(opts.dataDir);
}

export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<NodeDatabase> {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ ...(inMemory ? {} : { dataDir }), ...(loadDataDir ? { loadDataDir } : {}) });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    location: inMemory ? "memory" : dataDir,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    pglite: client,
  };
}
