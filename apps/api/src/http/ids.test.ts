import { describe, expect, it } from "vitest";
import { generateId } from "./ids";

describe("generateId", () => {
  it("makes prefixed 26-character ULIDs that sort in creation order", () => {
    const ids = Array.from({ length: 1000 }, () => generateId("prod"));
    for (const id of ids) expect(id).toMatch(/^prod_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
