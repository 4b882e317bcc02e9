// The `{customer}` bodies (contract medusa-v1 §8, §3.2). The /customers/me routes answer with the
// customer columns, `shipping_addresses` and `billing_address`; sign-in and GET /store/auth answer
// with the columns, `shipping_addresses` and `orders`. The password hash is never among them.
import type { Database } from "../../db/client";
import { listCustomerOrders, type CustomerOrder } from "./customer-orders";
import {
  findAddressById,
  findShippingAddresses,
  retrieveCustomer,
  type AddressRecord,
  type CustomerRecord,
} from "./customer-queries";

export type StoreCustomer = CustomerRecord & {
  shipping_addresses: AddressRecord[];
  billing_address: AddressRecord | null;
};

export type SignedInCustomer = CustomerRecord & {
  shipping_addresses: AddressRecord[];
  orders: CustomerOrder[];
};

export async function storeCustomer(db: Database, id: string): Promise<StoreCustomer> {
  const customer = await retrieveCustomer(db, id);
  const [shippingAddresses, billingAddress] = await Promise.all([
    findShippingAddresses(db, id),
    customer.billing_address_id ? findAddressById(db, customer.billing_address_id) : undefined,
  ]);
  return {
    ...customer,
    shipping_addresses: shippingAddresses,
    billing_address: billingAddress ?? null,
  };
}

export async function signedInCustomer(
  db: Database,
  id: string,
  publicUrl: string,
): Promise<SignedInCustomer> {
  const customer = await retrieveCustomer(db, id);
  const [shippingAddresses, orders] = await Promise.all([
    findShippingAddresses(db, id),
    listCustomerOrders(db, id, publicUrl),
  ]);
  return { ...customer, shipping_addresses: shippingAddresses, orders: orders.orders };
}
