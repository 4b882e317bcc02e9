// Limits of the Store cart API. The contract (medusa-v1 §6) sets none of these; they are ours and
// exist so that no input can overflow a column or a safe integer.

/** One line's quantity: keeps quantity × unit_price a safe integer and the quantity inside int4. */
export const MAX_LINE_QUANTITY = 10_000;

/** Items a cart may be created with in one request. */
export const MAX_ITEMS_ON_CREATE = 100;
