// The edit's arithmetic on its own: the order's totals over the edit's lines, with the order's
// discounts, shipping and gift card, in whole minor units (a yen order stays exact).
import { describe, expect, it } from "vitest";
import { shippingTotals } from "../carts/cart-totals";
import { linesTotals, type OrderPricing } from "./order-edit-totals";

const yen: OrderPricing = {
  taxRate: 10,
  discounts: [],
  charges: { shipping: [shippingTotals(800, 10, false)], giftCardBalance: 0, giftCardTaxRate: 0 },
};
const bowl = (quantity: number) => ({ id: `bowl-${quantity}`, unit_price: 7_000, quantity });

describe("linesTotals", () => {
  it("adds a yen order's lines, shipping and tax exactly", () => {
    const { totals } = linesTotals([bowl(3)], yen);
    expect(totals).toMatchObject({
      subtotal: 21_000,
      shipping_total: 800,
      tax_total: 2_180,
      total: 23_980,
    });
  });

  it("gives the difference of two sets of lines taxes included", () => {
    const before = linesTotals([bowl(1)], yen).totals.total;
    const after = linesTotals([bowl(3)], yen).totals.total;
    expect(after - before).toBe(15_400);
  });

  it("spreads the order's percentage discount over the edit's lines before tax", () => {
    const pricing: OrderPricing = {
      ...yen,
      discounts: [{ type: "percentage", value: 10, allocation: "total" }],
    };
    const { items, totals } = linesTotals([bowl(3)], pricing);
    expect(items[0]).toMatchObject({ discount_total: 2_100, tax_total: 1_890 });
    expect(totals.total).toBe(21_000 - 2_100 + 1_890 + 800 + 80);
  });

  it("lets the gift card pay no more than it paid at checkout, and leaves out its tax", () => {
    const pricing: OrderPricing = {
      ...yen,
      charges: { ...yen.charges, giftCardBalance: 5_000, giftCardTaxRate: 10 },
    };
    const { totals } = linesTotals([bowl(1)], pricing);
    expect(totals).toMatchObject({ gift_card_total: 5_000, gift_card_tax_total: 500 });
    expect(totals.tax_total).toBe(700 + 80 - 500);
    expect(totals.total).toBe(7_000 + 800 + 780 - 5_000 - 500);
  });
});
