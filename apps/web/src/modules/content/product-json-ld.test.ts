import type { Product, ProductVariant } from "@atelier/commerce-client";
import { describe, expect, it } from "vitest";
import { productJsonLd } from "./product-json-ld";

function variant(overrides: Partial<ProductVariant>): ProductVariant {
  return {
    id: "variant_1",
    sku: "OAK-CHAIR",
    calculated_price: 12_500,
    original_price: 12_500,
    inventory_quantity: 4,
    manage_inventory: true,
    allow_backorder: false,
    ...overrides,
  } as ProductVariant;
}

function product(variants: ProductVariant[]): Product {
  return {
    title: "Oak chair",
    description: "Solid oak.",
    subtitle: null,
    thumbnail: "http://localhost:9000/a.jpg",
    images: [{ url: "http://localhost:9000/a.jpg" }, { url: "http://localhost:9000/b.jpg" }],
    variants,
  } as unknown as Product;
}

describe("productJsonLd", () => {
  it("describes the product with one offer at the shown price", () => {
    expect(productJsonLd(product([variant({})]), "eur", "https://shop.test/products/oak")).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Oak chair",
      image: ["http://localhost:9000/a.jpg", "http://localhost:9000/b.jpg"],
      description: "Solid oak.",
      sku: "OAK-CHAIR",
      url: "https://shop.test/products/oak",
      offers: {
        "@type": "Offer",
        sku: "OAK-CHAIR",
        price: "125",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        url: "https://shop.test/products/oak",
      },
    });
  });

  it("lists each priced variant, out of stock ones as such, and zero-decimal currencies whole", () => {
    const ld = productJsonLd(
      product([
        variant({ sku: "A", calculated_price: 1500 }),
        variant({ id: "v2", sku: "B", inventory_quantity: 0 }),
        variant({ id: "v3", sku: "C", calculated_price: null }),
      ]),
      "jpy",
      "https://shop.test/p",
    );
    expect(ld.offers).toEqual([
      expect.objectContaining({ sku: "A", price: "1500", priceCurrency: "JPY" }),
      expect.objectContaining({ sku: "B", availability: "https://schema.org/OutOfStock" }),
    ]);
  });
});
