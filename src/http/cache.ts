import type { MiddlewareHandler } from "hono";
import { finishAnswer, setHeader } from "./answer.js";
import type { CachedResponse } from "./caches.js";
import { knownDataVersion } from "./reads.js";
import type { AppEnv } from "./router.js";

export const CATALOG_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";

/** Per-request headers that must not be replayed from a cached answer. */
const NOT_REPLAYED = new Set(["x-request-id", "content-length"]);

/**
 * Catalog answers may be cached by clients and CDNs; errors never are, nor an answer whose handler set its
 * own Cache-Control (a degraded one, given while an upstream was down, or one built from an upstream's
 * search). Those that are cacheable are also kept in-process for the current data version, so a repeated
 * catalog read costs no database work until the next write.
 */
export const catalogCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const dataVersion = c.get("deps").dataVersion;
  // where the version known in-process may lag (the edge), whole answers are looked up by the committed one
  const version = c.req.method !== "GET" ? null : dataVersion?.current ? await dataVersion.current() : knownDataVersion(c);
  let fresh = false;
  const answer = await c.get("caches").answers.get(
    c.req.url,
    version,
    async (): Promise<CachedResponse> => {
      fresh = true;
      await next();
      finishAnswer(c);
      if (c.res.status === 200 && !c.res.headers.has("Cache-Control")) setHeader(c, "Cache-Control", CATALOG_CACHE_CONTROL);
      const cacheable = c.res.status === 200 && c.res.headers.get("Cache-Control") === CATALOG_CACHE_CONTROL;
      return {
        status: cacheable ? 200 : 0,
        headers: cacheable ? [...c.res.headers].filter(([name]) => !NOT_REPLAYED.has(name)) : [],
        body: cacheable ? await c.res.clone().text() : "",
      };
    },
    (r) => r.status === 200,
  );
  if (fresh) return;
  if (answer.status !== 200) return next(); // a concurrent first request got an answer that is not kept
  const res = c.newResponse(answer.body, 200);
  for (const [name, value] of answer.headers) res.headers.set(name, value);
  return res;
};
