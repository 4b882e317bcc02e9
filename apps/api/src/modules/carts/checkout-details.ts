// The checkout fields of POST /store/carts/:id (contract medusa-v1 §6.1, §6.5): shipping and
// billing addresses (an object, or the id of one of the signed-in customer's saved addresses),
// discount codes and gift card codes (`gift_cards` replaces the cart's list). A region change also
// clears what was bound to the old region: shipping methods, payment sessions, gift cards and
// discounts not valid in the new one.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { addresses } from "../customers/tables";
import { cartDiscounts } from "../discounts/tables";
import { cartGiftCards } from "../gift-cards/tables";
import { paymentSessions } from "../payments/tables";
import { shippingMethods } from "../shipping/tables";
import { carts } from "./tables";
import { notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import type { Transaction } from "../../http/idempotency";
import { addressChanges } from "../customers/addresses";
import type { AddressPayload } from "../customers/fields";
import { applyDiscountCode, findDiscountByCode } from "../discounts/discounts";
import { applyGiftCardCode } from "../gift-cards/gift-cards";
import type { DiscountWithRule } from "./cart-checkout";
import type { LockedCart } from "./cart-loader";
import type { AddressRow } from "./cart-queries";
import type { CartRegion } from "./cart-region";
import { countryNotInRegion } from "./errors";

export interface CheckoutDetails {
  shipping_address?: string | AddressPayload;
  billing_address?: string | AddressPayload;
  discounts?: { code: string }[];
  gift_cards?: { code: string }[];
}

/** The cart's address rows as `applyCheckoutDetails` wrote them. */
export interface SavedAddresses {
  shipping_address?: AddressRow;
  billing_address?: AddressRow;
}

/** A saved address of `customerId` (the signed-in customer), as the fields to copy onto the cart. */
async function savedAddressFields(
  customerId: string | undefined,
  tx: Transaction,
  id: string,
): Promise<AddressPayload> {
  const [saved] =
    customerId === undefined
      ? []
      : await tx
          .select()
          .from(addresses)
          .where(
            and(
              eq(addresses.id, id),
              eq(addresses.customer_id, customerId),
              isNull(addresses.deleted_at),
            ),
          );
  if (!saved) throw notFound(`Address with id ${id} was not found`);
  const { first_name, last_name, phone, company, address_1, address_2, city } = saved;
  const { country_code, province, postal_code, metadata } = saved;
  return {
    ...{ first_name, last_name, phone, company, address_1, address_2, city },
    ...{ country_code, province, postal_code, metadata },
  };
}

/**
 * Writes the address onto the cart's own address row (created when missing). A saved address is
 * copied, so that editing the address book later never changes a placed order.
 */
async function saveCartAddress(
  addressOwnerId: string | undefined,
  tx: Transaction,
  current: AddressRow | null,
  sent: string | AddressPayload,
): Promise<AddressRow> {
  const payload =
    typeof sent === "string" ? await savedAddressFields(addressOwnerId, tx, sent) : sent;
  if (current && current.customer_id === null) {
    const [updated] = await tx
      .update(addresses)
      .set({ ...addressChanges(payload, current.metadata), updated_at: sql`now()` })
      .where(eq(addresses.id, current.id))
      .returning();
    return updated;
  }
  const [inserted] = await tx
    .insert(addresses)
    .values({ id: generateId("addr"), ...addressChanges(payload, null) })
    .returning();
  return inserted;
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
 * saved addresses (the signed-in shopper's; a draft order's customer's). The address rows it
 * writes are also put in `saved`, when given, for an answer made without reading the cart again.
 */
export async function applyCheckoutDetails(
  addressOwnerId: string | undefined,
  tx: Transaction,
  locked: LockedCart,
  region: CartRegion,
  body: CheckoutDetails,
  saved: SavedAddresses = {},
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
    const country = shipping.country_code;
    if (country !== null && !region.countries.some((entry) => entry.iso_2 === country)) {
      throw countryNotInRegion(country, region.name);
    }
    changes.shipping_address_id = shipping.id;
    saved.shipping_address = shipping;
  }
  if (body.billing_address !== undefined) {
    const billing = await saveCartAddress(
      addressOwnerId,
      tx,
      locked.record.billing_address,
      body.billing_address,
    );
    changes.billing_address_id = billing.id;
    saved.billing_address = billing;
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
