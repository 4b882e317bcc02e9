"use client";

// The cart context (spec §3, §4). The values come from the data layer's CartProvider
// (cart-provider.tsx); until it has loaded, after hydration (issue 16), the shell gives a
// pending cart: no cart yet, as the provider says while it reads one, and an add that waits
// for the data layer instead of being lost.
import type { Cart } from "@atelier/commerce-client";
import { createContext, useContext } from "react";

export interface AddItemInput {
  variantId: string;
  quantity: number;
  /** Kept on the line, e.g. a gift card's recipient; lines differing in it stay apart. */
  metadata?: Record<string, string>;
}

export interface CartContextValue {
  /** The held cart; undefined while it is being retrieved or created. */
  cart: Cart | undefined;
  /** Units in the cart, for the header badge. */
  itemCount: number;
  isAdding: boolean;
  /** Lines whose removal is in flight (spec §4: the deleting flag). */
  deletingLineIds: ReadonlySet<string>;
  /** Adds a variant and opens the cart dropdown; settles either way (a failure shows nothing, spec §8). */
  addItem: (input: AddItemInput) => Promise<void>;
  /** Changes a line's quantity at once; the previous cart comes back if the server refuses. */
  updateQuantity: (lineId: string, quantity: number) => void;
  removeItem: (lineId: string) => void;
}

export const CartContext = createContext<CartContextValue | null>(null);

const NO_LINES: ReadonlySet<string> = new Set();

/**
 * The cart before the data layer has loaded. There are no lines to change yet; an item added
 * now is added by the loaded cart (`loadedCart` settles once the data layer has published it).
 */
export function pendingCart(loadedCart: () => Promise<CartContextValue>): CartContextValue {
  return {
    cart: undefined,
    itemCount: 0,
    isAdding: false,
    deletingLineIds: NO_LINES,
    addItem: (input) => loadedCart().then((cart) => cart.addItem(input)),
    updateQuantity: () => undefined,
    removeItem: () => undefined,
  };
}

/** Spec §8: the cart hook says which provider it needs. */
export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error("useCart must be used within a CartProvider");
  return context;
}
