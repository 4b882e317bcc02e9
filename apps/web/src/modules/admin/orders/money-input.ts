// Staff type money in the order currency's major units ("12.50", "1,200"); the API takes integers
// in the minor unit (contract medusa-v1 §10). Parsed from the text, never through floating point,
// so "0.29" is 29 cents and not 28.999….
import { formatAmount, isZeroDecimal } from "@atelier/commerce-client";

export type MoneyInput = { ok: true; amount: number } | { ok: false; error: string };

/** The largest amount the API stores (a PostgreSQL integer). */
const MAX_AMOUNT = 2_147_483_647;

const NUMBER_PATTERN = /^(\d+)(?:\.(\d*))?$/;

/** Minor units from what staff typed, or a sentence saying what is wrong with it. */
export function parseMoneyInput(text: string, currencyCode: string): MoneyInput {
  const cleaned = text.trim().replace(/[,\s]/g, "");
  if (cleaned === "") return { ok: false, error: "Enter an amount." };
  const match = NUMBER_PATTERN.exec(cleaned);
  if (!match) return { ok: false, error: "Enter the amount as a number, such as 12.50." };
  const [, whole, fraction = ""] = match;
  const decimals = isZeroDecimal(currencyCode) ? 0 : 2;
  if (fraction.length > decimals) {
    return {
      ok: false,
      error:
        decimals === 0
          ? `${currencyCode.toUpperCase()} amounts have no decimals.`
          : "Use at most two decimals.",
    };
  }
  const amount = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, "0") || "0");
  if (amount <= 0) return { ok: false, error: "The amount must be more than zero." };
  if (amount > MAX_AMOUNT) return { ok: false, error: "The amount is too large." };
  return { ok: true, amount };
}

/** The order's money without tax added (admin amounts are already final). */
export function formatOrderMoney(amount: number, currencyCode: string): string {
  return formatAmount({ amount, currencyCode, includeTaxes: false });
}

/** A refund amount checked against what can still be refunded. */
export function parseRefundAmount(
  text: string,
  currencyCode: string,
  refundable: number,
): MoneyInput {
  const parsed = parseMoneyInput(text, currencyCode);
  if (parsed.ok && parsed.amount > refundable) {
    return {
      ok: false,
      error: `You can refund at most ${formatOrderMoney(refundable, currencyCode)}.`,
    };
  }
  return parsed;
}

/** The major-unit text for an amount, as the refund field is pre-filled ("12.50", "1200"). */
export function moneyInputText(amount: number, currencyCode: string): string {
  if (isZeroDecimal(currencyCode)) return String(amount);
  return (amount / 100).toFixed(2);
}
