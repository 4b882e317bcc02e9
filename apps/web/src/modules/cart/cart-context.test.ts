import { describe, expect, it, vi } from "vitest";
import { pendingCart, type CartContextValue } from "./cart-context";

describe("the cart before the data layer has loaded", () => {
  it("has no cart and no items", () => {
    const cart = pendingCart(() => new Promise(() => undefined));
    expect(cart.cart).toBeUndefined();
    expect(cart.itemCount).toBe(0);
    expect(cart.isAdding).toBe(false);
  });

  it("adds an item with the loaded cart once it has been published", async () => {
    let publish: (cart: CartContextValue) => void = () => undefined;
    const loaded = new Promise<CartContextValue>((resolve) => (publish = resolve));
    const cart = pendingCart(() => loaded);

    const adding = cart.addItem({ variantId: "variant_1", quantity: 2 });
    const addItem = vi.fn(async () => undefined);
    publish({ ...pendingCart(() => loaded), addItem });
    await adding;

    expect(addItem).toHaveBeenCalledWith({ variantId: "variant_1", quantity: 2 });
  });
});
