import { readFileSync } from "node:fs";
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

  it("gives a month after a gap no predecessor (October 2025's CPI was never published), where a daily series counts observations", () => {
    // cpi-us-monthly.csv: August to December 2025, no October
    const cpi = readFileSync(new URL("../../data/datahub/cpi-us-monthly.csv", import.meta.url), "utf8")
      .split("\n")
      .filter((l) => /^2025-(0[89]|1[0-2])/.test(l))
      .map((l) => ({ date: l.split(",")[0]!, value: Number(l.split(",")[1]) }));
    expect(cpi.map((p) => p.date)).toEqual(["2025-08-01", "2025-09-01", "2025-11-01", "2025-12-01"]);
    const [aug, sep, nov, dec] = cpi.map((p) => p.value) as [number, number, number, number];
    for (const units of ["chg", "pch", "pca", "cch", "cca"] as const) {
      const out = transformValues(cpi.slice(1), units, "monthly", cpi.slice(0, 1));
      expect(out[1], units).toBeNull();
      expect(out[0], units).not.toBeNull();
    }
    expect(transformValues(cpi.slice(1), "pch", "monthly", cpi.slice(0, 1))).toEqual([(sep / aug - 1) * 100, null, (dec / nov - 1) * 100]);
    // quarters and years step by their own length
    expect(transformValues([{ date: "2020-01-01", value: 1 }, { date: "2020-07-01", value: 2 }], "chg", "quarterly")).toEqual([null, null]);
    expect(transformValues([{ date: "2019-01-01", value: 1 }, { date: "2020-01-01", value: 2 }, { date: "2022-01-01", value: 3 }], "chg", "annual")).toEqual([null, 1, null]);
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
