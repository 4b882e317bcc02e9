// Checkout constants, one place for the checkout module (issue 3; contract §6.4–§6.6).

export const CHECKOUT_STEPS = ["address", "delivery", "payment", "review"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const CHECKOUT_STEP_LABELS: Record<CheckoutStep, string> = {
  address: "Address",
  delivery: "Delivery",
  payment: "Payment",
  review: "Review",
};

export const checkoutPath = (step: CheckoutStep) => `/checkout?step=${step}`;
export const orderConfirmedPath = (orderId: string) =>
  `/order/confirmed/${encodeURIComponent(orderId)}`;

/** The API's payment providers (apps/api payments) and how the shopper knows them. */
export const PAYMENT_PROVIDERS = { manual: "manual", testCard: "test-card" } as const;

export const PAYMENT_PROVIDER_LABELS: Record<string, string> = {
  [PAYMENT_PROVIDERS.manual]: "Pay later",
  [PAYMENT_PROVIDERS.testCard]: "Test card",
};

export const PAYMENT_PROVIDER_DESCRIPTIONS: Record<string, string> = {
  [PAYMENT_PROVIDERS.manual]: "Place the order now and pay by bank transfer when we confirm it.",
  [PAYMENT_PROVIDERS.testCard]: "Pay with a card. This shop takes test card numbers only.",
};

export const PAYMENT_REQUIRES_MORE_MESSAGE =
  "Your bank asks for an extra verification step that this shop cannot complete. Please use another card or choose Pay later.";

export const PAYMENT_PENDING_MESSAGE =
  "Your payment is still being processed. Please wait a moment and place the order again.";

export const INVALID_CARD_NUMBER_MESSAGE = "Enter the card number: 12 to 19 digits.";
