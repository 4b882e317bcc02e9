// The optimistic change of a cart (add to cart, `add-line-item.ts`): statements that apply only if
// the cart row is still the version that was read, sent as one statement with no transaction.
import { getTableName } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { SqlText } from "../../http/idempotency";
import { carts } from "./tables";

/** The driver under Drizzle: node-postgres' pool and PGlite both take `query(text, values)`. */
interface DriverClient {
  query(text: string, values: (string | null)[]): Promise<{ rows: unknown[] }>;
}

function driverOf(db: Database): DriverClient {
  return (db as unknown as { $client: DriverClient }).$client;
}

const CARTS_TABLE = getTableName(carts);

/**
 * Runs `changes` (data-modifying statements, each guarded by `cartUnchanged`) in one statement,
 * only if the cart row still has `version`; the statement also moves the version on, and answers
 * the new one. Undefined when the cart changed meanwhile: nothing was written. A concurrent writer
 * of the row makes this statement wait for it and then see the new version.
 */
export async function changeIfCartUnchanged(
  db: Database,
  cart: { id: string; version: string },
  changes: SqlText[],
): Promise<string | undefined> {
  const values: (string | null)[] = [];
  const param = (value: string | null) => `$${values.push(value)}`;
  const text = `with unchanged_cart as (
      update ${CARTS_TABLE} set updated_at = updated_at
      where id = ${param(cart.id)} and xmin = ${param(cart.version)}::xid
      returning xmin::text as version
    )${changes.map((change, index) => `, change_${index} as (${change(param)})`).join("")}
    select version from unchanged_cart`;
  const { rows } = await driverOf(db).query(text, values);
  return (rows as { version: string }[])[0]?.version;
}

/** The guard of each change passed to `changeIfCartUnchanged`. */
export const cartUnchanged = "exists (select 1 from unchanged_cart)";
