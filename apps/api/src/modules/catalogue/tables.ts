// The catalogue: products, their variants, options and images, and how they are grouped
// (collections, categories, types, tags, sales channels).
import type { ProductStatus } from "@atelier/contracts";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { DEFAULT_SHIPPING_PROFILE_ID, shippingProfiles } from "../shipping/profile-table";
import { deletedAt, metadata, timestamps } from "../../db/columns";
import { salesChannels } from "../sales-channels/tables";

export const productCollections = pgTable(
  "product_collection",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    handle: text("handle"),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [uniqueIndex("product_collection_handle_idx").on(t.handle)],
);

export const productCategories = pgTable(
  "product_category",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    handle: text("handle").notNull(),
    parent_category_id: text("parent_category_id"),
    rank: integer("rank").notNull().default(0),
    is_active: boolean("is_active").notNull().default(true),
    is_internal: boolean("is_internal").notNull().default(false),
    metadata,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("product_category_handle_idx").on(t.handle),
    index("product_category_parent_idx").on(t.parent_category_id),
  ],
);

export const productTypes = pgTable("product_type", {
  id: text("id").primaryKey(),
  value: text("value").notNull(),
  metadata,
  ...timestamps,
  deleted_at: deletedAt,
});

export const productTags = pgTable("product_tag", {
  id: text("id").primaryKey(),
  value: text("value").notNull(),
  metadata,
  ...timestamps,
  deleted_at: deletedAt,
});

export const products = pgTable(
  "product",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    /** draft | proposed | published | rejected */
    status: text("status").$type<ProductStatus>().notNull().default("draft"),
    external_id: text("external_id"),
    description: text("description"),
    handle: text("handle").notNull(),
    is_giftcard: boolean("is_giftcard").notNull().default(false),
    /** Gift cards ship in the gift-card profile, everything else in the default one unless moved. */
    profile_id: text("profile_id")
      .notNull()
      .default(DEFAULT_SHIPPING_PROFILE_ID)
      .references(() => shippingProfiles.id),
    discountable: boolean("discountable").notNull().default(true),
    thumbnail: text("thumbnail"),
    collection_id: text("collection_id").references(() => productCollections.id, {
      onDelete: "set null",
    }),
    type_id: text("type_id").references(() => productTypes.id, { onDelete: "set null" }),
    weight: integer("weight"),
    length: integer("length"),
    height: integer("height"),
    width: integer("width"),
    hs_code: text("hs_code"),
    origin_country: text("origin_country"),
    mid_code: text("mid_code"),
    material: text("material"),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    uniqueIndex("product_handle_idx").on(t.handle),
    index("product_collection_idx").on(t.collection_id),
    index("product_type_idx").on(t.type_id),
    index("product_created_idx").on(t.created_at),
  ],
);

export const productTagLinks = pgTable(
  "product_tags",
  {
    product_id: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    product_tag_id: text("product_tag_id")
      .notNull()
      .references(() => productTags.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.product_tag_id] }),
    index("product_tags_tag_idx").on(t.product_tag_id),
  ],
);

export const productCategoryLinks = pgTable(
  "product_category_product",
  {
    product_category_id: text("product_category_id")
      .notNull()
      .references(() => productCategories.id, { onDelete: "cascade" }),
    product_id: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.product_category_id, t.product_id] }),
    index("product_category_product_product_idx").on(t.product_id),
  ],
);

export const productSalesChannels = pgTable(
  "product_sales_channel",
  {
    product_id: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sales_channel_id: text("sales_channel_id")
      .notNull()
      .references(() => salesChannels.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.sales_channel_id] }),
    index("product_sales_channel_channel_idx").on(t.sales_channel_id),
  ],
);

export const productImages = pgTable(
  "image",
  {
    id: text("id").primaryKey(),
    product_id: text("product_id").references(() => products.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    rank: integer("rank").notNull().default(0),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [index("image_product_idx").on(t.product_id)],
);

export const productOptions = pgTable(
  "product_option",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    product_id: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [index("product_option_product_idx").on(t.product_id)],
);

export const productVariants = pgTable(
  "product_variant",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    product_id: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku"),
    barcode: text("barcode"),
    ean: text("ean"),
    upc: text("upc"),
    variant_rank: integer("variant_rank").notNull().default(0),
    inventory_quantity: integer("inventory_quantity").notNull().default(0),
    allow_backorder: boolean("allow_backorder").notNull().default(false),
    manage_inventory: boolean("manage_inventory").notNull().default(true),
    hs_code: text("hs_code"),
    origin_country: text("origin_country"),
    mid_code: text("mid_code"),
    material: text("material"),
    weight: integer("weight"),
    length: integer("length"),
    height: integer("height"),
    width: integer("width"),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    uniqueIndex("product_variant_sku_idx").on(t.sku),
    index("product_variant_product_idx").on(t.product_id),
  ],
);

export const productOptionValues = pgTable(
  "product_option_value",
  {
    id: text("id").primaryKey(),
    value: text("value").notNull(),
    option_id: text("option_id")
      .notNull()
      .references(() => productOptions.id, { onDelete: "cascade" }),
    variant_id: text("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    index("product_option_value_variant_idx").on(t.variant_id),
    index("product_option_value_option_idx").on(t.option_id),
  ],
);
