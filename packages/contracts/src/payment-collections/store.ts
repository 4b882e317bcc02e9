// Store routes of payment collections (Medusa v1 `/store/payment-collections`): the shopper pays
// an order edit's difference through sessions of the collection, then authorises them.
import { z } from "zod";
import { entityId, moneyField } from "../common/input";
import { queryFieldList } from "../common/query";
import { operation } from "../operation";
import { PaymentSession } from "../payments/entities";
import { paymentCollectionAnswer } from "./entities";

const TAG = "Payment Collections";

/** Ours: a collection is paid through at most this many sessions (one per provider, in practice). */
export const MAX_COLLECTION_SESSIONS = 10;

export const GetPaymentCollectionsPaymentCollection = operation({
  id: "GetPaymentCollectionsPaymentCollection",
  method: "get",
  path: "/store/payment-collections/{id}",
  tag: TAG,
  summary: "Get a payment collection",
  description: "Anyone holding its id may read it, as in Medusa (ids are unguessable).",
  audience: "customer-optional",
  query: z.strictObject({ expand: queryFieldList, fields: queryFieldList }),
  responses: { 200: paymentCollectionAnswer },
});

export const PostPaymentCollectionsSessions = operation({
  id: "PostPaymentCollectionsSessions",
  method: "post",
  path: "/store/payment-collections/{id}/sessions",
  tag: TAG,
  summary: "Pay a collection through one provider",
  description:
    "Creates (or renews) the provider's session for the whole amount and drops the others. The provider must be one of the collection's region.",
  audience: "customer-optional",
  idempotent: true,
  body: z.strictObject({ provider_id: entityId }),
  responses: { 200: paymentCollectionAnswer },
});

export const PostPaymentCollectionsSessionsBatch = operation({
  id: "PostPaymentCollectionsSessionsBatch",
  method: "post",
  path: "/store/payment-collections/{id}/sessions/batch",
  tag: TAG,
  summary: "Split a collection over several sessions",
  description:
    "The sessions' amounts must add up to the collection's amount; sessions not named are dropped, a `session_id` renews that session.",
  audience: "customer-optional",
  idempotent: true,
  body: z.strictObject({
    sessions: z
      .array(
        z.strictObject({
          provider_id: entityId,
          amount: moneyField,
          session_id: entityId.optional(),
        }),
      )
      .min(1, { error: "must name at least one session" })
      .max(MAX_COLLECTION_SESSIONS, {
        error: `must name at most ${MAX_COLLECTION_SESSIONS} sessions`,
      }),
  }),
  responses: { 200: paymentCollectionAnswer },
});

export const PostPaymentCollectionsSessionsBatchAuthorize = operation({
  id: "PostPaymentCollectionsSessionsBatchAuthorize",
  method: "post",
  path: "/store/payment-collections/{id}/sessions/batch/authorize",
  tag: TAG,
  summary: "Authorise sessions of a collection",
  description:
    "Each named session is authorised with its provider and becomes a payment; the collection is `authorized` once its whole amount is.",
  audience: "customer-optional",
  idempotent: true,
  body: z.strictObject({
    session_ids: z
      .array(entityId)
      .min(1, { error: "must name at least one session" })
      .max(MAX_COLLECTION_SESSIONS, {
        error: `must name at most ${MAX_COLLECTION_SESSIONS} sessions`,
      }),
  }),
  responses: { 200: paymentCollectionAnswer },
});

export const PostPaymentCollectionsPaymentCollectionPaymentSessionsSession = operation({
  id: "PostPaymentCollectionsPaymentCollectionPaymentSessionsSession",
  method: "post",
  path: "/store/payment-collections/{id}/sessions/{session_id}",
  tag: TAG,
  summary: "Refresh a session of a collection",
  description: "Starts the session afresh (its data cleared, pending again).",
  audience: "customer-optional",
  idempotent: true,
  responses: { 200: z.object({ payment_session: PaymentSession }) },
});

export const PostPaymentCollectionsSessionsSessionAuthorize = operation({
  id: "PostPaymentCollectionsSessionsSessionAuthorize",
  method: "post",
  path: "/store/payment-collections/{id}/sessions/{session_id}/authorize",
  tag: TAG,
  summary: "Authorise one session of a collection",
  audience: "customer-optional",
  idempotent: true,
  responses: { 200: z.object({ payment_session: PaymentSession }) },
});
