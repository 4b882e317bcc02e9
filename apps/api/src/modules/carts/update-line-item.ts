// POST /store/carts/:id/line-items/:line_id (contract medusa-v1 §5): sets a line's quantity, where
// 0 removes the line, and merges any metadata sent.
import { PostCartsCartLineItemsItem } from "@atelier/contracts";
import { idempotencyKey } from "../../http/idempotency";
import { answer, bind } from "../../http/route";
import { cartScope, cartWithItems, lockOpenCart } from "./cart-loader";
import { changeLineQuantity } from "./line-items";
import { cartAnswerNow, runCartChange } from "./cart-change";

export const updateLineItem = bind(
  PostCartsCartLineItemsItem,
  async (c, input) => {
    const body = await input.body();
    const deps = c.get("deps");
    const { id, line_id: lineId } = input.params;

    return runCartChange(c, cartAnswerNow(c, id), async (tx) => {
      const locked = await lockOpenCart(deps, tx, id, c.get("customerId"));
      const items = await changeLineQuantity(
        tx,
        cartScope(locked, c.get("customerId")),
        locked.items,
        lineId,
        body,
      );
      return answer(PostCartsCartLineItemsItem, 200, { cart: cartWithItems(deps, locked, items) });
    });
  },
  [idempotencyKey],
);
