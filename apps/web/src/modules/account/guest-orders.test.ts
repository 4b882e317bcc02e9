import { describe, expect, it } from "vitest";
import { parseOrderNumbers, withOrderNumbers } from "./guest-orders";

describe("parseOrderNumbers", () => {
  it("reads numbers with or without #, separated by commas or spaces, each once", () => {
    expect(parseOrderNumbers(" #1042, 1043 #1042\n7 ")).toEqual({
      ok: true,
      numbers: [1042, 1043, 7],
    });
  });

  it("says what is not an order number", () => {
    expect(parseOrderNumbers("   ")).toEqual({
      ok: false,
      error: "Enter the number of at least one order.",
    });
    expect(parseOrderNumbers("#12, abc")).toEqual({
      ok: false,
      error: "“abc” is not an order number, such as #1042.",
    });
    expect(parseOrderNumbers("#0")).toMatchObject({ ok: false });
  });

  it("takes at most 50 orders", () => {
    const many = Array.from({ length: 51 }, (_, index) => index + 1).join(",");
    expect(parseOrderNumbers(many)).toEqual({
      ok: false,
      error: "Add at most 50 orders at once.",
    });
  });
});

describe("withOrderNumbers", () => {
  it("names orders by number instead of id", () => {
    const ids = new Map([["order_abc", 1042]]);
    expect(withOrderNumbers("Order with id order_abc is already in your account", ids)).toBe(
      "Order #1042 is already in your account",
    );
  });
});
