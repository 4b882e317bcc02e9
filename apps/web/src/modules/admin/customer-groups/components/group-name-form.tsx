"use client";

// The one field of a customer group: its name, to create a group or to rename one.
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { DraftFormActions, useDraftForm } from "../../components/draft-form";
import { checkGroupName, type GroupNameDraft } from "../group-name";

export function GroupNameForm({
  label,
  initialName,
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  initialName: string;
  submitLabel: string;
  onSave: (fields: { name: string }) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { draft, errors, save, set, submit } = useDraftForm<
    GroupNameDraft,
    "name",
    { name: string }
  >({ name: initialName }, checkGroupName, onSave);
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-4">
      <FormAlert>{save.isError ? errorMessage(save.error) : null}</FormAlert>
      <TextField
        label="Group name"
        value={draft.name}
        onChange={set("name")}
        error={errors.name}
        className="max-w-md"
      />
      <DraftFormActions submitLabel={submitLabel} pending={save.isPending} onCancel={onCancel} />
    </form>
  );
}
