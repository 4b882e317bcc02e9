// The claim mails: "claim-created" (what was claimed, and the refund or the replacement items) and
// "claim-canceled"; a claim's replacement shipping mails through the order's shipment mail. As the
// return mails: sent after the transaction commits, read fresh from the database, never failing
// the request, and none for a claim with `no_notification`.
import type { ApiConfig } from "../../config";
import type { AppDeps } from "../../http/context";
import { escapeHtml } from "../mail/html";
import { sendMail, type MailMessage } from "../mail/send-mail";
import { mailMoney, orderLookupLink } from "../orders/order-mail";
import { findStoreOrder, type StoreOrder } from "../orders/order-response";
import { claimsOfOrders, type ClaimAnswer } from "./claim-query";

export type ClaimMailKind = "claim-created" | "claim-canceled";

/** What the claim does about it: the refund, or the items sent in replacement. */
function remedy(claim: ClaimAnswer, price: (amount: number) => string): string[] {
  if (claim.type === "refund") return [`Refunded: ${price(claim.refund_amount ?? 0)}`];
  return [
    "We are sending you in replacement:",
    ...claim.additional_items.map((item) => `${item.quantity} × ${item.title}`),
  ];
}

export function claimMail(
  config: ApiConfig,
  kind: ClaimMailKind,
  order: StoreOrder,
  claim: ClaimAnswer,
): MailMessage {
  const price = (amount: number) => mailMoney(amount, order.currency_code);
  const claimed = claim.claim_items.map(
    (item) => `${item.quantity} × ${item.item.title} (${item.reason.replaceAll("_", " ")})`,
  );
  const created = kind === "claim-created";
  const heading = created
    ? `We are sorry about your order #${order.display_id}. Here is what we are doing about it.`
    : `The claim on your order #${order.display_id} was canceled; nothing is sent or refunded for it.`;
  const outcome = created ? remedy(claim, price) : [];
  const lookupUrl = orderLookupLink(config, order);
  return {
    to: order.email,
    subject: created
      ? `Your claim on Atelier order #${order.display_id}`
      : `Claim canceled on Atelier order #${order.display_id}`,
    text: [
      heading,
      "",
      ...claimed,
      "",
      ...(outcome.length > 0 ? [...outcome, ""] : []),
      "See your order at any time:",
      lookupUrl,
      "",
    ].join("\n"),
    html: [
      `<p>${escapeHtml(heading)}</p>`,
      `<ul>${claimed.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
      ...outcome.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(lookupUrl)}">See your order</a></p>`,
    ].join("\n"),
    template: kind,
    data: {
      order_id: order.id,
      claim_id: claim.id,
      display_id: order.display_id,
      email: order.email,
      currency_code: order.currency_code,
      type: claim.type,
      refund_amount: claim.refund_amount,
      order_url: lookupUrl,
    },
  };
}

/** Mails the order's customer about the claim, once its transaction has committed. */
export async function sendClaimMail(
  deps: AppDeps,
  kind: ClaimMailKind,
  orderId: string,
  claimId: string,
): Promise<void> {
  try {
    const order = await findStoreOrder(deps.db, orderId, deps.config.publicUrl);
    if (!order) return;
    const claims = await claimsOfOrders(deps.db, [order], deps.config.publicUrl);
    const claim = claims.get(orderId)?.find((each) => each.id === claimId);
    if (claim && !claim.no_notification) {
      await sendMail(deps, claimMail(deps.config, kind, order, claim));
    }
  } catch (error) {
    console.error(`${kind} mail for ${claimId} was not sent:`, error);
  }
}
