import { Pool, neonConfig } from "@neondatabase/serverless";
import { drizzle } from "drizzle-orm/neon-serverless";
import * as schema from "../db/schema.js";
import type { Database } from "../db/client.js";

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
  const pool = new Pool({ connectionString: url });
  // a connection the proxy or Neon drops after the request ended must not surface as an uncaught error
  pool.on("error", () => {});
  return { db: drizzle(pool, { schema }) as unknown as Database, close: () => pool.end() };
}
