// The products of a cart's lines. Medusa answers each line with its whole product row, the
// largest part of a line; a cart shows the same few products on every read and add. So the lines
// query names each line's product by id and last change only, and the rows come from a memo kept
// the catalogue cache's lifetime and cleared by every catalogue write, read in one query for the
// products it misses. A product changed since (a new `updated_at`) is a miss, so a cart never
// shows an older row than the one its lines query saw.
import { inArray, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "../../db/client";
import type { Transaction } from "../../http/idempotency";
import { catalogueMemo } from "../../http/response-cache";
import { products, type productVariants } from "../catalogue/tables";
import type { lineItems } from "./tables";

type LineItemRow = typeof lineItems.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** A line's product as the lines query names it: its id and `updated_at` (JSON text). */
export type LineProductRef = [id: string, updatedAt: string];

/** A line as the lines query answers it, before its product is filled in. */
export interface LineWithProductRef {
  item: LineItemRow;
  variant: VariantRow | null;
  product: LineProductRef | null;
}

/** SQL naming the product of the row joined as `products` (null when there is none). */
export const lineProductRef: SQL<LineProductRef | null> = sql`case when ${products.id} is null
  then null else json_build_array(${products.id}, ${products.updated_at}) end`;

const memo = catalogueMemo<ProductRow>(2_000);
const memoKey = ([id, updatedAt]: LineProductRef) => `${id}|${updatedAt}`;

/** The lines with their products, from the memo or, for the ones it misses, one query. */
export async function withLineProducts(
  db: Database | Transaction,
  lines: LineWithProductRef[],
  decodeProduct: (json: Record<string, unknown>) => ProductRow,
): Promise<{ item: LineItemRow; variant: VariantRow | null; product: ProductRow | null }[]> {
  const missing = new Set<string>();
  for (const { product } of lines) {
    if (product && memo.get(memoKey(product)) === undefined) missing.add(product[0]);
  }
  // Read now, a row may be newer than the lines query saw: it is the one shown then.
  const read = new Map<string, ProductRow>();
  if (missing.size > 0) {
    const result = await db.execute(
      sql`select row_to_json(${products}) as row from ${products}
        where ${inArray(products.id, [...missing])}`,
    );
    for (const { row } of rowsOf<{ row: Record<string, unknown> }>(result)) {
      const product = decodeProduct(row);
      read.set(product.id, product);
      memo.set(memoKey([product.id, String(row.updated_at)]), product);
    }
  }
  return lines.map(({ item, variant, product }) => ({
    item,
    variant,
    product: product && (memo.get(memoKey(product)) ?? read.get(product[0]) ?? null),
  }));
}
