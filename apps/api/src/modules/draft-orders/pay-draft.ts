// POST /admin/draft-orders/:id/pay (Medusa v1 `admin/draft-orders/register-payment.ts`): staff
// took the money another way, so the draft's cart is completed with Medusa's system payment,
// captured at once, through the same steps as a checkout (stock taken without overselling, the
// order created from the cart, the draft completed and named by the order).
import type { AppDeps } from "../../http/context";
import type { Transaction } from "../../http/idempotency";
import { readCartIn } from "../carts/cart-loader";
import { findCartIn } from "../carts/cart-queries";
import { insufficientInventory } from "../carts/errors";
import { InventoryShortfall } from "../orders/checkout-errors";
import { assertCompletable, placeOrder } from "../orders/complete-cart";
import type { OrderRow } from "../orders/order-response";
import { draftCompleted } from "./constants";
import { lockDraftOfCart } from "./draft-completion";
import { findDraftRow } from "./draft-order-query";

/** Places the draft's order; answers its row. A completed draft is a 400 and changes nothing. */
export async function payDraft(deps: AppDeps, tx: Transaction, id: string): Promise<OrderRow> {
  const found = await findDraftRow(tx, id);
  if (found.status !== "open" || found.cart_id === null) throw draftCompleted();
  // The cart first, then the draft: the order a checkout of the same cart takes them in.
  const record = await findCartIn(tx, found.cart_id, { forUpdate: true });
  const draft = await lockDraftOfCart(tx, found.cart_id);
  if (!record || record.cart.completed_at !== null || draft?.status !== "open") {
    throw draftCompleted();
  }
  const cart = await readCartIn(deps, tx, found.cart_id);
  await assertCompletable(deps, tx, cart, { systemPayment: true });
  try {
    return (await placeOrder(tx, cart, { kind: "system" }, undefined)).row;
  } catch (error) {
    // Medusa answers a shortfall here as a plain `not_allowed` (400), not checkout's 409 list.
    if (error instanceof InventoryShortfall) throw insufficientInventory(error.variantId);
    throw error;
  }
}
