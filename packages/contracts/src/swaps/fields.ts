// Request pieces the exchange routes share (Medusa v1 `StorePostSwapsReq`,
// `AdminPostOrdersOrderSwapsReq`).
import { z } from "zod";
import { lineQuantity } from "../carts/fields";
import { entityId } from "../common/input";

/** Ours: an exchange sends out at most this many lines. */
export const MAX_SWAP_ADDITIONAL_ITEMS = 100;

/** The new items: each variant once, at least one (an exchange without them is a return). */
export const additionalItemsInput = z
  .array(z.strictObject({ variant_id: entityId, quantity: lineQuantity(1) }), {
    error: "must be a list of items",
  })
  .min(1, { error: "must name at least one item" })
  .max(MAX_SWAP_ADDITIONAL_ITEMS, { error: `must name at most ${MAX_SWAP_ADDITIONAL_ITEMS} items` })
  .refine((items) => new Set(items.map((item) => item.variant_id)).size === items.length, {
    error: "must name each variant once",
  });
