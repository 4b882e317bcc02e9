import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

describe.each(databaseKinds)("transport on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
  });
  afterAll(() => api?.close());

  it("answers the health check with plain OK", async () => {
    const response = await api.request("/health");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
  });

  it("answers an unknown route with a plain 404", async () => {
    const response = await api.request("/nowhere");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Cannot GET /nowhere");
  });

  it("allows the web origin with credentials", async () => {
    const response = await api.request("/health", { headers: { origin: "http://localhost:3000" } });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
  });
});
