import { listSources } from "../../db/queries/indicators.js";
import { createRouter } from "../../http/router.js";
import { listSourcesRoute } from "./sources.routes.js";
import { json } from "../../http/answer.js";

export const sourcesRouter = createRouter().openapi(listSourcesRoute, async (c) => {
  const { include_inactive } = c.req.valid("query");
  const rows = await listSources(c.get("deps").db, include_inactive);
  const data = rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    provider: r.provider,
    category: r.category,
    indicator_count: Number(r.indicator_count),
    docs_url: r.docs_url,
    license: r.license,
    // only sources the scheduled refresh keeps current carry these
    ...(r.refreshed ? { last_checked_at: r.last_checked_at, last_changed_at: r.last_changed_at } : {}),
  }));
  return json(c, { data }, 200);
});
