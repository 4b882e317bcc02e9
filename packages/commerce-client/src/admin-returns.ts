// The Admin methods for what happens after a sale (issue 13), spread into the admin namespace by
// createAdminApi and named as in the Medusa JS client: return reasons and returns (the order's
// `requestReturn` is in the orders namespace there, so it is here too).
import type {
  AdminDeleteReturnReasonsReason,
  AdminGetReturns,
  AdminPostOrdersOrderReturns,
  AdminPostReturnsReturnCancel,
  AdminPostReturnsReturnReceive,
  AdminGetReturnReasons,
  AdminGetReturnReasonsReason,
  AdminPostReturnReasons,
  AdminPostReturnReasonsReason,
  Body,
  Query,
  Reply,
} from "@atelier/contracts";
import type { RequestOptions, Transport } from "./client";

const segment = encodeURIComponent;

export function createAdminReturnsApi({ request }: Transport) {
  const reasonPath = (id: string) => `/admin/return-reasons/${segment(id)}`;
  return {
    returns: {
      list: (query?: Query<typeof AdminGetReturns>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetReturns>>("GET", "/admin/returns", { query, ...options }),
      /** Records what arrived; restocks and refunds when it is what was asked for. */
      receive: (
        id: string,
        payload: Body<typeof AdminPostReturnsReturnReceive>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostReturnsReturnReceive>>(
          "POST",
          `/admin/returns/${segment(id)}/receive`,
          { body: payload, ...options },
        ),
      /** Answers the return's order. */
      cancel: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostReturnsReturnCancel>>(
          "POST",
          `/admin/returns/${segment(id)}/cancel`,
          options,
        ),
    },
    /** Staff ask for a return on the shopper's behalf; answers the order. */
    requestReturn: (
      orderId: string,
      payload: Body<typeof AdminPostOrdersOrderReturns>,
      options?: RequestOptions,
    ) =>
      request<Reply<typeof AdminPostOrdersOrderReturns>>(
        "POST",
        `/admin/orders/${segment(orderId)}/return`,
        { body: payload, ...options },
      ),
    returnReasons: {
      /** The top-level reasons, each with its sub-reasons. */
      list: (options?: RequestOptions) =>
        request<Reply<typeof AdminGetReturnReasons>>("GET", "/admin/return-reasons", options),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetReturnReasonsReason>>("GET", reasonPath(id), options),
      create: (payload: Body<typeof AdminPostReturnReasons>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostReturnReasons>>("POST", "/admin/return-reasons", {
          body: payload,
          ...options,
        }),
      update: (
        id: string,
        payload: Body<typeof AdminPostReturnReasonsReason>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostReturnReasonsReason>>("POST", reasonPath(id), {
          body: payload,
          ...options,
        }),
      /** Deletes the reason and its sub-reasons. */
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteReturnReasonsReason>>("DELETE", reasonPath(id), options),
    },
  };
}
