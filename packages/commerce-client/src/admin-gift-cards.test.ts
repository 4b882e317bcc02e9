import { describe, expect, it } from "vitest";
import { createCommerceClient } from "./commerce-client";

function recordingClient() {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createCommerceClient({
    baseUrl: "http://api.test",
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response(JSON.stringify({ gift_card: { id: "gift_1" } }), {
        headers: { "Content-Type": "application/json" },
      });
    },
  });
  const header = (index: number, name: string) => new Headers(calls[index].init.headers).get(name);
  return { client, calls, header };
}

describe("admin gift cards", () => {
  it("use medusa-js's names and paths, a search and a page in the query string", async () => {
    const { client, calls } = recordingClient();
    await client.admin.giftCards.list({ q: "ABCD", offset: 25, limit: 25 });
    await client.admin.giftCards.retrieve("gift_1");
    await client.admin.giftCards.delete("gift_1");
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ["GET", "http://api.test/admin/gift-cards?q=ABCD&offset=25&limit=25"],
      ["GET", "http://api.test/admin/gift-cards/gift_1"],
      ["DELETE", "http://api.test/admin/gift-cards/gift_1"],
    ]);
  });

  it("send each issue and change with its own Idempotency-Key and the body as given", async () => {
    const { client, calls, header } = recordingClient();
    await client.admin.giftCards.create({ region_id: "reg_us", value: 2500, ends_at: null });
    await client.admin.giftCards.update("gift_1", { balance: 0 });
    expect(calls[0].url).toBe("http://api.test/admin/gift-cards");
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      region_id: "reg_us",
      value: 2500,
      ends_at: null,
    });
    expect(calls[1].url).toBe("http://api.test/admin/gift-cards/gift_1");
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ balance: 0 });
    expect(header(0, "Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(header(1, "Idempotency-Key")).not.toBe(header(0, "Idempotency-Key"));
  });
});
