// Spec §7 and architecture "Data": a retried POST carries the same Idempotency-Key, so a server
// that honours the key does the work once even when the first response is lost.
import { afterEach, describe, expect, it } from "vitest";
import { createCommerceClient } from "../src";
import {
  drop,
  json,
  scripted,
  startServer,
  type Reply,
  type TestServer,
} from "./support/test-server";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const unavailable = json(503, { type: "unknown_error", message: "Unavailable" });

describe("idempotency keys", () => {
  it("sends the same UUID v4 key on every attempt of a retried POST", async () => {
    server = await startServer(
      scripted([drop, unavailable], json(200, { cart: { id: "cart_1" } })),
    );
    const client = createCommerceClient({ baseUrl: server.url, maxRetries: 3, retryDelayMs: 1 });
    await client.store.carts.lineItems.create("cart_1", { variant_id: "variant_1", quantity: 1 });

    const keys = server.requests.map((request) => request.headers["idempotency-key"]);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(new Set(keys).size).toBe(1);
  });

  it("makes a new key for each call", async () => {
    server = await startServer(scripted([]));
    const client = createCommerceClient({ baseUrl: server.url, maxRetries: 3, retryDelayMs: 1 });
    await client.store.carts.create();
    await client.store.carts.create();
    const [first, second] = server.requests.map((request) => request.headers["idempotency-key"]);
    expect(first).not.toBe(second);
  });

  it("sends no key on GET, even when it is retried", async () => {
    server = await startServer(scripted([unavailable]));
    const client = createCommerceClient({ baseUrl: server.url, maxRetries: 3, retryDelayMs: 1 });
    await client.store.carts.retrieve("cart_1");
    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) {
      expect(request.headers["idempotency-key"]).toBeUndefined();
    }
  });

  it("sends no key when retries are off, as the Medusa JS client does", async () => {
    server = await startServer(scripted([]));
    const client = createCommerceClient({ baseUrl: server.url });
    await client.store.carts.create();
    expect(server.requests[0].headers["idempotency-key"]).toBeUndefined();
  });

  it("sends back the key the server answered with on later retries", async () => {
    server = await startServer(
      scripted([
        json(409, { type: "conflict", message: "Retry" }, { "Idempotency-Key": "server-key" }),
      ]),
    );
    const client = createCommerceClient({ baseUrl: server.url, maxRetries: 3, retryDelayMs: 1 });
    await client.store.carts.complete("cart_1");
    const [first, second] = server.requests.map((request) => request.headers["idempotency-key"]);
    expect(first).not.toBe("server-key");
    expect(second).toBe("server-key");
  });

  it("adds a line once when the first response is lost and the call is retried", async () => {
    // A tiny cart service that honours Idempotency-Key: the first time it sees a key it adds the
    // line and remembers the response; a repeat gets the remembered response and adds nothing.
    const lines: { variant_id: string; quantity: number }[] = [];
    const responses = new Map<string, Reply>();
    let dropNext = true;
    server = await startServer((request) => {
      const key = String(request.headers["idempotency-key"]);
      let reply = responses.get(key);
      if (!reply) {
        lines.push(JSON.parse(request.body) as { variant_id: string; quantity: number });
        reply = json(200, { cart: { id: "cart_1", items: [...lines] } });
        responses.set(key, reply);
      }
      if (dropNext) {
        dropNext = false;
        return drop;
      }
      return reply;
    });
    const client = createCommerceClient({ baseUrl: server.url, maxRetries: 3, retryDelayMs: 1 });

    const { cart } = await client.store.carts.lineItems.create("cart_1", {
      variant_id: "variant_chair",
      quantity: 2,
    });

    expect(server.requests).toHaveLength(2);
    expect(lines).toEqual([{ variant_id: "variant_chair", quantity: 2 }]);
    expect(cart.items).toHaveLength(1);
  });
});
