import { ErrorEnvelopeSchema } from "../../http/errors.js";
import { createRoute, z } from "@hono/zod-openapi";
import { DATA_SECURITY, keyOrPayment } from "../../http/auth.js";
import { dataRouteResponses, RATE_LIMIT_HEADERS } from "../../http/data-schemas.js";
import { boundedText, trimmedText, WINDOW_LIMITS, windowParam } from "../../http/schemas.js";
import { ASK_EXAMPLE, ASK_UNAVAILABLE_EXAMPLE } from "../../http/examples.js";

const CitationSchema = z
  .object({
    indicator: z.string(),
    region: z.string(),
    period_start: z.iso.date(),
    value: z.number(),
    unit: z.string().nullable(),
    source: z.object({ slug: z.string(), name: z.string() }),
    path: z.string().openapi({ description: "The API request that returns this value" }),
  })
  .openapi("AskCitation");

export const AskAnswerSchema = z
  .object({
    question: z.string(),
    status: z.enum(["answered", "no_data", "unresolved"]),
    answer: z.string(),
    facts: z.array(z.object({ kind: z.string(), text: z.string(), params: z.record(z.string(), z.unknown()) })),
    citations: z.array(CitationSchema),
    trace: z.array(z.object({ step: z.string(), detail: z.string() })),
  })
  .openapi("AskAnswer");

export const askRoute = createRoute({
  method: "get",
  path: "/v1/ask",
  operationId: "askQuestion",
  tags: ["Ask"],
  summary: "Answer a plain-language question from the stored series",
  description:
    "Reads the question (what is asked, when, where), finds the series in the catalog, and answers from stored observations. Every number in `answer` is cited (`citations[].path` reproduces it), is the difference / percent change of two cited values, or is a mean or a total declared in `facts` (`params.average` or `params.total`, with the `path` of the values averaged or added: an average asked of a window, the series' own average it is compared with, or a longer period of a series whose periods add up, such as a year's rain), a compound rate a year between two cited values (`kind` `annual_rate`: `params.annual_rate_pct`, with the values, dates and years it is taken over; asked per decade, `params.decade_rate_pct`, ten such years compounded), a mean change a year between two cited values (`kind` `annual_change`: `params.change_per_year`, their difference over `params.years`, of a concentration or a level with no true zero: \"the average annual increase in CO2\"; asked per decade, `params.change_per_decade`, ten times it), what a sum of dollars of one period buys at another (`kind` `purchasing_power`: `params.ratio`, the cited `params.to_value` over the cited `params.from_value` of one price index, and `params.worth`, the sum asked, `params.amount`, times it: \"what is $100 from 1990 worth today\"; with \"how much has the dollar lost\", `params.lost_share`, one less the cited `params.from_value` over the cited `params.to_value`), what a sum put into what a series prices makes (`kind` `investment`: `params.worth`, `params.amount` times the cited `params.to_value` over the cited `params.from_value`, the value alone with no dividends: \"how much would $10,000 invested in the S&P 500 in 2000 be worth today\"), a rate told the other way round (`kind` `inverse`: `params.inverse`, one over the cited `params.value` of `params.date`: US dollars per unit of a currency stored in units per dollar), an amount of money told in another currency (`kind` `conversion`: `params.converted`, the amount asked or a cited value in US dollars, `params.amount`, over the cited `params.from_rate` times the cited `params.to_rate` of `params.date`, rates in units per US dollar and null for the dollar itself: \"convert 100 dollars to yen\", \"the gold price in euros\", at the rate of the month that holds the value's period; a quarter's or a year's value at the mean of its months' cited rates, `params.to_rates` of the months `params.to_dates`: \"US GDP in 2023 in euros\"), a value at the latest prices of a consumer price index (`kind` `real_value`: `params.real_value`, the cited `params.value` of `params.indicator` at `params.date` times the cited `params.index_to` of `params.index_indicator` at `params.index_to_date` over its cited `params.index_from` at `params.index_from_date`: \"the gold price in real terms\"; the difference and percent change of two such real values: \"the real price of gold today compared to 1980\"), a rate in real terms (`kind` `real_rate`: `params.real_rate`, the cited `params.rate` of `params.rate_indicator` at `params.date` less `params.inflation_pct`, the percent change of the cited `params.index_from` of `params.index_indicator` at `params.index_from_date` to its cited `params.index_to` at `params.date`: \"the real 10-year yield\"), one place's value over another's at one period (`kind` `ratio`: `params.ratio`, the cited `params.numerator` over the cited `params.denominator`, told as a percent share or as so many times), a value per person (`kind` `per_capita`: `params.per_capita`, the cited `params.value` times `params.scale` over the cited `params.population` of the same region and period; the difference and percent change of two such values: \"how much did India's GDP per capita grow from 2000 to 2020\"), a standard deviation of a fact's `path` (`kind` `volatility`: `params.stdev` of its `params.measure`, the values or their changes or percent changes from one period to the next, and `params.annualized`, times the square root of `params.periods_a_year`), or one series' cited value over another's (`kind` `series_ratio`: `params.ratio`, the cited `params.numerator` of `params.numerator_indicator` at `params.numerator_date` over the cited `params.denominator` of `params.denominator_indicator` at `params.denominator_date`: \"the gold to oil ratio\"; with `params.scale`, `params.scaled` is the ratio times it: nominal over real GDP times 100, \"the GDP deflator\", the S&P 500's dividends over its price times 100, \"the dividend yield\", or 1,000 for thousands of persons over persons), the sum of several places' values at one period (`kind` `combined`: `params.sum`, the cited `params.values` of `params.regions` at `params.date` added; another place's cited value of that period less it, or as a percent of it: \"US population vs Indonesia and Pakistan combined\"; the difference and percent change of two such sums: \"how has Europe's GDP changed since 2000\"), the sum of several places' values over the sum of their populations (`kind` `combined_per_capita`: `params.per_capita`, `params.sum`, the cited `params.values` of `params.regions` at `params.date` added, times `params.scale` over `params.population_sum`, their cited `params.populations` of `params.population_indicator` added: \"GDP per capita of Africa\"), the mean of one series less another on the periods both hold (`kind` `mean_difference`: `params.average` over `params.periods` from `params.from_date` to `params.to_date`, `params.paths` the two series' values), one declared mean or total over another (`kind` `ratio_of_means`: `params.ratio`, `params.numerator` over `params.denominator`, two means or totals the answer's facts declare: \"how many times higher was gold in 2020 than in 2000\"), the distance from a cited value to a level the question names (`kind` `level_gap`: `params.gap`, `params.level` less the cited `params.value` at `params.date`, and `params.move_pct`, the gap as a percent of the value; of inflation, `params.value` is the change over twelve months from the cited `params.from_value` at `params.from_date` to the cited `params.to_value`: \"how far is gold from $5,000\"), doublings between two cited values (`kind` `doubling`: `params.doublings`, log2 of the cited `params.to_value` over the cited `params.from_value`, `params.years` between their dates and `params.doubling_years` per doubling; `params.latest_doubling_years` from the cited `params.half_value` at `params.half_date`, the last value at half the latest or below: \"the doubling time of gold since 2000\"), a value's distance from its mean in standard deviations (`kind` `vs_average`: `params.z_score`, the cited `params.value` less the declared `params.average` over the declared `params.stdev`: \"the z-score of the CAPE\"), the correlation of two series on the periods both hold (`kind` `correlation`: Pearson's `params.correlation` of their `params.measure`, the levels or the changes from one period to the next, over `params.periods` periods of `params.frequency`, a finer series averaged over each; `params.paths` the values read: \"the correlation between gold and the S&P 500\"), a number of the catalog's description of a series, quoted when its source or its meaning is asked (`kind` `catalog`: `params.description`, from `params.catalog_path`: \"what does CAPE mean\"), or a count of the periods of a fact's `path` (`params.count`, `params.spells`, `params.periods`: \"how many months was unemployment above 9%\"). `status`: answered, no_data (understood, nothing stored for it) or unresolved (no series could be told). `depth=briefing` adds related series and the region's rank among its peers, using only series and regions the key may read. A question whose series or region the key may not read (including the default region used when the question names none) is refused as on the data routes: 403 CATEGORY_NOT_ALLOWED or REGION_NOT_ALLOWED.",
  security: DATA_SECURITY,
  middleware: [keyOrPayment({ price: (c) => (c.req.query("depth") === "briefing" ? "ask_briefing" : "ask"), prices: ["ask", "ask_briefing"] })] as const,
  request: {
    query: z.object({
      q: trimmedText(500).openapi({ description: "The question, in plain words", example: "What was total nonfarm employment in March 2009?" }),
      region: boundedText(120).optional().openapi({ description: "Region code, slug, US state postal abbreviation or country ISO alpha-3 code (overrides the question)", example: "US" }),
      window: windowParam
        .optional()
        .openapi({ description: `Time window (overrides the question): ${WINDOW_LIMITS}`, example: "5y" }),
      depth: z.enum(["standard", "briefing"]).default("standard").openapi({ description: "briefing adds related series and the region's rank among its peers (priced higher without a key)" }),
    }),
  },
  responses: {
    200: {
      description: "The answer",
      headers: RATE_LIMIT_HEADERS,
      content: {
        "application/json": {
          schema: z.object({
            data: AskAnswerSchema,
            meta: z.object({
              depth: z.enum(["standard", "briefing"]),
              interpreted: z.object({ indicators: z.array(z.string()), region: z.string().nullable(), window: z.string().nullable() }),
            }),
          }),
          example: ASK_EXAMPLE,
        },
      },
    },
    ...dataRouteResponses,
    503: {
      description: "The answer engine is switched off on this server (ASK_UNAVAILABLE); nothing is charged",
      content: { "application/json": { schema: ErrorEnvelopeSchema, example: ASK_UNAVAILABLE_EXAMPLE } },
    },
  },
});
