"use client";

// Staff find a catalogue item by product title or SKU and add one of its variants to the draft.
// Not a form of its own: it sits inside the create form, whose Enter it must not submit.
import type { AdminProductVariant } from "@atelier/commerce-client";
import { useQuery } from "@tanstack/react-query";
import { useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { formatOrderMoney } from "../../orders/money-input";
import { VARIANT_SEARCH_LIMIT } from "../constants";
import { draftOrderKeys } from "../draft-order-keys";

export interface PickedVariant {
  id: string;
  title: string;
}

/** The variant's price in the draft's currency, when it has one. */
function priceIn(variant: AdminProductVariant, currencyCode: string): string | undefined {
  const price = variant.prices.find(
    (each) => each.currency_code.toLowerCase() === currencyCode.toLowerCase() && !each.region_id,
  );
  return price ? formatOrderMoney(price.amount, currencyCode) : undefined;
}

export function VariantPicker({
  currencyCode,
  busy = false,
  onAdd,
}: {
  currencyCode: string | undefined;
  busy?: boolean;
  onAdd: (variant: PickedVariant) => void;
}) {
  const client = useAdminCommerce();
  const [text, setText] = useState("");
  const [q, setQ] = useState<string | undefined>(undefined);
  const results = useQuery({
    queryKey: draftOrderKeys.variantSearch(q ?? ""),
    queryFn: () =>
      client.admin.products.list({ q, limit: VARIANT_SEARCH_LIMIT, status: ["published"] }),
    enabled: q !== undefined,
  });
  const search = () => setQ(text.trim());
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    search();
  };
  const variants = (results.data?.products ?? []).flatMap((product) =>
    product.variants.map((variant) => ({
      id: variant.id,
      title: product.variants.length > 1 ? `${product.title} · ${variant.title}` : product.title,
      sku: variant.sku,
      price: currencyCode ? priceIn(variant, currencyCode) : undefined,
    })),
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Search the catalogue"
          hint="A product title or SKU."
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={searchOnEnter}
          className="w-72"
        />
        <Button variant="secondary" onClick={search}>
          Find items
        </Button>
      </div>
      <FormAlert>{results.isError ? errorMessage(results.error) : null}</FormAlert>
      {results.data && variants.length === 0 ? (
        <p className="text-sm text-muted">No catalogue items match.</p>
      ) : null}
      {variants.length > 0 ? (
        <ul aria-label="Catalogue items" className="divide-y divide-line border-y border-line">
          {variants.map((variant) => (
            <li key={variant.id} className="flex items-center justify-between gap-4 py-2 text-sm">
              <span>
                {variant.title}
                {variant.sku ? <span className="text-muted"> · {variant.sku}</span> : null}
                {variant.price ? <span className="text-muted"> · {variant.price}</span> : null}
              </span>
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={`Add ${variant.title}`}
                onClick={() => onAdd({ id: variant.id, title: variant.title })}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
