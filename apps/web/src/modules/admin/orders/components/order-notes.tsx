"use client";

// Staff notes on the order (contract medusa-v1 §12.1 `/admin/notes`): newest first, and a form to
// add one.
import type { AdminNote } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextAreaField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { shortDate } from "../../format";
import { orderKeys } from "../order-keys";
import { useSingleFlight } from "../use-single-flight";
import { ActionSection } from "./action-section";

const NOTES_LIMIT = 50;

function author(note: AdminNote): string {
  const person = note.author;
  if (!person) return "Staff";
  return [person.first_name, person.last_name].filter(Boolean).join(" ") || person.email;
}

export function OrderNotes({ orderId }: { orderId: string }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const notes = useQuery({
    queryKey: orderKeys.notes(orderId),
    queryFn: async () =>
      (await client.admin.notes.list({ resource_id: orderId, limit: NOTES_LIMIT })).notes,
  });
  const add = useMutation({
    mutationFn: (text: string) =>
      client.admin.notes.create({ resource_id: orderId, resource_type: "order", value: text }),
    onSuccess: () => {
      setValue("");
      toast.success("Note added.");
      void queryClient.invalidateQueries({ queryKey: orderKeys.notes(orderId) });
    },
  });

  const addOnce = useSingleFlight(add);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = value.trim();
    setError(text === "" ? "Write the note first." : undefined);
    if (text !== "") addOnce(text);
  }

  return (
    <ActionSection id="order-notes" title="Notes">
      <FormAlert>{notes.isError ? errorMessage(notes.error) : null}</FormAlert>
      {notes.data && notes.data.length > 0 ? (
        <ul className="flex flex-col gap-3 text-sm" aria-label="Notes">
          {notes.data.map((note) => (
            <li key={note.id} className="border-l-2 border-line pl-3">
              <p className="whitespace-pre-wrap">{note.value}</p>
              <p className="text-xs text-muted">
                {author(note)} · {shortDate(note.created_at)}
              </p>
            </li>
          ))}
        </ul>
      ) : notes.data ? (
        <p className="text-sm text-muted">No notes yet.</p>
      ) : null}
      <form noValidate onSubmit={submit} aria-label="Add a note" className="flex flex-col gap-3">
        <FormAlert>{error ?? (add.isError ? errorMessage(add.error) : null)}</FormAlert>
        <TextAreaField
          label="New note"
          value={value}
          maxLength={5000}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={add.isPending}
          aria-busy={add.isPending}
          className="self-start"
        >
          {add.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Add note"}
        </Button>
      </form>
    </ActionSection>
  );
}
