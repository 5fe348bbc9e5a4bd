import { createRouter } from "../../http/router.js";
import { latestHandler, observationsHandler } from "./observations.handlers.js";
import { latestRoute, observationsRoute } from "./observations.routes.js";

// /latest is registered first so it is never read as an observations query
export const observationsRouter = createRouter().openapi(latestRoute, latestHandler).openapi(observationsRoute, observationsHandler);
