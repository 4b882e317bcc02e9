// DELETE /store/carts/:id/line-items/:line_id (contract medusa-v1 §5): removes a line, answers `{cart}`.
import { DeleteCartsCartLineItemsItem } from "@atelier/contracts";
import { idempotencyKey } from "../../http/idempotency";
import { answer, bind } from "../../http/route";
import { cartWithItems, lockOpenCart } from "./cart-loader";
import { removeLine } from "./line-items";
import { cartAnswerNow, runCartChange } from "./cart-change";

export const deleteLineItem = bind(
  DeleteCartsCartLineItemsItem,
  async (c, input) => {
    const deps = c.get("deps");
    const { id, line_id: lineId } = input.params;

    return runCartChange(c, cartAnswerNow(c, id), async (tx) => {
      const locked = await lockOpenCart(deps, tx, id, c.get("customerId"));
      const items = await removeLine(tx, locked.items, lineId);
      return answer(DeleteCartsCartLineItemsItem, 200, {
        cart: cartWithItems(deps, locked, items),
      });
    });
  },
  [idempotencyKey],
);
