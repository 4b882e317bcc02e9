// Request pieces of the cart routes (Medusa v1 §6.1, §6.3). The limits are ours: the contract sets
// none, and they keep every input inside a column and a safe integer.
import { z } from "zod";
import { countryCode, entityId } from "../common/input";
import { addressPayload } from "../customers/fields";

/** One line's quantity: keeps quantity × unit_price a safe integer and the quantity inside int4. */
export const MAX_LINE_QUANTITY = 10_000;

/** Items a cart may be created with in one request. */
export const MAX_ITEMS_ON_CREATE = 100;

/** At most this many codes in one request: a cart holds two discounts and a few gift cards. */
export const MAX_CART_CODES = 10;

/** A line quantity: a whole number from `min` up to the per-line ceiling. */
export const lineQuantity = (min: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? undefined : "must be a number") })
    .int({ error: "must be a whole number" })
    .min(min, { error: `must be at least ${min}` })
    .max(MAX_LINE_QUANTITY, { error: `must be at most ${MAX_LINE_QUANTITY}` });

/** ISO 3166-1 alpha-2, stored lowercase as Medusa does. */
export const cartCountryCode = countryCode;

/** Discount or gift card codes, as `[{code}]`. */
export const codeList = z
  .array(
    z.strictObject({ code: z.string().trim().min(1, { error: "must not be empty" }).max(100) }),
  )
  .max(MAX_CART_CODES, { error: `must hold at most ${MAX_CART_CODES} codes` });

/** An address: written out, or the id of one of the signed-in customer's saved addresses. */
export const addressOrId = z.union([entityId, addressPayload], {
  error: "must be an address object or an address id",
});

/** The checkout fields of `POST /store/carts/{id}` (Medusa v1 §6.1, §6.5). */
export const checkoutDetailsFields = {
  shipping_address: addressOrId.optional(),
  billing_address: addressOrId.optional(),
  discounts: codeList.optional(),
  gift_cards: codeList.optional(),
  /** Accepted and ignored: a cart's customer is the signed-in shopper (Medusa v1 §3.2). */
  customer_id: entityId.optional(),
};
