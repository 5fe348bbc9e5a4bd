/**
 * Property: whatever a client sends to any operation of the OpenAPI document, the answer is never a 5xx,
 * every 4xx other than 402 is the error envelope, a 402 is an x402 v2 challenge, and every response carries
 * a request id. Requests come from test/fuzz/openapi-requests.ts. `npm test` sends FUZZ_RUNS (default
 * 1500) per database; `npm run fuzz` sends 10,000 per database. FUZZ_SEED replays a run.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFredUpstream } from "../../src/adapters/upstream-fred.js";
import { paymentRailsFrom } from "../../src/adapters/payments.js";
import { loadConfig } from "../../src/config.js";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { ERROR_CODES } from "../../src/http/errors.js";
import { FAKE_FRED_DEMO_KEY, startFakeFred, type FakeFred } from "../support/fake-fred.js";
import { startFakeLnd, type FakeLnd } from "../support/fake-lnd.js";
import { startTestServer, testConfig, testDatabases, type TestServer } from "../support/harness.js";
import { fuzzRequests, operationName, operationsOf, type FuzzRequest, type KnownValues, type OpenApiDocument } from "./openapi-requests.js";

const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const CONCURRENCY = 8;
const MACAROON = "0201036c6e64";

/** Why a response breaks the contract, or null when it keeps it. */
/** Operations whose refusals are, by design, not the API's envelope: only the checks before the body apply to them. */
const OWN_ERROR_FORMAT: Record<string, string> = {
  "POST /mcp": "JSON-RPC 2.0 error objects, as the MCP transport answers them",
  "GET /briefings/{slug}": "a page for people (HTML), its 404 too",
};

function contractBreach(operation: string, method: string, res: Response, text: string): string | null {
  if (res.status >= 500) return `status ${res.status}`;
  if (!/^[0-9a-f-]{36}$/.test(res.headers.get("x-request-id") ?? "")) return "no X-Request-Id";
  if (res.status === 405 && !res.headers.get("allow")) return "405 without Allow";
  if (res.status === 405 && res.headers.get("allow")!.split(", ").includes(method)) return `405 whose Allow names ${method}`;
  if (res.status < 400 || method === "HEAD" || (operation in OWN_ERROR_FORMAT && res.status !== 405)) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${res.status} body is not JSON: ${text.slice(0, 80)}`;
  }
  if (res.status === 402) {
    const challenge = body as { x402Version?: unknown; accepts?: unknown };
    return challenge.x402Version === 2 && Array.isArray(challenge.accepts) ? null : "402 body is not an x402 v2 challenge";
  }
  const envelope = body as { error?: Record<string, unknown> };
  const keys = Object.keys(body as object);
  if (keys.length !== 1 || !envelope.error) return `${res.status} is not the envelope: ${text.slice(0, 120)}`;
  const { code, message, details, ...rest } = envelope.error;
  if (!(ERROR_CODES as readonly unknown[]).includes(code)) return `unknown error code ${String(code)}`;
  if (typeof message !== "string") return "envelope without message";
  if (details !== undefined && (typeof details !== "object" || details === null || Array.isArray(details))) return "details is not an object";
  if (Object.keys(rest).length) return `envelope has extra fields ${Object.keys(rest).join(",")}`;
  return null;
}

describe.each(testDatabases())("fuzzing every operation of the OpenAPI document ($name)", (kind) => {
  let api: TestServer;
  let fred: FakeFred;
  let lnd: FakeLnd;
  let premiumKey: string;
  let doc: OpenApiDocument;
  let known: KnownValues;

  beforeAll(async () => {
    fred = await startFakeFred({ series: { CAUR: [{ date: "2024-01-01", value: "5.2" }], TXUR: [{ date: "2024-01-01", value: "." }] } });
    lnd = await startFakeLnd({ macaroonHex: MACAROON });
    // the rails as an offline `npm start` has them: x402 whose facilitator cannot be reached, and Lightning
    const paymentConfig = loadConfig({
      LOG_LEVEL: "silent",
      X402_PAY_TO: "0x1111111111111111111111111111111111111111",
      X402_NETWORK: "eip155:84532",
      X402_FACILITATOR_URL: "http://127.0.0.1:9/facilitator",
      LND_REST_URL: lnd.url,
      LND_MACAROON_HEX: MACAROON,
      L402_SECRET: "s".repeat(32),
      USD_PER_BTC: "100000",
    });
    api = await startTestServer(kind, {
      config: testConfig({ x402: paymentConfig.x402, l402: paymentConfig.l402 }),
      payments: paymentRailsFrom(paymentConfig),
      upstreams: { fred: createFredUpstream({ apiKey: FAKE_FRED_DEMO_KEY, baseUrl: fred.url, retryBaseMs: 1, sleep: async () => {} }) },
    });
    ({ key: premiumKey } = await insertKey(api.deps.db, {
      name: "fuzz@example.com",
      plan: "pro",
      grants: ["svc-premium"],
      rateLimitPerMinute: 10_000_000,
      monthlyQuota: null,
      billingEmail: "billing@example.com",
    }));
    doc = (await (await api.get("/openapi.json")).json()) as OpenApiDocument;

    const indicators = ((await (await api.get("/v1/indicators?limit=100")).json()) as { data: { code: string }[] }).data.map((i) => i.code);
    const briefingIds: string[] = [];
    const slugs: string[] = [];
    for (const [name, isPublic] of [["Fuzz public", true], ["Fuzz private", false]] as const) {
      const res = await api.fetch("/v1/briefings", {
        method: "POST",
        headers: { Authorization: `Bearer ${premiumKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ name, question: "how did construction jobs change since 2008", cadence: "daily", is_public: isPublic }),
      });
      const { data } = (await res.json()) as { data: { id: string; slug: string | null } };
      briefingIds.push(data.id);
      if (data.slug) slugs.push(data.slug);
    }
    known = { indicators, regions: ["06037", "48", "36061"], briefingIds, slugs };
  });

  afterAll(async () => {
    await api?.close();
    await fred?.close();
    await lnd?.close();
  });

  async function send(req: FuzzRequest): Promise<{ res: Response; text: string }> {
    const headers = new Headers(req.headers);
    if (req.auth.kind === "key") headers.set(req.auth.header === "bearer" ? "Authorization" : "X-API-Key", req.auth.header === "bearer" ? `Bearer ${premiumKey}` : premiumKey);
    if (req.auth.kind === "disposable") {
      const { key } = await insertKey(api.deps.db, { name: "disposable", plan: "free", rateLimitPerMinute: 1000, monthlyQuota: null });
      headers.set("Authorization", `Bearer ${key}`);
    }
    if (req.auth.kind === "raw") headers.set(req.auth.name, req.auth.value);
    const res = await api.fetch(req.url, { method: req.method, headers, ...(req.body !== undefined ? { body: req.body } : {}) });
    return { res, text: await res.text() };
  }

  it(`answers ${RUNS} generated requests without a 5xx, with the envelope on every 4xx (seed ${SEED})`, async () => {
    const ops = operationsOf(doc, (ref) => (doc as unknown as { components: { schemas: Record<string, object> } }).components.schemas[ref.split("/").pop()!]);
    const requests = fc.sample(fuzzRequests(ops, known), { numRuns: RUNS, seed: SEED });
    const breaches = new Map<string, { count: number; example: string }>();
    const perOperation = new Map<string, Map<number, number>>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const req = requests[next++]!;
        let breach: string | null;
        let status = 0;
        try {
          const { res, text } = await send(req);
          status = res.status;
          breach = contractBreach(req.operation, req.method, res, text);
        } catch (err) {
          breach = `request failed: ${err instanceof Error ? err.message : String(err)}`;
        }
        const statuses = perOperation.get(req.operation) ?? new Map<number, number>();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        perOperation.set(req.operation, statuses);
        if (breach) {
          const group = `${req.operation}: ${breach}`;
          const seen = breaches.get(group);
          if (seen) seen.count++;
          else breaches.set(group, { count: 1, example: `${req.method} ${req.url} auth=${JSON.stringify(req.auth)} headers=${JSON.stringify(req.headers)} body=${req.body?.slice(0, 200) ?? ""}` });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    if (process.env.FUZZ_REPORT) {
      for (const [op, statuses] of perOperation) console.log(op, Object.fromEntries(statuses));
    }
    const report = [...breaches].map(([group, { count, example }]) => `${count} × ${group}\n    e.g. ${example}`).join("\n");
    expect(report, `contract breaches (replay with FUZZ_SEED=${SEED})`).toBe("");
    // every operation of the document was exercised, and got past the front door at least once
    for (const op of ops) {
      const statuses = perOperation.get(operationName(op));
      expect(statuses, `${operationName(op)} was never requested`).toBeDefined();
    }
    // `npm run fuzz` sends 10,000: a budget per request (a few ms each here) rather than the suite's minute
  }, Math.max(60_000, RUNS * 20));
});
