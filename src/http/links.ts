import type { Context } from "hono";
import type { AppEnv } from "./router.js";

/** The base address links are written against: PUBLIC_BASE_URL, else the request's own origin. */
export function baseUrlFor(c: Context<AppEnv>): string {
  return (c.get("deps").config.publicBaseUrl ?? new URL(c.req.url).origin).replace(/\/$/, "");
}

export function docsUrlFor(c: Context<AppEnv>): string {
  return c.get("deps").config.docsUrl ?? `${baseUrlFor(c)}/docs`;
}
