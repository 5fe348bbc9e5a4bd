import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { isDatabaseUnavailable } from "../db/errors.js";
import { json, setHeader } from "./answer.js";
import { AccessRefused, KeyCannotAct, refusalMessage, type AccessRefusal, type KeyStanding } from "../domain/access.js";
import { PanelError } from "../domain/panel.js";
import { holdsApiKey, withoutApiKeys } from "../domain/api-keys.js";
import { utcSeconds } from "../domain/time.js";

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

/**
 * 503: something this request depends on (the database, an upstream source) cannot be reached right now.
 * The contract has no code of its own for this, so it is INTERNAL_ERROR with `details.reason` saying what
 * is unavailable; `Retry-After` tells the client when to try the identical request again.
 */
export const serviceUnavailable = (reason: string, message: string, retryAfterSeconds: number, details?: Record<string, unknown>) =>
  new ApiError(503, "INTERNAL_ERROR", message, { reason, retry_after_seconds: retryAfterSeconds, ...details }, {
    "Retry-After": String(retryAfterSeconds),
  });

/** The one translation of a refused read into the API's error: 403 CATEGORY_NOT_ALLOWED or REGION_NOT_ALLOWED. */
export function refusalError(refusal: AccessRefusal): ApiError {
  return refusal.code === "CATEGORY_NOT_ALLOWED"
    ? new ApiError(403, refusal.code, refusalMessage(refusal), { required_grant: refusal.requiredGrant })
    : new ApiError(403, refusal.code, refusalMessage(refusal), { region: refusal.region, allowed_regions: refusal.allowedRegions });
}

/**
 * The one translation of a key that cannot act into the API's 401: unknown, revoked or rotated away is
 * INVALID_API_KEY, expired is EXPIRED_API_KEY (with `details.expired_at`). Used when a request's key is checked
 * and when a write made as the key finds it gone since.
 */
export function keyRefusalError(standing: Exclude<KeyStanding, "active">, expiresAt?: string | Date | null): ApiError {
  if (standing === "expired" && expiresAt) {
    return new ApiError(401, "EXPIRED_API_KEY", "This API key has expired", { expired_at: utcSeconds(expiresAt) });
  }
  return new ApiError(401, "INVALID_API_KEY", "A valid API key is required (Authorization: Bearer <key> or X-API-Key)");
}

/** Seconds a client is asked to wait when the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Largest request body any route reads; larger ones are refused with 413 before they are read. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Longest request URL served; longer ones are refused with 414. It must hold the longest question /v1/ask
 * takes (500 characters, up to 12 URL bytes each when percent-encoded: 6,000) with its other parameters; and
 * no more, since every answer may carry the URL back (the payment challenge names its resource in a header
 * beside the route's discovery metadata, links repeat the query), and an answer whose headers outgrow a
 * client's 16 KB limit cannot be read at all: the 402 to a URL of this length carries about 15.5 KB of them.
 */
export const MAX_URL_CHARS = 6_400;

/**
 * How anything thrown while serving a request is answered: the ApiError itself, a refused read as its
 * 403, a write made as a key gone since its check as that check's 401, a framework refusal (malformed JSON,
 * wrong content type, body too large) as the envelope with its 4xx status, an unreachable database as 503 with
 * Retry-After. Null means a fault of the service itself: 500, logged.
 */
export function toApiError(err: unknown): ApiError | null {
  if (err instanceof ApiError) return err;
  if (err instanceof AccessRefused) return refusalError(err.refusal);
  if (err instanceof KeyCannotAct) return keyRefusalError(err.standing, err.expiresAt);
  if (err instanceof HTTPException && err.status < 500) {
    switch (err.status) {
      case 400:
        return new ApiError(400, "INVALID_REQUEST", "The request body is empty or not valid JSON");
      case 413:
        return new ApiError(413, "INVALID_REQUEST", `The request body is larger than ${MAX_BODY_BYTES} bytes`, { max_bytes: MAX_BODY_BYTES });
      case 414:
        return new ApiError(414, "INVALID_REQUEST", `The request URL is longer than ${MAX_URL_CHARS} characters`, { max_chars: MAX_URL_CHARS });
      case 415:
        return new ApiError(415, "INVALID_REQUEST", "This route takes a JSON body: send it with Content-Type: application/json", {
          content_type: "application/json",
        });
      default:
        return new ApiError(err.status as ContentfulStatusCode, "INVALID_REQUEST", err.message || "The request was refused");
    }
  }
  if (err instanceof PanelError) {
    // the panel names its series parameter "series"; the routes call it "indicators"
    const parameter = err.parameter === "series" ? "indicators" : err.parameter;
    return new ApiError(400, "INVALID_PARAMETER", `Invalid parameter '${parameter}': ${err.reason}`, { parameter, reason: err.reason, ...err.details });
  }
  if (isDatabaseUnavailable(err)) {
    return serviceUnavailable("database_unavailable", "The database is unreachable right now; retry shortly", DATABASE_RETRY_AFTER_SECONDS);
  }
  return null;
}

/**
 * The only place the error envelope is built. A key a client pasted where a code or slug belongs (a path,
 * a body field) is not echoed back in the message or the details.
 */
export function errorEnvelope(err: ApiError) {
  const detailsText = err.details && JSON.stringify(err.details);
  const details = detailsText && holdsApiKey(detailsText) ? JSON.parse(withoutApiKeys(detailsText)) : err.details;
  return { error: { code: err.code, message: withoutApiKeys(err.message), ...(details ? { details } : {}) } };
}

export function errorResponse(c: Context, err: ApiError): Response {
  const body = errorEnvelope(err);
  for (const [k, v] of Object.entries(err.headers ?? {})) setHeader(c, k, v);
  setHeader(c, "Cache-Control", "no-store");
  // a 401 names the scheme that would be accepted (RFC 9110 §11.6.1): the key, sent as a bearer token
  if (err.status === 401 && !err.headers?.["WWW-Authenticate"]) setHeader(c, "WWW-Authenticate", 'Bearer realm="api"');
  return json(c, body, err.status);
}

const takesNoBody = () => new ApiError(400, "INVALID_REQUEST", "This request takes no body");

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The request body's bytes. A body that breaks off (the client gone, a chunk that is not one) is the
 * request's fault, 400, not the database's: the stream's "aborted" error carries ECONNRESET, which would
 * otherwise be read as a lost database connection.
 */
async function bodyBytes(c: Context): Promise<ArrayBuffer> {
  try {
    return await c.req.arrayBuffer();
  } catch {
    throw bodyBrokeOff();
  }
}

export const bodyBrokeOff = () => new ApiError(400, "INVALID_REQUEST", "The request body could not be read to its end");

/** A body that is not UTF-8 is not JSON (RFC 8259 §8.1): refused, where reading it as text would put U+FFFD in its place. */
export async function refuseUndecodableBody(c: Context): Promise<void> {
  const bytes = await bodyBytes(c);
  try {
    STRICT_UTF8.decode(bytes);
  } catch {
    throw new ApiError(400, "INVALID_REQUEST", "The request body is not valid UTF-8");
  }
}

/** Routes that take no body refuse one (400 INVALID_REQUEST) rather than silently ignoring it. */
export async function refuseBody(c: Context): Promise<void> {
  // announced by its length, or as sent in chunks: the Node adapter hands a GET's or HEAD's body to no one, so
  // it cannot be read here
  if (Number(c.req.header("content-length") ?? 0) > 0) throw takesNoBody();
  if ((c.req.method === "GET" || c.req.method === "HEAD") && c.req.header("transfer-encoding") !== undefined) throw takesNoBody();
  if (new TextDecoder().decode(await bodyBytes(c)).trim().length > 0) throw takesNoBody();
}
