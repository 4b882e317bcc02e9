import { describe, expect, it } from "vitest";
import { moneyInputText, parseMoneyInput, parseRefundAmount } from "./money-input";

describe("parseMoneyInput", () => {
  it.each([
    ["12.50", "usd", 1250],
    ["12.5", "usd", 1250],
    ["12", "usd", 1200],
    ["0.29", "usd", 29],
    ["1,234.05", "eur", 123405],
    [" 7 ", "eur", 700],
    ["1000", "jpy", 1000],
    ["1,000", "krw", 1000],
    ["15000", "vnd", 15000],
  ])("reads %s %s as %i minor units", (text, currency, amount) => {
    expect(parseMoneyInput(text, currency)).toEqual({ ok: true, amount });
  });

  it.each([
    ["", "usd", "Enter an amount."],
    ["abc", "usd", "Enter the amount as a number, such as 12.50."],
    ["-5", "usd", "Enter the amount as a number, such as 12.50."],
    ["1.234", "usd", "Use at most two decimals."],
    ["100.5", "jpy", "JPY amounts have no decimals."],
    ["0", "usd", "The amount must be more than zero."],
    ["0.00", "eur", "The amount must be more than zero."],
    ["99999999999", "usd", "The amount is too large."],
  ])("refuses %j in %s", (text, currency, error) => {
    expect(parseMoneyInput(text, currency)).toEqual({ ok: false, error });
  });
});

describe("parseRefundAmount", () => {
  it("refuses more than the refundable amount, saying how much is left", () => {
    expect(parseRefundAmount("30.01", "usd", 3000)).toEqual({
      ok: false,
      error: "You can refund at most $30.00.",
    });
    expect(parseRefundAmount("3001", "jpy", 3000)).toEqual({
      ok: false,
      error: "You can refund at most ¥3,000.",
    });
  });

  it("accepts the whole refundable amount", () => {
    expect(parseRefundAmount("30", "usd", 3000)).toEqual({ ok: true, amount: 3000 });
  });
});

describe("moneyInputText", () => {
  it("writes minor units back in major units", () => {
    expect(moneyInputText(1250, "usd")).toBe("12.50");
    expect(moneyInputText(1200, "jpy")).toBe("1200");
  });
});
