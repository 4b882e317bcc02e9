import { describe, expect, it } from "vitest";
import { cheapestPrice, priceOverrides, variantPrice } from "./product-price";
import { productFixture, variantFixture } from "./testing/product-fixture";

describe("variantPrice", () => {
  it("is the calculated price for the region", () => {
    expect(
      variantPrice(variantFixture("v", {}, { calculated_price: 2400, original_price: 2400 })),
    ).toEqual({
      amount: 2400,
    });
  });

  it("keeps the original price when the variant is on sale", () => {
    expect(
      variantPrice(variantFixture("v", {}, { calculated_price: 1800, original_price: 2400 })),
    ).toEqual({
      amount: 1800,
      originalAmount: 2400,
    });
  });

  it("is undefined when the product was fetched without a region", () => {
    expect(variantPrice(variantFixture("v", {}, { calculated_price: null }))).toBeUndefined();
  });
});

describe("cheapestPrice", () => {
  it("takes the lowest variant price and says when prices vary", () => {
    const product = productFixture([
      variantFixture("oak", { frame: "Oak" }, { calculated_price: 89000, original_price: 89000 }),
      variantFixture(
        "walnut",
        { frame: "Walnut" },
        { calculated_price: 101000, original_price: 101000 },
      ),
    ]);
    expect(cheapestPrice(product.variants)).toEqual({ amount: 89000, varies: true });
  });

  it("does not say 'from' when every variant costs the same", () => {
    const product = productFixture([
      variantFixture("oat", { colour: "Oat" }),
      variantFixture("sage", { colour: "Sage" }),
    ]);
    expect(cheapestPrice(product.variants)).toEqual({ amount: 1000, varies: false });
  });

  it("is undefined without prices", () => {
    expect(cheapestPrice(productFixture([]).variants)).toBeUndefined();
  });
});

describe("a signed-in shopper's own prices", () => {
  const oak = variantFixture(
    "oak",
    { frame: "Oak" },
    { calculated_price: 90000, original_price: 90000 },
  );
  const walnut = variantFixture(
    "walnut",
    { frame: "Walnut" },
    { calculated_price: 100000, original_price: 100000 },
  );
  const tradeOak = variantFixture(
    "oak",
    { frame: "Oak" },
    { calculated_price: 76500, original_price: 90000 },
  );
  const overrides = priceOverrides([productFixture([tradeOak])]);

  it("replace the shared price of the variants they name, keeping the base price to compare", () => {
    expect(variantPrice(oak, overrides)).toEqual({ amount: 76500, originalAmount: 90000 });
  });

  it("leave the other variants at the shared price", () => {
    expect(variantPrice(walnut, overrides)).toEqual({ amount: 100000 });
  });

  it("make the card show the lowest price the shopper pays", () => {
    expect(cheapestPrice([oak, walnut], overrides)).toEqual({
      amount: 76500,
      originalAmount: 90000,
      varies: true,
    });
  });
});
