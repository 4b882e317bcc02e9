// Which checkout step the shopper may see: the one in the URL, but never beyond the first step
// the cart is not ready for (no delivery choice before an address, and so on).
import type { Cart } from "@atelier/commerce-client";
import { CHECKOUT_STEPS, type CheckoutStep } from "./constants";

export function parseCheckoutStep(value: string | string[] | undefined): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => step === value) ?? "address";
}

type ReadyCart = Pick<Cart, "email" | "shipping_address" | "shipping_methods" | "payment_session">;

/** The first step whose details the cart still lacks; "review" when it has them all. */
export function firstOpenStep(cart: ReadyCart): CheckoutStep {
  if (!cart.email || !cart.shipping_address?.address_1) return "address";
  if (cart.shipping_methods.length === 0) return "delivery";
  if (!cart.payment_session) return "payment";
  return "review";
}

export function reachableStep(requested: CheckoutStep, cart: ReadyCart): CheckoutStep {
  const open = firstOpenStep(cart);
  return CHECKOUT_STEPS.indexOf(requested) <= CHECKOUT_STEPS.indexOf(open) ? requested : open;
}

/** Digits only; a card number has 12 to 19 of them. */
export function cardNumberDigits(value: string): string | undefined {
  const digits = value.replace(/[\s-]/g, "");
  return /^\d{12,19}$/.test(digits) ? digits : undefined;
}
