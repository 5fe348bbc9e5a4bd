/**
 * A local stand-in for Neon's SQL-over-HTTP endpoint, on `pg`, for `npm run dev:worker` and the worker tests.
 *
 * It answers what @neondatabase/serverless's `neon()` sends (read from the driver, 1.2): POST with
 * `Neon-Connection-String` naming the database, a JSON body `{query, params}` or a batch
 * `{queries: [...]}` (run as one transaction, `Neon-Batch-Read-Only` honoured); the driver always asks for
 * raw text values in array mode, so rows go back as arrays of the server's text and the driver parses them
 * by `dataTypeID`, as it does against Neon. Errors are 400 with the PostgreSQL error's fields.
 * It counts the HTTP requests it serves and remembers the statements of the latest ones, so tests can count
 * round trips. Each distinct statement text is prepared once per pooled connection, as a server-side plan
 * cache would keep it: the stand-in runs on the same cores as the Worker it serves, and re-planning every
 * read there would charge the local Worker bench for work Neon's own endpoint does elsewhere.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";

interface HttpQuery {
  query: string;
  params?: unknown[];
}

export interface NeonHttpShim {
  /** http://127.0.0.1:<port>/sql: the driver's fetch endpoint. */
  endpoint: string;
  /** What `GET /__requests` answers, for tests in this process. */
  log: ShimRequestLog;
  close(): Promise<void>;
}

/** What `GET /__requests` answers: the requests served so far, and the statements of the latest of them. */
export interface ShimRequestLog {
  count: number;
  /** The last RECENT_REQUESTS requests (or fewer), oldest first, each with the statements it carried. */
  recent: { statements: string[] }[];
}

/** How many requests' statements the log keeps: enough for a test's window, bounded for a long dev session. */
const RECENT_REQUESTS = 1_000;
/** Distinct statement texts given a prepared name; further ones run unnamed (parsed and planned each time). */
const NAMED_STATEMENTS = 1_000;
/** PostgreSQL's answer when a prepared statement's result columns changed under it (e.g. a migration). */
const CACHED_PLAN_CHANGED = "0A000";

/** Every value as the server's text: the driver parses them itself. */
const TEXT = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;

export async function startNeonHttpShim(opts: { port?: number; host?: string } = {}): Promise<NeonHttpShim> {
  const pools = new Map<string, pg.Pool>();
  const poolFor = (connectionString: string) => {
    let pool = pools.get(connectionString);
    if (!pool) {
      pool = new pg.Pool({ connectionString, max: 10 });
      pool.on("error", () => {});
      pools.set(connectionString, pool);
    }
    return pool;
  };
  const log: ShimRequestLog = { count: 0, recent: [] };
  // a prepared name per connection and statement: behind pglite-socket every connection shares one session
  const statementIds = new Map<string, number>();
  const connectionIds = new WeakMap<pg.PoolClient, number>();
  let connections = 0;
  const nameFor = (client: pg.PoolClient, text: string) => {
    let statement = statementIds.get(text);
    if (statement === undefined) {
      if (statementIds.size >= NAMED_STATEMENTS) return undefined;
      statement = statementIds.size;
      statementIds.set(text, statement);
    }
    let connection = connectionIds.get(client);
    if (connection === undefined) connectionIds.set(client, (connection = ++connections));
    return `neon_shim_${connection}_${statement}`;
  };

  const query = async (client: pg.PoolClient, q: HttpQuery, inBatch: boolean) => {
    const config = { text: q.query, values: q.params ?? [], rowMode: "array" as const, types: TEXT };
    // a statement without parameters goes by the simple protocol, which allows several in one text
    if (!config.values.length) return client.query(config);
    try {
      return await client.query({ ...config, name: nameFor(client, q.query) });
    } catch (err) {
      // inside a batch the transaction is aborted by then: the error stands
      if ((err as { code?: string }).code !== CACHED_PLAN_CHANGED || inBatch) throw err;
      return client.query(config);
    }
  };
  const run = (client: pg.PoolClient, q: HttpQuery, inBatch: boolean) =>
    query(client, q, inBatch).then((r) => ({
      command: r.command,
      rowCount: r.rowCount,
      fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID, tableID: f.tableID, columnID: f.columnID, dataTypeSize: f.dataTypeSize, dataTypeModifier: f.dataTypeModifier, format: "text" })),
      rows: r.rows,
    }));

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
      res.end(text);
    };
    // test-only: the requests served so far and their statements (the worker tests count round trips)
    if (req.method === "GET" && req.url === "/__requests") return send(200, log);
    if (req.method === "GET" && req.url === "/__count") return send(200, { count: log.count });
    const connectionString = req.headers["neon-connection-string"];
    if (req.method !== "POST" || typeof connectionString !== "string") return send(404, { message: "POST with Neon-Connection-String" });
    let body: { query?: string; params?: unknown[]; queries?: HttpQuery[] };
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof body;
    } catch {
      return send(400, { message: "the body is not JSON" });
    }
    const batch = Array.isArray(body.queries) ? body.queries : null;
    log.count++;
    log.recent.push({ statements: batch ? batch.map((q) => q.query) : [String(body.query)] });
    if (log.recent.length > RECENT_REQUESTS) log.recent.shift();
    let client: pg.PoolClient | undefined;
    try {
      client = await poolFor(connectionString.replace(/^postgresql:/, "postgres:")).connect();
      if (!batch) return send(200, await run(client, { query: String(body.query), params: body.params ?? [] }, false));
      await client.query(req.headers["neon-batch-read-only"] === "true" ? "BEGIN READ ONLY" : "BEGIN");
      const results = [];
      for (const q of batch) results.push(await run(client, q, true));
      await client.query("COMMIT");
      send(200, { results });
    } catch (err) {
      if (batch) await client?.query("ROLLBACK").catch(() => {});
      const e = err as Record<string, unknown>;
      send(400, { message: String(e.message ?? err), code: e.code, detail: e.detail, hint: e.hint, severity: e.severity, constraint: e.constraint, table: e.table, column: e.column });
    } finally {
      client?.release();
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${opts.host ?? "127.0.0.1"}:${port}/sql`,
    log,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...pools.values()].map((p) => p.end()));
    },
  };
}

// `node --import tsx scripts/neon-http-shim.ts`: serve on a free port and print {"endpoint": …} (the bench
// runs it in a process of its own, as Neon's endpoint is)
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const shim = await startNeonHttpShim();
  console.log(JSON.stringify({ endpoint: shim.endpoint }));
  process.on("SIGTERM", () => void shim.close().finally(() => process.exit(0)));
}
