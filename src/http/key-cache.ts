import type { ApiKeyRow } from "../db/queries/api-keys.js";

interface Entry {
  row: ApiKeyRow | null;
  fetchedAt: number;
  touchedAt: number;
}

/**
 * Recently seen key lookups (by hash), so a busy key costs no database read per request. A rotation,
 * revocation or grant change made in this process drops the entry at once (that includes the keys CLI's
 * commands, which a Node server on the embedded database runs itself); one made by another process
 * (PostgreSQL shared by several servers) is seen within the TTL.
 * Unknown hashes are cached too (briefly), so a flood of bad keys does not reach the database.
 */
export class KeyCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get(hash: string, now: number): Entry | undefined {
    const e = this.entries.get(hash);
    if (!e) return undefined;
    if (now - e.fetchedAt > this.ttlMs) {
      this.entries.delete(hash);
      return undefined;
    }
    return e;
  }

  /** Records a fresh lookup and returns its entry (kept only when the cache is enabled). */
  remember(hash: string, row: ApiKeyRow | null, now: number): Entry {
    const entry = { row, fetchedAt: now, touchedAt: row?.lastUsedAt ? new Date(row.lastUsedAt).getTime() : 0 };
    if (!this.enabled) return entry;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(hash, entry);
    return entry;
  }

  /** Drops every cached lookup of this key id (after rotation or revocation). */
  forget(keyId: string) {
    for (const [hash, e] of this.entries) if (e.row?.id === keyId) this.entries.delete(hash);
  }
}
