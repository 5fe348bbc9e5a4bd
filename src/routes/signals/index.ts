import { createRouter } from "../../http/router.js";
import { activeSignalsHandler, signalsHandler } from "./signals.handlers.js";
import { activeSignalsRoute, signalsRoute } from "./signals.routes.js";

export const signalsRouter = createRouter().openapi(activeSignalsRoute, activeSignalsHandler).openapi(signalsRoute, signalsHandler);
