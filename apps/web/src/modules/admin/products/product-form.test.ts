import type { AdminProduct } from "@atelier/commerce-client";
import { describe, expect, it } from "vitest";
import {
  emptyProductDraft,
  emptyVariantDraft,
  fieldKey,
  FORM_MESSAGES,
  formatAmountInput,
  parseAmount,
  productToDraft,
  toProductCreateInput,
  toVariantInput,
  validateProductDraft,
  variantsForEveryCombination,
  type OptionDraft,
  type ProductDraft,
} from "./product-form";

const currencies = ["usd", "eur", "jpy"];
const size: OptionDraft = { key: "size", title: "Size", values: "Small, Large, Small, " };

function vaseDraft(): ProductDraft {
  const [small, large] = variantsForEveryCombination([size], []);
  return {
    ...emptyProductDraft(),
    title: "  Stoneware vase ",
    handle: "stoneware-vase",
    status: "published",
    images: ["http://api/media/uploads/vase.png"],
    options: [size],
    variants: [
      { ...small, sku: "VASE-S", inventory: "5", prices: { usd: "45", eur: "42.50", jpy: "6800" } },
      { ...large, sku: "", inventory: "2", prices: { usd: "65.5", eur: "", jpy: "" } },
    ],
  };
}

describe("amounts", () => {
  it("reads major units into minor units, whole amounts for zero-decimal currencies", () => {
    expect(parseAmount("12.50", "usd")).toBe(1250);
    expect(parseAmount(" 0 ", "eur")).toBe(0);
    expect(parseAmount("19.99", "usd")).toBe(1999);
    expect(parseAmount("1500", "jpy")).toBe(1500);
    expect(parseAmount("15.5", "jpy")).toBeNull();
    expect(parseAmount("-1", "usd")).toBeNull();
    expect(parseAmount("12.345", "usd")).toBeNull();
    expect(parseAmount("ten", "usd")).toBeNull();
  });

  it("shows stored amounts as a person types them", () => {
    expect(formatAmountInput(1250, "usd")).toBe("12.50");
    expect(formatAmountInput(6800, "jpy")).toBe("6800");
  });
});

describe("product form checks", () => {
  it("asks for a title and a well-formed handle", () => {
    const errors = validateProductDraft(
      { ...emptyProductDraft(), handle: "Oak Table" },
      currencies,
      { withVariants: true },
    );
    expect(errors.title).toBe(FORM_MESSAGES.titleRequired);
    expect(errors.handle).toBe(FORM_MESSAGES.handleFormat);
  });

  it("accepts a complete product", () => {
    expect(validateProductDraft(vaseDraft(), currencies, { withVariants: true })).toEqual({});
  });

  it("wants amounts of 0 or more, stock as a whole number and a price on every variant", () => {
    const draft = vaseDraft();
    const [small, large] = draft.variants;
    draft.variants = [
      { ...small, inventory: "-2", prices: { usd: "-5", jpy: "12.5" } },
      { ...large, prices: {} },
    ];
    const errors = validateProductDraft(draft, currencies, { withVariants: true });
    expect(errors[fieldKey.variant(small.key, "inventory")]).toBe(FORM_MESSAGES.inventory);
    expect(errors[fieldKey.price(small.key, "usd")]).toBe(FORM_MESSAGES.amount);
    expect(errors[fieldKey.price(small.key, "jpy")]).toBe(FORM_MESSAGES.wholeAmount);
    expect(errors[fieldKey.variant(large.key, "prices")]).toBe(FORM_MESSAGES.priceRequired);
  });

  it("wants each option named with values, and each variant to pick a distinct value", () => {
    const draft = vaseDraft();
    const blank: OptionDraft = { key: "colour", title: "", values: " , " };
    draft.options = [size, blank];
    draft.variants = [
      { ...draft.variants[0], optionValues: { size: "Small" } },
      { ...draft.variants[1], optionValues: { size: "Small" } },
    ];
    const errors = validateProductDraft(draft, currencies, { withVariants: true });
    expect(errors[fieldKey.option("colour", "title")]).toBe(FORM_MESSAGES.optionTitleRequired);
    expect(errors[fieldKey.option("colour", "values")]).toBe(FORM_MESSAGES.optionValuesRequired);
    expect(errors[fieldKey.variantOption(draft.variants[0].key, "colour")]).toBe(
      FORM_MESSAGES.optionValueRequired(""),
    );
    expect(errors[fieldKey.variant(draft.variants[1].key, "options")]).toBe(
      FORM_MESSAGES.duplicateVariant,
    );
  });

  it("checks only the product's own fields on a saved product", () => {
    const draft = { ...vaseDraft(), variants: [{ ...emptyVariantDraft(), inventory: "x" }] };
    expect(validateProductDraft(draft, currencies, { withVariants: false })).toEqual({});
  });
});

describe("variants for every combination", () => {
  it("makes one row per combination and keeps the rows already typed", () => {
    const colour: OptionDraft = { key: "colour", title: "Colour", values: "Oak, Ash" };
    const first = variantsForEveryCombination([size], []);
    first[0].sku = "KEPT";
    const both = variantsForEveryCombination([size, colour], first);
    expect(both.map((variant) => variant.optionValues)).toEqual([
      { size: "Small", colour: "Oak" },
      { size: "Small", colour: "Ash" },
      { size: "Large", colour: "Oak" },
      { size: "Large", colour: "Ash" },
    ]);
    expect(variantsForEveryCombination([size], both.slice(0, 1))[0].sku).toBe("");
    expect(variantsForEveryCombination([size], first)[0].sku).toBe("KEPT");
  });
});

describe("request bodies", () => {
  it("maps a new product to the create body, with minor-unit prices in every typed currency", () => {
    expect(toProductCreateInput(vaseDraft(), currencies)).toEqual({
      title: "Stoneware vase",
      subtitle: null,
      description: null,
      handle: "stoneware-vase",
      status: "published",
      collection_id: null,
      images: ["http://api/media/uploads/vase.png"],
      thumbnail: "http://api/media/uploads/vase.png",
      options: [{ title: "Size" }],
      variants: [
        {
          title: "Small",
          sku: "VASE-S",
          inventory_quantity: 5,
          manage_inventory: true,
          prices: [
            { currency_code: "usd", amount: 4500 },
            { currency_code: "eur", amount: 4250 },
            { currency_code: "jpy", amount: 6800 },
          ],
          options: [{ value: "Small" }],
        },
        {
          title: "Large",
          sku: null,
          inventory_quantity: 2,
          manage_inventory: true,
          prices: [{ currency_code: "usd", amount: 6550 }],
          options: [{ value: "Large" }],
        },
      ],
    });
  });

  it("round-trips a saved variant: price ids kept, region prices sent back unchanged", () => {
    const product = {
      id: "prod_1",
      title: "Vase",
      handle: "vase",
      subtitle: null,
      description: null,
      status: "published",
      collection_id: null,
      thumbnail: null,
      images: [{ url: "http://api/a.png" }],
      options: [{ id: "opt_1", title: "Size", values: [{ value: "Small" }, { value: "Small" }] }],
      variants: [
        {
          id: "variant_1",
          title: "Small",
          sku: "S",
          inventory_quantity: 3,
          manage_inventory: true,
          options: [{ option_id: "opt_1", value: "Small" }],
          prices: [
            {
              id: "ma_1",
              currency_code: "usd",
              amount: 1250,
              region_id: null,
              price_list_id: null,
              min_quantity: null,
              max_quantity: null,
            },
            {
              id: "ma_2",
              currency_code: "eur",
              amount: 900,
              region_id: "reg_eu",
              price_list_id: null,
              min_quantity: null,
              max_quantity: null,
            },
          ],
        },
      ],
    } as unknown as AdminProduct;
    const draft = productToDraft(product);
    expect(draft.options).toEqual([{ key: "opt_1", id: "opt_1", title: "Size", values: "Small" }]);
    const variant = { ...draft.variants[0], prices: { usd: "13", jpy: "2000" } };
    expect(toVariantInput(variant, draft.options, currencies)).toEqual({
      title: "Small",
      sku: "S",
      inventory_quantity: 3,
      prices: [
        { id: "ma_1", currency_code: "usd", amount: 1300 },
        { currency_code: "jpy", amount: 2000 },
        { id: "ma_2", region_id: "reg_eu", amount: 900 },
      ],
      options: [{ option_id: "opt_1", value: "Small" }],
    });
  });
});
