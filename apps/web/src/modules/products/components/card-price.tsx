"use client";

import { useCustomerPriceOverrides } from "../customer-prices";
import { cheapestPrice, type PricedVariant } from "../product-price";
import { Price } from "./price";
import type { PricingRegion } from "@/modules/money/price-display";

/** A product card's "from" price, the signed-in shopper's own when they have one. */
export function CardPrice({
  variants,
  region,
  className,
}: {
  variants: PricedVariant[];
  region: PricingRegion;
  className?: string;
}) {
  const overrides = useCustomerPriceOverrides();
  return <Price price={cheapestPrice(variants, overrides)} region={region} className={className} />;
}
