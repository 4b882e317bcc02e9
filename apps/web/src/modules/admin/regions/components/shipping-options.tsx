"use client";

// A region's shipping options: each with its price and subtotal bounds, edited in place or
// deleted after the danger dialog, and a form to add one (flat rate, the region's first
// fulfillment provider).
import type { AdminRegion, AdminShippingOption } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { formatOrderMoney } from "../../orders/money-input";
import { useSingleFlight } from "../../orders/use-single-flight";
import { DraftFormActions, useDraftForm } from "../../components/draft-form";
import { regionKeys } from "../region-keys";
import {
  emptyShippingOptionDraft,
  shippingOptionDraftOf,
  shippingOptionFields,
  type ShippingOptionDraft,
  type ShippingOptionField,
} from "../shipping-option-draft";

type SaveInput = Extract<ReturnType<typeof shippingOptionFields>, { ok: true }>;

function ShippingOptionForm({
  label,
  currencyCode,
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  currencyCode: string;
  initial: ShippingOptionDraft;
  submitLabel: string;
  onSave: (fields: SaveInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { draft, errors, save, set, submit } = useDraftForm<
    ShippingOptionDraft,
    ShippingOptionField,
    SaveInput
  >(
    initial,
    (current) => {
      const result = shippingOptionFields(current, currencyCode);
      return result.ok ? { ok: true, fields: result } : result;
    },
    onSave,
  );
  const unit = currencyCode.toUpperCase();

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-4">
      <FormAlert>{save.isError ? errorMessage(save.error) : null}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" value={draft.name} onChange={set("name")} error={errors.name} />
        <TextField
          label={`Price (${unit})`}
          inputMode="decimal"
          value={draft.price}
          onChange={set("price")}
          error={errors.price}
        />
        <TextField
          label={`Minimum subtotal (${unit}, optional)`}
          inputMode="decimal"
          value={draft.min_subtotal}
          onChange={set("min_subtotal")}
          error={errors.min_subtotal}
        />
        <TextField
          label={`Maximum subtotal (${unit}, optional)`}
          inputMode="decimal"
          value={draft.max_subtotal}
          onChange={set("max_subtotal")}
          error={errors.max_subtotal}
        />
      </div>
      <DraftFormActions submitLabel={submitLabel} pending={save.isPending} onCancel={onCancel} />
    </form>
  );
}

function requirementsText(option: AdminShippingOption, currencyCode: string): string {
  const parts = option.requirements.map(
    (each) =>
      `${each.type === "min_subtotal" ? "from" : "up to"} ${formatOrderMoney(each.amount, currencyCode)}`,
  );
  return parts.length > 0 ? `Subtotal ${parts.join(" ")}` : "Any subtotal";
}

export function ShippingOptions({ region }: { region: AdminRegion }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminShippingOption | null>(null);
  const currency = region.currency_code;
  const key = regionKeys.shippingOptions(region.id);
  const options = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await client.admin.shippingOptions.list({ region_id: region.id, limit: 200 }))
        .shipping_options,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const remove = useMutation({
    mutationFn: (id: string) => client.admin.shippingOptions.delete(id),
    onSuccess: () => {
      toast.success(`${deleting?.name ?? "The shipping option"} was deleted.`);
      setDeleting(null);
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const removeOnce = useSingleFlight(remove);
  const providerId = region.fulfillment_providers[0]?.id;

  async function create(fields: SaveInput) {
    await client.admin.shippingOptions.create({
      name: fields.name,
      region_id: region.id,
      provider_id: providerId ?? "manual",
      price_type: "flat_rate",
      amount: fields.amount,
      requirements: fields.requirements,
    });
    toast.success(`${fields.name} was added.`);
    await refresh();
  }

  async function update(option: AdminShippingOption, fields: SaveInput) {
    // Medusa keeps a requirement by its id; one of a type already there is updated in place.
    const requirements = fields.requirements.map((each) => {
      const existing = option.requirements.find((known) => known.type === each.type);
      return existing ? { ...each, id: existing.id } : each;
    });
    await client.admin.shippingOptions.update(option.id, {
      name: fields.name,
      amount: fields.amount,
      requirements,
    });
    toast.success(`${fields.name} was saved.`);
    setEditing(null);
    await refresh();
  }

  return (
    <section aria-labelledby="shipping-options" className="flex flex-col gap-4">
      <h2 id="shipping-options" className="text-xl">
        Shipping options
      </h2>
      <FormAlert>{options.isError ? errorMessage(options.error) : null}</FormAlert>
      {options.data?.length === 0 ? (
        <p className="text-sm text-muted">This region has no shipping options yet.</p>
      ) : null}
      <ul className="divide-y divide-line border-y border-line" aria-label="Shipping options">
        {options.data?.map((option) => (
          <li key={option.id} className="flex flex-col gap-3 py-4">
            {editing === option.id ? (
              <ShippingOptionForm
                label={`Edit ${option.name}`}
                currencyCode={currency}
                initial={shippingOptionDraftOf(option, currency)}
                submitLabel="Save"
                onSave={(fields) => update(option, fields)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="text-sm">
                  <p className="font-medium">{option.name}</p>
                  <p className="text-muted">
                    {formatOrderMoney(option.amount ?? 0, currency)} ·{" "}
                    {requirementsText(option, currency)}
                    {option.is_return ? " · returns" : ""}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => setEditing(option.id)}
                    aria-label={`Edit ${option.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setDeleting(option)}
                    aria-label={`Delete ${option.name}`}
                  >
                    Delete
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="border border-line bg-surface p-6">
        <h3 className="mb-4 font-sans text-base font-medium">Add a shipping option</h3>
        <ShippingOptionForm
          label="Add a shipping option"
          currencyCode={currency}
          initial={emptyShippingOptionDraft}
          submitLabel="Add shipping option"
          onSave={create}
        />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete shipping option"
        message={`Shoppers in ${region.name} will no longer be able to choose ${deleting?.name ?? ""}.`}
        confirmLabel="Delete"
        variant="danger"
        busy={remove.isPending}
        onConfirm={() => deleting && removeOnce(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
