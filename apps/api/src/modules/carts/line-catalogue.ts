// The variants and products of a cart's lines. Medusa answers each line with its whole variant
// row and the variant's whole product row, most of a line; a cart shows the same few variants on
// every read and add. So the lines query names each line's variant and product by id and row
// version (`xmin`, which every write moves: a sale's stock, a change made outside the API), and
// the rows come from memos, cleared by every catalogue write, read in one query per kind for the
// ones they miss. A row changed since is a miss, so a cart never shows an older row than the one
// its lines query saw; and since a version names one content, a row is kept ten minutes.
import { inArray, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "../../db/client";
import type { Transaction } from "../../http/idempotency";
import { catalogueMemo } from "../../http/response-cache";
import { products, productVariants } from "../catalogue/tables";
import type { lineItems } from "./tables";

type LineItemRow = typeof lineItems.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** A row as the lines query names it: its id and its version (JSON text). */
export type LineRowRef = [id: string, version: string];

/** A line as the lines query answers it, before its variant and product are filled in. */
export interface LineWithRefs {
  item: LineItemRow;
  variant: LineRowRef | null;
  product: LineRowRef | null;
}

const variantVersion = sql`${productVariants}.xmin::text`;
const productVersion = sql`${products}.xmin::text`;

/** SQL naming the variant of the row joined as `product_variant` (null when there is none). */
export const lineVariantRef: SQL<LineRowRef | null> = sql`case when ${productVariants.id} is null
  then null else json_build_array(${productVariants.id}, ${variantVersion}) end`;

/** SQL naming the product of the row joined as `product` (null when there is none). */
export const lineProductRef: SQL<LineRowRef | null> = sql`case when ${products.id} is null
  then null else json_build_array(${products.id}, ${productVersion}) end`;

const ROW_LIFETIME_MS = 10 * 60_000;

type Decode<Row> = (json: Record<string, unknown>) => Row;

/** One kind of row (variants, products): its memo, and how a missed row is read and keyed. */
function lineRows<Row extends { id: string }>(
  table: typeof products | typeof productVariants,
  version: SQL,
) {
  const memo = catalogueMemo<Row>(2_000, ROW_LIFETIME_MS);
  const key = ([id, rowVersion]: LineRowRef) => `${id}|${rowVersion}`;
  return {
    /** The ids of the rows the memo misses. */
    missing(refs: (LineRowRef | null)[]): string[] {
      const ids = new Set<string>();
      for (const ref of refs) if (ref && memo.get(key(ref)) === undefined) ids.add(ref[0]);
      return [...ids];
    },
    /**
     * Reads rows by id into the memo, and answers them by id. Read now, a row may be newer than
     * the lines query saw: it is the one shown then.
     */
    async read(db: Database | Transaction, ids: string[], decode: Decode<Row>) {
      const read = new Map<string, Row>();
      if (ids.length === 0) return read;
      const result = await db.execute(
        sql`select row_to_json(${table}) as row, ${version} as version from ${table}
          where ${inArray(table.id, ids)}`,
      );
      for (const found of rowsOf<{ row: Record<string, unknown>; version: string }>(result)) {
        const decoded = decode(found.row);
        read.set(decoded.id, decoded);
        memo.set(key([decoded.id, found.version]), decoded);
      }
      return read;
    },
    /** Keeps a row read elsewhere, at its version. */
    keep(row: Row, rowVersion: string) {
      memo.set(key([row.id, rowVersion]), row);
    },
    /** The row `ref` names: the memo's, else the one just read. */
    find(ref: LineRowRef | null, read: Map<string, Row>): Row | null {
      return ref && (memo.get(key(ref)) ?? read.get(ref[0]) ?? null);
    },
  };
}

const variantRows = lineRows<VariantRow>(productVariants, variantVersion);
const productRows = lineRows<ProductRow>(products, productVersion);

/** The versions (`xmin`, as text) of a variant's row and its product's. */
export interface LineRowVersions {
  variant: string;
  product: string;
}

/**
 * Keeps a variant and its product read elsewhere (the add's query), at the versions read with them,
 * for the lines that show them.
 */
export function keepLineCatalogue(
  rows: { variant: VariantRow; product: ProductRow },
  versions: LineRowVersions,
): void {
  variantRows.keep(rows.variant, versions.variant);
  productRows.keep(rows.product, versions.product);
}

/**
 * Keeps variant rows a transaction wrote (an order's take of stock moves their totals), at the
 * version the write gave them. The caller's transaction must change them no further: the version
 * is its id, the same for each row it writes again. Rolled back, the version is never seen.
 */
export function keepWrittenVariants(written: { row: VariantRow; version: string }[]): void {
  for (const { row, version } of written) variantRows.keep(row, version);
}

/** The lines with their variants and products, from the memos or, for the ones missed, a query. */
export async function withLineCatalogue(
  db: Database | Transaction,
  lines: LineWithRefs[],
  decode: { variant: Decode<VariantRow>; product: Decode<ProductRow> },
): Promise<{ item: LineItemRow; variant: VariantRow | null; product: ProductRow | null }[]> {
  // One after the other: a transaction runs one statement at a time.
  const variantIds = variantRows.missing(lines.map((line) => line.variant));
  const variantsRead = await variantRows.read(db, variantIds, decode.variant);
  const productIds = productRows.missing(lines.map((line) => line.product));
  const productsRead = await productRows.read(db, productIds, decode.product);
  return lines.map(({ item, variant, product }) => ({
    item,
    variant: variantRows.find(variant, variantsRead),
    product: productRows.find(product, productsRead),
  }));
}
