// Stock locations, inventory items, levels and reservations as Medusa v1's inventory and
// stock-location modules send them (packages/types: StockLocationDTO, InventoryItemDTO,
// InventoryLevelDTO, ReservationItemDTO; issue 15), plus Atelier's stock adjustments.
import { z } from "zod";
import { Metadata, softDeletable, Timestamp } from "../common/fields";

export const StockLocationAddress = z
  .object({
    ...softDeletable,
    id: z.string(),
    address_1: z.string(),
    address_2: z.string().nullable(),
    company: z.string().nullable(),
    city: z.string().nullable(),
    country_code: z.string(),
    phone: z.string().nullable(),
    province: z.string().nullable(),
    postal_code: z.string().nullable(),
    metadata: Metadata,
  })
  .meta({ id: "StockLocationAddress" });
export type StockLocationAddress = z.infer<typeof StockLocationAddress>;

export const StockLocation = z
  .object({
    ...softDeletable,
    id: z.string(),
    name: z.string(),
    address_id: z.string().nullable(),
    address: StockLocationAddress.nullable().optional(),
    metadata: Metadata,
  })
  .meta({ id: "StockLocation" });
export type StockLocation = z.infer<typeof StockLocation>;

export const InventoryLevel = z
  .object({
    ...softDeletable,
    id: z.string(),
    inventory_item_id: z.string(),
    location_id: z.string(),
    stocked_quantity: z.number().int(),
    reserved_quantity: z.number().int(),
    incoming_quantity: z.number().int(),
    available_quantity: z.number().int().meta({ description: "stocked − reserved" }),
    metadata: Metadata,
  })
  .meta({ id: "InventoryLevel" });
export type InventoryLevel = z.infer<typeof InventoryLevel>;

export const InventoryItem = z
  .object({
    ...softDeletable,
    id: z.string(),
    sku: z.string().nullable(),
    origin_country: z.string().nullable(),
    hs_code: z.string().nullable(),
    mid_code: z.string().nullable(),
    material: z.string().nullable(),
    weight: z.number().nullable(),
    length: z.number().nullable(),
    height: z.number().nullable(),
    width: z.number().nullable(),
    requires_shipping: z.boolean(),
    description: z.string().nullable(),
    title: z.string().nullable(),
    thumbnail: z.string().nullable(),
    metadata: Metadata,
  })
  .meta({ id: "InventoryItem" });
export type InventoryItem = z.infer<typeof InventoryItem>;

/** A variant an item is linked to, as the item list decorates it. */
export const InventoryItemVariant = z
  .object({
    id: z.string(),
    title: z.string(),
    sku: z.string().nullable(),
    product_id: z.string(),
    inventory_quantity: z.number().int(),
    manage_inventory: z.boolean(),
    allow_backorder: z.boolean(),
  })
  .meta({ id: "InventoryItemVariant" });

/** Medusa's DecoratedInventoryItemDTO: the item with its levels, variants and totals. */
export const DecoratedInventoryItem = InventoryItem.extend({
  location_levels: z.array(InventoryLevel),
  variants: z.array(InventoryItemVariant),
  stocked_quantity: z.number().int(),
  reserved_quantity: z.number().int(),
}).meta({ id: "DecoratedInventoryItem" });
export type DecoratedInventoryItem = z.infer<typeof DecoratedInventoryItem>;

export const ReservationItem = z
  .object({
    ...softDeletable,
    id: z.string(),
    line_item_id: z.string().nullable(),
    inventory_item_id: z.string(),
    location_id: z.string(),
    quantity: z.number().int(),
    external_id: z.string().nullable(),
    description: z.string().nullable(),
    created_by: z.string().nullable(),
    metadata: Metadata,
  })
  .meta({ id: "ReservationItem" });
export type ReservationItem = z.infer<typeof ReservationItem>;

/** Atelier extension: one staff change of a stocked quantity, with its reason. */
export const InventoryAdjustment = z
  .object({
    id: z.string(),
    inventory_item_id: z.string(),
    location_id: z.string(),
    delta: z.number().int(),
    reason: z.string().nullable(),
    created_by: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: "InventoryAdjustment" });
export type InventoryAdjustment = z.infer<typeof InventoryAdjustment>;

/** A sales channel as the stock-location link routes answer it. */
export const InventorySalesChannel = z
  .object({
    ...softDeletable,
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    is_disabled: z.boolean(),
    metadata: Metadata,
    locations: z.array(
      z.object({ id: z.string(), location_id: z.string(), sales_channel_id: z.string() }),
    ),
  })
  .meta({ id: "InventorySalesChannel" });

/** Store showroom route: what each location of the channel holds of each variant. */
export const VariantLocationAvailability = z
  .object({
    location_id: z.string(),
    name: z.string(),
    address: StockLocationAddress.nullable(),
    variants: z.array(z.object({ variant_id: z.string(), available_quantity: z.number().int() })),
  })
  .meta({ id: "VariantLocationAvailability" });
export type VariantLocationAvailability = z.infer<typeof VariantLocationAvailability>;
