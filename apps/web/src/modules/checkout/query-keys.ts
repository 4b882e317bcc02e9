// Query keys for checkout reads (one factory per resource).
export const checkoutKeys = {
  all: ["checkout"] as const,
  /** Options depend on the cart's items, address and subtotal, so the cart's version is in the key. */
  shippingOptions: (cartId: string, cartVersion: string) =>
    [...checkoutKeys.all, "shipping-options", cartId, cartVersion] as const,
};
