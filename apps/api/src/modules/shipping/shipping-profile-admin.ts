// What the admin's shipping-profile routes read and write (Medusa v1 ShippingProfileService): a
// profile with its products and options, and moving products and options into a profile. Reads
// run one query after another, so they may be given a transaction.
import type { AdminShippingProfileDetail } from "@atelier/contracts";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { missingLiveIds } from "../../db/missing-ids";
import { invalidData, notFound } from "../../http/errors";
import type { Sendable } from "../../http/route";
import { products } from "../catalogue/tables";
import {
  DEFAULT_SHIPPING_PROFILE_ID,
  GIFT_CARD_SHIPPING_PROFILE_ID,
  shippingProfiles,
} from "./profile-table";
import { shippingOptions } from "./tables";

type ProfileRow = typeof shippingProfiles.$inferSelect;

/** The default and gift-card profiles every store keeps: not deleted, their type fixed. */
export function isStandingProfile(id: string): boolean {
  return id === DEFAULT_SHIPPING_PROFILE_ID || id === GIFT_CARD_SHIPPING_PROFILE_ID;
}

export async function findProfileRow(db: Database, id: string): Promise<ProfileRow> {
  const [row] = await db
    .select()
    .from(shippingProfiles)
    .where(and(eq(shippingProfiles.id, id), isNull(shippingProfiles.deleted_at)));
  if (!row) throw notFound(`Profile with id: ${id} was not found`);
  return row;
}

/** A profile with its live products and shipping options, oldest first. */
export async function findProfileDetail(
  db: Database,
  id: string,
): Promise<Sendable<AdminShippingProfileDetail>> {
  const profile = await findProfileRow(db, id);
  const productRows = await db
    .select()
    .from(products)
    .where(and(eq(products.profile_id, id), isNull(products.deleted_at)))
    .orderBy(asc(products.created_at), asc(products.id));
  const optionRows = await db
    .select()
    .from(shippingOptions)
    .where(and(eq(shippingOptions.profile_id, id), isNull(shippingOptions.deleted_at)))
    .orderBy(asc(shippingOptions.created_at), asc(shippingOptions.id));
  return { ...profile, products: productRows, shipping_options: optionRows };
}

/** Moves the listed products and shipping options into the profile; every one must exist. */
export async function moveIntoProfile(
  db: Database,
  profileId: string,
  {
    products: productIds,
    shipping_options: optionIds,
  }: {
    products?: string[];
    shipping_options?: string[];
  },
): Promise<void> {
  if (productIds !== undefined && productIds.length > 0) {
    const unique = [...new Set(productIds)];
    const missing = await missingLiveIds(db, products, unique);
    if (missing.length > 0) throw invalidData(`Products ${missing.join(", ")} do not exist`);
    await db
      .update(products)
      .set({ profile_id: profileId, updated_at: sql`now()` })
      .where(inArray(products.id, unique));
  }
  if (optionIds !== undefined && optionIds.length > 0) {
    const unique = [...new Set(optionIds)];
    const missing = await missingLiveIds(db, shippingOptions, unique);
    if (missing.length > 0) {
      throw invalidData(`Shipping options ${missing.join(", ")} do not exist`);
    }
    await db
      .update(shippingOptions)
      .set({ profile_id: profileId, updated_at: sql`now()` })
      .where(inArray(shippingOptions.id, unique));
  }
}
