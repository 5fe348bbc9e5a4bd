import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { measureLoad, printLoad, type LoadResult } from "./load.js";
import { BENCH_PAY_TO, startServerProcess, type StartedServer } from "./server-process.js";
import { insertKey } from "../src/db/queries/api-keys.js";
import { openNodeDatabase } from "../src/adapters/database-node.js";
import { refreshPack } from "../src/jobs/refresh-pack.js";
import { createConsoleLog } from "../src/log.js";
import { startFakePackUpstream } from "../test/support/fake-pack-upstream.js";

/** The catalog reads compared between the embedded database and PostgreSQL (bench/data-reads.ts). */
export const CATALOG_PATHS = ["/v1/indicators?search=nonfarm+employment", "/v1/indicators/ces.nonfarm"] as const;

/**
 * Start-up with the whole bundled data (vega-datasets and the data pack): first start < 20 s, re-start
 * < 3 s; catalog throughput and p99 at 50 connections; the server's memory through a 60 s mixed load (no
 * growth after the first 5 s); then a refresh of the whole pack when nothing changed upstream (< 2 s),
 * against a local fake of the upstream host. Returns the catalog figures for the PostgreSQL comparison.
 */
export async function benchStartupAndCatalog(port: number): Promise<LoadResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "svc-bench-"));
  try {
    const first = await startServerProcess({ DATA_DIR: dataDir }, port);
    await first.stop();
    // a key for the mixed load, written while no server holds the folder
    const database = await openNodeDatabase({ dataDir });
    const { key } = await insertKey(database.db, { name: "bench-memory@example.com", plan: "bench", rateLimitPerMinute: 1_000_000_000, monthlyQuota: null });
    await database.close();
    const again = await startServerProcess({ DATA_DIR: dataDir, X402_PAY_TO: BENCH_PAY_TO }, port);
    console.log("\n## Start-up (embedded PGlite, bundled data)");
    console.table([
      { start: "first (migrate + load all bundled data)", seconds: +(first.readyMs / 1000).toFixed(2), goal: "< 20" },
      { start: "re-start (data already loaded)", seconds: +(again.readyMs / 1000).toFixed(2), goal: "< 3" },
    ]);
    console.log(`ratio first/re-start: ${(first.readyMs / again.readyMs).toFixed(1)}x`);

    console.log("\n## Catalog at 50 connections (PGlite, single connection; answers kept by data version)");
    const rows: LoadResult[] = [];
    for (const p of CATALOG_PATHS) {
      // the same 1 s warm-up as the PostgreSQL side of the comparison
      await measureLoad("warm", `${again.baseUrl}${p}`, { seconds: 1 });
      rows.push(await measureLoad(`PGlite GET ${p}`, `${again.baseUrl}${p}`));
    }
    printLoad(rows);
    await benchMemory(again, key);
    await again.stop();
    await benchRetainedMemory(dataDir, key, port);
    await benchNoChangeRefresh(dataDir);
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The mixed load of the memory figures: catalog, keyed reads of several series and shapes, 402 challenges. */
function mixedRequests(key: string) {
  const auth = { Authorization: `Bearer ${key}` };
  return [
    { path: "/v1/indicators?search=oil" },
    { path: "/v1/indicators/eia.wti" },
    { path: "/v1/regions?type=county&parent=CA" },
    { path: "/v1/observations/latest?indicator=eia.wti", headers: auth },
    { path: "/v1/observations/latest?indicators=ces.nonfarm,cpi.us,eia.brent,shiller.sp500", headers: auth },
    { path: "/v1/observations?indicator=eia.wti&limit=500&sort=desc", headers: auth },
    { path: "/v1/panel?indicators=cpi.us,h15.treasury_10y&frequency=quarterly&resample=mean", headers: auth },
    { path: "/v1/insights?indicator=ces.nonfarm", headers: auth },
    { path: "/v1/observations/latest?indicator=cpi.us" },
  ];
}

/**
 * 60 s of mixed load (catalog, keyed reads of several series and shapes, 402 challenges) on the embedded
 * default; the server's resident memory after the first 5 s and at the end. Every cache, window and memo
 * is bounded, so the second figure should not be above the first.
 */
async function benchMemory(server: StartedServer, key: string) {
  const requests = mixedRequests(key);
  // the server's RSS every 5 s of the load: the goal compares the end with 5 s; the series shows where it settles
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(server.rssMb()), 5_000);
  const load = await measureLoad("mixed load, 60 s", server.baseUrl, { seconds: 60, requests });
  clearInterval(sampler);
  const atEnd = server.rssMb();
  const [at5s, at30s] = [rss[0]!, rss[5]!];
  console.log("\n## Server memory through 60 s of mixed load (PGlite; catalog, keyed reads, 402s)");
  console.table([
    { figure: "requests/s (mixed)", value: Math.round(load.requestsPerSecond), goal: "" },
    { figure: "RSS after 5 s (MB)", value: Math.round(at5s), goal: "" },
    { figure: "RSS after 30 s (MB)", value: Math.round(at30s), goal: "" },
    { figure: "RSS after 60 s (MB)", value: Math.round(atEnd), goal: "<= RSS after 5 s" },
    { figure: "ratio 60 s / 5 s", value: +(atEnd / at5s).toFixed(2), goal: "<= 1.0" },
    { figure: "ratio 60 s / 30 s (after warm-up)", value: +(atEnd / at30s).toFixed(2), goal: "" },
  ]);
  console.log(`RSS every 5 s (MB): ${[...rss, atEnd].map((x) => Math.round(x)).join(" ")}`);
}

/**
 * What the server keeps alive, as against what it holds: the same 60 s mixed load on a fresh server, with a
 * heap snapshot (node --heapsnapshot-signal) after 5 s and at the end. A snapshot holds only what survives a
 * full collection (PGlite's WASM memory included), so its size is the retained memory: a leak, a cache
 * without a bound, grows it; V8 sizing its heap to the load (what RSS shows) does not.
 */
async function benchRetainedMemory(dataDir: string, key: string, port: number) {
  const snapshots = mkdtempSync(path.join(tmpdir(), "svc-bench-heap-"));
  const server = await startServerProcess({ DATA_DIR: dataDir, X402_PAY_TO: BENCH_PAY_TO }, port, ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${snapshots}`]);
  try {
    const written = () => readdirSync(snapshots).filter((f) => f.endsWith(".heapsnapshot")).sort();
    const snapshot = async () => {
      const before = written().length;
      process.kill(server.pid, "SIGUSR2");
      // the snapshot is written on the server's main thread: an answer means it is complete
      for (;;) {
        await fetch(`${server.baseUrl}/v1/sources`);
        const files = written();
        if (files.length > before) return retainedMb(path.join(snapshots, files.at(-1)!));
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const load = measureLoad("mixed load, 60 s", server.baseUrl, { seconds: 60, requests: mixedRequests(key) });
    await new Promise((r) => setTimeout(r, 5_000));
    const at5s = await snapshot();
    await load;
    const atEnd = await snapshot();
    console.log("\n## Retained memory through the same 60 s load (PGlite; heap snapshots on a fresh server)");
    console.table([
      { figure: "retained after 5 s (MB)", value: +at5s.toFixed(1), goal: "" },
      { figure: "retained after 60 s (MB)", value: +atEnd.toFixed(1), goal: "context: a leak grows it with every request" },
      { figure: "ratio 60 s / 5 s", value: +(atEnd / at5s).toFixed(3), goal: "" },
    ]);
  } finally {
    await server.stop();
    rmSync(snapshots, { recursive: true, force: true });
  }
}

/** The sum of every node's own size in a V8 heap snapshot, in MB. */
function retainedMb(file: string): number {
  const snap = JSON.parse(readFileSync(file, "utf8")) as { snapshot: { meta: { node_fields: string[] } }; nodes: number[] };
  const fields = snap.snapshot.meta.node_fields;
  const size = fields.indexOf("self_size");
  let total = 0;
  for (let i = size; i < snap.nodes.length; i += fields.length) total += snap.nodes[i]!;
  return total / 1e6;
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
