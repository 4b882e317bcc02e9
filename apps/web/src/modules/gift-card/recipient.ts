// Who a gift card goes to (issue 14): the recipient's email and name and the buyer's message,
// kept on the cart line's metadata under the keys the API's gift-card issuing reads (contracts
// gift-cards/entities.ts names the same keys; recipient.test.ts holds the two together), checked
// here before the line is added.
import {
  collectErrors,
  emailError,
  requiredError,
  type FieldErrors,
} from "@/modules/account/validation";

/** The gift card's page: the seed's gift-card product has the handle `gift-card`. */
export const GIFT_CARD_PATH = "/products/gift-card";

export const GIFT_CARD_RECIPIENT_EMAIL = "gift_card_recipient_email";
export const GIFT_CARD_RECIPIENT_NAME = "gift_card_recipient_name";
export const GIFT_CARD_MESSAGE = "gift_card_message";

/** Long enough for a name with a title; a card shows it on one line. */
export const MAX_RECIPIENT_NAME_LENGTH = 80;
/** A few sentences: what fits on a card, and in the mail's opening. */
export const MAX_GIFT_MESSAGE_LENGTH = 300;

export interface GiftCardRecipient {
  email: string;
  name: string;
  /** Empty when the buyer wrote none. */
  message: string;
}

export type RecipientField = keyof GiftCardRecipient;

/** The message under each field that needs fixing; an empty object when the recipient is fine. */
export function recipientErrors(recipient: GiftCardRecipient): FieldErrors<RecipientField> {
  const name = recipient.name.trim();
  const message = recipient.message.trim();
  return collectErrors({
    email: emailError(recipient.email),
    name:
      requiredError(name, "Recipient name") ??
      (name.length > MAX_RECIPIENT_NAME_LENGTH
        ? `Keep the name to ${MAX_RECIPIENT_NAME_LENGTH} characters.`
        : undefined),
    message:
      message.length > MAX_GIFT_MESSAGE_LENGTH
        ? `Keep the message to ${MAX_GIFT_MESSAGE_LENGTH} characters (it has ${message.length}).`
        : undefined,
  });
}

/** The line metadata for a valid recipient, trimmed; no message key when there is no message. */
export function recipientMetadata(recipient: GiftCardRecipient): Record<string, string> {
  const message = recipient.message.trim();
  return {
    [GIFT_CARD_RECIPIENT_EMAIL]: recipient.email.trim(),
    [GIFT_CARD_RECIPIENT_NAME]: recipient.name.trim(),
    ...(message ? { [GIFT_CARD_MESSAGE]: message } : {}),
  };
}

/** The recipient a cart or order line's metadata names, or null for any other line. */
export function lineRecipient(
  metadata: Record<string, unknown> | null | undefined,
): GiftCardRecipient | null {
  const email = metadata?.[GIFT_CARD_RECIPIENT_EMAIL];
  if (typeof email !== "string" || email === "") return null;
  const name = metadata?.[GIFT_CARD_RECIPIENT_NAME];
  const message = metadata?.[GIFT_CARD_MESSAGE];
  return {
    email,
    name: typeof name === "string" ? name : "",
    message: typeof message === "string" ? message : "",
  };
}
