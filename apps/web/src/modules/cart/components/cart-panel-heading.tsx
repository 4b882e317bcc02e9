"use client";

// The cart dropdown's heading (the dialog's name), shown while the panel's lines are loading too.
import { useCart } from "../cart-context";
import { itemCountLabel } from "../item-count";

export function CartPanelHeading({ headingId }: { headingId: string }) {
  const { cart, itemCount } = useCart();
  return (
    <div className="flex items-baseline justify-between border-b border-line px-5 py-4">
      <h2 id={headingId} className="text-lg">
        Your cart
      </h2>
      {cart ? <span className="text-sm text-muted">{itemCountLabel(itemCount)}</span> : null}
    </div>
  );
}

/** The panel's body before its lines have been read (or before its code has loaded). */
export function CartPanelLoading() {
  return <p className="px-5 py-8 text-center text-sm text-muted">Loading your cart…</p>;
}
