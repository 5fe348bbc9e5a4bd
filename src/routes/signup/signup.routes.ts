import { createRoute, z } from "@hono/zod-openapi";
import { NO_SECURITY } from "../../http/auth.js";
import { ErrorEnvelopeSchema } from "../../http/errors.js";
import { SIGNUP_EXAMPLE, SIGNUP_REQUEST_EXAMPLE } from "../../http/examples.js";
import { errorResponses } from "../../http/schemas.js";

const optionalField = (description: string) =>
  z
    .string({ error: "must be a string of at most 120 characters" })
    .max(120, { error: "must be a string of at most 120 characters" })
    .optional()
    .openapi({ description });

export const SignupBodySchema = z
  .object({
    email: z
      .string({ error: "must be a string" })
      .trim()
      .max(254, { error: "must be at most 254 characters" })
      .pipe(z.email({ error: "must be a valid email address" }))
      .openapi({ format: "email", maxLength: 254, description: "Labels the key" }),
    source: optionalField("Where you heard of us (free text; attribution analytics only, never stored with the key)"),
    utm_source: optionalField("Campaign source"),
    utm_medium: optionalField("Campaign medium"),
    utm_campaign: optionalField("Campaign name"),
  })
  .strict()
  .openapi("SignupRequest");

export const signupRoute = createRoute({
  method: "post",
  path: "/v1/signup",
  operationId: "createKey",
  tags: ["Keys"],
  summary: "Sign up for a free API key",
  description:
    "Issues a free-tier key (`svc_live_…`, 60 requests per minute, a monthly quota). The key is returned once and cannot be retrieved again. At most 5 keys per client network address per UTC day. Optional fields are trimmed; a value containing an email address is dropped; attribution is stored apart from the key.",
  security: NO_SECURITY,
  request: { body: { required: true, content: { "application/json": { schema: SignupBodySchema, example: SIGNUP_REQUEST_EXAMPLE } } } },
  responses: {
    201: {
      description: "The new key (shown once)",
      content: {
        "application/json": {
          schema: z.object({
            data: z.object({
              key: z.string().openapi({ example: "svc_live_0123456789abcdefghijABCDEFGHIJkl" }),
              key_hint: z.string(),
              rate_limit_per_minute: z.number().int(),
              docs_url: z.string(),
            }),
            meta: z.object({ notice: z.string() }),
          }),
          example: SIGNUP_EXAMPLE,
        },
      },
    },
    ...errorResponses.badRequest,
    429: { description: "Too many keys from this network today (RATE_LIMIT_EXCEEDED)", content: { "application/json": { schema: ErrorEnvelopeSchema } } },
    500: { description: "The key could not be created (INTERNAL_ERROR)", content: { "application/json": { schema: ErrorEnvelopeSchema } } },
  },
});
