import { createHash, createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createL402, L402LndError, satoshisFor, type L402Options } from "../../src/adapters/l402.js";
import { startFakeLnd, type FakeLnd } from "../support/fake-lnd.js";

const MACAROON_HEX = "0201036c6e6402f801030a10b3c1e5a0d7f4e2c9a8b7c6d5e4f3a2b1";
const SECRET = "test-secret-0123456789-abcdefghijklmnop";
const ROUTE = "GET /v1/series/{id}";
const PREMIUM = "GET /v1/insights";
/** 2025-06-01T00:00:00Z = 1748736000 unix seconds. */
const NOW = new Date("2025-06-01T00:00:00Z");
const NOW_S = 1748736000;
const at = (secondsAfterNow: number) => new Date((NOW_S + secondsAfterNow) * 1000);

type Decoded = { i: string; c: string[]; s: string };
const decode = (macaroon: string): Decoded => JSON.parse(Buffer.from(macaroon, "base64url").toString("utf8")) as Decoded;
const encode = (m: Decoded) => Buffer.from(JSON.stringify(m), "utf8").toString("base64url");
const hmacHex = (key: Buffer | string, msg: string) => createHmac("sha256", key).update(msg, "utf8").digest("hex");

describe("satoshisFor", () => {
  it("converts exactly at round rates", () => {
    expect(satoshisFor("0.01", 100000)).toBe(10); // 0.01 / 1e5 BTC = 1e-7 BTC = 10 sat
    expect(satoshisFor("1.50", 60000)).toBe(2500); // 1.5 / 6e4 = 2.5e-5 BTC = 2500 sat
    expect(satoshisFor("1.50", 100000)).toBe(1500);
  });

  it("does not let binary floating point round a whole number up", () => {
    // 0.07 / 100000 * 1e8 is 70.00000000000001 in doubles; the exact answer is 70.
    expect(satoshisFor("0.07", 100000)).toBe(70);
    expect(satoshisFor("0.29", 100000)).toBe(290);
  });

  it("rounds any fraction of a satoshi up", () => {
    expect(satoshisFor("0.01", 30000)).toBe(34); // 33.33… sat
    expect(satoshisFor("0.01", 60000)).toBe(17); // 16.66… sat
    expect(satoshisFor("1.00", 67123.45)).toBe(1490); // 1e8 / 67123.45 = 1489.79… (1489 × 67123.45 < 1e8 < 1490 × 67123.45)
  });

  it("charges at least one satoshi", () => {
    expect(satoshisFor("0.000001", 100000)).toBe(1); // 0.001 sat
    expect(satoshisFor("0", 100000)).toBe(1);
  });

  it("rejects prices and rates it cannot interpret", () => {
    expect(() => satoshisFor("abc", 100000)).toThrow(RangeError);
    expect(() => satoshisFor("-1", 100000)).toThrow(RangeError);
    expect(() => satoshisFor("$1", 100000)).toThrow(RangeError);
    expect(() => satoshisFor("1", 0)).toThrow(RangeError);
    expect(() => satoshisFor("1", Number.NaN)).toThrow(RangeError);
  });
});

describe("L402 adapter against a fake LND", () => {
  let lnd: FakeLnd;
  let options: L402Options;

  beforeAll(async () => {
    lnd = await startFakeLnd({ macaroonHex: MACAROON_HEX });
    options = { lndRestUrl: `${lnd.url}/`, lndMacaroonHex: MACAROON_HEX, secret: SECRET, usdPerBtc: 100000 };
  });
  afterAll(async () => {
    await lnd.close();
  });

  const input = (route = ROUTE, priceUsd = "0.01", now = NOW) => ({ route, priceUsd, now });
  const authorization = (macaroon: string, preimageHex: string, scheme = "L402") => `${scheme} ${macaroon}:${preimageHex}`;

  it("creates an invoice at LND and answers with an L402 challenge", async () => {
    const l402 = createL402(options);
    const before = lnd.requests.length;
    const ch = await l402.challenge(input());

    expect(ch.amountSat).toBe(10);
    expect(ch.header).toBe(`L402 macaroon="${ch.macaroon}", invoice="${ch.invoice}"`);
    expect(ch.header).toMatch(/^L402 macaroon="[A-Za-z0-9_-]+", invoice="lnbcrt100n1p[a-z0-9]+"$/);
    expect(ch.expiresAt).toBe("2025-06-01T00:10:00.000Z");
    expect(ch.paymentHash).toMatch(/^[0-9a-f]{64}$/);

    // Exactly one call, with the macaroon header and LND's int64-as-string fields.
    expect(lnd.requests.length).toBe(before + 1);
    const req = lnd.requests.at(-1)!;
    expect(req.method).toBe("POST");
    expect(req.path).toBe("/v1/invoices");
    expect(req.macaroon).toBe(MACAROON_HEX);
    expect(req.body).toEqual({ value: "10", memo: `API access: ${ROUTE} (0.01 USD)`, expiry: "600" });

    // LND's base64 r_hash came back as hex: it is the key of the invoice the fake stored.
    const invoice = lnd.invoices.get(ch.paymentHash);
    expect(invoice).toBeDefined();
    expect(invoice!.valueSat).toBe(10);
    expect(invoice!.paymentRequest).toBe(ch.invoice);
    expect(createHash("sha256").update(Buffer.from(invoice!.preimageHex, "hex")).digest("hex")).toBe(ch.paymentHash);
  });

  it("mints the documented macaroon: JSON identifier, four caveats, HMAC-SHA256 chain", async () => {
    const ch = await createL402(options).challenge(input(PREMIUM, "1.50"));
    const m = decode(ch.macaroon);
    const id = JSON.parse(m.i) as Record<string, unknown>;
    expect(Object.keys(id)).toEqual(["v", "id", "payment_hash"]);
    expect(id.v).toBe(1);
    expect(id.id).toMatch(/^[0-9a-f]{32}$/);
    expect(id.payment_hash).toBe(ch.paymentHash);
    // 1.50 USD at 100000 USD/BTC = 1500 sat; expires = now + 600 (invoice) + 600 (redeem grace).
    expect(m.c).toEqual([`route=${PREMIUM}`, "price_usd=1.50", "amount_sat=1500", `expires=${NOW_S + 1200}`]);

    let sig = Buffer.from(hmacHex(SECRET, m.i), "hex");
    for (const caveat of m.c) sig = Buffer.from(hmacHex(sig, caveat), "hex");
    expect(m.s).toBe(sig.toString("hex"));
  });

  it("accepts the macaroon once the invoice is paid and the preimage presented", async () => {
    const l402 = createL402(options);
    const ch = await l402.challenge(input());
    const preimage = lnd.pay(ch.invoice);
    expect(lnd.invoices.get(ch.paymentHash)!.settled).toBe(true);

    expect(await l402.verify(authorization(ch.macaroon, preimage), input())).toEqual({ ok: true, paymentHash: ch.paymentHash, amountSat: 10 });
    // Scheme is case-insensitive, the legacy LSAT name is accepted, and so is an upper-case preimage.
    expect((await l402.verify(authorization(ch.macaroon, preimage, "l402"), input())).ok).toBe(true);
    expect((await l402.verify(authorization(ch.macaroon, preimage, "LSAT"), input())).ok).toBe(true);
    expect((await l402.verify(authorization(ch.macaroon, preimage.toUpperCase()), input())).ok).toBe(true);
    // The credential is still good after the invoice itself expired (paid in time, presented late) …
    expect((await l402.verify(authorization(ch.macaroon, preimage), input(ROUTE, "0.01", at(700)))).ok).toBe(true);
    expect((await l402.verify(authorization(ch.macaroon, preimage), input(ROUTE, "0.01", at(1199)))).ok).toBe(true);
    // … a second instance with the same secret verifies it too (stateless) …
    expect((await createL402(options).verify(authorization(ch.macaroon, preimage), input())).ok).toBe(true);
    // … and pay() also finds an invoice by its hash.
    expect(lnd.pay(ch.paymentHash)).toBe(preimage);
  });

  it("rejects a preimage that does not hash to the payment hash", async () => {
    const l402 = createL402(options);
    const ch = await l402.challenge(input());
    const other = await l402.challenge(input());
    lnd.pay(ch.invoice);
    const otherPreimage = lnd.pay(other.invoice);

    expect(await l402.verify(authorization(ch.macaroon, "00".repeat(32)), input())).toEqual({ ok: false, reason: "preimage does not match" });
    // A real preimage, but for another invoice.
    expect(await l402.verify(authorization(ch.macaroon, otherPreimage), input())).toEqual({ ok: false, reason: "preimage does not match" });
    // The preimage bytes are hashed, not the hex text.
    expect(await l402.verify(authorization(ch.macaroon, ch.paymentHash), input())).toEqual({ ok: false, reason: "preimage does not match" });
  });

  it("binds the credential to its route and price", async () => {
    const l402 = createL402(options);
    const cheap = await l402.challenge(input(ROUTE, "0.01"));
    const preimage = lnd.pay(cheap.invoice);
    const auth = authorization(cheap.macaroon, preimage);

    expect(await l402.verify(auth, input(PREMIUM, "0.01"))).toEqual({ ok: false, reason: "wrong route" });
    expect(await l402.verify(auth, input(ROUTE, "1.50"))).toEqual({ ok: false, reason: "wrong price" });
    // Prices compare as the configured strings.
    expect(await l402.verify(auth, input(ROUTE, "0.010"))).toEqual({ ok: false, reason: "wrong price" });
    expect(await l402.verify(auth, input(PREMIUM, "1.50"))).toEqual({ ok: false, reason: "wrong route" });
  });

  it("rejects an expired credential", async () => {
    const l402 = createL402(options);
    const ch = await l402.challenge(input());
    const auth = authorization(ch.macaroon, lnd.pay(ch.invoice));

    expect(await l402.verify(auth, input(ROUTE, "0.01", at(1200)))).toEqual({ ok: false, reason: "expired" });
    expect(await l402.verify(auth, input(ROUTE, "0.01", at(86400)))).toEqual({ ok: false, reason: "expired" });

    // With no grace the credential dies with the invoice.
    const strict = createL402({ ...options, invoiceExpirySeconds: 60, redeemGraceSeconds: 0 });
    const ch2 = await strict.challenge(input());
    const auth2 = authorization(ch2.macaroon, lnd.pay(ch2.invoice));
    expect(ch2.expiresAt).toBe("2025-06-01T00:01:00.000Z");
    expect(lnd.requests.at(-1)!.body).toMatchObject({ expiry: "60" });
    expect((await strict.verify(auth2, input(ROUTE, "0.01", at(59)))).ok).toBe(true);
    expect(await strict.verify(auth2, input(ROUTE, "0.01", at(60)))).toEqual({ ok: false, reason: "expired" });
  });

  it("detects tampering with caveats, identifier or signature", async () => {
    const l402 = createL402(options);
    const ch = await l402.challenge(input(ROUTE, "0.01"));
    const preimage = lnd.pay(ch.invoice);
    const m = decode(ch.macaroon);

    const reroute = encode({ ...m, c: [`route=${PREMIUM}`, ...m.c.slice(1)] });
    expect(await l402.verify(authorization(reroute, preimage), input(PREMIUM, "0.01"))).toEqual({ ok: false, reason: "bad signature" });

    const reprice = encode({ ...m, c: [m.c[0]!, "price_usd=1.50", ...m.c.slice(2)] });
    expect(await l402.verify(authorization(reprice, preimage), input(ROUTE, "1.50"))).toEqual({ ok: false, reason: "bad signature" });

    const prolong = encode({ ...m, c: [...m.c.slice(0, 3), `expires=${NOW_S + 10 ** 9}`] });
    expect(await l402.verify(authorization(prolong, preimage), input(ROUTE, "0.01", at(5000)))).toEqual({ ok: false, reason: "bad signature" });

    const dropped = encode({ ...m, c: m.c.slice(0, 3) });
    expect(await l402.verify(authorization(dropped, preimage), input())).toEqual({ ok: false, reason: "bad signature" });

    // Swap in the payment hash of an invoice someone else paid, with that invoice's preimage.
    const other = await l402.challenge(input());
    const otherPreimage = lnd.pay(other.invoice);
    const rehash = encode({ ...m, i: JSON.stringify({ ...(JSON.parse(m.i) as object), payment_hash: other.paymentHash }) });
    expect(await l402.verify(authorization(rehash, otherPreimage), input())).toEqual({ ok: false, reason: "bad signature" });

    const flipped = encode({ ...m, s: (m.s[0] === "0" ? "1" : "0") + m.s.slice(1) });
    expect(await l402.verify(authorization(flipped, preimage), input())).toEqual({ ok: false, reason: "bad signature" });

    // Minted under another secret.
    const foreign = await createL402({ ...options, secret: "another-secret-0123456789-abcdefghijk" }).challenge(input());
    expect(await l402.verify(authorization(foreign.macaroon, lnd.pay(foreign.invoice)), input())).toEqual({ ok: false, reason: "bad signature" });
  });

  it("lets a holder attenuate (append caveats) but never widen", async () => {
    const l402 = createL402(options);
    const ch = await l402.challenge(input());
    const preimage = lnd.pay(ch.invoice);
    const m = decode(ch.macaroon);
    const append = (caveat: string) => encode({ ...m, c: [...m.c, caveat], s: hmacHex(Buffer.from(m.s, "hex"), caveat) });

    // Unknown caveats are skipped, as bLIP-26 asks of an authorizer.
    expect((await l402.verify(authorization(append("client_note=for-my-agent"), preimage), input())).ok).toBe(true);
    // Known ones are all enforced: an extra route or an earlier expiry narrows the credential.
    expect(await l402.verify(authorization(append(`route=${PREMIUM}`), preimage), input())).toEqual({ ok: false, reason: "wrong route" });
    const sooner = authorization(append(`expires=${NOW_S + 30}`), preimage);
    expect((await l402.verify(sooner, input(ROUTE, "0.01", at(29)))).ok).toBe(true);
    expect(await l402.verify(sooner, input(ROUTE, "0.01", at(30)))).toEqual({ ok: false, reason: "expired" });
    // A holder cannot change the amount the server reports.
    expect(await l402.verify(authorization(append("amount_sat=1"), preimage), input())).toEqual({ ok: false, reason: "malformed credential" });
    expect(await l402.verify(authorization(append("no-equals-sign"), preimage), input())).toEqual({ ok: false, reason: "malformed credential" });
  });

  it("answers malformed credentials with a short reason and no exception", async () => {
    const l402 = createL402(options);
    const ch = await l402.challenge(input());
    const preimage = lnd.pay(ch.invoice);
    const malformed = { ok: false, reason: "malformed credential" };
    const notJson = Buffer.from("hello world").toString("base64url");
    const headers = [
      "",
      "L402",
      "L402 ",
      `Bearer ${ch.macaroon}:${preimage}`,
      `Basic ${ch.macaroon}:${preimage}`,
      `L402${ch.macaroon}:${preimage}`,
      `L402 ${ch.macaroon}`,
      `L402 ${ch.macaroon}:`,
      `L402 :${preimage}`,
      `L402 ${ch.macaroon}:${preimage.slice(2)}`,
      `L402 ${ch.macaroon}:${preimage}00`,
      `L402 ${ch.macaroon}:${"zz".repeat(32)}`,
      `L402 ${ch.macaroon},${ch.macaroon}:${preimage}`,
      `L402 macaroon="${ch.macaroon}", invoice="${ch.invoice}"`,
      `L402 ${ch.macaroon}!:${preimage}`,
      `L402 ${notJson}:${preimage}`,
      `L402 ${Buffer.from("[1,2,3]").toString("base64url")}:${preimage}`,
      `L402 ${encode({ i: "x", c: [], s: "nothex" })}:${preimage}`,
      `L402 ${"A".repeat(9000)}:${preimage}`,
    ];
    for (const h of headers) expect(await l402.verify(h, input()), h.slice(0, 60)).toEqual(malformed);
    // Nothing above needed LND.
    expect(lnd.requests.at(-1)!.path).toBe("/v1/invoices");
  });

  it("can also ask LND whether the invoice is settled", async () => {
    const confirming = createL402({ ...options, confirmWithLnd: true });
    const plain = createL402(options);
    const ch = await confirming.challenge(input());
    // Read the preimage straight from the node without paying: only possible for someone inside LND.
    const leaked = lnd.invoices.get(ch.paymentHash)!.preimageHex;
    const auth = authorization(ch.macaroon, leaked);

    expect(await confirming.verify(auth, input())).toEqual({ ok: false, reason: "invoice not settled" });
    const lookup = lnd.requests.at(-1)!;
    expect(lookup).toMatchObject({ method: "GET", path: `/v1/invoice/${ch.paymentHash}`, macaroon: MACAROON_HEX });
    // Without the lookup the preimage alone is taken as proof (the default, see confirmWithLnd's comment).
    expect((await plain.verify(auth, input())).ok).toBe(true);

    lnd.pay(ch.invoice);
    expect(await confirming.verify(auth, input())).toEqual({ ok: true, paymentHash: ch.paymentHash, amountSat: 10 });

    // The lookup happens only after every local check passed.
    const count = lnd.requests.length;
    expect(await confirming.verify(authorization(ch.macaroon, "11".repeat(32)), input())).toEqual({ ok: false, reason: "preimage does not match" });
    expect(lnd.requests.length).toBe(count);
  });

  it("understands LND's legacy `settled` flag and its 404 for unknown invoices", async () => {
    const responses: Array<{ status: number; body: unknown }> = [];
    const fakeFetch: typeof fetch = async (url, init) => {
      if (String(url).includes("/v1/invoice/")) {
        const next = responses.shift()!;
        return new Response(JSON.stringify(next.body), { status: next.status });
      }
      return fetch(url, init);
    };
    const l402 = createL402({ ...options, confirmWithLnd: true, fetch: fakeFetch });
    const ch = await l402.challenge(input());
    const auth = authorization(ch.macaroon, lnd.pay(ch.invoice));

    responses.push({ status: 200, body: { settled: true } });
    expect((await l402.verify(auth, input())).ok).toBe(true);
    responses.push({ status: 200, body: { state: "ACCEPTED", settled: false } });
    expect(await l402.verify(auth, input())).toEqual({ ok: false, reason: "invoice not settled" });
    responses.push({ status: 404, body: { code: 5, message: "unable to locate invoice" } });
    expect(await l402.verify(auth, input())).toEqual({ ok: false, reason: "invoice not settled" });
    responses.push({ status: 500, body: { code: 2, message: "boom" } });
    await expect(l402.verify(auth, input())).rejects.toThrow(L402LndError);
  });

  it("throws a clear error, free of secrets, when LND refuses the macaroon", async () => {
    const wrongMacaroon = "0201036c6e64deadbeefdeadbeefdeadbeef";
    const l402 = createL402({ ...options, lndMacaroonHex: wrongMacaroon });
    const before = lnd.invoices.size;
    const err = await l402.challenge(input()).catch((e: unknown) => e);

    expect(err).toBeInstanceOf(L402LndError);
    expect(err).toBeInstanceOf(Error);
    const e = err as L402LndError;
    expect(e.message).toBe("LND refused to create an invoice: HTTP 401 (macaroon rejected)");
    expect(e.status).toBe(401);
    expect(e.message).not.toContain(SECRET);
    expect(e.message).not.toContain(wrongMacaroon);
    expect(e.message).not.toContain(MACAROON_HEX);
    expect(lnd.requests.at(-1)!.macaroon).toBe(wrongMacaroon);
    expect(lnd.invoices.size).toBe(before);
  });

  it("throws L402LndError when LND is unreachable or answers nonsense", async () => {
    const down = await startFakeLnd({ macaroonHex: MACAROON_HEX });
    const url = down.url;
    await down.close();
    await expect(createL402({ ...options, lndRestUrl: url }).challenge(input())).rejects.toThrow(/^LND request failed \(network error\)$/);

    // A payment request that could break out of the quoted header parameter is refused.
    const hostile: typeof fetch = async () =>
      new Response(JSON.stringify({ r_hash: Buffer.alloc(32, 7).toString("base64"), payment_request: 'lnbc1", evil="x' }), { status: 200 });
    await expect(createL402({ ...options, fetch: hostile }).challenge(input())).rejects.toThrow(L402LndError);
    const shortHash: typeof fetch = async () =>
      new Response(JSON.stringify({ r_hash: Buffer.alloc(16).toString("base64"), payment_request: "lnbcrt100n1pabcdefghijk" }), { status: 200 });
    await expect(createL402({ ...options, fetch: shortHash }).challenge(input())).rejects.toThrow(L402LndError);
  });

  it("gives up on a hanging LND after lndTimeoutMs and then backs off without asking it again", async () => {
    const hanging = await startFakeLnd({ macaroonHex: MACAROON_HEX });
    try {
      hanging.hang = true;
      const l402 = createL402({ ...options, lndRestUrl: hanging.url, lndTimeoutMs: 200, lndBackoffMs: 10_000 });
      await expect(l402.challenge(input())).rejects.toThrow(/^LND request failed \(timed out\)$/);
      expect(hanging.requests.length).toBe(1);

      hanging.hang = false;
      // within the back-off: refused at once, LND is not asked
      await expect(l402.challenge(input(ROUTE, "0.01", at(9)))).rejects.toThrow(/LND unavailable/);
      expect(hanging.requests.length).toBe(1);
      // after it: LND is asked again and answers
      const ch = await l402.challenge(input(ROUTE, "0.01", at(10)));
      expect(ch.paymentHash).toMatch(/^[0-9a-f]{64}$/);
      expect(hanging.requests.length).toBe(2);
    } finally {
      await hanging.close();
    }
  });

  it("remembers a holder's challenge per route and price for half the invoice's life", async () => {
    const l402 = createL402({ ...options, invoiceExpirySeconds: 600 });
    expect(l402.reusableChallenge("203.0.113.1", input())).toBeNull();
    const anonymous = await l402.challenge(input());
    expect(anonymous.paymentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(l402.reusableChallenge("203.0.113.1", input())).toBeNull(); // minted without a holder: not remembered

    const before = lnd.requests.length;
    const ch = await l402.challenge(input(), "203.0.113.1");
    expect(lnd.requests.length).toBe(before + 1);
    expect(l402.reusableChallenge("203.0.113.1", input(ROUTE, "0.01", at(299)))).toEqual(ch);
    expect(lnd.requests.length).toBe(before + 1); // reuse never calls LND
    expect(l402.reusableChallenge("203.0.113.2", input())).toBeNull();
    expect(l402.reusableChallenge("203.0.113.1", input(PREMIUM))).toBeNull();
    expect(l402.reusableChallenge("203.0.113.1", input(ROUTE, "0.02"))).toBeNull();
    expect(l402.reusableChallenge("203.0.113.1", input(ROUTE, "0.01", at(300)))).toBeNull();
    // and once past its reuse window it is forgotten, even for an earlier clock
    expect(l402.reusableChallenge("203.0.113.1", input())).toBeNull();
  });

  it("keeps at most maxReusableChallenges, dropping the oldest", async () => {
    const l402 = createL402({ ...options, maxReusableChallenges: 2 });
    const a = await l402.challenge(input(), "a");
    const b = await l402.challenge(input(), "b");
    // a fresh challenge for "a" moves it to the newest place, so "b" is the oldest when "c" arrives
    const a2 = await l402.challenge(input(), "a");
    expect(a2.paymentHash).not.toBe(a.paymentHash);
    const c = await l402.challenge(input(), "c");
    expect(l402.reusableChallenge("a", input())).toEqual(a2);
    expect(l402.reusableChallenge("b", input())).toBeNull();
    expect(l402.reusableChallenge("c", input())).toEqual(c);
    expect(b.paymentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses weak configuration without echoing it", () => {
    const short = "too-short-secret";
    expect(() => createL402({ ...options, secret: short })).toThrow(/at least 32 characters/);
    try {
      createL402({ ...options, secret: short });
    } catch (e) {
      expect((e as Error).message).not.toContain(short);
    }
    expect(() => createL402({ ...options, lndMacaroonHex: "not hex" })).toThrow(/hex/);
    expect(() => createL402({ ...options, usdPerBtc: 0 })).toThrow();
    expect(() => createL402({ ...options, invoiceExpirySeconds: 0 })).toThrow();
    expect(() => createL402({ ...options, lndBackoffMs: -1 })).toThrow();
    expect(() => createL402({ ...options, maxReusableChallenges: 1.5 })).toThrow();
  });
});
