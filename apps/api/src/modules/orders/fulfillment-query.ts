// Fulfillments as Medusa sends them (§9): the row, its items and its tracking links. An order's
// own fulfillments and an exchange's (`swap_id`) are read the same way.
import { asc, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { groupBy } from "../../db/group-by";
import { fulfillmentItems, fulfillments, trackingLinks } from "./tables";

type FulfillmentRow = typeof fulfillments.$inferSelect;
type FulfillmentItemRow = typeof fulfillmentItems.$inferSelect;
type TrackingLinkRow = typeof trackingLinks.$inferSelect;

/** A fulfillment with its items and tracking links; claims do not exist here, so that is null. */
export type OrderFulfillment = FulfillmentRow & {
  claim_order_id: null;
  items: FulfillmentItemRow[];
  tracking_links: (TrackingLinkRow & { metadata: null })[];
};

/** The fulfillments `where` selects, oldest first, with their items and tracking links. */
export async function loadFulfillments(db: Database, where: SQL): Promise<OrderFulfillment[]> {
  // One query after another: `db` may be a transaction, whose one connection takes one at a time.
  const rows = await db
    .select()
    .from(fulfillments)
    .where(where)
    .orderBy(asc(fulfillments.created_at), asc(fulfillments.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const items = await db
    .select()
    .from(fulfillmentItems)
    .where(inArray(fulfillmentItems.fulfillment_id, ids));
  const links = await db
    .select()
    .from(trackingLinks)
    .where(inArray(trackingLinks.fulfillment_id, ids))
    .orderBy(asc(trackingLinks.created_at), asc(trackingLinks.id));
  const itemsByFulfillment = groupBy(items, (row) => row.fulfillment_id);
  const linksByFulfillment = groupBy(links, (row) => row.fulfillment_id);
  return rows.map((row) => ({
    ...row,
    claim_order_id: null,
    items: itemsByFulfillment.get(row.id) ?? [],
    tracking_links: (linksByFulfillment.get(row.id) ?? []).map((link) => ({
      ...link,
      metadata: null,
    })),
  }));
}
