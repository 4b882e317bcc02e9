import { describe, expect, it } from "vitest";
import { BoundedCache } from "./bounded-cache";

function cacheWithClock(options: { maxEntries?: number; maxSize?: number; ttlMs?: number } = {}) {
  const clock = { now: 0 };
  const cache = new BoundedCache<string>({
    maxEntries: options.maxEntries ?? 10,
    maxSize: options.maxSize ?? 1_000,
    ttlMs: options.ttlMs ?? 1_000,
    now: () => clock.now,
  });
  return { cache, clock };
}

describe("BoundedCache", () => {
  it("returns what was stored until its time to live runs out", () => {
    const { cache, clock } = cacheWithClock({ ttlMs: 100 });
    cache.set("a", "A");
    clock.now = 99;
    expect(cache.get("a")).toBe("A");
    clock.now = 100;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("evicts the least recently used entry when full", () => {
    const { cache } = cacheWithClock({ maxEntries: 2 });
    cache.set("a", "A");
    cache.set("b", "B");
    expect(cache.get("a")).toBe("A");
    cache.set("c", "C");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("A");
    expect(cache.get("c")).toBe("C");
  });

  it("keeps the total size under its cap and skips values larger than the cap", () => {
    const { cache } = cacheWithClock({ maxSize: 10 });
    cache.set("a", "aaaa", 4);
    cache.set("b", "bbbb", 4);
    cache.set("c", "cccc", 4);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set("huge", "x".repeat(11), 11);
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it("replaces an entry without counting its old size twice", () => {
    const { cache } = cacheWithClock({ maxSize: 10 });
    cache.set("a", "first", 6);
    cache.set("a", "second", 6);
    cache.set("b", "bb", 4);
    expect(cache.get("a")).toBe("second");
    expect(cache.get("b")).toBe("bb");
  });

  it("empties on clear", () => {
    const { cache } = cacheWithClock();
    cache.set("a", "A");
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
