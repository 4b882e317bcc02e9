// Inserts many rows in one statement that carries them as a single JSON parameter. Binding the
// catalogue's thousands of values one parameter each took twice as long on PGlite, and every API
// test file seeds a fresh database.
import { getTableColumns, sql, type InferInsertModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";

/**
 * Columns no row names keep their defaults; a column that only some rows name is NULL in the
 * others, so rows of one table should name the same columns.
 */
export async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: InferInsertModel<T>[],
): Promise<void> {
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const names = keys.map((key) => columns[key].name);
  const records = rows.map((row) =>
    Object.fromEntries(
      keys.map((key, index) => [names[index], (row as Record<string, unknown>)[key] ?? null]),
    ),
  );
  const columnList = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${columnList}) select ${columnList} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`,
  );
}
