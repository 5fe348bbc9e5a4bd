/** `npm run bench`: every speed and memory goal of the project, measured side by side in one run. */
import { benchAuthOverhead } from "./auth-overhead.js";
import { benchDataReads } from "./data-reads.js";
import { benchStartupAndCatalog } from "./startup-and-catalog.js";

const PORT = Number(process.env.BENCH_PORT ?? 18787);

console.log(`bench on ${process.version}, ${new Date().toISOString()}`);
await benchStartupAndCatalog(PORT);
await benchAuthOverhead();
await benchDataReads();
