"use client";

// Adding a product to an order edit (issue 13): staff search the published catalogue by title or
// SKU and add one of a variant; its price is the one a cart in the order's region would charge
// the customer (the API prices it), and the quantity is changed on the line afterwards.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminSearchForm } from "../../components/admin-search-form";
import { adminKeys } from "../../query-keys";

/** Ours: a handful of products is enough to pick from; a closer search narrows it. */
const SEARCH_LIMIT = 8;

export function OrderEditAddItem({
  pending,
  onAdd,
}: {
  pending: boolean;
  onAdd: (variantId: string) => void;
}) {
  const client = useAdminCommerce();
  const [search, setSearch] = useState("");
  const [q, setQ] = useState<string | undefined>();
  const products = useQuery({
    queryKey: [...adminKeys.all, "order-edit-products", q],
    queryFn: async () =>
      (await client.admin.products.list({ q, status: ["published"], limit: SEARCH_LIMIT }))
        .products,
    enabled: q !== undefined,
  });
  const variants = (products.data ?? []).flatMap((product) =>
    product.variants.map((variant) => ({ product, variant })),
  );
  return (
    <div className="flex flex-col gap-3">
      <AdminSearchForm
        label="Find a product to add"
        value={search}
        onValueChange={setSearch}
        submitLabel="Find"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(search.trim());
        }}
      />
      <FormAlert>{products.isError ? errorMessage(products.error) : null}</FormAlert>
      {products.data && variants.length === 0 ? (
        <p className="text-sm text-muted" role="status">
          No published product matches “{q}”.
        </p>
      ) : null}
      {variants.length > 0 ? (
        <ul
          className="flex flex-col divide-y divide-line border-y border-line"
          aria-label="Products found"
        >
          {variants.map(({ product, variant }) => {
            const name = [product.title, variant.title].filter(Boolean).join(" · ");
            return (
              <li key={variant.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium text-ink">{name}</span>
                  <span className="text-muted">
                    {variant.sku ? `SKU ${variant.sku} · ` : ""}
                    {variant.manage_inventory
                      ? `${variant.inventory_quantity} in stock`
                      : "Stock not tracked"}
                  </span>
                </div>
                <Button
                  variant="secondary"
                  disabled={pending}
                  aria-label={`Add ${name}`}
                  onClick={() => onAdd(variant.id)}
                >
                  Add
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
