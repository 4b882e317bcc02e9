import { describe, expect, it } from "vitest";
import {
  descriptionMetadata,
  descriptionText,
  firstDescription,
  listingDescription,
  MAX_DESCRIPTION_LENGTH,
  productDescription,
} from "./meta-description";

const LONG =
  "A solid oak dining table with a hand-oiled finish, made to order in our Sheffield workshop by two joiners who have built furniture together for thirty years.";

describe("descriptionText", () => {
  it("trims and collapses whitespace", () => {
    expect(descriptionText("  Linen bed with a\n tall   padded headboard  ")).toBe(
      "Linen bed with a tall padded headboard",
    );
  });

  it("refuses a text under 20 characters and an empty one", () => {
    expect(descriptionText("Sofas")).toBeUndefined();
    expect(descriptionText("   ")).toBeUndefined();
    expect(descriptionText(null)).toBeUndefined();
    expect(descriptionText("x".repeat(20))).toBe("x".repeat(20));
  });

  it("cuts a long text at a word boundary, within 160 characters", () => {
    const text = `${LONG} ${LONG}`;
    const description = descriptionText(text)!;
    expect(description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(description.endsWith("…")).toBe(true);
    const kept = description.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // What follows in the original starts with a space or a mark: no word was cut in half.
    expect(text.slice(kept.length)).toMatch(/^[\s,;:.]/);
  });

  it("keeps a text of exactly 160 characters whole", () => {
    const text = "word ".repeat(32).trim().padEnd(160, "s");
    expect(descriptionText(text)).toBe(text);
  });
});

describe("firstDescription", () => {
  it("takes the first candidate long enough, skipping empty and short ones", () => {
    expect(
      firstDescription([undefined, "", "Too short", "Hand-thrown stoneware for every day"]),
    ).toBe("Hand-thrown stoneware for every day");
    expect(firstDescription([null, "tiny"])).toBeUndefined();
  });
});

describe("descriptionMetadata", () => {
  it("leaves the key out without a description, so the layout's default stays", () => {
    expect(descriptionMetadata(undefined)).toEqual({});
    expect("description" in descriptionMetadata(undefined)).toBe(false);
    expect(descriptionMetadata("A description of the page")).toEqual({
      description: "A description of the page",
    });
  });
});

describe("productDescription", () => {
  it("prefers the subtitle, then the description", () => {
    expect(
      productDescription({ subtitle: "Linen bed with a padded headboard", description: LONG }),
    ).toBe("Linen bed with a padded headboard");
    expect(productDescription({ subtitle: "Oak", description: LONG })).toBe(LONG);
    expect(productDescription({ subtitle: null, description: null })).toBeUndefined();
  });
});

describe("listingDescription", () => {
  it("uses the collection's or category's own description", () => {
    expect(listingDescription("Lighting", "Lamps and pendants made in small runs.")).toBe(
      "Lamps and pendants made in small runs.",
    );
  });

  it("otherwise names it in a sentence", () => {
    expect(listingDescription(" Living room ", "")).toBe(
      "Shop Living room at Atelier: furniture, lighting and objects for the home.",
    );
    expect(listingDescription(null, null)).toBeUndefined();
  });
});
