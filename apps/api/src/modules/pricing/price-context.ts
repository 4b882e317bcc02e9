// Turns a request's price parameters (Medusa v1 §7.1: `region_id`, `currency_code`, `cart_id`)
// into the context prices are chosen in. A region implies its currency; a cart implies its region.
import { loadRegionTaxRules, type RegionTaxRules } from "../taxes/region-tax-rules";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { carts } from "../carts/tables";
import { regions } from "../regions/tables";
import { notFound } from "../../http/errors";
import { customerPriceListIds, type PriceContext } from "./variant-prices";

export interface PriceParams {
  region_id?: string;
  currency_code?: string;
  cart_id?: string;
}

/** What prices depend on, and nothing else: safe to use in a cache key. */
export interface PriceSelection {
  regionId?: string;
  currencyCode?: string;
  /**
   * The customer-group price lists open to the signed-in shopper; absent when there are none, so
   * that a guest and a customer without group prices share cached answers.
   */
  priceListIds?: string[];
}

export type PricingRegion = Pick<
  typeof regions.$inferSelect,
  "id" | "currency_code" | "tax_rate" | "automatic_taxes"
>;

export interface ResolvedPriceContext {
  context: PriceContext;
  /** The region prices are for, when one is known; its taxes apply. */
  region?: PricingRegion;
  /** The region's tax rates for products and product types, which replace its own rate. */
  taxRules?: RegionTaxRules;
}

/**
 * Reads the cart's region when `cart_id` is given (the one lookup that cannot be cached), and the
 * group price lists of the signed-in customer (`customerId`), whose prices they see.
 */
export async function priceSelection(
  db: Database,
  params: PriceParams,
  customerId?: string,
): Promise<PriceSelection> {
  let regionId = params.region_id;
  if (params.cart_id !== undefined) {
    const [cart] = await db
      .select({ regionId: carts.region_id })
      .from(carts)
      .where(and(eq(carts.id, params.cart_id), isNull(carts.deleted_at)));
    if (cart === undefined) throw notFound(`Cart with id: ${params.cart_id} was not found`);
    regionId = cart.regionId;
  }
  const priceListIds = customerId === undefined ? [] : await customerPriceListIds(db, customerId);
  return {
    regionId,
    currencyCode: params.currency_code?.toLowerCase(),
    ...(priceListIds.length === 0 ? {} : { priceListIds }),
  };
}

export async function resolvePriceContext(
  db: Database,
  selection: PriceSelection,
): Promise<ResolvedPriceContext> {
  const { priceListIds } = selection;
  if (selection.regionId === undefined)
    return { context: { currencyCode: selection.currencyCode, priceListIds } };
  const [region] = await db
    .select({
      id: regions.id,
      currency_code: regions.currency_code,
      tax_rate: regions.tax_rate,
      automatic_taxes: regions.automatic_taxes,
    })
    .from(regions)
    .where(and(eq(regions.id, selection.regionId), isNull(regions.deleted_at)));
  if (region === undefined) throw notFound(`Region with id: ${selection.regionId} was not found`);
  return {
    context: { regionId: region.id, currencyCode: region.currency_code, priceListIds },
    region,
    taxRules: region.automatic_taxes ? await loadRegionTaxRules(db, region.id) : undefined,
  };
}
