import { answerQuestion } from "../src/ask/engine.js";
import { createMemoryLimiter } from "../src/adapters/limiter-memory.js";
import { createOutboxMailer } from "../src/adapters/mailer.js";
import { createApp, openApiDocument } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import type { Database } from "../src/db/client.js";
import { createConsoleLog } from "../src/log.js";

/** The document as committed in schema/openapi.json; building the app needs no database. */
export function generatedOpenApiText(): string {
  const app = createApp({
    db: {} as Database,
    config: loadConfig({}),
    log: createConsoleLog("silent"),
    clock: { now: () => new Date() },
    limiter: createMemoryLimiter(),
    mailer: createOutboxMailer(createConsoleLog("silent")),
    clientAddress: () => null,
    queue: { send: async () => {} },
    upstreams: {},
    answer: answerQuestion,
  });
  return `${JSON.stringify(openApiDocument(app), null, 2)}\n`;
}
