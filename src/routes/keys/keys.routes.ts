import { createRoute, z } from "@hono/zod-openapi";
import { KEY_SECURITY, NO_SECURITY, requireKey, requireKeyToManageIt } from "../../http/auth.js";
import { ErrorEnvelopeSchema } from "../../http/errors.js";
import {
  PING_EXAMPLE,
  RECOVER_CONFIRM_REQUEST_EXAMPLE,
  RECOVER_REQUEST_EXAMPLE,
  RECOVER_SENT_EXAMPLE,
  RECOVERED_EXAMPLE,
  REVOKED_EXAMPLE,
  ROTATED_EXAMPLE,
  ROTATION_EMAILED_EXAMPLE,
} from "../../http/examples.js";
import { boundedText, errorResponses } from "../../http/schemas.js";

const errorContent = { "application/json": { schema: ErrorEnvelopeSchema } };
const keyErrors = {
  401: { description: "Missing, unknown or revoked key (INVALID_API_KEY) or expired key (EXPIRED_API_KEY)", content: errorContent },
  429: { description: "Rate limit exceeded (RATE_LIMIT_EXCEEDED), with Retry-After", content: errorContent },
  ...errorResponses.internal,
};
const RATE_HEADERS = {
  "X-RateLimit-Limit": { schema: { type: "integer" as const }, description: "Requests allowed per minute" },
  "X-RateLimit-Remaining": { schema: { type: "integer" as const }, description: "Requests left in the current window" },
  "X-RateLimit-Reset": { schema: { type: "integer" as const }, description: "Unix time when the window frees a slot" },
};

export const pingRoute = createRoute({
  method: "get",
  path: "/v1/ping",
  operationId: "checkKey",
  tags: ["Keys"],
  summary: "Check a key",
  description: "Validates the key and echoes its name, hint, plan and rate limit.",
  security: KEY_SECURITY,
  middleware: [requireKey] as const,
  responses: {
    200: {
      description: "The key is valid",
      headers: RATE_HEADERS,
      content: {
        "application/json": {
          schema: z.object({
            data: z.object({
              ok: z.literal(true),
              key_name: z.string(),
              key_hint: z.string(),
              plan: z.string(),
              rate_limit_per_minute: z.number().int(),
            }),
          }),
          example: PING_EXAMPLE,
        },
      },
    },
    ...keyErrors,
  },
});

export const rotateRoute = createRoute({
  method: "post",
  path: "/v1/keys/rotate",
  operationId: "rotateKey",
  tags: ["Keys"],
  summary: "Rotate the calling key",
  description:
    "Issues a replacement and stops the old key at once; plan, limits, usage and billing stay. A free key gets the new key in the response (200); a paid key's replacement is only emailed to its billing address (202). No request body.",
  security: KEY_SECURITY,
  middleware: [requireKeyToManageIt] as const,
  responses: {
    200: {
      description: "Free key: the replacement (shown once)",
      content: {
        "application/json": {
          schema: z.object({ data: z.object({ key: z.string(), key_hint: z.string(), rate_limit_per_minute: z.number().int() }) }),
          example: ROTATED_EXAMPLE,
        },
      },
    },
    202: {
      description: "Paid key: the replacement was emailed to the billing address",
      content: {
        "application/json": { schema: z.object({ data: z.object({ status: z.literal("emailed"), key_hint: z.string() }) }), example: ROTATION_EMAILED_EXAMPLE },
      },
    },
    400: { description: "A body was sent (INVALID_REQUEST)", content: errorContent },
    ...keyErrors,
  },
});

export const revokeRoute = createRoute({
  method: "post",
  path: "/v1/keys/revoke",
  operationId: "revokeKey",
  tags: ["Keys"],
  summary: "Revoke the calling key",
  description: "The key stops working at once. A paid key with an active subscription cannot revoke itself (409 SUBSCRIPTION_ACTIVE). No request body.",
  security: KEY_SECURITY,
  middleware: [requireKeyToManageIt] as const,
  responses: {
    200: {
      description: "Revoked",
      content: { "application/json": { schema: z.object({ data: z.object({ revoked: z.literal(true), key_hint: z.string() }) }), example: REVOKED_EXAMPLE } },
    },
    400: { description: "A body was sent (INVALID_REQUEST)", content: errorContent },
    409: { description: "Cancel the subscription first (SUBSCRIPTION_ACTIVE)", content: errorContent },
    ...keyErrors,
  },
});

export const recoverRoute = createRoute({
  method: "post",
  path: "/v1/keys/recover",
  operationId: "requestKeyRecovery",
  tags: ["Keys"],
  summary: "Request recovery of a paid key",
  description:
    "Always answers 202. When a paid key has this billing address, a single-use token valid for 30 minutes is emailed to it; confirm it at /v1/keys/recover/confirm.",
  security: NO_SECURITY,
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z
            .object({
              email: z
                .string({ error: "must be a string" })
                .trim()
                .max(254, { error: "must be at most 254 characters" })
                .pipe(z.email({ error: "must be a valid email address" })),
            })
            .strict(),
          example: RECOVER_REQUEST_EXAMPLE,
        },
      },
    },
  },
  responses: {
    202: {
      description: "Sent if such a key exists",
      content: { "application/json": { schema: z.object({ data: z.object({ status: z.literal("sent_if_exists") }) }), example: RECOVER_SENT_EXAMPLE } },
    },
    ...errorResponses.badRequest,
    429: { description: "Too many recovery requests from this network (RATE_LIMIT_EXCEEDED)", content: errorContent },
    ...errorResponses.internal,
  },
});

export const recoverConfirmRoute = createRoute({
  method: "post",
  path: "/v1/keys/recover/confirm",
  operationId: "confirmKeyRecovery",
  tags: ["Keys"],
  summary: "Confirm a recovery token",
  description:
    "Rotates the key the token was issued for and returns the replacement once. A used, expired or unknown token is 400 INVALID_PARAMETER. Each network may try 10 tokens a minute (429 RATE_LIMIT_EXCEEDED with Retry-After).",
  security: NO_SECURITY,
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({ token: boundedText(200) }).strict(),
          example: RECOVER_CONFIRM_REQUEST_EXAMPLE,
        },
      },
    },
  },
  responses: {
    200: {
      description: "The replacement key (shown once)",
      content: { "application/json": { schema: z.object({ data: z.object({ key: z.string(), key_hint: z.string() }) }), example: RECOVERED_EXAMPLE } },
    },
    ...errorResponses.badRequest,
    429: { description: "Too many tokens tried from this network (RATE_LIMIT_EXCEEDED)", content: errorContent },
    ...errorResponses.internal,
  },
});
