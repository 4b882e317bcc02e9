// Reads regions with the relations the Store API sends (Medusa v1 §7.2): countries, payment and
// fulfillment providers, and the currency. Relations are loaded for a whole page at once.
import { and, asc, count, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentProviders, regionPaymentProviders } from "../payments/tables";
import { fulfillmentProviders, regionFulfillmentProviders } from "../shipping/tables";
import { currencies } from "../store-settings/tables";
import { countries, regions } from "./tables";
import { notFound } from "../../http/errors";
import { groupBy } from "../../db/group-by";
import { type ListOrder, orderColumns } from "../../http/list-query";

export type RegionRow = typeof regions.$inferSelect;
type CountryRow = typeof countries.$inferSelect;
type CurrencyRow = typeof currencies.$inferSelect;
interface ProviderRow {
  id: string;
  is_installed: boolean;
}

export interface StoreRegion extends RegionRow {
  countries: CountryRow[];
  payment_providers: ProviderRow[];
  fulfillment_providers: ProviderRow[];
  currency: CurrencyRow | null;
}

export const regionOrderFields = [
  "id",
  "name",
  "currency_code",
  "created_at",
  "updated_at",
] as const;
type RegionOrderField = (typeof regionOrderFields)[number];

async function withRelations(db: Database, rows: RegionRow[]): Promise<StoreRegion[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const currencyCodes = [...new Set(rows.map((row) => row.currency_code))];
  // One query after another: callers may pass a transaction, whose single connection must not
  // be handed overlapping queries (region reads are cached, so this is off the hot path).
  const countryRows = await db
    .select()
    .from(countries)
    .where(inArray(countries.region_id, ids))
    .orderBy(asc(countries.id));
  const paymentRows = await db
    .select({
      region_id: regionPaymentProviders.region_id,
      id: paymentProviders.id,
      is_installed: paymentProviders.is_installed,
    })
    .from(regionPaymentProviders)
    .innerJoin(paymentProviders, eq(paymentProviders.id, regionPaymentProviders.provider_id))
    .where(inArray(regionPaymentProviders.region_id, ids))
    .orderBy(asc(paymentProviders.id));
  const fulfillmentRows = await db
    .select({
      region_id: regionFulfillmentProviders.region_id,
      id: fulfillmentProviders.id,
      is_installed: fulfillmentProviders.is_installed,
    })
    .from(regionFulfillmentProviders)
    .innerJoin(
      fulfillmentProviders,
      eq(fulfillmentProviders.id, regionFulfillmentProviders.provider_id),
    )
    .where(inArray(regionFulfillmentProviders.region_id, ids))
    .orderBy(asc(fulfillmentProviders.id));
  const currencyRows = await db
    .select()
    .from(currencies)
    .where(inArray(currencies.code, currencyCodes));
  const countriesByRegion = groupBy(countryRows, (row) => row.region_id ?? "");
  const paymentByRegion = groupBy(paymentRows, (row) => row.region_id);
  const fulfillmentByRegion = groupBy(fulfillmentRows, (row) => row.region_id);
  const currencyByCode = new Map(currencyRows.map((row) => [row.code, row]));
  const provider = ({ id, is_installed }: ProviderRow): ProviderRow => ({ id, is_installed });
  return rows.map((row) => ({
    ...row,
    countries: countriesByRegion.get(row.id) ?? [],
    payment_providers: (paymentByRegion.get(row.id) ?? []).map(provider),
    fulfillment_providers: (fulfillmentByRegion.get(row.id) ?? []).map(provider),
    currency: currencyByCode.get(row.currency_code) ?? null,
  }));
}

export interface RegionListQuery {
  conditions: SQL[];
  order: ListOrder<RegionOrderField>;
  offset: number;
  limit: number;
}

export async function listRegions(
  db: Database,
  query: RegionListQuery,
): Promise<{ regions: StoreRegion[]; count: number }> {
  const where = and(isNull(regions.deleted_at), ...query.conditions);
  const orderColumn = regions[query.order.field];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(regions)
      .where(where)
      .orderBy(...orderColumns(orderColumn, regions.id, query.order.descending))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(regions).where(where),
  ]);
  return { regions: await withRelations(db, rows), count: total };
}

/** The regions with these ids that exist, with their relations, in no particular order. */
export async function findRegions(db: Database, ids: string[]): Promise<StoreRegion[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(regions)
    .where(and(inArray(regions.id, ids), isNull(regions.deleted_at)));
  return withRelations(db, rows);
}

export async function retrieveRegion(db: Database, id: string): Promise<StoreRegion> {
  const [region] = await findRegions(db, [id]);
  if (region === undefined) throw notFound(`Region with id: ${id} was not found`);
  return region;
}
