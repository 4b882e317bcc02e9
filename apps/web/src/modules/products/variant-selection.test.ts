import { describe, expect, it } from "vitest";
import { productFixture, variantFixture } from "./testing/product-fixture";
import {
  findVariant,
  initialSelection,
  isChoiceAvailable,
  optionValues,
} from "./variant-selection";

const oakWool = variantFixture(
  "v_oak_wool",
  { frame: "Oak", cover: "Wool" },
  { inventory_quantity: 0 },
);
const oakLinen = variantFixture("v_oak_linen", { frame: "Oak", cover: "Linen" });
const walnutWool = variantFixture("v_walnut_wool", { frame: "Walnut", cover: "Wool" });
const chair = productFixture([oakWool, oakLinen, walnutWool]);

describe("findVariant", () => {
  it("finds the variant with every selected value", () => {
    expect(findVariant(chair, { frame: "Walnut", cover: "Wool" })).toBe(walnutWool);
  });

  it("finds nothing while an option is unselected", () => {
    expect(findVariant(chair, { frame: "Oak" })).toBeUndefined();
  });

  it("finds nothing for a combination that is not made", () => {
    expect(findVariant(chair, { frame: "Walnut", cover: "Linen" })).toBeUndefined();
  });
});

describe("initialSelection", () => {
  it("opens on the first variant that is in stock", () => {
    expect(initialSelection(chair)).toEqual({ frame: "Oak", cover: "Linen" });
  });

  it("opens on the first variant when none is in stock", () => {
    const soldOut = productFixture([oakWool]);
    expect(initialSelection(soldOut)).toEqual({ frame: "Oak", cover: "Wool" });
  });
});

describe("optionValues", () => {
  it("lists each value once, in variant order", () => {
    expect(optionValues(chair, "frame")).toEqual(["Oak", "Walnut"]);
    expect(optionValues(chair, "cover")).toEqual(["Wool", "Linen"]);
  });
});

describe("isChoiceAvailable", () => {
  it("marks a choice whose variant is sold out", () => {
    expect(isChoiceAvailable(chair, { frame: "Oak", cover: "Linen" }, "cover", "Wool")).toBe(false);
    expect(isChoiceAvailable(chair, { frame: "Walnut", cover: "Wool" }, "cover", "Wool")).toBe(
      true,
    );
  });

  it("marks a choice that makes a combination that is not made", () => {
    expect(isChoiceAvailable(chair, { frame: "Walnut", cover: "Wool" }, "cover", "Linen")).toBe(
      false,
    );
  });
});
