// Admin order actions (contract medusa-v1 §12.5, §13): the fulfillment provider and the messages
// of the rules they enforce (their request bodies are declared in @atelier/contracts). Messages
// follow Medusa v1's where it has one.

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
  withClaims: "All claims must be canceled before canceling an order",
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

/** A link to add guest orders to an account works this long, as Medusa's token (15 minutes). */
export const ORDER_CLAIM_TOKEN_TTL_MS = 15 * 60_000;

/** The shop's page a claim link opens; it confirms the token (`POST /store/orders/customer/confirm`). */
export const ORDER_CLAIM_PATH = "/account/orders/claim";

export const CLAIM_MESSAGES = {
  unknownOrder: (id: string) => `Order with id ${id} was not found`,
  alreadyYours: (id: string) => `Order with id ${id} is already in your account`,
  otherAccount: (id: string) => `Order with id ${id} belongs to another account`,
  otherEmail: (id: string) =>
    `Order with id ${id} was placed with another email than your account's`,
  invalidToken: "The link to add these orders is invalid, used or expired; ask for a new one",
  otherCustomer: "The link to add these orders was made for another account",
} as const;
