import { OpenAPIHono } from "@hono/zod-openapi";
import type { Hook } from "@hono/zod-openapi";
import type { AppDeps } from "../deps.js";
import type { Reader } from "../domain/access.js";
import type { AnswerState } from "./answer.js";
import type { KeyContext } from "./auth.js";
import type { KeyCache } from "./key-cache.js";
import type { ReadCaches } from "./caches.js";
import type { OpenApiDocumentLike } from "./discovery.js";
import { invalidParameter, ApiError } from "./errors.js";

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** The headers of this request's answer (src/http/answer.ts). */
    answer: AnswerState;
    /** Set once a key has authenticated the request. */
    apiKey?: KeyContext;
    /** Who the request reads data for (a key, or an anonymous payer once paid); src/http/access.ts. */
    reader?: Reader;
    keyCache: KeyCache;
    caches: ReadCaches;
    /** The app's OpenAPI document (built on first use): what the routes declare, for x402 discovery. */
    openApi: () => OpenApiDocumentLike;
  };
};

type ZodLikeIssue = {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
  values?: unknown[];
};

/**
 * The reason for an issue whose schema gave no wording of its own: zod's default messages ("Too small: expected
 * string to have >=1 characters") said in the words the rest of the API uses. A schema's own message is kept.
 */
function reasonOf(issue: ZodLikeIssue): string {
  if (!/^(?:Too small|Too big|Invalid input|Invalid option)\b/.test(issue.message)) return issue.message;
  const n = (v: number | bigint | undefined) => Number(v);
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string") return n(issue.minimum) <= 1 ? "must not be empty" : `must be at least ${n(issue.minimum)} characters`;
      if (issue.origin === "array" || issue.origin === "set") return `must hold at least ${n(issue.minimum)} values`;
      return Number.isSafeInteger(n(issue.minimum)) ? `must be at least ${n(issue.minimum)}` : "is too small";
    case "too_big":
      if (issue.origin === "string") return `must be at most ${n(issue.maximum)} characters`;
      if (issue.origin === "array" || issue.origin === "set") return `must hold at most ${n(issue.maximum)} values`;
      // the bound of every whole number (2^53 - 1) is no limit a route sets: the number is simply too large
      return n(issue.maximum) < Number.MAX_SAFE_INTEGER ? `must be at most ${n(issue.maximum)}` : "is too large";
    case "invalid_type":
      return issue.expected === "int" ? "must be a whole number" : issue.expected ? `must be ${/^[aeiou]/.test(issue.expected) ? "an" : "a"} ${issue.expected}` : "has the wrong type";
    case "invalid_value":
      return issue.values?.length ? `must be one of: ${issue.values.map(String).join(", ")}` : "is not an accepted value";
    default:
      return issue.message;
  }
}

/**
 * Characters no input of this API means, refused here for every route: C0 and C1 control characters and DEL,
 * except tab, line feed and carriage return (which text may hold; PostgreSQL refuses NUL in text), and the
 * characters that are not seen yet change what is seen — the bidirectional embedding, override and isolate
 * controls, which reorder the text around them on a public briefing's page ("Trojan Source"), and the
 * zero-width space, word joiner and byte-order mark, which make two names that look alike. The zero-width
 * joiner and non-joiner stay: emoji and several scripts need them.
 */
const HIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/;

/** The dotted path of the first string inside `value` that holds a hidden character, and that character; or null. */
function hiddenCharacterAt(value: unknown, path: string[] = []): { path: string[]; char: string } | null {
  if (typeof value === "string") {
    const char = HIDDEN_CHARACTER.exec(value)?.[0];
    return char === undefined ? null : { path, char };
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = hiddenCharacterAt(item, path);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const found = hiddenCharacterAt(k, [...path, k]) ?? hiddenCharacterAt(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Every declared input (query, path, JSON body, headers) passes here after its schema: the first validation
 * issue becomes `400 INVALID_PARAMETER` with `details.parameter` and `reason`, and so does a string that
 * passed its schema but holds a character no input means (HIDDEN_CHARACTER).
 */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) {
    const hidden = hiddenCharacterAt(result.data);
    if (hidden) {
      const code = `U+${hidden.char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
      throw invalidParameter(hidden.path.join(".") || result.target, `must not contain control or invisible formatting characters (it holds ${code})`);
    }
    return;
  }
  const issue = (result.error as unknown as { issues: ZodLikeIssue[] }).issues[0];
  if (!issue) throw invalidParameter(result.target, "invalid");
  // a query or path parameter is named by itself (`indicators`, not `indicators.3`); a body field by its path
  let parameter = result.target === "json" ? issue.path.map(String).join(".") : String(issue.path[0] ?? "");
  let reason = reasonOf(issue);
  // what was sent at the issue's path (the validator hands the hook its input when the schema refuses it)
  let given: unknown = (result as { data?: unknown }).data;
  for (const key of issue.path) given = given !== null && typeof given === "object" ? (given as Record<PropertyKey, unknown>)[key as PropertyKey] : undefined;
  if (issue.code === "unrecognized_keys" && issue.keys?.length) {
    parameter = issue.keys[0]!;
    reason = "unknown property";
  } else if (issue.path.length > 0 && given === undefined) {
    reason = "is required";
  } else if (result.target === "query" && issue.code !== "custom" && Array.isArray(given) && (c.req.queries(parameter)?.length ?? 0) > 1) {
    // `?limit=5&limit=6` or `?sort=asc&sort=desc` reaches a single-valued parameter as a list (a list
    // parameter that may be repeated says its own reason: `at most 20 items`)
    reason = "takes one value and was given more than once";
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
