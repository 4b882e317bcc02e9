// How the admin Returns and exchanges list words an exchange's state and difference (issue 13):
// Medusa v1's two swap statuses (payment, fulfilment) in the shop's language, and the difference
// as what the customer pays or gets back.
import type { SwapFulfillmentStatus, SwapPaymentStatus } from "@atelier/contracts";

export const SWAP_PAYMENT_LABELS: Record<SwapPaymentStatus, string> = {
  not_paid: "Not confirmed",
  awaiting: "Paid, to capture",
  captured: "Paid",
  confirmed: "Nothing to pay",
  canceled: "Cancelled",
  difference_refunded: "Difference refunded",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
  requires_action: "Needs attention",
};

export const SWAP_FULFILMENT_LABELS: Record<SwapFulfillmentStatus, string> = {
  not_fulfilled: "Not packed",
  fulfilled: "Packed",
  shipped: "Shipped",
  partially_shipped: "Partly shipped",
  canceled: "Cancelled",
  requires_action: "Needs attention",
};

export interface ExchangeDifference {
  /** Who the money goes to: the shop (customer pays), the customer (refund), or nobody. */
  direction: "pays" | "refund" | "none" | "unconfirmed";
  /** The amount, never negative, in the currency's minor units. */
  amount: number;
}

/** The difference of an exchange: unknown until the customer confirms it (its cart completes). */
export function exchangeDifference(differenceDue: number | null): ExchangeDifference {
  if (differenceDue === null) return { direction: "unconfirmed", amount: 0 };
  if (differenceDue > 0) return { direction: "pays", amount: differenceDue };
  if (differenceDue < 0) return { direction: "refund", amount: -differenceDue };
  return { direction: "none", amount: 0 };
}
