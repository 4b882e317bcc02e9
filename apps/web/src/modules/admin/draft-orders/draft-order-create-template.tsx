"use client";

// Create a draft order (issue 13, Medusa v1 `POST /admin/draft-orders`): for a customer found by
// name or email (their saved addresses offered) or a typed email, in a region, with catalogue
// items and custom items, quantities, a shipping option, an optional discount code and the
// addresses. The draft opens on its own page, with its totals and payment link.
import type { AdminCustomer } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { emptyAddressDraft } from "@/modules/account/address-draft";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { ActionSection } from "../orders/components/action-section";
import { formatOrderMoney } from "../orders/money-input";
import { useSingleFlight } from "../orders/use-single-flight";
import { AddressChoiceFields } from "./components/address-choice-fields";
import { CustomerPicker } from "./components/customer-picker";
import { CustomItemFields } from "./components/custom-item-fields";
import { VariantPicker } from "./components/variant-picker";
import { DRAFT_ORDER_PATHS } from "./constants";
import {
  checkDraftOrder,
  type AddressChoice,
  type DraftLineInput,
  type DraftOrderBody,
  type DraftOrderErrors,
} from "./draft-order-input";
import { draftOrderKeys } from "./draft-order-keys";

const NO_ERRORS: DraftOrderErrors = {
  fields: {},
  quantities: {},
  shippingAddress: {},
  billingAddress: {},
};

let lineCounter = 0;
const nextLineKey = () => `line-${(lineCounter += 1)}`;

export function DraftOrderCreateTemplate() {
  const client = useAdminCommerce();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [customer, setCustomer] = useState<AdminCustomer | undefined>();
  const [email, setEmail] = useState("");
  const [chosenRegionId, setRegionId] = useState("");
  const [lines, setLines] = useState<DraftLineInput[]>([]);
  const [shippingOptionId, setShippingOptionId] = useState("");
  const [discountCode, setDiscountCode] = useState("");
  const [shippingAddress, setShippingAddress] = useState<AddressChoice | undefined>();
  const [billToShipping, setBillToShipping] = useState(true);
  const [billingAddress, setBillingAddress] = useState<AddressChoice | undefined>();
  // Errors show from the first "Create" on, and follow each change after it.
  const [submitted, setSubmitted] = useState(false);

  const regions = useQuery({
    queryKey: draftOrderKeys.regions(),
    queryFn: async () => (await client.admin.regions.list()).regions,
  });
  const regionId = chosenRegionId || regions.data?.[0]?.id || "";
  const region = regions.data?.find((each) => each.id === regionId);
  const currencyCode = region?.currency_code ?? "";
  const countries = region?.countries ?? [];
  const options = useQuery({
    queryKey: draftOrderKeys.shippingOptions(regionId),
    queryFn: async () =>
      (await client.admin.shippingOptions.list({ region_id: regionId, is_return: false }))
        .shipping_options,
    enabled: regionId !== "",
  });
  const details = useQuery({
    queryKey: draftOrderKeys.customer(customer?.id ?? ""),
    queryFn: async () => (await client.admin.customers.retrieve(customer!.id)).customer,
    enabled: customer !== undefined,
  });
  const saved = customer ? (details.data?.shipping_addresses ?? []) : [];
  const defaultChoice = (): AddressChoice =>
    saved[0]
      ? { kind: "saved", id: saved[0].id }
      : { kind: "typed", draft: emptyAddressDraft(countries[0]?.iso_2.toLowerCase() ?? "") };
  const shipTo = shippingAddress ?? defaultChoice();
  const billTo = billingAddress ?? defaultChoice();

  const create = useMutation({
    mutationFn: (body: DraftOrderBody) => client.admin.draftOrders.create(body),
    onSuccess: ({ draft_order: draft }) => {
      queryClient.setQueryData(draftOrderKeys.detail(draft.id), draft);
      void queryClient.invalidateQueries({ queryKey: draftOrderKeys.lists() });
      router.push(DRAFT_ORDER_PATHS.detail(draft.id));
    },
  });
  const createOnce = useSingleFlight(create);

  function chooseCustomer(next: AdminCustomer | undefined) {
    setCustomer(next);
    setEmail(next?.email ?? "");
    setShippingAddress(undefined);
    setBillingAddress(undefined);
  }

  function chooseRegion(id: string) {
    setRegionId(id);
    setShippingOptionId("");
  }

  function setQuantity(key: string, quantity: string) {
    setLines((current) => current.map((line) => (line.key === key ? { ...line, quantity } : line)));
  }

  const checked = checkDraftOrder({
    email,
    customerId: customer?.id,
    regionId,
    lines,
    shippingOptionId,
    discountCode,
    shippingAddress: shipTo,
    billingAddress: billToShipping ? undefined : billTo,
  });
  const errors = submitted && !checked.ok ? checked.errors : NO_ERRORS;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (checked.ok) createOnce(checked.body);
  }

  return (
    <>
      <Link href={DRAFT_ORDER_PATHS.list} className="text-sm underline underline-offset-4">
        ← All draft orders
      </Link>
      <div className="mt-4">
        <AdminPageHeader
          title="Create draft order"
          description="An order taken for a customer. It is placed when they pay through its link or when you mark it paid."
        />
      </div>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Create draft order"
        className="flex flex-col gap-6"
      >
        <ActionSection id="draft-customer" title="Customer">
          <CustomerPicker chosen={customer} onChoose={chooseCustomer} />
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            value={email}
            readOnly={customer !== undefined}
            hint={customer ? "The chosen customer's email." : "For someone without an account."}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.fields.email}
            className="max-w-md"
          />
        </ActionSection>

        <ActionSection id="draft-items" title="Items">
          <SelectField
            label="Region"
            value={regionId}
            onChange={(event) => chooseRegion(event.target.value)}
            error={errors.fields.region}
            className="max-w-md"
          >
            {(regions.data ?? []).map((each) => (
              <option key={each.id} value={each.id}>
                {each.name} ({each.currency_code.toUpperCase()})
              </option>
            ))}
          </SelectField>
          <FormAlert>{regions.isError ? errorMessage(regions.error) : null}</FormAlert>
          {lines.length === 0 ? (
            <p className="text-sm text-muted">No items yet.</p>
          ) : (
            <ul
              aria-label="Items of the draft"
              className="divide-y divide-line border-y border-line"
            >
              {lines.map((line) => (
                <li
                  key={line.key}
                  className="grid items-center gap-3 py-3 text-sm sm:grid-cols-[1fr_6rem_auto]"
                >
                  <span>
                    {line.title}
                    {line.kind === "custom" ? (
                      <span className="text-muted">
                        {" "}
                        · custom · {formatOrderMoney(line.unitPrice, currencyCode)} each
                      </span>
                    ) : null}
                  </span>
                  <TextField
                    label={`Quantity of ${line.title}`}
                    inputMode="numeric"
                    value={line.quantity}
                    onChange={(event) => setQuantity(line.key, event.target.value)}
                    error={errors.quantities[line.key]}
                    className="[&_label]:sr-only"
                  />
                  <Button
                    variant="ghost"
                    aria-label={`Remove ${line.title}`}
                    onClick={() =>
                      setLines((current) => current.filter((each) => each.key !== line.key))
                    }
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {errors.fields.lines ? (
            <p className="text-sm text-danger" role="alert">
              {errors.fields.lines}
            </p>
          ) : null}
          <VariantPicker
            currencyCode={currencyCode}
            onAdd={(variant) =>
              setLines((current) => [
                ...current,
                {
                  key: nextLineKey(),
                  kind: "variant",
                  variantId: variant.id,
                  title: variant.title,
                  quantity: "1",
                },
              ])
            }
          />
          {currencyCode ? (
            <CustomItemFields
              currencyCode={currencyCode}
              onAdd={(item, added) => {
                setLines((current) => [
                  ...current,
                  {
                    key: nextLineKey(),
                    kind: "custom",
                    title: item.title,
                    unitPrice: item.unit_price,
                    quantity: String(item.quantity),
                  },
                ]);
                added();
              }}
            />
          ) : null}
        </ActionSection>

        <ActionSection id="draft-delivery" title="Delivery and discount">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Shipping option"
              value={shippingOptionId}
              onChange={(event) => setShippingOptionId(event.target.value)}
              error={errors.fields.shippingOption}
            >
              <option value="">Choose a shipping option</option>
              {(options.data ?? []).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                  {option.amount !== null
                    ? ` (${formatOrderMoney(option.amount, currencyCode)})`
                    : ""}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Discount code (optional)"
              autoComplete="off"
              value={discountCode}
              onChange={(event) => setDiscountCode(event.target.value)}
            />
          </div>
          <AddressChoiceFields
            legend="Shipping address"
            saved={saved}
            countries={countries}
            value={shipTo}
            errors={errors.shippingAddress}
            onChange={setShippingAddress}
            autoCompleteSection="shipping"
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={billToShipping}
              onChange={(event) => setBillToShipping(event.target.checked)}
              className="h-4 w-4"
            />
            Bill to the shipping address
          </label>
          {billToShipping ? null : (
            <AddressChoiceFields
              legend="Billing address"
              saved={saved}
              countries={countries}
              value={billTo}
              errors={errors.billingAddress}
              onChange={setBillingAddress}
              autoCompleteSection="billing"
            />
          )}
        </ActionSection>

        <FormAlert>{create.isError ? errorMessage(create.error) : null}</FormAlert>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Create draft order"}
          </Button>
          <Link
            href={DRAFT_ORDER_PATHS.list}
            className="inline-flex min-h-11 items-center px-2 text-sm underline underline-offset-4"
          >
            Cancel
          </Link>
        </div>
      </form>
    </>
  );
}
