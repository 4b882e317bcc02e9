// An order's returns with their state, what each sends back and its refund: the shopper's order
// page and the admin's order screen (which adds its actions under each return).
import type { Return } from "@atelier/commerce-client";
import type { ReactNode } from "react";
import { orderDate } from "@/modules/account/order-display";
import { formatExactAmount } from "@/modules/money/price-display";
import { RETURN_STATUS_LABELS } from "../return-lines";

type ListedReturn = Pick<Return, "id" | "status" | "created_at" | "refund_amount" | "items">;

export function ReturnList({
  returns,
  lines,
  currencyCode,
  showRestock = false,
  actions,
}: {
  returns: ListedReturn[];
  /** The order's lines, for the titles of what comes back. */
  lines: { id: string; title: string }[];
  currencyCode: string;
  /** Staff see whether each received line went back in stock. */
  showRestock?: boolean;
  actions?: (shipment: ListedReturn) => ReactNode;
}) {
  const titles = new Map(lines.map((line) => [line.id, line.title]));
  return (
    <ul className="flex flex-col gap-4" aria-label="Returns">
      {returns.map((shipment) => (
        <li
          key={shipment.id}
          className="flex flex-col gap-3 border border-line p-4 text-sm"
          data-testid="order-return"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-medium text-ink">
              Return of {orderDate(shipment.created_at)}
              <span className="ml-2 border border-line px-2 py-0.5 text-xs font-medium">
                {RETURN_STATUS_LABELS[shipment.status]}
              </span>
            </p>
            <p className="tabular-nums">
              <span className="text-muted">
                {shipment.status === "received" ? "Refunded: " : "Refund: "}
              </span>
              {formatExactAmount(shipment.refund_amount, currencyCode)}
            </p>
          </div>
          <ul className="text-muted">
            {shipment.items.map((item) => (
              <li key={item.item_id}>
                {item.received_quantity ?? item.quantity} ×{" "}
                {titles.get(item.item_id) ?? "Item no longer on the order"}
                {item.reason ? ` · ${item.reason.label}` : ""}
                {item.note ? ` · “${item.note}”` : ""}
                {showRestock && shipment.status === "received"
                  ? item.restock === false
                    ? " · kept out of stock"
                    : " · back in stock"
                  : ""}
              </li>
            ))}
          </ul>
          {actions?.(shipment)}
        </li>
      ))}
    </ul>
  );
}
