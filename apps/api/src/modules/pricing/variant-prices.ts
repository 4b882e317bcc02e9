// Chooses the price a shopper pays for each variant in a region or currency (Medusa v1 §7.1):
// `original_price` is the plain price, `calculated_price` the lowest price that applies.
import { and, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { moneyAmounts } from "../../db/schema";

export type MoneyAmountRow = typeof moneyAmounts.$inferSelect;

export interface PriceContext {
  regionId?: string;
  /** The region's currency, or the one asked for. */
  currencyCode?: string;
  quantity?: number;
}

export interface VariantPricing {
  /** The money amounts that apply in this context (all of them when there is no context). */
  prices: MoneyAmountRow[];
  original_price: number | null;
  calculated_price: number | null;
  calculated_price_type?: "default" | "sale" | "override";
}

function fitsQuantity(price: MoneyAmountRow, quantity: number): boolean {
  return (
    (price.min_quantity === null || quantity >= price.min_quantity) &&
    (price.max_quantity === null || quantity <= price.max_quantity)
  );
}

/** Pure selection over a variant's money amounts; kept apart from I/O so it is easy to test. */
export function selectVariantPricing(rows: MoneyAmountRow[], context: PriceContext): VariantPricing {
  const hasContext = Boolean(context.regionId || context.currencyCode);
  if (!hasContext) return { prices: rows, original_price: null, calculated_price: null };

  const applicable = rows.filter(
    (price) =>
      (context.regionId !== undefined && price.region_id === context.regionId) ||
      (context.currencyCode !== undefined &&
        price.region_id === null &&
        price.currency_code === context.currencyCode),
  );
  const plain = applicable.filter(
    (price) => price.price_list_id === null && price.min_quantity === null && price.max_quantity === null,
  );
  const original =
    plain.find((price) => price.region_id !== null && price.region_id === context.regionId) ??
    plain.find((price) => price.currency_code === context.currencyCode);

  const quantity = context.quantity ?? 1;
  const candidates = applicable.filter((price) => fitsQuantity(price, quantity));
  const lowest = candidates.reduce<MoneyAmountRow | undefined>(
    (best, price) => (best === undefined || price.amount < best.amount ? price : best),
    undefined,
  );
  const calculated = lowest ?? original;
  return {
    prices: applicable,
    original_price: original?.amount ?? null,
    calculated_price: calculated?.amount ?? null,
    calculated_price_type:
      calculated === undefined ? undefined : calculated.price_list_id === null ? "default" : "sale",
  };
}

/** Loads the base (non price-list) money amounts of the given variants, grouped by variant id. */
export async function loadMoneyAmounts(
  db: Database,
  variantIds: string[],
): Promise<Map<string, MoneyAmountRow[]>> {
  const byVariant = new Map<string, MoneyAmountRow[]>();
  if (variantIds.length === 0) return byVariant;
  const rows = await db
    .select()
    .from(moneyAmounts)
    .where(and(inArray(moneyAmounts.variant_id, variantIds), isNull(moneyAmounts.deleted_at)));
  for (const row of rows) {
    const list = byVariant.get(row.variant_id) ?? [];
    list.push(row);
    byVariant.set(row.variant_id, list);
  }
  return byVariant;
}
