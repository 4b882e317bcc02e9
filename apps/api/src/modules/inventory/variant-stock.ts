// A variant's stock as the admin product screens edit it (issue 15): creating a variant that
// manages inventory gives it an inventory item stocked at the default location; setting its
// `inventory_quantity` moves the default location's stock by the difference, so the total
// available becomes the number given; deleting the variant deletes its item.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { generateId } from "../../http/ids";
import { productVariants } from "../catalogue/tables";
import { changeItemStock, defaultLocationId } from "./stock-movements";
import {
  inventoryAdjustments,
  inventoryItems,
  inventoryLevels,
  variantInventoryItems,
} from "./tables";

/**
 * Gives a variant that manages inventory and has no inventory item one, linked, with a level at
 * the default location holding its `inventory_quantity`.
 */
export async function stockNewVariant(db: Database, variantId: string): Promise<void> {
  await stockNewVariants(db, [variantId]);
}

/** `stockNewVariant` for many variants at once, in a few statements whatever their number. */
export async function stockNewVariants(db: Database, variantIds: string[]): Promise<void> {
  if (variantIds.length === 0) return;
  const managed = await db
    .select()
    .from(productVariants)
    .where(and(inArray(productVariants.id, variantIds), eq(productVariants.manage_inventory, true)))
    .orderBy(productVariants.id);
  if (managed.length === 0) return;
  const linked = await db
    .select({ variant_id: variantInventoryItems.variant_id })
    .from(variantInventoryItems)
    .where(
      inArray(
        variantInventoryItems.variant_id,
        managed.map((variant) => variant.id),
      ),
    );
  const hasItem = new Set(linked.map((link) => link.variant_id));
  const unstocked = managed
    .filter((variant) => !hasItem.has(variant.id))
    .map((variant) => ({ variant, itemId: generateId("iitem") }));
  if (unstocked.length === 0) return;
  await db.insert(inventoryItems).values(
    unstocked.map(({ variant, itemId }) => ({
      id: itemId,
      sku: variant.sku,
      title: variant.title,
      hs_code: variant.hs_code,
      origin_country: variant.origin_country,
      mid_code: variant.mid_code,
      material: variant.material,
      weight: variant.weight,
      length: variant.length,
      height: variant.height,
      width: variant.width,
    })),
  );
  await db.insert(variantInventoryItems).values(
    unstocked.map(({ variant, itemId }) => ({
      id: generateId("pvitem"),
      inventory_item_id: itemId,
      variant_id: variant.id,
    })),
  );
  const locationId = await defaultLocationId(db);
  if (locationId === null) return;
  await db.insert(inventoryLevels).values(
    unstocked.map(({ variant, itemId }) => ({
      id: generateId("ilev"),
      inventory_item_id: itemId,
      location_id: locationId,
      stocked_quantity: variant.inventory_quantity,
    })),
  );
}

/**
 * Makes the variant's total available `target`: the default location's stocked quantity of its
 * (first) inventory item moves by the difference, logged as an adjustment by `staffId`.
 */
export async function setVariantAvailable(
  db: Database,
  variantId: string,
  target: number,
  staffId: string | null,
): Promise<void> {
  await stockNewVariant(db, variantId);
  const [link] = await db
    .select()
    .from(variantInventoryItems)
    .where(eq(variantInventoryItems.variant_id, variantId))
    .orderBy(variantInventoryItems.inventory_item_id)
    .limit(1);
  const locationId = await defaultLocationId(db);
  if (!link || locationId === null) return;
  await changeItemStock(db, [link.inventory_item_id], async () => {
    const [variant] = await db
      .select({ total: productVariants.inventory_quantity })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    const delta = (target - variant.total) * link.required_quantity;
    if (delta === 0) return;
    const updated = await db
      .update(inventoryLevels)
      .set({
        stocked_quantity: sql`${inventoryLevels.stocked_quantity} + ${delta}`,
        updated_at: sql`now()`,
      })
      .where(
        and(
          eq(inventoryLevels.inventory_item_id, link.inventory_item_id),
          eq(inventoryLevels.location_id, locationId),
        ),
      )
      .returning({ id: inventoryLevels.id });
    if (updated.length === 0) {
      await db.insert(inventoryLevels).values({
        id: generateId("ilev"),
        inventory_item_id: link.inventory_item_id,
        location_id: locationId,
        stocked_quantity: delta,
      });
    }
    await db.insert(inventoryAdjustments).values({
      id: generateId("iadj"),
      inventory_item_id: link.inventory_item_id,
      location_id: locationId,
      delta,
      reason: "Stock set on the product",
      created_by: staffId,
    });
  });
}

/** Soft-deletes the inventory items of deleted variants. */
export async function deleteVariantItems(
  db: Database,
  variantIds: readonly string[],
): Promise<void> {
  if (variantIds.length === 0) return;
  const links = await db
    .select({ id: variantInventoryItems.inventory_item_id })
    .from(variantInventoryItems)
    .where(inArray(variantInventoryItems.variant_id, [...variantIds]));
  if (links.length === 0) return;
  await db
    .update(inventoryItems)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(
      and(
        inArray(
          inventoryItems.id,
          links.map((link) => link.id),
        ),
        isNull(inventoryItems.deleted_at),
      ),
    );
}
