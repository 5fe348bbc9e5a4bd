import { PRICES_USD } from "./prices.js";

/*
 * /llms.txt (the llmstxt.org format): what this service has and how an agent uses and pays for it, written
 * from the same declarations as the OpenAPI document and the MCP tools, so it cannot drift from them.
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  security?: unknown[];
  "x-prices-usd"?: Record<string, string>;
}
export interface LlmsDocument {
  info?: { title?: string; description?: string };
  paths?: object;
}
export interface LlmsTool {
  name: string;
  description?: string;
  /** The route the tool calls. */
  method: string;
  path: string;
}

/**
 * Where the OpenAPI document declares something: its address with a JSON pointer (RFC 6901) as the fragment,
 * each token escaped (`~` → `~0`, `/` → `~1`) and then percent-encoded (`{code}`).
 */
const declaredAt = (baseUrl: string, ...tokens: string[]) =>
  `${baseUrl}/openapi.json#${tokens.map((t) => `/${encodeURIComponent(t.replace(/~/g, "~0").replace(/\//g, "~1"))}`).join("")}`;
const operationAt = (baseUrl: string, method: string, path: string) => declaredAt(baseUrl, "paths", path, method.toLowerCase());

/** Who may call an operation and what it costs: from its declared security and its prices. */
const access = (op: Operation) => {
  const prices = Object.entries(op["x-prices-usd"] ?? {});
  if (prices.length > 0) return `a key, or ${prices.map(([route, usd]) => (prices.length > 1 ? `${usd} USD (${route})` : `${usd} USD`)).join(" or ")} per request without one`;
  if (op.security && op.security.length === 0) return "free, no key";
  // an empty requirement beside the others: anonymous calls are taken too (MCP's free tools)
  return op.security?.some((requirement) => Object.keys(requirement as object).length === 0) ? "no key for what is free; a key, or a payment, for the rest" : "needs a key";
};

const firstLine = (text: string | undefined) => (text ?? "").split(/\n|(?<=\.)\s/)[0]!.trim();

export function llmsText(doc: LlmsDocument, baseUrl: string, tools: LlmsTool[]): string {
  const title = doc.info?.title ?? "API";
  const operations = Object.entries((doc.paths ?? {}) as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  const byTag = new Map<string, typeof operations>();
  for (const o of operations) {
    const tag = o.op.tags?.[0] ?? "Other";
    byTag.set(tag, [...(byTag.get(tag) ?? []), o]);
  }
  const lines = [
    `# ${title}`,
    "",
    `> ${firstLine(doc.info?.description)} Every answer cites its series; every error is one JSON envelope {error: {code, message, details?}}.`,
    "",
    "## Use it",
    "",
    `- [OpenAPI document](${baseUrl}/openapi.json): every route, parameter, example and answer; operationIds name the operations.`,
    `- [API reference](${baseUrl}/docs): the same document as a page, with runnable examples.`,
    `- [Free key](${operationAt(baseUrl, "post", "/v1/signup")}): POST ${baseUrl}/v1/signup with {"email": "..."}; send the key as Authorization: Bearer <key> or X-API-Key.`,
    `- [Paying without an account](${declaredAt(baseUrl, "components", "securitySchemes", "x402Payment")}): a data request without a key is answered 402 with an x402 v2 offer (USDC; PAYMENT-REQUIRED header, the route's discovery metadata in extensions.bazaar) and, when enabled, an L402 Lightning invoice. Pay it with an x402 client (e.g. @x402/fetch) and repeat the request with PAYMENT-SIGNATURE. Prices per request: ${Object.entries(PRICES_USD)
      .map(([route, usd]) => `${route} ${usd} USD`)
      .join(", ")}.`,
    "",
  ];
  if (tools.length > 0) {
    lines.push(
      "## MCP",
      "",
      `- [MCP endpoint](${operationAt(baseUrl, "post", "/mcp")}): ${baseUrl}/mcp (Streamable HTTP). Send the key as Authorization: Bearer <key>, or pay a data tool's call as its route is paid (the tools/call is answered 402 with the same x402 offer).`,
      // a tool takes its route's parameters: the link is to the route's declaration
      ...tools.map((t) => `- [${t.name}](${operationAt(baseUrl, t.method, t.path)}): ${firstLine(t.description)} Calls ${t.method.toUpperCase()} ${t.path}.`),
      "",
    );
  }
  for (const [tag, ops] of byTag) {
    lines.push(`## ${tag}`, "");
    for (const { method, path, op } of ops) {
      const required = (op.parameters ?? []).filter((p) => p.required && p.in === "query").map((p) => p.name);
      const needs = required.length ? `; requires ${required.join(", ")}` : "";
      lines.push(`- [${method} ${path}](${operationAt(baseUrl, method, path)}): ${firstLine(op.summary)}${op.operationId ? ` (${op.operationId})` : ""} — ${access(op)}${needs}`);
    }
    lines.push("");
  }
  return lines.join("\n");
}
