// Store routes of the returns domain: the reasons a shopper picks from, and asking for a return
// (Medusa v1 §5).
import { z } from "zod";
import { operation } from "../operation";
import { entityId } from "../common/input";
import { Return, returnReasonAnswer, returnReasonList } from "./entities";
import { returnItemsInput, returnShippingInput } from "./fields";

const TAG = "Returns";

export const GetReturnReasons = operation({
  id: "GetReturnReasons",
  method: "get",
  path: "/store/return-reasons",
  tag: TAG,
  summary: "List the return reasons",
  description: returnReasonList.description,
  audience: "customer-optional",
  responses: { 200: returnReasonList.answer },
});

export const GetReturnReasonsReason = operation({
  id: "GetReturnReasonsReason",
  method: "get",
  path: "/store/return-reasons/{id}",
  tag: TAG,
  summary: "Get a return reason",
  audience: "customer-optional",
  responses: { 200: returnReasonAnswer },
});

export const PostReturns = operation({
  id: "PostReturns",
  method: "post",
  path: "/store/returns",
  tag: TAG,
  summary: "Ask to return items of an order",
  description:
    "Anyone holding the order's id may ask (as in Medusa: order ids are unguessable). Only shipped units not already returned or asked for can be returned; the refund is what the lines cost after their discount, with tax, less the return shipping.",
  audience: "customer-optional",
  idempotent: true,
  body: z.strictObject({
    order_id: entityId,
    items: returnItemsInput,
    return_shipping: returnShippingInput.omit({ price: true }).optional(),
  }),
  responses: { 200: z.object({ return: Return }) },
});
