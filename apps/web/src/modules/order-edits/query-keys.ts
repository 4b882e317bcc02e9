// Query keys of the shop's order-edit page.
export const storeOrderEditKeys = {
  all: ["order-edit"] as const,
  detail: (id: string) => [...storeOrderEditKeys.all, id] as const,
  /** The edit's order as the page reads it (apart from the account's, which expands returns). */
  order: (orderId: string) => [...storeOrderEditKeys.all, "order", orderId] as const,
};
