import { ErrorEnvelopeSchema } from "../../http/errors.js";
import { createRoute, z } from "@hono/zod-openapi";
import { NO_SECURITY } from "../../http/auth.js";
import { INDICATOR_EXAMPLE, INDICATORS_EXAMPLE } from "../../http/examples.js";
import { boundedText, CACHE_HEADER, errorResponses, queryBoolean, queryInteger } from "../../http/schemas.js";

const nullableString = z.string().nullable();

export const IndicatorSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    description: nullableString,
    source: nullableString.openapi({ description: "Source slug" }),
    category: nullableString,
    subcategory: nullableString,
    access_tier: z.enum(["free", "premium"]),
    unit: nullableString,
    frequency: nullableString,
    is_active: z.boolean(),
    display: z.record(z.string(), z.unknown()).optional(),
    projection: z.literal(true).optional(),
    provisionable: z.literal(true).optional().openapi({
      description:
        "Present only on search results an upstream offered when nothing stored matched (today: FRED series, code `fred.<SERIES_ID>`). The series is not stored yet; its id is the one it will keep. Reading it (GET /v1/indicators/{code}, or a data route, which answers 202 while the history loads) adds it to the catalog.",
    }),
  })
  .openapi("Indicator");

export const IndicatorDetailSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    description: nullableString,
    category: nullableString,
    subcategory: nullableString,
    access_tier: z.enum(["free", "premium"]),
    unit: nullableString,
    frequency: nullableString,
    source: z.object({ slug: z.string(), name: z.string() }).nullable(),
    default_region: z.object({ code: z.string(), name: z.string() }).nullable(),
    available_regions: z.array(z.string()),
    date_range: z.object({ start: z.iso.date().nullable(), end: z.iso.date().nullable() }),
    seasonal_adjustment: z.string().nullable().optional().openapi({
      description:
        "Extra field beyond the interface: seasonal adjustment as the publisher states it, e.g. `SA` (seasonally adjusted), `NSA` (not seasonally adjusted) or `SAAR` (seasonally adjusted annual rate); null where it does not apply or the source does not say (annual series, prices). This server always sends it.",
      example: "NSA",
    }),
    aggregation: z.enum(["sum", "mean"]).nullable().optional().openapi({
      description:
        "Extra field beyond the interface: how a longer period is made of this series' values, where the source's periods are amounts (`sum`: a day's rain, so a month's is their total) or conditions observed each period (`mean`: a day's temperature); null for a level read at a point (a price, an index, a count), whose value over a longer period is its last. `GET /v1/ask` answers a longer period with it. This server always sends it.",
      example: null,
    }),
    projection: z.literal(true).optional(),
    retired: z
      .object({
        retired_at: z.iso.date(),
        reason: z.string(),
        replaced_by: z.string().optional().openapi({ description: "Code of the current indicator that replaces this one" }),
      })
      .optional()
      .openapi({
        description:
          "Present when the indicator is retired: its stored data is still served (detail, observations, latest) but no longer updates. Searches list a retired indicator after every current match, and /v1/ask answers from its replacement.",
      }),
  })
  .openapi("IndicatorDetail");

const optionalText = (description: string, example: string) => boundedText(200).optional().openapi({ description, example });

export const listIndicatorsRoute = createRoute({
  method: "get",
  path: "/v1/indicators",
  operationId: "listIndicators",
  tags: ["Catalog"],
  summary: "List and search indicators",
  description:
    "Filters combine with AND. `search` takes plain words: every word must match the code, name or description; common economic synonyms and phrases are expanded (jobs → employment, payrolls; joblessness → unemployment; stocks → equity prices, S&P 500; oil → crude; inflation → consumer price index; house prices → home price, Case-Shiller; interest rates → yield, Treasury; …); results are ordered by relevance with headline national series first, and a retired indicator (detail field `retired`) after every current match. When a search (alone, or with `source=fred`) matches nothing stored and FRED is configured on the server, FRED's own search answers instead: its matches are listed as `fred.<SERIES_ID>` items marked `provisionable: true` (meta.total is FRED's count of matches). If FRED cannot be reached the stored (empty) result is answered, uncached.",
  security: NO_SECURITY,
  request: {
    query: z.object({
      source: optionalText("Source slug", "bls-ces"),
      category: optionalText("Category, e.g. labor", "labor"),
      frequency: optionalText("Frequency, e.g. monthly", "monthly"),
      search: boundedText(200).optional().openapi({ description: "Plain words", example: "nonfarm employment" }),
      code: optionalText("Exact indicator code (any case; spaces around it are ignored)", "ces.nonfarm"),
      codes: boundedText(2000).optional().openapi({ description: "Comma-separated indicator codes (any case)", example: "ces.nonfarm,ces.construction" }),
      include_inactive: queryBoolean("Include inactive indicators"),
      limit: queryInteger({ min: 0, max: 100, default: 50, description: "Page size", example: 10 }),
      offset: queryInteger({ min: 0, default: 0, description: "Rows to skip", example: 0 }),
    }),
  },
  responses: {
    200: {
      description: "Indicators",
      headers: CACHE_HEADER,
      content: {
        "application/json": {
          schema: z.object({
            data: z.array(IndicatorSchema),
            meta: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
          }),
          example: INDICATORS_EXAMPLE,
        },
      },
    },
    ...errorResponses.badRequest,
    ...errorResponses.internal,
  },
});

export const getIndicatorRoute = createRoute({
  method: "get",
  path: "/v1/indicators/{code}",
  operationId: "getIndicator",
  tags: ["Catalog"],
  summary: "Indicator detail",
  description:
    "One indicator with its stored regions and date range. When the code exists in several sources and no `source` is given, the headline one answers and `meta.ambiguous_with` lists the other source slugs. With FRED configured on the server, `fred.<SERIES_ID>` (the id upper-cased: `fred.dgs10` is `fred.DGS10`) names any FRED series: the first read adds it to the catalog from FRED's metadata (404 if FRED has no such series, 503 upstream_unavailable if FRED cannot be reached); its history loads on the first data read.",
  security: NO_SECURITY,
  request: {
    params: z.object({ code: boundedText(200).openapi({ description: "Indicator code, or fred.<SERIES_ID> where the server is set up for FRED", example: "ces.nonfarm" }) }),
    query: z.object({
      source: optionalText("Source slug, to choose among indicators sharing a code", "bls-ces"),
      include_inactive: queryBoolean("Also find an inactive indicator"),
    }),
  },
  responses: {
    200: {
      description: "Indicator detail",
      headers: CACHE_HEADER,
      content: {
        "application/json": {
          schema: z.object({
            data: IndicatorDetailSchema,
            meta: z.object({ ambiguous_with: z.array(z.string()) }).optional(),
          }),
          example: INDICATOR_EXAMPLE,
        },
      },
    },
    ...errorResponses.badRequest,
    ...errorResponses.notFound,
    429: {
      description:
        "RATE_LIMIT_EXCEEDED with Retry-After: with FRED configured, more series new to the catalog were asked for from this address in a minute than ON_DEMAND_NEW_SERIES_PER_CLIENT_PER_MINUTE",
      content: { "application/json": { schema: ErrorEnvelopeSchema } },
    },
    ...errorResponses.internal,
  },
});
