// Reading orders over real HTTP: by id (public, as in Medusa), by cart, the lookup by display id
// and email, and a signed-in customer's own orders, which never show another customer's.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../src/db/schema";
import { listOutboxMessages } from "../src/modules/mail/outbox";
import {
  checkoutCalls,
  insertCheckoutShop,
  type CheckoutShop,
  type CompletionJson,
  type OrderJson,
  usAddress,
} from "./fixtures/checkout";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

describe.each(databaseKinds)("orders on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let calls: ReturnType<typeof checkoutCalls>;
  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    calls = checkoutCalls(api);
  });
  afterAll(() => api?.close());

  async function placeOrder(
    options: { email?: string; quantity?: number; headers?: Record<string, string> } = {},
  ): Promise<OrderJson> {
    const cart = await calls.payableCart(shop.regions.us, shop.bowl, "manual", options);
    const completion = (await (
      await calls.complete(cart.id, options.headers)
    ).json()) as CompletionJson;
    if (completion.type !== "order") throw new Error("expected an order");
    return completion.data;
  }

  async function signUp(email: string): Promise<{ id: string; headers: Record<string, string> }> {
    const password = "correct horse battery";
    const registered = await api.request("/store/customers", {
      method: "POST",
      json: { email, password },
    });
    const { customer } = (await registered.json()) as { customer: { id: string } };
    const token = await api.request("/store/auth/token", {
      method: "POST",
      json: { email, password },
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    return { id: customer.id, headers: { authorization: `Bearer ${accessToken}` } };
  }

  const listMine = async (headers: Record<string, string>, query = "") => {
    const response = await api.request(`/store/customers/me/orders${query}`, { headers });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      orders: OrderJson[];
      count: number;
      offset: number;
      limit: number;
    };
  };

  it("retrieves an order by id and by its cart, and 404s an unknown one", async () => {
    const order = await placeOrder();
    const byId = await api.request(`/store/orders/${order.id}`);
    expect(byId.status).toBe(200);
    expect(((await byId.json()) as { order: OrderJson }).order).toEqual(order);
    // Line pictures are absolute on the API's public address, as in carts and products.
    expect(order.items[0].thumbnail).toBe(`${api.url}/media/catalog/stoneware-bowl.webp`);
    const byCart = await api.request(`/store/orders/cart/${order.cart_id}`);
    expect(((await byCart.json()) as { order: OrderJson }).order.id).toBe(order.id);

    const unknown = await api.request("/store/orders/order_missing");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      type: "not_found",
      message: "Order with id order_missing was not found",
    });
    expect((await api.request("/store/orders/cart/cart_missing")).status).toBe(404);
  });

  it("looks an order up by display id and email, and answers a plain 404 otherwise", async () => {
    const order = await placeOrder({ email: "lookup@example.com" });
    const found = await api.request(
      `/store/orders?display_id=${order.display_id}&email=Lookup@Example.com`,
    );
    expect(found.status).toBe(200);
    expect(((await found.json()) as { order: OrderJson }).order.id).toBe(order.id);

    const wrongEmail = await api.request(
      `/store/orders?display_id=${order.display_id}&email=someone@example.com`,
    );
    expect(wrongEmail.status).toBe(404);
    expect(await wrongEmail.text()).toBe("Not Found");

    const missingEmail = await api.request(`/store/orders?display_id=${order.display_id}`);
    expect(missingEmail.status).toBe(400);
    expect(await missingEmail.json()).toMatchObject({
      type: "invalid_data",
      message: "email is required",
    });
  });

  it("mails a link to the shop's order lookup page that finds the order (spec §7)", async () => {
    const order = await placeOrder({ email: "mail+lookup@example.com" });
    const { messages } = await listOutboxMessages(api.deps.db, { orderId: order.id });
    const mail = messages.find((message) => message.template === "order-confirmation");
    if (!mail) throw new Error("expected the order confirmation mail");

    const link = new URL(String(mail.data.order_url));
    expect(link.origin + link.pathname).toBe(`${api.deps.config.storeUrl}/order/lookup`);
    expect(link.searchParams.get("display_id")).toBe(String(order.display_id));
    expect(link.searchParams.get("email")).toBe("mail+lookup@example.com");
    expect(mail.text).toContain(link.href);
    expect(mail.html).toContain(`href="${link.href.replaceAll("&", "&amp;")}"`);

    // The link's own query string is a lookup the Store API answers with this order.
    const found = await api.request(`/store/orders${link.search}`);
    expect(found.status).toBe(200);
    expect(((await found.json()) as { order: OrderJson }).order.id).toBe(order.id);
  });

  it("gives a guest's order a guest customer, reused for the same email", async () => {
    const first = await placeOrder({ email: "guest@example.com" });
    const second = await placeOrder({ email: "guest@example.com" });
    expect(second.customer_id).toBe(first.customer_id);
    const [guest] = await api.deps.db
      .select()
      .from(customers)
      .where(eq(customers.id, first.customer_id));
    expect(guest).toMatchObject({ email: "guest@example.com", has_account: false });
  });

  it("answers a completion with the order as it reads back: a returning guest's and a signed-in shopper's", async () => {
    const readBack = async (order: OrderJson) =>
      ((await (await api.request(`/store/orders/${order.id}`)).json()) as { order: OrderJson })
        .order;
    await placeOrder({ email: "returning@example.com" });
    const returning = await placeOrder({ email: "returning@example.com", quantity: 3 });
    expect(await readBack(returning)).toEqual(returning);
    const ada = await signUp("ada.answer@example.com");
    const signedIn = await placeOrder({ headers: ada.headers, quantity: 2 });
    expect(signedIn.customer_id).toBe(ada.id);
    expect(await readBack(signedIn)).toEqual(signedIn);
  });

  it("lists a signed-in customer's own orders, newest first, and never another's", async () => {
    const ada = await signUp("ada.orders@example.com");
    const grace = await signUp("grace.orders@example.com");
    const adaFirst = await placeOrder({ headers: ada.headers });
    const adaSecond = await placeOrder({ headers: ada.headers, quantity: 2 });
    const graceOnly = await placeOrder({ headers: grace.headers });
    expect(adaFirst).toMatchObject({ customer_id: ada.id, email: "ada.orders@example.com" });

    const adas = await listMine(ada.headers);
    expect(adas.count).toBe(2);
    expect(adas.orders.map((order) => order.id)).toEqual([adaSecond.id, adaFirst.id]);
    expect(adas).toMatchObject({ offset: 0, limit: 10 });

    const page = await listMine(ada.headers, "?limit=1&offset=1");
    expect(page.orders.map((order) => order.id)).toEqual([adaFirst.id]);
    expect(page.count).toBe(2);

    const graces = await listMine(grace.headers, `?id=${adaFirst.id}`);
    expect(graces.orders).toEqual([]);
    expect((await listMine(grace.headers)).orders.map((order) => order.id)).toEqual([graceOnly.id]);

    const guest = await api.request("/store/customers/me/orders");
    expect(guest.status).toBe(401);
  });

  it("keeps a customer's cart theirs: another customer and a guest are told it does not exist", async () => {
    const ada = await signUp("ada.cart@example.com");
    const grace = await signUp("grace.cart@example.com");
    const adas = await calls.readyCart(shop.regions.us, shop.bowl, { headers: ada.headers });
    expect(adas.customer_id).toBe(ada.id);

    const attempts = (headers: Record<string, string>) => [
      api.request(`/store/carts/${adas.id}`, { headers }),
      calls.update(adas.id, { email: "thief@example.com" }, headers),
      calls.post(
        `/store/carts/${adas.id}/line-items`,
        { variant_id: shop.bowl, quantity: 1 },
        headers,
      ),
      api.request(`/store/shipping-options/${adas.id}`, { headers }),
      calls.selectProvider(adas.id, "manual", headers),
      calls.complete(adas.id, headers),
    ];
    for (const response of await Promise.all([...attempts(grace.headers), ...attempts({})])) {
      expect(response.status).toBe(404);
      const text = await response.text();
      expect(text).toContain(`Cart with id ${adas.id} was not found`);
      expect(text).not.toContain("ada.cart@example.com");
    }

    const own = await calls.cart(adas.id, ada.headers);
    expect(own).toMatchObject({ email: "ada.cart@example.com", customer_id: ada.id });
    expect(own.items).toEqual([expect.objectContaining({ quantity: 1 })]);
  });

  it("takes a saved address of the signed-in customer by id, and no one else's", async () => {
    const owner = await signUp("owner.address@example.com");
    const other = await signUp("other.address@example.com");
    const saved = await api.request("/store/customers/me/addresses", {
      method: "POST",
      headers: owner.headers,
      json: { address: usAddress },
    });
    const { customer } = (await saved.json()) as {
      customer: { shipping_addresses: { id: string }[] };
    };
    const addressId = customer.shipping_addresses[0].id;

    const created = await calls.post("/store/carts", { region_id: shop.regions.us }, owner.headers);
    const { cart } = (await created.json()) as { cart: { id: string } };
    const used = await calls.update(cart.id, { shipping_address: addressId }, owner.headers);
    expect(used.status).toBe(200);
    const { cart: withAddress } = (await used.json()) as {
      cart: { shipping_address: { id: string; address_1: string } };
    };
    expect(withAddress.shipping_address.address_1).toBe(usAddress.address_1);
    // A copy: editing the address book later never changes the cart or its order.
    expect(withAddress.shipping_address.id).not.toBe(addressId);

    const stolen = await calls.update(cart.id, { billing_address: addressId }, other.headers);
    expect(stolen.status).toBe(404);
    const anonymous = await calls.update(cart.id, { billing_address: addressId });
    expect(anonymous.status).toBe(404);
  });

  it("refuses a shipping address outside the cart's region", async () => {
    const created = await calls.post("/store/carts", { region_id: shop.regions.eu });
    const { cart } = (await created.json()) as { cart: { id: string } };
    const response = await calls.update(cart.id, { shipping_address: usAddress });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      type: "not_allowed",
      message: 'Country "us" is not in the cart\'s region Europe',
    });
  });

  it("includes the customer's orders in the sign-in session answer", async () => {
    const linus = await signUp("linus.orders@example.com");
    const order = await placeOrder({ headers: linus.headers });
    const response = await api.request("/store/auth", { headers: linus.headers });
    const body = (await response.json()) as { customer: { orders: { id: string }[] } };
    expect(body.customer.orders.map((placed) => placed.id)).toEqual([order.id]);
  });
});
