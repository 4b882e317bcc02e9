import { describe, expect, it } from "vitest";
import {
  listingParams,
  parseShopParams,
  shopHref,
  sortOrder,
  type ShopParams,
} from "./shop-params";

const defaults: ShopParams = { q: "", collection: "", category: "", sort: "newest", page: 1 };

describe("parseShopParams", () => {
  it("falls back to the newest products on page 1 when the URL has no parameters", () => {
    expect(parseShopParams({})).toEqual(defaults);
  });

  it("reads the search text, filters, sort and page", () => {
    expect(
      parseShopParams({
        q: " oak lamp ",
        collection: "lighting",
        category: "chairs",
        sort: "price-desc",
        page: "3",
      }),
    ).toEqual({
      q: "oak lamp",
      collection: "lighting",
      category: "chairs",
      sort: "price-desc",
      page: 3,
    });
  });

  it("takes the first value when a parameter is repeated", () => {
    expect(parseShopParams({ collection: ["lighting", "textiles"] }).collection).toBe("lighting");
  });

  it("ignores an unknown sort and a page that is not a positive whole number", () => {
    expect(parseShopParams({ sort: "cheapest", page: "-2" })).toMatchObject({
      sort: "newest",
      page: 1,
    });
    expect(parseShopParams({ page: "abc" }).page).toBe(1);
    expect(parseShopParams({ page: "0" }).page).toBe(1);
  });

  it("cuts very long search text", () => {
    expect(parseShopParams({ q: "a".repeat(500) }).q).toHaveLength(100);
  });
});

describe("sortOrder", () => {
  it("maps each sort to the API's order parameter", () => {
    expect(sortOrder("newest")).toBe("-created_at");
    expect(sortOrder("price-asc")).toBe("price");
    expect(sortOrder("price-desc")).toBe("-price");
  });
});

describe("shopHref", () => {
  it("leaves defaults out of the address", () => {
    expect(shopHref("/shop", defaults, {})).toBe("/shop");
  });

  it("keeps the other filters when one changes and goes back to page 1", () => {
    const current: ShopParams = { ...defaults, q: "vase", sort: "price-asc", page: 4 };
    expect(shopHref("/shop", current, { collection: "ceramics" })).toBe(
      "/shop?q=vase&collection=ceramics&sort=price-asc",
    );
  });

  it("links to another page of the same listing", () => {
    expect(shopHref("/collections/lighting", defaults, { page: 2 })).toBe(
      "/collections/lighting?page=2",
    );
  });

  it("clears a filter when it is set to empty", () => {
    const current: ShopParams = { ...defaults, category: "chairs" };
    expect(shopHref("/shop", current, { category: "" })).toBe("/shop");
  });

  it("encodes search text", () => {
    expect(shopHref("/shop", defaults, { q: "linen & wool" })).toBe("/shop?q=linen+%26+wool");
  });
});

describe("listingParams", () => {
  it("keeps only sort and page for a collection or category page", () => {
    const params: ShopParams = {
      q: "vase",
      collection: "decor",
      category: "mirrors",
      sort: "price-asc",
      page: 2,
    };
    expect(shopHref("/collections/decor", listingParams(params), { page: 3 })).toBe(
      "/collections/decor?sort=price-asc&page=3",
    );
  });
});
