"use client";

// The header's cart icon with the item count; it opens and closes the cart dropdown.
import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent } from "react";
import { useCart } from "../cart-context";
import { useCartDropdown } from "../cart-dropdown-context";
import { itemCountLabel } from "../item-count";
import { CartPanelHeading, CartPanelLoading } from "./cart-panel-heading";

// The panel's lines (thumbnails, prices, links) load when it first opens, or as the shopper
// points at or focuses the cart: no page needs them before it is interactive (issue 16).
const loadCartDropdown = () => import("./cart-dropdown");
const CartDropdown = lazy(() =>
  loadCartDropdown().then((module) => ({ default: module.CartDropdown })),
);

export function CartButton() {
  const { itemCount } = useCart();
  const { isOpen, toggle, close, pauseAutoClose, resumeAutoClose } = useCartDropdown();
  const panelId = useId();
  const headingId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Once opened, the panel stays rendered (hidden when closed), as it always was before.
  const [panelShown, setPanelShown] = useState(false);
  if (isOpen && !panelShown) setPanelShown(true);

  // An open panel closes on a click elsewhere and on Escape (focus goes back to the button).
  useEffect(() => {
    if (!isOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !container.current?.contains(event.target)) close();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      if (container.current?.contains(document.activeElement)) button.current?.focus();
      close();
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen, close]);

  // Pointing at the cart or working in it keeps a panel that opened by itself open; leaving
  // both starts its countdown again.
  const pointerInside = useRef(false);
  function onPointerEnter() {
    void loadCartDropdown();
    pointerInside.current = true;
    pauseAutoClose();
  }
  function onPointerLeave() {
    pointerInside.current = false;
    if (!container.current?.contains(document.activeElement)) resumeAutoClose();
  }
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const focusStaysInside =
      event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget);
    if (!focusStaysInside && !pointerInside.current) resumeAutoClose();
  }

  return (
    <div
      ref={container}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={() => {
        void loadCartDropdown();
        pauseAutoClose();
      }}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        aria-label={`Cart, ${itemCountLabel(itemCount)}`}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path
            d="M5.5 8.5h13l-1 11.25a1 1 0 0 1-1 .75h-9a1 1 0 0 1-1-.75l-1-11.25Z"
            strokeLinejoin="round"
          />
          <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" strokeLinecap="round" />
        </svg>
        {itemCount > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.7rem] leading-none font-semibold text-surface tabular-nums"
          >
            {itemCount > 99 ? "99+" : itemCount}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        role="dialog"
        aria-labelledby={headingId}
        className={`absolute top-full right-0 z-40 mt-3 w-[23rem] max-w-[calc(100vw-2.5rem)] origin-top-right border border-line bg-surface shadow-[0_18px_40px_-12px_rgba(31,27,23,0.28)] transition duration-200 ease-out ${
          isOpen ? "visible translate-y-0 opacity-100" : "invisible -translate-y-1 opacity-0"
        }`}
      >
        {panelShown ? (
          <Suspense
            fallback={
              <>
                <CartPanelHeading headingId={headingId} />
                <CartPanelLoading />
              </>
            }
          >
            <CartDropdown headingId={headingId} onNavigate={close} />
          </Suspense>
        ) : (
          <CartPanelHeading headingId={headingId} />
        )}
      </div>
    </div>
  );
}
