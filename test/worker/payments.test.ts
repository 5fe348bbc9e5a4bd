import { SELF } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from "@x402/core/http";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPayment, x402Client } from "@x402/fetch";
import { privateKeyToAccount } from "viem/accounts";

const x402 = inject("workerX402");
const URL_LATEST = "https://api.test/v1/observations/latest?indicator=ces.nonfarm";

describe("worker: pay per request with x402", () => {
  it("answers an anonymous request with the 402 challenge", async () => {
    const res = await SELF.fetch(URL_LATEST);
    expect(res.status).toBe(402);
    const body = (await res.json()) as { x402Version: number; accepts: { amount: string; payTo: string; network: string }[] };
    expect(decodePaymentRequiredHeader(res.headers.get("PAYMENT-REQUIRED")!)).toEqual(body);
    expect(body.x402Version).toBe(2);
    expect(body.accepts[0]).toMatchObject({ amount: "10000", payTo: x402.payTo, network: x402.network });
    expect(res.headers.get("www-authenticate")).toMatch(/^Payment /);
  });

  it("serves a paid request with PAYMENT-RESPONSE", async () => {
    const client = new x402Client()
      .register(x402.network as `${string}:${string}`, new ExactEvmScheme(privateKeyToAccount(x402.payerKey as `0x${string}`)))
      .setSpendControls({ allowedAssets: [{ network: x402.network as `${string}:${string}`, asset: x402.token, maxAmountPerPayment: "1000000" }] });
    const pay = wrapFetchWithPayment((input, init) => SELF.fetch(new Request(input, init)), client);
    const res = await pay(URL_LATEST);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { value: number } }).data.value).toBe(143093);
    expect(decodePaymentResponseHeader(res.headers.get("PAYMENT-RESPONSE")!)).toMatchObject({ success: true });
  });
});
