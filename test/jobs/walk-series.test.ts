/**
 * The history replay of the materialization job (walkSeries) on real bundled series: the intervals it
 * makes for one series, signal type and direction follow one another in data time and never overlap.
 */
import { describe, expect, it } from "vitest";
import { minimumPoints, walkSeries, type Episode } from "../../src/jobs/materialize-signals.js";
import { readPackageText } from "../../src/sources/package-files.js";

/** The CES columns of vega-datasets' us-employment.csv (monthly from January 2006), as bundled. */
function cesSeries(column: string) {
  const [header, ...rows] = readPackageText("vega-datasets", "data/us-employment.csv").trim().split("\n");
  const at = header!.split(",").indexOf(column);
  return rows.map((row) => row.split(",")).map((cells) => ({ date: cells[0]!.slice(0, 10), value: Number(cells[at]) }));
}

const replay = (column: string): Episode[] => {
  const points = cesSeries(column);
  return walkSeries(points, "monthly", [], minimumPoints("monthly") - 1, null);
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

  it("lets a break the other way begin before the previous break ends (payrolls' recovery, 2010)", () => {
    const breaks = replay("nonfarm").filter((e) => e.type === "trend_break");
    const down = breaks.find((e) => e.direction === "down" && e.validFrom.startsWith("2008"));
    const up = breaks.find((e) => e.direction === "up" && e.validFrom.startsWith("2010"));
    expect(down?.validTo).toBe("2010-05-01T00:00:00Z");
    // above the slump's line from early 2010, while still below the line from before the slump until May
    expect(up!.validFrom < down!.validTo!).toBe(true);
  });

  it("starts an extreme run that reappears after a pause where the interval before it ended (ces.manufacturing, 2009)", () => {
    const extremes = replay("manufacturing").filter((e) => e.type === "extreme" && e.validFrom.startsWith("2009"));
    expect(extremes.length).toBeGreaterThanOrEqual(2);
    expect(extremes[1]!.validFrom).toBe(extremes[0]!.validTo);
  });
});
