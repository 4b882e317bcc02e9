// Guest orders into an account (Medusa v1 `store/orders/request-order.ts` and
// `confirm-order-request.ts`): a signed-in customer asks for orders they placed as a guest with the
// same email; a link with a single-use token goes to that email, and confirming the token moves
// the orders onto the account.
import { z } from "zod";
import { entityId } from "../common/input";
import { operation } from "../operation";

const TAG = "Orders";

/** Ours: the orders one request may claim. */
export const MAX_CLAIMED_ORDERS = 50;

/** Ours: a token is long random text; anything longer cannot be one. */
export const MAX_CLAIM_TOKEN_LENGTH = 200;

const OK = { description: "Done", content: { "text/plain": z.literal("OK") } };

export const PostOrdersCustomerOrderClaim = operation({
  id: "PostOrdersCustomerOrderClaim",
  method: "post",
  path: "/store/orders/batch/customer/token",
  tag: TAG,
  summary: "Ask to add guest orders to the account",
  description:
    "Each order must have been placed as a guest with the signed-in customer's email (else 400, and nothing is sent). Mails a link to that email with a token that works once, for 15 minutes.",
  audience: "customer",
  body: z.strictObject({
    order_ids: z
      .array(entityId)
      .min(1, { error: "must name at least one order" })
      .max(MAX_CLAIMED_ORDERS, { error: `must name at most ${MAX_CLAIMED_ORDERS} orders` }),
  }),
  responses: { 200: OK },
});

export const PostOrdersCustomerOrderClaimsCustomerOrderClaimAccept = operation({
  id: "PostOrdersCustomerOrderClaimsCustomerOrderClaimAccept",
  method: "post",
  path: "/store/orders/customer/confirm",
  tag: TAG,
  summary: "Confirm adding guest orders to the account",
  description:
    "With the token from the mail: the orders move onto the account that asked. A wrong, used or expired token is a 400.",
  audience: "customer-optional",
  body: z.strictObject({
    token: z
      .string()
      .min(1, { error: "must not be empty" })
      .max(MAX_CLAIM_TOKEN_LENGTH, { error: "is not a valid token" }),
  }),
  responses: { 200: OK },
});
