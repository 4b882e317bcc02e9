// Admin order actions (contract medusa-v1 §12.5, §13): the enumerations they take and the
// messages of the rules they enforce. Messages follow Medusa v1's where it has one.

/** Refund `reason` (§13). */
export const REFUND_REASONS = ["discount", "return", "swap", "claim", "other"] as const;

/** Largest amount or quantity a body may carry: the database's integer. */
export const MAX_INTEGER = 2_147_483_647;

/** Ours: how many tracking numbers one shipment may carry, and how long each may be. */
export const MAX_TRACKING_NUMBERS = 20;
export const MAX_TRACKING_NUMBER_LENGTH = 100;

/** Ours: how many lines one fulfillment request may name. */
export const MAX_FULFILLMENT_ITEMS = 500;

/** The order's fulfillment provider: Atelier packs and ships by hand. */
export const MANUAL_FULFILLMENT_PROVIDER = "manual";

export const ORDER_MESSAGES = {
  canceledCapture: "A canceled order cannot capture payment",
  canceledRefund: "A canceled order cannot be refunded",
  canceledFulfil: "A canceled order cannot be fulfilled",
  canceledShip: "A canceled order cannot be shipped",
  canceledComplete: "A canceled order cannot be completed",
  canceledUpdate: "A canceled order cannot be updated",
  archivedComplete: "An archived order cannot be completed",
  alreadyCanceled: "The order is already canceled",
  nothingCaptured: "The order has no captured payment to refund",
  withRefunds: "Order with refund(s) cannot be canceled",
  withFulfillments: "All fulfillments must be canceled before canceling an order",
  archiveUnprocessed: "Can't archive an unprocessed order",
  shippedFulfillment:
    "The fulfillment has already been shipped. Shipped fulfillments cannot be canceled",
  fulfillmentCanceled: "Fulfillment has been canceled",
  fulfillmentAlreadyCanceled: "The fulfillment is already canceled",
  fulfillmentAlreadyShipped: "The fulfillment has already been shipped",
  paymentCanceled: "A canceled payment cannot be captured or refunded",
  paymentNotCaptured: "The payment has not been captured, so nothing can be refunded",
  paymentWithoutOrder: "The payment does not belong to an order",
} as const;
