import { describe, expect, it } from "vitest";
import { returnLineRefund, returnRefundAmount, returnShippingTotal } from "./return-refund";

describe("return refund", () => {
  it("refunds the unit price with tax for each returned unit", () => {
    // $120.00 a unit at 8 %: two of three units come back.
    expect(returnLineRefund({ unit_price: 12_000, quantity: 3 }, 0, 2, 8)).toBe(25_920);
  });

  it("takes off each unit's share of the line's discount, rounded as Medusa rounds it", () => {
    // A 10 % code on 3 × 3,333: the line's discount is 1,000, 333 a unit (333.33 rounded).
    const line = { unit_price: 3_333, quantity: 3 };
    expect(returnLineRefund(line, 1_000, 1, 20)).toBe(Math.round((3_333 - 333) * 1.2));
    expect(returnLineRefund(line, 1_000, 3, 20)).toBe(10_800);
  });

  it("is exact in a zero-decimal currency", () => {
    // ¥4,980 at 10 % with a ¥500 discount on one unit.
    expect(returnLineRefund({ unit_price: 4_980, quantity: 1 }, 500, 1, 10)).toBe(4_928);
  });

  it("rounds the lines down and takes the return shipping with its tax off, never below zero", () => {
    expect(returnShippingTotal(1_000, 8)).toBe(1_080);
    expect(returnRefundAmount([25_920, 4_928], 1_080)).toBe(29_768);
    expect(returnRefundAmount([500], 1_080)).toBe(0);
  });
});
