// The shop's promotions as the demo seed sets them up (issue 14, README "Codes to try"), over real
// HTTP with the published medusa-js client: the gift-card product bought for a recipient, each
// demo code refused for its own reason, and Medusa v1 stacking.
import type Medusa from "@medusajs/medusa-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCheckoutShop, type CheckoutShop } from "./fixtures/checkout";
import { rejection, storeMedusa } from "./fixtures/medusa-js";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

const recipient = {
  gift_card_recipient_email: "ada@example.com",
  gift_card_recipient_name: "Ada Lovelace",
  gift_card_message: "Happy birthday!",
};

describe.each(databaseKinds)("the shop's promotions on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let medusa: Medusa;
  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    medusa = storeMedusa(api);
  });
  afterAll(() => api?.close());

  async function cartWithBowl(regionId = shop.regions.us) {
    const { cart } = await medusa.carts.create({ region_id: regionId });
    await medusa.carts.lineItems.create(cart.id, { variant_id: shop.bowl, quantity: 1 });
    return cart.id;
  }

  async function giftCardVariant(regionId: string, title: string) {
    const { products } = await medusa.products.list({ handle: "gift-card", region_id: regionId });
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ title: "Atelier gift card", is_giftcard: true });
    const variant = products[0].variants.find(
      (candidate: { title: string }) => candidate.title === title,
    );
    if (!variant) throw new Error(`no gift card of ${title}`);
    return variant;
  }

  it("sells the gift card for a recipient, kept on the line, and never discounts it", async () => {
    const variant = await giftCardVariant(shop.regions.us, "50");
    expect(variant.calculated_price).toBe(5000);
    const cartId = await cartWithBowl();
    const { cart } = await medusa.carts.lineItems.create(cartId, {
      variant_id: variant.id,
      quantity: 1,
      metadata: recipient,
    });
    const line = cart.items.find((item: { variant_id: string }) => item.variant_id === variant.id);
    expect(line).toMatchObject({ is_giftcard: true, allow_discounts: false, metadata: recipient });

    const { cart: discounted } = await medusa.carts.update(cartId, {
      discounts: [{ code: "SUMMER24" }],
    });
    // 10 % of the $50 bowl only: the $50 card keeps its face value.
    expect(discounted.discount_total).toBe(500);
    expect(
      discounted.items.find((item: { id: string }) => item.id === line?.id)?.discount_total,
    ).toBe(0);
  });

  it("keeps the gift card out of listings that ask for no gift cards", async () => {
    const { products, count } = await medusa.products.list({ is_giftcard: false, limit: 100 });
    expect(count).toBeGreaterThan(0);
    expect(products.some((product: { handle: string }) => product.handle === "gift-card")).toBe(
      false,
    );
  });

  it("refuses each demo code for its own reason", async () => {
    const cartId = await cartWithBowl();
    const refusals = [];
    for (const code of ["SPRING23", "LAUNCH100", "EUROPE15", "LIGHTING20"]) {
      refusals.push(await rejection(medusa.carts.update(cartId, { discounts: [{ code }] })));
    }
    expect(refusals.map((refusal) => refusal.body.message)).toEqual([
      "Discount is expired",
      "Discount has been used maximum allowed times",
      "The discount is not available in current region",
      // The bowl is in no collection; the code is for the Lighting collection only.
      "Discount LIGHTING20 does not apply to this cart: its conditions are not met",
    ]);
    const expiredCard = await rejection(
      medusa.carts.update(cartId, { gift_cards: [{ code: "GIFT-US-EXPIRED" }] }),
    );
    expect(expiredCard.body.message).toBe("The gift card has expired");

    const euCart = await cartWithBowl(shop.regions.eu);
    const { cart } = await medusa.carts.update(euCart, { discounts: [{ code: "europe15" }] });
    expect(cart.discounts.map((discount: { code: string }) => discount.code)).toEqual(["EUROPE15"]);
  });

  it("stacks one discount with free shipping, and several gift cards", async () => {
    const cartId = await cartWithBowl();
    await medusa.carts.update(cartId, { discounts: [{ code: "SUMMER24" }] });
    await medusa.carts.update(cartId, { discounts: [{ code: "FREESHIP" }] });
    const { cart: replaced } = await medusa.carts.update(cartId, {
      discounts: [{ code: "WELCOME10" }],
    });
    expect(replaced.discounts.map((discount: { code: string }) => discount.code).sort()).toEqual([
      "FREESHIP",
      "WELCOME10",
    ]);

    const { cart } = await medusa.carts.update(cartId, {
      gift_cards: [{ code: "GIFT-US-25" }, { code: "GIFT-US-100" }],
    });
    expect(cart.gift_cards.map((card: { code: string }) => card.code).sort()).toEqual([
      "GIFT-US-100",
      "GIFT-US-25",
    ]);
    // The cards hold $125 and pay the whole $45 of goods (the tax they pay is on its own total).
    expect(cart.gift_card_total).toBe(4500);
  });
});
