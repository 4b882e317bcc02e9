// Shipping options (contract medusa-v1 §7.6): the flat-rate ways to ship in a region, each with the
// cart subtotal it requires, priced for the Store API with the region's tax and shown with its
// shipping profile.
import {
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import type { Database } from "../../db/client";
import type { AppDeps } from "../../http/context";
import { catalogueLookup } from "../../http/response-cache";
import { shippingOptionRequirements, shippingOptions } from "./tables";
import type { ShippingOptionRow } from "../carts/cart-checkout";
import { effectiveTaxRate, type TaxRegion } from "../carts/cart-totals";
import type { TaxLineRate } from "../taxes/region-tax-rules";
import type { OptionShippingProfile, ShippingProfiles } from "./shipping-profile";

export type RequirementRow = typeof shippingOptionRequirements.$inferSelect;

export interface ShippingOptionWithRequirements extends ShippingOptionRow {
  requirements: RequirementRow[];
}

export interface PricedShippingOption
  extends Omit<ShippingOptionWithRequirements, "profile_id">, OptionShippingProfile {
  price_incl_tax: number;
  tax_rates: { rate: number; name: string; code: string }[];
  tax_amount: number;
}

export interface ShippingOptionFilter {
  regionId?: string;
  isReturn?: boolean;
  ids?: string[];
  /** Only the options of these profiles (Medusa offers a cart those of its products' profiles). */
  profileIds?: string[];
}

/**
 * The requirements of the option `optionId` names, as a JSON column of the query reading it; live
 * ones only, so their `deleted_at` is null.
 */
export function optionRequirements(optionId: SQLWrapper): SQL<RequirementRow[]> {
  // Nested in a second `sql`, so Drizzle keeps the option's id qualified.
  const requirements = sql`
    select coalesce(json_agg(requirement), '[]') from ${shippingOptionRequirements} requirement
     where requirement.shipping_option_id = ${optionId}
       and requirement.deleted_at is null`;
  return sql<RequirementRow[]>`(${requirements})`;
}

/** Options shoppers may choose (not admin-only, not deleted), oldest first, with requirements. */
export async function findShippingOptions(
  db: Database,
  filter: ShippingOptionFilter,
): Promise<ShippingOptionWithRequirements[]> {
  const conditions: SQL[] = [
    isNull(shippingOptions.deleted_at),
    eq(shippingOptions.admin_only, false),
  ];
  if (filter.regionId !== undefined)
    conditions.push(eq(shippingOptions.region_id, filter.regionId));
  if (filter.isReturn !== undefined)
    conditions.push(eq(shippingOptions.is_return, filter.isReturn));
  if (filter.ids !== undefined) conditions.push(inArray(shippingOptions.id, filter.ids));
  if (filter.profileIds !== undefined) {
    if (filter.profileIds.length === 0) return [];
    conditions.push(inArray(shippingOptions.profile_id, filter.profileIds));
  }
  return db
    .select({
      ...getTableColumns(shippingOptions),
      requirements: optionRequirements(shippingOptions.id),
    })
    .from(shippingOptions)
    .where(and(...conditions))
    .orderBy(asc(shippingOptions.created_at), asc(shippingOptions.id));
}

const cartOptions = catalogueLookup<ShippingOptionWithRequirements[]>();

/**
 * The options a cart in `regionId` may be offered, for its products' profiles, from the catalogue's
 * lookup cache: read on every cart's shipping step, they change only through admin writes, which
 * clear the cache (`shipping/routes.ts`). Read-only: shared by every request.
 */
export function findCartShippingOptions(
  deps: AppDeps,
  regionId: string,
  profileIds: string[],
): Promise<ShippingOptionWithRequirements[]> {
  const profiles = [...profileIds].sort();
  return cartOptions(
    deps.db,
    `cart-shipping-options:${regionId}:${profiles.join(",")}`,
    () => findShippingOptions(deps.db, { regionId, isReturn: false, profileIds: profiles }),
    { shared: true },
  );
}

/**
 * The options `ids` name that shoppers may choose, from the same cache as
 * `findCartShippingOptions`: a completion checks its cart's chosen options with it. `db` loads them
 * on a miss and may be a transaction (see `catalogueLookup`).
 */
export function findChosenShippingOptions(
  deps: AppDeps,
  db: Database,
  ids: string[],
): Promise<ShippingOptionWithRequirements[]> {
  const sorted = [...new Set(ids)].sort();
  return cartOptions(
    deps.db,
    `chosen-shipping-options:${sorted.join(",")}`,
    () => findShippingOptions(db, { ids: sorted }),
    { shared: db === deps.db },
  );
}

/** Whether a cart with this subtotal may use the option (Medusa's requirement check). */
export function meetsRequirements(
  option: ShippingOptionWithRequirements,
  subtotal: number,
): boolean {
  return option.requirements.every((requirement) =>
    requirement.type === "min_subtotal"
      ? subtotal >= requirement.amount
      : subtotal < requirement.amount,
  );
}

/**
 * The option as the Store lists it: with its profile and its price including tax, at the rates
 * that name the option (`rates`) or else the region's; several rates are added up and rounded
 * once, as Medusa v1's shipping option pricing does. No tax when the region computes none.
 */
export function priceShippingOption(
  option: ShippingOptionWithRequirements,
  region: TaxRegion,
  profiles: ShippingProfiles,
  rates?: readonly TaxLineRate[],
): PricedShippingOption {
  const regionRate = effectiveTaxRate(region);
  const taxRates = !region.automatic_taxes
    ? []
    : (rates ?? (regionRate > 0 ? [{ rate: regionRate, name: "default", code: "default" }] : []));
  const totalRate = taxRates.reduce((sum, { rate }) => sum + rate, 0);
  const amount = option.amount ?? 0;
  const taxAmount = Math.round((amount * totalRate) / 100);
  return {
    ...option,
    ...profiles.ofOption(option.profile_id),
    price_incl_tax: amount + taxAmount,
    tax_rates: taxRates.map(({ rate, name, code }) => ({ rate, name, code })),
    tax_amount: taxAmount,
  };
}
