// Admin store settings (contract medusa-v1 §12.3): read and update the store, add and remove its
// currencies, and list the payment and tax providers. The default currency must stay one of the
// store's currencies. The Store API's store info is cached, so writes drop the cached answers.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { paymentProviders } from "../../payments/tables";
import { storeCurrencies, stores } from "../tables";
import type { AppEnv } from "../../../http/context";
import { invalidData } from "../../../http/errors";
import { parseBody } from "../../../http/validation";
import { currencyCodeField } from "../../pricing/body-fields";
import { ensureCurrency } from "../currencies";
import { jsonObject } from "../../carts/cart-input";
import { mergeMetadata } from "../../carts/line-items";
import { invalidateCatalogueCache } from "../../../http/response-cache";
import { requiredText, textField } from "../../customers/fields";
import { findStore } from "../store-info-service";
import { TAX_PROVIDERS } from "../constants";
import { adminStore, storeCurrencyCodes } from "../store-settings";

const updateBody = z.strictObject({
  name: requiredText.optional(),
  swap_link_template: textField.nullish(),
  payment_link_template: textField.nullish(),
  invite_link_template: textField.nullish(),
  default_currency_code: currencyCodeField.optional(),
  currencies: z
    .array(currencyCodeField)
    .min(1, { error: "must hold at least one currency" })
    .max(200, { error: "must hold at most 200 currencies" })
    .optional(),
  metadata: jsonObject.nullish(),
});

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

export const adminStoreRoutes = new Hono<AppEnv>()
  .get("/store", async (c) => c.json({ store: await adminStore(c.get("deps").db) }))
  .post("/store", async (c) => {
    const body = await parseBody(c, updateBody);
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
    return c.json(await storeAnswer(db));
  })
  .post("/store/currencies/:code", async (c) => {
    const { db } = c.get("deps");
    const store = await findStore(db);
    const currency = await ensureCurrency(db, c.req.param("code").toLowerCase());
    await db
      .insert(storeCurrencies)
      .values({ store_id: store.id, currency_code: currency.code })
      .onConflictDoNothing();
    return c.json(await storeAnswer(db));
  })
  .delete("/store/currencies/:code", async (c) => {
    const { db } = c.get("deps");
    const store = await findStore(db);
    const code = c.req.param("code").toLowerCase();
    if (code === store.default_currency_code) {
      throw invalidData(`${code} is the store's default currency; choose another default first`);
    }
    await db
      .delete(storeCurrencies)
      .where(and(eq(storeCurrencies.store_id, store.id), eq(storeCurrencies.currency_code, code)));
    return c.json(await storeAnswer(db));
  })
  .get("/store/payment-providers", async (c) => {
    const rows = await c.get("deps").db.select().from(paymentProviders);
    return c.json({ payment_providers: rows });
  })
  .get("/store/tax-providers", (c) => c.json({ tax_providers: TAX_PROVIDERS }));
