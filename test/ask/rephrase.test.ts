import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAiRephraser, createWorkersAiRephraser, rephraserFrom } from "../../src/adapters/rephraser.js";
import { answerQuestion } from "../../src/ask/engine.js";
import { withRephraser, type QuestionRephraser } from "../../src/ask/rephrase.js";
import { ConfigError, loadConfig } from "../../src/config.js";
import { readerOfKey } from "../../src/domain/access.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";

/** A stand-in model: a fixed rewrite per question, and a record of what it was asked. */
function fakeModel(rewrites: Record<string, string | null | Error>) {
  const asked: { question: string; why: string }[] = [];
  const model: QuestionRephraser = {
    async rephrase(question, why) {
      asked.push({ question, why });
      const out = rewrites[question];
      if (out instanceof Error) throw out;
      return out ?? null;
    },
  };
  return { model, asked };
}

describe.each(testDatabases().slice(0, 1))("the language-model port on $name", (kind) => {
  let api: TestServer;
  const access = readerOfKey({ grants: [], allowedRegions: null });
  beforeAll(async () => {
    api = await startTestServer(kind);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("is asked only when the engine cannot tell, and the engine answers the rewrite with its own citations", async () => {
    const { model, asked } = fakeModel({ "how did the big board do in Oct 1987": "S&P 500 in October 1987" });
    const engine = withRephraser(answerQuestion, model);
    const plain = await engine({ db: api.deps.db, access }, { q: "S&P 500 in October 1987", depth: "standard" });
    expect(plain.status).toBe("answered");
    expect(asked).toEqual([]);

    const r = await engine({ db: api.deps.db, access }, { q: "how did the big board do in Oct 1987", depth: "standard" });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.why.length).toBeGreaterThan(0);
    expect(r.status).toBe("answered");
    expect(r.question).toBe("how did the big board do in Oct 1987");
    expect(r.answer).toContain('Read as "S&P 500 in October 1987"');
    expect(r.trace[0]).toMatchObject({ step: "rephrase" });
    expect(r.citations[0]).toMatchObject({ indicator: "shiller.sp500", period_start: "1987-10-01", value: plain.citations[0]!.value });
  });

  it("keeps the engine's unresolved answer when the model fails, says nothing new, or rewords into another puzzle", async () => {
    const q = "how did the big board do in Oct 1987";
    for (const out of [new Error("timeout"), null, q, "tesla stock price"]) {
      const { model } = fakeModel({ [q]: out });
      const r = await withRephraser(answerQuestion, model)({ db: api.deps.db, access }, { q, depth: "standard" });
      expect(r.status).toBe("unresolved");
      expect(r.citations).toEqual([]);
      expect(r.trace.at(-1)).toMatchObject({ step: "rephrase" });
    }
  });
});

describe("model providers", () => {
  let server: ReturnType<typeof createServer>;
  let base = "";
  const seen: { headers: IncomingMessage["headers"]; body: Record<string, any> }[] = [];
  let reply: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      let text = "";
      for await (const chunk of req) text += String(chunk);
      seen.push({ headers: req.headers, body: JSON.parse(text) });
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      res.writeHead(reply.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(reply.body));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("an OpenAI-compatible endpoint gets the instructions, the question and the engine's reason, at temperature 0", async () => {
    reply = { status: 200, body: { choices: [{ message: { content: "unemployment rate in Cook County, IL in 2009" } }] } };
    const model = createOpenAiRephraser({ baseUrl: base, apiKey: "sk-test", model: "small", timeoutMs: 2_000 });
    expect(await model.rephrase("jobless in chi-town 2009", "most of the search words match no series")).toBe("unemployment rate in Cook County, IL in 2009");
    const { headers, body } = seen.at(-1)!;
    expect(headers.authorization).toBe("Bearer sk-test");
    expect(body).toMatchObject({ model: "small", temperature: 0 });
    expect(body.messages[0].role).toBe("system");
    expect(body.messages[1].content).toContain("jobless in chi-town 2009");
    expect(body.messages[1].content).toContain("most of the search words match no series");
  });

  it("an endpoint that errs or is too slow raises, which the port records and survives", async () => {
    reply = { status: 500, body: { error: "down" } };
    const model = createOpenAiRephraser({ baseUrl: base, apiKey: undefined, model: "small", timeoutMs: 200 });
    await expect(model.rephrase("q", "why")).rejects.toThrow(/500/);
    reply = { status: 200, body: { choices: [] }, delayMs: 1_000 };
    await expect(model.rephrase("q", "why")).rejects.toThrow();
  });

  it("the Workers AI binding is asked the same and its response read", async () => {
    const calls: unknown[] = [];
    const binding = { run: async (model: string, input: unknown) => (calls.push({ model, input }), { response: "gold price in March 2011" }) };
    const model = createWorkersAiRephraser({ binding, model: "@cf/test", timeoutMs: 1_000 });
    expect(await model.rephrase("what did gold go for in 3/11", "why")).toBe("gold price in March 2011");
    expect(calls[0]).toMatchObject({ model: "@cf/test", input: { temperature: 0 } });
  });

  it("is off unless configured, and a provider missing its settings is a configuration error", () => {
    expect(rephraserFrom(loadConfig({}))).toBeNull();
    expect(() => loadConfig({ ASK_MODEL_PROVIDER: "openai" })).toThrow(ConfigError);
    expect(rephraserFrom(loadConfig({ ASK_MODEL_PROVIDER: "openai", ASK_MODEL_BASE_URL: base, ASK_MODEL_NAME: "small" }))).not.toBeNull();
    expect(() => rephraserFrom(loadConfig({ ASK_MODEL_PROVIDER: "workers-ai" }))).toThrow(/AI binding/);
  });
});
