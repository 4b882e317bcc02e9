// The Store methods for order edits and payment collections (issue 13), spread into the store
// namespace by createStoreApi and named as in the Medusa JS client (`orderEdits`,
// `paymentCollections`).
import type {
  Body,
  GetOrderEditsOrderEdit,
  GetPaymentCollectionsPaymentCollection,
  PostOrderEditsOrderEditComplete,
  PostOrderEditsOrderEditDecline,
  PostPaymentCollectionsPaymentCollectionPaymentSessionsSession,
  PostPaymentCollectionsSessions,
  PostPaymentCollectionsSessionsBatch,
  PostPaymentCollectionsSessionsBatchAuthorize,
  PostPaymentCollectionsSessionsSessionAuthorize,
  Reply,
} from "@atelier/contracts";
import type { RequestOptions, Transport } from "./client";

const segment = encodeURIComponent;

export function createStoreOrderEditsApi({ request }: Transport) {
  const editPath = (id: string) => `/store/order-edits/${segment(id)}`;
  const collectionPath = (id: string) => `/store/payment-collections/${segment(id)}`;
  return {
    orderEdits: {
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof GetOrderEditsOrderEdit>>("GET", editPath(id), options),
      decline: (
        id: string,
        payload: Body<typeof PostOrderEditsOrderEditDecline> = {},
        options?: RequestOptions,
      ) =>
        request<Reply<typeof PostOrderEditsOrderEditDecline>>("POST", `${editPath(id)}/decline`, {
          body: payload,
          ...options,
        }),
      /** Accepts the edit; its payment collection, if any, must be authorised first. */
      complete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof PostOrderEditsOrderEditComplete>>(
          "POST",
          `${editPath(id)}/complete`,
          options,
        ),
    },
    paymentCollections: {
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof GetPaymentCollectionsPaymentCollection>>(
          "GET",
          collectionPath(id),
          options,
        ),
      /** One provider's session for the whole amount. */
      managePaymentSession: (
        id: string,
        payload: Body<typeof PostPaymentCollectionsSessions>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof PostPaymentCollectionsSessions>>(
          "POST",
          `${collectionPath(id)}/sessions`,
          { body: payload, ...options },
        ),
      managePaymentSessionsBatch: (
        id: string,
        payload: Body<typeof PostPaymentCollectionsSessionsBatch>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof PostPaymentCollectionsSessionsBatch>>(
          "POST",
          `${collectionPath(id)}/sessions/batch`,
          { body: payload, ...options },
        ),
      authorizePaymentSessionsBatch: (
        id: string,
        payload: Body<typeof PostPaymentCollectionsSessionsBatchAuthorize>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof PostPaymentCollectionsSessionsBatchAuthorize>>(
          "POST",
          `${collectionPath(id)}/sessions/batch/authorize`,
          { body: payload, ...options },
        ),
      refreshPaymentSession: (id: string, sessionId: string, options?: RequestOptions) =>
        request<Reply<typeof PostPaymentCollectionsPaymentCollectionPaymentSessionsSession>>(
          "POST",
          `${collectionPath(id)}/sessions/${segment(sessionId)}`,
          options,
        ),
      authorizePaymentSession: (id: string, sessionId: string, options?: RequestOptions) =>
        request<Reply<typeof PostPaymentCollectionsSessionsSessionAuthorize>>(
          "POST",
          `${collectionPath(id)}/sessions/${segment(sessionId)}/authorize`,
          options,
        ),
    },
  };
}
