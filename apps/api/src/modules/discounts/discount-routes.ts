// DELETE /store/carts/:id/discounts/:code (contract medusa-v1 §5, §6.5): removes a code from a cart.
// Applying one goes through POST /store/carts/:id {discounts}.
import { and, eq } from "drizzle-orm";
import { DeleteCartsCartDiscountsDiscount } from "@atelier/contracts";
import { Hono } from "hono";
import { cartDiscounts } from "./tables";
import type { AppEnv } from "../../http/context";
import { idempotencyKey, runIdempotent } from "../../http/idempotency";
import { answer, bind, mount } from "../../http/route";
import { lockOpenCart, readCartIn } from "../carts/cart-loader";
import { discountNotFound } from "./discounts";

const removeDiscount = bind(
  DeleteCartsCartDiscountsDiscount,
  async (c, input) => {
    const deps = c.get("deps");
    const code = input.params.code.toUpperCase();
    return runIdempotent(c, async (tx) => {
      const locked = await lockOpenCart(deps, tx, input.params.id, c.get("customerId"));
      const applied = locked.checkout.discounts.find((discount) => discount.code === code);
      if (!applied) throw discountNotFound(code);
      await tx
        .delete(cartDiscounts)
        .where(
          and(
            eq(cartDiscounts.cart_id, locked.record.cart.id),
            eq(cartDiscounts.discount_id, applied.id),
          ),
        );
      return answer(DeleteCartsCartDiscountsDiscount, 200, {
        cart: await readCartIn(deps, tx, locked.record.cart.id),
      });
    });
  },
  [idempotencyKey],
);

export const discountRoutes = mount(new Hono<AppEnv>(), "/store", [removeDiscount]);
