// A cart read answers from the copy of the cart's last answer while the cart row's version is
// unchanged (modules/carts/cart-answer-cache.ts). Every change, whichever route makes it, must
// show in the next read.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts } from "../src/db/schema";
import { cartCalls, cartOf, insertCartFixture, type CartFixture } from "./fixtures/carts";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

describe.each(databaseKinds)("cart reads after changes on %s", (kind) => {
  let api: TestApi;
  let shop: CartFixture;
  let calls: ReturnType<typeof cartCalls>;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    shop = await insertCartFixture(api.deps.db);
    calls = cartCalls(api);
  });
  afterAll(() => api?.close());

  const read = async (id: string) => cartOf(await calls.get(id));

  it("answers a read after an add exactly as the add answered", async () => {
    const cart = await calls.newCart();
    await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 1 });
    const added = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.chairNatural, quantity: 2 }),
    );
    const merged = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 2 }),
    );
    expect(added.items.map((item) => item.quantity)).toEqual([1, 2]);
    expect(merged.items.map((item) => item.quantity)).toEqual([3, 2]);
    expect(await read(cart.id)).toEqual(merged);
    expect(await read(cart.id)).toEqual(merged);
  });

  it("shows every change of the other routes in the next read", async () => {
    const cart = await calls.newCart();
    const added = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.rug, quantity: 1 }),
    );
    const lineId = added.items[0].id;
    expect((await read(cart.id)).items[0].quantity).toBe(1);

    await calls.updateItem(cart.id, lineId, { quantity: 4 });
    const updated = await read(cart.id);
    expect(updated.items[0].quantity).toBe(4);
    expect(updated.subtotal).toBe(4 * added.items[0].unit_price);

    await calls.update(cart.id, { email: "reader@example.com" });
    expect((await read(cart.id)).email).toBe("reader@example.com");

    await calls.deleteItem(cart.id, lineId);
    const emptied = await read(cart.id);
    expect(emptied.items).toEqual([]);
    expect(emptied.total).toBe(0);
  });

  it("shows a change made to the cart row outside the API", async () => {
    const cart = await calls.newCart();
    expect((await read(cart.id)).completed_at).toBeNull();
    await api.deps.db.update(carts).set({ completed_at: new Date() }).where(eq(carts.id, cart.id));
    expect((await read(cart.id)).completed_at).not.toBeNull();
    await api.deps.db.update(carts).set({ deleted_at: new Date() }).where(eq(carts.id, cart.id));
    expect((await calls.get(cart.id)).status).toBe(404);
  });
});
