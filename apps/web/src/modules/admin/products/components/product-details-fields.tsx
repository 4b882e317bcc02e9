"use client";

// The product's own fields: what it is called, where it lives in the shop, its status and its
// collection and pictures.
import type { ProductStatus } from "@atelier/commerce-client";
import { SelectField, TextAreaField, TextField } from "@/modules/account/components/form-field";
import { EDITABLE_STATUSES } from "../constants";
import type { FormErrors, ProductDraft } from "../product-form";
import { useCollections } from "../use-catalogue-choices";
import { ProductImages } from "./product-images";
import { productStatusLabel } from "./product-status-badge";

export function ProductDetailsFields({
  draft,
  errors,
  onChange,
}: {
  draft: ProductDraft;
  errors: FormErrors;
  onChange: (change: Partial<ProductDraft>) => void;
}) {
  const collections = useCollections();
  const statuses: ProductStatus[] = EDITABLE_STATUSES.includes(
    draft.status as (typeof EDITABLE_STATUSES)[number],
  )
    ? [...EDITABLE_STATUSES]
    : [...EDITABLE_STATUSES, draft.status];
  return (
    <section aria-labelledby="product-details" className="flex flex-col gap-5">
      <h2 id="product-details" className="text-xl">
        Details
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Title"
          name="title"
          required
          value={draft.title}
          onChange={(event) => onChange({ title: event.target.value })}
          error={errors.title}
        />
        <TextField
          label="Handle"
          name="handle"
          value={draft.handle}
          onChange={(event) => onChange({ handle: event.target.value })}
          error={errors.handle}
          hint="The product's web address, /products/handle. Made from the title when left empty."
        />
        <TextField
          label="Subtitle"
          name="subtitle"
          value={draft.subtitle}
          onChange={(event) => onChange({ subtitle: event.target.value })}
        />
        <div className="grid grid-cols-2 gap-5">
          <SelectField
            label="Status"
            name="status"
            value={draft.status}
            onChange={(event) => onChange({ status: event.target.value as ProductStatus })}
          >
            {statuses.map((status) => (
              <option key={status} value={status}>
                {productStatusLabel(status)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Collection"
            name="collection"
            value={draft.collectionId}
            onChange={(event) => onChange({ collectionId: event.target.value })}
          >
            <option value="">No collection</option>
            {(collections.data ?? []).map((collection) => (
              <option key={collection.id} value={collection.id}>
                {collection.title}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <TextAreaField
        label="Description"
        name="description"
        value={draft.description}
        onChange={(event) => onChange({ description: event.target.value })}
      />
      <ProductImages images={draft.images} onChange={(images) => onChange({ images })} />
    </section>
  );
}
