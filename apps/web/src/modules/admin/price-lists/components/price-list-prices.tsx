"use client";

// A price list's prices, a page of products at a time: each price of their variants, ticked and
// removed together, or all of a product's at once; and variants found in the catalogue, priced
// in one currency and added together (Medusa's prices batch routes).
import type { PriceList, PriceListPriceInput, PriceListProduct } from "@atelier/commerce-client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL, ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPagedList } from "../../components/admin-paged-list";
import { VariantPicker, type PickedVariant } from "../../draft-orders/components/variant-picker";
import { formatOrderMoney } from "../../orders/money-input";
import { useSingleFlight } from "../../orders/use-single-flight";
import { useStoreSettings } from "../../regions/use-store-settings";
import { toggled } from "../../selection";
import { PRICE_LIST_PRODUCTS_PAGE_SIZE } from "../constants";
import { newPrices, type NewPriceRow } from "../price-list-draft";
import { priceListKeys } from "../price-list-keys";

/** "From 10", "Up to 5", "2–5", or "Any" units. */
function quantityText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${min}–${max}`;
  if (min !== null) return `From ${min}`;
  if (max !== null) return `Up to ${max}`;
  return "Any";
}

function variantTitle(product: PriceListProduct, variant: PriceListProduct["variants"][number]) {
  return product.variants.length > 1 ? `${product.title} · ${variant.title}` : product.title;
}

function AddPrices({ list, onAdded }: { list: PriceList; onAdded: () => void }) {
  const client = useAdminCommerce();
  const store = useStoreSettings();
  const [currency, setCurrency] = useState("");
  const [rows, setRows] = useState<NewPriceRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const currencyCode = currency || store.data?.default_currency_code || "";
  const add = useMutation({
    mutationFn: (prices: PriceListPriceInput[]) =>
      client.admin.priceLists.addPrices(list.id, { prices }),
    onSuccess: (_, prices) => {
      toast.success(
        `${prices.length === 1 ? "1 price was" : `${prices.length} prices were`} saved.`,
      );
      setRows([]);
      onAdded();
    },
  });
  const addOnce = useSingleFlight(add);

  function pick(variant: PickedVariant) {
    setRows((current) =>
      current.some((row) => row.variant_id === variant.id)
        ? current
        : [...current, { variant_id: variant.id, title: variant.title, amount: "" }],
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = newPrices(rows, currencyCode, list.prices);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok && result.prices.length > 0) addOnce(result.prices);
  }

  const unit = currencyCode.toUpperCase();
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Add prices"
      className="flex flex-col gap-4 border border-line bg-surface p-6"
    >
      <h3 className="font-sans text-base font-medium">Add prices</h3>
      <FormAlert>{store.isError ? errorMessage(store.error) : null}</FormAlert>
      <FormAlert>{add.isError ? errorMessage(add.error) : null}</FormAlert>
      <SelectField
        label="Currency"
        value={currencyCode}
        onChange={(event) => setCurrency(event.target.value)}
        className="w-72"
      >
        {store.data?.currencies.map((each) => (
          <option key={each.code} value={each.code}>
            {each.code.toUpperCase()} · {each.name}
          </option>
        ))}
      </SelectField>
      <VariantPicker currencyCode={currencyCode} onAdd={pick} />
      {rows.length > 0 ? (
        <ul aria-label="Prices to add" className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={row.variant_id} className="flex flex-wrap items-end gap-3">
              <TextField
                label={`${row.title} (${unit})`}
                inputMode="decimal"
                value={row.amount}
                error={errors[row.variant_id]}
                onChange={(event) =>
                  setRows((current) =>
                    current.map((each) =>
                      each.variant_id === row.variant_id
                        ? { ...each, amount: event.target.value }
                        : each,
                    ),
                  )
                }
                className="w-72"
              />
              <Button
                variant="secondary"
                aria-label={`Do not add ${row.title}`}
                onClick={() =>
                  setRows((current) => current.filter((each) => each.variant_id !== row.variant_id))
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">Find items above and add them to price them here.</p>
      )}
      <Button
        type="submit"
        disabled={rows.length === 0 || add.isPending}
        aria-busy={add.isPending}
        className="self-start"
      >
        {add.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Save prices"}
      </Button>
    </form>
  );
}

export function PriceListPrices({ list }: { list: PriceList }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(0);
  const [chosen, setChosen] = useState<string[]>([]);
  const [removingProduct, setRemovingProduct] = useState<PriceListProduct | null>(null);
  const products = useQuery({
    queryKey: priceListKeys.productPage(list.id, offset),
    queryFn: () =>
      client.admin.priceLists.listProducts(list.id, {
        offset,
        limit: PRICE_LIST_PRODUCTS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    setChosen([]);
    void queryClient.invalidateQueries({ queryKey: priceListKeys.detail(list.id) });
    void queryClient.invalidateQueries({ queryKey: priceListKeys.products(list.id) });
    void queryClient.invalidateQueries({ queryKey: priceListKeys.lists() });
  };
  const removePrices = useMutation({
    mutationFn: (ids: string[]) => client.admin.priceLists.deletePrices(list.id, ids),
    onSuccess: ({ ids }) => {
      toast.success(`${ids.length === 1 ? "1 price was" : `${ids.length} prices were`} removed.`);
      refresh();
    },
  });
  const removePricesOnce = useSingleFlight(removePrices);
  const removeProduct = useMutation({
    mutationFn: (product: PriceListProduct) =>
      client.admin.priceLists.deleteProductPrices(list.id, product.id),
    onSuccess: (_, product) => {
      toast.success(`${product.title} was removed from ${list.name}.`);
      setRemovingProduct(null);
      refresh();
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      setRemovingProduct(null);
    },
  });
  const removeProductOnce = useSingleFlight(removeProduct);
  const rows = products.data?.products.flatMap((product) =>
    product.variants.flatMap((variant) =>
      variant.prices.map((price) => ({ product, variant, price })),
    ),
  );

  return (
    <section aria-labelledby="price-list-prices" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="price-list-prices" className="text-xl">
          Prices
          <span className="ml-2 text-base text-muted">({list.prices.length})</span>
        </h2>
        <Button
          variant="secondary"
          disabled={chosen.length === 0 || removePrices.isPending}
          aria-busy={removePrices.isPending}
          onClick={() => removePricesOnce(chosen)}
        >
          {removePrices.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Remove selected prices"}
        </Button>
      </div>
      <FormAlert>{removePrices.isError ? errorMessage(removePrices.error) : null}</FormAlert>
      <AdminPagedList
        list={products}
        rows={rows}
        empty="This list has no prices yet."
        caption={`Prices of ${list.name}`}
        columns={[
          { label: "Select", hidden: true },
          { label: "Item" },
          { label: "Quantity" },
          { label: "Price", className: "text-right" },
          { label: "Product actions", hidden: true },
        ]}
        row={({ product, variant, price }) => {
          const title = variantTitle(product, variant);
          const money = formatOrderMoney(price.amount, price.currency_code);
          const firstOfProduct = product.variants.find((each) => each.prices.length > 0)?.prices[0];
          return (
            <tr key={price.id}>
              <td className="w-10 py-3">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  aria-label={`Select ${title} at ${money}`}
                  checked={chosen.includes(price.id)}
                  onChange={() => setChosen((current) => toggled(current, price.id))}
                />
              </td>
              <td className="py-3">
                {title}
                {variant.sku ? <span className="text-muted"> · {variant.sku}</span> : null}
              </td>
              <td className="py-3">{quantityText(price.min_quantity, price.max_quantity)}</td>
              <td className="py-3 text-right tabular-nums">{money}</td>
              <td className="py-3 text-right">
                {firstOfProduct?.id === price.id ? (
                  <Button
                    variant="ghost"
                    aria-label={`Remove every price of ${product.title}`}
                    onClick={() => setRemovingProduct(product)}
                  >
                    Remove product
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        }}
        offset={offset}
        pageSize={PRICE_LIST_PRODUCTS_PAGE_SIZE}
        onOffsetChange={(next) => {
          setChosen([]);
          setOffset(next);
        }}
      />
      <AddPrices list={list} onAdded={refresh} />
      <ConfirmDialog
        open={removingProduct !== null}
        title="Remove product"
        message={`Every price of ${removingProduct?.title ?? "the product"} leaves ${list.name}; its usual prices apply again.`}
        confirmLabel="Remove product"
        variant="danger"
        busy={removeProduct.isPending}
        onConfirm={() => removingProduct && removeProductOnce(removingProduct)}
        onCancel={() => setRemovingProduct(null)}
      />
    </section>
  );
}
