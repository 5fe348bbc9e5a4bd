import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { measureLoad, printLoad } from "./load.js";

/** Issue 3: what authentication + rate limiting + quota cost per request, as a ratio to the same answer ungated. */
export async function benchAuthOverhead() {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/auth-overhead-server.ts"], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = (await once(child.stdout!, "data")) as [Buffer];
  const { port, key } = JSON.parse(String(line)) as { port: number; key: string };
  try {
    const base = `http://127.0.0.1:${port}`;
    // warm both paths so neither pays for JIT or the first query plan
    await measureLoad("warm", `${base}/v1/ping`, { seconds: 1, headers: { Authorization: `Bearer ${key}` } });
    await measureLoad("warm", `${base}/bench/ungated-ping`, { seconds: 1 });
    const gated = await measureLoad("GET /v1/ping (key: auth + rate limit + quota)", `${base}/v1/ping`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    const open = await measureLoad("same answer, ungated", `${base}/bench/ungated-ping`);
    console.log("\n## Authentication + rate limiting overhead (PGlite, in-memory limiter, 50 connections)");
    printLoad([gated, open]);
    console.log(`throughput ratio gated/ungated: ${(gated.requestsPerSecond / open.requestsPerSecond).toFixed(2)}`);
    console.log(`p50 added by auth: ${(gated.p50Ms - open.p50Ms).toFixed(1)} ms`);
  } finally {
    child.kill("SIGTERM");
    await once(child, "exit");
  }
}
