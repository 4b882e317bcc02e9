import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoreProduct } from "../src/modules/catalogue/product-serializer";
import {
  ids,
  type MedusaErrorBody,
  type MultipleErrorsBody,
  requestJson,
  startCatalogueApi,
  type Wire,
} from "./fixtures/catalogue";
import { databaseKinds, type TestApi } from "./harness";

type ProductList = { products: Wire<StoreProduct>[]; count: number };
const MULTIPLE_ERRORS_MESSAGE =
  "Provided request body contains errors. Please check the data and retry the request";

describe.each(databaseKinds)("publishable API key scoping on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startCatalogueApi(kind);
  });
  afterAll(() => api?.close());

  const { products: p, variants: v, keys, channels } = ids;
  const withKey = (key: string) => ({ headers: { "x-publishable-api-key": key } });
  const listIds = async (query: string, key?: string) => {
    const { status, body } = await requestJson<ProductList>(
      api,
      `/store/products${query}`,
      key ? withKey(key) : {},
    );
    expect(status).toBe(200);
    return body.products.map((product) => product.id);
  };

  it("limits listings to the key's sales channels", async () => {
    expect(await listIds("", keys.web)).toEqual([p.giftCard, p.cushion, p.lamp, p.table, p.chair]);
    expect(await listIds("", keys.trade)).toEqual([p.tradeBox, p.lamp]);
  });

  it("limits listings to the store's default channel without a key", async () => {
    expect(await listIds("")).not.toContain(p.tradeBox);
    expect(await listIds("?q=sample")).toEqual([]);
  });

  it("adds the product's sales channels only when a key is sent", async () => {
    const { body } = await requestJson<ProductList>(
      api,
      `/store/products?id=${p.lamp}`,
      withKey(keys.trade),
    );
    expect(body.products[0].sales_channels?.map((channel) => channel.id)).toEqual([
      channels.web,
      channels.trade,
    ]);
    const anonymous = await requestJson<ProductList>(api, `/store/products?id=${p.lamp}`);
    expect(anonymous.body.products[0]).not.toHaveProperty("sales_channels");
  });

  it("answers 400 with Medusa's MultipleErrors body for a product outside the key's channels", async () => {
    const { status, body } = await requestJson<MultipleErrorsBody>(
      api,
      `/store/products/${p.tradeBox}`,
      withKey(keys.web),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: [
        `Product with id: ${p.tradeBox} is not associated with sales channels defined by the Publishable API Key passed in the header of the request.`,
      ],
      message: MULTIPLE_ERRORS_MESSAGE,
    });
    const inScope = await requestJson<{ product: { id: string } }>(
      api,
      `/store/products/${p.tradeBox}`,
      withKey(keys.trade),
    );
    expect(inScope.status).toBe(200);
    expect(inScope.body.product.id).toBe(p.tradeBox);
  });

  it("answers 400 for a product outside the default channel when no key is sent", async () => {
    const { status, body } = await requestJson<MultipleErrorsBody>(
      api,
      `/store/products/${p.tradeBox}`,
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      `Product with id: ${p.tradeBox} is not associated with the store's default sales channel.`,
    ]);
  });

  it("scopes variants the same way", async () => {
    const outside = await requestJson<MultipleErrorsBody>(
      api,
      `/store/variants/${v.tradeBox}`,
      withKey(keys.web),
    );
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual([
      `Variant with id: ${v.tradeBox} is not associated with sales channels defined by the Publishable API Key passed in the header of the request.`,
    ]);
    const listed = await requestJson<{ variants: { id: string }[] }>(
      api,
      `/store/variants?ids=${v.tradeBox},${v.lamp},${v.cushion}`,
      withKey(keys.trade),
    );
    expect(listed.body.variants.map((variant) => variant.id).sort()).toEqual(
      [v.lamp, v.tradeBox].sort(),
    );
  });

  it("rejects an explicit sales channel outside the key's scope", async () => {
    const { status, body } = await requestJson<MultipleErrorsBody>(
      api,
      `/store/products?sales_channel_id[]=${channels.trade}`,
      withKey(keys.web),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      `Provided sales channel id param: ${channels.trade} is not associated with the Publishable API Key passed in the header of the request.`,
    ]);
    expect(body.message).toBe(MULTIPLE_ERRORS_MESSAGE);
  });

  it("honours an explicit sales channel inside the scope, or any channel without a key", async () => {
    expect(await listIds(`?sales_channel_id[]=${channels.trade}`, keys.trade)).toEqual([
      p.tradeBox,
      p.lamp,
    ]);
    expect(await listIds(`?sales_channel_id[]=${channels.trade}`)).toEqual([p.tradeBox, p.lamp]);
  });

  it.each([
    ["an unknown key", "pk_made_up"],
    ["a revoked key", ids.keys.revoked],
  ])("refuses %s with a readable 400", async (_label, key) => {
    for (const path of [
      "/store/products",
      `/store/products/${p.chair}`,
      "/store/variants",
      `/store/variants/${v.lamp}`,
    ]) {
      const { status, body } = await requestJson<MedusaErrorBody>(api, path, withKey(key));
      expect(status, path).toBe(400);
      expect(body).toEqual({
        type: "invalid_data",
        message: `The publishable API key "${key}" in the x-publishable-api-key header does not exist or has been revoked.`,
      });
    }
    const search = await requestJson<MedusaErrorBody>(api, "/store/products/search", {
      method: "POST",
      json: { q: "oak" },
      ...withKey(key),
    });
    expect(search.status).toBe(400);
  });

  it("scopes search results to the key's channels", async () => {
    const { body } = await requestJson<{ hits: { id: string }[] }>(api, "/store/products/search", {
      method: "POST",
      json: { q: "sample" },
      ...withKey(keys.trade),
    });
    expect(body.hits.map((hit) => hit.id)).toEqual([p.tradeBox]);
  });

  it("leaves routes that do not read the key alone", async () => {
    const response = await api.request("/store/regions", withKey("pk_made_up"));
    expect(response.status).toBe(200);
  });
});
