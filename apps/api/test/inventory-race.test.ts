// Multi-location stock under contention (issue 15): thirty buyers race for the last ten units,
// six at the warehouse and four at the showroom; exactly ten orders are placed, each reserving
// its unit at one location, the others answer the out-of-stock error, and a cancelled order
// frees its unit for the next buyer.
import type Medusa from "@medusajs/medusa-js";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  inventoryLevels,
  orders,
  reservationItems,
  stockLocations,
  variantInventoryItems,
} from "../src/db/schema";
import {
  checkoutCalls,
  insertCheckoutShop,
  insertVariant,
  stockOf,
  type CompletionJson,
} from "./fixtures/checkout";
import { setStock } from "./fixtures/inventory";
import { adminMedusa } from "./fixtures/medusa-js";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

describe.each(databaseKinds)("racing for stock in two locations on %s", (kind) => {
  let api: TestApi;
  let staffJs: Medusa;
  beforeAll(async () => {
    api = await startTestApi(kind);
    staffJs = await adminMedusa(api);
  });
  afterAll(() => api?.close());

  it("sells exactly the ten units spread over two locations to thirty buyers, and a cancel frees one", async () => {
    const shop = await insertCheckoutShop(api);
    const calls = checkoutCalls(api);
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
    const [showroom] = await api.deps.db
      .select()
      .from(stockLocations)
      .where(eq(stockLocations.name, "Atelier Shoreditch"));
    const [link] = await api.deps.db
      .select()
      .from(variantInventoryItems)
      .where(eq(variantInventoryItems.variant_id, scarce));
    await setStock(api, scarce, 6);
    await staffJs.admin.inventoryItems.createLocationLevel(link.inventory_item_id, {
      location_id: showroom.id,
      stocked_quantity: 4,
    });
    expect(await stockOf(api, scarce)).toBe(10);

    const answers = await Promise.all(
      carts.map(async (cart) => {
        const response = await calls.complete(cart.id);
        return { cart, status: response.status, body: await response.json() };
      }),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(10);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers).toHaveLength(20);
    for (const loser of losers) {
      expect(loser.status).toBe(409);
      expect(loser.body).toMatchObject({ errors: [{ code: "insufficient_inventory" }] });
    }
    expect(await stockOf(api, scarce)).toBe(0);

    const levels = await api.deps.db
      .select()
      .from(inventoryLevels)
      .where(eq(inventoryLevels.inventory_item_id, link.inventory_item_id));
    expect(levels.map((level) => level.stocked_quantity - level.reserved_quantity)).toEqual([0, 0]);
    expect(levels.reduce((sum, level) => sum + level.reserved_quantity, 0)).toBe(10);
    const held = await api.deps.db
      .select()
      .from(reservationItems)
      .where(eq(reservationItems.inventory_item_id, link.inventory_item_id));
    expect(held.reduce((sum, row) => sum + row.quantity, 0)).toBe(10);
    expect(held.filter((row) => row.location_id === showroom.id)).toHaveLength(4);
    const sold = await api.deps.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.cart_id,
          carts.map((cart) => cart.id),
        ),
      );
    expect(sold).toHaveLength(10);

    // A cancelled order gives its unit back; the next buyer gets it, the one after does not.
    const [first] = placed;
    await staffJs.admin.orders.cancel((first.body as CompletionJson).data.id);
    expect(await stockOf(api, scarce)).toBe(1);
    const [next, after] = losers;
    expect((await calls.complete(next.cart.id)).status).toBe(200);
    expect((await calls.complete(after.cart.id)).status).toBe(409);
    expect(await stockOf(api, scarce)).toBe(0);
  }, 120_000);
});
