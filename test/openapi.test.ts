import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generatedOpenApiText } from "../scripts/openapi-document.js";

describe("OpenAPI document", () => {
  const generated = JSON.parse(generatedOpenApiText());

  it("is OpenAPI 3.1.0, version 1.0.0, with the catalog operations", () => {
    expect(generated.openapi).toBe("3.1.0");
    expect(generated.info.version).toBe("1.0.0");
    for (const path of ["/v1/sources", "/v1/regions", "/v1/indicators", "/v1/indicators/{code}"]) {
      expect(generated.paths[path]?.get, path).toBeTruthy();
    }
    expect(generated.components.schemas.Error).toBeTruthy();
  });

  it("matches schema/openapi.json (run `npm run openapi` after changing a route)", () => {
    const committed = readFileSync(new URL("../schema/openapi.json", import.meta.url), "utf8");
    expect(JSON.parse(committed)).toEqual(generated);
  });
});
