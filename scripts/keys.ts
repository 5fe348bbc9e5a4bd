/**
 * Operator CLI for keys: `npm run keys -- <command> [options]`.
 *   create  --name NAME [--plan free|pro|…] [--grant G]… [--rate N] [--quota N|none] [--regions A,B]
 *           [--billing-email E] [--subscription active|canceled] [--expires YYYY-MM-DD] [--test]
 *   list
 *   revoke  ID
 *   grant   ID GRANT         (add a grant, e.g. svc-premium)
 *   ungrant ID GRANT
 * Prints a new key once; only its hash is stored.
 */
import { parseArgs } from "node:util";
import { desc, eq, sql } from "drizzle-orm";
import { openNodeDatabase } from "../src/adapters/database-node.js";
import { loadConfig } from "../src/config.js";
import { insertKey, revokeKey } from "../src/db/queries/api-keys.js";
import { apiKeys } from "../src/db/schema.js";

const USAGE = "usage: npm run keys -- create|list|revoke|grant|ungrant … (see scripts/keys.ts)";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
const config = loadConfig(process.env);
const database = await openNodeDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const db = database.db;

try {
  switch (command) {
    case "create": {
      const { values } = parseArgs({
        args: rest,
        options: {
          name: { type: "string" },
          plan: { type: "string", default: "free" },
          grant: { type: "string", multiple: true, default: [] },
          rate: { type: "string" },
          quota: { type: "string" },
          regions: { type: "string" },
          "billing-email": { type: "string" },
          subscription: { type: "string" },
          expires: { type: "string" },
          test: { type: "boolean", default: false },
        },
      });
      if (!values.name) fail("create needs --name");
      const plan = values.plan!;
      const rate = values.rate ? Number(values.rate) : plan === "free" ? config.freeRateLimitPerMinute : 600;
      if (!Number.isInteger(rate) || rate < 1) fail("--rate must be a positive integer");
      const quotaText = values.quota ?? (plan === "free" ? String(config.freeMonthlyQuota) : "none");
      const quota = quotaText === "none" ? null : Number(quotaText);
      if (quota !== null && (!Number.isInteger(quota) || quota < 1)) fail("--quota must be a positive integer or none");
      if (plan !== "free" && !values["billing-email"]) fail("a paid plan needs --billing-email (replacement keys are emailed there)");
      if (values.expires && Number.isNaN(Date.parse(values.expires))) fail("--expires must be a date");
      const { key, row } = await insertKey(db, {
        name: values.name,
        plan,
        environment: values.test ? "test" : "live",
        grants: values.grant ?? [],
        allowedRegions: values.regions ? values.regions.split(",").map((r) => r.trim()).filter(Boolean) : null,
        rateLimitPerMinute: rate,
        monthlyQuota: quota,
        billingEmail: values["billing-email"] ?? null,
        subscriptionStatus: values.subscription ?? (plan === "free" ? null : "active"),
        expiresAt: values.expires ? new Date(values.expires).toISOString() : null,
      });
      console.log(`created key ${row.id} (${row.plan}, ${row.rateLimitPerMinute}/min, quota ${row.monthlyQuota ?? "unlimited"}, grants [${row.grants.join(", ")}])`);
      console.log(`\n  ${key}\n\nThis is the only time the key is shown.`);
      break;
    }
    case "list": {
      const rows = await db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt));
      console.table(
        rows.map((r) => ({
          id: r.id,
          hint: `…${r.keyHint}`,
          name: r.name,
          plan: r.plan,
          status: r.status,
          grants: r.grants.join(","),
          regions: r.allowedRegions?.join(",") ?? "",
          rate: r.rateLimitPerMinute,
          quota: r.monthlyQuota ?? "∞",
          last_used: r.lastUsedAt ?? "",
        })),
      );
      break;
    }
    case "revoke": {
      const id = rest[0] ?? fail("revoke needs a key id");
      await revokeKey(db, id, new Date());
      console.log(`revoked ${id}`);
      break;
    }
    case "grant":
    case "ungrant": {
      const [id, grant] = rest;
      if (!id || !grant) fail(`${command} needs a key id and a grant`);
      const change =
        command === "grant"
          ? sql`array(SELECT DISTINCT unnest(${apiKeys.grants} || ARRAY[${grant}]::text[]))`
          : sql`array_remove(${apiKeys.grants}, ${grant})`;
      const rows = await db.update(apiKeys).set({ grants: change }).where(eq(apiKeys.id, id)).returning({ grants: apiKeys.grants });
      if (!rows[0]) fail(`no key ${id}`);
      console.log(`key ${id} grants: [${rows[0].grants.join(", ")}]`);
      break;
    }
    default:
      fail(USAGE);
  }
} finally {
  await database.close();
}
