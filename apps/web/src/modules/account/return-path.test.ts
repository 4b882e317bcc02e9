import { describe, expect, it } from "vitest";
import { returnPath } from "./return-path";

describe("returnPath", () => {
  it("goes back to a page of the shop", () => {
    expect(returnPath("/checkout?step=address")).toBe("/checkout?step=address");
  });

  it("goes to the account for anything else", () => {
    expect(returnPath(undefined)).toBe("/account");
    expect(returnPath("https://evil.example")).toBe("/account");
    expect(returnPath("//evil.example")).toBe("/account");
    expect(returnPath("/\\evil.example")).toBe("/account");
  });
});
