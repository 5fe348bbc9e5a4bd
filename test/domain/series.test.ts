import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chiSquareSurvival, dayNumber, fromDayNumber, kruskalWallis, weekStart } from "../../src/domain/series.js";

describe("weekStart", () => {
  it("is the Monday on or before the date, within the same week, on either side of 1970", () => {
    fc.assert(
      fc.property(fc.integer({ min: dayNumber("1800-01-01"), max: dayNumber("2200-12-31") }), (day) => {
        const date = fromDayNumber(day);
        const monday = weekStart(date);
        expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
        const back = day - dayNumber(monday);
        expect(back).toBeGreaterThanOrEqual(0);
        expect(back).toBeLessThan(7);
      }),
    );
    expect(weekStart("2026-12-04")).toBe("2026-11-30");
    expect(weekStart("1969-12-28")).toBe("1969-12-22");
  });
});

describe("chiSquareSurvival and kruskalWallis", () => {
  it("gives the tables' tail chances and, with two degrees of freedom, exp(-x/2) exactly", () => {
    // upper 5 % and 1 % points of chi-square at 1, 3 and 11 degrees of freedom (any statistics table)
    for (const [x, df, p] of [
      [3.841, 1, 0.05],
      [6.635, 1, 0.01],
      [7.815, 3, 0.05],
      [11.345, 3, 0.01],
      [19.675, 11, 0.05],
      [24.725, 11, 0.01],
    ] as const) {
      expect(Math.abs(chiSquareSurvival(x, df) - p)).toBeLessThan(2e-5);
    }
    fc.assert(fc.property(fc.double({ min: 0.001, max: 200, noNaN: true }), (x) => Math.abs(chiSquareSurvival(x, 2) - Math.exp(-x / 2)) < 1e-12));
    expect(chiSquareSurvival(0, 11)).toBe(1);
  });
  it("reproduces the textbook example (Hollander and Wolfe's three groups: H 0.771, p 0.68) and finds groups apart", () => {
    const { h, df, p } = kruskalWallis([
      [2.9, 3.0, 2.5, 2.6, 3.2],
      [3.8, 2.7, 4.0, 2.4],
      [2.8, 3.4, 3.7, 2.2, 2.0],
    ]);
    expect(df).toBe(2);
    expect(h).toBeCloseTo(0.7714, 4);
    expect(p).toBeCloseTo(0.68, 2);
    // twelve groups whose values do not overlap: as far apart as ranks can be
    const apart = kruskalWallis(Array.from({ length: 12 }, (_, k) => [k * 10, k * 10 + 1, k * 10 + 2]));
    expect(apart.p).toBeLessThan(0.001);
    // ties only: no evidence either way
    expect(kruskalWallis([[1, 1], [1, 1]]).p).toBe(1);
  });
});
