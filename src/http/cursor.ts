import { invalidParameter } from "./errors.js";

/** Opaque, URL-safe cursors: base64url of a small JSON object that the server alone interprets. */
export function encodeCursor(payload: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function decodeCursor<T extends Record<string, unknown>>(cursor: string, check: (v: Record<string, unknown>) => v is T): T {
  try {
    const binary = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
    const value = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)))) as unknown;
    if (value && typeof value === "object" && check(value as Record<string, unknown>)) return value as T;
  } catch {
    // fall through to the error below
  }
  throw invalidParameter("cursor", "is not a cursor this server issued");
}
