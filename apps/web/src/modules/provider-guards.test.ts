// Spec §8: hooks used outside their provider throw a "must be used within" error.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useAdmin } from "./admin/admin-session";
import { useCart } from "./cart/cart-context";
import { useCartDropdown } from "./cart/cart-dropdown-context";
import { useCommerce } from "./commerce/commerce-context";
import { useStore } from "./store/store-context";

function renderUsing(hook: () => unknown): () => string {
  function Consumer() {
    hook();
    return null;
  }
  return () => renderToString(createElement(Consumer));
}

describe("hooks outside their provider", () => {
  it.each([
    ["useCart", useCart, "useCart must be used within a CartProvider"],
    [
      "useCartDropdown",
      useCartDropdown,
      "useCartDropdown must be used within a CartDropdownProvider",
    ],
    ["useStore", useStore, "useStore must be used within a StoreProvider"],
    ["useCommerce", useCommerce, "useCommerce must be used within a DataLayerScope"],
    ["useAdmin", useAdmin, "useAdmin must be used within an AdminProvider"],
  ])("%s throws a readable error", (_name, hook, message) => {
    expect(renderUsing(hook)).toThrow(message);
  });
});
