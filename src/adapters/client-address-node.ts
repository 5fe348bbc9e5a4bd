import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The client's address in Node: the socket's peer, or the first X-Forwarded-For entry when the server is
 * configured to trust the proxy in front of it (a client could otherwise forge the header).
 */
export function nodeClientAddress(trustProxy: boolean) {
  return (c: Context): string | null => {
    if (trustProxy) {
      const forwarded = c.req.header("X-Forwarded-For")?.split(",")[0]?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? null;
    } catch {
      return null;
    }
  };
}
