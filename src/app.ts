import type { Context, Next } from "hono";
import { Scalar } from "@scalar/hono-api-reference";
import { z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { every } from "hono/combine";
import { HTTPException } from "hono/http-exception";
import type { AppDeps } from "./deps.js";
import { ApiError, bodyBrokeOff, errorResponse, MAX_BODY_BYTES, MAX_URL_CHARS, refuseBody, refuseUndecodableBody, toApiError } from "./http/errors.js";
import { catalogCache } from "./http/cache.js";
import { createReadCaches, type AnswerStore } from "./http/caches.js";
import { KeyCache } from "./http/key-cache.js";
import { ProvisioningPending } from "./http/provisioning.js";
import { answerHeaders, json, setHeader, withHeaders } from "./http/answer.js";
import { apiHeaders, briefingPageHeaders, corsPreflight, docsPageHeaders } from "./http/security-headers.js";
import { ERROR_EXAMPLES } from "./http/examples.js";
import { baseUrlFor } from "./http/links.js";
import { PRICES_USD } from "./http/prices.js";
import { NO_SECURITY, routePrices } from "./http/auth.js";
import { holdsApiKey } from "./domain/api-keys.js";
import { createRouter } from "./http/router.js";
import { throttledWarning } from "./log.js";
import { indicatorsRouter } from "./routes/indicators/index.js";
import { askRouter } from "./routes/ask/index.js";
import { briefingPagesRouter, briefingsRouter } from "./routes/briefings/index.js";
import { PAGE_STYLE_SOURCE } from "./routes/briefings/page.js";
import { flowsRouter } from "./routes/flows/index.js";
import { insightsRouter } from "./routes/insights/index.js";
import { signalsRouter } from "./routes/signals/index.js";
import { keysRouter } from "./routes/keys/index.js";
import { observationsRouter } from "./routes/observations/index.js";
import { panelRouter } from "./routes/panel/index.js";
import { regionsRouter } from "./routes/regions/index.js";
import { signupRouter } from "./routes/signup/index.js";
import { sourcesRouter } from "./routes/sources/index.js";
import { mcpRouter } from "./mcp/index.js";
import { toolsWithRoutes } from "./mcp/tools.js";
import { llmsText } from "./http/llms-txt.js";

/**
 * Where the docs page loads Scalar's browser bundle (the @scalar/api-reference version pinned in package.json):
 * from this server, in both runtimes, so /docs works offline and its CSP names no third party.
 */
export const DOCS_SCRIPT_PATH = "/docs/assets/scalar-api-reference.js";

export const API_TITLE = "Time-Series Data Service";
export const API_VERSION = "1.0.0";

export interface AppOptions {
  /**
   * The bytes of Scalar's browser bundle, served at DOCS_SCRIPT_PATH: each runtime has its own copy (Node reads
   * it from the npm package, the Worker carries it as a module). Without it /docs renders no reference.
   */
  docsScript?: () => Promise<ArrayBuffer | Uint8Array<ArrayBuffer>>;
  /** The key cache, when something outside the app must drop entries too (Node's operator socket). */
  keyCache?: KeyCache;
  /** Where whole catalog answers and public pages are kept by data version (default: in-process). */
  answers?: AnswerStore;
  /**
   * false: observation reads are never cached in-process. For a runtime whose version is learned only from
   * the statements it sends (the edge): a cached read sends none, so a busy isolate would never learn of a write.
   */
  cacheObservationReads?: boolean;
}

const OPENAPI_CONFIG = {
  openapi: "3.1.0",
  info: {
    title: API_TITLE,
    version: API_VERSION,
    description:
      "Economic, demographic, financial and original time-series over HTTP/JSON. Catalog routes are free and anonymous. Data routes take an API key (`Authorization: Bearer <key>` or `X-API-Key`; a free key from POST /v1/signup) or, without a key, a payment per request: they answer `402 Payment Required` with an x402 v2 offer (and an L402 Lightning invoice when enabled); see the security schemes. Errors use one envelope: `{error: {code, message, details?}}`.",
  },
  tags: [
    { name: "Catalog", description: "Sources, regions and indicators (anonymous, cached)" },
    { name: "Keys", description: "Free signup, key checks, rotation, revocation and recovery" },
    { name: "Data", description: "Observations, latest values, panels and flows (API key or payment)" },
    { name: "Insights", description: "Computed facts and detected signals (signals need premium access or payment)" },
    { name: "Briefings", description: "Saved questions answered on a schedule; public briefings on a page" },
    { name: "Ask", description: "Questions in plain language, answered from the data with a citation for every number" },
    { name: "Agents and documentation", description: "This document, the reference page, llms.txt and the MCP endpoint" },
  ],
};

/** A Host header as RFC 9110 takes it, narrowed to what DNS and IP addresses use: a name or an IP literal, and a port. */
const HOST_NAME = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = createRouter();

  const keyCache = options.keyCache ?? new KeyCache(deps.config.authCacheTtlMs);
  const caches = {
    ...createReadCaches(deps.config.readCacheBytes, { observationReads: options.cacheObservationReads ?? true }),
    ...(options.answers ? { answers: options.answers } : {}),
  };
  app.use("*", answerHeaders);
  // every answer but a page's (the docs, public briefings: they set their own) carries the API's security and
  // CORS headers: the routes under /v1, /mcp, the OpenAPI document, llms.txt, and any unknown path's 404
  const apiAnswers = every(withHeaders(apiHeaders), corsPreflight);
  const isPage = (path: string) => path === "/docs" || path.startsWith("/briefings/");
  app.use("*", (c, next) => (isPage(c.req.path) ? next() : apiAnswers(c, next)));
  app.use("/docs", docsPageHeaders);
  app.use("/briefings/*", briefingPageHeaders([PAGE_STYLE_SOURCE]));
  // (after the headers above, so its refusals carry them: a browser reads a 414 as any other error)
  app.use("*", (c, next) => {
    if (c.req.url.length > MAX_URL_CHARS) throw new HTTPException(414);
    // links, the payment challenge (its realm a quoted string) and the OpenAPI document's server name the
    // request's own host when PUBLIC_BASE_URL is not set: a Host that is no host name is refused, not repeated
    const host = c.req.header("host");
    if (host !== undefined && !HOST_NAME.test(host)) throw new ApiError(400, "INVALID_REQUEST", "The Host header is not a host name (with an optional port)");
    // a key in the URL is refused, never used: URLs are logged by proxies and repeated back (the payment
    // challenge names its resource by URL); the answer does not repeat it
    for (const [parameter, value] of c.req.url.includes("svc") ? new URL(c.req.url).searchParams : []) {
      const inName = holdsApiKey(parameter);
      if (inName || holdsApiKey(value)) {
        throw new ApiError(400, "INVALID_REQUEST", "An API key goes in the Authorization header (Bearer) or in X-API-Key, never in the URL; this key has been seen in a URL, so rotate it (POST /v1/keys/rotate)", {
          parameter: inName ? "(a parameter name)" : parameter,
          reason: "api key in the URL",
        });
      }
    }
    return next();
  });
  // refused before it is read: the error is thrown to onError, which answers 413 with the envelope. A GET,
  // HEAD or DELETE takes no body (400 when it brings one); one that announces none skips both checks: asking
  // for the body makes the Node adapter build a full Request.
  const bodyLimited = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw new HTTPException(413); } });
  // a body sent in chunks is read whole here: one that breaks off before its end is the request's fault (400)
  const limitBody = async (c: Context, next: Next) => {
    let read = false;
    try {
      return await bodyLimited(c, async () => {
        read = true;
        await next();
      });
    } catch (err) {
      if (read || err instanceof HTTPException) throw err;
      throw bodyBrokeOff();
    }
  };
  const announcesBody = (c: Context) => c.req.header("content-length") !== undefined || c.req.header("transfer-encoding") !== undefined;
  const TAKES_NO_BODY = new Set(["GET", "HEAD", "DELETE"]);
  app.use("*", (c, next) => {
    if (!TAKES_NO_BODY.has(c.req.method)) {
      if (!announcesBody(c)) return limitBody(c, next);
      return limitBody(c, async () => {
        await refuseUndecodableBody(c);
        await next();
      });
    }
    if (!announcesBody(c)) return next();
    return limitBody(c, async () => {
      await refuseBody(c);
      await next();
    });
  });
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("keyCache", keyCache);
    c.set("caches", caches);
    c.set("openApi", documentOf);
    await next();
  });
  // built from the routes once they are all mounted (below), on the first request
  let index: ReturnType<typeof allowedMethodsIndex> | undefined;
  const methodsIndex = () => (index ??= allowedMethodsIndex(app.routes));
  app.use("*", (c, next) => {
    if (methodsIndex().shadowed(c.req.path, c.req.method)) throw methodNotAllowed(c, methodsIndex().allowed(c.req.path));
    return next();
  });
  app.use("/v1/sources", catalogCache);
  app.use("/v1/regions", catalogCache);
  app.use("/v1/indicators", catalogCache);
  app.use("/v1/indicators/*", catalogCache);
  app.use("/briefings/*", catalogCache);

  app.route("/", sourcesRouter);
  app.route("/", regionsRouter);
  app.route("/", indicatorsRouter);
  app.route("/", signupRouter);
  app.route("/", keysRouter);
  app.route("/", observationsRouter);
  app.route("/", flowsRouter);
  app.route("/", panelRouter);
  app.route("/", insightsRouter);
  app.route("/", signalsRouter);
  app.route("/", askRouter);
  app.route("/", briefingsRouter);
  app.route("/", briefingPagesRouter);
  app.route("/", mcpRouter(app, { name: "timeseries-service", title: API_TITLE, version: API_VERSION }));

  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "An API key (`svc_live_…`) as `Authorization: Bearer <key>`",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "apiKeyHeader", {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
    description: "The same API key in the `X-API-Key` header",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "x402Payment", {
    type: "apiKey",
    in: "header",
    name: "PAYMENT-SIGNATURE",
    description: X402_DESCRIPTION,
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "l402", {
    type: "http",
    scheme: "L402",
    description: L402_DESCRIPTION,
  });

  let document: ReturnType<typeof openApiDocument> | undefined;
  const documentOf = () => (document ??= openApiDocument(app));
  // the committed document names a relative server; served, it names this server's address
  app.get("/openapi.json", (c) => json(c, { ...documentOf(), servers: [{ url: baseUrlFor(c), description: "This server" }] }));
  app.get("/llms.txt", (c) => c.text(llmsText(documentOf(), baseUrlFor(c), toolsWithRoutes())));
  app.get(
    "/docs",
    // system fonts: the page fetches nothing from third parties (and its CSP allows none)
    Scalar({ url: "/openapi.json", pageTitle: `${API_TITLE} — API reference`, withDefaultFonts: false, cdn: DOCS_SCRIPT_PATH }),
  );
  const documented = (path: string, operationId: string, summary: string, description: string, content: Record<string, { schema: z.ZodType; example?: unknown }>) =>
    app.openAPIRegistry.registerPath({ method: "get", path, operationId, tags: ["Agents and documentation"], summary, description, security: NO_SECURITY, responses: { 200: { description: summary, content } } });
  documented("/openapi.json", "getOpenApiDocument", "This OpenAPI document", "The OpenAPI 3.1 document of every route, its servers naming this server's address.", { "application/json": { schema: z.object({}).passthrough(), example: { openapi: "3.1.0", info: { title: API_TITLE, version: API_VERSION }, paths: {} } } });
  documented("/llms.txt", "getLlmsText", "The API for language models", "Every route with its parameters and prices, and the MCP tools, as plain text for a language model (llmstxt.org).", { "text/plain": { schema: z.string() } });
  documented("/docs", "getReferencePage", "The API reference page", "This document rendered for people (Scalar).", { "text/html": { schema: z.string() } });
  if (options.docsScript) {
    const load = options.docsScript;
    app.get(DOCS_SCRIPT_PATH, async () =>
      new Response(await load(), {
        headers: {
          "Content-Type": "application/javascript; charset=utf-8",
          "Cache-Control": "public, max-age=86400",
          "X-Content-Type-Options": "nosniff",
        },
      }),
    );
  }

  const warnUnavailable = throttledWarning((m, f) => deps.log.warn(m, f), "answering 503: a dependency is unavailable", 10_000);
  app.notFound((c) => {
    const methods = methodsIndex().allowed(c.req.path);
    if (methods.length) return errorResponse(c, methodNotAllowed(c, methods));
    // routes are strict: `/v1/indicators/` is not `/v1/indicators`, but the answer names the one that is
    const trimmed = c.req.path.replace(/\/+$/, "");
    const hint = trimmed && trimmed !== c.req.path && methodsIndex().allowed(trimmed).includes(c.req.method) ? ` (did you mean ${trimmed}?)` : "";
    return errorResponse(c, new ApiError(404, "RESOURCE_NOT_FOUND", `No route for ${c.req.method} ${c.req.path}${hint}`));
  });

  app.onError((err, c) => {
    if (err instanceof ProvisioningPending) {
      setHeader(c, "Retry-After", String(err.body.retry_after_seconds));
      setHeader(c, "Cache-Control", "no-store");
      return json(c, err.body, 202);
    }
    const known = toApiError(err);
    if (known) {
      if (known.status === 503) warnUnavailable({ reason: known.details?.reason, error: err instanceof Error ? err.message : String(err) });
      return errorResponse(c, known);
    }
    deps.log.error("unhandled error", {
      request_id: c.get("requestId"),
      path: c.req.path,
      error: err instanceof Error ? err.message : String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
    return errorResponse(c, new ApiError(500, "INTERNAL_ERROR", "An unexpected error occurred"));
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

const methodNotAllowed = (c: Context, methods: string[]) =>
  new ApiError(405, "INVALID_REQUEST", `Method ${c.req.method} is not allowed on ${c.req.path}`, { allow: methods }, { Allow: methods.join(", ") });

const PRICE_LIST = Object.entries(PRICES_USD)
  .map(([route, usd]) => `${route} ${usd}`)
  .join(", ");

const X402_DESCRIPTION =
  "x402 v2 (USDC), pay per request without an account. A data request without a key is answered `402 Payment Required`: the body is the x402 `PaymentRequired` object (`x402Version: 2`, `resource`, `accepts: [{scheme: \"exact\", network, amount (atomic units), asset, payTo, maxTimeoutSeconds, extra: {name, version}}]`), the same object base64 in the `PAYMENT-REQUIRED` header, and `WWW-Authenticate: Payment …`. " +
  "Sign an EIP-3009 authorization for `amount` and repeat the identical request with the base64 x402 `PaymentPayload` in `PAYMENT-SIGNATURE` (`@x402/fetch` does both steps), or send it as `Authorization: Payment <base64url of {challenge, payload}>`, answering the Payment challenge; the answer carries the settlement in `PAYMENT-RESPONSE`. " +
  `A refused payment is 402 again with \`error\` set (x402 reason codes, e.g. \`invalid_payload\`, \`insufficient_funds\`; \`verification_unavailable\` with Retry-After). Prices per request in USD: ${PRICE_LIST}. A request with a key never pays.`;

const L402_DESCRIPTION =
  "Lightning (L402), when the server runs with an LND node: the same 402 answer also carries `WWW-Authenticate: L402 macaroon=\"…\", invoice=\"…\"` (a BOLT11 invoice for the route's price). Pay the invoice, then repeat the request with `Authorization: L402 <macaroon>:<preimage>` (the preimage as 64 hex characters). A credential pays for one request of that route before its expiry; a reused or wrong one is 401 INVALID_API_KEY.";

/** The server named by schema/openapi.json: relative, so the committed file does not depend on where it was generated. */
const RELATIVE_SERVER = {
  url: "/",
  description: "The origin this document is served from (GET /openapi.json names the absolute address: PUBLIC_BASE_URL, else the request's origin)",
};

/** The OpenAPI 3.1 document, generated from the route declarations (served at /openapi.json, kept in schema/). */
export function openApiDocument(app: App) {
  return withPrices(app, withExamples(withCommonResponses(app.getOpenAPI31Document({ ...OPENAPI_CONFIG, servers: [RELATIVE_SERVER] }))));
}

/** Each paid operation lists what it costs (`x-prices-usd`), read from its own access middleware. */
function withPrices<D extends { paths?: object }>(app: App, doc: D): D {
  const paths = doc.paths as Record<string, Record<string, Record<string, unknown>>> | undefined;
  for (const { method, path, handler } of app.routes) {
    const prices = routePrices(handler);
    const operation = paths?.[path.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()];
    if (prices.length && operation) operation["x-prices-usd"] = Object.fromEntries(prices.map((p) => [p, PRICES_USD[p]]));
  }
  return doc;
}

const errorContent = () => ({ "application/json": { schema: { $ref: "#/components/schemas/Error" } } });

/**
 * The answers every operation can give whatever its route declares, because they are decided before or
 * around the route (body limit, content type, the error mapper): written into each operation here, once.
 */
function withCommonResponses<D extends { paths?: object }>(doc: D): D {
  for (const operations of Object.values(doc.paths ?? {}) as object[]) {
    for (const operation of Object.values(operations) as object[]) {
      const op = operation as { responses?: Record<string, unknown>; requestBody?: unknown };
      const responses = (op.responses ??= {});
      if (op.requestBody) {
        responses["413"] ??= { description: `The body is larger than ${MAX_BODY_BYTES} bytes (INVALID_REQUEST)`, content: errorContent() };
        responses["415"] ??= { description: "The body is not sent as application/json (INVALID_REQUEST)", content: errorContent() };
      }
      responses["414"] ??= { description: `The URL is longer than ${MAX_URL_CHARS} characters (INVALID_REQUEST)`, content: errorContent() };
      responses["503"] ??= {
        description:
          "The database or an upstream source is unreachable right now (INTERNAL_ERROR, details.reason `database_unavailable` or `upstream_unavailable`); repeat the request after Retry-After seconds",
        headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait" } },
        content: errorContent(),
      };
    }
  }
  return doc;
}

type ParameterObject = { example?: unknown; examples?: unknown; schema?: { example?: unknown; default?: unknown; enum?: unknown[] } };
type MediaTypeObject = { schema?: { $ref?: string }; example?: unknown; examples?: unknown };

/**
 * Examples where a route declares none in the place clients read them: a parameter's example is its schema's
 * (`.openapi({ example })`), else its default, else its first allowed value; an error envelope gets the
 * example of its status (src/http/examples.ts). Objects are replaced, never changed: the generator shares some.
 */
function withExamples<D extends { paths?: object }>(doc: D): D {
  for (const operations of Object.values(doc.paths ?? {}) as object[]) {
    for (const operation of Object.values(operations) as object[]) {
      const op = operation as { parameters?: ParameterObject[]; responses?: Record<string, { content?: Record<string, MediaTypeObject> }> };
      if (op.parameters) {
        op.parameters = op.parameters.map((p) => {
          if (p.example !== undefined || p.examples !== undefined) return p;
          const example = p.schema?.example ?? p.schema?.default ?? p.schema?.enum?.[0];
          return example === undefined ? p : { ...p, example };
        });
      }
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const media = response.content?.["application/json"];
        const example = ERROR_EXAMPLES[status];
        if (!media || media.example !== undefined || media.examples !== undefined || !example) continue;
        if (media.schema?.$ref !== "#/components/schemas/Error") continue;
        op.responses![status] = { ...response, content: { ...response.content, "application/json": { ...media, example } } };
      }
    }
  }
  return doc;
}

/**
 * For a path that exists under other methods, the methods it does answer (drives 405 + Allow); matched as
 * strictly as the router matches. A path a route names without parameters (`/v1/briefings/public`) is that
 * route's alone: its methods are the only ones allowed there, and `shadowed` says when another method would
 * otherwise reach a parameter's route (`DELETE /v1/briefings/{id}` with "public" for the id).
 */
function allowedMethodsIndex(routes: { method: string; path: string }[]) {
  const usable = routes.filter((r) => r.method !== "ALL" && !r.path.includes("*"));
  const fixed = new Map<string, Set<string>>();
  for (const r of usable.filter((r) => !r.path.includes(":"))) fixed.set(r.path, (fixed.get(r.path) ?? new Set()).add(r.method));
  const patterns = usable
    .filter((r) => r.path.includes(":"))
    .map((r) => ({
      method: r.method,
      re: new RegExp(`^${r.path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z_][A-Za-z0-9_]*/g, "[^/]+")}$`),
    }));
  const listed = (methods: Set<string>) => [...(methods.has("GET") ? methods.add("HEAD") : methods)].sort();
  // a fixed path's methods are known up front: the check on every request is one lookup
  const fixedAllowed = new Map([...fixed].map(([path, methods]) => [path, listed(methods)]));
  const allowed = (path: string) => fixedAllowed.get(path) ?? listed(new Set(patterns.filter((p) => p.re.test(path)).map((p) => p.method)));
  const shadowed = (path: string, method: string) => {
    const own = fixedAllowed.get(path);
    return own !== undefined && !own.includes(method) && patterns.some((p) => p.method === method && p.re.test(path));
  };
  return { allowed, shadowed };
}
