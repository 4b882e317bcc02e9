// A gift card spent by many checkouts at once (issue 14): twenty carts each hold one card worth
// less than the cart, and all complete together. The balance ends at 0, never below; every
// order was credited exactly what it took from the card; a checkout that lost the race fails
// with a readable error and changed nothing (its cart stays open). And an order with bought gift
// cards captured ten times at once issues and mails each card once. On PGlite, which runs one
// query at a time, the requests queue up instead of racing, and the same must hold.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { carts, giftCardTransactions, giftCards, mailOutbox, orders } from "../src/db/schema";
import { generateId } from "../src/http/ids";
import {
  checkoutCalls,
  insertCheckoutShop,
  type CheckoutShop,
  type CompletionJson,
} from "./fixtures/checkout";
import { insertGiftCardVariant } from "./fixtures/gift-cards";
import { signInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

const CARTS = 20;
const BALANCE = 3000;

describe.each(databaseKinds)("spending one gift card concurrently on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let calls: ReturnType<typeof checkoutCalls>;
  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    calls = checkoutCalls(api);
  });
  afterAll(() => api?.close());

  it("ends at a zero balance with no order credited more than it took", async () => {
    const code = `GIFT-RACE-${kind.toUpperCase()}`;
    const cardId = generateId("gift");
    await api.deps.db.insert(giftCards).values({
      id: cardId,
      code,
      value: BALANCE,
      balance: BALANCE,
      region_id: shop.regions.us,
    });
    const ready = await Promise.all(
      Array.from({ length: CARTS }, (_, index) =>
        calls.payableCart(shop.regions.us, shop.bowl, "manual", {
          email: `racer${index}@example.com`,
        }),
      ),
    );
    for (const cart of ready) {
      const applied = await calls.update(cart.id, { gift_cards: [{ code }] });
      const { cart: withCard } = (await applied.json()) as { cart: { gift_card_total: number } };
      // Each cart costs more than the card holds, so each would spend all of it.
      expect(withCard.gift_card_total).toBe(BALANCE);
    }

    const responses = await Promise.all(ready.map((cart) => calls.complete(cart.id)));
    const answers = await Promise.all(
      responses.map(async (response) => ({
        status: response.status,
        body: (await response.json()) as { type?: string; message?: string },
      })),
    );

    const [card] = await api.deps.db.select().from(giftCards).where(eq(giftCards.id, cardId));
    expect(card.balance).toBe(0);
    const debits = await api.deps.db
      .select()
      .from(giftCardTransactions)
      .where(eq(giftCardTransactions.gift_card_id, cardId));
    expect(debits.reduce((sum, debit) => sum + debit.amount, 0)).toBe(BALANCE);

    const cartIds = ready.map((cart) => cart.id);
    const placed = await api.deps.db.select().from(orders).where(inArray(orders.cart_id, cartIds));
    const succeeded = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(succeeded.length);
    // Every order was credited exactly what it took from the card: nothing over-credited.
    const taken = new Map(debits.map((debit) => [debit.order_id, debit.amount]));
    expect(placed.reduce((sum, order) => sum + order.gift_card_total, 0)).toBe(BALANCE);
    for (const order of placed) expect(order.gift_card_total).toBe(taken.get(order.id) ?? 0);

    // A checkout that lost the race says why, and its cart is still open to try again.
    const failed = answers.filter((answer) => answer.status !== 200);
    for (const answer of failed) {
      expect(answer).toMatchObject({
        status: 400,
        body: {
          type: "not_allowed",
          message: `The gift card ${code} no longer has enough balance`,
        },
      });
    }
    const open = await api.deps.db.select().from(carts).where(inArray(carts.id, cartIds));
    expect(open.filter((cart) => cart.completed_at === null)).toHaveLength(failed.length);
  });

  it("issues and mails each bought card once when ten captures of its order race", async () => {
    const amount = await insertGiftCardVariant(api, 1500);
    const recipient = `race-${kind}@example.com`;
    const cart = await calls.readyCart(shop.regions.us, shop.bowl, { email: "racer@example.com" });
    const added = await calls.post(`/store/carts/${cart.id}/line-items`, {
      variant_id: amount,
      quantity: 3,
      metadata: { gift_card_recipient_email: recipient },
    });
    expect(added.status).toBe(200);
    await calls.selectProvider(cart.id, "manual");
    const completion = (await (await calls.complete(cart.id)).json()) as CompletionJson;
    if (completion.type !== "order") throw new Error("expected an order");

    const staff = await signInStaff(api);
    const captures = await Promise.all(
      Array.from({ length: 10 }, () =>
        staff.request(`/admin/orders/${completion.data.id}/capture`, { method: "POST", json: {} }),
      ),
    );
    expect(captures.map((response) => response.status)).toEqual(Array(10).fill(200));
    const cards = await api.deps.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.order_id, completion.data.id));
    expect(cards).toHaveLength(3);
    const mails = await api.deps.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, recipient), eq(mailOutbox.template, "gift-card")));
    expect(mails.map((mail) => mail.data.gift_card_id).sort()).toEqual(
      cards.map((card) => card.id).sort(),
    );
  });
});
