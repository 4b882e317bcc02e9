// Reading claims in the shape Medusa v1's admin order answers them (`claims` with its
// `claim_items` (+item, +images, +tags), `additional_items` (+variant), `return_order`,
// `shipping_address`, `shipping_methods` and `fulfillments` (+items, +tracking_links)), and
// locking one claim for a change.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { groupBy } from "../../db/group-by";
import { notFound } from "../../http/errors";
import type { Transaction } from "../../http/idempotency";
import { absoluteUrl } from "../../http/urls";
import { isPossibleId } from "../carts/cart-input";
import { lineItems } from "../carts/tables";
import { productVariants } from "../catalogue/tables";
import { addresses } from "../customers/tables";
import { fulfillmentAnswers, type FulfillmentAnswer } from "../orders/fulfillment-query";
import { fulfillments } from "../orders/tables";
import { returnAnswers, type ReturnAnswer } from "../returns/return-query";
import { returnLineRefund } from "../returns/return-refund";
import { returns } from "../returns/tables";
import { shippingMethods } from "../shipping/tables";
import { claimImages, claimItems, claimItemTags, claimOrders, claimTags } from "./tables";

export type ClaimRow = typeof claimOrders.$inferSelect;
type ClaimItemRow = typeof claimItems.$inferSelect;
type LineItemRow = typeof lineItems.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

export interface ClaimItemAnswer extends ClaimItemRow {
  item: LineItemRow;
  images: (typeof claimImages.$inferSelect)[];
  tags: (typeof claimTags.$inferSelect)[];
}

export interface ClaimAnswer extends ClaimRow {
  claim_items: ClaimItemAnswer[];
  additional_items: (LineItemRow & { variant: VariantRow | null; refundable: number })[];
  return_order: ReturnAnswer | null;
  shipping_address: typeof addresses.$inferSelect | null;
  shipping_methods: (typeof shippingMethods.$inferSelect)[];
  fulfillments: FulfillmentAnswer[];
}

/** What the answer needs of a claim's order. */
export interface ClaimedOrder {
  id: string;
  tax_rate: number | null;
}

export const claimNotFound = (id: string) => notFound(`Claim with ${id} was not found`);

/** The claim row of the order, locked until the transaction ends; 404 when there is none. */
export async function lockClaim(tx: Transaction, orderId: string, id: string): Promise<ClaimRow> {
  const [row] = isPossibleId(id)
    ? await tx
        .select()
        .from(claimOrders)
        .where(and(eq(claimOrders.id, id), eq(claimOrders.order_id, orderId)))
        .for("update")
    : [];
  if (!row) throw claimNotFound(id);
  return row;
}

/** The claimed items of the claims given, with their line, live images and tags. */
async function claimItemAnswers(
  db: Database,
  claimIds: string[],
  publicUrl: string,
): Promise<ClaimItemAnswer[]> {
  const rows = await db
    .select({ claimItem: claimItems, item: lineItems })
    .from(claimItems)
    .innerJoin(lineItems, eq(lineItems.id, claimItems.item_id))
    .where(and(inArray(claimItems.claim_order_id, claimIds), isNull(claimItems.deleted_at)))
    .orderBy(asc(claimItems.created_at), asc(claimItems.id));
  if (rows.length === 0) return [];
  const itemIds = rows.map((row) => row.claimItem.id);
  const images = await db
    .select()
    .from(claimImages)
    .where(and(inArray(claimImages.claim_item_id, itemIds), isNull(claimImages.deleted_at)))
    .orderBy(asc(claimImages.created_at), asc(claimImages.id));
  const tags = await db
    .select({ item_id: claimItemTags.item_id, tag: claimTags })
    .from(claimItemTags)
    .innerJoin(claimTags, eq(claimTags.id, claimItemTags.tag_id))
    .where(inArray(claimItemTags.item_id, itemIds))
    .orderBy(asc(claimTags.value));
  const imagesByItem = groupBy(images, (image) => image.claim_item_id);
  const tagsByItem = groupBy(tags, (row) => row.item_id);
  return rows.map(({ claimItem, item }) => ({
    ...claimItem,
    item: { ...item, thumbnail: absoluteUrl(publicUrl, item.thumbnail) },
    images: imagesByItem.get(claimItem.id) ?? [],
    tags: (tagsByItem.get(claimItem.id) ?? []).map((row) => row.tag),
  }));
}

/** Each order's claims, oldest first. */
export async function claimsOfOrders(
  db: Database,
  orders: ClaimedOrder[],
  publicUrl: string,
): Promise<Map<string, ClaimAnswer[]>> {
  if (orders.length === 0) return new Map();
  const rows = await db
    .select()
    .from(claimOrders)
    .where(
      inArray(
        claimOrders.order_id,
        orders.map((order) => order.id),
      ),
    )
    .orderBy(asc(claimOrders.created_at), asc(claimOrders.id));
  if (rows.length === 0) return new Map();
  const ids = rows.map((row) => row.id);
  const taxRates = new Map(orders.map((order) => [order.id, order.tax_rate ?? 0]));
  // One query after another: `db` may be a transaction, whose one connection takes one at a time.
  const claimed = await claimItemAnswers(db, ids, publicUrl);
  const added = await db
    .select({ item: lineItems, variant: productVariants })
    .from(lineItems)
    .leftJoin(productVariants, eq(productVariants.id, lineItems.variant_id))
    .where(inArray(lineItems.claim_order_id, ids))
    .orderBy(asc(lineItems.created_at), asc(lineItems.id));
  const orderIds = orders.map((order) => order.id);
  // By order first: the order's index finds the rows, the claim narrows them.
  const returnRows = await db
    .select()
    .from(returns)
    .where(and(inArray(returns.order_id, orderIds), inArray(returns.claim_order_id, ids)));
  const claimReturns = await returnAnswers(db, returnRows);
  const addressIds = rows.flatMap((row) =>
    row.shipping_address_id ? [row.shipping_address_id] : [],
  );
  const addressRows =
    addressIds.length === 0
      ? []
      : await db.select().from(addresses).where(inArray(addresses.id, addressIds));
  const methods = await db
    .select()
    .from(shippingMethods)
    .where(inArray(shippingMethods.claim_order_id, ids))
    .orderBy(asc(shippingMethods.id));
  const fulfillmentRows = await db
    .select()
    .from(fulfillments)
    .where(and(inArray(fulfillments.order_id, orderIds), inArray(fulfillments.claim_order_id, ids)))
    .orderBy(asc(fulfillments.created_at), asc(fulfillments.id));
  const claimFulfillments = await fulfillmentAnswers(db, fulfillmentRows);

  const claimedByClaim = groupBy(claimed, (row) => row.claim_order_id);
  const addedByClaim = groupBy(added, (row) => row.item.claim_order_id ?? "");
  const returnByClaim = new Map(claimReturns.map((row) => [row.claim_order_id ?? "", row]));
  const addressById = new Map(addressRows.map((row) => [row.id, row]));
  const methodsByClaim = groupBy(methods, (row) => row.claim_order_id ?? "");
  const fulfillmentsByClaim = groupBy(claimFulfillments, (row) => row.claim_order_id ?? "");
  const answers = rows.map((row): ClaimAnswer => ({
    ...row,
    claim_items: claimedByClaim.get(row.id) ?? [],
    additional_items: (addedByClaim.get(row.id) ?? []).map(({ item, variant }) => ({
      ...item,
      thumbnail: absoluteUrl(publicUrl, item.thumbnail),
      variant,
      // As Medusa's `refundable`: what the units not sent back would refund, with tax.
      refundable: returnLineRefund(
        item,
        0,
        item.quantity - (item.returned_quantity ?? 0),
        taxRates.get(row.order_id) ?? 0,
      ),
    })),
    return_order: returnByClaim.get(row.id) ?? null,
    shipping_address: row.shipping_address_id
      ? (addressById.get(row.shipping_address_id) ?? null)
      : null,
    shipping_methods: methodsByClaim.get(row.id) ?? [],
    fulfillments: fulfillmentsByClaim.get(row.id) ?? [],
  }));
  return groupBy(answers, (row) => row.order_id);
}
