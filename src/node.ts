import { askEngineFor } from "./ask/engine.js";
import { serve } from "@hono/node-server";
import { openNodeDatabase } from "./adapters/database-node.js";
import { loadBundledDataFromPackages } from "./adapters/bundled-data-node.js";
import { nodeClientAddress } from "./adapters/client-address-node.js";
import { localDocsBundle } from "./adapters/docs-bundle-node.js";
import { failOpen } from "./adapters/limiter-fail-open.js";
import type { Limiter } from "./adapters/limiter.js";
import { createMemoryLimiter } from "./adapters/limiter-memory.js";
import { createRedisLimiter } from "./adapters/limiter-redis.js";
import { createUpstashLimiter } from "./adapters/limiter-upstash.js";
import { createFredUpstream } from "./adapters/upstream-fred.js";
import { createOutboxMailer, createResendMailer, type Mailer } from "./adapters/mailer.js";
import { createInProcessQueue } from "./adapters/queue-in-process.js";
import { createLocalFacilitator } from "./adapters/facilitator-local.js";
import { paymentRailsFrom } from "./adapters/payments.js";
import { withTestnetPayee } from "./adapters/testnet-wallet-node.js";
import { runScheduledJobs } from "./jobs/index.js";
import { runProvisioningJob } from "./jobs/provisioning.js";
import { createApp } from "./app.js";
import { loadConfig } from "./config.js";
import { systemClock, type AppDeps } from "./deps.js";
import { createConsoleLog, type Log } from "./log.js";
import type { Config } from "./config.js";

/** Redis over TCP when REDIS_URL is set, Upstash REST when configured, else in-memory (this process only). */
function nodeLimiter(config: Config, log: Log): { limiter: Limiter; kind: string; close: () => Promise<void> } {
  const failOpenTo = (primary: Limiter) =>
    failOpen(primary, createMemoryLimiter(), { timeoutMs: config.rateLimitTimeoutMs, log: (m, f) => log.warn(m, f) });
  if (config.redisUrl) {
    const redis = createRedisLimiter(config.redisUrl);
    return { limiter: failOpenTo(redis), kind: "redis", close: () => redis.close() };
  }
  if (config.upstash) {
    return { limiter: failOpenTo(createUpstashLimiter(config.upstash)), kind: "upstash", close: async () => {} };
  }
  return { limiter: createMemoryLimiter(), kind: "memory", close: async () => {} };
}

function nodeMailer(config: Config, log: Log): Mailer {
  return config.mail.provider === "resend"
    ? createResendMailer({ apiKey: config.mail.apiKey, from: config.mail.from })
    : createOutboxMailer(log);
}

async function main() {
  const startedAt = performance.now();
  const { config, walletFile } = withTestnetPayee(loadConfig(process.env), process.env);
  const log = createConsoleLog(config.logLevel);
  const database = await openNodeDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();

  if (config.loadBundledData) {
    const loaded = await loadBundledDataFromPackages(database.db);
    if (!loaded.skipped) {
      log.info("bundled data loaded", {
        regions: loaded.regions,
        sources: loaded.sources,
        indicators: loaded.indicators,
        observations_written: loaded.observationsWritten,
      });
    }
  }

  const limiter = nodeLimiter(config, log);
  const queue = createInProcessQueue(log);
  const deps: AppDeps = {
    db: database.db,
    config,
    log,
    clock: systemClock,
    limiter: limiter.limiter,
    mailer: nodeMailer(config, log),
    clientAddress: nodeClientAddress(config.trustProxy),
    queue,
    payments: paymentRailsFrom(config, createLocalFacilitator),
    answer: askEngineFor(config.askEnabled),
    upstreams: config.fred ? { fred: createFredUpstream({ apiKey: config.fred.apiKey, baseUrl: config.fred.baseUrl }) } : {},
  };
  queue.consume((m) => runProvisioningJob({ ...deps, now: () => systemClock.now() }, m.jobId));
  const app = createApp(deps, localDocsBundle());

  // the Node stand-in for the Worker's cron trigger: a minute after start, then every interval
  let jobRunning = false;
  const runJobs = async () => {
    if (jobRunning) return;
    jobRunning = true;
    try {
      await runScheduledJobs(deps, "node-timer");
    } catch (err) {
      log.error("scheduled run failed", { error: String(err) });
    } finally {
      jobRunning = false;
    }
  };
  if (config.scheduledJobsIntervalMinutes > 0) {
    setTimeout(runJobs, 60_000).unref();
    setInterval(runJobs, config.scheduledJobsIntervalMinutes * 60_000).unref();
  }

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const base = `http://localhost:${info.port}`;
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(`API ready in ${seconds}s on ${base}  (database: ${database.kind} ${database.location}; rate limits: ${limiter.kind})`);
    console.log(`Docs: ${base}/docs   OpenAPI: ${base}/openapi.json`);
    if (config.x402) {
      const where = walletFile ? ` (testnet wallet generated for this installation: ${walletFile})` : "";
      console.log(`Payments: x402 on ${config.x402.settings.network} to ${config.x402.settings.payTo}${where}`);
    }
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info("shutting down", { signal });
    server.close(() => {
      Promise.allSettled([database.close(), limiter.close()]).finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
