"use client";

// Asking for an exchange (spec §7, contract medusa-v1 §5, §12.5): what goes back (a quantity per
// delivered line, a reason and a note, as a return), the replacement, the return shipping when the
// region has an option, and the difference before sending: to pay or to be refunded. The shop and
// the admin wrap it with their own calls. Delivery of the replacement is chosen when the shopper
// confirms the exchange, so its price is not in this preview.
import type { Return, ReturnReason, Swap } from "@atelier/commerce-client";
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
  ReturnDetailsFields,
  type ReturnDetails,
} from "@/modules/returns/components/return-details-fields";
import { returnableQuantity, returnQuantities } from "@/modules/returns/return-lines";
import {
  differenceDirection,
  exchangeDifferenceEstimate,
  returnsHoldingUnits,
} from "../exchange-lines";
import {
  ReplacementPicker,
  canBeSent,
  useReplacementCatalogue,
  type ReplacementChoice,
} from "./replacement-picker";

export interface ExchangeRequest {
  return_items: { item_id: string; quantity: number; reason_id?: string; note?: string }[];
  additional_items: { variant_id: string; quantity: number }[];
  return_shipping_option?: string;
}

interface ExchangeableOrder {
  region_id: string;
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
    variant: { product_id: string } | null;
  }[];
  returns?: Pick<Return, "status" | "items">[];
  swaps?: Pick<Swap, "return_order">[];
}

export function ExchangeRequestForm({
  order,
  reasons,
  returnOptions,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  order: ExchangeableOrder;
  /** Undefined while the store's reasons and return options load (or when they failed to). */
  reasons: ReturnReason[] | undefined;
  returnOptions: { id: string; name: string; amount: number | null }[] | undefined;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (request: ExchangeRequest) => void;
  onCancel?: () => void;
}) {
  const holding = returnsHoldingUnits(order.returns, order.swaps);
  const lines = order.items.filter((line) => returnableQuantity(line, holding) > 0);
  const productIds = [
    ...new Set(order.items.flatMap((line) => (line.variant ? [line.variant.product_id] : []))),
  ];
  const { quantities, change, errors, setErrors, message, setMessage } = useLineQuantities();
  const [details, setDetails] = useState<ReturnDetails>({ reasonId: "", optionId: "", note: "" });
  const { reasonId, optionId, note } = details;
  const [search, setSearch] = useState("");
  const [choice, setChoice] = useState<ReplacementChoice>({
    productId: productIds[0] ?? "",
    variantId: "",
    quantity: "1",
  });
  const catalogue = useReplacementCatalogue(order.region_id, productIds, search);

  const money = (amount: number) => formatExactAmount(amount, order.currency_code);
  const chosen = returnQuantities(lines, quantities, holding);
  const products = [...(catalogue.own.data ?? []), ...(catalogue.found.data ?? [])];
  const variant = products
    .find((product) => product.id === choice.productId)
    ?.variants.find((each) => each.id === choice.variantId);
  const replacementQuantity = /^\d+$/.test(choice.quantity.trim())
    ? Number(choice.quantity.trim())
    : 0;
  const option = returnOptions?.find((each) => each.id === optionId);
  const estimate =
    chosen.ok && variant?.calculated_price != null && replacementQuantity > 0
      ? exchangeDifferenceEstimate({
          lines: order.items,
          returned: chosen.items,
          replacement: { unit_price: variant.calculated_price, quantity: replacementQuantity },
          taxRate: order.tax_rate,
          returnShippingPrice: option?.amount ?? 0,
        })
      : undefined;

  if (!reasons || !returnOptions || catalogue.own.isPending) {
    const failed = error ?? catalogue.own.error;
    return failed ? (
      <FormAlert>{errorMessage(failed)}</FormAlert>
    ) : (
      <p className="text-sm text-muted">Loading the exchange form…</p>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fieldErrors: Record<string, string> = chosen.ok ? {} : { ...chosen.errors };
    if (reasons?.length && reasonId === "") fieldErrors.reason = "Choose a reason.";
    if (!variant || !canBeSent(variant)) fieldErrors.variant = "Choose the replacement.";
    if (replacementQuantity < 1) fieldErrors.quantity = "Enter a whole number of at least 1.";
    setErrors(fieldErrors);
    setMessage(chosen.ok ? undefined : chosen.message);
    if (!chosen.ok || !variant || Object.keys(fieldErrors).length > 0) return;
    onSubmit({
      return_items: chosen.items.map((item) => ({
        ...item,
        reason_id: reasonId || undefined,
        note: note.trim() || undefined,
      })),
      additional_items: [{ variant_id: variant.id, quantity: replacementQuantity }],
      return_shipping_option: optionId || undefined,
    });
  }

  const direction = estimate ? differenceDirection(estimate.difference) : undefined;
  return (
    <form noValidate onSubmit={submit} aria-label="Exchange items" className="flex flex-col gap-4">
      <FormAlert>{message ?? (error ? errorMessage(error) : null)}</FormAlert>
      <LineQuantityList
        lines={lines.map((line) => ({
          id: line.id,
          title: line.title,
          detail: `Can be sent back: ${returnableQuantity(line, holding)}`,
          max: returnableQuantity(line, holding),
        }))}
        quantities={quantities}
        errors={errors}
        onChange={change}
        fieldLabel={(line) => `Quantity to send back: ${line.title}`}
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
        optionLabel={(each) => `${each.name} (${money(each.amount ?? 0)}, added to the difference)`}
      />
      <ReplacementPicker
        own={catalogue.own.data ?? []}
        found={catalogue.found.data}
        searching={catalogue.found.isFetching}
        currencyCode={order.currency_code}
        choice={choice}
        errors={{ variant: errors.variant, quantity: errors.quantity }}
        onChange={(next) => {
          setErrors(({ variant: _v, quantity: _q, ...rest }) => rest);
          setChoice(next);
        }}
        onSearch={setSearch}
      />
      <div className="text-sm" aria-live="polite" data-testid="exchange-difference-estimate">
        {estimate ? (
          <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1 tabular-nums">
            <dt className="text-muted">Replacement, with tax</dt>
            <dd className="text-right">{money(estimate.replacement)}</dd>
            <dt className="text-muted">Sent back, with tax</dt>
            <dd className="text-right">−{money(estimate.returned)}</dd>
            <dt className="font-medium">
              {direction === "refund" ? "To be refunded" : "Difference to pay"}
            </dt>
            <dd className="text-right font-medium">{money(Math.abs(estimate.difference))}</dd>
          </dl>
        ) : (
          <p className="text-muted">
            Choose what goes back and the replacement to see the difference.
          </p>
        )}
        <p className="mt-1 text-muted">
          Delivery of the replacement is chosen, and added, when the exchange is confirmed.
        </p>
      </div>
      <DraftFormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
