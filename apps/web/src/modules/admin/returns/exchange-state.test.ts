import { describe, expect, it } from "vitest";
import { exchangeDifference } from "./exchange-state";

describe("exchangeDifference", () => {
  it("is unconfirmed until the customer confirms the exchange", () => {
    expect(exchangeDifference(null)).toEqual({ direction: "unconfirmed", amount: 0 });
  });

  it("reads a positive difference as what the customer pays", () => {
    expect(exchangeDifference(2_860)).toEqual({ direction: "pays", amount: 2_860 });
  });

  it("reads a negative difference as a refund of its size", () => {
    expect(exchangeDifference(-2_160)).toEqual({ direction: "refund", amount: 2_160 });
  });

  it("reads zero as nothing owed either way", () => {
    expect(exchangeDifference(0)).toEqual({ direction: "none", amount: 0 });
  });
});
