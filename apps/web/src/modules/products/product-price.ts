import type { Product, ProductVariant } from "@atelier/commerce-client";

export interface VariantPrice {
  /** What the shopper pays, in minor units of the region's currency. */
  amount: number;
  /** The price before a sale, when the variant is on sale. */
  originalAmount?: number;
}

/** The price fields of a variant, fetched with `region_id`. */
export type PricedVariant = Pick<ProductVariant, "id" | "calculated_price" | "original_price">;

/**
 * The signed-in shopper's own prices by variant id (price lists of their customer group), laid
 * over the prices every shopper sees.
 */
export type VariantPriceOverrides = ReadonlyMap<string, PricedVariant>;

/** The region's price of a variant, the shopper's own when `overrides` holds one. */
export function variantPrice(
  variant: PricedVariant,
  overrides?: VariantPriceOverrides,
): VariantPrice | undefined {
  const priced = overrides?.get(variant.id) ?? variant;
  const amount = priced.calculated_price;
  if (amount === null || amount === undefined) return undefined;
  const original = priced.original_price;
  return original !== null && original !== undefined && original > amount
    ? { amount, originalAmount: original }
    : { amount };
}

export interface ListingPrice extends VariantPrice {
  /** The variants cost different amounts: the amount is the lowest ("From …"). */
  varies: boolean;
}

/** The lowest price among a product's variants, for product cards. */
export function cheapestPrice(
  variants: readonly PricedVariant[],
  overrides?: VariantPriceOverrides,
): ListingPrice | undefined {
  const prices = variants
    .map((variant) => variantPrice(variant, overrides))
    .filter((price): price is VariantPrice => price !== undefined);
  if (prices.length === 0) return undefined;
  const cheapest = prices.reduce((lowest, price) =>
    price.amount < lowest.amount ? price : lowest,
  );
  return { ...cheapest, varies: prices.some((price) => price.amount !== cheapest.amount) };
}

/** The shopper's own prices from a listing read as the signed-in shopper, by variant id. */
export function priceOverrides(products: readonly Product[]): VariantPriceOverrides {
  return new Map(
    products.flatMap((product) =>
      product.variants.map((variant): [string, PricedVariant] => [
        variant.id,
        {
          id: variant.id,
          calculated_price: variant.calculated_price,
          original_price: variant.original_price,
        },
      ]),
    ),
  );
}
