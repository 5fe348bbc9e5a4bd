import { createRoute, z } from "@hono/zod-openapi";
import { NO_SECURITY } from "../../http/auth.js";
import { SOURCES_EXAMPLE } from "../../http/examples.js";
import { CACHE_HEADER, errorResponses, queryBoolean } from "../../http/schemas.js";

export const SourceSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    provider: z.string().nullable(),
    category: z.string().nullable(),
    indicator_count: z.number().int().min(0),
    docs_url: z.url().nullable(),
    license: z.string().nullable().optional().openapi({ description: "Terms the data is published under, as the publisher states them" }),
    last_checked_at: z.iso.datetime().nullable().optional().openapi({
      description: "Present on sources the scheduled refresh keeps current: when their upstream files were last checked (null: not yet since first start)",
    }),
    last_changed_at: z.iso.datetime().nullable().optional().openapi({
      description: "Present on sources the scheduled refresh keeps current: when an upstream file last brought a change (null: none since first start)",
    }),
  })
  .openapi("Source");

export const listSourcesRoute = createRoute({
  method: "get",
  path: "/v1/sources",
  operationId: "listSources",
  tags: ["Catalog"],
  summary: "List data sources",
  description: "Every data source with its provider, category, documentation address and indicator count.",
  security: NO_SECURITY,
  request: { query: z.object({ include_inactive: queryBoolean("Include inactive sources") }) },
  responses: {
    200: {
      description: "Sources",
      headers: CACHE_HEADER,
      content: { "application/json": { schema: z.object({ data: z.array(SourceSchema) }), example: SOURCES_EXAMPLE } },
    },
    ...errorResponses.badRequest,
    ...errorResponses.internal,
  },
});
