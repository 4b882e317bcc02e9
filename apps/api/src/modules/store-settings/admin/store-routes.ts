// Admin store settings (contract medusa-v1 §12.3): read and update the store, add and remove its
// currencies, and list the payment and tax providers. The default currency must stay one of the
// store's currencies. The Store API's store info is cached, so writes drop the cached answers.
import {
  AdminDeleteStoreCurrenciesCode,
  AdminGetStore,
  AdminGetStorePaymentProviders,
  AdminGetStoreTaxProviders,
  AdminPostStore,
  AdminPostStoreCurrenciesCode,
} from "@atelier/contracts";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../../db/client";
import { paymentProviders } from "../../payments/tables";
import { storeCurrencies, stores } from "../tables";
import type { AppEnv } from "../../../http/context";
import { invalidData } from "../../../http/errors";
import { bind, mount, reply } from "../../../http/route";
import { ensureCurrency } from "../currencies";
import { mergeMetadata } from "../../carts/line-items";
import { invalidateCatalogueCache } from "../../../http/response-cache";
import { findStore } from "../store-info-service";
import { TAX_PROVIDERS } from "../constants";
import { adminStore, storeCurrencyCodes } from "../store-settings";

const missingDefault = (code: string) =>
  invalidData(`Store does not have currency: ${code}; the default currency must be one of them`);

async function setStoreCurrencies(db: Database, storeId: string, codes: string[]): Promise<void> {
  for (const code of codes) await ensureCurrency(db, code);
  await db.delete(storeCurrencies).where(eq(storeCurrencies.store_id, storeId));
  await db
    .insert(storeCurrencies)
    .values(codes.map((currency_code) => ({ store_id: storeId, currency_code })));
}

/** Answers the store as it now is, after the Store API's cached answers are dropped. */
async function storeAnswer(db: Database) {
  invalidateCatalogueCache();
  return { store: await adminStore(db) };
}

const retrieveRoute = bind(AdminGetStore, async (c) =>
  reply(c, AdminGetStore, 200, { store: await adminStore(c.get("deps").db) }),
);

const updateRoute = bind(AdminPostStore, async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  const store = await findStore(db);
  const { currencies: codes, metadata, default_currency_code: defaultCode, ...columns } = body;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const wanted = codes === undefined ? undefined : [...new Set(codes)];
    if (wanted !== undefined) await setStoreCurrencies(txDb, store.id, wanted);
    const currencies = wanted ?? (await storeCurrencyCodes(txDb, store.id));
    const nextDefault = defaultCode ?? store.default_currency_code;
    if (!currencies.includes(nextDefault)) throw missingDefault(nextDefault);
    await tx
      .update(stores)
      .set({
        ...columns,
        default_currency_code: nextDefault,
        ...(metadata === undefined
          ? {}
          : { metadata: metadata === null ? null : mergeMetadata(store.metadata, metadata) }),
        updated_at: new Date(),
      })
      .where(eq(stores.id, store.id));
  });
  return reply(c, AdminPostStore, 200, await storeAnswer(db));
});

const addCurrencyRoute = bind(AdminPostStoreCurrenciesCode, async (c, { params }) => {
  const { db } = c.get("deps");
  const store = await findStore(db);
  const currency = await ensureCurrency(db, params.code.toLowerCase());
  await db
    .insert(storeCurrencies)
    .values({ store_id: store.id, currency_code: currency.code })
    .onConflictDoNothing();
  return reply(c, AdminPostStoreCurrenciesCode, 200, await storeAnswer(db));
});

const removeCurrencyRoute = bind(AdminDeleteStoreCurrenciesCode, async (c, { params }) => {
  const { db } = c.get("deps");
  const store = await findStore(db);
  const code = params.code.toLowerCase();
  if (code === store.default_currency_code) {
    throw invalidData(`${code} is the store's default currency; choose another default first`);
  }
  await db
    .delete(storeCurrencies)
    .where(and(eq(storeCurrencies.store_id, store.id), eq(storeCurrencies.currency_code, code)));
  return reply(c, AdminDeleteStoreCurrenciesCode, 200, await storeAnswer(db));
});

const paymentProvidersRoute = bind(AdminGetStorePaymentProviders, async (c) => {
  const rows = await c.get("deps").db.select().from(paymentProviders);
  return reply(c, AdminGetStorePaymentProviders, 200, { payment_providers: rows });
});

const taxProvidersRoute = bind(AdminGetStoreTaxProviders, (c) =>
  reply(c, AdminGetStoreTaxProviders, 200, { tax_providers: TAX_PROVIDERS }),
);

export const adminStoreRoutes = mount(new Hono<AppEnv>(), "/admin", [
  retrieveRoute,
  updateRoute,
  addCurrencyRoute,
  removeCurrencyRoute,
  paymentProvidersRoute,
  taxProvidersRoute,
]);
