// The mail asking a customer to confirm that orders placed as a guest join their account
// (template "order-claim"; Medusa v1 emits `order-update-token.created` for it).
import type { ApiConfig } from "../../config";
import { escapeHtml } from "../mail/html";
import type { MailMessage } from "../mail/send-mail";
import { ORDER_CLAIM_PATH, ORDER_CLAIM_TOKEN_TTL_MS } from "./constants";

export function orderClaimLink(config: ApiConfig, token: string): string {
  return `${config.storeUrl}${ORDER_CLAIM_PATH}?${new URLSearchParams({ token }).toString()}`;
}

export function orderClaimMail(
  config: ApiConfig,
  recipient: { email: string; firstName: string | null },
  orders: { id: string; display_id: number }[],
  token: string,
  expiresAt: Date,
): MailMessage {
  const link = orderClaimLink(config, token);
  const minutes = ORDER_CLAIM_TOKEN_TTL_MS / 60_000;
  const greeting = recipient.firstName ? `Hello ${recipient.firstName},` : "Hello,";
  const numbers = orders.map((order) => `#${order.display_id}`).join(", ");
  const request = `You asked to add the orders you placed as a guest (${numbers}) to your Atelier account.`;
  const instruction = `To confirm, open this link within ${minutes} minutes:`;
  const reassurance = "If you did not ask for this, ignore this mail: nothing changes.";
  return {
    to: recipient.email,
    subject: "Add your orders to your Atelier account",
    text: [greeting, "", request, instruction, "", link, "", reassurance, ""].join("\n"),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(request)} ${instruction}</p>`,
      `<p><a href="${escapeHtml(link)}">Add the orders to my account</a></p>`,
      `<p>${reassurance}</p>`,
    ].join("\n"),
    template: "order-claim",
    data: {
      email: recipient.email,
      order_ids: orders.map((order) => order.id),
      claim_url: link,
      expires_at: expiresAt.toISOString(),
    },
  };
}
