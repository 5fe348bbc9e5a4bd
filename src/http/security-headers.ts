import { Hono, type MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { secureHeaders } from "hono/secure-headers";

/**
 * CORS for the public API: any origin may call it. Keys travel in headers (`Authorization`, `X-API-Key`),
 * never in cookies, so a page on another origin can use a key only if it holds one: there is no ambient
 * credential for another site to ride on, and credentials mode stays off.
 */
const honoCors = cors({
  origin: "*",
  allowMethods: ["GET", "HEAD", "POST", "PATCH", "DELETE", "OPTIONS"],
  // Mcp-Protocol-Version: what MCP clients send on every request after initialize (POST /mcp)
  allowHeaders: ["Authorization", "X-API-Key", "Content-Type", "PAYMENT-SIGNATURE", "X-Request-Id", "Mcp-Protocol-Version"],
  exposeHeaders: [
    "X-Request-Id",
    "X-RateLimit-Limit",
    "X-RateLimit-Remaining",
    "X-RateLimit-Reset",
    "Retry-After",
    "PAYMENT-REQUIRED",
    "PAYMENT-RESPONSE",
    "WWW-Authenticate",
    "Location",
    "Link",
    "Content-Disposition",
  ],
  maxAge: 86_400,
});

/** CORS preflights (OPTIONS), answered by hono's CORS; every other answer's CORS headers come from `apiHeaders`. */
export const corsPreflight: MiddlewareHandler = (c, next) => (c.req.method === "OPTIONS" ? honoCors(c, next) : next());

/** JSON answers: no sniffing, no framing, no referrer; readable cross-origin (the data is meant to be used anywhere). */
const apiSecurityHeaders = secureHeaders({
  crossOriginResourcePolicy: "cross-origin",
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: "DENY",
});

let fixedApiHeaders: Promise<Record<string, string>> | undefined;

/**
 * The headers hono's secureHeaders and CORS, configured above, write on an API answer, read once by running them on
 * a probe request: every answer on the API's paths carries them, written with its other headers (src/http/answer.ts).
 */
export const apiHeaders = () =>
  (fixedApiHeaders ??= Promise.resolve(
    new Hono()
      .use(apiSecurityHeaders, honoCors)
      .get("/", (c) => c.body(null, 204))
      .request("/"),
  ).then((res) => Object.fromEntries(res.headers)));

const pageDefaults = { xFrameOptions: "DENY", crossOriginResourcePolicy: "same-origin" } as const;

/**
 * The public briefing page: no script at all; its one inline stylesheet is allowed by its hash (not a
 * per-request nonce), so the page is the same for every reader and can be kept by data version.
 */
export function briefingPageHeaders(styleSources: string[]) {
  return secureHeaders({
    ...pageDefaults,
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      styleSrc: styleSources,
      imgSrc: ["'self'", "data:"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  });
}

/**
 * The API reference page. Scalar renders an inline bootstrap script and inline styles, loads its bundle from
 * this server (DOCS_SCRIPT_PATH, in both runtimes) and fetches /openapi.json; nothing else is allowed.
 */
export const docsPageHeaders = secureHeaders({
  ...pageDefaults,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-inline'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
});
