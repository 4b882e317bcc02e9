"use client";

// One order edit on the admin's order screen (issue 13): the edit read in full, and its changes as
// mutations. An answered edit replaces the cached one; the order is read again, since its list of
// edits (and, once confirmed, its lines, totals and payments) follow; success is toasted. Each
// call is sent once (useSingleFlight) with its own Idempotency-Key (the commerce client adds it).
import type { OrderEdit } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { adminKeys } from "../query-keys";
import { orderKeys } from "./order-keys";
import { useSingleFlight } from "./use-single-flight";

export const orderEditKeys = {
  detail: (id: string) => [...adminKeys.all, "order-edit", id] as const,
};

export function useOrderEdit(editId: string | undefined) {
  const client = useAdminCommerce();
  return useQuery({
    queryKey: orderEditKeys.detail(editId ?? ""),
    queryFn: async (): Promise<OrderEdit> =>
      (await client.admin.orderEdits.retrieve(editId ?? "")).order_edit,
    enabled: editId !== undefined,
  });
}

/**
 * A change to an edit. `run` answers the edit (`{order_edit}`), or anything else (an undone
 * change answers only what it deleted), in which case the edit is read again.
 */
export function useOrderEditAction<Input>(
  orderId: string,
  editId: string | undefined,
  run: (input: Input) => Promise<unknown>,
  successMessage?: string,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      const edit = (answer as { order_edit?: OrderEdit }).order_edit;
      if (edit) queryClient.setQueryData(orderEditKeys.detail(edit.id), edit);
      else if (editId)
        await queryClient.invalidateQueries({ queryKey: orderEditKeys.detail(editId) });
      await queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.notifications(orderId) });
      if (successMessage) toast.success(successMessage);
    },
  });
  return { ...mutation, submit: useSingleFlight(mutation) };
}
