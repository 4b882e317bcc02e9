// Admin shipping options (contract medusa-v1 §7.6, §12.1, §13): list by region and kind, one
// option, create, update and delete (soft). Atelier prices flat rates only; an option's provider
// must be one of its region's fulfillment providers, and its requirements are at most one
// minimum and one maximum subtotal, the minimum below the maximum.
import {
  AdminDeleteShippingOptionsOption,
  AdminGetShippingOptions,
  AdminGetShippingOptionsOption,
  AdminPostShippingOptions,
  AdminPostShippingOptionsOption,
} from "@atelier/contracts";
import { and, asc, count, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../../db/client";
import { regions } from "../../regions/tables";
import { regionFulfillmentProviders, shippingOptionRequirements, shippingOptions } from "../tables";
import type { AppEnv } from "../../../http/context";
import { invalidData, notFound } from "../../../http/errors";
import { generateId } from "../../../http/ids";
import { bind, mount, reply } from "../../../http/route";
import { mergeMetadata } from "../../carts/line-items";
import { DEFAULT_SHIPPING_PROFILE_ID, shippingProfiles } from "../profile-table";
import { loadShippingProfiles } from "../shipping-profile";

type ShippingOptionRow = typeof shippingOptions.$inferSelect;

const shippingOptionNotFound = (id: string) =>
  notFound(`Shipping option with id: ${id} was not found`);

/** The options with their live requirements, region and profile, in the given order. */
async function withRelations(db: Database, rows: ShippingOptionRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const requirements = await db
    .select()
    .from(shippingOptionRequirements)
    .where(
      and(
        inArray(shippingOptionRequirements.shipping_option_id, ids),
        isNull(shippingOptionRequirements.deleted_at),
      ),
    );
  const regionRows = await db
    .select()
    .from(regions)
    .where(inArray(regions.id, [...new Set(rows.map((row) => row.region_id))]));
  const regionById = new Map(regionRows.map((row) => [row.id, row]));
  const profiles = await loadShippingProfiles(db);
  return rows.map((row) => ({
    ...row,
    ...profiles.ofOption(row.profile_id),
    region: regionById.get(row.region_id) ?? null,
    requirements: requirements.filter((requirement) => requirement.shipping_option_id === row.id),
  }));
}

async function findOption(db: Database, id: string): Promise<ShippingOptionRow> {
  const [row] = await db
    .select()
    .from(shippingOptions)
    .where(and(eq(shippingOptions.id, id), isNull(shippingOptions.deleted_at)));
  if (!row) throw shippingOptionNotFound(id);
  return row;
}

async function adminOption(db: Database, id: string) {
  const [option] = await withRelations(db, [await findOption(db, id)]);
  return option;
}

/** The region must exist, and offer the provider. */
async function assertRegionProvider(db: Database, regionId: string, providerId: string) {
  const [region] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.id, regionId), isNull(regions.deleted_at)));
  if (!region) throw notFound(`Region with id: ${regionId} was not found`);
  const [offered] = await db
    .select({ id: regionFulfillmentProviders.provider_id })
    .from(regionFulfillmentProviders)
    .where(
      and(
        eq(regionFulfillmentProviders.region_id, regionId),
        eq(regionFulfillmentProviders.provider_id, providerId),
      ),
    );
  if (!offered) {
    throw invalidData(`The fulfillment provider ${providerId} is not available in the region`);
  }
}

/** The profile a new option ships in: the one named, which must exist, or the default one. */
async function optionProfileId(db: Database, profileId: string | undefined): Promise<string> {
  if (profileId === undefined) return DEFAULT_SHIPPING_PROFILE_ID;
  const [profile] = await db
    .select({ id: shippingProfiles.id })
    .from(shippingProfiles)
    .where(and(eq(shippingProfiles.id, profileId), isNull(shippingProfiles.deleted_at)));
  if (!profile) throw notFound(`Profile with id: ${profileId} was not found`);
  return profile.id;
}

/** Replaces the option's requirements (the old ones are kept, marked deleted). */
async function setRequirements(
  db: Database,
  optionId: string,
  requirements: { type: "min_subtotal" | "max_subtotal"; amount: number }[],
): Promise<void> {
  await db
    .update(shippingOptionRequirements)
    .set({ deleted_at: new Date() })
    .where(
      and(
        eq(shippingOptionRequirements.shipping_option_id, optionId),
        isNull(shippingOptionRequirements.deleted_at),
      ),
    );
  if (requirements.length === 0) return;
  await db.insert(shippingOptionRequirements).values(
    requirements.map(({ type, amount }) => ({
      id: generateId("sor"),
      shipping_option_id: optionId,
      type,
      amount,
    })),
  );
}

const listRoute = bind(AdminGetShippingOptions, async (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  const conditions: SQL[] = [isNull(shippingOptions.deleted_at)];
  if (query.region_id !== undefined)
    conditions.push(eq(shippingOptions.region_id, query.region_id));
  if (query.is_return !== undefined)
    conditions.push(eq(shippingOptions.is_return, query.is_return));
  if (query.admin_only !== undefined) {
    conditions.push(eq(shippingOptions.admin_only, query.admin_only));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shippingOptions)
      .where(where)
      .orderBy(asc(shippingOptions.created_at), asc(shippingOptions.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ count: count() }).from(shippingOptions).where(where),
  ]);
  return reply(c, AdminGetShippingOptions, 200, {
    shipping_options: await withRelations(db, rows),
    count: total.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const createRoute = bind(AdminPostShippingOptions, async (c, input) => {
  const body = await input.body();
  if (body.price_type === "calculated") {
    throw invalidData("Atelier's fulfillment providers price flat rates only: use flat_rate");
  }
  if (body.amount === undefined) throw invalidData("amount is required for a flat_rate option");
  const { db } = c.get("deps");
  const id = generateId("so");
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await assertRegionProvider(txDb, body.region_id, body.provider_id);
    await tx.insert(shippingOptions).values({
      id,
      name: body.name,
      region_id: body.region_id,
      provider_id: body.provider_id,
      profile_id: await optionProfileId(txDb, body.profile_id),
      price_type: "flat_rate",
      amount: body.amount,
      is_return: body.is_return ?? false,
      admin_only: body.admin_only ?? false,
      data: body.data ?? {},
      metadata: body.metadata ?? null,
    });
    await setRequirements(txDb, id, body.requirements ?? []);
  });
  return reply(c, AdminPostShippingOptions, 200, { shipping_option: await adminOption(db, id) });
});

const retrieveRoute = bind(AdminGetShippingOptionsOption, async (c, { params }) =>
  reply(c, AdminGetShippingOptionsOption, 200, {
    shipping_option: await adminOption(c.get("deps").db, params.id),
  }),
);

const updateRoute = bind(AdminPostShippingOptionsOption, async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  const option = await findOption(db, input.params.id);
  const { requirements, metadata, ...columns } = body;
  await db.transaction(async (tx) => {
    await tx
      .update(shippingOptions)
      .set({
        ...columns,
        ...(metadata === undefined
          ? {}
          : { metadata: metadata === null ? null : mergeMetadata(option.metadata, metadata) }),
        updated_at: new Date(),
      })
      .where(eq(shippingOptions.id, option.id));
    if (requirements !== undefined) {
      await setRequirements(tx as unknown as Database, option.id, requirements);
    }
  });
  return reply(c, AdminPostShippingOptionsOption, 200, {
    shipping_option: await adminOption(db, option.id),
  });
});

const deleteRoute = bind(AdminDeleteShippingOptionsOption, async (c, { params }) => {
  const { db } = c.get("deps");
  const option = await findOption(db, params.id);
  await db
    .update(shippingOptions)
    .set({ deleted_at: new Date(), updated_at: new Date() })
    .where(eq(shippingOptions.id, option.id));
  return reply(c, AdminDeleteShippingOptionsOption, 200, {
    id: option.id,
    object: "shipping-option",
    deleted: true,
  });
});

export const adminShippingOptionRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  retrieveRoute,
  updateRoute,
  deleteRoute,
]);
