import { z } from "@hono/zod-openapi";
import { ErrorEnvelopeSchema } from "./errors.js";

/** `true`/`false` (also `1`/`0`) in a query string; anything else is a 400. */
export const queryBoolean = (description: string) =>
  z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1")
    .openapi({ type: "boolean", description, default: false });

/** An integer in a query string within bounds. */
export const queryInteger = (opts: { min: number; max?: number; default: number; description: string }) => {
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
    });
};

const errorContent = { "application/json": { schema: ErrorEnvelopeSchema } };

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

/** A list parameter given comma-separated, repeated, or both (`a,b` or `a&x=b`); handlers read it with listParam. */
export const repeatableList = (description: string, example?: string) =>
  z
    .union([z.string().min(1).max(4000), z.array(z.string().min(1).max(4000)).max(100)])
    .optional()
    .openapi({ description, ...(example ? { example } : {}) });
