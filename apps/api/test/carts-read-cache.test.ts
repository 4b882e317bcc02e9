// A cart read answers from the copy of the cart's last answer while the versions of the cart row
// and of its customer's row are unchanged (modules/carts/cart-answer-cache.ts). Every change,
// whichever route makes it, must show in the next read.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts, customers, products } from "../src/db/schema";
import { registerCustomer } from "./accounts-client";
import { cartCalls, cartOf, insertCartFixture, type CartFixture } from "./fixtures/carts";
import { databaseKinds, startTestApi, type TestApi } from "./harness";
import { setStock } from "./fixtures/inventory";

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

  it("sends a cart answer written in pieces with every header the request gathered", async () => {
    const cart = await calls.newCart();
    const origin = "http://localhost:3000";
    const headers = { origin, "content-type": "application/json" };
    for (let round = 0; round < 3; round += 1) {
      const added = await api.request(`/store/carts/${cart.id}/line-items`, {
        method: "POST",
        headers: { ...headers, "idempotency-key": `pieces-${round}` },
        body: JSON.stringify({
          variant_id: [shop.variants.vase, shop.variants.rug, shop.variants.chairNatural][round],
          quantity: 1,
        }),
      });
      const read = await api.request(`/store/carts/${cart.id}`, { headers: { origin } });
      for (const response of [added, read]) {
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/json");
        expect(response.headers.get("access-control-allow-origin")).toBe(origin);
        expect(response.headers.get("access-control-allow-credentials")).toBe("true");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        const text = await response.text();
        expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(text));
        expect(JSON.parse(text).cart.items).toHaveLength(round + 1);
      }
      expect(added.headers.get("idempotency-key")).toBe(`pieces-${round}`);
    }
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

  it("shows a line's product as it is after a change, even one made outside the API", async () => {
    const cart = await calls.newCart();
    const added = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 1 }),
    );
    const product = added.items[0].variant?.product;
    expect(product).toMatchObject({ profile_id: "sp_default" });
    expect(product).toHaveProperty("description");
    // Outside the API, and without touching `updated_at`: no catalogue write clears the memo of
    // line products, and the row's new version is what makes the next full read take it.
    await api.deps.db
      .update(products)
      .set({ title: "Renamed vase" })
      .where(eq(products.id, product!.id));
    await calls.updateItem(cart.id, added.items[0].id, { quantity: 2 });
    const changed = await read(cart.id);
    // The fixtures' cart type names only a few product fields; the answer carries the whole row.
    const { description } = product as Record<string, unknown>;
    expect(changed.items[0].variant?.product).toMatchObject({
      id: product!.id,
      title: "Renamed vase",
      description,
    });
  });

  it("shows a line's variant as it is after a change that leaves its updated_at alone", async () => {
    const cart = await calls.newCart();
    const added = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 1 }),
    );
    const stock = added.items[0].variant?.inventory_quantity ?? 0;
    // The fixtures' cart type names only a few variant fields; the answer carries the whole row.
    const { updated_at: updatedAt } = added.items[0].variant as Record<string, unknown>;
    // A sale moves stock without touching the variant's `updated_at`, and no catalogue write
    // clears the memo of line variants: the row's new version is what makes the read take it.
    await setStock(api, shop.variants.vase, stock - 1);
    await calls.updateItem(cart.id, added.items[0].id, { quantity: 2 });
    const changed = await read(cart.id);
    expect(changed.items[0].variant).toMatchObject({
      id: shop.variants.vase,
      inventory_quantity: stock - 1,
      updated_at: updatedAt,
    });
  });

  it("shows the cart's customer as the customer is now, after they change their details", async () => {
    const { browser, customer } = await registerCustomer(api);
    const created = await cartOf(
      await browser.request("/store/carts", { json: { region_id: shop.regions.us } }),
    );
    const added = await cartOf(
      await browser.request(`/store/carts/${created.id}/line-items`, {
        json: { variant_id: shop.variants.rug, quantity: 1 },
      }),
    );
    expect(added.customer).toMatchObject({ id: customer.id, first_name: "Ada" });
    expect(added.customer).not.toHaveProperty("password_hash");
    const readCart = async () => cartOf(await browser.request(`/store/carts/${created.id}`));

    await browser.request("/store/customers/me", { json: { first_name: "Grace" } });
    expect((await readCart()).customer).toMatchObject({ first_name: "Grace" });
    expect((await readCart()).customer).toMatchObject({ first_name: "Grace" });

    await api.deps.db
      .update(customers)
      .set({ phone: "+1 555 0100" })
      .where(eq(customers.id, customer.id));
    expect((await readCart()).customer).toMatchObject({
      first_name: "Grace",
      phone: "+1 555 0100",
    });
  });
});
