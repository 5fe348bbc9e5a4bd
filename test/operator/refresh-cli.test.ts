/**
 * `npm run refresh` on the embedded database while a server holds it: the server refreshes (over its
 * operator socket), and the change is served at once.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPglite } from "../../src/adapters/database-node.js";
import { readPackFile } from "../../src/sources/datahub-files.js";
import { startFakePackUpstream, type FakePackUpstream } from "../support/fake-pack-upstream.js";
import { createdKey, keys, refreshCli, startServer, type ServerProcess } from "./processes.js";

describe("npm run refresh while the server holds the embedded database", () => {
  let dataDir: string;
  let server: ServerProcess;
  let upstream: FakePackUpstream;

  beforeAll(async () => {
    upstream = await startFakePackUpstream();
    dataDir = mkdtempSync(path.join(tmpdir(), "svc-refresh-"));
    const restored = await openPglite(dataDir, new Blob([readFileSync(inject("pgliteSnapshot"))]));
    await restored.close();
    server = await startServer(dataDir, { PACK_UPSTREAM_URL: upstream.base });
  });
  afterAll(async () => {
    await server?.stop();
    await upstream?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("has the server refresh, and serves the new period at once", async () => {
    upstream.set("cpi-us-monthly.csv", { text: readPackFile("cpi-us-monthly.csv") + "2026-06-01,336.2,0.32\n" });
    const run = await refreshCli(dataDir, "cpi-us-monthly.csv");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/cpi-us-monthly\.csv\s+applied\s+2 rows/);
    expect(run.stdout).toContain(`done by the server that holds ${dataDir}: pid ${server.pid}`);
    const { key } = createdKey((await keys(dataDir, "create", "--name", "refresh@example.com")).stdout);
    const latest = await server.get("/v1/observations/latest?indicator=cpi.us", key);
    expect(((await latest.json()) as { data: { period_start: string; value: number } }).data).toMatchObject({ period_start: "2026-06-01", value: 336.2 });

    const unknown = await refreshCli(dataDir, "nope.csv");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("not a pack file: nope.csv");
  });
});
