import { describe, expect, it } from "vitest";
import {
  reasonChoices,
  returnableQuantity,
  returnQuantities,
  returnRefundEstimate,
} from "./return-lines";

const bowls = { id: "item_bowl", quantity: 3, fulfilled_quantity: 3, returned_quantity: null };
const lamp = { id: "item_lamp", quantity: 1, fulfilled_quantity: 0, returned_quantity: null };
const asked = (quantity: number, status: "requested" | "received" | "canceled") => ({
  status,
  items: [{ item_id: "item_bowl", quantity }],
});

describe("returnableQuantity", () => {
  it("counts delivered units only, less those open returns already ask for", () => {
    expect(returnableQuantity(bowls)).toBe(3);
    expect(returnableQuantity(lamp)).toBe(0);
    expect(returnableQuantity(bowls, [asked(2, "requested"), asked(1, "canceled")])).toBe(1);
  });

  it("leaves out units already back (the answered quantity is less them already)", () => {
    const partlyBack = { ...bowls, quantity: 2, returned_quantity: 1 };
    expect(returnableQuantity(partlyBack, [asked(1, "received")])).toBe(2);
    expect(
      returnableQuantity({ ...bowls, quantity: 2, fulfilled_quantity: 2, returned_quantity: 1 }),
    ).toBe(1);
  });
});

describe("returnQuantities", () => {
  it("sends the chosen lines and says what is wrong per line", () => {
    expect(returnQuantities([bowls, lamp], { item_bowl: "2" })).toEqual({
      ok: true,
      items: [{ item_id: "item_bowl", quantity: 2 }],
    });
    expect(returnQuantities([bowls, lamp], { item_bowl: "4", item_lamp: "1" })).toEqual({
      ok: false,
      errors: { item_bowl: "At most 3.", item_lamp: "Nothing left to return." },
    });
    expect(returnQuantities([bowls], { item_bowl: "" })).toMatchObject({
      ok: false,
      message: "Choose at least one item to return.",
    });
  });
});

describe("returnRefundEstimate", () => {
  const line = { id: "item_bowl", unit_price: 5_000, quantity: 3, discount_total: 1_500 };

  it("gives back each unit's price less its discount share, with tax", () => {
    // (5000 − 500) × 2 × 1.08
    expect(returnRefundEstimate([line], [{ item_id: "item_bowl", quantity: 2 }], 8)).toBe(9_720);
  });

  it("takes the return shipping and its tax off, never below zero", () => {
    expect(returnRefundEstimate([line], [{ item_id: "item_bowl", quantity: 1 }], 8, 1_000)).toBe(
      4_860 - 1_080,
    );
    expect(returnRefundEstimate([line], [{ item_id: "item_bowl", quantity: 1 }], 0, 9_000)).toBe(0);
  });

  it("is exact in zero-decimal currencies", () => {
    const yen = { id: "item_tea", unit_price: 3_300, quantity: 1, discount_total: 0 };
    expect(returnRefundEstimate([yen], [{ item_id: "item_tea", quantity: 1 }], 10)).toBe(3_630);
  });
});

describe("reasonChoices", () => {
  it("makes a reason with sub-reasons a heading over them", () => {
    expect(
      reasonChoices([
        { id: "rr_size", label: "Wrong size", return_reason_children: [] },
        {
          id: "rr_damaged",
          label: "Damaged",
          return_reason_children: [{ id: "rr_broken", label: "Arrived broken" }],
        },
      ]),
    ).toEqual([
      { kind: "reason", id: "rr_size", label: "Wrong size" },
      { kind: "group", label: "Damaged", reasons: [{ id: "rr_broken", label: "Arrived broken" }] },
    ]);
  });
});
