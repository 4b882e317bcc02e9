// Reading order edits in the shape Medusa v1 answers them: the edit's columns and status, its
// changes (each with the line it made and the order line it changes), its lines with their totals,
// its payment collection, and the totals and difference of `order-edit-totals.ts`.
import type { OrderEditStatus } from "@atelier/contracts";
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notFound } from "../../http/errors";
import { containsPattern } from "../../http/list-query";
import { absoluteUrl } from "../../http/urls";
import { isPossibleId } from "../carts/cart-input";
import { lineItems } from "../carts/tables";
import type { LineTotals } from "../carts/cart-totals";
import type { OrderRow } from "../orders/order-response";
import { orders } from "../orders/tables";
import { paymentCollections } from "../payment-collections/tables";
import { editStatus } from "./edit-status";
import { linesTotals, orderPricing, type EditTotals } from "./order-edit-totals";
import { orderEdits, orderItemChanges } from "./tables";

export type OrderEditRow = typeof orderEdits.$inferSelect;
type LineRow = typeof lineItems.$inferSelect;
type ChangeRow = typeof orderItemChanges.$inferSelect;
type CollectionRow = typeof paymentCollections.$inferSelect;

export interface OrderEditAnswer extends OrderEditRow, EditTotals {
  status: OrderEditStatus;
  changes: (ChangeRow & {
    deleted_at: null;
    line_item: LineRow | null;
    original_line_item: LineRow | null;
  })[];
  items: (LineRow & LineTotals & { adjustments: never[] })[];
  payment_collection: CollectionRow | null;
  difference_due: number;
}

export const orderEditNotFound = (id: string) => notFound(`Order edit with id ${id} was not found`);

/** The lines of an edit (or of an order), oldest first. */
export function linesWhere(db: Database, where: SQL): Promise<LineRow[]> {
  return db
    .select()
    .from(lineItems)
    .where(where)
    .orderBy(asc(lineItems.created_at), asc(lineItems.id));
}

/** The edit's totals next to its order's, and the difference. */
export async function editDifference(db: Database, order: OrderRow, editId: string) {
  const editLines = await linesWhere(db, eq(lineItems.order_edit_id, editId));
  const pricing = await orderPricing(
    db,
    order,
    editLines.map((line) => line.id),
  );
  const edited = linesTotals(editLines, pricing);
  const current = linesTotals(await linesWhere(db, eq(lineItems.order_id, order.id)), pricing);
  return {
    items: edited.items,
    totals: edited.totals,
    difference: edited.totals.total - current.totals.total,
  };
}

/** The edits given, in the order given, answered in full. */
export async function orderEditAnswers(
  db: Database,
  rows: OrderEditRow[],
  publicUrl: string,
): Promise<OrderEditAnswer[]> {
  const answers: OrderEditAnswer[] = [];
  const withUrl = (line: LineRow): LineRow => ({
    ...line,
    thumbnail: absoluteUrl(publicUrl, line.thumbnail),
  });
  // One edit after another, one query after another: `db` may be a transaction.
  for (const row of rows) {
    const [order] = await db.select().from(orders).where(eq(orders.id, row.order_id));
    const changeRows = await db
      .select()
      .from(orderItemChanges)
      .where(eq(orderItemChanges.order_edit_id, row.id))
      .orderBy(asc(orderItemChanges.created_at), asc(orderItemChanges.id));
    const lineIds = changeRows.flatMap((change) =>
      [change.line_item_id, change.original_line_item_id].filter((id): id is string => !!id),
    );
    const changeLines =
      lineIds.length === 0
        ? new Map<string, LineRow>()
        : new Map(
            (await db.select().from(lineItems).where(inArray(lineItems.id, lineIds))).map(
              (line) => [line.id, withUrl(line)],
            ),
          );
    const [collection] = row.payment_collection_id
      ? await db
          .select()
          .from(paymentCollections)
          .where(eq(paymentCollections.id, row.payment_collection_id))
      : [];
    const { items, totals, difference } = await editDifference(db, order, row.id);
    answers.push({
      ...row,
      status: editStatus(row),
      changes: changeRows.map((change) => ({
        ...change,
        deleted_at: null,
        line_item: change.line_item_id ? (changeLines.get(change.line_item_id) ?? null) : null,
        original_line_item: change.original_line_item_id
          ? (changeLines.get(change.original_line_item_id) ?? null)
          : null,
      })),
      items: items.map((item) => ({ ...withUrl(item), ...lineTotalsOf(item), adjustments: [] })),
      payment_collection: collection ?? null,
      ...totals,
      difference_due: difference,
    });
  }
  return answers;
}

function lineTotalsOf(item: LineTotals): LineTotals {
  return {
    subtotal: item.subtotal,
    discount_total: item.discount_total,
    tax_total: item.tax_total,
    total: item.total,
    original_total: item.original_total,
    original_tax_total: item.original_tax_total,
    tax_lines: item.tax_lines,
  };
}

/** The edit's row, or undefined. */
export async function orderEditRow(db: Database, id: string): Promise<OrderEditRow | undefined> {
  if (!isPossibleId(id)) return undefined;
  const [row] = await db.select().from(orderEdits).where(eq(orderEdits.id, id));
  return row;
}

export async function findOrderEditRow(db: Database, id: string): Promise<OrderEditRow> {
  const row = await orderEditRow(db, id);
  if (!row) throw orderEditNotFound(id);
  return row;
}

/** One edit, answered in full, or 404. */
export async function findOrderEdit(
  db: Database,
  id: string,
  publicUrl: string,
): Promise<OrderEditAnswer> {
  const [answer] = await orderEditAnswers(db, [await findOrderEditRow(db, id)], publicUrl);
  return answer;
}

/** What the shopper may see of an edit: staff's note and who on the staff acted are left out. */
export function storeOrderEdit(edit: OrderEditAnswer) {
  const {
    internal_note: _note,
    created_by: _createdBy,
    confirmed_by: _confirmedBy,
    canceled_by: _canceledBy,
    ...shown
  } = edit;
  return shown;
}

/** A page of edits, newest first, and how many there are. */
export async function listOrderEdits(
  db: Database,
  page: { offset: number; limit: number; order_id?: string; q?: string },
  publicUrl: string,
): Promise<{ order_edits: OrderEditAnswer[]; count: number }> {
  const where = and(
    page.order_id === undefined ? undefined : eq(orderEdits.order_id, page.order_id),
    page.q === undefined ? undefined : ilike(orderEdits.internal_note, containsPattern(page.q)),
  );
  const rows = await db
    .select()
    .from(orderEdits)
    .where(where)
    .orderBy(desc(orderEdits.created_at), desc(orderEdits.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ count: count() }).from(orderEdits).where(where);
  return { order_edits: await orderEditAnswers(db, rows, publicUrl), count: total.count };
}
