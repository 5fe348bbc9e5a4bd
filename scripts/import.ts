/**
 * `npm run import -- irs-migration <file.csv> [more.csv …]`: load IRS SOI county-to-county migration files
 * (countyinflowYYZZ.csv / countyoutflowYYZZ.csv from https://www.irs.gov/statistics/soi-tax-stats-migration-data)
 * into the configured database. Each file loads in one transaction; re-importing changes nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { openNodeDatabaseForScript } from "../src/adapters/database-node.js";
import { loadConfig } from "../src/config.js";
import { importFlows } from "../src/jobs/import-flows.js";
import { parseIrsMigrationCsv } from "../src/sources/irs-migration.js";
import { scriptArgs } from "./args.js";

const USAGE = "usage: npm run import -- irs-migration <countyinflowYYZZ.csv|countyoutflowYYZZ.csv> […]";
const [kind, ...files] = scriptArgs(USAGE, {}, true).positionals;
if (kind !== "irs-migration" || files.length === 0) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig(process.env);
const database = await openNodeDatabaseForScript({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let failed = false;
try {
  await database.migrate();
  for (const file of files) {
    try {
      const parsed = parseIrsMigrationCsv(readFileSync(file, "utf8"), { fileName: path.basename(file) });
      const result = await importFlows(database.db, parsed.flows);
      console.log(
        `${path.basename(file)}: ${parsed.direction} ${parsed.period.slice(0, 4)}, ${result.received} county-to-county flows, ` +
          `${result.written} written, ${result.unknownCounties} with a county not in the catalog`,
      );
      for (const s of parsed.skipped) console.log(`  skipped ${s.count} × ${s.reason}`);
    } catch (err) {
      failed = true;
      console.error(`${path.basename(file)}: not imported: ${err instanceof Error ? err.message : err}`);
    }
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
