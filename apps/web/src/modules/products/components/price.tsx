import {
  catalogueTaxLabel,
  formatCataloguePrice,
  type PricingRegion,
} from "@/modules/money/price-display";
import type { ListingPrice, VariantPrice } from "../product-price";

/**
 * A catalogue price in the region's currency, with the tax the cart will add and a label that
 * says so (ADR 0007); a sale shows the old price struck through.
 */
export function Price({
  price,
  region,
  className = "",
}: {
  price: VariantPrice | ListingPrice | undefined;
  region: PricingRegion;
  className?: string;
}) {
  if (!price) return <span className={`text-muted ${className}`}>Price on request</span>;
  const varies = "varies" in price && price.varies;
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={price.originalAmount ? "text-accent" : undefined}>
        {`${varies ? "From " : ""}${formatCataloguePrice(price.amount, region)}`}
      </span>
      {price.originalAmount ? (
        <s className="text-sm text-muted">
          <span className="sr-only">Was </span>
          {formatCataloguePrice(price.originalAmount, region)}
        </s>
      ) : null}
      <span className="font-sans text-xs text-muted">{catalogueTaxLabel(region)}</span>
    </span>
  );
}
