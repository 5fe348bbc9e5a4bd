import type { Context } from "hono";
import { accessRefusal, type ReadTarget, type Reader } from "../domain/access.js";
import { refusalError } from "./errors.js";
import type { AppEnv } from "./router.js";

/** The request's reader, set by the key or payment gate; a handler reached without one is a wiring fault. */
export function readerOf(c: Context<AppEnv>): Reader {
  const reader = c.get("reader");
  if (!reader) throw new Error(`no reader on ${c.req.method} ${c.req.path}: the route lacks its key or payment gate`);
  return reader;
}

/** Throws the 403 when the request's reader may not read the target (see src/domain/access.ts). */
export function assertMayRead(c: Context<AppEnv>, target: ReadTarget): void {
  const refusal = accessRefusal(readerOf(c), target);
  if (refusal) throw refusalError(refusal);
}
