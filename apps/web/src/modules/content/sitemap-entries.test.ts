import { describe, expect, it } from "vitest";
import { sitemapEntries } from "./sitemap-entries";

describe("sitemapEntries", () => {
  it("lists home, content pages by their route, the shop, collections and products", () => {
    const entries = sitemapEntries("https://atelier.example/", {
      content: [
        { _type: "page", slug: "home", _updatedAt: "2026-01-01T00:00:00Z" },
        { _type: "page", slug: "about" },
        { _type: "locations", slug: "london" },
        { _type: "locationsWeServe", slug: "kent" },
      ],
      collectionHandles: ["living-room"],
      productHandles: [{ handle: "oak-chair", updatedAt: "2026-02-01T00:00:00Z" }],
    });
    expect(entries).toEqual([
      { url: "https://atelier.example/" },
      { url: "https://atelier.example/about" },
      { url: "https://atelier.example/locations/london" },
      { url: "https://atelier.example/locations-we-serve/kent" },
      { url: "https://atelier.example/shop" },
      { url: "https://atelier.example/collections/living-room" },
      { url: "https://atelier.example/products/oak-chair", lastModified: "2026-02-01T00:00:00Z" },
    ]);
  });

  it("leaves out content slugs that land on pages that are not indexed", () => {
    const entries = sitemapEntries("https://atelier.example", {
      content: [
        { _type: "page", slug: "thank-you" },
        { _type: "page", slug: "page-not-found" },
        { _type: "page", slug: "cart" },
        { _type: "page", slug: "checkout" },
        { _type: "page", slug: "account" },
        { _type: "page", slug: "contact" },
      ],
      collectionHandles: [],
      productHandles: [],
    });
    expect(entries.map((entry) => entry.url)).toEqual([
      "https://atelier.example/",
      "https://atelier.example/contact",
      "https://atelier.example/shop",
    ]);
  });
});
