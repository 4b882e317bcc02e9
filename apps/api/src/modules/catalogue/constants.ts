// Admin catalogue limits and words (contract medusa-v1 §12.1 gives the default page sizes).

export const PRODUCTS_DEFAULT_LIMIT = 50;
export const PRODUCT_VARIANTS_DEFAULT_LIMIT = 100;
export const VARIANTS_DEFAULT_LIMIT = 20;
export const COLLECTIONS_DEFAULT_LIMIT = 10;
export const CATEGORIES_DEFAULT_LIMIT = 100;
export const TAGS_DEFAULT_LIMIT = 10;
export const TYPES_DEFAULT_LIMIT = 20;

/** Contract §13: the product statuses. Only `published` products reach the store. */
export const PRODUCT_STATUSES = ["draft", "proposed", "published", "rejected"] as const;

/** The largest amount or quantity a PostgreSQL `integer` column holds. */
export const MAX_INTEGER = 2_147_483_647;

/** How many variants, options, images, tags or prices one request may carry. */
export const MAX_LIST_ITEMS = 200;

/** The value existing variants take for an option added after them. */
export const DEFAULT_OPTION_VALUE = "Default";
