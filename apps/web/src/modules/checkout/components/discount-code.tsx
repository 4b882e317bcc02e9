"use client";

// A discount code for the cart (contract §6.5): applied by code, removed with a button.
import type { Cart } from "@atelier/commerce-client";
import { useCommerce } from "@/modules/commerce";
import { CodeEntry } from "./code-entry";

export function DiscountCode({ cart }: { cart: Cart }) {
  const client = useCommerce();
  return (
    <CodeEntry
      label="Discount code"
      listLabel="Applied discounts"
      kind="discount"
      codes={cart.discounts.map((discount) => discount.code)}
      applyCode={async (code) =>
        (await client.store.carts.update(cart.id, { discounts: [{ code }] })).cart
      }
      removeCode={async (code) => (await client.store.carts.deleteDiscount(cart.id, code)).cart}
    />
  );
}
