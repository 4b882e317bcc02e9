// Admin API request types (contract medusa-v1 §3.3, §12); the answers' types are the API's own
// schemas in @atelier/contracts.
import type { AdminGetNotifications, Query } from "@atelier/contracts";

export interface AdminListQuery {
  offset?: number;
  limit?: number;
}

export type NotificationListQuery = Query<typeof AdminGetNotifications>;
