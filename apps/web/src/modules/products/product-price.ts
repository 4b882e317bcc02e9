import type { Product, ProductVariant } from "@atelier/commerce-client";

export interface VariantPrice {
  /** What the shopper pays, in minor units of the region's currency. */
  amount: number;
  /** The price before a sale, when the variant is on sale. */
  originalAmount?: number;
}

/** The region's price of a variant (the product was fetched with `region_id`). */
export function variantPrice(variant: ProductVariant): VariantPrice | undefined {
  const amount = variant.calculated_price;
  if (amount === null || amount === undefined) return undefined;
  const original = variant.original_price;
  return original !== null && original !== undefined && original > amount
    ? { amount, originalAmount: original }
    : { amount };
}

export interface ListingPrice extends VariantPrice {
  /** The variants cost different amounts: the amount is the lowest ("From …"). */
  varies: boolean;
}

/** The lowest variant price of a product, for product cards. */
export function cheapestPrice(product: Product): ListingPrice | undefined {
  const prices = product.variants
    .map(variantPrice)
    .filter((price): price is VariantPrice => price !== undefined);
  if (prices.length === 0) return undefined;
  const cheapest = prices.reduce((lowest, price) =>
    price.amount < lowest.amount ? price : lowest,
  );
  return { ...cheapest, varies: prices.some((price) => price.amount !== cheapest.amount) };
}
