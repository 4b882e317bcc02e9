import { describe, expect, it } from "vitest";
import {
  buildCatalogueRows,
  dimensionsLine,
  optionCombinations,
  variantSku,
} from "./catalogue-rows";
import { demoPrices } from "./prices";
import { seedProducts } from "./products";
import { seedCategories } from "./taxonomy";

const now = new Date("2025-03-01T12:00:00Z");

describe("demo prices", () => {
  it("keeps dollars and euros in cents and yen in whole yen", () => {
    expect(demoPrices(45)).toEqual({ usd: 4500, eur: 4200, jpy: 6800 });
    expect(demoPrices(2400)).toEqual({ usd: 240000, eur: 223000, jpy: 360000 });
  });

  it("rounds euro prices over 100 to five euros and yen prices over 10,000 to a thousand", () => {
    const { eur, jpy } = demoPrices(890);
    expect(eur % 500).toBe(0);
    expect(jpy % 1000).toBe(0);
  });
});

describe("variant building blocks", () => {
  it("makes every combination of the option values in the order written", () => {
    expect(
      optionCombinations([
        { title: "Size", values: ["Queen", "King"] },
        { title: "Finish", values: ["Oak", "Walnut"] },
      ]),
    ).toEqual([
      ["Queen", "Oak"],
      ["Queen", "Walnut"],
      ["King", "Oak"],
      ["King", "Walnut"],
    ]);
  });

  it("builds readable SKUs from the handle and the option values", () => {
    expect(variantSku("tavola-dining-table", ["180 cm", "Oiled oak"])).toBe(
      "ATL-TAVOLA-180CM-OILEOAK",
    );
  });

  it("writes dimensions in centimetres", () => {
    expect(dimensionsLine({ width: 2200, depth: 950, height: 780, weight: 68000 })).toBe(
      "W 220 × D 95 × H 78 cm",
    );
  });
});

describe("the hand-written demo catalogue", () => {
  const leafCategories = new Set<string>(
    seedCategories.flatMap((parent) => parent.children.map((child) => child.handle)),
  );

  it("has unique handles and at least 48 products", () => {
    const handles = seedProducts.map((product) => product.handle);
    expect(handles.length).toBeGreaterThanOrEqual(48);
    expect(new Set(handles).size).toBe(handles.length);
  });

  it.each(seedProducts.map((product) => [product.handle, product] as const))(
    "describes %s fully",
    (_handle, product) => {
      const sentences = product.description.split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(product.subtitle).not.toBe("");
      expect(product.material).not.toBe("");
      expect(product.categories.length).toBeGreaterThanOrEqual(1);
      expect(product.categories.length).toBeLessThanOrEqual(2);
      expect(product.categories.every((category) => leafCategories.has(category))).toBe(true);
      expect(optionCombinations(product.options).length).toBeGreaterThanOrEqual(2);
      expect(
        Object.values(product.size).every((value) => Number.isInteger(value) && value > 0),
      ).toBe(true);
    },
  );

  it("only names sold-out variants and surcharged option values that exist", () => {
    for (const product of seedProducts) {
      const titles = optionCombinations(product.options).map((values) => values.join(" / "));
      const values = product.options.flatMap((option) => option.values);
      expect(titles).toEqual(expect.arrayContaining(product.soldOut ?? []));
      expect(values).toEqual(expect.arrayContaining(Object.keys(product.surcharges ?? {})));
    }
  });

  it("gives every variant a unique SKU", () => {
    const skus = buildCatalogueRows(seedProducts, "sc_test", now).variants.map(
      (variant) => variant.sku,
    );
    expect(new Set(skus).size).toBe(skus.length);
  });

  it("is deterministic apart from the ids", () => {
    const contentOf = (rows: ReturnType<typeof buildCatalogueRows>) => ({
      products: rows.products.map(({ handle, created_at }) => [handle, created_at]),
      variants: rows.variants.map(({ title, sku, inventory_quantity }) => [
        title,
        sku,
        inventory_quantity,
      ]),
      prices: rows.prices.map(({ currency_code, amount }) => [currency_code, amount]),
    });
    expect(contentOf(buildCatalogueRows(seedProducts, "sc_test", now))).toEqual(
      contentOf(buildCatalogueRows(seedProducts, "sc_test", now)),
    );
  });

  it("makes the products tagged new the newest ones", () => {
    const rows = buildCatalogueRows(seedProducts, "sc_test", now);
    const byNewest = [...rows.products].sort((a, b) => Number(b.created_at) - Number(a.created_at));
    const newCount = seedProducts.filter((product) => product.tags.includes("new")).length;
    const newest = new Set(byNewest.slice(0, newCount).map((product) => product.handle));
    expect(
      seedProducts
        .filter((product) => product.tags.includes("new"))
        .every((product) => newest.has(product.handle)),
    ).toBe(true);
  });
});
