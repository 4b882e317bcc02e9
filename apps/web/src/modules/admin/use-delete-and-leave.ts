"use client";

// Deleting the thing an admin detail screen shows, after its danger dialog: once, then a toast,
// its cached detail dropped, its list refreshed and staff taken back to the list; a refusal is a
// toast and the dialog closes.
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "@/modules/account/error-message";
import { useSingleFlight } from "./orders/use-single-flight";

export function useDeleteAndLeave({
  remove,
  deletedMessage,
  detailKey,
  staleKeys,
  listPath,
}: {
  remove: () => Promise<unknown>;
  /** The toast once it is gone, such as "Summer sale was deleted." */
  deletedMessage: () => string;
  detailKey: QueryKey;
  /** The lists (and choices) that showed it. */
  staleKeys: QueryKey[];
  listPath: string;
}) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      toast.success(deletedMessage());
      queryClient.removeQueries({ queryKey: detailKey });
      for (const queryKey of staleKeys) void queryClient.invalidateQueries({ queryKey });
      router.push(listPath);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      setConfirming(false);
    },
  });
  const removeOnce = useSingleFlight(mutation);
  return {
    /** Whether the danger dialog is open. */
    confirming,
    setConfirming,
    busy: mutation.isPending,
    confirm: () => removeOnce(),
  };
}
