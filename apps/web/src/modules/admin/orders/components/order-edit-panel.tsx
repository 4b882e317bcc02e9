"use client";

// Editing a placed order (issue 13; docs/decisions.md "Order edits"): staff open an edit, add
// products, change quantities, remove lines and undo changes while it is a draft, and see the
// difference exactly as the API answers it; then ask the customer to confirm (a mail with a link
// to the shop's edit page), confirm for them (the dialog names what is paid or refunded), or
// cancel it. The order's earlier edits are listed with their state.
import type { AdminOrder, OrderEdit, OrderEditSummary } from "@atelier/commerce-client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { orderDate } from "@/modules/account/order-display";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { formatExactAmount } from "@/modules/money/price-display";
import { EditChangeList, EditTotals } from "@/modules/order-edits/components/edit-change-list";
import {
  editBalance,
  editChanges,
  isOpenEdit,
  STAFF_EDIT_STATUS_LABELS,
} from "@/modules/order-edits/edit-changes";
import { useOrderEdit, useOrderEditAction } from "../use-order-edit";
import { ActionSection } from "./action-section";
import { OrderEditAddItem } from "./order-edit-add-item";
import { OrderEditLines } from "./order-edit-lines";

/** What confirming for the customer does with money, said before it is done. */
function confirmMessage(edit: OrderEdit, order: AdminOrder): string {
  const balance = editBalance(edit.difference_due);
  const amount = formatExactAmount(balance.amount, order.currency_code);
  const captured =
    order.payment_status === "captured" || order.payment_status === "partially_refunded";
  const lines = "The order's lines and totals change now and stock follows.";
  if (balance.kind === "pay") {
    return `${lines} The customer owes ${amount} more, which is not taken automatically.`;
  }
  // The API refunds only captured money (docs/decisions.md, "Order edits").
  if (balance.kind === "refund" && captured) {
    return `${lines} ${amount} is refunded to the customer from the captured payment (at most what is left to refund).`;
  }
  if (balance.kind === "refund") {
    return `${lines} The order costs ${amount} less; its payment is not captured yet, so nothing is refunded now.`;
  }
  return `${lines} Nothing is paid or refunded.`;
}

function EditHistory({ edits }: { edits: OrderEditSummary[] }) {
  if (edits.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2 text-sm" aria-label="Edits of this order">
      {edits.map((edit) => (
        <li key={edit.id} className="flex flex-wrap items-baseline gap-2" data-testid="order-edit">
          <span>Edit of {orderDate(edit.created_at)}</span>
          <span className="border border-line px-2 py-0.5 text-xs font-medium">
            {STAFF_EDIT_STATUS_LABELS[edit.status]}
          </span>
          {edit.declined_reason ? (
            <span className="text-muted">“{edit.declined_reason}”</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function OrderEditPanel({ order }: { order: AdminOrder }) {
  const client = useAdminCommerce();
  const active = order.edits.find((edit) => isOpenEdit(edit.status));
  const edit = useOrderEdit(active?.id);
  const [dialog, setDialog] = useState<"confirm" | "cancel" | undefined>();
  const editId = active?.id ?? "";
  const edits = client.admin.orderEdits;

  const start = useOrderEditAction(
    order.id,
    undefined,
    () => edits.create({ order_id: order.id }),
    "Edit started.",
  );
  const add = useOrderEditAction(order.id, editId, (variantId: string) =>
    edits.addLineItem(editId, { variant_id: variantId, quantity: 1 }),
  );
  const quantity = useOrderEditAction(
    order.id,
    editId,
    ({ lineId, value }: { lineId: string; value: number }) =>
      edits.updateLineItem(editId, lineId, { quantity: value }),
  );
  const remove = useOrderEditAction(order.id, editId, (lineId: string) =>
    edits.removeLineItem(editId, lineId),
  );
  const undo = useOrderEditAction(
    order.id,
    editId,
    (changeId: string) => edits.deleteItemChange(editId, changeId),
    "Change undone.",
  );
  const request = useOrderEditAction(
    order.id,
    editId,
    () => edits.requestConfirmation(editId),
    "Confirmation requested: the customer has been emailed.",
  );
  const confirm = useOrderEditAction(
    order.id,
    editId,
    () => edits.confirm(editId),
    "Edit confirmed: the order is updated.",
  );
  const cancel = useOrderEditAction(
    order.id,
    editId,
    () => edits.cancel(editId),
    "Edit cancelled.",
  );
  const lineActions = [add, quantity, remove, undo];
  const busy = lineActions.some((action) => action.isPending);
  // The error shown is the last action's: an older failure gives way to the next attempt.
  const latest = [start, ...lineActions, request, confirm, cancel].reduce((last, action) =>
    action.submittedAt > last.submittedAt ? action : last,
  );
  const failed = latest.isError ? latest : undefined;

  const data = active ? edit.data : undefined;
  const draft = data?.status === "created";
  const changes = data ? editChanges(data) : [];
  const removeLine = (line: OrderEdit["items"][number]) => {
    const added = data?.changes.find(
      (change) => change.type === "item_add" && change.line_item_id === line.id,
    );
    if (added) undo.submit(added.id);
    else remove.submit(line.id);
  };
  const past = order.edits.filter((each) => each.id !== active?.id);

  return (
    <ActionSection id="order-edit" title="Edit order">
      <FormAlert>
        {failed ? errorMessage(failed.error) : edit.isError ? errorMessage(edit.error) : null}
      </FormAlert>
      {!active ? (
        order.status === "canceled" ? (
          <p className="text-sm text-muted">A cancelled order cannot be edited.</p>
        ) : (
          <>
            <p className="text-sm text-muted">
              Change the order&apos;s items before it ships; the customer confirms the change and
              pays any difference.
            </p>
            <Button
              className="self-start"
              disabled={start.isPending}
              onClick={() => start.submit(undefined)}
            >
              Start an edit
            </Button>
          </>
        )
      ) : null}
      {active && !data && !edit.isError ? (
        <p className="text-sm text-muted" aria-busy="true">
          Loading the edit…
        </p>
      ) : null}
      {data ? (
        <div className="flex flex-col gap-5" data-testid="active-order-edit">
          <p className="text-sm">
            <span className="border border-line px-2 py-0.5 text-xs font-medium">
              {STAFF_EDIT_STATUS_LABELS[data.status]}
            </span>
            <span className="ml-2 text-muted">
              {data.status === "requested" && data.requested_at
                ? `Sent to ${order.email} on ${orderDate(data.requested_at)}.`
                : "Not sent to the customer yet."}
            </span>
          </p>
          {draft ? (
            <>
              <OrderEditLines
                edit={data}
                currencyCode={order.currency_code}
                pending={busy}
                onQuantity={(line, value) => quantity.submit({ lineId: line.id, value })}
                onRemove={removeLine}
              />
              <OrderEditAddItem pending={busy} onAdd={(variantId) => add.submit(variantId)} />
            </>
          ) : null}
          <div className="flex flex-col gap-2">
            <h3 className="font-sans text-sm font-medium text-ink">Changes</h3>
            <EditChangeList
              changes={changes}
              currencyCode={order.currency_code}
              actions={
                draft
                  ? (change) => (
                      <Button
                        variant="ghost"
                        disabled={busy}
                        aria-label={`Undo change to ${change.title}`}
                        onClick={() => undo.submit(change.changeId)}
                      >
                        Undo
                      </Button>
                    )
                  : undefined
              }
            />
          </div>
          <EditTotals edit={data} currencyCode={order.currency_code} audience="staff" />
          {data.payment_collection ? (
            <p className="text-sm text-muted" data-testid="edit-payment">
              Customer&apos;s payment of{" "}
              {formatExactAmount(data.payment_collection.amount, order.currency_code)}:{" "}
              {data.payment_collection.status === "authorized" ? "paid" : "not paid yet"}.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {draft ? (
              <Button
                disabled={busy || request.isPending || changes.length === 0}
                onClick={() => request.submit(undefined)}
              >
                Request confirmation from customer
              </Button>
            ) : null}
            <Button
              variant={draft ? "secondary" : "primary"}
              disabled={busy || changes.length === 0}
              onClick={() => setDialog("confirm")}
            >
              Confirm on customer&apos;s behalf
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setDialog("cancel")}>
              Cancel edit
            </Button>
          </div>
          <ConfirmDialog
            open={dialog === "confirm"}
            title="Confirm this edit for the customer?"
            message={confirmMessage(data, order)}
            confirmLabel="Confirm edit"
            busy={confirm.isPending}
            onConfirm={() => confirm.submit(undefined, { onSettled: () => setDialog(undefined) })}
            onCancel={() => setDialog(undefined)}
          />
          <ConfirmDialog
            open={dialog === "cancel"}
            title="Cancel this edit?"
            message="Its changes are dropped and the customer can no longer accept them; the order stays as it is."
            confirmLabel="Cancel edit"
            cancelLabel="Keep edit"
            variant="danger"
            busy={cancel.isPending}
            onConfirm={() => cancel.submit(undefined, { onSettled: () => setDialog(undefined) })}
            onCancel={() => setDialog(undefined)}
          />
        </div>
      ) : null}
      <EditHistory edits={past} />
    </ActionSection>
  );
}
