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
import { releasingTransactions } from "../db/pool-transactions.js";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.js";

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
  /** The folder of an on-disk PGlite, which this process holds locked until close(). */
  dataDir?: string;
}

/** Postgres over the network when a URL is given, otherwise PGlite embedded in `dataDir` ("memory://" for none). */
export async function openNodeDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<NodeDatabase> {
  if (opts.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
      throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL");
    }
    // a connection that cannot be made in this time is a 503 for the request, not a request left hanging
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // A connection dropped by a server restart emits 'error': on the pool when idle, on the client while a
    // request holds it (between the statements of a transaction). Without listeners that event would end
    // the process; the statement in flight fails on its own and the request answers 503.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = releasingTransactions(
      drizzlePg(pool, { schema }) as unknown as Database,
      () => pool.connect(),
      (client) => drizzlePg(client, { schema }) as unknown as Database,
    );
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

/** For command-line scripts: the database, or one line naming the process that holds DATA_DIR and exit status 1. */
export async function openNodeDatabaseForScript(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<NodeDatabase> {
  try {
    return await openNodeDatabase(opts);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/**
 * PGlite in `dataDir` ("memory://" for none). An on-disk folder is locked first (DataDirLockedError
 * names the process that has it): PGlite is single-process, and this is the one place a folder is opened.
 */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<NodeDatabase> {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const lock = inMemory ? null : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = new PGlite({ ...(inMemory ? {} : { dataDir }), ...(loadDataDir ? { loadDataDir } : {}) });
    await client.waitReady;
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    location: inMemory ? "memory" : dataDir,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    pglite: client,
    ...(inMemory ? {} : { dataDir }),
  };
}
