import { serve } from "@hono/node-server";
import { openNodeDatabase } from "./adapters/database-node.js";
import { loadBundledDataFromPackages } from "./adapters/bundled-data-node.js";
import { localDocsBundle } from "./adapters/docs-bundle-node.js";
import { createApp } from "./app.js";
import { loadConfig } from "./config.js";
import { systemClock } from "./deps.js";
import { createConsoleLog } from "./log.js";

async function main() {
  const startedAt = performance.now();
  const config = loadConfig(process.env);
  const log = createConsoleLog(config.logLevel);
  const database = await openNodeDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();

  if (config.loadBundledData) {
    const loaded = await loadBundledDataFromPackages(database.db);
    if (!loaded.skipped) {
      log.info("bundled data loaded", {
        regions: loaded.regions,
        sources: loaded.sources,
        indicators: loaded.indicators,
        observations_written: loaded.observationsWritten,
      });
    }
  }

  const app = createApp({ db: database.db, config, log, clock: systemClock }, localDocsBundle());

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const base = `http://localhost:${info.port}`;
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(`API ready in ${seconds}s on ${base}  (database: ${database.kind} ${database.location})`);
    console.log(`Docs: ${base}/docs   OpenAPI: ${base}/openapi.json`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info("shutting down", { signal });
    server.close(() => {
      database.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
