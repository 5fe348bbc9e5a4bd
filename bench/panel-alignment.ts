/** Speed of `alignPanel` alone: 20 daily series of 5000 points each, aligned on a 5000-date daily grid. */
import { alignPanel, type PanelSeriesInput } from "../src/domain/panel.js";

const SERIES = 20;
const POINTS = 5000;
const RUNS = 20;
const WARMUP = 10;
const DAY_MS = 86_400_000;

function syntheticPanel(): PanelSeriesInput[] {
  const first = Date.UTC(2000, 0, 1);
  const dates = Array.from({ length: POINTS }, (_, i) => new Date(first + i * DAY_MS).toISOString().slice(0, 10));
  return Array.from({ length: SERIES }, (_, s) => ({
    code: `bench.s${s}`,
    frequency: "daily",
    // A deterministic wave with a null every 37 + s points, so ffill has gaps to fill.
    points: dates.map((date, i) => ({ date, value: i % (37 + s) === 5 ? null : Math.sin(i / (10 + s)) * 100 + s })),
  }));
}

/** Median wall time of `alignPanel` over 20 runs (after a short warm-up), in milliseconds. */
export function benchAlignment(): { ms: number; series: number; points: number } {
  const input = syntheticPanel();
  const options = { frequency: "daily", missing: "ffill", resample: "mean" } as const;
  for (let i = 0; i < WARMUP; i++) alignPanel(input, options);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const result = alignPanel(input, options);
    times.push(performance.now() - t0);
    if (result.gridPoints !== POINTS) throw new Error(`expected a ${POINTS}-date grid, got ${result.gridPoints}`);
  }
  times.sort((a, b) => a - b);
  const ms = ((times[RUNS / 2 - 1] as number) + (times[RUNS / 2] as number)) / 2;
  return { ms: Math.round(ms * 100) / 100, series: SERIES, points: POINTS };
}
