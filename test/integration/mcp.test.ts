import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from "@x402/core/http";
import type { PaymentRequired } from "@x402/core/types";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPayment, x402Client } from "@x402/fetch";
import { createLocalFacilitator } from "../../src/adapters/facilitator-local.js";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { PREMIUM_GRANT } from "../../src/http/auth.js";
import { startLocalChain, x402SettingsFor, type LocalChain } from "../support/chain/local-chain.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";

type Json = Record<string, any>;
type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const TOOL_NAMES = [
  "search_indicators",
  "get_indicator",
  "list_sources",
  "list_regions",
  "get_observations",
  "get_latest",
  "get_panel",
  "get_flows",
  "get_insights",
  "list_signals",
  "list_active_signals",
  "ask",
];

/** The official MCP client over Streamable HTTP, sending `headers` with every request through `fetch`. */
async function connect(baseUrl: string, headers: Record<string, string> = {}, fetch?: Fetch) {
  const client = new Client({ name: "mcp-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers }, ...(fetch ? { fetch } : {}) }));
  return client;
}

const call = async (client: Client, name: string, args: Json = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");

/** A tools/call POST as any HTTP client sends it (no initialize: the endpoint is stateless). */
const toolsCall = (name: string, args: Json) => ({
  method: "POST",
  headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
  body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name, arguments: args } }),
});

describe.each(testDatabases())("MCP endpoint ($name)", (kind) => {
  let api: TestServer;
  let premium: Record<string, string>;
  let free: Record<string, string>;
  let client: Client;

  const direct = async (path: string, headers = premium) => {
    const res = await api.get(path, { headers });
    return { status: res.status, body: (await res.json()) as Json };
  };

  beforeAll(async () => {
    api = await startTestServer(kind);
    const db = api.deps.db;
    premium = { Authorization: `Bearer ${(await insertKey(db, { name: "mcp-p", plan: "pro", grants: [PREMIUM_GRANT], rateLimitPerMinute: 100_000, monthlyQuota: null })).key}` };
    free = { "X-API-Key": (await insertKey(db, { name: "mcp-f", plan: "free", rateLimitPerMinute: 600, monthlyQuota: null })).key };
    client = await connect(api.baseUrl, premium);
  });
  afterAll(async () => {
    await client?.close();
    await api?.close();
  });

  it("lists every tool with the input schema of its route, a description and no CSV format", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe("object");
      expect(tool.description!.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.properties, tool.name).not.toHaveProperty("format");
      expect(JSON.stringify(tool.inputSchema), tool.name).not.toContain("$ref");
    }
    const byName = new Map(tools.map((t) => [t.name, t]));
    const observations = byName.get("get_observations")!.inputSchema as Json;
    expect(observations.required).toEqual(["indicator"]);
    expect(Object.keys(observations.properties)).toEqual(["indicator", "region", "start", "end", "sort", "limit", "cursor", "as_of", "units", "frequency", "aggregation"]);
    expect(observations.properties.limit).toMatchObject({ type: "integer", minimum: 1, maximum: 10_000, default: 1000 });
    expect(observations.properties.cursor.description).toMatch(/next_cursor/);
    // a cursor is opaque and issued by this database: no tool shows a literal one an agent could copy
    const paged = tools.filter((t) => (t.inputSchema.properties as Json | undefined)?.cursor);
    expect(paged.map((t) => t.name).sort()).toEqual(["get_observations", "list_signals"]);
    for (const tool of paged) {
      const cursor = (tool.inputSchema.properties as Json).cursor;
      expect(cursor.description, tool.name).toMatch(/^Opaque: meta\.next_cursor of the previous page/);
      expect(cursor, tool.name).not.toHaveProperty("examples");
    }
    expect((byName.get("search_indicators")!.inputSchema as Json).properties.include_inactive.type).toBe("boolean");
    expect((byName.get("get_indicator")!.inputSchema as Json).required).toEqual(["code"]);
    expect((byName.get("ask")!.inputSchema as Json).required).toEqual(["q"]);
    expect(byName.get("list_sources")!.description).toMatch(/Free, no key needed/);
    expect(byName.get("get_latest")!.description).toMatch(/0\.01 USD per call paid with x402/);
    expect(byName.get("list_signals")!.description).toMatch(/svc-premium/);
  });

  it("answers every tool with the JSON its route answers, and a few lines of text naming the request", async () => {
    const cases: [string, Json, string][] = [
      ["search_indicators", { search: "nonfarm employment", limit: 5 }, "/v1/indicators?search=nonfarm+employment&limit=5"],
      ["get_indicator", { code: "ces.nonfarm" }, "/v1/indicators/ces.nonfarm"],
      ["list_sources", {}, "/v1/sources"],
      ["list_regions", { type: "county", parent: "CA" }, "/v1/regions?type=county&parent=CA"],
      ["get_observations", { indicator: "ces.nonfarm", start: "2008-01-01", limit: 3 }, "/v1/observations?indicator=ces.nonfarm&start=2008-01-01&limit=3"],
      ["get_latest", { indicator: "ces.nonfarm" }, "/v1/observations/latest?indicator=ces.nonfarm"],
      ["get_latest", { indicators: ["ces.nonfarm", "ces.construction", "nope.nope"] }, "/v1/observations/latest?indicators=ces.nonfarm,ces.construction,nope.nope"],
      [
        "get_panel",
        { indicators: "ces.nonfarm,ces.construction", frequency: "quarterly", resample: "mean", start: "2015-01-01" },
        "/v1/panel?indicators=ces.nonfarm,ces.construction&frequency=quarterly&resample=mean&start=2015-01-01",
      ],
      ["get_flows", { limit: 5 }, "/v1/flows?limit=5"],
      ["get_insights", { indicator: "ces.nonfarm" }, "/v1/insights?indicator=ces.nonfarm"],
      ["list_signals", { indicator: "ces.nonfarm", strength: "weak", limit: 5 }, "/v1/signals?indicator=ces.nonfarm&strength=weak&limit=5"],
      ["list_active_signals", { strength: "weak", limit: 5 }, "/v1/signals/active?strength=weak&limit=5"],
      ["ask", { q: "total nonfarm employment in march 2009" }, "/v1/ask?q=total+nonfarm+employment+in+march+2009"],
    ];
    for (const [name, args, path] of cases) {
      const result = await call(client, name, args);
      const route = await direct(path);
      expect(route.status, name).toBe(200);
      expect(result.isError, name).toBeFalsy();
      // insights are stamped with the time they were computed
      if (name === "get_insights") delete (result.structuredContent as Json).meta.generated_at, delete route.body.meta.generated_at;
      expect(result.structuredContent, name).toEqual(route.body);
      expect(textOf(result), name).toMatch(new RegExp(`Source: GET ${api.baseUrl}/v1/`));
      // the summary first, then the whole body as text, for clients that hand the model only `content`
      expect(result.content, name).toHaveLength(2);
      const asText = JSON.parse((result.content[1] as { text: string }).text);
      if (name === "get_insights") delete asText.meta.generated_at;
      expect(asText, name).toEqual(result.structuredContent);
    }

    const latest = await call(client, "get_latest", { indicator: "ces.nonfarm" });
    expect(textOf(latest)).toContain("ces.nonfarm in US, 2015-12-01: 143093 thousands of persons");
    const answer = await call(client, "ask", { q: "total nonfarm employment in march 2009" });
    expect(textOf(answer)).toMatch(/132,549/);
    expect(textOf(answer)).toMatch(/GET \/v1\/observations\?indicator=ces\.nonfarm/);
    // a series without curated sentences: its facts' templates are filled whole, the unit included
    const insights = ((await call(client, "get_insights", { indicator: "ces.construction" })).content[0] as { text: string }).text;
    expect(insights).toMatch(/ces\.construction in US rose [\d,.]+ thousand persons/);
    expect(insights).not.toMatch(/\{\w+\}/);
  });

  it("pages observations with the route's cursor", async () => {
    const first = await call(client, "get_observations", { indicator: "ces.nonfarm", limit: 2 });
    const cursor = (first.structuredContent as Json).meta.next_cursor as string;
    expect(cursor).toBeTruthy();
    expect(textOf(first)).toContain(`cursor "${cursor}"`);
    const second = await call(client, "get_observations", { indicator: "ces.nonfarm", limit: 2, cursor });
    const route = await direct(`/v1/observations?indicator=ces.nonfarm&limit=2&cursor=${encodeURIComponent(cursor)}`);
    expect(second.structuredContent).toEqual(route.body);
    expect((second.structuredContent as Json).data.map((o: Json) => o.period_start)).toEqual(["2006-03-01", "2006-04-01"]);
  });

  it("refuses what the route refuses, as a tool error carrying the route's envelope", async () => {
    const plain = await connect(api.baseUrl, free);
    const cases: [Client, string, Json, string, Record<string, string>][] = [
      [plain, "list_signals", { indicator: "ces.nonfarm" }, "/v1/signals?indicator=ces.nonfarm", free],
      [client, "get_observations", { indicator: "nope.nope" }, "/v1/observations?indicator=nope.nope", premium],
      [client, "get_observations", { indicator: "ces.nonfarm", limit: 0 }, "/v1/observations?indicator=ces.nonfarm&limit=0", premium],
    ];
    for (const [who, name, args, path, headers] of cases) {
      const result = await call(who, name, args);
      const route = await direct(path, headers);
      expect(result.isError, name).toBe(true);
      expect((result.structuredContent as Json).error.code, name).toBe(route.body.error.code);
      expect((result.structuredContent as Json).error, name).toEqual(route.body.error);
      expect(textOf(result), name).toContain(`${route.body.error.code}: ${route.body.error.message}`);
    }
    expect((await call(plain, "list_signals", { indicator: "ces.nonfarm" })).structuredContent).toMatchObject({ error: { code: "CATEGORY_NOT_ALLOWED" } });
    await plain.close();
    // what cannot be written into the route request is refused as a tool error with the route's envelope, naming
    // the argument: a missing path argument, one the tool does not have (a misspelt argument was dropped and the
    // answer read as if it had been honoured), an object, a list where one value goes, a call too long for a URL,
    // and an argument not of the type the input schema declares (written as text, it was taken)
    for (const [name, args, parameter, reason] of [
      ["get_indicator", {}, "code", /is required/],
      ["get_observations", { indicator: "ces.nonfarm", start_date: "2015-06-01" }, "start_date", /is no argument of get_observations; its arguments are indicator, region, start/],
      ["search_indicators", { query: "jobs" }, "query", /is no argument/],
      ["get_indicator", { code: { a: 1 } }, "code", /^must be a string$/],
      ["get_latest", { indicators: [{ code: "ces.nonfarm" }] }, "indicators", /must be a string or a list of strings/],
      ["get_observations", { indicator: ["ces.nonfarm", "cpi.us"] }, "indicator", /takes one value, not a list/],
      ["get_indicator", { code: 123 }, "code", /^must be a string$/],
      ["get_latest", { indicator: true }, "indicator", /^must be a string$/],
      ["get_latest", { indicators: [1, 2] }, "indicators", /^must be a string or a list of strings$/],
      ["get_observations", { indicator: "ces.nonfarm", limit: "2" }, "limit", /^must be an integer$/],
      ["search_indicators", { search: "jobs", include_inactive: "true" }, "include_inactive", /^must be a boolean$/],
      ["list_sources", { include_inactive: 1 }, "include_inactive", /^must be a boolean$/],
      ["list_signals", { indicator: Array.from({ length: 3000 }, (_, i) => `code.${i}`) }, "indicator", /is too long/],
      // half a surrogate pair: in a path it made encodeURIComponent throw (an internal error), in a query it became U+FFFD
      ["get_indicator", { code: "ces.nonfarm\udc00" }, "code", /is not valid Unicode text/],
      ["get_observations", { indicator: "ces.nonfarm", region: "\ud800US" }, "region", /is not valid Unicode text/],
    ] as const) {
      const result = await call(client, name, args as Json);
      expect(result.isError, name).toBe(true);
      expect((result.structuredContent as Json).error, name).toMatchObject({ code: "INVALID_PARAMETER", details: { parameter, reason: expect.stringMatching(reason) } });
      expect(textOf(result), name).toContain(`INVALID_PARAMETER: Invalid parameter '${parameter}'`);
    }
    // the declared types are taken, and null is an argument left out
    expect((await call(client, "search_indicators", { search: "jobs", include_inactive: true, limit: 1, offset: null })).isError).toBeFalsy();
    expect((await call(client, "get_latest", { indicators: ["ces.nonfarm"], region: null })).isError).toBeFalsy();
    await expect(call(client, "no_such_tool", {})).rejects.toThrow(/Unknown tool/);
    // an error's details are in its text too (what an agent needs to mend the call, or when to retry)
    expect(textOf(await call(client, "get_observations", { indicator: "ces.nonfarm", limit: 0 }))).toMatch(/\(details: \{"parameter":"limit"/);
    // a path argument of "." or ".." would step to another route
    for (const code of [".", ".."]) expect((await call(client, "get_indicator", { code })).structuredContent).toMatchObject({ error: { details: { parameter: "code" } } });
    // the longest question, in a script that takes 9 characters a letter once encoded, is sent; arguments whose
    // URL does not fit are refused naming the longest (the route's own 414 spoke of a URL the agent never wrote)
    expect((await call(client, "ask", { q: "美国的非农就业人数是多少".repeat(41) })).isError).toBeFalsy();
    const long = await call(client, "get_observations", { indicator: "美".repeat(800), region: "US" });
    expect((long.structuredContent as Json).error).toMatchObject({ code: "INVALID_PARAMETER", details: { parameter: "indicator", reason: expect.stringMatching(/is too long/) } });
    // params that break the protocol's own schema are invalid params (-32602), not an internal error, told as
    // the issues and where they are (not the SDK's dump of them behind a doubled "MCP error -32602:")
    for (const [method, params] of [
      ["tools/call", { name: "get_latest", arguments: null }],
      ["tools/call", { name: 7 }],
      ["tools/call", { arguments: {} }],
      ["tools/list", { cursor: 7 }],
      ["initialize", undefined],
      ["initialize", { protocolVersion: "2025-06-18" }],
    ] as const) {
      const { headers } = toolsCall("get_latest", {});
      const body = JSON.stringify({ jsonrpc: "2.0", id: 9, method, ...(params ? { params } : {}) });
      const res = await api.fetch("/mcp", { method: "POST", headers: { ...headers, ...premium }, body });
      expect(((await res.json()) as Json).error, body).toMatchObject({ code: -32602, message: expect.stringMatching(/^Invalid params: ✖ .*\n {2}→ at params(\.\w+)?$/m) });
    }
  });

  it("answers bad params inside a batch as it answers them alone, and tells every JSON-RPC error without the SDK's prefix", async () => {
    const post = async (body: unknown) => {
      const res = await api.fetch("/mcp", { method: "POST", headers: { ...toolsCall("get_latest", {}).headers, ...premium }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Json };
    };
    const rpc = (id: number, method: string, params?: Json) => ({ jsonrpc: "2.0", id, method, ...(params ? { params } : {}) });
    // the refused call is answered -32602 with the issues; the batch's other calls are served
    const batch = await post([rpc(1, "tools/call", { name: "list_sources", arguments: null }), rpc(2, "ping"), rpc(3, "tools/call", { name: "list_sources", arguments: {} })]);
    expect(batch.status).toBe(200);
    const byId = new Map((batch.body as Json[]).map((a) => [a.id, a]));
    expect(byId.get(1)!.error).toMatchObject({ code: -32602, message: expect.stringMatching(/^Invalid params: ✖ /) });
    expect(byId.get(2)!.result).toEqual({});
    expect(byId.get(3)!.result.isError).toBeFalsy();
    // a batch of one initialize without params is -32602 as alone (the SDK answered -32603 with a schema dump)
    expect((await post([rpc(4, "initialize")])).body).toEqual([expect.objectContaining({ id: 4, error: expect.objectContaining({ code: -32602 }) })]);
    // initialize goes alone (MCP): the SDK said "Only one initialization request is allowed" of a batch of one initialize
    const withInit = await post([rpc(5, "initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } }), rpc(6, "tools/list")]);
    expect(withInit.status).toBe(400);
    expect(withInit.body.error).toMatchObject({ code: -32600, message: "Invalid Request: initialize is sent alone, not in a batch" });
    // an unknown tool, a task (tools run at once here: the SDK answered -32603) and a __proto__ argument (lost in the SDK's parse)
    for (const [params, message] of [
      [{ name: "no_such_tool", arguments: {} }, "Unknown tool: no_such_tool"],
      [{ name: "list_sources", arguments: {}, task: { ttl: 1000 } }, 'Invalid params: this server runs a tool at once and makes no tasks: send the call without "task"'],
    ] as const) {
      expect((await post(rpc(7, "tools/call", params))).body.error).toEqual({ code: -32602, message });
    }
    const proto = JSON.parse('{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"get_latest","arguments":{"indicator":"ces.nonfarm","__proto__":{"region":"US"}}}}');
    expect((await post(proto)).body.error).toEqual({ code: -32602, message: 'Invalid params: "__proto__" is no argument of any tool' });
  });

  it("refuses a body not sent as JSON in the error envelope (415), and lets no cache keep an answer", async () => {
    for (const contentType of [undefined, "text/plain"]) {
      const res = await api.fetch("/mcp", { method: "POST", headers: { accept: "application/json, text/event-stream", ...(contentType ? { "content-type": contentType } : {}), ...premium }, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' });
      expect(res.status, contentType).toBe(415);
      expect(await res.json()).toMatchObject({ error: { code: "INVALID_REQUEST", details: { content_type: "application/json" } } });
    }
    expect((await api.fetch("/mcp", { ...toolsCall("list_sources", {}), headers: { ...toolsCall("list_sources", {}).headers, "content-type": "application/json; charset=utf-8" } })).status).toBe(200);
    const keyed = await api.fetch("/mcp", { ...toolsCall("get_observations", { indicator: "ces.nonfarm", limit: 1 }), headers: { ...toolsCall("get_latest", {}).headers, ...premium } });
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get("cache-control")).toBe("no-store");
  });

  it("answers what is no JSON-RPC request as Invalid Request, an unsupported protocol version as 400, a notification with an empty 202", async () => {
    const post = (body: string, extra: Record<string, string> = {}) =>
      api.fetch("/mcp", { method: "POST", headers: { ...toolsCall("get_latest", {}).headers, ...premium, ...extra }, body });
    // also JSON the SDK's transport answered as a parse error (-32700) with a schema dump: a fractional or unsafe id,
    // a member JSON-RPC does not have, params by position; and two calls of one id, one of which went unanswered
    for (const body of [
      '{"jsonrpc":"2.0","id":1.5,"method":"ping"}',
      '{"jsonrpc":"2.0","id":123456789012345678901234567890,"method":"ping"}',
      '{"jsonrpc":"2.0","id":1,"method":"ping","foo":1}',
      '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":[]}',
      '[{"jsonrpc":"2.0","id":7,"method":"tools/list"},{"jsonrpc":"2.0","id":7,"method":"ping"}]',
      // more messages than a batch may hold (catalog tools are free: each could be a megabyte of answer)
      JSON.stringify(Array.from({ length: 11 }, (_, id) => ({ jsonrpc: "2.0", id, method: "ping" }))),
      '{"id":1,"method":"tools/list"}', "[]", '{"jsonrpc":"2.0","id":null,"method":"tools/list"}', '{"jsonrpc":"2.0","id":1}', "[1]", '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":"x"}', '{"jsonrpc":"2.0","id":7,"method":"tools/list","params":null}']) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as Json).error, body).toMatchObject({ code: -32600, message: expect.stringMatching(/^Invalid Request: /) });
    }
    const version = await post('{"jsonrpc":"2.0","id":1,"method":"tools/list"}', { "mcp-protocol-version": "1999-01-01" });
    expect(version.status).toBe(400);
    expect(((await version.json()) as Json).error.message).toMatch(/Unsupported protocol version/);
    // ten are a batch still
    const ten = await post(JSON.stringify(Array.from({ length: 10 }, (_, id) => ({ jsonrpc: "2.0", id, method: "ping" }))));
    expect(ten.status).toBe(200);
    expect(((await ten.json()) as Json[]).length).toBe(10);
    const notification = await post('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    expect(notification.status).toBe(202);
    expect(await notification.text()).toBe("");
  });

  it("counts calls against the key like the route, and returns its rate-limit headers", async () => {
    const seen: Headers[] = [];
    const recording: Fetch = async (input, init) => {
      const res = await fetch(input, init);
      seen.push(res.headers);
      return res;
    };
    const plain = await connect(api.baseUrl, free, recording);
    await call(plain, "get_latest", { indicator: "ces.nonfarm" });
    const headers = seen.at(-1)!;
    expect(headers.get("x-ratelimit-limit")).toBe("600");
    const remaining = Number(headers.get("x-ratelimit-remaining"));
    const routeRemaining = Number((await api.get("/v1/observations/latest?indicator=ces.nonfarm", { headers: free })).headers.get("x-ratelimit-remaining"));
    expect(routeRemaining).toBe(remaining - 1);
    await plain.close();
  });

  it("without a key, serves catalog tools and answers data tools as the route does (401 here: this server takes no payments)", async () => {
    const anonymous = await connect(api.baseUrl);
    expect((await call(anonymous, "list_sources")).isError).toBeFalsy();
    const refused = await call(anonymous, "get_latest", { indicator: "ces.nonfarm" });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ error: { code: "INVALID_API_KEY" } });
    await anonymous.close();
  });

  it("answers GET with 405 (no SSE stream, no sessions), and the OpenAPI document lists its one POST", async () => {
    const get = await api.get("/mcp", { headers: { accept: "text/event-stream" } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toContain("POST");
    const doc = (await (await api.get("/openapi.json")).json()) as Json;
    expect(Object.keys(doc.paths["/mcp"] ?? {})).toEqual(["post"]);
  });

  it("lets a browser-based MCP client call it from another origin (CORS, preflight included)", async () => {
    const preflight = await api.fetch("/mcp", {
      method: "OPTIONS",
      headers: { Origin: "https://inspector.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization,content-type,mcp-protocol-version" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("mcp-protocol-version");
    const call = await api.fetch("/mcp", {
      method: "POST",
      headers: { ...premium, Origin: "https://inspector.example", "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }),
    });
    expect(call.status).toBe(200);
    expect(call.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("describes the service for agents at /llms.txt (llmstxt.org: a title, a summary, lists of links), every tool and route linked to its declaration", async () => {
    const res = await api.get("/llms.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    const lines = text.split("\n");
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines[2]).toMatch(/^> \S/);
    const doc = (await (await api.get("/openapi.json")).json()) as Json;
    // every list item is `- [name](url): notes`, and a link into the OpenAPI document names a part of it (RFC 6901)
    const declared = (url: string) => {
      const [address, fragment = ""] = url.split("#");
      expect(address).toBe(`${api.baseUrl}/openapi.json`);
      return fragment === "" ? doc : fragment.split("/").slice(1).reduce<Json | undefined>((node, token) => node?.[decodeURIComponent(token).replace(/~1/g, "/").replace(/~0/g, "~")], doc);
    };
    const links = new Map<string, string>();
    for (const line of lines.filter((l) => l.startsWith("- "))) {
      const link = /^- \[([^\]]+)\]\((\S+)\): \S/.exec(line);
      expect(link, line).not.toBeNull();
      links.set(link![1]!, link![2]!);
      if (link![2]!.startsWith(`${api.baseUrl}/openapi.json`)) expect(declared(link![2]!), line).toBeDefined();
      else expect(link![2]!, line).toMatch(new RegExp(`^${api.baseUrl}/`));
    }
    // each tool links to the route it calls
    const { tools } = await client.listTools();
    for (const tool of tools) {
      const route = /JSON answer of GET (\S+)\.$/.exec(tool.description!)![1]!;
      expect(links.get(tool.name), tool.name).toBe(`${api.baseUrl}/openapi.json#/paths/${encodeURIComponent(route.replace(/\//g, "~1"))}/get`);
    }
    // each operation links to its declaration, naming its operationId and what it costs
    for (const [path, ops] of Object.entries<Json>(doc.paths)) {
      for (const [method, op] of Object.entries<Json>(ops)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(declared(links.get(name)!)?.operationId, name).toBe(op.operationId);
        const line = lines.find((l) => l.startsWith(`- [${name}](`))!;
        expect(line).toContain(`(${op.operationId})`);
        for (const usd of Object.values(op["x-prices-usd"] ?? {})) expect(line).toContain(`${usd} USD`);
      }
    }
    expect(text).toContain(`${api.baseUrl}/mcp`);
  });
});

describe.each(testDatabases())("MCP tool calls paid with x402 on a local chain ($name)", (kind) => {
  const CENT = 10_000n;
  let chain: LocalChain;
  let api: TestServer;

  beforeAll(async () => {
    chain = await startLocalChain();
    const settings = x402SettingsFor(chain);
    const facilitator = createLocalFacilitator({ rpcUrl: chain.rpcUrl, privateKey: chain.facilitatorKey, network: chain.network, chainId: chain.chainId });
    api = await startTestServer(kind, { payments: { x402: { settings, facilitator } } });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await chain?.close();
  });

  const balances = async () => ({ payer: await chain.balanceOf(chain.payer.address), payTo: await chain.balanceOf(chain.payTo) });

  it("answers a paid tool call without a key or payment with the route's own 402 challenge", async () => {
    const res = await fetch(`${api.baseUrl}/mcp`, toolsCall("get_latest", { indicator: "ces.nonfarm" }));
    expect(res.status).toBe(402);
    const body = (await res.json()) as PaymentRequired;
    expect(decodePaymentRequiredHeader(res.headers.get("PAYMENT-REQUIRED")!)).toEqual(body);
    expect(body.accepts).toEqual([expect.objectContaining({ scheme: "exact", network: chain.network, amount: "10000", payTo: chain.payTo })]);
    expect(body.resource.url).toBe(`${api.baseUrl}/v1/observations/latest?indicator=ces.nonfarm`);
    expect(res.headers.get("www-authenticate")).toMatch(/^Payment /);
    // the same challenge as the route's, but for the request id
    const route = await fetch(`${api.baseUrl}/v1/observations/latest?indicator=ces.nonfarm`);
    expect(route.status).toBe(402);
    expect(await route.json()).toEqual(body);
  });

  it("pays once with @x402/fetch as the MCP client's fetch, and refuses a replay of that payment", async () => {
    const payments: { signature: string; status: number; headers: Headers }[] = [];
    const recording: Fetch = async (input, init) => {
      const request = new Request(input, init);
      const signature = request.headers.get("PAYMENT-SIGNATURE");
      const response = await fetch(request);
      if (signature) payments.push({ signature, status: response.status, headers: response.headers });
      return response;
    };
    const payer = new x402Client()
      .register(chain.network, new ExactEvmScheme(chain.payer))
      .setSpendControls({ allowedAssets: [{ network: chain.network, asset: chain.token, maxAmountPerPayment: "100000" }] });
    const client = await connect(api.baseUrl, {}, wrapFetchWithPayment(recording, payer));

    const before = await balances();
    expect((await client.listTools()).tools.length).toBe(12);
    expect((await call(client, "search_indicators", { search: "nonfarm" })).isError).toBeFalsy(); // catalog: free
    expect(payments).toEqual([]);

    const result = await call(client, "get_latest", { indicator: "ces.nonfarm" });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ data: { indicator: "ces.nonfarm", value: 143093 } });
    expect(payments).toHaveLength(1);
    const paid = payments[0]!;
    expect(paid.status).toBe(200);
    expect(decodePaymentResponseHeader(paid.headers.get("PAYMENT-RESPONSE")!)).toMatchObject({ success: true, network: chain.network });
    expect(paid.headers.get("x-ratelimit-limit")).toBeNull();
    const after = await balances();
    expect(before.payer - after.payer).toBe(CENT);
    expect(after.payTo - before.payTo).toBe(CENT);

    const call402 = toolsCall("get_latest", { indicator: "ces.nonfarm" });
    const replay = await fetch(`${api.baseUrl}/mcp`, { ...call402, headers: { ...call402.headers, "PAYMENT-SIGNATURE": paid.signature } });
    expect(replay.status).toBe(402);
    expect(((await replay.json()) as PaymentRequired).error).toMatch(/already_used/);
    expect(await balances()).toEqual(after);
    await client.close();
  });
});
