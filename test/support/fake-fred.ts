/**
 * A stand-in for api.stlouisfed.org on 127.0.0.1, speaking the parts of FRED API v1 the connector
 * uses: fred/series/observations, fred/series and fred/series/search with file_type=json, and FRED's
 * error bodies ({ error_code, error_message }). update() replaces a series' observations or metadata
 * between requests (a revision, a new period, a new last_updated). Failures can be queued:
 * failNext(429 | 500) answers the next requests with that status whatever they ask; stallNext()
 * accepts a request and never answers.
 * setMode() switches every later request (after the queued ones) until it is switched back to "healthy".
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeFredObservation {
  date: string;
  value: string;
}

export interface FakeFredSeriesInfo {
  title?: string;
  frequency?: string;
  frequency_short?: string;
  units?: string;
  units_short?: string;
  seasonal_adjustment?: string;
  seasonal_adjustment_short?: string;
  last_updated?: string;
  notes?: string;
}

export interface FakeFredOptions {
  series: Record<string, FakeFredObservation[]>;
  /** The one registered key. Default "abcdefghijklmnopqrstuvwxyz123456" (FRED's demo key). */
  apiKey?: string;
  /** fred/series metadata per series id; anything missing gets a plain default. */
  info?: Record<string, FakeFredSeriesInfo>;
  /** The date FRED treats as "today" for the real-time defaults. Default "2025-06-30". */
  today?: string;
}

export interface FakeFredRequest {
  path: string;
  query: Record<string, string>;
}

/**
 * healthy: answers from `series`. error_500: FRED's 500 error body. hang: never answers. garbage: a 200
 * whose body is cut-off JSON. no_series: 404 "The series does not exist." (FRED's older answer for an
 * unknown id). no_observations: a 200 page with no observations.
 */
export type FakeFredMode = "healthy" | "error_500" | "hang" | "garbage" | "no_series" | "no_observations";

export interface FakeFred {
  url: string;
  requests: FakeFredRequest[];
  setMode(mode: FakeFredMode): void;
  failNext(status: 429 | 500, times?: number, retryAfter?: number): void;
  /** Replaces a series' observations and/or merges into its metadata (adding the series if new). */
  update(seriesId: string, change: { observations?: FakeFredObservation[]; info?: FakeFredSeriesInfo }): void;
  /** The next `times` requests get no answer at all (for timeouts). */
  stallNext(times?: number): void;
  close(): Promise<void>;
}

export const FAKE_FRED_DEMO_KEY = "abcdefghijklmnopqrstuvwxyz123456";

const MESSAGES = {
  keyMissing: "Bad Request.  Variable api_key has not been set.",
  keyFormat: "Bad Request.  The value for variable api_key is not a 32 character alpha-numeric lower-case string.  Read https://fred.stlouisfed.org/docs/api/api_key.html for more information.",
  keyUnknown: "Bad Request.  The value for variable api_key is not registered.  Read https://fred.stlouisfed.org/docs/api/api_key.html for more information.",
  noSeries: "Bad Request.  The series does not exist.",
  seriesMissing: "Bad Request.  Variable series_id is not set.",
  rateLimited: "Too Many Requests.  Exceeded Rate Limit",
  serverError: "Internal Server Error",
};

type Queued = { kind: "fail"; status: 429 | 500; retryAfter?: number } | { kind: "stall" };

export async function startFakeFred(opts: FakeFredOptions = { series: {} }): Promise<FakeFred> {
  const apiKey = opts.apiKey ?? FAKE_FRED_DEMO_KEY;
  const today = opts.today ?? "2025-06-30";
  const queue: Queued[] = [];
  const requests: FakeFredRequest[] = [];
  let mode: FakeFredMode = "healthy";
  const series: Record<string, FakeFredObservation[]> = { ...opts.series };
  const infos: Record<string, FakeFredSeriesInfo> = { ...opts.info };

  const seriesObject = (id: string, realtimeStart: string, realtimeEnd: string) => {
    const info = infos[id] ?? {};
    const dates = (series[id] ?? []).map((o) => o.date).sort();
    return {
      id,
      realtime_start: realtimeStart,
      realtime_end: realtimeEnd,
      title: info.title ?? `Fake series ${id}`,
      observation_start: dates[0] ?? "",
      observation_end: dates[dates.length - 1] ?? "",
      frequency: info.frequency ?? "Monthly",
      frequency_short: info.frequency_short ?? "M",
      units: info.units ?? "Percent",
      units_short: info.units_short ?? "%",
      seasonal_adjustment: info.seasonal_adjustment ?? "Seasonally Adjusted",
      seasonal_adjustment_short: info.seasonal_adjustment_short ?? "SA",
      last_updated: info.last_updated ?? "2025-06-06 07:48:02-05",
      popularity: 50,
      notes: info.notes ?? "Served by the test fake.",
    };
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { "content-type": "application/json; charset=UTF-8", "content-length": Buffer.byteLength(text), ...headers });
    res.end(text);
  };
  const error = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) =>
    send(res, status, { error_code: status, error_message: message }, headers);

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const q = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query: q });

    const queued = queue.shift();
    if (queued?.kind === "stall") return; // left open until close()
    if (queued?.kind === "fail") {
      if (queued.status === 429) {
        return error(res, 429, MESSAGES.rateLimited, queued.retryAfter === undefined ? {} : { "retry-after": String(queued.retryAfter) });
      }
      return error(res, 500, MESSAGES.serverError);
    }
    switch (mode) {
      case "healthy":
        break;
      case "hang":
        return;
      case "error_500":
        return error(res, 500, MESSAGES.serverError);
      case "garbage": {
        const text = '{"realtime_start":"2025-06-30","observations":[{"date":"2024-01-01","val';
        res.writeHead(200, { "content-type": "application/json; charset=UTF-8", "content-length": Buffer.byteLength(text) });
        return res.end(text);
      }
      case "no_series":
        return error(res, 404, "Not Found.  The series does not exist.");
      case "no_observations":
        return send(res, 200, { realtime_start: today, realtime_end: today, count: 0, offset: 0, limit: 100_000, observations: [] });
    }

    if (req.method !== "GET") return error(res, 405, "Method Not Allowed.");
    const paths = ["/fred/series/observations", "/fred/series", "/fred/series/search"];
    if (!paths.includes(url.pathname)) return error(res, 404, "Not Found.");

    if (!q.api_key) return error(res, 400, MESSAGES.keyMissing);
    if (!/^[a-z0-9]{32}$/.test(q.api_key)) return error(res, 400, MESSAGES.keyFormat);
    if (q.api_key !== apiKey) return error(res, 400, MESSAGES.keyUnknown);
    if (q.file_type !== "json") return error(res, 400, "Bad Request.  This fake FRED only answers file_type=json.");

    const realtimeStart = q.realtime_start ?? today;
    const realtimeEnd = q.realtime_end ?? today;
    for (const [name, value] of [["realtime_start", realtimeStart], ["realtime_end", realtimeEnd]] as const) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return error(res, 400, `Bad Request.  Variable ${name} is not a valid date.`);
    }

    if (url.pathname === "/fred/series/search") {
      if (!q.search_text) return error(res, 400, "Bad Request.  Variable search_text is not set.");
      const limit = q.limit === undefined ? 1000 : Number(q.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) return error(res, 400, "Bad Request.  Variable limit is not between 1 and 1000.");
      const offset = q.offset === undefined ? 0 : Number(q.offset);
      if (!Number.isInteger(offset) || offset < 0) return error(res, 400, "Bad Request.  Variable offset is not a non-negative integer.");
      // every word must appear in the id, title or notes (FRED ranks by relevance; the fake keeps id order)
      const words = q.search_text.toLowerCase().split(/\s+/).filter(Boolean);
      const matches = Object.keys(series)
        .sort()
        .map((id) => seriesObject(id, realtimeStart, realtimeEnd))
        .filter((s) => words.every((w) => `${s.id} ${s.title} ${s.notes}`.toLowerCase().includes(w)));
      return send(res, 200, {
        realtime_start: realtimeStart,
        realtime_end: realtimeEnd,
        order_by: "search_rank",
        sort_order: "desc",
        count: matches.length,
        offset,
        limit,
        seriess: matches.slice(offset, offset + limit),
      });
    }

    if (!q.series_id) return error(res, 400, MESSAGES.seriesMissing);
    const data = series[q.series_id];
    if (!data) return error(res, 400, MESSAGES.noSeries);

    if (url.pathname === "/fred/series") {
      return send(res, 200, { realtime_start: realtimeStart, realtime_end: realtimeEnd, seriess: [seriesObject(q.series_id, realtimeStart, realtimeEnd)] });
    }

    // fred/series/observations
    const observationStart = q.observation_start ?? "1776-07-04";
    const observationEnd = q.observation_end ?? "9999-12-31";
    for (const [name, value] of [["observation_start", observationStart], ["observation_end", observationEnd]] as const) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return error(res, 400, `Bad Request.  Variable ${name} is not a valid date.`);
    }
    const sortOrder = q.sort_order ?? "asc";
    if (sortOrder !== "asc" && sortOrder !== "desc") return error(res, 400, "Bad Request.  Variable sort_order is not one of the values: 'asc', 'desc'.");
    const limit = q.limit === undefined ? 100_000 : Number(q.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100_000) return error(res, 400, "Bad Request.  Variable limit is not between 1 and 100000.");
    const offset = q.offset === undefined ? 0 : Number(q.offset);
    if (!Number.isInteger(offset) || offset < 0) return error(res, 400, "Bad Request.  Variable offset is not a non-negative integer.");

    const matching = data
      .filter((o) => o.date >= observationStart && o.date <= observationEnd)
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    if (sortOrder === "desc") matching.reverse();
    const page = matching.slice(offset, offset + limit);

    return send(res, 200, {
      realtime_start: realtimeStart,
      realtime_end: realtimeEnd,
      observation_start: observationStart,
      observation_end: observationEnd,
      units: "lin",
      output_type: 1,
      file_type: "json",
      order_by: "observation_date",
      sort_order: sortOrder,
      count: matching.length,
      offset,
      limit,
      observations: page.map((o) => ({ realtime_start: realtimeStart, realtime_end: realtimeEnd, date: o.date, value: o.value })),
    });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(status, times = 1, retryAfter) {
      for (let i = 0; i < times; i++) queue.push(retryAfter === undefined ? { kind: "fail", status } : { kind: "fail", status, retryAfter });
    },
    setMode(next) {
      mode = next;
    },
    update(seriesId, change) {
      if (change.observations) series[seriesId] = change.observations;
      else series[seriesId] ??= [];
      if (change.info) infos[seriesId] = { ...infos[seriesId], ...change.info };
    },
    stallNext(times = 1) {
      for (let i = 0; i < times; i++) queue.push({ kind: "stall" });
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
