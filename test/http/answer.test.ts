import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { answerHeaders, json, setHeader, withHeaders } from "../../src/http/answer.js";
import type { AppEnv } from "../../src/http/router.js";
import { apiHeaders } from "../../src/http/security-headers.js";

function appWith(route: (app: Hono<AppEnv>) => void) {
  const app = new Hono<AppEnv>();
  app.use("*", answerHeaders);
  app.use("/api/*", withHeaders(async () => ({ "x-fixed": "yes" })));
  route(app);
  return app;
}

describe("answer headers", () => {
  it("builds a JSON answer with the record: request id, the path's fixed headers and the route's own", async () => {
    const app = appWith((a) =>
      a.get("/api/x", (c) => {
        setHeader(c, "Cache-Control", "no-store");
        return json(c, { ok: true }, 201);
      }),
    );
    const res = await app.request("/api/x", { headers: { "X-Request-Id": "0F8FAD5B-D9CB-469F-A165-70867728950E" } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("x-request-id")).toBe("0F8FAD5B-D9CB-469F-A165-70867728950E");
    expect(res.headers.get("x-fixed")).toBe("yes");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toBe("application/json");
  });

  it("writes the record onto any other answer after the route, its values winning, and issues an id when none is sent", async () => {
    const app = appWith((a) =>
      a.get("/api/csv", (c) => {
        setHeader(c, "Content-Type", "text/csv");
        return c.body("a,b\n", 200);
      }),
    );
    const res = await app.request("/api/csv", { headers: { "X-Request-Id": "not-a-uuid" } });
    expect(res.headers.get("content-type")).toBe("text/csv");
    expect(res.headers.get("x-fixed")).toBe("yes");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("reaches an answer already built (a rate count that returns after the read)", async () => {
    const app = appWith((a) =>
      a.use("/api/late", async (c, next) => {
        await next();
        setHeader(c, "X-RateLimit-Remaining", "9");
      }),
    );
    app.get("/api/late", (c) => json(c, {}));
    const res = await app.request("/api/late");
    expect(res.headers.get("x-ratelimit-remaining")).toBe("9");
    expect(res.headers.get("x-fixed")).toBe("yes");
  });

  it("takes the API's values from hono's secureHeaders and cors", async () => {
    const fixed = await apiHeaders();
    expect(fixed).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "no-referrer",
      "cross-origin-resource-policy": "cross-origin",
      "access-control-allow-origin": "*",
    });
    expect(fixed["access-control-expose-headers"]).toContain("X-RateLimit-Remaining");
    expect(fixed).not.toHaveProperty("x-request-id");
  });

  it("is the only way the app's code sets a header or builds JSON: hono's c.header would not reach a json() answer", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !path.endsWith(join("http", "answer.ts")) && /\bc\.(header|json)\(/.test(readFileSync(path, "utf8"))) offenders.push(path);
      }
    };
    walk(new URL("../../src", import.meta.url).pathname);
    expect(offenders).toEqual([]);
  });
});
