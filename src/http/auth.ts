import type { Context, MiddlewareHandler } from "hono";
import { findKeyByHash, touchLastUsed, type ApiKeyRow } from "../db/queries/api-keys.js";
import { keyStanding, mayRead, PAYER, readerOfKey } from "../domain/access.js";
import { keyEnvironment, nextUtcMonth, sha256Hex, utcMonth } from "../domain/api-keys.js";
import { assertMayRead } from "./access.js";
import { setHeader } from "./answer.js";
import { ApiError, keyRefusalError } from "./errors.js";
import { paymentRequired, payWithL402, payWithX402 } from "./payment.js";
import type { PricedRoute } from "./prices.js";
import type { AppEnv } from "./router.js";
import { utcSeconds } from "../domain/time.js";

export { PREMIUM_GRANT } from "../domain/access.js";

/** OpenAPI security requirement shared by every route a key can open (either header works). */
export const KEY_SECURITY: Record<string, string[]>[] = [{ bearerAuth: [] }, { apiKeyHeader: [] }];

/** Anonymous routes (catalog, signup, recovery, public briefings): no credential, declared as such. */
export const NO_SECURITY: Record<string, string[]>[] = [];

/** Payable routes: a key, or an anonymous x402 or L402 payment. */
export const DATA_SECURITY: Record<string, string[]>[] = [...KEY_SECURITY, { x402Payment: [] }, { l402: [] }];

/** The key as the request's handlers see it. */
export type KeyContext = Pick<
  ApiKeyRow,
  "id" | "keyHash" | "name" | "keyHint" | "plan" | "grants" | "allowedRegions" | "rateLimitPerMinute" | "monthlyQuota" | "billingEmail" | "subscriptionStatus"
>;

/** The Authorization schemes of a Lightning payment (L402, and LSAT, its earlier name), not of a key. */
const LIGHTNING_SCHEME = /^(?:L402|LSAT)\s/i;
/** The scheme of the `WWW-Authenticate: Payment` challenge (draft-ryan-httpauth-payment), paid over x402. */
const PAYMENT_AUTH_SCHEME = /^Payment(?:\s|$)/i;
const isPaymentScheme = (authorization: string) => LIGHTNING_SCHEME.test(authorization) || PAYMENT_AUTH_SCHEME.test(authorization);

/**
 * A key from `Authorization: Bearer` or `X-API-Key`; null when the request carries neither. Two different
 * keys are refused (401): which one the request meant to spend cannot be told.
 */
export function readApiKey(c: Context): string | null {
  const authorization = (c.req.header("Authorization") ?? "").trim();
  // a credential in a scheme other than Bearer (or a Bearer with no token) is a key sent wrong, never "no key":
  // asked to pay instead, an x402 client that pays on its own would pay for a request its owner meant to send
  // with a key. L402 (and its old name LSAT) and Payment are payments, read by the payment rails.
  if (authorization && !isPaymentScheme(authorization) && !/^Bearer\s+\S/i.test(authorization)) {
    throw new ApiError(401, "INVALID_API_KEY", "The Authorization header must be 'Bearer <key>' (or send the key in X-API-Key)");
  }
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization)?.[1]!.trim() || null;
  const header = c.req.header("X-API-Key")?.trim() || null;
  if (bearer && header && bearer !== header) {
    throw new ApiError(401, "INVALID_API_KEY", "The request carries two different keys (Authorization: Bearer and X-API-Key); send one");
  }
  return bearer ?? header;
}

const invalidKey = () => keyRefusalError("inactive");

/** Resolves a presented key or throws 401 (INVALID_API_KEY, or EXPIRED_API_KEY for an expired one). */
export async function authenticate(c: Context<AppEnv>, presented: string): Promise<KeyContext> {
  const { db, config, clock, log } = c.get("deps");
  const environment = keyEnvironment(presented);
  if (!environment || (environment === "test" && !config.enableTestKeys)) throw invalidKey();
  const hash = await sha256Hex(presented);
  const now = clock.now();
  const cache = c.get("keyCache");
  const entry = cache.get(hash, now.getTime()) ?? cache.remember(hash, (await findKeyByHash(db, hash)) ?? null, now.getTime());
  const row = entry.row;
  const standing = row ? keyStanding(row, now) : "inactive";
  if (!row || standing === "inactive") throw invalidKey();
  if (standing === "expired") throw keyRefusalError("expired", row.expiresAt);
  if (now.getTime() - entry.touchedAt > 60_000) {
    entry.touchedAt = now.getTime();
    runAfterResponse(
      c,
      touchLastUsed(db, row.id, now).catch((err) => log.warn("could not record key use", { error: String(err) })),
    );
  }
  return row;
}

/** Keeps a background promise alive on Workers; in Node it simply runs. */
export function runAfterResponse(c: Context, promise: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(promise);
  } catch {
    // no execution context outside Workers
  }
}

/**
 * Counts the request against the key's per-minute window and its monthly quota. Resolves to the rate
 * headers for the response, or rejects with 429 (or 403 UPGRADE_REQUIRED) carrying them.
 */
async function countKeyRequest(c: Context<AppEnv>, key: KeyContext, againstQuota = true): Promise<Record<string, string>> {
  const { limiter, clock } = c.get("deps");
  const now = clock.now();
  // the window and the monthly quota in one call to the limiter's store
  const month = againstQuota && key.monthlyQuota !== null ? utcMonth(now) : null;
  const counted = await limiter.countRequest(`key:${key.id}`, key.rateLimitPerMinute, now, month);
  const headers = {
    "X-RateLimit-Limit": String(counted.limit),
    "X-RateLimit-Remaining": String(Math.max(0, counted.remaining)),
    "X-RateLimit-Reset": String(Math.ceil(counted.reset / 1000)),
  };
  if (!counted.success) {
    const retryAfter = Math.max(1, Math.ceil((counted.reset - now.getTime()) / 1000));
    throw new ApiError(
      429,
      "RATE_LIMIT_EXCEEDED",
      `Rate limit of ${counted.limit} requests per minute exceeded`,
      { limit: counted.limit, retry_after_seconds: retryAfter },
      { ...headers, "Retry-After": String(retryAfter) },
    );
  }
  if (month !== null && key.monthlyQuota !== null && (counted.monthly ?? 0) > key.monthlyQuota) {
    throw new ApiError(
      403,
      "UPGRADE_REQUIRED",
      `The monthly quota of ${key.monthlyQuota} requests is used up; it resets at the start of the next UTC month`,
      { quota: key.monthlyQuota, used: key.monthlyQuota, resets_at: utcSeconds(nextUtcMonth(now)) },
      headers,
    );
  }
  return headers;
}

const setHeaders = (c: Context, headers: Record<string, string>) => {
  for (const [name, value] of Object.entries(headers)) setHeader(c, name, value);
};

/**
 * An answer to a key or a payment is that reader's alone: no cache may keep it (shared caches keep answers to
 * requests sent with X-API-Key or PAYMENT-SIGNATURE, which RFC 9111 does not protect as it does Authorization).
 */
const notToBeStored = (c: Context) => setHeader(c, "Cache-Control", "no-store");

function keyRoute(againstQuota: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const presented = readApiKey(c);
    if (!presented) throw invalidKey();
    const key = await authenticate(c, presented);
    c.set("apiKey", key);
    c.set("reader", readerOfKey(key));
    notToBeStored(c);
    setHeaders(c, await countKeyRequest(c, key, againstQuota));
    await next();
  };
}

/** Key-only routes (ping, briefings): a valid key or 401. Rate limits and the monthly quota apply. */
export const requireKey = keyRoute(true);

/**
 * A key rotating or revoking itself: a valid key or 401, within its rate limit, but neither counted against its
 * monthly quota nor refused when that is used up (a leaked free key that burned its quota must still be revocable).
 */
export const requireKeyToManageIt = keyRoute(false);

/**
 * Access to a data route: a request with a key is authenticated, rate-limited and counted against its
 * quota (`premium` routes also need the grant); a bad key is 401, never a payment challenge. A request
 * without a key pays per request: an x402 `PAYMENT-SIGNATURE` (or the same payment as an `Authorization:
 * Payment` credential, answering the challenge of that name) or an `Authorization: L402` credential;
 * with neither it gets the 402 challenge (or 401 when this server takes no payments). Either way the
 * handler finds its reader (src/http/access.ts): the key, or the payer once the payment is verified.
 */
export function keyOrPayment(opts: {
  price: PricedRoute | ((c: Context<AppEnv>) => PricedRoute);
  /** The prices a `price` function may pick, for the OpenAPI document (x-prices-usd) and /llms.txt. */
  prices?: PricedRoute[];
  premium?: boolean;
}): PricedMiddleware {
  const prices = typeof opts.price === "string" ? [opts.price] : (opts.prices ?? []);
  return Object.assign(keyOrPaymentHandler(opts), { prices });
}

/** A data route's access middleware, carrying the prices it charges so the route's declaration can list them. */
export type PricedMiddleware = MiddlewareHandler<AppEnv> & { prices: PricedRoute[] };

/** What a route charges a request without a key, read from its access middleware (none: a free route). */
export function routePrices(middleware: unknown): PricedRoute[] {
  return [middleware ?? []].flat().flatMap((m) => (m as Partial<PricedMiddleware>).prices ?? []);
}

function keyOrPaymentHandler(opts: { price: PricedRoute | ((c: Context<AppEnv>) => PricedRoute); premium?: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // a key in X-API-Key beside a payment in Authorization is still a key: a request with a key never pays
    const presented = readApiKey(c);
    if (presented) {
      const key = await authenticate(c, presented);
      c.set("apiKey", key);
      c.set("reader", readerOfKey(key));
      notToBeStored(c);
      // A read: its rate-limit call (a round trip to Redis or Upstash) goes out together with the read
      // instead of before it, and its headers join the answer whenever it returns. A refused request's
      // answer is dropped for the 429; nothing it did is kept.
      const counted = countKeyRequest(c, key).then((headers) => setHeaders(c, headers));
      counted.catch(() => {});
      if (opts.premium && !mayRead(readerOfKey(key), { tier: "premium" })) {
        await counted;
        assertMayRead(c, { tier: "premium" });
      }
      await next();
      await counted;
      return;
    }
    const rails = c.get("deps").payments;
    if (!rails?.x402 && !rails?.l402) throw invalidKey();
    const route = typeof opts.price === "function" ? opts.price(c) : opts.price;
    const paid = () => {
      c.set("reader", PAYER);
      notToBeStored(c);
      return next();
    };
    // present but empty still counts as a (malformed) payment, answered as such
    const authorization = c.req.header("Authorization") ?? "";
    if (rails.x402 && (c.req.header("PAYMENT-SIGNATURE") !== undefined || PAYMENT_AUTH_SCHEME.test(authorization))) return payWithX402(c, paid, route);
    if (rails.l402 && LIGHTNING_SCHEME.test(authorization)) return payWithL402(c, paid, route);
    return paymentRequired(c, route);
  };
}
