import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PACK_DIR } from "../../src/sources/datahub-files.js";
import { PACK_FILES } from "../../src/sources/datahub.js";

/** What the fake answers for one pack file instead of the bundled copy. */
export type FakeAnswer = { text: string } | { status: number } | { hangMs: number };

export interface FakePackUpstream {
  /** Base address: files are at <base>/<repository>/main/<path>, like raw.githubusercontent.com. */
  base: string;
  /** Serve this for a bundled file name from now on (undefined: the bundled copy again). */
  set(file: string, answer: FakeAnswer | undefined): void;
  /** Requests seen, and how many were answered 304. */
  requests: { path: string; status: number }[];
  close(): Promise<void>;
}

/** A stand-in for the pack's upstream host: the bundled files with ETags, or edited answers a test sets. */
export async function startFakePackUpstream(): Promise<FakePackUpstream> {
  const byPath = new Map(PACK_FILES.map((f) => [`/${f.repository}/main/${f.path}`, f.file]));
  const overrides = new Map<string, FakeAnswer>();
  const requests: { path: string; status: number }[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0]!;
    const file = byPath.get(path);
    const answer = file ? (overrides.get(file) ?? { text: readFileSync(PACK_DIR + file, "utf8") }) : { status: 404 };
    const send = (status: number, body = "", headers: Record<string, string> = {}) => {
      requests.push({ path, status });
      res.writeHead(status, headers).end(body);
    };
    if ("hangMs" in answer) return void setTimeout(() => send(200, "Date,Price\n"), answer.hangMs);
    if ("status" in answer) return send(answer.status, "upstream error");
    const etag = `"${createHash("sha256").update(answer.text).digest("hex").slice(0, 16)}"`;
    if (req.headers["if-none-match"] === etag) return send(304, "", { ETag: etag });
    send(200, answer.text, { ETag: etag, "Content-Type": "text/plain; charset=utf-8" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set: (file, answer) => (answer ? overrides.set(file, answer) : overrides.delete(file)),
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
