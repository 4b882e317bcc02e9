import { describe, expect, it } from "vitest";
import { toQueryString, withQuery } from "./query-string";

describe("toQueryString", () => {
  it("writes arrays with empty brackets", () => {
    expect(toQueryString({ collection_id: ["a", "b"] })).toBe(
      "collection_id[]=a&collection_id[]=b",
    );
  });

  it("writes nested objects as bracketed keys", () => {
    expect(toQueryString({ created_at: { gt: "2024-01-01", lte: "2024-12-31" } })).toBe(
      "created_at[gt]=2024-01-01&created_at[lte]=2024-12-31",
    );
  });

  it("indexes objects inside arrays so the server can tell them apart", () => {
    expect(toQueryString({ items: [{ id: "a" }, { id: "b" }] })).toBe(
      "items[0][id]=a&items[1][id]=b",
    );
  });

  it("writes numbers, booleans and dates as text", () => {
    const date = new Date("2024-05-01T00:00:00.000Z");
    expect(toQueryString({ limit: 0, is_giftcard: false, created_at: { gt: date } })).toBe(
      "limit=0&is_giftcard=false&created_at[gt]=2024-05-01T00%3A00%3A00.000Z",
    );
  });

  it("leaves out undefined and null values", () => {
    expect(toQueryString({ q: undefined, region_id: null, limit: 5 })).toBe("limit=5");
  });

  it("percent-encodes names and values", () => {
    expect(toQueryString({ q: "oak & linen", "a b": "x=y" })).toBe(
      "q=oak%20%26%20linen&a%20b=x%3Dy",
    );
  });
});

describe("withQuery", () => {
  it("appends a query only when there is something to send", () => {
    expect(withQuery("/store/products", undefined)).toBe("/store/products");
    expect(withQuery("/store/products", { q: undefined })).toBe("/store/products");
    expect(withQuery("/store/products", { limit: 2 })).toBe("/store/products?limit=2");
    expect(withQuery("/store/products?a=1", { limit: 2 })).toBe("/store/products?a=1&limit=2");
  });
});
