import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPayment, x402Client } from "@x402/fetch";
import { createClient, type operations } from "../client/index.js";
import { generatedClientTypes } from "../scripts/client-types.js";
import { createLocalFacilitator } from "../src/adapters/facilitator-local.js";
import { insertKey } from "../src/db/queries/api-keys.js";
import { startLocalChain, x402SettingsFor, type LocalChain } from "./support/chain/local-chain.js";
import { startTestServer, testDatabases, type TestServer } from "./support/harness.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const SCHEMA_FILE = new URL("../client/schema.ts", import.meta.url);

// ---- compile time (tsc --noEmit): no operation's parameters or JSON answers are `any` or `unknown` ----------

type IsAny<T> = 0 extends 1 & T ? true : false;
type IsLoose<T> = IsAny<T> extends true ? true : unknown extends T ? true : false;
type JsonOf<R> = R extends { content: { "application/json": infer B } } ? B : never;
type LooseAnswers<R> = { [S in keyof R]: IsLoose<JsonOf<R[S]>> }[keyof R];
type LooseQuery<P> = P extends { query?: infer Q } ? (Q extends object ? { [K in keyof Q]-?: IsLoose<Q[K]> }[keyof Q] : false) : false;
type LoosePath<P> = P extends { path: infer Q } ? (Q extends object ? { [K in keyof Q]-?: IsLoose<Q[K]> }[keyof Q] : false) : false;
type LooseBody<B> = B extends { content: { "application/json": infer J } } ? IsLoose<J> : false;
type Loose<Op> = Op extends { parameters: infer P; responses: infer R; requestBody?: infer B }
  ? LooseAnswers<R> | LooseQuery<P> | LoosePath<P> | LooseBody<NonNullable<B>>
  : true;
/** Fails to compile, naming the operation, when any part of an operation is typed loosely. */
const everyOperationTyped: { [K in keyof operations]: false } = {} as { [K in keyof operations]: Loose<operations[K]> };
void everyOperationTyped;

// ---- the generated file ------------------------------------------------------------------------------------

describe("client/schema.ts", () => {
  it("matches the document (run `npm run client` after changing a route)", async () => {
    expect(readFileSync(SCHEMA_FILE, "utf8")).toBe(await generatedClientTypes());
  });

  it("types nothing as `any`, and `unknown` only as the values of a free-form map", () => {
    const code = readFileSync(SCHEMA_FILE, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "") // JSDoc (descriptions and examples are prose)
      .split("\n");
    const any = code.filter((line) => /\bany\b/.test(line));
    expect(any).toEqual([]);
    const unknown = code.filter((line) => /\bunknown\b/.test(line) && !/^\s*\[(key|name): string\]: unknown;$/.test(line));
    expect(unknown).toEqual([]);
  });
});

// ---- against a real server ---------------------------------------------------------------------------------

/** The ```ts block after `<!-- client-example:<name>` in README.md. */
function readmeBlock(name: string): string {
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  const at = readme.indexOf(`<!-- client-example:${name}`);
  expect(at, `README marker client-example:${name}`).toBeGreaterThanOrEqual(0);
  const block = /```ts\n([\s\S]*?)```/.exec(readme.slice(at));
  return block![1]!;
}

describe("the typed client", () => {
  const kind = testDatabases()[0]!;
  let chain: LocalChain;
  let api: TestServer;
  let key: string;

  beforeAll(async () => {
    chain = await startLocalChain();
    const facilitator = createLocalFacilitator({ rpcUrl: chain.rpcUrl, privateKey: chain.facilitatorKey, network: chain.network, chainId: chain.chainId });
    const settings = x402SettingsFor(chain);
    api = await startTestServer(kind, { payments: { x402: { settings, facilitator } } });
    ({ key } = await insertKey(api.deps.db, { name: "client@example.com", plan: "free", rateLimitPerMinute: 10_000, monthlyQuota: null }));
  }, 180_000);
  afterAll(async () => {
    await api?.close();
    await chain?.close();
  });

  it("runs the README's five-line example (tsx, the package's exports map, a real key) and prints the latest value", async () => {
    const code = readmeBlock("latest");
    expect(code).toContain('from "timeseries-service/client"');
    expect(code).toContain('"http://localhost:8787"');
    // inside the package, so `timeseries-service/client` resolves through package.json "exports" as it does for a user
    mkdirSync(new URL("../test-output/", import.meta.url), { recursive: true });
    const file = fileURLToPath(new URL(`../test-output/readme-client-example-${process.pid}.ts`, import.meta.url));
    writeFileSync(file, code.replaceAll('"http://localhost:8787"', JSON.stringify(api.baseUrl)));
    const { stdout } = await promisify(execFile)(process.execPath, [fileURLToPath(new URL("../node_modules/tsx/dist/cli.mjs", import.meta.url)), file], {
      cwd: root,
      env: { ...process.env, SVC_API_KEY: key },
      timeout: 60_000,
    }).finally(() => rmSync(file, { force: true }));
    expect(stdout).toMatch(/indicator: 'ces\.nonfarm'/);
    expect(stdout).toMatch(/region: 'US'/);
    expect(stdout).toMatch(/value: 143093/);
  });

  it("sends the key, types the answer, and hands back the error envelope", async () => {
    const client = createClient({ baseUrl: `${api.baseUrl}/`, apiKey: key });
    const { data, response } = await client.GET("/v1/observations", {
      params: { query: { indicator: "ces.nonfarm", region: "US", start: "2015-10-01", limit: 2 } },
    });
    expect(response.status).toBe(200);
    expect(data && "data" in data ? data.data.map((o) => o.value) : null).toEqual([142595, 142859]);
    const missing = await client.GET("/v1/indicators/{code}", { params: { path: { code: "nope.nope" } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe("RESOURCE_NOT_FOUND");
  });

  it("without a key gets the typed 402 offer; with an x402-paying fetch it pays and reads", async () => {
    const anonymous = createClient({ baseUrl: api.baseUrl });
    const offer = await anonymous.GET("/v1/observations/latest", { params: { query: { indicator: "ces.nonfarm" } } });
    expect(offer.response.status).toBe(402);
    expect(offer.error).toMatchObject({ x402Version: 2, accepts: [{ scheme: "exact", network: chain.network, amount: "10000" }] });

    // as in the README, plus an allowance for the offline chain's token (not one of x402's default assets)
    const wallet = chain.payer;
    const payer = new x402Client()
      .register("eip155:*", new ExactEvmScheme(wallet))
      .setSpendControls({ allowedAssets: [{ network: chain.network, asset: chain.token, maxAmountPerPayment: "100000" }] });
    const client = createClient({ baseUrl: api.baseUrl, fetch: wrapFetchWithPayment(fetch, payer) });
    const before = await chain.balanceOf(chain.payTo);
    const { data, response } = await client.GET("/v1/observations/latest", { params: { query: { indicator: "ces.nonfarm", region: "US" } } });
    expect(response.status).toBe(200);
    expect(response.headers.get("PAYMENT-RESPONSE")).toBeTruthy();
    expect(data && "data" in data && !Array.isArray(data.data) ? data.data.value : null).toBe(143093);
    expect((await chain.balanceOf(chain.payTo)) - before).toBe(10_000n);
  });

  it("serves /openapi.json naming this server", async () => {
    const doc = (await (await api.get("/openapi.json")).json()) as { servers: { url: string }[] };
    expect(doc.servers.map((s) => s.url)).toEqual([api.baseUrl]);
  });
});
