// Which of the ids a request names have no live row, for Medusa's "… do not exist" refusals of
// batch and link bodies.
import { and, inArray, isNull } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client";

type SoftDeletedTable = PgTable & { id: AnyPgColumn; deleted_at: AnyPgColumn };

/** The ids among `ids` that name no live row of `table`, each once, in the order given. */
export async function missingLiveIds(
  db: Database,
  table: SoftDeletedTable,
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(inArray(table.id, unique), isNull(table.deleted_at)));
  const present = new Set(found.map((row) => String(row.id)));
  return unique.filter((id) => !present.has(id));
}
