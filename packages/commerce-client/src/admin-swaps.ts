// The Admin methods for exchanges (Medusa v1 swaps, issue 13), named as in the Medusa JS client:
// `swaps` (list, retrieve) and, in the orders namespace there and so here, creating an exchange
// for an order and running it (fulfil, ship, cancel, settle its difference). Each order action
// answers the order.
import type {
  AdminGetSwaps,
  AdminGetSwapsSwap,
  AdminPostOrdersOrderSwaps,
  AdminPostOrdersOrderSwapsSwapCancel,
  AdminPostOrdersOrderSwapsSwapFulfillments,
  AdminPostOrdersOrderSwapsSwapProcessPayment,
  AdminPostOrdersOrderSwapsSwapShipments,
  AdminPostOrdersSwapFulfillmentsCancel,
  Body,
  Query,
  Reply,
} from "@atelier/contracts";
import type { RequestOptions, Transport } from "./client";

const segment = encodeURIComponent;

export function createAdminSwapsApi({ request }: Transport) {
  const swapPath = (orderId: string, swapId: string, action: string) =>
    `/admin/orders/${segment(orderId)}/swaps/${segment(swapId)}/${action}`;
  return {
    swaps: {
      list: (query?: Query<typeof AdminGetSwaps>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetSwaps>>("GET", "/admin/swaps", { query, ...options }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetSwapsSwap>>("GET", `/admin/swaps/${segment(id)}`, options),
    },
    orderSwapActions: {
      /** Starts an exchange for the shopper: its return and its difference cart. */
      createSwap: (
        orderId: string,
        payload: Body<typeof AdminPostOrdersOrderSwaps>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostOrdersOrderSwaps>>(
          "POST",
          `/admin/orders/${segment(orderId)}/swaps`,
          { body: payload, ...options },
        ),
      /** Packs the new items of an exchange the shopper has confirmed. */
      fulfillSwap: (
        orderId: string,
        swapId: string,
        payload: Body<typeof AdminPostOrdersOrderSwapsSwapFulfillments> = {},
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostOrdersOrderSwapsSwapFulfillments>>(
          "POST",
          swapPath(orderId, swapId, "fulfillments"),
          { body: payload, ...options },
        ),
      /** Unpacks a fulfillment of the exchange that has not shipped. */
      cancelSwapFulfillment: (
        orderId: string,
        swapId: string,
        fulfillmentId: string,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostOrdersSwapFulfillmentsCancel>>(
          "POST",
          swapPath(orderId, swapId, `fulfillments/${segment(fulfillmentId)}/cancel`),
          options,
        ),
      createSwapShipment: (
        orderId: string,
        swapId: string,
        payload: Body<typeof AdminPostOrdersOrderSwapsSwapShipments>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostOrdersOrderSwapsSwapShipments>>(
          "POST",
          swapPath(orderId, swapId, "shipments"),
          { body: payload, ...options },
        ),
      cancelSwap: (orderId: string, swapId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostOrdersOrderSwapsSwapCancel>>(
          "POST",
          swapPath(orderId, swapId, "cancel"),
          options,
        ),
      /** Captures a positive difference or refunds a negative one. */
      processSwapPayment: (orderId: string, swapId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostOrdersOrderSwapsSwapProcessPayment>>(
          "POST",
          swapPath(orderId, swapId, "process-payment"),
          options,
        ),
    },
  };
}
