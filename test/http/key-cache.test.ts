import { describe, expect, it } from "vitest";
import type { ApiKeyRow } from "../../src/db/queries/api-keys.js";
import { KeyCache } from "../../src/http/key-cache.js";

const row = (lastUsedAt: string | null = null) => ({ id: "key-1", lastUsedAt }) as unknown as ApiKeyRow;

describe("KeyCache", () => {
  it("serves a lookup for its TTL; past half of it, one request reads the key again while the others keep the entry", () => {
    const cache = new KeyCache(5_000);
    const first = cache.remember("h", row(), 0);
    expect(cache.get("h", 2_500)).toBe(first);
    // the first request past half the TTL is sent to the database, the ones in flight beside it are not
    expect(cache.get("h", 2_501)).toBeUndefined();
    expect(cache.get("h", 2_502)).toBe(first);
    expect(cache.get("h", 4_999)).toBe(first);
    const second = cache.remember("h", row(), 2_600);
    expect(cache.get("h", 5_001)).toBe(second);
  });

  it("never serves an entry past its TTL, whether or not its re-read came back", () => {
    const cache = new KeyCache(5_000);
    cache.remember("h", row(), 0);
    expect(cache.get("h", 3_000)).toBeUndefined();
    expect(cache.get("h", 5_001)).toBeUndefined();
    expect(cache.get("h", 5_002)).toBeUndefined();
  });

  it("keeps the time of the last recorded use across a re-read, so a busy key's use is not written again", () => {
    const cache = new KeyCache(5_000);
    const first = cache.remember("h", row(), 0);
    expect(first.touchedAt).toBe(0);
    first.touchedAt = 1_000;
    // the row read back may predate the write of last_used_at
    expect(cache.remember("h", row(), 3_000).touchedAt).toBe(1_000);
    expect(cache.remember("h", row("1970-01-01T00:00:02.000Z"), 3_100).touchedAt).toBe(2_000);
  });

  it("keeps nothing with a TTL of 0, and drops a key's entries when told to forget it", () => {
    const off = new KeyCache(0);
    off.remember("h", row(), 0);
    expect(off.get("h", 0)).toBeUndefined();
    const cache = new KeyCache(5_000);
    cache.remember("h", row(), 0);
    cache.forget("key-1");
    expect(cache.get("h", 1)).toBeUndefined();
  });

  it("evicts the lookup read longest ago when full, counting a re-read as new", () => {
    const cache = new KeyCache(5_000, 2);
    cache.remember("a", row(), 0);
    cache.remember("b", row(), 1);
    cache.remember("a", row(), 2);
    cache.remember("c", row(), 3);
    expect(cache.get("a", 4)).toBeDefined();
    expect(cache.get("b", 4)).toBeUndefined();
    expect(cache.get("c", 4)).toBeDefined();
  });
});
