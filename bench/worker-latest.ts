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
import { measureLoad, printLoad, type LoadResult } from "./load.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const ROUNDS = 3;
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
    // rounds in alternating order, each side after its own warm-up; the ratio is taken within a round
    const sides = [
      { label: "worker: keyed latest (workerd, Neon HTTP stand-in over PostgreSQL)", url: latest, headers: auth },
      { label: "do-nothing worker (workerd)", url: nothing, headers: {} },
      { label: "one-fetch worker: one GET to the stand-in (workerd)", url: `http://127.0.0.1:${oneFetch.port}/`, headers: {} },
    ];
    const rounds: LoadResult[][] = [];
    let calls = 0;
    let keyedAnswers = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const results: LoadResult[] = [];
      for (const i of round % 2 ? [2, 1, 0] : [0, 1, 2]) {
        const side = sides[i]!;
        await measureLoad("warm", side.url, { seconds: 1, headers: side.headers });
        const callsBefore = await neonHttp.count();
        results[i] = await measureLoad(side.label, side.url, { seconds: SECONDS, headers: side.headers });
        if (i === 0) {
          calls += (await neonHttp.count()) - callsBefore;
          keyedAnswers += results[i]!.requestsPerSecond * SECONDS;
        }
      }
      rounds.push(results);
    }
    const round2 = (x: number) => Math.round(x * 100) / 100;
    const ratio = (a: number, b: number) => {
      const ratios = rounds.map((r) => r[a]!.requestsPerSecond / r[b]!.requestsPerSecond).sort((x, y) => x - y);
      return `${round2(ratios[ROUNDS >> 1]!)} (${round2(ratios[0]!)}–${round2(ratios.at(-1)!)})`;
    };
    console.log(`\n### The Worker in local workerd, 50 connections: ${ROUNDS} rounds, each side ${SECONDS} s after 1 s warm-up (first answer: ${status}); the median round`);
    printLoad(sides.map((_, i) => rounds.map((r) => r[i]!).sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[ROUNDS >> 1]!));
    console.table([
      { figure: "keyed latest / do-nothing worker: median (range) of rounds", value: ratio(0, 1), goal: ">= 0.5" },
      { figure: "one-fetch worker / do-nothing worker (what one round trip to the stand-in costs)", value: ratio(2, 1), goal: "" },
      { figure: "database calls per keyed latest (HTTP requests at the stand-in / answers)", value: round2(calls / keyedAnswers), goal: "1" },
    ]);
  } finally {
    await app.stop();
    await floor.stop();
    await oneFetch.stop();
    await proxy.close();
    await neonHttp.close();
  }
}
