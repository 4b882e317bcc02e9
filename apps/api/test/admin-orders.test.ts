// Admin orders, reading, over real HTTP (contract medusa-v1 §12.1): newest first, search by
// display id or email, status filters, paging, one order, and the 400s and 404s of bad input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkoutCalls,
  insertCheckoutShop,
  type CheckoutShop,
  type CompletionJson,
  type OrderJson,
} from "./fixtures/checkout";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

describe.each(databaseKinds)("admin orders on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let staff: SignedInStaff;
  let first: OrderJson;
  let second: OrderJson;
  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    staff = await signInStaff(api);
    const calls = checkoutCalls(api);
    const place = async (email: string) => {
      const cart = await calls.payableCart(shop.regions.us, shop.bowl, "manual", { email });
      const completion = (await (await calls.complete(cart.id)).json()) as CompletionJson;
      if (completion.type !== "order") throw new Error("expected an order");
      return completion.data;
    };
    first = await place("first.buyer@example.com");
    second = await place("second.buyer@example.com");
  });
  afterAll(() => api?.close());

  const list = async (query = "") => {
    const response = await api.request(`/admin/orders${query}`, { headers: staff.headers });
    expect(response.status).toBe(200);
    return (await response.json()) as { orders: OrderJson[]; count: number; limit: number };
  };

  it("lists orders newest first, by display id, email and status, in pages", async () => {
    const all = await list();
    expect(all.orders.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(all.count).toBe(2);
    expect(all.orders[0]).toMatchObject({ email: "second.buyer@example.com", total: second.total });

    expect((await list(`?q=${first.display_id}`)).orders.map((order) => order.id)).toEqual([
      first.id,
    ]);
    expect((await list(`?q=%23${second.display_id}`)).orders.map((order) => order.id)).toEqual([
      second.id,
    ]);
    expect((await list("?q=first.buyer")).orders.map((order) => order.id)).toEqual([first.id]);
    expect((await list("?status[]=pending")).count).toBe(2);
    expect((await list("?status[]=canceled")).count).toBe(0);
    const page = await list("?limit=1&offset=1");
    expect(page.orders.map((order) => order.id)).toEqual([first.id]);
    expect(page).toMatchObject({ count: 2, limit: 1 });
  });

  it("retrieves one order, and answers 404 and 400 for unknown ids and bad queries", async () => {
    const one = await api.request(`/admin/orders/${first.id}`, { headers: staff.headers });
    expect(await one.json()).toMatchObject({
      order: { id: first.id, display_id: first.display_id },
    });
    const missing = await api.request("/admin/orders/order_missing", { headers: staff.headers });
    expect(missing.status).toBe(404);
    for (const query of ["?limit=0", "?offset=x", "?colour=red"]) {
      const response = await api.request(`/admin/orders${query}`, { headers: staff.headers });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ type: "invalid_data" });
    }
  });
});
