/**
 * `npm run refresh [-- file ...]`: refreshes the data pack from its upstream now (PACK_UPSTREAM_URL), then
 * recomputes what depends on the series that changed, and prints what happened to each file. Exits 1 when
 * a file could not be refreshed (its last good data stays as it was). On the embedded database while a
 * server runs, that server does the refresh (sent over its operator socket, like the keys CLI).
 */
import { DataDirLockedError, describeHolder } from "../src/adapters/data-dir-lock.js";
import { openNodeDatabase } from "../src/adapters/database-node.js";
import { loadConfig } from "../src/config.js";
import { systemClock } from "../src/deps.js";
import { refreshData } from "../src/jobs/index.js";
import { createConsoleLog } from "../src/log.js";
import { OperatorUnreachable, sendOperatorCommand } from "../src/operator/socket-node.js";
import { PACK_FILES } from "../src/sources/datahub.js";
import { scriptArgs } from "./args.js";

const { positionals: files } = scriptArgs(`usage: npm run refresh [-- file ...]   (files: ${PACK_FILES.map((p) => p.file).join(", ")}; none: all)`, {}, true);
const config = loadConfig(process.env);
const log = createConsoleLog(config.logLevel === "info" ? "warn" : config.logLevel);
const unknown = files.filter((f) => !PACK_FILES.some((p) => p.file === f));
if (unknown.length) {
  console.error(`not a pack file: ${unknown.join(", ")} (files: ${PACK_FILES.map((p) => p.file).join(", ")})`);
  process.exit(2);
}
type Report = Awaited<ReturnType<typeof refreshData>>;

/** On the embedded database held by a running server, that server refreshes (it owns the folder). */
async function refresh(): Promise<{ report: Report; where: string }> {
  let database;
  try {
    database = await openNodeDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (!(err instanceof DataDirLockedError) || !err.holder || !err.heldOnThisHost) throw err;
    try {
      const report = (await sendOperatorCommand(config.dataDir, { command: "refresh", files })) as Report;
      return { report, where: `done by the server that holds ${config.dataDir}: pid ${err.holder.pid}` };
    } catch (sent) {
      if (!(sent instanceof OperatorUnreachable)) throw sent;
      throw new Error(`${config.dataDir} is in use by ${describeHolder(err.holder)}, and nothing answers on its operator socket (${sent.reason}). Nothing was refreshed.`);
    }
  }
  try {
    await database.migrate();
    const report = await refreshData({ db: database.db, config, log, clock: systemClock }, { force: true, ...(files.length ? { files } : {}) });
    return { report, where: database.location };
  } finally {
    await database.close();
  }
}

let failed = 0;
const started = performance.now();
try {
  const { report, where } = await refresh();
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
  console.log(`refreshed from ${config.pack.upstreamUrl} in ${seconds}s: ${report?.rowsWritten ?? 0} rows written, ${failed} failed (${where})`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
process.exit(failed ? 1 : 0);
