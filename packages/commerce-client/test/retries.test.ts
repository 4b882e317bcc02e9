// Spec §7 and §9: retry on no response, 1xx, 409, 429 and 500–599, never on other 4xx; honour
// Retry-After up to five minutes.
import { afterEach, describe, expect, it, vi } from "vitest";
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

/** A fetch that answers from a script and records when each attempt was made (by the clock). */
function fakeFetch(replies: Array<() => Response>) {
  const attemptedAt: number[] = [];
  const sentHeaders: Headers[] = [];
  const fetchImpl: typeof fetch = async (_input, init) => {
    attemptedAt.push(Date.now());
    sentHeaders.push(new Headers(init?.headers));
    const next = replies.shift();
    if (!next) throw new Error("The fake fetch has no reply left");
    return next();
  };
  return { fetch: fetchImpl, attemptedAt, sentHeaders };
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", ...headers },
    });
}

/** The Response constructor refuses statuses below 200, so a 1xx is a real Response restamped. */
function informationalResponse(status: number) {
  return () => {
    const response = new Response("");
    Object.defineProperty(response, "status", { value: status });
    Object.defineProperty(response, "ok", { value: false });
    return response;
  };
}

const region = { region: { id: "reg_1" } };

describe("retries, by the clock", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("retries a 429 and returns the answer that follows", async () => {
    const fake = fakeFetch([
      jsonResponse(429, { type: "too_many_requests", message: "Slow down" }),
      jsonResponse(200, region),
    ]);
    const client = createCommerceClient({ maxRetries: 3, retryDelayMs: 1, fetch: fake.fetch });
    await expect(client.store.regions.retrieve("reg_1")).resolves.toEqual(region);
    expect(fake.attemptedAt).toHaveLength(2);
  });

  it("retries an informational (1xx) answer", async () => {
    const fake = fakeFetch([informationalResponse(103), jsonResponse(200, region)]);
    const client = createCommerceClient({ maxRetries: 3, retryDelayMs: 1, fetch: fake.fetch });
    await expect(client.store.regions.retrieve("reg_1")).resolves.toEqual(region);
    expect(fake.attemptedAt).toHaveLength(2);
  });

  it("waits 100 ms before the first retry and doubles the wait after that by default", async () => {
    vi.useFakeTimers({ now: 0 });
    const unavailable = jsonResponse(503, { message: "Unavailable" });
    const fake = fakeFetch([unavailable, unavailable, unavailable, jsonResponse(200, region)]);
    const client = createCommerceClient({ maxRetries: 3, fetch: fake.fetch });
    const call = client.store.regions.retrieve("reg_1");
    await vi.runAllTimersAsync();
    await expect(call).resolves.toEqual(region);
    expect(fake.attemptedAt).toEqual([0, 100, 300, 700]);
  });

  it("waits five minutes, not longer, when Retry-After asks for 400 seconds", async () => {
    vi.useFakeTimers({ now: 0 });
    const fake = fakeFetch([
      jsonResponse(429, { message: "Come back later" }, { "Retry-After": "400" }),
      jsonResponse(200, region),
    ]);
    const client = createCommerceClient({ maxRetries: 3, fetch: fake.fetch });
    const call = client.store.regions.retrieve("reg_1");
    await vi.advanceTimersByTimeAsync(299_999);
    expect(fake.attemptedAt).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toEqual(region);
    expect(fake.attemptedAt).toEqual([0, 300_000]);
  });

  it("sends one Idempotency-Key on every attempt of a retried POST, and none on a GET", async () => {
    const fake = fakeFetch([
      jsonResponse(429, { message: "Slow down" }),
      jsonResponse(503, { message: "Unavailable" }),
      jsonResponse(200, { cart: { id: "cart_1" } }),
      jsonResponse(503, { message: "Unavailable" }),
      jsonResponse(200, { cart: { id: "cart_1" } }),
    ]);
    const client = createCommerceClient({ maxRetries: 3, retryDelayMs: 1, fetch: fake.fetch });
    await client.store.carts.lineItems.create("cart_1", { variant_id: "variant_1", quantity: 1 });
    await client.store.carts.retrieve("cart_1");

    const keys = fake.sentHeaders.map((headers) => headers.get("Idempotency-Key"));
    const [firstPostKey] = keys;
    expect(firstPostKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.slice(0, 3)).toEqual([firstPostKey, firstPostKey, firstPostKey]);
    expect(keys.slice(3)).toEqual([null, null]);
  });
});
