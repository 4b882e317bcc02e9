// The Admin API for running the shop (contract medusa-v1 §12.1, §12.3, §12.5), named as in the
// Medusa JS client's admin namespace: order actions, notes, notification resends, regions,
// shipping options and store settings (customer groups and price lists are in admin-pricing.ts).
import type {
  AdminGetCurrencies,
  AdminDeleteNotesNote,
  AdminGetNotes,
  AdminGetNotesNote,
  AdminPostNotes,
  AdminPostNotesNote,
  AdminPostNotificationsNotificationResend,
  AdminDeleteRegionsRegion,
  AdminDeleteRegionsRegionCountriesCountry,
  AdminDeleteRegionsRegionFulfillmentProvidersProvider,
  AdminDeleteRegionsRegionPaymentProvidersProvider,
  AdminDeleteShippingOptionsOption,
  AdminDeleteStoreCurrenciesCode,
  AdminGetRegions,
  AdminGetRegionsRegion,
  AdminGetRegionsRegionFulfillmentOptions,
  AdminGetShippingOptions,
  AdminGetShippingOptionsOption,
  AdminGetStore,
  AdminGetStorePaymentProviders,
  AdminGetStoreTaxProviders,
  AdminPostOrdersOrder,
  AdminPostOrdersOrderArchive,
  AdminPostOrdersOrderCancel,
  AdminPostOrdersOrderCapture,
  AdminPostOrdersOrderComplete,
  AdminPostOrdersOrderFulfillments,
  AdminPostOrdersOrderFulfillmentsCancel,
  AdminPostOrdersOrderRefunds,
  AdminPostOrdersOrderShipment,
  AdminPostPaymentsPaymentCapture,
  AdminPostPaymentsPaymentRefunds,
  AdminPostRegions,
  AdminPostRegionsRegion,
  AdminPostRegionsRegionCountries,
  AdminPostRegionsRegionFulfillmentProviders,
  AdminPostRegionsRegionPaymentProviders,
  AdminPostShippingOptions,
  AdminPostShippingOptionsOption,
  AdminPostStore,
  AdminPostStoreCurrenciesCode,
  Operation,
  Reply,
  Body,
  Query,
} from "@atelier/contracts";
import type { CreateNoteInput, NoteListQuery, ResendNotificationInput } from "./admin-orders-types";
import type { RequestOptions, Transport } from "./client";
import { uuidV4 } from "./uuid";

const segment = encodeURIComponent;

/**
 * Every action that changes money or goods carries an Idempotency-Key: the caller's (one per
 * attempt, so a double click or a retry is done once) or a fresh one for this call.
 */
export function withIdempotencyKey(options: RequestOptions = {}): RequestOptions {
  const given = Object.keys(options.headers ?? {}).some(
    (name) => name.toLowerCase() === "idempotency-key",
  );
  if (given) return options;
  return { ...options, headers: { ...options.headers, "Idempotency-Key": uuidV4() } };
}

export function createAdminOrdersApi(transport: Transport) {
  const { request } = transport;
  /** An order action under an Idempotency-Key; `Op` is its declaration, whose body callers type. */
  const orderAction = <Op extends Operation>(
    id: string,
    action: string,
    body?: object,
    options?: RequestOptions,
  ) =>
    request<Reply<Op>>("POST", `/admin/orders/${segment(id)}/${action}`, {
      body,
      ...withIdempotencyKey(options),
    });

  return {
    /** Spread into `admin.orders` beside list and retrieve. */
    orders: {
      update: (id: string, payload: Body<typeof AdminPostOrdersOrder>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostOrdersOrder>>("POST", `/admin/orders/${segment(id)}`, {
          body: payload,
          ...options,
        }),
      capturePayment: (id: string, options?: RequestOptions) =>
        orderAction<typeof AdminPostOrdersOrderCapture>(id, "capture", undefined, options),
      refundPayment: (
        id: string,
        payload: Body<typeof AdminPostOrdersOrderRefunds>,
        options?: RequestOptions,
      ) => orderAction<typeof AdminPostOrdersOrderRefunds>(id, "refund", payload, options),
      createFulfillment: (
        id: string,
        payload: Body<typeof AdminPostOrdersOrderFulfillments>,
        options?: RequestOptions,
      ) =>
        orderAction<typeof AdminPostOrdersOrderFulfillments>(id, "fulfillment", payload, options),
      cancelFulfillment: (id: string, fulfillmentId: string, options?: RequestOptions) =>
        orderAction<typeof AdminPostOrdersOrderFulfillmentsCancel>(
          id,
          `fulfillments/${segment(fulfillmentId)}/cancel`,
          undefined,
          options,
        ),
      createShipment: (
        id: string,
        payload: Body<typeof AdminPostOrdersOrderShipment>,
        options?: RequestOptions,
      ) => orderAction<typeof AdminPostOrdersOrderShipment>(id, "shipment", payload, options),
      cancel: (id: string, options?: RequestOptions) =>
        orderAction<typeof AdminPostOrdersOrderCancel>(id, "cancel", undefined, options),
      complete: (id: string, options?: RequestOptions) =>
        orderAction<typeof AdminPostOrdersOrderComplete>(id, "complete", undefined, options),
      archive: (id: string, options?: RequestOptions) =>
        orderAction<typeof AdminPostOrdersOrderArchive>(id, "archive", undefined, options),
    },

    payments: {
      capturePayment: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostPaymentsPaymentCapture>>(
          "POST",
          `/admin/payments/${segment(id)}/capture`,
          withIdempotencyKey(options),
        ),
      refundPayment: (
        id: string,
        payload: Body<typeof AdminPostPaymentsPaymentRefunds>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostPaymentsPaymentRefunds>>(
          "POST",
          `/admin/payments/${segment(id)}/refund`,
          { body: payload, ...withIdempotencyKey(options) },
        ),
    },

    notes: {
      list: (query?: NoteListQuery, options?: RequestOptions) =>
        request<Reply<typeof AdminGetNotes>>("GET", "/admin/notes", { query, ...options }),
      create: (payload: CreateNoteInput, options?: RequestOptions) =>
        request<Reply<typeof AdminPostNotes>>("POST", "/admin/notes", {
          body: payload,
          ...options,
        }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetNotesNote>>("GET", `/admin/notes/${segment(id)}`, options),
      update: (id: string, payload: Body<typeof AdminPostNotesNote>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostNotesNote>>("POST", `/admin/notes/${segment(id)}`, {
          body: payload,
          ...options,
        }),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteNotesNote>>(
          "DELETE",
          `/admin/notes/${segment(id)}`,
          options,
        ),
    },

    /** Spread into `admin.notifications` beside list. */
    notifications: {
      resend: (id: string, payload: ResendNotificationInput = {}, options?: RequestOptions) =>
        request<Reply<typeof AdminPostNotificationsNotificationResend>>(
          "POST",
          `/admin/notifications/${segment(id)}/resend`,
          { body: payload, ...withIdempotencyKey(options) },
        ),
    },

    regions: {
      list: (query?: Query<typeof AdminGetRegions>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetRegions>>("GET", "/admin/regions", { query, ...options }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetRegionsRegion>>(
          "GET",
          `/admin/regions/${segment(id)}`,
          options,
        ),
      create: (payload: Body<typeof AdminPostRegions>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostRegions>>("POST", "/admin/regions", {
          body: payload,
          ...options,
        }),
      update: (
        id: string,
        payload: Body<typeof AdminPostRegionsRegion>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostRegionsRegion>>("POST", `/admin/regions/${segment(id)}`, {
          body: payload,
          ...options,
        }),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteRegionsRegion>>(
          "DELETE",
          `/admin/regions/${segment(id)}`,
          options,
        ),
      addCountry: (id: string, countryCode: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostRegionsRegionCountries>>(
          "POST",
          `/admin/regions/${segment(id)}/countries`,
          {
            body: { country_code: countryCode } satisfies Body<
              typeof AdminPostRegionsRegionCountries
            >,
            ...options,
          },
        ),
      deleteCountry: (id: string, countryCode: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteRegionsRegionCountriesCountry>>(
          "DELETE",
          `/admin/regions/${segment(id)}/countries/${segment(countryCode)}`,
          options,
        ),
      addPaymentProvider: (id: string, providerId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostRegionsRegionPaymentProviders>>(
          "POST",
          `/admin/regions/${segment(id)}/payment-providers`,
          {
            body: { provider_id: providerId } satisfies Body<
              typeof AdminPostRegionsRegionPaymentProviders
            >,
            ...options,
          },
        ),
      deletePaymentProvider: (id: string, providerId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteRegionsRegionPaymentProvidersProvider>>(
          "DELETE",
          `/admin/regions/${segment(id)}/payment-providers/${segment(providerId)}`,
          options,
        ),
      addFulfillmentProvider: (id: string, providerId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostRegionsRegionFulfillmentProviders>>(
          "POST",
          `/admin/regions/${segment(id)}/fulfillment-providers`,
          {
            body: { provider_id: providerId } satisfies Body<
              typeof AdminPostRegionsRegionFulfillmentProviders
            >,
            ...options,
          },
        ),
      deleteFulfillmentProvider: (id: string, providerId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteRegionsRegionFulfillmentProvidersProvider>>(
          "DELETE",
          `/admin/regions/${segment(id)}/fulfillment-providers/${segment(providerId)}`,
          options,
        ),
      retrieveFulfillmentOptions: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetRegionsRegionFulfillmentOptions>>(
          "GET",
          `/admin/regions/${segment(id)}/fulfillment-options`,
          options,
        ),
    },

    shippingOptions: {
      list: (query?: Query<typeof AdminGetShippingOptions>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetShippingOptions>>("GET", "/admin/shipping-options", {
          query,
          ...options,
        }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetShippingOptionsOption>>(
          "GET",
          `/admin/shipping-options/${segment(id)}`,
          options,
        ),
      create: (payload: Body<typeof AdminPostShippingOptions>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostShippingOptions>>("POST", "/admin/shipping-options", {
          body: payload,
          ...options,
        }),
      update: (
        id: string,
        payload: Body<typeof AdminPostShippingOptionsOption>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostShippingOptionsOption>>(
          "POST",
          `/admin/shipping-options/${segment(id)}`,
          { body: payload, ...options },
        ),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteShippingOptionsOption>>(
          "DELETE",
          `/admin/shipping-options/${segment(id)}`,
          options,
        ),
    },

    store: {
      retrieve: (options?: RequestOptions) =>
        request<Reply<typeof AdminGetStore>>("GET", "/admin/store", options),
      update: (payload: Body<typeof AdminPostStore>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostStore>>("POST", "/admin/store", {
          body: payload,
          ...options,
        }),
      addCurrency: (code: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostStoreCurrenciesCode>>(
          "POST",
          `/admin/store/currencies/${segment(code)}`,
          options,
        ),
      deleteCurrency: (code: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteStoreCurrenciesCode>>(
          "DELETE",
          `/admin/store/currencies/${segment(code)}`,
          options,
        ),
      listPaymentProviders: (options?: RequestOptions) =>
        request<Reply<typeof AdminGetStorePaymentProviders>>(
          "GET",
          "/admin/store/payment-providers",
          options,
        ),
      listTaxProviders: (options?: RequestOptions) =>
        request<Reply<typeof AdminGetStoreTaxProviders>>(
          "GET",
          "/admin/store/tax-providers",
          options,
        ),
    },

    currencies: {
      list: (query?: Query<typeof AdminGetCurrencies>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetCurrencies>>("GET", "/admin/currencies", {
          query,
          ...options,
        }),
    },
  };
}

export type AdminOrdersApi = ReturnType<typeof createAdminOrdersApi>;
