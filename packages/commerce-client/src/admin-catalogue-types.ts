// Admin catalogue request types the web names (contract medusa-v1 §12.1 products and their
// variants, collections), as the declarations in @atelier/contracts define them.
import type {
  AdminGetCollections,
  AdminPostProducts,
  AdminPostProductsProduct,
  AdminPostProductsProductVariants,
  Body,
  Query,
} from "@atelier/contracts";

export type AdminProductCreateInput = Body<typeof AdminPostProducts>;
export type AdminProductUpdateInput = Body<typeof AdminPostProductsProduct>;
export type AdminVariantCreateInput = Body<typeof AdminPostProductsProductVariants>;

/** A base price in one currency (or for one region), as an integer in the minor unit. */
export type AdminPriceInput = NonNullable<AdminVariantCreateInput["prices"]>[number];

export type AdminCollectionListQuery = Query<typeof AdminGetCollections>;
