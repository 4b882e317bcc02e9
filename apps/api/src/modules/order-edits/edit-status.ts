// An edit's status is not stored: it follows from which of its times is set, the latest step
// winning, as Medusa's `OrderEdit.loadStatus`. Apart so the order answer can read it without the
// edit queries (which read orders themselves).
import type { OrderEditStatus } from "@atelier/contracts";
import type { orderEdits } from "./tables";

type OrderEditTimes = Pick<
  typeof orderEdits.$inferSelect,
  "canceled_at" | "confirmed_at" | "declined_at" | "requested_at"
>;

export function editStatus(row: OrderEditTimes): OrderEditStatus {
  if (row.canceled_at) return "canceled";
  if (row.confirmed_at) return "confirmed";
  if (row.declined_at) return "declined";
  if (row.requested_at) return "requested";
  return "created";
}
