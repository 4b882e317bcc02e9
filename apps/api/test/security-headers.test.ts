// Issue 11: every answer of the API says nosniff and does not name the software behind it — JSON
// from the Store, the Admin API's 401, GROQ answers, the content event stream, errors and 404s.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

function expectSecurityHeaders(response: Response): void {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.has("x-powered-by")).toBe(false);
}

describe.each(databaseKinds)("security headers on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
  });
  afterAll(() => api?.close());

  it("are on a Store answer", async () => {
    const response = await api.request("/store/regions");
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it("are on the Admin API's 401 for a caller without a staff identity", async () => {
    const response = await api.request("/admin/products");
    expect(response.status).toBe(401);
    expectSecurityHeaders(response);
  });

  it("are on a content query", async () => {
    const query = new URLSearchParams({ query: '*[_type == "page"]' });
    const response = await api.request(`/content/v2022-03-13/data/query/production?${query}`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it("are on the content event stream, which builds its own response", async () => {
    const query = new URLSearchParams({ query: '*[_type == "themeSettings"]' });
    const listening = new AbortController();
    try {
      const response = await api.request(`/content/v2022-03-13/data/listen/production?${query}`, {
        signal: listening.signal,
      });
      expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expectSecurityHeaders(response);
    } finally {
      listening.abort();
    }
  });

  it("are on a 400 for bad input", async () => {
    const response = await api.request("/store/carts", { method: "POST", json: { region_id: 7 } });
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
  });

  it("are on the 404 of an unknown route", async () => {
    const response = await api.request("/nowhere");
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
  });
});
