/**
 * The detectors on real bundled series around real events (issue #18): each series is cut at a date and
 * evaluated as the materialization job would on that day, so a signal here is one the service would have
 * raised then.
 */
import { describe, expect, it } from "vitest";
import type { Frequency, Point } from "../../src/domain/series.js";
import { evaluateSignals, type SignalDetection } from "../../src/domain/signals.js";
import { everyPeriodFrom, walkSeries } from "../../src/jobs/materialize-signals.js";
import { cesSeries, dataPackSeries } from "../support/bundled-series.js";

const signalsOn = (points: Point[], frequency: Frequency, day: string) => evaluateSignals(points.filter((p) => p.date <= day), frequency);
const listed = (d: SignalDetection) => d.strength !== "weak";

describe("signals on real events", () => {
  const sp500 = dataPackSeries("sp500-shiller-monthly.csv");
  const wti = dataPackSeries("oil-wti-daily.csv");

  it("raises an extreme low of the S&P 500 from the October 2008 crash through the February 2009 low", () => {
    for (const month of ["2008-10-01", "2008-11-01", "2008-12-01", "2009-01-01", "2009-02-01"]) {
      const extreme = signalsOn(sp500, "monthly", month).find((d) => d.type === "extreme");
      expect(extreme, month).toMatchObject({ direction: "down", start: "2008-10-01" });
      expect(listed(extreme!), month).toBe(true);
    }
  });

  it("raises an extreme low of the S&P 500 in March 2020, dated that month", () => {
    const extreme = signalsOn(sp500, "monthly", "2020-03-01").find((d) => d.type === "extreme");
    expect(extreme).toMatchObject({ direction: "down", start: "2020-03-01", strength: "strong" });
  });

  it("raises extreme lows of WTI on the March 2020 price war and its negative close of 20 April 2020; the next day's rebound is no extreme high", () => {
    expect(signalsOn(wti, "daily", "2020-03-09").find((d) => d.type === "extreme")).toMatchObject({ direction: "down", strength: "strong" });
    expect(signalsOn(wti, "daily", "2020-04-20").find((d) => d.type === "extreme")).toMatchObject({ direction: "down", start: "2020-04-20", strength: "strong" });
    // $8.91 after -$37: no shock upwards (the negative close is not carried into the prediction); the low of
    // the day before may still be the run it continues
    const nextDay = signalsOn(wti, "daily", "2020-04-21").find((d) => d.type === "extreme");
    expect(nextDay === undefined || (nextDay.direction === "down" && nextDay.start === "2020-04-20")).toBe(true);
  });

  it("finds payrolls' 2008 turn within six months, dated in the first half of 2008, and lists it from September", () => {
    // BLS total nonfarm employment as bundled (vega-datasets' us-employment.csv, monthly from January 2006)
    const payrolls = cesSeries("nonfarm");
    const breakIn = (month: string) => signalsOn(payrolls, "monthly", month).find((d) => d.type === "trend_break");
    expect(breakIn("2008-07-01")).toMatchObject({ direction: "down" });
    expect(breakIn("2008-07-01")!.start < "2008-07-01").toBe(true);
    expect(breakIn("2008-09-01")).toMatchObject({ direction: "down", strength: "neutral" });
  });

  // the consumer price index as bundled (CPI-U, not seasonally adjusted): its calendar pattern is taken out
  const cpi = dataPackSeries("cpi-us-monthly.csv");
  const listedIn = (points: Point[], from: string, to: string) =>
    points
      .filter((p) => p.date >= from && p.date <= to)
      .flatMap((p) => signalsOn(points, "monthly", p.date).filter(listed).map((d) => `${p.date} ${d.type} ${d.direction}`));

  it("raises a listed extreme low of consumer prices in April 2020, then their slowdown", () => {
    const april = signalsOn(cpi, "monthly", "2020-04-01").find((d) => d.type === "extreme");
    expect(april).toMatchObject({ direction: "down" });
    expect(listed(april!)).toBe(true);
    // judged with April's calendar effect taken out, and the value as published beside it
    expect(april!.evidence.calendar_adjusted).toMatchObject({ observed_value: cpi.find((p) => p.date === "2020-04-01")!.value });
    expect(april!.evidence.value).not.toBe(cpi.find((p) => p.date === "2020-04-01")!.value);
    expect(signalsOn(cpi, "monthly", "2020-05-01").find((d) => d.type === "acceleration")).toMatchObject({ direction: "down" });
  });

  it("reads no spring or autumn of consumer prices as a new pace in a calm stretch (mid-2015 to 2019)", () => {
    // judged with the calendar pattern in, most springs opened an acceleration up and most autumns one down
    expect(listedIn(cpi, "2015-06-01", "2019-12-01")).toEqual([]);
  });

  it("replays deseasonalized CO2 at Mauna Loa over 1965–2018 without breaks that flip back and forth", () => {
    // NOAA's deseasonalized column (the fourth value of each row; see src/sources/datahub.ts), walked month by
    // month as the materialization job does. The issue counted 28 alternating trend breaks on this stretch.
    const co2 = dataPackSeries("co2-mauna-loa-monthly.csv", 3).filter((p) => p.date <= "2018-12-01");
    const from = co2.findIndex((p) => p.date >= "1965-01-01");
    const breaks = walkSeries(co2, "monthly", [], everyPeriodFrom(from, co2.length), null).filter((e) => e.type === "trend_break" && e.strength !== "weak");
    const turns = breaks.slice(1).filter((e, i) => e.direction !== breaks[i]!.direction).length;
    expect(breaks.length).toBeLessThanOrEqual(14);
    // the growth rate has risen decade by decade; the turns are its slowdowns after Pinatubo (1991-93) and
    // in 1996, and the speed-ups after them
    expect(breaks.filter((e) => e.direction === "up").length).toBeGreaterThanOrEqual(breaks.length - 3);
    expect(turns).toBeLessThanOrEqual(4);
    expect(breaks.some((e) => e.direction === "down" && e.validFrom.startsWith("1991"))).toBe(true);
  });

  it("stays quiet about the S&P 500 in a calm stretch (2017)", () => {
    const months = sp500.filter((p) => p.date >= "2017-01-01" && p.date <= "2017-12-01").map((p) => p.date);
    const raised = months.flatMap((month) => signalsOn(sp500, "monthly", month).filter(listed).map((d) => `${month} ${d.type}`));
    expect(raised).toEqual([]);
  });
});
