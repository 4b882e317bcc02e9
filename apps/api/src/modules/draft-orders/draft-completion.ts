// What cart completion needs of a draft order: the draft a `draft_order` cart belongs to, and
// marking it completed once its order exists, in the completion's transaction. Called by
// orders/complete-cart.ts for both ways a draft is paid (staff marking it paid, or the customer at
// checkout through its payment link), so it imports tables only and never the order code.
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../http/idempotency";
import { draftOrders } from "./tables";

export type DraftOrderRow = typeof draftOrders.$inferSelect;

/**
 * The draft holding the cart, its row locked until the transaction ends. Callers lock the cart
 * first, so a payment by staff and a checkout by the customer take the two locks in one order.
 */
export async function lockDraftOfCart(
  tx: Transaction,
  cartId: string,
): Promise<DraftOrderRow | undefined> {
  const [draft] = await tx
    .select()
    .from(draftOrders)
    .where(eq(draftOrders.cart_id, cartId))
    .for("update");
  return draft;
}

export async function markDraftCompleted(
  tx: Transaction,
  draftId: string,
  orderId: string,
): Promise<void> {
  await tx
    .update(draftOrders)
    .set({
      status: "completed",
      completed_at: sql`now()`,
      order_id: orderId,
      updated_at: sql`now()`,
    })
    .where(eq(draftOrders.id, draftId));
}
