import { createRoute, z } from "@hono/zod-openapi";
import { UNITS } from "../../domain/units.js";
import { CSV_CONTENT, formatParam } from "../../http/csv.js";
import { aggregationParam, frequencyParam, unitsParam } from "../../http/transform-params.js";
import { DATA_SECURITY, keyOrPayment } from "../../http/auth.js";
import { dataRouteResponses, LatestObservationSchema, ObservationSchema, RATE_LIMIT_HEADERS } from "../../http/data-schemas.js";
import { LATEST_EXAMPLES, OBSERVATIONS_EXAMPLE } from "../../http/examples.js";
import { isoDate } from "../../http/dates.js";
import { boundedText, pageCursor, queryInteger, repeatableList } from "../../http/schemas.js";

const regionParam = boundedText(120)
  .optional()
  .openapi({ description: "Region code, slug, US state postal abbreviation or country ISO alpha-3 code (default: the indicator's default region)", example: "US" });

/** Most indicators one batch `latest` request may name. */
export const MAX_LATEST_BATCH = 20;

export const observationsRoute = createRoute({
  method: "get",
  path: "/v1/observations",
  operationId: "listObservations",
  tags: ["Data"],
  summary: "Observation history of one series",
  description:
    "Every period of one indicator for one region, current values (highest revision) or, with `as_of`, the values as they were known at the end of that UTC day. Pages with an opaque `cursor` (keyset on period_start): a page boundary never skips or repeats a row, even when new periods arrive between pages.",
  security: DATA_SECURITY,
  middleware: [keyOrPayment({ price: "observations" })] as const,
  request: {
    query: z.object({
      indicator: boundedText(200).openapi({ description: "Indicator code (GET /v1/indicators lists them)", example: "ces.nonfarm" }),
      region: regionParam,
      start: isoDate("Earliest period_start (inclusive)", "2015-10-01").optional(),
      end: isoDate("Latest period_start (inclusive)", "2015-12-01").optional(),
      sort: z.enum(["asc", "desc"]).default("asc").openapi({ description: "Order by period_start" }),
      limit: queryInteger({ min: 1, max: 10_000, default: 1000, description: "Rows per page", example: 2 }),
      cursor: pageCursor("the same other parameters"),
      as_of: isoDate("Answer with the values known at the end of this UTC day (from stored revisions)", "2020-01-01").optional(),
      units: unitsParam,
      frequency: frequencyParam,
      aggregation: aggregationParam,
      format: formatParam,
    }),
  },
  responses: {
    200: {
      description: "One page of observations",
      headers: RATE_LIMIT_HEADERS,
      content: {
        "application/json": {
          schema: z.object({
            data: z.array(ObservationSchema),
            meta: z.object({
              indicator: z.string(),
              region: z.string(),
              unit: z.string().nullable(),
              frequency: z.string().nullable(),
              count: z.number().int(),
              limit: z.number().int(),
              units: z.object({ code: z.enum(UNITS), name: z.string() }).optional().openapi({ description: "The transformation applied (absent for levels)" }),
              aggregation: z
                .object({
                  method: z.enum(["avg", "sum", "eop"]),
                  native_frequency: z.string(),
                  incomplete_periods: z.array(z.string()).openapi({
                    description:
                      "period_start of each period on this page whose value is built from fewer native periods than it spans (a month missing from a quarter, a series starting or ending inside a year). Judged for monthly and quarterly series; a daily or weekly series' own calendar decides how many days it holds, so its list is empty",
                  }),
                })
                .optional()
                .openapi({ description: "Present when periods were aggregated from the series' finer native frequency" }),
              next_cursor: z.string().optional(),
            }),
          }),
          example: OBSERVATIONS_EXAMPLE,
        },
        ...CSV_CONTENT,
      },
    },
    ...dataRouteResponses,
  },
});

export const latestRoute = createRoute({
  method: "get",
  path: "/v1/observations/latest",
  operationId: "getLatestObservations",
  tags: ["Data"],
  summary: "Latest observation of one or several series",
  description:
    "`indicator=CODE` answers one LatestObservation; `indicators=A,B,C` (1..20, comma-separated or repeated, each series once) answers an array plus `meta.missing` (codes unknown or without data for the region). The latest period with a value is answered; for projection series, the latest period that is not in the future.",
  security: DATA_SECURITY,
  middleware: [keyOrPayment({ price: "latest" })] as const,
  request: {
    query: z.object({
      indicator: boundedText(200).optional().openapi({ description: "One indicator code (give this or `indicators`)", example: "ces.nonfarm" }),
      indicators: repeatableList({ description: "Comma-separated codes (or repeat the parameter), each series once", maxItems: MAX_LATEST_BATCH, example: "ces.nonfarm,sp500.close" }),
      region: regionParam,
      units: unitsParam,
      format: formatParam,
    }),
  },
  responses: {
    200: {
      description: "The latest observation(s)",
      headers: RATE_LIMIT_HEADERS,
      content: {
        "application/json": {
          schema: z.union([
            z.object({ data: LatestObservationSchema }),
            z.object({
              data: z.array(LatestObservationSchema),
              meta: z.object({ count: z.number().int(), missing: z.array(z.string()) }),
            }),
          ]),
          examples: LATEST_EXAMPLES,
        },
        ...CSV_CONTENT,
      },
    },
    ...dataRouteResponses,
  },
});
