/**
 * Node-side setup for the worker project. workerd cannot open a TCP socket to an embedded database, so:
 * PGlite (in memory, migrated, holding the real bundled data) is served over the PostgreSQL wire protocol
 * by pglite-socket, and scripts/ws-proxy.ts puts a WebSocket front on it for the Neon driver in the Worker.
 * Both listen on free ports; their addresses reach the Worker as bindings (see vitest.config.ts).
 * No PostgreSQL server is needed. WS_PROXY_VERBOSE=1 logs the proxy's connections.
 */
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { loadBundledDataFromPackages } from "../../src/adapters/bundled-data-node.js";
import { MIGRATIONS_FOLDER } from "../../src/adapters/database-node.js";
import type { Database } from "../../src/db/client.js";
import * as schema from "../../src/db/schema.js";
import { createLocalFacilitator } from "../../src/adapters/facilitator-local.js";
import { startFacilitatorServer } from "../support/chain/facilitator-server.js";
import { startLocalChain } from "../support/chain/local-chain.js";
import { startFakePackUpstream } from "../support/fake-pack-upstream.js";
import { startUpstashRestShim } from "../support/upstash-rest-shim.js";
import { serveDatabaseToWorker } from "../support/worker-database.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** postgres:// URL of the PGlite socket server, as the Worker's DATABASE_URL. */
    workerDatabaseUrl: string;
    /** host:port of the WebSocket proxy in front of it, as the Worker's NEON_WS_PROXY. */
    workerWsProxy: string;
    /** The local chain and facilitator the Worker's x402 rail uses, and the payer's key for the test client. */
    workerX402: { network: string; token: string; payTo: string; facilitatorUrl: string; payerKey: string; rpcUrl: string };
    /** A fake of the data pack's upstream host (the bundled files), as the Worker's PACK_UPSTREAM_URL. */
    workerPackUpstream: string;
    /** The stand-in for Neon's SQL-over-HTTP endpoint in front of the same PGlite, as the Worker's NEON_HTTP_ENDPOINT. */
    workerNeonHttpEndpoint: string;
    /** The Upstash REST stand-in (over the machine's Redis, when REDIS_URL is set; else empty: the Worker limits in-isolate). */
    workerUpstash: { url: string; token: string };
  }
}

export default async function setup(project: TestProject) {
  const pglite = new PGlite();
  await pglite.waitReady;
  const db = drizzle(pglite, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await loadBundledDataFromPackages(db as unknown as Database, { quiet: true });

  const database = await serveDatabaseToWorker(pglite, { verbose: process.env.WS_PROXY_VERBOSE === "1" });

  const chain = await startLocalChain();
  const facilitator = await startFacilitatorServer(
    createLocalFacilitator({ rpcUrl: chain.rpcUrl, privateKey: chain.facilitatorKey, network: chain.network, chainId: chain.chainId }),
  );
  project.provide("workerX402", {
    network: chain.network,
    token: chain.token,
    payTo: chain.payTo,
    facilitatorUrl: facilitator.url,
    payerKey: chain.payerKey,
    rpcUrl: chain.rpcUrl,
  });

  project.provide("workerNeonHttpEndpoint", database.neonHttpEndpoint);
  const upstash = process.env.REDIS_URL ? await startUpstashRestShim({ redisUrl: process.env.REDIS_URL, token: "worker-test-token" }) : undefined;
  project.provide("workerUpstash", upstash ? { url: upstash.url, token: "worker-test-token" } : { url: "", token: "" });

  const packUpstream = await startFakePackUpstream();
  project.provide("workerPackUpstream", packUpstream.base);
  project.provide("workerDatabaseUrl", database.databaseUrl);
  project.provide("workerWsProxy", database.wsProxy);

  return async () => {
    await upstash?.close();
    await packUpstream.close();
    await facilitator.close();
    await chain.close();
    await database.close();
    await pglite.close();
  };
}
