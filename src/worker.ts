/**
 * Cloudflare Workers entry: the same app as src/node.ts, built once per isolate (with its key and catalog
 * caches). Each request reads over Neon's SQL-over-HTTP endpoint (src/adapters/database-edge.ts: no
 * connection to open, the data version learned with the first statement) and opens a WebSocket Pool only
 * for a transaction; whole catalog answers and public pages are kept in the Cache API by data version.
 * Keep this file thin and free of Node-only imports (node:fs, pg, PGlite): everything it pulls in runs in workerd.
 */
import { askEngineFor } from "./ask/engine.js";
import { withRephraser } from "./ask/rephrase.js";
import { rephraserFrom, type WorkersAiBinding } from "./adapters/rephraser.js";
import { edgeDatabase } from "./adapters/database-edge.js";
import { bundledDocsScript } from "./adapters/docs-bundle-edge.js";
import { openNeonDatabase } from "./adapters/database-neon.js";
import { failOpen } from "./adapters/limiter-fail-open.js";
import type { Limiter } from "./adapters/limiter.js";
import { createMemoryLimiter } from "./adapters/limiter-memory.js";
import { createUpstashLimiter } from "./adapters/limiter-upstash.js";
import { createFredUpstream } from "./adapters/upstream-fred.js";
import { createOutboxMailer, createResendMailer } from "./adapters/mailer.js";
import { paymentRailsFrom } from "./adapters/payments.js";
import { createApp } from "./app.js";
import { readDataVersion } from "./db/queries/data-version.js";
import { cacheApiAnswers } from "./http/caches.js";
import { loadConfig, type Config } from "./config.js";
import { FollowedDataVersion, systemClock, type AppDeps } from "./deps.js";
import { consumeProvisioningMessages, runScheduledJobs } from "./jobs/index.js";
import { createConsoleLog } from "./log.js";

/** Bindings from wrangler.toml ([vars], queues) and secrets. */
export interface Env {
  /** Secret. postgres:// URL of the Neon database (or a local one in development). */
  DATABASE_URL?: string;
  /** host:port of a WebSocket-to-TCP proxy; only for local PostgreSQL/PGlite in development and tests. */
  NEON_WS_PROXY?: string;
  /** URL of a stand-in for Neon's SQL-over-HTTP endpoint; only for local PostgreSQL/PGlite in development and tests. */
  NEON_HTTP_ENDPOINT?: string;
  LOG_LEVEL?: string;
  PUBLIC_BASE_URL?: string;
  DOCS_URL?: string;
  PROVISIONING_QUEUE?: Queue;
  /** Workers AI, for ASK_MODEL_PROVIDER=workers-ai (optional: `[ai] binding = "AI"`). */
  AI?: WorkersAiBinding;
  /** Secrets for rate limits and quotas across isolates. */
  UPSTASH_REDIS_REST_URL?: string;
  UPSTASH_REDIS_REST_TOKEN?: string;
}

/**
 * Per-isolate fallback: without Upstash, limits hold only within one isolate (fine for development, not
 * for production; configure Upstash there). Kept at module scope so it survives between requests.
 */
const isolateLimiter = createMemoryLimiter();

/** The string-valued bindings are the configuration; bindings such as queues are not. */
function configFrom(env: Env): Config {
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (typeof value === "string") vars[key] = value;
  }
  return loadConfig(vars);
}

/** The app's ports except the database, which the fetch and the background handlers each open their own way. */
function isolateDeps(env: Env): Omit<AppDeps, "db"> {
  const config = configFrom(env);
  const log = createConsoleLog(config.logLevel);
  const limiter: Limiter = config.upstash
    ? failOpen(createUpstashLimiter(config.upstash), isolateLimiter, {
        timeoutMs: config.rateLimitTimeoutMs,
        log: (m, f) => log.warn(m, f),
      })
    : isolateLimiter;
  const mailer =
    config.mail.provider === "resend"
      ? createResendMailer({ apiKey: config.mail.apiKey, from: config.mail.from })
      : createOutboxMailer(log);
  return {
    config,
    log,
    clock: systemClock,
    limiter,
    mailer,
    clientAddress: (c) => c.req.header("CF-Connecting-IP") ?? null,
    queue: {
      async send(message) {
        if (!env.PROVISIONING_QUEUE) throw new Error("the PROVISIONING_QUEUE binding is missing");
        await env.PROVISIONING_QUEUE.send(message);
      },
    },
    payments: paymentRailsFrom(config),
    answer: withRephraser(askEngineFor(config.askEnabled), rephraserFrom(config, env.AI)),
    upstreams: config.fred ? { fred: createFredUpstream({ apiKey: config.fred.apiKey, baseUrl: config.fred.baseUrl }) } : {},
  };
}

function databaseUrl(env: Env): string {
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL is not set (`wrangler secret put DATABASE_URL`, or .dev.vars locally)");
  return env.DATABASE_URL;
}

function openDatabase(env: Env) {
  return openNeonDatabase(databaseUrl(env), { wsProxy: env.NEON_WS_PROXY });
}

/** For the scheduled and queue handlers: every port, the database included; the caller closes it. */
function openDeps(env: Env): { deps: AppDeps; close: () => Promise<void> } {
  const { db, close } = openDatabase(env);
  return { deps: { ...isolateDeps(env), db }, close };
}

/**
 * The data version as this isolate last read it (with a request's first statement): what its catalog
 * caches are keyed by. Unknown until the first request has read anything.
 */
const isolateVersion = new FollowedDataVersion();
const observeVersion = (version: number) => isolateVersion.resume(version);

/**
 * The app and its database for these bindings, built on the first request an isolate serves and reused
 * after (bindings do not change within an isolate; a different object rebuilds them).
 */
let built: { env: Env; app: ReturnType<typeof createApp>; edge: ReturnType<typeof edgeDatabase> } | undefined;
function builtFor(env: Env) {
  if (built?.env !== env) {
    const edge = edgeDatabase(databaseUrl(env), { wsProxy: env.NEON_WS_PROXY, httpEndpoint: env.NEON_HTTP_ENDPOINT }, observeVersion);
    const dataVersion = {
      known: () => isolateVersion.known(),
      current: async () => {
        const version = await readDataVersion(edge.db);
        observeVersion(version);
        return version;
      },
    };
    const app = createApp({ ...isolateDeps(env), db: edge.db, dataVersion }, {
      ...bundledDocsScript(),
      // the Workers cache of this data centre (the DOM typing of `caches` does not know `default`)
      answers: cacheApiAnswers((caches as unknown as { default: Cache }).default),
      cacheObservationReads: false,
    });
    built = { env, app, edge };
  }
  return built;
}

function unavailable(err: unknown): Response {
  console.error(JSON.stringify({ level: "error", time: new Date().toISOString(), msg: "worker not configured", error: String(err) }));
  return Response.json(
    { error: { code: "INTERNAL_ERROR", message: "The service is not configured correctly" } },
    { status: 500, headers: { "Cache-Control": "no-store" } },
  );
}

export default {
  async fetch(request, env, ctx) {
    let app: ReturnType<typeof createApp>, edge: ReturnType<typeof edgeDatabase>;
    try {
      ({ app, edge } = builtFor(env));
    } catch (err) {
      return unavailable(err);
    }
    return edge.inRequest(() => app.fetch(request, env, ctx), (closing) => ctx.waitUntil(closing));
  },

  async scheduled(controller, env, _ctx) {
    const { deps, close } = openDeps(env);
    try {
      await runScheduledJobs(deps, controller.cron);
    } finally {
      await close();
    }
  },

  async queue(batch, env, _ctx) {
    const { deps, close } = openDeps(env);
    try {
      // Each message is acked or retried on its own (after max_retries it goes to the dead-letter queue).
      await consumeProvisioningMessages(deps, batch.messages);
    } finally {
      await close();
    }
  },
} satisfies ExportedHandler<Env>;
