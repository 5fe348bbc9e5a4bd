/**
 * The history replay of the materialization job (walkSeries) on real bundled series: the intervals it
 * makes for one series, signal type and direction follow one another in data time and never overlap; a long
 * daily series is replayed far enough back to hold its 2020 events.
 */
import { describe, expect, it } from "vitest";
import { signalSettings } from "../../src/domain/signals.js";
import { everyPeriodFrom, minimumPoints, REPLAY_POINT_BUDGET, replayIndices, walkSeries, type Episode } from "../../src/jobs/materialize-signals.js";
import { cesSeries, dataPackSeries } from "../support/bundled-series.js";

const replay = (column: string): Episode[] => {
  const points = cesSeries(column);
  return walkSeries(points, "monthly", [], everyPeriodFrom(minimumPoints("monthly") - 1, points.length), null);
};

describe("walkSeries (history replay)", () => {
  it.each(["nonfarm", "manufacturing", "construction", "retail_trade", "financial_activities"])(
    "keeps the intervals of each signal type and direction of ces.%s apart in time",
    (column) => {
      const episodes = replay(column);
      expect(episodes.length).toBeGreaterThan(0);
      for (const type of ["acceleration", "extreme", "trend_break"]) for (const direction of ["up", "down"]) {
        const ofType = episodes.filter((e) => e.type === type && e.direction === direction);
        for (let i = 1; i < ofType.length; i++) {
          expect(ofType[i - 1]!.validTo, `${column} ${type} ${direction} #${i}`).not.toBeNull();
          expect(ofType[i]!.validFrom >= ofType[i - 1]!.validTo!, `${column} ${type} ${direction} #${i}`).toBe(true);
        }
      }
    },
  );

  it("lets a break the other way begin before the previous break ends, and finds it within months (payrolls' recovery)", () => {
    const breaks = replay("nonfarm").filter((e) => e.type === "trend_break");
    const down = breaks.find((e) => e.direction === "down" && e.validFrom.startsWith("2008"));
    const up = breaks.find((e) => e.direction === "up" && e.validFrom > down!.validFrom);
    expect(down?.validTo).toBe("2010-05-01T00:00:00Z");
    // the losses slowing to nothing from late 2009, while still below the line from before the slump until May
    // 2010; seen in May 2010 (tested beyond the 2008 step in the monthly changes: July 2012 before, issue #18)
    expect(up).toMatchObject({ validFrom: "2009-11-01T00:00:00Z", detectedAt: "2010-05-01T00:00:00Z" });
    expect(up!.validFrom < down!.validTo!).toBe(true);
  });

  it("starts an extreme run that reappears after a pause where the interval before it ended (ces.manufacturing, 2009)", () => {
    const extremes = replay("manufacturing").filter((e) => e.type === "extreme" && e.validFrom.startsWith("2009"));
    expect(extremes.length).toBeGreaterThanOrEqual(2);
    expect(extremes[1]!.validFrom).toBe(extremes[0]!.validTo);
  });

  it("evaluates every period of a series the budget covers, and a long one's older years every k-th period", () => {
    expect(replayIndices(600, "monthly")).toEqual(everyPeriodFrom(minimumPoints("monthly") - 1, 600));
    const n = 10_000;
    const periods = replayIndices(n, "daily");
    const { k } = signalSettings("daily");
    expect(periods.length).toBeLessThanOrEqual(Math.floor(REPLAY_POINT_BUDGET / n));
    expect(periods.at(-1)).toBe(n - 1);
    const steps = periods.slice(1).map((t, i) => t - periods[i]!);
    expect(steps.every((d) => d === 1 || d === k)).toBe(true);
    // a quarter of them on the latest periods, one each; the rest reach back k times as far
    const dense = steps.length - steps.lastIndexOf(k);
    expect(dense).toBe(Math.floor(periods.length / 4));
    expect(n - periods[0]!).toBeGreaterThan(periods.length * 2);
  });

  it("replays the bundled WTI daily series back past 2020: the crash of March 2020 opens a down signal within days", () => {
    const points = dataPackSeries("oil-wti-daily.csv");
    const episodes = walkSeries(points, "daily", [], replayIndices(points.length, "daily"), null);
    const crash = episodes.filter((e) => e.direction === "down" && e.strength !== "weak" && e.validFrom >= "2020-02-20" && e.validFrom <= "2020-03-10");
    expect(crash.length).toBeGreaterThan(0);
    // the first seen no later than a stride (7 trading days) after the 6 March 2020 collapse began
    expect(crash.map((e) => e.detectedAt).sort()[0]! <= "2020-03-17T00:00:00Z").toBe(true);
    expect(episodes.some((e) => e.type === "extreme" && e.direction === "down" && e.strength === "strong" && e.validFrom.startsWith("2020-03"))).toBe(true);
    // a pace shift is judged against the spread of its own spell: the crash's turn is one, and the volatile
    // years after it are not a string of them (15 listed accelerations in 2022–2025 when judged against the
    // whole history's spread)
    const listedAccelerations = episodes.filter((e) => e.type === "acceleration" && e.strength !== "weak");
    expect(listedAccelerations.some((e) => e.direction === "down" && e.validFrom.startsWith("2020-02"))).toBe(true);
    expect(listedAccelerations.filter((e) => e.validFrom >= "2021-01-01" && e.validFrom < "2026-01-01").length).toBeLessThanOrEqual(2);
  }, 60_000);
});
