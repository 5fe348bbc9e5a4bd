import { answerQuestion } from "../../src/ask/engine.js";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { inject } from "vitest";
import { nodeClientAddress } from "../../src/adapters/client-address-node.js";
import { openNodeDatabase, openPglite, type NodeDatabase } from "../../src/adapters/database-node.js";
import type { Limiter } from "../../src/adapters/limiter.js";
import { createMemoryLimiter } from "../../src/adapters/limiter-memory.js";
import { createOutboxMailer, type Mailer } from "../../src/adapters/mailer.js";
import { createInProcessQueue, type InProcessQueue } from "../../src/adapters/queue-in-process.js";
import type { PaymentRails } from "../../src/http/payment.js";
import type { AnswerFn } from "../../src/jobs/briefings.js";
import { runProvisioningJob, type UpstreamConnector } from "../../src/jobs/provisioning.js";
import { createApp, type App, type AppOptions } from "../../src/app.js";
import { loadConfig, type Config } from "../../src/config.js";
import type { AppDeps, Clock } from "../../src/deps.js";
import { createConsoleLog } from "../../src/log.js";
import { serveApp } from "../../src/adapters/http-server-node.js";

export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  open(): Promise<NodeDatabase>;
}

/** PGlite always; the run's PostgreSQL database too when DATABASE_URL is set. */
export function testDatabases(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [
    {
      name: "pglite",
      open: () => openPglite("memory://", new Blob([readFileSync(inject("pgliteSnapshot"))])),
    },
  ];
  const postgresUrl = inject("postgresUrl");
  if (postgresUrl) kinds.push({ name: "postgres", open: () => openNodeDatabase({ databaseUrl: postgresUrl, dataDir: "unused" }) });
  return kinds;
}

export interface TestServer {
  baseUrl: string;
  deps: AppDeps;
  database: NodeDatabase;
  queue: InProcessQueue;
  get(path: string, init?: RequestInit): Promise<Response>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: "silent" }), ...overrides };
}

/** The real app on a real socket, over the given database. */
export async function startTestServer(
  kind: TestDatabaseKind,
  opts: {
    config?: Partial<Config>;
    clock?: Clock;
    app?: AppOptions;
    limiter?: Limiter;
    mailer?: Mailer;
    upstreams?: Record<string, UpstreamConnector>;
    payments?: PaymentRails;
    /** A stand-in answer engine (briefing tests); any function shaped like answerQuestion. */
    answer?: AnswerFn;
    /** Adds test-only routes to the real app. */
    extend?: (app: App) => void;
  } = {},
): Promise<TestServer> {
  const database = await kind.open();
  const config = testConfig(opts.config);
  const log = createConsoleLog("silent");
  const queue = createInProcessQueue(log, { retryBaseMs: 10 });
  const deps: AppDeps = {
    db: database.db,
    dataVersion: await database.watchDataVersion(),
    config,
    log,
    clock: opts.clock ?? { now: () => new Date() },
    limiter: opts.limiter ?? createMemoryLimiter(),
    mailer: opts.mailer ?? createOutboxMailer(log),
    clientAddress: nodeClientAddress(config.trustProxy),
    queue,
    upstreams: opts.upstreams ?? {},
    ...(opts.payments ? { payments: opts.payments } : {}),
    answer: (opts.answer as AppDeps["answer"] | undefined) ?? answerQuestion,
  };
  queue.consume((m) => runProvisioningJob({ ...deps, now: () => deps.clock.now() }, m.jobId));
  const app = createApp(deps, opts.app);
  opts.extend?.(app);
  const server = await new Promise<import("node:http").Server>((resolve) => {
    const s = serveApp(app.fetch, { port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  // The server shares this process with the tests, and an embedded load can block the event loop for
  // seconds. A server that closes idle sockets after a timeout also announces it (Keep-Alive: timeout=N),
  // and fetch (undici) then keeps a socket for nearly N: a request sent on it just before N meets the
  // server's close and is reset (ECONNRESET, seen under load whatever N was). With no server timeout there
  // is no announcement, and the client closes idle sockets itself after its own 4 s: only one side closes.
  server.keepAliveTimeout = 0;
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const doFetch = (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init);
  return {
    baseUrl,
    deps,
    database,
    queue,
    get: (path, init) => doFetch(path, { ...init, method: "GET" }),
    fetch: doFetch,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.idle();
      await database.close();
    },
  };
}
