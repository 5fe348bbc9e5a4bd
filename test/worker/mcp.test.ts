import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { decodePaymentResponseHeader } from "@x402/core/http";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPayment, x402Client } from "@x402/fetch";
import { privateKeyToAccount } from "viem/accounts";

// The MCP endpoint inside workerd: the same router as in Node, its tool calls sent through the Worker's app.

type Json = Record<string, any>;

const rpc = (method: string, params: Json, headers: Record<string, string> = {}) =>
  SELF.fetch("https://api.test/mcp", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });

describe("worker: MCP over Streamable HTTP", () => {
  let key: Record<string, string>;

  beforeAll(async () => {
    const res = await SELF.fetch("https://api.test/v1/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "mcp-worker@example.com" }),
    });
    expect(res.status).toBe(201);
    key = { Authorization: `Bearer ${((await res.json()) as { data: { key: string } }).data.key}` };
  });

  it("lists the tools", async () => {
    const res = await rpc("tools/list", {});
    expect(res.status).toBe(200);
    const { result } = (await res.json()) as Json;
    expect(result.tools.map((t: Json) => t.name)).toEqual(expect.arrayContaining(["search_indicators", "get_observations", "get_latest", "ask"]));
    expect(result.tools.find((t: Json) => t.name === "get_latest").inputSchema.properties.indicator.type).toBe("string");
  });

  it("calls a data tool with a key: the route's answer and its rate-limit headers", async () => {
    const res = await rpc("tools/call", { name: "get_latest", arguments: { indicator: "ces.nonfarm" } }, key);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-ratelimit-limit")).toBeTruthy();
    const { result } = (await res.json()) as Json;
    expect(result.isError).toBeUndefined();
    const route = await SELF.fetch("https://api.test/v1/observations/latest?indicator=ces.nonfarm", { headers: key });
    expect(result.structuredContent).toEqual(await route.json());
    expect(result.structuredContent.data.value).toBe(143093);
    expect(result.content[0].text).toContain("ces.nonfarm in US, 2015-12-01: 143093");
  });

  it("answers a paid tool call without a key with the route's 402 challenge", async () => {
    const res = await rpc("tools/call", { name: "get_latest", arguments: { indicator: "ces.nonfarm" } });
    expect(res.status).toBe(402);
    expect(res.headers.get("PAYMENT-REQUIRED")).toBeTruthy();
    expect(((await res.json()) as Json).accepts[0]).toMatchObject({ amount: "10000" });
  });

  it("pays a tool call with @x402/fetch on the local chain, once: a replay of the payment is refused", async () => {
    const x402 = inject("workerX402");
    const client = new x402Client()
      .register(x402.network as `${string}:${string}`, new ExactEvmScheme(privateKeyToAccount(x402.payerKey as `0x${string}`)))
      .setSpendControls({ allowedAssets: [{ network: x402.network as `${string}:${string}`, asset: x402.token, maxAmountPerPayment: "1000000" }] });
    let signature: string | null = null;
    const recording = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      signature = request.headers.get("PAYMENT-SIGNATURE") ?? signature;
      return SELF.fetch(request);
    };
    const pay = wrapFetchWithPayment(recording, client);
    const body = JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "get_latest", arguments: { indicator: "ces.nonfarm" } } });
    const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };
    const res = await pay("https://api.test/mcp", { method: "POST", headers, body });
    expect(res.status).toBe(200);
    expect(decodePaymentResponseHeader(res.headers.get("PAYMENT-RESPONSE")!)).toMatchObject({ success: true });
    expect(((await res.json()) as Json).result.structuredContent.data.value).toBe(143093);
    expect(signature).toBeTruthy();
    const replay = await SELF.fetch("https://api.test/mcp", { method: "POST", headers: { ...headers, "PAYMENT-SIGNATURE": signature! }, body });
    expect(replay.status).toBe(402);
  });
});
