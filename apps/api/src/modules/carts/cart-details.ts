// The common change of POST /store/carts/:id (contract medusa-v1 §6.1): the cart's own columns
// (email, metadata, context) and its addresses, with no region, channel, customer or code change.
// The addresses and the cart row are written in one statement, prepared once per connection, that
// answers the rows written: a shopper's checkout sends this once, and as an address write and a
// cart update, each built by Drizzle and planned on every call, it took two round trips (issue 16).
// On a cart this process knows (known-carts.ts), the same change is planned without a lock
// (`planKnownDetails`) and written in the one guarded statement of cart-change.ts.
import type { ParsedBody, PostCartsCart } from "@atelier/contracts";
import { sql } from "drizzle-orm";
import { compiledQuery, rowDecoder } from "../../db/compiled-query";
import type { Transaction } from "../../http/idempotency";
import type { AddressPayload } from "../customers/fields";
import { addresses } from "../customers/tables";
import { ADDRESS_FIELDS } from "../customers/fields";
import {
  addressWrite,
  addressWriteValues,
  assertShipsInRegion,
  writtenAddress,
} from "./cart-addresses";
import { generateId } from "../../http/ids";
import type { AppDeps } from "../../http/context";
import type { SqlText } from "../../db/transaction";
import { cartWithItems, type LockedCart } from "./cart-loader";
import type { AddressRow, CartRecord, CartRow } from "./cart-queries";
import type { KnownCartChange } from "./cart-change";
import { cartUnchanged, insertRowWhen, updateRowWhen } from "./change-if-unchanged";
import { mergeMetadata } from "./line-items";
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

/**
 * The details-only update of POST /store/carts/:id planned on the cart as known, as the locked way
 * (`saveCartDetails`) would write it: the rows written are made here, with the time now, and
 * written if the cart is still at the known versions. Undefined when the locked way must decide:
 * anything but the cart's own columns and addresses sent in full changes, or the shopper signed in
 * is not the cart's customer (a cart taken over); a refusal (an address outside the region) is
 * thrown, and the locked way makes it in its order.
 */
export function planKnownDetails(
  deps: AppDeps,
  known: LockedCart,
  shopperId: string | undefined,
  body: ParsedBody<typeof PostCartsCart>,
): KnownCartChange | undefined {
  const { record } = known;
  const { cart } = record;
  const sameOrUnsent = <T>(sent: T | undefined, current: T) =>
    sent === undefined || sent === current;
  if (
    !sameOrUnsent(body.region_id, cart.region_id) ||
    !sameOrUnsent(body.sales_channel_id, cart.sales_channel_id) ||
    body.country_code !== undefined ||
    body.discounts !== undefined ||
    body.gift_cards !== undefined ||
    typeof body.shipping_address === "string" ||
    typeof body.billing_address === "string"
  ) {
    return undefined;
  }
  // A signed-in shopper's email is theirs (the cart is theirs: `knownOpenCart`).
  let email = body.email;
  if (shopperId !== undefined) {
    if (shopperId !== cart.customer_id || record.customer === null) return undefined;
    email = record.customer.email;
  }
  const details: CartDetails = {
    email,
    shipping_address: body.shipping_address,
    billing_address: body.billing_address,
  };
  if (!savesInOneStatement(record, details)) return undefined;

  const now = new Date();
  const writes: SqlText[] = [];
  const address = (current: AddressRow | null, sent: CartDetails["shipping_address"]) => {
    if (sent === undefined || typeof sent === "string") return current;
    const { row, write } = plannedAddress(current, sent, now);
    writes.push(write);
    return row;
  };
  const shipping = address(record.shipping_address, body.shipping_address);
  const billing = address(record.billing_address, body.billing_address);
  if (body.shipping_address !== undefined && shipping !== null) {
    assertShipsInRegion(shipping, known.region);
  }
  // Every column, in one order: one statement text for every such change.
  const columns = {
    email: email ?? cart.email,
    metadata:
      body.metadata === undefined ? cart.metadata : mergeMetadata(cart.metadata, body.metadata),
    context: body.context === undefined ? cart.context : { ...cart.context, ...body.context },
    shipping_address_id:
      body.shipping_address === undefined ? cart.shipping_address_id : (shipping?.id ?? null),
    billing_address_id:
      body.billing_address === undefined ? cart.billing_address_id : (billing?.id ?? null),
    updated_at: now,
  } satisfies Partial<CartRow>;
  const after = {
    record: {
      ...record,
      cart: { ...cart, ...columns },
      shipping_address: shipping,
      billing_address: billing,
    },
    items: known.items,
    checkout: known.checkout,
  };
  return {
    writes,
    columns,
    after,
    cart: cartWithItems(deps, { ...known, record: after.record }, known.items),
  };
}

/**
 * An address sent in full, written as `addressWrite` writes it: over the cart's own row `current`
 * in place (the fields sent replace, metadata merges), else as a new row of what was sent.
 */
function plannedAddress(
  current: AddressRow | null,
  sent: AddressPayload,
  now: Date,
): { row: AddressRow; write: SqlText } {
  const inPlace = current !== null && current.customer_id === null;
  const fields = {} as Record<(typeof ADDRESS_FIELDS)[number], string | null>;
  for (const field of ADDRESS_FIELDS) {
    const value = sent[field];
    fields[field] = value !== undefined ? value : inPlace ? current[field] : null;
  }
  const existing = inPlace ? current.metadata : null;
  const metadata =
    sent.metadata === undefined
      ? existing
      : sent.metadata === null
        ? null
        : mergeMetadata(existing, sent.metadata);
  if (inPlace) {
    const row: AddressRow = { ...current, ...fields, metadata, updated_at: now };
    return { row, write: updateRowWhen(addresses, row, cartUnchanged) };
  }
  const row: AddressRow = {
    id: generateId("addr"),
    customer_id: null,
    ...fields,
    metadata,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  return { row, write: insertRowWhen(addresses, row, cartUnchanged) };
}
