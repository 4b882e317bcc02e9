"use client";

// Checkout changes replace the held cart with the server's answer (spec §4 "Cart flow").
import type { Cart } from "@atelier/commerce-client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { cartKeys } from "@/modules/cart/query-keys";

export function useReplaceCart() {
  const queryClient = useQueryClient();
  const replaceCart = useCallback(
    (next: Cart) => queryClient.setQueryData(cartKeys.detail(next.id), next),
    [queryClient],
  );
  const refetchCart = useCallback(
    (cartId: string) => queryClient.invalidateQueries({ queryKey: cartKeys.detail(cartId) }),
    [queryClient],
  );
  return { replaceCart, refetchCart };
}
