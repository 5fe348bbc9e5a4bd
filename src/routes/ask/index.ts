import type { RouteHandler } from "@hono/zod-openapi";
import { AskUnavailableError } from "../../ask/engine.js";
import { readerOf } from "../../http/access.js";
import { ApiError } from "../../http/errors.js";
import { loadOnDemand, publishedOnDemand, publishedUpstream } from "../../http/provisioning.js";
import { knownDataVersion } from "../../http/reads.js";
import { resolveRegion } from "../../http/resolve.js";
import { createRouter, type AppEnv } from "../../http/router.js";
import { askRoute } from "./ask.routes.js";
import { json } from "../../http/answer.js";

const askHandler: RouteHandler<typeof askRoute, AppEnv> = async (c) => {
  const q = c.req.valid("query");
  let result;
  try {
    const deps = c.get("deps");
    const onDemand = { publishes: publishedOnDemand.bind(null, deps), declares: publishedUpstream.bind(null, deps), load: loadOnDemand.bind(null, deps), reaches: (upstream: string) => upstream in deps.upstreams };
    // a region parameter names a region as on every route (an unknown one is 404); the engine gets its code
    const region = q.region === undefined ? undefined : (await resolveRegion(c, "region", q.region)).code;
    result = await deps.answer({ db: deps.db, access: readerOf(c), dataVersion: knownDataVersion(c), onDemand }, { q: q.q, region, window: q.window, depth: q.depth });
  } catch (err) {
    if (err instanceof AskUnavailableError) throw new ApiError(503, "ASK_UNAVAILABLE", err.message);
    throw err;
  }
  const { interpreted, ...data } = result;
  return json(c, { data, meta: { depth: q.depth, interpreted } }, 200);
};

export const askRouter = createRouter().openapi(askRoute, askHandler);
