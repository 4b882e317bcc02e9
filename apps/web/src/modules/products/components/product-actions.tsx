"use client";

import type { Product } from "@atelier/commerce-client";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useCart } from "@/modules/cart";
import { useCustomerPrices } from "../customer-prices";
import { variantPrice } from "../product-price";
import { showroomLines, type ShowroomStock } from "../showroom-stock";
import { maxOrderQuantity, stockLabel, stockState } from "../stock";
import {
  findVariant,
  initialSelection,
  isChoiceAvailable,
  optionValues,
  type OptionSelection,
} from "../variant-selection";
import { OptionPicker } from "./option-picker";
import { Price } from "./price";
import { ProductSpecs } from "./product-specs";
import { QuantityInput } from "./quantity-input";
import type { PricingRegion } from "@/modules/money/price-display";

/** The most of one variant added in one go. */
const MAX_QUANTITY_PER_ADD = 10;

const STOCK_TONE = {
  "in-stock": "bg-success",
  "low-stock": "bg-warning",
  "made-to-order": "bg-muted",
  "out-of-stock": "bg-danger",
} as const;

/** Where the selected variant can be seen and taken away, each line linking to its showroom. */
function ShowroomLines({ lines }: { lines: { name: string; href: string; text: string }[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid="showroom-stock">
      {lines.map((line) => (
        <li key={line.href}>
          <Link href={line.href} className="underline underline-offset-4 hover:text-accent">
            {line.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function addButtonLabel(isAdding: boolean, hasVariant: boolean, maxQuantity: number): string {
  if (isAdding) return "Adding…";
  if (!hasVariant) return "Unavailable";
  return maxQuantity === 0 ? "Out of stock" : "Add to cart";
}

/**
 * Options, the selected variant's price and stock, quantity, "Add to cart", then `children` (the
 * description) and the selected variant's details.
 */
export function ProductActions({
  product,
  region,
  showrooms = [],
  children,
}: {
  product: Product;
  region: PricingRegion;
  /** Showrooms holding some of the product, for the selected variant's "On display at" lines. */
  showrooms?: ShowroomStock[];
  children?: ReactNode;
}) {
  const { addItem, isAdding } = useCart();
  const [selection, setSelection] = useState<OptionSelection>(() => initialSelection(product));
  const [quantity, setQuantity] = useState(1);

  const customerPrices = useCustomerPrices([product.id]);
  const variant = findVariant(product, selection);
  const stock = variant ? stockState(variant) : undefined;
  const maxQuantity = variant ? maxOrderQuantity(variant, MAX_QUANTITY_PER_ADD) : 0;
  const canAdd = variant !== undefined && maxQuantity > 0 && !isAdding;

  function choose(optionId: string, value: string) {
    setSelection((current) => ({ ...current, [optionId]: value }));
    setQuantity(1);
  }

  async function addToCart() {
    if (!variant) return;
    await addItem({ variantId: variant.id, quantity: Math.min(quantity, maxQuantity) });
  }

  return (
    <div className="flex flex-col gap-8">
      <div aria-live="polite" className="flex flex-col gap-3">
        <Price
          price={variant ? variantPrice(variant, customerPrices) : undefined}
          region={region}
          className="font-serif text-2xl text-ink"
        />
        {stock ? (
          <p className="inline-flex items-center gap-2 text-sm text-ink">
            <span aria-hidden="true" className={`h-2 w-2 rounded-full ${STOCK_TONE[stock.kind]}`} />
            {stockLabel(stock)}
          </p>
        ) : (
          <p className="text-sm text-muted">This combination is not available.</p>
        )}
        <ShowroomLines lines={showroomLines(showrooms, variant?.id)} />
      </div>

      {product.options.map((option) => (
        <OptionPicker
          key={option.id}
          option={option}
          values={optionValues(product, option.id)}
          selected={selection[option.id]}
          isAvailable={(value) => isChoiceAvailable(product, selection, option.id, value)}
          onSelect={(value) => choose(option.id, value)}
        />
      ))}

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <QuantityInput
          value={quantity}
          max={maxQuantity}
          disabled={maxQuantity === 0}
          onChange={setQuantity}
        />
        <Button
          onClick={addToCart}
          disabled={!canAdd}
          aria-busy={isAdding}
          className="w-full sm:flex-1"
        >
          {addButtonLabel(isAdding, variant !== undefined, maxQuantity)}
        </Button>
      </div>

      {children}
      <ProductSpecs product={product} variant={variant} />
    </div>
  );
}
