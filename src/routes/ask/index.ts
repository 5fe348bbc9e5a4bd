import type { RouteHandler } from "@hono/zod-openapi";
import { createRouter, type AppEnv } from "../../http/router.js";
import { askRoute } from "./ask.routes.js";

const askHandler: RouteHandler<typeof askRoute, AppEnv> = async (c) => {
  const q = c.req.valid("query");
  const result = await c.get("deps").answer({ db: c.get("deps").db }, { q: q.q, region: q.region, window: q.window, depth: q.depth });
  const { interpreted, ...data } = result;
  return c.json({ data, meta: { depth: q.depth, interpreted } }, 200);
};

export const askRouter = createRouter().openapi(askRoute, askHandler);
