"use client";

// Receive a return (contract medusa-v1 §12.5): what arrived per line, starting at what was asked
// for, and whether it goes back in stock (not for damaged goods). Money moves, so it is confirmed
// in the dialog first, which names the refund. A receipt that differs from the request leaves the
// return waiting, with nothing refunded, as the API does. An exchange's return refunds nothing
// (its worth is in the exchange's difference), so it says so instead.
import type { AdminOrder, Return } from "@atelier/commerce-client";
import { useState, type FormEvent } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { DraftFormActions } from "@/modules/admin/components/draft-form";
import { LineQuantityList } from "@/modules/orders/components/line-quantity-list";
import { lineQuantities } from "@/modules/orders/line-quantities";
import { formatOrderMoney } from "../money-input";

export interface ReceivedItems {
  items: { item_id: string; quantity: number; restock: boolean }[];
}

export function ReceiveReturnForm({
  order,
  shipment,
  pending,
  error,
  onReceive,
  onCancel,
  refunds = true,
}: {
  order: AdminOrder;
  shipment: Return;
  /** False for an exchange's return. */
  refunds?: boolean;
  pending: boolean;
  error: unknown;
  onReceive: (received: ReceivedItems, done: () => void) => void;
  onCancel: () => void;
}) {
  const lines = shipment.items.flatMap((item) => {
    const line = order.items.find((each) => each.id === item.item_id);
    return line ? [{ line, asked: item.quantity }] : [];
  });
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map(({ line, asked }) => [line.id, String(asked)])),
  );
  const [restock, setRestock] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<ReceivedItems | undefined>();

  const received = lineQuantities(
    lines.map(({ line }) => line),
    quantities,
    (line) => line.quantity,
    { nothingLeft: "Nothing left to receive.", noneChosen: "Enter what arrived." },
  );
  const asRequested =
    received.ok &&
    received.items.length === lines.length &&
    lines.every(({ line, asked }) =>
      received.items.some((item) => item.item_id === line.id && item.quantity === asked),
    );
  const refund = formatOrderMoney(
    Math.min(shipment.refund_amount, order.refundable_amount),
    order.currency_code,
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors(received.ok ? {} : received.errors);
    setMessage(received.ok ? undefined : received.message);
    if (!received.ok) return;
    setConfirming({
      items: received.items.map((item) => ({ ...item, restock: restock[item.item_id] ?? true })),
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Receive return" className="flex flex-col gap-4">
      <FormAlert>{message ?? (error ? errorMessage(error) : null)}</FormAlert>
      <LineQuantityList
        lines={lines.map(({ line, asked }) => ({
          id: line.id,
          title: line.title,
          detail: `Asked to return ${asked}`,
          max: line.quantity,
        }))}
        quantities={quantities}
        errors={errors}
        onChange={setQuantities}
        fieldLabel={(line) => `Quantity received: ${line.title}`}
        extra={(line) => (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={restock[line.id] ?? true}
              onChange={(event) =>
                setRestock((current) => ({ ...current, [line.id]: event.target.checked }))
              }
              className="h-4 w-4"
            />
            Put back in stock: {line.title}
          </label>
        )}
      />
      <p className="text-sm" data-testid="receive-refund">
        <span className="text-muted">Refund: </span>
        <span className="font-medium tabular-nums">
          {!refunds
            ? "none: the exchange's difference settles it"
            : asRequested
              ? refund
              : "none yet: what arrived differs from the request"}
        </span>
      </p>
      <DraftFormActions submitLabel="Receive return" pending={pending} onCancel={onCancel} />
      <ConfirmDialog
        open={confirming !== undefined}
        title="Receive this return?"
        message={
          !refunds
            ? "The ticked items go back in stock. Nothing is refunded: the exchange's difference settles it."
            : asRequested
              ? `${refund} goes back to the customer's payment and the ticked items go back in stock.`
              : "What arrived differs from the request: the return waits for your decision and nothing is refunded yet."
        }
        confirmLabel="Receive return"
        variant="warning"
        busy={pending}
        onConfirm={() => {
          if (confirming) onReceive(confirming, () => setConfirming(undefined));
        }}
        onCancel={() => setConfirming(undefined)}
      />
    </form>
  );
}
