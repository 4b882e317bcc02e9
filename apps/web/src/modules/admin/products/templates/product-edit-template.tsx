"use client";

// One saved product (issue 4 "Admin web"): its details and pictures saved together; options
// renamed, added and removed; variants added, changed and removed one at a time in a dialog; and
// the product itself deleted after the danger confirmation.
import { formatAmount, type AdminProduct } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../../components/admin-page-header";
import { AdminTable } from "../../components/admin-table";
import { ProductDetailsFields } from "../components/product-details-fields";
import { ProductStatusBadge } from "../components/product-status-badge";
import { VariantDialog } from "../components/variant-dialog";
import { PRODUCTS_PATH } from "../constants";
import {
  emptyVariantDraft,
  FORM_MESSAGES,
  productToDraft,
  toProductUpdateInput,
  toVariantInput,
  validateProductDraft,
  variantToDraft,
  type FormErrors,
  type ProductDraft,
  type VariantDraft,
} from "../product-form";
import { productKeys } from "../query-keys";
import { useStoreCurrencies } from "../use-catalogue-choices";

type Pending =
  | { kind: "delete-product" }
  | { kind: "delete-variant"; id: string; title: string }
  | { kind: "delete-option"; id: string; title: string };

/** Keeps the cached product in step with the one a mutation answered. */
function useProductSaved(id: string) {
  const queryClient = useQueryClient();
  return (product: AdminProduct) => {
    queryClient.setQueryData(productKeys.detail(id), product);
    void queryClient.invalidateQueries({ queryKey: productKeys.all(), exact: false });
  };
}

function DetailsForm({ product }: { product: AdminProduct }) {
  const client = useAdminCommerce();
  const saved = useProductSaved(product.id);
  const [draft, setDraft] = useState<ProductDraft>(() => productToDraft(product));
  const [attempted, setAttempted] = useState(false);
  const errors: FormErrors = attempted
    ? validateProductDraft(draft, [], { withVariants: false })
    : {};
  const update = useMutation({
    mutationFn: () => client.admin.products.update(product.id, toProductUpdateInput(draft)),
    onSuccess: ({ product: updated }) => {
      saved(updated);
      setDraft(productToDraft(updated));
      toast.success("Product saved.");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(validateProductDraft(draft, [], { withVariants: false })).length === 0) {
      update.mutate();
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Product details" className="flex flex-col gap-5">
      <ProductDetailsFields
        draft={draft}
        errors={errors}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      />
      <FormAlert>{update.isError ? errorMessage(update.error) : null}</FormAlert>
      <Button type="submit" className="self-start" disabled={update.isPending}>
        {update.isPending ? "Saving…" : "Save product"}
      </Button>
    </form>
  );
}

function OptionRow({
  product,
  option,
  onDelete,
}: {
  product: AdminProduct;
  option: AdminProduct["options"][number];
  onDelete: () => void;
}) {
  const client = useAdminCommerce();
  const saved = useProductSaved(product.id);
  const [title, setTitle] = useState(option.title);
  const [error, setError] = useState<string | undefined>();
  const rename = useMutation({
    mutationFn: () =>
      client.admin.products.updateOption(product.id, option.id, { title: title.trim() }),
    onSuccess: ({ product: updated }) => {
      saved(updated);
      toast.success("Option renamed.");
    },
    onError: (failure) => toast.error(errorMessage(failure)),
  });
  const values = [...new Set(option.values.map((value) => value.value))].join(", ");
  return (
    <li className="flex flex-wrap items-start gap-3 py-3">
      <form
        noValidate
        aria-label={`Option ${option.title}`}
        className="flex flex-wrap items-start gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const problem = title.trim() === "" ? FORM_MESSAGES.optionTitleRequired : undefined;
          setError(problem);
          if (!problem) rename.mutate();
        }}
      >
        <TextField
          label="Option name"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={error ?? (rename.isError ? errorMessage(rename.error) : undefined)}
          hint={values ? `Values: ${values}` : "No values yet"}
          className="w-64"
        />
        <Button type="submit" variant="secondary" className="mt-7" disabled={rename.isPending}>
          Rename
        </Button>
      </form>
      <Button variant="ghost" className="mt-7" onClick={onDelete}>
        Delete option
      </Button>
    </li>
  );
}

function AddOptionForm({ product }: { product: AdminProduct }) {
  const client = useAdminCommerce();
  const saved = useProductSaved(product.id);
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: () => client.admin.products.addOption(product.id, { title: title.trim() }),
    onSuccess: ({ product: updated }) => {
      saved(updated);
      setTitle("");
      toast.success("Option added.");
    },
    onError: (failure) => toast.error(errorMessage(failure)),
  });
  return (
    <form
      noValidate
      aria-label="Add an option"
      className="flex flex-wrap items-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = title.trim() === "" ? FORM_MESSAGES.optionTitleRequired : undefined;
        setError(problem);
        if (!problem) add.mutate();
      }}
    >
      <TextField
        label="New option name"
        value={title}
        placeholder="Colour"
        onChange={(event) => setTitle(event.target.value)}
        error={error ?? (add.isError ? errorMessage(add.error) : undefined)}
        className="w-64"
      />
      <Button type="submit" variant="secondary" className="mt-7" disabled={add.isPending}>
        Add option
      </Button>
    </form>
  );
}

function VariantPrices({ variant }: { variant: AdminProduct["variants"][number] }) {
  const prices = (variant.prices ?? []).filter((price) => !price.price_list_id && !price.region_id);
  if (prices.length === 0) return <span className="text-danger">No price</span>;
  return (
    <>
      {prices
        .map((price) =>
          formatAmount({
            amount: price.amount,
            currencyCode: price.currency_code,
            includeTaxes: false,
          }),
        )
        .join(", ")}
    </>
  );
}

function ProductEditor({ product }: { product: AdminProduct }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const router = useRouter();
  const saved = useProductSaved(product.id);
  const currencies = useStoreCurrencies();
  const codes = currencies.data ?? [];
  const options = productToDraft(product).options;
  const [editing, setEditing] = useState<VariantDraft | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const saveVariant = useMutation({
    mutationFn: (variant: VariantDraft) => {
      const body = toVariantInput(variant, options, codes);
      return variant.id
        ? client.admin.products.updateVariant(product.id, variant.id, body)
        : client.admin.products.createVariant(product.id, body);
    },
    onSuccess: ({ product: updated }, variant) => {
      saved(updated);
      setEditing(null);
      toast.success(variant.id ? "Variant saved." : "Variant added.");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const remove = useMutation({
    mutationFn: async (target: Pending) => {
      if (target.kind === "delete-product") {
        await client.admin.products.delete(product.id);
        return null;
      }
      const answer =
        target.kind === "delete-variant"
          ? await client.admin.products.deleteVariant(product.id, target.id)
          : await client.admin.products.deleteOption(product.id, target.id);
      return answer.product;
    },
    onSuccess: (updated, target) => {
      setPending(null);
      if (target.kind === "delete-product") {
        queryClient.removeQueries({ queryKey: productKeys.detail(product.id) });
        void queryClient.invalidateQueries({ queryKey: productKeys.all() });
        toast.success(`${product.title} was deleted.`);
        router.push(PRODUCTS_PATH);
        return;
      }
      if (updated) saved(updated);
      toast.success(target.kind === "delete-variant" ? "Variant deleted." : "Option deleted.");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const confirmText: Record<Pending["kind"], { title: string; message: string; label: string }> = {
    "delete-product": {
      title: "Delete product",
      message: `${product.title} and all its variants leave the shop. This cannot be undone.`,
      label: "Delete product",
    },
    "delete-variant": {
      title: "Delete variant",
      message: `The variant ${pending?.kind === "delete-variant" ? pending.title : ""} can no longer be bought.`,
      label: "Delete variant",
    },
    "delete-option": {
      title: "Delete option",
      message: `The option ${pending?.kind === "delete-option" ? pending.title : ""} and its values are removed from every variant.`,
      label: "Delete option",
    },
  };

  return (
    <>
      <div className="mt-4">
        <AdminPageHeader
          title={product.title}
          description={product.handle ? `/products/${product.handle}` : undefined}
        >
          <ProductStatusBadge status={product.status} />
        </AdminPageHeader>
      </div>
      <div className="flex flex-col gap-12">
        <DetailsForm product={product} />

        <section aria-labelledby="product-options" className="flex flex-col gap-3">
          <h2 id="product-options" className="text-xl">
            Options
          </h2>
          {product.options.length > 0 ? (
            <ul className="divide-y divide-line border-y border-line">
              {product.options.map((option) => (
                <OptionRow
                  key={option.id}
                  product={product}
                  option={option}
                  onDelete={() =>
                    setPending({ kind: "delete-option", id: option.id, title: option.title })
                  }
                />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">This product comes one way; it has no options.</p>
          )}
          <AddOptionForm product={product} />
        </section>

        <section aria-labelledby="product-variants" className="flex flex-col gap-3">
          <h2 id="product-variants" className="text-xl">
            Variants
          </h2>
          <FormAlert>{currencies.isError ? errorMessage(currencies.error) : null}</FormAlert>
          {product.variants.length > 0 ? (
            <AdminTable
              caption="Variants"
              columns={[
                { label: "Variant" },
                { label: "SKU" },
                { label: "Stock", className: "pr-8 text-right" },
                { label: "Prices (excl. tax)" },
                { label: "Actions", hidden: true },
              ]}
            >
              {product.variants.map((variant) => (
                <tr key={variant.id}>
                  <td className="py-2 font-medium">{variant.title}</td>
                  <td className="py-2">{variant.sku ?? "—"}</td>
                  <td className="py-2 pr-8 text-right tabular-nums">
                    {variant.inventory_quantity}
                  </td>
                  <td className="py-2">
                    <VariantPrices variant={variant} />
                  </td>
                  <td className="py-2 text-right whitespace-nowrap">
                    <Button
                      variant="ghost"
                      aria-label={`Edit variant ${variant.title}`}
                      onClick={() => {
                        saveVariant.reset();
                        setEditing(variantToDraft(variant));
                      }}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Delete variant ${variant.title}`}
                      onClick={() =>
                        setPending({
                          kind: "delete-variant",
                          id: variant.id,
                          title: variant.title,
                        })
                      }
                    >
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </AdminTable>
          ) : (
            <p className="text-sm text-muted">
              No variants yet. Add one with a price so the shop can sell this product.
            </p>
          )}
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => {
              saveVariant.reset();
              setEditing(emptyVariantDraft());
            }}
          >
            Add variant
          </Button>
        </section>

        <section
          aria-labelledby="danger-zone"
          className="flex flex-col gap-3 border-t border-line pt-6"
        >
          <h2 id="danger-zone" className="text-xl">
            Delete product
          </h2>
          <p className="text-sm text-muted">The product leaves the shop and the admin lists.</p>
          <Button
            variant="secondary"
            className="self-start border-danger! text-danger! hover:bg-danger! hover:text-canvas!"
            onClick={() => setPending({ kind: "delete-product" })}
          >
            Delete product
          </Button>
        </section>
      </div>

      <VariantDialog
        variant={editing}
        options={options}
        currencies={codes}
        busy={saveVariant.isPending}
        error={saveVariant.isError ? errorMessage(saveVariant.error) : null}
        onSave={(variant) => saveVariant.mutate(variant)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? confirmText[pending.kind].title : ""}
        message={pending ? confirmText[pending.kind].message : ""}
        confirmLabel={pending ? confirmText[pending.kind].label : ""}
        variant="danger"
        busy={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

export function ProductEditTemplate({ id }: { id: string }) {
  const client = useAdminCommerce();
  const product = useQuery({
    queryKey: productKeys.detail(id),
    queryFn: async () => (await client.admin.products.retrieve(id)).product,
  });
  return (
    <>
      <Link href={PRODUCTS_PATH} className="text-sm underline underline-offset-4">
        ← All products
      </Link>
      <FormAlert>{product.isError ? errorMessage(product.error) : null}</FormAlert>
      {product.data ? <ProductEditor key={product.data.id} product={product.data} /> : null}
    </>
  );
}
