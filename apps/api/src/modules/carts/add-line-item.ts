// POST /store/carts/:id/line-items (contract medusa-v1 §5, §6.3): adds a variant, merging into an
// equal line, and answers `{cart}`. Idempotent, so a retried add never adds twice.
//
// The hottest write of the shop, so it is made optimistically: the cart and the variant are read
// in one query, the new line and the answer are worked out here, and the line and the stored
// answer are written in one statement that only applies if the cart has not changed since it
// was read (`changeIfCartUnchanged`). Two round trips instead of a transaction's six; on a
// conflict it reads again, and after a few conflicts it takes the cart's lock like other changes.
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { runIdempotentOptimistic } from "../../http/idempotency";
import { parseBody } from "../../http/validation";
import { keepCartAnswer } from "./cart-answer-cache";
import { entityId, jsonObject, lineQuantity } from "./cart-input";
import {
  cartScope,
  cartWithItems,
  lockOpenCartToAdd,
  readCartAnswer,
  readOpenCartToAdd,
} from "./cart-loader";
import { cartUnchanged, changeIfCartUnchanged } from "./cart-queries";
import { addLine, plannedAdd } from "./line-items";

const addLineItemBody = z.strictObject({
  variant_id: entityId,
  quantity: lineQuantity(1),
  metadata: jsonObject.optional(),
});

export async function addLineItem(c: Context<AppEnv, "/carts/:id/line-items">): Promise<Response> {
  const body = await parseBody(c, addLineItemBody);
  const deps = c.get("deps");
  const id = c.req.param("id");

  return runIdempotentOptimistic(
    c,
    async (storeWhen) => {
      const { locked, adding, versions } = await readOpenCartToAdd(
        deps,
        id,
        body.variant_id,
        c.get("customerId"),
      );
      const add = plannedAdd(
        cartScope(locked, c.get("customerId")),
        locked.items,
        body,
        adding,
        new Date(),
      );
      const response = {
        status: 200 as const,
        json: JSON.stringify({ cart: cartWithItems(deps, locked, add.items) }),
      };
      const changedTo = await changeIfCartUnchanged(deps.db, { id, version: versions.version }, [
        add.write(cartUnchanged),
        storeWhen(response, cartUnchanged),
      ]);
      if (changedTo === undefined) return undefined;
      // The shopper's next page reads the cart: it is this answer, which shows the customer as
      // it was read, so it is kept under that customer's version.
      keepCartAnswer(deps, id, { ...versions, version: changedTo }, response.json);
      return response;
    },
    async (tx) => {
      const { locked, adding } = await lockOpenCartToAdd(
        deps,
        tx,
        id,
        body.variant_id,
        c.get("customerId"),
      );
      const items = await addLine(
        tx,
        cartScope(locked, c.get("customerId")),
        locked.items,
        body,
        adding,
      );
      return { status: 200, body: { cart: cartWithItems(deps, locked, items) } };
    },
    () => readCartAnswer(deps, id, c.get("customerId")),
  );
}
