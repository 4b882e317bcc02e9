// A small least-recently-used map with a time-to-live, capped by entry count and by total size,
// so a burst of distinct queries cannot grow the process past its memory budget.

export interface BoundedCacheOptions {
  maxEntries: number;
  /** Upper bound on the sum of the sizes given to `set` (for strings: their length). */
  maxSize: number;
  ttlMs: number;
  /** Injected in tests to move time forward. */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  size: number;
  expiresAt: number;
}

export class BoundedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private totalSize = 0;
  private readonly now: () => number;

  constructor(private readonly options: BoundedCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Re-inserting moves the key to the end of the Map's order: the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, size = 1): void {
    if (size > this.options.maxSize) return;
    this.delete(key);
    this.entries.set(key, { value, size, expiresAt: this.now() + this.options.ttlMs });
    this.totalSize += size;
    for (const oldestKey of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.totalSize <= this.options.maxSize)
        break;
      this.delete(oldestKey);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.totalSize -= entry.size;
  }

  clear(): void {
    this.entries.clear();
    this.totalSize = 0;
  }
}

/**
 * One cache per owner (an app's dependencies: one process can serve several databases, as the
 * test suite does), made on first use and gone with its owner.
 */
export function cachePerOwner<V>(options: BoundedCacheOptions): (owner: object) => BoundedCache<V> {
  const caches = new WeakMap<object, BoundedCache<V>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = new BoundedCache<V>(options);
      caches.set(owner, cache);
    }
    return cache;
  };
}
