import { describe, expect, it } from "vitest";
import { emptyAddressDraft } from "@/modules/account/address-draft";
import {
  checkCustomItem,
  checkDraftOrder,
  quantityError,
  type DraftOrderInput,
} from "./draft-order-input";

const address = {
  ...emptyAddressDraft("us"),
  first_name: "Ada",
  last_name: "Lovelace",
  address_1: "1 Main Street",
  city: "Springfield",
  postal_code: "12345",
};

const complete: DraftOrderInput = {
  email: " ada@example.com ",
  customerId: "cus_1",
  regionId: "reg_1",
  lines: [
    { key: "a", kind: "variant", variantId: "variant_1", title: "Chair / Oak", quantity: "2" },
    { key: "b", kind: "custom", title: "Gift wrapping", unitPrice: 1500, quantity: "1" },
  ],
  shippingOptionId: "so_1",
  discountCode: "",
  shippingAddress: { kind: "typed", draft: address },
};

describe("quantityError", () => {
  it("takes whole numbers from 1 to 999", () => {
    expect(quantityError("3")).toBeUndefined();
    expect(quantityError("0")).toBe("At least 1.");
    expect(quantityError("1.5")).toBe("Enter a whole number.");
    expect(quantityError("1000")).toBe("At most 999.");
  });
});

describe("checkCustomItem", () => {
  it("reads the price in the currency's minor units", () => {
    expect(checkCustomItem({ title: " Wrap ", price: "15.50", quantity: "2" }, "usd")).toEqual({
      ok: true,
      item: { title: "Wrap", unit_price: 1550, quantity: 2 },
    });
    expect(checkCustomItem({ title: "Wrap", price: "1500", quantity: "1" }, "jpy")).toMatchObject({
      ok: true,
      item: { unit_price: 1500 },
    });
  });

  it("names every field that is wrong", () => {
    expect(checkCustomItem({ title: " ", price: "abc", quantity: "0" }, "usd")).toEqual({
      ok: false,
      errors: {
        title: "Enter what the item is.",
        price: "Enter the amount as a number, such as 12.50.",
        quantity: "At least 1.",
      },
    });
  });
});

describe("checkDraftOrder", () => {
  it("builds the create body, billed to the shipping address unless told", () => {
    const result = checkDraftOrder(complete);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({
      email: "ada@example.com",
      customer_id: "cus_1",
      region_id: "reg_1",
      items: [
        { variant_id: "variant_1", quantity: 2 },
        { title: "Gift wrapping", unit_price: 1500, quantity: 1 },
      ],
      shipping_methods: [{ option_id: "so_1" }],
      discounts: undefined,
    });
    expect(result.body.billing_address).toEqual(result.body.shipping_address);
  });

  it("sends a saved address by its id and a discount code trimmed", () => {
    const result = checkDraftOrder({
      ...complete,
      discountCode: " SPRING ",
      shippingAddress: { kind: "saved", id: "addr_1" },
      billingAddress: { kind: "saved", id: "addr_2" },
    });
    expect(result).toMatchObject({
      ok: true,
      body: {
        shipping_address: "addr_1",
        billing_address: "addr_2",
        discounts: [{ code: "SPRING" }],
      },
    });
  });

  it("refuses an empty draft with a message for each missing part", () => {
    const result = checkDraftOrder({
      ...complete,
      email: "not-an-email",
      regionId: "",
      lines: [],
      shippingOptionId: "",
      shippingAddress: { kind: "typed", draft: emptyAddressDraft() },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.fields).toEqual({
      email: "Enter a valid email address.",
      region: "Choose a region.",
      lines: "Add at least one item.",
      shippingOption: "Choose a shipping option.",
    });
    expect(result.errors.shippingAddress.address_1).toBe("Address is required.");
  });

  it("names the line whose quantity is wrong", () => {
    const lines = [{ ...complete.lines[0], quantity: "x" }, complete.lines[1]];
    const result = checkDraftOrder({ ...complete, lines });
    expect(result).toMatchObject({
      ok: false,
      errors: { quantities: { a: "Enter a whole number." } },
    });
  });
});
