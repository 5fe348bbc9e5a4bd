import type { ApiKeyRow } from "../db/queries/api-keys.js";

interface Entry {
  row: ApiKeyRow | null;
  fetchedAt: number;
  touchedAt: number;
  /** A request has taken this entry's early re-read (see `get`). */
  refreshing: boolean;
}

/**
 * Recently seen key lookups (by hash), so a busy key costs no database read per request. A rotation,
 * revocation or grant change made in this process drops the entry at once (that includes the keys CLI's
 * commands, which a Node server on the embedded database runs itself); one made by another process
 * (PostgreSQL shared by several servers) is seen within the TTL.
 * Unknown hashes are cached too (briefly), so a flood of bad keys does not reach the database.
 * A busy key is read again before its entry expires, by one request, while the others keep the entry: were
 * it left to expire, every request in flight at that moment would read the key (and record its use) again.
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

  /**
   * The entry to use, or undefined when the caller must read the key and `remember` it: the entry is
   * missing or expired, or it is past half its life and this is the first request to see that.
   */
  get(hash: string, now: number): Entry | undefined {
    const e = this.entries.get(hash);
    if (!e) return undefined;
    const age = now - e.fetchedAt;
    if (age > this.ttlMs) {
      this.entries.delete(hash);
      return undefined;
    }
    if (age > this.ttlMs / 2 && !e.refreshing) {
      e.refreshing = true;
      return undefined;
    }
    return e;
  }

  /** Records a fresh lookup and returns its entry (kept only when the cache is enabled). */
  remember(hash: string, row: ApiKeyRow | null, now: number): Entry {
    const recorded = row?.lastUsedAt ? new Date(row.lastUsedAt).getTime() : 0;
    // a use recorded in this process may not have reached the row yet
    const touchedAt = Math.max(recorded, this.entries.get(hash)?.touchedAt ?? 0);
    const entry = { row, fetchedAt: now, touchedAt, refreshing: false };
    if (!this.enabled) return entry;
    // re-inserted, so the oldest lookup is the first in the map's order
    this.entries.delete(hash);
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
