"use client";

// Create a discount (issue 14, Medusa v1 `POST /admin/discounts`): its code, what it takes off
// (a percentage, a fixed amount per item or per order, or free shipping), its regions, dates,
// usage limit, and whether it is dynamic (codes made from it later, valid for some days). The
// discount opens on its own page, where its conditions and codes are edited.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { ActionSection } from "../orders/components/action-section";
import { useSingleFlight } from "../orders/use-single-flight";
import { DISCOUNT_PATHS } from "./constants";
import {
  checkDiscountForm,
  type DiscountBody,
  type DiscountForm,
  type DiscountType,
} from "./discount-input";
import { discountKeys } from "./discount-keys";

const EMPTY_FORM: DiscountForm = {
  code: "",
  type: "percentage",
  value: "",
  allocation: "total",
  regionIds: [],
  currencyCode: "",
  description: "",
  startsAt: "",
  endsAt: "",
  usageLimit: "",
  isDynamic: false,
  validDays: "",
};

const TYPE_LABELS: Record<DiscountType, string> = {
  percentage: "Percentage",
  fixed: "Fixed amount",
  free_shipping: "Free shipping",
};

export function DiscountCreateTemplate() {
  const client = useAdminCommerce();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<DiscountForm>(EMPTY_FORM);
  const [submitted, setSubmitted] = useState(false);
  const set = <K extends keyof DiscountForm>(key: K, value: DiscountForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const regions = useQuery({
    queryKey: discountKeys.regions(),
    queryFn: async () => (await client.admin.regions.list()).regions,
  });
  const firstRegion = regions.data?.find((region) => form.regionIds.includes(region.id));
  const checked = checkDiscountForm({ ...form, currencyCode: firstRegion?.currency_code ?? "" });
  const errors = submitted && !checked.ok ? checked.errors : {};

  const create = useMutation({
    mutationFn: (body: DiscountBody) => client.admin.discounts.create(body),
    onSuccess: ({ discount }) => {
      queryClient.setQueryData(discountKeys.detail(discount.id), { discount });
      void queryClient.invalidateQueries({ queryKey: discountKeys.lists() });
      router.push(DISCOUNT_PATHS.detail(discount.id));
    },
  });
  const createOnce = useSingleFlight(create);

  function toggleRegion(id: string, chosen: boolean) {
    set(
      "regionIds",
      chosen ? [...form.regionIds, id] : form.regionIds.filter((regionId) => regionId !== id),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (checked.ok) createOnce(checked.body);
  }

  return (
    <>
      <Link href={DISCOUNT_PATHS.list} className="text-sm underline underline-offset-4">
        ← All discounts
      </Link>
      <div className="mt-4">
        <AdminPageHeader
          title="Create discount"
          description="Conditions (products, collections, customer groups) are added on the discount's page."
        />
      </div>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Create discount"
        className="flex flex-col gap-6"
      >
        <ActionSection id="discount-code" title="Code">
          <TextField
            label="Code"
            autoComplete="off"
            value={form.code}
            hint="Shoppers type it at checkout; letters are matched without regard to case."
            onChange={(event) => set("code", event.target.value)}
            error={errors.code}
            className="max-w-md"
          />
          <TextField
            label="Description"
            autoComplete="off"
            value={form.description}
            onChange={(event) => set("description", event.target.value)}
            className="max-w-md"
          />
        </ActionSection>

        <ActionSection id="discount-rule" title="What it takes off">
          <SelectField
            label="Type"
            value={form.type}
            onChange={(event) => set("type", event.target.value as DiscountType)}
            className="max-w-md"
          >
            {(Object.keys(TYPE_LABELS) as DiscountType[]).map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          {form.type === "free_shipping" ? null : (
            <TextField
              label={
                form.type === "percentage"
                  ? "Percentage"
                  : `Amount${firstRegion ? ` (${firstRegion.currency_code.toUpperCase()})` : ""}`
              }
              inputMode="decimal"
              autoComplete="off"
              value={form.value}
              onChange={(event) => set("value", event.target.value)}
              error={errors.value}
              className="max-w-xs"
            />
          )}
          {form.type === "fixed" ? (
            <SelectField
              label="Applies to"
              value={form.allocation}
              onChange={(event) => set("allocation", event.target.value as "total" | "item")}
              className="max-w-md"
            >
              <option value="total">The order, shared over its items</option>
              <option value="item">Each item</option>
            </SelectField>
          ) : null}
        </ActionSection>

        <ActionSection id="discount-regions" title="Regions">
          <fieldset
            aria-describedby={errors.regions ? "discount-regions-error" : undefined}
            className="flex flex-col gap-2"
          >
            <legend className="sr-only">Regions the code is valid in</legend>
            {(regions.data ?? []).map((region) => (
              <label key={region.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={form.regionIds.includes(region.id)}
                  onChange={(event) => toggleRegion(region.id, event.target.checked)}
                />
                {region.name} ({region.currency_code.toUpperCase()})
              </label>
            ))}
          </fieldset>
          {errors.regions ? (
            <p id="discount-regions-error" className="text-sm text-danger">
              {errors.regions}
            </p>
          ) : null}
          <FormAlert>{regions.isError ? errorMessage(regions.error) : null}</FormAlert>
        </ActionSection>

        <ActionSection id="discount-limits" title="Dates and limits">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Starts on"
              type="date"
              value={form.startsAt}
              hint="Empty: from now."
              onChange={(event) => set("startsAt", event.target.value)}
            />
            <TextField
              label="Ends on"
              type="date"
              value={form.endsAt}
              hint="Empty: no end."
              onChange={(event) => set("endsAt", event.target.value)}
              error={errors.endsAt}
            />
          </div>
          <TextField
            label="Usage limit"
            inputMode="numeric"
            autoComplete="off"
            value={form.usageLimit}
            hint="How many orders may use the code; empty for no limit."
            onChange={(event) => set("usageLimit", event.target.value)}
            error={errors.usageLimit}
            className="max-w-xs"
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={form.isDynamic}
              onChange={(event) => set("isDynamic", event.target.checked)}
            />
            Dynamic: codes are made from it later, one per shopper
          </label>
          {form.isDynamic ? (
            <TextField
              label="Each code is valid for (days)"
              inputMode="numeric"
              autoComplete="off"
              value={form.validDays}
              hint="Empty: until the discount ends."
              onChange={(event) => set("validDays", event.target.value)}
              error={errors.validDays}
              className="max-w-xs"
            />
          ) : null}
        </ActionSection>

        <FormAlert>{create.isError ? errorMessage(create.error) : null}</FormAlert>
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Create discount"}
          </Button>
        </div>
      </form>
    </>
  );
}
