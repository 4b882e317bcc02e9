"use client";

// A stock location's name and address (issue 15), for a new location or to edit one. The address
// is optional (a warehouse may have none shown); once started it needs a first line and country.
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import {
  locationPayload,
  type DraftErrors,
  type LocationDraft,
  type LocationPayload,
} from "../location-input";

const ADDRESS_FIELDS: { key: Exclude<keyof LocationDraft, "name">; label: string }[] = [
  { key: "address_1", label: "Address" },
  { key: "address_2", label: "Address line 2 (optional)" },
  { key: "city", label: "City" },
  { key: "postal_code", label: "Postcode" },
  { key: "country_code", label: "Country code" },
  { key: "phone", label: "Phone (optional)" },
];

export function LocationForm({
  initial,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
}: {
  initial: LocationDraft;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The refused request's message, if any. */
  error: string | null;
  onSubmit: (payload: LocationPayload) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = locationPayload(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.payload);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Name"
        className="sm:col-span-2"
        value={draft.name}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        error={errors.name}
      />
      {ADDRESS_FIELDS.map(({ key, label }) => (
        <TextField
          key={key}
          label={label}
          value={draft[key]}
          autoComplete="off"
          onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
          error={errors[key]}
        />
      ))}
      <div className="sm:col-span-2">
        <FormAlert>{error}</FormAlert>
        <Button type="submit" disabled={pending} className="mt-2">
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
