"use client";

// The cart beside every step: lines (before tax), totals, the discount code and gift cards.
import type { Cart } from "@atelier/commerce-client";
import { useId } from "react";
import { LineThumbnail } from "@/modules/cart/components/line-thumbnail";
import { LineRecipient } from "@/modules/cart/components/line-recipient";
import { orderSummaryRows, orderSummaryTotal } from "@/modules/cart/order-summary-rows";
import { formatExactAmount } from "@/modules/money/price-display";
import { DiscountCode } from "./discount-code";
import { GiftCardCode } from "./gift-card-code";

export function CheckoutSummary({ cart }: { cart: Cart }) {
  const headingId = useId();
  const currencyCode = cart.region.currency_code;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-6 rounded-theme border border-line bg-surface p-6 lg:sticky lg:top-40"
    >
      <h2 id={headingId} className="text-2xl">
        Order summary
      </h2>
      <ul className="flex flex-col gap-4" aria-label="Items">
        {cart.items.map((line) => (
          <li key={line.id} className="flex items-center gap-4">
            <LineThumbnail line={line} size="small" />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-medium">{line.title}</span>
              <LineRecipient line={line} className="truncate text-sm text-muted" />
              <span className="text-sm text-muted">Quantity: {line.quantity}</span>
            </div>
            <span className="text-sm tabular-nums">
              {formatExactAmount(line.unit_price * line.quantity, currencyCode)}
            </span>
          </li>
        ))}
      </ul>
      <DiscountCode cart={cart} />
      <GiftCardCode cart={cart} />
      <dl aria-live="polite" className="flex flex-col gap-3 border-t border-line pt-5 text-sm">
        {orderSummaryRows(cart, "Chosen at delivery").map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-muted">{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t border-line pt-3 text-base font-medium">
          <dt>Total</dt>
          <dd className="tabular-nums">{orderSummaryTotal(cart)}</dd>
        </div>
      </dl>
    </section>
  );
}
