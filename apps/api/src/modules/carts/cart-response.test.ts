import { describe, expect, it } from "vitest";
import { joinPieces } from "../../http/answer-pieces";
import { cartAnswerPieces, type StoreCart } from "./cart-response";

const cartAnswerBytes = (cart: StoreCart) => joinPieces(cartAnswerPieces(cart));

// Line answers as storeLine makes them: frozen, one object per line as long as it is unchanged.
const line = (id: string, quantity = 1) =>
  Object.freeze({ id, quantity, title: `Bowl ${id} “glazed”`, metadata: { note: "ü" } });

const cartWith = (items: readonly object[], email = "ada@example.com") =>
  ({
    object: "cart",
    id: "cart_1",
    email,
    region: { name: "Europe" },
    items,
  }) as unknown as StoreCart;

const decoded = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes));

describe("cartAnswerBytes", () => {
  it("answers {cart} as JSON whatever the cart's last answer held", () => {
    const [a, b, c, d] = ["a", "b", "c", "d"].map((id) => line(id));
    const bMore = line("b", 2);
    // Each step follows the last, as a cart's answers do: one line more (the last answer's lines
    // reused), a line changed in the middle or removed first (made again), none, a new head.
    const steps: (readonly object[])[] = [
      [a],
      [a, b],
      [a, b, c],
      [a, bMore, c],
      [a, bMore, c, d],
      [bMore, c, d],
      [bMore, c, d, a],
      [],
      [a],
    ];
    for (const [index, items] of steps.entries()) {
      const cart = cartWith(items, `shopper${index}@example.com`);
      expect(decoded(cartAnswerBytes(cart))).toEqual({ cart });
    }
  });

  it("answers shared variants and the region as they are, in every line and answer", () => {
    const variant = Object.freeze({ id: "variant_1", title: "Blue", product: { title: "Bowl" } });
    const other = Object.freeze({ id: "variant_2", title: "Red", product: { title: "Cup" } });
    const withVariant = (id: string, shown: object | null) =>
      Object.freeze({ id, quantity: 1, variant: shown, adjustments: [] });
    const region = Object.freeze({ id: "reg_1", name: "Europe", countries: [{ iso_2: "fr" }] });
    const items = [
      withVariant("a", variant),
      withVariant("b", other),
      withVariant("c", variant),
      withVariant("d", null),
    ];
    for (const count of [1, 2, 3, 4]) {
      const cart = { ...cartWith(items.slice(0, count)), region } as unknown as StoreCart;
      expect(decoded(cartAnswerBytes(cart))).toEqual({ cart });
    }
  });

  it("does not take lines from an answer whose list changed after it was made", () => {
    const [a, b] = [line("a"), line("b")];
    const items = [a, b];
    cartAnswerBytes(cartWith(items));
    items.splice(1, 1, line("c"));
    const cart = cartWith([...items, line("d")]);
    expect(decoded(cartAnswerBytes(cart))).toEqual({ cart });
  });

  it("keeps every answer's text as it was while later answers grow the lines' text", () => {
    const [a, b, c, d] = ["a", "b", "c", "d"].map((id) => line(id));
    // Made one after another as a cart's answers are, and two from the same answer (a change tried
    // twice, or two requests on one known cart): the second must not write over the first.
    const carts = [[a], [a, b], [a, b, c], [a, b, d], [a, b, c, d]].map((items, index) =>
      cartWith(items, `shopper${index}@example.com`),
    );
    const answers = carts.map((cart) => cartAnswerPieces(cart));
    for (const [index, cart] of carts.entries()) {
      expect(decoded(joinPieces(answers[index]))).toEqual({ cart });
    }
    // An add's answer is its head, the lines' text and the end: the lines are not copied anew.
    expect(answers[2]).toHaveLength(3);
    expect(answers[2][1].buffer).toBe(answers[1][1].buffer);
    expect(answers[3][1].buffer).not.toBe(answers[2][1].buffer);
  });
});
