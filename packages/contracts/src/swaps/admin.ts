// Admin routes of exchanges (Medusa v1 §12.1, §12.5): an exchange staff start for an order, its
// fulfillment and shipment, cancelling it, processing its difference, and the list.
import { z } from "zod";
import { listOf } from "../common/fields";
import { entityId, jsonObject, moneyField } from "../common/input";
import { queryFieldList, queryInt } from "../common/query";
import { operation } from "../operation";
import { actionQuery, emptyBody, shipmentBody } from "../orders/action-fields";
import { AdminOrder } from "../orders/admin-entities";
import { ReturnOrder } from "../returns/admin";
import { returnItemsInput, returnShippingInput } from "../returns/fields";
import { Swap } from "./entities";
import { additionalItemsInput } from "./fields";

const TAG = "Exchanges";

/** GET /admin/swaps without a limit returns 50 (contract §12.1). */
export const SWAPS_DEFAULT_LIMIT = 50;

const orderAnswer = z.object({ order: AdminOrder });

/** A swap of the list, with the order it belongs to (its own columns, as Medusa's `order` relation). */
export const ListedSwap = Swap.extend({ order: ReturnOrder.nullable() }).meta({ id: "ListedSwap" });
export type ListedSwap = z.infer<typeof ListedSwap>;

export const AdminGetSwaps = operation({
  id: "AdminGetSwaps",
  method: "get",
  path: "/admin/swaps",
  tag: TAG,
  summary: "List the exchanges",
  description:
    "Newest first, each with the order it belongs to (its own columns, as the returns list's `order`), so a list can show the customer.",
  audience: "staff",
  query: z.strictObject({
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(SWAPS_DEFAULT_LIMIT, { min: 1, max: 200 }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("swaps", ListedSwap) },
});

export const AdminGetSwapsSwap = operation({
  id: "AdminGetSwapsSwap",
  method: "get",
  path: "/admin/swaps/{id}",
  tag: TAG,
  summary: "Get an exchange",
  audience: "staff",
  responses: { 200: z.object({ swap: Swap }) },
});

export const AdminPostOrdersOrderSwaps = operation({
  id: "AdminPostOrdersOrderSwaps",
  method: "post",
  path: "/admin/orders/{id}/swaps",
  tag: TAG,
  summary: "Start an exchange for an order",
  description:
    "As the store route, for the shopper. `custom_shipping_options` puts the first option on the difference cart at the given price. Unlike Medusa, `allow_backorder` defaults to false: the new items must be in stock when the exchange is confirmed, unless staff say otherwise.",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: z.strictObject({
    return_items: returnItemsInput,
    additional_items: additionalItemsInput,
    return_shipping: returnShippingInput.optional(),
    custom_shipping_options: z
      .array(z.strictObject({ option_id: entityId, price: moneyField }), {
        error: "must be a list of options",
      })
      .max(10, { error: "must name at most 10 options" })
      .optional(),
    no_notification: z.boolean().optional(),
    allow_backorder: z.boolean().optional(),
  }),
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderSwapsSwapFulfillments = operation({
  id: "AdminPostOrdersOrderSwapsSwapFulfillments",
  method: "post",
  path: "/admin/orders/{id}/swaps/{swap_id}/fulfillments",
  tag: TAG,
  summary: "Pack an exchange's new items",
  description: "Only once the shopper has confirmed it (its cart completed), and only once.",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: z.strictObject({
    metadata: jsonObject.optional(),
    no_notification: z.boolean().optional(),
    location_id: entityId.optional(),
  }),
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderSwapsSwapShipments = operation({
  id: "AdminPostOrdersOrderSwapsSwapShipments",
  method: "post",
  path: "/admin/orders/{id}/swaps/{swap_id}/shipments",
  tag: TAG,
  summary: "Ship an exchange's fulfillment",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: shipmentBody,
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersSwapFulfillmentsCancel = operation({
  id: "AdminPostOrdersSwapFulfillmentsCancel",
  method: "post",
  path: "/admin/orders/{id}/swaps/{swap_id}/fulfillments/{fulfillment_id}/cancel",
  tag: TAG,
  summary: "Cancel an exchange's fulfillment",
  description: "Only before it ships; its items are left to fulfil again.",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: emptyBody,
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderSwapsSwapCancel = operation({
  id: "AdminPostOrdersOrderSwapsSwapCancel",
  method: "post",
  path: "/admin/orders/{id}/swaps/{swap_id}/cancel",
  tag: TAG,
  summary: "Cancel an exchange",
  description:
    "Only when its return and fulfillments are canceled and nothing was refunded for it; its payment is canceled and its confirmed items go back in stock.",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: emptyBody,
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderSwapsSwapProcessPayment = operation({
  id: "AdminPostOrdersOrderSwapsSwapProcessPayment",
  method: "post",
  path: "/admin/orders/{id}/swaps/{swap_id}/process-payment",
  tag: TAG,
  summary: "Settle an exchange's difference",
  description:
    "A positive difference captures the exchange's payment; a negative one is refunded from the order's payments, never more than is left to refund (else the exchange is marked `requires_action`).",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: emptyBody,
  responses: { 200: orderAnswer },
});
