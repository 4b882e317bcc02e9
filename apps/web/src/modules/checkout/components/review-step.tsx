"use client";

// Step 4: a last look, then "Place order". A declined card, a sold-out item or a payment that
// needs more is said plainly here and the cart is kept, so the shopper can change it.
import type { Cart } from "@atelier/commerce-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { FormAlert } from "@/modules/account/components/form-field";
import { errorMessage } from "@/modules/account/error-message";
import { accountKeys, orderKeys } from "@/modules/account/query-keys";
import { useCommerce } from "@/modules/commerce";
import { writeStoredValue } from "@/modules/store/browser-storage";
import {
  PAYMENT_PENDING_MESSAGE,
  PAYMENT_REQUIRES_MORE_MESSAGE,
  checkoutPath,
  orderConfirmedPath,
} from "../constants";
import { useReplaceCart } from "../use-checkout-cart";

export function ReviewStep({ cart }: { cart: Cart }) {
  const client = useCommerce();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { refetchCart } = useReplaceCart();
  const [problem, setProblem] = useState<string | null>(null);

  const placeOrder = useMutation({
    // The client's retry policy sends the server's Idempotency-Key back on a retried completion.
    mutationFn: () => client.store.carts.complete(cart.id),
    onMutate: () => setProblem(null),
    onSuccess: (result) => {
      if (result.type === "order") {
        queryClient.setQueryData(orderKeys.detail(result.data.id), result.data);
        void queryClient.invalidateQueries({ queryKey: accountKeys.orders() });
        router.push(orderConfirmedPath(result.data.id));
        // Forgetting the completed cart makes the cart provider start a new one.
        writeStoredValue(STORAGE_KEYS.cartId, null);
        return;
      }
      setProblem(
        result.type === "cart" && result.payment_status === "pending"
          ? PAYMENT_PENDING_MESSAGE
          : PAYMENT_REQUIRES_MORE_MESSAGE,
      );
      void refetchCart(cart.id);
    },
    onError: (error) => {
      setProblem(errorMessage(error, "We couldn't place your order. Please try again."));
      void refetchCart(cart.id);
    },
  });

  return (
    <div className="flex flex-col gap-5">
      {problem ? (
        <FormAlert>
          {problem}{" "}
          <Link href={checkoutPath("payment")} className="underline underline-offset-4">
            Change payment method
          </Link>
        </FormAlert>
      ) : null}
      {cart.email ? (
        <p className="text-sm text-muted">
          We&apos;ll send the order confirmation to {cart.email}.
        </p>
      ) : null}
      <Button
        onClick={() => placeOrder.mutate()}
        disabled={placeOrder.isPending}
        className="self-start"
      >
        {placeOrder.isPending ? "Placing order…" : "Place order"}
      </Button>
    </div>
  );
}
