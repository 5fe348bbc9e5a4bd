import type { IndicatorRow } from "../db/queries/indicators.js";
import type { RegionRow } from "../db/queries/regions.js";

/**
 * A small in-process memo with a time limit, for answers of upstream services (which no data version
 * describes). Bounded: the oldest entry goes first.
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

/**
 * Read results by key, valid for one data version (src/db/schema.ts `dataVersion`): the first read under
 * a newer version empties the cache, so nothing read before a write is answered after it. A null version
 * (not known right now) bypasses the cache. Least recently used entries go first once `maxSize` (in the
 * units of `sizeOf`) is reached; concurrent misses of one key share one load.
 */
export class VersionedCache<V> {
  private version: number | null = null;
  private size = 0;
  private readonly entries = new Map<string, { value: V; size: number }>();
  private readonly loading = new Map<string, Promise<V>>();

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number = () => 1,
  ) {}

  async get(key: string, version: number | null, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    if (version === null || this.maxSize <= 0) return load();
    if (version !== this.version) {
      if (this.version !== null && version < this.version) return load(); // a request that started before the change
      this.clear();
      this.version = version;
    }
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const started = load();
    this.loading.set(key, started);
    try {
      const value = await started;
      if (this.version === version && keep(value)) this.store(key, value);
      return value;
    } finally {
      if (this.loading.get(key) === started) this.loading.delete(key);
    }
  }

  private store(key: string, value: V) {
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    while (this.size + size > this.maxSize) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) break;
      this.entries.delete(oldest[0]);
      this.size -= oldest[1].size;
    }
    this.entries.set(key, { value, size });
    this.size += size;
  }

  private clear() {
    this.entries.clear();
    this.loading.clear();
    this.size = 0;
  }
}

/** A cached HTTP answer (catalog routes): what is needed to send it again. */
export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Where whole answers are kept by data version: in-process (a VersionedCache), or the edge's Cache API. */
export interface AnswerStore {
  get(key: string, version: number | null, load: () => Promise<CachedResponse>, keep: (r: CachedResponse) => boolean): Promise<CachedResponse>;
}

/**
 * The Workers Cache API as an AnswerStore: each answer under a URL naming its data version, so a write
 * (which moves the version) makes every older entry unreachable; they expire on their own.
 */
export function cacheApiAnswers(cache: Cache): AnswerStore {
  return {
    async get(key, version, load, keep) {
      if (version === null) return load();
      const entry = new Request(`https://answers.invalid/v${version}/${encodeURIComponent(key)}`);
      const hit = await cache.match(entry);
      if (hit) return (await hit.json()) as CachedResponse;
      const answer = await load();
      if (keep(answer)) {
        // stored whole (its own headers inside); the entry's lifetime in the edge cache is its own
        const stored = Response.json(answer, { headers: { "Cache-Control": "public, max-age=86400" } });
        await cache.put(entry, stored).catch(() => {});
      }
      return answer;
    },
  };
}

/** Every cache an app keeps by data version: catalog rows the data routes resolve, and read results. */
export interface ReadCaches {
  indicators: VersionedCache<IndicatorRow[]>;
  regions: VersionedCache<RegionRow[]>;
  /** "This (indicator, region) is stored." */
  coverage: VersionedCache<boolean>;
  /** Observation reads (latest, pages, panel points), sized by their rows. */
  reads: VersionedCache<unknown[]>;
  /** Anonymous catalog answers and public pages, sized by their bytes. */
  answers: AnswerStore;
}

const ENTRIES = 20_000;
/** About what a row of an observation read takes in memory (a handful of short strings and numbers). */
const BYTES_PER_ROW = 200;

/**
 * The caches of one app: catalog rows by entry count, always; read results and answers within `bytes`
 * together (0 turns those two off). `observationReads: false` leaves observation reads uncached, for a
 * runtime that learns the data version only from the statements it sends (the edge).
 */
export function createReadCaches(bytes: number, opts: { observationReads?: boolean } = {}): ReadCaches {
  return {
    indicators: new VersionedCache(ENTRIES),
    regions: new VersionedCache(ENTRIES),
    coverage: new VersionedCache(ENTRIES),
    reads: new VersionedCache(opts.observationReads === false ? 0 : bytes / 2, (rows) => BYTES_PER_ROW * (1 + rowCount(rows))),
    answers: new VersionedCache(bytes / 2, (r) => 256 + r.body.length * 2),
  };
}

/** Rows of a read result, one level of nesting deep (a panel is a list of series). */
function rowCount(rows: unknown[]): number {
  let n = rows.length;
  for (const r of rows) if (Array.isArray(r)) n += r.length;
  return n;
}
