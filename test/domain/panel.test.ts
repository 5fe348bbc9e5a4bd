import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  alignPanel,
  coarsestFrequency,
  FREQUENCY_RANK,
  PanelError,
  periodStart,
  type PanelOptions,
  type PanelSeriesInput,
} from "../../src/domain/panel.js";

const FFILL_MEAN: PanelOptions = { missing: "ffill", resample: "mean" };

function series(code: string, frequency: string, points: [string, number | null][]): PanelSeriesInput {
  return { code, frequency, points: points.map(([date, value]) => ({ date, value })) };
}

/** Daily points for every day of one month, valued by day number (1, 2, 3, ...). */
function dayNumbered(yearMonth: string, days: number): [string, number][] {
  return Array.from({ length: days }, (_, i) => [`${yearMonth}-${String(i + 1).padStart(2, "0")}`, i + 1]);
}

function panelError(fn: () => unknown): PanelError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(PanelError);
    return err as PanelError;
  }
  throw new Error("expected a PanelError");
}

describe("resampling finer series", () => {
  // Jan 2023 has 31 days valued 1..31 (total 496), Feb 2023 has 28 days valued 1..28 (total 406).
  const daily = series("d", "daily", [...dayNumbered("2023-01", 31), ...dayNumbered("2023-02", 28)]);

  it("daily -> monthly mean follows the calendar months (31 and 28 days)", () => {
    const r = alignPanel([daily], { ...FFILL_MEAN, frequency: "monthly" });
    expect(r.dates).toEqual(["2023-01-01", "2023-02-01"]);
    expect(r.series.d).toEqual([16, 14.5]); // 496/31, 406/28
    expect(r.frequency).toBe("monthly");
    expect(r.gridPoints).toBe(2);
    expect(r.resample).toEqual({ method: "mean", sources: { d: "daily" }, incomplete: { d: [] } });
  });

  it("daily -> monthly mean skips nulls and uses each month's own boundaries (leap February)", () => {
    const d = series("d", "daily", [
      ["2024-01-01", 10],
      ["2024-01-15", 20],
      ["2024-01-20", null],
      ["2024-01-31", 33],
      ["2024-02-01", 4],
      ["2024-02-29", 8],
      ["2024-03-01", 1],
      ["2024-03-31", 2],
    ]);
    const mean = alignPanel([d], { ...FFILL_MEAN, frequency: "monthly" });
    expect(mean.dates).toEqual(["2024-01-01", "2024-02-01", "2024-03-01"]);
    expect(mean.series.d).toEqual([21, 6, 1.5]);
    expect(alignPanel([d], { missing: "drop", resample: "last", frequency: "monthly" }).series.d).toEqual([33, 8, 2]);
    expect(alignPanel([d], { missing: "drop", resample: "sum", frequency: "monthly" }).series.d).toEqual([63, 12, 3]);
  });

  it("sum preserves totals: 496 + 406 = 902", () => {
    const monthly = alignPanel([daily], { missing: "drop", resample: "sum", frequency: "monthly" });
    expect(monthly.series.d).toEqual([496, 406]);
    const annual = alignPanel([daily], { missing: "drop", resample: "sum", frequency: "annual" });
    expect(annual.dates).toEqual(["2023-01-01"]);
    expect(annual.series.d).toEqual([902]);
  });

  it("a mean or sum of decimal prices carries no binary noise of the additions", () => {
    // WTI's closes of 2 to 4 January 2024: 0.1 + 0.2-style sums print 1514.8500000000001 without cleaning
    const d = series("d", "daily", [
      ["2024-01-02", 70.38],
      ["2024-01-03", 72.7],
      ["2024-01-04", 72.19],
      ["2024-02-01", 0.1],
      ["2024-02-02", 0.2],
    ]);
    expect(alignPanel([d], { missing: "drop", resample: "sum", frequency: "monthly" }).series.d).toEqual([215.27, 0.3]);
    // a mean is kept to 12 significant digits, more than any source publishes
    expect(alignPanel([d], { missing: "drop", resample: "mean", frequency: "monthly" }).series.d).toEqual([71.7566666667, 0.15]);
  });

  it("last takes the latest dated non-null value in each bucket", () => {
    const r = alignPanel([daily], { missing: "drop", resample: "last", frequency: "monthly" });
    expect(r.series.d).toEqual([31, 28]);
  });

  describe("monthly + quarterly -> quarterly", () => {
    const m = series("m", "monthly", [
      ["2023-01-01", 3],
      ["2023-02-01", 6],
      ["2023-03-01", null],
      ["2023-04-01", 1],
      ["2023-05-01", 2],
      ["2023-06-01", 9],
      ["2023-07-01", 5],
    ]);
    const q = series("q", "quarterly", [
      ["2023-01-01", 100],
      ["2023-04-01", 200],
      ["2023-07-01", 300],
    ]);
    const dates = ["2023-01-01", "2023-04-01", "2023-07-01"];

    it("defaults to the coarsest native frequency and keeps the quarterly series", () => {
      const r = alignPanel([m, q], { missing: "drop", resample: "mean" });
      expect(r.frequency).toBe("quarterly");
      expect(r.dates).toEqual(dates);
      expect(r.series.q).toEqual([100, 200, 300]);
      expect(r.series.m).toEqual([4.5, 4, 5]); // (3+6)/2, (1+2+9)/3, 5
      // March is null and August on are absent: the first and third quarters are short of a month
      expect(r.resample).toEqual({ method: "mean", sources: { m: "monthly" }, incomplete: { m: ["2023-01-01", "2023-07-01"] } });
    });

    it("last", () => {
      const r = alignPanel([m, q], { missing: "drop", resample: "last", frequency: "quarterly" });
      expect(r.series.m).toEqual([6, 9, 5]); // March is null, so February's 6
      expect(r.series.q).toEqual([100, 200, 300]);
    });

    it("sum", () => {
      const r = alignPanel([m, q], { missing: "drop", resample: "sum", frequency: "quarterly" });
      expect(r.series.m).toEqual([9, 12, 5]);
      expect(r.series.q).toEqual([100, 200, 300]);
      expect(r.resample).toEqual({ method: "sum", sources: { m: "monthly" }, incomplete: { m: ["2023-01-01", "2023-07-01"] } });
    });
  });

  it("weekly -> monthly buckets each week by its period start", () => {
    const w = series("w", "weekly", [
      ["2021-01-25", 1],
      ["2021-02-01", 2],
      ["2021-02-08", 3],
      ["2021-02-15", 4],
      ["2021-02-22", 5],
      ["2021-03-01", 6],
    ]);
    const mean = alignPanel([w], FFILL_MEAN);
    expect(mean.frequency).toBe("monthly");
    expect(mean.dates).toEqual(["2021-01-01", "2021-02-01", "2021-03-01"]);
    expect(mean.series.w).toEqual([1, 3.5, 6]);
    expect(mean.resample).toEqual({ method: "mean", sources: { w: "weekly" }, incomplete: { w: [] } });
    expect(alignPanel([w], { missing: "drop", resample: "sum" }).series.w).toEqual([1, 14, 6]);
  });

  it("quarterly bucket starts are Jan/Apr/Jul/Oct", () => {
    const m = series("m", "monthly", [
      ["2022-03-01", 1],
      ["2022-06-01", 2],
      ["2022-09-01", 3],
      ["2022-12-01", 4],
    ]);
    const r = alignPanel([m], { missing: "drop", resample: "last", frequency: "quarterly" });
    expect(r.dates).toEqual(["2022-01-01", "2022-04-01", "2022-07-01", "2022-10-01"]);
    expect(r.series.m).toEqual([1, 2, 3, 4]);
  });

  it("a native series not stored at its period start is moved to it", () => {
    const m = series("m", "monthly", [["2022-05-17", 7]]);
    const r = alignPanel([m], FFILL_MEAN);
    expect(r.dates).toEqual(["2022-05-01"]);
    expect(r.series.m).toEqual([7]);
    expect(r.resample).toBeUndefined();
  });
});

describe("grid and missing values", () => {
  it("the grid is continuous between the first and last value of any series", () => {
    const a = series("a", "monthly", [
      ["2020-01-01", 1],
      ["2020-04-01", 4],
    ]);
    const r = alignPanel([a], { missing: "ffill", resample: "mean" });
    expect(r.dates).toEqual(["2020-01-01", "2020-02-01", "2020-03-01", "2020-04-01"]);
    expect(r.series.a).toEqual([1, 1, 1, 4]);
  });

  it("ffill fills the gaps between a series' values, and leaves the periods before its first and after its last null", () => {
    const a = series("a", "monthly", [
      ["2020-01-01", 1],
      ["2020-02-01", 2],
      ["2020-05-01", 5],
    ]);
    const b = series("b", "monthly", [
      ["2020-03-01", 30],
      ["2020-04-01", null],
      ["2020-06-01", 60],
    ]);
    const r = alignPanel([a, b], FFILL_MEAN);
    expect(r.dates).toEqual(["2020-01-01", "2020-02-01", "2020-03-01", "2020-04-01", "2020-05-01", "2020-06-01"]);
    expect(r.series.a).toEqual([1, 2, 2, 2, 5, null]);
    expect(r.series.b).toEqual([null, null, 30, 30, 30, 60]);
    expect(r.gridPoints).toBe(6);
    expect(r.resample).toBeUndefined();
  });

  it("drop removes every date where any series is null", () => {
    const a = series("a", "monthly", [
      ["2020-01-01", 1],
      ["2020-02-01", 2],
      ["2020-03-01", 3],
      ["2020-04-01", null],
      ["2020-05-01", 5],
    ]);
    const b = series("b", "monthly", [
      ["2020-02-01", 20],
      ["2020-03-01", null],
      ["2020-04-01", 40],
      ["2020-05-01", 50],
    ]);
    const r = alignPanel([a, b], { missing: "drop", resample: "mean" });
    expect(r.dates).toEqual(["2020-02-01", "2020-05-01"]);
    expect(r.series).toEqual({ a: [2, 5], b: [20, 50] });
    expect(r.gridPoints).toBe(2);
  });

  it("start/end bound the period starts; a partial first period is left out", () => {
    const m = series(
      "m",
      "monthly",
      [1, 2, 3, 4, 5, 6].map((v) => [`2020-0${v}-01`, v] as [string, number]),
    );
    const r = alignPanel([m], { ...FFILL_MEAN, start: "2020-02-15", end: "2020-04-30" });
    expect(r.dates).toEqual(["2020-03-01", "2020-04-01"]);
    expect(r.series.m).toEqual([3, 4]);

    const q = alignPanel([m], { missing: "drop", resample: "sum", frequency: "quarterly", start: "2020-01-01", end: "2020-03-31" });
    expect(q.dates).toEqual(["2020-01-01"]);
    expect(q.series.m).toEqual([6]);
    // end inside Q2 still includes the whole of Q2 (its period start 2020-04-01 <= end)
    const q2 = alignPanel([m], { missing: "drop", resample: "sum", frequency: "quarterly", end: "2020-04-02" });
    expect(q2.series.m).toEqual([6, 15]);
  });

  it("ffill carries a value known before start into the window", () => {
    const a = series("a", "monthly", [
      ["2020-01-01", 1],
      ["2020-06-01", 6],
    ]);
    const b = series("b", "monthly", [["2020-04-01", 40]]);
    const r = alignPanel([a, b], { ...FFILL_MEAN, start: "2020-03-01" });
    expect(r.dates).toEqual(["2020-03-01", "2020-04-01", "2020-05-01", "2020-06-01"]);
    expect(r.series.a).toEqual([1, 1, 1, 6]);
    expect(r.series.b).toEqual([null, 40, null, null]);
    // a series that ended before the window is not carried into it
    expect(alignPanel([a, b], { ...FFILL_MEAN, start: "2020-05-01" }).series.b).toEqual([null, null]);
  });

  it("ffill carries levels, never a change: a period without an observation has no change of its own", () => {
    // a monthly series without March and May, ending in June, beside one running to August; a daily one
    // with a weekend between Friday and Monday
    const m = series("m", "monthly", [
      ["2020-01-01", 100],
      ["2020-02-01", 110],
      ["2020-04-01", 121],
      ["2020-06-01", 133.1],
    ]);
    const other = series("o", "monthly", [1, 2, 3, 4, 5, 6, 7, 8].map((k) => [`2020-0${k}-01`, k] as [string, number]));
    const levels = alignPanel([m, other], FFILL_MEAN);
    expect(levels.series.m).toEqual([100, 110, 110, 121, 121, 133.1, null, null]);
    const pch = alignPanel([m, other], { ...FFILL_MEAN, units: "pch" });
    // from February (January has no predecessor anywhere): February rose 10 %; March has no value, April
    // no predecessor, May no value, June no predecessor, and July and August are past the series' end
    expect(pch.dates[0]).toBe("2020-02-01");
    expect(pch.series.m).toEqual([(110 / 100 - 1) * 100, null, null, null, null, null, null]);
    const logs = alignPanel([m, other], { ...FFILL_MEAN, units: "log" });
    expect(logs.series.m).toEqual([100, 110, 110, 121, 121, 133.1, null, null].map((v) => (v === null ? null : Math.log(v))));

    const d = series("d", "daily", [
      ["2020-04-16", 19.87],
      ["2020-04-17", 18.27],
      ["2020-04-20", -36.98],
    ]);
    const daily = alignPanel([d], { ...FFILL_MEAN, units: "pch" });
    expect(daily.dates).toEqual(["2020-04-17", "2020-04-18", "2020-04-19", "2020-04-20"]);
    // a daily series counts observations: Monday's change is from Friday, and the weekend has none
    expect(daily.series.d).toEqual([(18.27 / 19.87 - 1) * 100, null, null, (-36.98 / 18.27 - 1) * 100]);
    expect(alignPanel([d], FFILL_MEAN).series.d).toEqual([19.87, 18.27, 18.27, 18.27, -36.98]);
  });

  it("a window with no data gives an empty panel", () => {
    const a = series("a", "monthly", [["2020-01-01", 1]]);
    const r = alignPanel([a], { missing: "drop", resample: "mean", start: "2021-01-01" });
    expect(r).toEqual({ dates: [], series: { a: [] }, frequency: "monthly", gridPoints: 0 });
  });

  it("an empty series is all null under ffill and empties the panel under drop", () => {
    const a = series("a", "monthly", [
      ["2020-01-01", 1],
      ["2020-02-01", 2],
    ]);
    const e = series("e", "monthly", []);
    expect(alignPanel([a, e], FFILL_MEAN).series).toEqual({ a: [1, 2], e: [null, null] });
    expect(alignPanel([a, e], { missing: "drop", resample: "mean" })).toEqual({
      dates: [],
      series: { a: [], e: [] },
      frequency: "monthly",
      gridPoints: 0,
    });
    expect(alignPanel([e], FFILL_MEAN)).toEqual({ dates: [], series: { e: [] }, frequency: "monthly", gridPoints: 0 });
    const nulls = series("n", "daily", [["2020-01-01", null]]);
    expect(alignPanel([nulls], FFILL_MEAN)).toEqual({ dates: [], series: { n: [] }, frequency: "daily", gridPoints: 0 });
  });

  it("no series at all", () => {
    expect(alignPanel([], FFILL_MEAN)).toEqual({ dates: [], series: {}, frequency: "daily", gridPoints: 0 });
  });

  it("a single series with one point", () => {
    const r = alignPanel([series("x", "annual", [["1999-01-01", 7]])], { missing: "drop", resample: "last" });
    expect(r).toEqual({ dates: ["1999-01-01"], series: { x: [7] }, frequency: "annual", gridPoints: 1 });
  });

  it("daily grids step over month, leap-day and year boundaries", () => {
    const d = series("d", "daily", [
      ["2023-12-30", 1],
      ["2024-01-02", 2],
      ["2024-02-28", 3],
      ["2024-03-01", 4],
    ]);
    const r = alignPanel([d], { missing: "drop", resample: "mean" });
    expect(r.dates).toEqual(["2023-12-30", "2024-01-02", "2024-02-28", "2024-03-01"]);
    const all = alignPanel([d], { ...FFILL_MEAN, start: "2024-02-27", end: "2024-03-01" });
    expect(all.dates).toEqual(["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"]);
    expect(all.series.d).toEqual([2, 3, 3, 4]);
  });

  it("quinquennial series sit on an annual grid as samples with gaps", () => {
    const p = series("p", "quinquennial", [
      ["2000-01-01", 100],
      ["2005-01-01", 150],
    ]);
    const g = series(
      "g",
      "annual",
      [0, 1, 2, 3, 4, 5].map((i) => [`200${i}-01-01`, i] as [string, number]),
    );
    const ffill = alignPanel([p, g], FFILL_MEAN);
    expect(ffill.frequency).toBe("annual");
    expect(ffill.dates).toEqual(["2000-01-01", "2001-01-01", "2002-01-01", "2003-01-01", "2004-01-01", "2005-01-01"]);
    expect(ffill.series.p).toEqual([100, 100, 100, 100, 100, 150]);
    expect(ffill.resample).toBeUndefined();
    const drop = alignPanel([p, g], { missing: "drop", resample: "mean" });
    expect(drop.dates).toEqual(["2000-01-01", "2005-01-01"]);
    expect(drop.series).toEqual({ p: [100, 150], g: [0, 5] });
    expect(alignPanel([series("c", "decennial", [["1990-01-01", 1]])], FFILL_MEAN).frequency).toBe("annual");
  });

  it("unsorted input is sorted so last means latest", () => {
    const d = series("d", "daily", [
      ["2020-01-20", 2],
      ["2020-01-05", 1],
    ]);
    expect(alignPanel([d], { missing: "drop", resample: "last", frequency: "monthly" }).series.d).toEqual([2]);
  });
});

describe("refusals", () => {
  it("a target finer than a series' native frequency", () => {
    const err = panelError(() =>
      alignPanel([series("gdp", "annual", [["2020-01-01", 1]])], { ...FFILL_MEAN, frequency: "monthly" }),
    );
    expect(err.parameter).toBe("frequency");
    expect(err.reason).toBe("monthly is finer than the annual frequency of gdp");
    expect(panelError(() => alignPanel([series("w", "weekly", [])], { ...FFILL_MEAN, frequency: "daily" })).reason).toBe(
      "daily is finer than the weekly frequency of w",
    );
    expect(
      panelError(() => alignPanel([series("p", "quinquennial", [])], { ...FFILL_MEAN, frequency: "quarterly" })).parameter,
    ).toBe("frequency");
  });

  it("an answer of more than 5000 dates, with grid_points and max", () => {
    // 2000-01-01 .. 2020-01-01 is 20*365 + 5 leap days = 7305 days apart, so 7306 dates.
    const d = series("d", "daily", [
      ["2000-01-01", 1],
      ["2020-01-01", 2],
    ]);
    const err = panelError(() => alignPanel([d], { missing: "ffill", resample: "mean" }));
    expect(err.parameter).toBe("frequency");
    expect(err.details).toEqual({ grid_points: 7306, max: 5000 });
    // dropping periods without every value leaves 2 dates: what is answered is what counts
    expect(alignPanel([d], { missing: "drop", resample: "mean" })).toMatchObject({ dates: ["2000-01-01", "2020-01-01"], gridPoints: 2 });
    // the same data monthly is 241 dates and passes; a custom limit applies
    expect(alignPanel([d], { missing: "ffill", resample: "mean", frequency: "monthly" }).gridPoints).toBe(241);
    const tight = panelError(() => alignPanel([d], { missing: "ffill", resample: "mean", frequency: "monthly", maxGridPoints: 240 }));
    expect(tight.details).toEqual({ grid_points: 241, max: 240 });
    // with drop the limit counts the complete periods: two series of 5002 days, one of them missing a day
    const days = Array.from({ length: 5002 }, (_, i) => periodStart("2000-01-01", "daily", i));
    const full = series("full", "daily", days.map((date): [string, number] => [date, 1]));
    const gappy = series("gappy", "daily", days.filter((_, i) => i !== 100).map((date): [string, number] => [date, 2]));
    expect(alignPanel([full, gappy], { missing: "drop", resample: "mean", maxGridPoints: 5001 }).gridPoints).toBe(5001);
    expect(panelError(() => alignPanel([full, gappy], { missing: "drop", resample: "mean" })).details).toEqual({
      grid_points: 5001,
      max: 5000,
    });
    // bounds shrink the grid before the check: 2000-01-01 .. 2000-12-31 is 366 days
    expect(alignPanel([d], { missing: "ffill", resample: "mean", end: "2000-12-31" }).gridPoints).toBe(366);
  });

  it("unknown frequencies, bad bounds and duplicate codes", () => {
    const a = series("a", "monthly", [["2020-01-01", 1]]);
    const bad = { ...FFILL_MEAN, frequency: "hourly" } as unknown as PanelOptions;
    expect(panelError(() => alignPanel([a], bad)).parameter).toBe("frequency");
    const weekly = { ...FFILL_MEAN, frequency: "weekly" } as unknown as PanelOptions;
    expect(panelError(() => alignPanel([a], weekly)).parameter).toBe("frequency");
    expect(panelError(() => alignPanel([series("x", "hourly", [])], FFILL_MEAN)).parameter).toBe("frequency");
    expect(panelError(() => alignPanel([a], { ...FFILL_MEAN, start: "2020-02-30" })).parameter).toBe("start");
    expect(panelError(() => alignPanel([a], { ...FFILL_MEAN, end: "2020/01/01" })).parameter).toBe("end");
    expect(panelError(() => alignPanel([a], { ...FFILL_MEAN, start: "2021-01-01", end: "2020-01-01" })).parameter).toBe("start");
    expect(panelError(() => alignPanel([a, a], FFILL_MEAN)).parameter).toBe("series");
  });
});

describe("coarsestFrequency", () => {
  it("maps native frequencies to their coarsest target", () => {
    expect(coarsestFrequency(["daily"])).toBe("daily");
    expect(coarsestFrequency(["daily", "weekly"])).toBe("monthly");
    expect(coarsestFrequency(["monthly", "quarterly", "daily"])).toBe("quarterly");
    expect(coarsestFrequency(["monthly", "decennial"])).toBe("annual");
    expect(coarsestFrequency([])).toBe("daily");
    expect(panelError(() => coarsestFrequency(["fortnightly"])).parameter).toBe("frequency");
  });

  it("ranks frequencies from finest to coarsest", () => {
    const order = Object.entries(FREQUENCY_RANK)
      .sort((x, y) => x[1] - y[1])
      .map(([f]) => f);
    expect(order).toEqual(["daily", "weekly", "monthly", "quarterly", "annual", "quinquennial", "decennial"]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Properties

const DAY_MS = 86_400_000;
const BASE = Date.UTC(2000, 0, 1);
const isoDay = (offset: number) => new Date(BASE + offset * DAY_MS).toISOString().slice(0, 10);

const NATIVES = ["daily", "weekly", "monthly", "quarterly", "annual", "quinquennial", "decennial"] as const;
const GRAIN_RANK: Record<(typeof NATIVES)[number], number> = {
  daily: 0,
  weekly: 1,
  monthly: 1,
  quarterly: 2,
  annual: 3,
  quinquennial: 3,
  decennial: 3,
};
const TARGETS = ["daily", "monthly", "quarterly", "annual"] as const;

/** Points on days within ~8 years of 2000-01-01, ascending, some null. */
const pointsArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 3000 }), { maxLength: 40 })
  .chain((days) =>
    fc
      .array(fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: null, freq: 4 }), {
        minLength: days.length,
        maxLength: days.length,
      })
      .map((values) =>
        [...days].sort((x, y) => x - y).map((d, i) => ({ date: isoDay(d), value: values[i] ?? null })),
      ),
  );

const panelArb = fc.record({
  natives: fc.array(fc.constantFrom(...NATIVES), { minLength: 1, maxLength: 5 }),
  points: fc.array(pointsArb, { minLength: 5, maxLength: 5 }),
  coarser: fc.integer({ min: 0, max: 3 }),
  missing: fc.constantFrom("drop" as const, "ffill" as const),
  resample: fc.constantFrom("mean" as const, "last" as const, "sum" as const),
  useDefault: fc.boolean(),
});

type PanelCase = typeof panelArb extends fc.Arbitrary<infer T> ? T : never;

function buildPanel(p: PanelCase) {
  const input = p.natives.map((f, i) => ({ code: `s${i}`, frequency: f, points: p.points[i] ?? [] }));
  const finest = Math.max(...p.natives.map((f) => GRAIN_RANK[f]));
  const target = TARGETS[Math.min(3, finest + p.coarser)];
  const options: PanelOptions = { missing: p.missing, resample: p.resample, ...(p.useDefault ? {} : { frequency: target }) };
  return { input, options };
}

describe("properties", () => {
  it("every series has dates.length entries and dates strictly increase on the target step", () => {
    fc.assert(
      fc.property(panelArb, (p) => {
        const { input, options } = buildPanel(p);
        const r = alignPanel(input, options);
        expect(r.gridPoints).toBe(r.dates.length);
        expect(Object.keys(r.series)).toEqual(input.map((s) => s.code));
        for (const column of Object.values(r.series)) expect(column).toHaveLength(r.dates.length);
        for (let i = 1; i < r.dates.length; i++) expect((r.dates[i] as string) > (r.dates[i - 1] as string)).toBe(true);
        if (options.missing === "ffill" && r.frequency === "daily") {
          for (let i = 1; i < r.dates.length; i++) {
            expect(Date.parse(r.dates[i] as string) - Date.parse(r.dates[i - 1] as string)).toBe(DAY_MS);
          }
        }
      }),
    );
  });

  it("drop leaves no null", () => {
    fc.assert(
      fc.property(panelArb, (p) => {
        const { input, options } = buildPanel(p);
        const r = alignPanel(input, { ...options, missing: "drop" });
        for (const column of Object.values(r.series)) expect(column.includes(null)).toBe(false);
      }),
    );
  });

  it("ffill with one native-frequency series shows every non-null value at its bucket", () => {
    const monthArb = fc
      .uniqueArray(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 40 })
      .chain((months) =>
        fc.tuple(
          fc.constant([...months].sort((x, y) => x - y)),
          fc.array(fc.integer({ min: 1, max: 28 }), { minLength: months.length, maxLength: months.length }),
          fc.array(fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { nil: null }), {
            minLength: months.length,
            maxLength: months.length,
          }),
          fc.constantFrom("mean" as const, "last" as const, "sum" as const),
        ),
      );
    fc.assert(
      fc.property(monthArb, ([months, days, values, resample]) => {
        const pad = (n: number) => String(n).padStart(2, "0");
        const points = months.map((m, i) => ({
          date: `${2000 + Math.floor(m / 12)}-${pad((m % 12) + 1)}-${pad(days[i] ?? 1)}`,
          value: values[i] ?? null,
        }));
        const r = alignPanel([{ code: "x", frequency: "monthly", points }], { missing: "ffill", resample });
        const column = r.series.x as (number | null)[];
        for (const point of points) {
          if (point.value === null) continue;
          const at = r.dates.indexOf(`${point.date.slice(0, 7)}-01`);
          expect(at).toBeGreaterThanOrEqual(0);
          expect(column[at]).toBe(point.value);
        }
        expect(column.includes(null)).toBe(false);
      }),
    );
  });

  it("sum keeps the total of the non-null values", () => {
    fc.assert(
      fc.property(pointsArb, fc.constantFrom("monthly" as const, "quarterly" as const, "annual" as const), (points, frequency) => {
        const r = alignPanel([{ code: "d", frequency: "daily", points }], { missing: "ffill", resample: "sum", frequency });
        // ffill would repeat values; count each bucket once by reading the drop result instead
        const dropped = alignPanel([{ code: "d", frequency: "daily", points }], { missing: "drop", resample: "sum", frequency });
        const total = points.reduce((acc, pt) => acc + (pt.value ?? 0), 0);
        const bucketed = (dropped.series.d as number[]).reduce((acc, v) => acc + v, 0);
        expect(bucketed).toBe(total); // integers, so exact
        expect(r.dates.length).toBeGreaterThanOrEqual(dropped.dates.length);
      }),
    );
  });

  it("a bounded panel is the matching slice of the unbounded one", () => {
    fc.assert(
      fc.property(panelArb, fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (p, x, y) => {
        const { input, options } = buildPanel(p);
        const [start, end] = [isoDay(Math.min(x, y)), isoDay(Math.max(x, y))];
        const whole = alignPanel(input, options);
        const part = alignPanel(input, { ...options, start, end });
        const keep = whole.dates.map((d, i) => [d, i] as const).filter(([d]) => d >= start && d <= end);
        expect(part.dates).toEqual(keep.map(([d]) => d));
        for (const code of Object.keys(whole.series)) {
          expect(part.series[code]).toEqual(keep.map(([, i]) => (whole.series[code] as (number | null)[])[i]));
        }
      }),
    );
  });
});
