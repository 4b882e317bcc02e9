"use client";

// A region's tax rates (Medusa v1 `/admin/tax-rates`): each with its percentage and what it
// applies to instead of the region's own rate, edited in place, its overrides opened below it,
// deleted after the danger dialog; and a form to add one.
import type { AdminRegion, TaxRateAnswer } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { DraftFormActions, useDraftForm } from "../../components/draft-form";
import { useSingleFlight } from "../../orders/use-single-flight";
import { regionKeys } from "../region-keys";
import {
  emptyTaxRateDraft,
  overridesSummary,
  taxRateDraftOf,
  taxRateFields,
  type TaxRateDraft,
  type TaxRateField,
  type TaxRateFields,
} from "../tax-rate-draft";
import { TaxRateOverrides } from "./tax-rate-overrides";

/** The columns the list shows; the counts say what each rate applies to. */
const LIST_FIELDS = [
  "id",
  "name",
  "code",
  "rate",
  "product_count",
  "product_type_count",
  "shipping_option_count",
] as const;

function TaxRateForm({
  label,
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  initial: TaxRateDraft;
  submitLabel: string;
  onSave: (fields: TaxRateFields) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { draft, errors, save, set, submit } = useDraftForm<
    TaxRateDraft,
    TaxRateField,
    TaxRateFields
  >(initial, taxRateFields, onSave);
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-4">
      <FormAlert>{save.isError ? errorMessage(save.error) : null}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Name" value={draft.name} onChange={set("name")} error={errors.name} />
        <TextField label="Code" value={draft.code} onChange={set("code")} error={errors.code} />
        <TextField
          label="Rate (%)"
          inputMode="decimal"
          value={draft.rate}
          onChange={set("rate")}
          error={errors.rate}
        />
      </div>
      <DraftFormActions submitLabel={submitLabel} pending={save.isPending} onCancel={onCancel} />
    </form>
  );
}

export function TaxRates({ region }: { region: AdminRegion }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TaxRateAnswer | null>(null);
  const key = regionKeys.taxRates(region.id);
  const rates = useQuery({
    queryKey: key,
    queryFn: async () =>
      (
        await client.admin.taxRates.list({
          region_id: [region.id],
          limit: 200,
          fields: [...LIST_FIELDS],
        })
      ).tax_rates,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const remove = useMutation({
    mutationFn: (id: string) => client.admin.taxRates.delete(id),
    onSuccess: () => {
      toast.success(`${deleting?.name ?? "The tax rate"} was deleted.`);
      setDeleting(null);
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const removeOnce = useSingleFlight(remove);

  async function create(fields: TaxRateFields) {
    await client.admin.taxRates.create({ ...fields, region_id: region.id });
    toast.success(`${fields.name} was added.`);
    await refresh();
  }

  async function update(rate: TaxRateAnswer, fields: TaxRateFields) {
    await client.admin.taxRates.update(rate.id, fields);
    toast.success(`${fields.name} was saved.`);
    setEditing(null);
    await refresh();
  }

  return (
    <section aria-labelledby="tax-rates" className="flex flex-col gap-4">
      <h2 id="tax-rates" className="text-xl">
        Tax rates
      </h2>
      <p className="text-sm text-muted">
        Products, product types and shipping options a rate names are taxed at it instead of the
        region&apos;s {region.tax_rate} %.
      </p>
      <FormAlert>{rates.isError ? errorMessage(rates.error) : null}</FormAlert>
      {rates.data?.length === 0 ? (
        <p className="text-sm text-muted">This region has no tax rates of its own yet.</p>
      ) : null}
      <ul className="divide-y divide-line border-y border-line" aria-label="Tax rates">
        {rates.data?.map((rate) => (
          <li key={rate.id} className="flex flex-col gap-3 py-4">
            {editing === rate.id ? (
              <TaxRateForm
                label={`Edit ${rate.name}`}
                initial={taxRateDraftOf(rate)}
                submitLabel="Save"
                onSave={(fields) => update(rate, fields)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="text-sm">
                  <p className="font-medium">
                    {rate.name} · {rate.rate ?? "–"} %
                  </p>
                  <p className="text-muted">
                    {rate.code} · {overridesSummary(rate)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    aria-expanded={opened === rate.id}
                    aria-controls={`tax-rate-overrides-${rate.id}`}
                    onClick={() => setOpened(opened === rate.id ? null : rate.id)}
                    aria-label={`What ${rate.name} applies to`}
                  >
                    Applies to
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setEditing(rate.id)}
                    aria-label={`Edit ${rate.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setDeleting(rate)}
                    aria-label={`Delete ${rate.name}`}
                  >
                    Delete
                  </Button>
                </div>
              </div>
            )}
            {opened === rate.id ? (
              <div id={`tax-rate-overrides-${rate.id}`}>
                <TaxRateOverrides rate={rate} region={region} onChanged={refresh} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="border border-line bg-surface p-6">
        <h3 className="mb-4 font-sans text-base font-medium">Add a tax rate</h3>
        <TaxRateForm
          label="Add a tax rate"
          initial={emptyTaxRateDraft}
          submitLabel="Add tax rate"
          onSave={create}
        />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete tax rate"
        message={`What ${deleting?.name ?? "the rate"} applies to will be taxed at ${region.name}'s ${region.tax_rate} % again.`}
        confirmLabel="Delete"
        variant="danger"
        busy={remove.isPending}
        onConfirm={() => deleting && removeOnce(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
