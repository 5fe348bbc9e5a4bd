/**
 * A JSON-RPC batch of tool calls, against a stand-in for the app behind the MCP route: the calls reach the
 * routes one after another, so one POST holds one route request (one database connection) at a time.
 */
import { describe, expect, it } from "vitest";
import { mcpRouter } from "../../src/mcp/index.js";

describe("an MCP batch of tool calls", () => {
  it("sends its calls to the routes one at a time, and answers every one", async () => {
    let running = 0;
    let most = 0;
    const routes = {
      fetch: async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        return new Response(JSON.stringify({ data: [] }), { headers: { "Content-Type": "application/json" } });
      },
    };
    const mcp = mcpRouter(routes, { name: "test", title: "test", version: "1.0.0" });
    const batch = Array.from({ length: 5 }, (_, i) => ({ jsonrpc: "2.0", id: i, method: "tools/call", params: { name: "list_sources", arguments: {} } }));
    const res = await mcp.request("/mcp", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify(batch),
    });
    expect(res.status).toBe(200);
    const answers = (await res.json()) as { id: number; result?: { isError?: boolean } }[];
    expect(answers.map((a) => a.id).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(answers.every((a) => a.result && !a.result.isError)).toBe(true);
    expect(most).toBe(1);
  });

  it("answers a batch of one with an array of one, as JSON-RPC 2.0 answers every batch", async () => {
    const mcp = mcpRouter({ fetch: async () => new Response("{}") }, { name: "test", title: "test", version: "1.0.0" });
    const send = (body: unknown) =>
      mcp.request("/mcp", { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" }, body: JSON.stringify(body) });
    const ping = { jsonrpc: "2.0", id: 7, method: "ping" };
    expect(await (await send([ping])).json()).toEqual([{ jsonrpc: "2.0", id: 7, result: {} }]);
    // a lone message is answered alone
    expect(await (await send(ping)).json()).toEqual({ jsonrpc: "2.0", id: 7, result: {} });
  });
});
