// The project's one money formatter (spec §9; architecture "Data"): amounts are integers in the
// currency's minor unit, shown with Intl.NumberFormat.

/** Currencies whose stored integer already is the major unit (spec §9). */
const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(["krw", "jpy", "vnd"]);

/** The locale used when none is given (spec §9). */
export const DEFAULT_LOCALE = "en-US";

export function isZeroDecimal(currencyCode: string): boolean {
  return ZERO_DECIMAL_CURRENCIES.has(currencyCode.toLowerCase());
}

/** Minor units to major units: the amount is rounded down first, then divided by 100 unless zero-decimal. */
export function toMajorUnits(amount: number, currencyCode: string): number {
  const whole = Math.floor(amount);
  return isZeroDecimal(currencyCode) ? whole : whole / 100;
}

/**
 * Tax on an amount in minor units, rounded to the minor unit as the API rounds it (contract §6.2:
 * `round(amount × rate / 100)`), so a shown gross price equals what the cart will charge.
 */
export function taxOn(amount: number, taxRate: number): number {
  return Math.round((amount * taxRate) / 100);
}

export interface FormatAmountInput {
  /** Integer in the currency's minor unit, as every API money field is. */
  amount: number;
  currencyCode: string;
  locale?: string;
  /** Add tax at `taxRate`; on by default (spec §9: "Tax added as tax_rate/100 by default"). */
  includeTaxes?: boolean;
  /** A percentage, as the API sends it (`region.tax_rate`): 25 means 25 %. */
  taxRate?: number;
}

export function formatAmount({
  amount,
  currencyCode,
  locale = DEFAULT_LOCALE,
  includeTaxes = true,
  taxRate = 0,
}: FormatAmountInput): string {
  // Rounded down first (spec §9), then taxed in minor units, then shown in major units.
  const net = Math.floor(amount);
  const gross = includeTaxes ? net + taxOn(net, taxRate) : net;
  return new Intl.NumberFormat(locale, { style: "currency", currency: currencyCode }).format(
    toMajorUnits(gross, currencyCode),
  );
}
