// Gift cards (contract medusa-v1 §6.5, §7.4): looked up by code, usable in their own region while
// enabled, unexpired and with balance left. Completing a cart takes what it pays from the balance.
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cartGiftCards, giftCardTransactions, giftCards } from "./tables";
import { notAllowed, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import type { Transaction } from "../../http/idempotency";
import type { GiftCardRow } from "../carts/cart-checkout";

export const giftCardNotFound = (code: string) =>
  notFound(`Gift card with code ${code} was not found`);

/** An enabled, undeleted gift card by code (codes are matched case-insensitively). */
export async function findGiftCardByCode(
  db: Database,
  code: string,
): Promise<GiftCardRow | undefined> {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(
      and(
        eq(giftCards.code, code.toUpperCase()),
        isNull(giftCards.deleted_at),
        eq(giftCards.is_disabled, false),
      ),
    );
  return card;
}

export async function applyGiftCardCode(
  tx: Transaction,
  cart: { id: string; region_id: string },
  code: string,
): Promise<void> {
  const card = await findGiftCardByCode(tx, code);
  if (!card) throw giftCardNotFound(code);
  if (card.ends_at !== null && card.ends_at < new Date())
    throw notAllowed("The gift card has expired");
  if (card.region_id !== cart.region_id) {
    throw notAllowed("The gift card cannot be used in the current region");
  }
  if (card.balance <= 0) throw notAllowed("The gift card has no balance left");
  await tx
    .insert(cartGiftCards)
    .values({ cart_id: cart.id, gift_card_id: card.id })
    .onConflictDoNothing();
}

/**
 * Takes `amount` from the cart's gift cards, oldest code first, each debit a single conditional
 * update so that a balance spent meanwhile by another order is never overdrawn.
 */
export async function debitGiftCards(
  tx: Transaction,
  cards: GiftCardRow[],
  orderId: string,
  amount: number,
  taxRate: number | null,
): Promise<void> {
  let left = amount;
  for (const card of cards) {
    if (left <= 0) break;
    const debit = Math.min(left, card.balance);
    if (debit <= 0) continue;
    const [debited] = await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} - ${debit}`, updated_at: sql`now()` })
      .where(and(eq(giftCards.id, card.id), gte(giftCards.balance, debit)))
      .returning({ id: giftCards.id });
    if (!debited) throw notAllowed(`The gift card ${card.code} no longer has enough balance`);
    await tx.insert(giftCardTransactions).values({
      id: generateId("gct"),
      gift_card_id: card.id,
      order_id: orderId,
      amount: debit,
      is_taxable: taxRate !== null,
      tax_rate: taxRate,
    });
    left -= debit;
  }
}
