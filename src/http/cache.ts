import type { MiddlewareHandler } from "hono";

export const CATALOG_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";

/** Catalog answers may be cached by clients and CDNs; errors never are. */
export const catalogCache: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 200) c.res.headers.set("Cache-Control", CATALOG_CACHE_CONTROL);
};
