import { describe, expect, it } from "vitest";
import { itemCountLabel } from "./item-count";

describe("itemCountLabel", () => {
  it("counts in words", () => {
    expect(itemCountLabel(1)).toBe("1 item");
    expect(itemCountLabel(0)).toBe("0 items");
    expect(itemCountLabel(4)).toBe("4 items");
  });
});
