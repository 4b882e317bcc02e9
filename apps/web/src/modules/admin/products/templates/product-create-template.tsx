"use client";

// A new product (issue 4 "Admin web"): its details and pictures, its options and a variant for
// each choice with SKU, stock and a price per store currency, saved in one call. Problems are
// shown beside their fields; a refused save keeps everything typed and shows the API's message.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../../components/admin-page-header";
import { OptionsFields } from "../components/options-fields";
import { ProductDetailsFields } from "../components/product-details-fields";
import { VariantFields } from "../components/variant-fields";
import { PRODUCTS_PATH, productPath } from "../constants";
import {
  emptyProductDraft,
  emptyVariantDraft,
  toProductCreateInput,
  validateProductDraft,
  variantsForEveryCombination,
  type FormErrors,
  type ProductDraft,
  type VariantDraft,
} from "../product-form";
import { productKeys } from "../query-keys";
import { useStoreCurrencies } from "../use-catalogue-choices";

const CHECK_FIELDS_MESSAGE = "Some fields need attention; see the messages beside them.";

export function ProductCreateTemplate() {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const router = useRouter();
  const currencies = useStoreCurrencies();
  const [draft, setDraft] = useState<ProductDraft>(emptyProductDraft);
  // Field messages appear after the first save attempt, then follow every change.
  const [attempted, setAttempted] = useState(false);
  const codes = currencies.data ?? [];
  const errors: FormErrors = attempted
    ? validateProductDraft(draft, codes, { withVariants: true })
    : {};

  const create = useMutation({
    mutationFn: () => client.admin.products.create(toProductCreateInput(draft, codes)),
    onSuccess: ({ product }) => {
      void queryClient.invalidateQueries({ queryKey: productKeys.all() });
      queryClient.setQueryData(productKeys.detail(product.id), product);
      toast.success(`${product.title} was created.`);
      router.push(productPath(product.id));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const change = (update: Partial<ProductDraft>) =>
    setDraft((current) => ({ ...current, ...update }));
  const changeVariant = (key: string, update: Partial<VariantDraft>) =>
    change({
      variants: draft.variants.map((variant) =>
        variant.key === key ? { ...variant, ...update } : variant,
      ),
    });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const problems = validateProductDraft(draft, codes, { withVariants: true });
    if (Object.keys(problems).length === 0) create.mutate();
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      <Link href={PRODUCTS_PATH} className="text-sm underline underline-offset-4">
        ← All products
      </Link>
      <div className="mt-4">
        <AdminPageHeader title="New product" />
      </div>
      <form noValidate onSubmit={submit} aria-label="New product" className="flex flex-col gap-10">
        <ProductDetailsFields draft={draft} errors={errors} onChange={change} />
        <OptionsFields
          options={draft.options}
          errors={errors}
          onChange={(options) => change({ options })}
          onMakeVariants={() =>
            change({ variants: variantsForEveryCombination(draft.options, draft.variants) })
          }
        />
        <section aria-labelledby="product-variants" className="flex flex-col gap-4">
          <h2 id="product-variants" className="text-xl">
            Variants
          </h2>
          <FormAlert>{currencies.isError ? errorMessage(currencies.error) : null}</FormAlert>
          {draft.variants.length === 0 ? (
            <p className="text-sm text-muted">
              No variants yet. A product needs at least one, with a price, before the shop can sell
              it.
            </p>
          ) : null}
          {draft.variants.map((variant, index) => (
            <fieldset key={variant.key} className="flex flex-col gap-3 border border-line p-4">
              <legend className="px-1 text-sm font-medium">Variant {index + 1}</legend>
              <VariantFields
                variant={variant}
                options={draft.options}
                currencies={codes}
                errors={errors}
                onChange={(update) => changeVariant(variant.key, update)}
              />
              <Button
                variant="ghost"
                className="self-start px-0"
                aria-label={`Remove variant ${index + 1}`}
                onClick={() =>
                  change({ variants: draft.variants.filter((other) => other.key !== variant.key) })
                }
              >
                Remove variant
              </Button>
            </fieldset>
          ))}
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => change({ variants: [...draft.variants, emptyVariantDraft()] })}
          >
            Add variant
          </Button>
        </section>
        <div className="flex flex-col gap-3 border-t border-line pt-6">
          <FormAlert>
            {create.isError ? errorMessage(create.error) : hasErrors ? CHECK_FIELDS_MESSAGE : null}
          </FormAlert>
          <Button type="submit" className="self-start" disabled={create.isPending}>
            {create.isPending ? "Saving…" : "Save product"}
          </Button>
        </div>
      </form>
    </>
  );
}
