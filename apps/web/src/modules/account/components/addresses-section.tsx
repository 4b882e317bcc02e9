"use client";

// The customer's address book: list, add, edit, delete (with a confirmation).
import type { Address, Customer } from "@atelier/commerce-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useCommerce } from "@/modules/commerce";
import {
  addressErrors,
  addressLines,
  addressPayload,
  draftFromAddress,
  emptyAddressDraft,
  type AddressDraft,
  type AddressField,
} from "../address-draft";
import { errorMessage } from "../error-message";
import { accountKeys } from "../query-keys";
import { useShopCountries } from "../shop-countries";
import { hasErrors, type FieldErrors } from "../validation";
import { AccountSection } from "./account-section";
import { AddressFields } from "./address-fields";
import { FormAlert } from "./form-field";

type Editing = { mode: "add" } | { mode: "edit"; address: Address } | null;

function AddressForm({ editing, onDone }: { editing: Exclude<Editing, null>; onDone: () => void }) {
  const client = useCommerce();
  const queryClient = useQueryClient();
  const countries = useShopCountries();
  const [draft, setDraft] = useState<AddressDraft>(
    editing.mode === "edit" ? draftFromAddress(editing.address) : emptyAddressDraft(),
  );
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const save = useMutation({
    mutationFn: async (next: AddressDraft) => {
      const payload = addressPayload(next);
      const { customer } =
        editing.mode === "edit"
          ? await client.store.customers.addresses.updateAddress(editing.address.id, payload)
          : await client.store.customers.addresses.addAddress({ address: payload });
      return customer;
    },
    onSuccess: (customer) => {
      queryClient.setQueryData(accountKeys.customer(), customer);
      toast.success(editing.mode === "edit" ? "Address updated." : "Address added.");
      onDone();
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = addressErrors(draft);
    setErrors(found);
    if (!hasErrors(found)) save.mutate(draft);
  }

  const title = editing.mode === "edit" ? "Edit address" : "New address";
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={title}
      className="flex flex-col gap-5 border border-line p-5"
    >
      <h3 className="font-sans text-base font-medium">{title}</h3>
      <FormAlert>{save.isError ? errorMessage(save.error) : null}</FormAlert>
      <AddressFields value={draft} errors={errors} countries={countries} onChange={setDraft} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save address"}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function AddressesSection({ customer }: { customer: Customer }) {
  const client = useCommerce();
  const queryClient = useQueryClient();
  const countries = useShopCountries();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const remove = useMutation({
    mutationFn: async (address: Address) =>
      (await client.store.customers.addresses.deleteAddress(address.id)).customer,
    onSuccess: (updated) => {
      queryClient.setQueryData(accountKeys.customer(), updated);
      toast.success("Address deleted.");
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => setDeleting(null),
  });
  const addresses = customer.shipping_addresses;

  return (
    <AccountSection
      title="Addresses"
      action={
        editing ? null : (
          <Button variant="secondary" onClick={() => setEditing({ mode: "add" })}>
            Add address
          </Button>
        )
      }
    >
      {editing ? (
        <div className="mb-6">
          <AddressForm
            key={editing.mode === "edit" ? editing.address.id : "new"}
            editing={editing}
            onDone={() => setEditing(null)}
          />
        </div>
      ) : null}
      {addresses.length === 0 ? (
        <p className="text-sm text-muted">You have no saved addresses yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => {
            const lines = addressLines(address, countries);
            const label = lines.slice(0, 3).join(", ");
            return (
              <li key={address.id} className="flex flex-col gap-4 border border-line p-5">
                <address className="text-sm leading-relaxed not-italic">
                  {lines.map((line, index) => (
                    <span
                      key={index}
                      className={`block ${index === 0 ? "font-medium" : "text-muted"}`}
                    >
                      {line}
                    </span>
                  ))}
                </address>
                <div className="mt-auto flex gap-4 text-sm">
                  <button
                    type="button"
                    aria-label={`Edit address ${label}`}
                    onClick={() => setEditing({ mode: "edit", address })}
                    className="underline underline-offset-4 hover:text-accent"
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete address ${label}`}
                    onClick={() => setDeleting(address)}
                    className="text-danger underline underline-offset-4"
                  >
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this address?"
        message={
          deleting
            ? `${addressLines(deleting, countries).slice(0, 3).join(", ")} will be removed from your address book.`
            : ""
        }
        confirmLabel="Delete address"
        variant="danger"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </AccountSection>
  );
}
