/** `npm run db:migrate`: apply the migrations in drizzle/ to DATABASE_URL (or the embedded database). */
import { openNodeDatabaseForScript } from "../src/adapters/database-node.js";
import { loadConfig } from "../src/config.js";
import { scriptArgs } from "./args.js";

scriptArgs("usage: npm run db:migrate   (applies drizzle/ to DATABASE_URL, or to the embedded database in DATA_DIR)");
const config = loadConfig(process.env);
const database = await openNodeDatabaseForScript({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  console.log(`migrations applied to ${database.kind} ${database.location}`);
} finally {
  await database.close();
}
