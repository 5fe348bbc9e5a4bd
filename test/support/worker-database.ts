import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { startNeonHttpShim, type NeonHttpShim } from "../../scripts/neon-http-shim.js";
import { startWsTcpProxy } from "../../scripts/ws-proxy.js";

/** Where a Worker in local workerd finds its database: the values of its DATABASE_URL, NEON_WS_PROXY and NEON_HTTP_ENDPOINT. */
export interface WorkerDatabase {
  databaseUrl: string;
  wsProxy: string;
  neonHttpEndpoint: string;
  neonHttp: NeonHttpShim;
  close(): Promise<void>;
}

/**
 * workerd cannot open a TCP socket to an embedded database, so: the PGlite is served over the PostgreSQL wire
 * protocol by pglite-socket, scripts/ws-proxy.ts puts a WebSocket front on it for the Neon driver's
 * transactions, and scripts/neon-http-shim.ts stands in for Neon's SQL-over-HTTP endpoint (reads). All
 * listen on free ports of 127.0.0.1. Used by the worker project's global setup and by the page tests.
 */
export async function serveDatabaseToWorker(pglite: PGlite, opts: { verbose?: boolean } = {}): Promise<WorkerDatabase> {
  // several connections at once: each Worker request opens its own Pool
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections: 20 });
  await server.start();
  const socketAddress = server.getServerConn();
  const proxy = await startWsTcpProxy({ port: 0, defaultTarget: socketAddress, verbose: opts.verbose ?? false });
  const neonHttp = await startNeonHttpShim();
  return {
    databaseUrl: `postgres://postgres@${socketAddress}/postgres`,
    wsProxy: proxy.address,
    neonHttpEndpoint: neonHttp.endpoint,
    neonHttp,
    close: async () => {
      await neonHttp.close();
      await proxy.close();
      await server.stop();
    },
  };
}
