// POST /store/carts/:id/line-items (contract medusa-v1 §5, §6.3): adds a variant, merging into an
// equal line, and answers `{cart}`. Idempotent, so a retried add never adds twice.
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { runIdempotent } from "../../http/idempotency";
import { parseBody } from "../../http/validation";
import { entityId, jsonObject, lineQuantity } from "./cart-input";
import { cartScope, cartWithItems, lockOpenCartToAdd } from "./cart-loader";
import { addLine } from "./line-items";

const addLineItemBody = z.strictObject({
  variant_id: entityId,
  quantity: lineQuantity(1),
  metadata: jsonObject.optional(),
});

export async function addLineItem(c: Context<AppEnv, "/carts/:id/line-items">): Promise<Response> {
  const body = await parseBody(c, addLineItemBody);
  const deps = c.get("deps");
  const id = c.req.param("id");

  return runIdempotent(c, async (tx) => {
    const { locked, adding } = await lockOpenCartToAdd(deps, tx, id, body.variant_id);
    const items = await addLine(tx, cartScope(locked), locked.items, body, adding);
    return { status: 200, body: { cart: cartWithItems(deps, locked, items) } };
  });
}
