/**
 * Example bodies for the OpenAPI document: what the routes answer for the bundled series (`ces.nonfarm` in
 * `US`, from the BLS CES file of vega-datasets), taken from a running server and trimmed to one or two items.
 * Route declarations attach them to their responses (`content: { "application/json": { schema, example } }`);
 * error envelopes are shared per status and added to every error response by `openApiDocument` (src/app.ts).
 * `npx redocly lint` checks each example against its schema (no-invalid-media-type-examples).
 */
import { MAX_BODY_BYTES, MAX_URL_CHARS } from "./errors.js";

const BLS_CES = { slug: "bls-ces", name: "BLS Current Employment Statistics (via vega-datasets)" };
const NONFARM_ID = "5b916240-0979-4781-84f5-225afa530fab";
const KEY_ID = "42f43f5f-c63f-4ab6-8df3-42d075c25895";
const BRIEFING_ID = "a9230e6a-a173-4251-adbb-37af3f83bc80";
const RUN_ID = "719f6de9-f8a9-4a56-aee8-c8b836cc8c83";

// ---- catalog -------------------------------------------------------------------------------------------

export const SOURCES_EXAMPLE = {
  data: [
    {
      slug: "bls-ces",
      name: BLS_CES.name,
      provider: "U.S. Bureau of Labor Statistics Current Employment Statistics",
      category: "labor",
      indicator_count: 22,
      docs_url: "https://www.bls.gov/ces/",
      license: "U.S. Government Dataset",
    },
    {
      slug: "bls-cpi",
      name: "US Consumer Price Index, CPI-U (BLS)",
      provider: "U.S. Bureau of Labor Statistics",
      category: "prices",
      indicator_count: 2,
      docs_url: "https://www.bls.gov/cpi/",
      license: "ODC-PDDL-1.0 (Open Data Commons Public Domain Dedication and License), via the DataHub core datasets",
      last_checked_at: "2026-03-10T06:00:00Z",
      last_changed_at: null,
    },
  ],
};

export const REGIONS_EXAMPLE = {
  data: [
    { code: "06037", type: "county", name: "Los Angeles County", slug: "los-angeles-county-ca", parent_code: "06", fips_state: "06", fips_county: "037" },
    { code: "06059", type: "county", name: "Orange County", slug: "orange-county-ca", parent_code: "06", fips_state: "06", fips_county: "059" },
  ],
};

const NONFARM_DESCRIPTION =
  "Employment: number of employees on total nonfarm payrolls in the United States, in thousands of persons, seasonally adjusted, monthly, from the BLS Current Employment Statistics (CES) establishment survey. Total nonfarm payroll employment is the usual headline measure of U.S. jobs.";

export const INDICATORS_EXAMPLE = {
  data: [
    {
      id: NONFARM_ID,
      code: "ces.nonfarm",
      name: "All employees, total nonfarm",
      description: NONFARM_DESCRIPTION,
      source: "bls-ces",
      category: "labor",
      subcategory: "employment",
      access_tier: "free",
      unit: "thousands of persons",
      frequency: "monthly",
      is_active: true,
    },
  ],
  meta: { total: 1, limit: 50, offset: 0 },
};

export const INDICATOR_EXAMPLE = {
  data: {
    id: NONFARM_ID,
    code: "ces.nonfarm",
    name: "All employees, total nonfarm",
    description: NONFARM_DESCRIPTION,
    category: "labor",
    subcategory: "employment",
    access_tier: "free",
    unit: "thousands of persons",
    frequency: "monthly",
    source: BLS_CES,
    default_region: { code: "US", name: "United States" },
    available_regions: ["US"],
    date_range: { start: "2006-01-01", end: "2015-12-01" },
    seasonal_adjustment: "SA",
  },
};

// ---- keys ----------------------------------------------------------------------------------------------

export const SIGNUP_REQUEST_EXAMPLE = { email: "you@example.com", source: "newsletter" };

export const SIGNUP_EXAMPLE = {
  data: {
    key: "svc_live_0123456789abcdefghijABCDEFGHIJkl",
    key_hint: "IJkl",
    rate_limit_per_minute: 60,
    docs_url: "https://api.example.org/docs",
  },
  meta: {
    notice:
      "Store this key now: it is shown only once and cannot be retrieved again. Send it as 'Authorization: Bearer <key>' or 'X-API-Key: <key>'.",
  },
};

export const PING_EXAMPLE = { data: { ok: true, key_name: "you@example.com", key_hint: "IJkl", plan: "free", rate_limit_per_minute: 60 } };
export const ROTATED_EXAMPLE = { data: { key: "svc_live_SB2lVl0cj0bH0lIxdQGfKDe76N5VtLlN", key_hint: "tLlN", rate_limit_per_minute: 60 } };
export const ROTATION_EMAILED_EXAMPLE = { data: { status: "emailed", key_hint: "tLlN" } };
export const REVOKED_EXAMPLE = { data: { revoked: true, key_hint: "IJkl" } };
export const RECOVER_REQUEST_EXAMPLE = { email: "billing@example.com" };
export const RECOVER_SENT_EXAMPLE = { data: { status: "sent_if_exists" } };
export const RECOVER_CONFIRM_REQUEST_EXAMPLE = { token: "8Qm2Zt5Lx0Pa7Wc3Yb9Nd1Kf4Hs6Jg2ErT7uV0wX" };
export const RECOVERED_EXAMPLE = { data: { key: "svc_live_SB2lVl0cj0bH0lIxdQGfKDe76N5VtLlN", key_hint: "tLlN" } };

// ---- data ----------------------------------------------------------------------------------------------

const NONFARM_DEC_2015 = {
  indicator: "ces.nonfarm",
  region: "US",
  period_start: "2015-12-01",
  period_end: "2015-12-31",
  period_type: "monthly",
  value: 143093,
  revision: 1,
  is_preliminary: false,
  source_updated_at: "2018-11-11T00:00:00Z",
  unit: "thousands of persons",
};

export const LATEST_EXAMPLES = {
  single: { summary: "indicator=ces.nonfarm&region=US", value: { data: NONFARM_DEC_2015 } },
  batch: {
    summary: "indicators=ces.nonfarm,sp500.close,nope.nope",
    value: {
      data: [
        NONFARM_DEC_2015,
        {
          indicator: "sp500.close",
          region: "US",
          period_start: "2010-03-01",
          period_end: "2010-03-31",
          period_type: "monthly",
          value: 1140.45,
          revision: 1,
          is_preliminary: false,
          source_updated_at: null,
          unit: "index",
        },
      ],
      meta: { count: 2, missing: ["nope.nope"] },
    },
  },
};

export const OBSERVATIONS_EXAMPLE = {
  data: [
    { period_start: "2015-10-01", period_end: "2015-10-31", period_type: "monthly", value: 142595, revision: 1, is_preliminary: false, source_updated_at: "2018-11-11T00:00:00Z" },
    { period_start: "2015-11-01", period_end: "2015-11-30", period_type: "monthly", value: 142859, revision: 1, is_preliminary: false, source_updated_at: "2018-11-11T00:00:00Z" },
  ],
  meta: {
    indicator: "ces.nonfarm",
    region: "US",
    unit: "thousands of persons",
    frequency: "monthly",
    count: 2,
    limit: 2,
    next_cursor: "eyJ2IjoxLCJpIjoiNWI5MTYyNDAtMDk3OS00NzgxLTg0ZjUtMjI1YWZhNTMwZmFiIiwiciI6IlVTIiwicyI6ImFzYyIsInAiOiIyMDE1LTExLTAxIn0",
  },
};

export const PANEL_EXAMPLE = {
  dates: ["2015-10-01", "2015-11-01", "2015-12-01"],
  series: { "ces.nonfarm": [142595, 142859, 143093], "ces.construction": [6540, 6592, 6632] },
  meta: {
    units: { "ces.nonfarm": "thousands of persons", "ces.construction": "thousands of persons" },
    alignment: { missing: "drop", grid_points: 3 },
    region: "US",
    regions: { "ces.nonfarm": "US", "ces.construction": "US" },
    frequency: "monthly",
  },
};

/** Flows are imported from the IRS files (`npm run import`), not bundled; the figures are illustrative. */
export const FLOWS_EXAMPLE = {
  data: [
    {
      origin: { code: "06037", name: "Los Angeles County" },
      destination: { code: "06059", name: "Orange County" },
      measure: "returns",
      period_start: "2021-01-01",
      value: 25120,
    },
    {
      origin: { code: "06037", name: "Los Angeles County" },
      destination: { code: "06071", name: "San Bernardino County" },
      measure: "returns",
      period_start: "2021-01-01",
      value: 21680,
    },
  ],
  meta: {
    count: 2,
    limit: 2,
    period: "2021-01-01",
    filters: { origin: "06037", measure: "returns" },
    units: { agi: "USD, thousands", returns: "count", individuals: "count" },
    source_attribution: "IRS Statistics of Income, county-to-county migration data",
  },
};

const SHILLER_CPI_SIGNAL_EVIDENCE = {
  z: -4.65399,
  scale: "level",
  method: "robust z of recent median pace minus earlier median pace",
  pace_recent: 0.29,
  acceleration: -0.69,
  pace_earlier: 0.98,
  recent_periods: 3,
  earlier_periods: 6,
};
const SHILLER_CPI_VOCABULARY = { glyph: "▼", label: "Consumer price index (Shiller series) accelerating downward", tone: "neutral" };
const SHILLER_CPI_TEXT = "Consumer price index (Shiller series) in United States has been accelerating downward since 2023-09-01 (moderate signal).";

export const INSIGHTS_EXAMPLE = {
  data: {
    indicator: "ces.nonfarm",
    region: "US",
    facts: [
      {
        kind: "latest_delta",
        params: {
          latest_date: "2015-12-01",
          latest_value: 143093,
          previous_date: "2015-11-01",
          previous_value: 142859,
          change_abs: 234,
          change_pct: 0.163798,
          direction: "up",
          change_unit: "thousand persons",
          yoy_date: "2014-12-01",
          yoy_value: 140381,
          yoy_change_abs: 2712,
          yoy_change_pct: 1.93189,
          yoy_direction: "up",
          unit: "thousand persons",
        },
        humanTemplate:
          "{indicator} in {region} rose {change_abs} {change_unit} (about {change_pct}%) to {latest_value} {unit} in {latest_date} from {previous_date}, {yoy_change_abs} {change_unit} (about {yoy_change_pct}%) above a year earlier ({yoy_date}).",
        salience: 0.0966279,
        text: "All employees, total nonfarm in United States rose 234 thousand persons (about 0.164%) to 143,093 thousand persons in December 2015 from November 2015, 2,712 thousand persons (about 1.93%) above a year earlier (December 2014).",
      },
      {
        kind: "longest_run",
        params: { direction: "up", length: 63, period_unit: "months", start: "2010-10-01", end: "2015-12-01", rank: 1, is_record: true },
        humanTemplate: "{indicator} in {region} has risen for {length} {period_unit} in a row (since {start}), the longest run of rises in the series.",
        salience: 1,
        text: "All employees, total nonfarm in United States has risen for 63 months in a row (since October 2010), the longest run of rises in the series.",
      },
    ],
    signals: [
      {
        id: "95ea25d8-57d2-4cfa-85b9-a99c3399d783",
        indicator: "ces.nonfarm",
        region: "US",
        kind: "trend_break",
        strength: "weak",
        direction: "up",
        salience: 0.5,
        summary: "All employees, total nonfarm breaking above its trend (improving)",
        observed_at: "2015-11-01T00:00:00Z",
        vocabulary: { glyph: "↗", label: "All employees, total nonfarm breaking above its trend (improving)", tone: "positive" },
        text: "All employees, total nonfarm in United States has run above its earlier trend since 2014-01-01 (weak signal; improving).",
      },
    ],
  },
  meta: { as_of_period: "2015-12-01", generated_at: "2026-03-10T12:00:00Z", omitted: [] },
};

const SIGNAL = {
  id: "d91e1a00-660c-4205-a4fc-941f0aca491a",
  indicator: {
    code: "shiller.cpi",
    name: "Consumer price index (Shiller series)",
    category: "prices",
    unit: "index",
    frequency: "monthly",
    source: { slug: "shiller-sp500", name: "S&P 500 prices, dividends, earnings and CAPE (Robert J. Shiller)" },
  },
  region: { code: "US", name: "United States" },
  type: "acceleration",
  strength: "neutral",
  direction: "down",
  valid_from: "2023-09-01T00:00:00Z",
  valid_to: null,
  detected_at: "2023-09-01T00:00:00Z",
  last_seen_at: "2023-09-01T00:00:00Z",
  evidence: SHILLER_CPI_SIGNAL_EVIDENCE,
  vocabulary: SHILLER_CPI_VOCABULARY,
  text: SHILLER_CPI_TEXT,
};

export const ACTIVE_SIGNALS_EXAMPLE = {
  data: [SIGNAL],
  meta: { count: 1, limit: 100, filters: { indicator: ["shiller.cpi"], region: "US", strength: "neutral", active: true } },
};

export const SIGNALS_EXAMPLE = {
  data: [
    {
      id: "95ea25d8-57d2-4cfa-85b9-a99c3399d783",
      indicator: {
        code: "ces.nonfarm",
        name: "All employees, total nonfarm",
        category: "labor",
        unit: "thousands of persons",
        frequency: "monthly",
        source: BLS_CES,
      },
      region: { code: "US", name: "United States" },
      type: "trend_break",
      strength: "weak",
      direction: "up",
      valid_from: "2014-01-01T00:00:00Z",
      valid_to: "2015-12-01T00:00:00Z",
      detected_at: "2015-10-01T00:00:00Z",
      last_seen_at: "2015-11-01T00:00:00Z",
      evidence: { model: "kink", f_stat: 11.6772, break_date: "2014-01-01", slope_before: 182.982, slope_after: 241.254, window_start: "2010-12-01", window_end: "2015-11-01" },
      vocabulary: { glyph: "↗", label: "All employees, total nonfarm breaking above its trend (improving)", tone: "positive" },
      text: "All employees, total nonfarm in United States ran above its earlier trend from 2014-01-01 until 2015-12-01 (weak signal; improving).",
    },
  ],
  meta: {
    count: 1,
    limit: 1,
    filters: { indicator: ["ces.nonfarm"], region: "US", strength: "weak", active: null },
    next_cursor: "eyJ2IjoxLCJmIjoiMjAxNC0wMS0wMVQwMDowMDowMC4wMDAwMDBaIiwiaSI6Ijk1ZWEyNWQ4In0",
  },
};

const NONFARM_MARCH_2009_CITATION = {
  indicator: "ces.nonfarm",
  region: "US",
  period_start: "2009-03-01",
  value: 132549,
  unit: "thousands of persons",
  source: BLS_CES,
  path: "/v1/observations?indicator=ces.nonfarm&region=US&start=2009-03-01&end=2009-03-01",
};

export const ASK_EXAMPLE = {
  data: {
    question: "What was total nonfarm employment in March 2009?",
    status: "answered",
    answer: "All employees, total nonfarm in United States was 132,549 thousands of persons in March 2009.",
    facts: [{ kind: "value", text: "value 132549 (2009-03-01)", params: { date: "2009-03-01", value: 132549 } }],
    citations: [NONFARM_MARCH_2009_CITATION],
    trace: [
      { step: "parse", detail: 'intent value_at; window "in march 2009"; regions none; search words "total nonfarm employment"' },
      { step: "search", detail: "candidates: ces.nonfarm (3 words, 2 in name, headline)" },
      { step: "choose_series", detail: "ces.nonfarm: best match" },
      { step: "region", detail: "no region named; using US, the series' default" },
      { step: "compute", detail: "value of 2009-03-01" },
    ],
  },
  meta: { depth: "standard", interpreted: { indicators: ["ces.nonfarm"], region: "US", window: "in march 2009" } },
};

// ---- briefings -----------------------------------------------------------------------------------------

const BRIEFING_QUESTION = "How has total nonfarm employment changed over the last 5 years?";

const BRIEFING = {
  id: BRIEFING_ID,
  api_key_id: KEY_ID,
  name: "US jobs weekly",
  question: BRIEFING_QUESTION,
  region: "US",
  window: null,
  cadence: "weekly",
  is_active: true,
  is_public: true,
  slug: "us-jobs-weekly",
  last_run_at: "2026-03-10T06:00:00Z",
  created_at: "2026-03-03T09:12:40Z",
  updated_at: "2026-03-03T09:12:40Z",
};

/** A run's `result`: the answer as /v1/ask gives it (briefing depth), trimmed. */
const RUN_RESULT = {
  question: BRIEFING_QUESTION,
  status: "answered",
  answer:
    "All employees, total nonfarm in United States rose by 12,259 thousands of persons (9.4%), from 130,834 thousands of persons in December 2010 to 143,093 thousands of persons in December 2015.",
  facts: [
    {
      kind: "change",
      text: "difference of the two cited values (last − first) and its percent of the first",
      params: { from_date: "2010-12-01", from_value: 130834, to_date: "2015-12-01", to_value: 143093, change_abs: 12259, change_pct: 9.369888561077396 },
    },
  ],
  citations: [
    { ...NONFARM_MARCH_2009_CITATION, period_start: "2010-12-01", value: 130834, path: "/v1/observations?indicator=ces.nonfarm&region=US&start=2010-12-01&end=2010-12-01" },
    { ...NONFARM_MARCH_2009_CITATION, period_start: "2015-12-01", value: 143093, path: "/v1/observations?indicator=ces.nonfarm&region=US&start=2015-12-01&end=2015-12-01" },
  ],
  interpreted: { indicators: ["ces.nonfarm"], region: "US", window: "over the last 5 years" },
};

const RUN = {
  id: RUN_ID,
  briefing_id: BRIEFING_ID,
  started_at: "2026-03-10T06:00:00Z",
  completed_at: "2026-03-10T06:00:01Z",
  status: "success",
  result: RUN_RESULT,
  error: null,
  usage: { citations: 2, duration_ms: 159 },
};

export const BRIEFING_CREATE_EXAMPLE = { name: "US jobs weekly", question: BRIEFING_QUESTION, region: "US", cadence: "weekly", is_public: true };
export const BRIEFING_UPDATE_EXAMPLE = { cadence: "daily", window: "10y" };
export const BRIEFING_EXAMPLE = { data: BRIEFING };
export const BRIEFINGS_EXAMPLE = { data: [BRIEFING] };
export const BRIEFING_DETAIL_EXAMPLE = { data: { ...BRIEFING, latest_run: { result: RUN_RESULT, status: "success", started_at: RUN.started_at } } };
export const BRIEFING_RUN_EXAMPLE = { data: RUN };
export const BRIEFING_RUNS_EXAMPLE = { data: [RUN], meta: { count: 1, limit: 20 } };
export const PUBLIC_BRIEFINGS_EXAMPLE = {
  data: [{ slug: "us-jobs-weekly", name: "US jobs weekly", question: BRIEFING_QUESTION, cadence: "weekly", last_run_at: "2026-03-10T06:00:00Z" }],
};
export const PUBLIC_BRIEFING_EXAMPLE = {
  data: {
    slug: "us-jobs-weekly",
    name: "US jobs weekly",
    question: BRIEFING_QUESTION,
    cadence: "weekly",
    run: { started_at: RUN.started_at, completed_at: RUN.completed_at, result: RUN_RESULT },
  },
};

// ---- answers every data route can give -----------------------------------------------------------------

export const PROVISIONING_EXAMPLE = {
  status: "provisioning",
  indicator: "fred.DGS10",
  region: "US",
  retry_after_seconds: 2,
  request_ref: "0d9b3c52-6f1e-4c43-9a51-2f7c1e8b4a10",
};

/** The 402 of `/v1/observations/latest` (USD 0.01) on Base; other routes differ in `resource` and `amount`. */
export const PAYMENT_REQUIRED_EXAMPLE = {
  x402Version: 2,
  resource: {
    url: "https://api.example.org/v1/observations/latest?indicator=ces.nonfarm",
    description: "latest request, 0.01 USD",
    mimeType: "application/json",
  },
  accepts: [
    {
      scheme: "exact",
      network: "eip155:8453",
      amount: "10000",
      asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
      payTo: "0x209693Bc6afc0C5328bA36FaF03C514EF312287C",
      maxTimeoutSeconds: 120,
      extra: { name: "USD Coin", version: "2" },
    },
  ],
};

/**
 * The error envelope by status, for every error response that declares no example of its own. The
 * messages are the server's own (src/http/errors.ts, src/http/auth.ts).
 */
export const ERROR_EXAMPLES: Record<string, { error: { code: string; message: string; details?: Record<string, unknown> } }> = {
  "400": {
    error: {
      code: "INVALID_PARAMETER",
      message: "Invalid parameter 'start': is not a valid calendar date",
      details: { parameter: "start", reason: "is not a valid calendar date" },
    },
  },
  "401": { error: { code: "INVALID_API_KEY", message: "A valid API key is required (Authorization: Bearer <key> or X-API-Key)" } },
  "403": {
    error: { code: "REGION_NOT_ALLOWED", message: "This key may not read region 'US'", details: { region: "US", allowed_regions: ["06037"] } },
  },
  "404": { error: { code: "RESOURCE_NOT_FOUND", message: "Indicator 'nope.nope' was not found", details: { code: "nope.nope" } } },
  "405": { error: { code: "INVALID_REQUEST", message: "Method GET is not allowed on /mcp", details: { allow: ["POST"] } } },
  "409": {
    error: { code: "SUBSCRIPTION_ACTIVE", message: "Cancel the active subscription before revoking this key", details: { subscription_status: "active" } },
  },
  "413": {
    error: { code: "INVALID_REQUEST", message: `The request body is larger than ${MAX_BODY_BYTES} bytes`, details: { max_bytes: MAX_BODY_BYTES } },
  },
  "414": {
    error: { code: "INVALID_REQUEST", message: `The request URL is longer than ${MAX_URL_CHARS} characters`, details: { max_chars: MAX_URL_CHARS } },
  },
  "415": {
    error: {
      code: "INVALID_REQUEST",
      message: "This route takes a JSON body: send it with Content-Type: application/json",
      details: { content_type: "application/json" },
    },
  },
  "429": {
    error: { code: "RATE_LIMIT_EXCEEDED", message: "Rate limit of 60 requests per minute exceeded", details: { limit: 60, retry_after_seconds: 12 } },
  },
  "500": { error: { code: "INTERNAL_ERROR", message: "An unexpected error occurred" } },
  "503": {
    error: {
      code: "INTERNAL_ERROR",
      message: "The database is unreachable right now; retry shortly",
      details: { reason: "database_unavailable", retry_after_seconds: 2 },
    },
  },
};

export const ASK_UNAVAILABLE_EXAMPLE = { error: { code: "ASK_UNAVAILABLE", message: "The answer engine is switched off on this server" } };
