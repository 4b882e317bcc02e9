import { describe, expect, it } from "vitest";
import { cartTotals, lineDiscounts, lineTotals, shippingTotals } from "./cart-totals";

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

describe("discounts, shipping and gift cards", () => {
  const lines = [
    { id: "a", unit_price: 3000, quantity: 1 },
    { id: "b", unit_price: 1000, quantity: 1 },
    { id: "c", unit_price: 500, quantity: 2, allow_discounts: false },
  ];

  it("takes a percentage off every discountable line, rounded per line", () => {
    const shares = lineDiscounts(lines, [{ type: "percentage", value: 15, allocation: "total" }]);
    expect(Object.fromEntries(shares)).toEqual({ a: 450, b: 150, c: 0 });
  });

  it("spreads a fixed amount over the lines by subtotal, never below zero", () => {
    const spread = lineDiscounts(lines, [{ type: "fixed", value: 1001, allocation: "total" }]);
    expect(Object.fromEntries(spread)).toEqual({ a: 751, b: 250, c: 0 });
    const tooMuch = lineDiscounts(lines, [{ type: "fixed", value: 99999, allocation: "total" }]);
    expect(Object.fromEntries(tooMuch)).toEqual({ a: 3000, b: 1000, c: 0 });
  });

  it("taxes a line after its discount", () => {
    expect(lineTotals({ id: "a", unit_price: 3000, quantity: 1 }, us, 450)).toMatchObject({
      discount_total: 450,
      tax_total: 204,
      total: 2754,
      original_total: 3240,
    });
  });

  it("adds taxed shipping, and lets gift cards pay goods and shipping after discounts", () => {
    const line = lineTotals({ id: "a", unit_price: 3000, quantity: 1 }, us, 450);
    const totals = cartTotals([line], {
      shipping: [shippingTotals(800, 8, false)],
      giftCardBalance: 10000,
      giftCardTaxRate: 8,
    });
    expect(totals).toMatchObject({
      shipping_total: 800,
      shipping_tax_total: 64,
      gift_card_total: 3350,
      gift_card_tax_total: 268,
      total: 0,
    });
  });

  it("never takes the total below 0 when a gift card pays for lines taxed one by one", () => {
    // Each line's tax is 80.48 → 80 cents; on the two together it would be 160.96 → 161.
    const lines = ["a", "b"].map((id) => lineTotals({ id, unit_price: 1006, quantity: 1 }, us));
    const totals = cartTotals(lines, { shipping: [], giftCardBalance: 10000, giftCardTaxRate: 8 });
    expect(totals).toMatchObject({
      tax_total: 160,
      gift_card_total: 2012,
      gift_card_tax_total: 160,
      total: 0,
    });
  });

  it("lets an exchange's returned lines take the total and its tax below 0", () => {
    const lines = [
      lineTotals({ id: "new", unit_price: 3000, quantity: 1 }, us),
      lineTotals({ id: "back", unit_price: -5000, quantity: 2, allow_discounts: false }, us),
    ];
    expect(cartTotals(lines)).toMatchObject({
      subtotal: -7000,
      tax_total: -560,
      gift_card_tax_total: 0,
      total: -7560,
    });
  });

  it("makes shipping free under a free-shipping discount but keeps its original price", () => {
    expect(shippingTotals(800, 8, true)).toEqual({
      subtotal: 0,
      tax_total: 0,
      total: 0,
      original_total: 864,
      original_tax_total: 64,
    });
  });
});
