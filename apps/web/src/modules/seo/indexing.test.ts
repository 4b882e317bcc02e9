import { describe, expect, it } from "vitest";
import { isIndexablePath, NOINDEX_PAGES, PRIVATE_PATH_PREFIXES } from "./indexing";

describe("isIndexablePath", () => {
  it("keeps the shop's public pages indexable", () => {
    for (const path of [
      "/",
      "/shop",
      "/about",
      "/products/oak-chair",
      "/collections/living-room",
      "/locations/shoreditch",
      "/locations-we-serve/greater-london",
      "/ordering-guide",
    ]) {
      expect(isIndexablePath(path), path).toBe(true);
    }
  });

  it("refuses the account, admin, cart, checkout, order and API addresses", () => {
    for (const path of [
      "/cart",
      "/checkout",
      "/account",
      "/account/login",
      "/account/staff/invite",
      "/admin/trade-professionals",
      "/order/lookup",
      "/order/confirmed/order_1",
      "/api/preview",
    ]) {
      expect(isIndexablePath(path), path).toBe(false);
    }
  });

  it("refuses the thank-you page and the broken-link fallback, but not pages that start alike", () => {
    expect(isIndexablePath("/thank-you")).toBe(false);
    expect(isIndexablePath("/page-not-found")).toBe(false);
    expect(isIndexablePath("/thank-you-notes")).toBe(true);
  });

  it("lists the two kinds apart: private areas are disallowed, noindex pages are not", () => {
    expect(PRIVATE_PATH_PREFIXES).not.toContain("/thank-you");
    expect(NOINDEX_PAGES).toEqual(["/thank-you", "/page-not-found"]);
  });
});
