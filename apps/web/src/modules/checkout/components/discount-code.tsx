"use client";

// A discount code for the cart (contract §6.5): applied by code, removed with a button.
import type { Cart } from "@atelier/commerce-client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "@/modules/account/error-message";
import { useCommerce } from "@/modules/commerce";
import { useReplaceCart } from "../use-checkout-cart";
import { AppliedCodes, CodeForm } from "./code-entry";

export function DiscountCode({ cart }: { cart: Cart }) {
  const client = useCommerce();
  const { replaceCart } = useReplaceCart();
  const [error, setError] = useState<string | undefined>();
  const apply = useMutation({
    mutationFn: async (discountCode: string) =>
      (await client.store.carts.update(cart.id, { discounts: [{ code: discountCode }] })).cart,
    onSuccess: (next) => {
      replaceCart(next);
      setError(undefined);
    },
    onError: (failure) => setError(errorMessage(failure, "This code could not be applied.")),
  });
  const remove = useMutation({
    mutationFn: async (discountCode: string) =>
      (await client.store.carts.deleteDiscount(cart.id, discountCode)).cart,
    onSuccess: replaceCart,
    onError: (failure) => setError(errorMessage(failure)),
  });

  return (
    <div className="flex flex-col gap-3">
      <AppliedCodes
        label="Applied discounts"
        kind="discount"
        codes={cart.discounts.map((discount) => discount.code)}
        isRemoving={remove.isPending}
        onRemove={(code) => remove.mutate(code)}
      />
      <CodeForm
        label="Discount code"
        error={error}
        isApplying={apply.isPending}
        onApply={(code) => apply.mutateAsync(code)}
      />
    </div>
  );
}
