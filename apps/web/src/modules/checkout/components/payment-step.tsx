"use client";

// Step 3: how the order is paid. The cart's payment sessions are created on arrival; the test
// card's number is given to its session before that session is chosen. An exchange's confirmation
// (modules/exchanges) uses it too, and says where to go next.
import type { Cart } from "@atelier/commerce-client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { errorMessage } from "@/modules/account/error-message";
import { useCommerce } from "@/modules/commerce";
import { cardNumberDigits } from "../checkout-steps";
import {
  INVALID_CARD_NUMBER_MESSAGE,
  PAYMENT_PROVIDERS,
  PAYMENT_PROVIDER_DESCRIPTIONS,
  PAYMENT_PROVIDER_LABELS,
  checkoutPath,
} from "../constants";
import { useReplaceCart } from "../use-checkout-cart";

export function PaymentStep({
  cart,
  submitLabel = "Continue to review",
  onSaved,
}: {
  cart: Cart;
  submitLabel?: string;
  /** Instead of the checkout's review step. */
  onSaved?: (cart: Cart) => void;
}) {
  const client = useCommerce();
  const router = useRouter();
  const { replaceCart } = useReplaceCart();
  const [provider, setProvider] = useState(cart.payment_session?.provider_id ?? "");
  const [cardNumber, setCardNumber] = useState("");
  const [errors, setErrors] = useState<{ provider?: string; card?: string }>({});

  const sessions = useMutation({
    mutationFn: async () => (await client.store.carts.createPaymentSessions(cart.id)).cart,
    onSuccess: replaceCart,
  });
  // Sessions are created once per visit to the step (contract §6.4); their amounts follow the
  // cart from then on.
  const requested = useRef(false);
  const { mutate: createSessions } = sessions;
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    createSessions();
  }, [createSessions]);

  const choose = useMutation({
    mutationFn: async ({ providerId, card }: { providerId: string; card?: string }) => {
      if (card) {
        await client.store.carts.updatePaymentSession(cart.id, providerId, {
          data: { card_number: card },
        });
      }
      return (await client.store.carts.setPaymentSession(cart.id, { provider_id: providerId }))
        .cart;
    },
    onSuccess: (next) => {
      replaceCart(next);
      if (onSaved) onSaved(next);
      else router.push(checkoutPath("review"));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const card = provider === PAYMENT_PROVIDERS.testCard ? cardNumberDigits(cardNumber) : undefined;
    const found = {
      provider: provider ? undefined : "Choose a payment method.",
      card:
        provider === PAYMENT_PROVIDERS.testCard && !card ? INVALID_CARD_NUMBER_MESSAGE : undefined,
    };
    setErrors(found);
    if (found.provider || found.card) return;
    choose.mutate({ providerId: provider, card });
  }

  if (sessions.isError) {
    return (
      <FormAlert>{errorMessage(sessions.error, "We couldn't prepare the payment.")}</FormAlert>
    );
  }
  if (cart.payment_sessions.length === 0) {
    return (
      <p className="text-sm text-muted" aria-busy="true">
        Preparing payment methods…
      </p>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Payment" className="flex flex-col gap-6">
      <FormAlert>{choose.isError ? errorMessage(choose.error) : null}</FormAlert>
      <fieldset>
        <legend className="sr-only">Payment method</legend>
        <div className="flex flex-col gap-3">
          {cart.payment_sessions.map((session) => (
            <div
              key={session.provider_id}
              className="border border-line bg-surface p-4 has-[:checked]:border-ink"
            >
              <div className="flex items-start gap-4">
                <input
                  type="radio"
                  id={`payment-${session.provider_id}`}
                  name="payment-provider"
                  value={session.provider_id}
                  checked={provider === session.provider_id}
                  onChange={() => setProvider(session.provider_id)}
                  aria-describedby={`payment-${session.provider_id}-description`}
                  className="mt-0.5 h-4 w-4 accent-ink"
                />
                <div className="flex flex-col gap-1">
                  <label
                    htmlFor={`payment-${session.provider_id}`}
                    className="cursor-pointer text-sm font-medium"
                  >
                    {PAYMENT_PROVIDER_LABELS[session.provider_id] ?? session.provider_id}
                  </label>
                  <p
                    id={`payment-${session.provider_id}-description`}
                    className="text-sm text-muted"
                  >
                    {PAYMENT_PROVIDER_DESCRIPTIONS[session.provider_id] ?? ""}
                  </p>
                </div>
              </div>
              {session.provider_id === PAYMENT_PROVIDERS.testCard &&
              provider === PAYMENT_PROVIDERS.testCard ? (
                <TextField
                  label="Card number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                  value={cardNumber}
                  onChange={(event) => setCardNumber(event.target.value)}
                  error={errors.card}
                  className="mt-4 pl-8"
                />
              ) : null}
            </div>
          ))}
        </div>
      </fieldset>
      {errors.provider ? <p className="text-sm text-danger">{errors.provider}</p> : null}
      <Button
        type="submit"
        disabled={choose.isPending || sessions.isPending}
        className="self-start"
      >
        {choose.isPending ? "Saving…" : submitLabel}
      </Button>
    </form>
  );
}
