/**
 * `npm run signals` (tsx scripts/signals.ts): computes the original `svc:` series, then materializes
 * signal intervals for every stored series, repeating the time-boxed job until it has been through all
 * of them. The first pass over a series replays its history, so the first run takes longest.
 */
import { openNodeDatabaseForScript } from "../src/adapters/database-node.js";
import { loadConfig } from "../src/config.js";
import { materializeSignals } from "../src/jobs/materialize-signals.js";
import { computeOriginalSeries } from "../src/jobs/original-series.js";
import { createConsoleLog } from "../src/log.js";
import { scriptArgs } from "./args.js";

scriptArgs("usage: npm run signals   (computes the svc: series, then materializes signal intervals for every stored series)");
const config = loadConfig(process.env);
const log = createConsoleLog(config.logLevel === "info" ? "warn" : config.logLevel);
const database = await openNodeDatabaseForScript({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const started = performance.now();
  const original = await computeOriginalSeries({ db: database.db, log });
  console.log(
    `original series: ${original.series} computed, ${original.written} observation rows written` +
      (original.skipped.length ? `; skipped (inputs not stored): ${original.skipped.join(", ")}` : ""),
  );
  const totals = { series: 0, opened: 0, updated: 0, closed: 0, failed: 0 };
  let runs = 0;
  for (;;) {
    const r = await materializeSignals({ db: database.db, log, now: () => new Date() });
    runs++;
    for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += r[k];
    if (r.done) break;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `signals: ${totals.series} series evaluated in ${runs} run(s); ${totals.opened} intervals opened, ${totals.updated} refreshed, ` +
      `${totals.closed} closed${totals.failed ? `, ${totals.failed} series failed (see the log)` : ""} in ${seconds}s (${database.location})`,
  );
} finally {
  await database.close();
}
