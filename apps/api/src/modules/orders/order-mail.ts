// The order confirmation mail (template "order-confirmation"), sent once an order is placed. It
// links to the shop's order lookup page (spec §7) with the order number and email filled in, so a
// guest can open the order again without an account.
import type { ApiConfig } from "../../config";
import { escapeHtml } from "../mail/html";
import type { MailMessage } from "../mail/send-mail";
import { minorUnitsPerWholeUnit } from "../pricing/currency-units";
import type { StoreOrder } from "./order-response";

/**
 * One formatter per currency: making an `Intl.NumberFormat` costs about a tenth of a millisecond,
 * and an order confirmation formats half a dozen amounts (issue 16).
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Contract medusa-v1 §10: the plain-text form of an amount for mail. */
export function mailMoney(amount: number, currencyCode: string): string {
  let format = moneyFormats.get(currencyCode);
  if (format === undefined) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency: currencyCode });
    moneyFormats.set(currencyCode, format);
  }
  return format.format(amount / minorUnitsPerWholeUnit(currencyCode));
}

/** The shop's order lookup page for this order: `{STORE_URL}/order/lookup?display_id=…&email=…`. */
export function orderLookupLink(
  config: ApiConfig,
  order: Pick<StoreOrder, "display_id" | "email">,
): string {
  const query = new URLSearchParams({ display_id: String(order.display_id), email: order.email });
  return `${config.storeUrl}/order/lookup?${query.toString()}`;
}

export function orderConfirmationMail(config: ApiConfig, order: StoreOrder): MailMessage {
  const price = (amount: number) => mailMoney(amount, order.currency_code);
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
  const lookupUrl = orderLookupLink(config, order);
  const lookupText = "See your order at any time:";
  return {
    to: order.email,
    subject: `Your Atelier order #${order.display_id}`,
    text: [heading, "", ...lines, "", ...summary, "", lookupText, lookupUrl, ""].join("\n"),
    html: [
      `<p>${escapeHtml(heading)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
      `<p>${summary.map(escapeHtml).join("<br>")}</p>`,
      `<p><a href="${escapeHtml(lookupUrl)}">See your order</a></p>`,
    ].join("\n"),
    template: "order-confirmation",
    data: {
      order_id: order.id,
      display_id: order.display_id,
      email: order.email,
      currency_code: order.currency_code,
      total: order.total,
      order_url: lookupUrl,
    },
  };
}
