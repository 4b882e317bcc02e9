// Request pieces the return routes share (Medusa v1 `OrdersReturnItem`, `return_shipping`).
import { z } from "zod";
import { lineQuantity } from "../carts/fields";
import { entityId, moneyField, textField } from "../common/input";

/** Ours: a return names at most this many lines (an order holds far fewer). */
export const MAX_RETURN_ITEMS = 100;

/** One order line to send back: how many, why, and a note. */
export const returnItemInput = z.strictObject({
  item_id: entityId,
  quantity: lineQuantity(1),
  reason_id: entityId.optional(),
  note: textField.optional(),
});

/** A list of order lines, each named once, at least one and at most MAX_RETURN_ITEMS. */
export const orderLineList = <Item extends z.ZodType<{ item_id: string }>>(item: Item) =>
  z
    .array(item, { error: "must be a list of items" })
    .min(1, { error: "must name at least one item" })
    .max(MAX_RETURN_ITEMS, { error: `must name at most ${MAX_RETURN_ITEMS} items` })
    .refine((items) => new Set(items.map((each) => each.item_id)).size === items.length, {
      error: "must name each line once",
    });

export const returnItemsInput = orderLineList(returnItemInput);

/** The return shipping option; staff may set its price, shoppers pay the option's own. */
export const returnShippingInput = z.strictObject({
  option_id: entityId,
  price: moneyField.optional(),
});
