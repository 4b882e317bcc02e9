import { describe, expect, it } from "vitest";
import { orderSummaryRows, orderSummaryTotal, type SummaryCart } from "./order-summary-rows";

const plainCart: SummaryCart = {
  region: { currency_code: "usd" },
  shipping_methods: [],
  subtotal: 5000,
  discount_total: 0,
  gift_card_total: 0,
  gift_card_tax_total: 0,
  shipping_total: 0,
  tax_total: 400,
  total: 5400,
};

describe("orderSummaryRows", () => {
  it("shows the subtotal excl. taxes, the taxes on their own row and the API's total", () => {
    expect(orderSummaryRows(plainCart, "Calculated at checkout")).toEqual([
      { label: "Subtotal (excl. taxes)", value: "$50.00" },
      { label: "Shipping", value: "Calculated at checkout" },
      { label: "Taxes", value: "$4.00" },
    ]);
    expect(orderSummaryTotal(plainCart)).toBe("$54.00");
  });

  it("takes a gift card, and the tax it pays, off on rows of their own", () => {
    // Goods 5000 + shipping 800 + tax 464; a 5000 card pays 5000 and the 400 tax on it.
    const gifted: SummaryCart = {
      ...plainCart,
      shipping_methods: [{ id: "sm_1" }],
      shipping_total: 800,
      tax_total: 464,
      gift_card_total: 5000,
      gift_card_tax_total: 400,
      total: 864,
    };
    expect(orderSummaryRows(gifted, "Chosen at delivery")).toEqual([
      { label: "Subtotal (excl. taxes)", value: "$50.00" },
      { label: "Gift card", value: "−$50.00" },
      { label: "Shipping", value: "$8.00" },
      { label: "Taxes", value: "$4.64" },
      { label: "Taxes paid by gift card", value: "−$4.00" },
    ]);
    expect(orderSummaryTotal(gifted)).toBe("$8.64");
  });

  it("shows a discount and zero-decimal currencies as sent", () => {
    const yen: SummaryCart = {
      ...plainCart,
      region: { currency_code: "jpy" },
      subtotal: 12000,
      discount_total: 1200,
      tax_total: 1080,
      total: 11880,
    };
    expect(orderSummaryRows(yen, "Chosen at delivery")).toContainEqual({
      label: "Discount",
      value: "−¥1,200",
    });
    expect(orderSummaryTotal(yen)).toBe("¥11,880");
  });
});
