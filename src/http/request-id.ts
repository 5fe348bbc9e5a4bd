import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./router.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Echoes a client's uuid `X-Request-Id`, or issues a fresh v4 one, on every response. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const sent = c.req.header("X-Request-Id");
  const id = sent && UUID.test(sent) ? sent.toLowerCase() : crypto.randomUUID();
  c.set("requestId", id);
  c.header("X-Request-Id", id);
  await next();
  // error responses built outside the normal flow still get the header
  if (!c.res.headers.has("X-Request-Id")) c.res.headers.set("X-Request-Id", id);
};
