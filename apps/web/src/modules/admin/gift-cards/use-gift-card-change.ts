"use client";

// One change to a gift card as a mutation: the answered card replaces the cached one and the list
// is refetched. A second submit while one runs is dropped; each attempt carries its own
// Idempotency-Key (the commerce client adds it).
import type { AdminGiftCardDetail } from "@atelier/commerce-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { useSingleFlight } from "../orders/use-single-flight";
import { giftCardKeys } from "./gift-card-keys";

export function useGiftCardChange<Input>(
  cardId: string,
  run: (input: Input) => Promise<{ gift_card: AdminGiftCardDetail }>,
  successMessage: string,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: ({ gift_card: card }) => {
      queryClient.setQueryData(giftCardKeys.detail(cardId), card);
      void queryClient.invalidateQueries({ queryKey: giftCardKeys.lists() });
      toast.success(successMessage);
    },
  });
  return { ...mutation, submit: useSingleFlight(mutation) };
}
