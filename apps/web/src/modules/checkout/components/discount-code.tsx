"use client";

// A discount code for the cart (contract §6.5): applied by code, removed with a button.
import type { Cart } from "@atelier/commerce-client";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/modules/account/components/form-field";
import { errorMessage } from "@/modules/account/error-message";
import { useCommerce } from "@/modules/commerce";
import { useReplaceCart } from "../use-checkout-cart";

export function DiscountCode({ cart }: { cart: Cart }) {
  const client = useCommerce();
  const { replaceCart } = useReplaceCart();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const apply = useMutation({
    mutationFn: async (discountCode: string) =>
      (await client.store.carts.update(cart.id, { discounts: [{ code: discountCode }] })).cart,
    onSuccess: (next) => {
      replaceCart(next);
      setCode("");
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === "") {
      setError("Enter a discount code.");
      return;
    }
    apply.mutate(code.trim());
  }

  return (
    <div className="flex flex-col gap-3">
      {cart.discounts.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Applied discounts">
          {cart.discounts.map((discount) => (
            <li key={discount.id} className="flex items-center justify-between gap-3 text-sm">
              <span className="font-medium tracking-wide uppercase">{discount.code}</span>
              <button
                type="button"
                onClick={() => remove.mutate(discount.code)}
                disabled={remove.isPending}
                aria-label={`Remove discount ${discount.code}`}
                className="text-muted underline underline-offset-4 hover:text-ink"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        noValidate
        onSubmit={submit}
        aria-label="Discount code"
        className="flex items-start gap-2"
      >
        <TextField
          label="Discount code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          className="flex-1"
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={apply.isPending}
          className="mt-[1.625rem]"
        >
          {apply.isPending ? "Applying…" : "Apply"}
        </Button>
      </form>
    </div>
  );
}
