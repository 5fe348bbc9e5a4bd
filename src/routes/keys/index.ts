import { createRouter } from "../../http/router.js";
import { pingHandler, recoverConfirmHandler, recoverHandler, revokeHandler, rotateHandler } from "./keys.handlers.js";
import { pingRoute, recoverConfirmRoute, recoverRoute, revokeRoute, rotateRoute } from "./keys.routes.js";

export const keysRouter = createRouter()
  .openapi(pingRoute, pingHandler)
  .openapi(rotateRoute, rotateHandler)
  .openapi(revokeRoute, revokeHandler)
  .openapi(recoverRoute, recoverHandler)
  .openapi(recoverConfirmRoute, recoverConfirmHandler);
