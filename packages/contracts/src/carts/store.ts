// Store routes of the carts domain (Medusa v1 §5, §6.1–§6.3): a cart, its details and its lines.
// Every change takes an Idempotency-Key: a retried change is answered, not made again.
import { z } from "zod";
import { ScopedRequestRefused } from "../common/errors";
import { entityId, jsonObject } from "../common/input";
import { queryFieldList } from "../common/query";
import { operation } from "../operation";
import { Cart } from "./entities";
import {
  cartCountryCode,
  checkoutDetailsFields,
  lineQuantity,
  MAX_ITEMS_ON_CREATE,
} from "./fields";

const TAG = "Carts";

/** Every cart route answers the cart as it now is. */
export const CartResponse = z.object({ cart: Cart }).meta({ id: "StoreCartsRes" });

export const PostCart = operation({
  id: "PostCart",
  method: "post",
  path: "/store/carts",
  tag: TAG,
  summary: "Create a cart",
  description:
    "In the given region (else the default one) and sales channel (else the publishable key's or " +
    "the store's default), optionally with items; a signed-in shopper's cart is theirs from the start.",
  audience: "customer-optional",
  idempotent: true,
  body: z.strictObject({
    region_id: entityId.optional(),
    country_code: cartCountryCode.optional(),
    items: z
      .array(z.strictObject({ variant_id: entityId, quantity: lineQuantity(1) }))
      .max(MAX_ITEMS_ON_CREATE, { error: `must hold at most ${MAX_ITEMS_ON_CREATE} items` })
      .optional(),
    context: jsonObject.optional(),
    sales_channel_id: entityId.optional(),
  }),
  responses: { 200: CartResponse, 400: ScopedRequestRefused },
});

export const GetCartsCart = operation({
  id: "GetCartsCart",
  method: "get",
  path: "/store/carts/{id}",
  tag: TAG,
  summary: "Get a cart",
  description: "`expand` and `fields` are accepted; the cart is always answered in full.",
  audience: "customer-optional",
  query: z.strictObject({ expand: queryFieldList, fields: queryFieldList }),
  responses: { 200: CartResponse },
});

export const PostCartsCart = operation({
  id: "PostCartsCart",
  method: "post",
  path: "/store/carts/{id}",
  tag: TAG,
  summary: "Update a cart",
  description:
    "Region, shipping country, email, metadata, context, sales channel, addresses, discount and " +
    "gift card codes. A new region re-prices the lines and clears what belonged to the old one.",
  audience: "customer-optional",
  idempotent: true,
  body: z.strictObject({
    region_id: entityId.optional(),
    country_code: cartCountryCode.optional(),
    email: z
      .email({ error: "must be an email" })
      .max(254, { error: "must be at most 254 characters" })
      .transform((email) => email.toLowerCase())
      .optional(),
    metadata: jsonObject.optional(),
    context: jsonObject.optional(),
    sales_channel_id: entityId.optional(),
    ...checkoutDetailsFields,
  }),
  responses: { 200: CartResponse },
});

export const PostCartsCartLineItems = operation({
  id: "PostCartsCartLineItems",
  method: "post",
  path: "/store/carts/{id}/line-items",
  tag: TAG,
  summary: "Add a line",
  description: "A line equal to one in the cart (same variant and metadata) adds to its quantity.",
  audience: "customer-optional",
  idempotent: true,
  body: z.strictObject({
    variant_id: entityId,
    quantity: lineQuantity(1),
    metadata: jsonObject.optional(),
  }),
  responses: { 200: CartResponse },
});

export const PostCartsCartLineItemsItem = operation({
  id: "PostCartsCartLineItemsItem",
  method: "post",
  path: "/store/carts/{id}/line-items/{line_id}",
  tag: TAG,
  summary: "Change a line",
  description: "Sets the quantity (0 removes the line) and merges the metadata sent.",
  audience: "customer-optional",
  idempotent: true,
  body: z.strictObject({ quantity: lineQuantity(0), metadata: jsonObject.optional() }),
  responses: { 200: CartResponse },
});

export const DeleteCartsCartLineItemsItem = operation({
  id: "DeleteCartsCartLineItemsItem",
  method: "delete",
  path: "/store/carts/{id}/line-items/{line_id}",
  tag: TAG,
  summary: "Remove a line",
  audience: "customer-optional",
  idempotent: true,
  responses: { 200: CartResponse },
});
