/** `npm run bench`: every speed and memory goal of the project, measured side by side in one run. */
import { benchAskAccuracy } from "./ask-accuracy.js";
import { benchAskParseCost } from "./ask-parse-cost.js";
import { benchAuthOverhead } from "./auth-overhead.js";
import { benchDataReads } from "./data-reads.js";
import { benchHistoryLength } from "./history-length.js";
import { benchSignalQuality } from "./signal-quality.js";
import { printSignalEval, runSignalEval } from "./signal-eval/run.js";
import { benchStartupAndCatalog } from "./startup-and-catalog.js";

const PORT = Number(process.env.BENCH_PORT ?? 18787);

console.log(`bench on ${process.version}, ${new Date().toISOString()}`);
const pgliteCatalog = await benchStartupAndCatalog(PORT);
await benchAuthOverhead();
await benchDataReads(pgliteCatalog);
await benchHistoryLength();

console.log("\n## Signal detection quality (synthetic monthly series with planted events)");
const quality = benchSignalQuality({ seed: 1 });
console.table(
  Object.entries(quality.perDetector).map(([detector, q]) => ({
    detector,
    precision: +q.precision.toFixed(3),
    recall: +q.recall.toFixed(3),
    planted: q.planted,
    detected: q.detected,
    goal: "precision ≥ 0.9, recall ≥ 0.8",
  })),
);
console.log(`materialization speed: ${Math.round(quality.seriesPerSecond)} series of ${quality.points} points per second on one core (goal ≥ 1000)`);

console.log("\n## Signal evaluation (bench/signal-eval: null and planted series of nine families, last point and history replay)");
printSignalEval(runSignalEval(), { seriesPerSecond: quality.seriesPerSecond });

await benchAskAccuracy();
benchAskParseCost();
