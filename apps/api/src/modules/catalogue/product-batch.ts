// Checks the product ids of a batch body (`/products/batch` routes): each must be a live product.
import { and, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { products } from "./tables";
import { notFound } from "../../http/errors";
import { boundedList } from "./body-fields";

export const productIdList = boundedList(
  z.string().trim().min(1, { error: "must not be empty" }),
).min(1, { error: "must name at least one product" });

export async function assertProductsExist(db: Database, ids: string[]): Promise<void> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deleted_at)));
  const found = new Set(rows.map((row) => row.id));
  const unknown = ids.find((id) => !found.has(id));
  if (unknown !== undefined) throw notFound(`Product with id: ${unknown} was not found`);
}
