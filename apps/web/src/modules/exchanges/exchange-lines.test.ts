import { describe, expect, it } from "vitest";
import {
  differenceDirection,
  exchangeDifferenceEstimate,
  exchangeStage,
  returnsHoldingUnits,
  settleAction,
} from "./exchange-lines";

const lines = [{ id: "item_1", unit_price: 10_000, quantity: 2, discount_total: 2_000 }];

describe("exchangeDifferenceEstimate", () => {
  it("charges the replacement with tax less the returned unit's worth after its discount", () => {
    const estimate = exchangeDifferenceEstimate({
      lines,
      returned: [{ item_id: "item_1", quantity: 1 }],
      replacement: { unit_price: 12_500, quantity: 1 },
      taxRate: 10,
    });
    // 12 500 + 10 % = 13 750; the unit is 10 000 less its 1 000 discount share, + 10 % = 9 900.
    expect(estimate).toEqual({ replacement: 13_750, returned: 9_900, difference: 3_850 });
  });

  it("is negative when the replacement costs less, and adds the return shipping with tax", () => {
    const estimate = exchangeDifferenceEstimate({
      lines,
      returned: [{ item_id: "item_1", quantity: 2 }],
      replacement: { unit_price: 5_000, quantity: 1 },
      taxRate: 0,
      returnShippingPrice: 500,
    });
    expect(estimate.difference).toBe(5_000 - 18_000 + 500);
    expect(differenceDirection(estimate.difference)).toBe("refund");
  });
});

describe("returnsHoldingUnits", () => {
  it("counts the exchanges' returns beside the order's own", () => {
    const own = { status: "requested" as const, items: [{ item_id: "item_1", quantity: 1 }] };
    const swapped = { status: "received" as const, items: [{ item_id: "item_2", quantity: 1 }] };
    expect(returnsHoldingUnits([own], [{ return_order: swapped }, { return_order: null }])).toEqual(
      [own, swapped],
    );
  });
});

describe("exchange state", () => {
  const base = { canceled_at: null, confirmed_at: null, difference_due: null };

  it("waits for the shopper until the difference cart is completed", () => {
    expect(exchangeStage(base)).toBe("awaiting_confirmation");
    expect(settleAction({ ...base, payment_status: "not_paid" })).toBeUndefined();
  });

  it("offers staff a capture of a positive difference and a refund of a negative one, once", () => {
    const confirmed = { ...base, confirmed_at: "2026-01-01T00:00:00Z" };
    expect(exchangeStage(confirmed)).toBe("confirmed");
    expect(settleAction({ ...confirmed, difference_due: 500, payment_status: "awaiting" })).toBe(
      "capture",
    );
    expect(
      settleAction({ ...confirmed, difference_due: 500, payment_status: "captured" }),
    ).toBeUndefined();
    expect(settleAction({ ...confirmed, difference_due: -500, payment_status: "awaiting" })).toBe(
      "refund",
    );
    expect(
      settleAction({ ...confirmed, difference_due: -500, payment_status: "difference_refunded" }),
    ).toBeUndefined();
    expect(
      settleAction({ ...confirmed, difference_due: 0, payment_status: "confirmed" }),
    ).toBeUndefined();
  });
});
