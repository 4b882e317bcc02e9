// Store routes of the orders domain (Medusa v1 §5, §9): an order by id, by its cart, and the guest
// lookup by display id and email.
import { z } from "zod";
import { MedusaError } from "../common/errors";
import { emailField, textField } from "../common/input";
import { queryFieldList } from "../common/query";
import { operation } from "../operation";
import { Swap } from "../swaps/entities";
import { CompleteCartResponse } from "./complete-cart";
import { Order } from "./entities";

const TAG = "Orders";

export const OrderResponse = z.object({ order: Order }).meta({ id: "StoreOrdersRes" });

const readQuery = z.strictObject({ expand: queryFieldList, fields: queryFieldList });

export const GetOrders = operation({
  id: "GetOrders",
  method: "get",
  path: "/store/orders",
  tag: TAG,
  summary: "Look up an order",
  description:
    "By its display id and email; a plain 404 unless exactly one order matches. `shipping_address` is validated, not used.",
  audience: "public",
  query: z.strictObject({
    display_id: z.coerce
      .number<number | string>({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be at least 1" })
      .max(2_147_483_647, { error: "must be at most 2147483647" })
      .meta({ type: "integer" }),
    email: emailField,
    shipping_address: z.strictObject({ postal_code: textField.optional() }).optional(),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: {
    200: OrderResponse,
    404: {
      description: "No single order matches",
      content: { "text/plain": z.literal("Not Found") },
    },
  },
});

export const GetOrdersOrderCartId = operation({
  id: "GetOrdersOrderCartId",
  method: "get",
  path: "/store/orders/cart/{cart_id}",
  tag: TAG,
  summary: "Get the order of a cart",
  description: "`expand` and `fields` are accepted; the order is always answered in full.",
  audience: "public",
  query: readQuery,
  responses: { 200: OrderResponse },
});

export const GetOrdersOrder = operation({
  id: "GetOrdersOrder",
  method: "get",
  path: "/store/orders/{id}",
  tag: TAG,
  summary: "Get an order",
  description:
    "No sign-in needed, as in Medusa: order ids are unguessable. `expand` and `fields` are accepted; the order is always answered in full, and with its `returns` and `swaps` too when `expand` names them.",
  audience: "public",
  query: readQuery,
  responses: {
    200: z.object({
      order: Order.extend({
        swaps: z.array(Swap).optional().meta({
          description:
            "The order's exchanges, oldest first, without their carts: only when `expand` names `swaps`.",
        }),
      }),
    }),
  },
});

/** A variant ran out while the cart completed: Medusa's `{errors}` body, with a 409. */
export const InventoryShortfallError = z
  .object({
    errors: z.array(
      z.object({
        message: z.string(),
        type: z.literal("not_allowed"),
        code: z.literal("insufficient_inventory"),
      }),
    ),
  })
  .meta({ id: "InventoryShortfallError" });

const completion = {
  tag: "Carts",
  audience: "customer-optional",
  idempotent: true,
  description:
    "Authorises the selected payment session and places the order; a cart that still needs a " +
    "step (a payment that requires more) is answered as the cart. Completing a completed cart " +
    "answers its order again.",
  responses: {
    200: CompleteCartResponse,
    409: z.union([InventoryShortfallError, MedusaError]),
  },
} as const;

export const PostCartsCartComplete = operation({
  id: "PostCartsCartComplete",
  method: "post",
  path: "/store/carts/{id}/complete",
  summary: "Complete a cart",
  ...completion,
});

export const PostCartsCartCompleteCart = operation({
  id: "PostCartsCartCompleteCart",
  method: "post",
  path: "/store/carts/{id}/complete-cart",
  summary: "Complete a cart (deprecated path)",
  ...completion,
  description: "Medusa's older path of `POST /store/carts/{id}/complete`, which it still serves.",
});
