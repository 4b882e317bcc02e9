// The cart page's totals, its discount codes and gift cards (as at checkout), and the way on to
// checkout.
import type { Cart } from "@atelier/commerce-client";
import Link from "next/link";
import { useId } from "react";
import { buttonClassName } from "@/components/ui/button";
import { DiscountCode } from "@/modules/checkout/components/discount-code";
import { GiftCardCode } from "@/modules/checkout/components/gift-card-code";
import { orderSummaryRows, orderSummaryTotal } from "../order-summary-rows";

export function CartSummary({ cart }: { cart: Cart }) {
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-theme border border-line bg-surface p-6 lg:sticky lg:top-40"
    >
      <h2 id={headingId} className="text-2xl">
        Order summary
      </h2>
      <div className="mt-6 flex flex-col gap-6">
        <DiscountCode cart={cart} />
        <GiftCardCode cart={cart} />
      </div>
      {/* Read out again when a quantity change moves the figures. */}
      <dl aria-live="polite" className="mt-6 flex flex-col gap-3 border-t border-line pt-5 text-sm">
        {orderSummaryRows(cart, "Calculated at checkout").map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-muted">{row.label}</dt>
            <dd className="text-ink tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-4 border-t border-line pt-4 text-base font-medium">
          <dt className="text-ink">Total</dt>
          <dd className="text-ink tabular-nums">{orderSummaryTotal(cart)}</dd>
        </div>
      </dl>
      <Link href="/checkout" className={buttonClassName("primary", "mt-6 w-full")}>
        Checkout
      </Link>
      <Link href="/shop" className={buttonClassName("ghost", "mt-2 w-full")}>
        Continue shopping
      </Link>
    </section>
  );
}
