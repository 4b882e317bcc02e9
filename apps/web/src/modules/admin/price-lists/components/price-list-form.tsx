"use client";

// Create or edit a price list: name, description, sale or override, draft or active, when it
// runs, and the customer groups it is for (none: every customer).
import type { PriceListCreateInput } from "@atelier/commerce-client";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { customerGroupKeys } from "../../customer-groups/customer-group-keys";
import { toggled } from "../../selection";
import {
  GROUP_CHOICES_LIMIT,
  PRICE_LIST_STATUS_LABELS,
  PRICE_LIST_TYPE_LABELS,
} from "../constants";
import {
  priceListPayload,
  type PriceListDraft,
  type PriceListDraftField,
} from "../price-list-draft";

function GroupChoices({
  chosen,
  onChange,
}: {
  chosen: string[];
  onChange: (chosen: string[]) => void;
}) {
  const client = useAdminCommerce();
  const groups = useQuery({
    queryKey: customerGroupKeys.choices(),
    queryFn: async () =>
      (await client.admin.customerGroups.list({ limit: GROUP_CHOICES_LIMIT })).customer_groups,
  });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">Customer groups</legend>
      <p className="text-xs text-muted">With none ticked, the list is for every customer.</p>
      <FormAlert>{groups.isError ? errorMessage(groups.error) : null}</FormAlert>
      {groups.data?.length === 0 ? (
        <p className="text-sm text-muted">There are no customer groups yet.</p>
      ) : null}
      {groups.data?.map((group) => (
        <label key={group.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={chosen.includes(group.id)}
            onChange={() => onChange(toggled(chosen, group.id))}
            className="h-4 w-4"
          />
          {group.name}
        </label>
      ))}
    </fieldset>
  );
}

export function PriceListForm({
  label,
  initial,
  submitLabel,
  busy,
  failure,
  onSubmit,
}: {
  label: string;
  initial: PriceListDraft;
  submitLabel: string;
  busy: boolean;
  /** The API's refusal, shown above the fields. */
  failure: string | null;
  onSubmit: (payload: PriceListCreateInput) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<PriceListDraftField, string>>>({});
  const set =
    (field: "name" | "description" | "type" | "status" | "starts_at" | "ends_at") =>
    (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = priceListPayload(draft);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) onSubmit(result.payload);
  }

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-5">
      <FormAlert>{failure}</FormAlert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" value={draft.name} onChange={set("name")} error={errors.name} />
        <TextField
          label="Description (optional)"
          value={draft.description}
          onChange={set("description")}
        />
        <SelectField label="Type" value={draft.type} onChange={set("type")}>
          {Object.entries(PRICE_LIST_TYPE_LABELS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" value={draft.status} onChange={set("status")}>
          {Object.entries(PRICE_LIST_STATUS_LABELS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Starts at (optional)"
          type="datetime-local"
          value={draft.starts_at}
          onChange={set("starts_at")}
          error={errors.starts_at}
        />
        <TextField
          label="Ends at (optional)"
          type="datetime-local"
          value={draft.ends_at}
          onChange={set("ends_at")}
          error={errors.ends_at}
        />
      </div>
      <p className="text-xs text-muted">
        A sale price applies where it is lower than the usual one; an override price applies even
        where it is higher. Only an active list applies, and only between its dates.
      </p>
      <GroupChoices
        chosen={draft.customer_groups}
        onChange={(chosen) => setDraft((current) => ({ ...current, customer_groups: chosen }))}
      />
      <Button type="submit" disabled={busy} aria-busy={busy} className="self-start">
        {busy ? CONFIRM_DIALOG_BUSY_LABEL : submitLabel}
      </Button>
    </form>
  );
}
