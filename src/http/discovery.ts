import { declareDiscoveryExtension } from "@x402/extensions/bazaar";

/*
 * x402 discovery (the bazaar extension of @x402/extensions) for every paid route, taken from its OpenAPI
 * declaration: the method, the query (or JSON body) parameters with their schemas and examples, and the
 * 200 answer's schema and example. Facilitators that catalog paid endpoints read it from the 402 challenge.
 */

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Json;
  example?: unknown;
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Json; example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: Json; example?: unknown; examples?: Record<string, { value?: unknown }> }> }>;
}
export interface OpenApiDocumentLike {
  paths?: object;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * A schema with its `#/components/schemas/…` references written out (one met again inside itself becomes a
 * bare object) and without its descriptions and examples: the challenge travels in a header, which clients
 * cap at 16 KB, so it carries the shape; the words are in the OpenAPI document.
 */
function inline(schema: unknown, components: Record<string, unknown>, seen: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inline(s, components, seen));
  if (!schema || typeof schema !== "object") return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === "string" && ref.startsWith("#/components/schemas/")) {
    const name = ref.slice("#/components/schemas/".length);
    if (seen.includes(name) || !(name in components)) return { type: "object" };
    return inline(components[name], components, [...seen, name]);
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === "description" || k === "example" || k === "examples") continue;
    // `properties` maps names (which may be "description") to schemas
    out[k] = k === "properties" && v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([name, s]) => [name, inline(s, components, seen)])) : inline(v, components, seen);
  }
  return out;
}

/**
 * A parameter's description up to the end of its first sentence or clause, never inside parentheses ("(default: …)");
 * a clause cut at its semicolon ends with a full stop.
 */
function firstSentence(text: string): string {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && (ch === "." || ch === ";") && (i + 1 === text.length || /\s/.test(text[i + 1]!))) return `${text.slice(0, i)}.`;
  }
  return text;
}

/**
 * A query the route answers, for the discovery example: the examples of its required parameters, or with none
 * required, of its first parameter that has one. Every parameter's example at once is no request the route takes
 * (latest's `indicator` and `indicators` together are refused, `format=csv` answers no JSON).
 */
function exampleQuery(params: Parameter[]): Json {
  const withExample = params.filter((p) => p.example !== undefined);
  const required = withExample.filter((p) => p.required);
  return Object.fromEntries((required.length ? required : withExample.slice(0, 1)).map((p) => [p.name, p.example]));
}

function declare(method: string, operation: Operation, components: Record<string, unknown>): Json {
  const ok = operation.responses?.["200"]?.content?.["application/json"];
  // the route's example answer (its first, when it declares several)
  const example = ok?.example ?? Object.values(ok?.examples ?? {})[0]?.value;
  const output = { ...(example !== undefined ? { example } : {}), ...(ok?.schema ? { schema: inline(ok.schema, components) as Json } : {}) };
  const params = (operation.parameters ?? []).filter((p) => p.in === "query");
  const body = operation.requestBody?.content?.["application/json"];
  const extensions = body
    ? declareDiscoveryExtension({
        bodyType: "json",
        ...(body.example !== undefined ? { input: body.example as Json } : {}),
        inputSchema: inline(body.schema ?? { type: "object" }, components) as Json,
        output,
      })
    : declareDiscoveryExtension({
        input: exampleQuery(params),
        inputSchema: {
          properties: Object.fromEntries(
            params.map((p) => [p.name, { ...(inline(p.schema ?? {}, components) as Json), ...(p.description ? { description: firstSentence(p.description) } : {}) }]),
          ),
          ...(params.some((p) => p.required) ? { required: params.filter((p) => p.required).map((p) => p.name) } : {}),
        },
        output,
      });
  // the method is filled in by @x402's own server middleware, which this service does not use
  for (const extension of Object.values(extensions) as { info: { input: Json } }[]) extension.info.input.method = method;
  return extensions;
}

const memo = new WeakMap<object, Map<string, Json | null>>();

/**
 * The `extensions` of a 402 for the operation a route answers (`routePath` in Hono's form, `/v1/x/:code`),
 * or null when the document does not declare it. Computed once per document and operation.
 */
export function discoveryExtensions(doc: OpenApiDocumentLike, method: string, routePath: string): Json | null {
  let byOperation = memo.get(doc);
  if (!byOperation) memo.set(doc, (byOperation = new Map()));
  const key = `${method} ${routePath}`;
  let found = byOperation.get(key);
  if (found === undefined) {
    const path = routePath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}");
    const operation = (doc.paths as Record<string, Record<string, Operation>> | undefined)?.[path]?.[method.toLowerCase()];
    found = operation ? declare(method.toUpperCase(), operation, doc.components?.schemas ?? {}) : null;
    byOperation.set(key, found);
  }
  return found;
}
