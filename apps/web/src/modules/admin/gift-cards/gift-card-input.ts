// What staff type on the gift card screens, checked before it is sent: a balance may be zero (a
// card used up by hand), a value may not; an end date is a day, ending at its last moment.
import { parseMoneyInput, type MoneyInput } from "../orders/money-input";

/** A new balance in minor units; "0" empties the card. */
export function parseBalanceInput(text: string, currencyCode: string): MoneyInput {
  if (/^\s*0+(?:\.0*)?\s*$/.test(text)) return { ok: true, amount: 0 };
  return parseMoneyInput(text, currencyCode);
}

/** The end of the day a date field holds (`2030-12-31`), in UTC, or null when it is empty. */
export function endOfDay(dateText: string): string | null {
  if (dateText.trim() === "") return null;
  return `${dateText.trim()}T23:59:59.999Z`;
}

export type GiftCardState = "active" | "disabled" | "expired" | "used";

export const GIFT_CARD_STATE_LABELS: Record<GiftCardState, string> = {
  active: "Active",
  disabled: "Disabled",
  expired: "Expired",
  used: "Used up",
};

/** Whether a shopper can still pay with the card, and if not, why not. */
export function giftCardState(
  card: { is_disabled: boolean; ends_at: string | null; balance: number },
  now: Date,
): GiftCardState {
  if (card.is_disabled) return "disabled";
  if (card.ends_at !== null && new Date(card.ends_at) < now) return "expired";
  return card.balance <= 0 ? "used" : "active";
}
