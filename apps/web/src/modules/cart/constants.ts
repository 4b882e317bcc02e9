// Cart constants from the spec, one place for the whole cart module.

/** Spec §2 (cart dropdown), §9: the dropdown closes by itself this long after an item is added. */
export const CART_DROPDOWN_AUTO_CLOSE_MS = 5000;

/** Spec §9: how long the cart notice stays on screen. */
export const CART_NOTICE_DURATION_MS = 5000;

/** Spec §4 (cart on load), §8: shown when the stored cart cannot be retrieved. */
export const CART_NOT_FOUND_NOTICE =
  "Error retrieving cart. It might be expired or deleted. We've created a new one for you and redirected you to the shop page.";

/** Spec §2: where the shopper goes after a missing cart is replaced. */
export const CART_RECOVERY_PATH = "/shop";

/** Spec §5: cart creation failures. */
export const MISSING_REGION_MESSAGE = "Missing region ID for cart creation";
export const MISSING_CLIENT_MESSAGE = "Medusa client not initialized";

/**
 * Shown when a quantity change fails and the previous cart is restored. Spec §8 sends cart
 * errors to a no-op handler; the product asks for this one message on top.
 */
export const QUANTITY_UPDATE_FAILED_MESSAGE = "We couldn't update the quantity. Please try again.";
