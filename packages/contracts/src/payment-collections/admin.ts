// Admin routes of payment collections (Medusa v1 `/admin/payment-collections`).
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { metadataField, textField } from "../common/input";
import { queryFieldList } from "../common/query";
import { operation } from "../operation";
import { paymentCollectionAnswer } from "./entities";

const TAG = "Payment Collections";

export const AdminGetPaymentCollectionsPaymentCollection = operation({
  id: "AdminGetPaymentCollectionsPaymentCollection",
  method: "get",
  path: "/admin/payment-collections/{id}",
  tag: TAG,
  summary: "Get a payment collection",
  audience: "staff",
  query: z.strictObject({ expand: queryFieldList, fields: queryFieldList }),
  responses: { 200: paymentCollectionAnswer },
});

export const AdminPostPaymentCollectionsPaymentCollection = operation({
  id: "AdminPostPaymentCollectionsPaymentCollection",
  method: "post",
  path: "/admin/payment-collections/{id}",
  tag: TAG,
  summary: "Change a payment collection",
  description: '`metadata` is merged (a `""` value deletes its key).',
  audience: "staff",
  body: z.strictObject({
    description: textField.optional(),
    metadata: metadataField.optional(),
  }),
  responses: { 200: paymentCollectionAnswer },
});

export const AdminDeletePaymentCollectionsPaymentCollection = operation({
  id: "AdminDeletePaymentCollectionsPaymentCollection",
  method: "delete",
  path: "/admin/payment-collections/{id}",
  tag: TAG,
  summary: "Delete a payment collection",
  description: "Only one nothing was paid into (`not_paid` or `canceled`).",
  audience: "staff",
  responses: { 200: DeleteResponse },
});

export const AdminPostPaymentCollectionsPaymentCollectionAuthorize = operation({
  id: "AdminPostPaymentCollectionsPaymentCollectionAuthorize",
  method: "post",
  path: "/admin/payment-collections/{id}/authorize",
  tag: TAG,
  summary: "Mark a payment collection authorised",
  description:
    "For money taken outside the shop (by phone, in store): the collection counts as paid in full.",
  audience: "staff",
  idempotent: true,
  responses: { 200: paymentCollectionAnswer },
});
