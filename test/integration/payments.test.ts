import { randomUUID } from "node:crypto";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Redis } from "ioredis";
import { eq } from "drizzle-orm";
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from "@x402/core/http";
import type { FacilitatorClient } from "@x402/core/server";
import type { PaymentRequired } from "@x402/core/types";
import { ExactEvmScheme as ExactEvmClientScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPayment, x402Client, x402HTTPClient } from "@x402/fetch";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { createLocalFacilitator } from "../../src/adapters/facilitator-local.js";
import { MAX_URL_CHARS } from "../../src/http/errors.js";
import { PaymentRequiredV2Schema } from "@x402/core/schemas";
import { validateDiscoveryExtension, validateDiscoveryExtensionSpec } from "@x402/extensions/bazaar";
import { createL402 } from "../../src/adapters/l402.js";
import { createRedisLimiter } from "../../src/adapters/limiter-redis.js";
import { paymentRailsFrom, remoteFacilitator } from "../../src/adapters/payments.js";
import { loadConfig } from "../../src/config.js";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { paymentClaims } from "../../src/db/schema.js";
import { keyOrPayment } from "../../src/http/auth.js";
import { MAX_PAYMENT_SIGNATURE_LENGTH, x402Requirements, type PaymentRails, type X402Settings } from "../../src/http/payment.js";
import type { PricedRoute } from "../../src/http/prices.js";
import type { App } from "../../src/app.js";
import { startFakeLnd, type FakeLnd } from "../support/fake-lnd.js";
import { startFacilitatorServer } from "../support/chain/facilitator-server.js";
import { startLocalChain, TOKEN_DOMAIN, x402SettingsFor, type LocalChain } from "../support/chain/local-chain.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";

const CENT = 10_000n; // $0.01 in 6-decimal atomic units
const BRIEFING = 1_500_000n; // $1.50
const LATEST = "/v1/observations/latest?indicator=ces.nonfarm";
const MACAROON_HEX = "0201036c6e6402f801";
const L402_SECRET = "s".repeat(40);

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const errorOf = async (res: Response) => ((await res.json()) as PaymentRequired).error;
/** The L402 challenge in a 402's WWW-Authenticate, if any. */
const l402Of = (res: Response) => {
  const m = /L402 macaroon="([^"]+)", invoice="([^"]+)"/.exec(res.headers.get("www-authenticate") ?? "");
  return m ? { macaroon: m[1]!, invoice: m[2]! } : null;
};
/** A port nothing listens on: a server's, after it closed. */
const refusedUrl = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
};
/** An HTTP server on 127.0.0.1 answering every request with `answer` (or never, when it returns null). */
const startStub = async (answer: () => { status: number; body: string } | null) => {
  const server: Server = createServer((req, res) => {
    req.resume();
    const a = answer();
    if (!a) return;
    res.writeHead(a.status, { "content-type": "application/json" });
    res.end(a.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
/** GET with one header sent as the given UTF-8 bytes (fetch refuses anything outside Latin-1). */
const getWithUtf8Header = (url: string, name: string, value: string) =>
  new Promise<{ status: number; body: PaymentRequired }>((resolve, reject) => {
    const req = request(url, { headers: { [name]: Buffer.from(value, "utf8").toString("latin1") } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text) as PaymentRequired }));
    });
    req.on("error", reject);
    req.end();
  });
/** Test routes priced as each entry of the price table, so one client can ask for several invoices. */
const pricedTestRoutes = (app: App) => {
  app.get("/test/priced/:route", keyOrPayment({ price: (c) => c.req.param("route") as PricedRoute }), (c) => c.json({ ok: true }));
};

let chain: LocalChain;
let chainSettings: X402Settings;
beforeAll(async () => {
  chain = await startLocalChain();
  chainSettings = x402SettingsFor(chain);
}, 120_000);
afterAll(async () => {
  await chain?.close();
});

const clientFor = (account: PrivateKeyAccount) =>
  new x402Client()
    .register(chain.network, new ExactEvmClientScheme(account))
    .setSpendControls({ allowedAssets: [{ network: chain.network, asset: chain.token, maxAmountPerPayment: "2000000" }] });
/** A PAYMENT-SIGNATURE for `url`, made the way the official client makes it, optionally from an edited challenge. */
const signFor = async (url: string, edit: (r: PaymentRequired) => PaymentRequired = (r) => r, account = chain.payer) => {
  const client = new x402HTTPClient(clientFor(account));
  const unpaid = await fetch(url);
  const required = edit(client.getPaymentRequiredResponse((name) => unpaid.headers.get(name)));
  return client.encodePaymentSignatureHeader(await client.createPaymentPayload(required));
};
/** A signed header's decoded JSON, edited, encoded again. */
const reencode = (headers: Record<string, string>, edit: (decoded: Record<string, unknown>) => unknown) => {
  const [name, value] = Object.entries(headers)[0]!;
  return { [name]: b64(JSON.stringify(edit(JSON.parse(Buffer.from(value, "base64").toString("utf8"))))) };
};

describe.each(testDatabases())("pay per request with x402 on a local chain ($name)", (kind) => {
  let api: TestServer;
  let facilitator: FacilitatorClient;
  const runs = { counted: 0 };

  const balances = async () => ({ payer: await chain.balanceOf(chain.payer.address), payTo: await chain.balanceOf(chain.payTo) });
  const claimCount = async () => (await api.deps.db.select({ id: paymentClaims.id }).from(paymentClaims)).length;

  beforeAll(async () => {
    facilitator = createLocalFacilitator({ rpcUrl: chain.rpcUrl, privateKey: chain.facilitatorKey, network: chain.network, chainId: chain.chainId });
    api = await startTestServer(kind, {
      payments: { x402: { settings: chainSettings, facilitator } },
      extend: (app) => {
        // a stand-in priced like the latest route that counts how often its handler ran
        app.get("/test/counted", keyOrPayment({ price: "latest" }), (c) => {
          runs.counted++;
          return c.json({ ok: true });
        });
      },
    });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it("answers an anonymous request with the x402 v2 challenge", async () => {
    const res = await fetch(`${api.baseUrl}${LATEST}`);
    expect(res.status).toBe(402);
    const body = (await res.json()) as PaymentRequired;
    expect(decodePaymentRequiredHeader(res.headers.get("PAYMENT-REQUIRED")!)).toEqual(body);
    expect(body.x402Version).toBe(2);
    expect(body.error).toBeUndefined();
    expect(body.accepts).toEqual([
      {
        scheme: "exact",
        network: chain.network,
        amount: "10000",
        asset: chain.token,
        payTo: chain.payTo,
        maxTimeoutSeconds: 120,
        extra: { name: "USD Coin", version: "2" },
      },
    ]);
    expect(res.headers.get("www-authenticate")).toMatch(/^Payment id="[^"]+", realm="[^"]+", method="x402", intent="charge", request="[A-Za-z0-9_-]+"/);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(res.headers.get("x-ratelimit-limit")).toBeNull();
    expect(res.headers.get("retry-after")).toBeNull();
  });

  it("names the resource against PUBLIC_BASE_URL when it is set, not against the Host header the client sent", async () => {
    const fixed = await startTestServer(kind, { payments: { x402: { settings: chainSettings, facilitator } }, config: { publicBaseUrl: "https://api.example.org" } });
    try {
      const answer = await new Promise<{ body: PaymentRequired; challenge: string }>((resolve, reject) => {
        const req = request(`${fixed.baseUrl}${LATEST}`, { headers: { Host: "evil.example" } }, (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (d: string) => (text += d));
          res.on("end", () => resolve({ body: JSON.parse(text) as PaymentRequired, challenge: String(res.headers["www-authenticate"]) }));
        });
        req.on("error", reject);
        req.end();
      });
      expect(answer.body.resource.url).toBe(`https://api.example.org${LATEST}`);
      expect(answer.challenge).toContain('realm="api.example.org"');
    } finally {
      await fixed.close();
    }
    // without it, the request's own address
    expect(((await (await fetch(`${api.baseUrl}${LATEST}`)).json()) as PaymentRequired).resource.url).toBe(`${api.baseUrl}${LATEST}`);
  });

  it("puts the route's x402 discovery metadata (bazaar) in every 402, valid for the x402 v2 and discovery schemas", async () => {
    type Operation = { parameters?: { name: string; in: string; required?: boolean; example?: unknown }[]; responses: Record<string, unknown>; "x-prices-usd"?: unknown };
    const doc = (await (await fetch(`${api.baseUrl}/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>> };
    // the priced routes (/mcp passes on their 402 for a single tool call, and has no price of its own)
    const paid = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.responses["402"] && op["x-prices-usd"])
        .map(([method, op]) => ({ path, method, op })),
    );
    expect(paid.length).toBeGreaterThanOrEqual(8);
    for (const { path, method, op } of paid) {
      const params = op.parameters ?? [];
      const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => String(params.find((p) => p.name === name)?.example ?? "x"));
      const query = params.filter((p) => p.in === "query" && p.required).map((p) => `${p.name}=${encodeURIComponent(String(p.example ?? "x"))}`).join("&");
      const res = await fetch(`${api.baseUrl}${filled}${query ? `?${query}` : ""}`, { method: method.toUpperCase(), ...(method === "post" ? { headers: { "Content-Type": "application/json" }, body: "{}" } : {}) });
      expect(res.status, `${method} ${path}`).toBe(402);
      const body = (await res.json()) as PaymentRequired & { extensions?: Record<string, any> };
      expect(decodePaymentRequiredHeader(res.headers.get("PAYMENT-REQUIRED")!)).toEqual(body);
      expect(PaymentRequiredV2Schema.safeParse(body).success, `${method} ${path}`).toBe(true);
      const bazaar = body.extensions?.bazaar;
      expect(validateDiscoveryExtension(bazaar), `${method} ${path}`).toMatchObject({ valid: true });
      expect(validateDiscoveryExtensionSpec(bazaar as Record<string, unknown>), `${method} ${path}`).toMatchObject({ valid: true });
      expect(bazaar.info.input.method).toBe(method.toUpperCase());
      const declared = params.filter((p) => p.in === "query").map((p) => p.name);
      if (method === "get") {
        const described = Object.values(bazaar.schema.properties.input.properties.queryParams.properties as Record<string, { description?: string }>);
        expect(Object.keys(bazaar.schema.properties.input.properties.queryParams.properties).sort(), path).toEqual([...declared].sort());
        // cut at a clause's semicolon, a description ends with a full stop, not mid-sentence on ";"
        for (const p of described) expect(p.description ?? "", path).not.toMatch(/;$/);
      }
      expect(bazaar.schema.properties.output).toBeDefined();
    }
  });

  it("keeps a 402 to the longest URL served within a client's 16 KB of headers, leaving the discovery metadata out", async () => {
    const start = `${api.baseUrl}/v1/signals?indicator=ces.nonfarm&active=`;
    const res = await fetch(`${start}${"y".repeat(MAX_URL_CHARS - start.length)}`);
    expect(res.status).toBe(402);
    let headerBytes = 0;
    res.headers.forEach((value, name) => (headerBytes += name.length + value.length + 4));
    expect(headerBytes).toBeLessThan(16 * 1024);
    const body = (await res.json()) as PaymentRequired & { extensions?: unknown };
    expect(decodePaymentRequiredHeader(res.headers.get("PAYMENT-REQUIRED")!)).toEqual(body);
    expect(body.extensions).toBeUndefined();
    expect(body.accepts).toHaveLength(1);
  });

  it("pays $0.01 and $1.50 with the official client: 200, PAYMENT-RESPONSE, balances moved by exactly the price", async () => {
    const pay = wrapFetchWithPayment(fetch, clientFor(chain.payer));
    for (const [path, price] of [
      [LATEST, CENT],
      ["/v1/ask?q=total+nonfarm+employment+in+march+2009&depth=briefing", BRIEFING],
    ] as const) {
      const before = await balances();
      const res = await pay(`${api.baseUrl}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-limit")).toBeNull();
      // a paid answer is the payer's alone
      expect(res.headers.get("cache-control")).toBe("no-store");
      const settlement = decodePaymentResponseHeader(res.headers.get("PAYMENT-RESPONSE")!);
      expect(settlement).toMatchObject({ success: true, network: chain.network });
      expect(settlement.transaction).toMatch(/^0x[0-9a-f]{64}$/);
      const after = await balances();
      expect(before.payer - after.payer).toBe(price);
      expect(after.payTo - before.payTo).toBe(price);
      const [claim] = await api.deps.db.select().from(paymentClaims).where(eq(paymentClaims.transaction, settlement.transaction));
      expect(claim).toMatchObject({ rail: "x402", status: "settled", amountAtomic: price.toString(), requestId: res.headers.get("x-request-id") });
      expect(claim!.payer?.toLowerCase()).toBe(chain.payer.address.toLowerCase());
    }
    const data = await (await pay(`${api.baseUrl}${LATEST}`)).json();
    expect(data).toMatchObject({ data: { indicator: "ces.nonfarm", value: 143093 } });
  });

  it("spends a signature once: a sequential replay and 10 concurrent copies get 402 and never run the handler", async () => {
    const headers = await signFor(`${api.baseUrl}/test/counted`);
    const before = await balances();
    const runsBefore = runs.counted;
    const first = await fetch(`${api.baseUrl}/test/counted`, { headers });
    expect(first.status).toBe(200);
    const again = await fetch(`${api.baseUrl}/test/counted`, { headers });
    expect(again.status).toBe(402);
    // refused by the claim, or earlier by the facilitator seeing the nonce spent on chain
    expect(await errorOf(again)).toMatch(/already_used/);
    expect(runs.counted).toBe(runsBefore + 1);

    const concurrent = await signFor(`${api.baseUrl}/test/counted`);
    const responses = await Promise.all(Array.from({ length: 10 }, () => fetch(`${api.baseUrl}/test/counted`, { headers: concurrent })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(402)]);
    expect(runs.counted).toBe(runsBefore + 2);
    const after = await balances();
    expect(before.payer - after.payer).toBe(2n * CENT);
  });

  it("takes the same payment as an Authorization: Payment credential answering the challenge of that name, once; a malformed one is 402, never a key error", async () => {
    const url = `${api.baseUrl}/test/counted`;
    const unpaid = await fetch(url);
    const challenge = /^Payment (.*)$/.exec(unpaid.headers.get("WWW-Authenticate")!.split(/,\s*(?=L402 )/)[0]!)![1]!;
    const params = Object.fromEntries([...challenge.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    expect(params).toMatchObject({ method: "x402", intent: "charge" });
    const signed = Object.values(await signFor(url))[0]!;
    const payload = JSON.parse(Buffer.from(signed, "base64").toString("utf8")) as unknown;
    const credential = (body: unknown) => ({ Authorization: `Payment ${Buffer.from(JSON.stringify(body)).toString("base64url")}` });
    const before = await balances();
    const runsBefore = runs.counted;
    const paid = await fetch(url, { headers: credential({ challenge: params, payload }) });
    expect(paid.status).toBe(200);
    expect(paid.headers.get("PAYMENT-RESPONSE")).toBeTruthy();
    expect(before.payer - (await balances()).payer).toBe(CENT);
    const again = await fetch(url, { headers: credential({ challenge: params, payload }) });
    expect(again.status).toBe(402);
    expect(runs.counted).toBe(runsBefore + 1);
    // a key in X-API-Key beside the credential: the key is used and nothing is paid; a bad key is 401, not a 402
    const { key } = await insertKey(api.deps.db, { name: "beside a payment", plan: "free", rateLimitPerMinute: 100, monthlyQuota: null });
    const unpaidSigned = JSON.parse(Buffer.from(Object.values(await signFor(url))[0]!, "base64").toString("utf8")) as unknown;
    const keyed = await fetch(url, { headers: { ...credential({ challenge: params, payload: unpaidSigned }), "X-API-Key": key } });
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get("PAYMENT-RESPONSE")).toBeNull();
    expect(keyed.headers.get("x-ratelimit-limit")).toBe("100");
    expect(before.payer - (await balances()).payer).toBe(CENT);
    for (const authorization of ["Payment garbage", "L402 abc:def"]) {
      const bad = await fetch(url, { headers: { Authorization: authorization, "X-API-Key": `svc_live_${"x".repeat(32)}` } });
      expect(bad.status, authorization).toBe(401);
      expect(((await bad.json()) as { error: { code: string } }).error.code, authorization).toBe("INVALID_API_KEY");
    }
    expect(runs.counted).toBe(runsBefore + 2);
    for (const [headers, reason] of [
      [{ Authorization: "Payment" }, "invalid_payload"],
      [{ Authorization: "Payment not-base64-json" }, "invalid_payload"],
      [credential({ challenge: params }), "invalid_payload"],
      [credential({ challenge: { ...params, method: "tempo" }, payload }), "invalid_scheme"],
      // a challenge that is no object of parameters, or a method that is no name, is a malformed credential, not another scheme
      [credential({ challenge: null, payload }), "invalid_payload"],
      [credential({ challenge: "x402", payload }), "invalid_payload"],
      [credential({ challenge: [params], payload }), "invalid_payload"],
      [credential({ challenge: { ...params, method: 402 }, payload }), "invalid_payload"],
    ] as [Record<string, string>, string][]) {
      const res = await fetch(url, { headers });
      expect(res.status, headers.Authorization).toBe(402);
      expect(await errorOf(res), headers.Authorization).toBe(reason);
    }
    expect(runs.counted).toBe(runsBefore + 2);
  });

  it("refuses malformed PAYMENT-SIGNATURE headers with 402 invalid_payload, before any facilitator call", async () => {
    const verify = vi.spyOn(facilitator, "verify");
    const good = await signFor(`${api.baseUrl}/test/counted`);
    const huge = reencode(good, (d) => ({ ...d, padding: "x".repeat(MAX_PAYMENT_SIGNATURE_LENGTH) }));
    expect(Object.values(huge)[0]!.length).toBeGreaterThan(MAX_PAYMENT_SIGNATURE_LENGTH);
    const cases: [string, string, string][] = [
      ["wrong shape", b64('{"x402Version":2,"garbage":true}'), "invalid_payload"],
      ["null", b64("null"), "invalid_payload"],
      ["array", b64("[]"), "invalid_payload"],
      ["string", b64('"str"'), "invalid_payload"],
      ["number", b64("123"), "invalid_payload"],
      ["null payload", b64('{"x402Version":2,"payload":null}'), "invalid_payload"],
      ["no accepted", Object.values(reencode(good, (d) => ({ ...d, accepted: undefined })))[0]!, "invalid_payload"],
      ["version 1", Object.values(reencode(good, (d) => ({ ...d, x402Version: 1 })))[0]!, "invalid_x402_version"],
      ["version 99", Object.values(reencode(good, (d) => ({ ...d, x402Version: 99 })))[0]!, "invalid_x402_version"],
      [
        "authorization without a nonce",
        Object.values(reencode(good, (d) => ({ ...d, payload: { signature: "0x00", authorization: { from: chain.payer.address } } })))[0]!,
        "invalid_payload",
      ],
      ["not base64", "this is not base64!", "invalid_payload"],
      ["base64 of text", b64("hello, world"), "invalid_payload"],
      ["base64 of invalid UTF-8", Buffer.from([0xff, 0xfe, 0x7b, 0x80]).toString("base64"), "invalid_payload"],
      ["base64 of unicode JSON", b64('{"x402Version":2,"payload":"💸","accepted":"é"}'), "invalid_payload"],
      ["empty", "", "invalid_payload"],
      ["huge", Object.values(huge)[0]!, "invalid_payload"],
    ];
    const runsBefore = runs.counted;
    const claimsBefore = await claimCount();
    for (const [name, value, reason] of cases) {
      const res = await fetch(`${api.baseUrl}/test/counted`, { headers: { "PAYMENT-SIGNATURE": value } });
      expect(res.status, name).toBe(402);
      const body = (await res.json()) as PaymentRequired;
      expect(body.error, name).toBe(reason);
      expect(decodePaymentRequiredHeader(res.headers.get("PAYMENT-REQUIRED")!), name).toEqual(body);
      expect(body.accepts, name).toHaveLength(1);
    }
    const raw = await getWithUtf8Header(`${api.baseUrl}/test/counted`, "PAYMENT-SIGNATURE", "ünïcödé 💸 payment");
    expect(raw.status).toBe(402);
    expect(raw.body.error).toBe("invalid_payload");
    expect(verify).not.toHaveBeenCalled();
    expect(runs.counted).toBe(runsBefore);
    expect(await claimCount()).toBe(claimsBefore);
    verify.mockRestore();
  });

  it("refuses a payment accepted for other requirements locally, each with its reason", async () => {
    const verify = vi.spyOn(facilitator, "verify");
    const good = await signFor(`${api.baseUrl}/test/counted`);
    const editAccepted = (edit: Record<string, unknown>) => reencode(good, (d) => ({ ...d, accepted: { ...(d.accepted as object), ...edit } }));
    const cases: [string, Record<string, string>, string, string?][] = [
      ["scheme", editAccepted({ scheme: "upto" }), "invalid_scheme"],
      ["network", editAccepted({ network: "eip155:1" }), "invalid_network"],
      ["asset", editAccepted({ asset: chain.facilitatorAddress }), "invalid_payment_requirements"],
      ["amount", editAccepted({ amount: "1" }), "invalid_payment_requirements"],
      ["payTo", editAccepted({ payTo: chain.facilitatorAddress }), "invalid_payment_requirements"],
      // signed for the $0.01 route, presented to the $0.05 panel
      ["another route's price", good, "invalid_payment_requirements", "/v1/panel?indicators=ces.nonfarm"],
    ];
    const before = await balances();
    const runsBefore = runs.counted;
    for (const [name, headers, reason, path = "/test/counted"] of cases) {
      const res = await fetch(`${api.baseUrl}${path}`, { headers });
      expect(res.status, name).toBe(402);
      expect(await errorOf(res), name).toBe(reason);
    }
    expect(verify).not.toHaveBeenCalled();
    expect(runs.counted).toBe(runsBefore);
    expect(await balances()).toEqual(before);
    verify.mockRestore();
  });

  it("passes on the facilitator's verdict for a tampered signature, a wrong payTo and an expired authorization", async () => {
    const requirements = x402Requirements(chainSettings, "0.01");
    const good = await signFor(`${api.baseUrl}/test/counted`);
    const tampered = reencode(good, (d) => {
      const payload = d.payload as { signature: string };
      return { ...d, payload: { ...payload, signature: `${payload.signature.slice(0, -4)}0000` } };
    });
    // signed to another payee, but with the `accepted` this route asks for
    const wrongPayTo = reencode(
      await signFor(`${api.baseUrl}/test/counted`, (r) => ({ ...r, accepts: r.accepts.map((a) => ({ ...a, payTo: chain.facilitatorAddress })) })),
      (d) => ({ ...d, accepted: requirements }),
    );
    const expired = await signFor(`${api.baseUrl}/test/counted`, (r) => ({ ...r, accepts: r.accepts.map((a) => ({ ...a, maxTimeoutSeconds: 1 })) }));
    await new Promise((r) => setTimeout(r, 1500));
    const before = await balances();
    const runsBefore = runs.counted;
    for (const [name, headers] of [
      ["tampered", tampered],
      ["wrong payTo", wrongPayTo],
      ["expired", expired],
    ] as const) {
      const verdict = await facilitator.verify(JSON.parse(Buffer.from(Object.values(headers)[0]!, "base64").toString("utf8")), requirements);
      expect(verdict.isValid, name).toBe(false);
      const res = await fetch(`${api.baseUrl}/test/counted`, { headers });
      expect(res.status, name).toBe(402);
      expect(await errorOf(res), name).toBe(verdict.invalidReason);
    }
    expect(runs.counted).toBe(runsBefore);
    expect(await balances()).toEqual(before);
  });

  it("never charges a request with a key, and answers a bad key with 401, not 402", async () => {
    const { key } = await insertKey(api.deps.db, { name: "k", plan: "free", rateLimitPerMinute: 100, monthlyQuota: null });
    const headers = { ...(await signFor(`${api.baseUrl}/test/counted`)), Authorization: `Bearer ${key}` };
    const before = await balances();
    const res = await fetch(`${api.baseUrl}/test/counted`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("payment-response")).toBeNull();
    expect(res.headers.get("x-ratelimit-limit")).toBe("100");
    expect(await balances()).toEqual(before);
    const bad = await fetch(`${api.baseUrl}/test/counted`, { headers: { Authorization: `Bearer svc_live_${"x".repeat(32)}` } });
    expect(bad.status).toBe(401);
    // a key sent without its scheme, an empty Bearer or another scheme is a key sent wrong: 401, never an offer to pay
    for (const authorization of [key, "Bearer", "Bearer ", `Token ${key}`, `Basic ${b64(`u:${key}`)}`]) {
      const wrong = await fetch(`${api.baseUrl}/test/counted`, { headers: { Authorization: authorization } });
      expect(wrong.status, authorization).toBe(401);
      expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("INVALID_API_KEY");
    }
    expect((await fetch(`${api.baseUrl}/test/counted`)).status).toBe(402);
  });
});

describe.each(testDatabases())("x402 through a remote facilitator: verdicts and outages ($name)", (kind) => {
  let facilitatorServer: { url: string; close(): Promise<void> };
  const servers: TestServer[] = [];
  const stubs: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    facilitatorServer = await startFacilitatorServer(
      createLocalFacilitator({ rpcUrl: chain.rpcUrl, privateKey: chain.facilitatorKey, network: chain.network, chainId: chain.chainId }),
    );
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    for (const s of stubs) await s.close();
    await facilitatorServer?.close();
  });

  const serve = async (facilitator: FacilitatorClient) => {
    const api = await startTestServer(kind, { payments: { x402: { settings: chainSettings, facilitator } }, extend: pricedTestRoutes });
    servers.push(api);
    return api;
  };
  const stub = async (answer: Parameters<typeof startStub>[0]) => {
    const s = await startStub(answer);
    stubs.push(s);
    return s.url;
  };

  it("answers the facilitator's refusal with its reason (a 200 verdict and a 4xx verdict)", async () => {
    const api = await serve(remoteFacilitator(facilitatorServer.url));
    const path = `${api.baseUrl}/test/priced/latest`;
    // an unfunded payer: the real facilitator refuses it
    const broke = privateKeyToAccount(generatePrivateKey());
    const headers = await signFor(path, undefined, broke);
    const verdict = await createLocalFacilitator({ rpcUrl: chain.rpcUrl, privateKey: chain.facilitatorKey, network: chain.network, chainId: chain.chainId }).verify(
      JSON.parse(Buffer.from(Object.values(headers)[0]!, "base64").toString("utf8")),
      x402Requirements(chainSettings, "0.01"),
    );
    expect(verdict).toMatchObject({ isValid: false });
    const res = await fetch(path, { headers });
    expect(res.status).toBe(402);
    expect(await errorOf(res)).toBe(verdict.invalidReason);
    expect(res.headers.get("retry-after")).toBeNull();

    const refusing = await serve(remoteFacilitator(await stub(() => ({ status: 400, body: JSON.stringify({ isValid: false, invalidReason: "insufficient_funds" }) }))));
    const refused = await fetch(`${refusing.baseUrl}/test/priced/latest`, { headers: await signFor(`${refusing.baseUrl}/test/priced/latest`) });
    expect(refused.status).toBe(402);
    expect(await errorOf(refused)).toBe("insufficient_funds");
    expect(refused.headers.get("retry-after")).toBeNull();
  });

  it("refuses on its face, with the facilitator's own reasons, an authorization it would refuse, even while the facilitator is unreachable", async () => {
    const api = await serve(remoteFacilitator(await refusedUrl()));
    const path = `${api.baseUrl}/test/priced/latest`;
    const requirements = x402Requirements(chainSettings, "0.01");
    const signedTo = async (edit: (a: PaymentRequired["accepts"][number]) => PaymentRequired["accepts"][number]) =>
      reencode(await signFor(path, (r) => ({ ...r, accepts: r.accepts.map(edit) })), (d) => ({ ...d, accepted: requirements }));
    const cases = [
      ["invalid_exact_evm_recipient_mismatch", await signedTo((a) => ({ ...a, payTo: chain.facilitatorAddress }))],
      ["invalid_exact_evm_authorization_value", await signedTo((a) => ({ ...a, amount: "1" }))],
      ["invalid_exact_evm_payload_authorization_valid_before", await signedTo((a) => ({ ...a, maxTimeoutSeconds: 1 }))],
    ] as const;
    for (const [reason, headers] of cases) {
      const res = await fetch(path, { headers });
      expect(res.status, reason).toBe(402);
      expect(await errorOf(res), reason).toBe(reason);
      expect(res.headers.get("retry-after"), reason).toBeNull();
    }
  });

  const outages: [string, () => Promise<FacilitatorClient>][] = [
    ["unreachable", async () => remoteFacilitator(await refusedUrl())],
    ["answering 500", async () => remoteFacilitator(await stub(() => ({ status: 500, body: "<html>upstream error</html>" })))],
    ["answering 503 with a verdict-shaped body", async () => remoteFacilitator(await stub(() => ({ status: 503, body: JSON.stringify({ isValid: false, invalidReason: "unexpected_verify_error" }) })))],
    ["hanging (past its time bound)", async () => remoteFacilitator(await stub(() => null), { verify: 300, settle: 300 })],
  ];
  it.each(outages)("a facilitator %s: 402 verification_unavailable with Retry-After, one warning for many requests", async (_name, make) => {
    const api = await serve(await make());
    const warn = vi.spyOn(api.deps.log, "warn");
    const claimsBefore = (await api.deps.db.select({ id: paymentClaims.id }).from(paymentClaims)).length;
    for (let i = 0; i < 6; i++) {
      const path = `${api.baseUrl}/test/priced/${i % 2 ? "latest" : "panel"}`;
      const res = await fetch(path, { headers: await signFor(path) });
      expect(res.status).toBe(402);
      const body = (await res.json()) as PaymentRequired;
      expect(body.error).toBe("verification_unavailable");
      expect(body.accepts).toHaveLength(1);
      expect(res.headers.get("retry-after")).toBe("10");
    }
    expect(warn.mock.calls.filter(([msg]) => /facilitator unavailable/.test(msg))).toHaveLength(1);
    expect((await api.deps.db.select({ id: paymentClaims.id }).from(paymentClaims)).length).toBe(claimsBefore);
  });
});

describe.each(testDatabases())("pay per request with L402 against a fake LND ($name)", (kind) => {
  let lnd: FakeLnd;
  let api: TestServer;
  const extra: { close(): Promise<void> }[] = [];
  /** x402 settings for servers that offer both rails; their facilitator is never reached in these tests. */
  const bothRails = async (l402: PaymentRails["l402"]): Promise<PaymentRails> => ({
    x402: { settings: chainSettings, facilitator: remoteFacilitator(await refusedUrl()) },
    l402,
  });
  const l402For = (url: string) => createL402({ lndRestUrl: url, lndMacaroonHex: MACAROON_HEX, secret: L402_SECRET, usdPerBtc: 100_000 });

  beforeAll(async () => {
    lnd = await startFakeLnd({ macaroonHex: MACAROON_HEX });
    api = await startTestServer(kind, { payments: { l402: l402For(lnd.url) }, config: { trustProxy: true }, extend: pricedTestRoutes });
  });
  afterAll(async () => {
    for (const s of extra) await s.close();
    await api?.close();
    await lnd?.close();
  });

  /** Each test asks as its own client address (the server trusts X-Forwarded-For), so caps do not mix. */
  let clients = 0;
  const asClient = () => ({ "X-Forwarded-For": `198.51.100.${++clients}` });
  const challenge = async (path: string, client: Record<string, string>) => {
    const res = await fetch(`${api.baseUrl}${path}`, { headers: client });
    expect(res.status).toBe(402);
    const ch = l402Of(res);
    expect(ch).not.toBeNull();
    return ch!;
  };

  it("pays one request per macaroon; reuse and a wrong preimage get 401", async () => {
    const client = asClient();
    const { macaroon, invoice } = await challenge(LATEST, client);
    const preimage = lnd.pay(invoice);
    const paid = await fetch(`${api.baseUrl}${LATEST}`, { headers: { Authorization: `L402 ${macaroon}:${preimage}` } });
    expect(paid.status).toBe(200);
    expect(paid.headers.get("x-ratelimit-limit")).toBeNull();
    expect(((await paid.json()) as { data: { value: number } }).data.value).toBe(143093);
    const reused = await fetch(`${api.baseUrl}${LATEST}`, { headers: { Authorization: `L402 ${macaroon}:${preimage}` } });
    expect(reused.status).toBe(401);

    // the redeemed invoice is not offered again: a new one
    const second = await challenge(LATEST, client);
    expect(second.invoice).not.toBe(invoice);
    const wrong = await fetch(`${api.baseUrl}${LATEST}`, { headers: { Authorization: `L402 ${second.macaroon}:${"00".repeat(32)}` } });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("INVALID_API_KEY");
  });

  it("refuses a macaroon minted for a cheaper route", async () => {
    const cheap = await challenge(LATEST, asClient());
    const preimage = lnd.pay(cheap.invoice);
    const res = await fetch(`${api.baseUrl}/v1/panel?indicators=ces.nonfarm`, { headers: { Authorization: `L402 ${cheap.macaroon}:${preimage}` } });
    expect(res.status).toBe(401);
  });

  it("offers a client the same invoice for the same route until it is redeemed; other routes and clients get their own", async () => {
    const client = asClient();
    const minted = () => lnd.requests.filter((r) => r.path === "/v1/invoices").length;
    const before = minted();
    const first = await challenge("/test/priced/latest", client);
    const again = await challenge("/test/priced/latest", client);
    expect(again).toEqual(first);
    expect(minted()).toBe(before + 1);

    const otherRoute = await challenge("/test/priced/panel", client);
    const otherClient = await challenge("/test/priced/latest", asClient());
    expect(new Set([first.invoice, otherRoute.invoice, otherClient.invoice]).size).toBe(3);
    expect(minted()).toBe(before + 3);

    const paid = await fetch(`${api.baseUrl}/test/priced/latest`, { headers: { Authorization: `L402 ${first.macaroon}:${lnd.pay(first.invoice)}` } });
    expect(paid.status).toBe(200);
    const afterRedeem = await challenge("/test/priced/latest", client);
    expect(afterRedeem.invoice).not.toBe(first.invoice);
  });

  it("caps new invoices per client per minute: past the cap the 402 leaves L402 out and still offers x402", async () => {
    const both = await startTestServer(kind, {
      payments: await bothRails(l402For(lnd.url)),
      config: { trustProxy: true, l402InvoicesPerClientPerMinute: 3 },
      extend: pricedTestRoutes,
    });
    extra.push(both);
    const client = asClient();
    const ask = (route: PricedRoute, who = client) => fetch(`${both.baseUrl}/test/priced/${route}`, { headers: who });
    const firstThree: string[] = [];
    for (const route of ["latest", "observations", "flows"] as const) {
      const res = await ask(route);
      expect(res.status).toBe(402);
      firstThree.push(l402Of(res)!.invoice);
    }
    const over = await ask("panel");
    expect(over.status).toBe(402);
    expect(l402Of(over)).toBeNull();
    expect(over.headers.get("www-authenticate")).toMatch(/^Payment /);
    const body = (await over.json()) as PaymentRequired;
    expect(body.accepts).toHaveLength(1);
    expect(body.error).toBeUndefined();
    // an invoice the client already holds is still offered: reuse mints nothing
    expect(l402Of(await ask("latest"))!.invoice).toBe(firstThree[0]);
    // another client has its own allowance
    expect(l402Of(await ask("panel", asClient()))).not.toBeNull();

    // with no other rail, the 402 says why and when to come back
    const lightningOnly = await startTestServer(kind, {
      payments: { l402: l402For(lnd.url) },
      config: { trustProxy: true, l402InvoicesPerClientPerMinute: 1 },
      extend: pricedTestRoutes,
    });
    extra.push(lightningOnly);
    const onlyClient = asClient();
    expect(l402Of(await fetch(`${lightningOnly.baseUrl}/test/priced/latest`, { headers: onlyClient }))).not.toBeNull();
    const refused = await fetch(`${lightningOnly.baseUrl}/test/priced/panel`, { headers: onlyClient });
    expect(refused.status).toBe(402);
    expect(l402Of(refused)).toBeNull();
    expect(await errorOf(refused)).toBe("invoice_limit_reached");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });

  it("with LND refusing connections (LND_REST_URL pointing at nothing): 402 with x402 only, no 500, one warning", async () => {
    const config = loadConfig({
      LOG_LEVEL: "silent",
      X402_PAY_TO: chain.payTo,
      X402_NETWORK: chain.network,
      X402_ASSET: chain.token,
      X402_ASSET_NAME: TOKEN_DOMAIN.name,
      X402_FACILITATOR_URL: await refusedUrl(),
      LND_REST_URL: await refusedUrl(),
      LND_MACAROON_HEX: MACAROON_HEX,
      L402_SECRET,
      USD_PER_BTC: "100000",
    });
    const down = await startTestServer(kind, { payments: paymentRailsFrom(config), extend: pricedTestRoutes });
    extra.push(down);
    const warn = vi.spyOn(down.deps.log, "warn");
    for (const path of [LATEST, LATEST, "/test/priced/panel", "/test/priced/ask", LATEST]) {
      const res = await fetch(`${down.baseUrl}${path}`);
      expect(res.status).toBe(402);
      expect(l402Of(res)).toBeNull();
      expect(res.headers.get("www-authenticate")).toMatch(/^Payment /);
      expect(((await res.json()) as PaymentRequired).accepts[0]).toMatchObject({ network: chain.network, payTo: chain.payTo });
    }
    expect(warn.mock.calls.filter(([msg]) => /Lightning node unavailable/.test(msg))).toHaveLength(1);

    // and a server that takes only Lightning says why it offers nothing, with Retry-After
    const lightningOnly = await startTestServer(kind, { payments: { l402: l402For(await refusedUrl()) } });
    extra.push(lightningOnly);
    const res = await fetch(`${lightningOnly.baseUrl}${LATEST}`);
    expect(res.status).toBe(402);
    expect(await errorOf(res)).toBe("lightning_unavailable");
    expect(res.headers.get("retry-after")).toBe("10");
  });

  it("with a hanging LND: answered once the LND call's bound passes, with x402 only, and later requests do not wait on it", async () => {
    const hanging = await startFakeLnd({ macaroonHex: MACAROON_HEX });
    hanging.hang = true;
    extra.push(hanging);
    const slow = await startTestServer(kind, { payments: await bothRails(l402For(hanging.url)) });
    extra.push(slow);
    const warn = vi.spyOn(slow.deps.log, "warn");
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${slow.baseUrl}${LATEST}`);
      expect(res.status).toBe(402);
      expect(l402Of(res)).toBeNull();
      expect(((await res.json()) as PaymentRequired).accepts).toHaveLength(1);
    }
    // the first request waited for the bound; the next ones were answered without asking LND (back-off)
    expect(hanging.requests).toHaveLength(1);
    expect(warn.mock.calls.filter(([msg]) => /Lightning node unavailable/.test(msg))).toHaveLength(1);
  });
});

describe.runIf(process.env.REDIS_URL)("the invoice cap holds across processes sharing Redis", () => {
  const prefix = `svc-test:${randomUUID().slice(0, 8)}:`;
  let lnd: FakeLnd;
  let limiter: ReturnType<typeof createRedisLimiter>;
  let processes: TestServer[] = [];

  beforeAll(async () => {
    lnd = await startFakeLnd({ macaroonHex: MACAROON_HEX });
    limiter = createRedisLimiter(process.env.REDIS_URL!, { prefix });
    const kind = testDatabases()[0]!;
    // two app instances, each with its own L402 adapter (its own invoice memory), one limiter store
    processes = await Promise.all(
      [0, 1].map(() =>
        startTestServer(kind, {
          payments: { l402: createL402({ lndRestUrl: lnd.url, lndMacaroonHex: MACAROON_HEX, secret: L402_SECRET, usdPerBtc: 100_000 }) },
          limiter,
          config: { trustProxy: true, l402InvoicesPerClientPerMinute: 3 },
          extend: pricedTestRoutes,
        }),
      ),
    );
  });
  afterAll(async () => {
    for (const p of processes) await p.close();
    await limiter?.close();
    await lnd?.close();
    const redis = new Redis(process.env.REDIS_URL!, { protocol: 2 });
    try {
      const keys: string[] = [];
      for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 })) keys.push(...(batch as string[]));
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      await redis.quit();
    }
  });

  it("lets one client cause 3 new invoices in a minute in total, whichever instance it reaches", async () => {
    const client = { "X-Forwarded-For": "192.0.2.1" };
    const offered: boolean[] = [];
    for (const [i, route] of (["latest", "observations", "flows", "panel", "signals"] as const).entries()) {
      const res = await fetch(`${processes[i % 2]!.baseUrl}/test/priced/${route}`, { headers: client });
      expect(res.status).toBe(402);
      offered.push(l402Of(res) !== null);
    }
    expect(offered).toEqual([true, true, true, false, false]);
    expect(lnd.requests.filter((r) => r.path === "/v1/invoices")).toHaveLength(3);
  });
});
