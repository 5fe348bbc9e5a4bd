import type { Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "@hono/zod-openapi";
import { StreamableHTTPTransport } from "@hono/mcp";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, InitializeRequestSchema, ListToolsRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createRouter, type AppEnv } from "../http/router.js";
import { DATA_SECURITY } from "../http/auth.js";
import { json } from "../http/answer.js";
import { errorEnvelope, invalidParameter } from "../http/errors.js";
import { dataRouteResponses } from "../http/data-schemas.js";
import { errorContent } from "../http/schemas.js";
import { ArgumentError, listTools, routeUrl, TOOLS_BY_NAME, type McpTool } from "./tools.js";

/**
 * The MCP endpoint (Streamable HTTP, stateless, JSON answers): every tool call is a request to the route it
 * names, sent through this same app with the caller's credentials, so keys, payments, limits, quotas and
 * access are decided by the route exactly as for an HTTP client. Nothing here reads data.
 */
export const MCP_PATH = "/mcp";

/** Headers of the MCP request the route request carries: who asks (key or payment) and from where. */
const FORWARDED_HEADERS = ["Authorization", "X-API-Key", "PAYMENT-SIGNATURE", "X-Forwarded-For", "CF-Connecting-IP"];
/** Headers of the route's answer the MCP answer carries: the settlement and the key's rate window. */
const RETURNED_HEADERS = ["PAYMENT-RESPONSE", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"];

const INSTRUCTIONS =
  "Economic, demographic and financial time series. Find a series with search_indicators (plain words), check its regions and dates with get_indicator, then read it with get_observations, get_latest or get_panel; ask answers a plain-language question with a citation for every number. Catalog tools are free; data tools need the API key sent with this connection, or are paid per call with x402 (the tools/call POST is answered 402).";

/** What a route answered to one tool call. */
interface RouteAnswer {
  url: URL;
  status: number;
  headers: Headers;
  text: string;
}

type AppFetch = Hono<AppEnv>["fetch"];

/** A JSON-RPC 2.0 message as the OpenAPI document describes it (the endpoint validates each itself). */
const JsonRpcId = z.union([z.string(), z.number().int()]);
const JsonRpcAnswer = z.object({ jsonrpc: z.literal("2.0"), id: JsonRpcId.nullable() }).passthrough();
const JsonRpcMessage = z
  .object({ jsonrpc: z.literal("2.0"), id: JsonRpcId.optional(), method: z.string(), params: z.record(z.string(), z.unknown()).optional() })
  .openapi("JsonRpcMessage");

export function mcpRouter(app: { fetch: AppFetch }, info: { name: string; title: string; version: string }) {
  const router = createRouter();
  router.openAPIRegistry.registerPath({
    method: "post",
    path: MCP_PATH,
    operationId: "callMcp",
    tags: ["Agents and documentation"],
    summary: "The MCP endpoint for agents",
    description: `Model Context Protocol over Streamable HTTP, stateless, answered in JSON: initialize, tools/list and tools/call (one message or a batch). Each tool calls the route it is named after with this request's key or payment, so its access, limits and prices are that route's; a data tool called without a key is answered 402 with the route's x402 offer. ${INSTRUCTIONS}`,
    // initialize, tools/list and the catalog tools need no key
    security: [...DATA_SECURITY, {}],
    request: { body: { required: true, content: { "application/json": { schema: z.union([JsonRpcMessage, z.array(JsonRpcMessage).min(1)]), example: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_latest", arguments: { indicator: "cpi.us" } } } } } } },
    responses: {
      200: {
        description: "The JSON-RPC answer (a result, or an error object); to a batch, an array of them",
        content: {
          "application/json": {
            schema: z.union([JsonRpcAnswer, z.array(JsonRpcAnswer)]),
            example: {
              jsonrpc: "2.0",
              id: 1,
              result: {
                content: [
                  { type: "text", text: "cpi.us in US, 2026-05-01: 335.123 index 1982-84=100\nSource: GET https://api.example.com/v1/observations/latest?indicator=cpi.us" },
                  { type: "text", text: '{"data":{"indicator":"cpi.us","region":"US","period_start":"2026-05-01","value":335.123,"unit":"index 1982-84=100"}}' },
                ],
                structuredContent: { data: { indicator: "cpi.us", region: "US", period_start: "2026-05-01", value: 335.123, unit: "index 1982-84=100" } },
              },
            },
          },
        },
      },
      202: { description: "Notifications only: nothing to answer" },
      402: { ...dataRouteResponses[402], description: `A single tools/call of a data tool without a key or payment: the route's own 402 (x402 challenge), to be paid by repeating this POST. ${dataRouteResponses[402].description}` },
      405: { description: "GET or DELETE: no event stream and no sessions (Allow: POST)", content: errorContent },
      406: { description: "The Accept header takes neither application/json nor text/event-stream (a JSON-RPC error object)" },
      400: {
        description: "Not a JSON-RPC request (a JSON-RPC error object)",
        content: {
          "application/json": {
            schema: z.object({ jsonrpc: z.literal("2.0"), id: z.null(), error: z.object({ code: z.number().int(), message: z.string() }) }),
            example: { jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid Request: jsonrpc must be \"2.0\"" } },
          },
        },
      },
    },
  });
  router.post(MCP_PATH, async (c) => {
    // the body is JSON-RPC: refused in the error envelope, as every JSON route refuses another media type
    if (!JSON_MEDIA_TYPE.test(c.req.header("Content-Type") ?? "")) throw new HTTPException(415);
    const answer = await answerMessage(c, app.fetch, info);
    // keyed or paid, an answer is its caller's alone (a free catalog call's too: one rule for the endpoint)
    const headers = new Headers(answer.headers);
    headers.set("Cache-Control", "no-store");
    return new Response(answer.body, { status: answer.status, headers });
  });
  return router;
}

const JSON_MEDIA_TYPE = /^application\/json\s*(?:;|$)/i;

/** The HTTP answer to one POST: its JSON-RPC message or batch, each call sent to its route. */
async function answerMessage(c: Context<AppEnv>, fetch: AppFetch, info: { name: string; title: string; version: string }): Promise<Response> {
  const message: unknown = await c.req.json().catch(() => undefined); // unreadable: the transport answers the parse error
  const invalid = message === undefined ? null : invalidRequest(message);
  if (invalid) return json(c, { jsonrpc: "2.0", id: null, error: { code: ErrorCode.InvalidRequest, message: `Invalid Request: ${invalid}` } }, 400);
  // calls whose params cannot be served are answered here; a batch's other messages go on to the transport
  const messages: unknown[] = Array.isArray(message) ? message : [message];
  const refusals = messages.map(invalidParams);
  const refused = refusals.filter((r) => r !== null);
  if (refused.length === messages.length) return json(c, Array.isArray(message) ? refused : refused[0], 200);
  const rest = Array.isArray(message) ? message.filter((_, i) => refusals[i] === null) : message;
  const answers: RouteAnswer[] = [];
  // a batch's calls run one after another: sent at once they would hold as many database connections as
  // the batch has calls, one client's single POST starving every other request
  let previous: Promise<unknown> = Promise.resolve();
  const server = mcpServer(info, (tool, args) => {
    const call = previous.then(async () => {
      const answer = await callRoute(c, fetch, tool, args);
      answers.push(answer);
      return answer;
    });
    previous = call.catch(() => undefined);
    return call;
  });
  // a server and transport per request: no session, nothing shared between callers
  const transport = new StreamableHTTPTransport({ enableJsonResponse: true });
  await server.connect(transport);
  let response: Response | undefined;
  try {
    response = await transport.handleRequest(c, rest);
  } catch (err) {
    if (!(err instanceof HTTPException)) throw err;
    // the transport's JSON-RPC refusals (406, 415, 400); an unsupported MCP-Protocol-Version is its only 404
    // here (no sessions), which MCP answers 400: a client reads 404 as its session gone
    const refusal = err.getResponse();
    return refusal.status === 404 ? new Response(refusal.body, { status: 400, headers: refusal.headers }) : refusal;
  } finally {
    await server.close();
  }
  if (!response) throw new Error("the MCP transport gave no answer");
  if (refused.length) {
    // the batch's refused calls beside the transport's answers to the rest (none, if the rest were notifications)
    const answered: unknown = response.status === 202 ? [] : await response.json();
    return json(c, [...refused, ...(Array.isArray(answered) ? answered : [answered])], 200);
  }
  // notifications and responses only: accepted, with no body (the transport wrote "null")
  if (response.status === 202) {
    const headers = new Headers(response.headers);
    headers.delete("Content-Type");
    return new Response(null, { status: 202, headers });
  }
  if (Array.isArray(message)) {
    // a batch is answered with an array, of one answer too (JSON-RPC 2.0, 6): the transport writes a lone one bare
    const answered: unknown = await response.clone().json();
    return Array.isArray(answered) ? response : new Response(JSON.stringify([answered]), { status: response.status, headers: response.headers });
  }
  const [only] = answers;
  if (!only || answers.length > 1) return response;
  // A single tool call its route answered 402 (no key, no payment or a refused one): the route's challenge is
  // the HTTP answer, so an x402 client (@x402/fetch) pays and repeats this same POST, which the route then
  // serves paid. The JSON-RPC result (an error result carrying the same challenge) is dropped.
  if (only.status === 402) return new Response(only.text, { status: 402, headers: only.headers });
  for (const name of RETURNED_HEADERS) {
    const value = only.headers.get(name);
    if (value !== null) response.headers.set(name, value);
  }
  return response;
}

/**
 * Why a parsed body is no JSON-RPC 2.0 request, notification or response (or a batch of them), or null. The
 * transport answered these as a parse error (-32700) with a schema dump, and an empty batch with 202.
 */
function invalidRequest(message: unknown): string | null {
  const messages = Array.isArray(message) ? message : [message];
  if (messages.length === 0) return "an empty batch";
  if (messages.length > MAX_BATCH_MESSAGES) return `a batch holds at most ${MAX_BATCH_MESSAGES} messages (this one has ${messages.length}); send the rest in another`;
  // MCP: the initialization request MUST NOT be part of a batch (the SDK said "Only one initialization request is allowed")
  if (messages.length > 1 && messages.some((m) => (m as { method?: unknown } | null)?.method === "initialize")) return "initialize is sent alone, not in a batch";
  const ids = new Set<unknown>();
  for (const m of messages) {
    if (m === null || typeof m !== "object" || Array.isArray(m)) return "each message must be a JSON object";
    const r = m as Record<string, unknown>;
    if (r.jsonrpc !== "2.0") return 'each message must have "jsonrpc": "2.0"';
    const isCall = typeof r.method === "string";
    if (!isCall && !("result" in r) && !("error" in r)) return 'each message must have a "method" (or be a response with "result" or "error")';
    const members = isCall ? CALL_MEMBERS : RESPONSE_MEMBERS;
    const stray = Object.keys(r).find((k) => !members.has(k));
    if (stray !== undefined) return `"${stray}" is no member of a JSON-RPC ${isCall ? "request" : "response"} (${[...members].join(", ")})`;
    // the SDK keeps ids as strings or safe integers; JSON-RPC asks numbers without fractions
    if ("id" in r && typeof r.id !== "string" && !Number.isSafeInteger(r.id)) return '"id" must be a string or an integer';
    // MCP names every parameter: params by position (an array) have no method to go to
    if ("params" in r && (r.params === null || typeof r.params !== "object" || Array.isArray(r.params))) return '"params" must be an object';
    // answers are matched to calls by id: two calls of one id would leave one of them unanswered
    if (isCall && "id" in r) {
      if (ids.has(r.id)) return `the id ${JSON.stringify(r.id)} is used by two calls of the batch; each needs its own`;
      ids.add(r.id);
    }
  }
  return null;
}

/**
 * Messages one batch may hold. Catalog tools are free and need no key, and one answer can be a megabyte (every
 * region): without a bound, a body under the 64 KB limit asked for hundreds of them, held in memory at once.
 * MCP itself dropped batches (2025-06-18); clients send calls one at a time.
 */
export const MAX_BATCH_MESSAGES = 10;

const CALL_MEMBERS = new Set(["jsonrpc", "id", "method", "params"]);
const RESPONSE_MEMBERS = new Set(["jsonrpc", "id", "result", "error"]);

/** The requests whose params are checked here, by the SDK's own schemas. */
const CHECKED_REQUESTS: Record<string, { safeParse: (message: unknown) => { success: true } | { success: false; error: z.core.$ZodError } }> = {
  initialize: InitializeRequestSchema,
  "tools/list": ListToolsRequestSchema,
  "tools/call": CallToolRequestSchema,
};

/**
 * The answer to a call whose params it cannot be served with, -32602 as JSON-RPC asks, or null: the SDK's own
 * initialize handler answers params it cannot parse (none at all, say) as -32603, an internal error; its
 * tools/call answer to `"arguments": null` is a raw dump of the schema's issues behind a doubled "MCP error
 * -32602:" prefix, to a `task` (tools run at once here) -32603, and an argument named `__proto__` is lost in
 * its parse (the call ran without it). Notifications are not answered, so not checked.
 */
function invalidParams(message: unknown) {
  if (message === null || typeof message !== "object" || Array.isArray(message) || !("id" in message)) return null;
  const r = message as Record<string, unknown>;
  const refuse = (reason: string) => ({ jsonrpc: "2.0", id: r.id, error: { code: ErrorCode.InvalidParams, message: `Invalid params: ${reason}` } });
  const schema = typeof r.method === "string" && Object.hasOwn(CHECKED_REQUESTS, r.method) ? CHECKED_REQUESTS[r.method] : undefined;
  const parsed = schema?.safeParse(message);
  if (!parsed) return null;
  if (!parsed.success) return refuse(z.prettifyError(parsed.error));
  if (r.method !== "tools/call") return null;
  const params = r.params as Record<string, unknown>;
  if (Object.hasOwn(params, "task")) return refuse('this server runs a tool at once and makes no tasks: send the call without "task"');
  const args = params.arguments;
  if (args && typeof args === "object" && Object.hasOwn(args, "__proto__")) return refuse('"__proto__" is no argument of any tool');
  return null;
}

function mcpServer(info: { name: string; title: string; version: string }, call: (tool: McpTool, args: Record<string, unknown>) => Promise<RouteAnswer>) {
  const server = new Server(info, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler(anyParams(ListToolsRequestSchema), (request) => {
    validParams(ListToolsRequestSchema, request);
    return { tools: listTools() };
  });
  server.setRequestHandler(anyParams(CallToolRequestSchema), async (request) => {
    const { params } = validParams(CallToolRequestSchema, request);
    const tool = TOOLS_BY_NAME.get(params.name);
    if (!tool) throw new RpcError(ErrorCode.InvalidParams, `Unknown tool: ${params.name}`);
    try {
      return toolResult(tool, await call(tool, params.arguments ?? {}));
    } catch (err) {
      // an argument the call cannot be sent with: the tool error an agent reads and mends its call from
      if (!(err instanceof ArgumentError)) throw err;
      const body = errorEnvelope(invalidParameter(err.parameter, err.reason));
      return { content: [{ type: "text", text: failure(body) }], structuredContent: body, isError: true };
    }
  });
  return server;
}

/**
 * The SDK parses a request with the schema its handler was registered with and answers a mismatch
 * (`"arguments": null`) as -32603, an internal error; JSON-RPC's answer to bad params is -32602. So a
 * handler is registered under its method alone and its params are checked after (the Server's own check of
 * tools/call, then validParams), where a mismatch is -32602.
 */
const anyParams = (schema: typeof CallToolRequestSchema | typeof ListToolsRequestSchema) =>
  z.object({ method: z.literal(schema.shape.method.value), params: z.unknown().optional() });

function validParams<S extends z.ZodType>(schema: S, request: unknown): z.output<S> {
  const parsed = schema.safeParse(request);
  if (!parsed.success) throw new RpcError(ErrorCode.InvalidParams, `Invalid params: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** A JSON-RPC error the SDK answers with this code and message as they are (its McpError prefixes "MCP error <code>:"). */
class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The route's answer to a call: a GET through the whole app, as the caller (its credentials, its address). */
async function callRoute(c: Context<AppEnv>, fetch: AppFetch, tool: McpTool, args: Record<string, unknown>): Promise<RouteAnswer> {
  const url = routeUrl(tool, args, c.req.url);
  const headers = new Headers({ Accept: "application/json", "X-Request-Id": c.get("requestId") });
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  const res = await fetch(new Request(url, { headers }), c.env, executionContext(c));
  return { url, status: res.status, headers: res.headers, text: await res.text() };
}

/** The Worker's execution context (the app hands background work to it); Node has none. */
function executionContext(c: Context) {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/**
 * The route's JSON body as structuredContent, and as text: a few lines to read first, then the body itself
 * serialized (MCP asks a tool with structured content to give it as text too, for clients that pass only
 * `content` to the model). A route error is an error result.
 */
function toolResult(tool: McpTool, answer: RouteAnswer): CallToolResult {
  let body: Record<string, unknown> | undefined;
  try {
    body = JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    body = undefined;
  }
  const source = `Source: GET ${answer.url.href}`;
  const ok = answer.status >= 200 && answer.status < 300 && body !== undefined;
  const lines = !ok ? [failure(body) ?? `HTTP ${answer.status}: ${answer.text.slice(0, 200)}`] : answer.status === 202 ? [provisioning(body!)] : tool.render(body!);
  return {
    content: [{ type: "text", text: [...lines, source].join("\n") }, ...(body !== undefined ? [{ type: "text" as const, text: answer.text }] : [])],
    ...(body !== undefined ? { structuredContent: body } : {}),
    ...(ok ? {} : { isError: true }),
  };
}

const provisioning = (b: Record<string, unknown>) =>
  `${b.indicator} in ${b.region} is being loaded from its upstream source: call again with the same arguments in ${b.retry_after_seconds} s`;

/** The line an error answer is told in (with its details: a rate limit's retry_after_seconds, the parameter at fault). */
function failure(body: Record<string, any> | undefined): string | undefined {
  if (body?.error?.code) return `${body.error.code}: ${body.error.message}${body.error.details ? ` (details: ${JSON.stringify(body.error.details)})` : ""}`;
  if (body?.x402Version) {
    return `Payment required (${body.resource?.description ?? "this call"}${body.error ? `; refused: ${body.error}` : ""}): send an API key with the MCP connection, or pay with x402`;
  }
  return undefined;
}
