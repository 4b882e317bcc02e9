"use client";

// Refund part or all of what was captured (contract medusa-v1 §12.5): the amount in the order
// currency's major units, a reason and a note. More than the refundable amount is refused here
// with the amount left; the API's own refusal is shown as it says it.
import type { AdminOrder, RefundReason } from "@atelier/commerce-client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import {
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { formatOrderMoney, parseRefundAmount } from "../money-input";
import { useOrderAction } from "../use-order-action";
import { ActionSection } from "./action-section";

const REASONS: { value: RefundReason; label: string }[] = [
  { value: "other", label: "Other" },
  { value: "discount", label: "Discount" },
  { value: "return", label: "Return" },
  { value: "swap", label: "Swap" },
  { value: "claim", label: "Claim" },
];

export function RefundForm({ order }: { order: AdminOrder }) {
  const client = useAdminCommerce();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState<RefundReason>("other");
  const [note, setNote] = useState("");
  const [amountError, setAmountError] = useState<string | undefined>();
  const refund = useOrderAction(
    order.id,
    (input: { amount: number; reason: RefundReason; note?: string }) =>
      client.admin.orders.refundPayment(order.id, input),
    "Refund issued.",
  );
  const currency = order.currency_code;
  const refundable = order.refundable_amount;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseRefundAmount(amount, currency, refundable);
    setAmountError(parsed.ok ? undefined : parsed.error);
    if (!parsed.ok) return;
    refund.submit(
      { amount: parsed.amount, reason, note: note.trim() || undefined },
      {
        onSuccess: () => {
          setAmount("");
          setNote("");
        },
      },
    );
  }

  return (
    <ActionSection id="order-refund" title="Refund">
      <p className="text-sm">
        <span className="text-muted">Refundable: </span>
        <span data-testid="refundable-amount" className="tabular-nums">
          {formatOrderMoney(refundable, currency)}
        </span>
      </p>
      <form noValidate onSubmit={submit} aria-label="Refund" className="flex flex-col gap-4">
        <FormAlert>{refund.isError ? errorMessage(refund.error) : null}</FormAlert>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={`Amount (${currency.toUpperCase()})`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={amountError}
          />
          <SelectField
            label="Reason"
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.target.value as RefundReason)}
          >
            {REASONS.map((each) => (
              <option key={each.value} value={each.value}>
                {each.label}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label="Note (optional)"
          name="note"
          value={note}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button
          type="submit"
          disabled={refund.isPending}
          aria-busy={refund.isPending}
          className="self-start"
        >
          {refund.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Refund"}
        </Button>
      </form>
    </ActionSection>
  );
}
