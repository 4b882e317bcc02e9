"use client";

// Gift cards on the cart (spec §3 "gift cards"; contract §6.5). The cart's `gift_cards` list is
// replaced by each update, as in Medusa v1, so applying sends the cards already on the cart plus
// the new one, and removing sends the ones that stay. The cards are read from the held cart when
// the call is made, not when the form was drawn, so a second card applied right after the first
// keeps it.
import type { Cart } from "@atelier/commerce-client";
import { useQueryClient } from "@tanstack/react-query";
import { cartKeys } from "@/modules/cart/query-keys";
import { useCommerce } from "@/modules/commerce";
import { appliedGiftCards } from "../applied-codes";
import { CodeEntry } from "./code-entry";

export function GiftCardCode({ cart }: { cart: Cart }) {
  const client = useCommerce();
  const queryClient = useQueryClient();
  const heldCodes = () =>
    (queryClient.getQueryData<Cart>(cartKeys.detail(cart.id)) ?? cart).gift_cards.map(
      (card) => card.code,
    );
  const setGiftCards = async (codes: readonly string[]) =>
    (await client.store.carts.update(cart.id, { gift_cards: codes.map((code) => ({ code })) }))
      .cart;
  return (
    <CodeEntry
      label="Gift card code"
      listLabel="Applied gift cards"
      kind="gift card"
      codes={appliedGiftCards(cart.gift_cards, cart.region.currency_code)}
      hint="You can use several gift cards on one order."
      applyCode={(code) => setGiftCards([...heldCodes(), code])}
      removeCode={(code) => setGiftCards(heldCodes().filter((applied) => applied !== code))}
    />
  );
}
