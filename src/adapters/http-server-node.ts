import { createServer, maxHeaderSize, ServerResponse, STATUS_CODES, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { Duplex } from "node:stream";
import { getRequestListener, RequestError } from "@hono/node-server";
import { ApiError, errorEnvelope } from "../http/errors.js";
import { apiHeaders } from "../http/security-headers.js";

/**
 * The app on Node's HTTP server, as `npm start` and the tests run it: a request the app answers before its
 * body has arrived is answered with `Connection: close`, and requests refused before the app sees them (by
 * Node's parser, or by the adapter: no Host header, a target such as `*` that is no path) get the error
 * envelope instead of a bare status.
 */
export function serveApp(fetch: (request: Request) => Response | Promise<Response>, at: { port: number; hostname: string }, onListening?: (info: AddressInfo) => void): Server {
  // the API's CORS and security headers, as the app's own answers carry them: a browser reads a refusal too
  let answerHeaders: Record<string, string> = {};
  void apiHeaders().then((headers) => (answerHeaders = headers));
  const envelopeOf = (refusal: ApiError) => refusalOf(refusal, answerHeaders);
  const listener = getRequestListener(fetch, { hostname: at.hostname, errorHandler: (err) => unbuiltRequest(err, answerHeaders) });
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
  answerClientErrorsWithEnvelope(server, envelopeOf);
  // Node hands CONNECT to a "connect" listener with the bare socket, and without one drops the connection.
  // The app answers it like any method it does not route (405 with the envelope and Allow); a fetch Request
  // cannot carry CONNECT, so it is built as a GET that reports CONNECT (as the adapter does for TRACE).
  server.on("connect", async (req: IncomingMessage, socket: Duplex) => {
    // the socket is ours now, its errors too: a client that resets it mid-answer must not end the process
    socket.on("error", () => socket.destroy());
    const res = new ServerResponse(req);
    res.shouldKeepAlive = false;
    res.assignSocket(socket as Socket);
    res.on("finish", () => socket.end());
    try {
      // the usual target of a CONNECT is host:port, not a path: refused as the adapter refuses `*`
      if (!req.url?.startsWith("/")) throw new Error("invalid url");
      const request = new Request(new URL(req.url, `http://${req.headers.host ?? at.hostname}`), { headers: headersOf(req) });
      Object.defineProperty(request, "method", { get: () => "CONNECT" });
      const answer = await fetch(request);
      res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()));
    } catch (err) {
      const refusal = envelopeOf(new ApiError(400, "INVALID_REQUEST", `The request could not be read: ${String((err as Error).message).toLowerCase()}`));
      res.writeHead(refusal.status, refusal.headers).end(refusal.body);
    }
  });
  server.listen(at.port, at.hostname, () => onListening?.(server.address() as AddressInfo));
  return server;
}

/** A request's headers as fetch takes them (repeated ones joined). */
function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

/** The adapter could not build a Request (RequestError), or the app itself failed, which its own error handler prevents. */
function unbuiltRequest(err: unknown, answerHeaders: Record<string, string>): Response {
  const refusal = refusalOf(
    err instanceof RequestError
      ? new ApiError(400, "INVALID_REQUEST", `The request could not be read: ${err.message.toLowerCase()}`)
      : new ApiError(500, "INTERNAL_ERROR", "An unexpected error occurred"),
    answerHeaders,
  );
  return new Response(refusal.body, refusal);
}

/** A refusal written outside the app: the envelope, not to be stored, with a fresh X-Request-Id as every answer of the app has. */
function refusalOf(refusal: ApiError, answerHeaders: Record<string, string>) {
  return {
    status: refusal.status,
    headers: { ...answerHeaders, "Content-Type": "application/json", "Cache-Control": "no-store", "X-Request-Id": crypto.randomUUID() },
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
 * Requests Node's parser refuses (headers over its 16 KB limit, a request line too long for it, malformed
 * lines, a chunked body that is not chunked) are answered with the error envelope instead of Node's bare status
 * line, and with a fresh X-Request-Id as every answer of the app has (the request's own cannot be read).
 */
function answerClientErrorsWithEnvelope(server: Server, envelopeOf: (refusal: ApiError) => ReturnType<typeof refusalOf>): void {
  server.on("clientError", (err: Error & { code?: string }, socket: Duplex) => {
    // a body that breaks the framing (a chunk size that is no number) arrives after the request was handed to
    // the app; it is refused too while the app's answer has not begun, as Node's own handler does
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const refusal = envelopeOf(
      err.code === "HPE_HEADER_OVERFLOW"
        ? new ApiError(431, "INVALID_REQUEST", "The request headers are larger than this server accepts", { max_bytes: maxHeaderSize })
        : new ApiError(400, "INVALID_REQUEST", "The request could not be parsed as HTTP"),
    );
    const head = Object.entries({ ...refusal.headers, "Content-Length": String(Buffer.byteLength(refusal.body)), Connection: "close" });
    // Node stops listening for this socket's errors once it has reported one: the app's answer to a request
    // whose body broke off, written after this one, must not end the process
    socket.on("error", () => {});
    socket.end(`HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n${head.map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n${refusal.body}`);
  });
}
