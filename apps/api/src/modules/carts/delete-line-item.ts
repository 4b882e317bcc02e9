// DELETE /store/carts/:id/line-items/:line_id (contract medusa-v1 §5): removes a line, answers `{cart}`.
import type { Context } from "hono";
import type { AppEnv } from "../../http/context";
import { runIdempotent } from "../../http/idempotency";
import { cartWithItems, lockOpenCart } from "./cart-loader";
import { removeLine } from "./line-items";

export async function deleteLineItem(
  c: Context<AppEnv, "/carts/:id/line-items/:line_id">,
): Promise<Response> {
  const deps = c.get("deps");
  const id = c.req.param("id");
  const lineId = c.req.param("line_id");

  return runIdempotent(c, async (tx) => {
    const locked = await lockOpenCart(deps, tx, id, c.get("customerId"));
    const items = await removeLine(tx, locked.items, lineId);
    return { status: 200, body: { cart: cartWithItems(deps, locked, items) } };
  });
}
