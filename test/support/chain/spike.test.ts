// End-to-end proof that the offline payment pieces fit together, without the app: the official x402 packages
// (Hono middleware, in-process facilitator, fetch client) paying real EIP-3009 transfers on the local chain.
// The replay/concurrency cases at the end are there to inform the app's design; they print what they saw.
//
//   npx vitest run --project node test/support/chain/spike.test.ts
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono, type MiddlewareHandler } from "hono";
import { createWalletClient, http, parseUnits, publicActions } from "viem";
import { nonceManager, privateKeyToAccount } from "viem/accounts";
import { x402Facilitator } from "@x402/core/facilitator";
import { decodePaymentRequiredHeader, decodePaymentResponseHeader, decodePaymentSignatureHeader } from "@x402/core/http";
import { x402ResourceServer, type FacilitatorClient, type RoutesConfig } from "@x402/core/server";
import type { PaymentRequired, SupportedResponse } from "@x402/core/types";
import { toFacilitatorEvmSigner } from "@x402/evm";
import { ExactEvmScheme as ExactEvmClientScheme } from "@x402/evm/exact/client";
import { ExactEvmScheme as ExactEvmFacilitatorScheme } from "@x402/evm/exact/facilitator";
import { ExactEvmScheme as ExactEvmServerScheme } from "@x402/evm/exact/server";
import { paymentMiddleware } from "@x402/hono";
import { wrapFetchWithPayment, x402Client, x402HTTPClient } from "@x402/fetch";
import { startLocalChain, TOKEN_DECIMALS, type LocalChain } from "./local-chain.js";

const CHEAP = 10_000n; // $0.01
const DEAR = 1_500_000n; // $1.50

let chain: LocalChain;
let app: Hono;
/** How many times each route's handler body ran. */
const runs: Record<string, number> = {};
/** Every PAYMENT-SIGNATURE header the app received. */
const signaturesSeen: string[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The facilitator, in process: verify = signature/time/amount checks + an eth_call simulation; settle = a transaction. */
function inProcessFacilitator(chain: LocalChain): FacilitatorClient {
  // nonceManager hands out transaction nonces locally, so concurrent settlements from one wallet don't collide.
  const account = privateKeyToAccount(chain.facilitatorKey, { nonceManager });
  const transport = http(chain.rpcUrl);
  const wallet = createWalletClient({ account, chain: chain.chain, transport, pollingInterval: 50 }).extend(publicActions);
  // Broadcasts go out one at a time (receipts are still awaited in parallel). With a local nonce counter, a send
  // that fails before broadcast (gas estimation reverting because a duplicate already settled) would otherwise
  // leave a nonce gap that strands every later transaction of this wallet in the mempool until a new one fills it.
  let sending: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(send: () => Promise<T>): Promise<T> => {
    const sent = sending.then(send, send);
    sending = sent.catch(() => undefined);
    return sent;
  };
  // viem's generic signatures don't unify with the SDK's plain ones, so the adapter spells each method out.
  type Args<F extends (...args: never[]) => unknown> = Parameters<F>[0];
  const signer = toFacilitatorEvmSigner(
    {
      address: account.address,
      readContract: (args) => wallet.readContract(args as Args<typeof wallet.readContract>),
      verifyTypedData: (args) => wallet.verifyTypedData(args as Args<typeof wallet.verifyTypedData>),
      writeContract: (args) => oneAtATime(() => wallet.writeContract(args as Args<typeof wallet.writeContract>)),
      sendTransaction: (args) => oneAtATime(() => wallet.sendTransaction(args)),
      waitForTransactionReceipt: (args) => wallet.waitForTransactionReceipt(args),
      getCode: (args) => wallet.getCode(args),
    },
    { confirmationTimeoutMs: 10_000 },
  );
  const facilitator = new x402Facilitator().register(chain.network, new ExactEvmFacilitatorScheme(signer));
  // x402Facilitator has the FacilitatorClient methods, but getSupported() is synchronous and loosely typed.
  return {
    verify: (payload, requirements) => facilitator.verify(payload, requirements),
    settle: (payload, requirements) => facilitator.settle(payload, requirements),
    getSupported: async () => facilitator.getSupported() as SupportedResponse,
  };
}

/** The SDK puts PaymentRequired only in the PAYMENT-REQUIRED header (body `{}`); this copies it into the body too. */
const paymentRequiredInBody: MiddlewareHandler = async (c, next) => {
  await next();
  const header = c.res.headers.get("PAYMENT-REQUIRED");
  if (c.res.status !== 402 || !header) return;
  const headers = new Headers(c.res.headers);
  headers.set("content-type", "application/json");
  c.res = undefined;
  c.res = new Response(JSON.stringify(decodePaymentRequiredHeader(header)), { status: 402, headers });
};

/**
 * Stand-in for the app's atomic DB claim: runs after the SDK verified the payment and before the handler, and
 * lets one request per authorization (payer, nonce) through. A >= 400 answer makes the SDK skip settlement.
 */
function claimOncePerAuthorization(): MiddlewareHandler {
  const claimed = new Set<string>();
  return async (c, next) => {
    const header = c.req.header("PAYMENT-SIGNATURE");
    if (!header) return next();
    const { payload } = decodePaymentSignatureHeader(header);
    const { authorization } = payload as { authorization: { from: string; nonce: string } };
    const key = `${authorization.from.toLowerCase()}:${authorization.nonce}`;
    if (claimed.has(key)) return c.json({ error: "authorization already used" }, 409);
    claimed.add(key);
    return next();
  };
}

function buildApp(chain: LocalChain): Hono {
  // "$0.01" only maps to a token by itself on networks x402 knows; here the money parser names ours.
  const evm = new ExactEvmServerScheme().registerMoneyParser(async (amount, network) => {
    if (network !== chain.network) return null;
    const atomic = parseUnits(String(amount), TOKEN_DECIMALS).toString();
    return { amount: atomic, asset: chain.token, extra: { ...chain.tokenDomain } };
  });
  const resourceServer = new x402ResourceServer(inProcessFacilitator(chain)).register(chain.network, evm);
  const paid = (price: string, extra?: Record<string, unknown>) => ({
    accepts: {
      scheme: "exact",
      price,
      network: chain.network,
      payTo: chain.payTo,
      maxTimeoutSeconds: 120,
      ...(extra ? { extra } : {}),
    },
    description: `costs ${price}`,
    mimeType: "application/json",
  });
  const routes: RoutesConfig = {
    "GET /cheap": paid("$0.01"),
    "GET /dear": paid("$1.50"),
    "GET /race": paid("$0.01"),
    "GET /claimed": paid("$0.01"),
    "GET /upfront": paid("$0.01", { paymentFlow: "upfront" }),
  };

  const hono = new Hono();
  hono.use(async (c, next) => {
    const signature = c.req.header("PAYMENT-SIGNATURE");
    if (signature) signaturesSeen.push(signature);
    await next();
  });
  hono.use(paymentRequiredInBody);
  hono.use(paymentMiddleware(routes, resourceServer));
  hono.use("/claimed", claimOncePerAuthorization());
  for (const name of ["cheap", "dear", "race", "claimed", "upfront"]) {
    hono.get(`/${name}`, async (c) => {
      runs[name] = (runs[name] ?? 0) + 1;
      await sleep(name === "cheap" || name === "dear" ? 0 : 150); // stands in for DB work, widens the race window
      return c.json({ route: name });
    });
  }
  return hono;
}

const appFetch: typeof fetch = async (input, init) => app.fetch(new Request(input, init));
const url = (path: string) => `http://api.test${path}`;

/** An x402 client for the payer. The test token is not one of x402's known USDC deployments, so it must be allowed. */
function payerClient(maxAtomic = "2000000"): x402Client {
  return new x402Client()
    .register(chain.network, new ExactEvmClientScheme(chain.payer))
    .setSpendControls({ allowedAssets: [{ network: chain.network, asset: chain.token, maxAmountPerPayment: maxAtomic }] });
}

/** A signed PAYMENT-SIGNATURE header for `path`, made the way the fetch wrapper makes it. */
async function signFor(path: string): Promise<Record<string, string>> {
  const http402 = new x402HTTPClient(payerClient());
  const unpaid = await appFetch(url(path));
  const required = http402.getPaymentRequiredResponse((name) => unpaid.headers.get(name));
  return http402.encodePaymentSignatureHeader(await http402.createPaymentPayload(required));
}

async function facilitatorTxCount(): Promise<number> {
  return Number(await chain.request("eth_getTransactionCount", [chain.facilitatorAddress, "latest"]));
}

async function balances() {
  return { payer: await chain.balanceOf(chain.payer.address), payTo: await chain.balanceOf(chain.payTo) };
}

beforeAll(async () => {
  chain = await startLocalChain();
  app = buildApp(chain);
});

afterAll(async () => {
  await chain?.close();
});

describe("offline x402 payments (spike)", () => {
  it("answers an unpaid request with 402 and a v2 PAYMENT-REQUIRED", async () => {
    const res = await appFetch(url("/cheap"));
    expect(res.status).toBe(402);
    const header = res.headers.get("PAYMENT-REQUIRED");
    expect(header).toBeTruthy();
    const required: PaymentRequired = decodePaymentRequiredHeader(header!);
    expect(required.x402Version).toBe(2);
    expect(required.accepts).toHaveLength(1);
    const accept = required.accepts[0]!;
    expect(accept).toMatchObject({
      scheme: "exact",
      network: "eip155:84532",
      amount: "10000",
      payTo: chain.payTo,
      maxTimeoutSeconds: 120,
      extra: { name: "USD Coin", version: "2" },
    });
    expect(accept.asset.toLowerCase()).toBe(chain.token.toLowerCase());
    expect(required.resource.url).toBe(url("/cheap"));
    // The body carries the same object only because paymentRequiredInBody copies it there.
    expect(await res.json()).toEqual(required);
    // Facts for the app: the SDK sets no WWW-Authenticate and marks the 402 uncacheable.
    expect(res.headers.get("WWW-Authenticate")).toBeNull();
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("pays $0.01 and $1.50 with the official fetch client; balances move by exactly the price", async () => {
    const pay = wrapFetchWithPayment(appFetch, payerClient());
    for (const [path, price] of [
      ["/cheap", CHEAP],
      ["/dear", DEAR],
    ] as const) {
      const before = await balances();
      const res = await pay(url(path));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ route: path.slice(1) });
      const settlement = decodePaymentResponseHeader(res.headers.get("PAYMENT-RESPONSE")!);
      expect(settlement).toMatchObject({ success: true, network: chain.network });
      expect(settlement.payer?.toLowerCase()).toBe(chain.payer.address.toLowerCase());
      expect(settlement.transaction).toMatch(/^0x[0-9a-f]{64}$/);
      const receipt = (await chain.request("eth_getTransactionReceipt", [settlement.transaction])) as { status: string };
      expect(receipt.status).toBe("0x1");
      const after = await balances();
      expect(before.payer - after.payer).toBe(price);
      expect(after.payTo - before.payTo).toBe(price);
    }
  });

  it("enforces the client's spend controls before signing anything", async () => {
    // Default controls allow only x402's known USDC deployments, so the local token is refused outright ...
    const defaults = new x402Client().register(chain.network, new ExactEvmClientScheme(chain.payer));
    await expect(wrapFetchWithPayment(appFetch, defaults)(url("/cheap"))).rejects.toThrow(/spendControls/);
    // ... and a $1 per-payment cap on it refuses the $1.50 route.
    const capped = payerClient("1000000");
    await expect(wrapFetchWithPayment(appFetch, capped)(url("/dear"))).rejects.toThrow(/maxAmountPerPayment/);
  });

  it("settles several different payments at once from one facilitator wallet", async () => {
    const before = await balances();
    const pay = wrapFetchWithPayment(appFetch, payerClient());
    const results = await Promise.all([1, 2, 3, 4].map(() => pay(url("/cheap"))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const hashes = new Set(results.map((r) => decodePaymentResponseHeader(r.headers.get("PAYMENT-RESPONSE")!).transaction));
    expect(hashes.size).toBe(4);
    const after = await balances();
    expect(before.payer - after.payer).toBe(4n * CHEAP);
  });

  it("refuses a replayed PAYMENT-SIGNATURE once the first one has settled", async () => {
    const pay = wrapFetchWithPayment(appFetch, payerClient());
    const first = await pay(url("/cheap"));
    expect(first.status).toBe(200);
    const signature = signaturesSeen.at(-1)!;
    const before = await balances();
    const runsBefore = runs.cheap ?? 0;

    const replay = await appFetch(url("/cheap"), { headers: { "PAYMENT-SIGNATURE": signature } });
    expect(replay.status).toBe(402);
    const required = decodePaymentRequiredHeader(replay.headers.get("PAYMENT-REQUIRED")!);
    const ran = (runs.cheap ?? 0) - runsBefore;
    console.info(`[spike] sequential replay -> ${replay.status}, error "${required.error}", handler ran ${ran} time(s)`);
    expect(required.error).toBe("invalid_exact_evm_nonce_already_used");
    expect(runs.cheap ?? 0).toBe(runsBefore); // verify's simulation fails, so the handler never runs
    expect(await balances()).toEqual(before);
  });

  it("reports what 5 concurrent copies of one signature do (informational for the app)", async () => {
    const report: string[] = [];
    for (const path of ["/race", "/claimed", "/upfront"]) {
      const headers = await signFor(path);
      const name = path.slice(1);
      const before = await balances();
      const txsBefore = await facilitatorTxCount();
      const runsBefore = runs[name] ?? 0;
      const responses = await Promise.all([0, 1, 2, 3, 4].map(() => appFetch(url(path), { headers })));
      const after = await balances();
      const txs = (await facilitatorTxCount()) - txsBefore;
      const statuses = responses.map((r) => r.status);
      const failures = responses
        .filter((r) => r.status !== 200)
        .map((r) => {
          const settle = r.headers.get("PAYMENT-RESPONSE");
          const required = r.headers.get("PAYMENT-REQUIRED");
          if (settle) return decodePaymentResponseHeader(settle).errorReason;
          if (required) return decodePaymentRequiredHeader(required).error;
          return `status ${r.status}`;
        });
      const ran = (runs[name] ?? 0) - runsBefore;
      report.push(
        `[spike] 5 concurrent copies on ${path}: statuses ${statuses.join(",")}; handler ran ${ran}x; ` +
          `facilitator sent ${txs} tx; payer charged ${before.payer - after.payer} (price ${CHEAP}); the others: ${[...new Set(failures)].join(" | ")}`,
      );
      // Whatever the interleaving, the chain lets the authorization move money exactly once.
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(before.payer - after.payer).toBe(CHEAP);
      if (path === "/claimed") expect(ran).toBe(1);
    }
    console.info(report.join("\n"));
  });
});
