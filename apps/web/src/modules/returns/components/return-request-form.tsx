"use client";

// Choosing what goes back (spec §7, contract medusa-v1 §5, §12.5): a quantity per line, up to
// what can still come back; a reason (required when the store has any) and a note for the whole
// return; the return shipping when the region has an option; and, before sending, the refund
// the API will compute. The shop and the admin wrap it with their own calls; staff may also send
// the return without a refund.
import type { Return, ReturnReason } from "@atelier/commerce-client";
import { useState, type FormEvent } from "react";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { DraftFormActions } from "@/modules/admin/components/draft-form";
import { formatExactAmount } from "@/modules/money/price-display";
import {
  LineQuantityList,
  useLineQuantities,
} from "@/modules/orders/components/line-quantity-list";
import {
  returnableQuantity,
  returnQuantities,
  returnRefundEstimate,
  returnsHoldingUnits,
} from "../return-lines";
import { ReturnDetailsFields, type ReturnDetails } from "./return-details-fields";

export interface ReturnRequest {
  items: { item_id: string; quantity: number; reason_id?: string; note?: string }[];
  return_shipping?: { option_id: string };
  /** 0 when staff send the return without a refund. */
  refund?: number;
}

interface ReturnableOrder {
  currency_code: string;
  tax_rate: number | null;
  items: {
    id: string;
    title: string;
    quantity: number;
    unit_price: number;
    fulfilled_quantity: number | null;
    returned_quantity: number | null;
    discount_total?: number;
  }[];
  returns?: Pick<Return, "status" | "items">[];
  /** Exchanges take units back too: their returns hold them like the order's own. */
  swaps?: { return_order: Pick<Return, "status" | "items"> | null }[];
}

export function ReturnRequestForm({
  order,
  reasons,
  returnOptions,
  submitLabel,
  pending,
  error,
  offerNoRefund = false,
  onSubmit,
  onCancel,
}: {
  order: ReturnableOrder;
  /** Undefined while the store's reasons and return options load (or when they failed to). */
  reasons: ReturnReason[] | undefined;
  returnOptions: { id: string; name: string; amount: number | null }[] | undefined;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  /** Staff may send a return that gives nothing back. */
  offerNoRefund?: boolean;
  onSubmit: (request: ReturnRequest) => void;
  onCancel?: () => void;
}) {
  const returns = returnsHoldingUnits(order.returns, order.swaps);
  const lines = order.items.filter((line) => returnableQuantity(line, returns) > 0);
  const { quantities, change, errors, setErrors, message, setMessage } = useLineQuantities();
  const [details, setDetails] = useState<ReturnDetails>({ reasonId: "", optionId: "", note: "" });
  const { reasonId, optionId, note } = details;
  const [refunded, setRefunded] = useState(true);

  const chosen = returnQuantities(lines, quantities, returns);
  const option = returnOptions?.find((each) => each.id === optionId);
  const refund = chosen.ok
    ? returnRefundEstimate(order.items, chosen.items, order.tax_rate, option?.amount ?? 0)
    : undefined;
  const money = (amount: number) => formatExactAmount(amount, order.currency_code);

  if (!reasons || !returnOptions) {
    return error ? (
      <FormAlert>{errorMessage(error)}</FormAlert>
    ) : (
      <p className="text-sm text-muted">Loading the return form…</p>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fieldErrors: Record<string, string> = chosen.ok ? {} : { ...chosen.errors };
    if (reasons?.length && reasonId === "") fieldErrors.reason = "Choose a reason.";
    setErrors(fieldErrors);
    setMessage(chosen.ok ? undefined : chosen.message);
    if (!chosen.ok || Object.keys(fieldErrors).length > 0) return;
    onSubmit({
      items: chosen.items.map((item) => ({
        ...item,
        reason_id: reasonId || undefined,
        note: note.trim() || undefined,
      })),
      return_shipping: optionId ? { option_id: optionId } : undefined,
      refund: refunded ? undefined : 0,
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Return items" className="flex flex-col gap-4">
      <FormAlert>{message ?? (error ? errorMessage(error) : null)}</FormAlert>
      <LineQuantityList
        lines={lines.map((line) => ({
          id: line.id,
          title: line.title,
          detail: `Can be returned: ${returnableQuantity(line, returns)}`,
          max: returnableQuantity(line, returns),
        }))}
        quantities={quantities}
        errors={errors}
        onChange={change}
        fieldLabel={(line) => `Quantity to return: ${line.title}`}
      />
      <ReturnDetailsFields
        reasons={reasons}
        returnOptions={returnOptions}
        value={details}
        onChange={(next) => {
          if (next.reasonId !== reasonId) setErrors(({ reason: _corrected, ...rest }) => rest);
          setDetails(next);
        }}
        reasonError={errors.reason}
        optionLabel={(each) => `${each.name} (${money(each.amount ?? 0)}, taken off the refund)`}
      />
      {offerNoRefund ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={refunded}
            onChange={(event) => setRefunded(event.target.checked)}
            className="h-4 w-4"
          />
          Refund the customer when the items arrive
        </label>
      ) : null}
      <p className="text-sm" aria-live="polite" data-testid="return-refund-estimate">
        <span className="text-muted">Refund: </span>
        <span className="font-medium tabular-nums">
          {!refunded
            ? "none"
            : refund === undefined
              ? "choose the items to see it"
              : `${money(refund)}, once the items reach us`}
        </span>
      </p>
      <DraftFormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
