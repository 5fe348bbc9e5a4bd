/**
 * `npm run dev:worker`: serves the Worker build locally with `wrangler dev` against a local PostgreSQL.
 *
 * The Neon driver inside workerd speaks WebSockets (transactions) and Neon's SQL-over-HTTP (reads), so this
 * also starts the WebSocket-to-TCP proxy from scripts/ws-proxy.ts and the HTTP stand-in from
 * scripts/neon-http-shim.ts in front of the database, and tells the Worker where they are.
 *
 * Database: $DATABASE_URL, else DATABASE_URL from .dev.vars, else postgres://postgres@127.0.0.1:5432/postgres.
 * The Worker neither migrates nor loads data (a deploy does both, `npm run seed` against Neon); this script does
 * it first, as `npm run seed` would, so a fresh database serves at once (a loaded one is checked in a moment).
 * Proxy address: $NEON_WS_PROXY, else NEON_WS_PROXY from .dev.vars, else 127.0.0.1:8788.
 * Extra arguments go to wrangler, e.g. `npm run dev:worker -- --port 8790`; WS_PROXY_VERBOSE=1 logs each connection.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadBundledDataFromPackages } from "../src/adapters/bundled-data-node.js";
import { openNodeDatabaseForScript } from "../src/adapters/database-node.js";
import { startNeonHttpShim } from "./neon-http-shim.js";
import { startWsTcpProxy } from "./ws-proxy.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function readDevVars(): Record<string, string> {
  const file = path.join(root, ".dev.vars");
  if (!existsSync(file)) return {};
  const vars: Record<string, string> = {};
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) vars[match[1]!] = match[2]!.replace(/^(["'])(.*)\1$/, "$2");
  }
  return vars;
}

const devVars = readDevVars();
const databaseUrl = process.env.DATABASE_URL || devVars.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const proxySpec = process.env.NEON_WS_PROXY || devVars.NEON_WS_PROXY || "127.0.0.1:8788";

const database = await openNodeDatabaseForScript({ databaseUrl, dataDir: "" });
try {
  await database.migrate();
  const loaded = await loadBundledDataFromPackages(database.db);
  console.log(loaded.skipped ? `bundled data ${loaded.version} already loaded` : `bundled data loaded: ${loaded.observationsWritten} observation rows written`);
} finally {
  await database.close();
}

const db = new URL(databaseUrl);
const proxyAt = new URL(`ws://${proxySpec}`);
const proxy = await startWsTcpProxy({
  host: proxyAt.hostname,
  port: Number(proxyAt.port || 8788),
  defaultTarget: `${db.hostname}:${db.port || "5432"}`,
  verbose: process.env.WS_PROXY_VERBOSE === "1",
});
console.log(`ws-proxy on ${proxy.address} -> ${db.hostname}:${db.port || "5432"}${db.pathname}`);
// reads go over Neon's SQL-over-HTTP protocol: a local stand-in for that endpoint, on the same database
const neonHttp = await startNeonHttpShim();
console.log(`Neon HTTP stand-in on ${neonHttp.endpoint}`);

const wrangler = spawn(
  path.join(root, "node_modules/.bin/wrangler"),
  ["dev", "--var", `DATABASE_URL:${databaseUrl}`, "--var", `NEON_WS_PROXY:${proxy.address}`, "--var", `NEON_HTTP_ENDPOINT:${neonHttp.endpoint}`, ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  },
);

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  wrangler.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));

wrangler.on("exit", (code, signal) => {
  void Promise.allSettled([proxy.close(), neonHttp.close()]).finally(() => process.exit(code ?? (signal ? 0 : 1)));
});
