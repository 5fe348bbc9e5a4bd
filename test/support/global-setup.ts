import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openNodeDatabase, openPglite } from "../../src/adapters/database-node.js";
import { loadBundledDataFromPackages } from "../../src/adapters/bundled-data-node.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PGlite data-dir dump holding the migrated schema and the bundled data. */
    pgliteSnapshot: string;
    /** A fresh PostgreSQL database for this run, migrated and loaded; empty when DATABASE_URL is unset. */
    postgresUrl: string;
  }
}

/**
 * Loads the bundled data once per run: into an embedded PGlite whose dump each test file restores
 * (every file gets its own isolated copy), and, when DATABASE_URL is set, into a new database on that server.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "svc-test-"));
  const pglite = await openPglite("memory://");
  await pglite.migrate();
  await loadBundledDataFromPackages(pglite.db, { quiet: true });
  const dump = await pglite.pglite!.dumpDataDir("none");
  const snapshot = path.join(dir, "pglite.tar");
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("pgliteSnapshot", snapshot);

  let dropDatabase: (() => Promise<void>) | undefined;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `svc_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openNodeDatabase({ databaseUrl: url.toString(), dataDir: "unused" });
    await database.migrate();
    await loadBundledDataFromPackages(database.db, { quiet: true });
    await database.close();
    project.provide("postgresUrl", url.toString());
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    project.provide("postgresUrl", "");
  }

  return async () => {
    await dropDatabase?.();
    rmSync(dir, { recursive: true, force: true });
  };
}
