// Admin API wire types (contract medusa-v1 §3.3, §12), as the Atelier API answers them.

export type StaffRole = "admin" | "member" | "developer";

export interface AdminUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: StaffRole;
  api_token: string | null;
  metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface AdminInvite {
  id: string;
  user_email: string;
  role: StaffRole;
  accepted: boolean;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

/** A mail the shop sent, from the outbox (`event_name` is the mail's template). */
export interface AdminNotification {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  event_name: string;
  provider_id: "smtp" | "outbox";
  data: Record<string, unknown>;
  sent_at: string | null;
  error: string | null;
  created_at: string;
}

export interface AdminListQuery {
  offset?: number;
  limit?: number;
}

export interface NotificationListQuery extends AdminListQuery {
  to?: string;
  /** Only mail about this order (or other resource). */
  resource_id?: string;
}

export interface CreateUserInput {
  email: string;
  password: string;
  first_name?: string | null;
  last_name?: string | null;
  role?: StaffRole;
}

export interface UpdateUserInput {
  first_name?: string | null;
  last_name?: string | null;
  role?: StaffRole;
  api_token?: string | null;
  metadata?: Record<string, unknown> | null;
}

export interface CreateInviteInput {
  /** The invitee's email (Medusa names it `user`). */
  user: string;
  role?: StaffRole;
}

export interface AcceptInviteInput {
  token: string;
  user: { first_name?: string | null; last_name?: string | null; password: string };
}

export interface StaffResetPasswordInput {
  token: string;
  password: string;
  email?: string;
}

export interface DeleteResponse {
  id: string;
  object: string;
  deleted: true;
}

export type TradeStatus = "pending" | "approved" | "rejected";

/** A profile that applied to the trade programme, with the customer account of its email. */
export interface TradeProfessional {
  id: string;
  email: string;
  name: string | null;
  phone: string | null;
  company: string | null;
  trade_type: string | null;
  website: string | null;
  tax_id: string | null;
  trade_status: TradeStatus;
  trade_applied_at: string | null;
  trade_reviewed_at: string | null;
  customer_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface TradeProfessionalListQuery extends AdminListQuery {
  q?: string;
  status?: TradeStatus;
}

export interface AdminCustomer {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  has_account: boolean;
  created_at: string;
  groups: { id: string; name: string }[];
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
