// Admin regions (contract medusa-v1 §12.1, §7.2): list, one region, create, update and delete
// (soft, letting its countries go), its countries and its payment and fulfillment providers, and
// the fulfillment options of its providers. Regions are cached on the Store (and in every cart
// answer's region), so each write drops the cached catalogue answers.
import {
  AdminDeleteRegionsRegion,
  AdminDeleteRegionsRegionCountriesCountry,
  AdminDeleteRegionsRegionFulfillmentProvidersProvider,
  AdminDeleteRegionsRegionPaymentProvidersProvider,
  AdminGetRegions,
  AdminGetRegionsRegion,
  AdminGetRegionsRegionFulfillmentOptions,
  AdminPostRegions,
  AdminPostRegionsRegion,
  AdminPostRegionsRegionCountries,
  AdminPostRegionsRegionFulfillmentProviders,
  AdminPostRegionsRegionPaymentProviders,
} from "@atelier/contracts";
import { and, eq, ilike } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type { Database } from "../../../db/client";
import { countries, regions } from "../tables";
import { stores } from "../../store-settings/tables";
import type { AppEnv } from "../../../http/context";
import { generateId } from "../../../http/ids";
import { bind, mount, reply } from "../../../http/route";
import { mergeMetadata } from "../../carts/line-items";
import { containsPattern, NEWEST_FIRST, parseOrder } from "../../../http/list-query";
import { invalidateCatalogueCache } from "../../../http/response-cache";
import { listRegions, regionOrderFields, retrieveRegion } from "../region-service";
import { MANUAL_FULFILLMENT_OPTIONS } from "../constants";
import {
  addCountries,
  addProvider,
  assertStoreCurrency,
  releaseCountries,
  removeProvider,
  setCountries,
  setProviders,
} from "../region-writes";

/** Runs a region write in one transaction, then answers the region as the Store now sees it. */
async function writeRegion(
  db: Database,
  id: string,
  write: (tx: Database) => Promise<void>,
): Promise<{ region: Awaited<ReturnType<typeof retrieveRegion>> }> {
  await db.transaction((tx) => write(tx as unknown as Database));
  invalidateCatalogueCache();
  return { region: await retrieveRegion(db, id) };
}

/** `writeRegion` on a region that exists: a 404 before anything is written when it does not. */
async function changeRegion(
  c: Context<AppEnv>,
  id: string,
  change: (tx: Database, regionId: string) => Promise<void>,
): ReturnType<typeof writeRegion> {
  const { db } = c.get("deps");
  const region = await retrieveRegion(db, id);
  return writeRegion(db, region.id, (tx) => change(tx, region.id));
}

const listRoute = bind(AdminGetRegions, async (c, input) => {
  const query = input.query();
  const order = parseOrder(query.order, regionOrderFields, NEWEST_FIRST);
  const page = await listRegions(c.get("deps").db, {
    conditions: query.q ? [ilike(regions.name, containsPattern(query.q))] : [],
    order,
    offset: query.offset,
    limit: query.limit,
  });
  return reply(c, AdminGetRegions, 200, { ...page, offset: query.offset, limit: query.limit });
});

const createRoute = bind(AdminPostRegions, async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  const id = generateId("reg");
  return reply(
    c,
    AdminPostRegions,
    200,
    await writeRegion(db, id, async (tx) => {
      await assertStoreCurrency(tx, body.currency_code);
      await tx.insert(regions).values({
        id,
        name: body.name,
        currency_code: body.currency_code,
        tax_rate: body.tax_rate,
        tax_code: body.tax_code ?? null,
        automatic_taxes: body.automatic_taxes,
        gift_cards_taxable: body.gift_cards_taxable,
        metadata: body.metadata ?? null,
      });
      await addCountries(tx, id, body.countries);
      await setProviders(tx, "payment", id, body.payment_providers);
      await setProviders(tx, "fulfillment", id, body.fulfillment_providers);
    }),
  );
});

const retrieveRoute = bind(AdminGetRegionsRegion, async (c, { params }) =>
  reply(c, AdminGetRegionsRegion, 200, {
    region: await retrieveRegion(c.get("deps").db, params.id),
  }),
);

const updateRoute = bind(AdminPostRegionsRegion, async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  const region = await retrieveRegion(db, input.params.id);
  const { countries: codes, payment_providers, fulfillment_providers, metadata, ...columns } = body;
  return reply(
    c,
    AdminPostRegionsRegion,
    200,
    await writeRegion(db, region.id, async (tx) => {
      if (columns.currency_code !== undefined) {
        await assertStoreCurrency(tx, columns.currency_code);
      }
      await tx
        .update(regions)
        .set({
          ...columns,
          ...(metadata === undefined
            ? {}
            : { metadata: metadata === null ? null : mergeMetadata(region.metadata, metadata) }),
          updated_at: new Date(),
        })
        .where(eq(regions.id, region.id));
      if (codes !== undefined) await setCountries(tx, region.id, codes);
      if (payment_providers !== undefined) {
        await setProviders(tx, "payment", region.id, payment_providers);
      }
      if (fulfillment_providers !== undefined) {
        await setProviders(tx, "fulfillment", region.id, fulfillment_providers);
      }
    }),
  );
});

const deleteRoute = bind(AdminDeleteRegionsRegion, async (c, { params }) => {
  const { db } = c.get("deps");
  const region = await retrieveRegion(db, params.id);
  await db.transaction(async (tx) => {
    await tx
      .update(regions)
      .set({ deleted_at: new Date(), updated_at: new Date() })
      .where(eq(regions.id, region.id));
    await releaseCountries(tx as unknown as Database, region.id);
    // New carts then start in the oldest region left (see carts/cart-region).
    await tx
      .update(stores)
      .set({ default_region_id: null, updated_at: new Date() })
      .where(eq(stores.default_region_id, region.id));
  });
  invalidateCatalogueCache();
  return reply(c, AdminDeleteRegionsRegion, 200, {
    id: region.id,
    object: "region",
    deleted: true,
  });
});

const addCountryRoute = bind(AdminPostRegionsRegionCountries, async (c, input) => {
  const { country_code } = await input.body();
  return reply(
    c,
    AdminPostRegionsRegionCountries,
    200,
    await changeRegion(c, input.params.id, (tx, id) => addCountries(tx, id, [country_code])),
  );
});

const removeCountryRoute = bind(AdminDeleteRegionsRegionCountriesCountry, async (c, { params }) => {
  const code = params.country_code.toLowerCase();
  return reply(
    c,
    AdminDeleteRegionsRegionCountriesCountry,
    200,
    await changeRegion(c, params.id, async (tx, id) => {
      await tx
        .update(countries)
        .set({ region_id: null })
        .where(and(eq(countries.iso_2, code), eq(countries.region_id, id)));
    }),
  );
});

const addPaymentProviderRoute = bind(AdminPostRegionsRegionPaymentProviders, async (c, input) => {
  const { provider_id } = await input.body();
  return reply(
    c,
    AdminPostRegionsRegionPaymentProviders,
    200,
    await changeRegion(c, input.params.id, (tx, id) => addProvider(tx, "payment", id, provider_id)),
  );
});

const removePaymentProviderRoute = bind(
  AdminDeleteRegionsRegionPaymentProvidersProvider,
  async (c, { params }) =>
    reply(
      c,
      AdminDeleteRegionsRegionPaymentProvidersProvider,
      200,
      await changeRegion(c, params.id, (tx, id) =>
        removeProvider(tx, "payment", id, params.provider_id),
      ),
    ),
);

const addFulfillmentProviderRoute = bind(
  AdminPostRegionsRegionFulfillmentProviders,
  async (c, input) => {
    const { provider_id } = await input.body();
    return reply(
      c,
      AdminPostRegionsRegionFulfillmentProviders,
      200,
      await changeRegion(c, input.params.id, (tx, id) =>
        addProvider(tx, "fulfillment", id, provider_id),
      ),
    );
  },
);

const removeFulfillmentProviderRoute = bind(
  AdminDeleteRegionsRegionFulfillmentProvidersProvider,
  async (c, { params }) =>
    reply(
      c,
      AdminDeleteRegionsRegionFulfillmentProvidersProvider,
      200,
      await changeRegion(c, params.id, (tx, id) =>
        removeProvider(tx, "fulfillment", id, params.provider_id),
      ),
    ),
);

const fulfillmentOptionsRoute = bind(
  AdminGetRegionsRegionFulfillmentOptions,
  async (c, { params }) => {
    const region = await retrieveRegion(c.get("deps").db, params.id);
    return reply(c, AdminGetRegionsRegionFulfillmentOptions, 200, {
      fulfillment_options: region.fulfillment_providers.map((provider) => ({
        provider_id: provider.id,
        options: MANUAL_FULFILLMENT_OPTIONS,
      })),
    });
  },
);

export const adminRegionRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  retrieveRoute,
  updateRoute,
  deleteRoute,
  addCountryRoute,
  removeCountryRoute,
  addPaymentProviderRoute,
  removePaymentProviderRoute,
  addFulfillmentProviderRoute,
  removeFulfillmentProviderRoute,
  fulfillmentOptionsRoute,
]);
