// Store routes of a cart's payment sessions (Medusa v1 §5, §6.4): one session per provider the
// cart's region offers; the selected one is authorised when the cart completes.
import { z } from "zod";
import { Cart } from "../carts/entities";
import { CartResponse } from "../carts/store";
import { entityId, jsonObject } from "../common/input";
import { operation } from "../operation";

const TAG = "Carts";

export const PostCartsCartPaymentSessions = operation({
  id: "PostCartsCartPaymentSessions",
  method: "post",
  path: "/store/carts/{id}/payment-sessions",
  tag: TAG,
  summary: "Start the payment sessions",
  description:
    "One per provider of the region; with a single provider, its session is selected. The cart is " +
    "also answered as `data`, as Medusa's client reads it there.",
  audience: "customer-optional",
  idempotent: true,
  responses: { 200: z.object({ cart: Cart, data: Cart }) },
});

export const PostCartsCartPaymentSession = operation({
  id: "PostCartsCartPaymentSession",
  method: "post",
  path: "/store/carts/{id}/payment-session",
  tag: TAG,
  summary: "Select a payment session",
  audience: "customer-optional",
  idempotent: true,
  body: z.strictObject({ provider_id: entityId }),
  responses: { 200: CartResponse },
});

export const PostCartsCartPaymentSessionUpdate = operation({
  id: "PostCartsCartPaymentSessionUpdate",
  method: "post",
  path: "/store/carts/{id}/payment-sessions/{provider_id}",
  tag: TAG,
  summary: "Update a payment session",
  description: "Selects the provider's session and sets its data, which the provider checks.",
  audience: "customer-optional",
  idempotent: true,
  body: z.strictObject({ data: jsonObject }),
  responses: { 200: CartResponse },
});

export const DeleteCartsCartPaymentSessionsSession = operation({
  id: "DeleteCartsCartPaymentSessionsSession",
  method: "delete",
  path: "/store/carts/{id}/payment-sessions/{provider_id}",
  tag: TAG,
  summary: "Remove a payment session",
  audience: "customer-optional",
  idempotent: true,
  responses: { 200: CartResponse },
});

export const PostCartsCartPaymentSessionsSession = operation({
  id: "PostCartsCartPaymentSessionsSession",
  method: "post",
  path: "/store/carts/{id}/payment-sessions/{provider_id}/refresh",
  tag: TAG,
  summary: "Refresh a payment session",
  description: "Starts the session afresh, at the cart's total.",
  audience: "customer-optional",
  idempotent: true,
  responses: { 200: CartResponse },
});
