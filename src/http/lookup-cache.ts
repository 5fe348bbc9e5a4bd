import type { IndicatorRow } from "../db/queries/indicators.js";
import type { RegionRow } from "../db/queries/regions.js";

/**
 * A small in-process memo with a time limit, for catalog facts that change only when data is loaded
 * (indicator and region rows, "this series is stored"). Bounded: the oldest entry goes first.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
  ) {}

  async get(key: string, load: () => Promise<V>, keep: (v: V) => boolean = () => true): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at <= this.ttlMs) return hit.value;
    const value = await load();
    if (this.ttlMs > 0 && keep(value)) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { value, at: now });
    }
    return value;
  }
}

export interface LookupCaches {
  indicators: TtlCache<IndicatorRow[]>;
  regions: TtlCache<RegionRow[]>;
  coverage: TtlCache<boolean>;
}

export function createLookupCaches(ttlMs: number): LookupCaches {
  return { indicators: new TtlCache(ttlMs), regions: new TtlCache(ttlMs), coverage: new TtlCache(ttlMs) };
}
