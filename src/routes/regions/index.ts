import { listRegions, toRegionResource } from "../../db/queries/regions.js";
import { ApiError, toApiError } from "../../http/errors.js";
import { resolveRegion } from "../../http/resolve.js";
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
      const parentType = type ? CHILD_TYPE_OF[type] : undefined;
      parentCode = (await resolveRegion(c, "parent", parent, parentType ? (r) => r.type === parentType : undefined)).code;
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
