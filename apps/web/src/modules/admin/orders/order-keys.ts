// Query keys of one order's screen, under the admin factory so signing out clears them.
import { adminKeys } from "../query-keys";

export const orderKeys = {
  /** Every page of the orders list (the prefix of `adminKeys.orders(query)`). */
  lists: () => [...adminKeys.all, "orders"] as const,
  detail: (id: string) => adminKeys.order(id),
  notes: (id: string) => [...adminKeys.all, "notes", id] as const,
  /** Under the outbox's prefix, so a resend refreshes the outbox too. */
  notifications: (id: string) => [...adminKeys.all, "notifications", { resource_id: id }] as const,
};
