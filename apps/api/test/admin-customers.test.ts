// Admin customers over real HTTP (contract medusa-v1 §12.1): search and paging, one customer with
// addresses, orders and groups, updates, and the 400s and 404s of bad input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCustomer } from "./accounts-client";
import { insertCheckoutShop } from "./fixtures/checkout";
import { placeOrder } from "./fixtures/orders";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface CustomerJson {
  id: string;
  email: string;
  first_name: string | null;
  phone: string | null;
  has_account: boolean;
  groups: { name: string }[];
  orders?: unknown[];
  shipping_addresses?: unknown[];
}

describe.each(databaseKinds)("admin customers on %s", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;
  beforeAll(async () => {
    api = await startTestApi(kind);
    staff = await signInStaff(api);
  });
  afterAll(() => api?.close());

  it("finds customers by name or email, in pages, with their groups", async () => {
    const found = await staff.request("/admin/customers?q=weiss");
    expect(found.status).toBe(200);
    const body = (await found.json()) as { customers: CustomerJson[]; count: number };
    expect(body.count).toBe(1);
    expect(body.customers[0]).toMatchObject({
      email: "hannah@weiss-studio.example",
      has_account: true,
      groups: [{ name: "Trade" }],
    });
    expect(body.customers[0]).not.toHaveProperty("password_hash");

    const all = (await (await staff.request("/admin/customers?limit=3")).json()) as {
      customers: CustomerJson[];
      count: number;
      limit: number;
    };
    expect(all.customers).toHaveLength(3);
    expect(all.limit).toBe(3);
    expect(all.count).toBeGreaterThanOrEqual(8);
  });

  it("shows one customer with addresses and orders, and updates the name and phone", async () => {
    const { customer } = await registerCustomer(api, { first_name: "Olive" });
    const one = await staff.request(`/admin/customers/${customer.id}`);
    expect(await one.json()).toMatchObject({
      customer: {
        id: customer.id,
        first_name: "Olive",
        orders: [],
        shipping_addresses: [],
        groups: [],
      },
    });
    const updated = await staff.request(`/admin/customers/${customer.id}`, {
      method: "POST",
      json: { first_name: "Olivia", phone: "+1 555 0100" },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      customer: { first_name: "Olivia", phone: "+1 555 0100" },
    });
  });

  it("refuses bad input with 400 and unknown customers with 404", async () => {
    expect((await staff.request("/admin/customers?limit=0")).status).toBe(400);
    expect((await staff.request("/admin/customers?sort=name")).status).toBe(400);
    const { customer } = await registerCustomer(api);
    const bad = await staff.request(`/admin/customers/${customer.id}`, {
      method: "POST",
      json: { email: "new@example.com" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ type: "invalid_data" });
    expect((await staff.request("/admin/customers/cus_missing")).status).toBe(404);
    const missing = await staff.request("/admin/customers/cus_missing", {
      method: "POST",
      json: { first_name: "X" },
    });
    expect(missing.status).toBe(404);
  });

  it("shows a customer's orders in the Store shape, newest first", async () => {
    const shop = await insertCheckoutShop(api);
    const email = "two.orders@example.com";
    const older = await placeOrder(api, shop, { email });
    const newer = await placeOrder(api, shop, { email, quantity: 2 });
    const { customer_id } = newer as unknown as { customer_id: string };
    const response = await staff.request(`/admin/customers/${customer_id}`);
    expect(response.status).toBe(200);
    const { customer } = (await response.json()) as {
      customer: { email: string; has_account: boolean; orders: { id: string }[] };
    };
    expect(customer).toMatchObject({ email, has_account: false });
    expect(customer.orders.map((order) => order.id)).toEqual([newer.id, older.id]);
  });
});
