// Query keys of the locations screens, under the admin factory so signing out clears them.
import { adminKeys } from "../query-keys";

export const locationKeys = {
  list: () => [...adminKeys.all, "stock-locations"] as const,
  detail: (id: string) => [...adminKeys.all, "stock-location", id] as const,
  /** Every page of every location's stock (the prefix of `stock(id, query)`). */
  stocks: () => [...adminKeys.all, "location-stock"] as const,
  stock: (id: string, query: { q?: string; offset: number }) =>
    [...locationKeys.stocks(), id, query] as const,
  adjustments: (itemId: string) => [...adminKeys.all, "inventory-adjustments", itemId] as const,
  orderReservations: (orderId: string) =>
    [...adminKeys.all, "order-reservations", orderId] as const,
};
