// POST /store/returns (Medusa v1 §5): a shopper, or a guest holding the order's id, asks to send
// items back. Under the Idempotency-Key: a retried request answers the first return.
import { PostReturns } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { answer, bind, mount } from "../../../http/route";
import { lockOrder } from "../../orders/order-state";
import { requestReturn } from "../return-actions";
import { sendReturnMail } from "../return-mail";
import { findReturn } from "../return-query";

const createRoute = bind(
  PostReturns,
  async (c, input) => {
    const body = await input.body();
    let requested: string | undefined;
    const response = await runIdempotent(c, async (tx) => {
      const order = await lockOrder(tx, body.order_id);
      requested = await requestReturn(tx, order, {
        items: body.items,
        return_shipping: body.return_shipping,
      });
      return answer(PostReturns, 200, { return: await findReturn(tx, requested) });
    });
    // A replayed request runs nothing, so it mails nothing either.
    if (requested) await sendReturnMail(c.get("deps"), "return-requested", requested);
    return response;
  },
  [idempotencyKey],
);

export const returnRoutes = mount(new Hono<AppEnv>(), "/store", [createRoute]);
