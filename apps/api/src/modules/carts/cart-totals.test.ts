import { describe, expect, it } from "vitest";
import { cartTotals, lineTotals } from "./cart-totals";

const us = { tax_rate: 8, automatic_taxes: true };
const jp = { tax_rate: 10, automatic_taxes: true };

describe("lineTotals", () => {
  it("multiplies the unit price by the quantity and adds the region's tax", () => {
    expect(lineTotals({ id: "item_1", unit_price: 1250, quantity: 3 }, us)).toEqual({
      subtotal: 3750,
      discount_total: 0,
      tax_total: 300,
      total: 4050,
      original_total: 4050,
      original_tax_total: 300,
      tax_lines: [{ rate: 8, name: "default", code: "default", item_id: "item_1" }],
    });
  });

  it("rounds the tax of each line to the nearest minor unit", () => {
    // 999 × 8 % = 79.92 → 80; 1006 × 8 % = 80.48 → 80; 1007 × 8 % = 80.56 → 81
    expect(lineTotals({ id: "a", unit_price: 999, quantity: 1 }, us).tax_total).toBe(80);
    expect(lineTotals({ id: "b", unit_price: 1006, quantity: 1 }, us).tax_total).toBe(80);
    expect(lineTotals({ id: "c", unit_price: 1007, quantity: 1 }, us).tax_total).toBe(81);
  });

  it("treats a zero-decimal currency's integer as whole yen", () => {
    const line = lineTotals({ id: "item_jp", unit_price: 4500, quantity: 2 }, jp);
    expect(line.subtotal).toBe(9000);
    expect(line.tax_total).toBe(900);
    expect(line.total).toBe(9900);
  });

  it("charges no tax and lists no tax line when the region does not compute taxes", () => {
    const line = lineTotals(
      { id: "item_1", unit_price: 1000, quantity: 2 },
      { tax_rate: 20, automatic_taxes: false },
    );
    expect(line.tax_total).toBe(0);
    expect(line.tax_lines).toEqual([]);
    expect(line.total).toBe(2000);
  });

  it("supports fractional rates", () => {
    expect(
      lineTotals(
        { id: "x", unit_price: 10000, quantity: 1 },
        { tax_rate: 12.5, automatic_taxes: true },
      ).tax_total,
    ).toBe(1250);
  });
});

describe("cartTotals", () => {
  it("sums per-line rounded taxes rather than rounding the cart's tax once", () => {
    const lines = [
      lineTotals({ id: "a", unit_price: 1006, quantity: 1 }, us),
      lineTotals({ id: "b", unit_price: 1006, quantity: 1 }, us),
    ];
    // Each line rounds 80.48 down to 80; a single cart-level rounding would give 161.
    expect(cartTotals(lines)).toEqual({
      subtotal: 2012,
      discount_total: 0,
      item_tax_total: 160,
      shipping_total: 0,
      shipping_tax_total: 0,
      tax_total: 160,
      gift_card_total: 0,
      gift_card_tax_total: 0,
      total: 2172,
    });
  });

  it("is all zeros for an empty cart", () => {
    expect(cartTotals([])).toMatchObject({ subtotal: 0, tax_total: 0, total: 0 });
  });
});
