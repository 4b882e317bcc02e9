// The shop's "store info" (spec §7: GET /store/custom, "response kept as store info"). Medusa v1
// leaves /store/custom to each project, so this shape is ours:
//
//   { store: { id, name, default_currency_code,
//              currencies: [{ code, symbol, symbol_native, name }],
//              default_region_id: string | null,
//              default_region: Region | null } }
//
// where Region is the same object GET /store/regions/:id returns. The storefront reads it once to
// learn the shop's name, which currencies it may offer and which region to start a visitor in.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { currencies, storeCurrencies, stores } from "./tables";
import { notFound } from "../../http/errors";
import { findRegions, type StoreRegion } from "../regions/region-service";

type CurrencyRow = typeof currencies.$inferSelect;

export interface StoreInfo {
  id: string;
  name: string;
  default_currency_code: string;
  currencies: CurrencyRow[];
  default_region_id: string | null;
  default_region: StoreRegion | null;
}

type StoreRow = typeof stores.$inferSelect;

/** The shop's one store row (the first made); both the Store and the Admin API answer from it. */
export async function findStore(db: Database): Promise<StoreRow> {
  const [store] = await db.select().from(stores).orderBy(asc(stores.created_at)).limit(1);
  if (store === undefined) throw notFound("Store was not found");
  return store;
}

/** The currencies the store sells in, by code. */
export function storeCurrencyList(db: Database, storeId: string) {
  return db
    .select({
      code: currencies.code,
      symbol: currencies.symbol,
      symbol_native: currencies.symbol_native,
      name: currencies.name,
    })
    .from(storeCurrencies)
    .innerJoin(currencies, eq(currencies.code, storeCurrencies.currency_code))
    .where(eq(storeCurrencies.store_id, storeId))
    .orderBy(asc(currencies.code));
}

export async function loadStoreInfo(db: Database): Promise<StoreInfo> {
  const store = await findStore(db);
  const [currencyRows, [defaultRegion]] = await Promise.all([
    storeCurrencyList(db, store.id),
    findRegions(db, store.default_region_id === null ? [] : [store.default_region_id]),
  ]);
  return {
    id: store.id,
    name: store.name,
    default_currency_code: store.default_currency_code,
    currencies: currencyRows,
    default_region_id: store.default_region_id,
    default_region: defaultRegion ?? null,
  };
}
