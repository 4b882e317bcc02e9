// The Admin API method map (spec §7 "Admin"), named as in the Medusa JS client's admin namespace.
// Screens that arrive with later work add their resources here the same way.
import type {
  AdminDeleteInvitesInvite,
  AdminDeleteUsersUser,
  AdminGetAuth,
  AdminGetCustomers,
  AdminGetCustomersCustomer,
  AdminGetInvites,
  AdminGetNotifications,
  AdminGetOrders,
  AdminGetOrdersOrder,
  AdminGetTradeProfessionals,
  AdminGetTradeProfessionalsProfessional,
  AdminGetUsers,
  AdminGetUsersUser,
  AdminPostAuth,
  AdminPostAuthRefresh,
  AdminPostCustomersCustomer,
  AdminPostInvites,
  AdminPostInvitesInviteAccept,
  AdminPostToken,
  AdminPostTradeProfessionalsProfessionalApprove,
  AdminPostTradeProfessionalsProfessionalReject,
  AdminPostUsers,
  AdminPostUsersUser,
  AdminPostUsersUserPassword,
  AdminPostUsersUserPasswordToken,
  Body,
  Query,
  Reply,
} from "@atelier/contracts";
import type { NotificationListQuery } from "./admin-types";
import { createAdminBatchJobsApi } from "./admin-batch-jobs";
import { createAdminCatalogueApi } from "./admin-catalogue";
import { createAdminClaimsApi } from "./admin-claims";
import { createAdminDiscountsApi } from "./admin-discounts";
import { createAdminDraftOrdersApi } from "./admin-draft-orders";
import { createAdminGiftCardsApi } from "./admin-gift-cards";
import { createAdminInventoryApi } from "./admin-inventory";
import { createAdminOrderEditsApi } from "./admin-order-edits";
import { createAdminOrdersApi } from "./admin-orders";
import { createAdminPricingApi } from "./admin-pricing";
import { createAdminReturnsApi } from "./admin-returns";
import { createAdminSalesChannelsApi } from "./admin-sales-channels";
import { createAdminSwapsApi } from "./admin-swaps";
import { createAdminTaxRatesApi } from "./admin-tax-rates";
import type { RequestOptions, Transport } from "./client";
import { withSessionExpiry } from "./session-expiry";

const segment = encodeURIComponent;

export function createAdminApi(transport: Transport) {
  const { request, exchange } = transport;
  const { orders, notifications, ...operations } = createAdminOrdersApi(transport);
  const { requestReturn, ...returns } = createAdminReturnsApi(transport);
  const { orderSwapActions, ...swaps } = createAdminSwapsApi(transport);
  return {
    ...createAdminCatalogueApi(transport),
    ...returns,
    ...createAdminDraftOrdersApi(transport),
    ...createAdminGiftCardsApi(transport),
    ...createAdminSalesChannelsApi(transport),
    ...createAdminInventoryApi(transport),
    ...createAdminDiscountsApi(transport),
    ...createAdminOrderEditsApi(transport),
    ...swaps,
    ...createAdminTaxRatesApi(transport),
    ...operations,
    ...createAdminPricingApi(transport),
    ...createAdminBatchJobsApi(transport),

    auth: {
      /** Signs staff in with the HTTP-only session cookie; answers when it ends, where known. */
      createSession: (credentials: Body<typeof AdminPostAuth>, options?: RequestOptions) =>
        withSessionExpiry(
          exchange<Reply<typeof AdminPostAuth>>("POST", "/admin/auth", {
            body: credentials,
            ...options,
          }),
        ),
      getSession: (options?: RequestOptions) =>
        request<Reply<typeof AdminGetAuth>>("GET", "/admin/auth", options),
      /**
       * Atelier's extension, not Medusa v1 (docs/adr/0006): renews the staff session cookie and
       * answers its new end. A CommerceAuthenticationError (401) when there is no session.
       */
      refreshSession: (options?: RequestOptions) =>
        request<Reply<typeof AdminPostAuthRefresh>>("POST", "/admin/auth/refresh", options),
      /** Signs out; the admin bearer token is forgotten too, even if the server call fails. */
      deleteSession: async (options?: RequestOptions): Promise<void> => {
        try {
          await request<unknown>("DELETE", "/admin/auth", options);
        } finally {
          transport.setToken("admin", null);
        }
      },
      /** Gets a bearer token and registers it for every later admin call. */
      getToken: async (credentials: Body<typeof AdminPostToken>, options?: RequestOptions) => {
        const response = await request<Reply<typeof AdminPostToken>>("POST", "/admin/auth/token", {
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
      requestReturn,
      ...createAdminClaimsApi(transport),
      ...orderSwapActions,
    },

    users: {
      list: (query?: Query<typeof AdminGetUsers>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetUsers>>("GET", "/admin/users", { query, ...options }),
      create: (payload: Body<typeof AdminPostUsers>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostUsers>>("POST", "/admin/users", {
          body: payload,
          ...options,
        }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetUsersUser>>("GET", `/admin/users/${segment(id)}`, options),
      update: (id: string, payload: Body<typeof AdminPostUsersUser>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostUsersUser>>("POST", `/admin/users/${segment(id)}`, {
          body: payload,
          ...options,
        }),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteUsersUser>>(
          "DELETE",
          `/admin/users/${segment(id)}`,
          options,
        ),
      /** Answers 204 whether or not the email is a staff user's. */
      sendResetPasswordToken: (
        payload: Body<typeof AdminPostUsersUserPasswordToken>,
        options?: RequestOptions,
      ) => request<undefined>("POST", "/admin/users/password-token", { body: payload, ...options }),
      resetPassword: (payload: Body<typeof AdminPostUsersUserPassword>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostUsersUserPassword>>("POST", "/admin/users/reset-password", {
          body: payload,
          ...options,
        }),
    },

    /** Invites answer writes with the text "OK". */
    invites: {
      list: (options?: RequestOptions) =>
        request<Reply<typeof AdminGetInvites>>("GET", "/admin/invites", options),
      create: (payload: Body<typeof AdminPostInvites>, options?: RequestOptions) =>
        request<string>("POST", "/admin/invites", { body: payload, ...options }),
      resend: (id: string, options?: RequestOptions) =>
        request<string>("POST", `/admin/invites/${segment(id)}/resend`, options),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteInvitesInvite>>(
          "DELETE",
          `/admin/invites/${segment(id)}`,
          options,
        ),
      accept: (payload: Body<typeof AdminPostInvitesInviteAccept>, options?: RequestOptions) =>
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
