// Store routes of the shipping domain (Medusa v1 §5, §6.4, §7.6): the options of a region or a cart,
// and choosing one for a cart.
import { z } from "zod";
import { CartResponse } from "../carts/store";
import { entityId, jsonObject } from "../common/input";
import { queryBoolean, queryList } from "../common/query";
import { operation } from "../operation";
import { ShippingOption } from "./entities";

const TAG = "Shipping Options";

const optionList = z.object({ shipping_options: z.array(ShippingOption) });

export const GetShippingOptions = operation({
  id: "GetShippingOptions",
  method: "get",
  path: "/store/shipping-options",
  tag: TAG,
  summary: "List shipping options",
  description:
    "Of a region, or of every region; priced with the region's tax. Atelier has one shipping " +
    "profile, so `product_ids` narrows nothing.",
  audience: "customer-optional",
  query: z.strictObject({
    region_id: entityId.optional(),
    product_ids: queryList.optional(),
    is_return: queryBoolean.optional(),
  }),
  responses: { 200: optionList },
});

export const GetShippingOptionsCartId = operation({
  id: "GetShippingOptionsCartId",
  method: "get",
  path: "/store/shipping-options/{cart_id}",
  tag: TAG,
  summary: "List a cart's shipping options",
  description: "The options of the cart's region whose requirements its subtotal meets.",
  audience: "customer-optional",
  responses: { 200: optionList },
});

export const PostCartsCartShippingMethod = operation({
  id: "PostCartsCartShippingMethod",
  method: "post",
  path: "/store/carts/{id}/shipping-methods",
  tag: "Carts",
  summary: "Choose a shipping option",
  description:
    "Replaces the cart's shipping method (one profile, so one method), at the option's price now.",
  audience: "customer-optional",
  idempotent: true,
  body: z.strictObject({ option_id: entityId, data: jsonObject.optional() }),
  responses: { 200: CartResponse },
});
