// The optimistic change of a cart (add to cart, `add-line-item.ts`): statements that apply only if
// the cart row is still the version that was read, sent as one statement with no transaction.
import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { SqlText } from "../../db/transaction";
import { customers } from "../customers/tables";
import type { CartAnswerVersions } from "./cart-queries";
import { carts } from "./tables";

/** The driver under Drizzle: node-postgres' pool and PGlite both take `query(text, values)`. */
interface DriverClient {
  query(text: string, values: (string | null)[]): Promise<{ rows: unknown[] }>;
}

/** node-postgres' pool also takes a named statement, which each connection prepares once. */
interface NodePostgresPool {
  totalCount: number;
  query(statement: {
    name: string;
    text: string;
    values: (string | null)[];
  }): Promise<{ rows: unknown[] }>;
}

function driverOf(db: Database): DriverClient | NodePostgresPool {
  return (db as unknown as { $client: DriverClient | NodePostgresPool }).$client;
}

/**
 * Names for the statements' texts. An add's statement has a few shapes (a new line or more of
 * one; the key's row inserted or updated), whose texts hold only placeholders, so naming them
 * lets PostgreSQL parse and plan each once per connection instead of on every add. Bounded, in
 * case a caller's text ever held a value: past the bound, texts run unnamed as before.
 */
const statementNames = new Map<string, string>();
const MAX_STATEMENT_NAMES = 64;

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_STATEMENT_NAMES) {
    name = `cart_change_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

async function run(
  db: Database,
  text: string,
  values: (string | null)[],
): Promise<{ rows: unknown[] }> {
  const driver = driverOf(db);
  const name = "totalCount" in driver ? statementName(text) : undefined;
  return name === undefined
    ? (driver as DriverClient).query(text, values)
    : (driver as NodePostgresPool).query({ name, text, values });
}

const CARTS_TABLE = getTableName(carts);

/**
 * The change's transaction (the statement's own) commits without waiting for its WAL to reach the
 * disk (`synchronous_commit = off` for this transaction only): a cart's contents are neither money
 * nor stock, and what this trades is that a crash of PostgreSQL itself (not of an API process) can
 * lose the last few hundred milliseconds of such changes, whole, with their idempotency keys, never
 * half of one. Waiting for the flush was a fifth of PostgreSQL's CPU per add to cart, and most of
 * its latency. Written as a condition that always holds, on the one row the statement answers.
 */
const COMMIT_WITHOUT_WAITING = "set_config('synchronous_commit', 'off', true) = 'off'";

/**
 * Runs `changes` (data-modifying statements, each guarded by `cartUnchanged`) in one statement,
 * only if the cart row still has `version`; the statement also moves the version on, and answers
 * the new one. Undefined when the cart changed meanwhile: nothing was written. A concurrent writer
 * of the row makes this statement wait for it and then see the new version. `also` is a further
 * condition (SQL on the cart row, `cart`) that must hold for anything to be written; `columns`,
 * the cart's own columns to change (`setColumns`), in the same update (one statement cannot
 * update a row twice).
 */
export async function changeIfCartUnchanged(
  db: Database,
  cart: { id: string; version: string },
  changes: SqlText[],
  also?: SqlText,
  columns?: SqlText,
): Promise<string | undefined> {
  const values: (string | null)[] = [];
  const param = (value: string | null) => `$${values.push(value)}`;
  const text = `with unchanged_cart as (
      update ${CARTS_TABLE} set ${columns ? columns(param) : "updated_at = updated_at"}
      where id = ${param(cart.id)} and xmin = ${param(cart.version)}::xid${also ? ` and ${also(param)}` : ""}
      returning xmin::text as version
    )${changes.map((change, index) => `, change_${index} as (${change(param)})`).join("")}
    select version from unchanged_cart where ${COMMIT_WITHOUT_WAITING}`;
  const { rows } = await run(db, text, values);
  return (rows as { version: string }[])[0]?.version;
}

/** The guard of each change passed to `changeIfCartUnchanged`. */
export const cartUnchanged = "exists (select 1 from unchanged_cart)";

const CUSTOMERS_TABLE = getTableName(customers);

/**
 * For `also`: the cart's customer row (none for a guest) is still at the version an answer showing
 * it was made at.
 */
export const customerUnchanged =
  ({ customer_version }: CartAnswerVersions): SqlText =>
  (param) =>
    `coalesce((select xmin::text from ${CUSTOMERS_TABLE} where id = ${CARTS_TABLE}.customer_id), '') = ${param(customer_version ?? "")}`;

/** A column's value as a statement's parameter: text, which the statement casts to the column's type. */
function columnParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * Inserts `row`, every column of `table` given (defaults included), when `guard` (SQL) holds: a
 * change planned with the row known before it is written, so its answer is too.
 */
export function insertRowWhen<T extends Table>(
  table: T,
  row: T["$inferSelect"],
  guard: string,
): SqlText {
  const { name, columns } = insertShape(table);
  const values = row as Record<string, unknown>;
  return (param) =>
    `insert into ${name} (${columns.map((column) => column.name).join(", ")})
    select ${columns
      .map((column) => `${param(columnParameter(values[column.key]))}::${column.type}`)
      .join(", ")}
    where ${guard}`;
}

interface InsertShape {
  name: string;
  /** Typed: in a select list, PostgreSQL would take an untyped parameter for text. */
  columns: { key: string; name: string; type: string }[];
}

const insertShapes = new WeakMap<Table, InsertShape>();

function insertShape(table: Table): InsertShape {
  let shape = insertShapes.get(table);
  if (!shape) {
    shape = {
      name: getTableName(table),
      columns: Object.entries(getTableColumns(table)).map(([key, column]) => ({
        key,
        name: column.name,
        type: column.getSQLType(),
      })),
    };
    insertShapes.set(table, shape);
  }
  return shape;
}

/** `set` assignments (SQL) giving a row of `table` the values of `values`' keys, in their order. */
export function setColumns<T extends Table>(table: T, values: Partial<T["$inferSelect"]>): SqlText {
  const { columns } = insertShape(table);
  const given = values as Record<string, unknown>;
  const changed = Object.keys(given).map((key) => {
    const column = columns.find((candidate) => candidate.key === key);
    if (!column) throw new Error(`${key} is not a column of ${getTableName(table)}`);
    return column;
  });
  return (param) =>
    changed
      .map(
        (column) => `${column.name} = ${param(columnParameter(given[column.key]))}::${column.type}`,
      )
      .join(", ");
}

/**
 * Gives the row `row.id` of `table` every other column of `row` when `guard` (SQL) holds: a change
 * planned with the row known before it is written, as `insertRowWhen`.
 */
export function updateRowWhen<T extends Table>(
  table: T,
  row: T["$inferSelect"] & { id: string },
  guard: string,
): SqlText {
  const { id, ...rest } = row as Record<string, unknown> & { id: string };
  const sets = setColumns(table, rest as Partial<T["$inferSelect"]>);
  return (param) =>
    `update ${getTableName(table)} set ${sets(param)} where id = ${param(id)} and ${guard}`;
}
