import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { csvParse } from "d3-dsv";
import fc from "fast-check";
import countries from "i18n-iso-countries";
import { describe, expect, it } from "vitest";
import {
  computeInsightFacts,
  formatNumber,
  ordinal,
  renderTemplate,
  runsOf,
  yearEarlierPoint,
  type InsightFact,
  type InsightInput,
  type InsightKind,
} from "../../src/domain/insights.js";
import {
  addMonths,
  atPeriod,
  formatPeriod,
  linearFit,
  mad,
  median,
  pctChange,
  periodsPerYear,
  robustScale,
  type Frequency,
  type Point,
} from "../../src/domain/series.js";
import { dataPackSeries } from "../support/bundled-series.js";

const monthlyPoints = (values: number[], start = "2023-01-01"): Point[] =>
  values.map((value, i) => ({ date: addMonths(start, i), value }));

function input(values: number[], overrides: Partial<InsightInput["indicator"]> = {}, extra: Partial<InsightInput> = {}): InsightInput {
  return {
    indicator: {
      code: "test.index",
      name: "Test index",
      unit: "index",
      frequency: "monthly",
      polarity: "neutral",
      curated: false,
      ...overrides,
    },
    region: { code: "OH", name: "Ohio" },
    points: monthlyPoints(values),
    ...extra,
  };
}

const fact = (facts: InsightFact[], kind: InsightKind) => {
  const f = facts.find((x) => x.kind === kind);
  if (!f) throw new Error(`no ${kind} fact`);
  return f;
};

describe("series helpers", () => {
  it("fits a line by least squares", () => {
    // x = 0..4, y = 1 3 2 5 4: x̄ = 2, ȳ = 3, Sxx = 10, Sxy = 8 → slope 0.8, intercept 1.4,
    // residuals −0.4 0.8 −1 1.2 −0.6 → RSS 3.6, Syy = 10 → r² 0.64, se = √(3.6 / 3 / 10) = √0.12.
    const fit = linearFit([0, 1, 2, 3, 4], [1, 3, 2, 5, 4]);
    expect(fit.slope).toBeCloseTo(0.8, 12);
    expect(fit.intercept).toBeCloseTo(1.4, 12);
    expect(fit.rss).toBeCloseTo(3.6, 12);
    expect(fit.r2).toBeCloseTo(0.64, 12);
    expect(fit.slopeStdErr).toBeCloseTo(0.346410161514, 10);
  });

  it("computes median, MAD and the robust scale", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(Number.isNaN(median([]))).toBe(true);
    // |x − 3| for 1 2 3 4 100 = 2 1 0 1 97 → MAD 1.
    expect(mad([1, 2, 3, 4, 100])).toBe(1);
    expect(robustScale([1, 2, 3, 4, 100])).toBeCloseTo(1.4826, 12);
    // MAD 0 (most values equal): mean absolute deviation × 1.2533 = (4 / 5) × 1.2533.
    expect(robustScale([1, 1, 1, 1, 5])).toBeCloseTo(0.8 * 1.2533, 12);
  });

  it("computes percent changes and periods per year", () => {
    expect(pctChange(80, 100)).toBe(25);
    expect(pctChange(-50, -25)).toBe(50);
    expect(pctChange(0, 3)).toBeNull();
    const expected: Record<Frequency, number> = {
      daily: 365,
      weekly: 52,
      monthly: 12,
      quarterly: 4,
      annual: 1,
      quinquennial: 0.2,
      decennial: 0.1,
    };
    for (const [f, n] of Object.entries(expected)) expect(periodsPerYear(f as Frequency)).toBe(n);
  });

  it("moves dates by months, clamping to the month's end", () => {
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2024-03-01", -12)).toBe("2023-03-01");
    expect(addMonths("2024-02-29", -12)).toBe("2023-02-28");
    expect(addMonths("2023-11-01", 3)).toBe("2024-02-01");
  });
});

describe("rendering", () => {
  it("formats numbers for sentences", () => {
    expect(formatNumber(331449281)).toBe("331,449,281");
    expect(formatNumber(1234.56)).toBe("1,235");
    expect(formatNumber(123.456)).toBe("123.5");
    expect(formatNumber(5.1)).toBe("5.1");
    expect(formatNumber(3.38983)).toBe("3.39");
    expect(formatNumber(0.0123456)).toBe("0.0123");
    expect(formatNumber(-0.5)).toBe("-0.5");
  });

  it("fills named placeholders and tidies spacing", () => {
    expect(renderTemplate("{a} rose {b} {unit} ({c}%).", { a: "Jobs", b: 2.5, unit: "", c: 1.25 })).toBe("Jobs rose 2.5 (1.25%).");
    expect(renderTemplate("{a} and {missing}", { a: 1 })).toBe("1 and {missing}");
    expect(renderTemplate("x {n} y", { n: null })).toBe("x y");
  });

  it("writes a value of the data exactly, and rounds only an estimate or a long tail, saying 'about'", () => {
    // exact: an integer in full, a value with few decimals in full even where reading precision would round it
    expect(renderTemplate("{a} persons", { a: 10701693 })).toBe("10,701,693 persons");
    expect(renderTemplate("at {a}, {b} and {c}", { a: 7450.03, b: 335.123, c: 0.8684 })).toBe("at 7,450.03, 335.123 and 0.8684");
    // a source's own average with 12 decimals is not written as if 3,726 were its value
    expect(renderTemplate("low of {a} points", { a: 3726.050952380952 })).toBe("low of about 3,726 points");
    // an estimate the template already calls approximate is rounded for reading, with no second "about"
    expect(renderTemplate("by about {r} a year (about {p}%)", { r: 951.921, p: 23.5504 })).toBe("by about 951.9 a year (about 23.55%)");
  });

  it("names periods per frequency", () => {
    expect(formatPeriod("2024-03-01", "monthly")).toBe("March 2024");
    expect(formatPeriod("2024-04-01", "quarterly")).toBe("2024 Q2");
    expect(formatPeriod("2020-01-01", "quinquennial")).toBe("2020");
    expect(formatPeriod("2024-03-04", "daily")).toBe("4 March 2024");
    expect(atPeriod("2024-03-04", "daily")).toBe("on 4 March 2024");
    expect(atPeriod("2024-03-04", "weekly")).toBe("in the week of 4 March 2024");
    expect(atPeriod("2024-03-01", "monthly")).toBe("in March 2024");
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "103rd",
    ]);
  });
});

describe("trend", () => {
  it("fits the 5-point series by hand", () => {
    // See the linearFit test: slope 0.8 a month, r² 0.64, t = 0.8 / √0.12 = 2.3094 ≥ 2 → up.
    const f = fact(computeInsightFacts(input([1, 3, 2, 5, 4])), "trend");
    expect(f.params).toMatchObject({
      window_periods: 5,
      period_unit: "months",
      start: "2023-01-01",
      end: "2023-05-01",
      slope_per_period: 0.8,
      slope_per_year: 9.6,
      rate_per_year: 9.6,
      r2: 0.64,
      t_stat: 2.3094,
      change_over_window: 3.2,
      direction: "up",
    });
    // Salience = r² × min(1, |t| / 6) = 0.64 × 2.3094 / 6.
    expect(f.salience).toBeCloseTo(0.246336, 6);
  });

  it("tells a window under half a year by the change over it, not by a rate scaled to a year", () => {
    // 90 daily values, one a day, falling 0.2 a day: 17.8 over the window; scaled to a year it would be 73
    const daily = Array.from({ length: 90 }, (_, i) => ({ date: new Date(Date.UTC(2015, 9, 3 + i)).toISOString().slice(0, 10), value: 20 - 0.2 * i }));
    const f = fact(computeInsightFacts(input([], { frequency: "daily", unit: "degrees Celsius" }, { points: daily })), "trend");
    expect(f.params).toMatchObject({ direction: "down", change_over_window: -17.8, change_size: 17.8, rate_per_year: 73 });
    expect(f.humanTemplate).toContain("by about {change_size} {change_unit} over that span");
    expect(f.humanTemplate).not.toContain("a year");
    // two years of months keep the rate a year
    expect(fact(computeInsightFacts(input(Array.from({ length: 24 }, (_, i) => i))), "trend").humanTemplate).toContain("{rate_per_year} {change_unit} a year");
  });

  it("calls a slope within two standard errors flat", () => {
    // y = 1 2 1 2 1: Sxy = 0 → slope 0, t 0.
    const f = fact(computeInsightFacts(input([1, 2, 1, 2, 1])), "trend");
    expect(f.params.direction).toBe("flat");
    expect(f.params.slope_per_period).toBe(0);
    expect(f.salience).toBe(0);
    expect(f.humanTemplate).toContain("no clear trend");
  });

  it("treats an exact line as |t| = ∞ (t_stat null)", () => {
    const f = fact(computeInsightFacts(input([10, 8, 6, 4])), "trend");
    expect(f.params).toMatchObject({ direction: "down", slope_per_period: -2, slope_per_year: -24, r2: 1, t_stat: null });
    expect(f.salience).toBe(1);
  });

  it("uses the trailing window: 24 months, 10 years, 8 quarters", () => {
    const values = Array.from({ length: 30 }, (_, i) => i);
    const monthly = fact(computeInsightFacts(input(values)), "trend");
    expect(monthly.params.window_periods).toBe(24);
    expect(monthly.params.start).toBe(addMonths("2023-01-01", 6));
    // one value a period, dated as such series are (1 January, the first of a quarter)
    const every = (months: number) => ({ points: values.map((value, i) => ({ date: addMonths("1990-01-01", months * i), value })) });
    const annual = fact(computeInsightFacts(input(values, { frequency: "annual" }, every(12))), "trend");
    expect(annual.params.window_periods).toBe(10);
    expect(annual.params.slope_per_year).toBe(1);
    const quarterly = fact(computeInsightFacts(input(values, { frequency: "quarterly" }, every(3))), "trend");
    expect(quarterly.params.window_periods).toBe(8);
    expect(quarterly.params.slope_per_year).toBe(4);
  });

  it("regresses daily series on calendar days", () => {
    // Mon–Fri values rising 1 a calendar day, with a weekend gap: slope is exactly 1 a day.
    const dates = ["2024-03-01", "2024-03-04", "2024-03-05", "2024-03-06"];
    const points = dates.map((date, i) => ({ date, value: [0, 3, 4, 5][i]! }));
    const f = fact(computeInsightFacts({ ...input([]), indicator: { ...input([]).indicator, frequency: "daily" }, points }), "trend");
    expect(f.params.slope_per_period).toBe(1);
    expect(f.params.slope_per_year).toBe(365);
    // four values over six calendar days: counted as values, not as days
    expect(f.params).toMatchObject({ window_periods: 4, period_unit: "daily values" });
  });

  it("needs three points", () => {
    expect(computeInsightFacts(input([1, 2])).some((f) => f.kind === "trend")).toBe(false);
  });

  it("counts a month without a value as time, and says the window spans it", () => {
    // 24 monthly values rising 1 a month on the calendar, one month (the 20th) never published: the values
    // lie on one line, so the slope is exactly 1 a month and the window spans 25 months
    const dates = Array.from({ length: 25 }, (_, i) => addMonths("2024-05-01", i)).filter((_, i) => i !== 17);
    expect(dates).toHaveLength(24);
    const points = dates.map((date, i) => ({ date, value: 100 + (i < 17 ? i : i + 1) }));
    const f = fact(computeInsightFacts(input([], { curated: true }, { points })), "trend");
    expect(f.params).toMatchObject({
      window_periods: 24,
      span_periods: 25,
      span_unit: "months",
      missing_periods: 1,
      start: "2024-05-01",
      end: "2026-05-01",
      slope_per_period: 1,
      slope_per_year: 12,
      change_over_window: 24,
      r2: 1,
    });
    expect(f.text).toContain("over the last 25 months (May 2024 to May 2026, 1 of them without a value)");
  });

  it("fits quarterly and annual series with a missing period on the calendar", () => {
    // y = 2x on the calendar, x = 0 1 2 4 5 (the fourth period missing): exact line, slope 2 a period
    for (const [frequency, months] of [["quarterly", 3], ["annual", 12]] as const) {
      const points = [0, 1, 2, 4, 5].map((k) => ({ date: addMonths("2001-01-01", months * k), value: 2 * k }));
      const f = fact(computeInsightFacts(input([], { frequency }, { points })), "trend");
      expect(f.params, frequency).toMatchObject({ slope_per_period: 2, slope_per_year: 2 * periodsPerYear(frequency), window_periods: 5, span_periods: 6, missing_periods: 1 });
    }
  });

  it("fits the US CPI's last 24 published months on the calendar (October 2025 was never published)", () => {
    const points = dataPackSeries("cpi-us-monthly.csv");
    const fromIndex = points.findIndex((p) => p.date === "2025-09-01");
    expect(points[fromIndex + 1]!.date).toBe("2025-11-01");
    const window = points.slice(-24);
    // expected line: least squares on months since the window's first period, computed here by hand
    const x = window.map((p) => (+p.date.slice(0, 4) - +window[0]!.date.slice(0, 4)) * 12 + (+p.date.slice(5, 7) - +window[0]!.date.slice(5, 7)));
    const y = window.map((p) => p.value);
    const mx = x.reduce((a, b) => a + b, 0) / x.length;
    const my = y.reduce((a, b) => a + b, 0) / y.length;
    const slope = x.reduce((s, xi, i) => s + (xi - mx) * (y[i]! - my), 0) / x.reduce((s, xi) => s + (xi - mx) ** 2, 0);
    const f = fact(computeInsightFacts(input([], { unit: "index 1982-84=100" }, { points })), "trend");
    expect(f.params.slope_per_period as number).toBeCloseTo(slope, 5);
    expect(f.params.slope_per_year as number).toBeCloseTo(slope * 12, 4);
    expect(f.params.change_over_window as number).toBeCloseTo(slope * x[23]!, 4);
    expect(x[23]).toBe(24);
    expect(f.params).toMatchObject({ window_periods: 24, span_periods: 25, missing_periods: 1, start: window[0]!.date });
  });
});

describe("latest_delta", () => {
  // 13 monthly values, January 2023 to January 2024. An index moves in proportion, so its changes are log
  // ratios: the eleven earlier ones sorted have ln(101/100) = 0.00995 sixth (the median), their distances
  // from it have 0.00995 as median too (the MAD), and the latest is ln(122/116) = 0.05043.
  const values = [100, 101, 104, 102, 104, 105, 109, 108, 110, 110, 115, 116, 122];

  it("compares with the previous month and with a year earlier", () => {
    const f = fact(computeInsightFacts(input(values)), "latest_delta");
    expect(f.params).toMatchObject({
      latest_date: "2024-01-01",
      latest_value: 122,
      previous_date: "2023-12-01",
      previous_value: 116,
      change_abs: 6,
      change_pct: 5.17241, // 6 / 116
      direction: "up",
      yoy_date: "2023-01-01",
      yoy_value: 100,
      yoy_change_abs: 22,
      yoy_change_pct: 22,
      yoy_direction: "up",
      z: 2.744, // (0.05043 − 0.00995) / (1.4826 × 0.00995) = 2.744003, kept to 6 significant digits
    });
    // 1 / (1 + e^(−1.5 × (2.744003 − 2)))
    expect(f.salience).toBeCloseTo(0.753247, 6);
  });

  it("writes the sentence for curated indicators only", () => {
    const curated = fact(computeInsightFacts(input(values, { curated: true })), "latest_delta");
    expect(curated.text).toBe(
      "Test index in Ohio rose 6 points (about 5.17%) to 122 index in January 2024 from December 2023, 22 points (about 22%) above a year earlier (January 2023).",
    );
    expect(fact(computeInsightFacts(input(values)), "latest_delta").text).toBeNull();
  });

  it("speaks of percentage points for rates, points for an index, and drops percentages off a ratio scale", () => {
    const rate = fact(computeInsightFacts(input([5.0, 5.2, 4.9], { unit: "percent", curated: true })), "latest_delta");
    expect(rate.params.change_abs).toBe(0.3);
    expect(rate.params.direction).toBe("down");
    // a rate's percent of itself is in params but not in the sentence (3.7 % to 8.1 % is not "118.9 %")
    expect(rate.params.change_pct).toBe(5.76923);
    expect(rate.text).toBe("Test index in Ohio fell 0.3 percentage points to 4.9 percent in March 2023 from February 2023.");
    const yieldRate = fact(computeInsightFacts(input([4.4, 4.48, 4.47], { unit: "percent per year", curated: true })), "latest_delta");
    expect(yieldRate.text).toBe("Test index in Ohio fell 0.01 percentage points to 4.47 percent per year in March 2023 from February 2023.");
    const anomaly = fact(computeInsightFacts(input([-0.2, 0.1, 0.3], { unit: "degrees Celsius" })), "latest_delta");
    expect(anomaly.params.change_pct).toBeNull();
    expect(anomaly.humanTemplate).not.toContain("change_pct");
    // a temperature above zero all along has no true zero either; a level counted from a base year neither
    for (const unit of ["degrees Celsius", "inches (cumulative since 1880)"]) {
      const warm = fact(computeInsightFacts(input([12, 14, 15], { unit, curated: true })), "latest_delta");
      expect(warm.params.change_pct, unit).toBeNull();
      expect(warm.text, unit).toMatch(/^Test index in Ohio rose 1 (degrees Celsius|inches) to 15 /);
    }
    const thousands = fact(computeInsightFacts(input([140, 142, 143], { unit: "thousands of persons", curated: true })), "latest_delta");
    expect(thousands.text).toBe("Test index in Ohio rose 1 thousand persons (about 0.704%) to 143 thousand persons in March 2023 from February 2023.");
  });

  it("judges the latest change against about ten years of changes, not a calm century before them", () => {
    // 200 months of a fixed price, then 130 alternating ±5 % months, then a 5 % fall: ordinary for the last decade
    const prices = [...Array(200).fill(20), ...Array.from({ length: 130 }, (_, i) => 20 * (i % 2 === 0 ? 1.05 : 1))];
    const f = fact(computeInsightFacts(input([...prices, prices.at(-1)! * 0.95])), "latest_delta");
    expect(Math.abs(f.params.z as number)).toBeLessThan(2);
  });

  it("dates a day 'on' it in the sentence, a month 'in' it", () => {
    const days = [10, 11, 12, 11, 13, 12, 14].map((value, i) => ({ date: `2024-03-0${i + 1}`, value }));
    const daily = fact(computeInsightFacts({ ...input([], { frequency: "daily", curated: true }), points: days }), "latest_delta");
    expect(daily.humanTemplate).toContain("to {latest_value} {unit} on {latest_date} from {previous_date}");
    expect(daily.text).toContain("to 14 index on 7 March 2024 from 6 March 2024");
    expect(fact(computeInsightFacts(input(values)), "latest_delta").humanTemplate).toContain("in {latest_date}");
  });

  it("gives salience 0.25 when there are fewer than five earlier changes", () => {
    expect(fact(computeInsightFacts(input([1, 2, 3, 5])), "latest_delta").salience).toBe(0.25);
  });

  it("finds the year-earlier observation per frequency", () => {
    const quarterly = Array.from({ length: 6 }, (_, i) => ({ date: addMonths("2022-01-01", 3 * i), value: i }));
    expect(yearEarlierPoint(quarterly, "quarterly")?.date).toBe("2022-04-01");
    const annual = [
      { date: "2020-01-01", value: 1 },
      { date: "2021-01-01", value: 2 },
    ];
    expect(yearEarlierPoint(annual, "annual")).toBeNull();
    // Daily: 2024-03-04 → 2023-03-04 was a Saturday; the last observation up to 6 days before is Friday.
    const daily = [
      { date: "2023-03-02", value: 1 },
      { date: "2023-03-03", value: 2 },
      { date: "2023-03-06", value: 3 },
      { date: "2024-03-04", value: 4 },
    ];
    expect(yearEarlierPoint(daily, "daily")?.date).toBe("2023-03-03");
    const weekly = [
      { date: "2023-03-06", value: 1 },
      { date: "2024-03-04", value: 2 },
    ];
    expect(yearEarlierPoint(weekly, "weekly")?.date).toBe("2023-03-06");
  });
});

describe("watermarks", () => {
  // 10 14 12 9 11: high 14 (February), low 9 (April), latest 11. Changes 4 −2 −3 2: median 0,
  // |changes| sorted 2 2 3 4 → MAD 2.5 → typical move 1.4826 × 2.5 = 3.7065.
  const values = [10, 14, 12, 9, 11];

  it("measures the distance from the high", () => {
    const f = fact(computeInsightFacts(input(values)), "watermark_high_distance");
    expect(f.params).toMatchObject({
      all_time_high: 14,
      all_time_high_date: "2023-02-01",
      all_time_distance_abs: 3,
      all_time_distance_pct: 21.4286, // 3 / 14
      at_record: false,
      window_years: 5,
      window_periods: 5,
      window_high: 14,
      window_distance_abs: 3,
      distance_in_moves: 0.809389, // 3 / 3.7065
    });
    expect(f.salience).toBeCloseTo(0.763535, 6); // e^(−0.809389 / 3)
  });

  it("measures the distance from the low", () => {
    const f = fact(computeInsightFacts(input(values)), "watermark_low_distance");
    expect(f.params).toMatchObject({
      all_time_low: 9,
      all_time_low_date: "2023-04-01",
      all_time_distance_abs: 2,
      all_time_distance_pct: 22.2222, // 2 / 9
      distance_in_moves: 0.539593, // 2 / 3.7065
    });
    expect(f.salience).toBeCloseTo(0.835384, 6); // e^(−0.539593 / 3)
  });

  it("scores a new record 1", () => {
    const f = fact(computeInsightFacts(input([3, 1, 2, 4], { curated: true })), "watermark_high_distance");
    expect(f.params.at_record).toBe(true);
    expect(f.salience).toBe(1);
    expect(f.text).toBe("Test index in Ohio is at its highest since the series began in January 2023: 4 index in April 2023.");
  });

  it("scores a record the latest value only ties by how long ago it was last reached (a dry day after a dry day is no news)", () => {
    const dry = fact(computeInsightFacts(input([0, 3, 5, 2, 4, 0, 0], { curated: true })), "watermark_low_distance");
    expect(dry.params).toMatchObject({ at_record: true, all_time_low_date: "2023-01-01", record_last_reached: "2023-06-01" });
    expect(dry.salience).toBeCloseTo(1 / 6, 6);
    expect(dry.text).toBe("Test index in Ohio, at 0 index in July 2023, equals its record low (last reached June 2023).");
    const back = fact(computeInsightFacts(input([1, 3, 5, 2, 4, 6, 1])), "watermark_low_distance");
    expect(back.params.record_last_reached).toBe("2023-01-01");
    expect(back.salience).toBe(1);
    expect(fact(computeInsightFacts(input([3, 1, 2, 0])), "watermark_low_distance").params.record_last_reached).toBeUndefined();
  });

  it("separates the five-year window from the whole history", () => {
    // 84 months: a peak of 50 in month 2, later values between 10 and 20, the latest (20) a 5-year high.
    const vals = Array.from({ length: 84 }, (_, i) => (i === 2 ? 50 : 10 + (i % 5)));
    vals[83] = 20;
    const f = fact(computeInsightFacts(input(vals, { curated: true })), "watermark_high_distance");
    expect(f.params).toMatchObject({
      all_time_high: 50,
      all_time_distance_abs: 30,
      all_time_distance_pct: 60,
      window_periods: 60, // dated after 2029-12-01 − 5 years
      window_high: 20,
      at_window_extreme: true,
    });
    // 0.7 for a new five-year high beats e^(−m / 3) for a far-off record.
    expect(f.salience).toBeCloseTo(0.7, 6);
    expect(f.text).toBe(
      "Test index in Ohio, at 20 index in December 2029, is at a 5-year high, 30 points (about 60%) below its record of 50 index set in March 2023.",
    );
  });

  it("needs three points", () => {
    expect(computeInsightFacts(input([1, 2])).some((f) => f.kind.startsWith("watermark"))).toBe(false);
  });
});

describe("longest_run", () => {
  it("ranks a current run of 3 rises against an earlier run of 5", () => {
    // 10 → 15 (five rises), 14 13 (two falls), 14 15 16 (three rises).
    const f = fact(computeInsightFacts(input([10, 11, 12, 13, 14, 15, 14, 13, 14, 15, 16], { curated: true })), "longest_run");
    expect(f.params).toMatchObject({
      direction: "up",
      length: 3,
      start: "2023-09-01",
      end: "2023-11-01",
      run_change_abs: 3,
      run_change_pct: 23.0769, // 3 / 13
      rank: 2,
      runs_count: 2,
      record_length: 5,
      record_start: "2023-02-01",
      is_record: false,
      ties_record: false,
    });
    // (1 − (2 − 1) / 2) × min(1, (3 − 1) / 4)
    expect(f.salience).toBe(0.25);
    expect(f.text).toBe(
      "Test index in Ohio has risen for 3 months in a row (since September 2023), the 2nd longest of 2 runs of rises; the record is 5 months (from February 2023).",
    );
  });

  it("notes a record-breaking run of falls", () => {
    const f = fact(computeInsightFacts(input([5, 4, 5, 6, 5, 4, 3, 2, 1])), "longest_run");
    expect(f.params).toMatchObject({ direction: "down", length: 5, rank: 1, runs_count: 2, record_length: 5, is_record: true });
    expect(f.salience).toBe(1);
    expect(f.humanTemplate).toContain("the longest run of falls in the series");
  });

  it("has no current run after an unchanged value", () => {
    expect(computeInsightFacts(input([1, 2, 3, 3])).some((f) => f.kind === "longest_run")).toBe(false);
    expect(runsOf([1, 2, 3, 3, 2])).toEqual([
      { sign: 1, from: 1, to: 2 },
      { sign: -1, from: 4, to: 4 },
    ]);
  });

  it("counts calendar periods: a month without a value ends a run, and a change across it is none", () => {
    // CPI's October 2025 was never published: rises in August, September, November and December 2025
    const points = [
      { date: "2025-07-01", value: 10 },
      { date: "2025-08-01", value: 11 },
      { date: "2025-09-01", value: 12 },
      { date: "2025-11-01", value: 13 },
      { date: "2025-12-01", value: 14 },
    ];
    const f = fact(computeInsightFacts(input([], {}, { points })), "longest_run");
    expect(f.params).toMatchObject({ direction: "up", length: 1, start: "2025-12-01", runs_count: 2, record_length: 2, record_start: "2025-08-01" });
    // the latest change spans the gap: no current run to tell
    expect(computeInsightFacts(input([], {}, { points: points.slice(0, 4) })).some((x) => x.kind === "longest_run")).toBe(false);
  });

  it("counts a daily series' rows: a weekend is no gap", () => {
    const points = [
      { date: "2026-05-21", value: 1 },
      { date: "2026-05-22", value: 2 },
      { date: "2026-05-25", value: 3 },
      { date: "2026-05-26", value: 4 },
    ];
    const f = fact(computeInsightFacts(input([], { frequency: "daily" }, { points })), "longest_run");
    expect(f.params).toMatchObject({ direction: "up", length: 3, start: "2026-05-22" });
  });
});

describe("peer_rank", () => {
  const peers = [
    { regionCode: "MI", regionName: "Michigan", value: 50 },
    { regionCode: "PA", regionName: "Pennsylvania", value: 40 },
    { regionCode: "OH", regionName: "Ohio", value: 30 },
    { regionCode: "IN", regionName: "Indiana", value: 20 },
    { regionCode: "WV", regionName: "West Virginia", value: 10 },
  ];

  it("ranks 3rd of 5 by value, highest first", () => {
    const f = fact(computeInsightFacts(input([28, 30], { curated: true, polarity: "higher_is_worse" }, { peers })), "peer_rank");
    expect(f.params).toMatchObject({
      rank: 3,
      rank_ordinal: "3rd",
      peer_count: 5,
      percentile: 0.5, // 2 below of 4 others
      rank_by: "value_desc",
      value: 30,
      date: "2023-02-01",
      polarity: "higher_is_worse",
      highest_region: "Michigan",
      highest_value: 50,
      lowest_region: "West Virginia",
      lowest_value: 10,
      median_value: 30,
    });
    expect(f.salience).toBe(0);
    expect(f.text).toBe(
      "Test index in Ohio was 30 index in February 2023, the 3rd highest of 5 comparable regions (highest: Michigan, 50 index).",
    );
  });

  it("scores the top and bottom 1 and shares ranks on ties", () => {
    const top = fact(computeInsightFacts(input([60], {}, { peers: [...peers.filter((p) => p.regionCode !== "OH"), { regionCode: "OH", regionName: "Ohio", value: 60 }] })), "peer_rank");
    expect(top.params).toMatchObject({ rank: 1, percentile: 1 });
    expect(top.salience).toBe(1);
    const tied = fact(
      computeInsightFacts(input([40], {}, { peers: peers.map((p) => (p.regionCode === "OH" ? { ...p, value: 40 } : p)) })),
      "peer_rank",
    );
    // Pennsylvania ties at 40: rank 2, percentile (2 below + ½ × 1 tied) / 4.
    expect(tied.params).toMatchObject({ rank: 2, percentile: 0.625 });
    expect(tied.salience).toBeCloseTo(0.25, 12);
  });

  it("adds the region from its latest point when the peer list lacks it", () => {
    const f = fact(computeInsightFacts(input([5], {}, { peers: peers.filter((p) => p.regionCode !== "OH") })), "peer_rank");
    expect(f.params).toMatchObject({ rank: 5, peer_count: 5, percentile: 0 });
    expect(f.humanTemplate).toContain("the lowest of {peer_count}");
  });

  it("is skipped without peers", () => {
    expect(computeInsightFacts(input([1, 2, 3])).some((f) => f.kind === "peer_rank")).toBe(false);
  });
});

describe("every fact", () => {
  const frequencies: Frequency[] = ["daily", "weekly", "monthly", "quarterly", "annual", "quinquennial", "decennial"];

  it("uses only placeholders it can fill, keeps salience in [0, 1] and text only when curated", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 0, maxLength: 80 }),
        fc.constantFrom(...frequencies),
        fc.boolean(),
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { maxLength: 6 }),
        (values, frequency, curated, peerValues) => {
          const peers = peerValues.map((value, i) => ({ regionCode: `P${i}`, regionName: `Peer ${i}`, value }));
          const facts = computeInsightFacts(input(values, { frequency, curated }, peers.length ? { peers } : {}));
          for (const f of facts) {
            const names = [...f.humanTemplate.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]!);
            for (const name of names) {
              expect(["indicator", "region", "unit", ...Object.keys(f.params)]).toContain(name);
            }
            expect(f.salience).toBeGreaterThanOrEqual(0);
            expect(f.salience).toBeLessThanOrEqual(1);
            if (curated) {
              expect(f.text).not.toMatch(/[{}]/);
              expect(f.text).not.toMatch(/NaN|Infinity|undefined/);
            } else expect(f.text).toBeNull();
            expect(JSON.stringify(f.params)).not.toMatch(/NaN|Infinity/);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("returns nothing for an empty series and only what one point supports", () => {
    expect(computeInsightFacts(input([]))).toEqual([]);
    expect(computeInsightFacts(input([7])).map((f) => f.kind)).toEqual([]);
  });
});

describe("numbers in params and sentences", () => {
  const packRows = (file: string) => csvParse(readFileSync(fileURLToPath(new URL(`../../data/datahub/${file}`, import.meta.url)), "utf8"));

  it("keeps Germany's distance from its record low and the countries' median population exact (World Bank, bundled)", () => {
    const rows = packRows("population-by-country-annual.csv");
    const germany = rows.filter((r) => r["Country Code"] === "DEU").map((r) => ({ date: `${r.Year}-01-01`, value: Number(r.Value) }));
    const latest = germany.at(-1)!;
    const low = germany.reduce((a, b) => (b.value < a.value ? b : a));
    const year = latest.date.slice(0, 4);
    // the peers are the countries (ISO codes and Kosovo), not the World Bank's aggregates
    const peers = rows
      .filter((r) => r.Year === year && (r["Country Code"] === "XKX" || countries.alpha3ToAlpha2(r["Country Code"]!)))
      .map((r) => ({ regionCode: r["Country Code"]!, regionName: r["Country Name"]!, value: Number(r.Value) }));
    const sorted = peers.map((p) => p.value).sort((a, b) => a - b);
    const h = sorted.length >> 1;
    const median = sorted.length % 2 ? sorted[h]! : (sorted[h - 1]! + sorted[h]!) / 2;
    const facts = computeInsightFacts({
      ...input([], { unit: "persons", frequency: "annual", curated: true }),
      region: { code: "DEU", name: "Germany" },
      points: germany,
      peers,
    });
    const distance = latest.value - low.value;
    const lowFact = fact(facts, "watermark_low_distance");
    expect(lowFact.params.all_time_distance_abs).toBe(distance);
    expect(lowFact.text).toContain(`is ${distance.toLocaleString("en-US")} persons (about `);
    expect(fact(facts, "peer_rank").params.median_value).toBe(median);
    expect(fact(facts, "latest_delta").params.change_abs).toBe(latest.value - germany.at(-2)!.value);
  });

  it("gives differences as the decimals do, and keeps a stored value as stored", () => {
    // 86.04 → 86.48 is a rise of 0.44 (binary arithmetic: 0.4399999999999977); the low 3726.050952380952
    // is a source's own average, stored so
    const values = [3726.050952380952, 3800, 86.04, 86.48];
    const facts = computeInsightFacts(input(values, { curated: true }));
    const delta = fact(facts, "latest_delta");
    expect(delta.params.change_abs).toBe(0.44);
    expect(delta.text).toContain("rose 0.44 points");
    const run = fact(facts, "longest_run");
    expect(run.params.run_change_abs).toBe(0.44);
    const high = fact(facts, "watermark_high_distance");
    expect(high.params.all_time_high).toBe(3800);
    expect(high.params.all_time_distance_abs).toBe(3713.52);
    const low = fact(computeInsightFacts(input([3726.050952380952, 3800, 3900], { curated: true })), "watermark_low_distance");
    expect(low.params.all_time_low).toBe(3726.050952380952);
    expect(low.text).toContain("its record low of about 3,726 index");
  });
});

describe("percent changes from a base near zero", () => {
  it("are null rather than Infinity (found by the property test: base 5e-324)", async () => {
    const { pctChange } = await import("../../src/domain/series.js");
    expect(pctChange(5e-324, 8.881784197001253e-18)).toBeNull();
    expect(pctChange(100, 110)).toBeCloseTo(10, 10);
  });
});
