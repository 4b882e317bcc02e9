import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoreVariantWithProduct } from "../src/modules/catalogue/variant-service";
import {
  ids,
  type MedusaErrorBody,
  requestJson,
  startCatalogueApi,
  type Wire,
} from "./fixtures/catalogue";
import { databaseKinds, type TestApi } from "./harness";

type Variant = Wire<StoreVariantWithProduct>;

describe.each(databaseKinds)("store variants on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startCatalogueApi(kind);
  });
  afterAll(() => api?.close());

  const { variants: v, products: p } = ids;
  const list = async (query = "") => {
    const { status, body } = await requestJson<{ variants: Variant[] }>(
      api,
      `/store/variants${query}`,
    );
    expect(status).toBe(200);
    return body;
  };
  const listIds = async (query = "") =>
    (await list(query)).variants.map((variant) => variant.id).sort();

  it("lists variants of published products in the default channel, without a count", async () => {
    const body = await list();
    expect(Object.keys(body)).toEqual(["variants"]);
    expect(body.variants.map((variant) => variant.id).sort()).toEqual(
      [v.chairNatural, v.chairSmoked, v.table180, v.table220, v.lamp, v.cushion, v.giftCard].sort(),
    );
  });

  it("selects variants by a comma list of ids, by id, by title and by stock", async () => {
    expect(await listIds(`?ids=${v.lamp},${v.cushion}`)).toEqual([v.cushion, v.lamp].sort());
    expect(await listIds(`?id=${v.table220}`)).toEqual([v.table220]);
    expect(await listIds(`?ids=${v.draftStool},${v.tradeBox}`)).toEqual([]);
    expect(await listIds("?title=Natural")).toEqual([v.chairNatural]);
    expect(await listIds("?inventory_quantity=0")).toEqual(
      [v.chairSmoked, v.giftCard, v.lamp].sort(),
    );
    expect(await listIds("?inventory_quantity[gte]=5")).toEqual([v.chairNatural, v.cushion].sort());
    expect((await list("?limit=2&offset=1")).variants).toHaveLength(2);
  });

  it("prices each variant in the region and includes its product", async () => {
    const { variants } = await list(`?ids=${v.chairNatural}&region_id=${ids.regions.us}`);
    expect(variants).toHaveLength(1);
    const [natural] = variants;
    expect(natural).toMatchObject({
      id: v.chairNatural,
      product_id: p.chair,
      original_price: 45000,
      calculated_price: 39900,
      calculated_price_type: "sale",
      purchasable: true,
      options: [{ value: "Natural", option_id: "opt_chair_color" }],
      product: {
        id: p.chair,
        title: "Oak Lounge Chair",
        thumbnail: `${api.url}/media/catalog/oak-chair.webp`,
      },
    });
    expect(natural.prices.every((price) => price.currency_code === "usd")).toBe(true);
    expect(natural.product).not.toHaveProperty("variants");
  });

  it("returns one variant by id, priced in a currency", async () => {
    const { status, body } = await requestJson<{ variant: Variant }>(
      api,
      `/store/variants/${v.table220}?currency_code=eur`,
    );
    expect(status).toBe(200);
    expect(body.variant).toMatchObject({
      id: v.table220,
      original_price: 149000,
      calculated_price: 149000,
    });
    expect(body.variant.product.id).toBe(p.table);
  });

  it("answers 404 for an unknown variant and for a variant of a draft product", async () => {
    for (const id of ["variant_missing", v.draftStool]) {
      const { status, body } = await requestJson<MedusaErrorBody>(api, `/store/variants/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ type: "not_found", message: `Variant with id: ${id} was not found` });
    }
  });

  it.each([
    ["/store/variants?limit=-1", /limit: must be at least 0/],
    ["/store/variants?limit=ten", /limit: must be a number/],
    ["/store/variants?sku=CHAIR-NAT", /property sku should not exist/],
    ["/store/variants?inventory_quantity=lots", /inventory_quantity/],
    [`/store/variants/${ids.variants.lamp}?order=title`, /property order should not exist/],
  ])("answers 400 invalid_data to %s", async (path, message) => {
    const { status, body } = await requestJson<MedusaErrorBody>(api, path);
    expect(status).toBe(400);
    expect(body.type).toBe("invalid_data");
    expect(body.message).toMatch(message);
  });
});
