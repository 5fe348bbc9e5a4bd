/**
 * Requests generated from the app's own OpenAPI document: every operation, every declared parameter, its
 * body and content type, the authentication variants, and the values known to have broken services like
 * this one (control characters, wrong shapes, overflowing numbers, impossible dates, oversized bodies).
 * Values are drawn from three pools per parameter: what the schema allows, what the catalog holds (so a
 * request reaches the handler rather than stopping at validation) and hostile text.
 */
import fc from "fast-check";

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface OpenApiSchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
  example?: unknown;
  properties?: Record<string, OpenApiSchema>;
  $ref?: string;
}

interface OpenApiParameter {
  name: string;
  in: "query" | "path" | "header" | "cookie";
  required?: boolean;
  schema?: OpenApiSchema;
  example?: unknown;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
  security?: Record<string, string[]>[];
}

export interface Operation {
  method: string;
  /** As in the document: `/v1/briefings/{id}`. */
  template: string;
  parameters: OpenApiParameter[];
  bodySchema: OpenApiSchema | undefined;
}

/** Who the request claims to be. `disposable` is a fresh valid key minted just before the request. */
export type AuthVariant =
  | { kind: "none" }
  | { kind: "key"; header: "bearer" | "x-api-key" }
  | { kind: "disposable" }
  | { kind: "raw"; name: string; value: string };

export interface FuzzRequest {
  operation: string;
  method: string;
  /** Path and query, already encoded (some bytes on purpose invalid). */
  url: string;
  auth: AuthVariant;
  headers: Record<string, string>;
  body?: string;
}

/** Values the catalog holds, so generated requests reach handlers and the database. */
export interface KnownValues {
  indicators: string[];
  regions: string[];
  briefingIds: string[];
  slugs: string[];
}

export function operationsOf(doc: OpenApiDocument, resolve: (ref: string) => OpenApiSchema | undefined): Operation[] {
  const ops: Operation[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const json = op.requestBody?.content?.["application/json"]?.schema;
      ops.push({
        method: method.toUpperCase(),
        template,
        parameters: op.parameters ?? [],
        bodySchema: json?.$ref ? resolve(json.$ref) : json,
      });
    }
  }
  return ops;
}

export const operationName = (op: { method: string; template: string }) => `${op.method} ${op.template}`;

// ---------------------------------------------------------------- value pools

const CONTROL = ["\u0000", "\u0001", "\u0008", "\u000b", "\u001f", "\u007f", "a\u0000b", "\t", "\n", "\r\n"];
const HOSTILE_TEXT = [
  "",
  " ",
  "a",
  "null",
  "undefined",
  "' OR 1=1 --",
  "\"; DROP TABLE api_keys; --",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "${jndi:ldap://x}",
  "%s%s%n",
  "é",
  "😀",
  "Ω≈ç√∫",
  "\u202e",
  "\ufeff",
  "日本語",
  "x".repeat(121),
  "x".repeat(501),
  "y".repeat(5000),
  "a,b,c",
  ",,,",
  "[]",
  "{}",
];
const NUMBERS = ["0", "-1", "1", "2", "19", "20", "21", "99", "100", "101", "500", "501", "5000", "10000", "10001", "1e3", "1.5", "-0", "00", "+1", "0x10", "NaN", "Infinity", "99999999999999999999", "-99999999999999999999", "9007199254740993"];
const DATES = ["2020-01-01", "2008-06-30", "2024-02-29", "2023-02-29", "2020-02-30", "2020-13-01", "2020-00-10", "0000-01-01", "0001-01-01", "1800-01-01", "9999-12-31", "10000-01-01", "2020-1-1", "20200101", "2020-01-01T00:00:00Z", "-2020-01-01", "1969-12-31", "2262-04-12", "today"];
const BOOLEANS = ["true", "false", "1", "0", "yes", "TRUE", ""];
const UUIDS = ["00000000-0000-0000-0000-000000000000", "not-a-uuid", "123", "ffffffff-ffff-ffff-ffff-ffffffffffff", "6f1c1c1e-3b7a-4e5f-9d3c-2a1b0c9d8e7f"];
const REGIONS = ["US", "us", "06", "6", "06037", "06001", "CA", "ca", "california", "los-angeles-county-ca", "WLD", "53033", "36061", "00", "99999", "XX", "Z", "new-york", "NY", "DE", "IN", "in"];
const QUESTIONS = [
  "what is the unemployment rate in California",
  "how did construction jobs change since 2008",
  "latest S&P 500",
  "unemployment rate in Los Angeles County, CA",
  "compare California and Texas unemployment",
  "which county has the highest unemployment rate",
  "CO2 at Mauna Loa in 2015",
  "how many people lived in the US in 1900",
  "?",
  "the the the",
  "unemployment in 99999 since 0000",
  "cpi over the last 5000 years",
  "cpi 99999999999999999999 months ago",
];
/** The `window` grammar (`all` or a count of d, m or y) at its edges: counts past the calendar and past 2^53, and near misses. */
const WINDOWS = ["all", "5y", "18m", "90d", "1d", "9999y", "99999999d", "99999999999999999999y", "0y", "05y", "-1y", "1.5y", "5Y", "5x", "P1Y", "2008..2010", "last 12 months"];
/** Percent sequences that are not valid UTF-8, or not percent-encoding at all; used raw in the URL. */
const RAW_ENCODED = ["%00", "%FF", "%", "%zz", "%C0%AF", "%ED%A0%80", "%E2%80%AE", "a%00b", "%0A", "%7F"];

const base64url = (text: string) => Buffer.from(text).toString("base64url");
const CURSORS = [
  "abc",
  "!!!",
  base64url("{}"),
  base64url('{"v":1}'),
  base64url('{"v":1,"p":"9999-99-99"}'),
  base64url('{"v":1,"p":"2020-01-01","q":"x"}'),
  base64url('{"v":1,"f":"2020-01-01T00:00:00Z","i":"00000000-0000-0000-0000-000000000000","q":"x"}'),
  base64url("null"),
  base64url("[1,2]"),
  base64url('"str"'),
  base64url("\u0000"),
];

/** x402 headers of every wrong shape: not base64, base64 of non-JSON, and JSON of the wrong shape. */
const PAYMENT_SIGNATURES = [
  "garbage",
  "",
  "====",
  Buffer.from("not json").toString("base64"),
  ...[
    '{"x402Version":2,"garbage":true}',
    "null",
    "[]",
    '"str"',
    "123",
    '{"x402Version":2,"payload":null}',
    '{"x402Version":1,"payload":{}}',
    '{"x402Version":99,"payload":{},"accepted":{}}',
    '{"x402Version":2,"payload":{"authorization":{"from":"0x0","nonce":"0x0"},"signature":"0x"}}',
    '{"x402Version":2,"accepted":{"scheme":"exact","network":"eip155:84532","amount":"1","asset":"0x0","payTo":"0x0","maxTimeoutSeconds":1,"extra":{}},"payload":{"authorization":{"from":"0x0000000000000000000000000000000000000001","to":"0x0","value":"1","validAfter":"0","validBefore":"99999999999","nonce":"0x00"},"signature":"0x00"}}',
  ].map((json) => Buffer.from(json).toString("base64")),
];

const BAD_AUTH: AuthVariant[] = [
  { kind: "raw", name: "Authorization", value: "Bearer svc_live_" + "A".repeat(32) },
  { kind: "raw", name: "Authorization", value: "Bearer svc_test_" + "b".repeat(32) },
  { kind: "raw", name: "Authorization", value: "Bearer garbage" },
  { kind: "raw", name: "Authorization", value: "Bearer " },
  { kind: "raw", name: "Authorization", value: "Basic dXNlcjpwYXNz" },
  { kind: "raw", name: "Authorization", value: "L402 garbage" },
  { kind: "raw", name: "Authorization", value: "L402 YWJj:00" },
  { kind: "raw", name: "Authorization", value: "LSAT x:y" },
  { kind: "raw", name: "X-API-Key", value: "svc_live_short" },
  { kind: "raw", name: "X-API-Key", value: "svc_live_" + "é".repeat(32) },
  ...PAYMENT_SIGNATURES.map((value): AuthVariant => ({ kind: "raw", name: "PAYMENT-SIGNATURE", value })),
];

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
];

const INVALID_JSON = ["", "{", "}", "{\"a\":}", "[", "nul", "{'a':1}", "\u0000", "{\"email\":\"a@b.c\"", "\"unterminated"];

// ---------------------------------------------------------------- parameters

/** Values of the parameter's own kind: what its name and schema say it holds. */
function domainValues(p: OpenApiParameter, known: KnownValues): string[] {
  const name = p.name.toLowerCase();
  const schema = p.schema ?? {};
  if (schema.enum) return schema.enum.map(String);
  if (schema.type === "boolean") return BOOLEANS;
  if (schema.type === "integer" || schema.type === "number") {
    const bounds = [schema.minimum, schema.maximum].filter((n): n is number => typeof n === "number");
    return [...NUMBERS, ...bounds.flatMap((n) => [String(n - 1), String(n), String(n + 1)])];
  }
  if (["start", "end", "as_of", "from", "to"].includes(name) || schema.format === "date") return DATES;
  if (name === "period") return ["2019", "2021", "0", "0000", "0000-01-01", "0001", "9999", "99999", "2021-01-01", "2021-02-01", "abcd"];
  if (name === "cursor") return CURSORS;
  if (name === "q") return QUESTIONS;
  if (name === "window") return WINDOWS;
  if (name === "id") return [...known.briefingIds, ...UUIDS];
  if (name === "slug") return [...known.slugs, "no-such-briefing", "UPPER", "a--b"];
  if (["region", "parent", "origin", "destination"].includes(name)) return [...REGIONS, ...known.regions];
  if (["indicator", "indicators", "code", "codes"].includes(name)) {
    const some = known.indicators;
    return [...some, some.slice(0, 3).join(","), some.slice(0, 25).join(","), "nope", "ces.nonfarm,nope"];
  }
  if (name === "search") return ["jobs", "unemployment rate", "construction jobs", "co2", "zzzz", "&|!:*"];
  if (name === "type") return ["county", "state", "country", "metro", "acceleration", "nope"];
  if (name === "source") return ["bls-ces", "sp500", "fred", "nope"];
  return [];
}

/** One occurrence of a parameter in the URL, encoded; hostile ones may hold raw invalid percent sequences. */
const encodedValue = (p: OpenApiParameter, known: KnownValues, hostile: boolean) => {
  const ofItsKind = fc.constantFrom("x", ...domainValues(p, known), ...(p.example !== undefined ? [String(p.example)] : [])).map(encodeURIComponent);
  if (!hostile) return ofItsKind;
  return fc.oneof(
    { weight: 3, arbitrary: ofItsKind },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT, ...CONTROL).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_ENCODED) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: "binary" }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ""))) },
  );
};

const parameterOccurrences = (p: OpenApiParameter, known: KnownValues, hostile: boolean): fc.Arbitrary<string[]> => {
  const once = encodedValue(p, known, hostile).map((v) => [`${encodeURIComponent(p.name)}=${v}`]);
  // required parameters are mostly present; optional ones mostly absent
  const absent = { weight: p.required ? 1 : 4, arbitrary: fc.constant<string[]>([]) };
  if (!hostile) return fc.oneof(absent, { weight: p.required ? 9 : 2, arbitrary: once });
  return fc.oneof(
    absent,
    { weight: p.required ? 8 : 3, arbitrary: once },
    { weight: 1, arbitrary: fc.array(encodedValue(p, known, hostile), { minLength: 2, maxLength: 30 }).map((vs) => vs.map((v) => `${p.name}=${v}`)) },
    { weight: 1, arbitrary: fc.constant<string[]>([p.name]) },
  );
};

const EXTRA_QUERY = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string[]>([]) },
  { weight: 1, arbitrary: fc.constantFrom<string[]>(["unknown=1"], ["%00=1"], ["a%FF=%FF"], ["&&&"]) },
);

const queryArbitrary = (params: OpenApiParameter[], known: KnownValues, hostile: boolean): fc.Arbitrary<string> =>
  fc
    .tuple(fc.tuple(...params.map((p) => parameterOccurrences(p, known, hostile))), hostile ? EXTRA_QUERY : fc.constant<string[]>([]))
    .map(([parts, extra]) => [...parts.flat(), ...extra].join("&"));

// ---------------------------------------------------------------- bodies

/** A value for one body property: right-looking for its schema, hostile text, or the wrong type. */
function propertyValue(name: string, schema: OpenApiSchema, hostile: boolean): fc.Arbitrary<unknown> {
  const right: string[] =
    schema.enum?.map(String) ??
    (name.includes("email")
      ? ["fuzz@example.com", "a@b.co", "not-an-email", "x".repeat(250) + "@e.io"]
      : name === "question"
        ? QUESTIONS
        : name === "region"
          ? REGIONS
          : name === "window"
            ? WINDOWS
            : name === "token"
              ? ["t".repeat(43), "short"]
              : ["Fuzz briefing", "x".repeat(120), "x".repeat(121)]);
  const ofItsKind = schema.type === "boolean" ? fc.boolean() : fc.constantFrom(...right);
  if (!hostile) return ofItsKind;
  return fc.oneof(
    { weight: 3, arbitrary: ofItsKind },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXT, ...CONTROL) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 0, -1, 1.5, true, [], {}, ["a"], { a: 1 }, "a".repeat(70_000)) },
  );
}

const bodyArbitrary = (schema: OpenApiSchema | undefined, hostile: boolean): fc.Arbitrary<string | undefined> => {
  const props = Object.entries(schema?.properties ?? {});
  const shaped = fc
    .tuple(
      fc.tuple(...props.map(([name, s]) => fc.option(propertyValue(name, s, hostile), { nil: undefined, freq: 3 }).map((v) => [name, v] as const))),
      hostile ? fc.option(fc.constantFrom(["extra", 1] as const, ["__proto__", { admin: true }] as const, ["\u0000", "x"] as const), { nil: undefined, freq: 1 }) : fc.constant(undefined),
    )
    .map(([entries, extra]) => JSON.stringify(Object.fromEntries([...entries, ...(extra ? [extra] : [])].filter(([, v]) => v !== undefined))));
  if (!hostile) return shaped;
  return fc.oneof(
    { weight: schema ? 6 : 1, arbitrary: shaped },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom(...INVALID_JSON) },
    { weight: 1, arbitrary: fc.constant(JSON.stringify({ name: "big", question: "q".repeat(100_000) })) },
  );
};

// ---------------------------------------------------------------- requests

const authArbitrary = (secured: boolean, destroysKey: boolean, hostile: boolean): fc.Arbitrary<AuthVariant> => {
  const good = destroysKey
    ? fc.constant<AuthVariant>({ kind: "disposable" })
    : fc.constantFrom<AuthVariant>({ kind: "key", header: "bearer" }, { kind: "key", header: "x-api-key" });
  if (!hostile) return secured ? good : fc.oneof({ weight: 4, arbitrary: fc.constant<AuthVariant>({ kind: "none" }) }, { weight: 1, arbitrary: good });
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<AuthVariant>({ kind: "none" }) },
    { weight: 2, arbitrary: good },
    { weight: 3, arbitrary: fc.constantFrom(...BAD_AUTH) },
  );
};

const OTHER_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

/**
 * Requests for one operation: its path parameters filled, query, auth, body, content type and extra
 * headers. About a third are hostile everywhere; the rest are well-formed requests with values of each
 * parameter's kind, so they reach the handlers and the database.
 */
export function requestsFor(op: Operation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const queryParams = op.parameters.filter((p) => p.in === "query");
  const takesBody = op.bodySchema !== undefined;
  const secured = /^\/v1\/(ping|keys\/(rotate|revoke)|briefings(?!\/public)|observations|panel|flows|insights|signals|ask)/.test(op.template);
  const destroysKey = /^\/v1\/keys\/(rotate|revoke)$/.test(op.template);
  const build = (hostile: boolean) =>
    fc.record({
      path: fc.tuple(...pathParams.map((p) => encodedValue(p, known, hostile))),
      query: queryArbitrary(queryParams, known, hostile),
      auth: authArbitrary(secured, destroysKey, hostile),
      body: takesBody
        ? bodyArbitrary(op.bodySchema, hostile)
        : hostile
          ? fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom("{}", "x", "\u0000") })
          : fc.constant(undefined),
      contentType: hostile ? fc.oneof({ weight: 3, arbitrary: fc.constant("application/json") }, { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) }) : fc.constant("application/json"),
      method: hostile ? fc.oneof({ weight: 8, arbitrary: fc.constant(op.method) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) }) : fc.constant(op.method),
      // routes are strict: `/v1/indicators/` is another (unknown) path, and must answer like one
      trailingSlash: hostile ? fc.oneof({ weight: 7, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }) : fc.constant(false),
      requestId: hostile
        ? fc.option(fc.constantFrom("6f1c1c1e-3b7a-4e5f-9d3c-2a1b0c9d8e7f", "not-a-uuid", "x".repeat(300), "\u00e9"), { nil: undefined, freq: 2 })
        : fc.constant(undefined),
    });
  return fc.oneof({ weight: 2, arbitrary: build(false) }, { weight: 1, arbitrary: build(true) }).map(({ path, query, auth, body, contentType, method, requestId, trailingSlash }) => {
    let k = 0;
    const filled = op.template.replace(/\{[^}]+\}/g, () => path[k++] ?? "x") + (trailingSlash ? "/" : "");
    const headers: Record<string, string> = {};
    if (body !== undefined && contentType) headers["Content-Type"] = contentType;
    if (requestId !== undefined) headers["X-Request-Id"] = requestId;
    return {
      operation: operationName(op),
      method,
      url: query ? `${filled}?${query}` : filled,
      auth,
      headers,
      ...(body !== undefined && method !== "GET" && method !== "HEAD" ? { body } : {}),
    };
  });
}

/** Requests across all operations, each operation equally likely. */
export function fuzzRequests(ops: Operation[], known: KnownValues): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...ops.map((op) => requestsFor(op, known)));
}
