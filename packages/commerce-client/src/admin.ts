// The Admin API method map (spec §7 "Admin"), named as in the Medusa JS client's admin namespace.
// Screens that arrive with later work add their resources here the same way.
import type {
  AdminGetCustomers,
  AdminGetCustomersCustomer,
  AdminGetNotifications,
  AdminGetOrders,
  AdminGetOrdersOrder,
  AdminGetTradeProfessionals,
  AdminGetTradeProfessionalsProfessional,
  AdminInvite,
  AdminPostCustomersCustomer,
  AdminPostTradeProfessionalsProfessionalApprove,
  AdminPostTradeProfessionalsProfessionalReject,
  AdminUser,
  Body,
  DeleteResponse,
  Query,
  Reply,
} from "@atelier/contracts";
import type {
  AcceptInviteInput,
  AdminListQuery,
  CreateInviteInput,
  CreateUserInput,
  NotificationListQuery,
  StaffResetPasswordInput,
  UpdateUserInput,
} from "./admin-types";
import { createAdminCatalogueApi } from "./admin-catalogue";
import { createAdminOrdersApi } from "./admin-orders";
import type { RequestOptions, Transport } from "./client";
import { withSessionExpiry, type RenewedSession } from "./session-expiry";
import type { Credentials, ListResponse } from "./types";

type UserResponse = { user: AdminUser };

const segment = encodeURIComponent;

export function createAdminApi(transport: Transport) {
  const { request, exchange } = transport;
  const { orders, notifications, ...operations } = createAdminOrdersApi(transport);
  return {
    ...createAdminCatalogueApi(transport),
    ...operations,

    auth: {
      /** Signs staff in with the HTTP-only session cookie; answers when it ends, where known. */
      createSession: (credentials: Credentials, options?: RequestOptions) =>
        withSessionExpiry(
          exchange<UserResponse>("POST", "/admin/auth", { body: credentials, ...options }),
        ),
      getSession: (options?: RequestOptions) =>
        request<UserResponse>("GET", "/admin/auth", options),
      /**
       * Atelier's extension, not Medusa v1 (docs/adr/0006): renews the staff session cookie and
       * answers its new end. A CommerceAuthenticationError (401) when there is no session.
       */
      refreshSession: (options?: RequestOptions) =>
        request<UserResponse & RenewedSession>("POST", "/admin/auth/refresh", options),
      /** Signs out; the admin bearer token is forgotten too, even if the server call fails. */
      deleteSession: async (options?: RequestOptions): Promise<void> => {
        try {
          await request<unknown>("DELETE", "/admin/auth", options);
        } finally {
          transport.setToken("admin", null);
        }
      },
      /** Gets a bearer token and registers it for every later admin call. */
      getToken: async (credentials: Credentials, options?: RequestOptions) => {
        const response = await request<{ access_token: string }>("POST", "/admin/auth/token", {
          body: credentials,
          ...options,
        });
        transport.setToken("admin", response.access_token);
        return response;
      },
    },

    tradeProfessionals: {
      list: (query?: Query<typeof AdminGetTradeProfessionals>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetTradeProfessionals>>("GET", "/admin/trade-professionals", {
          query,
          ...options,
        }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetTradeProfessionalsProfessional>>(
          "GET",
          `/admin/trade-professionals/${segment(id)}`,
          options,
        ),
      approve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostTradeProfessionalsProfessionalApprove>>(
          "POST",
          `/admin/trade-professionals/${segment(id)}/approve`,
          options,
        ),
      reject: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostTradeProfessionalsProfessionalReject>>(
          "POST",
          `/admin/trade-professionals/${segment(id)}/reject`,
          options,
        ),
    },

    customers: {
      list: (query?: Query<typeof AdminGetCustomers>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetCustomers>>("GET", "/admin/customers", {
          query,
          ...options,
        }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetCustomersCustomer>>(
          "GET",
          `/admin/customers/${segment(id)}`,
          options,
        ),
      update: (
        id: string,
        payload: Body<typeof AdminPostCustomersCustomer>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostCustomersCustomer>>(
          "POST",
          `/admin/customers/${segment(id)}`,
          { body: payload, ...options },
        ),
    },

    orders: {
      list: (query?: Query<typeof AdminGetOrders>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetOrders>>("GET", "/admin/orders", { query, ...options }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetOrdersOrder>>("GET", `/admin/orders/${segment(id)}`, options),
      ...orders,
    },

    users: {
      list: (query?: AdminListQuery, options?: RequestOptions) =>
        request<ListResponse<"users", AdminUser>>("GET", "/admin/users", { query, ...options }),
      create: (payload: CreateUserInput, options?: RequestOptions) =>
        request<UserResponse>("POST", "/admin/users", { body: payload, ...options }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<UserResponse>("GET", `/admin/users/${segment(id)}`, options),
      update: (id: string, payload: UpdateUserInput, options?: RequestOptions) =>
        request<UserResponse>("POST", `/admin/users/${segment(id)}`, { body: payload, ...options }),
      delete: (id: string, options?: RequestOptions) =>
        request<DeleteResponse>("DELETE", `/admin/users/${segment(id)}`, options),
      sendResetPasswordToken: (payload: { email: string }, options?: RequestOptions) =>
        request<undefined>("POST", "/admin/users/password-token", { body: payload, ...options }),
      resetPassword: (payload: StaffResetPasswordInput, options?: RequestOptions) =>
        request<UserResponse>("POST", "/admin/users/reset-password", {
          body: payload,
          ...options,
        }),
    },

    invites: {
      list: (options?: RequestOptions) =>
        request<{ invites: AdminInvite[] }>("GET", "/admin/invites", options),
      create: (payload: CreateInviteInput, options?: RequestOptions) =>
        request<string>("POST", "/admin/invites", { body: payload, ...options }),
      resend: (id: string, options?: RequestOptions) =>
        request<string>("POST", `/admin/invites/${segment(id)}/resend`, options),
      delete: (id: string, options?: RequestOptions) =>
        request<DeleteResponse>("DELETE", `/admin/invites/${segment(id)}`, options),
      accept: (payload: AcceptInviteInput, options?: RequestOptions) =>
        request<string>("POST", "/admin/invites/accept", { body: payload, ...options }),
    },

    notifications: {
      list: (query?: NotificationListQuery, options?: RequestOptions) =>
        request<Reply<typeof AdminGetNotifications>>("GET", "/admin/notifications", {
          query,
          ...options,
        }),
      ...notifications,
    },
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
