// Admin price lists (contract medusa-v1 §12.1, §13).

/** Default page sizes of the list routes (§12.1). */
export const PRICE_LISTS_DEFAULT_LIMIT = 10;
export const PRICE_LIST_PRODUCTS_DEFAULT_LIMIT = 50;

/** Price list `type` and `status` (§13). */
export const PRICE_LIST_TYPES = ["sale", "override"] as const;
export const PRICE_LIST_STATUSES = ["active", "draft"] as const;

export { MAX_BATCH_SIZE } from "@atelier/contracts";
