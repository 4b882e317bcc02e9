// The catalogue as the Admin API answers it: admin answers carry every base price of a variant
// in `prices`, so the Store's Product and ProductVariant shapes describe them too.
import { z } from "zod";
import { Metadata, softDeletable, timestamps } from "../common/fields";
import { Product, ProductBase, ProductCollection, ProductVariant } from "./entities";

export const AdminProduct = Product;
export type AdminProduct = Product;
export const AdminProductVariant = ProductVariant;
export type AdminProductVariant = ProductVariant;

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

export const AdminProductResponse = z.object({ product: Product });
export type AdminProductResponse = z.infer<typeof AdminProductResponse>;

export const AdminVariantDeleteResponse = z
  .object({
    variant_id: z.string(),
    object: z.literal("product-variant"),
    deleted: z.literal(true),
    product: Product,
  })
  .meta({ id: "AdminVariantDeleteResponse" });
export type AdminVariantDeleteResponse = z.infer<typeof AdminVariantDeleteResponse>;

export const AdminOptionDeleteResponse = z
  .object({
    option_id: z.string(),
    object: z.literal("option"),
    deleted: z.literal(true),
    product: Product,
  })
  .meta({ id: "AdminOptionDeleteResponse" });
export type AdminOptionDeleteResponse = z.infer<typeof AdminOptionDeleteResponse>;
