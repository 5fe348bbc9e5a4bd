import { existsSync, mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { localDocsBundle } from "../../src/adapters/docs-bundle-node.js";
import { DOCS_SCRIPT_PATH } from "../../src/app.js";
import { startTestServer, testDatabases } from "../support/harness.js";
import { startLocalWorker } from "../support/local-worker.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// .ci/run installs Debian's chromium; a machine without it cannot run page tests, and says so.
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`page tests need Chromium at ${CHROMIUM} (apt-get install -y chromium); not run`);

interface Target {
  baseUrl: string;
  close(): Promise<void>;
}

// The same page from both runtimes: the Node server, and the Worker build in local workerd (wrangler bundles it
// as it deploys it, Scalar's bundle included as a module). Neither may need the internet.
const runtimes: { name: string; start: () => Promise<Target> }[] = [
  { name: "Node", start: () => startTestServer(testDatabases()[0]!, { app: localDocsBundle() }) },
  { name: "the Worker in workerd", start: () => startLocalWorker() },
];

describe.skipIf(!haveChromium).each(runtimes)("GET /docs in headless Chromium, from $name", ({ name, start }) => {
  let api: Target;
  let browser: Browser;

  beforeAll(async () => {
    api = await start();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  it("renders the API reference with its operations, with every other host unreachable", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // offline: a request to any host but the server's is aborted (and recorded, which fails the test)
    const local = new URL(api.baseUrl).host;
    const external: string[] = [];
    await page.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.protocol === "data:" || url.protocol === "blob:" || url.host === local) return route.continue();
      external.push(url.href);
      return route.abort("internetdisconnected");
    });
    const refused: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
    });
    const res = await page.goto(`${api.baseUrl}/docs`);
    const csp = res?.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/frame-ancestors 'none'/);
    // no third party is allowed to serve anything to the page
    expect(csp).not.toMatch(/https?:/);
    const html = await res!.text();
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain(`src="${DOCS_SCRIPT_PATH}"`);

    // operation summaries as the served document has them (the catalog's, and the data routes' such as "Latest observation…")
    const doc = (await (await fetch(`${api.baseUrl}/openapi.json`)).json()) as { paths: Record<string, Record<string, { summary?: string; tags?: string[] }>> };
    const summaries = ["/v1/sources", "/v1/indicators/{code}", "/v1/observations/latest", "/v1/observations"].map((p) => doc.paths[p]?.get?.summary);
    const dataTag = doc.paths["/v1/observations/latest"]?.get?.tags?.[0];
    expect(dataTag).toBeTruthy();
    expect(summaries.every((s) => typeof s === "string" && s.length > 0), `summaries: ${JSON.stringify(summaries)}`).toBe(true);
    // the first tag's operations are listed at once; the data routes' group is opened in the sidebar
    for (const summary of summaries.slice(0, 2) as string[]) await page.getByText(summary).first().waitFor({ timeout: 30_000 });
    await page.getByText(dataTag!, { exact: true }).first().click();
    for (const summary of summaries.slice(2) as string[]) await page.getByText(summary).first().waitFor({ timeout: 30_000 });
    mkdirSync("test-output", { recursive: true });
    await page.screenshot({ path: `test-output/docs-${name === "Node" ? "node" : "worker"}.png` });
    expect(await page.title()).toContain("API reference");
    expect(external).toEqual([]);
    // the page works within its policy: nothing it needs was refused
    expect(refused).toEqual([]);
  });
});
