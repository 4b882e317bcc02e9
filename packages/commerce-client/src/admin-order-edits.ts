// The Admin methods for order edits and payment collections (issue 13), spread into the admin
// namespace by createAdminApi and named as in the Medusa JS client (`admin.orderEdits`,
// `admin.paymentCollections`).
import type {
  AdminDeleteOrderEditsOrderEdit,
  AdminDeleteOrderEditsOrderEditItemChange,
  AdminDeleteOrderEditsOrderEditLineItemsLineItem,
  AdminDeletePaymentCollectionsPaymentCollection,
  AdminGetOrderEdits,
  AdminGetOrderEditsOrderEdit,
  AdminGetPaymentCollectionsPaymentCollection,
  AdminPostOrderEdits,
  AdminPostOrderEditsEditLineItems,
  AdminPostOrderEditsEditLineItemsLineItem,
  AdminPostOrderEditsOrderEdit,
  AdminPostOrderEditsOrderEditCancel,
  AdminPostOrderEditsOrderEditConfirm,
  AdminPostOrderEditsOrderEditRequest,
  AdminPostPaymentCollectionsPaymentCollection,
  AdminPostPaymentCollectionsPaymentCollectionAuthorize,
  Body,
  Query,
  Reply,
} from "@atelier/contracts";
import type { RequestOptions, Transport } from "./client";

const segment = encodeURIComponent;

export function createAdminOrderEditsApi({ request }: Transport) {
  const editPath = (id: string) => `/admin/order-edits/${segment(id)}`;
  const collectionPath = (id: string) => `/admin/payment-collections/${segment(id)}`;
  return {
    orderEdits: {
      list: (query?: Query<typeof AdminGetOrderEdits>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetOrderEdits>>("GET", "/admin/order-edits", {
          query,
          ...options,
        }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetOrderEditsOrderEdit>>("GET", editPath(id), options),
      /** Opens an edit of the order with copies of its lines (one open edit per order). */
      create: (payload: Body<typeof AdminPostOrderEdits>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostOrderEdits>>("POST", "/admin/order-edits", {
          body: payload,
          ...options,
        }),
      update: (
        id: string,
        payload: Body<typeof AdminPostOrderEditsOrderEdit>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostOrderEditsOrderEdit>>("POST", editPath(id), {
          body: payload,
          ...options,
        }),
      /** Only an edit not yet sent. */
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteOrderEditsOrderEdit>>("DELETE", editPath(id), options),
      addLineItem: (
        id: string,
        payload: Body<typeof AdminPostOrderEditsEditLineItems>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostOrderEditsEditLineItems>>("POST", `${editPath(id)}/items`, {
          body: payload,
          ...options,
        }),
      updateLineItem: (
        id: string,
        itemId: string,
        payload: Body<typeof AdminPostOrderEditsEditLineItemsLineItem>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostOrderEditsEditLineItemsLineItem>>(
          "POST",
          `${editPath(id)}/items/${segment(itemId)}`,
          { body: payload, ...options },
        ),
      removeLineItem: (id: string, itemId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteOrderEditsOrderEditLineItemsLineItem>>(
          "DELETE",
          `${editPath(id)}/items/${segment(itemId)}`,
          options,
        ),
      /** Undoes one change of the edit. */
      deleteItemChange: (id: string, changeId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteOrderEditsOrderEditItemChange>>(
          "DELETE",
          `${editPath(id)}/changes/${segment(changeId)}`,
          options,
        ),
      /** Mails the shopper; opens a payment collection when the edit costs more. */
      requestConfirmation: (
        id: string,
        payload: Body<typeof AdminPostOrderEditsOrderEditRequest> = {},
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostOrderEditsOrderEditRequest>>(
          "POST",
          `${editPath(id)}/request`,
          { body: payload, ...options },
        ),
      cancel: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostOrderEditsOrderEditCancel>>(
          "POST",
          `${editPath(id)}/cancel`,
          options,
        ),
      /** Confirms for the shopper: lines, stock and any refund move at once. */
      confirm: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostOrderEditsOrderEditConfirm>>(
          "POST",
          `${editPath(id)}/confirm`,
          options,
        ),
    },
    paymentCollections: {
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetPaymentCollectionsPaymentCollection>>(
          "GET",
          collectionPath(id),
          options,
        ),
      update: (
        id: string,
        payload: Body<typeof AdminPostPaymentCollectionsPaymentCollection>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostPaymentCollectionsPaymentCollection>>(
          "POST",
          collectionPath(id),
          { body: payload, ...options },
        ),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeletePaymentCollectionsPaymentCollection>>(
          "DELETE",
          collectionPath(id),
          options,
        ),
      /** The money came in another way: the collection counts as paid. */
      markAsAuthorized: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostPaymentCollectionsPaymentCollectionAuthorize>>(
          "POST",
          `${collectionPath(id)}/authorize`,
          options,
        ),
    },
  };
}
