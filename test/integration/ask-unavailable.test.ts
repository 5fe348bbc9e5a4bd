import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askEngineFor } from "../../src/ask/engine.js";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";

describe("the answer engine switched off", () => {
  let api: TestServer;
  let headers: Record<string, string>;

  beforeAll(async () => {
    api = await startTestServer(testDatabases()[0]!, { answer: askEngineFor(false) });
    const { key } = await insertKey(api.deps.db, { name: "off", plan: "free", rateLimitPerMinute: 100, monthlyQuota: null });
    headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
  });
  afterAll(() => api.close());

  it("answers /v1/ask with 503 ASK_UNAVAILABLE", async () => {
    const res = await api.get("/v1/ask?q=nonfarm+employment", { headers });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("ASK_UNAVAILABLE");
  });

  it("records a briefing run as unavailable", async () => {
    const created = await api.fetch("/v1/briefings", {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "off test", question: "nonfarm employment", cadence: "daily" }),
    });
    const { data } = (await created.json()) as { data: { id: string } };
    const run = await api.fetch(`/v1/briefings/${data.id}/runs`, { method: "POST", headers: { Authorization: headers.Authorization! } });
    expect(run.status).toBe(201);
    expect(((await run.json()) as { data: { status: string } }).data.status).toBe("unavailable");
  });
});
