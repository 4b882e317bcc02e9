// Admin API request types (contract medusa-v1 §3.3, §12); the answers' types are the API's own
// schemas in @atelier/contracts.
import type { AdminGetNotifications, Query, TradeStatus } from "@atelier/contracts";

export interface AdminListQuery {
  offset?: number;
  limit?: number;
}

export type NotificationListQuery = Query<typeof AdminGetNotifications>;

export interface TradeProfessionalListQuery extends AdminListQuery {
  q?: string;
  status?: TradeStatus;
}

export interface AdminCustomerListQuery extends AdminListQuery {
  q?: string;
}

export interface UpdateAdminCustomerInput {
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  metadata?: Record<string, unknown> | null;
}

export interface AdminOrderListQuery extends AdminListQuery {
  /** A display id (`42` or `#42`) or part of an email. */
  q?: string;
  status?: string[];
  payment_status?: string[];
  fulfillment_status?: string[];
  customer_id?: string;
  region_id?: string;
}
