"use client";

// Step 2: how the order travels: the shipping options that fit the cart, with their prices. An
// exchange's confirmation (modules/exchanges) uses it too, and says where to go next.
import { type Cart } from "@atelier/commerce-client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/modules/account/components/form-field";
import { errorMessage } from "@/modules/account/error-message";
import { useCommerce } from "@/modules/commerce";
import { checkoutPath } from "../constants";
import { checkoutKeys } from "../query-keys";
import { useReplaceCart } from "../use-checkout-cart";
import { formatExactAmount } from "@/modules/money/price-display";

export function DeliveryStep({
  cart,
  submitLabel = "Continue to payment",
  onSaved,
}: {
  cart: Cart;
  submitLabel?: string;
  /** Instead of the checkout's payment step. */
  onSaved?: (cart: Cart) => void;
}) {
  const client = useCommerce();
  const router = useRouter();
  const { replaceCart } = useReplaceCart();
  const options = useQuery({
    queryKey: checkoutKeys.shippingOptions(cart.id, cart.updated_at),
    queryFn: async () =>
      (await client.store.shippingOptions.listCartOptions(cart.id)).shipping_options,
  });
  const [chosen, setChosen] = useState(cart.shipping_methods[0]?.shipping_option_id ?? "");
  const [missing, setMissing] = useState(false);
  const save = useMutation({
    mutationFn: async (optionId: string) =>
      (await client.store.carts.addShippingMethod(cart.id, { option_id: optionId })).cart,
    onSuccess: (next) => {
      replaceCart(next);
      if (onSaved) onSaved(next);
      else router.push(checkoutPath("payment"));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMissing(!chosen);
    if (chosen) save.mutate(chosen);
  }

  if (options.isPending) {
    return (
      <p className="text-sm text-muted" aria-busy="true">
        Loading delivery options…
      </p>
    );
  }
  if (options.isError) {
    return (
      <FormAlert>{errorMessage(options.error, "We couldn't load the delivery options.")}</FormAlert>
    );
  }
  if (options.data.length === 0) {
    return (
      <FormAlert>
        We don&apos;t deliver this order to the address given. Please change the address.
      </FormAlert>
    );
  }

  const currencyCode = cart.region.currency_code;
  return (
    <form noValidate onSubmit={submit} aria-label="Delivery" className="flex flex-col gap-6">
      <FormAlert>{save.isError ? errorMessage(save.error) : null}</FormAlert>
      <fieldset aria-describedby={missing ? "delivery-missing" : undefined}>
        <legend className="sr-only">Delivery method</legend>
        <div className="flex flex-col gap-3">
          {options.data.map((option) => (
            <label
              key={option.id}
              className="flex cursor-pointer items-center gap-4 border border-line bg-surface p-4 has-[:checked]:border-ink"
            >
              <input
                type="radio"
                name="shipping-option"
                value={option.id}
                checked={chosen === option.id}
                onChange={() => setChosen(option.id)}
                className="h-4 w-4 accent-ink"
              />
              <span className="flex-1 text-sm font-medium">{option.name}</span>
              <span className="text-sm tabular-nums">
                {formatExactAmount(option.amount ?? 0, currencyCode)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {missing ? (
        <p id="delivery-missing" className="text-sm text-danger">
          Choose a delivery method.
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending} className="self-start">
        {save.isPending ? "Saving…" : submitLabel}
      </Button>
    </form>
  );
}
