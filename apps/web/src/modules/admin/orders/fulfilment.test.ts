import type { Fulfillment } from "@atelier/commerce-client";
import { describe, expect, it } from "vitest";
import {
  awaitingShipment,
  defaultFulfilQuantities,
  fulfilItems,
  remainingToFulfil,
  trackingNumbers,
} from "./fulfilment";

const lines = [
  { id: "item_a", quantity: 3, fulfilled_quantity: 1 },
  { id: "item_b", quantity: 2, fulfilled_quantity: null },
  { id: "item_c", quantity: 1, fulfilled_quantity: 1 },
];

describe("remainingToFulfil", () => {
  it("is the quantity less what was fulfilled, never below zero", () => {
    expect(lines.map(remainingToFulfil)).toEqual([2, 2, 0]);
    expect(remainingToFulfil({ id: "x", quantity: 1, fulfilled_quantity: 4 })).toBe(0);
  });

  it("pre-fills the form with everything that is left", () => {
    expect(defaultFulfilQuantities(lines)).toEqual({ item_a: "2", item_b: "2", item_c: "0" });
  });
});

describe("fulfilItems", () => {
  it("sends the lines with a quantity and leaves out blanks and zeros", () => {
    expect(fulfilItems(lines, { item_a: "1", item_b: "", item_c: "0" })).toEqual({
      ok: true,
      items: [{ item_id: "item_a", quantity: 1 }],
    });
  });

  it("refuses more than is left and what is not a whole number, per line", () => {
    expect(fulfilItems(lines, { item_a: "3", item_b: "1.5", item_c: "1" })).toEqual({
      ok: false,
      errors: {
        item_a: "At most 2.",
        item_b: "Enter a whole number.",
        item_c: "Nothing left to fulfil.",
      },
    });
  });

  it("asks for at least one item", () => {
    expect(fulfilItems(lines, {})).toEqual({
      ok: false,
      errors: {},
      message: "Choose at least one item to fulfil.",
    });
  });
});

describe("awaitingShipment", () => {
  const fulfillment = (id: string, shipped: string | null, canceled: string | null) =>
    ({ id, shipped_at: shipped, canceled_at: canceled }) as Fulfillment;

  it("keeps the packed fulfillments that have not left or been canceled", () => {
    const all = [
      fulfillment("ful_1", "2026-01-01T00:00:00.000Z", null),
      fulfillment("ful_2", null, null),
      fulfillment("ful_3", null, "2026-01-02T00:00:00.000Z"),
    ];
    expect(awaitingShipment(all).map((each) => each.id)).toEqual(["ful_2"]);
    expect(awaitingShipment(undefined)).toEqual([]);
  });
});

describe("trackingNumbers", () => {
  it("splits on commas and new lines, trims, and drops blanks and repeats", () => {
    expect(trackingNumbers(" 1Z999, 1Z998\n\n1Z999 ,")).toEqual(["1Z999", "1Z998"]);
    expect(trackingNumbers("   ")).toEqual([]);
  });
});
