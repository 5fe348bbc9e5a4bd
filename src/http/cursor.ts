import { base64UrlOfText, textOfBase64 } from "./base64.js";
import { invalidParameter } from "./errors.js";

/** Whether `s` is a UUID as PostgreSQL reads one (8-4-4-4-12 hex digits). */
export const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/** Opaque, URL-safe cursors: base64url of a small JSON object that the server alone interprets. */
export function encodeCursor(payload: Record<string, unknown>): string {
  return base64UrlOfText(JSON.stringify(payload));
}

export function decodeCursor<T extends Record<string, unknown>>(cursor: string, check: (v: Record<string, unknown>) => v is T): T {
  try {
    const value = JSON.parse(textOfBase64(cursor)) as unknown;
    if (value && typeof value === "object" && check(value as Record<string, unknown>)) return value as T;
  } catch {
    // fall through to the error below
  }
  throw invalidParameter("cursor", "is not a cursor this server issued");
}
