// Query keys of the admin area (one factory per resource).
export const adminKeys = {
  all: ["admin"] as const,
  session: () => [...adminKeys.all, "session"] as const,
  tradeProfessionals: () => [...adminKeys.all, "trade-professionals"] as const,
  tradeProfessionalList: (query: { q?: string; status?: string; offset: number }) =>
    [...adminKeys.tradeProfessionals(), "list", query] as const,
  tradeProfessional: (id: string) => [...adminKeys.tradeProfessionals(), "detail", id] as const,
  orders: (query: { q?: string; offset: number }) => [...adminKeys.all, "orders", query] as const,
  order: (id: string) => [...adminKeys.all, "order", id] as const,
  returns: (query: { offset: number }) => [...adminKeys.all, "returns", query] as const,
  swaps: (query: { offset: number }) => [...adminKeys.all, "swaps", query] as const,
  returnReasons: () => [...adminKeys.all, "return-reasons"] as const,
  customers: (query: { q?: string; offset: number }) =>
    [...adminKeys.all, "customers", query] as const,
  users: () => [...adminKeys.all, "users"] as const,
  invites: () => [...adminKeys.all, "invites"] as const,
  notifications: (query: { to?: string; offset: number }) =>
    [...adminKeys.all, "notifications", query] as const,
};
