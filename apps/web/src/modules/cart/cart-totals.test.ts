import type { Cart, GiftCard, LineItem, Region } from "@atelier/commerce-client";
import { describe, expect, it } from "vitest";
import { applyQuantityChange, cartItemCount } from "./cart-totals";

const timestamps = {
  created_at: "2024-01-31T10:00:00.000Z",
  updated_at: "2024-01-31T10:00:00.000Z",
};

function region(overrides: Partial<Region> = {}): Region {
  return {
    ...timestamps,
    deleted_at: null,
    id: "reg_eu",
    name: "Europe",
    currency_code: "eur",
    tax_rate: 20,
    tax_code: null,
    gift_cards_taxable: true,
    automatic_taxes: true,
    tax_provider_id: null,
    metadata: null,
    countries: [],
    payment_providers: [],
    ...overrides,
  };
}

function giftCard(code: string, balance: number): GiftCard {
  return {
    ...timestamps,
    id: `gift_${code}`,
    code,
    value: balance,
    balance,
    region_id: "reg_eu",
    order_id: null,
    is_disabled: false,
    ends_at: null,
    tax_rate: null,
    metadata: null,
  };
}

function line(
  overrides: Partial<LineItem> & Pick<LineItem, "id" | "unit_price" | "quantity">,
): LineItem {
  const subtotal = overrides.unit_price * overrides.quantity;
  return {
    ...timestamps,
    cart_id: "cart_1",
    order_id: null,
    swap_id: null,
    claim_order_id: null,
    original_item_id: null,
    order_edit_id: null,
    title: "Oak Lounge Chair",
    description: null,
    thumbnail: null,
    is_return: false,
    is_giftcard: false,
    should_merge: true,
    allow_discounts: true,
    has_shipping: null,
    variant_id: "variant_1",
    fulfilled_quantity: null,
    returned_quantity: null,
    shipped_quantity: null,
    metadata: null,
    subtotal,
    discount_total: 0,
    tax_total: Math.round(subtotal * 0.2),
    total: subtotal + Math.round(subtotal * 0.2),
    ...overrides,
  };
}

function cart(items: LineItem[], overrides: Partial<Cart> = {}): Cart {
  const subtotal = items.reduce((sum, item) => sum + (item.subtotal ?? 0), 0);
  const tax = items.reduce((sum, item) => sum + (item.tax_total ?? 0), 0);
  return {
    ...timestamps,
    deleted_at: null,
    object: "cart",
    id: "cart_1",
    email: null,
    billing_address_id: null,
    billing_address: null,
    shipping_address_id: null,
    shipping_address: null,
    items,
    region_id: "reg_eu",
    region: region(),
    discounts: [],
    gift_cards: [],
    customer_id: null,
    payment_sessions: [],
    payment_id: null,
    payment: null,
    shipping_methods: [],
    type: "default",
    completed_at: null,
    payment_authorized_at: null,
    idempotency_key: null,
    context: null,
    metadata: null,
    sales_channel_id: null,
    sales_channel: null,
    subtotal,
    discount_total: 0,
    item_tax_total: tax,
    shipping_total: 0,
    shipping_tax_total: 0,
    tax_total: tax,
    gift_card_total: 0,
    gift_card_tax_total: 0,
    total: subtotal + tax,
    ...overrides,
  };
}

describe("applyQuantityChange", () => {
  const chair = line({ id: "item_chair", unit_price: 49_900, quantity: 1 });
  const lamp = line({ id: "item_lamp", unit_price: 12_345, quantity: 2 });

  it("adjusts the line total, the cart subtotal, the tax and the total at once", () => {
    const next = applyQuantityChange(cart([chair, lamp]), "item_chair", 3);

    const changed = next.items.find((item) => item.id === "item_chair");
    expect(changed).toMatchObject({
      quantity: 3,
      subtotal: 149_700,
      tax_total: 29_940,
      total: 179_640,
    });
    expect(next.subtotal).toBe(149_700 + 24_690);
    expect(next.tax_total).toBe(29_940 + 4_938);
    expect(next.total).toBe(next.subtotal + next.tax_total);
  });

  it("rounds tax per line with the region's rate, as the server does", () => {
    const basket = cart([line({ id: "item_vase", unit_price: 333, quantity: 1 })], {
      region: region({ tax_rate: 12.5 }),
    });

    const next = applyQuantityChange(basket, "item_vase", 3);

    // 999 × 12.5 % = 124.875, rounded to 125 on the line.
    expect(next.items[0]).toMatchObject({ subtotal: 999, tax_total: 125, total: 1_124 });
    expect(next.tax_total).toBe(125);
  });

  it("uses the line's own tax lines when the server has set them", () => {
    const taxed = line({
      id: "item_rug",
      unit_price: 10_000,
      quantity: 1,
      tax_lines: [
        {
          ...timestamps,
          id: "litl_1",
          item_id: "item_rug",
          code: null,
          name: "VAT",
          rate: 7,
          metadata: null,
        },
      ],
    });

    const next = applyQuantityChange(cart([taxed]), "item_rug", 2);

    expect(next.items[0]).toMatchObject({ tax_total: 1_400, total: 21_400 });
  });

  it("adds no tax when the region does not compute taxes automatically", () => {
    const basket = cart(
      [line({ id: "item_stool", unit_price: 5_000, quantity: 1, tax_total: 0, total: 5_000 })],
      {
        region: region({ automatic_taxes: false }),
      },
    );

    const next = applyQuantityChange(basket, "item_stool", 2);

    expect(next).toMatchObject({ subtotal: 10_000, tax_total: 0, total: 10_000 });
  });

  it("keeps shipping, discounts and gift cards in the cart total", () => {
    const discounted = line({
      id: "item_table",
      unit_price: 10_000,
      quantity: 2,
      discount_total: 2_000,
    });
    const basket = cart([discounted], {
      region: region({ gift_cards_taxable: false }),
      gift_cards: [giftCard("GIFT-EU-10", 1_000)],
      shipping_total: 1_500,
      shipping_tax_total: 300,
      gift_card_total: 1_000,
    });

    const next = applyQuantityChange(basket, "item_table", 4);

    expect(next.items[0]).toMatchObject({
      subtotal: 40_000,
      discount_total: 4_000,
      tax_total: 7_200,
      total: 43_200,
    });
    expect(next.discount_total).toBe(4_000);
    expect(next.tax_total).toBe(7_500);
    expect(next.total).toBe(40_000 + 1_500 + 7_500 - (1_000 + 4_000));
  });

  it("lets a gift card pay no more than the smaller cart, with its tax, so the total stays at 0", () => {
    // A 200 € card paid for all of a 150 € cart (and the 20 % tax on it); at one chair the card
    // pays 50 € and its 10 € tax only.
    const chairs = line({ id: "item_chair", unit_price: 5_000, quantity: 3 });
    const basket = cart([chairs], {
      gift_cards: [giftCard("GIFT-EU-200", 20_000)],
      gift_card_total: 15_000,
      gift_card_tax_total: 3_000,
      total: 0,
    });

    const next = applyQuantityChange(basket, "item_chair", 1);

    expect(next).toMatchObject({
      subtotal: 5_000,
      tax_total: 1_000,
      gift_card_total: 5_000,
      gift_card_tax_total: 1_000,
      total: 0,
    });
  });

  it("removes the line at quantity 0", () => {
    const next = applyQuantityChange(cart([chair, lamp]), "item_chair", 0);

    expect(next.items.map((item) => item.id)).toEqual(["item_lamp"]);
    expect(next.subtotal).toBe(24_690);
  });

  it("leaves the cart alone for an unknown line and never changes the cart it was given", () => {
    const basket = cart([chair]);
    const snapshot = structuredClone(basket);

    expect(applyQuantityChange(basket, "item_unknown", 5)).toBe(basket);
    applyQuantityChange(basket, "item_chair", 5);
    expect(basket).toEqual(snapshot);
  });
});

describe("cartItemCount", () => {
  it("counts every unit in the cart", () => {
    const basket = cart([
      line({ id: "item_a", unit_price: 100, quantity: 2 }),
      line({ id: "item_b", unit_price: 100, quantity: 3 }),
    ]);

    expect(cartItemCount(basket)).toBe(5);
    expect(cartItemCount(undefined)).toBe(0);
  });
});
