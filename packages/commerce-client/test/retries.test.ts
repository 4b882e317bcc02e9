// Spec §7 and §9: retry on no response, 409 and 500–599, never on other 4xx; honour Retry-After.
import { afterEach, describe, expect, it } from "vitest";
import {
  CommerceApiError,
  CommerceConnectionError,
  CommerceInvalidRequestError,
  createCommerceClient,
} from "../src";
import {
  countingFetch,
  drop,
  json,
  scripted,
  startServer,
  unusedPort,
  type Reply,
  type TestServer,
} from "./support/test-server";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(replies: Reply[], maxRetries = 3) {
  server = await startServer(scripted(replies, json(200, { region: { id: "reg_1" } })));
  return createCommerceClient({ baseUrl: server.url, maxRetries, retryDelayMs: 1 });
}

describe("retries", () => {
  it("retries a call whose connection dropped without a response, and succeeds", async () => {
    const client = await clientFor([drop]);
    await expect(client.store.regions.retrieve("reg_1")).resolves.toEqual({
      region: { id: "reg_1" },
    });
    expect(server?.requests).toHaveLength(2);
  });

  it("retries a 409 conflict", async () => {
    const client = await clientFor([json(409, { type: "conflict", message: "Busy" })]);
    await expect(client.store.regions.retrieve("reg_1")).resolves.toBeDefined();
    expect(server?.requests).toHaveLength(2);
  });

  it("makes three attempts when the server answers 503 twice", async () => {
    const unavailable = json(503, { type: "unknown_error", message: "Unavailable" });
    const client = await clientFor([unavailable, unavailable]);
    await expect(client.store.regions.retrieve("reg_1")).resolves.toBeDefined();
    expect(server?.requests).toHaveLength(3);
  });

  it("retries a 500, as the spec asks (the Medusa JS client does not)", async () => {
    const client = await clientFor([json(500, { type: "unknown_error", message: "Boom" })]);
    await expect(client.store.regions.retrieve("reg_1")).resolves.toBeDefined();
    expect(server?.requests).toHaveLength(2);
  });

  it("does not retry a 400 and throws the server's message", async () => {
    const client = await clientFor([
      json(400, { type: "invalid_data", message: "email must be an email" }),
    ]);
    const error = await client.store.customers
      .create({ email: "nope", password: "secret" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommerceInvalidRequestError);
    expect(error).toMatchObject({
      status: 400,
      type: "invalid_data",
      message: "email must be an email",
    });
    expect(server?.requests).toHaveLength(1);
  });

  it("does not retry a 404", async () => {
    const client = await clientFor([
      json(404, { type: "not_found", message: "Cart was not found" }),
    ]);
    await expect(client.store.carts.retrieve("cart_x")).rejects.toBeInstanceOf(
      CommerceInvalidRequestError,
    );
    expect(server?.requests).toHaveLength(1);
  });

  it("gives up after maxRetries and throws an API error for a lasting 5xx", async () => {
    const failing = json(502, { type: "unknown_error", message: "Bad gateway" });
    const client = await clientFor([failing, failing, failing, failing], 2);
    await expect(client.store.regions.retrieve("reg_1")).rejects.toMatchObject({
      name: "CommerceApiError",
      status: 502,
      message: "Bad gateway",
    });
    expect(server?.requests).toHaveLength(3);
  });

  it("throws an API error when a conflict outlasts the retries", async () => {
    const conflict = json(409, { type: "conflict", code: "invalid_state_error", message: "Retry" });
    const client = await clientFor([conflict, conflict], 1);
    await expect(client.store.carts.complete("cart_1")).rejects.toBeInstanceOf(CommerceApiError);
    expect(server?.requests).toHaveLength(2);
  });

  it("does not retry when retries are off (the default)", async () => {
    server = await startServer(scripted([json(503, { message: "Unavailable" })]));
    const client = createCommerceClient({ baseUrl: server.url });
    await expect(client.store.regions.list()).rejects.toBeInstanceOf(CommerceApiError);
    expect(server.requests).toHaveLength(1);
  });

  it("throws a connection error after maxRetries + 1 attempts when nothing listens", async () => {
    const counter = countingFetch();
    const client = createCommerceClient({
      baseUrl: `http://127.0.0.1:${await unusedPort()}`,
      maxRetries: 2,
      retryDelayMs: 1,
      fetch: counter.fetch,
    });
    const error = await client.store.regions.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommerceConnectionError);
    expect(error).toMatchObject({ status: undefined });
    expect(counter.calls()).toBe(3);
  });

  it("waits at least the Retry-After the server asks for", async () => {
    const client = await clientFor([
      json(503, { message: "Come back in a second" }, { "Retry-After": "1" }),
    ]);
    await client.store.regions.retrieve("reg_1");
    const [first, second] = server?.requests ?? [];
    // retryDelayMs is 1 ms, so only Retry-After can explain the wait; timers may fire up to 1 ms
    // early against performance.now().
    expect(second.receivedAt - first.receivedAt).toBeGreaterThanOrEqual(999);
  });

  it("fails at once when Retry-After is beyond five minutes", async () => {
    const client = await clientFor([
      json(503, { message: "Down for maintenance" }, { "Retry-After": "301" }),
    ]);
    const startedAt = Date.now();
    await expect(client.store.regions.retrieve("reg_1")).rejects.toMatchObject({
      status: 503,
      message: "Down for maintenance",
    });
    expect(server?.requests).toHaveLength(1);
    expect(Date.now() - startedAt).toBeLessThan(1000);
  });

  it("stops retrying when the caller aborts during the backoff", async () => {
    server = await startServer(scripted([], json(503, { message: "Unavailable" })));
    const client = createCommerceClient({ baseUrl: server.url, maxRetries: 3, retryDelayMs: 200 });
    const controller = new AbortController();
    const call = client.store.regions.list(undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
    expect(server.requests).toHaveLength(1);
  });
});
