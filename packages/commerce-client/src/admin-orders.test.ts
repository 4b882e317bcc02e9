import { describe, expect, it } from "vitest";
import { createCommerceClient } from "./commerce-client";

function recordingClient() {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createCommerceClient({
    baseUrl: "http://api.test",
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response(JSON.stringify({ order: { id: "order_1" } }), {
        headers: { "Content-Type": "application/json" },
      });
    },
  });
  const header = (index: number, name: string) => new Headers(calls[index].init.headers).get(name);
  return { client, calls, header };
}

describe("admin order actions", () => {
  it("send a fresh Idempotency-Key with each action", async () => {
    const { client, calls, header } = recordingClient();
    await client.admin.orders.capturePayment("order_1");
    await client.admin.orders.capturePayment("order_1");
    expect(calls[0].url).toBe("http://api.test/admin/orders/order_1/capture");
    expect(header(0, "Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(header(1, "Idempotency-Key")).not.toBe(header(0, "Idempotency-Key"));
  });

  it("keep the caller's key, so one attempt sent twice is done once", async () => {
    const { client, calls, header } = recordingClient();
    const payload = { amount: 1250, reason: "other" as const, note: "Scratched" };
    await client.admin.orders.refundPayment("order_1", payload, {
      headers: { "idempotency-key": "attempt-1" },
    });
    expect(calls[0].url).toBe("http://api.test/admin/orders/order_1/refund");
    expect(JSON.parse(String(calls[0].init.body))).toEqual(payload);
    expect(header(0, "Idempotency-Key")).toBe("attempt-1");
  });

  it("address a fulfillment by its id under the order", async () => {
    const { client, calls } = recordingClient();
    await client.admin.orders.cancelFulfillment("order_1", "ful_9");
    expect(calls[0].url).toBe("http://api.test/admin/orders/order_1/fulfillments/ful_9/cancel");
    expect(calls[0].init.method).toBe("POST");
  });

  it("keep the order reads beside the actions", () => {
    const { client } = recordingClient();
    expect(typeof client.admin.orders.list).toBe("function");
    expect(typeof client.admin.notifications.list).toBe("function");
    expect(typeof client.admin.notifications.resend).toBe("function");
  });
});

describe("admin claim actions", () => {
  it("sit in the orders namespace with medusa-js's names and paths", async () => {
    const { client, calls, header } = recordingClient();
    await client.admin.orders.createClaim("order_1", {
      type: "refund",
      claim_items: [{ item_id: "item_1", quantity: 1, reason: "missing_item" }],
    });
    await client.admin.orders.fulfillClaim("order_1", "claim_2");
    await client.admin.orders.createClaimShipment("order_1", "claim_2", {
      fulfillment_id: "ful_3",
    });
    await client.admin.orders.cancelClaimFulfillment("order_1", "claim_2", "ful_3");
    await client.admin.orders.updateClaim("order_1", "claim_2", { no_notification: true });
    await client.admin.orders.cancelClaim("order_1", "claim_2");
    expect(calls.map((call) => call.url.replace("http://api.test", ""))).toEqual([
      "/admin/orders/order_1/claims",
      "/admin/orders/order_1/claims/claim_2/fulfillments",
      "/admin/orders/order_1/claims/claim_2/shipments",
      "/admin/orders/order_1/claims/claim_2/fulfillments/ful_3/cancel",
      "/admin/orders/order_1/claims/claim_2",
      "/admin/orders/order_1/claims/claim_2/cancel",
    ]);
    expect(calls.every((call) => call.init.method === "POST")).toBe(true);
    const keys = calls.map((_, index) => header(index, "Idempotency-Key"));
    // Every claim action but the update moves money or goods, so each carries its own key.
    expect(keys.filter((key) => key === null)).toHaveLength(1);
    expect(keys[4]).toBeNull();
    expect(new Set(keys).size).toBe(calls.length);
  });
});
