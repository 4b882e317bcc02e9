// Store routes of order edits (Medusa v1 `/store/order-edits`): the shopper reads an edit sent for
// confirmation, declines it, or completes it (once its difference is paid).
import { z } from "zod";
import { textField } from "../common/input";
import { operation } from "../operation";
import { storeOrderEditAnswer } from "./entities";

const TAG = "Order Edits";

export const GetOrderEditsOrderEdit = operation({
  id: "GetOrderEditsOrderEdit",
  method: "get",
  path: "/store/order-edits/{id}",
  tag: TAG,
  summary: "Get an order edit",
  description: "Anyone holding its id may read it, as in Medusa (ids are unguessable).",
  audience: "customer-optional",
  responses: { 200: storeOrderEditAnswer },
});

export const PostOrderEditsOrderEditDecline = operation({
  id: "PostOrderEditsOrderEditDecline",
  method: "post",
  path: "/store/order-edits/{id}/decline",
  tag: TAG,
  summary: "Decline an order edit",
  description: "Only a requested edit; declining again answers the declined edit.",
  audience: "customer-optional",
  idempotent: true,
  body: z.strictObject({ declined_reason: textField.optional() }),
  responses: { 200: storeOrderEditAnswer },
});

export const PostOrderEditsOrderEditComplete = operation({
  id: "PostOrderEditsOrderEditComplete",
  method: "post",
  path: "/store/order-edits/{id}/complete",
  tag: TAG,
  summary: "Accept an order edit",
  description:
    "Only a requested edit whose payment collection, when it has one, is authorised. The edit's lines replace the order's, stock follows, and a negative difference is refunded (never more than is left to refund). Completing again answers the confirmed edit.",
  audience: "customer-optional",
  idempotent: true,
  responses: { 200: storeOrderEditAnswer },
});
