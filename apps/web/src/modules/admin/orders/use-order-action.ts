"use client";

// One order action as a mutation: the answered order replaces the cached one, the orders list and
// the order's mail are refetched, and success is toasted. A second submit while one is running is
// dropped; each attempt carries its own Idempotency-Key (the commerce client adds it), so a retry
// of the same attempt is done once by the API.
import type { AdminOrder } from "@atelier/commerce-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import type { ReceivedItems } from "./components/receive-return-form";
import { orderKeys } from "./order-keys";
import { useSingleFlight } from "./use-single-flight";

export function useOrderAction<Input = void>(
  orderId: string,
  run: (input: Input) => Promise<{ order: AdminOrder }>,
  successMessage: string,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: ({ order }) => {
      queryClient.setQueryData<AdminOrder>(orderKeys.detail(orderId), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.notifications(orderId) });
      toast.success(successMessage);
    },
  });
  return { ...mutation, submit: useSingleFlight(mutation) };
}

/**
 * Canceling and receiving one of the order's returns (its own or an exchange's). Receiving
 * answers the return, so the order is read again for its stock, refund, statuses and mail.
 */
export function useReturnActions(
  orderId: string,
  messages: { canceled: string; received: string },
) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const cancel = useOrderAction(
    orderId,
    (returnId: string) => client.admin.returns.cancel(returnId),
    messages.canceled,
  );
  const receiveMutation = useMutation({
    mutationFn: ({ id, received }: { id: string; received: ReceivedItems }) =>
      client.admin.returns.receive(id, received),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.notifications(orderId) });
      toast.success(messages.received);
    },
  });
  return { cancel, receive: { ...receiveMutation, submit: useSingleFlight(receiveMutation) } };
}
