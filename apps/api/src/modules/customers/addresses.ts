// The signed-in customer's saved addresses (contract medusa-v1 §8): add, change, remove. Each
// answers with the customer. Only the customer's own addresses can be changed: any other id,
// another customer's included, is a 404 that says nothing about that address.
import { and, eq, isNull } from "drizzle-orm";
import {
  DeleteCustomersCustomerAddressesAddress,
  PostCustomersCustomerAddresses,
  PostCustomersCustomerAddressesAddress,
} from "@atelier/contracts";
import { addresses, customers } from "./tables";
import { generateId } from "../../http/ids";
import { reply, type RouteHandler } from "../../http/route";
import { signedInCustomerId } from "../auth/customer-auth";
import { mergeMetadata } from "../carts/line-items";
import { findOwnAddress, findShippingAddresses, type AddressRecord } from "./customer-queries";
import { storeCustomer } from "./customer-response";
import { addressNotFound } from "./errors";
import { ADDRESS_FIELDS, type AddressCreatePayload, type AddressPayload } from "./fields";

/** As in Medusa, sending an address the customer already has saved does not save it twice. */
function isSameAddress(saved: AddressRecord, sent: AddressCreatePayload): boolean {
  return ADDRESS_FIELDS.every((field) => (saved[field] ?? null) === (sent[field] ?? null));
}

/** Address columns to write: the fields sent, with metadata merged into what was stored. */
export function addressChanges(
  payload: AddressPayload,
  storedMetadata: Record<string, unknown> | null,
) {
  const { metadata, ...fields } = payload;
  return metadata === undefined
    ? fields
    : { ...fields, metadata: metadata === null ? null : mergeMetadata(storedMetadata, metadata) };
}

/** Ids are `addr_<ULID>`; anything else cannot name an address (and NUL cannot reach a query). */
function checkedAddressId(id: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw addressNotFound(id);
  return id;
}

export const addAddress: RouteHandler<typeof PostCustomersCustomerAddresses> = async (c, input) => {
  const { address } = await input.body();
  const { db } = c.get("deps");
  const customerId = signedInCustomerId(c);
  const saved = await findShippingAddresses(db, customerId);
  if (!saved.some((existing) => isSameAddress(existing, address))) {
    await db
      .insert(addresses)
      .values({ id: generateId("addr"), customer_id: customerId, ...address });
  }
  return reply(c, PostCustomersCustomerAddresses, 200, {
    customer: await storeCustomer(db, customerId),
  });
};

export const updateAddress: RouteHandler<typeof PostCustomersCustomerAddressesAddress> = async (
  c,
  input,
) => {
  const addressId = checkedAddressId(input.params.address_id);
  const payload = await input.body();
  const { db } = c.get("deps");
  const customerId = signedInCustomerId(c);
  const address = await findOwnAddress(db, customerId, addressId);
  if (!address) throw addressNotFound(addressId);
  await db
    .update(addresses)
    .set({ ...addressChanges(payload, address.metadata), updated_at: new Date() })
    .where(eq(addresses.id, address.id));
  return reply(c, PostCustomersCustomerAddressesAddress, 200, {
    customer: await storeCustomer(db, customerId),
  });
};

export const deleteAddress: RouteHandler<typeof DeleteCustomersCustomerAddressesAddress> = async (
  c,
  { params },
) => {
  const addressId = checkedAddressId(params.address_id);
  const { db } = c.get("deps");
  const customerId = signedInCustomerId(c);
  const now = new Date();
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .update(addresses)
      .set({ deleted_at: now, updated_at: now })
      .where(
        and(
          eq(addresses.id, addressId),
          eq(addresses.customer_id, customerId),
          isNull(addresses.deleted_at),
        ),
      )
      .returning({ id: addresses.id });
    if (!removed) throw addressNotFound(addressId);
    // A removed address can no longer be the one the customer is billed at.
    await tx
      .update(customers)
      .set({ billing_address_id: null, updated_at: now })
      .where(and(eq(customers.id, customerId), eq(customers.billing_address_id, addressId)));
  });
  return reply(c, DeleteCustomersCustomerAddressesAddress, 200, {
    customer: await storeCustomer(db, customerId),
  });
};
