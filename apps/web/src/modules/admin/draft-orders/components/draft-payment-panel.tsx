"use client";

// How an open draft gets paid: its payment link for the customer (copied to send), or staff mark
// it paid after taking the money another way, behind a confirmation naming the amount; that
// places the order (Medusa v1 `POST /admin/draft-orders/{id}/pay`). Deleting an open draft asks
// first in the danger dialog.
import type { DraftOrder } from "@atelier/commerce-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL, ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { ActionSection } from "../../orders/components/action-section";
import { formatOrderMoney } from "../../orders/money-input";
import { orderKeys } from "../../orders/order-keys";
import { useSingleFlight } from "../../orders/use-single-flight";
import { DRAFT_ORDER_PATHS } from "../constants";
import { draftOrderKeys } from "../draft-order-keys";

export function DraftPaymentPanel({ draft }: { draft: DraftOrder }) {
  const client = useAdminCommerce();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<"pay" | "delete" | undefined>();
  const pay = useMutation({
    mutationFn: () => client.admin.draftOrders.markPaid(draft.id),
    onSuccess: async ({ order }) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: draftOrderKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: draftOrderKeys.detail(draft.id) });
      toast.success(`Order #${order.display_id} placed.`);
    },
  });
  const remove = useMutation({
    mutationFn: () => client.admin.draftOrders.delete(draft.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: draftOrderKeys.detail(draft.id) });
      void queryClient.invalidateQueries({ queryKey: draftOrderKeys.lists() });
      toast.success(`Draft #${draft.display_id} deleted.`);
      router.push(DRAFT_ORDER_PATHS.list);
    },
  });
  const payOnce = useSingleFlight(pay);
  const removeOnce = useSingleFlight(remove);
  const cart = draft.cart;
  if (!cart) return null;
  const total = formatOrderMoney(cart.total, cart.region.currency_code);
  const busy = pay.isPending || remove.isPending;
  const failed = [pay, remove].find((each) => each.isError);
  const close = () => setConfirming(undefined);

  async function copyLink(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Payment link copied.");
    } catch {
      toast.error("The link could not be copied: select it and copy it by hand.");
    }
  }

  return (
    <ActionSection id="draft-payment" title="Payment">
      {draft.payment_link ? (
        <div className="flex flex-col gap-3">
          <TextField
            label="Payment link"
            hint="Send it to the customer: it opens the checkout with this order."
            value={draft.payment_link}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => void copyLink(draft.payment_link!)}
          >
            Copy link
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button disabled={busy} aria-busy={pay.isPending} onClick={() => setConfirming("pay")}>
          {pay.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Mark as paid"}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          aria-busy={remove.isPending}
          onClick={() => setConfirming("delete")}
        >
          {remove.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Delete draft"}
        </Button>
      </div>
      <FormAlert>{failed ? errorMessage(failed.error) : null}</FormAlert>
      <ConfirmDialog
        open={confirming === "pay"}
        title={`Mark draft #${draft.display_id} as paid?`}
        message={`Only when you have received ${total} another way. The order is placed for ${total} with the payment captured, and the stock is taken. This cannot be undone.`}
        confirmLabel={`Mark ${total} paid`}
        busy={pay.isPending}
        onConfirm={() => payOnce(undefined, { onSettled: close })}
        onCancel={close}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        title={`Delete draft #${draft.display_id}?`}
        message="The draft and its items are deleted and its payment link stops working. This cannot be undone."
        confirmLabel="Delete draft"
        cancelLabel="Keep draft"
        variant="danger"
        busy={remove.isPending}
        onConfirm={() => removeOnce(undefined, { onSettled: close })}
        onCancel={close}
      />
    </ActionSection>
  );
}
