// Query and mutation keys for the cart (one factory per resource, as in STYLE.md).

export type CartMutation =
  "create" | "update-region" | "add-item" | "update-quantity" | "remove-item";

export const cartKeys = {
  all: ["cart"] as const,
  detail: (cartId: string) => [...cartKeys.all, "detail", cartId] as const,
  /** Every cart mutation shares the `cart` prefix, so `isMutating({ mutationKey: cartKeys.all })` counts them all. */
  mutation: (action: CartMutation) => [...cartKeys.all, action] as const,
};
