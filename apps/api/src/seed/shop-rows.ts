// The shop's settings as table rows: currencies, store, regions with their countries and providers,
// the web sales channel and its publishable API key.
import type { InferInsertModel } from "drizzle-orm";
import type * as schema from "../db/schema";
import { generateId } from "../http/ids";
import {
  MANUAL_PROVIDER_ID,
  PUBLISHABLE_KEY_TITLE,
  SALES_CHANNEL_NAME,
  STORE_NAME,
  seedCurrencies,
  seedRegions,
  type SeedRegion,
} from "./regions";

export interface ShopRows {
  currencies: InferInsertModel<typeof schema.currencies>[];
  salesChannel: InferInsertModel<typeof schema.salesChannels>;
  store: InferInsertModel<typeof schema.stores>;
  storeCurrencies: InferInsertModel<typeof schema.storeCurrencies>[];
  regions: InferInsertModel<typeof schema.regions>[];
  countries: InferInsertModel<typeof schema.countries>[];
  paymentProvider: InferInsertModel<typeof schema.paymentProviders>;
  fulfillmentProvider: InferInsertModel<typeof schema.fulfillmentProviders>;
  regionPaymentProviders: InferInsertModel<typeof schema.regionPaymentProviders>[];
  regionFulfillmentProviders: InferInsertModel<typeof schema.regionFulfillmentProviders>[];
  publishableKey: InferInsertModel<typeof schema.publishableApiKeys>;
  publishableKeySalesChannel: InferInsertModel<typeof schema.publishableApiKeySalesChannels>;
  regionIds: Record<SeedRegion["key"], string>;
}

export function buildShopRows(now: Date): ShopRows {
  // Regions are created a second apart so that ordering by created_at keeps their written order.
  const regions = seedRegions.map((region, index) => {
    const created = new Date(now.getTime() + (index - seedRegions.length) * 1000);
    return { ...region, id: generateId("reg"), created };
  });
  const regionIds = Object.fromEntries(regions.map((region) => [region.key, region.id])) as Record<
    SeedRegion["key"],
    string
  >;
  const salesChannelId = generateId("sc");
  const storeId = generateId("store");
  const publishableKeyId = generateId("pk");

  return {
    currencies: seedCurrencies,
    salesChannel: {
      id: salesChannelId,
      name: SALES_CHANNEL_NAME,
      description: "The Atelier online shop",
    },
    store: {
      id: storeId,
      name: STORE_NAME,
      default_currency_code: "usd",
      default_sales_channel_id: salesChannelId,
      default_region_id: regionIds.us,
    },
    storeCurrencies: seedCurrencies.map(({ code }) => ({ store_id: storeId, currency_code: code })),
    regions: regions.map(({ id, name, currency_code, tax_rate, created }) => ({
      id,
      name,
      currency_code,
      tax_rate,
      created_at: created,
      updated_at: created,
    })),
    countries: regions.flatMap(({ id, countries }) =>
      countries.map((country) => ({ ...country, region_id: id })),
    ),
    paymentProvider: { id: MANUAL_PROVIDER_ID },
    fulfillmentProvider: { id: MANUAL_PROVIDER_ID },
    regionPaymentProviders: regions.map(({ id }) => ({
      region_id: id,
      provider_id: MANUAL_PROVIDER_ID,
    })),
    regionFulfillmentProviders: regions.map(({ id }) => ({
      region_id: id,
      provider_id: MANUAL_PROVIDER_ID,
    })),
    publishableKey: { id: publishableKeyId, title: PUBLISHABLE_KEY_TITLE },
    publishableKeySalesChannel: {
      publishable_key_id: publishableKeyId,
      sales_channel_id: salesChannelId,
    },
    regionIds,
  };
}
