// Admin catalogue wire types (contract medusa-v1 §12.1 products, variants, collections, and the
// "Admin product create body"; §12.2 uploads). Admin answers carry every base price of a
// variant in `prices`, so the Store's Product and ProductVariant shapes describe them too.
import type { AdminGetCollections, Metadata, ProductStatus, Query } from "@atelier/contracts";
import type { PageQuery } from "./types";

export interface AdminProductListQuery extends PageQuery {
  /** Matches title, description, variant titles and SKUs, and the collection title. */
  q?: string;
  status?: ProductStatus[];
  collection_id?: string[];
  /** A field name, `-` first for descending; newest first when left out. */
  order?: string;
  expand?: string;
}

/** A price in one currency (or for one region), as an integer in the minor unit. */
export interface AdminPriceInput {
  /** Set when changing a price the variant already has. */
  id?: string;
  currency_code?: string;
  region_id?: string;
  amount: number;
  min_quantity?: number;
  max_quantity?: number;
}

interface VariantFields {
  title: string;
  sku?: string | null;
  barcode?: string | null;
  ean?: string | null;
  upc?: string | null;
  inventory_quantity?: number;
  allow_backorder?: boolean;
  manage_inventory?: boolean;
  metadata?: Metadata;
}

/** A variant inside a new product: option values in the order of the product's options. */
export interface AdminProductCreateVariantInput extends VariantFields {
  prices: AdminPriceInput[];
  options?: { value: string }[];
}

/** `POST /admin/products/:id/variants`: option values name their option. */
export interface AdminVariantCreateInput extends VariantFields {
  prices: AdminPriceInput[];
  options: { option_id: string; value: string }[];
}

export type AdminVariantUpdateInput = Partial<AdminVariantCreateInput>;

interface ProductFields {
  title: string;
  subtitle?: string | null;
  description?: string | null;
  handle?: string;
  status?: ProductStatus;
  /** Image URLs, in display order; the first is the thumbnail unless one is given. */
  images?: string[];
  thumbnail?: string | null;
  collection_id?: string | null;
  discountable?: boolean;
  metadata?: Metadata;
}

export interface AdminProductCreateInput extends ProductFields {
  is_giftcard?: boolean;
  options?: { title: string }[];
  variants?: AdminProductCreateVariantInput[];
}

/** Variants and options change through their own routes. */
export type AdminProductUpdateInput = Partial<ProductFields>;

export type AdminCollectionListQuery = Query<typeof AdminGetCollections>;
