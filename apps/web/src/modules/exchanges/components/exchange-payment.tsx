"use client";

// Confirming an exchange on the order page (docs/decisions.md, "Exchanges"): its difference cart
// is completed here rather than in /checkout, which works on the browser's own cart (the basket)
// and places orders. The cart already holds the order's address and email, so the steps are the
// checkout's own delivery and payment steps, then "Pay and confirm": `POST
// /store/carts/{id}/complete` answers the confirmed exchange. Payment is skipped when the cart
// costs nothing or gives money back; the refund is then settled by staff.
import type { Cart } from "@atelier/commerce-client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/modules/account/components/form-field";
import { errorMessage } from "@/modules/account/error-message";
import { cartKeys } from "@/modules/cart/query-keys";
import { DeliveryStep } from "@/modules/checkout/components/delivery-step";
import { PaymentStep } from "@/modules/checkout/components/payment-step";
import {
  PAYMENT_PENDING_MESSAGE,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_REQUIRES_MORE_MESSAGE,
} from "@/modules/checkout/constants";
import { useCommerce } from "@/modules/commerce";
import { formatExactAmount } from "@/modules/money/price-display";
import { useSingleFlight } from "@/modules/admin/orders/use-single-flight";
import { differenceDirection } from "../exchange-lines";

type Step = "delivery" | "payment" | "confirm";

/** The first step the cart is not ready for. */
function openStep(cart: Cart): Step {
  if (cart.shipping_methods.length === 0) return "delivery";
  if (cart.total > 0 && !cart.payment_session) return "payment";
  return "confirm";
}

function CartLines({ cart }: { cart: Cart }) {
  const money = (amount: number) => formatExactAmount(amount, cart.region.currency_code);
  const direction = differenceDirection(cart.total);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm tabular-nums">
      {cart.items.map((item) => (
        <div key={item.id} className="contents">
          <dt className="text-muted">
            {item.is_return ? "Sending back: " : ""}
            {Math.abs(item.quantity)} × {item.title}
            {item.description && !item.is_return ? ` (${item.description})` : ""}
          </dt>
          <dd className="text-right">{money(item.subtotal ?? item.unit_price * item.quantity)}</dd>
        </div>
      ))}
      <dt className="text-muted">Delivery</dt>
      <dd className="text-right">
        {cart.shipping_methods.length > 0 ? money(cart.shipping_total) : "chosen below"}
      </dd>
      <dt className="text-muted">Taxes</dt>
      <dd className="text-right">{money(cart.tax_total)}</dd>
      <dt className="font-medium">
        {direction === "refund" ? "To be refunded" : "Difference to pay"}
      </dt>
      <dd className="text-right font-medium" data-testid="exchange-cart-total">
        {money(Math.abs(cart.total))}
      </dd>
    </dl>
  );
}

export function ExchangePayment({
  cartId,
  onConfirmed,
  onClose,
}: {
  cartId: string;
  onConfirmed: () => void;
  onClose: () => void;
}) {
  const client = useCommerce();
  const headingId = useId();
  const cart = useQuery({
    queryKey: cartKeys.detail(cartId),
    queryFn: async () => (await client.store.carts.retrieve(cartId)).cart,
  });
  const [chosenStep, setStep] = useState<Step | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: () => client.store.carts.complete(cartId),
    onMutate: () => setProblem(null),
    onSuccess: (result) => {
      if (result.type === "swap") {
        onConfirmed();
        return;
      }
      setProblem(
        result.type === "cart" && result.payment_status === "pending"
          ? PAYMENT_PENDING_MESSAGE
          : PAYMENT_REQUIRES_MORE_MESSAGE,
      );
      void cart.refetch();
    },
    onError: (error) => {
      setProblem(errorMessage(error, "We couldn't confirm the exchange. Please try again."));
      void cart.refetch();
    },
  });
  const confirmOnce = useSingleFlight(confirm);

  if (cart.isError) return <FormAlert>{errorMessage(cart.error)}</FormAlert>;
  if (!cart.data) {
    return (
      <p className="text-sm text-muted" aria-busy="true">
        Loading the exchange…
      </p>
    );
  }
  const data = cart.data;
  const ready = openStep(data);
  // A step the shopper went back to, unless the cart is not ready for it yet.
  const order: Step[] = ["delivery", "payment", "confirm"];
  const step = chosenStep && order.indexOf(chosenStep) <= order.indexOf(ready) ? chosenStep : ready;
  const money = (amount: number) => formatExactAmount(amount, data.region.currency_code);
  const pays = data.total > 0;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 border border-line bg-surface p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id={headingId} className="text-xl">
          Confirm your exchange
        </h3>
        <Button variant="secondary" onClick={onClose}>
          Finish later
        </Button>
      </div>
      <CartLines cart={data} />
      <ol className="flex flex-col gap-4" aria-label="Exchange steps">
        <li aria-current={step === "delivery" ? "step" : undefined} className="flex flex-col gap-3">
          <div className="flex items-baseline justify-between gap-3">
            <h4 className="font-sans text-base font-medium">1. Delivery of the replacement</h4>
            {step !== "delivery" ? (
              <button
                type="button"
                className="text-sm underline underline-offset-4"
                onClick={() => setStep("delivery")}
              >
                Change delivery
              </button>
            ) : null}
          </div>
          {step === "delivery" ? (
            <DeliveryStep
              cart={data}
              submitLabel="Continue"
              onSaved={(next) => setStep(openStep(next) === "payment" ? "payment" : "confirm")}
            />
          ) : (
            <p className="text-sm text-muted">
              {data.shipping_methods.map((method) => method.shipping_option?.name).join(", ")}
            </p>
          )}
        </li>
        {pays ? (
          <li
            aria-current={step === "payment" ? "step" : undefined}
            className="flex flex-col gap-3"
          >
            <div className="flex items-baseline justify-between gap-3">
              <h4 className="font-sans text-base font-medium">2. Payment</h4>
              {step === "confirm" ? (
                <button
                  type="button"
                  className="text-sm underline underline-offset-4"
                  onClick={() => setStep("payment")}
                >
                  Change payment
                </button>
              ) : null}
            </div>
            {step === "payment" ? (
              <PaymentStep cart={data} submitLabel="Continue" onSaved={() => setStep("confirm")} />
            ) : step === "confirm" && data.payment_session ? (
              <p className="text-sm text-muted">
                {PAYMENT_PROVIDER_LABELS[data.payment_session.provider_id] ??
                  data.payment_session.provider_id}
              </p>
            ) : null}
          </li>
        ) : null}
        <li aria-current={step === "confirm" ? "step" : undefined} className="flex flex-col gap-3">
          <h4 className="font-sans text-base font-medium">{pays ? "3" : "2"}. Confirm</h4>
          {step === "confirm" ? (
            <>
              <FormAlert>{problem}</FormAlert>
              <p className="text-sm text-muted">
                {pays
                  ? `${money(data.total)} is charged now; we send the replacement and you send the items back.`
                  : data.total < 0
                    ? `${money(-data.total)} goes back to your original payment once we process the exchange.`
                    : "Nothing to pay: we send the replacement and you send the items back."}
              </p>
              <Button
                className="self-start"
                disabled={confirm.isPending}
                aria-busy={confirm.isPending}
                onClick={() => confirmOnce()}
              >
                {confirm.isPending
                  ? "Confirming…"
                  : pays
                    ? `Pay ${money(data.total)} and confirm`
                    : "Confirm exchange"}
              </Button>
            </>
          ) : null}
        </li>
      </ol>
    </section>
  );
}
