// Query keys for the signed-in customer and what belongs to them (one factory per resource).
export const accountKeys = {
  all: ["account"] as const,
  customer: () => [...accountKeys.all, "customer"] as const,
  profile: () => [...accountKeys.all, "profile"] as const,
  orders: () => [...accountKeys.all, "orders"] as const,
  ordersPage: (page: number) => [...accountKeys.orders(), page] as const,
};

/** Orders are read by the account pages and the order confirmation alike. */
export const orderKeys = {
  all: ["order"] as const,
  detail: (orderId: string) => [...orderKeys.all, orderId] as const,
};
