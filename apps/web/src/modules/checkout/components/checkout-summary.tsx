"use client";

// The cart beside every step: lines, totals and the discount code.
import { formatAmount, type Cart } from "@atelier/commerce-client";
import { useId } from "react";
import { LineThumbnail } from "@/modules/cart/components/line-thumbnail";
import { DiscountCode } from "./discount-code";

export function CheckoutSummary({ cart }: { cart: Cart }) {
  const headingId = useId();
  const currencyCode = cart.region.currency_code;
  const money = (amount: number) => formatAmount({ amount, currencyCode });
  const rows = [
    { label: "Subtotal", value: money(cart.subtotal), show: true },
    { label: "Discount", value: `−${money(cart.discount_total)}`, show: cart.discount_total > 0 },
    {
      label: "Gift card",
      value: `−${money(cart.gift_card_total)}`,
      show: cart.gift_card_total > 0,
    },
    {
      label: "Shipping",
      value: cart.shipping_methods.length > 0 ? money(cart.shipping_total) : "Chosen at delivery",
      show: true,
    },
    { label: "Taxes", value: money(cart.tax_total), show: true },
  ];

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
              <span className="text-sm text-muted">Quantity: {line.quantity}</span>
            </div>
            <span className="text-sm tabular-nums">{money(line.unit_price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <DiscountCode cart={cart} />
      <dl aria-live="polite" className="flex flex-col gap-3 border-t border-line pt-5 text-sm">
        {rows
          .filter((row) => row.show)
          .map((row) => (
            <div key={row.label} className="flex justify-between gap-4">
              <dt className="text-muted">{row.label}</dt>
              <dd className="tabular-nums">{row.value}</dd>
            </div>
          ))}
        <div className="mt-1 flex justify-between gap-4 border-t border-line pt-3 text-base font-medium">
          <dt>Total</dt>
          <dd className="tabular-nums">{money(cart.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
