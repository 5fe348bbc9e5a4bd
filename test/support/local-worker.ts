/**
 * The Worker build (src/worker.ts through the root wrangler.toml, bundled by wrangler as `wrangler deploy`
 * bundles it, its module rules included) running in local workerd on a real 127.0.0.1 port, for tests that
 * need an HTTP address rather than the worker project's in-process SELF (a browser). Its database is the
 * run's PGlite snapshot, served to workerd as in the worker project (test/support/worker-database.ts).
 * Needs Node ≥ 22 (wrangler): the npm scripts run the suite on the `node` dev dependency.
 */
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import { openPglite } from "../../src/adapters/database-node.js";
import { readFileSync } from "node:fs";
import { serveDatabaseToWorker } from "./worker-database.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface LocalWorker {
  /** http://127.0.0.1:<port>, no trailing slash */
  baseUrl: string;
  close(): Promise<void>;
}

export async function startLocalWorker(vars: Record<string, string> = {}): Promise<LocalWorker> {
  // nothing leaves the machine: no usage metrics, no request.cf data fetched from Cloudflare
  process.env.WRANGLER_SEND_METRICS = "false";
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  const { createTestHarness } = await import("wrangler");
  const database = await openPglite("memory://", new Blob([readFileSync(inject("pgliteSnapshot"))]));
  const served = await serveDatabaseToWorker(database.pglite!);
  const harness = createTestHarness({
    root: ROOT,
    workers: [
      {
        configPath: "wrangler.toml",
        vars: {
          DATABASE_URL: served.databaseUrl,
          NEON_WS_PROXY: served.wsProxy,
          NEON_HTTP_ENDPOINT: served.neonHttpEndpoint,
          LOG_LEVEL: "warn",
          ...vars,
        },
      },
    ],
  });
  try {
    const { url } = await harness.listen();
    return {
      baseUrl: url.origin,
      close: async () => {
        await harness.close();
        await served.close();
        await database.close();
      },
    };
  } catch (err) {
    await harness.close().catch(() => {});
    await served.close();
    await database.close();
    throw err;
  }
}
