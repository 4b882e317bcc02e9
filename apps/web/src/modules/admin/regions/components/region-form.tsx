"use client";

// Create or edit a region: name, currency (one of the store's), tax rate, countries and the
// payment and fulfillment providers it offers.
import type { AdminStore, CreateRegionInput, ProviderRef } from "@atelier/commerce-client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { FormAlert, SelectField, TextField } from "@/modules/account/components/form-field";
import { regionPayload, type RegionDraft, type RegionDraftField } from "../region-draft";

function ProviderChoices({
  legend,
  providers,
  chosen,
  onChange,
}: {
  legend: string;
  providers: ProviderRef[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      {providers.map((provider) => (
        <label key={provider.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={chosen.includes(provider.id)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, provider.id]
                  : chosen.filter((id) => id !== provider.id),
              )
            }
            className="h-4 w-4"
          />
          {provider.id}
        </label>
      ))}
    </fieldset>
  );
}

export function RegionForm({
  label,
  initial,
  store,
  submitLabel,
  busy,
  failure,
  onSubmit,
}: {
  label: string;
  initial: RegionDraft;
  store: AdminStore;
  submitLabel: string;
  busy: boolean;
  /** The API's refusal, shown above the fields. */
  failure: string | null;
  onSubmit: (payload: CreateRegionInput) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<RegionDraftField, string>>>({});
  const set =
    (field: "name" | "currency_code" | "tax_rate" | "countries") =>
    (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = regionPayload(draft);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) onSubmit(result.payload);
  }

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-5">
      <FormAlert>{failure}</FormAlert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" value={draft.name} onChange={set("name")} error={errors.name} />
        <SelectField
          label="Currency"
          value={draft.currency_code}
          onChange={set("currency_code")}
          error={errors.currency_code}
        >
          <option value="">Choose one</option>
          {store.currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code.toUpperCase()} · {currency.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Tax rate (%)"
          inputMode="decimal"
          value={draft.tax_rate}
          onChange={set("tax_rate")}
          error={errors.tax_rate}
        />
        <TextField
          label="Countries"
          hint="Two-letter codes separated by commas, such as us, ca."
          value={draft.countries}
          onChange={set("countries")}
          error={errors.countries}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <ProviderChoices
          legend="Payment providers"
          providers={store.payment_providers ?? []}
          chosen={draft.payment_providers}
          onChange={(chosen) => setDraft((current) => ({ ...current, payment_providers: chosen }))}
        />
        <ProviderChoices
          legend="Fulfillment providers"
          providers={store.fulfillment_providers ?? []}
          chosen={draft.fulfillment_providers}
          onChange={(chosen) =>
            setDraft((current) => ({ ...current, fulfillment_providers: chosen }))
          }
        />
      </div>
      {errors.providers ? <p className="text-sm text-danger">{errors.providers}</p> : null}
      <Button type="submit" disabled={busy} aria-busy={busy} className="self-start">
        {busy ? CONFIRM_DIALOG_BUSY_LABEL : submitLabel}
      </Button>
    </form>
  );
}
