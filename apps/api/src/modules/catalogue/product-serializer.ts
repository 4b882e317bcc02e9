// Wire shapes of products and variants on the Store API (Medusa v1 §7.1): table rows plus their
// relations, variants priced in the request's context, media paths made absolute.
import { productRates } from "../taxes/region-tax-rules";
import type {
  productCollections,
  productImages,
  productOptions,
  productOptionValues,
  products,
  productTags,
  productTypes,
  productVariants,
} from "./tables";
import type { salesChannels } from "../sales-channels/tables";
import { absoluteUrl } from "../../http/urls";
import type { ResolvedPriceContext } from "../pricing/price-context";
import {
  type MoneyAmountRow,
  selectVariantPricing,
  type VariantPricing,
} from "../pricing/variant-prices";
import { type VariantTaxes, variantTaxes } from "../pricing/variant-taxes";
import type { ProductShippingProfile } from "../shipping/shipping-profile";

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type OptionRow = typeof productOptions.$inferSelect;
export type OptionValueRow = typeof productOptionValues.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;
export type TagRow = typeof productTags.$inferSelect;
export type TypeRow = typeof productTypes.$inferSelect;
export type CollectionRow = typeof productCollections.$inferSelect;
export type SalesChannelRow = typeof salesChannels.$inferSelect;

export type StoreImage = Omit<ImageRow, "product_id" | "rank">;

export type StoreVariant = VariantRow &
  VariantPricing &
  VariantTaxes & {
    options: OptionValueRow[];
    purchasable: boolean;
  };

export type StoreProduct = ProductRow &
  ProductShippingProfile & {
    variants: StoreVariant[];
    options: (OptionRow & { values: OptionValueRow[] })[];
    images: StoreImage[];
    tags: TagRow[];
    collection: CollectionRow | null;
    type: TypeRow | null;
    /** Only when the request sent a publishable key, as in Medusa. */
    sales_channels?: SalesChannelRow[];
  };

export function storeProductColumns(row: ProductRow, publicUrl: string): ProductRow {
  return { ...row, thumbnail: absoluteUrl(publicUrl, row.thumbnail) };
}

export function storeImage(
  { product_id: _productId, rank: _rank, ...image }: ImageRow,
  publicUrl: string,
): StoreImage {
  return { ...image, url: absoluteUrl(publicUrl, image.url) ?? image.url };
}

/** Medusa v1 without an inventory module: in stock, back-orderable, or not stock-managed. */
function isPurchasable(variant: VariantRow): boolean {
  return !variant.manage_inventory || variant.allow_backorder || variant.inventory_quantity > 0;
}

export function storeVariant(
  row: VariantRow,
  product: { id: string; type_id: string | null },
  optionValues: OptionValueRow[],
  moneyAmounts: MoneyAmountRow[],
  price: ResolvedPriceContext,
): StoreVariant {
  const pricing = selectVariantPricing(moneyAmounts, price.context);
  return {
    ...row,
    options: optionValues,
    ...pricing,
    ...variantTaxes(pricing, price.region, price.taxRules && productRates(price.taxRules, product)),
    purchasable: isPurchasable(row),
  };
}
