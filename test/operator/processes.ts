import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { freePort } from "../support/free-port.js";

/** Real processes for the operator tests: `src/node.ts` and `scripts/keys.ts` run as `npm start` and `npm run keys` would. */

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Each child gets exactly this environment on top of PATH/HOME: no DATABASE_URL or REDIS_URL from the test run. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "info", ...extra };
}


export interface ServerProcess {
  pid: number;
  baseUrl: string;
  child: ChildProcess;
  output(): string;
  get(path: string, key?: string): Promise<Response>;
  /** SIGTERM, and wait for the exit status. */
  stop(): Promise<number | null>;
  /** SIGKILL: no clean-up at all, as after a crash. */
  kill(): Promise<void>;
}

export interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

function spawnTs(script: string, args: string[], env: Record<string, string>) {
  // node --import tsx keeps one process, so child.pid is the pid the lock records
  return spawn(process.execPath, ["--import", "tsx", script, ...args], { cwd: ROOT, env: childEnv(env), stdio: ["ignore", "pipe", "pipe"] });
}

async function collect(child: ChildProcess): Promise<Exited> {
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (d) => (stdout += String(d)));
  child.stderr!.on("data", (d) => (stderr += String(d)));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, stdout, stderr };
}

const serverEnv = (dataDir: string, port: number, extra: Record<string, string>) => ({
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: "127.0.0.1",
  SCHEDULED_JOBS_INTERVAL_MINUTES: "0",
  X402_TESTNET_WALLET: "false",
  ...extra,
});

/** Starts the server and waits until it serves (or fails if it exits first). */
export async function startServer(dataDir: string, extra: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawnTs("src/node.ts", [], serverEnv(dataDir, port, extra));
  let output = "";
  child.stdout!.on("data", (d) => (output += String(d)));
  child.stderr!.on("data", (d) => (output += String(d)));
  const exited = once(child, "exit");
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    if (i > 1200) throw new Error(`server did not serve within 120 s: ${output}`);
    try {
      if ((await fetch(`${baseUrl}/v1/sources`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid!,
    baseUrl,
    child,
    output: () => output,
    // a server that is gone says why: its exit and its output (a bare ECONNREFUSED says nothing)
    get: (path, key) =>
      fetch(`${baseUrl}${path}`, key ? { headers: { Authorization: `Bearer ${key}` } } : {}).catch((err: unknown) => {
        throw new Error(`GET ${path} failed (${String(err)}); server exit ${child.exitCode ?? child.signalCode ?? "none yet"}, output:\n${output}`, { cause: err });
      }),
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      const [code] = (await exited) as [number | null];
      return code;
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Runs a server that is expected to refuse to start; resolves with how it ended. */
export async function runServerToExit(dataDir: string): Promise<Exited> {
  return collect(spawnTs("src/node.ts", [], serverEnv(dataDir, await freePort(), {})));
}

/** Another script that opens the database (`scripts/migrate.ts`, `scripts/seed.ts`, …) on `dataDir`. */
export async function runScript(script: string, dataDir: string, ...args: string[]): Promise<Exited> {
  return collect(spawnTs(script, args, { DATA_DIR: dataDir }));
}

/** `npm run refresh -- …files` on the embedded database in `dataDir`. */
export async function refreshCli(dataDir: string, ...files: string[]): Promise<Exited> {
  return collect(spawnTs("scripts/refresh.ts", files, { DATA_DIR: dataDir }));
}

/** `npm run keys -- …args` on the embedded database in `dataDir`. */
export async function keys(dataDir: string, ...args: string[]): Promise<Exited> {
  return collect(spawnTs("scripts/keys.ts", args, { DATA_DIR: dataDir }));
}

/** `npm run keys -- …args` against PostgreSQL. */
export async function keysOnPostgres(databaseUrl: string, ...args: string[]): Promise<Exited> {
  return collect(spawnTs("scripts/keys.ts", args, { DATABASE_URL: databaseUrl }));
}

export const createdKey = (stdout: string) => ({
  id: /created key ([0-9a-f-]{36})/.exec(stdout)?.[1] ?? "",
  key: /svc_live_[0-9A-Za-z]{32}/.exec(stdout)?.[0] ?? "",
});
