/** Scalar's browser bundle imported as a Data module (wrangler.toml [[rules]]; src/adapters/docs-bundle-edge.ts). */
declare module "*/@scalar/api-reference/dist/browser/standalone.js" {
  const bytes: ArrayBuffer;
  export default bytes;
}
