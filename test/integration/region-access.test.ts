import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { rowsOf, type Database } from "../../src/db/client.js";
import { insertKey } from "../../src/db/queries/api-keys.js";
import { PREMIUM_GRANT } from "../../src/domain/access.js";
import { briefings } from "../../src/db/schema-briefings.js";
import { apiKeys } from "../../src/db/schema.js";
import { insertObservations, refreshCoverage } from "../../src/db/queries/observations.js";
import { runBriefing, slotFor } from "../../src/jobs/briefings.js";
import { importFlows } from "../../src/jobs/import-flows.js";
import { parseIrsMigrationCsv } from "../../src/sources/irs-migration.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";

/**
 * THE PROOF that a region-restricted key gets no other region's value from any route. It walks every
 * operation of the app's own OpenAPI document with a key restricted to Los Angeles County (06037) that holds
 * svc-premium, tries to reach other regions with every region-like parameter, indicator, question and
 * briefing it can build, and fails on any response that carries another region's code, name or value.
 * An operation added later is walked automatically when its parameters are ones this file knows; otherwise
 * it must be classified below, or the test fails.
 */

type Json = Record<string, any>;

const ALLOWED = "06037";
/** Every way of naming a region other than 06037 that the routes accept: code, state, nation, postal, name, slug. */
const OTHER_REGIONS = ["06001", "06", "US", "CA", "california", "alameda-county-ca"];
/** undefined: the parameter left out (the route's default region). */
const REGION_VALUES: (string | undefined)[] = [undefined, ...OTHER_REGIONS, ALLOWED];

const QUESTIONS = [
  "unemployment rate in Alameda County, CA",
  "how did construction jobs change since 2008",
  "compare unemployment rate in Los Angeles County and Alameda County",
  "unemployment rate in California",
  "AAPL close in March 2009",
  "life expectancy in japan in 2005",
  "unemployment rate in Los Angeles County, CA",
];

/** Operations that carry no region's data: the catalog (codes and names of regions, never values) and key management. */
const NO_REGION_DATA: Record<string, string> = {
  "GET /v1/sources": "catalog of sources",
  "GET /v1/regions": "catalog of regions: codes and names, no values",
  "GET /v1/indicators": "catalog of indicators",
  "GET /v1/indicators/{code}": "catalog entry: the region codes a series covers, no values",
  "POST /v1/signup": "issues a free key",
  "GET /v1/ping": "key check",
  "POST /v1/keys/rotate": "key management",
  "POST /v1/keys/revoke": "key management",
  "POST /v1/keys/recover": "key management",
  "POST /v1/keys/recover/confirm": "key management",
  "GET /openapi.json": "this document",
  "GET /llms.txt": "this document as text",
  "GET /docs": "this document as a page",
  "POST /mcp": "each tool call is a request to the route it names, walked here as itself (test/integration/mcp.test.ts checks the forwarding)",
};
/** Operations that show what a briefing's owner chose to publish: public whoever asks (see the README). */
const PUBLISHED_BY_OWNER: Record<string, string> = {
  "GET /v1/briefings/public": "the catalog of briefings their owners made public",
  "GET /v1/briefings/public/{slug}": "a briefing its owner made public",
  "GET /briefings/{slug}": "the page of a briefing its owner made public",
};

const HTTP_METHODS = ["get", "post", "put", "patch", "delete"];

interface Operation {
  id: string;
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean }[];
  body: { properties: string[]; required: string[] } | null;
}

function operationsOf(doc: Json): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const [method, op] of Object.entries<Json>(item)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const schema = op.requestBody?.content?.["application/json"]?.schema as Json | undefined;
      const resolved = schema?.$ref ? doc.components.schemas[String(schema.$ref).split("/").pop()!] : schema;
      ops.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: resolved ? { properties: Object.keys(resolved.properties ?? {}), required: resolved.required ?? [] } : null,
      });
    }
  }
  return ops;
}

/** Every combination of the given choices (a choice of undefined leaves that name out). */
function combinations(choices: [string, (string | undefined)[]][]): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  for (const [name, values] of choices) {
    out = out.flatMap((partial) => values.map((v) => (v === undefined ? partial : { ...partial, [name]: v })));
  }
  return out;
}

export interface Allowed {
  /** Codes the key may read. */
  codes: Set<string>;
  /** Every text naming an allowed region: its code, name and slug. */
  texts: Set<string>;
  /** Names of other regions that must not appear in any text (a county's neighbours, its state, the nation). */
  foreignNames: string[];
}

/** Keys whose text the caller wrote (echoed back), not data. */
const USER_TEXT = new Set(["question", "name"]);

const regionOf = (v: unknown): string | null =>
  typeof v === "string" ? v : v && typeof v === "object" && typeof (v as Json).code === "string" ? (v as Json).code : null;

/**
 * Where a response body shows another region: a region-like field (region, region_code, *_region, a flow's
 * origin and destination) outside the allowed set, an observation value (any number under a *value* key or
 * in a panel's series) whose nearest region is another or unknown, a citation path for another region, or
 * another region's name in a text.
 */
export function foreignRegionData(body: unknown, allowed: Allowed): string[] {
  const found: string[] = [];
  const okText = (s: string) => allowed.texts.has(s) || allowed.codes.has(s);
  const walk = (node: unknown, at: string, context: string | null, inSeries: boolean, key: string) => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => walk(v, `${at}[${i}]`, context, inSeries, key));
      return;
    }
    if (node && typeof node === "object") {
      const obj = node as Json;
      let here = context;
      const skip = new Set<string>();
      // a flow (or a flow filter) is readable when its origin or its destination is
      if ("origin" in obj || "destination" in obj) {
        const ends = [regionOf(obj.origin), regionOf(obj.destination)].filter((c): c is string => c !== null);
        const mine = ends.find((c) => allowed.codes.has(c));
        if (ends.length > 0 && !mine) found.push(`${at}: flow between regions the key may not read (${ends.join(" → ")})`);
        here = mine ?? ends[0] ?? here;
        skip.add("origin").add("destination");
      }
      const own = [obj.region, obj.region_code, obj.interpreted?.region, obj.meta?.region, obj.meta?.interpreted?.region, obj.data?.region]
        .map(regionOf)
        .find((c) => c !== null);
      if (own) here = own;
      for (const [k, v] of Object.entries(obj)) {
        const path = `${at}.${k}`;
        if (skip.has(k)) continue;
        if (/region/i.test(k)) {
          const code = regionOf(v);
          if (code !== null && !okText(code)) found.push(`${path}: region ${JSON.stringify(code)}`);
          if (v && typeof v === "object" && typeof (v as Json).name === "string" && !okText((v as Json).name)) {
            found.push(`${path}.name: ${JSON.stringify((v as Json).name)}`);
          }
        }
        if (typeof v === "number" && /value/i.test(k) && !(here && allowed.codes.has(here))) {
          found.push(`${path}: value ${v} of region ${here ?? "(none given)"}`);
        }
        if (k === "path" && typeof v === "string") {
          const region = new URL(v, "http://x").searchParams.get("region");
          if (region !== null && !okText(region)) found.push(`${path}: cites region ${region}`);
        }
        walk(v, path, here, inSeries || k === "series", k);
      }
      return;
    }
    if (typeof node === "number" && inSeries && !(context && allowed.codes.has(context))) {
      found.push(`${at}: series value ${node} of region ${context ?? "(none given)"}`);
    }
    if (typeof node === "string" && !USER_TEXT.has(key)) {
      for (const name of allowed.foreignNames) if (node.includes(name)) found.push(`${at}: names ${name}: ${JSON.stringify(node.slice(0, 160))}`);
    }
  };
  walk(body, "$", null, false, "");
  return found;
}

// IRS-layout flows (stored for 1986, a year no other test uses): two touch Los Angeles County, two do not
const INFLOW = [
  "y2_statefips,y2_countyfips,y1_statefips,y1_countyfips,y1_state,y1_countyname,n1,n2,agi",
  '06,001,06,037,CA,"Los Angeles County",1100,2100,91000',
  '06,001,06,075,CA,"San Francisco County",1300,2300,93000',
  '06,037,06,001,CA,"Alameda County",1500,2500,95000',
  '06,075,06,001,CA,"Alameda County",1700,2700,97000',
].join("\n");

describe.each(testDatabases())("region access on $name", (kind) => {
  let api: TestServer;
  let db: Database;
  let allowed: Allowed;
  let restricted: string;
  const tag = `ra${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const series = `${tag}.jobs`;
  let seriesId: string;

  const send = async (method: string, path: string, key: string, body?: unknown) => {
    const res = await api.fetch(path, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body !== undefined ? { "Content-Type": "application/json" } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
  };

  beforeAll(async () => {
    api = await startTestServer(kind);
    db = api.deps.db;
    restricted = (
      await insertKey(db, { name: "r@example.com", plan: "pro", grants: [PREMIUM_GRANT], allowedRegions: [ALLOWED], rateLimitPerMinute: 100_000, monthlyQuota: null })
    ).key;

    // a monthly series of this test's own, stored for Los Angeles, its neighbours, its state and the nation
    await db.execute(sql`INSERT INTO sources (slug, name) VALUES (${tag}, 'Region access test source')`);
    [{ id: seriesId }] = rowsOf<{ id: string }>(
      await db.execute(sql`INSERT INTO indicators (code, source_id, name, unit, frequency, default_region)
        SELECT ${series}, id, 'Test jobs', 'count', 'monthly', 'US' FROM sources WHERE slug = ${tag} RETURNING id::text AS id`),
    ) as [{ id: string }];
    const regions = ["US", "06", "06001", "06037", "06075"];
    await insertObservations(
      db,
      new Map([[series, seriesId]]),
      regions.flatMap((region, r) =>
        Array.from({ length: 36 }, (_, m) => ({
          indicator: series,
          region,
          periodStart: `${2010 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}-01`,
          periodEnd: null,
          periodType: "monthly" as const,
          value: 1000 * (r + 1) + m * (r + 1),
        })),
      ),
      null,
    );
    await refreshCoverage(db, [seriesId]);
    // signals on it in Los Angeles and elsewhere
    for (const region of regions) {
      await db.execute(sql`
        INSERT INTO signal_intervals (indicator_id, region_code, type, strength, direction, valid_from, valid_to, detected_at, last_seen_at, evidence)
        VALUES (${seriesId}, ${region}, 'extreme', 'strong', 'up', '2012-01-01T00:00:00Z', NULL, '2012-01-01T00:00:00Z', '2012-12-01T00:00:00Z', '{"z": 5.5}'::jsonb)`);
    }
    // file names only go back to 1990; the rows are moved to 1986 so other tests' "latest period" never sees them
    const flows = parseIrsMigrationCsv(INFLOW, { fileName: "countyinflow9091.csv" }).flows.map((f) => ({ ...f, period: "1986-01-01" }));
    expect((await importFlows(db, flows)).written).toBe(4);

    const named = rowsOf<{ code: string; name: string; slug: string }>(
      await db.execute(sql`SELECT code, name, slug FROM regions WHERE parent_code = '06' OR code IN ('06', 'US', '36061')`),
    );
    const mine = named.filter((r) => r.code === ALLOWED);
    allowed = {
      codes: new Set([ALLOWED]),
      texts: new Set(mine.flatMap((r) => [r.code, r.name, r.slug])),
      foreignNames: named.filter((r) => r.code !== ALLOWED).map((r) => r.name),
    };
  });

  afterAll(async () => {
    await db.execute(sql`DELETE FROM flows WHERE period_start = '1986-01-01'`);
    await db.execute(sql`DELETE FROM signal_intervals WHERE indicator_id = ${seriesId}::uuid`);
    await db.execute(sql`DELETE FROM series_coverage WHERE indicator_id = ${seriesId}::uuid`);
    await db.execute(sql`DELETE FROM observations WHERE indicator_id = ${seriesId}::uuid`);
    await db.execute(sql`DELETE FROM indicators WHERE id = ${seriesId}::uuid`);
    await db.execute(sql`DELETE FROM sources WHERE slug = ${tag}`);
    await api.close();
  });

  it("the walker itself flags another region's code, name, value, flow and citation", () => {
    const check = (body: unknown) => foreignRegionData(body, allowed);
    expect(check({ data: [{ value: 1 }], meta: { region: ALLOWED } })).toEqual([]);
    expect(check({ data: [{ value: 1 }], meta: { region: "06001" } }).length).toBeGreaterThan(0);
    expect(check({ data: { facts: [{ params: { highest_region: "Alameda County", highest_value: 2 } }] } }).length).toBeGreaterThan(0);
    expect(check({ data: [{ origin: { code: "06001", name: "Alameda County" }, destination: { code: "06075" }, value: 3 }] }).length).toBeGreaterThan(0);
    expect(check({ data: [{ origin: { code: "06001", name: "Alameda County" }, destination: { code: ALLOWED }, value: 3 }] })).toEqual([]);
    expect(check({ data: { citations: [{ region: ALLOWED, value: 1, path: "/v1/observations?indicator=x&region=06001" }] } }).length).toBe(1);
    expect(check({ dates: ["2010-01-01"], series: { x: [1] }, meta: { region: null } }).length).toBe(1);
    expect(check({ data: { answer: "The highest is Alameda County (11.3%)." } }).length).toBe(1);
  });

  it("walks every operation of /openapi.json and finds no other region's data", async () => {
    const doc = (await (await api.get("/openapi.json")).json()) as Json;
    const ops = operationsOf(doc);
    const listed = new Set([...Object.keys(NO_REGION_DATA), ...Object.keys(PUBLISHED_BY_OWNER)]);
    // the lists name only operations that exist
    expect([...listed].filter((id) => !ops.some((o) => o.id === id))).toEqual([]);

    const indicators = ["laus.unemployment_rate", "ces.nonfarm", "eia.iowa_net_generation.renewables", "laus.state_unemployment_rate", "stock.aapl.close", series];
    const queryChoices: Record<string, (string | undefined)[]> = {
      region: REGION_VALUES,
      origin: REGION_VALUES,
      destination: REGION_VALUES,
      indicator: [undefined, ...indicators],
      indicators: [undefined, "ces.nonfarm,laus.unemployment_rate", `${series},laus.unemployment_rate`, series, "stock.aapl.close"],
      q: QUESTIONS,
      depth: ["standard", "briefing"],
    };
    const bodyChoices: Record<string, (string | undefined)[]> = { question: QUESTIONS, region: REGION_VALUES };
    // required body fields that decide nothing about regions; briefings stay inactive so no other test's scheduler runs them
    const bodyDefaults: Record<string, unknown> = { name: `${tag} probe`, question: QUESTIONS.at(-1), is_active: false };
    const briefingIds: string[] = [];
    const pathChoices: Record<string, () => string[]> = { id: () => briefingIds };

    const toWalk = ops.filter((o) => !listed.has(o.id));
    const unclassified: string[] = [];
    for (const op of toWalk) {
      for (const p of op.parameters) {
        const known = p.in === "path" ? p.name in pathChoices : p.name in queryChoices;
        if (p.required && !known) unclassified.push(`${op.id}: required ${p.in} parameter '${p.name}'`);
      }
      for (const name of op.body?.required ?? []) {
        if (!(name in bodyChoices) && !(name in bodyDefaults)) unclassified.push(`${op.id}: required body field '${name}'`);
      }
      if (op.path.includes("{") && !op.parameters.some((p) => p.in === "path" && p.name in pathChoices)) unclassified.push(`${op.id}: path`);
    }
    // an operation the walk cannot exercise must be classified in NO_REGION_DATA or PUBLISHED_BY_OWNER
    expect(unclassified).toEqual([]);

    // creators first, then changes, actions, reads, and deletions last
    const phase = (o: Operation) =>
      !o.path.includes("{") ? 0 : ({ PATCH: 1, POST: 2, PUT: 2, GET: 3, DELETE: 4 } as Record<string, number>)[o.method] ?? 3;
    toWalk.sort((a, b) => phase(a) - phase(b));

    const violations: string[] = [];
    const statuses = new Map<string, number>();
    const refusals: Record<string, number> = {};
    const runOutcomes = new Set<string>();
    let scheduledDone = false;
    for (const op of toWalk) {
      if (phase(op) >= 3 && !scheduledDone) {
        // the scheduled path: every briefing of the key runs in a slot, as the cron would run it
        for (const id of briefingIds) {
          const [row] = await db.select().from(briefings).where(eq(briefings.id, id));
          await runBriefing({ db }, row!, api.deps.answer, { slot: `${tag}-${slotFor("daily", new Date())}` });
        }
        scheduledDone = true;
      }
      const queryParams = op.parameters.filter((p) => p.in === "query" && p.name in queryChoices);
      const queries = combinations(queryParams.map((p) => [p.name, queryChoices[p.name]!] as [string, (string | undefined)[]]));
      const bodies: (Json | undefined)[] = [];
      if (op.body) {
        const defaults = Object.fromEntries(Object.entries(bodyDefaults).filter(([k]) => op.body!.properties.includes(k)));
        const varied = op.body.properties.filter((k) => k in bodyChoices);
        const required = op.body.required.filter((k) => k in bodyChoices);
        // a creation tries every combination; a change tries each field alone
        if (required.length > 0) {
          for (const combo of combinations(varied.map((k) => [k, bodyChoices[k]!] as [string, (string | undefined)[]]))) bodies.push({ ...defaults, ...combo });
        } else {
          for (const k of varied) for (const v of bodyChoices[k]!) if (v !== undefined) bodies.push({ [k]: v });
        }
      } else {
        bodies.push(undefined);
      }
      const pathParam = op.parameters.find((p) => p.in === "path");
      const pathValues = pathParam ? pathChoices[pathParam.name]!() : [null];
      // every id gets every query; bodies go round the ids so each id sees some changes
      const requests: { url: string; body: Json | undefined }[] = [];
      pathValues.forEach((value, i) => {
        const base = value === null ? op.path : op.path.replace(`{${pathParam!.name}}`, value);
        const mine = pathParam ? bodies.filter((_, k) => k % pathValues.length === i % Math.max(1, pathValues.length)) : bodies;
        for (const q of queries) {
          const search = new URLSearchParams(q).toString();
          for (const body of mine.length ? mine : [undefined]) requests.push({ url: search ? `${base}?${search}` : base, body });
        }
      });
      for (const r of requests) {
        const { status, body } = await send(op.method, r.url, restricted, r.body);
        const label = `${op.method} ${r.url}${r.body ? ` ${JSON.stringify(r.body)}` : ""}`;
        statuses.set(label, status);
        if (status >= 500) violations.push(`${label}: ${status}`);
        if (status === 403) refusals[body?.error?.code] = (refusals[body?.error?.code] ?? 0) + 1;
        if (status >= 200 && status < 300 && body) {
          for (const f of foreignRegionData(body, allowed)) violations.push(`${label}: ${f}`);
          if (op.id === "POST /v1/briefings") briefingIds.push(body.data.id);
          if (op.id === "POST /v1/briefings/{id}/runs") runOutcomes.add(`${body.data.status}${body.data.error ? ` ${String(body.data.error).split(":")[0]}` : ""}`);
        }
      }
    }
    expect(violations).toEqual([]);

    // the walk reached real data for the allowed county and real refusals for the others
    const ok = (label: string) => statuses.get(label);
    expect(ok(`GET /v1/observations?indicator=laus.unemployment_rate&region=${ALLOWED}`)).toBe(200);
    expect(ok(`GET /v1/observations?indicator=laus.unemployment_rate&region=06001`)).toBe(403);
    expect(ok(`GET /v1/insights?indicator=${series}&region=${ALLOWED}`)).toBe(200);
    expect(ok(`GET /v1/flows?origin=06001&destination=${ALLOWED}`)).toBe(200);
    expect(ok(`GET /v1/flows?origin=06001`)).toBe(403);
    expect(ok(`GET /v1/ask?${new URLSearchParams({ q: QUESTIONS.at(-1)!, depth: "briefing" })}`)).toBe(200);
    expect(ok(`GET /v1/ask?${new URLSearchParams({ q: QUESTIONS[1]!, depth: "standard" })}`)).toBe(403);
    expect(refusals.REGION_NOT_ALLOWED).toBeGreaterThan(100);
    expect(briefingIds.length).toBe(QUESTIONS.length * 2); // region left out or 06037; every other region refused
    expect([...runOutcomes]).toEqual(expect.arrayContaining(["success", "error REGION_NOT_ALLOWED"]));
  });

  it("answers the allowed county in full, with peer_rank left out and said so", async () => {
    const { status, body } = await send("GET", `/v1/insights?indicator=${series}&region=${ALLOWED}`, restricted);
    expect(status).toBe(200);
    expect(body.data.facts.map((f: Json) => f.kind)).not.toContain("peer_rank");
    expect(body.meta.omitted).toEqual([{ fact: "peer_rank", reason: expect.stringMatching(/may read 1 of the 3 peer regions/) }]);
    const open = await insertKey(db, { name: "open", plan: "pro", grants: [PREMIUM_GRANT], rateLimitPerMinute: 1000, monthlyQuota: null });
    const full = await send("GET", `/v1/insights?indicator=${series}&region=${ALLOWED}`, open.key);
    expect(full.body.data.facts.find((f: Json) => f.kind === "peer_rank")?.params.peer_count).toBe(3);
    expect(full.body.meta.omitted).toEqual([]);

    const signals = await send("GET", `/v1/signals?indicator=${series}`, restricted);
    expect(signals.body.data.map((s: Json) => s.region.code)).toEqual([ALLOWED]);
    const flows = await send("GET", "/v1/flows?period=1986&measure=returns", restricted);
    expect(flows.body.data.map((f: Json) => `${f.origin.code}>${f.destination.code}`).sort()).toEqual([`06001>${ALLOWED}`, `${ALLOWED}>06001`].sort());

    const ask = await send("GET", `/v1/ask?q=${encodeURIComponent("unemployment rate in Los Angeles County, CA")}&depth=briefing`, restricted);
    expect(ask.status).toBe(200);
    expect(ask.body.data.citations.map((c: Json) => c.region)).toEqual([ALLOWED]);
    expect(ask.body.data.trace.map((t: Json) => t.detail).join("\n")).toMatch(/57 of 58 peer regions left out/);
  });

  it("refuses ask with the data routes' error, the default region included", async () => {
    for (const q of ["unemployment rate in Alameda County, CA", "how did construction jobs change since 2008"]) {
      const { status, body } = await send("GET", `/v1/ask?q=${encodeURIComponent(q)}`, restricted);
      expect(status).toBe(403);
      expect(body.error).toMatchObject({ code: "REGION_NOT_ALLOWED", details: { allowed_regions: [ALLOWED] } });
    }
    const plain = (await insertKey(db, { name: "plain", plan: "pro", rateLimitPerMinute: 1000, monthlyQuota: null })).key;
    const premium = await send("GET", `/v1/ask?q=${encodeURIComponent("AAPL close in March 2009")}`, plain);
    expect(premium.status).toBe(403);
    expect(premium.body.error).toMatchObject({ code: "CATEGORY_NOT_ALLOWED", details: { required_grant: PREMIUM_GRANT } });
  });

  describe("briefing runs read with the owning key's access at run time", () => {
    const runNow = async (key: string, id: string) => (await send("POST", `/v1/briefings/${id}/runs`, key)).body.data as Json;

    it("a restricted key's briefing about Alameda County runs error (REGION_NOT_ALLOWED), never success", async () => {
      const created = await send("POST", "/v1/briefings", restricted, { name: `${tag} alameda`, question: "unemployment rate in Alameda County, CA", is_active: false });
      expect(created.status).toBe(201);
      const run = await runNow(restricted, created.body.data.id);
      expect(run).toMatchObject({ status: "error", result: null, error: expect.stringMatching(/^REGION_NOT_ALLOWED: .*'06001'/) });
      const refused = await send("POST", "/v1/briefings", restricted, { name: `${tag} x`, question: "jobs", region: "alameda-county-ca" });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ code: "REGION_NOT_ALLOWED", details: { region: "06001" } });
    });

    it("a key ungranted svc-premium after creating a premium briefing gets the refusal at the next run", async () => {
      const { key, row } = await insertKey(db, { name: "p", plan: "pro", grants: [PREMIUM_GRANT], rateLimitPerMinute: 1000, monthlyQuota: null });
      const b = (await send("POST", "/v1/briefings", key, { name: `${tag} aapl`, question: "AAPL close in March 2009", is_active: false })).body.data;
      const first = await runNow(key, b.id);
      expect(first.status).toBe("success");
      expect(first.result.citations.map((c: Json) => c.indicator)).toContain("stock.aapl.close");
      await db.update(apiKeys).set({ grants: [] }).where(eq(apiKeys.id, row.id));
      const [briefing] = await db.select().from(briefings).where(eq(briefings.id, b.id));
      const scheduled = await runBriefing({ db }, briefing!, api.deps.answer, { slot: `${tag}-ungranted` });
      expect(scheduled).toMatchObject({ status: "error", result: null, error: expect.stringMatching(/^CATEGORY_NOT_ALLOWED: /) });
      // through the API too, while the request's own key lookup may still be the cached one with the grant
      expect((await runNow(key, b.id)).error).toMatch(/^CATEGORY_NOT_ALLOWED: /);
    });

    it("a revoked or expired key's briefing does not run: the attempt is recorded as error", async () => {
      for (const change of [{ status: "revoked" }, { expiresAt: "2000-01-01T00:00:00Z" }]) {
        const { key, row } = await insertKey(db, { name: "gone", plan: "pro", rateLimitPerMinute: 1000, monthlyQuota: null });
        const b = (await send("POST", "/v1/briefings", key, { name: `${tag} gone`, question: "how did construction jobs change since 2008", is_active: false })).body.data;
        await db.update(apiKeys).set(change).where(eq(apiKeys.id, row.id));
        const [briefing] = await db.select().from(briefings).where(eq(briefings.id, b.id));
        const run = await runBriefing({ db }, briefing!, api.deps.answer, { slot: `${tag}-gone` });
        expect(run).toMatchObject({ status: "error", result: null, error: expect.stringMatching(/owns this briefing (is revoked|has expired)/) });
      }
    });
  });
});
