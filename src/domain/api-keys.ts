/**
 * API key format, generation and hashing. Randomness from WebCrypto; the hash from @noble/hashes (audited,
 * pure JavaScript), the same code in Node and on the edge.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const KEY_PATTERN = /^svc_(live|test)_[0-9A-Za-z]{32}$/;
export type KeyEnvironment = "live" | "test";

/** `count` characters drawn uniformly from base62 (rejection sampling avoids modulo bias). */
export function randomBase62(count: number): string {
  let out = "";
  const buf = new Uint8Array(count * 2);
  while (out.length < count) {
    crypto.getRandomValues(buf);
    for (const b of buf) {
      if (b < 248) out += BASE62[b % 62];
      if (out.length === count) break;
    }
  }
  return out;
}

export function generateApiKey(environment: KeyEnvironment = "live"): string {
  return `svc_${environment}_${randomBase62(32)}`;
}

export function keyEnvironment(key: string): KeyEnvironment | null {
  const m = KEY_PATTERN.exec(key);
  return m ? (m[1] as KeyEnvironment) : null;
}

export const keyHint = (key: string) => key.slice(-4);

/** What looks like one of this service's keys inside other text (a prefix and at least half a key). */
const KEY_IN_TEXT = /svc_(live|test)_[0-9A-Za-z]{16,}/g;

/** Text that holds one of this service's keys anywhere in it ("svc_live_…", or "Bearer svc_live_…"). */
export const holdsApiKey = (text: string) => text.search(KEY_IN_TEXT) >= 0;

/** The text with every key in it replaced by its prefix alone: an answer never repeats a key it was sent. */
export const withoutApiKeys = (text: string) => text.replace(KEY_IN_TEXT, "svc_$1_[redacted]");

/**
 * SHA-256, hex. Keys and tokens carry 190 bits from a cryptographic source, so a fast unsalted hash is
 * enough: nothing can be guessed or precomputed against that space, and lookups stay one indexed read.
 * Slow password hashes (bcrypt, scrypt) exist for low-entropy human secrets and would only add latency.
 * Synchronous: every keyed request hashes its key, and WebCrypto's asynchronous digest cost several
 * times the hash itself in scheduling. Not node:crypto: workerd's createHash took about 150 µs a key (a
 * twentieth of a keyed read's CPU in the Worker) where this takes 3 µs in either runtime.
 */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** First instant of the UTC month after `now`. */
export function nextUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** YYYY-MM of `now` in UTC. */
export function utcMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);
