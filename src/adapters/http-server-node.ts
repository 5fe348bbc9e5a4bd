import { createServer, maxHeaderSize, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { serve } from "@hono/node-server";
import { ApiError, errorEnvelope } from "../http/errors.js";

/**
 * The app on Node's HTTP server, as `npm start` and the tests run it: a request the app answers before its
 * body has arrived is answered with `Connection: close`, and Node's parser refusals get the error envelope.
 */
export function serveApp(fetch: (request: Request) => Response | Promise<Response>, at: { port: number; hostname: string }, onListening?: (info: AddressInfo) => void): Server {
  const server = serve(
    {
      fetch,
      port: at.port,
      hostname: at.hostname,
      createServer: ((options: object, listener: RequestListener) =>
        createServer(options, (req, res) => {
          closeIfBodyUnread(req, res);
          return listener(req, res);
        })) as typeof createServer,
    },
    onListening,
  ) as Server;
  answerClientErrorsWithEnvelope(server);
  return server;
}

/**
 * A request answered before its body arrived (refused by size, key or route) leaves that body on the
 * connection. The Node adapter then reads it away for at most 500 ms and closes the socket; the client,
 * told nothing, may already have sent its next request on it and gets a reset instead of an answer
 * (seen when an embedded query held the event loop past those 500 ms). Saying `Connection: close` makes
 * the client open a new connection, and Node closes this one once the answer is out.
 */
function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  const length = req.headers["content-length"];
  if (req.headers["transfer-encoding"] === undefined && (length === undefined || length === "0")) return;
  // the adapter writes the status and headers in one writeHead call: the last moment to add a header
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (!req.complete) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}

/**
 * Requests Node's parser refuses before the app sees them (headers over its 16 KB limit, a request line
 * too long for it, malformed lines) are answered with the error envelope instead of Node's bare status
 * line, and with a fresh X-Request-Id as every answer of the app has (the request's own cannot be read).
 */
function answerClientErrorsWithEnvelope(server: Server): void {
  server.on("clientError", (err: Error & { code?: string }, socket: Duplex) => {
    if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const refusal =
      err.code === "HPE_HEADER_OVERFLOW"
        ? new ApiError(431, "INVALID_REQUEST", "The request headers are larger than this server accepts", { max_bytes: maxHeaderSize })
        : new ApiError(400, "INVALID_REQUEST", "The request could not be parsed as HTTP");
    const body = JSON.stringify(errorEnvelope(refusal));
    const reason = refusal.status === 431 ? "Request Header Fields Too Large" : "Bad Request";
    socket.end(
      `HTTP/1.1 ${refusal.status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Request-Id: ${crypto.randomUUID()}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
