import type { AdminShippingOption } from "@atelier/commerce-client";
import { describe, expect, it } from "vitest";
import { shippingOptionDraftOf, shippingOptionFields } from "./shipping-option-draft";

describe("shippingOptionFields", () => {
  it("reads the price and the subtotal bounds in major units", () => {
    expect(
      shippingOptionFields(
        { name: " Express ", price: "12.50", min_subtotal: "", max_subtotal: "200" },
        "usd",
      ),
    ).toEqual({
      ok: true,
      name: "Express",
      amount: 1250,
      requirements: [{ type: "max_subtotal", amount: 20000 }],
    });
  });

  it("allows free shipping and zero-decimal currencies", () => {
    expect(
      shippingOptionFields(
        { name: "Free", price: "0", min_subtotal: "10000", max_subtotal: "" },
        "jpy",
      ),
    ).toEqual({
      ok: true,
      name: "Free",
      amount: 0,
      requirements: [{ type: "min_subtotal", amount: 10000 }],
    });
  });

  it("says what is wrong", () => {
    expect(
      shippingOptionFields(
        { name: "", price: "abc", min_subtotal: "50", max_subtotal: "50" },
        "eur",
      ),
    ).toEqual({
      ok: false,
      errors: {
        name: "Name is required.",
        price: "Enter the amount as a number, such as 12.50.",
        max_subtotal: "The maximum must be above the minimum.",
      },
    });
  });
});

describe("shippingOptionDraftOf", () => {
  it("fills the form from an option", () => {
    const option = {
      name: "Standard",
      amount: 800,
      requirements: [{ type: "min_subtotal", amount: 5000 }],
    } as AdminShippingOption;
    expect(shippingOptionDraftOf(option, "usd")).toEqual({
      name: "Standard",
      price: "8.00",
      min_subtotal: "50.00",
      max_subtotal: "",
    });
  });
});
