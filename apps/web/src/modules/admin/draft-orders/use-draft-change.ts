"use client";

// One change to a draft as a mutation: the answered draft replaces the cached one and the list is
// refetched. A second submit while one runs is dropped; each attempt carries its own
// Idempotency-Key (the commerce client adds it).
import type { DraftOrder } from "@atelier/commerce-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { useSingleFlight } from "../orders/use-single-flight";
import { draftOrderKeys } from "./draft-order-keys";

export function useDraftChange<Input = void>(
  draftId: string,
  run: (input: Input) => Promise<{ draft_order: DraftOrder }>,
  successMessage: string,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: ({ draft_order: draft }) => {
      queryClient.setQueryData(draftOrderKeys.detail(draftId), draft);
      void queryClient.invalidateQueries({ queryKey: draftOrderKeys.lists() });
      toast.success(successMessage);
    },
  });
  return { ...mutation, submit: useSingleFlight(mutation) };
}
