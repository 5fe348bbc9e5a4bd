import { OpenAPIHono } from "@hono/zod-openapi";
import type { Hook } from "@hono/zod-openapi";
import type { AppDeps } from "../deps.js";
import type { KeyContext } from "./auth.js";
import type { KeyCache } from "./key-cache.js";
import type { LookupCaches } from "./lookup-cache.js";
import { invalidParameter, ApiError } from "./errors.js";

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Set once a key has authenticated the request. */
    apiKey?: KeyContext;
    keyCache: KeyCache;
    lookups: LookupCaches;
  };
};

type ZodLikeIssue = { code: string; path: PropertyKey[]; message: string; keys?: string[] };

/** Turns the first validation issue into `400 INVALID_PARAMETER` with `details.parameter` and `reason`. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (result.success) return;
  const issue = (result.error as unknown as { issues: ZodLikeIssue[] }).issues[0];
  if (!issue) throw invalidParameter(result.target, "invalid");
  let parameter = issue.path.map(String).join(".");
  let reason = issue.message;
  if (issue.code === "unrecognized_keys" && issue.keys?.length) {
    parameter = issue.keys[0]!;
    reason = "unknown property";
  } else if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) {
    reason = "is required";
  }
  if (!parameter) {
    if (result.target === "json") throw new ApiError(400, "INVALID_REQUEST", "The request body must be a JSON object");
    parameter = result.target;
  }
  throw invalidParameter(parameter, reason);
};

export function createRouter() {
  return new OpenAPIHono<AppEnv>({ strict: true, defaultHook: validationHook });
}
