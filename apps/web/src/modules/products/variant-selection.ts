// Picking a variant from option values: { [optionId]: value } -> the variant with exactly those.
import type { Product, ProductVariant } from "@atelier/commerce-client";
import { isPurchasable } from "./stock";

export type OptionSelection = Record<string, string>;

export function variantOptions(variant: ProductVariant): OptionSelection {
  return Object.fromEntries(variant.options.map((option) => [option.option_id, option.value]));
}

function matches(variant: ProductVariant, selection: OptionSelection): boolean {
  const options = variantOptions(variant);
  return Object.entries(selection).every(([optionId, value]) => options[optionId] === value);
}

/** The variant whose option values are all selected; undefined until every option has a value. */
export function findVariant(
  product: Product,
  selection: OptionSelection,
): ProductVariant | undefined {
  if (product.options.some((option) => selection[option.id] === undefined)) return undefined;
  return product.variants.find((variant) => matches(variant, selection));
}

/** Start on the first variant that can be bought, so the page opens on something in stock. */
export function initialSelection(product: Product): OptionSelection {
  const variant = product.variants.find(isPurchasable) ?? product.variants[0];
  return variant ? variantOptions(variant) : {};
}

/** The distinct values of an option, in the order staff ranked the variants. */
export function optionValues(product: Product, optionId: string): string[] {
  const ranked = [...product.variants].sort(
    (a, b) => (a.variant_rank ?? 0) - (b.variant_rank ?? 0),
  );
  const values = ranked.flatMap((variant) =>
    variant.options.filter((value) => value.option_id === optionId).map((value) => value.value),
  );
  return [...new Set(values)];
}

/**
 * Whether choosing `value` for `optionId`, keeping the other choices, leads to a variant that can
 * be bought. Used to mark sold-out choices (they stay selectable, to show their state).
 */
export function isChoiceAvailable(
  product: Product,
  selection: OptionSelection,
  optionId: string,
  value: string,
): boolean {
  const variant = findVariant(product, { ...selection, [optionId]: value });
  return variant !== undefined && isPurchasable(variant);
}
