// Builds catalogue objects for unit tests: only what a test cares about is written out.
import type { Product, ProductOption, ProductVariant } from "@atelier/commerce-client";

const timestamps = {
  created_at: "2024-01-01T00:00:00.000Z",
  updated_at: "2024-01-01T00:00:00.000Z",
  deleted_at: null,
};

const noMeasurements = {
  weight: null,
  length: null,
  height: null,
  width: null,
  hs_code: null,
  origin_country: null,
  mid_code: null,
  material: null,
};

/** A variant with the given option values, e.g. `{ opt_colour: "Oat" }`. */
export function variantFixture(
  id: string,
  optionValues: Record<string, string>,
  overrides: Partial<ProductVariant> = {},
): ProductVariant {
  return {
    ...timestamps,
    ...noMeasurements,
    id,
    title: Object.values(optionValues).join(" / "),
    product_id: "prod_1",
    sku: null,
    barcode: null,
    ean: null,
    upc: null,
    variant_rank: 0,
    inventory_quantity: 10,
    allow_backorder: false,
    manage_inventory: true,
    metadata: null,
    options: Object.entries(optionValues).map(([optionId, value]) => ({
      ...timestamps,
      id: `optval_${id}_${optionId}`,
      value,
      option_id: optionId,
      variant_id: id,
      metadata: null,
    })),
    prices: [],
    calculated_price: 1000,
    original_price: 1000,
    ...overrides,
  };
}

/** A product whose options are derived from its variants' values. */
export function productFixture(
  variants: ProductVariant[],
  overrides: Partial<Product> = {},
): Product {
  const optionIds = [
    ...new Set(variants.flatMap((variant) => variant.options.map((value) => value.option_id))),
  ];
  const options: ProductOption[] = optionIds.map((optionId) => ({
    ...timestamps,
    id: optionId,
    title: optionId,
    product_id: "prod_1",
    metadata: null,
    values: variants.flatMap((variant) =>
      variant.options.filter((value) => value.option_id === optionId),
    ),
  }));
  return {
    ...timestamps,
    ...noMeasurements,
    id: "prod_1",
    title: "Marlo Sofa",
    subtitle: null,
    status: "published",
    external_id: null,
    description: null,
    handle: "marlo-sofa",
    is_giftcard: false,
    discountable: true,
    thumbnail: null,
    collection_id: null,
    type_id: null,
    metadata: null,
    variants,
    options,
    images: [],
    tags: [],
    collection: null,
    type: null,
    ...overrides,
  };
}
