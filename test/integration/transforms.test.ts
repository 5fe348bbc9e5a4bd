import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { csvParseRows } from "d3-dsv";
import { rowsOf } from "../../src/db/client.js";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";
import { addDays } from "../../src/domain/series.js";

/*
 * Units transformations and frequency aggregation checked against values computed here, from the stored
 * rows read with SQL of the test's own, with FRED's formulas written out again (not the service's code).
 */

type Json = Record<string, any>;
type Point = { date: string; value: number };

const SERIES = [
  { code: "cpi.us", frequency: "monthly", perYear: 12, coarser: ["quarterly", "annual"] },
  { code: "bea.gdp", frequency: "quarterly", perYear: 4, coarser: ["annual"] },
  { code: "eia.wti", frequency: "daily", perYear: 260, coarser: ["monthly", "quarterly", "annual"] },
] as const;
const UNITS = ["lin", "chg", "ch1", "pch", "pc1", "pca", "cch", "cca", "log"] as const;

const close = (actual: number | null, expected: number | null) =>
  actual === null || expected === null ? actual === expected : Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));

const minusYear = (date: string) => {
  const y = Number(date.slice(0, 4)) - 1;
  const md = date.slice(5) === "02-29" ? "02-28" : date.slice(5);
  return `${String(y).padStart(4, "0")}-${md}`;
};
const minusDays = (date: string, days: number) => new Date(Date.parse(date) - days * 86_400_000).toISOString().slice(0, 10);

/** The year-ago value: that date, or the last observation up to 7 days before it. */
function yearAgo(points: Point[], i: number): number | null {
  const target = minusYear(points[i]!.date);
  const earliest = minusDays(target, 7);
  for (let k = i - 1; k >= 0; k--) {
    const d = points[k]!.date;
    if (d > target) continue;
    return d >= earliest ? points[k]!.value : null;
  }
  return null;
}

function expected(points: Point[], units: (typeof UNITS)[number], perYear: number): (number | null)[] {
  return points.map((p, i) => {
    const x = p.value;
    // FRED's x(t-1) is the period before, for a series of calendar periods: after a gap there is none
    const monthsBack = (date: string, k: number) => {
      const m = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - k;
      return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}-01`;
    };
    const before = i > 0 ? points[i - 1]! : null;
    const prev = before && (perYear > 12 || before.date === monthsBack(p.date, 12 / perYear)) ? before.value : null;
    const ago = yearAgo(points, i);
    switch (units) {
      case "lin": return x;
      case "log": return x > 0 ? Math.log(x) : null;
      case "chg": return prev === null ? null : x - prev;
      case "ch1": return ago === null ? null : x - ago;
      case "pch": return prev === null || prev === 0 ? null : (x / prev - 1) * 100;
      case "pc1": return ago === null || ago === 0 ? null : (x / ago - 1) * 100;
      case "pca": return prev === null || prev === 0 || x / prev < 0 ? null : ((x / prev) ** perYear - 1) * 100;
      case "cch": return prev === null || prev <= 0 || x <= 0 ? null : (Math.log(x) - Math.log(prev)) * 100;
      case "cca": return prev === null || prev <= 0 || x <= 0 ? null : (Math.log(x) - Math.log(prev)) * 100 * perYear;
    }
  });
}

const periodKey = (date: string, frequency: string) => {
  const y = date.slice(0, 4);
  const m = Number(date.slice(5, 7));
  if (frequency === "annual") return `${y}-01-01`;
  if (frequency === "quarterly") return `${y}-${String(Math.floor((m - 1) / 3) * 3 + 1).padStart(2, "0")}-01`;
  return `${date.slice(0, 7)}-01`;
};

/** How many monthly or quarterly periods a coarser period spans. */
const NATIVE_PERIODS: Record<string, Record<string, number> | undefined> = { monthly: { quarterly: 3, annual: 12 }, quarterly: { annual: 4 } };

/** Each coarser period and how many stored points it holds, in order. */
const counted = (points: Point[], frequency: string) => {
  const counts = new Map<string, number>();
  for (const p of points) counts.set(periodKey(p.date, frequency), (counts.get(periodKey(p.date, frequency)) ?? 0) + 1);
  return counts;
};

function aggregated(points: Point[], frequency: string, method: "avg" | "sum" | "eop"): Point[] {
  const groups = new Map<string, number[]>();
  for (const p of points) {
    const key = periodKey(p.date, frequency);
    groups.set(key, [...(groups.get(key) ?? []), p.value]);
  }
  return [...groups].map(([date, vs]) => ({
    date,
    value: method === "eop" ? vs.at(-1)! : method === "sum" ? vs.reduce((a, b) => a + b, 0) : vs.reduce((a, b) => a + b, 0) / vs.length,
  }));
}

describe.each(testDatabases())("units, frequency aggregation and CSV on $name", (kind) => {
  let api: TestServer;
  let headers: Record<string, string>;
  const stored = new Map<string, Point[]>();

  /** Every page of an observations query, following next_cursor. */
  async function all(query: string): Promise<{ data: Json[]; meta: Json }> {
    const data: Json[] = [];
    let meta: Json = {};
    let cursor: string | undefined;
    do {
      const res = await api.get(`/v1/observations?${query}&limit=700${cursor ? `&cursor=${cursor}` : ""}`, { headers });
      expect(res.status, query).toBe(200);
      const body = (await res.json()) as Json;
      data.push(...body.data);
      meta = body.meta;
      cursor = body.meta.next_cursor;
    } while (cursor);
    return { data, meta };
  }

  beforeAll(async () => {
    api = await startTestServer(kind);
    const { key } = await insertKey(api.deps.db, { name: "units", plan: "free", rateLimitPerMinute: 1_000_000, monthlyQuota: null });
    headers = { Authorization: `Bearer ${key}` };
    for (const s of SERIES) {
      const rows = rowsOf<{ d: string; v: number | null }>(
        await api.deps.db.execute(sql`
          SELECT DISTINCT ON (o.period_start) to_char(o.period_start, 'YYYY-MM-DD') AS d, o.value AS v
          FROM observations o JOIN indicators i ON i.id = o.indicator_id
          WHERE i.code = ${s.code} AND o.region_code = 'US'
          ORDER BY o.period_start, o.revision DESC`),
      );
      stored.set(s.code, rows.filter((r) => r.v !== null).map((r) => ({ date: r.d, value: Number(r.v) })));
      expect(stored.get(s.code)!.length, s.code).toBeGreaterThan(20);
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  describe.each(SERIES)("$code ($frequency)", (s) => {
    it.each(UNITS)("units=%s matches FRED's formula on every stored period, in both orders", async (units) => {
      const points = stored.get(s.code)!;
      const want = expected(points, units, s.perYear);
      const { data, meta } = await all(`indicator=${s.code}&region=US&units=${units}`);
      expect(data.map((o) => o.period_start)).toEqual(points.map((p) => p.date));
      const wrong = data.flatMap((o, i) => (close(o.value, want[i]!) ? [] : [`${o.period_start}: ${o.value} ≠ ${want[i]}`]));
      expect(wrong.slice(0, 5)).toEqual([]);
      if (units === "lin") expect(meta.units).toBeUndefined();
      else expect(meta.units.code).toBe(units);

      const desc = await all(`indicator=${s.code}&region=US&units=${units}&sort=desc`);
      expect(desc.data.map((o) => o.value)).toEqual([...data].reverse().map((o) => o.value));
    });

    it("latest under a transformation is the last transformed period", async () => {
      const points = stored.get(s.code)!;
      for (const units of ["pc1", "pch", "log"] as const) {
        const res = await api.get(`/v1/observations/latest?indicator=${s.code}&region=US&units=${units}`, { headers });
        const body = (await res.json()) as Json;
        expect(body.data.period_start).toBe(points.at(-1)!.date);
        expect(close(body.data.value, expected(points, units, s.perYear).at(-1)!)).toBe(true);
      }
    });

    it("every coarser frequency × aggregation matches the periods summed, averaged or ended here", async () => {
      const points = stored.get(s.code)!;
      for (const frequency of s.coarser) {
        for (const method of ["avg", "sum", "eop"] as const) {
          const want = aggregated(points, frequency, method);
          const { data, meta } = await all(`indicator=${s.code}&region=US&frequency=${frequency}&aggregation=${method}`);
          expect(meta.frequency).toBe(frequency);
          expect(data.map((o) => o.period_start), `${frequency} ${method}`).toEqual(want.map((p) => p.date));
          const wrong = data.filter((o, i) => !close(o.value, want[i]!.value)).map((o) => `${frequency} ${method} ${o.period_start}`);
          expect(wrong.slice(0, 5)).toEqual([]);
          // a month missing from a quarter (or a quarter from a year) is named; a daily series' calendar is not judged
          const spans = NATIVE_PERIODS[s.frequency]?.[frequency];
          const short = spans === undefined ? [] : [...counted(points, frequency)].filter(([, n]) => n < spans).map(([date]) => date);
          expect(meta.aggregation.incomplete_periods, `${frequency} ${method}`).toEqual(short);
          // October 2025 was never published: the fourth quarter is two months
          if (s.code === "cpi.us" && frequency === "quarterly") expect(short).toContain("2025-10-01");
        }
      }
      // aggregated first, then transformed, as FRED does
      const frequency = s.coarser.at(-1)!;
      const annual = aggregated(points, frequency, "avg");
      const perYear = { monthly: 12, quarterly: 4, annual: 1 }[frequency];
      const { data } = await all(`indicator=${s.code}&region=US&frequency=${frequency}&units=pc1`);
      const want = expected(annual, "pc1", perYear);
      expect(data.every((o, i) => close(o.value, want[i]!))).toBe(true);
      // start and end select aggregated periods by their period_start, as they select stored rows
      const [, second, third] = annual;
      const start = addDays(second!.date, 1);
      const end = addDays(third!.date, 1);
      const within = await all(`indicator=${s.code}&region=US&frequency=${frequency}&start=${start}&end=${end}`);
      expect(within.data.map((o) => o.period_start)).toEqual([third!.date]);
      expect(close(within.data[0]!.value, third!.value)).toBe(true);
    });
  });

  it("names on a panel a resampled period that misses a native period: CPI's October 2025 was never published", async () => {
    const res = await api.get("/v1/panel?indicators=cpi.us,bea.gdp&frequency=quarterly&missing=ffill&start=2025-04-01&end=2025-12-31", { headers });
    const body = (await res.json()) as Json;
    expect(body.dates).toEqual(["2025-04-01", "2025-07-01", "2025-10-01"]);
    expect(body.meta.resample).toEqual({ method: "mean", sources: { "cpi.us": "monthly" }, incomplete: { "cpi.us": ["2025-10-01"] } });
  });

  it("fills a panel's gaps with levels only, and not past a series' last value", async () => {
    const panel = async (query: string) => {
      const res = await api.get(`/v1/panel?${query}`, { headers });
      expect(res.status, query).toBe(200);
      return (await res.json()) as Json;
    };
    /** Each grid date's expected value: the series' own (expected() on the stored rows), else null. */
    const own = (code: "cpi.us" | "eia.wti", units: "pch", perYear: number, dates: string[]) => {
      const points = stored.get(code)!;
      const values = expected(points, units, perYear);
      const at = new Map(points.map((p, i) => [p.date, values[i]!]));
      return dates.map((d) => at.get(d) ?? null);
    };
    const isClose = (actual: (number | null)[], wanted: (number | null)[]) => actual.length === wanted.length && actual.every((v, i) => close(v, wanted[i]!));
    // CPI's October 2025 was never published: neither it nor November (no predecessor) has a change to carry
    const cpi = await panel("indicators=cpi.us,gold.price&missing=ffill&units=pch&start=2025-08-01&end=2026-01-01");
    expect(cpi.dates).toEqual(["2025-08-01", "2025-09-01", "2025-10-01", "2025-11-01", "2025-12-01", "2026-01-01"]);
    const cpiWanted = own("cpi.us", "pch", 12, cpi.dates);
    expect(cpiWanted.slice(2, 4)).toEqual([null, null]);
    expect(isClose(cpi.series["cpi.us"], cpiWanted)).toBe(true);
    // WTI's Friday change is not Saturday's or Sunday's
    const wti = await panel("indicators=eia.wti&frequency=daily&missing=ffill&units=pch&start=2020-04-17&end=2020-04-21");
    expect(wti.dates).toEqual(["2020-04-17", "2020-04-18", "2020-04-19", "2020-04-20", "2020-04-21"]);
    const wtiWanted = own("eia.wti", "pch", 260, wti.dates);
    expect(wtiWanted.slice(1, 3)).toEqual([null, null]);
    expect(isClose(wti.series["eia.wti"], wtiWanted)).toBe(true);
    // levels are carried over the weekend
    const levels = await panel("indicators=eia.wti&frequency=daily&missing=ffill&start=2020-04-17&end=2020-04-20");
    const friday = stored.get("eia.wti")!.find((p) => p.date === "2020-04-17")!.value;
    expect(levels.series["eia.wti"].slice(0, 3)).toEqual([friday, friday, friday]);
    // ces.nonfarm ends in December 2015: carried to its end, and not beyond it
    const nonfarm = (await all("indicator=ces.nonfarm&region=US")).data;
    const lastDate = nonfarm.at(-1)!.period_start as string;
    const jobs = await panel(`indicators=ces.nonfarm,gold.price&missing=ffill&start=${addDays(lastDate, -31).slice(0, 7)}-01`);
    const at = jobs.dates.indexOf(lastDate);
    expect(at).toBeGreaterThan(0);
    expect(jobs.series["ces.nonfarm"][at]).toBe(nonfarm.at(-1)!.value);
    expect(jobs.dates.length).toBeGreaterThan(at + 1);
    expect(jobs.series["ces.nonfarm"].slice(at + 1).every((v: number | null) => v === null)).toBe(true);
  });

  it("refuses a frequency finer than the series' own, and nulls the log of values ≤ 0", async () => {
    const finer = await api.get("/v1/observations?indicator=bea.gdp&region=US&frequency=monthly", { headers });
    expect(finer.status).toBe(400);
    expect(await finer.json()).toMatchObject({ error: { code: "INVALID_PARAMETER", details: { parameter: "frequency" } } });
    // a five-yearly series has no annual observations (a panel's annual grid alone shows it on its years)
    const fiveYearly = await api.get("/v1/observations?indicator=gapminder.population&region=US&frequency=annual", { headers });
    expect(fiveYearly.status).toBe(400);
    expect(await fiveYearly.json()).toMatchObject({ error: { details: { parameter: "frequency", reason: "annual is finer than the quinquennial frequency of gapminder.population" } } });
    expect((await api.get("/v1/panel?indicators=gapminder.population,wb.population&region=US&frequency=annual", { headers })).status).toBe(200);
    const anomaly = (await (await api.get("/v1/observations?indicator=temperature.gcag_monthly&units=log&limit=10000", { headers })).json()) as Json;
    const lin = (await (await api.get("/v1/observations?indicator=temperature.gcag_monthly&limit=10000", { headers })).json()) as Json;
    expect(lin.data.some((o: Json) => o.value <= 0)).toBe(true);
    lin.data.forEach((o: Json, i: number) => expect(anomaly.data[i].value).toBe(o.value > 0 ? Math.log(o.value) : null));
    // the latest with no log says why: Afghanistan's last rate in the file is below zero
    const afghanistan = (await (await api.get("/v1/observations/latest?indicator=wb.inflation_consumer&region=AF", { headers })).json()) as Json;
    expect(afghanistan.data.value).toBeLessThan(0);
    const noLog = await api.get("/v1/observations/latest?indicator=wb.inflation_consumer&region=AF&units=log", { headers });
    expect(noLog.status).toBe(404);
    expect(((await noLog.json()) as Json).error.message).toContain(`the latest value, ${afghanistan.data.value}, is not above zero`);
  });

  it("answers CSV for format=csv and for Accept: text/csv, pages through Link, and keeps errors in JSON", async () => {
    const res = await api.get("/v1/observations?indicator=cpi.us&region=US&units=pc1&format=csv&limit=50", { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="cpi.us_US_pc1.csv"');
    const text = await res.text();
    expect(text.endsWith("\r\n")).toBe(true);
    const rows = csvParseRows(text.trimEnd().replace(/\r\n/g, "\n"));
    expect(rows[0]).toEqual(["period_start", "period_end", "period_type", "value", "revision", "is_preliminary", "source_updated_at"]);
    const json = (await (await api.get("/v1/observations?indicator=cpi.us&region=US&units=pc1&limit=50", { headers })).json()) as Json;
    expect(rows.slice(1).map((r) => [r[0], r[3] === "" ? null : Number(r[3])])).toEqual(json.data.map((o: Json) => [o.period_start, o.value]));
    const next = /^<([^>]+)>; rel="next"$/.exec(res.headers.get("link") ?? "");
    expect(next).not.toBeNull();
    const page2 = await api.get(next![1]!.replace(/^https?:\/\/[^/]+/, ""), { headers });
    const json2 = (await (await api.get(`/v1/observations?indicator=cpi.us&region=US&units=pc1&limit=50&cursor=${json.meta.next_cursor}`, { headers })).json()) as Json;
    expect(csvParseRows((await page2.text()).trimEnd()).slice(1).map((r) => r[0])).toEqual(json2.data.map((o: Json) => o.period_start));

    const accepted = await api.get("/v1/observations/latest?indicators=cpi.us,eia.wti", { headers: { ...headers, Accept: "text/csv" } });
    expect(accepted.headers.get("content-type")).toMatch(/^text\/csv/);
    const latest = csvParseRows((await accepted.text()).trimEnd());
    expect(latest.map((r) => r[0])).toEqual(["indicator", "cpi.us", "eia.wti"]);
    // the answer varies on Accept; media types are read in any case, and the higher q wins
    expect(accepted.headers.get("vary")).toBe("Accept");
    for (const [accept, type] of [["TEXT/CSV", /^text\/csv/], ["Text/Csv;q=0.9, application/json;q=0.5", /^text\/csv/], ["text/csv;q=0.5, application/json", /^application\/json/]] as const) {
      const res = await api.get("/v1/observations/latest?indicator=cpi.us", { headers: { ...headers, Accept: accept } });
      expect(res.headers.get("content-type"), accept).toMatch(type);
    }

    const error = await api.get("/v1/observations?indicator=no.such.series&format=csv", { headers });
    expect(error.status).toBe(404);
    expect(error.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("puts one column per series in a CSV panel", async () => {
    const res = await api.get("/v1/panel?indicators=cpi.us,eia.wti,bea.gdp&units=pc1&format=csv&start=2020-01-01", { headers });
    expect(res.status).toBe(200);
    const rows = csvParseRows((await res.text()).trimEnd());
    expect(rows[0]).toEqual(["date", "cpi.us", "eia.wti", "bea.gdp"]);
    const json = (await (await api.get("/v1/panel?indicators=cpi.us,eia.wti,bea.gdp&units=pc1&start=2020-01-01", { headers })).json()) as Json;
    expect(json.meta.units["cpi.us"]).toBe("percent change from a year ago");
    expect(rows.slice(1).map((r) => r[0])).toEqual(json.dates);
    expect(rows.slice(1).map((r) => Number(r[1]))).toEqual(json.series["cpi.us"]);
    // each series resampled to the quarterly grid first, then transformed
    const quarterly = aggregated(stored.get("cpi.us")!, "quarterly", "avg");
    const pc1 = new Map(quarterly.map((p, i) => [p.date, expected(quarterly, "pc1", 4)[i]!]));
    expect(json.dates.length).toBeGreaterThan(8);
    json.dates.forEach((d: string, i: number) => expect(close(json.series["cpi.us"][i], pc1.get(d)!), d).toBe(true));
  });
});
