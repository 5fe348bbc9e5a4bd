import { Pool, neonConfig } from "@neondatabase/serverless";
import { drizzle } from "drizzle-orm/neon-serverless";
import * as schema from "../db/schema.js";
import type { Database } from "../db/client.js";
import { releasingTransactions } from "../db/pool-transactions.js";

export interface NeonOptions {
  /** host:port of a WebSocket-to-TCP proxy, for a local PostgreSQL in development and tests. */
  wsProxy?: string | undefined;
}

/** The database inside a Worker: Neon's WebSocket driver (a Pool per request, as Workers require). */
export function openNeonDatabase(url: string, opts: NeonOptions = {}): { db: Database; close: () => Promise<void> } {
  if (opts.wsProxy) {
    // the string form makes the driver pass the target host:port to the proxy as ?address=
    neonConfig.wsProxy = opts.wsProxy;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
    neonConfig.pipelineTLS = false;
  }
  const pool = new Pool({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // a connection the proxy or Neon drops (idle, or held between statements) must not surface as an
  // uncaught error; the statement in flight fails on its own and the request answers 503
  pool.on("error", () => {});
  pool.on("connect", (client: { on(event: "error", listener: () => void): unknown }) => client.on("error", () => {}));
  const db = releasingTransactions(
    drizzle(pool, { schema }) as unknown as Database,
    () => pool.connect(),
    (client) => drizzle(client, { schema }) as unknown as Database,
  );
  return { db, close: () => pool.end() };
}
