import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoreProduct } from "../src/modules/catalogue/product-serializer";
import { carts } from "../src/db/schema";
import {
  ids,
  type MedusaErrorBody,
  requestJson,
  startCatalogueApi,
  type Wire,
} from "./fixtures/catalogue";
import { databaseKinds, type TestApi } from "./harness";

type Product = Wire<StoreProduct>;
type ProductList = { products: Product[]; count: number; offset: number; limit: number };

describe.each(databaseKinds)("store products on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startCatalogueApi(kind);
    await api.deps.db.insert(carts).values({ id: "cart_eu", region_id: ids.regions.eu });
  });
  afterAll(() => api?.close());

  const list = (query = "") => requestJson<ProductList>(api, `/store/products${query}`);
  const listIds = async (query = "") => {
    const { status, body } = await list(query);
    expect(status).toBe(200);
    return body.products.map((product) => product.id);
  };
  const product = async (id: string, query = "") => {
    const { status, body } = await requestJson<{ product: Product }>(
      api,
      `/store/products/${id}${query}`,
    );
    expect(status).toBe(200);
    return body.product;
  };
  const variantOf = (item: Product, id: string) => {
    const variant = item.variants.find((candidate) => candidate.id === id);
    if (variant === undefined) throw new Error(`variant ${id} missing from ${item.id}`);
    return variant;
  };
  const { products: p, variants: v } = ids;

  describe("GET /store/products", () => {
    it("lists the published products of the default sales channel, newest first, in Medusa's envelope", async () => {
      const { status, body } = await list();
      expect(status).toBe(200);
      expect(body.count).toBe(5);
      expect(body.offset).toBe(0);
      expect(body.limit).toBe(100);
      expect(body.products.map((item) => item.id)).toEqual([
        p.giftCard,
        p.cushion,
        p.lamp,
        p.table,
        p.chair,
      ]);
    });

    it("sends each product with its fields and relations", async () => {
      const { body } = await list(`?id=${p.chair}`);
      const [chair] = body.products;
      expect(chair).toMatchObject({
        id: p.chair,
        title: "Oak Lounge Chair",
        handle: "oak-lounge-chair",
        status: "published",
        is_giftcard: false,
        discountable: true,
        collection_id: ids.collections.living,
        type_id: ids.types.furniture,
        subtitle: null,
        metadata: null,
        deleted_at: null,
        created_at: "2024-03-01T10:10:00.000Z",
        collection: { id: ids.collections.living, title: "Living room", handle: "living-room" },
        type: { id: ids.types.furniture, value: "Furniture" },
      });
      expect(chair.tags.map((tag) => tag.value).sort()).toEqual(["handmade", "oak"]);
      expect(chair.options).toHaveLength(1);
      expect(chair.options[0]).toMatchObject({
        id: "opt_chair_color",
        title: "Color",
        product_id: p.chair,
      });
      expect(chair.options[0].values.map((value) => value.value)).toEqual(["Natural", "Smoked"]);
      expect(chair.variants.map((variant) => variant.id)).toEqual([v.chairNatural, v.chairSmoked]);
      expect(variantOf(chair, v.chairNatural)).toMatchObject({
        title: "Natural",
        sku: "CHAIR-NAT",
        product_id: p.chair,
        inventory_quantity: 5,
        options: [{ value: "Natural", option_id: "opt_chair_color", variant_id: v.chairNatural }],
      });
      expect(chair).not.toHaveProperty("sales_channels");
    });

    it("sends images ranked and as absolute URLs on the API's public address, the thumbnail too", async () => {
      const chair = await product(p.chair);
      expect(chair.thumbnail).toBe(`${api.url}/media/catalog/oak-chair.webp`);
      expect(chair.images.map((image) => image.url)).toEqual([
        `${api.url}/media/catalog/oak-chair.webp`,
        `${api.url}/media/catalog/oak-chair-side.webp`,
      ]);
      expect(chair.images[0]).toEqual({
        id: "img_chair_front",
        url: `${api.url}/media/catalog/oak-chair.webp`,
        metadata: null,
        created_at: "2024-03-01T10:10:00.000Z",
        updated_at: "2024-03-01T10:10:00.000Z",
        deleted_at: null,
      });
      expect((await product(p.cushion)).thumbnail).toBeNull();
    });

    it("pages with limit and offset while counting every match", async () => {
      const { body } = await list("?limit=2&offset=1");
      expect(body).toMatchObject({ count: 5, offset: 1, limit: 2 });
      expect(body.products.map((item) => item.id)).toEqual([p.cushion, p.lamp]);
      const past = await list("?limit=2&offset=10");
      expect(past.body).toMatchObject({ products: [], count: 5, offset: 10 });
    });

    it("searches title, description, variant SKU and collection title with q", async () => {
      expect(await listIds("?q=lounge")).toEqual([p.chair]);
      expect(await listIds("?q=SEATS%20EIGHT")).toEqual([p.table]);
      expect(await listIds("?q=lnx-42")).toEqual([p.cushion]);
      expect(await listIds("?q=lighting")).toEqual([p.lamp]);
      expect(await listIds("?q=100%25")).toEqual([]);
    });

    it("finds a product by handle and by id", async () => {
      expect(await listIds("?handle=walnut-dining-table")).toEqual([p.table]);
      expect(await listIds(`?id[]=${p.lamp}&id[]=${p.chair}`)).toEqual([p.lamp, p.chair]);
      expect(await listIds("?handle=prototype-stool")).toEqual([]);
    });

    it("filters by collection, type, tag and gift-card flag", async () => {
      expect(await listIds(`?collection_id[]=${ids.collections.living}`)).toEqual([
        p.table,
        p.chair,
      ]);
      expect(
        await listIds(
          `?collection_id[]=${ids.collections.lighting}&collection_id[]=${ids.collections.living}`,
        ),
      ).toEqual([p.lamp, p.table, p.chair]);
      expect(await listIds(`?type_id[]=${ids.types.lamp}`)).toEqual([p.lamp]);
      expect(await listIds(`?tags[]=${ids.tags.handmade}`)).toEqual([p.table, p.chair]);
      expect(await listIds(`?tags[]=${ids.tags.oak},${ids.tags.brass}`)).toEqual([p.lamp, p.chair]);
      expect(await listIds("?is_giftcard=true")).toEqual([p.giftCard]);
      expect(await listIds("?is_giftcard=false")).toEqual([p.cushion, p.lamp, p.table, p.chair]);
    });

    it("filters by category, with its children on request, and never through hidden categories", async () => {
      expect(await listIds(`?category_id[]=${ids.categories.chairs}`)).toEqual([p.chair]);
      expect(await listIds(`?category_id[]=${ids.categories.furniture}`)).toEqual([]);
      expect(
        await listIds(`?category_id[]=${ids.categories.furniture}&include_category_children=true`),
      ).toEqual([p.table, p.chair]);
      expect(await listIds(`?category_id[]=${ids.categories.staffPicks}`)).toEqual([]);
    });

    it("filters by creation date", async () => {
      expect(
        await listIds(
          "?created_at[gte]=2024-03-01T10:12:00.000Z&created_at[lt]=2024-03-01T10:14:00.000Z",
        ),
      ).toEqual([p.cushion, p.lamp]);
      expect(await listIds("?updated_at[lt]=2024-03-01T10:11:00.000Z")).toEqual([p.chair]);
    });

    it("orders by a column, ascending or descending", async () => {
      expect(await listIds("?order=title")).toEqual([
        p.giftCard,
        p.lamp,
        p.cushion,
        p.chair,
        p.table,
      ]);
      expect(await listIds("?order=-title")).toEqual([
        p.table,
        p.chair,
        p.cushion,
        p.lamp,
        p.giftCard,
      ]);
      expect(await listIds("?order=created_at")).toEqual([
        p.chair,
        p.table,
        p.lamp,
        p.cushion,
        p.giftCard,
      ]);
    });

    it("orders by the lowest price in the region, sale prices included", async () => {
      // usd: cushion 45.00, gift card 50.00, chair 399.00 on sale (450.00 list), lamp 420.00, table 1290.00.
      expect(await listIds(`?order=price&region_id=${ids.regions.us}`)).toEqual([
        p.cushion,
        p.giftCard,
        p.chair,
        p.lamp,
        p.table,
      ]);
      expect(await listIds(`?order=-price&currency_code=usd`)).toEqual([
        p.table,
        p.lamp,
        p.chair,
        p.giftCard,
        p.cushion,
      ]);
    });

    it("puts products without a price in the region last, whichever the direction", async () => {
      expect(await listIds(`?order=price&region_id=${ids.regions.jp}`)).toEqual([
        p.lamp,
        p.chair,
        p.cushion,
        p.giftCard,
        p.table,
      ]);
      expect(await listIds(`?order=-price&region_id=${ids.regions.jp}`)).toEqual([
        p.chair,
        p.lamp,
        p.table,
        p.giftCard,
        p.cushion,
      ]);
    });

    it("prices variants in the region's currency, with the sale price and US tax", async () => {
      const { body } = await list(`?region_id=${ids.regions.us}&id=${p.chair}`);
      const natural = variantOf(body.products[0], v.chairNatural);
      expect(natural.prices.map((price) => [price.currency_code, price.amount]).sort()).toEqual([
        ["usd", 39900],
        ["usd", 45000],
      ]);
      expect(natural).toMatchObject({
        original_price: 45000,
        calculated_price: 39900,
        calculated_price_type: "sale",
        original_tax: 3600,
        original_price_incl_tax: 48600,
        calculated_tax: 3192,
        calculated_price_incl_tax: 43092,
        tax_rates: [{ rate: 8, name: "default", code: "default" }],
      });
      const smoked = variantOf(body.products[0], v.chairSmoked);
      expect(smoked).toMatchObject({
        original_price: 47000,
        calculated_price: 47000,
        calculated_price_type: "default",
      });
    });

    it("prices in euros for the European region and for a cart in it", async () => {
      for (const query of [`?region_id=${ids.regions.eu}`, "?cart_id=cart_eu"]) {
        const { body } = await list(`${query}&id=${p.table}`);
        const variant = variantOf(body.products[0], v.table180);
        expect(variant.prices.map((price) => price.currency_code)).toEqual(["eur"]);
        expect(variant).toMatchObject({
          original_price: 119000,
          calculated_price: 119000,
          original_tax: 23800,
        });
      }
    });

    it("uses region prices in Japan, where taxes are not computed automatically", async () => {
      const { body } = await list(`?region_id=${ids.regions.jp}&id=${p.lamp}`);
      const lamp = variantOf(body.products[0], v.lamp);
      expect(lamp.prices).toEqual([
        expect.objectContaining({ currency_code: "jpy", amount: 62000, region_id: ids.regions.jp }),
      ]);
      expect(lamp).toMatchObject({
        original_price: 62000,
        calculated_price: 62000,
        tax_rates: null,
        original_tax: null,
      });
    });

    it("prices in a currency without a region", async () => {
      const { body } = await list(`?currency_code=eur&id=${p.chair}`);
      const natural = variantOf(body.products[0], v.chairNatural);
      expect(natural).toMatchObject({
        original_price: 42000,
        calculated_price: 42000,
        tax_rates: null,
      });
      expect(natural.prices.map((price) => price.amount)).toEqual([42000]);
    });

    it("sends every live price and no calculated price without a price context", async () => {
      const chair = await product(p.chair);
      const natural = variantOf(chair, v.chairNatural);
      expect(natural.prices.map((price) => price.amount).sort((a, b) => a - b)).toEqual([
        39900, 42000, 45000, 68000,
      ]);
      expect(natural.original_price).toBeNull();
      expect(natural.calculated_price).toBeNull();
      expect(natural).not.toHaveProperty("calculated_price_type");
    });

    it("tells whether each variant can be bought", async () => {
      const chair = await product(p.chair);
      expect(variantOf(chair, v.chairNatural).purchasable).toBe(true);
      expect(variantOf(chair, v.chairSmoked).purchasable).toBe(false);
      expect(variantOf(await product(p.lamp), v.lamp).purchasable).toBe(true);
    });

    it("accepts expand and fields", async () => {
      expect(await listIds("?expand=variants,images&fields=id,title&limit=1")).toEqual([
        p.giftCard,
      ]);
    });
  });

  describe("GET /store/products/:id", () => {
    it("returns one product with its relations", async () => {
      const table = await product(p.table, `?region_id=${ids.regions.us}`);
      expect(table).toMatchObject({ id: p.table, title: "Walnut Dining Table" });
      expect(table.variants.map((variant) => variant.calculated_price)).toEqual([129000, 159000]);
    });

    it("answers 404 for an unknown product and for a draft", async () => {
      for (const id of ["prod_missing", p.draftStool]) {
        const { status, body } = await requestJson<MedusaErrorBody>(api, `/store/products/${id}`);
        expect(status).toBe(404);
        expect(body).toEqual({
          type: "not_found",
          message: `Product with id: ${id} was not found`,
        });
      }
    });

    it("answers 404 for an unknown region or cart", async () => {
      const region = await requestJson<MedusaErrorBody>(
        api,
        `/store/products/${p.chair}?region_id=reg_nowhere`,
      );
      expect(region.status).toBe(404);
      expect(region.body).toEqual({
        type: "not_found",
        message: "Region with id: reg_nowhere was not found",
      });
      const cart = await requestJson<MedusaErrorBody>(api, `/store/products?cart_id=cart_nowhere`);
      expect(cart.status).toBe(404);
      expect(cart.body.message).toBe("Cart with id: cart_nowhere was not found");
    });

    it("rejects unknown query parameters", async () => {
      const { status, body } = await requestJson<MedusaErrorBody>(
        api,
        `/store/products/${p.chair}?colour=red`,
      );
      expect(status).toBe(400);
      expect(body).toEqual({ type: "invalid_data", message: "property colour should not exist" });
    });
  });

  describe("POST /store/products/search", () => {
    type SearchReply = {
      hits: Product[];
      query: string;
      offset: number;
      limit: number;
      estimatedTotalHits: number;
    };

    it("finds products by text and answers with hits", async () => {
      const { status, body } = await requestJson<SearchReply>(api, "/store/products/search", {
        method: "POST",
        json: { q: "oak" },
      });
      expect(status).toBe(200);
      expect(body.hits.map((hit) => hit.id)).toEqual([p.chair]);
      expect(body).toMatchObject({ query: "oak", offset: 0, limit: 20, estimatedTotalHits: 1 });
    });

    it("narrows with a filter object, pages, and ignores unknown body keys", async () => {
      const { status, body } = await requestJson<SearchReply>(api, "/store/products/search", {
        method: "POST",
        json: {
          filter: { collection_id: [ids.collections.living] },
          limit: 1,
          offset: 1,
          attributesToRetrieve: ["*"],
        },
      });
      expect(status).toBe(200);
      expect(body.hits.map((hit) => hit.id)).toEqual([p.chair]);
      expect(body.estimatedTotalHits).toBe(2);
    });

    it("rejects a malformed body", async () => {
      const bad = await requestJson<MedusaErrorBody>(api, "/store/products/search", {
        method: "POST",
        json: { limit: -5 },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.type).toBe("invalid_data");
      const notJson = await requestJson<MedusaErrorBody>(api, "/store/products/search", {
        method: "POST",
        body: "{oops",
        headers: { "content-type": "application/json" },
      });
      expect(notJson.status).toBe(400);
    });
  });

  describe("bad queries", () => {
    const badQueries: [string, RegExp][] = [
      ["?limit=-1", /limit: must be at least 0/],
      ["?limit=abc", /limit: must be a number/],
      ["?limit=1.5", /limit: must be a whole number/],
      ["?offset=-3", /offset: must be at least 0/],
      ["?colour=red", /property colour should not exist/],
      ["?order=secret", /Order field secret is not valid/],
      ["?order=price", /Ordering by price needs a region_id, currency_code or cart_id/],
      ["?created_at[gt]=yesterday", /created_at\.gt: must be a date/],
      ["?created_at=2024-01-01", /created_at/],
      ["?created_at[between]=x", /property created_at\.between should not exist/],
      ["?is_giftcard=maybe", /is_giftcard/],
      ["?q[]=a&q[]=b", /q/],
      ["?collection_id[a][b]=c", /collection_id/],
      ["?handle=", /handle: must not be empty/],
    ];

    it.each(badQueries)("answers 400 invalid_data to %s", async (query, message) => {
      const { status, body } = await requestJson<MedusaErrorBody>(api, `/store/products${query}`);
      expect(status).toBe(400);
      expect(body.type).toBe("invalid_data");
      expect(body.message).toMatch(message);
    });

    it("refuses NUL characters, which no catalogue value can hold", async () => {
      for (const path of [
        "/store/products?q=%00",
        `/store/products/${p.chair}%00`,
        "/store/variants?ids=a%00b",
      ]) {
        const { status, body } = await requestJson<MedusaErrorBody>(api, path);
        expect(status, path).toBe(400);
        expect(body.message).toMatch(/NUL character/);
      }
      const search = await requestJson<MedusaErrorBody>(api, "/store/products/search", {
        method: "POST",
        json: { q: "oak\u0000" },
      });
      expect(search.status).toBe(400);
    });

    it("never fails with a 500 on odd input", async () => {
      const odd = [
        "?q=%00",
        "?q=%27%3B%20drop%20table%20product%3B--",
        "?id[]=",
        "?tags=",
        "?limit=1000&offset=999999",
        "?currency_code=XYZ",
        `?region_id=${"r".repeat(2000)}`,
        "?expand[foo]=bar",
        "?%E0%A4%A=1",
        "?created_at[gt]=-200000-01-01",
        "?created_at[lt]=275000-01-01",
        "?updated_at[gte]=0",
      ];
      for (const query of odd) {
        const response = await api.request(`/store/products${query}`);
        expect(response.status, query).toBeLessThan(500);
      }
      const paths = [
        "/store/products/%00",
        "/store/products/%E0%A4%A",
        "/store/variants/%25",
        "/store/variants?inventory_quantity[gt]=1e300",
        "/store/variants?inventory_quantity=99999999999",
        "/store/variants?ids=,,,",
        "/store/regions?created_at[gt]=-200000-01-01",
        "/store/collections?handle[]=%27&offset=999999",
        "/store/product-categories?parent_category_id=%25&q=%25_",
        "/store/product-tags?q=%5C&value=%25",
        "/store/product-types/%E2%9C%93",
      ];
      for (const path of paths) {
        const response = await api.request(path);
        expect(response.status, path).toBeLessThan(500);
      }
    });
  });
});
