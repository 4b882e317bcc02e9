// POST /store/carts/:id/line-items/:line_id (contract medusa-v1 §5): sets a line's quantity, where
// 0 removes the line, and merges any metadata sent.
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { runIdempotent } from "../../http/idempotency";
import { parseBody } from "../../http/validation";
import { jsonObject, lineQuantity } from "./cart-input";
import { cartScope, cartWithItems, lockOpenCart } from "./cart-loader";
import { changeLineQuantity } from "./line-items";

const updateLineItemBody = z.strictObject({
  quantity: lineQuantity(0),
  metadata: jsonObject.optional(),
});

export async function updateLineItem(
  c: Context<AppEnv, "/carts/:id/line-items/:line_id">,
): Promise<Response> {
  const body = await parseBody(c, updateLineItemBody);
  const deps = c.get("deps");
  const id = c.req.param("id");
  const lineId = c.req.param("line_id");

  return runIdempotent(c, async (tx) => {
    const locked = await lockOpenCart(deps, tx, id, c.get("customerId"));
    const items = await changeLineQuantity(
      tx,
      cartScope(locked, c.get("customerId")),
      locked.items,
      lineId,
      body,
    );
    return { status: 200, body: { cart: cartWithItems(deps, locked, items) } };
  });
}
