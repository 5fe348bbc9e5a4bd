import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { measureLoad, printLoad } from "./load.js";
import { startServerProcess } from "./server-process.js";

/** Issue 2's goals: first start < 60 s, re-start < 5 s; catalog throughput and p99 at 50 connections. */
export async function benchStartupAndCatalog(port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "svc-bench-"));
  try {
    const first = await startServerProcess({ DATA_DIR: dataDir }, port);
    await first.stop();
    const again = await startServerProcess({ DATA_DIR: dataDir }, port);
    console.log("\n## Start-up (embedded PGlite, bundled data)");
    console.table([
      { start: "first (migrate + load all bundled data)", seconds: +(first.readyMs / 1000).toFixed(2), goal: "< 60" },
      { start: "re-start (data already loaded)", seconds: +(again.readyMs / 1000).toFixed(2), goal: "< 5" },
    ]);
    console.log(`ratio first/re-start: ${(first.readyMs / again.readyMs).toFixed(1)}x`);

    console.log("\n## Catalog at 50 connections (PGlite, single connection)");
    const rows = [];
    rows.push(await measureLoad("GET /v1/indicators?search=nonfarm+employment", `${again.baseUrl}/v1/indicators?search=nonfarm+employment`));
    rows.push(await measureLoad("GET /v1/indicators/ces.nonfarm", `${again.baseUrl}/v1/indicators/ces.nonfarm`));
    printLoad(rows);
    await again.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
