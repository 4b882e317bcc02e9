import { CommerceInvalidRequestError, type Cart } from "@atelier/commerce-client";
import { describe, expect, it } from "vitest";
import { appliedDiscounts, appliedGiftCards, codeRefusalMessage } from "./applied-codes";

const refused = (message: string, status = 400) =>
  new CommerceInvalidRequestError({ message, status, type: "not_allowed" });

type DiscountRule = NonNullable<Cart["discounts"][number]["rule"]>;

function discount(
  code: string,
  rule: Pick<DiscountRule, "type" | "value"> & Partial<DiscountRule>,
) {
  return { code, rule: { allocation: "total", ...rule } as DiscountRule };
}

describe("applied code rows", () => {
  it("says what each discount gives", () => {
    expect(
      appliedDiscounts(
        [
          discount("SUMMER24", { type: "percentage", value: 10 }),
          discount("FREESHIP", { type: "free_shipping", value: 0 }),
          discount("ATELIER20", { type: "fixed", value: 2000, allocation: "total" }),
          discount("EACH5", { type: "fixed", value: 500, allocation: "item" }),
        ],
        "usd",
      ),
    ).toEqual([
      { code: "SUMMER24", detail: "10 % off" },
      { code: "FREESHIP", detail: "Free shipping" },
      { code: "ATELIER20", detail: "$20.00 off" },
      { code: "EACH5", detail: "$5.00 off each item" },
    ]);
  });

  it("shows what is on each gift card, in the cart's currency", () => {
    const card = { code: "GIFT-JP-10000", balance: 7500 };
    expect(appliedGiftCards([card], "jpy")).toEqual([
      { code: "GIFT-JP-10000", detail: "¥7,500 on the card" },
    ]);
  });
});

describe("codeRefusalMessage", () => {
  it("gives each reason a discount is refused its own message, naming the code", () => {
    const messages = [
      refused("Discount with code NOPE was not found", 404),
      refused("Discount is expired"),
      refused("The discount is not available in current region"),
      refused("Discount has been used maximum allowed times"),
      refused("Discount SUMMER24 conditions are not met by this cart"),
      refused("Discount is not valid yet"),
      refused("The discount code is disabled"),
    ].map((error) => codeRefusalMessage("discount", "summer24", error));
    expect(new Set(messages).size).toBe(messages.length);
    expect(messages.every((message) => message.includes("SUMMER24"))).toBe(true);
    expect(messages.slice(0, 5)).toEqual([
      "We don't recognise the code SUMMER24. Check it and try again.",
      "The code SUMMER24 has expired.",
      "The code SUMMER24 isn't valid in your region.",
      "The code SUMMER24 has been used as many times as it allows.",
      "Your cart doesn't meet the conditions of the code SUMMER24.",
    ]);
  });

  it("counts Medusa's customer-group refusal as conditions not met", () => {
    expect(
      codeRefusalMessage(
        "discount",
        "TRADE5",
        refused("Discount TRADE5 is not valid for customer"),
      ),
    ).toBe("Your cart doesn't meet the conditions of the code TRADE5.");
  });

  it("explains a refused gift card", () => {
    expect(
      codeRefusalMessage(
        "gift card",
        "gift-us-spent",
        refused("The gift card has no balance left"),
      ),
    ).toBe("The gift card GIFT-US-SPENT has no balance left.");
    expect(codeRefusalMessage("gift card", "x", refused("The gift card has expired"))).toBe(
      "The gift card X has expired.",
    );
    expect(
      codeRefusalMessage(
        "gift card",
        "GIFT-EU-100",
        refused("The gift card cannot be used in the current region"),
      ),
    ).toBe("The gift card GIFT-EU-100 isn't valid in your region.");
  });

  it("shows a reason it does not know as the API words it", () => {
    expect(
      codeRefusalMessage("discount", "X", refused("Carts of trade customers take no codes")),
    ).toBe("Carts of trade customers take no codes");
  });
});
