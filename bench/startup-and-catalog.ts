import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { measureLoad, printLoad } from "./load.js";
import { startServerProcess } from "./server-process.js";
import { openNodeDatabase } from "../src/adapters/database-node.js";
import { refreshPack } from "../src/jobs/refresh-pack.js";
import { createConsoleLog } from "../src/log.js";
import { startFakePackUpstream } from "../test/support/fake-pack-upstream.js";

/**
 * Start-up with the whole bundled data (vega-datasets and the data pack): first start < 20 s, re-start
 * < 3 s; then a refresh of the whole pack when nothing changed upstream (< 2 s), against a local fake of
 * the upstream host; catalog throughput and p99 at 50 connections.
 */
export async function benchStartupAndCatalog(port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "svc-bench-"));
  try {
    const first = await startServerProcess({ DATA_DIR: dataDir }, port);
    await first.stop();
    const again = await startServerProcess({ DATA_DIR: dataDir }, port);
    console.log("\n## Start-up (embedded PGlite, bundled data)");
    console.table([
      { start: "first (migrate + load all bundled data)", seconds: +(first.readyMs / 1000).toFixed(2), goal: "< 20" },
      { start: "re-start (data already loaded)", seconds: +(again.readyMs / 1000).toFixed(2), goal: "< 3" },
    ]);
    console.log(`ratio first/re-start: ${(first.readyMs / again.readyMs).toFixed(1)}x`);

    console.log("\n## Catalog at 50 connections (PGlite, single connection)");
    const rows = [];
    rows.push(await measureLoad("GET /v1/indicators?search=nonfarm+employment", `${again.baseUrl}/v1/indicators?search=nonfarm+employment`));
    rows.push(await measureLoad("GET /v1/indicators/ces.nonfarm", `${again.baseUrl}/v1/indicators/ces.nonfarm`));
    printLoad(rows);
    await again.stop();
    await benchNoChangeRefresh(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The whole pack refreshed against an upstream that has nothing new: once by content hash, then by ETag. */
async function benchNoChangeRefresh(dataDir: string) {
  const upstream = await startFakePackUpstream();
  const database = await openNodeDatabase({ dataDir });
  try {
    const deps = { db: database.db, log: createConsoleLog("silent"), now: () => new Date(), upstreamBase: upstream.base };
    const timed = async () => {
      const started = performance.now();
      const report = await refreshPack(deps);
      return { ms: performance.now() - started, report };
    };
    const byHash = await timed();
    const byEtag = await timed();
    console.log("\n## Refresh of the whole data pack, nothing changed upstream (PGlite, local fake upstream)");
    console.table([
      { run: "first check (no ETag yet: download, hash, compare)", seconds: +(byHash.ms / 1000).toFixed(2), rows_written: byHash.report.rowsWritten, goal: "< 2" },
      { run: "next checks (If-None-Match, 304)", seconds: +(byEtag.ms / 1000).toFixed(2), rows_written: byEtag.report.rowsWritten, goal: "< 2" },
    ]);
  } finally {
    await database.close();
    await upstream.close();
  }
}
