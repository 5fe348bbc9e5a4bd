import { createRoute, z } from "@hono/zod-openapi";
import { NO_SECURITY } from "../../http/auth.js";
import { REGIONS_EXAMPLE } from "../../http/examples.js";
import { boundedText, CACHE_HEADER, errorResponses } from "../../http/schemas.js";

export const RegionSchema = z
  .object({
    code: z.string().openapi({ description: "ISO 3166-1 alpha-2 for countries, 2-digit FIPS for US states, 5-digit FIPS for counties, WLD for the world" }),
    type: z.string().openapi({ example: "county" }),
    name: z.string(),
    slug: z.string(),
    parent_code: z.string().nullable(),
    fips_state: z.string().nullable(),
    fips_county: z.string().nullable(),
  })
  .openapi("Region");

export const listRegionsRoute = createRoute({
  method: "get",
  path: "/v1/regions",
  operationId: "listRegions",
  tags: ["Catalog"],
  summary: "List regions",
  description:
    "Regions by type and parent. `parent` takes a code, a slug or a US state postal abbreviation; when text is ambiguous (`CA` is Canada and California), the region that has children of the asked type wins, else the canonical code.",
  security: NO_SECURITY,
  request: {
    query: z.object({
      type: boundedText(40).optional().openapi({ description: "Region type: world, country, state, county", example: "county" }),
      parent: boundedText(120).optional().openapi({ description: "Parent region (code, slug, postal abbreviation or country ISO alpha-3 code)", example: "CA" }),
    }),
  },
  responses: {
    200: {
      description: "Regions",
      headers: CACHE_HEADER,
      content: { "application/json": { schema: z.object({ data: z.array(RegionSchema) }), example: REGIONS_EXAMPLE } },
    },
    ...errorResponses.badRequest,
    ...errorResponses.notFound,
    ...errorResponses.internal,
  },
});
