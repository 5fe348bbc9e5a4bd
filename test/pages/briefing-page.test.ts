import { existsSync, mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { insertKey } from "../../src/db/queries/api-keys.js";
import * as schema from "../../src/db/schema.js";
import type { AnswerFn, AnswerResult } from "../../src/jobs/briefings.js";
import { startTestServer, testDatabases, type TestServer } from "../support/harness.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGE_SOURCE = new URL("../../src/routes/briefings/page.tsx", import.meta.url);
// the page needs Chromium to test, and its own source to exist
// …and the briefings tables (schema.ts re-exports them once their migration is in)
const canRun = existsSync(CHROMIUM) && existsSync(PAGE_SOURCE) && "briefings" in schema;
if (!canRun) console.warn(`briefing page test needs Chromium at ${CHROMIUM}, src/routes/briefings/page.tsx and the briefings migration; not run`);

const source = { slug: "bls-ces", name: "BLS Current Employment Statistics (via vega-datasets)" };
const ANSWER_TEXT = "In December 2015 the US had 143,093 thousand nonfarm payroll jobs, 6,632 thousand of them in construction.";
/** Brent's cited days in the answer to a question about April 2020 (from data/datahub/oil-brent-daily.csv). */
const BRENT = { slug: "eia-spot-prices", name: "U.S. Energy Information Administration spot prices" };
const brentCitation = (day: string, value: number) => ({ indicator: "eia.brent", region: "WLD", period_start: day, value, unit: "US dollars per barrel", source: BRENT, path: `/v1/observations?indicator=eia.brent&start=${day}&end=${day}` });
const oldAnswers: Record<string, AnswerResult["citations"]> = {
  "What did Brent do in April 2020?": [brentCitation("2020-04-01", 14.97), brentCitation("2020-04-21", 9.12)],
  "How did Brent move from 2000 to April 2020?": [brentCitation("2000-01-04", 23.95), brentCitation("2020-04-21", 9.12)],
};
const fakeAnswer: AnswerFn = async (_deps, input): Promise<AnswerResult> => ({
  question: input.q,
  status: "answered",
  answer: ANSWER_TEXT,
  facts: [],
  citations: [
    { indicator: "ces.nonfarm", region: "US", period_start: "2015-12-01", value: 143093, unit: "thousands of persons", source, path: "/v1/observations?indicator=ces.nonfarm&region=US&start=2015-12-01&end=2015-12-01" },
    { indicator: "ces.construction", region: "US", period_start: "2015-12-01", value: 6632, unit: "thousands of persons", source, path: "/v1/observations?indicator=ces.construction&region=US&start=2015-12-01&end=2015-12-01" },
  ],
  trace: [],
  interpreted: {},
  ...(oldAnswers[input.q] ? { answer: "Brent fell.", citations: oldAnswers[input.q]! } : {}),
});

describe.skipIf(!canRun)("GET /briefings/{slug} in headless Chromium", () => {
  let api: TestServer;
  let browser: Browser;
  let slug: string;

  beforeAll(async () => {
    api = await startTestServer(testDatabases()[0]!, {
      answer: fakeAnswer,
    });
    const { key } = await insertKey(api.deps.db, { name: "page@example.com", plan: "free", rateLimitPerMinute: 1000, monthlyQuota: null });
    const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
    const created = await api.fetch("/v1/briefings", {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "US payrolls, December 2015", question: "How many nonfarm and construction jobs were there in December 2015?", region: "US", is_public: true }),
    });
    const b = ((await created.json()) as { data: { id: string; slug: string } }).data;
    slug = b.slug;
    const run = await api.fetch(`/v1/briefings/${b.id}/runs`, { method: "POST", headers: { Authorization: `Bearer ${key}` } });
    expect(run.status).toBe(201);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  it("renders the answer, its citations and one SVG chart per cited series, offline, on a phone", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const external: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(api.baseUrl)) external.push(r.url());
    });
    const refused: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
    });
    const res = await page.goto(`${api.baseUrl}/briefings/${slug}`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()["cache-control"]).toBe("public, max-age=300, stale-while-revalidate=3600");
    // a strict policy that the page itself keeps: its stylesheet (by hash) applies, nothing is refused
    expect(res?.headers()["content-security-policy"]).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(res?.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await res!.text()).startsWith("<!doctype html>")).toBe(true);
    expect(await page.locator("main").evaluate((el) => getComputedStyle(el).maxWidth)).toBe("720px");
    expect(refused).toEqual([]);
    expect(await page.locator("#answer").textContent()).toBe(ANSWER_TEXT);
    expect(await page.locator("h1").textContent()).toBe("US payrolls, December 2015");

    const charts = page.locator("figure.chart svg");
    expect(await charts.count()).toBe(2);
    expect(await charts.evaluateAll((els) => els.map((e) => e.getAttribute("data-series")))).toEqual(["ces.nonfarm (US)", "ces.construction (US)"]);
    for (let i = 0; i < 2; i++) {
      const points = await charts.nth(i).locator("polyline").getAttribute("points");
      expect(points!.split(" ").length).toBeGreaterThan(100);
      // the cited period is marked on the line
      expect(await charts.nth(i).locator("circle").count()).toBe(1);
      const box = await charts.nth(i).boundingBox();
      expect(box!.width).toBeGreaterThan(300);
      expect(box!.width).toBeLessThanOrEqual(390);
    }

    const links = await page.locator("ul.citations a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toEqual([
      "/v1/observations?indicator=ces.nonfarm&region=US&start=2015-12-01&end=2015-12-01",
      "/v1/observations?indicator=ces.construction&region=US&start=2015-12-01&end=2015-12-01",
    ]);
    expect(await page.locator('meta[name="viewport"]').getAttribute("content")).toContain("width=device-width");
    // nothing wider than the phone screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    mkdirSync("test-output", { recursive: true });
    await page.screenshot({ path: "test-output/briefing-page.png", fullPage: true });
    expect(external).toEqual([]);
  });

  it("draws a cited series around the periods cited, not its latest values, and a long span thinned whole", async () => {
    const { key } = await insertKey(api.deps.db, { name: "old@example.com", plan: "free", rateLimitPerMinute: 1000, monthlyQuota: null });
    const page = await browser.newPage();
    for (const [question, from] of [
      ["What did Brent do in April 2020?", null],
      ["How did Brent move from 2000 to April 2020?", "2000-01-04"],
    ] as const) {
      const created = await api.fetch("/v1/briefings", {
        method: "POST",
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
        body: JSON.stringify({ name: question, question, is_public: true }),
      });
      const b = ((await created.json()) as { data: { id: string; slug: string } }).data;
      expect((await api.fetch(`/v1/briefings/${b.id}/runs`, { method: "POST", headers: { Authorization: `Bearer ${key}` } })).status).toBe(201);
      await page.goto(`${api.baseUrl}/briefings/${b.slug}`);
      const chart = page.locator("figure.chart svg");
      expect(await chart.count()).toBe(1);
      // the chart ends at the latest cited day; both cited days are marked on it
      expect(await chart.getAttribute("aria-label")).toMatch(new RegExp(`^Line chart of eia.brent \\(WLD\\), ${from ?? "\\d{4}-\\d{2}-\\d{2}"} to 2020-04-21$`));
      expect(await chart.locator("circle").count()).toBe(2);
      const points = (await chart.locator("polyline").getAttribute("points"))!.split(" ").length;
      expect(points).toBeGreaterThan(200);
      expect(points).toBeLessThanOrEqual(242);
    }
  });

  it("answers 404 for an unknown or private briefing", async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${api.baseUrl}/briefings/no-such-briefing`);
    expect(res?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("Briefing not found");
  });
});
