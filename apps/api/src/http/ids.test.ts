import { afterEach, describe, expect, it, vi } from "vitest";
import { generateId } from "./ids";

describe("generateId", () => {
  it("makes prefixed 26-character ULIDs that sort in creation order", () => {
    const ids = Array.from({ length: 1000 }, () => generateId("prod"));
    for (const id of ids) expect(id).toMatch(/^prod_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("draws a new random part for every millisecond, from the whole alphabet", () => {
    // Later than any id made so far: the factory keeps ids in order within one millisecond.
    const later = Date.now() + 60_000;
    vi.useFakeTimers();
    const randomParts = Array.from({ length: 400 }, (_, index) => {
      vi.setSystemTime(later + index);
      return generateId("item").slice("item_".length + 10);
    });
    expect(new Set(randomParts).size).toBe(randomParts.length);
    // 32 symbols per position: each one shows up in 400 draws unless the source is not random.
    for (const position of [0, 7, 15]) {
      expect(new Set(randomParts.map((part) => part[position])).size).toBe(32);
    }
  });
});
