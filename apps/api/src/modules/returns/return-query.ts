// Reading returns in the shape Medusa v1 answers them: the return's columns, its items (each with
// its reason) and the return shipping method, if it has one.
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { groupBy } from "../../db/group-by";
import { notFound } from "../../http/errors";
import { isPossibleId } from "../carts/cart-input";
import { shippingMethods } from "../shipping/tables";
import { returnItems, returnReasons, returns } from "./tables";

export type ReturnRow = typeof returns.$inferSelect;
type ReturnItemRow = typeof returnItems.$inferSelect;
type ReasonRow = typeof returnReasons.$inferSelect;
type MethodRow = typeof shippingMethods.$inferSelect;

export interface ReturnAnswer extends ReturnRow {
  items: (ReturnItemRow & { reason: ReasonRow | null })[];
  shipping_method:
    | (Omit<MethodRow, "return_id"> & { return_id: string; swap_id: null; claim_order_id: null })
    | null;
}

export const returnNotFound = (id: string) => notFound(`Return with id: ${id} was not found`);

/** The returns given, in the order given, with their items and shipping. */
export async function returnAnswers(db: Database, rows: ReturnRow[]): Promise<ReturnAnswer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One query after another: `db` may be a transaction, whose one connection takes one at a time.
  const items = await db
    .select({ item: returnItems, reason: returnReasons })
    .from(returnItems)
    .leftJoin(returnReasons, eq(returnReasons.id, returnItems.reason_id))
    .where(inArray(returnItems.return_id, ids))
    .orderBy(asc(returnItems.item_id));
  const methods = await db
    .select()
    .from(shippingMethods)
    .where(inArray(shippingMethods.return_id, ids));
  const itemsByReturn = groupBy(items, (row) => row.item.return_id);
  const methodByReturn = new Map(methods.map((method) => [method.return_id ?? "", method]));
  return rows.map((row) => {
    const method = methodByReturn.get(row.id);
    return {
      ...row,
      items: (itemsByReturn.get(row.id) ?? []).map(({ item, reason }) => ({ ...item, reason })),
      shipping_method: method
        ? { ...method, return_id: row.id, swap_id: null, claim_order_id: null }
        : null,
    };
  });
}

/** Each order's own returns (not its exchanges'), oldest first. */
export async function returnsOfOrders(
  db: Database,
  orderIds: string[],
): Promise<Map<string, ReturnAnswer[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(returns)
    .where(and(inArray(returns.order_id, orderIds), isNull(returns.swap_id)))
    .orderBy(asc(returns.created_at), asc(returns.id));
  return groupBy(await returnAnswers(db, rows), (row) => row.order_id);
}

/** One return, or 404. */
export async function findReturn(db: Database, id: string): Promise<ReturnAnswer> {
  const [row] = isPossibleId(id) ? await db.select().from(returns).where(eq(returns.id, id)) : [];
  if (!row) throw returnNotFound(id);
  const [answer] = await returnAnswers(db, [row]);
  return answer;
}

/** A page of returns, newest first, and how many there are. */
export async function listReturns(
  db: Database,
  page: { offset: number; limit: number; where?: SQL },
): Promise<{ returns: ReturnAnswer[]; count: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(page.where)
      .orderBy(desc(returns.created_at), desc(returns.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ count: count() }).from(returns).where(page.where),
  ]);
  return { returns: await returnAnswers(db, rows), count: total.count };
}
