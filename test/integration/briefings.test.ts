import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { rowsOf } from "../../src/db/client.js";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { deleteBriefing, updateBriefing } from "../../src/db/queries/briefings.js";
import { AccessRefused, type Reader } from "../../src/domain/access.js";
import { apiKeys } from "../../src/db/schema.js";
import { briefingRuns, briefings } from "../../src/db/schema-briefings.js";
import { executeKeyCommand, parseKeyCommand } from "../../src/operator/key-commands.js";
import { findDueBriefings, runBriefing, runDueBriefings, slotFor, type AnswerFn, type AnswerResult } from "../../src/jobs/briefings.js";
import * as schema from "../../src/db/schema.js";
import { KeyCache } from "../../src/http/key-cache.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";

// the tables arrive with the briefings migration; until schema.ts re-exports them there is nothing to test against
const haveTables = "briefings" in schema;
if (!haveTables) console.warn("briefings tests need `export * from \"./schema-briefings.js\"` in src/db/schema.ts and its migration; not run");

type Json = Record<string, any>;
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** What the ask engine answers about December 2015 payrolls; the two cited values are the bundled ones. */
export function sampleAnswer(question: string): AnswerResult {
  const source = { slug: "bls-ces", name: "BLS Current Employment Statistics (via vega-datasets)" };
  return {
    question,
    status: "answered",
    answer: "In December 2015 the US had 143,093 thousand nonfarm payroll jobs, 6,632 thousand of them in construction.",
    facts: [{ kind: "value", indicator: "ces.nonfarm", region: "US", period_start: "2015-12-01", value: 143093 }],
    citations: [
      { indicator: "ces.nonfarm", region: "US", period_start: "2015-12-01", value: 143093, unit: "thousands of persons", source, path: "/v1/observations?indicator=ces.nonfarm&region=US&start=2015-12-01&end=2015-12-01" },
      { indicator: "ces.construction", region: "US", period_start: "2015-12-01", value: 6632, unit: "thousands of persons", source, path: "/v1/observations?indicator=ces.construction&region=US&start=2015-12-01&end=2015-12-01" },
    ],
    trace: [{ step: "resolve", ms: 3 }],
    interpreted: { indicators: ["ces.nonfarm", "ces.construction"], region: "US", window: "all" },
  };
}

/** A fake engine that counts calls and can be told to fail or to find nothing. */
function fakeEngine() {
  const engine = {
    calls: 0,
    mode: "ok" as "ok" | "fail" | "no_data" | "unresolved" | "unavailable" | "refuse",
    /** The reader the last run was answered for. */
    access: null as Reader | null,
    answer: (async (deps, input) => {
      engine.calls++;
      engine.access = deps.access;
      if (engine.mode === "refuse") throw new AccessRefused({ code: "REGION_NOT_ALLOWED", region: "06001", allowedRegions: ["06037"] });
      if (engine.mode === "fail") throw new Error("secret internal detail: connection reset by db-7");
      if (engine.mode === "unavailable") {
        const e = new Error("ask engine unavailable");
        e.name = "AskUnavailable";
        throw e;
      }
      if (engine.mode === "no_data") return { ...sampleAnswer(input.q), status: "no_data", answer: "No data.", citations: [] };
      if (engine.mode === "unresolved") return { ...sampleAnswer(input.q), status: "unresolved", answer: "I could not tell which series the question is about.", facts: [], citations: [] };
      return sampleAnswer(input.q);
    }) as AnswerFn,
  };
  return engine;
}

describe.skipIf(!haveTables).each(testDatabases())("briefings on $name", (kind) => {
  let api: TestServer;
  const engine = fakeEngine();
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const json = async (res: Response) => (await res.json()) as Json;
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
  const send = (method: string, path: string, key: string | null, body?: unknown) =>
    api.fetch(path, {
      method,
      headers: { ...(key ? bearer(key) : {}), ...(body !== undefined ? { "Content-Type": "application/json" } : {}) },
      ...(body !== undefined ? { body: typeof body === "string" ? body : JSON.stringify(body) } : {}),
    });
  const makeKey = async (plan = "free") =>
    (await insertKey(api.deps.db, { name: `${tag}@example.com`, plan, rateLimitPerMinute: 10_000, monthlyQuota: null })).key;
  const create = async (key: string, body: Json) => {
    const res = await send("POST", "/v1/briefings", key, body);
    expect(res.status).toBe(201);
    return (await json(res)).data as Json;
  };
  /** The key a briefing's writes are made as: its owner, by the hash it holds now. */
  const ownerOf = async (b: { apiKeyId: string }) =>
    (await api.deps.db.select({ id: apiKeys.id, keyHash: apiKeys.keyHash }).from(apiKeys).where(eq(apiKeys.id, b.apiKeyId)))[0]!;
  let keyA: string;
  let keyB: string;

  beforeAll(async () => {
    api = await startTestServer(kind, {
      answer: engine.answer,
    });
    keyA = await makeKey("pro");
    keyB = await makeKey("free");
  });
  afterAll(async () => {
    await api?.close();
  });

  it("the cited values are the bundled ones", async () => {
    const rows = rowsOf<{ code: string; value: number }>(
      await api.deps.db.execute(sql`
        SELECT i.code, o.value FROM observations o JOIN indicators i ON i.id = o.indicator_id
        WHERE i.code IN ('ces.nonfarm', 'ces.construction') AND o.region_code = 'US' AND o.period_start = '2015-12-01' ORDER BY i.code`),
    );
    expect(rows.map((r) => [r.code, Number(r.value)])).toEqual([
      ["ces.construction", 6632],
      ["ces.nonfarm", 143093],
    ]);
  });

  it("creates, reads, lists, updates and deletes a briefing", async () => {
    const res = await send("POST", "/v1/briefings", keyA, { name: "US jobs", question: "How many nonfarm jobs?", region: "US", window: "5y" });
    expect(res.status).toBe(201);
    const b = (await json(res)).data;
    expect(Object.keys(b).sort()).toEqual(
      ["api_key_id", "cadence", "created_at", "id", "is_active", "is_public", "last_run_at", "name", "question", "region", "slug", "updated_at", "window"].sort(),
    );
    expect(b).toMatchObject({ name: "US jobs", region: "US", window: "5y", cadence: "daily", is_active: true, is_public: false, slug: null, last_run_at: null });
    expect(b.created_at).toMatch(STAMP);
    expect(b.updated_at).toMatch(STAMP);

    const detail = await send("GET", `/v1/briefings/${b.id}`, keyA);
    expect(detail.status).toBe(200);
    expect((await json(detail)).data).toEqual({ ...b, latest_run: null });

    const list = await json(await send("GET", "/v1/briefings", keyA));
    expect(list.data.map((x: Json) => x.id)).toContain(b.id);

    const patched = await send("PATCH", `/v1/briefings/${b.id}`, keyA, { cadence: "weekly", window: null, is_active: false });
    expect(patched.status).toBe(200);
    expect((await json(patched)).data).toMatchObject({ id: b.id, cadence: "weekly", window: null, is_active: false, name: "US jobs" });

    const del = await send("DELETE", `/v1/briefings/${b.id}`, keyA);
    expect(del.status).toBe(204);
    expect((await send("GET", `/v1/briefings/${b.id}`, keyA)).status).toBe(404);
  });

  it("stores a briefing's region as the code the text names, as every route resolves a region, and refuses an unknown one with 404", async () => {
    const bySlug = await send("POST", "/v1/briefings", keyA, { name: "Golden state", question: "How many nonfarm jobs?", region: "california" });
    expect(bySlug.status).toBe(201);
    const b = (await json(bySlug)).data;
    expect(b.region).toBe("06");
    const unknown = await send("POST", "/v1/briefings", keyA, { name: "Nowhere", question: "q", region: "ZZ" });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error).toMatchObject({ code: "RESOURCE_NOT_FOUND", details: { parameter: "region", value: "ZZ" } });
    const patched = await send("PATCH", `/v1/briefings/${b.id}`, keyA, { region: "ZZ" });
    expect(patched.status).toBe(404);
    expect((await json(await send("GET", `/v1/briefings/${b.id}`, keyA))).data.region).toBe("06");
    expect((await json(await send("PATCH", `/v1/briefings/${b.id}`, keyA, { region: "us" }))).data.region).toBe("US");
    await send("DELETE", `/v1/briefings/${b.id}`, keyA);
  });

  it("a change to a briefing deleted after it was read finds nothing to change (the PATCH answers 404, not 500)", async () => {
    const created = await create(keyA, { name: "raced", question: "gold price", cadence: "daily" });
    const [row] = await api.deps.db.select().from(briefings).where(eq(briefings.id, created.id as string));
    const owner = await ownerOf(row!);
    await deleteBriefing(api.deps.db, owner, row!.id, new Date());
    expect(await updateBriefing(api.deps.db, owner, row!, { isPublic: true, name: "raced" }, new Date())).toBeUndefined();
  });

  it("needs a bearer key", async () => {
    expect((await send("GET", "/v1/briefings", null)).status).toBe(401);
    expect((await send("POST", "/v1/briefings", null, { name: "x", question: "y" })).status).toBe(401);
  });

  it("hides another key's briefing (404 on every route)", async () => {
    const b = await create(keyA, { name: "Private", question: "Jobs?" });
    for (const [method, path, body] of [
      ["GET", `/v1/briefings/${b.id}`],
      ["PATCH", `/v1/briefings/${b.id}`, { name: "stolen" }],
      ["DELETE", `/v1/briefings/${b.id}`],
      ["GET", `/v1/briefings/${b.id}/runs`],
      ["POST", `/v1/briefings/${b.id}/runs`],
    ] as const) {
      const res = await send(method, path, keyB, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await json(res)).error.code).toBe("RESOURCE_NOT_FOUND");
    }
    expect((await json(await send("GET", "/v1/briefings", keyB))).data.map((x: Json) => x.id)).not.toContain(b.id);
    expect((await json(await send("GET", `/v1/briefings/${b.id}`, keyA))).data.name).toBe("Private");
  });

  it.each([
    [{ question: "q" }, "name"],
    [{ name: "", question: "q" }, "name"],
    [{ name: "x".repeat(121), question: "q" }, "name"],
    [{ name: "n", question: "q".repeat(501) }, "question"],
    [{ name: "n" }, "question"],
    [{ name: "n", question: "q", window: "10w" }, "window"],
    [{ name: "n", question: "q", window: "0d" }, "window"],
    // longer than the calendar: no date range at all (it was stored, and every run read the whole history)
    [{ name: "n", question: "q", window: "99999999999999999999y" }, "window"],
    [{ name: "n", question: "q", cadence: "hourly" }, "cadence"],
    [{ name: "n", question: "q", is_public: "yes" }, "is_public"],
    [{ name: "n", question: "q", colour: "blue" }, "colour"],
    // half a surrogate pair is no character: it would be stored as U+FFFD
    [{ name: "lone \ud83d surrogate", question: "q" }, "name"],
    [{ name: "n", question: "jobs \udc00" }, "question"],
  ])("POST rejects %j with 400 INVALID_PARAMETER on %s", async (body, parameter) => {
    const res = await send("POST", "/v1/briefings", keyA, body);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: { code: "INVALID_PARAMETER", details: { parameter } } });
  });

  it("rejects malformed JSON, unknown PATCH properties and a non-uuid id", async () => {
    const bad = await send("POST", "/v1/briefings", keyA, "{ nope");
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.code).toBe("INVALID_REQUEST");
    // bytes that are not UTF-8 are not JSON either: read as text they became U+FFFD and were stored
    const undecodable = await api.fetch("/v1/briefings", {
      method: "POST",
      headers: { ...bearer(keyA), "Content-Type": "application/json" },
      body: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('","question":"gdp"}')]),
    });
    expect(undecodable.status).toBe(400);
    expect((await json(undecodable)).error).toMatchObject({ code: "INVALID_REQUEST", message: "The request body is not valid UTF-8" });
    // an empty body with the JSON content type is not taken for an empty object, and says it may be empty
    const empty = await send("POST", "/v1/briefings", keyA, "");
    expect(empty.status).toBe(400);
    expect((await json(empty)).error).toMatchObject({ code: "INVALID_REQUEST", message: "The request body is empty or not valid JSON" });
    // text that reorders or hides itself on a public page is refused, naming the character; joiners emoji need stay
    for (const [field, text, code] of [
      ["name", "Jobs \u202Eylkeew", "U+202E"],
      ["name", "Jobs\u200B", "U+200B"],
      ["question", "latest \u2066cpi\u2069", "U+2066"],
      ["name", "C1 \u0085 control", "U+0085"],
    ] as const) {
      const hidden = await send("POST", "/v1/briefings", keyA, { name: "Plain", question: "latest cpi", [field]: text });
      expect(hidden.status).toBe(400);
      expect((await json(hidden)).error).toMatchObject({
        code: "INVALID_PARAMETER",
        details: { parameter: field, reason: `must not contain control or invisible formatting characters (it holds ${code})` },
      });
    }
    const family = await create(keyA, { name: "Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}", question: "q" });
    expect(family.name).toBe("Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}");
    const b = await create(keyA, { name: "Patchable", question: "q" });
    const unknown = await send("PATCH", `/v1/briefings/${b.id}`, keyA, { slug: "mine" });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ error: { code: "INVALID_PARAMETER", details: { parameter: "slug" } } });
    const window = await send("PATCH", `/v1/briefings/${b.id}`, keyA, { window: "forever" });
    expect((await json(window)).error.details.parameter).toBe("window");
    const notUuid = await send("GET", "/v1/briefings/not-a-uuid", keyA);
    expect(notUuid.status).toBe(400);
    expect((await json(notUuid)).error.details.parameter).toBe("id");
  });

  it("limits a free key to 10 briefings (403 UPGRADE_REQUIRED)", async () => {
    const free = await makeKey("free");
    for (let i = 0; i < 10; i++) await create(free, { name: `Limit ${i}`, question: "q" });
    const res = await send("POST", "/v1/briefings", free, { name: "Eleventh", question: "q" });
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ error: { code: "UPGRADE_REQUIRED", details: { limit: 10, used: 10 } } });
    // creates sent at once are counted one after another: exactly ten are kept, public ones with slugs of their own
    const racing = await makeKey("free");
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => send("POST", "/v1/briefings", racing, { name: `Race ${tag}`, question: "q", is_public: true })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 403)).toHaveLength(5);
    const kept = (await json(await send("GET", "/v1/briefings", racing))).data as { slug: string }[];
    expect(kept).toHaveLength(10);
    expect(new Set(kept.map((b) => b.slug)).size).toBe(10);
    // a paid key is not limited
    const pro = await makeKey("pro");
    for (let i = 0; i < 11; i++) await create(pro, { name: `Pro ${i}`, question: "q" });
  });

  it("gives public briefings unique kebab-case slugs", async () => {
    const name = `Weekly Jobs ${tag}: Report!`;
    const first = await create(keyA, { name, question: "q", is_public: true });
    const second = await create(keyB, { name, question: "q", is_public: true });
    const third = await create(keyA, { name, question: "q" });
    expect(first.slug).toBe(`weekly-jobs-${tag}-report`);
    expect(second.slug).toBe(`weekly-jobs-${tag}-report-2`);
    expect(third.slug).toBeNull();
    const made = await json(await send("PATCH", `/v1/briefings/${third.id}`, keyA, { is_public: true }));
    expect(made.data.slug).toBe(`weekly-jobs-${tag}-report-3`);
    // renaming keeps the slug
    const renamed = await json(await send("PATCH", `/v1/briefings/${first.id}`, keyA, { name: "Something else" }));
    expect(renamed.data.slug).toBe(first.slug);
  });

  it("gives every public briefing written at once under one name a slug of its own (none answered 500)", async () => {
    const name = `Slug race ${tag}`;
    const base = `slug-race-${tag}`;
    const pro = await makeKey("pro");
    const frees = await Promise.all(Array.from({ length: 10 }, () => makeKey("free")));
    const privates = await Promise.all(frees.map((key) => create(key, { name, question: "q" })));
    // one paid key's creates (a free key's are counted one after another), one create per free key, and
    // each free key's private briefing of that name made public, all at once
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => send("POST", "/v1/briefings", pro, { name, question: "q", is_public: true })),
      ...frees.map((key) => send("POST", "/v1/briefings", key, { name, question: "q", is_public: true })),
      ...privates.map((b, i) => send("PATCH", `/v1/briefings/${b.id}`, frees[i]!, { is_public: true })),
    ]);
    const bodies = await Promise.all(answers.map(json));
    expect(answers.map((r, i) => `${r.status} ${r.status >= 300 ? JSON.stringify(bodies[i]) : ""}`.trim())).toEqual([
      ...Array.from({ length: 30 }, () => "201"),
      ...Array.from({ length: 10 }, () => "200"),
    ]);
    const slugs = bodies.map((b) => b.data.slug as string);
    expect(new Set(slugs).size).toBe(40);
    // in the documented form: the name's, then with -2, -3, … (here up to -40)
    expect(new Set(slugs)).toEqual(new Set([base, ...Array.from({ length: 39 }, (_, i) => `${base}-${i + 2}`)]));
    const stored = await api.deps.db.select({ slug: briefings.slug }).from(briefings).where(and(eq(briefings.name, name), eq(briefings.isPublic, true)));
    expect(stored.map((b) => b.slug).sort()).toEqual([...slugs].sort());
  });

  it("takes a revoked key's briefings out of the public catalog and stops them (no key is left to unpublish them)", async () => {
    const key = await makeKey("free");
    const made = await create(key, { name: `Orphan ${tag}`, question: "q", is_public: true });
    const listed = async () => ((await json(await api.fetch("/v1/briefings/public"))).data as Json[]).some((b) => b.slug === made.slug);
    expect(await listed()).toBe(true);
    expect((await send("POST", "/v1/keys/revoke", key)).status).toBe(200);
    expect(await listed()).toBe(false);
    expect((await api.fetch(`/v1/briefings/public/${made.slug}`)).status).toBe(404);
    expect((await api.fetch(`/briefings/${made.slug}`)).status).toBe(404);
    const [row] = await api.deps.db.select().from(briefings).where(eq(briefings.id, made.id));
    expect(row).toMatchObject({ isActive: false, isPublic: false, slug: made.slug });
  });

  it("refuses (401) a briefing write whose key was revoked or rotated after the request's key check, and writes nothing", async () => {
    // A key cache that never drops an entry: each request is let in as its key was when first seen, as a request
    // in flight when its key is revoked was, or one served by a process that has not yet seen a revocation or
    // rotation made by another (the keys CLI, another server). Only the write itself can still find the key gone.
    class StaleKeyCache extends KeyCache {
      override forget() {}
    }
    const stale = await startTestServer(kind, { answer: engine.answer, app: { keyCache: new StaleKeyCache(24 * 3600_000) } });
    try {
      const call = (method: string, path: string, key: string, body?: unknown) =>
        stale.fetch(path, {
          method,
          headers: { ...bearer(key), ...(body !== undefined ? { "Content-Type": "application/json" } : {}) },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
      const made = async (key: string, body: Json) => {
        const res = await call("POST", "/v1/briefings", key, body);
        expect(res.status).toBe(201);
        return (await json(res)).data as Json;
      };
      const refusedAsInvalidKey = async (res: Response) => {
        expect(res.status).toBe(401);
        expect(res.headers.get("www-authenticate")).toBe('Bearer realm="api"');
        expect((await json(res)).error.code).toBe("INVALID_API_KEY");
      };
      const rowsOfKey = (id: string) => stale.deps.db.select().from(briefings).where(eq(briefings.apiKeyId, id)).orderBy(briefings.createdAt);

      for (const plan of ["pro", "free"]) {
        const { key, row } = await insertKey(stale.deps.db, { name: `${tag}@example.com`, plan, rateLimitPerMinute: 10_000, monthlyQuota: null });
        const published = await made(key, { name: `Revoke race ${plan} ${tag}`, question: "q", is_public: true });
        const unpublished = await made(key, { name: `Private ${plan} ${tag}`, question: "q" });
        expect((await call("POST", "/v1/keys/revoke", key)).status).toBe(200);
        // the key check still passes (the stale cache); every write finds the key revoked
        await refusedAsInvalidKey(await call("PATCH", `/v1/briefings/${published.id}`, key, { is_public: true, is_active: true, name: "Revived" }));
        await refusedAsInvalidKey(await call("PATCH", `/v1/briefings/${unpublished.id}`, key, { is_public: true }));
        await refusedAsInvalidKey(await call("POST", "/v1/briefings", key, { name: `After revoke ${plan} ${tag}`, question: "q", is_public: true }));
        await refusedAsInvalidKey(await call("POST", `/v1/briefings/${published.id}/runs`, key));
        await refusedAsInvalidKey(await call("DELETE", `/v1/briefings/${unpublished.id}`, key));
        // nothing was written: the two briefings are there, stopped and private, as the revocation left them, and without runs
        const rows = await rowsOfKey(row.id);
        expect(rows.map((b) => [b.id, b.name, b.isActive, b.isPublic])).toEqual([
          [published.id, published.name, false, false],
          [unpublished.id, unpublished.name, false, false],
        ]);
        expect(await stale.deps.db.select().from(briefingRuns).where(eq(briefingRuns.briefingId, published.id))).toEqual([]);
        expect((await json(await stale.fetch("/v1/briefings/public"))).data.some((b: Json) => b.slug === published.slug)).toBe(false);
        expect((await stale.fetch(`/v1/briefings/public/${published.slug}`)).status).toBe(404);
      }

      // a rotated key: the old one writes nothing more, the new one does
      const { key: old, row } = await insertKey(stale.deps.db, { name: `${tag}@example.com`, plan: "free", rateLimitPerMinute: 10_000, monthlyQuota: null });
      const mine = await made(old, { name: `Rotated ${tag}`, question: "q", is_public: true });
      const rotated = await call("POST", "/v1/keys/rotate", old);
      expect(rotated.status).toBe(200);
      const fresh = (await json(rotated)).data.key as string;
      await refusedAsInvalidKey(await call("PATCH", `/v1/briefings/${mine.id}`, old, { is_public: false, name: "Hijacked" }));
      await refusedAsInvalidKey(await call("DELETE", `/v1/briefings/${mine.id}`, old));
      await refusedAsInvalidKey(await call("POST", "/v1/briefings", old, { name: `Old key ${tag}`, question: "q" }));
      expect((await rowsOfKey(row.id)).map((b) => [b.name, b.isPublic])).toEqual([[mine.name, true]]);
      const renamed = await call("PATCH", `/v1/briefings/${mine.id}`, fresh, { name: `Renamed ${tag}` });
      expect(renamed.status).toBe(200);
      expect((await json(renamed)).data).toMatchObject({ name: `Renamed ${tag}`, is_public: true, slug: mine.slug });
    } finally {
      await stale.close();
    }
  });

  it("lets the operator take a briefing out of the public catalog for good: its owner cannot publish it again", async () => {
    const key = await makeKey("free");
    const made = await create(key, { name: `Spam ${tag}`, question: "q", is_public: true });
    const listed = async () => ((await json(await api.fetch("/v1/briefings/public"))).data as Json[]).some((b) => b.slug === made.slug);
    expect(await listed()).toBe(true);
    const ctx = { db: api.deps.db, config: api.deps.config, now: () => new Date() };
    const withheld = await executeKeyCommand(ctx, parseKeyCommand({ command: "unpublish", slug: made.slug }));
    expect(withheld).toEqual({ command: "unpublish", slug: made.slug, id: made.id, name: `Spam ${tag}`, alreadyWithheld: false });
    expect(await listed()).toBe(false);
    expect((await api.fetch(`/v1/briefings/public/${made.slug}`)).status).toBe(404);
    expect((await api.fetch(`/briefings/${made.slug}`)).status).toBe(404);
    // the owner asking to publish it again is refused, and says why; other changes still apply
    const again = await send("PATCH", `/v1/briefings/${made.id}`, key, { is_public: true });
    expect(again.status).toBe(400);
    expect((await json(again)).error).toMatchObject({ code: "INVALID_PARAMETER", details: { parameter: "is_public" } });
    const renamed = await send("PATCH", `/v1/briefings/${made.id}`, key, { name: `Renamed ${tag}` });
    expect(renamed.status).toBe(200);
    expect((await json(renamed)).data).toMatchObject({ is_public: false, slug: made.slug });
    // a change read before the operator acted cannot publish it either
    const [stale] = await api.deps.db.select().from(briefings).where(eq(briefings.id, made.id));
    const raced = await updateBriefing(api.deps.db, await ownerOf(stale!), { ...stale!, withheldAt: null }, { isPublic: true }, new Date());
    expect(raced?.isPublic).toBe(false);
    expect(await listed()).toBe(false);
    // a second unpublish says so; an unknown slug is refused
    expect(await executeKeyCommand(ctx, parseKeyCommand({ command: "unpublish", slug: made.slug }))).toMatchObject({ alreadyWithheld: true });
    await expect(executeKeyCommand(ctx, parseKeyCommand({ command: "unpublish", slug: `no-such-${tag}` }))).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("runs a briefing now and shows it in the detail, the public catalog and the public read", async () => {
    engine.mode = "ok";
    const b = await create(keyA, { name: `Payrolls ${tag}`, question: "How many nonfarm and construction jobs in December 2015?", region: "US", is_public: true });
    const before = await api.get("/v1/briefings/public");
    expect(before.status).toBe(200);
    expect(before.headers.get("cache-control")).toBe("public, max-age=300, stale-while-revalidate=3600");
    const listed = (await json(before)).data.find((x: Json) => x.slug === b.slug);
    expect(listed).toEqual({ slug: b.slug, name: b.name, question: b.question, cadence: "daily", last_run_at: null });
    expect((await json(await api.get(`/v1/briefings/public/${b.slug}`))).data.run).toBeNull();

    const res = await send("POST", `/v1/briefings/${b.id}/runs`, keyA);
    expect(res.status).toBe(201);
    const run = (await json(res)).data;
    expect(Object.keys(run).sort()).toEqual(["briefing_id", "completed_at", "error", "id", "result", "started_at", "status", "usage"]);
    expect(run).toMatchObject({ briefing_id: b.id, status: "success", error: null, usage: { citations: 2 } });
    expect(run.started_at).toMatch(STAMP);
    expect(run.completed_at).toMatch(STAMP);
    expect(run.result.citations.map((c: Json) => c.value)).toEqual([143093, 6632]);

    const detail = (await json(await send("GET", `/v1/briefings/${b.id}`, keyA))).data;
    expect(detail.latest_run).toEqual({ result: run.result, status: "success", started_at: run.started_at });
    expect(detail.last_run_at).toBe(run.started_at);

    const read = await api.get(`/v1/briefings/public/${b.slug}`);
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("public, max-age=300, stale-while-revalidate=3600");
    expect((await json(read)).data).toEqual({
      slug: b.slug,
      name: b.name,
      question: b.question,
      cadence: "daily",
      run: { started_at: run.started_at, completed_at: run.completed_at, result: run.result },
    });
    const catalog = (await json(await api.get("/v1/briefings/public"))).data.find((x: Json) => x.slug === b.slug);
    expect(catalog.last_run_at).toBe(run.started_at);

    const missing = await api.get("/v1/briefings/public/no-such-briefing-here");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    // a private briefing is not in the public catalog
    const priv = await create(keyA, { name: `Private ${tag}`, question: "q" });
    const all = (await json(await api.get("/v1/briefings/public"))).data.map((x: Json) => x.name);
    expect(all).not.toContain(priv.name);
  });

  it("shows public readers no run that answered an earlier question, region or window", async () => {
    engine.mode = "ok";
    const b = await create(keyA, { name: `Reworded ${tag}`, question: "How many nonfarm jobs in December 2015?", region: "US", is_public: true });
    const first = (await json(await send("POST", `/v1/briefings/${b.id}/runs`, keyA))).data;
    const publicRun = async () => (await json(await api.get(`/v1/briefings/public/${b.slug}`))).data.run;
    // the catalog's last_run_at is the start of the run the public read shows
    const listedRunAt = async () => (await json(await api.get("/v1/briefings/public"))).data.find((x: Json) => x.slug === b.slug).last_run_at;
    const page = async () => (await api.get(`/briefings/${b.slug}`)).text();
    expect((await publicRun()).started_at).toBe(first.started_at);
    // renaming, or setting the same question again, keeps the run
    expect((await send("PATCH", `/v1/briefings/${b.id}`, keyA, { name: `Renamed ${tag}`, question: b.question })).status).toBe(200);
    expect((await publicRun()).started_at).toBe(first.started_at);

    for (const change of [{ question: "How many construction jobs in December 2015?" }, { region: "CA" }, { window: "5y" }]) {
      expect((await send("PATCH", `/v1/briefings/${b.id}`, keyA, change)).status).toBe(200);
      expect(await publicRun()).toBeNull();
      expect(await listedRunAt()).toBeNull();
      expect(await page()).not.toContain("143,093");
      // the owner still sees the latest run; the next run is public again
      expect((await json(await send("GET", `/v1/briefings/${b.id}`, keyA))).data.latest_run).not.toBeNull();
      const next = (await json(await send("POST", `/v1/briefings/${b.id}/runs`, keyA))).data;
      expect((await publicRun()).started_at).toBe(next.started_at);
      expect(await listedRunAt()).toBe(next.started_at);
      expect(await page()).toContain("143,093");
    }
  });

  it("records no_data, unavailable and error runs; an error hides its internals", async () => {
    const b = await create(keyA, { name: "Statuses", question: "q" });
    const statuses: Json[] = [];
    for (const mode of ["no_data", "unavailable", "fail", "unresolved"] as const) {
      engine.mode = mode;
      const res = await send("POST", `/v1/briefings/${b.id}/runs`, keyA);
      expect(res.status).toBe(201);
      statuses.push((await json(res)).data);
    }
    engine.mode = "ok";
    expect(statuses.map((r) => r.status)).toEqual(["no_data", "unavailable", "error", "error"]);
    // a question the engine cannot resolve has no answer: the error says why, the result keeps the trace
    expect(statuses[3]).toMatchObject({ error: "I could not tell which series the question is about.", result: { status: "unresolved" } });
    expect(statuses[0]!.result.status).toBe("no_data");
    expect(statuses[1]!.result).toBeNull();
    expect(statuses[2]!.result).toBeNull();
    expect(statuses[2]!.error).toBeTruthy();
    expect(statuses[2]!.error).not.toMatch(/db-7|connection/);
  });

  it("answers each run with the owning key's access as it is when the run starts", async () => {
    engine.mode = "ok";
    const { key, row } = await insertKey(api.deps.db, { name: `${tag}@example.com`, plan: "pro", allowedRegions: ["06037"], rateLimitPerMinute: 10_000, monthlyQuota: null });
    const b = await create(key, { name: "Access", question: "q" });
    expect((await json(await send("POST", `/v1/briefings/${b.id}/runs`, key))).data.status).toBe("success");
    expect(engine.access).toEqual({ kind: "key", grants: [], allowedRegions: ["06037"] });
    // changed behind the key cache's back: the run reads the key row itself
    await api.deps.db.update(apiKeys).set({ allowedRegions: ["06001"], grants: ["svc-premium"] }).where(eq(apiKeys.id, row.id));
    await send("POST", `/v1/briefings/${b.id}/runs`, key);
    expect(engine.access).toEqual({ kind: "key", grants: ["svc-premium"], allowedRegions: ["06001"] });
    // a refusal is recorded as error naming it, without a result
    engine.mode = "refuse";
    const refused = (await json(await send("POST", `/v1/briefings/${b.id}/runs`, key))).data;
    engine.mode = "ok";
    expect(refused).toMatchObject({ status: "error", result: null, error: "REGION_NOT_ALLOWED: This key may not read region '06001'" });
    // a briefing's region must be one the key may read
    const outside = await send("POST", "/v1/briefings", key, { name: "Elsewhere", question: "q", region: "san-francisco-county-ca" });
    expect(outside.status).toBe(403);
    expect((await json(outside)).error).toMatchObject({ code: "REGION_NOT_ALLOWED", details: { region: "06075" } });
  });

  it("pages runs newest first with a cursor", async () => {
    engine.mode = "ok";
    const b = await create(keyA, { name: "Paged", question: "q" });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await runBriefing({ db: api.deps.db }, (await api.deps.db.select().from(briefings).where(eq(briefings.id, b.id)))[0]!, engine.answer, {
        now: new Date(Date.UTC(2026, 0, 1 + i, 6)),
      });
      ids.push(r!.id);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await send("GET", `/v1/briefings/${b.id}/runs?limit=2${cursor ? `&cursor=${cursor}` : ""}`, keyA);
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body.meta.limit).toBe(2);
      expect(body.meta.count).toBe(body.data.length);
      seen.push(...body.data.map((r: Json) => r.id));
      cursor = body.meta.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
    const bad = await send("GET", `/v1/briefings/${b.id}/runs?cursor=garbage`, keyA);
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.details.parameter).toBe("cursor");
    // a cursor altered by hand is refused before the database reads it (an impossible date was a 500)
    for (const t of ["2026-02-30T06:00:00.000Z", "+275760-09-13T00:00:00.000Z"]) {
      const forged = Buffer.from(JSON.stringify({ b: b.id, t, i: ids[0] }), "utf8").toString("base64url");
      const res = await send("GET", `/v1/briefings/${b.id}/runs?cursor=${forged}`, keyA);
      expect(res.status).toBe(400);
      expect((await json(res)).error.details.parameter).toBe("cursor");
    }
    // a cursor pages the briefing it was issued for, not another of the key's
    const other = await create(keyA, { name: "Paged too", question: "q" });
    const first = await json(await send("GET", `/v1/briefings/${b.id}/runs?limit=1`, keyA));
    const elsewhere = await send("GET", `/v1/briefings/${other.id}/runs?cursor=${first.meta.next_cursor}`, keyA);
    expect(elsewhere.status).toBe(400);
    expect((await json(elsewhere)).error.details).toEqual({ parameter: "cursor", reason: "belongs to another briefing's runs" });
  });

  describe("scheduler", () => {
    const runsOf = async (id: string) =>
      api.deps.db.select().from(briefingRuns).where(eq(briefingRuns.briefingId, id)).orderBy(briefingRuns.startedAt);
    /** Only this test's briefings are active, so other tests' rows do not change the counts. */
    const isolate = async (keep: string[]) => {
      await api.deps.db.update(briefings).set({ isActive: false }).where(sql`${briefings.id} NOT IN ${keep}`);
    };

    it("computes UTC-day and ISO-week slots", () => {
      expect(slotFor("daily", new Date("2026-03-10T23:59:59Z"))).toBe("2026-03-10");
      expect(slotFor("weekly", new Date("2026-03-10T12:00:00Z"))).toBe("2026-W11");
      expect(slotFor("weekly", new Date("2027-01-01T12:00:00Z"))).toBe("2026-W53");
      expect(slotFor("weekly", new Date("2024-12-30T12:00:00Z"))).toBe("2025-W01");
    });

    it("runs a daily briefing once a day and a weekly one once a week; a duplicate trigger runs nothing twice", async () => {
      engine.mode = "ok";
      const daily = await create(keyA, { name: "Daily", question: "q" });
      const weekly = await create(keyA, { name: "Weekly", question: "q", cadence: "weekly" });
      await isolate([daily.id, weekly.id]);
      const start = Date.UTC(2030, 0, 7, 6); // a Monday
      let total = 0;
      for (let day = 0; day < 14; day++) {
        const now = new Date(start + day * 86_400_000);
        const first = await runDueBriefings({ db: api.deps.db }, engine.answer, { now });
        // the same trigger again, and twice at once: nothing more runs
        const again = await Promise.all([
          runDueBriefings({ db: api.deps.db }, engine.answer, { now }),
          runDueBriefings({ db: api.deps.db }, engine.answer, { now: new Date(now.getTime() + 60_000) }),
        ]);
        expect(again.map((c) => c.ran)).toEqual([0, 0]);
        total += first.ran;
      }
      expect((await runsOf(daily.id)).map((r) => r.slot)).toEqual(Array.from({ length: 14 }, (_, d) => new Date(start + d * 86_400_000).toISOString().slice(0, 10)));
      expect((await runsOf(weekly.id)).map((r) => r.slot)).toEqual(["2030-W02", "2030-W03"]);
      expect(total).toBe(16);

      // the slot claim itself: a second claim of the same slot runs nothing
      const row = (await api.deps.db.select().from(briefings).where(eq(briefings.id, daily.id)))[0]!;
      const calls = engine.calls;
      const dup = await runBriefing({ db: api.deps.db }, row, engine.answer, { slot: "2030-01-07", now: new Date(start) });
      expect(dup).toBeUndefined();
      expect(engine.calls).toBe(calls);
    });

    it("records nothing and answers 404 when the briefing is deleted before its run is claimed", async () => {
      const gone = await create(keyA, { name: "Deleted meanwhile", question: "q" });
      const row = (await api.deps.db.select().from(briefings).where(eq(briefings.id, gone.id)))[0]!;
      await api.deps.db.delete(briefings).where(eq(briefings.id, gone.id));
      expect(await runBriefing({ db: api.deps.db }, row, engine.answer)).toBeUndefined();
    });

    it("records a failed run as error and retries it in the next slot", async () => {
      const b = await create(keyA, { name: "Flaky", question: "q" });
      await isolate([b.id]);
      const day1 = new Date("2031-05-05T06:00:00Z");
      expect((await findDueBriefings(api.deps.db, day1)).map((x) => x.id)).toEqual([b.id]);
      engine.mode = "fail";
      const first = await runDueBriefings({ db: api.deps.db }, engine.answer, { now: day1 });
      expect(first).toMatchObject({ due: 1, ran: 1, error: 1 });
      engine.mode = "ok";
      // same slot later that day: not retried
      const sameDay = await runDueBriefings({ db: api.deps.db }, engine.answer, { now: new Date("2031-05-05T20:00:00Z") });
      expect(sameDay.ran).toBe(0);
      const day2 = await runDueBriefings({ db: api.deps.db }, engine.answer, { now: new Date("2031-05-06T06:00:00Z") });
      expect(day2).toMatchObject({ ran: 1, success: 1 });
      const runs = await runsOf(b.id);
      expect(runs.map((r) => [r.slot, r.status])).toEqual([
        ["2031-05-05", "error"],
        ["2031-05-06", "success"],
      ]);
      expect(runs[0]!.error).toBe("The briefing could not be answered");
    });

    it("runs at most batchSize briefings per trigger", async () => {
      engine.mode = "ok";
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await create(keyA, { name: `Batch ${i}`, question: "q" })).id);
      await isolate(ids);
      const now = new Date("2032-02-02T06:00:00Z");
      const counts = await runDueBriefings({ db: api.deps.db }, engine.answer, { now, batchSize: 3 });
      expect(counts).toMatchObject({ due: 3, ran: 3 });
      const rest = await runDueBriefings({ db: api.deps.db }, engine.answer, { now, batchSize: 3 });
      expect(rest).toMatchObject({ due: 2, ran: 2 });
    });
  });
});
