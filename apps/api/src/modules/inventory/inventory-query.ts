// Reading inventory for the admin routes: stock locations (with their address), inventory items
// decorated as Medusa v1 decorates them (levels, variants, stocked and reserved totals), and
// reservations. Missing rows answer Medusa's not-found messages.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notFound } from "../../http/errors";
import { productVariants } from "../catalogue/tables";
import {
  inventoryItems,
  inventoryLevels,
  reservationItems,
  salesChannelLocations,
  stockLocationAddresses,
  stockLocations,
  variantInventoryItems,
} from "./tables";

export type StockLocationRow = typeof stockLocations.$inferSelect;
export type InventoryItemRow = typeof inventoryItems.$inferSelect;
export type InventoryLevelRow = typeof inventoryLevels.$inferSelect;
export type ReservationRow = typeof reservationItems.$inferSelect;

export const locationNotFound = (id: string) =>
  notFound(`Stock location with id: ${id} was not found`);
export const itemNotFound = (id: string) => notFound(`Inventory item with id: ${id} was not found`);
export const reservationNotFound = (id: string) =>
  notFound(`Reservation item with id: ${id} was not found`);

export async function findLocation(db: Database, id: string): Promise<StockLocationRow> {
  const [row] = await db
    .select()
    .from(stockLocations)
    .where(and(eq(stockLocations.id, id), isNull(stockLocations.deleted_at)));
  if (!row) throw locationNotFound(id);
  return row;
}

export async function findItem(db: Database, id: string): Promise<InventoryItemRow> {
  const [row] = await db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, id), isNull(inventoryItems.deleted_at)));
  if (!row) throw itemNotFound(id);
  return row;
}

export async function findReservation(db: Database, id: string): Promise<ReservationRow> {
  const [row] = await db.select().from(reservationItems).where(eq(reservationItems.id, id));
  if (!row) throw reservationNotFound(id);
  return row;
}

/** Locations with their address when `withAddress` (Medusa's `expand=address`). */
type AddressRow = typeof stockLocationAddresses.$inferSelect;

export async function withAddresses(
  db: Database,
  rows: StockLocationRow[],
  withAddress: boolean,
): Promise<(StockLocationRow & { address?: AddressRow | null })[]> {
  if (!withAddress) return rows;
  const ids = rows.flatMap((row) => (row.address_id === null ? [] : [row.address_id]));
  const addresses =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(stockLocationAddresses)
          .where(inArray(stockLocationAddresses.id, ids));
  const byId = new Map(addresses.map((address) => [address.id, address]));
  return rows.map((row) => ({
    ...row,
    address: row.address_id === null ? null : (byId.get(row.address_id) ?? null),
  }));
}

export interface LocationFilters {
  q?: string;
  id?: string[];
  name?: string[];
  address_id?: string[];
  sales_channel_id?: string[];
  order?: "name" | "-name" | "created_at" | "-created_at";
  offset: number;
  limit: number;
}

export async function listLocations(db: Database, filters: LocationFilters) {
  const conditions: (SQL | undefined)[] = [isNull(stockLocations.deleted_at)];
  if (filters.q) conditions.push(ilike(stockLocations.name, `%${escapeLike(filters.q)}%`));
  if (filters.id?.length) conditions.push(inArray(stockLocations.id, filters.id));
  if (filters.name?.length) conditions.push(inArray(stockLocations.name, filters.name));
  if (filters.address_id?.length) {
    conditions.push(inArray(stockLocations.address_id, filters.address_id));
  }
  if (filters.sales_channel_id?.length) {
    conditions.push(
      inArray(
        stockLocations.id,
        db
          .select({ id: salesChannelLocations.location_id })
          .from(salesChannelLocations)
          .where(inArray(salesChannelLocations.sales_channel_id, filters.sales_channel_id)),
      ),
    );
  }
  const where = and(...conditions);
  const order =
    filters.order === "name"
      ? asc(stockLocations.name)
      : filters.order === "-name"
        ? desc(stockLocations.name)
        : filters.order === "-created_at"
          ? desc(stockLocations.created_at)
          : asc(stockLocations.created_at);
  const rows = await db
    .select()
    .from(stockLocations)
    .where(where)
    .orderBy(order, asc(stockLocations.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const [{ total }] = await db.select({ total: count() }).from(stockLocations).where(where);
  return { rows, count: total };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A level as the API answers it: with what is available there. */
export function levelJson(level: InventoryLevelRow) {
  return { ...level, available_quantity: level.stocked_quantity - level.reserved_quantity };
}

/** Medusa's DecoratedInventoryItemDTO for each row, levels at `locationIds` only when given. */
export async function decorateItems(
  db: Database,
  rows: InventoryItemRow[],
  locationIds?: string[],
) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const levels = await db
    .select()
    .from(inventoryLevels)
    .where(
      and(
        inArray(inventoryLevels.inventory_item_id, ids),
        locationIds?.length ? inArray(inventoryLevels.location_id, locationIds) : undefined,
      ),
    )
    .orderBy(asc(inventoryLevels.created_at), asc(inventoryLevels.id));
  const variants = await db
    .select({
      inventory_item_id: variantInventoryItems.inventory_item_id,
      id: productVariants.id,
      title: productVariants.title,
      sku: productVariants.sku,
      product_id: productVariants.product_id,
      inventory_quantity: productVariants.inventory_quantity,
      manage_inventory: productVariants.manage_inventory,
      allow_backorder: productVariants.allow_backorder,
    })
    .from(variantInventoryItems)
    .innerJoin(productVariants, eq(productVariants.id, variantInventoryItems.variant_id))
    .where(
      and(
        inArray(variantInventoryItems.inventory_item_id, ids),
        isNull(productVariants.deleted_at),
      ),
    )
    .orderBy(asc(productVariants.id));
  return rows.map((row) => {
    const own = levels.filter((level) => level.inventory_item_id === row.id);
    return {
      ...row,
      location_levels: own.map(levelJson),
      variants: variants
        .filter((variant) => variant.inventory_item_id === row.id)
        .map(({ inventory_item_id: _item, ...variant }) => variant),
      stocked_quantity: own.reduce((sum, level) => sum + level.stocked_quantity, 0),
      reserved_quantity: own.reduce((sum, level) => sum + level.reserved_quantity, 0),
    };
  });
}

export async function decoratedItem(db: Database, id: string) {
  const [item] = await decorateItems(db, [await findItem(db, id)]);
  return item;
}

export interface ItemFilters {
  q?: string;
  id?: string[];
  sku?: string[];
  location_id?: string[];
  origin_country?: string[];
  hs_code?: string[];
  requires_shipping?: "true" | "false";
  offset: number;
  limit: number;
}

export async function listItems(db: Database, filters: ItemFilters) {
  const conditions: (SQL | undefined)[] = [isNull(inventoryItems.deleted_at)];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(
      or(
        ilike(inventoryItems.sku, pattern),
        ilike(inventoryItems.title, pattern),
        ilike(inventoryItems.description, pattern),
      ),
    );
  }
  if (filters.id?.length) conditions.push(inArray(inventoryItems.id, filters.id));
  if (filters.sku?.length) conditions.push(inArray(inventoryItems.sku, filters.sku));
  if (filters.origin_country?.length) {
    conditions.push(inArray(inventoryItems.origin_country, filters.origin_country));
  }
  if (filters.hs_code?.length) conditions.push(inArray(inventoryItems.hs_code, filters.hs_code));
  if (filters.requires_shipping !== undefined) {
    conditions.push(eq(inventoryItems.requires_shipping, filters.requires_shipping === "true"));
  }
  if (filters.location_id?.length) {
    conditions.push(
      inArray(
        inventoryItems.id,
        db
          .select({ id: inventoryLevels.inventory_item_id })
          .from(inventoryLevels)
          .where(inArray(inventoryLevels.location_id, filters.location_id)),
      ),
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(inventoryItems)
    .where(where)
    .orderBy(asc(inventoryItems.created_at), asc(inventoryItems.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const [{ total }] = await db.select({ total: count() }).from(inventoryItems).where(where);
  return { items: await decorateItems(db, rows, filters.location_id), count: total };
}

export interface ReservationFilters {
  location_id?: string[];
  inventory_item_id?: string[];
  line_item_id?: string[];
  quantity?: number | { lt?: number; gt?: number; lte?: number; gte?: number };
  offset: number;
  limit: number;
}

export async function listReservations(db: Database, filters: ReservationFilters) {
  const conditions: (SQL | undefined)[] = [];
  if (filters.location_id?.length) {
    conditions.push(inArray(reservationItems.location_id, filters.location_id));
  }
  if (filters.inventory_item_id?.length) {
    conditions.push(inArray(reservationItems.inventory_item_id, filters.inventory_item_id));
  }
  if (filters.line_item_id?.length) {
    conditions.push(inArray(reservationItems.line_item_id, filters.line_item_id));
  }
  const quantity = filters.quantity;
  if (typeof quantity === "number") conditions.push(eq(reservationItems.quantity, quantity));
  else if (quantity) {
    const column = reservationItems.quantity;
    if (quantity.lt !== undefined) conditions.push(sql`${column} < ${quantity.lt}`);
    if (quantity.gt !== undefined) conditions.push(sql`${column} > ${quantity.gt}`);
    if (quantity.lte !== undefined) conditions.push(sql`${column} <= ${quantity.lte}`);
    if (quantity.gte !== undefined) conditions.push(sql`${column} >= ${quantity.gte}`);
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(reservationItems)
    .where(where)
    .orderBy(asc(reservationItems.created_at), asc(reservationItems.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const [{ total }] = await db.select({ total: count() }).from(reservationItems).where(where);
  return { rows, count: total };
}
