// The shipment notice (template "order-shipped"), mailed to the shopper when a fulfillment ships:
// one of the order's, or one of a claim's replacement items (whose lines the caller passes).
import { escapeHtml } from "../mail/html";
import type { MailMessage } from "../mail/send-mail";
import type { AdminOrder, OrderFulfillment } from "./order-response";

/** What the notice reads of the order: its number, email and the lines the fulfillment holds. */
type ShippedOrder = Pick<AdminOrder, "id" | "display_id" | "email"> & {
  items: { id: string; title: string }[];
};

export function shipmentMail(order: ShippedOrder, fulfillment: OrderFulfillment): MailMessage {
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
