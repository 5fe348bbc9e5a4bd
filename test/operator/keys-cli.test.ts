import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { eq } from "drizzle-orm";
import { LOCK_FILE_NAME } from "../../src/adapters/data-dir-lock.js";
import { openNodeDatabase, openPglite } from "../../src/adapters/database-node.js";
import { apiKeys } from "../../src/db/schema.js";
import { OPERATOR_SOCKET_NAME } from "../../src/operator/socket-node.js";
import { createdKey, keys, keysOnPostgres, runScript, runServerToExit, startServer, type ServerProcess } from "./processes.js";

const STACK_LINE = /\n\s+at /;
const ANY_KEY = /svc_(live|test)_[0-9A-Za-z]{32}/;
/** Key lookups cached for 5 minutes: a change the server did not drop from its cache would go unseen. */
const LONG_KEY_CACHE = { AUTH_CACHE_TTL_MS: "300000" };

/**
 * The keys CLI against a real server process on its own DATA_DIR (restored from the run's PGlite snapshot,
 * so the bundled data is there and the start skips loading it).
 */
describe("keys CLI and the embedded database's owner", () => {
  let dataDir: string;
  let server: ServerProcess;
  const lockFile = () => path.join(dataDir, LOCK_FILE_NAME);
  const socketFile = () => path.join(dataDir, OPERATOR_SOCKET_NAME);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "svc-operator-"));
    const restored = await openPglite(dataDir, new Blob([readFileSync(inject("pgliteSnapshot"))]));
    await restored.close();
    server = await startServer(dataDir, LONG_KEY_CACHE);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a second server (and any other script) on the same DATA_DIR, naming the first, which keeps serving", async () => {
    const second = await runServerToExit(dataDir);
    expect(second.code).not.toBe(0);
    expect(second.stderr).toContain(`pid ${server.pid}`);
    expect(second.stderr).toContain("src/node.ts");
    expect(second.stderr).not.toMatch(STACK_LINE);
    const migrate = await runScript("scripts/migrate.ts", dataDir);
    expect(migrate.code).toBe(1);
    expect(migrate.stderr).toContain(`in use by pid ${server.pid}`);
    expect(migrate.stderr).not.toMatch(STACK_LINE);
    expect((await server.get("/v1/sources")).status).toBe(200);
    expect(JSON.parse(readFileSync(lockFile(), "utf8"))).toMatchObject({ pid: server.pid, host: hostname() });
    expect(statSync(socketFile()).mode & 0o777).toBe(0o600);
  });

  it("creates a key through the running server: it works at once", async () => {
    const created = await keys(dataDir, "create", "--name", "ops@example.com");
    expect(created.code).toBe(0);
    const { id, key } = createdKey(created.stdout);
    expect(created.stderr).toContain(`pid ${server.pid}`);
    const ping = await server.get("/v1/ping", key);
    expect(ping.status).toBe(200);
    expect(((await ping.json()) as { data: { key_hint: string } }).data.key_hint).toBe(key.slice(-4));
    expect((await keys(dataDir, "list")).stdout).toContain(id);
  });

  it("resolves --regions like the API (CA is California for a key) and refuses unknown regions", async () => {
    const created = await keys(dataDir, "create", "--name", "west@example.com", "--regions", "CA, US");
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/CA → 06 California \(state\); CA also names CA Canada \(country\)/);
    expect(created.stdout).toContain("US → US");
    expect(created.stdout).toContain("regions [06, US]");
    const { key } = createdKey(created.stdout);
    const elsewhere = await server.get("/v1/observations/latest?indicator=laus.unemployment_rate&region=36061", key);
    expect(elsewhere.status).toBe(403);
    expect(((await elsewhere.json()) as { error: { details: unknown } }).error.details).toMatchObject({ allowed_regions: ["06", "US"] });

    const unknown = await keys(dataDir, "create", "--name", "x@example.com", "--regions", "CA,ZZ,nowhere");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("unknown regions: ZZ, nowhere");
    expect(unknown.stdout).not.toMatch(ANY_KEY);
  });

  it("revokes through the server: 401 on the key's very next request", async () => {
    const { id, key } = createdKey((await keys(dataDir, "create", "--name", "gone@example.com")).stdout);
    // the server has the key in its cache now
    expect((await server.get("/v1/ping", key)).status).toBe(200);
    const revoked = await keys(dataDir, "revoke", id);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain(`revoked ${id}`);
    expect((await server.get("/v1/ping", key)).status).toBe(401);
    const again = await keys(dataDir, "revoke", id);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("already revoked");
    expect((await keys(dataDir, "list")).stdout).toMatch(new RegExp(`${id}.*revoked`));
  });

  it("grants and ungrants through the server, effective at once", async () => {
    const { id, key } = createdKey((await keys(dataDir, "create", "--name", "premium@example.com")).stdout);
    const premium = "/v1/observations/latest?indicator=stock.msft.close";
    expect((await server.get(premium, key)).status).toBe(403);
    const granted = await keys(dataDir, "grant", id, "svc-premium");
    expect(granted.stdout).toContain(`key ${id} grants: [svc-premium]`);
    expect((await server.get(premium, key)).status).toBe(200);
    const ungranted = await keys(dataDir, "ungrant", id, "svc-premium");
    expect(ungranted.code).toBe(0);
    expect(ungranted.stdout).toContain(`key ${id} grants: []`);
    const refused = await server.get(premium, key);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("CATEGORY_NOT_ALLOWED");
  });

  it("answers bad input with one line and the right exit status, never a stack", async () => {
    const cases: [string[], number, RegExp][] = [
      [["revoke", "00000000-0000-4000-8000-000000000000"], 1, /^no such key 00000000-0000-4000-8000-000000000000$/m],
      [["revoke", "not-a-uuid"], 1, /^no such key not-a-uuid$/m],
      [["grant", "not-a-uuid", "svc-premium"], 1, /^no such key not-a-uuid$/m],
      [["revoke"], 2, /revoke needs a key id/],
      [["create", "--name", "x", "--rate", "fast"], 2, /--rate must be a positive integer/],
      [["create", "--name", "x", "--bogus"], 2, /Unknown option '--bogus'/],
      [["create", "--name", "x", "--plan", "pro"], 2, /a paid plan needs --billing-email/],
      [["frobnicate"], 2, /unknown command frobnicate/],
    ];
    const runs = await Promise.all(cases.map(([args]) => keys(dataDir, ...args)));
    for (const [i, [args, code, message]] of cases.entries()) {
      const run = runs[i]!;
      expect(run.code, args.join(" ")).toBe(code);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).not.toMatch(STACK_LINE);
      if (code === 2) expect(run.stderr).toContain("usage: npm run keys");
    }
  });

  it("keeps paid keys' replacements out of the log and lists undelivered mail redacted", async () => {
    const { key } = createdKey(
      (await keys(dataDir, "create", "--name", "paid@example.com", "--plan", "pro", "--billing-email", "billing@example.com")).stdout,
    );
    expect(server.output()).toContain("MAIL_PROVIDER=log: mail is not delivered anywhere");
    const rotated = await fetch(`${server.baseUrl}/v1/keys/rotate`, { method: "POST", headers: { Authorization: `Bearer ${key}` } });
    expect(rotated.status).toBe(202);
    const hint = ((await rotated.json()) as { data: { key_hint: string } }).data.key_hint;
    const outbox = await keys(dataDir, "outbox");
    expect(outbox.code).toBe(0);
    expect(outbox.stdout).toContain("to billing@example.com");
    expect(outbox.stdout).toContain("subject: Your replacement API key");
    expect(outbox.stdout).toContain(`[redacted …${hint}]`);
    expect(outbox.stdout).not.toMatch(ANY_KEY);
    expect(server.output()).toContain(`[redacted …${hint}]`);
    expect(server.output()).not.toMatch(ANY_KEY);
  });

  it("refuses, changing nothing, when the folder's holder does not answer on the socket", async () => {
    const { id } = createdKey((await keys(dataDir, "create", "--name", "kept@example.com")).stdout);
    await server.stop();
    expect(existsSync(lockFile())).toBe(false);
    expect(existsSync(socketFile())).toBe(false);
    // a live process on this host holds the folder but serves no socket (as seed or migrate would)
    writeFileSync(
      lockFile(),
      JSON.stringify({ pid: process.pid, host: hostname(), command: "scripts/seed.ts", since: new Date().toISOString(), token: "held-by-test" }),
    );
    try {
      const refused = await keys(dataDir, "revoke", id);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`in use by pid ${process.pid}`);
      expect(refused.stderr).toContain("Nothing was changed");
      expect(refused.stderr).not.toMatch(STACK_LINE);
    } finally {
      rmSync(lockFile());
    }
    // nothing holds the folder now: the CLI opens it itself
    const listed = await keys(dataDir, "list");
    expect(listed.code).toBe(0);
    expect(listed.stderr).not.toContain("done by the server");
    expect(listed.stdout).toMatch(new RegExp(`${id}.*active`));
    expect(existsSync(lockFile())).toBe(false);
  });

  it("keeps every change across a restart, and takes over the lock of a killed server", async () => {
    const { id: revokedId, key: revokedKey } = createdKey((await keys(dataDir, "create", "--name", "r@example.com")).stdout);
    const { key: keptKey } = createdKey((await keys(dataDir, "create", "--name", "k@example.com")).stdout);
    server = await startServer(dataDir, LONG_KEY_CACHE);
    expect((await server.get("/v1/ping", revokedKey)).status).toBe(200);
    expect((await keys(dataDir, "revoke", revokedId)).code).toBe(0);
    expect((await server.get("/v1/ping", revokedKey)).status).toBe(401);

    await server.kill();
    expect(existsSync(lockFile())).toBe(true); // left behind by the killed process
    server = await startServer(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), "utf8")).pid).toBe(server.pid);
    expect((await server.get("/v1/ping", revokedKey)).status).toBe(401);
    expect((await server.get("/v1/ping", keptKey)).status).toBe(200);
    expect((await keys(dataDir, "list")).stdout).toMatch(new RegExp(`${revokedId}.*revoked`));

    expect(await server.stop()).toBe(0);
    const reopened = await openNodeDatabase({ dataDir });
    try {
      const [row] = await reopened.db.select().from(apiKeys).where(eq(apiKeys.id, revokedId));
      expect(row).toMatchObject({ status: "revoked" });
    } finally {
      await reopened.close();
    }
  });
});

describe.runIf(inject("postgresUrl"))("keys CLI on PostgreSQL", () => {
  it("writes directly to the database (running servers see it within AUTH_CACHE_TTL_MS)", async () => {
    const url = inject("postgresUrl");
    const created = await keysOnPostgres(url, "create", "--name", "pg@example.com", "--regions", "CA");
    expect(created.code).toBe(0);
    const { id } = createdKey(created.stdout);
    const revoked = await keysOnPostgres(url, "revoke", id);
    expect(revoked.code).toBe(0);
    expect(revoked.stderr).toContain("AUTH_CACHE_TTL_MS");
    const database = await openNodeDatabase({ databaseUrl: url, dataDir: "unused" });
    try {
      const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
      expect(row).toMatchObject({ status: "revoked", allowedRegions: ["06"] });
    } finally {
      await database.close();
    }
  });
});
