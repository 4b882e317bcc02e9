// Completion under contention, on PostgreSQL only (PGlite runs one query at a time, so nothing
// there can race): one cart completed twenty times at once places one order, and thirty carts
// racing for ten bowls sell exactly ten, never taking stock below zero. And a checkout step that
// waited for another change's lock on the cart works from the cart as that change left it.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../src/db/client";
import { carts, lineItems, orders } from "../src/db/schema";
import {
  checkoutCalls,
  insertCheckoutShop,
  insertVariant,
  stockOf,
  type CheckoutCartJson,
  type CheckoutShop,
  type CompletionJson,
} from "./fixtures/checkout";
import { postgresUrl, startTestApi, type TestApi } from "./harness";
import { setStock } from "./fixtures/inventory";

describe.skipIf(!postgresUrl)("completing carts concurrently on postgres", () => {
  let api: TestApi;
  let shop: CheckoutShop;
  let calls: ReturnType<typeof checkoutCalls>;
  beforeAll(async () => {
    api = await startTestApi("postgres");
    shop = await insertCheckoutShop(api);
    calls = checkoutCalls(api);
  });
  afterAll(() => api?.close());

  it("places exactly one order for twenty simultaneous completions of one cart", async () => {
    const cart = await calls.payableCart(shop.regions.us, shop.bowl, "manual");
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        // Every fourth request shares one key; the others each bring their own.
        calls.complete(cart.id, { "Idempotency-Key": index % 4 === 0 ? "shared" : `key-${index}` }),
      ),
    );
    const placed = await api.deps.db.select().from(orders).where(eq(orders.cart_id, cart.id));
    expect(placed).toHaveLength(1);

    const answers = await Promise.all(
      responses.map(async (r) => ({ status: r.status, body: await r.json() })),
    );
    const succeeded = answers.filter((answer) => answer.status === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(16);
    for (const { body } of succeeded) {
      expect((body as CompletionJson).data.id).toBe(placed[0].id);
    }
    // A request whose shared key was still in use answers Medusa's retryable conflict.
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer).toMatchObject({ status: 409, body: { code: "invalid_state_error" } });
    }
  });

  it("prices payment sessions from the cart as the change it waited for left it", async () => {
    const cart = await calls.readyCart(shop.regions.us, shop.bowl);
    let answer: Promise<Response> | undefined;
    await api.deps.db.transaction(async (tx) => {
      // Another change to the cart, under the row lock every change takes: three bowls, not one.
      await tx
        .update(carts)
        .set({ updated_at: sql`updated_at` })
        .where(eq(carts.id, cart.id));
      await tx.update(lineItems).set({ quantity: 3 }).where(eq(lineItems.id, cart.items[0].id));
      answer = calls.createSessions(cart.id);
      // It commits once the request waits for the lock, so the request's statement started first.
      for (let waiting = 0; waiting === 0;) {
        const [row] = rowsOf<{ waiting: number }>(
          await api.deps.db.execute(sql`
            select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`),
        );
        waiting = row.waiting;
      }
    });
    const response = await answer!;
    expect(response.status).toBe(200);
    const { cart: after } = (await response.json()) as { cart: CheckoutCartJson };
    expect(after.total).toBeGreaterThan(cart.total);
    expect(after.payment_sessions.length).toBeGreaterThan(0);
    for (const session of after.payment_sessions) expect(session.amount).toBe(after.total);
  });

  it("sells exactly the ten in stock to thirty racing carts", async () => {
    const scarce = await insertVariant(api, {
      stock: 1000,
      prices: { usd: 1000, eur: 900, jpy: 1500 },
    });
    const carts = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        calls.payableCart(shop.regions.us, scarce, "manual", {
          email: `racer${index}@example.com`,
        }),
      ),
    );
    await setStock(api, scarce, 10);

    const responses = await Promise.all(carts.map((cart) => calls.complete(cart.id)));
    const answers = await Promise.all(
      responses.map(async (r) => ({ status: r.status, body: await r.json() })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers).toHaveLength(20);
    for (const loser of losers) {
      expect(loser).toEqual({
        status: 409,
        body: {
          errors: [
            {
              message: `Variant with id: ${scarce} does not have the required inventory`,
              type: "not_allowed",
              code: "insufficient_inventory",
            },
          ],
        },
      });
    }
    expect(await stockOf(api, scarce)).toBe(0);
    const sold = await Promise.all(
      carts.map((cart) => api.deps.db.select().from(orders).where(eq(orders.cart_id, cart.id))),
    );
    expect(sold.flat()).toHaveLength(10);
  });
});
