// An order's exchanges with their state: what goes back and its return's state, the replacement,
// the difference once confirmed, the payment and the delivery. The shopper's order page and the
// admin's order screen (which adds its actions under each exchange).
import type { Swap } from "@atelier/commerce-client";
import type { ReactNode } from "react";
import { orderDate } from "@/modules/account/order-display";
import { formatExactAmount } from "@/modules/money/price-display";
import { RETURN_STATUS_LABELS } from "@/modules/returns/return-lines";
import {
  EXCHANGE_STAGE_LABELS,
  SWAP_FULFILLMENT_LABELS,
  SWAP_PAYMENT_LABELS,
  exchangeStage,
} from "../exchange-lines";

/** The tracking numbers of the exchange's shipped, live fulfillments. */
function trackingOf(swap: Swap): string[] {
  return swap.fulfillments
    .filter((each) => !each.canceled_at)
    .flatMap((each) => each.tracking_links.map((link) => link.tracking_number));
}

export function ExchangeList({
  swaps,
  lines,
  currencyCode,
  actions,
}: {
  swaps: Swap[];
  /** The order's lines, for the titles of what comes back. */
  lines: { id: string; title: string }[];
  currencyCode: string;
  actions?: (swap: Swap) => ReactNode;
}) {
  const titles = new Map(lines.map((line) => [line.id, line.title]));
  const money = (amount: number) => formatExactAmount(amount, currencyCode);
  return (
    <ul className="flex flex-col gap-4" aria-label="Exchanges">
      {swaps.map((swap) => {
        const stage = exchangeStage(swap);
        const difference = swap.difference_due;
        return (
          <li
            key={swap.id}
            className="flex flex-col gap-3 border border-line p-4 text-sm"
            data-testid="order-exchange"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium text-ink">
                Exchange of {orderDate(swap.created_at)}
                <span className="ml-2 border border-line px-2 py-0.5 text-xs font-medium">
                  {EXCHANGE_STAGE_LABELS[stage]}
                </span>
              </p>
              <p className="tabular-nums">
                {difference === null ? (
                  <span className="text-muted">Difference: set when confirmed</span>
                ) : (
                  <>
                    <span className="text-muted">
                      {difference >= 0
                        ? "Difference: "
                        : swap.payment_status === "difference_refunded"
                          ? "Refunded: "
                          : "To be refunded: "}
                    </span>
                    {money(Math.abs(difference))}
                  </>
                )}
              </p>
            </div>
            <dl className="grid gap-x-6 gap-y-1 text-muted sm:grid-cols-[auto_1fr]">
              <dt>Sending back</dt>
              <dd>
                {(swap.return_order?.items ?? [])
                  .map(
                    (item) =>
                      `${item.quantity} × ${titles.get(item.item_id) ?? "Item no longer on the order"}` +
                      (item.reason ? ` (${item.reason.label})` : ""),
                  )
                  .join(", ")}
                {swap.return_order
                  ? ` · return ${RETURN_STATUS_LABELS[swap.return_order.status].toLowerCase()}`
                  : ""}
              </dd>
              <dt>Replacement</dt>
              <dd>
                {swap.additional_items
                  .map(
                    (item) =>
                      `${item.quantity} × ${item.title}` +
                      (item.description ? ` (${item.description})` : ""),
                  )
                  .join(", ")}
              </dd>
              {stage === "confirmed" ? (
                <>
                  <dt>Payment</dt>
                  <dd>{SWAP_PAYMENT_LABELS[swap.payment_status]}</dd>
                  <dt>Delivery</dt>
                  <dd>
                    {SWAP_FULFILLMENT_LABELS[swap.fulfillment_status]}
                    {trackingOf(swap).length > 0
                      ? ` · tracking ${trackingOf(swap).join(", ")}`
                      : ""}
                  </dd>
                </>
              ) : null}
            </dl>
            {actions?.(swap)}
          </li>
        );
      })}
    </ul>
  );
}
