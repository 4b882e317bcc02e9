// Multi-location inventory (issue 15), in Medusa v1's tables (packages/inventory and
// packages/stock-location): stock locations and their addresses, which sales channels each
// location serves, inventory items linked to variants, an item's level at each location, the
// reservations orders hold on those levels, and Atelier's log of staff stock adjustments.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, deletedAt, metadata, timestamps } from "../../db/columns";
import { productVariants } from "../catalogue/tables";
import { salesChannels } from "../sales-channels/tables";

export const stockLocationAddresses = pgTable("stock_location_address", {
  id: text("id").primaryKey(),
  address_1: text("address_1").notNull(),
  address_2: text("address_2"),
  company: text("company"),
  city: text("city"),
  country_code: text("country_code").notNull(),
  phone: text("phone"),
  province: text("province"),
  postal_code: text("postal_code"),
  metadata,
  ...timestamps,
  deleted_at: deletedAt,
});

export const stockLocations = pgTable("stock_location", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  address_id: text("address_id").references(() => stockLocationAddresses.id),
  metadata,
  ...timestamps,
  deleted_at: deletedAt,
});

export const salesChannelLocations = pgTable(
  "sales_channel_location",
  {
    id: text("id").primaryKey(),
    sales_channel_id: text("sales_channel_id")
      .notNull()
      .references(() => salesChannels.id, { onDelete: "cascade" }),
    location_id: text("location_id")
      .notNull()
      .references(() => stockLocations.id, { onDelete: "cascade" }),
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    uniqueIndex("sales_channel_location_pair_idx").on(t.sales_channel_id, t.location_id),
    index("sales_channel_location_location_idx").on(t.location_id),
  ],
);

export const inventoryItems = pgTable(
  "inventory_item",
  {
    id: text("id").primaryKey(),
    sku: text("sku"),
    origin_country: text("origin_country"),
    hs_code: text("hs_code"),
    mid_code: text("mid_code"),
    material: text("material"),
    weight: integer("weight"),
    length: integer("length"),
    height: integer("height"),
    width: integer("width"),
    requires_shipping: boolean("requires_shipping").notNull().default(true),
    description: text("description"),
    title: text("title"),
    thumbnail: text("thumbnail"),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    uniqueIndex("inventory_item_sku_idx")
      .on(t.sku)
      .where(sql`${t.deleted_at} IS NULL`),
  ],
);

export const variantInventoryItems = pgTable(
  "product_variant_inventory_item",
  {
    id: text("id").primaryKey(),
    inventory_item_id: text("inventory_item_id")
      .notNull()
      .references(() => inventoryItems.id, { onDelete: "cascade" }),
    variant_id: text("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    required_quantity: integer("required_quantity").notNull().default(1),
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    uniqueIndex("product_variant_inventory_item_pair_idx").on(t.variant_id, t.inventory_item_id),
    index("product_variant_inventory_item_item_idx").on(t.inventory_item_id),
  ],
);

export const inventoryLevels = pgTable(
  "inventory_level",
  {
    id: text("id").primaryKey(),
    inventory_item_id: text("inventory_item_id")
      .notNull()
      .references(() => inventoryItems.id, { onDelete: "cascade" }),
    location_id: text("location_id")
      .notNull()
      .references(() => stockLocations.id, { onDelete: "cascade" }),
    stocked_quantity: integer("stocked_quantity").notNull().default(0),
    reserved_quantity: integer("reserved_quantity").notNull().default(0),
    incoming_quantity: integer("incoming_quantity").notNull().default(0),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    uniqueIndex("inventory_level_item_location_idx").on(t.inventory_item_id, t.location_id),
    index("inventory_level_location_idx").on(t.location_id),
  ],
);

export const reservationItems = pgTable(
  "reservation_item",
  {
    id: text("id").primaryKey(),
    line_item_id: text("line_item_id"),
    inventory_item_id: text("inventory_item_id")
      .notNull()
      .references(() => inventoryItems.id, { onDelete: "cascade" }),
    location_id: text("location_id")
      .notNull()
      .references(() => stockLocations.id),
    quantity: integer("quantity").notNull(),
    external_id: text("external_id"),
    description: text("description"),
    created_by: text("created_by"),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    index("reservation_item_line_item_idx").on(t.line_item_id),
    index("reservation_item_item_location_idx").on(t.inventory_item_id, t.location_id),
  ],
);

/** Atelier extension: every staff change of a stocked quantity, with the reason given. */
export const inventoryAdjustments = pgTable(
  "inventory_adjustment",
  {
    id: text("id").primaryKey(),
    inventory_item_id: text("inventory_item_id")
      .notNull()
      .references(() => inventoryItems.id, { onDelete: "cascade" }),
    location_id: text("location_id")
      .notNull()
      .references(() => stockLocations.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason"),
    created_by: text("created_by"),
    created_at: createdAt,
  },
  (t) => [index("inventory_adjustment_item_idx").on(t.inventory_item_id, t.created_at)],
);
