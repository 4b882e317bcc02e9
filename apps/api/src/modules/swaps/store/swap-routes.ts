// Exchanges under /store (Medusa v1 §5): a shopper, or a guest holding the order's id, asks to
// exchange items (under the Idempotency-Key: a retried request answers the first exchange), and
// reads an exchange by its difference cart.
import { GetSwapsSwapCartId, PostSwaps } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { answer, bind, mount, reply } from "../../../http/route";
import { lockOrder } from "../../orders/order-state";
import { createSwap } from "../swap-actions";
import { sendSwapMail } from "../swap-mail";
import { findSwap, findSwapByCart } from "../swap-query";

const createRoute = bind(
  PostSwaps,
  async (c, input) => {
    const body = await input.body();
    const deps = c.get("deps");
    let created: string | undefined;
    const response = await runIdempotent(c, async (tx) => {
      const order = await lockOrder(tx, body.order_id);
      const id = await createSwap(deps, tx, order, {
        return_items: body.return_items,
        additional_items: body.additional_items,
        return_shipping: body.return_shipping_option
          ? { option_id: body.return_shipping_option }
          : undefined,
        // Medusa's store route sets no_notification here; the shop mails its shoppers each step
        // of an exchange as it does a return's (docs/decisions.md).
        no_notification: false,
      });
      created = id;
      return answer(PostSwaps, 200, { swap: await findSwap(deps, tx, id) });
    });
    // After the commit, and only when this request made the exchange (not on a replay).
    if (created) await sendSwapMail(deps, "swap-created", created);
    return response;
  },
  [idempotencyKey],
);

const byCartRoute = bind(GetSwapsSwapCartId, async (c, input) => {
  const deps = c.get("deps");
  const swap = await deps.db.transaction((tx) => findSwapByCart(deps, tx, input.params.cart_id));
  return reply(c, GetSwapsSwapCartId, 200, { swap });
});

export const swapRoutes = mount(new Hono<AppEnv>(), "/store", [createRoute, byCartRoute]);
