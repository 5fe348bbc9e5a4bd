import { createRouter } from "../../http/router.js";
import { getIndicatorHandler, listIndicatorsHandler } from "./indicators.handlers.js";
import { getIndicatorRoute, listIndicatorsRoute } from "./indicators.routes.js";

export const indicatorsRouter = createRouter()
  .openapi(listIndicatorsRoute, listIndicatorsHandler)
  .openapi(getIndicatorRoute, getIndicatorHandler);
