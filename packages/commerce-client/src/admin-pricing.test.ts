import { describe, expect, it } from "vitest";
import { createCommerceClient } from "./commerce-client";

function recordingClient() {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createCommerceClient({
    baseUrl: "http://api.test",
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response(JSON.stringify({}), {
        headers: { "Content-Type": "application/json" },
      });
    },
  });
  const body = (index: number) => JSON.parse(String(calls[index].init.body)) as unknown;
  return { client, calls, body };
}

describe("admin customer groups", () => {
  it("add and remove members in batches named as Medusa names them", async () => {
    const { client, calls, body } = recordingClient();
    await client.admin.customerGroups.addCustomers("cgrp_1", ["cus_1", "cus_2"]);
    await client.admin.customerGroups.removeCustomers("cgrp_1", ["cus_2"]);
    expect(calls[0].url).toBe("http://api.test/admin/customer-groups/cgrp_1/customers/batch");
    expect(calls[0].init.method).toBe("POST");
    expect(body(0)).toEqual({ customer_ids: [{ id: "cus_1" }, { id: "cus_2" }] });
    expect(calls[1].init.method).toBe("DELETE");
    expect(body(1)).toEqual({ customer_ids: [{ id: "cus_2" }] });
  });
});

describe("admin price lists", () => {
  it("send prices and their removal to the list's batch route", async () => {
    const { client, calls, body } = recordingClient();
    const price = { variant_id: "variant_1", currency_code: "usd", amount: 1200 };
    await client.admin.priceLists.addPrices("pl_1", { prices: [price] });
    await client.admin.priceLists.deletePrices("pl_1", ["ma_1"]);
    expect(calls[0].url).toBe("http://api.test/admin/price-lists/pl_1/prices/batch");
    expect(body(0)).toEqual({ prices: [price] });
    expect(calls[1].init.method).toBe("DELETE");
    expect(body(1)).toEqual({ price_ids: ["ma_1"] });
  });

  it("list a price list's products with their list prices", async () => {
    const { client, calls } = recordingClient();
    await client.admin.priceLists.listProducts("pl_1", { limit: 20 });
    expect(calls[0].url).toBe("http://api.test/admin/price-lists/pl_1/products?limit=20");
  });
});
