import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { routePrices } from "../http/auth.js";
import { MAX_URL_CHARS } from "../http/errors.js";
import { PRICES_USD } from "../http/prices.js";
import { isWellFormedText, NOT_UNICODE } from "../http/schemas.js";
import { askRoute } from "../routes/ask/ask.routes.js";
import { flowsRoute } from "../routes/flows/flows.routes.js";
import { getIndicatorRoute, listIndicatorsRoute } from "../routes/indicators/indicators.routes.js";
import { insightsRoute } from "../routes/insights/insights.routes.js";
import { latestRoute, observationsRoute } from "../routes/observations/observations.routes.js";
import { panelRoute } from "../routes/panel/panel.routes.js";
import { listRegionsRoute } from "../routes/regions/regions.routes.js";
import { activeSignalsRoute, signalsRoute } from "../routes/signals/signals.routes.js";
import { listSourcesRoute } from "../routes/sources/sources.routes.js";
import { render, type Renderer } from "./render.js";

/**
 * One MCP tool = one GET route of the app. The tool has no logic of its own: its input schema is the route's
 * parameters, its description the route's, and a call is a request to the route (src/mcp/index.ts).
 */
export interface McpTool {
  name: string;
  route: RouteConfig;
  /** The few lines of the text rendering of a 2xx body. */
  render: Renderer;
}

export const TOOLS: McpTool[] = [
  { name: "search_indicators", route: listIndicatorsRoute, render: render.indicators },
  { name: "get_indicator", route: getIndicatorRoute, render: render.indicator },
  { name: "list_sources", route: listSourcesRoute, render: render.sources },
  { name: "list_regions", route: listRegionsRoute, render: render.regions },
  { name: "get_observations", route: observationsRoute, render: render.observations },
  { name: "get_latest", route: latestRoute, render: render.latest },
  { name: "get_panel", route: panelRoute, render: render.panel },
  { name: "get_flows", route: flowsRoute, render: render.flows },
  { name: "get_insights", route: insightsRoute, render: render.insights },
  { name: "list_signals", route: signalsRoute, render: render.signals },
  { name: "list_active_signals", route: activeSignalsRoute, render: render.signals },
  { name: "ask", route: askRoute, render: render.ask },
];

export const TOOLS_BY_NAME = new Map(TOOLS.map((t) => [t.name, t]));

/** Route parameters a tool leaves out: its result is always JSON (structuredContent); CSV is for HTTP clients. */
const OMITTED_PARAMETERS = new Set(["format"]);

type JsonSchema = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema };

let definitions: { tools: Tool[]; parameters: Map<string, Parameter[]> } | undefined;

/**
 * The tools as tools/list gives them, built once. Each input schema is the route's own parameters as the
 * OpenAPI generator writes them from the route's zod schemas (what /openapi.json publishes): typed as an agent
 * sends them (`limit` an integer, `include_inactive` a boolean), with descriptions, defaults and examples.
 */
function toolDefinitions() {
  if (definitions) return definitions;
  const generator = new OpenAPIHono();
  for (const tool of TOOLS) generator.openAPIRegistry.registerPath(tool.route);
  const document = generator.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "MCP tools", version: "1" } });
  const parameters = new Map<string, Parameter[]>();
  const tools = TOOLS.map((tool): Tool => {
    const operation = (document.paths?.[tool.route.path] as Record<string, { parameters?: Parameter[] }> | undefined)?.[tool.route.method];
    if (!operation || tool.route.method !== "get") throw new Error(`the MCP tool ${tool.name} needs a GET route, not ${tool.route.method} ${tool.route.path}`);
    const params = (operation.parameters ?? []).filter((p) => !OMITTED_PARAMETERS.has(p.name));
    parameters.set(tool.name, params);
    return {
      name: tool.name,
      title: tool.route.summary,
      description: describe(tool),
      inputSchema: {
        type: "object",
        properties: Object.fromEntries(params.map((p) => [p.name, propertySchema(p)])),
        ...(params.some((p) => p.required) ? { required: params.filter((p) => p.required).map((p) => p.name) } : {}),
        additionalProperties: false,
      },
      annotations: { title: tool.route.summary, readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    };
  });
  return (definitions = { tools, parameters });
}

export const listTools = () => toolDefinitions().tools;

/** The tools with the route each one calls (/llms.txt links a tool to its route's declaration). */
export const toolsWithRoutes = () =>
  listTools().map(({ name, description }) => {
    const { method, path } = TOOLS_BY_NAME.get(name)!.route;
    return { name, description, method, path };
  });

/** An OpenAPI parameter as a JSON Schema property (`example` is OpenAPI's word; JSON Schema says `examples`). */
function propertySchema(p: Parameter): JsonSchema {
  const { example, ...schema } = p.schema ?? {};
  return { ...schema, ...(p.description ? { description: p.description } : {}), ...(example !== undefined ? { examples: [example] } : {}) };
}

/** What a call costs without a key, as the route's own access middleware charges it. */
function priceOf(tool: McpTool): string | null {
  const prices = routePrices(tool.route.middleware);
  if (prices.length === 0) return null;
  return prices.map((p, i) => (i === 0 ? `${PRICES_USD[p]} USD` : `${PRICES_USD[p]} USD (${p})`)).join(" or ");
}

function describe(tool: McpTool) {
  const { summary, description } = tool.route;
  const price = priceOf(tool);
  const cost = price
    ? `Needs the API key this MCP connection sends (Authorization: Bearer <key> or X-API-Key), or, without a key, costs ${price} per call paid with x402: the tools/call POST is answered 402 with the route's challenge, and repeated with PAYMENT-SIGNATURE.`
    : "Free, no key needed.";
  return `${summary}. ${description ?? ""} ${cost} The result's structuredContent is the JSON answer of GET ${tool.route.path}.`.replace(/\s+/g, " ").trim();
}

/** An argument a call cannot be sent with: answered as a tool error, as the route answers a bad parameter. */
export class ArgumentError extends Error {
  constructor(
    readonly parameter: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const isScalar = (v: unknown) => typeof v === "string" || typeof v === "number" || typeof v === "boolean";
const takesList = (p: Parameter) => JSON.stringify(p.schema ?? {}).includes('"type":"array"');

/** Whether a value has the type a parameter's schema declares (a schema that declares none takes any scalar). */
function ofType(schema: JsonSchema, value: unknown): boolean {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).some((s) => ofType(s, value));
  switch (schema.type) {
    case "string":
      return typeof value === "string";
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "boolean":
      return typeof value === "boolean";
    case "array":
      return Array.isArray(value) && value.every((item) => ofType((schema.items as JsonSchema | undefined) ?? {}, item));
    default:
      return isScalar(value);
  }
}

/** That type in words: "a string", "an integer", "a string or a list of strings". */
function typeInWords(schema: JsonSchema): string {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeInWords).join(" or ");
  switch (schema.type) {
    case "string":
      return "a string";
    case "integer":
      return "an integer";
    case "number":
      return "a number";
    case "boolean":
      return "a boolean";
    case "array":
      return `a list of ${typeInWords((schema.items as JsonSchema | undefined) ?? {}).replace(/^an? /, "")}s`;
    default:
      return "a string, a number or a boolean";
  }
}

/**
 * The route request a call makes: path parameters in the path, the others in the query string (a list as the
 * parameter repeated). What cannot be written into that request is refused here (ArgumentError): an argument the
 * tool does not have (a misspelt `start_date` was dropped, and the answer read as if it had been honoured), one
 * not of the type the tool's input schema declares (`"5"` for an integer, `1` for a code or a boolean: written
 * as text they were taken), a list where one value goes, a missing path argument, or arguments too long for a
 * URL. `null` is an argument left out. The route validates the values themselves.
 */
export function routeUrl(tool: McpTool, args: Record<string, unknown>, base: string): URL {
  const params = toolDefinitions().parameters.get(tool.name) ?? [];
  const unknown = Object.keys(args).filter((name) => !params.some((p) => p.name === name));
  if (unknown.length) {
    throw new ArgumentError(unknown[0]!, `is no argument of ${tool.name}; its arguments are ${params.map((p) => p.name).join(", ")}`);
  }
  let path = tool.route.path;
  const query = new URLSearchParams();
  for (const p of params) {
    const value = args[p.name];
    const absent = value === undefined || value === null;
    if (!absent && !ofType(p.schema ?? {}, value)) {
      throw new ArgumentError(p.name, Array.isArray(value) && !takesList(p) ? "takes one value, not a list" : `must be ${typeInWords(p.schema ?? {})}`);
    }
    // JSON may carry one ("\udc00"); encoded it would throw, or be replaced by U+FFFD without a word
    if (!absent && [value].flat().some((item) => !isWellFormedText(String(item)))) {
      throw new ArgumentError(p.name, NOT_UNICODE);
    }
    if (p.in === "path") {
      if (absent || value === "") throw new ArgumentError(p.name, "is required");
      // "." and ".." are steps of a URL's path, not a segment: the call would reach another route
      if (/^\.{1,2}$/.test(String(value))) throw new ArgumentError(p.name, `names no ${p.name}`);
      path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    } else if (!absent) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(p.name, String(item));
    }
  }
  const url = new URL(path, base);
  url.search = query.toString();
  if (url.href.length > MAX_URL_CHARS) {
    const longest = [...query.keys()].sort((a, b) => query.getAll(b).join().length - query.getAll(a).join().length)[0] ?? params[0]!.name;
    throw new ArgumentError(longest, `is too long: a call's arguments must fit in a URL of ${MAX_URL_CHARS} characters once encoded`);
  }
  return url;
}
