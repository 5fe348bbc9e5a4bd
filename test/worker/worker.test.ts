/// <reference types="@cloudflare/vitest-plugin/types" />
import { SELF, createExecutionContext, createMessageBatch, createScheduledController, getQueueResult, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/worker.js";

// These run inside workerd: the Worker is the real src/worker.ts, and its database is PGlite reached
// through the Neon driver, the WebSocket proxy and pglite-socket (set up in global-setup.ts).

async function getJson(path: string) {
  const res = await SELF.fetch(`https://api.test${path}`);
  return { res, body: (await res.json()) as any };
}

describe("worker: catalog over the Neon driver", () => {
  it("lists the 11 bundled sources and the on-demand FRED source", async () => {
    const { res, body } = await getJson("/v1/sources");
    expect(res.status).toBe(200);
    // the cron test may have added the service's own `svc` source by the time this runs
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    expect(body.data.map((s: { slug: string }) => s.slug)).toContain("bls-laus-fred");
    expect(body.data.map((s: { slug: string }) => s.slug)).toContain("bls-ces");
  });

  it("ranks total nonfarm employment first for a nonfarm employment search", async () => {
    const { res, body } = await getJson("/v1/indicators?search=nonfarm+employment");
    expect(res.status).toBe(200);
    expect(body.data[0].code).toBe("ces.nonfarm");
  });

  it("reports the stored date range of an indicator", async () => {
    const { res, body } = await getJson("/v1/indicators/ces.nonfarm");
    expect(res.status).toBe(200);
    expect(body.data.date_range).toEqual({ start: "2006-01-01", end: "2015-12-01" });
  });

  it("answers an unknown route with the error envelope and a request id", async () => {
    const { res, body } = await getJson("/no/such/route");
    expect(res.status).toBe(404);
    expect(body.error.code).toBe("RESOURCE_NOT_FOUND");
    expect(res.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves concurrent requests, each with its own connection", async () => {
    const paths = ["/v1/sources", "/v1/indicators/ces.nonfarm", "/v1/indicators?search=unemployment", "/v1/sources"];
    const statuses = await Promise.all(paths.map(async (p) => (await SELF.fetch(`https://api.test${p}`)).status));
    expect(statuses).toEqual([200, 200, 200, 200]);
  });
});

describe("worker: scheduled and queue handlers", () => {
  it("runs the cron handler, which refreshes the data pack from its upstream", async () => {
    const controller = createScheduledController({ scheduledTime: new Date("2026-01-01T00:15:00Z"), cron: "*/15 * * * *" });
    const ctx = createExecutionContext();
    await expect(worker.scheduled(controller, env, ctx)).resolves.toBeUndefined();
    const { body } = await getJson("/v1/sources");
    const cpi = body.data.find((s: { slug: string }) => s.slug === "bls-cpi");
    expect(Date.parse(cpi.last_checked_at)).toBeGreaterThan(Date.now() - 10 * 60_000);
  }, 120_000); // the signal job in the same run works for up to its 25 s budget

  it("consumes a provisioning batch and acknowledges it", async () => {
    const batch = createMessageBatch("provisioning", [
      { id: "msg-1", timestamp: new Date(), attempts: 1, body: { kind: "example" } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.outcome).toBe("ok");
    expect(result.retryMessages).toEqual([]);
    expect(result.retryBatch.retry).toBe(false);
  });
});
