/**
 * A WebSocket-to-TCP relay so the Neon serverless driver (which only speaks PostgreSQL over WebSockets)
 * can reach an ordinary PostgreSQL server, or PGlite behind @electric-sql/pglite-socket, from inside workerd.
 *
 * Used by `npm run dev:worker` (through scripts/dev-worker.ts) and by the worker test project's global setup.
 * Run on its own with `tsx scripts/ws-proxy.ts [--port 8788] [--target 127.0.0.1:5432]`.
 *
 * Each WebSocket connection gets one TCP connection. The target comes from the `address=host:port` query
 * parameter when the driver sends one (it does when `neonConfig.wsProxy` is a plain string) and otherwise
 * from `defaultTarget`.
 */
import net from "node:net";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { WebSocketServer, type RawData } from "ws";

export interface WsTcpProxyOptions {
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  host?: string;
  /** Where to connect when the client does not name a target, as host:port. */
  defaultTarget?: string;
  /** Log each connection to stderr. */
  verbose?: boolean;
}

export interface WsTcpProxy {
  host: string;
  port: number;
  /** host:port, the value NEON_WS_PROXY expects. */
  address: string;
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const TERMINATE = 0x58; // 'X'

/**
 * Follows the client-to-server half of the PostgreSQL protocol just far enough to spot a Terminate message.
 * The first message(s) carry no type byte (StartupMessage, or an SSL/GSS request that precedes it); every
 * later one is a type byte plus an int32 length that counts itself but not the type byte.
 */
export function createTerminateDetector(): (chunk: Buffer) => boolean {
  let pending = Buffer.alloc(0);
  let inStartup = true;
  let lost = false;
  return (chunk) => {
    if (lost) return false;
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let seen = false;
    for (;;) {
      if (inStartup) {
        if (pending.length < 8) break;
        const length = pending.readInt32BE(0);
        if (length < 8) {
          lost = true; // not a protocol stream we understand; stop looking
          return false;
        }
        if (pending.length < length) break;
        const code = pending.readInt32BE(4);
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) inStartup = false;
        pending = pending.subarray(length);
      } else {
        if (pending.length < 5) break;
        const total = 1 + pending.readInt32BE(1);
        if (total < 5) {
          lost = true;
          return false;
        }
        if (pending.length < total) break;
        if (pending[0] === TERMINATE) seen = true;
        pending = pending.subarray(total);
      }
    }
    return seen;
  };
}

function parseTarget(spec: string): { host: string; port: number } | null {
  const at = spec.lastIndexOf(":");
  if (at <= 0) return null;
  const port = Number(spec.slice(at + 1));
  if (!Number.isInteger(port) || port <= 0 || port > 65535) return null;
  return { host: spec.slice(0, at).replace(/^\[(.*)\]$/, "$1"), port };
}

function toBuffer(data: RawData): Buffer {
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  if (Array.isArray(data)) return Buffer.concat(data);
  return data;
}

export async function startWsTcpProxy(opts: WsTcpProxyOptions = {}): Promise<WsTcpProxy> {
  const host = opts.host ?? "127.0.0.1";
  const wss = new WebSocketServer({ port: opts.port ?? 0, host });
  await new Promise<void>((resolve, reject) => {
    wss.once("listening", resolve);
    wss.once("error", reject);
  });
  const sockets = new Set<net.Socket>();

  wss.on("connection", (ws, request) => {
    const query = new URL(request.url ?? "/", "ws://proxy").searchParams.get("address");
    const target = parseTarget(query ?? opts.defaultTarget ?? "");
    if (!target) {
      ws.close(1008, "no target: pass ?address=host:port or start the proxy with a default target");
      return;
    }
    if (opts.verbose) console.error(`ws-proxy: ${request.socket.remoteAddress} -> ${target.host}:${target.port}`);

    const tcp = net.connect(target.port, target.host);
    tcp.setNoDelay(true);
    sockets.add(tcp);
    const sawTerminate = createTerminateDetector();
    // Frames that arrive before the TCP connection is up are written once it is (net.Socket buffers them).
    ws.on("message", (data) => {
      const bytes = toBuffer(data);
      if (tcp.destroyed) return;
      tcp.write(bytes);
      // After Terminate a PostgreSQL server hangs up, but pglite-socket keeps the socket, and workerd does
      // not close its WebSocket either; without this its connection slots fill up and later requests stall.
      if (sawTerminate(bytes)) {
        if (opts.verbose) console.error("ws-proxy: client sent Terminate; ending the TCP connection");
        tcp.end();
      }
    });
    ws.on("close", (code) => {
      if (opts.verbose) console.error(`ws-proxy: WebSocket closed (${code})`);
      tcp.destroy();
    });
    ws.on("error", () => tcp.destroy());

    tcp.on("data", (data) => {
      if (ws.readyState === ws.OPEN) ws.send(data);
    });
    tcp.on("close", () => {
      if (opts.verbose) console.error("ws-proxy: TCP connection closed");
      sockets.delete(tcp);
      if (ws.readyState === ws.OPEN) ws.close();
    });
    tcp.on("error", (err) => {
      if (opts.verbose) console.error(`ws-proxy: ${target.host}:${target.port}: ${err.message}`);
      ws.terminate();
    });
  });

  const { port } = wss.address() as AddressInfo;
  return {
    host,
    port,
    address: `${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main() {
  const args = process.argv.slice(2);
  const proxy = await startWsTcpProxy({
    port: Number(argValue(args, "--port") ?? process.env.WS_PROXY_PORT ?? 8788),
    defaultTarget: argValue(args, "--target") ?? "127.0.0.1:5432",
    verbose: args.includes("--verbose"),
  });
  console.log(`ws-proxy listening on ws://${proxy.address}`);
  const stop = () => void proxy.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
