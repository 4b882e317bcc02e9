// Checks the product ids of a batch body (`/products/batch` routes): each must be a live product.
import { and, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "./tables";
import { notFound } from "../../http/errors";

export async function assertProductsExist(db: Database, ids: string[]): Promise<void> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deleted_at)));
  const found = new Set(rows.map((row) => row.id));
  const unknown = ids.find((id) => !found.has(id));
  if (unknown !== undefined) throw notFound(`Product with id: ${unknown} was not found`);
}
