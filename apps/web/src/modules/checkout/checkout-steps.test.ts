import type { Address, PaymentSession, ShippingMethod } from "@atelier/commerce-client";
import { describe, expect, it } from "vitest";
import {
  cardNumberDigits,
  firstOpenStep,
  parseCheckoutStep,
  reachableStep,
} from "./checkout-steps";

const address = { address_1: "1 Main Street" } as Address;
const method = { id: "sm_1" } as ShippingMethod;
const session = { provider_id: "manual" } as PaymentSession;

const blank = {
  email: null,
  shipping_address: null,
  shipping_methods: [],
  payment_session: undefined,
};
const addressed = { ...blank, email: "ada@example.com", shipping_address: address };
const delivered = { ...addressed, shipping_methods: [method] };
const paid = { ...delivered, payment_session: session };

describe("checkout steps", () => {
  it("reads the step from the URL, starting at the address", () => {
    expect(parseCheckoutStep("payment")).toBe("payment");
    expect(parseCheckoutStep("bogus")).toBe("address");
    expect(parseCheckoutStep(undefined)).toBe("address");
  });

  it("finds the first step the cart is not ready for", () => {
    expect(firstOpenStep(blank)).toBe("address");
    expect(firstOpenStep(addressed)).toBe("delivery");
    expect(firstOpenStep(delivered)).toBe("payment");
    expect(firstOpenStep(paid)).toBe("review");
  });

  it("sends a shopper who skips ahead back to the step they must finish", () => {
    expect(reachableStep("review", addressed)).toBe("delivery");
    expect(reachableStep("address", paid)).toBe("address");
    expect(reachableStep("payment", delivered)).toBe("payment");
  });

  it("accepts card numbers with spaces and refuses short ones", () => {
    expect(cardNumberDigits("4242 4242 4242 4242")).toBe("4242424242424242");
    expect(cardNumberDigits("4242")).toBeUndefined();
  });
});
