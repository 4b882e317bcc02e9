// The checkout fields of POST /store/carts/:id (contract medusa-v1 §6.1, §6.5): shipping and
// billing addresses (an object, or the id of one of the signed-in customer's saved addresses),
// discount codes and gift card codes (`gift_cards` replaces the cart's list). A region change also
// clears what was bound to the old region: shipping methods, payment sessions, gift cards and
// discounts not valid in the new one.
import { and, eq, inArray } from "drizzle-orm";
import { cartDiscounts } from "../discounts/tables";
import { cartGiftCards } from "../gift-cards/tables";
import { paymentSessions } from "../payments/tables";
import { shippingMethods } from "../shipping/tables";
import { carts } from "./tables";
import type { Transaction } from "../../http/idempotency";
import type { AddressPayload } from "../customers/fields";
import { applyDiscountCode, findDiscountByCode } from "../discounts/discounts";
import { applyGiftCardCode } from "../gift-cards/gift-cards";
import type { DiscountWithRule } from "./cart-checkout";
import type { LockedCart } from "./cart-loader";
import { assertShipsInRegion, saveCartAddress } from "./cart-addresses";
import type { CartRegion } from "./cart-region";

export interface CheckoutDetails {
  shipping_address?: string | AddressPayload;
  billing_address?: string | AddressPayload;
  discounts?: { code: string }[];
  gift_cards?: { code: string }[];
}

/** Removes what belonged to the old region once a cart has moved. */
async function clearRegionBound(
  tx: Transaction,
  cartId: string,
  regionId: string,
  applied: DiscountWithRule[],
): Promise<DiscountWithRule[]> {
  await tx.delete(shippingMethods).where(eq(shippingMethods.cart_id, cartId));
  await tx.delete(paymentSessions).where(eq(paymentSessions.cart_id, cartId));
  await tx.delete(cartGiftCards).where(eq(cartGiftCards.cart_id, cartId));
  const kept: DiscountWithRule[] = [];
  const dropped: string[] = [];
  for (const discount of applied) {
    const found = await findDiscountByCode(tx, discount.code);
    const valid = found && (found.region_ids.length === 0 || found.region_ids.includes(regionId));
    if (valid) kept.push(discount);
    else dropped.push(discount.id);
  }
  if (dropped.length > 0) {
    await tx
      .delete(cartDiscounts)
      .where(and(eq(cartDiscounts.cart_id, cartId), inArray(cartDiscounts.discount_id, dropped)));
  }
  return kept;
}

/**
 * Applies the checkout fields to the locked cart, after its region (`region`) is settled, and
 * returns the cart columns to update. An address sent as an id must be one of `addressOwnerId`'s
 * saved addresses (the signed-in shopper's; a draft order's customer's).
 */
export async function applyCheckoutDetails(
  addressOwnerId: string | undefined,
  tx: Transaction,
  locked: LockedCart,
  region: CartRegion,
  body: CheckoutDetails,
): Promise<Partial<typeof carts.$inferInsert>> {
  const { cart } = locked.record;
  const changes: Partial<typeof carts.$inferInsert> = {};
  let applied: DiscountWithRule[] = locked.checkout.discounts;
  if (region.id !== cart.region_id)
    applied = await clearRegionBound(tx, cart.id, region.id, applied);

  if (body.shipping_address !== undefined) {
    const shipping = await saveCartAddress(
      addressOwnerId,
      tx,
      locked.record.shipping_address,
      body.shipping_address,
    );
    assertShipsInRegion(shipping, region);
    changes.shipping_address_id = shipping.id;
  }
  if (body.billing_address !== undefined) {
    const billing = await saveCartAddress(
      addressOwnerId,
      tx,
      locked.record.billing_address,
      body.billing_address,
    );
    changes.billing_address_id = billing.id;
  }
  const scope = { id: cart.id, region_id: region.id };
  for (const { code } of body.discounts ?? []) {
    applied = await applyDiscountCode(tx, scope, applied, code);
  }
  if (body.gift_cards !== undefined) {
    // The list replaces the cart's gift cards, as in Medusa v1's cart service: sending the
    // remaining codes (or none) is how a shopper removes one.
    await tx.delete(cartGiftCards).where(eq(cartGiftCards.cart_id, cart.id));
    for (const { code } of body.gift_cards) await applyGiftCardCode(tx, scope, code);
  }
  return changes;
}
