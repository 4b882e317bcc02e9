// The catalogue as the Admin API answers it: products of any status with every relation, and
// variants with every base price in `prices` (no price-list prices, no calculated price).
import { z } from "zod";
import { Metadata, softDeletable, timestamps } from "../common/fields";
import { SalesChannel } from "../sales-channels/entities";
import {
  Image,
  MoneyAmount,
  ProductBase,
  ProductCollection,
  ProductOption,
  ProductOptionValue,
  ProductVariantBase,
} from "./entities";
import { DecoratedInventoryItem } from "../inventory/entities";

/** A collection on the admin routes: with its products' own columns, newest first. */
export const AdminCollection = ProductCollection.extend({
  products: z.array(ProductBase),
}).meta({ id: "AdminCollection" });
export type AdminCollection = z.infer<typeof AdminCollection>;

/** What removing products from a collection answers. */
export const AdminCollectionProductsRemoved = z
  .object({
    id: z.string(),
    object: z.literal("product-collection"),
    removed_products: z.array(z.string()),
  })
  .meta({ id: "AdminCollectionProductsRemoved" });
export type AdminCollectionProductsRemoved = z.infer<typeof AdminCollectionProductsRemoved>;

/**
 * A category on the admin routes: hidden and internal ones too, with `is_active` and
 * `is_internal`, its parent (without relations) and its children (nested with
 * `include_descendants_tree`).
 */
export interface AdminProductCategory {
  created_at: string;
  updated_at: string;
  id: string;
  name: string;
  description: string;
  handle: string;
  parent_category_id: string | null;
  rank: number;
  is_active: boolean;
  is_internal: boolean;
  metadata: Metadata;
  parent_category?: AdminProductCategory | null;
  category_children?: AdminProductCategory[];
}
export const AdminProductCategory: z.ZodType<AdminProductCategory> = z
  .object({
    ...timestamps,
    id: z.string(),
    name: z.string(),
    description: z.string(),
    handle: z.string(),
    parent_category_id: z.string().nullable(),
    rank: z.number().int(),
    is_active: z.boolean(),
    is_internal: z.boolean(),
    metadata: Metadata,
    get parent_category() {
      return AdminProductCategory.nullable().optional();
    },
    get category_children() {
      return z.array(AdminProductCategory).optional();
    },
  })
  .meta({ id: "AdminProductCategory" });

/** A tag or type on the admin routes: every column. */
const adminValueEntity = {
  ...softDeletable,
  id: z.string(),
  value: z.string(),
  metadata: Metadata,
};
export const AdminProductTag = z.object(adminValueEntity).meta({ id: "AdminProductTag" });
export type AdminProductTag = z.infer<typeof AdminProductTag>;
export const AdminProductType = z.object(adminValueEntity).meta({ id: "AdminProductType" });
export type AdminProductType = z.infer<typeof AdminProductType>;

/** A variant on the admin routes: its base prices in every currency and its option values. */
export const AdminProductVariant = ProductVariantBase.extend({
  prices: z.array(MoneyAmount),
  options: z.array(ProductOptionValue),
  original_price: z.null(),
  calculated_price: z.null(),
}).meta({ id: "AdminProductVariant" });
export type AdminProductVariant = z.infer<typeof AdminProductVariant>;

/** A product on the admin routes: any status, with its sales channels and categories. */
export const AdminProduct = ProductBase.extend({
  variants: z.array(AdminProductVariant),
  options: z.array(ProductOption),
  images: z.array(Image),
  tags: z.array(AdminProductTag),
  collection: ProductCollection.nullable(),
  type: AdminProductType.nullable(),
  sales_channels: z.array(SalesChannel),
  categories: z.array(AdminProductCategory),
}).meta({ id: "AdminProduct" });
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductResponse = z.object({ product: AdminProduct });
export type AdminProductResponse = z.infer<typeof AdminProductResponse>;

export const AdminVariantDeleteResponse = z
  .object({
    variant_id: z.string(),
    object: z.literal("product-variant"),
    deleted: z.literal(true),
    product: AdminProduct,
  })
  .meta({ id: "AdminVariantDeleteResponse" });
export type AdminVariantDeleteResponse = z.infer<typeof AdminVariantDeleteResponse>;

export const AdminOptionDeleteResponse = z
  .object({
    option_id: z.string(),
    object: z.literal("option"),
    deleted: z.literal(true),
    product: AdminProduct,
  })
  .meta({ id: "AdminOptionDeleteResponse" });
export type AdminOptionDeleteResponse = z.infer<typeof AdminOptionDeleteResponse>;

/** A variant of `/admin/variants`: with its product's own columns. */
export const AdminVariant = AdminProductVariant.extend({ product: ProductBase }).meta({
  id: "AdminVariant",
});
export type AdminVariant = z.infer<typeof AdminVariant>;

/**
 * A variant with its stock: without an inventory module the stock is the variant's own
 * `inventory_quantity`, available in each sales channel its product is sold in.
 */
export const AdminVariantInventory = AdminVariant.extend({
  inventory: z
    .array(DecoratedInventoryItem)
    .meta({ description: "The variant's inventory items with their levels (issue 15)." }),
  sales_channel_availability: z.array(
    z.object({
      channel_name: z.string(),
      channel_id: z.string(),
      available_quantity: z.number().int().nullable().meta({
        description:
          "Units available at the channel's stock locations; null when the variant's stock is not managed.",
      }),
    }),
  ),
}).meta({ id: "AdminVariantInventory" });
export type AdminVariantInventory = z.infer<typeof AdminVariantInventory>;

/** A tag with the number of live products that carry it. */
export const AdminProductTagUsage = z
  .object({ id: z.string(), value: z.string(), usage_count: z.number().int() })
  .meta({ id: "AdminProductTagUsage" });
export type AdminProductTagUsage = z.infer<typeof AdminProductTagUsage>;
