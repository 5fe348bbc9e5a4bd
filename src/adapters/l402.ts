/**
 * L402 (Lightning HTTP 402) payment rail: issues challenges backed by invoices on an LND node and checks the
 * credentials clients send back after paying.
 *
 * Runs on Node and on Cloudflare Workers alike: it relies only on WebCrypto (crypto.subtle,
 * crypto.getRandomValues), fetch, TextEncoder/TextDecoder and btoa/atob.
 *
 * ── Wire format (bLIP-26, https://github.com/lightning/blips/blob/master/blip-0026.md) ──────────────────
 *
 *   Challenge (402 response):   WWW-Authenticate: L402 macaroon="<macaroon>", invoice="<bolt11>"
 *   Credential (next request):  Authorization: L402 <macaroon>:<preimage as 64 hex chars>
 *
 * The scheme name is case-insensitive. The protocol used to be called LSAT, and bLIP-26 ("Backwards
 * Compatibility") asks servers to keep accepting "LSAT" wherever "L402" appears. We therefore accept
 * `LSAT <macaroon>:<preimage>` credentials, but only ever *send* the L402 challenge: current clients
 * (Aperture, lsat-js, Alby's lightning-tools) all understand it, and advertising two schemes would mint two
 * invoices or force clients to choose. The spec allows several comma-separated macaroons before the colon;
 * we only mint single macaroons, so a credential carrying more than one is rejected as malformed.
 *
 * ── Macaroon format (ours, deliberately simple; not LND's protobuf/libmacaroons encoding) ─────────────────
 *
 *   identifier  i = JSON text {"v":1,"id":"<16 random bytes, hex>","payment_hash":"<32-byte hash, hex>"}
 *   caveats     c = ["route=<route>", "price_usd=<price>", "amount_sat=<n>", "expires=<unix seconds>"]
 *   signature   s = hex of the last link of an HMAC-SHA256 chain:
 *                   sig0 = HMAC(key = UTF-8(secret), msg = UTF-8(i))
 *                   sigk = HMAC(key = sig(k-1),       msg = UTF-8(c[k-1]))   for k = 1..len(c)
 *   encoding      base64url (no padding) of the UTF-8 JSON text {"i": i, "c": c, "s": s}
 *
 * The identifier and caveats are carried as the exact strings that were signed, so verification never has
 * to re-serialise anything. Because each link only needs the previous signature, a holder can append more
 * caveats (attenuation) without the server secret, exactly like a real macaroon. Verification therefore:
 *   - requires route, price_usd, amount_sat and expires to be present;
 *   - evaluates *every* occurrence of those keys (an appended one can only narrow, never widen);
 *   - skips keys it does not know, as bLIP-26's appendix says an authorizer must.
 *
 * Replay: a paid credential stays cryptographically valid until its expiry; the one-credential-one-request
 * rule is enforced by the caller (a unique claim on the payment hash), not here.
 */

const DEFAULT_INVOICE_EXPIRY_SECONDS = 600;
/** How long after the invoice expires a credential may still be redeemed (see `redeemGraceSeconds`). */
const DEFAULT_REDEEM_GRACE_SECONDS = 600;
/** A slow node must not hold the 402 answer: the caller leaves L402 out rather than wait longer. */
const DEFAULT_LND_TIMEOUT_MS = 2_000;
/** After a failed invoice request, new challenges fail at once for this long instead of waiting on LND again. */
const DEFAULT_LND_BACKOFF_MS = 10_000;
/** Bound on remembered challenges (about 1 KB each). */
const DEFAULT_MAX_REUSABLE_CHALLENGES = 10_000;
const MIN_SECRET_LENGTH = 32;
/** Any real credential is a few hundred characters; refuse to parse anything absurd. */
const MAX_AUTHORIZATION_LENGTH = 8192;
const MACAROON_VERSION = 1;

export interface L402Options {
  /** Base URL of LND's REST interface, e.g. https://lnd.example:8080 */
  lndRestUrl: string;
  /** Hex-encoded LND macaroon (an invoice macaroon is enough), sent as Grpc-Metadata-macaroon. */
  lndMacaroonHex: string;
  /** Server secret (at least 32 characters) keying the macaroon HMAC chains. */
  secret: string;
  /** Configured USD price of one bitcoin, used to price invoices. */
  usdPerBtc: number;
  /** Lifetime of each Lightning invoice. Default 600. */
  invoiceExpirySeconds?: number;
  /**
   * Extra time after the invoice expires during which the credential is still accepted. A client may pay in
   * the last second of the invoice's life and only then retry its request; without this margin it would have
   * paid for nothing. LND refuses to settle an expired invoice, so a valid preimage still proves the payment
   * happened in time. Default 600; 0 makes the credential expire together with the invoice.
   */
  redeemGraceSeconds?: number;
  /**
   * Also ask LND whether the invoice is SETTLED before accepting a credential. Off by default: the preimage
   * is already proof of payment (only LND knows it until the invoice is paid, and paying reveals it), which
   * keeps verification stateless and independent of LND's availability. Turn it on only if you do not trust
   * that assumption, e.g. if preimages might be supplied by anything other than this node.
   */
  confirmWithLnd?: boolean;
  /** Abort LND calls after this many milliseconds. Default 2000. */
  lndTimeoutMs?: number;
  /**
   * After an invoice request fails (unreachable, slow, refused), `challenge` throws L402LndError at once for
   * this many milliseconds (measured on the `now` it is given) rather than make every caller wait on a node
   * that is down. Default 10000; 0 asks LND every time.
   */
  lndBackoffMs?: number;
  /** How many challenges `challenge(input, holder)` remembers for reuse; the oldest goes first. Default 10000. */
  maxReusableChallenges?: number;
  fetch?: typeof fetch;
}

export interface L402Challenge {
  /** Value for the WWW-Authenticate header of the 402 response. */
  header: string;
  macaroon: string;
  /** BOLT 11 payment request. */
  invoice: string;
  /** Hex payment hash of the invoice (what the macaroon commits to). */
  paymentHash: string;
  amountSat: number;
  /** When the invoice stops being payable (ISO 8601). */
  expiresAt: string;
}

export type L402Verification = { ok: true; paymentHash: string; amountSat: number } | { ok: false; reason: string };

export interface L402RequestInput {
  /** The priced route, e.g. "GET /v1/series/{id}"; must match byte for byte on verify. */
  route: string;
  /** Decimal USD price string, e.g. "0.01"; compared as a string on verify. */
  priceUsd: string;
  now: Date;
}

export interface L402 {
  /**
   * Creates an invoice at LND and the macaroon bound to it. With a `holder` (whoever asked, e.g. a client
   * address) the challenge is remembered so that `reusableChallenge` can hand the same invoice out again.
   * Throws L402LndError when LND cannot be used (or failed less than `lndBackoffMs` ago).
   */
  challenge(input: L402RequestInput, holder?: string): Promise<L402Challenge>;
  /**
   * The challenge last created for `holder` with this route and price, while at least half of its invoice's
   * lifetime remains (so the client still has time to pay); otherwise null. Never calls LND.
   */
  reusableChallenge(holder: string, input: L402RequestInput): L402Challenge | null;
  /**
   * Checks a full Authorization header value. Never throws for anything the client controls; it throws
   * L402LndError only when `confirmWithLnd` is on and LND cannot be asked (an outage, not a bad credential).
   */
  verify(authorization: string, input: L402RequestInput): Promise<L402Verification>;
}

/** LND could not be reached or refused a call. Messages carry the HTTP status, never secrets or macaroons. */
export class L402LndError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = "L402LndError";
    this.status = status;
  }
}

// ─── pricing ──────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Satoshis to charge for a USD price: ceil(priceUsd / usdPerBtc × 10^8), and never less than 1.
 * Done in exact integer arithmetic so that e.g. 0.01 USD at 100000 USD/BTC is 10 sats, not 11.
 */
export function satoshisFor(priceUsd: string, usdPerBtc: number): number {
  if (!/^\d+(\.\d+)?$/.test(priceUsd)) throw new RangeError(`price must be a plain decimal USD amount, got ${JSON.stringify(priceUsd)}`);
  if (!Number.isFinite(usdPerBtc) || usdPerBtc <= 0) throw new RangeError("usdPerBtc must be a positive finite number");
  const price = parseDecimal(priceUsd);
  const rate = parseDecimal(String(usdPerBtc));
  // price.n / 10^price.scale  ÷  rate.n / 10^rate.scale  ×  10^8
  const numerator = price.n * 10n ** BigInt(rate.scale) * 100_000_000n;
  const denominator = rate.n * 10n ** BigInt(price.scale);
  const sats = (numerator + denominator - 1n) / denominator;
  const atLeastOne = sats < 1n ? 1n : sats;
  if (atLeastOne > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError("price is too large to express in satoshis");
  return Number(atLeastOne);
}

/** A non-negative decimal (optionally with exponent, as Number#toString may produce) as n / 10^scale. */
function parseDecimal(text: string): { n: bigint; scale: number } {
  const m = /^(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!m) throw new RangeError(`not a decimal number: ${text}`);
  const whole = m[1] ?? "0";
  const fraction = m[2] ?? "";
  const exponent = Number(m[3] ?? "0");
  let n = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    n *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { n, scale };
}

// ─── the adapter ──────────────────────────────────────────────────────────────────────────────────────────

export function createL402(opts: L402Options): L402 {
  if (typeof opts.secret !== "string" || opts.secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`L402 secret must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (!/^[0-9a-f]+$/i.test(opts.lndMacaroonHex) || opts.lndMacaroonHex.length % 2 !== 0) {
    throw new Error("L402 LND macaroon must be a hex string");
  }
  if (!Number.isFinite(opts.usdPerBtc) || opts.usdPerBtc <= 0) throw new Error("L402 usdPerBtc must be a positive number");
  const invoiceExpiry = opts.invoiceExpirySeconds ?? DEFAULT_INVOICE_EXPIRY_SECONDS;
  if (!Number.isInteger(invoiceExpiry) || invoiceExpiry < 1) throw new Error("L402 invoiceExpirySeconds must be a positive integer");
  const grace = opts.redeemGraceSeconds ?? DEFAULT_REDEEM_GRACE_SECONDS;
  if (!Number.isInteger(grace) || grace < 0) throw new Error("L402 redeemGraceSeconds must be a non-negative integer");

  const baseUrl = opts.lndRestUrl.replace(/\/+$/, "");
  const timeoutMs = opts.lndTimeoutMs ?? DEFAULT_LND_TIMEOUT_MS;
  const backoffMs = opts.lndBackoffMs ?? DEFAULT_LND_BACKOFF_MS;
  const maxReusable = opts.maxReusableChallenges ?? DEFAULT_MAX_REUSABLE_CHALLENGES;
  if (!Number.isInteger(backoffMs) || backoffMs < 0) throw new Error("L402 lndBackoffMs must be a non-negative integer");
  if (!Number.isInteger(maxReusable) || maxReusable < 0) throw new Error("L402 maxReusableChallenges must be a non-negative integer");
  let invoiceFailedAtMs = Number.NEGATIVE_INFINITY;
  /** Remembered challenges by holder, route and price; a Map iterates oldest first, which is the eviction order. */
  const reusable = new Map<string, { challenge: L402Challenge; reuseUntilMs: number }>();
  const reuseKey = (holder: string, { route, priceUsd }: L402RequestInput) => `${holder}\u0000${route}\u0000${priceUsd}`;
  // Wrapped so the global fetch is never called detached from globalThis (Workers rejects that).
  const doFetch: typeof fetch = opts.fetch ?? ((input, init) => fetch(input, init));
  const secretBytes = utf8(opts.secret);

  async function lnd(method: "GET" | "POST", path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = { "Grpc-Metadata-macaroon": opts.lndMacaroonHex, accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const why = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError") ? "timed out" : "network error";
      throw new L402LndError(`LND request failed (${why})`);
    }
    const text = await res.text().catch(() => "");
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json };
  }

  async function createInvoice(amountSat: number, memo: string): Promise<{ paymentHash: string; invoice: string }> {
    // LND's REST gateway encodes int64 fields as JSON strings, and accepts them that way.
    const { status, json } = await lnd("POST", "/v1/invoices", { value: String(amountSat), memo, expiry: String(invoiceExpiry) });
    if (status < 200 || status >= 300) {
      const hint = status === 401 || status === 403 || lndMessage(json).includes("verification failed") ? " (macaroon rejected)" : "";
      throw new L402LndError(`LND refused to create an invoice: HTTP ${status}${hint}`, status);
    }
    const body = (json ?? {}) as { r_hash?: unknown; payment_request?: unknown };
    const hash = typeof body.r_hash === "string" ? base64ToBytes(body.r_hash) : null;
    const invoice = body.payment_request;
    // The invoice goes inside a quoted header parameter: insist on a bech32-looking string.
    if (!hash || hash.length !== 32 || typeof invoice !== "string" || !/^ln[a-z0-9]{10,}$/i.test(invoice)) {
      throw new L402LndError("LND returned an invoice this adapter cannot use", status);
    }
    return { paymentHash: toHex(hash), invoice };
  }

  async function invoiceSettled(paymentHash: string): Promise<boolean> {
    const { status, json } = await lnd("GET", `/v1/invoice/${paymentHash}`);
    if (status === 404) return false;
    if (status < 200 || status >= 300) throw new L402LndError(`LND refused an invoice lookup: HTTP ${status}`, status);
    const body = (json ?? {}) as { state?: unknown; settled?: unknown };
    // `state` is current; `settled` is deprecated but still sent, and the only field on very old nodes.
    return body.state === "SETTLED" || (body.state === undefined && body.settled === true);
  }

  return {
    async challenge(input, holder) {
      const { route, priceUsd, now } = input;
      if (typeof route !== "string" || route.length === 0) throw new Error("L402 challenge needs a route");
      const amountSat = satoshisFor(priceUsd, opts.usdPerBtc);
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const invoiceExpiresAt = nowSeconds + invoiceExpiry;
      const memo = truncate(`API access: ${route} (${priceUsd} USD)`, 200);
      if (now.getTime() < invoiceFailedAtMs + backoffMs) {
        throw new L402LndError(`LND unavailable (an invoice request failed less than ${backoffMs} ms ago)`);
      }
      let created: { paymentHash: string; invoice: string };
      try {
        created = await createInvoice(amountSat, memo);
      } catch (err) {
        invoiceFailedAtMs = now.getTime();
        throw err;
      }
      const { paymentHash, invoice } = created;

      const identifier = JSON.stringify({ v: MACAROON_VERSION, id: toHex(randomBytes(16)), payment_hash: paymentHash });
      const caveats = [
        `route=${route}`,
        `price_usd=${priceUsd}`,
        `amount_sat=${amountSat}`,
        `expires=${invoiceExpiresAt + grace}`,
      ];
      const signature = await signChain(secretBytes, identifier, caveats);
      const macaroon = bytesToBase64Url(utf8(JSON.stringify({ i: identifier, c: caveats, s: toHex(signature) })));
      const challenge: L402Challenge = {
        header: `L402 macaroon="${macaroon}", invoice="${invoice}"`,
        macaroon,
        invoice,
        paymentHash,
        amountSat,
        expiresAt: new Date(invoiceExpiresAt * 1000).toISOString(),
      };
      if (holder !== undefined && maxReusable > 0) {
        const key = reuseKey(holder, input);
        reusable.delete(key);
        if (reusable.size >= maxReusable) reusable.delete(reusable.keys().next().value!);
        reusable.set(key, { challenge, reuseUntilMs: now.getTime() + (invoiceExpiry * 1000) / 2 });
      }
      return challenge;
    },

    reusableChallenge(holder, input) {
      const key = reuseKey(holder, input);
      const entry = reusable.get(key);
      if (!entry) return null;
      if (input.now.getTime() >= entry.reuseUntilMs) {
        reusable.delete(key);
        return null;
      }
      return entry.challenge;
    },

    async verify(authorization, { route, priceUsd, now }) {
      const fail = (reason: string): L402Verification => ({ ok: false, reason });

      const credential = parseAuthorization(authorization);
      if (!credential) return fail("malformed credential");
      const macaroon = decodeMacaroon(credential.macaroon);
      if (!macaroon) return fail("malformed credential");

      if (!(await chainMatches(secretBytes, macaroon.i, macaroon.c, macaroon.s))) return fail("bad signature");

      const id = parseIdentifier(macaroon.i);
      if (!id) return fail("malformed credential");

      const caveats = parseCaveats(macaroon.c);
      if (!caveats) return fail("malformed credential");
      const routes = caveats.get("route") ?? [];
      const prices = caveats.get("price_usd") ?? [];
      const amounts = caveats.get("amount_sat") ?? [];
      const expiries = caveats.get("expires") ?? [];
      if (routes.length === 0 || prices.length === 0 || amounts.length === 0 || expiries.length === 0) {
        return fail("malformed credential");
      }
      const amountSat = Number(amounts[0]);
      if (!amounts.every((a) => /^[1-9]\d{0,15}$/.test(a) && a === amounts[0])) return fail("malformed credential");
      if (!expiries.every((e) => /^\d{1,12}$/.test(e))) return fail("malformed credential");
      if (!routes.every((r) => r === route)) return fail("wrong route");
      if (!prices.every((p) => p === priceUsd)) return fail("wrong price");
      const nowMs = now.getTime();
      if (!expiries.every((e) => Number(e) * 1000 > nowMs)) return fail("expired");

      const preimageHash = toHex(await sha256(fromHex(credential.preimageHex)));
      if (preimageHash !== id.paymentHash) return fail("preimage does not match");

      if (opts.confirmWithLnd && !(await invoiceSettled(id.paymentHash))) return fail("invoice not settled");

      return { ok: true, paymentHash: id.paymentHash, amountSat };
    },
  };
}

// ─── credential parsing ───────────────────────────────────────────────────────────────────────────────────

interface DecodedMacaroon {
  i: string;
  c: string[];
  s: Uint8Array<ArrayBuffer>;
}

/** `L402 <macaroon>:<hex preimage>` (or the legacy `LSAT` scheme); anything else is null. */
function parseAuthorization(value: unknown): { macaroon: string; preimageHex: string } | null {
  if (typeof value !== "string" || value.length > MAX_AUTHORIZATION_LENGTH) return null;
  const m = /^\s*(?:L402|LSAT)[ \t]+([A-Za-z0-9+/_=-]+):([0-9a-fA-F]{64})\s*$/i.exec(value);
  if (!m || !m[1] || !m[2]) return null;
  return { macaroon: m[1], preimageHex: m[2].toLowerCase() };
}

function decodeMacaroon(encoded: string): DecodedMacaroon | null {
  const bytes = base64ToBytes(encoded);
  if (!bytes) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { i, c, s } = parsed as Record<string, unknown>;
  if (typeof i !== "string" || typeof s !== "string" || !/^[0-9a-f]{64}$/i.test(s)) return null;
  if (!Array.isArray(c) || c.length > 64 || !c.every((x): x is string => typeof x === "string")) return null;
  return { i, c, s: fromHex(s) };
}

function parseIdentifier(text: string): { paymentHash: string } | null {
  try {
    const id = JSON.parse(text) as Record<string, unknown>;
    if (id.v !== MACAROON_VERSION) return null;
    if (typeof id.payment_hash !== "string" || !/^[0-9a-f]{64}$/.test(id.payment_hash)) return null;
    return { paymentHash: id.payment_hash };
  } catch {
    return null;
  }
}

/** key=value caveats grouped by key (split at the first "="); null if any caveat lacks a key. */
function parseCaveats(caveats: string[]): Map<string, string[]> | null {
  const out = new Map<string, string[]>();
  for (const caveat of caveats) {
    const eq = caveat.indexOf("=");
    if (eq <= 0) return null;
    const key = caveat.slice(0, eq).trim();
    const list = out.get(key) ?? [];
    list.push(caveat.slice(eq + 1));
    out.set(key, list);
  }
  return out;
}

// ─── HMAC chain ───────────────────────────────────────────────────────────────────────────────────────────

async function hmacKey(key: Uint8Array<ArrayBuffer>, usage: "sign" | "verify"): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

async function hmac(key: Uint8Array<ArrayBuffer>, message: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(key, "sign"), message));
}

async function signChain(secret: Uint8Array<ArrayBuffer>, identifier: string, caveats: string[]): Promise<Uint8Array<ArrayBuffer>> {
  let sig = await hmac(secret, utf8(identifier));
  for (const caveat of caveats) sig = await hmac(sig, utf8(caveat));
  return sig;
}

/**
 * Recomputes the chain up to its last link and lets WebCrypto's HMAC verify compare that last link with the
 * presented signature, so the comparison is done by the platform's constant-time check rather than by us.
 */
async function chainMatches(secret: Uint8Array<ArrayBuffer>, identifier: string, caveats: string[], presented: Uint8Array<ArrayBuffer>): Promise<boolean> {
  const last = caveats.at(-1);
  if (last === undefined) return crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), presented, utf8(identifier));
  const before = await signChain(secret, identifier, caveats.slice(0, -1));
  return crypto.subtle.verify("HMAC", await hmacKey(before, "verify"), presented, utf8(last));
}

async function sha256(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", data));
}

// ─── byte helpers ─────────────────────────────────────────────────────────────────────────────────────────

function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
}

function randomBytes(n: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(n));
}

function toHex(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}

/** Caller guarantees an even-length hex string. */
function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Standard or URL-safe base64, padded or not; null when it is not base64 at all. */
function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) return null;
  const standard = text.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  if (standard.length % 4 === 1) return null;
  try {
    const binary = atob(standard + "=".repeat((4 - (standard.length % 4)) % 4));
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

function lndMessage(json: unknown): string {
  const message = (json as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : "";
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
