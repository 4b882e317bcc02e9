import { describe, expect, it } from "vitest";
import { formatDimensions, formatWeight, measuredFor } from "./product-details";
import { productFixture, variantFixture } from "./testing/product-fixture";

const none = { width: null, length: null, height: null, weight: null, material: null };

describe("formatDimensions", () => {
  it("shows millimetres as whole centimetres, width × depth × height", () => {
    expect(formatDimensions({ ...none, width: 2200, length: 950, height: 780 })).toBe(
      "W 220 × D 95 × H 78 cm",
    );
  });

  it("leaves out sizes that are not recorded", () => {
    expect(formatDimensions({ ...none, height: 455 })).toBe("H 46 cm");
  });

  it("is null without any size", () => {
    expect(formatDimensions(none)).toBeNull();
  });
});

describe("formatWeight", () => {
  it("shows kilograms from a kilo up and grams below", () => {
    expect(formatWeight({ ...none, weight: 68000 })).toBe("68 kg");
    expect(formatWeight({ ...none, weight: 14500 })).toBe("14.5 kg");
    expect(formatWeight({ ...none, weight: 850 })).toBe("850 g");
  });

  it("is null without a weight", () => {
    expect(formatWeight(none)).toBeNull();
  });
});

describe("measuredFor", () => {
  it("prefers the variant's own size and material over the product's", () => {
    const king = variantFixture("v_king", { size: "King" }, { width: 1900, material: "Oak" });
    const bed = productFixture([king], { width: 1500, height: 900, material: "Pine" });
    expect(measuredFor(bed, king)).toMatchObject({ width: 1900, height: 900, material: "Oak" });
  });
});
