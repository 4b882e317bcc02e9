// Gift cards under /admin with the published medusa-js client (Medusa v1 `admin/gift-cards`):
// staff issue, find, adjust, disable and delete cards; a shopper pays with one and the cart's
// gift card totals are Medusa's; buying the gift-card product issues cards on capture and mails
// each code to the recipient named on the line.
import type Medusa from "@medusajs/medusa-js";
import {
  GIFT_CARD_MESSAGE,
  GIFT_CARD_RECIPIENT_EMAIL,
  GIFT_CARD_RECIPIENT_NAME,
} from "@atelier/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftCards, mailOutbox, regions } from "../src/db/schema";
import {
  checkoutCalls,
  insertCheckoutShop,
  type CheckoutCartJson,
  type CheckoutShop,
  type CompletionJson,
} from "./fixtures/checkout";
import { insertGiftCardVariant } from "./fixtures/gift-cards";
import { adminMedusa, rejection, storeMedusa } from "./fixtures/medusa-js";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface AdminCardJson {
  id: string;
  code: string;
  value: number;
  balance: number;
  region_id: string;
  region: { id: string; currency_code: string };
  order: { id: string; display_id: number } | null;
  is_disabled: boolean;
  ends_at: string | null;
  tax_rate: number | null;
  metadata: Record<string, unknown> | null;
  gift_card_transactions: { order_id: string; amount: number }[];
}

interface CardList {
  gift_cards: AdminCardJson[];
  count: number;
  offset: number;
  limit: number;
}

const CODE_SHAPE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

describe.each(databaseKinds)("admin gift cards on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let calls: ReturnType<typeof checkoutCalls>;
  let staff: Medusa;
  let us: { id: string; tax_rate: number; gift_cards_taxable: boolean };

  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    calls = checkoutCalls(api);
    staff = await adminMedusa(api);
    [us] = await api.deps.db.select().from(regions).where(eq(regions.id, shop.regions.us));
  });
  afterAll(() => api?.close());

  const issue = async (body: Record<string, unknown>): Promise<AdminCardJson> =>
    (await staff.admin.giftCards.create(body as never)).gift_card as unknown as AdminCardJson;
  const retrieve = async (id: string): Promise<AdminCardJson> =>
    (await staff.admin.giftCards.retrieve(id)).gift_card as unknown as AdminCardJson;

  it("issues a card with a generated code whose balance a shopper spends as Medusa computes", async () => {
    const card = await issue({ region_id: us.id, value: 3000, metadata: { note: "prize" } });
    expect(card).toMatchObject({
      value: 3000,
      balance: 3000,
      region_id: us.id,
      region: { id: us.id, currency_code: "usd" },
      order: null,
      is_disabled: false,
      ends_at: null,
      tax_rate: us.gift_cards_taxable ? us.tax_rate : null,
      metadata: { note: "prize" },
      gift_card_transactions: [],
    });
    expect(card.id).toMatch(/^gift_/);
    expect(card.code).toMatch(CODE_SHAPE);

    const ready = await calls.payableCart(us.id, shop.bowl, "manual", {
      email: "spender@example.com",
    });
    const shopper = storeMedusa(api);
    const { cart } = await shopper.carts.update(ready.id, {
      gift_cards: [{ code: card.code.toLowerCase() }],
    });
    const applied = cart as unknown as CheckoutCartJson;
    // Medusa: the card pays for goods and shipping after discounts, up to its balance; in a
    // region whose gift cards are taxable it also carries its share of tax at the region's rate.
    const giftCardable = applied.subtotal + applied.shipping_total - applied.discount_total;
    const expectedTotal = Math.min(card.balance, giftCardable);
    const expectedTax = us.gift_cards_taxable ? Math.round((expectedTotal * us.tax_rate) / 100) : 0;
    expect(applied.gift_cards.map((applied) => applied.code)).toEqual([card.code]);
    expect(applied).toMatchObject({
      gift_card_total: expectedTotal,
      gift_card_tax_total: expectedTax,
      total:
        applied.subtotal +
        applied.shipping_total +
        applied.tax_total -
        applied.discount_total -
        expectedTotal -
        expectedTax,
    });

    const completion = (await (await calls.complete(ready.id)).json()) as CompletionJson;
    expect(completion.type).toBe("order");
    const after = await retrieve(card.id);
    expect(after.balance).toBe(0);
    expect(after.gift_card_transactions).toMatchObject([
      { order_id: completion.data.id, amount: 3000 },
    ]);
  });

  it("lists cards newest first with a search on the code and paging", async () => {
    const first = await issue({ region_id: us.id, value: 1000 });
    const second = await issue({ region_id: shop.regions.eu, value: 2000 });
    const page = (await staff.admin.giftCards.list({ limit: 1, offset: 0 })) as unknown as CardList;
    expect(page).toMatchObject({ limit: 1, offset: 0 });
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect(page.gift_cards.map((card) => card.id)).toEqual([second.id]);

    const found = (await staff.admin.giftCards.list({
      q: first.code.slice(5, 9).toLowerCase(),
    })) as unknown as CardList;
    expect(found.gift_cards.map((card) => card.id)).toContain(first.id);
    expect(found.gift_cards.every((card) => card.code.includes(first.code.slice(5, 9)))).toBe(true);
  });

  it("adjusts the balance, the end date and the region, and disables a card, taking it off carts", async () => {
    const card = await issue({ region_id: us.id, value: 5000 });
    const ready = await calls.readyCart(us.id, shop.bowl);
    const shopper = storeMedusa(api);
    await shopper.carts.update(ready.id, { gift_cards: [{ code: card.code }] });

    const adjusted = (
      await staff.admin.giftCards.update(card.id, {
        balance: 1200,
        ends_at: new Date("2099-01-01T00:00:00.000Z"),
      })
    ).gift_card as unknown as AdminCardJson;
    expect(adjusted).toMatchObject({ value: 5000, balance: 1200 });
    expect(adjusted.ends_at).toBe("2099-01-01T00:00:00.000Z");
    // The cart shows the new balance at once.
    const { cart } = await shopper.carts.retrieve(ready.id);
    expect(cart.gift_card_total).toBe(1200);

    const disabled = (await staff.admin.giftCards.update(card.id, { is_disabled: true }))
      .gift_card as unknown as AdminCardJson;
    expect(disabled.is_disabled).toBe(true);
    const { cart: without } = await shopper.carts.retrieve(ready.id);
    expect(without.gift_cards).toEqual([]);
    expect(without.gift_card_total).toBe(0);
    expect((await api.request(`/store/gift-cards/${card.code}`)).status).toBe(404);

    const moved = (await staff.admin.giftCards.update(card.id, { region_id: shop.regions.eu }))
      .gift_card as unknown as AdminCardJson;
    expect(moved.region).toMatchObject({ id: shop.regions.eu });
  });

  it("deletes a card: it is gone from the admin and cannot be applied", async () => {
    const card = await issue({ region_id: us.id, value: 700 });
    expect(await staff.admin.giftCards.delete(card.id)).toMatchObject({
      id: card.id,
      object: "gift-card",
      deleted: true,
    });
    expect(await rejection(staff.admin.giftCards.retrieve(card.id))).toMatchObject({
      status: 404,
      body: { type: "not_found" },
    });
    const ready = await calls.readyCart(us.id, shop.bowl);
    const refused = await calls.update(ready.id, { gift_cards: [{ code: card.code }] });
    expect(refused.status).toBe(404);
  });

  it("refuses bad input with a 400 and unknown ids with a 404", async () => {
    for (const body of [
      {},
      { region_id: us.id },
      { region_id: us.id, value: -5 },
      { region_id: us.id, value: 12.5 },
      { region_id: us.id, value: 100, ends_at: "someday" },
      { region_id: us.id, value: 100, colour: "red" },
    ]) {
      const refused = await rejection(issue(body));
      expect(refused.status).toBe(400);
      expect(refused.body.type).toBe("invalid_data");
      expect(refused.body.message).toBeTruthy();
    }
    expect(await rejection(issue({ region_id: "reg_nope", value: 100 }))).toMatchObject({
      status: 404,
    });
    const card = await issue({ region_id: us.id, value: 100 });
    for (const body of [{ balance: -1 }, { is_disabled: "yes" }, { balance: "ten" }]) {
      expect((await rejection(staff.admin.giftCards.update(card.id, body as never))).status).toBe(
        400,
      );
    }
    expect(
      await rejection(staff.admin.giftCards.update(card.id, { region_id: "reg_nope" })),
    ).toMatchObject({ status: 404 });
    expect(
      (await rejection(staff.admin.giftCards.update("gift_nope", { balance: 1 }))).status,
    ).toBe(404);
    expect((await rejection(staff.admin.giftCards.delete("gift_nope"))).status).toBe(404);
  });

  it("issues one card for one Idempotency-Key, however often the request is sent", async () => {
    const headers = { "Idempotency-Key": `gift-${kind}-once` };
    const first = (await staff.admin.giftCards.create(
      { region_id: us.id, value: 4321 },
      headers,
    )) as unknown as { gift_card: AdminCardJson };
    const again = (await staff.admin.giftCards.create(
      { region_id: us.id, value: 4321 },
      headers,
    )) as unknown as { gift_card: AdminCardJson };
    expect(again.gift_card.id).toBe(first.gift_card.id);
    const rows = await api.deps.db.select().from(giftCards).where(eq(giftCards.value, 4321));
    expect(rows).toHaveLength(1);
  });

  it("issues a card per unit of a bought gift card on capture and mails each code to the recipient", async () => {
    const amount = await insertGiftCardVariant(api, 2500);
    const recipient = "friend@example.com";
    const cart = await calls.readyCart(us.id, shop.bowl, { email: "buyer@example.com" });
    const added = await calls.post(`/store/carts/${cart.id}/line-items`, {
      variant_id: amount,
      quantity: 2,
      metadata: {
        [GIFT_CARD_RECIPIENT_EMAIL]: recipient,
        [GIFT_CARD_RECIPIENT_NAME]: "Robin",
        [GIFT_CARD_MESSAGE]: "Happy birthday!",
      },
    });
    expect(added.status).toBe(200);
    // A discount takes nothing off the gift-card line.
    const discounted = (await (
      await calls.update(cart.id, { discounts: [{ code: "WELCOME10" }] })
    ).json()) as {
      cart: Omit<CheckoutCartJson, "items"> & {
        items: { id: string; variant_id: string; discount_total: number }[];
      };
    };
    const cardLine = discounted.cart.items.find((item) => item.variant_id === amount)!;
    expect(cardLine.discount_total).toBe(0);
    expect(discounted.cart.discount_total).toBe(500);

    await calls.selectProvider(cart.id, "manual");
    const completion = (await (await calls.complete(cart.id)).json()) as CompletionJson;
    if (completion.type !== "order") throw new Error("expected an order");
    const orderId = completion.data.id;
    const issued = () =>
      api.deps.db.select().from(giftCards).where(eq(giftCards.order_id, orderId));
    // Nothing is issued before the money is taken.
    expect(await issued()).toEqual([]);

    await staff.admin.orders.capturePayment(orderId);
    await staff.admin.orders.capturePayment(orderId);
    const cards = await issued();
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(card).toMatchObject({
        value: 2500,
        balance: 2500,
        region_id: us.id,
        is_disabled: false,
        metadata: { line_item_id: cardLine.id, [GIFT_CARD_RECIPIENT_EMAIL]: recipient },
      });
      expect(card.code).toMatch(CODE_SHAPE);
    }
    const mails = await api.deps.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, recipient), eq(mailOutbox.template, "gift-card")));
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.data.code).sort()).toEqual(
      cards.map((card) => card.code).sort(),
    );
    for (const mail of mails) {
      expect(mail.text).toContain("Hello Robin,");
      expect(mail.text).toContain("Happy birthday!");
      expect(mail.text).toContain(String(mail.data.code));
      expect(mail.subject).toBe("Your Atelier gift card worth $25.00");
    }

    const adminCard = await retrieve(cards[0].id);
    expect(adminCard.order).toMatchObject({ id: orderId, display_id: completion.data.display_id });
  });
});
