"use client";

// The order's lifecycle buttons (contract medusa-v1 §12.5): capture an awaiting payment, complete,
// archive a completed order, and cancel, which asks first in the danger dialog. Each button says
// "Processing..." while its call runs; the API's refusal is shown under the buttons.
import type { AdminOrder } from "@atelier/commerce-client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL, ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { useOrderAction } from "../use-order-action";
import { ActionSection } from "./action-section";

export function OrderActionsPanel({ order }: { order: AdminOrder }) {
  const client = useAdminCommerce();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const capture = useOrderAction(
    order.id,
    () => client.admin.orders.capturePayment(order.id),
    "Payment captured.",
  );
  const complete = useOrderAction(
    order.id,
    () => client.admin.orders.complete(order.id),
    "Order completed.",
  );
  const archive = useOrderAction(
    order.id,
    () => client.admin.orders.archive(order.id),
    "Order archived.",
  );
  const cancel = useOrderAction(
    order.id,
    () => client.admin.orders.cancel(order.id),
    "Order canceled.",
  );
  const actions = [capture, complete, archive, cancel];
  const failed = actions.find((action) => action.isError);
  const busy = actions.some((action) => action.isPending);
  const open = order.status !== "canceled" && order.status !== "archived";

  const buttons = [
    {
      key: "capture",
      show: order.payment_status === "awaiting" && open,
      label: "Capture payment",
      action: capture,
      onClick: () => capture.submit(),
    },
    {
      key: "complete",
      show: order.status === "pending",
      label: "Complete order",
      action: complete,
      onClick: () => complete.submit(),
    },
    {
      key: "archive",
      show: order.status === "completed",
      label: "Archive order",
      action: archive,
      onClick: () => archive.submit(),
    },
    {
      key: "cancel",
      show: order.status === "pending" || order.status === "requires_action",
      label: "Cancel order",
      action: cancel,
      onClick: () => setConfirmingCancel(true),
    },
  ].filter((button) => button.show);

  return (
    <ActionSection id="order-actions" title="Actions">
      {buttons.length === 0 ? (
        <p className="text-sm text-muted">Nothing more to do: the order is {order.status}.</p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {buttons.map((button, index) => (
            <Button
              key={button.key}
              variant={index === 0 ? "primary" : "secondary"}
              onClick={button.onClick}
              disabled={busy}
              aria-busy={button.action.isPending}
            >
              {button.action.isPending ? CONFIRM_DIALOG_BUSY_LABEL : button.label}
            </Button>
          ))}
        </div>
      )}
      <FormAlert>{failed ? errorMessage(failed.error) : null}</FormAlert>
      <ConfirmDialog
        open={confirmingCancel}
        title="Cancel this order?"
        message="The order, its payment and its delivery are canceled and the stock goes back. This cannot be undone."
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        variant="danger"
        busy={cancel.isPending}
        onConfirm={() => cancel.submit(undefined, { onSettled: () => setConfirmingCancel(false) })}
        onCancel={() => setConfirmingCancel(false)}
      />
    </ActionSection>
  );
}
