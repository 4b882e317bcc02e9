// Reading customers and their addresses. The password hash is selected only for sign-in.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notFound } from "../../http/errors";
import { addresses, customers } from "./tables";

/** Every customer column but the password hash: what responses may carry (contract medusa-v1 §8). */
export const customerColumns = {
  id: customers.id,
  email: customers.email,
  first_name: customers.first_name,
  last_name: customers.last_name,
  billing_address_id: customers.billing_address_id,
  phone: customers.phone,
  has_account: customers.has_account,
  created_at: customers.created_at,
  updated_at: customers.updated_at,
  deleted_at: customers.deleted_at,
  metadata: customers.metadata,
};

export type CustomerRecord = {
  [K in keyof typeof customerColumns]: (typeof customers.$inferSelect)[K];
};
export type AddressRecord = typeof addresses.$inferSelect;

/** Registered means `has_account` and not deleted; guests share emails, accounts do not. */
const registered = and(eq(customers.has_account, true), isNull(customers.deleted_at));

export async function findRegisteredCustomerByEmail(
  db: Database,
  email: string,
): Promise<CustomerRecord | undefined> {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.email, email), registered));
  return row;
}

export async function findSignInAccount(
  db: Database,
  email: string,
): Promise<{ id: string; password_hash: string | null } | undefined> {
  const [row] = await db
    .select({ id: customers.id, password_hash: customers.password_hash })
    .from(customers)
    .where(and(eq(customers.email, email), registered));
  return row;
}

export async function isRegisteredCustomer(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), registered));
  return row !== undefined;
}

export async function findCustomer(db: Database, id: string): Promise<CustomerRecord | undefined> {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deleted_at)));
  return row;
}

/** A customer known to exist (the signed-in one); a 404 if it was deleted meanwhile. */
export async function retrieveCustomer(db: Database, id: string): Promise<CustomerRecord> {
  const customer = await findCustomer(db, id);
  if (!customer) throw notFound(`Customer with id ${id} was not found`);
  return customer;
}

/** The customer's saved (shipping) addresses, oldest first. */
export function findShippingAddresses(db: Database, customerId: string): Promise<AddressRecord[]> {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.customer_id, customerId), isNull(addresses.deleted_at)))
    .orderBy(asc(addresses.created_at), asc(addresses.id));
}

/** One of the customer's own saved addresses; another customer's id finds nothing. */
export async function findOwnAddress(
  db: Database,
  customerId: string,
  addressId: string,
): Promise<AddressRecord | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.id, addressId),
        eq(addresses.customer_id, customerId),
        isNull(addresses.deleted_at),
      ),
    );
  return row;
}

export async function findAddressById(
  db: Database,
  id: string,
): Promise<AddressRecord | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), isNull(addresses.deleted_at)));
  return row;
}
