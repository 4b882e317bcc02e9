// The seam between customers and orders. GET /store/customers/me/orders and the sign-in
// responses (`orders` on POST/GET /store/auth) read a customer's orders only through
// `listCustomerOrders`; the orders module (issue 3, orders part) gives it a body.
import type { Database } from "../../db/client";

/** The query of GET /store/customers/me/orders (contract medusa-v1 §8), validated by the route. */
export interface CustomerOrdersQuery {
  offset: number;
  limit: number;
  id?: string;
  q?: string;
  status?: string[];
  fulfillment_status?: string[];
  payment_status?: string[];
  display_id?: number;
  cart_id?: string;
  email?: string;
  region_id?: string;
  currency_code?: string;
  tax_rate?: string;
  created_at?: DateRange;
  updated_at?: DateRange;
  canceled_at?: DateRange;
  fields?: string[];
  expand?: string[];
}

export interface DateRange {
  lt?: Date;
  gt?: Date;
  lte?: Date;
  gte?: Date;
}

/** An order in the Medusa v1 store shape (§9); the orders module owns its exact type. */
export type CustomerOrder = Record<string, unknown>;

export interface CustomerOrderPage {
  orders: CustomerOrder[];
  /** All matching orders, before offset and limit. */
  count: number;
}

/**
 * The customer's orders, newest first, always filtered to `customerId` (a client cannot widen
 * it). With a query: that page and its filters; without: every order with its items, for the
 * sign-in responses.
 *
 * Orders do not exist yet, so every customer has none. The orders module replaces this body with
 * its query and keeps the signature; the routes and their tests need no change.
 */
export async function listCustomerOrders(
  _db: Database,
  _customerId: string,
  _query?: CustomerOrdersQuery,
): Promise<CustomerOrderPage> {
  return { orders: [], count: 0 };
}
