import { Buffer } from "node:buffer";

/*
 * Base64 of UTF-8 text with node:buffer (native in Node, provided by workerd under nodejs_compat): a 402
 * challenge encodes about a kilobyte per answer, and the byte-by-byte btoa route cost more than the rest
 * of building it.
 */

export const base64OfText = (text: string) => Buffer.from(text, "utf8").toString("base64");

/** URL-safe, without padding. */
export const base64UrlOfText = (text: string) => Buffer.from(text, "utf8").toString("base64url");

/** The text of a base64 or base64url string (either alphabet, padded or not); undecodable bytes become U+FFFD. */
export const textOfBase64 = (encoded: string) => Buffer.from(encoded, "base64").toString("utf8");
