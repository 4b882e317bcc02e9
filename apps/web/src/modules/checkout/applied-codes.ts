// What the shopper reads about discount codes and gift cards (issue 14): one row per applied code
// saying what it gives, and, when a code is refused, a message of its own for each reason the API
// gives (unknown, expired, not yet valid, disabled, other region, usage limit, conditions, spent),
// naming the code. Reasons the shop does not know are shown as the API words them.
import type { Cart } from "@atelier/commerce-client";
import { isCommerceError } from "@atelier/commerce-client";
import { errorMessage } from "@/modules/account/error-message";
import { formatExactAmount } from "@/modules/money/price-display";

export type CodeKind = "discount" | "gift card";

export interface AppliedCode {
  code: string;
  /** What the code gives: "10 % off", "Free shipping", "$25.00 left on the card". */
  detail: string;
}

/** Medusa v1 stacking: one free-shipping code and one other; several gift cards. */
export const DISCOUNT_STACKING_HINT =
  "A discount code and a free-shipping code can be used together; a new code replaces the one of its kind.";

type CartDiscount = Pick<Cart["discounts"][number], "code" | "rule">;
type CartGiftCard = Pick<Cart["gift_cards"][number], "code" | "balance">;

function discountDetail(discount: CartDiscount, currencyCode: string): string {
  const rule = discount.rule;
  if (!rule) return "Discount";
  if (rule.type === "free_shipping") return "Free shipping";
  if (rule.type === "percentage") return `${rule.value} % off`;
  const scope = rule.allocation === "item" ? " each item" : "";
  return `${formatExactAmount(rule.value, currencyCode)} off${scope}`;
}

export function appliedDiscounts(
  discounts: readonly CartDiscount[],
  currencyCode: string,
): AppliedCode[] {
  return discounts.map((discount) => ({
    code: discount.code,
    detail: discountDetail(discount, currencyCode),
  }));
}

export function appliedGiftCards(
  cards: readonly CartGiftCard[],
  currencyCode: string,
): AppliedCode[] {
  return cards.map((card) => ({
    code: card.code,
    detail: `${formatExactAmount(card.balance, currencyCode)} on the card`,
  }));
}

/** A refusal's reason, as the API's message words it (Medusa v1's messages, and ours). */
type Refusal =
  | "unknown"
  | "expired"
  | "not-started"
  | "disabled"
  | "region"
  | "usage-limit"
  | "conditions"
  | "no-balance";

const REFUSALS: Array<[Refusal, RegExp]> = [
  ["unknown", /was not found|does not exist/i],
  ["expired", /expired/i],
  ["not-started", /not valid yet/i],
  ["disabled", /disabled/i],
  ["region", /region/i],
  ["usage-limit", /maximum allowed times|usage limit/i],
  ["no-balance", /no balance|enough balance/i],
  // Medusa's "Discount X is not valid for customer", and the item conditions' refusals.
  ["conditions", /condition|not valid for|not applicable|eligible/i],
];

function refusalOf(error: unknown): Refusal | undefined {
  if (!isCommerceError(error)) return undefined;
  if (error.status === 404) return "unknown";
  return REFUSALS.find(([, pattern]) => pattern.test(error.message))?.[0];
}

const DISCOUNT_MESSAGES: Record<Refusal, (code: string) => string> = {
  unknown: (code) => `We don't recognise the code ${code}. Check it and try again.`,
  expired: (code) => `The code ${code} has expired.`,
  "not-started": (code) => `The code ${code} can't be used yet.`,
  disabled: (code) => `The code ${code} is no longer active.`,
  region: (code) => `The code ${code} isn't valid in your region.`,
  "usage-limit": (code) => `The code ${code} has been used as many times as it allows.`,
  conditions: (code) => `Your cart doesn't meet the conditions of the code ${code}.`,
  "no-balance": (code) => `The code ${code} can't be used.`,
};

const GIFT_CARD_MESSAGES: Record<Refusal, (code: string) => string> = {
  unknown: (code) => `We don't recognise the gift card ${code}. Check it and try again.`,
  expired: (code) => `The gift card ${code} has expired.`,
  "not-started": (code) => `The gift card ${code} can't be used yet.`,
  disabled: (code) => `The gift card ${code} is no longer active.`,
  region: (code) => `The gift card ${code} isn't valid in your region.`,
  "usage-limit": (code) => `The gift card ${code} has been used up.`,
  conditions: (code) => `The gift card ${code} can't be used on this cart.`,
  "no-balance": (code) => `The gift card ${code} has no balance left.`,
};

/** Why `code` was refused, in the shop's words, naming the code. */
export function codeRefusalMessage(kind: CodeKind, code: string, error: unknown): string {
  const refusal = refusalOf(error);
  const shown = code.trim().toUpperCase();
  if (refusal)
    return (kind === "discount" ? DISCOUNT_MESSAGES : GIFT_CARD_MESSAGES)[refusal](shown);
  return errorMessage(error, `The ${kind} ${shown} could not be applied.`);
}
