// Minor units per currency (contract medusa-v1 §10): amounts are integers in the minor unit, and
// for zero-decimal currencies the minor unit is the whole unit (¥1000 is stored as 1000).

const ZERO_DECIMAL_CURRENCIES = new Set([
  "bif",
  "clp",
  "djf",
  "gnf",
  "jpy",
  "kmf",
  "krw",
  "mga",
  "pyg",
  "rwf",
  "ugx",
  "vnd",
  "vuv",
  "xaf",
  "xof",
  "xpf",
]);

/** How many minor units make one whole unit of the currency: 100 for usd, 1 for jpy. */
export function minorUnitsPerWholeUnit(currencyCode: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currencyCode.toLowerCase()) ? 1 : 100;
}

/** `amount` less `percent` %, rounded to whole units of the currency (never below one unit). */
export function discountedToWholeUnits(
  amount: number,
  percent: number,
  currencyCode: string,
): number {
  const unit = minorUnitsPerWholeUnit(currencyCode);
  return Math.max(unit, Math.round((amount * (100 - percent)) / 100 / unit) * unit);
}
