// What completing a cart answers when it cannot (contract medusa-v1 §2, §6.6).
import { invalidData } from "../../http/errors";
import { insufficientInventory } from "../carts/errors";

export const emptyCart = () => invalidData("Cannot complete a cart without items");

export const missingEmail = () => invalidData("An email is required to complete the cart");

export const missingShippingAddress = () =>
  invalidData("A shipping address is required to complete the cart");

export const missingShippingMethod = () =>
  invalidData("A shipping method is required to complete a cart with items that need shipping");

export const shippingMethodNoLongerFits = () =>
  invalidData("The cart's shipping method no longer meets its requirements; choose one again");

/**
 * A variant ran out while the cart was completing. The route answers 409 with Medusa's
 * `{errors: [...]}` body (§6.6) instead of the usual error shape, so this is its own class.
 */
export class InventoryShortfall extends Error {
  constructor(readonly variantId: string) {
    super(insufficientInventory(variantId).message);
    this.name = "InventoryShortfall";
  }

  get body() {
    return {
      errors: [{ message: this.message, type: "not_allowed", code: "insufficient_inventory" }],
    };
  }
}
