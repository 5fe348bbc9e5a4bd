import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "@hono/zod-openapi";

export const ERROR_CODES = [
  "INVALID_API_KEY",
  "EXPIRED_API_KEY",
  "RATE_LIMIT_EXCEEDED",
  "UPGRADE_REQUIRED",
  "INVALID_REQUEST",
  "INVALID_PARAMETER",
  "RESOURCE_NOT_FOUND",
  "CATEGORY_NOT_ALLOWED",
  "REGION_NOT_ALLOWED",
  "ASK_UNAVAILABLE",
  "SUBSCRIPTION_ACTIVE",
  "INTERNAL_ERROR",
  "INTERNAL_SERVER_ERROR",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorEnvelopeSchema = z
  .object({
    error: z
      .object({
        code: z.enum(ERROR_CODES),
        message: z.string(),
        details: z.record(z.string(), z.unknown()).optional(),
      })
      .strict(),
  })
  .strict()
  .openapi("Error");

/** A failure a handler or middleware raises; `onError` turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const invalidParameter = (parameter: string, reason: string) =>
  new ApiError(400, "INVALID_PARAMETER", `Invalid parameter '${parameter}': ${reason}`, { parameter, reason });

export const notFound = (message: string, details?: Record<string, unknown>) =>
  new ApiError(404, "RESOURCE_NOT_FOUND", message, details);

/** The only place the error envelope is built. */
export function errorResponse(c: Context, err: ApiError): Response {
  const body = { error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) } };
  for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
  c.header("Cache-Control", "no-store");
  return c.json(body, err.status);
}

/** Routes that take no body refuse one (400 INVALID_REQUEST) rather than silently ignoring it. */
export async function refuseBody(c: Context): Promise<void> {
  if ((await c.req.text()).trim().length > 0) throw new ApiError(400, "INVALID_REQUEST", "This request takes no body");
}
