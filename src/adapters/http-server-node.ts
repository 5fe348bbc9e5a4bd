import { createServer, maxHeaderSize, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { getRequestListener, RequestError } from "@hono/node-server";
import { ApiError, errorEnvelope } from "../http/errors.js";

/**
 * The app on Node's HTTP server, as `npm start` and the tests run it: a request the app answers before its
 * body has arrived is answered with `Connection: close`, and requests refused before the app sees them (by
 * Node's parser, or by the adapter: no Host header, a target such as `*` that is no path) get the error
 * envelope instead of a bare status.
 */
export function serveApp(fetch: (request: Request) => Response | Promise<Response>, at: { port: number; hostname: string }, onListening?: (info: AddressInfo) => void): Server {
  const listener = getRequestListener(fetch, { hostname: at.hostname, errorHandler: unbuiltRequest });
  // Node would refuse an HTTP/1.1 request without a Host header itself, with a bare 400 (RFC 9112 §3.2)
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    if (req.httpVersion === "1.1" && req.headers.host === undefined) {
      const refusal = envelopeOf(new ApiError(400, "INVALID_REQUEST", "An HTTP/1.1 request must carry a Host header"));
      res.writeHead(refusal.status, { ...refusal.headers, Connection: "close" }).end(refusal.body);
      return;
    }
    closeIfBodyUnread(req, res);
    return listener(req, res);
  });
  answerClientErrorsWithEnvelope(server);
  server.listen(at.port, at.hostname, () => onListening?.(server.address() as AddressInfo));
  return server;
}

/** The adapter could not build a Request (RequestError), or the app itself failed, which its own error handler prevents. */
function unbuiltRequest(err: unknown): Response {
  const refusal = envelopeOf(
    err instanceof RequestError
      ? new ApiError(400, "INVALID_REQUEST", `The request could not be read: ${err.message.toLowerCase()}`)
      : new ApiError(500, "INTERNAL_ERROR", "An unexpected error occurred"),
  );
  return new Response(refusal.body, refusal);
}

/** A refusal written outside the app: the envelope, not to be stored, with a fresh X-Request-Id as every answer of the app has. */
function envelopeOf(refusal: ApiError) {
  return {
    status: refusal.status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", "X-Request-Id": crypto.randomUUID() },
    body: JSON.stringify(errorEnvelope(refusal)),
  };
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
    const refusal = envelopeOf(
      err.code === "HPE_HEADER_OVERFLOW"
        ? new ApiError(431, "INVALID_REQUEST", "The request headers are larger than this server accepts", { max_bytes: maxHeaderSize })
        : new ApiError(400, "INVALID_REQUEST", "The request could not be parsed as HTTP"),
    );
    const head = Object.entries({ ...refusal.headers, "Content-Length": String(Buffer.byteLength(refusal.body)), Connection: "close" });
    socket.end(`HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n${head.map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n${refusal.body}`);
  });
}
