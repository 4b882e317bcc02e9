// Payment collections under /store (Medusa v1 `/store/payment-collections`): the shopper pays an
// order edit's difference. Each change is one transaction under the Idempotency-Key, with the
// collection row locked.
import {
  GetPaymentCollectionsPaymentCollection,
  PostPaymentCollectionsPaymentCollectionPaymentSessionsSession,
  PostPaymentCollectionsSessions,
  PostPaymentCollectionsSessionsBatch,
  PostPaymentCollectionsSessionsBatchAuthorize,
  PostPaymentCollectionsSessionsSessionAuthorize,
} from "@atelier/contracts";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { notAllowed } from "../../../http/errors";
import { idempotencyKey, runIdempotent, type Transaction } from "../../../http/idempotency";
import { answer, bind, mount, reply } from "../../../http/route";
import { paymentSessions } from "../../payments/tables";
import {
  authorizeCollectionSessions,
  lockPaymentCollection,
  PAYMENT_COLLECTION_MESSAGES,
  refreshCollectionSession,
  setCollectionSession,
  setCollectionSessions,
} from "../payment-collection-actions";
import { findPaymentCollection } from "../payment-collection-query";

async function sessionRow(tx: Transaction, id: string) {
  const [row] = await tx.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  return row;
}

const getRoute = bind(GetPaymentCollectionsPaymentCollection, async (c, input) => {
  input.query();
  const collection = await findPaymentCollection(c.get("deps").db, input.params.id);
  return reply(c, GetPaymentCollectionsPaymentCollection, 200, { payment_collection: collection });
});

const sessionRoute = bind(
  PostPaymentCollectionsSessions,
  async (c, input) => {
    const body = await input.body();
    return runIdempotent(c, async (tx) => {
      const collection = await lockPaymentCollection(tx, input.params.id);
      await setCollectionSession(tx, collection, body.provider_id);
      return answer(PostPaymentCollectionsSessions, 200, {
        payment_collection: await findPaymentCollection(tx, collection.id),
      });
    });
  },
  [idempotencyKey],
);

const batchRoute = bind(
  PostPaymentCollectionsSessionsBatch,
  async (c, input) => {
    const body = await input.body();
    return runIdempotent(c, async (tx) => {
      const collection = await lockPaymentCollection(tx, input.params.id);
      await setCollectionSessions(tx, collection, body.sessions);
      return answer(PostPaymentCollectionsSessionsBatch, 200, {
        payment_collection: await findPaymentCollection(tx, collection.id),
      });
    });
  },
  [idempotencyKey],
);

const batchAuthorizeRoute = bind(
  PostPaymentCollectionsSessionsBatchAuthorize,
  async (c, input) => {
    const body = await input.body();
    return runIdempotent(c, async (tx) => {
      const collection = await lockPaymentCollection(tx, input.params.id);
      await authorizeCollectionSessions(tx, collection, body.session_ids);
      return answer(PostPaymentCollectionsSessionsBatchAuthorize, 200, {
        payment_collection: await findPaymentCollection(tx, collection.id),
      });
    });
  },
  [idempotencyKey],
);

const refreshRoute = bind(
  PostPaymentCollectionsPaymentCollectionPaymentSessionsSession,
  async (c, input) => {
    await input.body();
    return runIdempotent(c, async (tx) => {
      const collection = await lockPaymentCollection(tx, input.params.id);
      const id = await refreshCollectionSession(tx, collection, input.params.session_id);
      return answer(PostPaymentCollectionsPaymentCollectionPaymentSessionsSession, 200, {
        payment_session: await sessionRow(tx, id),
      });
    });
  },
  [idempotencyKey],
);

const authorizeRoute = bind(
  PostPaymentCollectionsSessionsSessionAuthorize,
  async (c, input) => {
    await input.body();
    const sessionId = input.params.session_id;
    return runIdempotent(c, async (tx) => {
      const collection = await lockPaymentCollection(tx, input.params.id);
      const { payment_sessions: sessions } = await findPaymentCollection(tx, collection.id);
      if (!sessions.some((session) => session.id === sessionId)) {
        throw notAllowed(PAYMENT_COLLECTION_MESSAGES.foreignSession(sessionId, collection.id));
      }
      await authorizeCollectionSessions(tx, collection, [sessionId]);
      return answer(PostPaymentCollectionsSessionsSessionAuthorize, 200, {
        payment_session: await sessionRow(tx, sessionId),
      });
    });
  },
  [idempotencyKey],
);

export const paymentCollectionRoutes = mount(new Hono<AppEnv>(), "/store", [
  getRoute,
  sessionRoute,
  batchAuthorizeRoute,
  batchRoute,
  refreshRoute,
  authorizeRoute,
]);
