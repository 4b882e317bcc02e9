"use client";

// A discount code for the cart (contract §6.5): applied by code, removed with a button.
import type { Cart } from "@atelier/commerce-client";
import { useCommerce } from "@/modules/commerce";
import { appliedDiscounts, DISCOUNT_STACKING_HINT } from "../applied-codes";
import { CodeEntry } from "./code-entry";

export function DiscountCode({ cart }: { cart: Cart }) {
  const client = useCommerce();
  return (
    <CodeEntry
      label="Discount code"
      listLabel="Applied discounts"
      kind="discount"
      codes={appliedDiscounts(cart.discounts, cart.region.currency_code)}
      hint={DISCOUNT_STACKING_HINT}
      applyCode={async (code) =>
        (await client.store.carts.update(cart.id, { discounts: [{ code }] })).cart
      }
      removeCode={async (code) => (await client.store.carts.deleteDiscount(cart.id, code)).cart}
    />
  );
}
