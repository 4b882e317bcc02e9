"use client";

// The cart page: the lines, the summary, or an invitation to shop when the cart is empty.
import Link from "next/link";
import { lazy, Suspense, useEffect } from "react";
import { buttonClassName } from "@/components/ui/button";
import { useCart } from "../cart-context";
import { itemCountLabel } from "../item-count";

// The lines and the summary (pictures, prices, codes) can only show once the data layer has read
// the cart, after hydration: they load then, not with the page (issue 16).
const loadCartContents = () => import("../components/cart-contents");
const CartContents = lazy(() =>
  loadCartContents().then((module) => ({ default: module.CartContents })),
);

function CartHeader({ subtitle }: { subtitle?: string }) {
  return (
    <header className="flex flex-col gap-3 pb-8 md:pb-10">
      <p className="eyebrow">Cart</p>
      <h1 className="text-4xl md:text-5xl">Your cart</h1>
      {subtitle ? <p className="text-muted">{subtitle}</p> : null}
    </header>
  );
}

function CartLoading() {
  return (
    <div aria-busy="true" className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <p className="sr-only">Loading your cart…</p>
      <ul aria-hidden="true" className="divide-y divide-line border-y border-line">
        {[0, 1].map((row) => (
          <li key={row} className="flex gap-6 py-6">
            <div className="aspect-[4/5] w-20 animate-pulse bg-sand sm:w-28" />
            <div className="flex flex-1 flex-col gap-3 pt-1">
              <div className="h-4 w-1/2 animate-pulse bg-sand" />
              <div className="h-3 w-1/4 animate-pulse bg-sand" />
            </div>
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="h-72 animate-pulse border border-line bg-surface" />
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-5 border border-line bg-surface px-6 py-16 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-10 w-10 text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.25"
      >
        <path
          d="M5.5 8.5h13l-1 11.25a1 1 0 0 1-1 .75h-9a1 1 0 0 1-1-.75l-1-11.25Z"
          strokeLinejoin="round"
        />
        <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" strokeLinecap="round" />
      </svg>
      <div className="flex flex-col gap-2">
        <h2 className="text-2xl">Your cart is empty</h2>
        <p className="text-muted">Find something you love for your home.</p>
      </div>
      <Link href="/shop" className={buttonClassName("primary")}>
        Explore the shop
      </Link>
    </div>
  );
}

/**
 * A new shopper's cart turns out empty only after hydration; the empty cart then keeps at least
 * the loading skeleton's place (an invisible copy under it), so the footer does not jump up
 * (issue 16: the layout shift Lighthouse measured on /cart).
 */
function EmptyCartInPlace() {
  return (
    <div className="grid">
      <div aria-hidden="true" className="invisible col-start-1 row-start-1">
        <CartLoading />
      </div>
      <div className="col-start-1 row-start-1 self-start">
        <EmptyCart />
      </div>
    </div>
  );
}

export function CartPage() {
  const { cart, itemCount, deletingLineIds, updateQuantity, removeItem } = useCart();
  useEffect(() => {
    void loadCartContents();
  }, []);

  if (!cart) {
    return (
      <div className="container-page py-10 md:py-14">
        <CartHeader />
        <CartLoading />
      </div>
    );
  }

  if (cart.items.length === 0) {
    return (
      <div className="container-page py-10 md:py-14">
        <CartHeader />
        <EmptyCartInPlace />
      </div>
    );
  }

  return (
    <div className="container-page py-10 md:py-14">
      <CartHeader subtitle={itemCountLabel(itemCount)} />
      <Suspense fallback={<CartLoading />}>
        <CartContents
          cart={cart}
          deletingLineIds={deletingLineIds}
          onQuantityChange={updateQuantity}
          onRemove={removeItem}
        />
      </Suspense>
    </div>
  );
}
