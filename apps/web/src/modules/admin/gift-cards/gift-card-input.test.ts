import { describe, expect, it } from "vitest";
import { endOfDay, giftCardState, parseBalanceInput } from "./gift-card-input";

describe("parseBalanceInput", () => {
  it("reads major units into minor units and accepts an empty card", () => {
    expect(parseBalanceInput("12.50", "usd")).toEqual({ ok: true, amount: 1250 });
    expect(parseBalanceInput("0", "usd")).toEqual({ ok: true, amount: 0 });
    expect(parseBalanceInput("0.00", "eur")).toEqual({ ok: true, amount: 0 });
    expect(parseBalanceInput("1500", "jpy")).toEqual({ ok: true, amount: 1500 });
  });

  it("says what is wrong with text that is not an amount", () => {
    expect(parseBalanceInput("", "usd")).toEqual({ ok: false, error: "Enter an amount." });
    expect(parseBalanceInput("ten", "usd").ok).toBe(false);
    expect(parseBalanceInput("-3", "usd").ok).toBe(false);
    expect(parseBalanceInput("1.5", "jpy")).toEqual({
      ok: false,
      error: "JPY amounts have no decimals.",
    });
  });
});

describe("endOfDay", () => {
  it("ends a chosen day at its last moment and leaves an empty field without an end", () => {
    expect(endOfDay("2030-12-31")).toBe("2030-12-31T23:59:59.999Z");
    expect(endOfDay(" ")).toBeNull();
  });
});

describe("giftCardState", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  const card = { is_disabled: false, ends_at: null, balance: 100 };

  it("tells why a card can no longer pay, disabled first", () => {
    expect(giftCardState(card, now)).toBe("active");
    expect(giftCardState({ ...card, balance: 0 }, now)).toBe("used");
    expect(giftCardState({ ...card, ends_at: "2026-05-31T23:59:59Z" }, now)).toBe("expired");
    expect(giftCardState({ ...card, is_disabled: true, balance: 0 }, now)).toBe("disabled");
  });
});
