/**
 * Child process for the auth-overhead bench: the real app on a fresh PGlite, plus one ungated route that
 * answers like /v1/ping without authentication, so the two differ only by auth + rate limit + quota.
 * Prints the port and a key on stdout as JSON.
 */
import { answerQuestion } from "../src/ask/engine.js";
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { openPglite } from "../src/adapters/database-node.js";
import { createMemoryLimiter } from "../src/adapters/limiter-memory.js";
import { createOutboxMailer } from "../src/adapters/mailer.js";
import { createApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { insertKey } from "../src/db/queries/api-keys.js";
import { createConsoleLog } from "../src/log.js";

const database = await openPglite("memory://");
await database.migrate();
const log = createConsoleLog("silent");
const app = createApp({
  db: database.db,
  config: loadConfig({ LOG_LEVEL: "silent" }),
  log,
  clock: { now: () => new Date() },
  limiter: createMemoryLimiter(),
  mailer: createOutboxMailer(log),
  clientAddress: () => "127.0.0.1",
  queue: { send: async () => {} },
  upstreams: {},
  answer: answerQuestion,
});
const { key, row } = await insertKey(database.db, {
  name: "bench@example.com",
  plan: "free",
  rateLimitPerMinute: 100_000_000,
  monthlyQuota: 100_000_000,
});
app.get("/bench/ungated-ping", (c) =>
  c.json({ data: { ok: true, key_name: row.name, key_hint: row.keyHint, plan: row.plan, rate_limit_per_minute: row.rateLimitPerMinute } }),
);
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port, key }));
});
process.on("SIGTERM", () => server.close(() => database.close().finally(() => process.exit(0))));
