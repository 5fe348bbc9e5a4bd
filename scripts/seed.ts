/** `npm run seed`: apply migrations and load the bundled datasets (`--force` reloads even when current). */
import { openNodeDatabaseForScript } from "../src/adapters/database-node.js";
import { loadBundledDataFromPackages } from "../src/adapters/bundled-data-node.js";
import { loadConfig } from "../src/config.js";
import { scriptArgs } from "./args.js";

const { values } = scriptArgs("usage: npm run seed [-- --force]   (--force re-checks every row even when the bundled data is current)", { force: { type: "boolean" } });
const config = loadConfig(process.env);
const database = await openNodeDatabaseForScript({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const started = performance.now();
  const result = await loadBundledDataFromPackages(database.db, { force: values.force === true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.skipped) console.log(`bundled data ${result.version} already loaded in ${database.location}; nothing to do (use --force to re-check every row)`);
  else
    console.log(
      `loaded ${result.regions} regions, ${result.sources} sources, ${result.indicators} indicators; ${result.observationsWritten} observation rows written in ${seconds}s`,
    );
} finally {
  await database.close();
}
