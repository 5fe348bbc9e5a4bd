import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayNumber, fromDayNumber, weekStart } from "../../src/domain/series.js";

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
