import type { Product } from "@atelier/commerce-client";
import { CustomerPricesProvider } from "../customer-prices";
import { ProductCard } from "./product-card";
import type { PricingRegion } from "@/modules/money/price-display";

/** How many cards the first screen shows on a wide display; their images load first. */
const ABOVE_THE_FOLD = 4;

export function ProductGrid({
  products,
  region,
  label,
  preloadFirst = false,
}: {
  products: Product[];
  region: PricingRegion;
  /** Names the list for screen readers, e.g. "Products". */
  label: string;
  preloadFirst?: boolean;
}) {
  return (
    <CustomerPricesProvider productIds={products.map((product) => product.id)}>
      <ul
        aria-label={label}
        className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 sm:gap-y-12 lg:grid-cols-4"
      >
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              region={region}
              preload={preloadFirst && index < ABOVE_THE_FOLD}
            />
          </li>
        ))}
      </ul>
    </CustomerPricesProvider>
  );
}
