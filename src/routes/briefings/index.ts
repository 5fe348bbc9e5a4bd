import { createRouter } from "../../http/router.js";
import {
  createBriefingHandler,
  deleteBriefingHandler,
  getBriefingHandler,
  listBriefingsHandler,
  listPublicHandler,
  listRunsHandler,
  readPublicHandler,
  runNowHandler,
  updateBriefingHandler,
} from "./briefings.handlers.js";
import {
  createBriefingRoute,
  deleteBriefingRoute,
  getBriefingRoute,
  listBriefingsRoute,
  listPublicRoute,
  listRunsRoute,
  readPublicRoute,
  runNowRoute,
  updateBriefingRoute,
} from "./briefings.routes.js";

export { briefingPagesRouter } from "./page.js";

// the public routes come first so /v1/briefings/public is never read as an {id}
export const briefingsRouter = createRouter()
    .openapi(listPublicRoute, listPublicHandler)
    .openapi(readPublicRoute, readPublicHandler)
    .openapi(createBriefingRoute, createBriefingHandler)
    .openapi(listBriefingsRoute, listBriefingsHandler)
    .openapi(getBriefingRoute, getBriefingHandler)
    .openapi(updateBriefingRoute, updateBriefingHandler)
    .openapi(deleteBriefingRoute, deleteBriefingHandler)
    .openapi(listRunsRoute, listRunsHandler)
  .openapi(runNowRoute, runNowHandler);
