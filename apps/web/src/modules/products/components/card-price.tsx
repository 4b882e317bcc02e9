"use client";

import { useCustomerPriceOverrides } from "../customer-prices";
import { cheapestPrice, type PricedVariant } from "../product-price";
import { Price } from "./price";

/** A product card's "from" price, the signed-in shopper's own when they have one. */
export function CardPrice({
  variants,
  currencyCode,
  className,
}: {
  variants: PricedVariant[];
  currencyCode: string;
  className?: string;
}) {
  const overrides = useCustomerPriceOverrides();
  return (
    <Price
      price={cheapestPrice(variants, overrides)}
      currencyCode={currencyCode}
      className={className}
    />
  );
}
