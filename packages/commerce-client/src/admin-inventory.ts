// The Admin methods of multi-location inventory (issue 15), spread into the admin namespace by
// createAdminApi and named as in the Medusa JS client's `admin.stockLocations`,
// `admin.inventoryItems` and `admin.reservations`, plus Atelier's adjustments log and transfers.
// Stock is exact: each change carries an Idempotency-Key (the caller's, or a fresh one).
import type {
  AdminDeleteInventoryItemsItem,
  AdminDeleteInventoryItemsItemLocationLevelsLevel,
  AdminDeleteReservationsReservation,
  AdminDeleteStockLocationsLocation,
  AdminGetInventoryItems,
  AdminGetInventoryItemsItem,
  AdminGetInventoryItemsItemAdjustments,
  AdminGetInventoryItemsItemLocationLevels,
  AdminGetOrdersOrderReservations,
  AdminGetReservations,
  AdminGetReservationsReservation,
  AdminGetStockLocations,
  AdminGetStockLocationsLocation,
  AdminPostInventoryItems,
  AdminPostInventoryItemsItem,
  AdminPostInventoryItemsItemLocationLevels,
  AdminPostInventoryItemsItemLocationLevelsLevel,
  AdminPostInventoryItemsItemTransfer,
  AdminPostReservations,
  AdminPostReservationsReservation,
  AdminPostStockLocations,
  AdminPostStockLocationsLocation,
  Body,
  Query,
  Reply,
} from "@atelier/contracts";
import { withIdempotencyKey } from "./admin-orders";
import type { RequestOptions, Transport } from "./client";

const segment = encodeURIComponent;

export function createAdminInventoryApi({ request }: Transport) {
  const locationPath = (id: string) => `/admin/stock-locations/${segment(id)}`;
  const itemPath = (id: string) => `/admin/inventory-items/${segment(id)}`;
  const levelPath = (id: string, locationId: string) =>
    `${itemPath(id)}/location-levels/${segment(locationId)}`;
  const reservationPath = (id: string) => `/admin/reservations/${segment(id)}`;
  return {
    stockLocations: {
      list: (query?: Query<typeof AdminGetStockLocations>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetStockLocations>>("GET", "/admin/stock-locations", {
          query,
          ...options,
        }),
      retrieve: (
        id: string,
        query?: Query<typeof AdminGetStockLocationsLocation>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminGetStockLocationsLocation>>("GET", locationPath(id), {
          query,
          ...options,
        }),
      create: (payload: Body<typeof AdminPostStockLocations>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostStockLocations>>("POST", "/admin/stock-locations", {
          body: payload,
          ...withIdempotencyKey(options),
        }),
      update: (
        id: string,
        payload: Body<typeof AdminPostStockLocationsLocation>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostStockLocationsLocation>>("POST", locationPath(id), {
          body: payload,
          ...withIdempotencyKey(options),
        }),
      /** Refused while orders hold reserved stock there. */
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteStockLocationsLocation>>(
          "DELETE",
          locationPath(id),
          withIdempotencyKey(options),
        ),
    },

    inventoryItems: {
      /** Items with their levels, variants and totals (at `location_id` when given). */
      list: (query?: Query<typeof AdminGetInventoryItems>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetInventoryItems>>("GET", "/admin/inventory-items", {
          query,
          ...options,
        }),
      retrieve: (
        id: string,
        query?: Query<typeof AdminGetInventoryItemsItem>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminGetInventoryItemsItem>>("GET", itemPath(id), {
          query,
          ...options,
        }),
      create: (payload: Body<typeof AdminPostInventoryItems>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostInventoryItems>>("POST", "/admin/inventory-items", {
          body: payload,
          ...withIdempotencyKey(options),
        }),
      update: (
        id: string,
        payload: Body<typeof AdminPostInventoryItemsItem>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostInventoryItemsItem>>("POST", itemPath(id), {
          body: payload,
          ...withIdempotencyKey(options),
        }),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteInventoryItemsItem>>(
          "DELETE",
          itemPath(id),
          withIdempotencyKey(options),
        ),
      listLocationLevels: (
        id: string,
        query?: Query<typeof AdminGetInventoryItemsItemLocationLevels>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminGetInventoryItemsItemLocationLevels>>(
          "GET",
          `${itemPath(id)}/location-levels`,
          { query, ...options },
        ),
      createLocationLevel: (
        id: string,
        payload: Body<typeof AdminPostInventoryItemsItemLocationLevels>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostInventoryItemsItemLocationLevels>>(
          "POST",
          `${itemPath(id)}/location-levels`,
          { body: payload, ...withIdempotencyKey(options) },
        ),
      /** Sets the stocked (or incoming) quantity at a location; `reason` is logged. */
      updateLocationLevel: (
        id: string,
        locationId: string,
        payload: Body<typeof AdminPostInventoryItemsItemLocationLevelsLevel>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostInventoryItemsItemLocationLevelsLevel>>(
          "POST",
          levelPath(id, locationId),
          { body: payload, ...withIdempotencyKey(options) },
        ),
      deleteLocationLevel: (id: string, locationId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteInventoryItemsItemLocationLevelsLevel>>(
          "DELETE",
          levelPath(id, locationId),
          withIdempotencyKey(options),
        ),
      /** Atelier extension: the item's stock changes by staff, newest first. */
      listAdjustments: (
        id: string,
        query?: Query<typeof AdminGetInventoryItemsItemAdjustments>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminGetInventoryItemsItemAdjustments>>(
          "GET",
          `${itemPath(id)}/adjustments`,
          { query, ...options },
        ),
      /** Atelier extension: moves units from one location to another in one transaction. */
      transfer: (
        id: string,
        payload: Body<typeof AdminPostInventoryItemsItemTransfer>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostInventoryItemsItemTransfer>>(
          "POST",
          `${itemPath(id)}/transfer`,
          { body: payload, ...withIdempotencyKey(options) },
        ),
    },

    reservations: {
      list: (query?: Query<typeof AdminGetReservations>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetReservations>>("GET", "/admin/reservations", {
          query,
          ...options,
        }),
      /** Atelier extension: the reservations of one order's lines. */
      listByOrder: (
        orderId: string,
        query?: Query<typeof AdminGetOrdersOrderReservations>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminGetOrdersOrderReservations>>(
          "GET",
          `/admin/orders/${segment(orderId)}/reservations`,
          { query, ...options },
        ),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetReservationsReservation>>("GET", reservationPath(id), options),
      create: (payload: Body<typeof AdminPostReservations>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostReservations>>("POST", "/admin/reservations", {
          body: payload,
          ...withIdempotencyKey(options),
        }),
      update: (
        id: string,
        payload: Body<typeof AdminPostReservationsReservation>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostReservationsReservation>>("POST", reservationPath(id), {
          body: payload,
          ...withIdempotencyKey(options),
        }),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteReservationsReservation>>(
          "DELETE",
          reservationPath(id),
          withIdempotencyKey(options),
        ),
    },
  };
}
