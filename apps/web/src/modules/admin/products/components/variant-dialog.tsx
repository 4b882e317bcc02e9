"use client";

// Adding or changing one variant of a saved product, in a modal dialog: focus stays inside and
// Escape closes it (a native <dialog>, as the confirmation dialog). On a refused save the
// dialog stays open with everything typed, and shows the API's message.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/modules/account/components/form-field";
import {
  validateVariant,
  type FormErrors,
  type OptionDraft,
  type VariantDraft,
} from "../product-form";
import { VariantFields } from "./variant-fields";

export function VariantDialog({
  variant,
  options,
  currencies,
  busy,
  error,
  onSave,
  onClose,
}: {
  /** The variant being edited (a fresh draft to add one); null when closed. */
  variant: VariantDraft | null;
  options: OptionDraft[];
  currencies: string[];
  busy: boolean;
  error: string | null;
  onSave: (variant: VariantDraft) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [draft, setDraft] = useState<VariantDraft | null>(variant);
  const [attempted, setAttempted] = useState(false);
  const [openedFor, setOpenedFor] = useState<VariantDraft | null>(variant);
  // A new variant to edit starts a new draft (state adjusted while rendering, as React advises).
  if (openedFor !== variant) {
    setOpenedFor(variant);
    setDraft(variant);
    setAttempted(false);
  }
  const errors: FormErrors = attempted && draft ? validateVariant(draft, options, currencies) : {};

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (variant && !element.open) element.showModal();
    if (!variant && element.open) element.close();
  }, [variant]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft) return;
    setAttempted(true);
    if (Object.keys(validateVariant(draft, options, currencies)).length === 0) onSave(draft);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto w-[min(48rem,calc(100%-2rem))] border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-ink/40"
    >
      {draft ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-5 p-6">
          <h2 id={titleId} className="text-2xl">
            {draft.id ? `Edit variant ${draft.title}` : "Add a variant"}
          </h2>
          <FormAlert>{error}</FormAlert>
          <VariantFields
            variant={draft}
            options={options}
            currencies={currencies}
            errors={errors}
            onChange={(change) => setDraft({ ...draft, ...change })}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? "Saving…" : "Save variant"}
            </Button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
