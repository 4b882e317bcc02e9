"use client";

// Gift cards on the cart (spec §3 "gift cards"; contract §6.5). The cart's `gift_cards` list is
// replaced by each update, as in Medusa v1, so applying sends the cards already on the cart plus
// the new one, and removing sends the ones that stay.
import type { Cart } from "@atelier/commerce-client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "@/modules/account/error-message";
import { useCommerce } from "@/modules/commerce";
import { useReplaceCart } from "../use-checkout-cart";
import { AppliedCodes, CodeForm } from "./code-entry";

export function GiftCardCode({ cart }: { cart: Cart }) {
  const client = useCommerce();
  const { replaceCart } = useReplaceCart();
  const [error, setError] = useState<string | undefined>();
  const appliedCodes = cart.gift_cards.map((card) => card.code);
  const setGiftCards = async (codes: readonly string[]) =>
    (await client.store.carts.update(cart.id, { gift_cards: codes.map((code) => ({ code })) }))
      .cart;

  const apply = useMutation({
    mutationFn: (code: string) => setGiftCards([...appliedCodes, code]),
    onSuccess: (next) => {
      replaceCart(next);
      setError(undefined);
    },
    onError: (failure) => setError(errorMessage(failure, "This gift card could not be applied.")),
  });
  const remove = useMutation({
    mutationFn: (code: string) => setGiftCards(appliedCodes.filter((applied) => applied !== code)),
    onSuccess: (next) => {
      replaceCart(next);
      setError(undefined);
    },
    onError: (failure) => setError(errorMessage(failure)),
  });

  return (
    <div className="flex flex-col gap-3">
      <AppliedCodes
        label="Applied gift cards"
        kind="gift card"
        codes={appliedCodes}
        isRemoving={remove.isPending}
        onRemove={(code) => remove.mutate(code)}
      />
      <CodeForm
        label="Gift card code"
        error={error}
        isApplying={apply.isPending}
        onApply={(code) => apply.mutateAsync(code)}
      />
    </div>
  );
}
