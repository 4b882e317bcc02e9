// Admin catalogue limits and words (contract medusa-v1 §12.1 gives the default page sizes).

export const PRODUCTS_DEFAULT_LIMIT = 50;
export const PRODUCT_VARIANTS_DEFAULT_LIMIT = 100;
export const VARIANTS_DEFAULT_LIMIT = 20;
// Collections, categories, tags and types: their page sizes are declared with their routes.

/** Contract §13: the product statuses. Only `published` products reach the store. */
export const PRODUCT_STATUSES = ["draft", "proposed", "published", "rejected"] as const;

/** The value existing variants take for an option added after them. */
export const DEFAULT_OPTION_VALUE = "Default";
