import { chmodSync, unlinkSync } from "node:fs";
import { createServer, request, type IncomingMessage } from "node:http";
import path from "node:path";
import type { Log } from "../log.js";
import { OperatorError } from "./key-commands.js";

/**
 * The operator endpoint of a Node server on embedded PGlite: HTTP on a Unix socket inside DATA_DIR
 * (mode 0600, removed on exit), so only local users who can reach that folder can use it. The keys and
 * refresh CLIs send their command here when the server holds the folder's lock.
 *   POST /command  {command, …}  →  200 {result} | 4xx/5xx {error: {code, message}}
 */

export const OPERATOR_SOCKET_NAME = "operator.sock";
const MAX_BODY_BYTES = 64 * 1024;
/** sun_path holds 108 bytes on Linux, 104 on macOS (with the terminating zero). */
const MAX_SOCKET_PATH_BYTES = 103;

export function operatorSocketPath(dataDir: string) {
  return path.resolve(dataDir, OPERATOR_SOCKET_NAME);
}

/** The shorter of the absolute and the working-directory-relative path, which must fit a socket address. */
function socketAddress(file: string): string {
  const relative = path.relative(process.cwd(), file);
  const address = relative.length < file.length ? relative : file;
  if (Buffer.byteLength(address) > MAX_SOCKET_PATH_BYTES) {
    throw new Error(`the socket path ${file} is too long for a Unix socket (at most ${MAX_SOCKET_PATH_BYTES} bytes); use a shorter DATA_DIR`);
  }
  return address;
}

export interface OperatorSocket {
  path: string;
  close(): Promise<void>;
}

/** Serves `run` on the folder's socket. Call only while holding the folder's lock (a stale socket file is replaced). */
export async function serveOperatorSocket(opts: { dataDir: string; log: Log; run: (request: unknown) => Promise<unknown> }): Promise<OperatorSocket> {
  const file = operatorSocketPath(opts.dataDir);
  const address = socketAddress(file);
  const server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST" || req.url !== "/command") return reply(404, { error: { code: "RESOURCE_NOT_FOUND", message: "POST /command only" } });
    try {
      const request = JSON.parse(await readBody(req, MAX_BODY_BYTES)) as unknown;
      reply(200, { result: await opts.run(request) });
    } catch (err) {
      if (err instanceof OperatorError) {
        const status = err.code === "INVALID_OPTION" ? 400 : err.code === "INTERNAL_ERROR" ? 500 : 404;
        return reply(status, { error: { code: err.code, message: err.message } });
      }
      if (err instanceof SyntaxError) return reply(400, { error: { code: "INVALID_OPTION", message: "the request body is not JSON" } });
      opts.log.error("operator command failed", { error: err instanceof Error ? err.message : String(err) });
      reply(500, { error: { code: "INTERNAL_ERROR", message: `the server could not run the command: ${err instanceof Error ? err.message : String(err)}` } });
    }
  });
  unlinkQuietly(file); // left by a server that was killed: we hold the lock, so it is nobody's
  // the socket is created with the process umask: make it owner-only from the first instant
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(address, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(file, 0o600);
  const removeFile = () => unlinkQuietly(file);
  process.on("exit", removeFile);
  return {
    path: file,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      process.off("exit", removeFile);
      removeFile();
    },
  };
}

/** The answer of the server holding `dataDir`, or OperatorUnreachable when nothing answers on its socket. */
export async function sendOperatorCommand(dataDir: string, command: unknown): Promise<unknown> {
  const file = operatorSocketPath(dataDir);
  const body = JSON.stringify(command);
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    let sent = false;
    const req = request(
      { socketPath: socketAddress(file), method: "POST", path: "/command", agent: false, headers: { "content-type": "application/json" } },
      (res) => {
        readBody(res).then((text) => resolve({ status: res.statusCode ?? 0, text }), reject);
      },
    );
    req.on("finish", () => (sent = true));
    req.on("error", (err: NodeJS.ErrnoException) => {
      const notConnected = err.code === "ENOENT" || err.code === "ECONNREFUSED" || err.code === "EACCES";
      reject(new OperatorUnreachable(file, err.code ?? err.message, notConnected || !sent));
    });
    req.end(body);
  });
  let answer: { result?: unknown; error?: { code?: string; message?: string } };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    throw new OperatorError("INTERNAL_ERROR", `the server answered ${status} without JSON on ${file}`);
  }
  if (status === 200 && "result" in answer) return answer.result;
  const code = answer.error?.code;
  throw new OperatorError(
    code === "INVALID_OPTION" || code === "NOT_FOUND" || code === "UNKNOWN_REGION" ? code : "INTERNAL_ERROR",
    answer.error?.message ?? `the server answered ${status}`,
  );
}

export class OperatorUnreachable extends Error {
  constructor(
    readonly socket: string,
    readonly reason: string,
    /** True when the command surely did not reach the server (nothing can have changed). */
    readonly notDelivered: boolean,
  ) {
    super(`no answer on ${socket} (${reason})`);
    this.name = "OperatorUnreachable";
  }
}

async function readBody(stream: IncomingMessage, maxBytes = Infinity): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new OperatorError("INVALID_OPTION", "the command is too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // not there
  }
}
