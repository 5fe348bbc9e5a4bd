import type { Context, Next } from "hono";
import { and, eq } from "drizzle-orm";
import { decodePaymentSignatureHeader, encodePaymentResponseHeader } from "@x402/core/http";
import type { FacilitatorClient } from "@x402/core/server";
import { PaymentPayloadV2Schema } from "@x402/core/schemas";
import { SettleError, VerifyError, type PaymentPayload, type PaymentRequired, type PaymentRequirements, type SettleResponse, type VerifyResponse } from "@x402/core/types";
import { z } from "zod";
import { paymentClaims } from "../db/schema.js";
import { L402LndError, type L402, type L402Verification } from "../adapters/l402.js";
import { base64OfText, base64UrlOfText, textOfBase64 } from "./base64.js";
import { discoveryExtensions } from "./discovery.js";
import { baseUrlFor } from "./links.js";
import { ApiError } from "./errors.js";
import { PRICES_USD, type PricedRoute } from "./prices.js";
import type { AppEnv } from "./router.js";
import { throttledWarning, type Log } from "../log.js";
import { utcSeconds } from "../domain/time.js";

export interface X402Settings {
  /** CAIP-2 network, e.g. eip155:8453 (Base) or eip155:84532 (Base Sepolia). */
  network: string;
  /** Token contract (USDC) and its EIP-712 domain, which the signature commits to. */
  asset: string;
  assetName: string;
  assetVersion: string;
  decimals: number;
  payTo: string;
  maxTimeoutSeconds: number;
}

/** The anonymous payment rails this server accepts; either may be absent. */
export interface PaymentRails {
  x402?: { settings: X402Settings; facilitator: FacilitatorClient };
  l402?: L402;
}

/** "0.01" USD → "10000" atomic units of a 6-decimal token, exactly (no floating point). */
export function atomicAmount(priceUsd: string, decimals: number): string {
  const [whole, fraction = ""] = priceUsd.split(".");
  if (fraction.length > decimals) throw new Error(`price ${priceUsd} has more than ${decimals} decimals`);
  return (BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0")).toString();
}

export function x402Requirements(s: X402Settings, priceUsd: string): PaymentRequirements {
  return {
    scheme: "exact",
    network: s.network as PaymentRequirements["network"],
    asset: s.asset,
    amount: atomicAmount(priceUsd, s.decimals),
    payTo: s.payTo,
    maxTimeoutSeconds: s.maxTimeoutSeconds,
    extra: { name: s.assetName, version: s.assetVersion },
  };
}

/** What a route's x402 offer is for these settings, and its `request` parameter: the same on every 402. */
const offers = new WeakMap<X402Settings, Map<PricedRoute, { requirements: PaymentRequirements; request: string }>>();
function x402Offer(settings: X402Settings, route: PricedRoute) {
  let byRoute = offers.get(settings);
  if (!byRoute) offers.set(settings, (byRoute = new Map()));
  let offer = byRoute.get(route);
  if (!offer) {
    const requirements = x402Requirements(settings, PRICES_USD[route]);
    byRoute.set(route, (offer = { requirements, request: base64UrlOfText(JSON.stringify(requirements)) }));
  }
  return offer;
}

/** Retry-After on a 402 given while a rail's backend (the facilitator, the Lightning node) cannot be used. */
const RAIL_UNAVAILABLE_RETRY_AFTER_SECONDS = 10;
/** An outage is logged at most once per this long per rail in one process, not once per request. */
const OUTAGE_WARNING_INTERVAL_MS = 30_000;

/** Each rail's outage warning, per log (a rail object may outlive one app, e.g. in tests). */
const outageWarnings = new WeakMap<object, WeakMap<Log, (fields?: Record<string, unknown>) => void>>();

function warnOutage(c: Context<AppEnv>, rail: object, message: string, error: unknown) {
  const { log } = c.get("deps");
  const perLog = outageWarnings.get(rail) ?? new WeakMap();
  outageWarnings.set(rail, perLog);
  let warn = perLog.get(log);
  if (!warn) {
    warn = throttledWarning((m, f) => log.warn(m, f), message, OUTAGE_WARNING_INTERVAL_MS);
    perLog.set(log, warn);
  }
  warn({ request_id: c.get("requestId"), error: error instanceof Error ? error.message : String(error) });
}

/** The L402 challenge for this client, or why it is left out of the 402 and when to ask again. */
type LightningOffer = { header: string } | { omitted: "lightning_unavailable" | "invoice_limit_reached"; retryAfterSeconds: number };

/**
 * Offers the client the invoice it was given for this route and price while it is still worth paying (and
 * nobody has redeemed it yet); otherwise a new one, at most `l402InvoicesPerClientPerMinute` per client
 * address through the shared limiter. A Lightning node that is down or slow leaves L402 out (logged, rate-
 * limited) instead of failing the answer.
 */
async function lightningOffer(c: Context<AppEnv>, l402: L402, route: PricedRoute): Promise<LightningOffer> {
  const { clientAddress, limiter, clock, config, db } = c.get("deps");
  const now = clock.now();
  const holder = clientAddress(c) ?? "unknown";
  const input = { route, priceUsd: PRICES_USD[route], now };
  const reusable = l402.reusableChallenge(holder, input);
  if (reusable) {
    const redeemed = await db
      .select({ id: paymentClaims.id })
      .from(paymentClaims)
      .where(and(eq(paymentClaims.rail, "l402"), eq(paymentClaims.authorization, reusable.paymentHash)))
      .limit(1);
    if (redeemed.length === 0) return { header: reusable.header };
  }
  const allowance = await limiter.limit(`l402-invoices:${holder}`, config.l402InvoicesPerClientPerMinute, now);
  if (!allowance.success) {
    return { omitted: "invoice_limit_reached", retryAfterSeconds: Math.max(1, Math.ceil((allowance.reset - now.getTime()) / 1000)) };
  }
  try {
    return { header: (await l402.challenge(input, holder)).header };
  } catch (err) {
    warnOutage(c, l402, "Lightning node unavailable; 402 answers leave L402 out", err);
    return { omitted: "lightning_unavailable", retryAfterSeconds: RAIL_UNAVAILABLE_RETRY_AFTER_SECONDS };
  }
}

/**
 * The 402 answer: the x402 PaymentRequired object as the body and base64 in PAYMENT-REQUIRED, a
 * `WWW-Authenticate: Payment` challenge (IETF draft-ryan-httpauth-payment), and an L402 challenge when
 * Lightning is configured and can be offered. `error` says why a presented payment was refused; when no
 * rail at all can be offered, it says why, with Retry-After.
 */
export async function paymentRequired(
  c: Context<AppEnv>,
  route: PricedRoute,
  error?: string,
  opts: { retryAfterSeconds?: number } = {},
): Promise<Response> {
  const rails = c.get("deps").payments ?? {};
  const priceUsd = PRICES_USD[route];
  // the request id, like every answer's, is written by src/http/answer.ts
  const headers = new Headers({ "Content-Type": "application/json", "Cache-Control": "no-store" });
  const lightning = rails.l402 ? await lightningOffer(c, rails.l402, route) : undefined;
  let retryAfterSeconds = opts.retryAfterSeconds;
  if (lightning && "omitted" in lightning && !rails.x402) {
    error ??= lightning.omitted;
    retryAfterSeconds ??= lightning.retryAfterSeconds;
  }
  const offer = rails.x402 ? x402Offer(rails.x402.settings, route) : undefined;
  const accepts = offer ? [offer.requirements] : [];
  // written against PUBLIC_BASE_URL when the operator set it, so a forged Host header is not repeated back
  const url = new URL(c.req.url);
  const base = baseUrlFor(c);
  const offered: PaymentRequired = {
    x402Version: 2,
    ...(error ? { error } : {}),
    resource: { url: `${base}${url.pathname}${url.search}`, description: `${route} request, ${priceUsd} USD`, mimeType: "application/json" },
    accepts,
  };
  // the route's discovery metadata rides along unless the request's own URL is so long that the header would
  // outgrow what clients read (16 KB of headers in all): then the offer alone, its metadata being in /openapi.json
  const discovered = JSON.stringify({ ...offered, ...discoveryFor(c) });
  const text = base64Length(discovered) <= MAX_PAYMENT_REQUIRED_HEADER ? discovered : JSON.stringify(offered);
  if (rails.x402 && offer) {
    // what @x402/core's encodePaymentRequiredHeader writes (base64 of the JSON text), without encoding it twice
    headers.set("PAYMENT-REQUIRED", base64OfText(text));
    const expires = new Date(c.get("deps").clock.now().getTime() + rails.x402.settings.maxTimeoutSeconds * 1000);
    headers.append(
      "WWW-Authenticate",
      `Payment id="${crypto.randomUUID()}", realm="${new URL(base).host}", method="x402", intent="charge", ` +
        `request="${offer.request}", expires="${utcSeconds(expires)}"`,
    );
  }
  if (lightning && "header" in lightning) headers.append("WWW-Authenticate", lightning.header);
  if (retryAfterSeconds !== undefined) headers.set("Retry-After", String(retryAfterSeconds));
  return new Response(text, { status: 402, headers });
}

/** The longest PAYMENT-REQUIRED header written with the route's discovery metadata in it (base64 characters). */
const MAX_PAYMENT_REQUIRED_HEADER = 12 * 1024;
/** The length of a text in base64 (of its UTF-8 bytes). */
const base64Length = (text: string) => 4 * Math.ceil(new TextEncoder().encode(text).length / 3);

/** The route's x402 discovery metadata from its OpenAPI declaration (none for a route the document does not declare). */
function discoveryFor(c: Context<AppEnv>): { extensions?: Record<string, unknown> } {
  const extensions = discoveryExtensions(c.get("openApi")(), c.req.method, c.req.routePath);
  return extensions ? { extensions } : {};
}

/** A PAYMENT-SIGNATURE longer than this is refused unread; an exact-scheme payload is about 1.5 KB. */
export const MAX_PAYMENT_SIGNATURE_LENGTH = 8192;

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const DIGITS = /^\d{1,78}$/;

/** The exact scheme's EIP-3009 payload (what @x402/evm's client signs); the facilitator checks the rest. */
const Eip3009Payload = z.object({
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
  authorization: z.object({
    from: z.string().regex(HEX_ADDRESS),
    to: z.string().regex(HEX_ADDRESS),
    value: z.string().regex(DIGITS),
    validAfter: z.string().regex(DIGITS),
    validBefore: z.string().regex(DIGITS),
    nonce: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  }),
});

export type PresentedPayment =
  | { ok: true; payload: PaymentPayload; authorization: { from: string; nonce: string } }
  | { ok: false; reason: "invalid_payload" | "invalid_x402_version" | "invalid_scheme" | "invalid_network" | "invalid_payment_requirements" | AuthorizationRefusal };

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Reads a PAYMENT-SIGNATURE header as an x402 v2 exact-scheme payment for `requirements`, or says (with the
 * x402 specification's error codes) why it is not one, before anything is sent to a facilitator:
 * not base64 of JSON, too long, or not a PaymentPayload → `invalid_payload`; another protocol version →
 * `invalid_x402_version`; `accepted` for another scheme or network → `invalid_scheme` / `invalid_network`;
 * for another asset, amount or payee → `invalid_payment_requirements`; a signed authorization the
 * facilitator would refuse on its face → its reason (`refusedAuthorization`).
 */
export function readPaymentSignature(header: string, requirements: PaymentRequirements, now: Date): PresentedPayment {
  if (header.length === 0 || header.length > MAX_PAYMENT_SIGNATURE_LENGTH) return { ok: false, reason: "invalid_payload" };
  let decoded: unknown;
  try {
    decoded = decodePaymentSignatureHeader(header);
  } catch {
    return { ok: false, reason: "invalid_payload" };
  }
  return readPaymentPayload(decoded, requirements, now);
}

/**
 * Reads an `Authorization: Payment <credential>` header (draft-ryan-httpauth-payment): base64url of a JSON
 * object whose `payload` is what the challenge's method asks for, here the x402 PaymentPayload that
 * PAYMENT-SIGNATURE would carry; `challenge`, when echoed, must be an object of the x402 method (not an object,
 * or a method that is no name → `invalid_payload`; another method → `invalid_scheme`). Read as that header is.
 */
export function readPaymentCredential(authorization: string, requirements: PaymentRequirements, now: Date): PresentedPayment {
  const token = /^Payment\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? "";
  if (token.length === 0 || token.length > MAX_PAYMENT_SIGNATURE_LENGTH) return { ok: false, reason: "invalid_payload" };
  let credential: unknown;
  try {
    credential = JSON.parse(textOfBase64(token));
  } catch {
    return { ok: false, reason: "invalid_payload" };
  }
  if (typeof credential !== "object" || credential === null || !("payload" in credential)) return { ok: false, reason: "invalid_payload" };
  const { challenge } = credential as { challenge?: unknown };
  if (challenge !== undefined) {
    // an echoed challenge is an object of parameters, its method a name: anything else is a malformed
    // credential; a payment of another method is the only one x402 calls another scheme
    if (typeof challenge !== "object" || challenge === null || Array.isArray(challenge)) return { ok: false, reason: "invalid_payload" };
    const { method } = challenge as { method?: unknown };
    if (method !== undefined && typeof method !== "string") return { ok: false, reason: "invalid_payload" };
    if (method !== undefined && method !== "x402") return { ok: false, reason: "invalid_scheme" };
  }
  return readPaymentPayload((credential as { payload: unknown }).payload, requirements, now);
}

function readPaymentPayload(decoded: unknown, requirements: PaymentRequirements, now: Date): PresentedPayment {
  if (typeof decoded === "object" && decoded !== null && "x402Version" in decoded && decoded.x402Version !== 2) {
    return { ok: false, reason: "invalid_x402_version" };
  }
  const parsed = PaymentPayloadV2Schema.safeParse(decoded);
  if (!parsed.success) return { ok: false, reason: "invalid_payload" };
  const { accepted } = parsed.data;
  if (accepted.scheme !== requirements.scheme) return { ok: false, reason: "invalid_scheme" };
  if (accepted.network !== requirements.network) return { ok: false, reason: "invalid_network" };
  if (!sameAddress(accepted.asset, requirements.asset) || !sameAddress(accepted.payTo, requirements.payTo) || accepted.amount !== requirements.amount) {
    return { ok: false, reason: "invalid_payment_requirements" };
  }
  const exact = Eip3009Payload.safeParse(parsed.data.payload);
  if (!exact.success) return { ok: false, reason: "invalid_payload" };
  const refused = refusedAuthorization(exact.data.authorization, requirements, now);
  if (refused) return { ok: false, reason: refused };
  return { ok: true, payload: parsed.data as PaymentPayload, authorization: exact.data.authorization };
}

/**
 * What the facilitator would refuse in the signed authorization without reading the chain, with its
 * reasons (@x402/evm's exact scheme): another payee, another amount, a window that has closed (or closes
 * within 6 s, as the facilitator counts) or has not opened. Answered here, such a payment is refused as
 * such, never met with "verification unavailable, retry" while the facilitator is down.
 */
function refusedAuthorization(authorization: z.infer<typeof Eip3009Payload>["authorization"], requirements: PaymentRequirements, now: Date): AuthorizationRefusal | null {
  const seconds = BigInt(Math.floor(now.getTime() / 1000));
  if (!sameAddress(authorization.to, requirements.payTo)) return "invalid_exact_evm_recipient_mismatch";
  if (BigInt(authorization.value) !== BigInt(requirements.amount)) return "invalid_exact_evm_authorization_value";
  if (BigInt(authorization.validBefore) < seconds + 6n) return "invalid_exact_evm_payload_authorization_valid_before";
  if (BigInt(authorization.validAfter) > seconds) return "invalid_exact_evm_payload_authorization_valid_after";
  return null;
}

type AuthorizationRefusal =
  | "invalid_exact_evm_recipient_mismatch"
  | "invalid_exact_evm_authorization_value"
  | "invalid_exact_evm_payload_authorization_valid_before"
  | "invalid_exact_evm_payload_authorization_valid_after";

async function claim(c: Context<AppEnv>, rail: string, authorization: string, route: PricedRoute, amount: string, payer: string | null) {
  const rows = await c
    .get("deps")
    .db.insert(paymentClaims)
    .values({ rail, authorization, route, amountAtomic: amount, payer, requestId: c.get("requestId") })
    .onConflictDoNothing({ target: [paymentClaims.rail, paymentClaims.authorization] })
    .returning({ id: paymentClaims.id });
  return rows[0]?.id ?? null;
}

const releaseClaim = (c: Context<AppEnv>, id: string) => c.get("deps").db.delete(paymentClaims).where(and(eq(paymentClaims.id, id), eq(paymentClaims.status, "claimed")));

/**
 * x402: verify the signed authorization against this route's requirements, claim it atomically (the
 * replay guard, before the handler runs), run the handler, then settle. A handler error releases the claim
 * and charges nothing; a definite settlement failure releases it too; an unknown outcome keeps it.
 */
export async function payWithX402(c: Context<AppEnv>, next: Next, route: PricedRoute): Promise<Response | void> {
  const rail = c.get("deps").payments!.x402!;
  const { log } = c.get("deps");
  const requirements = x402Requirements(rail.settings, PRICES_USD[route]);
  const signature = c.req.header("PAYMENT-SIGNATURE");
  const presented =
    signature !== undefined
      ? readPaymentSignature(signature, requirements, c.get("deps").clock.now())
      : readPaymentCredential(c.req.header("Authorization") ?? "", requirements, c.get("deps").clock.now());
  if (!presented.ok) return paymentRequired(c, route, presented.reason);
  const { payload, authorization } = presented;

  let verified: VerifyResponse;
  try {
    verified = await rail.facilitator.verify(payload, requirements);
  } catch (err) {
    // A remote facilitator answers a refusal with a 4xx status and a verdict body: that is a verdict. Anything
    // else (unreachable, timed out, 5xx, an answer that is not a verdict) says nothing about the payment.
    if (err instanceof VerifyError && err.statusCode < 500) return paymentRequired(c, route, err.invalidReason ?? "invalid_payment");
    warnOutage(c, rail, "x402 facilitator unavailable; answering verification_unavailable", err);
    return paymentRequired(c, route, "verification_unavailable", { retryAfterSeconds: RAIL_UNAVAILABLE_RETRY_AFTER_SECONDS });
  }
  if (!verified.isValid) return paymentRequired(c, route, verified.invalidReason ?? "invalid_payment");

  const key = [rail.settings.network, rail.settings.asset, authorization.from, authorization.nonce].join(":").toLowerCase();
  const claimId = await claim(c, "x402", key, route, requirements.amount, verified.payer ?? authorization.from);
  if (!claimId) return paymentRequired(c, route, "payment_already_used");

  await next();
  if (c.res.status >= 400) {
    await releaseClaim(c, claimId);
    return;
  }

  let settled: SettleResponse;
  try {
    settled = await rail.facilitator.settle(payload, requirements);
  } catch (err) {
    if (!(err instanceof SettleError)) {
      // the transfer may or may not have happened: keep the claim so the signature cannot be spent again
      await c.get("deps").db.update(paymentClaims).set({ status: "unknown" }).where(eq(paymentClaims.id, claimId));
      log.error("x402 settlement outcome unknown", { request_id: c.get("requestId"), claim: claimId, error: String(err) });
      c.res = await paymentRequired(c, route, "settlement_pending");
      return;
    }
    // a remote facilitator answers a failed settlement with an error status: a definite failure
    settled = { success: false, errorReason: err.errorReason ?? "settlement_failed", transaction: err.transaction, network: err.network };
  }
  if (!settled.success) {
    await releaseClaim(c, claimId);
    log.warn("x402 settlement failed", { request_id: c.get("requestId"), reason: settled.errorReason });
    c.res = await paymentRequired(c, route, settled.errorReason ?? "settlement_failed");
    return;
  }
  await c
    .get("deps")
    .db.update(paymentClaims)
    .set({ status: "settled", transaction: settled.transaction, payer: settled.payer ?? verified.payer ?? authorization.from, settledAt: new Date().toISOString() })
    .where(eq(paymentClaims.id, claimId));
  c.res.headers.set("PAYMENT-RESPONSE", encodePaymentResponseHeader({ ...settled, errorMessage: undefined }));
}

/** L402: a macaroon whose caveats hold and the invoice's preimage pay for one request. */
export async function payWithL402(c: Context<AppEnv>, next: Next, route: PricedRoute): Promise<Response | void> {
  const l402 = c.get("deps").payments!.l402!;
  let result: L402Verification;
  try {
    result = await l402.verify(c.req.header("Authorization")!, { route, priceUsd: PRICES_USD[route], now: c.get("deps").clock.now() });
  } catch (err) {
    // only with `confirmWithLnd`, when LND cannot be asked whether the invoice is paid
    if (!(err instanceof L402LndError)) throw err;
    warnOutage(c, l402, "Lightning node unavailable; L402 credentials cannot be confirmed", err);
    return paymentRequired(c, route, "verification_unavailable", { retryAfterSeconds: RAIL_UNAVAILABLE_RETRY_AFTER_SECONDS });
  }
  if (!result.ok) throw new ApiError(401, "INVALID_API_KEY", `The L402 credential was refused: ${result.reason}`, { reason: result.reason });
  const claimId = await claim(c, "l402", result.paymentHash, route, String(result.amountSat), null);
  if (!claimId) throw new ApiError(401, "INVALID_API_KEY", "This L402 credential has already been used", { reason: "already_used" });
  await next();
  if (c.res.status >= 400) {
    await releaseClaim(c, claimId);
    return;
  }
  await c
    .get("deps")
    .db.update(paymentClaims)
    .set({ status: "settled", transaction: result.paymentHash, settledAt: new Date().toISOString() })
    .where(eq(paymentClaims.id, claimId));
}
