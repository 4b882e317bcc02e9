// What staff note on claimed items (Medusa v1 `ClaimItemService`): the reason and a note, photos,
// and tags, which are shared by value (stored trimmed and lowercase) and made on first use.
// Each runs inside the caller's transaction, with the claim's order locked.
import type { ClaimReason } from "@atelier/contracts";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { generateId } from "../../http/ids";
import type { Transaction } from "../../http/idempotency";
import { notFound } from "../../http/errors";
import { isPossibleId } from "../carts/cart-input";
import { mergeMetadata } from "../carts/line-items";
import { CLAIM_MESSAGES } from "./constants";
import { claimImages, claimItems, claimItemTags, claimTags } from "./tables";

export interface NewClaimItem {
  item_id: string;
  variant_id: string;
  quantity: number;
  reason: ClaimReason;
  note?: string;
  tags?: string[];
  images?: string[];
}

export interface ClaimItemChange {
  id: string;
  note?: string;
  reason?: ClaimReason;
  images?: { id?: string; url?: string }[];
  tags?: { id?: string; value?: string }[];
  metadata?: Record<string, unknown>;
}

/** The ids of the live tags with these values, made for the values that have none yet. */
async function tagIdsFor(tx: Transaction, values: string[]): Promise<string[]> {
  const wanted = [...new Set(values.map((value) => value.trim().toLowerCase()))];
  if (wanted.length === 0) return [];
  // A tag made at the same moment by another claim wins the unique index; this one is skipped.
  await tx
    .insert(claimTags)
    .values(wanted.map((value) => ({ id: generateId("ctag"), value })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: claimTags.id })
    .from(claimTags)
    .where(and(inArray(claimTags.value, wanted), isNull(claimTags.deleted_at)));
  return rows.map((row) => row.id);
}

async function tagItem(tx: Transaction, itemId: string, tagIds: string[]): Promise<void> {
  if (tagIds.length === 0) return;
  await tx
    .insert(claimItemTags)
    .values([...new Set(tagIds)].map((tagId) => ({ item_id: itemId, tag_id: tagId })));
}

/** Records the claim's items with their photos and tags. */
export async function addClaimItems(
  tx: Transaction,
  claimId: string,
  items: NewClaimItem[],
): Promise<void> {
  for (const item of items) {
    const id = generateId("citm");
    await tx.insert(claimItems).values({
      id,
      claim_order_id: claimId,
      item_id: item.item_id,
      variant_id: item.variant_id,
      reason: item.reason,
      note: item.note ?? null,
      quantity: item.quantity,
    });
    if (item.images?.length) {
      await tx
        .insert(claimImages)
        .values(item.images.map((url) => ({ id: generateId("cimg"), claim_item_id: id, url })));
    }
    await tagItem(tx, id, await tagIdsFor(tx, item.tags ?? []));
  }
}

/** The tag ids a change names: existing tags by id (404 otherwise), others by value. */
async function changedTagIds(
  tx: Transaction,
  tags: { id?: string; value?: string }[],
): Promise<string[]> {
  const ids = tags.flatMap((tag) => (tag.id !== undefined ? [tag.id] : []));
  const found =
    ids.length > 0 && ids.every(isPossibleId)
      ? await tx
          .select({ id: claimTags.id })
          .from(claimTags)
          .where(and(inArray(claimTags.id, ids), isNull(claimTags.deleted_at)))
      : [];
  const missing = ids.find((id) => !found.some((row) => row.id === id));
  if (missing !== undefined) throw notFound(CLAIM_MESSAGES.tagNotFound(missing));
  const values = tags.flatMap((tag) =>
    tag.id === undefined && tag.value !== undefined ? [tag.value] : [],
  );
  return [...ids, ...(await tagIdsFor(tx, values))];
}

/** Replaces the item's live photos by those listed: kept by id, added by url, others deleted. */
async function replaceImages(
  tx: Transaction,
  itemId: string,
  images: { id?: string; url?: string }[],
): Promise<void> {
  const live = await tx
    .select({ id: claimImages.id })
    .from(claimImages)
    .where(and(eq(claimImages.claim_item_id, itemId), isNull(claimImages.deleted_at)));
  const kept = images.flatMap((image) => (image.id !== undefined ? [image.id] : []));
  const missing = kept.find((id) => !live.some((row) => row.id === id));
  if (missing !== undefined) throw notFound(CLAIM_MESSAGES.imageNotFound(missing));
  const dropped = live.filter((row) => !kept.includes(row.id)).map((row) => row.id);
  if (dropped.length > 0) {
    await tx
      .update(claimImages)
      .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
      .where(inArray(claimImages.id, dropped));
  }
  const added = images.flatMap((image) =>
    image.id === undefined && image.url !== undefined ? [image.url] : [],
  );
  if (added.length > 0) {
    await tx
      .insert(claimImages)
      .values(added.map((url) => ({ id: generateId("cimg"), claim_item_id: itemId, url })));
  }
}

/** Changes the claim's items as listed; an item not of the claim is a 404. */
export async function changeClaimItems(
  tx: Transaction,
  claimId: string,
  changes: ClaimItemChange[],
): Promise<void> {
  const ids = changes.map((change) => change.id);
  const rows =
    ids.length > 0 && ids.every(isPossibleId)
      ? await tx
          .select()
          .from(claimItems)
          .where(
            and(
              inArray(claimItems.id, ids),
              eq(claimItems.claim_order_id, claimId),
              isNull(claimItems.deleted_at),
            ),
          )
      : [];
  for (const change of changes) {
    const row = rows.find((candidate) => candidate.id === change.id);
    if (!row) throw notFound(CLAIM_MESSAGES.itemNotFound(change.id));
    await tx
      .update(claimItems)
      .set({
        // As Medusa: an empty note leaves the note as it was.
        note: change.note ? change.note : undefined,
        reason: change.reason,
        metadata:
          change.metadata === undefined ? undefined : mergeMetadata(row.metadata, change.metadata),
        updated_at: sql`now()`,
      })
      .where(eq(claimItems.id, row.id));
    if (change.tags !== undefined) {
      const tagIds = await changedTagIds(tx, change.tags);
      await tx.delete(claimItemTags).where(eq(claimItemTags.item_id, row.id));
      await tagItem(tx, row.id, tagIds);
    }
    if (change.images !== undefined) await replaceImages(tx, row.id, change.images);
  }
}
