// The payment providers Atelier ships (issue 3): `manual` takes the order now and the money later
// (it authorises at once), and `test-card` stands in for a card processor, answering by the card
// number in the session data as a real processor's test mode does.
import { invalidData } from "../../http/errors";
import { CARD_DECLINED_MESSAGE, TEST_CARDS } from "./constants";

export type AuthorisationResult =
  | { status: "authorized"; data: Record<string, unknown> }
  | { status: "requires_more"; data: Record<string, unknown> }
  | { status: "error"; message: string };

export interface PaymentProvider {
  id: string;
  /** Checks session data a shopper sends before it is stored. */
  validateData(data: Record<string, unknown>): void;
  authorise(data: Record<string, unknown>, amount: number): AuthorisationResult;
}

const manual: PaymentProvider = {
  id: "manual",
  validateData() {},
  authorise: (data) => ({ status: "authorized", data }),
};

function cardNumberOf(data: Record<string, unknown>): string {
  const number = data.card_number;
  if (typeof number !== "string" || !/^\d{12,19}$/.test(number.replace(/\s/g, ""))) {
    throw invalidData("The card number is not a valid card number.");
  }
  return number.replace(/\s/g, "");
}

const testCard: PaymentProvider = {
  id: "test-card",
  validateData(data) {
    if (data.card_number !== undefined) cardNumberOf(data);
  },
  authorise(data) {
    const number = cardNumberOf(data);
    const last4 = number.slice(-4);
    switch (number) {
      case TEST_CARDS.authorised:
        return { status: "authorized", data: { last4 } };
      case TEST_CARDS.declined:
        return { status: "error", message: CARD_DECLINED_MESSAGE };
      case TEST_CARDS.requiresMore:
        return { status: "requires_more", data: { last4, next_action: "3d_secure" } };
      default:
        throw invalidData("The card number is not a valid test card number.");
    }
  },
};

const providers = new Map([manual, testCard].map((provider) => [provider.id, provider]));

/** The provider by id; a provider a region lists but Atelier cannot run is a 400. */
export function paymentProvider(id: string): PaymentProvider {
  const provider = providers.get(id);
  if (!provider) throw invalidData(`Payment provider ${id} is not available`);
  return provider;
}
