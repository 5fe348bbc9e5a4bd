import { describe, expect, it } from "vitest";
import { pickRegion } from "../../src/domain/regions.js";

describe("pickRegion", () => {
  const canada = { code: "CA", type: "country" };
  const california = { code: "06", type: "state" };
  const candidates = [canada, california];

  it("takes the first candidate meeting the first preference any candidate meets, else the first", () => {
    expect(pickRegion(candidates)).toBe(canada);
    expect(pickRegion(candidates, undefined)).toBe(canada);
    // no data for either, the state published upstream: the state, before a type preference that favours the country
    expect(pickRegion(candidates, () => false, (r) => r.type === "state", (r) => r.type === "country")).toBe(california);
    // data for the country: it wins whatever follows
    expect(pickRegion(candidates, (r) => r.code === "CA", (r) => r.type === "state")).toBe(canada);
    expect(pickRegion(candidates, () => false, () => false)).toBe(canada);
    expect(pickRegion([], () => true)).toBeUndefined();
  });
});
