// Fulfillments as Medusa answers them (contract medusa-v1 §9): each with the quantities it packed
// and its tracking links. An order's, a claim's and an exchange's fulfillments are read the same way.
import { asc, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { groupBy } from "../../db/group-by";
import { fulfillmentItems, fulfillments, trackingLinks } from "./tables";

type FulfillmentRow = typeof fulfillments.$inferSelect;
type FulfillmentItemRow = typeof fulfillmentItems.$inferSelect;
type TrackingLinkRow = typeof trackingLinks.$inferSelect;

export type FulfillmentAnswer = FulfillmentRow & {
  items: FulfillmentItemRow[];
  tracking_links: (TrackingLinkRow & { metadata: null })[];
};

/** The fulfillments given, in the order given, with their items and tracking links. */
export async function fulfillmentAnswers(
  db: Database,
  rows: FulfillmentRow[],
): Promise<FulfillmentAnswer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One query after another: `db` may be a transaction, whose one connection takes one at a time.
  const packed = await db
    .select()
    .from(fulfillmentItems)
    .where(inArray(fulfillmentItems.fulfillment_id, ids));
  const links = await db
    .select()
    .from(trackingLinks)
    .where(inArray(trackingLinks.fulfillment_id, ids))
    .orderBy(asc(trackingLinks.created_at), asc(trackingLinks.id));
  const itemsByFulfillment = groupBy(packed, (row) => row.fulfillment_id);
  const linksByFulfillment = groupBy(links, (row) => row.fulfillment_id);
  return rows.map((row) => ({
    ...row,
    items: itemsByFulfillment.get(row.id) ?? [],
    tracking_links: (linksByFulfillment.get(row.id) ?? []).map((link) => ({
      ...link,
      metadata: null,
    })),
  }));
}

/** The fulfillments `where` selects, oldest first, with their items and tracking links. */
export async function loadFulfillments(db: Database, where: SQL): Promise<FulfillmentAnswer[]> {
  const rows = await db
    .select()
    .from(fulfillments)
    .where(where)
    .orderBy(asc(fulfillments.created_at), asc(fulfillments.id));
  return fulfillmentAnswers(db, rows);
}
