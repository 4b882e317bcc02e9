"use client";

// /checkout?step=address|delivery|payment|review: one page, the step in the URL. Finished steps
// show what was chosen with a way back; the shopper cannot skip past an unfinished one.
import type { Cart } from "@atelier/commerce-client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { buttonClassName } from "@/components/ui/button";
import { addressLines } from "@/modules/account/address-draft";
import { useCustomer } from "@/modules/account/customer-session";
import { useCart } from "@/modules/cart";
import { reachableStep } from "../checkout-steps";
import { AddressStep } from "../components/address-step";
import { CheckoutSummary } from "../components/checkout-summary";
import { DeliveryStep } from "../components/delivery-step";
import { PaymentStep } from "../components/payment-step";
import { ReviewStep } from "../components/review-step";
import {
  CHECKOUT_STEPS,
  CHECKOUT_STEP_LABELS,
  PAYMENT_PROVIDER_LABELS,
  checkoutPath,
  type CheckoutStep,
} from "../constants";

function stepSummary(step: CheckoutStep, cart: Cart): ReactNode {
  switch (step) {
    case "address":
      return cart.shipping_address ? (
        <>
          <span className="block">{cart.email}</span>
          {addressLines(cart.shipping_address, cart.region.countries).join(", ")}
        </>
      ) : null;
    case "delivery":
      return cart.shipping_methods.map((method) => method.shipping_option?.name).join(", ");
    case "payment": {
      const provider = cart.payment_session?.provider_id;
      return provider ? (PAYMENT_PROVIDER_LABELS[provider] ?? provider) : null;
    }
    case "review":
      return null;
  }
}

function StepPanel({
  step,
  cart,
  customer,
}: {
  step: CheckoutStep;
  cart: Cart;
  customer: ReturnType<typeof useCustomer>["data"];
}) {
  switch (step) {
    case "address":
      return <AddressStep cart={cart} customer={customer} />;
    case "delivery":
      return <DeliveryStep cart={cart} />;
    case "payment":
      return <PaymentStep cart={cart} />;
    case "review":
      return <ReviewStep cart={cart} />;
  }
}

function CheckoutHeader() {
  return (
    <header className="flex flex-col gap-3 pb-8 md:pb-10">
      <p className="eyebrow">Checkout</p>
      <h1 className="text-4xl md:text-5xl">Checkout</h1>
    </header>
  );
}

export function CheckoutTemplate({ step }: { step: CheckoutStep }) {
  const router = useRouter();
  const { cart } = useCart();
  const customer = useCustomer();
  const current = cart ? reachableStep(step, cart) : step;

  // An empty cart is the new one started after an order was placed: the confirmation page is
  // on its way, so the step is left alone.
  const hasItems = Boolean(cart && cart.items.length > 0);
  useEffect(() => {
    if (hasItems && current !== step) router.replace(checkoutPath(current));
  }, [hasItems, current, step, router]);

  if (!cart || customer.isPending) {
    return (
      <div className="container-page py-10 md:py-14">
        <CheckoutHeader />
        <p className="text-muted" aria-busy="true">
          Loading your cart…
        </p>
      </div>
    );
  }

  if (cart.items.length === 0) {
    return (
      <div className="container-page py-10 md:py-14">
        <CheckoutHeader />
        <div className="flex flex-col items-start gap-5 border border-line bg-surface p-8">
          <p className="text-muted">Your cart is empty, so there is nothing to check out yet.</p>
          <Link href="/shop" className={buttonClassName("primary")}>
            Explore the shop
          </Link>
        </div>
      </div>
    );
  }

  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <div className="container-page py-10 md:py-14">
      <CheckoutHeader />
      {customer.data ? null : (
        <p className="-mt-4 mb-8 text-sm text-muted">
          Have an account?{" "}
          <Link
            href={`/account/login?next=${encodeURIComponent(checkoutPath(current))}`}
            className="text-ink underline underline-offset-4"
          >
            Sign in
          </Link>{" "}
          for your saved addresses.
        </p>
      )}
      <div className="grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14">
        <ol aria-label="Checkout steps" className="flex flex-col gap-4">
          {CHECKOUT_STEPS.map((candidate, index) => {
            const isCurrent = index === currentIndex;
            const isDone = index < currentIndex;
            const summary = isDone ? stepSummary(candidate, cart) : null;
            return (
              <li
                key={candidate}
                aria-current={isCurrent ? "step" : undefined}
                className={`border border-line p-6 ${isCurrent ? "bg-surface" : "bg-canvas"}`}
              >
                <div className="flex items-baseline justify-between gap-4">
                  <h2 className={`text-2xl ${isCurrent || isDone ? "" : "text-muted"}`}>
                    <span className="mr-3 font-sans text-sm text-muted">{index + 1}</span>
                    {CHECKOUT_STEP_LABELS[candidate]}
                  </h2>
                  {isDone ? (
                    <Link
                      href={checkoutPath(candidate)}
                      aria-label={`Edit ${CHECKOUT_STEP_LABELS[candidate].toLowerCase()}`}
                      className="text-sm underline underline-offset-4"
                    >
                      Edit
                    </Link>
                  ) : null}
                </div>
                {summary ? <p className="mt-3 text-sm text-muted">{summary}</p> : null}
                {isCurrent ? (
                  <div className="mt-6">
                    <StepPanel step={candidate} cart={cart} customer={customer.data} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
        <CheckoutSummary cart={cart} />
      </div>
    </div>
  );
}
