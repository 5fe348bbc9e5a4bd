import { answerQuestion } from "../../src/ask/engine.js";
import { describe, expect, it } from "vitest";
import { createMemoryLimiter } from "../../src/adapters/limiter-memory.js";
import { createOutboxMailer } from "../../src/adapters/mailer.js";
import { createApp } from "../../src/app.js";
import type { Database } from "../../src/db/client.js";
import { testConfig } from "../support/harness.js";

/** A database whose every use fails, to drive the 500 paths without a stack trace leaking. */
const brokenDb = new Proxy({} as Database, {
  get() {
    throw new Error("connection refused at 10.0.0.1:5432 (secret detail)");
  },
});

const logged: string[] = [];
const app = createApp({
  db: brokenDb,
  config: testConfig(),
  log: { debug() {}, info() {}, warn() {}, error: (m) => void logged.push(m) },
  clock: { now: () => new Date() },
  limiter: createMemoryLimiter(),
  mailer: createOutboxMailer({ debug() {}, info() {}, warn() {}, error() {} }),
  clientAddress: () => "127.0.0.1",
  queue: { send: async () => {} },
  upstreams: {},
  answer: answerQuestion,
});

describe("unexpected failures", () => {
  it("answers 500 INTERNAL_ERROR with the envelope and no internals", async () => {
    const res = await app.request("/v1/sources");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "INTERNAL_ERROR", message: "An unexpected error occurred" } });
    expect(text).not.toMatch(/secret|10\.0\.0\.1|at /);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(logged).toContain("unhandled error");
  });

  it("answers the regions catalog failure with INTERNAL_SERVER_ERROR", async () => {
    const res = await app.request("/v1/regions");
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("INTERNAL_SERVER_ERROR");
  });

  it("still validates before touching the database", async () => {
    const res = await app.request("/v1/indicators?limit=500");
    expect(res.status).toBe(400);
  });
});

describe("a request body that breaks off", () => {
  // what Node's request stream throws when the client goes away mid-body: "aborted", with ECONNRESET, the
  // code a lost database connection also has
  const aborted = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":'));
      },
      pull(controller) {
        controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      },
    });
  const post = (headers: Record<string, string>) =>
    app.request("/v1/keys/recover", { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: aborted(), duplex: "half" } as RequestInit);

  it("is the request's fault (400), never a database outage (503), whether its length was announced or it came in chunks", async () => {
    for (const headers of [{ "Content-Length": "100" }, { "Transfer-Encoding": "chunked" }] as Record<string, string>[]) {
      const res = await post(headers);
      expect(res.status, JSON.stringify(headers)).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "INVALID_REQUEST", message: "The request body could not be read to its end" } });
    }
  });
});
