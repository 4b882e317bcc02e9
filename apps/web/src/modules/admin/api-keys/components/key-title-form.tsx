"use client";

// The one field of a publishable API key: its title, to create a key or to rename one.
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { DraftFormActions, useDraftForm } from "../../components/draft-form";
import { checkKeyTitle, type KeyTitleDraft } from "../api-key-input";

export function KeyTitleForm({
  label,
  initialTitle,
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  initialTitle: string;
  submitLabel: string;
  onSave: (fields: { title: string }) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { draft, errors, save, set, submit } = useDraftForm<
    KeyTitleDraft,
    "title",
    { title: string }
  >({ title: initialTitle }, checkKeyTitle, onSave);
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-4">
      <FormAlert>{save.isError ? errorMessage(save.error) : null}</FormAlert>
      <TextField
        label="Key title"
        hint="Staff see it; storefronts send the key itself."
        value={draft.title}
        onChange={set("title")}
        error={errors.title}
        className="max-w-md"
      />
      <DraftFormActions submitLabel={submitLabel} pending={save.isPending} onCancel={onCancel} />
    </form>
  );
}
