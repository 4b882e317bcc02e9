// Changes to tax rates and to what they override (Medusa v1 TaxRateService): every id a request
// names must exist, so an unknown product, type, option or region is a 400 naming it, never a
// foreign-key failure. Each function runs inside the caller's transaction, statement by statement.
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { invalidData } from "../../http/errors";
import { products, productTypes } from "../catalogue/tables";
import { regions } from "../regions/tables";
import { shippingOptions } from "../shipping/tables";
import { productTaxRates, productTypeTaxRates, shippingTaxRates, taxRates } from "./tables";
import type { TaxRateRow } from "./tax-rate-query";

/** What a rate can be applied to, by the name of the request field that lists them. */
export type OverrideKind = "products" | "product_types" | "shipping_options";

const unique = (ids: string[]) => [...new Set(ids)];

function missingIds(asked: string[], found: { id: string }[]): string[] {
  const known = new Set(found.map((row) => row.id));
  return asked.filter((id) => !known.has(id));
}

export async function assertRegionExists(db: Database, regionId: string): Promise<void> {
  const [found] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.id, regionId), isNull(regions.deleted_at)));
  if (!found) throw invalidData(`Region with id ${regionId} was not found`);
}

/** Refuses ids that name nothing live, and shipping options of another region than the rate's. */
async function assertTargets(
  db: Database,
  kind: OverrideKind,
  ids: string[],
  regionId: string,
): Promise<void> {
  if (ids.length === 0) return;
  if (kind === "products") {
    const found = await db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), isNull(products.deleted_at)));
    const missing = missingIds(ids, found);
    if (missing.length) throw invalidData(`Products not found: ${missing.join(", ")}`);
  } else if (kind === "product_types") {
    const found = await db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(and(inArray(productTypes.id, ids), isNull(productTypes.deleted_at)));
    const missing = missingIds(ids, found);
    if (missing.length) throw invalidData(`Product types not found: ${missing.join(", ")}`);
  } else {
    const found = await db
      .select({ id: shippingOptions.id, region_id: shippingOptions.region_id })
      .from(shippingOptions)
      .where(and(inArray(shippingOptions.id, ids), isNull(shippingOptions.deleted_at)));
    const missing = missingIds(ids, found);
    if (missing.length) throw invalidData(`Shipping options not found: ${missing.join(", ")}`);
    // A rate only ever taxes its own region's carts: an option elsewhere would never be touched.
    const elsewhere = found.filter((option) => option.region_id !== regionId);
    if (elsewhere.length) {
      throw invalidData(
        `Shipping options of another region than the tax rate's: ${elsewhere.map((option) => option.id).join(", ")}`,
      );
    }
  }
}

/** Applies the rate to more products, types or options; ones it already applies to stay. */
export async function addOverrides(
  db: Database,
  rate: TaxRateRow,
  kind: OverrideKind,
  asked: string[],
): Promise<void> {
  const ids = unique(asked);
  await assertTargets(db, kind, ids, rate.region_id);
  if (ids.length === 0) return;
  if (kind === "products") {
    await db
      .insert(productTaxRates)
      .values(ids.map((id) => ({ product_id: id, rate_id: rate.id })))
      .onConflictDoNothing();
  } else if (kind === "product_types") {
    await db
      .insert(productTypeTaxRates)
      .values(ids.map((id) => ({ product_type_id: id, rate_id: rate.id })))
      .onConflictDoNothing();
  } else {
    await db
      .insert(shippingTaxRates)
      .values(ids.map((id) => ({ shipping_option_id: id, rate_id: rate.id })))
      .onConflictDoNothing();
  }
}

/** Stops applying the rate to these; ids it did not apply to are ignored, as Medusa does. */
export async function removeOverrides(
  db: Database,
  rateId: string,
  kind: OverrideKind,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  if (kind === "products") {
    await db
      .delete(productTaxRates)
      .where(and(eq(productTaxRates.rate_id, rateId), inArray(productTaxRates.product_id, ids)));
  } else if (kind === "product_types") {
    await db
      .delete(productTypeTaxRates)
      .where(
        and(
          eq(productTypeTaxRates.rate_id, rateId),
          inArray(productTypeTaxRates.product_type_id, ids),
        ),
      );
  } else {
    await db
      .delete(shippingTaxRates)
      .where(
        and(
          eq(shippingTaxRates.rate_id, rateId),
          inArray(shippingTaxRates.shipping_option_id, ids),
        ),
      );
  }
}

/** Makes `ids` exactly what the rate applies to (an update's `products`, for example). */
export async function replaceOverrides(
  db: Database,
  rate: TaxRateRow,
  kind: OverrideKind,
  ids: string[],
): Promise<void> {
  await assertTargets(db, kind, unique(ids), rate.region_id);
  if (kind === "products") {
    await db.delete(productTaxRates).where(eq(productTaxRates.rate_id, rate.id));
  } else if (kind === "product_types") {
    await db.delete(productTypeTaxRates).where(eq(productTypeTaxRates.rate_id, rate.id));
  } else {
    await db.delete(shippingTaxRates).where(eq(shippingTaxRates.rate_id, rate.id));
  }
  await addOverrides(db, rate, kind, ids);
}

/** Locks the rate's row for a change, so two changes of one rate run one after the other. */
export async function lockTaxRate(db: Database, id: string): Promise<TaxRateRow | undefined> {
  const [row] = await db.select().from(taxRates).where(eq(taxRates.id, id)).for("update");
  return row;
}
