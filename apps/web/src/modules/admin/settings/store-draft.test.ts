import { describe, expect, it } from "vitest";
import { storePayload, withCurrency, withoutCurrency } from "./store-draft";

const draft = { name: "Atelier", currencies: ["usd", "eur"], default_currency_code: "usd" };

describe("store settings draft", () => {
  it("adds a currency once", () => {
    expect(withCurrency(draft, "jpy").currencies).toEqual(["usd", "eur", "jpy"]);
    expect(withCurrency(draft, "eur")).toBe(draft);
  });

  it("removing the default currency asks for a new default", () => {
    const without = withoutCurrency(draft, "usd");
    expect(without).toEqual({ name: "Atelier", currencies: ["eur"], default_currency_code: "" });
    expect(storePayload(without)).toEqual({
      ok: false,
      errors: { default_currency_code: "Choose the default among the store's currencies." },
    });
  });

  it("builds the body with a trimmed name", () => {
    expect(storePayload({ ...draft, name: "  Atelier Home " })).toEqual({
      ok: true,
      payload: { name: "Atelier Home", currencies: ["usd", "eur"], default_currency_code: "usd" },
    });
  });

  it("refuses an empty name and no currencies", () => {
    expect(storePayload({ name: " ", currencies: [], default_currency_code: "" })).toEqual({
      ok: false,
      errors: {
        name: "The store needs a name.",
        currencies: "Keep at least one currency.",
        default_currency_code: "Choose the default among the store's currencies.",
      },
    });
  });
});
