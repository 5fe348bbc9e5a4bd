/**
 * The detectors on real bundled series around real events (issue #18): each series is cut at a date and
 * evaluated as the materialization job would on that day, so a signal here is one the service would have
 * raised then.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Frequency, Point } from "../../src/domain/series.js";
import { evaluateSignals, type SignalDetection } from "../../src/domain/signals.js";

const DATAHUB = fileURLToPath(new URL("../../data/datahub/", import.meta.url));

/** The first value column of a data-pack CSV (Date first), rows without a number left out. */
function readSeries(file: string): Point[] {
  const [, ...rows] = readFileSync(`${DATAHUB}${file}`, "utf8").trim().split("\n");
  return rows
    .map((row) => row.split(","))
    .filter((cells) => cells[1] !== undefined && cells[1] !== "" && Number.isFinite(Number(cells[1])))
    .map((cells) => ({ date: cells[0]!.slice(0, 10), value: Number(cells[1]) }));
}

const signalsOn = (points: Point[], frequency: Frequency, day: string) => evaluateSignals(points.filter((p) => p.date <= day), frequency);
const listed = (d: SignalDetection) => d.strength !== "weak";

describe("signals on real events", () => {
  const sp500 = readSeries("sp500-shiller-monthly.csv");
  const wti = readSeries("oil-wti-daily.csv");

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

  it("raises extreme lows of WTI on the March 2020 price war and its negative close of 20 April 2020, not on the next day's recovery", () => {
    expect(signalsOn(wti, "daily", "2020-03-09").find((d) => d.type === "extreme")).toMatchObject({ direction: "down", strength: "strong" });
    expect(signalsOn(wti, "daily", "2020-04-20").find((d) => d.type === "extreme")).toMatchObject({ direction: "down", start: "2020-04-20", strength: "strong" });
    expect(signalsOn(wti, "daily", "2020-04-21").find((d) => d.type === "extreme")).toBeUndefined();
  });

  it("stays quiet about the S&P 500 in a calm stretch (2017)", () => {
    const months = sp500.filter((p) => p.date >= "2017-01-01" && p.date <= "2017-12-01").map((p) => p.date);
    const raised = months.flatMap((month) => signalsOn(sp500, "monthly", month).filter(listed).map((d) => `${month} ${d.type}`));
    expect(raised).toEqual([]);
  });
});
