import type { Context, MiddlewareHandler, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import type { AppEnv } from "./router.js";

/**
 * The headers of every answer, gathered per request in one plain record and written once.
 *
 * `answerHeaders`, the outermost middleware, starts the record with the request id; `withHeaders` adds a path's
 * fixed headers (the API's security and CORS headers, src/http/security-headers.ts); routes and middleware add
 * theirs with `setHeader` (Cache-Control, Location, rate-limit counts). `json` builds an answer whose headers are
 * the record. Any other answer (text, CSV, a page, a replayed cache entry, a payment challenge, hono's own) gets
 * the record written onto it once the route is done, the record's value winning where both name a header.
 *
 * Why not hono's `c.header()`, secureHeaders and cors: they write through a WHATWG Headers object, mostly onto
 * the finished answer, which the Node adapter then reads back into a plain object for Node's writeHead. On a
 * keyed latest read that was about a fifth of the server's CPU per request (bench/data-reads.ts); a plain
 * record reaches writeHead as it is.
 */
export interface AnswerState {
  headers: Record<string, string>;
  /** The answer that carries the record: built by `json`, or written by `finishAnswer`. */
  built: Response | undefined;
}

/** A UUID in its text form, of any version or variant (the nil and max UUIDs too), in either case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Echoes a client's uuid `X-Request-Id` as it was sent, or issues a fresh v4 one; every answer carries it and the record. */
export const answerHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const sent = c.req.header("X-Request-Id");
  const id = sent && UUID.test(sent) ? sent : crypto.randomUUID();
  const state: AnswerState = { headers: { "x-request-id": id }, built: undefined };
  c.set("requestId", id);
  c.set("answer", state);
  await next();
  finishAnswer(c);
};

/**
 * Writes the record onto the request's answer if `json` did not build it from the record. The outermost
 * middleware does it last; a middleware that reads the answer's headers (the catalog cache) does it first.
 */
export function finishAnswer(c: Context<AppEnv>): void {
  const state = c.get("answer");
  if (!state || c.res === state.built) return;
  const headers = c.res.headers;
  for (const name in state.headers) headers.set(name, state.headers[name]!);
  state.built = c.res;
}

/** Adds fixed headers (already lower-case) to the record of every answer on the paths it is mounted on. */
export function withHeaders(fixed: () => Promise<Record<string, string>>): MiddlewareHandler<AppEnv> {
  let known: Record<string, string> | undefined;
  return async (c, next) => {
    known ??= await fixed();
    const state = c.get("answer");
    if (state) Object.assign(state.headers, known);
    return next();
  };
}

/** Sets a header of the request's answer: in the record, and on the answer too if one already carries the record. */
export function setHeader(c: Context, name: string, value: string): void {
  const state = (c as Context<AppEnv>).get("answer");
  if (!state) {
    c.header(name, value);
    return;
  }
  state.headers[name.toLowerCase()] = value;
  state.built?.headers.set(name, value);
}

/** A JSON answer with the record as its headers (hono's `c.json`, typed alike for the route declarations). */
export function json<T, U extends ContentfulStatusCode = 200>(c: Context, body: T, status?: U): Response & TypedResponse<JSONParsed<T>, U, "json"> {
  type Typed = Response & TypedResponse<JSONParsed<T>, U, "json">;
  const state = (c as Context<AppEnv>).get("answer");
  if (!state) return c.json(body as object, status) as unknown as Typed;
  const res = new Response(JSON.stringify(body), { status: status ?? 200, headers: { ...state.headers, "content-type": "application/json" } });
  state.built = res;
  return res as Typed;
}
