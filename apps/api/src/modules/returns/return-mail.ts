// The return mails: "return-requested" when a shopper or staff open a return, "return-received"
// when staff receive it and the money goes back. Sent after the transaction commits, read fresh
// from the database, and never failing the request; a return opened with `no_notification` sends
// none, as in Medusa v1.
import type { AppDeps } from "../../http/context";
import { escapeHtml } from "../mail/html";
import { sendMail, type MailMessage } from "../mail/send-mail";
import { mailMoney, orderLookupLink } from "../orders/order-mail";
import { findStoreOrder, type StoreOrder } from "../orders/order-response";
import type { ApiConfig } from "../../config";
import { findReturn, type ReturnAnswer } from "./return-query";

export type ReturnMailKind = "return-requested" | "return-received";

export function returnMail(
  config: ApiConfig,
  kind: ReturnMailKind,
  order: StoreOrder,
  shipment: ReturnAnswer,
): MailMessage {
  const price = (amount: number) => mailMoney(amount, order.currency_code);
  const titles = new Map(order.items.map((item) => [item.id, item.title]));
  const lines = shipment.items.map(
    (item) =>
      `${item.received_quantity ?? item.quantity} × ${titles.get(item.item_id) ?? item.item_id}${
        item.reason ? ` (${item.reason.label})` : ""
      }`,
  );
  const requested = kind === "return-requested";
  const heading = requested
    ? `We have your return request for order #${order.display_id}.`
    : `Your return for order #${order.display_id} has arrived.`;
  const refund = requested
    ? `Refund once the items reach us: ${price(shipment.refund_amount)}`
    : `Refunded: ${price(shipment.refund_amount)}`;
  const lookupUrl = orderLookupLink(config, order);
  return {
    to: order.email,
    subject: requested
      ? `Your return for Atelier order #${order.display_id}`
      : `We received your return for Atelier order #${order.display_id}`,
    text: [
      heading,
      "",
      ...lines,
      "",
      refund,
      "",
      "See your order at any time:",
      lookupUrl,
      "",
    ].join("\n"),
    html: [
      `<p>${escapeHtml(heading)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
      `<p>${escapeHtml(refund)}</p>`,
      `<p><a href="${escapeHtml(lookupUrl)}">See your order</a></p>`,
    ].join("\n"),
    template: kind,
    data: {
      order_id: order.id,
      return_id: shipment.id,
      display_id: order.display_id,
      email: order.email,
      currency_code: order.currency_code,
      refund_amount: shipment.refund_amount,
      order_url: lookupUrl,
    },
  };
}

/** Mails the order's customer about the return, once its transaction has committed. */
export async function sendReturnMail(
  deps: AppDeps,
  kind: ReturnMailKind,
  returnId: string,
): Promise<void> {
  try {
    const shipment = await findReturn(deps.db, returnId);
    if (shipment.no_notification || !shipment.order_id) return;
    const order = await findStoreOrder(deps.db, shipment.order_id, deps.config.publicUrl);
    if (order) await sendMail(deps, returnMail(deps.config, kind, order, shipment));
  } catch (error) {
    console.error(`${kind} mail for ${returnId} was not sent:`, error);
  }
}
