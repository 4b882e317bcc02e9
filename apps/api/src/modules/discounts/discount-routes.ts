// DELETE /store/carts/:id/discounts/:code (contract medusa-v1 §5, §6.5): removes a code from a cart.
// Applying one goes through POST /store/carts/:id {discounts}.
import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { cartDiscounts } from "./tables";
import type { AppEnv } from "../../http/context";
import { idempotencyKey, runIdempotent } from "../../http/idempotency";
import { lockOpenCart, readCartIn } from "../carts/cart-loader";
import { discountNotFound } from "./discounts";

async function removeDiscount(c: Context<AppEnv, "/carts/:id/discounts/:code">): Promise<Response> {
  const deps = c.get("deps");
  const code = c.req.param("code").toUpperCase();
  return runIdempotent(c, async (tx) => {
    const locked = await lockOpenCart(deps, tx, c.req.param("id"), c.get("customerId"));
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
    return { status: 200, body: { cart: await readCartIn(deps, tx, locked.record.cart.id) } };
  });
}

export const discountRoutes = new Hono<AppEnv>().delete(
  "/carts/:id/discounts/:code",
  idempotencyKey,
  removeDiscount,
);
