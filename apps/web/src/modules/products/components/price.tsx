import { formatAmount } from "@atelier/commerce-client";
import type { ListingPrice, VariantPrice } from "../product-price";

/** A price in the region's currency; a sale shows the old price struck through. */
export function Price({
  price,
  currencyCode,
  className = "",
}: {
  price: VariantPrice | ListingPrice | undefined;
  currencyCode: string;
  className?: string;
}) {
  if (!price) return <span className={`text-muted ${className}`}>Price on request</span>;
  const varies = "varies" in price && price.varies;
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={price.originalAmount ? "text-accent" : undefined}>
        {`${varies ? "From " : ""}${formatAmount({ amount: price.amount, currencyCode })}`}
      </span>
      {price.originalAmount ? (
        <s className="text-sm text-muted">
          <span className="sr-only">Was </span>
          {formatAmount({ amount: price.originalAmount, currencyCode })}
        </s>
      ) : null}
    </span>
  );
}
