import { createRoute, z } from "@hono/zod-openapi";
import { KEY_SECURITY, NO_SECURITY, requireKey } from "../../http/auth.js";
import { ErrorEnvelopeSchema } from "../../http/errors.js";
import {
  BRIEFING_CREATE_EXAMPLE,
  BRIEFING_DETAIL_EXAMPLE,
  BRIEFING_EXAMPLE,
  BRIEFING_RUN_EXAMPLE,
  BRIEFING_RUNS_EXAMPLE,
  BRIEFING_UPDATE_EXAMPLE,
  BRIEFINGS_EXAMPLE,
  PUBLIC_BRIEFING_EXAMPLE,
  PUBLIC_BRIEFINGS_EXAMPLE,
} from "../../http/examples.js";
import { CACHE_HEADER, errorResponses, pageCursor, queryInteger, trimmedText, windowParam } from "../../http/schemas.js";

const errorContent = { "application/json": { schema: ErrorEnvelopeSchema } };
const keyErrors = {
  401: { description: "Missing, unknown or revoked key (INVALID_API_KEY) or expired key (EXPIRED_API_KEY)", content: errorContent },
  429: { description: "Rate limit exceeded (RATE_LIMIT_EXCEEDED)", content: errorContent },
  ...errorResponses.internal,
};
const json = <T extends z.ZodType>(schema: T, example: unknown) => ({ "application/json": { schema, example } });

const DateTime = z.string().openapi({ format: "date-time", example: "2026-03-10T12:00:00Z" });
const Cadence = z.enum(["daily", "weekly"]);
const RunStatus = z.enum(["running", "success", "no_data", "unavailable", "error"]);
const Window = windowParam.openapi({ example: "5y" });

export const BriefingSchema = z
  .object({
    id: z.string().uuid(),
    api_key_id: z.string().uuid(),
    name: z.string(),
    question: z.string(),
    region: z.string().nullable(),
    window: z.string().nullable(),
    cadence: Cadence,
    is_active: z.boolean(),
    is_public: z.boolean(),
    slug: z.string().nullable(),
    last_run_at: DateTime.nullable(),
    created_at: DateTime,
    updated_at: DateTime,
  })
  .openapi("Briefing");

export const BriefingDetailSchema = BriefingSchema.extend({
  latest_run: z
    .object({ result: z.record(z.string(), z.unknown()).nullable(), status: RunStatus, started_at: DateTime })
    .nullable(),
}).openapi("BriefingDetail");

export const BriefingRunSchema = z
  .object({
    id: z.string().uuid(),
    briefing_id: z.string().uuid(),
    started_at: DateTime,
    completed_at: DateTime.nullable(),
    status: RunStatus,
    result: z.record(z.string(), z.unknown()).nullable(),
    error: z.string().nullable(),
    usage: z.record(z.string(), z.unknown()).nullable(),
  })
  .openapi("BriefingRun");

export const PublicBriefingSummarySchema = z
  .object({ slug: z.string(), name: z.string(), question: z.string(), cadence: Cadence, last_run_at: DateTime.nullable() })
  .openapi("PublicBriefingSummary");

export const PublicBriefingReadSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    question: z.string(),
    cadence: Cadence,
    run: z
      .object({ started_at: DateTime, completed_at: DateTime.nullable(), result: z.record(z.string(), z.unknown()).nullable() })
      .nullable(),
  })
  .openapi("PublicBriefingRead");

const name = trimmedText(120);
const question = trimmedText(500);
const region = trimmedText(120).nullable();

const CreateBody = z
  .object({
    name,
    question,
    region: region.optional(),
    window: Window.nullable().optional(),
    cadence: Cadence.default("daily"),
    is_active: z.boolean().default(true),
    is_public: z.boolean().default(false),
  })
  .strict()
  .openapi("BriefingCreate");

const UpdateBody = z
  .object({
    name: name.optional(),
    question: question.optional(),
    region: region.optional(),
    window: Window.nullable().optional(),
    cadence: Cadence.optional(),
    is_active: z.boolean().optional(),
    is_public: z.boolean().optional(),
  })
  .strict()
  .openapi("BriefingUpdate");

const IdParams = z.object({
  id: z
    .string()
    .uuid({ error: "must be a briefing id (uuid)" })
    .openapi({ param: { name: "id", in: "path" }, format: "uuid", description: "The briefing's id", example: "a9230e6a-a173-4251-adbb-37af3f83bc80" }),
});
export const SlugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "must be a briefing slug" })
    .max(120, { error: "must be at most 120 characters" })
    .openapi({ param: { name: "slug", in: "path" }, description: "The public briefing's slug", example: "us-jobs-weekly" }),
});

const tags = ["Briefings"];
const badRequest = { 400: { description: "Invalid body or parameter (INVALID_PARAMETER) or malformed JSON (INVALID_REQUEST)", content: errorContent } };

export const listPublicRoute = createRoute({
  method: "get",
  path: "/v1/briefings/public",
  operationId: "listPublicBriefings",
  tags,
  summary: "Public briefings",
  description: "Briefings their owners made public, latest run first. `last_run_at` is the start of the run the public read shows (the latest answer to the current question; null until the current question has been answered). Anonymous and cached.",
  security: NO_SECURITY,
  responses: {
    200: {
      description: "Public briefings",
      headers: CACHE_HEADER,
      content: json(z.object({ data: z.array(PublicBriefingSummarySchema) }), PUBLIC_BRIEFINGS_EXAMPLE),
    },
    ...errorResponses.internal,
  },
});

export const readPublicRoute = createRoute({
  method: "get",
  path: "/v1/briefings/public/{slug}",
  operationId: "getPublicBriefing",
  tags,
  summary: "Read a public briefing",
  description: "The briefing's question and its most recent answered run (null before the first one). Anonymous and cached.",
  security: NO_SECURITY,
  request: { params: SlugParams },
  responses: {
    200: { description: "The briefing", headers: CACHE_HEADER, content: json(z.object({ data: PublicBriefingReadSchema }), PUBLIC_BRIEFING_EXAMPLE) },
    ...errorResponses.badRequest,
    ...errorResponses.notFound,
    ...errorResponses.internal,
  },
});

export const createBriefingRoute = createRoute({
  method: "post",
  path: "/v1/briefings",
  operationId: "createBriefing",
  tags,
  summary: "Save a briefing",
  description:
    "Saves a question to be answered on a cadence (daily or weekly). A public briefing gets a unique slug from its name. A free key may keep at most 10 briefings (403 UPGRADE_REQUIRED with details.limit and details.used). A `region` the key may not read is 403 REGION_NOT_ALLOWED. Every run answers with the key's access as it is when the run starts.",
  security: KEY_SECURITY,
  middleware: [requireKey] as const,
  request: { body: { required: true, content: json(CreateBody, BRIEFING_CREATE_EXAMPLE) } },
  responses: {
    201: { description: "Created", content: json(z.object({ data: BriefingSchema }), BRIEFING_EXAMPLE) },
    ...badRequest,
    403: { description: "The key's briefing limit is reached (UPGRADE_REQUIRED), or the key may not read `region` (REGION_NOT_ALLOWED)", content: errorContent },
    ...keyErrors,
  },
});

export const listBriefingsRoute = createRoute({
  method: "get",
  path: "/v1/briefings",
  operationId: "listBriefings",
  tags,
  summary: "List the key's briefings",
  security: KEY_SECURITY,
  middleware: [requireKey] as const,
  responses: {
    200: { description: "The key's briefings, oldest first", content: json(z.object({ data: z.array(BriefingSchema) }), BRIEFINGS_EXAMPLE) },
    ...keyErrors,
  },
});

export const getBriefingRoute = createRoute({
  method: "get",
  path: "/v1/briefings/{id}",
  operationId: "getBriefing",
  tags,
  summary: "A briefing with its latest run",
  description: "Another key's briefing is 404.",
  security: KEY_SECURITY,
  middleware: [requireKey] as const,
  request: { params: IdParams },
  responses: {
    200: { description: "The briefing", content: json(z.object({ data: BriefingDetailSchema }), BRIEFING_DETAIL_EXAMPLE) },
    ...errorResponses.badRequest,
    ...errorResponses.notFound,
    ...keyErrors,
  },
});

export const updateBriefingRoute = createRoute({
  method: "patch",
  path: "/v1/briefings/{id}",
  operationId: "updateBriefing",
  tags,
  summary: "Change a briefing",
  description:
    "Changes the given fields. Making a briefing public gives it a slug if it has none; a slug, once given, stays. A `region` the key may not read is 403 REGION_NOT_ALLOWED.",
  security: KEY_SECURITY,
  middleware: [requireKey] as const,
  request: { params: IdParams, body: { required: true, content: json(UpdateBody, BRIEFING_UPDATE_EXAMPLE) } },
  responses: {
    200: { description: "The updated briefing", content: json(z.object({ data: BriefingSchema }), BRIEFING_EXAMPLE) },
    ...badRequest,
    403: { description: "The key may not read `region` (REGION_NOT_ALLOWED)", content: errorContent },
    ...errorResponses.notFound,
    ...keyErrors,
  },
});

export const deleteBriefingRoute = createRoute({
  method: "delete",
  path: "/v1/briefings/{id}",
  operationId: "deleteBriefing",
  tags,
  summary: "Delete a briefing",
  description: "Deletes the briefing and its runs.",
  security: KEY_SECURITY,
  middleware: [requireKey] as const,
  request: { params: IdParams },
  responses: {
    204: { description: "Deleted" },
    ...errorResponses.badRequest,
    ...errorResponses.notFound,
    ...keyErrors,
  },
});

export const listRunsRoute = createRoute({
  method: "get",
  path: "/v1/briefings/{id}/runs",
  operationId: "listBriefingRuns",
  tags,
  summary: "A briefing's runs",
  description: "Newest first, paged with an opaque `cursor` (meta.next_cursor).",
  security: KEY_SECURITY,
  middleware: [requireKey] as const,
  request: {
    params: IdParams,
    query: z.object({
      limit: queryInteger({ min: 1, max: 100, default: 20, description: "Runs per page", example: 10 }),
      cursor: pageCursor(),
    }),
  },
  responses: {
    200: {
      description: "One page of runs",
      content: json(
        z.object({
          data: z.array(BriefingRunSchema),
          meta: z.object({ count: z.number().int(), limit: z.number().int(), next_cursor: z.string().optional() }),
        }),
        BRIEFING_RUNS_EXAMPLE,
      ),
    },
    ...errorResponses.badRequest,
    ...errorResponses.notFound,
    ...keyErrors,
  },
});

export const runNowRoute = createRoute({
  method: "post",
  path: "/v1/briefings/{id}/runs",
  operationId: "runBriefing",
  tags,
  summary: "Run a briefing now",
  description:
    "Answers the briefing's question now and records the run (status success, no_data, unavailable or error). No request body. The answer reads only what the key may read at this moment: a question about a series or region it may not read is recorded as `error` naming the refusal (REGION_NOT_ALLOWED or CATEGORY_NOT_ALLOWED).",
  security: KEY_SECURITY,
  middleware: [requireKey] as const,
  request: { params: IdParams },
  responses: {
    201: { description: "The run", content: json(z.object({ data: BriefingRunSchema }), BRIEFING_RUN_EXAMPLE) },
    ...errorResponses.badRequest,
    ...errorResponses.notFound,
    ...keyErrors,
  },
});
