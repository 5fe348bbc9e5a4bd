import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { rowsOf } from "../../src/db/client.js";
import { insertKey, rotateKey, type NewKey } from "../../src/db/queries/api-keys.js";
import { apiKeys, outbox } from "../../src/db/schema.js";
import { createOutboxMailer, type MailMessage, type Mailer } from "../../src/adapters/mailer.js";
import { createConsoleLog } from "../../src/log.js";
import { assertMayRead } from "../../src/http/access.js";
import { keyOrPayment, PREMIUM_GRANT } from "../../src/http/auth.js";
import { createRedisLimiter } from "../../src/adapters/limiter-redis.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";

const KEY = /^svc_live_[0-9A-Za-z]{32}$/;
type Json = Record<string, any>;

/** A settable clock, so quotas and token expiry can cross boundaries. */
function movableClock(start: string) {
  let now = new Date(start);
  return { now: () => now, set: (iso: string) => (now = new Date(iso)) };
}

/** The outbox mailer, plus a copy of every message (with its secrets) for the test to read. */
function capturingMailer(): Mailer & { sent: MailMessage[]; failNext: boolean } {
  const inner = createOutboxMailer(createConsoleLog("silent"));
  const m = {
    sent: [] as MailMessage[],
    failNext: false,
    async send(message: MailMessage, db: Parameters<Mailer["send"]>[1]) {
      if (m.failNext) {
        m.failNext = false;
        throw new Error("provider down");
      }
      await inner.send(message, db);
      m.sent.push(message);
    },
  };
  return m;
}

describe.each(testDatabases())("keys on $name", (kind) => {
  let api: TestServer;
  const clock = movableClock("2026-03-10T12:00:00Z");
  const mailer = capturingMailer();
  const issued: string[] = [];
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  let addressCounter = 0;
  const freshAddress = () => `198.51.${Math.floor(Math.random() * 250)}.${++addressCounter}-${tag}`;

  const json = async (res: Response) => (await res.json()) as Json;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    api.fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": freshAddress(), ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
  const makeKey = async (spec: Partial<NewKey> = {}) => {
    const { key, row } = await insertKey(api.deps.db, {
      name: `${tag}@example.com`,
      plan: "free",
      rateLimitPerMinute: 60,
      monthlyQuota: 10_000,
      ...spec,
    });
    issued.push(key);
    return { key, row };
  };

  beforeAll(async () => {
    api = await startTestServer(kind, {
      clock,
      mailer,
      config: { trustProxy: true },
      // stand-ins for data routes, declaring their needs the way the data routes do
      extend: (app) => {
        app.get("/test/premium", keyOrPayment({ price: "signals", premium: true }), (c) => c.json({ ok: true }));
        app.get("/test/region/:code", keyOrPayment({ price: "latest" }), (c) => {
          assertMayRead(c, { region: c.req.param("code") });
          return c.json({ ok: true });
        });
      },
    });
  });
  afterAll(async () => {
    await api.close();
  });

  describe("POST /v1/signup", () => {
    it("issues a free key once, with the spec's fields", async () => {
      const res = await post("/v1/signup", { email: `  Ada.${tag}@example.com ` });
      expect(res.status).toBe(201);
      const body = await json(res);
      issued.push(body.data.key);
      expect(Object.keys(body).sort()).toEqual(["data", "meta"]);
      expect(Object.keys(body.data).sort()).toEqual(["docs_url", "key", "key_hint", "rate_limit_per_minute"]);
      expect(body.data.key).toMatch(KEY);
      expect(body.data.key_hint).toBe(body.data.key.slice(-4));
      expect(body.data.rate_limit_per_minute).toBe(60);
      expect(body.data.docs_url).toBe(`${api.baseUrl}/docs`);
      expect(body.meta.notice).toMatch(/only once/);

      const ping = await api.get("/v1/ping", { headers: bearer(body.data.key) });
      expect(ping.status).toBe(200);
      expect((await json(ping)).data).toEqual({
        ok: true,
        key_name: `Ada.${tag}@example.com`,
        key_hint: body.data.key_hint,
        plan: "free",
        rate_limit_per_minute: 60,
      });
      const viaHeader = await api.get("/v1/ping", { headers: { "X-API-Key": body.data.key } });
      expect(viaHeader.status).toBe(200);
    });

    it.each([
      [{}, "email"],
      [{ email: "not-an-email" }, "email"],
      [{ email: `${"a".repeat(250)}@example.com` }, "email"],
      [{ email: 42 }, "email"],
      [{ email: "a@example.com", source: "x".repeat(121) }, "source"],
      [{ email: "a@example.com", utm_source: 7 }, "utm_source"],
      [{ email: "a@example.com", utm_campaign: ["x"] }, "utm_campaign"],
      [{ email: "a@example.com", plan: "pro" }, "plan"],
    ])("rejects %j with 400 INVALID_PARAMETER on %s", async (body, parameter) => {
      const res = await post("/v1/signup", body);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ error: { code: "INVALID_PARAMETER", details: { parameter } } });
    });

    it("says why an email was refused: missing, not a string, or not an address", async () => {
      const reasons = [];
      for (const body of [{}, { email: 42 }, { email: "nope" }]) reasons.push((await json(await post("/v1/signup", body))).error.details.reason);
      for (const body of [{}, { email: 42 }]) reasons.push((await json(await post("/v1/keys/recover", body))).error.details.reason);
      expect(reasons).toEqual(["is required", "must be a string", "must be a valid email address", "is required", "must be a string"]);
    });

    it("rejects malformed JSON with 400 INVALID_REQUEST", async () => {
      const res = await post("/v1/signup", "{ not json");
      expect(res.status).toBe(400);
      expect((await json(res)).error.code).toBe("INVALID_REQUEST");
    });

    it("stores attribution trimmed, apart from the key, and drops values carrying an email address", async () => {
      const marker = `campaign-${tag}`;
      const res = await post("/v1/signup", {
        email: `attr.${tag}@example.com`,
        source: "  a friend  ",
        utm_source: "mail me at bob@example.org",
        utm_campaign: marker,
      });
      expect(res.status).toBe(201);
      issued.push((await json(res)).data.key);
      const rows = rowsOf<Json>(await api.deps.db.execute(sql`SELECT * FROM signup_attributions WHERE utm_campaign = ${marker}`));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ source: "a friend", utm_source: null, utm_medium: null, utm_campaign: marker });
      expect(Object.keys(rows[0]!).sort()).toEqual(["day", "id", "source", "utm_campaign", "utm_medium", "utm_source"]);
    });

    it("allows 5 keys per network address per UTC day", async () => {
      const address = freshAddress();
      for (let i = 0; i < 5; i++) {
        const ok = await post("/v1/signup", { email: `limit${i}.${tag}@example.com` }, { "X-Forwarded-For": address });
        expect(ok.status).toBe(201);
        issued.push((await json(ok)).data.key);
      }
      const refused = await post("/v1/signup", { email: `limit5.${tag}@example.com` }, { "X-Forwarded-For": address });
      expect(refused.status).toBe(429);
      expect((await json(refused)).error.code).toBe("RATE_LIMIT_EXCEEDED");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const elsewhere = await post("/v1/signup", { email: `other.${tag}@example.com` });
      expect(elsewhere.status).toBe(201);
      issued.push((await json(elsewhere)).data.key);
      clock.set("2026-03-11T00:00:05Z");
      try {
        const nextDay = await post("/v1/signup", { email: `nextday.${tag}@example.com` }, { "X-Forwarded-For": address });
        expect(nextDay.status).toBe(201);
        issued.push((await json(nextDay)).data.key);
      } finally {
        clock.set("2026-03-10T12:00:00Z");
      }
    });
  });

  describe("authentication", () => {
    it("refuses a missing, malformed, unknown or disabled test key with 401 INVALID_API_KEY", async () => {
      const { key: testKey } = await makeKey({ environment: "test" });
      const attempts: Record<string, string>[] = [
        {},
        bearer("nonsense"),
        bearer(`svc_live_${"A".repeat(32)}`),
        { "X-API-Key": `svc_live_${"b".repeat(31)}` },
        bearer(testKey),
      ];
      for (const headers of attempts) {
        const res = await api.get("/v1/ping", { headers });
        expect(res.status).toBe(401);
        // RFC 9110: a 401 names the scheme that would be accepted
        expect(res.headers.get("WWW-Authenticate")).toBe('Bearer realm="api"');
        expect((await json(res)).error.code).toBe("INVALID_API_KEY");
      }
    });

    it("marks every answer to a key not to be stored, X-API-Key included (shared caches do not guard that header)", async () => {
      const { key } = await makeKey();
      for (const headers of [bearer(key), { "X-API-Key": key }]) {
        const ping = await api.get("/v1/ping", { headers });
        expect(ping.status).toBe(200);
        expect(ping.headers.get("Cache-Control")).toBe("no-store");
        const data = await api.get("/test/region/US", { headers });
        expect(data.status).toBe(200);
        expect(data.headers.get("Cache-Control")).toBe("no-store");
      }
    });

    it("refuses a request carrying two different keys, on key routes and data routes alike", async () => {
      const { key } = await makeKey();
      const { key: other } = await makeKey();
      for (const path of ["/v1/ping", "/v1/observations/latest?indicator=ces.nonfarm"]) {
        const both = await api.get(path, { headers: { ...bearer(key), "X-API-Key": other } });
        expect(both.status).toBe(401);
        const body = await json(both);
        expect(body.error.code).toBe("INVALID_API_KEY");
        expect(body.error.message).toMatch(/two different keys/);
      }
      // the same key in both headers is one key
      const same = await api.get("/v1/ping", { headers: { ...bearer(key), "X-API-Key": key } });
      expect(same.status).toBe(200);
    });

    it("refuses a key sent in the URL, whatever the parameter, without repeating it (a 402 challenge used to carry it in its resource URL)", async () => {
      const { key } = await makeKey();
      for (const path of [
        `/v1/observations/latest?indicator=ces.nonfarm&api_key=${key}`,
        `/v1/observations/latest?indicator=ces.nonfarm&token=Bearer%20${key}`,
        `/v1/indicators?search=${key}`,
        `/v1/ping?${key}`,
      ]) {
        const res = await api.get(path);
        expect(res.status, path).toBe(400);
        const text = await res.text();
        expect(text, path).not.toContain(key);
        expect(JSON.parse(text).error, path).toMatchObject({ code: "INVALID_REQUEST", details: { reason: "api key in the URL" } });
      }
      // the same key in its header is served
      expect((await api.get("/v1/ping", { headers: bearer(key) })).status).toBe(200);
    });

    it("accepts test keys when the server enables them", async () => {
      const server = await startTestServer(kind, { config: { enableTestKeys: true } });
      try {
        const { key } = await insertKey(server.deps.db, { name: "t", plan: "free", environment: "test", rateLimitPerMinute: 60, monthlyQuota: null });
        issued.push(key);
        expect(key.startsWith("svc_test_")).toBe(true);
        expect((await server.get("/v1/ping", { headers: bearer(key) })).status).toBe(200);
      } finally {
        await server.close();
      }
    });

    it("answers 401 EXPIRED_API_KEY for an expired key", async () => {
      const { key } = await makeKey({ expiresAt: "2026-03-01T00:00:00Z" });
      const res = await api.get("/v1/ping", { headers: bearer(key) });
      expect(res.status).toBe(401);
      // a date-time as every other of the API: whole seconds
      expect((await json(res)).error).toMatchObject({ code: "EXPIRED_API_KEY", details: { expired_at: "2026-03-01T00:00:00Z" } });
    });

    it("sends the rate headers and records last use at most once a minute", async () => {
      const { key, row } = await makeKey();
      const res = await api.get("/v1/ping", { headers: bearer(key) });
      expect(res.headers.get("x-ratelimit-limit")).toBe("60");
      expect(res.headers.get("x-ratelimit-remaining")).toBe("59");
      expect(Number(res.headers.get("x-ratelimit-reset"))).toBeGreaterThan(clock.now().getTime() / 1000);
      const lastUsed = async () => {
        for (let i = 0; i < 50; i++) {
          const r = await api.deps.db.select().from(apiKeys).where(eq(apiKeys.id, row.id));
          if (r[0]!.lastUsedAt) return r[0]!.lastUsedAt;
          await new Promise((res) => setTimeout(res, 20));
        }
        return null;
      };
      const first = await lastUsed();
      expect(first).not.toBeNull();
      await api.get("/v1/ping", { headers: bearer(key) });
      await new Promise((r) => setTimeout(r, 100));
      expect(await lastUsed()).toBe(first);
    });
  });

  describe("limits", () => {
    it("gives exactly 60 successes and 40 × 429 for 100 concurrent requests on a 60/min key", async () => {
      const { key } = await makeKey({ rateLimitPerMinute: 60 });
      const responses = await Promise.all(Array.from({ length: 100 }, () => api.get("/v1/ping", { headers: bearer(key) })));
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(60);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40);
      const refused = responses.find((r) => r.status === 429)!;
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(refused.headers.get("x-ratelimit-limit")).toBe("60");
      expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
      expect(refused.headers.get("x-ratelimit-reset")).toMatch(/^\d+$/);
      expect((await json(refused)).error.code).toBe("RATE_LIMIT_EXCEEDED");
    });

    it("stops a free key at its monthly quota and starts again in the next UTC month", async () => {
      const { key } = await makeKey({ monthlyQuota: 3 });
      clock.set("2026-01-31T23:58:00Z");
      try {
        for (let i = 0; i < 3; i++) expect((await api.get("/v1/ping", { headers: bearer(key) })).status).toBe(200);
        const over = await api.get("/v1/ping", { headers: bearer(key) });
        expect(over.status).toBe(403);
        expect((await json(over)).error).toMatchObject({
          code: "UPGRADE_REQUIRED",
          details: { quota: 3, used: 3, resets_at: "2026-02-01T00:00:00Z" },
        });
        clock.set("2026-02-01T00:00:30Z");
        expect((await api.get("/v1/ping", { headers: bearer(key) })).status).toBe(200);
      } finally {
        clock.set("2026-03-10T12:00:00Z");
      }
    });
  });

  describe("grants", () => {
    it("needs svc-premium for premium routes (403 CATEGORY_NOT_ALLOWED) and a key at all (401)", async () => {
      const plain = await makeKey();
      const premium = await makeKey({ grants: [PREMIUM_GRANT] });
      const refused = await api.get("/test/premium", { headers: bearer(plain.key) });
      expect(refused.status).toBe(403);
      expect((await json(refused)).error.code).toBe("CATEGORY_NOT_ALLOWED");
      expect(refused.headers.get("x-ratelimit-limit")).toBe("60");
      expect((await api.get("/test/premium", { headers: bearer(premium.key) })).status).toBe(200);
      expect((await api.get("/test/premium", { headers: bearer(`svc_live_${"z".repeat(32)}`) })).status).toBe(401);
    });

    it("keeps a region-restricted key to its regions (403 REGION_NOT_ALLOWED)", async () => {
      const { key } = await makeKey({ allowedRegions: ["06", "US"] });
      expect((await api.get("/test/region/06", { headers: bearer(key) })).status).toBe(200);
      const refused = await api.get("/test/region/36", { headers: bearer(key) });
      expect(refused.status).toBe(403);
      expect((await json(refused)).error).toMatchObject({ code: "REGION_NOT_ALLOWED", details: { region: "36" } });
      const open = await makeKey();
      expect((await api.get("/test/region/36", { headers: bearer(open.key) })).status).toBe(200);
    });
  });

  describe("rotation, revocation, recovery", () => {
    it("rotates a free key: the new one works, the old one stops at once, usage stays", async () => {
      const { key, row } = await makeKey({ monthlyQuota: 2 });
      expect((await api.get("/v1/ping", { headers: bearer(key) })).status).toBe(200);
      const res = await api.fetch("/v1/keys/rotate", { method: "POST", headers: bearer(key) });
      expect(res.status).toBe(200);
      const body = await json(res);
      issued.push(body.data.key);
      expect(body.data).toEqual({ key: expect.stringMatching(KEY), key_hint: body.data.key.slice(-4), rate_limit_per_minute: 60 });
      expect((await api.get("/v1/ping", { headers: bearer(key) })).status).toBe(401);
      // the quota of 2: the first ping used one (the rotation counts none), the new key's first ping the other,
      // and the carried-over count refuses the next
      expect((await api.get("/v1/ping", { headers: bearer(body.data.key) })).status).toBe(200);
      expect((await api.get("/v1/ping", { headers: bearer(body.data.key) })).status).toBe(403);
      const [stored] = await api.deps.db.select().from(apiKeys).where(eq(apiKeys.id, row.id));
      expect(stored).toMatchObject({ plan: "free", monthlyQuota: 2, keyHint: body.data.key_hint, status: "active" });
    });

    it("lets a free key whose monthly quota is used up rotate and revoke itself", async () => {
      const { key } = await makeKey({ monthlyQuota: 1 });
      expect((await api.get("/v1/ping", { headers: bearer(key) })).status).toBe(200);
      expect((await api.get("/v1/ping", { headers: bearer(key) })).status).toBe(403);
      const rotated = await api.fetch("/v1/keys/rotate", { method: "POST", headers: bearer(key) });
      expect(rotated.status).toBe(200);
      const replacement = (await json(rotated)).data.key as string;
      issued.push(replacement);
      const revoked = await api.fetch("/v1/keys/revoke", { method: "POST", headers: bearer(replacement) });
      expect(revoked.status).toBe(200);
      expect((await api.get("/v1/ping", { headers: bearer(replacement) })).status).toBe(401);
    });

    it("answers one of several rotations sent at once with the new key and the others 401, so no key handed out is dead", async () => {
      const { key } = await makeKey();
      const answers = await Promise.all(Array.from({ length: 6 }, () => api.fetch("/v1/keys/rotate", { method: "POST", headers: bearer(key) })));
      const bodies = await Promise.all(answers.map((r) => json(r)));
      const given = bodies.filter((b) => b.data?.key).map((b) => b.data.key as string);
      issued.push(...given);
      expect(given).toHaveLength(1);
      expect(answers.filter((r) => r.status === 401)).toHaveLength(5);
      expect((await api.get("/v1/ping", { headers: bearer(given[0]!) })).status).toBe(200);
      // however the requests interleave: a rotation replaces only the key it was asked with
      const { row } = await makeKey();
      const now = new Date();
      expect(await rotateKey(api.deps.db, row, now)).toMatch(KEY);
      expect(await rotateKey(api.deps.db, row, now)).toBeNull();
    });

    it("answers one of a rotation and a revocation sent at once, and one of several revocations; the other is 401", async () => {
      for (let round = 0; round < 4; round++) {
        const { key } = await makeKey();
        const [rotated, revoked] = await Promise.all([
          api.fetch("/v1/keys/rotate", { method: "POST", headers: bearer(key) }),
          api.fetch("/v1/keys/revoke", { method: "POST", headers: bearer(key) }),
        ]);
        expect([rotated.status, revoked.status].sort()).toEqual([200, 401]);
        // a key handed out by the rotation that won works; none is handed out dead
        if (rotated.status === 200) {
          const replacement = (await json(rotated)).data.key as string;
          issued.push(replacement);
          expect((await api.get("/v1/ping", { headers: bearer(replacement) })).status).toBe(200);
        }
      }
      const { key } = await makeKey();
      const revocations = await Promise.all(Array.from({ length: 5 }, () => api.fetch("/v1/keys/revoke", { method: "POST", headers: bearer(key) })));
      expect(revocations.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401]);
    });

    it("emails a paid key's replacement only, and keeps the old key when the email fails", async () => {
      const billing = `billing.${tag}@example.com`;
      const { key } = await makeKey({ plan: "pro", billingEmail: billing, subscriptionStatus: "active", monthlyQuota: null, rateLimitPerMinute: 600 });
      mailer.failNext = true;
      const failed = await api.fetch("/v1/keys/rotate", { method: "POST", headers: bearer(key) });
      expect(failed.status).toBe(500);
      expect((await api.get("/v1/ping", { headers: bearer(key) })).status).toBe(200);

      const res = await api.fetch("/v1/keys/rotate", { method: "POST", headers: bearer(key) });
      expect(res.status).toBe(202);
      const body = await json(res);
      expect(body.data).toEqual({ status: "emailed", key_hint: expect.any(String) });
      const mail = mailer.sent.at(-1)!;
      expect(mail.to).toBe(billing);
      const replacement = /svc_live_[0-9A-Za-z]{32}/.exec(mail.text)![0];
      issued.push(replacement);
      expect(replacement.slice(-4)).toBe(body.data.key_hint);
      expect(JSON.stringify(body)).not.toContain(replacement);
      expect((await api.get("/v1/ping", { headers: bearer(key) })).status).toBe(401);
      const ping = await api.get("/v1/ping", { headers: bearer(replacement) });
      expect((await json(ping)).data).toMatchObject({ plan: "pro", rate_limit_per_minute: 600 });
      const stored = await api.deps.db.select().from(outbox).where(eq(outbox.recipient, billing));
      expect(stored.at(-1)!.body).not.toContain(replacement);
    });

    it("refuses a body on rotate and revoke", async () => {
      const { key } = await makeKey();
      for (const path of ["/v1/keys/rotate", "/v1/keys/revoke"]) {
        const res = await api.fetch(path, { method: "POST", headers: { ...bearer(key), "Content-Type": "application/json" }, body: '{"x":1}' });
        expect(res.status).toBe(400);
        expect((await json(res)).error.code).toBe("INVALID_REQUEST");
      }
      expect((await api.get("/v1/ping", { headers: bearer(key) })).status).toBe(200);
    });

    it("revokes a key at once; a paid key with an active subscription gets 409 SUBSCRIPTION_ACTIVE", async () => {
      const { key } = await makeKey();
      const res = await api.fetch("/v1/keys/revoke", { method: "POST", headers: bearer(key) });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ data: { revoked: true, key_hint: key.slice(-4) } });
      expect((await api.get("/v1/ping", { headers: bearer(key) })).status).toBe(401);

      const paid = await makeKey({ plan: "pro", billingEmail: `p.${tag}@example.com`, subscriptionStatus: "active" });
      const refused = await api.fetch("/v1/keys/revoke", { method: "POST", headers: bearer(paid.key) });
      expect(refused.status).toBe(409);
      expect((await json(refused)).error.code).toBe("SUBSCRIPTION_ACTIVE");
      expect((await api.get("/v1/ping", { headers: bearer(paid.key) })).status).toBe(200);

      const canceled = await makeKey({ plan: "pro", billingEmail: `c.${tag}@example.com`, subscriptionStatus: "canceled" });
      expect((await api.fetch("/v1/keys/revoke", { method: "POST", headers: bearer(canceled.key) })).status).toBe(200);
    });

    it("recovers a paid key through a single-use token valid 30 minutes", async () => {
      const billing = `recover.${tag}@example.com`;
      const { key } = await makeKey({ plan: "pro", billingEmail: billing, subscriptionStatus: "active", monthlyQuota: null });
      const before = mailer.sent.length;
      const unknown = await post("/v1/keys/recover", { email: `nobody.${tag}@example.com` });
      expect(unknown.status).toBe(202);
      expect(await json(unknown)).toEqual({ data: { status: "sent_if_exists" } });
      expect(mailer.sent.length).toBe(before);

      const res = await post("/v1/keys/recover", { email: billing.toUpperCase() });
      expect(res.status).toBe(202);
      expect(await json(res)).toEqual({ data: { status: "sent_if_exists" } });
      // the mail is written after the answer, so the answer's timing does not tell a paid address from another
      await vi.waitFor(() => expect(mailer.sent.length).toBe(before + 1));
      const token = /"token": "([0-9A-Za-z]+)"/.exec(mailer.sent.at(-1)!.text)![1]!;
      issued.push(token);
      // sent to the address stored, not as the request spelled it
      expect(mailer.sent.at(-1)!.to).toBe(billing);

      const confirmed = await post("/v1/keys/recover/confirm", { token });
      expect(confirmed.status).toBe(200);
      const body = await json(confirmed);
      issued.push(body.data.key);
      expect(body.data).toEqual({ key: expect.stringMatching(KEY), key_hint: body.data.key.slice(-4) });
      expect((await api.get("/v1/ping", { headers: bearer(key) })).status).toBe(401);
      expect((await api.get("/v1/ping", { headers: bearer(body.data.key) })).status).toBe(200);

      const reused = await post("/v1/keys/recover/confirm", { token });
      expect(reused.status).toBe(400);
      expect((await json(reused)).error).toMatchObject({ code: "INVALID_PARAMETER", details: { parameter: "token" } });

      await post("/v1/keys/recover", { email: billing });
      await vi.waitFor(() => expect(mailer.sent.length).toBe(before + 2));
      const late = /"token": "([0-9A-Za-z]+)"/.exec(mailer.sent.at(-1)!.text)![1]!;
      issued.push(late);
      clock.set("2026-03-10T12:31:00Z");
      try {
        expect((await post("/v1/keys/recover/confirm", { token: late })).status).toBe(400);
      } finally {
        clock.set("2026-03-10T12:00:00Z");
      }
    });

    it("validates recovery bodies", async () => {
      expect((await post("/v1/keys/recover", { email: "nope" })).status).toBe(400);
      expect((await post("/v1/keys/recover", { email: "a@example.com", extra: 1 })).status).toBe(400);
      expect((await post("/v1/keys/recover/confirm", {})).status).toBe(400);
      expect((await post("/v1/keys/recover/confirm", { token: "never-issued" })).status).toBe(400);
    });

    it("asks after one billing address twice a minute, whichever networks ask", async () => {
      const email = `flooded.${tag}@example.com`;
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await post("/v1/keys/recover", { email: i ? email.toUpperCase() : email }, { "X-Forwarded-For": freshAddress() })).status);
      expect(statuses).toEqual([202, 202, 429]);
    });

    it("lets one network try 10 recovery tokens a minute", async () => {
      const from = { "X-Forwarded-For": freshAddress() };
      const tries = [];
      for (let i = 0; i < 11; i++) tries.push(await post("/v1/keys/recover/confirm", { token: `guess-${i}` }, from));
      expect(tries.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(400));
      expect(tries[10]!.status).toBe(429);
      expect((await json(tries[10]!)).error.code).toBe("RATE_LIMIT_EXCEEDED");
      expect(Number(tries[10]!.headers.get("Retry-After"))).toBeGreaterThan(0);
    });
  });

  it("keeps no plaintext key or token anywhere in the database", async () => {
    expect(issued.length).toBeGreaterThan(10);
    const tables = rowsOf<{ table_name: string }>(
      await api.deps.db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'observations'`),
    );
    for (const { table_name } of tables) {
      const rows = rowsOf<Json>(await api.deps.db.execute(sql.raw(`SELECT * FROM "${table_name}"`)));
      const text = JSON.stringify(rows);
      for (const secret of issued) expect(text.includes(secret), `${table_name} holds a secret`).toBe(false);
    }
  });
});

describe.runIf(process.env.REDIS_URL)("rate limits against the real Redis", () => {
  it("gives exactly 60 successes and 40 × 429 for 100 concurrent requests", async () => {
    const limiter = createRedisLimiter(process.env.REDIS_URL!, { prefix: `svc-test-${Date.now()}:` });
    const api = await startTestServer(testDatabases()[0]!, { limiter });
    try {
      const { key } = await insertKey(api.deps.db, { name: "redis", plan: "free", rateLimitPerMinute: 60, monthlyQuota: null });
      const statuses = (
        await Promise.all(Array.from({ length: 100 }, () => api.get("/v1/ping", { headers: { Authorization: `Bearer ${key}` } })))
      ).map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(60);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    } finally {
      await api.close();
      await limiter.close();
    }
  });
});
