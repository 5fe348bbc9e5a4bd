/**
 * A stand-in for LND's REST gateway on 127.0.0.1, speaking the two calls the L402 adapter makes:
 *
 *   POST /v1/invoices           {value, memo, expiry}  → {r_hash (base64), payment_request, add_index, payment_addr}
 *   GET  /v1/invoice/{r_hash}   (hex hash in the path) → {state: "OPEN"|"SETTLED", settled, value, r_preimage, …}
 *
 * Every request must carry the configured macaroon in Grpc-Metadata-macaroon, otherwise it gets 401 with an
 * LND-style error body ({code, message, details}). Errors and int64-as-string fields follow LND's gateway.
 *
 * There is no Lightning network here: pay() marks an invoice settled and hands back its preimage, which is
 * what a payer's wallet would learn. Payment requests look like regtest BOLT 11 strings ("lnbcrt<amount>n1p…")
 * and embed the payment hash, but they carry no valid signature; a map resolves them back to the hash.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeLndInvoice {
  preimageHex: string;
  valueSat: number;
  memo: string;
  settled: boolean;
  paymentRequest: string;
  expirySeconds: number;
  addIndex: number;
  createdAt: number;
  settledAt?: number;
}

export interface FakeLndRequest {
  method: string;
  path: string;
  /** The Grpc-Metadata-macaroon header as received (undefined when absent). */
  macaroon: string | undefined;
  body: unknown;
}

export interface FakeLnd {
  url: string;
  /** Invoices by hex payment hash. */
  invoices: Map<string, FakeLndInvoice>;
  requests: FakeLndRequest[];
  /** While true, requests are recorded and then left unanswered (a node that hangs). */
  hang: boolean;
  /** Settles the invoice named by its payment request or hex payment hash; returns the preimage (hex). */
  pay(bolt11OrHashHex: string): string;
  close(): Promise<void>;
}

const BECH32_CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

/** Bytes as bech32 5-bit characters (no checksum): enough to look like an invoice. */
function toBech32Chars(bytes: Buffer): string {
  let out = "";
  let acc = 0;
  let bits = 0;
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BECH32_CHARSET[(acc >> bits) & 31];
    }
  }
  if (bits > 0) out += BECH32_CHARSET[(acc << (5 - bits)) & 31];
  return out;
}

/** BOLT 11 amounts with the "n" multiplier are in units of 0.1 sat, so N sats is written 10·N n. */
function fakePaymentRequest(valueSat: number, hash: Buffer, createdAt: number): string {
  const amount = valueSat > 0 ? `${valueSat * 10}n` : "";
  const timestamp = toBech32Chars(Buffer.from(createdAt.toString(16).padStart(8, "0"), "hex")).slice(0, 7);
  // "pp5" introduces a 52-character payment-hash field in real invoices; the tail stands in for the signature.
  return `lnbcrt${amount}1p${timestamp}pp5${toBech32Chars(hash)}${toBech32Chars(randomBytes(65))}`;
}

export async function startFakeLnd(opts: { macaroonHex: string }): Promise<FakeLnd> {
  const invoices = new Map<string, FakeLndInvoice>();
  const byRequest = new Map<string, string>();
  const requests: FakeLndRequest[] = [];
  let addIndex = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
    res.end(text);
  };
  const error = (res: ServerResponse, status: number, code: number, message: string) => send(res, status, { code, message, details: [] });

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      req.on("error", reject);
    });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    const raw = await readBody(req);
    let body: unknown = undefined;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const header = req.headers["grpc-metadata-macaroon"];
    const macaroon = Array.isArray(header) ? header[0] : header;
    requests.push({ method: req.method ?? "", path, macaroon, body });
    if (fake.hang) return;

    if (!macaroon) return error(res, 401, 2, "expected 1 macaroon, got 0");
    if (macaroon.toLowerCase() !== opts.macaroonHex.toLowerCase()) {
      return error(res, 401, 2, "verification failed: signature mismatch after caveat verification");
    }

    if (req.method === "POST" && path === "/v1/invoices") {
      const b = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
      const value = Number(b.value ?? 0);
      const expiry = Number(b.expiry ?? 86400);
      if (!Number.isInteger(value) || value < 0) return error(res, 400, 3, "invalid value");
      if (!Number.isInteger(expiry) || expiry < 0) return error(res, 400, 3, "invalid expiry");
      const preimage = randomBytes(32);
      const hash = createHash("sha256").update(preimage).digest();
      const hashHex = hash.toString("hex");
      const createdAt = Math.floor(Date.now() / 1000);
      const paymentRequest = fakePaymentRequest(value, hash, createdAt);
      addIndex += 1;
      invoices.set(hashHex, {
        preimageHex: preimage.toString("hex"),
        valueSat: value,
        memo: typeof b.memo === "string" ? b.memo : "",
        settled: false,
        paymentRequest,
        expirySeconds: expiry,
        addIndex,
        createdAt,
      });
      byRequest.set(paymentRequest, hashHex);
      return send(res, 200, {
        r_hash: hash.toString("base64"),
        payment_request: paymentRequest,
        add_index: String(addIndex),
        payment_addr: randomBytes(32).toString("base64"),
      });
    }

    const lookup = /^\/v1\/invoice\/([^/]+)$/.exec(path);
    if (req.method === "GET" && lookup) {
      const hashHex = (lookup[1] ?? "").toLowerCase();
      if (!/^[0-9a-f]{64}$/.test(hashHex)) return error(res, 400, 2, "invalid hash");
      const inv = invoices.get(hashHex);
      if (!inv) return error(res, 404, 5, "unable to locate invoice");
      return send(res, 200, {
        memo: inv.memo,
        r_hash: Buffer.from(hashHex, "hex").toString("base64"),
        // LND knows every preimage it generated; we only reveal it once paid, as the brief for this fake asks.
        r_preimage: inv.settled ? Buffer.from(inv.preimageHex, "hex").toString("base64") : "",
        value: String(inv.valueSat),
        value_msat: String(inv.valueSat * 1000),
        settled: inv.settled,
        creation_date: String(inv.createdAt),
        settle_date: String(inv.settledAt ?? 0),
        payment_request: inv.paymentRequest,
        expiry: String(inv.expirySeconds),
        add_index: String(inv.addIndex),
        amt_paid_sat: String(inv.settled ? inv.valueSat : 0),
        state: inv.settled ? "SETTLED" : "OPEN",
      });
    }

    return error(res, 404, 5, "Not Found");
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) error(res, 500, 13, "internal error");
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeLnd = {
    url: `http://127.0.0.1:${port}`,
    hang: false,
    invoices,
    requests,
    pay(bolt11OrHashHex) {
      const key = bolt11OrHashHex.toLowerCase();
      const hashHex = byRequest.get(bolt11OrHashHex) ?? (invoices.has(key) ? key : undefined);
      const inv = hashHex ? invoices.get(hashHex) : undefined;
      if (!inv) throw new Error(`fake LND: no invoice ${bolt11OrHashHex.slice(0, 24)}…`);
      if (!inv.settled) {
        inv.settled = true;
        inv.settledAt = Math.floor(Date.now() / 1000);
      }
      return inv.preimageHex;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  return fake;
}
