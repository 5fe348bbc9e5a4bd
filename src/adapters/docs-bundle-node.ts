import { readFile } from "node:fs/promises";
import path from "node:path";
import type { AppOptions } from "../app.js";
import { packageDir } from "../sources/package-files.js";

/** Node serves Scalar's browser bundle from its npm package, so /docs works with no internet. */
export function localDocsBundle(): AppOptions {
  const file = path.join(packageDir("@scalar/api-reference"), "dist/browser/standalone.js");
  return { docsScript: async () => new Uint8Array(await readFile(file)) };
}
