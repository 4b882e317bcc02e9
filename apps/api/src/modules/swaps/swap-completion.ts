// Completing an exchange's difference cart (Medusa v1 `SwapService.registerCartCompletion`, the
// swap branch of `strategies/cart-completion.ts`). Cart completion (orders/complete-cart.ts)
// validates the cart, authorises its payment and reserves the new items' stock as for an order;
// then, instead of placing an order, it confirms the exchange here: the difference is the cart's
// total, the payment (if any) names the exchange and the order, and the cart's shipping methods
// become the exchange's.
import { eq, sql } from "drizzle-orm";
import { notAllowed } from "../../http/errors";
import { generateId } from "../../http/ids";
import type { Transaction } from "../../http/idempotency";
import type { StoreCart } from "../carts/cart-response";
import { carts, lineItems } from "../carts/tables";
import { returnItems, returns } from "../returns/tables";
import { payments } from "../payments/tables";
import { shippingMethods } from "../shipping/tables";
import { SWAP_MESSAGES } from "./constants";
import { swapNotFound, type SwapRow } from "./swap-query";
import { swaps } from "./tables";

/** The exchange a swap cart pays for, locked until the transaction ends; never a canceled one. */
export async function lockSwapOfCart(tx: Transaction, cartId: string): Promise<SwapRow> {
  const [swap] = await tx.select().from(swaps).where(eq(swaps.cart_id, cartId)).for("update");
  if (!swap) throw swapNotFound();
  if (swap.canceled_at) throw notAllowed(SWAP_MESSAGES.canceledCart);
  await assertCartHoldsTheExchange(tx, swap);
  return swap;
}

/**
 * The cart is an ordinary cart to the cart routes, so a shopper could change its lines. Only the
 * exchange's new items (in any quantity, paid for) may be confirmed; a line added beside them or
 * a changed return line would make the difference pay for something the exchange does not send
 * or credit something it does not take back.
 */
async function assertCartHoldsTheExchange(tx: Transaction, swap: SwapRow): Promise<void> {
  const lines = await tx.select().from(lineItems).where(eq(lineItems.cart_id, swap.cart_id!));
  const outgoing = lines.filter((line) => !line.is_return);
  const returning = lines.filter((line) => line.is_return && line.variant_id !== null);
  const asked = await tx
    .select({ quantity: returnItems.quantity, item_id: returnItems.item_id })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.return_id))
    .where(eq(returns.swap_id, swap.id));
  const intact =
    outgoing.length > 0 &&
    outgoing.every((line) => line.swap_id === swap.id) &&
    returning.length === asked.length &&
    returning.every((line) => line.unit_price <= 0) &&
    returning.reduce((sum, line) => sum + line.quantity, 0) ===
      asked.reduce((sum, item) => sum + item.quantity, 0);
  if (!intact) throw notAllowed(SWAP_MESSAGES.cartChanged);
}

export interface AuthorisedPayment {
  provider_id: string;
  data: Record<string, unknown>;
}

/** Confirms the exchange with the cart's total as its difference, and closes the cart. */
export async function confirmSwap(
  tx: Transaction,
  swap: SwapRow,
  cart: StoreCart,
  payment: AuthorisedPayment | undefined,
): Promise<void> {
  let paymentId: string | null = null;
  if (payment) {
    paymentId = generateId("pay");
    await tx.insert(payments).values({
      id: paymentId,
      cart_id: cart.id,
      swap_id: swap.id,
      // As in Medusa, the order counts what the exchange's payment brought (paid and refundable).
      order_id: swap.order_id,
      amount: cart.total,
      currency_code: cart.region.currency_code,
      provider_id: payment.provider_id,
      data: payment.data,
    });
  }
  await tx
    .update(shippingMethods)
    .set({ swap_id: swap.id })
    .where(eq(shippingMethods.cart_id, cart.id));
  await tx
    .update(swaps)
    .set({
      difference_due: cart.total,
      shipping_address_id: cart.shipping_address_id,
      confirmed_at: sql`now()`,
      payment_status: cart.total === 0 ? "confirmed" : "awaiting",
      updated_at: sql`now()`,
    })
    .where(eq(swaps.id, swap.id));
  await tx
    .update(carts)
    .set({
      completed_at: sql`now()`,
      payment_id: paymentId,
      payment_authorized_at: paymentId ? sql`now()` : null,
      updated_at: sql`now()`,
    })
    .where(eq(carts.id, cart.id));
}
