import { existsSync, mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { localDocsBundle } from "../../src/adapters/docs-bundle-node.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// .ci/run installs Debian's chromium; a machine without it cannot run page tests, and says so.
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`page tests need Chromium at ${CHROMIUM} (apt-get install -y chromium); not run`);

describe.skipIf(!haveChromium)("GET /docs in headless Chromium", () => {
  let api: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    api = await startTestServer(testDatabases()[0]!, { app: localDocsBundle() });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  it("renders the API reference with the catalog operations, offline", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const external: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(api.baseUrl) && !r.url().startsWith("data:")) external.push(r.url());
    });
    const refused: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
    });
    const res = await page.goto(`${api.baseUrl}/docs`);
    expect(res?.headers()["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect((await res!.text()).startsWith("<!doctype html>")).toBe(true);
    for (const summary of ["List data sources", "List regions", "List and search indicators", "Indicator detail"]) {
      await page.getByText(summary, { exact: false }).first().waitFor({ timeout: 30_000 });
    }
    mkdirSync("test-output", { recursive: true });
    await page.screenshot({ path: "test-output/docs.png" });
    expect(await page.title()).toContain("API reference");
    expect(external).toEqual([]);
    // the page works within its policy: nothing it needs was refused
    expect(refused).toEqual([]);
  });
});
