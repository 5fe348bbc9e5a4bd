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
import { DATA_VERSION_CHANNEL, readDataVersion } from "../db/queries/data-version.js";
import { FollowedDataVersion, type DataVersion } from "../deps.js";
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
  /**
   * Starts following the data version (after migrate): the returned port knows it while this process is
   * sure to hear of every change. Closed with the database.
   */
  watchDataVersion(onLost?: (error: string) => void): Promise<DataVersion>;
}

const LISTEN_RETRY_MS = [250, 1_000, 5_000];

/** Postgres over the network when a URL is given, otherwise PGlite embedded in `dataDir` ("memory://" for none). */
export async function openNodeDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<NodeDatabase> {
  if (opts.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
      throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL");
    }
    // a connection that cannot be made in this time is a 503 for the request, not a request left hanging
    // Every pooled connection listens for data versions: the one that commits a write hears its own NOTIFY
    // before the COMMIT returns, so this process sees its own writes at once, whatever its listener is doing.
    const versions = new FollowedDataVersion();
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      onConnect: async (client) => {
        client.on("notification", (m) => m.channel === DATA_VERSION_CHANNEL && versions.raise(Number(m.payload)));
        await client.query(`LISTEN ${DATA_VERSION_CHANNEL}`);
      },
    });
    // A connection dropped by a server restart emits 'error': on the pool when idle, on the client while a
    // request holds it (between the statements of a transaction). Without listeners that event would end
    // the process; the statement in flight fails on its own and the request answers 503.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    let listener: ReturnType<typeof listenForVersions> | undefined;
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
      close: async () => {
        await listener?.stop();
        await pool.end();
      },
      watchDataVersion: async (onLost) => {
        // a listener of its own hears other processes' writes while every pooled connection is busy or closed
        listener ??= listenForVersions(opts.databaseUrl!, versions, () => readDataVersion(db), onLost);
        await listener.ready;
        return versions;
      },
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
    watchDataVersion: async () => {
      // one process owns the embedded database and PGlite calls listeners as the COMMIT is processed, so
      // every change is heard before its writer goes on
      const versions = new FollowedDataVersion();
      await client.listen(DATA_VERSION_CHANNEL, (payload) => versions.raise(Number(payload)));
      versions.resume(await readDataVersion(db));
      return versions;
    },
  };
}

/**
 * A connection of its own that LISTENs for versions written by any process. While it is down the version
 * is forgotten (caches are bypassed) and it reconnects; once LISTENing again it reads the version afresh.
 */
function listenForVersions(
  databaseUrl: string,
  versions: FollowedDataVersion,
  read: () => Promise<number>,
  onLost?: (error: string) => void,
): { ready: Promise<void>; stop(): Promise<void> } {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let firstAttempt: (() => void) | undefined;
  const ready = new Promise<void>((resolve) => (firstAttempt = resolve));

  const lost = (error: unknown) => {
    versions.forget();
    const current = client;
    client = undefined;
    current?.removeAllListeners();
    current?.on("error", () => {});
    current?.end().catch(() => {});
    if (stopped) return;
    onLost?.(error instanceof Error ? error.message : String(error));
    retry = setTimeout(connect, LISTEN_RETRY_MS[Math.min(failures++, LISTEN_RETRY_MS.length - 1)]);
    retry.unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    client = next;
    next.on("error", lost);
    next.on("end", () => client === next && lost(new Error("the listening connection ended")));
    next.on("notification", (m) => m.channel === DATA_VERSION_CHANNEL && versions.raise(Number(m.payload)));
    try {
      await next.connect();
      await next.query(`LISTEN ${DATA_VERSION_CHANNEL}`);
      // read after LISTEN, so a change committed in between is heard either way
      versions.resume(await read());
      failures = 0;
    } catch (err) {
      if (client === next) lost(err);
    } finally {
      firstAttempt?.();
      firstAttempt = undefined;
    }
  };
  void connect();
  return {
    ready,
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on("error", () => {});
      await current?.end().catch(() => {});
    },
  };
}
