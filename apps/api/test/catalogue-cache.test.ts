import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, publishableApiKeys } from "../src/db/schema";
import { invalidateCatalogueCache } from "../src/http/response-cache";
import { ids, type MedusaErrorBody, requestJson, startCatalogueApi } from "./fixtures/catalogue";
import { databaseKinds, type TestApi } from "./harness";

describe.each(databaseKinds)("catalogue response cache on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startCatalogueApi(kind);
  });
  afterAll(() => api?.close());

  const chairTitle = async (path: string) => {
    const { body } = await requestJson<{ product: { title: string } }>(api, path);
    return body.product.title;
  };

  it("serves a cached response until the catalogue cache is invalidated", async () => {
    const path = `/store/products/${ids.products.chair}`;
    expect(await chairTitle(path)).toBe("Oak Lounge Chair");
    await api.deps.db
      .update(products)
      .set({ title: "Oak Easy Chair" })
      .where(eq(products.id, ids.products.chair));
    expect(await chairTitle(path)).toBe("Oak Lounge Chair");
    invalidateCatalogueCache();
    expect(await chairTitle(path)).toBe("Oak Easy Chair");
  });

  it("keys responses by the query, so another query reads fresh data", async () => {
    await api.deps.db
      .update(products)
      .set({ title: "Oak Armchair" })
      .where(eq(products.id, ids.products.chair));
    expect(await chairTitle(`/store/products/${ids.products.chair}?currency_code=usd`)).toBe(
      "Oak Armchair",
    );
  });

  it("forgets a publishable key's scope on invalidation, so a revoked key stops working", async () => {
    const headers = { "x-publishable-api-key": ids.keys.web };
    expect((await api.request("/store/products", { headers })).status).toBe(200);
    await api.deps.db
      .update(publishableApiKeys)
      .set({ revoked_at: new Date() })
      .where(eq(publishableApiKeys.id, ids.keys.web));
    invalidateCatalogueCache();
    const { status, body } = await requestJson<MedusaErrorBody>(api, "/store/products", {
      headers,
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/does not exist or has been revoked/);
  });

  it("answers identical concurrent requests with identical bodies", async () => {
    invalidateCatalogueCache();
    const bodies = await Promise.all(
      Array.from({ length: 20 }, async () => (await api.request("/store/products?limit=3")).text()),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0])).toMatchObject({ count: 5, limit: 3 });
  });
});
