import { describe, expect, it } from "vitest";
import { productListQuery } from "./product-query";
import type { ShopParams } from "./shop-params";

const firstPage: ShopParams = { q: "", collection: "", category: "", sort: "newest", page: 1 };

describe("productListQuery", () => {
  it("asks for the newest twelve products priced for the region, gift cards left out", () => {
    expect(productListQuery(firstPage, { regionId: "reg_us" })).toEqual({
      region_id: "reg_us",
      is_giftcard: false,
      limit: 12,
      offset: 0,
      order: "-created_at",
    });
  });

  it("sorts by the region's price and skips earlier pages", () => {
    expect(
      productListQuery({ ...firstPage, sort: "price-desc", page: 3 }, { regionId: "reg_eu" }),
    ).toMatchObject({
      region_id: "reg_eu",
      order: "-price",
      offset: 24,
    });
  });

  it("filters by search text, collection and category including its subcategories", () => {
    expect(
      productListQuery(
        { ...firstPage, q: "oak" },
        { regionId: "reg_us", collectionId: "pcol_1", categoryId: "pcat_1" },
      ),
    ).toMatchObject({
      q: "oak",
      collection_id: ["pcol_1"],
      category_id: ["pcat_1"],
      include_category_children: true,
    });
  });
});
