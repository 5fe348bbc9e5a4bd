import type { Context, Next } from "hono";
import { and, eq } from "drizzle-orm";
import { decodePaymentSignatureHeader, encodePaymentRequiredHeader, encodePaymentResponseHeader } from "@x402/core/http";
import type { FacilitatorClient } from "@x402/core/server";
import { SettleError, VerifyError, type PaymentPayload, type PaymentRequired, type PaymentRequirements, type SettleResponse } from "@x402/core/types";
import { paymentClaims } from "../db/schema.js";
import type { L402 } from "../adapters/l402.js";
import { ApiError } from "./errors.js";
import { PRICES_USD, type PricedRoute } from "./prices.js";
import type { AppEnv } from "./router.js";

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

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/**
 * The 402 answer: the x402 PaymentRequired object as the body and base64 in PAYMENT-REQUIRED, a
 * `WWW-Authenticate: Payment` challenge (IETF draft-ryan-httpauth-payment), and an L402 challenge when
 * Lightning is configured. `error` says why a presented payment was refused.
 */
export async function paymentRequired(c: Context<AppEnv>, route: PricedRoute, error?: string): Promise<Response> {
  const rails = c.get("deps").payments ?? {};
  const priceUsd = PRICES_USD[route];
  const headers = new Headers({ "Content-Type": "application/json", "Cache-Control": "no-store", "X-Request-Id": c.get("requestId") });
  const accepts = rails.x402 ? [x402Requirements(rails.x402.settings, priceUsd)] : [];
  const body: PaymentRequired = {
    x402Version: 2,
    ...(error ? { error } : {}),
    resource: { url: c.req.url, description: `${route} request, ${priceUsd} USD`, mimeType: "application/json" },
    accepts,
  };
  if (rails.x402) {
    headers.set("PAYMENT-REQUIRED", encodePaymentRequiredHeader(body));
    const expires = new Date(c.get("deps").clock.now().getTime() + rails.x402.settings.maxTimeoutSeconds * 1000);
    headers.append(
      "WWW-Authenticate",
      `Payment id="${crypto.randomUUID()}", realm="${new URL(c.req.url).host}", method="x402", intent="charge", ` +
        `request="${base64url(JSON.stringify(accepts[0]))}", expires="${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}"`,
    );
  }
  if (rails.l402) {
    const challenge = await rails.l402.challenge({ route, priceUsd, now: c.get("deps").clock.now() });
    headers.append("WWW-Authenticate", challenge.header);
  }
  return new Response(JSON.stringify(body), { status: 402, headers });
}

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
  let payload: PaymentPayload;
  try {
    payload = decodePaymentSignatureHeader(c.req.header("PAYMENT-SIGNATURE")!);
  } catch {
    return paymentRequired(c, route, "malformed_payment_signature");
  }
  const requirements = x402Requirements(rail.settings, PRICES_USD[route]);
  const authorization = (payload.payload as { authorization?: { from?: unknown; nonce?: unknown } }).authorization;
  if (typeof authorization?.from !== "string" || typeof authorization.nonce !== "string") {
    return paymentRequired(c, route, "unsupported_payment_payload");
  }

  let verified;
  try {
    verified = await rail.facilitator.verify(payload, requirements);
  } catch (err) {
    // a remote facilitator answers a refusal with an error status: that is a verdict, not an outage
    if (err instanceof VerifyError) return paymentRequired(c, route, err.invalidReason ?? "invalid_payment");
    log.warn("x402 verification unavailable", { request_id: c.get("requestId"), error: String(err) });
    return paymentRequired(c, route, "verification_unavailable");
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
  const result = await l402.verify(c.req.header("Authorization")!, { route, priceUsd: PRICES_USD[route], now: c.get("deps").clock.now() });
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
