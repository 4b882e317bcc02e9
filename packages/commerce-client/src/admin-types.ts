// Admin API request types (contract medusa-v1 §3.3, §12); the answers' types are the API's own
// schemas in @atelier/contracts.
import type { AdminGetNotifications, Query, StaffRole } from "@atelier/contracts";

export interface AdminListQuery {
  offset?: number;
  limit?: number;
}

export type NotificationListQuery = Query<typeof AdminGetNotifications>;

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
