import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { generatedOpenApiText } from "../scripts/openapi-document.js";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The warnings redocly.yaml leaves, each justified in README ("The OpenAPI document and the typed client").
 * A new warning fails the test: fix it, or justify it there and here.
 */
const JUSTIFIED_WARNINGS = ["info-license", "no-ambiguous-paths"];

type Json = Record<string, any>;
type LintReport = { totals: { errors: number; warnings: number }; problems: { ruleId: string; severity: string; message: string; location: unknown[] }[] };

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

describe("OpenAPI document for clients", () => {
  const text = generatedOpenApiText();
  const doc = JSON.parse(text) as Json;
  const operations = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, op: op as Json })),
  );
  const dir = mkdtempSync(join(tmpdir(), "openapi-lint-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("passes `redocly lint` (recommended + redocly.yaml) with no error and only the justified warnings", async () => {
    const file = join(dir, "openapi.json");
    writeFileSync(file, text);
    // offline: telemetry and the update check are off (env and redocly.yaml); the document has no remote $ref
    const run = await promisify(execFile)(
      process.execPath,
      [join(root, "node_modules/@redocly/cli/bin/cli.js"), "lint", file, "--config", join(root, "redocly.yaml"), "--format", "json"],
      {
        cwd: root,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((err: { stdout?: string; stderr?: string }) => err); // exit code 1 when there are errors: read the report anyway
    const report = JSON.parse(run.stdout ?? "") as LintReport;
    const errors = report.problems.filter((p) => p.severity === "error");
    expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
    const unjustified = report.problems.filter((p) => p.severity === "warn" && !JUSTIFIED_WARNINGS.includes(p.ruleId));
    expect(unjustified.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  });

  it("names every operation once, lowerCamelCase, with declared tags and a security requirement", () => {
    const ids = operations.map(({ op }) => op.operationId as string);
    expect(new Set(ids).size).toBe(ids.length);
    const declaredTags = new Set((doc.tags as { name: string }[]).map((t) => t.name));
    for (const { at, op } of operations) {
      expect(op.operationId, at).toMatch(/^[a-z][a-z0-9]*([A-Z][a-z0-9]*)*$/);
      expect(op.tags?.length, at).toBeGreaterThan(0);
      for (const tag of op.tags) expect(declaredTags.has(tag), `${at}: tag ${tag}`).toBe(true);
      // [] declares an anonymous operation; a gated one lists its schemes
      expect(Array.isArray(op.security), at).toBe(true);
      for (const requirement of op.security) for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes[scheme], `${at}: ${scheme}`).toBeTruthy();
    }
  });

  it("has an example for every parameter, request body and JSON answer", () => {
    const missing: string[] = [];
    const hasExample = (m: Json) => m.example !== undefined || (m.examples && Object.keys(m.examples).length > 0);
    for (const { at, op } of operations) {
      // a page cursor is the one exception: it names rows of the database that issued it, so no literal one holds
      // for every reader (src/http/schemas.ts pageCursor)
      const pageCursor = (p: Json) => p.name === "cursor" && /^Opaque: meta\.next_cursor of the previous page/.test(p.description);
      for (const p of op.parameters ?? []) if (!hasExample(p) && !pageCursor(p)) missing.push(`${at} parameter ${p.name}`);
      for (const [type, media] of Object.entries((op.requestBody?.content ?? {}) as Json)) if (!hasExample(media)) missing.push(`${at} body ${type}`);
      for (const [status, response] of Object.entries(op.responses as Json)) {
        const media = (response as Json).content?.["application/json"];
        if (media && !hasExample(media)) missing.push(`${at} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("names a server and describes the credentials, the 402 answer included", () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: "/" })]);
    const schemes = doc.components.securitySchemes as Json;
    expect(Object.keys(schemes).sort()).toEqual(["apiKeyHeader", "bearerAuth", "l402", "x402Payment"]);
    expect(schemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(schemes.apiKeyHeader).toMatchObject({ type: "apiKey", in: "header", name: "X-API-Key" });
    expect(schemes.x402Payment).toMatchObject({ type: "apiKey", in: "header", name: "PAYMENT-SIGNATURE" });
    expect(schemes.x402Payment.description).toMatch(/402 Payment Required.*PAYMENT-REQUIRED.*PAYMENT-SIGNATURE.*latest 0\.01/s);
    expect(schemes.l402.description).toMatch(/WWW-Authenticate: L402 macaroon=.*Authorization: L402 <macaroon>:<preimage>/s);
  });
});
