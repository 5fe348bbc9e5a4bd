import { z } from "@hono/zod-openapi";
import { PAYMENT_REQUIRED_EXAMPLE, PROVISIONING_EXAMPLE } from "./examples.js";
import { errorContent } from "./schemas.js";

export const ProvisioningSchema = z
  .object({
    status: z.literal("provisioning"),
    indicator: z.string(),
    region: z.string(),
    retry_after_seconds: z.number().int().min(1),
    request_ref: z.string(),
  })
  .openapi("Provisioning");

/** Responses every gated data route can give besides its 200. */
export const dataRouteResponses = {
  202: {
    description:
      "The series is published by an upstream source but not stored yet: it is being loaded. Repeat the identical request after Retry-After seconds.",
    headers: { "Retry-After": { schema: { type: "integer" as const }, description: "Seconds to wait" } },
    content: { "application/json": { schema: ProvisioningSchema, example: PROVISIONING_EXAMPLE } },
  },
  400: { description: "A parameter is missing or invalid (INVALID_PARAMETER, details.parameter and reason)", content: errorContent },
  402: {
    description:
      "Payment required (anonymous request): the body is the x402 v2 PaymentRequired object (x402Version 2, accepts: scheme exact, network, amount in atomic units, asset, payTo, maxTimeoutSeconds, extra {name, version}), the same object base64 in PAYMENT-REQUIRED, and WWW-Authenticate challenges (Payment, plus L402 when Lightning is enabled). Retry with PAYMENT-SIGNATURE (or the same payment as Authorization: Payment <base64url of {challenge, payload}>) or Authorization: L402 <macaroon>:<preimage>. A refused payment comes back as 402 with `error` set.",
    headers: {
      "PAYMENT-REQUIRED": { schema: { type: "string" as const }, description: "base64 of the PaymentRequired object" },
      "WWW-Authenticate": { schema: { type: "string" as const }, description: "Payment (and L402) challenges" },
    },
    content: {
      "application/json": {
        schema: z
          .object({
            x402Version: z.literal(2),
            error: z.string().optional(),
            resource: z.object({ url: z.string(), description: z.string().optional(), mimeType: z.string().optional() }),
            accepts: z.array(
              z.object({
                scheme: z.literal("exact"),
                network: z.string(),
                amount: z.string(),
                asset: z.string(),
                payTo: z.string(),
                maxTimeoutSeconds: z.number().int(),
                extra: z.object({ name: z.string(), version: z.string() }),
              }),
            ),
            // the route's x402 discovery metadata (the bazaar extension), left out when the URL is too long for it
            extensions: z.record(z.string(), z.unknown()).optional(),
          })
          .openapi("PaymentRequired"),
        example: PAYMENT_REQUIRED_EXAMPLE,
      },
    },
  },
  401: { description: "Missing, unknown or revoked key (INVALID_API_KEY), or expired (EXPIRED_API_KEY)", content: errorContent },
  403: {
    description: "Monthly quota used up (UPGRADE_REQUIRED), premium series without svc-premium (CATEGORY_NOT_ALLOWED), or a region the key may not read (REGION_NOT_ALLOWED)",
    content: errorContent,
  },
  404: { description: "Unknown indicator or region, or no data for it (RESOURCE_NOT_FOUND)", content: errorContent },
  429: { description: "Rate limit exceeded (RATE_LIMIT_EXCEEDED), with Retry-After", content: errorContent },
  500: { description: "Unexpected failure", content: errorContent },
};

export const RATE_LIMIT_HEADERS = {
  "X-RateLimit-Limit": { schema: { type: "integer" as const }, description: "Requests allowed per minute (key requests only)" },
  "X-RateLimit-Remaining": { schema: { type: "integer" as const }, description: "Requests left in the window (key requests only)" },
  "X-RateLimit-Reset": { schema: { type: "integer" as const }, description: "Unix time the window frees a slot (key requests only)" },
  "X-Request-Id": { schema: { type: "string" as const, format: "uuid" }, description: "Request identifier" },
};

export const ObservationSchema = z
  .object({
    period_start: z.iso.date(),
    period_end: z.iso.date().nullable(),
    period_type: z.string().nullable(),
    value: z.number().nullable(),
    revision: z.number().int(),
    is_preliminary: z.boolean(),
    source_updated_at: z.iso.datetime().nullable(),
  })
  .openapi("Observation");

export const LatestObservationSchema = z
  .object({
    indicator: z.string(),
    region: z.string(),
    period_start: z.iso.date(),
    period_end: z.iso.date().nullable(),
    period_type: z.string().nullable(),
    value: z.number(),
    revision: z.number().int(),
    is_preliminary: z.boolean(),
    source_updated_at: z.iso.datetime().nullable(),
    unit: z.string().nullable(),
  })
  .strict()
  .openapi("LatestObservation");
