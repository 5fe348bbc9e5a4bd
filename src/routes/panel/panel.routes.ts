import { createRoute, z } from "@hono/zod-openapi";
import { CSV_CONTENT, formatParam } from "../../http/csv.js";
import { unitsParam } from "../../http/transform-params.js";
import { DATA_SECURITY, keyOrPayment } from "../../http/auth.js";
import { dataRouteResponses, RATE_LIMIT_HEADERS } from "../../http/data-schemas.js";
import { PANEL_EXAMPLE } from "../../http/examples.js";
import { isoDate } from "../../http/dates.js";
import { boundedText, repeatableList } from "../../http/schemas.js";

export const PanelResponseSchema = z
  .object({
    dates: z.array(z.iso.date()),
    series: z.record(z.string(), z.array(z.number().nullable())),
    meta: z.object({
      units: z.record(z.string(), z.string()),
      alignment: z.object({ missing: z.enum(["drop", "ffill"]), grid_points: z.number().int().min(0).max(5000) }),
      region: z.string().nullable().openapi({ description: "The region of every series, or null when they differ (then see `regions`)" }),
      regions: z.record(z.string(), z.string()).openapi({ description: "Each series' region: the one asked, else the indicator's default (WTI is US, Brent world)" }),
      frequency: z.enum(["daily", "monthly", "quarterly", "annual"]),
      resample: z
        .object({
          method: z.enum(["mean", "last", "sum"]),
          sources: z.record(z.string(), z.enum(["daily", "weekly", "monthly", "quarterly", "annual"])),
          incomplete: z.record(z.string(), z.array(z.string())).openapi({
            description:
              "For each resampled series, the dates of the answer whose value is built from fewer native periods than the period spans (a month missing from a quarter). Judged for monthly and quarterly series; a daily or weekly series' list is empty",
          }),
        })
        .optional(),
    }),
  })
  .openapi("PanelResponse");

export const MAX_PANEL_SERIES = 20;

export const panelRoute = createRoute({
  method: "get",
  path: "/v1/panel",
  operationId: "getPanel",
  tags: ["Data"],
  summary: "Several series on one aligned date grid",
  description:
    "Aligns 1..20 indicators for one region on a regular grid at `frequency` (default: the coarsest native frequency among them). Finer series are resampled (`mean`, `last` or `sum` per period); a frequency finer than a series' native one is refused. `missing=drop` keeps only dates where every series has a value; `ffill` carries each series' last level forward over the dates it has no value for (a level known before `start` included), up to its last value and not beyond (a series that ended or has not published a period yet stays null there). `ffill` carries levels only: with `units` that compare two observations (`chg`, `ch1`, `pch`, `pc1`, `pca`, `cch`, `cca`) a date without an observation of its own, or whose predecessor is missing, stays null, as a carried level has no change (`log` is carried, being the level's). At most 5000 dates in the answer (with `drop`, the complete ones).",
  security: DATA_SECURITY,
  middleware: [keyOrPayment({ price: "panel" })] as const,
  request: {
    query: z.object({
      indicators: repeatableList({ description: "Comma-separated indicator codes (or repeat the parameter), each series once", maxItems: MAX_PANEL_SERIES, example: "ces.nonfarm,ces.construction", required: true }),
      region: boundedText(120).optional().openapi({ description: "Region (default: each indicator's default region)", example: "US" }),
      frequency: z
        .enum(["daily", "monthly", "quarterly", "annual"])
        .optional()
        .openapi({ description: "Grid frequency (default: the coarsest native frequency among the series; finer than a series' own is refused)", example: "monthly" }),
      missing: z
        .enum(["drop", "ffill"])
        .default("drop")
        .openapi({ description: "drop: only dates where every series has a value; ffill: carry each series' last level forward, up to its last value (a change from `units` is never carried)" }),
      resample: z.enum(["mean", "last", "sum"]).default("mean").openapi({ description: "How a finer series becomes one value per grid period" }),
      start: isoDate("First grid period (inclusive)", "2015-10-01").optional(),
      end: isoDate("Last grid period (inclusive)", "2015-12-01").optional(),
      units: unitsParam,
      format: formatParam,
    }),
  },
  responses: {
    200: {
      description: "The aligned panel",
      headers: RATE_LIMIT_HEADERS,
      content: { "application/json": { schema: PanelResponseSchema, example: PANEL_EXAMPLE }, ...CSV_CONTENT },
    },
    ...dataRouteResponses,
  },
});
