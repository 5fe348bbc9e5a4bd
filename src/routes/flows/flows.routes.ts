import { createRoute, z } from "@hono/zod-openapi";
import { CSV_CONTENT, formatParam } from "../../http/csv.js";
import { DATA_SECURITY, keyOrPayment } from "../../http/auth.js";
import { dataRouteResponses, RATE_LIMIT_HEADERS } from "../../http/data-schemas.js";
import { FLOWS_EXAMPLE } from "../../http/examples.js";
import { boundedText, queryInteger } from "../../http/schemas.js";
import { isoYear } from "../../http/dates.js";
import { FLOW_MEASURES } from "../../sources/irs-migration.js";

const place = z.object({ code: z.string(), name: z.string() });

export const FlowSchema = z
  .object({ origin: place, destination: place, measure: z.string(), period_start: z.iso.date(), value: z.number() })
  .openapi("Flow");

export const flowsRoute = createRoute({
  method: "get",
  path: "/v1/flows",
  operationId: "listFlows",
  tags: ["Data"],
  summary: "County-to-county migration flows",
  description:
    "IRS SOI county-to-county migration: returns (≈ households), individuals and their adjusted gross income (USD thousands), ordered by value, largest first. Without `period`, the latest period with flows matching the filters. `period` is the first filing year of the pair (a year `2021` or a date `2021-01-01`). A key restricted to regions reads the flows whose origin or destination is one of its counties: `origin`/`destination` must name at least one of them (else 403 REGION_NOT_ALLOWED), and without either it gets only flows into or out of its counties.",
  security: DATA_SECURITY,
  middleware: [keyOrPayment({ price: "flows" })] as const,
  request: {
    query: z.object({
      origin: boundedText(120).optional().openapi({ description: "Origin county (5-digit FIPS, or its slug)", example: "06037" }),
      destination: boundedText(120).optional().openapi({ description: "Destination county (5-digit FIPS, or its slug)", example: "06059" }),
      measure: z.enum(FLOW_MEASURES).optional().openapi({ description: "agi, returns or individuals; omitted: all three", example: "returns" }),
      period: isoYear("Period (first filing year of the pair)", "2021").optional(),
      limit: queryInteger({ min: 0, max: 500, default: 100, description: "Rows (0..500)", example: 2 }),
      format: formatParam,
    }),
  },
  responses: {
    200: {
      description: "Flows, largest first",
      headers: RATE_LIMIT_HEADERS,
      content: {
        "application/json": {
          schema: z
            .object({
              data: z.array(FlowSchema),
              meta: z.object({
                count: z.number().int().min(0),
                limit: z.number().int().min(0).max(500),
                period: z.iso.date().nullable(),
                filters: z.object({ origin: z.string().optional(), destination: z.string().optional(), measure: z.string().optional() }),
                units: z.object({ agi: z.literal("USD, thousands"), returns: z.literal("count"), individuals: z.literal("count") }),
                source_attribution: z.string().optional(),
              }),
            })
            .openapi("FlowsResponse"),
          example: FLOWS_EXAMPLE,
        },
        ...CSV_CONTENT,
      },
    },
    ...dataRouteResponses,
  },
});
