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
