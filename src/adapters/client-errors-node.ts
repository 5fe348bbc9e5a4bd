import { maxHeaderSize, type Server } from "node:http";
import type { Duplex } from "node:stream";
import { ApiError, errorEnvelope } from "../http/errors.js";

/**
 * Requests Node's parser refuses before the app sees them (headers over its 16 KB limit, malformed
 * request lines) are answered with the error envelope instead of Node's bare status line.
 */
export function answerClientErrorsWithEnvelope(server: Server): void {
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
      `HTTP/1.1 ${refusal.status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
