// The Admin methods for draft orders (issue 13), spread into the admin namespace by createAdminApi
// and named as in the Medusa JS client's `admin.draftOrders`.
import type {
  AdminDeleteDraftOrdersDraftOrder,
  AdminDeleteDraftOrdersDraftOrderLineItemsItem,
  AdminGetDraftOrders,
  AdminGetDraftOrdersDraftOrder,
  AdminPostDraftOrders,
  AdminPostDraftOrdersDraftOrder,
  AdminPostDraftOrdersDraftOrderLineItems,
  AdminPostDraftOrdersDraftOrderLineItemsItem,
  AdminPostDraftOrdersDraftOrderRegisterPayment,
  Body,
  Query,
  Reply,
} from "@atelier/contracts";
import type { RequestOptions, Transport } from "./client";

const segment = encodeURIComponent;

export function createAdminDraftOrdersApi({ request }: Transport) {
  const draftPath = (id: string) => `/admin/draft-orders/${segment(id)}`;
  const linePath = (id: string, lineId: string) => `${draftPath(id)}/line-items/${segment(lineId)}`;
  return {
    draftOrders: {
      list: (query?: Query<typeof AdminGetDraftOrders>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetDraftOrders>>("GET", "/admin/draft-orders", {
          query,
          ...options,
        }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetDraftOrdersDraftOrder>>("GET", draftPath(id), options),
      /** A draft with its lines (a line without `variant_id` is a custom one), shipping and codes. */
      create: (payload: Body<typeof AdminPostDraftOrders>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostDraftOrders>>("POST", "/admin/draft-orders", {
          body: payload,
          ...options,
        }),
      update: (
        id: string,
        payload: Body<typeof AdminPostDraftOrdersDraftOrder>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostDraftOrdersDraftOrder>>("POST", draftPath(id), {
          body: payload,
          ...options,
        }),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteDraftOrdersDraftOrder>>("DELETE", draftPath(id), options),
      addLineItem: (
        id: string,
        payload: Body<typeof AdminPostDraftOrdersDraftOrderLineItems>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostDraftOrdersDraftOrderLineItems>>(
          "POST",
          `${draftPath(id)}/line-items`,
          { body: payload, ...options },
        ),
      updateLineItem: (
        id: string,
        lineId: string,
        payload: Body<typeof AdminPostDraftOrdersDraftOrderLineItemsItem>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostDraftOrdersDraftOrderLineItemsItem>>(
          "POST",
          linePath(id, lineId),
          { body: payload, ...options },
        ),
      removeLineItem: (id: string, lineId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteDraftOrdersDraftOrderLineItemsItem>>(
          "DELETE",
          linePath(id, lineId),
          options,
        ),
      /** Places the order with a captured system payment; answers the order. */
      markPaid: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostDraftOrdersDraftOrderRegisterPayment>>(
          "POST",
          `${draftPath(id)}/pay`,
          options,
        ),
    },
  };
}
