// The shipment notice (template "order-shipped"), mailed to the shopper when a fulfillment ships.
import { escapeHtml } from "../mail/html";
import type { MailMessage } from "../mail/send-mail";
import type { AdminOrder, OrderFulfillment } from "./order-response";

export function shipmentMail(order: AdminOrder, fulfillment: OrderFulfillment): MailMessage {
  const titles = new Map(order.items.map((item) => [item.id, item.title]));
  const lines = fulfillment.items.map(
    (item) => `${item.quantity} × ${titles.get(item.item_id) ?? item.item_id}`,
  );
  const tracking =
    fulfillment.tracking_numbers.length > 0
      ? `Tracking: ${fulfillment.tracking_numbers.join(", ")}`
      : "No tracking number was given for this shipment.";
  const heading = `Good news: goods from your order #${order.display_id} are on their way.`;
  return {
    to: order.email,
    subject: `Your Atelier order #${order.display_id} has shipped`,
    text: [heading, "", ...lines, "", tracking, ""].join("\n"),
    html: [
      `<p>${escapeHtml(heading)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
      `<p>${escapeHtml(tracking)}</p>`,
    ].join("\n"),
    template: "order-shipped",
    data: {
      order_id: order.id,
      display_id: order.display_id,
      email: order.email,
      fulfillment_id: fulfillment.id,
      tracking_numbers: fulfillment.tracking_numbers,
    },
  };
}
