import type { AppOptions } from "../app.js";
// Not run: wrangler.toml's [[rules]] imports this file as a Data module, its bytes as an ArrayBuffer, bundled
// into the Worker at the version in package-lock.json (types: scalar-bundle.d.ts).
import scalarBundle from "../../node_modules/@scalar/api-reference/dist/browser/standalone.js";

/** The Worker serves Scalar's browser bundle from its own script, so /docs needs no CDN on the edge either. */
export function bundledDocsScript(): AppOptions {
  return { docsScript: async () => scalarBundle };
}
