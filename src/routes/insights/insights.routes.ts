import { createRoute, z } from "@hono/zod-openapi";
import { DATA_SECURITY, keyOrPayment } from "../../http/auth.js";
import { dataRouteResponses, RATE_LIMIT_HEADERS } from "../../http/data-schemas.js";
import { boundedText } from "../../http/schemas.js";
import { INSIGHTS_EXAMPLE } from "../../http/examples.js";
import { SignalVocabularySchema } from "../signals/signals.routes.js";

export const InsightFactSchema = z
  .object({
    kind: z.enum(["trend", "latest_delta", "watermark_high_distance", "watermark_low_distance", "longest_run", "peer_rank"]),
    params: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .openapi({ description: "The numbers behind the fact; every placeholder of humanTemplate is a key here or {indicator}, {region}, {unit}" }),
    humanTemplate: z.string().openapi({ example: "{indicator} in {region} rose {change_abs} {change_unit} to {latest_value} {unit} in {latest_date} from {previous_date}." }),
    salience: z.number().min(0).max(1).openapi({ description: "How notable the fact is, for ordering (0..1)" }),
    text: z.string().nullable().openapi({ description: "The filled-in sentence for curated indicators (headline and original series); null otherwise" }),
  })
  .openapi("InsightFact");

export const InsightSignalSchema = z
  .object({
    id: z.uuid(),
    indicator: z.string(),
    region: z.string(),
    kind: z.enum(["acceleration", "extreme", "trend_break"]),
    strength: z.enum(["weak", "neutral", "strong"]),
    direction: z.enum(["up", "down"]).nullable(),
    salience: z.number().min(0).max(1).openapi({ description: "From the strength: weak 0.5, neutral 0.75, strong 1" }),
    summary: z.string().openapi({ description: "Short label, e.g. 'Unemployment rate at an extreme high (worsening)'" }),
    observed_at: z.iso.datetime().openapi({ description: "The latest evaluation that flagged it (last_seen_at)" }),
    evidence: z.record(z.string(), z.unknown()).optional(),
    vocabulary: SignalVocabularySchema,
    text: z.string(),
  })
  .openapi("InsightSignal");

export const InsightsResponseSchema = z
  .object({
    data: z.object({
      indicator: z.string(),
      region: z.string(),
      facts: z.array(InsightFactSchema),
      signals: z.array(InsightSignalSchema),
    }),
    meta: z.object({
      as_of_period: z.iso.date().nullable().openapi({ description: "The latest period the facts are computed from" }),
      generated_at: z.iso.datetime(),
      omitted: z
        .array(
          z.object({
            fact: z.enum(["peer_rank", "signals"]),
            reason: z.string(),
          }),
        )
        .openapi({
          description:
            "What was left out for this reader: peer_rank when the key may read fewer than two of the peer regions (a region-restricted key is ranked only among the regions it may read); signals when the key lacks premium access (signals are premium, as on /v1/signals)",
        }),
    }),
  })
  .openapi("Insights");

export const insightsRoute = createRoute({
  method: "get",
  path: "/v1/insights",
  operationId: "getInsights",
  tags: ["Insights"],
  summary: "Facts and active signals for one series",
  description:
    "Short, checkable statements about one indicator in one region, each with its numbers (`params`), a sentence template and a salience: the recent trend, the latest change (and against a year earlier), the distance from the record high and low (all data and five years), the current run of rises or falls, and the rank among peer regions for the latest period (a county among its state's counties, a state among the states, a country among the countries; only among the regions the key may read, and left out, with `meta.omitted` saying so, when that leaves fewer than two). `text` is the filled-in sentence for curated indicators (headline and original series). `signals` are the series' open signal intervals, for a key with premium access or a payer (a key without it gets an empty list and a `meta.omitted` entry).",
  security: DATA_SECURITY,
  middleware: [keyOrPayment({ price: "insights" })] as const,
  request: {
    query: z.object({
      indicator: boundedText(200).openapi({ description: "Indicator code (GET /v1/indicators lists them)", example: "ces.nonfarm" }),
      region: boundedText(120)
        .optional()
        .openapi({ description: "Region code, slug, US state postal abbreviation or country ISO alpha-3 code (default: the indicator's default region)", example: "US" }),
    }),
  },
  responses: {
    200: {
      description: "The facts and signals",
      headers: RATE_LIMIT_HEADERS,
      content: { "application/json": { schema: InsightsResponseSchema, example: INSIGHTS_EXAMPLE } },
    },
    ...dataRouteResponses,
  },
});
