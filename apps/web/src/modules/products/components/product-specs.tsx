import type { Product, ProductVariant } from "@atelier/commerce-client";
import { formatDimensions, formatWeight, measuredFor } from "../product-details";

/** The facts a buyer of furniture asks for, for the selected variant where it differs. */
export function ProductSpecs({
  product,
  variant,
}: {
  product: Product;
  variant: ProductVariant | undefined;
}) {
  const measured = measuredFor(product, variant);
  const specs = [
    { term: "Material", value: measured.material },
    { term: "Dimensions", value: formatDimensions(measured) },
    { term: "Weight", value: formatWeight(measured) },
    { term: "Type", value: product.type?.value ?? null },
  ].filter((spec): spec is { term: string; value: string } => Boolean(spec.value));
  if (specs.length === 0) return null;

  return (
    <section aria-labelledby="product-specs-heading">
      <h2 id="product-specs-heading" className="eyebrow font-sans">
        Details
      </h2>
      <dl className="mt-4 divide-y divide-line border-y border-line text-sm">
        {specs.map((spec) => (
          <div key={spec.term} className="grid grid-cols-[7rem_1fr] gap-4 py-3">
            <dt className="text-muted">{spec.term}</dt>
            <dd className="text-ink">{spec.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
