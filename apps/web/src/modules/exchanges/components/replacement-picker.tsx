"use client";

// The replacement of an exchange: a variant of one of the order's products (another size, colour
// or finish) or of a product found in the catalogue, priced in the order's region, and how many.
// Variants that cannot be sent now (out of stock, not sold in the region) are shown, not offered.
import type { Product, ProductVariant } from "@atelier/commerce-client";
import { useQuery } from "@tanstack/react-query";
import { useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/modules/account/components/form-field";
import { useCommerce } from "@/modules/commerce";
import { formatExactAmount } from "@/modules/money/price-display";

export interface ReplacementChoice {
  productId: string;
  variantId: string;
  quantity: string;
}

export interface ChosenVariant {
  variant: ProductVariant;
  product: Product;
}

const exchangeCatalogueKeys = {
  products: (regionId: string, ids: string[]) => ["exchange-products", regionId, { ids }] as const,
  search: (regionId: string, q: string) => ["exchange-products", regionId, { q }] as const,
};

/** Sold in the region and in stock (or sold on backorder). */
export function canBeSent(variant: ProductVariant): boolean {
  const inStock =
    !variant.manage_inventory || variant.allow_backorder || variant.inventory_quantity > 0;
  return inStock && variant.calculated_price != null;
}

/** The catalogue the picker offers: the order's products, and those a search found. */
export function useReplacementCatalogue(regionId: string, productIds: string[], search: string) {
  const client = useCommerce();
  const own = useQuery({
    queryKey: exchangeCatalogueKeys.products(regionId, productIds),
    queryFn: async () =>
      (await client.store.products.list({ id: productIds, region_id: regionId, limit: 50 }))
        .products,
    enabled: productIds.length > 0,
  });
  const found = useQuery({
    queryKey: exchangeCatalogueKeys.search(regionId, search),
    queryFn: async () =>
      (await client.store.products.list({ q: search, region_id: regionId, limit: 20 })).products,
    enabled: search !== "",
  });
  return { own, found };
}

export function ReplacementPicker({
  own,
  found,
  searching,
  currencyCode,
  choice,
  errors,
  onChange,
  onSearch,
}: {
  own: Product[];
  found: Product[] | undefined;
  searching: boolean;
  currencyCode: string;
  choice: ReplacementChoice;
  errors: { variant?: string; quantity?: string };
  onChange: (choice: ReplacementChoice) => void;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState("");
  const foundElsewhere = (found ?? []).filter(
    (product) => !own.some((each) => each.id === product.id),
  );
  const product = [...own, ...foundElsewhere].find((each) => each.id === choice.productId);

  function search() {
    onSearch(text.trim());
  }

  function searchOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    // Enter searches here instead of sending the whole exchange.
    if (event.key !== "Enter") return;
    event.preventDefault();
    search();
  }

  return (
    <fieldset className="flex flex-col gap-4 border border-line p-4">
      <legend className="px-1 text-sm font-medium">Replacement</legend>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Search the catalogue (optional)"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={searchOnEnter}
          className="min-w-56 flex-1"
        />
        <Button variant="secondary" onClick={search} disabled={searching}>
          {searching ? "Searching…" : "Search"}
        </Button>
      </div>
      {found && foundElsewhere.length === 0 ? (
        <p className="text-sm text-muted" role="status">
          No other products match this search.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_8rem]">
        <SelectField
          label="Product"
          value={choice.productId}
          onChange={(event) =>
            onChange({ ...choice, productId: event.target.value, variantId: "" })
          }
        >
          <option value="">Choose a product</option>
          <optgroup label="From this order">
            {own.map((each) => (
              <option key={each.id} value={each.id}>
                {each.title}
              </option>
            ))}
          </optgroup>
          {foundElsewhere.length > 0 ? (
            <optgroup label="Search results">
              {foundElsewhere.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.title}
                </option>
              ))}
            </optgroup>
          ) : null}
        </SelectField>
        <SelectField
          label="Size, colour or finish"
          value={choice.variantId}
          disabled={!product}
          error={errors.variant}
          onChange={(event) => onChange({ ...choice, variantId: event.target.value })}
        >
          <option value="">{product ? "Choose one" : "Choose a product first"}</option>
          {(product?.variants ?? []).map((variant) => (
            <option key={variant.id} value={variant.id} disabled={!canBeSent(variant)}>
              {variant.title}
              {variant.calculated_price != null
                ? ` · ${formatExactAmount(variant.calculated_price, currencyCode)}`
                : ""}
              {canBeSent(variant) ? "" : " · unavailable"}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={1}
          value={choice.quantity}
          error={errors.quantity}
          onChange={(event) => onChange({ ...choice, quantity: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
