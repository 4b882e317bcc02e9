// Tax rates as the admin routes answer them (Medusa v1 `/admin/tax-rates`): the columns `fields`
// asks for (Medusa's defaults otherwise), the counts of what each rate overrides, and the
// relations `expand` names, each loaded for a whole page at once.
import {
  DEFAULT_TAX_RATE_FIELDS,
  type TaxRateField,
  type TaxRateRelation,
  type TaxRateShape,
} from "@atelier/contracts";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { groupBy } from "../../db/group-by";
import { notFound } from "../../http/errors";
import { absoluteUrl } from "../../http/urls";
import { products, productTypes } from "../catalogue/tables";
import { regions } from "../regions/tables";
import { shippingOptions } from "../shipping/tables";
import { productTaxRates, productTypeTaxRates, shippingTaxRates, taxRates } from "./tables";

export type TaxRateRow = typeof taxRates.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type ProductTypeRow = typeof productTypes.$inferSelect;
type ShippingOptionRow = typeof shippingOptions.$inferSelect;
type RegionRow = typeof regions.$inferSelect;

/** A tax rate as answered: the chosen columns and relations (dates are sent as ISO text). */
export interface TaxRateAnswer {
  id: string;
  rate?: number | null;
  code?: string;
  name?: string;
  region_id?: string;
  metadata?: Record<string, unknown> | null;
  created_at?: Date;
  updated_at?: Date;
  product_count?: number;
  product_type_count?: number;
  shipping_option_count?: number;
  region?: RegionRow;
  products?: ProductRow[];
  product_types?: ProductTypeRow[];
  shipping_options?: ShippingOptionRow[];
}

/** Which link table holds each count, keyed by the count's field. */
const COUNTED = {
  product_count: { table: productTaxRates, rateId: productTaxRates.rate_id },
  product_type_count: { table: productTypeTaxRates, rateId: productTypeTaxRates.rate_id },
  shipping_option_count: { table: shippingTaxRates, rateId: shippingTaxRates.rate_id },
} as const;

type CountField = keyof typeof COUNTED;
const isCountField = (field: TaxRateField): field is CountField => field in COUNTED;

async function countsByRate(
  db: Database,
  field: CountField,
  rateIds: string[],
): Promise<Map<string, number>> {
  const { table, rateId } = COUNTED[field];
  const rows = await db
    .select({ rate_id: rateId, count: count() })
    .from(table)
    .where(inArray(rateId, rateIds))
    .groupBy(rateId);
  return new Map(rows.map((row) => [row.rate_id, row.count]));
}

/** The relation rows of every rate in the page, by rate id. */
async function relationByRate(
  db: Database,
  relation: Exclude<TaxRateRelation, "region">,
  rateIds: string[],
  publicUrl: string,
): Promise<Map<string, unknown[]>> {
  if (relation === "products") {
    const rows = await db
      .select({ rate_id: productTaxRates.rate_id, product: products })
      .from(productTaxRates)
      .innerJoin(products, eq(products.id, productTaxRates.product_id))
      .where(and(inArray(productTaxRates.rate_id, rateIds), isNull(products.deleted_at)))
      .orderBy(asc(products.title), asc(products.id));
    const grouped = groupBy(rows, (row) => row.rate_id);
    return new Map(
      [...grouped].map(([id, group]) => [
        id,
        group.map(({ product }) => ({
          ...product,
          thumbnail: absoluteUrl(publicUrl, product.thumbnail),
        })),
      ]),
    );
  }
  if (relation === "product_types") {
    const rows = await db
      .select({ rate_id: productTypeTaxRates.rate_id, type: productTypes })
      .from(productTypeTaxRates)
      .innerJoin(productTypes, eq(productTypes.id, productTypeTaxRates.product_type_id))
      .where(and(inArray(productTypeTaxRates.rate_id, rateIds), isNull(productTypes.deleted_at)))
      .orderBy(asc(productTypes.value), asc(productTypes.id));
    const grouped = groupBy(rows, (row) => row.rate_id);
    return new Map([...grouped].map(([id, group]) => [id, group.map(({ type }) => type)]));
  }
  const rows = await db
    .select({ rate_id: shippingTaxRates.rate_id, option: shippingOptions })
    .from(shippingTaxRates)
    .innerJoin(shippingOptions, eq(shippingOptions.id, shippingTaxRates.shipping_option_id))
    .where(and(inArray(shippingTaxRates.rate_id, rateIds), isNull(shippingOptions.deleted_at)))
    .orderBy(asc(shippingOptions.name), asc(shippingOptions.id));
  const grouped = groupBy(rows, (row) => row.rate_id);
  return new Map([...grouped].map(([id, group]) => [id, group.map(({ option }) => option)]));
}

/**
 * Rates as answered. `fields` replaces Medusa's default columns (`id` always comes); `expand`
 * adds relations. Queries run one after another: `db` may be a transaction.
 */
export async function taxRateAnswers(
  db: Database,
  rows: TaxRateRow[],
  shape: TaxRateShape,
  publicUrl: string,
): Promise<TaxRateAnswer[]> {
  if (rows.length === 0) return [];
  const fields = new Set<TaxRateField>(
    shape.fields?.length ? shape.fields : DEFAULT_TAX_RATE_FIELDS,
  );
  fields.add("id");
  const rateIds = rows.map((row) => row.id);
  const answers: TaxRateAnswer[] = rows.map((row) => {
    const picked: Record<string, unknown> = {};
    for (const field of fields) if (!isCountField(field)) picked[field] = row[field];
    return picked as unknown as TaxRateAnswer;
  });
  for (const field of [...fields].filter(isCountField)) {
    const counts = await countsByRate(db, field, rateIds);
    answers.forEach((answer) => (answer[field] = counts.get(answer.id) ?? 0));
  }
  for (const relation of new Set(shape.expand ?? [])) {
    if (relation === "region") {
      const regionIds = [...new Set(rows.map((row) => row.region_id))];
      const found = await db.select().from(regions).where(inArray(regions.id, regionIds));
      const byId = new Map(found.map((region) => [region.id, region]));
      answers.forEach((answer, index) => {
        const region = byId.get(rows[index].region_id);
        if (region) answer.region = region;
      });
      continue;
    }
    const related = await relationByRate(db, relation, rateIds, publicUrl);
    for (const answer of answers)
      Object.assign(answer, { [relation]: related.get(answer.id) ?? [] });
  }
  return answers;
}

export async function findTaxRateRow(db: Database, id: string): Promise<TaxRateRow> {
  const [row] = await db.select().from(taxRates).where(eq(taxRates.id, id));
  if (!row) throw notFound(`TaxRate with ${id} was not found`);
  return row;
}

/** One rate as answered, or a 404. */
export async function findTaxRate(
  db: Database,
  id: string,
  shape: TaxRateShape,
  publicUrl: string,
): Promise<TaxRateAnswer> {
  const [answer] = await taxRateAnswers(db, [await findTaxRateRow(db, id)], shape, publicUrl);
  return answer;
}
