// The order confirmation mail (template "order-confirmation"), sent once an order is placed.
import { escapeHtml } from "../mail/html";
import type { MailMessage } from "../mail/send-mail";
import { minorUnitsPerWholeUnit } from "../pricing/currency-units";
import type { StoreOrder } from "./order-response";

/** Contract medusa-v1 §10: the plain-text form of an amount for mail. */
function money(amount: number, currencyCode: string): string {
  const major = amount / minorUnitsPerWholeUnit(currencyCode);
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currencyCode }).format(
    major,
  );
}

export function orderConfirmationMail(order: StoreOrder): MailMessage {
  const price = (amount: number) => money(amount, order.currency_code);
  const lines = order.items.map(
    (item) =>
      `${item.quantity} × ${item.title}${item.description ? ` (${item.description})` : ""}: ${price(item.total)}`,
  );
  const summary = [
    `Subtotal: ${price(order.subtotal)}`,
    ...(order.discount_total > 0 ? [`Discount: −${price(order.discount_total)}`] : []),
    `Shipping: ${price(order.shipping_total)}`,
    `Tax: ${price(order.tax_total)}`,
    ...(order.gift_card_total > 0 ? [`Gift card: −${price(order.gift_card_total)}`] : []),
    `Total: ${price(order.total)}`,
  ];
  const heading = `Thank you for your order #${order.display_id}.`;
  return {
    to: order.email,
    subject: `Your Atelier order #${order.display_id}`,
    text: [heading, "", ...lines, "", ...summary, ""].join("\n"),
    html: [
      `<p>${escapeHtml(heading)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
      `<p>${summary.map(escapeHtml).join("<br>")}</p>`,
    ].join("\n"),
    template: "order-confirmation",
    data: {
      order_id: order.id,
      display_id: order.display_id,
      email: order.email,
      currency_code: order.currency_code,
      total: order.total,
    },
  };
}
