// The store's settings as `GET /admin/store` answers them (contract medusa-v1 §12.3): the store
// row, its currencies, default currency and sales channel, and the providers, feature flags and
// modules the API runs with.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentProviders } from "../payments/tables";
import { salesChannels } from "../sales-channels/tables";
import { fulfillmentProviders } from "../shipping/tables";
import { storeCurrencies } from "./tables";
import { findStore, storeCurrencyList } from "./store-info-service";
import { FEATURE_FLAGS, MODULES } from "./constants";

export async function storeCurrencyCodes(db: Database, storeId: string): Promise<string[]> {
  const rows = await db
    .select({ code: storeCurrencies.currency_code })
    .from(storeCurrencies)
    .where(eq(storeCurrencies.store_id, storeId));
  return rows.map((row) => row.code);
}

export async function adminStore(db: Database) {
  const store = await findStore(db);
  const currencyRows = await storeCurrencyList(db, store.id);
  const [defaultChannel] =
    store.default_sales_channel_id === null
      ? []
      : await db
          .select()
          .from(salesChannels)
          .where(eq(salesChannels.id, store.default_sales_channel_id));
  const payment = await db.select().from(paymentProviders).orderBy(asc(paymentProviders.id));
  const fulfillment = await db
    .select()
    .from(fulfillmentProviders)
    .orderBy(asc(fulfillmentProviders.id));
  return {
    ...store,
    currencies: currencyRows,
    default_currency:
      currencyRows.find((currency) => currency.code === store.default_currency_code) ?? null,
    default_sales_channel: defaultChannel ?? null,
    payment_providers: payment,
    fulfillment_providers: fulfillment,
    feature_flags: FEATURE_FLAGS,
    modules: MODULES,
  };
}
