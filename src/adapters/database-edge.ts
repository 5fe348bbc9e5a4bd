import { AsyncLocalStorage } from "node:async_hooks";
import { neon, neonConfig } from "@neondatabase/serverless";
import { drizzle } from "drizzle-orm/neon-http";
import type { Database } from "../db/client.js";
import { DATA_VERSION_STATEMENT, withDataVersion } from "../db/queries/data-version.js";
import { openNeonDatabase, type NeonOptions } from "./database-neon.js";

/*
 * The database inside a Worker. Reads go over Neon's SQL-over-HTTP endpoint (`neon()`): one HTTP request
 * per statement, no connection to open, nothing held between requests, so the client is built once per
 * isolate. A transaction (signup, key rotation, briefings, payment claims, provisioning) opens a WebSocket
 * Pool for its request, only when one is used: Workers may not share a connection between requests.
 * What belongs to one request (whether its first statement went out, its Pool) rides in an
 * AsyncLocalStorage scope that `inRequest` opens around the request's work.
 *
 * The first statement of each request also learns the data version, in the same HTTP request: a read
 * (`select …`) is sent as one statement that returns the version beside its rows; anything else goes as a
 * two-statement batch with the version read first (Neon runs a batch as a transaction: more round trips on
 * its side). Either way the driver gets the statement's own result, and the version is reported
 * (src/worker.ts keeps it for the isolate's caches).
 */

export interface EdgeDatabaseOptions extends NeonOptions {
  /** Where `neon()` posts its statements; unset, Neon's own endpoint for the host of the URL. */
  httpEndpoint?: string | undefined;
}

/** One request's share of the database: whether its first statement went out yet, and its Pool if it opened one. */
interface RequestScope {
  versionAsked: boolean;
  pooled?: ReturnType<typeof openNeonDatabase>;
}

/**
 * The driver's fetch for this isolate (neonConfig is per isolate): the first single statement of a request
 * also reads the data version.
 */
function versionLearningFetch(requestScope: () => RequestScope | undefined, onVersion: (version: number) => void): typeof fetch {
  return async (input, init) => {
    const scope = requestScope();
    const options = init ?? {};
    const body = options.body;
    // a single statement's body is the driver's JSON.stringify({query, params}); batches start {"queries":
    if (!scope || scope.versionAsked || typeof body !== "string" || !body.startsWith(QUERY_START)) return fetch(input, options);
    scope.versionAsked = true;
    if (body === VERSION_ONLY_BODY) {
      const res = await fetch(input, options);
      if (!res.ok) return res;
      const single = (await res.json()) as StatementResult;
      onVersion(Number(single.rows[0]?.[0]));
      return answered(single);
    }
    // spliced as text: the statement's body is already JSON, and parsing it to write it again cost every request
    const queryEnd = READ.test(body.slice(QUERY_START.length, QUERY_START.length + 64)) ? body.indexOf(QUERY_END) : -1;
    if (queryEnd > 0) {
      const wrapped = `${QUERY_START}${withDataVersion(body.slice(QUERY_START.length, queryEnd))}${body.slice(queryEnd)}`;
      const res = await fetch(input, { ...options, body: wrapped });
      if (!res.ok) return res;
      const result = (await res.json()) as StatementResult;
      const [first] = result.rows;
      if (!first) throw new Error("data_version has no row: the migrations have not been applied");
      onVersion(Number(first[0]));
      // no row of the statement: the one row the outer join kept carries a null `present`
      const rows = first[1] === null ? [] : result.rows.map((row) => row.slice(2));
      return answered({ ...result, fields: result.fields.slice(2), rows, rowCount: rows.length });
    }
    const res = await fetch(input, { ...options, body: `{"queries":[${VERSION_ONLY_BODY},${body}]}` });
    // a refused batch: the statement's own error (the version read does not fail), in the same shape
    if (!res.ok) return res;
    const { results } = (await res.json()) as { results: [StatementResult, unknown] };
    onVersion(Number(results[0].rows[0]?.[0]));
    return answered(results[1]);
  };
}

/** What the endpoint answers for one statement (the driver asks for array mode). */
interface StatementResult {
  fields: unknown[];
  rows: unknown[][];
  rowCount: number | null;
}

const QUERY_START = '{"query":"';
/** Where the statement's JSON string ends: a quote inside it would be escaped. */
const QUERY_END = '","params":';
/** A statement that may stand as a subquery: a plain select (leading whitespace is JSON-escaped). */
const READ = /^(?:\\[nrt]|\s)*select\b/i;
const VERSION_ONLY_BODY = JSON.stringify({ query: DATA_VERSION_STATEMENT, params: [] });

/**
 * The statement's result handed back to the driver, which reads only `ok` and `json()` of a successful
 * answer: a Response would be serialised here only for the driver to parse it again.
 */
function answered(result: unknown): Response {
  return { ok: true, status: 200, json: async () => result } as Response;
}

export function edgeDatabase(url: string, opts: EdgeDatabaseOptions, onVersion: (version: number) => void) {
  const requests = new AsyncLocalStorage<RequestScope>();
  if (opts.httpEndpoint) neonConfig.fetchEndpoint = opts.httpEndpoint;
  neonConfig.fetchFunction = versionLearningFetch(() => requests.getStore(), onVersion);
  // no schema: the relational query API is not used, and extracting it costs every client built
  const db = drizzle(neon(url)) as unknown as Database;
  db.transaction = ((run, config) => {
    const scope = requests.getStore();
    if (!scope) throw new Error("a transaction outside edgeDatabase().inRequest: its connection would outlive every request");
    return (scope.pooled ??= openNeonDatabase(url, opts)).db.transaction(run, config);
  }) as Database["transaction"];
  return {
    db,
    /**
     * Runs one request's work in a scope of its own; a Pool the request opened is closed through
     * `waitUntil` once the work has settled.
     */
    async inRequest<T>(work: () => T | Promise<T>, waitUntil: (closing: Promise<unknown>) => void): Promise<T> {
      const scope: RequestScope = { versionAsked: false };
      try {
        return await requests.run(scope, work);
      } finally {
        if (scope.pooled) waitUntil(scope.pooled.close());
      }
    },
  };
}
