// Customers and customer groups as the Admin API answers them.
import { z } from "zod";
import { Metadata, softDeletable } from "../common/fields";
import { AdminOrder } from "../orders/admin-entities";
import { Address, CustomerBase } from "./entities";

/** A customer in the Admin list: its own columns (never the password hash) and its groups. */
export const AdminCustomer = CustomerBase.extend({
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
}).meta({ id: "AdminCustomer" });
export type AdminCustomer = z.infer<typeof AdminCustomer>;

/**
 * A customer's order as the customer routes send it: the Store shape, which is the Admin order
 * without the columns only staff see, its refunds, returns, exchanges, claims, edits and its `updated_at`.
 */
export const AdminCustomerOrder = AdminOrder.omit({
  updated_at: true,
  billing_address_id: true,
  shipping_address_id: true,
  draft_order_id: true,
  canceled_at: true,
  no_notification: true,
  idempotency_key: true,
  external_id: true,
  sales_channel_id: true,
  metadata: true,
  refunds: true,
  returns: true,
  claims: true,
  edits: true,
  swaps: true,
}).meta({ id: "AdminCustomerOrder" });
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrder>;

/** One customer for staff: the list's fields, its saved addresses and its orders, newest first. */
export const AdminCustomerDetail = AdminCustomer.extend({
  shipping_addresses: z.array(Address),
  orders: z.array(AdminCustomerOrder),
}).meta({ id: "AdminCustomerDetail" });
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;

/** Every column: the admin routes answer the stored row (`deleted_at` is null on a live group). */
export const CustomerGroup = z
  .object({ ...softDeletable, id: z.string(), name: z.string(), metadata: Metadata })
  .meta({ id: "CustomerGroup" });
export type CustomerGroup = z.infer<typeof CustomerGroup>;
