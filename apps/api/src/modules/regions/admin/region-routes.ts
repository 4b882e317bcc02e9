// Admin regions (contract medusa-v1 §12.1, §7.2): list, one region, create, update and delete
// (soft, letting its countries go), its countries and its payment and fulfillment providers, and
// the fulfillment options of its providers. Regions are cached on the Store (and in every cart
// answer's region), so each write drops the cached catalogue answers.
import { and, eq, ilike } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { countries, regions } from "../tables";
import { stores } from "../../store-settings/tables";
import type { AppEnv } from "../../../http/context";
import { generateId } from "../../../http/ids";
import { parseBody, parseQuery, queryFieldList } from "../../../http/validation";
import { countryCode, entityId, jsonObject } from "../../carts/cart-input";
import { mergeMetadata } from "../../carts/line-items";
import {
  containsPattern,
  NEWEST_FIRST,
  paginationQuery,
  parseOrder,
} from "../../../http/list-query";
import { invalidateCatalogueCache } from "../../../http/response-cache";
import { requiredText, textField } from "../../customers/fields";
import { listRegions, regionOrderFields, retrieveRegion } from "../region-service";
import { currencyCodeField } from "../../pricing/body-fields";
import { MANUAL_FULFILLMENT_OPTIONS, REGIONS_DEFAULT_LIMIT } from "../constants";
import {
  addCountries,
  addProvider,
  assertStoreCurrency,
  releaseCountries,
  removeProvider,
  setCountries,
  setProviders,
} from "../region-writes";

const listQuery = z.strictObject({
  ...paginationQuery(REGIONS_DEFAULT_LIMIT),
  q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
  order: z.string().optional(),
  expand: queryFieldList,
  fields: queryFieldList,
});

const taxRate = z
  .number({ error: "must be a number" })
  .min(0, { error: "must be at least 0" })
  .max(100, { error: "must be at most 100" });
const providerIds = z.array(entityId).max(50, { error: "must hold at most 50 providers" });
const countryCodes = z.array(countryCode).max(300, { error: "must hold at most 300 countries" });

const regionFields = {
  name: requiredText,
  currency_code: currencyCodeField,
  tax_rate: taxRate,
  payment_providers: providerIds,
  fulfillment_providers: providerIds,
  countries: countryCodes,
  tax_code: textField.nullish(),
  automatic_taxes: z.boolean().optional(),
  gift_cards_taxable: z.boolean().optional(),
  metadata: jsonObject.nullish(),
};
const createBody = z.strictObject(regionFields);
const updateBody = z.strictObject(regionFields).partial();
const countryBody = z.strictObject({ country_code: countryCode });
const providerBody = z.strictObject({ provider_id: entityId });

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

export const adminRegionRoutes = new Hono<AppEnv>()
  .get("/regions", async (c) => {
    const query = parseQuery(c, listQuery);
    const order = parseOrder(query.order, regionOrderFields, NEWEST_FIRST);
    const page = await listRegions(c.get("deps").db, {
      conditions: query.q ? [ilike(regions.name, containsPattern(query.q))] : [],
      order,
      offset: query.offset,
      limit: query.limit,
    });
    return c.json({ ...page, offset: query.offset, limit: query.limit });
  })
  .post("/regions", async (c) => {
    const body = await parseBody(c, createBody);
    const { db } = c.get("deps");
    const id = generateId("reg");
    return c.json(
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
  })
  .get("/regions/:id", async (c) => {
    return c.json({ region: await retrieveRegion(c.get("deps").db, c.req.param("id")) });
  })
  .post("/regions/:id", async (c) => {
    const body = await parseBody(c, updateBody);
    const { db } = c.get("deps");
    const region = await retrieveRegion(db, c.req.param("id"));
    const {
      countries: codes,
      payment_providers,
      fulfillment_providers,
      metadata,
      ...columns
    } = body;
    return c.json(
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
  })
  .delete("/regions/:id", async (c) => {
    const { db } = c.get("deps");
    const region = await retrieveRegion(db, c.req.param("id"));
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
    return c.json({ id: region.id, object: "region", deleted: true });
  })
  .post("/regions/:id/countries", async (c) => {
    const body = await parseBody(c, countryBody);
    const { db } = c.get("deps");
    const region = await retrieveRegion(db, c.req.param("id"));
    return c.json(
      await writeRegion(db, region.id, (tx) => addCountries(tx, region.id, [body.country_code])),
    );
  })
  .delete("/regions/:id/countries/:country_code", async (c) => {
    const { db } = c.get("deps");
    const region = await retrieveRegion(db, c.req.param("id"));
    const code = c.req.param("country_code").toLowerCase();
    return c.json(
      await writeRegion(db, region.id, async (tx) => {
        await tx
          .update(countries)
          .set({ region_id: null })
          .where(and(eq(countries.iso_2, code), eq(countries.region_id, region.id)));
      }),
    );
  })
  .post("/regions/:id/payment-providers", async (c) => {
    const body = await parseBody(c, providerBody);
    const { db } = c.get("deps");
    const region = await retrieveRegion(db, c.req.param("id"));
    return c.json(
      await writeRegion(db, region.id, (tx) =>
        addProvider(tx, "payment", region.id, body.provider_id),
      ),
    );
  })
  .delete("/regions/:id/payment-providers/:provider_id", async (c) => {
    const { db } = c.get("deps");
    const region = await retrieveRegion(db, c.req.param("id"));
    const providerId = c.req.param("provider_id");
    return c.json(
      await writeRegion(db, region.id, (tx) =>
        removeProvider(tx, "payment", region.id, providerId),
      ),
    );
  })
  .post("/regions/:id/fulfillment-providers", async (c) => {
    const body = await parseBody(c, providerBody);
    const { db } = c.get("deps");
    const region = await retrieveRegion(db, c.req.param("id"));
    return c.json(
      await writeRegion(db, region.id, (tx) =>
        addProvider(tx, "fulfillment", region.id, body.provider_id),
      ),
    );
  })
  .delete("/regions/:id/fulfillment-providers/:provider_id", async (c) => {
    const { db } = c.get("deps");
    const region = await retrieveRegion(db, c.req.param("id"));
    const providerId = c.req.param("provider_id");
    return c.json(
      await writeRegion(db, region.id, (tx) =>
        removeProvider(tx, "fulfillment", region.id, providerId),
      ),
    );
  })
  .get("/regions/:id/fulfillment-options", async (c) => {
    const region = await retrieveRegion(c.get("deps").db, c.req.param("id"));
    return c.json({
      fulfillment_options: region.fulfillment_providers.map((provider) => ({
        provider_id: provider.id,
        options: MANUAL_FULFILLMENT_OPTIONS,
      })),
    });
  });
