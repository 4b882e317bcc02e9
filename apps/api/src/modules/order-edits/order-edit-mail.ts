// The mail asking the shopper to confirm an order edit (template "order-edit-requested"): what
// changes, what it costs or gives back, and a link to the shop's page for the edit, where they
// accept (paying any difference) or decline. Then, once the edit is confirmed or declined, the
// mail saying so ("order-edit-confirmed", "order-edit-declined"), sent as the return mails are.
import { eq } from "drizzle-orm";
import type { ApiConfig } from "../../config";
import type { AppDeps } from "../../http/context";
import { escapeHtml } from "../mail/html";
import { sendMail, type MailMessage } from "../mail/send-mail";
import { mailMoney as money, orderLookupLink } from "../orders/order-mail";
import { orders } from "../orders/tables";
import type { EditSettlement } from "./order-edit-actions";
import { findOrderEditRow, type OrderEditAnswer } from "./order-edit-query";

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

export type OrderEditOutcomeKind = "order-edit-confirmed" | "order-edit-declined";

/** What the mail needs of the order: the orders row, whose totals are the edit's once confirmed. */
type EditedOrder = typeof orders.$inferSelect;

/**
 * "order-edit-confirmed" (by the shopper or by staff: the new total, what was paid or refunded)
 * and "order-edit-declined" (the order stays as it was).
 */
export function orderEditOutcomeMail(
  config: ApiConfig,
  kind: OrderEditOutcomeKind,
  order: EditedOrder,
  editId: string,
  settled: EditSettlement | undefined,
): MailMessage {
  const price = (amount: number) => money(amount, order.currency_code);
  const confirmed = kind === "order-edit-confirmed";
  const heading = confirmed
    ? `The change to your order #${order.display_id} is confirmed.`
    : `You declined the change to your order #${order.display_id}: your order stays as it was.`;
  const amounts =
    confirmed && settled
      ? [
          `New total: ${price(order.total ?? 0)}`,
          ...(settled.paid > 0 ? [`Paid: ${price(settled.paid)}`] : []),
          ...(settled.refunded > 0 ? [`Refunded: ${price(settled.refunded)}`] : []),
          ...(settled.difference > settled.paid
            ? [`Still to pay: ${price(settled.difference - settled.paid)} (we will be in touch)`]
            : []),
        ]
      : [];
  const lookupUrl = orderLookupLink(config, order);
  return {
    to: order.email,
    subject: confirmed
      ? `Change confirmed to Atelier order #${order.display_id}`
      : `Change declined, Atelier order #${order.display_id} unchanged`,
    text: [
      heading,
      "",
      ...(amounts.length > 0 ? [...amounts, ""] : []),
      "See your order at any time:",
      lookupUrl,
      "",
    ].join("\n"),
    html: [
      `<p>${escapeHtml(heading)}</p>`,
      amounts.length > 0 ? `<p>${amounts.map(escapeHtml).join("<br>")}</p>` : "",
      `<p><a href="${escapeHtml(lookupUrl)}">See your order</a></p>`,
    ]
      .filter(Boolean)
      .join("\n"),
    template: kind,
    data: {
      order_edit_id: editId,
      order_id: order.id,
      display_id: order.display_id,
      currency_code: order.currency_code,
      total: order.total,
      ...settled,
      order_url: lookupUrl,
    },
  };
}

/**
 * Mails the order's customer that the edit was confirmed or declined, once its transaction has
 * committed; never failing the request, and none for an order with `no_notification`.
 */
export async function sendOrderEditOutcomeMail(
  deps: AppDeps,
  kind: OrderEditOutcomeKind,
  editId: string,
  settled?: EditSettlement,
): Promise<void> {
  try {
    const edit = await findOrderEditRow(deps.db, editId);
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, edit.order_id));
    if (!order || order.no_notification) return;
    await sendMail(deps, orderEditOutcomeMail(deps.config, kind, order, editId, settled));
  } catch (error) {
    console.error(`${kind} mail for ${editId} was not sent:`, error);
  }
}
