"use client";

// The text of a sales channel: its name and description, to create a channel or to edit one.
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextAreaField, TextField } from "@/modules/account/components/form-field";
import { DraftFormActions, useDraftForm } from "../../components/draft-form";
import { checkChannelDraft, type ChannelDraft, type ChannelFields } from "../sales-channel-input";

export function ChannelForm({
  label,
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  initial: ChannelDraft;
  submitLabel: string;
  onSave: (fields: ChannelFields) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { draft, errors, save, set, submit } = useDraftForm<
    ChannelDraft,
    keyof ChannelDraft,
    ChannelFields
  >(initial, checkChannelDraft, onSave);
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-4">
      <FormAlert>{save.isError ? errorMessage(save.error) : null}</FormAlert>
      <TextField
        label="Channel name"
        value={draft.name}
        onChange={set("name")}
        error={errors.name}
        className="max-w-md"
      />
      <TextAreaField
        label="Description (optional)"
        hint="What the channel is for, such as the storefront or market it serves."
        rows={3}
        value={draft.description}
        onChange={set("description")}
        error={errors.description}
        className="max-w-xl"
      />
      <DraftFormActions submitLabel={submitLabel} pending={save.isPending} onCancel={onCancel} />
    </form>
  );
}
