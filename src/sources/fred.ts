/**
 * FRED upstream connector (Federal Reserve Economic Data, Federal Reserve Bank of St. Louis).
 *
 * Runs unchanged in Node and in Cloudflare Workers: it only touches the global `fetch`, `URL`,
 * `AbortController` and `setTimeout`, and imports nothing from node:.
 *
 * What the API takes and returns (FRED API v1):
 *
 *   GET https://api.stlouisfed.org/fred/series/observations
 *       ?series_id=UNRATE&api_key=<32 lower-case alphanumerics>&file_type=json
 *     Optional: observation_start / observation_end (YYYY-MM-DD; FRED defaults 1776-07-04 and
 *     9999-12-31), realtime_start / realtime_end (YYYY-MM-DD, default today; the ALFRED vintage
 *     window), sort_order (asc | desc, by date), limit (1..100000, default 100000), offset (>= 0),
 *     plus units, frequency, aggregation_method, output_type and vintage_dates, which this client
 *     does not send (it wants the series as published, at its native frequency).
 *     file_type defaults to xml, so json must be asked for on every call.
 *     200 body: { realtime_start, realtime_end, observation_start, observation_end, units,
 *       output_type, file_type, order_by, sort_order, count, offset, limit,
 *       observations: [{ realtime_start, realtime_end, date, value }] }
 *     `count` is the number of observations matching the whole query, so more pages remain while
 *     offset + observations.length < count. `value` is always a string; "." marks a missing value.
 *     `date` is the first day of the period for monthly, quarterly and annual series, and the
 *     last day of the week for weekly series ("Weekly, Ending Saturday" etc.).
 *
 *   GET https://api.stlouisfed.org/fred/series?series_id=...&api_key=...&file_type=json
 *     200 body: { realtime_start, realtime_end, seriess: [{ id, title, observation_start,
 *       observation_end, frequency, frequency_short, units, units_short, seasonal_adjustment,
 *       seasonal_adjustment_short, last_updated ("2013-07-31 09:26:16-05"), popularity, notes }] }
 *     frequency_short is one of D, W, BW, M, Q, SA (semiannual) or A; frequency spells it out with
 *     detail ("Daily, 7-Day", "Weekly, Ending Friday", "Biweekly, Ending Wednesday").
 *     seasonal_adjustment_short is SA, NSA, SAAR, SSA, SAAREM … or NA (not applicable).
 *
 *   GET https://api.stlouisfed.org/fred/series/search?search_text=...&api_key=...&file_type=json
 *     Optional: search_type (full_text | series_id), limit (1..1000, default 1000), offset,
 *     order_by (default search_rank for full text), filter_variable / filter_value, tag_names.
 *     200 body: { realtime_start, realtime_end, order_by, sort_order, count, offset, limit,
 *       seriess: [ the same objects fred/series returns ] }, `count` being every match.
 *
 *   Errors use the HTTP status plus a JSON body { error_code, error_message }, for example
 *     400 { "error_code": 400, "error_message": "Bad Request.  The series does not exist." }
 *     400 "... The value for variable api_key is not registered. ..." (unknown key)
 *   The documented statuses are 400, 404, 423, 429 (rate limit exceeded) and 500. The limit is
 *   per API key, about 120 requests a minute. Older responses reported an unknown series as
 *   404 "Not Found.  The series does not exist.", so both statuses are read the same way.
 *
 * References:
 *   https://fred.stlouisfed.org/docs/api/fred/series_observations.html
 *   https://fred.stlouisfed.org/docs/api/fred/series.html
 *   https://fred.stlouisfed.org/docs/api/fred/series_search.html
 *   https://fred.stlouisfed.org/docs/api/fred/errors.html
 */
import type { Frequency, ObservationRecord } from "./types.js";

export const FRED_DEFAULT_BASE_URL = "https://api.stlouisfed.org";
/** The largest `limit` FRED accepts on fred/series/observations. */
export const FRED_MAX_PAGE_SIZE = 100_000;

// ---------------------------------------------------------------------------
// Errors

export type FredErrorKind = "not_found" | "bad_request" | "rate_limited" | "upstream" | "network";

/**
 * A failed FRED call. `not_found` and `bad_request` are the caller's problem and are never retried;
 * `rate_limited`, `upstream` (5xx or an unreadable answer) and `network` (fetch failure or timeout)
 * are retried until the attempts run out. The message never contains the API key.
 */
export class FredError extends Error {
  readonly kind: FredErrorKind;
  /** HTTP status, when FRED answered at all. */
  readonly status?: number;
  /** Seconds FRED asked us to wait (Retry-After), for rate_limited. */
  readonly retryAfterSeconds?: number;

  constructor(kind: FredErrorKind, message: string, details: { status?: number; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = "FredError";
    this.kind = kind;
    if (details.status !== undefined) this.status = details.status;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

const RETRYABLE: ReadonlySet<FredErrorKind> = new Set(["rate_limited", "upstream", "network"]);

// ---------------------------------------------------------------------------
// Client

export interface FredClientOptions {
  apiKey: string;
  /** Default https://api.stlouisfed.org. A path prefix (for a proxy) is kept. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Per HTTP request, body included. Default 10000. */
  timeoutMs?: number;
  /** Tries per request, the first included. Default 3. */
  maxAttempts?: number;
  /** Backoff before retry n is retryBaseMs * 2^(n-1), plus up to 25% jitter. Default 500. */
  retryBaseMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Observations asked for per page (1..100000). Default 100000; smaller only to exercise paging. */
  pageSize?: number;
  /**
   * Longest single wait between attempts. A Retry-After beyond it ends the call at once with a
   * rate_limited error carrying retryAfterSeconds, so a request handler is not held for minutes.
   * Default 60000.
   */
  maxRetryWaitMs?: number;
  /** Source of jitter in [0, 1). Default Math.random. */
  random?: () => number;
}

export interface FredObservation {
  date: string;
  /** null where FRED reports "." (no value for that date). */
  value: number | null;
  realtimeStart: string;
  realtimeEnd: string;
}

export interface FredObservationParams {
  /** observation_start, YYYY-MM-DD */
  start?: string;
  /** observation_end, YYYY-MM-DD */
  end?: string;
  realtimeStart?: string;
  realtimeEnd?: string;
}

export interface FredSeriesInfo {
  id: string;
  title: string;
  /**
   * The series' native frequency as this service names it (see fredFrequency: biweekly is served as
   * weekly, semiannual as quarterly); null for a FRED frequency code it does not know.
   */
  frequency: Frequency | null;
  /** FRED's own code: D, W, BW, M, Q, SA, A. */
  frequencyShort: string;
  units: string;
  /** FRED's short code: SA, NSA, SAAR …, NA where adjustment does not apply; "" when FRED gives none. */
  seasonalAdjustmentShort: string;
  /** FRED's notes on the series (sources, definitions); "" when there are none. */
  notes: string;
  /** RFC 3339 when FRED's "2013-07-31 09:26:16-05" form is recognised, else FRED's text as is. */
  lastUpdated: string;
}

export interface FredSearchResult {
  /** Every match FRED counts, beyond the page returned. */
  count: number;
  series: FredSeriesInfo[];
}

/** The largest `limit` FRED accepts on fred/series/search. */
export const FRED_MAX_SEARCH_LIMIT = 1000;

export interface FredClient {
  fetchObservations(seriesId: string, params?: FredObservationParams): Promise<FredObservation[]>;
  fetchSeriesInfo(seriesId: string): Promise<FredSeriesInfo>;
  /** fred/series/search (full text), ranked as FRED ranks it. limit 1..1000, offset >= 0. */
  searchSeries(text: string, page?: { limit?: number; offset?: number }): Promise<FredSearchResult>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function createFredClient(opts: FredClientOptions): FredClient {
  const apiKey = opts.apiKey;
  if (typeof apiKey !== "string" || apiKey.trim() === "") throw new TypeError("createFredClient: apiKey is required");
  const base = (opts.baseUrl ?? FRED_DEFAULT_BASE_URL).replace(/\/+$/, "");
  // Called through a wrapper: Workers reject a `fetch` invoked with a foreign `this`.
  const doFetch: typeof fetch = opts.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = positive(opts.timeoutMs, 10_000, "timeoutMs");
  const maxAttempts = Math.max(1, Math.floor(positive(opts.maxAttempts, 3, "maxAttempts")));
  const retryBaseMs = nonNegative(opts.retryBaseMs, 500, "retryBaseMs");
  const maxRetryWaitMs = nonNegative(opts.maxRetryWaitMs, 60_000, "maxRetryWaitMs");
  const pageSize = Math.min(FRED_MAX_PAGE_SIZE, Math.max(1, Math.floor(positive(opts.pageSize, FRED_MAX_PAGE_SIZE, "pageSize"))));
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = opts.random ?? Math.random;

  /** Removes the key from any text that might reach a message or a log. */
  const secrets = [...new Set([apiKey, encodeURIComponent(apiKey)])];
  const scrub = (text: string) => secrets.reduce((acc, s) => acc.split(s).join("[REDACTED]"), text);
  const shown = (url: URL) => {
    const copy = new URL(url.toString());
    if (copy.searchParams.has("api_key")) copy.searchParams.set("api_key", "REDACTED");
    return scrub(copy.toString());
  };

  /** One GET, one attempt: parsed JSON on 2xx, a FredError otherwise. */
  async function getOnce(url: URL): Promise<unknown> {
    const where = `GET ${shown(url)}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let res: Response;
      let text: string;
      try {
        res = await doFetch(url.toString(), { method: "GET", headers: { accept: "application/json" }, signal: controller.signal });
        text = await res.text();
      } catch (err) {
        const why = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : `failed: ${describe(err)}`;
        throw new FredError("network", scrub(`FRED request ${why} (${where})`));
      }

      if (res.ok) {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new FredError("upstream", scrub(`FRED answered ${res.status} with a body that is not JSON (${where})`), { status: res.status });
        }
      }

      const detail = errorMessage(text) ?? (res.statusText || "no error message");
      const message = scrub(`FRED answered ${res.status}: ${detail} (${where})`);
      if (res.status === 429) {
        const retryAfterSeconds = parseRetryAfter(res.headers.get("retry-after"));
        throw new FredError("rate_limited", message, retryAfterSeconds === undefined ? { status: 429 } : { status: 429, retryAfterSeconds });
      }
      if (res.status >= 500) throw new FredError("upstream", message, { status: res.status });
      if ((res.status === 400 || res.status === 404) && /series does not exist/i.test(detail)) {
        throw new FredError("not_found", message, { status: res.status });
      }
      if (res.status >= 400) throw new FredError("bad_request", message, { status: res.status });
      // 1xx/3xx that fetch did not resolve on its own.
      throw new FredError("upstream", message, { status: res.status });
    } finally {
      clearTimeout(timer);
    }
  }

  /** getOnce with retries on rate_limited, upstream and network errors. */
  async function get(path: string, query: Record<string, string>): Promise<unknown> {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    url.searchParams.set("api_key", apiKey);
    url.searchParams.set("file_type", "json");

    for (let attempt = 1; ; attempt++) {
      try {
        return await getOnce(url);
      } catch (err) {
        if (!(err instanceof FredError) || !RETRYABLE.has(err.kind)) throw err;
        const wait = attempt < maxAttempts ? waitBefore(err, attempt) : null;
        if (wait === null) {
          if (attempt === 1) throw err;
          throw new FredError(err.kind, `${err.message}; gave up after ${attempt} attempts`, details(err));
        }
        await sleep(wait);
      }
    }
  }

  /** Milliseconds to wait before the next attempt, or null to stop now. */
  function waitBefore(err: FredError, attempt: number): number | null {
    if (err.kind === "rate_limited" && err.retryAfterSeconds !== undefined) {
      const ms = err.retryAfterSeconds * 1000;
      return ms <= maxRetryWaitMs ? ms : null;
    }
    const exponential = retryBaseMs * 2 ** (attempt - 1);
    return Math.min(maxRetryWaitMs, Math.round(exponential + exponential * 0.25 * random()));
  }

  async function fetchObservations(seriesId: string, params: FredObservationParams = {}): Promise<FredObservation[]> {
    checkSeriesId(seriesId);
    const query: Record<string, string> = { series_id: seriesId };
    for (const [name, value] of [
      ["observation_start", params.start],
      ["observation_end", params.end],
      ["realtime_start", params.realtimeStart],
      ["realtime_end", params.realtimeEnd],
    ] as const) {
      if (value === undefined) continue;
      if (!DATE.test(value)) throw new TypeError(`fetchObservations: ${name} must be YYYY-MM-DD, got "${value}"`);
      query[name] = value;
    }
    query.sort_order = "asc";
    query.limit = String(pageSize);

    const all: FredObservation[] = [];
    for (let offset = 0; ; ) {
      query.offset = String(offset);
      const body = await get("/fred/series/observations", query);
      const { count, observations } = parseObservationPage(body, seriesId);
      all.push(...observations);
      offset += observations.length;
      // An empty page while count says more remain would loop forever; stop on it.
      if (observations.length === 0 || offset >= count) return all;
    }
  }

  async function fetchSeriesInfo(seriesId: string): Promise<FredSeriesInfo> {
    checkSeriesId(seriesId);
    const body = await get("/fred/series", { series_id: seriesId });
    const list = isRecord(body) && Array.isArray(body.seriess) ? body.seriess : null;
    const info = list?.[0] === undefined ? null : toSeriesInfo(list[0]);
    if (!info) throw malformed(seriesId, "fred/series answer has no seriess[0].id");
    return info;
  }

  async function searchSeries(text: string, page: { limit?: number; offset?: number } = {}): Promise<FredSearchResult> {
    if (typeof text !== "string" || text.trim() === "") throw new TypeError("searchSeries: the search text is empty");
    const limit = Math.floor(page.limit ?? FRED_MAX_SEARCH_LIMIT);
    const offset = Math.floor(page.offset ?? 0);
    if (!(limit >= 1 && limit <= FRED_MAX_SEARCH_LIMIT)) throw new TypeError(`searchSeries: limit must be 1..${FRED_MAX_SEARCH_LIMIT}`);
    if (!(offset >= 0)) throw new TypeError("searchSeries: offset must be zero or more");
    const body = await get("/fred/series/search", { search_text: text.trim(), limit: String(limit), offset: String(offset) });
    if (!isRecord(body) || !Array.isArray(body.seriess)) throw malformed("search", "fred/series/search answer has no seriess array");
    const series = body.seriess.map(toSeriesInfo).filter((s): s is FredSeriesInfo => s !== null);
    const count = typeof body.count === "number" && Number.isFinite(body.count) ? body.count : offset + series.length;
    return { count, series };
  }

  return { fetchObservations, fetchSeriesInfo, searchSeries };
}

/** One entry of a `seriess` array, or null when it has no id. */
function toSeriesInfo(s: unknown): FredSeriesInfo | null {
  if (!isRecord(s) || typeof s.id !== "string" || s.id === "") return null;
  const text = (key: string) => (typeof s[key] === "string" ? (s[key] as string).trim() : "");
  return {
    id: s.id,
    title: text("title"),
    frequency: fredFrequency(text("frequency_short"))?.name ?? null,
    frequencyShort: text("frequency_short"),
    units: text("units"),
    seasonalAdjustmentShort: text("seasonal_adjustment_short"),
    notes: text("notes"),
    lastUpdated: toRfc3339(text("last_updated")),
  };
}

function parseObservationPage(body: unknown, seriesId: string): { count: number; observations: FredObservation[] } {
  if (!isRecord(body) || !Array.isArray(body.observations)) throw malformed(seriesId, "answer has no observations array");
  const observations = body.observations.map((o: unknown): FredObservation => {
    if (!isRecord(o) || typeof o.date !== "string" || !DATE.test(o.date) || typeof o.value !== "string") {
      throw malformed(seriesId, `unreadable observation ${JSON.stringify(o)}`);
    }
    let value: number | null = null;
    if (o.value.trim() !== ".") {
      value = Number(o.value);
      if (o.value.trim() === "" || !Number.isFinite(value)) throw malformed(seriesId, `value "${o.value}" on ${o.date} is not a number`);
    }
    return {
      date: o.date,
      value,
      realtimeStart: typeof o.realtime_start === "string" ? o.realtime_start : "",
      realtimeEnd: typeof o.realtime_end === "string" ? o.realtime_end : "",
    };
  });
  const count = typeof body.count === "number" && Number.isFinite(body.count) ? body.count : observations.length;
  return { count, observations };
}

function malformed(seriesId: string, what: string): FredError {
  // Retried like a 5xx: a truncated or garbled 200 is usually transient.
  return new FredError("upstream", `FRED answer for ${seriesId} is malformed: ${what}`, { status: 200 });
}

function checkSeriesId(seriesId: string): void {
  if (typeof seriesId !== "string" || !/^[A-Za-z0-9_.-]+$/.test(seriesId)) {
    throw new TypeError(`FRED series id must be letters, digits, "_", "." or "-", got ${JSON.stringify(seriesId)}`);
  }
}

/** FRED's error_message (v1) or message (v2) from an error body, if it is JSON. */
function errorMessage(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body)) {
      if (typeof body.error_message === "string") return body.error_message;
      if (typeof body.message === "string") return body.message;
    }
  } catch {
    // not JSON: fall through
  }
  const trimmed = text.trim();
  return trimmed === "" ? null : trimmed.slice(0, 200);
}

/** Retry-After as delay-seconds or an HTTP-date; undefined when absent or unreadable. */
function parseRetryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function details(err: FredError): { status?: number; retryAfterSeconds?: number } {
  const out: { status?: number; retryAfterSeconds?: number } = {};
  if (err.status !== undefined) out.status = err.status;
  if (err.retryAfterSeconds !== undefined) out.retryAfterSeconds = err.retryAfterSeconds;
  return out;
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as { cause?: unknown }).cause;
    const inner = cause instanceof Error ? `: ${cause.message}` : "";
    return `${err.name}: ${err.message}${inner}`;
  }
  return String(err);
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new TypeError(`createFredClient: ${name} must be a positive number`);
  return value;
}

function nonNegative(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0) throw new TypeError(`createFredClient: ${name} must be zero or more`);
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** "2013-07-31 09:26:16-05" -> "2013-07-31T09:26:16-05:00"; anything else unchanged. */
function toRfc3339(text: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})([+-]\d{2})(?::?(\d{2}))?$/.exec(text.trim());
  return m ? `${m[1]}T${m[2]}${m[3]}:${m[4] ?? "00"}` : text;
}

// ---------------------------------------------------------------------------
// Records

type PeriodFrequency = Extract<Frequency, "daily" | "weekly" | "monthly" | "quarterly" | "annual">;

/** How long one observation's period lasts, counted from the date FRED gives it. */
type PeriodSpan = "day" | "week" | "two_weeks" | "month" | "quarter" | "half_year" | "year";

/**
 * A FRED frequency as this service serves it: `name` is the indicator's frequency and each row's
 * period_type, `span` the real length of one period (period_start .. period_end).
 *
 * FRED has two frequencies this service has no name for. Each takes the name of the next finer
 * frequency whose periods it lines up with, and keeps its true length in period_end:
 *   Biweekly (BW)    → weekly: two-week periods ending on FRED's date, every other week absent.
 *   Semiannual (SA)  → quarterly: half-year periods starting Jan 1 and Jul 1, every other quarter
 *                       absent. (Annual would put two values in one year; quarterly keeps each
 *                       half-year its own period and still aligns with quarterly panels.)
 * Every daily variant ("Daily, Close", "Daily, 7-Day") is daily, and every weekly one ("Weekly,
 * Ending Friday") weekly, dated by the last day of its week.
 */
const FRED_FREQUENCIES: Record<string, { name: PeriodFrequency; span: PeriodSpan }> = {
  d: { name: "daily", span: "day" },
  daily: { name: "daily", span: "day" },
  w: { name: "weekly", span: "week" },
  weekly: { name: "weekly", span: "week" },
  bw: { name: "weekly", span: "two_weeks" },
  biweekly: { name: "weekly", span: "two_weeks" },
  m: { name: "monthly", span: "month" },
  monthly: { name: "monthly", span: "month" },
  q: { name: "quarterly", span: "quarter" },
  quarterly: { name: "quarterly", span: "quarter" },
  sa: { name: "quarterly", span: "half_year" },
  semiannual: { name: "quarterly", span: "half_year" },
  a: { name: "annual", span: "year" },
  annual: { name: "annual", span: "year" },
};

/** The rule for a frequency given as FRED's short code (D, W, BW, M, Q, SA, A) or as this service's name; null if unknown. */
export function fredFrequency(frequency: string): { name: PeriodFrequency; span: PeriodSpan } | null {
  const key = frequency.trim().toLowerCase();
  return Object.hasOwn(FRED_FREQUENCIES, key) ? FRED_FREQUENCIES[key]! : null;
}

/**
 * FRED observations as loader records. `frequency` is FRED's short code (D, W, BW, M, Q, SA, A) or
 * this service's name (daily, weekly, monthly, quarterly, annual; a name means that frequency's own
 * span). Periods:
 *   daily       the date itself
 *   weekly      the seven days ending on the date (FRED dates a week by its last day)
 *   biweekly    the fourteen days ending on the date (period_type weekly)
 *   monthly     the date's calendar month
 *   quarterly   the calendar quarter holding the date
 *   semiannual  the six months from the date (period_type quarterly)
 *   annual      the date's calendar year, to Dec 31
 * When a real-time window returns several vintages of one date, the latest vintage (greatest
 * realtimeStart) is kept, so each period appears once.
 */
export function toObservationRecords(
  indicatorCode: string,
  regionCode: string,
  frequency: string,
  obs: FredObservation[],
): ObservationRecord[] {
  const rule = fredFrequency(frequency);
  if (!rule) throw new Error(`toObservationRecords: unsupported frequency "${frequency}"`);

  const latest = new Map<string, FredObservation>();
  for (const o of obs) {
    const seen = latest.get(o.date);
    if (!seen || o.realtimeStart > seen.realtimeStart) latest.set(o.date, o);
  }

  return [...latest.values()]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((o) => {
      const [start, end] = period(o.date, rule.span);
      return { indicator: indicatorCode, region: regionCode, periodStart: start, periodEnd: end, periodType: rule.name, value: o.value };
    });
}

function period(date: string, span: PeriodSpan): [string, string] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  switch (span) {
    case "day":
      return [date, date];
    case "week":
      return [isoDay(year, month, day - 6), date];
    case "two_weeks":
      return [isoDay(year, month, day - 13), date];
    case "month":
      return [date, isoDay(year, month + 1, 0)];
    case "quarter": {
      const lastMonth = Math.ceil(month / 3) * 3;
      return [date, isoDay(year, lastMonth + 1, 0)];
    }
    case "half_year":
      return [date, isoDay(year, month + 6, day - 1)];
    case "year":
      return [date, `${m[1]}-12-31`];
  }
}

/** Normalizing UTC date: day 0 is the last day of the previous month, negative days roll back. */
function isoDay(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------
// Which FRED series feeds which indicator and region

export interface FredRegionRef {
  code: string;
  type: string;
  postal: string | null;
}

export type FredSeriesMap = {
  indicator: string;
  /** The FRED series id holding this indicator for the region, or null when FRED has none. */
  seriesFor(region: FredRegionRef): string | null;
  /** Native frequency of the series seriesFor returns, for toObservationRecords. */
  frequency?: Frequency;
};

/** The 50 states, DC and Puerto Rico: the areas with a state-level LAUS series. */
const LAUS_STATE_POSTALS = new Set(
  (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM " +
    "NY NC ND OH OK OR PA PR RI SC SD TN TX UT VT VA WA WV WI WY"
  ).split(" "),
);
/** State FIPS codes of the territories LAUS does not cover (AS, GU, MP, VI). */
const NO_LAUS_STATE_FIPS = new Set(["60", "66", "69", "78"]);

/**
 * Example mappings.
 *
 * laus.state_unemployment_rate: monthly, seasonally adjusted. FRED names the state series
 * "<USPS code>UR" (CAUR, TXUR, DCUR, PRUR); the national rate is UNRATE.
 *
 * laus.unemployment_rate (county): FRED's monthly county rates have hand-made ids of the form
 * <USPS code><4-letter name abbreviation><digit>URN (CALOSA7URN = Los Angeles County,
 * DESUSS0URN = Sussex County DE, whose FIPS is 10005), which cannot be built from a FIPS code.
 * FRED also carries the BLS LAUS ids for the annual averages, which are built from the FIPS code:
 * LAUCN + 5-digit county FIPS + 0000000003 (measure 03, unemployment rate) + A (annual), e.g.
 * LAUCN100010000000003A for Kent County, DE. The indicator is annual in this service, so that
 * form is used.
 */
export const FRED_SERIES: readonly FredSeriesMap[] = [
  {
    indicator: "laus.state_unemployment_rate",
    frequency: "monthly",
    seriesFor(region) {
      if (region.code === "US") return "UNRATE";
      if (region.type !== "state" || region.postal === null) return null;
      const postal = region.postal.toUpperCase();
      return LAUS_STATE_POSTALS.has(postal) ? `${postal}UR` : null;
    },
  },
  {
    indicator: "laus.unemployment_rate",
    frequency: "annual",
    seriesFor(region) {
      if (region.type !== "county" || !/^\d{5}$/.test(region.code)) return null;
      if (NO_LAUS_STATE_FIPS.has(region.code.slice(0, 2))) return null;
      return `LAUCN${region.code}0000000003A`;
    },
  },
];

/** The FRED series id for an indicator and region per FRED_SERIES, or null. */
export function fredSeriesFor(indicator: string, region: FredRegionRef): string | null {
  return FRED_SERIES.find((m) => m.indicator === indicator)?.seriesFor(region) ?? null;
}

/** The region every fred.<ID> indicator is served under: FRED's metadata does not say which one a series covers. */
export const FRED_SERIES_REGION = "US";

/**
 * Whether FRED has the indicator for the region, by the mappings above: a mapped indicator where its
 * series exists, a fred.<ID> for FRED_SERIES_REGION. Known whether or not FRED is configured on this server.
 */
export function fredPublishes(indicator: string, region: FredRegionRef): boolean {
  if (fredSeriesIdOfCode(indicator) !== null) return region.code === FRED_SERIES_REGION;
  return fredSeriesFor(indicator, region) !== null;
}

// ---------------------------------------------------------------------------
// Any FRED series as an indicator: the code form fred.<SERIES_ID>

/** Prefix of the indicator codes that name a FRED series directly (fred.DGS10). Matched as written, lower case. */
export const FRED_CODE_PREFIX = "fred.";
/**
 * FRED series ids are upper-case letters, digits and underscores (DGS10, CPIAUCSL, LAUCN060370000000003A).
 * Lower-case letters are accepted in a code and upper-cased, so fred.dgs10 is the same series as fred.DGS10.
 */
const FRED_SERIES_ID = /^[A-Za-z0-9_]{1,60}$/;

/** The FRED series id an indicator code names (fred.DGS10 → DGS10, fred.dgs10 → DGS10), or null when the code is not of that form. */
export function fredSeriesIdOfCode(code: string): string | null {
  if (!code.startsWith(FRED_CODE_PREFIX)) return null;
  const id = code.slice(FRED_CODE_PREFIX.length);
  return FRED_SERIES_ID.test(id) ? id.toUpperCase() : null;
}

/** The indicator code of a FRED series: fred.<ID>, the id upper-cased. */
export function fredIndicatorCode(seriesId: string): string {
  return `${FRED_CODE_PREFIX}${seriesId.toUpperCase()}`;
}

/**
 * An indicator code in its canonical form, as a client may type it: without surrounding spaces, a fred.<id>
 * code with the id upper-cased, any other code lower-cased (the catalog's codes are, test/sources checks it).
 */
export function canonicalIndicatorCode(code: string): string {
  const lower = code.trim().toLowerCase();
  const id = fredSeriesIdOfCode(lower);
  return id === null ? lower : fredIndicatorCode(id);
}
