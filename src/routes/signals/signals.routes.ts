import { createRoute, z } from "@hono/zod-openapi";
import { DATA_SECURITY, keyOrPayment } from "../../http/auth.js";
import { dataRouteResponses, RATE_LIMIT_HEADERS } from "../../http/data-schemas.js";
import { ACTIVE_SIGNALS_EXAMPLE, SIGNALS_EXAMPLE } from "../../http/examples.js";
import { isoDate } from "../../http/dates.js";
import { pageCursor, queryInteger, repeatableList } from "../../http/schemas.js";

const DATE_TIME = z.iso.datetime().openapi({ example: "2026-01-31T12:00:00Z" });

export const SignalVocabularySchema = z
  .object({
    glyph: z.string().openapi({ description: "▲ ▼ (acceleration), ⇑ ⇓ (extreme), ↗ ↘ (trend break)" }),
    label: z.string().openapi({ example: "All employees, total nonfarm accelerating downward (worsening)" }),
    tone: z.enum(["positive", "negative", "neutral"]).openapi({ description: "Direction read with the indicator's polarity" }),
  })
  .openapi("SignalVocabulary");

export const SignalSchema = z
  .object({
    id: z.uuid(),
    indicator: z.object({
      code: z.string(),
      name: z.string(),
      category: z.string().nullable(),
      unit: z.string().nullable(),
      frequency: z.string().nullable(),
      source: z.object({ slug: z.string(), name: z.string() }),
    }),
    region: z.object({ code: z.string(), name: z.string() }),
    type: z.enum(["acceleration", "extreme", "trend_break"]),
    strength: z.enum(["weak", "neutral", "strong"]),
    direction: z.enum(["up", "down"]).nullable(),
    valid_from: DATE_TIME.openapi({ description: "When the condition began (the start of its period, 00:00Z)" }),
    valid_to: DATE_TIME.nullable().openapi({ description: "When it was first found to no longer hold; null while it holds" }),
    detected_at: DATE_TIME.openapi({ description: "The evaluation that first flagged it" }),
    last_seen_at: DATE_TIME.openapi({ description: "The latest evaluation that still flagged it" }),
    evidence: z.record(z.string(), z.unknown()).openapi({ description: "The detector's numbers (z-score or F statistic, windows, dates)" }),
    vocabulary: SignalVocabularySchema,
    text: z.string().openapi({ example: "All employees, total nonfarm in United States has been accelerating downward since 2008-09-01 (strong signal; worsening)." }),
  })
  .openapi("Signal");

const FilterMetaSchema = z.object({
  indicator: z.array(z.string()),
  region: z.string().nullable(),
  strength: z.enum(["weak", "neutral", "strong"]),
  active: z.boolean().nullable(),
  type: z.enum(["acceleration", "extreme", "trend_break"]).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

const SignalListSchema = z
  .object({
    data: z.array(SignalSchema),
    meta: z.object({
      count: z.number().int(),
      limit: z.number().int(),
      filters: FilterMetaSchema,
      next_cursor: z.string().optional(),
    }),
  })
  .openapi("SignalList");

/** Most indicators one signals request may name. */
export const MAX_SIGNAL_INDICATORS = 100;

const commonQuery = {
  indicator: repeatableList({
    description: "Indicator codes, comma-separated or repeated (default: every indicator)",
    maxItems: MAX_SIGNAL_INDICATORS,
    example: "ces.nonfarm,ces.construction",
  }),
  region: z
    .string()
    .min(1)
    .max(120)
    .optional()
    .openapi({ description: "Region code, slug, US state postal abbreviation or country ISO alpha-3 code (default: every region)", example: "US" }),
  type: z.enum(["acceleration", "extreme", "trend_break"]).optional().openapi({ description: "Only this kind of signal", example: "trend_break" }),
  strength: z
    .enum(["weak", "neutral", "strong"])
    .default("neutral")
    .openapi({ description: "Minimum strength; weak signals are hidden unless strength=weak" }),
  limit: queryInteger({ min: 1, max: 500, default: 100, description: "Signals per page", example: 20 }),
};

const DESCRIPTION_COMMON =
  "Signals are intervals during which a detector flagged a series: an **acceleration** (the pace of change shifting), an **extreme** (a value far from what the periods just before it predicted: a shock) or a **trend_break** (the line the series follows changed). Each has a strength (weak, neutral, strong), a direction, the detector's evidence, words to show with it and a sentence. Ordered by valid_from, newest first. Needs the svc-premium grant.";

export const activeSignalsRoute = createRoute({
  method: "get",
  path: "/v1/signals/active",
  operationId: "listActiveSignals",
  tags: ["Insights"],
  summary: "Signals that hold now",
  description: `${DESCRIPTION_COMMON} Only open intervals (valid_to null); one page, no cursor.`,
  security: DATA_SECURITY,
  middleware: [keyOrPayment({ price: "signals", premium: true })] as const,
  request: { query: z.object(commonQuery) },
  responses: {
    200: {
      description: "The open signals",
      headers: RATE_LIMIT_HEADERS,
      content: { "application/json": { schema: SignalListSchema, example: ACTIVE_SIGNALS_EXAMPLE } },
    },
    ...dataRouteResponses,
  },
});

export const signalsRoute = createRoute({
  method: "get",
  path: "/v1/signals",
  operationId: "listSignals",
  tags: ["Insights"],
  summary: "Signal history",
  description: `${DESCRIPTION_COMMON} Open and closed intervals; \`from\`/\`to\` keep the intervals that overlap the span. Pages with an opaque \`cursor\` (keyset on valid_from, id): repeating the same filters with meta.next_cursor never skips or repeats an interval.`,
  security: DATA_SECURITY,
  middleware: [keyOrPayment({ price: "signals", premium: true })] as const,
  request: {
    query: z.object({
      ...commonQuery,
      active: z
        .enum(["true", "false", "1", "0"])
        .optional()
        .transform((v) => (v === undefined ? null : v === "true" || v === "1"))
        .openapi({ type: "boolean", description: "true: only open intervals; false: only closed ones; omitted: both", example: false }),
      from: isoDate("Only intervals still running on or after this date (valid_to null or ≥ from)", "2008-01-01").optional(),
      to: isoDate("Only intervals that began on or before this date", "2015-12-31").optional(),
      cursor: pageCursor("the same filters"),
    }),
  },
  responses: {
    200: {
      description: "One page of signals",
      headers: RATE_LIMIT_HEADERS,
      content: { "application/json": { schema: SignalListSchema, example: SIGNALS_EXAMPLE } },
    },
    ...dataRouteResponses,
  },
});
