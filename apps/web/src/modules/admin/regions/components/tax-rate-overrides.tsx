"use client";

// What one tax rate applies to instead of its region's rate (Medusa v1's product, product-type
// and shipping-option batches): each kind listed with a remove button, and a choice to add one.
import type { AdminRegion, TaxRateAnswer } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { useSingleFlight } from "../../orders/use-single-flight";
import { regionKeys } from "../region-keys";

/** How many products the product choice offers: a catalogue the size of a boutique's. */
const PRODUCT_CHOICES = 200;

type Kind = "products" | "product_types" | "shipping_options";

interface Choice {
  id: string;
  label: string;
}

const KIND_NAMES: Record<Kind, { plural: string; singular: string }> = {
  products: { plural: "Products", singular: "product" },
  product_types: { plural: "Product types", singular: "product type" },
  shipping_options: { plural: "Shipping options", singular: "shipping option" },
};

function OverrideGroup({
  kind,
  rateName,
  applied,
  choices,
  busy,
  onAdd,
  onRemove,
}: {
  kind: Kind;
  rateName: string;
  applied: Choice[];
  choices: Choice[];
  busy: boolean;
  onAdd: (id: string) => void;
  onRemove: (choice: Choice) => void;
}) {
  const [chosen, setChosen] = useState("");
  const names = KIND_NAMES[kind];
  const appliedIds = new Set(applied.map((each) => each.id));
  const open = choices.filter((choice) => !appliedIds.has(choice.id));
  return (
    <div className="flex flex-col gap-2">
      <h4 className="font-sans text-sm font-medium">{names.plural}</h4>
      {applied.length === 0 ? (
        <p className="text-sm text-muted">No {names.singular} is taxed at this rate.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" aria-label={`${names.plural} at ${rateName}`}>
          {applied.map((each) => (
            <li key={each.id} className="flex items-center justify-between gap-2">
              <span>{each.label}</span>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => onRemove(each)}
                aria-label={`Stop taxing ${each.label} at ${rateName}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        aria-label={`Add a ${names.singular} to ${rateName}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onAdd(chosen);
          setChosen("");
        }}
      >
        <SelectField
          label={`Add a ${names.singular}`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">Choose…</option>
          {open.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={busy || chosen === ""}>
          Add
        </Button>
      </form>
    </div>
  );
}

export function TaxRateOverrides({
  rate,
  region,
  onChanged,
}: {
  rate: TaxRateAnswer;
  region: AdminRegion;
  onChanged: () => Promise<unknown>;
}) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const name = rate.name ?? rate.id;
  const detailKey = regionKeys.taxRate(rate.id);
  const detail = useQuery({
    queryKey: detailKey,
    queryFn: async () =>
      (
        await client.admin.taxRates.retrieve(rate.id, {
          expand: ["products", "product_types", "shipping_options"],
        })
      ).tax_rate,
  });
  const products = useQuery({
    queryKey: regionKeys.productChoices(),
    queryFn: async () =>
      (await client.admin.products.list({ limit: PRODUCT_CHOICES })).products.map((product) => ({
        id: product.id,
        label: product.title,
      })),
  });
  const types = useQuery({
    queryKey: regionKeys.productTypes(),
    queryFn: async () =>
      (await client.admin.productTypes.list({ limit: 200 })).product_types.map((type) => ({
        id: type.id,
        label: type.value,
      })),
  });
  const options = useQuery({
    queryKey: regionKeys.shippingOptions(region.id),
    queryFn: async () =>
      (await client.admin.shippingOptions.list({ region_id: region.id, limit: 200 }))
        .shipping_options,
  });
  const change = useMutation({
    mutationFn: async ({ kind, id, add }: { kind: Kind; id: string; add: boolean }) => {
      const taxRates = client.admin.taxRates;
      if (kind === "products") {
        return add
          ? taxRates.addProducts(rate.id, { products: [id] })
          : taxRates.removeProducts(rate.id, { products: [id] });
      }
      if (kind === "product_types") {
        return add
          ? taxRates.addProductTypes(rate.id, { product_types: [id] })
          : taxRates.removeProductTypes(rate.id, { product_types: [id] });
      }
      return add
        ? taxRates.addShippingOptions(rate.id, { shipping_options: [id] })
        : taxRates.removeShippingOptions(rate.id, { shipping_options: [id] });
    },
    onSuccess: async (_answer, { add }) => {
      toast.success(add ? `${name} now applies there.` : `${name} no longer applies there.`);
      await queryClient.invalidateQueries({ queryKey: detailKey });
      await onChanged();
    },
  });
  const changeOnce = useSingleFlight(change);
  const data = detail.data;
  const groups: { kind: Kind; applied: Choice[]; choices: Choice[] }[] = data
    ? [
        {
          kind: "products",
          applied: (data.products ?? []).map((p) => ({ id: p.id, label: p.title })),
          choices: products.data ?? [],
        },
        {
          kind: "product_types",
          applied: (data.product_types ?? []).map((t) => ({ id: t.id, label: t.value })),
          choices: types.data ?? [],
        },
        {
          kind: "shipping_options",
          applied: (data.shipping_options ?? []).map((o) => ({ id: o.id, label: o.name })),
          choices: (options.data ?? []).map((o) => ({ id: o.id, label: o.name })),
        },
      ]
    : [];

  return (
    <div className="flex flex-col gap-4 border border-line bg-surface p-4">
      <FormAlert>
        {detail.isError
          ? errorMessage(detail.error)
          : change.isError
            ? errorMessage(change.error)
            : null}
      </FormAlert>
      {groups.map((group) => (
        <OverrideGroup
          key={group.kind}
          kind={group.kind}
          rateName={name}
          applied={group.applied}
          choices={group.choices}
          busy={change.isPending}
          onAdd={(id) => changeOnce({ kind: group.kind, id, add: true })}
          onRemove={(choice) => changeOnce({ kind: group.kind, id: choice.id, add: false })}
        />
      ))}
    </div>
  );
}
