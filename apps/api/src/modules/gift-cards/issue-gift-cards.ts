// Gift cards bought in the shop (issue 14): an order's gift-card lines become cards once its
// payment is captured, one card per unit, worth the line's unit price, in the order's region.
// Medusa v1 issues them when the order is placed; Atelier waits for the money (docs/decisions.md).
import {
  GIFT_CARD_MESSAGE,
  GIFT_CARD_RECIPIENT_EMAIL,
  GIFT_CARD_RECIPIENT_NAME,
} from "@atelier/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { Transaction } from "../../http/idempotency";
import { lineItems } from "../carts/tables";
import { orders } from "../orders/tables";
import { issueGiftCard } from "./gift-card-admin";
import { giftCards } from "./tables";

/** The recipient keys a line may carry, copied onto each card issued for it. */
const RECIPIENT_KEYS = [GIFT_CARD_RECIPIENT_EMAIL, GIFT_CARD_RECIPIENT_NAME, GIFT_CARD_MESSAGE];

/**
 * Issues the cards of the order's gift-card lines, inside the capture's transaction. An order
 * whose cards exist already is left alone, so capturing twice issues once.
 */
export async function issueOrderGiftCards(tx: Transaction, orderId: string): Promise<number> {
  const lines = await tx
    .select()
    .from(lineItems)
    .where(
      and(
        eq(lineItems.order_id, orderId),
        eq(lineItems.is_giftcard, true),
        eq(lineItems.is_return, false),
      ),
    )
    .orderBy(asc(lineItems.created_at), asc(lineItems.id));
  if (lines.length === 0) return 0;
  const [issued] = await tx
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(eq(giftCards.order_id, orderId))
    .limit(1);
  if (issued) return 0;
  const [order] = await tx
    .select({ region_id: orders.region_id })
    .from(orders)
    .where(eq(orders.id, orderId));
  let count = 0;
  for (const line of lines) {
    const recipient = Object.fromEntries(
      RECIPIENT_KEYS.flatMap((key) =>
        typeof line.metadata?.[key] === "string" ? [[key, line.metadata[key]]] : [],
      ),
    );
    for (let unit = 0; unit < line.quantity; unit++) {
      await issueGiftCard(tx, {
        region_id: order.region_id,
        value: line.unit_price,
        order_id: orderId,
        metadata: { line_item_id: line.id, ...recipient },
      });
      count++;
    }
  }
  return count;
}
