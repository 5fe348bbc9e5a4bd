import { describe, expect, it } from "vitest";
import { transformValues } from "../../src/domain/units.js";
import { withoutDecimalNoise } from "../../src/domain/series.js";

describe("units", () => {
  it("a change of decimal values is their decimal difference, not the binary one", () => {
    const closes = [
      { date: "2026-08-14", value: 83.99 },
      { date: "2026-08-17", value: 86.04 },
      { date: "2026-08-18", value: 86.48 },
    ];
    // 86.48 - 86.04 is 0.4399999999999977 in binary arithmetic
    expect(transformValues(closes, "chg", "daily")).toEqual([null, 2.05, 0.44]);
  });

  it("clears the noise of sums and differences and keeps what lies within 12 digits of their scale", () => {
    expect(withoutDecimalNoise(0.1 + 0.2, 0.2)).toBe(0.3);
    expect(withoutDecimalNoise(0.1 + 0.2 - 0.3, 0.3)).toBe(0);
    expect(withoutDecimalNoise(12.7 - 5.5 - 14.4, 14.4)).toBe(-7.2);
    expect(withoutDecimalNoise(1e-300 * 3, 3e-300)).toBe(3e-300);
    expect(withoutDecimalNoise(123456789.123, 123456789.123)).toBe(123456789.123);
    expect(withoutDecimalNoise(5, 0)).toBe(5);
    expect(withoutDecimalNoise(Number.NaN, 1)).toBeNaN();
  });
});
