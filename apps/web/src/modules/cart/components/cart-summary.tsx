// The cart page's totals and the way on to checkout.
import { formatAmount, type Cart } from "@atelier/commerce-client";
import Link from "next/link";
import { useId } from "react";
import { buttonClassName } from "@/components/ui/button";

export function CartSummary({ cart }: { cart: Cart }) {
  const headingId = useId();
  const money = (amount: number) =>
    formatAmount({ amount, currencyCode: cart.region.currency_code });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-theme border border-line bg-surface p-6 lg:sticky lg:top-40"
    >
      <h2 id={headingId} className="text-2xl">
        Order summary
      </h2>
      {/* Read out again when a quantity change moves the figures. */}
      <dl aria-live="polite" className="mt-6 flex flex-col gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Subtotal</dt>
          <dd className="text-ink tabular-nums">{money(cart.subtotal)}</dd>
        </div>
        {cart.discount_total > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Discount</dt>
            <dd className="text-ink tabular-nums">−{money(cart.discount_total)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Shipping</dt>
          <dd className="text-muted">Calculated at checkout</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Taxes</dt>
          <dd className="text-ink tabular-nums">{money(cart.tax_total)}</dd>
        </div>
        <div className="mt-2 flex justify-between gap-4 border-t border-line pt-4 text-base font-medium">
          <dt className="text-ink">Total</dt>
          <dd className="text-ink tabular-nums">{money(cart.total)}</dd>
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
