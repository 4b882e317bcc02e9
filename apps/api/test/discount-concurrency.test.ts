// A usage-limited code under contention: fifty carts holding a code that may be used ten times
// complete at once. Exactly ten orders carry it; the other forty fail with the limit's message and
// lose nothing (their carts stay open, their stock is not taken, the code's count stops at ten).
// On PGlite the completions queue one behind another; on PostgreSQL they race.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts, discounts, orders } from "../src/db/schema";
import {
  checkoutCalls,
  insertCheckoutShop,
  insertVariant,
  stockOf,
  type CheckoutShop,
} from "./fixtures/checkout";
import { signInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

const LIMIT = 10;
const SHOPPERS = 50;

describe.each(databaseKinds)("a usage-limited code raced on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let calls: ReturnType<typeof checkoutCalls>;
  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    calls = checkoutCalls(api);
  });
  afterAll(() => api?.close());

  it(`places exactly ${LIMIT} orders with it out of ${SHOPPERS} simultaneous checkouts`, async () => {
    const staff = await signInStaff(api);
    const created = await staff.request("/admin/discounts", {
      method: "POST",
      json: {
        code: "TENONLY",
        usage_limit: LIMIT,
        rule: { type: "percentage", value: 15, allocation: "total" },
        regions: [shop.regions.us],
      },
    });
    expect(created.status).toBe(200);
    const variant = await insertVariant(api, {
      stock: 1000,
      prices: { usd: 4000, eur: 3600, jpy: 6000 },
    });

    const ready = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, index) => {
        const cart = await calls.payableCart(shop.regions.us, variant, "manual", {
          email: `limit${index}@example.com`,
        });
        const applied = await calls.update(cart.id, { discounts: [{ code: "TENONLY" }] });
        expect(applied.status).toBe(200);
        return cart;
      }),
    );

    const answers = await Promise.all(
      ready.map(async (cart) => {
        const response = await calls.complete(cart.id);
        return { status: response.status, body: (await response.json()) as unknown };
      }),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(LIMIT);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers).toHaveLength(SHOPPERS - LIMIT);
    for (const loser of losers) {
      expect(loser).toMatchObject({
        status: 400,
        body: { type: "not_allowed", message: "Discount has been used maximum allowed times" },
      });
    }

    const ids = ready.map((cart) => cart.id);
    const placed = await api.deps.db.select().from(orders).where(inArray(orders.cart_id, ids));
    expect(placed).toHaveLength(LIMIT);
    for (const order of placed) expect(order.discount_total).toBe(600);
    const [code] = await api.deps.db.select().from(discounts).where(eq(discounts.code, "TENONLY"));
    expect(code.usage_count).toBe(LIMIT);
    const open = await api.deps.db.select().from(carts).where(inArray(carts.id, ids));
    expect(open.filter((cart) => cart.completed_at === null)).toHaveLength(SHOPPERS - LIMIT);
    expect(await stockOf(api, variant)).toBe(1000 - LIMIT);
  }, 180_000);
});
