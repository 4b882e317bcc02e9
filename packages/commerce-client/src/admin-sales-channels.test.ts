import { describe, expect, it } from "vitest";
import { createCommerceClient } from "./commerce-client";

function recordingClient() {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createCommerceClient({
    baseUrl: "http://api.test",
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response(JSON.stringify({ sales_channel: { id: "sc_1" } }), {
        headers: { "Content-Type": "application/json" },
      });
    },
  });
  const request = (index: number) => [calls[index].init.method, calls[index].url];
  const body = (index: number): unknown => JSON.parse(String(calls[index].init.body));
  const header = (index: number, name: string) => new Headers(calls[index].init.headers).get(name);
  return { client, calls, request, body, header };
}

describe("admin sales channels", () => {
  it("use medusa-js's names and paths, a search and a page in the query string", async () => {
    const { client, calls } = recordingClient();
    await client.admin.salesChannels.list({ q: "Wholesale", offset: 25, limit: 25 });
    await client.admin.salesChannels.retrieve("sc_1");
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ["GET", "http://api.test/admin/sales-channels?q=Wholesale&offset=25&limit=25"],
      ["GET", "http://api.test/admin/sales-channels/sc_1"],
    ]);
  });

  it("send each change with its own Idempotency-Key and the body as given", async () => {
    const { client, calls, request, body, header } = recordingClient();
    await client.admin.salesChannels.create({ name: "Trade", description: null });
    await client.admin.salesChannels.update("sc_1", { is_disabled: true });
    await client.admin.salesChannels.addProducts("sc_1", { product_ids: [{ id: "prod_1" }] });
    await client.admin.salesChannels.removeProducts("sc_1", { product_ids: [{ id: "prod_1" }] });
    await client.admin.salesChannels.delete("sc_1");
    expect(calls.map((_, index) => request(index))).toEqual([
      ["POST", "http://api.test/admin/sales-channels"],
      ["POST", "http://api.test/admin/sales-channels/sc_1"],
      ["POST", "http://api.test/admin/sales-channels/sc_1/products/batch"],
      ["DELETE", "http://api.test/admin/sales-channels/sc_1/products/batch"],
      ["DELETE", "http://api.test/admin/sales-channels/sc_1"],
    ]);
    expect(body(0)).toEqual({ name: "Trade", description: null });
    expect(body(1)).toEqual({ is_disabled: true });
    expect(body(3)).toEqual({ product_ids: [{ id: "prod_1" }] });
    const keys = calls.map((_, index) => header(index, "Idempotency-Key"));
    expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key ?? ""))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("admin publishable API keys", () => {
  it("use medusa-js's names and paths", async () => {
    const { client, calls, request, body, header } = recordingClient();
    await client.admin.publishableApiKeys.list({ q: "web", limit: 25 });
    await client.admin.publishableApiKeys.retrieve("pk_1");
    await client.admin.publishableApiKeys.listSalesChannels("pk_1");
    await client.admin.publishableApiKeys.create({ title: "Web shop" });
    await client.admin.publishableApiKeys.update("pk_1", { title: "Kiosk" });
    await client.admin.publishableApiKeys.revoke("pk_1");
    await client.admin.publishableApiKeys.addSalesChannelsBatch("pk_1", {
      sales_channel_ids: [{ id: "sc_1" }],
    });
    await client.admin.publishableApiKeys.deleteSalesChannelsBatch("pk_1", {
      sales_channel_ids: [{ id: "sc_1" }],
    });
    await client.admin.publishableApiKeys.delete("pk_1");
    expect(calls.map((_, index) => request(index))).toEqual([
      ["GET", "http://api.test/admin/publishable-api-keys?q=web&limit=25"],
      ["GET", "http://api.test/admin/publishable-api-keys/pk_1"],
      ["GET", "http://api.test/admin/publishable-api-keys/pk_1/sales-channels"],
      ["POST", "http://api.test/admin/publishable-api-keys"],
      ["POST", "http://api.test/admin/publishable-api-keys/pk_1"],
      ["POST", "http://api.test/admin/publishable-api-keys/pk_1/revoke"],
      ["POST", "http://api.test/admin/publishable-api-keys/pk_1/sales-channels/batch"],
      ["DELETE", "http://api.test/admin/publishable-api-keys/pk_1/sales-channels/batch"],
      ["DELETE", "http://api.test/admin/publishable-api-keys/pk_1"],
    ]);
    expect(body(3)).toEqual({ title: "Web shop" });
    expect(body(6)).toEqual({ sales_channel_ids: [{ id: "sc_1" }] });
    expect(header(0, "Idempotency-Key")).toBeNull();
    for (const index of [3, 4, 5, 6, 7, 8]) {
      expect(header(index, "Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
