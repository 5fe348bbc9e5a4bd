/// <reference types="@cloudflare/vitest-plugin/types" />
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
// the same Data module the Worker serves (wrangler.toml [[rules]])
import scalarBundle from "../../node_modules/@scalar/api-reference/dist/browser/standalone.js";

// The page itself renders in headless Chromium in test/pages/docs-page.test.ts; here, what workerd answers.
describe("worker: the API reference works offline", () => {
  it("serves Scalar's bundle from the Worker itself, on every request", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await SELF.fetch("https://api.test/docs/assets/scalar-api-reference.js");
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("application/javascript; charset=utf-8");
      const body = new Uint8Array(await res.arrayBuffer());
      expect(body.byteLength).toBe(scalarBundle.byteLength);
      expect(body.byteLength).toBeGreaterThan(1_000_000);
    }
  });

  it("points the page at that copy and allows no other origin", async () => {
    const res = await SELF.fetch("https://api.test/docs");
    expect(res.status).toBe(200);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline'/);
    expect(csp).not.toMatch(/https?:/);
    expect(await res.text()).toContain('src="/docs/assets/scalar-api-reference.js"');
  });
});
