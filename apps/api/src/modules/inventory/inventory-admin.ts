// Staff changes to locations, items, levels and reservations (issue 15). Each runs in the caller's
// transaction; every change of a level goes through `changeItemStock`, so the linked variants'
// `inventory_quantity` stays their total available, and every change of a stocked quantity is
// logged in `inventory_adjustment` with the reason staff gave.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { invalidData, notAllowed, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import { mergeMetadata } from "../carts/line-items";
import { lineItems } from "../carts/tables";
import { productVariants } from "../catalogue/tables";
import { salesChannels } from "../sales-channels/tables";
import { stores } from "../store-settings/tables";
import { findItem, findLocation, findReservation, type ReservationRow } from "./inventory-query";
import { changeItemStock } from "./stock-movements";
import {
  inventoryAdjustments,
  inventoryItems,
  inventoryLevels,
  reservationItems,
  salesChannelLocations,
  stockLocationAddresses,
  stockLocations,
  variantInventoryItems,
} from "./tables";

export const INVENTORY_MESSAGES = {
  levelExists: (itemId: string, locationId: string) =>
    `Inventory level for item ${itemId} and location ${locationId} already exists`,
  levelMissing: (itemId: string, locationId: string) =>
    `Inventory level for item ${itemId} and location ${locationId} was not found`,
  belowReserved: (reserved: number) =>
    `The stocked quantity cannot be less than the ${reserved} units reserved at the location`,
  reservedAtLevel: "The level cannot be removed while stock is reserved there",
  reservedAtLocation: "The stock location cannot be deleted while stock is reserved there",
  reservedItem: "The inventory item cannot be deleted while stock of it is reserved",
  notEnough: (itemId: string, locationId: string) =>
    `Not enough stock of item ${itemId} is available at location ${locationId}`,
  sameLocation: "Stock must be transferred between two different locations",
  skuTaken: (sku: string) => `An inventory item with sku ${sku} already exists`,
  variantMissing: (id: string) => `Variant with id: ${id} was not found`,
  channelMissing: (id: string) => `Sales channel with id: ${id} was not found`,
  lineMissing: (id: string) => `Line item with id: ${id} was not found`,
  addressMissing: (id: string) => `Stock location address with id: ${id} was not found`,
  nothingToReserve: "The line has nothing left to reserve",
  variantWithoutItem: "The line's variant has no inventory item",
};

export interface AddressInput {
  address_1: string;
  address_2?: string | null;
  company?: string | null;
  city?: string | null;
  country_code: string;
  phone?: string | null;
  province?: string | null;
  postal_code?: string | null;
  metadata?: Record<string, unknown> | null;
}

export interface LocationInput {
  name?: string;
  address?: AddressInput;
  address_id?: string;
  metadata?: Record<string, unknown>;
}

async function assertAddress(db: Database, id: string): Promise<void> {
  const [row] = await db
    .select({ id: stockLocationAddresses.id })
    .from(stockLocationAddresses)
    .where(eq(stockLocationAddresses.id, id));
  if (!row) throw invalidData(INVENTORY_MESSAGES.addressMissing(id));
}

export async function createLocation(
  db: Database,
  input: LocationInput & { name: string },
): Promise<string> {
  let addressId: string | null = null;
  if (input.address) {
    addressId = generateId("laddr");
    await db.insert(stockLocationAddresses).values({ id: addressId, ...input.address });
  } else if (input.address_id !== undefined) {
    await assertAddress(db, input.address_id);
    addressId = input.address_id;
  }
  const id = generateId("sloc");
  await db.insert(stockLocations).values({
    id,
    name: input.name,
    address_id: addressId,
    metadata: input.metadata ?? null,
  });
  return id;
}

export async function updateLocation(db: Database, id: string, input: LocationInput) {
  const location = await findLocation(db, id);
  let addressId = location.address_id;
  if (input.address) {
    if (addressId === null) {
      addressId = generateId("laddr");
      await db.insert(stockLocationAddresses).values({ id: addressId, ...input.address });
    } else {
      await db
        .update(stockLocationAddresses)
        .set({ ...input.address, updated_at: sql`now()` })
        .where(eq(stockLocationAddresses.id, addressId));
    }
  } else if (input.address_id !== undefined) {
    await assertAddress(db, input.address_id);
    addressId = input.address_id;
  }
  await db
    .update(stockLocations)
    .set({
      name: input.name,
      address_id: addressId,
      ...(input.metadata === undefined
        ? {}
        : { metadata: mergeMetadata(location.metadata, input.metadata) }),
      updated_at: sql`now()`,
    })
    .where(eq(stockLocations.id, id));
}

/**
 * Deletes a location no order holds stock at: its levels go (the variants' totals drop by what it
 * held), so do its sales-channel links, and the store loses it as default.
 */
export async function deleteLocation(db: Database, id: string): Promise<void> {
  await findLocation(db, id);
  const levels = await db
    .select()
    .from(inventoryLevels)
    .where(eq(inventoryLevels.location_id, id))
    .for("update");
  if (levels.some((level) => level.reserved_quantity > 0)) {
    throw notAllowed(INVENTORY_MESSAGES.reservedAtLocation);
  }
  const [held] = await db
    .select({ id: reservationItems.id })
    .from(reservationItems)
    .where(eq(reservationItems.location_id, id))
    .limit(1);
  if (held) throw notAllowed(INVENTORY_MESSAGES.reservedAtLocation);
  await changeItemStock(
    db,
    levels.map((level) => level.inventory_item_id),
    async () => {
      await db.delete(inventoryLevels).where(eq(inventoryLevels.location_id, id));
    },
  );
  await db.delete(salesChannelLocations).where(eq(salesChannelLocations.location_id, id));
  await db
    .update(stores)
    .set({ default_location_id: null })
    .where(eq(stores.default_location_id, id));
  await db
    .update(stockLocations)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(stockLocations.id, id));
}

export interface ItemInput {
  sku?: string | null;
  hs_code?: string | null;
  origin_country?: string | null;
  mid_code?: string | null;
  material?: string | null;
  weight?: number | null;
  length?: number | null;
  height?: number | null;
  width?: number | null;
  title?: string | null;
  description?: string | null;
  thumbnail?: string | null;
  requires_shipping?: boolean;
  metadata?: Record<string, unknown>;
}

async function assertSkuFree(db: Database, sku: string | null | undefined, itemId?: string) {
  if (sku === null || sku === undefined) return;
  const [taken] = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.sku, sku), isNull(inventoryItems.deleted_at)));
  if (taken && taken.id !== itemId) throw invalidData(INVENTORY_MESSAGES.skuTaken(sku));
}

/**
 * Creates an item and links it to the variant (Medusa v1 attaches it as one more item the
 * variant needs, so a variant that had stock counts as having none until the item is stocked).
 */
export async function createItem(
  db: Database,
  input: ItemInput & { variant_id: string },
): Promise<string> {
  const { variant_id: variantId, metadata, ...columns } = input;
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), isNull(productVariants.deleted_at)));
  if (!variant) throw notFound(INVENTORY_MESSAGES.variantMissing(variantId));
  await assertSkuFree(db, columns.sku);
  const id = generateId("iitem");
  await db.insert(inventoryItems).values({ ...columns, id, metadata: metadata ?? null });
  await db.insert(variantInventoryItems).values({
    id: generateId("pvitem"),
    inventory_item_id: id,
    variant_id: variantId,
  });
  await changeItemStock(db, [id], async () => undefined);
  return id;
}

export async function updateItem(db: Database, id: string, input: ItemInput): Promise<void> {
  const item = await findItem(db, id);
  const { metadata, ...columns } = input;
  await assertSkuFree(db, columns.sku, id);
  await db
    .update(inventoryItems)
    .set({
      ...columns,
      ...(metadata === undefined ? {} : { metadata: mergeMetadata(item.metadata, metadata) }),
      updated_at: sql`now()`,
    })
    .where(eq(inventoryItems.id, id));
}

/** Deletes an item no order holds: its levels and links go, and its variants' totals follow. */
export async function deleteItem(db: Database, id: string): Promise<void> {
  await findItem(db, id);
  const [held] = await db
    .select({ id: reservationItems.id })
    .from(reservationItems)
    .where(eq(reservationItems.inventory_item_id, id))
    .limit(1);
  if (held) throw notAllowed(INVENTORY_MESSAGES.reservedItem);
  await changeItemStock(db, [id], async () => {
    await db.delete(inventoryLevels).where(eq(inventoryLevels.inventory_item_id, id));
  });
  await db
    .update(inventoryItems)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(inventoryItems.id, id));
}

async function logAdjustment(
  db: Database,
  itemId: string,
  locationId: string,
  delta: number,
  reason: string | undefined,
  staffId: string | null,
): Promise<void> {
  if (delta === 0) return;
  await db.insert(inventoryAdjustments).values({
    id: generateId("iadj"),
    inventory_item_id: itemId,
    location_id: locationId,
    delta,
    reason: reason ?? null,
    created_by: staffId,
  });
}

async function lockedLevel(db: Database, itemId: string, locationId: string) {
  const [level] = await db
    .select()
    .from(inventoryLevels)
    .where(
      and(
        eq(inventoryLevels.inventory_item_id, itemId),
        eq(inventoryLevels.location_id, locationId),
      ),
    )
    .for("update");
  return level;
}

export interface LevelInput {
  stocked_quantity?: number;
  incoming_quantity?: number;
  reason?: string;
}

export async function createLevel(
  db: Database,
  itemId: string,
  input: LevelInput & { location_id: string; stocked_quantity: number },
  staffId: string | null,
): Promise<void> {
  await findItem(db, itemId);
  await findLocation(db, input.location_id);
  await changeItemStock(db, [itemId], async () => {
    if (await lockedLevel(db, itemId, input.location_id)) {
      throw invalidData(INVENTORY_MESSAGES.levelExists(itemId, input.location_id));
    }
    await db.insert(inventoryLevels).values({
      id: generateId("ilev"),
      inventory_item_id: itemId,
      location_id: input.location_id,
      stocked_quantity: input.stocked_quantity,
      incoming_quantity: input.incoming_quantity ?? 0,
    });
    await logAdjustment(
      db,
      itemId,
      input.location_id,
      input.stocked_quantity,
      input.reason,
      staffId,
    );
  });
}

export async function updateLevel(
  db: Database,
  itemId: string,
  locationId: string,
  input: LevelInput,
  staffId: string | null,
): Promise<void> {
  await findItem(db, itemId);
  await changeItemStock(db, [itemId], async () => {
    const level = await lockedLevel(db, itemId, locationId);
    if (!level) throw notFound(INVENTORY_MESSAGES.levelMissing(itemId, locationId));
    const stocked = input.stocked_quantity;
    if (stocked !== undefined && stocked < level.reserved_quantity) {
      throw notAllowed(INVENTORY_MESSAGES.belowReserved(level.reserved_quantity));
    }
    await db
      .update(inventoryLevels)
      .set({
        stocked_quantity: stocked,
        incoming_quantity: input.incoming_quantity,
        updated_at: sql`now()`,
      })
      .where(eq(inventoryLevels.id, level.id));
    if (stocked !== undefined) {
      await logAdjustment(
        db,
        itemId,
        locationId,
        stocked - level.stocked_quantity,
        input.reason,
        staffId,
      );
    }
  });
}

export async function deleteLevel(
  db: Database,
  itemId: string,
  locationId: string,
  staffId: string | null,
): Promise<void> {
  await findItem(db, itemId);
  await changeItemStock(db, [itemId], async () => {
    const level = await lockedLevel(db, itemId, locationId);
    if (!level) throw notFound(INVENTORY_MESSAGES.levelMissing(itemId, locationId));
    if (level.reserved_quantity > 0) throw notAllowed(INVENTORY_MESSAGES.reservedAtLevel);
    await db.delete(inventoryLevels).where(eq(inventoryLevels.id, level.id));
    await logAdjustment(db, itemId, locationId, -level.stocked_quantity, "Level removed", staffId);
  });
}

export interface TransferInput {
  from_location_id: string;
  to_location_id: string;
  quantity: number;
  reason?: string;
}

/**
 * Moves stock between two locations in one transaction: the source gives up `quantity` units
 * only if that leaves at least what is reserved there; the destination's level is made if needed.
 */
export async function transferStock(
  db: Database,
  itemId: string,
  input: TransferInput,
  staffId: string | null,
): Promise<void> {
  if (input.from_location_id === input.to_location_id) {
    throw invalidData(INVENTORY_MESSAGES.sameLocation);
  }
  await findItem(db, itemId);
  await findLocation(db, input.from_location_id);
  await findLocation(db, input.to_location_id);
  await changeItemStock(db, [itemId], async () => {
    // Both levels in location id order, as every other change of levels takes them.
    const [first, second] = [input.from_location_id, input.to_location_id].sort();
    await lockedLevel(db, itemId, first);
    await lockedLevel(db, itemId, second);
    const taken = await db
      .update(inventoryLevels)
      .set({
        stocked_quantity: sql`${inventoryLevels.stocked_quantity} - ${input.quantity}`,
        updated_at: sql`now()`,
      })
      .where(
        and(
          eq(inventoryLevels.inventory_item_id, itemId),
          eq(inventoryLevels.location_id, input.from_location_id),
          sql`${inventoryLevels.stocked_quantity} - ${inventoryLevels.reserved_quantity} >= ${input.quantity}`,
        ),
      )
      .returning({ id: inventoryLevels.id });
    if (taken.length === 0) {
      throw notAllowed(INVENTORY_MESSAGES.notEnough(itemId, input.from_location_id));
    }
    const added = await db
      .update(inventoryLevels)
      .set({
        stocked_quantity: sql`${inventoryLevels.stocked_quantity} + ${input.quantity}`,
        updated_at: sql`now()`,
      })
      .where(
        and(
          eq(inventoryLevels.inventory_item_id, itemId),
          eq(inventoryLevels.location_id, input.to_location_id),
        ),
      )
      .returning({ id: inventoryLevels.id });
    if (added.length === 0) {
      await db.insert(inventoryLevels).values({
        id: generateId("ilev"),
        inventory_item_id: itemId,
        location_id: input.to_location_id,
        stocked_quantity: input.quantity,
      });
    }
    const reason = input.reason ?? "Transfer";
    await logAdjustment(db, itemId, input.from_location_id, -input.quantity, reason, staffId);
    await logAdjustment(db, itemId, input.to_location_id, input.quantity, reason, staffId);
  });
}

/** Raises (or, negative, lowers) a level's reserved quantity; a raise needs the units free. */
async function reserveAt(
  db: Database,
  itemId: string,
  locationId: string,
  quantity: number,
): Promise<void> {
  const changed = await db
    .update(inventoryLevels)
    .set({
      reserved_quantity: sql`${inventoryLevels.reserved_quantity} + ${quantity}`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(inventoryLevels.inventory_item_id, itemId),
        eq(inventoryLevels.location_id, locationId),
        quantity > 0
          ? sql`${inventoryLevels.stocked_quantity} - ${inventoryLevels.reserved_quantity} >= ${quantity}`
          : undefined,
      ),
    )
    .returning({ id: inventoryLevels.id });
  if (changed.length === 0) throw notAllowed(INVENTORY_MESSAGES.notEnough(itemId, locationId));
}

export interface ReservationInput {
  line_item_id?: string;
  location_id: string;
  inventory_item_id: string;
  quantity: number;
  description?: string;
  metadata?: Record<string, unknown>;
}

export async function createReservation(
  db: Database,
  input: ReservationInput,
  staffId: string | null,
): Promise<string> {
  await findItem(db, input.inventory_item_id);
  await findLocation(db, input.location_id);
  if (input.line_item_id !== undefined) {
    const [line] = await db
      .select({ id: lineItems.id })
      .from(lineItems)
      .where(eq(lineItems.id, input.line_item_id));
    if (!line) throw invalidData(INVENTORY_MESSAGES.lineMissing(input.line_item_id));
  }
  const id = generateId("resitem");
  await changeItemStock(db, [input.inventory_item_id], async () => {
    await reserveAt(db, input.inventory_item_id, input.location_id, input.quantity);
    await db.insert(reservationItems).values({
      id,
      line_item_id: input.line_item_id ?? null,
      inventory_item_id: input.inventory_item_id,
      location_id: input.location_id,
      quantity: input.quantity,
      description: input.description ?? null,
      created_by: staffId,
      metadata: input.metadata ?? null,
    });
  });
  return id;
}

export interface ReservationUpdate {
  location_id?: string;
  quantity?: number;
  description?: string;
  metadata?: Record<string, unknown>;
}

/** A new quantity or location moves the reserved units: freed where they were, taken anew. */
export async function updateReservation(
  db: Database,
  id: string,
  input: ReservationUpdate,
): Promise<void> {
  const before = await findReservation(db, id);
  const locationId = input.location_id ?? before.location_id;
  if (input.location_id !== undefined) await findLocation(db, input.location_id);
  const quantity = input.quantity ?? before.quantity;
  await changeItemStock(db, [before.inventory_item_id], async () => {
    if (locationId !== before.location_id || quantity !== before.quantity) {
      await reserveAt(db, before.inventory_item_id, before.location_id, -before.quantity);
      await reserveAt(db, before.inventory_item_id, locationId, quantity);
    }
    await db
      .update(reservationItems)
      .set({
        location_id: locationId,
        quantity,
        description: input.description,
        ...(input.metadata === undefined
          ? {}
          : { metadata: mergeMetadata(before.metadata, input.metadata) }),
        updated_at: sql`now()`,
      })
      .where(eq(reservationItems.id, id));
  });
}

export async function deleteReservation(db: Database, id: string): Promise<ReservationRow> {
  const row = await findReservation(db, id);
  await changeItemStock(db, [row.inventory_item_id], async () => {
    await reserveAt(db, row.inventory_item_id, row.location_id, -row.quantity);
    await db.delete(reservationItems).where(eq(reservationItems.id, id));
  });
  return row;
}

/**
 * Reserves a line of the order at a location: `quantity` units, by default those the line still
 * needs (not fulfilled and not yet reserved). Answers the new reservation's id.
 */
export async function reserveOrderLine(
  db: Database,
  orderId: string,
  lineId: string,
  input: { location_id: string; quantity?: number },
  staffId: string | null,
): Promise<string> {
  const [line] = await db
    .select()
    .from(lineItems)
    .where(and(eq(lineItems.id, lineId), eq(lineItems.order_id, orderId)));
  if (!line) throw notFound(INVENTORY_MESSAGES.lineMissing(lineId));
  await findLocation(db, input.location_id);
  const [link] =
    line.variant_id === null
      ? []
      : await db
          .select()
          .from(variantInventoryItems)
          .where(eq(variantInventoryItems.variant_id, line.variant_id))
          .orderBy(variantInventoryItems.inventory_item_id)
          .limit(1);
  if (!link) throw invalidData(INVENTORY_MESSAGES.variantWithoutItem);
  const held = await db
    .select({ quantity: reservationItems.quantity })
    .from(reservationItems)
    .where(
      and(
        eq(reservationItems.line_item_id, lineId),
        eq(reservationItems.inventory_item_id, link.inventory_item_id),
      ),
    );
  const needed =
    (line.quantity - (line.fulfilled_quantity ?? 0)) * link.required_quantity -
    held.reduce((sum, row) => sum + row.quantity, 0);
  const quantity = input.quantity ?? needed;
  if (quantity <= 0) throw notAllowed(INVENTORY_MESSAGES.nothingToReserve);
  return createReservation(
    db,
    {
      line_item_id: lineId,
      location_id: input.location_id,
      inventory_item_id: link.inventory_item_id,
      quantity,
    },
    staffId,
  );
}

/** The sales channel with its location links, as the link routes answer it. */
export async function channelWithLocations(db: Database, channelId: string) {
  const [channel] = await db
    .select()
    .from(salesChannels)
    .where(and(eq(salesChannels.id, channelId), isNull(salesChannels.deleted_at)));
  if (!channel) throw notFound(INVENTORY_MESSAGES.channelMissing(channelId));
  const locations = await db
    .select({
      id: salesChannelLocations.id,
      location_id: salesChannelLocations.location_id,
      sales_channel_id: salesChannelLocations.sales_channel_id,
    })
    .from(salesChannelLocations)
    .where(eq(salesChannelLocations.sales_channel_id, channelId))
    .orderBy(salesChannelLocations.created_at, salesChannelLocations.id);
  return { ...channel, locations };
}

export async function linkChannelLocation(
  db: Database,
  channelId: string,
  locationId: string,
): Promise<void> {
  await channelWithLocations(db, channelId);
  await findLocation(db, locationId);
  await db
    .insert(salesChannelLocations)
    .values({ id: generateId("scloc"), sales_channel_id: channelId, location_id: locationId })
    .onConflictDoNothing();
}

export async function unlinkChannelLocation(
  db: Database,
  channelId: string,
  locationId: string,
): Promise<void> {
  await channelWithLocations(db, channelId);
  await db
    .delete(salesChannelLocations)
    .where(
      and(
        eq(salesChannelLocations.sales_channel_id, channelId),
        eq(salesChannelLocations.location_id, locationId),
      ),
    );
}

/** Reservations held by the order's own lines. */
export async function orderReservations(
  db: Database,
  orderId: string,
  page: { offset: number; limit: number },
) {
  const lines = await db
    .select({ id: lineItems.id })
    .from(lineItems)
    .where(eq(lineItems.order_id, orderId));
  const ids = lines.map((line) => line.id);
  if (ids.length === 0) return { rows: [], count: 0 };
  const all = await db
    .select()
    .from(reservationItems)
    .where(inArray(reservationItems.line_item_id, ids))
    .orderBy(reservationItems.created_at, reservationItems.id);
  return { rows: all.slice(page.offset, page.offset + page.limit), count: all.length };
}
