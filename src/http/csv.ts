import { z } from "@hono/zod-openapi";
import { csvFormatRow } from "d3-dsv";
import type { Context } from "hono";
import { accepts } from "hono/accepts";
import type { Accept } from "hono/utils/accept";
import { baseUrlFor } from "./links.js";
import type { AppEnv } from "./router.js";
import { setHeader } from "./answer.js";

/*
 * CSV answers of the data routes: RFC 4180 (CRLF line ends, fields quoted when they hold a comma, a quote or
 * a line break), a header row, ISO dates, and a file name. Asked for with `format=csv` or, without `format`,
 * by an Accept header that prefers text/csv. Errors stay JSON envelopes; the next page of a paged CSV answer
 * is in a Link header (rel="next").
 */

export const formatParam = z
  .enum(["json", "csv"])
  .optional()
  .openapi({ description: "Answer as JSON (default) or CSV; without it, `Accept: text/csv` selects CSV", example: "csv" });

export const CSV_CONTENT = {
  "text/csv": { schema: z.string().openapi({ description: "RFC 4180 CSV with a header row" }) },
} as const;

/** Whether the answer is CSV: `format` says, else the Accept header, on which the answer then varies. */
export function wantsCsv(c: Context<AppEnv>, format: "json" | "csv" | undefined): boolean {
  if (format) return format === "csv";
  setHeader(c, "Vary", "Accept");
  if (!c.req.header("accept")?.toLowerCase().includes("csv")) return false;
  return accepts(c, { header: "Accept", supports: ["application/json", "text/csv"], default: "application/json", match: preferredType }) === "text/csv";
}

/** hono's own choice, but media types are compared without case (RFC 9110 8.3.1): `TEXT/CSV` is text/csv. */
const preferredType = (offered: Accept[], config: { supports: string[]; default: string }) =>
  offered
    .map((a) => ({ ...a, type: a.type.toLowerCase() }))
    .sort((a, b) => b.q - a.q)
    .find((a) => config.supports.includes(a.type))?.type ?? config.default;

type Cell = string | number | boolean | null | undefined;

const cell = (v: Cell) => (v === null || v === undefined ? "" : String(v));

/** A file name made of the request's own words, safe in a header. */
export function csvFileName(...parts: string[]): string {
  return `${parts.map((p) => p.replace(/[^A-Za-z0-9._-]+/g, "-")).join("_")}.csv`;
}

export function csvResponse(c: Context<AppEnv>, fileName: string, header: string[], rows: Cell[][], nextCursor?: string): Response {
  const body = [header, ...rows.map((r) => r.map(cell))].map((r) => csvFormatRow(r)).join("\r\n") + "\r\n";
  setHeader(c, "Content-Type", "text/csv; charset=utf-8; header=present");
  setHeader(c, "Content-Disposition", `attachment; filename="${fileName}"`);
  if (nextCursor) {
    const url = new URL(c.req.url);
    url.searchParams.set("cursor", nextCursor);
    setHeader(c, "Link", `<${baseUrlFor(c)}${url.pathname}${url.search}>; rel="next"`);
  }
  return c.body(body, 200);
}
