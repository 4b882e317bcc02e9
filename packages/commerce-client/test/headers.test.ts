// Spec §6, §7: what every call carries — JSON headers, the publishable key, bearer tokens per
// audience, the admin API key, a body only on POST and DELETE, and bracket-style query strings.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCommerceClient, type CommerceClientConfig } from "../src";
import { json, startServer, type RecordedRequest, type TestServer } from "./support/test-server";

let server: TestServer;
beforeEach(async () => {
  server = await startServer((request) =>
    request.url === "/store/auth/token"
      ? json(200, { access_token: "store-jwt" })
      : json(200, { ok: true }),
  );
});
afterEach(() => server.close());

function clientWith(config: CommerceClientConfig = {}) {
  return createCommerceClient({ baseUrl: server.url, ...config });
}

function lastRequest(): RecordedRequest {
  const request = server.requests.at(-1);
  if (!request) throw new Error("the server received no request");
  return request;
}

describe("headers", () => {
  it("sends JSON headers and the publishable key on every call", async () => {
    await clientWith({ publishableApiKey: "pk_web" }).store.products.list();
    expect(lastRequest().headers).toMatchObject({
      accept: "application/json",
      "content-type": "application/json",
      "x-publishable-api-key": "pk_web",
    });
  });

  it("sends no publishable key when none is configured", async () => {
    await clientWith().store.products.list();
    expect(lastRequest().headers["x-publishable-api-key"]).toBeUndefined();
  });

  it("sends the store bearer token after auth.getToken, and forgets it on sign-out", async () => {
    const client = clientWith();
    await client.store.customers.retrieve();
    expect(lastRequest().headers.authorization).toBeUndefined();

    await expect(client.store.auth.getToken({ email: "a@b.co", password: "pw" })).resolves.toEqual({
      access_token: "store-jwt",
    });
    await client.store.customers.retrieve();
    expect(lastRequest().headers.authorization).toBe("Bearer store-jwt");

    await client.store.auth.deleteSession();
    await client.store.customers.retrieve();
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it("keeps store and admin tokens apart", async () => {
    const client = clientWith();
    client.setToken("admin", "admin-jwt");
    await client.store.regions.list();
    expect(lastRequest().headers.authorization).toBeUndefined();
    await client.request("GET", "/admin/products");
    expect(lastRequest().headers.authorization).toBe("Bearer admin-jwt");
  });

  it("sends the admin API key on protected admin calls only", async () => {
    const client = clientWith({ apiKey: "staff-token" });
    await client.request("GET", "/admin/orders");
    expect(lastRequest().headers["x-medusa-access-token"]).toBe("staff-token");
    await client.request("POST", "/admin/auth", { body: { email: "s@a.co", password: "pw" } });
    expect(lastRequest().headers["x-medusa-access-token"]).toBeUndefined();
    await client.request("POST", "/admin/users/password-token", { body: { email: "s@a.co" } });
    expect(lastRequest().headers["x-medusa-access-token"]).toBeUndefined();
    await client.store.regions.list();
    expect(lastRequest().headers["x-medusa-access-token"]).toBeUndefined();
  });

  it("lets configured and per-call headers override the defaults, whatever their case", async () => {
    const client = clientWith({ headers: { "x-sales-region": "eu" } });
    await client.store.regions.list(undefined, { headers: { accept: "text/plain" } });
    expect(lastRequest().headers).toMatchObject({ "x-sales-region": "eu", accept: "text/plain" });
  });
});

describe("fetch options", () => {
  it("sends cookies and passes per-call fetch options through", async () => {
    const inits: RequestInit[] = [];
    const client = clientWith({
      fetch: (input, init) => {
        inits.push(init ?? {});
        return fetch(input, init);
      },
    });
    await client.store.products.list(undefined, { fetchOptions: { cache: "no-store" } });
    expect(inits[0]).toMatchObject({ method: "GET", credentials: "include", cache: "no-store" });
  });
});

describe("bodies", () => {
  it("sends the payload as JSON on POST", async () => {
    await clientWith().store.carts.create({ region_id: "reg_eu" });
    expect(lastRequest()).toMatchObject({ method: "POST", body: '{"region_id":"reg_eu"}' });
  });

  it("sends the payload on DELETE", async () => {
    await clientWith().request("DELETE", "/admin/uploads", { body: { file_key: "a.png" } });
    expect(lastRequest()).toMatchObject({ method: "DELETE", body: '{"file_key":"a.png"}' });
  });

  it("never sends a body on GET", async () => {
    await clientWith().request("GET", "/store/regions", { body: { ignored: true } });
    expect(lastRequest()).toMatchObject({ method: "GET", body: "" });
  });

  it("sends no body for a POST without a payload", async () => {
    await clientWith().store.carts.complete("cart_1");
    expect(lastRequest()).toMatchObject({
      method: "POST",
      url: "/store/carts/cart_1/complete",
      body: "",
    });
  });
});

describe("query strings", () => {
  it("sends arrays with brackets and nested filters as keys", async () => {
    await clientWith().store.products.list({
      collection_id: ["pcol_a", "pcol_b"],
      created_at: { gt: "2024-01-01" },
      limit: 12,
      q: undefined,
    });
    expect(lastRequest().url).toBe(
      "/store/products?collection_id[]=pcol_a&collection_id[]=pcol_b&created_at[gt]=2024-01-01&limit=12",
    );
  });

  it("pages a customer's orders ten at a time by default", async () => {
    await clientWith().store.customers.listOrders();
    expect(lastRequest().url).toBe("/store/customers/me/orders?limit=10&offset=0");
    await clientWith().store.customers.listOrders({ offset: 10 });
    expect(lastRequest().url).toBe("/store/customers/me/orders?limit=10&offset=10");
  });
});
