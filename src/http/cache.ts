import type { MiddlewareHandler } from "hono";

export const CATALOG_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";

/**
 * Catalog answers may be cached by clients and CDNs; errors never are, nor an answer whose handler set its
 * own Cache-Control (a degraded one, say, given while an upstream was down).
 */
export const catalogCache: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 200 && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", CATALOG_CACHE_CONTROL);
};
