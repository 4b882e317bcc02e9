"use client";

// A new claim on an order (issue 13, docs/decisions.md "Claims"): the claimed units per line,
// each line with its reason; a note and photo addresses for the claim (kept on each claimed
// item, where the API stores them); then either a refund — the amount the API will compute, or
// one staff name, confirmed in a dialog naming it — or replacement items (the claimed variants or
// others found by search) sent with a shipping option of the order's region.
import type {
  AdminOrder,
  AdminPostOrdersOrderClaims,
  Body,
  ClaimReason,
  ClaimType,
} from "@atelier/commerce-client";
import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import {
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from "@/modules/account/components/form-field";
import { DraftFormActions } from "@/modules/admin/components/draft-form";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import {
  LineQuantityList,
  useLineQuantities,
} from "@/modules/orders/components/line-quantity-list";
import { adminKeys } from "../../query-keys";
import {
  CLAIM_REASON_LABELS,
  MAX_REPLACEMENT_QUANTITY,
  claimableQuantity,
  claimQuantities,
  claimRefundEstimate,
  photoUrls,
  replacementQuantities,
} from "../claims";
import { formatOrderMoney, parseRefundAmount } from "../money-input";

export type ClaimRequest = Body<typeof AdminPostOrdersOrderClaims>;

/** Ours: a claim note is a sentence or two. */
const NOTE_MAX_LENGTH = 1000;
const SEARCH_RESULTS = 10;

interface ReplacementChoice {
  id: string;
  title: string;
}

export function ClaimCreateForm({
  order,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  order: AdminOrder;
  pending: boolean;
  error: unknown;
  /** `settled` runs once the API answered, whether it agreed or refused. */
  onSubmit: (request: ClaimRequest, settled?: () => void) => void;
  onCancel: () => void;
}) {
  const client = useAdminCommerce();
  const lines = order.items.filter((line) => claimableQuantity(line, order.claims) > 0);
  const [type, setType] = useState<ClaimType>("refund");
  const { quantities, change, errors, setErrors, message, setMessage } = useLineQuantities();
  const [reasons, setReasons] = useState<Record<string, ClaimReason>>({});
  const [note, setNote] = useState("");
  const [photos, setPhotos] = useState("");
  const [amount, setAmount] = useState("");
  const [replacements, setReplacements] = useState<Record<string, string>>({});
  const [found, setFound] = useState<ReplacementChoice[]>([]);
  const [search, setSearch] = useState("");
  const [searched, setSearched] = useState("");
  const [optionId, setOptionId] = useState("");
  const [confirming, setConfirming] = useState<ClaimRequest | undefined>();
  const photosHintId = useId();

  const options = useQuery({
    queryKey: [...adminKeys.all, "shipping-options", order.region_id],
    queryFn: async () =>
      (await client.admin.shippingOptions.list({ region_id: order.region_id, is_return: false }))
        .shipping_options,
    enabled: type === "replace",
  });
  const results = useQuery({
    queryKey: [...adminKeys.all, "claim-replacement-search", searched],
    queryFn: async () =>
      (await client.admin.products.list({ q: searched, limit: SEARCH_RESULTS })).products,
    enabled: searched !== "",
  });

  const currency = order.currency_code;
  const money = (value: number) => formatOrderMoney(value, currency);
  const chosen = claimQuantities(lines, quantities, order.claims);
  const estimate = chosen.ok
    ? claimRefundEstimate(order.items, chosen.items, order.tax_rate, order.refundable_amount)
    : undefined;
  const claimedChoices: ReplacementChoice[] = lines.flatMap((line) =>
    line.variant_id
      ? [{ id: line.variant_id, title: [line.title, line.description].filter(Boolean).join(" · ") }]
      : [],
  );
  const replacementChoices = [
    ...new Map([...claimedChoices, ...found].map((each) => [each.id, each])).values(),
  ];

  function clearError(field: string) {
    setErrors(({ [field]: _corrected, ...rest }) => rest);
    setMessage(undefined);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fieldErrors: Record<string, string> = chosen.ok ? {} : { ...chosen.errors };
    let formMessage = chosen.ok ? undefined : chosen.message;
    const urls = photoUrls(photos);
    if (!urls.ok) fieldErrors.photos = urls.error;
    const refund =
      type === "refund" && amount.trim() !== ""
        ? parseRefundAmount(amount, currency, order.refundable_amount)
        : undefined;
    if (refund && !refund.ok) fieldErrors.amount = refund.error;
    const sent =
      type === "replace"
        ? replacementQuantities(
            replacementChoices.map((each) => each.id),
            replacements,
          )
        : undefined;
    if (sent && !sent.ok) {
      Object.assign(
        fieldErrors,
        Object.fromEntries(Object.entries(sent.errors).map(([id, text]) => [`r:${id}`, text])),
      );
      formMessage ??= sent.message;
    }
    if (type === "replace" && optionId === "") fieldErrors.option = "Choose a shipping option.";
    setErrors(fieldErrors);
    setMessage(formMessage);
    if (!chosen.ok || !urls.ok || Object.keys(fieldErrors).length > 0 || formMessage) return;
    const request: ClaimRequest = {
      type,
      claim_items: chosen.items.map((item) => ({
        ...item,
        reason: reasons[item.item_id] ?? "other",
        note: note.trim() || undefined,
        images: urls.urls.length > 0 ? urls.urls : undefined,
      })),
    };
    if (type === "refund") {
      if (refund?.ok) request.refund_amount = refund.amount;
      setConfirming(request);
      return;
    }
    if (sent?.ok) request.additional_items = sent.items;
    // A replacement costs the shopper nothing: its shipping is on the shop.
    request.shipping_methods = [{ option_id: optionId, price: 0 }];
    onSubmit(request);
  }

  const confirmAmount = confirming?.refund_amount ?? estimate ?? 0;

  return (
    <>
      <form noValidate onSubmit={submit} aria-label="Create claim" className="flex flex-col gap-4">
        <FormAlert>{message ?? (error ? errorMessage(error) : null)}</FormAlert>
        <LineQuantityList
          lines={lines.map((line) => ({
            id: line.id,
            title: line.title,
            detail: `Can be claimed: ${claimableQuantity(line, order.claims)} · shipped ${line.shipped_quantity ?? 0}`,
            max: claimableQuantity(line, order.claims),
          }))}
          quantities={quantities}
          errors={errors}
          onChange={change}
          fieldLabel={(line) => `Quantity claimed: ${line.title}`}
          extra={(line) => (
            <SelectField
              label={`Reason: ${line.title}`}
              value={reasons[line.id] ?? "other"}
              onChange={(event) =>
                setReasons({ ...reasons, [line.id]: event.target.value as ClaimReason })
              }
              className="max-w-xs"
            >
              {Object.entries(CLAIM_REASON_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
          )}
        />
        <TextAreaField
          label="Note (optional)"
          name="note"
          rows={2}
          value={note}
          maxLength={NOTE_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
        />
        <div>
          <TextAreaField
            label="Photo addresses (optional)"
            name="photos"
            rows={2}
            value={photos}
            aria-invalid={errors.photos ? true : undefined}
            aria-describedby={photosHintId}
            onChange={(event) => {
              setPhotos(event.target.value);
              clearError("photos");
            }}
          />
          <p
            id={photosHintId}
            className={`mt-1 text-xs ${errors.photos ? "text-danger" : "text-muted"}`}
          >
            {errors.photos ?? "One web address per line, such as https://…/damage.jpg."}
          </p>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">What the claim does</legend>
          {(
            [
              ["refund", "Refund the customer"],
              ["replace", "Send replacement items"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="claim_type"
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
                className="h-4 w-4"
              />
              {label}
            </label>
          ))}
        </fieldset>
        {type === "refund" ? (
          <>
            <p className="text-sm" aria-live="polite" data-testid="claim-refund-estimate">
              <span className="text-muted">Refund: </span>
              <span className="font-medium tabular-nums">
                {estimate === undefined
                  ? "choose the items to see it"
                  : `${money(estimate)} for the shipped units claimed, given at once`}
              </span>
            </p>
            <TextField
              label={`Another amount (${currency.toUpperCase()}, optional)`}
              name="refund_amount"
              inputMode="decimal"
              autoComplete="off"
              hint={`At most ${money(order.refundable_amount)}, what is left to refund.`}
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                clearError("amount");
              }}
              error={errors.amount}
              className="max-w-xs"
            />
          </>
        ) : (
          <>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-1 text-sm font-medium">Replacement items</legend>
              <LineQuantityList
                lines={replacementChoices.map((each) => ({
                  id: each.id,
                  title: each.title,
                  detail: "Taken from stock when the claim is created",
                  max: MAX_REPLACEMENT_QUANTITY,
                }))}
                quantities={replacements}
                errors={Object.fromEntries(
                  Object.entries(errors)
                    .filter(([field]) => field.startsWith("r:"))
                    .map(([field, text]) => [field.slice(2), text]),
                )}
                onChange={(next) => {
                  setReplacements(next);
                  setMessage(undefined);
                }}
                fieldLabel={(line) => `Replacement quantity: ${line.title}`}
              />
              <div className="flex flex-wrap items-end gap-3">
                <TextField
                  label="Find another product"
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      setSearched(search.trim());
                    }
                  }}
                  className="min-w-56 flex-1"
                />
                <Button variant="secondary" onClick={() => setSearched(search.trim())}>
                  Search
                </Button>
              </div>
              {results.isError ? <FormAlert>{errorMessage(results.error)}</FormAlert> : null}
              {searched !== "" && results.data ? (
                results.data.length === 0 ? (
                  <p className="text-sm text-muted">No products match “{searched}”.</p>
                ) : (
                  <ul className="flex flex-col gap-2 text-sm" aria-label="Products found">
                    {results.data.flatMap((product) =>
                      product.variants.map((variant) => {
                        const title = `${product.title} · ${variant.title}`;
                        const added = replacementChoices.some((each) => each.id === variant.id);
                        return (
                          <li key={variant.id} className="flex items-center justify-between gap-3">
                            <span>{title}</span>
                            <Button
                              variant="secondary"
                              disabled={added}
                              aria-label={`${added ? "Added" : "Add"} ${title}`}
                              onClick={() => {
                                setFound([...found, { id: variant.id, title }]);
                                setReplacements({ ...replacements, [variant.id]: "1" });
                              }}
                            >
                              {added ? "Added" : "Add"}
                            </Button>
                          </li>
                        );
                      }),
                    )}
                  </ul>
                )
              ) : null}
            </fieldset>
            {options.isError ? <FormAlert>{errorMessage(options.error)}</FormAlert> : null}
            <SelectField
              label="Shipping option"
              name="shipping_option"
              value={optionId}
              onChange={(event) => {
                setOptionId(event.target.value);
                clearError("option");
              }}
              error={errors.option}
              className="max-w-sm"
            >
              <option value="">{options.data ? "Choose an option" : "Loading options…"}</option>
              {(options.data ?? []).map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name} (no charge to the customer)
                </option>
              ))}
            </SelectField>
          </>
        )}
        <DraftFormActions
          submitLabel={type === "refund" ? "Create refund claim" : "Create replacement claim"}
          pending={pending}
          onCancel={onCancel}
        />
      </form>
      <ConfirmDialog
        open={confirming !== undefined}
        title={`Refund ${money(confirmAmount)}?`}
        message={`The claim refunds ${money(confirmAmount)} to the customer now. A claim with a refund cannot be canceled afterwards.`}
        confirmLabel={`Refund ${money(confirmAmount)}`}
        cancelLabel="Go back"
        busy={pending}
        onConfirm={() => {
          if (confirming) onSubmit(confirming, () => setConfirming(undefined));
        }}
        onCancel={() => setConfirming(undefined)}
      />
    </>
  );
}
