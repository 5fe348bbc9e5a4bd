import { listRegions, parentsAmong, toRegionResource } from "../../db/queries/regions.js";
import { ApiError, toApiError } from "../../http/errors.js";
import { regionCandidates, resolveRegion } from "../../http/resolve.js";
import { createRouter } from "../../http/router.js";
import { listRegionsRoute } from "./regions.routes.js";
import { json } from "../../http/answer.js";

const CHILD_TYPE_OF: Record<string, string> = { county: "state", state: "country", country: "world" };

export const regionsRouter = createRouter().openapi(listRegionsRoute, async (c) => {
  const { type, parent } = c.req.valid("query");
  const { db } = c.get("deps");
  try {
    let parentCode: string | undefined;
    if (parent) {
      // of the regions the text may name (`CA`: Canada and California), one of the level above `type`, and one
      // that has regions under it
      const parentType = type ? CHILD_TYPE_OF[type] : undefined;
      const candidates = await regionCandidates(c, parent);
      const parents = candidates.length > 1 ? new Set(await parentsAmong(db, candidates.map((r) => r.code))) : null;
      parentCode = (await resolveRegion(c, "parent", parent, (r) => (!parentType || r.type === parentType) && (parents?.has(r.code) ?? true))).code;
    }
    const rows = await listRegions(db, { type, parent: parentCode });
    return json(c, { data: rows.map(toRegionResource) }, 200);
  } catch (err) {
    const known = toApiError(err);
    if (known) throw known;
    c.get("deps").log.error("region catalog failed", { request_id: c.get("requestId"), error: String(err) });
    throw new ApiError(500, "INTERNAL_SERVER_ERROR", "The region catalog could not be read");
  }
});
