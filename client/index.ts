/**
 * A typed client of the API: openapi-fetch over the types generated from the OpenAPI document
 * (client/schema.ts, `npm run client`). Paths, parameters and answers are checked by TypeScript:
 *
 *   const client = createClient({ baseUrl: "http://localhost:8787", apiKey: "svc_live_…" });
 *   const { data, error } = await client.GET("/v1/observations/latest", { params: { query: { indicator: "ces.nonfarm" } } });
 *
 * Without a key, data routes answer 402 with a payment offer; pass a paying fetch (e.g. `wrapFetchWithPayment`
 * of @x402/fetch) as `fetch` and every request pays for itself. The client reads JSON answers; for CSV
 * (`format=csv`) use plain fetch.
 */
import createFetchClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

export interface TimeSeriesClientOptions {
  /** The API's address, e.g. `http://localhost:8787` (no trailing path). */
  baseUrl: string;
  /** An API key (`svc_live_…`), sent as `Authorization: Bearer`. A free one: POST /v1/signup. */
  apiKey?: string;
  /** The fetch every request goes through (default: the global one); e.g. an x402-paying fetch. */
  fetch?: ClientOptions["fetch"];
}

export type TimeSeriesClient = Client<paths, "application/json">;

export function createClient(options: TimeSeriesClientOptions): TimeSeriesClient {
  return createFetchClient<paths, "application/json">({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.apiKey ? { headers: { Authorization: `Bearer ${options.apiKey}` } } : {}),
  });
}
