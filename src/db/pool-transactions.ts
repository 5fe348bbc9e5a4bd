import type { Database } from "./client.js";
import { isDatabaseUnavailable } from "./errors.js";

interface PooledClient {
  release(err?: Error): void;
}

/**
 * Makes `db.transaction` give its pooled connection back on every path.
 *
 * drizzle's own transaction on a pool (node-postgres and Neon alike) runs BEGIN before the try/finally
 * that releases the client, and releases it as healthy even when ROLLBACK failed (drizzle-orm#6241, open
 * in 0.45): a connection cut at the wrong moment keeps a client checked out for good, the pool shrinks
 * by one each time, and `pool.end()` never finishes. Here each transaction checks out its own client,
 * runs drizzle's transaction on that one client, and releases it in every case, discarding it when the
 * failure was the connection's.
 */
export function releasingTransactions<C extends PooledClient>(db: Database, connect: () => Promise<C>, onClient: (client: C) => Database): Database {
  db.transaction = (async (run, config) => {
    const client = await connect();
    let broken: Error | undefined;
    try {
      return await onClient(client).transaction(run, config);
    } catch (err) {
      if (isDatabaseUnavailable(err)) broken = err instanceof Error ? err : new Error(String(err));
      throw err;
    } finally {
      client.release(broken);
    }
  }) as Database["transaction"];
  return db;
}
