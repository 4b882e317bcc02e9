// The mail asking the shopper to confirm an order edit (template "order-edit-requested"): what
// changes, what it costs or gives back, and a link to the shop's page for the edit, where they
// accept (paying any difference) or decline.
import type { ApiConfig } from "../../config";
import { escapeHtml } from "../mail/html";
import type { MailMessage } from "../mail/send-mail";
import { mailMoney as money } from "../orders/order-mail";
import type { OrderEditAnswer } from "./order-edit-query";

/** The shop's page for the edit: `{STORE_URL}/order-edits/{id}`. */
export function orderEditLink(config: ApiConfig, editId: string): string {
  return `${config.storeUrl}/order-edits/${encodeURIComponent(editId)}`;
}

export function orderEditRequestMail(
  config: ApiConfig,
  edit: OrderEditAnswer,
  order: { email: string; display_id: number; currency_code: string },
): MailMessage {
  const price = (amount: number) => money(amount, order.currency_code);
  const lines = edit.items.map((item) => `${item.quantity} × ${item.title}: ${price(item.total)}`);
  const difference =
    edit.difference_due > 0
      ? `To pay: ${price(edit.difference_due)}`
      : edit.difference_due < 0
        ? `To be refunded: ${price(-edit.difference_due)}`
        : "Nothing to pay or refund.";
  const heading = `We would like to change your order #${order.display_id}.`;
  const link = orderEditLink(config, edit.id);
  const ask = "Please review the change and accept or decline it:";
  return {
    to: order.email,
    subject: `A change to your Atelier order #${order.display_id}`,
    text: [
      heading,
      "",
      ...lines,
      "",
      `New total: ${price(edit.total)}`,
      difference,
      "",
      ask,
      link,
      "",
    ].join("\n"),
    html: [
      `<p>${escapeHtml(heading)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
      `<p>${escapeHtml(`New total: ${price(edit.total)}`)}<br>${escapeHtml(difference)}</p>`,
      `<p><a href="${escapeHtml(link)}">Review the change</a></p>`,
    ].join("\n"),
    template: "order-edit-requested",
    data: {
      order_edit_id: edit.id,
      order_id: edit.order_id,
      display_id: order.display_id,
      currency_code: order.currency_code,
      total: edit.total,
      difference_due: edit.difference_due,
      payment_collection_id: edit.payment_collection_id,
      order_edit_url: link,
    },
  };
}
