"use client";

// Store settings (issue 4; contract medusa-v1 §12.3): the store's name, the currencies it sells
// in and the default one, saved together.
import type { AdminStore } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { useSingleFlight } from "../orders/use-single-flight";
import { regionKeys } from "../regions/region-keys";
import { useStoreSettings } from "../regions/use-store-settings";
import { ReturnReasons } from "./return-reasons";
import {
  storePayload,
  withCurrency,
  withoutCurrency,
  type StoreDraft,
  type StoreDraftField,
} from "./store-draft";

/** Every currency the API knows; the list is short enough to offer in one select. */
const CURRENCY_LIST_LIMIT = 200;

function StoreForm({ store }: { store: AdminStore }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<StoreDraft>({
    name: store.name,
    currencies: store.currencies.map((currency) => currency.code),
    default_currency_code: store.default_currency_code,
  });
  const [adding, setAdding] = useState("");
  const [errors, setErrors] = useState<Partial<Record<StoreDraftField, string>>>({});
  const currencies = useQuery({
    queryKey: [...regionKeys.store(), "currencies"],
    queryFn: async () =>
      (await client.admin.currencies.list({ limit: CURRENCY_LIST_LIMIT })).currencies,
  });
  const save = useMutation({
    mutationFn: (payload: Parameters<typeof client.admin.store.update>[0]) =>
      client.admin.store.update(payload),
    onSuccess: ({ store: saved }) => {
      queryClient.setQueryData<AdminStore>(regionKeys.store(), saved);
      toast.success("Store settings saved.");
    },
  });
  const saveOnce = useSingleFlight(save);
  const names = new Map(
    [...(currencies.data ?? []), ...store.currencies].map((currency) => [
      currency.code,
      currency.name,
    ]),
  );
  const label = (code: string) => `${code.toUpperCase()} · ${names.get(code) ?? code}`;
  const addable = (currencies.data ?? []).filter(
    (currency) => !draft.currencies.includes(currency.code),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = storePayload(draft);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) saveOnce(result.payload);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Store settings"
      className="flex max-w-2xl flex-col gap-6"
    >
      <FormAlert>{save.isError ? errorMessage(save.error) : null}</FormAlert>
      <TextField
        label="Store name"
        value={draft.name}
        onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
        error={errors.name}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-ink">Currencies</legend>
        <ul className="flex flex-wrap gap-2" aria-label="Store currencies">
          {draft.currencies.map((code) => (
            <li key={code} className="flex items-center gap-2 border border-line px-3 py-1 text-sm">
              {label(code)}
              <button
                type="button"
                onClick={() => setDraft((current) => withoutCurrency(current, code))}
                aria-label={`Remove ${code.toUpperCase()}`}
                className="px-1 text-muted hover:text-ink"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {errors.currencies ? <p className="text-sm text-danger">{errors.currencies}</p> : null}
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Add a currency"
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            className="w-72"
          >
            <option value="">Choose one</option>
            {addable.map((currency) => (
              <option key={currency.code} value={currency.code}>
                {label(currency.code)}
              </option>
            ))}
          </SelectField>
          <Button
            variant="secondary"
            disabled={adding === ""}
            onClick={() => {
              setDraft((current) => withCurrency(current, adding));
              setAdding("");
            }}
          >
            Add currency
          </Button>
        </div>
        <FormAlert>{currencies.isError ? errorMessage(currencies.error) : null}</FormAlert>
      </fieldset>
      <SelectField
        label="Default currency"
        value={draft.default_currency_code}
        onChange={(event) =>
          setDraft((current) => ({ ...current, default_currency_code: event.target.value }))
        }
        error={errors.default_currency_code}
        className="w-72"
      >
        <option value="">Choose one</option>
        {draft.currencies.map((code) => (
          <option key={code} value={code}>
            {label(code)}
          </option>
        ))}
      </SelectField>
      <Button
        type="submit"
        disabled={save.isPending}
        aria-busy={save.isPending}
        className="self-start"
      >
        {save.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Save settings"}
      </Button>
    </form>
  );
}

export function SettingsTemplate() {
  const store = useStoreSettings();
  return (
    <>
      <AdminPageHeader
        title="Settings"
        description="The store's name, the currencies it sells in, and the reasons shoppers give for returns."
      />
      <FormAlert>{store.isError ? errorMessage(store.error) : null}</FormAlert>
      {store.data ? <StoreForm key={store.data.updated_at} store={store.data} /> : null}
      <ReturnReasons />
    </>
  );
}
