/**
 * `npm run refresh [-- file ...]`: refreshes the data pack from its upstream now (PACK_UPSTREAM_URL), then
 * recomputes what depends on the series that changed, and prints what happened to each file. Exits 1 when
 * a file could not be refreshed (its last good data stays as it was).
 */
import { openNodeDatabaseForScript } from "../src/adapters/database-node.js";
import { loadConfig } from "../src/config.js";
import { systemClock } from "../src/deps.js";
import { refreshData } from "../src/jobs/index.js";
import { createConsoleLog } from "../src/log.js";
import { PACK_FILES } from "../src/sources/datahub.js";

const config = loadConfig(process.env);
const log = createConsoleLog(config.logLevel === "info" ? "warn" : config.logLevel);
const files = process.argv.slice(2);
const unknown = files.filter((f) => !PACK_FILES.some((p) => p.file === f));
if (unknown.length) {
  console.error(`not a pack file: ${unknown.join(", ")} (files: ${PACK_FILES.map((p) => p.file).join(", ")})`);
  process.exit(2);
}
const database = await openNodeDatabaseForScript({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let failed = 0;
try {
  await database.migrate();
  const started = performance.now();
  const report = await refreshData({ db: database.db, config, log, clock: systemClock }, { force: true, ...(files.length ? { files } : {}) });
  for (const f of report?.files ?? []) {
    console.log(`${f.file.padEnd(44)} ${f.outcome.padEnd(12)} ${f.rowsWritten} rows${f.error ? `  (${f.error})` : ""}`);
    if (f.outcome === "failed") failed++;
  }
  const fred = report?.fred;
  if (fred && !fred.skipped) {
    console.log(`FRED: ${fred.checked} series checked, ${fred.reread} re-read, ${fred.observationsWritten} rows written, ${fred.failed.length} failed`);
    failed += fred.failed.length;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`refreshed from ${config.pack.upstreamUrl} in ${seconds}s: ${report?.rowsWritten ?? 0} rows written, ${failed} file(s) failed (${database.location})`);
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
