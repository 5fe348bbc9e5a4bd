/**
 * Test-only stand-in for the Upstash Redis REST API, backed by a real Redis over TCP (ioredis), so that
 * @upstash/redis can be exercised without the hosted service.
 *
 * What it implements (what those clients send):
 * - POST /            body: one command as a JSON array, e.g. ["INCR","k"]      → {"result": …}
 * - POST /pipeline    body: an array of commands, run one after another          → [{"result"}|{"error"}, …]
 * - POST /multi-exec  body: an array of commands, run inside MULTI/EXEC          → [{"result"}|{"error"}, …]
 * - `Authorization: Bearer <token>` is required (401 otherwise).
 * - With `Upstash-Encoding: base64` every string in a result (at any depth) is sent base64-encoded, which
 *   is how the client keeps binary values intact; without it strings are sent as UTF-8 text.
 * - A failing single command answers HTTP 400 with {"error": "<redis error>"}, as the hosted API does.
 *
 * Lua scripts: a script may start with `#!lua flags=allow-key-locking` (@upstash/ratelimit's do), a flag that stock
 * Redis (7.0 here) rejects. The shim removes flags Redis does not know (blanking the shebang line if none
 * remain, so line numbers in script errors stay right). That changes the script's SHA-1, while the
 * client calls EVALSHA with the SHA-1 of the text it holds; so the shim remembers, for every script it
 * received through EVAL or SCRIPT LOAD, the client's SHA-1 → the rewritten text, and runs that text when
 * the client's SHA-1 arrives. An unknown SHA-1 goes to Redis as is, which answers NOSCRIPT, and the
 * clients then fall back to EVAL with the full text.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import * as ioredis from "ioredis";

// the named export under Node's loader, the default one under the worker project's (vite's) transform
const Redis = (ioredis.Redis ?? (ioredis as unknown as { default: typeof ioredis.Redis }).default) as typeof ioredis.Redis;

export interface UpstashRestShim {
  /** Base URL to give the Upstash client, e.g. http://127.0.0.1:41234 */
  url: string;
  /** REST requests served so far (each is one round trip of the client's). */
  requests(): number;
  close(): Promise<void>;
}

type Reply = { result: unknown } | { error: string };

/** Shebang flags Redis 7.0 understands; anything else is dropped. */
const KNOWN_SCRIPT_FLAGS = new Set(["no-writes", "allow-oom", "allow-stale", "no-cluster", "allow-cross-slot-keys"]);

export async function startUpstashRestShim(opts: { redisUrl: string; token: string }): Promise<UpstashRestShim> {
  const redis = new Redis(opts.redisUrl, { protocol: 2, maxRetriesPerRequest: 1 });
  redis.on("error", () => {});
  /** SHA-1 of a script as the client wrote it → the text actually given to Redis. */
  const scripts = new Map<string, string>();

  function remember(script: string): string {
    const rewritten = rewriteScript(script);
    scripts.set(sha1(script), rewritten);
    return rewritten;
  }

  /** Rewrites the script commands as described above; other commands pass through unchanged. */
  function translate(command: string[]): string[] {
    const name = (command[0] ?? "").toUpperCase();
    if ((name === "EVAL" || name === "EVAL_RO") && command[1] !== undefined) {
      return [name, remember(command[1]), ...command.slice(2)];
    }
    if ((name === "EVALSHA" || name === "EVALSHA_RO") && command[1] !== undefined) {
      const known = scripts.get(command[1].toLowerCase());
      if (known !== undefined) return [name === "EVALSHA" ? "EVAL" : "EVAL_RO", known, ...command.slice(2)];
    }
    return command;
  }

  async function run(command: string[]): Promise<unknown> {
    const name = (command[0] ?? "").toUpperCase();
    const sub = (command[1] ?? "").toUpperCase();
    if (name === "SCRIPT" && sub === "LOAD" && command[2] !== undefined) {
      const original = command[2];
      await redis.call("SCRIPT", "LOAD", remember(original));
      return sha1(original); // the client will call EVALSHA with the hash of its own text
    }
    if (name === "SCRIPT" && sub === "EXISTS") {
      const answers: number[] = [];
      for (const sha of command.slice(2)) {
        if (scripts.has(sha.toLowerCase())) answers.push(1);
        else answers.push(Number(((await redis.call("SCRIPT", "EXISTS", sha)) as number[])[0] ?? 0));
      }
      return answers;
    }
    const [cmd, ...args] = translate(command);
    return redis.callBuffer(cmd!, ...args);
  }

  async function runMulti(commands: string[][]): Promise<Reply[]> {
    const scriptLoads = commands.some((c) => (c[0] ?? "").toUpperCase() === "SCRIPT");
    if (scriptLoads) throw new Error("SCRIPT inside /multi-exec is not supported by this shim");
    const multi = redis.multi();
    for (const command of commands) {
      const [cmd, ...args] = translate(command);
      multi.callBuffer(cmd!, ...args);
    }
    const results = await multi.exec();
    if (results === null) throw new Error("EXECABORT Transaction discarded");
    return results.map(([error, value]) => (error ? { error: error.message } : { result: value }));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: error instanceof Error ? error.message : String(error) });
      else res.destroy();
    });
  });

  let served = 0;
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // test-only: how many round trips the clients made (the worker tests count calls per request)
    if (req.method === "GET" && req.url === "/__requests") {
      send(res, 200, { requests: served });
      return;
    }
    served++;
    if (req.headers.authorization !== `Bearer ${opts.token}`) {
      send(res, 401, { error: "Unauthorized" });
      return;
    }
    if (req.method !== "POST") {
      send(res, 405, { error: "only POST is supported by this shim" });
      return;
    }
    const base64 = String(req.headers["upstash-encoding"] ?? "").toLowerCase() === "base64";
    const encode = (value: unknown) => encodeResult(value, base64);
    const path = (req.url ?? "/").split("?")[0];

    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      send(res, 400, { error: "ERR request body is not JSON" });
      return;
    }

    if (path === "/" || path === "") {
      if (!isCommand(body)) {
        send(res, 400, { error: "ERR body must be a command array" });
        return;
      }
      try {
        send(res, 200, { result: encode(await run(stringify(body))) });
      } catch (error) {
        send(res, 400, { error: errorText(error) });
      }
      return;
    }

    if (path === "/pipeline" || path === "/multi-exec") {
      if (!Array.isArray(body) || !body.every(isCommand)) {
        send(res, 400, { error: "ERR body must be an array of command arrays" });
        return;
      }
      const commands = body.map(stringify);
      let replies: Reply[];
      if (path === "/multi-exec") {
        try {
          replies = await runMulti(commands);
        } catch (error) {
          send(res, 400, { error: errorText(error) });
          return;
        }
      } else {
        replies = [];
        for (const command of commands) {
          try {
            replies.push({ result: await run(command) });
          } catch (error) {
            replies.push({ error: errorText(error) });
          }
        }
      }
      send(
        res,
        200,
        replies.map((r) => ("result" in r ? { result: encode(r.result) } : r)),
      );
      return;
    }

    send(res, 404, { error: `ERR unknown path ${path}` });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => served,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}

function rewriteScript(script: string): string {
  const match = /^#!lua([^\n]*)/.exec(script);
  if (!match) return script;
  const flagsPart = /flags=(\S*)/.exec(match[1] ?? "");
  const kept = (flagsPart?.[1] ?? "")
    .split(",")
    .map((f) => f.trim())
    .filter((f) => KNOWN_SCRIPT_FLAGS.has(f));
  const shebang = kept.length > 0 ? `#!lua flags=${kept.join(",")}` : "";
  return shebang + script.slice(match[0].length);
}

function sha1(text: string): string {
  return createHash("sha1").update(text).digest("hex");
}

/** Replies from ioredis's callBuffer: Buffers for bulk strings, numbers, null, nested arrays, Errors. */
function encodeResult(value: unknown, base64: boolean): unknown {
  if (value instanceof Uint8Array) {
    const bytes = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    return bytes.toString(base64 ? "base64" : "utf8");
  }
  if (typeof value === "string") return base64 ? Buffer.from(value, "utf8").toString("base64") : value;
  if (Array.isArray(value)) return value.map((v) => encodeResult(v, base64));
  if (value instanceof Error) return value.message;
  if (value === undefined) return null;
  return value;
}

function isCommand(value: unknown): value is unknown[] {
  if (!Array.isArray(value)) return false;
  const items: unknown[] = value;
  return items.length > 0 && items.every((v) => v === null || ["string", "number", "boolean"].includes(typeof v));
}

function stringify(command: unknown[]): string[] {
  return command.map((v) => (v === null ? "" : String(v)));
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
