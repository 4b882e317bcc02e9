// Payment constants (issue 3 "Checkout"; contract medusa-v1 §6.4, §6.6).

/** The test-card provider's card numbers, as in card processors' test modes. */
export const TEST_CARDS = {
  authorised: "4242424242424242",
  declined: "4000000000000002",
  requiresMore: "4000000000003220",
} as const;

export const CARD_DECLINED_MESSAGE = "Your card was declined.";

/** Contract §6.6. */
export const NO_PAYMENT_SESSION_MESSAGE = "You cannot complete a cart without a payment session.";

/**
 * Medusa's `system` provider: the payment of a draft order staff mark paid, the money having been
 * taken outside the shop (Medusa v1 `admin/draft-orders/register-payment.ts`).
 */
export const SYSTEM_PAYMENT_PROVIDER = "system";
