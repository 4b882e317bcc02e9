"use client";

// The cart page's lines and summary, for a cart with items (templates/cart-page.tsx). The
// summary's discount and gift card codes ask the API themselves, hence the data layer's scope.
import type { Cart } from "@atelier/commerce-client";
import { DataLayerScope } from "@/modules/commerce/data-layer";
import { EXCL_TAXES_LABEL } from "@/modules/money/price-display";
import { CartLine } from "./cart-line";
import { CartSummary } from "./cart-summary";

export function CartContents({
  cart,
  deletingLineIds,
  onQuantityChange,
  onRemove,
}: {
  cart: Cart;
  deletingLineIds: ReadonlySet<string>;
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
}) {
  return (
    <DataLayerScope>
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
        <section aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="sr-only">
            Items in your cart
          </h2>
          <ul className="divide-y divide-line border-y border-line">
            {cart.items.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                currencyCode={cart.region.currency_code}
                isRemoving={deletingLineIds.has(line.id)}
                onQuantityChange={(quantity) => onQuantityChange(line.id, quantity)}
                onRemove={() => onRemove(line.id)}
              />
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted">
            Prices shown {EXCL_TAXES_LABEL}; taxes are added in the order summary.
          </p>
        </section>
        <CartSummary cart={cart} />
      </div>
    </DataLayerScope>
  );
}
