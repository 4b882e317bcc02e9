// Which rates tax a cart's lines and shipping methods (Medusa v1 TaxProviderService
// getRegionRatesForProduct / getRegionRatesForShipping): a product is taxed at every rate of its
// region that names the product or its type; a shipping method at every rate that names its
// option; anything no rate names at the region's own rate. Loaded once per region, with the
// region (see carts/cart-region.ts), so a cart read adds no query.
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productTaxRates, productTypeTaxRates, shippingTaxRates, taxRates } from "./tables";

export type RegionTaxRate = typeof taxRates.$inferSelect;

/** One rate as a tax line carries it. */
export interface TaxLineRate {
  /** A percentage: 25 means 25 %. */
  rate: number;
  name: string;
  code: string;
}

export interface RegionTaxRules {
  /** The region's rates, as its `tax_rates` relation. */
  rates: RegionTaxRate[];
  byProduct: ReadonlyMap<string, TaxLineRate[]>;
  byProductType: ReadonlyMap<string, TaxLineRate[]>;
  byShippingOption: ReadonlyMap<string, TaxLineRate[]>;
}

export const NO_TAX_RULES: RegionTaxRules = {
  rates: [],
  byProduct: new Map(),
  byProductType: new Map(),
  byShippingOption: new Map(),
};

function lineRate(rate: RegionTaxRate): TaxLineRate {
  // Medusa lets a rate be null (undecided); its tax line then charges nothing.
  return { rate: rate.rate ?? 0, name: rate.name, code: rate.code };
}

/** One object per rate (shared by every target it names), so a rate can be told apart by identity. */
function linksByTarget(
  links: { target: string; rate_id: string }[],
  lineRates: Map<string, TaxLineRate>,
): Map<string, TaxLineRate[]> {
  const byTarget = new Map<string, TaxLineRate[]>();
  for (const link of links) {
    const rate = lineRates.get(link.rate_id);
    if (!rate) continue;
    const list = byTarget.get(link.target) ?? [];
    list.push(rate);
    byTarget.set(link.target, list);
  }
  return byTarget;
}

/** The region's rates and what each overrides. Queries run one after another (`db` may be a tx). */
export async function loadRegionTaxRules(db: Database, regionId: string): Promise<RegionTaxRules> {
  const rates = await db
    .select()
    .from(taxRates)
    .where(eq(taxRates.region_id, regionId))
    .orderBy(taxRates.created_at, taxRates.id);
  if (rates.length === 0) return NO_TAX_RULES;
  const ids = rates.map((rate) => rate.id);
  const byId = new Map(rates.map((rate) => [rate.id, lineRate(rate)]));
  const productLinks = await db
    .select({ target: productTaxRates.product_id, rate_id: productTaxRates.rate_id })
    .from(productTaxRates)
    .where(inArray(productTaxRates.rate_id, ids));
  const typeLinks = await db
    .select({ target: productTypeTaxRates.product_type_id, rate_id: productTypeTaxRates.rate_id })
    .from(productTypeTaxRates)
    .where(inArray(productTypeTaxRates.rate_id, ids));
  const optionLinks = await db
    .select({ target: shippingTaxRates.shipping_option_id, rate_id: shippingTaxRates.rate_id })
    .from(shippingTaxRates)
    .where(inArray(shippingTaxRates.rate_id, ids));
  return {
    rates,
    byProduct: linksByTarget(productLinks, byId),
    byProductType: linksByTarget(typeLinks, byId),
    byShippingOption: linksByTarget(optionLinks, byId),
  };
}

/**
 * The rates a product is taxed at instead of the region's, or undefined when no rate names it or
 * its type. A rate naming both counts once.
 */
export function productRates(
  rules: RegionTaxRules,
  product: { id: string; type_id: string | null } | null,
): TaxLineRate[] | undefined {
  if (!product) return undefined;
  const own = rules.byProduct.get(product.id) ?? [];
  const ofType = (product.type_id && rules.byProductType.get(product.type_id)) || [];
  if (own.length === 0 && ofType.length === 0) return undefined;
  if (ofType.length === 0) return own;
  if (own.length === 0) return ofType;
  const seen = new Set(own);
  return [...own, ...ofType.filter((rate) => !seen.has(rate))];
}

/** The rates a shipping option's methods are taxed at instead of the region's, if any. */
export function shippingOptionRates(
  rules: RegionTaxRules,
  optionId: string,
): TaxLineRate[] | undefined {
  return rules.byShippingOption.get(optionId);
}
