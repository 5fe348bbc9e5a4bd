/**
 * The Worker in local workerd (wrangler's unstable_dev), reading PostgreSQL through the stand-in of Neon's
 * SQL-over-HTTP endpoint (scripts/neon-http-shim.ts), as `npm run dev:worker` does: keyed
 * `GET /v1/observations/latest` from a warm isolate beside a do-nothing Worker on the same machine, and
 * beside a Worker that makes one trivial request to the stand-in (the cost of any round trip here), all at
 * 50 connections. Printed, not asserted.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { unstable_dev } from "wrangler";
import { startWsTcpProxy } from "../scripts/ws-proxy.js";
import { measureRounds, medianRounds, printLoad, ratioOfRounds } from "./load.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const ROUNDS = 5;
const SECONDS = 4;

/** The stand-in in a process of its own, as Neon's endpoint is: it would otherwise share this process with the load generator. */
async function startShimProcess() {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/neon-http-shim.ts"], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
  const [line] = (await once(child.stdout!, "data")) as [Buffer];
  const { endpoint } = JSON.parse(String(line)) as { endpoint: string };
  const base = endpoint.replace(/\/sql$/, "");
  return {
    endpoint,
    count: async () => ((await (await fetch(`${base}/__count`)).json()) as { count: number }).count,
    close: async () => {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export async function benchWorkerLatest(databaseUrl: string, key: string) {
  const neonHttp = await startShimProcess();
  const db = new URL(databaseUrl);
  const proxy = await startWsTcpProxy({ port: 0, defaultTarget: `${db.hostname}:${db.port || "5432"}` });
  const quiet = { logLevel: "none" as const, experimental: { disableExperimentalWarning: true } };
  const app = await unstable_dev(`${ROOT}src/worker.ts`, {
    config: `${ROOT}wrangler.toml`,
    ip: "127.0.0.1",
    vars: { DATABASE_URL: databaseUrl, NEON_HTTP_ENDPOINT: neonHttp.endpoint, NEON_WS_PROXY: proxy.address, LOG_LEVEL: "warn" },
    ...quiet,
  });
  const floor = await unstable_dev(`${ROOT}bench/do-nothing-worker.ts`, { ip: "127.0.0.1", compatibilityDate: "2026-11-01", ...quiet });
  const oneFetch = await unstable_dev(`${ROOT}bench/one-fetch-worker.ts`, {
    ip: "127.0.0.1",
    compatibilityDate: "2026-11-01",
    vars: { TARGET: neonHttp.endpoint.replace(/\/sql$/, "/__count") },
    ...quiet,
  });
  try {
    const auth = { Authorization: `Bearer ${key}` };
    const latest = `http://127.0.0.1:${app.port}/v1/observations/latest?indicator=ces.nonfarm`;
    const nothing = `http://127.0.0.1:${floor.port}/`;
    const first = await fetch(latest, { headers: auth });
    const status = first.status;
    await first.text();
    const sides = [
      { label: "worker: keyed latest (workerd, Neon HTTP stand-in over PostgreSQL)", url: latest, headers: auth },
      { label: "do-nothing worker (workerd)", url: nothing },
      { label: "one-fetch worker: one GET to the stand-in (workerd)", url: `http://127.0.0.1:${oneFetch.port}/` },
    ];
    // the keyed side's database calls, counted at the stand-in around each of its runs
    let calls = 0;
    let keyedRequests = 0;
    const rounds = await measureRounds(sides, {
      rounds: ROUNDS,
      seconds: SECONDS,
      wrap: async (side, run) => {
        if (side !== 0) return run();
        const before = await neonHttp.count();
        const result = await run();
        calls += (await neonHttp.count()) - before;
        // requests sent, not answers counted: the ones in flight at the end made their calls too
        keyedRequests += result.sent;
        return result;
      },
    });
    console.log(`\n### The Worker in local workerd, 50 connections: ${ROUNDS} rounds, each side ${SECONDS} s after 1 s warm-up (first answer: ${status}); the median round`);
    printLoad(medianRounds(rounds));
    console.table([
      { figure: "keyed latest / do-nothing worker: median (range) of rounds", value: ratioOfRounds(rounds, 0, 1), goal: ">= 0.5" },
      { figure: "one-fetch worker / do-nothing worker (what one round trip to the stand-in costs)", value: ratioOfRounds(rounds, 2, 1), goal: "" },
      { figure: "database calls per keyed latest (HTTP requests at the stand-in / requests sent)", value: Math.round((calls / keyedRequests) * 100) / 100, goal: "1" },
    ]);
  } finally {
    await app.stop();
    await floor.stop();
    await oneFetch.stop();
    await proxy.close();
    await neonHttp.close();
  }
}
