// Discount codes and gift cards on a cart over real HTTP, with the seeded codes: WELCOME10 (10 %
// everywhere), ATELIER20 ($20 off in the United States) and one gift card per region.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountRules, discounts, giftCards } from "../src/db/schema";
import {
  checkoutCalls,
  insertCheckoutShop,
  type CheckoutCartJson,
  type CheckoutShop,
  type CompletionJson,
} from "./fixtures/checkout";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

describe.each(databaseKinds)("discounts and gift cards on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let calls: ReturnType<typeof checkoutCalls>;
  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    calls = checkoutCalls(api);
  });
  afterAll(() => api?.close());

  const cartOf = async (response: Response) => {
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${response.status}: ${text}`);
    return (JSON.parse(text) as { cart: CheckoutCartJson }).cart;
  };

  it("takes 10 % off with WELCOME10, typed in any case, and taxes what is left", async () => {
    const cart = await calls.readyCart(shop.regions.us, shop.bowl, { quantity: 2 });
    const discounted = await cartOf(
      await calls.update(cart.id, { discounts: [{ code: "welcome10" }] }),
    );
    expect(discounted.discounts).toMatchObject([
      { code: "WELCOME10", rule: { type: "percentage", value: 10 } },
    ]);
    expect(discounted).toMatchObject({
      subtotal: 10000,
      discount_total: 1000,
      item_tax_total: 720,
      shipping_total: 800,
      shipping_tax_total: 64,
      total: 10000 - 1000 + 720 + 800 + 64,
    });
    expect(discounted.items[0]).toMatchObject({
      discount_total: 1000,
      tax_total: 720,
      total: 9720,
    });
  });

  it("replaces one discount with another and removes it by code", async () => {
    const cart = await calls.readyCart(shop.regions.us, shop.bowl);
    await calls.update(cart.id, { discounts: [{ code: "WELCOME10" }] });
    const fixed = await cartOf(await calls.update(cart.id, { discounts: [{ code: "ATELIER20" }] }));
    expect(fixed.discounts.map((discount) => discount.code)).toEqual(["ATELIER20"]);
    expect(fixed.discount_total).toBe(2000);

    const removed = await cartOf(
      await api.request(`/store/carts/${cart.id}/discounts/atelier20`, { method: "DELETE" }),
    );
    expect(removed.discounts).toEqual([]);
    expect(removed.discount_total).toBe(0);
    const again = await api.request(`/store/carts/${cart.id}/discounts/ATELIER20`, {
      method: "DELETE",
    });
    expect(again.status).toBe(404);
  });

  it("refuses unknown, disabled, exhausted and out-of-region codes with Medusa's messages", async () => {
    const usCart = await calls.readyCart(shop.regions.us, shop.bowl);
    const unknown = await calls.update(usCart.id, { discounts: [{ code: "NOPE" }] });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      message: "Discount with code NOPE was not found",
    });

    const created = await calls.post("/store/carts", { region_id: shop.regions.eu });
    const euCart = await cartOf(created);
    const elsewhere = await calls.update(euCart.id, { discounts: [{ code: "ATELIER20" }] });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({
      type: "not_allowed",
      message: "The discount is not available in current region",
    });

    await api.deps.db
      .insert(discountRules)
      .values({ id: "dru_test", type: "percentage", value: 5 });
    await api.deps.db.insert(discounts).values([
      { id: "disc_off", code: "SWITCHEDOFF", rule_id: "dru_test", is_disabled: true },
      { id: "disc_used", code: "USEDUP", rule_id: "dru_test", usage_limit: 1, usage_count: 1 },
    ]);
    const disabled = await calls.update(usCart.id, { discounts: [{ code: "switchedoff" }] });
    expect(await disabled.json()).toMatchObject({ message: "The discount code is disabled" });
    const usedUp = await calls.update(usCart.id, { discounts: [{ code: "USEDUP" }] });
    expect(await usedUp.json()).toMatchObject({
      message: "Discount has been used maximum allowed times",
    });

    const empty = await calls.update(usCart.id, { discounts: [{ code: "" }] });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ type: "invalid_data" });
  });

  it("counts a discount's use when the order is placed, and keeps it on the order", async () => {
    const [before] = await api.deps.db
      .select()
      .from(discounts)
      .where(eq(discounts.code, "WELCOME10"));
    const cart = await calls.readyCart(shop.regions.us, shop.bowl, { email: "saver@example.com" });
    await calls.update(cart.id, { discounts: [{ code: "WELCOME10" }] });
    await calls.selectProvider(cart.id, "manual");
    const completion = (await (await calls.complete(cart.id)).json()) as CompletionJson;
    if (completion.type !== "order") throw new Error("expected an order");
    expect(completion.data).toMatchObject({
      discount_total: 500,
      discounts: [{ code: "WELCOME10" }],
      total: 5000 - 500 + 360 + 800 + 64,
    });
    const [after] = await api.deps.db
      .select()
      .from(discounts)
      .where(eq(discounts.code, "WELCOME10"));
    expect(after.usage_count).toBe(before.usage_count + 1);
  });

  it("shows a gift card by code and refuses an unknown one", async () => {
    const response = await api.request("/store/gift-cards/gift-us-100");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      gift_card: { code: "GIFT-US-100", value: 10000, region: { id: shop.regions.us } },
    });
    expect((await api.request("/store/gift-cards/NOPE")).status).toBe(404);
  });

  it("pays with a gift card: the balance covers the order and is taken from the card", async () => {
    const code = "GIFT-TEST-50";
    await api.deps.db.insert(giftCards).values({
      id: "gift_test50",
      code,
      value: 5000,
      balance: 5000,
      region_id: shop.regions.us,
    });
    const cart = await calls.readyCart(shop.regions.us, shop.bowl, { email: "gifted@example.com" });
    const withCard = await cartOf(await calls.update(cart.id, { gift_cards: [{ code }] }));
    // Goods 5000 + shipping 800; the card pays 5000 of it plus the tax on that.
    expect(withCard).toMatchObject({
      gift_card_total: 5000,
      gift_card_tax_total: 400,
      total: 5000 + 800 + 464 - 5000 - 400,
    });
    await calls.createSessions(cart.id);
    await calls.selectProvider(cart.id, "manual");
    const completion = (await (await calls.complete(cart.id)).json()) as CompletionJson;
    expect(completion).toMatchObject({
      type: "order",
      data: { gift_card_total: 5000, total: 864 },
    });
    const [card] = await api.deps.db.select().from(giftCards).where(eq(giftCards.code, code));
    expect(card.balance).toBe(0);

    const spent = await calls.readyCart(shop.regions.us, shop.bowl);
    const refused = await calls.update(spent.id, { gift_cards: [{ code }] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: "The gift card has no balance left" });
  });

  it("completes without any payment when gift cards cover everything", async () => {
    await api.deps.db.insert(giftCards).values({
      id: "gift_test_big",
      code: "GIFT-TEST-BIG",
      value: 100000,
      balance: 100000,
      region_id: shop.regions.us,
    });
    const cart = await calls.readyCart(shop.regions.us, shop.bowl, { email: "free@example.com" });
    const covered = await cartOf(
      await calls.update(cart.id, { gift_cards: [{ code: "GIFT-TEST-BIG" }] }),
    );
    expect(covered.total).toBe(0);
    const completion = (await (await calls.complete(cart.id)).json()) as CompletionJson;
    expect(completion).toMatchObject({ type: "order", data: { total: 0, payments: [] } });
  });

  it("keeps the gift cards a cart update lists: the remaining codes stay, the others are removed", async () => {
    await api.deps.db.insert(giftCards).values([
      {
        id: "gift_test_a",
        code: "GIFT-TEST-A",
        value: 1000,
        balance: 1000,
        region_id: shop.regions.us,
      },
      {
        id: "gift_test_b",
        code: "GIFT-TEST-B",
        value: 2000,
        balance: 2000,
        region_id: shop.regions.us,
      },
    ]);
    const cart = await calls.readyCart(shop.regions.us, shop.bowl);
    const codes = (updated: CheckoutCartJson) => updated.gift_cards.map((card) => card.code).sort();

    const both = await cartOf(
      await calls.update(cart.id, {
        gift_cards: [{ code: "GIFT-TEST-A" }, { code: "gift-test-b" }],
      }),
    );
    expect(codes(both)).toEqual(["GIFT-TEST-A", "GIFT-TEST-B"]);
    expect(both.gift_card_total).toBe(3000);

    const one = await cartOf(
      await calls.update(cart.id, { gift_cards: [{ code: "GIFT-TEST-B" }] }),
    );
    expect(codes(one)).toEqual(["GIFT-TEST-B"]);
    expect(one.gift_card_total).toBe(2000);

    const unknown = await calls.update(cart.id, {
      gift_cards: [{ code: "GIFT-TEST-A" }, { code: "NOPE" }],
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      message: "Gift card with code NOPE was not found",
    });
    expect(codes(await cartOf(await calls.update(cart.id, {})))).toEqual(["GIFT-TEST-B"]);

    const none = await cartOf(await calls.update(cart.id, { gift_cards: [] }));
    expect(none.gift_cards).toEqual([]);
    expect(none.gift_card_total).toBe(0);
    expect(none.total).toBe(both.total + 3000 + both.gift_card_tax_total);
  });

  it("leaves the gift cards alone when an update does not mention them", async () => {
    const cart = await calls.readyCart(shop.regions.us, shop.bowl);
    await calls.update(cart.id, { gift_cards: [{ code: "GIFT-US-100" }] });
    const updated = await cartOf(
      await calls.update(cart.id, { discounts: [{ code: "WELCOME10" }] }),
    );
    expect(updated.gift_cards.map((card) => card.code)).toEqual(["GIFT-US-100"]);
  });
});
