// What has happened to the order's money and goods: payments, fulfillments (with their items and
// tracking) and refunds, oldest first.
import type { AdminOrder } from "@atelier/commerce-client";
import { formatOrderMoney } from "../money-input";
import { staffStatusLabel } from "../order-status";
import { ActionSection } from "./action-section";

function when(value: string | null | undefined): string {
  if (!value) return "";
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(value),
  );
}

function Empty({ children }: { children: string }) {
  return <p className="text-sm text-muted">{children}</p>;
}

export function OrderHistory({ order }: { order: AdminOrder }) {
  const money = (amount: number) => formatOrderMoney(amount, order.currency_code);
  const titles = new Map(order.items.map((line) => [line.id, line.title]));
  const payments = order.payments ?? [];
  const fulfillments = order.fulfillments ?? [];
  const refunds = order.refunds ?? [];
  return (
    <ActionSection id="order-history" title="History">
      <div className="flex flex-col gap-2">
        <h3 className="font-sans text-base font-medium">Payments</h3>
        {payments.length === 0 ? (
          <Empty>No payment.</Empty>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" aria-label="Payments">
            {payments.map((payment) => (
              <li key={payment.id}>
                <span className="tabular-nums">{money(payment.amount)}</span> via{" "}
                {payment.provider_id} ·{" "}
                {payment.canceled_at
                  ? `canceled ${when(payment.canceled_at)}`
                  : payment.captured_at
                    ? `captured ${when(payment.captured_at)}`
                    : "authorized, awaiting capture"}
                {payment.amount_refunded > 0 ? ` · ${money(payment.amount_refunded)} refunded` : ""}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-sans text-base font-medium">Fulfillments</h3>
        {fulfillments.length === 0 ? (
          <Empty>Nothing fulfilled yet.</Empty>
        ) : (
          <ol className="flex flex-col gap-3 text-sm" aria-label="Fulfillments">
            {fulfillments.map((fulfillment, index) => (
              <li key={fulfillment.id}>
                <p className="font-medium">
                  Fulfillment {index + 1} ·{" "}
                  {fulfillment.canceled_at
                    ? `canceled ${when(fulfillment.canceled_at)}`
                    : fulfillment.shipped_at
                      ? `shipped ${when(fulfillment.shipped_at)}`
                      : `packed ${when(fulfillment.created_at)}`}
                </p>
                <p className="text-muted">
                  {fulfillment.items
                    .map((item) => `${item.quantity} × ${titles.get(item.item_id) ?? item.item_id}`)
                    .join(", ")}
                </p>
                {fulfillment.tracking_links.length > 0 ? (
                  <p className="text-muted">
                    Tracking:{" "}
                    {fulfillment.tracking_links.map((link) => link.tracking_number).join(", ")}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-sans text-base font-medium">Refunds</h3>
        {refunds.length === 0 ? (
          <Empty>No refunds.</Empty>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" aria-label="Refunds">
            {refunds.map((refund) => (
              <li key={refund.id}>
                <span className="tabular-nums">{money(refund.amount)}</span> ·{" "}
                {staffStatusLabel(refund.reason)} · {when(refund.created_at)}
                {refund.note ? <span className="block text-muted">{refund.note}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </ActionSection>
  );
}
