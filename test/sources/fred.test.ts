import { freePort } from "../support/free-port.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createFredClient,
  FRED_SERIES,
  canonicalIndicatorCode,
  FredError,
  fredFrequency,
  fredIndicatorCode,
  fredSeriesFor,
  fredSeriesIdOfCode,
  toObservationRecords,
  type FredClientOptions,
  type FredObservation,
} from "../../src/sources/fred.js";
import { createFredUpstream } from "../../src/adapters/upstream-fred.js";
import { UpstreamFailure, type UpstreamFailureKind } from "../../src/jobs/provisioning.js";
import { startFakeFred, type FakeFred } from "../support/fake-fred.js";

const KEY = "0123456789abcdef0123456789abcdef";

// A short UNRATE-like history with one missing month, out of order on purpose.
const UNRATE = [
  { date: "2024-03-01", value: "3.9" },
  { date: "2024-01-01", value: "3.7" },
  { date: "2024-02-01", value: "." },
  { date: "2024-04-01", value: "3.9" },
  { date: "2024-05-01", value: "4.0" },
];

let fred: FakeFred;
let sleeps: number[];

beforeEach(async () => {
  fred = await startFakeFred({
    apiKey: KEY,
    series: { UNRATE, CAUR: [{ date: "2024-01-01", value: "5.2" }] },
    info: {
      UNRATE: { title: "Unemployment Rate", frequency: "Monthly", frequency_short: "M", units: "Percent", last_updated: "2025-06-06 07:48:02-05" },
    },
  });
  sleeps = [];
});

afterEach(async () => {
  await fred.close();
});

function client(extra: Partial<FredClientOptions> = {}) {
  return createFredClient({
    apiKey: KEY,
    baseUrl: fred.url,
    retryBaseMs: 100,
    random: () => 0,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...extra,
  });
}

async function failure(promise: Promise<unknown>): Promise<FredError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(FredError);
    return err as FredError;
  }
  throw new Error("expected the call to fail");
}

describe("fetchObservations", () => {
  it("returns every observation in date order, '.' as null", async () => {
    const obs = await client().fetchObservations("UNRATE");
    expect(obs).toEqual([
      { date: "2024-01-01", value: 3.7, realtimeStart: "2025-06-30", realtimeEnd: "2025-06-30" },
      { date: "2024-02-01", value: null, realtimeStart: "2025-06-30", realtimeEnd: "2025-06-30" },
      { date: "2024-03-01", value: 3.9, realtimeStart: "2025-06-30", realtimeEnd: "2025-06-30" },
      { date: "2024-04-01", value: 3.9, realtimeStart: "2025-06-30", realtimeEnd: "2025-06-30" },
      { date: "2024-05-01", value: 4, realtimeStart: "2025-06-30", realtimeEnd: "2025-06-30" },
    ]);
    expect(fred.requests).toEqual([
      {
        path: "/fred/series/observations",
        query: { series_id: "UNRATE", sort_order: "asc", limit: "100000", offset: "0", api_key: KEY, file_type: "json" },
      },
    ]);
    expect(sleeps).toEqual([]);
  });

  it("sends the date and real-time windows as FRED's parameters", async () => {
    const obs = await client().fetchObservations("UNRATE", {
      start: "2024-02-01",
      end: "2024-03-31",
      realtimeStart: "2024-06-01",
      realtimeEnd: "2024-06-01",
    });
    expect(obs).toEqual([
      { date: "2024-02-01", value: null, realtimeStart: "2024-06-01", realtimeEnd: "2024-06-01" },
      { date: "2024-03-01", value: 3.9, realtimeStart: "2024-06-01", realtimeEnd: "2024-06-01" },
    ]);
    expect(fred.requests[0]!.query).toMatchObject({
      observation_start: "2024-02-01",
      observation_end: "2024-03-31",
      realtime_start: "2024-06-01",
      realtime_end: "2024-06-01",
    });
  });

  it("rejects a malformed date before calling FRED", async () => {
    await expect(client().fetchObservations("UNRATE", { start: "2024-1-1" })).rejects.toThrow(TypeError);
    expect(fred.requests).toHaveLength(0);
  });

  it("pages with limit and offset while offset + page < count", async () => {
    const obs = await client({ pageSize: 2 }).fetchObservations("UNRATE");
    expect(obs.map((o) => o.date)).toEqual(["2024-01-01", "2024-02-01", "2024-03-01", "2024-04-01", "2024-05-01"]);
    expect(fred.requests.map((r) => [r.query.limit, r.query.offset])).toEqual([
      ["2", "0"],
      ["2", "2"],
      ["2", "4"],
    ]);
  });

  it("stops after one page when count equals the page size", async () => {
    const obs = await client({ pageSize: 5 }).fetchObservations("UNRATE");
    expect(obs).toHaveLength(5);
    expect(fred.requests).toHaveLength(1);
  });
});

describe("retries", () => {
  it("waits the Retry-After seconds after a 429, then succeeds", async () => {
    fred.failNext(429, 1, 7);
    const obs = await client().fetchObservations("CAUR");
    expect(obs).toEqual([{ date: "2024-01-01", value: 5.2, realtimeStart: "2025-06-30", realtimeEnd: "2025-06-30" }]);
    expect(sleeps).toEqual([7000]);
    expect(fred.requests).toHaveLength(2);
  });

  it("backs off exponentially after a 429 without Retry-After", async () => {
    fred.failNext(429, 2);
    await client().fetchObservations("CAUR");
    expect(sleeps).toEqual([100, 200]);
    expect(fred.requests).toHaveLength(3);
  });

  it("adds at most 25% jitter to the backoff", async () => {
    fred.failNext(500, 2);
    await client({ random: () => 0.5 }).fetchObservations("CAUR");
    expect(sleeps).toEqual([113, 225]); // 100 + 12.5 rounded, 200 + 25
  });

  it("retries two 500s and returns the third answer", async () => {
    fred.failNext(500, 2);
    const obs = await client().fetchObservations("UNRATE");
    expect(obs).toHaveLength(5);
    expect(sleeps).toEqual([100, 200]);
    expect(fred.requests).toHaveLength(3);
  });

  it("gives up with an upstream error when 500s outlast maxAttempts", async () => {
    fred.failNext(500, 3);
    const err = await failure(client({ maxAttempts: 3 }).fetchObservations("UNRATE"));
    expect(err.kind).toBe("upstream");
    expect(err.status).toBe(500);
    expect(err.message).toContain("Internal Server Error");
    expect(err.message).toContain("gave up after 3 attempts");
    expect(fred.requests).toHaveLength(3);
    expect(sleeps).toEqual([100, 200]);
  });

  it("gives up with rate_limited after repeated 429s, keeping Retry-After", async () => {
    fred.failNext(429, 2, 1);
    const err = await failure(client({ maxAttempts: 2 }).fetchObservations("UNRATE"));
    expect(err.kind).toBe("rate_limited");
    expect(err.status).toBe(429);
    expect(err.retryAfterSeconds).toBe(1);
    expect(sleeps).toEqual([1000]);
    expect(fred.requests).toHaveLength(2);
  });

  it("does not sleep through a Retry-After longer than maxRetryWaitMs", async () => {
    fred.failNext(429, 1, 120);
    const err = await failure(client().fetchObservations("UNRATE"));
    expect(err.kind).toBe("rate_limited");
    expect(err.retryAfterSeconds).toBe(120);
    expect(sleeps).toEqual([]);
    expect(fred.requests).toHaveLength(1);
  });

  it("retries a failed page on its own while paging", async () => {
    // Queue a 500 just before the second request goes out, so it hits page two.
    let calls = 0;
    const failSecond: typeof fetch = (input, init) => {
      if (++calls === 2) fred.failNext(500);
      return fetch(input, init);
    };
    const obs = await client({ pageSize: 2, fetch: failSecond }).fetchObservations("UNRATE");
    expect(obs.map((o) => o.date)).toEqual(["2024-01-01", "2024-02-01", "2024-03-01", "2024-04-01", "2024-05-01"]);
    expect(fred.requests.map((r) => r.query.offset)).toEqual(["0", "2", "2", "4"]);
    expect(sleeps).toEqual([100]);
  });
});

describe("errors that are not retried", () => {
  it("reports an unknown series as not_found after exactly one request", async () => {
    const err = await failure(client().fetchObservations("NOSUCHSERIES"));
    expect(err.kind).toBe("not_found");
    expect(err.status).toBe(400);
    expect(err.message).toContain("The series does not exist.");
    expect(fred.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("reports an unregistered key as bad_request", async () => {
    const other = "ffffffffffffffffffffffffffffffff";
    const err = await failure(client({ apiKey: other }).fetchObservations("UNRATE"));
    expect(err.kind).toBe("bad_request");
    expect(err.status).toBe(400);
    expect(err.message).toContain("api_key is not registered");
    expect(err.message).not.toContain(other);
    expect(fred.requests).toHaveLength(1);
  });

  it("reports a badly formed key as bad_request", async () => {
    const err = await failure(client({ apiKey: "Not-A-Key" }).fetchObservations("UNRATE"));
    expect(err.kind).toBe("bad_request");
    expect(err.message).toContain("32 character alpha-numeric");
    expect(err.message).not.toContain("Not-A-Key");
  });

  it("refuses an empty key and an odd series id without calling FRED", async () => {
    expect(() => createFredClient({ apiKey: "" })).toThrow(TypeError);
    await expect(client().fetchObservations("UN RATE")).rejects.toThrow(TypeError);
    expect(fred.requests).toHaveLength(0);
  });
});

describe("network failures", () => {
  it("reports a refused connection as network, after maxAttempts tries", async () => {
    const port = await freePort();
    const c = createFredClient({
      apiKey: KEY,
      baseUrl: `http://127.0.0.1:${port}`,
      retryBaseMs: 100,
      random: () => 0,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    const err = await failure(c.fetchObservations("UNRATE"));
    expect(err.kind).toBe("network");
    expect(err.status).toBeUndefined();
    expect(err.message).toContain(`127.0.0.1:${port}/fred/series/observations`);
    expect(sleeps).toEqual([100, 200]);
  });

  it("reports a request that outlives timeoutMs as network", async () => {
    fred.stallNext();
    const err = await failure(client({ timeoutMs: 50, maxAttempts: 1 }).fetchObservations("UNRATE"));
    expect(err.kind).toBe("network");
    expect(err.message).toContain("timed out after 50 ms");
  });

  it("recovers when only the first request stalls", async () => {
    fred.stallNext();
    const obs = await client({ timeoutMs: 50 }).fetchObservations("CAUR");
    expect(obs).toHaveLength(1);
    expect(sleeps).toEqual([100]);
  });
});

describe("answers that cannot be read", () => {
  it("retries a 200 whose body is not JSON, then reports it as upstream", async () => {
    fred.setMode("garbage");
    const err = await failure(client().fetchObservations("UNRATE"));
    expect(err.kind).toBe("upstream");
    expect(err.status).toBe(200);
    expect(err.message).toContain("not JSON");
    expect(fred.requests).toHaveLength(3);
  });

  it("reports a 200 JSON answer without an observations array as upstream", async () => {
    const shapeless: typeof fetch = async () => new Response(JSON.stringify({ count: 1 }), { status: 200 });
    const err = await failure(client({ fetch: shapeless, maxAttempts: 1 }).fetchObservations("UNRATE"));
    expect(err.kind).toBe("upstream");
    expect(err.message).toContain("malformed");
  });

  it("reports a server that never answers as network once every attempt timed out", async () => {
    fred.setMode("hang");
    const err = await failure(client({ timeoutMs: 50, maxAttempts: 2 }).fetchObservations("UNRATE"));
    expect(err.kind).toBe("network");
    expect(err.message).toContain("timed out after 50 ms");
    expect(fred.requests).toHaveLength(2);
  });

  it("tells a 404 'series does not exist' (not_found) from a series with no observations (empty)", async () => {
    fred.setMode("no_series");
    const err = await failure(client().fetchObservations("UNRATE"));
    expect(err.kind).toBe("not_found");
    expect(err.status).toBe(404);
    fred.setMode("no_observations");
    expect(await client().fetchObservations("UNRATE")).toEqual([]);
  });
});

describe("createFredUpstream (provisioning)", () => {
  const US = { code: "US", type: "country", postal: null };
  const upstream = () => createFredUpstream({ apiKey: KEY, baseUrl: fred.url, retryBaseMs: 100, random: () => 0, sleep: async (ms) => void sleeps.push(ms) });
  const kindOf = async (promise: Promise<unknown>): Promise<UpstreamFailureKind> => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(UpstreamFailure);
    return (err as UpstreamFailure).kind;
  };

  it("calls only a missing series final (no_data); failing, garbled, hanging and refused answers are unavailable", async () => {
    fred.setMode("no_series");
    expect(await kindOf(upstream().fetchSeries("laus.state_unemployment_rate", US))).toBe("no_data");
    for (const mode of ["error_500", "garbage", "hang"] as const) {
      fred.setMode(mode);
      const connector = createFredUpstream({ apiKey: KEY, baseUrl: fred.url, timeoutMs: 50, maxAttempts: 1 });
      expect(await kindOf(connector.fetchSeries("laus.state_unemployment_rate", US))).toBe("unavailable");
    }
    fred.setMode("healthy");
    const refused = createFredUpstream({ apiKey: "ffffffffffffffffffffffffffffffff", baseUrl: fred.url });
    expect(await kindOf(refused.fetchSeries("laus.state_unemployment_rate", US))).toBe("unavailable");
  });

  it("ends an attempt at once on a Retry-After over 5 s instead of sleeping through it", async () => {
    fred.failNext(429, 1, 7);
    expect(await kindOf(upstream().fetchSeries("laus.state_unemployment_rate", US))).toBe("unavailable");
    expect(sleeps).toEqual([]);
    expect(fred.requests).toHaveLength(1);
  });

  it("returns no records for a series without observations (the job calls that final)", async () => {
    fred.setMode("no_observations");
    expect(await upstream().fetchSeries("laus.state_unemployment_rate", US)).toEqual({ records: [], sourceUpdatedAt: null });
  });
});

describe("the API key stays out of error messages", () => {
  it("is redacted from every kind of failure", async () => {
    const messages: string[] = [];
    messages.push((await failure(client().fetchObservations("NOSUCHSERIES"))).message);
    fred.failNext(500, 3);
    messages.push((await failure(client().fetchObservations("UNRATE"))).message);
    fred.failNext(429, 3, 0);
    messages.push((await failure(client().fetchObservations("UNRATE"))).message);
    fred.stallNext();
    messages.push((await failure(client({ timeoutMs: 50, maxAttempts: 1 }).fetchObservations("UNRATE"))).message);
    const port = await freePort();
    messages.push((await failure(client({ baseUrl: `http://127.0.0.1:${port}`, maxAttempts: 1 }).fetchObservations("UNRATE"))).message);
    // A fetch that puts the whole URL in its own error text.
    const leaky: typeof fetch = async (input) => {
      throw new Error(`could not reach ${String(input)}`);
    };
    messages.push((await failure(client({ fetch: leaky, maxAttempts: 1 }).fetchObservations("UNRATE"))).message);

    expect(messages).toHaveLength(6);
    for (const message of messages) {
      expect(message).not.toContain(KEY);
      expect(message).toContain("api_key=REDACTED");
    }
  });
});

describe("fetchSeriesInfo", () => {
  it("returns title, frequency, units and last update", async () => {
    expect(await client().fetchSeriesInfo("UNRATE")).toEqual({
      id: "UNRATE",
      title: "Unemployment Rate",
      frequency: "monthly",
      frequencyShort: "M",
      units: "Percent",
      seasonalAdjustmentShort: "SA",
      notes: "Served by the test fake.",
      lastUpdated: "2025-06-06T07:48:02-05:00",
    });
    expect(fred.requests).toEqual([{ path: "/fred/series", query: { series_id: "UNRATE", api_key: KEY, file_type: "json" } }]);
  });

  it("reports an unknown series as not_found", async () => {
    const err = await failure(client().fetchSeriesInfo("NOSUCHSERIES"));
    expect(err.kind).toBe("not_found");
    expect(fred.requests).toHaveLength(1);
  });
});

describe("searchSeries", () => {
  it("asks fred/series/search for a page and reads every match's metadata and FRED's total", async () => {
    fred.update("DGS10", {
      observations: [{ date: "2024-01-02", value: "3.95" }],
      info: { title: "Market Yield on U.S. Treasury Securities at 10-Year Constant Maturity", frequency: "Daily", frequency_short: "D", seasonal_adjustment_short: "NSA", notes: "Treasury yields." },
    });
    fred.update("DGS2", { observations: [], info: { title: "Market Yield on U.S. Treasury Securities at 2-Year Constant Maturity", frequency_short: "D" } });
    const found = await client().searchSeries("  treasury yield ", { limit: 1, offset: 1 });
    expect(found.count).toBe(2);
    expect(found.series).toEqual([
      {
        id: "DGS2",
        title: "Market Yield on U.S. Treasury Securities at 2-Year Constant Maturity",
        frequency: "daily",
        frequencyShort: "D",
        units: "Percent",
        seasonalAdjustmentShort: "SA",
        notes: "Served by the test fake.",
        lastUpdated: "2025-06-06T07:48:02-05:00",
      },
    ]);
    expect(fred.requests.at(-1)).toEqual({
      path: "/fred/series/search",
      query: { search_text: "treasury yield", limit: "1", offset: "1", api_key: KEY, file_type: "json" },
    });
  });

  it("refuses an empty text or a limit FRED would refuse, before asking", async () => {
    await expect(client().searchSeries(" ")).rejects.toThrow(TypeError);
    await expect(client().searchSeries("gdp", { limit: 1001 })).rejects.toThrow(/limit/);
    expect(fred.requests).toHaveLength(0);
  });
});

describe("fred.<SERIES_ID> codes", () => {
  it("reads the series id, upper-cased, and refuses anything that is not letters, digits and underscore", () => {
    expect(fredSeriesIdOfCode("fred.DGS10")).toBe("DGS10");
    expect(fredSeriesIdOfCode("fred.dgs10")).toBe("DGS10");
    expect(fredSeriesIdOfCode("fred.LAUCN060370000000003A")).toBe("LAUCN060370000000003A");
    expect(fredSeriesIdOfCode("fred.T10Y_2Y")).toBe("T10Y_2Y");
    for (const code of ["fred.", "fred.DGS-10", "fred.DGS 10", "fred.DGS10.x", "FRED.DGS10", "dgs10", "ces.nonfarm", `fred.${"A".repeat(61)}`]) {
      expect(fredSeriesIdOfCode(code), code).toBeNull();
    }
    expect(fredIndicatorCode("dgs10")).toBe("fred.DGS10");
    expect(canonicalIndicatorCode("fred.dgs10")).toBe("fred.DGS10");
    expect(canonicalIndicatorCode("ces.nonfarm")).toBe("ces.nonfarm");
    expect(canonicalIndicatorCode("fred.bad-id")).toBe("fred.bad-id");
    expect(canonicalIndicatorCode(" FRED.dgs10 ")).toBe("fred.DGS10");
    expect(canonicalIndicatorCode("CES.Nonfarm ")).toBe("ces.nonfarm");
  });
});

describe("toObservationRecords", () => {
  const obs = (date: string, value: number | null = 1, realtimeStart = "2025-01-01"): FredObservation => ({
    date,
    value,
    realtimeStart,
    realtimeEnd: "9999-12-31",
  });

  it("turns monthly observations into month-long periods", () => {
    expect(toObservationRecords("laus.state_unemployment_rate", "06", "monthly", [obs("2024-02-01", 5.2), obs("2023-02-01", null), obs("2024-12-01", 5.5)])).toEqual([
      { indicator: "laus.state_unemployment_rate", region: "06", periodStart: "2023-02-01", periodEnd: "2023-02-28", periodType: "monthly", value: null },
      { indicator: "laus.state_unemployment_rate", region: "06", periodStart: "2024-02-01", periodEnd: "2024-02-29", periodType: "monthly", value: 5.2 },
      { indicator: "laus.state_unemployment_rate", region: "06", periodStart: "2024-12-01", periodEnd: "2024-12-31", periodType: "monthly", value: 5.5 },
    ]);
  });

  it("computes period ends for each frequency", () => {
    const ends = (frequency: string, dates: string[]) =>
      toObservationRecords("x", "US", frequency, dates.map((d) => obs(d))).map((r) => [r.periodStart, r.periodEnd, r.periodType]);
    expect(ends("daily", ["2024-02-29"])).toEqual([["2024-02-29", "2024-02-29", "daily"]]);
    // FRED dates a week by its last day: ICSA's 2024-01-06 is the week Sun 2023-12-31 .. Sat 2024-01-06.
    expect(ends("weekly", ["2024-01-06"])).toEqual([["2023-12-31", "2024-01-06", "weekly"]]);
    expect(ends("quarterly", ["2024-01-01", "2024-04-01", "2024-07-01", "2024-10-01"])).toEqual([
      ["2024-01-01", "2024-03-31", "quarterly"],
      ["2024-04-01", "2024-06-30", "quarterly"],
      ["2024-07-01", "2024-09-30", "quarterly"],
      ["2024-10-01", "2024-12-31", "quarterly"],
    ]);
    expect(ends("annual", ["2009-01-01"])).toEqual([["2009-01-01", "2009-12-31", "annual"]]);
    // FRED's short codes work too.
    expect(ends("M", ["2023-11-01"])).toEqual([["2023-11-01", "2023-11-30", "monthly"]]);
    expect(ends("A", ["2010-01-01"])).toEqual([["2010-01-01", "2010-12-31", "annual"]]);
  });

  it("keeps the latest vintage when a date appears more than once", () => {
    const records = toObservationRecords("x", "US", "monthly", [
      obs("2024-01-01", 3.7, "2024-02-02"),
      obs("2024-01-01", 3.6, "2024-03-08"),
      obs("2024-01-01", 3.8, "2024-01-05"),
    ]);
    expect(records).toEqual([{ indicator: "x", region: "US", periodStart: "2024-01-01", periodEnd: "2024-01-31", periodType: "monthly", value: 3.6 }]);
  });

  it("serves biweekly as weekly and semiannual as quarterly, keeping each period's true length", () => {
    const spans = (frequency: string, dates: string[]) =>
      toObservationRecords("x", "US", frequency, dates.map((d) => obs(d))).map((r) => [r.periodStart, r.periodEnd, r.periodType]);
    // "Biweekly, Ending Wednesday": the two weeks ending on FRED's date
    expect(spans("BW", ["2024-01-10", "2024-01-24"])).toEqual([
      ["2023-12-28", "2024-01-10", "weekly"],
      ["2024-01-11", "2024-01-24", "weekly"],
    ]);
    expect(spans("SA", ["2023-07-01", "2024-01-01"])).toEqual([
      ["2023-07-01", "2023-12-31", "quarterly"],
      ["2024-01-01", "2024-06-30", "quarterly"],
    ]);
    expect(spans("semiannual", ["2024-07-01"])).toEqual([["2024-07-01", "2024-12-31", "quarterly"]]);
    expect(fredFrequency("D")).toEqual({ name: "daily", span: "day" });
    expect(fredFrequency("BW")?.name).toBe("weekly");
    expect(fredFrequency("SA")?.name).toBe("quarterly");
  });

  it("refuses frequencies it has no period rule for", () => {
    expect(() => toObservationRecords("x", "US", "hourly", [obs("2024-01-01")])).toThrow(/unsupported frequency/);
    expect(() => toObservationRecords("x", "US", "constructor", [obs("2024-01-01")])).toThrow(/unsupported frequency/);
    expect(fredFrequency("5Y")).toBeNull();
  });

  it("feeds fetched observations straight through", async () => {
    const records = toObservationRecords("laus.state_unemployment_rate", "US", "monthly", await client().fetchObservations("UNRATE", { end: "2024-02-29" }));
    expect(records).toEqual([
      { indicator: "laus.state_unemployment_rate", region: "US", periodStart: "2024-01-01", periodEnd: "2024-01-31", periodType: "monthly", value: 3.7 },
      { indicator: "laus.state_unemployment_rate", region: "US", periodStart: "2024-02-01", periodEnd: "2024-02-29", periodType: "monthly", value: null },
    ]);
  });
});

describe("FRED_SERIES", () => {
  const state = (code: string, postal: string) => ({ code, type: "state", postal });
  const county = (code: string) => ({ code, type: "county", postal: null });

  it("maps states, DC and Puerto Rico to <postal>UR and the US to UNRATE", () => {
    expect(fredSeriesFor("laus.state_unemployment_rate", state("06", "CA"))).toBe("CAUR");
    expect(fredSeriesFor("laus.state_unemployment_rate", state("11", "DC"))).toBe("DCUR");
    expect(fredSeriesFor("laus.state_unemployment_rate", state("72", "PR"))).toBe("PRUR");
    expect(fredSeriesFor("laus.state_unemployment_rate", { code: "US", type: "country", postal: null })).toBe("UNRATE");
    expect(fredSeriesFor("laus.state_unemployment_rate", state("66", "GU"))).toBeNull();
    expect(fredSeriesFor("laus.state_unemployment_rate", county("06037"))).toBeNull();
  });

  it("maps counties to the annual LAUS ids built from the FIPS code", () => {
    expect(fredSeriesFor("laus.unemployment_rate", county("06037"))).toBe("LAUCN060370000000003A");
    expect(fredSeriesFor("laus.unemployment_rate", county("10005"))).toBe("LAUCN100050000000003A");
    expect(fredSeriesFor("laus.unemployment_rate", county("72151"))).toBe("LAUCN721510000000003A");
    expect(fredSeriesFor("laus.unemployment_rate", county("66010"))).toBeNull();
    expect(fredSeriesFor("laus.unemployment_rate", state("06", "CA"))).toBeNull();
  });

  it("declares each mapping's frequency and knows nothing else", () => {
    expect(FRED_SERIES.map((m) => [m.indicator, m.frequency])).toEqual([
      ["laus.state_unemployment_rate", "monthly"],
      ["laus.unemployment_rate", "annual"],
    ]);
    expect(fredSeriesFor("ces.nonfarm", state("06", "CA"))).toBeNull();
  });
});

