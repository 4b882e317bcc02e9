// The exchange mails, one for each step the customer should hear of: "swap-created" (what comes
// back, what goes out, the difference and the link to confirm and pay it), "swap-confirmed" (the
// difference cart completed: paid, or to be refunded), "swap-shipped", "swap-refunded" (staff
// settled a negative difference) and "swap-canceled". As the return mails: sent after the
// transaction commits, read fresh from the database, never failing the request, and none for an
// exchange with `no_notification` (Medusa sets it on every exchange a shopper starts in the shop;
// Atelier mails those too, docs/decisions.md).
import type { AppDeps } from "../../http/context";
import { escapeHtml } from "../mail/html";
import { sendMail, type MailMessage } from "../mail/send-mail";
import { mailMoney, orderLookupLink } from "../orders/order-mail";
import { findStoreOrder, type StoreOrder } from "../orders/order-response";
import type { ApiConfig } from "../../config";
import { findSwap, type SwapAnswer } from "./swap-query";

export type SwapMailKind =
  "swap-created" | "swap-confirmed" | "swap-shipped" | "swap-refunded" | "swap-canceled";

/** The difference in words: what the customer pays, is refunded, or that nothing is owed. */
function differenceLine(kind: SwapMailKind, amount: number, price: (n: number) => string): string {
  if (kind === "swap-refunded") return `Refunded: ${price(-amount)}`;
  if (amount > 0)
    return kind === "swap-created" ? `To pay: ${price(amount)}` : `Paid: ${price(amount)}`;
  if (amount < 0) return `To be refunded once your return reaches us: ${price(-amount)}`;
  return "Nothing to pay or refund.";
}

const HEADINGS: Record<SwapMailKind, (display: number) => string> = {
  "swap-created": (n) => `We have set up an exchange for order #${n}.`,
  "swap-confirmed": (n) => `Your exchange for order #${n} is confirmed.`,
  "swap-shipped": (n) => `The new items of your exchange for order #${n} are on their way.`,
  "swap-refunded": (n) => `We refunded the difference of your exchange for order #${n}.`,
  "swap-canceled": (n) => `The exchange for order #${n} was canceled. Your order stays as it was.`,
};

const SUBJECTS: Record<SwapMailKind, string> = {
  "swap-created": "Your exchange for Atelier order",
  "swap-confirmed": "Exchange confirmed for Atelier order",
  "swap-shipped": "Your exchange has shipped, Atelier order",
  "swap-refunded": "Exchange refund for Atelier order",
  "swap-canceled": "Exchange canceled for Atelier order",
};

export function swapMail(
  config: ApiConfig,
  kind: SwapMailKind,
  order: StoreOrder,
  swap: SwapAnswer,
): MailMessage {
  const price = (amount: number) => mailMoney(amount, order.currency_code);
  const titles = new Map(order.items.map((item) => [item.id, item.title]));
  const back = (swap.return_order?.items ?? []).map(
    (item) => `${item.quantity} × ${titles.get(item.item_id) ?? item.item_id}`,
  );
  const out = swap.additional_items.map((item) => `${item.quantity} × ${item.title}`);
  // Before the shopper confirms, the difference is the cart's total as it stands.
  const difference = swap.difference_due ?? swap.cart?.total ?? 0;
  const money = kind === "swap-canceled" ? undefined : differenceLine(kind, difference, price);
  // The exchange is confirmed (and its difference paid) on the account's order page, not at the
  // shop's checkout, which works on the shopper's own basket.
  const payLink =
    kind === "swap-created" && swap.cart_id
      ? `${config.storeUrl}/account/orders/${encodeURIComponent(order.id)}`
      : "";
  const ask =
    difference > 0 ? "Confirm the exchange and pay the difference:" : "Confirm the exchange:";
  const lookupUrl = orderLookupLink(config, order);
  const heading = HEADINGS[kind](order.display_id);
  const listed = [
    ...(back.length > 0 ? ["Coming back to us:", ...back, ""] : []),
    ...(out.length > 0 ? ["Going out to you:", ...out, ""] : []),
  ];
  const htmlList = (title: string, lines: string[]) =>
    lines.length === 0
      ? ""
      : `<p>${title}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`;
  return {
    to: order.email,
    subject: `${SUBJECTS[kind]} #${order.display_id}`,
    text: [
      heading,
      "",
      ...listed,
      ...(money ? [money, ""] : []),
      ...(payLink ? [ask, payLink, ""] : []),
      "See your order at any time:",
      lookupUrl,
      "",
    ].join("\n"),
    html: [
      `<p>${escapeHtml(heading)}</p>`,
      htmlList("Coming back to us:", back),
      htmlList("Going out to you:", out),
      money ? `<p>${escapeHtml(money)}</p>` : "",
      payLink ? `<p><a href="${escapeHtml(payLink)}">${escapeHtml(ask)}</a></p>` : "",
      `<p><a href="${escapeHtml(lookupUrl)}">See your order</a></p>`,
    ]
      .filter(Boolean)
      .join("\n"),
    template: kind,
    data: {
      order_id: order.id,
      swap_id: swap.id,
      display_id: order.display_id,
      email: order.email,
      currency_code: order.currency_code,
      difference_due: difference,
      ...(payLink ? { payment_url: payLink } : {}),
      order_url: lookupUrl,
    },
  };
}

/**
 * Mails the order's customer about the exchange, once its transaction has committed. A shipment
 * mail follows its fulfillment's `no_notification` (staff may set it per shipment), the others the
 * exchange's.
 */
export async function sendSwapMail(
  deps: AppDeps,
  kind: SwapMailKind,
  swapId: string,
  fulfillmentId?: string,
): Promise<void> {
  try {
    const swap = await deps.db.transaction((tx) => findSwap(deps, tx, swapId));
    const fulfillment = swap.fulfillments.find((each) => each.id === fulfillmentId);
    const silent = fulfillment ? fulfillment.no_notification : swap.no_notification;
    if (silent) return;
    const order = await findStoreOrder(deps.db, swap.order_id, deps.config.publicUrl);
    if (order) await sendMail(deps, swapMail(deps.config, kind, order, swap));
  } catch (error) {
    console.error(`${kind} mail for ${swapId} was not sent:`, error);
  }
}
