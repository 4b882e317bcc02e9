// The common change of POST /store/carts/:id (contract medusa-v1 §6.1): the cart's own columns
// (email, metadata, context) and its addresses, with no region, channel, customer or code change.
// The addresses and the cart row are written in one statement, prepared once per connection, that
// answers the rows written: a shopper's checkout sends this once, and as an address write and a
// cart update, each built by Drizzle and planned on every call, it took two round trips (issue 16).
import { sql } from "drizzle-orm";
import { compiledQuery, rowDecoder } from "../../db/compiled-query";
import type { Transaction } from "../../http/idempotency";
import type { AddressPayload } from "../customers/fields";
import { addresses } from "../customers/tables";
import {
  addressWrite,
  addressWriteValues,
  assertShipsInRegion,
  writtenAddress,
} from "./cart-addresses";
import type { LockedCart } from "./cart-loader";
import type { CartRecord } from "./cart-queries";
import { carts } from "./tables";

/** The columns and addresses to change; what is undefined stays as it is. */
export interface CartDetails {
  email?: string;
  metadata?: Record<string, unknown>;
  context?: Record<string, unknown>;
  shipping_address?: string | AddressPayload;
  billing_address?: string | AddressPayload;
}

/**
 * Whether `saveCartDetails` can write `details`: not when both addresses would change one row the
 * cart uses for both, which one statement cannot change twice. No request makes such a cart.
 */
export function savesInOneStatement(record: CartRecord, details: CartDetails): boolean {
  const shipping = record.shipping_address;
  return !(
    details.shipping_address !== undefined &&
    details.billing_address !== undefined &&
    shipping !== null &&
    shipping.customer_id === null &&
    shipping.id === record.billing_address?.id
  );
}

/**
 * Writes `details` onto the locked cart and answers its record as written. An address sent by id
 * must be one of `addressOwnerId`'s saved addresses; the errors are those of
 * `applyCheckoutDetails`, in its order, and nothing written stays when one is thrown (the
 * transaction rolls back).
 */
export async function saveCartDetails(
  tx: Transaction,
  addressOwnerId: string | undefined,
  locked: LockedCart,
  details: CartDetails,
): Promise<CartRecord> {
  const { record } = locked;
  const [row] = await saveCartDetailsStatement.run(tx, {
    cart_id: record.cart.id,
    email: details.email ?? null,
    metadata: details.metadata === undefined ? null : JSON.stringify(details.metadata),
    context: details.context === undefined ? null : JSON.stringify(details.context),
    owner_id: addressOwnerId ?? null,
    ...addressWriteValues("shipping", record.shipping_address, details.shipping_address),
    ...addressWriteValues("billing", record.billing_address, details.billing_address),
  });
  let { shipping_address, billing_address } = record;
  if (details.shipping_address !== undefined) {
    shipping_address = writtenAddress(row.shipping_address, details.shipping_address);
    assertShipsInRegion(shipping_address, locked.region);
  }
  if (details.billing_address !== undefined) {
    billing_address = writtenAddress(row.billing_address, details.billing_address);
  }
  return { ...record, cart: row.cart, shipping_address, billing_address };
}

const saveCartDetailsStatement = compiledQuery(
  "save_cart_details",
  {
    cart: rowDecoder(carts),
    shipping_address: rowDecoder(addresses),
    billing_address: rowDecoder(addresses),
  },
  () => sql`
    with ${addressWrite("shipping")}, ${addressWrite("billing")}, updated_cart as (
      update ${carts}
         set email = coalesce(cast(${sql.placeholder("email")} as text), ${carts.email}),
             metadata = coalesce(cast(${sql.placeholder("metadata")} as jsonb), ${carts.metadata}),
             context = coalesce(cast(${sql.placeholder("context")} as jsonb), ${carts.context}),
             shipping_address_id = coalesce((select id from shipping_written),
               ${carts.shipping_address_id}),
             billing_address_id = coalesce((select id from billing_written),
               ${carts.billing_address_id}),
             updated_at = now()
       where ${carts.id} = cast(${sql.placeholder("cart_id")} as text)
      returning ${carts}.*
    )
    select (select row_to_json(updated_cart) from updated_cart) as cart,
      (select row_to_json(written) from shipping_written written) as shipping_address,
      (select row_to_json(written) from billing_written written) as billing_address`,
);
