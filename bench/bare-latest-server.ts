/**
 * Child process for the data-reads bench: the floor for `GET /v1/observations/latest?indicator=CODE`.
 *
 * A plain `node:http` server with a `pg` pool (10 connections, like the app's) that runs, per request, one
 * SELECT with the same logic as `latestObservations` (the newest period whose current revision has a
 * value) and writes the same LatestObservation JSON. No framework, no validation, no authentication; the
 * indicator's id, unit and default region are read once at start-up. Only the indicator named in
 * BENCH_INDICATOR is answered.
 *
 * Env: DATABASE_URL, BENCH_INDICATOR. Prints `{"port": N}` on stdout once listening on 127.0.0.1.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { encodePaymentRequiredHeader } from "@x402/core/http";
import { readFileSync } from "node:fs";
import pg from "pg";
import { discoveryExtensions } from "../src/http/discovery.js";

const databaseUrl = process.env.DATABASE_URL;
const code = process.env.BENCH_INDICATOR;
if (!databaseUrl || !code) throw new Error("DATABASE_URL and BENCH_INDICATOR are required");

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
pool.on("error", () => {
  // an idle connection went away (the bench drops the database at the end); nothing to do
});

const found = await pool.query<{ id: string; unit: string | null; default_region: string | null; projection: boolean }>(
  `SELECT i.id, i.unit, i.default_region, i.projection
   FROM indicators i JOIN sources s ON s.id = i.source_id
   WHERE i.code = $1 AND i.is_active AND s.is_active
   ORDER BY i.is_headline DESC, s.slug LIMIT 1`,
  [code],
);
const indicator = found.rows[0];
if (!indicator?.default_region) throw new Error(`indicator ${code} not found or without a default region`);
if (indicator.projection) throw new Error(`${code} is a projection series; this floor does not apply the not-after-today bound`);
const region = indicator.default_region;

// The latest period of one series whose current revision carries a value: the same conditions and
// columns as the app's latest read, written for a single (indicator, region) instead of an unnest list.
const LATEST_SQL = `
  SELECT to_char(o.period_start, 'YYYY-MM-DD') AS period_start, to_char(o.period_end, 'YYYY-MM-DD') AS period_end,
         o.period_type, o.value, o.revision, o.is_preliminary,
         to_char(o.source_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS source_updated_at
  FROM observations o
  WHERE o.indicator_id = $1 AND o.region_code = $2 AND o.is_current AND o.value IS NOT NULL
  ORDER BY o.period_start DESC
  LIMIT 1`;

interface LatestRow {
  period_start: string;
  period_end: string | null;
  period_type: string | null;
  value: number;
  revision: number;
  is_preliminary: boolean;
  source_updated_at: string | null;
}

function send(res: import("node:http").ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

const payTo = process.env.BENCH_X402_PAY_TO;
// what the app offers for latest on Base Sepolia USDC: 0.01 USD as 10000 atomic units
const accepts = payTo
  ? [{ scheme: "exact", network: "eip155:84532", asset: "0x036CbD53842c5426634e7929541eC2318f3dCF7e", amount: "10000", payTo, maxTimeoutSeconds: 300, extra: { name: "USDC", version: "2" } }]
  : [];

// the same discovery metadata the app puts in its challenge, from the committed OpenAPI document, built once
const extensions = discoveryExtensions(JSON.parse(readFileSync(new URL("../schema/openapi.json", import.meta.url), "utf8")), "GET", "/v1/observations/latest");

function sendChallenge(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) {
  const url = `http://${req.headers.host}${req.url}`;
  const body = { x402Version: 2, resource: { url, description: "latest request, 0.01 USD", mimeType: "application/json" }, accepts, extensions };
  const text = JSON.stringify(body);
  const expires = new Date(Date.now() + 300_000).toISOString().replace(/\.\d{3}Z$/, "Z");
  res.writeHead(402, {
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(text),
    "PAYMENT-REQUIRED": encodePaymentRequiredHeader(body as Parameters<typeof encodePaymentRequiredHeader>[0]),
    "WWW-Authenticate": `Payment id="${crypto.randomUUID()}", realm="${req.headers.host}", method="x402", intent="charge", request="${Buffer.from(JSON.stringify(accepts[0])).toString("base64url")}", expires="${expires}"`,
  });
  res.end(text);
}

const server = createServer((req, res) => {
  if (payTo && !req.headers.authorization) {
    sendChallenge(req, res);
    return;
  }
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  if (req.method !== "GET" || url.pathname !== "/v1/observations/latest" || url.searchParams.get("indicator") !== code) {
    send(res, 404, { error: { code: "RESOURCE_NOT_FOUND", message: "only the bench indicator is served here" } });
    return;
  }
  pool.query<LatestRow>(LATEST_SQL, [indicator.id, region]).then(
    ({ rows: [row] }) => {
      if (!row) {
        send(res, 404, { error: { code: "RESOURCE_NOT_FOUND", message: `'${code}' has no value for region '${region}'` } });
        return;
      }
      send(res, 200, {
        data: {
          indicator: code,
          region,
          period_start: row.period_start,
          period_end: row.period_end,
          period_type: row.period_type,
          value: row.value,
          revision: Number(row.revision),
          is_preliminary: row.is_preliminary,
          source_updated_at: row.source_updated_at,
          unit: indicator.unit,
        },
      });
    },
    (err: unknown) => send(res, 500, { error: { code: "INTERNAL_ERROR", message: String(err) } }),
  );
});

server.listen(0, "127.0.0.1", () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});

process.on("SIGTERM", () => {
  server.close(() => {
    pool.end().finally(() => process.exit(0));
  });
  // keep-alive sockets from the load generator may hold close(); do not wait on them for long
  setTimeout(() => process.exit(0), 2000).unref();
});
