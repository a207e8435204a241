import { LRUCache } from 'lru-cache';

/** What a loader answers: the value and what it was read from (tags), optionally a shorter life. */
export interface Loaded<T> {
  value: T;
  /** Names of what the value depends on: 'product:42', 'shop:7', 'product-set', 'table:category'. */
  tags: readonly string[];
  /** Time-dependent values (a flash sale starting) expire at their next change of state. */
  ttlMs?: number;
  /** Approximate size in bytes (default: the JSON length of the value). */
  size?: number;
}

interface Entry {
  value: unknown;
  tags: readonly string[];
}

interface Flight {
  startedAt: number;
  promise: Promise<unknown>;
}

export interface ReadCacheOptions {
  /** Bytes held at most (least recently used entries go first). */
  maxBytes: number;
  /** Life of an entry that no change notice removed: a safety net, not the freshness mechanism. */
  ttlMs: number;
  /** False while change notices cannot arrive: the cache then neither answers nor stores. */
  trusted: () => boolean;
}

/**
 * Values read from the database, kept until a change notice names one of their tags (see
 * invalidation.ts), or their safety-net life ends, or memory runs short.
 *
 * A value loaded while a notice for one of its tags arrived is answered but not kept (it may
 * predate the change); concurrent misses of one key share one load unless a notice arrived since
 * it started.
 */
export class ReadCache {
  private readonly lru: LRUCache<string, Entry>;
  private readonly byTag = new Map<string, Set<string>>();
  private readonly flights = new Map<string, Flight>();
  /** Notice counter: a load remembers it at start; tagSeq and floorSeq say what happened since. */
  private seq = 0;
  private readonly tagSeq = new Map<string, number>();
  /** Loads started before this are not kept (set by clear(), and when the per-tag counters are pruned). */
  private floorSeq = 0;
  /** Hits and misses since start (the /api/ready answer shows them). */
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(private readonly opts: ReadCacheOptions) {
    this.lru = new LRUCache<string, Entry>({
      maxSize: opts.maxBytes,
      ttl: opts.ttlMs,
      ttlAutopurge: false,
      sizeCalculation: () => 1,
      dispose: (entry, key) => this.unindex(key, entry.tags),
    });
  }

  /** The value of key, from memory or from load(). */
  async get<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    const hit = this.peek<T>(key);
    if (hit !== undefined) return hit;
    return this.fill(key, load);
  }

  /** The kept value of key, or undefined (no load). */
  peek<T>(key: string): T | undefined {
    if (!this.opts.trusted()) return undefined;
    const entry = this.lru.get(key);
    if (entry) {
      this.stats.hits++;
      return entry.value as T;
    }
    return undefined;
  }

  /**
   * Whether key is kept and trusted, and will be for at least freshForMs more (no hit counted, its
   * recency untouched): what a warmer asks before loading a value again.
   */
  has(key: string, freshForMs = 0): boolean {
    if (!this.opts.trusted() || !this.lru.has(key)) return false;
    return freshForMs <= 0 || this.lru.getRemainingTTL(key) > freshForMs;
  }

  /** Loads key (sharing a load in progress that no notice has overtaken) and keeps the result if still current. */
  async fill<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    this.stats.misses++;
    const flight = this.flights.get(key);
    if (flight && flight.startedAt === this.seq) return flight.promise as Promise<T>;
    const startedAt = this.seq;
    const promise = load().then((loaded) => {
      this.keep(key, loaded, startedAt);
      return loaded.value;
    });
    this.flights.set(key, { startedAt, promise });
    try {
      return await promise;
    } finally {
      if (this.flights.get(key)?.promise === promise) this.flights.delete(key);
    }
  }

  /** Keeps a value read when the notice counter stood at startedAt, unless a notice for its tags came since. */
  keep<T>(key: string, loaded: Loaded<T>, startedAt: number): void {
    if (!this.opts.trusted() || startedAt < this.floorSeq) return;
    for (const tag of loaded.tags) if ((this.tagSeq.get(tag) ?? 0) > startedAt) return;
    const size = Math.max(64, loaded.size ?? JSON.stringify(loaded.value)?.length ?? 64);
    if (size > this.opts.maxBytes / 4) return;
    this.lru.set(key, { value: loaded.value, tags: loaded.tags }, { size, ttl: loaded.ttlMs ?? this.opts.ttlMs });
    for (const tag of loaded.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  /** The notice counter now (pass it to keep() for a value read from here on). */
  get position(): number {
    return this.seq;
  }

  /** Drops every value that depends on one of tags. */
  invalidate(tags: Iterable<string>): void {
    const seq = ++this.seq;
    this.stats.invalidations++;
    for (const tag of tags) {
      this.tagSeq.set(tag, seq);
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.lru.delete(key);
    }
    // The per-tag counters only matter to loads still running: keep the map small, and refuse to
    // keep what loads that started before the pruning read.
    if (this.tagSeq.size > 10_000) {
      this.tagSeq.clear();
      this.floorSeq = seq;
    }
  }

  /** Drops everything (a bulk write, or notices were missed). */
  clear(): void {
    this.floorSeq = ++this.seq;
    this.stats.invalidations++;
    this.lru.clear();
    this.byTag.clear();
    this.tagSeq.clear();
  }

  get maxBytes(): number {
    return this.opts.maxBytes;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.lru.size, bytes: this.lru.calculatedSize };
  }

  private unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (!keys.size) this.byTag.delete(tag);
    }
  }
}
