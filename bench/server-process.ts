import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The Node flags of `npm start` (package.json: heap cap, young generation size), so servers run as users run them. */
const START_NODE_FLAGS = (JSON.parse(readFileSync(`${ROOT}package.json`, "utf8")) as { scripts: { start: string } }).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith("--"));

/** Whoever would be paid; the bench never pays, it only measures the challenge. */
export const BENCH_PAY_TO = "0x1111111111111111111111111111111111111111";

export interface StartedServer {
  baseUrl: string;
  /** Milliseconds from spawning the process to the first 200 from /v1/sources. */
  readyMs: number;
  pid: number;
  /** The server's resident memory now, in MB (Linux /proc). */
  rssMb(): number;
  stop(): Promise<void>;
}

/**
 * Starts `npm start`'s entry as a child process on its own port and data folder; resolves once it answers.
 * `extraNodeFlags` add to npm start's flags (the memory bench's heap snapshots on a signal).
 */
export async function startServerProcess(env: Record<string, string>, port: number, extraNodeFlags: string[] = []): Promise<StartedServer> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...START_NODE_FLAGS, ...extraNodeFlags, "--import", "tsx", "src/node.ts"], {
    cwd: ROOT,
    // the scheduled jobs would compete with the load being measured: the bench times the serving path
    env: { ...process.env, LOG_LEVEL: "warn", SCHEDULED_JOBS_INTERVAL_MINUTES: "0", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr += String(d)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    if (Date.now() > deadline) throw new Error("server did not answer within 120 s");
    try {
      const res = await fetch(`${baseUrl}/v1/sources`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - started;
  return {
    baseUrl,
    readyMs,
    pid: child.pid!,
    rssMb: () => {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1];
      return kb ? Number(kb) / 1024 : Number.NaN;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
