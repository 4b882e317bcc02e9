// The gift card mail (template "gift-card"): the code of a card bought in the shop, sent to the
// recipient the buyer named on the line (or to the buyer), with the buyer's message. Sent after
// the commit by the request that issued the cards (a replayed or second capture issues none, so
// mails none), never failing it.
import {
  GIFT_CARD_MESSAGE,
  GIFT_CARD_RECIPIENT_EMAIL,
  GIFT_CARD_RECIPIENT_NAME,
} from "@atelier/contracts";
import { asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../http/context";
import { escapeHtml } from "../mail/html";
import { sendMail, type MailMessage } from "../mail/send-mail";
import { mailMoney } from "../orders/order-mail";
import { orders } from "../orders/tables";
import { giftCards } from "./tables";

export const GIFT_CARD_MAIL_TEMPLATE = "gift-card";

interface MailedCard {
  id: string;
  code: string;
  value: number;
  ends_at: Date | null;
  metadata: Record<string, unknown> | null;
}

const textOf = (metadata: Record<string, unknown> | null, key: string): string | undefined => {
  const value = metadata?.[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

export function giftCardMail(
  card: MailedCard,
  order: { id: string; display_id: number; email: string },
  currencyCode: string,
): MailMessage {
  const to = textOf(card.metadata, GIFT_CARD_RECIPIENT_EMAIL) ?? order.email;
  const name = textOf(card.metadata, GIFT_CARD_RECIPIENT_NAME);
  const message = textOf(card.metadata, GIFT_CARD_MESSAGE);
  const worth = mailMoney(card.value, currencyCode);
  const greeting = name ? `Hello ${name},` : "Hello,";
  const heading = `${order.email} sent you an Atelier gift card worth ${worth}.`;
  const use = "Enter the code at checkout to pay with it.";
  const ends = card.ends_at
    ? `It can be used until ${card.ends_at.toISOString().slice(0, 10)}.`
    : "";
  const text = [
    greeting,
    "",
    heading,
    "",
    ...(message ? [message, ""] : []),
    `Your code: ${card.code}`,
    use,
    ends,
    "",
  ];
  return {
    to,
    subject: `Your Atelier gift card worth ${worth}`,
    text: text.join("\n"),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(heading)}</p>`,
      ...(message ? [`<blockquote>${escapeHtml(message)}</blockquote>`] : []),
      `<p>Your code: <strong>${escapeHtml(card.code)}</strong></p>`,
      `<p>${escapeHtml(`${use} ${ends}`.trim())}</p>`,
    ].join("\n"),
    template: GIFT_CARD_MAIL_TEMPLATE,
    data: {
      order_id: order.id,
      display_id: order.display_id,
      gift_card_id: card.id,
      code: card.code,
      value: card.value,
      currency_code: currencyCode,
    },
  };
}

/** Mails each card the order issued to its recipient. */
export async function sendGiftCardMails(deps: AppDeps, orderId: string): Promise<void> {
  try {
    const { db } = deps;
    const cards = await db
      .select()
      .from(giftCards)
      .where(eq(giftCards.order_id, orderId))
      .orderBy(asc(giftCards.created_at), asc(giftCards.id));
    if (cards.length === 0) return;
    const [order] = await db
      .select({
        id: orders.id,
        display_id: orders.display_id,
        email: orders.email,
        currency_code: orders.currency_code,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    for (const card of cards) {
      await sendMail(deps, giftCardMail(card, order, order.currency_code));
    }
  } catch (error) {
    console.error(`gift card mails for ${orderId} were not sent:`, error);
  }
}
