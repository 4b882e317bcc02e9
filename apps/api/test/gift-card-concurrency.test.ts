// A gift card spent by many checkouts at once (issue 14): twenty carts each hold one card worth
// less than the cart, and all complete together. The balance ends at 0, never below; every
// order was credited exactly what it took from the card; a checkout that lost the race fails
// with a readable error and changed nothing (its cart stays open). On PGlite, which runs one
// query at a time, the completions queue up instead of racing, and the same must hold.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts, giftCardTransactions, giftCards, orders } from "../src/db/schema";
import { generateId } from "../src/http/ids";
import { checkoutCalls, insertCheckoutShop, type CheckoutShop } from "./fixtures/checkout";
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
});
