"use client";

// What the admin's add-and-edit forms share: a draft of text fields, checked on submit into the
// fields to save (or field errors a person can read), saved once at a time, the draft cleared
// after a save; and their submit and cancel buttons.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { useSingleFlight } from "../orders/use-single-flight";

export type DraftCheck<Field extends string, Fields> =
  { ok: true; fields: Fields } | { ok: false; errors: Partial<Record<Field, string>> };

export function useDraftForm<Draft extends Record<Field, string>, Field extends string, Fields>(
  initial: Draft,
  check: (draft: Draft) => DraftCheck<Field, Fields>,
  onSave: (fields: Fields) => Promise<unknown>,
) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useMutation({ mutationFn: onSave });
  const saveOnce = useSingleFlight(save);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = check(draft);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) saveOnce(result.fields, { onSuccess: () => setDraft(initial) });
  }

  return { draft, errors, save, set, submit };
}

export function DraftFormActions({
  submitLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel?: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? CONFIRM_DIALOG_BUSY_LABEL : submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}
