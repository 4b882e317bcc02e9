// Store routes of exchanges (Medusa v1 §5): a shopper, or a guest holding the order's id, asks to
// exchange items; the answer carries the difference cart to pay through checkout.
import { z } from "zod";
import { operation } from "../operation";
import { entityId } from "../common/input";
import { returnItemsInput } from "../returns/fields";
import { Swap } from "./entities";
import { additionalItemsInput } from "./fields";

const TAG = "Exchanges";

const swapAnswer = z.object({ swap: Swap });

export const PostSwaps = operation({
  id: "PostSwaps",
  method: "post",
  path: "/store/swaps",
  tag: TAG,
  summary: "Ask to exchange items of an order",
  description:
    "The order must be shipped (or fulfilled) and paid (captured). The returned items are checked as a return; the new items are priced in the order's region and wait, with negative lines for what comes back, in a cart of type `swap`: complete it through checkout (`POST /store/carts/{id}/complete`) to confirm the exchange.",
  audience: "customer-optional",
  idempotent: true,
  body: z.strictObject({
    order_id: entityId,
    return_items: returnItemsInput,
    additional_items: additionalItemsInput,
    return_shipping_option: entityId.optional(),
  }),
  responses: { 200: swapAnswer },
});

export const GetSwapsSwapCartId = operation({
  id: "GetSwapsSwapCartId",
  method: "get",
  path: "/store/swaps/{cart_id}",
  tag: TAG,
  summary: "Get an exchange by its cart",
  audience: "customer-optional",
  responses: { 200: swapAnswer },
});
