// What an exchange (Medusa v1 swap, issue 13) shows before and after it is sent: which units of an
// order its return may still take (the order's own returns and every exchange's return hold
// units), the difference it will cost or give back, and its state in words. The difference cart's
// total, which the API computes, is what counts; this is the preview before sending
// (docs/decisions.md, "Exchanges").
import type { Swap, SwapFulfillmentStatus, SwapPaymentStatus } from "@atelier/commerce-client";
import { returnRefundEstimate, shippingWithTax } from "@/modules/returns/return-lines";

export { returnsHoldingUnits } from "@/modules/returns/return-lines";

interface ExchangeEstimateInput {
  lines: { id: string; unit_price: number; quantity: number; discount_total?: number }[];
  returned: { item_id: string; quantity: number }[];
  replacement: { unit_price: number; quantity: number } | undefined;
  taxRate: number | null;
  returnShippingPrice?: number;
}

/**
 * The difference before delivery: the replacement with tax, less what the returned units are
 * worth (as a return would refund them), plus the return shipping with tax. Positive: to pay.
 */
export function exchangeDifferenceEstimate({
  lines,
  returned,
  replacement,
  taxRate,
  returnShippingPrice = 0,
}: ExchangeEstimateInput): { replacement: number; returned: number; difference: number } {
  const rate = taxRate ?? 0;
  const replacementTotal = replacement
    ? Math.round(replacement.unit_price * replacement.quantity * (1 + rate / 100))
    : 0;
  const returnedWorth = returnRefundEstimate(lines, returned, taxRate);
  return {
    replacement: replacementTotal,
    returned: returnedWorth,
    difference: replacementTotal - returnedWorth + shippingWithTax(returnShippingPrice, rate),
  };
}

/** "to pay", "to be refunded" or "nothing to pay", for an amount in minor units. */
export function differenceDirection(amount: number): "pay" | "refund" | "even" {
  return amount > 0 ? "pay" : amount < 0 ? "refund" : "even";
}

export const SWAP_PAYMENT_LABELS: Record<SwapPaymentStatus, string> = {
  not_paid: "Not paid",
  awaiting: "Awaiting capture",
  captured: "Paid",
  confirmed: "Nothing to pay",
  canceled: "Cancelled",
  difference_refunded: "Difference refunded",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
  requires_action: "Needs attention",
};

export const SWAP_FULFILLMENT_LABELS: Record<SwapFulfillmentStatus, string> = {
  not_fulfilled: "Not sent yet",
  fulfilled: "Packed",
  shipped: "Shipped",
  partially_shipped: "Partly shipped",
  canceled: "Cancelled",
  requires_action: "Needs attention",
};

export type ExchangeStage = "awaiting_confirmation" | "confirmed" | "canceled";

type StagedSwap = Pick<Swap, "canceled_at" | "confirmed_at">;

/** Where the exchange stands: the shopper still has to confirm (and pay) it, or it runs. */
export function exchangeStage(swap: StagedSwap): ExchangeStage {
  if (swap.canceled_at) return "canceled";
  return swap.confirmed_at ? "confirmed" : "awaiting_confirmation";
}

export const EXCHANGE_STAGE_LABELS: Record<ExchangeStage, string> = {
  awaiting_confirmation: "Awaiting confirmation",
  confirmed: "Confirmed",
  canceled: "Cancelled",
};

type SettledSwap = Pick<Swap, "difference_due" | "payment_status" | "canceled_at">;

/** Staff's settling action: capture what the shopper owes, or refund what they are owed. */
export function settleAction(swap: SettledSwap): "capture" | "refund" | undefined {
  if (swap.canceled_at || swap.difference_due === null) return undefined;
  if (swap.difference_due > 0 && swap.payment_status === "awaiting") return "capture";
  if (
    swap.difference_due < 0 &&
    swap.payment_status !== "difference_refunded" &&
    swap.payment_status !== "canceled"
  ) {
    return "refund";
  }
  return undefined;
}
