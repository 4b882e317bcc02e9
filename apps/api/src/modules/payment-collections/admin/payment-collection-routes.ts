// Payment collections under /admin (Medusa v1 `/admin/payment-collections`): read, describe,
// delete one nothing was paid into, and mark one paid when the money came in another way.
import {
  AdminDeletePaymentCollectionsPaymentCollection,
  AdminGetPaymentCollectionsPaymentCollection,
  AdminPostPaymentCollectionsPaymentCollection,
  AdminPostPaymentCollectionsPaymentCollectionAuthorize,
} from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { answer, bind, mount, reply } from "../../../http/route";
import {
  deletePaymentCollection,
  lockPaymentCollection,
  markCollectionAuthorized,
  updatePaymentCollection,
} from "../payment-collection-actions";
import { findPaymentCollection, findPaymentCollectionRow } from "../payment-collection-query";

const getRoute = bind(AdminGetPaymentCollectionsPaymentCollection, async (c, input) => {
  input.query();
  const collection = await findPaymentCollection(c.get("deps").db, input.params.id);
  return reply(c, AdminGetPaymentCollectionsPaymentCollection, 200, {
    payment_collection: collection,
  });
});

const updateRoute = bind(AdminPostPaymentCollectionsPaymentCollection, async (c, input) => {
  const body = await input.body();
  return runIdempotent(c, async (tx) => {
    const collection = await lockPaymentCollection(tx, input.params.id);
    await updatePaymentCollection(tx, collection, body);
    return answer(AdminPostPaymentCollectionsPaymentCollection, 200, {
      payment_collection: await findPaymentCollection(tx, collection.id),
    });
  });
});

const deleteRoute = bind(AdminDeletePaymentCollectionsPaymentCollection, async (c, input) => {
  const id = input.params.id;
  const deleted = { id, object: "payment_collection", deleted: true as const };
  // Deleting one that is not there answers as if it were deleted, as Medusa does.
  if (!(await findPaymentCollectionRow(c.get("deps").db, id))) {
    return reply(c, AdminDeletePaymentCollectionsPaymentCollection, 200, deleted);
  }
  return runIdempotent(c, async (tx) => {
    await deletePaymentCollection(tx, await lockPaymentCollection(tx, id));
    return answer(AdminDeletePaymentCollectionsPaymentCollection, 200, deleted);
  });
});

const authorizeRoute = bind(
  AdminPostPaymentCollectionsPaymentCollectionAuthorize,
  async (c, input) => {
    await input.body();
    return runIdempotent(c, async (tx) => {
      const collection = await lockPaymentCollection(tx, input.params.id);
      await markCollectionAuthorized(tx, collection);
      return answer(AdminPostPaymentCollectionsPaymentCollectionAuthorize, 200, {
        payment_collection: await findPaymentCollection(tx, collection.id),
      });
    });
  },
  [idempotencyKey],
);

export const adminPaymentCollectionRoutes = mount(new Hono<AppEnv>(), "/admin", [
  getRoute,
  authorizeRoute,
  updateRoute,
  deleteRoute,
]);
