import { askEngineFor } from "./ask/engine.js";
import { withRephraser } from "./ask/rephrase.js";
import { rephraserFrom } from "./adapters/rephraser.js";
import { openNodeDatabase } from "./adapters/database-node.js";
import { loadBundledDataFromPackages } from "./adapters/bundled-data-node.js";
import { nodeClientAddress } from "./adapters/client-address-node.js";
import { serveApp } from "./adapters/http-server-node.js";
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
import { refreshData, runScheduledJobs } from "./jobs/index.js";
import { runProvisioningJob } from "./jobs/provisioning.js";
import { createApp } from "./app.js";
import { KeyCache } from "./http/key-cache.js";
import { executeKeyCommand, parseKeyCommand } from "./operator/key-commands.js";
import { serveOperatorSocket, type OperatorSocket } from "./operator/socket-node.js";
import { loadConfig } from "./config.js";
import { systemClock, type AppDeps } from "./deps.js";
import { createConsoleLog, throttledWarning, type Log } from "./log.js";
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
  const baseConfig = loadConfig(process.env);
  // first, so a second process on the same DATA_DIR stops here, before it writes anything there
  const database = await openNodeDatabase({ databaseUrl: baseConfig.databaseUrl, dataDir: baseConfig.dataDir });
  const { config, walletFile } = withTestnetPayee(baseConfig, process.env);
  const log = createConsoleLog(config.logLevel);
  if (config.mail.provider === "log") {
    log.warn(
      "MAIL_PROVIDER=log: mail is not delivered anywhere, including paid keys' replacement keys and recovery tokens " +
        "(secrets are redacted in the outbox and the log; `npm run keys -- outbox` lists what was kept). Set MAIL_PROVIDER=resend to deliver it.",
    );
  }
  await database.migrate();
  const warnVersionLost = throttledWarning(
    (m, f) => log.warn(m, f),
    "lost the database's data version notifications; read caches are off until they are back",
    30_000,
  );

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

  const dataVersion = await database.watchDataVersion((error) => warnVersionLost({ error }));
  const limiter = nodeLimiter(config, log);
  const queue = createInProcessQueue(log);
  const deps: AppDeps = {
    db: database.db,
    dataVersion,
    config,
    log,
    clock: systemClock,
    limiter: limiter.limiter,
    mailer: nodeMailer(config, log),
    clientAddress: nodeClientAddress(config.trustProxy),
    queue,
    payments: paymentRailsFrom(config, createLocalFacilitator),
    answer: withRephraser(askEngineFor(config.askEnabled), rephraserFrom(config)),
    upstreams: config.fred ? { fred: createFredUpstream({ apiKey: config.fred.apiKey, baseUrl: config.fred.baseUrl }) } : {},
  };
  queue.consume((m) => runProvisioningJob({ ...deps, now: () => systemClock.now() }, m.jobId));
  const keyCache = new KeyCache(config.authCacheTtlMs);
  const app = createApp(deps, { ...localDocsBundle(), keyCache });
  const operator = database.dataDir ? await startOperatorSocket(database.dataDir, deps, keyCache) : null;

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

  const server = serveApp(app.fetch, { port: config.port, hostname: config.host }, (info) => {
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
      Promise.allSettled([operator?.close(), limiter.close()])
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

/**
 * The keys and refresh CLIs' way in while this process holds the embedded database: key commands run here
 * and drop changed keys from the key cache, so a revocation holds from the next request; `refresh` runs
 * the data refresh in this process.
 */
async function startOperatorSocket(dataDir: string, deps: AppDeps, keyCache: KeyCache): Promise<OperatorSocket | null> {
  const { db, config, clock, log } = deps;
  try {
    return await serveOperatorSocket({
      dataDir,
      log,
      run: async (request) => {
        if ((request as { command?: unknown } | null)?.command === "refresh") {
          const files = (request as { files?: unknown }).files;
          log.info("operator command", { command: "refresh" });
          return refreshData(deps, { force: true, ...(Array.isArray(files) && files.length ? { files: files.map(String) } : {}) });
        }
        const command = parseKeyCommand(request);
        const result = await executeKeyCommand({ db, config, now: () => clock.now(), forgetKey: (id) => keyCache.forget(id) }, command);
        log.info("operator command", { command: command.command, ...("id" in command ? { key_id: command.id } : {}) });
        return result;
      },
    });
  } catch (err) {
    log.warn("operator socket not served: `npm run keys` will refuse while this server runs", {
      error: err instanceof Error ? err.message : String(err),
    });
    return null;
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
