// The rules of a region's parts (contract medusa-v1 §12.1): its currency must be one the store
// sells in, each country belongs to one region at most, and its providers must exist. Each
// function takes the transaction of the route that calls it.
import { and, asc, eq, inArray, isNull, ne, notInArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentProviders, regionPaymentProviders } from "../payments/tables";
import { countries, regions } from "./tables";
import { fulfillmentProviders, regionFulfillmentProviders } from "../shipping/tables";
import { storeCurrencies, stores } from "../store-settings/tables";
import { invalidData, notFound } from "../../http/errors";
import { ensureCountries } from "./countries";

export async function assertStoreCurrency(db: Database, code: string): Promise<void> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .orderBy(asc(stores.created_at))
    .limit(1);
  const [sold] = store
    ? await db
        .select({ code: storeCurrencies.currency_code })
        .from(storeCurrencies)
        .where(and(eq(storeCurrencies.store_id, store.id), eq(storeCurrencies.currency_code, code)))
    : [];
  if (!sold) throw invalidData(`Currency ${code} is not one of the store's currencies`);
}

/** Puts the countries in the region; a country another live region has is a 400. */
export async function addCountries(db: Database, regionId: string, codes: string[]): Promise<void> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return;
  await ensureCountries(db, wanted);
  const [taken] = await db
    .select({ iso_2: countries.iso_2, region: regions.name })
    .from(countries)
    .innerJoin(regions, eq(regions.id, countries.region_id))
    .where(
      and(inArray(countries.iso_2, wanted), ne(regions.id, regionId), isNull(regions.deleted_at)),
    )
    .limit(1);
  if (taken) {
    throw invalidData(
      `${taken.iso_2} already exists in ${taken.region}, delete it in that region first`,
    );
  }
  await db.update(countries).set({ region_id: regionId }).where(inArray(countries.iso_2, wanted));
}

/** Makes the region's countries exactly `codes`: the others are let go. */
export async function setCountries(db: Database, regionId: string, codes: string[]): Promise<void> {
  const wanted = [...new Set(codes)];
  await addCountries(db, regionId, wanted);
  await db
    .update(countries)
    .set({ region_id: null })
    .where(
      and(
        eq(countries.region_id, regionId),
        wanted.length === 0 ? undefined : notInArray(countries.iso_2, wanted),
      ),
    );
}

export async function releaseCountries(db: Database, regionId: string): Promise<void> {
  await db.update(countries).set({ region_id: null }).where(eq(countries.region_id, regionId));
}

type ProviderKind = "payment" | "fulfillment";

const providerTables = {
  payment: { providers: paymentProviders, links: regionPaymentProviders, label: "Payment" },
  fulfillment: {
    providers: fulfillmentProviders,
    links: regionFulfillmentProviders,
    label: "Fulfillment",
  },
} as const;

async function assertProvidersExist(
  db: Database,
  kind: ProviderKind,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  const { providers, label } = providerTables[kind];
  const found = await db
    .select({ id: providers.id })
    .from(providers)
    .where(inArray(providers.id, ids));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw notFound(`${label} provider with id ${missing} was not found`);
}

/** Makes the region's providers of one kind exactly `ids`. */
export async function setProviders(
  db: Database,
  kind: ProviderKind,
  regionId: string,
  ids: string[],
): Promise<void> {
  const wanted = [...new Set(ids)];
  await assertProvidersExist(db, kind, wanted);
  const { links } = providerTables[kind];
  await db.delete(links).where(eq(links.region_id, regionId));
  if (wanted.length > 0) {
    await db
      .insert(links)
      .values(wanted.map((provider_id) => ({ region_id: regionId, provider_id })));
  }
}

export async function addProvider(
  db: Database,
  kind: ProviderKind,
  regionId: string,
  providerId: string,
): Promise<void> {
  await assertProvidersExist(db, kind, [providerId]);
  const { links } = providerTables[kind];
  await db
    .insert(links)
    .values({ region_id: regionId, provider_id: providerId })
    .onConflictDoNothing();
}

export async function removeProvider(
  db: Database,
  kind: ProviderKind,
  regionId: string,
  providerId: string,
): Promise<void> {
  const { links } = providerTables[kind];
  await db
    .delete(links)
    .where(and(eq(links.region_id, regionId), eq(links.provider_id, providerId)));
}
