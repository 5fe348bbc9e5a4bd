import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from "@x402/core/http";
import type { PaymentRequired } from "@x402/core/types";
import { ExactEvmScheme as ExactEvmClientScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPayment, x402Client, x402HTTPClient } from "@x402/fetch";
import { createLocalFacilitator } from "../../src/adapters/facilitator-local.js";
import { createL402 } from "../../src/adapters/l402.js";
import { startFakeLnd, type FakeLnd } from "../support/fake-lnd.js";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { paymentClaims } from "../../src/db/schema.js";
import { keyOrPayment } from "../../src/http/auth.js";
import { startLocalChain, TOKEN_DOMAIN, type LocalChain } from "../support/chain/local-chain.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";

const CENT = 10_000n; // $0.01 in 6-decimal atomic units
const BRIEFING = 1_500_000n; // $1.50

describe("pay per request with x402 on a local chain", () => {
  let chain: LocalChain;
  let api: TestServer;
  const runs = { counted: 0 };

  const payer = (settings?: { maxTimeoutSeconds?: number }) => {
    void settings;
    return new x402Client()
      .register(chain.network, new ExactEvmClientScheme(chain.payer))
      .setSpendControls({ allowedAssets: [{ network: chain.network, asset: chain.token, maxAmountPerPayment: "2000000" }] });
  };
  const balances = async () => ({ payer: await chain.balanceOf(chain.payer.address), payTo: await chain.balanceOf(chain.payTo) });
  /** A PAYMENT-SIGNATURE for `path`, made the way the official client makes it, optionally from an edited challenge. */
  const signFor = async (path: string, edit: (r: PaymentRequired) => PaymentRequired = (r) => r) => {
    const client = new x402HTTPClient(payer());
    const unpaid = await fetch(`${api.baseUrl}${path}`);
    const required = edit(client.getPaymentRequiredResponse((name) => unpaid.headers.get(name)));
    return client.encodePaymentSignatureHeader(await client.createPaymentPayload(required));
  };

  beforeAll(async () => {
    chain = await startLocalChain();
    api = await startTestServer(testDatabases()[0]!, {
      payments: {
        x402: {
          settings: {
            network: chain.network,
            asset: chain.token,
            assetName: TOKEN_DOMAIN.name,
            assetVersion: TOKEN_DOMAIN.version,
            decimals: 6,
            payTo: chain.payTo,
            maxTimeoutSeconds: 120,
          },
          facilitator: createLocalFacilitator({ rpcUrl: chain.rpcUrl, privateKey: chain.facilitatorKey, network: chain.network, chainId: chain.chainId }),
        },
      },
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
    await chain?.close();
  });

  it("answers an anonymous request with the x402 v2 challenge", async () => {
    const res = await fetch(`${api.baseUrl}/v1/observations/latest?indicator=ces.nonfarm`);
    expect(res.status).toBe(402);
    const body = (await res.json()) as PaymentRequired;
    expect(decodePaymentRequiredHeader(res.headers.get("PAYMENT-REQUIRED")!)).toEqual(body);
    expect(body.x402Version).toBe(2);
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
  });

  it("pays $0.01 and $1.50 with the official client: 200, PAYMENT-RESPONSE, balances moved by exactly the price", async () => {
    const pay = wrapFetchWithPayment(fetch, payer());
    for (const [path, price] of [
      ["/v1/observations/latest?indicator=ces.nonfarm", CENT],
      ["/v1/ask?q=total+nonfarm+employment+in+march+2009&depth=briefing", BRIEFING],
    ] as const) {
      const before = await balances();
      const res = await pay(`${api.baseUrl}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-limit")).toBeNull();
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
    const data = await (await pay(`${api.baseUrl}/v1/observations/latest?indicator=ces.nonfarm`)).json();
    expect(data).toMatchObject({ data: { indicator: "ces.nonfarm", value: 143093 } });
  });

  it("spends a signature once: sequential and concurrent replays get 402 and never run the handler", async () => {
    const headers = await signFor("/test/counted");
    const before = await balances();
    const first = await fetch(`${api.baseUrl}/test/counted`, { headers });
    expect(first.status).toBe(200);
    const again = await fetch(`${api.baseUrl}/test/counted`, { headers });
    expect(again.status).toBe(402);
    // refused by the claim, or earlier by the facilitator seeing the nonce spent on chain
    expect(((await again.json()) as PaymentRequired).error).toMatch(/already_used/);
    expect(runs.counted).toBe(1);

    const concurrent = await signFor("/test/counted");
    const responses = await Promise.all(Array.from({ length: 5 }, () => fetch(`${api.baseUrl}/test/counted`, { headers: concurrent })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 402, 402, 402, 402]);
    expect(runs.counted).toBe(2);
    const after = await balances();
    expect(before.payer - after.payer).toBe(2n * CENT);
  });

  it("refuses a tampered signature, a wrong amount, a wrong payTo and an expired authorization with 402 and a reason", async () => {
    const cases: [string, Record<string, string>][] = [];
    const good = await signFor("/test/counted");
    const decoded = JSON.parse(atob(Object.values(good)[0]!));
    decoded.payload.signature = `${decoded.payload.signature.slice(0, -4)}0000`;
    cases.push(["tampered", { [Object.keys(good)[0]!]: btoa(JSON.stringify(decoded)) }]);
    // signed for the $0.01 route, presented to the $0.05 panel
    cases.push(["wrong amount", await signFor("/test/counted")]);
    cases.push(["wrong payTo", await signFor("/test/counted", (r) => ({ ...r, accepts: r.accepts.map((a) => ({ ...a, payTo: chain.facilitatorAddress })) }))]);
    cases.push(["expired", await signFor("/test/counted", (r) => ({ ...r, accepts: r.accepts.map((a) => ({ ...a, maxTimeoutSeconds: 1 })) }))]);
    await new Promise((r) => setTimeout(r, 1500));
    const before = await balances();
    const runsBefore = runs.counted;
    for (const [name, headers] of cases) {
      const path = name === "wrong amount" ? "/v1/panel?indicators=ces.nonfarm" : "/test/counted";
      const res = await fetch(`${api.baseUrl}${path}`, { headers });
      expect(res.status, name).toBe(402);
      const body = (await res.json()) as PaymentRequired;
      expect(body.error, name).toBeTruthy();
    }
    expect(runs.counted).toBe(runsBefore);
    expect(await balances()).toEqual(before);
  });

  it("never charges a request with a key, and answers a bad key with 401, not 402", async () => {
    const { key } = await insertKey(api.deps.db, { name: "k", plan: "free", rateLimitPerMinute: 100, monthlyQuota: null });
    const headers = { ...(await signFor("/test/counted")), Authorization: `Bearer ${key}` };
    const before = await balances();
    const res = await fetch(`${api.baseUrl}/test/counted`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("payment-response")).toBeNull();
    expect(res.headers.get("x-ratelimit-limit")).toBe("100");
    expect(await balances()).toEqual(before);
    const bad = await fetch(`${api.baseUrl}/test/counted`, { headers: { Authorization: `Bearer svc_live_${"x".repeat(32)}` } });
    expect(bad.status).toBe(401);
  });
});

describe("pay per request with L402 against a fake LND", () => {
  let lnd: FakeLnd;
  let api: TestServer;
  const macaroonHex = "0201036c6e6402f801";

  beforeAll(async () => {
    lnd = await startFakeLnd({ macaroonHex });
    api = await startTestServer(testDatabases()[0]!, {
      payments: { l402: createL402({ lndRestUrl: lnd.url, lndMacaroonHex: macaroonHex, secret: "s".repeat(40), usdPerBtc: 100_000 }) },
    });
  });
  afterAll(async () => {
    await api?.close();
    await lnd?.close();
  });

  const challenge = async (path: string) => {
    const res = await fetch(`${api.baseUrl}${path}`);
    expect(res.status).toBe(402);
    const header = res.headers.get("www-authenticate")!;
    const m = /L402 macaroon="([^"]+)", invoice="([^"]+)"/.exec(header);
    expect(m).not.toBeNull();
    return { macaroon: m![1]!, invoice: m![2]! };
  };

  it("pays one request per macaroon; reuse and a wrong preimage get 401", async () => {
    const path = "/v1/observations/latest?indicator=ces.nonfarm";
    const { macaroon, invoice } = await challenge(path);
    const preimage = lnd.pay(invoice);
    const paid = await fetch(`${api.baseUrl}${path}`, { headers: { Authorization: `L402 ${macaroon}:${preimage}` } });
    expect(paid.status).toBe(200);
    expect(paid.headers.get("x-ratelimit-limit")).toBeNull();
    expect(((await paid.json()) as { data: { value: number } }).data.value).toBe(143093);
    const reused = await fetch(`${api.baseUrl}${path}`, { headers: { Authorization: `L402 ${macaroon}:${preimage}` } });
    expect(reused.status).toBe(401);

    const second = await challenge(path);
    const wrong = await fetch(`${api.baseUrl}${path}`, { headers: { Authorization: `L402 ${second.macaroon}:${"00".repeat(32)}` } });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("INVALID_API_KEY");
  });

  it("refuses a macaroon minted for a cheaper route", async () => {
    const cheap = await challenge("/v1/observations/latest?indicator=ces.nonfarm");
    const preimage = lnd.pay(cheap.invoice);
    const res = await fetch(`${api.baseUrl}/v1/panel?indicators=ces.nonfarm`, { headers: { Authorization: `L402 ${cheap.macaroon}:${preimage}` } });
    expect(res.status).toBe(401);
  });
});
