import { z } from "@hono/zod-openapi";
import { MAX_WINDOW, WINDOW_PARAM, windowTooLong } from "../domain/ask/parse.js";
import { ErrorEnvelopeSchema } from "./errors.js";

/**
 * A text input of 1 to `max` characters. The messages sit on the checks: a message given to `z.string()`
 * itself answers for its checks too (zod 4), which is how a 600-character question once read "is required".
 * A missing one is "is required" by the validation hook.
 */
export const boundedText = (max: number) =>
  z
    .string()
    .min(1, { error: "must not be empty" })
    .max(max, { error: `must be at most ${max} characters` })
    // spaces alone name no region, code or cursor: refused as empty, not looked up and not found
    .refine((text) => text.trim() !== "", { error: "must not be empty" })
    .refine(isWellFormedText, { error: NOT_UNICODE });

/** The same, read without its surrounding spaces: nothing but spaces is empty (a question, a name). */
export const trimmedText = (max: number) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .min(1, { error: "must not be empty" })
    .max(max, { error: `must be at most ${max} characters` })
    .refine(isWellFormedText, { error: NOT_UNICODE });

/**
 * Half of a UTF-16 surrogate pair without its other half is no character: JSON can carry one ("\ud83d"),
 * and stored or encoded it would silently become U+FFFD.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormedText = (text: string) => !LONE_SURROGATE.test(text);
export const NOT_UNICODE = "is not valid Unicode text (it holds half of a surrogate pair)";

/** What a `window` may be, for the OpenAPI document. */
export const WINDOW_LIMITS = `all, or a count of days, months or years (90d, 18m, 5y) of at most ${MAX_WINDOW.y}y, ${MAX_WINDOW.m}m or ${MAX_WINDOW.d}d`;

/**
 * The time window of a question or a briefing: `all`, or a count of days, months or years (`90d`, `18m`, `5y`)
 * no longer than the calendar (MAX_WINDOW); the longest text allowed is the most days.
 */
export const windowParam = z
  .string()
  .regex(WINDOW_PARAM, { error: "must be 'all' or a span like 90d, 12m, 5y" })
  .superRefine((text, ctx) => {
    const tooLong = windowTooLong(text);
    if (tooLong) ctx.addIssue({ code: "custom", message: tooLong });
  })
  .openapi({ maxLength: `${MAX_WINDOW.d}d`.length, description: WINDOW_LIMITS });

/**
 * The cursor of a paged route: opaque, the previous page's meta.next_cursor sent back as it is. It has no
 * example: a cursor names rows of the database that issued it, so any literal one would be refused elsewhere.
 */
export const pageCursor = (sentWith?: string) =>
  boundedText(500)
    .optional()
    .openapi({ description: `Opaque: meta.next_cursor of the previous page, sent back unchanged${sentWith ? ` with ${sentWith}` : ""}; omitted for the first page` });

/** `true`/`false` (also `1`/`0`) in a query string; anything else is a 400. */
export const queryBoolean = (description: string) =>
  z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1")
    .openapi({ type: "boolean", description, default: false });

/** An integer in a query string within bounds (`example` for the OpenAPI document; its default otherwise). */
export const queryInteger = (opts: { min: number; max?: number; default: number; description: string; example?: number }) => {
  let n = z.number().int().min(opts.min, { error: `must be at least ${opts.min}` });
  if (opts.max !== undefined) n = n.max(opts.max, { error: `must be at most ${opts.max}` });
  return z
    .string()
    .regex(/^-?\d+$/, { error: "must be an integer" })
    .default(String(opts.default))
    .transform(Number)
    .pipe(n)
    .openapi({
      type: "integer",
      minimum: opts.min,
      ...(opts.max !== undefined ? { maximum: opts.max } : {}),
      default: opts.default,
      description: opts.description,
      ...(opts.example !== undefined ? { example: opts.example } : {}),
    });
};

/** The error envelope as an OpenAPI response body. */
export const errorContent = { "application/json": { schema: ErrorEnvelopeSchema } };

export const errorResponses = {
  badRequest: { 400: { description: "A parameter is missing or invalid (INVALID_PARAMETER)", content: errorContent } },
  notFound: { 404: { description: "Not found (RESOURCE_NOT_FOUND)", content: errorContent } },
  internal: { 500: { description: "Unexpected failure", content: errorContent } },
};

export const CACHE_HEADER = {
  "Cache-Control": {
    schema: { type: "string" as const },
    description: "public, max-age=300, stale-while-revalidate=3600",
  },
};

export const REQUEST_ID_HEADER = {
  "X-Request-Id": { schema: { type: "string" as const, format: "uuid" }, description: "Request identifier" },
};

/** Longest single item of a list parameter (an indicator code or region text). */
const MAX_LIST_ITEM_LENGTH = 200;

/**
 * A list parameter given comma-separated, repeated, or both (`a,b` or `a&x=b`), validated to the clean
 * list (trimmed, empty items dropped, in the order given) with its limits named in the
 * reason: `at most 20 items (got 1000)`.
 */
export const repeatableList = (opts: { description: string; maxItems: number; example?: string; required?: boolean }) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    // given, it names something: `indicator=` or `indicators=,` is no filter and no list
    .refine((v) => v === undefined || [v].flat().some((s) => s.split(",").some((item) => item.trim() !== "")), { error: "must not be empty" })
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).flatMap((s) => s.split(",")).map((s) => s.trim()).filter(Boolean))
    .superRefine((items, ctx) => {
      if (items.length > opts.maxItems) ctx.addIssue({ code: "custom", message: `at most ${opts.maxItems} items (got ${items.length})` });
      else if (items.some((s) => s.length > MAX_LIST_ITEM_LENGTH)) ctx.addIssue({ code: "custom", message: `each item at most ${MAX_LIST_ITEM_LENGTH} characters` });
    })
    .openapi({
      description: `${opts.description}; at most ${opts.maxItems}`,
      ...(opts.example ? { example: opts.example } : {}),
      // optional to the schema, so the handler's own message answers its absence; declared required where it is
      ...(opts.required ? { param: { required: true } } : {}),
    });
