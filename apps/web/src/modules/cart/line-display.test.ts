import { describe, expect, it } from "vitest";
import {
  lineProductHref,
  lineRecipientLabel,
  lineVariantTitle,
  type DisplayedLine,
} from "./line-display";

function line(fields: Partial<DisplayedLine>): DisplayedLine {
  return { title: "Oak Lounge Chair", description: null, variant: null, ...fields };
}

describe("lineProductHref", () => {
  it("links to the product page by handle", () => {
    const chair = line({ variant: { title: "Natural", product: { handle: "oak-lounge-chair" } } });
    expect(lineProductHref(chair)).toBe("/products/oak-lounge-chair");
  });

  it("has no link when the product or its handle is missing", () => {
    expect(lineProductHref(line({}))).toBeNull();
    expect(
      lineProductHref(line({ variant: { title: "Natural", product: { handle: null } } })),
    ).toBeNull();
  });
});

describe("lineVariantTitle", () => {
  it("names the variant, falling back to the line description", () => {
    expect(lineVariantTitle(line({ variant: { title: "Walnut / Linen", product: null } }))).toBe(
      "Walnut / Linen",
    );
    expect(lineVariantTitle(line({ description: "Oak / Wool" }))).toBe("Oak / Wool");
  });

  it("says nothing when the variant name repeats the title or is empty", () => {
    expect(lineVariantTitle(line({ description: "Oak Lounge Chair" }))).toBeNull();
    expect(lineVariantTitle(line({ description: " " }))).toBeNull();
  });
});

describe("lineRecipientLabel", () => {
  it("names whom a gift card is for", () => {
    const metadata = {
      gift_card_recipient_email: "ada@example.com",
      gift_card_recipient_name: "Ada Lovelace",
    };
    expect(lineRecipientLabel(line({ metadata }))).toBe("For Ada Lovelace (ada@example.com)");
  });

  it("says nothing on an ordinary line", () => {
    expect(lineRecipientLabel(line({ metadata: null }))).toBeNull();
  });
});
