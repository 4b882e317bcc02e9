// Reading exchanges in the shape Medusa v1 answers them: the swap's columns, its new items, its
// return, fulfillments, payment, shipping address and methods; the routes of this domain add the
// difference cart. Relations are loaded for a page of swaps at once, one query each.
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { groupBy } from "../../db/group-by";
import type { AppDeps } from "../../http/context";
import type { Transaction } from "../../http/idempotency";
import { notFound } from "../../http/errors";
import { absoluteUrl } from "../../http/urls";
import { readCartIn } from "../carts/cart-loader";
import { isPossibleId } from "../carts/cart-input";
import type { StoreCart } from "../carts/cart-response";
import { lineItems } from "../carts/tables";
import { addresses } from "../customers/tables";
import {
  loadFulfillments,
  type FulfillmentAnswer as OrderFulfillment,
} from "../orders/fulfillment-query";
import { fulfillments, orders } from "../orders/tables";
import { payments } from "../payments/tables";
import { returnAnswers, returnOrderColumns, type ReturnAnswer } from "../returns/return-query";
import { returns } from "../returns/tables";
import { shippingMethods } from "../shipping/tables";
import { swaps } from "./tables";

export type SwapRow = typeof swaps.$inferSelect;

export interface SwapAnswer extends SwapRow {
  additional_items: (typeof lineItems.$inferSelect)[];
  return_order: ReturnAnswer | null;
  fulfillments: OrderFulfillment[];
  payment: typeof payments.$inferSelect | null;
  shipping_address: typeof addresses.$inferSelect | null;
  shipping_methods: (typeof shippingMethods.$inferSelect)[];
  cart?: StoreCart | null;
}

export const swapNotFound = () => notFound("Swap was not found");

/** The swaps given, in the order given, with their relations (not their carts). */
export async function swapAnswers(
  db: Database,
  rows: SwapRow[],
  publicUrl: string,
): Promise<SwapAnswer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const addressIds = rows.flatMap((row) =>
    row.shipping_address_id ? [row.shipping_address_id] : [],
  );
  // One query after another: `db` may be a transaction, whose one connection takes one at a time.
  const items = await db
    .select()
    .from(lineItems)
    .where(inArray(lineItems.swap_id, ids))
    .orderBy(asc(lineItems.created_at), asc(lineItems.id));
  const returnRows = await db.select().from(returns).where(inArray(returns.swap_id, ids));
  const returnOrders = await returnAnswers(db, returnRows);
  const swapFulfillments = await loadFulfillments(db, inArray(fulfillments.swap_id, ids));
  const paymentRows = await db.select().from(payments).where(inArray(payments.swap_id, ids));
  const methods = await db
    .select()
    .from(shippingMethods)
    .where(inArray(shippingMethods.swap_id, ids))
    .orderBy(asc(shippingMethods.id));
  const addressRows =
    addressIds.length === 0
      ? []
      : await db.select().from(addresses).where(inArray(addresses.id, addressIds));

  const itemsBySwap = groupBy(items, (row) => row.swap_id ?? "");
  const fulfillmentsBySwap = groupBy(swapFulfillments, (row) => row.swap_id ?? "");
  const methodsBySwap = groupBy(methods, (row) => row.swap_id ?? "");
  return rows.map((row) => ({
    ...row,
    additional_items: (itemsBySwap.get(row.id) ?? []).map((item) => ({
      ...item,
      thumbnail: absoluteUrl(publicUrl, item.thumbnail),
    })),
    return_order: returnOrders.find((each) => each.swap_id === row.id) ?? null,
    fulfillments: fulfillmentsBySwap.get(row.id) ?? [],
    payment: paymentRows.find((payment) => payment.swap_id === row.id) ?? null,
    shipping_address: addressRows.find((address) => address.id === row.shipping_address_id) ?? null,
    shipping_methods: methodsBySwap.get(row.id) ?? [],
  }));
}

/** Each order's exchanges, oldest first, without their carts. */
export async function swapsOfOrders(
  db: Database,
  orderIds: string[],
  publicUrl: string,
): Promise<Map<string, SwapAnswer[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(swaps)
    .where(inArray(swaps.order_id, orderIds))
    .orderBy(asc(swaps.created_at), asc(swaps.id));
  return groupBy(await swapAnswers(db, rows, publicUrl), (row) => row.order_id);
}

/** One swap with its difference cart, found by `column`; 404 when there is none. In a
 * transaction, as the cart is read there. */
async function findSwapBy(
  deps: AppDeps,
  db: Transaction,
  column: typeof swaps.id | typeof swaps.cart_id,
  value: string,
): Promise<SwapAnswer> {
  const [row] = isPossibleId(value) ? await db.select().from(swaps).where(eq(column, value)) : [];
  if (!row) throw swapNotFound();
  const [answer] = await swapAnswers(db, [row], deps.config.publicUrl);
  return { ...answer, cart: row.cart_id ? await readCartIn(deps, db, row.cart_id) : null };
}

export const findSwap = (deps: AppDeps, db: Transaction, id: string) =>
  findSwapBy(deps, db, swaps.id, id);
export const findSwapByCart = (deps: AppDeps, db: Transaction, cartId: string) =>
  findSwapBy(deps, db, swaps.cart_id, cartId);

/** A page of swaps, newest first, each with its order's own columns, and how many there are. */
export async function listSwaps(
  db: Database,
  page: { offset: number; limit: number },
  publicUrl: string,
) {
  const rows = await db
    .select()
    .from(swaps)
    .orderBy(desc(swaps.created_at), desc(swaps.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ count: count() }).from(swaps);
  const orderIds = [...new Set(rows.map((row) => row.order_id))];
  const orderRows =
    orderIds.length === 0
      ? []
      : await db.select(returnOrderColumns).from(orders).where(inArray(orders.id, orderIds));
  const orderById = new Map(orderRows.map((order) => [order.id, order]));
  const answers = await swapAnswers(db, rows, publicUrl);
  return {
    swaps: answers.map((answer) => ({ ...answer, order: orderById.get(answer.order_id) ?? null })),
    count: total.count,
  };
}
