// Demo prices: each product is priced in US dollars by hand, and its euro and yen prices are
// rounded the way a shop would round them rather than converted to the cent (Medusa v1 §10).
import type { SeedCurrencyCode } from "./regions";

const EUROS_PER_DOLLAR = 0.93;
const YEN_PER_DOLLAR = 150;

/** Rounds to the nearest step: prices under `threshold` by `small`, larger ones by `large`. */
function roundPrice(value: number, threshold: number, small: number, large: number): number {
  const step = value < threshold ? small : large;
  return Math.round(value / step) * step;
}

/**
 * Minor-unit amounts for a price in whole US dollars: cents for usd and eur, whole yen for jpy
 * (a zero-decimal currency, so ¥68,000 is stored as 68000).
 */
export function demoPrices(dollars: number): Record<SeedCurrencyCode, number> {
  const euros = roundPrice(dollars * EUROS_PER_DOLLAR, 100, 1, 5);
  const yen = roundPrice(dollars * YEN_PER_DOLLAR, 10_000, 100, 1000);
  return { usd: dollars * 100, eur: euros * 100, jpy: yen };
}
