/**
 * Every `curl` example of README.md (and every `open http://localhost:8787/…`) is run, as written, by bash and
 * curl against a real server: `localhost:8787` becomes the test server's address and the `svc_live_…`
 * placeholder a real key (a fresh one per example, premium, so a rotation or a quota cannot change the next
 * one). Shell variables the README sets (`H="Authorization: Bearer svc_live_…"`) carry over to later blocks,
 * as in the reader's shell. An example answers 2xx unless its comment starts with the status it answers
 * (`# 202 + Retry-After, then the data`: 202 first and, once the queued job has run, the data); a JSON answer
 * with `data` must have some. A block preceded by `<!-- example: not run: <reason> -->` is skipped.
 *
 * The server is configured as the README's reader has it where it matters: payments on, as `npm start` has
 * them offline (anonymous data reads answer 402), FRED on (a local fake standing in for FRED_API_KEY's
 * upstream), and the IRS migration files imported (the flows example), as the README says to do first.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentRailsFrom } from "../src/adapters/payments.js";
import { createFredUpstream } from "../src/adapters/upstream-fred.js";
import { loadConfig } from "../src/config.js";
import { insertKey } from "../src/db/queries/api-keys.js";
import { findIndicatorsByCode } from "../src/db/queries/indicators.js";
import { importFlows } from "../src/jobs/import-flows.js";
import { materializeSignals } from "../src/jobs/materialize-signals.js";
import { parseIrsMigrationCsv } from "../src/sources/irs-migration.js";
import { FAKE_FRED_DEMO_KEY, startFakeFred, type FakeFred } from "./support/fake-fred.js";
import { startTestServer, testConfig, testDatabases, type TestServer } from "./support/harness.js";

const README = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const LOCAL = /(?:https?:\/\/)?localhost:8787/g;
const KEY_PLACEHOLDER = /svc_live_…/g;

interface ReadmeExample {
  /** the command as the README writes it, continuation lines joined */
  command: string;
  kind: "curl" | "open";
  /** line number in README.md (1-based) */
  line: number;
  /** the status its comment names, when it names one */
  status?: number;
  /** the comment says the data follows the first answer ("…, then the data") */
  thenData: boolean;
  /** shell variable assignments made before it (earlier in the README) */
  prelude: string[];
}

/** The examples of a README, in order, and the blocks marked not to be run with their reasons. */
function readmeExamples(text: string): { examples: ReadmeExample[]; notRun: { line: number; reason: string }[] } {
  const lines = text.split("\n");
  const examples: ReadmeExample[] = [];
  const notRun: { line: number; reason: string }[] = [];
  const prelude: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(sh|bash|shell)\s*$/.test(lines[i]!)) continue;
    let previous = i - 1;
    while (previous >= 0 && lines[previous]!.trim() === "") previous--;
    const marker = /^<!--\s*example:\s*not run\b[:\s-]*(.*?)\s*-->$/.exec(lines[previous]?.trim() ?? "");
    const start = i;
    let end = i + 1;
    while (end < lines.length && !lines[end]!.startsWith("```")) end++;
    i = end;
    if (marker) {
      notRun.push({ line: start + 1, reason: marker[1]! });
      continue;
    }
    for (let j = start + 1; j < end; j++) {
      const at = j;
      let command = lines[j]!.trim();
      while (command.endsWith("\\") && j + 1 < end) command = `${command.slice(0, -1).trimEnd()} ${lines[++j]!.trim()}`;
      if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(command)) prelude.push(command);
      const kind = command.startsWith("curl ") ? "curl" : command.startsWith("open ") ? "open" : null;
      if (!kind || !command.includes("localhost:8787")) continue;
      const comment = /\s#\s*(.*)$/.exec(command.replace(/'[^']*'|"[^"]*"/g, (q) => "x".repeat(q.length)))?.index;
      const commentText = comment === undefined ? "" : command.slice(comment).replace(/^\s*#\s*/, "");
      const status = /^(\d{3})\b/.exec(commentText)?.[1];
      examples.push({
        command,
        kind,
        line: at + 1,
        ...(status ? { status: Number(status) } : {}),
        thenData: /then the data/i.test(commentText),
        prelude: [...prelude],
      });
    }
  }
  return { examples, notRun };
}

// The IRS SOI layout, two Los Angeles County rows (the README's flows example reads returns into 06037).
const COUNTY_INFLOW = [
  "y2_statefips,y2_countyfips,y1_statefips,y1_countyfips,y1_state,y1_countyname,n1,n2,agi",
  '06,037,96,000,CA,"Los Angeles County Total Migration-US and Foreign",9000,18000,500000',
  '06,037,06,059,CA,"Orange County",5000,9000,400000',
  '06,037,36,061,NY,"New York County",800,1100,210000',
].join("\n");

const { examples, notRun } = readmeExamples(README);

describe("README examples", () => {
  let api: TestServer;
  let fred: FakeFred;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "readme-examples-"));
    fred = await startFakeFred({
      series: { DGS10: [{ date: "2024-01-02", value: "3.95" }, { date: "2024-01-03", value: "3.91" }] },
      info: { DGS10: { title: "Market Yield on U.S. Treasury Securities at 10-Year Constant Maturity", frequency_short: "D", units: "Percent" } },
    });
    // payments as an offline `npm start` has them (a testnet payee, a facilitator it cannot reach)
    const payments = loadConfig({
      LOG_LEVEL: "silent",
      X402_PAY_TO: "0x1111111111111111111111111111111111111111",
      X402_NETWORK: "eip155:84532",
      X402_FACILITATOR_URL: "http://127.0.0.1:9/facilitator",
    });
    api = await startTestServer(testDatabases()[0]!, {
      config: testConfig({ x402: payments.x402, fred: { apiKey: FAKE_FRED_DEMO_KEY, baseUrl: fred.url } }),
      payments: paymentRailsFrom(payments),
      upstreams: { fred: createFredUpstream({ apiKey: FAKE_FRED_DEMO_KEY, baseUrl: fred.url, retryBaseMs: 1, sleep: async () => {} }) },
    });
    await importFlows(api.deps.db, parseIrsMigrationCsv(COUNTY_INFLOW, { fileName: "countyinflow2122.csv" }).flows);
    // what the Node timer does a minute after start (and `npm run signals` at once), for the series the signals example reads
    const [nonfarm] = await findIndicatorsByCode(api.deps.db, "ces.nonfarm", false);
    await materializeSignals({ db: api.deps.db, log: api.deps.log, now: () => new Date() }, { indicatorIds: [nonfarm!.id], budgetMs: 600_000 });
  });
  afterAll(async () => {
    await api?.close();
    await fred?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("finds the examples, and every block left out says why", () => {
    expect(examples.length).toBeGreaterThanOrEqual(20);
    for (const block of notRun) expect(block.reason, `README.md:${block.line}`).toMatch(/\w{3}/);
  });

  let n = 0;
  for (const example of examples) {
    const id = ++n;
    it(`README.md:${example.line} ${example.command.replace(/\s+#.*$/, "")}`, async () => {
      const { key } = await insertKey(api.deps.db, {
        name: `readme-${id}@example.com`,
        plan: "pro",
        grants: ["svc-premium"],
        rateLimitPerMinute: 10_000,
        monthlyQuota: null,
        billingEmail: "billing@example.com",
      });
      const local = (s: string) => s.replace(LOCAL, api.baseUrl).replace(KEY_PLACEHOLDER, key);
      const run = async () => {
        if (example.kind === "open") {
          const url = /^open\s+(\S+)/.exec(local(example.command))![1]!;
          const res = await fetch(url);
          return { status: res.status, body: await res.text() };
        }
        const out = path.join(dir, `${id}.body`);
        // the README's own command through bash; curl only learns where to put the body and to print the status
        const command = local(example.command).replace(/^curl /, `curl -sS --noproxy '*' --max-time 120 -o "$EXAMPLE_OUT" -w '%{http_code}' `);
        const { stdout } = await promisify(execFile)("bash", ["-c", [...example.prelude.map(local), command].join("\n")], {
          env: { ...process.env, EXAMPLE_OUT: out },
        });
        return { status: Number(stdout.trim()), body: readFileSync(out, "utf8") };
      };

      let answer = await run();
      const detail = () => `${answer.status} ${answer.body.slice(0, 300)}`;
      if (example.status !== undefined) expect(answer.status, detail()).toBe(example.status);
      else expect(answer.status, detail()).toBeGreaterThanOrEqual(200);
      if (example.thenData) {
        await api.queue.idle();
        answer = await run();
      }
      if (example.status === undefined || example.thenData) {
        expect(answer.status, detail()).toBeLessThan(300);
        if (answer.body.trimStart().startsWith("{")) {
          const body = JSON.parse(answer.body) as { data?: unknown };
          if ("data" in body) {
            expect(body.data, detail()).toBeTruthy();
            if (Array.isArray(body.data)) expect(body.data.length, detail()).toBeGreaterThan(0);
          }
        }
      }
    }, 120_000);
  }
});
