"use client";

// Return reasons (issue 13; contract medusa-v1 §12.1): the reasons shoppers pick from when they
// send items back, one level of sub-reasons under a top-level one. Each is edited in place or
// deleted (with its sub-reasons) after the danger dialog; a form adds one.
import type { ReturnReason, ReturnReasonSummary } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { DraftFormActions, useDraftForm } from "../components/draft-form";
import { useSingleFlight } from "../orders/use-single-flight";
import { adminKeys } from "../query-keys";
import {
  emptyReturnReasonDraft,
  returnReasonDraftOf,
  returnReasonFields,
  type ReturnReasonDraft,
  type ReturnReasonFields,
} from "./return-reason-draft";

const returnReasonKey = adminKeys.returnReasons();

function ReturnReasonForm({
  label,
  initial,
  parents,
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  initial: ReturnReasonDraft;
  /** Top-level reasons the new one may sit under; none when editing (a reason keeps its place). */
  parents?: ReturnReason[];
  submitLabel: string;
  onSave: (fields: ReturnReasonFields) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { draft, errors, save, set, submit } = useDraftForm(initial, returnReasonFields, onSave);

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-4">
      <FormAlert>{save.isError ? errorMessage(save.error) : null}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Label" value={draft.label} onChange={set("label")} error={errors.label} />
        <TextField
          label="Code (optional)"
          hint="What returns record; made from the label when empty."
          value={draft.value}
          onChange={set("value")}
          error={errors.value}
        />
        <TextField
          label="Description (optional)"
          value={draft.description}
          onChange={set("description")}
          error={errors.description}
        />
        {parents ? (
          <SelectField
            label="Under"
            value={draft.parent_return_reason_id}
            onChange={set("parent_return_reason_id")}
          >
            <option value="">Nothing (a top-level reason)</option>
            {parents.map((parent) => (
              <option key={parent.id} value={parent.id}>
                {parent.label}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <DraftFormActions submitLabel={submitLabel} pending={save.isPending} onCancel={onCancel} />
    </form>
  );
}

function ReasonRow({
  reason,
  editing,
  onEdit,
  onDelete,
  onSave,
  onCancel,
}: {
  reason: ReturnReasonSummary;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSave: (fields: ReturnReasonFields) => Promise<unknown>;
  onCancel: () => void;
}) {
  if (editing) {
    return (
      <ReturnReasonForm
        label={`Edit ${reason.label}`}
        initial={returnReasonDraftOf(reason)}
        submitLabel="Save"
        onSave={onSave}
        onCancel={onCancel}
      />
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="text-sm">
        <p className="font-medium">{reason.label}</p>
        <p className="text-muted">
          <code>{reason.value}</code>
          {reason.description ? ` · ${reason.description}` : ""}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${reason.label}`}>
          Edit
        </Button>
        <Button variant="secondary" onClick={onDelete} aria-label={`Delete ${reason.label}`}>
          Delete
        </Button>
      </div>
    </div>
  );
}

export function ReturnReasons() {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ReturnReasonSummary | null>(null);
  const reasons = useQuery({
    queryKey: returnReasonKey,
    queryFn: async () => (await client.admin.returnReasons.list()).return_reasons,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: returnReasonKey });
  const remove = useMutation({
    mutationFn: (id: string) => client.admin.returnReasons.delete(id),
    onSuccess: () => {
      toast.success(`${deleting?.label ?? "The reason"} was deleted.`);
      setDeleting(null);
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const removeOnce = useSingleFlight(remove);

  async function create(fields: ReturnReasonFields) {
    await client.admin.returnReasons.create(fields);
    toast.success(`${fields.label} was added.`);
    await refresh();
  }

  async function update(reason: ReturnReasonSummary, fields: ReturnReasonFields) {
    const { parent_return_reason_id: _parent, ...changes } = fields;
    await client.admin.returnReasons.update(reason.id, changes);
    toast.success(`${fields.label} was saved.`);
    setEditing(null);
    await refresh();
  }

  const row = (reason: ReturnReasonSummary) => (
    <ReasonRow
      reason={reason}
      editing={editing === reason.id}
      onEdit={() => setEditing(reason.id)}
      onDelete={() => setDeleting(reason)}
      onSave={(fields) => update(reason, fields)}
      onCancel={() => setEditing(null)}
    />
  );

  return (
    <section aria-labelledby="return-reasons" className="mt-12 flex max-w-3xl flex-col gap-4">
      <h2 id="return-reasons" className="text-xl">
        Return reasons
      </h2>
      <p className="text-sm text-muted">
        What shoppers choose from when they send items back. A reason may have sub-reasons one level
        deep.
      </p>
      <FormAlert>{reasons.isError ? errorMessage(reasons.error) : null}</FormAlert>
      {reasons.data?.length === 0 ? (
        <p className="text-sm text-muted">There are no return reasons yet.</p>
      ) : null}
      <ul className="divide-y divide-line border-y border-line" aria-label="Return reasons">
        {reasons.data?.map((reason) => (
          <li key={reason.id} className="flex flex-col gap-3 py-4">
            {row(reason)}
            {reason.return_reason_children.length > 0 ? (
              <ul
                className="ml-6 flex flex-col gap-3 border-l border-line pl-4"
                aria-label={`Under ${reason.label}`}
              >
                {reason.return_reason_children.map((child) => (
                  <li key={child.id}>{row(child)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="border border-line bg-surface p-6">
        <h3 className="mb-4 font-sans text-base font-medium">Add a return reason</h3>
        <ReturnReasonForm
          label="Add a return reason"
          initial={emptyReturnReasonDraft}
          parents={reasons.data ?? []}
          submitLabel="Add return reason"
          onSave={create}
        />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete return reason"
        message={`Shoppers will no longer be able to choose ${deleting?.label ?? ""}${
          reasons.data?.find((reason) => reason.id === deleting?.id)?.return_reason_children.length
            ? " or the reasons under it"
            : ""
        }. Returns that already name it keep it.`}
        confirmLabel="Delete"
        variant="danger"
        busy={remove.isPending}
        onConfirm={() => deleting && removeOnce(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
