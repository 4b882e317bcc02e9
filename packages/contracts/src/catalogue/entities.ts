// Products, variants, options, images, collections, categories, tags and types (Medusa v1 §7.1,
// §7.3, §7.5). Variants come priced for the region, currency or cart in the query.
import { z } from "zod";
import { Metadata, softDeletable, timestamps } from "../common/fields";
import { SalesChannel } from "../sales-channels/entities";
import { ShippingProfile } from "../shipping/profile";

export const ProductStatus = z.enum(["draft", "proposed", "published", "rejected"]);
export type ProductStatus = z.infer<typeof ProductStatus>;

export const Image = z
  .object({ ...softDeletable, id: z.string(), url: z.string(), metadata: Metadata })
  .meta({ id: "Image" });
export type Image = z.infer<typeof Image>;

export const ProductOptionValue = z
  .object({
    ...softDeletable,
    id: z.string(),
    value: z.string(),
    option_id: z.string(),
    variant_id: z.string(),
    metadata: Metadata,
  })
  .meta({ id: "ProductOptionValue" });
export type ProductOptionValue = z.infer<typeof ProductOptionValue>;

export const ProductOption = z
  .object({
    ...softDeletable,
    id: z.string(),
    title: z.string(),
    product_id: z.string(),
    values: z.array(ProductOptionValue),
    metadata: Metadata,
  })
  .meta({ id: "ProductOption" });
export type ProductOption = z.infer<typeof ProductOption>;

/** Tag and type lists select only id, value and timestamps; `metadata` comes with a product. */
export const ProductTag = z
  .object({ ...timestamps, id: z.string(), value: z.string(), metadata: Metadata.optional() })
  .meta({ id: "ProductTag" });
export type ProductTag = z.infer<typeof ProductTag>;

export const ProductType = z
  .object({ ...timestamps, id: z.string(), value: z.string(), metadata: Metadata.optional() })
  .meta({ id: "ProductType" });
export type ProductType = z.infer<typeof ProductType>;

export const ProductCollection = z
  .object({
    ...softDeletable,
    id: z.string(),
    title: z.string(),
    handle: z.string().nullable(),
    metadata: Metadata,
  })
  .meta({ id: "ProductCollection" });
export type ProductCollection = z.infer<typeof ProductCollection>;

export interface ProductCategory {
  created_at: string;
  updated_at: string;
  id: string;
  name: string;
  description: string;
  handle: string;
  parent_category_id: string | null;
  rank: number;
  metadata: Metadata;
  parent_category?: ProductCategory | null;
  category_children?: ProductCategory[];
}
export const ProductCategory: z.ZodType<ProductCategory> = z
  .object({
    ...timestamps,
    id: z.string(),
    name: z.string(),
    description: z.string(),
    handle: z.string(),
    parent_category_id: z.string().nullable(),
    rank: z.number().int(),
    metadata: Metadata,
    get parent_category() {
      return ProductCategory.nullable().optional();
    },
    get category_children() {
      return z.array(ProductCategory).optional();
    },
  })
  .meta({ id: "ProductCategory" });

export const MoneyAmount = z
  .object({
    ...softDeletable,
    id: z.string(),
    currency_code: z.string(),
    amount: z.number().int(),
    min_quantity: z.number().int().nullable(),
    max_quantity: z.number().int().nullable(),
    price_list_id: z.string().nullable(),
    region_id: z.string().nullable(),
    variant_id: z.string(),
  })
  .meta({ id: "MoneyAmount" });
export type MoneyAmount = z.infer<typeof MoneyAmount>;

export const VariantTaxRate = z
  .object({
    rate: z.number().meta({ description: "A percentage." }),
    name: z.string(),
    code: z.string().nullable(),
  })
  .meta({ id: "VariantTaxRate" });
export type VariantTaxRate = z.infer<typeof VariantTaxRate>;

const dimensions = {
  weight: z.number().nullable(),
  length: z.number().nullable(),
  height: z.number().nullable(),
  width: z.number().nullable(),
  hs_code: z.string().nullable(),
  origin_country: z.string().nullable(),
  mid_code: z.string().nullable(),
  material: z.string().nullable(),
};

/** A variant's own columns, as a cart line item carries it. */
export const ProductVariantBase = z
  .object({
    ...softDeletable,
    ...dimensions,
    id: z.string(),
    title: z.string(),
    product_id: z.string(),
    sku: z.string().nullable(),
    barcode: z.string().nullable(),
    ean: z.string().nullable(),
    upc: z.string().nullable(),
    variant_rank: z.number().int().nullable(),
    inventory_quantity: z.number().int(),
    allow_backorder: z.boolean(),
    manage_inventory: z.boolean(),
    metadata: Metadata,
  })
  .meta({ id: "ProductVariantBase" });
export type ProductVariantBase = z.infer<typeof ProductVariantBase>;

/** A product's own columns. */
export const ProductBase = z
  .object({
    ...softDeletable,
    ...dimensions,
    id: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    status: ProductStatus,
    external_id: z.string().nullable(),
    description: z.string().nullable(),
    handle: z.string().nullable(),
    is_giftcard: z.boolean(),
    discountable: z.boolean(),
    thumbnail: z.string().nullable(),
    collection_id: z.string().nullable(),
    type_id: z.string().nullable(),
    metadata: Metadata,
  })
  .meta({ id: "ProductBase" });
export type ProductBase = z.infer<typeof ProductBase>;

/**
 * A variant from the catalogue routes, priced for the region, currency or cart in the query.
 * Without one of those, `calculated_price` is null.
 */
export const ProductVariant = ProductVariantBase.extend({
  options: z.array(ProductOptionValue),
  prices: z.array(MoneyAmount),
  original_price: z.number().int().nullable().optional(),
  calculated_price: z.number().int().nullable().optional(),
  calculated_price_type: z.enum(["default", "sale", "override"]).optional(),
  original_price_incl_tax: z.number().int().nullable().optional(),
  calculated_price_incl_tax: z.number().int().nullable().optional(),
  original_tax: z.number().int().nullable().optional(),
  calculated_tax: z.number().int().nullable().optional(),
  tax_rates: z.array(VariantTaxRate).nullable().optional(),
  purchasable: z.boolean().optional(),
  product: ProductBase.optional().meta({ description: "Present on `GET /store/variants`." }),
}).meta({ id: "ProductVariant" });
export type ProductVariant = z.infer<typeof ProductVariant>;

export const Product = ProductBase.extend({
  profile_id: z.string().optional().meta({ description: "On the product routes." }),
  profiles: z.array(ShippingProfile).optional(),
  variants: z.array(ProductVariant),
  options: z.array(ProductOption),
  images: z.array(Image),
  tags: z.array(ProductTag),
  collection: ProductCollection.nullable(),
  type: ProductType.nullable(),
  categories: z
    .array(ProductCategory)
    .optional()
    .meta({ description: "Only with `expand=categories`." }),
  sales_channels: z
    .array(SalesChannel)
    .optional()
    .meta({ description: "Only when the request sent a publishable API key." }),
}).meta({ id: "Product" });
export type Product = z.infer<typeof Product>;

/** A line's product: all its columns, and its shipping profile. */
export const LineItemProduct = ProductBase.extend({
  profile_id: z.string().optional(),
  profile: ShippingProfile.optional(),
  profiles: z.array(ShippingProfile).optional(),
}).meta({ id: "LineItemProduct" });
export type LineItemProduct = z.infer<typeof LineItemProduct>;
